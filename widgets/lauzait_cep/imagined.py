"""Lauzait Cep!'s imagined games, drawn for a review's "Watch how it goes": the first declaration that ends the
season otherwise after the other move (who declared, the departments and the points, as the replay shows one), and
the scores where the coach stopped playing, with the board and every seat's pieces at the game's end
(:mod:`widgets.watching`)."""

from __future__ import annotations

from html import escape
from typing import Any, Optional

from engines.core import seat_name
from engines.lauzait_cep.rules import scored_words

from ..watching import first_apart, scores_words
from .pictures import board_svg, department_svg
from .seasons import DECLARATIONS, season_result

__all__ = ["declarations_of", "imagined_picture"]


def declarations_of(state: Any) -> list[tuple]:
    """Every season-ending event of the state's log, in order, as ``(kind, *data)`` (LC-7, LC-8)."""
    return [tuple(event) for event in state.events if event.kind in DECLARATIONS]


def _declaration(event: Any, state: Any, seat: int, name: Optional[str]) -> str:
    """One season's end: who declared, the departments and the points (LC-7)."""
    result = season_result(event, state.scores())
    who = "You" if result["seat"] == seat and name is None else seat_name(result["seat"])
    departments = "".join(f'<span style="margin-right:4px">{department_svg(d, size=26)}</span>'
                          for d in result["departments"])
    return (f"<div class='lc-note'><b>The first season's end that differs</b>: {escape(who, quote=False)} "
            "declared.</div>"
            f"{departments}<div class='lc-why'>{escape(scored_words(result['formations']), quote=False)} = "
            f"<b>{result['points']}</b> points (LC-7).</div>")


def imagined_picture(state: Any, other: Any, seat: int, name: Optional[str] = None) -> str:
    """The first declaration of ``state`` that differs from ``other``'s (the same imagined game after the other
    move), then the scores where the coach stopped playing, with the board and every seat's pieces at the game's
    end (at a season's end they are already the next season's deal), ``seat`` marked."""
    from .replay import hands_html  # the replay's own table of pieces, imported when a watch is opened

    mine = declarations_of(state)
    at = first_apart(mine, declarations_of(other))
    events = [event for event in state.events if event.kind in DECLARATIONS]
    shown = _declaration(events[at], state, seat, name) if at is not None and at < len(events) else ""
    scores = escape(scores_words(state.scores(), seat, name), quote=False)
    if not state.is_over():  # the season's end: the board and pieces are the next season's deal, so not drawn
        return (f"<div class='lc-watch'>{shown}<div class='lc-note'><b>Where the coach stopped playing</b> "
                f"(the season's end), scores: <b>{scores}</b></div></div>")
    agreed = any(event.kind == "agreed" for event in state.events)  # a proposal everyone accepted (LC-10)
    end = "the game's end: everyone agreed to end it, LC-10" if agreed else "the game's end"
    return (f"<div class='lc-watch'>{shown}<div class='lc-note'><b>Where the coach stopped playing</b> "
            f"({end}):</div>{board_svg(state, cell=40)}{hands_html(state)}"
            f"<div class='lc-note'>Scores: <b>{scores}</b></div></div>")
