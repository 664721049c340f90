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

import pytest

from engines import InvalidInput, dragon_egg, kirin, lauzait_cep, meow_oracle
from engines.core import SEAT, Event, Field, check_log_line, one_of, repeated, whole
from engines.dragon_egg.rules import EGG_REASONS, egg_after
from engines.testing import MESSAGE_LIMIT
from widgets.games import KEYS

# The tables below hold each game's own log data (a variant that changes what its log says, the kinds random
# games seldom write, how many random games its speed allows, hostile lines only its fields refuse), so they
# name the games on purpose; the assertion below fails for a game of the registry left out of them.
GAMES = {
    "dragon_egg": (dragon_egg, dragon_egg.State.PLAYER_COUNTS, dragon_egg.Rules(revelation="strict", rebuild_draws=True)),
    "kirin": (kirin, kirin.State.PLAYER_COUNTS, kirin.Rules(rounds=1)),
    "meow_oracle": (meow_oracle, meow_oracle.State.PLAYER_COUNTS, meow_oracle.Rules(path="snake")),
    "lauzait_cep": (lauzait_cep, lauzait_cep.State.PLAYER_COUNTS, lauzait_cep.Rules(luminous=True, jokers_for_removed=False)),
}
"""Each game: its module, its player counts (the engine's) and a variant that changes what the log says."""

RARE = {
    "dragon_egg": {"egg_stay", "reshuffle"},
    "kirin": {"all_kirin"},
    "meow_oracle": set(),
    "lauzait_cep": {"stalemate"},
}
"""Kinds random games seldom write; ``test_lines_written_in_set_up_positions_load`` covers them."""

GAMES_PER_COUNT = {"dragon_egg": 100, "kirin": 100, "meow_oracle": 60, "lauzait_cep": 30}
"""How many seeded random games of each player count the property test plays to the end."""
assert set(GAMES) == set(RARE) == set(GAMES_PER_COUNT) == set(KEYS), "one entry for every game of widgets.games"
CHECKPOINTS = (0, 1, 10, 50, 200, 1000, 5000)
"""The steps of a game at which it is saved and loaded again (and at its end)."""


def _round_trip(module, state) -> None:
    """Save through JSON text and load again: the same state."""
    data = json.loads(json.dumps(state.to_json()))
    assert module.from_json(data) == state


def _random_game(module, players: int, seed: int, steps: int | None = None):
    """A seeded game with random legal actions, to its end or ``steps`` actions in."""
    state = module.new_game(players, seed=seed)
    chooser = random.Random(seed)
    step = 0
    while state.to_act() and (steps is None or step < steps):
        seat = chooser.choice(state.to_act())
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
        step += 1
    return state


def _with_line(data: dict, index: int, line: list) -> dict:
    """A copy of a saved game whose log line ``index`` is replaced by ``line``."""
    changed = copy.deepcopy(data)
    changed["setup"]["events"][index] = line
    return changed


def _refusal(module, data: dict) -> str:
    """Load a hostile position: it must be refused, leave its input alone, and say so briefly."""
    before = copy.deepcopy(data)
    with pytest.raises(InvalidInput) as refused:
        module.position_from_json(data)
    assert data == before, "a refusal changed the saved data"
    message = str(refused.value)
    assert len(message) <= MESSAGE_LIMIT, message
    return message


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


def _dragon_egg_egg_stay() -> list:
    """A state that wrote a real 'egg_stay' line, and the line: a seeded game where the egg stays with its holder or the centre (DE-7)."""
    for seed in range(2000):
        state = _random_game(dragon_egg, 2 + seed % 4, seed)
        for event in state.events:
            if event[0] == "egg_stay":
                return state, list(event)
    pytest.fail("no seeded game wrote an egg_stay line")


def _dragon_egg_reshuffle() -> list:
    """A state that wrote a real 'reshuffle' line, and the line: a returned bracelet's draw finds the deck empty and the discards not (DE-6)."""
    for seed in range(200):
        state = dragon_egg.new_game(4, seed=seed)
        chooser = random.Random(seed)
        while state.to_act():
            seat = chooser.choice(state.to_act())
            actions = state.legal_actions(seat)
            if dragon_egg.BRACELET in actions:
                state.discard, state.deck = state.discard + state.deck, []
                state.apply(seat, dragon_egg.BRACELET)
                return state, list(next(e for e in state.events if e[0] == "reshuffle"))
            state.apply(seat, chooser.choice(actions))
    pytest.fail("no seeded game offered a bracelet to return")


