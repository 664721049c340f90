"""The figures of The Luminous Dragon Egg's analysis page: exact odds of an opening hand.

Everything here is counted exactly from the engine (:mod:`engines.dragon_egg.odds`),
under ruling DE-1 and under the strict Revelation variant. :func:`compute` returns the
JSON the page reads (``widgets/results/dragon_egg_figures.json``, written by
``benchmarks/figures.py``); the page itself only formats it. Fractions are stored as
``"numerator/denominator"`` text.
"""

from __future__ import annotations

from fractions import Fraction

from engines.dragon_egg import Rules, odds

from . import fraction_text

NAME = "dragon_egg_figures"
STRICT = Rules(revelation="strict")


def best_far_rows(rules: Rules) -> list[dict]:
    """The exact distribution of the best Far, weakest first: kind, total, chance, chance of at least it."""
    dist = odds.best_far_distribution(rules)
    return [{"friends": s.friends, "total": s.total, "label": str(s), "p": fraction_text(p),
             "at_least": fraction_text(odds.at_least(dist, s))} for s, p in dist.items()]


def compute(quick: bool = False) -> dict:
    """Every figure the page shows; ``quick`` leaves out the slow walk through every deal.

    (The walk is the check of the counting; ``tests/dragon_egg/test_dragon_egg_odds.py`` makes it too.)
    """
    p_friends, p_egg = odds.p_friends(), odds.p_two_friends()
    figures = {
        "deals": odds.deals(),
        "distinct_hands": len(odds.opening_hands()),
        "p_friends": fraction_text(p_friends),
        "p_two_friends": fraction_text(p_egg),
        "p_two_friends_strict": fraction_text(odds.p_two_friends(STRICT)),
        "best_far": best_far_rows(Rules()),
        "best_far_strict": best_far_rows(STRICT),
    }
    if not quick:  # the same two chances by walking every deal one at a time (the slow check)
        figures["walked"] = {"p_friends": fraction_text(odds.brute_force(odds.has_friends)),
                             "p_two_friends": fraction_text(odds.brute_force(odds.has_two_friends))}
    return figures


def chance(figures: dict, key: str) -> Fraction:
    """A stored chance back as a Fraction (``chance(figures, "p_friends")``)."""
    return Fraction(figures[key])
