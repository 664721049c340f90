"""The Review panel and level picker every play app shares (widgets/coaching.py)."""

from __future__ import annotations

import dataclasses

import pytest

from coach_checks import plain_reason

from engines import coach
from widgets.games import GAMES
from widgets.reason_words import reason_text
from widgets.review_hooks import ReviewHooks, hooks_of
from widgets.testing import bot_game
from widgets.coaching import LEVELS, ReviewPanel, coach_chance, level_picker, row_summary


def _finished_game(seed: int = 5):
    """A finished game of the registry's last game (any game serves: the panel reads only the review's rows)."""
    return bot_game(GAMES[-1], seed=seed)


def _fake_review(state, seat, progress=None, stop=None):
    def evaluate(observation, seat, budget, seed=0):
        legal = [str(a) for a in state_at[0].legal_actions(seat)]
        values = [coach.evaluation_of(text, [(5.0 - 3 * k, 1.0 if (k == 0 or i % 2) else 0.0) for i in range(20)])
                  for k, text in enumerate(sorted(legal))]
        return sorted(values, key=lambda e: e.key, reverse=True)
    state_at = [None]
    steps = list(coach.decisions(state, seat))
    for done, (number, before, text) in enumerate(steps[:4]):
        if stop is not None and stop():
            return
        state_at[0] = before
        values = evaluate(before.observation(seat), seat, 1)
        played = next(e for e in values if str(e.action) == text)
        diff = coach.compare(values[0], played)
        verdict = "best" if played is values[0] else coach.label(diff)
        yield coach.ReviewRow(number, seat, text, str(values[0].action), verdict, diff.win, diff.win_low,
                              diff.win_high, diff.margin, plain_reason(text, values[0].action),
                              before.observation(seat), tuple(values))
        if progress is not None:
            progress(done + 1, min(4, len(steps)))


def _hooks(moment_words) -> ReviewHooks:
    """A game's review hooks with its moments said by ``moment_words`` and its moves by their notation."""
    return dataclasses.replace(hooks_of(GAMES[-1]), moment_words=moment_words,
                               describe_action=lambda action, observation=None, name=None: str(action))


def test_levels_are_three_and_pick_their_bots():
    assert LEVELS == ("Beginner", "Standard", "Coach")
    assert GAMES[-1].bot_class("Coach") is GAMES[-1].part(GAMES[-1].bots[2])
    with pytest.raises(ValueError, match="Beginner, Standard, Coach"):
        GAMES[-1].bot_class("Expert")
    assert level_picker("ki").value == "Standard"


def test_review_panel_fills_rows_and_opens_one_in_place():
    state = _finished_game()
    pictures = []
    panel = ReviewPanel(_fake_review, lambda row: pictures.append(row.move) or f"<p>move {row.move}</p>", "ki")
    assert panel.button.disabled
    panel.ready(state, 0)
    assert not panel.button.disabled
    panel.start()  # no running loop here: runs at once
    assert 1 <= len(panel.rows) <= 4
    assert list(panel.rows_box.children) == panel.row_buttons and len(panel.row_buttons) == len(panel.rows)
    assert "Reviewed" in panel.banner.value
    # only the flagged rows show until every choice is asked for
    shown = [b.layout.display != "none" for b in panel.row_buttons]
    assert shown == [r.flagged for r in panel.rows]
    panel.show_all.value = True
    assert all(b.layout.display != "none" for b in panel.row_buttons)
    panel.show(0)
    assert pictures == [panel.rows[0].move]
    assert panel.rows_box.children[1] is panel.detail and panel.detail.layout.display != "none"  # under its row
    assert reason_text(panel.rows[0].reason) in panel.detail.value
    assert panel.when(panel.rows[0]) in panel.detail.value  # the moment is in the details, not the row's line
    panel.show(0)  # pressed again: closed
    assert panel.detail.layout.display == "none"
    assert coach.bands(panel.rows[0].label)
    assert row_summary(panel.rows[0], str, "Round 1, trick 2").split(" \u00b7 ")[1].startswith("Round 1, trick 2")
    assert [b.description.split(" \u00b7 ")[1].split(":")[0].split(";")[0] for b in panel.row_buttons] == [
        f"#{i + 1}" for i in range(len(panel.rows))]  # the rows, the chart and the summary say "#n"
    # the summary: how many are flagged, the costliest choice and a chart whose bars open their rows
    assert f"Inaccuracy or worse: {sum(r.flagged for r in panel.rows)} of {len(panel.rows)} choices" in panel.summary.value
    assert "tt-chip" not in panel.summary.value  # each row carries its own label: no run of chips
    maybe = sum(coach.bands(r.label)[0] in ("best", "good") and coach.bands(r.label)[1] not in ("best", "good")
                for r in panel.rows)  # a range from good to worse: said apart, as readers asked whether they count
    assert (f", perhaps {maybe} more (~)." in panel.summary.value) == bool(maybe)  # readers asked which
    # where the game started: the coach's chance at the first choice beside a fair share (readers of a lost game
    # with none flagged read "nothing was wrong")
    start = round(100 * coach_chance(panel.rows[0]))
    fair = round(100 / len(state.scores()))
    assert f"Your deal was worth {start} games in 100 (fair share {fair})." in panel.summary.value
    # what it means, folded under it (readers of three games found it unexplained): no word before the first row
    assert "<details class='tt-review-start'><summary>Your deal was worth" in panel.summary.value
    assert (f"A fair share is 100 split between the {len(state.scores())} players, so below it the cards were "
            "against you before any choice") in panel.summary.value
    assert ("Costliest in " in panel.summary.value) == any(r.flagged for r in panel.rows)
    assert panel.summary.value.count("tt-cost-bar") == len(panel.rows)
    assert "How the coach decides" in panel.rules_note.value


