"""What Lauzait Cep! tells the OpenSpiel adapter (``engines/openspiel.py``): vocabulary, largest draw, length.

Standard library only; the adapter imports it by the game's key, so no other file names the game.
"""

from __future__ import annotations

from typing import Any

from ..records import MOST_MOVES
from .actions import (ACCEPT, DECLARE, DECLINE, DEPARTMENTS, DISCARDS, DISSOLVES, END_DAY, FORMS, MOVES, PROPOSE,
                      STALEMATE_ACTION)
from .pieces import piece_set
from .rules import STICKS
from .state import State


def words() -> list[str]:
    """Discards, moves, forms, dissolves, then the six one-word actions, each notation once."""
    words = [str(d) for d in DISCARDS] + [str(m) for row in MOVES for m in row]
    words += [str(FORMS[pieces]) for _, pieces in DEPARTMENTS] + [str(DISSOLVES[pieces]) for _, pieces in DEPARTMENTS]
    return words + [str(a) for a in (DECLARE, END_DAY, STALEMATE_ACTION, PROPOSE, ACCEPT, DECLINE)]


def most_drawn() -> int:
    """The most equally likely outcomes of one draw: the largest piece set, a throw of the sticks, a seat."""
    counts = State.PLAYER_COUNTS
    return max(*(len(piece_set(n)) for n in counts), 1 << STICKS, *counts)


def longest(players: int, rules: Any) -> int:
    """The rules set no bound: the most moves a saved game holds (``engines.records.MOST_MOVES``)."""
    return MOST_MOVES
