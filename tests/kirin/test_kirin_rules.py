"""Kirin rules, one test (or scenario table) per rule and ruling, named by its id (KI-1..KI-7)."""

from __future__ import annotations

import doctest
import json

import pytest

from engines import IllegalAction, InvalidInput
from engines import kirin
from engines.kirin import (
    Beast,
    Declare,
    Order,
    Play,
    Rules,
    legal_follows,
    obliging_words,
    order_after,
    parse_cards,
    position,
    trick_winner,
)


def tokens(cards) -> str:
    return " ".join(map(str, cards))


def test_package_examples_run():
    assert doctest.testmod(kirin).failed == 0


# ----- KI-1 names and cards -----------------------------------------------------------------

def test_KI1_deck_has_36_cards_four_beasts_of_nine():
    deck = kirin.DECK
    assert len(deck) == len(set(deck)) == 36
    for beast in Beast:
        mine = [card for card in deck if card.beast is beast]
        assert len(mine) == 9
        assert sorted(card.number for card in mine if card.number) == [1, 2, 3, 4, 5, 6]
        assert sum(card.is_trump for card in mine) == 1
        assert sorted(str(card.direction) for card in mine if card.is_kirin) == ["ascending", "descending"]


@pytest.mark.parametrize("text, expected", [
    ("Q6 ST XK+", ["Q6", "ST", "XK+"]),
    ("q6 st xk+ bk-", ["Q6", "ST", "XK+", "BK-"]),
    ("  B1   X4 ", ["B1", "X4"]),
    (["QT", "s2"], ["QT", "S2"]),
    ("", []),
])
def test_KI1_parse_cards_reads_tokens(text, expected):
    assert [str(card) for card in parse_cards(text)] == expected


def test_KI1_every_token_round_trips_and_names_its_beast():
    for card in kirin.DECK:
        assert parse_cards(str(card)) == [card]
        assert card.beast.title in card.describe()
    assert [beast.title for beast in Beast] == ["Azure Dragon", "Vermilion Bird", "White Tiger", "Black Tortoise"]


@pytest.mark.parametrize("text, named", [
    ("Q7", "'Q7'"),
    ("Z3", "'Z3'"),
    ("QK", "'QK'"),
    ("Q6 S0", "'S0'"),
    ("K+", "'K+'"),
])
def test_KI1_unknown_tokens_are_named(text, named):
    with pytest.raises(InvalidInput) as err:
        parse_cards(text)
    assert named in str(err.value) and "Q, S, B or X" in str(err.value)


def test_KI1_only_one_copy_of_each_card():
    with pytest.raises(InvalidInput, match="Q6 appears 2 times"):
        parse_cards("Q6 S1 q6")
    with pytest.raises(InvalidInput, match="B4"):
        legal_follows("B4 S5", "B4", "ascending")  # the led card cannot also be in the hand


def test_KI1_cards_sort_and_hash_by_notation_order():
    cards = parse_cards("XK- Q1 ST B6")
    assert tokens(sorted(cards)) == "Q1 ST B6 XK-"
    assert kirin.Card(Beast.S, "T") == parse_cards("ST")[0]
    assert len({kirin.Card(Beast.S, "T"), parse_cards("ST")[0]}) == 1


# ----- KI-2 the two orders ------------------------------------------------------------------

@pytest.mark.parametrize("order, strongest_first", [
    ("ascending", "Q S B X"),
    ("descending", "X B S Q"),
])
def test_KI2_beast_order(order, strongest_first):
    beasts = sorted(Beast, key=lambda b: -kirin.beast_strength(b, order))
    assert " ".join(b.name for b in beasts) == strongest_first


@pytest.mark.parametrize("order, strongest_first", [
    ("ascending", "QT Q6 Q5 Q4 Q3 Q2 Q1 QK+"),
    ("descending", "QT Q1 Q2 Q3 Q4 Q5 Q6 QK-"),
])
def test_KI2_rank_order_trump_on_top_in_both(order, strongest_first):
    cards = parse_cards(strongest_first)
    ranks = [kirin.rank_strength(card, order) for card in cards]
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == len(ranks)


