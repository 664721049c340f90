"""Kirin speed benchmark (run on demand; prints figures, asserts nothing).

    .venv/bin/python benchmarks/bench_kirin.py            # about half a minute
    .venv/bin/python benchmarks/bench_kirin.py --quick    # a few seconds

Measures, on one core:
1. random play through the public API (``to_act`` + ``legal_actions`` + ``apply``,
   events included, the random choice included): microseconds per action, with and
   without dealing (the engine bar is 5 us);
2. complete random games per second (three rounds each, ``new_game`` included);
3. MonteCarloBot's time per decision at its default strength, and the hint
   (``choose_with_reason``) against the 0.2 s bar.

Each engine figure is the best of three repeats: other work on the machine only
ever slows a run down.
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

from engines.kirin import new_game  # noqa: E402
from engines.kirin.bots import MonteCarloBot, RandomBot  # noqa: E402

ENGINE_BAR_US = 5.0
HINT_BAR_S = 0.2


def random_games(games: int, seed: int = 1) -> tuple[int, float, float]:
    """Play random games through to_act + legal_actions + apply; return (actions, seconds, dealing seconds)."""
    chooser = random.Random(seed)
    actions = 0
    dealing = 0.0
    clock = time.process_time
    start = clock()
    for g in range(games):
        t = clock()
        state = new_game(4, seed=seed * 100_000 + g)
        dealing += clock() - t
        while True:
            seats = state.to_act()
            if not seats:
                break
            seat = chooser.choice(seats)
            state.apply(seat, chooser.choice(state.legal_actions(seat)))
            actions += 1
    return actions, clock() - start, dealing


def bot_decisions(games: int, seed: int = 7) -> tuple[list[float], list[float]]:
    """Times of MonteCarloBot.choose and of the hint (choose_with_reason) at each of its decisions."""
    plain, hints = [], []
    for g in range(games):
        state = new_game(4, seed=seed + g)
        hero = g % 4
        bots = [MonteCarloBot(g) if s == hero else RandomBot(g * 4 + s) for s in range(4)]
        hint_bot = MonteCarloBot(g + 10_000)
        while not state.is_over():
            seat = state.to_act()[0]
            obs, legal = state.observation(seat), state.legal_actions(seat)
            if seat == hero:
                t = time.perf_counter()
                hint_bot.choose_with_reason(obs, legal)
                hints.append(time.perf_counter() - t)
                t = time.perf_counter()
                action = bots[seat].choose(obs, legal)
                plain.append(time.perf_counter() - t)
            else:
                action = bots[seat].choose(obs, legal)
            state.apply(seat, action)
    return plain, hints


def describe_times(times: list[float]) -> str:
    """Mean, median, 95th percentile and maximum in milliseconds."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"mean {statistics.mean(times) * 1e3:.1f} ms, median {statistics.median(times) * 1e3:.1f} ms, "
            f"95th percentile {p95 * 1e3:.1f} ms, max {max(times) * 1e3:.1f} ms "
            f"over {len(times)} decisions")


def main(argv: list[str] | None = None) -> None:
    """Run every measurement and print the figures."""
    parser = argparse.ArgumentParser(description="Kirin speed benchmark")
    parser.add_argument("--quick", action="store_true", help="fewer games, for a smoke run")
    args = parser.parse_args(argv)
    play_games = 300 if args.quick else 3000
    bot_games = 4 if args.quick else 24

    print(f"Python {sys.version.split()[0]}; one process.\n")
    random_games(20)  # warm up
    runs = [random_games(play_games, seed=r + 1) for r in range(3)]
    actions, seconds, dealing = min(runs, key=lambda run: run[1] / run[0])
    us = seconds / actions * 1e6
    bare = (seconds - dealing) / actions * 1e6
    verdict = "within" if us <= ENGINE_BAR_US else "OVER"
    print(f"1. Random play through to_act + legal_actions + apply (bar {ENGINE_BAR_US:g} us per action):")
    print(f"   {us:.2f} us per action, {bare:.2f} us without dealing "
          f"({actions} actions in {play_games} games; {verdict} the bar)")

    best_rate = max(play_games / seconds for _, seconds, _ in runs)
    print(f"\n2. Complete random games (3 rounds, 108 actions): {best_rate:,.0f} games per second\n")

    plain, hints = bot_decisions(bot_games)
    samples = MonteCarloBot().samples
    print(f"3. MonteCarloBot ({samples} imagined deals per decision), against three RandomBots:")
    print(f"   choose:             {describe_times(plain)}")
    print(f"   hint (with reason): {describe_times(hints)}")
    worst = max(hints)
    print(f"   slowest hint {worst:.3f} s: {'within' if worst <= HINT_BAR_S else 'OVER'} "
          f"the {HINT_BAR_S:g} s bar")


if __name__ == "__main__":
    main()
