"""The Kirin apps in a real browser: Voila serves the notebooks, headless Chromium clicks.

Uses the ``voila_server``/``open_app`` fixtures and the Chromium set-up of
``tests/conftest.py``. Screenshots go to ``screenshots/`` (git-ignored).
"""

from __future__ import annotations


import pytest

pytestmark = pytest.mark.browser

STEP_MS = 30_000


def _shot(page, path) -> None:
    """Screenshot the whole app: Voila scrolls inside the page, so grow the window to fit."""
    height = page.evaluate("() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollHeight))")
    page.set_viewport_size({"width": 1280, "height": min(max(900, height + 40), 6000)})
    page.screenshot(path=str(path))
    page.set_viewport_size({"width": 1280, "height": 900})


def _type(page, cls: str, text: str) -> None:
    """Type into a field and commit with Enter, as a learner does."""
    field = page.locator(f".{cls} input")
    field.fill(text)
    field.press("Enter")


def test_explorer_known_trick_gives_known_winner_ki5_ki6(page, open_app, screenshots):
    open_app(page, "kirin/trick_explorer.ipynb")
    page.locator(".ki-winner").wait_for(timeout=STEP_MS)
    _shot(page, screenshots / "ki_explorer.png")
    # By hand, descending order: numbers run 1 high, beasts X > B > S > Q. B4 S5 Q2 XK+: Q2 has
    # the best rank (2 beats 4 and 5; XK+ has no rank, KI-3), so the 3rd player wins (KI-5); XK+
    # is the only Kirin card, so the order turns ascending (KI-6).
    page.locator(".ki-order-choice button", has_text="descending").click()
    _type(page, "ki-trick-field", "B4 S5 Q2 XK+")
    winner = page.locator(".ki-winner", has_text="Q2")
    winner.wait_for(timeout=STEP_MS)
    assert "3rd player wins with Q2" in winner.inner_text()
    after = page.locator(".ki-order-after").inner_text()
    assert "Next trick: the order changes to ascending" in after and "XK+" in after
    # The follow part, same order: led B4; S5 is a weaker beast in descending, XK+ a Kirin card of
    # a stronger beast, so only XK+ may be played (KI-4).
    _type(page, "ki-led", "B4")
    _type(page, "ki-hand-field", "S5 XK+ Q1")
    page.locator(".ki-follow-summary", has_text="Only XK+ may be played").wait_for(timeout=STEP_MS)
    _shot(page, screenshots / "ki_explorer_typed.png")
    # Impossible input is named, nothing is computed from it.
    _type(page, "ki-trick-field", "B4 S5 S5 XK+")
    banner = page.locator(".ki-banner .ki-message-error")
    banner.wait_for(timeout=STEP_MS)
    assert "S5 appears 2 times" in banner.inner_text()
    assert page.locator(".ki-winner").count() == 0
    # A preset is one click away: every card a Kirin card, no winner.
    page.locator(".ki-preset-4").click()
    page.locator(".ki-winner", has_text="No winner").wait_for(timeout=STEP_MS)


def _hand_size(page) -> int:
    return page.locator(".ki-hand .ki-card").count()


def _wait_hand(page, n: int) -> None:
    page.wait_for_function(f"() => document.querySelectorAll('.ki-hand .ki-card').length === {n}",
                           timeout=STEP_MS)


def test_play_one_full_round_by_clicking(page, open_app, screenshots):
    open_app(page, "kirin/play.ipynb")
    _wait_hand(page, 9)
    assert "declaration" in page.locator(".ki-status").inner_text()
    _shot(page, screenshots / "ki_play_start.png")
    page.locator(".ki-hint").click()
    page.locator(".ki-banner", has_text="Hint: Declare").wait_for(timeout=STEP_MS)
    page.locator(".ki-hand-0").click()  # declare the first card
    _wait_hand(page, 8)
    page.locator(".ki-hand-note", has_text="You declared").wait_for(timeout=STEP_MS)
    explained = 0
    for trick in range(8):
        page.locator(".ki-hand .ki-playable").first.wait_for(timeout=STEP_MS)
        wrong = page.locator(".ki-hand .ki-unplayable")
        if wrong.count() and not explained:
            wrong.first.click()
            page.locator(".ki-banner .ki-message-error", has_text="You may not play").wait_for(timeout=STEP_MS)
            assert "KI-4" in page.locator(".ki-banner").inner_text()
            _shot(page, screenshots / "ki_play_illegal.png")
            explained += 1
        if trick == 3:
            _shot(page, screenshots / "ki_play_mid.png")
        page.locator(".ki-hand .ki-playable").first.click()
        _wait_hand(page, 7 - trick if trick < 7 else 9)  # after the 8th trick round 2 deals 9
    assert explained, "no trick of seed 1's first round offered a card the follow rule forbids"
    page.locator(".ki-banner", has_text="Round 1 is over").wait_for(timeout=STEP_MS)
    page.locator(".ki-scores", has_text="Total").wait_for(timeout=STEP_MS)
    assert "Round 1" in page.locator(".ki-scores").inner_text()
    page.locator(".ki-status", has_text="Round 2 of 3").wait_for(timeout=STEP_MS)
    page.locator(".ki-last-trick", has_text="Trick 8 of round 1").wait_for(timeout=STEP_MS)
    page.locator(".ki-log", has_text="Round 1 is over. The declarations are revealed").wait_for(timeout=STEP_MS)
    _shot(page, screenshots / "ki_play_round_over.png")


def test_replay_steps(page, open_app, screenshots):
    open_app(page, "kirin/replay.ipynb")
    comment = page.locator(".ki-replay-comment")
    comment.wait_for(timeout=STEP_MS)
    assert "Step 0 of" in comment.inner_text() and "dealt" in comment.inner_text()
    page.locator(".ki-replay-next").click()
    page.locator(".ki-replay-comment", has_text="Step 1 of").wait_for(timeout=STEP_MS)
    assert "declares" in comment.inner_text()
    page.locator(".ki-replay-next-trick").click()
    page.locator(".ki-replay-why").wait_for(timeout=STEP_MS)
    assert "wins" in comment.inner_text() and "(KI-5)" in comment.inner_text()
    _shot(page, screenshots / "ki_replay.png")
    page.locator(".ki-replay-prev").click()
    page.locator(".ki-replay-why").wait_for(state="detached", timeout=STEP_MS)
    page.locator(".ki-replay-last").click()
    page.locator(".ki-replay-comment", has_text="the game is over").wait_for(timeout=STEP_MS)