@pytest.mark.parametrize("text", ["ascending", "DESCENDING", " Ascending ", Order.DESCENDING])
def test_KI2_order_names_are_read(text):
    assert kirin.parse_order(text) in (Order.ASCENDING, Order.DESCENDING)


@pytest.mark.parametrize("bad", ["up", "asc", "", 1, None])
def test_KI2_unknown_order_is_refused(bad):
    with pytest.raises(InvalidInput, match="'ascending' or 'descending'"):
        trick_winner("Q1 S2", bad)


def test_KI2_every_round_starts_ascending():
    state = position(["Q1", "S1", "B1", "X1"], ["Q2", "S2", "B2", "X2"], order="descending", leader=0)
    for seat in range(4):
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.round == 2 and state.current_order() == "ascending"
    assert state.observation(0)["order"] == "ascending"
    assert [e.kind for e in state.events][-2:] == ["reset", "deal"]


# ----- KI-3 Kirin cards have no rank ---------------------------------------------------------

@pytest.mark.parametrize("cards, order, winner", [
    ("QK+ X1 SK- BK+", "ascending", 1),     # the weakest number beats every Kirin card
    ("XK- Q6 QK+ SK-", "descending", 1),   # even the weakest number in descending order
    ("QK- QK+ S1 XK+", "ascending", 2),
])
def test_KI3_kirin_cards_lose_to_every_number_and_trump(cards, order, winner):
    assert trick_winner(cards, order) == winner


def test_KI3_kirin_rank_is_below_every_rank():
    for order in ("ascending", "descending"):
        lowest = min(kirin.rank_strength(c, order) for c in kirin.DECK if not c.is_kirin)
        assert all(kirin.rank_strength(c, order) < lowest for c in kirin.DECK if c.is_kirin)


# ----- KI-4 following ----------------------------------------------------------------------------

FOLLOW_CASES = [
    # hand, led, order, allowed
    ("S5 X3 B6", "B4", "ascending", "S5"),                     # stronger beast and higher rank
    ("S5 SK+ X3", "B4", "ascending", "S5 SK+"),               # ... or a Kirin card of a stronger beast
    ("S3 Q2 B6 X6", "B4", "ascending", "S3 Q2 B6 X6"),        # nothing beats B4 in both: anything
    ("B6 BT BK+", "B4", "ascending", "B6 BT BK+"),            # same beast never forces
    ("QT S2", "B4", "ascending", "QT"),                        # a trump of a stronger beast beats it in both
    ("X1 X2 S5", "B4", "descending", "X1 X2"),                # descending: X > B, 1 > 2 > 4
    ("XK- Q1 S3", "B4", "descending", "XK-"),                 # Kirin card of a stronger beast (descending)
    ("QK+ QK- S1", "B4", "descending", "QK+ QK- S1"),         # Q and S are weaker in descending
    ("Q1 S1 BK+ X6", "BT", "ascending", "Q1 S1 BK+ X6"),      # led trump: no number can be forced ...
    ("QT S6 SK- XK+", "BT", "ascending", "SK-"),              # ... only a Kirin card of a stronger beast
    ("Q1 S2 XK+ BT", "BK-", "ascending", "Q1 S2"),            # led Kirin: any number/trump of a stronger beast
    ("QK+ XT B6", "BK-", "ascending", "QK+"),                 # ... or a Kirin card of a stronger beast
    ("B1 BT XK+ X6", "BK-", "ascending", "B1 BT XK+ X6"),     # nothing stronger: anything
    ("Q6 QT QK-", "Q1", "ascending", "Q6 QT QK-"),            # led by the strongest beast: anything
    ("X1 XT XK+ B5", "X6", "descending", "X1 XT XK+ B5"),     # X is strongest in descending: anything
]


