"""How Lauzait Cep! games end, and how long they last.

For 2, 3 and 4 players, ``--games`` games (default 1,000) at tables of ChancellorBots only
and at tables of RandomBots only. Every game has fixed seeds (deal, sticks, bots), so a
re-run gives the same figures. Per table the script prints the length of a game in steps
(every action counts: discards, moves, end of day, forms, dissolves, proposals and
answers) as median, 99th percentile and maximum, and how the games ended:

* how many seasons ended by a declaration of Lauzait-Cep! (revealed or concealed, LC-7),
  and how many by a Stalemate (LC-8, the last resort);
* how many games ended by agreement (LC-10) and how many played every season;
* how many games had a season that went on after every player had proposed to end and
  been declined: LC-10 allows one proposal per player per season, so such a season can
  end only by a declaration or a Stalemate. These seasons make the long tail of RandomBot
  tables: with two players the longest game, 20171, plays 185,913 steps and
  its second season ends by a Stalemate. It is long, not stuck: no piece ever leaves play
  within a season, and continued from its step 100,000 with other random choices it ends
  within 60,000 steps about one time in three.

A game that reaches ``--cap`` steps (default 1,000,000) is stopped and counted as
unfinished; the goal is none, and ChancellorBot tables under 1,000 steps at the 99th
percentile.

    .venv/bin/python benchmarks/lauzait_cep_endings.py                  # a few minutes
    .venv/bin/python benchmarks/lauzait_cep_endings.py --games 50       # a quick look

Progress goes to standard error; the table to standard output. Asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engines.lauzait_cep import new_game  # noqa: E402
from engines.lauzait_cep.bots import ChancellorBot, RandomBot  # noqa: E402

BOTS = {"Chancellor": ChancellorBot, "Random": RandomBot}


def no_proposal_left(players: int, events) -> bool:
    """Whether some season went on after every player had proposed to end it and been
    declined (LC-10: one proposal per player per season)."""
    proposals = 0
    for event in events:
        if event.kind == "season":
            proposals = 0
        elif event.kind == "propose":
            proposals += 1
        elif event.kind == "decline" and proposals == players:
            return True
    return False


def play(players: int, bot: str, game: int, cap: int) -> tuple[int, Counter, bool]:
    """One game at a table of one kind of bot: its steps, its ending events, finished or not."""
    seed = 10_000 * players + game
    bots = [BOTS[bot](seed * 10 + s) for s in range(players)]
    state = new_game(players, seed=seed)
    steps = 0
    while not state.is_over() and steps < cap:
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
        steps += 1
    kinds = Counter(e.kind for e in state.events)
    kinds["no proposal left"] = no_proposal_left(players, state.events)
    return steps, kinds, state.is_over()


def percentile(sorted_values: list[int], q: float) -> int:
    """The nearest-rank ``q`` percentile of sorted values."""
    rank = max(1, -(-len(sorted_values) * q // 100))
    return sorted_values[int(rank) - 1]


def table(players: int, bot: str, games: int, cap: int) -> dict:
    """Play ``games`` games and summarise their lengths and endings."""
    lengths, endings, unfinished = [], Counter(), 0
    started = time.monotonic()
    for game in range(games):
        steps, kinds, over = play(players, bot, game, cap)
        lengths.append(steps)
        endings["declarations"] += kinds["lauzait_cep"] + kinds["lauzait_cep_concealed"]
        endings["stalemates"] += kinds["stalemate"]
        endings["agreed"] += kinds["agreed"]
        endings["all seasons"] += over and not kinds["agreed"]
        endings["no proposal left"] += kinds["no proposal left"]
        unfinished += not over
        if (game + 1) % max(1, games // 10) == 0:
            print(f"  {players} players, {bot}: {game + 1}/{games} games "
                  f"({time.monotonic() - started:.0f} s)", file=sys.stderr, flush=True)
    lengths.sort()
    return {"players": players, "bot": bot, "games": games, "median": statistics.median(lengths),
            "p99": percentile(lengths, 99), "max": lengths[-1], "unfinished": unfinished,
            "seconds": time.monotonic() - started, **endings}


def main(argv: list[str] | None = None) -> None:
    """Parse the options, play every table, print one Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per table (default 1000)")
    parser.add_argument("--cap", type=int, default=1_000_000, help="steps before a game is stopped")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4], choices=[2, 3, 4])
    args = parser.parse_args(argv)
    rows = [table(p, bot, args.games, args.cap) for p in args.players for bot in BOTS]
    print(f"Lauzait Cep! endings: {args.games} games per table, fixed seeds, cap {args.cap:,} steps\n")
    print("| players | bots | median steps | 99th percentile | max | games ended by agreement "
          "| games played through every season | seasons ended by a declaration | by a Stalemate "
          "| games with a season played on after every proposal was declined | unfinished "
          "| seconds |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['players']} | {r['bot']} | {r['median']:g} | {r['p99']} | {r['max']} | {r['agreed']} "
              f"| {r['all seasons']} | {r['declarations']} | {r['stalemates']} | {r['no proposal left']} "
              f"| {r['unfinished']} "
              f"| {r['seconds']:.0f} |")


if __name__ == "__main__":
    main()
