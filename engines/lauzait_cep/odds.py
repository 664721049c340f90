"""Exact Lauzait Cep! probabilities as ``Fraction`` s, counted by colour.

A hand or a board is described by how many pieces of each number it holds in each
colour; the two colours have the same copies, so one table per colour serves both and
the count of whole deals is a product of binomials. No loop over the millions of
9-piece hands is needed.

* :func:`p_hand_splits`: a dealt hand already splits into three departments (jokers wild);
* :func:`p_first_cannot_hire`: the first player of a season cannot hire on the first day;
* :func:`monte_carlo_hand_splits`: a simulation with its 95% confidence interval, for comparison.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from math import comb, sqrt

from .pieces import JOKER, piece_set
from .rules import codes_split, colour_fits

HAND_SIZE, BOARD_SIZE = 9, 24


@dataclass(frozen=True)
class PieceSet:
    """A box of pieces: ``copies[n]`` of each number per colour (two colours), and jokers."""

    copies: tuple[int, ...]
    jokers: int

    @property
    def size(self) -> int:
        """How many pieces the box holds."""
        return 2 * sum(self.copies) + self.jokers

    def codes(self) -> list[int]:
        """Every piece as a code (0-9 green, 10-19 white, 20 joker)."""
        out = [base + n for base in (0, 10) for n, k in enumerate(self.copies) for _ in range(k)]
        return out + [JOKER] * self.jokers


def piece_set_for(players: int = 4) -> PieceSet:
    """The published set by player count: 68, 60 (no 0s) or 58 pieces (no 0s, two jokers fewer)."""
    codes = piece_set(players)
    return PieceSet(tuple(codes.count(n) for n in range(10)), codes.count(JOKER))


def _colour_vectors(copies: tuple[int, ...], limit: int):
    """Yield ``(counts by number, ways)`` for every way to pick at most ``limit`` pieces of
    one colour; ``ways`` is how many sets of physical pieces give those counts."""
    def rec(n: int, left: int, vec: list[int], ways: int):
        if n == len(copies):
            yield tuple(vec), ways
            return
        for k in range(min(copies[n], left) + 1):
            vec.append(k)
            yield from rec(n + 1, left - k, vec, ways * comb(copies[n], k))
            vec.pop()
    yield from rec(0, limit, [], 1)


def count_splitting_hands(box: PieceSet, hand: int = HAND_SIZE, low: int = 0) -> int:
    """How many ``hand``-piece hands (sets of physical pieces) split wholly into departments,
    jokers wild (standing for numbers ``low``..9)."""
    groups: dict = {}
    for vec, ways in _colour_vectors(box.copies, hand):
        size = sum(vec)
        fits = frozenset(k for k in range(min(box.jokers, hand - size) + 1)
                         if colour_fits(vec + (0,) * (10 - len(vec)), k, low))
        groups[size, fits] = groups.get((size, fits), 0) + ways
    total = 0
    items = list(groups.items())
    for (sg, fg), wg in items:
        if not fg:
            continue
        for (sw, fw), ww in items:
            j = hand - sg - sw
            if 0 <= j <= box.jokers and fw and any(j - k in fw for k in fg):
                total += wg * ww * comb(box.jokers, j)
    return total


def p_hand_splits(players: int = 4, box: PieceSet | None = None, hand: int = HAND_SIZE,
                  low: int = 0) -> Fraction:
    """The exact chance that a dealt hand already splits into departments (LC-7's
    concealed Lauzait-Cep!), jokers wild, for the set of ``players`` (or ``box``)."""
    box = box or piece_set_for(players)
    return Fraction(count_splitting_hands(box, hand, low), comb(box.size, hand))


def _colour_hand_board(copies: tuple[int, ...], hand: int, board: int) -> dict:
    """Ways to pick hand pieces and board pieces of one colour with no board piece one
    number away from a hand piece: ``{(hand count, board count): ways}``."""
    # state: (previous number in hand?, previous number on board?, h, b) -> ways
    states = {(False, False, 0, 0): 1}
    for k in copies:
        nxt: dict = {}
        for (ph, pb, h, b), ways in states.items():
            for x in range(min(k, hand - h) + 1):
                if x and pb:
                    continue
                for y in range(min(k - x, board - b) + 1):
                    if y and ph:
                        continue
                    key = (x > 0, y > 0, h + x, b + y)
                    nxt[key] = nxt.get(key, 0) + ways * comb(k, x) * comb(k - x, y)
        states = nxt
    out: dict = {}
    for (_, _, h, b), ways in states.items():
        out[h, b] = out.get((h, b), 0) + ways
    return out


def count_no_hire_deals(box: PieceSet, hand: int = HAND_SIZE, board: int = BOARD_SIZE) -> int:
    """How many (hand, board) deals leave the first player no legal discard: no joker in
    either, and no board piece of a hand piece's colour one number away (LC-1, LC-2)."""
    table = _colour_hand_board(box.copies, hand, board)
    return sum(ways * table.get((hand - h, board - b), 0) for (h, b), ways in table.items())


def p_first_cannot_hire(players: int = 4, box: PieceSet | None = None, hand: int = HAND_SIZE,
                        board: int = BOARD_SIZE) -> Fraction:
    """The exact chance that the first player of a season cannot hire on the first day
    (and so declares Stalemate at once, LC-8)."""
    box = box or piece_set_for(players)
    deals = comb(box.size, hand) * comb(box.size - hand, board)
    return Fraction(count_no_hire_deals(box, hand, board), deals)


def monte_carlo_hand_splits(trials: int, seed: int = 0, players: int = 4,
                            low: int = 0) -> tuple[float, float, float]:
    """A simulated chance that a dealt hand splits, with a 95% confidence interval
    ``(estimate, low, high)`` (normal approximation)."""
    rng = random.Random(seed)
    codes = piece_set(players)
    hits = sum(codes_split(rng.sample(codes, HAND_SIZE), low) for _ in range(trials))
    p = hits / trials
    half = 1.96 * sqrt(max(p * (1 - p), 1e-12) / trials)
    return p, max(0.0, p - half), min(1.0, p + half)


