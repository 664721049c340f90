"""Meow Oracle's reasons as facts: a joker kept, not handed on (MO-3, MO-5); a placement that joins more lines
(MO-3) or leaves the ascending run more room before the card (MO-2)."""

from engines import meow_oracle as mo
from engines.meow_oracle.cards import CARD_BY_TOKEN
from engines.meow_oracle.reasons import (Gains, HandsOn, JoinsMore, KeepsJoker, LeavesRoom, LineCompleted,
                                         OutOfOrder, RunRoom, reason)
from widgets.meow_oracle.reason_words import reason_words


def _first_choice(seed: int, players: int = 3):
    """Seat 0's observation at its first keep-and-give (after turning up c1, b2 and b3), and its choices by
    notation."""
    state = mo.new_game(players, seed=seed)
    for square in ("c1", "b2", "b3"):
        state.apply(0, f"turn {square}")
    return state.observation(0), {str(a): a for a in state.legal_actions(0)}


def test_the_coach_keeping_the_joker_it_would_give_away_is_the_reason():
    """MO-3: a white joker counts as every colour, so keeping it is the fact that sets the coach's choice apart."""
    observation, choices = _first_choice(970001)
    played, best = choices["keep R10 give W3 G3"], choices["keep W3 give G3 R10"]
    told = reason(observation, 0, played, best, [])
    assert told.facts == (KeepsJoker(played.give[0], 1),)
    assert reason_words(told) == "Keep the joker W3: it counts as every colour on your Area; yours gives it to Bruno."


def test_no_joker_fact_where_the_coach_gives_the_joker_too():
    observation, choices = _first_choice(970001)
    played, best = choices["keep R10 give W3 G3"], choices["keep G3 give W3 R10"]
    assert not any(isinstance(f, KeepsJoker) for f in reason(observation, 0, played, best, []).facts)


OPENING = [(0, "turn c2"), (0, "turn a1"), (0, "turn b3"), (0, "keep B1 give R4 W4")]
"""A three-player game's first turn: seat 0 keeps B1, to place on its Area, still face down but for a1, c2, b3."""
LATER = [(0, "place B1 at b1"), (1, "place R4 at a1"), (2, "place W4 at a1"), (1, "turn b1"), (1, "turn c1"),
         (1, "turn a2"), (1, "keep R5 give B3 B8"), (1, "place R5 at b1"), (2, "place B3 at c3"),
         (0, "place B8 at a2"), (2, "turn b1"), (2, "turn c1"), (2, "turn a2"), (2, "keep B4 give R10 G10"),
         (2, "place B4 at b1"), (0, "place R10 at a3"), (1, "place G10 at c2"), (0, "turn aside"),
         (0, "turn aside"), (0, "turn c3"), (0, "keep W3 give R1 B6")]
"""Play on to seat 0's W3 to place, its Area face up at b1 (B1), a2 (B8) and a3 (R10)."""


def _to_place(moves):
    """Seat 0's observation with a card to place after ``moves`` of seed 992001, and its choices by notation."""
    state = mo.new_game(3, seed=992001)
    for seat, move in moves:
        state.apply(seat, move)
    return state.observation(0), {str(a): a for a in state.legal_actions(0)}


def test_a_low_card_early_on_the_reading_path_leaves_the_run_little_room():
    """MO-2: B1 on b1 lets the run past it only with a 0 or a 1 on a1; on c2 the run has a1 to b2 before it."""
    observation, choices = _to_place(OPENING)
    played, best = choices["place B1 at b1"], choices["place B1 at c2"]
    told = reason(observation, 0, played, best, [])
    assert told.facts == (RunRoom(best, 5, 1, played.card, (0,), 0, 5, 33),)
    assert reason_words(told) == ("B1 on c2 leaves the run 5 cards before it; yours, 1, unless a1 gets a 0 or 1: "
                                  "5 of 33 unseen cards.")


def test_no_run_room_where_the_card_played_is_high_enough_for_many_cards_before_it():
    observation, choices = _to_place(OPENING)
    assert not reason(observation, 0, choices["place B1 at c2"], choices["place B1 at b1"], []).facts
    for square in ("a1", "c1", "a2"):  # first on the path, or more than one square before it
        assert not any(isinstance(f, RunRoom) for f in
                       reason(observation, 0, choices[f"place B1 at {square}"], choices["place B1 at c2"], []).facts)


def test_a_joker_on_the_centre_joins_more_lines_its_run_cost_said():
    """MO-3: W3 on b2 joins B8 (row 2), B1 (column b) and R10 (a diagonal); on c3 it joins R10 only. It comes
    after B8 on the reading path (MO-2), which c3 does not, and the sentence says so."""
    observation, choices = _to_place(OPENING + LATER)
    played, best = choices["place W3 at c3"], choices["place W3 at b2"]
    told = reason(observation, 0, played, best, [])
    (joins,) = told.facts
    assert isinstance(joins, JoinsMore) and len(joins.joined) == 3 and joins.played == 1
    assert joins.cost == OutOfOrder(CARD_BY_TOKEN["B8"], False)
    assert reason_words(told) == ("W3 on b2 joins B8, B1 and R10 toward three colour lines, though after the higher "
                                  "B8; yours joins one.")
    told = reason(observation, 0, played, choices["place W3 at c1"], [])
    assert reason_words(told) == "W3 on c1 joins B1 and R10 toward two colour lines; yours joins one."


