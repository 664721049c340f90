"""The Coach against OpenSpiel's bots, as the analysis pages show it (stored by ``benchmarks/peer_bots.py``).

Each table of ``peer_bots.json`` is one game at one number of players against one of OpenSpiel's
bots: information-set MCTS (``ismcts``) or MCTS on sampled worlds (``mcts``), each given per move
the CPU time the Coach spends per move. Every pair of games shares its deal, the Coach and the peer
swapping seats; any other seat is the game's Standard bot. This module only reads the stored
JSON (it never needs OpenSpiel)::

    from widgets.results import peer_bots
    peer_bots.show(key)      # the table (a game's key, as in widgets.games)
    peer_bots.summary(key)   # the same figures in one paragraph
"""

from __future__ import annotations

from typing import Any

from . import Table, load, say

__all__ = ["PEERS", "ran", "tables", "table", "show", "summary", "verdict"]

PEERS = {"ismcts": "information-set MCTS", "mcts": "MCTS on sampled worlds"}
"""OpenSpiel's bots, by their key in the stored run, in words."""
SHORT = {"ismcts": "ISMCTS", "mcts": "MCTS"}
"""The same, short, for the table's column."""


def ran(game: str = "") -> dict[str, Any]:
    """What was run: the command, the code's commit, OpenSpiel's version, the settings and the CPU time; with
    ``game``, the run that made that game's tables (a later run may have replaced some games' tables only)."""
    stored = load("peer_bots")
    runs = [stored["ran"], *([stored["earlier"]] if "earlier" in stored else [])]
    return next((r for r in runs if game in r.get("games", ())), runs[0]) if game else runs[0]


def tables(game: str) -> list[dict[str, Any]]:
    """The stored tables of ``game``, by number of players, then peer."""
    rows = [t for t in load("peer_bots")["tables"] if t["game"] == game]
    return sorted(rows, key=lambda t: (t["players"], list(PEERS).index(t["peer"])))


def verdict(row: dict[str, Any]) -> str:
    """Who did better by the 95% interval of the paired gap (the Coach's win share minus the peer's)."""
    if row["gap_low"] > 0:
        return "the Coach did better"
    if row["gap_high"] < 0:
        return f"{PEERS[row['peer']]} did better"
    return "cannot be told apart"


def table(game: str) -> Table:
    """One row per number of players and peer: both win shares and the paired gap, with 95% intervals (the CPU
    time a move and the fair share are in :func:`summary`); narrow enough for a page's width."""
    return Table(["players", "OpenSpiel's bot", "games", "Coach wins (95%)", "bot wins (95%)", "paired gap (95%)",
                  "verdict"],
                 [[t["players"], SHORT[t["peer"]], t["games"],
                   f"{t['coach_win_share']:.0%} ({t['coach_low']:.0%}\u2013{t['coach_high']:.0%})",
                   f"{t['peer_win_share']:.0%} ({t['peer_low']:.0%}\u2013{t['peer_high']:.0%})",
                   f"{t['gap']:+.2f} ({t['gap_low']:+.2f} to {t['gap_high']:+.2f})",
                   verdict(t)] for t in tables(game)],
                 caption="The Coach against OpenSpiel's bots at equal CPU time a move")


def show(game: str) -> None:
    """The stored table of ``game``, or a sentence when none is stored."""
    from IPython.display import display

    if not tables(game):
        say("No run against OpenSpiel's bots is stored for this game yet.")
        return
    display(table(game))


def summary(game: str) -> None:
    """The stored figures in one paragraph, every number from the stored run."""
    rows = tables(game)
    if not rows:
        say("No run against OpenSpiel's bots is stored for this game yet.")
        return
    setting = ran(game)
    parts = [f"at {t['players']} players against {PEERS[t['peer']]} the Coach won **{t['coach_win_share']:.0%}** of "
             f"{t['games']} games and the bot {t['peer_win_share']:.0%} (a fair share is {t['fair_share']:.0%}); "
             f"the paired gap, {t['gap']:+.2f} (95% interval {t['gap_low']:+.2f} to {t['gap_high']:+.2f}), says "
             f"{verdict(t)}" for t in rows]
    text = "; ".join(parts)
    say("**What the run shows.** " + text[0].upper() + text[1:] + f". Each table is {rows[0]['pairs']} pairs of "
        f"games dealt from the same cards (from number {setting['seed']} on), the Coach and the bot swapping "
        "places, so the intervals are wide: a first look, not a verdict. The bots searched for as long as the "
        f"Coach thinks at its own strength, with random playouts (OpenSpiel {setting['open_spiel']}).")
