"""Checks the coach tests of several games share: watching a review's second look."""

from __future__ import annotations

from typing import Callable


def second_look(monkeypatch, game_coach, review: Callable[[], list]) -> tuple[list, list[tuple]]:
    """Run ``review()`` with ``game_coach.evaluate`` watched: its rows, and the (budget, seed, number of
    actions) of every evaluate that was given actions (the second look's calls)."""
    calls = []
    real = game_coach.evaluate

    def spying(observation, seat, budget, actions=None, **kw):
        calls.append((budget, kw.get("seed"), None if actions is None else len(actions)))
        return real(observation, seat, budget, actions=actions, **kw)

    monkeypatch.setattr(game_coach, "evaluate", spying)
    rows = list(review())
    return rows, [c for c in calls if c[2] is not None]


FIGURES = {
    "ahead": ([(1, 1.0)] * 20, [(-1, 0.0)] * 20),
    "level": ([(1, 1.0)] * 11 + [(-1, 0.0)] * 9, [(1, 1.0), (-1, 0.0)] * 10),
    "same": ([(1, 1.0), (-1, 0.0)] * 10, [(-1, 0.0), (1, 1.0)] * 10),
    "behind": ([(-1, 0.0)] * 15 + [(1, 1.0)] * 5, [(1, 1.0)] * 20),
}
"""(margin, win) playouts of the coach's choice and of the played move: the coach's ahead, the two level
(too close to call), alike, and the played move ahead; for the tests that a reason follows its figures."""
