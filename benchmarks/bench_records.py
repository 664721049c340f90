"""How long loading a saved game takes, now that loading replays every move; run on demand.

    .venv/bin/python benchmarks/bench_records.py               # 20 random games per game
    .venv/bin/python benchmarks/bench_records.py --games 100 --only kirin

For each game, at its largest player count, it plays ``--games`` seeded random games (a
random seat of ``to_act``, a random legal action), keeps the longest, and times
``from_json`` on its record (the median of ``--repeats`` loads). Beside it, the time to
play the same moves with ``apply`` from a copy of the start, in the same process: the ratio is
what checking a record costs over playing it. Figures go to stdout as a table.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from widgets.games import GAMES as REGISTRY  # noqa: E402

GAMES = {info.key: max(info.State.PLAYER_COUNTS) for info in REGISTRY}


def random_game(module, players: int, seed: int):
    """A finished random game of ``players`` dealt from ``seed``."""
    state = module.new_game(players, seed=seed)
    chooser = random.Random(seed)
    while state.to_act():
        seat = chooser.choice(state.to_act())
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    return state


def median_time(call, repeats: int) -> float:
    """The median wall time of ``call()`` over ``repeats`` runs, in seconds."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        call()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def measure(name: str, games: int, repeats: int) -> dict:
    """Load and replay times of the longest of ``games`` random games of one game."""
    module = importlib.import_module(f"engines.{name}")
    players = GAMES[name]
    longest = max((random_game(module, players, seed) for seed in range(games)), key=lambda s: len(s.to_json()["moves"]))
    record = json.loads(json.dumps(longest.to_json()))
    moves = record["moves"]
    start = module.State.opening(record)

    def replay() -> None:
        state = start.clone()
        for seat, text in moves:
            state.apply(seat, text)

    assert module.from_json(record) == longest
    load = median_time(lambda: module.from_json(record), repeats)
    play = median_time(replay, repeats)
    return {"game": name, "players": players, "moves": len(moves), "size": len(json.dumps(record)),
            "load": load, "play": play}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="random games per game (the longest is loaded)")
    parser.add_argument("--repeats", type=int, default=5, help="loads timed per record (the median is kept)")
    parser.add_argument("--only", choices=sorted(GAMES), help="one game")
    args = parser.parse_args(argv)
    print("| game | players | moves | record (characters) | from_json | replay with apply | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in [args.only] if args.only else list(GAMES):
        row = measure(name, args.games, args.repeats)
        print(f"| {row['game']} | {row['players']} | {row['moves']:,} | {row['size']:,} | "
              f"{row['load'] * 1000:,.1f} ms | {row['play'] * 1000:,.1f} ms | {row['load'] / row['play']:.2f} |",
              flush=True)


if __name__ == "__main__":
    main()
