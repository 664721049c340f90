"""Why a Lauzait Cep! action is refused, in a learner's words, with the ruling it breaks.

:func:`explain` is asked only about an action that is not among the legal ones of the seat
to act (the state's ``_explain``); it names the first rule the action breaks, asking the
same questions the legal actions are built from (the state's ``discardable`` and
``is_stalemated``, :data:`~.rules.MOVERS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import IllegalAction
from ..core import seat_name
from .actions import Accept, Declare, DeclareStalemate, Decline, Discard, Dissolve, EndDay, Form, Move, ProposeEnd
from .board import MOUNTAIN, SQUARE_NAMES
from .pieces import TOKENS, tokens
from .rules import AFTER_HIRE, DAY, MOVE, MOVERS, THIRD, VOTE, describe_partners, kind_of_values

if TYPE_CHECKING:
    from .state import State


def explain(state: State, seat: int, action) -> IllegalAction:
    """A learner's sentence (with the rule id) for an illegal action of the seat to act."""
    phase = state.phase
    if phase == VOTE:
        return IllegalAction(f"{seat_name(state.turn)} has proposed to end the game: answer "
                             "'accept' or 'decline' (LC-10).", rule="LC-10")
    if isinstance(action, (Accept, Decline)):
        return IllegalAction("There is no proposal to end the game to answer (LC-10).",
                             rule="LC-10")
    if isinstance(action, ProposeEnd):
        if state.proposed[seat]:
            return IllegalAction("You have already proposed to end the game this season: each "
                                 "player may propose once per season (LC-10).", rule="LC-10")
        return IllegalAction("A proposal to end the game comes at the start of your day, before "
                             "dissolving, forming or hiring (LC-10).", rule="LC-10")
    if phase == THIRD and not isinstance(action, Declare):
        return IllegalAction("All nine of your pieces are formed: declare now (LC-7).", rule="LC-7")
    if phase == AFTER_HIRE and not isinstance(action, (Declare, EndDay)):
        return IllegalAction("Your hire is done: end your day, or declare if your pieces allow "
                             "it (LC-6).", rule="LC-6")
    if phase == MOVE and not isinstance(action, Move):
        return IllegalAction(f"You have discarded {TOKENS[state.pending]}: now move a "
                             "piece to finish the hire (LC-1).", rule="LC-1")
    if isinstance(action, Move):
        if phase != MOVE:
            return IllegalAction("Discard a piece first: a hire starts with the discard (LC-1).",
                                 rule="LC-1")
        return _explain_move(state, action)
    if isinstance(action, Discard):
        return _explain_discard(state, seat, action.code)
    if isinstance(action, Form):
        return _explain_form(state, seat, action)
    if isinstance(action, Dissolve):
        return _explain_dissolve(state, seat, action)
    if isinstance(action, Declare):
        formed = len(state.revealed[seat])
        if formed == 1:
            return IllegalAction(
                "You have a department formed, so you may not declare now. Dissolve it at the start "
                "of a day, and after that day's hire you may declare if your nine pieces split into "
                "three departments; or form the other two, one a day, and declare on forming the "
                "third (LC-6, LC-7).", rule="LC-7")
        if formed:
            return IllegalAction(
                "You have two departments formed, so you may not declare now. Form the third to "
                "declare, instead of that day's hire; or dissolve them, one a day, and declare after "
                "the hire of the second day if your nine pieces split into three departments (LC-6, "
                "LC-7).", rule="LC-7")
        return IllegalAction("With nothing formed, you may declare only after your hire, and "
                             "only when your nine pieces split into three departments (LC-6, "
                             "LC-7).", rule="LC-7")
    if isinstance(action, EndDay):
        return IllegalAction("Your day ends after your hire, and the hire is compulsory every "
                             "day (LC-6).", rule="LC-6")
    if isinstance(action, DeclareStalemate):
        if state.dissolved or state.formed or phase != DAY:
            return IllegalAction("Stalemate is declared at the start of a day, before any "
                                 "dissolve, form or hire (LC-8).", rule="LC-8")
        if state.is_stalemated(seat):
            return IllegalAction("This is no stalemate: you can form your third department "
                                 "instead, and Stalemate is the last resort (LC-8).", rule="LC-8")
        return IllegalAction("This is no stalemate: you can still hire, if need be after "
                             "dissolving a department (LC-8).", rule="LC-8")
    return IllegalAction(f"{action} is not a Lauzait Cep! action.", rule="LC-6")


