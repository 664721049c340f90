"""Saved games as a cheat or a broken copy would make them: tampered records, damaged positions, hostile JSON.

``check_saved_states(module, players)`` takes game records along random games and
tampers with them one change at a time (:func:`tamper`); each must be refused with
``InvalidInput`` or be a record whose replay gives exactly its fields. Hostile documents
are refused, damaged what-if positions are refused or sound, and no saved data is shared.
"""

from __future__ import annotations

import json
import random
from types import ModuleType

from engines import InvalidInput
from engines.core import MOST_MOVES

from .boundary import MESSAGE_LIMIT, BoundaryReport, deep_list, expect_refusal


# ----- damaging one field of saved data ------------------------------------------------------

def leaves(data, path=()):
    """Every (path, value) in nested JSON data, containers included."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from leaves(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from leaves(value, path + (i,))


def _set(data, path, value) -> None:
    """Set the value at ``path`` (a non-empty path)."""
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def _get(data, path):
    """The value at ``path``."""
    for key in path:
        data = data[key]
    return data


HOSTILE_VALUES = (None, True, -1, 0, 1, 2, 7, 99, 10 ** 12, -10 ** 12, 1.5, "", "x", "R7",
                  [], [[]], {}, {"a": 1}, [None], [-1], [99])


def _mutate(data: dict, rng: random.Random) -> str:
    """Change one thing in a saved state at random; return a description."""
    places = [(p, v) for p, v in leaves(data) if p and p[0] not in ("rng",)]
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
    """Records that are not records at all, or are damaged beyond one field."""
    game = data["game"]
    deep = {"game": game}
    inner: dict = deep
    for _ in range(5000):
        inner["x"] = {}
        inner = inner["x"]
    docs = [None, [], "", 5, "{}", {}, {"game": "chess"}, {"game": game}, deep,
            {**data, "record": "x"}, {**data, "record": None}, {**data, "moves": None},
            {**data, "moves": [[0]]}, {**data, "moves": [["0", 1]]}, {**data, "moves": [5]},
            {**data, "moves": [[0, "x"]] * (MOST_MOVES + 1)}, {**data, "seed": None}, {**data, "seed": -1},
            {**data, "seed": 2 ** 64}, {**data, "seed": "7"}, {**data, "rules": None}, {**data, "rules": {}},
            {**data, "rules": {**data["rules"], "extra": 1}}, {**data, "options": {"extra": 1}},
            {**data, "options": []}, {**data, "players": True},
            {**data, "game": game.upper()}, {**data, "extra": deep_list(5000)}]
    for key in data:
        if key not in ("game", "scores", "over", "options"):
            docs.append({k: v for k, v in data.items() if k != key})
    return docs


def _deep_dict(depth: int) -> dict:
    """A dict nested ``depth`` levels deep, built without recursion."""
    value: dict = {}
    for _ in range(depth):
        value = {"x": value}
    return value


HUGE = 10 ** 5000
"""A whole number too long to write as text (Python refuses more than 4,300 digits)."""
DEEP = 100_000
"""How deeply the nested documents nest: far past Python's recursion limit."""


def _somewhere(data: dict, rng: random.Random, value) -> str:
    """Put ``value`` at a random place of ``data`` (a leaf, or a new field); return where."""
    places = [p for p, _ in leaves(data) if p]
    if not places or rng.random() < 0.2:
        data["extra"] = value
        return "a new field"
    path = rng.choice(places)
    _set(data, path, value)
    return "/".join(map(str, path))


def _loosened(value):
    """A value of a near-miss type: a whole number as a decimal or a bool, a bool as a number."""
    if type(value) is bool:
        return int(value)
    if type(value) is int:
        return float(value) if value not in (0, 1) else bool(value)
    return None


def _round_of(position: dict) -> int:
    """The round (or season) a position record is in, from its setup."""
    setup = position["setup"]
    return setup.get("round", setup.get("season", 0))


def disagreeing_log(position: dict, later: dict) -> dict | None:
    """The position with the log of a later round's position of the same game, or ``None`` if ``later``
    is not in a later round: a history that never happened there, which the loader must refuse."""
    if _round_of(later) <= _round_of(position):
        return None
    doc = json.loads(json.dumps(position))
    doc["setup"]["events"] = json.loads(json.dumps(later["setup"]["events"]))
    return doc


