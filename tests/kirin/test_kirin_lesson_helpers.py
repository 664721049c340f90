"""Kirin's lessons' helpers (``widgets.kirin.lessons``) against the engine."""

from __future__ import annotations

import importlib
import random

from engines import kirin as ki


def test_the_winner_line_names_the_engines_winner():
    """KI-5: lesson 4's short line names the card the engine says wins, or nobody."""
    lessons = importlib.import_module("widgets.kirin.lessons.winning_a_trick")
    rng = random.Random(3)
    for _ in range(300):
        cards = rng.sample(ki.DECK, rng.randint(1, 4))
        order = rng.choice(("ascending", "descending"))
        line = lessons.winner_line(cards, order)
        index = ki.trick_winner(cards, order)
        if index is None:
            assert line == "Nobody wins: every card is a Kirin card."
        else:
            said = lessons.card_words(cards[index])
            assert line.startswith(said[0].upper() + said[1:] + " wins: ")
            assert line.endswith(".") and "(KI-" not in line
