"""Records at the trust boundary, in every game: only a short ``InvalidInput`` leaves a loader.

Whatever JSON arrives (a number too long to write out, field names of mixed types, nesting
far past Python's recursion limit, a derived field of a near-miss type, a rule option out
of its range), ``from_json`` and ``position_from_json`` refuse it with an ``InvalidInput``
of at most ``MESSAGE_LIMIT`` characters that quotes at most a short prefix of the input.
"""

from __future__ import annotations

import copy
import random

import pytest

from engines import IllegalAction, InvalidInput, dragon_egg, kirin, lauzait_cep, meow_oracle
from engines.testing import MESSAGE_LIMIT
from engines.testing.boundary import BoundaryReport
from widgets.games import GAMES as REGISTRY
from engines.testing.records import (DEEP, HOSTILE_KINDS, HUGE, _deep_dict, deep_list, _round_of, check_hostile,
                                     disagreeing_log)

GAMES = {info.key: (info.part(info.engine), min(n for n in info.State.PLAYER_COUNTS if n >= 3)) for info in REGISTRY}
"""Each game's engine and the smallest table of three or more it allows."""
LOADERS = ("from_json", "position_from_json")


def _played(module, players: int, seed: int = 3, steps: int = 30):
    """A seeded game a few random moves in."""
    state = module.new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if not state.to_act():
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def _refused(module, loader: str, data) -> str:
    """The loader must refuse ``data`` with a short ``InvalidInput`` and leave it alone."""
    before = copy.deepcopy(data)
    with pytest.raises(InvalidInput) as refused:
        getattr(module, loader)(data)
    message = str(refused.value)
    assert message and len(message) <= MESSAGE_LIMIT, message
    assert data == before, "a refusal changed its input"
    return message


def _records(name: str):
    """A game record and a position record of one game, a few moves into its first round."""
    module, players = GAMES[name]
    state = _played(module, players, steps=5)
    return module, state.to_json(), state.to_position_json()


@pytest.mark.parametrize("loader", LOADERS)
@pytest.mark.parametrize("name", GAMES)
def test_a_number_too_long_to_write_is_refused_briefly(name, loader):
    module, record, position = _records(name)
    data = record if loader == "from_json" else position
    data["scores"] = [HUGE] + data["scores"][1:]
    message = _refused(module, loader, data)
    assert "20 digits" in message and len(message) < 200


@pytest.mark.parametrize("name", GAMES)
def test_a_huge_number_inside_a_position_is_refused(name):
    module, _, position = _records(name)
    position["setup"]["players"] = -HUGE
    _refused(module, "position_from_json", position)


@pytest.mark.parametrize("loader", LOADERS)
@pytest.mark.parametrize("name", GAMES)
def test_field_names_of_mixed_types_are_refused(name, loader):
    module, record, position = _records(name)
    data = record if loader == "from_json" else position
    data[1] = 0
    data["x"] = 0
    assert "field names are text" in _refused(module, loader, data)


@pytest.mark.parametrize("loader", LOADERS)
@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("where", ("moves", "scores", "extra"))
def test_nesting_past_the_recursion_limit_is_refused(name, loader, where):
    module, record, position = _records(name)
    data = record if loader == "from_json" else position
    data[where] = _deep_dict(DEEP) if where != "moves" else deep_list(DEEP)
    with pytest.raises(InvalidInput) as refused:
        getattr(module, loader)(data)
    assert len(str(refused.value)) <= MESSAGE_LIMIT


@pytest.mark.parametrize("name", GAMES)
def test_a_huge_game_field_is_quoted_by_a_short_prefix(name):
    module, record, _ = _records(name)
    record["game"] = "x" * 4_000_000
    message = _refused(module, "from_json", record)
    assert len(message) < 200 and "4,000,000 characters" in message


@pytest.mark.parametrize("loader", LOADERS)
@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("field, value", [("scores", "floats"), ("scores", "bools"), ("over", 0), ("over", 1)])
def test_derived_fields_are_checked_by_exact_type(name, loader, field, value):
    module, record, position = _records(name)
    data = record if loader == "from_json" else position
    if value == "floats":
        data["scores"] = [float(s) for s in data["scores"]]
    elif value == "bools":
        data["scores"] = [bool(s) for s in data["scores"]]
    else:
        data["over"] = value
    assert f"saved {field} field" in _refused(module, loader, data)


@pytest.mark.parametrize("rounds", (0, 13, 10 ** 18, True, 2.0))
def test_kirin_rounds_have_a_range(rounds):
    with pytest.raises(InvalidInput, match="from 1 to 12"):
        kirin.Rules(rounds=rounds)
    position = kirin.new_game(seed=3).to_position_json()
    position["setup"]["rules"] = {"rounds": rounds}
    assert "from 1 to 12" in _refused(kirin, "position_from_json", position)


def test_kirin_twelve_rounds_is_the_most():
    assert kirin.new_game(seed=1, rules=kirin.Rules(rounds=12)).rules.rounds == 12


def _finished(module, players: int, seed: int = 3):
    """A seeded game played to its end by random moves (at most 20,000 of them)."""
    return _played(module, players, seed, steps=20_000)


def _in_round_two(module, players: int):
    """A seeded game played by random moves into its second round (or season): the first seed that gets there
    (a Lauzait Cep! game may end by agreement in its first season)."""
    for seed in range(3, 100):
        state = module.new_game(players, seed=seed)
        rng = random.Random(seed)
        while state.to_act() and _round_of(state.to_position_json()) < 2:
            for _ in range(50):
                if not state.to_act():
                    break
                seat = rng.choice(state.to_act())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
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
    _refused(module, "position_from_json", doc)


