"""Meow Oracle's reasons as facts: what a placement does to an Area (a colour line completed, the ascending run made
longer, a pair spoilt, a card out of order on the reading path, MO-2, MO-3), what a keep-and-give keeps and hands on
(MO-4, MO-5), and :func:`reason`, the facts one review row rests on.

:mod:`engines.meow_oracle.coach` values the choices; the words are in ``widgets/meow_oracle/reason_words.py`` (a
row's reason) and ``widgets/meow_oracle/area_words.py`` (all a placement does, :func:`placing`).
Every fact is computed on the position; a fact is named only where it favours the coach's choice, and where none
does the reason is the imagined ending that shows the difference (:class:`engines.reason_facts.Watch`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from .. import coach as shared
from ..reason_facts import EndsApart, Reason, reason_of
from .actions import Choose, Place, TurnUp
from .bots import best_spot, observed_cells
from .cards import CARDS, Card
from .rules import LINES, PATHS, area_score, colours_in_common, neighbours, receivers, run_length
from .climbs import ClimbsBefore, climbs_before  # noqa: F401 - said with the other reasons
from .runs import longest_possible, unseen_cards

__all__ = ["LineCompleted", "RunExtended", "LineJoined", "PairSpoilt", "LineClosed", "OutOfOrder", "Gains", "Avoids", "LeavesRoom",
           "JoinsMore", "RunRoom", "ClimbsBefore", "KeepsFor", "HandsOn", "KeepsJoker", "KeepsAlike",
           "GivesBoth", "FaceDown", "RunScoresMore", "LinesScoreMore", "NeighboursScoreLess", "Chosen", "Placing", "RunBlocked",
           "most_marks",
           "placing", "placing_facts", "climbs_before", "run_room", "reason", "review_reason"]


@dataclass(frozen=True)
class LineCompleted:
    """A colour line completed (MO-3): its colour bits and its squares (+2 marks)."""

    colour: int
    line: tuple


@dataclass(frozen=True)
class RunExtended:
    """The ascending run along the reading path made longer (MO-2): its new length."""

    length: int


@dataclass(frozen=True)
class LineJoined:
    """A card put beside one other face-up card it shares a colour with, the line's third square open (MO-3)."""

    partner: Card
    line: tuple
    colour: int


@dataclass(frozen=True)
class PairSpoilt:
    """A line whose two other cards shared a colour this card lacks (MO-3)."""

    pair: tuple
    line: tuple
    colour: int


@dataclass(frozen=True)
class LineClosed:
    """A card put beside the one face-up card of a line that shares no colour with it: the line can no longer be a
    colour line (MO-3). Its card, that partner and the line's squares."""

    card: Card
    partner: Card
    line: tuple


@dataclass(frozen=True)
class OutOfOrder:
    """A number out of order on the reading path that shortens the longest run the Area can still reach (MO-2):
    the face-up card it goes against and whether that card comes before it (``after``: the card is lower)."""

    other: Card
    after: bool


@dataclass(frozen=True)
class RunBlocked:
    """The open squares just before ``card`` on the reading path (``gap``) that too few of the cards still unseen
    could fill in order (MO-2): they need numbers from ``low`` to the card's, and only ``fits`` of them do."""

    card: Card
    gap: tuple
    low: int
    fits: int


@dataclass(frozen=True)
class Placing:
    """Everything placing a card does to an Area (MO-2, MO-3): the lines it completes, the run's new length where it
    grows past one card (else 0), the lines it joins (a joker pair too, whether or not a line is completed), the
    pairs it spoils, and, where it shortens the longest run still possible, the higher card before it, else the
    squares it blocks and the lower card after it."""

    completed: tuple
    run: int
    joined: tuple
    spoilt: tuple
    higher: Optional[OutOfOrder]
    blocked: Optional[RunBlocked]
    lower: Optional[OutOfOrder]


