"""Meow Oracle: draft cards into a 3 x 3 Area to build an ascending run and colour lines.

The engine follows the project's API notes: card notation (``parse_cards``,
``parse_grid``), pure scoring rules (``ascending_points``, ``line_points``,
``round_points``, ``winner_points``), ``Rules`` with the reading-path variant
(MO-1), and the game loop ``new_game`` / ``State`` / ``from_json`` / ``position_from_json``.
Bots live in ``engines.meow_oracle.bots``.
"""

from . import bots
from .actions import Choose, Place, TurnUp
from .cards import (CARDS, SQUARES, Card, Colour, Grid, card_from_token, parse_cards, parse_grid,
                    parse_square, square_name)
from .game import from_json, new_game, position_from_json
from .log import MeowEvent
from .rules import (ASIDE, LINES, PATHS, ROUNDS, Rules, ascending_points, ascending_run, cards_to_keep,
                    cards_to_turn_up, explain_game_winners, explain_next_start, game_winners,
                    is_colour_line, line_colour, line_points, neighbours, next_start_player,
                    reading_path, receivers, round_points, scoring_lines, winner_points)
from .state import State

__all__ = [
    "bots", "CARDS", "SQUARES", "Card", "Colour", "Grid", "card_from_token", "parse_cards",
    "parse_grid", "parse_square", "square_name",
    "ASIDE", "ROUNDS", "Choose", "MeowEvent", "Place", "State", "TurnUp", "from_json", "new_game",
    "position_from_json",
    "LINES", "PATHS", "Rules", "ascending_points", "ascending_run", "cards_to_keep",
    "cards_to_turn_up", "explain_game_winners", "explain_next_start", "game_winners",
    "is_colour_line", "line_colour", "line_points", "neighbours", "next_start_player", "reading_path",
    "receivers", "round_points", "scoring_lines", "winner_points",
]
