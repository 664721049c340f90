"""The Dragon Egg apps in a real browser: Voila serves the notebooks, headless Chromium clicks.

Uses the ``voila_server``/``open_app`` fixtures, the ``ui`` helper and the Chromium
set-up of ``tests/conftest.py``. Screenshots go to ``screenshots/`` (git-ignored).
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]


def test_calculator_scores_a_typed_case(page, open_app, ui):
    open_app(page, "dragon_egg/calculator.ipynb")
    page.locator(".de-clear-all").click()
    ui.wait(".de-banner", "Fill in")
    # By hand: Fars R7 R* (Friends 14), R5 R5 (Friends 10), B7 B7 (Friends 14) score 2, 0, 2;
    # Nears B2 B3 (5), B10 B15 (25), R2 R3 (5) score 1, 2, 1; earnings 2, 0, 2 (DE-2, DE-3).
    sets = [("R7 R*", "B2 B3"), ("B10 B15", "R5 R5"), ("B7 B7", "R2 R3")]
    ui.type_each({f".de-set-{seat}-{part}": cards for seat, pair in enumerate(sets) for part, cards in zip("ab", pair)})
    ui.wait(".de-earnings-2")
    earned = zip(["2 × 1 = 2 ZOO", "0 × 2 = 0 ZOO", "2 × 1 = 2 ZOO"], (ui.text(f".de-earnings-{s}") for s in range(3)))
    assert all(words in text for words, text in earned)
    results = ui.text(".de-results")
    assert "Bruno earned nothing and takes a Sage's Bracelet" in results
    assert "R* became R7" in results
    ui.shot("de_calculator.png")

    # Impossible input is named, not scored: a third R7 on the table.
    ui.type(".de-set-1-b", "R7 R7")
    banner = ui.wait(".de-banner .tt-banner-warning")
    assert "R7 appears 3 times" in banner.inner_text()
    assert page.locator(".de-earnings-0").count() == 0
    ui.shot("de_calculator_error.png")


def test_calculator_by_clicking_cards(page, open_app, ui):
    open_app(page, "dragon_egg/calculator.ipynb")
    page.locator(".de-players button", has_text=re.compile(r"^2$")).click()
    page.locator(".de-clear-all").click()
    ui.wait(".de-banner", "Fill in")
    for token in "R20 R20 B5 B5 R3 B3 B2 B7".split():
        ui.press(token)
    ui.wait(".de-earnings-1")
    # Aiko's R20 R20 (Friends 40) and B5 B5 (Friends 10) beat Bruno's BAH-YAH sets: 1 x 1 = 1.
    assert "1 × 1 = 1 ZOO" in ui.text(".de-earnings-0")
    assert "0 × 0 = 0 ZOO" in ui.text(".de-earnings-1")
    assert "goes to Aiko" in ui.text(".de-results")


def test_play_one_full_round_by_clicking(page, open_app, ui):
    open_app(page, "dragon_egg/play.ipynb")
    ui.wait(".de-hand-0")
    ui.shot("de_play_start.png")
    # An illegal click is explained: no bracelet to return in round 1 (DE-5).
    page.locator(".de-bracelet").click()
    ui.wait(".de-banner .tt-banner-warning", "no bracelet")

    for i in range(4):
        page.locator(f".de-hand-{i}").click()
        ui.wait(f".de-hand-{i}.de-selected")
    ui.wait(".de-sets-preview", "Far:")
    ui.shot("de_play_picked.png")
    page.locator(".de-place").click()

    # Round 1 is revealed and scored; the breakdown lists every player.
    ui.wait(".de-round-result", "Earnings = Far × Near")
    ui.wait(".de-log", re.compile(r"Round 2:|The game ends"))
    ui.wait(".de-hand .de-selected", state="detached")
    breakdown = ui.text(".de-round-result")
    assert "Round 1" in breakdown and "You (Aiko)" in breakdown and "Bruno (bot)" in breakdown
    assert re.search(r"\d × \d = \d+ ZOO", breakdown)
    assert "Round 1 is scored" in ui.text(".de-banner") or "game is over" in ui.text(".de-banner")
    ui.shot("de_play_scored.png")

    # Whatever round 2 offers (a discard, the egg, a build), the status says what to do.
    status = ui.text(".de-status")
    if "click a card to discard" in status:
        page.locator(".de-hand-0").click()
    elif "You hold the egg" in status:
        page.locator(".de-no-egg").click()
    assert "Round 2" in ui.text(".de-status") or "over" in ui.text(".de-status")
    page.locator(".de-hint").click()
    ui.wait(".de-banner", "Hint:")
    log = ui.text(".de-log")
    assert "Aiko places Far" in log and "Bruno places two sets face down" in log


def test_replay_steps(page, open_app, ui):
    open_app(page, "dragon_egg/replay.ipynb")
    start, comment = ui.replay_first_step("de")
    assert "begins" in start
    page.locator(".de-replay-next").click()
    page.locator(".de-replay-next").click()
    ui.wait(".de-replay-comment", "Step 3 of")
    assert "every set is revealed" in comment.inner_text()
    ui.shot("de_replay.png")
    page.locator(".de-replay-prev").click()
    ui.wait(".de-replay-comment", "Step 2 of")
    page.locator(".de-replay-last").click()
    ui.wait(".de-replay-comment", "the game ends")


def _status_changes(ui, before: str, seconds: float = 30) -> str:
    """Wait until the status line says something else than ``before``; return the new text."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        text = ui.text(".de-status")
        if text != before:
            return text
        time.sleep(0.1)
    raise AssertionError(f"the status stayed {before!r}")


