"""The Playing well page in Voila of every game of the registry that names ideas: practise one idea, and after a
wrong pick follow the idea's link."""

from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from widgets.games import KEYS, game
from widgets.ideas import ideas_of
from widgets.playing_well import practice_moments
from widgets.practice import MANY_CHOICES
from widgets.review_hooks import hooks_of

WITH_IDEAS = [key for key in KEYS if ideas_of(key)]
"""The games whose Playing well pages name ideas."""


@pytest.mark.browser
@pytest.mark.parametrize("key", WITH_IDEAS)
def test_practise_one_idea_and_follow_its_link_after_a_wrong_pick(page, open_app, ui, key):
    css = game(key).css
    idea = ideas_of(key)[-1]
    group = [m for m in practice_moments(key) if m.idea == idea.key]
    moment = group[0]
    wrong = next(n for n in moment.legal if n != moment.best)
    words = hooks_of(game(key)).words(moment.observation)(wrong)
    console: list[str] = []  # said if the verdict never comes (a kernel that died or raised says so here)
    page.on("console", lambda message: console.append(f"{message.type}: {message.text[:300]}"))
    open_app(page, f"{key}/playing_well.ipynb")
    ui.wait(f".{css}-practice-header", "Which move would you make now?")
    # the idea's moments come with new choices: a click on one of the old ones, still drawn on a busy machine after
    # the header changed, reaches no move; so wait until the old ones are gone
    old = page.locator(f".{css}-practice-choices > *").first.element_handle()
    page.locator(f".{css}-practice-ideas select").select_option(label=f"{idea.name} ({len(group)})")
    ui.wait(f".{css}-practice-header", f"({idea.name})")
    page.wait_for_function("choice => !choice.isConnected", arg=old, timeout=ui.timeout)
    if len(moment.legal) > MANY_CHOICES:  # a list to pick from, then the button that plays it
        page.locator(f".{css}-practice-choices select").select_option(label=words)
        page.locator(f".{css}-practice-go").click()
    else:
        page.locator(f".{css}-practice-choice", has_text=words).first.click()
    # the verdict plays the imagined games of both moves in the kernel: slow on a loaded machine, so it gets three
    # times the usual wait; a verdict without the idea, or a message in the banner, is said in the failure
    try:
        page.wait_for_function(f"""() => {{ const v = document.querySelector('.{css}-practice-verdict');
            const b = document.querySelector('.{css}-practice-banner');
            const t = v ? v.innerText.trim() : ""; return (b && b.innerText.trim()) || (t.length > 0 && !t.endsWith("\u2026")); }}""",
                               timeout=3 * ui.timeout)  # a progress line ends with "..." while the games are played
    except PlaywrightTimeout:
        pytest.fail(f"no verdict after picking {wrong!r}; the verdict reads {ui.text(f'.{css}-practice-verdict')!r}; "
                    f"the page's last console lines: {console[-15:]}")
    assert not ui.text(f".{css}-practice-banner").strip(), ui.text(f".{css}-practice-banner")
    verdict = ui.text(f".{css}-practice-verdict")
    assert idea.name in verdict, verdict
    link = ui.wait(f".{css}-practice-verdict .tt-practice-idea a", idea.name)
    assert idea.sentence in ui.text(f".{css}-practice-verdict .tt-practice-idea")
    link.click()
    page.wait_for_function(f"""() => {{ const h = document.getElementById({idea.anchor!r});
        if (!h) return false; const b = h.getBoundingClientRect(); return b.top >= -1 && b.top < innerHeight; }}""",
                           timeout=ui.timeout)
