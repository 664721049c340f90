"""The Meow Oracle coach: what one seat knows, filled in, and every choice valued by playouts.

The shared part (playouts, common random numbers, intervals, labels, the review walk)
is :mod:`engines.coach`; this module gives what is Meow Oracle's own.

What a seat knows, and what :func:`sample` deduces from its observation
------------------------------------------------------------------------
Meow Oracle hides almost nothing. Nobody, the owner included, may look at a face-down
card (MO-6), so every seat sees the same table: every face-up card of every Area, the
empty squares, how many face-down cards lie on each Area and beside it, the cards
turned up this turn and the cards waiting to be placed, the scores, winner points and
final Areas of finished rounds. From that the sample rebuilds, exactly:

* every Area, square by square, and the cards beside it;
* whose turn it is, the phase, the turn number and how many cards are turned up now
  (MO-5; when the game is over, the active player is the last one, found by counting
  the turns from the round's start player);
* the cards *not seen this round* (MO-7: each round starts from the whole deck): the
  36 cards minus every face-up card, every turned-up card and every card waiting to
  be placed. They are exactly the cards that may still be turned up; which ones sit
  out is unknown to everybody;
* the finished rounds: their final Areas, scores and winner points (these also check
  the observation: :func:`sample` refuses one no game could reach, with ``InvalidInput``).

What it draws with ``rng`` (uniformly, since nobody knows more)
----------------------------------------------------------------
* The face-down cards. The engine decides a face-down card only when it is turned up
  (MO-6); the sample deals them ahead instead: a uniformly random ordered choice of the
  unseen cards, as many as there are face-down cards on and beside all the Areas (the
  cards left to turn up this round), becomes the ``stacked`` cards that the next
  turn-ups show, in that order. Drawing each turn-up uniformly from the unseen cards
  (the engine's way) and dealing a random order of them first are the same game (the
  engine's own docstring says so), and the dealt cards make the hidden part something
  a test can read. The rest of the unseen cards sit out the round.
* The random generator of everything after this round (round 2's cards), seeded from ``rng``.
* Who started round 1, in round 2. The observation names round 2's start player and the
  round-1 totals but not who started round 1; the sample draws it uniformly among the
  seats from which MO-7's tie order gives that round-2 start. Nothing in play depends on it.

What it leaves out, and why
---------------------------
* *Where* a card was turned up from, and the order of this round's moves: the
  observation does not carry the log, and nothing left in the game depends on them.
  So the sample's log is a summary, made of the lines the observation itself states:
  each round's deal, the finished rounds' scores and winner points, round 2's start
  player and the winners; the moves of the rounds are not rebuilt. Play never reads the log.
* There are no private cards to deduce from: no seat holds anything the others do not see.
* There are no simultaneous steps: one seat acts at a time (MO-5), so no hidden choice
  of another seat is drawn.

A sample loads as a what-if position (``State.position_from_json(s.to_position_json())``
gives it back, equal); it cannot load as a game record (``from_json``), since a record
replays its moves from the real deal, which the seat never saw.

Playouts and figures
--------------------
The playouts are played by the game's strongest bot,
:class:`~engines.meow_oracle.bots.GreedyBot`, in every seat (it remembers the ratings of
the Areas it has already rated). A value's *margin* is in
winner points (MO-4: the seat's final winner points minus the best other seat's); its
*win share* counts a shared win (MO-8) as a share. A review measures points more finely
(:func:`review_evaluate`): its margin is in *round points*, the seat's round total minus the
average of its neighbours' totals in the round the choice is made (:func:`neighbour_margin`),
the comparisons winner points are counted from, before they are rounded to whole steps.

Where a card is turned up from changes nothing (MO-6: nobody knows any face-down card,
every square that is not face up takes a card the same way, and the sample's next cards
come in the same order from whichever place), so :func:`evaluate` plays one turn-up
and gives every turn-up its figures, and :class:`CoachBot` turns up the first card
offered, as the greedy bot does; the tests check on playouts that every turn-up scores the same.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from functools import partial
from typing import Any, Callable, Iterator, Optional, Sequence

from .. import coach as shared
from .actions import TurnUp
from .bots import GreedyBot
from .bots import observed_cells  # noqa: F401
from ..ideas import deals_at
from ..reason_facts import Reason
from .endings import REASON_DEALS, rounds_end
from ..watching import Playout
from .reasons import (Chosen, FaceDown, LeavesRoom, LinesScoreMore, RunScoresMore, climbs_before,  # noqa: F401
                      placing_facts, reason, run_room)
from .reasons import review_reason as position_reason
from .rules import TURN
from .state import State
from .playouts import (RolloutBot, finish, finish_round, neighbour_margin, rollout_bots,  # noqa: F401
                       round_finish, round_spreads, sample)

__all__ = ["BUDGET", "REVIEW_BUDGET", "CoachBot", "RolloutBot", "evaluate", "neighbour_margin", "reason", "review",
           "review_evaluate", "review_playout", "review_reason", "rollout_bots", "round_spreads", "sample"]

BUDGET = 24
"""Default playouts per action for :func:`evaluate`: a typical choice (6 to 9 actions) plays 150 to
220 games, about half a second of CPython, and the first row of a review comes within 2 s."""
ROUND_SPREAD: dict[int, float] = {2: 2.5, 3: 3.95, 4: 4.35}
"""A typical round's spread of round totals by player count (the highest round total, Point 1 + Point 2, minus
the lowest, MO-2, MO-3), the points scale of the review's labels (:func:`engines.coach.point_scale`;
:func:`round_spreads` on the games of ``benchmarks/coach_common.measured_spread``, tests/test_point_scales.py)."""
UNIT = "marks"  # what the review's points are counted in, as a review names them (see SCALE_NOTE)
SCALE_NOTE = ("Marks: your round total minus your neighbours' average, in that round; "
              "winner points (MO-4) come from beating or tying each neighbour.")
"""What Meow Oracle's review weighs as points, in plain words (:attr:`engines.coach.PointScale.note`)."""