@pytest.mark.parametrize("hand, led, order, allowed", FOLLOW_CASES)
def test_KI4_must_follow_with_stronger_beast_and_rank(hand, led, order, allowed):
    assert tokens(legal_follows(hand, led, order)) == allowed


def _one_trick_state(hand: str, led: str, order: str):
    """Seat 0 led ``led``; seat 1 holds ``hand``; the other seats hold cards from the rest."""
    used = set(parse_cards(hand + " " + led))
    rest = [c for c in kirin.DECK if c not in used]
    size = len(parse_cards(hand))
    hands = ["" if size == 1 else tokens(rest[:size - 1]), hand,
             tokens(rest[size:2 * size]), tokens(rest[2 * size:3 * size])]
    declared = rest[3 * size:3 * size + 4]
    return position(hands, declared, trick=led, leader=0, order=order)


@pytest.mark.parametrize("hand, led, order, allowed", FOLLOW_CASES)
def test_KI4_game_accepts_exactly_the_legal_follows(hand, led, order, allowed):
    state = _one_trick_state(hand, led, order)
    assert [str(a.card) for a in state.legal_actions(1)] == sorted(allowed.split(), key=lambda t: parse_cards(t)[0])
    for card in parse_cards(hand):
        trial = state.clone()
        if str(card) in allowed.split():
            trial.apply(1, Play(card))
            assert str(trial.events[-1]) == f"Bruno plays {card}."
        else:
            before = state.to_json()
            with pytest.raises(IllegalAction) as err:
                state.apply(1, f"play {card}")
            assert err.value.rule == "KI-4"
            assert state.to_json() == before


@pytest.mark.parametrize("hand, said", [
    ("S5 X3", ["The led card is B4", "You hold S5, which is a stronger beast with a higher rank, so you must play it."]),
    ("S5 QT SK+ X3", ["QT and S5, which are stronger beasts with higher ranks", "SK+, a Kirin card of a stronger beast",
                      "you must play one of them: QT, S5 or SK+"]),
])
def test_KI4_message_names_the_cards_to_choose_from(hand, said):
    """One choice, or several with a Kirin card among them: the refusal of X3 after B4 names them."""
    state = _one_trick_state(hand, "B4", "ascending")
    with pytest.raises(IllegalAction) as err:
        state.apply(1, "X3")
    assert all(words in str(err.value) for words in said), str(err.value)


def test_KI4_leader_may_lead_any_card():
    assert tokens(legal_follows("QK+ X1 BT", None, "ascending")) == "QK+ X1 BT"


def test_KI4_explanations_mark_each_card():
    marks = kirin.explain_follows("S5 X3 SK+", "B4", "ascending")
    assert [(str(c), ok) for c, ok, _ in marks] == [("S5", True), ("X3", False), ("SK+", True)]
    reasons = {str(c): why for c, _, why in marks}
    assert "has a stronger beast than B4" in reasons["S5"] and "a higher rank" in reasons["S5"]
    assert "must play S5 or SK+" in reasons["X3"]
    assert "Kirin card of a stronger beast" in reasons["SK+"]
    free = kirin.explain_follows("S3 X6", "B4", "ascending")
    assert all(ok for _, ok, _ in free) and "any card is allowed" in free[0][2]


# ----- KI-5 the winner -----------------------------------------------------------------------

