"""Kirin's records at the trust boundary: its rule option, its seed and its log lines are refused briefly when wrong.

The checks every game shares are in ``tests/test_record_boundary.py``; these are Kirin's own cases.
"""

from __future__ import annotations

import pytest

from engines import InvalidInput, kirin

from record_checks import last_logged, played, refused, refused_with_a_logged_number_off


@pytest.mark.parametrize("rounds", (0, 13, 10 ** 18, True, 2.0))
def test_kirin_rounds_have_a_range(rounds):
    with pytest.raises(InvalidInput, match="from 1 to 12"):
        kirin.Rules(rounds=rounds)
    position = kirin.new_game(seed=3).to_position_json()
    position["setup"]["rules"] = {"rounds": rounds}
    assert "from 1 to 12" in refused(kirin, "position_from_json", position)


def test_kirin_twelve_rounds_is_the_most():
    assert kirin.new_game(seed=1, rules=kirin.Rules(rounds=12)).rules.rounds == 12


def test_kirin_a_logged_play_of_a_card_still_held_is_refused():
    data, events, i = last_logged(played(kirin, 4, seed=1, steps=20), "play")
    held = data["setup"]["hands"][events[i][1]].split()[0]
    events[i] = ["play", events[i][1], held]
    assert "has that card in a hand" in refused(kirin, "position_from_json", data)


def test_kirin_a_logged_total_that_is_not_the_position_s_is_refused():
    assert "total" in refused_with_a_logged_number_off(kirin, played(kirin, 4, seed=1, steps=60), "score", 4)


@pytest.mark.parametrize("seed", (-1, 2 ** 64, 1.0, True, "7"))
def test_seeds_are_whole_numbers_in_range(seed):
    with pytest.raises(InvalidInput):
        kirin.new_game(seed=seed)
    record = kirin.new_game(seed=1).to_json()
    record["seed"] = seed
    refused(kirin, "from_json", record)
