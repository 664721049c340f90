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
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.common import (PlayTiming, best_run, describe_times, hero_decisions,  # noqa: E402
                               random_play)
from engines.kirin import new_game  # noqa: E402
from engines.kirin.bots import MonteCarloBot, RandomBot  # noqa: E402

# ----- the game's facts the shared scripts read (benchmarks.common.game_bench) ---------------------------------
COACH_TABLE = 4  # bench_coach.py, bench_review.py: the table of a timed review
PLAYOUT_TABLES = (4,)  # bench_playout.py: the tables whose playouts are timed
ENGINE_TABLES = (4,)  # bench_engines.py: the tables of the engine speed figures
SPREAD_GAMES = 4  # coach_common.measured_spread: games of Standard bots per table size
PRACTICE = {"cpu": 400.0}  # practice_positions.py: the search's CPU seconds at most
TRACES = [(4, {}, 300)]  # trace_engines.py: (players, rules keyword arguments, games) of the seeded traces
#: load_voila.py: what a learner does on the play page to show a game can be played: declare the first card of
#: the hand (9 cards become 8).
VOILA_PLAY = {"button": "ki-hand-0", "box": "ki-hand", "cards": 9}

ENGINE_BAR_US = 5.0
HINT_BAR_S = 0.2


def random_games(games: int, seed: int = 1) -> PlayTiming:
    """Play random games through to_act + legal_actions + apply (any seat that may act), in CPU seconds."""
    return random_play(lambda g: new_game(4, seed=seed * 100_000 + g), games, seed, any_seat=True)


def bot_decisions(games: int, seed: int = 7) -> tuple[list[float], list[float]]:
    """Times of MonteCarloBot.choose and of the hint (choose_with_reason) at each of its decisions."""
    times = hero_decisions(lambda g: new_game(4, seed=seed + g), MonteCarloBot, RandomBot, games)
    return times["choose"], times["hint"]


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
    best = best_run(runs)
    verdict = "within" if best.us_per_action <= ENGINE_BAR_US else "OVER"
    print(f"1. Random play through to_act + legal_actions + apply (bar {ENGINE_BAR_US:g} us per action):")
    print(f"   {best.us_per_action:.2f} us per action, {best.bare_us_per_action:.2f} us without dealing "
          f"({best.actions} actions in {play_games} games; {verdict} the bar)")

    best_rate = max(run.games_per_second for run in runs)
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
