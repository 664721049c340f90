"""benchmarks/bench_engines.py still runs and prints its table (a smoke run: no timing is judged)."""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path

import pytest

from widgets.games import GAMES

_PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_engines.py"
_SPEC = importlib.util.spec_from_file_location("bench_engines", _PATH)
bench_engines = importlib.util.module_from_spec(_SPEC)  # the script lives outside the packages
_SPEC.loader.exec_module(bench_engines)


EXAMPLE = GAMES[0]
"""The game the short round measures: the registry's first."""


@pytest.fixture(scope="module")
def results() -> dict:
    """One short round of the references and the registry's first game."""
    rows = bench_engines.contenders([EXAMPLE.key])
    return bench_engines.measure(rows, rounds=1, duration=0.01, clock=time.process_time,
                                 progress=lambda text: None)


def test_the_default_table_has_the_issue_columns_only(results):
    lines = bench_engines.table(results).splitlines()
    assert lines[0] == "| engine | us per action | ratio to the object-oriented reference |"
    assert lines[1] == "|---|---|---|"
    labels = [line.split(" | ")[0] for line in lines[2:]]
    assert labels[:2] == ["| plain tight loop", "| plain object-oriented state"] and len(labels) >= 3
    assert all(label.startswith(f"| {EXAMPLE.title} (") and label.endswith("p)") for label in labels[2:])
    reference = lines[3].split(" | ")
    assert reference[2] == "1.00 |"  # the reference against itself


def test_per_game_adds_actions_time_and_ratio_per_game(results):
    lines = bench_engines.table(results, per_game=True).splitlines()
    assert lines[0].endswith("| actions per game | us per game | ratio per game |")
    assert lines[1] == "|---" * 6 + "|"
    cells = {line.split(" | ")[0][2:]: line.strip("| ").split(" | ") for line in lines[2:]}
    # the reference game is 36 actions: each of 4 players sets a card aside, then 8 tricks of 4
    assert cells["plain tight loop"][3] == "36.0"
    assert cells["plain object-oriented state"][3:] == ["36.0", cells["plain object-oriented state"][4], "1.00"]
    egg = cells[next(label for label in cells if label.startswith(EXAMPLE.title))]
    us_action, actions, us_game = float(egg[1]), float(egg[3]), float(egg[4])
    assert 5 < actions < 1000  # a whole game, from a handful of actions to a few hundred
    assert us_game == pytest.approx(us_action * actions, rel=0.05)
