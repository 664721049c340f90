"""The Lauzait Cep! coach: every legal action valued by playouts of sampled positions.

The shared machinery (common random numbers, intervals, labels, the review) is
:mod:`engines.coach`; this module gives what is particular to Lauzait Cep!.

**What a seat knows, and how** :func:`sample` **fills in the rest.** The observation
shows the board (every piece on it, the discard of a hire in progress), the seat's own
concealed pieces, everyone's revealed departments with their bonuses, how many
concealed pieces every other seat holds, how many pieces lie face down, the luminous
piece (variant), the scores, the season, the day, the phase and the vote. The pieces
the seat has not seen are exactly the box (LC-9's 68, 60 or 58) less all of those. A
sample deals them out uniformly (one shuffle of ``rng``): each other seat receives as
many as it holds concealed, and the rest lie face down. Within a season a face-down
piece never comes back (LC-9), so this is the only split that matters; nothing the
observation shows makes one split likelier than another, since the seat's own legal
actions depend only on its own pieces, the board and the phase, and nobody learns
whether another seat could have declared (LC-11). The state's random generator (the
sticks, LC-4, and the deals of later seasons) is drawn from ``rng`` too.

What it leaves out, and why:

* **The season's public history.** At the table a player has seen every hire (which
  piece each seat discarded and which it took) and every form and dissolve, so it knows
  some pieces that are still in other hands: a piece a seat took and has not discarded
  since, the pieces of a department it dissolved back into its hand. The observation
  carries no log (``State.observation`` reads none), and the coach takes only the
  observation, so these pieces are dealt like any other unseen piece. Using them would
  need the season's public log in the observation; until then the samples know less
  than an attentive player, never more.
* **What other seats' choices suggest** (a seat that keeps passing over a W5 probably
  does not need it): the bots that played them are not modelled; every split is equally
  likely, as the brief asks.

Lauzait Cep! has no simultaneous step: a day belongs to one seat, and a vote on ending
the game (LC-10) is answered one seat at a time, in public; so nothing chosen in secret
by another seat is left to draw.

A sample loads as a what-if position (``State.position_from_json``), which checks it as
the engine checks every saved position; its log is empty (the observation carries none,
and a position set up by hand starts its log after the deal). It cannot be a game
record (``from_json``): a record replays from a real deal of season 1, and a mid-game
sample has none. The sample of a finished game is refused: nothing is left to decide.

**How far a playout goes.** Whole games do not fit the time budget with four players (a
ChancellorBot game takes about 20 ms with two players and 60 ms with four, on this
machine, a decision has about 13 legal actions, and 16 samples of a four-player decision
took 10 to 20 s of a busy machine), and they are noisy in a way that
hurts the coach most: every season after the current one is a fresh deal from the
state's one random generator, so two actions that throw the sticks a different number
of times meet different later deals, and the common random numbers stop helping. So,
except in the last season, a playout goes to **the end of the current season** only: it
stops once the season is scored, before anyone acts in the next one
(:func:`play_season_out`, the shared evaluate's ``finish``). Its value is then:

* the margin: the seat's score minus the best other score when the season is over;
* the win share: an *estimate*, the chance of winning the game from that margin with the
  seasons still to play, by the logistic curve of :data:`WIN_ESTIMATE`, fitted on
  ChancellorBot games (:func:`fit_win_estimate`, seeds and sizes there). The estimate
  knows only the margin and the seasons left, not the next deal or the catch-up rule's
  start seat (LC-9); it says how much a point matters for winning while seasons remain,
  and points matter less then: after season 1 of 2, 4 points ahead win about 64 games in 100.

In the last season the playout goes to the game's end and both figures are exact. A
playout whose game ends for real inside the current season (everyone accepts a proposal
to end, LC-10, the evaluated action included) keeps its real result too.

**Rollout bots** (:func:`rollout_bots`): the strongest bot, :class:`~.bots.ChancellorBot`,
in every seat. It has no cost setting to lower and is fast (about 0.4 ms a decision), so
it plays as it does at the table.

**A dissolve or a proposal to end in the review** (:func:`review_evaluate`). After a dissolve the same seat
chooses again the same day (LC-6): it may form the same pieces again and discard as it would have. The rollout
bot in its seat does not, so a playout charged a harmless dissolve with the bot's later choices, which the
review also rates in rows of their own: the loss counted twice. The review therefore plays a dissolve on with
the coach's way on (:func:`way_on`): the best of every form-then-discard or discard open to the seat that day
(:func:`ways_on`), chosen once by its mean on :data:`WAY_BUDGET` sampled deals of its own, then played, sample
by sample, on the same deals and bot seeds as the other actions. Going on only one step (a form, then the bot's
discard) would still charge the dissolve with the bot's discard. A proposal to end is played the same way: in
each sample the others vote as their rollout bots do there (LC-10); if all accept, the game ends; if one
declines, the day is as it was, and the seat goes on with the coach's choice there (:func:`way_on` again, each
choice valued as the review values it, so a proposal is neither charged nor credited with a way on other than
its rivals'). Every other action keeps :func:`evaluate`'s figures; :class:`CoachBot` plays by :func:`evaluate` alone.

**Budgets.** A sample costs about a millisecond; a playout to the season's end several
milliseconds with two players and a few tens with four, on one core of CPython.

* ``BUDGET`` = 16 samples for :func:`evaluate`: one to two seconds of one core for a
  decision early in a season.
* ``REVIEW_BUDGET`` = 8 for :func:`review` (and as many again, on fresh deals, for each
  choice that was not the coach's): about a second for the first row and well under a minute
  for a whole seat's review of a ChancellorBot-paced game, on an idle core.
* ``CoachBot.BUDGET`` = 4, so that a game against bots takes seconds.

**Where the coach is weak, and why.** It never cheats, but it knows less than a player:
the samples deal the other seats uniformly, while at a real table a hand that has been
played for days was built towards departments on purpose, and every hire showed which
piece its seat took. Late in a season the samples' opponents are therefore weaker than
the real ones, and the coach underrates their threat to declare first. A review's time
grows with the seat's number of choices: a game of long seasons takes minutes.
"""

