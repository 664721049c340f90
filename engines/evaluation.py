"""Valuing actions by playouts: sampled worlds played to their end, each value with its 95% interval.

:func:`evaluate` tries every legal action on the same sampled states with the same random numbers
for the bots (common random numbers), so the differences between actions are differences of the
actions, not of luck; :func:`compare` gives the interval of a *difference* between two actions,
paired sample by sample. :mod:`engines.coach` re-exports the names the games use; the helpers that share
the samples among processes (:func:`play_samples`, :func:`chunks_of`, :mod:`engines.cores`) stay here.
"""

from __future__ import annotations

import math
import pickle
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Optional, Sequence

from . import cores
from .boundary import asked_actions, check_budget, quote
from .labels import Difference

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054

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


def replayed_moves(state: Any) -> Iterator[tuple[Any, int, str]]:
    """``(state before the move, seat, notation)`` for each move of ``state``'s record, replayed from its start
    on one state (the caller applies each move to it before asking for the next)."""
    record = state.to_json()
    start = dict(record, moves=[])
    start.pop("scores", None)
    start.pop("over", None)
    current = type(state).position_from_json(start)
    for who, text in record["moves"]:
        yield current, who, text


def round_spreads(state: Any, round_key: str) -> list[float]:
    """The spread of each round of ``state``'s finished game: the most points any seat gained in the round
    minus the fewest (the game is replayed from its record; a round is a value of ``observation[round_key]``,
    and a round where no seat scored is left out)."""
    spreads: list[float] = []
    start: Optional[list] = None
    at: Any = None
    for current, who, text in replayed_moves(state):
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


def evaluation_of(action: Any, outcomes: list[tuple[float, float]]) -> Evaluation:
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


def same_action(legal: Sequence[Any], action: Any) -> Any:
    text = str(action)
    for candidate in legal:
        if str(candidate) == text:
            return candidate
    raise ValueError(f"{quote(text)} is not legal in a sampled state: the sample does not match the observation.")


def world_base(seed: int) -> int:
    """The number an evaluate seeded ``seed`` draws its samples' seeds from (:func:`sample_seeds`)."""
    return random.Random(seed).getrandbits(48)


def sample_seeds(base: int, index: int) -> tuple[int, int]:
    """Sample ``index``'s seeds in an evaluate of ``base`` (:func:`world_base`): its world's and its bots'."""
    return base * 1_000_003 + index, base * 7919 + index


def played_out(world: Any, seat: int, action: Any, bots: Bots, finish: Optional[Finish],
               bot_seed: int) -> tuple[Any, tuple[float, float]]:
    """``action`` (one of ``world``'s legal actions) played on a copy of ``world`` and the game played on by
    ``finish`` (or the bots) seeded ``bot_seed``: the state it ends in and ``seat``'s ``(margin, win)``."""
    state = world.clone()
    state.apply(seat, action)
    if finish is not None:
        return state, finish(state, seat, bot_seed)
    play_out(state, bots(world.players, bot_seed))
    return state, outcome(state, seat)


def play_sample(world: Any, seat: int, candidates: Sequence[Any], bots: Bots, finish: Optional[Finish],
                bot_seed: int) -> list[tuple[float, float]]:
    """Each of ``candidates`` (actions, or their notation) played on a copy of ``world`` to its end: the
    ``(margin, win)`` of each, in order, the bots (or ``finish``) seeded ``bot_seed``."""
    legal = world.legal_actions(seat)
    return [played_out(world, seat, same_action(legal, action), bots, finish, bot_seed)[1] for action in candidates]


def replay_sample(sample: Sample, bots: Bots, finish: Optional[Finish], observation: dict, seat: int, seed: int,
                  index: int, action: Any) -> tuple[Any, tuple[float, float]]:
    """Sample ``index`` of :func:`evaluate` seeded ``seed``, drawn again and played on after ``action`` as it
    played it: the state it ends in and ``seat``'s ``(margin, win)``, the figures that sample gave."""
    world_seed, bot_seed = sample_seeds(world_base(seed), index)
    world = sample(observation, seat, random.Random(world_seed))
    return played_out(world, seat, same_action(world.legal_actions(seat), action), bots, finish, bot_seed)


def play_samples(sample: Sample, bots: Bots, finish: Optional[Finish], observation: dict, seat: int, base: int,
                 indices: Sequence[int], texts: Sequence[str]) -> list[list[tuple[float, float]]]:
    """:func:`play_sample` for each sample of ``indices``, drawn and seeded as :func:`evaluate` draws them
    (a worker process's share of the work)."""
    rows = []
    for i in indices:
        world_seed, bot_seed = sample_seeds(base, i)
        world = sample(observation, seat, random.Random(world_seed))
        rows.append(play_sample(world, seat, texts, bots, finish, bot_seed))
    return rows


