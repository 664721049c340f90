"""Every game's play table and replay with the coach, over the registry: the bots' level, the review budget,
the Review panel after a game and in a replay.

Reviews run with ``TUTOR_REVIEW_BUDGET=2`` (``widgets.testing.TINY_BUDGET``) on short games: the
figures are rough, but the rows and what the panel does with them are the same as at the full
budget. What one game's panel draws (its pictures, its words for a move) is tested in
``tests/<game>/test_<game>_coach_widgets.py``.
"""

from __future__ import annotations

import html

import pytest

from engines.coach import SPEND
from engines.core import seat_name
from widgets.games import GAMES, KEYS, LEVELS, game
from widgets.reason_words import reason_text
from widgets.review_hooks import hooks_of
from widgets.reviewing import review_budget_of, table_bot
from widgets.testing import TINY_BUDGET, final_state, play_table, play_to_end, press_review, replay_viewer

LEARNER = 0


@pytest.fixture(autouse=True)
def tiny_review(monkeypatch):
    """Every review in these tests plays two playouts (or sampled deals) per choice."""
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", TINY_BUDGET)


def _text(value: str) -> str:
    """A widget's HTML as a person reads it (entities decoded)."""
    return html.unescape(value)


@pytest.mark.parametrize("key, level", [(key, level) for key in KEYS for level in ("Beginner", "Standard")])
def test_the_level_picks_the_bots_and_the_table_says_it(key, level):
    table = play_table(key, level=level, seed=3)
    assert table.level_picker.value == level and tuple(table.level_picker.options) == LEVELS
    assert sorted(table.bots) == list(range(1, table.players))
    assert all(type(b) is game(key).bot_class(level) for b in table.bots.values())
    assert table.seat_names()[1] == f"{seat_name(1)} ({level} bot)" and level in table.banner.text


@pytest.mark.parametrize("key", KEYS)
def test_the_coach_level_seats_the_apps_coach_bots(key):
    table = play_table(key, level="Coach", seed=3)
    info = game(key)
    assert all(type(b) is info.bot_class("Coach") for b in table.bots.values())
    hooks = hooks_of(info)  # the apps' Coach: their budget and time limit
    bot = table_bot(info, "Coach", 5)
    assert bot.budget == min(hooks.coach_budget, info.bot_class("Coach").BUDGET)
    assert bot.time_limit == hooks.coach_time_limit
    assert all(b.budget == bot.budget for b in table.bots.values())
    assert table.seat_names()[1] == f"{seat_name(1)} (Coach bot)"


@pytest.mark.parametrize("key", KEYS)
def test_a_level_is_chosen_before_a_game_and_a_wrong_one_is_named(key):
    table = play_table(key, level="Beginner", seed=3)
    table.level_picker.value = "Standard"
    assert table.level == "Beginner"  # the game under way keeps its level
    assert all(type(b) is game(key).bot_class("Beginner") for b in table.bots.values())
    table.new_button.click()
    assert table.level == "Standard" and all(type(b) is game(key).bot_class("Standard") for b in table.bots.values())
    with pytest.raises(ValueError, match="Beginner, Standard, Coach"):
        play_table(key, level="Sage")


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_the_review_budget_comes_from_the_environment(info, monkeypatch):
    own = info.part(info.review_budget)  # the coach's REVIEW_BUDGET
    assert review_budget_of(info) == int(TINY_BUDGET) != own
    for text in ("", "0", "two", "-3"):
        monkeypatch.setenv("TUTOR_REVIEW_BUDGET", text)
        assert review_budget_of(info) == own
    monkeypatch.delenv("TUTOR_REVIEW_BUDGET")
    assert review_budget_of(info) == own


@pytest.mark.parametrize("key", KEYS)
def test_review_after_a_game_rates_each_choice_and_shows_it(key):
    table = play_table(key, seed=2)
    assert table.review.button.disabled  # nothing to review before the end
    play_to_end(table)
    assert "Press Review" in table.banner.text
    assert table.review.seat == LEARNER and table.review_seat.layout.display == "none"  # one person: no chooser
    rows = press_review(table.review, table.state, LEARNER)  # no event loop here: the review runs at once
    assert "Reviewed" in table.review.banner.text
    # the race spends at most SPEND times the first look's playouts, the first look TINY_BUDGET per move
    assert all(e.playouts <= SPEND * int(TINY_BUDGET) * len(row.evaluations) for row in rows for e in row.evaluations)
    first = table.review.row_buttons[0].description
    assert first.split(" \u00b7 ", 1)[1].startswith("#1")
    shown = next((i for i, r in enumerate(rows) if r.played != r.best), 0)
    table.review.row_buttons[shown].click()  # the row's button shows that moment
    detail = _text(table.review.detail.value)
    assert reason_text(rows[shown].reason) in detail
    if rows[shown].played != rows[shown].best:
        assert "your choice" in detail.lower() and "the coach's choice" in detail.lower()  # captions
    table.new_button.click()
    assert table.review.rows == [] and table.review.button.disabled


@pytest.mark.parametrize("key", KEYS)
def test_the_replay_reviews_the_chosen_seat(key):
    viewer = replay_viewer(key, seed=7)
    chooser = getattr(viewer, "review_seat", None) or viewer.review_whose
    players = final_state(viewer).players
    assert [v for _, v in chooser.options] == list(range(players))
    assert not viewer.review.button.disabled and viewer.review.seat == 0
    chooser.value = players - 1
    assert viewer.review.seat == players - 1 and viewer.review.state is final_state(viewer)
    rows = press_review(viewer.review, final_state(viewer), players - 1, stop_after=2)  # two rows are enough
    viewer.review.show(len(rows) - 1)
    assert f"{seat_name(players - 1)}'s choice" in _text(viewer.review.detail.value)
    viewer.seed.value = 8
    viewer.play_button.click()  # a new game forgets the review
    assert viewer.review.rows == [] and not viewer.review.button.disabled
