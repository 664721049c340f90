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
* :func:`review` walks a finished game and rates one seat's decisions: a first look picks
  the coach's choice, and :func:`second_look` values the seat's move against it on fresh
  samples, adding paired samples until the label is settled (:class:`Resolution`); :func:`rate`
  is that one verdict, which a practice session asks for a move the learner tries again;
* :class:`CoachBot` plays the best-valued action, like every other bot; a game's coach bot leaves
  its default bot's choice only as :meth:`CoachBot.prefer` allows (paired 95% intervals unless set otherwise).

Everything is deterministic for a seed and uses only the standard library.
"""

from __future__ import annotations

import inspect
import math
import random
import sys
import time
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Optional, Sequence

# The games call shared.check_observation and shared.check_review, which live with the other boundary checks.
from .boundary import asked_actions, check_budget, check_observation, check_review, quote  # noqa: F401
# The labels live in engines.labels; the games and the pages read them from here, as engines.coach.label.
from .labels import (BANDS, BOUNDS, LABEL_RULES, LABEL_SCALE, LABELS, POINT_LABELS, POINTS_SCALE, points_scale_words,  # noqa: F401
                     RANGE_RULE, REVIEW_LIMITS, SECOND_LOOK_RULES, review_limits, SYMBOLS, UNSURE, Difference, PointScale, Verdict, band,
                     as_well, bands, better_in, did_better, flagged, judge, label, point_scale, reach, scale_words,
                     settled, severity, verdict)

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054

#: How far the seeds of a review's second look at a choice lie from its first (batch ``k`` of
#: the second look is seeded ``(k + 1) * FRESH`` away from the first look).
FRESH = 1_000_003

#: The second look's first batch, as a multiple of the review budget (more follow until it is settled).
RECHECK = 4

#: Whether Python runs in a browser (Pyodide), where a playout is several times slower.
IN_BROWSER = sys.platform == "emscripten"

Sample = Callable[[dict, int, random.Random], Any]
Bots = Callable[[int, int], list]
Finish = Callable[[Any, int, int], tuple[float, float]]
Progress = Callable[[int, int], None]


#: Two-sided 95% quantiles of Student's t for 1 to 30 degrees of freedom; beyond, the normal one.
T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
       2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
       2.052, 2.048, 2.045, 2.042)


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean of ``values`` with its 95% interval (Student's t, so a few playouts give a wide one)."""
    n = len(values)
    if n == 0:
        raise ValueError("An average needs at least one value.")
    mean = sum(values) / n
    if n == 1:
        return mean, -math.inf, math.inf
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = (T95[n - 2] if n - 1 <= len(T95) else Z95) * math.sqrt(variance / n)
    return mean, mean - half, mean + half


@dataclass(frozen=True)
class Evaluation:
    """One legal action's value for a seat: final score margin and win share, with 95% intervals.

    ``margin`` is the seat's final score minus the best other score; ``win`` is the
    share of playouts the seat won (a shared win counts as a share). ``outcomes`` are
    the playouts, ``(margin, win)`` in sample order, for paired comparisons.
    """

    action: Any
    margin: float
    margin_low: float
    margin_high: float
    win: float
    win_low: float
    win_high: float
    playouts: int
    outcomes: tuple[tuple[float, float], ...] = field(repr=False, compare=False, default=())

    @property
    def key(self) -> tuple[float, float]:
        """What the coach maximises: the win share first, then the margin."""
        return (round(self.win, 9), self.margin)

    def __str__(self) -> str:
        return (f"{self.action}: wins {self.win:.0%} [{self.win_low:.0%}, {self.win_high:.0%}], "
                f"margin {self.margin:+.1f} [{self.margin_low:+.1f}, {self.margin_high:+.1f}] "
                f"over {self.playouts} playouts")


def round_spreads(state: Any, round_key: str) -> list[float]:
    """The spread of each round of ``state``'s finished game: the most points any seat gained in the round
    minus the fewest (the game is replayed from its record; a round is a value of ``observation[round_key]``,
    and a round where no seat scored is left out)."""
    spreads: list[float] = []
    start: Optional[list] = None
    at: Any = None
    for current, who, text in _replayed(state):
        if start is None:
            start, at = current.scores(), current.observation(0).get(round_key)
        current.apply(who, text)
        now = current.observation(0).get(round_key)
        if now != at or current.is_over():
            gained = [b - a for a, b in zip(start, current.scores())]
            if any(gained):
                spreads.append(float(max(gained) - min(gained)))
            start, at = current.scores(), now
    return spreads


