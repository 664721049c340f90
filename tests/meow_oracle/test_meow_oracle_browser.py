"""The Meow Oracle apps in a real browser: Voila serves the notebooks, headless Chromium clicks.

Uses the ``voila_server``/``open_app`` fixtures, the ``ui`` helper and the Chromium
set-up of ``tests/conftest.py``. Screenshots go to ``screenshots/`` (git-ignored). The
expected numbers are worked out by hand in the comments (MO-1..MO-4).
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

# The Review in the browser test plays 1 playout per choice: the test checks the page, not the figures.
# The Voila server (session-wide, started later) inherits this environment.


# ----- calculator ---------------------------------------------------------------------------
def test_calculator_rulebook_example_typed_grid_and_bad_input(page, open_app, ui):
    open_app(page, "meow_oracle/calculator.ipynb")
    page.locator(".mo-clear-all").click()
    ui.wait(".mo-banner", "Click a square")

    # One click loads the rulebook's example. By hand: 0 1 3 5 5 9 then 6 < 9, a run of 6 (MO-2);
    # lines B0 W5 B4, G6 W5 G3 and R1 W5 R8 with W5 as joker, 3 x 2 = 6 (MO-3); 6 + 6 = 12.
    # Against Bruno's 8 and Chidi's 15 Aiko beats one neighbour: 1 winner point (MO-4).
    page.locator(".mo-rulebook-example").click()
    ui.wait(".mo-breakdown .mo-total", "6 + 6 = 12")
    assert "Run of 6 cards" in ui.text(".mo-breakdown")
    ui.wait(".mo-wp-0")
    assert ui.text(".mo-wp-0").strip() == "1"
    words = ui.text(".mo-winner-points")
    assert "beats Bruno (8): +1" in words and "loses to Chidi (15): 0" in words
    ui.shot("mo_calculator_rulebook.png")

    # Typing an Area: 0..7 along the rows then a 2, a run of 8 worth 10 with the bonus (MO-2);
    # column a B0 B3 B6 and column b R1 W4 R7 score 2 each (MO-3): 10 + 4 = 14.
    ui.type(".mo-grid-text", "B0 R1 G2 B3 W4 G5 B6 R7 R2")
    ui.wait(".mo-breakdown .mo-total", "10 + 4 = 14")
    assert "8 + 2 bonus = 10 marks" in ui.text(".mo-breakdown")

    # A card that does not exist is named; nothing is scored.
    ui.type(".mo-grid-text", "W7 R1 G2 B3 W4 G5 B6 R7 R2")
    error = ui.wait(".mo-banner .tt-banner-warning")
    assert "'W7' is not a Meow Oracle card" in error.inner_text()
    ui.wait(".mo-breakdown .mo-total", state="detached")
    assert "Nothing is scored" in ui.text(".mo-breakdown")
    ui.shot("mo_calculator_error.png")


def test_calculator_by_clicking_squares_and_cards(page, open_app, ui):
    open_app(page, "meow_oracle/calculator.ipynb")
    page.locator(".mo-clear-all").click()
    ui.wait(".mo-banner", "Click a square")
    # Start on b2 and fill it, then a1, b1, c1 in order: the next empty square follows by itself.
    page.locator(".mo-sq-b2").click()
    ui.wait(".mo-sq-b2.mo-selected")
    ui.press("W4", within=".mo-palette")
    ui.wait(".mo-sq-b2.mo-card-W4")
    page.locator(".mo-sq-a1").click()
    for token in ["R0", "R1", "R2"]:
        ui.press(token, within=".mo-palette")
        ui.wait(f".mo-card-{token}.mo-square")
    # By hand: a1 b1 c1 = R0 R1 R2 is a red row (+2) and the run 0 1 2 stops at the empty a2: 3 + 2 = 5.
    ui.wait(".mo-breakdown .mo-total", "3 + 2 = 5")
    # A used card cannot be picked again: its palette button is off.
    assert page.locator(".mo-palette").get_by_role("button", name="R1", exact=True).is_disabled()


# ----- play table ---------------------------------------------------------------------------
def test_play_one_full_round_by_clicking(page, open_app, ui):
    open_app(page, "meow_oracle/play.ipynb")
    ui.wait(".mo-my-sq-a1")
    ui.shot("mo_play_start.png")
    shots = {"choose", "place"}
    explained = False
    for _ in range(60):
        status = ui.text(".mo-status")
        if "Round 2" in status or "game is over" in status:
            break
        if "Turn up" in status:
            not_down = page.locator(".mo-my-area .mo-square:not(.mo-back)")
            if not explained and not_down.count():
                # An illegal click is explained by the rule (MO-5); nothing changes.
                not_down.first.click()
                ui.wait(".mo-banner .tt-banner-warning", "rule MO-5")
                assert ui.text(".mo-status") == status
                explained = True
            page.locator(".mo-my-area .mo-back.mo-legal").first.click()
        elif "Keep 1" in status or "Keep 2" in status:
            ui.wait(".mo-confirm")
            if "choose" in shots:
                ui.shot("mo_play_choose.png")
                shots.discard("choose")
            page.locator(".mo-confirm").click()
        elif "Place" in status:
            page.locator(".mo-my-area .mo-legal").first.wait_for(timeout=ui.timeout)
            if "place" in shots:
                ui.shot("mo_play_place.png")
                shots.discard("place")
            page.locator(".mo-my-area .mo-legal").first.click()
        else:  # pragma: no cover - a status this test does not know
            raise AssertionError(f"unexpected status: {status}")
        try:
            page.wait_for_function("old => document.querySelector('.mo-status').innerText !== old",
                                   arg=status, timeout=ui.timeout)
        except Exception:
            raise AssertionError(f"nothing changed after a click; status {status!r}, message "
                                 f"{ui.text('.mo-banner')!r}")
        page.wait_for_timeout(150)  # the status is drawn last; let the browser finish drawing
    else:
        raise AssertionError("round 1 did not end within 60 clicks")
    # Round 1 is scored: one row per player with Point 1, Point 2, total and winner points.
    ui.wait(".mo-results .mo-round-1")
    text = ui.text(".mo-results")
    assert "Point 1: ascending run (MO-2)" in text and "Winner points (MO-4)" in text
    assert "You (Aiko)" in text and "Bruno (your left)" in text and "Chidi (your right)" in text
    assert "Round 1 is scored" in ui.text(".mo-banner")
    assert "Round 2 of 2" in ui.text(".mo-status")
    ui.shot("mo_play_scored.png")

    assert explained
    # The hint explains a move in words.
    page.locator(".mo-hint").click()
    ui.wait(".mo-banner", "Hint:")


def _play_to_the_end(page, ui, clicks: int = 120) -> None:
    """Play the learner's moves by clicking until the game is over (the first legal square, the default choice)."""
    for _ in range(clicks):
        status = ui.text(".mo-status")
        if "game is over" in status:
            return
        if "Turn up" in status:
            page.locator(".mo-my-area .mo-back.mo-legal, .mo-turn-aside").first.click()
        elif "Keep 1" in status or "Keep 2" in status:
            page.locator(".mo-confirm").click()
        else:
            page.locator(".mo-my-area .mo-legal").first.click()
        page.wait_for_function("old => document.querySelector('.mo-status').innerText !== old",
                               arg=status, timeout=ui.timeout)
    raise AssertionError(f"the game did not end within {clicks} clicks")