@dataclass(frozen=True)
class Gains:
    """The coach's placement does what the one played cannot: ``fact`` (a gain) for ``move``; ``cost``: beside a
    line, the card out of order the one played comes against on the reading path, where the coach's has none (MO-2;
    None: no such cost, or a gain of the run itself): without it, a reader took the coach's square for a run given up
    for a line."""

    move: Place
    fact: Any
    cost: Optional[OutOfOrder] = None


@dataclass(frozen=True)
class Avoids:
    """The placement played bears a cost (``fact``) the coach's does not."""

    move: Place
    fact: Any


@dataclass(frozen=True)
class LeavesRoom:
    """The coach's placement leaves the Area more to come with the cards still unseen (MO-2, MO-3): the longest
    ascending run still possible and the colour lines still possible after each placement."""

    move: Place
    run: int
    lines: int
    played_run: int
    played_lines: int


@dataclass(frozen=True)
class JoinsMore:
    """The coach's placement joins face-up cards toward more colour lines (MO-3) than the one played: the lines it
    joins, how many the played one joins, and ``cost``: the card out of order it comes against on the reading path
    (MO-2), where it has one the played one has not (None: no such cost)."""

    move: Place
    joined: tuple
    played: int
    cost: Optional[OutOfOrder]


@dataclass(frozen=True)
class RunRoom:
    """The coach's placement leaves the ascending run more squares before the card (``reach``) than the one played
    (``played_reach``), where the run can pass the card played only if the open square before it (``gap``) gets a
    number from ``low`` to the card's, which only ``fits`` of the ``unseen`` cards still unseen have (MO-2)."""

    move: Place
    reach: int
    played_reach: int
    card: Card
    gap: tuple
    low: int
    fits: int
    unseen: int


@dataclass(frozen=True)
class KeepsFor:
    """A card the coach keeps does on your Area (``square``) what none the played choice keeps could."""

    card: Card
    square: int
    fact: Any


@dataclass(frozen=True)
class HandsOn:
    """A card the played choice gives lets a compared player (``seat``) add ``marks`` on their Area, where the
    coach's card for them adds ``coach_marks`` at most (MO-4); ``square``: where the card given adds them (the first
    along the grid among equals)."""

    card: Card
    seat: int
    marks: int
    coach_card: Card
    coach_marks: int
    square: Optional[int] = None


@dataclass(frozen=True)
class KeepsJoker:
    """The coach keeps a white joker, which counts as every colour on your Area (MO-3), where the played choice
    gives it to ``seat``; ``hands``: what the joker can add on that player's Area, where it adds more than the
    coach's card for them (MO-4)."""

    card: Card
    seat: int
    hands: Optional[HandsOn] = None


@dataclass(frozen=True)
class GivesBoth:
    """A keep-and-give whose gift hands a compared player marks (``hands``) and which also gives away a joker the
    coach keeps (``joker``): the two halves of one choice, said together so that neither reads as the whole."""

    hands: HandsOn
    joker: KeepsJoker


@dataclass(frozen=True)
class HandsBoth:
    """A keep-and-give both of whose gifts hand a compared player marks the coach's gifts do not (two
    :class:`HandsOn`): said together, so that neither reads as the whole cost."""

    first: HandsOn
    second: HandsOn


@dataclass(frozen=True)
class KeepsAlike:
    """Both keeps make the same kind of gain on the seat's Area (``kept``: the coach's card, ``played``: the played
    choice's, each on a square where it makes that gain), so what sets the choices apart is what the gifts hand over
    (``fact``: a :class:`HandsOn` or :class:`HandsBoth`, MO-4); said together, so the gift does not read as the
    whole choice."""

    kept: KeepsFor
    played: KeepsFor
    fact: Any


@dataclass(frozen=True)
class FaceDown:
    """Where a card is turned up from changes nothing: nobody knows a face-down card (MO-6)."""


