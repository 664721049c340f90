"""How often the race (engines/race.py) names each move at one review position, over many seeds of its samples.

    .venv/bin/python benchmarks/race_spread.py --game meow_oracle --players 3 --seed 930002 --move 20 --races 16

The game is the one ``bench_review.py`` plays (seat 0 Beginner, every other seat Standard, at ``--seed``); the
position is seat 0's choice at game-record move ``--move``. The race runs ``--races`` times at the apps' review
budget, each on its own seed, once per ``--spend`` (the race's playouts as a multiple of the first look's), and the
moves it put on top are counted. One race is what a review row rests on, so a count shows how much of a row's
"coach's choice" is the position and how much the seed of its samples.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_review import finished_game, review_evaluate, with_workers  # noqa: E402
from engines.race import race  # noqa: E402
from engines.review_rows import decisions  # noqa: E402
from widgets.games import KEYS, game  # noqa: E402
from widgets.reviewing import review_budget_of  # noqa: E402

#: How far apart the seeds of two races lie (a prime, so no race meets another's samples).
STRIDE = 1009


def position(key: str, players: int, seed: int, move: int) -> dict:
    """Seat 0's observation before game-record move ``move`` of ``bench_review.py``'s game at ``seed``."""
    state = finished_game(key, "Beginner", players, seed)
    for number, before, _ in decisions(state, 0):
        if number == move:
            return before.observation(0)
    moves = ", ".join(str(n) for n, _, _ in decisions(state, 0))
    raise SystemExit(f"Seat 0 had no choice at move {move} of that game; its choices are at moves {moves}.")


def spread(key: str, observation: dict, races: int, spend: int, seed: int, workers: int) -> tuple[Counter, float]:
    """How many of ``races`` races put each move on top, and the CPU seconds of this process they took."""
    evaluate = review_evaluate(key)
    budget = review_budget_of(game(key))
    started, tops = time.process_time(), Counter()
    for n in range(races):
        found = race(evaluate, observation, observation["seat"], budget, seed + n * STRIDE, spend=spend,
                     **with_workers(evaluate, workers))
        tops[str(found.top.action)] += 1
    return tops, time.process_time() - started


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=KEYS, required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--move", type=int, required=True, help="the game-record move of seat 0's choice")
    parser.add_argument("--races", type=int, default=16)
    parser.add_argument("--spend", type=int, action="append", help="race spends to compare (default: 1 and 2)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    if args.races < 1 or args.workers < 1 or any(s < 1 for s in args.spend or ()):
        raise SystemExit("--races, --workers and every --spend must be whole numbers of at least 1.")
    observation = position(args.game, args.players, args.seed, args.move)
    print(f"{args.game}, {args.players} players, seed {args.seed}, move {args.move}: {args.races} races each")
    for spend in args.spend or [1, 2]:
        tops, cpu = spread(args.game, observation, args.races, spend, args.seed + args.move, args.workers)
        counts = ", ".join(f"{move} {n}" for move, n in tops.most_common())
        print(f"spend {spend}: {counts} ({cpu:.1f} CPU s in this process)")


if __name__ == "__main__":
    main()
