"""The Luminous Dragon Egg's imagined games, drawn for a review's "Watch how it goes": the first scored round that
goes otherwise after the other move (the sets, what each beats, the bracelets and the egg, as the replay shows a
round), and the table where the game ended (:mod:`widgets.watching`)."""

from __future__ import annotations

from html import escape
from typing import Any, Optional

from engines.core import seat_name

from ..watching import first_apart, scores_words
from .round_result import result_html

__all__ = ["rounds_of", "imagined_picture"]


def rounds_of(state: Any) -> list[tuple[Any, Optional[int], int]]:
    """Every round the game scored, in order: ``(its RoundResult, who held the egg before it, its number)``, from
    the replay's steps through the game's record."""
    from .replay import game_steps  # the replay's own steps, imported when a watch is opened

    return [(step.result, step.egg_before, step.round) for step in game_steps(state) if step.scored]


def imagined_picture(state: Any, other: Any, seat: int, name: Optional[str] = None) -> str:
    """The first scored round of ``state`` that goes otherwise than in ``other`` (the same imagined game after the
    other move), then the table and the scores at the game's end, ``seat`` marked."""
    from .replay import table_html

    mine = rounds_of(state)
    at = first_apart(mine, rounds_of(other))
    names = [(f"You ({seat_name(s)})" if name is None else name) if s == seat else seat_name(s)
             for s in range(state.players)]
    shown = ""
    if at is not None and at < len(mine):
        result, egg_before, number = mine[at]
        shown = (f"<div class='de-note'><b>The first round that differs</b> (round {number}):</div>"
                 + result_html(result, names, egg_before, state.rules))
    return (f"<div class='de-watch'>{shown}<div class='de-note'><b>Where the game ended</b></div>{table_html(state)}"
            "<div class='de-note'>Money at the end: "
            f"<b>{escape(scores_words(state.scores(), seat, name), quote=False)}</b>"
            "</div></div>")
