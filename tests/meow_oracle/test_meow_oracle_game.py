"""Meow Oracle game loop: the shared conformance check, hidden cards, JSON, notation."""

from __future__ import annotations

import json
import random
import re

import pytest

import engines.meow_oracle as meow
from engines import InvalidInput
from engines.meow_oracle import CARDS, Rules, from_json, new_game
from engines.testing import check_log_reads_the_same, check_random_play
from widgets.testing import other_game

PHASES = {"deal", "turn_up", "keep", "give", "place", "move_aside", "score", "winner_points",
          "next_start", "end"}
TOKEN = re.compile(r"^[RBGW]\d{1,2}$")


@pytest.mark.parametrize("players, games", [(2, 14), (3, 12), (4, 10)])
def test_check_random_play(players, games):
    report = check_random_play(meow, players, games=games, seed=players)
    assert report.games == games
    assert report.steps == games * {2: 88, 3: 126, 4: 168}[players]
    assert PHASES <= set(report.event_kinds), set(report.event_kinds)


def face_up_tokens(state) -> set[str]:
    """Every card face up on the table right now: in Areas, turned up, or waiting to be placed."""
    up = {c.token for grid in state.grids for c in grid if isinstance(c, meow.Card)}
    up |= {c.token for c in state.revealed}
    up |= {c.token for _, cards in state.pending for c in cards}
    return up


def tokens_in(data) -> list[str]:
    """All card tokens anywhere in JSON-like data."""
    if isinstance(data, str):
        return [data] if TOKEN.match(data) else []
    if isinstance(data, dict):
        return [t for v in data.values() for t in tokens_in(v)]
    if isinstance(data, list):
        return [t for v in data for t in tokens_in(v)]
    return []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_MO6_no_observation_reveals_a_face_down_card(players):
    """Observations show face-up cards only; they are the same for every seat and do
    not depend on what the engine would turn up next."""
    chooser = random.Random(players)
    for seed in range(3):
        state = new_game(players, seed=seed)
        while not state.is_over():
            shown = face_up_tokens(state)
            observations = [state.observation(s) for s in range(players)]
            for seat, obs in enumerate(observations):
                assert set(tokens_in(obs)) <= shown, (seat, obs)
                areas = obs["areas"]
                for s in range(players):
                    for square, cell in enumerate(areas[s]):
                        card = state.grids[s][square]
                        if isinstance(card, meow.Card):
                            assert cell == card.token
                        else:
                            assert cell in ("?", "")
                assert {k: v for k, v in obs.items() if k != "seat"} == \
                    {k: v for k, v in observations[0].items() if k != "seat"}
            twin = state.clone()
            twin.rng.seed(chooser.random())
            assert [twin.observation(s) for s in range(players)] == observations
            seat = state.to_act()[0]
            state.apply(seat, chooser.choice(state.legal_actions(seat)))


def test_MO6_saved_state_knows_no_face_down_card():
    state = new_game(4, seed=3)
    setup = state.to_position_json()["setup"]
    assert all(cell == "?" for grid in setup["grids"] for cell in grid)
    assert sorted(setup["pool"]) == sorted(c.token for c in CARDS)   # all 36 still undecided


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_action_notation_reads_back(players):
    state = new_game(players, seed=5)
    chooser = random.Random(1)
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for action in legal:
            assert state.parse_action(str(action)) == action
            assert state.parse_action(str(action).lower()) == action
        state.apply(seat, str(chooser.choice(legal)))


def test_notation_accepts_small_variations():
    state = new_game(2, seed=6)
    assert str(state.parse_action("turn up A1")) == "turn a1"
    assert str(state.parse_action("turn beside")) == "turn aside"
    assert str(state.parse_action("place r5 b2")) == "place R5 at b2"
    assert str(state.parse_action("place R5 on b2")) == "place R5 at b2"
    assert str(state.parse_action("keep R5 B3 give G1")) == "keep B3 R5 give G1"


@pytest.mark.parametrize("players", [2, 4])
def test_the_log_reads_the_same_whenever_it_is_read(players):
    """Events are recorded as plain tuples and written out as MeowEvents when read: reading
    after every step, once at the end, on a clone or after a save gives the same log."""
    read_once = check_log_reads_the_same(meow, players, 5)
    kinds = [e.kind for e in read_once.events]
    assert kinds.count("score") == 2 * players and kinds.count("deal") == 2 and kinds[-1] == "end"


def test_json_round_trip_mid_game_and_at_the_end():
    state = new_game(3, seed=7, rules=Rules(path="snake"), first_player=2)
    chooser = random.Random(2)
    steps = 0
    while not state.is_over():
        if steps % 17 == 0:
            again = from_json(json.loads(json.dumps(state.to_json())))
            assert again == state and again.legal_actions(again.to_act()[0]) == \
                state.legal_actions(state.to_act()[0])
            assert again.observation(1) == state.observation(1)
        seat = state.to_act()[0]
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
        steps += 1
    again = from_json(json.loads(json.dumps(state.to_json())))
    assert again == state and again.is_over() and again.winners() == state.winners()
    assert again.rules.path == "snake" and again.first_player == 2


def test_same_seed_same_game_and_no_global_random():
    def play(seed):
        state = new_game(4, seed=seed)
        while not state.is_over():
            seat = state.to_act()[0]
            random.seed(99)
            state.apply(seat, state.legal_actions(seat)[0])
        return state.log()
    assert play(11) == play(11)
    assert play(11) != play(12)
    random.seed(5)
    before = random.random()
    random.seed(5)
    new_game(2)                                   # seed None: a fresh generator, not the global one
    assert random.random() == before


def test_from_json_refuses_another_game():
    data = new_game(2, seed=1).to_json()
    data["game"] = other = other_game("meow_oracle").key
    with pytest.raises(ValueError, match=other):
        from_json(data)


@pytest.mark.parametrize("players", [1, 5, 0, "3", True])
def test_new_game_players(players):
    with pytest.raises(InvalidInput, match="2 to 4 players"):
        new_game(players)


def test_new_game_first_player():
    state = new_game(3, seed=1, first_player=1)
    assert state.to_act() == [1] and state.start == 1
    with pytest.raises(InvalidInput, match="first_player"):
        new_game(3, first_player=3)


def test_clone_is_independent():
    state = new_game(3, seed=2)
    twin = state.clone()
    twin.apply(0, "turn a1")
    assert state.phase == "turn" and not state.revealed and twin.revealed
    assert twin != state


def test_event_log_reads_like_table_talk():
    state = new_game(2, seed=3)
    state.set_next_cards("R1 B2 G3")
    for square in ("a1", "b1", "c1"):
        state.apply(0, f"turn {square}")
    state.apply(0, "keep R1 B2 give G3")
    state.apply(0, "place R1 at a1")
    state.apply(0, "place B2 at c3")
    assert state.log() == [
        "Round 1: 9 cards are dealt face down into each Area and 18 cards sit out; Aiko starts.",
        "Aiko turns up R1 from a1.", "Aiko turns up B2 from b1.", "Aiko turns up G3 from c1.",
        "Aiko keeps R1 B2.", "Aiko gives G3 to Bruno.", "Aiko places R1 on a1.",
        "The face-down card on Aiko's c3 moves beside their Area, still face down.",
        "Aiko places B2 on c3.",
    ]
    obs = state.observation(1)
    assert obs["to_act"] == [1] and obs["to_place"] == [[1, ["G3"]]] and obs["aside"] == [1, 0]
