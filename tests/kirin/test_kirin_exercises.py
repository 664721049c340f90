"""Kirin "Check yourself" kinds for lessons 1, 2 and 6: each answer re-derived
from the engine apart from the exercise code, and a right and a wrong answer judged."""

from __future__ import annotations

import random
import re

import pytest

from engines import kirin as ki
from engines.kirin.bots import RandomBot
from widgets.kirin import exercises as ex
from exercise_checks import codes, judged_both_ways



def test_deck_counts_the_other_hands_from_the_deck_and_the_dealt_hand():
    rng = random.Random(21)
    groups = set()
    for _ in range(80):
        q = ex.deck(rng)
        hand = ki.parse_cards(codes(q.prompt)[0])
        assert len(hand) == ki.HAND_SIZE
        group = re.search(r"How many (.+?) do the other", q.prompt).group(1)
        groups.add(group)
        beast = next((b for b in ki.Beast if group == f"{b.title} cards"), None)
        if beast is not None:
            belongs = lambda c: c.beast is beast  # noqa: E731
        else:
            belongs = {"number cards": lambda c: not c.is_trump and not c.is_kirin,
                       "trumps": lambda c: c.is_trump, "Kirin cards": lambda c: c.is_kirin}[group]
        others = [c for c in ki.DECK if c not in hand and belongs(c)]
        assert q.answer == str(len(others))
        assert f"= {len(others)}" in q.why and "(KI-1)" in q.why
        judged_both_ways(q)
    assert len(groups) >= 5  # beasts and kinds of card are both asked


def test_compare_asks_one_of_the_two_questions_and_the_engine_answers_it():
    rng = random.Random(22)
    asked = set()
    for _ in range(120):
        q = ex.compare(rng)
        a, b = ki.parse_cards(codes(q.prompt))
        order = "ascending" if "order is ascending" in q.prompt else "descending"
        if "stronger beast" in q.prompt:
            key = lambda c: ki.beast_strength(c.beast, order)  # noqa: E731
        else:
            key = lambda c: ki.rank_strength(c, order)  # noqa: E731
        expected = a.token if key(a) > key(b) else b.token if key(b) > key(a) else "neither"
        assert q.answer == expected and q.choices == (a.token, b.token, "neither")
        asked.add(("beast" if "beast" in q.prompt else "rank", expected == "neither"))
        judged_both_ways(q)
    assert asked == {("beast", True), ("beast", False), ("rank", True), ("rank", False)}


def test_compare_reasons_name_the_rule():
    assert "no rank" in ki.explain_higher_rank("QK+", "X1", "ascending")
    assert "trump" in ki.explain_higher_rank("S6", "XT", "descending")
    assert "1 > 2" in ki.explain_higher_rank("Q2", "S5", "descending")
    assert "neither" in ki.explain_stronger_beast("Q2", "Q5", "ascending")
    assert "Black Tortoise > White Tiger" in ki.explain_stronger_beast("X1", "SK-", "descending")


def test_score_is_the_engines_round_score_of_the_pile_shown():
    rng = random.Random(23)
    seen = set()
    for _ in range(60):
        q = ex.score(rng)
        parts = codes(q.prompt)
        declared = ki.parse_card(parts[0])
        pile = ki.parse_cards(parts[1]) if len(parts) > 1 else []
        assert len(pile) % 4 == 0 and declared not in pile  # whole tricks; the declared card sits out
        assert q.answer == str(sum(c.beast is declared.beast for c in pile))
        seen.add(q.answer)
        judged_both_ways(q)
    assert len(seen) >= 3


def test_declared_points_agree_with_the_games_own_scores():
    for seed in range(20):
        game = ki.new_game(seed=seed, rules=ki.Rules(rounds=1))
        bots = [RandomBot(seed * 10 + s) for s in range(4)]
        while not game.is_over():
            seat = game.to_act()[0]
            game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
        view = game.observation(0)
        for seat in range(4):
            points = ki.declared_points(view["won"][seat], view["revealed"][0][seat])
            assert points == game.round_points()[0][seat]
            assert f"{points} point" in ki.explain_points(view["won"][seat], view["revealed"][0][seat])


@pytest.mark.parametrize("kinds, seed", [(["deck"], 1), (["compare"], 2), (["score"], 6)])
def test_the_lesson_widgets_start_with_a_question_of_their_kind(kinds, seed):
    cy = ex.check_yourself(kinds, seed=seed)
    assert cy.question.kind == kinds[0] and cy.question.picture.startswith("<svg")


def test_the_order_kind_agrees_with_the_engine():
    """The order after a trick, re-checked against the engine from the question's own cards (KI-6)."""
    for q in [ex.order(random.Random(seed)) for seed in range(50)]:
        now = "ascending" if "order is ascending" in q.prompt else "descending"
        assert q.answer == ki.order_after(codes(q.prompt)[0], now)
