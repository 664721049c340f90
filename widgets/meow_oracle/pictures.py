"""Pictures for Meow Oracle: cards, rows of cards, a 3 x 3 Area, winner points around the table.

Pure functions returning SVG (:class:`widgets.svg.Svg`) or HTML (:class:`Html`)
strings; both show themselves as pictures in a notebook cell and fit in an
``ipywidgets.HTML`` value. Nothing here knows a rule: when a picture is asked to
work something out (``highlight_run=True``, ``lines=True``, the winner points) it
asks the engine (:mod:`engines.meow_oracle`).

Colour is never the only cue: every card carries its letter (R, B, G, W) and a
symbol, a scoring colour line carries its letter and its own dash pattern, and the
cards of the ascending run carry their order numbers.

A face-down card is drawn as a plain back: nobody knows what it is (MO-6), and its
picture holds nothing of any face.

A picture has one accessible name, its ``aria-label`` (an Area's says whose it is when it
has a caption). The name is short: it says what the picture shows (the cards, the run and
where it stops, the colour lines, a row read right to left, each player's winner points), not
how the drawing shows it; a lesson says that once in words. The name is not repeated in a ``<title>``, and the parts inside carry
titles only for what the name does not already say, so a text export (or a mouse hover)
meets each fact once, each piece on a line of its own (:func:`_readable`). A short drawn label
(the column letters, a line's colour letter, a ``+1``) follows a title that runs on into it
("rows, top to bottom: 1 2 3"; "... 2 marks, labelled G"), so no label stands alone in the text.
"""

from __future__ import annotations

import math
import re
import zlib
from functools import partial
from typing import Callable, Iterable, Mapping, Sequence

from engines.core import seat_name
from engines.meow_oracle import (SQUARES, Card, Colour, Rules, ascending_run, card_from_token,
                                 line_colour, neighbours, parse_grid, parse_square, reading_path,
                                 scoring_lines, winner_points)

from ..cardbuttons import button_rules, face_rule
from ..palette import (BACK as BACK_SWATCH, BLUE, GREEN, HIGHLIGHT, LEGAL, MARKS, RED, WHITE, WINNER,
                       Swatch)
from ..svg import (FONT, Html, Svg, card_or_none, card_svg as _card_svg, esc, row_of_cards, svg_root, symbol_svg,
                   text_line, translate)

__all__ = [
    "Html", "CardLike", "FONT", "card_name", "card_svg", "cards_svg", "grid_svg", "cells_of",
    "winner_points_svg", "button_css", "SWATCHES", "LINE_DASH",
]

CardLike = Card | str | None
"""A card object, its token (``"R5"``, ``"w4"``) or ``None`` for a face-down card."""

SWATCHES: dict[str, Swatch] = {"R": RED, "B": BLUE, "G": GREEN, "W": WHITE}
"""Card colours by notation letter (white is the joker colour, MO-3)."""

LINE_DASH: dict[str, str] = {"R": "", "B": "11 5", "G": "3 4", "W": "12 4 3 4"}
"""Dash pattern of a scoring colour line, so a line is told apart without its colour."""
_LINE_INK = {"R": RED.fill, "B": BLUE.fill, "G": GREEN.fill, "W": "#555555"}
_WORD = {"R": "red", "B": "blue", "G": "green", "W": "white"}
_SELECT = "#0072B2"
_DOWN, _EMPTY = "?", ""


_INNER_NAME = re.compile(r'(<svg\b[^>]*?) role="img" aria-label="[^"]*"')
_OUTER_TITLE = re.compile(r"^<title>[^<]*</title>")
_ANY_TITLE = re.compile(r"<title>[^<]*</title>")
_LINE_END = re.compile(r"</title>(?! )")
_RUN_ON = "</title> "
"""Closes a title that runs on into the short label drawn after it: the two read as one line."""
_ID_SLOT = "mo-picture-id"   # replaced by an id made from the picture itself (:func:`_unique_ids`)


