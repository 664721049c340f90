"""How the coach's imagined rounds end after a choice, and which of three pulls on a choice decides it.

The coach values a choice by playing the game out on imagined deals (:func:`engines.meow_oracle.coach.
review_evaluate`), and the review weighs the round the choice is made in: your round total (Point 1 + Point 2)
minus your neighbours' average (MO-4). :func:`endings` plays those same deals after one choice (the coach's own
samples and seeds, :func:`engines.evaluation.replay_sample`) and counts, for the seat to choose, the round's end:
its run and Point 1 (MO-2), its colour lines and Point 2 (MO-3), and its neighbours' totals.

:func:`deciding` compares the endings of two choices and says which pull the difference rests on, by splitting the
difference in the seat's round points into three parts that add up to it (each per imagined deal):

* ``"run"``: a longer ascending run along the reading path (Point 1);
* ``"lines"``: more colour lines (Point 2);
* ``"gifts"``: lower totals for the neighbours you are compared with (the cards they get, from you and after).

The largest part names the pull; none when no part reaches :data:`CLEAR` points. It is a reading of the imagined
games, not a proof: the coach's figures (games won in 100, round points) stay the verdict. Standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..evaluation import replay_sample
from ..ideas import Pulls
from ..reason_facts import EndsApart
from .playouts import round_finish, rollout_bots, sample
from .reasons import LinesScoreMore, NeighboursScoreLess, RunScoresMore
from .rules import neighbours

__all__ = ["Endings", "PULLS", "CLEAR", "REASON_DEALS", "endings", "deciding", "parts", "idea_of", "rounds_end"]

PULLS = ("run", "lines", "gifts")
"""The three pulls on a choice, in the order :func:`deciding` breaks a tie."""
CLEAR = 0.5
"""The round points per imagined deal a part must reach to name a pull."""


@dataclass(frozen=True)
class Endings:
    """The imagined rounds after one choice, seen by the seat to choose, summed over ``deals``: ``run`` the cards
    of its ascending runs, ``ascending`` its Point 1, ``lines`` its Point 2 (2 a colour line), ``others`` its
    neighbours' average round totals (MO-4), ``wins`` the games it won (a shared win as a share)."""

    action: str
    deals: int
    run: int
    ascending: int
    lines: int
    others: float
    wins: float

    def per_deal(self, field: str) -> float:
        """A count's average over the deals."""
        return getattr(self, field) / self.deals

    @property
    def total(self) -> float:
        """The seat's average round total (Point 1 + Point 2)."""
        return (self.ascending + self.lines) / self.deals

    @property
    def margin(self) -> float:
        """The seat's average round points: its total minus its neighbours' (the review's measure)."""
        return self.total - self.others / self.deals

    def to_json(self) -> dict:
        """The counts as JSON data (:meth:`from_json` reads them back)."""
        return {"action": self.action, "deals": self.deals, "run": self.run, "ascending": self.ascending,
                "lines": self.lines, "others": self.others, "wins": self.wins}

    @classmethod
    def from_json(cls, data: dict) -> "Endings":
        """The counts :meth:`to_json` wrote."""
        return cls(data["action"], data["deals"], data["run"], data["ascending"], data["lines"], data["others"],
                   data["wins"])


def endings(observation: dict, seat: int, action: str, deals: int = 16, seed: int = 0) -> Endings:
    """How ``deals`` imagined rounds end after ``action`` (the coach's imagined deals of ``seed``, in order)."""
    rnd = observation["round"]
    near = neighbours(seat, observation["players"])
    run = ascending = lines = 0
    others = wins = 0.0
    for index in range(deals):
        state, (_margin, win) = replay_sample(sample, rollout_bots, round_finish(rnd), observation, seat, seed,
                                              index, str(action))
        scores = state.round_scores[rnd - 1]
        run, ascending, lines = run + scores[seat][0], ascending + scores[seat][1], lines + scores[seat][2]
        others += sum(scores[o][1] + scores[o][2] for o in near) / len(near)
        wins += win
    return Endings(str(action), deals, run, ascending, lines, round(others, 6), round(wins, 6))


def parts(best: Endings, other: Endings) -> dict[str, float]:
    """What ``best`` gains over ``other`` in the seat's round points per imagined deal, split by pull (the parts
    add up to the difference in round points)."""
    return {"run": best.per_deal("ascending") - other.per_deal("ascending"),
            "lines": best.per_deal("lines") - other.per_deal("lines"),
            "gifts": other.per_deal("others") - best.per_deal("others")}


_PULLS = Pulls(PULLS, CLEAR, parts, endings)
"""Meow Oracle's pulls, which :func:`deciding` and :func:`idea_of` read."""
deciding = _PULLS.deciding
idea_of = _PULLS.idea_of


REASON_DEALS = 64
"""The imagined deals :func:`rounds_end` plays after each of two moves."""

_FIGURES = {"run": (RunScoresMore, lambda ends: ends.per_deal("ascending")),
            "lines": (LinesScoreMore, lambda ends: ends.per_deal("lines")),
            "gifts": (NeighboursScoreLess, lambda ends: ends.per_deal("others"))}
"""Each pull's fact and the figure it carries."""


def rounds_end(observation: dict, seat: int, played, best, deals: int = REASON_DEALS,
               seed: int = 0) -> Optional[EndsApart]:
    """The pull the coach's move ``best`` wins by over ``played`` on ``deals`` imagined deals of ``seed``, with that
    pull's figure after each move; ``None`` where no pull is clear (:func:`deciding`)."""
    return _PULLS.apart(observation, seat, played, best, _FIGURES, deals, seed)
