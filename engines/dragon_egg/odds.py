"""Exact odds of The Luminous Dragon Egg's opening hands, as ``Fraction``s.

A hand is dealt from 32 cards: 16 faces, two copies each. Two hands that hold the same
faces the same number of times play alike, so instead of walking all C(32, 5) = 201,376
deals we walk the few thousand *multisets of faces* and weigh each by the number of
deals that give it: the product of C(2, m) over the faces, where m is how often the
face appears. The events themselves are read from the engine (``set_strength``'s
table and ``builds_for``), so the odds and the rules can never disagree.

Standard library only. A 95% Wilson interval for a win rate (used by the bot
tournament) lives here too, beside the other probability helpers.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from typing import Callable, Iterator

from .cards import CARDS, COPIES, DECK
from ..stats import wilson_interval  # noqa: F401  (re-exported for the analyses)
from .actions import builds_for
from .rules import DEFAULT_RULES, HAND_SIZE, POWER, STRENGTH, Rules, Strength

__all__ = [
    "Hand", "deals", "opening_hands", "probability", "distribution", "has_friends",
    "has_two_friends", "best_far", "p_friends", "p_two_friends", "best_far_distribution",
    "at_least", "brute_force", "wilson_interval", "summarize_odds",
]

Hand = tuple[int, ...]
"""A hand as a sorted tuple of card indices (``Card.index``), copies repeated."""


def deals(size: int = HAND_SIZE) -> int:
    """How many different ``size``-card deals the 32-card deck allows: C(32, size)."""
    return math.comb(len(DECK), size)


def _multiplicities(faces: int, size: int) -> Iterator[tuple[int, ...]]:
    """Every way to take ``size`` cards from ``faces`` faces, at most COPIES of each."""
    if faces == 0:
        if size == 0:
            yield ()
        return
    for m in range(min(COPIES, size) + 1):
        for rest in _multiplicities(faces - 1, size - m):
            yield (m, *rest)


@lru_cache(maxsize=None)
def opening_hands(size: int = HAND_SIZE) -> tuple[tuple[Hand, int], ...]:
    """Every distinct hand of ``size`` cards with the number of deals that give it."""
    out = []
    for counts in _multiplicities(len(CARDS), size):
        hand = tuple(i for i, m in enumerate(counts) for _ in range(m))
        ways = math.prod(math.comb(COPIES, m) for m in counts)
        out.append((hand, ways))
    return tuple(out)


def probability(event: Callable[[Hand], bool], size: int = HAND_SIZE) -> Fraction:
    """The exact chance that a random ``size``-card deal satisfies ``event``."""
    favourable = sum(ways for hand, ways in opening_hands(size) if event(hand))
    return Fraction(favourable, deals(size))


def distribution(measure: Callable[[Hand], object], size: int = HAND_SIZE) -> dict:
    """The exact distribution of ``measure(hand)`` over random ``size``-card deals."""
    counts: dict = {}
    for hand, ways in opening_hands(size):
        key = measure(hand)
        counts[key] = counts.get(key, 0) + ways
    total = deals(size)
    return {key: Fraction(n, total) for key, n in counts.items()}


# ----- the events --------------------------------------------------------------------
def has_friends(hand: Hand) -> bool:
    """Whether some two cards of the hand make Friends (DE-1: Revelations included)."""
    return any(STRENGTH[a][b].friends for a, b in combinations(hand, 2))


def has_two_friends(hand: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether the hand builds a Far and a Near that are both Friends: egg material (DE-7)."""
    strict = rules.revelation == "strict"
    return any(POWER[b.near[0].index][b.near[1].index] >= 100 for b in builds_for(hand, strict))


def best_far(hand: Hand, rules: Rules = DEFAULT_RULES) -> Strength:
    """The strongest Far any legal build of the hand can place (DE-1, DE-2)."""
    strict = rules.revelation == "strict"
    a, b = max((b.far for b in builds_for(hand, strict)),
               key=lambda far: POWER[far[0].index][far[1].index])
    s = STRENGTH[a.index][b.index]
    return Strength(s.friends, s.total)


def p_friends(size: int = HAND_SIZE) -> Fraction:
    """Chance that an opening hand holds at least one Friends."""
    return probability(has_friends, size)


def p_two_friends(rules: Rules = DEFAULT_RULES, size: int = HAND_SIZE) -> Fraction:
    """Chance that an opening hand holds two disjoint Friends (enough to qualify for the egg)."""
    return probability(lambda hand: has_two_friends(hand, rules), size)


def best_far_distribution(rules: Rules = DEFAULT_RULES,
                          size: int = HAND_SIZE) -> dict[Strength, Fraction]:
    """Exact distribution of the best Far an opening hand can place, weakest first."""
    found = distribution(lambda hand: best_far(hand, rules), size)
    return dict(sorted(found.items()))


def at_least(dist: dict[Strength, Fraction], strength: Strength) -> Fraction:
    """Chance that the best Far is at least ``strength``, from a distribution."""
    return sum((p for s, p in dist.items() if s >= strength), Fraction(0))


# ----- brute force (for tests and doubters) --------------------------------------------
def brute_force(event: Callable[[Hand], bool], size: int = HAND_SIZE) -> Fraction:
    """The same chance as :func:`probability`, by walking every one of the C(32, size) deals."""
    deck = [c.index for c in DECK]
    hits = sum(1 for deal in combinations(deck, size) if event(tuple(sorted(deal))))
    return Fraction(hits, deals(size))


def summarize_odds(rules: Rules = DEFAULT_RULES) -> dict[str, Fraction]:
    """The two headline chances of an opening hand, by name."""
    return {"at least one Friends": p_friends(), "two disjoint Friends": p_two_friends(rules)}

