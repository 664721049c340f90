"""Dragon Egg review rows: a position the first look got wrong, for the coach's race (engines/race.py; the shared
tests are tests/test_race.py), and the words of a Friends set against a BAH-YAH one.

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


def test_de1_a_friends_set_against_a_bah_yah_one_says_the_kinds():
    # why a set beats fewer rival sets, in the game's terms: R20 B* is BAH-YAH, and any Friends set beats it (DE-1)
    from engines.dragon_egg.actions import parse_action
    from engines.dragon_egg.reasons import BeatsAndKeeps, reason
    from engines.review_rows import decisions
    from widgets.reason_words import reason_text

    state = finished("dragon_egg", 3, 993022)
    before = next(b for n, b, _ in decisions(state, 0) if n == 1)
    played, best = parse_action("R20 B* | B10 B20"), parse_action("B10 B* | R7 R20")
    found = reason(before.observation(0), 0, played, best, ())
    assert isinstance(found.facts[0], BeatsAndKeeps) and found.facts[0].beats.friends
    assert reason_text(found).startswith("The coach's Far is Friends and beats or ties about 1.4 rival Fars, yours is "
                                         "BAH-YAH: 0.7; it keeps B20 for Friends worth up to 40 next round")
    same_kind = reason(before.observation(0), 0, parse_action("B10 B* | R7 R20"), parse_action("B20 B* | R7 R20"), ())
    assert not any(getattr(f, "friends", False) for f in same_kind.facts)  # both Friends: no kinds said
