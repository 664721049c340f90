"""The shared core and the conformance check, tested on a tiny toy game.

The toy game "Race to ten": two players take turns adding 1 or 2 (or a random
bonus of 1-3 drawn from the state's own generator) to a shared counter; whoever
brings it to 10 or more wins. Deliberately broken versions show that
``check_random_play`` catches each kind of mistake.
"""

from __future__ import annotations

import random
import sys
import types
from dataclasses import dataclass

import pytest

from engines import IllegalAction, InvalidInput
from engines.core import PLAYER_COUNT, SEAT, Event, GameState, quote, rng_from_json, rng_to_json, seat_name, whole
from engines.testing import check_random_play
from widgets.games import KEYS


@dataclass(frozen=True)
class Add:
    amount: int

    def __str__(self) -> str:
        return "bonus" if self.amount == 0 else f"add {self.amount}"


ACTIONS = (Add(1), Add(2), Add(0))


class RaceEvent(Event):
    __slots__ = ()
    TEXT = {"add": lambda s, n, total: f"{seat_name(s)} adds {n}: {total}."}


@dataclass(frozen=True)
class RaceRules:
    goal: int = 10

    def __post_init__(self):
        if type(self.goal) is not int or self.goal != 10:
            raise InvalidInput("A Race is run to 10.")


class Race(GameState):
    GAME = "race"
    TITLE = "Race"
    PLAYER_COUNTS = range(2, 3)
    RULES = RaceRules
    EVENT = RaceEvent
    ACTION_INPUT = (Add, str)
    ACTION_NOTATION = "'add 1'"
    SAVED = {"players": PLAYER_COUNT, "total": whole("counter", 0, 12), "turn": SEAT}

    def __init__(self, players=2, seed=None):  # the toy's tests build it directly
        new = type(self).new_game(players, seed)
        self.__dict__.update(new.__dict__)

    def _setup(self):
        self.total = 0
        self.turn = 0

    def to_act(self):
        return [] if self.total >= 10 else [self.turn]

    def _legal_actions(self, seat):
        return list(ACTIONS) if seat in self.to_act() else []

    def parse_action(self, text):
        for a in ACTIONS:
            if str(a) == text:
                return a
        raise InvalidInput(f"{quote(text)} is not a Race action: use 'add 1', 'add 2' or 'bonus'.")

    def _roll(self) -> int:
        """A 'bonus' move's amount, from the state's own generator."""
        return self.rng.randint(1, 3)

    def _do(self, seat, action):
        n = action.amount or self._roll()
        self.total += n
        self._log.append(("add", seat, n, self.total))
        self.turn = 1 - self.turn

    def scores(self):
        return [int(self.total >= 10 and self.turn != s) for s in range(self.players)]

    def observation(self, seat):
        self._check_seat(seat)
        return {"total": self.total, "turn": self.turn}

    def _fields_to_json(self):
        return {"players": self.players, "total": self.total, "turn": self.turn}

    def _fields_from_json(self, d):
        self.rules = RaceRules()
        self.total, self.turn = d["total"], d["turn"]


def make_module(state_cls) -> types.ModuleType:
    """Wrap a state class as a game module with new_game and from_json."""
    mod = types.ModuleType(f"toy_{state_cls.__name__}")
    mod.new_game = state_cls.new_game
    mod.from_json = state_cls.from_json
    mod.position_from_json = state_cls.position_from_json
    return mod


class BadClone(Race):
    def clone(self):
        twin = super().clone()
        twin.total += 1  # a clone that is not a copy
        return twin


class BadJson(Race):
    def parse_action(self, text):
        return ACTIONS[0] if text == "bonus" else super().parse_action(text)  # a saved bonus replays as 'add 1'


class GlobalRandom(Race):
    def _roll(self) -> int:
        return random.randint(1, 3)  # uses the global random: not reproducible


class AcceptsAnything(Race):
    def _legal_actions(self, seat):
        return list(ACTIONS)  # lets the wrong seat move


class NeverEnds(Race):
    def _do(self, seat, action):
        self.turn = 1 - self.turn


