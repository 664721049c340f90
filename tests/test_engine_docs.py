"""The examples in the engines' guide (``docs/engines.md``) say what the engines answer."""

from __future__ import annotations

import doctest
from pathlib import Path

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "engines.md"


def test_the_guide_examples_run_as_written():
    result = doctest.testfile(str(GUIDE), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 12 and result.failed == 0, f"{result.failed} of {result.attempted} examples differ"
