"""Meow Oracle cards, squares of an Area, and their notation.

The deck has 36 cards, one of each: red, blue and green numbered 0 to 10 (``R0`` ..
``R10``, ``B0`` .. ``B10``, ``G0`` .. ``G10``) and three white jokers ``W3 W4 W5``.
A white card keeps its own number but counts as every colour (MO-3).

An Area is a 3 x 3 grid. Its squares are named like a spreadsheet: the letter is
the column (``a`` left .. ``c`` right), the digit the row (``1`` top .. ``3``
bottom), so ``a1`` is the top-left square, ``c1`` the top-right, ``b2`` the centre
and ``c3`` the bottom-right. Square indices 0..8 count row by row from ``a1``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable, Sequence, Union

from .. import InvalidInput
from ..core import check_copies, quote, token_list, type_name

__all__ = [
    "Colour", "Card", "CARDS", "DECK_SIZE", "card_from_token", "parse_cards",
    "Grid", "parse_grid", "SQUARES", "square_name", "parse_square",
]


class Colour(str, Enum):
    """The four card colours; white is the joker colour."""

    RED = "R"
    BLUE = "B"
    GREEN = "G"
    WHITE = "W"

    @property
    def word(self) -> str:
        """The colour as a word, e.g. ``"red"``."""
        return self.name.lower()


_COLOUR_ORDER = {Colour.RED: 0, Colour.BLUE: 1, Colour.GREEN: 2, Colour.WHITE: 3}

EVERY_COLOUR = 1 | 2 | 4
"""Red, blue and green as colour bits: what a white card counts as (MO-3)."""
COLOUR_BITS = {"R": 1, "B": 2, "G": 4, "W": EVERY_COLOUR}
"""The colours a card counts as, one bit per real colour: white counts as all three (MO-3).

Three cards share a colour exactly when their bits have one in common (``a & b & c``).
"""


_KEYS = ([(c, n) for c in "RBG" for n in range(11)] + [("W", n) for n in (3, 4, 5)])
"""Every card as (colour letter, number), in deck order."""
ALLOWED = "the cards are R0-R10, B0-B10, G0-G10 (red, blue, green) and W3, W4, W5 (white jokers)."


@dataclass(frozen=True)
class Card:
    """One Oracle card: a colour and a number (white cards are colour jokers).

    The deck's 36 cards are made once, in :data:`CARDS`; read one with
    :func:`card_from_token`. Beside its colour and number a card holds its place in the
    deck (``index``), its token and the colours it counts as (``colours``, MO-3), written
    when the deck is made; cards are equal when colour and number are.
    """

    colour: Colour
    number: int
    index: int = field(compare=False, repr=False)
    """The card's place in :data:`CARDS`."""
    token: str = field(compare=False, repr=False)
    """The card's notation, e.g. ``"R5"``."""
    colours: int = field(compare=False, repr=False)
    """The colours the card counts as, as :data:`COLOUR_BITS` (MO-3)."""

    def __post_init__(self) -> None:
        """Refuse anything but a card of the deck, as :data:`CARDS` holds it."""
        key = (self.colour, self.number)
        if (not isinstance(self.colour, Colour) or type(self.number) is not int or key not in _KEYS
                or (self.index, self.token, self.colours)
                != (_KEYS.index(key), f"{self.colour.value}{self.number}", COLOUR_BITS[self.colour.value])):
            raise InvalidInput(f"Not a card of the Meow Oracle deck: {ALLOWED} Read one with card_from_token('R5').")

    @property
    def is_joker(self) -> bool:
        """Whether the card is white, the colour joker (MO-3)."""
        return self.colour is Colour.WHITE

    def sort_key(self) -> tuple[int, int]:
        """Order cards by number, then red, blue, green, white."""
        return (self.number, _COLOUR_ORDER[self.colour])

    def __str__(self) -> str:
        """The card's token."""
        return self.token

    def __hash__(self) -> int:
        """The card's place in the deck: equal cards hash alike."""
        return self.index

    def __lt__(self, other: "Card") -> bool:
        """Lower number first, then red, blue, green, white."""
        return self.sort_key() < other.sort_key()

    def __le__(self, other: "Card") -> bool:
        """See :meth:`__lt__`."""
        return self.sort_key() <= other.sort_key()

    def __gt__(self, other: "Card") -> bool:
        """See :meth:`__lt__`."""
        return self.sort_key() > other.sort_key()

    def __ge__(self, other: "Card") -> bool:
        """See :meth:`__lt__`."""
        return self.sort_key() >= other.sort_key()


CARDS: tuple[Card, ...] = tuple(Card(Colour(c), n, i, f"{c}{n}", COLOUR_BITS[c]) for i, (c, n) in enumerate(_KEYS))
"""All 36 cards, one of each, in a fixed order (``card.index`` is the position here)."""
DECK_SIZE = len(CARDS)
CARD_BY_TOKEN: dict[str, Card] = {card.token: card for card in CARDS}
"""Each card of :data:`CARDS` by its token."""

CardLike = Union[Card, str]


def card_from_token(token: str) -> Card:
    """The card a token names (case-insensitive), e.g. ``"r5"`` -> ``R5``."""
    if not isinstance(token, str):
        raise InvalidInput(f"A Meow Oracle card is written as a token, not {type_name(token)}: {ALLOWED}")
    card = CARD_BY_TOKEN.get(token.strip().upper())
    if card is None:
        raise InvalidInput(f"{quote(token)} is not a Meow Oracle card: {ALLOWED}")
    return card


def _one_card(item: CardLike) -> Card:
    """A card from a card object or a token."""
    if isinstance(item, Card):
        return CARDS[item.index]
    return card_from_token(item)


