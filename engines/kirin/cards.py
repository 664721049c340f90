"""Kirin cards: four beasts, each with numbers 1-6, a trump and two Kirin cards (KI-1).

A card's token is its beast letter followed by its face: ``Q6`` (Azure Dragon six),
``ST`` (Vermilion Bird trump), ``XK+`` / ``XK-`` (Black Tortoise Kirin card that turns
the order ascending / descending). There is exactly one of each of the 36 cards.

Every card has a small integer ``id`` (beast-major: ``beast * 9 + face``) so the game
loop can keep hands as bit masks; ``CARDS[id]`` is the canonical card object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Iterable, Union

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
        return self.value


FACES = ("1", "2", "3", "4", "5", "6", "T", "K+", "K-")
"""The nine faces of each beast, in card-id order: numbers, trump, Kirin ascending, Kirin descending."""

TRUMP_FACE = 6
KIRIN_UP_FACE = 7
KIRIN_DOWN_FACE = 8


@dataclass(frozen=True, eq=False)
class Card:
    """One Kirin card: a beast and a face (``"1"``..``"6"``, ``"T"``, ``"K+"``, ``"K-"``)."""

    beast: Beast
    face: str
    id: int = field(init=False, repr=False)
    token: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.beast, Beast) or self.face not in FACES:
            raise InvalidInput(
                f"There is no Kirin card with beast {quote(self.beast)} and face {quote(self.face)}.")
        object.__setattr__(self, "id", int(self.beast) * 9 + FACES.index(self.face))
        object.__setattr__(self, "token", self.beast.name + self.face)

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
        """For a Kirin card the order it calls for; ``None`` otherwise."""
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

    # --- value semantics ---------------------------------------------------------
    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"Card({self.token})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.id == other.id
        return NotImplemented

    def __hash__(self) -> int:
        return self.id

    def __lt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.id < other.id

    def __le__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.id <= other.id

    def __gt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.id > other.id

    def __ge__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.id >= other.id

    def __reduce__(self):
        return (Card, (self.beast, self.face))


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


def parse_card(token: CardLike) -> Card:
    """Read one card token (case-insensitive) or pass a card through."""
    if isinstance(token, Card):
        return CARDS[token.id]
    if not isinstance(token, str):
        raise InvalidInput(f"A Kirin card is written as a token ({ALLOWED}), not {type_name(token)}.")
    card = _BY_TOKEN.get(token.strip().upper())
    if card is None:
        raise InvalidInput(f"{quote(token)} is not a Kirin card: write {ALLOWED}.")
    return card


def _describe_copies(card: Card, n: int, limit: int) -> str:
    return f"{card} appears {n} times, but the Kirin deck has only one {card} ({card.describe()})."


def parse_cards(text: CardsLike) -> list[Card]:
    """Read tokens separated by spaces (or a list of tokens / cards) into cards; one copy of each at most."""
    cards = [parse_card(item) for item in token_list(text, "Kirin cards")]
    check_copies(cards, lambda card: 1, _describe_copies)
    return cards


def cards_text(cards: Iterable[CardLike]) -> str:
    """Join cards into one space-separated notation string."""
    return " ".join(map(str, cards))


# ----- bit masks (used by the game loop and the bots) -----------------------------

BEAST_MASK: tuple[int, ...] = tuple(0x1FF << (9 * beast) for beast in Beast)
"""Bits of the nine cards of each beast."""

FULL_MASK = (1 << 36) - 1


def mask_of(cards: Iterable[CardLike]) -> int:
    """The bit mask of some cards."""
    mask = 0
    for card in cards:
        mask |= 1 << parse_card(card).id
    return mask


def ids_of(mask: int) -> list[int]:
    """The card ids in a mask, smallest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cards_of(mask: int) -> list[Card]:
    """The cards in a mask, in notation order."""
    return [CARDS[i] for i in ids_of(mask)]


def tokens_of(mask: int) -> list[str]:
    """The tokens of the cards in a mask, in notation order."""
    return [TOKENS[i] for i in ids_of(mask)]
