"""Records at the trust boundary, in every game: only a short ``InvalidInput`` leaves a loader.

Whatever JSON arrives (a number too long to write out, field names of mixed types, nesting
far past Python's recursion limit, a derived field of a near-miss type, a rule option out
of its range), ``from_json`` and ``position_from_json`` refuse it with an ``InvalidInput``
of at most ``MESSAGE_LIMIT`` characters that quotes at most a short prefix of the input.
A game's own cases (its rule options, its log lines) are in ``tests/<key>/test_<key>_record_boundary.py``.
"""

from __future__ import annotations

import random

import pytest

from engines import IllegalAction, InvalidInput
from engines.testing import MESSAGE_LIMIT
from engines.testing.boundary import BoundaryReport
from engines.testing.records import (DEEP, HOSTILE_KINDS, HUGE, _deep_dict, deep_list, _round_of, check_hostile,
                                     disagreeing_log)
from widgets.games import GAMES as REGISTRY

from record_checks import LONG, played, random_moves, refused

GAMES = {info.key: (info.part(info.engine), min(n for n in info.State.PLAYER_COUNTS if n >= 3)) for info in REGISTRY}
"""Each game's engine and the smallest table of three or more it allows."""
LOADERS = ("from_json", "position_from_json")


def _records(name: str):
    """A game record and a position record of one game, a few moves into its first round."""
    module, players = GAMES[name]
    state = played(module, players, steps=5)
    return module, state.to_json(), state.to_position_json()


@pytest.fixture(params=[(name, loader) for loader in LOADERS for name in GAMES], ids="-".join)
def loaded(request):
    """A game's engine, one of its loaders and a record that loader reads, a few moves in: (module, loader, data)."""
    name, loader = request.param
    module, record, position = _records(name)
    return module, loader, record if loader == "from_json" else position


def test_a_number_too_long_to_write_is_refused_briefly(loaded):
    module, loader, data = loaded
    data["scores"] = [HUGE] + data["scores"][1:]
    message = refused(module, loader, data)
    assert "20 digits" in message and len(message) < 200


@pytest.mark.parametrize("name", GAMES)
def test_a_huge_number_inside_a_position_is_refused(name):
    module, _, position = _records(name)
    position["setup"]["players"] = -HUGE
    refused(module, "position_from_json", position)


def test_field_names_of_mixed_types_are_refused(loaded):
    module, loader, data = loaded
    data[1] = 0
    data["x"] = 0
    assert "field names are text" in refused(module, loader, data)


@pytest.mark.parametrize("where", ("moves", "scores", "extra"))
def test_nesting_past_the_recursion_limit_is_refused(loaded, where):
    module, loader, data = loaded
    data[where] = _deep_dict(DEEP) if where != "moves" else deep_list(DEEP)
    with pytest.raises(InvalidInput) as refusal:
        getattr(module, loader)(data)
    assert len(str(refusal.value)) <= MESSAGE_LIMIT


@pytest.mark.parametrize("name", GAMES)
def test_a_huge_game_field_is_quoted_by_a_short_prefix(name):
    module, record, _ = _records(name)
    record["game"] = "x" * 4_000_000
    message = refused(module, "from_json", record)
    assert len(message) < 200 and "4,000,000 characters" in message


@pytest.mark.parametrize("field, value", [("scores", "floats"), ("scores", "bools"), ("over", 0), ("over", 1)])
def test_derived_fields_are_checked_by_exact_type(loaded, field, value):
    module, loader, data = loaded
    if value == "floats":
        data["scores"] = [float(s) for s in data["scores"]]
    elif value == "bools":
        data["scores"] = [bool(s) for s in data["scores"]]
    else:
        data["over"] = value
    assert f"saved {field} field" in refused(module, loader, data)


def _in_round_two(module, players: int):
    """A seeded game played by random moves into its second round (or season): the first seed that gets there
    (a Lauzait Cep! game may end by agreement in its first season)."""
    for seed in range(3, 100):
        state = module.new_game(players, seed=seed)
        rng = random.Random(seed)
        while state.to_act() and _round_of(state.to_position_json()) < 2:
            random_moves(state, rng, 50)
        if _round_of(state.to_position_json()) >= 2:
            return state
    raise AssertionError("no seed reached a second round")