def test_play_a_beginner_game_then_review_it(page, open_app, ui):
    open_app(page, "meow_oracle/play.ipynb")
    ui.wait(".mo-my-sq-a1")
    # One Beginner bot: a short game (two rounds of 9 squares each for two players).
    ui.press("2", within=".mo-opponents")  # two players: one bot
    ui.press("Beginner", within=".mo-level")
    page.locator(".mo-new-game").click()
    ui.wait(".mo-status", "bots' level: Beginner")
    assert "Bruno (opponent): Beginner bot" in ui.text(".mo-players")
    _play_to_the_end(page, ui)
    ui.wait(".mo-banner", "The game is over")
    page.locator(".mo-review").click()
    row, text = ui.review_every_choice("mo")
    assert re.search(r" \u00b7 #\d+", text), text  # the label and the choice's number; the moment is in the details
    assert "turn-ups not listed" in ui.text(".mo-review-hidden")
    row.first.click()
    ui.wait(".mo-review-detail", "the coach's choice")
    assert re.search(r"Round \d of \d, turn \d+", ui.text(".mo-review-detail")), ui.text(".mo-review-detail")
    ui.shot("mo_play_review.png")


def test_play_opens_a_game_from_a_link_and_shares_it(page, open_app, ui, voila_server):
    from engines.meow_oracle import new_game
    from widgets import share

    state = new_game(4, seed=8)  # four players, 12 actions in: the link says so, not the page's settings
    for _ in range(12):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    url = f"{voila_server}/voila/render/meow_oracle/play.ipynb"
    open_app(page, f"{url}#game={share.encode(state.to_json())}")
    ui.wait(".mo-banner", "Opened the game from the link after 12 moves")
    assert "Dagny" in ui.text(".mo-players") and "Round 1 of 2" in ui.text(".mo-status")
    page.locator(".mo-share").click()
    link = page.locator(".mo-share-link textarea")
    link.wait_for(timeout=ui.timeout)
    assert link.input_value().startswith(url + "#game=")
    assert "dealt again" in ui.text(".mo-app") and "no other player" in ui.text(".mo-app")


# ----- replay -------------------------------------------------------------------------------
def test_replay_steps(page, open_app, ui):
    open_app(page, "meow_oracle/replay.ipynb")
    start, comment = ui.replay_first_step("mo")
    assert "dealt face down" in start
    assert re.search(r"Aiko turns up [RBGW]\d+ from a1", comment.inner_text())
    for _ in range(4):
        page.locator(".mo-replay-next").click()
    ui.wait(".mo-replay-comment", "Step 5 of")
    assert re.search(r"Aiko places [RBGW]\d+ on", comment.inner_text())
    # The Area shows the card placed at this step.
    assert page.locator(".mo-replay-areas .mo-area-0 svg title", has_text="card 1 of the ascending run").count() >= 1
    ui.shot("mo_replay.png")
    page.locator(".mo-replay-prev").click()
    ui.wait(".mo-replay-comment", "Step 4 of")
    assert "keeps" in comment.inner_text()
    page.locator(".mo-replay-last").click()
    ui.wait(".mo-replay-comment", "the game ends")
    assert page.locator(".mo-replay-results .mo-round-2").count() == 1
    ui.shot("mo_replay_end.png")