def test_stop_ends_the_review_early_and_clear_forgets_it():
    state = _finished_game()
    panel = ReviewPanel(_fake_review, lambda row: "", "ki")
    panel.ready(state, 0)
    panel._progress = lambda done, total: panel.stop()  # the learner presses Stop after the first row
    panel.start()
    assert len(panel.rows) == 1
    panel.clear()
    assert panel.rows == [] and panel.button.disabled


def test_figures_print_whole_games_and_points_to_one_decimal():
    """Games in 100 as whole numbers and points to one decimal, never finer to fall on one side of a bound
    (the label, from the unrounded figures, says the band); no "-0"."""
    from widgets.verdicts import games_in_100, points_figure

    assert games_in_100(0.157) == "16 in 100" and games_in_100(0.0) == "0 in 100" and games_in_100(-0.012) == "-1 in 100"
    assert games_in_100(0.0002) == "0 in 100" and games_in_100(-0.002) == "0 in 100"
    assert points_figure(0.004) == "0.0" and points_figure(0.04) == "0.0" and points_figure(-0.3, True) == "-0.3"
    assert points_figure(0.31, True) == "+0.3" and points_figure(-0.04) == "0.0"


def test_the_summary_names_one_worst_moment_and_no_fall_in_chances():
    """One worst moment: the costliest flagged choice, by its number and label; the chance line of "the biggest
    fall" is gone (readers did not know which of two worst moments to study)."""
    panel = ReviewPanel(_fake_review, lambda row: "", "ki")
    panel.hooks = _hooks(lambda observation: f"Round {observation['round']}, trick 2")

    def row(number, label, loss):
        return coach.ReviewRow(number, 0, "b", "a", label, loss, loss - 0.01, loss + 0.01, 0.0, "r", {"round": number})

    panel.rows = [row(1, "mistake", 0.10), row(2, "blunder", 0.30), row(3, "good", 0.0)]
    panel._summarise()
    assert "Costliest in games: #2." in panel.summary.value
    assert panel.summary.value.count("Costliest") == 1 and "fall" not in panel.summary.value
    panel.rows = [row(1, "good", 0.01)]
    panel._summarise()
    assert "Costliest" not in panel.summary.value


def test_two_choices_at_one_moment_are_told_apart_by_their_order():
    """A seat that chooses twice at one moment in the game's words (Lauzait Cep!: a dissolve, then a discard, both
    'the start of the day') gets '(your second choice there)' on the second (Lauzait Cep! reader: two rows of one
    name; 'choice 2 there' was never defined, readers said)."""
    panel = ReviewPanel(_fake_review, lambda row: "", "ki")
    panel.hooks = _hooks(lambda observation: f"Day {observation['day']}, the start of the day")
    rows = [coach.ReviewRow(n, 0, "b", "a", "good", 0.0, 0.0, 0.0, 0.0, "r", {"day": day})
            for n, day in ((3, 1), (5, 2), (6, 2))]
    panel.rows = rows
    assert [panel.when(r) for r in rows] == ["Day 1, the start of the day", "Day 2, the start of the day",
                                              "Day 2, the start of the day (your second choice there)"]


def test_the_chart_note_says_the_games_own_unit_of_points():
    """'in games or in ZOO' in the Dragon Egg (its reader took 'points' for its sets' points)."""
    panel = ReviewPanel(_fake_review, lambda row: "", "de")
    scale = coach.PointScale(3.4, "ZOO", 3)
    panel.rows = [coach.ReviewRow(1, 0, "b", "a", "good", 0.0, 0.0, 0.0, 0.0, "r", {}, scale=scale)]
    assert "in games or in ZOO, whichever" in panel._chart_note()
    panel.rows = []
    assert "in games or in points, whichever" in panel._chart_note()
