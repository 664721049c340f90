"""The coach every game shares: value each legal action by playing sampled states to the end.

A coach knows only what one seat has seen. Each game's ``coach`` module gives a
``sample(observation, seat, rng)`` that fills in everything the seat has not seen,
and the bots that play the sampled games to their end. This module does the rest,
the same way for every game:

* :func:`evaluate` tries every legal action on the same sampled states with the
  same random numbers for the bots (common random numbers), so the differences
  between actions are differences of the actions, not of luck;
* each value comes with a 95% interval, and :func:`compare` gives the interval of a
  *difference* between two actions, paired sample by sample, which is much narrower;
* :func:`label` (written in :mod:`engines.labels`, and read from here by the games and pages)
  turns a difference into best / good / inaccuracy / mistake / blunder, by the games and, with a
  game's points scale, the points it gives away, naming every band its 95% interval reaches
  ("inaccuracy or mistake") so that a label never claims more than the playouts back;
* :func:`review` walks a finished game and rates one seat's decisions: a race over every move
  (:mod:`engines.race`) picks the coach's choice, and :func:`second_look` values the seat's move against it on fresh
  samples, adding paired samples until the label is settled (:class:`Resolution`); :func:`rate`
  is that one verdict, which a practice session asks for a move the learner tries again;
* :class:`CoachBot` plays the best-valued action, like every other bot; a game's coach bot leaves
  its default bot's choice only as :meth:`CoachBot.prefer` allows (paired 95% intervals unless set otherwise).

Valuing is written in :mod:`engines.evaluation`, the second look in :mod:`engines.second_look` and a
review's rows in :mod:`engines.review_rows`; this module holds :class:`CoachBot`, :func:`review` and :func:`rate`
and re-exports the rest.
Everything is deterministic for a seed and uses only the standard library.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional, Sequence

# The games call shared.check_observation and shared.check_review, which live with the other boundary checks.
from .boundary import asked_actions, check_budget, check_observation, check_review, quote  # noqa: F401
# The labels live in engines.labels; the games and the pages read them from here, as engines.coach.label.
from .labels import (BANDS, BOUNDS, LABEL_RULES, LABEL_SCALE, LABELS, POINT_LABELS, POINTS_SCALE, points_scale_words,  # noqa: F401
                     RANGE_RULE, REVIEW_LIMITS, SECOND_LOOK_RULES, review_limits, SYMBOLS, UNSURE, Difference, PointScale, Verdict, band,
                     as_well, bands, better_in, did_better, flagged, judge, label, point_scale, reach, scale_words,
                     settled, severity, verdict)
# Valuing, the second look and the review live in their own modules; the games read them from here.
from .evaluation import (T95, Z95, Bots, Evaluation, Finish, Progress, Sample, clearly_better,  # noqa: F401
                         compare, evaluate, evaluation_of, gain_z, mean_interval, outcome, play_out, played_out,
                         replay_sample, round_spreads, replayed_moves, same_action, sample_seeds, win_gap_interval,
                         world_base)
from .cores import check_workers
from .race import RACE_SEEDS, SPEND, Race, evaluate_for, race  # noqa: F401
from .review_rows import ReviewRow, decisions  # noqa: F401
from .second_look import (FRESH, IN_BROWSER, RECHECK, RESOLUTION, Look, Resolution, SecondLookWarning,  # noqa: F401
                          second_look, takes_actions)


class CoachBot:
    """Plays the top of a race over every legal action (:func:`engines.race.race`; deterministic for a seed).

    A game's coach module subclasses it, setting ``SAMPLE`` and ``BOTS`` (and ``FINISH``
    when its playouts end their own way, see :func:`evaluate`).
    """

    SAMPLE: Optional[Sample] = None
    BOTS: Optional[Bots] = None
    FINISH: Optional[Finish] = None
    BUDGET = 24
    GATE: Optional[float] = None
    """How sure the playouts must be before :meth:`prefer` leaves the default choice: ``None`` asks
    :func:`clearly_better` (paired 95% intervals); a number ``z`` asks that the top action's paired gain in
    ``MEASURE`` be more than ``z`` standard errors (:func:`gain_z`)."""
    MEASURE = "win"
    """What :meth:`prefer` ranks by with a numeric ``GATE``: ``"win"`` (win share, then margin) or ``"margin"``."""
    CONFIRM = 0
    """Fresh samples, as a multiple of the budget, on which :meth:`prefer` settles between its top action and
    the default bot's (0: the first look decides)."""
    SPEND: Optional[int] = None
    """The race's playouts as a multiple of its first look's (:data:`engines.race.SPEND` unless set; 1 plays the
    first look alone, the Coach before the race: ``tournament_coach.py --versus SPEND=1``)."""

    def __init__(self, seed: Optional[int] = None, budget: Optional[int] = None,
                 time_limit: Optional[float] = None) -> None:
        """A coach bot playing ``budget`` playouts per legal action at each real choice."""
        self.rng = random.Random(seed)
        self.budget = self.BUDGET if budget is None else budget
        self.time_limit = time_limit

    def choose(self, observation: dict, legal_actions: Sequence[Any]) -> Any:
        """The best-valued legal action (the only one, when there is one)."""
        legal = list(legal_actions)
        if not legal:
            raise ValueError("There is no legal action to choose from.")
        if len(legal) == 1:
            return legal[0]
        mine = evaluate_for(evaluate, type(self).SAMPLE, type(self).BOTS, type(self).FINISH)
        best = race(mine, observation, observation["seat"], self.budget, self.rng.getrandbits(32),
                    spend=self.SPEND, time_limit=self.time_limit).top
        return same_action(legal, best.action)

    def prefer(self, values: Sequence[Evaluation], usual: Evaluation,
               again: Optional[Callable[[list, int, int], list[Evaluation]]] = None) -> Evaluation:
        """The evaluation to play: the top one by ``MEASURE`` when the playouts show it beats ``usual`` (the
        default bot's choice) as ``GATE`` asks, else ``usual``. ``values`` are :func:`evaluate`'s, best first.

        With ``CONFIRM`` and ``again(actions, budget, seed)`` (the game's evaluate of only those actions), the
        top one and ``usual`` are played again on ``CONFIRM`` times the budget of fresh samples and only
        those decide: the first look's values flatter the action they put on top (the winner's curse).
        """
        top = values[0] if self.MEASURE == "win" else max(values, key=lambda e: (e.margin, e.win))
        if top is usual or str(top.action) == str(usual.action):
            return usual
        if self.CONFIRM and again is not None:
            fresh = {str(e.action): e for e in again([top.action, usual.action], self.budget * self.CONFIRM,
                                                     self.rng.getrandbits(32))}
            fresh_top, fresh_usual = fresh[str(top.action)], fresh[str(usual.action)]
            return top if self.beats(fresh_top, fresh_usual) else usual
        return top if self.beats(top, usual) else usual

    def time_left(self, started: float) -> Optional[float]:
        """What is left of ``time_limit`` for a choice begun at ``started`` (``time.perf_counter()``): the
        fresh look of :meth:`prefer` shares the choice's limit; None when there is no limit."""
        return None if self.time_limit is None else max(0.0, self.time_limit - (time.perf_counter() - started))

    def beats(self, top: Evaluation, usual: Evaluation) -> bool:
        """Whether ``top``'s playouts show it beats ``usual``'s as ``GATE`` asks."""
        if self.GATE is None:
            return clearly_better(top, usual)
        return gain_z(top, usual, self.MEASURE) > self.GATE


