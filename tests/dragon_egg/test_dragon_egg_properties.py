"""The Luminous Dragon Egg: property tests of set strength (DE-1) and scoring (DE-2, DE-3)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engines import dragon_egg as de

faces = st.sampled_from(de.CARDS)
pairs = st.tuples(faces, faces)


@given(pairs, pairs, pairs)
def test_strength_is_a_total_order(a, b, c):
    x, y, z = (de.set_strength(list(p)) for p in (a, b, c))
    assert (x <= y) or (y <= x)
    assert (x == y) == (x <= y and y <= x)
    if x <= y and y <= z:
        assert x <= z


@given(pairs, pairs)
def test_friends_beat_every_bah_yah(a, b):
    x, y = de.set_strength(list(a)), de.set_strength(list(b))
    if x.friends and not y.friends:
        assert x > y


@given(st.sampled_from([c for c in de.CARDS if not c.is_revelation]), faces)
def test_a_revelation_never_weakens_a_set(number, other):
    revelation = de.card(f"{number.colour.value}*")
    assert de.set_strength([revelation, other]) >= de.set_strength([number, other])


@st.composite
def tables(draw):
    """A legal table of 2-5 players, each with two sets, dealt from one deck."""
    players = draw(st.integers(2, 5))
    deck = draw(st.permutations(de.DECK))
    cards = deck[:4 * players]
    return [((cards[4 * i], cards[4 * i + 1]), (cards[4 * i + 2], cards[4 * i + 3]))
            for i in range(players)]


@given(tables())
def test_earnings_are_far_times_near(sets):
    result = de.score_round(sets)
    assert result.earnings == [f * n for f, n in zip(result.far_scores, result.near_scores)]
    assert result.bracelets == [s for s, e in enumerate(result.earnings) if e == 0]
    assert all(f >= n for f, n in zip(result.far_strength, result.near_strength))


@given(tables(), st.data())
def test_swapping_a_players_two_sets_changes_nothing(sets, data):
    seat = data.draw(st.integers(0, len(sets) - 1))
    swapped = list(sets)
    swapped[seat] = (sets[seat][1], sets[seat][0])
    a, b = de.score_round(sets), de.score_round(swapped)
    assert (a.far_scores, a.near_scores, a.earnings, a.egg_holder) == \
           (b.far_scores, b.near_scores, b.earnings, b.egg_holder)
