"""The Lauzait Cep! engine as a trust boundary (issue 11): bad input refused, saved states checked."""

from __future__ import annotations

import pytest

from engines import IllegalAction, InvalidInput, lauzait_cep
from engines.lauzait_cep import Discard, Dissolve, Form, Move, dissolve_action, form_action, new_game, parse_cards
from engines.testing import check_bad_inputs, check_saved_states


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bad_inputs_are_refused_and_change_nothing(players):
    report = check_bad_inputs(lauzait_cep, players, games=1, seed=players, max_steps=3000)
    assert report.tried == report.refused > 300


@pytest.mark.parametrize("players", [2, 3, 4])
def test_damaged_saved_states_are_refused_or_sound(players):
    report = check_saved_states(lauzait_cep, players, games=1, seed=players)
    assert report.refused > report.accepted > 0


def test_a_move_from_a_negative_square_is_refused_before_anything_changes():
    """Python would wrap square -1 to e5; the move is refused as input, the state untouched."""
    state = new_game(4, seed=5)
    seat = state.to_act()[0]
    discard = next(a for a in state.legal_actions(seat) if isinstance(a, Discard))
    state.apply(seat, discard)  # now a move is due
    before = state.to_json()
    move = state.legal_actions(seat)[0]
    with pytest.raises(InvalidInput):
        state.apply(seat, Move(move.src - 25, move.dst))
    assert state.to_json() == before and state.legal_actions(seat)[0] == move


@pytest.mark.parametrize("seat", [-1, 4, 99, None, True, 0.0])
def test_seats_outside_the_table_are_refused(seat):
    state = new_game(4, seed=1)
    for ask in (state.observation, state.legal_actions):
        with pytest.raises(IllegalAction) as refusal:
            ask(seat)
        assert refusal.value.rule == "seats"


def test_departments_may_be_given_as_tokens_in_any_order():
    """A Form or Dissolve built from tokens, in any order, is the same action (LC-5)."""
    assert form_action(("G3", "G1", "G2")) == Form(tuple(parse_cards("G1 G2 G3")))
    assert str(dissolve_action(["J=G4", "G2", "G3"])) == "dissolve G2 G3 J=G4"
    assert dissolve_action("G3 J=G4 G2") == Dissolve(tuple(parse_cards("G2 G3 J=G4")))
    with pytest.raises(InvalidInput):
        Form(("G3", "G1", "G2"))  # the action itself holds a department as the engine keeps it
    with pytest.raises(InvalidInput):
        Form(("G1", "G2"))
    with pytest.raises(InvalidInput):
        Form(("G1", "G2", "J"))


def test_a_legal_form_in_another_order_is_accepted():
    state = new_game(2, seed=11)
    for _ in range(400):
        seat = state.to_act()[0]
        forms = [a for a in state.legal_actions(seat) if isinstance(a, Form)]
        if forms:
            break
        state.apply(seat, state.legal_actions(seat)[-1])
    else:
        pytest.skip("no form came up")
    form = forms[0]
    state.apply(seat, form_action(tuple(reversed([str(p) for p in form.pieces]))))
    assert any(dept == form.pieces for dept, _ in state.revealed[seat])


@pytest.mark.parametrize("players, rules", [(3.0, None), (True, None), (5, None), (4, "strict")])
def test_new_game_refuses_wrong_players_and_rules(players, rules):
    with pytest.raises(InvalidInput):
        new_game(players, seed=1, rules=rules)


def test_to_json_is_fresh_and_from_json_copies_its_input():
    state = new_game(3, seed=2)
    for _ in range(10):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    data = state.to_json()
    data["events"][0].append("poison")
    data["hidden"][0].clear()
    assert state.to_json() != data
    loaded = lauzait_cep.from_json(state.to_json())
    saved = loaded.to_json()
    saved["board"][0] = 99
    assert loaded == state


@pytest.mark.parametrize("change", [
    lambda d: d["hidden"][0].extend([20, 20, 20, 20, 20]),   # five extra jokers
    lambda d: d["hidden"][1].append(3),                       # a 10-piece hand
    lambda d: d["board"].__setitem__(3, -7),                  # a negative board entry
    lambda d: d.update(turn=9),
    lambda d: d.update(players=9),
])
def test_impossible_saved_states_are_refused(change):
    data = new_game(4, seed=3).to_json()
    change(data)
    with pytest.raises(InvalidInput):
        lauzait_cep.from_json(data)
