"""Kirin's lesson pages: one reading of KI-3 everywhere, pictures and examples from real games
(every game's pages: tests/test_lesson_pages.py)."""

from __future__ import annotations

import json
import re

from test_lesson_pages import NOTEBOOKS, cells, markdown, reading_box


def test_kirin_cards_are_framed_the_same_way_everywhere():
    """KI-3 once: no rank, lose to every number and trump, bind by KI-4's second clause (a Kirin card whose beast is
    stronger than the led card's), no winner (KI-5)."""
    pages = [NOTEBOOKS / "kirin" / name for name in
             ("02_orders_and_comparing.ipynb", "03_the_follow_rule.ipynb", "04_winning_a_trick.ipynb",
              "trick_explorer.ipynb")]
    boxes = {reading_box(markdown(page), "Our reading (KI-3)") for page in pages}
    assert len(boxes) == 1
    box = boxes.pop()
    for words in ("no rank", "loses to every", "number and every trump", "the follow rule looks at that beast",
                  "nobody wins"):
        assert words in box
    for page in NOTEBOOKS.joinpath("kirin").glob("0*.ipynb"):
        text = markdown(page)
        assert "sit below every number" not in text and "never win, except" not in text
        assert "plus six Kirin cards" not in text


def test_kirin_scoring_pictures_do_not_borrow_the_follow_rule_label():
    lesson = NOTEBOOKS / "kirin" / "06_declaring_and_scoring.ipynb"
    outputs = json.dumps([c.get("outputs", []) for c in cells(lesson)])
    assert "may be played" not in outputs and "scoring (" in outputs


def test_kirin_tie_example_comes_from_a_real_game():
    text = markdown(NOTEBOOKS / "kirin" / "06_declaring_and_scoring.ipynb")
    assert "nobody has won a card yet" not in text
    assert re.search(r"In game [A-Z], before the last trick of round 3", text)  # the recorded games are named A and B
