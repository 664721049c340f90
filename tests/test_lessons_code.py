"""The code the lesson and analysis pages call, tested outside the notebooks.

The pages (``notebooks/<game>/``) are run whole by nbval; these tests check the package side:
the game registry, the shared ``Table`` and ``side_by_side``, that every lesson helper is
documented, and a few helpers against the engines they explain.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from widgets import gallery
from widgets.games import GAMES, KEYS, LEVELS, game
from widgets.layout import Table, side_by_side
from widgets.reviewing import review_budget_of

ROOT = Path(__file__).resolve().parents[1]
MODULES = [f"widgets.{key}.{name}" for key in KEYS
           for name in ("analysis", *(f"lessons.{path.stem}" for path in sorted((ROOT / "widgets" / key / "lessons").glob("*.py"))
                                       if path.stem != "__init__"))]


# ----- the registry ----------------------------------------------------------------------------
def test_the_registry_lists_the_games_in_every_folder_and_the_gallery_order():
    for folder in ("engines", "widgets", "notebooks"):
        assert {p.name for p in (ROOT / folder).iterdir() if p.is_dir() and p.name in KEYS} == set(KEYS)
    assert [entry.key for entry in gallery.GAMES] == list(KEYS)
    assert [entry.name for entry in gallery.GAMES] == [info.title for info in GAMES]


@pytest.mark.parametrize("key", KEYS)
def test_a_games_test_files_carry_its_key(key):
    """One prefix per game: tests/<key>/test_<key>_*.py, helpers <key>_*.py."""
    names = [p.name for p in (ROOT / "tests" / key).glob("*.py") if p.name != "conftest.py"]
    assert names and [n for n in names if not n.startswith((f"test_{key}_", f"{key}_"))] == []


@pytest.mark.parametrize("key", KEYS)
def test_every_part_of_a_game_can_be_found(key):
    info = game(key)
    assert info.State.__module__.startswith(info.engine)
    for module in (info.coach, *(info.widgets(name) for name in ("pictures", "lessons", "analysis", "table"))):
        assert info.part(module).__name__ == module
    assert callable(info.part(info.words))
    assert type(review_budget_of(info)) is int and review_budget_of(info) >= 1


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("level", ("Beginner", "Standard"))
def test_a_bot_of_each_level_plays_a_legal_move(key, level):
    info = game(key)
    state = importlib.import_module(info.engine).new_game(max(info.State.PLAYER_COUNTS), seed=3)
    seat = state.to_act()[0]
    bot = info.bot(level, seed=1)
    assert bot.choose(state.observation(seat), state.legal_actions(seat)) in state.legal_actions(seat)


def test_the_coach_level_is_each_coach_and_a_wrong_level_or_key_is_named():
    assert [info.bot_class("Coach").__module__ for info in GAMES] == [info.coach for info in GAMES]
    assert LEVELS == ("Beginner", "Standard", "Coach")
    with pytest.raises(ValueError, match="Beginner, Standard, Coach"):
        GAMES[-1].bot_class("Expert")
    with pytest.raises(KeyError, match=", ".join(KEYS)):
        game("chess")


# ----- the shared table and row of pictures ----------------------------------------------------
def test_a_table_shows_html_markdown_and_aligned_text():
    table = Table(["player", "hand"], [["Aiko", "R7 | B2"], ["Bruno", 5]])
    assert table.rows == [["Aiko", "R7 | B2"], ["Bruno", "5"]]
    assert "<th" in table._repr_html_() and "&lt;" not in table._repr_html_()
    assert Table(["a"], [["<b>"]])._repr_html_().count("&lt;b&gt;") == 1  # cells are text, not markup
    assert table._repr_markdown_().splitlines()[2] == "| Aiko | R7 \\| B2 |"
    assert repr(table).splitlines() == ["player  hand", "Aiko    R7 | B2", "Bruno   5"]


def test_pictures_side_by_side_wrap_and_carry_their_captions():
    html = side_by_side("<svg>a</svg>", "<svg>b</svg>", captions=["first", "Aiko & Bruno"]).data
    assert "flex-wrap:wrap" in html and html.index("<svg>a") < html.index("<svg>b")
    assert "Aiko &amp; Bruno" in html
    assert "font-size" not in side_by_side("<svg/>").data  # no caption, no caption line


# ----- the lesson helpers ----------------------------------------------------------------------
@pytest.mark.parametrize("name", MODULES)
def test_every_helper_a_page_calls_says_what_it_shows(name):
    module = importlib.import_module(name)
    tree = ast.parse(inspect.getsource(module))
    undocumented = [node.name for node in tree.body
                    if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not ast.get_docstring(node)]
    assert not undocumented, f"{name}: give these a one-line docstring: {undocumented}"
