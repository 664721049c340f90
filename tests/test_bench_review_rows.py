"""bench_review.py's every-move check of some rows: which rows it takes, its log, the table read back (no playouts)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

import pytest

from benchmarks import bench_review, row_checks
from widgets.games import GAMES

GAME = next(info for info in GAMES if 4 in info.players)
"""A game of the registry played at four (the rows here are made up: any game will do)."""


@dataclass(frozen=True)
class FakeRow:
    """The fields of a review row the check reads."""

    move: int
    outcomes: tuple = ((1.0, 0.0),)

    @property
    def evaluations(self) -> tuple:
        """A first look whose actions played out alike when ``outcomes`` is empty, else not."""

        @dataclass(frozen=True)
        class Valued:
            outcomes: tuple

        return (Valued(()), Valued(())) if not self.outcomes else (Valued(()), Valued(self.outcomes))


def fake_check(top: bool, win: float = 0.0, low: float = 0.0) -> dict:
    """A check whose old and new choices stand alike against the reference."""
    side = {"choice": "a" if top else "b", "top": top, "ok": top or low <= 0, "win": win, "low": low, "high": win,
            "share": 0.5, "beyond": not top and low > 0 and win >= bench_review.BEYOND}
    return {"top": "a", "moves": 3, "playouts": 8, "top_share": 0.5, "old": dict(side), "new": dict(side)}


def test_selection_takes_every_kth_row_up_to_a_bound() -> None:
    """Every k-th row with a choice from the first, at most N, none once the seconds are spent."""
    every_third = row_checks.Selection(most=2, step=3)
    assert [i for i in range(10) if every_third.takes(i, checked=sum(j % 3 == 0 for j in range(i)))] == [0, 3]
    assert row_checks.Selection().takes(7, 100)
    assert not row_checks.Selection(seconds=60).takes(0, 0, spent=61)
    assert "one row with a choice in 3, from the first, at most 2 per game" in every_third.words()


def test_check_review_checks_the_rows_it_selects_and_logs_each(monkeypatch, tmp_path: Path) -> None:
    """Rows that play out alike are skipped; the selected rows are checked in turn and each is logged at once."""
    rows = [FakeRow(1), FakeRow(2, ()), FakeRow(3), FakeRow(4), FakeRow(5)]
    monkeypatch.setattr(bench_review, "reviewed", lambda *a, **k: iter(rows))
    asked = []
    def checked(key, row, budget, times, seed, workers=1) -> dict:
        """Note the row and the pool asked for; the check is the reference's top."""
        asked.append((row.move, workers))
        return fake_check(True)

    monkeypatch.setattr(bench_review, "every_move", checked)
    log = tmp_path / "checks.jsonl"
    args = argparse.Namespace(every_move=4, workers=2, log=log)
    found, _, checks = bench_review.check_review(GAME.key, 4, "Beginner", None, 7, 8, args,
                                                 row_checks.Selection(most=2, step=2))
    assert len(found) == 5 and len(checks) == 2
    assert asked == [(1, 2), (4, 2)]  # rows with a choice 0 and 2: moves 1 and 4
    lines = row_checks.read_log(log)
    assert [(line["move"], line["index"], line["times"]) for line in lines] == [(1, 0, 4), (4, 2, 4)]
    assert log.read_text().splitlines()[-1].endswith('"with_choice": 4}')


def test_table_from_a_log_counts_rows_checked_out_of_the_review(tmp_path: Path, capsys) -> None:
    """The table read back from a log states the rows checked out of the review's rows with a choice."""
    log = tmp_path / "checks.jsonl"
    for move, check in ((1, fake_check(True)), (5, fake_check(False, 0.05, 0.01))):
        row_checks.write(log, row_checks.record(GAME.key, 4, "Beginner", 9, move, check | {"index": move, "times": 4}))
    end = {"game": GAME.key, "players": 4, "level": "Beginner", "seed": 9, "rows": 12, "with_choice": 11}
    row_checks.write(log, end)
    bench_review.main(["--table-from", str(log)])
    out = capsys.readouterr().out
    assert "4\u00d7 the budget" in out
    assert f"| {GAME.title} | 4 | 9 | 2 of 11 | 1 | 1 (50%) | 1 | 1 | 1 (50%) | 1 | 5.0 / 5.0 |" in out


@pytest.mark.parametrize("workers, expected", [(1, {}), (2, {"workers": 2})])
def test_workers_reach_only_functions_that_take_them(workers: int, expected: dict) -> None:
    """A pool is asked for only where the function takes ``workers`` and more than one is wanted."""
    def takes(observation, *, workers: int = 1):
        """Takes a pool."""

    def lacks(observation):
        """Takes none."""

    assert bench_review.with_workers(takes, workers) == expected
    assert bench_review.with_workers(lacks, workers) == {}
