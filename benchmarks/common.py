"""What the benchmark and tournament scripts share: timing random play and bot decisions,
Wilson intervals, seat rotation, win summaries and the compact JSON layout of the results.

The scripts run as files (``.venv/bin/python benchmarks/bench_kirin.py``) or are loaded
by notebooks and tests with ``importlib``; each puts the repository root on
``sys.path`` before ``from benchmarks.common import ...``. Standard library only.
"""

from __future__ import annotations

import importlib
import json
import random
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from engines.stats import wilson_interval

__all__ = [
    "PlayTiming", "random_play", "best_run", "hero_decisions", "describe_times",
    "wilson_interval", "play_out", "rotate_seats", "win_summary", "wins_by_seat", "describe_wins",
    "flat_json_text", "by_players_json_text", "write_json", "game_bench",
]


def game_bench(key: str) -> Any:
    """A game's own benchmark module, ``benchmarks/bench_<key>.py``, whose constants (``COACH_TABLE``,
    ``PLAYOUT_TABLES``, ``TRACES``...) the shared scripts read: no shared script lists the games itself."""
    return importlib.import_module(f"benchmarks.bench_{key}")


# ----- speed ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayTiming:
    """How long random play of some games took: actions, games, seconds, and the dealing's share."""

    actions: int
    games: int
    seconds: float
    dealing: float

    @property
    def us_per_action(self) -> float:
        """Microseconds per action, dealing included."""
        return self.seconds / self.actions * 1e6

    @property
    def bare_us_per_action(self) -> float:
        """Microseconds per action, dealing left out."""
        return (self.seconds - self.dealing) / self.actions * 1e6

    @property
    def games_per_second(self) -> float:
        """Whole games (dealing included) per second."""
        return self.games / self.seconds

    @property
    def actions_per_game(self) -> float:
        """Mean actions in one game."""
        return self.actions / self.games


def random_play(deal: Callable[[int], Any], games: int, seed: int, *, any_seat: bool = False,
                clock: Callable[[], float] = time.process_time) -> PlayTiming:
    """Play ``deal(g)`` for g < ``games`` to the end with random legal actions, timing it on one core.

    The loop is the public API only: ``to_act``, ``legal_actions`` and ``apply`` (events
    included), plus the random choice itself. The first seat to act moves, or a random
    one of them with ``any_seat``. ``clock`` is CPU time by default.
    """
    chooser = random.Random(seed)
    actions = 0
    dealing = 0.0
    start = clock()
    for g in range(games):
        t = clock()
        state = deal(g)
        dealing += clock() - t
        while True:
            seats = state.to_act()
            if not seats:
                break
            seat = chooser.choice(seats) if any_seat else seats[0]
            state.apply(seat, chooser.choice(state.legal_actions(seat)))
            actions += 1
    return PlayTiming(actions, games, clock() - start, dealing)


def best_run(runs: Sequence[PlayTiming]) -> PlayTiming:
    """The run with the fewest microseconds per action: other work on the machine only slows a run down."""
    return min(runs, key=lambda run: run.seconds / run.actions)


def hero_decisions(deal: Callable[[int], Any], strong: Callable[[int], Any], weak: Callable[[int], Any],
                   games: int, seats: int = 4) -> dict[str, list[float]]:
    """Seconds per decision of a strong bot against weak ones, its seat rotating (game g: seat g mod seats).

    Keys: ``choose`` (wall clock of its ``choose``), ``hint`` and ``hint_cpu`` (wall and
    CPU time of ``choose_with_reason`` by a fresh bot of its kind, as an app's hint asks).
    Bots are made as ``strong(g)`` or ``weak(g * seats + seat)``, the hint bot as ``strong(g + 10000)``.
    """
    times: dict[str, list[float]] = {"choose": [], "hint": [], "hint_cpu": []}
    for g in range(games):
        state = deal(g)
        hero = g % seats
        bots = [strong(g) if s == hero else weak(g * seats + s) for s in range(seats)]
        hint_bot = strong(g + 10_000)
        while not state.is_over():
            seat = state.to_act()[0]
            obs, legal = state.observation(seat), state.legal_actions(seat)
            if seat == hero:
                wall, cpu = time.perf_counter(), time.process_time()
                hint_bot.choose_with_reason(obs, legal)
                times["hint"].append(time.perf_counter() - wall)
                times["hint_cpu"].append(time.process_time() - cpu)
                wall = time.perf_counter()
                action = bots[seat].choose(obs, legal)
                times["choose"].append(time.perf_counter() - wall)
            else:
                action = bots[seat].choose(obs, legal)
            state.apply(seat, action)
    return times


