"""How the coach's imagined seasons end after a choice, and which of three pulls on a choice decides it.

The coach values a choice by playing the season out on imagined deals (:func:`engines.lauzait_cep.coach.evaluate`).
:func:`endings` plays those same deals after one choice and counts, for the seat to choose, what the season's end
shows: how often it declared first (the first Lauzait-Cep! ends the season for everyone, LC-7), the scoring patterns
of its declarations (LC-7: base 3, Well-Balanced 10 ...), and the bonuses it banked and paid back on the way (LC-5).
:func:`early_forms` counts the departments it forms in its first days there (one a day at most, LC-6).

:func:`deciding` compares the endings of two choices and says which pull the difference rests on, by splitting the
difference in the seat's season points into three parts (each per imagined deal):

* ``"first"``: declaring first more often, each such declaration worth the other choice's average declaration;
* ``"government"``: a richer government when declaring (its scoring patterns), as often as the first choice declares;
* ``"bank"``: the bonuses banked (less those paid back) before the season ends.

The largest part names the pull; none when no part reaches :data:`CLEAR` points. It is a reading of the imagined
games, not a proof: the coach's figures (wins in 100, points ahead) stay the verdict. Standard library only.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from typing import Any, Optional

from ..ideas import Pulls
from ..reason_facts import EndsApart
from .playouts import play_season_out
from .sampling import sample
from .reasons import BanksMore, DeclaresFirst, DeclaresMore
from .rules import FORMATION_POINTS, LAUZAIT_CEP, STALEMATE

__all__ = ["Endings", "PULLS", "CLEAR", "REASON_DEALS", "endings", "early_forms", "deciding", "parts", "idea_of",
           "seasons_end"]

PULLS = ("first", "government", "bank")
"""The three pulls on a choice, in the order :func:`deciding` breaks a tie."""
CLEAR = 0.5
"""The points per imagined deal a part must reach to name a pull."""
DECLARED = ("lauzait_cep", "lauzait_cep_concealed", "stalemate")
"""The log lines of a declaration: each ends the season (LC-7, LC-8)."""


@dataclass(frozen=True)
class Endings:
    """The imagined seasons after one choice, seen by the seat to choose: ``deals`` played, ``first`` how many
    ended with its own declaration, ``others`` with another seat's (the rest were not ended within the playout's
    steps), ``declared`` the points of its declarations (base and patterns, in deal order), ``patterns`` how often
    each scoring pattern came in them, ``bonus`` the bonuses banked less those paid back, summed over the deals."""

    action: str
    deals: int
    first: int
    others: int
    declared: tuple
    patterns: tuple
    bonus: int

    @property
    def first_share(self) -> float:
        """The share of the deals on which the seat declared first."""
        return self.first / self.deals

    @property
    def per_declaration(self) -> float:
        """The seat's average declaration in points (base and patterns; the base alone if it never declared)."""
        return sum(self.declared) / len(self.declared) if self.declared else float(FORMATION_POINTS[LAUZAIT_CEP])

    @property
    def bonus_per_deal(self) -> float:
        """The bonuses banked less those paid back, on average over the deals."""
        return self.bonus / self.deals

    def pattern_count(self, name: str) -> int:
        """How many of the seat's declarations scored the pattern ``name`` (LC-7)."""
        return dict(self.patterns).get(name, 0)

    def to_json(self) -> dict:
        """The counts as JSON data (:meth:`from_json` reads them back)."""
        return {"action": self.action, "deals": self.deals, "first": self.first, "others": self.others,
                "declared": list(self.declared), "patterns": [list(p) for p in self.patterns], "bonus": self.bonus}

    @classmethod
    def from_json(cls, data: dict) -> "Endings":
        """The counts :meth:`to_json` wrote."""
        return cls(data["action"], data["deals"], data["first"], data["others"], tuple(data["declared"]),
                   tuple((name, count) for name, count in data["patterns"]), data["bonus"])


def _season_after(observation: dict, seat: int, action: str, index: int, seed: int) -> list:
    """The log lines of imagined deal ``index`` after ``action``, to the end of the season (as the coach plays it)."""
    base = random.Random(seed).getrandbits(48)
    world = sample(observation, seat, random.Random(base * 1_000_003 + index))
    start = len(world.events)
    world.apply(seat, action)
    play_season_out(world, seat, base * 7919 + index, observation["season"])
    lines = []
    for line in world.events[start:]:
        lines.append(line)
        if line[0] in DECLARED:
            break
    return lines


