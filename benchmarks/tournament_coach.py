"""The Coach against Standard bots, in every game and player count; run on demand.

    .venv/bin/python benchmarks/tournament_coach.py                    # every game, default games
    .venv/bin/python benchmarks/tournament_coach.py --only kirin --games 200 --jobs 2
    .venv/bin/python benchmarks/tournament_coach.py --save             # also widgets/results/coach_tournament.json

Game ``g`` of a table is dealt from ``seed + 7919 * g`` and puts the Coach in seat
``g mod players`` (so no seat's advantage helps it); every other seat is the game's
Standard bot, seeded from the game. Anyone re-running it gets the same games.
For each table it prints the Coach's win share with a 95% Wilson interval (a shared
win counts as a share), the fair share (one in the number of players) and the mean
final margin over the best other player with a 95% interval.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.coach_common import GAMES, coach_bot, module, play, standard_bot  # noqa: E402
from engines.coach import mean_interval, outcome  # noqa: E402
from engines.stats import wilson_interval  # noqa: E402

RESULTS = ROOT / "widgets" / "results" / "coach_tournament.json"
SEED = 20261124


def one_game(job: tuple) -> dict:
    """Play game ``g`` of a table; return the Coach's seat, margin and win share."""
    game, players, g, seed, budget = job
    deal = seed + 7919 * g
    seat = g % players
    coach, standard = coach_bot(game, budget), standard_bot(game)
    bots = [coach(deal * 10 + s) if s == seat else standard(deal * 10 + s) for s in range(players)]
    started = time.perf_counter()
    state = play(module(game).new_game(players, seed=deal), bots)
    margin, win = outcome(state, seat)
    return {"game": g, "deal": deal, "seat": seat, "scores": state.scores(), "margin": margin, "win": win,
            "seconds": round(time.perf_counter() - started, 2)}


def table(game: str, players: int, games: int, seed: int, budget: int | None, jobs: int) -> dict:
    """Play one table's games (in ``jobs`` processes) and summarise them."""
    work = [(game, players, g, seed, budget) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            records = list(pool.map(one_game, work))
    else:
        records = [one_game(job) for job in work]
    wins = sum(r["win"] for r in records)
    low, high = wilson_interval(round(wins), games)
    margin = mean_interval([r["margin"] for r in records])
    used = budget if budget is not None else module(game, "coach").CoachBot.BUDGET  # as played, not as the code changes
    return {"game": game, "players": players, "games": games, "seed": seed, "budget": used,
            "win_share": wins / games, "win_low": low, "win_high": high, "fair_share": 1 / players,
            "margin": margin[0], "margin_low": margin[1], "margin_high": margin[2],
            "seconds": sum(r["seconds"] for r in records), "records": records}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=sorted(GAMES), action="append")
    parser.add_argument("--players", type=int, action="append", help="only these player counts")
    parser.add_argument("--games", type=int, default=200, help="games per table (default 200)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--budget", type=int, default=None, help="the Coach's playouts per action")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--save", action="store_true", help=f"write {RESULTS.relative_to(ROOT)}")
    parser.add_argument("--results", type=Path, default=RESULTS,
                        help="with --save, the file to merge the tables into (default: the stored one)")
    args = parser.parse_args(argv)
    results = []
    print("| game | players | games | Coach wins (95% interval) | fair share | mean margin (95% interval) | CPU s |")
    print("|---|---:|---:|---|---:|---|---:|")
    for game in args.only or list(GAMES):
        for players in GAMES[game]["players"]:
            if args.players and players not in args.players:
                continue
            row = table(game, players, args.games, args.seed, args.budget, args.jobs)
            results.append(row)
            print(f"| {GAMES[game]['title']} | {players} | {row['games']} | {row['win_share']:.1%} "
                  f"({row['win_low']:.1%} to {row['win_high']:.1%}) | {row['fair_share']:.1%} | "
                  f"{row['margin']:+.2f} ({row['margin_low']:+.2f} to {row['margin_high']:+.2f}) | "
                  f"{row['seconds']:.0f} |", flush=True)
    if args.save:
        old = json.loads(args.results.read_text()) if args.results.exists() else {"tables": []}
        keep = [t for t in old["tables"] if (t["game"], t["players"]) not in {(r["game"], r["players"]) for r in results}]
        args.results.write_text(json.dumps({"about": "benchmarks/tournament_coach.py", "tables": keep + results},
                                           indent=1) + "\n")
        print(f"saved {args.results}")


if __name__ == "__main__":
    main()
