"""How the coach's imagined rounds end after a choice, and which of three pulls on a choice decides it.

The coach values a choice by playing the game out on imagined deals (:func:`engines.kirin.coach.evaluate`, the
rule-of-thumb bots in every seat, :func:`engines.kirin.coach.finish`). :func:`endings` plays those same deals after
one choice (the coach's own samples and seeds, :func:`engines.evaluation.replay_sample`) and counts, for the seat to
choose, the round of the choice (KI-7: a point per won card of the declared beast): the points it wins in the trick
the choice is played to, the points it wins in the later tricks of the round, and the other seats' round points.

:func:`deciding` compares the endings of two choices and says which pull the difference rests on, by splitting the
difference in the seat's round points less the others' average into three parts that add up to it (per deal):

* ``"now"``: more cards of the seat's beast won in this trick (none for a declaration: no trick is played yet);
* ``"later"``: more cards of its beast won in the round's later tricks (for a declaration, all of its tricks);
* ``"theirs"``: fewer points for the other seats (their average round points).

The largest part names the pull; none when no part reaches :data:`CLEAR` points. It is a reading of the imagined
games, not a proof: the coach's figures (games won in 100, points ahead) stay the verdict. Standard library only.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..evaluation import replay_sample
from ..ideas import Pulls
from .cards import parse_card
from .coach import finish, rollout_bots, sample
from .rules import PLAY, PLAYERS

__all__ = ["Endings", "PULLS", "CLEAR", "endings", "deciding", "parts", "idea_of"]

PULLS = ("now", "later", "theirs")
"""The three pulls on a choice, in the order :func:`deciding` breaks a tie."""
CLEAR = 0.5
"""The round points per imagined deal a part must reach to name a pull ."""
TRICK_ENDS = ("win", "all_kirin")
"""The log lines that end a trick (KI-5)."""


@dataclass(frozen=True)
class Endings:
    """The imagined rounds after one choice, seen by the seat to choose, summed over ``deals``: ``taken`` how often
    it won the trick of the choice, ``now`` the cards of its beast in that trick when it won it, ``later`` those it
    won in the round's later tricks, ``others`` the other seats' average round points, ``wins`` the games it won
    (a shared win as a share)."""

    action: str
    deals: int
    taken: int
    now: int
    later: int
    others: float
    wins: float

    def per_deal(self, field: str) -> float:
        """A count's average over the deals."""
        return getattr(self, field) / self.deals

    @property
    def margin(self) -> float:
        """The seat's average points of the round from the choice on, less the others' average round points."""
        return (self.now + self.later - self.others) / self.deals

    def to_json(self) -> dict:
        """The counts as JSON data, field by field (:meth:`from_json` reads them back)."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "Endings":
        """The counts :meth:`to_json` wrote."""
        return cls(**data)


def round_lines(log: list, rnd: int) -> list:
    """The log lines of round ``rnd``: from its deal to its scores (KI-7)."""
    start = next(i for i, line in enumerate(log) if line[0] == "deal" and line[1] == rnd)
    end = next(i for i, line in enumerate(log) if line[0] == "reveal" and line[1] == rnd)
    return log[start:end + PLAYERS + 1]


def counted(lines: list, seat: int, first: int) -> tuple[int, int, int, float]:
    """``(taken, now, later, others)`` of one imagined round's lines: the trick numbered ``first`` (from 0) is the
    choice's (none when ``first`` is -1)."""
    beasts = [parse_card(t).beast for t in next(line for line in lines if line[0] == "reveal")[2].split()]
    ends = [line for line in lines if line[0] in TRICK_ENDS]
    taken = now = later = 0
    for number, line in enumerate(ends):
        if line[0] != "win" or line[1] != seat or number < max(first, 0):
            continue
        mine = sum(parse_card(t).beast is beasts[seat] for t in line[2].split())
        if number == first:
            taken, now = 1, mine
        else:
            later += mine
    points = {line[1]: line[3] for line in lines if line[0] == "score"}
    return taken, now, later, sum(points[s] for s in range(PLAYERS) if s != seat) / (PLAYERS - 1)


def endings(observation: dict, seat: int, action: str, deals: int = 16, seed: int = 0) -> Endings:
    """How ``deals`` imagined rounds end after ``action`` (the coach's imagined deals of ``seed``, in order)."""
    first = len(observation["tricks"]) if observation["phase"] == PLAY else -1
    taken = now = later = 0
    others = wins = 0.0
    for index in range(deals):
        state, (_margin, win) = replay_sample(sample, rollout_bots, finish, observation, seat, seed, index,
                                              str(action))
        t, n, lt, o = counted(round_lines(state.events, observation["round"]), seat, first)
        taken, now, later, others, wins = taken + t, now + n, later + lt, others + o, wins + win
    return Endings(str(action), deals, taken, now, later, round(others, 6), round(wins, 6))


def parts(best: Endings, other: Endings) -> dict[str, float]:
    """What ``best`` gains over ``other`` in the seat's round points less the others' average, per imagined deal,
    split by pull (the parts add up to the difference)."""
    return {"now": best.per_deal("now") - other.per_deal("now"),
            "later": best.per_deal("later") - other.per_deal("later"),
            "theirs": other.per_deal("others") - best.per_deal("others")}


_PULLS = Pulls(PULLS, CLEAR, parts, endings)
"""Kirin's pulls, which :func:`deciding` and :func:`idea_of` read."""
deciding = _PULLS.deciding
idea_of = _PULLS.idea_of
