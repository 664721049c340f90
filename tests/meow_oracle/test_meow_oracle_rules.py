"""Meow Oracle: one test (or scenario table) per rule and ruling, named by its id."""

from __future__ import annotations

import pytest

from engines import IllegalAction, InvalidInput
from engines.meow_oracle import (CARDS, Choose, Place, Rules, TurnUp, ascending_points,
                                 ascending_run, game_winners, line_points, new_game,
                                 next_start_player, parse_cards, parse_grid, reading_path,
                                 round_points, scoring_lines, winner_points)

RULEBOOK_EXAMPLE = "B0 R1 G3 G5 W5 R9 G6 R8 B4"   # the numbers 0 1 3 5 5 9 6 8 4, row by row


def first_legal_turn_up(state, seat):
    """Any legal turn-up (which face-down card is turned up does not matter, MO-6)."""
    return next(a for a in state.legal_actions(seat) if isinstance(a, TurnUp))


def turn_up_all(state, cards):
    """Stack ``cards`` and have the active player turn them all up."""
    state.set_next_cards(cards)
    seat = state.to_act()[0]
    for _ in cards.split():
        state.apply(seat, first_legal_turn_up(state, seat))
    return seat


# ----- notation ----------------------------------------------------------------------

@pytest.mark.parametrize("text, tokens", [
    ("R0 B10 G7 W3", ["R0", "B10", "G7", "W3"]),
    ("r0 b10 g7 w5", ["R0", "B10", "G7", "W5"]),
    (["W4", "g2"], ["W4", "G2"]),
    ("", []),
])
def test_notation_parse_cards_reads_tokens(text, tokens):
    assert [str(c) for c in parse_cards(text)] == tokens


def test_notation_deck_has_36_unique_cards():
    assert len(CARDS) == 36 and len({str(c) for c in CARDS}) == 36
    whites = [c for c in CARDS if c.is_joker]
    assert [str(c) for c in whites] == ["W3", "W4", "W5"]


@pytest.mark.parametrize("text, needle", [
    ("R11", "'R11'"), ("W6", "'W6'"), ("Y3", "'Y3'"), ("R", "'R'"), ("W2", "'W2'"),
])
def test_notation_unknown_token_is_named(text, needle):
    with pytest.raises(InvalidInput) as err:
        parse_cards(text)
    assert needle in str(err.value) and "W3, W4, W5" in str(err.value)


def test_notation_more_copies_than_the_deck_has():
    with pytest.raises(InvalidInput, match="R5 appears 2 times"):
        parse_cards("R5 B2 r5")
    with pytest.raises(InvalidInput, match="W3 appears 2 times"):
        parse_grid("W3 W3 R1 R2 R3 R4 R5 R6 R7")


@pytest.mark.parametrize("text, problem", [
    ("R1 R2 R3", "you gave 3 tokens"),
    ("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10", "you gave 10 tokens"),
])
def test_notation_grid_needs_nine_squares(text, problem):
    with pytest.raises(InvalidInput, match=problem):
        parse_grid(text)


def test_notation_grid_round_trip_and_squares():
    grid = parse_grid(RULEBOOK_EXAMPLE.lower())
    assert str(grid) == RULEBOOK_EXAMPLE
    assert str(grid["a1"]) == "B0" and str(grid["b2"]) == "W5" and str(grid["c3"]) == "B4"
    assert str(grid["c1"]) == "G3" and str(grid["a3"]) == "G6"
    partial = parse_grid("R1 . . . . . . . R9")
    assert str(partial) == "R1 . . . . . . . R9" and not partial.full
    assert "<svg" in grid._repr_svg_()


# ----- MO-1 reading path ---------------------------------------------------------------

@pytest.mark.parametrize("path, order", [
    ("rows", (0, 1, 2, 3, 4, 5, 6, 7, 8)),
    ("snake", (0, 1, 2, 5, 4, 3, 6, 7, 8)),
])
def test_MO1_reading_path(path, order):
    assert reading_path(Rules(path=path)) == order


@pytest.mark.parametrize("grid, rows, snake", [
    # row 2 written high to low: rows break after the first row, snake reads it climbing
    ("R0 R1 R2 R5 R4 R3 R6 R7 R8", 4, 15),
    ("R0 R1 R2 R3 R4 R5 R6 R7 R8", 15, 4),
    (RULEBOOK_EXAMPLE, 6, 4),           # snake: 0 1 3 9 5 -> breaks at 5
    ("R5 R1 R2 R3 R4 R6 R7 R8 R9", 1, 1),
])
def test_MO1_snake_variant_changes_point_1_only(grid, rows, snake):
    assert ascending_points(grid) == rows
    assert ascending_points(grid, Rules(path="snake")) == snake
    assert line_points(grid) == line_points(grid, Rules(path="snake"))