WINNER_CASES = [
    # cards in play order, order, winning index
    ("B4 S5 Q2 X6", "ascending", 3),       # highest rank wins, whatever the beast
    ("B4 S5 Q2 X6", "descending", 2),      # in descending order 2 beats 4, 5 and 6
    ("B5 S5 X1 Q3", "ascending", 1),       # equal rank: stronger beast (S > B)
    ("B5 S5 X1 Q3", "descending", 2),      # X1 is the best rank in descending order
    ("B5 S5 Q4 X4", "descending", 3),      # 4 beats 5 in descending; X4 beats Q4 (X strongest)
    ("X1 QT S6 B6", "ascending", 1),       # a trump outranks every number
    ("XT QT S6 B6", "ascending", 1),       # two trumps: stronger beast
    ("XT QT S6 B6", "descending", 0),      # two trumps in descending: X is strongest
    ("QK+ SK- X1 BK+", "ascending", 2),    # Kirin cards have no rank (KI-3)
    ("QK+ SK- XK- BK+", "ascending", None),  # every card a Kirin card: no winner
    ("QK+ QK-", "descending", None),
    ("S3", "ascending", 0),
]


@pytest.mark.parametrize("cards, order, winner", WINNER_CASES)
def test_KI5_highest_rank_then_stronger_beast(cards, order, winner):
    assert trick_winner(cards, order) == winner


@pytest.mark.parametrize("bad", ["", "Q1 Q2 Q3 Q4 Q5"])
def test_KI5_a_trick_has_one_to_four_cards(bad):
    with pytest.raises(InvalidInput, match="one to four cards"):
        trick_winner(bad, "ascending")


def test_KI5_winner_takes_the_cards_and_leads_next():
    state = position(["Q1 S2", "B4 B5", "S6 X2", "XT Q2"], ["Q3", "S3", "B3", "X3"], leader=0)
    for seat, card in [(0, "Q1"), (1, "B4"), (2, "S6"), (3, "XT")]:
        state.apply(seat, card)
    assert state.events[-1].kind == "win" and state.events[-1].data[0] == 3
    assert state.observation(0)["won"][3] == ["Q1", "S6", "B4", "XT"]
    assert state.to_act() == [3]


def test_KI5_all_kirin_trick_is_set_aside_and_leader_leads_again():
    state = position(["QK+ Q1", "SK- S1", "BK+ B1", "XK- X1"], ["Q3", "S3", "B3", "X3"], leader=2)
    for seat, card in [(2, "BK+"), (3, "XK-"), (0, "QK+"), (1, "SK-")]:
        state.apply(seat, card)
    kinds = [e.kind for e in state.events]
    assert "all_kirin" in kinds and "win" not in kinds
    assert state.won == [0, 0, 0, 0]
    assert state.observation(0)["set_aside"] == ["QK+", "SK-", "BK+", "XK-"]
    assert state.to_act() == [2]
    # KI-5 + KI-6: the effect still happens (Q is strongest in ascending; QK+ keeps ascending)
    assert state.current_order() == "ascending" and "order_kept" in kinds


# ----- KI-6 the Kirin effect ---------------------------------------------------------------------

ORDER_CASES = [
    # cards, order before, order after
    ("B4 S5 Q2 X6", "ascending", "ascending"),      # no Kirin card: no change
    ("B4 S5 Q2 XK-", "ascending", "descending"),    # one Kirin card: its direction
    ("B4 S5 Q2 XK-", "descending", "descending"),   # already in force: stays
    ("B4 SK+ Q2 XK-", "ascending", "ascending"),    # S is stronger than X in ascending: SK+ decides
    ("B4 SK+ Q2 XK-", "descending", "descending"),  # X is stronger in descending: XK- decides
    ("XK+ SK- B1 Q1", "descending", "ascending"),   # X strongest in descending: XK+
    ("QK+ QK- SK- B1", "ascending", "ascending"),   # both Kirin cards of the strongest beast cancel
    ("QK+ QK- SK- B1", "descending", "descending"),  # in descending S is stronger than Q: SK- (same)
    ("QK+ QK- SK+ B1", "descending", "ascending"),  # S stronger than Q in descending: SK+ switches
    ("SK+ SK- QK- B1", "descending", "descending"),  # S cancels; the weaker QK- does not count
    ("SK+ SK- QK- B1", "ascending", "descending"),  # Q is the strongest in ascending: QK- decides
    ("QK+ SK- XK- BK+", "ascending", "ascending"),  # all Kirin: QK+ (Q strongest), same order
    ("QK+ SK- XK- BK+", "descending", "descending"),  # all Kirin: XK- (X strongest)
    ("XK+ XK- QK-", "descending", "descending"),    # cancelled in descending: stays descending
]