def _readable(svg: str) -> Svg:
    """A picture whose text reads once, line by line: its name only in its ``aria-label`` (the
    ``<title>`` that repeated it is dropped), a line break after every title inside (except one
    that runs on into its label, :data:`_RUN_ON`), and the pictures inside it (cards, squares)
    named by their titles only, since the whole inside is hidden from screen readers behind the
    picture's own name."""
    head, end, rest = svg.partition(">")  # the outer <svg ...> keeps its accessible name
    rest = _OUTER_TITLE.sub("", rest, count=1)
    return Svg(head + end + _LINE_END.sub("</title>\n", _INNER_NAME.sub(r"\1", rest)))


def _unique_ids(svg: str) -> str:
    """Fill the picture's id slots with an id made from its content: two pictures on one page
    share an id only when they are the same picture, so a reference always finds the right part."""
    return svg.replace(_ID_SLOT, f"mo-{zlib.crc32(svg.encode()):08x}") if _ID_SLOT in svg else svg


def _with_id(body: str, number: int, key: str) -> str:
    """A card picture whose big number (its last text with that number) carries ``id=key``."""
    at = body.rfind(f">{number}</text>")
    start = body.rfind("<text ", 0, at)
    return body[:start] + f'<text id="{key}" ' + body[start + len("<text "):]


def _join_words(words: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


_card: Callable[[CardLike], Card | None] = partial(card_or_none, card_class=Card, parse=card_from_token)
"""A card object from a card, a token, or ``None`` (face down)."""


def card_name(c: CardLike) -> str:
    """Say a card in words: ``R5, red 5``; ``W4, white 4 (joker)``; ``face-down card``."""
    c = _card(c)
    if c is None:
        return "face-down card"
    joker = " (joker: every colour)" if c.is_joker else ""
    return f"{c.token}, {c.colour.word} {c.number}{joker}"


def _disc(cx: float, cy: float, r: float, fill: str, text: str, ink: str = "#000000") -> str:
    """A small circular badge with a short text (an order number, a colour letter)."""
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{fill}" stroke="#FFFFFF" '
            f'stroke-width="1.5"/><circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="none" '
            f'stroke="#444444" stroke-width="0.75"/>'
            + text_line(cx, cy + r * 0.42, text, r * (1.15 if len(text) < 2 else 0.95), ink, "bold"))


# ----- cards -----------------------------------------------------------------------------
def card_svg(card_or_token: CardLike, selected: bool = False, dimmed: bool = False, *,
             width: float = 60, height: float = 84, mark: str | None = None,
             title: str | None = None) -> Svg:
    """One card: a band in its colour with its letter and symbol, the number big; ``None`` is face down.

    ``selected`` adds a thick frame, ``dimmed`` fades the card, ``mark`` ("legal",
    "illegal", "winner", ...) adds a badge.
    """
    c = _card(card_or_token)
    if c is None:
        return _card_svg("", BACK_SWATCH, face_down=True, selected=selected, dimmed=dimmed,
                         width=width, height=height, mark=mark, title=title or "face-down card")
    name = title or card_name(c) + (", selected" if selected else "")
    return _card_svg(str(c.number), SWATCHES[c.colour.value], width=width, height=height,
                     selected=selected, dimmed=dimmed, mark=mark, title=name)


def cards_svg(tokens_or_cards: str | Iterable[CardLike], *, selected: Sequence[int] = (),
              dimmed: Sequence[int] = (), captions: Sequence[str] | None = None,
              gap: float = 6, width: float = 60, height: float = 84,
              title: str | None = None) -> Svg:
    """A row of cards from notation (``"R5 W4 G0"``) or a list; ``None`` is a face-down card.

    ``selected`` and ``dimmed`` are positions in the row; ``captions`` (one per card)
    are written under the cards.
    """
    items = tokens_or_cards.split() if isinstance(tokens_or_cards, str) else list(tokens_or_cards)
    cards = [_card(x) for x in items]
    if title is None:  # the row's name names every card, so the cards inside need no names of their own
        title = "cards: " + ("; ".join(card_name(c) + (", selected" if i in selected else "")
                                       for i, c in enumerate(cards)) or "none")
    row = row_of_cards(cards, lambda i, c: card_svg(c, i in selected, i in dimmed, width=width, height=height),
                       captions=captions, gap=gap, width=width, height=height, title=title)
    head, end, rest = row.partition(">")
    apart = "\n" if captions else " "   # the cards read as one line, or one line per card and caption
    rest = _ANY_TITLE.sub("", rest).replace('<g transform="translate(', apart + '<g transform="translate(')
    return _readable(head + end + rest.replace("</svg></g>", "</svg></g>" + apart))


