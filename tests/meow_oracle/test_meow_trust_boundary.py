"""Meow Oracle as a trust boundary (issue 11): bad seats, bad notation, hostile saved states.

The shared checks of ``engines.testing`` run for 2, 3 and 4 players; the named tests below
each reproduce one item of the issue.
"""

from __future__ import annotations

import json
import random

import pytest

import engines.meow_oracle as meow
from engines import IllegalAction, InvalidInput
from engines.testing import check_bad_inputs, check_saved_states


def _played(players: int, steps: int, seed: int = 4) -> meow.State:
    """A game ``steps`` random actions in."""
    state = meow.new_game(players, seed=seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        seat = state.to_act()[0]
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    return state


def _at_phase(players: int, phase: str, seed: int = 4) -> meow.State:
    """The first moment of a random game where the phase is ``phase`` (after the first turn)."""
    state = meow.new_game(players, seed=seed)
    chooser = random.Random(seed)
    while state.turn < 1 or state.phase != phase:
        seat = state.to_act()[0]
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    return state


def _refused_with_seats(call) -> None:
    with pytest.raises(IllegalAction) as caught:
        call()
    assert caught.value.rule == "seats", caught.value.rule


@pytest.mark.parametrize("players", [2, 3, 4])
def test_check_bad_inputs(players):
    report = check_bad_inputs(meow, players, games=2)
    assert report.tried == report.refused > 500


@pytest.mark.parametrize("players", [2, 3, 4])
def test_check_saved_states(players):
    report = check_saved_states(meow, players, games=2, states=3, mutations=30)
    assert report.refused > 0 and report.tried == report.refused + report.accepted


@pytest.mark.parametrize("seat", [None, -1, 99, True, False, 1.0, 4])
def test_observation_and_legal_actions_refuse_what_is_not_a_seat(seat):
    for state in (meow.new_game(4, seed=1), _played(4, 30), _played(4, 168)):
        _refused_with_seats(lambda: state.observation(seat))
        _refused_with_seats(lambda: state.legal_actions(seat))


@pytest.mark.parametrize("seat", [False, True, 0.0, -1, 3, None])
def test_apply_refuses_what_is_not_a_seat_and_changes_nothing(seat):
    state = meow.new_game(3, seed=1)
    before = state.to_json()
    _refused_with_seats(lambda: state.apply(seat, state.legal_actions(0)[0]))
    assert state.to_json() == before


@pytest.mark.parametrize("bad", [None, 5, 2.5, [["R1"]], [[[["R1"]]]], {"R1": 1}, b"R1"])
def test_parse_cards_and_parse_grid_refuse_inputs_of_the_wrong_type(bad):
    with pytest.raises(InvalidInput):
        meow.parse_cards(bad)
    with pytest.raises(InvalidInput):
        meow.parse_grid(bad)


def test_actions_built_from_wrong_types_are_refused():
    for call in (lambda: meow.Choose(5, ("R1",)), lambda: meow.Choose(("R1",), None),
                 lambda: meow.Place(None, 3), lambda: meow.Place("R1", True), lambda: meow.TurnUp(-1),
                 lambda: meow.card_from_token(["R1"])):
        with pytest.raises(InvalidInput):
            call()


@pytest.mark.parametrize("totals", [[1, 2, 3, 4, 5], [7], [], None, "12 3", [1, None], [1, True], [1, -2], [1.0, 2]])
def test_winner_points_refuses_anything_but_two_to_four_totals(totals):
    with pytest.raises(InvalidInput):
        meow.winner_points(totals)


@pytest.mark.parametrize("players", [1, 5, 4.0, True, "3", None])
def test_new_game_refuses_a_wrong_player_count(players):
    with pytest.raises(InvalidInput):
        meow.new_game(players, seed=1)


@pytest.mark.parametrize("rules", ["snake", 1, {"path": "snake"}, object()])
def test_rules_of_the_wrong_type_are_refused(rules):
    grid = "B0 R1 G3 G5 W5 R9 G6 R8 B4"
    for call in (lambda: meow.new_game(2, seed=1, rules=rules), lambda: meow.ascending_points(grid, rules),
                 lambda: meow.line_points(grid, rules), lambda: meow.round_points(grid, rules),
                 lambda: meow.winner_points([1, 2], rules)):
        with pytest.raises(InvalidInput):
            call()


def test_messages_quote_a_short_prefix_of_long_input():
    huge = "R11 " * 1_000_000
    for call in (lambda: meow.parse_cards(huge), lambda: meow.parse_grid(huge),
                 lambda: meow.card_from_token(huge), lambda: meow.parse_square(huge),
                 lambda: meow.new_game(3, seed=1).apply(0, "turn " + huge)):
        with pytest.raises((InvalidInput, IllegalAction)) as caught:
            call()
        assert len(str(caught.value)) < 300


@pytest.mark.parametrize("active", [9, -1, 4, True, None])
def test_from_json_refuses_an_active_player_out_of_range(active):
    data = _played(4, 10).to_json()
    data["active"] = active
    with pytest.raises(InvalidInput):
        meow.from_json(data)


def test_from_json_refuses_the_wrong_active_player():
    data = _played(3, 10).to_json()
    data["active"] = (data["active"] + 1) % 3
    with pytest.raises(InvalidInput, match="turn"):
        meow.from_json(data)


def test_from_json_refuses_a_card_in_two_places():
    data = _at_phase(4, "turn").to_json()
    up = next(cell for grid in data["grids"] for cell in grid if cell not in ("", "?"))
    data["pool"].append(up)
    with pytest.raises(InvalidInput, match="two places"):
        meow.from_json(data)


def test_from_json_refuses_a_lost_card():
    data = _at_phase(4, "turn").to_json()
    data["pool"].pop()
    with pytest.raises(InvalidInput, match="lost"):
        meow.from_json(data)


def test_from_json_refuses_an_area_that_does_not_fit_the_turns():
    data = _at_phase(4, "turn").to_json()
    grid = data["grids"][2]
    grid[grid.index("?")] = ""  # a face-down card vanishes
    with pytest.raises(InvalidInput, match="seat 2"):
        meow.from_json(data)


def test_from_json_refuses_a_phase_that_does_not_fit():
    data = _at_phase(4, "choose").to_json()
    data["phase"] = "turn"  # three cards are turned up: the player must choose now
    with pytest.raises(InvalidInput, match="turn"):
        meow.from_json(data)


def test_from_json_refuses_scores_the_final_areas_do_not_give():
    data = _played(2, 88).to_json()
    assert data["phase"] == "over"
    data["round_scores"][0][1][2] += 2  # two more points of colour lines
    with pytest.raises(InvalidInput, match="MO-2"):
        meow.from_json(data)


def test_a_finished_game_with_an_area_of_eight_colour_lines_loads():
    """Point 2 reaches 16 when all 8 lines share a colour (MO-3): such a save is one the rules reach."""
    state = meow.new_game(3, seed=91)
    chooser = random.Random(91)  # this seed's random game gives seat 0 sixteen points of lines in round 2
    while state.to_act():
        seat = chooser.choice(state.to_act())
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    assert state.round_scores[1][0] == [2, 2, 16]
    assert meow.from_json(state.to_json()) == state


def test_from_json_refuses_a_round_two_start_that_does_not_follow_round_one():
    data = _played(3, 70).to_json()
    assert data["round"] == 2
    data["start"] = (data["start"] + 1) % 3
    with pytest.raises(InvalidInput, match="MO-7"):
        meow.from_json(data)


def test_from_json_refuses_hostile_documents():
    data = _played(4, 20).to_json()
    deep: dict = {"game": "meow_oracle"}
    inner = deep
    for _ in range(3000):
        inner["x"] = {}
        inner = inner["x"]
    missing = dict(data)
    del missing["grids"]
    for doc in (None, [], "meow_oracle", {}, {"game": "kirin"}, missing, deep,
                {**data, "events": [[]]}, {**data, "events": [["place", 0]]}, {**data, "players": 9},
                {**data, "pending": [[0, ["R1"]], [1, ["B2"]], [2, ["G3"]], [3, ["W3"]]]}):
        with pytest.raises(InvalidInput):
            meow.from_json(doc)


def test_from_json_copies_its_input_and_to_json_gives_fresh_data():
    state = _played(3, 25)
    data = state.to_json()
    saved = json.loads(json.dumps(data))
    loaded = meow.from_json(data)
    data["grids"][0][0] = "R5"
    data["pool"].clear()
    out = loaded.to_json()
    out["aside"][0] = 7
    out["events"].clear()
    assert loaded.to_json() == saved
