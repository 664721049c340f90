"""The Lauzait Cep! game loop: seasons of days, each day dissolve, form, hire, declare.

A :class:`State` holds the board (25 squares, one empty between days), each seat's
concealed pieces and revealed departments, the face-down pieces out of play, the
scores and the season. Chance (the deal and the dice-sticks) comes only from the
state's own ``rng``. Ruling ids (LC-1..LC-11) mark where a ruling decides.

Day of the seat to act (LC-6), as actions, with the phase each one happens in:

* ``propose end`` (phase ``"day"``, optional, first, once per season per player, LC-10):
  propose to end the game now; the phase becomes ``"vote"`` and every other seat, in
  turn order, answers ``accept`` or ``decline``. One decline ends the vote and the
  proposer's day goes on; if all accept, the game ends with the totals as they stand;
* ``dissolve G2 G3 J=G4`` (phase ``"day"``, optional, once, first): conceal a revealed
  department and pay back exactly the bonus it earned;
* ``form G2 G3 J=G4`` (phase ``"day"``, optional, once): reveal a department, jokers stated,
  earn its bonus; forming the third department leads to phase ``"third department"``,
  where only ``Lauzait-Cep!`` is left;
* the hire (compulsory), in two actions: ``discard W5`` (phase ``"day"``) puts W5 on the
  empty square, then ``move b2-c3`` (phase ``"move"``) moves the piece on b2 to c3 and
  takes what stood there (Water: the sticks decide, LC-4);
* every hire ends in phase ``"after hire"``: ``end day``, or ``Lauzait-Cep!`` when nothing
  is revealed and the concealed pieces split into three departments (LC-7). Every seat
  has this step after every hire, so nobody learns from the phase, the seats to act or
  the log whether a declaration was possible (LC-11);
* ``stalemate`` (phase ``"day"``, at the start of the day) only as the last resort (LC-8).

Gaps the rulings leave open, read as a player would (ids used in comments):

* G1 Revealing the third department shows all nine pieces, so no hire is possible: the
  declaration follows at once instead of the hire (the rulebook: reveal the third set,
  then declare).
* G2 A declaration is scored at its best: with nothing revealed the engine picks the split,
  with three revealed the jokers' new statements (LC-5), that score most.
* G3 A dissolve or a form that would leave no legal hire is refused (the hire is
  compulsory); forming the third department is always allowed (G1).
* G4 Stalemate (LC-8) is open at the start of a day to a seat that cannot discard any
  concealed piece, cannot make a discard possible by a dissolve, and cannot form its third
  department. Variant ``Rules(stalemate="no_discard")``: the earlier reading, where the
  third department's form does not stand in the way.
* G5 Stalemate scores 3 + 15 whatever the hand holds; luminous points still count.
* G6 The hire is two actions, ``discard`` then ``move``; the discarded piece itself may not
  be the one moved ("another piece").
* G7 The luminous piece is turned up from the face-down pieces after the deal and stays out
  of play; only identical pieces count (a joker only when the luminous piece is a joker).
* G8 In 2- and 3-player games a joker may still stand for a 0 (variant
  ``Rules(jokers_for_removed=False)`` forbids it).
* G9 In a 2-player game the direction of play makes no difference and is not drawn.
* G10 A proposal to end (LC-10) is answered in the season's direction of play, starting
  with the seat after the proposer; a proposal is possible even when the only other
  choice is Stalemate.
"""

from __future__ import annotations

import random
from bisect import bisect_left, insort
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import ClassVar, NamedTuple

from .. import IllegalAction, InvalidInput
from ..core import (SEAT, Event, Field, GameState, PlainTupleLog, check_players, check_rules,
                    line_of_text, one_of, quote, seat_error, seat_field, seat_name, token_list,
                    type_name, whole, words)
from .board import (DESTINATION_SETS, DESTINATIONS, MOUNTAIN, SQUARE_NAMES, SQUARES, WATER,
                    parse_square)
from .pieces import JOKER, PIECES, STATED, TOKENS, Piece, code_token, parse_cards, parse_piece, piece_set
from .rules import (DEFAULT_RULES, FORMATION_POINTS, LAUZAIT_CEP, SEQUENCE, STALEMATE, STICKS,
                    THREE_OF_A_KIND, Formation, Rules,
                    department_values, best_declaration, best_restatement, bonus_of,
                    codes_split, describe_partners, joker_numbers, kind_of_values,
                    partner_codes, stick_odds, water_outcome)

HAND_SIZE = 9
BOARD_PIECES = 24
SEAT_COLOURS = ("red", "blue", "black", "yellow")
"""The colours of the seats' score stones and board edges (red, blue, black, sulphur)."""

DAY, MOVE, AFTER_HIRE, THIRD, VOTE, OVER = (
    "day", "move", "after hire", "third department", "vote", "over")
PHASES = (DAY, MOVE, AFTER_HIRE, THIRD, VOTE, OVER)


# ----- actions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Discard:
    """The hire's first half: put a concealed piece on the empty square (LC-1)."""

    code: int
    token: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        if type(self.code) is not int or not 0 <= self.code <= JOKER:
            raise InvalidInput(f"A discard names a piece code 0 to {JOKER}, not {quote(self.code)}.")
        if not self.token:
            object.__setattr__(self, "token", f"discard {code_token(self.code)}")

    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.token!r})"


@dataclass(frozen=True)
class Move:
    """The hire's second half: move the piece on ``src`` to ``dst`` and take what stood
    there (LC-1..LC-4)."""

    src: int
    dst: int
    token: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        for square in (self.src, self.dst):  # checked before anything uses them as indices
            if type(square) is not int or not 0 <= square < len(SQUARE_NAMES):
                raise InvalidInput(f"A move goes between squares 0 to {len(SQUARE_NAMES) - 1} "
                                   f"(a1 to e5), not {quote(square)}.")
        if not self.token:
            object.__setattr__(self, "token",
                               f"move {SQUARE_NAMES[self.src]}-{SQUARE_NAMES[self.dst]}")

    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.token!r})"


@dataclass(frozen=True)
class Form:
    """Reveal three concealed pieces as a department, jokers stated (LC-5)."""

    pieces: tuple[Piece, ...]
    token: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pieces", _department(self.pieces))  # tokens or pieces, any order
        if not self.token:
            object.__setattr__(self, "token", "form " + " ".join(map(str, self.pieces)))

    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.token!r})"


@dataclass(frozen=True)
class Dissolve:
    """Conceal a revealed department again and pay back its bonus exactly (LC-5)."""

    pieces: tuple[Piece, ...]
    token: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pieces", _department(self.pieces))  # tokens or pieces, any order
        if not self.token:
            object.__setattr__(self, "token", "dissolve " + " ".join(map(str, self.pieces)))

    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.token!r})"


@dataclass(frozen=True)
class Declare:
    """Declare Lauzait-Cep! (LC-7); the engine scores the best way to state the hand."""

    def __str__(self) -> str:
        return "Lauzait-Cep!"


@dataclass(frozen=True)
class EndDay:
    """End the day after the hire. Every hire has this step, whether or not a declaration
    was possible, so the choice not to declare stays private (LC-11)."""

    def __str__(self) -> str:
        return "end day"


Pass = EndDay
"""The earlier name of :class:`EndDay` (``"pass"`` still reads as ``end day``)."""


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


def _department(pieces) -> tuple[Piece, ...]:
    """Three pieces (tokens or pieces, any order), jokers stated, sorted as the engine keeps them (LC-5)."""
    found = tuple(sorted(parse_piece(p) for p in token_list(pieces, "pieces")))
    if len(found) != 3:
        raise InvalidInput(f"A department has exactly three pieces; {len(found)} given.")
    if any(not p.stated for p in found):
        raise InvalidInput("Say what each joker stands for, e.g. 'form G2 G3 J=G4' (LC-5).")
    return found


