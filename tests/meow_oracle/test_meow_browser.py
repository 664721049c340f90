"""The Meow Oracle apps in a real browser: Voila serves the notebooks, headless Chromium clicks.

Uses the ``voila_server``/``open_app`` fixtures and the Chromium set-up of
``tests/conftest.py``. Screenshots go to ``screenshots/`` (git-ignored). The
expected numbers are worked out by hand in the comments (MO-1..MO-4).
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


def _total(page) -> str:
    """The total the learner reads under the scored Area."""
    return page.locator(".mo-breakdown .mo-total").inner_text()


# ----- calculator ---------------------------------------------------------------------------
def test_calculator_rulebook_example_typed_grid_and_bad_input(page, open_app, screenshots):
    open_app(page, "meow_oracle/calculator.ipynb")
    page.locator(".mo-clear-all").click()
    page.locator(".mo-banner", has_text="Click a square").wait_for(timeout=STEP_MS)

    # One click loads the rulebook's example. By hand: 0 1 3 5 5 9 then 6 < 9, a run of 6 (MO-2);
    # lines B0 W5 B4, G6 W5 G3 and R1 W5 R8 with W5 as joker, 3 x 2 = 6 (MO-3); 6 + 6 = 12.
    # Against Bruno's 8 and Chidi's 15 Aiko beats one neighbour: 1 winner point (MO-4).
    page.locator(".mo-rulebook-example").click()
    page.locator(".mo-breakdown .mo-total", has_text="6 + 6 = 12").wait_for(timeout=STEP_MS)
    assert "Run of 6 cards" in page.locator(".mo-breakdown").inner_text()
    page.locator(".mo-wp-0").wait_for(timeout=STEP_MS)
    assert page.locator(".mo-wp-0").inner_text().strip() == "1"
    words = page.locator(".mo-winner-points").inner_text()
    assert "beats Bruno (8): +1" in words and "loses to Chidi (15): 0" in words
    _shot(page, screenshots / "mo_calculator_rulebook.png")

    # Typing an Area: 0..7 along the rows then a 2, a run of 8 worth 10 with the bonus (MO-2);
    # column a B0 B3 B6 and column b R1 W4 R7 score 2 each (MO-3): 10 + 4 = 14.
    field = page.locator(".mo-grid-text input")
    field.fill("B0 R1 G2 B3 W4 G5 B6 R7 R2")
    field.press("Enter")
    page.locator(".mo-breakdown .mo-total", has_text="10 + 4 = 14").wait_for(timeout=STEP_MS)
    assert "8 + 2 bonus = 10 points" in page.locator(".mo-breakdown").inner_text()

    # A card that does not exist is named; nothing is scored.
    field.fill("W7 R1 G2 B3 W4 G5 B6 R7 R2")
    field.press("Enter")
    error = page.locator(".mo-banner .tt-banner-warning")
    error.wait_for(timeout=STEP_MS)
    assert "'W7' is not a Meow Oracle card" in error.inner_text()
    page.locator(".mo-breakdown .mo-total").wait_for(state="detached", timeout=STEP_MS)
    assert "Nothing is scored" in page.locator(".mo-breakdown").inner_text()
    _shot(page, screenshots / "mo_calculator_error.png")


def test_calculator_by_clicking_squares_and_cards(page, open_app):
    open_app(page, "meow_oracle/calculator.ipynb")
    page.locator(".mo-clear-all").click()
    page.locator(".mo-banner", has_text="Click a square").wait_for(timeout=STEP_MS)
    # Start on b2 and fill it, then a1, b1, c1 in order: the next empty square follows by itself.
    page.locator(".mo-sq-b2").click()
    page.locator(".mo-sq-b2.mo-selected").wait_for(timeout=STEP_MS)
    page.locator(".mo-palette").get_by_role("button", name="W4", exact=True).click()
    page.locator(".mo-sq-b2.mo-card-W4").wait_for(timeout=STEP_MS)
    page.locator(".mo-sq-a1").click()
    for token in ["R0", "R1", "R2"]:
        page.locator(".mo-palette").get_by_role("button", name=token, exact=True).click()
        page.locator(f".mo-card-{token}.mo-square").wait_for(timeout=STEP_MS)
    # By hand: a1 b1 c1 = R0 R1 R2 is a red row (+2) and the run 0 1 2 stops at the empty a2: 3 + 2 = 5.
    page.locator(".mo-breakdown .mo-total", has_text="3 + 2 = 5").wait_for(timeout=STEP_MS)
    # A used card cannot be picked again: its palette button is off.
    assert page.locator(".mo-palette").get_by_role("button", name="R1", exact=True).is_disabled()


# ----- play table ---------------------------------------------------------------------------
def _status(page) -> str:
    return page.locator(".mo-status").inner_text()


def test_play_one_full_round_by_clicking(page, open_app, screenshots):
    open_app(page, "meow_oracle/play.ipynb")
    page.locator(".mo-my-sq-a1").wait_for(timeout=STEP_MS)
    _shot(page, screenshots / "mo_play_start.png")
    shots = {"choose", "place"}
    explained = False
    for _ in range(60):
        status = _status(page)
        if "Round 2" in status or "game is over" in status:
            break
        if "Turn up" in status:
            not_down = page.locator(".mo-my-area .mo-square:not(.mo-back)")
            if not explained and not_down.count():
                # An illegal click is explained by the rule (MO-5); nothing changes.
                not_down.first.click()
                page.locator(".mo-banner .tt-banner-warning", has_text="rule MO-5").wait_for(timeout=STEP_MS)
                assert _status(page) == status
                explained = True
            page.locator(".mo-my-area .mo-back.mo-legal").first.click()
        elif "Keep 1" in status or "Keep 2" in status:
            page.locator(".mo-confirm").wait_for(timeout=STEP_MS)
            if "choose" in shots:
                _shot(page, screenshots / "mo_play_choose.png")
                shots.discard("choose")
            page.locator(".mo-confirm").click()
        elif "Place" in status:
            page.locator(".mo-my-area .mo-legal").first.wait_for(timeout=STEP_MS)
            if "place" in shots:
                _shot(page, screenshots / "mo_play_place.png")
                shots.discard("place")
            page.locator(".mo-my-area .mo-legal").first.click()
        else:  # pragma: no cover - a status this test does not know
            raise AssertionError(f"unexpected status: {status}")
        try:
            page.wait_for_function("old => document.querySelector('.mo-status').innerText !== old",
                                   arg=status, timeout=STEP_MS)
        except Exception:
            raise AssertionError(f"nothing changed after a click; status {status!r}, message "
                                 f"{page.locator('.mo-banner').inner_text()!r}")
        page.wait_for_timeout(150)  # the status is drawn last; let the browser finish drawing
    else:
        raise AssertionError("round 1 did not end within 60 clicks")
    # Round 1 is scored: one row per player with Point 1, Point 2, total and winner points.
    results = page.locator(".mo-results")
    results.locator(".mo-round-1").wait_for(timeout=STEP_MS)
    text = results.inner_text()
    assert "Point 1: ascending run (MO-2)" in text and "Winner points (MO-4)" in text
    assert "You (Aiko)" in text and "Bruno (your left)" in text and "Chidi (your right)" in text
    assert "Round 1 is scored" in page.locator(".mo-banner").inner_text()
    assert "Round 2 of 2" in _status(page)
    _shot(page, screenshots / "mo_play_scored.png")

    assert explained
    # The hint explains a move in words.
    page.locator(".mo-hint").click()
    page.locator(".mo-banner", has_text="Hint:").wait_for(timeout=STEP_MS)


# ----- replay -------------------------------------------------------------------------------
def test_replay_steps(page, open_app, screenshots):
    open_app(page, "meow_oracle/replay.ipynb")
    comment = page.locator(".mo-replay-comment")
    comment.wait_for(timeout=STEP_MS)
    assert "Step 0 of" in comment.inner_text() and "dealt face down" in comment.inner_text()
    page.locator(".mo-replay-next").click()
    page.locator(".mo-replay-comment", has_text="Step 1 of").wait_for(timeout=STEP_MS)
    assert re.search(r"Aiko turns up [RBGW]\d+ from a1", comment.inner_text())
    for _ in range(4):
        page.locator(".mo-replay-next").click()
    page.locator(".mo-replay-comment", has_text="Step 5 of").wait_for(timeout=STEP_MS)
    assert re.search(r"Aiko places [RBGW]\d+ on", comment.inner_text())
    # The Area shows the card placed at this step.
    assert page.locator(".mo-replay-areas .mo-area-0 svg title", has_text="card 1 of the ascending run").count() >= 1
    _shot(page, screenshots / "mo_replay.png")
    page.locator(".mo-replay-prev").click()
    page.locator(".mo-replay-comment", has_text="Step 4 of").wait_for(timeout=STEP_MS)
    assert "keeps" in comment.inner_text()
    page.locator(".mo-replay-last").click()
    page.locator(".mo-replay-comment", has_text="the game ends").wait_for(timeout=STEP_MS)
    assert page.locator(".mo-replay-results .mo-round-2").count() == 1
    _shot(page, screenshots / "mo_replay_end.png")