@dataclass(frozen=True)
class RunScoresMore(EndsApart):
    """How the imagined rounds end apart (:mod:`engines.meow_oracle.endings`), a deal's average: the seat's
    Point 1, its ascending run (MO-2)."""


@dataclass(frozen=True)
class LinesScoreMore(EndsApart):
    """The seat's Point 2, its colour lines (MO-3)."""


@dataclass(frozen=True)
class NeighboursScoreLess(EndsApart):
    """The round totals of the neighbours the seat is compared with, on average between them (MO-4)."""


@dataclass(frozen=True)
class Chosen:
    """The move played is the coach's choice; ``fact``: what it gains (None: nothing counted)."""

    fact: Any = None


GAINS = (LineCompleted, RunExtended, LineJoined)
"""The facts that add to an Area; the others cost it."""


def _line_colour(cells: Sequence[Optional[Card]], line: tuple) -> int:
    """The colour bits the face-up cards of a line share (0: none)."""
    shown = [cells[s] for s in line if cells[s] is not None]
    return colours_in_common(shown) if shown else 0


def placing(cells: list, card: Card, square: int, path: tuple,
            unseen: Optional[Sequence[Card]] = None) -> Placing:
    """Everything placing ``card`` on ``square`` does to an Area (MO-2, MO-3); ``cells`` is left as it was.
    ``unseen``: the cards that may still come (by default every card not face up on the Area but ``card``)."""
    if unseen is None:
        shown = {c.token for c in cells if c is not None} | {card.token}
        unseen = [c for c in CARDS if c.token not in shown]
    numbers = sorted(c.number for c in unseen if c.token != card.token)
    before_run, before_possible = run_length(cells, path), longest_possible(cells, path, numbers)
    lines = [line for line in LINES if square in line]
    before = {line: [cells[s] for s in line if s != square and cells[s] is not None] for line in lines}
    cells[square] = card
    after_run, after_possible = run_length(cells, path), longest_possible(cells, path, numbers)
    completed = tuple(LineCompleted(_line_colour(cells, line), line) for line in lines
                      if all(cells[s] is not None for s in line) and _line_colour(cells, line))
    spoilt, joined = [], []
    for line in lines:
        others, now = before[line], _line_colour(cells, line)
        if len(others) == 2 and colours_in_common(others) and not now:
            spoilt.append(PairSpoilt(tuple(others), line, colours_in_common(others)))
        elif len(others) == 1 and now:
            joined.append(LineJoined(others[0], line, now))
    step = path.index(square)
    earlier = next((cells[s] for s in reversed(path[:step]) if cells[s] is not None), None)
    later = next((cells[s] for s in path[step + 1:] if cells[s] is not None), None)
    cells[square] = None
    higher = blocked = lower = None
    if after_possible < before_possible:  # out of order costs nothing where the run could not pass this square anyway
        if earlier is not None and card.number < earlier.number:
            higher = OutOfOrder(earlier, False)
        else:
            blocked = _blocked(cells, card, path[:step], earlier, numbers)
            if later is not None and card.number > later.number:
                lower = OutOfOrder(later, True)
    run = after_run if after_run > before_run and after_run > 1 else 0
    return Placing(completed, run, tuple(joined), tuple(spoilt), higher, blocked, lower)


def _blocked(cells: list, card: Card, before: tuple, earlier: Optional[Card],
             numbers: Sequence[int]) -> Optional[RunBlocked]:
    """The open squares just before ``card`` on the path (``before``: the path up to its square), where fewer of
    ``numbers`` fit between the card before them and ``card`` than there are squares (None where they all can)."""
    gap = [s for s in reversed(before) if cells[s] is None]
    gap = gap[:next((i for i, s in enumerate(reversed(before)) if cells[s] is not None), len(gap))][::-1]
    low = earlier.number if earlier is not None else 0
    fits = sum(low <= n <= card.number for n in numbers)
    return RunBlocked(card, tuple(gap), low, fits) if gap and fits < len(gap) else None


