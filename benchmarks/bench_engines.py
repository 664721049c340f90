"""The four engines side by side against two plain-Python references.

    .venv/bin/python benchmarks/bench_engines.py                  # about half a minute
    .venv/bin/python benchmarks/bench_engines.py --rounds 3 --duration 0.1   # a smoke run
    .venv/bin/python benchmarks/bench_engines.py --only kirin     # references + one game
    .venv/bin/python benchmarks/bench_engines.py --save benchmarks/results/engines.md   # keep a run
    .venv/bin/python benchmarks/bench_engines.py --per-game      # also per game: see below
    .venv/bin/python benchmarks/bench_engines.py --old ../old    # also another checkout's engines

Every contender plays random games in one process: a new game with its deal, then
``to_act``, ``legal_actions`` and ``apply`` until the game is over, the random choice
of seat and action included. The two references play a 4-player, 36-card, 8-trick
game written here with no framework (standard library only):

* 36 cards: four suits of nine ranks; each player is dealt 9.
* Each player first sets one card aside (4 actions, in seat order).
* Then 8 tricks: the leader plays any card, the others must follow the led suit if
  they can; the highest card of the led suit wins and its player leads next.
* Each trick won is a point.

The *tight loop* plays that game with lists and integers inline; the *object-oriented
state* is a small class with ``to_act`` / ``legal_actions`` / ``apply`` (which checks
the seat and the card) driven by the same loop as the engines. Contenders are
interleaved: each round times every contender once for about ``--duration`` seconds,
in turn, and the table gives the median over rounds of the microseconds per action
and of the ratio to the object-oriented reference measured in the same round (the
machine may be shared and noisy; ratios within one process still hold). The clock is
this process's CPU time unless ``--clock wall``.

``--per-game`` adds three columns: actions per game, microseconds per game and the ratio
per game to the object-oriented reference. The games differ in length (the reference
game has 36 actions, a 4-player Dragon Egg game about 21, a Lauzait Cep! game hundreds),
so neither view compares them alone: per action weighs most on a game whose automatic
steps (a reveal, a scoring, a refill) fall between few actions, per game on a long game.

``--old DIR`` also times the engines of another checkout (an older commit, say) in the
same process, as rows marked "(old)", so a change to the engines is measured against
what it replaced under the same load. The other checkout's ``engines`` package is
imported under the name ``old_engines``.

Prints one Markdown table; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

PLAYERS = 4
SUITS = 4
RANKS = 9
HAND = 9
TRICKS = 8


# ----- reference 1: the tight loop -------------------------------------------------------------

def tight_loop_games(games: int, seed: int) -> int:
    """Play ``games`` random games of the reference game inline; return the number of actions."""
    rng = random.Random(seed)
    choice = rng.choice
    actions = 0
    for _ in range(games):
        deck = list(range(SUITS * RANKS))
        rng.shuffle(deck)
        hands = [deck[HAND * s:HAND * s + HAND] for s in range(PLAYERS)]
        for s in range(PLAYERS):  # each player sets one card aside
            hands[s].remove(choice(hands[s]))
            actions += 1
        points = [0] * PLAYERS
        leader = 0
        for _trick in range(TRICKS):
            hand = hands[leader]
            led = choice(hand)
            hand.remove(led)
            suit = led // RANKS
            best, winner = led, leader
            for i in range(1, PLAYERS):
                seat = (leader + i) % PLAYERS
                hand = hands[seat]
                follow = [c for c in hand if c // RANKS == suit]
                card = choice(follow or hand)
                hand.remove(card)
                if card // RANKS == suit and card > best:
                    best, winner = card, seat
            actions += PLAYERS
            points[winner] += 1
            leader = winner
    return actions


# ----- reference 2: a small object-oriented state ----------------------------------------------

class TrickState:
    """The reference game as a small class driven through to_act / legal_actions / apply."""

    def __init__(self, seed: int) -> None:
        deck = list(range(SUITS * RANKS))
        random.Random(seed).shuffle(deck)
        self.hands = [deck[HAND * s:HAND * s + HAND] for s in range(PLAYERS)]
        self.aside = [-1] * PLAYERS
        self.trick: list[int] = []
        self.points = [0] * PLAYERS
        self.leader = 0
        self.turn = 0
        self.tricks_left = TRICKS
        self.log: list[tuple] = []

    def to_act(self) -> list[int]:
        """The one seat to act, or ``[]`` when the game is over."""
        return [self.turn] if self.tricks_left else []

    def legal_actions(self, seat: int) -> list[int]:
        """The cards ``seat`` may play (or set aside) now."""
        if seat != self.turn or not self.tricks_left:
            return []
        hand = self.hands[seat]
        if self.trick and self.aside[seat] >= 0:
            suit = self.trick[0] // RANKS
            follow = [c for c in hand if c // RANKS == suit]
            if follow:
                return follow
        return hand[:]

    def apply(self, seat: int, card: int) -> None:
        """Set a card aside or play it to the trick; refuse a wrong seat or card."""
        if type(seat) is not int or seat != self.turn or card not in self.legal_actions(seat):
            raise ValueError(f"seat {seat} may not play {card} now")
        self.hands[seat].remove(card)
        if self.aside[seat] < 0:
            self.aside[seat] = card
            self.log.append(("aside", seat))
            self.turn = (seat + 1) % PLAYERS
            return
        self.trick.append(card)
        self.log.append(("play", seat, card))
        if len(self.trick) < PLAYERS:
            self.turn = (seat + 1) % PLAYERS
            return
        suit = self.trick[0] // RANKS
        best = max((c for c in self.trick if c // RANKS == suit))
        winner = (self.leader + self.trick.index(best)) % PLAYERS
        self.points[winner] += 1
        self.log.append(("win", winner, tuple(self.trick)))
        self.trick = []
        self.leader = self.turn = winner
        self.tricks_left -= 1


# ----- the contenders --------------------------------------------------------------------------

def api_games(deal: Callable[[int], object], games: int, seed: int) -> int:
    """Play ``games`` random games through the public API; return the number of actions."""
    chooser = random.Random(seed)
    choice = chooser.choice
    actions = 0
    for g in range(games):
        state = deal(seed * 1_000_003 + g)
        while True:
            seats = state.to_act()
            if not seats:
                break
            seat = choice(seats)
            state.apply(seat, choice(state.legal_actions(seat)))
            actions += 1
    return actions


def _engine(module: str, players: int) -> Callable[[int, int], int]:
    """A contender playing ``module``'s engine with ``players`` players through the public API."""
    import importlib

    new_game = importlib.import_module(module).new_game
    return lambda games, seed: api_games(lambda s: new_game(players, seed=s), games, seed)


