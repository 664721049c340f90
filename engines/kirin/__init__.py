"""Kirin: a four-player trick-taking game where Kirin cards flip the order of strength.

The API (see the project's API notes): ``parse_cards``, ``legal_follows``,
``trick_winner``, ``order_after``, ``Rules``, ``new_game``, ``from_json``, ``State``
and the actions ``Play`` / ``Declare``. Rulings KI-1..KI-7 are cited where they apply.

>>> from engines import kirin
>>> [str(c) for c in kirin.legal_follows("S5 X3 SK+", "B4", "ascending")]
['S5', 'SK+']
>>> kirin.trick_winner("B4 S5 Q2 XK+", "ascending")
1
>>> kirin.order_after("B4 S5 QK- XK+", "ascending")
'descending'
"""

from __future__ import annotations

from .actions import DECLARES, PLAYS, Action, Declare, Play
from .cards import (
    BEAST_TITLES,
    CARDS,
    DECK,
    Beast,
    Card,
    Order,
    cards_text,
    parse_card,
    parse_cards,
)
from .game import from_json, new_game, position, position_from_json
from .log import KirinEvent
from .rules import (
    HAND_SIZE,
    TRICKS_PER_ROUND,
    Rules,
    beast_ladder_words,
    beast_strength,
    beats_in_both,
    declared_points,
    explain_follows,
    explain_higher_rank,
    deciding_beast_words,
    explain_order_after,
    explain_points,
    explain_stronger_beast,
    explain_winner,
    follow_reason,
    obliging_words,
    forcing_cards,
    higher_rank,
    is_forcing,
    join_and,
    legal_follows,
    must_follow_sentence,
    order_after,
    order_summary,
    parse_order,
    rank_strength,
    stronger_beast,
    stronger_kirin,
    strongest_kirin_beast,
    trick_strength,
    trick_winner,
)
from .state import State

__all__ = [
    "Action", "BEAST_TITLES", "Beast", "CARDS", "Card", "DECK", "DECLARES", "Declare", "HAND_SIZE",
    "KirinEvent", "Order", "PLAYS", "Play", "Rules", "State", "TRICKS_PER_ROUND", "beast_ladder_words",
    "beast_strength", "beats_in_both", "cards_text", "declared_points", "explain_follows",
    "deciding_beast_words", "explain_higher_rank", "explain_order_after", "explain_points", "explain_stronger_beast",
    "explain_winner",
    "follow_reason", "obliging_words", "forcing_cards", "from_json", "higher_rank", "is_forcing", "join_and",
    "legal_follows", "must_follow_sentence", "new_game", "order_after", "order_summary", "parse_card",
    "parse_cards", "parse_order", "position", "position_from_json", "rank_strength", "stronger_beast", "stronger_kirin",
    "strongest_kirin_beast", "trick_strength", "trick_winner",
]
