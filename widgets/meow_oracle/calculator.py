"""The grid calculator: fill a 3 x 3 Area, see Point 1, Point 2 and the total; then winner points.

Every number comes from the engine: :func:`~engines.meow_oracle.parse_grid` reads
and checks the Area (unknown tokens, a card used twice), ``ascending_run`` and
``ascending_points`` give Point 1 along the chosen reading path (MO-1, MO-2),
``scoring_lines`` and ``line_points`` give Point 2 (MO-3), ``round_points`` the
total, and ``winner_points`` the comparison around the table (MO-4). This module
reads the fields, draws the engine's answers and turns its errors into messages.

The small widget helpers every Meow Oracle app shares (card buttons, the style sheet) live in
:mod:`widgets.meow_oracle.cardbuttons`. Every app's message line is the shared
:class:`widgets.banner.MessageBanner`.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Sequence

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.meow_oracle import (CARDS, SQUARES, Card, Rules, ascending_points,
                                 ascending_run, line_colour, line_points, neighbours, parse_grid,
                                 reading_path,
                                 round_points, scoring_lines, winner_points)

from ..banner import MessageBanner, on_click
from ..layout import html_block
from ..tool import Tool
from ..words import count
from .cardbuttons import card_button, set_face, set_selected, style_widget
from .pictures import card_name, grid_svg, winner_points_svg
from .words import line_name

__all__ = ["on_click", "Example", "EXAMPLES", "RULEBOOK", "GridCalculator", "line_name", "point1_html", "point2_html", "score_html", "table_html"]

RULEBOOK_AREA = "B0 R1 G3 G5 W5 R9 G6 R8 B4"
"""The rulebook's worked Area (numbers 0 1 3 5 5 9 6 8 4, row by row)."""


# ----- describing a score in words -------------------------------------------------------
def point1_html(cells: Sequence[Card | None], rules: Rules) -> str:
    """Point 1 explained: the numbers along the reading path, where the run stops, the points (MO-2)."""
    path = reading_path(rules)
    run = ascending_run(list(cells), rules)
    points = ascending_points(list(cells), rules)
    chips = []
    for k, sq in enumerate(path):
        card = cells[sq]
        shown = str(card.number) if card is not None else "\u00b7"
        if k < run:
            style, tip = "background:#FBF1D6;border:2px solid #E69F00", f"{SQUARES[sq]}: in the run"
        elif k == run:
            style = "background:#FBE3D3;border:2px solid #D55E00"
            tip = (f"{SQUARES[sq]}: empty, the run stops" if card is None
                   else f"{SQUARES[sq]}: {card.number} is lower than the card before: the run stops")
        else:
            style, tip = "background:#F2F2F2;border:1px solid #CCC;color:#777", f"{SQUARES[sq]}: after the run"
        sep = ""
        if k:
            sep = '<span style="margin:0 2px;color:#555">' + (
                "\u2264" if k < run else ("&gt;" if k == run and card is not None else "\u2192")) + "</span>"
        chips.append(f'{sep}<span title="{escape(tip)}" style="{style};border-radius:5px;'
                     f'padding:1px 6px;font-weight:bold;display:inline-block;min-width:12px;'
                     f'text-align:center">{shown}</span>')
    order = " \u2192 ".join(SQUARES[s] for s in path)
    if run == 9:
        value = f"9 cards: 9 + 6 bonus = <b>{points} marks</b>"
    elif run == 8:
        value = f"8 cards: 8 + 2 bonus = <b>{points} marks</b>"
    else:
        value = f"{count(run, 'card')}, one mark each = <b>{count(points, 'mark')}</b>"
    bonus = " &middot; ".join(
        (f'<b style="background:#FBF1D6;padding:0 3px">{label}</b>' if hit else label)
        for label, hit in (("1\u20137 cards: 1 mark each", run < 8), ("8 cards: 10", run == 8),
                           ("9 cards: 15", run == 9)))
    return (f'<div class="mo-point1"><b>Point 1: the ascending run</b> (MO-1, MO-2)'
            f'<div class="mo-note">Reading path ({escape(rules.path)}): {order}</div>'
            f'<div style="margin:4px 0">{"".join(chips)}</div>'
            f'<div>Run of {value}.</div><div class="mo-note">{bonus}</div></div>')


