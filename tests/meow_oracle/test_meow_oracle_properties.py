"""Meow Oracle property tests (hypothesis): scoring bounds and game invariants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.meow_oracle import (CARDS, Card, Rules, ascending_points, line_points, new_game,
                                 parse_grid, round_points, winner_points)

full_areas = st.permutations(CARDS).map(lambda cards: parse_grid(list(cards[:9])))
paths = st.sampled_from([Rules(), Rules(path="snake")])


@given(full_areas, paths)
def test_MO2_full_area_ascending_points_between_1_and_15(grid, rules):
    points = ascending_points(grid, rules)
    assert 1 <= points <= 15
    assert points in {1, 2, 3, 4, 5, 6, 7, 10, 15}


@given(full_areas)
def test_MO3_line_points_even_and_at_most_16(grid):
    points = line_points(grid)
    assert points % 2 == 0 and 0 <= points <= 16


@given(full_areas, paths)
def test_MO2_MO3_round_points_is_the_sum(grid, rules):
    assert round_points(grid, rules) == ascending_points(grid, rules) + line_points(grid)


@given(full_areas)
def test_MO2_sorted_along_the_path_scores_15(grid):
    cards = sorted(grid, key=lambda c: c.number)
    for rules, path in [(Rules(), range(9)), (Rules(path="snake"), (0, 1, 2, 5, 4, 3, 6, 7, 8))]:
        cells = [None] * 9
        for card, square in zip(cards, path):
            cells[square] = card
        assert ascending_points(cells, rules) == 15


@given(full_areas)
def test_notation_grid_round_trip(grid):
    assert parse_grid(str(grid)) == grid
    assert parse_grid(str(grid).lower()) == grid


@given(st.lists(st.integers(0, 31), min_size=2, max_size=4))
def test_MO4_each_neighbour_pair_gives_one_point_or_two_when_tied(totals):
    points = winner_points(totals)
    n = len(totals)
    pairs = [(0, 1)] if n == 2 else [(s, (s + 1) % n) for s in range(n)]
    assert sum(points) == sum(2 if totals[a] == totals[b] else 1 for a, b in pairs)
    assert all(0 <= p <= (1 if n == 2 else 2) for p in points)


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10 ** 6), st.randoms(use_true_random=False))
def test_MO5_MO6_every_players_nine_cards_are_kept_track_of(players, seed, chooser):
    """Each Area always accounts for 9n cards in all: face up, face down, aside, in hand."""
    state = new_game(players, seed=seed)
    while not state.is_over():
        face_up = sum(isinstance(c, Card) for g in state.grids for c in g)
        face_down = sum(c == "?" for g in state.grids for c in g) + sum(state.aside)
        in_hand = len(state.revealed) + sum(len(cards) for _, cards in state.pending)
        assert face_up + face_down + in_hand == 9 * players
        assert len(state.pool) == 36 - face_up - in_hand      # the unseen cards
        seat = state.to_act()[0]
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    assert len(state.round_scores) == 2
