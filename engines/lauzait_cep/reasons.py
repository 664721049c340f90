"""Lauzait Cep!'s coach facts: what a move does for a seat (:func:`effect`), what declaring now would score
(:func:`declaration_value`), the way on after a dissolve or a proposal to end that a review values it with
(:func:`way_on_effect`), and the facts a review row's reason rests on (:func:`reason`).
:mod:`engines.lauzait_cep.coach` values the choices and chooses that way on (``review_reason``). Every fact is
computed on the position; the words are written once, in :mod:`widgets.lauzait_cep.reason_words`. It imports
nothing from the coach.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

from .. import coach as shared
from ..reason_facts import EndsApart, Reason, reason_of
from .actions import DEPARTMENTS, Declare, Discard, Dissolve, EndDay, Form, Move, ProposeEnd, department
from .board import WATER, parse_square
from .effects import Declared, Discarded, Dissolved, Formed, Instead, Plain, Took, WayOn  # noqa: F401 - said here too

from .hands import (adds_department, bonus_of_department, finished_by, held_of, left_after, most_departments,
                    near_departments, richest_formable, richest_short)
from .pieces import JOKER, PIECES, TOKENS
from .sampling import still_to_get
from .rules import (Formation, Rules, best_declaration, best_restatement, bonus_of, hire_moves, joker_numbers,
                    luminous_points, water_success)

_CODE = {token: code for code, token in enumerate(TOKENS)}


def declaration_value(observation: dict) -> tuple[Formation, int] | None:
    """What declaring would score now, as the engine scores it: the formation at its best
    (LC-7, LC-T2) and the luminous points (LC-9); ``None`` if the pieces make no declaration."""
    seat = observation["seat"]
    numbers = joker_numbers(observation["players"], Rules(**observation["rules"]))
    revealed = observation["revealed"][seat]
    departments = [department(d["pieces"]) for d in revealed]
    if revealed:
        formation = best_restatement(departments, numbers)
    else:
        formation = best_declaration([PIECES[_CODE[t]] for t in observation["hand"]], numbers)
    if formation is None:
        return None
    luminous = observation["luminous"]
    held = [PIECES[_CODE[t]] for t in observation["hand"]] + [p for d in departments for p in d]
    return formation, (0 if luminous is None else luminous_points(held, luminous))


# ----- a reason as facts (the words are in widgets/lauzait_cep/reason_words.py) ---------------------------
@dataclass(frozen=True)
class JokerSpent:
    """The move played forms a department with the joker (``played``: its :class:`Formed`) where the coach's keeps
    the joker free (``best``: its effect); ``free``: the department of the highest bonus the joker completes with
    the other concealed pieces held, and ``bonus`` that bonus, higher than the one played (LC-5). Where the coach's
    forms a department of as high a bonus without the joker, ``free`` is that department and ``bonus`` its bonus."""

    best: Any
    played: Formed
    free: Form
    bonus: int


@dataclass(frozen=True)
class Completes:
    """The coach's move takes a piece with which the seat's concealed pieces make more departments at once (LC-1,
    LC-5): ``made`` of them (into the Water, with either piece the throw gives: the fewer), ``department`` one that
    holds the piece taken; the move played takes ``played`` (:class:`Took`), with which they make ``played_made``
    (into the Water: the more of the two)."""

    took: Took
    made: int
    department: Form
    played: Took
    played_made: int


@dataclass(frozen=True)
class Finishes:
    """Both moves take a piece, and every piece the coach's may give (into the Water, either throw's) finishes a
    department with the seat's concealed pieces, where none the played move may give does (LC-1, LC-4, LC-5):
    ``departments``, for each piece the coach's move may give, the richest department holding it. Where the played
    move is a throw into the Water that finishes one only on one of its two pieces, that department and its odds
    (``played``, ``chance``: a sure piece against a gamble, LC-4)."""

    took: Took
    departments: tuple
    played: Optional[Form] = None
    chance: Optional[tuple] = None
    richer_than: Optional[Form] = None
    """Where the one piece taken adds no department but a richer one, the richest the hand could already form (a
    reader of "finishes W2 W3 W4" beside a held W1 W2 W3 and one W3 took it for a department more)."""
    bonuses: tuple = ()
    """With ``richer_than``, the bonus of the department finished and of that one (LC-5)."""


@dataclass(frozen=True)
class Nears:
    """Both moves take a piece, and with every piece the coach's may give the concealed pieces hold a richer
    department but one piece short than with any the played move may give (LC-5): ``department`` the poorest of the
    coach's (its ``bonus`` and ``missing`` piece), ``played`` the richest of the played move's (None: none)."""

    took: Took
    department: Form
    bonus: int
    missing: int
    played: Optional[Form] = None
    played_bonus: int = 0


@dataclass(frozen=True)
class Opens:
    """Both moves discard, and the coach's lets a piece move (LC-1, LC-2) to take one with which the seat's concealed
    pieces make more departments at once than after any move the discard played allows: ``took`` that move, ``made``
    (into the Water, with either piece the throw gives: the fewer), ``department`` one holding the piece taken,
    ``played_made`` the most after the discard played (into the Water, the more)."""

    piece: int
    took: Took
    made: int
    department: Form
    played_made: int


@dataclass(frozen=True)
class Spoils:
    """Both moves discard, and the one played leaves the concealed pieces fewer departments at once with any one more
    piece than the coach's does (LC-1, LC-5): ``piece`` the discard played, ``department`` one holding it that
    ``missing`` (a code) completes, which ``kept``, the coach's discard, leaves within reach."""

    piece: int
    department: Form
    missing: int
    kept: int
    bonus: int = 0
    """Where both discards leave as many departments within a piece, the bonus of the one given up (then richer than
    any the coach's discard gives up, ``kept_department`` with ``kept_bonus``; None: it gives up none)."""
    kept_department: Optional[Form] = None
    kept_bonus: int = 0
    joker: bool = False
    """Where a bonus is said: a joker held may stand for the missing piece (LC-5, LC-T1), so the department can be
    formed now, with a lower bonus."""
    on: tuple = ()
    """The squares where a ``missing`` piece lies face up on the board, the first place to look for it."""


