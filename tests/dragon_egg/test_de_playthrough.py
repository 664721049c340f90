"""The Luminous Dragon Egg: recorded games replayed line by line (OpenSpiel-style playthroughs).

A change in the rules, the random draws or the order of the legal builds shows here as a
readable diff. To record afresh after a deliberate rule change:
``RECORD_PLAYTHROUGHS=1 pytest tests/dragon_egg/test_de_playthrough.py``, then review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engines import dragon_egg as de
from engines.dragon_egg.rules import Rules
from engines.testing import check_playthrough

HERE = Path(__file__).parent / "playthroughs"


@pytest.mark.parametrize("players, seed, rules", [
    (4, 7, None),
    (2, 3, Rules("strict")),
    (5, 11, Rules(rebuild_draws=True)),
])
def test_playthrough_replays_the_same_game(players, seed, rules):
    name = f"de_{players}p_seed{seed}{'' if rules is None else '_variant'}.txt"
    check_playthrough(HERE / name, de, players, seed, rules)