def test_a_line_joined_at_a_cost_on_the_run_says_both():
    """MO-2, MO-3: B0 on a2 joins B1 toward a blue line in row 2 but comes after R1 on the reading path; on c3 it
    joins nothing and costs nothing. A reader (seed 993048) found only the lines' average on this, the game's
    costliest placement: a gain with a cost used to name no fact."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions

    before, played = next((b, p) for n, b, p in decisions(finished("meow_oracle", 3, 993048), 0) if n == 26)
    choices = {str(a): a for a in before.legal_actions(0)}
    told = reason(before.observation(0), 0, choices[str(played)], choices["place B0 at a2"], [])
    (joins,) = told.facts
    assert isinstance(joins, JoinsMore) and joins.played == 0 and joins.cost == OutOfOrder(CARD_BY_TOKEN["R1"], False)
    assert reason_words(told) == ("B0 on a2 joins B1 toward a blue line in row 2, though after the higher R1; yours "
                                  "joins none.")


def test_no_more_lines_joined_where_the_played_placement_joins_as_many():
    observation, choices = _to_place(OPENING + LATER)
    told = reason(observation, 0, choices["place W3 at c1"], choices["place W3 at c3"], [])
    assert not any(isinstance(f, JoinsMore) for f in told.facts)



COLUMN = [(0, "turn c2"), (0, "turn a1"), (0, "turn b3"), (0, "keep B1 give R4 W4"), (0, "place B1 at b1"),
          (1, "place R4 at c1"), (2, "place W4 at b3"), (1, "turn aside"), (1, "turn c3"), (1, "turn a2"),
          (1, "keep R5 give B3 B8"), (1, "place R5 at a2"), (2, "place B3 at a1"), (0, "place B8 at c3"),
          (2, "turn c2"), (2, "turn aside"), (2, "turn b1"), (2, "keep B4 give G10 R10"), (2, "place B4 at b1"),
          (0, "place G10 at a1"), (1, "place R10 at c2"), (0, "turn a2"), (0, "turn aside"), (0, "turn aside"),
          (0, "keep W3 give R1 B6"), (0, "place W3 at a2"), (1, "place R1 at a1"), (2, "place B6 at b2"),
          (1, "turn b2"), (1, "turn a3"), (1, "turn b1"), (1, "keep B5 give G6 G9"), (1, "place B5 at a3"),
          (2, "place G6 at c1")]
"""Seat 0 to place G9 with G10 on a1 and the joker W3 on a2: a3 completes column a, b2 only joins W3 in row 2."""


def test_a_line_completed_outweighs_a_line_only_joined():
    """MO-3: a line made scores now; a line joined needs a third card. A reader found no reason on the costliest row
    where the coach completed a column and the move played joined a row."""
    observation, choices = _to_place(COLUMN)
    played, best = choices["place G9 at b2"], choices["place G9 at a3"]
    told = reason(observation, 0, played, best, [])
    assert told.facts == (Gains(best, LineCompleted(4, (0, 3, 6))),)
    assert reason_words(told) == "G9 on a3 completes a green line in column a; yours does not."


def test_room_is_not_the_reason_where_another_square_leaves_more():
    """MO-2: B1 on b3 leaves a longer run possible than on a3, but B1 earlier on the reading path, on a2, leaves
    longer still: room does not set b3 apart, so the reason does not say it (it would argue for a2)."""
    observation, choices = _to_place([(0, "turn a1"), (0, "turn b1"), (0, "turn c1"), (0, "keep B1 give W4 R4")])
    played, best, roomier = choices["place B1 at a3"], choices["place B1 at b3"], choices["place B1 at a2"]
    assert not reason(observation, 0, played, best, []).facts
    (room,) = reason(observation, 0, played, roomier, []).facts
    assert isinstance(room, LeavesRoom) and room.run > room.played_run


GIFT_GAME = ["turn b2", "turn c1", "turn b3", "keep R10 give W3 G3", "place R10 at b3", "place W3 at b1",
             "place G3 at b1", "turn c3", "turn a1", "turn c2", "keep B3 give R2 B9", "place B3 at c3", "place R2 at b2",
             "place B9 at c2", "turn c1", "turn aside", "turn c3", "keep G4 give R0 R1", "place G4 at c3",
             "place R0 at b2", "place R1 at a1", "turn a1", "turn b1", "turn aside"]
"""A 3-player game (seed 970001) to seat 0's second keep-and-give, of B6, G9 and R5."""


