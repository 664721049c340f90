"""A Dragon Egg position the first look got wrong, for the coach's race (engines/race.py; the shared tests are tests/test_race.py).

Seed 930001, three players, round 1, hand R2 R2 R7 B15 B15: the first look's favourite, Far B15 B15 and Near
R2 R7, wins a blunder's worth fewer games than Far B15 B15 and Near R2 R2 (on 16 times the review's budget).
"""

from __future__ import annotations

from benchmarks.review_transcript import finished
from engines.dragon_egg import coach as egg
from widgets.games import game
from widgets.reviewing import review_budget_of


def test_the_dragon_egg_review_does_not_name_the_far_b15_near_r2_r7_build_as_the_better_move():
    state = finished("dragon_egg", 3, 930001)
    row = next(iter(egg.review(state, 0, review_budget_of(game("dragon_egg")))))
    assert sorted(row.observation["hand"]) == sorted("R2 R2 R7 B15 B15".split())
    assert row.best != "B15 B15 | R2 R7"
    assert row.best == "B15 B15 | R2 R2"