@dataclass(frozen=True)
class Breaks:
    """The move played discards ``piece`` (a code), one of every largest set of departments the seat's concealed
    pieces make at once, so they make fewer (LC-1, LC-5); the coach's move keeps ``department``, one holding that
    piece: it forms it now (``formed``: its :class:`Formed`), or discards ``kept`` (a code) and leaves it whole."""

    piece: int
    department: Form
    formed: Optional[Formed] = None
    kept: Optional[int] = None


@dataclass(frozen=True)
class JokerChance:
    """The coach's move throws for the piece the move played takes, moving the joker into the Water: a failed throw
    gives the joker itself (LC-4, LC-5). ``took``: the coach's move; ``played``: the one played."""

    took: Took
    played: Took


@dataclass(frozen=True)
class JokerDiscarded:
    """The hire played discards the joker, which can stand for a piece in any department (LC-5), where the coach's
    discards ``kept`` (a piece's code) and keeps the joker."""

    kept: int


@dataclass(frozen=True)
class ProposedBehind:
    """The move played proposes to end the game now (LC-10) where the seat trails: its points and the leader's
    (``leader``, a seat), who wins if every other player accepts."""

    score: int
    leader: int
    leader_score: int


@dataclass(frozen=True)
class DeclaresFirst(EndsApart):
    """How the imagined seasons end apart (:mod:`engines.lauzait_cep.endings`): how many of them the seat ends
    with its own declaration (LC-7)."""


@dataclass(frozen=True)
class DeclaresMore(EndsApart):
    """The seat's declarations' average points in the imagined seasons, base and patterns (LC-7); ``pattern``: the
    scoring pattern whose declarations add the most points after the coach's move, declared in ``count`` of the
    deals after it and ``played_count`` after the move played ("": none adds any)."""

    pattern: str = ""
    count: int = 0
    played_count: int = 0


@dataclass(frozen=True)
class BanksMore(EndsApart):
    """The bonuses the seat banks less those paid back, on average an imagined season (LC-5)."""


@dataclass(frozen=True)
class Chosen:
    """The move played is the coach's choice: what it does."""

    effect: Any


def effect(observation: dict, action) -> Any:
    """What ``action`` does for the observation's seat, as a fact (:class:`Took`, :class:`Formed` ...)."""
    board, seat = observation["board"], observation["seat"]
    if isinstance(action, Discard):
        return Discarded(action.code)
    if isinstance(action, Move):
        moving, target = _CODE[board[action.src]], _CODE[board[action.dst]]
        water = action.dst in WATER
        odds = water_success()
        chance = (odds.numerator, odds.denominator) if water and moving != target else None
        return Took(moving, target, action.src, action.dst, water, chance)
    if isinstance(action, Form):
        return Formed(action, bonus_of([p.value for p in action.pieces], sum(p.is_joker for p in action.pieces)))
    if isinstance(action, Dissolve):
        text = " ".join(map(str, action.pieces))
        return Dissolved(action, next((d["bonus"] for d in observation["revealed"][seat] if d["pieces"] == text), 0))
    if isinstance(action, Declare):
        declared = declaration_value(observation)
        return Declared(None) if declared is None else Declared(declared[0].total + declared[1], declared[1])
    return Plain(action, isinstance(action, EndDay) and bool(observation["can_declare"]))


