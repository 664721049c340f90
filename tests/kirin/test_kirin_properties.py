"""Property tests (hypothesis) for Kirin's rule functions and their agreement with the game loop."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines import IllegalAction
from engines import kirin
from engines.kirin import legal_follows, order_after, position, trick_winner

ORDERS = st.sampled_from(["ascending", "descending"])
TRICKS = st.lists(st.sampled_from(kirin.DECK), min_size=1, max_size=4, unique=True)
FULL_TRICKS = st.lists(st.sampled_from(kirin.DECK), min_size=4, max_size=4, unique=True)
NO_KIRIN = st.lists(st.sampled_from([c for c in kirin.DECK if not c.is_kirin]), min_size=1, max_size=4,
                    unique=True)

SETTINGS = settings(max_examples=300, deadline=None)


@SETTINGS
@given(FULL_TRICKS, ORDERS)
def test_KI5_exactly_one_winner_unless_every_card_is_kirin(cards, order):
    winner = trick_winner(cards, order)
    if all(card.is_kirin for card in cards):
        assert winner is None
    else:
        assert winner is not None
        best = kirin.trick_strength(cards[winner], order)
        others = [kirin.trick_strength(c, order) for i, c in enumerate(cards) if i != winner]
        assert all(best > other for other in others)  # strictly: no tie for first place
        assert not cards[winner].is_kirin


@SETTINGS
@given(TRICKS, ORDERS)
def test_KI5_winner_does_not_depend_on_play_order(cards, order):
    winner = trick_winner(cards, order)
    backwards = trick_winner(cards[::-1], order)
    if winner is None:
        assert backwards is None
    else:
        assert cards[::-1][backwards] == cards[winner]


@SETTINGS
@given(NO_KIRIN, ORDERS)
def test_KI6_order_never_changes_without_a_kirin_card(cards, order):
    assert order_after(cards, order) == order


@SETTINGS
@given(TRICKS, ORDERS)
def test_KI6_new_order_comes_from_the_strongest_kirin_beast(cards, order):
    after = order_after(cards, order)
    kirins = [c for c in cards if c.is_kirin]
    if after != order:
        top = max(kirin.beast_strength(c.beast, order) for c in kirins)
        deciders = [c for c in kirins if kirin.beast_strength(c.beast, order) == top]
        assert len(deciders) == 1 and deciders[0].direction.value == after


@settings(max_examples=150, deadline=None)
@given(st.permutations(kirin.DECK), st.integers(1, 8), st.integers(0, 3), ORDERS,
       st.lists(st.integers(0, 7), min_size=3, max_size=3), st.integers(0, 3))
def test_KI4_legal_follows_agrees_with_apply(deck, size, leader, order, picks, already):
    """A card legal_follows allows is accepted by apply; one it refuses raises and changes nothing."""
    hands = [deck[s * size:(s + 1) * size] for s in range(4)]
    declared = deck[32:36]
    state = position(hands, declared, leader=leader, order=order)
    for step in range(already):  # play a few legal cards into the trick first
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[picks[step % 3] % len(actions)])
    seat = state.to_act()[0]
    hand = state.hand(seat)
    trick = state.observation(seat)["trick"]
    led = trick[0][1] if trick else None
    allowed = legal_follows(hand, led, state.current_order())
    assert allowed and set(allowed) <= set(hand)
    assert [a.card for a in state.legal_actions(seat)] == sorted(allowed)
    for card in hand:
        trial = state.clone()
        if card in allowed:
            trial.apply(seat, str(card))
            assert trial.events[len(state.events)] == ("play", seat, str(card))
        else:
            before = state.to_json()
            with pytest.raises(IllegalAction) as err:
                state.apply(seat, card)
            assert err.value.rule == "KI-4"
            assert all(str(c) in str(err.value) for c in allowed)
            assert state.to_json() == before


@SETTINGS
@given(st.lists(st.sampled_from(kirin.DECK), min_size=1, max_size=8, unique=True),
       st.sampled_from(kirin.DECK), ORDERS)
def test_KI4_forced_cards_are_exactly_the_two_cases(hand, led, order):
    hand = [c for c in hand if c != led] or [c for c in kirin.DECK if c != led][:1]
    allowed = legal_follows(hand, led, order)
    forced = [c for c in hand if kirin.beats_in_both(c, led, order) or kirin.stronger_kirin(c, led, order)]
    assert allowed == (forced or hand)
    if led.is_trump:
        assert all(c.is_kirin for c in forced)  # against a trump only a Kirin card can be forced
    if led.is_kirin:
        assert forced == [c for c in hand if kirin.stronger_beast(c, led, order)]
