"""Starting and loading a game of The Luminous Dragon Egg, and what-if positions for lessons and tests."""

from __future__ import annotations

from typing import Sequence

from .cards import parse_cards
from .rules import Rules
from .state import State


def new_game(players: int, seed: int | None = None, rules: Rules | None = None) -> State:
    """Shuffle, deal 5 cards to each of 2-5 players and start round 1."""
    return State.new_game(players, seed, rules)


def from_json(data: dict) -> State:
    """Rebuild a game saved with ``State.to_json`` (a trust boundary: see ``GameState.from_json``)."""
    return State.from_json(data)


def position_from_json(data: dict, keep_log: bool | None = True) -> State:
    """Load a what-if position (an explorer's or a lesson's), or a saved game, with its moves replayed;
    its log must agree with it (``keep_log=False``: the position without its log; ``None``: without it only if
    it does not agree, ``log_left_out`` saying so)."""
    return State.position_from_json(data, keep_log)


def position(players: int, hands: Sequence[str], seed: int = 0, rules: Rules | None = None) -> State:
    """A what-if position: a new game whose hands are exactly ``hands`` (notation, one per seat); every
    other card is in the deck, from which later draws come as the seed decides (the log keeps the seed's deal)."""
    state = new_game(players, seed=seed, rules=rules)
    state.deck = sorted(state.deck + [c for hand in state.hands for c in hand])
    state.hands = [[] for _ in range(players)]
    for seat, text in enumerate(hands):
        for card in parse_cards(text):
            state.deck.remove(card.index)
            state.hands[seat].append(card.index)
        state.hands[seat].sort()
    state.fields_changed()
    state.as_position()
    return state
