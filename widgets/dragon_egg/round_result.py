"""A scored round in pictures and words: each set, what it beats, the earnings, the bracelets and the egg.

The calculator, the replay and the table all show a round's result this one way; every figure is
the engine's :class:`~engines.dragon_egg.RoundResult`.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from engines.dragon_egg import RoundResult, Rules

from ..layout import stacked
from .pictures import bracelet_svg, egg_svg, money_html, set_svg, sticks_svg

__all__ = ["result_html"]


def _why(strength, rules: Rules | None) -> str:
    """Explain a strength in words: the kind, the total and what each Revelation became (DE-1)."""
    text = ("Friends: same colour and same number." if strength.friends
            else "BAH-YAH: not a Friends pair, so it loses to every Friends.")
    if strength.became:
        text += f" {strength.became} (DE-1)."
    return text


def _beats_text(seat: int, beaten: Sequence[int], sets: Sequence, strengths: Sequence,
                part: str, names: Sequence[str]) -> str:
    """Which other sets this one beats or ties, with ties named as ties (DE-3)."""
    if not beaten:
        return f"beats or ties no other {part}"
    items = []
    for other in beaten:
        tie = strengths[other] == strengths[seat]
        pair = " ".join(map(str, sets[other]))
        items.append(f"{'ties' if tie else 'beats'} {names[other]} ({pair})")
    return ", ".join(items)


def result_html(result: RoundResult, names: Sequence[str], egg_before: int | None,
                rules: Rules | None = None) -> str:
    """The scored round as an HTML table plus the bracelet and egg lines."""
    n = len(result.earnings)
    rows = []
    for s in range(n):
        cells = [f'<td><b>{escape(names[s])}</b></td>']
        for part, sets, strengths, scores, beats in (
                ("Far", result.far, result.far_strength, result.far_scores, result.far_beats),
                ("Near", result.near, result.near_strength, result.near_scores, result.near_beats)):
            picture = set_svg(sets[s], part, rules=rules)
            why = _why(strengths[s], rules)
            vs = _beats_text(s, beats[s], sets, strengths, part, names)
            cells.append(
                f'<td class="de-{part.lower()}-{s}">{picture}<div class="de-why">{escape(why)}</div></td>')
            cells.append(
                f'<td class="de-{part.lower()}-score-{s}">{sticks_svg(scores[s])}'
                f'<div><b>{scores[s]}</b> of {n - 1}</div><div class="de-why">{escape(vs)}</div></td>')
        earn = result.earnings[s]
        cells.append(
            f'<td class="de-earnings-{s}" aria-label="{escape(names[s])} earns {earn} ZOO">'
            f'<div>{result.far_scores[s]} &times; {result.near_scores[s]} = <b>{earn} ZOO</b></div>'
            f'{money_html(earn, label=False) if earn else ""}</td>')
        gets = []
        if s in result.bracelets:
            gets.append(f'{bracelet_svg()} <span>takes a bracelet</span>')
        if result.egg_holder == s:
            gets.append(f'{egg_svg(28)} <span>holds the egg</span>')
        cells.append(f'<td class="de-gets-{s}">{"<br>".join(gets) or "&ndash;"}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    head = ("<tr><th>Player</th><th>Far (the stronger set)</th><th>Far score</th>"
            "<th>Near (the other set)</th><th>Near score</th><th>Earnings = Far &times; Near</th>"
            "<th>Takes</th></tr>")
    table = stacked(f'<table class="de-table de-result-table">{head}{"".join(rows)}</table>')
    return table + _bracelet_line(result, names) + _egg_line(result, names, egg_before)


def _bracelet_line(result: RoundResult, names: Sequence[str]) -> str:
    """Who takes a Sage's Bracelet this round (DE-5)."""
    if result.bracelets:
        who = " and ".join(names[s] for s in result.bracelets)
        text = f"{who} earned nothing and take{'s' if len(result.bracelets) == 1 else ''} a Sage's Bracelet (DE-5)."
    else:
        text = "Everyone earned something, so nobody takes a bracelet (DE-5)."
    return f'<p class="de-bracelets">{escape(text)}</p>'


def _egg_line(result: RoundResult, names: Sequence[str], before: int | None) -> str:
    """Where the egg goes and why (DE-7)."""
    after = result.egg_holder
    where = "the centre" if before is None else names[before]
    if after != before:
        text = f"The egg goes to {names[after]} (from {where}): {result.egg_reason} (DE-7)."
    elif before is None:
        text = f"The egg stays in the centre: {result.egg_reason} (DE-7)."
    else:
        text = f"The egg stays with {names[before]}: {result.egg_reason} (DE-7)."
    return f'<p class="de-egg" style="display:flex;align-items:center;gap:8px">{egg_svg(26)}<span>{escape(text)}</span></p>'