def way_on_effect(observation: dict, action, way: Sequence[tuple[dict, object]],
                  legal_before: Sequence[str] = ()) -> WayOn:
    """``action``'s effect and the way on a review values it with, each later step seen from the observation it is
    played from (``way``: pairs of that observation and the step); a department formed again is told so, and a
    first form that was among the moves before ``action`` (``legal_before``, as notation) too."""
    steps, done = [], [action]
    for seen, step in way:
        said = effect(seen, step)
        again = next((d for d in done if isinstance(d, Dissolve)), None)
        if isinstance(said, Formed) and again and sorted(p.code for p in step.pieces) == sorted(
                p.code for p in again.pieces):
            said = Formed(said.action, said.bonus, True)
        steps.append(said)
        done.append(step)
    first = way[0][1] if way else None
    open_before = isinstance(first, Form) and isinstance(action, Dissolve) and str(first) in set(legal_before)
    return WayOn(effect(observation, action), tuple(steps), open_before)


def _separates(best: Any, played: Any) -> bool:
    """Whether two effects differ in what the game counts: their kind, a bonus, a refund or points."""
    first = lambda fact: fact.first if isinstance(fact, WayOn) else fact  # noqa: E731
    best, played = first(best), first(played)
    if type(best) is not type(played):
        return True
    if isinstance(best, Plain):
        return type(best.action) is not type(played.action)
    if isinstance(best, Formed):
        return best.bonus != played.bonus
    if isinstance(best, Dissolved):
        return best.refund != played.refund
    if isinstance(best, Took):
        return best.water != played.water
    return isinstance(best, Declared) and best.points != played.points


def _skips_form(top: Any, mine: Any) -> bool:
    """Whether the move played is a hire (a discard, or a move that takes a piece) where the coach's forms: the form
    comes before the hire, so the day forms nothing (LC-6)."""
    return isinstance(top, Formed) and isinstance(mine, (Discarded, Took))


def _uses_joker(action: Any) -> bool:
    """Whether ``action`` forms a department with a joker in it."""
    return isinstance(action, Form) and any(p.is_joker for p in action.pieces)


def free_joker(observation: dict) -> Optional[tuple[Form, int]]:
    """The department of the highest bonus one held joker completes with the other concealed pieces of the
    observation's seat, and that bonus (LC-5); ``None`` without a joker or a pair it completes. The first found
    among equal bonuses."""
    hand = [_CODE[t] for t in observation["hand"]]
    if JOKER not in hand:
        return None
    allowed = set(joker_numbers(observation["players"], Rules(**observation["rules"])))
    found: Optional[tuple[Form, int]] = None
    for real, pieces in DEPARTMENTS:
        stated = [p for p in pieces if p.is_joker]
        if len(stated) != 1 or stated[0].stands_for % 10 not in allowed:
            continue
        if any(real.count(code) > hand.count(code) for code in real):
            continue
        bonus = bonus_of([p.value for p in pieces], 1)
        if found is None or bonus > found[1]:
            found = (Form(pieces), bonus)
    return found


def _outcomes(took: Took) -> tuple[int, ...]:
    """The pieces a move that takes may give: the piece taken, and into the Water the piece moved too (LC-4)."""
    return (took.target, took.moving) if took.water else (took.target,)


def _completes(observation: dict, mine: Any, top: Any) -> tuple:
    """:class:`Completes` where both moves take a piece off the board and, with any piece the coach's may give, the
    concealed pieces make more departments at once than with any piece the played one's may give (jokers held or
    given standing for the numbers they may); else nothing."""
    if not (isinstance(top, Took) and isinstance(mine, Took)):
        return ()
    hand = [_CODE[t] for t in observation["hand"]]
    numbers = joker_numbers(observation["players"], Rules(**observation["rules"]))
    made = min(len(most_departments(hand + [piece], numbers)) for piece in _outcomes(top))
    theirs = max(len(most_departments(hand + [piece], numbers)) for piece in _outcomes(mine))
    if made <= theirs:
        return ()
    return (Completes(top, made, Form(_richest_with(hand + [top.target], top.target, numbers)), mine, theirs),)


