"""The engines' shape: one skeleton for four games, small files, comments about rules.

These checks read the source, so that the shape the engines' guide (``docs/engines.md``)
describes stays true: every game has the same modules; no game writes again what the
core does once (``apply``, ``clone``, equality, the JSON round trip, the legality test);
no file grows past what a reader holds in one sitting; comments speak of rules, not of
the code's history; frozen cards and actions are never written to.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from widgets.games import KEYS

ENGINES = Path(__file__).resolve().parent.parent / "engines"
GAMES = KEYS
LAYOUT = ("__init__", "rules", "actions", "log", "state", "explain", "saves", "game", "bots")
"""The modules every game has, besides its components' module (cards, or Lauzait Cep!'s pieces)."""
COMPONENTS = ("cards", "pieces")
"""The name a game's components' module may take: one of these."""
CORE_ONLY = {"apply", "clone", "_is_legal", "__eq__", "legal_actions", "to_json", "from_json", "_legal_now"}
"""Methods that only ``engines.core.GameState`` defines."""
MOST_LINES = 600


def _sources() -> list[Path]:
    return sorted(ENGINES.rglob("*.py"))


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_same_modules(game):
    have = {p.stem for p in (ENGINES / game).glob("*.py")}
    missing = set(LAYOUT) - have
    assert not missing, f"{game} lacks the modules {sorted(missing)}"
    assert len(set(COMPONENTS) & have) == 1, f"{game} has no components' module ({' or '.join(COMPONENTS)})"


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ENGINES)))
def test_no_engine_file_is_too_long_to_read_in_one_sitting(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MOST_LINES, f"{path.name} has {lines} lines (at most {MOST_LINES})"


@pytest.mark.parametrize("game", GAMES)
def test_no_game_writes_the_core_machinery_again(game):
    for path in (ENGINES / game).glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(
                    isinstance(b, ast.Name) and b.id in ("GameState", "State") for b in node.bases):
                defined = {f.name for f in node.body if isinstance(f, ast.FunctionDef)}
                assert not defined & CORE_ONLY, f"{path.name}: {node.name} defines {sorted(defined & CORE_ONLY)}"


HISTORY = re.compile(r"\bissue \d+|\bissue\b.*\bspeed|callgrind|earlier name|instructions per action"
                     r"|\bmeasured\b|\bcosts? \d+ ?%|shim", re.IGNORECASE)


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ENGINES)))
def test_comments_speak_of_rules_not_of_the_code_history(path):
    text = path.read_text(encoding="utf-8")
    found = [line.strip() for line in text.splitlines() if HISTORY.search(line)]
    assert not found, f"{path.name}: {found[:3]}"


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ENGINES)))
def test_frozen_dataclasses_are_never_written_to(path):
    assert "object.__setattr__" not in path.read_text(encoding="utf-8"), path.name
