"""The "Check yourself" exercises, drawn and marked by each game's engine."""

from __future__ import annotations

import random

import pytest

from engines import dragon_egg as de, kirin as ki, lauzait_cep as lc, meow_oracle as mo
from widgets.checkyourself import CheckYourself, Question
from widgets.dragon_egg import exercises as de_ex
from widgets.games import GAMES as REGISTRY
from widgets.kirin import exercises as ki_ex
from widgets.lauzait_cep import exercises as lc_ex
from widgets.meow_oracle import exercises as mo_ex

GAMES = {info.key: info.part(f"widgets.{info.key}.exercises") for info in REGISTRY}
KINDS = [(game, kind) for game, module in GAMES.items() for kind in module.KINDS]


@pytest.mark.parametrize("game, kind", KINDS, ids=lambda x: str(x))
def test_every_kind_draws_many_questions_whose_answer_is_among_the_choices(game, kind):
    make = GAMES[game].KINDS[kind]
    rng = random.Random(5)
    answers = set()
    for _ in range(120):
        q = make(rng)
        assert isinstance(q, Question) and q.prompt and q.why and q.kind == kind
        if q.choices:
            assert q.answer in q.choices
        else:
            assert int(q.answer) >= 0
        right, why = q.judge(q.answer)
        assert right and why == q.why
        answers.add(q.answer)
    assert len(answers) >= 2, f"{game}/{kind} always has the same answer: {answers}"


def test_at_least_three_kinds_per_game():
    assert all(len(module.KINDS) >= 3 for module in GAMES.values())


def test_answers_agree_with_the_engine_itself():
    """A few kinds re-checked against the engine directly, from the question's own data."""
    rng = random.Random(11)
    for _ in range(50):
        q = ki_ex.order(rng)
        cards = q.prompt.split("<code>")[1].split("</code>")[0]
        now = "ascending" if "order is ascending" in q.prompt else "descending"
        assert q.answer == ki.order_after(cards, now)
        q = de_ex.total(rng)
        pair = q.prompt.split("<code>")[1].split("</code>")[0]
        assert q.answer == str(de.set_strength(pair).total)
        q = lc_ex.bonus(rng)
        pieces = q.prompt.split("<code>")[1].split("</code>")[0]
        assert q.answer == str(lc.department_bonus(lc.parse_cards(pieces)))
        q = mo_ex.point1(rng)
        area = " ".join(part.split("</code>")[0] for part in q.prompt.split("<code>")[1:])
        assert q.answer == str(mo.ascending_points(area))


def _click(box, label):
    """Click the choice button with this label."""
    next(b for b in box.choice_box.children if b.description == label).click()


def test_a_right_and_a_wrong_answer_get_their_feedback_and_the_score_moves():
    cy = ki_ex.check_yourself(["winner"], seed=3)
    right = cy.question.answer
    _click(cy, right)
    assert "Right." in cy.feedback.value and cy.question.why[:30] in cy.feedback.value
    assert "1 right of 1" in cy.score.value
    cy.next()
    wrong = next(c for c in cy.question.choices if c != cy.question.answer)
    _click(cy, wrong)
    assert "Not quite: the answer is" in cy.feedback.value and cy.question.answer in cy.feedback.value
    assert "1 right of 2" in cy.score.value
    _click(cy, cy.question.answer)  # a second try is marked but does not change the score
    assert "Right." in cy.feedback.value and "1 right of 2" in cy.score.value


def test_typed_numbers_are_marked_and_text_gets_a_sentence():
    cy = de_ex.check_yourself(["earnings"], seed=4)
    assert cy.question.choices == () and cy.choice_box.layout.display == "none"
    assert cy.number.value == ""  # the box starts empty: typing 5 gives 5, not 05
    cy.number.value = cy.question.answer
    cy.check_button.click()
    assert "Right." in cy.feedback.value and "1 right of 1" in cy.score.value
    right, why = cy.question.judge("twelve")
    assert not right and "whole number" in why


def test_next_draws_a_fresh_position_and_kinds_take_turns():
    cy = lc_ex.check_yourself(seed=8)
    kinds = list(lc_ex.KINDS)
    seen = []
    for _ in range(2 * len(kinds)):
        seen.append((cy.question.kind, cy.question.prompt))
        cy.next()
    assert [k for k, _ in seen] == kinds + kinds  # every kind in turn, then again
    prompts = [p for _, p in seen]
    assert all(a != b for a, b in zip(prompts, prompts[1:]))  # Next always shows a new question
    assert len(set(prompts)) > len(kinds)  # and positions are drawn afresh, not only the kind changed


def test_the_same_seed_asks_the_same_questions():
    a, b = mo_ex.check_yourself(seed=2), mo_ex.check_yourself(seed=2)
    for _ in range(4):
        assert a.question == b.question
        a.next()
        b.next()


def test_unknown_kinds_are_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="known"):
        CheckYourself(ki_ex.KINDS, ["trumps"])
