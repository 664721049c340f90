"""Meow Oracle's imagined games, drawn for a review's "Watch how it goes": the first round that scores differently
after the other move (each final Area with its run and lines, the totals and winner points, as the replay shows a
round), and the winner points where the game ended (:mod:`widgets.watching`)."""

from __future__ import annotations

from html import escape
from typing import Any, Optional

from engines.core import seat_name

from ..layout import stacked
from ..watching import first_apart, scores_words
from .areas import round_html

__all__ = ["imagined_picture"]


def imagined_picture(state: Any, other: Any, seat: int, name: Optional[str] = None) -> str:
    """The first round of ``state`` scored differently than in ``other`` (the same imagined game after the other
    move), then the winner points at the game's end, ``seat`` marked."""
    mine, theirs = state.observation(seat), other.observation(seat)
    rounds, others = mine["round_scores"], theirs["round_scores"]
    at = first_apart(rounds, others)
    shown = ""
    if at is not None and at < len(rounds):  # the first alone: a later round's deal can fall to other seats
        shown = (f"<div class='mo-note'><b>Round {at + 1}, the first to score differently</b>:</div>"
                 + stacked(round_html(mine, at + 1, me=seat if name is None else None)))
    return (f"<div class='mo-watch'>{shown}<div class='mo-note'>Winner points at the end: "
            f"<b>{escape(scores_words(state.scores(), seat, name), quote=False)}</b>"
            f"{escape(_tie_words(state, seat, name), quote=False)}</div></div>")


def _tie_words(state: Any, seat: int, name: Optional[str]) -> str:
    """Who wins where the most winner points are tied (MO-8), with the tied seats' round totals, as the round is not
    drawn (a reader met a win "on the higher round 2 total" with no total shown): "; Bruno wins on the higher round 2
    total, 11 against 9 (MO-8)"; "" where one seat has the most."""
    scores = state.scores()
    if sum(score == max(scores) for score in scores) < 2:
        return ""
    names = [("you" if s == seat and name is None else seat_name(s)) for s in state.winners()]
    rnd = len(state.round_scores)
    if len(names) > 1:
        return f"; {' and '.join(names)} share the win, tied on the round {rnd} total too (MO-8)"
    verb = "win" if names[0] == "you" else "wins"
    totals = state.round_totals(rnd)
    tied = [s for s in range(len(scores)) if scores[s] == max(scores)]
    winner = state.winners()[0]
    against = " and ".join(str(totals[s]) for s in tied if s != winner)
    return (f"; {names[0][0].upper() + names[0][1:]} {verb} on the higher round {rnd} total, {totals[winner]} "
            f"against {against} (MO-8)")
