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
answer.

The most a declaration can score (the page's last section) is found by a search that the
engine scores: :func:`joker_free` tries every choice of three departments the box supplies
without jokers, and :func:`best_government` lets up to four jokers in, taking the choices
from the highest :func:`ceiling` down and stopping once no ceiling can beat the best score.

:func:`compute` is what ``benchmarks/figures.py`` stores in
``widgets/results/lauzait_cep_figures.json``; ``compute(quick=True)`` simulates fewer
hands for the test that keeps the stored figures honest (the exact counts and the search
are the same in both).
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb

from engines import InvalidInput
from engines.lauzait_cep import formation_score, odds, piece_set
from engines.lauzait_cep.pieces import COPIES_BY_NUMBER, code_token, copies_in_box
from engines.lauzait_cep.rules import codes_split, department_values

from . import fraction_text

NAME = "lauzait_cep_figures"
#: The three published sets: pieces -> (copies of each number 0-9 per colour, jokers).
BOXES = {68: (COPIES_BY_NUMBER, 4), 60: ((0,) + COPIES_BY_NUMBER[1:], 4), 58: ((0,) + COPIES_BY_NUMBER[1:], 2)}
PLAYERS = {68: 4, 60: 3, 58: 2}
TRIALS, QUICK_TRIALS, SEED = 200_000, 3_000, 7
#: Each way to make some of a government's nine pieces jokers, up to the four in the box.
JOKER_PLACES = [frozenset(places) for k in range(5) for places in combinations(range(9), k)]


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


def department_choices() -> list[tuple[tuple[int, int, int], ...]]:
    """Every choice of three departments (the same one may come twice or three times), as codes."""
    return list(combinations_with_replacement(department_values(tuple(range(10))), 3))


def joker_free_governments():
    """All choices of three departments without jokers that the box holds enough pieces for,
    each with the engine's score: (departments, score)."""
    for trio in department_choices():
        departments = [" ".join(code_token(c) for c in d) for d in trio]
        try:
            yield departments, formation_score(departments)
        except InvalidInput:      # more copies of a piece than the box has
            continue


def joker_free() -> dict:
    """The joker-free governments: how many the box supplies, the best score, the first
    government that scores it, and how many hold both a Great Sequence and Well-Balanced."""
    plain = list(joker_free_governments())
    top = max(score.total for _, score in plain)
    return {"supplied": len(plain), "best": top,
            "example": next(d for d, score in plain if score.total == top),
            "both": sum({"Great Sequence", "Well-Balanced"} <= set(score.formations) for _, score in plain)}


def ceiling(trio) -> int:
    """The most three departments could score: every formation but Well-Balanced, plus 10 (LC-7)."""
    values = [v for d in trio for v in d]
    numbers = sorted(v % 10 for v in values)
    one_colour = len({v // 10 for v in values}) == 1
    nine_in_a_row = numbers == list(range(numbers[0], numbers[0] + 9))
    bridges = len({tuple(sorted(v % 10 for v in d)) for d in trio}) < 3
    return 3 + 3 * one_colour + 3 * nine_in_a_row + 2 * bridges + 10


def statements(trio):
    """Each way to make some pieces jokers that the box can supply: (joker places, balanced?)."""
    values = [v for d in trio for v in d]
    # the box lacks ``short[code]`` pieces of a kind: at least that many of them must be jokers
    short = {code: n - copies_in_box(code) for code, n in Counter(values).items() if n > copies_in_box(code)}
    weights = [(v % 10) * (1 if v < 10 else -1) for v in values]   # green minus white, piece by piece
    for places in JOKER_PLACES:
        if all(sum(values[i] == code for i in places) >= k for code, k in short.items()):
            yield places, sum(weights) == sum(weights[i] for i in places)   # jokers left out of the sums


def stated(trio, places) -> list[str]:
    """Three departments in notation, the pieces at ``places`` written as stated jokers."""
    values = [v for d in trio for v in d]
    tokens = [("J=" if i in places else "") + code_token(v) for i, v in enumerate(values)]
    return [" ".join(tokens[k:k + 3]) for k in (0, 3, 6)]


def placement(trio) -> list[str] | None:
    """The government to score for a choice: the first placement of jokers that balances, else the
    first the box can supply; ``None`` if it needs more than four jokers."""
    first = None
    for places, balanced in statements(trio):
        if balanced:
            return stated(trio, places)
        first = places if first is None else first
    return None if first is None else stated(trio, first)


def best_government() -> dict:
    """Every government with up to four jokers, best first; a choice is skipped once its ceiling
    cannot beat the best score found. What the search did and what it found."""
    choices = sorted(department_choices(), key=ceiling, reverse=True)
    best, government, scored, looked_at = 0, None, 0, 0
    for trio in choices:
        if ceiling(trio) <= best:
            break                         # no choice from here on can beat the best
        looked_at += 1
        departments = placement(trio)
        if departments is None:
            continue                      # needs more than four jokers
        score, scored = formation_score(departments).total, scored + 1
        if score > best:
            best, government = score, departments
    return {"choices": len(choices), "looked_at": looked_at, "scored": scored, "best": best,
            "government": government}


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
    return {"settings": {"trials": trials, "seed": SEED}, "boxes": boxes,
            "declaration": {"joker_free": joker_free(), "with_jokers": best_government()}}
