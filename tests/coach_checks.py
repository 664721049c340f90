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
