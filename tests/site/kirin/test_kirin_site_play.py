"""Kirin's play page on the static site, in a real browser with no network: a dealt game and one opened from a link.

Uses the fixtures of tests/site/conftest.py (the site built by ``./tutor site``, served on 127.0.0.1, every other
request refused), on a phone's screen; the app is driven with the same selectors as its Voila test
(tests/kirin/test_kirin_browser.py). The dealt game's page is opened with ``open_phone_site_page``, which checks it as
the walk of every gallery page does (tests/site/test_site_browser.py leaves the page to this test).
"""

from __future__ import annotations

import re

import pytest

from engines.kirin import new_game as new_kirin_game
from engines.kirin.cards import tokens_of

pytestmark = pytest.mark.browser


def _app_tokens(page, root: str) -> set[str]:
    """Every Kirin card token in the DOM of the app (its markup, style sheets left out)."""
    markup = page.evaluate(
        """root => { const app = document.querySelector(root).cloneNode(true);
                     app.querySelectorAll('style').forEach(s => s.remove());
                     return app.outerHTML; }""",
        root,
    )
    return set(re.findall(r"(?<![A-Za-z0-9])[QSBX](?:[1-6T]|K[+-])(?![A-Za-z0-9])", markup))


@pytest.mark.site_phone_check("kirin/play.ipynb")
def test_kirin_play_deals_takes_a_declaration_and_plays_a_card_showing_only_the_learners_cards(
        open_phone_site_page, page_helpers):
    page = open_phone_site_page("kirin/play.ipynb")
    ui = page_helpers.make_ui(page)

    def hand_size(n: int) -> None:
        page.wait_for_function(f"() => document.querySelectorAll('.ki-hand .ki-card').length === {n}",
                               timeout=ui.timeout)

    hand_size(9)
    assert "declaration" in ui.text(".ki-status")
    # The page deals seed 1 (as notebooks/kirin/play.ipynb says); the engine tells the hands.
    dealt = new_kirin_game(seed=1)
    mine = set(tokens_of(dealt.hands[0]))
    bots = {token for seat in (1, 2, 3) for token in tokens_of(dealt.hands[seat])}
    shown = _app_tokens(page, ".ki-app")
    assert mine <= shown, f"the learner's cards are not all shown: {sorted(mine - shown)}"
    assert not shown & bots, f"the page holds bots' cards: {sorted(shown & bots)}"

    page.locator(".ki-hand-0").click()  # declare the first card
    hand_size(8)
    ui.wait(".ki-hand-note", "You declared")
    page.locator(".ki-hand .ki-playable").first.click()
    hand_size(7)
    # The hand is redrawn before the table, and the bots then play theirs: wait for the finished trick.
    ui.wait(".ki-last-trick", "Trick 1 of round 1")
    ui.shot("site_ki_play.png")


def test_kirin_play_opens_a_game_from_a_link_on_the_site(phone_site_context, site_checks, page_helpers):
    """A shared ``#game=`` link works where Python runs in the browser: the page reads
    the fragment, opens the game for the seat to act and shows only that seat's cards; Share gives
    the site's own address back."""
    from engines.kirin.bots import RandomBot
    from widgets import share

    state = new_kirin_game(4, seed=5)
    bots = [RandomBot(50 + s) for s in range(4)]
    while not (state.observation(0)["phase"] == "play" and state.to_act() == [2]
               and len(state.observation(0)["tricks"]) >= 2):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    page = phone_site_context.new_page()
    try:
        address = site_checks.url("kirin/play.ipynb")
        page.goto(f"{address}#game={share.encode(state.to_json())}")
        site_checks.wait(page)
        ui = page_helpers.make_ui(page)
        ui.wait(".ki-banner", "Opened the game from the link")
        ui.wait(".ki-hand-title", "Your hand (Chidi)")
        page.wait_for_function(
            f"() => document.querySelectorAll('.ki-hand .ki-card').length === {len(state.hand(2))}",
            timeout=ui.timeout)
        shown = _app_tokens(page, ".ki-app")
        others = {token for seat in (0, 1, 3) for token in tokens_of(state.hands[seat])}
        assert set(tokens_of(state.hands[2])) <= shown
        assert not shown & others, f"the page holds other players' cards: {sorted(shown & others)}"
        page.locator(".ki-share").click()
        link = ui.wait(".ki-share-link textarea")
        assert link.input_value().startswith(address + "#game=")
        assert not site_checks.problems(page)
    finally:
        page.close()
