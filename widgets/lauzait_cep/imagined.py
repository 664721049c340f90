"""Lauzait Cep!'s imagined games, drawn for a review's "Watch how it goes": the first declaration that ends the
season otherwise after the other move (who declared, the departments and the points, as the replay shows one), and
the board, every seat's pieces and the scores where the coach stopped playing (:mod:`widgets.watching`)."""

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
    return (f"<div class='lc-note'><b>The first season's end that goes otherwise</b>: {escape(who, quote=False)} "
            "declared.</div>"
            f"{departments}<div class='lc-why'>{escape(scored_words(result['formations']), quote=False)} = "
            f"<b>{result['points']}</b> points (LC-7).</div>")


def imagined_picture(state: Any, other: Any, seat: int, name: Optional[str] = None) -> str:
    """The first declaration of ``state`` that differs from ``other``'s (the same imagined game after the other
    move), then the board, every seat's pieces and the scores where the coach stopped playing, ``seat`` marked."""
    from .replay import hands_html  # the replay's own table of pieces, imported when a watch is opened

    mine = declarations_of(state)
    at = first_apart(mine, declarations_of(other))
    events = [event for event in state.events if event.kind in DECLARATIONS]
    shown = _declaration(events[at], state, seat, name) if at is not None and at < len(events) else ""
    stopped = "the game's end" if state.is_over() else "the season's end"
    return (f"<div class='lc-watch'>{shown}<div class='lc-note'><b>Where the coach stopped playing</b> "
            f"({stopped}):</div>{board_svg(state, cell=40)}{hands_html(state)}"
            f"<div class='lc-note'>Scores: <b>{escape(scores_words(state.scores(), seat, name), quote=False)}</b>"
            "</div></div>")
