"""The Dragon Egg apps in a real browser: Voila serves the notebooks, headless Chromium clicks.

Uses the ``voila_server``/``open_app`` fixtures and the Chromium set-up of
``tests/conftest.py``. Screenshots go to ``screenshots/`` (git-ignored).
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

STEP_MS = 30_000


def _shot(page, path) -> None:
    """Screenshot the whole app: Voila scrolls inside the page, so grow the window to fit."""
    height = page.evaluate("() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollHeight))")
    page.set_viewport_size({"width": 1280, "height": min(max(900, height + 40), 6000)})
    page.screenshot(path=str(path))
    page.set_viewport_size({"width": 1280, "height": 900})


def _fill_set(page, seat: int, k: str, text: str) -> None:
    """Type a set into a player's field and commit it with Enter, as a learner does."""
    field = page.locator(f".de-set-{seat}-{k} input")
    field.fill(text)
    field.press("Enter")


def test_calculator_scores_a_typed_case(page, open_app, screenshots):
    open_app(page, "dragon_egg/calculator.ipynb")
    page.locator(".de-clear-all").click()
    page.locator(".de-banner", has_text="Fill in").wait_for(timeout=STEP_MS)
    # By hand: Fars R7 R* (Friends 14), R5 R5 (Friends 10), B7 B7 (Friends 14) score 2, 0, 2;
    # Nears B2 B3 (5), B10 B15 (25), R2 R3 (5) score 1, 2, 1; earnings 2, 0, 2 (DE-2, DE-3).
    for seat, (a, b) in enumerate([("R7 R*", "B2 B3"), ("B10 B15", "R5 R5"), ("B7 B7", "R2 R3")]):
        _fill_set(page, seat, "a", a)
        _fill_set(page, seat, "b", b)
    earnings = [page.locator(f".de-earnings-{s}") for s in range(3)]
    earnings[2].wait_for(timeout=STEP_MS)
    texts = [e.inner_text() for e in earnings]
    assert "2 × 1 = 2 ZOO" in texts[0]
    assert "0 × 2 = 0 ZOO" in texts[1]
    assert "2 × 1 = 2 ZOO" in texts[2]
    results = page.locator(".de-results").inner_text()
    assert "Bruno earned nothing and takes a Sage's Bracelet" in results
    assert "R* became R7" in results
    _shot(page, screenshots / "de_calculator.png")

    # Impossible input is named, not scored: a third R7 on the table.
    _fill_set(page, 1, "b", "R7 R7")
    banner = page.locator(".de-banner .tt-banner-warning")
    banner.wait_for(timeout=STEP_MS)
    assert "R7 appears 3 times" in banner.inner_text()
    assert page.locator(".de-earnings-0").count() == 0
    _shot(page, screenshots / "de_calculator_error.png")


def test_calculator_by_clicking_cards(page, open_app):
    open_app(page, "dragon_egg/calculator.ipynb")
    page.locator(".de-players button", has_text=re.compile(r"^2$")).click()
    page.locator(".de-clear-all").click()
    page.locator(".de-banner", has_text="Fill in").wait_for(timeout=STEP_MS)
    for token in "R20 R20 B5 B5 R3 B3 B2 B7".split():
        page.get_by_role("button", name=token, exact=True).click()
    page.locator(".de-earnings-1").wait_for(timeout=STEP_MS)
    # Aiko's R20 R20 (Friends 40) and B5 B5 (Friends 10) beat Bruno's BAH-YAH sets: 1 x 1 = 1.
    assert "1 × 1 = 1 ZOO" in page.locator(".de-earnings-0").inner_text()
    assert "0 × 0 = 0 ZOO" in page.locator(".de-earnings-1").inner_text()
    assert "goes to Aiko" in page.locator(".de-results").inner_text()


def _status(page) -> str:
    return page.locator(".de-status").inner_text()


def test_play_one_full_round_by_clicking(page, open_app, screenshots):
    open_app(page, "dragon_egg/play.ipynb")
    page.locator(".de-hand-0").wait_for(timeout=STEP_MS)
    _shot(page, screenshots / "de_play_start.png")
    # An illegal click is explained: no bracelet to return in round 1 (DE-5).
    page.locator(".de-bracelet").click()
    page.locator(".de-banner .tt-banner-warning", has_text="no bracelet").wait_for(timeout=STEP_MS)

    for i in range(4):
        page.locator(f".de-hand-{i}").click()
        page.locator(f".de-hand-{i}.de-selected").wait_for(timeout=STEP_MS)
    page.locator(".de-sets-preview", has_text="Far:").wait_for(timeout=STEP_MS)
    _shot(page, screenshots / "de_play_picked.png")
    page.locator(".de-place").click()

    # Round 1 is revealed and scored; the breakdown lists every player.
    page.locator(".de-round-result", has_text="Earnings = Far × Near").wait_for(timeout=STEP_MS)
    page.locator(".de-log", has_text=re.compile(r"Round 2:|The game ends")).wait_for(timeout=STEP_MS)
    page.locator(".de-hand .de-selected").wait_for(state="detached", timeout=STEP_MS)
    breakdown = page.locator(".de-round-result").inner_text()
    assert "Round 1" in breakdown and "You (Aiko)" in breakdown and "Bruno (bot)" in breakdown
    assert re.search(r"\d × \d = \d+ ZOO", breakdown)
    assert "Round 1 is scored" in page.locator(".de-banner").inner_text() or "game is over" in \
        page.locator(".de-banner").inner_text()
    _shot(page, screenshots / "de_play_scored.png")

    # Whatever round 2 offers (a discard, the egg, a build), the status says what to do.
    status = _status(page)
    if "click a card to discard" in status:
        page.locator(".de-hand-0").click()
    elif "You hold the egg" in status:
        page.locator(".de-no-egg").click()
    assert "Round 2" in _status(page) or "over" in _status(page)
    page.locator(".de-hint").click()
    page.locator(".de-banner", has_text="Hint:").wait_for(timeout=STEP_MS)
    log = page.locator(".de-log").inner_text()
    assert "Aiko places Far" in log and "Bruno places two sets face down" in log


def test_replay_steps(page, open_app, screenshots):
    open_app(page, "dragon_egg/replay.ipynb")
    comment = page.locator(".de-replay-comment")
    comment.wait_for(timeout=STEP_MS)
    assert "Step 0 of" in comment.inner_text() and "begins" in comment.inner_text()
    page.locator(".de-replay-next").click()
    page.locator(".de-replay-comment", has_text="Step 1 of").wait_for(timeout=STEP_MS)
    page.locator(".de-replay-next").click()
    page.locator(".de-replay-next").click()
    page.locator(".de-replay-comment", has_text="Step 3 of").wait_for(timeout=STEP_MS)
    assert "every set is revealed" in comment.inner_text()
    _shot(page, screenshots / "de_replay.png")
    page.locator(".de-replay-prev").click()
    page.locator(".de-replay-comment", has_text="Step 2 of").wait_for(timeout=STEP_MS)
    page.locator(".de-replay-last").click()
    page.locator(".de-replay-comment", has_text="the game ends").wait_for(timeout=STEP_MS)
