"""Lauzait Cep!'s reasons as facts (LC-5): a joker spent on a low bonus where, kept free, it completes a higher one
with the pieces held."""

from engines import lauzait_cep as lc
from engines.lauzait_cep.reasons import Formed, Instead, JokerSpent, free_joker, reason
from widgets.lauzait_cep.reason_words import reason_words

OPENING = [(1, "form G5 G5 J=G5"), (1, "discard W2"), (1, "move c2-b1"), (1, "end day"), (0, "discard W5"),
           (0, "move a5-b5"), (0, "end day"), (1, "form G6 G6 G6"), (1, "discard G3"), (1, "move d4-c3"),
           (1, "end day")]
"""A two-player game's first days, seat 0 then holding G2 G5 G9 W3 W4 W4 W6 W9 J at the start of its day."""


def _position():
    """Seat 0's observation at the start of its second day, and its choices by notation."""
    state = lc.new_game(2, seed=992001)
    for seat, move in OPENING:
        state.apply(seat, move)
    return state.observation(0), {str(a): a for a in state.legal_actions(0)}


def test_a_joker_spent_on_a_low_bonus_is_the_reason():
    """LC-5: W3 W4 J=W5 earns 1; the joker kept free completes W4 W4 J=W4, a triple of 4s less one: 5."""
    observation, choices = _position()
    assert observation["hand"] == ["G2", "G5", "G9", "W3", "W4", "W4", "W6", "W9", "J"]
    played, best = choices["form W3 W4 J=W5"], choices["discard G9"]
    told = reason(observation, 0, played, best, [])
    (spent,) = [f for f in told.facts if isinstance(f, JokerSpent)]
    assert told.facts[0] is spent and isinstance(told.facts[1], Instead)
    assert spent.played == Formed(played, 1) and str(spent.free) == "form W4 W4 J=W4" and spent.bonus == 5
    assert reason_words(told) == ("Yours spends the joker on W3 W4 J=W5, bonus 1; kept free, it would form "
                                  "W4 W4 J=W4 from your pieces, bonus 5.")
    assert reason_words(told, "Bruno").startswith("Bruno's spends the joker")


def test_no_joker_fact_where_the_coach_spends_the_joker_too():
    observation, choices = _position()
    told = reason(observation, 0, choices["form W3 W4 J=W5"], choices["form W4 W4 J=W4"], [])
    assert not any(isinstance(f, JokerSpent) for f in told.facts)


def test_no_joker_fact_where_the_form_played_is_the_best_the_joker_completes():
    observation, choices = _position()
    assert free_joker(observation)[1] == 5
    told = reason(observation, 0, choices["form W4 W4 J=W4"], choices["discard G9"], [])
    assert not any(isinstance(f, JokerSpent) for f in told.facts)
    assert reason_words(told) == "The coach's choice discards G9; yours forms W4 W4 J=W4 for a bonus of 5."


def test_no_free_joker_without_a_joker_held():
    observation, _ = _position()
    assert free_joker(dict(observation, hand=[t for t in observation["hand"] if t != "J"])) is None
