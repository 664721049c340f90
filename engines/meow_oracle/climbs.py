"""Meow Oracle's squares to climb: where the imagined rounds show the run as what tells two placements apart, the open
squares before the card on the reading path that must climb up to its number for the run to reach it (MO-2).
:func:`engines.meow_oracle.coach.review_reason` gives it; the words are in ``widgets/meow_oracle/reason_words.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .actions import Place
from .bots import observed_cells
from .cards import Card
from .rules import PATHS
from .runs import unseen_cards


@dataclass(frozen=True)
class ClimbsBefore:
    """Where the imagined rounds show the run as what tells two placements apart: the open squares before the card on
    the reading path, which must climb from the face-up card before them (``after``; None: from the path's start, 0)
    up to the card's number for the run to reach it (MO-2), fewer for the coach's square (``gap``) than for the one
    played (``played_gap``)."""

    move: Place
    gap: tuple
    played: Place
    played_gap: tuple
    after: Optional[Card] = None
    played_after: Optional[Card] = None
    played_fits: int = 0
    """How many of the cards still unseen could go on the played square's open squares (numbers from the card
    before them to the card's); where fewer than the squares, the run can never reach the card played."""

    @property
    def low(self) -> int:
        """The lowest number the open squares before the coach's card may take (MO-2)."""
        return 0 if self.after is None else self.after.number

    @property
    def played_low(self) -> int:
        """The lowest number the open squares before the card played may take (MO-2)."""
        return 0 if self.played_after is None else self.played_after.number


def _gap_before(cells: list, move: Place, path: tuple) -> Optional[tuple[tuple, Optional[Card]]]:
    """The open squares before ``move``'s card on the path, back to the face-up card before them (None at the path's
    start), and that card; None where that card is higher, so the run cannot reach the card at all (MO-2)."""
    before = path[:path.index(move.square)]
    shown = [s for s in before if cells[s] is not None]
    after = cells[shown[-1]] if shown else None
    if after is not None and after.number > move.card.number:
        return None
    return tuple(before[before.index(shown[-1]) + 1 if shown else 0:]), after


def climbs_before(observation: dict, seat: int, played: Place, best: Place) -> Optional[ClimbsBefore]:
    """:class:`ClimbsBefore` where the coach's square leaves fewer open squares to climb before the card than the one
    played, and the run can reach it; else None (MO-2)."""
    if played.__class__ is not Place or best.__class__ is not Place:
        return None
    path, cells = PATHS[observation["path"]], observed_cells(observation["areas"][seat])
    mine, top = _gap_before(cells, played, path), _gap_before(cells, best, path)
    if top is None or mine is None or len(top[0]) >= len(mine[0]):
        return None
    low = 0 if mine[1] is None else mine[1].number
    fits = sum(low <= c.number <= played.card.number for c in unseen_cards(observation) if c != played.card)
    return ClimbsBefore(best, top[0], played, mine[0], top[1], mine[1], fits)
