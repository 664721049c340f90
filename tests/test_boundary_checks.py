"""Every engine as a trust boundary, over the registry: bad seats, bad players and seeds, the shared
conformance checks of ``engines.testing``, and game records that are a deal and its moves.

Each case runs for every game in ``widgets.games.GAMES`` and, where the table size matters, every
size in its ``State.PLAYER_COUNTS``. A game's own refusals (a ruling's case, a tamper only its
rules can catch) are in ``tests/<game>/test_<game>_boundary.py`` or ``..._trust_boundary.py``.
"""

from __future__ import annotations

import json

import pytest

from engines import IllegalAction, InvalidInput
from engines.testing import check_bad_inputs, check_saved_states
from widgets.games import KEYS, game
from widgets.testing import bot_game, other_game, seat_counts

TABLES = [(key, players) for key in KEYS for players in seat_counts(key)]
"""Every game at every table size it allows."""


def _engine(key: str):
    """The game's engine package (``new_game``, ``from_json``, ``position_from_json``)."""
    return game(key).part(game(key).engine)


def _record(key: str, players: int | None = None, seed: int = 3) -> tuple:
    """A finished game of Beginner bots and its record."""
    state = bot_game(key, players, seed=seed)
    return state, state.to_json()


@pytest.mark.parametrize("key, players", TABLES)
def test_bad_inputs_are_refused_and_change_nothing(key, players):
    report = check_bad_inputs(_engine(key), players, games=2, seed=players)
    assert report.tried == report.refused > 300


@pytest.mark.parametrize("key, players", TABLES)
def test_damaged_saved_states_are_refused_or_sound(key, players):
    report = check_saved_states(_engine(key), players, games=1, seed=players, states=4, mutations=30)
    assert report.refused > 0 and report.tried == report.refused + report.accepted


@pytest.mark.parametrize("key, seat", [(key, seat) for key in KEYS for seat in (-1, 5, 99, None, True, False, 0.0, 2.0)])
def test_seats_outside_the_table_are_refused_and_change_nothing(key, seat):
    state = _engine(key).new_game(max(seat_counts(key)), seed=1)
    if seat == 5 and state.players == 5:
        seat = 6
    before = state.to_json()
    action = state.legal_actions(state.to_act()[0])[0]
    for ask in (state.observation, state.legal_actions, lambda s: state.apply(s, action)):
        with pytest.raises(IllegalAction) as refusal:
            ask(seat)
        assert refusal.value.rule == "seats", refusal.value.rule
    assert state.to_json() == before


@pytest.mark.parametrize("key", KEYS)
def test_new_game_refuses_wrong_players_rules_and_seeds(key):
    counts = seat_counts(key)
    new_game = _engine(key).new_game
    for players in (min(counts) - 1, max(counts) + 1, 9, float(min(counts)), True, str(min(counts)), None):
        with pytest.raises(InvalidInput):
            new_game(players, seed=1)
    for rules in ("strict", 3, object()):
        with pytest.raises(InvalidInput):
            new_game(min(counts), seed=1, rules=rules)
    for seed in ([1], {"seed": 1}, object(), 1.5, "1"):
        with pytest.raises(InvalidInput, match="seed must be a whole number"):
            new_game(min(counts), seed=seed)


@pytest.mark.parametrize("key, players", TABLES)
def test_a_game_record_is_its_deal_and_its_moves(key, players):
    state, data = _record(key, players, seed=players)
    engine = _engine(key)
    assert set(data) == {"game", "record", "players", "rules", "seed", "moves", "scores", "over"}
    assert data["game"] == key and data["record"] == "game" and data["over"] is True
    assert (data["players"], data["seed"], data["scores"]) == (players, players, state.scores())
    assert game(key).State.opening(data) == engine.new_game(players, seed=players, rules=state.rules)
    again = engine.from_json(json.loads(json.dumps(data)))
    assert again == state and again.events == state.events and again.to_json() == data


@pytest.mark.parametrize("key, change", [(key, change) for key in KEYS
                                         for change in ("drop", "swap", "another seat", "score", "over", "after the end")])
def test_a_tampered_record_is_refused(key, change):
    _, data = _record(key)
    moves = data["moves"]
    if change == "drop":
        del moves[len(moves) // 2]
    elif change == "swap":  # two moves of different seats exchanged between them
        later = next(i for i, (seat, _) in enumerate(moves) if seat != moves[0][0])
        moves[0][1], moves[later][1] = moves[later][1], moves[0][1]
    elif change == "another seat":
        moves[0][0] = (moves[0][0] + 1) % data["players"]
    elif change == "score":
        data["scores"][0] += 1
    elif change == "over":
        data["over"] = False
    else:
        moves.append(list(moves[-1]))
    with pytest.raises(InvalidInput, match="Move|saved scores|saved over"):
        _engine(key).from_json(data)


@pytest.mark.parametrize("key", KEYS)
def test_a_what_if_position_is_no_game_record(key):
    """A position (a chosen deal) opens with position_from_json, never as a game played from its start."""
    engine = _engine(key)
    state = bot_game(key, seed=5, until=lambda s: len(s.to_json()["moves"]) >= 6)
    data = state.to_position_json()
    with pytest.raises(InvalidInput, match="what-if position"):
        engine.from_json(data)
    assert engine.position_from_json(data) == state
    setup = {k: v for k, v in data["setup"].items() if k != "events"}
    _, record = _record(key)
    for extra in ({"setup": setup}, {"rng": setup.get("rng", 1)}, {"hands": [1, 2]}):
        with pytest.raises(InvalidInput, match="no setup|no field"):
            engine.from_json({**record, **extra})


@pytest.mark.parametrize("key", KEYS)
def test_from_json_copies_its_input_and_to_json_gives_fresh_data(key):
    engine = _engine(key)
    state = bot_game(key, seed=2, until=lambda s: len(s.to_json()["moves"]) >= 4)
    data = state.to_json()
    saved = json.loads(json.dumps(data))
    loaded = engine.from_json(data)
    data["moves"].append("poison")
    data["scores"][0] = 99
    out = loaded.to_json()
    out["moves"].clear()
    assert loaded.to_json() == saved and loaded == state
    position = state.to_position_json()
    loaded = engine.position_from_json(position)
    position["setup"].clear()
    assert loaded == state and loaded.to_position_json() == state.to_position_json()


@pytest.mark.parametrize("key", KEYS)
def test_from_json_refuses_hostile_documents(key):
    _, data = _record(key)
    other = other_game(key).key
    missing = {k: v for k, v in data.items() if k != "seed"}
    deep: dict = {"game": key}
    inner = deep
    for _ in range(3000):
        inner["x"] = {}
        inner = inner["x"]
    first = data["moves"][0]
    for doc in (None, [], key, {}, {"game": other}, missing, deep, {**data, "game": other}, {**data, "record": "chess"},
                {**data, "moves": [[0]]}, {**data, "moves": [[str(first[0]), first[1]]]}, {**data, "moves": [[True, 5]]},
                {**data, "moves": "all of them"}, {**data, "moves": [first] * 1_000_001}, {**data, "players": 9},
                {**data, "seed": -3}):
        with pytest.raises(InvalidInput):
            _engine(key).from_json(doc)