from __future__ import annotations

import json
import random
import time
import zlib
from functools import lru_cache, partial
from typing import Callable, Iterator, Optional, Sequence

from .. import coach as shared
from .actions import DECLINE, PROPOSE, Dissolve, Form, ProposeEnd, parse_action
from .bots import ChancellorBot
from ..ideas import deals_at
from ..reason_facts import Reason
from .endings import REASON_DEALS, seasons_end
from .jokers import FreesJoker, frees_joker  # noqa: F401 - the coach's facts
from ..watching import Playout
from .reasons import (BanksMore, Chosen, DeclaresFirst, DeclaresMore, Finishes, Instead, Nears,  # noqa: F401 - facts
                      WayOn, declaration_value, effect, reason, way_on_effect)
from .playouts import MOST_STEPS, play_season_out, rollout_bots  # noqa: F401
from .rules import DAY, VOTE, bonus_of
from .sampling import sample, unseen_pieces  # noqa: F401
from .state import State
from .win_estimate import WIN_ESTIMATE, fit_win_estimate, logistic_fit, win_estimate  # noqa: F401

BUDGET = 16
"""Samples per decision for :func:`evaluate` (each sample plays every legal action once)."""
ROUND_SPREAD: dict[int, float] = {2: 6.42, 3: 8.23, 4: 7.97}
"""A typical season's spread of scores by player count, the points scale of the review's labels
(:func:`engines.coach.point_scale`; ``benchmarks/coach_common.measured_spread``, tests/test_point_scales.py)."""
UNIT = "points"  # what the scores are counted in, as a review names them
PERIOD = "season"  # what a spread of scores is taken over (LC-9): a season, not a round of days

REVIEW_BUDGET = 8
"""Samples per decision for :func:`review`."""


def evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
             progress: Optional[shared.Progress] = None, seed: int = 0, stop: Optional[Callable[[], bool]] = None,
             actions: Optional[Sequence] = None, workers: int = 1) -> list[shared.Evaluation]:
    """Every legal action of ``seat`` valued over ``budget`` sampled positions, best first.

    Each playout goes to the end of the current season (:func:`play_season_out`: in the last
    season, to the end of the game); the rest is :func:`engines.coach.evaluate` (common
    random numbers, 95% intervals, ``workers`` processes with the same figures as one).
    """
    shared.check_observation(observation, seat, "lauzait_cep")
    return shared.evaluate(sample, rollout_bots, observation, seat, budget, time_limit=time_limit, progress=progress,
                           seed=seed, stop=stop, actions=actions, finish=season_finish(observation), workers=workers)


def season_finish(observation: dict) -> shared.Finish:
    """How :func:`evaluate` plays a sample on: :func:`play_season_out` to the end of the observation's season."""
    return partial(play_season_out, last_season=observation["season"])


