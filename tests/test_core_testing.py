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
from engines.core import Event, GameState, rng_from_json, rng_to_json, seat_name
from engines.testing import check_random_play


@dataclass(frozen=True)
class Add:
    amount: int

    def __str__(self) -> str:
        return "bonus" if self.amount == 0 else f"add {self.amount}"


ACTIONS = (Add(1), Add(2), Add(0))


class RaceEvent(Event):
    __slots__ = ()
    TEXT = {"add": lambda s, n, total: f"{seat_name(s)} adds {n}: {total}."}


class Race(GameState):
    GAME = "race"
    EVENT = RaceEvent

    def __init__(self, players=2, seed=None):
        self.players = players
        self.rng = random.Random(seed)
        self.events = []
        self.total = 0
        self.turn = 0

    def to_act(self):
        return [] if self.total >= 10 else [self.turn]

    def legal_actions(self, seat):
        return list(ACTIONS) if seat in self.to_act() else []

    def parse_action(self, text):
        for a in ACTIONS:
            if str(a) == text:
                return a
        raise InvalidInput(f"'{text}' is not a Race action: use 'add 1', 'add 2' or 'bonus'.")

    def _do(self, seat, action):
        n = action.amount or self.rng.randint(1, 3)
        self.total += n
        self.events.append(RaceEvent("add", seat, n, self.total))
        self.turn = 1 - self.turn

    def scores(self):
        return [int(self.total >= 10 and self.turn != s) for s in range(self.players)]

    def observation(self, seat):
        return {"total": self.total, "turn": self.turn}

    def _fields_to_json(self):
        return {"players": self.players, "total": self.total, "turn": self.turn}

    @classmethod
    def _fields_from_json(cls, d):
        s = cls.__new__(cls)
        s.players, s.total, s.turn = d["players"], d["total"], d["turn"]
        return s


def make_module(state_cls) -> types.ModuleType:
    """Wrap a state class as a game module with new_game and from_json."""
    mod = types.ModuleType(f"toy_{state_cls.__name__}")
    mod.new_game = lambda players, seed=None, rules=None: state_cls(players, seed)
    mod.from_json = state_cls.from_json
    return mod


class BadClone(Race):
    def clone(self):
        twin = super().clone()
        twin.total += 1  # a clone that is not a copy
        return twin


class BadJson(Race):
    def _fields_to_json(self):
        d = super()._fields_to_json()
        d["turn"] = 0  # forgets whose turn it is
        return d


class GlobalRandom(Race):
    def _do(self, seat, action):
        n = action.amount or random.randint(1, 3)  # uses the global random: not reproducible
        self.total += n
        self.events.append(RaceEvent("add", seat, n, self.total))
        self.turn = 1 - self.turn


class AcceptsAnything(Race):
    def _is_legal(self, seat, action):
        return True  # lets the wrong seat move


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
    (AcceptsAnything, "was accepted"),
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
    code = ("import sys, engines, engines.core, engines.testing, engines.dragon_egg, "
            "engines.dragon_egg.bots; "
            "heavy = [m for m in ('ipywidgets', 'numpy', 'IPython', 'matplotlib') "
            "if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