def _evaluation(action: Any, outcomes: list[tuple[float, float]]) -> Evaluation:
    margin = mean_interval([m for m, _ in outcomes])
    win = mean_interval([w for _, w in outcomes])
    return Evaluation(action, *margin, win[0], max(0.0, win[1]), min(1.0, win[2]), len(outcomes), tuple(outcomes))


def outcome(state: Any, seat: int) -> tuple[float, float]:
    """A finished game's ``(margin, win share)`` for ``seat``."""
    scores = state.scores()
    others = [s for i, s in enumerate(scores) if i != seat]
    winners = state.winners()
    return float(scores[seat] - max(others)), (1.0 / len(winners) if seat in winners else 0.0)


def play_out(state: Any, bots: Sequence[Any], max_steps: int = 100_000) -> Any:
    """Play ``state`` to its end in place, each seat's bot choosing from that seat's observation.

    A forced move (the only legal action) is played without asking the bot.
    """
    for _ in range(max_steps):
        seats = state.to_act()
        if not seats:
            return state
        for seat in seats:
            if seat in state.to_act():
                legal = state.legal_actions(seat)
                choice = legal[0] if len(legal) == 1 else bots[seat].choose(state.observation(seat), legal)
                state.apply(seat, choice)
    raise RuntimeError(f"A playout did not end within {max_steps} steps.")


def _same_action(legal: Sequence[Any], action: Any) -> Any:
    text = str(action)
    for candidate in legal:
        if str(candidate) == text:
            return candidate
    raise ValueError(f"{quote(text)} is not legal in a sampled state: the sample does not match the observation.")


def evaluate(sample: Sample, bots: Bots, observation: dict, seat: int, budget: int = 64, *,
             time_limit: Optional[float] = None, progress: Optional[Progress] = None, seed: int = 0,
             stop: Optional[Callable[[], bool]] = None, actions: Optional[Sequence[Any]] = None,
             finish: Optional[Finish] = None) -> list[Evaluation]:
    """Every legal action of ``seat`` valued by ``budget`` sampled playouts, best first.

    Sample ``i`` is drawn from ``random.Random((seed, i))``-style seeds and the bots of
    its playouts are seeded from ``i`` too, so every action meets the same worlds and
    the same bot choices (common random numbers). ``time_limit`` (seconds) and
    ``stop()`` end the work early, always after a whole sample, and at least one sample
    is played. ``progress(done, total)`` is called after each sample.
    ``actions`` restricts the work to some legal actions (the review uses it for two).
    ``finish(state, seat, seed) -> (margin, win)`` replaces the default ending (``bots``
    playing every seat to the end through the engine) when a game has a faster honest way
    to play a sampled state out; it must use ``seed`` for all its choices.
    """
    check_budget(budget)
    started = time.perf_counter()
    base = random.Random(seed).getrandbits(48)
    players = 0
    results: dict[int, list[tuple[float, float]]] = {}
    candidates: list[Any] = []
    for i in range(budget):
        world = sample(observation, seat, random.Random(base * 1_000_003 + i))
        if not candidates:
            legal = world.legal_actions(seat)
            candidates = list(legal) if actions is None else asked_actions(legal, actions, seat)
            players = world.players
            results = {k: [] for k in range(len(candidates))}
        legal = world.legal_actions(seat)
        bot_seed = base * 7919 + i
        for k, action in enumerate(candidates):
            state = world.clone()
            state.apply(seat, _same_action(legal, action))
            if finish is not None:
                results[k].append(finish(state, seat, bot_seed))
            else:
                play_out(state, bots(players, bot_seed))
                results[k].append(outcome(state, seat))
        if progress is not None:
            progress(i + 1, budget)
        if (stop is not None and stop()) or (time_limit is not None and time.perf_counter() - started > time_limit):
            break
    values = [_evaluation(candidates[k], results[k]) for k in range(len(candidates))]
    return sorted(values, key=lambda e: e.key, reverse=True)


def win_gap_interval(gaps: Sequence[float]) -> tuple[float, float, float]:
    """Mean of paired win differences (each between -1 and 1) with a 95% interval that stays honest
    when few or no pairs differ: its half-width is at least that of the same values with one
    pair won each way added (so 48 equal pairs give about 6 in 100 either side, not zero), and
    it never leaves -1 to 1."""
    mean, low, high = mean_interval(gaps)
    if len(gaps) < 2:
        return mean, low, high
    padded = mean_interval(list(gaps) + [1.0, -1.0])
    half = max((high - low) / 2, (padded[2] - padded[1]) / 2)
    return mean, max(mean - half, -1.0), min(mean + half, 1.0)


