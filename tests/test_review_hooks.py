"""Every game's review hooks, as ``widgets/review_hooks.py`` declares them, over the registry.

Each game's ``widgets/<key>/review.py`` fills in one :class:`widgets.review_hooks.ReviewHooks` as ``HOOKS``:
every hook is there with the declared signature and a value of the right kind, nothing reads a hook by
looking a name up (``getattr``/``hasattr``), no game makes its own review panel, and the shared panel built
for each game from the hooks reviews a short game (``TUTOR_REVIEW_BUDGET`` small).
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
from html import escape, unescape
from pathlib import Path

import pytest

from engines.coach import decisions
from engines.core import seat_name
from widgets.coaching import ReviewPanel
from widgets.games import GAMES, KEYS
from widgets.review_hooks import LeftOut, ReviewHooks, hooks_of
from widgets.reviewing import coach_bot_for
from widgets.testing import TINY_BUDGET, bot_game

ROOT = Path(__file__).resolve().parents[1]

SIGNATURES = {
    "describe_action": [("action", inspect.Parameter.empty), ("observation", None), ("name", None)],
    "picture": [("row", inspect.Parameter.empty), ("name", None)],
    "moment_words": [("observation", inspect.Parameter.empty)],
    "position_picture": [("observation", inspect.Parameter.empty)],
}
"""Each function hook's parameters (name, default) in order, as the declaration's docstrings give them."""

HOOK_NAMES = {field.name for field in dataclasses.fields(ReviewHooks)} | {
    "COACH_BUDGET", "COACH_TIME_LIMIT", "MOVE_STEPS", "SCORE_UNIT", "words_for", "review_picture"}
"""The hooks' names, and the names the hooks had before they were declared in one place."""


def _parameters(function) -> list[tuple]:
    return [(p.name, p.default) for p in inspect.signature(function).parameters.values()]


def _python_files(*folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py") if ".ipynb_checkpoints" not in p.parts)


@pytest.fixture
def tiny_review(monkeypatch):
    """Every review in a test plays two playouts (or sampled deals) per choice."""
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", TINY_BUDGET)


# ----- every game gives every hook ---------------------------------------------------------------
def test_the_hooks_are_declared_once_with_a_docstring_each():
    fields = [field.name for field in dataclasses.fields(ReviewHooks)]
    assert fields == ["coach_budget", "coach_time_limit", "describe_action", "picture", "moment_words",
                      "position_picture", "reason_words", "score_unit", "points_against", "left_out", "ending_words",
                      "score_words", "imagined_picture"]
    assert ReviewHooks.__dataclass_params__.frozen and LeftOut.__dataclass_params__.frozen
    tree = ast.parse((ROOT / "widgets" / "review_hooks.py").read_text(encoding="utf-8"))
    body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "ReviewHooks").body
    documented = [field.target.id for field, after in zip(body, body[1:])
                  if isinstance(field, ast.AnnAssign) and isinstance(after, ast.Expr)
                  and isinstance(after.value, ast.Constant) and isinstance(after.value.value, str)]
    assert documented == fields


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_each_game_gives_every_hook_with_its_declared_signature(info):
    hooks = hooks_of(info)
    own = importlib.import_module(info.widgets("review"))
    assert type(hooks) is ReviewHooks and hooks is own.HOOKS
    for name, parameters in SIGNATURES.items():
        function = getattr(hooks, name)
        assert callable(function) and _parameters(function) == parameters, (info.key, name)
        assert function.__module__ == info.widgets("review"), (info.key, name)
    assert hooks.describe_action is info.part(info.words)  # the registry's words are the hooks'


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_each_games_figures_are_of_the_right_kind(info):
    hooks = hooks_of(info)
    assert type(hooks.coach_budget) is int and hooks.coach_budget >= 1
    limit = hooks.coach_time_limit
    assert limit is None or (type(limit) in (int, float) and limit > 0)
    assert hooks.score_unit is None or (type(hooks.score_unit) is str and hooks.score_unit.strip())
    if hooks.left_out is not None:
        left = hooks.left_out
        assert type(left) is LeftOut and type(left.alone) is str and left.alone.endswith(".")
        assert len(inspect.signature(left.note).parameters) == 2 and len(inspect.signature(left.brief).parameters) == 1
        assert "3 " in left.note(3, None) and "Bruno" in left.note(3, "Bruno") and "3 " in left.brief(3)
    drawn = hooks.imagined_picture  # a watch's imagined games, drawn by the game's own module
    assert drawn is None or (list(inspect.signature(drawn).parameters) == ["state", "other", "seat", "name"]
                             and drawn.__module__ == info.widgets("imagined"))
    bot = coach_bot_for(info, seed=1)
    assert bot.budget == min(hooks.coach_budget, info.bot_class("Coach").BUDGET) and bot.time_limit == limit


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_a_review_module_keeps_no_hook_outside_its_hooks(info):
    own = importlib.import_module(info.widgets("review"))
    assert {"HOOKS", "describe_action", "picture"} <= set(own.__all__)
    loose = {"COACH_BUDGET", "COACH_TIME_LIMIT", "SCORE_UNIT", "words_for", "review_picture"} & set(vars(own))
    assert not loose, (info.key, loose)
    assert not [k for k in vars(own).values()
                if isinstance(k, type) and issubclass(k, ReviewPanel)], "a game makes no review panel of its own"


