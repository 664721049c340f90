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
* :func:`label` turns a difference into best / good / inaccuracy / mistake / blunder,
  and never calls a choice worse than "good" while the difference could be noise;
* :func:`review` walks a finished game and rates one seat's decisions;
* :class:`CoachBot` plays the best-valued action, like every other bot.

Everything is deterministic for a seed and uses only the standard library.
"""

from __future__ import annotations

import inspect
import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Optional, Sequence

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054

#: Labels by the win chance a choice gives away against the coach's best choice
#: (a share of games, 0.10 = ten games in a hundred). Read top to bottom: the first
#: row whose bound the loss stays under gives the label.
LABELS: tuple[tuple[str, float], ...] = (
    ("best", 0.0),
    ("good", 0.03),
    ("inaccuracy", 0.08),
    ("mistake", 0.16),
    ("blunder", math.inf),
)

#: The same, in words for a page.
LABEL_RULES = (
    "best: the coach's own choice, or one the playouts cannot tell apart from it; "
    "good: gives away less than 3 games in 100; inaccuracy: 3 to 8 in 100; "
    "mistake: 8 to 16 in 100; blunder: more than 16 in 100. A choice is called worse "
    "than good only when the whole 95% interval of the loss is above zero."
)

#: How far the seeds of a review's second look at a choice lie from its first.
FRESH = 1_000_003

#: The second look values only two actions (the seat's and the coach's), so it can afford
#: this many times the budget: it decides the label, and more playouts narrow its interval.
RECHECK = 4

Sample = Callable[[dict, int, random.Random], Any]
Bots = Callable[[int, int], list]
Finish = Callable[[Any, int, int], tuple[float, float]]
Progress = Callable[[int, int], None]


#: Two-sided 95% quantiles of Student's t for 1 to 30 degrees of freedom; beyond, the normal one.
T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
       2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
       2.052, 2.048, 2.045, 2.042)


def check_observation(observation: Any, seat: Any, game: str) -> None:
    """Refuse, in words, what is not one seat's observation of ``game`` (a trust boundary: it comes from a page)."""
    from . import InvalidInput  # the engines' own refusal

    if type(observation) is not dict or observation.get("game") != game:
        raise InvalidInput(f"A {game} coach works from a {game} observation (a dict from state.observation(seat)).")
    if type(seat) is not int or observation.get("seat") != seat:
        raise InvalidInput(f"The observation given is seat {observation.get('seat')!r}'s; the coach was asked "
                           f"about seat {seat!r}, which must be that same whole number.")


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


@dataclass(frozen=True)
class Difference:
    """How much ``other`` gives away against ``best``, paired playout by playout (95% intervals)."""

    win: float
    win_low: float
    win_high: float
    margin: float
    margin_low: float
    margin_high: float
    playouts: int


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
    raise ValueError(f"{text!r} is not legal in a sampled state: the sample does not match the observation.")


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
    if type(budget) is not int or budget < 1:
        raise ValueError(f"The budget is a whole number of playouts, at least 1, not {budget!r}.")
    started = time.perf_counter()
    base = random.Random(seed).getrandbits(48)
    players = 0
    results: dict[int, list[tuple[float, float]]] = {}
    candidates: list[Any] = []
    for i in range(budget):
        world = sample(observation, seat, random.Random(base * 1_000_003 + i))
        if not candidates:
            legal = world.legal_actions(seat)
            candidates = list(legal) if actions is None else [_same_action(legal, a) for a in actions]
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


def compare(best: Evaluation, other: Evaluation) -> Difference:
    """What ``other`` gives away against ``best`` (positive = worse), paired playout by playout."""
    n = min(len(best.outcomes), len(other.outcomes))
    if n == 0:
        raise ValueError("Both evaluations need their playouts to be compared.")
    wins = [best.outcomes[i][1] - other.outcomes[i][1] for i in range(n)]
    margins = [best.outcomes[i][0] - other.outcomes[i][0] for i in range(n)]
    return Difference(*mean_interval(wins), *mean_interval(margins), n)