@pytest.mark.parametrize("name", GAMES)
def test_every_hostile_kind_is_refused_in_every_game(name):
    module, record, position = _records(name)
    later = _in_round_two(*GAMES[name]).to_position_json()
    report = BoundaryReport()
    rng = random.Random(5)
    for _ in range(10):
        check_hostile(module, record, position, rng, report, later=later)
    assert report.refused == report.tried == 10 * len(HOSTILE_KINDS)
    assert set(report.kinds) == set(HOSTILE_KINDS)


# ----- a position's log must agree with its position ------------------------------------------

@pytest.mark.parametrize("name", GAMES)
def test_a_position_with_an_empty_log_loads(name):
    module, _, position = _records(name)
    position["setup"]["events"] = []
    state = module.position_from_json(position)
    assert state.events == [] and state.to_position_json()["setup"]["events"] == []


@pytest.mark.parametrize("name", GAMES)
def test_a_log_from_a_later_round_is_refused(name):
    """A history that never happened here: the log of the same game's last round."""
    module, _, position = _records(name)
    later = _in_round_two(*GAMES[name]).to_position_json()
    doc = disagreeing_log(position, later)
    assert doc is not None
    refused(module, "position_from_json", doc)


@pytest.mark.parametrize("name", GAMES)
def test_a_position_whose_log_disagrees_opens_without_its_log_when_asked(name):
    module, _, position = _records(name)
    doc = disagreeing_log(position, _in_round_two(*GAMES[name]).to_position_json())
    refused(module, "position_from_json", doc)
    state = module.position_from_json(doc, keep_log=False)
    assert state.events == [] and state.to_position_json()["setup"]["events"] == []
    fields = {k: v for k, v in position["setup"].items() if k != "events"}
    assert {k: v for k, v in state.position_json().items() if k not in ("events", "game")} == fields


# ----- a game record is a seed and its moves ---------------------------------------------------

@pytest.mark.parametrize("name", GAMES)
def test_a_replayed_record_is_the_live_game_generator_and_all(name):
    """Same seed and same moves: the same state as playing live, random generator included, and the two
    go on drawing the same cards."""
    module, players = GAMES[name]
    live = module.new_game(players, seed=11)
    rng = random.Random(11)
    for step in range(400):
        if not live.to_act():
            break
        if step % 37 == 0:
            record = live.to_json()
            assert set(record) == {"game", "record", "players", "rules", "seed", "moves", "scores", "over"}
            again = module.from_json(record)
            assert again == live and again.rng.getstate() == live.rng.getstate() and again.events == live.events
            twin_rng = random.Random(step)
            for _ in range(30):
                if not again.to_act():
                    break
                seat = twin_rng.choice(again.to_act())
                action = twin_rng.choice(again.legal_actions(seat))
                again.apply(seat, str(action))
            replayed = module.from_json(again.to_json())
            assert replayed == again and replayed.rng.getstate() == again.rng.getstate()
        seat = rng.choice(live.to_act())
        live.apply(seat, rng.choice(live.legal_actions(seat)))


@pytest.mark.parametrize("name", GAMES)
def test_a_fresh_game_records_the_seed_it_was_dealt_from(name):
    module, players = GAMES[name]
    state = module.new_game(players)
    record = state.to_json()
    assert type(record["seed"]) is int and 0 <= record["seed"] < 2 ** 53
    assert module.new_game(players, seed=record["seed"]) == module.from_json(record) == state


# ----- a long word of a move is quoted short, by apply and in a record ---------------------------

@pytest.mark.parametrize("name", GAMES)
def test_a_long_tail_on_any_word_of_a_move_is_quoted_short_by_apply_and_in_a_record(name):
    """Each word of some legal moves, stretched at either end: a short refusal from apply, the state unchanged,
    and a short refusal naming the move from a game record that holds it."""
    module, players = GAMES[name]
    state = played(module, players, steps=7)
    seat = state.to_act()[0]
    before = state.to_json()
    for action in state.legal_actions(seat)[:4]:
        words = str(action).split(" ")
        for i, word in enumerate(words):
            for bad in (word + "x" * (LONG // 3), "x" * (LONG // 3) + word):
                text = " ".join([*words[:i], bad, *words[i + 1:]])
                with pytest.raises((InvalidInput, IllegalAction)) as refusal:
                    state.apply(seat, text)
                assert len(str(refusal.value)) <= MESSAGE_LIMIT, (text[:40], len(str(refusal.value)))
    assert state.to_json() == before
    record = dict(before, moves=before["moves"] + [[seat, str(action) + "x" * LONG]])
    record.pop("scores"), record.pop("over")
    assert refused(module, "from_json", record).startswith(f"Move {len(record['moves'])}: ")
