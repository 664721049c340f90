"""Stored results the analysis pages show, shipped as package data so a page opens at once.

``<game>_tournament.json`` holds a bot tournament (``benchmarks/tournament_<game>.py``); ``<game>_figures.json``
the exact figures of the game's analysis page (``benchmarks/figures.py``, checked against a fresh computation by
``tests/test_results.py``). They are read with :mod:`importlib.resources`, never by a path into the repository. A
host may ship them apart from the code and set :data:`fetch`: the static site does, so that a first visit
downloads none of them and a page fetches each the first time it reads it (site/more_python.py)::

    from widgets import results
    figures = results.load("kirin_figures")
    p = results.fraction(figures["exact"]["p_friends"])      # "1234/5678" -> Fraction

How the pages draw them is :mod:`widgets.results.charts`, whose names this package also gives."""

from __future__ import annotations

import json
from fractions import Fraction
from importlib import resources
from typing import Any, Callable, Optional

from .charts import NO_CHARTS, Table, chart, pyplot, say, win_rate_bars, wins_against_random

__all__ = ["load", "read_text", "names", "fraction", "fraction_text", "pyplot", "chart", "win_rate_bars",
           "wins_against_random", "Table", "say", "NO_CHARTS"]

fetch: Optional[Callable[[str], str]] = None
"""``None`` (CPython, Voila: the files are package data), or a function of a file's name (``"practice.json"``)
giving its text, set by a host that ships the files apart from the code (the static site)."""


def names() -> list[str]:
    """The stored files of this package, by name (``kirin_tournament``, ...), sorted."""
    return sorted(entry.name.removesuffix(".json") for entry in resources.files(__name__).iterdir()
                  if entry.name.endswith(".json"))


def read_text(filename: str) -> str:
    """The stored file ``filename`` (``"practice.json"``) as text: the package's data, or else :data:`fetch`'s."""
    entry = resources.files(__name__).joinpath(filename)
    if entry.is_file():
        return entry.read_text(encoding="utf-8")
    if fetch is None:
        raise KeyError(f"no stored results called {filename.removesuffix('.json')!r}; there are: {', '.join(names())}")
    return fetch(filename)


def load(name: str) -> dict[str, Any]:
    """The stored JSON ``name`` (no ``.json``), read afresh (:func:`read_text`)."""
    return json.loads(read_text(f"{name}.json"))


def fraction_text(value: Fraction) -> str:
    """An exact fraction as stored in JSON: ``"numerator/denominator"``."""
    return f"{Fraction(value).numerator}/{Fraction(value).denominator}"


def fraction(text: str) -> Fraction:
    """A stored ``"numerator/denominator"`` back as an exact :class:`~fractions.Fraction`."""
    return Fraction(text)
