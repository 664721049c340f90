"""Recorded games replayed line by line, every game and some variants (OpenSpiel-style playthroughs).

Each file in ``tests/playthroughs/`` is one seeded game: every choice (with how many legal
actions there were) and the log lines it caused, made by ``engines.testing.playthrough``.
A change in the rules, the random draws, the order of the legal actions or the log's
wording shows here as a readable diff. The recordings were made on the engines before
their speed work (issue 13), so they also show that the speed work changed no game.

To record afresh after a deliberate change: ``RECORD_PLAYTHROUGHS=1 pytest
tests/test_playthroughs.py``, then read the diff before committing it.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from engines.testing import check_playthrough

HERE = Path(__file__).parent / "playthroughs"

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
