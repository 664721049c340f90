"""Meow Oracle "Check yourself" kinds: each answer re-derived from the engine.

Every test reads the data a learner sees in the question (the ``<code>`` spans of its
prompt), works the answer out again with the engine's own functions, without the
exercise code, and judges a right and a wrong answer.
"""

from __future__ import annotations

import random

import pytest

from engines import InvalidInput
from engines.core import seat_name
from engines.meow_oracle import (CARDS, SQUARES, Rules, ascending_points, card_from_token,
                                 explain_game_winners, explain_next_start, game_winners, new_game,
                                 next_start_player, reading_path, receivers, winner_points)
from widgets.meow_oracle import exercises as mo_ex
from exercise_checks import codes, judged_both_ways

NEW_KINDS = ("card", "deal", "place", "give", "start2", "game", "path", "snake")
DRAWS = 60


def by_seat(text: str) -> list[int]:
    """'Aiko 5, Bruno 9' -> [5, 9] (seats in order from Aiko)."""
    pairs = [part.split() for part in text.split(", ")]
    assert [name for name, _ in pairs] == [seat_name(s) for s in range(len(pairs))]
    return [int(value) for _, value in pairs]


def questions(kind: str, seed: int = 7):
    rng = random.Random(seed)
    return [mo_ex.KINDS[kind](rng) for _ in range(DRAWS)]


def test_every_new_kind_is_known_and_each_lesson_asks_its_own():
    assert set(NEW_KINDS) <= set(mo_ex.KINDS)
    widget = mo_ex.check_yourself(["place", "give"], seed=2)
    assert widget.question.kind == "place"
    widget.next()
    assert widget.question.kind == "give"


def test_card_is_a_card_exactly_when_the_engine_reads_it():
    for q in questions("card"):
        (token,) = codes(q.prompt)
        try:
            card_from_token(token)
            expected = "yes"
        except InvalidInput:
            expected = "no"
        assert q.answer == expected
        judged_both_ways(q)


def test_deal_counts_the_cards_that_sit_out():
    seen = set()
    for q in questions("deal"):
        players = int(codes(q.prompt)[0])
        state = new_game(players, seed=1)
        face_down = sum(area.count("?") for area in state.observation(0)["areas"])
        assert int(q.answer) == len(CARDS) - face_down == len(CARDS) - 9 * players
        judged_both_ways(q)
        seen.add(players)
    assert seen == {2, 3, 4}


def test_place_allows_exactly_the_squares_that_are_not_face_up():
    answers = set()
    for q in questions("place"):
        card, *rows, question_card, square = codes(q.prompt)
        rows = [r for r in rows if len(r.split()) == 3]  # the three rows of the Area
        area = " ".join(rows).split()
        assert len(area) == 9 and card == question_card
        cell = area[SQUARES.index(square)]
        assert q.answer == ("yes" if cell in ("?", ".") else "no"), (q.prompt, q.why)  # MO-5
        if q.answer == "no":
            assert f"already shows {cell} face up" in q.why.replace("&#x27;", "'")
        elif cell == "?":
            assert "moves beside their Area, still face down" in q.why
        judged_both_ways(q)
        answers.add(q.answer)
    assert answers == {"yes", "no"}


def test_place_questions_come_from_real_positions_with_face_up_squares_and_a_picture():
    for q in questions("place", seed=3)[:10]:
        assert "<svg" in q.picture and "Area" in q.picture


def test_give_sends_the_first_card_left_and_the_second_to_the_player_after():
    for q in questions("give"):
        players = int(q.prompt.split()[0])
        active = next(s for s in range(players) if f"{seat_name(s)} has turned up" in q.prompt)
        _up, action, asked = codes(q.prompt)
        given = action.split(" give ")[1].split()
        expected = receivers(active, players)[given.index(asked)]
        assert q.answer == seat_name(expected)
        assert q.choices == tuple(seat_name(s) for s in range(players))
        judged_both_ways(q)


def test_start2_is_the_engines_next_start_player():
    for q in questions("start2"):
        (totals_text,) = codes(q.prompt)
        totals = by_seat(totals_text)
        start = next(s for s in range(len(totals)) if f"{seat_name(s)} started round 1" in q.prompt)
        assert q.answer == seat_name(next_start_player(totals, start))  # MO-7
        assert q.why == explain_next_start(totals, start).replace("'", "&#x27;")
        judged_both_ways(q)


def test_game_winner_from_both_rounds_totals():
    for q in questions("game"):
        one, two = (by_seat(text) for text in codes(q.prompt))
        points = [a + b for a, b in zip(winner_points(one), winner_points(two))]  # MO-4
        winners = game_winners(points, two)  # MO-8
        assert q.answer == (seat_name(winners[0]) if len(winners) == 1 else mo_ex.SHARED)
        assert explain_game_winners(points, two) in q.why
        judged_both_ways(q)


def test_path_is_the_drawn_readings_next_square():
    for q in questions("path"):
        here = codes(q.prompt)[-1]
        rules = Rules(path="snake" if "snake" in q.prompt else "rows")
        order = [SQUARES[s] for s in reading_path(rules)]
        assert q.answer == order[order.index(here) + 1]  # MO-1 and its variant
        judged_both_ways(q)


def test_snake_scores_point_one_along_the_named_path():
    answers = set()
    for q in questions("snake"):
        area = " ".join(codes(q.prompt))
        rules = Rules(path="snake" if "snake path" in q.prompt else "rows")
        assert q.answer == str(ascending_points(area, rules))  # MO-1, MO-2
        judged_both_ways(q)
        answers.add(q.answer)
    assert len(answers) >= 4


def test_the_two_readings_differ_on_some_snake_questions():
    """Some drawn Areas score differently under the two readings, so the question is worth asking."""
    differ = 0
    for q in questions("snake"):
        area = " ".join(codes(q.prompt))
        differ += ascending_points(area, Rules()) != ascending_points(area, Rules(path="snake"))
    assert differ >= DRAWS // 4


@pytest.mark.parametrize("totals, start, first", [([5, 9, 5], 0, "Chidi"), ([7, 7, 7], 1, "Chidi"),
                                                  ([12, 5, 9], 0, "Bruno")])
def test_MO_7_explained_in_words(totals, start, first):
    text = explain_next_start(totals, start)
    assert text.endswith("starts round 2 (MO-7).") and f"{first}" in text
    assert seat_name(next_start_player(totals, start)) == first


def test_MO_8_explained_in_words():
    assert "Aiko has the higher total and wins" in explain_game_winners([3, 2, 3], [7, 6, 6])
    assert "share the win" in explain_game_winners([3, 3, 1], [8, 8, 2])
    assert explain_game_winners([4, 2, 2], [1, 9, 9]).startswith("Aiko has the most winner points, 4")
    with pytest.raises(InvalidInput):
        explain_game_winners([1, 2], [3])


def test_the_point1_kind_agrees_with_the_engine():
    """An Area's ascending points, re-checked against the engine from the question's own squares."""
    questions = [mo_ex.point1(random.Random(seed)) for seed in range(50)]
    assert all(q.answer == str(ascending_points(" ".join(codes(q.prompt)))) for q in questions)
