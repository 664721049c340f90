"""The four games in OpenSpiel (``engines/openspiel.py``): OpenSpiel's own test and ours.

``pyspiel.random_sim_test`` is the test every OpenSpiel game passes: random games from the deal,
checking at every step that clones equal the original, that a serialised state loads equal,
that chance outcomes are a distribution, that legal actions are sorted, unique and in range,
that information and observation strings exist for every seat, and at the end that the returns
are in range and sum as the game type says. It runs for every game, table size and rule variant.

Our own check plays random games through the adapter and compares it with the engine it wraps at
every step: the legal actions (ids read back as notation) are the engine's, the information-state
and observation strings are the seat's canonical observation, the returns are the coach's win
shares, the engine round-trips through its record, and a bad id is refused with nothing changed.

These tests need the optional extra ``open-spiel`` (``pip install -e '.[openspiel]'``); without it
they are skipped, except in CI (``CI`` set), which installs it and where a missing one fails.
"""

from __future__ import annotations

import ast
import importlib
import json
import os
import random
from pathlib import Path

import pytest

if os.environ.get("CI"):
    import pyspiel  # CI installs the extra (.ci/run): there a missing open-spiel fails the run
else:
    pyspiel = pytest.importorskip(
        "pyspiel", reason="open-spiel is not installed (pip install -e '.[openspiel]'); CI installs it")

import engines.openspiel as adapter  # noqa: E402
from engines import coach  # noqa: E402
from game_facts import facts  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

# Each game's own data (its variants, how many random games its size allows, its vocabulary's size) is in its
# tests/<key>/<key>_facts.py; a game of the adapter without them fails at collection.
FACTS = {key: facts(key) for key in adapter.KEYS}
VARIANTS = {key: FACTS[key].VARIANTS for key in adapter.KEYS}
"""The rulings ({}) and each variant changed on its own, per game."""

SIMS = {key: FACTS[key].SIMS for key in adapter.KEYS}
"""Random games per table and variant in OpenSpiel's test."""

MOST_STEPS = {key: FACTS[key].MOST_STEPS for key in adapter.KEYS if hasattr(FACTS[key], "MOST_STEPS")}
"""The steps after which a random game of OpenSpiel's test is stopped, for a game whose random games seldom end
(OpenSpiel's test keeps a copy of every state of a game it plays); the games that end sooner make the end's checks."""

SIZES = {key: FACTS[key].SIZE for key in adapter.KEYS}
"""The vocabularies' sizes, as the module docstring gives them."""


def _tables():
    """Every (game, players, variant) the tests load."""
    for key, variants in VARIANTS.items():
        for players in adapter._player_counts(key):
            for rules in variants:
                yield pytest.param(key, players, rules, id=f"{key}-{players}-" + (
                    "-".join(f"{k}={v}" for k, v in rules.items()) or "rulings"))


def _load(key: str, players: int, rules: dict):
    """The game loaded by name, as a researcher would."""
    params = ",".join(f"{k}={v}" for k, v in {"players": players, **rules}.items())
    return pyspiel.load_game(f"{adapter.PREFIX}{key}({params})")


class _Enough(Exception):
    """A random game went on past MOST_STEPS: stopped (see MOST_STEPS)."""


@pytest.mark.parametrize("key, players, rules", list(_tables()))
def test_openspiels_random_simulation_test_passes(key, players, rules):
    game = _load(key, players, rules)
    steps = [0]

    def count(state):
        """Stop a game that goes on past MOST_STEPS (the checks up to there are made)."""
        steps[0] += 1
        if steps[0] > MOST_STEPS.get(key, 10 ** 9):
            raise _Enough

    try:
        pyspiel.random_sim_test(game, num_sims=SIMS[key], serialize=True, verbose=False, state_checker_fn=count)
    except _Enough:
        assert key in MOST_STEPS


def test_every_rule_variant_is_tested():
    for key, variants in VARIANTS.items():
        assert {name for rules in variants for name in rules} == set(adapter._rule_fields(key)), key