@pytest.mark.parametrize("cards, order, after", ORDER_CASES)
def test_KI6_kirin_effect(cards, order, after):
    assert order_after(cards, order) == after
    played_backwards = " ".join(reversed(cards.split()))
    assert order_after(played_backwards, order) == after  # which Kirin cards were played decides, not their order


EXPLAINED = [  # (the rule's explainer, the cards of a trick, the order, words the explanation holds)
    ("KI-5", "B4 S5 Q2 X6", "ascending", "X6 wins"),
    ("KI-5", "B5 S5 X1 Q3", "ascending", "share the highest rank"),
    ("KI-5", "X1 QT S6 B6", "ascending", "a trump outranks every number"),
    ("KI-5", "QK+ SK- XK- BK+", "ascending", "nobody wins"),
    ("KI-6", "B4 S5 Q2 X6", "ascending", "No Kirin card"),
    ("KI-6", "B4 S5 Q2 XK-", "ascending", "the order is descending from the next trick"),
    ("KI-6", "QK+ QK- SK- B1", "ascending", "they cancel"),
    ("KI-6", "B4 S5 Q2 XK-", "descending", "already in force"),
]


@pytest.mark.parametrize("rule, cards, order, words", EXPLAINED)
def test_KI5_the_winner_and_KI6_the_order_after_a_trick_are_explained(rule, cards, order, words):
    explain = {"KI-5": kirin.explain_winner, "KI-6": kirin.explain_order_after}[rule]
    assert words in explain(cards, order)


@pytest.mark.parametrize("cards, order, words", [
    ("B4 S5 Q2 XK-", "ascending", ""),                      # one Kirin card: nothing to explain
    ("SK- XK+ Q2 B1", "ascending", "Vermilion Bird"),       # two beasts: the stronger decides
    ("SK- XK+ Q2 B1", "descending", "Black Tortoise"),      # the other order, the other beast
    ("QK+ QK- SK- B1", "ascending", ""),                    # the strongest beast's pair cancels
])
def test_KI6_says_which_beast_decides_when_several_kirin_cards_are_played(cards, order, words):
    lead = kirin.deciding_beast_words(cards, order)
    assert (words in lead) if words else lead == ""
    assert lead in kirin.explain_order_after(cards, order)


def test_KI6_deciding_beast_words_refuses_bad_input():
    with pytest.raises(InvalidInput):
        kirin.deciding_beast_words("SK- ZZ", "ascending")
    with pytest.raises(InvalidInput, match="'ascending' or 'descending'"):
        kirin.deciding_beast_words("SK- XK+", "sideways")
    with pytest.raises(InvalidInput):
        kirin.deciding_beast_words(7, "ascending")


def test_KI6_effect_starts_with_the_next_trick():
    # Trick 1 is judged in ascending order (S6 wins) even though XK- switches to descending.
    state = position(["S6 S1", "XK- X6", "B2 B6", "Q1 Q6"], ["Q3", "S3", "B3", "X3"], leader=0)
    for seat, card in [(0, "S6"), (1, "XK-"), (2, "B2"), (3, "Q1")]:
        state.apply(seat, card)
    assert [e.kind for e in state.events[-2:]] == ["win", "to_descending"]
    assert state.events[-2].data[0] == 0
    assert state.current_order() == "descending"
    # Trick 2 in descending order: 1 is the best number, so S1 beats X6, B6 and Q6.
    for seat, card in [(0, "S1"), (1, "X6"), (2, "B6"), (3, "Q6")]:
        state.apply(seat, card)
    assert [e for e in state.events if e.kind == "win"][-1].data[0] == 0