TIGHT = "plain tight loop"
OO = "plain object-oriented state"

def _rows() -> dict[str, list[tuple[str, str, str, int]]]:
    """Each game's rows, by --only name: (title, player count label, module, players) at each of the tables its
    ``ENGINE_TABLES`` (``benchmarks/bench_<key>.py``) names."""
    from benchmarks.common import game_bench
    from widgets.games import GAMES as REGISTRY

    return {info.key: [(info.title, f"{n}p", info.engine, n) for n in game_bench(info.key).ENGINE_TABLES]
            for info in REGISTRY}


GAMES = _rows()  # --only name: [(row label, player count label, module, players)]


def load_old_engines(root: Path, only: list[str] | None) -> None:
    """Import another checkout's engines as ``old_engines`` (its games too), beside ``engines``."""
    import importlib

    def ours() -> dict:
        return {name: sys.modules.pop(name) for name in list(sys.modules)
                if name == "engines" or name.startswith("engines.")}
    current = ours()
    sys.path.insert(0, str(root.resolve()))
    try:
        for name in GAMES:
            if not only or name in only:
                importlib.import_module(f"engines.{name}")
    finally:
        sys.path.remove(str(root.resolve()))
    for name, module in ours().items():
        sys.modules["old_" + name] = module
    sys.modules.update(current)


def contenders(only: list[str] | None, old: bool = False) -> dict[tuple[str, str], Callable[[int, int], int]]:
    """Every contender by (row label, player count label), references first; with ``old``, the
    old engines' rows after each game's."""
    found: dict[tuple[str, str], Callable[[int, int], int]] = {
        (TIGHT, ""): tight_loop_games,
        (OO, ""): lambda games, seed: api_games(TrickState, games, seed),
    }
    for name, rows in GAMES.items():
        if only and name not in only:
            continue
        for label, count, module, players in rows:
            found[(label, count)] = _engine(module, players)
        for label, count, module, players in rows if old else ():
            found[(f"{label} (old)", count)] = _engine("old_" + module, players)
    return found


# ----- timing ----------------------------------------------------------------------------------

def time_for(play: Callable[[int, int], int], duration: float, seed: int,
             clock: Callable[[], float]) -> tuple[float, float]:
    """Microseconds per action and per game of ``play``, playing whole games for at least ``duration`` seconds."""
    actions = played = 0
    games = 1
    start = clock()
    while True:
        actions += play(games, seed)
        played += games
        seed += 1
        spent = clock() - start
        if spent >= duration:
            return spent / actions * 1e6, spent / played * 1e6
        games = min(games * 2, 64)