REVIEW_BUDGET = BUDGET
"""Default playouts per action for each decision of :func:`review` (a whole game's review of one
seat plays 30 to 40 decisions, the turn-ups cheaply: well within a minute)."""


# ----- evaluating ------------------------------------------------------------------------------------

def evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
             progress: Optional[shared.Progress] = None, seed: int = 0,
             stop: Optional[Callable[[], bool]] = None,
             actions: Optional[Sequence] = None, workers: int = 1) -> list[shared.Evaluation]:
    """Every legal action of ``seat`` (or only ``actions``) with its value over ``budget`` sampled playouts, best first.

    See :func:`engines.coach.evaluate`: the same sampled worlds and bot choices for every
    action, 95% intervals, ``time_limit`` in seconds, ``progress(done, total)`` and ``stop()``.
    When the seat is to turn up a card, the place it turns up from changes nothing (MO-6):
    one turn-up is played out and every turn-up gets its figures, in the order offered.
    ``actions`` restricts the work to some legal actions (the review's second look passes two).
    The margin is in winner points (see the module docstring); :func:`review_evaluate` gives round points.
    ``workers`` processes share the playouts, with the same figures as one.
    """
    return _evaluate(observation, seat, budget, finish, time_limit=time_limit, progress=progress, seed=seed,
                     stop=stop, actions=actions, workers=workers)


def review_evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
                    progress: Optional[shared.Progress] = None, seed: int = 0,
                    stop: Optional[Callable[[], bool]] = None,
                    actions: Optional[Sequence] = None, workers: int = 1) -> list[shared.Evaluation]:
    """:func:`evaluate` on the same playouts, with the review's margin: the round points of the round the choice is
    made in (:func:`neighbour_margin`, :data:`UNIT`), finer than winner points, which move in whole steps (MO-4)."""
    shared.check_observation(observation, seat, "meow_oracle")
    return _evaluate(observation, seat, budget, round_finish(observation["round"]), time_limit=time_limit,
                     progress=progress, seed=seed, stop=stop, actions=actions, workers=workers)


def review_playout(observation: dict, seat: int, action: Any) -> Playout:
    """How :func:`review_evaluate` plays a sampled game on after ``action``: :func:`finish` to the end, valued in
    the round points of the choice's round (:mod:`engines.watching` plays an imagined game again with it)."""
    return Playout(sample, rollout_bots, round_finish(observation["round"]))