def _finishes(observation: dict, mine: Any, top: Any) -> tuple:
    """:class:`Finishes` where both moves take a piece, every piece the coach's may give finishes a department with
    the concealed pieces and none the played one's may give does; else nothing."""
    if not (isinstance(top, Took) and isinstance(mine, Took)):
        return ()
    hand = [_CODE[t] for t in observation["hand"]]
    numbers = joker_numbers(observation["players"], Rules(**observation["rules"]))

    def finishes(piece: int) -> Optional[tuple]:
        """The department ``piece`` finishes with the hand; a joker taken, the richest it completes (LC-5)."""
        if piece != JOKER:
            return finished_by(hand, piece, numbers)
        free = None if JOKER in hand else free_joker(dict(observation, hand=[*observation["hand"], TOKENS[JOKER]]))
        return None if free is None else free[0].pieces

    theirs = [finishes(piece) for piece in _outcomes(mine)]
    gamble = mine.water and mine.chance and len(set(_outcomes(mine))) == 2 and sum(map(bool, theirs)) == 1
    if any(theirs) and not gamble:
        return ()
    found = tuple(finishes(piece) for piece in dict.fromkeys(_outcomes(top)))
    if not all(found):
        return ()
    if not gamble:
        pieces = tuple(dict.fromkeys(_outcomes(top)))
        before = richest_formable(hand, numbers) if len(pieces) == 1 and not adds_department(
            hand, pieces[0], numbers) else None
        if before is None:
            return (Finishes(top, tuple(Form(d) for d in found)),)
        bonuses = (bonus_of_department(found[0]), bonus_of_department(before))
        return (Finishes(top, tuple(Form(d) for d in found), richer_than=Form(before), bonuses=bonuses),)
    won, total = mine.chance  # the odds of the piece taken; the piece moved comes back on the other throws
    odds = (won, total) if theirs[0] else (total - won, total)
    return (Finishes(top, tuple(Form(d) for d in found), Form(next(d for d in theirs if d)), odds),)


def _nears(observation: dict, mine: Any, top: Any) -> tuple:
    """:class:`Nears` where both moves take a piece and the poorest department one piece short that a piece the
    coach's may give brings (holding that piece) is richer than the richest any piece of the played move's brings;
    else nothing."""
    if not (isinstance(top, Took) and isinstance(mine, Took)):
        return ()
    hand = [_CODE[t] for t in observation["hand"]]
    box = still_to_get(observation)
    ours = [richest_short(sorted(hand + [p]), p, -1, box) for p in dict.fromkeys(_outcomes(top))]
    theirs = [found for p in dict.fromkeys(_outcomes(mine))
              if (found := richest_short(sorted(hand + [p]), p, -1, box)) is not None]
    if None in ours:
        return ()
    poorest = min(ours, key=lambda found: found[0])
    richest = max(theirs, key=lambda found: found[0], default=None)
    if richest is not None and richest[0] >= poorest[0]:
        return ()
    return (Nears(top, poorest[1], poorest[0], poorest[2], None if richest is None else richest[1],
                  0 if richest is None else richest[0]),)


def _richest_with(hand: list[int], piece: int, numbers: Sequence[int]) -> tuple:
    """The department holding ``piece`` (a code; a joker stating a number) that earns the most bonus among those that
    leave the rest of ``hand`` as many departments as the most it makes (LC-5): the one a player would form."""
    most = len(most_departments(hand, numbers))  # every packing as large holds the piece taken
    found = []
    for real, pieces in DEPARTMENTS:
        if not (piece in real or piece == JOKER and any(p.is_joker for p in pieces)):
            continue
        rest = left_after(sorted(hand), real, pieces, numbers)
        if rest is not None and 1 + len(most_departments(rest, numbers)) == most:
            found.append(pieces)
    return max(found, key=lambda pieces: bonus_of([p.value for p in pieces], sum(p.is_joker for p in pieces)))


