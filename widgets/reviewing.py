"""The review wired once for every game: its budget, the coach's review of one seat, and the Coach bot of the apps.

Every play app, replay page, practice panel and benchmark reaches a game's review from its registry
entry (:class:`widgets.games.GameInfo`) through here, so no game wires its own:

* :func:`review_budget` is the one reader of ``TUTOR_REVIEW_BUDGET`` (the browser tests make a review
  tiny with it); :func:`review_budget_of` is it with the game's own default, its coach's ``REVIEW_BUDGET``;
* :func:`review_for` is a game's review, ``review(state, seat, progress=None, stop=None)``: the rows of
  ``seat``'s choices one at a time, at that budget, its playouts shared by :func:`review_workers` processes;
* :func:`table_bot` is a bot of a level as the play tables seat it; the Coach level's
  (:func:`coach_bot_for`) plays with the figures of the game's review hooks
  (:class:`widgets.review_hooks.ReviewHooks`): ``coach_budget`` playouts per action within
  ``coach_time_limit`` seconds (``None``: no limit).

What stays a game's own is in its review hooks (``HOOKS`` in ``widgets/<key>/review.py``). Standard
library only: the coach and the game's review module are imported when first asked for.

::

    from widgets.games import GAMES
    review = review_for(GAMES[0])              # any game of the registry
    rows = list(review(finished, 0))          # every real choice of seat 0, valued by the coach
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Callable, Iterator, Optional

from .review_hooks import hooks_of

if TYPE_CHECKING:  # only types for the checker
    from engines.coach import ReviewRow

    from .games import GameInfo

__all__ = ["BUDGET_VARIABLE", "WORKERS_VARIABLE", "review_budget", "review_workers", "review_budget_of", "review_for", "table_bot", "coach_bot_for"]

BUDGET_VARIABLE = "TUTOR_REVIEW_BUDGET"
"""The environment variable that sets every review's playouts per choice (the browser tests make it tiny)."""


def review_budget(default: int) -> int:
    """Playouts per choice in a review: ``TUTOR_REVIEW_BUDGET`` when it is a whole number >= 1, else ``default``.

    Any other value (empty, ``0``, ``-3``, ``lots``, ``2.5``) is ignored, so a mistyped setting leaves the
    review as the game's coach would run it.
    """
    text = os.environ.get(BUDGET_VARIABLE, "").strip()
    if text.isdigit() and int(text) >= 1:
        return int(text)
    return default


WORKERS_VARIABLE = "TUTOR_REVIEW_WORKERS"
"""The environment variable that sets how many processes share a review's playouts (1: this one alone)."""

#: The most processes a review uses unless told otherwise: the two cores the project is measured on (a shared
#: server such as Binder reports its host's cores, not the share it gives one learner).
DEFAULT_WORKERS = 2


def review_workers() -> int:
    """Processes that share a review's playouts: ``TUTOR_REVIEW_WORKERS`` when it is a whole number from 1 to 32,
    else this machine's cores up to :data:`DEFAULT_WORKERS`. The rows are the same whatever the number; in a
    browser, where no process can start, the playouts stay in the page's one worker."""
    text = os.environ.get(WORKERS_VARIABLE, "").strip()
    if text.isdigit() and 1 <= int(text) <= 32:
        return int(text)
    return max(1, min(DEFAULT_WORKERS, os.cpu_count() or 1))


def review_budget_of(info: "GameInfo") -> int:
    """The game's review playouts (or sampled deals) per choice: ``TUTOR_REVIEW_BUDGET`` when it is a whole number
    >= 1, else its coach's ``REVIEW_BUDGET`` (the registry's ``review_budget``)."""
    return review_budget(info.part(info.review_budget))


def review_for(info: "GameInfo") -> Callable[..., Iterator["ReviewRow"]]:
    """The game's review: ``review(state, seat, progress=None, stop=None)``, one row per real choice of ``seat``."""

    def review(state: Any, seat: int, progress: Optional[Callable[[int, int], None]] = None,
               stop: Optional[Callable[[], bool]] = None) -> Iterator["ReviewRow"]:
        """The coach's review of ``seat``'s choices in ``state``'s game, one row at a time, at the review budget."""
        return info.part(info.coach).review(state, seat, review_budget_of(info), progress=progress, stop=stop,
                                            workers=review_workers())

    review.__qualname__ = review.__name__ = f"review_{info.key}"
    return review


def table_bot(info: "GameInfo", level: str, seed: Optional[int] = None) -> Any:
    """A bot of ``level`` as a play table seats it: the Coach level plays with the apps' budget and time limit
    (:func:`coach_bot_for`), the others as the registry makes them."""
    if level == "Coach":
        return coach_bot_for(info, seed)
    return info.bot(level, seed)


def coach_bot_for(info: "GameInfo", seed: Optional[int]) -> Any:
    """The Coach-level bot as the play tables seat it: the hooks' ``coach_budget`` within their ``coach_time_limit``."""
    hooks = hooks_of(info)
    return info.bot_class("Coach")(seed=seed, budget=hooks.coach_budget, time_limit=hooks.coach_time_limit)
