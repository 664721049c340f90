"""The 5 x 5 cloth board: Tam's Mountain, Tam's Water, and where a piece may move.

Squares are numbered 0..24 row by row from the top left and named like a chess
board: files ``a``..``e`` left to right, ranks ``5`` (top) down to ``1`` (bottom), so
the Mountain in the centre is ``c3``. Widgets draw from :data:`LAYOUT`.
"""

from __future__ import annotations

from .. import InvalidInput
from ..boundary import quote
from .pieces import JOKER

SIZE = 5
SQUARES = range(SIZE * SIZE)
MOUNTAIN = 12
"""Tam's Mountain: the centre square (published fact)."""
WATER = frozenset({2, 7, 17, 22, 10, 11, 13, 14})
"""Tam's Water: the other squares of the middle row and middle column (published fact)."""
LAND, WATER_KIND, MOUNTAIN_KIND = "land", "water", "mountain"
SEAT_COLOURS = ("red", "blue", "black", "yellow")
"""The colours of the seats' score stones and board edges (red, blue, black, sulphur)."""


def square_name(square: int) -> str:
    """The name of a square, e.g. 12 -> ``"c3"``."""
    row, col = divmod(square, SIZE)
    return "abcde"[col] + str(SIZE - row)


SQUARE_NAMES = tuple(square_name(s) for s in SQUARES)
_BY_NAME = {name: s for s, name in enumerate(SQUARE_NAMES)}


def parse_square(text: "str | int") -> int:
    """A square name (``"c3"``) or number as a square number; ``InvalidInput`` otherwise."""
    if isinstance(text, int) and not isinstance(text, bool) and 0 <= text < SIZE * SIZE:
        return text
    square = _BY_NAME.get(text.strip().lower()) if isinstance(text, str) else None
    if square is None:
        raise InvalidInput(f"{quote(text)} is not a square: use a file a-e and a rank 1-5, like c3.")
    return square


def square_kind(square: int) -> str:
    """``"mountain"``, ``"water"`` or ``"land"``."""
    return MOUNTAIN_KIND if square == MOUNTAIN else WATER_KIND if square in WATER else LAND


LAYOUT: tuple[tuple[str, ...], ...] = tuple(
    tuple(square_kind(r * SIZE + c) for c in range(SIZE)) for r in range(SIZE))
"""The board as rows (top first) of square kinds, for drawing."""


def neighbours(square: int) -> tuple[int, ...]:
    """The up-to-8 squares around a square (LC-1)."""
    row, col = divmod(square, SIZE)
    return tuple((row + dr) * SIZE + col + dc
                 for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                 if (dr or dc) and 0 <= row + dr < SIZE and 0 <= col + dc < SIZE)


def destinations(square: int) -> tuple[int, ...]:
    """Where a piece on ``square`` may move: its neighbours, and from the Mountain also
    the squares two steps straight up, down, left and right, jumping what is between (LC-3)."""
    if square != MOUNTAIN:
        return neighbours(square)
    return tuple(sorted(neighbours(square) + (MOUNTAIN - 2 * SIZE, MOUNTAIN + 2 * SIZE,
                                               MOUNTAIN - 2, MOUNTAIN + 2)))


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(neighbours(s) for s in SQUARES)
DESTINATIONS: tuple[tuple[int, ...], ...] = tuple(destinations(s) for s in SQUARES)


def squares_by_kind(board: list[int]) -> list[list[int]]:
    """The squares of the pieces of each kind on a board (piece codes by square, ``-1`` for
    the empty square), indexed by piece code."""
    found: list[list[int]] = [[] for _ in range(JOKER + 1)]
    for square, code in enumerate(board):
        if code >= 0:
            found[code].append(square)
    return found
