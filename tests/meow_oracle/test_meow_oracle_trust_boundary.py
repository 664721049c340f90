"""Meow Oracle as a trust boundary: bad seats, bad notation, tampered game records, damaged positions.

The shared checks of ``engines.testing`` run for 2, 3 and 4 players: they feed bad input
everywhere, tamper with saved games and damage saved positions; the named tests below
each show one case.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import engines.meow_oracle as meow
from engines import IllegalAction, InvalidInput
from widgets.testing import bot_game, other_game


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


@pytest.mark.parametrize("players", [2, 4])
def test_apply_refuses_what_is_not_an_action_with_invalid_input(players):
    """Nothing, a number, bytes or another game's action or card is not a Meow Oracle action."""
    state = _played(players, 7)
    before = state.to_json()
    other = bot_game(other_game("meow_oracle"), seed=1, until=lambda s: True)  # a new game of another page
    idle = next(seat for seat in range(players) if seat not in state.to_act())
    for bad in (None, 42, b"x", 2.5, ["turn a1"], other.legal_actions(other.to_act()[0])[0]):
        for seat in (state.to_act()[0], idle):
            with pytest.raises(InvalidInput, match="An action is notation") as caught:
                state.apply(seat, bad)
            assert type(caught.value) is InvalidInput
    assert state.to_json() == before


# ----- what-if positions: every field saved, each checked ---------------------------------------

def _position(state: meow.State) -> tuple[dict, dict]:
    """The state saved as a what-if position, and its setup (every field, to damage)."""
    data = state.to_position_json()
    return data, data["setup"]


@pytest.mark.parametrize("active", [9, -1, 4, True, None])
def test_a_position_with_an_active_player_out_of_range_is_refused(active):
    data, setup = _position(_played(4, 10))
    setup["active"] = active
    with pytest.raises(InvalidInput):
        meow.position_from_json(data)


def test_a_position_with_the_wrong_active_player_is_refused():
    data, setup = _position(_played(3, 10))
    setup["active"] = (setup["active"] + 1) % 3
    with pytest.raises(InvalidInput, match="turn"):
        meow.position_from_json(data)


def test_a_position_with_a_card_in_two_places_is_refused():
    data, setup = _position(_at_phase(4, "turn"))
    up = next(cell for grid in setup["grids"] for cell in grid if cell not in ("", "?"))
    setup["pool"].append(up)
    with pytest.raises(InvalidInput, match="two places"):
        meow.position_from_json(data)


def test_a_position_with_a_lost_card_is_refused():
    data, setup = _position(_at_phase(4, "turn"))
    setup["pool"].pop()
    with pytest.raises(InvalidInput, match="lost"):
        meow.position_from_json(data)


def test_a_position_with_an_area_that_does_not_fit_the_turns_is_refused():
    data, setup = _position(_at_phase(4, "turn"))
    grid = setup["grids"][2]
    grid[grid.index("?")] = ""  # a face-down card vanishes
    with pytest.raises(InvalidInput, match="seat 2"):
        meow.position_from_json(data)


def test_a_position_with_a_phase_that_does_not_fit_is_refused():
    data, setup = _position(_at_phase(4, "choose"))
    setup["phase"] = "turn"  # three cards are turned up: the player must choose now
    with pytest.raises(InvalidInput, match="turn"):
        meow.position_from_json(data)


def test_a_position_with_scores_the_final_areas_do_not_give_is_refused():
    data, setup = _position(_played(2, 88))
    assert setup["phase"] == "over"
    setup["round_scores"][0][1][2] += 2  # two more points of colour lines
    with pytest.raises(InvalidInput, match="MO-2"):
        meow.position_from_json(data)


def test_a_finished_game_with_an_area_of_eight_colour_lines_loads():
    """Point 2 reaches 16 when all 8 lines share a colour (MO-3): such a save is one the rules reach."""
    state = meow.new_game(3, seed=91)
    chooser = random.Random(91)  # this seed's random game gives seat 0 sixteen points of lines in round 2
    while state.to_act():
        seat = chooser.choice(state.to_act())
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    assert state.round_scores[1][0] == [2, 2, 16]
    assert meow.position_from_json(state.to_position_json()) == state
    assert meow.from_json(state.to_json()) == state


def test_a_position_whose_round_two_start_does_not_follow_round_one_is_refused():
    data, setup = _position(_played(3, 70))
    assert setup["round"] == 2
    setup["start"] = (setup["start"] + 1) % 3
    with pytest.raises(InvalidInput, match="MO-7"):
        meow.position_from_json(data)


def _card_beside_an_empty_square(setup: dict, seat: int) -> None:
    """Put a card beside seat's Area at turn 0 and leave an empty square: no play leads there (MO-5)."""
    setup["aside"][seat] = 1
    setup["grids"][seat][4] = ""


def test_a_card_beside_the_area_at_turn_0_with_an_empty_square_is_refused():
    """A face-down card moves beside the Area only when a card is placed on its square (MO-5)."""
    data, setup = _position(meow.new_game(3, seed=8))
    _card_beside_an_empty_square(setup, 1)
    with pytest.raises(InvalidInput, match="Seat 1 has 1 card beside the Area but only 0 face-up squares"):
        meow.position_from_json(data)


def test_a_position_with_more_cards_aside_than_face_up_squares_is_refused():
    """Later in a round too: every card beside an Area stands for a face-up square (MO-5)."""
    state = _at_phase(3, "turn")
    data, setup = _position(state)
    seat = next(s for s in range(3) if 0 < state.up[s].bit_count() < 9 and "?" in setup["grids"][s])
    up = state.up[seat].bit_count()
    grid = setup["grids"][seat]
    while setup["aside"][seat] <= up:  # a face-down card moves beside the Area, leaving its square empty
        grid[grid.index("?")] = ""
        setup["aside"][seat] += 1
    with pytest.raises(InvalidInput, match=f"Seat {seat} has .* beside the Area but only {up} face-up"):
        meow.position_from_json(data)


