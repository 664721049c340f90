"""The Coach against Standard bots, in every game and player count; run on demand.

    .venv/bin/python benchmarks/tournament_coach.py                    # every game, default games
    .venv/bin/python benchmarks/tournament_coach.py --only kirin --games 200 --jobs 2
    .venv/bin/python benchmarks/tournament_coach.py --save             # also widgets/results/coach_tournament.json
    .venv/bin/python benchmarks/tournament_coach.py --only meow_oracle --players 2 --games 80 --jobs 1 \
        --set GATE=1.0 --versus GATE=none                                # Coach A against Coach B, paired
    .venv/bin/python benchmarks/tournament_coach.py --only lauzait_cep --games 400 --extend --save  # more games

Game ``g`` of a table is dealt from ``seed + 7919 * g`` and puts the Coach in seat
``g mod players`` (so no seat's advantage helps it); every other seat is the game's
Standard bot, seeded from the game. Anyone re-running it gets the same games.
For each table it prints the Coach's win share with a 95% Wilson interval (a shared
win counts as a share), the fair share (one in the number of players) and the mean
final margin over the best other player with a 95% interval.

``--set NAME=VALUE`` changes a class attribute of the Coach (``GATE``, ``MEASURE``, see
:class:`engines.coach.CoachBot`). ``--versus NAME=VALUE`` plays every game a second time with
those settings instead (same deal, seat and Standard bots) and prints the paired difference
in win share and margin, the first Coach's minus the second's, with 95% intervals.
``--extend`` brings the stored tables up to ``--games`` games at their stored seed, budget and
settings, after checking that their first games still come out as stored.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any
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
    game, players, g, seed, budget, settings = job
    deal = seed + 7919 * g
    seat = g % players
    coach, standard = coach_bot(game, budget, settings), standard_bot(game)
    bots = [coach(deal * 10 + s) if s == seat else standard(deal * 10 + s) for s in range(players)]
    started = time.perf_counter()
    state = play(module(game).new_game(players, seed=deal), bots)
    margin, win = outcome(state, seat)
    return {"game": g, "deal": deal, "seat": seat, "scores": state.scores(), "margin": margin, "win": win,
            "seconds": round(time.perf_counter() - started, 2)}


def played(work: list[tuple], jobs: int) -> list[dict]:
    """The games of ``work`` played in ``jobs`` processes, in order."""
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(one_game, work))
    return [one_game(job) for job in work]


def table(game: str, players: int, games: int, seed: int, budget: int | None, jobs: int,
          settings: dict | None = None) -> dict:
    """Play one table's games (in ``jobs`` processes) and summarise them."""
    records = played([(game, players, g, seed, budget, settings) for g in range(games)], jobs)
    used = budget if budget is not None else module(game, "coach").CoachBot.BUDGET  # as played, not as the code changes
    return summary(game, players, seed, used, settings, records)


def summary(game: str, players: int, seed: int, budget: int, settings: dict | None, records: list[dict]) -> dict:
    """One table's row: the Coach's win share and margin over ``records`` with 95% intervals."""
    games = len(records)
    wins = sum(r["win"] for r in records)
    low, high = wilson_interval(round(wins), games)
    margin = mean_interval([r["margin"] for r in records])
    return {"game": game, "players": players, "games": games, "seed": seed, "budget": budget,
            "win_share": wins / games, "win_low": low, "win_high": high, "fair_share": 1 / players,
            "margin": margin[0], "margin_low": margin[1], "margin_high": margin[2],
            "settings": dict(settings or {}), "confirm": as_played(game, settings, "CONFIRM") or 0,
            "gate": as_played(game, settings, "GATE"),
            "seconds": sum(r["seconds"] for r in records), "records": records}


def as_played(game: str, settings: dict | None, name: str) -> Any:
    """A class attribute of the Coach as played (``CONFIRM``, ``GATE``): ``settings``' value, else the bot's."""
    return (settings or {}).get(name, getattr(module(game, "coach").CoachBot, name))


def extended(game: str, players: int, games: int, stored: dict, jobs: int, check: int) -> dict:
    """``stored`` (a table saved by this script) brought up to ``games`` games, the same as a run of
    ``games`` from the start: its first ``check`` games are played again and must come out as stored
    (else the code has changed since, and it refuses), then games ``len(records)`` on are played."""
    seed, budget, settings = stored["seed"], stored["budget"], stored.get("settings") or {}
    again = played([(game, players, g, seed, budget, settings) for g in range(min(check, stored["games"]))], jobs)
    for new, old in zip(again, stored["records"]):
        if new["scores"] != old["scores"]:
            raise SystemExit(f"{game} with {players}: game {old['game']} now ends {new['scores']}, stored "
                             f"{old['scores']}; the Coach or the bots have changed, so play the table anew.")
    more = played([(game, players, g, seed, budget, settings) for g in range(stored["games"], games)], jobs)
    return summary(game, players, seed, budget, settings, stored["records"] + more)