def _kirin_all_kirin() -> list:
    """A state that wrote a real 'all_kirin' line, and the line: a seeded game with a trick of four Kirin cards (KI-5)."""
    for seed in range(2000):
        state = _random_game(kirin, 4, seed)
        for event in state.events:
            if event[0] == "all_kirin":
                return state, list(event)
    pytest.fail("no seeded game wrote an all_kirin line")


def _lauzait_stalemate() -> list:
    """A state that wrote a real 'stalemate' line, and the line: the position of test_LC8_stalemate_when_nothing_can_be_discarded."""
    board = "G0 G0 G0 G0 G1 G1 G1 G1 G2 G2 G2 G2 . G3 G3 G3 G3 G4 G4 G4 W0 W0 W0 W0 W1"
    state = lauzait_cep.position(4, ["W5 W5 W5 W6 W6 W6 W7 W7 W7", "G9 G9 W9 W9 W8 W8 W3 W3 W3", "", ""], board)
    state.apply(0, "stalemate")
    return state, list(next(e for e in state.events if e[0] == "stalemate"))


@pytest.mark.parametrize("game, players, line", [
    ("dragon_egg", 4, _dragon_egg_egg_stay),
    ("dragon_egg", 4, _dragon_egg_reshuffle),
    ("kirin", 4, _kirin_all_kirin),
    ("lauzait_cep", 4, _lauzait_stalemate),
])
def test_lines_written_in_set_up_positions_load(game, players, line):
    """Kinds random play seldom writes: the position the engine wrote the line in saves and loads with it."""
    module = GAMES[game][0]
    state, written = line()
    loaded = module.position_from_json(state.to_position_json())
    assert loaded == state and written in [list(event) for event in loaded.events] and loaded.log()[-1]


def test_every_reason_egg_after_gives_for_a_moving_or_staying_egg_may_be_logged():
    """DE-7's reasons, as egg_after words them, are the ones an egg_move or egg_stay line may hold."""
    one = egg_after([True, False], [True, False], [150, 10], None)
    strongest = egg_after([True, True], [True, True], [150, 120], None)
    tied = egg_after([True, True], [True, True], [150, 150], 1)
    assert {one[1], strongest[1], tied[1]} == set(EGG_REASONS)


# ----- hostile lines are refused -----------------------------------------------------------------
HOSTILE = {
    # game: (players, seed, kind of the line to damage, a bad card for its card field)
    "dragon_egg": (4, 3, "build", -1),
    "kirin": (4, 5, "play", "Q7"),
    "meow_oracle": (3, 4, "place", "R11"),
    "lauzait_cep": (3, 2, "hire", "G10"),
}
"""A line of each game with a seat first and a card (or piece) second."""


def _hostile_case(game: str):
    """A real position of ``game`` and the index of its first line of the kind to damage."""
    players, seed, kind, bad_card = HOSTILE[game]
    module = GAMES[game][0]
    state = _random_game(module, players, seed, steps=40)
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
    message = _refusal(module, _with_line(data, index, line))
    assert message.startswith(f"Line {index + 1} of the saved log ({line[0]!r}) "), message
    assert expected(players) in message, message


@pytest.mark.parametrize("game", GAMES)
def test_a_log_line_with_a_card_the_game_does_not_have_is_refused(game):
    module, players, data, index, bad_card = _hostile_case(game)
    line = list(data["setup"]["events"][index])
    line[2] = bad_card
    message = _refusal(module, _with_line(data, index, line))
    assert message.startswith(f"Line {index + 1} of the saved log ({line[0]!r}) has {bad_card!r} as its "), message
    assert "card" in message or "piece" in message, message


@pytest.mark.parametrize("game", GAMES)
def test_a_log_line_with_too_few_or_too_many_values_is_refused(game):
    module, players, data, index, _ = _hostile_case(game)
    line = list(data["setup"]["events"][index])
    for wrong in (line[:-1], line + [line[-1]], line[:1]):
        message = _refusal(module, _with_line(data, index, wrong))
        assert message.startswith(f"Line {index + 1} of the saved log ({line[0]!r}) has {len(wrong) - 1} "
                                  f"value{'s' * (len(wrong) != 2)} after its kind, but {line[0]!r} lines have "
                                  f"{len(line) - 1} ("), message