# ----- a dissolve or a proposal to end, in the review: valued with the best way on after it ----------
WAY_BUDGET = REVIEW_BUDGET
"""Sampled deals on which :func:`way_on` chooses how a seat goes on after a dissolve or a declined proposal: as
many as a review's first look uses to choose the coach's move. The choice costs about WAY_BUDGET playouts for
each of the ways on (often 50 to 70 after a dissolve, as many as the choices after a proposal), once per position
and action: a second or two of one core in the last season."""
WAY_SEED = 7_340_033
"""Where the seeds of :func:`way_on`'s samples start (a checksum of the position and the action is added):
apart from the seeds a review or a practice try gives :func:`review_evaluate`, so the way on is chosen on
samples of its own."""


def _played(observation: dict, seat: int, actions: Sequence) -> State:
    """A sample of ``observation`` with ``seat``'s ``actions`` played on it, in order, a proposal to end declined
    by the first seat to answer (LC-10). What ``seat`` sees of it is the same whatever the sample: a dissolve or
    a form moves only the seat's own pieces, and a declined proposal leaves the day as it was, but for the
    proposal itself (once a season)."""
    state = sample(observation, seat, random.Random(0))
    for action in actions:
        state.apply(seat, action)
        if state.phase == VOTE:
            state.apply(state.voter(), DECLINE)
    return state


def ways_on(state: State, seat: int) -> list[tuple]:
    """Every way ``seat`` can go on in ``state``'s day up to the hire's discard (LC-6): a discard, or a form and
    then a discard; a form that leaves no discard to choose (the third department, G1) ends its way.

    Forms of the same pieces for the same bonus, their jokers stated apart, are one way (the first in the
    engine's order): nothing after them tells them apart, since a dissolve pays back the bonus and a
    declaration states the jokers afresh at their best (LC-5, LC-T2)."""
    ways: list[tuple] = []
    alike: set[tuple] = set()
    for action in state.legal_actions(seat):
        if isinstance(action, Form):
            same = (tuple(sorted(p.code for p in action.pieces)), _bonus_of(action))
            if same in alike:
                continue
            alike.add(same)
            after = state.clone()
            after.apply(seat, action)
            if after.phase == DAY and after.to_act() == [seat]:
                ways += [(action, *rest) for rest in ways_on(after, seat)]
                continue
        ways.append((action,))
    return ways


def _bonus_of(form: Form) -> int:
    """The bonus ``form`` earns (LC-5)."""
    return bonus_of([p.value for p in form.pieces], sum(p.is_joker for p in form.pieces))


def way_on(observation: dict, seat: int, action) -> tuple:
    """The way on that the coach would take after ``action``, the best by its mean over :data:`WAY_BUDGET` sampled
    deals of its own (every way on the same deals and bot seeds), the first in the engine's order on a tie:

    * after a dissolve, one of :func:`ways_on`;
    * after a proposal to end that the others decline (LC-10), the day is as it was: one of the seat's choices
      there, as the review values them, a dissolve with its own way on and any other choice as it is (the rollout
      bot goes on after it, as it does in that choice's own figures). Its figures then differ from those of the
      choice it goes on with only where the vote does (or where the seat, having proposed, may not propose again
      this season): a proposal neither gains nor loses by a better way on than its rivals are valued with.

    It depends on the position and the action alone, so a review's first and second looks and a practice try all
    value the action with the same way on (it is remembered)."""
    return _way_on(json.dumps(observation, sort_keys=True), seat, str(action))


@lru_cache(maxsize=256)
def _way_on(observation_text: str, seat: int, action: str) -> tuple:
    """:func:`way_on` of an observation given as JSON text."""
    observation = json.loads(observation_text)
    start = _played(observation, seat, [action])
    seed = WAY_SEED + zlib.crc32(f"{observation_text}|{action}".encode())
    if action == str(PROPOSE):  # declined: the day as it was, the seat's choices as the review values them
        ways = [(a, *way_on(observation, seat, a)) if isinstance(a, Dissolve) else (a,)
                for a in start.legal_actions(seat)]
    else:
        ways = ways_on(start, seat)
    by_start: dict[tuple, list] = {}
    for way in ways:
        by_start.setdefault(way[:-1], []).append(way[-1])
    best, best_key = None, None
    for first, lasts in by_start.items():
        state = start.clone()
        for step in first:
            state.apply(seat, step)
        values = {str(e.action): e for e in evaluate(state.observation(seat), seat, WAY_BUDGET, seed=seed,
                                                     actions=lasts)}
        for last in lasts:
            if best_key is None or values[str(last)].key > best_key:
                best, best_key = (*first, last), values[str(last)].key
    return best


