"""Lauzait Cep! rules and rulings (LC-1..LC-9), one test or table per rule."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engines import IllegalAction, InvalidInput
from engines import lauzait_cep as lc
from engines.lauzait_cep.board import MOUNTAIN, WATER, parse_square, square_name

# A board with no jokers, row by row from a5 (rank 5) to e1; '.' is the empty square.
#      a     b     c     d     e
BOARD = ("G3 G3 G1 W5 W6 "    # 5
         "G4 G4 G6 G6 W7 "    # 4   c4 is Water
         "G9 G7 .  G7 G8 "    # 3   a3 b3 d3 e3 are Water, c3 the Mountain
         "W1 W1 W3 W3 W2 "    # 2   c2 is Water
         "W2 W4 W4 G2 W8")    # 1   c1 is Water
OTHER = "G5 G5 W1 W1 W2 W2 W3 W3 J"   # seat 1's concealed pieces in most cases


def state_with(hand, board=BOARD, players=2, other=OTHER, **kw):
    """A position where seat 0 (to act) holds ``hand`` and seat 1 ``other``."""
    hands = [hand, other] + [""] * (players - 2)
    return lc.position(players, hands, board, **kw)


def names(squares):
    """Square numbers as a set of names."""
    return {square_name(s) for s in squares}


# ----- notation -------------------------------------------------------------------------------
def test_parse_cards_reads_tokens_case_insensitively():
    pieces = lc.parse_cards("G4 w0 J j=g4")
    assert [str(p) for p in pieces] == ["G4", "W0", "J", "J=G4"]
    assert pieces[3].is_joker and pieces[3].value == 4 and pieces[3].colour == "G"
    assert lc.parse_cards(["G4", pieces[1]]) == [pieces[0], pieces[1]]


@pytest.mark.parametrize("text, words", [
    ("G10", "'G10' is not a Lauzait Cep! piece"),
    ("R4", "'R4' is not a Lauzait Cep! piece"),
    ("J=J", "a joker may stand for G0..G9 or W0..W9 only"),
    ("G9 G9 G9", "3 G9 pieces given, but the game has only 2"),
    ("J J J J J", "5 jokers given, but the game has only 4"),
])
def test_parse_cards_names_the_bad_input(text, words):
    with pytest.raises(InvalidInput, match=words):
        lc.parse_cards(text)


def test_a_stated_joker_uses_up_no_copy_of_what_it_stands_for():
    assert len(lc.parse_cards("G9 G9 J=G9")) == 3


# ----- departments and bonuses (published facts, LC-5) -------------------------------------
@pytest.mark.parametrize("dept, kind", [
    ("G3 G4 G5", "sequence"),
    ("W7 W7 W7", "three-of-a-kind"),
    ("G2 G3 J=G4", "sequence"),
    ("G3 G3 J=G3", "three-of-a-kind"),
    ("G8 G9 J=G0", None),          # numbers do not wrap around
    ("G9 W0 W1", None),            # two colours
    ("G4 W4 G4", None),
    ("G1 G2 G4", None),
    ("J=W1 J=W1 J=W1", "three-of-a-kind"),
])
def test_LC5_department_kind(dept, kind):
    assert lc.department_kind(dept) == kind


@pytest.mark.parametrize("dept, bonus, why", [
    ("G3 G4 G5", 2, "rulebook example 1: 5 is the largest, and 5 gives 2"),
    ("G3 G3 J=G3", 2, "rulebook example 2: the joker is a 3 (1), tripled (3), one joker (-1)"),
    ("W0 W1 W2", 1, "0-3 give 1"),
    ("W5 W6 W7", 2, "4-7 give 2"),
    ("G7 G8 G9", 3, "8-9 give 3"),
    ("W7 W7 W7", 6, "three-of-a-kind triples"),
    ("G9 G9 J=G9", 8, "triple first, then one off per joker"),
    ("G2 G3 J=G4", 1, "LC-5 refund case: the joker as 4 earns 1"),
    ("J=G1 G2 G3", 0, "LC-5 refund case: the joker as 1 earns 0"),
    ("J=G0 J=G1 G2", 0, "never below 0"),
])
def test_LC5_department_bonus_table(dept, bonus, why):
    assert lc.department_bonus(dept) == bonus, why


@pytest.mark.parametrize("dept, words", [
    ("G2 G3 J", "Say what each joker stands for"),
    ("G2 G3", "exactly three pieces"),
    ("G1 G2 G4", "is not a department"),
])
def test_LC5_bonus_refuses_what_is_not_a_stated_department(dept, words):
    with pytest.raises(InvalidInput, match=words):
        lc.department_bonus(dept)


def test_LC5_joker_statements_list_every_way_to_complete_a_department():
    found = {" ".join(map(str, d)) for d in lc.joker_statements("G3 J J")}
    assert found == {"G3 J=G1 J=G2", "G3 J=G2 J=G4", "G3 J=G3 J=G3", "G3 J=G4 J=G5"}


def test_LC5_refund_example_in_play_is_exactly_the_bonus_received():
    # The rulebook's "2-3-Joker" point: forming G2 G3 J=G4 earns 1 and dissolving pays back 1,
    # never the 0 that "J=G1 G2 G3" would have earned.
    st = state_with("G2 G3 J W9 W9 W8 G8 G5 G1")
    st.apply(0, "form G2 G3 J=G4")
    assert st.scores()[0] == 1 and lc.refund("G2 G3 J=G4") == 1
    st.apply(0, "discard W9")
    st.apply(0, st.legal_actions(0)[0])
    st.apply(0, "end day")
    while st.turn != 0:
        s = st.turn
        legal = st.legal_actions(s)
        st.apply(s, lc.END_DAY if lc.END_DAY in legal else next(
            a for a in legal if not isinstance(a, (lc.Form, lc.Declare, lc.ProposeEnd))))
    before = st.scores()[0]
    st.apply(0, "dissolve G2 G3 J=G4")
    assert st.scores()[0] == before - 1
    assert st.events[-1].kind == "dissolve" and st.events[-1].data[-1] == 1
    assert st.observation(0)["hand"].count("J") == 1  # the joker is concealed again


# ----- formations (published facts, LC-7, LC-8) ------------------------------------------
@pytest.mark.parametrize("departments, formations, total", [
    (["G1 G2 G3", "W5 W5 W5", "G7 G8 G9"], ["Lauzait-Cep"], 3),
    (["G1 G2 G3", "G5 G5 G5", "G7 G8 G9"], ["Lauzait-Cep", "Specialized Experts"], 6),
    (["G1 G2 J=G3", "G5 G5 G5", "G7 G8 G9"], ["Lauzait-Cep", "Specialized Experts"], 6),
    (["G1 G2 G3", "W4 W5 W6", "G7 G8 G9"], ["Lauzait-Cep", "Great Sequence"], 6),
    (["G1 G2 J=G3", "W4 W5 W6", "G7 G8 G9"], ["Lauzait-Cep", "Great Sequence"], 6),
    (["G1 G2 G3", "G4 G5 G6", "G7 G8 G9"],
     ["Lauzait-Cep", "Specialized Experts", "Great Sequence"], 9),
    (["G1 G2 G3", "W1 W2 W3", "G7 G8 G9"], ["Lauzait-Cep", "Layered Bridges"], 5),
    (["G5 G6 G7", "W5 W6 W7", "G5 G6 J=G7"], ["Lauzait-Cep", "Layered Bridges"], 5),
    (["G1 G2 G3", "W2 W2 W2", "W0 W0 W0"], ["Lauzait-Cep", "Well-Balanced"], 13),
    (["G1 G2 J=G3", "W1 W1 W1", "W0 W0 W0"], ["Lauzait-Cep", "Well-Balanced"], 13),
    (["G1 G2 G3", "W1 W2 W3", "G0 G0 G0"],
     ["Lauzait-Cep", "Layered Bridges", "Well-Balanced"], 15),
])
def test_LC7_each_formation_and_their_sum(departments, formations, total):
    result = lc.formation_score(departments)
    assert result.formations == formations
    assert result.total == total


def test_LC8_stalemate_is_3_plus_15_whatever_the_hand():
    result = lc.formation_score(["G1 G2 G3", "G4 G5 G6", "G7 G8 G9"], stalemate=True)
    assert result.total == 18 and result.formations == ["Lauzait-Cep", "Stalemate"]


def test_LC7_formation_score_checks_its_input():
    with pytest.raises(InvalidInput, match="three departments"):
        lc.formation_score(["G1 G2 G3", "W4 W5 W6"])
    with pytest.raises(InvalidInput, match="not a department"):
        lc.formation_score(["G1 G2 G3", "W4 W5 W7", "G7 G8 G9"])
    with pytest.raises(InvalidInput, match="only 2"):
        lc.formation_score(["G9 G9 J=G9", "G9 G8 G7", "W1 W2 W3"])


def test_LC7_best_declaration_picks_the_richest_split_of_a_concealed_hand():
    # The jokers can complete G1 G2 _ or _ W5 W6: stating them for a Great Sequence scores more.
    best = lc.best_declaration("G1 G2 J W4 W5 W6 G7 G8 G9")
    assert best.total == 6 and "Great Sequence" in best.formations
    assert lc.best_declaration("G1 G2 G4 W4 W5 W6 G7 G8 G9") is None


def test_LC5_final_declaration_may_restate_a_joker():
    # Revealed as G2 G3 J=G4 (for its bonus); at the declaration the joker may be a G1.
    as_revealed = ["G2 G3 J=G4", "W4 W5 W6", "G8 G9 J=G7"]
    assert lc.formation_score(as_revealed).formations == ["Lauzait-Cep"]
    best = lc.best_restatement(as_revealed)
    assert best.formations == ["Lauzait-Cep", "Great Sequence"] and best.total == 6
    assert "J=G1" in " ".join(str(p) for d in best.departments for p in d)
    assert lc.best_restatement(["G2 G3 J=G4", "W5 W6 W7", "G8 G9 J=G7"]).total == 3


def test_splits_lists_every_way_with_jokers_stated():
    ways = lc.splits("G1 G2 G3 W4 W4 W4 J J G7")
    assert len(ways) == 4
    assert all(lc.department_kind(d) for way in ways for d in way)
    assert lc.hand_splits("G1 G2 G3 W4 W4 W4 J J G7")
    assert not lc.hand_splits("G1 G2 G3 W4 W4 W4 J G5 W8")


# ----- dice-sticks (published facts, LC-4) -------------------------------------------------
def test_LC4_stick_odds_are_1_5_10_10_5_1_in_32():
    odds = lc.stick_odds()
    assert odds == {k: Fraction(n, 32) for k, n in enumerate((1, 5, 10, 10, 5, 1))}
    assert sum(odds.values()) == 1
    assert lc.water_success() == Fraction(1, 2)


# ----- the board (published facts, LC-3) ----------------------------------------------------
def test_board_has_the_mountain_in_the_centre_and_eight_water_squares():
    assert square_name(MOUNTAIN) == "c3"
    assert names(WATER) == {"c5", "c4", "c2", "c1", "a3", "b3", "d3", "e3"}
    assert lc.LAYOUT[2] == ("water", "water", "mountain", "water", "water")
    assert names(lc.neighbours(parse_square("a5"))) == {"b5", "a4", "b4"}
    assert len(lc.neighbours(parse_square("b4"))) == 8


def test_LC3_the_mountain_reaches_twelve_squares():
    assert names(lc.destinations(MOUNTAIN)) == {
        "b4", "c4", "d4", "b3", "d3", "b2", "c2", "d2",   # the 8 neighbours
        "c5", "c1", "a3", "e3"}                           # two steps straight, jumping
    assert len(lc.destinations(MOUNTAIN)) == 12


def test_LC3_a_piece_on_the_mountain_is_offered_its_twelve_moves_in_play():
    board = BOARD.replace("G3 G3 G1 W5 W6", "G3 G3 G1 .  W6").replace("G7 .  G7", "G7 W5 G7")
    st = state_with("W6 G1 G1 G1 G2 G2 G2 W9 W9", board)
    st.apply(0, "discard W6")                      # lets the W5 on the Mountain move
    from_mountain = [a for a in st.legal_actions(0) if a.src == MOUNTAIN]
    assert names(a.dst for a in from_mountain) == names(lc.destinations(MOUNTAIN))
    with pytest.raises(IllegalAction, match="Mountain's twelve") as err:
        st.apply(0, "move c3-e5")
    assert err.value.rule == "LC-3"


# ----- hiring (LC-1, LC-2) -------------------------------------------------------------------
def test_LC1_discard_needs_a_movable_partner_on_the_board():
    st = state_with("W6 G1 G1 G1 G2 G2 G2 W9 W9", BOARD.replace("W8", "W6"))
    with pytest.raises(IllegalAction) as err:
        st.apply(0, "discard W9")
    assert str(err.value) == "W9 cannot be discarded: no W8 or joker on the board can move."
    assert err.value.rule == "LC-1"


def test_LC1_the_issue_message_for_W5():
    board = BOARD.replace("W5 W6", "W5 W8").replace("W4 W4", "G8 G9")
    st = state_with("W5 G1 G1 G1 G2 G2 G2 W9 W9", board)
    with pytest.raises(IllegalAction, match="^W5 cannot be discarded: no W4, W6 or joker on the "
                                            "board can move.$"):
        st.apply(0, "discard W5")


def test_LC1_a_revealed_piece_cannot_be_discarded():
    st = state_with("W6 G1 G2 W9 W9 G5", revealed=[["G1 G2 G3"], []])
    with pytest.raises(IllegalAction, match="a formed piece cannot be discarded") as err:
        st.apply(0, "discard G3")
    assert err.value.rule == "LC-1"


def test_LC1_move_only_to_a_neighbour_and_take_what_stood_there():
    st = state_with("G5 G1 G1 G1 G2 G2 G2 W9 W9")
    st.apply(0, "discard G5")            # lands on the empty Mountain, c3
    with pytest.raises(IllegalAction, match="^That square is not a neighbour of G4") as err:
        st.apply(0, "move a4-d5")        # the G4 on a4
    assert err.value.rule == "LC-1"
    with pytest.raises(IllegalAction, match="W3 on d2 cannot move after discarding G5"):
        st.apply(0, "move d2-d1")
    with pytest.raises(IllegalAction, match="move another piece"):
        st.apply(0, "move c3-b4")
    st.apply(0, "move b4-a5")            # G4 from b4 onto the G3 of a5 (land: no throw)
    obs = st.observation(0)
    assert "G3" in obs["hand"] and "G5" not in obs["hand"]
    assert obs["board"][0] == "G4" and obs["board"][MOUNTAIN] == "G5" and obs["empty"] == "b4"
    assert st.events[-1].kind == "hire"
    assert str(st.events[-1]) == "Aiko discards G5 onto c3, moves G4 from b4 to a5 and takes G3."


def test_LC1_the_move_may_land_on_the_piece_just_discarded():
    st = state_with("G5 G1 G1 G1 G2 G2 G2 W9 W9")
    st.apply(0, "discard G5")
    st.apply(0, "move b4-c3")            # onto the Mountain (not Water: no throw)
    obs = st.observation(0)
    assert obs["hand"].count("G5") == 1 and obs["board"][MOUNTAIN] == "G4"
    assert obs["empty"] == "b4"


def test_LC2_a_discarded_joker_moves_anything_and_a_board_joker_always_moves():
    st = state_with("J G1 G1 G1 G2 G2 G2 W9 W9")
    st.apply(0, "discard J")
    assert {a.src for a in st.legal_actions(0)} == set(range(25)) - {MOUNTAIN}
    board = BOARD.replace("W2 W4 W4 G2 W8", "W2 W4 J  G2 W6")
    st = state_with("W9 G1 G1 G1 G2 G2 G2 W9 G9", board)
    st.apply(0, "discard W9")            # no W8 anywhere, but the joker on c1 may move
    assert {square_name(a.src) for a in st.legal_actions(0)} == {"c1"}
    assert lc.can_move_after("W9", "J") and lc.can_move_after("J", "G1")
    assert not lc.can_move_after("W9", "G8")


# ----- Water (LC-4) ---------------------------------------------------------------------------
def _throw(seed: int) -> int:
    """The stick throw a state seeded with ``seed`` makes first."""
    return bin(random.Random(seed).getrandbits(5)).count("1")


@pytest.mark.parametrize("wanted", ["failed", "taken"])
def test_LC4_water_throw_forced_by_a_seeded_state(wanted):
    seed = next(s for s in range(100) if (_throw(s) >= 3) == (wanted == "taken"))
    st = state_with("G7 G1 G1 G1 G2 G2 G2 W9 W9", seed=seed)
    st.apply(0, "discard G7")            # lets the G6s on c4, d4 and the G8 on e3 move
    outcomes = st.move_outcomes(st.parse_action("move d4-d3"))
    assert outcomes == [(Fraction(1, 2), "G7"), (Fraction(1, 2), "G6")]
    st.apply(0, "move d4-d3")            # G6 from d4 into the Water on d3, which holds G7
    event = st.events[-1]
    assert event.kind == f"water_{wanted}" and event.data[-1] == _throw(seed)
    hand, board = st.observation(0)["hand"], st.observation(0)["board"]
    if wanted == "taken":
        assert "G7" in hand and board[parse_square("d3")] == "G6"
    else:
        assert "G6" in hand and board[parse_square("d3")] == "G7"  # the Water piece stays
    assert st.observation(0)["empty"] == "d4"  # either way the old square is empty


def test_LC4_water_to_water_also_throws():
    st = state_with("G7 G1 G1 G1 G2 G2 G2 W9 W9", seed=5)
    st.apply(0, "discard G7")
    st.apply(0, "move e3-d3")            # G8 from e3 (Water) to d3 (Water)
    assert st.events[-1].kind in ("water_taken", "water_failed")


# ----- the day (LC-6) -------------------------------------------------------------------------
def test_LC6_order_dissolve_form_hire_then_declare():
    st = state_with("W6 W7 W8 W9 W9 G1 G1 G1 G2")
    assert {type(a).__name__ for a in st.legal_actions(0)} == {"Form", "Discard", "ProposeEnd"}
    with pytest.raises(IllegalAction, match="hire is compulsory"):   # no ending the day unhired
        st.apply(0, "end day")
    st.apply(0, "form G1 G1 G1")
    with pytest.raises(IllegalAction, match="already formed a department today") as err:
        st.apply(0, "form W7 W8 W9")
    assert err.value.rule == "LC-6"
    st.apply(0, "discard W6")
    with pytest.raises(IllegalAction, match="now move a piece"):
        st.apply(0, "form W7 W8 W9")


def test_LC6_dissolve_comes_before_form():
    st = state_with("W6 W7 W8 W9 W9 G2", revealed=[["G1 G1 G1"], []])
    assert "dissolve G1 G1 G1" in map(str, st.legal_actions(0))
    st.apply(0, "form W7 W8 W9")
    with pytest.raises(IllegalAction, match="before forming"):
        st.apply(0, "dissolve G1 G1 G1")


def test_LC6_a_form_must_leave_a_hire():
    # After forming W4 W5 W6 only W9 W9 G9 would stay concealed: no W8, G8 or joker on the board.
    board = BOARD.replace("G8", "G0").replace("W8", "W0")
    st = state_with("W4 W5 W6 W9 W9 G9", board, players=4, revealed=[["G1 G1 G1"], [], [], []])
    assert not any(isinstance(a, lc.Form) for a in st.legal_actions(0))
    with pytest.raises(IllegalAction, match="would leave you no piece you may discard"):
        st.apply(0, "form W4 W5 W6")


# ----- Lauzait-Cep! (LC-7) ----------------------------------------------------------------------
def test_LC7_the_third_department_is_followed_by_the_declaration():
    st = state_with("W7 W8 W9", revealed=[["G1 G2 G3", "G4 G5 G6"], []])
    st.apply(0, "form W7 W8 W9")
    assert st.legal_actions(0) == [lc.DECLARE]
    with pytest.raises(IllegalAction, match="formed: declare now"):
        st.apply(0, "discard W7")
    before = st.scores()[0]
    st.apply(0, "Lauzait-Cep!")
    assert st.scores()[0] - before == 6  # 3 + Great Sequence; the bonuses were paid on forming
    assert st.events[-2].kind == "lauzait_cep" and st.season == 2


# W8 on c4 can reach the Water on b3, which holds a G7.
DECLARE_BOARD = BOARD.replace("G4 G4 G6 G6 W7", "G4 G4 W8 G6 W7")


def test_LC7_concealed_declaration_scores_formations_but_no_bonus():
    seed = next(s for s in range(100) if _throw(s) >= 3)
    st = state_with("G1 G2 G3 W4 W5 W6 W7 G8 G9", DECLARE_BOARD, seed=seed)
    st.apply(0, "discard W7")
    st.apply(0, "move c4-b3")            # W8 takes the G7: G1 G2 G3 / W4 W5 W6 / G7 G8 G9
    assert st.legal_actions(0) == [lc.DECLARE, lc.END_DAY]
    assert st.observation(0)["can_declare"] and not st.observation(1)["can_declare"]
    st.apply(0, "Lauzait-Cep!")
    event = next(e for e in st.events if e.kind == "lauzait_cep_concealed")
    assert event.data[2] == "Lauzait-Cep, Great Sequence" and event.data[3] == 6
    assert st.scores()[0] == 6


def test_LC7_a_concealed_split_may_be_passed():
    seed = next(s for s in range(100) if _throw(s) >= 3)
    st = state_with("G1 G2 G3 W4 W5 W6 W7 G8 G9", DECLARE_BOARD, seed=seed)
    st.apply(0, "discard W7")
    st.apply(0, "move c4-b3")
    log = st.visible_log(1)
    st.apply(0, "end day")                # "pass" reads the same
    assert st.turn == 1 and st.scores() == [0, 0]
    assert st.visible_log(1) == log       # the choice not to declare is not logged (LC-11)


def test_LC7_no_declaration_with_one_or_two_departments_revealed():
    seed = next(s for s in range(100) if _throw(s) >= 3)
    st = state_with("W4 W5 W6 W7 G8 G9", DECLARE_BOARD, revealed=[["G1 G2 G3"], []], seed=seed)
    st.apply(0, "discard W7")
    st.apply(0, "move c4-b3")
    assert st.legal_actions(0) == [lc.END_DAY]   # every hire ends with this step (LC-11)
    with pytest.raises(IllegalAction, match="You have a department formed, so you may not declare now"):
        st.apply(0, "Lauzait-Cep!")
    st.apply(0, "end day")
    assert st.turn == 1
    with pytest.raises(IllegalAction, match="not Aiko's move"):
        st.apply(0, "Lauzait-Cep!")


# ----- Stalemate (LC-8) ---------------------------------------------------------------------
STALE_BOARD = ("G0 G0 G0 G0 G1 "
               "G1 G1 G1 G2 G2 "
               "G2 G2 .  G3 G3 "
               "G3 G3 G4 G4 G4 "
               "W0 W0 W0 W0 W1")


def test_LC8_stalemate_when_nothing_can_be_discarded():
    st = state_with("W5 W5 W5 W6 W6 W6 W7 W7 W7", STALE_BOARD, players=4,
                    other="G9 G9 W9 W9 W8 W8 W3 W3 W3")
    assert st.legal_actions(0) == [lc.STALEMATE_ACTION, lc.PROPOSE]
    with pytest.raises(IllegalAction, match="cannot be discarded"):
        st.apply(0, "discard W5")
    st.apply(0, "stalemate")
    assert st.scores()[0] == 18 and st.events[-2].kind == "stalemate"


def test_LC8_no_stalemate_when_a_dissolve_rescues_the_hire():
    st = state_with("W5 W5 W5 W6 W6 W6", STALE_BOARD, players=4,
                    other="G9 G9 W9 W9 W8 W8 W3 W3 W3", revealed=[["G5 G6 G7"], [], [], []])
    assert [str(a) for a in st.legal_actions(0)] == ["dissolve G5 G6 G7", "propose end"]
    with pytest.raises(IllegalAction, match="no stalemate") as err:
        st.apply(0, "stalemate")
    assert err.value.rule == "LC-8"


# ----- seasons and setup (LC-9) ---------------------------------------------------------------
@pytest.mark.parametrize("players, total, jokers", [(4, 68, 4), (3, 60, 4), (2, 58, 2)])
def test_setup_by_player_count(players, total, jokers):
    st = lc.new_game(players, seed=1)
    codes = lc.piece_set(players)
    assert len(codes) == total and codes.count(lc.JOKER) == jokers
    assert all(len(h) == 9 for h in st.hidden)
    assert st.board[MOUNTAIN] == -1 and sum(c >= 0 for c in st.board) == 24
    assert len(st.face_down) == total - 9 * players - 24
    if players < 4:
        assert not any(c % 10 == 0 for c in codes if c != lc.JOKER)


def test_LC9_later_seasons_start_with_the_lowest_score_towards_the_poorer_neighbour():
    st = state_with("W7 W8 W9", players=4, scores=[10, 4, 1, 3],
                    revealed=[["G1 G2 G3", "G4 G5 G6"], [], [], []])
    st.apply(0, "form W7 W8 W9")
    st.apply(0, "Lauzait-Cep!")
    assert st.season == 2 and st.start_seat == 2 and st.turn == 2
    assert st.direction == 1             # seat 3 (3 points) is poorer than seat 1 (4 points)
    assert st.events[-1].kind == "season"


def test_LC9_as_many_seasons_as_players_then_the_end():
    st = lc.new_game(2, seed=4)
    from engines.lauzait_cep.bots import ChancellorBot
    bots = [ChancellorBot(0), ChancellorBot(1)]
    while not st.is_over():
        s = st.to_act()[0]
        st.apply(s, bots[s].choose(st.observation(s), st.legal_actions(s)))
    assert [e.kind for e in st.events].count("season") == 2
    assert st.events[-1].kind == "game_over"
    best = max(st.scores())
    assert st.winners() == [s for s, p in enumerate(st.scores()) if p == best]


def test_LC9_luminous_variant_adds_one_per_identical_piece():
    rules = lc.Rules(luminous=True)
    st = lc.new_game(4, seed=2, rules=rules)
    shown = st.observation(1)["luminous"]
    assert [piece.code for piece in lc.parse_cards(shown)] == [st.luminous]  # every player sees the luminous piece
    assert lc.new_game(4, seed=2).observation(1)["luminous"] is None  # without the variant there is none
    assert len(st.face_down) == 68 - 36 - 24 - 1
    st = state_with("W7 W8 W9", rules=rules, revealed=[["G1 G2 G3", "G7 G8 G9"], []])
    st.luminous = 19                                    # W9 is luminous
    st.apply(0, "form W7 W8 W9")
    before = st.scores()[0]
    st.apply(0, "Lauzait-Cep!")
    assert st.scores()[0] - before == 3 + 2 + 1         # Layered Bridges, and one W9
    assert lc.luminous_points("W9 W9 J=W9 G1", "W9") == 2


@pytest.mark.parametrize("jokers_for_removed", [True, False])
def test_G8_jokers_for_removed_zeros_variant(jokers_for_removed):
    rules = lc.Rules(jokers_for_removed=jokers_for_removed)
    st = state_with("J G1 G2 W9 W9 W8 G5 G6 G7", players=3, rules=rules,
                    other="G5 G5 W1 W1 W2 W2 W3 W3 J")
    forms = {str(a) for a in st.legal_actions(0) if isinstance(a, lc.Form)}
    assert "form G1 G2 J=G3" in forms
    assert ("form G1 G2 J=G0" in forms) == jokers_for_removed


# ----- observations and errors ------------------------------------------------------------------
def test_observation_hides_other_hands_and_face_down_pieces():
    st = lc.new_game(3, seed=7)
    obs = st.observation(1)
    assert len(obs["hand"]) == 9 and obs["concealed_counts"] == [9, 9, 9]
    assert "hidden" not in obs and isinstance(obs["face_down"], int)
    text = repr(obs)
    assert repr(st.face_down) not in text


def test_illegal_action_changes_nothing_and_names_the_rule():
    st = lc.new_game(2, seed=3)
    before = st.to_json()
    seat = st.turn
    with pytest.raises(IllegalAction) as err:
        st.apply(seat, "move a1-a2")
    assert err.value.rule == "LC-1" and st.to_json() == before
    with pytest.raises(IllegalAction, match="not Bruno's move|not Aiko's move"):
        st.apply(1 - seat, st.legal_actions(seat)[0])
    with pytest.raises(InvalidInput, match="is not an action"):
        st.apply(seat, "jump c3")


# ----- LC-8 revised: Stalemate is the last resort; the reading "no discard" is a variant ----------
_G4_BOARD = ("W0 W2 G7 W4 W6  W8 G8 W1 W3 W5  W7 W9 . G9 W0  W2 G7 W4 W6 G8  W1 W3 G9 W5 G7")
_G4_OTHERS = ["G0 G0 G2 G3 G4 G6 W1 W2 W4", "G0 G1 G2 G4 G6 W0 W1 W3 W5",
              "G0 G2 G2 G4 G6 W0 W2 W3 W6"]


def _g4_position(rules=None):
    """Aiko holds G5 G5 G5 with G1 G1 G1 and G3 G3 G3 revealed; nothing can be discarded."""
    return lc.position(4, ["G5 G5 G5"] + _G4_OTHERS, _G4_BOARD.split(),
                       revealed=[["G1 G1 G1", "G3 G3 G3"], [], [], []], rules=rules)


def test_LC8_no_stalemate_while_the_third_department_can_be_formed():
    st = _g4_position()
    assert [str(a) for a in st.legal_actions(0)] == ["form G5 G5 G5", "propose end"]
    with pytest.raises(IllegalAction, match="form your third department instead") as err:
        st.apply(0, "stalemate")
    assert err.value.rule == "LC-8"
    st.apply(0, "form G5 G5 G5")
    st.apply(0, "Lauzait-Cep!")   # the bonus 2 x 3, then 3 + Specialized Experts 3
    assert st.scores()[0] == 12 and st.events[-2].kind == "lauzait_cep"


def test_LC8_variant_no_discard_offers_stalemate_beside_the_third_department():
    st = _g4_position(lc.Rules(stalemate="no_discard"))
    legal = [str(a) for a in st.legal_actions(0)]
    assert "stalemate" in legal and "form G5 G5 G5" in legal
    st.apply(0, "stalemate")
    assert st.scores()[0] == 18   # 3 + 15, more than the 12 that completing pays


def test_LC8_default_is_the_last_resort_and_the_variant_names_are_checked():
    assert lc.Rules().stalemate == "last_resort" and lc.STALEMATE_READINGS == ("last_resort",
                                                                                 "no_discard")
    for unknown in ("never", "ruling"):
        with pytest.raises(InvalidInput, match="'last_resort' or 'no_discard'"):
            lc.Rules(stalemate=unknown)


def test_LC8_a_saved_game_names_a_reading_of_stalemate_and_has_the_lc10_fields():
    data = _g4_position(lc.Rules(stalemate="no_discard")).to_position_json()
    setup = data["setup"]
    st = lc.position_from_json(data)
    assert st.rules.stalemate == "no_discard" and "stalemate" in map(str, st.legal_actions(0))
    unknown = dict(data, setup=dict(setup, rules={**setup["rules"], "stalemate": "ruling"}))
    with pytest.raises(InvalidInput, match="stalemate"):
        lc.position_from_json(unknown)
    without_votes = dict(data, setup={k: v for k, v in setup.items() if k not in ("proposed", "accepted")})
    with pytest.raises(InvalidInput, match="proposed"):
        lc.position_from_json(without_votes)


# ----- LC-10: ending the game by agreement ---------------------------------------------------------
HANDS_3 = ["G1 G1 G2 G2 W5 W6 W7 G8 G9", OTHER, ""]


def _three_players(scores=(4, 9, 2), direction=1):
    """A 3-player position at the start of Aiko's day, with totals already scored."""
    return lc.position(3, HANDS_3, BOARD, scores=list(scores), season=2, direction=direction)