def test_MO1_unknown_path_is_refused():
    with pytest.raises(InvalidInput, match="snake"):
        Rules(path="spiral")


# ----- MO-2 Point 1 ------------------------------------------------------------------

@pytest.mark.parametrize("grid, run, points", [
    (RULEBOOK_EXAMPLE, 6, 6),                                # the rulebook's example
    ("R0 R1 R2 R3 R4 R5 R6 R7 R8", 9, 15),                   # all nine: 15
    ("R0 R1 R2 R3 R4 R5 R6 R7 B0", 8, 10),                   # eight: 10
    ("R0 R1 R2 R3 R4 R5 R6 B0 R7", 7, 7),                    # seven: one each
    ("R5 B5 G5 W5 R6 B6 G6 R7 B7", 9, 15),                   # equal numbers continue the run
    ("R9 R1 R2 R3 R4 R5 R6 R7 R8", 1, 1),                    # the first card always counts
    ("R3 R2 R4 R5 R6 R7 R8 R9 R10", 1, 1),                   # a drop right away
    ("R10 B10 G10 R0 R1 R2 R3 R4 R5", 3, 3),
    ("R1 R2 . R3 R4 R5 R6 R7 R8", 2, 2),                     # a square not face up stops it
    (". R1 R2 R3 R4 R5 R6 R7 R8", 0, 0),
])
def test_MO2_ascending_run(grid, run, points):
    assert ascending_run(grid) == run
    assert ascending_points(grid) == points


# ----- MO-3 Point 2 ------------------------------------------------------------------

@pytest.mark.parametrize("grid, lines, points", [
    # the rulebook's example: the blue diagonal (B0 W5 B4), the green diagonal from the
    # bottom left (G6 W5 G3) and the red middle column (R1 W5 R8)
    (RULEBOOK_EXAMPLE, [(0, 4, 8), (6, 4, 2), (1, 4, 7)], 6),
    ("R0 R1 R2 R3 R4 R5 R6 R7 R8", "all", 16),               # one colour: all 8 lines
    ("W3 W4 W5 R0 B1 G2 G3 G4 R5", [(0, 1, 2)], 2),          # three jokers share every colour
    ("R0 W3 B1 G0 G1 G2 B0 B2 R1", [(3, 4, 5)], 2),          # R W B is not a line
    ("R9 R1 B2 B3 B4 R5 R6 R7 B8", [], 0),
    ("G0 G1 W4 B0 B1 B2 R0 R1 R2", [(0, 1, 2), (3, 4, 5), (6, 7, 8)], 6),
    ("R0 . R1 R2 R3 R4 R5 R6 R7", "no gaps", 12),            # lines through the gap do not score
])
def test_MO3_colour_lines_white_is_a_joker(grid, lines, points):
    assert line_points(grid) == points
    found = scoring_lines(grid)
    if isinstance(lines, list):
        assert sorted(found) == sorted(lines)
    assert len(found) * 2 == points


@pytest.mark.parametrize("grid, total", [
    (RULEBOOK_EXAMPLE, 12),                                   # 6 + 6 in the rulebook
    ("R0 R1 R2 R3 R4 R5 R6 R7 R8", 31),                       # 15 + 16
    ("R0 R1 B2 B3 B4 R5 R6 R7 B8", 15),                       # 15 + no line
    ("R9 G1 B2 B3 B4 R5 R6 R7 B8", 1),
])
def test_MO2_MO3_round_points_add_both(grid, total):
    assert round_points(grid) == total == ascending_points(grid) + line_points(grid)


# ----- MO-4 winner points ---------------------------------------------------------------

@pytest.mark.parametrize("totals, expected", [
    ([8, 12, 15], [0, 1, 2]),          # rulebook: 12 between 8 and 15 earns 1
    ([15, 12, 8, 20], [1, 1, 0, 2]),   # 4 players: left and right neighbours only
    ([12, 12, 12], [2, 2, 2]),         # a tie counts as a win for both
    ([5, 9], [0, 1]),                  # 2 players: one comparison
    ([7, 7], [1, 1]),
    ([3, 30, 3, 30], [0, 2, 0, 2]),    # seat 0 is not compared with seat 2 (across)
    ([10, 9, 8, 9], [2, 1, 0, 1]),
])
def test_MO4_winner_points_neighbours_beaten_or_tied(totals, expected):
    assert winner_points(totals) == expected


