"""The notebooks hold imports and calls; the code they call lives in the package, where it is tested.

A lesson's code cells read as a recipe a reader in JupyterLab can follow: the helpers they call
are defined once, in ``widgets/<game>/lessons/`` (the lessons), ``widgets/<game>/analysis.py``
(the analysis page) or ``widgets/layout.py`` (``Table``, ``side_by_side``). These checks parse
every code cell of every notebook with :mod:`ast` and refuse a class defined in a notebook, and a
function defined in two notebooks.
"""

from __future__ import annotations

import ast
import json
from collections import defaultdict
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PAGES = sorted(NOTEBOOKS.rglob("*.ipynb"))

#: Pages other work is rewriting now, each with the function names they still define twice.
#: Keep this short, and empty it when those pages move their helpers into the package.
PENDING: dict[str, set[str]] = {}


def definitions(path: Path) -> list[ast.AST]:
    """Every function and class a notebook's code cells define, at any depth."""
    found = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            tree = ast.parse("".join(cell["source"]), filename=str(path))
            found += [node for node in ast.walk(tree)
                      if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))]
    return found


def page_id(path: Path) -> str:
    return str(path.relative_to(NOTEBOOKS))


@pytest.mark.parametrize("path", PAGES, ids=page_id)
def test_no_notebook_defines_a_class(path):
    classes = [node.name for node in definitions(path) if isinstance(node, ast.ClassDef)]
    assert not classes, f"{page_id(path)} defines {classes}: a class belongs in the package"


def test_no_function_is_defined_in_two_notebooks():
    where: dict[str, set[str]] = defaultdict(set)
    for path in PAGES:
        for node in definitions(path):
            if not isinstance(node, ast.ClassDef):
                where[node.name].add(page_id(path))
    twice = {name: sorted(pages) for name, pages in where.items()
             if len(pages) > 1 and pages != PENDING.get(name)}
    assert not twice, f"functions defined in more than one notebook (move them into the package): {twice}"


def test_the_check_sees_a_function_defined_twice(tmp_path):
    """The check reads nested definitions too, so a helper hidden in a cell's widget code counts."""
    cell = {"cell_type": "code", "source": ["def outer():\n", "    def helper():\n", "        pass\n"]}
    page = tmp_path / "page.ipynb"
    page.write_text(json.dumps({"cells": [cell]}), encoding="utf-8")
    assert [node.name for node in definitions(page)] == ["outer", "helper"]