@pytest.mark.parametrize("game", GAMES)
def test_a_log_line_of_an_unknown_kind_is_refused_with_its_number(game):
    module, players, data, index, _ = _hostile_case(game)
    message = _refusal(module, _with_line(data, index, ["teleport", 0]))
    assert message == f"Line {index + 1} of the saved log is of an unknown kind 'teleport'."


def test_the_reported_dragon_egg_line_is_refused():
    """The example of the report: 'Seat 9 places Far ...' in a 4-player game."""
    module, players, data, index, _ = _hostile_case("dragon_egg")
    message = _refusal(module, _with_line(data, index, ["build", 9, 0, 1, 2, 3]))
    assert message == (f"Line {index + 1} of the saved log ('build') has 9 as its seat, "
                       "but this game's seats are the whole numbers 0 to 3.")


@pytest.mark.parametrize("line, problem", [
    (["deal", 0, 3, 5, 8, 12, -1], "has -1 as its card, but that must be a card number from 0 (R2) to 15 (B*)"),
    (["deal", 0, 3, 5, 8, 12, 16], "has 16 as its card"),
    (["deal", 0, 3, 5, 8, 12, True], "has a yes/no value (bool) as its card"),
    (["deal", 0, 3, 5, 8, 12], "has 5 values after its kind, but 'deal' lines have 6 (seat, card (5 of them))"),
])
def test_a_dragon_egg_card_index_is_never_read_from_the_end_of_the_deck(line, problem):
    """TOKEN[-1] would show B*: a negative or bool card index is refused, not wrapped."""
    data = dragon_egg.new_game(3, seed=2).to_position_json()
    index = next(i for i, e in enumerate(data["setup"]["events"]) if e[0] == "deal")
    message = _refusal(dragon_egg, _with_line(data, index, line))
    assert message.startswith(f"Line {index + 1} of the saved log ('deal') ") and problem in message, message


def _finished_dragon_egg():
    """A finished 3-player Dragon Egg position and the index of its end line."""
    data = _random_game(dragon_egg, 3, seed=6).to_position_json()
    assert data["setup"]["events"][-1][0] == "end"
    return data, len(data["setup"]["events"]) - 1


@pytest.mark.parametrize("change, problem", [
    (lambda end: end + ["bracelets"], None),  # a second reason (DE-8) is written when both are met
    (lambda end: end + ["boredom"], "has 'boredom' as its reason, but that must be one of 'threshold', 'bracelets', 'draw'"),
    (lambda end: end + ["bracelets", "draw"], "has 5 values after its kind, but 'end' lines have 3 or 4 (reason, winners, money, reason (optional))"),
    (lambda end: [*end[:3], end[3] + "\nAiko wins the game.", *end[4:]],
     "as its money, but that must be one line of text"),
    (lambda end: [*end[:2], "2 0", *end[3:]], "has '2 0' as its winners"),
    (lambda end: [*end[:2], "3", *end[3:]], "has '3' as its winners, but that must list seats 0 to 2 in order"),
    (lambda end: [*end[:2], "", *end[3:]], "has '' as its winners"),
])
def test_a_dragon_egg_end_line_holds_its_reasons_winners_and_one_line_of_money(change, problem):
    data, index = _finished_dragon_egg()
    line = change(list(data["setup"]["events"][index]))
    damaged = _with_line(data, index, line)
    if problem is None:
        assert dragon_egg.position_from_json(damaged).events[-1] == tuple(line)
        return
    message = _refusal(dragon_egg, damaged)
    assert message.startswith(f"Line {index + 1} of the saved log ('end') ") and problem in message, message


@pytest.mark.parametrize("line, refused", [
    (["egg_move", 1, None, EGG_REASONS[0]], False),  # from the centre
    (["egg_move", 1, 0, EGG_REASONS[1]], False),
    (["egg_stay", None, EGG_REASONS[2]], False),  # stays in the centre
    (["egg_move", None, 0, EGG_REASONS[0]], True),  # the egg always moves to a seat
    (["egg_move", 1, 7, EGG_REASONS[0]], True),
    (["egg_stay", 0, "a dragon ate it"], True),
])
def test_dragon_egg_egg_lines_name_nobody_only_where_the_game_does(line, refused):
    data = _random_game(dragon_egg, 3, seed=1, steps=12).to_position_json()
    data["setup"]["events"].append(line)
    if refused:
        message = _refusal(dragon_egg, data)
        assert message.startswith(f"Line {len(data['setup']['events'])} of the saved log ({line[0]!r})"), message
    else:
        assert list(dragon_egg.position_from_json(data).events[-1]) == line


