"""Stored results and cached figures that the analysis pages show, shipped as package data.

The analysis pages open at once because they read what was computed beforehand instead
of computing it while a learner waits:

- ``<game>_tournament.json``: a full bot tournament with one record per game, written by
  ``benchmarks/tournament_<game>.py``;
- ``<game>_figures.json``: the exact figures and simulation summaries of the game's
  analysis page, written by ``benchmarks/figures.py`` from the functions in
  ``widgets.results.<game>_figures`` (``tests/test_results.py`` checks them against a
  fresh computation, so they cannot go stale).

The files are package data of ``widgets``, so they travel with the wheel (the static site
installs only that wheel) and are read with :mod:`importlib.resources`, never by a path
into the repository. Standard library only::

    from widgets import results
    stored = results.load("kirin_tournament")
    figures = results.load("kirin_figures")
    p = results.fraction(figures["exact"]["p_friends"])      # "1234/5678" -> Fraction

Pages plot with matplotlib when it can be loaded; :func:`pyplot` returns ``None`` when it
cannot (as on the offline static site), and the page then shows the same numbers as a
table under the one-line note :data:`NO_CHARTS`.
"""

from __future__ import annotations

import json
from fractions import Fraction
from importlib import resources
from typing import Any

__all__ = ["load", "names", "fraction", "fraction_text", "pyplot", "NO_CHARTS"]

NO_CHARTS = "Charts need matplotlib, which this page could not load; here are the numbers."
"""The one line a page shows above a table that stands in for a chart."""


def names() -> list[str]:
    """The stored files of this package, by name (``kirin_tournament``, ...), sorted."""
    return sorted(entry.name.removesuffix(".json") for entry in resources.files(__name__).iterdir()
                  if entry.name.endswith(".json"))


def load(name: str) -> dict[str, Any]:
    """The stored JSON ``name`` (no ``.json``), read afresh from the package's data."""
    entry = resources.files(__name__).joinpath(f"{name}.json")
    if not entry.is_file():
        raise KeyError(f"no stored results called {name!r}; there are: {', '.join(names())}")
    return json.loads(entry.read_text(encoding="utf-8"))


def fraction_text(value: Fraction) -> str:
    """An exact fraction as stored in JSON: ``"numerator/denominator"``."""
    value = Fraction(value)
    return f"{value.numerator}/{value.denominator}"


def fraction(text: str) -> Fraction:
    """A stored ``"numerator/denominator"`` back as an exact :class:`~fractions.Fraction`."""
    return Fraction(text)


def pyplot() -> Any | None:
    """``matplotlib.pyplot`` when matplotlib can be loaded, else ``None`` (never an exception).

    Pages call this once; with ``None`` they show tables instead of charts.
    """
    try:
        import matplotlib.pyplot as plt
    except Exception:  # ImportError, or a broken install: either way, no charts
        return None
    return plt
