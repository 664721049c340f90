"""Charts with a text alternative: matplotlib figures shown as ``<img>`` with an ``alt``.

A notebook shows a matplotlib figure as a PNG, which Jupyter and Voilà put in an
``<img>`` with no alternative text: a screen reader says "image" and nothing more.
:func:`describe_charts` teaches IPython to show every figure as HTML instead, an
``<img>`` whose ``alt`` says what the chart is: the figure's label when a page sets
one (``fig.set_label("...")``), otherwise its titles and axis labels.
Importing :mod:`widgets` turns this on in a running IPython; matplotlib itself is
only imported when a figure is shown, so pages without charts never load it.
"""

from __future__ import annotations

import base64
import io
import sys
from html import escape
from typing import Any


def chart_description(fig: Any) -> str:
    """A sentence naming what a figure shows: its label, or its titles and axis labels."""
    label = fig.get_label()
    if label:
        return label
    parts = []
    suptitle = getattr(fig, "_suptitle", None)
    if suptitle is not None and suptitle.get_text():
        parts.append(suptitle.get_text())
    for ax in fig.get_axes():
        bits = [ax.get_title()]
        if ax.get_xlabel():
            bits.append(f"across: {ax.get_xlabel()}")
        if ax.get_ylabel():
            bits.append(f"up: {ax.get_ylabel()}")
        text = "; ".join(b for b in bits if b)
        if text:
            parts.append(text)
    return "Chart: " + (". ".join(parts) if parts else "a figure without a title")


def figure_html(fig: Any) -> str:
    """The figure as an ``<img>`` holding its PNG, with :func:`chart_description` as ``alt``."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", bbox_inches="tight")
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    alt = escape(chart_description(fig), quote=True)
    return f'<img src="data:image/png;base64,{data}" alt="{alt}" style="max-width:100%">'


def describe_charts(shell: Any = None) -> bool:
    """Show matplotlib figures as HTML images with alternative text in this IPython shell.

    Returns whether a shell was found. The formatter is registered by name, so matplotlib
    is not imported. Matplotlib's inline backend clears every formatter for figures when
    it starts (when the first figure is made), so before each cell runs the backend is
    started, if pyplot is loaded, and the formatter registered again.
    """
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
    if shell is None:
        return False
    def register(*_: Any) -> None:
        pyplot = sys.modules.get("matplotlib.pyplot")
        if pyplot is not None:
            try:
                pyplot._get_backend_mod()  # start the inline backend now, not at the first figure
            except Exception:  # an unusual backend: charts then show as plain images
                pass
        html = shell.display_formatter.formatters["text/html"]
        html.for_type_by_name("matplotlib.figure", "Figure", figure_html)

    register()
    events = getattr(shell, "events", None)
    if events is not None and not getattr(shell, "_tt_describes_charts", False):
        events.register("pre_run_cell", register)
        shell._tt_describes_charts = True
    return True
