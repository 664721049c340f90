"""What a Voila reader sees of the lessons: no code words, no seat numbers, only explained ruling ids.

A lesson is read in Voila with its code hidden. This test renders each lesson's markdown
and stored outputs to text, the way a reader sees them (as ``shared/tools/lesson_text.py``
does for the project's fresh readers), and refuses what such a reader cannot use:

* code in backticks (a reader sees the backticks, not code);
* the words of notebooks and engines: JupyterLab, cell, seed, phase, legal action;
* seat numbers ("seat 0"): players have names;
* an engine's action notation ("end day", "keep R2 give G6 B9"), except in a markdown
  box that teaches notation (its text holds ``**Notation**``);
* a ruling id that is not explained on the game's "Rulings and readings" page, or that
  belongs to another game.

Each game's rulings page (``notebooks/<game>/rulings.ipynb``) obeys the same rules: it
says what an id means, so every id it names must be one it explains.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from game_facts import facts
from widgets.games import GAMES as REGISTRY

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
GAMES = {info.key: info.rulings for info in REGISTRY}
"""Each game's ruling-id prefix, by key."""

#: Words a Voila reader should never meet (case does not matter).
ENGINE_WORDS = {
    "JupyterLab": r"\bJupyterLab\b",
    "cell": r"\bcells?\b",
    "seed": r"\bseed(?:s|ed)?\b",
    "phase": r"\bphases?\b",
    "legal action": r"\blegal actions?\b",
    "seat number": r"\bseats?\s*#?\d",
}

#: Each engine's action notation, as its actions print themselves: each game's own data, which no engine exports
#: as a pattern, in its ``tests/<key>/<key>_facts.py`` (``NOTATION``); a new game without one fails at collection.
NOTATION = {key: facts(key).NOTATION for key in GAMES}

#: Marks a markdown box that teaches the notation: its notation is the lesson.
NOTATION_BOX = "**Notation**"

#: Allowed exceptions, each (game, page stem, exact text), with the reason beside it.
#: Keep this list short.
ALLOWED: set[tuple[str, str, str]] = set()

RULING_ID = re.compile(r"\b(DE|MO|LC|KI)-(T?\d+)\b")


class _Text(HTMLParser):
    """HTML to the text a reader sees: scripts and styles left out, table cells split by bars."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self.skip += 1
        if tag in ("br", "p", "div", "tr", "li", "h1", "h2", "h3", "h4", "table", "svg"):
            self.parts.append("\n")
        if tag in ("td", "th"):
            self.parts.append(" | ")
        found = dict(attrs)
        if tag == "img" and found.get("alt"):
            self.parts.append(f"[image: {found['alt']}]")
        if found.get("aria-label"):
            self.parts.append(f"[{found['aria-label']}] ")

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def html_text(markup: str) -> str:
    """The text of some HTML, as a reader sees it."""
    parser = _Text()
    parser.feed(markup)
    return re.sub(r"\n\s*\n+", "\n\n", "".join(parser.parts)).strip()


def reader_blocks(path: Path) -> list[tuple[str, str]]:
    """Every block a Voila reader sees on a page, as (kind, text): markdown cells and stored outputs."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    blocks: list[tuple[str, str]] = []
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            blocks.append(("markdown", "".join(cell["source"])))
            continue
        if cell["cell_type"] != "code":
            continue
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                blocks.append(("output", "".join(output["text"])))
            data = output.get("data", {})
            if "text/markdown" in data:
                blocks.append(("output", "".join(data["text/markdown"])))
            elif "text/html" in data:
                blocks.append(("output", html_text("".join(data["text/html"]))))
            elif "image/svg+xml" in data:
                blocks.append(("output", html_text("".join(data["image/svg+xml"]))))
            elif "text/plain" in data and "application/vnd.jupyter.widget-view+json" not in data:
                blocks.append(("output", "".join(data["text/plain"])))
    return blocks


def lesson_pages(game: str) -> list[Path]:
    """A game's lessons, in order, then its rulings page."""
    pages = sorted((NOTEBOOKS / game).glob("[0-9]*.ipynb"))
    rulings = NOTEBOOKS / game / "rulings.ipynb"
    return pages + ([rulings] if rulings.exists() else [])


def explained_ids(game: str) -> set[str]:
    """The ruling ids the game's rulings page explains: each has an anchor ``<a id="LC-5">``."""
    page = NOTEBOOKS / game / "rulings.ipynb"
    if not page.exists():
        return set()
    text = "\n".join(text for kind, text in reader_blocks(page) if kind == "markdown")
    return set(re.findall(r'<a\s+(?:name|id)="((?:DE|MO|LC|KI)-T?\d+)"', text))


def stumbles(game: str, path: Path) -> list[str]:
    """What a reader of one page would trip on, one line each."""
    known = explained_ids(game)
    found: list[str] = []
    for number, (kind, text) in enumerate(reader_blocks(path), 1):
        visible = re.sub(r"<a\s+(?:name|id)=\"[^\"]*\"\s*>\s*</a>", "", text)  # anchors are not seen

        def report(what: str, match: re.Match) -> None:
            snippet = visible[max(0, match.start() - 40): match.end() + 40].replace("\n", " ")
            if (game, path.stem, match.group(0)) not in ALLOWED:
                found.append(f"{path.stem} block {number} ({kind}): {what}: ...{snippet}...")

        for match in re.finditer(r"`[^`\n]*`?", visible):
            report("code in backticks", match)
        for word, pattern in ENGINE_WORDS.items():
            for match in re.finditer(pattern, visible, re.IGNORECASE):
                report(f"the word {word!r}", match)
        if NOTATION_BOX not in visible:
            for pattern in NOTATION[game]:
                for match in re.finditer(pattern, visible):
                    report("action notation", match)
        if kind == "markdown":  # outputs' HTML was already turned into text above
            for match in re.finditer(r"</?[a-zA-Z][^>\n]*>|&[a-z]+;|&#\d+;", visible):
                report("raw HTML a reader of the exported text sees", match)
        for match in RULING_ID.finditer(visible):
            if match.group(1) != GAMES[game]:
                report("another game's ruling id", match)
            elif match.group(0) not in known:
                report("a ruling id the rulings page does not explain", match)
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_game_has_a_rulings_page_explaining_ids(game):
    assert explained_ids(game), f"notebooks/{game}/rulings.ipynb explains no ruling id"


@pytest.mark.parametrize("page", [pytest.param(path, id=f"{game}/{path.stem}")
                                  for game in sorted(GAMES) for path in lesson_pages(game)])
def test_a_voila_reader_meets_no_code_words_and_only_explained_ids(page):
    game = page.parent.name
    found = stumbles(game, page)
    assert not found, f"{len(found)} things a reader would trip on:\n" + "\n".join(found)


@pytest.mark.parametrize("page", [pytest.param(path, id=f"{path.parent.name}/{path.stem}")
                                  for path in sorted(NOTEBOOKS.glob("*/*.ipynb"))])
def test_a_link_to_a_place_on_the_same_page_names_the_page(page):
    """``[KI-3](#KI-3)`` resolves against the site's files folder, not the page; ``rulings.ipynb#KI-3`` works everywhere."""
    text = "\n".join(text for kind, text in reader_blocks(page) if kind == "markdown")
    assert "](#" not in text, f"{page.name} has a link to '#...' alone: write {page.name}#... instead"
