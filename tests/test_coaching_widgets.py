"""The Review panel and level picker every play app shares (widgets/coaching.py)."""

from __future__ import annotations

import dataclasses

import pytest

from coach_checks import kirin_reason

from engines import coach
from widgets.games import GAMES
from widgets.reason_words import reason_text
from widgets.review_hooks import ReviewHooks, hooks_of
from widgets.testing import bot_game
from widgets.coaching import LEVELS, ReviewPanel, level_picker, row_summary


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
                              diff.win_high, diff.margin, kirin_reason(text, values[0].action),
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
    panel.show(0)  # pressed again: closed
    assert panel.detail.layout.display == "none"
    assert coach.bands(panel.rows[0].label)
    assert row_summary(panel.rows[0], str, "Round 1, trick 2").split(" \u00b7 ")[1].startswith("Round 1, trick 2:")
    # the summary: a headline, coloured counts and a chart whose bars open their rows
    assert "choices flagged" in panel.summary.value and "tt-chip" in panel.summary.value
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


def test_losses_read_on_the_right_side_of_a_bound():
    """A loss is written to a tenth of a game in 100 (15.7 is under the 16 of a blunder) and to two decimals of a
    point; a loss above zero that would round to nothing says so, since 'above zero' is what a label needs."""
    from widgets.verdicts import games_in_100, points_figure

    assert games_in_100(0.157) == "15.7 in 100" and games_in_100(0.0) == "0.0 in 100" and games_in_100(-0.012) == "-1.2 in 100"
    assert games_in_100(0.0002) == "just above 0 in 100"
    assert points_figure(0.004) == "just above 0" and points_figure(0.04) == "0.04" and points_figure(-0.3, True) == "-0.30"
    assert points_figure(0.31, True) == "+0.31"


def test_the_biggest_fall_in_chances_says_how_much_of_it_was_the_choice():
    """The summary's fall between two choices says how much of it the review gave the learner's choice there (Kirin
    and Meow Oracle readers: a 28 -> 5 fall beside a choice that lost 14, unexplained); short, for a phone."""
    panel = ReviewPanel(_fake_review, lambda row: "", "ki")
    chances = [0.6, 0.3, 0.25]

    def row(number, win, loss, best="a"):
        values = (coach.evaluation_of(best, [(0.0, 1.0)] * round(win * 20) + [(0.0, 0.0)] * (20 - round(win * 20))),)
        return coach.ReviewRow(number, 0, "b", best, "mistake", loss, loss - 0.02, loss + 0.02, 0.0, "r", {}, values,
                               values)  # a second look's figures, as a choice that was not the coach's has

    panel.rows = [row(1, chances[0], 0.10), row(2, chances[1], 0.0), row(3, chances[2], 0.0)]
    words = panel._chances()
    after = (f"the biggest fall, 60 \u2192 30, came between {panel.when(panel.rows[0])} and your next choice, "
             f"{panel.when(panel.rows[1])}")  # both moments named, so both figures can be found (910028)
    assert f"{after} (about 10.0 games in 100 of it your choice there)" in words
    panel.rows[0] = row(1, chances[0], 0.40)
    assert (f"{after} (your choice there gave away about 40.0 games in 100 by itself: each figure has its own "
            "imagined games)") in panel._chances()
    panel.rows[0] = row(1, chances[0], 0.301)  # 30.1 beside a fall said as 60 -> 30: not 'part of' 30 (910025)
    assert "gave away about 30.1 games in 100 by itself" in panel._chances()
    # the coach's own pick there (no second look): its first-look figure runs high, and the words say so (910029)
    agreed = coach.ReviewRow(1, 0, "a", "a", "best", 0.0, 0.0, 0.0, 0.0, "r", {},
                             panel.rows[0].evaluations)
    panel.rows[0] = agreed
    assert ("(none of it your choice there; 60 is the first look's figure for the coach's pick there, which runs "
            "high: it is the best of several estimates)") in panel._chances()

    panel.hooks = _hooks(lambda observation: "Round 1 of 2, turn 4")  # both choices at one moment of the game
    assert "best of several estimates; nothing happened between the two choices)" in panel._chances()
    panel.hooks = None
    panel.rows[0] = row(1, chances[0], -0.01)
    assert f"{after} (none of it your choice there)" in panel._chances()


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


def test_a_second_choice_at_one_moment_says_where_the_coach_picked_otherwise_before():
    """Two choices at one start of a day, the coach's first look picking another move at each: the second row says
    what the coach picked at the first, and why both can be (a Lauzait Cep! reader, 910027, took the two picks for a
    contradiction). Nothing is said where the earlier pick is not a choice here, or the picks are the same."""
    def row(move, played, best, choices):
        values = tuple(coach.evaluation_of(c, [(0.0, 0.5)] * 4) for c in choices)
        return coach.ReviewRow(move, 0, played, best, "best", 0.0, 0.0, 0.0, 0.0, "r", {"day": 2}, values)

    panel = ReviewPanel(_fake_review, lambda row: "", "ki")
    panel.hooks = _hooks(lambda observation: f"Day {observation['day']}, the start of the day")
    first = row(3, "propose", "form W7 W7", ["propose", "form W7 W7", "form G3 G3", "form W7 W8"])
    second = row(4, "form W7 W8", "form G3 G3", ["form W7 W7", "form G3 G3", "form W7 W8"])
    panel.rows = [first, second]
    assert panel.other_pick(first) == ""
    assert panel.other_pick(second).startswith(" (at the choice before it there the coach picked form W7 W7: each "
                                               "choice has a first look of its own")
    panel.rows = [first, row(4, "form W7 W8", "form G3 G3", ["form G3 G3", "form W7 W8"])]
    assert panel.other_pick(panel.rows[1]) == ""  # the earlier pick is no choice here
    panel.rows = [first, row(4, "form W7 W8", "form W7 W7", ["form W7 W7", "form W7 W8"])]
    assert panel.other_pick(panel.rows[1]) == ""  # the same pick


def test_the_chart_note_says_the_games_own_unit_of_points():
    """'in games or in ZOO' in the Dragon Egg (its reader took 'points' for its sets' points)."""
    panel = ReviewPanel(_fake_review, lambda row: "", "de")
    scale = coach.PointScale(3.4, "ZOO", 3)
    panel.rows = [coach.ReviewRow(1, 0, "b", "a", "good", 0.0, 0.0, 0.0, 0.0, "r", {}, scale=scale)]
    assert "in games or in ZOO, whichever" in panel._chart_note()
    panel.rows = []
    assert "in games or in points, whichever" in panel._chart_note()
