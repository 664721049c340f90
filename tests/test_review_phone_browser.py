"""A finished game's review and a practice moment on a phone (393 x 851), in Voila's headless Chromium.

A finished game (the learner's seat played at random, the others by the Standard bot) is opened from its
link on a phone-sized, touch-enabled page; the learner presses Review. When the review completes, its summary
(the headline, the counts by label and the chart of what each choice cost) and the first flagged row must be
on the first screen from the Review button down, nothing may run past the right edge, and a row's detail opens
in place, right under its row. Each bar of the chart is a tap target of at least 24 x 24 px, and tapping one
brings its row onto the screen. Then Practise: the review's rows go out of sight, a moment, a pick, the coach's
verdict, no practice button's words cut; after Next the new moment's heading is on the screen. The screenshots
go to screenshots/phone-review-<game>.png and phone-practice-<game>.png; the finished review as the learner first
sees it is also kept beside the docs, as docs/screenshots/review/review-<game>.png.
"""

from __future__ import annotations

import pytest

from widgets.games import KEYS, game

from phone_checks import DOC_SHOTS, PHONE, finished_game, review_on_phone

SEED = 910002
"""The finished games' deal."""

GAMES_SHOWN = KEYS[1:3]
"""Meow Oracle and Lauzait Cep!: two phones' worth of review and practice, within CI's browser time (Kirin's
review and practice run on the static site, tests/site/kirin/test_site_practice.py)."""

TARGET = 24
"""The least width and height of a tap target, in CSS px (WCAG 2.2, 2.5.8)."""

CUT = """() => [...document.querySelectorAll('%s button')]
  .filter(b => b.offsetParent && b.scrollWidth > b.clientWidth + 1).map(b => b.textContent.trim())"""
"""The words of the visible buttons under a selector whose text runs past their edge (cut with '...')."""


def _on_screen(box: dict) -> bool:
    """Whether a bounding box lies wholly on the phone's screen, top to bottom."""
    return -1 <= box["y"] and box["y"] + box["height"] <= PHONE["height"] + 1  # to a pixel: scrolls land on fractions


@pytest.mark.browser
@pytest.mark.parametrize("key", GAMES_SHOWN)
def test_a_finished_review_reads_at_a_glance_on_a_phone_and_practises(phone_page, open_app, page_helpers, key):
    css = game(key).css
    ui = review_on_phone(phone_page, open_app, page_helpers, key, finished_game(key, SEED))
    phone_page.evaluate(f"document.querySelector('.{css}-review').scrollIntoView({{block: 'start'}})")
    summary = ui.wait(f".{css}-review-summary")
    assert "Inaccuracy or worse: " in summary.inner_text()  # how many choices are flagged
    box = summary.bounding_box()
    assert box["y"] + box["height"] <= PHONE["height"], "the review's summary runs below the first screen"
    flagged = phone_page.locator(f".{css}-review-row:visible")
    if flagged.count():
        first = flagged.first.bounding_box()
        assert first["y"] + first["height"] <= PHONE["height"], "the first flagged row is below the first screen"
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the review runs {width - PHONE['width']} px past a phone's right edge"
    phone_page.screenshot(path=str(ui.screenshots / f"phone-review-{key}.png"))
    DOC_SHOTS.mkdir(parents=True, exist_ok=True)
    phone_page.screenshot(path=str(DOC_SHOTS / f"review-{key}.png"))
    bars = phone_page.locator(".tt-cost-bar")
    sizes = [bars.nth(i).bounding_box() for i in range(bars.count())]
    small = [(round(b["width"]), round(b["height"])) for b in sizes if min(b["width"], b["height"]) < TARGET]
    assert not small, f"chart bars under {TARGET} px (width, height): {small}"
    bars.last.click()  # a bar of the chart opens its row, and brings it onto the screen
    ui.wait(f".{css}-review-detail")
    opened = phone_page.locator(f".{css}-review-row.mod-primary").first
    phone_page.wait_for_function(f"""() => {{ const r = document.querySelector('.{css}-review-row.mod-primary');
        const b = r && r.getBoundingClientRect(); return b && b.top >= -1 && b.bottom <= innerHeight + 1; }}""",
                                 timeout=ui.timeout)
    assert _on_screen(opened.bounding_box()), "the bar's row opened off the screen"
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
        ui.wait(f".{css}-review-rows", state="hidden")  # the rows name the coach's choice: out of sight
        phone_page.locator(f".{css}-practice-choice, .{css}-practice-go").first.click()
        ui.wait(f".{css}-practice-verdict .tt-chip")
        phone_page.evaluate(f"document.querySelector('.{css}-practice-verdict').scrollIntoView({{block: 'end'}})")
        phone_page.screenshot(path=str(ui.screenshots / f"phone-practice-{key}.png"))
        cut = phone_page.evaluate(CUT % f".{css}-practice")
        assert not cut, f"practice buttons whose words are cut: {cut}"
        following = phone_page.locator(f".{css}-practice-next")
        if not following.is_disabled():
            following.click()
            ui.wait(f".{css}-practice-header", "Moment 2 of")
            phone_page.wait_for_function(f"""() => {{ const h = document.querySelector('.{css}-practice-header');
                const b = h.getBoundingClientRect(); return b.top >= -1 && b.top < innerHeight; }}""",
                                         timeout=ui.timeout)


@pytest.mark.browser
def test_the_playing_well_pages_practice_is_one_tap_from_the_top_on_a_phone(phone_page, open_app, page_helpers):
    key = GAMES_SHOWN[0]
    css = game(key).css
    open_app(phone_page, f"{key}/playing_well.ipynb")
    ui = page_helpers.make_ui(phone_page)
    link = phone_page.locator("a[href$='#Practise']").first
    box = link.bounding_box()
    assert box is not None and _on_screen(box), "the link to the practice is not on the first screen"
    link.click()
    header = ui.wait(f".{css}-practice-header", "Which move would you make now?")
    phone_page.wait_for_function(f"""() => {{ const h = document.querySelector('.{css}-practice-header');
        const b = h.getBoundingClientRect(); return b.top >= -1 && b.top < innerHeight; }}""", timeout=ui.timeout)
    assert header.bounding_box()["y"] < PHONE["height"]