DECLARE, END_DAY, STALEMATE_ACTION = Declare(), EndDay(), DeclareStalemate()
PASS = END_DAY
"""The earlier name of :data:`END_DAY`."""
PROPOSE, ACCEPT, DECLINE = ProposeEnd(), Accept(), Decline()
ACTION_TYPES = (Discard, Move, Form, Dissolve, Declare, EndDay, DeclareStalemate, ProposeEnd,
                Accept, Decline)
Action = (Discard | Move | Form | Dissolve | Declare | EndDay | DeclareStalemate | ProposeEnd
          | Accept | Decline)

DISCARDS: tuple[Discard, ...] = tuple(Discard(code) for code in range(JOKER + 1))
MOVES: tuple[tuple[Move, ...], ...] = tuple(
    tuple(Move(s, t) for t in DESTINATIONS[s]) for s in SQUARES)
"""``MOVES[src]``: every move of the piece on ``src`` (12 from the Mountain, LC-3)."""
_MOVE_BY_KEY = {(m.src, m.dst): m for row in MOVES for m in row}
MOVABLE_AFTER: tuple[frozenset, ...] = tuple(
    frozenset(partner_codes(d)) | {JOKER} for d in range(JOKER + 1))
"""``MOVABLE_AFTER[discard]``: board piece codes that may move after that discard (LC-1, LC-2)."""
_SPLIT_CACHE: dict = {}
_SCORES: dict = {}
LOWER = tuple((c - 1 if c % 10 else 21) for c in range(JOKER)) + (22,)
UPPER = tuple((c + 1 if c % 10 < 9 else 21) for c in range(JOKER)) + (22,)
"""Board counts to look at for a discard's partners (LC-1): index 21 is always 0 (no
partner), 22 always 1 (a discarded joker moves anything, LC-2)."""


def _splits(hand: list[int], low: int) -> bool:
    """Cached :func:`codes_split` for a sorted hand (LC-7)."""
    if hand[-1] != JOKER and bisect_left(hand, 10) % 3:
        return False  # without jokers each colour needs a multiple of three pieces
    key = (tuple(hand), low)
    found = _SPLIT_CACHE.get(key)
    if found is None:
        if len(_SPLIT_CACHE) > 200_000:
            _SPLIT_CACHE.clear()
        found = _SPLIT_CACHE[key] = codes_split(hand, low)
    return found
_FORMS: dict = {}
_DISSOLVES: dict = {}


def form_action(pieces) -> Form:
    """The (shared) Form action for these pieces, sorted."""
    key = tuple(sorted(pieces))
    act = _FORMS.get(key)
    if act is None:
        act = _FORMS[key] = Form(key)
    return act


def dissolve_action(pieces) -> Dissolve:
    """The (shared) Dissolve action for these pieces, sorted."""
    key = tuple(sorted(pieces))
    act = _DISSOLVES.get(key)
    if act is None:
        act = _DISSOLVES[key] = Dissolve(key)
    return act


_DISSOLVE_BY_TOKENS: dict = {}


def _dissolve_of(dept: tuple[Piece, ...]) -> Dissolve:
    """The shared Dissolve action for a revealed department (kept sorted), found by its
    tokens: cheaper than hashing and sorting the pieces each day."""
    key = (dept[0].token, dept[1].token, dept[2].token)
    act = _DISSOLVE_BY_TOKENS.get(key)
    if act is None:
        act = _DISSOLVE_BY_TOKENS[key] = dissolve_action(dept)
    return act


@lru_cache(maxsize=None)
def _completions(numbers: tuple[int, ...]) -> dict:
    """Departments by the real pieces they use: ``{sorted real codes: [Form, ...]}``, jokers
    stating any of ``numbers`` (LC-5); a pure table, made once per ``numbers``."""
    table: dict = {}
    seen = set()
    for values in department_values(numbers):
        for mask in range(8):
            real = tuple(sorted(v for i, v in enumerate(values) if mask >> i & 1))
            stated = [v for i, v in enumerate(values) if not mask >> i & 1]
            pieces = tuple(sorted([PIECES[c] for c in real] + [STATED[v] for v in stated]))
            if pieces in seen:
                continue
            seen.add(pieces)
            table.setdefault(real, []).append(form_action(pieces))
    return table


def _department_score(form: Form) -> tuple[str, int]:
    """A department's kind and the bonus forming it earns (LC-5), remembered by its notation
    (a pure rule; a few hundred departments exist)."""
    found = _SCORES.get(form.token)
    if found is None:
        values = [p.value for p in form.pieces]
        jokers = sum(p.code == JOKER for p in form.pieces)
        found = _SCORES[form.token] = (kind_of_values(values), bonus_of(values, jokers))
    return found


def _leaves_discard(hidden: list[int], form: Form, ok: list[int]) -> bool:
    """Whether the concealed pieces keep one of the discardable kinds ``ok`` after ``form``
    (a joker in it uses up a concealed joker) (G3)."""
    used = [p.code for p in form.pieces]
    return any(hidden.count(c) > used.count(c) for c in ok)


class FormsByCode(NamedTuple):
    """:func:`_completions` by the code ``c`` of a department's lowest real piece, one tuple
    of Form actions per code and shape (``_`` a joker), for looking up without building keys."""

    same3: tuple  # c c c
    row3: tuple  # c c+1 c+2
    pair: tuple  # c c _
    next1: tuple  # c c+1 _
    next2: tuple  # c c+2 _
    single: tuple  # c _ _
    jokers: tuple  # _ _ _ (the same for every code)


@lru_cache(maxsize=None)
def forms_by_code(numbers: tuple[int, ...]) -> FormsByCode:
    """The departments a form may reveal, by lowest real piece and shape (LC-5); a pure
    table made once per ``numbers`` a joker may state."""
    get = _completions(numbers).get

    def by_code(real) -> tuple:
        """For every code ``c``, the Form actions whose real pieces are ``real(c)``."""
        return tuple(tuple(get(real(c), ())) for c in range(JOKER))

    return FormsByCode(same3=by_code(lambda c: (c, c, c)), row3=by_code(lambda c: (c, c + 1, c + 2)),
                       pair=by_code(lambda c: (c, c)), next1=by_code(lambda c: (c, c + 1)),
                       next2=by_code(lambda c: (c, c + 2)), single=by_code(lambda c: (c,)),
                       jokers=tuple(get((), ())))


def form_options(hidden: list[int], have: set[int], distinct: list[int],
                 forms: FormsByCode) -> list:
    """Every department the concealed pieces (``hidden``, as a set ``have``, distinct codes
    sorted) can reveal, as Form actions, lowest piece first (LC-5); ``forms`` is
    :func:`forms_by_code` of the numbers a joker may state."""
    same3, row3, pair, next1s, next2s, single, all_jokers = forms
    out: list = []
    if JOKER not in have:  # without a joker: three of a kind or three in a row, nothing else
        if len(hidden) - len(have) < 2:  # no code held three times: three in a row only
            for c in distinct:
                if c + 2 in have and c + 1 in have and c % 10 <= 7:
                    out += row3[c]
            return out
        for c in distinct:
            if hidden.count(c) >= 3:
                out += same3[c]
            if c + 2 in have and c + 1 in have and c % 10 <= 7:
                out += row3[c]
        return out
    jokers = hidden.count(JOKER)
    for c in distinct:
        if c == JOKER:
            break  # the joker's code is the highest
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


# ----- events -------------------------------------------------------------------------------
def _dir_text(direction: int) -> str:
    """Words for the direction of play."""
    return "towards higher seat numbers" if direction == 1 else "towards lower seat numbers"


def _piece(what: str) -> Field:
    """A piece kind as its token, such as G4 or J (a discard, a moved or a taken piece)."""
    return one_of(what, TOKENS, "that must be a piece token such as G4, W0 or J")


def _square(what: str) -> Field:
    """A square of the board by its name, a5 to e1."""
    return one_of(what, SQUARE_NAMES, "that must be a square a5 to e1")


