"""Lauzait Cep!: hire officials on a 5 x 5 board and form a good government.

The API names (see the project's API notes): ``parse_cards``, ``department_kind``,
``department_bonus``, ``formation_score``, ``stick_odds``, ``Rules``, ``new_game``,
``from_json``, ``position_from_json``, ``State`` and the actions. Bots live in :mod:`.bots`,
exact probabilities in :mod:`.odds`.
"""

from __future__ import annotations

from .actions import (ACCEPT, DECLARE, DECLINE, END_DAY, PROPOSE, STALEMATE_ACTION, Accept, Declare,
                      DeclareStalemate, Decline, Discard, Dissolve, EndDay, Form, Move, ProposeEnd,
                      dissolve_action, form_action, parse_action)
from .board import (DESTINATIONS, LAYOUT, MOUNTAIN, NEIGHBOURS, SEAT_COLOURS, SQUARE_NAMES, WATER,
                    destinations, neighbours, parse_square, square_kind, square_name)
from .game import from_json, new_game, position, position_from_json
from .log import LauzaitEvent
from .pieces import JOKER, PIECES, STATED, Piece, parse_cards, piece_set
from .rules import (BONUS_BY_NUMBER, FORMATION_POINTS, PHASES, STALEMATE_READINGS, Formation, Rules, banknotes,
                    best_declaration, best_restatement, bonus_sum, can_move_after, department_bonus,
                    department_kind, department_values, formation_score, hand_splits, joker_statements,
                    luminous_points, partner_codes, refund, scored_words, splits, stick_odds, water_success)
from .state import State

__all__ = [
    "parse_cards", "department_kind", "department_bonus", "bonus_sum", "formation_score", "stick_odds",
    "department_values", "refund", "splits", "hand_splits", "joker_statements", "best_declaration",
    "best_restatement", "luminous_points", "scored_words", "water_success", "can_move_after", "partner_codes",
    "banknotes", "Formation", "Rules", "Piece", "PIECES", "STATED", "JOKER", "piece_set",
    "BONUS_BY_NUMBER", "FORMATION_POINTS", "STALEMATE_READINGS",
    "new_game", "from_json", "position", "position_from_json", "State", "parse_action", "LauzaitEvent",
    "SEAT_COLOURS",
    "Discard", "Move", "Form", "Dissolve", "Declare", "EndDay", "DeclareStalemate",
    "ProposeEnd", "Accept", "Decline", "form_action", "dissolve_action", "PHASES",
    "DECLARE", "END_DAY", "STALEMATE_ACTION", "PROPOSE", "ACCEPT", "DECLINE",
    "MOUNTAIN", "WATER", "LAYOUT", "NEIGHBOURS", "DESTINATIONS", "SQUARE_NAMES",
    "neighbours", "destinations", "square_name", "parse_square", "square_kind",
]