def point2_html(cells: Sequence[Card | None]) -> str:
    """Point 2 explained: each row, column or diagonal of one colour, white as joker (MO-3)."""
    lines = scoring_lines(list(cells))
    points = line_points(list(cells))
    items = []
    for line in lines:
        cards = [cells[s] for s in line]
        colour = line_colour(cards)
        jokers = [c.token for c in cards if c.is_joker]
        if colour.value == "W":
            why = "three white jokers"
        elif jokers:
            why = f"{colour.word}, with {' and '.join(jokers)} as joker{'s' if len(jokers) > 1 else ''}"
        else:
            why = f"all {colour.word}"
        items.append(f"<li>{line_name(line)} ({' '.join(c.token for c in cards)}): {why}, "
                     "<b>+2</b></li>")
    if items:
        body = (f'<ul style="margin:3px 0 3px 18px;padding:0">{"".join(items)}</ul>'
                f"<div>{count(len(lines), 'line')} &times; 2 = <b>{count(points, 'mark')}</b>.</div>")
    else:
        body = ("<div>No row, column or diagonal has three cards of one colour: "
                "<b>0 marks</b>.</div>")
    return (f'<div class="mo-point2" style="margin-top:8px"><b>Point 2: colour lines</b> (MO-3)'
            f'<div class="mo-note">8 lines can score: 3 rows, 3 columns, 2 diagonals. '
            f"White (W3, W4, W5) counts as every colour.</div>{body}</div>")


def score_html(cells: Sequence[Card | None], rules: Rules) -> str:
    """The whole breakdown: Point 1, Point 2 and the round total (MO-2, MO-3)."""
    p1 = ascending_points(list(cells), rules)
    p2 = line_points(list(cells))
    total = round_points(list(cells), rules)
    empty = sum(c is None for c in cells)
    note = (f'<div class="mo-note">{count(empty, "square")} still empty: only the cards already '
            "there count.</div>" if empty else "")
    return (point1_html(cells, rules) + point2_html(cells)
            + f'<div class="mo-total" style="margin-top:10px">Total: {p1} + {p2} = '
              f'<span class="mo-total-value">{total}</span> marks</div>' + note)


def table_html(totals: Sequence[int], names: Sequence[str]) -> str:
    """Winner points in words: whom each player beats, ties or loses to (MO-4)."""
    points = winner_points(list(totals))
    n = len(totals)
    rows = []
    for s in range(n):
        parts = []
        for o in neighbours(s, n):
            verb = ("beats" if totals[s] > totals[o] else "ties" if totals[s] == totals[o]
                    else "loses to")
            mark = "+1" if totals[s] >= totals[o] else "0"
            parts.append(f"{verb} {escape(names[o])} ({totals[o]}): {mark}")
        me = ' class="mo-me"' if s == 0 else ""
        rows.append(f'<tr{me}><td><b>{escape(names[s])}</b></td><td>{totals[s]}</td>'
                    f'<td>{"<br>".join(parts)}</td>'
                    f'<td class="mo-wp-{s}"><b>{points[s]}</b></td></tr>')
    head = "<tr><th>Player</th><th>Round total</th><th>Against each neighbour</th><th>Winner points</th></tr>"
    rule = ("With 2 players the one opponent is compared once." if n == 2 else
            "With 3 players both others are neighbours." if n == 3 else
            "With 4 players the player opposite is not compared.")
    return (f'<table class="mo-table mo-winner-table">{head}{"".join(rows)}</table>'
            f'<div class="mo-note">A winner point for each neighbour beaten or tied (MO-4). {rule}</div>')


