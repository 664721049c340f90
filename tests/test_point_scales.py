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


def test_a_rounds_spread_is_the_most_gained_minus_the_fewest():
    """On a 3-player Meow Oracle game of random bots: each round's winner points, as the engine keeps them."""
    from engines import meow_oracle
    from engines.meow_oracle.bots import RandomBot

    state = meow_oracle.new_game(3, seed=5)
    bots = [RandomBot(s) for s in range(3)]
    while state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    rounds = [list(points) for points in state.round_winner_points]
    assert len(rounds) == 2
    assert coach.round_spreads(state, "round") == [float(max(r) - min(r)) for r in rounds if any(r)]


def test_a_game_whose_review_weighs_its_own_points_measures_its_spread_in_them():
    """Meow Oracle's review weighs round points (round totals against the neighbours, MO-4), not winner points:
    its spread is measured on the round totals (its coach's round_spreads), the other games' on their scores."""
    from benchmarks.coach_common import spreads_of
    from engines.meow_oracle import coach as meow

    assert spreads_of("meow_oracle") is meow.round_spreads and meow.UNIT == "round points"
    for key in ("dragon_egg", "lauzait_cep", "kirin"):
        assert not hasattr(info_coach(key), "round_spreads")


def info_coach(key: str):
    """A game's coach module, from the registry."""
    info = next(i for i in GAMES if i.key == key)
    return info.part(info.coach)
