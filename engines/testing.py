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

from . import IllegalAction, InvalidInput
from .core import quote


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


# ----- the trust boundary: bad inputs and hostile saved states ----------------------

#: Things that are not seats: negative indices, bools, floats, text, nothing, out of range.
NOT_SEATS = (-1, -2, None, True, False, 0.0, 1.0, "0", [0], 99)

#: Inputs of the wrong type for notation (parsers and ``apply``).
WRONG_TYPES = (None, 5, 5.5, True, b"R7", {}, {"a": 1}, [[["x"]]], object())

MESSAGE_LIMIT = 400
"""The longest refusal message allowed: messages quote a short prefix, not the input."""


@dataclass
class BoundaryReport:
    """What a trust-boundary check tried: inputs, refusals, saved states accepted."""

    tried: int = 0
    refused: int = 0
    accepted: int = 0
    kinds: Counter = field(default_factory=Counter)


def _deep_list(depth: int) -> list:
    """A list nested ``depth`` levels deep, built without recursion."""
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def _long_text(n: int) -> str:
    """A long string of plausible-looking tokens."""
    return ("R7 " * (n // 3 + 1))[:n]


def _expect_refusal(call, what: str, report: BoundaryReport, allowed=(IllegalAction, InvalidInput)):
    """Run ``call``; it must raise one of ``allowed`` with a short message."""
    report.tried += 1
    report.kinds[what] += 1
    try:
        call()
    except allowed as exc:
        message = str(exc)
        assert message, f"{what}: refused without a message"
        assert len(message) <= MESSAGE_LIMIT, f"{what}: a {len(message)}-character message"
        report.refused += 1
        return exc
    except Exception as exc:  # noqa: BLE001 - that is what this check is for
        raise AssertionError(f"{what}: raised {type(exc).__name__}: {str(exc)[:200]}") from exc
    raise AssertionError(f"{what}: was accepted")


def _check_parsers(module: ModuleType, report: BoundaryReport) -> None:
    """Notation parsers refuse wrong types, garbage and huge input with short messages."""
    bad_text = ("", "   ", "ZZ9", "R7 ZZ9", "\u2603", _long_text(200_000), "R" * 100_000)
    for name in ("parse_cards", "card", "parse_grid"):
        parse = getattr(module, name, None)
        if parse is None:
            continue
        for bad in (*WRONG_TYPES, _deep_list(5000), *bad_text[2:]):
            _expect_refusal(lambda: parse(bad), f"{name}({quote(bad)})", report, (InvalidInput,))


def _check_new_game(module: ModuleType, players: int, report: BoundaryReport) -> None:
    """``new_game`` refuses player counts and rules of the wrong kind."""
    for bad in (0, 1, -players, 99, True, float(players), str(players), None):
        if bad is None and players == 4 and getattr(module, "__name__", "").endswith("kirin"):
            continue  # Kirin's players has a default of 4
        _expect_refusal(lambda: module.new_game(bad, seed=1), f"new_game({bad!r})", report,
                        (InvalidInput,))
    for bad in ("strict", 5, {"stalemate": "x"}, object()):
        _expect_refusal(lambda: module.new_game(players, seed=1, rules=bad),
                        f"new_game(rules={quote(bad)})", report, (InvalidInput,))


def _check_position(module: ModuleType, state, rng: random.Random, stale: list,
                    report: BoundaryReport) -> None:
    """At one position: bad seats, bad action types, garbage notation, stale actions."""
    before = state.to_json()
    seats = state.to_act()
    seat = seats[0] if seats else 0
    legal = state.legal_actions(seat) if seats else []
    some_action = legal[0] if legal else "x"
    for bad in (*NOT_SEATS, state.players):
        for name, call in (("observation", lambda: state.observation(bad)),
                           ("legal_actions", lambda: state.legal_actions(bad)),
                           ("apply", lambda: state.apply(bad, some_action))):
            exc = _expect_refusal(call, f"{name}(seat={bad!r})", report, (IllegalAction,))
            assert exc.rule == "seats", f"{name}(seat={bad!r}) refused with rule {exc.rule!r}, not 'seats'"
    if seats:
        for bad in (*WRONG_TYPES, _deep_list(5000), "", "   ", "\u2603 \u2603",
                    _long_text(100_000), "".join(rng.choice("RBGWJQSXKT0123456789+-= *")
                                                 for _ in range(rng.randint(1, 12)))):
            if isinstance(bad, str) and names_a_legal_action(state, bad, legal):
                continue  # random text can spell a real move ('bt' is Kirin's White Tiger trump)
            _expect_refusal(lambda: state.apply(seat, bad), f"apply(action={quote(bad)})", report)
        legal_text = set(map(str, legal))
        for old in stale:
            if str(old) not in legal_text:
                _expect_refusal(lambda: state.apply(seat, old), f"stale action {old}", report)
        idle = [s for s in range(state.players) if s not in seats]
        if idle and legal:
            who = rng.choice(idle)
            if str(legal[0]) not in set(map(str, state.legal_actions(who))):
                _expect_refusal(lambda: state.apply(who, legal[0]), "action by an idle seat", report)
    assert state.to_json() == before, "a refused input changed the state"


def names_a_legal_action(state, text: str, legal: list) -> bool:
    """Whether notation, read as the game reads it, is one of the legal actions."""
    try:
        action = state.parse_action(text)
    except (InvalidInput, IllegalAction):
        return False
    return str(action) in set(map(str, legal))


def check_bad_inputs(module: ModuleType, players: int, games: int = 3, seed: int = 0,
                     positions: int = 6, max_steps: int = 100_000) -> BoundaryReport:
    """Feed the engine bad input everywhere it takes input; only refusals may come back.

    Wrong seats (negative, ``bool``, float, out of range) must raise ``IllegalAction``
    with ``rule="seats"``; notation of the wrong type, garbage, huge text and deeply
    nested lists ``InvalidInput`` or ``IllegalAction`` (parsers: ``InvalidInput``);
    stale and idle-seat actions ``IllegalAction``. Every message is short, and no
    refusal changes the state. Positions are sampled along ``games`` random games.
    """
    report = BoundaryReport()
    _check_parsers(module, report)
    _check_new_game(module, players, report)
    for g in range(games):
        rng = random.Random(seed * 7_919 + g)
        state = module.new_game(players, seed=seed * 1_000 + g)
        stale: list = []
        length = _play_length(module, players, seed * 1_000 + g, rng.random(), max_steps)
        checkpoints = {0, length - 1, *(rng.randrange(max(1, length)) for _ in range(positions))}
        step = 0
        while state.to_act():
            if step in checkpoints:
                _check_position(module, state, rng, stale, report)
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            stale = (stale + actions[:2])[-6:]
            state.apply(seat, _pick(actions, rng))
            step += 1
        _check_position(module, state, rng, stale, report)
    return report


def _pick(actions: list, rng: random.Random):
    """A random legal action (the chooser both passes of a game share)."""
    return actions[int(rng.random() * len(actions))]


def _play_length(module: ModuleType, players: int, seed: int, mark: float, max_steps: int) -> int:
    """How many steps the game ``check_bad_inputs`` plays lasts (a dry run with the same choices)."""
    state = module.new_game(players, seed=seed)
    rng = random.Random(mark)
    steps = 0
    while state.to_act() and steps < max_steps:
        seat = state.to_act()[0]
        state.apply(seat, _pick(state.legal_actions(seat), rng))
        steps += 1
    return steps


# Mutations of a saved state: each takes (data, rng) and changes ``data`` in place.

def _leaves(data, path=()):
    """Every (path, value) in nested JSON data, containers included."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _leaves(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _leaves(value, path + (i,))


def _set(data, path, value) -> None:
    """Set the value at ``path`` (a non-empty path)."""
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def _get(data, path):
    for key in path:
        data = data[key]
    return data


HOSTILE_VALUES = (None, True, -1, 0, 1, 2, 7, 99, 10 ** 12, -10 ** 12, 1.5, "", "x", "R7",
                  [], [[]], {}, {"a": 1}, [None], [-1], [99])


def _mutate(data: dict, rng: random.Random) -> str:
    """Change one thing in a saved state at random; return a description."""
    places = [(p, v) for p, v in _leaves(data) if p and p[0] not in ("rng",)]
    path, value = rng.choice(places)
    roll = rng.random()
    container = _get(data, path[:-1])
    if roll < 0.15 and isinstance(container, dict):
        del container[path[-1]]
        return f"deleted {path}"
    if roll < 0.3 and isinstance(container, list):
        if rng.random() < 0.5:
            container.append(json.loads(json.dumps(value)))
            return f"duplicated {path}"
        del container[path[-1]]
        return f"dropped {path}"
    if roll < 0.55 and type(value) is int:
        new = rng.choice((value + 1, value - 1, -value - 1, value + 1000, -1))
        _set(data, path, new)
        return f"{path}: {value} -> {new}"
    if roll < 0.7 and isinstance(value, str):
        others = [v for _, v in places if isinstance(v, str) and v != value]
        new = rng.choice(others) if others else value + "?"
        _set(data, path, new)
        return f"{path}: {value!r} -> {new!r}"
    new = rng.choice(HOSTILE_VALUES)
    _set(data, path, json.loads(json.dumps(new)))
    return f"{path} -> {new!r}"


def _hostile_documents(module: ModuleType, data: dict) -> list:
    """Saved states that are not states at all, or are damaged beyond one field."""
    game = data["game"]
    deep = {"game": game}
    inner: dict = deep
    for _ in range(5000):
        inner["x"] = {}
        inner = inner["x"]
    docs = [None, [], "", 5, "{}", {}, {"game": "chess"}, {"game": game}, deep,
            {**data, "events": [[]]}, {**data, "events": [[5]]}, {**data, "events": None},
            {**data, "rng": [3, [0] * 3, None]}, {**data, "rng": None},
            {**data, "game": game.upper()}, {**data, "extra": _deep_list(5000)}]
    for key in data:
        if key not in ("game",):
            docs.append({k: v for k, v in data.items() if k != key})
    return docs


def _check_sound(state, rng: random.Random, steps: int, invariant) -> None:
    """An accepted state must play on: every question answered, legal actions accepted."""
    state.to_json()
    for _ in range(steps):
        seats = state.to_act()
        if not seats:
            break
        for s in range(state.players):
            state.observation(s)
        if invariant is not None:
            invariant(state)
        seat = rng.choice(seats)
        actions = state.legal_actions(seat)
        assert actions, f"seat {seat} must act but has no legal action"
        state.apply(seat, rng.choice(actions))
    state.scores()
    state.winners()


def check_saved_states(module: ModuleType, players: int, games: int = 3, seed: int = 0,
                       states: int = 4, mutations: int = 40, invariant=None,
                       play_steps: int = 300) -> BoundaryReport:
    """Load damaged and hostile saved states: refuse them, or accept only sound ones.

    Saved states are taken along random games and changed one field at a time (deleted,
    duplicated, numbers moved out of range, values of the wrong type); hostile
    documents (not a dict, deeply nested, an empty log line, a wrong game) are tried
    too. ``from_json`` must raise ``InvalidInput`` or return a state that answers every
    question and plays on legally for ``play_steps`` steps (``invariant(state)``, if
    given, is checked at every step). It also checks that ``to_json`` returns fresh
    data and that ``from_json`` keeps no reference into its input.
    """
    report = BoundaryReport()
    for g in range(games):
        rng = random.Random(seed * 104_729 + g)
        state = module.new_game(players, seed=seed * 1_000 + g)
        saved = []
        step = 0
        while state.to_act():
            if step % 7 == 0 and len(saved) < 50:
                saved.append(state.to_json())
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
        saved.append(state.to_json())
        picks = rng.sample(saved, min(states, len(saved)))
        for data in picks:
            _check_aliasing(module, data)
            for doc in _hostile_documents(module, data):
                _expect_refusal(lambda: module.from_json(doc), "hostile saved state", report,
                                (InvalidInput,))
            for _ in range(mutations):
                damaged = json.loads(json.dumps(data))
                what = _mutate(damaged, rng)
                report.tried += 1
                try:
                    loaded = module.from_json(damaged)
                except InvalidInput as exc:
                    assert len(str(exc)) <= MESSAGE_LIMIT, f"{what}: a long message"
                    report.refused += 1
                    continue
                except Exception as exc:  # noqa: BLE001
                    raise AssertionError(
                        f"from_json with {what} raised {type(exc).__name__}: {str(exc)[:200]}") from exc
                report.accepted += 1
                try:
                    _check_sound(loaded, random.Random(rng.random()), play_steps, invariant)
                except Exception as exc:  # noqa: BLE001
                    raise AssertionError(
                        f"from_json accepted a damaged state ({what}) that then failed: "
                        f"{type(exc).__name__}: {str(exc)[:200]}") from exc
    return report


def _check_aliasing(module: ModuleType, data: dict) -> None:
    """``to_json`` gives fresh data; ``from_json`` copies its input."""
    original = json.loads(json.dumps(data))
    state = module.from_json(data)
    out = state.to_json()
    for path, value in list(_leaves(out)):
        if isinstance(value, list) and value:
            value.append("poison")
        elif isinstance(value, dict):
            value["poison"] = 1
    assert state.to_json() == original, "editing what to_json returned changed the state"
    observed = [state.observation(s) for s in range(state.players)]
    for path, value in list(_leaves(data)):
        if isinstance(value, list) and value:
            value.append("poison")
        elif isinstance(value, dict):
            value["poison"] = 1
    assert state.to_json() == original, "editing the input of from_json afterwards changed the state"
    assert [state.observation(s) for s in range(state.players)] == observed, \
        "editing the input of from_json afterwards changed an observation"
    data.clear()
    data.update(original)


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