def hostile_kind(kind: str, record: dict, position: dict, rng: random.Random,
                 later: dict | None = None) -> tuple[str, dict, str] | None:
    """A record of one hostile ``kind`` made from a game record and a position record.

    Returns (what was done, the document, the loader: ``"from_json"`` or ``"position_from_json"``),
    or ``None`` when this pair cannot make that kind (a disagreeing log needs ``later``, a
    position of the same game in a later round). Every such document must be refused with a
    short ``InvalidInput``. The kinds are :data:`HOSTILE_KINDS`.
    """
    loader = rng.choice(("from_json", "position_from_json"))
    doc = json.loads(json.dumps(record if loader == "from_json" else position))
    if kind == "a huge number":
        return f"{HUGE.bit_length()}-bit number at " + _somewhere(doc, rng, HUGE), doc, loader
    if kind == "mixed keys":
        doc[rng.choice((1, None, 2.5, True))] = 0
        return "a field named by a number beside text fields", doc, loader
    if kind == "deep nesting":
        deep = _deep_dict(DEEP) if rng.random() < 0.5 else deep_list(DEEP)
        return f"{DEEP:,} levels at " + _somewhere(doc, rng, deep), doc, loader
    if kind == "a loose type":
        return _loosen(doc, rng), doc, loader
    if kind == "a stacked deal":
        return _stacked(record, position, rng)
    if kind == "a disagreeing log":
        doc = disagreeing_log(position, later) if later is not None else None
        return None if doc is None else (f"the log of round {_round_of(later)} in round {_round_of(position)}",
                                         doc, "position_from_json")
    raise ValueError(f"no hostile kind {kind!r}")


def _stacked(record: dict, position: dict, rng: random.Random) -> tuple[str, dict, str]:
    """A game record that carries a deal of its own: a setup, a generator, dealt cards, or a position relabelled."""
    doc = json.loads(json.dumps(record))
    setup = {k: v for k, v in json.loads(json.dumps(position["setup"])).items() if k != "events"}
    roll = rng.randrange(4)
    if roll == 0:
        doc["setup"] = setup
        return "a game record with a setup", doc, "from_json"
    if roll == 1:
        doc["rng"] = setup["rng"]
        return "a game record with a generator", doc, "from_json"
    if roll == 2:
        name = rng.choice([k for k in setup if k not in ("players", "rules", "rng")])
        doc[name] = setup[name]
        return f"a game record with the position's {name}", doc, "from_json"
    relabelled = json.loads(json.dumps(position))
    relabelled["record"] = "game"
    if rng.random() < 0.5:
        relabelled["setup"] = setup
    return "a position relabelled as a game", relabelled, "from_json"


def _loosen(doc: dict, rng: random.Random) -> str:
    """Give one derived field or counter a near-miss type: 0.0 or False for 0, 1 for true."""
    roll = rng.random()
    if roll < 0.3 and doc["scores"]:
        i = rng.randrange(len(doc["scores"]))
        doc["scores"][i] = _loosened(doc["scores"][i])
        return f"score {i} as {type(doc['scores'][i]).__name__}"
    if roll < 0.5:
        doc["over"] = int(doc["over"])
        return "over as a number"
    ints = [(p, v) for p, v in leaves(doc) if p and p[0] not in ("scores", "over") and type(v) in (int, bool)
            and not (len(p) >= 2 and p[-2] == "rng")]
    if not ints:
        doc["over"] = int(doc["over"])
        return "over as a number"
    path, value = rng.choice(ints)
    _set(doc, path, _loosened(value))
    return f"{'/'.join(map(str, path))} as {type(_loosened(value)).__name__}"


HOSTILE_KINDS = ("a huge number", "mixed keys", "deep nesting", "a loose type", "a stacked deal",
                 "a disagreeing log")
"""The kinds of hostile record every loader must refuse with a short ``InvalidInput`` (see :func:`hostile_kind`)."""


def check_hostile(module: ModuleType, record: dict, position: dict, rng: random.Random,
                  report: BoundaryReport, kinds=HOSTILE_KINDS, later: dict | None = None) -> None:
    """One hostile record of each kind (that this pair can make): refused with a short ``InvalidInput``."""
    for kind in kinds:
        made = hostile_kind(kind, record, position, rng, later)
        if made is None:
            continue
        what, doc, loader = made
        report.tried += 1
        report.kinds[kind] += 1
        try:
            getattr(module, loader)(doc)
        except InvalidInput as exc:
            assert str(exc) and len(str(exc)) <= MESSAGE_LIMIT, f"{kind} ({what}): a {len(str(exc))}-character message"
            report.refused += 1
            continue
        except Exception as exc:  # noqa: BLE001 - that is what this check is for
            raise AssertionError(f"{loader} with {kind} ({what}) raised {type(exc).__name__}: "
                                 f"{str(exc)[:200]}") from exc
        raise AssertionError(f"{loader} accepted {kind} ({what})")


