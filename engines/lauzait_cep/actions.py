"""Lauzait Cep! actions, their notation, and the tables of them made once.

Each kind of action is a frozen dataclass whose ``str`` is its notation: ``discard W5``,
``move b2-c3``, ``form G2 G3 J=G4``, ``dissolve G2 G3 J=G4``, ``Lauzait-Cep!``, ``end day``,
``stalemate``, ``propose end``, ``accept`` and ``decline``. The engine hands out shared
actions from tables (every discard, every move, every department), and
:func:`parse_action` reads notation into them. :func:`form_options` lists the departments
a hand can reveal, from tables of departments by their lowest real piece (LC-5).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .. import InvalidInput
from ..boundary import quote, type_name
from .board import DESTINATIONS, SQUARE_NAMES, SQUARES, parse_square
from .pieces import JOKER, PIECES, STATED, TOKENS, Piece, parse_cards, tokens
from .rules import ALL_NUMBERS, as_department, check_department, department_values


class _Notation:
    """Actions show their notation in ``repr`` too: ``Move('move b2-c3')``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"


@dataclass(frozen=True, repr=False)
class Discard(_Notation):
    """The hire's first half: put a concealed piece on the empty square (LC-1)."""

    code: int

    def __post_init__(self) -> None:
        """Refuse anything but a piece code before it is used as an index."""
        if type(self.code) is not int or not 0 <= self.code <= JOKER:
            raise InvalidInput(f"A discard names a piece code 0 to {JOKER}, not {quote(self.code)}.")

    def __str__(self) -> str:
        return "discard " + TOKENS[self.code]


@dataclass(frozen=True, repr=False)
class Move(_Notation):
    """The hire's second half: move the piece on ``src`` to ``dst`` and take what stood
    there (LC-1..LC-4)."""

    src: int
    dst: int

    def __post_init__(self) -> None:
        """Refuse anything but two squares of the board before they are used as indices."""
        for square in (self.src, self.dst):
            if type(square) is not int or not 0 <= square < len(SQUARE_NAMES):
                raise InvalidInput(f"A move goes between squares 0 to {len(SQUARE_NAMES) - 1} "
                                   f"(a1 to e5), not {quote(square)}.")

    def __str__(self) -> str:
        return f"move {SQUARE_NAMES[self.src]}-{SQUARE_NAMES[self.dst]}"


def department(pieces) -> tuple[Piece, ...]:
    """Three pieces (tokens or pieces, any order), jokers stated, sorted as the engine keeps them (LC-5)."""
    return tuple(sorted(as_department(pieces)))


def _check_department(pieces, kind: str) -> None:
    """Refuse a department not written as the engine keeps it: a sorted tuple of three pieces,
    jokers stated (LC-5)."""
    if type(pieces) is not tuple or any(type(p) is not Piece for p in pieces) or list(pieces) != sorted(pieces):
        raise InvalidInput(f"{kind.title()}(...) takes a department as a tuple of three pieces in order; "
                           f"{kind}_action(...) reads one in any order, from tokens too.")
    check_department(pieces)


@dataclass(frozen=True, repr=False)
class Form(_Notation):
    """Reveal three concealed pieces as a department, jokers stated (LC-5)."""

    pieces: tuple[Piece, ...]

    def __post_init__(self) -> None:
        """A department in order (see :func:`form_action` for any order)."""
        _check_department(self.pieces, "form")

    def __str__(self) -> str:
        return "form " + tokens(self.pieces)


@dataclass(frozen=True, repr=False)
class Dissolve(_Notation):
    """Conceal a revealed department again and pay back its bonus exactly (LC-5)."""

    pieces: tuple[Piece, ...]

    def __post_init__(self) -> None:
        """A department in order (see :func:`dissolve_action` for any order)."""
        _check_department(self.pieces, "dissolve")

    def __str__(self) -> str:
        return "dissolve " + tokens(self.pieces)


@dataclass(frozen=True)
class Declare:
    """Declare Lauzait-Cep! (LC-7); the engine scores the best way to state the hand (G2)."""

    def __str__(self) -> str:
        return "Lauzait-Cep!"


