"""The review in tests: a tiny budget, and a review pressed and run at once (no event loop in tests)."""

from __future__ import annotations

from typing import Any

from engines.coach import decisions

__all__ = ["TINY_BUDGET", "press_review"]

TINY_BUDGET = "2"
"""``TUTOR_REVIEW_BUDGET`` in tests: two playouts (or sampled deals) per choice, rough figures but the same rows."""


def press_review(panel: Any, state: Any, seat: int, stop_after: int | None = None) -> list:
    """Press the panel's Review button (and Stop after ``stop_after`` rows); its rows, checked to be
    ``seat``'s decisions in ``state`` in order (those left out counted when the review ran to its end)."""
    assert not panel.button.disabled, "the review is not offered"
    if stop_after is not None:
        panel._progress = lambda done, total: panel.stop() if done >= stop_after else None
    panel.button.click()
    rows = list(panel.rows)
    wanted = [number for number, _, _ in decisions(state, seat)]
    moves = [r.move for r in rows]
    assert rows and moves == [n for n in wanted if n in set(moves)], (moves, wanted)
    if stop_after is None:
        assert len(rows) + getattr(panel, "hidden", 0) == len(wanted)  # a choice left out is counted (MO-6)
    else:
        assert len(rows) <= stop_after
    assert all(r.seat == seat for r in rows)
    return rows