#: Resolves once the hand's drawing has not changed for 1 s (a new round draws it again after the status line).
HAND_SETTLED = """() => new Promise(done => {
  const hand = document.querySelector('.de-hand');
  let timer = setTimeout(finish, 1000);
  const watch = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(finish, 1000); });
  function finish() { watch.disconnect(); done(true); }
  watch.observe(hand, {subtree: true, childList: true, attributes: true});
})"""


def _select_card(page, ui, i: int) -> None:
    """Click card ``i`` of the hand and wait until it shows as selected. A click toggles the card, so it is
    clicked again only when the first was lost (it landed on a drawing of the hand that was being replaced):
    the test waits for the hand to settle before picking, and gives a click the whole step's time."""
    page.locator(f".de-hand-{i}").click()
    try:
        page.locator(f".de-hand-{i}.de-selected").wait_for(timeout=ui.timeout)
    except PlaywrightTimeout:
        page.locator(f".de-hand-{i}").click()
        ui.wait(f".de-hand-{i}.de-selected")


def test_play_a_short_game_and_review_it(page, open_app, ui, voila_server):
    # The shared server reviews with two playouts per action (TUTOR_REVIEW_BUDGET, tests/conftest.py).
    base = voila_server
    open_app(page, f"{base}/voila/render/dragon_egg/play.ipynb")
    ui.wait(".de-hand-0")
    # Seed 13, one Beginner bot: the game ends after three rounds when Aiko builds from her first four cards.
    page.locator(".de-opponents button", has_text=re.compile(r"^2$")).click()  # two players: one bot
    page.locator(".de-level button", has_text="Beginner").click()
    ui.type(".de-seed", "13")
    page.locator(".de-new-game").click()
    ui.wait(".de-banner", "New game against 1 Beginner bot (seed 13)")
    assert "Level: Beginner" in ui.text(".de-status")
    assert "Bruno (Beginner bot)" in ui.text(".de-players-panel")
    status = ui.text(".de-status")
    for _ in range(30):
        if "The game is over" in status:
            break
        if "click a card to discard" in status:
            page.locator(".de-hand-0").click()
        elif "You hold the egg" in status:
            page.locator(".de-no-egg").click()
        else:
            page.evaluate(HAND_SETTLED)
            for i in range(4):
                _select_card(page, ui, i)
            page.locator(".de-place").click()
        status = _status_changes(ui, status)
    assert "The game is over" in status
    ui.wait(".de-banner", "Press Review")

    page.locator(".de-review").click()
    ui.wait(".de-review-banner", "Reviewed")
    page.locator(".de-review-all").click()  # every choice, not only the flagged ones
    row = ui.wait(".de-review-row >> nth=0")
    text = row.inner_text()
    assert re.search(r" \u00b7 #\d+", text), text  # the label and the choice's number; the moment is in the details
    assert any(word in text for word in ("best", "good", "inaccuracy", "mistake", "blunder"))
    row.click()
    detail = ui.wait(".de-review-detail", "the coach's choice")
    assert re.search(r"Round \d+, building the sets", detail.inner_text()), detail.inner_text()
    assert "Games won" in detail.inner_text()
    ui.shot("de_play_review.png")


def test_play_opens_a_game_from_a_link_and_shares_it(page, open_app, ui, voila_server):
    from engines.dragon_egg import new_game
    from widgets import share

    state = new_game(4, seed=8)  # four players, round 1: the link says so, not the page's settings
    for seat in (1, 2, 3):
        state.apply(seat, state.legal_actions(seat)[0])
    url = f"{voila_server}/voila/render/dragon_egg/play.ipynb"
    open_app(page, f"{url}#game={share.encode(state.to_json())}")
    ui.wait(".de-banner", "Opened the game from the link after 3 moves")
    assert "Dagny" in ui.text(".de-players-panel") and "You (Aiko)" in ui.text(".de-players-panel")
    hand = state.observation(0)["hand"]  # Aiko's hand from the link, not the page's own deal
    ui.wait(".de-hand", re.compile(r"\s*".join(hand)))
    page.locator(".de-share").click()
    link = page.locator(".de-share-link textarea")
    link.wait_for(timeout=ui.timeout)
    assert link.input_value().startswith(url + "#game=")
    assert "dealt again" in ui.text(".de-app") and "no other player" in ui.text(".de-app")