def compare(best: Evaluation, other: Evaluation, *, padded: bool = False) -> Difference:
    """What ``other`` gives away against ``best`` (positive = worse), paired playout by playout.

    ``padded`` takes the win interval from :func:`win_gap_interval` (the review's second look
    does), so that a few equal pairs do not make a zero-wide interval.
    """
    n = min(len(best.outcomes), len(other.outcomes))
    if n == 0:
        raise ValueError("Both evaluations need their playouts to be compared.")
    wins = [best.outcomes[i][1] - other.outcomes[i][1] for i in range(n)]
    margins = [best.outcomes[i][0] - other.outcomes[i][0] for i in range(n)]
    return Difference(*(win_gap_interval(wins) if padded else mean_interval(wins)), *mean_interval(margins), n)


def clearly_better(best: Evaluation, usual: Evaluation) -> bool:
    """Whether ``best`` beats ``usual`` beyond the playouts' noise: paired, the 95% interval of the
    wins it gains lies above zero, or it gains no fewer wins and its interval of points lies above zero."""
    if best is usual or str(best.action) == str(usual.action):
        return False
    gap = compare(best, usual)
    return gap.win_low > 0 or (gap.win_low >= 0 and gap.margin_low > 0)


def gain_z(top: Evaluation, usual: Evaluation, measure: str = "win") -> float:
    """How many standard errors ``top`` gains over ``usual`` in ``measure`` ("win" or "margin"), paired playout
    by playout: the mean paired gain over its standard error (infinite when every pair gains the same, and gains)."""
    at = 1 if measure == "win" else 0
    n = min(len(top.outcomes), len(usual.outcomes))
    gains = [top.outcomes[i][at] - usual.outcomes[i][at] for i in range(n)]
    if n < 2:
        return 0.0
    mean = sum(gains) / n
    spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1) / n)
    if spread == 0:
        return math.inf if mean > 0 else 0.0
    return mean / spread


class CoachBot:
    """Plays the action with the best value over sampled playouts (deterministic for a seed).

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
        best = evaluate(type(self).SAMPLE, type(self).BOTS, observation, observation["seat"], self.budget,
                        time_limit=self.time_limit, seed=self.rng.getrandbits(32), finish=type(self).FINISH)[0]
        return _same_action(legal, best.action)

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
class Resolution:
    """How far a review's second look goes: batches of fresh paired samples, until it is settled.

    The first batch is ``first`` times the review budget; each later batch brings the total
    to ``growth`` times what it was. The look stops once the 95% interval of the win chance
    given away is at most ``target`` either side, or lies between two label boundaries
    (:data:`BOUNDS`), or ``cap`` times the budget has been played.
    """

    target: float = 0.03
    first: int = RECHECK
    growth: float = 1.5
    cap: int = 8 if IN_BROWSER else 32

    def __post_init__(self) -> None:
        """Refuse, in words, a resolution that could not end or could not start."""
        if not (self.target > 0 and type(self.first) is int and type(self.cap) is int
                and 1 <= self.first <= self.cap and self.growth > 1):
            raise ValueError("A resolution needs target > 0, growth > 1 and whole multiples "
                             f"1 <= first <= cap, not {self!r}.")


#: The resolution a review uses unless told otherwise (a smaller cap in the browser).
RESOLUTION = Resolution()


class SecondLookWarning(UserWarning):
    """A game's evaluate cannot value only some actions, so the second look values them all (slower)."""


@dataclass(frozen=True)
class Look:
    """A second look at two actions: each one's fresh evaluation and the paired difference."""

    best: Evaluation
    played: Evaluation
    difference: Difference
    batches: int
    settled: bool = True
    """Whether the intervals were settled (:func:`settled`) when the look stopped; False when its cap or
    ``stop()`` ended it first."""


def takes_actions(evaluate_one: Callable[..., Any]) -> bool:
    """Whether a game's evaluate can value only some actions (``actions=[...]``)."""
    return "actions" in inspect.signature(evaluate_one).parameters


