"""Small layout helpers the game front-ends and lessons share: pictures, sections, card buttons,
output, tables and pictures in a row.

Each helper builds ipywidgets and nothing more; what to show always comes from the
engines. Output areas are written with :func:`set_output`, which replaces their
content in one step (``with out: print(...)`` would leak text into other cells when
notebooks are run by nbval).
"""

from __future__ import annotations

import html
import re
from html import escape
from itertools import zip_longest
from typing import Any, Callable, Iterable, Sequence

import ipywidgets

from .banner import MessageBanner, guarded, on_click
from .palette import HIGHLIGHT, Swatch

__all__ = [
    "FiguresTable",
    "svg_widget", "html_block", "section", "card_button", "tile_css", "set_output",
    "Progress", "progress", "Table", "side_by_side", "try_it", "typed_cards", "example_button", "section_title",
    "set_options", "app_box", "stacked", "phone_width", "phone_table", "PHONE_TABLE_WIDTH",
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


def side_by_side(*pictures: object, captions: Iterable[str] | None = None):
    """Several pictures in a row (they wrap on a narrow screen), each with an optional caption."""
    from IPython.display import HTML

    captions = list(captions) if captions else [""] * len(pictures)
    return HTML('<div style="display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start">'
                + "".join(f'<div style="text-align:center">{p}'
                          + (f'<div style="font-size:0.9em;margin-top:4px">{escape(c)}</div>' if c else "")
                          + "</div>" for p, c in zip(pictures, captions)) + "</div>")


PHONE_TABLE_WIDTH = 300
"""The widest table (CSS pixels, as :func:`phone_width` reckons) that stays a table on a phone; a wider one
stacks (:func:`stacked`). A 393 px phone leaves a table about 378 px: the rest is the estimate's margin, and a
table that would fill the screen reads better as cards than squeezed into lines of a word or two."""


def phone_width(rows: Iterable[Sequence[str]]) -> int:
    """About how wide (CSS pixels) a table of text ``rows`` is on a phone, where its cells wrap between
    words: each column as wide as its longest word (7 px a character) plus 8 px of padding."""
    columns = zip_longest(*rows, fillvalue="")
    return sum(8 + 7 * max((len(word) for cell in column for word in cell.split()), default=0) for column in columns)


def phone_table(table: str, rows: Iterable[Sequence[str]]) -> str:
    """``table`` (the HTML of text ``rows``, headings first) made to stack on a phone if it is too wide to
    stay a table there (:data:`PHONE_TABLE_WIDTH`); a narrower table is left as it is and reflows. A card's
    first cell is its title; when the first column holds only short keys (a number, a card: 4 characters at
    most) it keeps its label too ("players: 4")."""
    rows = list(rows)
    if phone_width(rows) <= PHONE_TABLE_WIDTH:
        return table
    table = stacked(table)
    if rows[1:] and all(len(row[0]) <= 4 for row in rows[1:] if row):
        table = _add_class(table[:table.index(">") + 1], "tt-label-first") + table[table.index(">") + 1:]
    return table


class Table:
    """Rows shown as an HTML table in a notebook, and as aligned text anywhere else. On a phone a table
    too wide for the screen stacks, each row a card (:func:`phone_table`)."""

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
        return phone_table(f"<table>{caption}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>",
                           [self.header, *self.rows])

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


def try_it(draw: Callable[[], Any], *rows: ipywidgets.Widget,
           watch: Iterable[ipywidgets.Widget] = ()) -> ipywidgets.VBox:
    """A lesson's "Try it" box: ``rows`` of controls, a message banner, and what ``draw()`` returns.

    ``draw`` reads the controls and returns what to show: one thing or a list of them (pictures,
    tables, ``HTML``; a string is HTML). It runs at once and again whenever a control in ``watch``
    changes its value. Bad input raises (``InvalidInput`` with a learner's sentence): the banner
    says it in plain words and the last good picture stays, never a traceback.
    """
    from IPython.display import HTML

    banner = MessageBanner()
    shown = ipywidgets.Output()

    @guarded(banner)
    def redraw(change: Any = None) -> None:
        items = draw()
        shown.outputs = ()
        for item in items if isinstance(items, (list, tuple)) else [items]:
            if hasattr(item, "_ipython_display_"):  # it would display itself on the page, not in the box
                item = item._repr_html_()
            shown.append_display_data(HTML(item) if isinstance(item, str) else item)

    for control in watch:
        control.observe(redraw, "value")
    redraw()
    return ipywidgets.VBox([*rows, banner, shown])


def typed_cards(parse: Callable[[str], list], text: str, what: str) -> list:
    """The cards typed in a box, read by the game's ``parse``; none at all is refused: "Type ``what``."."""
    from engines import InvalidInput

    cards = parse(text)
    if not cards:
        raise InvalidInput(f"Type {what}.")
    return cards


def example_button(box: ipywidgets.Widget, text: str, description: str | None = None,
                   **layout: Any) -> ipywidgets.Button:
    """A button that puts ``text`` in ``box`` (a try-it box then shows it); its label is ``description`` or the text."""
    button = ipywidgets.Button(description=description or text, layout=ipywidgets.Layout(**layout))
    button.on_click(lambda _button: setattr(box, "value", text))
    return button


def app_box(css: str, kind: str, children: list[ipywidgets.Widget]) -> ipywidgets.VBox:
    """A whole app: ``children`` in a column with the classes ``<css>-app`` and ``<css>-<kind>``."""
    box = ipywidgets.VBox(children)
    box.add_class(f"{css}-app")
    box.add_class(f"{css}-{kind}")
    return box


_TABLE = re.compile(r"<table\b[^>]*>.*?</table>", re.S)
_ROW = re.compile(r"<tr\b[^>]*>.*?</tr>", re.S)
_HEAD_CELL = re.compile(r"<th\b[^>]*>(.*?)</th>", re.S)
_CELL = re.compile(r"<td\b([^>]*)>")
_TAG = re.compile(r"<[^>]+>")


def _add_class(tag: str, cls: str) -> str:
    """An opening tag with ``cls`` added to its classes."""
    match = re.search(r'class="([^"]*)"', tag)
    if match:
        return tag[:match.start()] + f'class="{match.group(1)} {cls}"' + tag[match.end():]
    return tag[:-1].rstrip("/").rstrip() + f' class="{cls}">'


def _stack_one(table: str) -> str:
    """One table made to stack: each body cell labelled by its column (the row of headings stays as it is)."""
    rows = _ROW.findall(table)
    head = next((row for row in rows if "<th" in row and "<td" not in row), None)
    if head is None:
        return table
    labels = [html.unescape(_TAG.sub("", cell)).strip() for cell in _HEAD_CELL.findall(head)]

    def label_row(row: str) -> str:
        if row is head:
            return row  # the phone style hides a row of headings alone
        column = 0

        def label(cell: re.Match) -> str:
            nonlocal column
            attributes = cell.group(1)
            span = re.search(r'colspan="(\d+)"', attributes)
            text = labels[column] if column < len(labels) else ""
            column += int(span.group(1)) if span else 1
            return f'<td data-label="{escape(text)}"{attributes}>' if text and "data-label" not in attributes \
                else cell.group(0)

        return _CELL.sub(label, row)

    for row in rows:
        table = table.replace(row, label_row(row), 1)
    opening = table[:table.index(">") + 1]
    return _add_class(opening, "tt-stack") + table[len(opening):]


def stacked(markup: str) -> str:
    """``markup`` with each table of rows made to stack on a phone: every row becomes a card, its cells
    labelled by their column's heading (``data-label``), so nothing scrolls sideways (see
    :data:`widgets.cardbuttons.PHONE_CSS`). A wide screen shows the table as it was. A table needs
    one row of headings (``<th>`` only); tables inside tables are left alone."""
    return _TABLE.sub(lambda m: m.group(0) if m.group(0).count("<table") > 1 else _stack_one(m.group(0)), markup)


def section_title(css: str, text: str) -> ipywidgets.HTML:
    """A section heading inside an app, in the game's style (``<css>-section-title``)."""
    return ipywidgets.HTML(f'<div class="{css}-section-title">{text}</div>')


def set_options(dropdown: ipywidgets.Dropdown, options: list, empty: str) -> None:
    """Fill a dropdown with ``(label, value)`` options, keeping its choice if it is still there; with none,
    it shows ``(empty)`` and holds no value."""
    if options:
        values = [v for _, v in options]
        keep = dropdown.value if dropdown.value in values else values[0]
        dropdown.options = options
        dropdown.value = keep
        dropdown.disabled = False
    else:
        dropdown.options = [(f"({empty})", "")]
        dropdown.value = ""
        dropdown.disabled = True


class FiguresTable:
    """Rows shown as an HTML table in a notebook, and as aligned text elsewhere; a row may have a coloured mark.
    On a phone a table too wide for the screen stacks, each row a card (:func:`widgets.layout.phone_table`)."""

    def __init__(self, header: Sequence[str], rows: Sequence[Sequence[str]], marks: Sequence[str] = ()) -> None:
        self.header, self.rows, self.marks = list(header), [list(r) for r in rows], list(marks)

    def _repr_html_(self) -> str:
        cell = '<{0} style="text-align:left;padding:2px 8px">{1}</{0}>'
        head = "".join(cell.format("th", escape(h)) for h in self.header)
        body = ""
        for i, row in enumerate(self.rows):
            colour = self.marks[i] if i < len(self.marks) else ""
            style = f' style="border-left:5px solid {colour}"' if colour else ""
            body += f"<tr{style}>" + "".join(cell.format("td", escape(x)) for x in row) + "</tr>"
        return phone_table(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>",
                           [self.header, *self.rows])

    def __repr__(self) -> str:
        lines = [self.header, *self.rows]
        widths = [max(len(x) for x in column) for column in zip(*lines)]
        return "\n".join("  ".join(x.ljust(w) for x, w in zip(line, widths)).rstrip() for line in lines)
