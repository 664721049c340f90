"""Starting and loading Meow Oracle games: :func:`new_game` and :func:`from_json`.

The game loop itself is :class:`~engines.meow_oracle.state.State`; a lesson that needs a
prepared deck calls ``state.set_next_cards(...)`` on a new game.
"""

from __future__ import annotations

from typing import Any, cast

from .rules import Rules
from .state import State

__all__ = ["new_game", "from_json"]


def new_game(players: int, seed: int | None = None, rules: Rules | None = None,
             first_player: int = 0) -> State:
    """A new game for 2-4 players dealt from ``seed``; ``first_player`` starts round 1 (default seat 0)."""
    return cast(State, State.new_game(players, seed, rules, first_player=first_player))


def from_json(data: Any) -> State:
    """Rebuild a game saved with ``state.to_json()`` (a trust boundary: see ``GameState.from_json``)."""
    return cast(State, State.from_json(data))