# ----- the Area ----------------------------------------------------------------------------
def cells_of(grid_or_cells) -> list[Card | str]:
    """Nine squares as cards, ``"?"`` (face down) or ``""`` (empty), from any Area description.

    Accepts a :class:`~engines.meow_oracle.Grid`, 9 tokens in a string (``.`` for an
    empty square, ``?`` for a face-down card), or a sequence of 9 cards / tokens /
    ``None`` (empty) -- the observation's ``areas`` lists, too. Card tokens are read
    and checked by the engine (unknown tokens, a card used twice).
    """
    if isinstance(grid_or_cells, str):
        items: list = grid_or_cells.split()
    else:
        items = list(grid_or_cells)
    down = {i for i, x in enumerate(items) if isinstance(x, str) and x.strip() == _DOWN}
    if len(items) == 9:
        items = [None if i in down or (isinstance(x, str) and not x.strip()) else x
                 for i, x in enumerate(items)]
    grid = parse_grid(items)  # the engine checks the count, the tokens and repeated cards
    return [_DOWN if i in down else (c if c is not None else _EMPTY) for i, c in enumerate(grid)]


def _square_indices(squares: Iterable[int | str]) -> set[int]:
    """Square indices from indices or names (``"b2"``)."""
    return {s if isinstance(s, int) else parse_square(s) for s in squares}


