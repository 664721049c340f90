"""Meow Oracle's records at the trust boundary: a log line that disagrees with the position is refused briefly.

The checks every game shares are in ``tests/test_record_boundary.py``; these are Meow Oracle's own cases.
"""

from __future__ import annotations

from engines import meow_oracle

from record_checks import finished, last_logged, played, refused, refused_with_a_logged_number_off


def test_meow_oracle_a_logged_placement_of_another_card_is_refused():
    data, events, i = last_logged(played(meow_oracle, 3, seed=2, steps=40), "place")
    events[i][2] = "R0" if events[i][2] != "R0" else "R1"
    assert "placed" in refused(meow_oracle, "position_from_json", data)


def test_meow_oracle_logged_winner_points_that_are_not_the_position_s_are_refused():
    state = finished(meow_oracle, 3)
    assert "winner points" in refused_with_a_logged_number_off(meow_oracle, state, "winner_points", 4)
