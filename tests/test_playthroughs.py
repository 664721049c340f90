"""Recorded games replayed line by line, every game and some variants (OpenSpiel-style playthroughs).

Each file in ``tests/playthroughs/`` is one seeded game: every choice (with how many legal
actions there were) and the log lines it caused, made by ``engines.testing.playthrough``.
A change in the rules, the random draws, the order of the legal actions or the log's
wording shows here as a readable diff. The recordings were made on the engines before
their speed work, so they also show that the speed work changed no game.

To record afresh after a deliberate change: ``RECORD_PLAYTHROUGHS=1 pytest
tests/test_playthroughs.py``, then read the diff before committing it. A new recording is a file
whose first line names its game, table, seed and rules as the others' do (the cases are read from
those lines); every game of the registry has one at least.
"""

from __future__ import annotations

import ast
import difflib
import importlib
import os
import re
from pathlib import Path

import pytest

from engines.testing import playthrough
from widgets.games import KEYS

HERE = Path(__file__).parent / "playthroughs"
RECORD_ENV = "RECORD_PLAYTHROUGHS"
"""Set this environment variable to 1 to write the playthrough files afresh instead of comparing."""

HEADER = re.compile(r"^engines\.(\w+): (\d+) players, seed (\d+), rules (None|Rules\(.*\))$")
"""A playthrough's first line: which game, table, seed and rules it was made with."""


def _case(path: Path) -> tuple[str, str, int, int, dict | None]:
    """A recorded playthrough as (file name, game key, players, seed, rules' keyword arguments or None)."""
    header = path.read_text(encoding="utf-8").splitlines()[0]
    found = HEADER.match(header)
    assert found, f"{path.name} does not start with its game, table, seed and rules: {header!r}"
    game, players, seed, rules = found.groups()
    variant = None
    if rules != "None":
        call = ast.parse(rules, mode="eval").body
        variant = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
    return path.stem, game, int(players), int(seed), variant


CASES = [_case(path) for path in sorted(HERE.glob("*.txt"))]
"""Every recorded game, read from the files' own first lines (a new recording starts with such a line)."""


def test_every_game_of_the_registry_has_a_playthrough():
    assert {game for _, game, _, _, _ in CASES} == set(KEYS)


@pytest.mark.parametrize("name, game, players, seed, variant", CASES, ids=[c[0] for c in CASES])
def test_playthrough_replays_the_same_game(name, game, players, seed, variant):
    module = importlib.import_module(f"engines.{game}")
    rules = None if variant is None else module.Rules(**variant)
    check_playthrough(HERE / f"{name}.txt", module, players, seed, rules)


def check_playthrough(path: Path, module, players: int, seed: int, rules=None) -> None:
    """Replay a recorded playthrough and fail with a readable diff if any line changed.

    With the environment variable ``RECORD_PLAYTHROUGHS=1`` the file is written afresh
    instead: do that only for a deliberate change of the rules, and review the diff.
    """
    lines = playthrough(module, players, seed, rules)
    if os.environ.get(RECORD_ENV) == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return
    recorded = path.read_text(encoding="utf-8").splitlines()
    if recorded != lines:
        diff = list(difflib.unified_diff(recorded, lines, "recorded", "now", lineterm="", n=2))
        raise AssertionError(f"{path.name} no longer replays the same game:\n" + "\n".join(diff[:60]))
