"""Which Python files name a game outside the game's own files and the registry (the registry is the one list).

A game's own files are those whose path holds its key (``engines/<key>/``, ``widgets/<key>/``, ``tests/<key>/``,
``benchmarks/bench_<key>.py``, ``widgets/results/<key>_figures.py`` ...); the registry is ``widgets/games.py``.
Any other ``.py`` file that names a game in its code is one more place a new game must be written into. The file
is read as Python tokens, so a game is named

- by its key as a word of a name: ``import kirin``, ``from engines import kirin``, ``engines.kirin``,
  ``kirin_figures``, ``test_kirin_rounds``;
- by its key as a word inside a string: ``"kirin"``, ``"kirin_tournament"``, ``"kirin/play.ipynb"``,
  ``f"engines.kirin.{part}"``;
- by its title at the start of a string: ``"Kirin"``, ``'Kirin's table'``.

Comments and docstrings are prose and do not count. :func:`naming_files` lists the files;
``tests/test_registry.py`` holds the limit::

    from registry_names import naming_files    # tests/ on the path, as pytest puts it
    naming_files(REPO)                       # [("tests/conftest.py", ["<key>", ...]), ...]
"""

from __future__ import annotations

import ast
import io
import re
import subprocess
import tokenize
from pathlib import Path
from typing import Iterable, Iterator, Mapping

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


def _docstring_starts(text: str) -> set[tuple[int, int]]:
    """Where each string that stands alone as a statement (a docstring) starts: (line, column)."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return set()
    return {(node.lineno, node.col_offset) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)}


FSTRING_START, FSTRING_MIDDLE = (getattr(tokenize, name, None) for name in ("FSTRING_START", "FSTRING_MIDDLE"))
"""Python 3.12's tokens for an f-string's start and text parts (None before 3.12, where an f-string is one STRING)."""


def code_tokens(text: str) -> Iterator[tuple[int, str]]:
    """The NAME and STRING tokens of Python source ``text`` (``tokenize`` types and text), docstrings left out; from
    Python 3.12 on, an f-string's text parts count as STRING tokens (the first with the f-string's opening quote)."""
    prose = _docstring_starts(text)
    opening = ""
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.NAME or (token.type == tokenize.STRING and token.start not in prose):
                yield token.type, token.string
            elif token.type == FSTRING_MIDDLE:
                yield tokenize.STRING, opening + token.string
            opening = token.string if token.type == FSTRING_START else ""
    except (tokenize.TokenError, SyntaxError):
        return


def _word(key: str) -> re.Pattern[str]:
    """``key`` as a word: no letter or digit just before or just after it (``_``, ``/`` and ``.`` part words)."""
    return re.compile(r"(?<![A-Za-z0-9])" + re.escape(key) + r"(?![A-Za-z0-9])")


def names_in(text: str, games: Mapping[str, str], own: Iterable[str] = ()) -> list[str]:
    """The keys of the games Python source ``text`` names in its code (a key as a word of a name or of a string,
    or a title at a string's start), those in ``own`` left out."""
    tokens = list(code_tokens(text))
    found = []
    for key, title in games.items():
        if key in set(own):
            continue
        word, titled = _word(key), re.compile(r"""^[rbfuRBFU]*["']+""" + re.escape(title))
        if any(word.search(string) or (kind == tokenize.STRING and titled.match(string)) for kind, string in tokens):
            found.append(key)
    return found


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
