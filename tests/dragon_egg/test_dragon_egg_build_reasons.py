"""The Dragon Egg's reason for a build set against another: where the build played earns more this round by the
Sage's guesses (:func:`engines.dragon_egg.reasons.build_facts`), that round is never the coach's reason, and the
row is level exactly where the figures put the played build as well or better."""

from __future__ import annotations

from engines.dragon_egg import coach
from engines.dragon_egg.reasons import EarnsMore

from test_dragon_egg_coach import _value, build_moments

FIGURES = {"better": ([(0.0, 0.0)] * 6, [(2.0, 1.0)] * 6),
           "as well": ([(0.0, 0.0)] * 6, [(0.0, 0.0)] * 5 + [(0.0, 1.0)]),
           "cannot tell": ([(1.0, 1.0), (0.0, 0.0), (1.0, 1.0)], [(0.0, 0.0), (1.0, 1.0), (0.0, 0.0)]),
           "behind": ([(3.0, 1.0)] * 12, [(-3.0, 0.0)] * 12)}
"""The coach's and the played build's playouts ``(margin, win)``, by how the figures place the played build."""


def test_a_build_that_earns_more_this_round_is_never_the_coachs_reason_and_level_only_beside_figures_as_good():
    """Beside a build played that earns more this round than the coach's, the reason holds no :class:`EarnsMore`
    (the round is the played build's), and it is level where the playouts put the played build as well or better."""
    checked = 0
    for observation, builds in build_moments()[:12]:
        best, played = builds[0], builds[-1]
        mine, top = coach.build_facts(observation, played), coach.build_facts(observation, best)
        if not round(mine.earnings, 1) > round(top.earnings, 1):
            continue
        seat = observation["seat"]
        for name, (coachs, yours) in FIGURES.items():
            told = coach.reason(observation, seat, played, best, [_value(best, coachs), _value(played, yours)])
            assert not any(isinstance(fact, EarnsMore) for fact in told.facts)  # the round is the played build's
            assert told.level == (name in ("better", "as well")), (name, told)
        checked += 1
    assert checked


def test_a_build_that_did_better_while_the_coachs_sets_earn_more_this_round_is_level():
    """The mirror: where the coach's sets earn more this round, the row is level beside figures that put the played
    build ahead, and not beside figures that put it behind."""
    checked = 0
    for observation, builds in build_moments()[:12]:
        played, best = builds[0], builds[-1]  # the coach's "choice" here is the build whose round earns more
        mine, top = coach.build_facts(observation, played), coach.build_facts(observation, best)
        if not round(top.earnings, 1) > round(mine.earnings, 1):
            continue
        seat = observation["seat"]
        for name in ("better", "behind"):
            coachs, yours = FIGURES[name]
            told = coach.reason(observation, seat, played, best, [_value(best, coachs), _value(played, yours)])
            assert told.level == (name == "better"), (name, told)
        checked += 1
    assert checked


ROUND_FOUR = [(0, "R2 B* | R15 B2"), (1, "R15 B15 | R7 R10"), (2, "B10 B20 | R5 B5"), (0, "R7 R* | B3 B20"),
              (1, "R20 B15 | R10 B7"), (2, "bracelet"), (2, "B5 B5 | R7 B7"), (2, "discard R2"), (0, "R10 B5 | B2 B3"),
              (1, "bracelet"), (1, "R7 R* | R5 R15"), (2, "bracelet"), (2, "B20 B* | R3 R*"), (1, "discard R2"),
              (2, "discard B2")]
"""Seed 993056 at three players up to Aiko's build of round 4, holding R3 R5 R* R* B5."""


def test_DE7_a_friends_set_that_makes_both_friends_names_the_egg():
    """993056's reader met the egg in one row of three where only the coach's build made both sets Friends."""
    from engines import dragon_egg as de
    from engines.dragon_egg.reasons import SetBeats
    from widgets.reason_words import reason_text

    state = de.new_game(3, seed=993056)
    for seat, move in ROUND_FOUR:
        state.apply(seat, move)
    observation = state.observation(0)
    choices = {str(a): a for a in state.legal_actions(0)}
    told = coach.reason(observation, 0, choices["R* R* | R3 R5"], choices["R5 R* | R3 R*"], [])
    (fact,) = told.facts
    assert isinstance(fact, SetBeats) and fact.friends and fact.egg and not fact.far
    assert reason_text(told) == ("The coach's Near R3 R* is Friends, like its Far, for the egg (DE-7), and beats or "
                                 "ties about 1.9 rival Nears; yours 0.2.")
    # where the build played has two Friends sets too, the egg is no difference
    told = coach.reason(observation, 0, choices["R5 R* | R3 R*"], choices["R* R* | R3 R5"], [])
    assert not any(getattr(f, "egg", False) for f in told.facts)
