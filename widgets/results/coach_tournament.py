"""The Coach against Standard bots, as the analysis pages show it (stored by ``benchmarks/tournament_coach.py``).

Each table of ``coach_tournament.json`` is one game at one number of players: the Coach
sat in one seat (a different seat each game, so no seat's advantage helps it) and the
game's Standard bot in every other. A page shows the Coach's win share with its 95%
interval against the fair share (one in the number of players), and its mean final
margin over the best other player::

    from widgets.results import coach_tournament
    coach_tournament.show(key)      # a chart, or tables where matplotlib is missing (a key of widgets.games)
    coach_tournament.summary(key)   # the same figures in one paragraph
"""

from __future__ import annotations

from typing import Any

from . import Table, chart, load, say

__all__ = ["tables", "table", "show", "summary", "verdict", "budget"]


def tables(game: str) -> list[dict[str, Any]]:
    """The stored tables of ``game``, by number of players."""
    return sorted((t for t in load("coach_tournament")["tables"] if t["game"] == game), key=lambda t: t["players"])


def verdict(row: dict[str, Any]) -> str:
    """Whether the Coach won more, less, or about its fair share (by the 95% interval)."""
    if row["win_low"] > row["fair_share"]:
        return "more than a fair share"
    if row["win_high"] < row["fair_share"]:
        return "less than a fair share"
    return "cannot be told from a fair share"


def table(game: str) -> Table:
    """One row per number of players: games, the Coach's win share and margin, with 95% intervals."""
    return Table(["players", "games", "Coach's win share", "95% interval", "fair share", "mean margin",
                  "95% interval", "verdict"],
                 [[t["players"], t["games"], f"{t['win_share']:.1%}", f"{t['win_low']:.1%} to {t['win_high']:.1%}",
                   f"{t['fair_share']:.0%}", f"{t['margin']:+.1f}",
                   f"{t['margin_low']:+.1f} to {t['margin_high']:+.1f}", verdict(t)] for t in tables(game)],
                 caption="The Coach in one seat, Standard bots in the others")


def show(game: str) -> None:
    """The Coach's win share per number of players as bars with 95% whiskers, the fair share dashed."""
    rows = tables(game)

    def draw(plt: Any) -> None:
        fig, ax = plt.subplots(figsize=(7, 3.2))
        xs = range(len(rows))
        shares = [t["win_share"] for t in rows]
        ax.bar(xs, shares, color="#0072B2", edgecolor="#333333", width=0.6, label="the Coach",
               yerr=[[s - t["win_low"] for s, t in zip(shares, rows)], [t["win_high"] - s for s, t in zip(shares, rows)]],
               capsize=8)
        for x, t in zip(xs, rows):
            ax.hlines(t["fair_share"], x - 0.4, x + 0.4, colors="#D55E00", linestyles="--",
                      label="fair share" if x == 0 else None)
        ax.set_xticks(list(xs), [f"{t['players']} players\n({t['games']} games)" for t in rows])
        ax.set_xlim(-1, len(rows))
        ax.set_ylim(0, 1)
        ax.set_ylabel("share of games won")
        ax.set_title("The Coach against Standard bots: win share, 95% interval")
        ax.legend()
        plt.tight_layout()

    chart(draw, table(game))


def summary(game: str) -> None:
    """The stored figures in one paragraph, every number from the stored tables."""
    rows = tables(game)
    if not rows:
        say("No Coach tournament is stored for this game yet.")
        return
    parts = [f"at {t['players']} players the Coach won **{t['win_share']:.0%}** of {t['games']} games "
             f"(95% interval {t['win_low']:.0%} to {t['win_high']:.0%}; a fair share is {t['fair_share']:.0%}), "
             f"which {'' if verdict(t).startswith('cannot') else 'is '}{verdict(t)}" for t in rows]
    budgets = ", ".join(sorted({str(budget(game, t)) for t in rows}))
    looks = sorted({t.get("confirm", 0) * budget(game, t) for t in rows} - {0})
    gates = sorted({gate_words(t.get("gate")) for t in rows if t.get("confirm")})
    looked = [t["players"] for t in rows if t.get("confirm")]
    where = "" if len(looked) == len(rows) else f" at {' and '.join(map(str, looked))} players,"
    second = (f" and,{where} where its best choice was not the Standard bot's, played those two again on "
              f"{', '.join(map(str, looks))} fresh endings each, keeping its own only if it still came out "
              f"ahead there {' or '.join(gates)}" if looks else "")
    text = "; ".join(parts)
    say("**What the tournament shows.** " + text[0].upper() + text[1:] + f". The Coach tried each choice on {budgets} "
        f"sampled endings before it moved{second}; each game was dealt from its own seed (seed {rows[0]['seed']} and on), "
        "so anyone re-running the tournament gets the same games.")


def gate_words(gate: float | None) -> str:
    """How sure a table's Coach had to be to leave the Standard bot's choice (its ``GATE``), in words."""
    if gate is None:
        return "beyond the 95% interval of the paired difference"
    return f"by more than {'one standard error' if gate == 1 else f'{gate:g} standard errors'} of the playouts"


def budget(game: str, row: dict[str, Any]) -> int:
    """The playouts per choice a table's Coach used, as the tournament recorded it (the bot's default may
    have changed since)."""
    return row["budget"]
