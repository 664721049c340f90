"""Lauzait Cep!'s moves described in words (:func:`widgets.lauzait_cep.reason_words.describe`): each clause says
what the engine does (the points a declaration adds, a Water move's odds and its two pieces, a form's bonus and a
dissolve's refund)."""

from __future__ import annotations

from collections import Counter

from engines import lauzait_cep as lc
from widgets.lauzait_cep.reason_words import describe

from test_lauzait_cep_coach import GAMES, _decisions, declarations


def test_a_declaration_is_described_with_the_points_the_engine_adds_luminous_points_included():
    # LC-7, LC-T2 and LC-9's luminous rule: the coach's value and sentence give exactly the
    # points the engine adds when the declaration is made.
    count = with_luminous = 0
    for observation, action, gain, extra in declarations():
        assert f"declaring now for {gain} point" in describe(observation, action)
        assert ("luminous" in describe(observation, action)) == (extra > 0)
        count += 1
        with_luminous += extra > 0
    assert count >= 30 and with_luminous >= 5


def test_each_clause_of_a_description_is_what_the_engine_does():
    # LC-4: a Water move's odds and the two pieces it may bring; LC-5: a form's bonus and a
    # dissolve's refund, as the engine pays them.
    from fractions import Fraction

    from engines.lauzait_cep.board import WATER
    from engines.lauzait_cep.pieces import TOKENS
    from engines.lauzait_cep.rules import stick_odds, water_outcome
    odds = sum((p for t, p in stick_odds().items() if water_outcome(t)), Fraction(0))
    assert odds == lc.water_success()
    waters = forms = dissolves = 0
    for players, seed, luminous, bot in GAMES:
        for state, seat in _decisions(players, seed, luminous, bot):
            observation = state.observation(seat)
            for action in state.legal_actions(seat):
                text = describe(observation, action)
                if isinstance(action, lc.Move) and action.dst in WATER and waters < 40:
                    target, moving = observation["board"][action.dst], observation["board"][action.src]
                    if target == moving:  # the same piece either way: no gamble is offered
                        assert f"you take a {moving} whatever the throw" in text
                    else:  # LC-3: a low throw gives the piece moved (a board piece, never "back")
                        assert f"a {odds.numerator} in {odds.denominator} chance to take {target}" in text
                        assert f"else you take {moving}, the piece you moved" in text and "take back" not in text
                    taken = set()
                    for k in range(16):
                        after = state.clone()
                        after.rng.seed(k)
                        after.apply(seat, action)
                        gained = Counter(after.hidden[seat]) - Counter(state.hidden[seat])
                        taken.add(TOKENS[next(iter(gained))])
                    assert taken == {target, moving}
                    waters += 1
                elif isinstance(action, (lc.Form, lc.Dissolve)):
                    after = state.clone()
                    after.apply(seat, action)
                    change = after.scores()[seat] - state.scores()[seat]
                    if isinstance(action, lc.Form):
                        assert text.endswith(f"for a bonus of {change}")
                        forms += 1
                    else:
                        assert text.endswith(f"paying back {-change}")
                        dissolves += 1
    assert waters >= 20 and forms >= 5 and dissolves >= 1