def _breaks(observation: dict, mine: Any, top: Any) -> tuple:
    """:class:`Breaks` where the move played discards a piece without which the concealed pieces make fewer
    departments at once, and the coach's forms a department holding it, or discards a piece that leaves as many
    (:func:`_richest_with` names the department kept whole); else nothing."""
    if not isinstance(mine, Discarded):
        return ()
    hand = [_CODE[t] for t in observation["hand"]]
    numbers = joker_numbers(observation["players"], Rules(**observation["rules"]))
    most = len(most_departments(hand, numbers))
    without = list(hand)
    without.remove(mine.piece)
    if len(most_departments(without, numbers)) >= most:
        return ()
    if isinstance(top, Formed):
        real = [p.code for p in top.action.pieces if not p.is_joker]
        return (Breaks(mine.piece, top.action, formed=top),) if mine.piece in real else ()
    if not isinstance(top, Discarded):
        return ()
    kept = list(hand)
    kept.remove(top.piece)
    if len(most_departments(kept, numbers)) < most:
        return ()
    # every largest set of the hand holds the piece, so every one of what is kept does: one is always found
    return (Breaks(mine.piece, Form(_richest_with(kept, mine.piece, numbers)), kept=top.piece),)


def _takes_after(observation: dict, discard: int) -> list[Took]:
    """Every move the hire's second half allows once ``discard`` (a code) lands on the empty square
    (:func:`~.rules.hire_moves`, LC-1 to LC-3), as :class:`Took`."""
    landing = parse_square(observation["empty"])
    board = list(observation["board"])
    board[landing] = TOKENS[discard]
    after = {**observation, "board": board}
    codes = [_CODE[token] for token in board]
    return [effect(after, Move(src, dst)) for src, dst in hire_moves(codes, landing, discard)]


def _opens(observation: dict, mine: Any, top: Any) -> tuple:
    """:class:`Opens` where both moves discard and a move after the coach's discard makes the concealed pieces more
    departments at once, whatever a Water throw gives, than any move after the discard played may; else nothing."""
    if not (isinstance(mine, Discarded) and isinstance(top, Discarded)):
        return ()
    hand = [_CODE[t] for t in observation["hand"]]
    numbers = joker_numbers(observation["players"], Rules(**observation["rules"]))

    def made(discard: int, took: Took, least: bool) -> int:
        """How many departments the concealed pieces make at once after ``discard`` and ``took``."""
        rest = list(hand)
        rest.remove(discard)
        counts = [len(most_departments(rest + [piece], numbers)) for piece in _outcomes(took)]
        return min(counts) if least else max(counts)

    ours = max(((made(top.piece, t, True), t) for t in _takes_after(observation, top.piece)),
               key=lambda found: found[0], default=(0, None))
    theirs = max((made(mine.piece, t, False) for t in _takes_after(observation, mine.piece)), default=0)
    if ours[0] <= theirs:
        return ()
    rest = list(hand)
    rest.remove(top.piece)
    department = Form(_richest_with(rest + [ours[1].target], ours[1].target, numbers))
    return (Opens(top.piece, ours[1], ours[0], department, theirs),)


def _spoils(observation: dict, mine: Any, top: Any) -> tuple:
    """:class:`Spoils` where both moves discard and the pieces the discard played leaves hold fewer departments whole
    or but one piece short at once (:func:`near_departments`) than those the coach's leaves, one short holding the piece played
    among them; else nothing."""
    if not (isinstance(mine, Discarded) and isinstance(top, Discarded)):
        return ()
    hand = sorted(_CODE[t] for t in observation["hand"])
    ours, theirs = list(hand), list(hand)
    ours.remove(top.piece)
    theirs.remove(mine.piece)
    most = near_departments(tuple(ours))
    if most < near_departments(tuple(theirs)):
        return ()
    if most == near_departments(tuple(theirs)):  # as many within a piece: a richer one given up is the reason
        box = still_to_get(observation)
        lost = richest_short(hand, mine.piece, top.piece, box)
        kept = richest_short(hand, top.piece, mine.piece, box)
        if lost is None or kept is not None and kept[0] >= lost[0]:
            return ()
        numbers = joker_numbers(observation["players"], Rules(**observation["rules"]))
        joker = JOKER in ours and lost[2] % 10 in numbers
        return (Spoils(mine.piece, lost[1], lost[2], top.piece, lost[0], None if kept is None else kept[1],
                       0 if kept is None else kept[0], joker, _lying(observation, lost[2])),)
    for real, pieces in DEPARTMENTS:
        if any(p.is_joker for p in pieces) or mine.piece not in real:
            continue
        held, rest = held_of(real, ours)
        if len(held) == 2 and 1 + near_departments(rest) == most:
            missing = held_of(held, real)[1]  # the one real piece of the department not held
            return (Spoils(mine.piece, Form(pieces), missing[0], top.piece, on=_lying(observation, missing[0])),)
    return ()


