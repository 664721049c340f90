"""Bot tournament for Kirin: one MonteCarloBot against three RandomBots.

Four players per game, three rounds (KI-7). The Monte Carlo bot's seat rotates (game g
puts it in seat g mod 4), so the first-leader advantage of any seat neither helps nor
hurts it, and every game has fixed seeds (deal, bots): anyone who re-runs this script
gets the same numbers. As a control, the same deals are also played by four
RandomBots; the "Monte Carlo seat" then shows what a seat wins by luck alone (about one
game in four, a little more because ties share the win, KI-7).

Run from the repository root (one process; about ten minutes for the default on a
quiet machine, mostly the Monte Carlo bot's simulations):

    .venv/bin/python benchmarks/tournament_kirin.py                 # 1,000 games, writes JSON
    .venv/bin/python benchmarks/tournament_kirin.py --games 50 --samples 20 --out /tmp/t.json

The JSON (widgets/results/kirin_tournament.json) holds the settings, a summary for
the Monte Carlo seat and for the control (games, wins, shared wins, win rate with a
95% Wilson interval, average points of the watched seat and of the other seats, wins
by seat), then one compact record per game:
``{"seed", "seat", "scores", "winners", "declared": [round 1 tokens by seat, ...],
"held": [round 1 by seat, ...], "points": [round 1 by seat, ...]}`` where ``held`` counts
the cards of the declared beast in the nine-card hand just dealt (the declared card
included). The analysis page reads the stored JSON (``widgets.results.load``); it plays nothing itself.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engines.kirin import Declare, new_game, parse_card  # noqa: E402
from engines.kirin.bots import MonteCarloBot, RandomBot  # noqa: E402
from engines.stats import wilson_interval  # noqa: E402

PLAYERS = 4
DEFAULT_GAMES = 1000
DEFAULT_SEED = 20240901
DEFAULT_SAMPLES = 100
RESULTS = ROOT / "widgets" / "results" / "kirin_tournament.json"


def game_seed(base: int, g: int) -> int:
    """The deal seed of game ``g`` of a tournament started from ``base``."""
    return base + 7919 * g


def play_game(seed: int, mc_seat: int | None, samples: int = DEFAULT_SAMPLES) -> dict:
    """Play one game; ``mc_seat=None`` makes every seat a RandomBot. Returns its record."""
    state = new_game(PLAYERS, seed=seed)
    bots = [MonteCarloBot(seed * 8 + s, samples) if s == mc_seat else RandomBot(seed * 8 + s)
            for s in range(PLAYERS)]
    declared: list[list[str]] = []
    held: list[list[int]] = []
    while not state.is_over():
        seat = state.to_act()[0]
        observation = state.observation(seat)
        action = bots[seat].choose(observation, state.legal_actions(seat))
        if isinstance(action, Declare):
            if len(state.to_act()) == PLAYERS:  # the first declaration of a round
                declared.append([""] * PLAYERS)
                held.append([0] * PLAYERS)
            beast = action.card.beast
            declared[-1][seat] = str(action.card)
            held[-1][seat] = sum(parse_card(c).beast is beast for c in observation["hand"])
        state.apply(seat, action)
    return {"seed": seed, "seat": mc_seat, "scores": state.scores(), "winners": state.winners(),
            "declared": declared, "held": held, "points": state.round_points()}


def run(games: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED, samples: int = DEFAULT_SAMPLES,
        control: bool = True, progress: Callable[[int, int], None] | None = None) -> dict:
    """Play the tournament (and its all-random control); return settings, summaries and records."""
    started = time.perf_counter()
    monte, rand = [], []
    for g in range(games):
        s = game_seed(seed, g)
        seat = g % PLAYERS
        monte.append(play_game(s, seat, samples))
        if control:
            rand.append({**play_game(s, None), "seat": seat})
        if progress:
            progress(g + 1, games)
    return {
        "game": "kirin",
        "settings": {"players": PLAYERS, "games": games, "seed": seed, "mc_samples": samples,
                     "mc_seat": "game g puts the MonteCarloBot in seat g mod 4",
                     "game_seed": f"{seed} + 7919 * g", "bot_seeds": "game seed * 8 + seat",
                     "win": "the watched seat is among the winners (KI-7: ties share the win)"},
        "mc_vs_random": summarize(monte),
        "control_all_random": summarize(rand) if control else None,
        "machine": {"python": platform.python_version(),
                    "seconds": round(time.perf_counter() - started, 1)},
        "games": monte,
        "control_games": rand,
    }


def summarize(records: list[dict]) -> dict:
    """Wins of the watched seat (shared wins count as wins), Wilson 95% CI, average points."""
    n = len(records)
    wins = sum(r["seat"] in r["winners"] for r in records)
    shared = sum(r["seat"] in r["winners"] and len(r["winners"]) > 1 for r in records)
    low, high = wilson_interval(wins, n)
    own = [r["scores"][r["seat"]] for r in records]
    rest = [p for r in records for s, p in enumerate(r["scores"]) if s != r["seat"]]
    return {
        "games": n, "wins": wins, "shared_wins": shared, "win_rate": wins / n, "ci95": [low, high],
        "avg_points_watched_seat": sum(own) / n, "avg_points_other_seats": sum(rest) / len(rest),
        "wins_by_seat": {str(seat): [sum(r["seat"] in r["winners"] for r in records if r["seat"] == seat),
                                     sum(r["seat"] == seat for r in records)]
                         for seat in range(PLAYERS)},
    }


def describe(summary: dict, who: str) -> str:
    """One line of figures for the console."""
    low, high = summary["ci95"]
    return (f"{who}: {summary['wins']} wins in {summary['games']} games = {summary['win_rate']:.1%} "
            f"(95% CI {low:.1%} to {high:.1%}), {summary['avg_points_watched_seat']:.2f} points on "
            f"average against {summary['avg_points_other_seats']:.2f} for the other seats")


def to_json_text(results: dict) -> str:
    """JSON with readable summaries and one line per game record (a small, diffable file)."""
    head = {k: v for k, v in results.items() if k not in ("games", "control_games")}
    text = json.dumps(head, indent=1)[:-2]
    for key in ("games", "control_games"):
        lines = ",\n  ".join(json.dumps(r, separators=(",", ":")) for r in results[key])
        text += f',\n "{key}": [\n  {lines}\n ]'
    return text + "\n}\n"


def main(argv: list[str] | None = None) -> None:
    """Run the tournament from the command line and write the JSON results."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES,
                        help="imagined deals per Monte Carlo decision (default %(default)s)")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)

    def tick(done: int, total: int) -> None:
        if done % 50 == 0 or done == total:
            print(f"  {done}/{total} games", flush=True)

    results = run(args.games, args.seed, args.samples, progress=tick)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(to_json_text(results))
    print(describe(results["mc_vs_random"], "MonteCarloBot vs 3 RandomBots"))
    print(describe(results["control_all_random"], "Control (4 RandomBots), same seat"))
    print(f"{results['machine']['seconds']} s; written to {args.out}")


if __name__ == "__main__":
    main()
