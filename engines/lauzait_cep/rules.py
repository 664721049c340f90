"""Lauzait Cep! rules as pure functions: departments, bonuses, formations, sticks, hiring.

Every function takes pieces as a notation string (``"G2 G3 J=G4"``) or a list of
pieces or tokens, and gives the same answer for the same input. Ruling ids (LC-1 ..
LC-11) refer to the project's rulings page. The game's constants live here too: the
table sizes, the phase names the state is in, and the variants (:class:`Rules`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement, product
from math import comb
from typing import Iterable, Sequence

from .. import InvalidInput
from ..core import quote
from .board import DESTINATIONS
from .pieces import (JOKER, PIECES, STATED, Piece, code_token,
                     parse_cards)

HAND_SIZE = 9
"""Pieces in each hand, concealed and revealed together (LC-9)."""
BOARD_PIECES = 24
"""Pieces face up on the board at the start of a season: every square but the Mountain."""

DAY, MOVE, AFTER_HIRE, THIRD, VOTE, OVER = (
    "day", "move", "after hire", "third department", "vote", "over")
"""The phases of a day (LC-6): ``day`` before the hire (dissolve, form, discard, stalemate, a
proposal to end); ``move`` between the discard and the move; ``after hire``: end the day or
declare; ``third department``: all nine revealed, only the declaration is left (G1);
``vote``: the others answer a proposal to end (LC-10); ``over``."""
PHASES = (DAY, MOVE, AFTER_HIRE, THIRD, VOTE, OVER)

THREE_OF_A_KIND, SEQUENCE = "three-of-a-kind", "sequence"
BONUS_BY_NUMBER = (1, 1, 1, 1, 2, 2, 2, 2, 3, 3)
"""Published fact: a department's largest number 0-3 gives 1, 4-7 gives 2, 8-9 gives 3."""

LAUZAIT_CEP = "Lauzait-Cep"
SPECIALIZED_EXPERTS = "Specialized Experts"
GREAT_SEQUENCE = "Great Sequence"
LAYERED_BRIDGES = "Layered Bridges"
WELL_BALANCED = "Well-Balanced"
STALEMATE = "Stalemate"
FORMATION_POINTS = {LAUZAIT_CEP: 3, SPECIALIZED_EXPERTS: 3, GREAT_SEQUENCE: 3,
                    LAYERED_BRIDGES: 2, WELL_BALANCED: 10, STALEMATE: 15}
"""Published fact: what each formation scores."""
SAID = {LAUZAIT_CEP: "base"}
"""How a score line writes a name: the rulebook names the 3 points of every declaration after
the call, "Lauzait-Cep!"; the lessons and the apps call them the base points, so that "the call"
means only the shout (LC-7)."""


def scored_words(names: Sequence[str]) -> str:
    """What a declaration scores, in words: ``base 3 + Well-Balanced 10`` (LC-7)."""
    if isinstance(names, str) or not isinstance(names, (list, tuple)):
        raise InvalidInput(f"What a declaration scores is a list of names such as ['Lauzait-Cep', 'Well-Balanced'], "
                           f"not {quote(names)}.")
    for name in names:
        if not isinstance(name, str) or name not in FORMATION_POINTS:
            raise InvalidInput(f"{quote(name)} is not a name a declaration scores; the names are "
                               f"{', '.join(FORMATION_POINTS)} (LC-7).")
    return " + ".join(f"{SAID.get(n, n)} {FORMATION_POINTS[n]}" for n in names)


ALL_NUMBERS = tuple(range(10))


STALEMATE_READINGS = ("last_resort", "no_discard")
"""The values of ``Rules.stalemate``: the two readings of when Stalemate is open (LC-8)."""


@dataclass(frozen=True)
class Rules:
    """Variants of Lauzait Cep!; the defaults are the rulings (LC-1..LC-11).

    ``luminous``: the optional luminous-piece rule (LC-9).
    ``jokers_for_removed``: a joker may stand for a 0 even in a 2- or 3-player game,
    where the 0s are out of the box (gap; ``False``: only for numbers in play).
    ``stalemate``: ``"last_resort"`` (LC-8: Stalemate only for a seat that can take no
    other action this day: no discard even after a dissolve, and no third department to
    form) or ``"no_discard"`` (the rulebook read as "when no piece can be discarded":
    Stalemate as soon as no discard is possible even after a dissolve, even if the third
    department could be formed instead).
    """

    luminous: bool = False
    jokers_for_removed: bool = True
    stalemate: str = "last_resort"

    def __post_init__(self) -> None:
        for name in ("luminous", "jokers_for_removed"):
            if type(getattr(self, name)) is not bool:
                raise InvalidInput(f"{name} is True or False, not {quote(getattr(self, name))}.")
        if self.stalemate not in STALEMATE_READINGS:
            raise InvalidInput(
                f"stalemate must be 'last_resort' or 'no_discard', not {quote(self.stalemate)}.")

    def as_json(self) -> dict:
        """The variants as JSON data (``Rules(**data)`` reads them back)."""
        return {"luminous": self.luminous, "jokers_for_removed": self.jokers_for_removed,
                "stalemate": self.stalemate}


