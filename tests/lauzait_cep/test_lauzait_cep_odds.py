"""Exact Lauzait Cep! probabilities, cross-checked by brute force on reduced piece sets."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from engines import lauzait_cep as lc
from engines.lauzait_cep import odds
from engines.lauzait_cep.pieces import JOKER


def _brute_force_splits(box: odds.PieceSet, hand: int) -> Fraction:
    """Every hand of physical pieces, tested with the full split enumerator."""
    codes = box.codes()
    memo: dict = {}
    hits = 0
    for picked in combinations(range(len(codes)), hand):
        key = tuple(sorted(codes[i] for i in picked))
        if key not in memo:
            memo[key] = bool(lc.splits([lc.PIECES[c] for c in key]))
        hits += memo[key]
    return Fraction(hits, comb(len(codes), hand))


@pytest.mark.parametrize("copies, jokers, hand", [
    ((2, 2, 2, 1), 2, 6),
    ((2, 2, 1, 1, 1), 2, 9),
    ((1, 1, 1, 1, 1, 1), 1, 6),
])
def test_hand_splits_matches_brute_force(copies, jokers, hand):
    box = odds.PieceSet(copies + (0,) * (10 - len(copies)), jokers)
    assert odds.p_hand_splits(box=box, hand=hand) == _brute_force_splits(box, hand)


def _brute_force_no_hire(box: odds.PieceSet, hand: int, board: int) -> Fraction:
    """Every (hand, board) deal, tested with the hiring rule itself (LC-1, LC-2)."""
    codes = box.codes()
    bad = total = 0
    for h in combinations(range(len(codes)), hand):
        rest = [i for i in range(len(codes)) if i not in h]
        hand_codes = {codes[i] for i in h}
        for b in combinations(rest, board):
            total += 1
            board_codes = {codes[i] for i in b}
            if not any(lc.can_move_after(d, m) for d in hand_codes for m in board_codes):
                bad += 1
    return Fraction(bad, total)


@pytest.mark.parametrize("copies, jokers, hand, board", [
    ((2, 2, 2), 1, 2, 5),
    ((1, 2, 1, 1), 1, 3, 4),
])
def test_first_player_cannot_hire_matches_brute_force(copies, jokers, hand, board):
    box = odds.PieceSet(copies + (0,) * (10 - len(copies)), jokers)
    exact = odds.p_first_cannot_hire(box=box, hand=hand, board=board)
    assert exact == _brute_force_no_hire(box, hand, board)
    assert 0 < exact < 1


@pytest.mark.parametrize("players, size", [(4, 68), (3, 60), (2, 58)])
def test_full_sets_give_exact_fractions(players, size):
    box = odds.piece_set_for(players)
    assert box.size == size
    p = odds.p_hand_splits(players)
    assert isinstance(p, Fraction) and 0 < p < Fraction(1, 20)
    q = odds.p_first_cannot_hire(players)
    assert isinstance(q, Fraction) and 0 < q < Fraction(1, 10**6)


def test_monte_carlo_agrees_with_the_exact_chance():
    exact = float(odds.p_hand_splits(4))
    estimate, low, high = odds.monte_carlo_hand_splits(6000, seed=3)
    width = high - low
    assert low - width <= exact <= high + width


def test_jokers_matter_for_the_split_chance():
    no_jokers = odds.PieceSet(odds.piece_set_for(4).copies, 0)
    assert odds.p_hand_splits(box=no_jokers) < odds.p_hand_splits(4)
    assert JOKER == 20
