"""What Meow Oracle tells the OpenSpiel adapter (``engines/openspiel.py``): vocabulary, largest draw, length.

Standard library only; the adapter imports it by the game's key, so no other file names the game.
"""

from __future__ import annotations

import itertools
from typing import Any

from .actions import PLACES, TURNS, Choose
from .cards import CARDS, SQUARES
from .rules import PLAYER_COUNTS, ROUNDS, cards_to_keep, cards_to_turn_up


def words() -> list[str]:
    """The turn-ups, the placements, then every keep-and-give of a size MO-5 allows, each notation once."""
    words = [str(t) for t in TURNS] + [str(p) for row in PLACES for p in row]
    shapes = {(cards_to_turn_up(n, first), cards_to_keep(n, first)) for n in PLAYER_COUNTS for first in (True, False)}
    for turned, kept in sorted(shapes, key=lambda shape: (-shape[0], shape[1])):
        if kept == 1:
            words += [str(Choose(cards[:1], cards[1:])) for cards in itertools.permutations(CARDS, turned)]
            continue
        for given in CARDS:
            others = sorted(card for card in CARDS if card is not given)  # kept cards in card order
            words += [str(Choose(keep, (given,))) for keep in itertools.combinations(others, kept)]
    return words


def most_drawn() -> int:
    """The most equally likely outcomes of one draw: a card of the whole deck."""
    return len(CARDS)


def longest(players: int, rules: Any) -> int:
    """The most player moves a game takes: each card of a round turned up, kept or given, and placed."""
    return ROUNDS * 3 * len(SQUARES) * players
