"""No import circle under ``widgets/`` or ``engines/``: no module imports one that imports it back.

The modules are read with :mod:`ast`, not imported, so an import hidden inside a function
counts as much as one at the top of the file, and ``from . import x`` / ``from ..core import y``
are resolved to the modules they name. An import under ``if TYPE_CHECKING:`` never runs
(it only names a type for the checker), so it is left out; so are the modules the game
registry names in strings (``widgets.games``), which are data until a page asks for them.
"""

from __future__ import annotations

import ast
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("widgets", "engines")

def modules(root: Path, packages: tuple[str, ...] = PACKAGES) -> dict[str, tuple[Path, bool]]:
    """Every module under ``packages``: its dotted name -> (its file, whether it is a package)."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _type_checking_only(node: ast.AST) -> bool:
    """Whether ``node`` is an ``if TYPE_CHECKING:`` block."""
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _imports_in(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement in ``tree``, inside functions too, but not under ``if TYPE_CHECKING:``."""
    found, todo = [], [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        todo.extend(child for child in ast.iter_child_nodes(node) if not _type_checking_only(child))
    return found


def imported_by(name: str, known: dict[str, tuple[Path, bool]]) -> set[str]:
    """The modules of ``known`` that module ``name`` imports (relative imports resolved)."""
    path, is_package = known[name]
    here = name.split(".") if is_package else name.split(".")[:-1]
    named = set()
    for node in _imports_in(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            stem = here[:len(here) - node.level + 1]
            base = ".".join(stem + ([node.module] if node.module else []))
        for alias in node.names:
            submodule = f"{base}.{alias.name}"
            named.add(submodule if submodule in known else base)
    return {module for module in named if module in known and module != name}


def circles(known: dict[str, tuple[Path, bool]]) -> list[list[str]]:
    """Each import circle as one path through it, first module repeated last (Tarjan's components)."""
    graph = {name: sorted(imported_by(name, known)) for name in known}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    components: list[set[str]] = []

    def visit(name: str) -> None:
        index[name] = low[name] = len(index)
        stack.append(name)
        for other in graph[name]:
            if other not in index:
                visit(other)
                low[name] = min(low[name], low[other])
            elif other in stack:
                low[name] = min(low[name], index[other])
        if low[name] == index[name]:
            component = set()
            while not component or name not in component:
                component.add(stack.pop())
            if len(component) > 1:
                components.append(component)

    for name in graph:
        if name not in index:
            visit(name)
    return [_path_through(sorted(component), graph) for component in components]


def _path_through(component: list[str], graph: dict[str, list[str]]) -> list[str]:
    """A circle inside ``component``, from its first module back to it (breadth first)."""
    start = component[0]
    came_from = {start: None}
    todo = [start]
    while todo:
        name = todo.pop(0)
        for other in graph[name]:
            if other == start:
                path = [name]
                while came_from[path[-1]] is not None:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if other in component and other not in came_from:
                came_from[other] = name
                todo.append(other)
    raise AssertionError(f"no circle in {component}")


def _said(circle: list[str]) -> str:
    return " -> ".join(circle)


def test_no_module_imports_one_that_imports_it_back():
    found = circles(modules(ROOT))
    assert not found, "import circles: " + "; ".join(_said(circle) for circle in found)


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")


def test_a_circle_hidden_in_a_function_through_relative_imports_is_found(tmp_path):
    _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/game/__init__.py": "from .table import Table\n",
        "pkg/game/table.py": "def offer():\n    from .review import review\n    return review\n",
        "pkg/game/review.py": "from ..shared import banner\nfrom pkg.game import table\n",
        "pkg/shared.py": "import math\nbanner = 1\n",
    })
    found = circles(modules(tmp_path, ("pkg",)))
    assert [set(circle) for circle in found] == [{"pkg.game.table", "pkg.game.review"}]
    assert found[0][0] == found[0][-1] and len(found[0]) == 3


def test_an_import_only_for_the_type_checker_is_no_circle(tmp_path):
    _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/state.py": "from .explain import explain\n",
        "pkg/explain.py": ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                           "    from .state import State\n"),
    })
    assert circles(modules(tmp_path, ("pkg",))) == []
    assert imported_by("pkg.state", modules(tmp_path, ("pkg",))) == {"pkg.explain"}


def test_the_registry_is_data_only():
    """``widgets/games.py`` imports no other module of ``widgets`` or ``engines``, not even for the type checker:
    the review reads the registry, never the reverse."""
    tree = ast.parse((ROOT / "widgets" / "games.py").read_text(encoding="utf-8"))
    named = [node.module or "." for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    named += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    assert not [name for name in named if name.startswith((".", "widgets", "engines"))], named
    assert imported_by("widgets.games", modules(ROOT)) == set()