@pytest.mark.parametrize("totals", [[5], [], [3, -1], [3, "x"]])
def test_MO4_winner_points_bad_totals(totals):
    with pytest.raises(InvalidInput):
        winner_points(totals)


# ----- MO-5 the turn -------------------------------------------------------------------

@pytest.mark.parametrize("players, first, later", [(2, 3, 2), (3, 3, 3), (4, 3, 3)])
def test_MO5_number_of_cards_turned_up(players, first, later):
    state = new_game(players, seed=1)
    seen = []
    while state.round == 1:
        seat = state.to_act()[0]
        if state.phase == "choose":
            seen.append(len(state.revealed))
        state.apply(seat, state.legal_actions(seat)[0])
    assert seen[:players] == [first] * players
    assert set(seen[players:]) == {later}


@pytest.mark.parametrize("players, cards, keep, gives", [
    (2, "R1 B2 G3", 2, 1),     # 2-player first turn: keep 2, give 1
    (3, "R1 B2 G3", 1, 2),
    (4, "R1 B2 G3", 1, 2),
])
def test_MO5_keep_and_give(players, cards, keep, gives):
    state = new_game(players, seed=2)
    turn_up_all(state, cards)
    legal = state.legal_actions(0)
    assert legal and all(len(a.keep) == keep and len(a.give) == gives for a in legal)
    assert {frozenset(map(str, a.keep + a.give)) for a in legal} == {frozenset(cards.split())}


def test_MO5_two_player_later_turn_keeps_one_of_two():
    state = new_game(2, seed=3)
    while state.turn < 2:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    turn_up_all(state, "R1 B2")
    assert sorted(map(str, state.legal_actions(0))) == ["keep B2 give R1", "keep R1 give B2"]


@pytest.mark.parametrize("players, order", [
    (2, [0, 0, 1]),          # first turn: the active player places both kept cards first
    (3, [0, 1, 2]),
    (4, [0, 1, 2]),          # the player across (seat 3) receives nothing
])
def test_MO5_active_places_first_then_receivers_clockwise(players, order):
    state = new_game(players, seed=4)
    turn_up_all(state, "R1 B2 G3")
    state.apply(0, state.legal_actions(0)[0])
    placers = []
    while state.phase == "place":
        seat = state.to_act()[0]
        placers.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert placers == order
    assert state.to_act() == [1] and state.phase == "turn"


def test_MO5_gifts_go_left_then_to_the_next_player():
    state = new_game(4, seed=5, first_player=2)
    turn_up_all(state, "R1 B2 G3")
    state.apply(2, "keep G3 give R1 B2")
    assert state.pending == [(2, parse_cards("G3")), (3, parse_cards("R1")), (0, parse_cards("B2"))]
    assert [str(e) for e in state.events[-3:]] == [
        "Chidi keeps G3.", "Chidi gives R1 to Dagny.", "Chidi gives B2 to Aiko."]


def test_MO5_a_covered_face_down_card_moves_aside_and_can_be_turned_up():
    state = new_game(3, seed=6)
    turn_up_all(state, "R1 B2 G3")               # Aiko's a1, b1, c1 are now empty
    state.apply(0, "keep R1 give B2 G3")
    state.apply(0, "place R1 at c3")               # c3 held a face-down card
    assert state.aside[0] == 1
    assert state.observation(0)["areas"][0] == ["", "", "", "?", "?", "?", "?", "?", "R1"]
    assert state.events[-2].kind == "move_aside"
    state.apply(1, "place B2 at a1")
    state.apply(2, "place G3 at b2")
    assert state.aside == [1, 1, 1]
    # later, the card set aside is still Aiko's to turn up
    while state.active != 0 or state.phase != "turn":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert "turn aside" in map(str, state.legal_actions(0))
    state.apply(0, "turn aside")
    assert state.aside[0] == 0 and len(state.revealed) == 1


def test_MO5_placing_on_an_empty_square_moves_nothing():
    state = new_game(3, seed=7)
    turn_up_all(state, "R1 B2 G3")
    state.apply(0, "keep R1 give B2 G3")
    state.apply(0, "place R1 at a1")               # a1's card was turned up: empty
    assert state.aside[0] == 0 and state.events[-1].kind == "place"


