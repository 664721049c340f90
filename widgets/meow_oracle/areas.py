"""Meow Oracle's Areas and rounds in words and pictures: what the play table, the replay and the review show.

:func:`areas_html` draws every Area as one observation shows it (face-up cards, backs, empty
squares, the cards beside it); :func:`round_html` a finished round's scoring (a move in words is
:func:`widgets.meow_oracle.review.describe_action`). All of it is drawn from an observation: nothing a
seat could not see (nobody knows a face-down card, MO-6).
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from engines.core import seat_name
from engines.meow_oracle import scoring_lines

from .words import line_name
from .pictures import cards_svg, grid_svg, winner_points_svg

__all__ = ["LEARNER", "areas_html", "round_html", "who"]

LEARNER = 0
"""The seat called "you" when nobody says otherwise (Aiko)."""


def who(seat: int, players: int, me: int = LEARNER) -> str:
    """A seat's name with where it sits from the learner: 'Bruno (your left)'."""
    if seat == me:
        return f"You ({seat_name(seat)})"
    if players == 2:
        where = "opponent"
    elif seat == (me + 1) % players:
        where = "your left"
    elif seat == (me - 1) % players:
        where = "your right"
    else:
        where = "opposite"
    return f"{seat_name(seat)} ({where})"


def areas_html(obs: dict, me: int | None = LEARNER, cell: float = 40,
               kinds: Sequence[str] | None = None) -> str:
    """Every Area as it is now: face-up cards, backs, empty squares, the cards beside it.

    The run so far and the completed colour lines are marked (MO-1..MO-3). ``kinds``
    (one per seat, e.g. "person", "Standard bot") is written beside each name.
    """
    n = obs["players"]
    boxes = []
    for s in range(n):
        area = obs["areas"][s]
        picture = grid_svg([t if t else "" for t in area], True, True, path=obs["path"], cell=cell,
                           title=f"{seat_name(s)}'s Area")
        aside = obs["aside"][s]
        beside = (cards_svg([None] * aside, width=22, height=30, gap=3,
                            title=f"{aside} face-down card{'s' if aside != 1 else ''} beside the Area")
                  + f' <span class="mo-note">{aside} beside</span>') if aside else (
            '<span class="mo-note">none beside</span>')
        up = sum(1 for t in area if t not in ("", "?"))
        name = who(s, n, me) if me is not None else seat_name(s)
        if kinds is not None:
            name += f" \u00b7 {kinds[s]}"
        turn = (f" &#9654; <i>{'your' if s == me else 'their'} turn</i>" if obs.get("active") == s else "")
        cls = "mo-area-box mo-me" if s == me else "mo-area-box"
        boxes.append(f'<div class="{cls} mo-area-{s}"><div><b>{escape(name)}</b>{turn}</div>'
                     f"{picture}<div>{beside}</div>"
                     f'<div class="mo-note">{up} of 9 face up</div></div>')
    return '<div class="mo-areas">' + "".join(boxes) + "</div>"


def round_html(obs: dict, rnd: int, me: int | None = LEARNER) -> str:
    """The scoring of finished round ``rnd``: each Area with its run and lines, totals, winner points."""
    n = obs["players"]
    scores = obs["round_scores"][rnd - 1]
    points = obs["winner_points"][rnd - 1]
    areas = obs["final_areas"][rnd - 1]
    names = [seat_name(s) for s in range(n)]
    rows = []
    for s in range(n):
        sc = scores[s]
        picture = grid_svg(areas[s], sc["run"], True, path=obs["path"], cell=30,
                           title=f"{names[s]}'s final Area")
        lines = scoring_lines(areas[s])
        line_words = ", ".join(line_name(l) for l in lines) or "no line"
        bonus = {8: " (8 cards: +2 bonus)", 9: " (9 cards: +6 bonus)"}.get(sc["run"], "")
        cls = ' class="mo-me"' if s == me else ""
        rows.append(
            f"<tr{cls}><td><b>{escape(who(s, n, me) if me is not None else names[s])}</b></td>"
            f"<td>{picture}</td>"
            f'<td class="mo-text mo-p1-{rnd}-{s}">run of {sc["run"]}{bonus}: <b>{sc["ascending"]}</b></td>'
            f'<td class="mo-text mo-p2-{rnd}-{s}">{escape(line_words)}: <b>{sc["lines"]}</b></td>'
            f'<td class="mo-round-total-{rnd}-{s}"><b>{sc["total"]}</b></td>'
            f'<td class="mo-round-wp-{rnd}-{s}"><b>{points[s]}</b></td></tr>')
    head = ('<tr><th class="mo-text">Player</th><th>Final Area</th>'
            '<th class="mo-text">Point 1: ascending run (MO-2)</th>'
            '<th class="mo-text">Point 2: colour lines (MO-3)</th><th>Total</th>'
            '<th class="mo-text">Winner points (MO-4)</th></tr>')
    totals = [sc["total"] for sc in scores]
    table = winner_points_svg(totals, names, me=me, width=370 if n < 4 else 470,
                              height=270 if n < 4 else 340)
    return (f'<div class="mo-round-{rnd}"><div class="mo-section-title">Round {rnd}</div>'
            '<div style="display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start">'
            f'<table class="mo-table mo-round-table">{head}{"".join(rows)}</table>'
            f'<div>{table}</div></div></div>')
