"""Practise a moment again: a position from one seat, the coach's choice hidden, and a verdict on each try.

A :class:`Moment` is a decision taken from a finished game's review (the moves that cost the learner
something) or from the stored practice positions of a "Playing well" page. The learner picks a move;
:func:`try_choice` asks the game's coach about that pick exactly as a review does (:func:`engines.coach.rate`:
a second look on fresh playouts, the same labels), so a practice verdict and a review row never disagree
in how they are worded. Each try meets new playouts (``attempt``), and the coach's choice stays the one
the moment names: a review's is the top of its race over every move (:func:`engines.race.race`), a stored
position's the top of the search ``benchmarks/practice_positions.py`` ran.

Standard library only: a game's coach module is passed in, never imported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Iterable, Optional, Sequence

from . import InvalidInput
from .boundary import quote
from .coach import FRESH, IN_BROWSER, Evaluation, Judging, PointScale, Resolution, ReviewRow, decisions, point_scale, rate

__all__ = ["Moment", "costly_moments", "scale_for", "try_choice", "first_look"]

#: How far apart the seeds of two tries at one moment lie (each try meets new playouts).
TRY_SEEDS = 7 * FRESH

#: How far a try's fresh look goes: less far than a review's (8 times the budget at most; 2 in the browser), so that a
#: learner waits seconds, not a minute.
#: A shorter look leaves wider intervals, and the label then names the range of bands they reach: it is less
#: precise, never less true.
PRACTICE_RESOLUTION = Resolution(first=2, cap=2) if IN_BROWSER else Resolution(cap=8)


@dataclass(frozen=True)
class Moment:
    """A decision to practise: the state before it (``seat`` to act) and the coach's choice.

    ``played`` and ``label`` say what the learner played there in their game and how the review
    labelled it (empty for a stored position); ``evaluations`` is the coach's first look, when known.
    """

    state: Any
    seat: int
    best: str
    played: str = ""
    label: str = ""
    move: int = 0
    evaluations: tuple = field(default=(), repr=False, compare=False)
    reason: str = field(default="", compare=False)
    """What the review said of the coach's choice against the move played (empty for a stored position)."""
    playouts: int = field(default=0, compare=False)
    """How many fresh playouts the review's verdict rests on (0 for a stored position)."""
    tied: tuple = field(default=(), compare=False)
    """The moves the review's race could not tell apart from the coach's choice (empty for a stored position, or
    when the choice was clear): a try of one is weighed against the choice on fresh playouts like any other."""
    verdict: Any = field(default=None, compare=False)
    """The review's row of the move played (None for a stored position): the move tried again gets that verdict,
    not a smaller fresh look whose label could differ from the review's by chance."""
    idea: str = field(default="", compare=False)
    """The key of the Playing well idea the moment turns on: a stored position's, or the one its review row's reason
    names (empty: none)."""

    def __post_init__(self) -> None:
        """Refuse a moment whose seat is not the one to act, or whose coach's choice is not legal there."""
        if type(self.seat) is not int or self.seat not in self.state.to_act():
            raise InvalidInput(f"A moment to practise is a choice of the seat to act; seat {quote(self.seat)} "
                               "is not to act there.")
        if self.best not in self.legal:
            raise InvalidInput(f"The coach's choice {quote(self.best)} is not a legal move in this moment.")

    @property
    def observation(self) -> dict:
        """What the seat saw then."""
        return self.state.observation(self.seat)

    @property
    def legal(self) -> list[str]:
        """The moves the seat could choose from, in the engine's order."""
        return [str(a) for a in self.state.legal_actions(self.seat)]


