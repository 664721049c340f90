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
