"""Meow Oracle actions, their notation and the tables of the engine's own action objects.

A turn (MO-5) is made of three kinds of action:

* ``turn b2`` / ``turn aside`` (:class:`TurnUp`): turn up one of your own face-down cards,
  from a square of your Area or from beside it;
* ``keep R5 give B3 G7`` (:class:`Choose`): keep some of the turned-up cards and give the
  others, clockwise: the first given card to the left neighbour, the second to the player
  after them;
* ``place R5 at b2`` (:class:`Place`): put a kept or received card face up on your Area.

Actions are frozen dataclasses holding cards (:class:`~engines.meow_oracle.cards.Card`)
and square numbers; :func:`parse_action` reads notation, tokens included.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import gt

from .. import InvalidInput
from ..core import quote, type_name
from .cards import CARDS, SQUARES, Card, card_from_token, parse_cards, parse_square
from .rules import ASIDE, SQUARES_IN

__all__ = ["TurnUp", "Choose", "Place", "TURNS", "TURNS_ON", "PLACES", "parse_action", "ACTION_HELP"]


def _is_square(value: object, top: int) -> bool:
    """Whether ``value`` is a whole number from 0 to ``top`` (no ``bool``)."""
    return type(value) is int and 0 <= value <= top


def _not_cards(what: str, wrong: object) -> InvalidInput:
    """The refusal of cards to keep or give that are not a tuple of cards."""
    return InvalidInput(f"Choose takes the cards to {what} as a tuple of cards such as (card_from_token('R5'),), "
                        f"not {type_name(wrong)}; or write 'keep R5 give B3 G7'.")


_TURN_TEXT = tuple(f"turn {name}" for name in SQUARES) + ("turn aside",)
"""The notation of each :class:`TurnUp`, by square (``ASIDE`` last)."""


@dataclass(frozen=True)
class TurnUp:
    """Turn up one of your face-down cards: on ``square`` (0..8) or beside the Area (``ASIDE``)."""

    square: int

    def __post_init__(self) -> None:
        """Refuse a square that is neither 0..8 nor ``ASIDE``."""
        if not _is_square(self.square, ASIDE):
            raise InvalidInput(f"Square {quote(self.square)} does not exist: use 0..8 or ASIDE.")

    def __str__(self) -> str:
        """The notation: ``turn b2`` or ``turn aside``."""
        return _TURN_TEXT[self.square]


@dataclass(frozen=True)
class Choose:
    """Keep some turned-up cards and give the others, clockwise from the left neighbour.

    ``keep`` lists the kept cards in card order (as ``sorted`` gives them), ``give`` the
    given ones in the order they go round; :func:`parse_action` puts notation in that form.
    """

    keep: tuple[Card, ...]
    give: tuple[Card, ...]

    def __post_init__(self) -> None:
        """Refuse anything but tuples of cards, the kept ones in card order."""
        keep, give = self.keep, self.give
        for cards, what in ((keep, "keep"), (give, "give")):
            if type(cards) is not tuple:
                raise _not_cards(what, cards)
            for card in cards:
                if card.__class__ is not Card:
                    raise _not_cards(what, card)
        if len(keep) > 1 and any(map(gt, keep, keep[1:])):
            raise InvalidInput(f"List the kept cards in card order ({' '.join(map(str, sorted(keep)))}), "
                               "as 'keep ... give ...' notation does.")

    def __str__(self) -> str:
        """The notation: ``keep R5 give B3 G7``."""
        return ("keep " + " ".join([card.token for card in self.keep])
                + " give " + " ".join([card.token for card in self.give]))


@dataclass(frozen=True)
class Place:
    """Place ``card`` face up on ``square`` (0..8) of your own Area."""

    card: Card
    square: int

    def __post_init__(self) -> None:
        """Refuse anything but a card and a square 0..8."""
        if self.card.__class__ is not Card:
            raise InvalidInput(f"The card to place is a card such as card_from_token('R5'), "
                               f"not {type_name(self.card)}; or write 'place R5 at b2'.")
        if not _is_square(self.square, 8):
            raise InvalidInput(f"Square {quote(self.square)} does not exist: an Area has squares 0..8.")

    def __str__(self) -> str:
        """The notation: ``place R5 at b2``."""
        return f"place {self.card.token} at {SQUARES[self.square]}"


TURNS: tuple[TurnUp, ...] = tuple(TurnUp(square) for square in range(ASIDE + 1))
"""Every turn-up, by square (``TURNS[ASIDE]``: a card beside the Area)."""
TURNS_ON: tuple[tuple[TurnUp, ...], ...] = tuple(tuple(TURNS[square] for square in squares)
                                                 for squares in SQUARES_IN)
"""The turn-ups of the squares of each bit mask of an Area (see ``AREA``), in square order."""
PLACES: tuple[tuple[Place, ...], ...] = tuple(tuple(Place(card, square) for square in range(9)) for card in CARDS)
"""Every placement: ``PLACES[card.index][square]``."""

ACTION_HELP = ("write 'turn b2' (or 'turn aside' for a card beside your Area), "
               "'keep R5 give B3 G7', or 'place R5 at b2'")


def parse_action(text: str) -> TurnUp | Choose | Place:
    """Read 'turn b2', 'turn aside', 'keep R5 give B3 G7' or 'place R5 at b2' (case-insensitive)."""
    words = text.replace(",", " ").split() if isinstance(text, str) else []
    if not words:
        raise InvalidInput(f"{quote(text)} is not a Meow Oracle action: {ACTION_HELP}.")
    verb = words[0].lower()
    if verb == "turn":
        rest = [w for w in words[1:] if w.lower() not in ("up", "over")]
        if len(rest) != 1:
            raise InvalidInput(f"{quote(text)}: say which card to turn up, e.g. 'turn b2' or 'turn aside'.")
        where = rest[0].lower()
        return TURNS[ASIDE] if where in ("aside", "beside", "side") else TURNS[parse_square(where)]
    if verb == "keep":
        lower = [w.lower() for w in words]
        if "give" not in lower:
            raise InvalidInput(f"{quote(text)}: name the cards you keep and give, e.g. 'keep R5 give B3 G7'.")
        g = lower.index("give")
        keep, give = words[1:g], words[g + 1:]
        if not keep or not give:
            raise InvalidInput(f"{quote(text)}: keep at least one card and give at least one, "
                               "e.g. 'keep R5 give B3 G7'.")
        parse_cards(keep + give)  # unknown tokens and repeated cards
        return Choose(tuple(sorted(map(card_from_token, keep))), tuple(map(card_from_token, give)))
    if verb == "place":
        rest = [w for w in words[1:] if w.lower() not in ("at", "on")]
        if len(rest) != 2:
            raise InvalidInput(f"{quote(text)}: say which card goes where, e.g. 'place R5 at b2'.")
        return PLACES[card_from_token(rest[0]).index][parse_square(rest[1])]
    raise InvalidInput(f"{quote(text)} is not a Meow Oracle action: {ACTION_HELP}.")
