"""What Kirin tells the OpenSpiel adapter (``engines/openspiel.py``): its vocabulary, its largest draw, its length.

Standard library only; the adapter imports it by the game's key, so no other file names the game.
"""

from __future__ import annotations

from typing import Any

from .actions import DECLARES, PLAYS
from .cards import CARDS
from .rules import HAND_SIZE, PLAYERS


def words() -> list[str]:
    """Every action's notation once: ``play <card>`` for every card id, then ``declare <card>``."""
    return [str(a) for a in PLAYS + DECLARES]


def most_drawn() -> int:
    """The most equally likely outcomes of one draw: a card of the whole deck."""
    return len(CARDS)


def longest(players: int, rules: Any) -> int:
    """The most player moves a game takes: every card of every hand played, each round."""
    return rules.rounds * PLAYERS * HAND_SIZE
