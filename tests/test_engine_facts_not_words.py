"""Every game's engine returns facts, not sentences (a game whose facts module sets ``ENGINE_WORDS_AWAITING``
is not checked yet).

The words a learner reads are written once, in ``widgets/``: read with :mod:`ast`, no module of these games' engines
defines a ``*_words`` function (their error messages, ``explain.py``, and the rules' own explanations in
``rules.py`` are the exceptions), and no function of their ``reasons.py`` returns an f-string or a phrase.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from game_facts import facts

from widgets.games import KEYS

ROOT = Path(__file__).resolve().parent.parent
GAMES = tuple(key for key in KEYS if not getattr(facts(key), "ENGINE_WORDS_AWAITING", False))
SPEAKING = ("explain.py", "rules.py")
"""The modules whose words are the engine's own: error messages and the rules' explanations (the API's explain_*)."""


def _functions(tree: ast.Module):
    """Every function and method of a module, nested ones too."""
    return [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]


def words_functions(source: str) -> list[str]:
    """The ``*_words`` functions a module defines."""
    return [f.name for f in _functions(ast.parse(source)) if f.name.endswith("_words")]


def _is_phrase(node: ast.AST) -> bool:
    """An f-string, or a string literal of more than one word."""
    return isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value.strip())


def sentence_returns(source: str) -> list[tuple[int, str]]:
    """``(line, function)`` for each ``return`` (or lambda) whose value holds an f-string or a phrase."""
    found = []
    for function in _functions(ast.parse(source)):
        for node in ast.walk(function):
            value = node.value if isinstance(node, ast.Return) else node.body if isinstance(node, ast.Lambda) else None
            if value is not None and any(_is_phrase(part) for part in ast.walk(value)):
                found.append((node.lineno, function.name))
    return found


def _modules(game: str) -> list[Path]:
    """The engine modules of ``game`` outside those whose words are its own."""
    return [p for p in sorted((ROOT / "engines" / game).glob("*.py")) if p.name not in SPEAKING]


@pytest.mark.parametrize("game", GAMES)
def test_no_engine_module_defines_a_words_function(game):
    found = {p.name: words_functions(p.read_text(encoding="utf-8")) for p in _modules(game)}
    found = {name: functions for name, functions in found.items() if functions}
    assert not found, f"engines/{game} writes words; move them to widgets/{game}/: {found}"


@pytest.mark.parametrize("game", GAMES)
def test_the_reasons_return_facts_not_sentences(game):
    path = ROOT / "engines" / game / "reasons.py"
    found = sentence_returns(path.read_text(encoding="utf-8"))
    assert not found, f"engines/{game}/reasons.py returns sentences; return facts instead: {found}"


def test_the_checks_see_words_and_sentences():
    """The two checks find what they look for."""
    source = ('def later_words(n):\n    return f"{n} later"\n'
              'def said():\n    return "a phrase"\n'
              'def fact(n):\n    return (n, "ahead")\n'
              'key = lambda n: f"{n}:top"\n')
    assert words_functions(source) == ["later_words"]
    assert sentence_returns(source) == [(2, "later_words"), (4, "said")]
