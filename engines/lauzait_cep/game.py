"""Making a Lauzait Cep! game: a new deal, a saved game, or a position set up by hand.

``new_game`` deals from a seed (the same seed, the same game), ``from_json`` loads what
``state.to_json()`` saved, ``position_from_json`` a what-if position saved with
``state.to_position_json()``, and ``position`` builds a what-if position for lessons, worked
cases and tests. The game itself is :class:`~.state.State`.
"""

from __future__ import annotations

import random

from .. import InvalidInput
from ..boundary import check_players, check_rules
from .actions import department
from .board import SQUARES
from .pieces import code_token, parse_cards, piece_set
from .rules import DAY, Rules, department_bonus
from .state import State


def new_game(players: int, seed: int | None = None, rules: Rules | None = None) -> State:
    """A new game for 2-4 players, dealt from its own random generator (LC-9)."""
    return State.new_game(players, seed, rules)


def from_json(data: dict) -> State:
    """Load a game saved with ``state.to_json()``: its deal, then its moves replayed."""
    return State.from_json(data)


def position_from_json(data: dict, keep_log: bool | None = True) -> State:
    """Load a what-if position (an explorer's or a lesson's), or a saved game, with its moves replayed;
    its log must agree with it (``keep_log=False``: the position without its log; ``None``: without it only if
    it does not agree, ``log_left_out`` saying so)."""
    return State.position_from_json(data, keep_log)


def position(players: int, hands, board, turn: int = 0, revealed=None, scores=None,
             rules: Rules | None = None, seed: int = 0, season: int = 1,
             direction: int = 1) -> State:
    """A state set up by hand, for worked cases and tests: ``hands[seat]`` concealed pieces,
    ``board`` 25 tokens row by row from a5 (``.`` for the empty square), ``revealed[seat]``
    department strings like ``"G2 G3 J=G4"``. Pieces not placed lie face down."""
    players = check_players(players, State.PLAYER_COUNTS, State.TITLE)
    state = State.undealt(players, check_rules(rules, Rules, Rules()), random.Random(seed))
    cells = board.split() if isinstance(board, str) else list(board)
    if len(cells) != len(SQUARES):
        raise InvalidInput(f"A board has {len(SQUARES)} squares; {len(cells)} given.")
    state.board = [-1 if c in (".", None) else parse_cards([c])[0].code for c in cells]
    if state.board.count(-1) != 1:
        raise InvalidInput("Between days exactly one square is empty: mark it with '.'.")
    state.empty = state.board.index(-1)
    state.index_board()
    revealed = revealed or [[] for _ in range(players)]
    state.hidden = [[p.code for p in parse_cards(hands[seat])] for seat in range(players)]
    state.revealed = [[(department(dept), department_bonus(dept)) for dept in revealed[seat]]
                      for seat in range(players)]
    rest = piece_set(players)
    used = state.board + [c for h in state.hidden for c in h] + [
        p.code for r in state.revealed for d, _ in r for p in d]
    for code in used:
        if code >= 0:
            if code not in rest:
                raise InvalidInput(f"The position uses more {code_token(code)} pieces than a "
                                   f"{players}-player game has.")
            rest.remove(code)
    state.face_down = rest
    state.luminous = rest.pop() if state.rules.luminous and rest else -1
    state.score = list(scores) if scores else [0] * players
    state.season, state.day, state.turn = season, 1, turn
    state.start_seat, state.direction = turn, direction
    state.phase, state.dissolved, state.formed = DAY, False, False
    state.pending = state.landing = -1
    state.proposed, state.accepted = [False] * players, []
    return state