# ----- the calculator ---------------------------------------------------------------------
@dataclass(frozen=True)
class Example:
    """A worked case the calculator can load: an Area, the reading path and, optionally, a table."""

    title: str
    area: str
    path: str = "rows"
    others: tuple[int, ...] = ()  # totals of seats 1, 2, ... (seat 0 is the Area's total)


EXAMPLES: tuple[Example, ...] = (
    Example("The rulebook's example: 6 + 6 = 12, between 8 and 15", RULEBOOK_AREA, "rows", (8, 15)),
    Example("Eight cards in a row: the +2 bonus", "B0 R1 G2 B3 W4 G5 B6 R7 R2"),
    Example("All nine in a row: the +6 bonus", "G0 B1 R2 G3 B4 R5 G6 B7 R8"),
    Example("Snake variant: the middle row read right to left", "R0 R1 B2 G5 W4 B3 G6 R7 B9", "snake"),
    Example("White jokers complete lines", "R2 W3 G4 B5 W4 R6 G7 W5 B8"),
    Example("Four players: the player opposite is not compared", RULEBOOK_AREA, "rows", (8, 20, 15)),
)
"""Worked cases; every number shown for them is computed, nothing here is an answer."""
RULEBOOK = EXAMPLES[0]

_TOKEN_ROWS = [[c.token for c in CARDS if c.colour.value == letter] for letter in "RBGW"]


