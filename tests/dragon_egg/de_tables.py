"""Helpers for Dragon Egg tests: a game whose hands are chosen by the test."""

from __future__ import annotations

from engines import dragon_egg as de


def table(players: int, hands: list[str], seed: int = 0, **fields) -> de.State:
    """A fresh game whose hands are exactly ``hands`` (notation); other cards stay in the deck."""
    state = de.new_game(players, seed=seed)
    pool = sorted(state.deck + [c for h in state.hands for c in h])
    state.deck, state.hands = pool, [[] for _ in range(players)]
    for seat, text in enumerate(hands):
        for card in de.parse_cards(text):
            state.deck.remove(card.index)
            state.hands[seat].append(card.index)
        state.hands[seat].sort()
    for name, value in fields.items():
        setattr(state, name, value)
    return state


def card_count(state: de.State) -> int:
    """Cards anywhere: deck, discards, hands and sets on the table (always 32)."""
    placed = sum(4 for b in state.builds if b is not None)
    return len(state.deck) + len(state.discard) + sum(map(len, state.hands)) + placed
