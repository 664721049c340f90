"""Check yourself, Meow Oracle: questions drawn and marked by the engine.

Kinds: ``point1`` (Point 1 of an Area, MO-2), ``total`` (an Area's round total, MO-2,
MO-3) and ``winner`` (winner points for a table's totals, MO-4).
"""

from __future__ import annotations

import random

from engines.meow_oracle import CARDS, ascending_points, ascending_run, neighbours, round_points, winner_points

from ..checkyourself import CheckYourself, Question

SEATS = ("Aiko", "Bruno", "Chidi", "Dagny")


def _area(rng: random.Random) -> str:
    """Nine cards of the deck, row by row."""
    return " ".join(str(c) for c in rng.sample(CARDS, 9))


def _grid(text: str) -> str:
    """An Area as three rows of code."""
    cells = text.split()
    return "<br>".join(f"<code>{' '.join(cells[r * 3:r * 3 + 3])}</code>" for r in range(3))


def point1(rng: random.Random) -> Question:
    """Point 1: the ascending run along the reading path (MO-2)."""
    area = _area(rng)
    points, run = ascending_points(area), ascending_run(area)
    return Question(prompt=f"Point 1 of this Area (rows from the top):<br>{_grid(area)}",
                    answer=str(points),
                    why=f"Along the reading path the ascending run holds {run} cards, which scores {points} "
                        "for Point 1 (MO-2).", kind="point1")


def total(rng: random.Random) -> Question:
    """The round total: Point 1 plus Point 2 (MO-2, MO-3)."""
    area = _area(rng)
    p1, all_points = ascending_points(area), round_points(area)
    return Question(prompt=f"The round total of this Area (rows from the top):<br>{_grid(area)}",
                    answer=str(all_points),
                    why=f"Point 1 is {p1} and Point 2 (the colour lines) is {all_points - p1}: "
                        f"{p1} + {all_points - p1} = {all_points} (MO-2, MO-3).", kind="total")


def winner(rng: random.Random) -> Question:
    """Winner points: one per neighbour beaten or tied (MO-4)."""
    players = rng.choice((3, 4))
    totals = [rng.randint(4, 16) for _ in range(players)]
    points = winner_points(totals)
    near = neighbours(0, players)
    table = ", ".join(f"{SEATS[s]} {t}" for s, t in enumerate(totals))
    return Question(prompt=f"Round totals: {table}. How many winner points does Aiko get?",
                    answer=str(points[0]),
                    why=f"Aiko's neighbours are {' and '.join(SEATS[s] for s in near)} "
                        f"({' and '.join(str(totals[s]) for s in near)}); with {totals[0]} she beats or ties "
                        f"{points[0]} of them, one winner point each (MO-4).", kind="winner")


KINDS = {"point1": point1, "total": total, "winner": winner}


def check_yourself(kinds=None, seed: int | None = None) -> CheckYourself:
    """The exercise widget for the given kinds of question (all by default)."""
    return CheckYourself(KINDS, kinds, seed)
