"""Meow Oracle's keep-and-give reasons as facts (MO-3, MO-5): a joker kept, not handed on."""

from engines import meow_oracle as mo
from engines.meow_oracle.reasons import KeepsJoker, reason
from widgets.meow_oracle.reason_words import reason_words


def _first_choice(seed: int, players: int = 3):
    """Seat 0's observation at its first keep-and-give (after turning up c1, b2 and b3), and its choices by
    notation."""
    state = mo.new_game(players, seed=seed)
    for square in ("c1", "b2", "b3"):
        state.apply(0, f"turn {square}")
    return state.observation(0), {str(a): a for a in state.legal_actions(0)}


def test_the_coach_keeping_the_joker_it_would_give_away_is_the_reason():
    """MO-3: a white joker counts as every colour, so keeping it is the fact that sets the coach's choice apart."""
    observation, choices = _first_choice(970001)
    played, best = choices["keep R10 give W3 G3"], choices["keep W3 give G3 R10"]
    told = reason(observation, 0, played, best, [])
    assert told.facts == (KeepsJoker(played.give[0], 1),)
    assert reason_words(told) == "Keep the joker W3: it counts as every colour on your Area; yours gives it to Bruno."


def test_no_joker_fact_where_the_coach_gives_the_joker_too():
    observation, choices = _first_choice(970001)
    played, best = choices["keep R10 give W3 G3"], choices["keep G3 give W3 R10"]
    assert not any(isinstance(f, KeepsJoker) for f in reason(observation, 0, played, best, []).facts)
