"""Saved game logs at the trust boundary: every line the rules write loads, hostile lines are refused.

A game record carries no log: its log comes from replaying its moves. A position record
(a what-if position, loaded by ``position_from_json``) carries its log, and the loader
checks each line against its game's ``Event.FIELDS`` (see ``engines.fields.Field``): how many values follow the kind, seats of this table (no bool,
no negative index), cards valid for the game, whole numbers, the few words a kind is
written with. A refusal is an ``InvalidInput`` naming the line, the kind, what is wrong
and what is allowed, and it changes nothing.
"""

from __future__ import annotations

import copy
import json
import random
import time
from functools import partial
from importlib import import_module

import pytest

from engines import InvalidInput
from engines.core import SEAT, Event, Field, check_log_line, one_of, repeated, whole
from widgets.games import GAMES as REGISTRY

from game_facts import facts
from record_checks import played, refused

# Each game's own log data (a variant that changes what its log says, the kinds random games seldom write, how many
# random games its speed allows, hostile lines only its fields refuse) is in its tests/<key>/<key>_facts.py; a game of
# widgets.games without them fails at collection. Tests of one game's own lines are in its folder
# (tests/<key>/test_<key>_saved_logs.py), with the helpers below.
FACTS = {info.key: facts(info.key) for info in REGISTRY}


def _entry(info) -> tuple:
    """A game's engine module, its player counts (the engine's) and its facts' variant that changes what the log says."""
    module = import_module(info.engine)
    return module, module.State.PLAYER_COUNTS, module.Rules(**FACTS[info.key].LOG_VARIANT)


GAMES = {info.key: _entry(info) for info in REGISTRY}
"""Each game: its module, its player counts (the engine's) and a variant that changes what the log says."""

RARE = {key: FACTS[key].RARE for key in GAMES}
"""Kinds random games seldom write; ``test_lines_written_in_set_up_positions_load`` covers them."""

GAMES_PER_COUNT = {key: FACTS[key].GAMES_PER_COUNT for key in GAMES}
"""How many seeded random games of each player count the property test plays to the end."""
CHECKPOINTS = (0, 1, 10, 50, 200, 1000, 5000)
"""The steps of a game at which it is saved and loaded again (and at its end)."""


def _round_trip(module, state) -> None:
    """Save through JSON text and load again: the same state."""
    data = json.loads(json.dumps(state.to_json()))
    assert module.from_json(data) == state


def _with_line(data: dict, index: int, line: list) -> dict:
    """A copy of a saved game whose log line ``index`` is replaced by ``line``."""
    changed = copy.deepcopy(data)
    changed["setup"]["events"][index] = line
    return changed


# ----- the description ------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_kind_the_log_can_read_is_described(game):
    event = GAMES[game][0].State.EVENT
    assert set(event.FIELDS) == set(event.TEXT), "TEXT and FIELDS must name the same kinds"
    for kind, fields in event.FIELDS.items():
        assert fields and all(type(f) is Field for f in fields), kind
        assert all((f.least, f.most) == (1, 1) for f in fields[:-1]), f"{kind}: only the last field may repeat"


# ----- what the rules write loads (the guard against a description that is too strict) -------
@pytest.mark.parametrize("game", GAMES)
def test_random_games_save_and_load_at_every_stage(game):
    """Seeded random games of every player count, default rules and a variant: saved at
    several points and at the end, every one loads equal; together they reach every kind."""
    module, counts, variant = GAMES[game]
    seen = set()
    for players in counts:
        for seed in range(GAMES_PER_COUNT[game]):
            rules = variant if seed % 3 == 2 else None
            state = module.new_game(players, seed=seed, rules=rules)
            chooser = random.Random(seed)
            step = 0
            while state.to_act():
                if step in CHECKPOINTS:
                    _round_trip(module, state)
                seat = chooser.choice(state.to_act())
                state.apply(seat, chooser.choice(state.legal_actions(seat)))
                step += 1
            assert state.is_over()
            _round_trip(module, state)
            assert module.position_from_json(state.to_position_json()) == state  # the whole log, as a position
            seen.update(event[0] for event in state.events)
    missing = set(state.EVENT.FIELDS) - RARE[game] - seen
    assert not missing, f"random games never wrote {sorted(missing)}: the test no longer checks them"


@pytest.mark.parametrize("game, players, line", [
    pytest.param(key, players, line, id=f"{key}-{players}-{line.__name__}")
    for key in GAMES for players, line in FACTS[key].RARE_LINES])