def placing_facts(cells: list, card: Card, square: int, path: tuple,
                  unseen: Optional[Sequence[Card]] = None) -> tuple:
    """What placing ``card`` on ``square`` does to an Area, gains first (MO-2, MO-3): :func:`placing`'s facts, the
    first line joined only where none is completed, a blocked run not among them; ``cells`` is left as it was."""
    placed = placing(cells, card, square, path, unseen)
    gains: list = list(placed.completed or placed.joined[:1])
    if placed.run:
        gains.insert(1 if placed.completed else 0, RunExtended(placed.run))
    order = placed.higher or placed.lower
    return tuple(gains) + placed.spoilt + ((order,) if order else ())


def most_marks(cells: list, card: Card, path: tuple) -> tuple[Optional[int], int]:
    """The open square where ``card`` adds the most marks to an Area's face-up score (MO-2, MO-3), the first
    along the grid among equals, and those marks: ``(square, marks)``; ``(None, 0)`` with no open square."""
    before = sum(area_score(cells, path)[1:])
    best: tuple[Optional[int], int] = (None, 0)
    for square in range(9):
        if cells[square] is None:
            cells[square] = card
            marks = sum(area_score(cells, path)[1:]) - before
            cells[square] = None
            if best[0] is None or marks > best[1]:
                best = (square, marks)
    return best


def _kinds(facts: Sequence[Any]) -> set:
    """The kinds of fact, whatever the colour, line or card."""
    return {type(fact) for fact in facts}


def _place_facts(observation: dict, seat: int, played: Place, best: Place) -> tuple:
    """What sets the coach's placement apart: a gain the played one lacks in kind (a line completed outweighs one
    only joined), else a cost only the played one bears; else more room left (:class:`LeavesRoom`), more lines
    joined (:class:`JoinsMore`, its cost on the run said; also where the coach's gain bears that cost), else more
    room for the run before the card (:class:`RunRoom`: where one open square precedes the card played and few
    unseen cards fit it, whatever the rest of the Area could still make); nothing where the Area as it stands
    favours the played one."""
    path, unseen = PATHS[observation["path"]], unseen_cards(observation)
    cells = observed_cells(observation["areas"][seat])
    mine = placing_facts(cells, played.card, played.square, path, unseen)
    top = placing_facts(cells, best.card, best.square, path, unseen)
    gains = [f for f in top if isinstance(f, GAINS) and type(f) not in _kinds(mine)]
    costs = [f for f in mine if not isinstance(f, GAINS) and type(f) not in _kinds(top)]
    best_room = room_after(cells, best, path, unseen)
    completes = any(isinstance(f, LineCompleted) for f in gains)  # a line made outweighs a line only joined
    own_gains = [f for f in mine if isinstance(f, GAINS) and type(f) not in _kinds(top)
                 and not (isinstance(f, RunExtended) and best_room[0] >= f.length)  # a run the coach's still allows
                 and not (completes and isinstance(f, LineJoined))]
    own_costs = [f for f in top if not isinstance(f, GAINS) and type(f) not in _kinds(mine)]
    if gains and not own_gains and not own_costs:
        cut = next((f for f in costs if isinstance(f, OutOfOrder)), None)
        return (Gains(best, gains[0], None if isinstance(gains[0], RunExtended) else cut),)
    if costs and not own_gains and not own_costs:
        return (Avoids(played, costs[0]),)
    played_room = room_after(cells, played, path, unseen)
    joins = _joins_more(cells, played, best, path, unseen, played_room[0] > best_room[0])
    if own_gains or costs or own_costs and not joins:
        return ()
    if gains:  # the coach's gain comes at a cost on the run: more lines joined, that cost said
        return joins
    (run, lines), (played_run, played_lines) = best_room, played_room
    if (not own_costs and (run, lines) != (played_run, played_lines) and run >= played_run and lines >= played_lines
            and not _more_room_elsewhere(cells, best, path, unseen, best_room)):
        return (LeavesRoom(best, run, lines, played_run, played_lines),)
    if joins:
        return joins
    return _run_room(cells, played, best, path, unseen) or _closes(cells, played, best)