class SecretObservation(Race):
    def observation(self, seat):
        return {"rng": self.rng}  # not JSON-serialisable


def test_toy_game_passes_the_check():
    report = check_random_play(make_module(Race), players=2, games=30, seed=3)
    assert report.games == 30
    assert report.reached("add")
    assert sum(report.winners.values()) >= 30


@pytest.mark.parametrize("broken, message", [
    (BadClone, "clone"),
    (BadJson, "from_json"),
    (GlobalRandom, "differ"),
    (AcceptsAnything, "was accepted|legal actions after the end"),
    (NeverEnds, "did not end"),
    (SecretObservation, "JSON serializable"),
])
def test_check_random_play_catches_a_broken_game(broken, message):
    with pytest.raises((AssertionError, TypeError), match=message):
        check_random_play(make_module(broken), players=2, games=5, seed=1, max_steps=500)


def test_apply_refuses_wrong_seat_and_keeps_state():
    game = Race(seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(1, "add 1")
    assert err.value.rule == "turn" and "Aiko" in str(err.value)
    assert game.to_json() == before


def test_unreadable_action_is_invalid_input():
    with pytest.raises(InvalidInput, match="not a Race action"):
        Race(seed=1).apply(0, "jump")


def test_rng_round_trip_continues_the_same_sequence():
    rng = random.Random(42)
    rng.random()
    again = rng_from_json(rng_to_json(rng))
    assert [again.random() for _ in range(5)] == [rng.random() for _ in range(5)]


def test_errors_are_value_errors_with_rule():
    err = IllegalAction("no", rule="DE-1")
    assert isinstance(err, ValueError) and err.rule == "DE-1"
    assert isinstance(InvalidInput("x"), ValueError)


def test_importing_engines_needs_only_the_standard_library():
    import subprocess
    games = ", ".join(f"engines.{key}, engines.{key}.bots" for key in KEYS)
    code = (f"import sys, engines, engines.core, engines.testing, {games}; "
            "heavy = [m for m in ('ipywidgets', 'numpy', 'IPython', 'matplotlib') "
            "if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ----- the trust-boundary checks, on a hardened toy and broken copies -----

from engines.core import json_copy, token_list  # noqa: E402
from engines.testing import check_bad_inputs, check_saved_states  # noqa: E402


class SafeRace(Race):
    """Race to ten with every edge checked, as the real engines must be."""

    def _validate(self):
        if self.turn != (0 if self.total < 10 else self.turn):
            raise InvalidInput("The turn of a saved Race game does not fit its counter.")


def parse_race(text):
    """Race's notation parser: 'add 1', 'add 2' or 'bonus', one per item."""
    return [SafeRace.parse_action(None, item) for item in token_list(text, "actions")]


def make_safe_module(state_cls=SafeRace) -> types.ModuleType:
    """Wrap a state class as a game module with new_game, from_json and Race's notation parser."""
    mod = make_module(state_cls)
    mod.parse_cards = parse_race
    return mod


class NoSeatCheck(SafeRace):
    def observation(self, seat):
        return {"total": self.total, "turn": self.turn}  # observation(-1) answers


class TrustsSavedStates(SafeRace):
    SAVED = {**SafeRace.SAVED, "total": whole("counter", -99)}  # accepts a negative counter ...

    def _do(self, seat, action):
        self.progress = {n: "#" * n for n in range(13)}[self.total]  # ... which then crashes
        super()._do(seat, action)


class TrustsTurn(SafeRace):
    SAVED = {**SafeRace.SAVED, "turn": whole("turn")}

    def to_act(self):
        return [] if self.total >= 10 else [self.turn % 2]

    def _validate(self):
        pass  # any saved turn is taken as it is ...

    def _do(self, seat, action):
        self.mover = ("Aiko", "Bruno")[self.turn]  # ... and a turn of 2 or more crashes here
        super()._do(seat, action)


def test_quote_keeps_messages_short():
    assert quote("R7") == "'R7'"
    long = quote("R7 " * 1_000_000)
    assert len(long) < 80 and "3,000,000 characters" in long
    assert len(quote(list(range(10 ** 5)))) < 80


def test_json_copy_refuses_what_is_not_json():
    data = {"a": [1, {"b": (2, 3)}]}
    copy_ = json_copy(data)
    assert copy_ == {"a": [1, {"b": [2, 3]}]} and copy_["a"] is not data["a"]
    deep: list = []
    for _ in range(10_000):
        deep = [deep]
    for bad in (deep, {"a": object()}, {1: 2}, float("nan")):
        with pytest.raises(InvalidInput):
            json_copy(bad)


def test_hardened_toy_passes_the_boundary_checks():
    module = make_safe_module()
    report = check_bad_inputs(module, players=2, games=3, seed=2)
    assert report.refused == report.tried > 100
    saved = check_saved_states(module, players=2, games=3, seed=2)
    assert saved.refused > 0 and saved.tried == saved.refused + saved.accepted


def test_from_json_refuses_hostile_documents_with_invalid_input():
    state = SafeRace(2, seed=1)
    state.apply(0, "add 2")
    data = state.to_json()
    assert set(data) == {"game", "record", "players", "rules", "seed", "moves", "scores", "over"}
    setup = state.to_position_json()["setup"]
    for bad in (None, [], {}, {"game": "chess"}, {**data, "moves": [[]]}, {**data, "moves": [[1, "add 1"]]},
                {**data, "setup": setup}, {**data, "rng": setup["rng"]}, {**data, "seed": -1},
                {**data, "seed": 1.0}, {**data, "rules": {"goal": 11}}, {**data, "rules": {}},
                {**data, "scores": [1, 0]}, {k: v for k, v in data.items() if k != "seed"}):
        with pytest.raises(InvalidInput):
            SafeRace.from_json(bad)
    position = state.to_position_json()
    for bad in ({**position, "setup": {**setup, "rng": [1]}}, {**position, "setup": {**setup, "turn": 7}},
                {**position, "setup": {k: v for k, v in setup.items() if k != "total"}}):
        with pytest.raises(InvalidInput):
            SafeRace.position_from_json(bad)


def test_a_game_record_replays_its_moves():
    state = SafeRace(2, seed=1)
    for action in ("add 2", "bonus", "add 1"):
        state.apply(state.to_act()[0], action)
    data = state.to_json()
    assert data["moves"] == [[0, "add 2"], [1, "bonus"], [0, "add 1"]] and data["record"] == "game"
    again = SafeRace.from_json(data)
    assert again == state and again.to_json() == data and again.events == state.events
    data["moves"][2] = [1, "add 1"]
    with pytest.raises(InvalidInput, match="^Move 3: Bruno 'add 1' cannot be played \\(turn\\)"):
        SafeRace.from_json(data)


def test_a_record_is_refused_past_the_limits_with_a_sentence():
    from engines.core import MOST_CHARACTERS, MOST_MOVES
    data = SafeRace(2, seed=1).to_json()
    with pytest.raises(InvalidInput, match=f"holds at most {MOST_MOVES:,}"):
        SafeRace.from_json({**data, "moves": [[0, "add 1"]] * (MOST_MOVES + 1)})
    with pytest.raises(InvalidInput, match=f"a record is at most {MOST_CHARACTERS:,}"):
        SafeRace.from_json({**data, "moves": [[0, "x" * MOST_CHARACTERS]]})


@pytest.mark.parametrize("broken, message", [
    (NoSeatCheck, "observation"),
    (TrustsSavedStates, "from_json"),
    (TrustsTurn, "from_json"),
])
def test_boundary_checks_catch_each_mistake(broken, message):
    module = make_safe_module(broken)
    with pytest.raises(AssertionError, match=message):
        check_bad_inputs(module, players=2, games=2, seed=3)
        check_saved_states(module, players=2, games=3, seed=3, mutations=80)


def test_join_and_joins_words_as_in_a_sentence():
    from engines.core import join_and

    assert [join_and(words) for words in ([], ["Aiko"], ["Aiko", "Bruno"], ["Aiko", "Bruno", "Chidi"])] \
        == ["", "Aiko", "Aiko and Bruno", "Aiko, Bruno and Chidi"]
    assert join_and(n for n in (1, 2)) == "1 and 2"
