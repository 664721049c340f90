"""The registry (``widgets/games.py``) is the one list of games: it agrees with the engines, every part it names
exists, and no other file lists the games again (issue 48, point 1; docs/adding_a_game.md).

A new game is its engine, its front-end, its pages and one registry entry: these tests say what a fifth entry
must bring (its ``widgets/entries/<key>.py``, ``engines/<key>/spiel.py`` and ``benchmarks/bench_<key>.py``)."""

from __future__ import annotations

import dataclasses
import importlib
import re
from pathlib import Path

import pytest

import engines
from registry_names import naming_files
from widgets import gallery
from widgets.games import GAMES, KEYS, LEVELS, game
from widgets.palette import Swatch, contrast_ratio

REPO = Path(__file__).resolve().parent.parent

MOST_NAMING_FILES = 2
"""The most ``.py`` files outside a game's own files and the registry that may name a game in their code (tests
included; read as Python tokens by ``tests/registry_names.py``)."""
ALLOWED: dict[str, str] = {
    "tests/test_coach_core.py": "the shared coach machinery needs one real game to run on; Kirin's play phase is "
                                "its worked example, written out in the file's docstring",
    "benchmarks/bench_site.py": "its --help gives one game's play page as an example of the page names it "
                                "takes; it measures every gallery page by default",
}
"""Those files, each with why it must name a game (every list of games reads the registry)."""


@pytest.mark.parametrize("key", KEYS)
def test_the_registry_title_and_table_sizes_are_the_engines(key):
    info, state = game(key), game(key).State
    assert state.GAME == key, f"engines.{key}.State.GAME is {state.GAME!r}"
    assert info.title == state.TITLE, f"the registry calls {key} {info.title!r}, its engine {state.TITLE!r}"
    assert tuple(info.players) == tuple(state.PLAYER_COUNTS), (
        f"widgets/entries/{key}.py says {info.players}, engines.{key}.State.PLAYER_COUNTS {state.PLAYER_COUNTS}")


def test_the_registry_lists_every_engine_once():
    assert len(set(KEYS)) == len(KEYS)
    assert sorted(KEYS) == list(engines.game_keys()), "a game engine without a registry entry, or the reverse"
    assert len({info.css for info in GAMES}) == len(GAMES) and len({info.rulings for info in GAMES}) == len(GAMES)


def test_a_title_that_disagrees_with_the_engine_is_caught(monkeypatch):
    """The check above is not vacuous: a registry entry with another title fails it."""
    wrong = dataclasses.replace(GAMES[0], title=GAMES[0].title + " Deluxe")
    monkeypatch.setattr("widgets.games.GAMES", (wrong, *GAMES[1:]))
    with pytest.raises(AssertionError, match="Deluxe"):
        test_the_registry_title_and_table_sizes_are_the_engines(GAMES[0].key)


@pytest.mark.parametrize("key", KEYS)
def test_every_part_a_registry_entry_names_imports(key):
    info = game(key)
    parts = [value for value in dataclasses.asdict(info).values() if type(value) is str and ":" in value]
    parts += [value for value in info.bots]
    for where in parts:
        assert info.part(where) is not None, where
    for level in LEVELS:
        assert callable(getattr(info.bot(level, seed=1), "choose", None)), (key, level)
    assert callable(info.part(info.words))
    importlib.import_module(info.coach)
    for module in ("pictures", "table", "replay", "review", "exercises", "analysis", "playing_well"):
        importlib.import_module(info.widgets(module))


@pytest.mark.parametrize("key", KEYS)
def test_every_registry_entry_has_its_pages_tile_and_colours(key):
    info, entry = game(key), game(key).entry
    for kind, stem, title in info.pages:
        assert kind in gallery.KIND_LABELS and title, (kind, stem)
        assert (REPO / "notebooks" / key / f"{stem}.ipynb").is_file(), f"notebooks/{key}/{stem}.ipynb"
    for page in gallery.game(key).pages:
        assert (REPO / "notebooks" / page.path).is_file(), page.path
    assert [kind for kind, _, _ in info.pages][0] == "tutorial", "a game's pages start with its first lesson"
    assert entry.PITCH.strip() and entry.PLAY_TIME.strip() and len(entry.SYMBOL) == 1
    assert re.fullmatch(r"#[0-9A-F]{6}", entry.COLOUR) and contrast_ratio(entry.INK, entry.COLOUR) >= 4.5
    assert info.swatches and all(isinstance(s, Swatch) and s.letter == letter for letter, s in info.swatches.items())