def _explain_discard(state: State, seat: int, code: int) -> IllegalAction:
    """Why a discard is illegal (LC-1, LC-8)."""
    name = TOKENS[code]
    if code not in state.hidden[seat]:
        if any(p.code == code for dept, _ in state.revealed[seat] for p in dept):
            return IllegalAction(f"{name} is in a formed department: a formed piece cannot "
                                 "be discarded (dissolve the department first).", rule="LC-1")
        return IllegalAction(f"You have no {name} in your hand.", rule="LC-1")
    if state.discardable([code]):
        return IllegalAction(f"{name} may not be discarded now.", rule="LC-6")
    return IllegalAction(f"{name} cannot be discarded: no {describe_partners(code)} on the "
                         "board can move.", rule="LC-1")


def _explain_move(state: State, action: Move) -> IllegalAction:
    """Why a move is illegal (LC-1..LC-3, G6)."""
    src, dst, discard = action.src, action.dst, state.pending
    name = TOKENS[discard]
    if src == state.landing:
        return IllegalAction(f"{SQUARE_NAMES[src]} holds the {name} you just discarded: move "
                             "another piece.", rule="LC-2" if name == "J" else "LC-1")
    moving = state.board[src]
    if moving not in MOVERS[discard]:
        return IllegalAction(f"{TOKENS[moving]} on {SQUARE_NAMES[src]} cannot move after "
                             f"discarding {name}: only {describe_partners(discard)} can.", rule="LC-1")
    if src == MOUNTAIN:
        return IllegalAction(f"{SQUARE_NAMES[dst]} is not one of the Mountain's twelve "
                             f"destinations for {TOKENS[moving]}.", rule="LC-3")
    return IllegalAction(f"That square is not a neighbour of {TOKENS[moving]}: "
                         f"{SQUARE_NAMES[dst]} does not touch {SQUARE_NAMES[src]}.", rule="LC-1")


def _explain_form(state: State, seat: int, action: Form) -> IllegalAction:
    """Why a form is illegal (LC-5, LC-6, G3, G8)."""
    dept = action.pieces
    text = tokens(dept)
    if state.formed:
        return IllegalAction("You have already formed a department today (LC-6).", rule="LC-6")
    if kind_of_values([p.value for p in dept]) is None:
        return IllegalAction(f"{text} is not a department: it needs three pieces of one colour, "
                             "all the same number or three in a row.", rule="LC-5")
    if any(p.number not in state.numbers for p in dept if p.is_joker):
        return IllegalAction("In this game a joker may not stand for a 0: the 0s are out of "
                             "the box (variant jokers_for_removed=False).", rule="LC-5")
    rest = list(state.hidden[seat])
    for p in dept:
        if p.code not in rest:
            return IllegalAction(f"You have no concealed {TOKENS[p.code]} for {text}.",
                                 rule="LC-5")
        rest.remove(p.code)
    return IllegalAction(f"Forming {text} would leave you no piece you may discard, and the "
                         "hire is compulsory (LC-6).", rule="LC-6")


def _explain_dissolve(state: State, seat: int, action: Dissolve) -> IllegalAction:
    """Why a dissolve is illegal (LC-5, LC-6, G3)."""
    text = tokens(action.pieces)
    if state.formed:
        return IllegalAction("In a day, dissolving comes before forming (LC-6).", rule="LC-6")
    if state.dissolved:
        return IllegalAction("You have already dissolved a department today (LC-6).",
                             rule="LC-6")
    if all(d != action.pieces for d, _ in state.revealed[seat]):
        return IllegalAction(f"You have no formed department {text}.", rule="LC-5")
    return IllegalAction(f"Dissolving {text} would still leave you no piece you may discard.",
                         rule="LC-6")