def test_KI6_cancelled_effect_in_the_game():
    state = position(["QK+ Q1", "QK- Q2", "B5 B1", "X5 X1"], ["Q3", "S3", "B3", "X3"],
                     leader=0, order="descending")
    for seat, card in [(0, "QK+"), (1, "QK-"), (2, "B5"), (3, "X5")]:
        state.apply(seat, card)
    assert state.events[-1].kind == "order_cancelled"
    assert "cancel" in str(state.events[-1])
    assert state.current_order() == "descending"


# ----- KI-7 declaration, scoring, rounds -----------------------------------------------------------

def test_KI7_declared_card_leaves_play_and_scores_nothing():
    # Seat 0 declared QT (Azure Dragon) and wins both tricks: its won Q cards score, QT is out of play.
    state = position(["Q6 Q5", "Q1 S1", "Q2 B1", "X1 Q3"], ["QT", "S3", "B3", "X3"], leader=0)
    plays = [(0, "Q6"), (1, "Q1"), (2, "Q2"), (3, "Q3"), (0, "Q5"), (1, "S1"), (2, "B1"), (3, "X1")]
    for seat, card in plays:
        state.apply(seat, card)
    assert state.round_points()[0] == [5, 0, 0, 0]  # Q6 Q1 Q2 Q3 Q5; not QT
    assert not any("QT" in str(e) for e in state.events if e.kind == "win")
    assert state.observation(2)["revealed"][0] == ["QT", "S3", "B3", "X3"]


def test_KI7_one_point_per_won_card_of_the_declared_beast():
    state = position(["SK+ S6", "S1 B5", "S2 B6", "S3 XT"], ["S4", "Q4", "B4", "X4"], leader=0)
    for seat, card in [(0, "S6"), (1, "S1"), (2, "S2"), (3, "S3")]:
        state.apply(seat, card)  # S6 wins: seat 0 takes four Vermilion Bird cards
    for seat, card in [(0, "SK+"), (1, "B5"), (2, "B6"), (3, "XT")]:
        state.apply(seat, card)  # XT wins: seat 3 takes SK+ B5 B6 XT, only XT is its declared beast
    assert state.round_points()[0] == [4, 0, 0, 1]
    scores = [str(e) for e in state.events if e.kind == "score"]
    assert scores[0] == "Aiko won 4 Vermilion Bird cards and scores 4 (total 4)."
    assert scores[3] == "Dagny won 1 Black Tortoise card and scores 1 (total 1)."


def test_KI7_three_rounds_first_leader_is_seat_r_minus_1():
    state = kirin.new_game(4, seed=11)
    leaders = []
    while not state.is_over():
        if state.events[-1].kind == "deal":
            leaders.append(state.leader)
            assert state.current_order() == "ascending"
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    assert leaders == [0, 1, 2]
    assert len(state.round_points()) == 3
    assert state.scores() == [sum(p[s] for p in state.round_points()) for s in range(4)]
    assert [e.kind for e in state.events].count("deal") == 3


def test_KI7_rounds_variant():
    state = kirin.new_game(4, seed=3, rules=Rules(rounds=1))
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert len(state.round_points()) == 1
    with pytest.raises(InvalidInput):
        Rules(rounds=0)


def test_KI7_most_points_wins_ties_share_the_win():
    # Last round; seat 0 declared QT and wins Q6 Q1 (2 points).
    state = position(["Q6", "Q1", "S1", "B1"], ["QT", "ST", "BT", "XT"], round=3, scores=[5, 6, 3, 6])
    for seat, card in [(0, "Q6"), (1, "Q1"), (2, "S1"), (3, "B1")]:
        state.apply(seat, card)
    assert state.is_over() and state.scores() == [7, 6, 3, 6] and state.winners() == [0]
    # Same trick, but seat 0 declared ST: it wins only S1 (1 point) and ties seat 1.
    tied = position(["Q6", "Q1", "S1", "B1"], ["ST", "QT", "BT", "XT"], round=3, scores=[5, 6, 0, 0])
    for seat, card in [(0, "Q6"), (1, "Q1"), (2, "S1"), (3, "B1")]:
        tied.apply(seat, card)
    assert tied.scores() == [6, 6, 0, 0] and tied.winners() == [0, 1]
    assert "Aiko and Bruno share the win" in str(tied.events[-1])
    assert tied.to_act() == [] and tied.legal_actions(0) == []


