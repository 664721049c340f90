"""Helpers the record-boundary tests of every game share: a seeded game played on, a short refusal, a log line."""

from __future__ import annotations

import copy
import importlib
import random

import pytest

from engines import InvalidInput
from engines.testing import MESSAGE_LIMIT


def random_moves(state, rng: random.Random, steps: int | None):
    """``state`` after at most ``steps`` random moves drawn from ``rng`` (fewer where the game ends; None: to its
    end)."""
    step = 0
    while state.to_act() and (steps is None or step < steps):
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    return state


def played(module, players: int, seed: int = 3, steps: int | None = 30):
    """A seeded game a few random moves in (``steps`` None: played to its end)."""
    return random_moves(module.new_game(players, seed=seed), random.Random(seed), steps)


def finished(module, players: int, seed: int = 3):
    """A seeded game played to its end by random moves (at most 20,000 of them)."""
    return played(module, players, seed, steps=20_000)


def refused(module, loader: str, data) -> str:
    """The loader must refuse ``data`` with a short ``InvalidInput`` and leave it alone."""
    before = copy.deepcopy(data)
    with pytest.raises(InvalidInput) as refusal:
        getattr(module, loader)(data)
    message = str(refusal.value)
    assert message and len(message) <= MESSAGE_LIMIT, message
    assert data == before, "a refusal changed its input"
    return message


def refused_with_a_logged_number_off(module, state, kind: str, field: int) -> str:
    """The refusal of ``state``'s position record with field ``field`` of its last ``kind`` log line one more."""
    data, events, i = last_logged(state, kind)
    events[i][field] += 1
    return refused(module, "position_from_json", data)


def _engine(state):
    """The engine module of ``state``'s game (``engines.<State.GAME>``)."""
    return importlib.import_module(f"engines.{state.GAME}")


def reloads_as_position(state) -> None:
    """A what-if position: its record and the bare position load back to the same state; it is not a game."""
    module, record = _engine(state), state.to_json()
    assert record["record"] == "position"
    assert module.position_from_json(record) == state
    assert module.position_from_json(state.to_position_json()) == state
    with pytest.raises(InvalidInput):
        module.from_json(record)


def reloads_as_game(state) -> None:
    """A game dealt and played on: its record is a game record that replays to the same state, as its position."""
    module, record = _engine(state), state.to_json()
    assert record["record"] == "game"
    assert module.from_json(record) == state
    assert module.position_from_json(state.to_position_json()) == state


def last_logged(state, kind: str) -> tuple[dict, list, int]:
    """A state's position record, its log, and the index of the log's last line of ``kind``."""
    data = state.to_position_json()
    events = data["setup"]["events"]
    return data, events, max(i for i, event in enumerate(events) if event[0] == kind)


LONG = 3_000_000
"""As long as the reported case ('move c4-b5' + 3,000,000 x's gave a 3,000,061-character refusal)."""
