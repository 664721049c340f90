"""The coach's review in one process and in a pool of worker processes, per game; run on demand.

    .venv/bin/python benchmarks/bench_cores.py                       # one game per game, 1 and 2 processes, twice
    .venv/bin/python benchmarks/bench_cores.py --only kirin --workers 2 --rounds 1

For each game it plays one seeded game of Standard bots (the table of ``bench_coach.py``) and reviews
seat 0 with the game's ``coach.review`` at the apps' budget (``widgets.reviewing.review_budget_of``),
once with the review's evaluate in this process alone and once with ``workers=N`` (the same evaluate
with ``workers`` bound, as the review would be given it), in turn, ``--rounds`` times, so that other work
on the machine weighs on both alike. It prints the first row's time, the whole review's, the CPU seconds of
this process and of the pool's processes, and the load average at each run's start; and checks that the
rows are the same. The pool is started before the first timed run (its start is not timed).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import sys
import time
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.bench_coach import TABLE  # noqa: E402
from benchmarks.coach_common import GAMES, module, standard_game  # noqa: E402
from engines import cores  # noqa: E402
from widgets.games import game as registry  # noqa: E402
from widgets.reviewing import review_budget_of  # noqa: E402

SEED = 4242


def pool_cpu() -> float:
    """CPU seconds the pool's processes have used so far (0 without a pool; Linux only)."""
    executor = cores._pool
    if executor is None:
        return 0.0
    total = 0.0
    for pid in list(getattr(executor, "_processes", {}) or {}):
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


@contextlib.contextmanager
def review_workers(coach: Any, workers: int) -> Iterator[None]:
    """Within the block, the game's review values its choices in ``workers`` processes."""
    name = "evaluate" if coach.review_evaluate is coach.evaluate else "review_evaluate"
    kept = getattr(coach, name)
    setattr(coach, name, functools.partial(kept, workers=workers))
    try:
        yield
    finally:
        setattr(coach, name, kept)


def timed_review(game: str, state: Any, budget: int, workers: int) -> dict:
    """One review of seat 0 at ``budget`` in ``workers`` processes: times, CPU seconds, rows."""
    coach = module(game, "coach")
    load = os.getloadavg()[0]
    with review_workers(coach, workers):
        started, cpu, others = time.perf_counter(), time.process_time(), pool_cpu()
        first, rows = None, []
        for row in coach.review(state, 0, budget, seed=SEED):
            if first is None:
                first = time.perf_counter() - started
            rows.append(row)
        whole = time.perf_counter() - started
    return {"first": first or 0.0, "whole": whole, "cpu": time.process_time() - cpu,
            "pool": pool_cpu() - others if workers > 1 else 0.0, "rows": rows, "load": load}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=sorted(GAMES), action="append")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    cores.pool(args.workers)
    print(f"Seed {SEED}; seat 0 of one game of Standard bots per game; {os.cpu_count()} cores; times in seconds.\n")
    print("| game | players | budget | rows | processes | run | load at start | first row | whole review | "
          "CPU, this process | CPU, pool | same rows |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for game in args.only or list(GAMES):
        budget = review_budget_of(registry(game))
        state = standard_game(game, TABLE[game], SEED)
        alone = None
        for run in range(1, args.rounds + 1):
            for workers in (1, args.workers):
                got = timed_review(game, state, budget, workers)
                shown = [(r, [(str(e.action), e.outcomes) for e in r.evaluations]) for r in got["rows"]]
                alone = shown if alone is None else alone
                print(f"| {GAMES[game]['title']} | {TABLE[game]} | {budget} | {len(got['rows'])} | {workers} | {run} | "
                      f"{got['load']:.1f} | {got['first']:.2f} | {got['whole']:.1f} | {got['cpu']:.1f} | "
                      f"{got['pool']:.1f} | {'yes' if shown == alone else 'NO'} |", flush=True)
    print(f"\nload average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
