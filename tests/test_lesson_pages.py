"""The lesson pages of The Luminous Dragon Egg, Meow Oracle and Kirin, read as text (issue 12 §1-2).

These tests open the notebooks as JSON and read what a learner reads in Voila: the
Markdown cells, and the Markdown that hidden code cells display. They need no kernel.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from widgets.gallery import game, navigation, page_label

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
GAMES = ("dragon_egg", "meow_oracle", "kirin")
LESSONS = [path for key in GAMES for path in sorted((NOTEBOOKS / key).glob("0*.ipynb"))]
APPS = [NOTEBOOKS / key / f"{name}.ipynb" for key, names in
        (("dragon_egg", ("calculator", "play", "replay")), ("meow_oracle", ("calculator", "play", "replay")),
         ("kirin", ("trick_explorer", "play", "replay"))) for name in names]


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def markdown(path: Path) -> str:
    """The Markdown a reader sees in Voila: Markdown cells and Markdown that code cells display."""
    parts = []
    for cell in cells(path):
        if cell["cell_type"] == "markdown":
            parts.append("".join(cell["source"]))
        else:
            for out in cell.get("outputs", []):
                text = out.get("data", {}).get("text/markdown")
                if text:
                    parts.append("".join(text))
    return "\n\n".join(parts)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_navigation_names_every_page_as_the_gallery_does(path):
    key = path.parent.name
    text = markdown(path)
    lines = re.findall(r"<small>.*?</small>", text)
    assert lines == [navigation(key, path.name)] * 2, "one navigation line at the top, one at the bottom"
    entry = game(key)
    labels = {Path(p.path).name: page_label(entry, p) for p in entry.pages}
    steps = re.findall(r"(?:Previous|Next): \[([^\]]+)\]\(([^)]+)\)", text)
    assert steps, "a lesson says where to go next"
    for label, target in steps:
        assert labels[target] == label