class GridCalculator(Tool):
    """The calculator app: an Area to fill, its score explained, and winner points around the table.

    ``widget`` is the whole app. Tests drive the same methods the buttons call:
    :meth:`click_square`, :meth:`click_card`, :meth:`type_area`, :meth:`load_example`,
    :meth:`set_totals`.
    """

    css, kind = "mo", "calculator"

    def style_widget(self) -> w.HTML:
        """Meow Oracle's style sheet."""
        return style_widget()

    def __init__(self, area: str | None = None, path: str = "rows") -> None:
        self.banner = self.new_banner()
        self.table_banner = MessageBanner(css_class="mo-table-banner")
        self.cells: list[str | None] = [None] * 9
        self.selected = 0
        self._loading = False
        self.total: int | None = None
        self.run: int | None = None
        self.points: tuple[int, int] | None = None
        self.message = ""
        self.winner_points: list[int] | None = None
        self.table_message = ""

        # controls
        self.rulebook_button = self.button("Rulebook example", "mo-rulebook-example", lambda: self.load_example(0),
                                           icon="book", style="primary", width=None,
                                           tip="Load the rulebook's worked Area and table")
        self.example = w.Dropdown(options=[(e.title, i) for i, e in enumerate(EXAMPLES)], value=0,
                                  description="Example", layout=w.Layout(width="470px"))
        self.example.add_class("mo-example")
        self.load_button = self.button("Load", "mo-load-example", lambda: self.load_example(self.example.value),
                                       tip="Load the chosen example", width="70px")
        self.clear_button = self.button("Clear all", "mo-clear-all", self.clear, icon="eraser", width=None)
        self.path = w.ToggleButtons(options=[("rows (MO-1)", "rows"), ("snake (variant)", "snake")],
                                    value=path, description="Reading path",
                                    tooltips=["every row left to right, top to bottom",
                                              "the middle row right to left"],
                                    style={"button_width": "120px", "description_width": "initial"})
        self.path.add_class("mo-path")
        self.path.observe(lambda _: self._update(), names="value")
        self.text = w.Text(placeholder=RULEBOOK_AREA, continuous_update=False,
                           description="Type the Area", style={"description_width": "initial"},
                           layout=w.Layout(width="430px"))
        self.text.add_class("mo-grid-text")
        self.text.observe(self._typed, names="value")
        self.read_button = self.button("Read", "mo-read", lambda: self.type_area(self.text.value),
                                       tip="Score the typed Area", width="70px")

        # the Area to fill, and the card palette
        self.square_buttons: list[w.Button] = []
        for i, name in enumerate(SQUARES):
            b = w.Button(description=name, tooltip=f"{name}: empty",
                         layout=w.Layout(width="60px", height="82px"))
            b.add_class("mo-square")
            b.add_class(f"mo-sq-{name}")
            on_click(b, self.banner, lambda i=i: self.click_square(i))
            self.square_buttons.append(b)
        grid = w.GridBox(self.square_buttons, layout=w.Layout(
            grid_template_columns="repeat(3, 66px)", grid_gap="4px", width="214px", padding="4px"))
        self.empty_button = self.button("Empty square", "mo-empty-square", self.empty_square, icon="times",
                                        tip="Take the card off the chosen square", width="140px")
        self.card_buttons = {t: card_button(t, None, "mo-pick", small=True) for row in _TOKEN_ROWS for t in row}
        for t, b in self.card_buttons.items():
            on_click(b, self.banner, lambda t=t: self.click_card(t))
        palette = w.VBox([w.HBox([self.card_buttons[t] for t in row]) for row in _TOKEN_ROWS])
        palette.add_class("mo-palette")

        # results
        self.picture = html_block("", css_class="mo-scored-area")
        self.breakdown = w.HTML(layout=w.Layout(max_width="560px"))
        self.breakdown.add_class("mo-breakdown")

        # winner points around the table
        self.players = w.ToggleButtons(options=[2, 3, 4], value=3, description="Players",
                                       style={"button_width": "44px"})
        self.players.add_class("mo-players")
        self.players.observe(lambda _: self._players_changed(), names="value")
        self.follow = w.Checkbox(value=True, description="Aiko's total comes from the Area above",
                                 indent=False, layout=w.Layout(width="330px"))
        self.follow.add_class("mo-follow")
        self.follow.observe(lambda _: self._update_table(), names="value")
        self.total_fields: list[w.Text] = []
        self.total_labels: list[w.HTML] = []
        boxes = []
        for s in range(4):
            field = w.Text(continuous_update=False, placeholder="total", layout=w.Layout(width="80px"))
            field.add_class(f"mo-total-{s}")
            field.observe(lambda _: self._totals_changed(), names="value")
            label = w.HTML(layout=w.Layout(width="170px"))
            self.total_fields.append(field)
            self.total_labels.append(label)
            boxes.append(w.HBox([label, field], layout=w.Layout(align_items="center")))
        self.total_boxes = boxes
        self.fields_box = w.VBox(boxes[:3])
        self.table_picture = html_block("", css_class="mo-table-picture")
        self.table_words = w.HTML(layout=w.Layout(max_width="520px"))
        self.table_words.add_class("mo-winner-points")

        self.assemble(
            self.row(self.rulebook_button, self.example, self.load_button, self.clear_button),
            w.HBox([self.path], layout=w.Layout(margin="4px 0")),
            self.row(self.text, self.read_button),
            self.note("9 cards row by row, from a1 (top left) to c3 (bottom right); <code>.</code> for an empty "
                      "square. Cards: R0\u2013R10, B0\u2013B10, G0\u2013G10, W3, W4, W5. Or click a square, then a card."),
            self.banner.widget,
            self.row(w.VBox([self.title("Your Area: click a square\u2026"), grid, self.empty_button]),
                     w.VBox([self.title("\u2026then a card"), palette], layout=w.Layout(margin="0 0 0 18px")),
                     align_items=None),
            self.title("The Area, scored"),
            self.row(self.picture, self.breakdown, align_items="flex-start", grid_gap="18px"),
            self.title("Around the table: winner points (MO-4)"),
            self.note("Seats go clockwise: Bruno sits on Aiko's left. Each player compares their round total with "
                      "their neighbours'."),
            self.row(self.players, self.follow),
            self.fields_box,
            self.table_banner.widget,
            self.row(self.table_picture, self.table_words, align_items="flex-start", grid_gap="18px"),
        )
        self._label_seats()
        if area is not None:
            self.type_area(area)
        else:
            self._update()

    # ----- reading the inputs ------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        """The chosen reading path (MO-1 or the snake variant)."""
        return Rules(path=self.path.value)

    @property
    def n(self) -> int:
        """Players around the table."""
        return self.players.value

    def area_text(self) -> str:
        """The Area as 9 tokens, ``.`` for an empty square."""
        return " ".join(t or "." for t in self.cells)

    # ----- what the buttons call ---------------------------------------------------------
    def click_square(self, square: int | str) -> None:
        """Choose the square the next clicked card goes to."""
        self.selected = SQUARES.index(square) if isinstance(square, str) else square
        self._show_squares()

    def click_card(self, token: str) -> None:
        """Put a card on the chosen square; then move on to the next empty square."""
        token = token.upper()
        if token in self.cells and self.cells.index(token) != self.selected:
            where = SQUARES[self.cells.index(token)]
            self.banner.show(f"{token} is already on {where}: every card is unique, so it can be in "
                             f"the Area only once. Empty {where} first, or choose another card.",
                             "warning")
            self.message = self.banner.text
            return
        self.cells[self.selected] = token
        empty = [i for i in range(9) if self.cells[i] is None]
        if empty:
            later = [i for i in empty if i > self.selected]
            self.selected = (later or empty)[0]
        self._sync_text()
        self._update()

    def empty_square(self) -> None:
        """Take the card off the chosen square."""
        self.cells[self.selected] = None
        self._sync_text()
        self._update()

    def clear(self) -> None:
        """Empty the whole Area."""
        self.cells = [None] * 9
        self.selected = 0
        self._sync_text()
        self._update()

    def type_area(self, text: str) -> None:
        """Read 9 typed tokens; bad input is named in the message and nothing is scored."""
        if self.text.value != text:
            self.text.value = text  # the observer reads it
        else:
            self._read(text)

    def load_example(self, index: int) -> None:
        """Load one of :data:`EXAMPLES`: its Area, its reading path and its table."""
        ex = EXAMPLES[index]
        self._loading = True
        try:
            self.path.value = ex.path
            if ex.others:
                self.players.value = 1 + len(ex.others)
                self.follow.value = True
                for field, total in zip(self.total_fields[1:], ex.others):
                    field.value = str(total)
        finally:
            self._loading = False
        self.example.value = index
        self._label_seats()
        self.type_area(ex.area)

    def set_totals(self, totals: Sequence[int | str]) -> None:
        """Type every player's total (seat 0 first); this stops taking seat 0's from the Area."""
        self._loading = True
        try:
            self.follow.value = False
            self.players.value = len(totals)
            for field, total in zip(self.total_fields, totals):
                field.value = str(total)
        finally:
            self._loading = False
        self._label_seats()
        self._update_table()

    # ----- internals ------------------------------------------------------------------------
    def _typed(self, change) -> None:
        if not self._loading:
            self._read(change["new"])

    def _read(self, text: str) -> None:
        """Check typed tokens with the engine; on success they become the Area."""
        if not text.strip():
            self.clear()
            return
        try:
            grid = parse_grid(text)
        except (InvalidInput, IllegalAction) as err:
            self._problem(f"The typed Area cannot be scored: {err}")
            return
        self.cells = [c.token if c is not None else None for c in grid]
        empty = [i for i in range(9) if self.cells[i] is None]
        self.selected = empty[0] if empty else 0
        self._sync_text()
        self._update()

    def _sync_text(self) -> None:
        """Show the Area's tokens in the text field (without reading them back)."""
        self._loading = True
        try:
            self.text.value = self.area_text() if any(self.cells) else ""
        finally:
            self._loading = False

    def _problem(self, text: str) -> None:
        """Name what is wrong; show no score for input that cannot be scored."""
        self.message = text
        self.total = self.run = self.points = None
        self.picture.value = ""
        self.breakdown.value = ('<div class="mo-note">Nothing is scored until the Area is a real '
                                "one: fix the typed cards, or click squares and cards.</div>")
        self._update_table()
        self.banner.show(text, "warning")  # last, so the page is redrawn once the message shows

    def _show_squares(self) -> None:
        used = {t for t in self.cells if t}
        for i, b in enumerate(self.square_buttons):
            token = self.cells[i]
            set_face(b, token, ("mo-square", f"mo-sq-{SQUARES[i]}"))
            set_selected(b, i == self.selected)
            b.tooltip = f"{SQUARES[i]}: {card_name(token) if token else 'empty'}" + (
                " (chosen: the next card goes here)" if i == self.selected else "")
        for token, b in self.card_buttons.items():
            b.disabled = token in used and self.cells[self.selected] != token

    def _update(self) -> None:
        """Score the Area with the engine and redraw everything."""
        if self._loading:
            return
        self._show_squares()
        self.message = ""
        try:
            grid = parse_grid(self.area_text())
        except (InvalidInput, IllegalAction) as err:  # pragma: no cover - clicks cannot make this
            return self._problem(str(err))
        cells = list(grid.cells)
        rules = self.rules
        self.run = ascending_run(cells, rules)
        self.points = (ascending_points(cells, rules), line_points(cells))
        self.total = round_points(cells, rules)
        empty = sum(c is None for c in cells)
        self.picture.value = grid_svg(cells, True, True, path=rules.path, cell=62,
                                      selected=self.selected if empty else None)
        self.breakdown.value = score_html(cells, rules)
        if empty == 9:
            self.banner.show("Click a square, then a card, or type 9 cards above; or press "
                             "Rulebook example.", "info")
        elif empty:
            self.banner.show(f"{empty} square{'s are' if empty > 1 else ' is'} still empty. The next "
                             f"card you click goes on {SQUARES[self.selected]}.", "info")
        else:
            self.banner.show(f"Total {self.total}: Point 1 = {self.points[0]} (run of "
                             f"{count(self.run, 'card')}), Point 2 = {self.points[1]}.", "success")
        self._update_table()

    def _label_seats(self) -> None:
        n = self.n
        for s, label in enumerate(self.total_labels):
            if s == 0:
                role = "you"
            elif n == 2:
                role = "your opponent"
            elif s == 1:
                role = "your left"
            elif s == n - 1:
                role = "your right"
            else:
                role = "opposite"
            label.value = f"<b>{seat_name(s)}</b> ({role})"

    def _players_changed(self) -> None:
        self.fields_box.children = self.total_boxes[:self.n]
        self._label_seats()
        self._update_table()

    def _totals_changed(self) -> None:
        if not self._loading:
            self._update_table()

    def _update_table(self) -> None:
        """Compare the totals around the table with the engine's winner points (MO-4)."""
        if self._loading:
            return
        self.winner_points, self.table_message = None, ""
        n = self.n
        first = self.total_fields[0]
        first.disabled = self.follow.value
        if self.follow.value:
            full = self.total is not None and all(self.cells)
            self._loading = True
            first.value = str(self.total) if full else ""
            self._loading = False
        names = [seat_name(s) for s in range(n)]
        raw = [f.value.strip() for f in self.total_fields[:n]]
        missing = [names[s] for s, t in enumerate(raw) if not t]
        if missing:
            self.table_picture.value = self.table_words.value = ""
            if self.follow.value and not raw[0]:
                text = ("Aiko's total comes from the Area above once all 9 squares are filled "
                        "(or untick the box and type it).")
            else:
                text = f"Type the round total of {', '.join(missing)} to compare."
            self.table_message = text
            self.table_banner.show(text, "info")
            return
        totals = [int(t) if t.lstrip("-").isdigit() else t for t in raw]
        try:
            self.winner_points = winner_points(totals)
        except (InvalidInput, IllegalAction) as err:
            self.table_message = str(err)
            self.table_banner.show(f"These totals cannot be compared: {err}", "warning")
            self.table_picture.value = self.table_words.value = ""
            return
        self.table_banner.clear()
        self.table_picture.value = winner_points_svg(totals, names)
        self.table_words.value = table_html(totals, names)