def second_look(evaluate_one: Callable[..., list[Evaluation]], observation: dict, seat: int, best: Any,
                played: Any, budget: int, seed: int, *, resolution: Optional[Resolution] = None,
                stop: Optional[Callable[[], bool]] = None, scale: Optional[PointScale] = None,
                **extra: Any) -> Look:
    """Value ``best`` and ``played`` again on fresh samples only, batch after batch, until settled.

    Batch ``k`` is ``evaluate_one(observation, seat, n, seed=seed + (k + 1) * FRESH,
    actions=[best, played])``: both actions meet the same worlds within a batch (paired),
    every batch meets new ones, and the batch sizes and the stopping rule depend only on the
    outcomes, so the look is the same for a seed. When ``evaluate_one`` takes no ``actions``
    it values every action on the fresh samples and keeps the two (one batch, with a
    :class:`SecondLookWarning`). ``stop()`` ends it after a whole batch. With a game's ``scale`` the
    points given away must be settled too (:func:`settled`).
    """
    resolution = RESOLUTION if resolution is None else resolution
    pair = takes_actions(evaluate_one)
    if not pair:
        warnings.warn("This game's evaluate takes no actions=, so the second look values every action "
                      "on its fresh samples, one batch only.", SecondLookWarning, stacklevel=2)
    cap = budget * (resolution.cap if pair else resolution.first)
    mine: dict[str, list[tuple[float, float]]] = {str(best): [], str(played): []}
    total, size, batch = 0, budget * resolution.first, 0
    while True:
        size = max(1, min(size, cap - total))
        options = {"actions": [best, played]} if pair else {}
        values = evaluate_one(observation, seat, size, seed=seed + (batch + 1) * FRESH, **options, **extra)
        by_text = {str(e.action): e for e in values}
        for text, outcomes in mine.items():
            outcomes.extend(by_text[text].outcomes)
        total, batch = total + size, batch + 1
        fresh_best, fresh_played = _evaluation(best, mine[str(best)]), _evaluation(played, mine[str(played)])
        difference = compare(fresh_best, fresh_played, padded=True)
        done = settled(difference, resolution.target, scale)
        if done or total >= cap or (stop is not None and stop()):
            return Look(fresh_best, fresh_played, difference, batch, done)
        size = math.ceil(total * resolution.growth) - total


@dataclass(frozen=True)
class ReviewRow:
    """One decision of the reviewed seat: what was played, the coach's choice, and the verdict.

    The coach's choice comes from a first look at every action (``evaluations``). When the
    seat played something else, the label and the losses come from a second look on fresh
    samples (``fresh``: the two actions, the one that did better first); ``as_well`` says
    the seat's move did at least as well there on average, ``better`` that it did better beyond the
    noise (``better_in`` says whether in games or in points). When the seat played the coach's
    choice, the losses are zero. ``label`` names every band the loss's interval reaches
    (:func:`engines.labels.verdict`); ``low`` and ``high`` are those bands (indices of ``BANDS``).
    """

    move: int
    seat: int
    played: str
    best: str
    label: str
    win_loss: float
    win_loss_low: float
    win_loss_high: float
    points_loss: float
    reason: str
    observation: dict = field(repr=False, compare=False)
    evaluations: tuple = field(repr=False, compare=False, default=())
    fresh: tuple = field(repr=False, compare=False, default=())
    points_loss_low: float = 0.0
    points_loss_high: float = 0.0
    as_well: bool = False
    better: bool = False
    measure: str = "games"
    """Which loss set the label's bands: ``"games"`` (the win chance) or ``"points"`` (see :func:`verdict`)."""
    scale: Optional[PointScale] = field(default=None, compare=False)
    """The game's points scale the label was given with (None: games only)."""
    better_in: str = ""
    """``"games"`` or ``"points"`` when the seat's move did better beyond the noise there (:func:`better_in`)."""
    settled: bool = True
    """Whether the second look's intervals were settled when it stopped (False: its cap or Stop ended it first,
    and the label may name a range of bands)."""
    alike: bool = False
    """Whether the game's rules make the seat's move the coach's choice in play (so no playouts were asked)."""

    @property
    def agrees(self) -> bool:
        """Whether the seat played the coach's own choice."""
        return self.played == self.best

    @property
    def figures(self) -> tuple:
        """The evaluations the label was given on: the second look's, else the first look's."""
        return self.fresh or self.evaluations

    @property
    def difference(self) -> Difference:
        """The loss as a :class:`Difference` (zero when the seat played the coach's choice)."""
        playouts = self.fresh[0].playouts if self.fresh else 0
        return Difference(self.win_loss, self.win_loss_low, self.win_loss_high, self.points_loss,
                          self.points_loss_low, self.points_loss_high, playouts)

    @property
    def flagged(self) -> bool:
        """Whether the row flags a costly choice (even its mildest band is an inaccuracy or worse)."""
        return flagged(self.label)


def decisions(state: Any, seat: int) -> Iterator[tuple[int, Any, str]]:
    """``(move number, state before it, notation)`` for each move of ``seat`` that had a real choice.

    The game is replayed from its record, so the states are exactly those the seat met.
    """
    for number, (current, who, text) in enumerate(_replayed(state), 1):
        if who == seat and len(current.legal_actions(seat)) > 1:
            yield number, current.clone(), text
        current.apply(who, text)


