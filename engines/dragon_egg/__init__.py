"""The Luminous Dragon Egg: build a Far and a Near set, outscore the table, chase the egg.

2-5 players, 32 cards (red and blue ranks 2-20 and a wild Revelation, twice each).
Rulings DE-1..DE-8 fill the rulebook's gaps. The names below are the engine contract.
"""

from .actions import (BRACELET, EGG_FAR, EGG_NEAR, NO_EGG, Build, Discard, KeepEgg, ReturnBracelet, UseEgg,
                      builds_for, make_build, parse_action)
from .cards import CARDS, DECK, RANKS, Card, Colour, card, parse_cards, tokens
from .game import from_json, new_game, position, position_from_json
from .log import DragonEggEvent
from .rules import (BRACELET_SUPPLY, THRESHOLDS, RoundResult, Rules, Strength, banknotes,
                    beats_or_ties, egg_after, egg_qualifiers, far_and_near, score_round, set_scores,
                    set_strength, threshold)
from .state import State

__all__ = [
    "CARDS", "DECK", "RANKS", "Card", "Colour", "card", "parse_cards", "tokens",
    "BRACELET", "EGG_FAR", "EGG_NEAR", "NO_EGG", "Build", "Discard", "DragonEggEvent",
    "KeepEgg", "ReturnBracelet", "State", "UseEgg", "builds_for", "from_json", "make_build",
    "new_game", "parse_action", "position", "position_from_json", "BRACELET_SUPPLY", "THRESHOLDS", "RoundResult",
    "Rules",
    "Strength", "banknotes", "beats_or_ties", "egg_after", "egg_qualifiers", "far_and_near", "score_round",
    "set_scores", "set_strength", "threshold",
]
