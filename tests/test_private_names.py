"""No module reaches into another module's private names.

A name with a leading underscore belongs to the module that defines it. These checks read
``engines/`` and ``widgets/`` with :mod:`ast` and fail on ``from x import _name`` and on a call
``something._name(...)`` whose receiver is not ``self``, ``cls`` or ``super()`` and whose name the
module does not define itself (a class's own classmethods may build a fresh instance and call its
hooks). Dunder names (``__init__``) and protocol names (``_repr_html_``, ``_repr_mimebundle_``) are
public by design. What is shared is given a public name with a one-line docstring instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engines", "widgets")

ALLOWED = {
    ("widgets/figures.py", "call pyplot._get_backend_mod"): "matplotlib's own: the only way to start the inline "
                                                            "backend before the first figure",
}
"""The few private names still used across modules, each with the reason it stays."""


def _public_by_design(name: str) -> bool:
    """A dunder (``__init__``) or a protocol name (``_repr_html_``): not a private name."""
    return not name.startswith("_") or name.endswith("_")


def _defined(tree: ast.Module) -> set[str]:
    """The names a module defines itself: its functions, classes and methods, and names it assigns."""
    names = {node.name for node in ast.walk(tree)
             if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    return names | {target.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
                    for target in node.targets if isinstance(target, ast.Name)}


def _own_receiver(node: ast.expr) -> bool:
    """``self``, ``cls`` or ``super()``: the object's own."""
    if isinstance(node, ast.Name):
        return node.id in ("self", "cls")
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def private_reach(source: str) -> list[tuple[int, str]]:
    """Each import of an underscore name and each call of another object's underscore method, with its line."""
    tree = ast.parse(source)
    own = _defined(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found += [(node.lineno, f"import {alias.name}") for alias in node.names
                      if not _public_by_design(alias.name)]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name = node.func.attr
            if not _public_by_design(name) and name not in own and not _own_receiver(node.func.value):
                found.append((node.lineno, f"call {ast.unparse(node.func)}"))
    return found


def _sources() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py"))


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_uses_another_modules_private_names(path):
    where = str(path.relative_to(ROOT))
    found = [(line, what) for line, what in private_reach(path.read_text(encoding="utf-8"))
             if (where, what) not in ALLOWED]
    assert not found, f"{where}: " + "; ".join(f"line {line}: {what}" for line, what in found)


def test_every_allowed_case_is_still_there():
    """An allowed case that is gone is taken off the list."""
    present = {(str(p.relative_to(ROOT)), what) for p in _sources() for _, what in private_reach(p.read_text())}
    assert set(ALLOWED) <= present, sorted(set(ALLOWED) - present)


@pytest.mark.parametrize("source, found", [
    ("from .rules import _run\n", [(1, "import _run")]),
    ("from .rules import run, __version__\n", []),
    ("def f(state):\n    state._play(0, 1)\n", [(2, "call state._play")]),
    ("def f(self):\n    self._play(0, 1)\n    super()._play(0)\n", []),
    ("def _play(s):\n    pass\ndef f(state):\n    state._play(0)\n", []),
    ("def f(table):\n    table._repr_html_()\n", []),
])
def test_the_check_reads_imports_and_calls(source, found):
    assert private_reach(source) == found
