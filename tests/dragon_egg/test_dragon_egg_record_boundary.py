"""The Luminous Dragon Egg's records at the trust boundary: log lines that disagree with the position are refused.

The checks every game shares are in ``tests/test_record_boundary.py``; these are the Dragon Egg's own cases.
"""

from __future__ import annotations

from engines import dragon_egg

from record_checks import finished, last_logged, refused, refused_with_a_logged_number_off


def test_dragon_egg_logged_money_that_is_not_the_position_s_is_refused():
    assert "money" in refused_with_a_logged_number_off(dragon_egg, finished(dragon_egg, 3), "score", 9)


def test_dragon_egg_logged_sets_that_are_not_the_placed_ones_are_refused():
    state = dragon_egg.new_game(3, seed=4)
    seat = state.to_act()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    data, events, i = last_logged(state, "build")
    events[i][2:6] = events[i][2:6][::-1]
    assert "placed sets" in refused(dragon_egg, "position_from_json", data)
