"""Small layout helpers the game front-ends share: pictures, sections, card buttons, output.

Each helper builds ipywidgets and nothing more; what to show always comes from the
engines. Output areas are written with :func:`set_output`, which replaces their
content in one step (``with out: print(...)`` would leak text into other cells when
notebooks are run by nbval).
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets

from .banner import MessageBanner, on_click
from .palette import HIGHLIGHT, Swatch

__all__ = [
    "svg_widget", "html_block", "section", "card_button", "tile_css", "set_output",
    "Progress", "progress",
]


def svg_widget(svg: str, **layout: Any) -> ipywidgets.HTML:
    """Show an SVG picture (e.g. from widgets.svg) in an HTML widget; keywords set its layout."""
    return ipywidgets.HTML(value=str(svg), layout=ipywidgets.Layout(**layout))


def html_block(html: str, *, css_class: str | None = None) -> ipywidgets.HTML:
    """Show a piece of trusted HTML (made by the project, not typed by a user)."""
    widget = ipywidgets.HTML(value=html)
    if css_class:
        widget.add_class(css_class)
    return widget


def section(title: str, *children: ipywidgets.Widget, level: int = 3) -> ipywidgets.VBox:
    """Stack widgets under a heading (``<h3>`` by default)."""
    heading = ipywidgets.HTML(value=f"<h{level} style='margin:0.4em 0 0.2em'>{escape(title)}</h{level}>")
    box = ipywidgets.VBox([heading, *children])
    box.add_class("tt-section")
    return box


def card_button(label: str, swatch: Swatch, *, tooltip: str | None = None, selected: bool = False,
                disabled: bool = False, width: str = "auto") -> ipywidgets.Button:
    """A clickable card: its colour, its symbol and its letter (added if ``label`` lacks it)."""
    text = label if label.upper().startswith(swatch.letter) else f"{swatch.letter}{label}"
    button = ipywidgets.Button(
        description=f"{swatch.symbol} {text}".strip(),
        tooltip=tooltip or f"{text}, {swatch.name}",
        disabled=disabled,
        layout=ipywidgets.Layout(width=width, min_width="64px", height="40px",
                                 border=f"3px solid {HIGHLIGHT.fill}" if selected else "1px solid #444444"),
    )
    button.style.button_color = swatch.fill
    button.style.text_color = swatch.ink
    button.style.font_weight = "bold"
    button.add_class("tt-card-button")
    return button


def tile_css() -> str:
    """The shared stylesheet as a ``<style>`` block: gallery tiles, card buttons, sections."""
    return """<style>
.tt-tiles { display: flex; flex-wrap: wrap; gap: 1em; margin: 0.5em 0; }
.tt-tile { flex: 1 1 16em; max-width: 24em; border: 1px solid #BBBBBB; border-radius: 10px;
  padding: 0.8em 1em; background: #FFFFFF; box-shadow: 0 1px 3px rgba(0,0,0,0.12); color: #1A1A1A; }
.tt-tile h3 { margin: 0 0 0.3em 0; }
.tt-tile .tt-pitch { margin: 0 0 0.5em 0; }
.tt-tile .tt-meta { font-size: 0.9em; color: #444444; margin-bottom: 0.5em; }
.tt-tile a { color: #005A8C; text-decoration: underline; }
.tt-tile a:focus, .tt-card-button:focus { outline: 3px solid #E69F00; outline-offset: 2px; }
.tt-soon { display: inline-block; font-size: 0.85em; padding: 0.1em 0.6em; border-radius: 1em;
  background: #F2F2F2; color: #333333; border: 1px dashed #777777; }
.tt-card-button { font-size: 1.05em; border-radius: 6px; }
.tt-section { margin-bottom: 0.6em; }
.tt-rule { font-family: monospace; }
</style>"""


def set_output(out: ipywidgets.Output, text: str | None = None, html: str | None = None) -> None:
    """Replace an Output's content with ``text`` and/or ``html`` (no ``with out:`` printing)."""
    out.outputs = ()
    if text is not None:
        out.append_stdout(text if text.endswith("\n") else text + "\n")
    if html is not None:
        # What append_display_data would add, built directly: no IPython shell is needed.
        out.outputs += ({"output_type": "display_data", "metadata": {},
                         "data": {"text/html": html, "text/plain": "(picture)"}},)


def replace_children(box: ipywidgets.Box, children) -> None:
    """Show new children in a box and close the old ones (so their browser models go away)."""
    old = box.children
    box.children = tuple(children)
    for child in old:
        if child not in box.children:
            child.close()


def example_buttons(examples, css: str, banner: MessageBanner, load) -> list[ipywidgets.Button]:
    """One button per worked example (``.name``, ``.note``) that calls ``load(i)``; classes ``css``, ``css-i``."""
    buttons = []
    for i, example in enumerate(examples):
        b = ipywidgets.Button(description=example.name, tooltip=example.note,
                              layout=ipywidgets.Layout(width="auto"))
        b.add_class(css)
        b.add_class(f"{css}-{i}")
        on_click(b, banner, lambda i=i: load(i))
        buttons.append(b)
    return buttons


class Progress(ipywidgets.HBox):
    """A progress bar with a label beside it, for long simulations."""

    def __init__(self, total: int, description: str = "Working") -> None:
        """Make a bar from 0 to ``total`` with a text label."""
        if total < 0:
            raise ValueError(f"A progress total must be 0 or more, not {total}.")
        self.bar = ipywidgets.IntProgress(value=0, min=0, max=max(total, 1), description=description)
        self.label = ipywidgets.Label(value=f"0 of {total}")
        self.total = total
        super().__init__([self.bar, self.label])

    def update(self, done: int, text: str | None = None) -> None:
        """Set how much is done; the label says 'done of total' unless ``text`` is given."""
        self.bar.value = max(0, min(done, self.bar.max))
        self.label.value = text if text is not None else f"{done} of {self.total}"


def progress(total: int, description: str = "Working") -> Progress:
    """Return a :class:`Progress` (``.bar`` is the IntProgress, ``.label`` its Label)."""
    return Progress(total, description)
