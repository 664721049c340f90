"""Each game's ROUND_SPREAD, the points scale its review labels by, is what the benchmark measures.

A review weighs the points a choice gives away against a typical round's spread of scores
(:class:`engines.coach.PointScale`). The spreads are stored in each game's coach module; this
measures them again from the same seeded games of Standard bots
(``benchmarks/coach_common.measured_spread``), so a change to a game's rules or its Standard bot
that moves them shows here.
"""

from __future__ import annotations

import pytest

from benchmarks.coach_common import GAMES as TABLES
from benchmarks.coach_common import measured_spread
from engines import coach
from widgets.games import GAMES


@pytest.mark.parametrize("info", GAMES, ids=[info.key for info in GAMES])
def test_the_stored_round_spreads_are_measured_again(info):
    stored = info.part(f"{info.coach}:ROUND_SPREAD")
    assert sorted(stored) == list(TABLES[info.key]["players"])
    assert {players: measured_spread(info.key, players) for players in stored} == stored


@pytest.mark.parametrize("info", GAMES, ids=[info.key for info in GAMES])
def test_every_table_size_of_a_review_has_a_points_scale(info):
    module = info.part(info.coach)
    for players in module.ROUND_SPREAD:
        scale = coach.point_scale(module.ROUND_SPREAD, players, module.UNIT)
        assert scale.players == players and scale.spread > 0 and scale.unit == module.UNIT


@pytest.mark.parametrize("info", GAMES, ids=[info.key for info in GAMES])
def test_a_game_whose_review_weighs_its_own_points_measures_its_spread_in_them(info):
    """A game's coach with its own ``round_spreads`` (its review weighs other points than the scores) is
    measured in them; the other games' spreads are the scores each round added."""
    from benchmarks.coach_common import spreads_of

    own = getattr(info.part(info.coach), "round_spreads", None)
    assert (spreads_of(info.key) is own) == (own is not None)
