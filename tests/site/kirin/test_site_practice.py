"""Review and practice where Python runs in the browser (the static site), with every outside request refused.

A finished Kirin game (the learner's seat played at random, seed 910000) is opened from its link on the site's
play page; the learner reviews it, stops after the first row (at the site's own budget its declaration is flagged:
a mistake or a blunder), presses Practise, picks a move and reads the coach's verdict, then reveals the coach's
choice. The same loop as in CPython (tests/test_practice.py), on the site's smaller look.
"""

from __future__ import annotations

from widgets.games import GAMES

SEED = 910000


def _finished(seed: int):
    """A finished Kirin game: seat 0 random, the others Standard (as tests/test_review_phone_browser.py deals it)."""
    info = next(i for i in GAMES if i.key == "kirin")
    state = info.part(info.engine).new_game(4, seed=seed)
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=seed + s) for s in range(4)]
    while state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def test_kirin_review_then_practice_a_costly_moment_on_the_site(site_context, site_checks, page_helpers):
    from widgets import share

    state = _finished(SEED)
    page = site_context.new_page()
    try:
        page.goto(f"{site_checks.url('kirin/play.ipynb')}#game={share.encode(state.to_json())}")
        site_checks.wait(page)
        ui = page_helpers.make_ui(page)
        ui.timeout *= 4  # Python in the browser on a busy 2-core machine
        ui.wait(".ki-banner", "Opened the game from the link")
        page.locator(".ki-review:not([disabled])").click()
        page.locator(".ki-review-row").first.wait_for(state="attached", timeout=ui.timeout)
        page.evaluate("document.querySelector('.ki-review-stop')?.click()")
        ui.wait(".ki-review-banner", "Reviewed")
        assert "Costliest in " in ui.text(".ki-review-summary")  # a flagged choice, to practise
        page.locator(".ki-review-practise").click()
        ui.wait(".ki-practice-header", "Which move would you make now?")
        page.locator(".ki-practice-choice").first.click()
        ui.wait(".ki-practice-verdict .tt-chip")
        verdict = ui.text(".ki-practice-verdict")
        assert "coach" in verdict
        if not page.locator(".ki-practice-reveal").is_disabled():
            page.locator(".ki-practice-reveal").click()
            ui.wait(".ki-practice-verdict", "The coach")
        assert not site_checks.problems(page)
    finally:
        page.close()
