"""Exact opening-hand odds (engines.dragon_egg.odds) against brute force and first principles.

The fast counts walk multisets of faces; these tests walk every one of the
C(32, 5) = 201,376 deals, and re-derive Friends (DE-1) from scratch, so a slip in the
counting or in the engine's strength table shows up as a mismatch.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

from engines.dragon_egg import CARDS, DECK, Rules, Strength, odds, parse_cards, set_strength

ALL_DEALS = math.comb(32, 5)
PAIRINGS = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2))
"""The three ways to split four cards into two sets."""


def friends_from_scratch(a, b) -> bool:
    """DE-1 restated: same colour, and the same rank or at least one Revelation."""
    return a.colour is b.colour and (a.rank == b.rank or a.rank is None or b.rank is None)


def two_friends_from_scratch(hand: tuple[int, ...]) -> bool:
    """Whether four of the hand's cards split into two sets that are both Friends."""
    for four in combinations(hand, 4):
        cards = [CARDS[i] for i in four]
        for w, x, y, z in PAIRINGS:
            if (friends_from_scratch(cards[w], cards[x])
                    and friends_from_scratch(cards[y], cards[z])):
                return True
    return False


def hand_of(text: str) -> tuple[int, ...]:
    """A hand in the odds module's form: sorted card indices."""
    return tuple(sorted(c.index for c in parse_cards(text)))


@pytest.fixture(scope="module")
def every_deal() -> Counter:
    """All C(32, 5) deals, counted by the hand (sorted indices) each one gives."""
    deck = [c.index for c in DECK]
    return Counter(tuple(sorted(deal)) for deal in combinations(deck, 5))


def test_deals_counts_every_5_card_hand():
    assert odds.deals() == ALL_DEALS == 201_376


def test_opening_hands_weights_match_every_deal(every_deal):
    fast = dict(odds.opening_hands())
    assert fast == dict(every_deal)
    assert sum(fast.values()) == ALL_DEALS


def test_p_friends_is_a_fraction_equal_to_brute_force(every_deal):
    p = odds.p_friends()
    assert isinstance(p, Fraction)
    hits = sum(n for hand, n in every_deal.items()
               if any(friends_from_scratch(CARDS[a], CARDS[b]) for a, b in combinations(hand, 2)))
    assert p == Fraction(hits, ALL_DEALS)
    assert p == odds.brute_force(odds.has_friends)


def test_p_two_friends_is_a_fraction_equal_to_brute_force(every_deal):
    p = odds.p_two_friends()
    assert isinstance(p, Fraction)
    hits = sum(n for hand, n in every_deal.items() if two_friends_from_scratch(hand))
    assert p == Fraction(hits, ALL_DEALS)
    assert p == odds.brute_force(odds.has_two_friends)


def test_egg_material_is_rarer_than_one_friends():
    assert 0 < odds.p_two_friends() < odds.p_friends() < 1


def test_strict_variant_changes_no_friends_odds():
    # DE-1 strict forbids only mixed-colour Revelation pairs, and those are never Friends.
    assert odds.p_two_friends(Rules("strict")) == odds.p_two_friends()


@pytest.mark.parametrize("text, friends, two", [
    ("R7 R7 B2 B3 B5", True, False),   # one pair of equal cards
    ("R* R2 B3 B5 B7", True, False),   # DE-1: a Revelation with its own colour is Friends
    ("R* B2 B3 B5 B7", False, False),  # a Revelation with the other colour is a BAH-YAH
    ("R7 R7 B* B2 R3", True, True),    # R7 R7 and B* B2: egg material
    ("R* R* B2 B3 B5", True, False),   # two Revelations make one Friends (40)
    ("R* R* R2 B3 B5", True, False),   # a second red Friends needs a fourth red card
    ("R* R* R2 R3 B5", True, True),    # R* R2 and R* R3
    ("R2 R3 R5 B7 B10", False, False), # one colour, all different ranks: no Friends
])
def test_events_on_worked_hands(text, friends, two):
    hand = hand_of(text)
    assert odds.has_friends(hand) is friends
    assert odds.has_two_friends(hand) is two
    assert two_friends_from_scratch(hand) is two


def test_best_far_distribution_sums_to_one_for_both_variants():
    for rules in (Rules(), Rules("strict")):
        dist = odds.best_far_distribution(rules)
        assert sum(dist.values()) == 1
        assert all(isinstance(p, Fraction) and p > 0 for p in dist.values())
        assert list(dist) == sorted(dist)


def test_best_far_distribution_matches_brute_force(every_deal):
    counts: Counter = Counter()
    for hand, n in every_deal.items():
        best = max(set_strength([CARDS[a], CARDS[b]]) for a, b in combinations(hand, 2))
        counts[Strength(best.friends, best.total)] += n
    expected = {s: Fraction(n, ALL_DEALS) for s, n in counts.items()}
    assert odds.best_far_distribution() == expected


def test_best_far_friends_mass_equals_p_friends():
    dist = odds.best_far_distribution()
    assert sum(p for s, p in dist.items() if s.friends) == odds.p_friends()
    assert odds.at_least(dist, Strength(True, 0)) == odds.p_friends()


def test_strict_best_far_never_uses_a_mixed_revelation_pair():
    strict = Rules("strict")
    # R* B20 is a BAH-YAH 40 by default (DE-1) but not a legal set under the strict variant.
    hand = hand_of("R* B20 B2 B3 B5")
    assert odds.best_far(hand) == Strength(False, 40)
    assert odds.best_far(hand, strict) == Strength(False, 25)


@pytest.mark.parametrize("wins, games", [(0, 10), (10, 10), (37, 100), (500, 1000)])
def test_wilson_interval_contains_the_rate_and_stays_in_range(wins, games):
    low, high = odds.wilson_interval(wins, games)
    assert 0 <= low <= wins / games <= high <= 1
    assert high - low < 1


def test_wilson_interval_known_value():
    # p = 0.5, n = 100: the textbook 95% Wilson interval is about 0.4038 to 0.5962.
    low, high = odds.wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)


@pytest.mark.parametrize("wins, games", [(1, 0), (-1, 5), (6, 5)])
def test_wilson_interval_rejects_impossible_counts(wins, games):
    with pytest.raises(ValueError):
        odds.wilson_interval(wins, games)


# ----- the stored bot tournament (benchmarks/tournament_dragon_egg.py) ----------------------
def _tournament_module():
    """Load the tournament script, which lives outside the packages."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "tournament_dragon_egg.py"
    spec = importlib.util.spec_from_file_location("tournament_dragon_egg", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_stored_tournament_summary_matches_its_records():
    import json

    tournament = _tournament_module()
    stored = json.loads(tournament.RESULTS.read_text())
    assert stored["settings"]["games"] >= 1000
    for records, key in ((stored["games"], "sage_vs_random"),
                         (stored["control_games"], "control_all_random")):
        summary = stored[key]
        assert summary == tournament.summarize(records)
        assert summary["games"] == len(records) == stored["settings"]["games"]
        assert list(summary["ci95"]) == list(odds.wilson_interval(summary["wins"], summary["games"]))


def test_stored_tournament_replays_from_its_seeds():
    import json

    tournament = _tournament_module()
    stored = json.loads(tournament.RESULTS.read_text())
    fresh = tournament.run(games=4, seed=stored["settings"]["seed"],
                           samples=stored["settings"]["sage_samples"])
    assert fresh["games"] == stored["games"][:4]
    assert fresh["control_games"] == stored["control_games"][:4]