def test_lines_written_in_set_up_positions_load(game, players, line):
    """Kinds random play seldom writes: the position the engine wrote the line in saves and loads with it."""
    module = GAMES[game][0]
    state, written = line(partial(played, steps=None))
    loaded = module.position_from_json(state.to_position_json())
    assert loaded == state and written in [list(event) for event in loaded.events] and loaded.log()[-1]


# ----- hostile lines are refused -----------------------------------------------------------------
HOSTILE = {key: FACTS[key].HOSTILE for key in GAMES}
"""A line of each game with a seat first and a card (or piece) second: (players, seed, kind of the line to damage,
a bad card for its card field)."""


def _hostile_case(game: str):
    """A real position of ``game`` and the index of its first line of the kind to damage."""
    players, seed, kind, bad_card = HOSTILE[game]
    module = GAMES[game][0]
    state = played(module, players, seed, steps=40)
    data = state.to_position_json()
    index = next(i for i, e in enumerate(data["setup"]["events"]) if e[0] == kind)
    return module, players, data, index, bad_card


SEAT_DAMAGE = {
    "out of range": (lambda n: n, lambda n: f"has {n} as its seat, but this game's seats are the whole numbers 0 to {n - 1}"),
    "negative": (lambda n: -1, lambda n: f"has -1 as its seat, but this game's seats are the whole numbers 0 to {n - 1}"),
    "bool": (lambda n: True, lambda n: "has a yes/no value (bool) as its seat"),
    "text": (lambda n: "0", lambda n: "has '0' as its seat"),
    "None": (lambda n: None, lambda n: "has nothing (None) as its seat"),
    "decimal": (lambda n: 1.0, lambda n: "has a number (1.0) as its seat"),
    "list": (lambda n: [0], lambda n: "has a list as its seat"),
}


@pytest.mark.parametrize("damage", SEAT_DAMAGE)
@pytest.mark.parametrize("game", GAMES)
def test_a_log_line_naming_no_seat_of_the_table_is_refused(game, damage):
    module, players, data, index, _ = _hostile_case(game)
    value, expected = SEAT_DAMAGE[damage]
    line = list(data["setup"]["events"][index])
    line[1] = value(players)
    message = refused(module, "position_from_json", _with_line(data, index, line))
    assert message.startswith(f"Line {index + 1} of the saved log ({line[0]!r}) "), message
    assert expected(players) in message, message


@pytest.mark.parametrize("game", GAMES)
def test_a_log_line_with_a_card_the_game_does_not_have_is_refused(game):
    module, players, data, index, bad_card = _hostile_case(game)
    line = list(data["setup"]["events"][index])
    line[2] = bad_card
    message = refused(module, "position_from_json", _with_line(data, index, line))
    assert message.startswith(f"Line {index + 1} of the saved log ({line[0]!r}) has {bad_card!r} as its "), message
    assert "card" in message or "piece" in message, message


@pytest.mark.parametrize("game", GAMES)
def test_a_log_line_with_too_few_or_too_many_values_is_refused(game):
    module, players, data, index, _ = _hostile_case(game)
    line = list(data["setup"]["events"][index])
    for wrong in (line[:-1], line + [line[-1]], line[:1]):
        message = refused(module, "position_from_json", _with_line(data, index, wrong))
        assert message.startswith(f"Line {index + 1} of the saved log ({line[0]!r}) has {len(wrong) - 1} "
                                  f"value{'s' * (len(wrong) != 2)} after its kind, but {line[0]!r} lines have "
                                  f"{len(line) - 1} ("), message


@pytest.mark.parametrize("game", GAMES)
def test_a_log_line_of_an_unknown_kind_is_refused_with_its_number(game):
    module, players, data, index, _ = _hostile_case(game)
    message = refused(module, "position_from_json", _with_line(data, index, ["teleport", 0]))
    assert message == f"Line {index + 1} of the saved log is of an unknown kind 'teleport'."


OTHER_FIELDS = [(key, *case) for key in GAMES for case in FACTS[key].OTHER_FIELDS]
"""(game, players, a line appended to a log, part of its refusal) for fields of each game's own."""


@pytest.mark.parametrize("game, players, line, problem", [
    pytest.param(*case, id=f"{case[0]}-{case[1]}-line{n}-{case[3]}") for n, case in enumerate(OTHER_FIELDS)])