_SEASON = whole("season", 1, lambda players: players)
_DEPARTMENT = words("department", [p.token for p in PIECES + STATED], 3, 3, "piece tokens (like G2 G3 J=G4)")
_DEPARTMENTS = Field(
    "departments", lambda v, n: type(v) is str and len(v.split(" / ")) == 3
    and all(_DEPARTMENT.test(d, n) for d in v.split(" / ")),
    lambda n: "that must be three departments of three piece tokens, separated by ' / '")
_HIRE = (SEAT, _piece("discarded piece"), _square("landing square"), _piece("moving piece"),
         _square("square moved from"), _square("square moved to"), _piece("taken piece"))
_DECLARATION = (SEAT, _DEPARTMENTS, words("formations", FORMATION_POINTS, 1, None, "formation names", ", "),
                whole("points"), whole("luminous points"))


class LauzaitEvent(Event):
    """One line of a Lauzait Cep! log (public information only)."""

    TEXT = {
        "season": lambda season, start, direction, luminous:
            f"Season {season} begins: {seat_name(start)} starts, play goes "
            f"{_dir_text(direction)}." + (f" The luminous piece is {luminous}." if luminous else ""),
        "dissolve": lambda seat, dept, refund:
            f"{seat_name(seat)} dissolves {dept} and pays back {refund}.",
        "form": lambda seat, dept, kind, bonus:
            f"{seat_name(seat)} forms {dept} ({kind}) and earns {bonus}.",
        "hire": lambda seat, discard, landing, moving, src, dst, taken:
            f"{seat_name(seat)} discards {discard} onto {landing}, moves {moving} from {src} "
            f"to {dst} and takes {taken}.",
        "water_taken": lambda seat, discard, landing, moving, src, dst, taken, throw:
            f"{seat_name(seat)} discards {discard} onto {landing} and moves {moving} from {src} "
            f"into the Water on {dst}; the sticks show {throw} (3 or more), so "
            f"{seat_name(seat)} takes {taken}.",
        "water_failed": lambda seat, discard, landing, moving, src, dst, taken, throw:
            f"{seat_name(seat)} discards {discard} onto {landing} and moves {moving} from {src} "
            f"towards the Water on {dst}; the sticks show only {throw}, so {seat_name(seat)} "
            f"takes the moving {taken} and the Water piece stays.",
        # only in logs saved before LC-11 (a choice not to declare is no longer logged):
        "pass": lambda seat: f"{seat_name(seat)} could declare Lauzait-Cep! but plays on.",
        "propose": lambda seat:
            f"{seat_name(seat)} proposes to end the game now, with the scores as they stand; "
            "the others answer in turn.",
        "accept": lambda seat: f"{seat_name(seat)} accepts the proposal to end the game.",
        "decline": lambda seat, proposer:
            f"{seat_name(seat)} declines: the game goes on, and {seat_name(proposer)}'s day "
            "continues.",
        "agreed": lambda season:
            f"Everyone agrees to end the game now: season {season} is not scored and the "
            "totals stand.",
        "lauzait_cep": lambda seat, depts, formations, points, luminous:
            f"{seat_name(seat)} declares Lauzait-Cep! with {depts}: {formations}, "
            f"{points} points" + (f" (+{luminous} luminous)" if luminous else "") + ".",
        "lauzait_cep_concealed": lambda seat, depts, formations, points, luminous:
            f"{seat_name(seat)} reveals {depts} at once and declares Lauzait-Cep!: "
            f"{formations}, {points} points" + (f" (+{luminous} luminous)" if luminous else "")
            + ".",
        "stalemate": lambda seat, points, luminous:
            f"{seat_name(seat)} cannot discard anything: Lauzait-Cep! with Stalemate, "
            f"{points} points" + (f" (+{luminous} luminous)" if luminous else "") + ".",
        "game_over": lambda scores:
            f"The game is over. Scores: {scores}.",
    }
    FIELDS = {
        "season": (_SEASON, seat_field("start seat"), one_of("direction", (1, -1)),
                   one_of("luminous piece", ("", *TOKENS), "that must be a piece token such as G4 "
                                                           "or J, or '' without the luminous variant")),
        "dissolve": (SEAT, _DEPARTMENT, whole("refund")),
        "form": (SEAT, _DEPARTMENT, one_of("department kind", (THREE_OF_A_KIND, SEQUENCE)), whole("bonus")),
        "hire": _HIRE,
        "water_taken": (*_HIRE, whole("throw", 3, STICKS)),  # LC-4: 3 or more takes the Water piece
        "water_failed": (*_HIRE, whole("throw", 0, 2)),
        "pass": (SEAT,),
        "propose": (SEAT,),
        "accept": (SEAT,),
        "decline": (SEAT, seat_field("proposer")),
        "agreed": (_SEASON,),
        "lauzait_cep": _DECLARATION,
        "lauzait_cep_concealed": _DECLARATION,
        "stalemate": (SEAT, whole("points"), whole("luminous points")),
        "game_over": (line_of_text("scores"),),
    }
    """What each kind's data are; a loaded log is checked against it (``GameState._check_log``)."""


_HIRES = frozenset({"hire", "water_taken", "water_failed"})


def _written_out(record: tuple) -> tuple[tuple]:
    """The event a log record stands for, as a one-line tuple. Play records every event as a plain tuple
    ``(kind, *data)``; a hire keeps its pieces and squares as codes and square numbers
    (see ``State._move``), and their notation is written here, when the log is read."""
    if record[0] not in _HIRES:
        return (record,)
    kind, seat, discard, landing, moving, src, dst, taken, *throw = record
    return ((kind, seat, TOKENS[discard], SQUARE_NAMES[landing], TOKENS[moving],
             SQUARE_NAMES[src], SQUARE_NAMES[dst], TOKENS[taken], *throw),)