def grid_svg(grid_or_cells, highlight_run: int | bool | None = None,
             lines: bool | Sequence[Sequence[int]] | None = None,
             face_down: Iterable[int | str] = frozenset(), *, path: str = "rows",
             cell: float = 56, selected: int | str | None = None,
             marks: Mapping[int | str, str] | None = None, labels: bool = True,
             title: str | None = None, caption: str | None = None) -> Svg:
    """Draw an Area: 3 x 3 squares of face-up cards, backs (face down) and empty squares.

    ``highlight_run``: ``None``/``False`` for no run; an int ``n`` frames the first
    ``n`` squares of the reading path and numbers them 1..n; ``True`` asks the engine
    for the run (MO-1, MO-2). The square that breaks the run gets a cross.
    ``lines``: ``True`` asks the engine for the scoring colour lines (MO-3), or give
    square triples; each is drawn as a stroke with its colour letter and dash pattern.
    ``face_down``: more squares (indices or names) to draw as backs. ``path`` is the
    reading path (``"rows"`` or ``"snake"``), shown by arrows beside the rows.
    ``selected`` frames one square; ``marks`` adds a badge per square ("legal", ...).
    ``caption`` is written under the Area and opens its name ("Aiko, round total 5 - Area,
    row by row: ..."), so the picture's name says whose Area it is.

    The picture's name lists the nine squares row by row (with a given ``title``, such as the apps'
    "Aiko's Area", each by its name: "a1 R2, b1 empty, c1 face down"; else "Area, row by row: R2 . ?",
    as the lessons teach to read it) and says what the
    drawing adds (the framed run and its cross, the colour lines and their letters, the arrows), so a
    reader without the drawing, or a screen reader, knows which card lies on which square; each
    square's own title adds only what the name does not ("a1, card 1 of the ascending run"): a text
    export reads every card once. The squares come in path order (on the snake path: a1 b1 c1 c2 b2
    a2 a3 b3 c3), so the run is read in the order it is counted.
    """
    cells = cells_of(grid_or_cells)
    down = _square_indices(face_down)
    cells = [_DOWN if i in down else c for i, c in enumerate(cells)]
    rules = Rules(path=path)
    order = reading_path(rules)
    visible = [c if isinstance(c, Card) else None for c in cells]
    if highlight_run is True:
        highlight_run = ascending_run(visible, rules)
    run = int(highlight_run or 0)
    if lines is True:
        lines = scoring_lines(visible)
    lines = [tuple(line) for line in (lines or ())]
    sel = None if selected is None else next(iter(_square_indices([selected])))
    marks = {next(iter(_square_indices([k]))): v for k, v in (marks or {}).items()}

    cw, ch, gap = cell, cell * 1.36, max(4.0, cell * 0.12)
    left = 40 if labels else 16
    top = 22 if labels else 14
    right, bottom = 22, 22
    width = left + 3 * cw + 4 * gap + right
    height = top + 3 * ch + 4 * gap + bottom + (20 if caption else 0)

    def corner(i: int) -> tuple[float, float]:
        return left + gap + (i % 3) * (cw + gap), top + gap + (i // 3) * (ch + gap)

    def centre(i: int) -> tuple[float, float]:
        x, y = corner(i)
        return x + cw / 2, y + ch / 2

    parts = [f'<rect x="{left:g}" y="{top:g}" width="{3 * cw + 4 * gap:g}" '
             f'height="{3 * ch + 4 * gap:g}" rx="8" fill="#EFE9DC" stroke="#C9BFA8"/>']
    forward = [order[3 * r] < order[3 * r + 2] for r in range(3)]
    if labels:  # read as text: "columns, left to right: a b c" and "rows, top to bottom: 1 2 3";
        # the arrows are named in the picture's name
        parts.append("<g><title>columns, left to right:" + _RUN_ON
                     + " ".join(text_line(left + gap + c * (cw + gap) + cw / 2, top - 7, letter, 12, "#555555")
                                for c, letter in enumerate("abc")) + "</g>")
        rows = []
        for r in range(3):
            y = top + gap + r * (ch + gap) + ch / 2
            rows.append(text_line(10, y + 4, str(r + 1), 12, "#555555") + _row_arrow(20, y, 15, not forward[r]))
        parts.append("<g><title>rows, top to bottom:" + _RUN_ON + " ".join(rows) + "</g>")
    in_run = {sq: k + 1 for k, sq in enumerate(order[:run])}
    stop = order[run] if 0 < run < 9 and isinstance(cells[order[run]], Card) else None
    on_lines = {s for line in lines for s in line}
    for i in order:  # in path order, so a text export meets the squares in the order the run reads them
        c = cells[i]
        x, y = corner(i)
        name = SQUARES[i]
        if isinstance(c, Card):  # named once: by the picture's own name when it lists the cards, else here
            words = name  # its card is named once, in the picture's own name
            if i in in_run:
                words += f", card {in_run[i]} of the ascending run"
            elif i == stop:
                words += ", lower than the card before it on the path: the run stops here"
            body = card_svg(c, width=cw, height=ch, title=words)
            if i in on_lines:  # its number is drawn again on top of the lines (below), by reference
                body = _with_id(body, c.number, f"{_ID_SLOT}-{name}")
        elif c == _DOWN:
            words = f"{name}: face-down card"
            body = card_svg(None, width=cw, height=ch, title=words)
        else:  # an empty square: a dashed outline, named by its title only
            words = f"{name}: empty"
            body = svg_root(cw, ch, words,
                            f'<rect x="3" y="3" width="{cw - 6:g}" height="{ch - 6:g}" rx="6" '
                            f'fill="#FFFFFF" fill-opacity="0.55" stroke="#9A917E" stroke-dasharray="5 4"/>')
        parts.append(translate(body, x, y))
        if i in in_run:
            parts.append(f'<rect x="{x + 1:g}" y="{y + 1:g}" width="{cw - 2:g}" height="{ch - 2:g}" '
                         f'rx="7" fill="none" stroke="{HIGHLIGHT.fill}" stroke-width="3.5"/>')
        if i == sel:
            parts.append(f'<rect x="{x - 2:g}" y="{y - 2:g}" width="{cw + 4:g}" height="{ch + 4:g}" '
                         f'rx="8" fill="none" stroke="{_SELECT}" stroke-width="3" '
                         f'stroke-dasharray="7 3"/>')
    for line in lines:
        parts.append(_line_stroke(line, [visible[s] for s in line], centre, cw, ch))
    # The numbers under the lines again, on top, with a white halo so that they stay readable. Each is
    # a reference to the card's own number, not a second text: the picture reads every number once.
    parts.extend(f'<use href="#{_ID_SLOT}-{SQUARES[i]}" x="{corner(i)[0]:g}" y="{corner(i)[1]:g}" '
                 'stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round" paint-order="stroke"/>'
                 for i in sorted(on_lines) if isinstance(cells[i], Card))
    br = min(10.0, max(6.5, cw * 0.17))  # badge radius, smaller on small Areas
    if in_run:  # the run's order numbers, read as one line: "... numbered in path order: 1 2 3 4"
        parts.append("<g><title>the run's cards, numbered in path order:" + _RUN_ON
                     + " ".join(_disc(corner(i)[0] + 3, corner(i)[1] + ch - 3, br, HIGHLIGHT.fill, str(k))
                                for i, k in in_run.items()) + "</g>")
    if stop is not None:  # a cross; the card's own title says the run stops there
        x, y = corner(stop)
        parts.append(_disc(x + 3, y + ch - 3, br, "#FBE3D3", "")
                     + symbol_svg("\u2717", x + 3, y + ch - 3, br * 0.55, "#8F3A00"))
    for i, mark in marks.items():
        x, y = corner(i)
        parts.append(_mark_badge(mark, x + cw - 8, y + ch - 8))
    if caption:
        parts.append(text_line(width / 2, height - 8, caption, 13, "#222222", "bold"))
    # The name is short: what the picture shows (how it is drawn, each lesson says once in words)
    shown = " ".join(c.token if isinstance(c, Card) else ("?" if c == _DOWN else ".") for c in cells)
    extra = []
    if highlight_run is not None and highlight_run is not False:
        extra.append(f"ascending run of {run} card{'s' if run != 1 else ''}"
                     + (f", stopped at {SQUARES[stop]}" if stop is not None else ""))
    if lines:
        words = [_line_word(line_colour([visible[s] for s in line])) for line in lines]
        named = [f"{word} {'-'.join(SQUARES[s] for s in line)}" for word, line in zip(words, lines)]
        extra.append(f"{len(lines)} colour line{'s' if len(lines) != 1 else ''}: {', '.join(named)}")
    if labels:
        back = [str(r + 1) for r in range(3) if not forward[r]]
        if back:   # the row path reads every row left to right; only the snake path is said
            extra.append(f"row{'s' * (len(back) > 1)} {_join_words(back)} read right to left")
    if title is not None:  # an app's picture: each square by name, as a learner checks a move against it
        squares = ", ".join(f"{SQUARES[i]} " + (c.token if isinstance(c, Card) else "face down" if c == _DOWN
                                                 else "empty") for i, c in enumerate(cells))
        title = f"{title}, row by row: {squares}" + "".join(f"; {x}" for x in extra)
    else:
        title = (f"{caption} - " if caption else "") + f"Area, row by row: {shown}" + "".join(f"; {x}" for x in extra)
    return _readable(_unique_ids(svg_root(width, height, title, "\n".join(parts))))


def _row_arrow(x: float, y: float, length: float, backwards: bool) -> str:
    """A small arrow beside a row: the direction the reading path takes through it (MO-1).
    It has no title: the Area's own name says which way each row is read."""
    x0, x1 = (x + length, x) if backwards else (x, x + length)
    tip = 4 if not backwards else -4
    return (f'<g><line x1="{x0:g}" y1="{y:g}" x2="{x1:g}" y2="{y:g}" stroke="#7A5200" stroke-width="2"/>'
            f'<polygon points="{x1 + tip:g},{y:g} {x1 - tip:g},{y - 4:g} {x1 - tip:g},{y + 4:g}" '
            f'fill="#7A5200"/></g>')


def _line_word(colour: Colour | None) -> str:
    """A scoring line's colour in words: 'red', ..., or 'three whites' (jokers: one colour line,
    MO-3; white is not a fourth colour of line)."""
    return "three whites" if colour in (Colour.WHITE, None) else _WORD[colour.value]


def _line_stroke(line: Sequence[int], cards: Sequence[Card | None], centre, cw: float, ch: float) -> str:
    """One scoring colour line drawn across its squares, with its letter and dash pattern (MO-3)."""
    colour = line_colour(cards)
    letter = colour.value if colour is not None else "W"
    (x0, y0), (x1, y1) = centre(line[0]), centre(line[-1])
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    ext = min(cw / 2 / abs(ux) if ux else 1e9, ch / 2 / abs(uy) if uy else 1e9) + 10
    sx, sy, ex, ey = x0 - ux * cw * 0.2, y0 - uy * cw * 0.2, x1 + ux * ext, y1 + uy * ext
    dash = LINE_DASH[letter]
    dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
    names = "-".join(SQUARES[s] for s in line)
    jokers = [c.token for c in cards if c is not None and c.is_joker]
    why = (f" ({', '.join(jokers)} as joker{'s' if len(jokers) > 1 else ''})"
           if jokers and colour is not Colour.WHITE else "")
    what = (f"line {names}, three whites, one line"
            if colour in (Colour.WHITE, None) else f"{_line_word(colour)} line {names}{why}")
    return (f'<g><title>{esc(f"{what}: 2 marks, labelled")}{_RUN_ON}'
            f'<line x1="{sx:g}" y1="{sy:g}" x2="{ex:g}" y2="{ey:g}" stroke="#FFFFFF" '
            f'stroke-width="7" stroke-linecap="round" opacity="0.45"/>'
            f'<line x1="{sx:g}" y1="{sy:g}" x2="{ex:g}" y2="{ey:g}" stroke="{_LINE_INK[letter]}" '
            f'stroke-width="4" stroke-linecap="round"{dash_attr} opacity="0.6"/>'
            + _disc(ex, ey, min(9.0, max(6.5, cw * 0.16)), _LINE_INK[letter], letter, "#FFFFFF" if letter in "BW" else "#000000")
            + "</g>")


def _mark_badge(mark: str, cx: float, cy: float) -> str:
    """A small badge on a square: legal (check), illegal (cross), winner (star)."""
    sw = MARKS.get(mark, LEGAL)
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="8" fill="{sw.fill}" stroke="#FFFFFF" stroke-width="1.5"/>'
            + symbol_svg(sw.symbol, cx, cy, 4.8, sw.ink))