@pytest.mark.parametrize("key", KEYS)
def test_every_game_brings_what_the_shared_scripts_read(key):
    """The OpenSpiel adapter reads ``engines/<key>/spiel.py``; the shared benchmarks ``benchmarks/bench_<key>.py``;
    the analysis pages the stored results named after the key."""
    spiel = importlib.import_module(f"engines.{key}.spiel")
    assert all(callable(getattr(spiel, name)) for name in ("words", "most_drawn", "longest"))
    bench = (REPO / "benchmarks" / f"bench_{key}.py").read_text(encoding="utf-8")
    for name in ("COACH_TABLE", "PLAYOUT_TABLES", "ENGINE_TABLES", "SPREAD_GAMES", "PRACTICE", "TRACES"):
        assert re.search(rf"^{name} = ", bench, re.MULTILINE), f"benchmarks/bench_{key}.py has no {name}"
    from widgets import results
    assert {f"{key}_tournament", f"{key}_figures"} <= set(results.names())


def test_at_most_two_files_name_a_game_outside_its_own_and_each_says_why():
    """In the whole tree, tests included: at most two files outside a game's own files and the registry name a
    game in their code, each in ``ALLOWED`` with why (64 when the registry work began, by a looser count)."""
    found = dict(naming_files(REPO))
    print(f"\n{len(found)} .py files name a game outside its own files and the registry "
          f"(at most {MOST_NAMING_FILES}): {sorted(found)}")
    assert len(ALLOWED) <= MOST_NAMING_FILES
    unexplained = {name: keys for name, keys in found.items() if name not in ALLOWED}
    assert not unexplained, (f"these files name games the registry (widgets/games.py) should give them: "
                             f"{unexplained}; iterate widgets.games.GAMES, take another game from "
                             "widgets.testing.other_game, or move the game's part into a file whose path holds "
                             "its key (see docs/adding_a_game.md)")
    for name, why in ALLOWED.items():
        assert why and name in found, f"{name} is allowed to name a game but no longer does: drop it"


NAMINGS = {
    "imports.py": "import alpha\nfrom engines import alpha as game\n",
    "attribute.py": "import engines\nSTATE = engines.alpha.State\n",
    "derived.py": "from widgets.results import alpha_figures\n",
    "test_names.py": "def test_alpha_rounds():\n    pass\n",
    "stored.py": 'NAME = "alpha_tournament"\n',
    "page.py": "PAGE = 'notebooks/alpha/play.ipynb'\n",
    "formatted.py": 'MODULE = f"engines.alpha.{PART}"\n',
    "titled.py": "NAME = 'Beta Quest'\n",
    "listed.py": 'GAMES = ("alpha", "beta")\n',
}
"""Files that name a game in code, each one way: ``naming_files`` must find every one."""
PROSE = {
    "docstring.py": '"""Here Alpha Game, alpha, "beta" and engines.alpha are named only in prose."""\n',
    "comment.py": "X = 1  # like engines.alpha or 'beta'\n",
    "longer.py": 'ALPHABET = "alphabet alphas betamax"\nalphabet = 2\n',
    "mid_title.py": 'SAY = "not Beta Quest"\n',
}
"""Files that name no game in code: prose, and words that only start like a key."""


def test_the_name_count_sees_every_naming_in_code_and_leaves_prose_and_own_files_out(tmp_path):
    """A key as a word of a name or a string, or a title at a string's start, is found; docstrings, comments,
    longer words and a game's own files are not."""
    (tmp_path / "engines" / "alpha").mkdir(parents=True)
    (tmp_path / "engines" / "alpha" / "rules.py").write_text('TITLE = "Alpha Game"\n')
    for name, text in {**NAMINGS, **PROSE}.items():
        (tmp_path / name).write_text(text)
    games = {"alpha": "Alpha Game", "beta": "Beta Quest"}
    found = dict(naming_files(tmp_path, games))
    assert sorted(found) == sorted(NAMINGS), found
    assert found["listed.py"] == ["alpha", "beta"] and found["titled.py"] == ["beta"]
    assert all(keys == ["alpha"] for name, keys in found.items() if name not in ("listed.py", "titled.py"))