def stage(name):
    """A position for the illegal-action table, and the seat to act there."""
    state = new_game(2 if name == "place2" else 3, seed=8)
    if name == "turn":                              # Aiko has turned up a1 only
        state.set_next_cards("R1")
        state.apply(0, "turn a1")
        return state, 0
    if name == "turn2":                             # Bruno's turn; his b2 shows B2
        turn_up_all(state, "R1 B2 G3")
        state.apply(0, "keep R1 give B2 G3")
        for seat, action in [(0, "place R1 at a1"), (1, "place B2 at b2"), (2, "place G3 at b2")]:
            state.apply(seat, action)
        return state, 1
    turn_up_all(state, "R1 B2 G3")
    if name == "choose":
        return state, 0
    if name == "place":
        state.apply(0, "keep R1 give B2 G3")
        return state, 0
    state.apply(0, "keep R1 B2 give G3")            # place2: 2 players, Aiko places 2 cards
    state.apply(0, "place R1 at b2")
    return state, 0


@pytest.mark.parametrize("where, action, message", [
    ("turn", "turn a1", "a1 is empty"),
    ("turn", "turn aside", "no face-down card beside"),
    ("turn", "place R1 at b1", "First turn up"),
    ("turn2", "turn b2", "b2 already shows B2 face up"),
    ("choose", "keep R1 give B2 G9", "G9 is not among the cards you turned up"),
    ("choose", "keep R1 B2 give G3", "keep 1, give 1 to Bruno (your left)"),
    ("choose", "turn c3", "now keep 1"),
    ("place", "place G3 at c3", "G3 is not yours to place"),
    ("place", "keep R1 give B2 G3", "Now place R1"),
    ("place2", "place B2 at b2", "b2 already shows R1 face up"),
])
def test_MO5_illegal_actions_are_explained_and_change_nothing(where, action, message):
    state, seat = stage(where)
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply(seat, action)
    assert message in str(err.value) and err.value.rule == "MO-5"
    assert state.to_json() == before


def test_MO5_not_your_turn_and_game_over():
    state = new_game(2, seed=9)
    with pytest.raises(IllegalAction, match="not Bruno's move"):
        state.apply(1, "turn a1")
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(0, "turn a1")


@pytest.mark.parametrize("text", ["", "jump", "turn", "turn d4", "keep R1 B2", "keep give R1",
                                  "place R1", "place R11 at a1", "keep R1 give R1"])
def test_MO5_unreadable_actions(text):
    state = new_game(3, seed=10)
    with pytest.raises(InvalidInput):
        state.apply(0, text)


@pytest.mark.parametrize("players, turns", [(2, 8), (3, 9), (4, 12)])
def test_MO5_round_ends_when_every_area_is_face_up(players, turns):
    state = new_game(players, seed=11)
    while state.round == 1:
        assert not all(state.grid(s).full for s in range(players))
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    kinds = [e.kind for e in state.events]
    first_score = kinds.index("score")
    assert kinds[:first_score].count("place") == 9 * players
    assert kinds[first_score - 1] == "place"                 # scored right after the last card
    assert state.round_scores[0] and len(state.round_scores[0]) == players
    assert kinds[:first_score].count("keep") == turns


# ----- MO-6 hidden cards ----------------------------------------------------------------

def test_MO6_face_down_cards_are_decided_only_when_turned_up():
    state = new_game(4, seed=12)
    obs = state.observation(0)
    assert all(cell == "?" for area in obs["areas"] for cell in area)
    assert "pool" not in obs and "stacked" not in obs
    # the same public position with a different rng turns up a different card
    results = set()
    for k in range(6):
        twin = state.clone()
        twin.rng.seed(k)
        assert twin.observation(0) == obs
        twin.apply(0, "turn a1")
        results.add(twin.revealed[0].token)
    assert len(results) > 1


def test_MO6_set_next_cards_only_unseen_cards():
    state = new_game(3, seed=13)
    turn_up_all(state, "W3 W4 W5")
    with pytest.raises(InvalidInput, match="already been seen"):
        state.set_next_cards("W4")


# ----- MO-7 rounds and the next start player -------------------------------------------

@pytest.mark.parametrize("totals, start, expected", [
    ([8, 12, 15], 0, 0),          # lowest total starts
    ([12, 8, 15], 0, 1),
    ([8, 8, 15], 0, 1),           # tie: first clockwise after the start player; start last
    ([8, 12, 8], 0, 2),
    ([8, 12, 8, 8], 2, 3),
    ([8, 12, 8, 20], 2, 0),
    ([8, 8, 8, 8], 3, 0),
    ([5, 5], 0, 1),
    ([5, 5], 1, 0),
])
def test_MO7_next_start_player(totals, start, expected):
    assert next_start_player(totals, start) == expected


