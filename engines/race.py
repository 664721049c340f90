"""The coach's search for its best move: a race over every legal action on paired samples.

A first look values every legal action on ``budget`` samples and its top is often luck: with many
actions, the one whose few samples ran highest (the winner's curse). :func:`race` spends more
samples, and spends them where the top is still in question, by *sequential halving* (Karnin,
Koren and Somekh, 2013):

* **round 0** is the first look itself, the same call with the same seed (``evaluate_one(observation,
  seat, budget, seed=seed)``), so a position whose top is already clear gets the figures it had;
* then the actions are ranked and the better half go on (at least two, so the last round is
  always the top two head to head); each later round values only those survivors, on fresh
  samples (``seed + round * RACE_SEEDS``) that every survivor meets (paired), and halves them
  again, until two have met;
* the playouts beyond the first look are :data:`SPEND` - 1 times the first look's, shared
  equally between the later rounds (each survivor of a round gets that round's share divided
  among the survivors, at least one sample);
* it stops early when the top is settled (the paired 95% interval of its gain over the runner-up,
  on every sample they shared, is clear of zero: :func:`clearly_better`), when ``stop()`` says so,
  or when ``time_limit`` (seconds for the whole race) is spent.

A survivor carries every sample it met, batch after batch in the order played, so any two
evaluations pair sample by sample in :func:`compare` (on the samples both met). The ranking is
the game's own: round 0 is ranked as the game's evaluate ranks it, and an action the game's
evaluate ever placed after one with a lower value (a rule of the game's, such as the Dragon Egg's
outclassed builds) stays after every action the game did not so place.

Standard library only, deterministic for a seed (unless ``time_limit`` ends a round early).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

from .evaluation import Evaluation, clearly_better, evaluation_of
from .second_look import takes_actions

#: The whole race's playouts as a multiple of the first look's. A review row costs its first look plus, when the
#: learner played another move, a second look of at least four budgets of two actions; so a race of twice the
#: first look keeps a whole review within twice its time on one core (``benchmarks/results/race.md``).
SPEND = 2

#: How far apart the seeds of a race's rounds lie (round ``r`` is seeded ``seed + r * RACE_SEEDS``): a prime far
#: from the second look's ``FRESH`` multiples, so no round meets a second look's samples.
RACE_SEEDS = 15_485_863


@dataclass(frozen=True)
class Race:
    """What a race found: every action's evaluation ranked, top first, and how far it went.

    ``evaluations`` holds every action the first look valued: the last round's survivors first (ranked on all
    their samples), then the actions each earlier round let go, the latest first. ``tied`` are the action texts
    of last-round survivors the top could not be told apart from (empty when the top is clear); ``first`` is
    the first look's top; ``settled`` whether the race ended because the top was clear of the runner-up.
    """

    evaluations: tuple[Evaluation, ...]
    tied: tuple[str, ...] = ()
    first: Optional[Evaluation] = None
    rounds: int = 1
    playouts: int = 0
    settled: bool = False

    @property
    def top(self) -> Evaluation:
        """The race's best action."""
        return self.evaluations[0]


def schedule(actions: int, spend: Optional[int] = None) -> list[int]:
    """How many actions meet in each round after the first look: halving from ``actions``, never below two, ending
    with the two that meet last (empty for one action, or when ``spend`` asks for no more than the first look)."""
    if actions < 2 or (SPEND if spend is None else spend) <= 1:
        return []
    sizes, left = [], actions
    while True:
        left = max(2, math.ceil(left / 2))
        sizes.append(left)
        if left == 2:
            return sizes


def _demoted(values: Sequence[Evaluation]) -> set[str]:
    """The actions the game's own order put after an action with a lower value (a rule of the game's)."""
    low, found = None, set()
    for e in values:
        if low is not None and e.key > low:
            found.add(str(e.action))
        low = e.key if low is None else min(low, e.key)
    return found


def _ranked(values: Sequence[Evaluation], demoted: set[str], place: dict[str, int]) -> list[Evaluation]:
    """``values`` best first: those the game never put back before those it did, then by value, then as in round 0."""
    return sorted(values, key=lambda e: (str(e.action) in demoted, -e.key[0], -e.key[1], place[str(e.action)]))


