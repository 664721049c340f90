"""The Dragon Egg engine as a trust boundary (issue 11): bad input refused, saved states checked."""

from __future__ import annotations

import pytest

from engines import IllegalAction, InvalidInput, dragon_egg
from engines.dragon_egg import Build, card, make_build, new_game, parse_action, parse_cards, score_round
from engines.testing import check_bad_inputs, check_saved_states


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bad_inputs_are_refused_and_change_nothing(players):
    report = check_bad_inputs(dragon_egg, players, games=2, seed=players)
    assert report.tried == report.refused > 300


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_damaged_saved_states_are_refused_or_sound(players):
    report = check_saved_states(dragon_egg, players, games=2, seed=players)
    assert report.refused > report.accepted > 0


@pytest.mark.parametrize("seat", [-1, 5, 99, None, True, 0.0])
def test_seats_outside_the_table_are_refused(seat):
    state = new_game(4, seed=1)
    for ask in (state.observation, state.legal_actions):
        with pytest.raises(IllegalAction) as refusal:
            ask(seat)
        assert refusal.value.rule == "seats"


@pytest.mark.parametrize("bad", [None, 5, ["R7"], [["R7"]]])
def test_notation_of_the_wrong_type_is_invalid_input(bad):
    for parse in (card, parse_action):
        with pytest.raises(InvalidInput):
            parse(bad)
    if bad is not None and not isinstance(bad, list):
        with pytest.raises(InvalidInput):
            parse_cards(bad)


def test_long_input_is_quoted_short():
    with pytest.raises(InvalidInput) as refusal:
        parse_cards("R7 " + "X" * 10_000_000)
    assert len(str(refusal.value)) < 300


@pytest.mark.parametrize("holder", [7, -1, True, "0"])
def test_score_round_refuses_an_egg_holder_outside_the_table(holder):
    sets = [("R7 R*", "B2 B3"), ("R2 R3", "B5 B7")]
    with pytest.raises(InvalidInput):
        score_round(sets, egg_holder=holder)
    with pytest.raises(InvalidInput):
        score_round(None)


@pytest.mark.parametrize("players, rules", [(9, None), (3.0, None), (True, None), (4, "strict")])
def test_new_game_refuses_wrong_players_and_rules(players, rules):
    with pytest.raises(InvalidInput):
        new_game(players, seed=1, rules=rules)


def test_sets_given_in_the_other_order_are_the_same_build():
    """DE-2 decides which set is the Far, so Build(near, far) is accepted like the text form."""
    state = new_game(3, seed=4)
    build = state.legal_actions(0)[0]
    swapped = Build(build.near[::-1], build.far)
    state.apply(0, swapped)
    assert state.builds[0] == make_build(build.far, build.near) == build


def test_an_ending_that_meets_two_reasons_names_both():
    """DE-8: when the bracelet supply runs short and someone reaches the threshold, the log says both."""
    for seed in range(200):
        state = new_game(2, seed=seed)
        state.money, state.supply, state.bracelets = [2, 2], 0, [6, 6]
        for seat in (0, 1):
            state.apply(seat, state.legal_actions(seat)[0])
        if state.observation(0)["end_reasons"] == ["bracelets", "threshold"]:
            break
    else:
        pytest.fail("no seed gave both reasons")
    last = state.log()[-1]
    assert "cannot give a bracelet" in last and "money threshold" in last


def test_from_json_copies_its_input_and_to_json_is_fresh():
    state = new_game(4, seed=2)
    data = state.to_json()
    loaded = dragon_egg.from_json(data)
    data["hands"][0].clear()
    assert loaded.observation(0)["hand"] and loaded.to_json() == state.to_json()
    out = loaded.to_json()
    out["money"][0] = 99
    assert loaded.money[0] == 0


@pytest.mark.parametrize("change, field", [
    (lambda d: d["hands"][0].append("R7"), "R7"),
    (lambda d: d.update(players=9), "players"),
    (lambda d: d.update(supply=99), "bracelets"),
    (lambda d: d.update(phase="egg"), "phase"),
])
def test_impossible_saved_states_are_refused_with_a_sentence(change, field):
    data = new_game(4, seed=3).to_json()
    change(data)
    with pytest.raises(InvalidInput):
        dragon_egg.from_json(data)
