"""Helpers the "Check yourself" tests of every game share."""

from __future__ import annotations

import random
import re


def codes(prompt: str) -> list[str]:
    """The texts inside <code>...</code> in a question's prompt, in order."""
    return re.findall(r"<code>(.*?)</code>", prompt)


def judged_both_ways(q) -> None:
    """The right answer is marked right, a wrong one wrong, each with the question's reason."""
    assert q.judge(q.answer) == (True, q.why)
    wrong = next(c for c in q.choices if c != q.answer) if q.choices else str(int(q.answer) + 1)
    assert q.judge(wrong) == (False, q.why)


def drawn(make, count: int = 60, seed: int = 1) -> list:
    """``count`` questions of one kind, drawn one after another from one seeded generator."""
    rng = random.Random(seed)
    return [make(rng) for _ in range(count)]