def _last_logged(state, kind: str) -> tuple[dict, list, int]:
    """A state's position record, its log, and the index of the log's last line of ``kind``."""
    data = state.to_position_json()
    events = data["setup"]["events"]
    return data, events, max(i for i, event in enumerate(events) if event[0] == kind)


def test_kirin_a_logged_play_of_a_card_still_held_is_refused():
    data, events, i = _last_logged(_played(kirin, 4, seed=1, steps=20), "play")
    held = data["setup"]["hands"][events[i][1]].split()[0]
    events[i] = ["play", events[i][1], held]
    assert "has that card in a hand" in _refused(kirin, "position_from_json", data)


def test_kirin_a_logged_total_that_is_not_the_position_s_is_refused():
    data, events, i = _last_logged(_played(kirin, 4, seed=1, steps=60), "score")
    events[i][4] += 1
    assert "total" in _refused(kirin, "position_from_json", data)


def test_meow_oracle_a_logged_placement_of_another_card_is_refused():
    data, events, i = _last_logged(_played(meow_oracle, 3, seed=2, steps=40), "place")
    events[i][2] = "R0" if events[i][2] != "R0" else "R1"
    assert "placed" in _refused(meow_oracle, "position_from_json", data)


def test_meow_oracle_logged_winner_points_that_are_not_the_position_s_are_refused():
    data, events, i = _last_logged(_finished(meow_oracle, 3), "winner_points")
    events[i][4] += 1
    assert "winner points" in _refused(meow_oracle, "position_from_json", data)


def test_dragon_egg_logged_money_that_is_not_the_position_s_is_refused():
    data, events, i = _last_logged(_finished(dragon_egg, 3), "score")
    events[i][9] += 1
    assert "money" in _refused(dragon_egg, "position_from_json", data)


def test_dragon_egg_logged_sets_that_are_not_the_placed_ones_are_refused():
    state = dragon_egg.new_game(3, seed=4)
    seat = state.to_act()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    data, events, i = _last_logged(state, "build")
    events[i][2:6] = events[i][2:6][::-1]
    assert "placed sets" in _refused(dragon_egg, "position_from_json", data)


def test_lauzait_cep_a_logged_department_that_is_not_revealed_is_refused():
    state = lauzait_cep.new_game(3, seed=4)
    data = state.to_position_json()
    data["setup"]["events"].append(["form", 0, "G1 G2 G3", "sequence", 0])
    _refused(lauzait_cep, "position_from_json", data)


@pytest.mark.parametrize("name", GAMES)
def test_a_position_whose_log_disagrees_opens_without_its_log_when_asked(name):
    module, _, position = _records(name)
    doc = disagreeing_log(position, _in_round_two(*GAMES[name]).to_position_json())
    _refused(module, "position_from_json", doc)
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


@pytest.mark.parametrize("seed", (-1, 2 ** 64, 1.0, True, "7"))
def test_seeds_are_whole_numbers_in_range(seed):
    with pytest.raises(InvalidInput):
        kirin.new_game(seed=seed)
    record = kirin.new_game(seed=1).to_json()
    record["seed"] = seed
    _refused(kirin, "from_json", record)


# ----- a long word of a move is quoted short, by apply and in a record ---------------------------

LONG = 3_000_000
"""As long as the reported case ('move c4-b5' + 3,000,000 x's gave a 3,000,061-character refusal)."""


def test_the_reported_lauzait_cep_square_is_quoted_short():
    state = lauzait_cep.new_game(2, seed=1)
    seat = state.to_act()[0]
    for text in ("move c4-b5" + "x" * LONG, "move " + "x" * LONG + "-b5", "move c4" + "x" * LONG + "-b5"):
        with pytest.raises(InvalidInput) as refused:
            state.apply(seat, text)
        assert len(str(refused.value)) <= MESSAGE_LIMIT and "3,000,00" in str(refused.value)
    record = state.to_json()
    record["moves"] = [[seat, "move c4-b5" + "x" * LONG]]
    message = _refused(lauzait_cep, "from_json", record)
    assert message.startswith("Move 1: ") and "is not a square" in message


@pytest.mark.parametrize("name", GAMES)
def test_a_long_tail_on_any_word_of_a_move_is_quoted_short_by_apply_and_in_a_record(name):
    """Each word of some legal moves, stretched at either end: a short refusal from apply, the state unchanged,
    and a short refusal naming the move from a game record that holds it."""
    module, players = GAMES[name]
    state = _played(module, players, steps=7)
    seat = state.to_act()[0]
    before = state.to_json()
    for action in state.legal_actions(seat)[:4]:
        words = str(action).split(" ")
        for i, word in enumerate(words):
            for bad in (word + "x" * (LONG // 3), "x" * (LONG // 3) + word):
                text = " ".join([*words[:i], bad, *words[i + 1:]])
                with pytest.raises((InvalidInput, IllegalAction)) as refused:
                    state.apply(seat, text)
                assert len(str(refused.value)) <= MESSAGE_LIMIT, (text[:40], len(str(refused.value)))
    assert state.to_json() == before
    record = dict(before, moves=before["moves"] + [[seat, str(action) + "x" * LONG]])
    record.pop("scores"), record.pop("over")
    assert _refused(module, "from_json", record).startswith(f"Move {len(record['moves'])}: ")