def build_round(state, targets):
    """Play a 3-player round so that seat s ends with exactly ``targets[s]`` (row by row).

    In a 3-player turn each seat gets one card, so at turn t the active player turns
    up the t-th card of every Area, keeps theirs and gives the others; everyone puts
    their t-th card on square t.
    """
    grids = [parse_grid(t).cells for t in targets]
    for t in range(9):
        active = state.active
        order = [active, (active + 1) % 3, (active + 2) % 3]
        turn_up_all(state, " ".join(str(grids[s][t]) for s in order))
        keep, *give = (grids[s][t] for s in order)
        state.apply(active, Choose((keep,), tuple(give)))
        for s in order:
            state.apply(s, Place(grids[s][t], t))


def test_MO7_MO4_rulebook_example_played_through_the_engine():
    state = new_game(3, seed=14)
    targets = ["G0 G1 G2 R4 W3 B6 R5 G8 B7",   # 4 for the run + 2 lines = 8
               RULEBOOK_EXAMPLE,               # 6 + 6 = 12
               "R0 B1 R2 B2 R3 B3 G4 B5 G7"]   # 15 for all nine, no lines = 15
    build_round(state, targets)
    assert state.round == 2
    assert state.round_totals(1) == [8, 12, 15]
    assert [str(state.final_grid(1, s)) for s in range(3)] == targets
    assert state.observation(0)["final_areas"] == [targets]          # round 1, by seat
    assert state.round_winner_points == [[0, 1, 2]]      # 12 beats 8 only: 1 winner point
    assert state.start == 0 and state.active == 0         # the lowest total starts round 2
    texts = state.log()
    assert ("Round 1: Bruno scores 12 marks: 6 for an ascending run of 6 cards and 6 for "
            "colour lines.") in texts
    assert any(text.startswith("Aiko starts round 2, with the lowest round-1 total") for text in texts)
    # round 2 starts afresh: every Area face down, all 36 cards unseen again
    assert all(c == "?" for area in state.observation(1)["areas"] for c in area)
    assert len(state.pool) == 36


@pytest.mark.parametrize("players", [2, 3, 4])
def test_MO7_two_rounds_and_unused_cards_sit_out(players):
    state = new_game(players, seed=15)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    ups = [e[2] for e in state.events if e.kind == "turn_up"]
    assert len(ups) == 2 * 9 * players                     # 9 per Area, in each round
    for rnd in (0, 1):
        cards = ups[rnd * 9 * players:(rnd + 1) * 9 * players]
        assert len(set(cards)) == 9 * players              # the other 36 - 9n sit out
    assert [e.kind for e in state.events].count("deal") == 2
    assert len(state.round_scores) == 2 and state.round == 2


# ----- MO-8 winner --------------------------------------------------------------------

@pytest.mark.parametrize("winner_totals, last_round, expected", [
    ([3, 2, 1], [5, 9, 9], [0]),         # most winner points
    ([3, 3, 1], [5, 9, 20], [1]),        # tie: higher round-2 total
    ([3, 3, 1], [9, 9, 20], [0, 1]),     # still tied: shared win
    ([2, 2, 2, 2], [1, 4, 4, 3], [1, 2]),
])
def test_MO8_winner_and_tie_breaks(winner_totals, last_round, expected):
    assert game_winners(winner_totals, last_round) == expected


def test_MO8_engine_winner_uses_winner_points_then_round_2_total():
    for seed in range(20):
        state = new_game(3, seed=seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, state.legal_actions(seat)[0])
        points = state.scores()
        assert points == [a + b for a, b in zip(*state.round_winner_points)]
        assert state.winners() == game_winners(points, state.round_totals(2))
        assert state.events[-1].kind == "end"


def test_MO3_scoring_lines_agree_with_line_colour_on_every_triple():
    """The game scores lines on each card's colour bits; that must be the rule of line_colour."""
    from itertools import product

    from engines.meow_oracle import CARDS, LINES, line_colour
    from engines.meow_oracle.rules import colour_lines

    for a, b, c in product([*CARDS, None], repeat=3):
        cells = [a, b, c, None, None, None, None, None, None]
        assert ((0, 1, 2) in colour_lines(cells)) == (line_colour([a, b, c]) is not None), (a, b, c)
    assert colour_lines([CARDS[0]] * 9) == list(LINES)