@pytest.mark.parametrize("game, players, line, problem", [
    ("kirin", 4, ["end", "3 5 0 7", "9"], "has '9' as its winners, but that must list seats 0 to 3"),
    ("kirin", 4, ["end", "3 5 0", "1"], "has '3 5 0' as its final scores, but that must be 4 whole numbers"),
    ("kirin", 4, ["order_kept", "QK+", "sideways"], "has 'sideways' as its order"),
    ("kirin", 4, ["score", 0, "Z", 3, 5], "has 'Z' as its beast"),
    ("meow_oracle", 2, ["end", "0 0"], "has '0 0' as its winners"),
    ("meow_oracle", 3, ["turn_up", 0, "R3", "d4"], "has 'd4' as its place"),
    ("meow_oracle", 3, ["deal", 3, 0, 6], "has 3 as its round, but that must be a whole number from 1 to 2"),
    ("lauzait_cep", 2, ["season", 3, 0, 1, ""], "has 3 as its season, but that must be a whole number from 1 to 2"),
    ("lauzait_cep", 3, ["season", 1, 0, 0, ""], "has 0 as its direction"),
    ("lauzait_cep", 3, ["form", 0, "G1 G2", "sequence", 1], "has 'G1 G2' as its department"),
    ("lauzait_cep", 3, ["water_taken", 0, "G1", "c3", "G2", "b3", "c2", "G5", 1], "has 1 as its throw"),
    ("lauzait_cep", 3, ["game_over", "Aiko 3\nBruno wins"], "as its scores, but that must be one line of text"),
])
def test_other_fields_of_the_four_games_are_checked(game, players, line, problem):
    module = GAMES[game][0]
    data = _random_game(module, players, seed=3, steps=20).to_position_json()
    data["setup"]["events"].append(line)
    message = _refusal(module, data)
    assert message.startswith(f"Line {len(data['setup']['events'])} of the saved log ({line[0]!r}) "), message
    assert problem in message, message


# ----- what the lines claim together, replayed where the log alone can -------------------------------
def _every(kind: str, change):
    """A change to a position's log: ``change(line)`` for every line of ``kind``."""
    def damage(events: list) -> None:
        for i, line in enumerate(events):
            if line[0] == kind:
                events[i] = change(list(line))
    return damage


REPORTED = {
    # game: (players, steps, how the log is changed, the refusal's start)
    "dragon_egg": (3, 10, _every("deal", lambda line: [*line[:2], *[15] * 5]),
                   "brings B* into play a 3rd time since the deck was last shuffled, but the game has only 2 B*."),
    "kirin": (4, 20, _every("play", lambda line: [*line[:2], "Q6"]),
              "brings Q6 into play a 2nd time this round, but the game has only 1 Q6."),
    "meow_oracle": (3, 30, _every("turn_up", lambda line: [*line[:2], "W3", line[3]]),
                    "brings W3 into play a 2nd time this round, but the game has only 1 W3."),
}
"""The reported cases: 'Aiko is dealt B* B* B* B* B*', one card on every Kirin play line, W3 turned up 16 times."""


@pytest.mark.parametrize("game", REPORTED)
def test_a_card_brought_into_play_more_often_than_the_game_holds_it_is_refused(game):
    players, steps, damage, problem = REPORTED[game]
    module = GAMES[game][0]
    data = _random_game(module, players, seed=3, steps=steps).to_position_json()
    damage(data["setup"]["events"])
    message = _refusal(module, data)
    assert message.startswith("Line ") and message.endswith(problem), message


def test_a_dragon_egg_card_drawn_again_after_a_shuffle_is_no_second_copy():
    """The count starts over where the deck is shuffled (DE-6): a finished game shows some card more often
    than the deck holds it, and loads."""
    state = _random_game(dragon_egg, 5, seed=3)
    counts: dict = {}
    for event in state.events:
        if event[0] in ("deal", "draw"):
            for card in event[2:]:
                counts[card] = counts.get(card, 0) + 1
    assert max(counts.values()) > dragon_egg.State.EVENT.COPIES
    assert dragon_egg.position_from_json(state.to_position_json()) == state


ROUND_LINES = {"dragon_egg": "round", "kirin": "deal", "meow_oracle": "deal", "lauzait_cep": "season"}


