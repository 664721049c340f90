"""The Luminous Dragon Egg: one test (or table) per rule and ruling, named by its id."""

from __future__ import annotations

import pytest
from dragon_egg_tables import table

from engines import IllegalAction, InvalidInput
from engines import dragon_egg as de


# ----- notation ----------------------------------------------------------------------
def test_notation_round_trips_every_face_case_insensitively():
    cards = de.parse_cards("r2 R3 r5 R7 r10 R15 r20 R* b2 B3 b5 B7 b10 B15 b20 B*")
    assert de.tokens(cards) == "R2 R3 R5 R7 R10 R15 R20 R* B2 B3 B5 B7 B10 B15 B20 B*"
    assert len(de.DECK) == 32


@pytest.mark.parametrize("text, words", [
    ("R8", "'R8' is not a Dragon Egg card"),
    ("G7", "'G7' is not"),
    ("R7 R7 R7", "R7 appears 3 times"),
    ("R7 7R", "'7R'"),
])
def test_notation_names_the_bad_token(text, words):
    with pytest.raises(InvalidInput, match=words):
        de.parse_cards(text)


# ----- DE-1 Revelation and the strength of a set ----------------------------------------
@pytest.mark.parametrize("pair, kind, total", [
    ("R7 R7", "Friends", 14),
    ("B15 B15", "Friends", 30),
    ("R7 B7", "BAH-YAH", 14),        # same number, other colour: not Friends
    ("R2 R3", "BAH-YAH", 5),
    ("R7 R*", "Friends", 14),        # DE-1: the Revelation becomes R7
    ("B20 B*", "Friends", 40),
    ("R* R*", "Friends", 40),        # both Revelations of one colour
    ("R* B2", "BAH-YAH", 22),        # DE-1: with the other colour it counts as R20
    ("R* B*", "BAH-YAH", 40),
])
def test_DE1_set_strength_table(pair, kind, total):
    strength = de.set_strength(pair)
    assert (strength.kind, strength.total) == (kind, total)


def test_DE1_says_what_each_revelation_became():
    assert de.set_strength("R7 R*").became == "R* became R7"
    assert de.set_strength("R* B2").became == "R* counted as R20"


def test_DE1_strict_variant_refuses_a_mixed_pair():
    strict = de.Rules(revelation="strict")
    with pytest.raises(IllegalAction, match="strict") as err:
        de.set_strength("R* B2", rules=strict)
    assert err.value.rule == "DE-1"
    assert de.set_strength("R7 R*", rules=strict) == de.set_strength("R7 R*")


def test_DE1_strict_variant_removes_mixed_builds_from_the_legal_actions():
    hand = tuple(c.index for c in de.parse_cards("R* B2 B3 R5 R7"))
    default = {str(b) for b in de.builds_for(hand)}
    strict = {str(b) for b in de.builds_for(hand, strict=True)}
    assert strict < default
    for build in de.builds_for(hand, strict=True):
        for a, b in (build.far, build.near):
            assert not ((a.is_revelation or b.is_revelation) and a.colour is not b.colour)


def test_DE1_any_friends_beat_any_bah_yah():
    assert de.set_strength("R2 R2") > de.set_strength("R20 B20")
    assert de.set_strength("R3 R*") > de.set_strength("R* B*")


def test_set_needs_exactly_two_cards():
    with pytest.raises(InvalidInput, match="exactly two cards"):
        de.set_strength("R7 R5 R2")


# ----- DE-2 Far and Near ------------------------------------------------------------------
def test_DE2_the_engine_orders_far_and_near_whatever_the_order_given():
    result = de.score_round([("B2 B3", "R7 R*"), ("R5 R5", "B10 B15")])
    assert de.tokens(result.far[0]) == "R7 R*" and de.tokens(result.near[0]) == "B2 B3"
    a = de.parse_action("B3 B2 | R* R7")
    b = de.parse_action("R7 R* | B2 B3")
    assert a == b and str(a) == "R7 R* | B2 B3"


def test_DE2_equal_sets_are_allowed():
    result = de.score_round([("R7 B7", "B7 R7"), ("R2 R3", "B2 B3")])
    assert result.far_strength[0] == result.near_strength[0]