def describe_times(times: list[float]) -> str:
    """Mean, median, 95th percentile and maximum in milliseconds."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"mean {statistics.mean(times) * 1e3:.1f} ms, median {statistics.median(times) * 1e3:.1f} ms, "
            f"95th percentile {p95 * 1e3:.1f} ms, max {max(times) * 1e3:.1f} ms "
            f"over {len(times)} decisions")


# ----- tournaments ------------------------------------------------------------------------------


def play_out(state: Any, bots: Sequence[Any]) -> None:
    """Let the bots play ``state`` to its end, each choosing from its own seat's observation."""
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))


def rotate_seats(games: int, players: int, seed_of: Callable[[int], int],
                 play: Callable[[int, int | None], dict], *, seat_key: str = "seat", control: bool = True,
                 progress: Callable[[int, int], None] | None = None) -> tuple[list[dict], list[dict]]:
    """Play ``games`` deals with the watched bot in seat g mod ``players``, each again as an all-random control.

    ``play(deal_seed, seat)`` plays one game and returns its record; ``seat=None`` means
    no watched bot. A control record keeps, under ``seat_key``, the seat the watched bot
    had in that deal. Returns (watched records, control records).
    """
    watched, rand = [], []
    for g in range(games):
        s = seed_of(g)
        seat = g % players
        watched.append(play(s, seat))
        if control:
            rand.append({**play(s, None), seat_key: seat})
        if progress:
            progress(g + 1, games)
    return watched, rand


def win_summary(records: list[dict], seat_key: str = "seat") -> dict:
    """Games, wins of the watched seat (a shared win counts), shared wins, win rate and its Wilson 95% CI."""
    n = len(records)
    wins = sum(r[seat_key] in r["winners"] for r in records)
    shared = sum(r[seat_key] in r["winners"] and len(r["winners"]) > 1 for r in records)
    low, high = wilson_interval(wins, n)
    return {"games": n, "wins": wins, "shared_wins": shared, "win_rate": wins / n, "ci95": [low, high]}


def wins_by_seat(records: list[dict], players: int, seat_key: str = "seat") -> dict[str, list[int]]:
    """Per seat of the watched bot: [wins, games]."""
    return {str(seat): [sum(r[seat_key] in r["winners"] for r in records if r[seat_key] == seat),
                        sum(r[seat_key] == seat for r in records)]
            for seat in range(players)}


def describe_wins(summary: dict, who: str) -> str:
    """The start of a console line: wins, games, win rate and its 95% interval."""
    low, high = summary["ci95"]
    return (f"{who}: {summary['wins']} wins in {summary['games']} games = {summary['win_rate']:.1%} "
            f"(95% CI {low:.1%} to {high:.1%})")


def _records(records: list[dict], indent: str) -> str:
    """One compact JSON line per game record."""
    return f",\n{indent}".join(json.dumps(r, separators=(",", ":")) for r in records)


def flat_json_text(results: dict) -> str:
    """JSON with readable summaries, then ``games`` and ``control_games``, one line per record."""
    head = {k: v for k, v in results.items() if k not in ("games", "control_games")}
    text = json.dumps(head, indent=1)[:-2]
    for key in ("games", "control_games"):
        text += f',\n "{key}": [\n  {_records(results[key], "  ")}\n ]'
    return text + "\n}\n"


def by_players_json_text(results: dict, watched: str) -> str:
    """JSON by player count: settings, then per count the ``watched`` and control summaries and records."""
    out = ['{']
    head = {k: v for k, v in results.items() if k != "results"}
    for key, value in head.items():
        out.append(f' {json.dumps(key)}: {json.dumps(value)},')
    out.append(' "results": {')
    counts = list(results["results"].items())
    for i, (players, block) in enumerate(counts):
        out.append(f'  {json.dumps(players)}: {{')
        out.append(f'   "players": {block["players"]},')
        out.append(f'   "{watched}": {json.dumps(block[watched])},')
        out.append(f'   "control_all_random": {json.dumps(block["control_all_random"])},')
        for key in ("games", "control_games"):
            comma = "," if key == "games" else ""
            out.append(f'   "{key}": [\n    {_records(block[key], "    ")}\n   ]{comma}')
        out.append('  }' + ("," if i < len(counts) - 1 else ""))
    out.append(' }')
    out.append('}')
    return "\n".join(out) + "\n"


def write_json(text: str, path: Path) -> None:
    """Write results to ``path`` (folders made as needed), once the text reads back as JSON."""
    json.loads(text)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
