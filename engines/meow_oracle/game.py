"""Starting and loading Meow Oracle games: :func:`new_game`, :func:`from_json` and :func:`position_from_json`.

The game loop itself is :class:`~engines.meow_oracle.state.State`; a lesson that needs a
prepared deck calls ``state.set_next_cards(...)`` on a new game, which makes it a what-if
position (saved with ``to_json()`` as a position record, loaded with :func:`position_from_json`).
"""

from __future__ import annotations

from typing import Any, cast

from .rules import Rules
from .state import State

__all__ = ["new_game", "from_json", "position_from_json"]


def new_game(players: int, seed: int | None = None, rules: Rules | None = None,
             first_player: int = 0) -> State:
    """A new game for 2-4 players dealt from ``seed``; ``first_player`` starts round 1 (default seat 0).

    A first player other than seat 0 is written to the game record as ``"options": {"first_player": n}``.
    """
    chosen = {} if type(first_player) is int and first_player == 0 else {"first_player": first_player}
    return cast(State, State.new_game(players, seed, rules, **chosen))


def from_json(data: Any) -> State:
    """Load a game saved with ``state.to_json()``: its deal, then its moves replayed (a trust boundary)."""
    return cast(State, State.from_json(data))


def position_from_json(data: Any, keep_log: bool | None = True) -> State:
    """Load a what-if position (an explorer's or a lesson's), or a saved game, with its moves replayed;
    its log must agree with it (``keep_log=False``: the position without its log; ``None``: without it only if
    it does not agree, ``log_left_out`` saying so)."""
    return cast(State, State.position_from_json(data, keep_log))
