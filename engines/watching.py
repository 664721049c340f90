"""A row's "watch how it goes", played again: the imagined game a :class:`~engines.reason_facts.Watch` names,
rebuilt from what the row keeps and played on after each of the two moves.

A review row keeps the observation before the choice, the seat, both moves and its second look's batches
(``ReviewRow.looks``: each batch's evaluate seed and how many samples it played). A watch's sample index counts
through those batches; :func:`batch_of` finds the batch and the sample in it, and
:func:`engines.evaluation.replay_sample` draws that sample's world and plays it on exactly as the evaluate did,
with the game's own :class:`Playout` (its ``review_playout``). Nothing here is English.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

from .evaluation import Bots, Finish, Sample, replay_sample
from .reason_facts import Ending

__all__ = ["Playout", "Imagined", "batch_of", "imagined_games"]


@dataclass(frozen=True)
class Playout:
    """How a game's review plays a sampled world on after a move: its sample, its rollout bots and its finish
    (None: the bots play to the end)."""

    sample: Sample
    bots: Bots
    finish: Optional[Finish] = None


@dataclass(frozen=True)
class Imagined:
    """One imagined game played after each move: the state each ends in and how each went for the seat."""

    sample: int
    played: Any
    best: Any
    played_ending: Ending
    best_ending: Ending


def batch_of(looks: Sequence[tuple[int, int]], index: int) -> tuple[int, int]:
    """``(evaluate seed, sample in it)`` of paired sample ``index`` counted through a second look's batches."""
    if index < 0:
        raise ValueError(f"A sample index is 0 or more, not {index}.")
    start = 0
    for seed, count in looks:
        if index < start + count:
            return seed, index - start
        start += count
    raise ValueError(f"Sample {index} is beyond the {start} samples the second look played.")


def imagined_games(row: Any, playout_of: Callable[[dict, int, Any], Playout]) -> Optional[Imagined]:
    """The imagined game ``row``'s watch names, played again after the row's move and the coach's (None: the row
    has no watch, or keeps no second look to rebuild it from). ``playout_of(observation, seat, action)`` is the
    game's ``review_playout``."""
    watch = getattr(row.reason, "watch", None)
    if watch is None or not row.looks:
        return None
    seed, index = batch_of(row.looks, watch.sample)
    games = []
    for action in (row.played, row.best):
        playout = playout_of(row.observation, row.seat, action)
        state, (margin, won) = replay_sample(playout.sample, playout.bots, playout.finish, row.observation, row.seat,
                                             seed, index, action)
        games.append((state, Ending(won, margin)))
    (played, mine), (best, theirs) = games
    return Imagined(watch.sample, played, best, mine, theirs)