@dataclass(frozen=True)
class Judging:
    """How a verdict is asked: the game's evaluate and reason, the playouts' budget and seed, and the second look's
    settings (``resolution``, ``stop``, the game's points ``scale``, ``alike`` and a ``time_limit`` per evaluate)."""

    evaluate_one: Callable[..., list[Evaluation]]
    reason: Callable[..., str]
    budget: int
    seed: int
    resolution: Optional[Resolution] = None
    stop: Optional[Callable[[], bool]] = None
    scale: Optional[PointScale] = None
    alike: Optional[Callable[[Any, Any], bool]] = None
    time_limit: Optional[float] = None
    workers: int = 1
    """Processes the playouts share (:func:`engines.evaluation.evaluate`'s ``workers``; the figures are the same)."""


def review(state: Any, seat: int, evaluate_one: Callable[..., list[Evaluation]],
           reason: Callable[[dict, int, Any, Any, list[Evaluation]], str], budget: int = 32, *,
           progress: Optional[Progress] = None, stop: Optional[Callable[[], bool]] = None,
           seed: int = 0, time_limit: Optional[float] = None,
           resolution: Optional[Resolution] = None, scale: Optional[PointScale] = None,
           alike: Optional[Callable[[Any, Any], bool]] = None, workers: int = 1,
           candidates: Optional[Callable[[dict, Sequence[Any], str], Optional[Sequence[Any]]]] = None,
           ) -> Iterator[ReviewRow]:
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time.

    ``evaluate_one(observation, seat, budget, seed=..., actions=...)`` is the game's
    evaluate; it sees only the observation the seat had then. A race over every action
    (:func:`engines.race.race`: a first look on ``budget`` samples, then fresh paired samples
    for the moves still in contention) picks the coach's choice. Those samples flatter the
    action they picked (the winner's curse), so when the seat played something else, the
    label and the losses come only from :func:`second_look` on fresh samples. The reason is
    given the second look's two evaluations, the one that did better first (so
    ``evaluations[0]`` names it), or the race's when the seat played the coach's choice.
    ``progress(done, total)`` counts decisions. ``time_limit`` (seconds per race, and per second look's batch)
    keeps a page responsive on a slow machine, at the cost of repeatability. ``resolution``
    is :data:`RESOLUTION` unless given. ``scale`` (the game's :class:`PointScale` at this table size)
    weighs the points given away too (:func:`judge`); without it the games alone give the label. ``alike(a, b)``
    says, by the game's rules, that two actions are the same choice in play (see :func:`rate`). ``workers`` processes
    share the playouts (:mod:`engines.cores`), with the same rows as one. ``candidates(observation, legal, played)``
    gives the moves the race may choose among where a game leaves some out (the move played always among them), or
    None for every legal move.
    """
    resolution = RESOLUTION if resolution is None else resolution
    check_workers(workers)
    steps = list(decisions(state, seat))
    extra = ({} if time_limit is None else {"time_limit": time_limit}) | ({} if workers == 1 else {"workers": workers})
    for done, (number, before, played_text) in enumerate(steps):
        if stop is not None and stop():
            return
        observation = before.observation(seat)
        among = None if candidates is None else candidates(observation, before.legal_actions(seat), played_text)
        asked = {} if among is None else {"actions": list(among)}
        found = race(evaluate_one, observation, seat, budget, seed + number, stop=stop, **asked, **extra)
        judging = Judging(evaluate_one, reason, budget, seed + number, resolution, stop, scale, alike, time_limit, workers)
        yield rate(observation, seat, found.evaluations, played_text, judging, move=number, tied=found.tied)
        if progress is not None:
            progress(done + 1, len(steps))


def rate(observation: dict, seat: int, values: Sequence[Evaluation], played: Any, judging: Judging,
         move: int = 0, tied: Sequence[str] = ()) -> ReviewRow:
    """The verdict on ``played`` at one decision, as a review row: "best" when it is the coach's choice
    (``values[0]``, the top of a race over every action) or ``judging.alike`` it by the game's rules (no playout can
    tell them apart, so none is asked), else :func:`second_look` on fresh samples and :func:`verdict` on that look
    alone. A move the race could not tell apart from its top (``tied``, kept on the row so a page can name them
    together) is judged by that second look too: the race's samples chose the top and flatter it, and are fewer than
    a second look's, so only fresh samples say how far apart the two are. A practice session asks the same for a move
    tried again."""
    reason, scale, alike = judging.reason, judging.scale, judging.alike
    best = values[0]
    tied = tuple(tied)
    mine = next((e for e in values if str(e.action) == str(played)), None)
    if mine is None:
        raise ValueError(f"{quote(played)} is not one of the choices the coach valued here.")
    same = alike is not None and mine is not best and alike(mine.action, best.action)
    if mine is best or same:
        return ReviewRow(move, seat, str(played), str(best.action), "best", 0.0, 0.0, 0.0, 0.0,
                         reason(observation, seat, mine.action, best.action, values), observation,
                         tuple(values), as_well=mine is not best, scale=scale, alike=same, tied=tied)
    extra = (({} if judging.time_limit is None else {"time_limit": judging.time_limit})
             | ({} if judging.workers == 1 else {"workers": judging.workers}))
    look = second_look(judging.evaluate_one, observation, seat, best.action, mine.action, judging.budget, judging.seed,
                       resolution=RESOLUTION if judging.resolution is None else judging.resolution,
                       stop=judging.stop, scale=scale, **extra)
    gap = look.difference
    told = [look.played, look.best] if as_well(gap) else [look.best, look.played]
    found = verdict(gap, scale)
    return ReviewRow(move, seat, str(played), str(best.action), found.label, gap.win, gap.win_low, gap.win_high,
                     gap.margin, reason(observation, seat, mine.action, best.action, told), observation,
                     tuple(values), tuple(told), gap.margin_low, gap.margin_high, as_well(gap), did_better(gap),
                     found.measure, scale, better_in(gap), look.settled, tied=tied, looks=look.seeds)
