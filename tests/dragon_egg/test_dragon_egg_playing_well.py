"""The Dragon Egg's "Playing well" page: real moments, the coach's choice against the habit, a coach-marked exercise."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from engines import coach as shared
from engines.dragon_egg import position_from_json
from widgets.dragon_egg import playing_well as pw
from widgets.gallery import navigation

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "notebooks" / "dragon_egg" / "playing_well.ipynb"
sys.path.insert(0, str(ROOT / "tests"))
from test_lesson_text import reader_blocks, stumbles  # noqa: E402  (the lessons' own checks)

CLEAR = ("inaccuracy", "mistake", "blunder")  # worse than "good": the difference is not noise


def ids(moments):
    return [f"game{m.number}x{m.players}-{m.idea}" for m in moments]


@pytest.mark.parametrize("moment", pw.EXAMPLES + pw.EXERCISES, ids=ids(pw.EXAMPLES + pw.EXERCISES))
def test_each_moment_is_a_real_game_the_engine_accepts(moment):
    state = moment.state()  # every stored move is legal, replayed from the numbered deal
    assert state.to_act()[0] == moment.seat
    assert position_from_json(state.to_position_json()) == state  # the engine's checks accept it
    assert moment.coach_choice in [str(a) for a in state.legal_actions(moment.seat)]


def longest_records():
    """Each game the moments come from, once, with the most moves any of its moments has."""
    games: dict[tuple[int, int], str] = {}
    for m in pw.EXAMPLES + pw.EXERCISES:
        key = (m.players, m.number)
        if len(m.moves) > len(games.get(key, "")):
            games[key] = m.moves
    return sorted(games.items())


@pytest.mark.parametrize("game,moves", longest_records(), ids=[f"game{n}x{p}" for (p, n), _ in longest_records()])
def test_the_moves_are_those_the_careful_players_make(game, moves):
    players, number = game
    assert pw.careful_moves(players, number, len(moves.split("; "))) == moves
    for m in pw.EXAMPLES + pw.EXERCISES:  # every moment of this game is a moment of the same record
        if (m.players, m.number) == game:
            assert moves.startswith(m.moves)


@pytest.mark.parametrize("moment", pw.EXAMPLES, ids=ids(pw.EXAMPLES))
def test_the_coach_prefers_its_choice_to_the_habit_clearly(moment):
    state = moment.state()
    assert not moment.other  # the page sets the coach against the beginner's habit
    habit = pw.beginner_choice(state, moment.seat)
    assert str(habit) != moment.coach_choice
    weighed = pw.weigh(moment)
    assert weighed.coach.key > weighed.other.key
    assert weighed.label in CLEAR and shared.label(pw.fresh_difference(moment)) in CLEAR


@pytest.mark.parametrize("moment", pw.EXAMPLES, ids=ids(pw.EXAMPLES))
def test_the_coach_choice_is_the_best_of_every_action_with_the_page_figures(moment):
    full = pw.full_evaluation(moment)
    assert str(full[0].action) == moment.coach_choice
    assert len(full) == len(moment.state().legal_actions(moment.seat))
    weighed = pw.weigh(moment)  # two actions weighed alone give exactly the full evaluation's figures
    by_text = {str(e.action): e for e in full}
    for value in (weighed.coach, weighed.other):
        assert value.outcomes == by_text[str(value.action)].outcomes


@pytest.mark.parametrize("moment", pw.EXERCISES, ids=ids(pw.EXERCISES))
def test_each_exercise_answer_is_the_coach_choice_with_a_clear_difference(moment):
    weighed = pw.weigh(moment)
    question = pw.question(moment)
    assert str(weighed.coach.action) == moment.coach_choice
    assert weighed.label in CLEAR and shared.label(pw.fresh_difference(moment)) in CLEAR
    assert question.answer == pw.describe_action(weighed.coach.action) and question.answer in question.choices
    assert len(set(question.choices)) == 2
    assert question.judge(question.answer)[0]
    wrong = next(c for c in question.choices if c != question.answer)
    right, why = question.judge(wrong)
    assert not right and weighed.label in why


def test_the_exercises_ask_about_more_than_one_kind_of_choice():
    answers = {m.coach_choice for m in pw.EXERCISES}
    assert "bracelet" in answers and any("|" in a for a in answers)
    assert any(not m.other for m in pw.EXERCISES) and any(m.other for m in pw.EXERCISES)


def test_the_exercise_deals_every_moment_before_repeating_one():
    widget = pw.check_yourself(seed=1)
    seen = {widget.question.prompt}
    for _ in range(len(pw.EXERCISES) - 1):
        widget.next()
        seen.add(widget.question.prompt)
    assert len(seen) == len(pw.EXERCISES)


# ----- the page ----------------------------------------------------------------------------------
def test_the_page_passes_the_lessons_reader_checks():
    assert PAGE.exists()
    found = stumbles("dragon_egg", PAGE)
    assert not found, "\n".join(found)


def test_the_page_has_the_navigation_line_at_top_and_bottom():
    markdown = [text for kind, text in reader_blocks(PAGE) if kind == "markdown"]
    line = navigation("dragon_egg", "playing_well.ipynb")
    assert markdown[0].startswith(line) and markdown[-1].rstrip().endswith(line)
    assert "(play.ipynb)" in markdown[-1] and "(analysis.ipynb)" in markdown[-1]


def test_the_page_figures_come_from_code():
    """The figures are printed by code on the page: no percentage or interval is typed in its markdown."""
    notebook = json.loads(PAGE.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            assert not re.search(r"\d+\s*%|\binterval \d", "".join(cell["source"]))
    outputs = "\n".join(text for kind, text in reader_blocks(PAGE) if kind == "output")
    for moment in pw.EXAMPLES:
        assert f"Game {moment.number} for" in outputs
