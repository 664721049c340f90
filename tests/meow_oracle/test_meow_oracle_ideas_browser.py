"""Meow Oracle's Playing well page in Voila: practise one idea, and after a wrong pick follow the idea's link."""

from __future__ import annotations

import pytest

from widgets.games import game
from widgets.meow_oracle.ideas import IDEAS
from widgets.playing_well import practice_moments
from widgets.practice import MANY_CHOICES
from widgets.review_hooks import hooks_of

KEY = "meow_oracle"


@pytest.mark.browser
def test_practise_one_idea_and_follow_its_link_after_a_wrong_pick(page, open_app, ui):
    css = game(KEY).css
    idea = IDEAS[-1]
    group = [m for m in practice_moments(KEY) if m.idea == idea.key]
    moment = group[0]
    wrong = next(n for n in moment.legal if n != moment.best)
    words = hooks_of(game(KEY)).words(moment.observation)(wrong)
    open_app(page, f"{KEY}/playing_well.ipynb")
    ui.wait(f".{css}-practice-header", "Which move would you make now?")
    page.locator(f".{css}-practice-ideas select").select_option(label=f"{idea.name} ({len(group)})")
    ui.wait(f".{css}-practice-header", f"({idea.name})")
    if len(moment.legal) > MANY_CHOICES:  # a list to pick from, then the button that plays it
        page.locator(f".{css}-practice-choices select").select_option(label=words)
        page.locator(f".{css}-practice-go").click()
    else:
        page.locator(f".{css}-practice-choice", has_text=words).first.click()
    link = ui.wait(f".{css}-practice-verdict .tt-practice-idea a", idea.name)
    assert idea.sentence in ui.text(f".{css}-practice-verdict .tt-practice-idea")
    link.click()
    page.wait_for_function(f"""() => {{ const h = document.getElementById({idea.anchor!r});
        if (!h) return false; const b = h.getBoundingClientRect(); return b.top >= -1 && b.top < innerHeight; }}""",
                           timeout=ui.timeout)
