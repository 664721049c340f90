"""How long a whole review takes with the race (engines/race.py) and with the first look alone, on one core.

    .venv/bin/python benchmarks/time_review_race.py --game dragon_egg --seed 930001

For each game, a seeded game is played as ``review_transcript.py`` plays it (seat 0 at random, the other seats
Standard, 3 players or the game's smallest table) and seat 0's choices are reviewed at the apps' budget
(``widgets.reviewing.review_budget_of``), once with ``engines.race.SPEND`` set to 1 (the first look alone: the
review before the race) and once as it is. It prints the CPU seconds of this process (one core, whatever the
machine's load), the whole review's and its first row's, and the rows whose coach's choice changed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.review_transcript import finished  # noqa: E402
from engines import race  # noqa: E402
from widgets.games import GAMES, game  # noqa: E402
from widgets.reviewing import review_budget_of  # noqa: E402


def timed_review(key: str, state, spend: int) -> tuple[list, float, float]:
    """Seat 0's review rows at the apps' budget with the race spending ``spend``: rows, CPU s in all, CPU s to row 1."""
    info = game(key)
    kept, race.SPEND = race.SPEND, spend
    try:
        started, first, rows = time.process_time(), None, []
        for row in info.part(info.coach).review(state, 0, review_budget_of(info)):
            rows.append(row)
            if first is None:
                first = time.process_time() - started
        return rows, time.process_time() - started, first or 0.0
    finally:
        race.SPEND = kept


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[i.key for i in GAMES], action="append")
    parser.add_argument("--seed", type=int, default=930001)
    args = parser.parse_args(argv)
    print("| game | players | seed | budget | rows | old: review, first row (CPU s) | new: review, first row (CPU s) "
          "| new / old | choices changed |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for key in args.game or [i.key for i in GAMES]:
        sizes = game(key).players
        players = 3 if 3 in sizes else min(sizes)
        state = finished(key, players, args.seed)
        old, old_all, old_first = timed_review(key, state, 1)
        new, new_all, new_first = timed_review(key, state, race.SPEND)
        changed = sum(a.best != b.best for a, b in zip(old, new))
        print(f"| {game(key).title} | {players} | {args.seed} | {review_budget_of(game(key))} | {len(new)} | "
              f"{old_all:.1f}, {old_first:.1f} | {new_all:.1f}, {new_first:.1f} | {new_all / old_all:.2f} | "
              f"{changed} |", flush=True)


if __name__ == "__main__":
    main()
