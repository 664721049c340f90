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

Pages plot with matplotlib when it can be loaded. :func:`chart` draws a chart, or, when
matplotlib cannot be loaded (as on the offline static site, see :func:`pyplot`), shows the
same numbers as labelled :class:`Table` s under the one-line note :data:`NO_CHARTS`, never a
traceback. :func:`say` shows prose whose numbers come from the code.
"""

from __future__ import annotations

import json
from fractions import Fraction
from html import escape
from importlib import resources
from typing import Any, Callable, Iterable

__all__ = ["load", "names", "fraction", "fraction_text", "pyplot", "chart", "Table", "say", "NO_CHARTS"]

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


def chart(draw: Callable[[Any], None], *tables: "Table") -> None:
    """Draw a chart with ``draw(plt)``, or, without matplotlib, show ``tables`` under :data:`NO_CHARTS`.

    The tables hold the numbers the chart plots, labelled, so a page without charts loses
    no figure.
    """
    from IPython.display import HTML, Markdown, display

    from ..figures import figure_html

    plt = pyplot()
    if plt is None:
        display(Markdown(f"*{NO_CHARTS}*"))
        for table in tables:
            display(table)
        return
    draw(plt)
    figure = plt.gcf()
    display(HTML(figure_html(figure)))  # an <img> with alternative text (see widgets.figures)
    plt.close(figure)


def say(text: str) -> None:
    """Show prose that quotes computed numbers (Markdown), so the numbers come from the code."""
    from IPython.display import Markdown, display

    display(Markdown(text))


class Table:
    """Rows shown as an HTML table in a notebook, and as aligned text anywhere else."""

    def __init__(self, header: Iterable[object], rows: Iterable[Iterable[object]], caption: str = "") -> None:
        """A table with a header row, body rows and an optional caption (its label)."""
        self.header = [str(h) for h in header]
        self.rows = [[str(x) for x in row] for row in rows]
        self.caption = caption

    def _repr_html_(self) -> str:
        def cell(tag: str, text: str) -> str:
            """One cell; short ones (numbers, cards, headers) never break over two lines."""
            wrap = ";white-space:nowrap" if tag == "th" or len(text) <= 24 else ""
            return f'<{tag} style="text-align:left;padding:2px 10px{wrap}">{escape(text)}</{tag}>'

        caption = f"<caption style='text-align:left;font-weight:bold'>{escape(self.caption)}</caption>" \
            if self.caption else ""
        head = "".join(cell("th", h) for h in self.header)
        body = "".join("<tr>" + "".join(cell("td", x) for x in row) + "</tr>" for row in self.rows)
        return f"<table>{caption}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def _repr_markdown_(self) -> str:
        """The same rows as a Markdown table, header row first: what a lesson read as text shows (a
        notebook shows the HTML)."""
        def cell(text: str) -> str:
            return " ".join(text.split()).replace("|", "\\|")

        lines = [self.header, ["---"] * len(self.header), *self.rows]
        table = "\n".join("| " + " | ".join(cell(x) for x in line) + " |" for line in lines)
        return f"**{cell(self.caption)}**\n\n{table}" if self.caption else table

    def __repr__(self) -> str:
        lines = [self.header, *self.rows]
        widths = [max(len(x) for x in column) for column in zip(*lines)]
        text = "\n".join("  ".join(x.ljust(w) for x, w in zip(line, widths)).rstrip() for line in lines)
        return f"{self.caption}\n{text}" if self.caption else text