def _closed(cells: list, move: Place) -> list[LineClosed]:
    """The lines ``move`` closes to colour lines: its card beside a line's one face-up card of no shared colour."""
    found = []
    for line in LINES:
        others = [cells[s] for s in line if s != move.square and cells[s] is not None]
        if move.square in line and len(others) == 1 and not colours_in_common([others[0], move.card]):
            found.append(LineClosed(move.card, others[0], line))
    return found


def _closes(cells: list, played: Place, best: Place) -> tuple:
    """:class:`Avoids` a line the card played closes to colour lines where the coach's placement closes none; the
    last fact looked for, so said only where nothing else sets the two apart."""
    mine = _closed(cells, played)
    return (Avoids(played, mine[0]),) if mine and not _closed(cells, best) else ()


def _joins_more(cells: list, played: Place, best: Place, path: tuple, unseen: Sequence[Card],
                shorter: bool) -> tuple:
    """:class:`JoinsMore` where the coach's placement joins more lines than the played one and completes no fewer,
    its cost on the run named where it has one the played one has not; nothing where it shortens the run still
    possible (``shorter``) with no card out of order to name."""
    mine = placing(cells, played.card, played.square, path, unseen)
    top = placing(cells, best.card, best.square, path, unseen)
    if len(top.joined) <= len(mine.joined) or len(top.completed) < len(mine.completed) or top.spoilt:
        return ()
    cost = None if mine.higher or mine.lower else top.higher or top.lower
    if cost is None and shorter:
        return ()
    return (JoinsMore(best, top.joined, len(mine.joined), cost),)


def _reach(cells: list, move: Place, path: tuple, numbers: Sequence[int]) -> int:
    """The longest ascending run an Area can still make before ``move``'s square on the path (MO-2)."""
    cells[move.square] = move.card
    reach = longest_possible(cells, path[:path.index(move.square)], numbers)
    cells[move.square] = None
    return reach


def _run_room(cells: list, played: Place, best: Place, path: tuple, unseen: Sequence[Card]) -> tuple:
    """:class:`RunRoom` where the card played is second on the path after an open square, the coach's placement
    leaves the run more room before the card, and a quarter or fewer of the cards unseen could go on that square."""
    numbers = sorted(c.number for c in unseen if c.token != played.card.token)
    gap = path[:path.index(played.square)]
    if len(gap) != 1 or cells[gap[0]] is not None:
        return ()  # told only where one open square comes before the card played
    reach, played_reach = _reach(cells, best, path, numbers), _reach(cells, played, path, numbers)
    fits = sum(n <= played.card.number for n in numbers)
    if reach <= played_reach or 4 * fits > len(numbers):
        return ()
    return (RunRoom(best, reach, played_reach, played.card, gap, 0, fits, len(numbers)),)


def room_after(cells: list, move: Place, path: tuple, unseen: Sequence[Card]) -> tuple[int, int]:
    """The longest ascending run and the colour lines an Area can still make after ``move`` (MO-2, MO-3)."""
    numbers = sorted(c.number for c in unseen if c.token != move.card.token)
    cells[move.square] = move.card
    run = longest_possible(cells, path, numbers)
    lines = sum(1 for line in LINES if not any(cells[s] is not None for s in line) or
                colours_in_common(cells[s] for s in line if cells[s] is not None))
    cells[move.square] = None
    return run, lines