# ----- game records: a deal and its moves, replayed -----------------------------------------------

def _record(players: int = 3, seed: int = 3) -> tuple[meow.State, dict]:
    """A finished seeded game (the last legal action every time) and its record."""
    state = meow.new_game(players, seed=seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    return state, state.to_json()


def test_a_new_game_reloads_with_the_same_log():
    for players in (2, 3, 4):
        for first in range(players):
            state = meow.new_game(players, seed=players + first, rules=meow.Rules(path="snake"),
                                  first_player=first)
            again = meow.from_json(json.loads(json.dumps(state.to_json())))
            assert again == state and again.events == state.events and again.to_json() == state.to_json()


def test_a_record_mid_game_round_trips():
    state = _played(4, 61)
    again = meow.from_json(json.loads(json.dumps(state.to_json())))
    assert again == state and again.events == state.events and again.to_json() == state.to_json()
    assert again.legal_actions(again.to_act()[0]) == state.legal_actions(state.to_act()[0])


def test_a_move_against_the_rules_is_refused_by_its_number():
    """A placement on a square that already shows a card (MO-5) names the move."""
    _, data = _record()
    replay = meow.State.opening(data)
    for number, (seat, text) in enumerate(data["moves"], 1):
        if text.startswith("place") and replay.up[seat]:
            break
        replay.apply(seat, text)
    taken = meow.SQUARES[next(i for i, cell in enumerate(replay.grid(seat).cells) if cell)]
    data["moves"][number - 1][1] = bad = text.rsplit(" ", 1)[0] + " " + taken
    with pytest.raises(InvalidInput, match=rf"^Move {number}: \w+ '{re.escape(bad)}' cannot be played \(MO-5\): "
                                           rf".*{taken} already shows"):
        meow.from_json(data)


@pytest.mark.parametrize("what", ["mid-turn", "later turn", "round 2", "prepared deck", "reordered deck"])
def test_a_game_record_holds_no_setup(what):
    """A setup (a later moment, a prepared or reordered deck) is a what-if position, never a game record (MO-7)."""
    state = {"mid-turn": lambda: _played(3, 1), "later turn": lambda: _at_phase(3, "turn"),
             "round 2": lambda: _played(3, 70)}.get(what, lambda: meow.new_game(3, seed=4))()
    data = state.to_position_json()
    setup = {k: v for k, v in json.loads(json.dumps(data["setup"])).items() if k != "events"}
    if what == "prepared deck":
        setup["stacked"] = ["R1", "B2"]
    elif what == "reordered deck":
        setup["pool"].reverse()
    record = {**data, "record": "game", "setup": setup}
    with pytest.raises(InvalidInput, match="holds no setup"):
        meow.from_json(record)
    game = meow.new_game(3, seed=4).to_json()
    for extra in ({"rng": setup["rng"]}, {"stacked": ["W3", "W4", "W5"]}, {"pool": setup["pool"]}):
        with pytest.raises(InvalidInput, match="no field"):
            meow.from_json({**game, **extra})
    with pytest.raises(InvalidInput, match="what-if position"):
        meow.from_json(data)
    assert meow.position_from_json(data) == state


def test_a_prepared_deck_makes_a_position_record():
    """set_next_cards changes the deal: the game is saved as a what-if position and replays as one."""
    state = meow.new_game(2, seed=3)
    state.apply(0, "turn a1")
    state.set_next_cards("R1 B2")
    state.apply(0, "turn b1")
    state.apply(0, "turn c1")
    data = state.to_json()
    assert data["record"] == "position" and data["setup"]["stacked"] == ["R1", "B2"]
    assert data["moves"] == [[0, "turn b1"], [0, "turn c1"]]
    with pytest.raises(InvalidInput, match="what-if position"):
        meow.from_json(data)
    again = meow.position_from_json(json.loads(json.dumps(data)))
    assert again == state and again.events == state.events and again.to_json() == data
    assert [card.token for card in again.revealed][1:] == ["R1", "B2"]


def test_from_json_refuses_hostile_documents():
    """Rules and options no table plays (the hostile documents every game refuses: tests/test_boundary_checks.py)."""
    data = _played(4, 20).to_json()
    for doc in ({**data, "rules": {"path": "spiral"}}, {**data, "options": {"first_player": 4}},
                {**data, "options": {"first_player": True}}, {**data, "options": {"dealer": 1}}):
        with pytest.raises(InvalidInput):
            meow.from_json(doc)


def test_from_json_copies_its_input_and_to_json_gives_fresh_data():
    state = _played(3, 25)
    data = state.to_json()
    saved = json.loads(json.dumps(data))
    loaded = meow.from_json(data)
    data["rules"]["path"] = "snake"
    data["moves"].append("poison")
    out = loaded.to_json()
    out["rules"]["path"] = "snake"
    out["moves"].clear()
    assert loaded.to_json() == saved


def test_a_loaded_record_keeps_its_setup_while_it_plays_on():
    """Playing on after loading changes the state, never the deal its record starts from."""
    state = _played(2, 80)
    loaded = meow.from_json(json.loads(json.dumps(state.to_json())))
    chooser = random.Random(5)
    while not loaded.is_over():
        seat = loaded.to_act()[0]
        action = chooser.choice(loaded.legal_actions(seat))
        loaded.apply(seat, action)
        state.apply(seat, action)
    assert loaded.to_json() == state.to_json() and loaded == state