@pytest.mark.parametrize("game", GAMES)
def test_a_round_started_twice_in_the_log_is_refused(game):
    module, counts, _ = GAMES[game]
    data = _random_game(module, counts[0], seed=3, steps=12).to_position_json()
    events = data["setup"]["events"]
    index = next(i for i, line in enumerate(events) if line[0] == ROUND_LINES[game])
    events.insert(index + 1, list(events[index]))
    message = _refusal(module, data)
    word = module.State.EVENT.ROUND[1]
    assert message == (f"Line {index + 2} of the saved log starts {word} {events[index][1]} after {word} "
                       f"{events[index][1]}, but each {word} follows the one before."), message


@pytest.mark.parametrize("game", GAMES)
def test_a_log_longer_than_the_game_writes_is_refused_before_it_is_read(game):
    """One line past ``EVENT.MOST_LINES``, and the reported 1,000,000 Kirin deal lines: refused at once."""
    module, counts, _ = GAMES[game]
    data = _random_game(module, counts[0], seed=3, steps=5).to_position_json()
    events = data["setup"]["events"]
    most = module.State.EVENT.MOST_LINES
    for length in (most + 1, 1_000_000):
        data["setup"]["events"] = [list(events[0])] * length
        started = time.perf_counter()
        with pytest.raises(InvalidInput):
            module.position_from_json(data)
        assert time.perf_counter() - started < 0.5
        message = _refusal(module, data)
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
    with pytest.raises(InvalidInput) as refused:
        check_log_line(event, 4, TOY_FIELDS[line[0]], players=2)
    assert str(refused.value) == message


# ----- Lauzait Cep!'s hires, replayed on the squares they show --------------------------------------
def _lauzait_hires():
    """A Lauzait Cep! position a few days into its first season, and the indices of its hire lines."""
    data = _random_game(lauzait_cep, 3, seed=3, steps=40).to_position_json()
    hires = [i for i, line in enumerate(data["setup"]["events"]) if line[0] in ("hire", "water_taken", "water_failed")]
    assert len(hires) >= 3 and not any(line[0] == "season" and line[1] > 1 for line in data["setup"]["events"])
    return data, hires


@pytest.mark.parametrize("damage, problem", [
    (lambda line, before: [*line[:3], "a1" if line[3] != "a1" else "e5", *line[4:]], "the discard lands on"),
    (lambda line, before: [*line[:4], "G0" if line[4] != "G0" else "W0", *line[5:]], "the hires before it left"),
    (lambda line, before: [*line[:5], before[6], line[5], *line[7:]], "may move from"),
])
def test_a_lauzait_cep_hire_that_does_not_follow_from_the_hires_before_it_is_refused(damage, problem):
    """A discard lands on the square the last move emptied (LC-1); a piece moves where it may (LC-3) and is the
    one the hires before it left there (or, where they show nothing of its square, the one the board has)."""
    data, hires = _lauzait_hires()
    events = data["setup"]["events"]
    before, index = events[hires[1]], hires[2]
    events[index] = damage(list(events[index]), before)
    message = _refusal(lauzait_cep, data)
    assert (message.startswith(f"Line {index + 1} of the saved log ({events[index][0]!r}) does not follow from the "
                               "hires before it: ") and problem in message
            or problem.endswith("left") and message.startswith("The saved log's hires leave")), message


def test_lauzait_cep_hires_made_up_in_bulk_are_refused():
    """20,000 random hire lines (a link of 194,000 characters) once loaded as the position's history."""
    data, _ = _lauzait_hires()
    rng = random.Random(1)
    squares = [f"{f}{r}" for f in "abcde" for r in range(1, 6)]
    data["setup"]["events"] += [["hire", rng.randrange(3), rng.choice(["G1", "W2", "J"]), rng.choice(squares),
                                 rng.choice(["G1", "W2", "J"]), rng.choice(squares), rng.choice(squares),
                                 rng.choice(["G1", "W2", "J"])] for _ in range(20_000)]
    assert "does not follow from the hires before it" in _refusal(lauzait_cep, data)


def test_a_lauzait_cep_log_whose_hires_leave_other_pieces_than_the_board_shows_is_refused():
    """The last hire moved a piece to its square: the position must have that piece there."""
    data, hires = _lauzait_hires()
    last = next(data["setup"]["events"][i] for i in reversed(hires) if data["setup"]["events"][i][0] != "water_failed")
    board, at = data["setup"]["board"], lauzait_cep.parse_square(last[6])
    other = next(i for i, code in enumerate(board) if code not in (-1, board[at]))
    board[at], board[other] = board[other], board[at]
    message = _refusal(lauzait_cep, data)
    assert "The saved log's hires leave" in message or "does not follow" in message, message