def _evaluate(observation: dict, seat: int, budget: int, ending: shared.Finish, *, time_limit: Optional[float],
              progress: Optional[shared.Progress], seed: int, stop: Optional[Callable[[], bool]],
              actions: Optional[Sequence], workers: int = 1) -> list[shared.Evaluation]:
    """:func:`evaluate` with the playouts ended by ``ending``, in ``workers`` processes."""
    shared.check_observation(observation, seat, "meow_oracle")
    if observation.get("phase") == TURN and seat in observation.get("to_act", ()):
        legal = sample(observation, seat, random.Random(0)).legal_actions(seat)
        if actions is not None:
            legal = shared.asked_actions(legal, actions, seat)
        if len(legal) > 1:
            (one,) = shared.evaluate(sample, rollout_bots, observation, seat, budget, time_limit=time_limit,
                                     progress=progress, seed=seed, stop=stop, actions=legal[:1], finish=ending,
                                     workers=workers)
            return [replace(one, action=action) for action in legal]
    return shared.evaluate(sample, rollout_bots, observation, seat, budget, time_limit=time_limit,
                           progress=progress, seed=seed, stop=stop, actions=actions, finish=ending, workers=workers)


# ----- the review and the coach bot ------------------------------------------------------------------

def review_reason(observation: dict, seat: int, played: Any, best: Any,
                  evaluations: Sequence[shared.Evaluation],
                  deals: int = REASON_DEALS) -> Reason:
    """The review's reason (:func:`engines.meow_oracle.reasons.review_reason`); where no fact of the Areas tells
    the moves apart (only an imagined game to watch), how the imagined rounds end after each move does, where one
    pull is clear (:func:`engines.meow_oracle.endings.rounds_end`), and where that pull is the run, the squares each
    placement leaves to climb before its card, if the coach's leaves fewer (:func:`climbs_before`). ``deals``: how many imagined deals
    it plays after each move (a review scales them with its budget, :func:`engines.ideas.deals_at`)."""
    found = position_reason(observation, seat, played, best, evaluations)
    if found.level or found.agrees:
        return found
    room = found.facts[0] if len(found.facts) == 1 else None
    if isinstance(room, LeavesRoom) and room.run > room.played_run:  # "a run of up to 9 cards; yours, up to 8" said
        # nothing a reader could use: where too few unseen cards fit before the card played, that is the why
        climbs = climbs_before(observation, seat, played, best)
        if climbs is not None and climbs.played_fits < len(climbs.played_gap):
            return Reason(played, best, (climbs,), found.watch)
    if found.facts:
        return found
    ends = rounds_end(observation, seat, played, best, deals)
    if ends is None:
        return found
    climbs = None  # where the run is the pull: the squares to climb before the card, else the run's room
    if isinstance(ends, RunScoresMore):
        climbs = climbs_before(observation, seat, played, best) or run_room(observation, seat, played, best)
    elif isinstance(ends, LinesScoreMore):  # the lines: how many each placement leaves possible
        climbs = run_room(observation, seat, played, best, lines=True)
    if climbs is not None:  # a fact of the Area: its imagined game need not show it (a watch with the same
        return Reason(played, best, (climbs,))  # run both ways read against the reason), so none is offered
    return Reason(played, best, (ends,), found.watch)