# ----- the state ------------------------------------------------------------------------------
class State(PlainTupleLog, GameState):
    """A game of Lauzait Cep! for 2-4 players (see the module docstring)."""

    GAME: ClassVar[str] = "lauzait_cep"
    ACTION_INPUT: ClassVar[tuple[type, ...]] = (Move, Discard, EndDay, *ACTION_TYPES, str)  # most frequent first
    ACTION_NOTATION: ClassVar[str] = "'discard W5' or 'move b2-c3'"
    EVENT: ClassVar[type[Event]] = LauzaitEvent
    _written_out = staticmethod(_written_out)

    def __init__(self, players: int, rules: Rules | None = None) -> None:
        # A state has 29 attributes. Under CPython 3.11 a 30th one makes every attribute
        # read and write slower (the shared-key instance dict's limit): +7% instructions
        # per action when measured (issue 13). Reuse or group fields before adding one.
        self.players = check_players(players, range(2, 5), "Lauzait Cep!")
        self.rules = check_rules(rules, Rules, DEFAULT_RULES)
        self.numbers = joker_numbers(players, self.rules)
        self.low = self.numbers[0]
        self._forms = forms_by_code(self.numbers)  # the departments a form may reveal (LC-5)
        self.rng = random.Random()
        self._log: list = []  # the events: see ``events``
        self.season = 0
        self.phase = DAY
        self.turn = 0
        self.start_seat = 0
        self.direction = 1
        self.day = 0
        self.dissolved = False
        self.formed = False
        self.board: list[int] = [-1] * 25
        self.empty = MOUNTAIN
        self.pending = -1
        self.landing = -1
        self.hidden: list[list[int]] = [[] for _ in range(players)]
        self.revealed: list[list[tuple]] = [[] for _ in range(players)]
        self.face_down: list[int] = []
        self.luminous = -1
        self.score: list[int] = [0] * players
        self.proposed: list[bool] = [False] * players  # LC-10: who has proposed this season
        self.accepted: list[int] = []  # LC-10: seats that accepted the proposal being voted on
        self._reset_caches()

    # ----- derived tables -------------------------------------------------------
    def _reset_caches(self) -> None:
        """Rebuild the per-kind board counts and squares from the board."""
        self.count = [0] * (JOKER + 1) + [0, 1]  # [21] never, [22] always: see LOWER/UPPER
        self.squares_of: list[list[int]] = [[] for _ in range(JOKER + 1)]
        for s, code in enumerate(self.board):
            if code >= 0:
                self.count[code] += 1
                self.squares_of[code].append(s)
        self._legal = None

    def _lift(self, square: int) -> int:
        """Take the piece off a square and return it."""
        code = self.board[square]
        self.board[square] = -1
        self.count[code] -= 1
        self.squares_of[code].remove(square)
        return code

    def _relocate(self, src: int, dst: int) -> int:
        """Move the piece on ``src`` onto the occupied ``dst`` and return the piece that stood
        there (``src`` is left empty)."""
        board, squares_of = self.board, self.squares_of
        moving, taken = board[src], board[dst]
        board[src], board[dst] = -1, moving
        self.count[taken] -= 1  # the moving piece stays on the board
        squares = squares_of[moving]
        squares.remove(src)
        insort(squares, dst)
        squares_of[taken].remove(dst)
        return taken

    # ----- setup (LC-9) -----------------------------------------------------------
    def _start_season(self) -> None:
        """Deal a new season: 9 pieces each, 24 face up around the empty Mountain (LC-9)."""
        self.season += 1
        pieces = piece_set(self.players)
        self.rng.shuffle(pieces)
        for seat in range(self.players):
            self.hidden[seat] = sorted(pieces[seat * HAND_SIZE:(seat + 1) * HAND_SIZE])
            self.revealed[seat] = []
        rest = pieces[self.players * HAND_SIZE:]
        squares = [s for s in SQUARES if s != MOUNTAIN]
        self.board = [-1] * 25
        for s, code in zip(squares, rest):
            self.board[s] = code
        self.face_down = rest[BOARD_PIECES:]
        self.luminous = self.face_down.pop() if self.rules.luminous else -1
        self.empty, self.pending, self.landing = MOUNTAIN, -1, -1
        self._reset_caches()
        self.start_seat, self.direction = self._season_start()
        self.turn = self.start_seat
        self.day = 1
        self.phase, self.dissolved, self.formed = DAY, False, False
        self.proposed, self.accepted = [False] * self.players, []
        self._log.append(("season", self.season, self.start_seat, self.direction,
                          code_token(self.luminous) if self.luminous >= 0 else ""))

    def _season_start(self) -> tuple[int, int]:
        """Start seat and direction: random in season 1, then the lowest score playing
        towards the poorer neighbour, ties at random (LC-9)."""
        n = self.players
        if self.season == 1:
            start = self.rng.randrange(n)
            return start, (self.rng.choice((1, -1)) if n > 2 else 1)
        low = min(self.score)
        start = self.rng.choice([s for s in range(n) if self.score[s] == low])
        if n == 2:
            return start, 1
        left, right = self.score[(start + 1) % n], self.score[(start - 1) % n]
        if left != right:
            return start, 1 if left < right else -1
        return start, self.rng.choice((1, -1))

    # ----- queries used by the hooks and widgets -------------------------------------
    def _discard_ok(self, code: int) -> bool:
        """Whether discarding ``code`` leaves some board piece able to move (LC-1, LC-2)."""
        count = self.count
        return bool(count[JOKER] or count[LOWER[code]] or count[UPPER[code]])

    def legal_discards(self, seat: int) -> list[int]:
        """Distinct concealed piece codes the seat may discard now (LC-1)."""
        return [c for c in sorted(set(self.hidden[seat])) if self._discard_ok(c)]

    def movable_squares(self, discard: int, landing: int | None = None) -> list[int]:
        """Squares whose piece may move after ``discard`` lands on ``landing`` (default:
        the empty square): same colour one number off, or any piece for a discarded joker,
        and board jokers always; never the discarded piece itself (LC-1, LC-2)."""
        landing = self.empty if landing is None else landing
        if discard == JOKER:
            return [s for s in SQUARES if s != landing and self.board[s] >= 0]
        sq = self.squares_of
        n = discard % 10
        out = sq[JOKER] + sq[discard - 1] if n else list(sq[JOKER])
        if n < 9:
            out += sq[discard + 1]
        if landing in out:  # a joker discarded onto ``landing`` is not among the movers
            out.remove(landing)
        out.sort()
        return out

    def move_outcomes(self, action: Move) -> list[tuple[Fraction, str]]:
        """The chance of each piece a legal move takes: certain on land; on Water the
        sticks give the Water piece with 3-5 and the moving piece with 0-2 (LC-4)."""
        moving, target = self.board[action.src], self.board[action.dst]
        if action.dst not in WATER:
            return [(Fraction(1), code_token(target))]
        win = sum((p for k, p in stick_odds().items() if water_outcome(k)), Fraction(0))
        return [(win, code_token(target)), (1 - win, code_token(moving))]

    def hand(self, seat: int) -> list[Piece]:
        """All nine pieces of a seat: concealed ones, then revealed departments."""
        return [PIECES[c] for c in sorted(self.hidden[seat])] + [
            p for dept, _ in self.revealed[seat] for p in dept]

    def is_stalemated(self, seat: int) -> bool:
        """No concealed piece can be discarded, and no dissolve would change that (LC-8)."""
        if any(self._discard_ok(c) for c in set(self.hidden[seat])):
            return False
        return not any(self._discard_ok(p.code) for dept, _ in self.revealed[seat] for p in dept)

    def can_declare(self, seat: int) -> bool:
        """Whether ``seat`` may declare Lauzait-Cep! now: after its hire with nothing revealed
        and a concealed hand of three departments, or with all three revealed (LC-7).
        Only the seat itself sees this (LC-11)."""
        if seat != self.turn:
            return False
        if self.phase == THIRD:
            return True
        return (self.phase == AFTER_HIRE and not self.revealed[seat]
                and _splits(sorted(self.hidden[seat]), self.low))

    def voter(self) -> int:
        """The seat that answers the proposal to end next: the others in the season's
        direction of play, starting after the proposer (LC-10, G10)."""
        return (self.turn + self.direction * (len(self.accepted) + 1)) % self.players

    # ----- hooks ------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        """The seat whose day it is, or during a vote the seat to answer ([] once over)."""
        phase = self.phase
        if phase == OVER:
            return []
        return [self.voter()] if phase == VOTE else [self.turn]

    def legal_actions(self, seat: int) -> list:
        """Every action the seat may take now, in the day's order (LC-6)."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise seat_error(seat, self.players)
        phase = self.phase
        if seat != self.turn or phase == VOTE or phase == OVER:  # the proposer waits in a vote
            return [ACCEPT, DECLINE] if phase == VOTE and seat == self.voter() else []
        if phase == MOVE:
            return self._hire_moves()
        if phase == AFTER_HIRE:  # every hire ends here, declaration possible or not (LC-11)
            return [DECLARE, END_DAY] if self.can_declare(seat) else [END_DAY]  # (LC-7)
        if phase == THIRD:  # all nine revealed: the declaration replaces the hire (G1)
            return [DECLARE]
        legal = self._legal  # the day's actions, kept until the next action is carried out
        if legal is None:
            legal = self._legal = self._day_actions()
        return list(legal)

    def _hire_moves(self) -> list:
        """The moves that finish the hire after the discard (LC-1..LC-3)."""
        out: list = []
        for s in self.movable_squares(self.pending, self.landing):
            out += MOVES[s]
        return out

    def _day_actions(self) -> list:
        """The actions of the seat to act in phase ``"day"``: dissolves, forms, discards,
        stalemate and the proposal to end, in that order (LC-6)."""
        seat = self.turn
        hidden = self.hidden[seat]
        have = set(hidden)
        distinct = sorted(have)
        count = self.count
        board_joker = count[JOKER]  # a board joker may move after any discard (LC-2)
        discards: list = []  # the seat's legal discards (LC-1), built in a plain loop:
        for c in distinct:  # cheaper than a comprehension and a map here
            if board_joker or count[LOWER[c]] or count[UPPER[c]]:
                discards.append(DISCARDS[c])
        out = []
        revealed = self.revealed[seat]
        fresh = not self.dissolved and not self.formed  # nothing done yet today
        if revealed and fresh:
            for dept, _ in revealed:
                if discards or any(self._discard_ok(p.code) for p in dept):
                    out.append(_dissolve_of(dept))
        options = ()
        if not self.formed:
            options = form_options(hidden, have, distinct, self._forms)
            if options and (len(revealed) == 2 or len(discards) >= 4):
                out += options  # a form uses at most three kinds: one that may be discarded is left
            elif options and discards:  # a form must leave a piece that can still be discarded (G3)
                ok = [d.code for d in discards]
                out += [f for f in options if _leaves_discard(hidden, f, ok)]
        out += discards
        if not discards and fresh and self.is_stalemated(seat):
            # LC-8: the last resort, so not while the third department can be formed
            # (variant "no_discard": the form does not stand in the way)
            if self.rules.stalemate == "no_discard" or not (len(revealed) == 2 and options):
                out.append(STALEMATE_ACTION)
        if fresh and not self.proposed[seat]:
            out.append(PROPOSE)  # LC-10: at the start of the day, once per season
        return out

    def apply(self, seat: int, action) -> None:
        """Carry out ``action`` for ``seat`` exactly as :meth:`GameState.apply` does. The three
        steps of every day (a discard, a move, 'end day') by the seat whose day it is are
        checked and carried out here directly (issue 13); anything else, notation and every
        refusal go the general way, where :meth:`_is_legal` looks the action up."""
        kind = type(action)
        if type(seat) is int and seat == self.turn:  # so a seat at the table, and never a bool
            phase = self.phase
            if kind is Discard:  # held, and some board piece can then move (LC-1, LC-2)
                code = action.code
                if phase == DAY and code in self.hidden[seat] and self._discard_ok(code):
                    self._legal = None
                    return self._discard(seat, code)
            elif kind is Move:  # not the piece just discarded; a square it reaches; a partner
                src = action.src  # of the discarded piece, or a joker (LC-1..LC-3)
                if (phase == MOVE and src != self.landing and action.dst in DESTINATION_SETS[src]
                        and self.board[src] in MOVABLE_AFTER[self.pending]):
                    self._legal = None
                    return self._move(seat, action)
            elif kind is EndDay and phase == AFTER_HIRE:  # every hire ends so (LC-6, LC-11)
                self._legal = None
                return self._next_day()  # not logged: the log must not tell a pass from a plain day
        super().apply(seat, action)

    def _is_legal(self, seat: int, action) -> bool:
        """Whether ``action`` is among the seat's legal actions (the shared action objects are
        found by identity, before any comparison field by field)."""
        legal = self.legal_actions(seat)
        for a in legal:
            if a is action:
                return True
        return action in legal

    def parse_action(self, text: str):
        """Read ``discard W5``, ``move b2-c3``, ``form G2 G3 J=G4``, ``dissolve ...``,
        ``Lauzait-Cep!``, ``pass`` or ``stalemate``."""
        return parse_action(text)

    def _explain(self, seat: int, action) -> IllegalAction:
        """Why an action is not legal now, in a learner's words."""
        return explain(self, seat, action)

    def _do(self, seat: int, action) -> None:
        """Carry out a legal action."""
        self._legal = None
        kind = type(action)
        if kind is Move:  # the three steps of every day first
            self._move(seat, action)
        elif kind is Discard:
            self._discard(seat, action.code)
        elif kind is EndDay:
            self._next_day()  # not logged: the log must not tell a pass from a plain day (LC-11)
        elif kind is Form:
            self._form(seat, action)
        elif kind is Dissolve:
            self._dissolve(seat, action)
        elif kind is Declare:
            self._declare(seat)
        elif kind is DeclareStalemate:
            self._stalemate(seat)
        elif kind is ProposeEnd:
            self._propose(seat)
        elif kind is Accept:
            self._accept(seat)
        else:
            self._decline(seat)

    # ----- ending by agreement (LC-10) -----------------------------------------------------
    def _propose(self, seat: int) -> None:
        """Open a vote on ending the game now; the others answer in turn (LC-10)."""
        self.proposed[seat] = True
        self.phase = VOTE
        self.accepted = []
        self._log.append(("propose", seat))

    def _accept(self, seat: int) -> None:
        """One more seat accepts; when the last one does, the game ends now (LC-10)."""
        self.accepted.append(seat)
        self._log.append(("accept", seat))
        if len(self.accepted) == self.players - 1:
            self.accepted = []
            self._log.append(("agreed", self.season))
            self._end_game()  # the season in progress is not scored; the totals stand

    def _decline(self, seat: int) -> None:
        """A decline ends the vote at once; the proposer's day goes on (LC-10)."""
        self.accepted = []
        self.phase = DAY
        self._log.append(("decline", seat, self.turn))

    # ----- the day's steps ---------------------------------------------------------------
    def _dissolve(self, seat: int, action: Dissolve) -> None:
        """Conceal a revealed department and pay back exactly its bonus (LC-5)."""
        revealed, pieces = self.revealed[seat], action.pieces
        index = 0
        while revealed[index][0] != pieces:  # legal, so it is there
            index += 1
        dept, bonus = revealed.pop(index)
        self.hidden[seat] += [p.code for p in dept]
        self.score[seat] -= bonus
        self.dissolved = True
        self._log.append(("dissolve", seat, action.token[9:], bonus))

    def _form(self, seat: int, action: Form) -> None:
        """Reveal a department with its jokers stated and earn its bonus (LC-5)."""
        dept = action.pieces
        kind, bonus = _department_score(action)
        hidden = self.hidden[seat]
        for p in dept:
            hidden.remove(p.code)
        self.revealed[seat].append((dept, bonus))
        self.score[seat] += bonus
        self.formed = True
        self._log.append(("form", seat, action.token[5:], kind, bonus))
        if len(self.revealed[seat]) == 3:
            self.phase = THIRD  # all nine revealed: the declaration replaces the hire (G1)

    def _discard(self, seat: int, code: int) -> None:
        """The hire begins: the piece goes face up on the empty square (LC-1)."""
        self.hidden[seat].remove(code)
        square = self.empty
        self.board[square] = code
        self.count[code] += 1
        insort(self.squares_of[code], square)  # kept sorted: legal actions in a fixed order
        self.pending, self.landing, self.empty = code, square, -1
        self.phase = MOVE

    def _move(self, seat: int, action: Move) -> None:
        """The hire ends: move, take the piece there or, on a failed Water throw, the moving
        piece; the moved piece's old square is the new empty square (LC-1, LC-4)."""
        src, dst = action.src, action.dst
        moving = self.board[src]
        if dst not in WATER:
            taken = self._relocate(src, dst)
            kind, throw = "hire", None
        else:
            throw = bin(self.rng.getrandbits(5)).count("1")  # five two-sided sticks (LC-4)
            if water_outcome(throw):
                taken = self._relocate(src, dst)
                kind = "water_taken"
            else:
                taken = self._lift(src)  # the moving piece; the Water piece stays where it is
                kind = "water_failed"
        # recorded with codes and square numbers, written out when the log is read (_written_out)
        record = (kind, seat, self.pending, self.landing, moving, src, dst, taken)
        self._log.append(record if throw is None else (*record, throw))
        self.empty, self.pending, self.landing = src, -1, -1
        self.hidden[seat].append(taken)
        self.phase = AFTER_HIRE  # every hire, declaration possible or not (LC-7, LC-11)

    def _next_day(self) -> None:
        """Pass the turn to the next seat in the season's direction."""
        self.turn = (self.turn + self.direction) % self.players
        self.day += 1
        self.phase, self.dissolved, self.formed = DAY, False, False

    def declaration(self, seat: int) -> Formation:
        """What declaring now would score (before the luminous points) (LC-7)."""
        if self.revealed[seat]:
            return best_restatement([d for d, _ in self.revealed[seat]], self.numbers)
        return best_declaration([PIECES[c] for c in self.hidden[seat]], self.numbers)

    def luminous_points(self, seat: int) -> int:
        """Optional rule: 1 per piece in the hand identical to the luminous piece (LC-9)."""
        if self.luminous < 0:
            return 0
        return self.hidden[seat].count(self.luminous) + sum(
            p.code == self.luminous for dept, _ in self.revealed[seat] for p in dept)

    def _declare(self, seat: int) -> None:
        """Score Lauzait-Cep! and end the season (LC-7)."""
        result = self.declaration(seat)
        extra = self.luminous_points(seat)
        self.score[seat] += result.total + extra
        kind = "lauzait_cep" if self.revealed[seat] else "lauzait_cep_concealed"
        depts = " / ".join(" ".join(map(str, d)) for d in result.departments)
        self._log.append((kind, seat, depts, ", ".join(result.formations),
                          result.total, extra))
        self._end_season()

    def _stalemate(self, seat: int) -> None:
        """Lauzait-Cep! with Stalemate: 3 + 15, departments ignored (LC-8)."""
        points = FORMATION_POINTS[LAUZAIT_CEP] + FORMATION_POINTS[STALEMATE]
        extra = self.luminous_points(seat)
        self.score[seat] += points + extra
        self._log.append(("stalemate", seat, points, extra))
        self._end_season()

    def _end_season(self) -> None:
        """Start the next season, or end the game after as many seasons as players (LC-9)."""
        if self.season >= self.players:
            self._end_game()
        else:
            self._start_season()

    def _end_game(self) -> None:
        """The game is over: the totals stand, the highest wins (LC-9, LC-10)."""
        self.phase = OVER
        self._log.append(("game_over", ", ".join(
            f"{seat_name(s)} {p}" for s, p in enumerate(self.score))))

    # ----- scores, observation, JSON -------------------------------------------------------
    def scores(self) -> list[int]:
        """Each seat's points so far."""
        return list(self.score)

    def observation(self, seat: int) -> dict:
        """What ``seat`` sees: the board, its own hand, everyone's revealed departments,
        how many concealed pieces the others hold; never their concealed or face-down pieces."""
        self._check_seat(seat)
        return {
            "game": self.GAME, "players": self.players, "seat": seat,
            "rules": self.rules.as_json(),
            "season": self.season, "seasons": self.players, "day": self.day,
            "turn": self.turn, "to_act": self.to_act(), "phase": self.phase,
            "start_seat": self.start_seat, "direction": self.direction,
            "dissolved_today": self.dissolved, "formed_today": self.formed,
            "board": [TOKENS[c] if c >= 0 else None for c in self.board],
            "empty": SQUARE_NAMES[self.empty] if self.empty >= 0 else None,
            "discarded": code_token(self.pending) if self.pending >= 0 else None,
            "landing": SQUARE_NAMES[self.landing] if self.landing >= 0 else None,
            "hand": [TOKENS[c] for c in sorted(self.hidden[seat])],
            "revealed": [[{"pieces": " ".join(map(str, d)), "bonus": b} for d, b in r]
                         for r in self.revealed],
            "concealed_counts": [len(h) for h in self.hidden],
            "face_down": len(self.face_down),
            "luminous": code_token(self.luminous) if self.luminous >= 0 else None,
            "scores": self.scores(),
            "can_declare": self.can_declare(seat),  # this seat's own choice only (LC-11)
            "proposed": list(self.proposed),  # LC-10: who has proposed to end this season
            "vote": ({"proposer": self.turn, "accepted": list(self.accepted),
                      "waiting": self.voter()} if self.phase == VOTE else None),
        }

    def _fields_to_json(self) -> dict:
        """Every field as JSON data."""
        return {
            "players": self.players,
            "rules": self.rules.as_json(),
            "season": self.season, "phase": self.phase, "turn": self.turn,
            "start_seat": self.start_seat, "direction": self.direction, "day": self.day,
            "dissolved": self.dissolved, "formed": self.formed,
            "board": list(self.board), "empty": self.empty,
            "pending": self.pending, "landing": self.landing,
            "hidden": [list(h) for h in self.hidden],
            "revealed": [[[" ".join(map(str, d)), b] for d, b in r] for r in self.revealed],
            "face_down": list(self.face_down), "luminous": self.luminous,
            "score": list(self.score),
            "proposed": list(self.proposed), "accepted": list(self.accepted),
        }

    @classmethod
    def _fields_from_json(cls, data: dict) -> "State":
        """Rebuild a state from :meth:`_fields_to_json` data (checked by :meth:`_validate`)."""
        rules = data["rules"]
        if type(rules) is not dict or set(rules) != {"luminous", "jokers_for_removed", "stalemate"}:
            raise InvalidInput("The saved variants must name luminous, jokers_for_removed and stalemate.")
        if rules["stalemate"] == "ruling":  # saved before LC-8 was revised: the earlier reading
            rules = {**rules, "stalemate": "no_discard"}
        state = cls(data["players"], Rules(**rules))
        for name in ("season", "phase", "turn", "start_seat", "direction", "day", "dissolved",
                     "formed", "empty", "pending", "landing", "luminous"):
            setattr(state, name, data[name])
        n = state.players
        state.board = _saved_codes(data["board"], "board", low=-1)
        if len(state.board) != len(SQUARE_NAMES):
            raise InvalidInput(f"A saved board has {len(SQUARE_NAMES)} squares.")
        state.hidden = [_saved_codes(h, "concealed pieces") for h in _per_seat(data["hidden"], n, "hands")]
        state.revealed = [[_saved_department(entry) for entry in _saved_list(r, "departments")]
                          for r in _per_seat(data["revealed"], n, "revealed departments")]
        state.face_down = _saved_codes(data["face_down"], "face-down pieces")
        state.score = _per_seat(data["score"], n, "scores")
        if "proposed" in data or "accepted" in data:  # both absent: saved before LC-10
            state.proposed = _per_seat(data["proposed"], n, "proposals")
            state.accepted = _saved_list(data["accepted"], "seats that accepted")
        state._reset_caches()
        return state

    def _validate(self) -> None:
        """A loaded game must be one the rules can reach: the box's pieces, squares and phase agree."""
        n, board = self.players, self.board
        ints = {"season": range(1, n + 1), "turn": range(n), "start_seat": range(n),
                "direction": (1,) if n == 2 else (1, -1), "day": range(1, 10 ** 9),
                "empty": range(-1, 25), "pending": range(-1, JOKER + 1), "landing": range(-1, 25),
                "luminous": range(-1, JOKER + 1) if self.rules.luminous else (-1,)}
        for name, allowed in ints.items():
            value = getattr(self, name)
            if type(value) is not int or value not in allowed:
                raise InvalidInput(f"The saved {name.replace('_', ' ')} {quote(value)} is out of range.")
        if type(self.dissolved) is not bool or type(self.formed) is not bool:
            raise InvalidInput("The saved day's dissolved and formed flags are true or false.")
        if any(type(p) is not int or p < 0 for p in self.score):
            raise InvalidInput("Saved scores are whole numbers, none negative.")
        pieces = [c for c in board if c >= 0] + self.face_down + [c for h in self.hidden for c in h]
        pieces += [p.code for r in self.revealed for dept, _ in r for p in dept]
        pieces += [self.luminous] if self.luminous >= 0 else []
        if sorted(pieces) != sorted(piece_set(n)):
            raise InvalidInput(f"A saved game must hold exactly the {len(piece_set(n))} pieces of a "
                               f"{n}-player box, each in one place; this one does not.")
        moving = self.phase == MOVE
        for seat in range(n):
            size = len(self.hidden[seat]) + 3 * len(self.revealed[seat])
            if size != HAND_SIZE - (moving and seat == self.turn) or len(self.revealed[seat]) > 3:
                raise InvalidInput(f"{seat_name(seat)}'s saved hand has {size} pieces, not {HAND_SIZE}.")
            for dept, bonus in self.revealed[seat]:
                if bonus != bonus_of([p.value for p in dept], sum(p.code == JOKER for p in dept)):
                    raise InvalidInput("A revealed department's saved bonus must be the one LC-5 gives it.")
        empties = [s for s in range(25) if board[s] < 0]
        if moving:
            ok = (self.empty == -1 and not empties and self.landing >= 0 and self.pending >= 0
                  and board[self.landing] == self.pending)
        else:
            ok = self.pending == -1 and self.landing == -1 and empties == [self.empty]
        if any(type(p) is not bool for p in self.proposed):
            raise InvalidInput("The saved proposals to end are true or false for each player.")
        voters = [(self.turn + self.direction * (i + 1)) % n for i in range(n - 1)]
        if any(type(a) is not int for a in self.accepted) or (
                self.accepted != voters[:len(self.accepted)]) or len(self.accepted) == n - 1 or (
                self.accepted and self.phase != VOTE):
            raise InvalidInput("The saved vote on ending the game does not follow the turn order "
                               "(LC-10).")
        fresh = not self.dissolved and not self.formed
        phases = {DAY: True, MOVE: True, AFTER_HIRE: len(self.revealed[self.turn]) < 3,
                  OVER: self.season == n or any(e[0] == "agreed" for e in self.events),
                  THIRD: len(self.revealed[self.turn]) == 3 and self.formed,
                  VOTE: fresh and self.proposed[self.turn]}
        three = len(self.revealed[self.turn]) == 3  # all nine revealed: only the declaration is left
        if not ok or not phases.get(self.phase, False) or (three and self.phase not in (THIRD, OVER)):
            raise InvalidInput(f"The saved phase {quote(self.phase)} does not fit the board, the "
                               "hands and the pieces in play.")

    def __eq__(self, other: object) -> bool:
        """Equal when ``to_json`` would be equal (compared field by field, faster)."""
        if type(other) is not type(self):
            return NotImplemented
        return (self._fields_to_json() == other._fields_to_json()
                and self.rng.getstate() == other.rng.getstate()
                and self.events == other.events)

    __hash__ = None  # type: ignore[assignment]

    def clone(self) -> "State":
        """A fast independent copy."""
        new = State.__new__(State)
        new.__dict__.update(self.__dict__)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new._log = list(self._log)
        new.board = list(self.board)
        new.hidden = [list(h) for h in self.hidden]
        new.revealed = [list(r) for r in self.revealed]
        new.face_down = list(self.face_down)
        new.score = list(self.score)
        new.proposed = list(self.proposed)
        new.accepted = list(self.accepted)
        new.count = list(self.count)
        new.squares_of = [list(s) for s in self.squares_of]
        new._legal = None
        return new