DEFAULT_RULES = Rules()


def joker_numbers(players: int = 4, rules: Rules | None = None) -> tuple[int, ...]:
    """The numbers a joker may stand for (all of 0-9 unless the variant says otherwise)."""
    rules = rules or DEFAULT_RULES
    return ALL_NUMBERS if rules.jokers_for_removed or players == 4 else ALL_NUMBERS[1:]


@dataclass(frozen=True)
class Formation:
    """The score of a Lauzait-Cep! declaration: ``total`` and the formations that hold."""

    total: int
    formations: list[str] = field(default_factory=list)
    departments: tuple = ()

    def __str__(self) -> str:
        return f"{self.total} ({', '.join(self.formations)})"


# ----- reading input -------------------------------------------------------------
def as_pieces(pieces: "str | Iterable") -> list[Piece]:
    """Pieces from notation or a list of pieces/tokens (copies checked as one deal)."""
    return parse_cards(pieces)


def as_department(pieces) -> list[Piece]:
    """Three stated pieces, in the order given, or ``InvalidInput`` saying what is wrong (LC-5)."""
    group = as_pieces(pieces)
    check_department(group)
    return group


def check_department(group: Sequence[Piece]) -> None:
    """Refuse pieces that cannot name a department: not three, or a joker not stated (LC-5)."""
    if len(group) != 3:
        raise InvalidInput(f"A department has exactly three pieces; {len(group)} given "
                           f"({' '.join(map(str, group)) or 'none'}).")
    for p in group:
        if not p.stated:
            raise InvalidInput("Say what each joker stands for, e.g. J=G4: a department's "
                               "bonus depends on it (LC-5).")


# ----- departments (LC-5) -----------------------------------------------------------
def kind_of_values(values: Sequence[int]) -> str | None:
    """The department kind of three piece codes (as counted), or ``None`` (LC-5)."""
    a, b, c = sorted(values)
    if a // 10 != c // 10:
        return None  # two colours
    if a == b == c:
        return THREE_OF_A_KIND
    if b == a + 1 and c == b + 1:
        return SEQUENCE  # same colour, so no wrap-around: codes 9 and 10 differ in colour
    return None


def department_kind(pieces) -> str | None:
    """``"three-of-a-kind"``, ``"sequence"`` or ``None`` for three pieces, jokers stated (LC-5)."""
    return kind_of_values([p.value for p in as_department(pieces)])


def bonus_of(values: Sequence[int], jokers: int) -> int:
    """The bonus of a department given its counted codes and joker count (LC-5 arithmetic)."""
    base = BONUS_BY_NUMBER[max(values) % 10]
    if values[0] == values[1] == values[2]:
        base *= 3  # triple first ...
    return max(0, base - jokers)  # ... then one off per joker, never below 0


def department_bonus(pieces) -> int:
    """The bonus a department earns when formed: table by largest number, x3 for
    three-of-a-kind, minus 1 per joker, at least 0 (published facts, LC-5)."""
    group = as_department(pieces)
    values = [p.value for p in group]
    if kind_of_values(values) is None:
        raise InvalidInput(f"{' '.join(map(str, group))} is not a department: it needs three "
                           "pieces of one colour, all the same number or three in a row.")
    return bonus_of(values, sum(p.is_joker for p in group))


def bonus_sum(pieces) -> str:
    """A department's bonus as a sum a learner can follow, such as ``4 × 3 − 1 = 11`` (LC-5)."""
    group = as_department(pieces)
    values, jokers, earned = [p.value for p in group], sum(p.is_joker for p in group), department_bonus(group)
    table, triple = BONUS_BY_NUMBER[max(values) % 10], values[0] == values[1] == values[2]
    base = table * 3 if triple else table
    text = f"{table} × 3" if triple else str(table)
    if jokers:
        text += f" − {jokers} for the joker{'s' if jokers > 1 else ''}"
    if text == str(earned):
        return text
    return f"{text} = {earned}" + (", as a bonus is never below 0" if base < jokers else "")


