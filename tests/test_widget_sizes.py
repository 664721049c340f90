"""The widgets' files stay small enough to read in one sitting, and a package's ``__init__`` stays a table of contents."""

from __future__ import annotations

from pathlib import Path

import pytest

WIDGETS = Path(__file__).resolve().parent.parent / "widgets"
MOST_LINES = 600
"""The most lines of a module under ``widgets/``."""
MOST_INIT_LINES = 60
"""The most lines of a package's ``__init__.py`` under ``widgets/``."""


def _sources() -> list[Path]:
    return sorted(WIDGETS.rglob("*.py"))


def _limit(path: Path) -> int:
    return MOST_INIT_LINES if path.name == "__init__.py" else MOST_LINES


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(WIDGETS)))
def test_no_widget_file_is_too_long_to_read_in_one_sitting(path):
    name = path.relative_to(WIDGETS).as_posix()
    assert _lines(path) <= _limit(path), f"{name} has {_lines(path)} lines (at most {_limit(path)})"