# ----- notation and explanations ------------------------------------------------------------
ACTION_HELP = ("try 'discard W5', 'move b2-c3', 'form G2 G3 J=G4', 'dissolve G2 G3 J=G4', "
               "'Lauzait-Cep!', 'end day', 'stalemate', 'propose end', 'accept' or 'decline'")
_ONE_WORD = {"lauzait-cep!": DECLARE, "lauzait-cep": DECLARE, "declare": DECLARE,
             "stalemate": STALEMATE_ACTION, "pass": END_DAY, "accept": ACCEPT, "decline": DECLINE}
_TWO_WORDS = {("end", "day"): END_DAY, ("propose", "end"): PROPOSE}


def parse_action(text: str):
    """Action notation to an action; ``InvalidInput`` if it cannot be read."""
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
    if verb in ("form", "dissolve"):
        pieces = _department(parse_cards(words[1:]))
        return form_action(pieces) if verb == "form" else dissolve_action(pieces)
    if verb == "discard" and len(words) == 2:
        piece = parse_cards(words[1:])[0]
        if piece.stands_for >= 0:
            raise InvalidInput("A discarded joker is just J: it stands for nothing.")
        return DISCARDS[piece.code]
    if verb == "move" and len(words) in (2, 3):
        squares = words[1].split("-") if len(words) == 2 else words[1:]
        if len(squares) == 2:
            src, dst = parse_square(squares[0]), parse_square(squares[1])
            return _MOVE_BY_KEY.get((src, dst)) or Move(src, dst)
    raise InvalidInput(f"{quote(text)} is not an action: {ACTION_HELP}.")


