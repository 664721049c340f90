"""The "Check yourself" exercises of every game in the registry, drawn and marked by each game's engine.

Each game's kinds are re-derived from its engine in ``tests/<game>/test_<game>_exercises.py``.
"""

from __future__ import annotations

import random

import pytest

from widgets.checkyourself import CheckYourself, Question
from widgets.games import GAMES as REGISTRY

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


def _click(box, label):
    """Click the choice button with this label."""
    next(b for b in box.choice_box.children if b.description == label).click()


def _first_kind(module, with_choices: bool) -> str | None:
    """The first of a game's kinds whose questions offer choices (or, ``with_choices`` false, ask for a number)."""
    rng = random.Random(1)
    return next((kind for kind, make in module.KINDS.items() if bool(make(rng).choices) == with_choices), None)


@pytest.mark.parametrize("game", GAMES)
def test_a_right_and_a_wrong_answer_get_their_feedback_and_the_score_moves(game):
    kind = _first_kind(GAMES[game], True)
    cy = GAMES[game].check_yourself([kind], seed=3)
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


@pytest.mark.parametrize("game", [game for game, module in GAMES.items() if _first_kind(module, False)])
def test_typed_numbers_are_marked_and_text_gets_a_sentence(game):
    cy = GAMES[game].check_yourself([_first_kind(GAMES[game], False)], seed=4)
    assert cy.question.choices == () and cy.choice_box.layout.display == "none"
    assert cy.number.value == ""  # the box starts empty: typing 5 gives 5, not 05
    cy.number.value = cy.question.answer
    cy.check_button.click()
    assert "Right." in cy.feedback.value and "1 right of 1" in cy.score.value
    right, why = cy.question.judge("twelve")
    assert not right and "whole number" in why


@pytest.mark.parametrize("game", GAMES)
def test_next_draws_a_fresh_position_and_kinds_take_turns(game):
    cy = GAMES[game].check_yourself(seed=8)
    kinds = list(GAMES[game].KINDS)
    seen = []
    for _ in range(2 * len(kinds)):
        seen.append((cy.question.kind, cy.question.prompt))
        cy.next()
    assert [k for k, _ in seen] == kinds + kinds  # every kind in turn, then again
    prompts = [p for _, p in seen]
    assert all(a != b for a, b in zip(prompts, prompts[1:]))  # Next always shows a new question
    assert len(set(prompts)) > len(kinds)  # and positions are drawn afresh, not only the kind changed


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_asks_the_same_questions(game):
    a, b = GAMES[game].check_yourself(seed=2), GAMES[game].check_yourself(seed=2)
    for _ in range(4):
        assert a.question == b.question
        a.next()
        b.next()


@pytest.mark.parametrize("game", GAMES)
def test_unknown_kinds_are_refused_with_the_known_ones(game):
    with pytest.raises(ValueError, match="known"):
        CheckYourself(GAMES[game].KINDS, ["trumps and more"])


@pytest.mark.parametrize("game, kind", KINDS, ids=lambda x: str(x))
def test_a_widget_of_chosen_kinds_starts_with_the_first_and_takes_turns(game, kind):
    kinds = list(GAMES[game].KINDS)
    pair = [kind, kinds[(kinds.index(kind) + 1) % len(kinds)]]  # as a lesson's widget picks its kinds
    assert GAMES[game].check_yourself([kind], seed=1).question.kind == kind
    cy = GAMES[game].check_yourself(pair, seed=5)
    assert cy.question.kind == pair[0]
    cy.next()
    assert cy.question.kind == pair[1]
