"""Random play with the engine contract checked at every step, logs, playthroughs.

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

from engines import IllegalAction

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
    assert clone != state or clone.position_json() == state.position_json(), "clone shares state"
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
        before = state.clone()
        try:
            state.apply(who, bad)
        except IllegalAction as exc:
            assert str(exc), "IllegalAction without a message"
        else:
            raise AssertionError(f"illegal action {bad} by seat {who} was accepted at step {step}")
        assert state == before, f"a refused action {bad} changed the state at step {step}"


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


# ----- the log reads the same whenever it is read ------------------------------------------

def check_log_reads_the_same(module: ModuleType, players: int, seed: int, choose=None) -> object:
    """Play one seeded game twice with the same actions, reading the log after every step in one
    copy and only at the end in the other (a ``PlainTupleLog`` writes its plain records out when
    read). After every step a clone reads the same log as a fresh list, and every entry is the
    game's Event; at the end both copies, and the game saved and loaded again, read the same.

    ``choose(state)`` gives the next ``(seat, action)``; by default a random seat of ``to_act``
    and a random legal action, from ``random.Random(seed)``. Returns the copy read only at the
    end, for a game's own checks of what its log holds.
    """
    if choose is None:
        chooser = random.Random(seed)

        def choose(state):
            seat = chooser.choice(state.to_act())
            return seat, chooser.choice(state.legal_actions(seat))

    read_often, read_once = module.new_game(players, seed=seed), module.new_game(players, seed=seed)
    event = type(read_often).EVENT
    while not read_often.is_over():
        seat, action = choose(read_often)
        read_often.apply(seat, action)
        read_once.apply(seat, action)
        copy = read_often.clone()
        assert copy.events == read_often.events and copy.events is not read_often.events, \
            "a clone reads another log, or shares the list"
        assert all(type(e) is event for e in read_often.events), f"a log entry is not a {event.__name__}"
    assert read_once.events == read_often.events, "the log read once at the end differs"
    assert read_once.log() == read_often.log()
    assert module.from_json(read_once.to_json()).events == read_often.events, "a saved game's log differs"
    return read_once


# ----- playthroughs: a seeded game as readable text ------------------------------------

def playthrough(module: ModuleType, players: int, seed: int, rules=None, limit: int = 10_000) -> list[str]:
    """One seeded game as readable text: every seat's choice, then the log lines it caused.

    The choices are ``random.Random(seed).choice`` over ``to_act()`` and then over
    ``legal_actions(seat)``, so the text records the legal lists' order as well as the
    rules: a change in either shows up as a readable diff (OpenSpiel's playthroughs).
    """
    state = module.new_game(players, seed=seed, rules=rules)
    chooser = random.Random(seed)
    lines = [f"{module.__name__}: {players} players, seed {seed}, rules {rules!r}",
             "# the deal"]
    seen = 0
    for step in range(limit + 1):
        log = state.log()
        lines += [f"  {line}" for line in log[seen:]]
        seen = len(log)
        seats = state.to_act()
        if not seats:
            lines.append(f"# over after {step} actions; scores {state.scores()}")
            return lines
        seat = chooser.choice(seats)
        actions = state.legal_actions(seat)
        action = chooser.choice(actions)
        lines.append(f"seat {seat} ({len(actions)} legal): {action}")
        state.apply(seat, action)
    raise AssertionError(f"the playthrough did not end within {limit} actions")
