"""The Luminous Dragon Egg's 32 cards and their notation.

Two colours (red ``R`` and blue ``B``), seven ranks (2, 3, 5, 7, 10, 15, 20) and
one wild face, the Revelation (``*``), two copies of each: ``R2 R3 ... R20 R*`` and
the same in blue. Cards are interned: there is exactly one object per face, so
copies compare equal by identity and ``parse_cards`` always returns those objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterable

from .. import InvalidInput
from ..boundary import check_copies, quote, token_list, type_name

RANKS = (2, 3, 5, 7, 10, 15, 20)
COPIES = 2
"""Each face exists twice in the deck."""


class Colour(Enum):
    """The two card colours; the value is the notation letter."""

    RED = "R"
    BLUE = "B"


@dataclass(frozen=True, eq=False)
class Card:
    """One face of the deck: a colour and a rank, or the colour's Revelation (rank None)."""

    colour: Colour
    rank: int | None
    index: int
    token: str

    @property
    def is_revelation(self) -> bool:
        """Whether this is the colour's wild Revelation card."""
        return self.rank is None

    def __str__(self) -> str:
        """The card's token, e.g. ``R7``."""
        return self.token

    def __repr__(self) -> str:
        """``Card(R7)``."""
        return f"Card({self.token})"

    def __lt__(self, other: "Card") -> bool:
        """Cards sort by index: red ranks, red Revelation, then blue."""
        return self.index < other.index

    def __reduce__(self):
        """Cards are interned: unpickling gives back the same object."""
        return (card, (self.token,))

    def __copy__(self) -> "Card":
        """A copy of an interned card is the card itself."""
        return self

    def __deepcopy__(self, memo) -> "Card":
        """A copy of an interned card is the card itself."""
        return self


def _make_cards() -> tuple[Card, ...]:
    """Build the 16 faces in sort order: red ranks, red Revelation, then blue."""
    faces = []
    for colour in Colour:
        for rank in (*RANKS, None):
            token = f"{colour.value}{'*' if rank is None else rank}"
            faces.append(Card(colour, rank, len(faces), token))
    return tuple(faces)


CARDS: tuple[Card, ...] = _make_cards()
"""The 16 faces, indexed by ``Card.index``."""
BY_TOKEN: dict[str, Card] = {c.token: c for c in CARDS}
TOKEN: tuple[str, ...] = tuple(c.token for c in CARDS)
"""The token of every card index: the state keeps cards as indices and writes them as tokens."""
DECK: tuple[Card, ...] = tuple(c for c in CARDS for _ in range(COPIES))
"""The full 32-card deck."""
DECK_INDICES: tuple[int, ...] = tuple(c.index for c in DECK)
"""The full deck as card indices, as a new game's draw pile holds it."""


def card(token: str) -> Card:
    """Return the card named by one token such as ``R7`` or ``b*``."""
    if isinstance(token, Card):
        return token
    if not isinstance(token, str):
        raise InvalidInput(f"A card is a token such as R7 or B*, not {type_name(token)}.")
    found = BY_TOKEN.get(token.strip().upper())
    if found is None:
        raise InvalidInput(
            f"{quote(token)} is not a Dragon Egg card. Cards are R or B (red or blue) followed by "
            f"a rank 2, 3, 5, 7, 10, 15, 20, or * for the Revelation: for example R7, B15, R*."
        )
    return found


def _too_many(c: Card, n: int, limit: int) -> str:
    """Message for a card used more often than the deck holds it."""
    return f"{c} appears {n} times, but the deck has only {limit} copies of {c}."


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Read cards from notation (``"R7 R* B2"``) or a list of tokens or cards, checked as one deal."""
    cards = [card(x) for x in token_list(text, "cards")]
    check_copies(cards, lambda c: COPIES, _too_many)
    return cards


def tokens(cards: Iterable[Card]) -> str:
    """Write cards back as space-separated notation."""
    return " ".join(c.token for c in cards)