def endings(observation: dict, seat: int, action: str, deals: int = 16, seed: int = 0) -> Endings:
    """How ``deals`` imagined seasons end after ``action`` (the coach's imagined deals of ``seed``, deal by deal)."""
    first = others = bonus = 0
    declared: list[float] = []
    patterns: Counter = Counter()
    for index in range(deals):
        for line in _season_after(observation, seat, str(action), index, seed):
            kind, who = line[0], line[1]
            if kind == "form" and who == seat:
                bonus += line[4]
            elif kind == "dissolve" and who == seat:
                bonus -= line[3]
            elif kind in DECLARED:
                if who != seat:
                    others += 1
                    continue
                first += 1
                if kind == "stalemate":
                    declared.append(line[2])
                    patterns[STALEMATE] += 1
                else:
                    declared.append(line[4])
                    patterns.update(n for n in line[3].split(", ") if n != LAUZAIT_CEP)
    return Endings(str(action), deals, first, others, tuple(declared), tuple(sorted(patterns.items())), bonus)


HIRES = ("hire", "water_taken", "water_failed")
"""The log lines of a hire's move: each ends its player's day of forming (LC-6)."""


def early_forms(observation: dict, seat: int, action: str, days: int = 3, deals: int = 16, seed: int = 0) -> float:
    """The departments the seat forms in its first ``days`` days after ``action`` (that day first; one a day at
    most, LC-6), on average over the coach's imagined deals of ``seed``."""
    formed = 0
    for index in range(deals):
        day = 1
        for line in _season_after(observation, seat, str(action), index, seed):
            if line[1] != seat:
                continue
            if line[0] in HIRES:
                day += 1
            elif line[0] == "form" and day <= days:
                formed += 1
    return formed / deals


def parts(best: Endings, other: Endings) -> dict[str, float]:
    """What ``best`` gains over ``other`` in the seat's season points per imagined deal, split by pull."""
    return {"first": (best.first_share - other.first_share) * other.per_declaration,
            "government": best.first_share * (best.per_declaration - other.per_declaration),
            "bank": best.bonus_per_deal - other.bonus_per_deal}


_PULLS = Pulls(PULLS, CLEAR, parts, endings)
"""Lauzait Cep!'s pulls, which :func:`deciding` and :func:`idea_of` read."""
deciding = _PULLS.deciding
idea_of = _PULLS.idea_of


REASON_DEALS = 64
"""The imagined deals :func:`seasons_end` plays after each of two moves (about a second of one core for both)."""


def _declares_more(deals: int, best: Endings, played: Endings) -> DeclaresMore:
    """The declarations' average points after each move, with the scoring pattern whose declarations add the most
    points after the coach's move (LC-7; Stalemate, LC-8, is no pattern of a government), where it adds at least half
    of what the declarations add in all: a pattern declared in a few games does not explain a larger gap."""
    gains = {name: (best.pattern_count(name) - played.pattern_count(name)) * FORMATION_POINTS[name]
             for name, _ in best.patterns if name != STALEMATE}
    top = max(sorted(gains), key=gains.__getitem__, default="")
    if not top or gains[top] <= 0 or 2 * gains[top] < sum(best.declared) - sum(played.declared):
        return DeclaresMore(deals, best.per_declaration, played.per_declaration)
    return DeclaresMore(deals, best.per_declaration, played.per_declaration, top, best.pattern_count(top),
                        played.pattern_count(top))


_FIGURES = {"first": (DeclaresFirst, lambda ends: ends.first),
            "government": _declares_more,
            "bank": (BanksMore, lambda ends: ends.bonus_per_deal)}
"""Each pull's fact and the figure it carries."""


def seasons_end(observation: dict, seat: int, played: Any, best: Any, deals: int = REASON_DEALS,
                seed: int = 0) -> Optional[EndsApart]:
    """The pull the coach's move ``best`` wins by over ``played`` on ``deals`` imagined deals of ``seed``, with that
    pull's figure after each move; ``None`` where no pull is clear (:func:`deciding`)."""
    return _PULLS.apart(observation, seat, played, best, _FIGURES, deals, seed)