def test_LC10_proposal_only_at_the_start_of_ones_day_and_once_per_season():
    st = _three_players()
    assert lc.PROPOSE in st.legal_actions(0)
    st.apply(0, "propose end")
    st.apply(1, "decline")                            # the vote fails ...
    assert st.to_act() == [0] and st.phase == "day"   # ... and Aiko's day goes on
    assert lc.PROPOSE not in st.legal_actions(0)      # once per season
    with pytest.raises(IllegalAction) as err:
        st.apply(0, "propose end")
    assert err.value.rule == "LC-10"
    st.apply(0, "discard W5")                          # a hire has begun: too late today
    assert lc.PROPOSE not in st.legal_actions(0)


def test_LC10_the_others_answer_in_turn_and_a_decline_ends_the_vote_at_once():
    for direction, order in ((1, [1, 2]), (-1, [2, 1])):
        st = _three_players(direction=direction)
        st.apply(0, "propose end")
        assert st.to_act() == [order[0]] and st.legal_actions(order[0]) == [lc.ACCEPT, lc.DECLINE]
        assert st.legal_actions(order[1]) == [] and st.legal_actions(0) == []
        st.apply(order[0], "accept")
        assert st.to_act() == [order[1]]
        st.apply(order[1], "decline")
        assert st.phase == "day" and st.to_act() == [0] and not st.is_over()
        # nothing of the vote is hidden: every seat reads it in its log
        logs = [st.visible_log(s) for s in range(3)]
        assert logs[0] == logs[1] == logs[2]
        assert sum("accept" in line for line in logs[0]) == 1