def _goes_on(action) -> bool:
    """Whether the review values ``action`` with the way on after it: a dissolve, or a proposal to end."""
    return isinstance(action, (Dissolve, ProposeEnd))


def play_way_on(state: State, seat: int, seed: int, way: tuple[str, ...], season: int) -> tuple[float, float]:
    """Play ``state`` on after a dissolve or a proposal to end: a proposal's vote as the others' rollout bots
    (seeded ``seed``) answer it (LC-10), then, unless the game ended by agreement, ``seat``'s ``way`` on, then the
    rollout bots to the end of ``season`` (:func:`play_season_out`); ``seat``'s ``(margin, win)``."""
    voters = rollout_bots(state.players, seed)
    while state.phase == VOTE:
        voter = state.voter()
        state.apply(voter, voters[voter].choose(state.observation(voter), state.legal_actions(voter)))
    if not state.is_over():
        for step in way:
            state.apply(seat, step)
    return play_season_out(state, seat, seed, season)


def _valued_by_way_on(observation: dict, seat: int, value: shared.Evaluation, seed: int,
                      workers: int = 1) -> shared.Evaluation:
    """``value``'s action valued with :func:`way_on` on the very samples ``value`` was played on (the same
    ``seed`` and number of playouts, so the same sampled deals and bot seeds): on each deal the action, then a
    proposal's vote as the others' rollout bots answer it in that deal (LC-10), then, unless the game ended
    by agreement, the way on, then the rollout bots to the season's end as for every action."""
    (again,) = shared.evaluate(sample, rollout_bots, observation, seat, value.playouts, seed=seed,
                               actions=[value.action], finish=way_on_finish(observation, seat, value.action),
                               workers=workers)
    return again


def way_on_finish(observation: dict, seat: int, action) -> shared.Finish:
    """How :func:`review_evaluate` plays a sample on after a dissolve or a proposal to end: :func:`play_way_on`
    with :func:`way_on`."""
    way = tuple(str(step) for step in way_on(observation, seat, action))
    return partial(play_way_on, way=way, season=observation["season"])


def review_playout(observation: dict, seat: int, action) -> Playout:
    """How :func:`review_evaluate` plays a sampled deal on after ``action`` (:mod:`engines.watching` plays an
    imagined game again with it): with the way on after a dissolve or a proposal, else to the season's end."""
    if _goes_on(parse_action(action) if isinstance(action, str) else action):
        return Playout(sample, rollout_bots, way_on_finish(observation, seat, action))
    return Playout(sample, rollout_bots, season_finish(observation))


def review_evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
                    progress: Optional[shared.Progress] = None, seed: int = 0,
                    stop: Optional[Callable[[], bool]] = None,
                    actions: Optional[Sequence] = None, workers: int = 1) -> list[shared.Evaluation]:
    """:func:`evaluate` for the review, with each dissolve and proposal to end valued with the best way on after
    it, best first (a proposal after the choice it ties with: then proposing gained nothing).

    A dissolve leaves the same seat to choose again the same day (LC-6): it may form the same pieces again
    and discard as it would have. A declined proposal leaves the day as it was (LC-10). Played on by the rollout
    bot, which does not form the same pieces again, or makes its own choice where the coach's was better, a
    harmless dissolve or proposal would carry the cost of the choices after it, which the review rates in rows
    of their own (or which it values otherwise as rival choices): the loss would count twice. So their outcomes
    are, sample by sample, those of the action, the others' vote on a proposal as their bots answer it in that
    sample, and unless everyone accepted :func:`way_on`, on the same sampled deals and bot seeds as the other
    actions, so they stay paired. The way on is chosen on deals of its own, not on these: chosen on these, the
    best of some 60 ways would be flattered by their noise (the winner's curse), the action's figures with it,
    and the paired intervals would be too kind to it; chosen apart, they are the honest figures of one fixed way
    on. Every other action's figures are :func:`evaluate`'s for the same seed, unchanged. ``time_limit``,
    ``progress`` and ``stop`` govern the first part only; these actions' playouts (as many as the others got)
    and the choice of their way on (:data:`WAY_BUDGET` deals for each way on, once per position) come on top.
    ``workers`` processes share the playouts (the same figures as one); the way on is chosen in this one.
    """
    values = evaluate(observation, seat, budget, time_limit=time_limit, progress=progress, seed=seed, stop=stop,
                      actions=actions, workers=workers)
    if not any(_goes_on(e.action) for e in values):
        return values
    valued = [_valued_by_way_on(observation, seat, e, seed, workers) if _goes_on(e.action) else e for e in values]
    return sorted(valued, key=lambda e: (e.key, not isinstance(e.action, ProposeEnd)), reverse=True)