# ----- winner points around the table --------------------------------------------------
_SEAT_XY = {
    2: [(0.5, 1.0), (0.5, 0.0)],
    3: [(0.5, 1.0), (0.0, 0.0), (1.0, 0.0)],
    4: [(0.5, 1.0), (0.0, 0.5), (0.5, 0.0), (1.0, 0.5)],
}


def winner_points_svg(totals: Sequence[int], names: Sequence[str] | None = None, *,
                      width: float | None = None, height: float | None = None, me: int | None = 0,
                      title: str | None = None, signs: bool = True) -> Svg:
    """The players around the table with their round totals, neighbour comparisons and winner points.

    Seats sit clockwise from the bottom (seat 0), so a player's left neighbour is the
    next seat. Each pair of neighbours is joined by a line labelled with the
    comparison; next to a player who beats or ties the other, that line gets a ``+1`` (MO-4).
    The winner points come from :func:`engines.meow_oracle.winner_points`, which also
    rejects totals that are not whole numbers from 0 up. ``signs=False`` labels each
    comparison "12 vs 15" instead of "12 < 15", for readers who are not at home with
    the signs (the lessons); the ``+1`` badges and the titles say who earns the point.
    """
    points = winner_points(totals)
    n = len(totals)
    if n not in _SEAT_XY:
        raise ValueError(f"The table picture is for 2 to 4 players, not {n}.")
    names = list(names) if names is not None else [seat_name(s) for s in range(n)]
    width = width or (540 if n == 4 else 440)
    height = height or (380 if n == 4 else 300)
    bw, bh = min(132.0, max(104.0, width * 0.3)), 66
    edge_x, edge_y = bw / 2 + 6, bh / 2 + 6
    xy = [(edge_x + fx * (width - 2 * edge_x), edge_y + fy * (height - 2 * edge_y))
          for fx, fy in _SEAT_XY[n]]
    parts = [f'<ellipse cx="{width / 2:g}" cy="{height / 2:g}" rx="{width * 0.3:g}" '
             f'ry="{height * 0.26:g}" fill="#F3EEE2" stroke="#D8CFBC"/>']
    pairs = sorted({tuple(sorted((s, o))) for s in range(n) for o in neighbours(s, n)})
    edges, tags = [], []
    for a, b in pairs:
        (xa, ya), (xb, yb) = xy[a], xy[b]
        edges.append(f'<line x1="{xa:g}" y1="{ya:g}" x2="{xb:g}" y2="{yb:g}" stroke="#8A816E" '
                     f'stroke-width="2"/>')
        # the numbers read in the order the two seats appear: left to right, else top to bottom
        first, second = (a, b) if ((xa, ya) if abs(xa - xb) > 1 else (0, ya)) < (
            (xb, yb) if abs(xa - xb) > 1 else (0, yb)) else (b, a)
        ta, tb = totals[first], totals[second]
        sign = ">" if ta > tb else "<" if ta < tb else "="
        mx, my = (xa + xb) / 2, (ya + yb) / 2
        label = f"{ta} {sign if signs else 'vs'} {tb}"
        pw = 16 + 8.5 * len(label)
        tags.append(f'<g><title>{esc(f"{names[first]} against {names[second]}:")}{_RUN_ON}'
                    f'<rect x="{mx - pw / 2:g}" y="{my - 12:g}" width="{pw:g}" height="24" rx="12" '
                    f'fill="#FFFFFF" stroke="#8A816E"/>'
                    + text_line(mx, my + 5, label, 14, "#222222", "bold") + "</g>")
        for s, o in ((a, b), (b, a)):
            if totals[s] >= totals[o]:
                (xs, ys), (xo, yo) = xy[s], xy[o]
                dx, dy = xo - xs, yo - ys
                length = math.hypot(dx, dy)
                exit_t = min((bw / 2 + 4) / abs(dx) if dx else 9.0, (bh / 2 + 4) / abs(dy) if dy else 9.0)
                t = exit_t + 16 / length
                tx, ty = xs + dx * t, ys + dy * t
                verb = "ties" if totals[s] == totals[o] else "beats"
                tags.append(f'<g><title>{esc(f"{names[s]} {verb} {names[o]}, so {names[s]} gets")}{_RUN_ON}'
                            f'<rect x="{tx - 16:g}" y="{ty - 10:g}" width="32" height="20" rx="10" '
                            f'fill="{LEGAL.fill}" stroke="#FFFFFF" stroke-width="1.5"/>'
                            + text_line(tx, ty + 5, "+1", 13, LEGAL.ink, "bold") + "</g>")
    boxes = []
    for s in range(n):
        x, y = xy[s]
        fill = "#FBF1D6" if s == me else "#FFFFFF"
        stars = "".join(symbol_svg("\u2605", x - 8 * (points[s] - 1) + 16 * k + 30, y + 20, 6.5,
                                   "#7A5200") for k in range(points[s]))
        boxes.append(f'<g class="mo-seat-{s}">'
                     f'<rect x="{x - bw / 2:g}" y="{y - bh / 2:g}" width="{bw:g}" height="{bh:g}" rx="10" '
                     f'fill="{fill}" stroke="#444444" stroke-width="{2 if s == me else 1.2}"/>'
                     + text_line(x, y - 14, names[s], 14, "#222222", "bold") + "\n"
                     + text_line(x, y + 4, f"total {totals[s]}", 13, "#333333") + "\n"
                     + f'<rect x="{x - bw / 2 + 8:g}" y="{y + 11:g}" width="{bw - 16:g}" height="18" rx="9" '
                       f'fill="{WINNER.tint}" stroke="{WINNER.fill}"/>'
                     + text_line(x - 14, y + 24.5, f"{points[s]} WP", 12, WINNER.shade, "bold")
                     + stars + "</g>")
    summary = "; ".join(f"{names[s]} {totals[s]} gets {points[s]}" for s in range(n))
    mine = f" {names[me]}'s box is highlighted." if me is not None and 0 <= me < n else ""
    return _readable(svg_root(width, height, title or f"Winner points: {summary}.{mine}",
                              "\n".join(parts + edges + boxes + tags)))