def test_the_games_are_registered_with_the_engines_table_sizes_and_rules():
    for key in adapter.KEYS:
        kind = pyspiel.load_game(adapter.PREFIX + key).get_type()
        counts = adapter._player_counts(key)
        assert (kind.min_num_players, kind.max_num_players) == (min(counts), max(counts))
        assert set(kind.parameter_specification) == {"players", *adapter._rule_fields(key)}
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert kind.utility == pyspiel.GameType.Utility.CONSTANT_SUM


@pytest.mark.parametrize("key", adapter.KEYS)
def test_the_vocabulary_lists_each_notation_once_with_the_documented_size(key):
    words = adapter.vocabulary(key)
    assert len(words) == len(set(words)) == SIZES[key]
    assert f"({SIZES[key]:,}" in adapter.__doc__
    game = pyspiel.load_game(adapter.PREFIX + key)
    assert game.num_distinct_actions() == SIZES[key]


@pytest.mark.parametrize("key", adapter.KEYS)
def test_a_table_size_the_game_has_not_is_refused_naming_the_sizes(key):
    counts = importlib.import_module(f"engines.{key}").State.PLAYER_COUNTS
    for players in (min(counts) - 1, max(counts) + 1):
        with pytest.raises(Exception) as refused:
            pyspiel.load_game(f"{adapter.PREFIX}{key}(players={players})")
        assert f"is played by {', '.join(map(str, counts))} players" in str(refused.value)


def test_a_rule_variant_that_does_not_exist_is_refused_in_the_engines_words():
    refused = {key: FACTS[key].REFUSED_RULES for key in adapter.KEYS if hasattr(FACTS[key], "REFUSED_RULES")}
    assert refused, "no game's facts give a variant that does not exist"
    for key, (params, words) in refused.items():
        with pytest.raises(Exception, match=words):
            pyspiel.load_game(f"{adapter.PREFIX}{key}({params})")


# ----- our own check: the adapter against the engine it wraps -------------------------------------
ENDING = {key: FACTS[key].ENDING for key in adapter.KEYS if hasattr(FACTS[key], "ENDING")}
"""For a game whose random games seldom end: actions taken at these rates when legal (else a random action), so
that they end, and the end is checked too."""


def _checked_game(key: str, players: int, seed: int, most: int = 4000) -> int:
    """Play one random game through the adapter, checking it against its engine at every step; its length."""
    game = adapter.load(key, players)
    module = importlib.import_module(f"engines.{key}")
    rng = random.Random(seed)
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal() and steps < most:
        steps += 1
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            n = len(outcomes)
            assert [a for a, _ in outcomes] == list(range(n)) and all(p == 1.0 / n for _, p in outcomes)
            _refuses(state, n)
            state.apply_action(rng.randrange(n))
            continue
        engine = state.engine
        seat = state.current_player()
        assert seat == min(engine.to_act())
        legal = state.legal_actions()
        assert [state.action_to_string(seat, a) for a in legal] == sorted(
            {str(a) for a in engine.legal_actions(seat)}, key=adapter.action_ids(key).__getitem__)
        for other in range(players):
            view = adapter.canonical(engine.observation(other))
            assert state.information_state_string(other) == view == state.observation_string(other)
        if steps & (steps - 1) == 0:  # steps 1, 2, 4, 8, ...: the engine round-trips through its record
            record = json.loads(json.dumps(engine.to_json()))
            assert module.position_from_json(record) == engine
            _refuses(state, len(adapter.vocabulary(key)), legal)
            _resamples(state, seat, rng)
        words = {state.action_to_string(seat, a): a for a in legal}
        rates = ENDING.get(key, {})
        ending = [w for w in rates if w in words and rng.random() < rates[w]]
        state.apply_action(words[ending[0]] if ending else rng.choice(legal))
    if state.is_terminal():
        engine = state.engine
        assert state.returns() == [coach.outcome(engine, seat)[1] for seat in range(players)]
        assert abs(sum(state.returns()) - 1.0) < 1e-12
        assert state.legal_actions() == []
    return steps


