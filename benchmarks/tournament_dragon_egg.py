"""Bot tournament for The Luminous Dragon Egg: one SageBot against three RandomBots.

Four players per game. The Sage's seat rotates (game g puts it in seat g mod 4) so no
seat advantage helps or hurts it, and every game has fixed seeds (deal, bots), so
anyone who re-runs this script gets the same numbers. As a control, the same deals
are also played by four RandomBots: the "Sage seat" then shows what a seat wins
by luck alone.

Run from the repository root (one process, a few minutes for 2,000 games):

    .venv/bin/python benchmarks/tournament_dragon_egg.py               # 2,000 games, writes JSON
    .venv/bin/python benchmarks/tournament_dragon_egg.py --games 100 --out /tmp/t.json

The JSON (widgets/results/dragon_egg_tournament.json) holds the settings, a
summary (games, wins, win rate with a 95% Wilson interval, average rounds, end
reasons, average money) for the Sage and for the control, and one record per game.
The analysis page reads the stored JSON (``widgets.results.load``); it plays nothing itself.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.common import (describe_wins, flat_json_text, play_out, rotate_seats,  # noqa: E402
                               win_summary, wins_by_seat, write_json)
from engines.dragon_egg import new_game  # noqa: E402
from engines.dragon_egg.bots import RandomBot, SageBot  # noqa: E402

PLAYERS = 4
DEFAULT_GAMES = 2000
DEFAULT_SEED = 20240601
DEFAULT_SAMPLES = 200
RESULTS = ROOT / "widgets" / "results" / "dragon_egg_tournament.json"


def play_game(seed: int, sage_seat: int | None, samples: int = DEFAULT_SAMPLES) -> dict:
    """Play one 4-player game; ``sage_seat=None`` makes every seat a RandomBot. Returns its record."""
    state = new_game(PLAYERS, seed=seed)
    bots = [SageBot(seed * 8 + s, samples) if s == sage_seat else RandomBot(seed * 8 + s)
            for s in range(PLAYERS)]
    play_out(state, bots)
    return {"seed": seed, "sage_seat": sage_seat, "rounds": state.round,
            "end_reason": state.end_reason, "money": state.scores(), "winners": state.winners()}


def game_seed(base: int, g: int) -> int:
    """The deal seed of game ``g`` of a tournament started from ``base``."""
    return base + 7919 * g


def run(games: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED, samples: int = DEFAULT_SAMPLES,
        control: bool = True, progress: Callable[[int, int], None] | None = None) -> dict:
    """Play the tournament (and its all-random control); return settings, summaries and records."""
    started = time.perf_counter()
    sage, rand = rotate_seats(games, PLAYERS, lambda g: game_seed(seed, g),
                              lambda s, seat: play_game(s, seat, samples), seat_key="sage_seat",
                              control=control, progress=progress)
    return {
        "game": "dragon_egg",
        "settings": {"players": PLAYERS, "games": games, "seed": seed, "sage_samples": samples,
                     "sage_seat": "game g puts the Sage in seat g mod 4",
                     "game_seed": f"{seed} + 7919 * g", "bot_seeds": "seed * 8 + seat"},
        "sage_vs_random": summarize(sage),
        "control_all_random": summarize(rand) if control else None,
        "machine": {"python": platform.python_version(), "seconds": round(time.perf_counter() - started, 1)},
        "games": sage,
        "control_games": rand,
    }


def summarize(records: list[dict]) -> dict:
    """Wins of the watched seat (shared wins count as wins), Wilson 95% CI, rounds, end reasons."""
    n = len(records)
    own = [r["money"][r["sage_seat"]] for r in records]
    rest = [m for r in records for s, m in enumerate(r["money"]) if s != r["sage_seat"]]
    return {
        **win_summary(records, "sage_seat"), "avg_rounds": sum(r["rounds"] for r in records) / n,
        "end_reasons": dict(Counter(r["end_reason"] for r in records)),
        "avg_money_watched_seat": sum(own) / n, "avg_money_other_seats": sum(rest) / len(rest),
        "wins_by_seat": wins_by_seat(records, PLAYERS, "sage_seat"),
    }


def describe(summary: dict, who: str) -> str:
    """One line of figures for the console."""
    return (f"{describe_wins(summary, who)}, {summary['avg_rounds']:.2f} rounds on average, "
            f"ends {summary['end_reasons']}")


def to_json_text(results: dict) -> str:
    """JSON with readable summaries and one line per game record (a small, diffable file)."""
    return flat_json_text(results)


def main(argv: list[str] | None = None) -> None:
    """Run the tournament from the command line and write the JSON results."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)

    def tick(done: int, total: int) -> None:
        if done % 100 == 0 or done == total:
            print(f"  {done}/{total} games", flush=True)

    results = run(args.games, args.seed, args.samples, progress=tick)
    write_json(to_json_text(results), args.out)
    print(describe(results["sage_vs_random"], "SageBot vs 3 RandomBots"))
    print(describe(results["control_all_random"], "Control (4 RandomBots), same seat"))
    print(f"{results['machine']['seconds']} s; written to {args.out}")


if __name__ == "__main__":
    main()
