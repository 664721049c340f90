"""The Dragon Egg lessons' helpers (``widgets.dragon_egg.lessons``) against the engine."""

from __future__ import annotations

import importlib
import random

from engines import dragon_egg as de


def test_a_set_scores_what_the_engine_scores():
    """DE-3: the lesson's one-point-per-set-beaten-or-tied rule against the engine's scoring."""
    lessons = importlib.import_module("widgets.dragon_egg.lessons.scoring")
    rng = random.Random(7)
    for _ in range(200):
        players = rng.randint(2, 5)
        cards = rng.sample(de.DECK, 4 * players)
        builds = [(de.tokens(cards[4 * s:4 * s + 2]), de.tokens(cards[4 * s + 2:4 * s + 4]))
                  for s in range(players)]
        result = de.score_round(builds)
        for seat in range(players):
            fars = [de.tokens(result.far[s]) for s in range(players) if s != seat]
            assert lessons.set_score(de.tokens(result.far[seat]), fars) == result.far_scores[seat]
