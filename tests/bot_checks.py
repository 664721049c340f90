"""Checks the bot tests of several games share: a whole game between bots, every choice legal."""

from __future__ import annotations

from typing import Any, Callable, Sequence


def legal_game(state: Any, bots: Sequence[Any], check: Callable[[Any, int, list], None] | None = None) -> Any:
    """``state`` played to its end, ``bots[seat]`` choosing from the seat's observation; each choice must be
    legal, and ``check(state, seat, legal)`` (when given) runs before each move is made."""
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.observation(seat), legal)
        assert action in legal, f"{type(bots[seat]).__name__} chose {action}, not a legal action"
        if check:
            check(state, seat, legal)
        state.apply(seat, action)
    return state
