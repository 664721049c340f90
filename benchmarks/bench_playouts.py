"""What one coach playout costs in the Dragon Egg and Lauzait Cep!; run on demand.

    .venv/bin/python benchmarks/bench_playouts.py              # both games, default positions
    .venv/bin/python benchmarks/bench_playouts.py --budget 8 --runs 3

For each game and table size it plays seeded games of the Standard bots to a few fixed
points, asks the game's ``coach.evaluate`` to value every legal action there at
``--budget`` samples, and divides the CPU time by the playouts played. The reference is a
fixed stdlib workload (sorting and hashing seeded random numbers) timed in the same
process, so the printed ratio (milliseconds per playout over reference milliseconds) can be
compared between machines and runs; each figure is the best of ``--runs`` runs, since other
work on the machine only slows a run down.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.coach_common import module, standard_bot  # noqa: E402

SEED = 40
POINTS = {"dragon_egg": (0, 6, 14), "lauzait_cep": (2, 10, 30)}
"""The moves into each seeded game at which a decision is valued."""
TABLES = {"dragon_egg": (3, 4), "lauzait_cep": (2, 3, 4)}


def reference_ms() -> float:
    """A fixed stdlib workload, in CPU milliseconds: the yardstick the playouts are divided by."""
    rng = random.Random(0)
    start = time.process_time()
    for _ in range(20):
        values = [rng.random() for _ in range(5000)]
        values.sort()
        {round(v, 3): i for i, v in enumerate(values)}
    return (time.process_time() - start) * 1000


def positions(game: str, players: int, seed: int) -> list:
    """``(observation, seat)`` at the fixed points of one seeded game of Standard bots."""
    engine = module(game)
    state = engine.new_game(players, seed=seed)
    bots = [standard_bot(game)(seed * 10 + s) for s in range(players)]
    found, moves = [], 0
    while state.to_act() and len(found) < len(POINTS[game]):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if moves >= POINTS[game][len(found)] and len(legal) > 1:
            found.append((state.observation(seat), seat))
        state.apply(seat, bots[seat].choose(state.observation(seat), legal))
        moves += 1
    return found


def ms_per_playout(game: str, players: int, budget: int, seed: int) -> tuple[float, int]:
    """CPU milliseconds per playout over the seeded positions, and the playouts played."""
    evaluate = module(game, "coach").evaluate
    work = positions(game, players, seed)
    start, playouts = time.process_time(), 0
    for observation, seat in work:
        playouts += sum(e.playouts for e in evaluate(observation, seat, budget, seed=seed))
    return (time.process_time() - start) * 1000 / playouts, playouts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=sorted(TABLES), action="append")
    parser.add_argument("--budget", type=int, default=6)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    reference = min(reference_ms() for _ in range(5))
    print(f"reference workload: {reference:.1f} ms (best of 5)")
    print("| game | players | playouts | ms per playout | ratio to the reference |")
    print("|---|---:|---:|---:|---:|")
    for game in args.only or sorted(TABLES):
        for players in TABLES[game]:
            best, count = min(ms_per_playout(game, players, args.budget, args.seed) for _ in range(args.runs))
            print(f"| {game} | {players} | {count} | {best:.2f} | {best / reference:.3f} |", flush=True)


if __name__ == "__main__":
    main()
