"""The figures of Lauzait Cep!'s analysis page: exact odds counted from scratch, and a simulation.

Two questions are answered by counting, independently of the engine's own odds module,
then compared with it:

- how often nine dealt pieces already split into three departments (a government):
  :func:`makes_departments` decides one colour's counts with a number of jokers,
  :func:`colour_choices` lists the ways to take pieces of one colour, and
  :func:`p_government` combines the two colours and the jokers;
- how often the first player of a season cannot hire on the first day:
  :func:`colour_deals` walks one colour's numbers and :func:`p_cannot_hire` combines.

:func:`simulate` deals random hands with the engine's split check beside the exact
answer. :func:`compute` is what ``benchmarks/figures.py`` stores in
``widgets/results/lauzait_cep_figures.json``; ``compute(quick=True)`` simulates fewer
hands for the test that keeps the stored figures honest.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from math import comb

from engines.lauzait_cep import odds, piece_set
from engines.lauzait_cep.pieces import COPIES_BY_NUMBER
from engines.lauzait_cep.rules import codes_split

from . import fraction_text

NAME = "lauzait_cep_figures"
#: The three published sets: pieces -> (copies of each number 0-9 per colour, jokers).
BOXES = {68: (COPIES_BY_NUMBER, 4), 60: ((0,) + COPIES_BY_NUMBER[1:], 4), 58: ((0,) + COPIES_BY_NUMBER[1:], 2)}
PLAYERS = {68: 4, 60: 3, 58: 2}
TRIALS, QUICK_TRIALS, SEED = 200_000, 3_000, 7


@lru_cache(maxsize=None)
def makes_departments(counts: tuple[int, ...], jokers: int) -> bool:
    """Whether one colour's pieces (counts by number 0-9) and exactly ``jokers`` jokers split
    wholly into departments (LC-5; a joker may stand for any number)."""
    if not any(counts):
        return jokers % 3 == 0                      # leftover jokers make all-joker departments
    low = next(n for n, k in enumerate(counts) if k)
    shapes = [(low, low, low)] + [(s, s + 1, s + 2) for s in range(max(0, low - 2), low + 1) if s + 2 <= 9]
    for shape in shapes:
        rest, missing = list(counts), 0
        for n in shape:
            if rest[n]:
                rest[n] -= 1
            else:
                missing += 1
        if missing <= jokers and makes_departments(tuple(rest), jokers - missing):
            return True
    return False


def colour_choices(copies: tuple[int, ...], limit: int) -> list[tuple[tuple[int, ...], int]]:
    """Every way to take at most ``limit`` pieces of one colour: (counts by number, physical choices)."""
    choices = [((), 1)]
    for k in copies:
        choices = [(vec + (x,), ways * comb(k, x))
                   for vec, ways in choices for x in range(min(k, limit - sum(vec)) + 1)]
    return choices


def p_government(copies: tuple[int, ...], jokers: int, hand: int = 9) -> Fraction:
    """The exact chance that ``hand`` pieces dealt from the box (per-colour copies, jokers) split
    into departments, jokers wild."""
    copies = tuple(copies) + (0,) * (10 - len(copies))     # numbers 0-9, missing ones with no copies
    groups = Counter()             # (pieces of the colour, joker counts that complete it) -> choices
    for vec, ways in colour_choices(copies, hand):
        fits = frozenset(j for j in range(min(jokers, hand - sum(vec)) + 1) if makes_departments(vec, j))
        if fits:
            groups[sum(vec), fits] += ways
    good = 0
    for (g, green_fits), green_ways in groups.items():
        for (w, white_fits), white_ways in groups.items():
            j = hand - g - w       # the jokers in the hand
            if 0 <= j <= jokers and any(j - k in white_fits for k in green_fits):
                good += green_ways * white_ways * comb(jokers, j)
    return Fraction(good, comb(2 * sum(copies) + jokers, hand))


def colour_deals(copies: tuple[int, ...], hand: int, board: int) -> Counter:
    """Ways to give one colour's pieces to the hand and the board with no board piece one
    number away from a hand piece: {(hand count, board count): ways}."""
    states = Counter({(False, False, 0, 0): 1})   # (previous number in hand?, on board?, h, b)
    for k in copies:
        following = Counter()
        for (prev_hand, prev_board, h, b), ways in states.items():
            for x in range(min(k, hand - h) + 1):
                if x and prev_board:
                    continue
                for y in range(min(k - x, board - b) + 1):
                    if y and prev_hand:
                        continue
                    following[x > 0, y > 0, h + x, b + y] += ways * comb(k, x) * comb(k - x, y)
        states = following
    totals = Counter()
    for (_, _, h, b), ways in states.items():
        totals[h, b] += ways
    return totals


def p_cannot_hire(copies: tuple[int, ...], jokers: int, hand: int = 9, board: int = 24) -> Fraction:
    """The exact chance that the first player has no legal discard on the first day (LC-1, LC-2)."""
    table = colour_deals(copies, hand, board)
    stuck = sum(ways * table[hand - h, board - b] for (h, b), ways in table.items())
    size = 2 * sum(copies) + jokers
    return Fraction(stuck, comb(size, hand) * comb(size - hand, board))


def simulate(players: int, trials: int = TRIALS, seed: int = SEED) -> int:
    """How many of ``trials`` random 9-piece hands from the set split into three departments."""
    rng = random.Random(seed + players)
    box = piece_set(players)
    return sum(codes_split(rng.sample(box, 9)) for _ in range(trials))


def compute(quick: bool = False) -> dict:
    """Every figure the page shows; ``quick`` simulates fewer hands (the exact counts are the same)."""
    trials = QUICK_TRIALS if quick else TRIALS
    boxes = {}
    for size, (copies, jokers) in BOXES.items():
        players = PLAYERS[size]
        government, stuck = p_government(copies, jokers), p_cannot_hire(copies, jokers)
        boxes[str(size)] = {
            "players": players,
            "p_government": fraction_text(government),
            "engine_agrees_government": government == odds.p_hand_splits(players),
            "p_cannot_hire": fraction_text(stuck),
            "engine_agrees_cannot_hire": stuck == odds.p_first_cannot_hire(players),
            "simulated_hits": simulate(players, trials),
        }
    return {"settings": {"trials": trials, "seed": SEED}, "boxes": boxes}