def paired(row: dict, versus: dict, jobs: int) -> dict:
    """The same games as ``row`` with the Coach set as ``versus``: the paired differences (row's minus these)."""
    work = [(row["game"], row["players"], g, row["seed"], row["budget"], versus) for g in range(row["games"])]
    records = played(work, jobs)
    wins = mean_interval([a["win"] - b["win"] for a, b in zip(row["records"], records)])
    margins = mean_interval([a["margin"] - b["margin"] for a, b in zip(row["records"], records)])
    return {"win_share": sum(r["win"] for r in records) / len(records), "win": wins, "margin": margins,
            "seconds": sum(r["seconds"] for r in records)}


def setting(text: str) -> tuple[str, object]:
    """``NAME=VALUE`` as a name and a value (a number, ``none`` or a word)."""
    name, _, value = text.partition("=")
    if not name.isupper() or not value:
        raise argparse.ArgumentTypeError(f"A setting is NAME=VALUE with a Coach attribute in capitals, not {text!r}.")
    if value.lower() == "none":
        return name, None
    for kind in (int, float):
        try:
            return name, kind(value)
        except ValueError:
            pass
    return name, value


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=sorted(GAMES), action="append")
    parser.add_argument("--players", type=int, action="append", help="only these player counts")
    parser.add_argument("--games", type=int, default=200, help="games per table (default 200)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--budget", type=int, default=None, help="the Coach's playouts per action")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--set", type=setting, action="append", default=[], metavar="NAME=VALUE",
                        help="a Coach class attribute for these games (GATE=1.0, MEASURE=margin)")
    parser.add_argument("--extend", action="store_true",
                        help="bring the stored tables up to --games (checking that their first --check games replay)")
    parser.add_argument("--check", type=int, default=3, help="with --extend, stored games to replay first (default 3)")
    parser.add_argument("--versus", type=setting, action="append", default=[], metavar="NAME=VALUE",
                        help="also play every game with the Coach set so, and print the paired difference")
    parser.add_argument("--save", action="store_true", help=f"write {RESULTS.relative_to(ROOT)}")
    parser.add_argument("--results", type=Path, default=RESULTS,
                        help="with --save, the file to merge the tables into (default: the stored one)")
    args = parser.parse_args(argv)
    results = []
    stored = json.loads(args.results.read_text())["tables"] if args.extend and args.results.exists() else []
    print("| game | players | games | Coach wins (95% interval) | fair share | mean margin (95% interval) | CPU s |")
    print("|---|---:|---:|---|---:|---|---:|")
    for game in args.only or list(GAMES):
        for players in GAMES[game]["players"]:
            if args.players and players not in args.players:
                continue
            if args.extend:
                old = [t for t in stored if (t["game"], t["players"]) == (game, players)]
                if not old:
                    raise SystemExit(f"{args.results} holds no table of {game} with {players} to extend.")
                row = extended(game, players, args.games, old[0], args.jobs, args.check)
            else:
                row = table(game, players, args.games, args.seed, args.budget, args.jobs, dict(args.set))
            results.append(row)
            print(f"| {GAMES[game]['title']} | {players} | {row['games']} | {row['win_share']:.1%} "
                  f"({row['win_low']:.1%} to {row['win_high']:.1%}) | {row['fair_share']:.1%} | "
                  f"{row['margin']:+.2f} ({row['margin_low']:+.2f} to {row['margin_high']:+.2f}) | "
                  f"{row['seconds']:.0f} |", flush=True)
            if args.versus:
                other = paired(row, dict(args.versus), args.jobs)
                win, margin = other["win"], other["margin"]
                print(f"|   versus {dict(args.versus)} | | | {other['win_share']:.1%}; difference {win[0]:+.1%} "
                      f"({win[1]:+.1%} to {win[2]:+.1%}) | | difference {margin[0]:+.2f} ({margin[1]:+.2f} to "
                      f"{margin[2]:+.2f}) | {other['seconds']:.0f} |", flush=True)
    if args.save:
        old = json.loads(args.results.read_text()) if args.results.exists() else {"tables": []}
        keep = [t for t in old["tables"] if (t["game"], t["players"]) not in {(r["game"], r["players"]) for r in results}]
        args.results.write_text(json.dumps({"about": "benchmarks/tournament_coach.py", "tables": keep + results},
                                           indent=1) + "\n")
        print(f"saved {args.results}")


if __name__ == "__main__":
    main()
