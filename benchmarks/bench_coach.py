"""How long the coach's review takes, one line per game; run on demand.

    .venv/bin/python benchmarks/bench_coach.py                  # 5 seeded games per game
    .venv/bin/python benchmarks/bench_coach.py --only kirin --games 3 --budget 32
    .venv/bin/python benchmarks/bench_coach.py --workers 1 --spend 1   # the review before the race and the pool

For each game it plays ``--games`` seeded games of Standard bots (at the game's most
common table: 4 players, 3 for the Dragon Egg), then reviews seat 0's choices with the
game's ``coach.review`` at the apps' budget (``widgets.reviewing.review_budget_of``: ``TUTOR_REVIEW_BUDGET`` when set, else
the coach's ``REVIEW_BUDGET``; or ``--budget``), timing the first row
and the whole review on the wall clock and in CPU seconds of this process (on a machine other
work shares, the CPU seconds are what the review itself costs; the load average is printed).
It prints a markdown table: the medians (and maxima), the number of choices reviewed, and
how wide the intervals are where the seat's move was not the coach's: the median half-width
of the paired 95% interval of the win chance given away (a label names every band that
interval reaches, so a narrow one gives a single band) and of the points given away.

The review runs as the apps run it: its playouts shared by ``widgets.reviewing.review_workers()``
processes (``--workers``), the coach's choice raced with ``engines.race.SPEND`` (``--spend``; 1 is
the first look alone). The CPU seconds are this process's: with a pool, the playouts' CPU is the
pool's, so compare wall-clock times there.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.coach_common import GAMES, game_bench, module, standard_game  # noqa: E402
from widgets.games import game as registry  # noqa: E402
from engines import race  # noqa: E402
from widgets.reviewing import review_budget_of, review_workers  # noqa: E402

TABLE = {key: game_bench(key).COACH_TABLE for key in GAMES}
"""The table of a timed review, each game's ``COACH_TABLE`` (``benchmarks/bench_<key>.py``)."""
SEED = 4242


def review_times(game: str, players: int, seed: int, budget: int, workers: int = 1) -> dict:
    """Review seat 0 of one Standard game at ``budget``: first-row time, whole time, rows, interval widths."""
    state = standard_game(game, players, seed)
    review = module(game, "coach").review
    started, cpu = time.perf_counter(), time.process_time()
    first, first_cpu, rows = None, None, []
    for row in review(state, 0, budget, seed=seed, workers=workers):
        if first is None:
            first, first_cpu = time.perf_counter() - started, time.process_time() - cpu
        rows.append(row)
    whole, cpu = time.perf_counter() - started, time.process_time() - cpu
    differ = [r for r in rows if r.played != r.best]
    halves = [(r.win_loss_high - r.win_loss_low) / 2 for r in differ]
    points = [(r.points_loss_high - r.points_loss_low) / 2 for r in differ]
    labels = {}
    for r in rows:
        labels[r.label] = labels.get(r.label, 0) + 1
    return {"first": first or 0.0, "first_cpu": first_cpu or 0.0, "whole": whole, "cpu": cpu, "rows": len(rows), "halves": halves,
            "points": points, "labels": labels}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=sorted(GAMES), action="append")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--budget", type=int, default=None)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--workers", type=int, default=review_workers(), help="processes sharing the playouts")
    parser.add_argument("--spend", type=int, default=race.SPEND, help="the race's playouts, in first looks")
    args = parser.parse_args(argv)
    race.SPEND = args.spend
    print(f"Review with {args.workers} process(es), race spending {args.spend} first look(s).\n")
    print(f"Seed {args.seed}; seat 0 of games of Standard bots; times in seconds.\n")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores at the start\n")
    print("| game | players | budget | games | choices reviewed (median) | first row (median, max) | "
          "first row, CPU seconds (median, max) | whole review (median, max) | CPU seconds (median, max) | "
          "half-width, win (median) | half-width, points (median) | labels |")
    print("|---|---:|---:|---:|---:|---|---|---|---|---:|---:|---|")
    for game in args.only or list(GAMES):
        budget = args.budget if args.budget is not None else review_budget_of(registry(game))  # the apps' budget
        runs = [review_times(game, TABLE[game], args.seed + g, budget, args.workers) for g in range(args.games)]
        firsts, wholes = [r["first"] for r in runs], [r["whole"] for r in runs]
        halves = [h for r in runs for h in r["halves"]]
        points = [h for r in runs for h in r["points"]]
        labels = {}
        for r in runs:
            for k, v in r["labels"].items():
                labels[k] = labels.get(k, 0) + v
        print(f"| {GAMES[game]['title']} | {TABLE[game]} | {budget} | {len(runs)} | "
              f"{statistics.median(r['rows'] for r in runs):.0f} | "
              f"{statistics.median(firsts):.2f} s, {max(firsts):.2f} s | "
              f"{statistics.median(r['first_cpu'] for r in runs):.2f}, {max(r['first_cpu'] for r in runs):.2f} | "
              f"{statistics.median(wholes):.1f} s, {max(wholes):.1f} s | "
              f"{statistics.median(r['cpu'] for r in runs):.1f}, {max(r['cpu'] for r in runs):.1f} | "
              f"{(statistics.median(halves) if halves else 0) * 100:.1f} in 100 | "
              f"{(statistics.median(points) if points else 0):.2f} | "
              f"{', '.join(f'{k} {v}' for k, v in sorted(labels.items()))} |", flush=True)
    print(f"\nload average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
