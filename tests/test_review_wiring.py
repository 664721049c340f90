"""The review is wired once: every game's review, budget, Coach bot and words come from the registry and
``widgets/reviewing.py``, not from a copy in each game.

- every registry game's review (the play table's panel, the practice panel, ``review_budget_of(info)``) runs the
  game's coach through :func:`widgets.reviewing.review_for`, at one budget with progress and stop passed on;
- ``TUTOR_REVIEW_BUDGET`` is read in one place: a whole number >= 1 sets the budget, anything else is ignored
  and the coach's ``REVIEW_BUDGET`` stands (the name every coach module gives its review's default);
- each game has one words function, ``widgets.<key>.review:describe_action``, which the registry names;
- only ``engines/core.py`` calls the private constructor; the engines use ``State.undealt``.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import os
import random
import re
from pathlib import Path

import pytest

from widgets import reviewing
from widgets.games import GAMES, KEYS, game

ROOT = Path(__file__).resolve().parent.parent
VARIABLE = "TUTOR_REVIEW_BUDGET"


def _python_files(*folders: str) -> list[Path]:
    """Every ``.py`` file under the given folders of the repository."""
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py"))


def _finished(key: str, seed: int = 3):
    """A finished game of Beginner bots at the game's smallest table."""
    info = game(key)
    state = importlib.import_module(info.engine).new_game(min(info.State.PLAYER_COUNTS), seed=seed)
    bots = {s: info.bot("Beginner", seed=seed * 10 + s) for s in range(state.players)}
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


