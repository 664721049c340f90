"""A row's "Watch how it goes", opened: the imagined game its reason names, played again after the move played
and after the coach's, side by side (stacked on a phone), each drawn by its game's ``imagined_picture`` hook.

The engine plays the imagined game again from what the row keeps (:mod:`engines.watching`); this module lays the
two out, with whose move each is, how it ended and the game's pictures. An imagined game is the coach's
invention: its hidden cards are guesses, never the real game's.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Optional, Sequence

from engines.reason_facts import Ending
from engines.watching import imagined_games
from engines.words import seat_name

from .palette import BLUE, HIGHLIGHT
from .reason_words import WATCH, game_of, result_words
from .review_hooks import hooks_of

__all__ = ["watch_details", "first_apart", "scores_words", "WATCH_CSS"]

WATCH_CSS = ("<style>.tt-watch-games{display:flex;flex-wrap:wrap;gap:8px;}"
             ".tt-watch-game{flex:1 1 320px;min-width:0;overflow-x:auto;border:1px solid #ccc;border-radius:6px;"
             "padding:4px 8px;}.tt-watch-game svg{max-width:100%;height:auto;}"
             f".tt-watch-played{{border-left:6px solid {BLUE.fill};}}"
             f".tt-watch-best{{border-left:6px solid {HIGHLIGHT.fill};}}"
             ".tt-review-watch>summary{cursor:pointer;min-height:44px;box-sizing:border-box;padding:11px 0;"
             "line-height:1.3;font-weight:600;}</style>")
"""The watch's styles: the two imagined games side by side where they fit, one above the other on a phone, framed
blue (the move played) and orange (the coach's), as the row's picture frames them."""


def first_apart(mine: Sequence[Any], theirs: Sequence[Any]) -> Optional[int]:
    """The index of the first unit (a trick, a round, a season's end) where two imagined games differ, or where one
    has a unit the other has not; None when they agree throughout."""
    for index, (a, b) in enumerate(zip(mine, theirs)):
        if a != b:
            return index
    return None if len(mine) == len(theirs) else min(len(mine), len(theirs))


def scores_words(scores: Sequence[float], seat: int, name: Optional[str] = None) -> str:
    """The scores where the imagined game stopped, the seat first: "You 9, Bruno 4" (``name`` for a seat watched)."""
    order = [seat] + [s for s in range(len(scores)) if s != seat]
    said = [f"{'You' if s == seat and name is None else seat_name(s)} {scores[s]:g}" for s in order]
    return ", ".join(said)


def _game(title: str, move: str, ending: Ending, unit: str, picture: str, kind: str) -> str:
    """One imagined game: whose move, how it ended, its pictures."""
    return (f"<div class='tt-watch-game tt-watch-{kind}'><p><b>{escape(title, quote=False)}</b>: "
            f"{escape(move, quote=False)}</p>"
            f"<p class='tt-review-note'>It {escape(result_words(ending, unit), quote=False)}.</p>{picture}</div>")


def watch_details(row: Any, describe: Callable[[str], str] = str, name: Optional[str] = None,
                  unit: str = "points") -> str:
    """The row's watch as a disclosure to open in place: the imagined game after each move, side by side; "" when
    the row has no watch or its game draws none."""
    reason = row.reason
    if getattr(reason, "watch", None) is None or not row.looks:
        return ""
    info = game_of(reason)
    draw = hooks_of(info).imagined_picture
    if draw is None:
        return ""
    imagined = imagined_games(row, info.part(info.coach).review_playout)
    if imagined is None:
        return ""
    mine = "Your move" if name is None else f"{name}'s move"
    games = (_game(mine, describe(row.played), imagined.played_ending, unit,
                   draw(imagined.played, imagined.best, row.seat, name), "played")
             + _game("The coach's move", describe(row.best), imagined.best_ending, unit,
                     draw(imagined.best, imagined.played, row.seat, name), "best"))
    note = (f"Both moves meet imagined game {imagined.sample + 1}: the same guesses at what "
            f"{'you' if name is None else name} could not see; then everybody plays on by a few plain rules, so "
            "later plays can differ. The guesses are the coach's; the real game's hidden side stays hidden.")
    return (f"{WATCH_CSS}<details class='tt-review-watch'><summary>{WATCH}: imagined game {imagined.sample + 1}, "
            f"both moves</summary><p class='tt-review-note'>{escape(note, quote=False)}</p>"
            f"<div class='tt-watch-games'>{games}</div></details>")
