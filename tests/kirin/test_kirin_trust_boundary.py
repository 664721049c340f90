"""Kirin as a trust boundary (issue 11): bad seats, bad notation, hostile saved states.

The shared checks of ``engines.testing`` feed bad input everywhere and load damaged saved
states; the named tests below each reproduce one item of the issue.
"""

from __future__ import annotations

import json

import pytest

from engines import IllegalAction, InvalidInput, kirin
from engines.testing import check_bad_inputs, check_saved_states


def _state_in_play(seed: int = 3, plays: int = 2) -> kirin.State:
    """A game in its play phase, ``plays`` cards into the first trick."""
    state = kirin.new_game(4, seed=seed)
    for seat in range(4):
        state.apply(seat, state.legal_actions(seat)[0])
    for _ in range(plays):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return state


def _refused_with_seats(call) -> None:
    with pytest.raises(IllegalAction) as caught:
        call()
    assert caught.value.rule == "seats", caught.value.rule


def test_check_bad_inputs_four_players():
    report = check_bad_inputs(kirin, 4, games=2)
    assert report.tried == report.refused > 500


def test_check_saved_states_four_players():
    report = check_saved_states(kirin, 4, games=2, states=3, mutations=30)
    assert report.refused > 0 and report.tried == report.refused + report.accepted


@pytest.mark.parametrize("seat", [False, True, 0.0, 1.0, -1, 4, None])
def test_apply_keeps_the_seat_check(seat):
    """The overridden apply refuses False (once accepted as seat 0), True (seat 1) and floats."""
    state = kirin.new_game(4, seed=1)
    before = state.to_json()
    action = kirin.new_game(4, seed=1).legal_actions(0)[0]
    _refused_with_seats(lambda: state.apply(seat, action))
    assert state.to_json() == before


@pytest.mark.parametrize("seat", [None, -1, 99, True, 4, 2.0])
def test_observation_and_legal_actions_refuse_what_is_not_a_seat(seat):
    for state in (kirin.new_game(4, seed=2), _state_in_play()):
        _refused_with_seats(lambda: state.observation(seat))
        _refused_with_seats(lambda: state.legal_actions(seat))


@pytest.mark.parametrize("bad", [None, 5, 2.5, [["Q6"]], [[[["Q6"]]]], {"Q6": 1}, b"Q6"])
def test_parse_cards_refuses_inputs_of_the_wrong_type(bad):
    with pytest.raises(InvalidInput):
        kirin.parse_cards(bad)


def test_parse_card_and_rule_functions_refuse_wrong_types():
    for call in (lambda: kirin.parse_card(["Q6"]), lambda: kirin.parse_card(None),
                 lambda: kirin.trick_winner(None, "ascending"), lambda: kirin.legal_follows(5, "Q6", "ascending"),
                 lambda: kirin.order_after("Q1 S2", ["ascending"])):
        with pytest.raises(InvalidInput):
            call()


@pytest.mark.parametrize("players", [4.0, True, 3, 5, "4", None, -4])
def test_new_game_refuses_a_wrong_player_count(players):
    with pytest.raises(InvalidInput):
        kirin.new_game(players, seed=1)


@pytest.mark.parametrize("rules", ["strict", 3, {"rounds": 2}, object()])
def test_rules_of_the_wrong_type_are_refused(rules):
    with pytest.raises(InvalidInput):
        kirin.new_game(4, seed=1, rules=rules)
    with pytest.raises(InvalidInput):
        kirin.trick_winner("Q1 S2 B3 X4", "ascending", rules=rules)
    with pytest.raises(InvalidInput):
        kirin.legal_follows("Q1 S2", "B3", "ascending", rules=rules)


def test_messages_quote_a_short_prefix_of_long_input():
    huge = "Q7 " * 1_000_000
    for call in (lambda: kirin.parse_cards(huge), lambda: kirin.parse_card(huge),
                 lambda: _state_in_play().apply(0, huge)):
        with pytest.raises((InvalidInput, IllegalAction)) as caught:
            call()
        assert len(str(caught.value)) < 300


def test_from_json_refuses_the_same_card_in_two_hands():
    data = _state_in_play().to_json()
    card = data["hands"][0].split()[0]
    data["hands"][1] = data["hands"][1] + " " + card
    with pytest.raises(InvalidInput, match="two places"):
        kirin.from_json(data)


@pytest.mark.parametrize("turn", [9, -2, 4, True, "1"])
def test_from_json_refuses_a_turn_out_of_range(turn):
    data = _state_in_play().to_json()
    data["turn"] = turn
    with pytest.raises(InvalidInput):
        kirin.from_json(data)


def test_from_json_refuses_a_turn_that_does_not_follow_the_trick():
    data = _state_in_play(plays=2).to_json()
    data["turn"] = (data["leader"] + 1) % 4  # two cards are in the trick: it is leader + 2
    with pytest.raises(InvalidInput, match="phase"):
        kirin.from_json(data)


def test_from_json_replays_the_finished_tricks():
    """A finished trick naming another winner (KI-5) does not load."""
    state = kirin.new_game(4, seed=5)
    while len(state.tricks) < 2:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    data = state.to_json()
    leader, cards, winner, order = data["tricks"][0]
    data["tricks"][0] = [leader, cards, (winner + 1) % 4, order]
    with pytest.raises(InvalidInput, match="winner"):
        kirin.from_json(data)


def test_from_json_refuses_hostile_documents():
    data = _state_in_play().to_json()
    deep: dict = {"game": "kirin"}
    inner = deep
    for _ in range(3000):
        inner["x"] = {}
        inner = inner["x"]
    missing = dict(data)
    del missing["hands"]
    for doc in (None, [], "kirin", {}, {"game": "dragon_egg"}, missing, deep,
                {**data, "events": [[]]}, {**data, "events": [["play", 0]]}, {**data, "players": 9},
                {**data, "declared": [None] * 5}):
        with pytest.raises(InvalidInput):
            kirin.from_json(doc)


def test_from_json_copies_its_input_and_to_json_gives_fresh_data():
    state = _state_in_play()
    data = state.to_json()
    saved = json.loads(json.dumps(data))
    loaded = kirin.from_json(data)
    data["tricks"].append("poison")
    data["totals"][0] = 99
    out = loaded.to_json()
    out["totals"][1] = 99
    out["events"].clear()
    assert loaded.to_json() == saved
