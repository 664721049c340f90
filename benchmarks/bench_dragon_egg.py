"""Speed benchmark for The Luminous Dragon Egg (run on demand; prints figures, asserts nothing).

    .venv/bin/python benchmarks/bench_dragon_egg.py            # about half a minute
    .venv/bin/python benchmarks/bench_dragon_egg.py --quick    # a few seconds

Measures, on one core:
1. random play through the public API (``legal_actions`` + ``apply``, events included):
   microseconds per action for 2, 3, 4 and 5 players (the engine bar is 5 us);
2. complete random 4-player games per second;
3. SageBot's time per decision, and the hint (``choose_with_reason``) against the 0.2 s bar;
4. each exact opening-hand probability (``engines.dragon_egg.odds``), computed cold
   (caches cleared) against the 2 s bar.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.common import PlayTiming, describe_times, hero_decisions, random_play  # noqa: E402
from engines.dragon_egg import Rules, actions, new_game, odds  # noqa: E402
from engines.dragon_egg.bots import RandomBot, SageBot  # noqa: E402

# ----- the game's facts the shared scripts read (benchmarks.common.game_bench) ---------------------------------
COACH_TABLE = 3  # bench_coach.py, bench_review.py: the table of a timed review
PLAYOUT_TABLES = (3, 4)  # bench_playout.py: the tables whose playouts are timed
ENGINE_TABLES = (4,)  # bench_engines.py: the tables of the engine speed figures
SPREAD_GAMES = 6  # coach_common.measured_spread: games of Standard bots per table size
#: practice_positions.py: the Standard bot (the Sage) almost never gives away a whole-interval mistake, and its
#: first look (12 playouts an action among up to 45) is noisy, so it screens at a whole mistake and has the most time.
PRACTICE = {"cpu": 1000.0, "screen": 1.0}
#: trace_engines.py: (players, rules keyword arguments, games) of the seeded traces.
TRACES = [*[(n, {}, 150) for n in (2, 3, 4, 5)],
          *[(n, {"revelation": "strict", "rebuild_draws": True}, 60) for n in (2, 5)]]

ENGINE_BAR_US = 5.0
HINT_BAR_S = 0.2
ODDS_BAR_S = 2.0


def random_games(players: int, games: int, seed: int = 1) -> PlayTiming:
    """Play random games through legal_actions + apply, timed in CPU seconds.

    The total includes dealing each new game and the random choice itself; the
    dealing time is also given on its own so it can be left out.
    """
    return random_play(lambda g: new_game(players, seed=seed * 100_000 + g), games, seed)


def sage_decisions(games: int, samples: int = 200, seed: int = 7) -> dict[str, list[float]]:
    """Wall and CPU times of SageBot.choose and of the hint (choose_with_reason) at every Sage decision."""
    return hero_decisions(lambda g: new_game(4, seed=seed + g), lambda k: SageBot(k, samples), RandomBot,
                          games)


def cold(fn):
    """Time ``fn()`` with every cache it relies on cleared first; return (value, seconds)."""
    for module in (odds, actions):
        for obj in vars(module).values():
            if callable(getattr(obj, "cache_clear", None)):
                obj.cache_clear()
    t = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - t


def main(argv: list[str] | None = None) -> None:
    """Run every measurement and print the figures."""
    parser = argparse.ArgumentParser(description="Dragon Egg speed benchmark")
    parser.add_argument("--quick", action="store_true", help="fewer games, for a smoke run")
    args = parser.parse_args(argv)
    play_games = 300 if args.quick else 3000
    sage_games = 10 if args.quick else 60

    print(f"Python {sys.version.split()[0]}; one process.\n")
    print(f"1. Random play through legal_actions + apply (bar {ENGINE_BAR_US:g} us per action):")
    for players in (2, 3, 4, 5):
        random_games(players, 20)  # warm the build cache
        run = random_games(players, play_games)
        verdict = "within" if run.us_per_action <= ENGINE_BAR_US else "OVER"
        print(f"   {players} players: {run.us_per_action:.2f} us per action, {run.bare_us_per_action:.2f} us "
              f"without dealing ({run.actions} actions in {play_games} games; {verdict} the bar)")

    run = random_games(4, play_games, seed=2)
    print(f"\n2. Complete random 4-player games: {run.games_per_second:,.0f} games per second\n")

    times = sage_decisions(sage_games)
    print("3. SageBot (200 samples), 4 players against RandomBots (wall-clock times):")
    print(f"   choose:             {describe_times(times['choose'])}")
    print(f"   hint (with reason): {describe_times(times['hint'])}")
    print(f"   hint, CPU time:     {describe_times(times['hint_cpu'])}")
    worst, worst_cpu = max(times["hint"]), max(times["hint_cpu"])
    print(f"   slowest hint {worst:.3f} s wall, {worst_cpu:.3f} s CPU: "
          f"{'within' if worst <= HINT_BAR_S else 'OVER'} the {HINT_BAR_S:g} s bar "
          f"(a wall time far above the CPU time means the machine was busy)\n")

    print(f"4. Exact opening-hand probabilities, caches cleared (bar {ODDS_BAR_S:g} s each):")
    for name, fn in (
        ("P(at least one Friends)", odds.p_friends),
        ("P(two disjoint Friends)", odds.p_two_friends),
        ("P(two disjoint Friends), strict", lambda: odds.p_two_friends(Rules("strict"))),
        ("best Far distribution", lambda: len(odds.best_far_distribution())),
        ("brute force P(one Friends) over C(32,5)", lambda: odds.brute_force(odds.has_friends)),
    ):
        value, seconds = cold(fn)
        shown = f"{value} = {float(value):.6f}" if not isinstance(value, int) else f"{value} strengths"
        verdict = "within" if seconds <= ODDS_BAR_S else "OVER"
        print(f"   {name}: {shown} in {seconds:.3f} s ({verdict} the bar)")


if __name__ == "__main__":
    main()