def _too_many(card: Card, n: int, limit: int) -> str:
    """The message for a card used more often than the deck has it."""
    return f"{card} appears {n} times, but the deck has only one {card}: every card is unique."


def parse_cards(text: str | Iterable[CardLike]) -> list[Card]:
    """Read cards from tokens separated by spaces (or a list of tokens or cards).

    >>> [str(c) for c in parse_cards("r0 B10 w4")]
    ['R0', 'B10', 'W4']
    """
    cards = [_one_card(item) for item in token_list(text, "Meow Oracle cards")]
    check_copies(cards, lambda card: 1, _too_many)
    return cards


# ----- squares ---------------------------------------------------------------------

SQUARES: tuple[str, ...] = tuple(f"{col}{row}" for row in "123" for col in "abc")
"""Square names by index: a1 b1 c1 / a2 b2 c2 / a3 b3 c3."""
_SQUARE_INDEX = {name: i for i, name in enumerate(SQUARES)}


def square_name(index: int) -> str:
    """The name of square ``index`` (0..8), e.g. 4 -> ``"b2"``."""
    return SQUARES[index]


def parse_square(text: str) -> int:
    """The index of a square name such as ``"b2"`` (case-insensitive)."""
    index = _SQUARE_INDEX.get(text.strip().lower()) if isinstance(text, str) else None
    if index is None:
        raise InvalidInput(
            f"{quote(text)} is not a square of an Area: use a1, b1, c1 (top row) to a3, b3, c3 "
            "(bottom row); the letter is the column, the digit the row.")
    return index


# ----- grids -----------------------------------------------------------------------

EMPTY_TOKENS = (".", "-", "_")


@dataclass(frozen=True)
class Grid:
    """A 3 x 3 Area of face-up cards, row by row; ``None`` marks a square not yet face up."""

    cells: tuple[Card | None, ...]

    def __post_init__(self) -> None:
        """Refuse anything but 9 squares, each a card or ``None``."""
        if not isinstance(self.cells, tuple) or len(self.cells) != 9:
            raise InvalidInput("An Area is a tuple of 9 squares (cards, or None for a square not yet "
                               f"face up), not {quote(self.cells)}.")
        if not all(cell is None or isinstance(cell, Card) for cell in self.cells):
            raise InvalidInput("Each square of an Area holds a card or None; use parse_grid to read tokens.")

    def __getitem__(self, square: int | str) -> Card | None:
        """The card on a square, by index (0..8) or name (``"b2"``)."""
        return self.cells[parse_square(square) if isinstance(square, str) else square]

    def __iter__(self):
        """The nine squares, row by row."""
        return iter(self.cells)

    def __len__(self) -> int:
        """Nine squares."""
        return 9

    @property
    def full(self) -> bool:
        """Whether all nine squares hold a face-up card."""
        return None not in self.cells

    def rows(self) -> list[tuple[Card | None, ...]]:
        """The three rows, top to bottom."""
        return [self.cells[0:3], self.cells[3:6], self.cells[6:9]]

    def __str__(self) -> str:
        """The Area as 9 tokens, row by row, ``.`` for a square not face up."""
        return " ".join(c.token if c is not None else "." for c in self.cells)

    def pretty(self) -> str:
        """The Area as three lines of text."""
        return "\n".join(" ".join(f"{c.token if c else '.':>3}" for c in row)
                         for row in self.rows())

    def _repr_svg_(self) -> str:
        """A small picture of the Area for notebooks."""
        fill = {"R": "#d9534f", "B": "#3f7fd1", "G": "#3c9a4c", "W": "#f4f4f4"}
        ink = {"R": "white", "B": "white", "G": "white", "W": "#333"}
        name = "Area, row by row: " + ", ".join(c.token if c else "empty" for c in self.cells)
        parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="156" height="156" '
                 f'viewBox="0 0 156 156" font-family="sans-serif" role="img" aria-label="{name}">'
                 f'<title>{name}</title><g aria-hidden="true">']
        for i, card in enumerate(self.cells):
            x, y = 4 + 50 * (i % 3), 4 + 50 * (i // 3)
            if card is None:
                parts.append(f'<rect x="{x}" y="{y}" width="46" height="46" rx="5" fill="none" '
                             f'stroke="#999" stroke-dasharray="4 3"/>')
                continue
            c = card.colour.value
            parts.append(f'<rect x="{x}" y="{y}" width="46" height="46" rx="5" fill="{fill[c]}" '
                         f'stroke="#333"/><text x="{x + 23}" y="{y + 31}" font-size="20" '
                         f'text-anchor="middle" fill="{ink[c]}">{card.number}</text>')
        parts.append("</g></svg>")
        return "".join(parts)

    _repr_html_ = _repr_svg_  # inline, so the picture keeps its accessible name


GridLike = Union[Grid, str, Sequence[Union[CardLike, None]]]


def parse_grid(text: GridLike) -> Grid:
    """Read an Area: 9 tokens row by row (``.`` for a square not yet face up).

    >>> str(parse_grid("B0 R1 G3 G5 W5 R9 G6 R8 B4")["b2"])
    'W5'
    """
    if isinstance(text, Grid):
        return text
    if isinstance(text, (list, tuple)):  # None marks a square not yet face up
        items = token_list([item if item is not None else "." for item in text], "squares")
    else:
        items = token_list(text, "squares")
    if len(items) != 9:
        raise InvalidInput(
            f"An Area has 9 squares, given row by row: you gave {len(items)} "
            f"token{'s' if len(items) != 1 else ''}. Use '.' for a square not yet face up.")
    cells = [None if isinstance(item, str) and item.strip() in EMPTY_TOKENS else _one_card(item)
             for item in items]
    check_copies([c for c in cells if c is not None], lambda card: 1, _too_many)
    return Grid(tuple(cells))