def _tied(top: Evaluation, rivals: Sequence[Evaluation]) -> tuple[str, ...]:
    """The rivals whose paired samples do not show ``top`` is better (:func:`clearly_better` fails)."""
    return tuple(str(e.action) for e in rivals if not clearly_better(top, e))


def race(evaluate_one: Callable[..., list[Evaluation]], observation: dict, seat: int, budget: int, seed: int = 0, *,
         spend: Optional[int] = None, actions: Optional[Sequence[Any]] = None, stop: Optional[Callable[[], bool]] = None,
         time_limit: Optional[float] = None, **extra: Any) -> Race:
    """Race every legal action of ``seat`` (or only ``actions``) by sequential halving (see the module docstring).

    ``evaluate_one(observation, seat, n, seed=..., actions=...)`` is the game's evaluate; ``extra`` keywords go to
    every call. ``spend`` is the whole race's playouts as a multiple of the first look's (:data:`SPEND` unless
    given; 1 is the first look alone). ``time_limit`` bounds the whole race (round 0 is given all of it, as a first look is; a later round
    what is left); ``stop()`` is asked between rounds. An evaluate that takes no ``actions`` gets round 0 only.
    """
    started = time.perf_counter()
    spend = SPEND if spend is None else spend
    limit = {} if time_limit is None else {"time_limit": time_limit}
    asked = {} if actions is None else {"actions": list(actions)}
    first = evaluate_one(observation, seat, budget, seed=seed, **asked, **limit, **extra)
    if not first:
        raise ValueError("A race needs at least one action to value.")
    place = {str(e.action): i for i, e in enumerate(first)}
    demoted = _demoted(first)
    samples = {str(e.action): list(e.outcomes) for e in first}
    spent = sum(e.playouts for e in first)
    sizes = schedule(len(first), spend) if takes_actions(evaluate_one) else []
    share = (spend - 1) * spent / len(sizes) if sizes else 0
    ranked, dropped, rounds = list(first), [], 1
    for size in sizes:
        if len(ranked) < 2 or clearly_better(ranked[0], ranked[1]) or (stop is not None and stop()):
            break
        left = None if time_limit is None else time_limit - (time.perf_counter() - started)
        if left is not None and left <= 0:
            break
        dropped = ranked[size:] + dropped
        ranked = ranked[:size]
        n = max(1, int(share // size))
        fresh = evaluate_one(observation, seat, n, seed=seed + rounds * RACE_SEEDS, actions=[e.action for e in ranked],
                             **({} if left is None else {"time_limit": left}), **extra)
        demoted |= _demoted(fresh)
        for e in fresh:
            samples[str(e.action)].extend(e.outcomes)
        spent += sum(e.playouts for e in fresh)
        ranked = _ranked([evaluation_of(e.action, samples[str(e.action)]) for e in ranked], demoted, place)
        rounds += 1
    settled = len(ranked) < 2 or clearly_better(ranked[0], ranked[1])
    tied = () if settled or rounds == 1 else _tied(ranked[0], ranked[1:])
    return Race(tuple(ranked + dropped), tied, first[0], rounds, spent, settled)


def evaluate_for(evaluate: Callable[..., list[Evaluation]], sample: Any, bots: Any,
                 finish: Any = None) -> Callable[..., list[Evaluation]]:
    """The shared :func:`engines.evaluation.evaluate` with a game's ``sample``, ``bots`` and ``finish`` bound: an
    ``evaluate_one(observation, seat, budget, **keywords)`` a race can call."""

    def evaluate_one(observation: dict, seat: int, budget: int, *, seed: int = 0, time_limit: Optional[float] = None,
                     actions: Optional[Sequence[Any]] = None, **extra: Any) -> list[Evaluation]:
        """The game's playouts of ``actions`` (or every legal action), best first."""
        return evaluate(sample, bots, observation, seat, budget, seed=seed, time_limit=time_limit, actions=actions,
                        finish=finish, **extra)

    return evaluate_one
