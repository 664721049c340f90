"""Kirin's declaration reasons as facts (KI-3, KI-7): what the coach's declaration keeps in hand."""

from engines.kirin import Declare
from engines.kirin.reasons import Collects, SetsAsideKirin, reason
from engines.kirin.state import State
from widgets.kirin.reason_words import reason_words


def _declaration(seed: int):
    """Seat 0's observation at its first declaration of a new game, and its declarations by card."""
    state = State.new_game(4, seed=seed)
    observation = state.observation(0)
    return observation, {str(a.card): a for a in state.legal_actions(0) if isinstance(a, Declare)}


def test_declaring_a_kirin_card_keeps_a_card_that_can_win_a_trick():
    """KI-3: a Kirin card wins no trick, so declaring it keeps the number card the other declaration sets aside."""
    observation, declare = _declaration(970001)
    told = reason(observation, 0, declare["B3"], declare["XK+"], [])
    assert told.facts == (SetsAsideKirin(declare["XK+"].card, declare["B3"].card),)
    assert reason_words(told) == "XK+ wins no trick (KI-3): declaring it keeps B3 in your hand to win tricks with."


def test_a_kirin_declaration_is_no_reason_against_another_kirin_card():
    """Two Kirin cards both win no trick: neither keeps more in hand than the other by that fact."""
    observation, declare = _declaration(970001)
    kirin = [card for card, action in declare.items() if action.card.is_kirin and card != "XK+"]
    told = reason(observation, 0, declare[kirin[0]], declare["XK+"], [])
    assert not any(isinstance(f, (SetsAsideKirin, Collects)) for f in told.facts)


def test_of_one_beast_a_kirin_declaration_keeps_the_number_card():
    """KI-3, KI-7: declaring the Tiger's Kirin card rather than B3 collects the same beast and keeps B3 to play."""
    observation, declare = _declaration(970001)
    told = reason(observation, 0, declare["B3"], declare["BK+"], [])
    assert told.facts == (SetsAsideKirin(declare["BK+"].card, declare["B3"].card),)
