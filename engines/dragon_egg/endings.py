"""How the coach's imagined games end after a choice, and which of three pulls on a choice decides it.

The coach values a choice by playing the game out to its end on imagined deals (:func:`engines.dragon_egg.coach.
evaluate`): the seat's money at the end minus the richest rival's (DE-8). :func:`endings` plays those same deals
after one choice (the coach's own samples and seeds, :func:`engines.evaluation.replay_sample`) and counts, for the
seat to choose, the money it earns in the round of the choice (its next scoring, DE-3), the money it earns in the
rounds after it, and the richest rival's money when the game ends.

:func:`deciding` compares the endings of two choices and says which pull the difference rests on, by splitting the
difference in the seat's final margin into three parts that add up to it (each in ZOO per imagined game):

* ``"now"``: more money from this round's two sets (the Far's score times the Near's, DE-3);
* ``"later"``: more money from the rounds after it (the cards kept, a bracelet's card, DE-5, DE-6);
* ``"rivals"``: less money for the richest rival when the game ends.

Where no part reaches :data:`CLEAR` ZOO a game no pull is named, else the largest. This reads the imagined games; it
proves nothing: the coach's figures (games won in 100, ZOO ahead) stay the verdict. Standard library only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..evaluation import played_out, same_action, sample_seeds, world_base
from ..ideas import Pulls
from .coach import rollout_bots, sample
from .log import COMPACT

__all__ = ["Endings", "PULLS", "CLEAR", "endings", "deciding", "parts", "idea_of"]

PULLS, CLEAR = ("now", "later", "rivals"), 0.25
"""The three pulls on a choice, in the order :func:`deciding` breaks a tie, and the ZOO per imagined game a part
must reach to name one (a round of two players earns 0 or 1 ZOO)."""


@dataclass(frozen=True)
class Endings:
    """The imagined games after one choice, seen by the seat to choose, summed over ``deals``: ``start`` its money
    at the choice (once), ``now`` the money it earned in the round of the choice, ``later`` in the rounds after it,
    ``rival`` the richest rival's money at the end, ``ended`` the games that ended at the round's own scoring,
    ``rounds`` the rounds scored from the choice to the end, ``bracelets`` the bracelets it still held at the end,
    ``wins`` the games it won (a shared win as a share)."""

    action: str
    deals: int
    start: int
    now: int
    later: int
    rival: int
    ended: int
    rounds: int
    bracelets: int
    wins: float

    def per_deal(self, field: str) -> float:
        """A count's average over the deals."""
        return getattr(self, field) / self.deals

    @property
    def margin(self) -> float:
        """The seat's average money at the end minus the richest rival's (the coach's ZOO ahead)."""
        return self.start + (self.now + self.later - self.rival) / self.deals

    def to_json(self) -> dict:
        """The counts as JSON data (:meth:`from_json` reads them back)."""
        return {"action": self.action, "deals": self.deals, "start": self.start, "now": self.now,
                "later": self.later, "rival": self.rival, "ended": self.ended, "rounds": self.rounds,
                "bracelets": self.bracelets, "wins": self.wins}

    @classmethod
    def from_json(cls, data: dict) -> "Endings":
        """The counts :meth:`to_json` wrote."""
        return cls(data["action"], data["deals"], data["start"], data["now"], data["later"], data["rival"],
                   data["ended"], data["rounds"], data["bracelets"], data["wins"])


def _scorings(state, since: int) -> list[tuple]:
    """The money after each scoring logged from line ``since`` on, in order."""
    return [line[5] for line in state._log[since:] if line[0] == COMPACT and line[1] == "score"]


def endings(observation: dict, seat: int, action: str, deals: int = 16, seed: int = 0) -> Endings:
    """How ``deals`` imagined games end after ``action`` (the coach's imagined deals of ``seed``, in order)."""
    start = observation["money"][seat]
    now = later = rival = ended = rounds = bracelets = 0
    wins = 0.0
    for index in range(deals):
        world_seed, bot_seed = sample_seeds(world_base(seed), index)  # as replay_sample draws and plays it
        world = sample(observation, seat, random.Random(world_seed))
        state, (_margin, win) = played_out(world, seat, same_action(world.legal_actions(seat), str(action)),
                                           rollout_bots, None, bot_seed)
        money = _scorings(state, len(world._log))
        final = state.scores()
        first = money[0][seat] - start if money else 0
        now, later = now + first, later + final[seat] - start - first
        rival += max(m for o, m in enumerate(final) if o != seat)
        ended += len(money) == 1
        rounds += len(money)
        bracelets += state.bracelets[seat]
        wins += win
    return Endings(str(action), deals, start, now, later, rival, ended, rounds, bracelets, round(wins, 6))


def parts(best: Endings, other: Endings) -> dict[str, float]:
    """What ``best`` gains over ``other`` in the seat's final margin (ZOO per imagined game), split by pull (the
    parts add up to the difference in margin)."""
    now, later, rival = (best.per_deal(field) - other.per_deal(field) for field in ("now", "later", "rival"))
    return {"now": now, "later": later, "rivals": -rival}


_PULLS = Pulls(PULLS, CLEAR, parts, endings)
deciding, idea_of = _PULLS.deciding, _PULLS.idea_of
"""The Dragon Egg's pulls' :meth:`~engines.ideas.Pulls.deciding` and :meth:`~engines.ideas.Pulls.idea_of`."""
