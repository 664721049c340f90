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
into the repository::

    from widgets import results
    stored = results.load("kirin_tournament")
    figures = results.load("kirin_figures")
    p = results.fraction(figures["exact"]["p_friends"])      # "1234/5678" -> Fraction

How the pages draw them is :mod:`widgets.results.charts`, whose names this package also gives."""

from __future__ import annotations

import json
from fractions import Fraction
from importlib import resources
from typing import Any

from .charts import NO_CHARTS, Table, chart, pyplot, say, win_rate_bars, wins_against_random

__all__ = ["load", "names", "fraction", "fraction_text", "pyplot", "chart", "win_rate_bars", "wins_against_random",
           "Table", "say", "NO_CHARTS"]


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