def chunks_of(budget: int, workers: int) -> list[range]:
    """The samples ``0..budget-1`` in runs of consecutive indices, about four runs for each worker."""
    size = max(1, budget // (4 * workers))
    return [range(start, min(start + size, budget)) for start in range(0, budget, size)]


def rows_here(sample: Sample, bots: Bots, finish: Optional[Finish], observation: dict, seat: int, base: int,
              first: Any, candidates: Sequence[Any], indices: Sequence[int]) -> Iterator[list]:
    """The outcomes of samples ``indices`` played in this process, one sample at a time (``first`` is sample 0
    already drawn)."""
    for i in indices:
        world_seed, bot_seed = sample_seeds(base, i)
        world = first if i == 0 else sample(observation, seat, random.Random(world_seed))
        yield [play_sample(world, seat, candidates, bots, finish, bot_seed)]


def rows_pooled(executor: Any, workers: int, sample: Sample, bots: Bots, finish: Optional[Finish],
                observation: dict, seat: int, base: int, first: Any, candidates: Sequence[Any],
                budget: int) -> Iterator[list]:
    """The outcomes of samples ``0..budget-1`` played in ``executor``'s processes, a run of samples at a time
    and in sample order; at most two runs per worker are asked ahead, and those not started are cancelled when
    the caller stops. Should the pool break, the samples left are played here."""
    from concurrent.futures import BrokenExecutor

    texts = [str(a) for a in candidates]
    waiting = iter(chunks_of(budget, workers))
    asked: list = []
    done = 0
    try:
        for indices in waiting:
            asked.append(executor.submit(play_samples, sample, bots, finish, observation, seat, base, indices, texts))
            if len(asked) >= 2 * workers:
                break
        while asked:
            rows = asked.pop(0).result()
            done += len(rows)
            following = next(waiting, None)
            if following is not None:
                asked.append(executor.submit(play_samples, sample, bots, finish, observation, seat, base,
                                             following, texts))
            yield rows
    except BrokenExecutor:
        cores.shutdown()
        yield from rows_here(sample, bots, finish, observation, seat, base, first, candidates, range(done, budget))
    finally:
        for future in asked:
            future.cancel()


def check_pickles(sample: Sample, bots: Bots, finish: Optional[Finish]) -> None:
    """Refuse, in words, a sample, bots or finish function that cannot be sent to another process."""
    for name, function in (("sample", sample), ("bots", bots), ("finish", finish)):
        try:
            pickle.dumps(function)
        except (pickle.PicklingError, AttributeError, TypeError) as error:
            raise ValueError(f"workers > 1 sends {name} to other processes, so it must pickle (a module-level "
                             f"function, or a functools.partial of one), and {function!r} does not: {error}") from None


def evaluate(sample: Sample, bots: Bots, observation: dict, seat: int, budget: int = 64, *,
             time_limit: Optional[float] = None, progress: Optional[Progress] = None, seed: int = 0,
             stop: Optional[Callable[[], bool]] = None, actions: Optional[Sequence[Any]] = None,
             finish: Optional[Finish] = None, workers: int = 1) -> list[Evaluation]:
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
    ``workers > 1`` plays the samples in that many processes (:func:`engines.cores.pool`), runs of
    consecutive samples at a time, put back in sample order: the figures are those of one process at the
    same seed and number of samples. ``stop`` and ``time_limit`` are then checked, and ``progress`` called,
    after each run; ``sample``, ``bots`` and ``finish`` must pickle. Where no process can start (Pyodide)
    the work stays in this process.
    """
    check_budget(budget)
    cores.check_workers(workers)
    if workers > 1:
        check_pickles(sample, bots, finish)
    started = time.perf_counter()
    base = world_base(seed)
    first = sample(observation, seat, random.Random(sample_seeds(base, 0)[0]))
    legal = first.legal_actions(seat)
    candidates = list(legal) if actions is None else asked_actions(legal, actions, seat)
    executor = cores.pool(workers) if workers > 1 and budget > 1 else None
    if executor is None:
        chunks = rows_here(sample, bots, finish, observation, seat, base, first, candidates, range(budget))
    else:
        chunks = rows_pooled(executor, workers, sample, bots, finish, observation, seat, base, first, candidates,
                             budget)
    results: list[list[tuple[float, float]]] = [[] for _ in candidates]
    played = 0
    try:
        for rows in chunks:
            for row in rows:
                for k, value in enumerate(row):
                    results[k].append(value)
                played += 1
                if progress is not None:
                    progress(played, budget)
            if (stop is not None and stop()) or (time_limit is not None and time.perf_counter() - started > time_limit):
                break
    finally:
        chunks.close()
    values = [evaluation_of(candidates[k], results[k]) for k in range(len(candidates))]
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