def play_on(state, rng: random.Random, steps: int, invariant=None) -> None:
    """An accepted state must play on: every question answered, legal actions accepted, saved as JSON."""
    json.dumps(state.to_json())
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
    json.dumps(state.to_json())


# ----- tampering with a game record: each kind changes the record in place ------------------

def _other_index(n: int, i: int, rng: random.Random) -> int:
    """An index of ``n`` other than ``i`` (``n`` is at least 2)."""
    j = rng.randrange(n - 1)
    return j + (j >= i)


def tamper(record: dict, rng: random.Random) -> str:
    """Change a game record the way a cheat or a broken copy would; return the kind and what changed.

    The kinds: drop, duplicate or reorder moves; give a move to another seat; put another
    move (one made elsewhere in the game) in a move's place, which breaks a rule there (a
    card not held, a revoke, a second discard); change a derived field; add an end that did
    not happen; damage how the game starts (players, rules, seed, options).
    """
    moves = record["moves"]
    kinds = ["a changed derived field", "an end that did not happen", "a damaged start"]
    if moves:
        kinds += ["a dropped move", "a duplicated move", "a move by another seat"]
    if len(moves) > 1:
        kinds += ["two moves reordered", "another move in its place", "another move in its place"]
    kind = rng.choice(kinds)
    i = rng.randrange(len(moves)) if moves else 0
    if kind == "a dropped move":
        what = f"move {i + 1} dropped"
        del moves[i]
    elif kind == "a duplicated move":
        what = f"move {i + 1} made twice"
        moves.insert(i, list(moves[i]))
    elif kind == "two moves reordered":
        j = _other_index(len(moves), i, rng)
        what = f"moves {i + 1} and {j + 1} swapped"
        moves[i], moves[j] = moves[j], moves[i]
    elif kind == "a move by another seat":
        seat = moves[i][0]
        moves[i][0] = rng.choice([s for s in range(len(record["scores"])) if s != seat] or [seat + 1])
        what = f"move {i + 1} given to seat {moves[i][0]}"
    elif kind == "another move in its place":
        j = _other_index(len(moves), i, rng)
        what = f"move {i + 1} ({moves[i][1]}) replaced by {moves[j][1]}"
        moves[i] = [moves[i][0], moves[j][1]]
    elif kind == "a changed derived field":
        if rng.random() < 0.5 and record["scores"]:
            k = rng.randrange(len(record["scores"]))
            record["scores"][k] += rng.choice((1, -1, 10))
            what = f"score of seat {k} changed"
        else:
            record["over"] = not record["over"]
            what = f"over set to {record['over']}"
    elif kind == "an end that did not happen":
        if record["over"] and moves:
            moves.append(list(moves[-1]))
            what = "a move after the end"
        else:
            record["over"] = True
            what = "the game said to be over"
    else:
        start = {k: record[k] for k in ("players", "rules", "seed", "options") if k in record}
        what = "start: " + _mutate(start, rng)
        for key in ("players", "rules", "seed", "options"):
            record.pop(key, None)
        record.update(start)
    return f"{kind}: {what}"


def load_tampered(module: ModuleType, record: dict, rng: random.Random) -> tuple[str, object]:
    """Tamper with a copy of ``record`` and load it: (what was done, the loaded state or ``None``).

    ``None`` means ``from_json`` refused it with a short ``InvalidInput``. Anything else
    that comes out of ``from_json`` (another exception, a long message) and a loaded
    state whose own record is not the tampered one raise ``AssertionError``.
    """
    damaged = json.loads(json.dumps(record))
    what = tamper(damaged, rng)
    try:
        loaded = module.from_json(damaged)
    except InvalidInput as exc:
        assert len(str(exc)) <= MESSAGE_LIMIT, f"{what}: a long message"
        return what, None
    except Exception as exc:  # noqa: BLE001
        raise AssertionError(f"from_json with {what} raised {type(exc).__name__}: {str(exc)[:200]}") from exc
    assert loaded.to_json() == damaged, f"from_json accepted a record ({what}) whose replay differs from its fields"
    return what, loaded


