"""Recorded games replayed line by line, every game and some variants (OpenSpiel-style playthroughs).

Each file in ``tests/playthroughs/`` is one seeded game: every choice (with how many legal
actions there were) and the log lines it caused, made by ``engines.testing.playthrough``.
A change in the rules, the random draws, the order of the legal actions or the log's
wording shows here as a readable diff. The recordings were made on the engines before
their speed work, so they also show that the speed work changed no game.

To record afresh after a deliberate change: ``RECORD_PLAYTHROUGHS=1 pytest
tests/test_playthroughs.py``, then read the diff before committing it.
"""

from __future__ import annotations

import difflib
import importlib
import os
from pathlib import Path

import pytest

from engines.testing import playthrough

HERE = Path(__file__).parent / "playthroughs"
RECORD_ENV = "RECORD_PLAYTHROUGHS"
"""Set this environment variable to 1 to write the playthrough files afresh instead of comparing."""

CASES = [  # (file name, game module, players, seed, rules: (module attribute, keyword arguments) or None)
    ("dragon_egg_4p_seed7", "dragon_egg", 4, 7, None),
    ("dragon_egg_2p_seed3_variant", "dragon_egg", 2, 3, {"revelation": "strict"}),
    ("dragon_egg_5p_seed11_variant", "dragon_egg", 5, 11, {"rebuild_draws": True}),
    ("kirin_4p_seed5", "kirin", 4, 5, None),
    ("meow_oracle_2p_seed4", "meow_oracle", 2, 4, None),
    ("meow_oracle_4p_seed9_snake", "meow_oracle", 4, 9, {"path": "snake"}),
    ("lauzait_cep_2p_seed60", "lauzait_cep", 2, 60, None),
    ("lauzait_cep_4p_seed149_variant", "lauzait_cep", 4, 149, {"stalemate": "no_discard"}),
]


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
