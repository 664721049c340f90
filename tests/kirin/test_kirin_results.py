"""Kirin's stored results: the loader reads its tournament from the package data.

The checks every game's stored results share are in ``tests/test_results.py``.
"""

from __future__ import annotations

import pytest

from widgets import results


def test_load_reads_package_data_and_names_what_exists_when_asked_for_something_else():
    assert results.load("kirin_tournament")["settings"]["players"] == 4
    with pytest.raises(KeyError, match="kirin_tournament"):
        results.load("kirin_tournamnet")