# ----- DE-3 scoring, 2 to 5 players, ties included ------------------------------------------
SCORING = [
    pytest.param([("R7 R*", "B2 B3"), ("R5 R5", "B10 B15")],
                 [1, 0], [0, 1], [0, 0], [0, 1], None, id="2p-each-wins-one-set"),
    pytest.param([("R7 B7", "R2 B3"), ("R7 B7", "B2 R3")],
                 [1, 1], [1, 1], [1, 1], [], None, id="2p-ties-score-for-both"),
    pytest.param([("R7 R*", "B2 B3"), ("R5 R5", "B10 B15"), ("B7 B7", "R2 R3")],
                 [2, 0, 2], [1, 2, 1], [2, 0, 2], [1], None, id="3p-tied-fars"),
    pytest.param([("R20 R20", "B20 B20"), ("R15 R15", "B15 B15"), ("R* R10", "B2 B3"),
                  ("B* B5", "R2 R3")],
                 [3, 2, 1, 0], [3, 2, 1, 1], [9, 4, 1, 0], [3], 0, id="4p-egg-to-strongest-near"),
    pytest.param([("R20 R20", "R2 B2"), ("B20 B20", "R3 B3"), ("R* R15", "R5 B5"),
                  ("B* B15", "R7 B7"), ("R10 R10", "B10 B10")],
                 [4, 4, 2, 2, 0], [0, 1, 2, 3, 4], [0, 4, 4, 6, 0], [0, 4], 4, id="5p-ties-at-top"),
]


@pytest.mark.parametrize("sets, far, near, earnings, bracelets, egg", SCORING)
def test_DE3_scoring_table(sets, far, near, earnings, bracelets, egg):
    result = de.score_round(sets)
    assert result.far_scores == far
    assert result.near_scores == near
    assert result.earnings == earnings
    assert result.bracelets == bracelets
    assert result.egg_holder == egg


def test_DE3_a_set_counts_the_other_sets_it_beats_or_ties():
    result = de.score_round(SCORING[2].values[0])
    assert result.far_beats == [[1, 2], [], [0, 1]]


def test_DE3_score_round_checks_the_whole_table_as_one_deal():
    with pytest.raises(InvalidInput, match="R7 appears 3 times"):
        de.score_round([("R7 R7", "B2 B3"), ("R7 B5", "B10 B15")])


@pytest.mark.parametrize("players", [1, 6])
def test_DE3_score_round_wants_two_to_five_players(players):
    with pytest.raises(InvalidInput, match="2 to 5 players"):
        de.score_round([("R2 R3", "B2 B3")] * players)


# ----- DE-4 money ------------------------------------------------------------------------
def test_DE4_banknotes_pay_with_the_published_denominations():
    assert de.banknotes(37) == {10: 3, 5: 1, 2: 1}
    assert de.banknotes(0) == {}


# ----- DE-5 bracelets ----------------------------------------------------------------------
def test_DE5_zero_earners_take_a_bracelet():
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"])
    state.apply(0, "R7 R* | B2 B3")
    state.apply(1, "R5 R5 | B10 B15")
    assert state.bracelets == [1, 1] and state.supply == 10


def test_DE5_not_enough_bracelets_ends_the_game_at_once():
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"], supply=1, money=[2, 1])
    state.apply(0, "R7 R* | B2 B3")
    state.apply(1, "R5 R5 | B10 B15")
    assert state.is_over() and state.end_reason == "bracelets"
    assert state.winners() == [0]
    assert "cannot give a bracelet" in str(state.events[-1])


def test_DE5_returning_a_bracelet_draws_a_card_and_refills_the_supply():
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"], bracelets=[2, 0], supply=10)
    state.apply(0, "bracelet")
    assert len(state.hands[0]) == 6 and state.bracelets[0] == 1 and state.supply == 11
    with pytest.raises(IllegalAction, match="no bracelet") as err:
        state.apply(1, "bracelet")
    assert err.value.rule == "DE-5"


# ----- DE-6 hand resolution ------------------------------------------------------------------
def test_DE6_unused_card_stays_and_everyone_draws_four():
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"])
    state.apply(0, "R7 R* | B2 B3")
    state.apply(1, "R5 R5 | B10 B15")
    assert [len(h) for h in state.hands] == [5, 5]
    assert [de.CARDS[state.hands[s][0]].token for s in (0, 1)] == ["R2", "R3"]  # the unused card stays, first
    assert "R2" in state.observation(0)["hand"] and "R3" in state.observation(1)["hand"]
    assert len(state.deck) == 32 - 10