def test_LC10_when_all_accept_the_game_ends_with_the_totals_as_they_stand():
    st = _three_players(scores=(4, 9, 2))
    st.apply(0, "propose end")
    st.apply(1, "accept")
    st.apply(2, "accept")
    assert st.is_over() and st.to_act() == [] and st.scores() == [4, 9, 2]
    assert st.winners() == [1]
    assert [e.kind for e in st.events[-2:]] == ["agreed", "game_over"]


def test_LC10_a_new_season_allows_a_new_proposal():
    st = state_with("W7 W8 W9", revealed=[["G1 G2 G3", "G4 G5 G6"], []])
    st.apply(0, "propose end")
    st.apply(1, "decline")
    assert st.position_json()["proposed"] == [True, False]
    st.apply(0, "form W7 W8 W9")
    st.apply(0, "Lauzait-Cep!")                 # the season ends; the next one begins
    assert st.season == 2 and st.position_json()["proposed"] == [False, False]
    first = st.to_act()[0]
    assert lc.PROPOSE in st.legal_actions(first)


def test_LC5_bonus_sum_shows_the_table_the_triple_and_the_jokers_and_ends_at_the_bonus():
    assert lc.bonus_sum("G4 G4 G4") == "2 × 3 = 6"
    assert lc.bonus_sum("J=G4 G4 G4") == "2 × 3 − 1 for the joker = 5"
    assert lc.bonus_sum("G1 G2 G3") == "1"
    assert lc.bonus_sum("J=W0 W1 W2") == "1 − 1 for the joker = 0"
    assert lc.bonus_sum("J=G1 J=G2 G3") == "1 − 2 for the jokers = 0, as a bonus is never below 0"
    for values in lc.department_values()[::7]:
        text = " ".join(f"G{v % 10}" for v in values)
        assert lc.bonus_sum(text).endswith(str(lc.department_bonus(text)))
