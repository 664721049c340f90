"""Which review rows the every-move check of ``bench_review.py`` values, and its per-row log.

A check of every legal move at ``K`` times the review budget costs more than the review itself, so a run may
check only some of a game's rows: the first ``N`` rows with a choice, or every ``k``-th of them (``--rows``,
``--row-step``), for as long as ``--check-for`` seconds allow. Each row checked is written at once, one JSON
line per row, to the ``--log`` file, so a run stopped part way keeps what it found, and :func:`read_log` gives
the checks back for the table (``bench_review.py --table-from LOG``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional


@dataclass(frozen=True)
class Selection:
    """Which rows with a choice a run checks: every ``step``-th from the first, at most ``most`` (``None``: no bound),
    and none once ``seconds`` have passed since the game's review began (``None``: no bound)."""

    most: Optional[int] = None
    step: int = 1
    seconds: Optional[float] = None

    def takes(self, index: int, checked: int, spent: float = 0.0) -> bool:
        """Whether the row with a choice numbered ``index`` (from 0) is checked, ``checked`` rows being checked already
        and ``spent`` seconds gone since the game's review began."""
        if self.most is not None and checked >= self.most:
            return False
        if self.seconds is not None and spent >= self.seconds:
            return False
        return index % self.step == 0

    def words(self) -> str:
        """The selection in words, for the bench's output."""
        which = "every row with a choice" if self.step == 1 else f"one row with a choice in {self.step}, from the first"
        bound = "" if self.most is None else f", at most {self.most} per game"
        clock = "" if self.seconds is None else f", none begun {self.seconds:.0f} s after the game's review began"
        return which + bound + clock


def record(key: str, players: int, level: str, seed: int, move: int, check: dict) -> dict:
    """One checked row as plain figures (what the log holds)."""
    return {"game": key, "players": players, "level": level, "seed": seed, "move": move} | check


def write(path: Optional[Path], line: dict) -> None:
    """Append ``line`` to the log at ``path`` (no log when ``path`` is ``None``), flushed at once."""
    if path is None:
        return
    with open(path, "a", encoding="utf-8") as log:
        log.write(json.dumps(line, sort_keys=True) + "\n")


def read_log(path: Path) -> list[dict]:
    """The checked rows a log holds, in the order written (lines that are not a checked row are skipped)."""
    lines = (json.loads(text) for text in Path(path).read_text(encoding="utf-8").splitlines() if text.strip())
    return [line for line in lines if "old" in line and "new" in line]


__all__ = ["Selection", "read_log", "record", "write"]
