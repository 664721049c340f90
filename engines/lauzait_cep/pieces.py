"""Lauzait Cep! pieces and their notation.

Two colours of numbered pieces, green Site Workers (``G0``..``G9``) and white
Administrative Officers (``W0``..``W9``), plus jokers (``J``). A joker that has said
what it stands for is written ``J=G4``; it is still a joker and uses up no ``G4``.

Inside the engine a piece kind is a small integer *code*: 0-9 green, 10-19 white,
20 joker. :class:`Piece` objects are interned, so ``parse_cards`` and the engine hand
out the same objects and ``str`` is a stored token.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .. import InvalidInput
from ..core import check_copies, quote, token_list

GREEN, WHITE = "G", "W"
COLOUR_NAMES = {GREEN: "green Site Worker", WHITE: "white Administrative Officer"}
JOKER = 20
"""The code of a joker."""
NUMBERS = range(10)
COPIES_BY_NUMBER = (4, 4, 4, 4, 3, 3, 3, 3, 2, 2)
"""Published fact: each colour has 0-3 four times, 4-7 three times, 8-9 twice."""
JOKERS_IN_BOX = 4


def colour_of(code: int) -> str | None:
    """The colour letter of a piece code (``None`` for a joker)."""
    return None if code >= JOKER else (GREEN if code < 10 else WHITE)


def number_of(code: int) -> int | None:
    """The number on a piece code (``None`` for a joker)."""
    return None if code >= JOKER else code % 10


TOKENS = tuple(f"{'G' if c < 10 else 'W'}{c % 10}" for c in range(JOKER)) + ("J",)
"""``TOKENS[code]``: the notation of each piece kind."""


def code_token(code: int) -> str:
    """The notation of a piece code: ``G4``, ``W0`` or ``J``."""
    return TOKENS[code]


@dataclass(frozen=True, order=True)
class Piece:
    """One piece: ``code`` 0-9 green, 10-19 white, 20 joker; a joker may state a code."""

    code: int
    stands_for: int = -1

    @property
    def token(self) -> str:
        """The notation: ``G4``, ``J`` or, for a stated joker, ``J=G4``."""
        if self.stands_for < 0:
            return TOKENS[self.code]
        return "J=" + TOKENS[self.stands_for]

    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"Piece({self.token})"

    def __hash__(self) -> int:
        return self.code * 32 + self.stands_for

    @property
    def is_joker(self) -> bool:
        """Whether this is a joker (stated or not)."""
        return self.code == JOKER

    @property
    def stated(self) -> bool:
        """Whether the piece has a definite colour and number (a real piece or a stated joker)."""
        return self.code != JOKER or self.stands_for >= 0

    @property
    def value(self) -> int:
        """The code the piece counts as: its own, or what a joker stands for (-1 if unstated)."""
        return self.code if self.code != JOKER else self.stands_for

    @property
    def colour(self) -> str | None:
        """``"G"`` or ``"W"`` (what a stated joker stands for); ``None`` for a bare joker."""
        return colour_of(self.value) if self.value >= 0 else None

    @property
    def number(self) -> int | None:
        """The number counted (what a stated joker stands for); ``None`` for a bare joker."""
        return self.value % 10 if self.value >= 0 else None

    @property
    def bare(self) -> "Piece":
        """The physical piece: a joker without its statement."""
        return PIECES[self.code]

    def _repr_svg_(self) -> str:
        """A small picture of the piece for notebooks."""
        fill = {GREEN: "#2e7d32", WHITE: "#f5f5f5"}.get(colour_of(self.code) or "", "#b39ddb")
        ink = "#ffffff" if self.code < 10 else "#212121"
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="44" height="30" role="img" '
                f'aria-label="piece {self.token}"><title>piece {self.token}</title><g aria-hidden="true">'
                f'<rect x="1" y="1" width="42" height="28" rx="5" fill="{fill}" stroke="#424242"/>'
                f'<text x="22" y="20" font-size="13" text-anchor="middle" fill="{ink}">'
                f'{self.token}</text></g></svg>')

    _repr_html_ = _repr_svg_  # inline, so the picture keeps its accessible name


PIECES: tuple[Piece, ...] = tuple(Piece(code) for code in range(JOKER + 1))
"""The 21 piece kinds by code."""
STATED: tuple[Piece, ...] = tuple(Piece(JOKER, code) for code in range(JOKER))
"""``STATED[code]`` is the joker standing for that code (``J=G4`` is ``STATED[4]``)."""
_BY_TOKEN = {p.token: p for p in PIECES + STATED}

ALLOWED = "G0..G9 (green), W0..W9 (white), J (joker), or a joker with what it stands for, like J=G4"


def copies_in_box(code: int) -> int:
    """How many pieces of this kind the full 68-piece box holds."""
    return JOKERS_IN_BOX if code == JOKER else COPIES_BY_NUMBER[code % 10]


def piece_set(players: int = 4) -> list[int]:
    """The piece codes in play for a player count (published facts: 68, 60 or 58 pieces)."""
    if players not in (2, 3, 4):
        raise InvalidInput(f"Lauzait Cep! is for 2 to 4 players, not {players}.")
    codes: list[int] = []
    for code in range(JOKER):
        if players < 4 and code % 10 == 0:
            continue  # three players remove every 0; two players too
        codes.extend([code] * COPIES_BY_NUMBER[code % 10])
    codes.extend([JOKER] * (JOKERS_IN_BOX - (2 if players == 2 else 0)))
    return codes


def parse_piece(token: "str | Piece") -> Piece:
    """One token (or piece) as a :class:`Piece`; ``InvalidInput`` names a bad token."""
    if isinstance(token, Piece):
        return token
    if not isinstance(token, str):
        raise InvalidInput(f"{quote(token)} is not a piece; write a token like G4, W0, J or J=G4.")
    piece = _BY_TOKEN.get(token.strip().upper())
    if piece is None:
        text = token.strip()
        if text.upper().startswith("J="):
            raise InvalidInput(f"{quote(text)}: a joker may stand for G0..G9 or W0..W9 only.")
        raise InvalidInput(f"{quote(text)} is not a Lauzait Cep! piece; allowed: {ALLOWED}.")
    return piece


def _too_many(piece: Piece, n: int, limit: int) -> str:
    """The message for a piece used more often than the box holds."""
    what = "jokers" if piece.is_joker else f"{piece} pieces"
    return f"{n} {what} given, but the game has only {limit}."


def parse_cards(text: "str | Iterable[str | Piece]") -> list[Piece]:
    """Read pieces from ``"G4 W0 J J=G4"`` or a list of tokens/pieces (case-insensitive).

    Raises ``InvalidInput`` for an unknown token or more copies than the game has
    (a stated joker counts as a joker).
    """
    pieces = [parse_piece(t) for t in token_list(text, "pieces")]
    check_copies((p.code for p in pieces), copies_in_box,
                 lambda code, n, limit: _too_many(PIECES[code], n, limit))
    return pieces


def tokens(pieces: Iterable) -> str:
    """Pieces (or codes) as one space-joined notation string."""
    return " ".join(code_token(p) if isinstance(p, int) else str(p) for p in pieces)
