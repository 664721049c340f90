"""Where a seat's points came from, season by season: the bonuses it banked by forming departments, less those it
paid back by dissolving (LC-5), and the points of its declaration (LC-7, LC-8). Facts for the review's summary, read
from the game's own log; the words are the widgets'."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .state import State

__all__ = ["SeasonPoints", "season_points"]

_DECLARED = ("lauzait_cep", "lauzait_cep_concealed", "stalemate")
"""The log's kinds of line that end a season by a declaration (LC-7, LC-8)."""


@dataclass(frozen=True)
class SeasonPoints:
    """One season for one seat: ``bonuses`` banked less paid back (LC-5), ``declared`` the points of its own
    declaration with the luminous piece's (0 where another seat declared, LC-7, LC-8, LC-9), ``declarer`` the seat
    that declared (None: the season ended by agreement, LC-10, or is not over)."""

    season: int
    bonuses: int
    declared: int
    declarer: Optional[int]

    @property
    def points(self) -> int:
        """The season's points for the seat."""
        return self.bonuses + self.declared


def season_points(state: State, seat: int) -> list[SeasonPoints]:
    """The seat's points in each season begun so far, in order; they add up to its score."""
    state.observation(seat)  # refuses a seat out of range, as every engine call does
    found: list[SeasonPoints] = []
    season = bonuses = declared = 0
    declarer: Optional[int] = None

    def close() -> None:
        if season:
            found.append(SeasonPoints(season, bonuses, declared, declarer))

    for line in state.events:
        kind = line[0]
        if kind == "season":
            close()
            season, bonuses, declared, declarer = line[1], 0, 0, None
        elif kind == "form" and line[1] == seat:
            bonuses += line[-1]
        elif kind == "dissolve" and line[1] == seat:
            bonuses -= line[-1]
        elif kind in _DECLARED:
            declarer = line[1]
            if line[1] == seat:
                declared = sum(line[-2:])  # the points, then the luminous piece's
    close()
    return found
