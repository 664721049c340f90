"""Meow Oracle speed: random play through the public API, whole games, bot decisions.

Run with ``.venv/bin/python benchmarks/bench_meow_oracle.py [--quick]``. Prints:

* microseconds per action for random play through ``legal_actions`` + ``apply``
  (events included), per player count; target <= 5 us;
* complete random games per second on one core (``new_game`` included);
* the greedy bot's time per decision (observation + choice), mean and slowest;
  a hint must come within 0.2 s.

Each figure is the best of several repeats, since other work on the machine only
ever slows a run down.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import PlayTiming, best_run, random_play  # noqa: E402
from engines.meow_oracle import new_game  # noqa: E402
from engines.meow_oracle.bots import GreedyBot, RandomBot  # noqa: E402

# ----- the game's facts the shared scripts read (benchmarks.common.game_bench) ---------------------------------
COACH_TABLE = 4  # bench_coach.py, bench_review.py: the table of a timed review
PLAYOUT_TABLES = (4,)  # bench_playout.py: the tables whose playouts are timed
ENGINE_TABLES = (4,)  # bench_engines.py: the tables of the engine speed figures
SPREAD_GAMES = 10  # coach_common.measured_spread: games of Standard bots per table size
PRACTICE = {"cpu": 800.0, "skip_phases": ("turn",)}  # practice_positions.py: a turn-up is no choice (MO-6)
#: trace_engines.py: (players, rules keyword arguments, games) of the seeded traces.
TRACES = [*[(n, {}, 80) for n in (2, 3, 4)], (3, {"path": "snake"}, 60)]


def random_games(players: int, games: int, seed: int) -> PlayTiming:
    """Play ``games`` random games, timed by the wall clock."""
    return random_play(lambda g: new_game(players, seed=seed * 10_000 + g), games, seed,
                       clock=time.perf_counter)


def bot_decisions(players: int, games: int) -> list[float]:
    """Seconds per greedy-bot decision (observation included), greedy bot at seat 0."""
    times = []
    for g in range(games):
        state = new_game(players, seed=g)
        bots = [GreedyBot()] + [RandomBot(g * 10 + s) for s in range(1, players)]
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if seat == 0:
                start = time.perf_counter()
                action = bots[0].choose_with_reason(state.observation(0), legal)[0]
                times.append(time.perf_counter() - start)
            else:
                action = bots[seat].choose(state.observation(seat), legal)
            state.apply(seat, action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games (a smoke run)")
    args = parser.parse_args()
    games, repeats, bot_games = (30, 2, 3) if args.quick else (300, 5, 20)

    print(f"Meow Oracle random play, best of {repeats} x {games} games per player count")
    print(f"{'players':>7} {'us/action':>10} {'actions/game':>13} {'games/s':>9}")
    for players in (2, 3, 4):
        best = best_run([random_games(players, games, seed=r) for r in range(repeats)])
        print(f"{players:>7} {best.us_per_action:>10.2f} {best.actions_per_game:>13.0f} "
              f"{best.games_per_second:>9.0f}")

    print(f"\nGreedy bot per decision (observation + choose_with_reason), {bot_games} games")
    print(f"{'players':>7} {'mean ms':>9} {'max ms':>8}")
    for players in (2, 3, 4):
        times = bot_decisions(players, bot_games)
        print(f"{players:>7} {statistics.mean(times) * 1e3:>9.3f} {max(times) * 1e3:>8.2f}")


if __name__ == "__main__":
    main()
