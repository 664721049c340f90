"""The lesson pages of The Luminous Dragon Egg, Meow Oracle and Kirin, read as text.

These tests open the notebooks as JSON and read what a learner reads in Voila: the
Markdown cells, and the Markdown that hidden code cells display. They need no kernel.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from widgets.gallery import game, navigation, page_label
from widgets.games import KEYS

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
GAMES = KEYS
LESSONS = [path for key in GAMES for path in sorted((NOTEBOOKS / key).glob("0*.ipynb"))]
APPS = [path for key in GAMES for path in sorted((NOTEBOOKS / key).glob("*.ipynb"))
        if path.stem in ("calculator", "play", "replay") or path.stem.endswith("_explorer")]
"""Each game's apps: its calculator, its explorers, its play table and its replay (those it has)."""


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def markdown(path: Path, programmers: bool = True) -> str:
    """The Markdown a reader sees in Voila: Markdown cells and Markdown that code cells display.

    ``programmers=False`` leaves out the "For programmers" notes, where code names belong.
    """
    parts = []
    for cell in cells(path):
        if cell["cell_type"] == "markdown":
            source = "".join(cell["source"])
            if programmers or not source.startswith("## For programmers"):
                parts.append(source)
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
    lines = re.findall(rf"^{re.escape(game(key).name)} \u00b7 .*$", text, flags=re.M)
    assert lines == [navigation(key, path.name)] * 2, "one navigation line at the top, one at the bottom"
    entry = game(key)
    labels = {Path(p.path).name: page_label(entry, p) for p in entry.pages}
    steps = re.findall(r"(?:Previous|Next): \[([^\]]+)\]\(([^)]+)\)", text)
    assert steps, "a lesson says where to go next"
    for label, target in steps:
        assert labels[target] == label


def visible_text(path: Path) -> str:
    """Markdown plus what code cells print: everything a Voila reader sees as text."""
    parts = [markdown(path, programmers=False)]
    for cell in cells(path):
        for out in cell.get("outputs", []):
            if out.get("output_type") == "stream":
                parts.append("".join(out["text"]))
    return "\n".join(parts)


CODE_SPAN = re.compile(r"`[^`]*`")  # code style, paired from the left as Markdown pairs it
CODE_IN_SPAN = re.compile(r"\w\(|\b[a-z]+_[a-z_]+\b|Bot\b")  # a call, a snake_case name or a bot class
CODE_ANYWHERE = re.compile(
    r"\bRules\(|\b(?:Sage|Random|Greedy|MonteCarlo)Bot\b"  # the engine's classes anywhere
    r"|\b[Ss]eeds? \d|\(seed\b|\bseed=")  # "seed 48": a programmer's handle, not a learner's


class _CodeNames:
    """What a Voila reader would see of code: code-style spans naming code, and class names or seeds."""

    @staticmethod
    def findall(text: str) -> list[str]:
        spans = CODE_SPAN.findall(text)
        return ([span for span in spans if CODE_IN_SPAN.search(span)]
                + CODE_ANYWHERE.findall(CODE_SPAN.sub(" ", text)))


CODE_NAME = _CodeNames()


DONE = GAMES  # games whose pages are already rewritten to the §2 convention: all of them


@pytest.mark.parametrize("path", [p for p in LESSONS + APPS if p.parent.name in DONE],
                         ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_code_names_in_what_a_voila_reader_sees(path):
    found = CODE_NAME.findall(visible_text(path))
    assert not found, f"code talk belongs in code cells or a 'For programmers' note: {found}"


BOX = re.compile(r"^> \*\*(Our readings?(?: \(([A-Z]{2}-T?\d+(?:, [A-Z]{2}-T?\d+)*)\))?|Variant: [^*]+)\.\*\*", re.M)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_readings_sit_in_labelled_boxes(path):
    """§2: a ruling or a variant is a blockquote that starts with its label; no bare box."""
    text = markdown(path)
    quotes = [line for line in text.splitlines() if line.startswith("> ") and
              (not line.startswith("> **") or "reading" in line.lower() or "variant" in line.lower())]
    starts = [line for line in quotes if line.startswith("> **")]
    assert all(BOX.match(line) for line in starts), starts


def reading_box(text: str, label: str) -> str:
    """The blockquote that starts with ``> **{label}.**``, as one string."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"> **{label}.**"))
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith(">")), len(lines))
    return " ".join(line[2:] for line in lines[start:end])


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_lesson_ends_with_a_check_yourself_drawn_by_the_engine(path):
    """Each lesson closes with a "Check yourself" heading and the widget that
    draws and marks its questions, after the lesson's last rule (only the way on and the
    programmers' note may follow)."""
    all_cells = cells(path)
    heading = [i for i, cell in enumerate(all_cells) if cell["cell_type"] == "markdown"
               and "".join(cell["source"]).startswith("## Check yourself")]
    assert len(heading) == 1, f"{path.name}: one '## Check yourself' section expected"
    following = [cell for cell in all_cells[heading[0] + 1:] if cell["cell_type"] == "code"]
    assert following and "check_yourself(" in "".join(following[0]["source"])
    rest = "".join("".join(cell["source"]) for cell in all_cells[heading[0] + 1:]
                   if cell["cell_type"] == "markdown")
    assert "\n## " not in "\n" + rest.replace("## What comes next", "").replace("## For programmers", ""), \
        f"{path.name}: a new section after Check yourself; the exercise should close the lesson"