def test_other_fields_of_the_four_games_are_checked(game, players, line, problem):
    module = GAMES[game][0]
    data = played(module, players, seed=3, steps=20).to_position_json()
    data["setup"]["events"].append(line)
    message = refused(module, "position_from_json", data)
    assert message.startswith(f"Line {len(data['setup']['events'])} of the saved log ({line[0]!r}) "), message
    assert problem in message, message


# ----- what the lines claim together, replayed where the log alone can -------------------------------
REPORTED = {key: FACTS[key].REPORTED for key in GAMES if FACTS[key].REPORTED}
"""The reported cases: (players, steps, how the log is changed, the refusal's end), for the games that have one:
'Aiko is dealt B* B* B* B* B*', one card on every play line, a card turned up 16 times."""


@pytest.mark.parametrize("game", REPORTED)
def test_a_card_brought_into_play_more_often_than_the_game_holds_it_is_refused(game):
    players, steps, damage, problem = REPORTED[game]
    module = GAMES[game][0]
    data = played(module, players, seed=3, steps=steps).to_position_json()
    damage(data["setup"]["events"])
    message = refused(module, "position_from_json", data)
    assert message.startswith("Line ") and message.endswith(problem), message


ROUND_LINES = {key: FACTS[key].ROUND_LINE for key in GAMES}
"""The kind of the line that starts a round, per game."""


@pytest.mark.parametrize("game", GAMES)
def test_a_round_started_twice_in_the_log_is_refused(game):
    module, counts, _ = GAMES[game]
    data = played(module, counts[0], seed=3, steps=12).to_position_json()
    events = data["setup"]["events"]
    index = next(i for i, line in enumerate(events) if line[0] == ROUND_LINES[game])
    events.insert(index + 1, list(events[index]))
    message = refused(module, "position_from_json", data)
    word = module.State.EVENT.ROUND[1]
    assert message == (f"Line {index + 2} of the saved log starts {word} {events[index][1]} after {word} "
                       f"{events[index][1]}, but each {word} follows the one before."), message


@pytest.mark.parametrize("game", GAMES)
def test_a_log_longer_than_the_game_writes_is_refused_before_it_is_read(game):
    """One line past ``EVENT.MOST_LINES``, and a log of 1,000,000 lines (as reported): refused at once."""
    module, counts, _ = GAMES[game]
    data = played(module, counts[0], seed=3, steps=5).to_position_json()
    events = data["setup"]["events"]
    most = module.State.EVENT.MOST_LINES
    for length in (most + 1, 1_000_000):
        data["setup"]["events"] = [list(events[0])] * length
        started = time.perf_counter()
        with pytest.raises(InvalidInput):
            module.position_from_json(data)
        assert time.perf_counter() - started < 0.5
        message = refused(module, "position_from_json", data)
        assert message == (f"This saved position's log has {length:,} lines; a {module.State.TITLE} log has at "
                           f"most {most:,}."), message


# ----- the shared check on its own ---------------------------------------------------------------
TOY_FIELDS = {
    "roll": (SEAT, repeated(whole("die", 1, 6), 1, 3)),
    "end": (one_of("reason", ("time", "score")), repeated(SEAT, 0, 1)),
}


@pytest.mark.parametrize("line, message", [
    (("roll", 0, 6), None),
    (("roll", 1, 1, 2, 3), None),
    (("end", "time"), None),
    (("end", "score", 1), None),
    (("roll", 0), "Line 4 of the saved log ('roll') has 1 value after its kind, but 'roll' lines have "
                  "2 to 4 (seat, die (1 to 3 of them))."),
    (("end", "time", 0, 1), "Line 4 of the saved log ('end') has 3 values after its kind, but 'end' lines "
                            "have 1 or 2 (reason, seat (optional))."),
    (("roll", 0, 1, 7), "Line 4 of the saved log ('roll') has 7 as its die, but that must be a whole number "
                        "from 1 to 6."),
    (("end", "score", 2), "Line 4 of the saved log ('end') has 2 as its seat, but this game's seats are "
                          "the whole numbers 0 to 1."),
])
def test_check_log_line_counts_repeated_and_optional_values(line, message):
    event = Event(*line)
    if message is None:
        check_log_line(event, 4, TOY_FIELDS[line[0]], players=2)
        return
    with pytest.raises(InvalidInput) as refusal:
        check_log_line(event, 4, TOY_FIELDS[line[0]], players=2)
    assert str(refusal.value) == message
