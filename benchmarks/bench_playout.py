"""What one coach playout costs, per game, as milliseconds and as a ratio to a reference; run on demand.

    .venv/bin/python benchmarks/bench_playout.py                    # every game, every table of TABLES
    .venv/bin/python benchmarks/bench_playout.py --only kirin --positions 6 --runs 3

For each game and table size it plays one seeded game of Standard bots, takes
``--positions`` of seat 0's real choices spread over it, and times the game's
``coach.evaluate`` there at ``--budget`` in CPU time (every playout of every action
counted); each figure is the best of ``--runs`` runs, since other work on a shared machine
only slows a run down. The reference is a whole game of random bots through the engine
(``new_game``, ``legal_actions``, ``observation``, ``apply``) at the same table, timed in the
same process, so the ratio stays comparable between machines and busy moments; the
milliseconds alone do not.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.coach_common import GAMES, game_bench, module, play, standard_game  # noqa: E402

TABLES = {key: game_bench(key).PLAYOUT_TABLES for key in GAMES}
"""The table sizes each game is measured at (its ``PLAYOUT_TABLES`` in ``benchmarks/bench_<key>.py``)."""
SEED = 4242


def reference_ms(game: str, players: int, repeats: int = 20) -> float:
    """Milliseconds of one whole game of random bots through the engine (the median of ``repeats``)."""
    bots = module(game, "bots")
    times = []
    for seed in range(repeats):
        state = module(game).new_game(players, seed=seed)
        started = time.process_time()
        play(state, [bots.RandomBot(seed * 10 + s) for s in range(players)])
        times.append((time.process_time() - started) * 1000)
    return statistics.median(times)


def positions(game: str, players: int, seed: int, count: int) -> list[tuple[dict, int]]:
    """``count`` of seat 0's real choices in a seeded Standard game, as observations, spread evenly."""
    from engines import coach as shared

    state = standard_game(game, players, seed)
    found = [before.observation(0) for _, before, _ in shared.decisions(state, 0)]
    step = max(1, len(found) // count)
    return [(o, 0) for o in found[::step][:count]]


def playout_ms(game: str, players: int, seed: int, count: int, budget: int) -> tuple[float, int]:
    """CPU milliseconds per playout of ``coach.evaluate`` over the positions, and the playouts played."""
    evaluate = module(game, "coach").evaluate
    total, played = 0.0, 0
    for observation, seat in positions(game, players, seed, count):
        started = time.process_time()
        values = evaluate(observation, seat, budget, seed=seed)
        total += time.process_time() - started
        played += sum(e.playouts for e in values) if len({e.outcomes for e in values}) > 1 else values[0].playouts
    return total * 1000 / played, played


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=sorted(TABLES), action="append")
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--budget", type=int, default=16)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--runs", type=int, default=2, help="best of this many runs (default 2)")
    args = parser.parse_args(argv)
    random.seed(0)
    print("| game | players | positions | playouts | ms per playout | reference game (ms) | ratio |")
    print("|---|---|---|---|---|---|---|")
    for game in args.only or list(TABLES):
        for players in TABLES[game]:
            ref = min(reference_ms(game, players) for _ in range(args.runs))
            ms, played = min(playout_ms(game, players, args.seed, args.positions, args.budget)
                             for _ in range(args.runs))
            print(f"| {game} | {players} | {args.positions} | {played} | {ms:.2f} | {ref:.2f} | {ms / ref:.2f} |",
                  flush=True)


if __name__ == "__main__":
    main()
