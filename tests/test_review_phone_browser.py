"""A finished game's review and a practice moment on a phone (393 x 851), in Voila's headless Chromium.

A finished game (the learner's seat played at random, the others by the Standard bot) is opened from its
link on a phone-sized, touch-enabled page; the learner presses Review. When the review completes, its summary
(the headline, the counts by label and the chart of what each choice cost) and the first flagged row must be
on the first screen from the Review button down, nothing may run past the right edge, and a row's detail opens
in place, right under its row. Then Practise: a moment, a pick, the coach's verdict. The screenshots go to
screenshots/phone-review-<game>.png and phone-practice-<game>.png (the issue's "done when").
"""

from __future__ import annotations

import pytest

from widgets.games import KEYS, game
from widgets.testing import play_out

from phone_checks import PHONE

GAMES_SHOWN = KEYS[1::2]
"""Every other game of the registry: two phones' worth of review and practice, within CI's browser time."""


def _finished(key: str, seed: int = 910002):
    """A finished game: seat 0 random, the others Standard."""
    info = game(key)
    players = min(n for n in info.State.PLAYER_COUNTS if n >= 3)
    state = info.part(info.engine).new_game(players, seed=seed)
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=seed + s) for s in range(players)]
    play_out(state, bots)
    return state


@pytest.mark.browser
@pytest.mark.parametrize("key", GAMES_SHOWN)
def test_a_finished_review_reads_at_a_glance_on_a_phone_and_practises(phone_page, open_app, page_helpers, key):
    from widgets import share

    css = game(key).css
    state = _finished(key)
    ui = page_helpers.make_ui(phone_page)
    open_app(phone_page, f"{key}/play.ipynb#game={share.encode(state.to_json())}")
    ui.wait(f".{css}-banner", "Opened the game from the link")
    button = phone_page.locator(f".{css}-review:not([disabled])")
    button.scroll_into_view_if_needed()
    button.click()
    ui.timeout *= 4  # a whole review at the browser tests' tiny budget; slower on a loaded machine
    ui.wait(f".{css}-review-banner", "Reviewed")
    phone_page.evaluate(f"document.querySelector('.{css}-review').scrollIntoView({{block: 'start'}})")
    summary = ui.wait(f".{css}-review-summary")
    assert "\u00d7" in summary.inner_text()  # the counts by label
    box = summary.bounding_box()
    assert box["y"] + box["height"] <= PHONE["height"], "the review's summary runs below the first screen"
    flagged = phone_page.locator(f".{css}-review-row:visible")
    if flagged.count():
        first = flagged.first.bounding_box()
        assert first["y"] + first["height"] <= PHONE["height"], "the first flagged row is below the first screen"
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the review runs {width - PHONE['width']} px past a phone's right edge"
    phone_page.screenshot(path=str(ui.screenshots / f"phone-review-{key}.png"))
    phone_page.locator(".tt-cost-bar").last.click()  # a bar of the chart opens its row
    ui.wait(f".{css}-review-detail")
    phone_page.locator(f".{css}-review-row.mod-primary, .{css}-review-row.jupyter-button.mod-primary").first.click()
    ui.wait(f".{css}-review-detail", state="hidden")
    if not flagged.count():
        phone_page.locator(f".{css}-review-all").click()
    row = phone_page.locator(f".{css}-review-row:visible").first
    row.click()
    detail = ui.wait(f".{css}-review-detail")
    row_box, detail_box = row.bounding_box(), detail.bounding_box()
    assert 0 <= detail_box["y"] - (row_box["y"] + row_box["height"]) < 40, "the detail opens right under its row"
    if flagged.count():
        phone_page.locator(f".{css}-review-practise").click()
        ui.wait(f".{css}-practice-header", "Which move would you make now?")
        phone_page.locator(f".{css}-practice-choice, .{css}-practice-go").first.click()
        ui.wait(f".{css}-practice-verdict .tt-chip")
        phone_page.evaluate(f"document.querySelector('.{css}-practice-verdict').scrollIntoView({{block: 'end'}})")
        phone_page.screenshot(path=str(ui.screenshots / f"phone-practice-{key}.png"))