# ----- nothing looks a hook up by name; one panel for every game ----------------------------------
def test_no_hook_is_looked_up_by_name():
    """No ``getattr``/``hasattr`` of a hook's name (or its old names) anywhere in the code, tests or benchmarks."""
    found = []
    for path in _python_files("widgets", "benchmarks", "tests", "notebooks"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and node.args[1].value in HOOK_NAMES):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_the_review_is_reached_only_through_the_shared_wiring():
    """``review_for`` is called by the shared panel alone; no game subclasses the panel or makes its own: the
    shared table and replay make it from the game's registry entry."""
    callers, subclasses = set(), []
    for path in _python_files("widgets", "benchmarks"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "review_for":
                callers.add(path.relative_to(ROOT).as_posix())
            if isinstance(node, ast.ClassDef) and any(getattr(b, "id", None) == "ReviewPanel" for b in node.bases):
                subclasses.append(f"{path.relative_to(ROOT)}:{node.name}")
    assert callers == {"widgets/coaching.py"} and subclasses == []
    for key in KEYS:
        for page in ("table", "replay"):
            source = (ROOT / "widgets" / key / f"{page}.py").read_text(encoding="utf-8")
            assert "def review_panel" not in source and "for_game(" not in source, (key, page)


# ----- the shared panel, built from the hooks, reviews each game ------------------------------------
def _review(panel: ReviewPanel, state, seat: int, listed: int = 2) -> list:
    """Press Review and Stop once ``listed`` rows are listed (rows the hooks leave out do not count): the rows,
    each a real choice of ``seat``, in order."""
    panel.ready(state, seat)
    panel._progress = lambda done, total: panel.stop() if len(panel.rows) >= listed else None
    panel.button.click()
    moves = [number for number, _, _ in decisions(state, seat)]
    rows = list(panel.rows)
    assert rows and [r.move for r in rows] == sorted(r.move for r in rows) and all(r.move in moves for r in rows)
    assert all(r.seat == seat for r in rows)
    return rows


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_the_panel_built_from_the_hooks_reviews_a_short_game(info, tiny_review):
    hooks = hooks_of(info)
    state = bot_game(info, min(info.players), seed=4)
    panel = ReviewPanel.for_game(info.key)
    assert panel.game == info.key and panel.css == info.css and panel.hooks is hooks and panel.who is None
    rows = _review(panel, state, 0)
    assert "Reviewed" in panel.banner.text
    for index, row in enumerate(rows):
        assert panel.when(row).startswith(hooks.moment_words(row.observation))
        assert panel.row_buttons[index].description.split(" \u00b7 ", 1)[1].startswith(f"#{index + 1}")
        panel.show(index)
        assert escape(panel.when(row)) in panel.detail.value
        assert hooks.picture(row, None) in panel.detail.value and "your choice" in unescape(panel.detail.value).lower()
    assert hooks.position_picture(rows[0].observation)
    if hooks.left_out is not None:  # the rows left out are counted and said
        assert all(not hooks.left_out.is_left_out(r) for r in rows)


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_a_watched_panel_names_the_seat_it_reviews(info, tiny_review):
    state = bot_game(info, min(info.players), seed=4)
    panel = ReviewPanel.for_game(info, watched=True)
    rows = _review(panel, state, 1, listed=1)
    assert panel.who == seat_name(1)
    panel.show(len(rows) - 1)
    assert f"{seat_name(1)}'s choice" in unescape(panel.detail.value)
    assert hooks_of(info).picture(rows[-1], seat_name(1)) in panel.detail.value
