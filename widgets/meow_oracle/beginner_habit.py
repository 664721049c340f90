"""The beginner's habit the Meow Oracle playing-well page measures the coach against: the most points now.

:mod:`widgets.meow_oracle.playing_well` re-exports every name here.
"""

from __future__ import annotations

from typing import Sequence

from engines.meow_oracle import Choose, Place
from engines.meow_oracle.cards import CARD_BY_TOKEN
from engines.meow_oracle.rules import PATHS, area_score

__all__ = ["points_now", "beginner_choice"]


def points_now(cells: Sequence, path: Sequence[int]) -> int:
    """An Area's points counting only its face-up cards (``None`` elsewhere): Point 1 plus Point 2."""
    _run, ascending, lines = area_score(cells, path)
    return ascending + lines


def _most_now(cells: list, cards: Sequence, path: Sequence[int]) -> int:
    """The most points now that placing ``cards`` on open squares of ``cells`` can reach."""
    if not cards:
        return points_now(cells, path)
    best = -1
    for square in range(9):
        if cells[square] is None:
            cells[square] = cards[0]
            best = max(best, _most_now(cells, cards[1:], path))
            cells[square] = None
    return best


def _now_values(observation: dict, legal: Sequence) -> list[int]:
    """What each choice scores now on the seat's own Area (the beginner's only measure)."""
    seat, path = observation["seat"], PATHS[observation["path"]]
    cells = [CARD_BY_TOKEN.get(t) for t in observation["areas"][seat]]
    values = []
    for action in legal:
        if isinstance(action, Place):
            after = list(cells)
            after[action.square] = action.card
            values.append(points_now(after, path))
        elif isinstance(action, Choose):
            values.append(_most_now(list(cells), list(action.keep), path))
        else:
            values.append(0)
    return values


def beginner_choice(observation: dict, legal: Sequence, clear_only: bool = False):
    """The beginner's habit: the choice that scores most now on one's own Area.

    Keeping cards, the beginner keeps what scores most now and gives the rest in the order
    they were turned up (the first choice the rules list with that keep). Among placements
    that score the same, the first square listed. ``clear_only``: ``None`` unless one placement,
    or one set of kept cards, scores strictly more than every other.
    """
    values = _now_values(observation, legal)
    top = max(values)
    tops = [action for action, value in zip(legal, values) if value == top]
    distinct = {action.keep if isinstance(action, Choose) else action for action in tops}
    if clear_only and len(distinct) != 1:
        return None
    return tops[0]