class FakeReview:
    """Stands in for a coach's ``review``: records what it was asked and gives no rows."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []
        self.workers: list[int] = []

    def __call__(self, state, seat, budget, *, progress=None, stop=None, seed=0, workers=1):
        self.calls.append((state, seat, budget, progress, stop))
        self.workers.append(workers)
        return iter(())


# ----- the budget: one reader of the variable ----------------------------------------------------
@pytest.mark.parametrize("text, expected", [("3", 3), (" 4 ", 4), ("1", 1), ("128", 128)])
def test_a_whole_number_of_at_least_one_sets_the_budget(monkeypatch, text, expected):
    monkeypatch.setenv(VARIABLE, text)
    assert reviewing.review_budget(7) == expected
    for info in GAMES:
        assert reviewing.review_budget_of(info) == expected


@pytest.mark.parametrize("text", ["", "0", "00", "-3", "two", "lots", "2.5", "+2", "1e3", "3 4"])
def test_any_other_value_is_ignored_and_the_coachs_review_budget_stands(monkeypatch, text):
    monkeypatch.setenv(VARIABLE, text)
    assert reviewing.review_budget(7) == 7
    for info in GAMES:
        assert reviewing.review_budget_of(info) == importlib.import_module(info.coach).REVIEW_BUDGET


def test_without_the_variable_each_game_reviews_at_its_coachs_review_budget(monkeypatch):
    monkeypatch.delenv(VARIABLE, raising=False)
    for info in GAMES:
        coach = importlib.import_module(info.coach)
        assert info.review_budget == f"{info.coach}:REVIEW_BUDGET"
        assert type(coach.REVIEW_BUDGET) is int and coach.REVIEW_BUDGET >= 1 and reviewing.review_budget_of(info) == coach.REVIEW_BUDGET
        assert inspect.signature(coach.review).parameters["budget"].default == coach.REVIEW_BUDGET, info.key


def test_only_the_shared_wiring_reads_the_variable():
    named = re.compile(rf"[\"']{VARIABLE}[\"']")  # the name as a string the code looks up, not in a docstring
    readers = [p.relative_to(ROOT).as_posix() for p in _python_files("widgets", "engines", "benchmarks", "site")
               if named.search(p.read_text(encoding="utf-8"))]
    assert readers == ["widgets/reviewing.py"]


@pytest.mark.parametrize("text, expected", [("1", 1), (" 2 ", 2), ("32", 32)])
def test_a_whole_number_from_1_to_32_sets_the_reviews_processes(monkeypatch, text, expected):
    monkeypatch.setenv(reviewing.WORKERS_VARIABLE, text)
    assert reviewing.review_workers() == expected


@pytest.mark.parametrize("text", ["", "0", "33", "-2", "two", "1.5"])
def test_any_other_processes_setting_gives_the_machines_cores_up_to_two(monkeypatch, text):
    monkeypatch.setenv(reviewing.WORKERS_VARIABLE, text)
    assert reviewing.review_workers() == max(1, min(reviewing.DEFAULT_WORKERS, os.cpu_count() or 1))


# ----- the review: every game's comes from review_for ----------------------------------------------
@pytest.mark.parametrize("key", KEYS)
def test_the_review_runs_the_games_coach_at_the_budget_read_when_it_runs(monkeypatch, key):
    info = game(key)
    fake = FakeReview()
    monkeypatch.setattr(importlib.import_module(info.coach), "review", fake)
    review = reviewing.review_for(info)
    monkeypatch.setenv(VARIABLE, "5")  # set after the review was made: read when it runs
    state, progress, stop = object(), (lambda done, total: None), (lambda: False)
    assert list(review(state, 1, progress=progress, stop=stop)) == []
    assert fake.calls == [(state, 1, 5, progress, stop)]
    assert fake.workers == [reviewing.review_workers()]
    assert [p.name for p in inspect.signature(review).parameters.values()] == ["state", "seat", "progress", "stop"]


@pytest.mark.parametrize("key", KEYS)
def test_the_play_tables_review_panel_is_the_shared_review(monkeypatch, key):
    info = game(key)
    fake = FakeReview()
    monkeypatch.setattr(importlib.import_module(info.coach), "review", fake)
    monkeypatch.setenv(VARIABLE, "3")
    table = importlib.import_module(info.widgets("table")).PlayTable(level="Beginner", seed=3)
    finished = _finished(key)
    table.review.ready(finished, 0)
    table.review.start()  # no event loop here: the review runs at once
    ((state, seat, budget, progress, stop),) = fake.calls
    assert (state, seat, budget) == (finished, 0, 3) and callable(progress) and stop() is False
    assert table.review.game == key and table.review.css == info.css
    assert "had no real choice to review" in table.review.banner.text  # the fake gave no rows


@pytest.mark.parametrize("key", KEYS)
def test_no_game_wires_its_own_review(key):
    own = importlib.import_module(game(key).widgets("review"))
    for name in ("review_game", "review_budget", "coach_bot", "REVIEW_BUDGET_VARIABLE", "describe_move"):
        assert not hasattr(own, name), (key, name)
    pages = [game(key).widgets(name) for name in ("table", "replay", "review")]
    for module in pages:
        text = Path(importlib.import_module(module).__file__).read_text(encoding="utf-8")
        assert "os.environ" not in text and "coach.review(" not in text, module


@pytest.mark.parametrize("key", KEYS)
def test_the_coach_level_is_seated_with_the_games_own_budget_and_time_limit(monkeypatch, key):
    info = game(key)
    own = importlib.import_module(info.widgets("review"))
    bot = reviewing.table_bot(info, "Coach", seed=5)
    assert type(bot) is info.bot_class("Coach")
    assert bot.budget == own.HOOKS.coach_budget and bot.time_limit == own.HOOKS.coach_time_limit
    monkeypatch.setattr(own, "HOOKS", dataclasses.replace(own.HOOKS, coach_budget=1))  # read when the bot is made
    assert reviewing.table_bot(info, "Coach", seed=5).budget == 1


def test_practice_reviews_at_the_registrys_budget(monkeypatch):
    from engines.practice import Moment
    from widgets.practice import PracticePanel

    monkeypatch.setenv(VARIABLE, "6")
    for info in GAMES:
        state = info.State.new_game(max(info.State.PLAYER_COUNTS), seed=3)
        seat = state.to_act()[0]
        moment = Moment(state=state, seat=seat, best=str(state.legal_actions(seat)[0]))
        assert PracticePanel(info.key, [moment]).budget == 6 == reviewing.review_budget_of(info)


# ----- words: one function per game ------------------------------------------------------------
@pytest.mark.parametrize("key", KEYS)
def test_each_game_says_its_moves_with_one_describe_action_that_the_registry_names(key):
    info = game(key)
    describe = info.part(info.words)
    assert info.words == f"{info.widgets('review')}:describe_action" and describe.__module__ == info.widgets("review")
    assert list(inspect.signature(describe).parameters) == ["action", "observation", "name"]
    state = importlib.import_module(info.engine).new_game(max(info.State.PLAYER_COUNTS), seed=11)
    rng = random.Random(11)
    for _ in range(40):
        if state.is_over():
            break
        seat = state.to_act()[0]
        observation = state.observation(seat)
        action = rng.choice(state.legal_actions(seat))
        said = describe(action, observation)
        assert type(said) is str and said and said == describe(str(action), observation)
        assert type(describe(str(action))) is str and describe(str(action))
        state.apply(seat, action)
    assert describe("not a move at all") == "not a move at all"


def test_no_other_module_defines_a_moves_words():
    defined = {p.relative_to(ROOT).as_posix() for p in _python_files("widgets", "engines")
               if re.search(r"^def (describe_action|describe_move)\(", p.read_text(encoding="utf-8"), re.M)}
    assert defined == {f"widgets/{key}/review.py" for key in KEYS}


# ----- a public constructor --------------------------------------------------------------------
def test_only_the_core_calls_the_private_constructor():
    private = "._" + "empty("  # spelt apart so this file does not name it
    callers = [p.relative_to(ROOT).as_posix() for p in _python_files("engines", "widgets", "benchmarks", "site",
                                                                       "tests") if private in p.read_text(encoding="utf-8")]
    assert callers == []
    core = importlib.import_module("engines.core").GameState
    assert "undealt" in vars(core) and not hasattr(core, "_empty")


def test_the_undealt_state_is_a_table_with_its_rules_and_generator_before_any_deal():
    for info in GAMES:
        players, rules, rng = min(info.State.PLAYER_COUNTS), info.State.RULES(), random.Random(1)
        state = info.State.undealt(players, rules, rng)
        assert type(state) is info.State and (state.players, state.rules, state.rng) == (players, rules, rng)