@dataclass(frozen=True)
class EndDay:
    """End the day after the hire. Every hire has this step, whether or not a declaration
    was possible, so the choice not to declare stays private (LC-11)."""

    def __str__(self) -> str:
        return "end day"


@dataclass(frozen=True)
class ProposeEnd:
    """Propose, at the start of one's day, to end the game now (LC-10)."""

    def __str__(self) -> str:
        return "propose end"


@dataclass(frozen=True)
class Accept:
    """Agree to a proposal to end the game (LC-10)."""

    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True)
class Decline:
    """Refuse a proposal to end the game: the vote ends and play goes on (LC-10)."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True)
class DeclareStalemate:
    """No piece can be discarded even after a dissolve: Lauzait-Cep! with Stalemate (LC-8)."""

    def __str__(self) -> str:
        return "stalemate"


DECLARE, END_DAY, STALEMATE_ACTION = Declare(), EndDay(), DeclareStalemate()
PROPOSE, ACCEPT, DECLINE = ProposeEnd(), Accept(), Decline()
ACTION_TYPES = (Discard, Move, EndDay, Form, Dissolve, Declare, DeclareStalemate, ProposeEnd,
                Accept, Decline)
"""Every kind of action, the three steps of every day first."""
Action = (Discard | Move | Form | Dissolve | Declare | EndDay | DeclareStalemate | ProposeEnd
          | Accept | Decline)

# ----- the tables ---------------------------------------------------------------------------
DISCARDS: tuple[Discard, ...] = tuple(Discard(code) for code in range(JOKER + 1))
"""``DISCARDS[code]``: the discard of a piece kind."""
MOVES: tuple[tuple[Move, ...], ...] = tuple(
    tuple(Move(s, t) for t in DESTINATIONS[s]) for s in SQUARES)
"""``MOVES[src]``: every move of the piece on ``src`` (12 from the Mountain, LC-3)."""
_MOVE_BY_SQUARES = {(m.src, m.dst): m for row in MOVES for m in row}


def _departments() -> list[tuple[tuple[int, ...], tuple[Piece, ...]]]:
    """Every department as (the codes of its real pieces, its pieces with jokers stated), each
    once, in the order of :func:`department_values` and of the pieces a joker replaces (LC-5)."""
    found, seen = [], set()
    for values in department_values(ALL_NUMBERS):
        for mask in range(8):
            real = tuple(sorted(v for i, v in enumerate(values) if mask >> i & 1))
            stated = [v for i, v in enumerate(values) if not mask >> i & 1]
            pieces = tuple(sorted([PIECES[c] for c in real] + [STATED[v] for v in stated]))
            if pieces not in seen:
                seen.add(pieces)
                found.append((real, pieces))
    return found


DEPARTMENTS = _departments()
FORMS: dict[tuple[Piece, ...], Form] = {pieces: Form(pieces) for _, pieces in DEPARTMENTS}
"""The Form action of every department, by its pieces."""
DISSOLVES: dict[tuple[Piece, ...], Dissolve] = {pieces: Dissolve(pieces) for _, pieces in DEPARTMENTS}
"""The Dissolve action of every department, by its pieces."""


def form_action(pieces) -> Form:
    """The Form action revealing these pieces (tokens or pieces, any order; LC-5)."""
    key = department(pieces)
    return FORMS.get(key) or Form(key)


def dissolve_action(pieces) -> Dissolve:
    """The Dissolve action of these pieces (tokens or pieces, any order; LC-5)."""
    key = department(pieces)
    return DISSOLVES.get(key) or Dissolve(key)


class FormsByCode(NamedTuple):
    """The departments a form may reveal, by the code ``c`` of their lowest real piece: one
    tuple of Form actions per code and shape (``_`` a joker)."""

    same3: tuple  # c c c
    row3: tuple  # c c+1 c+2
    pair: tuple  # c c _
    next1: tuple  # c c+1 _
    next2: tuple  # c c+2 _
    single: tuple  # c _ _
    jokers: tuple  # _ _ _ (the same for every code)


@lru_cache(maxsize=None)
def forms_by_code(numbers: tuple[int, ...]) -> FormsByCode:
    """The departments a form may reveal, by lowest real piece and shape, with jokers stating
    only ``numbers`` (LC-5, G8); made once per ``numbers``."""
    allowed = set(numbers)
    table: dict = {}
    for real, pieces in DEPARTMENTS:
        if all(p.number in allowed for p in pieces if p.is_joker):
            table.setdefault(real, []).append(FORMS[pieces])

    def by_code(real) -> tuple:
        """For every code ``c``, the Form actions whose real pieces are ``real(c)``."""
        return tuple(tuple(table.get(real(c), ())) for c in range(JOKER))

    return FormsByCode(same3=by_code(lambda c: (c, c, c)), row3=by_code(lambda c: (c, c + 1, c + 2)),
                       pair=by_code(lambda c: (c, c)), next1=by_code(lambda c: (c, c + 1)),
                       next2=by_code(lambda c: (c, c + 2)), single=by_code(lambda c: (c,)),
                       jokers=tuple(table.get((), ())))


def form_options(hidden: list[int], have: set[int], distinct: list[int], forms: FormsByCode) -> list[Form]:
    """Every department the concealed pieces ``hidden`` (their kinds: the set ``have``, and
    ``distinct`` in order) can reveal, as Form actions of the table ``forms``, lowest piece first
    (LC-5)."""
    same3, row3, pair, next1s, next2s, single, all_jokers = forms
    out: list = []
    if JOKER not in have:  # without a joker: three of a kind or three in a row, nothing else
        triples = len(hidden) - len(have) >= 2  # else no kind is held three times
        for c in distinct:
            if triples and hidden.count(c) >= 3:
                out += same3[c]
            if c + 2 in have and c + 1 in have and c % 10 <= 7:
                out += row3[c]
        return out
    jokers = hidden.count(JOKER)
    for c in distinct[:-1]:  # the joker's code is the highest
        n = c % 10
        next1 = n <= 8 and c + 1 in have
        next2 = n <= 7 and c + 2 in have
        k = hidden.count(c)
        if k >= 3:
            out += same3[c]
        if next1 and next2:
            out += row3[c]
        if k >= 2:
            out += pair[c]
        if next1:
            out += next1s[c]
        if next2:
            out += next2s[c]
        if jokers >= 2:
            out += single[c]
    if jokers >= 3:
        out += all_jokers
    return out


# ----- notation -----------------------------------------------------------------------------
ACTION_HELP = ("try 'discard W5', 'move b2-c3', 'form G2 G3 J=G4', 'dissolve G2 G3 J=G4', "
               "'Lauzait-Cep!', 'end day', 'stalemate', 'propose end', 'accept' or 'decline'")
_ONE_WORD = {"lauzait-cep!": DECLARE, "lauzait-cep": DECLARE, "declare": DECLARE,
             "stalemate": STALEMATE_ACTION, "accept": ACCEPT, "decline": DECLINE}
_TWO_WORDS = {("end", "day"): END_DAY, ("propose", "end"): PROPOSE}


def parse_action(text: str):
    """Action notation to an action (an action is returned as it is); ``InvalidInput`` if it
    cannot be read."""
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise InvalidInput(f"An action is notation, not {type_name(text)}: {ACTION_HELP}.")
    words = text.strip().split()
    if not words:
        raise InvalidInput(f"Empty action: {ACTION_HELP}.")
    verb = words[0].lower()
    if len(words) == 1 and verb in _ONE_WORD:
        return _ONE_WORD[verb]
    if len(words) == 2 and (verb, words[1].lower()) in _TWO_WORDS:
        return _TWO_WORDS[verb, words[1].lower()]
    if verb == "form":
        return form_action(parse_cards(words[1:]))
    if verb == "dissolve":
        return dissolve_action(parse_cards(words[1:]))
    if verb == "discard" and len(words) == 2:
        piece = parse_cards(words[1:])[0]
        if piece.stands_for >= 0:
            raise InvalidInput("A discarded joker is just J: it stands for nothing.")
        return DISCARDS[piece.code]
    if verb == "move" and len(words) in (2, 3):
        squares = words[1].split("-") if len(words) == 2 else words[1:]
        if len(squares) == 2:
            src, dst = parse_square(squares[0]), parse_square(squares[1])
            return _MOVE_BY_SQUARES.get((src, dst)) or Move(src, dst)
    raise InvalidInput(f"{quote(text)} is not an action: {ACTION_HELP}.")