def test_DE6_six_or_more_cards_discard_down_to_five_by_choice():
    state = table(2, ["R7 R* B2 B3 R2 R3", "R5 R5 B10 B15 B3"])
    state.apply(0, "R7 R* | B2 B3")
    state.apply(1, "R5 R5 | B10 B15")
    assert state.phase == "discard" and state.to_act() == [0]
    held = state.observation(0)["hand"]
    assert len(held) == 6
    state.apply(0, f"discard {held[0]}")
    assert state.phase == "build" and len(state.hands[0]) == 5 and len(state.discard) == 1


def test_DE6_discarding_a_card_you_do_not_hold_is_refused():
    state = table(2, ["R7 R* B2 B3 R2 R3", "R5 R5 B10 B15 B3"])
    state.apply(0, "R7 R* | B2 B3")
    state.apply(1, "R5 R5 | B10 B15")
    missing = next(t for t in ("B20", "B15", "R15") if t not in state.observation(0)["hand"])
    with pytest.raises(IllegalAction, match=f"does not hold {missing}"):
        state.apply(0, f"discard {missing}")


# ----- DE-7 the egg --------------------------------------------------------------------------
@pytest.mark.parametrize("far, near, powers, holder, expected", [
    ([False, False], [False, False], [5, 9], 1, 1),        # nobody qualifies: stays
    ([True, False], [True, False], [110, 9], None, 0),     # one qualifier takes it
    ([True, True], [True, True], [110, 120], 0, 1),        # strictly strongest Near
    ([True, True, True], [True, True, True], [120, 120, 110], 2, 2),  # tie at top: stays
    ([True, True], [True, True], [120, 120], None, None),  # tie with the egg in the centre
])
def test_DE7_who_takes_the_egg(far, near, powers, holder, expected):
    assert de.egg_after(far, near, powers, holder)[0] == expected


def _egg_table():
    state = table(3, ["R7 R7 B2 B2 R2", "R5 R5 B10 B15 R3", "B7 B7 R15 R20 B3"], egg_holder=0)
    for seat, build in enumerate(["R7 R7 | B2 B2", "R5 R5 | B10 B15", "B7 B7 | R15 R20"]):
        state.apply(seat, build)
    return state


def test_DE7_the_holder_decides_after_every_set_is_placed():
    state = _egg_table()
    assert state.phase == "egg" and state.to_act() == [0]
    assert [str(a) for a in state.legal_actions(0)] == ["no egg", "egg far", "egg near"]
    with pytest.raises(IllegalAction) as err:
        state.apply(1, "egg far")
    assert err.value.rule in ("turn", "DE-7")


def test_DE7_using_the_egg_shows_the_named_sets_and_the_holder_rebuilds():
    state = _egg_table()
    state.apply(0, "egg near")
    assert state.egg_holder is None and state.phase == "build" and state.to_act() == [0]
    for seat in (1, 2):
        assert state.observation(seat)["shown"] == [None, "B10 B15", "R15 R20"]
    assert len(state.hands[0]) == 5  # the sets came back to the hand
    with pytest.raises(IllegalAction, match="same hand") as err:
        state.apply(0, "bracelet")
    assert err.value.rule == "DE-7"
    state.apply(0, "R7 R7 | B2 B2")
    assert state.round == 2  # scored without asking about the egg again


def test_DE7_both_friends_takes_the_egg_in_play():
    state = table(2, ["R7 R7 B2 B2 R2", "R5 B5 B10 B15 R3"])
    state.apply(0, "R7 R7 | B2 B2")
    state.apply(1, "R5 B5 | B10 B15")
    assert state.egg_holder == 0
    assert any("takes the egg" in line for line in state.visible_log(None))


# ----- DE-8 the end ---------------------------------------------------------------------------
@pytest.mark.parametrize("players, goal", [(2, 3), (3, 15), (4, 20), (5, 30)])
def test_DE8_thresholds_by_player_count(players, goal):
    assert de.threshold(players) == goal


