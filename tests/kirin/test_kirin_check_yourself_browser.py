"""A lesson's "Check yourself", in the browser, marks a right and a wrong answer.

The lesson's widget is seeded, so the test draws the same questions with the engine here and
knows which button is right; the page itself never tells the browser the answer in advance.
"""

from __future__ import annotations

from widgets.kirin import exercises

LESSON = "kirin/04_winning_a_trick.ipynb"
KINDS, SEED = ["winner", "playable"], 2  # as in the lesson's Check yourself cell


def test_check_yourself_marks_a_right_and_a_wrong_answer(page, open_app, ui):
    same = exercises.check_yourself(KINDS, seed=SEED)
    open_app(page, LESSON)
    box = page.locator(".tt-cy")
    box.scroll_into_view_if_needed()
    assert same.question.prompt.split("<code>")[1].split("</code>")[0] in box.inner_text()

    box.get_by_role("button", name=same.question.answer, exact=True).click()
    ui.wait(".tt-cy-feedback", "Right.")
    ui.wait(".tt-cy-score", "1 right of 1")

    box.get_by_role("button", name="Next question").click()
    same.next()
    wrong = next(c for c in same.question.choices if c != same.question.answer)
    box.get_by_role("button", name=wrong, exact=True).click()
    ui.wait(".tt-cy-feedback", f"Not quite: the answer is {same.question.answer}")
    ui.wait(".tt-cy-score", "1 right of 2")
    ui.shot("check_yourself.png")
