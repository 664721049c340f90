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

The JSON (benchmarks/results/meow_oracle_tournament.json) holds the settings and, per
player count, a summary for the GreedyBot and one for the control (games, wins, win
rate with a 95% Wilson interval, average round total and colour lines of the watched
seat and of the other seats), then one compact record per game:
``{"seed", "seat", "totals": [round 1 by seat, round 2 by seat], "lines": [colour
lines, same shape], "wp": winner points by seat, "winners"}``.
The analysis notebook imports :func:`run`, :func:`summarize` and
:func:`wilson_interval` from here.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engines.meow_oracle import new_game  # noqa: E402
from engines.meow_oracle.bots import GreedyBot, RandomBot  # noqa: E402

PLAYER_COUNTS = (2, 3, 4)
DEFAULT_GAMES = 1000
DEFAULT_SEED = 20240705
RESULTS = ROOT / "benchmarks" / "results" / "meow_oracle_tournament.json"


def wilson_interval(wins: int, games: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson score interval for a win rate (default 95%); it stays inside [0, 1]."""
    if games <= 0:
        raise ValueError(f"A win rate needs at least one game, not {games}.")
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def game_seed(base: int, players: int, g: int) -> int:
    """The deal seed of game ``g`` for ``players`` players in a tournament started from ``base``."""
    return base + 1_000_003 * players + 7919 * g


def play_game(players: int, seed: int, greedy_seat: int | None) -> dict:
    """Play one game; ``greedy_seat=None`` makes every seat a RandomBot. Returns its record."""
    state = new_game(players, seed=seed)
    bots = [GreedyBot() if s == greedy_seat else RandomBot(seed * 8 + s) for s in range(players)]
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state.observation(seat), state.legal_actions(seat))
        state.apply(seat, action)
    lines = [[points // 2 for _, _, points in rnd] for rnd in state.round_scores]
    return {"seed": seed, "seat": greedy_seat, "totals": [state.round_totals(1), state.round_totals(2)],
            "lines": lines, "wp": state.scores(), "winners": state.winners()}


def run(players: int, games: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED, control: bool = True,
        progress: Callable[[int, int], None] | None = None) -> dict:
    """Play one player count's tournament (and its all-random control); summaries and records."""
    greedy, rand = [], []
    for g in range(games):
        s = game_seed(seed, players, g)
        seat = g % players
        greedy.append(play_game(players, s, seat))
        if control:
            rand.append({**play_game(players, s, None), "seat": seat})
        if progress:
            progress(g + 1, games)
    return {"players": players, "greedy_vs_random": summarize(greedy),
            "control_all_random": summarize(rand) if control else None,
            "games": greedy, "control_games": rand}


def summarize(records: list[dict]) -> dict:
    """Wins of the watched seat (shared wins count as wins) with a Wilson 95% CI, and averages."""
    n = len(records)
    players = len(records[0]["wp"])
    wins = sum(r["seat"] in r["winners"] for r in records)
    shared = sum(r["seat"] in r["winners"] and len(r["winners"]) > 1 for r in records)
    low, high = wilson_interval(wins, n)

    def mean(key: str, watched: bool) -> float:
        values = [rnd[s] for r in records for rnd in r[key] for s in range(players)
                  if (s == r["seat"]) == watched]
        return sum(values) / len(values)

    return {
        "games": n, "wins": wins, "shared_wins": shared, "win_rate": wins / n, "ci95": [low, high],
        "avg_total_watched_seat": mean("totals", True), "avg_total_other_seats": mean("totals", False),
        "avg_lines_watched_seat": mean("lines", True), "avg_lines_other_seats": mean("lines", False),
        "wins_by_seat": {str(seat): [sum(r["seat"] in r["winners"] for r in records if r["seat"] == seat),
                                     sum(r["seat"] == seat for r in records)]
                         for seat in range(players)},
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
    low, high = summary["ci95"]
    return (f"{who}: {summary['wins']} wins in {summary['games']} games = {summary['win_rate']:.1%} "
            f"(95% CI {low:.1%} to {high:.1%}); average round total "
            f"{summary['avg_total_watched_seat']:.2f} (others {summary['avg_total_other_seats']:.2f})")


def to_json_text(results: dict) -> str:
    """JSON with readable summaries and one line per game record (a small, diffable file)."""
    out = ['{']
    head = {k: v for k, v in results.items() if k != "results"}
    for key, value in head.items():
        out.append(f' {json.dumps(key)}: {json.dumps(value)},')
    out.append(' "results": {')
    counts = list(results["results"].items())
    for i, (players, block) in enumerate(counts):
        out.append(f'  {json.dumps(players)}: {{')
        out.append(f'   "players": {block["players"]},')
        out.append(f'   "greedy_vs_random": {json.dumps(block["greedy_vs_random"])},')
        out.append(f'   "control_all_random": {json.dumps(block["control_all_random"])},')
        for key in ("games", "control_games"):
            rows = ",\n    ".join(json.dumps(r, separators=(",", ":")) for r in block[key])
            comma = "," if key == "games" else ""
            out.append(f'   "{key}": [\n    {rows}\n   ]{comma}')
        out.append('  }' + ("," if i < len(counts) - 1 else ""))
    out.append(' }')
    out.append('}')
    return "\n".join(out) + "\n"


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
    text = to_json_text(results)
    json.loads(text)  # the file must read back
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    for players, block in results["results"].items():
        print(describe(block["greedy_vs_random"], f"{players} players, GreedyBot vs RandomBots"))
        print(describe(block["control_all_random"], f"{players} players, control (all RandomBots)"))
    print(f"{results['machine']['seconds']} s; written to {args.out}")


if __name__ == "__main__":
    main()