def explain(state: State, seat: int, action) -> IllegalAction:
    """A learner's sentence (with the rule id) for an illegal action of the seat to act."""
    phase = state.phase
    if phase == VOTE:
        return IllegalAction(f"{seat_name(state.turn)} has proposed to end the game: answer "
                             "'accept' or 'decline' (LC-10).", rule="LC-10")
    if isinstance(action, (Accept, Decline)):
        return IllegalAction("There is no proposal to end the game to answer (LC-10).",
                             rule="LC-10")
    if isinstance(action, ProposeEnd):
        if state.proposed[seat]:
            return IllegalAction("You have already proposed to end the game this season: each "
                                 "player may propose once per season (LC-10).", rule="LC-10")
        return IllegalAction("A proposal to end the game comes at the start of your day, before "
                             "any dissolve, form or hire (LC-10).", rule="LC-10")
    if phase == THIRD and not isinstance(action, Declare):
        return IllegalAction("All nine of your pieces are revealed: declare Lauzait-Cep! now "
                             "(LC-7).", rule="LC-7")
    if phase == AFTER_HIRE and not isinstance(action, (Declare, EndDay)):
        return IllegalAction("Your hire is done: end your day (or declare Lauzait-Cep! if your "
                             "pieces allow it) (LC-6).", rule="LC-6")
    if phase == MOVE and not isinstance(action, Move):
        return IllegalAction(f"You have discarded {code_token(state.pending)}: now move a "
                             "piece to finish the hire (LC-1).", rule="LC-1")
    if isinstance(action, Move):
        if phase != MOVE:
            return IllegalAction("Discard a piece first: a hire starts with the discard (LC-1).",
                                 rule="LC-1")
        return _explain_move(state, action)
    if isinstance(action, Discard):
        return _explain_discard(state, seat, action.code)
    if isinstance(action, Form):
        return _explain_form(state, seat, action)
    if isinstance(action, Dissolve):
        return _explain_dissolve(state, seat, action)
    if isinstance(action, Declare):
        if state.revealed[seat]:
            return IllegalAction(
                f"Lauzait-Cep! needs three revealed departments; you have "
                f"{len(state.revealed[seat])} (LC-7).", rule="LC-7")
        return IllegalAction("Lauzait-Cep! with nothing revealed comes after your hire, and "
                             "only when your nine pieces split into three departments (LC-6, "
                             "LC-7).", rule="LC-7")
    if isinstance(action, EndDay):
        return IllegalAction("Your day ends after your hire, and the hire is compulsory every "
                             "day (LC-6).", rule="LC-6")
    if isinstance(action, DeclareStalemate):
        if state.dissolved or state.formed or phase != DAY:
            return IllegalAction("Stalemate is declared at the start of a day, before any "
                                 "dissolve, form or hire (LC-8).", rule="LC-8")
        if state.is_stalemated(seat):
            return IllegalAction("This is no stalemate: you can form your third department "
                                 "instead, and Stalemate is the last resort (LC-8).", rule="LC-8")
        return IllegalAction("This is no stalemate: you can still hire, if need be after "
                             "dissolving a department (LC-8).", rule="LC-8")
    return IllegalAction(f"{action} is not a Lauzait Cep! action.", rule="LC-6")


