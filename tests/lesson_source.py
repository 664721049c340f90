"""The code a lesson runs: its notebook's code cells with the lesson helpers they call.

A lesson's notebook imports its helpers from the game's lessons package
(``widgets/<game>/lessons/``, a module per lesson, and ``examples.py`` building the game
situations they show, which the tests check on their own). Tests that read what a lesson builds
(the cases it shows, the rounds it plays, where it scores a typed table) read each code
cell followed by the source of every helper of that package the cell calls, directly or
through another helper, in the order they are first called; the lesson's own module's
top-level assignments come last. So moving a helper between a notebook and the module
changes nothing such a test finds, and the lesson's order is kept.
"""

from __future__ import annotations

import ast
import json
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def notebook_cells(notebook: Path) -> list[str]:
    """The code cells of a notebook, each as one string."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]


def _module(notebook: Path) -> tuple[dict[str, tuple[ast.AST, str]], list[str]]:
    """The game's lessons package: its functions and classes by name (with their module's text),
    and the top-level assignments of the lesson's own module."""
    package = ROOT / "widgets" / notebook.parent.name / "lessons"
    own = package / (notebook.stem.split("_", 1)[1] + ".py")
    functions, assignments = {}, []
    for path in sorted(package.glob("*.py")):
        if path.stem == "examples":  # the game situations, which the tests build and check themselves
            continue
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        functions.update({node.name: (node, text) for node in tree.body
                          if isinstance(node, (ast.FunctionDef, ast.ClassDef))})
        if path == own:
            assignments = [ast.get_source_segment(text, node) for node in tree.body
                           if isinstance(node, (ast.Assign, ast.AnnAssign))]
    return functions, assignments


def _called(node: ast.AST, functions: dict[str, tuple[ast.AST, str]]) -> list[str]:
    """Names of the module's functions called in ``node``, in the order they appear."""
    calls = [n for n in ast.walk(node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
             and n.func.id in functions]
    return [n.func.id for n in sorted(calls, key=lambda n: (n.lineno, n.col_offset))]


@cache
def lesson_cells(notebook: Path) -> list[str]:
    """Each code cell of a lesson followed by the helpers it calls (see the module's docstring)."""
    functions, assignments = _module(notebook)
    shown: set[str] = set()
    cells = []
    for cell in notebook_cells(notebook):
        try:
            tree = ast.parse(cell)
        except SyntaxError:  # a cell with IPython magics
            cells.append(cell)
            continue
        parts, waiting = [cell], _called(tree, functions)
        while waiting:
            name = waiting.pop(0)
            if name in shown:
                continue
            shown.add(name)
            node, text = functions[name]
            parts.append(ast.get_source_segment(text, node))
            waiting = _called(node, functions) + waiting
        cells.append("\n\n".join(parts))
    return cells + assignments  # a cached list: callers must not change it


def lesson_source(notebook: Path) -> str:
    """A lesson's code as one text (see :func:`lesson_cells`)."""
    return "\n".join(lesson_cells(notebook))