def costly_moments(state: Any, rows: Iterable[ReviewRow]) -> list[Moment]:
    """The moments of ``state``'s finished game whose review rows are flagged (an inaccuracy or worse at the
    mildest), in the order played, each with the state before the move (the game is replayed from its record)."""
    wanted = {row.move: row for row in rows if row.flagged and not row.agrees}
    if not wanted:
        return []
    seat = next(iter(wanted.values())).seat
    found = []
    for number, before, text in decisions(state, seat):
        row = wanted.get(number)
        if row is not None and row.played == text:
            found.append(Moment(before, seat, row.best, row.played, row.label, number, tuple(row.evaluations),
                                row.reason, row.fresh[0].playouts if row.fresh else 0, tuple(row.tied), row))
    return found


def review_parts(game_coach: ModuleType) -> tuple:
    """``(evaluate, reason)`` as the game's review calls them (a game may value its review's points its own way:
    ``review_evaluate`` and ``review_reason``, as Meow Oracle does with round points), so a practice try and a
    review row are worded alike."""
    return (getattr(game_coach, "review_evaluate", game_coach.evaluate),
            getattr(game_coach, "review_reason", game_coach.reason))


def scale_for(game_coach: ModuleType, players: int) -> Optional[PointScale]:
    """A game coach's points scale at ``players`` (as its review weighs the points)."""
    return point_scale(game_coach.ROUND_SPREAD, players, game_coach.UNIT, getattr(game_coach, "SCALE_NOTE", ""),
                       getattr(game_coach, "PERIOD", "round"))


def first_look(game_coach: ModuleType, moment: Moment, budget: int, seed: int = 0,
               pick: Optional[str] = None) -> tuple[Evaluation, ...]:
    """The coach's first look at ``moment``, the moment's coach's choice first: its stored one (from a review),
    else ``budget`` playouts of the coach's choice and ``pick`` (or the move played there, or another legal move)."""
    values = list(moment.evaluations)
    if not values or (pick is not None and pick not in {str(e.action) for e in values}):
        other = pick or moment.played or next(n for n in moment.legal if n != moment.best)
        actions = [moment.best] + ([other] if other != moment.best else [])
        values = review_parts(game_coach)[0](moment.observation, moment.seat, budget, seed=seed, actions=actions)
    chosen = [e for e in values if str(e.action) == moment.best]
    return tuple(chosen + [e for e in values if str(e.action) != moment.best])


def try_choice(game_coach: ModuleType, moment: Moment, pick: Any, budget: int, attempt: int = 0,
               values: Optional[Sequence[Evaluation]] = None, seed: int = 0,
               resolution: Optional[Resolution] = None) -> ReviewRow:
    """The coach's verdict on ``pick`` at ``moment``, worded as a review row (:func:`engines.coach.rate`).

    ``pick`` must be one of the moment's legal moves (else :class:`engines.InvalidInput`, and nothing is
    played); the verdict weighs it against the moment's coach's choice on fresh playouts of ``budget``
    a batch, seeded by ``attempt`` so that each try meets new ones, up to :data:`PRACTICE_RESOLUTION`'s cap
    unless ``resolution`` says otherwise. ``values`` is :func:`first_look`'s, when the caller kept it.
    """
    plain = pick is None or isinstance(pick, (int, float, bytes, list, tuple, dict, set))  # not a move: no str()
    text = pick if isinstance(pick, str) else None if plain else str(pick)
    if text not in moment.legal:
        shown = ", ".join(moment.legal[:12])
        raise InvalidInput(f"{quote(pick)} is not a move you can make here; the moves are: {shown}.")
    if type(attempt) is not int or attempt < 0:
        raise InvalidInput(f"A try is counted from 0, not {quote(attempt)}.")
    if values is None or text not in {str(e.action) for e in values}:
        values = first_look(game_coach, moment, budget, seed, pick=text)
    evaluate, reason = review_parts(game_coach)
    judging = Judging(evaluate, reason, budget, seed + (attempt + 1) * TRY_SEEDS,
                      resolution=resolution or PRACTICE_RESOLUTION, scale=scale_for(game_coach, moment.state.players),
                      alike=getattr(game_coach, "ALIKE", None))
    return rate(moment.observation, moment.seat, tuple(values), text, judging, move=moment.move, tied=moment.tied)
