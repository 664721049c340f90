"""Why Kirin refuses an action, in a learner's words.

``explain`` is asked only when the game is not over and the seat is one the table
waits for (the core answers those cases). It reads the same rule the legal actions
come from (``rules.playable``, KI-4), so a refusal names the cards the player
could have chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines import IllegalAction

from .actions import Action, Declare, Play
from .cards import TOKENS, cards_of, tokens_of
from .rules import DECLARE, PLAY, join_or, must_follow_sentence, playable

if TYPE_CHECKING:  # the state imports this module
    from .state import State


def explain(state: "State", seat: int, action: Action) -> IllegalAction:
    """Say why ``action`` is refused: out of phase (KI-7), a card not held, or the follow rule (KI-4)."""
    card, hand = action.card, state.hands[seat]
    if isinstance(action, Play) and state.phase == DECLARE:
        return IllegalAction(
            f"The tricks have not started: first every player declares by placing one card of "
            f"their hand face down (for example 'declare {card}'); its beast is the one they "
            f"collect this round (KI-7).", rule="KI-7")
    allowed = playable(hand, state.trick, state.order)
    if isinstance(action, Declare) and state.phase == PLAY:
        return IllegalAction(
            f"Your declaration for round {state.round} is already made "
            f"({TOKENS[state.declared[seat]]}); now play a card from your hand: "
            f"{join_or(tokens_of(allowed))}.", rule="KI-7")
    if not hand >> card.id & 1:
        return IllegalAction(
            f"You do not hold {card}. Your hand is {' '.join(tokens_of(hand))}.", rule="hand")
    return IllegalAction(
        f"You may not play {card} now. The led card is {TOKENS[state.trick[0]]} and the order is "
        f"{state.current_order()}. " + must_follow_sentence(cards_of(allowed)), rule="KI-4")