def refund(department) -> int:
    """What dissolving a department gives back: exactly the bonus it earned as stated (LC-5)."""
    return department_bonus(department)


def joker_statements(pieces, numbers: Sequence[int] = ALL_NUMBERS) -> list[tuple[Piece, ...]]:
    """Every way to say what the jokers among three pieces stand for so they form a
    department (LC-5), each as a sorted tuple of pieces."""
    group = [p.bare for p in as_pieces(pieces)]
    if len(group) != 3:
        raise InvalidInput(f"A department has exactly three pieces; {len(group)} given.")
    real = [p.code for p in group if not p.is_joker]
    found = set()
    for values in department_values(numbers):
        rest = list(values)
        if all(code in rest and not rest.remove(code) for code in real):
            jokers = tuple(STATED[v] for v in sorted(rest))
            found.add(tuple(sorted([PIECES[c] for c in real] + list(jokers))))
    return sorted(found)


@lru_cache(maxsize=None)
def department_values(numbers: tuple = ALL_NUMBERS) -> tuple[tuple[int, int, int], ...]:
    """All departments as counted codes: 20 three-of-a-kinds and 16 sequences (numbers allowed)."""
    allowed = set(numbers)
    out = []
    for base in (0, 10):
        for n in numbers:
            out.append((base + n,) * 3)
        for n in numbers:
            if n + 1 in allowed and n + 2 in allowed:
                out.append((base + n, base + n + 1, base + n + 2))
    return tuple(out)


# ----- splitting a hand into departments ------------------------------------------------
def _counts(codes: Iterable[int]) -> list[int]:
    """A count vector over the 21 piece codes."""
    cnt = [0] * (JOKER + 1)
    for c in codes:
        cnt[c] += 1
    return cnt


@lru_cache(maxsize=200_000)
def colour_fits(vec: tuple[int, ...], jokers: int, low: int = 0) -> bool:
    """Whether one colour's pieces (counts by number 0-9) and exactly ``jokers`` jokers
    make whole departments (jokers standing for numbers ``low``..9)."""
    total = sum(vec) + jokers
    if total % 3:
        return False
    first = next((n for n, k in enumerate(vec) if k), None)
    if first is None:
        return True  # leftover jokers (a multiple of 3) make all-joker departments
    v = list(vec)
    # a three-of-a-kind of the lowest number, using real copies first
    use = min(3, v[first])
    if jokers >= 3 - use:
        v[first] -= use
        if colour_fits(tuple(v), jokers - (3 - use), low):
            return True
        v[first] += use
    # a sequence holding the lowest number at position 0, 1 or 2
    for start in range(max(low, first - 2), first + 1):
        if start + 2 > 9:
            continue
        need, taken = 0, []
        for n in range(start, start + 3):
            if v[n]:
                v[n] -= 1
                taken.append(n)
            else:
                need += 1
        if need <= jokers and colour_fits(tuple(v), jokers - need, low):
            return True
        for n in taken:
            v[n] += 1
    return False


def codes_split(codes: Sequence[int], low: int = 0) -> bool:
    """Whether piece codes (3, 6 or 9 of them) split wholly into departments, jokers wild."""
    cnt = _counts(codes)
    green, white, jokers = tuple(cnt[:10]), tuple(cnt[10:20]), cnt[JOKER]
    for k in range(jokers + 1):  # k jokers to the green pieces, the rest to the white
        if colour_fits(green, k, low) and colour_fits(white, jokers - k, low):
            return True
    return False


@lru_cache(maxsize=200_000)
def sorted_codes_split(codes: tuple[int, ...], low: int = 0) -> bool:
    """:func:`codes_split` of a sorted tuple of codes, remembered: a concealed hand is asked
    after every hire (LC-7)."""
    return codes_split(codes, low)


def hand_splits(hand, low: int = 0) -> bool:
    """Whether a hand splits into departments with every piece used, jokers wild (LC-7)."""
    return codes_split([p.code for p in as_pieces(hand)], low)