def test_DE8_reaching_the_threshold_ends_the_game_and_ties_share():
    state = table(2, ["R7 R7 B2 B3 R2", "R5 R5 B10 B15 R3"], money=[2, 2])
    state.apply(0, "R7 R7 | B2 B3")  # Far wins, Near loses: 0 ZOO
    state.apply(1, "R5 R5 | B10 B15")  # Far loses, Near wins: 0 ZOO
    assert not state.is_over()
    state = table(2, ["R7 R7 B10 B15 R2", "R5 R5 B2 B3 R3"], money=[2, 2])
    state.apply(0, "R7 R7 | B10 B15")  # 1 x 1 = 1 ZOO: reaches 3
    state.apply(1, "R5 R5 | B2 B3")
    assert state.is_over() and state.winners() == [0]
    # a tie at the top shares the win (seat 1 set on 3 ZOO by the test)
    state = table(2, ["R7 R7 B10 B15 R2", "R5 R5 B2 B3 R3"], money=[2, 3])
    state.apply(0, "R7 R7 | B10 B15")
    state.apply(1, "R5 R5 | B2 B3")
    assert state.is_over() and state.end_reason == "threshold"
    assert state.scores() == [3, 3] and state.winners() == [0, 1]
    assert "share the win" in str(state.events[-1])


def test_DE8_a_draw_from_an_empty_deck_and_discard_ends_the_game():
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"], bracelets=[1, 0], money=[0, 1])
    state.hands[1] += state.deck  # every other card sits in seat 1's hand
    state.hands[1].sort()
    state.deck = []
    state.as_position()
    state.apply(0, "bracelet")
    assert state.is_over() and state.end_reason == "draw" and state.winners() == [1]


# ----- refusals read like a teacher --------------------------------------------------------
def test_building_with_cards_not_in_hand_names_them():
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"])
    with pytest.raises(IllegalAction, match="does not hold R20") as err:
        state.apply(0, "R20 R* | B2 B3")
    assert err.value.rule == "hand"


def test_acting_twice_in_the_build_phase_is_refused():
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"])
    state.apply(0, "R7 R* | B2 B3")
    with pytest.raises(IllegalAction, match="waiting for Bruno"):
        state.apply(0, "R7 R* | B2 B3")


@pytest.mark.parametrize("text", ["R7 R* B2 B3", "fold", "R7 | B2 B3", "discard Q7"])
def test_unreadable_actions_explain_the_notation(text):
    with pytest.raises(InvalidInput):
        de.parse_action(text)


def test_strict_variant_refuses_mixed_sets_in_play():
    state = table(2, ["R* B2 B3 R5 R7", "R5 B5 B10 B15 R3"])
    state.rules = de.Rules("strict")
    state.as_position()
    with pytest.raises(IllegalAction) as err:
        state.apply(0, "R* B2 | R5 R7")
    assert err.value.rule == "DE-1"


def test_observation_hides_other_hands_and_face_down_sets():
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"])
    state.apply(0, "R7 R* | B2 B3")
    seen = str(state.observation(1))
    assert "R*" not in seen and "R7" not in seen and "B2" not in seen
    assert state.observation(1)["placed"] == [True, False]
    assert state.observation(0)["my_sets"] == ["R7 R*", "B2 B3"]
    assert all("R7" not in line for line in state.visible_log(1))


@pytest.mark.parametrize("seat", [7, -1, "0", None])
def test_a_seat_that_does_not_exist_is_named(seat):
    state = table(2, ["R7 R* B2 B3 R2", "R5 R5 B10 B15 R3"])
    with pytest.raises(IllegalAction, match="no seat") as err:
        state.apply(seat, "R7 R* | B2 B3")
    assert err.value.rule == "seats"


def test_DE7_variant_rebuild_draws_lets_the_egg_holder_return_bracelets_while_rebuilding():
    state = _egg_table()
    state.bracelets[0] = 1
    state.as_position()
    state.apply(0, "egg far")
    assert "bracelet" not in [str(a) for a in state.legal_actions(0)]  # the ruling: same hand
    state = _egg_table()
    state.rules = de.Rules(rebuild_draws=True)
    state.bracelets[0] = 1
    state.as_position()
    state.apply(0, "egg far")
    assert "bracelet" in [str(a) for a in state.legal_actions(0)]
    state.apply(0, "bracelet")
    assert len(state.hands[0]) == 6 and state.bracelets[0] == 0
