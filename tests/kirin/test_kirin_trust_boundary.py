"""Kirin as a trust boundary: bad seats, bad notation, tampered game records, damaged positions.

The shared checks of ``engines.testing`` feed bad input everywhere, tamper with saved
games and damage saved positions; the named tests below each show one case.
"""

from __future__ import annotations

import json
import re

import pytest

from engines import IllegalAction, InvalidInput, kirin


def _state_in_play(seed: int = 3, plays: int = 2) -> kirin.State:
    """A game in its play phase, ``plays`` cards into the first trick."""
    state = kirin.new_game(4, seed=seed)
    for seat in range(4):
        state.apply(seat, state.legal_actions(seat)[0])
    for _ in range(plays):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return state


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


def _position(state: kirin.State) -> tuple[dict, dict]:
    """The state saved as a what-if position, and its setup (every field, to damage)."""
    data = state.to_position_json()
    return data, data["setup"]


def test_a_position_with_the_same_card_in_two_hands_is_refused():
    data, setup = _position(_state_in_play())
    card = setup["hands"][0].split()[0]
    setup["hands"][1] = setup["hands"][1] + " " + card
    with pytest.raises(InvalidInput, match="two places"):
        kirin.position_from_json(data)


@pytest.mark.parametrize("turn", [9, -2, 4, True, "1"])
def test_a_position_with_a_turn_out_of_range_is_refused(turn):
    data, setup = _position(_state_in_play())
    setup["turn"] = turn
    with pytest.raises(InvalidInput):
        kirin.position_from_json(data)


def test_a_position_whose_turn_does_not_follow_the_trick_is_refused():
    data, setup = _position(_state_in_play(plays=2))
    setup["turn"] = (setup["leader"] + 1) % 4  # two cards are in the trick: it is leader + 2
    with pytest.raises(InvalidInput, match="phase"):
        kirin.position_from_json(data)


def test_a_position_is_checked_by_replaying_its_finished_tricks():
    """A finished trick naming another winner (KI-5) does not load."""
    state = kirin.new_game(4, seed=5)
    while len(state.tricks) < 2:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    data, setup = _position(state)
    leader, cards, winner, order = setup["tricks"][0]
    setup["tricks"][0] = [leader, cards, (winner + 1) % 4, order]
    with pytest.raises(InvalidInput, match="winner"):
        kirin.position_from_json(data)


def test_a_position_with_a_revoke_in_the_current_trick_is_refused():
    """KI-4: the second card of the trick is shown played by a player who held a card that must follow."""
    for seed in range(50):
        state = _state_in_play(seed=seed, plays=1)
        seat = state.to_act()[0]
        allowed = {str(a)[5:] for a in state.legal_actions(seat)}
        revoke = [str(c) for c in state.hand(seat) if str(c) not in allowed]
        if revoke:
            break
    data, setup = _position(state)
    setup["hands"][seat] = " ".join(str(c) for c in state.hand(seat) if str(c) != revoke[0])
    setup["trick"] += " " + revoke[0]
    setup["turn"] = (seat + 1) % 4
    with pytest.raises(InvalidInput, match=rf"played {re.escape(revoke[0])}, but the follow rule \(KI-4\)"):
        kirin.position_from_json(data)


def _record(seed: int = 3) -> tuple[kirin.State, dict]:
    """A finished seeded game (first legal action every time) and its record."""
    state = kirin.new_game(4, seed=seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    return state, state.to_json()


def test_a_game_record_is_its_deal_and_its_moves():
    state, data = _record()
    assert set(data) == {"game", "record", "players", "rules", "seed", "moves", "scores", "over"}
    assert data["record"] == "game" and (data["players"], data["rules"], data["seed"]) == (4, {"rounds": 3}, 3)
    assert len(data["moves"]) == 3 * (4 + 32)  # three rounds: four declarations, eight tricks of four
    again = kirin.from_json(json.loads(json.dumps(data)))
    assert again == state and again.events == state.events and again.to_json() == data


def test_a_move_against_the_follow_rule_is_refused_by_its_number():
    state, data = _record()
    replay = kirin.State.opening(data)
    for number, (seat, text) in enumerate(data["moves"], 1):
        if replay.phase == "play" and replay.trick:
            allowed = {str(a) for a in replay.legal_actions(seat)}
            revoke = [f"play {c}" for c in replay.hand(seat) if f"play {c}" not in allowed]
            if revoke:
                break
        replay.apply(seat, text)
    data["moves"][number - 1][1] = revoke[0]
    with pytest.raises(InvalidInput, match=rf"^Move {number}: .* cannot be played \(KI-4\): You may not play"):
        kirin.from_json(data)


def test_a_game_record_must_be_a_deal_the_engine_made():
    """A position (a chosen deal) is not a game: relabelled, or with its setup, hands or generator, it is refused."""
    state = _state_in_play()
    data = state.to_position_json()
    with pytest.raises(InvalidInput, match="what-if position"):
        kirin.from_json(data)
    setup = {k: v for k, v in data["setup"].items() if k != "events"}
    with pytest.raises(InvalidInput, match="holds no setup"):
        kirin.from_json({**data, "record": "game", "setup": setup})
    _, record = _record()
    for extra in ({"setup": setup}, {"rng": setup["rng"]}, {"hands": setup["hands"]}):
        with pytest.raises(InvalidInput, match="no setup|no field"):
            kirin.from_json({**record, **extra})
    assert kirin.position_from_json(data) == state


def test_a_stacked_kirin_deal_loads_only_as_a_position():
    """Every card of one beast dealt to Aiko: a what-if position, never a game record."""
    position = kirin.new_game(4, seed=1).to_position_json()
    deck = [str(card) for card in kirin.DECK]
    hands = [deck[9 * s:9 * s + 9] for s in range(4)]
    position["setup"]["hands"] = [" ".join(hand) for hand in hands]
    stacked = kirin.position_from_json(position)
    assert stacked.to_json()["record"] == "position"
    with pytest.raises(InvalidInput):
        kirin.from_json({**stacked.to_json(), "record": "game"})


def test_from_json_refuses_rules_no_table_plays():
    """(The hostile documents every game refuses: tests/test_boundary_checks.py.)"""
    _, data = _record()
    for rules in ({"rounds": 10 ** 18}, {"rounds": 0}):
        with pytest.raises(InvalidInput):
            kirin.from_json({**data, "rules": rules})

