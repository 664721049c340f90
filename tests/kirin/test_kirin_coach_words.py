"""Kirin's coach in words (:mod:`widgets.kirin.coach_words`): what the players still to play may add to a trick is
the engine's count (the seats after the card and the cards of the seat's beast it has not seen, KI-7)."""

from __future__ import annotations

from engines.kirin import coach
from widgets.kirin import coach_words as cw

from test_kirin_coach import play_turns


def test_a_trick_not_yet_full_says_what_the_later_players_may_add():
    """Before the last card, the seats still to play and the cards of the beast they may add are the engine's
    (checked on these very positions in test_kirin_coach.py); the words say both."""
    checked = 0
    for real, seat, observation in play_turns(500, 8):
        if len(real.trick) == 3 or len(real.legal_actions(seat)) < 2 or not real.trick:
            continue
        later, unseen = coach.still_to_play(observation)
        text = cw.later_words(observation, _beast(real, seat))
        assert later and text.startswith(cw._names(later) + " still play")
        assert f"the {unseen} " in text or (unseen == 0 and "no " in text)
        checked += 1
    assert checked > 30


def _beast(state, seat: int) -> str:
    """The title of the beast ``seat`` declared."""
    from engines.kirin.cards import BEAST_TITLES, CARDS
    return BEAST_TITLES[CARDS[state.declared[seat]].beast]
