"""Conformance checks that every game's tests run: random play with invariants.

``check_random_play(game_module, players, games, seed)`` plays many random games
through the public API and, at every step, checks the contract that tests,
notebooks and bots rely on (see the project's API notes). It raises
``AssertionError`` with a readable message on the first breach and otherwise
returns a :class:`PlayReport` counting what happened (event kinds, game lengths),
so a game's tests can show that every phase was reached.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from types import ModuleType

from . import IllegalAction


@dataclass
class PlayReport:
    """What the random games did: event kinds seen, steps and game count."""

    games: int = 0
    steps: int = 0
    longest: int = 0
    event_kinds: Counter = field(default_factory=Counter)
    winners: Counter = field(default_factory=Counter)
    endings: Counter = field(default_factory=Counter)
    """The last event of each game as (kind, first datum), e.g. ``("end", "threshold")``."""

    def reached(self, kind: str) -> bool:
        """Whether at least one event of this kind happened."""
        return self.event_kinds[kind] > 0


def _json_checkpoint(step: int) -> bool:
    """Steps 1, 2, 4, 8, ... (powers of two) get a full JSON round trip."""
    return step & (step - 1) == 0


def _play_once(module: ModuleType, players: int, seed: int, choice_seed: int,
               max_steps: int, disturb: bool, deep: bool, report: PlayReport | None):
    """Play one random game, checking invariants when ``deep``; return the final state."""
    state = module.new_game(players, seed=seed)
    chooser = random.Random(choice_seed)
    prober = random.Random(~choice_seed)  # picks illegal probes without touching `chooser`
    seen_actions: list = []
    steps = 0
    if deep:
        for event in state.events:  # what new_game itself logged (the deal, ...)
            report.event_kinds[event[0]] += 1
    while True:
        seats = state.to_act()
        if not seats:
            break
        assert steps < max_steps, f"game with seed {seed} did not end within {max_steps} steps"
        if disturb:
            random.seed(steps * 7919 + 13)
            random.random()
        seat = chooser.choice(seats)
        actions = state.legal_actions(seat)
        assert actions, f"seat {seat} must act but has no legal action (step {steps})"
        action = chooser.choice(actions)
        if deep:
            _check_step(module, state, seat, actions, action, seen_actions, steps, prober)
            seen_actions.extend(actions[:3])
            del seen_actions[:-30]
        before = len(state.events)
        state.apply(seat, str(action) if deep and steps % 5 == 0 else action)
        steps += 1
        if deep:
            for event in state.events[before:]:
                text = str(event)
                assert text and isinstance(text, str), f"event {event!r} has no text"
                report.event_kinds[event[0]] += 1
            if _json_checkpoint(steps):
                _check_json(module, state, steps)
    if deep:
        _check_finished(state, players)
        report.games += 1
        report.steps += steps
        report.longest = max(report.longest, steps)
        for w in state.winners():
            report.winners[w] += 1
        if state.events:
            report.endings[tuple(state.events[-1][:2])] += 1
    return state


def _check_step(module, state, seat, actions, action, seen_actions, step, chooser) -> None:
    """Clone agreement, observation JSON, and illegal actions leaving the state alone."""
    for s in range(state.players):
        json.dumps(state.observation(s))
    clone = state.clone()
    assert clone == state, f"clone differs from the original at step {step}"
    clone.apply(seat, action)
    twin = state.clone()
    twin.apply(seat, action)
    assert clone == twin, f"two clones differ after the same action at step {step}"
    assert clone != state or clone.to_json() == state.to_json(), "clone shares state"
    _check_illegal(state, seat, actions, seen_actions, step, chooser)


def _check_illegal(state, seat, actions, seen_actions, step, chooser) -> None:
    """An action that is not legal raises IllegalAction and changes nothing."""
    legal = set(map(str, actions))
    candidates = [a for a in seen_actions if str(a) not in legal]
    waiting = set(state.to_act())
    idle = [s for s in range(state.players) if s not in waiting]
    trials = []
    if candidates:
        trials.append((seat, chooser.choice(candidates)))
    if idle:
        trials.append((chooser.choice(idle), actions[0]))
    for who, bad in trials:
        if str(bad) in set(map(str, state.legal_actions(who))):
            continue
        before = state.to_json()
        try:
            state.apply(who, bad)
        except IllegalAction as exc:
            assert str(exc), "IllegalAction without a message"
        else:
            raise AssertionError(f"illegal action {bad} by seat {who} was accepted at step {step}")
        assert state.to_json() == before, f"a refused action {bad} changed the state at step {step}"


def _check_json(module, state, step) -> None:
    """A JSON round trip gives an equal state."""
    data = state.to_json()
    text = json.dumps(data)
    again = module.from_json(json.loads(text))
    assert again == state, f"from_json(to_json()) differs from the state at step {step}"
    same = again.to_act() == state.to_act() and all(
        again.observation(s) == state.observation(s)
        and list(map(str, again.legal_actions(s))) == list(map(str, state.legal_actions(s)))
        for s in range(state.players))
    assert same, f"from_json(to_json()) acts or observes differently at step {step}"


def _check_finished(state, players) -> None:
    """A finished game: nobody to act, no legal action, scores and winners by seat."""
    assert state.is_over(), "no seat to act but the game is not over"
    assert state.to_act() == []
    for s in range(players):
        assert state.legal_actions(s) == [], f"seat {s} has legal actions after the end"
    scores = state.scores()
    assert len(scores) == players, "scores() must give one score per seat"
    winners = state.winners()
    assert winners and all(0 <= w < players for w in winners), "winners() out of range"


def check_random_play(game_module: ModuleType, players: int, games: int = 50, seed: int = 0,
                      max_steps: int = 100_000) -> PlayReport:
    """Play ``games`` random games of ``players`` and check the engine contract at every step.

    Checks: clones equal the original after the same action; ``from_json(to_json())``
    equals the state at steps 1, 2, 4, 8, ...; an illegal action raises
    ``IllegalAction`` and leaves the state unchanged; observations are
    JSON-serialisable; a finished game has no seat to act and no legal action; every
    game ends within ``max_steps``; and the same seed gives the same game even when
    the global ``random`` is disturbed between steps.
    """
    report = PlayReport()
    for g in range(games):
        game_seed = seed * 100_003 + g
        first = _play_once(game_module, players, game_seed, game_seed + 1, max_steps,
                           disturb=False, deep=True, report=report)
        if g < max(3, games // 5):
            second = _play_once(game_module, players, game_seed, game_seed + 1, max_steps,
                                disturb=True, deep=False, report=None)
            assert first == second, f"seed {game_seed} gave two different games"
    return report
