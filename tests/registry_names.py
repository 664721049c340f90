"""Which Python files name a game outside the game's own files and the registry (issue 48: the registry is the one list).

A game's own files are those whose path holds its key (``engines/<key>/``, ``widgets/<key>/``, ``tests/<key>/``,
``benchmarks/bench_<key>.py``, ``widgets/results/<key>_figures.py`` ...); the registry is ``widgets/games.py``.
Any other ``.py`` file that names a game, by its key after a quote, a slash or a dot (``"<key>"``,
``engines.<key>``, ``<key>/play.ipynb``) or by its title after a quote, is one more place a new game must be
written into. :func:`naming_files` lists them; ``tests/test_registry.py`` holds the limit::

    from registry_names import naming_files    # tests/ on the path, as pytest puts it
    naming_files(REPO)                       # [("tests/conftest.py", ["<key>", ...]), ...]
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Iterable, Mapping

REGISTRY = "widgets/games.py"
"""The one list of games: naming them is its purpose."""


def python_files(root: Path) -> list[str]:
    """The repository's ``.py`` files, relative to ``root``: git's list where it has one, else every file below."""
    try:
        listed = subprocess.run(["git", "ls-files", "*.py"], cwd=root, capture_output=True, text=True, check=True)
        return sorted(name for name in listed.stdout.split() if (root / name).is_file())
    except (OSError, subprocess.CalledProcessError):
        skip = {".venv", "build", ".git", "node_modules"}
        return sorted(path.relative_to(root).as_posix() for path in root.rglob("*.py")
                      if not skip & set(path.relative_to(root).parts))


def names_in(text: str, games: Mapping[str, str], own: Iterable[str] = ()) -> list[str]:
    """The keys of the games ``text`` names (by key after a quote, slash or dot, or by title after a quote),
    those in ``own`` left out."""
    return [key for key, title in games.items() if key not in set(own) and (
        re.search(r"""["'/.]""" + re.escape(key) + r"\b", text) or re.search(r"""["']""" + re.escape(title), text))]


def naming_files(root: Path, games: Mapping[str, str] | None = None) -> list[tuple[str, list[str]]]:
    """Every ``.py`` file below ``root`` but the registry that names a game whose key its path does not hold,
    with the keys it names; ``games`` is {key: title}, the registry's by default."""
    if games is None:
        from widgets.games import GAMES
        games = {info.key: info.title for info in GAMES}
    found = []
    for name in python_files(root):
        if name == REGISTRY:
            continue
        named = names_in((root / name).read_text(encoding="utf-8"), games, [key for key in games if key in name])
        if named:
            found.append((name, named))
    return found
