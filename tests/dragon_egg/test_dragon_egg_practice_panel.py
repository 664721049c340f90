"""The Dragon Egg's practice panel (the shared tests are tests/test_practice_panel.py): a try its rules settle."""

from __future__ import annotations

from dataclasses import replace
from html import escape

from engines.dragon_egg.reasons import SameSets
from engines.reason_facts import Reason
from widgets.reason_words import reason_text

from test_practice_panel import _wrong_try, quick_looks  # noqa: F401 (an autouse fixture: short second looks)

KEY = "dragon_egg"


def test_a_try_the_rules_make_the_coachs_choice_says_why_without_figures():
    """A move the rules make as good as the coach's (the same sets) is told why in words, with no figures."""
    panel, row = _wrong_try(KEY)
    reason = Reason(row.reason.played, row.reason.best, (SameSets(),))
    same = replace(row, label="best", alike=True, fresh=(), reason=reason)
    said = panel._said(same, same.played)
    assert escape(reason_text(reason), quote=False) in said and "tt-loss" not in said and "tt-practice-look" not in said
    assert said.count("class=\"tt-chip ") == 1 and "Best:" not in said