def _refuses(state, n: int, legal: tuple = ()) -> None:
    """Ids out of range (or, at a seat's turn, not legal now) are refused, changing nothing (OpenSpiel itself
    refuses -1, its invalid action, before the adapter is asked)."""
    before, history = str(state), state.history()
    wrong = [-1, n, n + 7, *[a for a in range(min(n, 40)) if legal and a not in legal][:3]]
    for action in wrong:
        with pytest.raises(ValueError if action >= 0 else pyspiel.SpielError):
            state.apply_action(action)
        assert str(state) == before and state.history() == history


def _resamples(state, seat: int, rng: random.Random) -> None:
    """A resampled state shows the seat the same view and the same legal actions (ISMCTS's resampler)."""
    twin = state.resample_from_infostate(seat, rng.random)
    assert twin.information_state_string(seat) == state.information_state_string(seat)
    assert twin.legal_actions() == state.legal_actions()
    assert str(state) == str(state.clone())


@pytest.mark.parametrize("key, players", sorted({(key, n) for key in adapter.KEYS for n in (
    min(importlib.import_module(f"engines.{key}").State.PLAYER_COUNTS),
    max(importlib.import_module(f"engines.{key}").State.PLAYER_COUNTS))}))
def test_the_adapter_shows_the_engine_along_random_play_to_the_end(key, players):
    for seed in range(2):
        assert _checked_game(key, players, seed) < 4000  # ended, and the end was checked


def test_chance_is_the_engines_draws_one_node_each():
    """A deal is the engine's draws, one chance node each, as the worked example's facts give them (a game's
    ``CHANCE``: pyspiel is imported by this file alone, so the game's own tests cannot check it)."""
    worked = {key: FACTS[key].CHANCE for key in adapter.KEYS if hasattr(FACTS[key], "CHANCE")}
    assert worked, "no game's facts give its deal's chance nodes"
    for key, (expected, phase) in worked.items():
        state = adapter.load(key).new_initial_state()
        sizes = []
        while state.is_chance_node():
            sizes.append(len(state.chance_outcomes()))
            state.apply_action(0)
        assert sizes == expected
        assert state.engine.observation(0)["phase"] == phase


@pytest.mark.parametrize("key", adapter.KEYS)
def test_a_state_serialised_by_openspiel_loads_equal(key):
    game = adapter.load(key)
    state = game.new_initial_state()
    rng = random.Random(3)
    for _ in range(80):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]
    assert str(again) == str(state) and again.engine == state.engine


# What these tests found in the engines is fixed there, with a test beside the rule's own (in the game's own
# tests: two identical revealed departments offered as two 'dissolve' choices, test_*_dissolve_then_declare.py).


# ----- nobody else imports pyspiel ----------------------------------------------------------------
ALLOWED = {"engines/openspiel.py", "tests/test_openspiel.py", "benchmarks/peer_bots.py"}
FOLDERS = ("engines", "widgets", "benchmarks", "tests", "site", "jupyter_config", "binder", "notebooks")
"""Where the project's Python lives (the virtual environment and the site's build are not the project)."""


def _imports_pyspiel(source: str) -> bool:
    """Whether Python source imports ``pyspiel`` or ``open_spiel`` (anywhere, inside functions too)."""
    for node in ast.walk(ast.parse(source)):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                 else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        if any(name.split(".")[0] in ("pyspiel", "open_spiel") for name in names):
            return True
    return False


def test_only_the_adapter_its_tests_and_the_peer_benchmark_import_pyspiel():
    found = []
    paths = [*ROOT.glob("*.py"), *(p for folder in FOLDERS for p in (ROOT / folder).rglob("*.py"))]
    for path in sorted(paths):
        relative = path.relative_to(ROOT).as_posix()
        if relative not in ALLOWED and _imports_pyspiel(path.read_text(encoding="utf-8")):
            found.append(relative)
    for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        if _imports_pyspiel("\n".join(line for line in code.splitlines() if not line.lstrip().startswith(("%", "!")))):
            found.append(path.relative_to(ROOT).as_posix())
    requirements = (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").lower()
    assert not found and "open-spiel" not in requirements and "open_spiel" not in requirements, found