def test_a_gift_that_hands_more_marks_than_the_card_kept_adds_is_the_reason():
    """MO-4, MO-5: a reader (seed 993035) read "Keep B10: on b1 it makes your ascending run 2 cards long" as the whole
    cost, where the two gifts handed the neighbours a line each. The card kept is the reason only where it adds at
    least the marks the gifts hand over; here B6 adds fewer than R5 hands Bruno."""
    from engines.meow_oracle.reasons import KeepsFor, most_marks, observed_cells, PATHS

    state = mo.new_game(3, seed=970001)
    for move in GIFT_GAME:
        state.apply(state.to_act()[0], move)
    observation = state.observation(0)
    choices = {str(a): a for a in state.legal_actions(0)}
    played, best = choices["keep G9 give R5 B6"], choices["keep B6 give G9 R5"]
    told = reason(observation, 0, played, best, [])
    (gift,) = told.facts
    assert isinstance(gift, HandsOn) and (str(gift.card), gift.seat, gift.marks, gift.coach_marks) == ("R5", 1, 3, 1)
    mine = observed_cells(observation["areas"][0])
    assert most_marks(mine, CARD_BY_TOKEN["B6"], PATHS[observation["path"]])[1] < gift.marks - gift.coach_marks
    assert not any(isinstance(f, KeepsFor) for f in told.facts)


def test_a_joker_handed_to_a_neighbour_is_said_as_the_joker_kept():
    """MO-3, MO-4: a reader (seed 993040) read "Your gift W5 can add Chidi 2 marks; the coach's B8, 1" as the whole of a
    blunder, where the card given is the joker the coach keeps: that it counts as every colour on your own Area is the
    reason, as on the game's first keep-and-give."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions

    state = finished("meow_oracle", 3, 993040)
    before = next(b for _, b, p in decisions(state, 0) if str(p) == "keep R9 give B8 W5")
    choices = {str(a): a for a in before.legal_actions(0)}
    told = reason(before.observation(0), 0, choices["keep R9 give B8 W5"], choices["keep W5 give R9 B8"], [])
    joker = CARD_BY_TOKEN["W5"]
    assert told.facts == (KeepsJoker(joker, 2, HandsOn(joker, 2, 2, CARD_BY_TOKEN["B8"], 1, 4)),)
    # what the joker does on the receiver's Area is said too (a reader, seed 993046, could not find it)
    assert reason_words(told) == ("Keep the joker W5: it counts as every colour on your Area; yours gives it to Chidi, "
                                  "where it can add 2 marks (the coach's B8: 1).")


def test_keeps_that_gain_alike_are_said_before_the_gifts():
    """MO-3, MO-4: a reader (seed 993047) read "Your gift G3 can add Bruno 2 marks; the coach's B7, 1" as the whole
    choice and could not tell what the cards kept do: both complete a colour line, so the gifts set them apart."""
    from benchmarks.review_transcript import finished
    from engines.meow_oracle.reasons import KeepsAlike, KeepsFor, placing_facts, observed_cells, PATHS
    from engines.review_rows import decisions

    state = finished("meow_oracle", 3, 993047)
    before = next(b for _, b, p in decisions(state, 0) if str(p) == "keep R8 give G3 B7")
    choices = {str(a): a for a in before.legal_actions(0)}
    told = reason(before.observation(0), 0, choices["keep R8 give G3 B7"], choices["keep G3 give B7 R8"], [])
    (fact,) = told.facts
    assert isinstance(fact, KeepsAlike) and isinstance(fact.fact, HandsOn)
    assert (str(fact.kept.card), str(fact.played.card)) == ("G3", "R8")
    cells = observed_cells(before.observation(0)["areas"][0])
    path = PATHS[before.observation(0)["path"]]
    for kept in (fact.kept, fact.played):  # each square is open and the card completes a line there
        assert isinstance(kept, KeepsFor) and cells[kept.square] is None
        assert kept.fact in placing_facts(cells, kept.card, kept.square, path)
        assert isinstance(kept.fact, LineCompleted)
    assert reason_words(told) == ("G3 on a3 and your R8 on c2 each complete a colour line; your gift G3 can add "
                                  "Bruno 2 marks on c1; the coach's B7, 1.")


def test_a_gift_says_the_square_where_it_adds_its_marks():
    """MO-2, MO-4 (seed 993067, round 1, turn 7): "Your gift R7 can add Chidi 2 marks" left a reader to find where
    (blocking): on c1, with Chidi's R0 on b2 and the joker W3 on a3, it completes a red line (on a2 too, after c1
    along the grid)."""
    from benchmarks.review_transcript import finished
    from engines.meow_oracle.reasons import PATHS, most_marks, observed_cells
    from engines.review_rows import decisions

    state = finished("meow_oracle", 3, 993067)
    before = next(b for _, b, p in decisions(state, 0) if str(p) == "keep G0 give R5 R7")
    observation = before.observation(0)
    choices = {str(a): a for a in before.legal_actions(0)}
    told = reason(observation, 0, choices["keep G0 give R5 R7"], choices["keep R5 give R7 G0"], [])
    (fact,) = told.facts
    assert isinstance(fact, HandsOn) and (str(fact.card), fact.seat, fact.marks) == ("R7", 2, 2)
    cells = observed_cells(observation["areas"][2])
    assert most_marks(cells, fact.card, PATHS[observation["path"]]) == (fact.square, 2)
    assert reason_words(told) == "Your gift R7 can add Chidi 2 marks on c1; the coach's G0, none."
