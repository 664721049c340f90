"""A shared link to a Kirin game in the browser: the page opens the sharer's view, Share copies and sends it, a link
pasted into the open page opens (what a view's link holds: tests/kirin/test_kirin_share_views.py)."""

from __future__ import annotations

import re

from engines import kirin
from widgets import share
from widgets.testing import bot_game, other_game
from widgets.kirin.tricks import record_trick, trick_caption

def _kirin_mid_round() -> kirin.State:
    """Round 1, two tricks played and a card led: Chidi's turn to play."""
    state = bot_game("kirin", 4, seed=5, until=lambda s: s.observation(0)["phase"] == "play" and s.to_act() == [2]
                     and len(s.observation(0)["tricks"]) >= 2 and bool(s.observation(0)["trick"]))
    assert state.observation(2)["round"] == 1
    return state


def test_a_shared_kirin_view_opens_mid_round_as_the_sharer_sees_it(page, open_app, ui):
    state = _kirin_mid_round()
    obs = ui.open_view(open_app, "kirin", state, 2)
    text = share.link_for(state, 2)
    ui.wait(".ki-hand-title", "Your hand (Chidi)")
    page.wait_for_function(f"() => document.querySelectorAll('.ki-hand .ki-card').length === {len(obs['hand'])}",
                           timeout=ui.timeout)
    shown = set(re.findall(r"[QSBX](?:[1-6]|T|K[+-])", ui.text(".ki-hand")))
    assert shown == set(obs["hand"])
    assert f"trick {len(obs['tricks']) + 1} of 8" in ui.text(".ki-status")
    last = obs["tricks"][-1]  # the public last trick is shown, with the engine's caption
    caption = trick_caption(record_trick(1, len(obs["tricks"]), last["leader"], last["cards"], last["order"]))
    ui.wait(".ki-last-trick", caption)
    current = page.locator(".ki-current-trick").inner_html()
    assert "the current trick: " + " ".join(card for _, card in obs["trick"]) in current
    # Share again from the opened page: the same view, so the same link
    page.locator(".ki-share").click()
    link = ui.wait(".ki-share-link textarea")
    assert link.input_value().endswith("#game=" + text)
    ui.shot("ki_play_from_a_view.png")


def test_copy_link_copies_it_and_send_opens_the_share_sheet(browser, open_app, page_helpers):
    """On a phone, after Share: Copy link puts the link on the clipboard, and where the browser has a share
    sheet (navigator.share, stood in for here) Send... hands it the link."""
    context = browser.new_context(viewport={"width": 393, "height": 851}, is_mobile=True, has_touch=True)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    context.add_init_script("window.sharedWith = null;"
                            "navigator.share = (data) => { window.sharedWith = data; return Promise.resolve(); };")
    page = context.new_page()
    try:
        open_app(page, "kirin/play.ipynb")
        ui = page_helpers.make_ui(page)
        ui.wait(".ki-banner", "New game against")
        assert not page.locator(".ki-share-copy").is_visible()  # no link yet, nothing to copy
        page.locator(".ki-share").click()
        area = ui.wait(".ki-share-link textarea")
        page.wait_for_function("() => document.querySelector('.ki-share-link textarea').value.includes('#game=')",
                               timeout=ui.timeout)
        link = area.input_value()
        page.locator(".ki-share-copy").click()
        ui.wait(".ki-share-said", "Copied")
        assert page.evaluate("navigator.clipboard.readText()") == link
        send = page.locator(".ki-share-send")
        assert send.is_visible()
        send.click()
        page.wait_for_function("() => window.sharedWith !== null", timeout=ui.timeout)
        assert page.evaluate("window.sharedWith.url") == link
        page.screenshot(path=str(ui.screenshots / "phone-share-kirin.png"))
    finally:
        context.close()


def test_without_a_share_sheet_only_copy_shows(page, open_app, ui):
    """A browser with no navigator.share (headless Chromium on Linux) shows Copy link and no Send button."""
    open_app(page, "kirin/play.ipynb")
    ui.wait(".ki-banner", "New game against")
    page.locator(".ki-share").click()
    ui.wait(".ki-share-copy")
    assert not page.locator(".ki-share-send").is_visible()


def test_a_link_pasted_into_an_open_play_page_opens(page, open_app, ui):
    """Only the hash changes when a link is pasted into an open tab: the page opens its game. A bad link keeps the
    game on the table and says why; a link of another game names that game by its title; a heading's anchor
    is no game and changes nothing."""
    open_app(page, "kirin/play.ipynb")
    ui.wait(".ki-banner", "New game against")
    page.evaluate("location.hash = '#game=AAAA'")
    ui.wait(".ki-banner", "could not be opened")
    assert "The game on the table goes on" in ui.text(".ki-banner")
    other = other_game("kirin")
    page.evaluate(f"location.hash = '#game={share.encode(bot_game(other, until=lambda s: True).to_json())}'")
    ui.wait(".ki-banner", other.title)
    assert f"{other.key}" not in ui.text(".ki-banner") and "Kirin" in ui.text(".ki-banner")
    page.evaluate("location.hash = '#How-to-play'")  # a heading's anchor: not a game link
    page.wait_for_timeout(1000)
    assert other.title in ui.text(".ki-banner")
    state = _kirin_mid_round()
    page.evaluate(f"location.hash = '#game={share.link_for(state, 2)}'")
    ui.wait(".ki-banner", "This link shares Chidi")
    ui.wait(".ki-hand-title", "Your hand (Chidi)")
    assert f"trick {len(state.observation(2)['tricks']) + 1} of 8" in ui.text(".ki-status")
