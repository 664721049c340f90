"""What a Lauzait Cep! move does for a seat, as facts (:func:`engines.lauzait_cep.reasons.effect` makes them): a
piece discarded, a piece taken, a department formed or dissolved, a declaration, a move of its kind alone, the way
on a review values a dissolve or a proposal with, and two moves' effects side by side. The words are in
``widgets/lauzait_cep/reason_words.py``; :mod:`engines.lauzait_cep.reasons` says them again for its callers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .actions import Dissolve, Form

__all__ = ["Discarded", "Took", "Formed", "Dissolved", "Declared", "Plain", "WayOn", "Instead"]


@dataclass(frozen=True)
class Discarded:
    """A piece put on the empty square (LC-1): its code."""

    piece: int


@dataclass(frozen=True)
class Took:
    """A move that takes a piece (LC-1 to LC-4): the piece moved, the one taken, the squares; into the Water, the
    chance the throw gives the piece there (``chance`` ``(1, 2)``; ``None``: no throw, or either throw gives the same
    piece)."""

    moving: int
    target: int
    src: int
    dst: int
    water: bool
    chance: Optional[tuple[int, int]]


@dataclass(frozen=True)
class Formed:
    """A department revealed (LC-5) and its bonus; ``again``: the department dissolved just before."""

    action: Form
    bonus: int
    again: bool = False


@dataclass(frozen=True)
class Dissolved:
    """A department concealed again (LC-5) and the bonus paid back."""

    action: Dissolve
    refund: int


@dataclass(frozen=True)
class Declared:
    """A declaration now (LC-7) and the points it scores, luminous pieces included (``None``: no formation)."""

    points: Optional[float]
    luminous: int = 0


@dataclass(frozen=True)
class Plain:
    """A move that carries nothing but its kind (end the day, Stalemate, a proposal or a vote); ``could_declare``:
    the day ends though a declaration was possible."""

    action: Any
    could_declare: bool = False


@dataclass(frozen=True)
class WayOn:
    """A dissolve or a proposal to end, valued with the coach's best way on after it (a proposal's if the others
    decline): what it does, then each later step."""

    first: Any
    steps: tuple
    open_before: bool = False
    """Whether the way on's first step is a form the seat could make without the dissolve, before it."""


@dataclass(frozen=True)
class Instead:
    """What the coach's move does where the move played does something else: each move's effect; ``no_form``: the
    coach's move forms a department and the one played is the hire, which ends the day's forming (LC-6)."""

    best: Any
    played: Any
    no_form: bool = False