def _check_tampered(module: ModuleType, record: dict, rng: random.Random, report: BoundaryReport,
                    invariant, play_steps: int) -> None:
    """A tampered record is refused, or is honest and plays on."""
    what, loaded = load_tampered(module, record, rng)
    report.tried += 1
    report.kinds[what.split(":")[0]] += 1
    if loaded is None:
        report.refused += 1
        return
    report.accepted += 1
    try:
        play_on(loaded, random.Random(rng.random()), play_steps, invariant)
    except Exception as exc:  # noqa: BLE001
        raise AssertionError(f"from_json accepted a tampered record ({what}) that then failed: "
                             f"{type(exc).__name__}: {str(exc)[:200]}") from exc


def _check_damaged_position(module: ModuleType, position: dict, rng: random.Random, report: BoundaryReport,
                            invariant, play_steps: int) -> None:
    """A what-if position with one damaged field: refused, or a state that answers and plays on."""
    damaged = json.loads(json.dumps(position))
    what = _mutate(damaged["setup"], rng)
    report.tried += 1
    report.kinds["a damaged position"] += 1
    try:
        loaded = module.position_from_json(damaged)
    except InvalidInput as exc:
        assert len(str(exc)) <= MESSAGE_LIMIT, f"{what}: a long message"
        report.refused += 1
        return
    except Exception as exc:  # noqa: BLE001
        raise AssertionError(f"position_from_json with {what} raised {type(exc).__name__}: "
                             f"{str(exc)[:200]}") from exc
    report.accepted += 1
    try:
        play_on(loaded, random.Random(rng.random()), play_steps, invariant)
    except Exception as exc:  # noqa: BLE001
        raise AssertionError(f"position_from_json accepted a damaged position ({what}) that then failed: "
                             f"{type(exc).__name__}: {str(exc)[:200]}") from exc


def check_saved_states(module: ModuleType, players: int, games: int = 3, seed: int = 0,
                       states: int = 4, mutations: int = 40, invariant=None,
                       play_steps: int = 300) -> BoundaryReport:
    """Load tampered game records and damaged positions: refuse them, or accept only honest ones.

    Game records are taken along random games and tampered with one change at a time
    (see :func:`tamper`); ``from_json`` must raise ``InvalidInput`` (exactly that) or
    return a state whose own record is the tampered one, field for field, and that plays
    on legally for ``play_steps`` steps (``invariant(state)``, if given, is checked at
    every step). Hostile documents (not a dict, deeply nested, too many moves, a seed,
    rules or options out of range) are refused, and so is one record of each of
    :data:`HOSTILE_KINDS` per saved state (:func:`check_hostile`; a disagreeing log takes
    the log of the game's last position). The same positions saved as what-if positions, with one
    setup field damaged, go to ``position_from_json``: refused, or sound. It also checks
    that ``to_json`` returns fresh data and that ``from_json`` keeps no reference into
    its input.
    """
    report = BoundaryReport()
    for g in range(games):
        rng = random.Random(seed * 104_729 + g)
        state = module.new_game(players, seed=seed * 1_000 + g)
        saved = []
        step = 0
        while state.to_act():
            if step % 7 == 0 and len(saved) < 50:
                saved.append((state.to_json(), state.to_position_json()))
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
        saved.append((state.to_json(), state.to_position_json()))
        for record, position in rng.sample(saved, min(states, len(saved))):
            _check_aliasing(module, record)
            for doc in _hostile_documents(module, record):
                expect_refusal(lambda: module.from_json(doc), "hostile record", report, (InvalidInput,))
            for _ in range(max(1, mutations // 8)):
                check_hostile(module, record, position, rng, report, later=saved[-1][1])
            for _ in range(mutations):
                _check_tampered(module, record, rng, report, invariant, play_steps)
            for _ in range(max(1, mutations // 4)):
                _check_damaged_position(module, position, rng, report, invariant, play_steps)
    return report


def _check_aliasing(module: ModuleType, data: dict) -> None:
    """``to_json`` gives fresh data; ``from_json`` copies its input."""
    original = json.loads(json.dumps(data))
    state = module.from_json(data)
    out = state.to_json()
    for path, value in list(leaves(out)):
        if isinstance(value, list) and value:
            value.append("poison")
        elif isinstance(value, dict):
            value["poison"] = 1
    assert state.to_json() == original, "editing what to_json returned changed the state"
    observed = [state.observation(s) for s in range(state.players)]
    for path, value in list(leaves(data)):
        if isinstance(value, list) and value:
            value.append("poison")
        elif isinstance(value, dict):
            value["poison"] = 1
    assert state.to_json() == original, "editing the input of from_json afterwards changed the state"
    assert [state.observation(s) for s in range(state.players)] == observed, \
        "editing the input of from_json afterwards changed an observation"
    data.clear()
    data.update(original)