def measure(rows: dict, rounds: int, duration: float, clock: Callable[[], float],
            progress: Callable[[str], None]) -> dict:
    """For every contender: the list, over rounds, of (us per action, ratio to the OO reference,
    us per game, ratio per game to the OO reference)."""
    for play in rows.values():  # warm up: imports, caches, the first deal
        time_for(play, min(duration, 0.05), 999_999, clock)
    results: dict = {key: [] for key in rows}
    for r in range(rounds):
        times = {key: time_for(play, duration, 1000 * (r + 1), clock) for key, play in rows.items()}
        ref_action, ref_game = times[(OO, "")]
        for key, (us, game_us) in times.items():
            results[key].append((us, us / ref_action, game_us, game_us / ref_game))
        progress(f"round {r + 1}/{rounds} done")
    return results


def table(results: dict, per_game: bool = False) -> str:
    """The Markdown table: median us per action and median ratio, rows in order.

    ``per_game`` adds the median actions per game, us per game and ratio per game: a view
    for games whose automatic steps (a reveal, a scoring, a refill) fall between few actions.
    """
    head = "| engine | us per action | ratio to the object-oriented reference |"
    if per_game:
        head += " actions per game | us per game | ratio per game |"
    lines = [head, "|---" * head.count(" | ") + "|---|"]
    by_label: dict[str, list] = {}
    for (label, count), runs in results.items():
        by_label.setdefault(label, []).append((count, runs))
    for label, entries in by_label.items():
        columns = range(4 if per_game else 2)
        medians = [[statistics.median(run[c] for run in runs) for _, runs in entries] for c in columns]
        counts = " / ".join(count for count, _ in entries)
        name = f"{label} ({counts})" if counts else label
        cells = [" / ".join(f"{v:.2f}" for v in medians[0]), " / ".join(f"{v:.2f}" for v in medians[1])]
        if per_game:
            per_run = [[run[2] / run[0] for run in runs] for _, runs in entries]
            cells += [" / ".join(f"{statistics.median(a):.1f}" for a in per_run),
                      " / ".join(f"{v:.0f}" for v in medians[2]), " / ".join(f"{v:.2f}" for v in medians[3])]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    """Measure every contender and print the table."""
    parser = argparse.ArgumentParser(description="The engines against two plain-Python references.")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (median taken; default 7)")
    parser.add_argument("--duration", type=float, default=0.4,
                        help="seconds each contender plays per round (default 0.4)")
    parser.add_argument("--only", action="append", choices=sorted(GAMES),
                        help="time only this game (besides the references); may be repeated")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                        help="process CPU time (default) or the wall clock")
    parser.add_argument("--spread", action="store_true", help="also print each row's lowest and highest ratio")
    parser.add_argument("--per-game", action="store_true",
                        help="also print actions per game, us per game and the ratio per game")
    parser.add_argument("--old", metavar="DIR", type=Path,
                        help="also time the engines of the checkout in DIR, as rows marked (old)")
    parser.add_argument("--save", metavar="PATH", help="also write the table (and the spread) to a Markdown file")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.duration <= 0:
        parser.error("--rounds must be at least 1 and --duration above 0")
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    if args.old:
        load_old_engines(args.old, args.only)
    rows = contenders(args.only, old=bool(args.old))
    heading = (f"Python {sys.version.split()[0]}; one process; {args.rounds} interleaved rounds of about "
               f"{args.duration:g} s per contender; {args.clock} clock; medians over rounds.")
    print(heading, flush=True)
    results = measure(rows, args.rounds, args.duration, clock,
                      lambda text: print(f"  {text}", file=sys.stderr, flush=True))
    lines = ["", table(results, args.per_game)]
    if args.spread or args.save:
        lines.append("")
        for (label, count), runs in results.items():
            ratios = [run[1] for run in runs]
            lines.append(f"- {label} {count}".rstrip() + f": ratio {min(ratios):.2f} to {max(ratios):.2f}")
    print("\n".join(lines if args.spread else lines[:2]))
    if args.save:
        load = " / ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "unknown"
        command = "benchmarks/bench_engines.py " + " ".join(argv if argv is not None else sys.argv[1:])
        Path(args.save).write_text(
            f"# Engines against the plain-Python references\n\n"
            f"Written by `{command}` on {time.strftime('%Y-%m-%d')}, "
            f"{os.cpu_count()} cores, load average {load} (1 / 5 / 15 min) when it finished.\n\n"
            f"{heading}\n" + "\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
