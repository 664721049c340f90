"""Kirin's play app on a phone: a shared link lands on the hand and the table, and the trick just played stays in
view (every play app on a phone: tests/test_phone_browser.py)."""

from __future__ import annotations

import pytest

from phone_checks import PHONE, fits
from test_phone_browser import first_screen


def _kirin_view_link() -> str:
    """A link to Chidi's view of a Kirin game, mid-trick."""
    from widgets import share
    from widgets.testing import bot_game

    state = bot_game("kirin", 4, seed=5, until=lambda s: s.observation(0)["phase"] == "play" and s.to_act() == [2]
                     and len(s.observation(0)["tricks"]) >= 2 and bool(s.observation(0)["trick"]))
    return share.link_for(state, 2)


@pytest.mark.browser
def test_a_shared_link_opens_on_a_phone_with_the_game_first(phone_page, open_app, screenshots):
    """A Kirin link opened on a phone: the recipient lands on the hand and the table, nothing past the edge."""
    page = open_app(phone_page, f"kirin/play.ipynb#game={_kirin_view_link()}")
    page.locator(".ki-banner", has_text="This link shares Chidi").wait_for()
    page.wait_for_timeout(300)  # the page's script scrolls the app into view
    page.screenshot(path=str(screenshots / "phone-link-kirin.png"))
    assert not first_screen(page, "kirin", at_top=False)
    assert not fits(page)


@pytest.mark.browser
def test_after_a_move_the_trick_just_played_stays_in_view_and_fits(phone_page, open_app, screenshots):
    """Kirin on a phone: after the learner's declaration and first card, the trick just played (with who
    won it) is on the first screen beside the trick on the table, and nothing runs past the edge."""
    page = open_app(phone_page, "kirin/play.ipynb")
    for step in range(2):
        card = page.locator(".ki-hand .ki-card:not(.ki-unplayable)").first
        before = page.locator(".ki-log-box").inner_text()
        card.click()
        page.wait_for_function("([before]) => document.querySelector('.ki-log-box').innerText !== before",
                               arg=[before], timeout=60_000)
    page.locator(".ki-just-played", has_text="just played").wait_for(timeout=60_000)
    assert "won it" in page.locator(".ki-just-played").inner_text() or "Nobody" in page.locator(".ki-just-played").inner_text()
    assert not first_screen(page, "kirin")
    box = page.locator(".ki-just-played").bounding_box()
    assert box["y"] + box["height"] <= PHONE["height"], "the trick just played is below the first screen"
    page.screenshot(path=str(screenshots / "phone-after-a-trick-kirin.png"))
    assert not fits(page)
