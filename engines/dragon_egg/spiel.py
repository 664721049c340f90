"""What the Dragon Egg tells the OpenSpiel adapter (``engines/openspiel.py``): vocabulary, largest draw, length.

Standard library only; the adapter imports it by the game's key, so no other file names the game.
"""

from __future__ import annotations

from typing import Any

from ..records import MOST_MOVES
from .actions import BRACELET, DISCARDS, EGG_FAR, EGG_NEAR, NO_EGG, hand_builds
from .cards import DECK_INDICES


def words() -> list[str]:
    """Every build of any four cards of the deck, the egg and bracelet words, the discards, each once."""
    deck = tuple(sorted(DECK_INDICES))
    builds = [str(b) for b in hand_builds(deck, False)]
    if not {str(b) for b in hand_builds(deck, True)} <= set(builds):
        raise ValueError("A build of the strict variant is not a build of the rulings.")
    return builds + [str(a) for a in (BRACELET, NO_EGG, EGG_FAR, EGG_NEAR)] + [str(d) for d in DISCARDS]


def most_drawn() -> int:
    """The most equally likely outcomes of one draw: a card of the whole deck."""
    return len(DECK_INDICES)


def longest(players: int, rules: Any) -> int:
    """The rules set no bound: the most moves a saved game holds (``engines.records.MOST_MOVES``)."""
    return MOST_MOVES
