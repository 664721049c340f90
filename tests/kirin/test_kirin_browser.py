"""The Kirin apps in a real browser: Voila serves the notebooks, headless Chromium clicks.

Uses the ``voila_server``/``open_app`` fixtures, the ``ui`` helper and the Chromium
set-up of ``tests/conftest.py``. Screenshots go to ``screenshots/`` (git-ignored).
"""

from __future__ import annotations


import pytest

pytestmark = pytest.mark.browser


def test_explorer_known_trick_gives_known_winner_ki5_ki6(page, open_app, ui):
    open_app(page, "kirin/trick_explorer.ipynb")
    ui.wait(".ki-winner")
    ui.shot("ki_explorer.png")
    # By hand, descending order: numbers run 1 high, beasts X > B > S > Q. B4 S5 Q2 XK+: Q2 has
    # the best rank (2 beats 4 and 5; XK+ has no rank, KI-3), so the 3rd player wins (KI-5); XK+
    # is the only Kirin card, so the order turns ascending (KI-6).
    page.locator(".ki-order-choice button", has_text="descending").click()
    ui.type(".ki-trick-field", "B4 S5 Q2 XK+")
    winner = ui.wait(".ki-winner", "Q2")
    assert "3rd player wins with Q2" in winner.inner_text()
    after = ui.text(".ki-order-after")
    assert "Next trick: the order changes to ascending" in after and "XK+" in after
    # The follow part, same order: led B4; S5 is a weaker beast in descending, XK+ a Kirin card of
    # a stronger beast, so only XK+ may be played (KI-4).
    ui.type(".ki-led", "B4")
    ui.type(".ki-hand-field", "S5 XK+ Q1")
    ui.wait(".ki-follow-summary", "Only XK+ may be played")
    ui.shot("ki_explorer_typed.png")
    # Impossible input is named, nothing is computed from it.
    ui.type(".ki-trick-field", "B4 S5 S5 XK+")
    banner = ui.wait(".ki-banner .tt-banner-error")
    assert "S5 appears 2 times" in banner.inner_text()
    assert page.locator(".ki-winner").count() == 0
    # A preset is one click away: every card a Kirin card, no winner.
    page.locator(".ki-preset-4").click()
    ui.wait(".ki-winner", "No winner")


def _wait_hand(ui, n: int) -> None:
    """Wait until the hand shows ``n`` cards."""
    ui.page.wait_for_function(f"() => document.querySelectorAll('.ki-hand .ki-card').length === {n}",
                              timeout=ui.timeout)


def test_play_one_full_round_by_clicking(page, open_app, ui):
    open_app(page, "kirin/play.ipynb")
    _wait_hand(ui, 9)
    assert "declaration" in ui.text(".ki-status")
    ui.shot("ki_play_start.png")
    page.locator(".ki-hint").click()
    ui.wait(".ki-banner", "Hint: Declare")
    page.locator(".ki-hand-0").click()  # declare the first card
    _wait_hand(ui, 8)
    ui.wait(".ki-hand-note", "You declared")
    explained = 0
    for trick in range(8):
        page.locator(".ki-hand .ki-playable").first.wait_for(timeout=ui.timeout)
        wrong = page.locator(".ki-hand .ki-unplayable")
        if wrong.count() and not explained:
            wrong.first.click()
            ui.wait(".ki-banner .tt-banner-warning", "You may not play")
            assert "KI-4" in ui.text(".ki-banner")
            ui.shot("ki_play_illegal.png")
            explained += 1
        if trick == 3:
            ui.shot("ki_play_mid.png")
        page.locator(".ki-hand .ki-playable").first.click()
        _wait_hand(ui, 7 - trick if trick < 7 else 9)  # after the 8th trick round 2 deals 9
    assert explained, "no trick of seed 1's first round offered a card the follow rule forbids"
    ui.wait(".ki-banner", "Round 1 is over")
    ui.wait(".ki-scores", "Total")
    assert "Round 1" in ui.text(".ki-scores")
    ui.wait(".ki-status", "Round 2 of 3")
    ui.wait(".ki-last-trick", "Trick 8 of round 1")
    ui.wait(".ki-log", "Round 1 is over. The declarations are revealed")
    ui.shot("ki_play_round_over.png")


def test_replay_steps(page, open_app, ui):
    open_app(page, "kirin/replay.ipynb")
    start, comment = ui.replay_first_step("ki")
    assert "dealt" in start
    assert "declares" in comment.inner_text()
    page.locator(".ki-replay-next-trick").click()
    ui.wait(".ki-replay-why")
    assert "wins" in comment.inner_text() and "(KI-5)" in comment.inner_text()
    ui.shot("ki_replay.png")
    page.locator(".ki-replay-prev").click()
    ui.wait(".ki-replay-why", state="detached")
    page.locator(".ki-replay-last").click()
    ui.wait(".ki-replay-comment", "the game is over")


def test_play_a_beginner_game_and_review_it(page, open_app, ui):
    open_app(page, "kirin/play.ipynb")
    _wait_hand(ui, 9)
    page.locator(".ki-level button", has_text="Beginner").click()
    page.locator(".ki-new-game").click()
    ui.wait(".ki-banner", "three Beginner bots")
    ui.wait(".ki-players", "Bruno (Beginner bot)")
    for rnd in range(3):
        _wait_hand(ui, 9)
        page.locator(".ki-hand-0").click()  # declare the first card
        _wait_hand(ui, 8)
        for trick in range(8):
            page.locator(".ki-hand .ki-playable").first.click()
            _wait_hand(ui, 7 - trick if trick < 7 else (9 if rnd < 2 else 0))
    ui.wait(".ki-banner", "The game is over")
    page.locator(".ki-review:not([disabled])").click()
    # With the tiny budget the review ends at once; at the coach's own budget, stop after this row.
    page.locator(".ki-review-row").first.wait_for(state="attached", timeout=ui.timeout)
    page.evaluate("document.querySelector('.ki-review-stop')?.click()")
    row, first = ui.review_every_choice("ki")
    assert " \u00b7 #" in first  # the label and the choice's number; the moment and the move are in the details
    row.first.click()
    legend = ui.wait(".ki-review-legend")
    detail = ui.text(".ki-review-detail")
    assert "Round 1 of 3, the declaration" in detail or "Round 1 of 3, trick" in detail, detail
    assert "choice" in legend.inner_text()
    assert "Games won" in ui.text(".ki-review-detail")
    ui.shot("ki_play_review.png")


def test_play_opens_a_game_from_a_link(page, open_app, ui):
    # A game played by random bots until Chidi is to play, as a teacher would share it.
    from engines import kirin
    from engines.kirin.bots import RandomBot
    from widgets import share

    state = kirin.new_game(4, seed=5)
    bots = [RandomBot(50 + s) for s in range(4)]
    while not (state.observation(0)["phase"] == "play" and state.to_act() == [2]
               and len(state.observation(0)["tricks"]) >= 2):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    hand = len(state.hand(2))
    open_app(page, f"kirin/play.ipynb#game={share.encode(state.to_json())}")
    ui.wait(".ki-banner", "Opened the game from the link")
    ui.wait(".ki-hand-title", "Your hand (Chidi)")
    _wait_hand(ui, hand)
    assert f"trick {len(state.observation(0)['tricks']) + 1} of 8" in ui.text(".ki-status")
    page.locator(".ki-share").click()
    link = ui.wait(".ki-share-link textarea")
    assert "/voila/render/kirin/play.ipynb#game=" in link.input_value()
    ui.shot("ki_play_from_link.png")