# ----- style sheet for clickable cards ---------------------------------------------------
def button_css(prefix: str = "mo") -> str:
    """A ``<style>`` element: card faces as button backgrounds, plus the apps' shared look.

    A button with classes ``mo-card`` and ``mo-card-R5`` shows R5; ``mo-back`` shows a
    card back; ``mo-empty`` an empty square with its name; ``mo-selected`` a frame.
    The button keeps its text (hidden), so screen readers and tests find it by name.
    """
    from engines.meow_oracle import CARDS
    p = prefix
    rules = [
        *button_rules(f"{p}-card", lift=3, faded=".28", extra="border-radius:6px;"),
        f".widget-button.{p}-selected{{outline:4px solid {_SELECT} !important;outline-offset:1px;"
        "transform:translateY(-3px);}",
        f".widget-button.{p}-run{{box-shadow:0 0 0 3px {HIGHLIGHT.fill} !important;}}",
        f".widget-button.{p}-empty{{background:#FFFFFF !important;border:2px dashed #9A917E !important;"
        "color:#6F6757 !important;font-size:15px !important;font-weight:bold;border-radius:8px;"
        "box-shadow:none !important;margin:2px !important;}",
        f".widget-button.{p}-empty.{p}-selected{{background:#DCEBF7 !important;}}",
        f".widget-button.{p}-legal{{outline:3px dashed {LEGAL.fill} !important;outline-offset:1px;}}",
        f".widget-button.{p}-legal.{p}-empty{{background:{LEGAL.tint} !important;}}",
        face_rule(f"{p}-back", card_svg(None)),
        f".{p}-app{{font-family:{FONT};}}",
        f".{p}-app .{p}-section-title{{font-weight:bold;font-size:15px;margin:12px 0 3px 0;}}",
        f".{p}-app .{p}-note{{font-size:13px;color:#444;line-height:1.4;}}",
        f".{p}-app table.{p}-table{{border-collapse:collapse;margin:4px 0;}}",
        f".{p}-app table.{p}-table td,.{p}-app table.{p}-table th{{border-bottom:1px solid #DDD;"
        "padding:5px 9px;vertical-align:top;text-align:left;font-size:13.5px;}",
        f".{p}-app table.{p}-table th{{background:#F2F2F2;font-size:13px;}}",
        f".{p}-app table.{p}-round-table .{p}-text{{max-width:118px;}}",
        f".{p}-app .{p}-box{{border:1px solid #DDD;border-radius:8px;padding:8px 10px;background:#FFF;}}",
        f".{p}-app .{p}-status{{background:#F7F7F2;font-size:14.5px;}}",
        f".{p}-app .{p}-log{{font-family:'DejaVu Sans Mono',Menlo,monospace;font-size:12px;"
        "max-height:240px;overflow-y:auto;background:#FAFAF7;border:1px solid #DDD;"
        "padding:6px 8px;line-height:1.5;}",
        f".{p}-app .{p}-total{{font-size:18px;font-weight:bold;}}",
        f".{p}-app .{p}-me{{background:#FBF1D6;}}",
        f".{p}-app .{p}-areas{{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start;}}",
        f".{p}-app .{p}-area-box{{border:1px solid #DDD;border-radius:8px;padding:6px 8px;background:#FFF;}}",
    ]
    for c in CARDS:
        rules.append(face_rule(f"{p}-card-{c.token}", card_svg(c)))
    return "<style>" + "\n".join(rules) + "</style>"
