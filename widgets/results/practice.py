"""The stored practice positions of the Playing well pages (``practice.json``, by ``benchmarks/practice_positions.py``).

Each position is a moment of a seeded game of Standard bots where one choice is clearly better: a 16x reference
(fresh paired playouts of the game's coach) gives the tempting choice away against the coach's choice with its
whole 95% interval at least a mistake. An entry holds the game record up to the moment (seed and moves so far),
the seat to act, the legal moves, ``best`` (the coach's choice), ``tempting`` (the Standard bot's move, or with
criterion ``"second choice"`` the first look's second choice), the criterion and measure it met, the
reference's figures, and for a game that names Playing well ideas the ``"idea"`` the position turns on (a key of
:func:`widgets.ideas.ideas_of`, ``""`` for none; with the ``"idea_deals"`` and ``"idea_seed"`` it was found on, by
``benchmarks/practice_ideas.py``)::

    from widgets.results import practice
    entry = practice.positions(key)[0]              # a game's key, as in widgets.games
    state, seat = practice.load_position(entry)     # the record replayed through engines.<key>.from_json

Standard library only (and ``engines``): no ipywidgets.
"""

from __future__ import annotations

import json
from importlib import import_module
from typing import Any

from engines import InvalidInput

from ..games import KEYS
from . import read_text

__all__ = ["GAMES", "load", "positions", "load_position"]

#: The games that have practice positions: every game of the registry (``widgets.games``, the one list).
GAMES = KEYS
NAME = "practice.json"


def load() -> dict[str, Any]:
    """The whole stored file: the script's seed, budget and times, what each game's search did, the positions."""
    return json.loads(read_text(NAME))


def positions(game: str) -> list[dict[str, Any]]:
    """The stored positions of ``game`` (a key of :data:`widgets.games.KEYS`), in the order stored: by table size, then seed."""
    if game not in GAMES:
        raise KeyError(f"no practice positions for {str(game)[:40]!r}; the games are: {', '.join(GAMES)}")
    return [entry for entry in load()["positions"] if entry["game"] == game]


def load_position(entry: Any) -> tuple[Any, int]:
    """``(state, seat)``: the entry's game record replayed through its game's ``from_json``, and the seat to act.

    A trust boundary: an entry that is not a dict naming one of :data:`GAMES`, whose record does not load (any
    move the engine refuses, a derived field that differs), whose record is of another game, or whose seat is not
    one to act there, raises :class:`engines.InvalidInput`, with a short message.
    """
    if type(entry) is not dict:
        raise InvalidInput("A practice position is a dict from practice.json.")
    game = entry.get("game")
    if type(game) is not str or game not in GAMES:
        raise InvalidInput(f"A practice position names one of the games {', '.join(GAMES)}, not {str(game)[:40]!r}.")
    record = entry.get("record")
    if type(record) is not dict or record.get("game") != game or record.get("record") != "game":
        raise InvalidInput(f"A practice position's record is a {game} game record (a seed and its moves).")
    state = import_module(f"engines.{game}").from_json(record)  # lets out only InvalidInput
    if entry.get("players") != state.players:
        raise InvalidInput(f"A practice position's players must be its record's ({state.players}).")
    seat = entry.get("seat")
    if type(seat) is not int or seat not in state.to_act():
        raise InvalidInput(f"A practice position's seat must be one to act in its position; {str(seat)[:20]} is not.")
    return state, seat