def test_KI7_declaration_is_simultaneous_and_hidden():
    state = kirin.new_game(4, seed=5)
    assert state.to_act() == [0, 1, 2, 3]
    secret = state.legal_actions(2)[4]
    state.apply(2, secret)
    assert state.to_act() == [0, 1, 3]
    assert str(state.events[-1]) == "Chidi places a declaration card face down."
    for seat in (0, 1, 3):
        obs = state.observation(seat)
        assert obs["declaration"] is None and obs["declared"] == [False, False, True, False]
        assert str(secret.card) not in json.dumps(obs)
    assert state.observation(2)["declaration"] == str(secret.card)
    assert str(secret.card) not in " ".join(state.log())


def test_KI7_play_before_declaring_is_refused():
    state = kirin.new_game(4, seed=5)
    card = state.hand(0)[0]
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Play(card))
    assert err.value.rule == "KI-7" and "declare" in str(err.value)
    state.apply(0, f"declare {card}")
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Declare(state.hand(0)[0]))
    assert err.value.rule == "turn"


# ----- gaps filled by this engine (reported) ---------------------------------------------------------

def test_gap_play_goes_clockwise_from_the_leader():
    state = position(["Q1 Q2", "S1 S2", "B1 B2", "X1 X2"], ["Q3", "S3", "B3", "X3"], leader=2)
    order = []
    for _ in range(4):
        seat = state.to_act()[0]
        order.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert order == [2, 3, 0, 1]


def test_gap_card_not_in_hand_is_explained():
    state = _one_trick_state("S5 X3", "B4", "ascending")
    with pytest.raises(IllegalAction) as err:
        state.apply(1, "Q6")
    assert err.value.rule == "hand" and "You do not hold Q6" in str(err.value) and "S5 X3" in str(err.value)


@pytest.mark.parametrize("text", ["dance Q6", "play", "play Q6 now", "play Q9"])
def test_gap_unreadable_action_is_invalid_input(text):
    state = _one_trick_state("S5 X3", "B4", "ascending")
    with pytest.raises(InvalidInput):
        state.apply(1, text)


def test_gap_position_checks_its_input():
    with pytest.raises(InvalidInput, match="appears 2 times"):
        position(["Q1", "Q1", "B1", "X1"], ["Q3", "S3", "B3", "X3"])
    with pytest.raises(InvalidInput, match="Hand sizes"):
        position(["Q1 Q2", "S1", "B1", "X1"], ["Q3", "S3", "B3", "X3"])
    with pytest.raises(InvalidInput, match="exactly 4 players"):
        kirin.new_game(3)


@pytest.mark.parametrize("card, led, order", [(5, "B4", "ascending"), ("S5", None, "ascending"), ("S5", "B4", 1),
                                              (True, "B4", "ascending"), ("X3", "B4", "ascending"),
                                              ("S5", "S5", "ascending")])
def test_KI4_obliging_words_refuse_bad_cards_and_cards_that_do_not_oblige(card, led, order):
    with pytest.raises(InvalidInput):
        obliging_words(card, led, order)


def test_KI4_obliging_words_name_the_clause_that_obliges():
    assert obliging_words("S5", "B4", "ascending").startswith("a stronger beast than B4 (Vermilion Bird over White Tiger)")
    assert obliging_words("QK-", "B4", "ascending").startswith("a Kirin card of a stronger beast than B4")
    assert "every number and every trump outranks a Kirin card" in obliging_words("S1", "BK+", "ascending")  # KI-3