def _split_codes(cnt: list[int], numbers: tuple) -> Iterable[tuple]:
    """Yield every split of a count vector into departments, each a tuple of
    (real codes, stated codes) departments (jokers stated, both choices where a joker
    could replace a real piece)."""
    first = next((c for c in range(JOKER) if cnt[c]), None)
    jokers = cnt[JOKER]
    if first is None:
        if jokers % 3:
            return
        yield ()
        return
    for values in department_values(numbers):
        if first not in values:
            continue
        # choose which positions are real pieces: the lowest piece must be real
        slots = list(values)
        for mask in range(8):
            real, stated = [], []
            for i, v in enumerate(slots):
                if mask >> i & 1:
                    real.append(v)
                else:
                    stated.append(v)
            if first not in real or len(stated) > jokers:
                continue  # the lowest piece left must be in this department
            taken = _counts(real)
            if any(taken[c] > cnt[c] for c in set(real)):
                continue
            for c in real:
                cnt[c] -= 1
            cnt[JOKER] -= len(stated)
            for rest in _split_codes(cnt, numbers):
                yield ((tuple(real), tuple(stated)),) + rest
            for c in real:
                cnt[c] += 1
            cnt[JOKER] += len(stated)


def splits(hand, numbers: Sequence[int] = ALL_NUMBERS) -> list[tuple[tuple[Piece, ...], ...]]:
    """Every way a hand splits into departments (jokers stated), each a sorted tuple of
    sorted departments; duplicates removed. ``[]`` if it does not split."""
    pieces = as_pieces(hand)
    if len(pieces) % 3:
        return []
    cnt = _counts(p.code for p in pieces)
    numbers = tuple(numbers)
    found = set()
    jokers = cnt[JOKER]
    for parts in _split_codes(cnt, numbers):
        spare = jokers - sum(len(s) for _, s in parts)
        base = [tuple(sorted([PIECES[c] for c in r] + [STATED[v] for v in s])) for r, s in parts]
        for extra in combinations_with_replacement(department_values(numbers), spare // 3):
            full = base + [tuple(STATED[v] for v in vals) for vals in extra]
            found.add(tuple(sorted(full)))
    return sorted(found)


# ----- formations (LC-7, LC-8) -------------------------------------------------------------
def _formations_of(groups: Sequence[Sequence[Piece]]) -> list[str]:
    """The formations three stated departments hold (LC-7), Lauzait-Cep first."""
    values = [p.value for g in groups for p in g]
    names = [LAUZAIT_CEP]
    if len({v // 10 for v in values}) == 1:
        names.append(SPECIALIZED_EXPERTS)
    numbers = sorted(v % 10 for v in values)
    if all(b == a + 1 for a, b in zip(numbers, numbers[1:])):
        names.append(GREAT_SEQUENCE)
    shapes = [tuple(sorted(p.value % 10 for p in g)) for g in groups]
    if len(set(shapes)) < len(shapes):
        names.append(LAYERED_BRIDGES)  # scored once even if all three match
    green = sum(p.code for g in groups for p in g if p.code < 10)
    white = sum(p.code - 10 for g in groups for p in g if 10 <= p.code < JOKER)
    if green == white:
        names.append(WELL_BALANCED)  # jokers left out of both sums
    return names


def formation_score(departments, stalemate: bool = False) -> Formation:
    """The score of a Lauzait-Cep! declaration: 3 plus every formation that holds (LC-7);
    with ``stalemate`` the departments are ignored and it is 3 + 15 (LC-8)."""
    if stalemate:
        names = [LAUZAIT_CEP, STALEMATE]
        return Formation(sum(FORMATION_POINTS[n] for n in names), names, ())
    if isinstance(departments, str):
        raise InvalidInput("Give the three departments as a list, e.g. "
                           "['G1 G2 G3', 'W4 W4 W4', 'G5 G5 J=G5'].")
    groups = [as_department(d) for d in departments]
    if len(groups) != 3:
        raise InvalidInput(f"A declaration needs three departments; {len(groups)} given.")
    as_pieces([p for g in groups for p in g])  # copies checked over the whole hand
    for g in groups:
        department_bonus(g)  # raises if a group is not a department
    names = _formations_of(groups)
    return Formation(sum(FORMATION_POINTS[n] for n in names), names,
                     tuple(tuple(g) for g in groups))


def best_restatement(departments, numbers: Sequence[int] = ALL_NUMBERS) -> Formation:
    """The best declaration for three revealed departments, each joker free to stand for
    something else that keeps its department whole (LC-5, LC-7)."""
    options = [joker_statements(d, numbers) for d in departments]
    return _best(product(*options))


def best_declaration(hand, numbers: Sequence[int] = ALL_NUMBERS) -> Formation | None:
    """The best-scoring way to declare with nothing revealed: any split of the hand (LC-7);
    ``None`` if the hand does not split into three departments."""
    pieces = as_pieces(hand)
    if len(pieces) != 9:
        return None
    numbers = tuple(numbers)
    if not codes_split([p.code for p in pieces], numbers[0]):
        return None
    return _best(splits(pieces, numbers))


def _best(candidates: Iterable) -> Formation | None:
    """The highest formation score among candidate department triples (first one on ties)."""
    best = None
    for groups in candidates:
        names = _formations_of(groups)
        total = sum(FORMATION_POINTS[n] for n in names)
        if best is None or total > best.total:
            best = Formation(total, names, tuple(tuple(g) for g in groups))
    return best


def luminous_points(hand, luminous) -> int:
    """Optional rule: 1 point per piece in the hand identical to the luminous piece (LC-9);
    a joker matches only a luminous joker, whatever it stands for."""
    target = as_pieces([luminous])[0].code
    return sum(p.code == target for p in as_pieces(hand))


# ----- dice-sticks (LC-4) ----------------------------------------------------------------
STICKS = 5


def stick_odds() -> dict[int, Fraction]:
    """The throw of five two-sided sticks: 0..5 with odds 1, 5, 10, 10, 5, 1 in 32."""
    return {k: Fraction(comb(STICKS, k), 2 ** STICKS) for k in range(STICKS + 1)}


def water_outcome(throw: int) -> bool:
    """Whether a throw takes the Water piece (3-5) rather than the moving piece (0-2) (LC-4)."""
    return throw >= 3


def water_success() -> Fraction:
    """The chance of taking the Water piece: a throw of 3, 4 or 5 (LC-4)."""
    return sum((p for k, p in stick_odds().items() if water_outcome(k)), Fraction(0))


# ----- hiring (LC-1, LC-2) -------------------------------------------------------------------
def partner_codes(code: int) -> tuple[int, ...]:
    """Piece kinds a discard of ``code`` lets you move besides jokers: same colour, one
    number more or less (LC-1); a discarded joker lets any piece move (LC-2)."""
    if code == JOKER:
        return tuple(range(JOKER + 1))
    n = code % 10
    return tuple(c for c, ok in ((code - 1, n > 0), (code + 1, n < 9)) if ok)


MOVERS: tuple[tuple[int, ...], ...] = tuple(
    partner_codes(d) if d == JOKER else (JOKER, *partner_codes(d)) for d in range(JOKER + 1))
"""``MOVERS[discard]``: the kinds of board piece that may move after that discard: the jokers
and its partners, or after a joker any piece (LC-1, LC-2)."""
MOVER_BITS: tuple[int, ...] = tuple(sum(1 << code for code in movers) for movers in MOVERS)
"""``MOVERS`` as bit masks: bit ``code`` set for each kind that may move after the discard."""


def hire_moves(board: Sequence, landing: int, discard: int) -> list[tuple[int, int]]:
    """The hire's second half (LC-1 to LC-3): every ``(src, dst)`` once ``discard`` (a code) lies on ``landing``, the
    square it was put on; ``board`` holds a code per square (the landing's is not read). A partner of the discard or
    a joker moves, any piece after a joker, never the piece just discarded."""
    return [(src, dst) for src, code in enumerate(board)
            if src != landing and code in MOVERS[discard] for dst in DESTINATIONS[src]]


def _code(piece) -> int:
    """The physical code of a piece, token or code."""
    return piece if isinstance(piece, int) else as_pieces([piece])[0].code


def can_move_after(discard, moving) -> bool:
    """Whether discarding ``discard`` lets the board piece ``moving`` move (LC-1, LC-2)."""
    return _code(moving) in MOVERS[_code(discard)]


def describe_partners(code: int) -> str:
    """Words for what a discard lets move, e.g. ``"W4, W6 or joker"``."""
    names = [code_token(c) for c in partner_codes(code)] + ["joker"]
    return ", ".join(names[:-1]) + " or " + names[-1]


BANKNOTES = (10, 3, 1)
"""Published fact: scores are paid in banknotes of 1, 3 and 10 points."""


def banknotes(points: int) -> dict[int, int]:
    """Fewest banknotes of 10, 3 and 1 making ``points``."""
    out = {}
    for note in BANKNOTES:
        out[note], points = divmod(points, note)
    return out