# ----- the review's facts for a dissolve or a proposal (its way on is the coach's) --------------------
def review_effect(observation: dict, action):
    """What ``action`` does (:func:`effect`), and for a dissolve or a proposal to end the way on it is valued
    with in a review (:func:`way_on`), each step seen from where it is played (:func:`way_on_effect`)."""
    if not _goes_on(action):
        return effect(observation, action)
    seat, done, way = observation["seat"], [action], []
    for step in way_on(observation, seat, action):
        way.append((_played(observation, seat, done).observation(seat), step))
        done.append(step)
    dissolves = isinstance(action, Dissolve)
    before = [str(a) for a in _played(observation, seat, []).legal_actions(seat)] if dissolves else []
    return way_on_effect(observation, action, way, before)


def review_reason(observation: dict, seat: int, played, best, evaluations: Sequence[shared.Evaluation],
                  deals: int = REASON_DEALS):
    """:func:`reason` for :func:`review_evaluate`'s figures: a dissolve's and a proposal's are those of the way
    on after it, and its facts say which (:func:`review_effect`). Where no fact of the position tells the moves
    apart (only an imagined game to watch, or each move's effect restated), how the imagined seasons end after
    each move does, where one pull is clear (:func:`engines.lauzait_cep.endings.seasons_end`); so does a richer
    government's pattern where the fact is a department finished (:class:`Finishes`), and any pull but the bonuses
    where it is a department within a piece (:class:`Nears`). ``deals``: how many
    imagined deals it plays after each move (a review scales them with its budget, :func:`engines.ideas.deals_at`)."""
    found = reason(observation, seat, played, best, evaluations, effects=review_effect)
    if found.agrees or found.level:
        return found
    first = found.facts[0] if found.facts else None
    if isinstance(first, (Finishes, Nears)):  # a department finished or in reach, unless a richer government is the
        # pull: then its pattern is the why (Well-Balanced, not W6 W6 J=W6's bonus); for a department only in reach,
        # unless any pull but the bonuses is
        ends = seasons_end(observation, seat, played, best, deals)
        pattern = isinstance(ends, DeclaresMore) and ends.pattern
        other = isinstance(first, Nears) and ends is not None and not isinstance(ends, BanksMore)
        return Reason(played, best, (ends,), found.watch) if pattern or other else found
    freed = frees_joker(first.best, first.played) if isinstance(first, Instead) else None
    if freed is not None:  # the joker back in hand: what the dissolve is for
        return Reason(played, best, (freed, *found.facts), found.watch)
    if not _restates(found):
        return found
    ends = seasons_end(observation, seat, played, best, deals)
    if ends is None or isinstance(ends, (BanksMore, DeclaresFirst)) and found.facts and found.facts[0].no_form:
        return found  # a day's form skipped (LC-6) says in pieces what an average of bonuses banked, or of first
        # declarations, does not ("you declare first in 61 imagined games in 100" gave no why)
    return Reason(played, best, (ends,), found.watch)


def _restates(found: Reason) -> bool:
    """Whether a reason has no fact of the position: only a watch, or each move's effect said again (an
    :class:`Instead` of two moves without a way on; "no form this day", LC-6, only says the discard again)."""
    if not found.facts:
        return True
    fact = found.facts[0]
    return (len(found.facts) == 1 and isinstance(fact, Instead)
            and not isinstance(fact.best, WayOn) and not isinstance(fact.played, WayOn))