def review(state: State, seat: int, budget: int = REVIEW_BUDGET, *, progress: Optional[shared.Progress] = None,
           stop: Optional[Callable[[], bool]] = None, seed: int = 0, workers: int = 1) -> Iterator[shared.ReviewRow]:
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time (see :func:`engines.coach.review`).

    Each decision is valued from the observation the seat had then, ``budget`` playouts per action, in games and
    in round points (:func:`review_evaluate`, :func:`review_reason`; the points scale :data:`ROUND_SPREAD`).
    """
    shared.check_review(state, seat, State, budget)
    reason = partial(review_reason, deals=deals_at(REASON_DEALS, budget, REVIEW_BUDGET))
    return shared.review(state, seat, review_evaluate, reason, budget, progress=progress, stop=stop, seed=seed,
                         scale=shared.point_scale(ROUND_SPREAD, state.players, UNIT, SCALE_NOTE), workers=workers)


class CoachBot(shared.CoachBot):
    """Plays the best-valued action over sampled playouts, deterministic for a seed.

    A race over every action at each real choice (:func:`engines.race.race`: ``budget`` playouts per action,
    then fresh ones for those still in contention; default :attr:`BUDGET`, smaller than
    the review's, so a game against it stays quick). With so few playouts the top value is
    often luck (the winner's curse), and the greedy bot's choice is usually close to the best;
    so the coach plays the best-valued action and the greedy bot's again on fresh samples
    (:attr:`CONFIRM`) and keeps the greedy bot's choice unless, on those, the other gains
    more than one standard error of win share, paired playout by playout (:attr:`GATE`).
    ``time_limit`` bounds the whole choice, the fresh look included (a look cut short to one sample
    keeps the greedy bot's choice). A turn-up is the first one offered: where a card is turned up
    from changes nothing (MO-6).
    """

    SAMPLE = staticmethod(sample)
    BOTS = staticmethod(rollout_bots)
    FINISH = staticmethod(finish)
    BUDGET = 8
    GATE = 1.0
    """Leave the greedy bot's choice for a paired gain in win share of more than one standard error."""
    CONFIRM = 4
    """Settle between the top action and the greedy bot's on four times the budget of fresh samples.
    Why these two: the Coach set so won 62.3% (95% interval 56.7% to 67.6%) of 300 two-player games
    against Standard bots, where with the shared defaults (no fresh look, a 95% gate) it had won 53.3%
    (47.0% to 59.5%) of 240 (``benchmarks/tournament_coach.py``, seed 20261124; the tables at these
    defaults are in ``widgets/results/coach_tournament.json``)."""
    DEFAULT = GreedyBot
    """The bot whose choice is kept unless the playouts show a better one (the greedy bot)."""

    def choose(self, observation: dict, legal_actions: Sequence) -> Any:
        """The best-valued legal action, or the greedy bot's unless the playouts show it is worse."""
        return self._choose(observation, legal_actions, with_reason=False)[0]

    def choose_with_reason(self, observation: dict, legal_actions: Sequence) -> tuple[Any, Reason]:
        """``(action, reason)``: the action :meth:`choose` plays and the facts of why (:mod:`.reasons`)."""
        return self._choose(observation, legal_actions, with_reason=True)

    def _choose(self, observation: dict, legal_actions: Sequence, with_reason: bool) -> tuple[Any, Any]:
        """The action and, when asked, the sentence."""
        legal = list(legal_actions)
        if not legal:
            raise ValueError("There is no legal action to choose from.")
        if legal[0].__class__ is TurnUp:
            return legal[0], Reason(legal[0], legal[0], (FaceDown(),))
        if len(legal) == 1:
            return legal[0], Reason(legal[0], legal[0], (Chosen(),))
        seat = observation["seat"]
        started = time.perf_counter()
        values = list(shared.race(evaluate, observation, seat, self.budget, self.rng.getrandbits(32),
                                  spend=self.SPEND, time_limit=self.time_limit).evaluations)
        by_text = {str(e.action): e for e in values}
        greedy = by_text[str(self.DEFAULT().choose(observation, legal))]

        looked: list[shared.Evaluation] = []

        def again(acts: list, n: int, fresh: int) -> list[shared.Evaluation]:
            """The fresh look at two actions, within what is left of the choice's time limit."""
            looked[:] = evaluate(observation, seat, n, time_limit=self.time_left(started), seed=fresh, actions=acts)
            return looked

        best = self.prefer(values, greedy, again)
        action = next(a for a in legal if str(a) == str(best.action))
        if not with_reason:
            return action, ""
        shown = looked or values  # the figures that decided: the fresh look's, when there was one
        top = values[0]
        if best is greedy and top is not greedy:  # the greedy bot's choice, kept: the other is not clearly better
            return action, reason(observation, seat, action, action, shown)
        other = greedy if best is not greedy else next((e for e in values if e is not best), best)
        return action, reason(observation, seat, other.action, best.action, shown)
