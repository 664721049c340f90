"""The Kirin lessons say what each ruling id names where they cite it, so a reader always knows what an id names.

Lesson 1 lists the seven ids with the titles of the rulings page's headings (for reference, at its end); every other lesson
gives a label its name in words the first time it cites it, outside the "Our reading (KI-n)" label; and the
three parts of our KI-7 reading are called parts, never points, in a lesson about points.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

KIRIN = Path(__file__).resolve().parents[2] / "notebooks" / "kirin"
LABEL = re.compile(r"\*\*Our reading \(KI-\d\)\.\*\*")


def visible(stem: str) -> str:
    """Markdown cells and the text of stored outputs, markup and line breaks flattened."""
    parts = []
    for cell in json.loads((KIRIN / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown":
            parts.append("".join(cell["source"]))
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            parts.append("".join(out.get("text", "")) + "".join(data.get("text/markdown", ""))
                         + re.sub(r"<[^>]+>", " ", "".join(data.get("text/html", ""))))
    text = LABEL.sub("", "\n".join(parts))
    return " ".join(text.replace("> ", " ").replace("*", "").split())


OTHER_NAMES = {"KI-5": ("the rule for winning a trick",)}
"""Names the lessons also give a part: lesson 4's title says "winning a trick"."""


def titles() -> dict[str, str]:
    """The rulings page's headings: ``### KI-5 · Who wins a trick``."""
    cells = json.loads((KIRIN / "rulings.ipynb").read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return dict(re.findall(r"^### (KI-\d) · (.+)$", text, flags=re.M))


def test_lesson_1_lists_the_seven_ids_as_the_rulings_page_heads_them():
    cells = json.loads((KIRIN / "01_components.ipynb").read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    rows = re.findall(r"^\| (KI-\d) \| (.+?) \|$", text, flags=re.M)
    assert len(rows) == 7
    assert dict(rows) == titles()


@pytest.mark.parametrize("stem", ["02_orders_and_comparing", "03_the_follow_rule", "04_winning_a_trick",
                                  "05_kirin_cards_and_the_order", "06_declaring_and_scoring"])
def test_a_lesson_titles_each_id_the_first_time_it_cites_it(stem):
    """The first time a lesson cites a label, the part's name in words stands right before it ("the follow
    rule (KI-4)") or right after it ("KI-4, the follow rule")."""
    text = visible(stem)
    cited = sorted(set(re.findall(r"\bKI-\d\b", text)))
    assert cited
    for ruling, title in titles().items():
        if ruling in cited:
            start = text.index(ruling)
            before, after = text[max(0, start - 80):start].lower(), text[start:].lower()
            names = [title.lower(), *OTHER_NAMES.get(ruling, ())]
            assert after.startswith(f"{ruling}, {title}".lower()) or any(name in before for name in names), \
                text[max(0, start - 80):start + 80]


def test_our_ki7_reading_has_parts_not_points():
    for stem in ("06_declaring_and_scoring", "rulings"):
        text = visible(stem)
        assert "three parts" in text
        assert not re.search(r"\b(?:three|first|second|third) points?\b", text, flags=re.I)
    assert "each beast's colour" not in visible("rulings") + visible("01_components")