# ----- the coach as a player, and the review ---------------------------------------------------
class CoachBot(shared.CoachBot):
    """Plays the top of a race (:func:`engines.race.race`) from ``BUDGET`` sampled deals a decision, but
    only when fresh playouts show it beats the ChancellorBot's own choice: otherwise it plays
    that choice.

    A handful of samples cannot tell most actions apart, and the best of a dozen noisy values
    is often best by luck (the winner's curse). So the coach plays the best-valued action and
    the ChancellorBot's again on fresh samples (:attr:`CONFIRM`), and keeps the ChancellorBot's
    choice unless, on those, the other gains more than one standard error of win share, paired
    playout by playout (:attr:`GATE`). ``time_limit`` bounds the whole choice, the fresh look
    included. The rollout bots are ChancellorBots, the opponents' own bot, so the fresh look
    values both choices against the play they will meet.

    With the plain best value instead, the coach lost to ChancellorBots with two players: with
    so few samples it mostly played noise.
    """

    SAMPLE = staticmethod(sample)
    BOTS = staticmethod(rollout_bots)
    BUDGET = 4
    GATE = 1.0
    """Leave the ChancellorBot's choice for a paired gain in win share of more than one standard error."""
    CONFIRM = 4
    """Settle between the top action and the ChancellorBot's on four times the budget of fresh samples.
    Why these two: the Coach set so won 69.0% (95% interval 64.3% to 73.3%) of 400 two-player games
    against Standard bots, where with the shared defaults (no fresh look, a 95% gate) it had won 54.2%
    (49.4% to 59.1%) of the same 400 deals (``benchmarks/tournament_coach.py``, seed 20261124; the
    tables are in ``widgets/results/coach_tournament.json``)."""

    def __init__(self, seed: Optional[int] = None, budget: Optional[int] = None,
                 time_limit: Optional[float] = None) -> None:
        """A coach bot playing ``budget`` sampled deals at each real choice."""
        super().__init__(seed, budget, time_limit)
        self.default = ChancellorBot(self.rng.getrandbits(32))

    def choose(self, observation: dict, legal_actions: Sequence):
        """The best-valued legal action (the only one, when there is one)."""
        return self.choose_with_reason(observation, legal_actions)[0]

    def choose_with_reason(self, observation: dict, legal_actions: Sequence):
        """The chosen legal action and a sentence saying why, with the figures that decided (the fresh
        look's, when there was one)."""
        legal = list(legal_actions)
        if not legal:
            raise ValueError("There is no legal action to choose from.")
        default = self.default.choose(observation, legal)
        if len(legal) == 1:
            return legal[0], Reason(legal[0], legal[0], (Chosen(effect(observation, legal[0])),))
        seat = observation["seat"]
        started = time.perf_counter()
        values = list(shared.race(evaluate, observation, seat, self.budget, self.rng.getrandbits(32),
                                  spend=self.SPEND, time_limit=self.time_limit).evaluations)
        usual = next(e for e in values if str(e.action) == str(default))
        looked: list[shared.Evaluation] = []

        def again(acts: list, n: int, fresh: int) -> list[shared.Evaluation]:
            """The fresh look at two actions, within what is left of the choice's time limit."""
            looked[:] = evaluate(observation, seat, n, time_limit=self.time_left(started), seed=fresh, actions=acts)
            return looked

        chosen = self.prefer(values, usual, again)
        shown = looked or values
        if chosen is not usual:
            action = next(a for a in legal if str(a) == str(chosen.action))
            return action, reason(observation, seat, default, action, shown)
        return default, reason(observation, seat, default, default, shown)


def review(state: State, seat: int, budget: int = REVIEW_BUDGET, *, progress: Optional[shared.Progress] = None,
           stop: Optional[Callable[[], bool]] = None, seed: int = 0,
           time_limit: Optional[float] = None, workers: int = 1) -> Iterator[shared.ReviewRow]:
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time
    (:func:`engines.coach.review` with this game's :func:`review_evaluate` and :func:`review_reason`:
    :func:`evaluate` and :func:`reason`, but a dissolve or a proposal to end valued with the best way on after it; a
    choice that was not the coach's is valued again on fresh samples)."""
    shared.check_review(state, seat, State, budget)
    reason = partial(review_reason, deals=deals_at(REASON_DEALS, budget, REVIEW_BUDGET))
    return shared.review(state, seat, review_evaluate, reason, budget, progress=progress, stop=stop, seed=seed,
                         scale=shared.point_scale(ROUND_SPREAD, state.players, UNIT, period=PERIOD),
                         time_limit=time_limit, workers=workers, candidates=review_candidates)


def review_candidates(observation: dict, legal: Sequence, played: str) -> Optional[list]:
    """The moves a review's coach chooses among: every legal move but a proposal to end the game while another seat
    has more points (LC-10), which hands that seat the win: a resignation, which no review offers as the better move
    (a reader, told to propose where no imagined game was won either way, took conceding for the lesson).
    The move played stays among them; None where nothing is left out."""
    scores, seat = observation["scores"], observation["seat"]
    if max(scores) <= scores[seat]:
        return None
    kept = [a for a in legal if not isinstance(a, ProposeEnd) or str(a) == played]
    return None if len(kept) == len(legal) else kept