def clearly_better(best: Evaluation, usual: Evaluation) -> bool:
    """Whether ``best`` beats ``usual`` beyond the playouts' noise: paired, the 95% interval of the
    wins it gains lies above zero, or it gains no fewer wins and its interval of points lies above zero."""
    if best is usual or str(best.action) == str(usual.action):
        return False
    gap = compare(best, usual)
    return gap.win_low > 0 or (gap.win_low >= 0 and gap.margin_low > 0)


def label(difference: Difference) -> str:
    """best / good / inaccuracy / mistake / blunder for a difference (see ``LABEL_RULES``)."""
    if difference.win <= 0 and difference.margin <= 0:
        return "best"
    if difference.win_low <= 0:  # the win chances cannot be told apart from noise
        return "best" if difference.margin_low <= 0 else "good"
    for name, bound in LABELS[1:]:
        if difference.win < bound:
            return name
    return LABELS[-1][0]


class CoachBot:
    """Plays the action with the best value over sampled playouts (deterministic for a seed).

    A game's coach module subclasses it, setting ``SAMPLE`` and ``BOTS`` (and ``FINISH``
    when its playouts end their own way, see :func:`evaluate`).
    """

    SAMPLE: Optional[Sample] = None
    BOTS: Optional[Bots] = None
    FINISH: Optional[Finish] = None
    BUDGET = 24

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


@dataclass(frozen=True)
class ReviewRow:
    """One decision of the reviewed seat: what was played, the coach's choice, and the verdict."""

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


def decisions(state: Any, seat: int) -> Iterator[tuple[int, Any, str]]:
    """``(move number, state before it, notation)`` for each move of ``seat`` that had a real choice.

    The game is replayed from its record, so the states are exactly those the seat met.
    """
    record = state.to_json()
    start = dict(record, moves=[])
    start.pop("scores", None)
    start.pop("over", None)
    current = type(state).position_from_json(start)
    for number, (who, text) in enumerate(record["moves"], 1):
        if who == seat and len(current.legal_actions(seat)) > 1:
            yield number, current.clone(), text
        current.apply(who, text)


def review(state: Any, seat: int, evaluate_one: Callable[..., list[Evaluation]],
           reason: Callable[[dict, int, Any, Any, list[Evaluation]], str], budget: int = 32, *,
           progress: Optional[Progress] = None, stop: Optional[Callable[[], bool]] = None,
           seed: int = 0, time_limit: Optional[float] = None) -> Iterator[ReviewRow]:
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time.

    ``evaluate_one(observation, seat, budget, seed=...)`` is the game's evaluate; it sees
    only the observation the seat had then. ``progress(done, total)`` counts decisions.
    ``time_limit`` (seconds per decision, passed on as ``evaluate_one(..., time_limit=...)``)
    keeps a page responsive on a slow machine, at the cost of repeatability.
    When the seat's choice was not the best, the loss is valued again on fresh samples
    (if ``evaluate_one`` takes ``actions``): the best action was picked on the first ones.
    That second look plays ``RECHECK`` times the budget, on the two actions alone.
    """
    steps = list(decisions(state, seat))
    fresh = "actions" in inspect.signature(evaluate_one).parameters
    for done, (number, before, played_text) in enumerate(steps):
        if stop is not None and stop():
            return
        observation = before.observation(seat)
        extra = {} if time_limit is None else {"time_limit": time_limit}
        values = evaluate_one(observation, seat, budget, seed=seed + number, **extra)
        best = values[0]
        played = next(e for e in values if str(e.action) == played_text)
        if played is best:
            difference, verdict = compare(best, played), "best"
        else:
            # The best was picked on these playouts, so on them it looks better than it is
            # (the winner's curse): the loss is valued again on fresh samples.
            pair = values
            if fresh:
                pair = evaluate_one(observation, seat, budget * RECHECK, seed=seed + number + FRESH,
                                    actions=[best.action, played.action], **extra)
            again = {str(e.action): e for e in pair}
            difference = compare(again[str(best.action)], again[played_text])
            verdict = label(difference)
        # The sentence is told the figures the label was given on (the fresh ones, when taken).
        told = values if played is best or not fresh else list(pair)
        yield ReviewRow(number, seat, played_text, str(best.action), verdict, difference.win,
                        difference.win_low, difference.win_high, difference.margin,
                        reason(observation, seat, played.action, best.action, told), observation,
                        tuple(values))
        if progress is not None:
            progress(done + 1, len(steps))