def _replayed(state: Any) -> Iterator[tuple[Any, int, str]]:
    """``(state before the move, seat, notation)`` for each move of ``state``'s record, replayed from its start
    on one state (the caller applies each move to it before asking for the next)."""
    record = state.to_json()
    start = dict(record, moves=[])
    start.pop("scores", None)
    start.pop("over", None)
    current = type(state).position_from_json(start)
    for who, text in record["moves"]:
        yield current, who, text


def review(state: Any, seat: int, evaluate_one: Callable[..., list[Evaluation]],
           reason: Callable[[dict, int, Any, Any, list[Evaluation]], str], budget: int = 32, *,
           progress: Optional[Progress] = None, stop: Optional[Callable[[], bool]] = None,
           seed: int = 0, time_limit: Optional[float] = None,
           resolution: Optional[Resolution] = None, scale: Optional[PointScale] = None,
           alike: Optional[Callable[[Any, Any], bool]] = None) -> Iterator[ReviewRow]:
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time.

    ``evaluate_one(observation, seat, budget, seed=..., actions=...)`` is the game's
    evaluate; it sees only the observation the seat had then. A first look values every
    action on ``budget`` samples and picks the coach's choice. Those samples flatter the
    action they picked (the winner's curse), so when the seat played something else, the
    label and the losses come only from :func:`second_look` on fresh samples. The reason is
    given the second look's two evaluations, the one that did better first (so
    ``evaluations[0]`` names it), or the first look's when the seat played the coach's choice.
    ``progress(done, total)`` counts decisions. ``time_limit`` (seconds per evaluate call)
    keeps a page responsive on a slow machine, at the cost of repeatability. ``resolution``
    is :data:`RESOLUTION` unless given. ``scale`` (the game's :class:`PointScale` at this table size)
    weighs the points given away too (:func:`judge`); without it the games alone give the label. ``alike(a, b)``
    says, by the game's rules, that two actions are the same choice in play (see :func:`rate`).
    """
    resolution = RESOLUTION if resolution is None else resolution
    steps = list(decisions(state, seat))
    extra = {} if time_limit is None else {"time_limit": time_limit}
    for done, (number, before, played_text) in enumerate(steps):
        if stop is not None and stop():
            return
        observation = before.observation(seat)
        values = evaluate_one(observation, seat, budget, seed=seed + number, **extra)
        yield rate(observation, seat, values, played_text, evaluate_one, reason, budget, seed + number,
                   move=number, resolution=resolution, stop=stop, scale=scale, alike=alike, **extra)
        if progress is not None:
            progress(done + 1, len(steps))


def rate(observation: dict, seat: int, values: Sequence[Evaluation], played: Any,
         evaluate_one: Callable[..., list[Evaluation]], reason: Callable[..., str], budget: int, seed: int, *,
         move: int = 0, resolution: Optional[Resolution] = None, stop: Optional[Callable[[], bool]] = None,
         scale: Optional[PointScale] = None, alike: Optional[Callable[[Any, Any], bool]] = None,
         **extra: Any) -> ReviewRow:
    """The verdict on ``played`` at one decision, as a review row: "best" when it is the coach's choice
    (``values[0]``, a first look at every action) or ``alike`` it by the game's rules (no playout can tell them
    apart, so none is asked), else :func:`second_look` on fresh samples and :func:`verdict` on that look alone. A
    practice session asks the same for a move tried again."""
    best = values[0]
    mine = next((e for e in values if str(e.action) == str(played)), None)
    if mine is None:
        raise ValueError(f"{quote(played)} is not one of the choices the coach valued here.")
    if mine is best or (alike is not None and alike(mine.action, best.action)):
        return ReviewRow(move, seat, str(played), str(best.action), "best", 0.0, 0.0, 0.0, 0.0,
                         reason(observation, seat, mine.action, best.action, values), observation,
                         tuple(values), as_well=mine is not best, scale=scale, alike=mine is not best)
    look = second_look(evaluate_one, observation, seat, best.action, mine.action, budget, seed,
                       resolution=resolution, stop=stop, scale=scale, **extra)
    gap = look.difference
    told = [look.played, look.best] if as_well(gap) else [look.best, look.played]
    found = verdict(gap, scale)
    return ReviewRow(move, seat, str(played), str(best.action), found.label, gap.win, gap.win_low, gap.win_high,
                     gap.margin, reason(observation, seat, mine.action, best.action, told), observation,
                     tuple(values), tuple(told), gap.margin_low, gap.margin_high, as_well(gap), did_better(gap),
                     found.measure, scale, better_in(gap), look.settled)