def _explain_discard(state: State, seat: int, code: int) -> IllegalAction:
    """Why a discard is illegal (LC-1, LC-8)."""
    name = code_token(code)
    if code not in state.hidden[seat]:
        if any(p.code == code for dept, _ in state.revealed[seat] for p in dept):
            return IllegalAction(f"{name} is in a revealed department: a revealed piece cannot "
                                 "be discarded (dissolve the department first).", rule="LC-1")
        return IllegalAction(f"You have no {name} in your hand.", rule="LC-1")
    if state._discard_ok(code):
        return IllegalAction(f"{name} may not be discarded now.", rule="LC-6")
    return IllegalAction(f"{name} cannot be discarded: no {describe_partners(code)} on the "
                         "board can move.", rule="LC-1")


def _explain_move(state: State, action: Move) -> IllegalAction:
    """Why a move is illegal (LC-1..LC-3)."""
    src, dst, d = action.src, action.dst, state.pending
    name = code_token(d)
    if src == state.landing:
        return IllegalAction(f"{SQUARE_NAMES[src]} holds the {name} you just discarded: move "
                             "another piece.", rule="LC-1")
    moving = state.board[src]
    if not (d == JOKER or moving == JOKER or moving in partner_codes(d)):
        return IllegalAction(f"{code_token(moving)} on {SQUARE_NAMES[src]} cannot move after "
                             f"discarding {name}: only {describe_partners(d)} can.", rule="LC-1")
    if src == MOUNTAIN:
        return IllegalAction(f"{SQUARE_NAMES[dst]} is not one of the Mountain's twelve "
                             f"destinations for {code_token(moving)}.", rule="LC-3")
    return IllegalAction(f"That square is not a neighbour of {code_token(moving)}: "
                         f"{SQUARE_NAMES[dst]} does not touch {SQUARE_NAMES[src]}.", rule="LC-1")


