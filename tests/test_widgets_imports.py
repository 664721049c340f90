"""The import graph of ``widgets/``: no module imports itself through others, and the registry is data only.

The graph is read from the source with ``ast``: every ``import`` and ``from ... import`` at any depth (module
level, inside a function or a ``TYPE_CHECKING`` block alike), relative or absolute. An edge goes to the
deepest module of ``widgets`` the import names (``from . import results`` is the subpackage, ``from .games
import game`` the module ``games``).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "widgets"


def _modules(root: Path, package: str) -> dict[str, tuple[Path, bool]]:
    """Every module of the package by dotted name: its file and whether it is a package's ``__init__``."""
    found = {}
    for path in (root / package).rglob("*.py"):
        parts = list(path.relative_to(root).with_suffix("").parts)
        package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if package else parts)] = (path, package)
    return found


def _deepest(name: str, modules: dict) -> str | None:
    """The deepest module of ``modules`` that ``name`` is or lies in (None: outside the package)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def import_graph(root: Path = ROOT, package: str = PACKAGE) -> dict[str, set[str]]:
    """Each module's imports of other modules of the package ``root/package``."""
    modules = _modules(root, package)
    graph: dict[str, set[str]] = {}
    for name, (path, package) in modules.items():
        here = name if package else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(_deepest(alias.name, modules) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[:len(here.split(".")) - node.level + 1]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                for alias in node.names:
                    full = f"{source}.{alias.name}"
                    targets.add(full if full in modules else _deepest(source, modules))
        graph[name] = {t for t in targets if t is not None and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The graph's strongly connected components of more than one module (each an import cycle), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                other = stack.pop()
                group.append(other)
                if other == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_graph_sees_every_kind_of_import(tmp_path):
    files = {
        "pkg/__init__.py": "from .a import x\n",
        "pkg/a.py": "import os\nfrom . import b\n",
        "pkg/b.py": "def f():\n    from pkg.sub import c\n",
        "pkg/sub/__init__.py": "",
        "pkg/sub/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..a import x\n",
        "pkg/sub/d.py": "import pkg.b\nfrom .. import sub\nfrom .c import y\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    graph = import_graph(tmp_path, "pkg")
    assert graph == {"pkg": {"pkg.a"}, "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.sub.c"}, "pkg.sub": set(),
                     "pkg.sub.c": {"pkg.a"}, "pkg.sub.d": {"pkg.b", "pkg.sub", "pkg.sub.c"}}
    assert cycles(graph) == [["pkg.a", "pkg.b", "pkg.sub.c"]]  # through a function and a TYPE_CHECKING block
    assert "widgets.games" in import_graph()["widgets.coaching"]


def test_the_widgets_package_has_no_import_cycle():
    assert cycles(import_graph()) == []


def test_cycles_are_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_registry_is_data_only():
    """``widgets/games.py`` imports no other module of the package (the review reads the registry, not the reverse)."""
    assert import_graph()["widgets.games"] == set()
