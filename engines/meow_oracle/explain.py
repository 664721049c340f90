"""Why an action is refused, in a learner's words (MO-5).

:func:`explain` is called for the seat whose turn it is, with an action that is not among
its legal actions. It asks the same questions the legal actions are built from (which
squares hold a face-down card, which are not face up, which cards wait to be placed, how
many cards to keep), so a refusal always names what the rules do allow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import IllegalAction
from ..core import join_and, seat_name
from .actions import Choose, Place, TurnUp
from .cards import SQUARES, Card
from .rules import ASIDE, CHOOSE, TURN, receivers

if TYPE_CHECKING:
    from .state import State

__all__ = ["explain"]


def explain(state: State, seat: int, action: object) -> IllegalAction:
    """Say why ``action`` is not legal for ``seat`` (the seat to act) in this phase (MO-5)."""
    if state.phase == TURN:
        return _explain_turn_up(state, seat, action)
    if state.phase == CHOOSE:
        return _explain_choose(state, seat, action)
    return _explain_place(state, seat, action)


def _down_places(state: State, seat: int) -> str:
    """Where the seat's face-down cards are, in words: the places it may turn up (MO-5)."""
    places = [SQUARES[square] for square in state.face_down_squares(seat)]
    if state.aside[seat]:
        places.append(f"{state.aside[seat]} beside your Area ('turn aside')")
    return join_and(places) if places else "nowhere"


def _explain_turn_up(state: State, seat: int, action: object) -> IllegalAction:
    """Why a turn-up is refused: only your own face-down cards may be turned up (MO-5)."""
    if not isinstance(action, TurnUp):
        return IllegalAction(
            f"First turn up your cards: {len(state.revealed)} of {state.need} turned up so far. Your "
            f"face-down cards are at {_down_places(state, seat)}; write e.g. 'turn b2'.", rule="MO-5")
    if action.square == ASIDE:
        return IllegalAction("There is no face-down card beside your Area. Your face-down cards are at "
                             f"{_down_places(state, seat)}.", rule="MO-5")
    cell = state.grids[seat][action.square]
    name = SQUARES[action.square]
    what = (f"{name} already shows {cell} face up" if cell.__class__ is Card
            else f"{name} is empty (its card was turned up earlier)")
    return IllegalAction(f"{what}: you may only turn up your own face-down cards, at "
                         f"{_down_places(state, seat)}.", rule="MO-5")


def _explain_choose(state: State, seat: int, action: object) -> IllegalAction:
    """Why a keep-and-give choice is refused: it must split exactly the turned-up cards (MO-5)."""
    up = " ".join(card.token for card in state.revealed)
    gets = [seat_name(s) for s in receivers(seat, state.players)]
    if len(gets) == 1:
        how = f"keep {state.keep_count()} and give 1 to {gets[0]}"
    else:
        how = f"keep 1, give 1 to {gets[0]} (your left) and then 1 to {gets[1]}, in that order"
    if not isinstance(action, Choose):
        return IllegalAction(f"You have turned up {up}: now {how}, e.g. '{state.legal_actions(seat)[0]}'.",
                             rule="MO-5")
    stray = [card.token for card in action.keep + action.give if card not in state.revealed]
    if stray:
        return IllegalAction(f"{join_and(stray)} {'is' if len(stray) == 1 else 'are'} not among the cards "
                             f"you turned up ({up}): {how}.", rule="MO-5")
    return IllegalAction(f"With {up} turned up you must {how}; each card goes to exactly one player.",
                         rule="MO-5")


def _explain_place(state: State, seat: int, action: object) -> IllegalAction:
    """Why a placement is refused: your own card, on a square that is not face up (MO-5)."""
    mine = state.cards_to_place(seat)
    cards = join_and([card.token for card in mine]) if mine else "nothing"
    free = state.open_squares(seat)
    squares = ", ".join(SQUARES[square] for square in free)
    if not isinstance(action, Place):
        return IllegalAction(
            f"Now place {cards} on your Area, on a square that is not face up ({squares}); "
            f"write e.g. 'place {mine[0] if mine else 'R5'} at {SQUARES[free[0]]}'.", rule="MO-5")
    if action.card not in mine:
        return IllegalAction(f"{action.card} is not yours to place: you are placing {cards}.", rule="MO-5")
    return IllegalAction(f"{SQUARES[action.square]} already shows {state.grids[seat][action.square]} face up: "
                         f"place {action.card} on a square that is not face up ({squares}).", rule="MO-5")
