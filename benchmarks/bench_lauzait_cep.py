"""Lauzait Cep! speed: random play, whole games, the stronger bot, the exact odds.

Run: ``.venv/bin/python benchmarks/bench_lauzait_cep.py`` (one core; prints figures).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import random_play  # noqa: E402
from engines import lauzait_cep as lc  # noqa: E402
from engines.lauzait_cep import odds  # noqa: E402
from engines.lauzait_cep.bots import ChancellorBot, RandomBot  # noqa: E402
from engines.lauzait_cep.rules import colour_fits  # noqa: E402

# ----- the game's facts the shared scripts read (benchmarks.common.game_bench) ---------------------------------
COACH_TABLE = 4  # bench_coach.py, bench_review.py: the table of a timed review
PLAYOUT_TABLES = (2, 3, 4)  # bench_playout.py: the tables whose playouts are timed
ENGINE_TABLES = (2, 4)  # bench_engines.py: the tables of the engine speed figures
SPREAD_GAMES = 10  # coach_common.measured_spread: games of Standard bots per table size
ROUND_KEY = "season"  # coach_common.spreads_of: the observation's field a new round changes
PRACTICE = {"cpu": 400.0}  # practice_positions.py: the search's CPU seconds at most
#: trace_engines.py: (players, rules keyword arguments, games) of the seeded traces.
TRACES = [*[(n, {}, 20) for n in (2, 3, 4)], (3, {"luminous": True}, 15)]


def bot_decisions(games: int) -> tuple[float, float, int]:
    """Mean and worst milliseconds per ChancellorBot decision over 2-player games vs random."""
    times = []
    for g in range(games):
        state = lc.new_game(2, seed=1000 + g)
        bots = [ChancellorBot(g), RandomBot(g)]
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            obs = state.observation(seat)
            t = time.perf_counter()
            if seat == 0:
                action, _ = bots[0].choose_with_reason(obs, legal)
                times.append(time.perf_counter() - t)
            else:
                action = bots[1].choose(obs, legal)
            state.apply(seat, action)
    return sum(times) / len(times) * 1e3, max(times) * 1e3, len(times)


def timed(label: str, fn) -> None:
    """Print the value and the time of one exact computation (caches cleared first)."""
    colour_fits.cache_clear()
    t = time.perf_counter()
    value = fn()
    print(f"  {label}: {value} = {float(value):.6g}  ({time.perf_counter() - t:.2f} s)")


def main() -> None:
    print("Random play through legal_actions + apply (events included):")
    for players, games in ((2, 20), (3, 20), (4, 10)):
        run = random_play(lambda g: lc.new_game(players, seed=g), games, seed=0, clock=time.perf_counter)
        print(f"  {players} players: {run.us_per_action:.2f} us/action, {run.games_per_second:.2f} games/s "
              f"({run.actions_per_game:.0f} actions per random game)")
    mean, worst, n = bot_decisions(6)
    print(f"ChancellorBot: {mean:.2f} ms per decision on average, worst {worst:.1f} ms "
          f"({n} decisions)")
    print("Exact probabilities:")
    for players in (4, 3, 2):
        timed(f"a dealt hand splits into three departments ({odds.piece_set_for(players).size} "
              f"pieces)", lambda p=players: odds.p_hand_splits(p))
    for players in (4, 3, 2):
        timed(f"the first player cannot hire on day one ({players} players)",
              lambda p=players: odds.p_first_cannot_hire(p))


if __name__ == "__main__":
    main()
