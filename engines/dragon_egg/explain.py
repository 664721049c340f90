"""Why an action is refused, in a learner's words, from the same rule functions the legal list uses.

:func:`explain` is called only for an action that is not among the seat's legal actions,
while the game is on and the seat is to act; it finds the first rule the action breaks.
"""

from __future__ import annotations

from typing import Any

from .. import IllegalAction
from ..core import seat_name
from .actions import Build, Discard, KeepEgg, ReturnBracelet, UseEgg
from .cards import CARDS, Card, tokens
from .rules import BUILD, DISCARD, EGG, HAND_SIZE, allowed_pair, may_draw_while_rebuilding

_PHASE_HINTS = {
    BUILD: "Now build two sets of two cards from your hand (or return a bracelet).",
    EGG: "Every set is placed: decide first whether to use the egg ('egg far', 'egg near' or 'no egg').",
    DISCARD: f"Discard down to {HAND_SIZE} cards first (DE-6).",
}
"""What a seat is expected to do in each phase."""


def _hint(phase: str) -> str:
    """A sentence saying what the seats to act are expected to do now."""
    return _PHASE_HINTS.get(phase, "Nothing can be done now.")


def _missing(hand: list[int], cards: tuple[Card, ...]) -> list[Card]:
    """The cards of ``cards`` that the hand (card indices) does not hold, copies counted."""
    missing = list(cards)
    for i in hand:
        if CARDS[i] in missing:
            missing.remove(CARDS[i])
    return missing


def explain(state: Any, seat: int, action: Any) -> IllegalAction:
    """Why a real action is not allowed for this seat now, in a learner's words."""
    phase, name = state.phase, seat_name(seat)
    if isinstance(action, Build):
        if phase != BUILD:
            return IllegalAction(_hint(phase), rule="DE-7" if phase == EGG else "DE-6")
        hand = state.hands[seat]
        missing = _missing(hand, action.cards)
        if missing:
            return IllegalAction(
                f"{name} does not hold {tokens(missing)}: the hand is {tokens(CARDS[i] for i in hand)}. "
                "Both sets must come from the hand.", rule="hand")
        if not all(allowed_pair(*pair, state.rules) for pair in action):
            return IllegalAction(
                "Under the strict Revelation variant a Revelation may only pair with a card "
                "of its own colour (our reading, DE-1, allows such a pair; this variant does not).",
                rule="DE-1")
    elif isinstance(action, ReturnBracelet):
        if phase != BUILD:
            return IllegalAction("Bracelets are returned only while building sets (DE-5).", rule="DE-5")
        if not may_draw_while_rebuilding(state.egg_used_by == seat, state.rules):
            return IllegalAction(
                "After using the egg you rebuild from the same hand, without drawing (DE-7).", rule="DE-7")
        return IllegalAction(f"{name} has no bracelet to return (DE-5).", rule="DE-5")
    elif isinstance(action, (UseEgg, KeepEgg)):
        if state.egg_holder != seat:
            holder = "nobody" if state.egg_holder is None else seat_name(state.egg_holder)
            return IllegalAction(
                f"Only the egg's holder may use it, and the egg is with {holder} (DE-7).", rule="DE-7")
        return IllegalAction(
            "The egg is used after every player has placed two sets and before the reveal (DE-7).",
            rule="DE-7")
    elif isinstance(action, Discard):
        if phase != DISCARD:
            return IllegalAction(
                f"Discarding happens only after the refill, down to {HAND_SIZE} cards (DE-6).", rule="DE-6")
        return IllegalAction(f"{name} does not hold {action.card}.", rule="hand")
    return IllegalAction(_hint(phase), rule="turn")