def run_room(observation: dict, seat: int, played: Place, best: Place, lines: bool = False) -> Optional[LeavesRoom]:
    """:class:`LeavesRoom` where the coach's square leaves a longer ascending run possible than the one played (MO-2;
    ``lines``: more colour lines possible, MO-3), the other figure whichever way it goes (said where the imagined
    rounds show that pull); else None."""
    if played.__class__ is not Place or best.__class__ is not Place:
        return None
    path, unseen = PATHS[observation["path"]], unseen_cards(observation)
    cells = observed_cells(observation["areas"][seat])
    ours, theirs = (room_after(cells, move, path, unseen) for move in (best, played))
    return LeavesRoom(best, *ours, *theirs) if ours[lines] > theirs[lines] else None


def _more_room_elsewhere(cells: list, best: Place, path: tuple, unseen: Sequence[Card], room: tuple[int, int]) -> bool:
    """Whether the coach's card on another open square would leave at least as long a run and as many colour lines,
    and more of one (MO-2, MO-3): then room is not what sets the coach's square apart, and is not said."""
    for square in range(9):
        if cells[square] is None and square != best.square:
            run, lines = room_after(cells, Place(best.card, square), path, unseen)
            if run >= room[0] and lines >= room[1] and (run, lines) != room:
                return True
    return False


def _kinds_anywhere(cells: list, cards: Sequence[Card], path: tuple) -> set:
    """The kinds of gain any of ``cards`` would make on any open square of an Area."""
    return {type(f) for card in cards for square in range(9) if cells[square] is None
            for f in placing_facts(cells, card, square, path) if isinstance(f, GAINS)}


def _card_gain(cells: list, card: Card, path: tuple) -> tuple[Optional[int], tuple]:
    """Where ``card`` does most on an Area (by the Standard player's measure), and its gains there."""
    spot = best_spot(cells, (card,), path)[1]
    if not spot:
        return None, ()
    return spot[0], tuple(f for f in placing_facts(cells, card, spot[0], path) if isinstance(f, GAINS))


def _choose_facts(observation: dict, seat: int, played: Choose, best: Choose) -> tuple:
    """What sets the coach's keep-and-give apart (MO-4, MO-5): a card it keeps that does on your Area what none kept
    by the played choice could, where it adds at least the marks the played gifts hand over; else a card the played choice hands a compared player that adds more marks there
    than the coach's card for them could (:class:`HandsBoth` where both gifts do, :class:`GivesBoth` where the played
    choice gives a joker away too; the joker alone where it is that card); else a
    joker the coach keeps and the played choice gives away. Where a count
    favours the played choice instead, only such a joker given to a compared player."""
    path = PATHS[observation["path"]]
    areas = [observed_cells(a) for a in observation["areas"]]
    players = observation["players"]
    near = set(neighbours(seat, players))
    mine_gifts = dict(zip(receivers(seat, players), played.give))
    best_gifts = dict(zip(receivers(seat, players), best.give))
    handed = [(who, card, best_gifts[who]) for who, card in mine_gifts.items()
              if who in near and card != best_gifts[who]]
    marks = []  # (who, the card given, the coach's card for them, its marks, its square, the coach's card's marks)
    for who, card, theirs in handed:
        square, most = most_marks(areas[who], card, path)
        marks.append((who, card, theirs, most, square, most_marks(areas[who], theirs, path)[1]))
    jokers = [KeepsJoker(card, who) for who, card in mine_gifts.items()
              if card.is_joker and card in best.keep and card not in played.keep]
    if any(mine < coach for _, _, _, mine, _, coach in marks):
        # the coach's gifts hand a compared player more: no count here is the coach's reason, but a joker given away
        # to a compared player still is (it counts as every colour, on your Area or on theirs)
        return tuple(j for j in jokers if j.seat in near)[:1]
    found = [HandsOn(card, who, mine, theirs, coach, square) for who, card, theirs, mine, square, coach in marks
             if mine > coach]
    handed = sum(f.marks - f.coach_marks for f in found)
    kept = _kinds_anywhere(areas[seat], played.keep, path)
    for card in best.keep:
        if card not in played.keep:
            square, gains = _card_gain(areas[seat], card, path)
            gains = [g for g in gains if type(g) not in kept]
            if gains and square is not None and most_marks(areas[seat], card, path)[1] >= handed:
                return (KeepsFor(card, square, gains[0]),)  # the keep adds at least what the gifts hand over
    alike = _keeps_alike(areas[seat], best, played, path)
    wrap = (lambda fact: KeepsAlike(*alike, fact)) if alike else (lambda fact: fact)  # noqa: E731
    if len(found) > 1:  # both gifts cost: both are said
        return (wrap(HandsBoth(found[0], found[1])),)
    if found:  # a joker given away too is the other half of the choice: both are said
        if any(j.card == found[0].card for j in jokers):  # the gift is the joker itself: keeping it is the reason,
            # and what it does on the receiver's Area the other half
            return tuple(KeepsJoker(j.card, j.seat, found[0]) for j in jokers if j.card == found[0].card)
        also = [j for j in jokers if j.card != found[0].card]
        return (GivesBoth(found[0], also[0]),) if also else (wrap(found[0]),)  # the joker kept is said already
    return tuple(jokers[:1])