def _lying(observation: dict, piece: int) -> tuple:
    """The squares where ``piece`` (a code) lies face up on the board."""
    return tuple(square for square, token in enumerate(observation["board"]) if token == TOKENS[piece])


def _joker_chance(mine: Any, top: Any) -> tuple:
    """:class:`JokerChance` where the coach's move throws the joker into the Water for the piece the move played
    takes without a throw; else nothing."""
    if not (isinstance(top, Took) and isinstance(mine, Took)) or mine.water or not top.water:
        return ()
    if top.chance is None or top.moving != JOKER or top.target != mine.target:
        return ()
    return (JokerChance(top, mine),)


def _joker_spent(observation: dict, played, best, mine: Any, top: Any) -> tuple:
    """:class:`JokerSpent` where the move played spends the joker on a lower bonus than it completes kept free,
    or than the coach's forms without it, and the coach's keeps it, its way on after a dissolve included; else
    nothing."""
    if not _uses_joker(played) or _uses_joker(best) or not isinstance(mine, Formed):
        return ()
    if isinstance(top, WayOn) and any(isinstance(s, Formed) and _uses_joker(s.action) for s in top.steps):
        return ()  # the coach's way on spends a joker too: it does not keep it
    if isinstance(top, Formed) and top.bonus >= mine.bonus:  # as much without it (a reader met only bonuses banked)
        return (JokerSpent(top, mine, top.action, top.bonus),)
    free = free_joker(observation)
    if free is None or free[1] <= mine.bonus:
        return ()
    return (JokerSpent(top, mine, free[0], free[1]),)


def _proposed_behind(observation: dict, seat: int, played) -> tuple:
    """:class:`ProposedBehind` where ``played`` proposes to end the game and another seat has more points; else
    nothing."""
    scores = observation["scores"]
    leader = max(range(len(scores)), key=lambda s: (scores[s], -s))
    if not isinstance(played, ProposeEnd) or scores[leader] <= scores[seat]:
        return ()
    return (ProposedBehind(scores[seat], leader, scores[leader]),)


def reason(observation: dict, seat: int, played, best, evaluations: Sequence[shared.Evaluation], *,
           effects: Callable[[dict, object], Any] = effect) -> Reason:
    """What the row's reason rests on: a proposal to end the game played while behind, where it did worse
    (:class:`ProposedBehind`); the coach's move's effect against the played one's (:class:`Instead`) where the game
    counts them apart, led by a joker the move played spends on a lower bonus than it completes kept free
    (:class:`JokerSpent`); where both take a piece, the department the coach's completes (:class:`Completes`), the
    departments each piece it may give finishes (:class:`Finishes`), the joker its throw may give
    (:class:`JokerChance`) or a richer department a piece short (:class:`Nears`); a department the discard played breaks (:class:`Breaks`);
    where both discard, the department a move after the coach's completes (:class:`Opens`), or one piece from
    whole that the discard played gives up (:class:`Spoils`); else
    the imagined ending that shows the difference; the coach's own choice, what it does (:class:`Chosen`).
    ``effects`` says what an action does (:func:`effect` unless told)."""
    if str(played) == str(best):
        return reason_of(played, best, (Chosen(effects(observation, best)),), evaluations)
    mine, top = effects(observation, played), effects(observation, best)
    behind = _proposed_behind(observation, seat, played)
    if behind:  # said where the proposal did worse: one that did as well owes it to its way on if declined
        plain = reason_of(played, best, (Instead(top, mine),), evaluations)
        return plain if plain.level else reason_of(played, best, behind + plain.facts, evaluations)
    if isinstance(mine, Discarded) and isinstance(top, Discarded) and mine.piece == JOKER != top.piece:
        return reason_of(played, best, (JokerDiscarded(top.piece),), evaluations)  # the joker lost (LC-5)
    taking = (_completes(observation, mine, top) or _finishes(observation, mine, top) or _joker_chance(mine, top)
              or _nears(observation, mine, top) or _breaks(observation, mine, top)
              or _opens(observation, mine, top) or _spoils(observation, mine, top))
    spent = _joker_spent(observation, played, best, mine, top)
    if taking or not (spent or _separates(top, mine)):
        return reason_of(played, best, taking, evaluations)
    instead = Instead(top, mine, _skips_form(top, mine))
    return reason_of(played, best, spent + (instead,), evaluations)
