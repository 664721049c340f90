"""A review's second look: the played action and the coach's choice valued again on fresh paired samples,
batch after batch, until the label is settled (:class:`Resolution`). :mod:`engines.coach` re-exports it."""

from __future__ import annotations

import inspect
import math
import sys
import warnings
from dataclasses import dataclass
from typing import Any, Callable, Optional

from .evaluation import Evaluation, compare, evaluation_of
from .labels import Difference, PointScale, settled

#: How far the seeds of a review's second look at a choice lie from its first (batch ``k`` of
#: the second look is seeded ``(k + 1) * FRESH`` away from the first look).
FRESH = 1_000_003

#: The second look's first batch, as a multiple of the review budget (more follow until it is settled).
RECHECK = 4

#: Whether Python runs in a browser (Pyodide), where a playout is several times slower.
IN_BROWSER = sys.platform == "emscripten"


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
    seeds: tuple[tuple[int, int], ...] = ()
    """Each batch's evaluate seed and the samples it played, in order: where each paired sample came from."""


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
    seeds: list[tuple[int, int]] = []
    while True:
        size = max(1, min(size, cap - total))
        options = {"actions": [best, played]} if pair else {}
        values = evaluate_one(observation, seat, size, seed=seed + (batch + 1) * FRESH, **options, **extra)
        by_text = {str(e.action): e for e in values}
        seeds.append((seed + (batch + 1) * FRESH, len(by_text[str(best)].outcomes)))
        for text, outcomes in mine.items():
            outcomes.extend(by_text[text].outcomes)
        total, batch = total + size, batch + 1
        fresh_best, fresh_played = evaluation_of(best, mine[str(best)]), evaluation_of(played, mine[str(played)])
        difference = compare(fresh_best, fresh_played, padded=True)
        done = settled(difference, resolution.target, scale)
        if done or total >= cap or (stop is not None and stop()):
            return Look(fresh_best, fresh_played, difference, batch, done, tuple(seeds))
        size = math.ceil(total * resolution.growth) - total
