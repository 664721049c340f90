"""Check yourself, Lauzait Cep!: the kinds added for lessons 1, 3, 5, 7 and 8, each answer
worked out again here from the engine (or from the ruling itself), not from the exercise code."""

from __future__ import annotations

import random
import re

from engines import IllegalAction
from engines.core import seat_name
from engines.lauzait_cep import (Discard, Dissolve, Form, department_bonus, destinations, new_game,
                                 parse_cards, parse_square, piece_set, position, square_kind)
from engines.lauzait_cep.pieces import code_token
from widgets.lauzait_cep import exercises as ex
from exercise_checks import codes, drawn, judged_both_ways

DRAWS = 60


def test_pieces_in_play_and_face_down_for_a_table_size():
    for q in drawn(ex.pieces):
        players = int(re.search(r"(\d)-player", q.prompt).group(1))
        if "face down" in q.prompt:
            view = new_game(players, seed=0).observation(0)  # the same for every deal
            assert q.answer == str(view["face_down"])
            assert q.answer == str(len(piece_set(players)) - 9 * players - 24)
        else:
            token = "J" if "jokers" in q.prompt else codes(q.prompt)[0]
            assert q.answer == str([code_token(c) for c in piece_set(players)].count(token))
        judged_both_ways(q)


def test_reach_is_the_squares_around_or_twelve_from_the_mountain():
    rng = random.Random(2)
    seen = set()
    for _ in range(DRAWS):
        q = ex.reach(rng)
        square = codes(q.prompt)[3]
        assert q.answer == str(len(destinations(parse_square(square))))
        seen.add(q.answer)
        if square == "c3":
            assert q.answer == "12" and "Mountain" in q.why
        judged_both_ways(q)
    assert {"3", "5", "8", "12"} <= seen


def test_sticks_are_thrown_exactly_when_the_move_ends_on_water():
    rng = random.Random(3)
    onto_own_discard = 0
    for _ in range(DRAWS):
        q = ex.sticks(rng)
        _discard, landing, _moving, _src, dst = codes(q.prompt)
        assert q.answer == ("yes" if square_kind(parse_square(dst)) == "water" else "no")
        if dst == landing and q.answer == "yes":
            onto_own_discard += 1
            assert "discard just made" in q.why
        judged_both_ways(q)
    assert onto_own_discard  # the reading of LC-4 on one's own discard in the Water comes up


def _dissolved(formed: str) -> tuple[int, int]:
    """Set the department up as revealed (with a joker on the board so a hire stays possible),
    dissolve it in the engine and return (the refund logged, the change of score)."""
    used = [p.bare.token for p in parse_cards(formed)]
    rest = [code_token(c) for c in piece_set(4)]
    for token in used + ["J"]:
        rest.remove(token)
    board = ["J"] + [t for t in rest if t != "J"][:23] + ["."]
    state = position(4, ["", "", "", ""], board, revealed=[[formed], [], [], []],
                     scores=[department_bonus(formed), 0, 0, 0])
    dissolve = next(a for a in state.legal_actions(0) if isinstance(a, Dissolve))
    state.apply(0, dissolve)
    return state.events[-1].data[-1], department_bonus(formed) - state.scores()[0]


def test_refund_is_what_forming_earned_whatever_story_is_told_later():
    for q in drawn(ex.refund_due, DRAWS, seed=4):
        formed = codes(q.prompt)[0]
        logged, paid = _dissolved(formed)
        assert q.answer == str(logged) == str(paid) == str(department_bonus(formed))
        if len(codes(q.prompt)) > 1:  # the cheaper story told at the dissolve is not what is paid
            assert department_bonus(codes(q.prompt)[1]) != int(q.answer)
        judged_both_ways(q)


def test_stalemate_only_as_the_last_resort():
    answers = set()
    for seed in range(DRAWS):
        q = ex.stalemate(random.Random(seed))
        state = ex._stuck(random.Random(seed))  # the same draws: the question's position
        try:
            state.clone().apply(0, "stalemate")
            allowed = True
        except IllegalAction:
            allowed = False
        anything_else = [a for a in state.legal_actions(0) if isinstance(a, (Discard, Dissolve, Form))]
        assert allowed == (not anything_else) == (q.answer == "yes")
        answers.add(q.answer)
        judged_both_ways(q)
    assert answers == {"yes", "no"}


def test_the_next_season_starts_with_the_fewest_points_towards_the_poorer_neighbour():
    for q in drawn(ex.starter, DRAWS, seed=5):
        pairs = re.findall(r"(Aiko|Bruno|Chidi|Dagny) (\d+)", q.prompt.split("The scores: ")[1].split(".")[0])
        scores = [int(p) for _, p in pairs]
        n = len(scores)
        start = scores.index(min(scores))
        up, down = (start + 1) % n, (start - 1) % n
        towards = up if scores[up] < scores[down] else down
        if q.prompt.endswith("Who starts season " + q.prompt.split("Who starts season ")[-1]):
            assert q.answer == seat_name(start)
        else:
            assert q.answer == seat_name(towards)
        judged_both_ways(q)


def test_a_vote_ends_the_game_only_when_everyone_else_accepts():
    for q in drawn(ex.agreement, DRAWS, seed=6):
        players = len(q.prompt.split("Play goes ")[1].split(" this season")[0].split(" → "))
        replies = q.prompt.split("Then ")[1].split(". What")[0].split(", ")
        if any(r.endswith("declines") for r in replies):
            assert q.answer == ex.PLAY_GOES_ON
        elif len(replies) == players - 1:
            assert q.answer == ex.ENDS
        else:
            assert q.answer == ex.VOTE_GOES_ON
        judged_both_ways(q)


def test_the_bonus_kind_agrees_with_the_engine():
    """A department's bonus, re-checked against the engine from the question's own pieces."""
    questions = [ex.bonus(random.Random(seed)) for seed in range(50)]
    assert all(q.answer == str(department_bonus(parse_cards(codes(q.prompt)[0]))) for q in questions)