def _explain_form(state: State, seat: int, action: Form) -> IllegalAction:
    """Why a form is illegal (LC-5, LC-6)."""
    dept = action.pieces
    text = " ".join(map(str, dept))
    if state.formed:
        return IllegalAction("You have already formed a department today (LC-6).", rule="LC-6")
    if kind_of_values([p.value for p in dept]) is None:
        return IllegalAction(f"{text} is not a department: it needs three pieces of one colour, "
                             "all the same number or three in a row.", rule="LC-5")
    if any(p.number not in state.numbers for p in dept if p.is_joker):
        return IllegalAction("In this game a joker may not stand for a 0: the 0s are out of "
                             "the box (variant jokers_for_removed=False).", rule="LC-5")
    rest = list(state.hidden[seat])
    for p in dept:
        if p.code not in rest:
            return IllegalAction(f"You have no concealed {code_token(p.code)} for {text}.",
                                 rule="LC-5")
        rest.remove(p.code)
    return IllegalAction(f"Forming {text} would leave you no piece you may discard, and the "
                         "hire is compulsory (LC-6).", rule="LC-6")


def _explain_dissolve(state: State, seat: int, action: Dissolve) -> IllegalAction:
    """Why a dissolve is illegal (LC-5, LC-6)."""
    text = " ".join(map(str, action.pieces))
    if state.formed:
        return IllegalAction("A dissolve comes before forming in the day (LC-6).", rule="LC-6")
    if state.dissolved:
        return IllegalAction("You have already dissolved a department today (LC-6).",
                             rule="LC-6")
    if all(d != action.pieces for d, _ in state.revealed[seat]):
        return IllegalAction(f"You have no revealed department {text}.", rule="LC-5")
    return IllegalAction(f"Dissolving {text} would still leave you no piece you may discard.",
                         rule="LC-6")


def position(players: int, hands, board, turn: int = 0, revealed=None, scores=None,
             rules: Rules | None = None, seed: int = 0, season: int = 1,
             direction: int = 1) -> State:
    """A state set up by hand, for worked cases and tests: ``hands[seat]`` concealed pieces,
    ``board`` 25 tokens row by row from a5 (``.`` for the empty square), ``revealed[seat]``
    department strings like ``"G2 G3 J=G4"``. Pieces not placed lie face down."""
    state = State(players, rules)
    state.rng = random.Random(seed)
    state.season, state.day, state.turn = season, 1, turn
    state.start_seat, state.direction = turn, direction
    cells = board.split() if isinstance(board, str) else list(board)
    if len(cells) != 25:
        raise InvalidInput(f"A board has 25 squares; {len(cells)} given.")
    state.board = [-1 if c in (".", None) else parse_cards([c])[0].code for c in cells]
    if state.board.count(-1) != 1:
        raise InvalidInput("Between days exactly one square is empty: mark it with '.'.")
    state.empty = state.board.index(-1)
    revealed = revealed or [[] for _ in range(players)]
    for seat in range(players):
        state.hidden[seat] = [p.code for p in parse_cards(hands[seat])]
        state.revealed[seat] = []
        for dept in revealed[seat]:
            pieces = tuple(sorted(parse_cards(dept)))
            values = [p.value for p in pieces]
            if kind_of_values(values) is None:
                raise InvalidInput(f"{dept} is not a department.")
            state.revealed[seat].append((pieces, bonus_of(values, sum(p.is_joker for p in pieces))))
    rest = piece_set(players)
    used = state.board + [c for h in state.hidden for c in h] + [
        p.code for r in state.revealed for d, _ in r for p in d]
    for code in used:
        if code >= 0:
            if code not in rest:
                raise InvalidInput(f"The position uses more {code_token(code)} pieces than a "
                                   f"{players}-player game has.")
            rest.remove(code)
    state.face_down = rest
    if state.rules.luminous and rest:
        state.luminous = rest.pop()
    state.score = list(scores) if scores else [0] * players
    state._reset_caches()
    return state


# ----- reading saved states -------------------------------------------------------------------
def _saved_list(value, what: str) -> list:
    """A saved list, or a refusal naming what it should be."""
    if type(value) is not list:
        raise InvalidInput(f"The saved {what} must be a list.")
    return value


def _per_seat(value, players: int, what: str) -> list:
    """A saved list with one entry per player."""
    if type(value) is not list or len(value) != players:
        raise InvalidInput(f"The saved {what} must list one entry for each of the {players} players.")
    return list(value)


def _saved_codes(value, what: str, low: int = 0) -> list[int]:
    """A saved list of piece codes (``-1`` for an empty square where ``low`` allows it)."""
    codes = _saved_list(value, what)
    if any(type(c) is not int or not low <= c <= JOKER for c in codes):
        raise InvalidInput(f"The saved {what} must be piece codes 0 to {JOKER}.")
    return list(codes)


def _saved_department(entry) -> tuple:
    """A saved revealed department: its pieces (jokers stated) and the bonus paid for it (LC-5)."""
    if type(entry) is not list or len(entry) != 2 or type(entry[0]) is not str or type(entry[1]) is not int:
        raise InvalidInput("A saved department is its pieces and its bonus, e.g. ['G2 G3 J=G4', 1].")
    dept = _department(entry[0])
    if kind_of_values([p.value for p in dept]) is None:
        raise InvalidInput(f"{quote(entry[0])} is not a department (LC-5).")
    return dept, entry[1]


# ----- module-level constructors ---------------------------------------------------------------
def new_game(players: int, seed: int | None = None, rules: Rules | None = None) -> State:
    """A new game for 2-4 players, dealt from its own random generator (LC-9)."""
    state = State(players, rules)
    if seed is None:
        seed = random.Random().getrandbits(64)
    state.rng = random.Random(seed)
    state._start_season()
    return state


def from_json(data: dict) -> State:
    """Rebuild a game saved with ``state.to_json()``."""
    return State.from_json(data)
