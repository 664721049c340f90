"""Check yourself, The Luminous Dragon Egg: questions drawn and marked by the engine.

Kinds: ``stronger`` (which of two sets is stronger, DE-1), ``total`` (a set's total with a
Revelation, DE-1), ``earnings`` (what a player earns in a round, DE-2, DE-3) and
``bracelets`` (how many players take a bracelet after a round, DE-5).
"""

from __future__ import annotations

import random
from html import escape

from engines.dragon_egg import DECK, score_round, set_strength

from ..checkyourself import CheckYourself, Question

SEATS = ("Aiko", "Bruno", "Chidi", "Dagny")


def _cards(rng: random.Random, n: int) -> list[str]:
    """``n`` cards dealt from a shuffled deck (two copies of each card at most)."""
    return [c.token for c in rng.sample(DECK, n)]


def _describe(pair: str) -> str:
    """A set in words, from the engine: its kind, its total, what a Revelation became."""
    s = set_strength(pair)
    kind = "Friends" if s.friends else "a BAH-YAH"
    became = f" ({s.became})" if s.became else ""
    return f"<code>{pair}</code> is {kind} worth {s.total}{became}"


def stronger(rng: random.Random) -> Question:
    """Which of two sets is stronger (DE-1: Friends above BAH-YAH, then the higher total)."""
    cards = _cards(rng, 4)
    a, b = " ".join(cards[:2]), " ".join(cards[2:])
    sa, sb = set_strength(a), set_strength(b)
    ka, kb = (sa.friends, sa.total), (sb.friends, sb.total)
    answer = "the first" if ka > kb else "the second" if kb > ka else "equally strong"
    return Question(prompt=f"Which set is stronger: <code>{a}</code> (the first) or <code>{b}</code> (the second)?",
                    answer=answer, choices=("the first", "the second", "equally strong"),
                    why=f"{_describe(a)}; {_describe(b)}. Friends beat every BAH-YAH; then the higher "
                        "total wins (DE-1).", kind="stronger")


def total(rng: random.Random) -> Question:
    """The total of a set that holds a Revelation (DE-1)."""
    while True:
        cards = _cards(rng, 2)
        if any(c.endswith("*") for c in cards):
            break
    pair = " ".join(cards)
    return Question(prompt=f"What is the total of the set <code>{pair}</code>?",
                    answer=str(set_strength(pair).total),
                    why=f"{_describe(pair)}: a Revelation takes the rank of its colour that makes its set "
                        "strongest (DE-1).", kind="total")


def _round(rng: random.Random):
    """A round at a table of three, scored by the engine, and its sets as an HTML list."""
    cards = _cards(rng, 12)
    sets = [[" ".join(cards[4 * s:4 * s + 2]), " ".join(cards[4 * s + 2:4 * s + 4])] for s in range(3)]
    result = score_round(sets)
    rows = "".join(f"<li>{SEATS[s]}: Far <code>{' '.join(c.token for c in result.far[s])}</code>, "
                   f"Near <code>{' '.join(c.token for c in result.near[s])}</code></li>" for s in range(3))
    return result, rows


def earnings(rng: random.Random) -> Question:
    """What Aiko earns in a round at a table of three: Far score times Near score (DE-2, DE-3)."""
    result, rows = _round(rng)
    far, near = result.far_scores[0], result.near_scores[0]
    return Question(prompt=f"Three players reveal their sets (the engine put the stronger of each "
                           f"player's two sets in the Far row, DE-2):<ul>{rows}</ul>How much does Aiko earn?",
                    answer=str(result.earnings[0]),
                    why=f"Aiko's Far beats or ties {far} of the other Far sets and her Near {near} of the "
                        f"other Near sets, so she earns {far} x {near} = {result.earnings[0]} ZOO (DE-3).",
                    kind="earnings")


def bracelets(rng: random.Random) -> Question:
    """How many players take a Sage's Bracelet after a round: those who earned nothing (DE-5)."""
    result, rows = _round(rng)
    zero = [SEATS[s] for s in range(3) if result.earnings[s] == 0]
    named = " and ".join(zero) if zero else "nobody"
    return Question(prompt=f"Three players reveal their sets:<ul>{rows}</ul>How many of them take a Sage's "
                           "Bracelet after this round?",
                    answer=str(len(zero)),
                    why=f"Earnings are {', '.join(f'{SEATS[s]} {e}' for s, e in enumerate(result.earnings))}; "
                        f"whoever earned nothing takes a bracelet: {named} (DE-5).", kind="bracelets")


KINDS = {"stronger": stronger, "total": total, "earnings": earnings, "bracelets": bracelets}


def check_yourself(kinds=None, seed: int | None = None) -> CheckYourself:
    """The exercise widget for the given kinds of question (all by default)."""
    return CheckYourself(KINDS, kinds, seed)
