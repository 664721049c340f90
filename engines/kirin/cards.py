"""Kirin's 36 cards and their notation: four beasts, each with numbers 1-6, a trump and two Kirin cards (KI-1).

A card's token is its beast letter followed by its face: ``Q6`` (Azure Dragon six),
``ST`` (Vermilion Bird trump), ``XK+`` / ``XK-`` (Black Tortoise Kirin card that turns
the order ascending / descending). There is exactly one of each of the 36 cards.

Every card has a small whole number ``id`` (beast-major: ``beast * 9 + face``), so the
game keeps a hand as a bit mask over ids; ``CARDS[id]`` is the card object itself.
"""

from __future__ import annotations

from enum import Enum, IntEnum
from functools import total_ordering
from typing import Iterable, Sequence, Union

from engines import InvalidInput
from engines.core import check_copies, quote, token_list, type_name


class Beast(IntEnum):
    """The four divine beasts (KI-1); the value is the card-id block and the ascending rank (0 = strongest)."""

    Q = 0
    S = 1
    B = 2
    X = 3

    @property
    def letter(self) -> str:
        """The one-letter notation of the beast."""
        return self.name

    @property
    def title(self) -> str:
        """The beast's English name, e.g. ``Azure Dragon``."""
        return BEAST_TITLES[self]

    def __str__(self) -> str:
        """The beast's letter."""
        return self.name


BEAST_TITLES = {
    Beast.Q: "Azure Dragon",
    Beast.S: "Vermilion Bird",
    Beast.B: "White Tiger",
    Beast.X: "Black Tortoise",
}
"""English names used in explanations (KI-1)."""

BEAST_ALIASES = {
    Beast.Q: "Qinglong",
    Beast.S: "Suzaku",
    Beast.B: "Baihu",
    Beast.X: "Xuanwu",
}
"""The Chinese / Japanese names that the rulebook also uses."""


class Order(str, Enum):
    """The order in force, shown by the Kirin marker (KI-2)."""

    ASCENDING = "ascending"
    DESCENDING = "descending"

    def __str__(self) -> str:
        """``ascending`` or ``descending``."""
        return self.value


FACES = ("1", "2", "3", "4", "5", "6", "T", "K+", "K-")
"""The nine faces of each beast, in card-id order: numbers, trump, Kirin ascending, Kirin descending."""


@total_ordering
class Card:
    """One Kirin card (KI-1): a beast and a face (``"1"``..``"6"``, ``"T"``, ``"K+"``, ``"K-"``).

    A card is a value: its fields are set once, here, and never change. ``id`` is its place
    in the deck (``beast * 9 + face``), the card's bit in a hand's mask; ``token`` its notation.
    """

    __slots__ = ("beast", "face", "id", "token")

    def __init__(self, beast: Beast, face: str) -> None:
        """The card of ``beast`` and ``face``; there is no other (``InvalidInput``)."""
        if not isinstance(beast, Beast) or face not in FACES:
            raise InvalidInput(f"There is no Kirin card with beast {quote(beast)} and face {quote(face)}.")
        self.beast = beast
        self.face = face
        self.id = 9 * int(beast) + FACES.index(face)
        self.token = beast.name + face

    # --- what kind of card -------------------------------------------------------
    @property
    def is_kirin(self) -> bool:
        """Whether this is a Kirin card (no rank, KI-3; changes the order, KI-6)."""
        return self.face[0] == "K"

    @property
    def is_trump(self) -> bool:
        """Whether this is the beast's trump card (outranks every number, KI-2)."""
        return self.face == "T"

    @property
    def number(self) -> int | None:
        """The printed number 1-6, or ``None`` for a trump or Kirin card."""
        return int(self.face) if self.face.isdigit() else None

    @property
    def direction(self) -> "Order | None":
        """For a Kirin card the order it calls for (KI-6); ``None`` otherwise."""
        if self.face == "K+":
            return Order.ASCENDING
        if self.face == "K-":
            return Order.DESCENDING
        return None

    def describe(self) -> str:
        """A long name for learners, e.g. ``White Tiger 4`` or ``Azure Dragon Kirin (descending)``."""
        title = self.beast.title
        if self.is_trump:
            return f"{title} trump"
        if self.is_kirin:
            return f"{title} Kirin ({self.direction.value})"
        return f"{title} {self.face}"

    # --- value semantics: a card is its place in the deck ---------------------------
    def __str__(self) -> str:
        """The card's token, e.g. ``Q6``."""
        return self.token

    def __repr__(self) -> str:
        """``Card(Q6)``."""
        return f"Card({self.token})"

    def __eq__(self, other: object) -> bool:
        """Two cards are equal when they are the same card of the deck."""
        if isinstance(other, Card):
            return self.id == other.id
        return NotImplemented

    def __hash__(self) -> int:
        """A card hashes as its id."""
        return self.id

    def __lt__(self, other: "Card") -> bool:
        """Cards sort in notation order (by id): Q1..QK-, S1.., B1.., X1..XK-."""
        if not isinstance(other, Card):
            return NotImplemented
        return self.id < other.id

    def __reduce__(self):
        """Copying or unpickling a card gives back the deck's own card."""
        return (parse_card, (self.token,))


