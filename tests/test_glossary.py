"""One name per idea: the review, practice, Playing well and analysis pages use the glossary's words.

The strings of ``widgets/*.py`` and ``widgets/<game>/*.py`` (docstrings aside: a learner never reads
them), the Markdown cells of each game's play, replay, Playing well and analysis notebooks, and a
rendered review must not use a name the glossary (:mod:`widgets.glossary`) retired.
"""

from __future__ import annotations

import ast
import dataclasses
import json
from pathlib import Path

import pytest

from widgets.games import KEYS
from widgets.glossary import IMAGINED, RETIRED, STANDARD, TERMS, glossary_html, retired_in

ROOT = Path(__file__).resolve().parent.parent


PAGES = ("play", "replay", "playing_well", "analysis")
"""The notebooks of a game that show a review, a practice, the Playing well page or the analysis."""


def _sources() -> list[Path]:
    """The widget modules a review, practice, Playing well or analysis page draws its words from."""
    found = sorted((ROOT / "widgets").glob("*.py"))
    for key in KEYS:
        found += sorted((ROOT / "widgets" / key).glob("*.py"))
    return [p for p in found if p.name != "glossary.py"]


def strings(source: str) -> list[tuple[int, str]]:
    """The string constants of Python ``source`` a page may show, with their lines: docstrings left out."""
    tree = ast.parse(source)
    bare = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in bare]


def test_each_idea_has_one_name_a_meaning_and_retires_no_survivor():
    names = [term.name for term in TERMS]
    assert len(set(names)) == len(names) and all(term.meaning for term in TERMS)
    assert not any(retired_in(name) for name in names)
    assert "playouts" in RETIRED and "simple habits" in RETIRED and "careful players" in RETIRED
    assert IMAGINED.name == "imagined games" and STANDARD.name == "Standard bots"
    assert all(f"<b>{name}</b>" in glossary_html() for name in names)


def test_strings_skip_docstrings():
    said = strings('"""playouts."""\ndef f():\n    """playouts."""\n    return "imagined games"\n')
    assert said == [(4, "imagined games")]


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_widget_strings_use_no_retired_name(path):
    name = str(path.relative_to(ROOT))
    found = [(line, word) for line, text in strings(path.read_text(encoding="utf-8")) for word in retired_in(text)]
    assert not found, f"{name} uses retired names (line, name): {found}"


@pytest.mark.parametrize("notebook", [ROOT / "notebooks" / key / f"{page}.ipynb" for key in KEYS for page in PAGES],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_notebook_markdown_uses_no_retired_name(notebook):
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    found = [(i, word) for i, cell in enumerate(cells) if cell["cell_type"] == "markdown"
             for word in retired_in("".join(cell["source"]))]
    assert not found, f"{notebook.name} uses retired names (cell, name): {found}"


@pytest.mark.parametrize("key", KEYS)
def test_a_rendered_review_uses_no_retired_name(key):
    """A review of made-up rows of the game, every row opened: the panel's own words (the reasons, which come from
    the engines, and the game's pictures are checked after the merge)."""
    from engines import coach
    from widgets.coaching import ReviewPanel
    from widgets.games import game
    from widgets.testing import play_out
    from widgets.verdicts import row_detail

    from test_review_costliest import LOSSES

    info = game(key)
    scale = coach.PointScale(4.0, "ZOO", 3)

    def review(state, seat, progress=None, stop=None):
        """Rows of made-up losses, unsettled, with a points scale: every sentence of a row gets said."""
        for (number, before, text), (mean, low, high, label) in zip(coach.decisions(state, seat), LOSSES):
            other = next(str(a) for a in before.legal_actions(seat) if str(a) != text)
            yield coach.ReviewRow(number, seat, text, other, label, mean / 100, low / 100, high / 100, 1.0, "",
                                  before.observation(seat), scale=scale, points_loss_low=0.5, points_loss_high=1.5,
                                  settled=False)

    players = min(info.players)
    state = info.part(info.engine).new_game(players, seed=5)
    play_out(state, [info.bot("Beginner", seed=5 + s) for s in range(players)])
    panel = ReviewPanel.for_game(key)
    panel.review_fn = review
    panel.ready(state, 0)
    panel.start()
    said = [panel.banner.value, panel.summary.value, panel.rules_note.value, panel.hidden_note.value,
            panel.practise_button.description, panel.show_all.description]
    said += [b.description for b in panel.row_buttons]
    said += [row_detail(dataclasses.replace(row, reason=""), panel.words(row)) for row in panel.rows]
    assert panel.rows and not [word for text in said for word in retired_in(text)]
