"""The Meow Oracle grid in words: each row, column and diagonal named as a learner finds it.

The calculator, the replay and the Areas picture all name a line this one way.

>>> line_name((0, 1, 2)), line_name((1, 4, 7)), line_name((0, 4, 8))
('row 1', 'column b', 'diagonal a1\u2013c3')
"""

from __future__ import annotations

from typing import Sequence

from engines.meow_oracle import LINES, SQUARES

__all__ = ["line_name"]


def line_name(line: Sequence[int]) -> str:
    """A row, column or diagonal in words: ``row 1``, ``column b``, ``diagonal a1-c3``."""
    k = LINES.index(tuple(line))
    if k < 3:
        return f"row {k + 1}"
    if k < 6:
        return f"column {'abc'[k - 3]}"
    return f"diagonal {SQUARES[line[0]]}\u2013{SQUARES[line[2]]}"
