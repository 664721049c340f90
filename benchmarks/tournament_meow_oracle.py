"""Bot tournament for Meow Oracle: one GreedyBot against RandomBots, for 2, 3 and 4 players.

For each player count the GreedyBot plays ``games`` two-round games against RandomBots.
Its seat rotates (game g puts it in seat g mod players), so no seat advantage helps or
hurts it, and every game has fixed seeds (deal, bots): anyone who re-runs this script
gets the same numbers. As a control, the same deals are also played by RandomBots
only; the "greedy seat" then shows what a seat wins by luck alone (about 1 in
players, a little more because shared wins count).

Run from the repository root (one process, well under a minute for the default):

    .venv/bin/python benchmarks/tournament_meow_oracle.py                 # writes the JSON
    .venv/bin/python benchmarks/tournament_meow_oracle.py --games 100 --out /tmp/t.json

The JSON (widgets/results/meow_oracle_tournament.json) holds the settings and, per
player count, a summary for the GreedyBot and one for the control (games, wins, win
rate with a 95% Wilson interval, average round total and colour lines of the watched
seat and of the other seats), then one compact record per game:
``{"seed", "seat", "totals": [round 1 by seat, round 2 by seat], "lines": [colour
lines, same shape], "wp": winner points by seat, "winners"}``.
The analysis page reads the stored JSON (``widgets.results.load``); it plays nothing itself.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.common import (by_players_json_text, describe_wins, play_out, rotate_seats,  # noqa: E402
                               wilson_interval, win_summary, wins_by_seat, write_json)

__all__ = ["run", "run_all", "summarize", "play_game", "game_seed", "describe", "to_json_text",
           "wilson_interval", "main"]  # wilson_interval (from benchmarks.common) is for the notebook
from engines.meow_oracle import new_game  # noqa: E402
from engines.meow_oracle.bots import GreedyBot, RandomBot  # noqa: E402

PLAYER_COUNTS = (2, 3, 4)
DEFAULT_GAMES = 1000
DEFAULT_SEED = 20240705
RESULTS = ROOT / "widgets" / "results" / "meow_oracle_tournament.json"


def game_seed(base: int, players: int, g: int) -> int:
    """The deal seed of game ``g`` for ``players`` players in a tournament started from ``base``."""
    return base + 1_000_003 * players + 7919 * g


def play_game(players: int, seed: int, greedy_seat: int | None) -> dict:
    """Play one game; ``greedy_seat=None`` makes every seat a RandomBot. Returns its record."""
    state = new_game(players, seed=seed)
    bots = [GreedyBot() if s == greedy_seat else RandomBot(seed * 8 + s) for s in range(players)]
    play_out(state, bots)
    lines = [[points // 2 for _, _, points in rnd] for rnd in state.round_scores]
    return {"seed": seed, "seat": greedy_seat, "totals": [state.round_totals(1), state.round_totals(2)],
            "lines": lines, "wp": state.scores(), "winners": state.winners()}


def run(players: int, games: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED, control: bool = True,
        progress: Callable[[int, int], None] | None = None) -> dict:
    """Play one player count's tournament (and its all-random control); summaries and records."""
    greedy, rand = rotate_seats(games, players, lambda g: game_seed(seed, players, g),
                                lambda s, seat: play_game(players, s, seat), control=control,
                                progress=progress)
    return {"players": players, "greedy_vs_random": summarize(greedy),
            "control_all_random": summarize(rand) if control else None,
            "games": greedy, "control_games": rand}


def summarize(records: list[dict]) -> dict:
    """Wins of the watched seat (shared wins count as wins) with a Wilson 95% CI, and averages."""
    players = len(records[0]["wp"])

    def mean(key: str, watched: bool) -> float:
        values = [rnd[s] for r in records for rnd in r[key] for s in range(players)
                  if (s == r["seat"]) == watched]
        return sum(values) / len(values)

    return {
        **win_summary(records),
        "avg_total_watched_seat": mean("totals", True), "avg_total_other_seats": mean("totals", False),
        "avg_lines_watched_seat": mean("lines", True), "avg_lines_other_seats": mean("lines", False),
        "wins_by_seat": wins_by_seat(records, players),
    }


def run_all(games: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED,
            progress: Callable[[int, int, int], None] | None = None) -> dict:
    """The whole tournament: every player count, with settings and timing."""
    started = time.perf_counter()
    by_players = {}
    for players in PLAYER_COUNTS:
        tick = (lambda done, total, p=players: progress(p, done, total)) if progress else None
        by_players[str(players)] = run(players, games, seed, progress=tick)
    return {
        "game": "meow_oracle",
        "settings": {"player_counts": list(PLAYER_COUNTS), "games_per_count": games, "seed": seed,
                     "greedy_seat": "game g puts the GreedyBot in seat g mod players",
                     "game_seed": f"{seed} + 1000003 * players + 7919 * g",
                     "bot_seeds": "RandomBot in seat s: game seed * 8 + s; GreedyBot has no randomness",
                     "win": "the watched seat is among the winners (MO-8; a shared win counts)"},
        "machine": {"python": platform.python_version(),
                    "seconds": round(time.perf_counter() - started, 1)},
        "results": by_players,
    }


def describe(summary: dict, who: str) -> str:
    """One line of figures for the console."""
    return (f"{describe_wins(summary, who)}; average round total "
            f"{summary['avg_total_watched_seat']:.2f} (others {summary['avg_total_other_seats']:.2f})")


def to_json_text(results: dict) -> str:
    """JSON with readable summaries and one line per game record (a small, diffable file)."""
    return by_players_json_text(results, "greedy_vs_random")


def main(argv: list[str] | None = None) -> None:
    """Run the tournament from the command line and write the JSON results."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per player count")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)

    def tick(players: int, done: int, total: int) -> None:
        if done % 500 == 0 or done == total:
            print(f"  {players} players: {done}/{total} games", flush=True)

    results = run_all(args.games, args.seed, progress=tick)
    write_json(to_json_text(results), args.out)
    for players, block in results["results"].items():
        print(describe(block["greedy_vs_random"], f"{players} players, GreedyBot vs RandomBots"))
        print(describe(block["control_all_random"], f"{players} players, control (all RandomBots)"))
    print(f"{results['machine']['seconds']} s; written to {args.out}")


if __name__ == "__main__":
    main()
