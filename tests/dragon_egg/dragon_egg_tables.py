"""Helpers for Dragon Egg tests: a game whose hands are chosen by the test."""

from __future__ import annotations

from engines import dragon_egg as de


def table(players: int, hands: list[str], seed: int = 0, **fields) -> de.State:
    """A what-if position whose hands are exactly ``hands`` (notation); other cards stay in the deck.

    ``fields`` (money, supply, bracelets, egg_holder, ...) are set before anyone asks for the
    legal actions, so nothing computed from the old values is kept; the changed table is then
    the position's start."""
    state = de.position(players, hands, seed=seed)
    for name, value in fields.items():
        setattr(state, name, value)
    state.as_position()
    return state


def card_count(state: de.State) -> int:
    """Cards anywhere: deck, discards, hands and sets on the table (always 32)."""
    placed = sum(4 for b in state.builds if b is not None)
    return len(state.deck) + len(state.discard) + sum(map(len, state.hands)) + placed