def _keeps_alike(cells: list, best: Choose, played: Choose, path: tuple) -> Optional[tuple]:
    """The coach's kept card and the played choice's, each on a square where it makes a gain of one kind, the first
    of :data:`GAINS` both can make (MO-2, MO-3): where both keeps make it, a reader of the gifts alone could not tell
    what the cards kept do; else None."""
    mine = [c for c in best.keep if c not in played.keep]
    theirs = [c for c in played.keep if c not in best.keep]
    for kind in GAINS:
        found = [_gain_of(cells, cards, kind, path) for cards in (mine, theirs)]
        if None not in found:
            return found[0], found[1]
    return None


def _gain_of(cells: list, cards: Sequence[Card], kind: type, path: tuple) -> Optional[KeepsFor]:
    """The first of ``cards`` on the first open square where it makes a gain of ``kind``; else None."""
    for card in cards:
        for square in range(9):
            if cells[square] is None:
                gain = next((f for f in placing_facts(cells, card, square, path) if type(f) is kind), None)
                if gain is not None:
                    return KeepsFor(card, square, gain)
    return None


def reason(observation: dict, seat: int, played: Any, best: Any, evaluations: Sequence[shared.Evaluation]) -> Reason:
    """The facts a review row's reason rests on for ``played`` against the coach's ``best``: what sets the coach's
    choice apart on the Areas (:class:`Gains`, :class:`Avoids`, :class:`LeavesRoom`, :class:`JoinsMore`,
    :class:`RunRoom`, :class:`KeepsFor`, :class:`HandsOn`, :class:`KeepsJoker`), else the
    imagined ending that shows the difference; a turn-up, :class:`FaceDown`; the coach's own choice, what it gains."""
    if played.__class__ is TurnUp:
        return Reason(played, best, (FaceDown(),))
    if str(played) == str(best):
        if played.__class__ is Place:
            path, cells = PATHS[observation["path"]], observed_cells(observation["areas"][seat])
            gains = [f for f in placing_facts(cells, best.card, best.square, path, unseen_cards(observation))
                     if isinstance(f, GAINS)]
            return Reason(played, best, (Chosen(gains[0] if gains else None),))
        return Reason(played, best, (Chosen(),))
    facts = (_choose_facts if played.__class__ is Choose else _place_facts)(observation, seat, played, best)
    return reason_of(played, best, facts, evaluations)


def review_reason(observation: dict, seat: int, played: Any, best: Any,
                  evaluations: Sequence[shared.Evaluation]) -> Reason:
    """:func:`reason` for the review's figures (:func:`engines.meow_oracle.coach.review_evaluate`)."""
    return reason(observation, seat, played, best, evaluations)
