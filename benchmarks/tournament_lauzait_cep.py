"""Bot tournament for Lauzait Cep!: one ChancellorBot against RandomBots, for 2, 3 and 4 players.

For each player count the ChancellorBot plays ``games`` whole games (as many seasons as
players, LC-9) against RandomBots. Its seat rotates (game g puts it in seat g mod
players), so no seat advantage helps or hurts it, and every game has fixed seeds (deal,
sticks, bots): anyone who re-runs this script gets the same numbers. As a control, the
first ``control`` of those deals are also played by RandomBots only; the watched seat
then shows what a seat wins by luck alone (about 1 in players, a little more because
shared wins count).

All-random games are long: a random player keeps forming and dissolving departments, so
a season runs to hundreds of days and a game to thousands of actions, against one or
two weeks of days (the median) when the ChancellorBot plays. That is why the control uses fewer deals
(default 300 per player count) than the ChancellorBot's 1,000: the whole run then fits
in well under 15 minutes of one process on a busy machine.

Run from the repository root (one process):

    .venv/bin/python benchmarks/tournament_lauzait_cep.py                 # writes the JSON
    .venv/bin/python benchmarks/tournament_lauzait_cep.py --games 50 --control 10 --out /tmp/t.json

The JSON (widgets/results/lauzait_cep_tournament.json) holds the settings and, per
player count, a summary for the ChancellorBot and one for the control (games, wins, win
rate with a 95% Wilson interval, average final score of the watched seat and of the other
seats, declarations and formations), then one compact record per game:
``{"seed", "seat", "scores", "winners", "actions", "days": [hires per season],
"decl": [[season, seat, kind, points, formations]], "water": [taken, failed],
"forms", "dissolves"}`` where ``kind`` is ``"revealed"`` (three departments shown),
``"concealed"`` (nothing revealed, LC-7) or ``"stalemate"`` (LC-8), and ``formations``
names every formation scored, joined by ``+``.
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

from benchmarks.common import (by_players_json_text, describe_wins, wilson_interval,  # noqa: E402
                               win_summary, wins_by_seat, write_json)
from engines.lauzait_cep import new_game  # noqa: E402
from engines.lauzait_cep.bots import ChancellorBot, RandomBot  # noqa: E402

PLAYER_COUNTS = (2, 3, 4)
DEFAULT_GAMES = 1000
DEFAULT_CONTROL = 300
DEFAULT_SEED = 20240806
RESULTS = ROOT / "widgets" / "results" / "lauzait_cep_tournament.json"
HIRES = frozenset({"hire", "water_taken", "water_failed"})
DECLARATIONS = {"lauzait_cep": "revealed", "lauzait_cep_concealed": "concealed",
                "stalemate": "stalemate"}

__all__ = ["run", "run_all", "summarize", "play_game", "record_of", "game_seed", "describe",
           "to_json_text", "wilson_interval", "main"]  # wilson_interval (benchmarks.common): for the notebook


def game_seed(base: int, players: int, g: int) -> int:
    """The deal seed of game ``g`` for ``players`` players in a tournament started from ``base``."""
    return base + 1_000_003 * players + 7919 * g


def record_of(state, seed: int, seat: int | None, actions: int) -> dict:
    """A compact record of a finished game, read from its public event log."""
    days, decl, water, forms, dissolves = [], [], [0, 0], 0, 0
    season = 0
    for event in state.events:
        kind = event.kind
        if kind in HIRES:
            days[-1] += 1
            if kind != "hire":
                water[kind == "water_failed"] += 1
        elif kind == "season":
            season = event.data[0]
            days.append(0)
        elif kind == "form":
            forms += 1
        elif kind == "dissolve":
            dissolves += 1
        elif kind in DECLARATIONS:
            if kind == "stalemate":
                who, points, formations = event.data[0], event.data[1], "Lauzait-Cep+Stalemate"
            else:
                who, _, names, points, _ = event.data
                formations = names.replace(", ", "+")
            decl.append([season, who, DECLARATIONS[kind], points, formations])
    return {"seed": seed, "seat": seat, "scores": state.scores(), "winners": state.winners(),
            "actions": actions, "days": days, "decl": decl, "water": water, "forms": forms,
            "dissolves": dissolves}


def play_game(players: int, seed: int, chancellor_seat: int | None) -> dict:
    """Play one game; ``chancellor_seat=None`` makes every seat a RandomBot. Returns its record."""
    state = new_game(players, seed=seed)
    bots = [ChancellorBot(seed) if s == chancellor_seat else RandomBot(seed * 8 + s)
            for s in range(players)]
    actions = 0
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
        actions += 1
    return record_of(state, seed, chancellor_seat, actions)


def run(players: int, games: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED,
        control: int = DEFAULT_CONTROL, progress: Callable[[int, int], None] | None = None) -> dict:
    """Play one player count's tournament, and its all-random control on the first ``control``
    deals; summaries and records."""
    chancellor, rand = [], []
    for g in range(games):
        s = game_seed(seed, players, g)
        seat = g % players
        chancellor.append(play_game(players, s, seat))
        if g < control:
            rand.append({**play_game(players, s, None), "seat": seat})
        if progress:
            progress(g + 1, games)
    return {"players": players, "chancellor_vs_random": summarize(chancellor),
            "control_all_random": summarize(rand) if rand else None,
            "games": chancellor, "control_games": rand}


def summarize(records: list[dict]) -> dict:
    """Wins of the watched seat (shared wins count) with a Wilson 95% CI, scores, declarations."""
    n = len(records)
    players = len(records[0]["scores"])
    watched = [r["scores"][r["seat"]] for r in records]
    others = [x for r in records for s, x in enumerate(r["scores"]) if s != r["seat"]]
    declarations = [d for r in records for d in r["decl"]]
    by_watched = [d for r in records for d in r["decl"] if d[1] == r["seat"]]
    formations: dict[str, int] = {}
    for d in declarations:
        for name in d[4].split("+"):
            formations[name] = formations.get(name, 0) + 1
    kinds = {k: sum(d[2] == k for d in declarations) for k in ("revealed", "concealed", "stalemate")}
    seasons = [days for r in records for days in r["days"]]
    taken = sum(r["water"][0] for r in records)
    failed = sum(r["water"][1] for r in records)
    return {
        **win_summary(records),
        "avg_score_watched_seat": sum(watched) / n, "avg_score_other_seats": sum(others) / len(others),
        "declarations": len(declarations), "declarations_by_watched_seat": len(by_watched),
        "declaration_kinds": kinds, "formations": dict(sorted(formations.items())),
        "avg_days_per_season": sum(seasons) / len(seasons),
        "avg_actions_per_game": sum(r["actions"] for r in records) / n,
        "water_throws": [taken, failed],
        "wins_by_seat": wins_by_seat(records, players),
    }


def run_all(games: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED, control: int = DEFAULT_CONTROL,
            progress: Callable[[int, int, int], None] | None = None) -> dict:
    """The whole tournament: every player count, with settings and timing."""
    started = time.perf_counter()
    by_players = {}
    for players in PLAYER_COUNTS:
        tick = (lambda done, total, p=players: progress(p, done, total)) if progress else None
        by_players[str(players)] = run(players, games, seed, control, progress=tick)
    return {
        "game": "lauzait_cep",
        "settings": {"player_counts": list(PLAYER_COUNTS), "games_per_count": games,
                     "control_games_per_count": min(control, games), "seed": seed,
                     "chancellor_seat": "game g puts the ChancellorBot in seat g mod players",
                     "game_seed": f"{seed} + 1000003 * players + 7919 * g",
                     "bot_seeds": "RandomBot in seat s: game seed * 8 + s; ChancellorBot: game seed",
                     "win": "the watched seat is among the winners (LC-9; a shared win counts)",
                     "control": "the first control_games_per_count deals, RandomBots in every seat",
                     "why_this_many": ("The ChancellorBot's games are mostly short (a median of one "
                                       "to two weeks of days per season), so 1,000 per player count "
                                       "take about a minute. All-random games "
                                       "run to thousands of actions each, so the control replays only "
                                       "the first 300 deals per player count: with 1,000 the whole "
                                       "run was on course for about half an hour on this busy two-core "
                                       "machine; with 300 it fits in well under 15 minutes of one process.")},
        "machine": {"python": platform.python_version(),
                    "seconds": round(time.perf_counter() - started, 1)},
        "results": by_players,
    }


def describe(summary: dict, who: str) -> str:
    """One line of figures for the console."""
    return (describe_wins(summary, who) + "; average final score "
            f"{summary['avg_score_watched_seat']:.2f} (others {summary['avg_score_other_seats']:.2f})")


def to_json_text(results: dict) -> str:
    """JSON with readable summaries and one line per game record (a small, diffable file)."""
    return by_players_json_text(results, "chancellor_vs_random")


def main(argv: list[str] | None = None) -> None:
    """Run the tournament from the command line and write the JSON results."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per player count")
    parser.add_argument("--control", type=int, default=DEFAULT_CONTROL,
                        help="deals per player count replayed by RandomBots only")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)

    def tick(players: int, done: int, total: int) -> None:
        if done % 100 == 0 or done == total:
            print(f"  {players} players: {done}/{total} games", flush=True)

    results = run_all(args.games, args.seed, args.control, progress=tick)
    write_json(to_json_text(results), args.out)
    for players, block in results["results"].items():
        print(describe(block["chancellor_vs_random"], f"{players} players, ChancellorBot vs RandomBots"))
        print(describe(block["control_all_random"], f"{players} players, control (all RandomBots)"))
    print(f"{results['machine']['seconds']} s; written to {args.out}")


if __name__ == "__main__":
    main()
