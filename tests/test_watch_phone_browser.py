"""A reviewed row's "Watch how it goes" opened, on a phone (393 x 851) in Voila's Chromium.

In every game, a finished game (the learner's seat played at random, the others by the Standard bot) is opened from
its link and reviewed (two imagined games a choice, as every browser test reviews) up to a row whose reason keeps a
watch (its facts' ``WATCHED``: the game's seed and the row's place, found by the same review in Python); then the
review is stopped, as a learner may (the rows are the same, the rest of the game is not looked at). That row opens
in place, and its "Watch how it goes" opens under the reason: both imagined games are drawn, one above the other,
and nothing runs past the phone's right edge. The opened watch's screenshot goes to
docs/screenshots/review/watch-<game>.png (a whole review on a phone is tests/test_review_phone_browser.py's, which
keeps review-<game>.png there).
"""

from __future__ import annotations

import pytest

from widgets.games import KEYS, game

from game_facts import facts
from phone_checks import DOC_SHOTS as SHOTS, PHONE, finished_game, review_on_phone


@pytest.mark.browser
@pytest.mark.parametrize("key", KEYS)
def test_watch_how_it_goes_opens_both_imagined_games_on_a_phone(phone_page, open_app, page_helpers, key):
    css = game(key).css
    seed, place = facts(key).WATCHED
    players = min(n for n in game(key).State.PLAYER_COUNTS if n >= 3)  # the table WATCHED was found at
    ui = review_on_phone(phone_page, open_app, page_helpers, key, finished_game(key, seed, players), rows=place + 1)
    SHOTS.mkdir(parents=True, exist_ok=True)
    row = phone_page.locator(f".{css}-review-row").nth(place)
    if not row.is_visible():  # a row that is not flagged shows once every choice is: wait for the button, not race it
        every = phone_page.locator(f".{css}-review-all")
        every.wait_for(state="visible", timeout=ui.timeout)
        every.click()
        row.wait_for(state="visible", timeout=ui.timeout)
    row.scroll_into_view_if_needed()
    row.click()
    detail = ui.wait(f".{css}-review-detail")
    watch = detail.locator(".tt-review-watch")
    watch.wait_for(state="visible", timeout=ui.timeout)
    assert "Watch how it goes: imagined game" in watch.locator("summary").inner_text()  # closed until tapped
    watch.locator("summary").click()
    played, best = watch.locator(".tt-watch-played"), watch.locator(".tt-watch-best")
    played.wait_for(state="visible", timeout=ui.timeout)
    assert "Your move" in played.inner_text() and "The coach's move" in best.inner_text()
    top, bottom = played.bounding_box(), best.bounding_box()
    assert bottom["y"] >= top["y"] + top["height"] - 1, "the two imagined games are not one above the other"
    assert played.locator("svg").count() and best.locator("svg").count(), "an imagined game is not drawn"
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the watch runs {width - PHONE['width']} px past a phone's right edge"
    tall = phone_page.evaluate("() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollHeight))")
    phone_page.set_viewport_size({"width": PHONE["width"], "height": min(max(PHONE["height"], tall + 40), 8000)})
    watch.screenshot(path=str(SHOTS / f"watch-{key}.png"))  # the whole watch, the window grown to hold it
    phone_page.set_viewport_size(PHONE)
