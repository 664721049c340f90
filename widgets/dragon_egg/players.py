"""The Dragon Egg's players' table from ONE observation: money, bracelets, the egg, cards in hand, the sets placed.

The play table, a review row's picture, practice and the "Playing well" pages draw the players with
:func:`players_html`, from what ``obs["seat"]`` may see and nothing else (``seat`` None: the public view).
The play table's version (:func:`table_html`) marks the empty cells, which a phone leaves out, and shows
every set of the last round face up once the game is over, as it was revealed.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from ..layout import stacked
from .pictures import bracelet_svg, cards_svg, egg_svg, money_html

__all__ = ["players_html", "table_html"]


def players_html(obs: dict, names: Sequence[str], at_table: bool = False) -> str:
    """The players' table as ``obs["seat"]`` sees it: other seats' placed sets face down, a set shown with the egg
    named. ``at_table``: as the play table draws it (empty cells marked for a phone, the last reveal once over)."""
    me, over = obs["seat"], obs["over"]
    last = (obs.get("last_round") or {}) if at_table else {}
    rows = []
    for s in range(obs["players"]):
        brace = bracelet_svg(obs["bracelets"][s], 20) if obs["bracelets"][s] else "&ndash;"
        egg = egg_svg(26) if obs["egg_holder"] == s else ("&ndash;" if at_table else "")
        if over and last.get("far"):
            sets = f"{last['far'][s]} {last['near'][s]}".split()
            table = cards_svg(sets, width=30, height=42, title=f"{names[s]}'s sets, revealed: {' '.join(sets)}")
            doing = f"Far {last['far'][s]}, Near {last['near'][s]} (revealed)"
        elif s == me and obs["my_sets"]:
            table = cards_svg(" ".join(obs["my_sets"]).split(), width=30, height=42,
                              title="your two sets, face down")
            doing = f"placed Far {obs['my_sets'][0]}, Near {obs['my_sets'][1]}"
        elif obs["placed"][s]:
            table = cards_svg([None] * 4, width=30, height=42, title="two sets face down")
            doing = "placed two sets face down"
        else:
            table, doing = "", ("building" if obs["phase"] == "build" and not over else "")
        if obs["shown"][s]:
            doing += f"; shows its {obs['egg_target'].capitalize()}: {obs['shown'][s]}"
        winner = " &#9733; winner" if over and s in obs["winners"] else ""
        cls = ' class="de-me"' if s == me else ""
        empty = " tt-empty" if at_table else ""  # a phone leaves out a cell with nothing in it
        egg_cell = f' class="{empty.strip()}"' if at_table and obs["egg_holder"] != s else ""
        sets_cell = f' class="de-sets-{s}"' if at_table else ""
        rows.append(
            f'<tr{cls}><td><b>{escape(names[s])}</b>{winner}</td>'
            f'<td class="de-money-{s}">{money_html(obs["money"][s])}</td>'
            f'<td class="de-bracelets-{s}{empty * (not obs["bracelets"][s])}">{brace}</td><td{egg_cell}>{egg}</td>'
            f'<td>{obs["hand_sizes"][s]}</td><td{sets_cell}>{table} <span class="de-note">{escape(doing)}</span></td></tr>')
    head = ("<tr><th>Player</th><th>Money</th><th>Bracelets</th><th>Egg</th><th>Cards in hand</th>"
            "<th>On the table</th></tr>")
    kind = "de-table de-players" if at_table else "de-table"
    return stacked(f'<table class="{kind}">{head}{"".join(rows)}</table>')


def table_html(obs: dict, names: Sequence[str]) -> str:
    """The players as the play table draws them (:func:`players_html` at the table); each row stacks on a phone."""
    return players_html(obs, names, at_table=True)
