"""What README.md and the guides in docs/ say about the repository is true of it: every path they name
exists, every ``./tutor`` command they give is one the script has, the site figures the README quotes are
those of ``benchmarks/results/site.md``, and the review entry point ``docs/engines.md`` gives has the
signature it says. (The guide's examples run as doctests in ``tests/test_engine_docs.py``.)"""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

#: Names in the docs that look like paths but are not this repository's, each with why.
NOT_PATHS = {
    "tabletop-tutor/tabletop-tutor": "the Binder badge's placeholder GitHub owner/name",
    "tabletop-tutor.github.io/tabletop-tutor": "the placeholder GitHub Pages address",
    "owner/name": "the words that say what to put in the placeholder",
    "screenshots/gallery.png": "written by the gallery's browser test (ignored by git), which may run after this one",
}


def _named_paths(text: str) -> list[str]:
    """Every `quoted` name with a slash that is not a URL, a pattern or a call (``a/b.py``, ``.github/x.yml``)."""
    names = []
    for quoted in re.findall(r"`([^`\s]+)`", text):
        if "/" not in quoted or any(c in quoted for c in "<>{}*$()=") or quoted.startswith(("http", "../", "~", "-", "/")):
            continue
        names.append(quoted.removeprefix("./"))
    return names


def _exists(name: str) -> bool:
    """A repository path, a ``module.attribute`` of a file that exists, or a game's own file (``lessons/x.py``
    under some ``widgets/<game>/``)."""
    path = name.rstrip("/")
    if (ROOT / path).exists():
        return True
    module, _, attribute = path.rpartition(".")
    if attribute.isidentifier() and (ROOT / f"{module}.py").is_file():
        return attribute in (ROOT / f"{module}.py").read_text(encoding="utf-8")
    return any((game / path).exists() for game in (ROOT / "widgets").iterdir() if game.is_dir())


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_path_the_docs_name_exists(doc):
    missing = [n for n in _named_paths(doc.read_text(encoding="utf-8")) if n not in NOT_PATHS and not _exists(n)]
    assert not missing, f"{doc.name} names paths that do not exist: {missing}"


def test_every_tutor_command_the_readme_gives_is_one_the_script_has():
    script = (ROOT / "tutor").read_text(encoding="utf-8")
    has = set(re.findall(r"^\s+(\w+)\)", script, re.MULTILINE))
    given = set(re.findall(r"\./tutor (\w+)", (ROOT / "README.md").read_text(encoding="utf-8")))
    assert given and given <= has, f"README gives ./tutor {sorted(given - has)}, which the script does not have"


def test_the_readme_quotes_the_stored_site_figures():
    stored = (ROOT / "benchmarks" / "results" / "site.md").read_text(encoding="utf-8")
    size = re.search(r"site: ([\d.]+) MB", stored).group(1)
    cold = re.search(r"cold: first live widget median ([\d.]+) s, max ([\d.]+) s", stored).groups()
    warm = re.search(r"warm: first live widget median ([\d.]+) s, max ([\d.]+) s", stored).groups()
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    said = re.search(r"measured a median of ([\d.]+) s to the first widget on a second visit \(at most ([\d.]+) s;"
                     r".*? and ([\d.]+) s on a first visit \(at most ([\d.]+) s\).*?the site was ([\d.]+) MB", readme)
    assert said, "README no longer quotes the loopback site figures in the expected words"
    assert said.groups() == (*warm, *cold, size)


def test_the_review_entry_point_is_documented_with_its_signature():
    from widgets.games import GAMES

    guide = (ROOT / "docs" / "engines.md").read_text(encoding="utf-8")
    (documented,) = re.findall(r"`review(\([^`]*\))`", guide)
    said = [part.strip().partition("=")[::2] for part in documented.strip("()").split(",")]
    for info in GAMES:
        review_game = info.part("widgets.reviewing:review_for")(info)
        has = [(p.name, "" if p.default is p.empty else repr(p.default))
               for p in inspect.signature(review_game).parameters.values()]
        assert has == said, (info.key, has, said)  # names and defaults; the annotations are the code's
