"""Meow Oracle's points scale: the review weighs round points (round totals against the neighbours, MO-4),
not winner points, so its spread is measured on the round totals (tests/test_point_scales.py: every game)."""

from __future__ import annotations

from engines import coach, meow_oracle
from engines.meow_oracle import coach as meow
from engines.meow_oracle.bots import RandomBot
from widgets.testing import play_out


def test_a_rounds_spread_is_the_most_gained_minus_the_fewest():
    """On a 3-player Meow Oracle game of random bots: each round's winner points, as the engine keeps them."""
    state = meow_oracle.new_game(3, seed=5)
    bots = [RandomBot(s) for s in range(3)]
    play_out(state, bots)
    rounds = [list(points) for points in state.round_winner_points]
    assert len(rounds) == 2
    assert coach.round_spreads(state, "round") == [float(max(r) - min(r)) for r in rounds if any(r)]


def test_the_review_weighs_round_points_and_the_benchmarks_measure_them():
    from benchmarks.coach_common import spreads_of

    assert spreads_of("meow_oracle") is meow.round_spreads and meow.UNIT == "marks"