CARDS: tuple[Card, ...] = tuple(Card(beast, face) for beast in Beast for face in FACES)
"""All 36 cards, indexed by id."""

DECK: tuple[Card, ...] = CARDS
"""The full deck in notation order (one copy of each card)."""

TOKENS: tuple[str, ...] = tuple(card.token for card in CARDS)
"""The token of each card id."""

_BY_TOKEN: dict[str, Card] = {card.token: card for card in CARDS}

ALLOWED = "a beast letter Q, S, B or X followed by 1-6, T (trump), K+ or K- (Kirin), e.g. Q6, ST or XK+"

CardLike = Union[Card, str]
CardsLike = Union[str, Iterable[CardLike]]


# ----- notation -------------------------------------------------------------------

def parse_card(token: CardLike) -> Card:
    """Read one card token (case-insensitive) or pass a card through (as the deck's own object)."""
    if isinstance(token, Card):
        return CARDS[token.id]
    if not isinstance(token, str):
        raise InvalidInput(f"A Kirin card is written as a token ({ALLOWED}), not {type_name(token)}.")
    card = _BY_TOKEN.get(token.strip().upper())
    if card is None:
        raise InvalidInput(f"{quote(token)} is not a Kirin card: write {ALLOWED}.")
    return card


def describe_copies(card: Card, n: int, limit: int) -> str:
    """KI-1: the refusal for a card given ``n`` times (the deck has one of each)."""
    return f"{card} appears {n} times, but the Kirin deck has only one {card} ({card.describe()})."


def parse_cards(text: CardsLike) -> list[Card]:
    """Read tokens separated by spaces (or a list of tokens / cards) into cards; one copy of each at most."""
    cards = [parse_card(item) for item in token_list(text, "Kirin cards")]
    check_copies(cards, lambda card: 1, describe_copies)
    return cards


def cards_text(cards: Iterable[CardLike]) -> str:
    """Join cards into one space-separated notation string."""
    return " ".join(map(str, cards))


# ----- hands as bit masks over card ids ----------------------------------------------

BEAST_MASK: tuple[int, ...] = tuple(0x1FF << (9 * beast) for beast in Beast)
"""Bits of the nine cards of each beast."""

FULL_MASK = (1 << 36) - 1
"""Bits of the whole deck."""


def by_pattern(items: Sequence) -> tuple[tuple[tuple, ...], ...]:
    """For each beast's block of 9 bits, the ``items`` (one per card id) of every 9-bit pattern."""
    return tuple(
        tuple(tuple(items[9 * beast + i] for i in range(9) if pattern >> i & 1) for pattern in range(512))
        for beast in range(4)
    )


def listed(mask: int, table: tuple[tuple[tuple, ...], ...]) -> list:
    """The entries of a ``by_pattern`` table for the cards in ``mask``, in card order."""
    q, s, b, x = table
    return [*q[mask & 511], *s[mask >> 9 & 511], *b[mask >> 18 & 511], *x[mask >> 27]]


_IDS_BY_PATTERN = by_pattern(range(36))
_TOKENS_BY_PATTERN = by_pattern(TOKENS)
_CARDS_BY_PATTERN = by_pattern(CARDS)


def mask_of(cards: Iterable[CardLike]) -> int:
    """The bit mask of some cards."""
    mask = 0
    for card in cards:
        mask |= 1 << parse_card(card).id
    return mask


def ids_of(mask: int) -> list[int]:
    """The card ids in a mask, smallest first."""
    return listed(mask, _IDS_BY_PATTERN)


def cards_of(mask: int) -> list[Card]:
    """The cards in a mask, in notation order."""
    return listed(mask, _CARDS_BY_PATTERN)


def tokens_of(mask: int) -> list[str]:
    """The tokens of the cards in a mask, in notation order."""
    return listed(mask, _TOKENS_BY_PATTERN)
