"""Pictures of cards, pieces, boards, tokens and counting sticks, drawn as SVG text.

Every picture is made here from plain shapes; no outside artwork is used. Each function
is pure: it takes what to draw and returns an :class:`Svg` (a ``str`` holding one
``<svg>`` element), so the same picture works in an ``ipywidgets.HTML``, in a
notebook cell (``Svg`` shows itself as a picture) and in a test that parses it.

Conventions kept by every picture:

- a ``<title>`` first, so screen readers and mouse hovers say what is shown;
- colour is never the only cue: a card or piece also shows its colour's letter and
  symbol (see :mod:`widgets.palette`), a selected card gets a thick frame, a mark
  (legal, illegal, winner) adds a badge with its own symbol;
- all text is XML-escaped, so a label like ``<R&7>`` cannot break the picture;
- a face-down card or piece contains nothing of its face, so a picture sent to the
  browser never reveals a card the learner's seat may not see.

Standard library only: no widget is imported here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import unescape
from typing import Any, Callable, Mapping, Sequence

from .palette import BACK, HIGHLIGHT, MARKS, Swatch
from .shapes import (FONT, OUTLINE, Html, Svg, esc, svg_root, symbol_svg, text_line, translate)
from .shapes import centred_text as _text, coord as _num, fitting_size as _label_size, sized_svg as _svg

__all__ = [
    "Svg", "Html", "Cell",
    "card_svg", "cards_row_svg", "piece_svg", "board_svg", "token_svg", "sticks_svg",
    "symbol_svg",
    # building blocks for the games' own picture modules
    "FONT", "esc", "svg_root", "translate", "text_line", "row_of_cards", "insert_face", "face_body", "card_or_none",
]

_SVG_OPEN = re.compile(r"^\s*<svg\b([^>]*)>", re.S)


def card_or_none(x: Any, card_class: type, parse: Callable[[str], Any]) -> Any:
    """A game's card object from a card, a token (``parse(token)``), or ``None`` (face down)."""
    if x is None or isinstance(x, card_class):
        return x
    return parse(str(x))


def _mark_swatch(mark: Swatch | str | None) -> Swatch | None:
    """Turn a mark given by name ("legal", "illegal", "winner", ...) into its swatch."""
    if mark is None or isinstance(mark, Swatch):
        return mark
    try:
        return MARKS[mark]
    except KeyError:
        raise ValueError(f"Unknown mark {mark!r}; use a Swatch or one of {', '.join(MARKS)}.") from None


def _badge(mark: Swatch, cx: float, cy: float, r: float) -> str:
    """A round badge showing a mark's symbol, with a white halo so it reads on any face."""
    return (f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r)}" fill="{esc(mark.fill)}" '
            f'stroke="#FFFFFF" stroke-width="1.5"/>'
            f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r)}" fill="none" stroke="{OUTLINE}" stroke-width="0.75"/>'
            + symbol_svg(mark.symbol, cx, cy, r * 0.6, mark.ink))


def _check_size(**sizes: float) -> None:
    """Refuse sizes too small to draw anything."""
    for name, value in sizes.items():
        if not value > 0:
            raise ValueError(f"{name} must be a positive number of pixels, not {value!r}.")


def _describe(base: str, selected: bool, dimmed: bool, mark: Swatch | None) -> str:
    """Default title: what is shown plus its state, e.g. 'R7, red, selected, legal'."""
    extras = [word for word, on in (("selected", selected), ("not available", dimmed)) if on]
    if mark is not None:
        extras.append(mark.name)
    return ", ".join([base, *extras])


# --- cards and pieces ------------------------------------------------------------------

def _rounded_top(x0: float, y0: float, x1: float, y1: float, r: float) -> str:
    """Path data of a band whose top corners are rounded with radius r."""
    return (f"M{_num(x0)},{_num(y1)} V{_num(y0 + r)} A{_num(r)},{_num(r)} 0 0 1 {_num(x0 + r)},{_num(y0)} "
            f"H{_num(x1 - r)} A{_num(r)},{_num(r)} 0 0 1 {_num(x1)},{_num(y0 + r)} V{_num(y1)} Z")


def _back(x0: float, y0: float, w: float, h: float, r: float) -> str:
    """The back of a card or piece: a dark face with a pattern of linked rings."""
    parts = [f'<rect x="{_num(x0)}" y="{_num(y0)}" width="{_num(w)}" height="{_num(h)}" rx="{_num(r)}" '
             f'fill="{BACK.fill}" stroke="{OUTLINE}" stroke-width="1"/>']
    inset = min(w, h) * 0.1
    parts.append(f'<rect x="{_num(x0 + inset)}" y="{_num(y0 + inset)}" width="{_num(w - 2 * inset)}" '
                 f'height="{_num(h - 2 * inset)}" rx="{_num(r * 0.6)}" fill="none" stroke="{BACK.tint}" '
                 f'stroke-width="1" opacity="0.6"/>')
    cols = max(1, round((w - 2 * inset) / (min(w, h) * 0.3)))
    rows = max(1, round((h - 2 * inset) / (min(w, h) * 0.3)))
    step_x, step_y = (w - 2 * inset) / cols, (h - 2 * inset) / rows
    ring = min(step_x, step_y) * 0.42
    for i in range(cols):
        for j in range(rows):
            cx, cy = x0 + inset + step_x * (i + 0.5), y0 + inset + step_y * (j + 0.5)
            parts.append(f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(ring)}" fill="none" '
                         f'stroke="{BACK.tint}" stroke-width="1" opacity="0.45"/>')
    return "".join(parts)


def _component(kind: str, label: str, swatch: Swatch, size: tuple[float, float], box: tuple[float, float, float, float],
               r: float, pad: float, face: Callable[[str, str], list[str]], *, corner: str | None, symbol: str | None,
               face_down: bool, selected: bool, dimmed: bool, mark: Swatch | str | None, title: str | None) -> Svg:
    """A card or piece: its back, or ``face(corner, symbol)`` outlined; then frame, fading, badge and title."""
    mark_sw = _mark_swatch(mark)
    x0, y0, x1, y1 = box
    if face_down:
        parts = [_back(x0, y0, x1 - x0, y1 - y0, r)]
        base = f"face-down {kind}"
    else:
        parts = face(swatch.letter if corner is None else corner, swatch.symbol if symbol is None else symbol)
        parts.append(f'<rect x="{_num(x0)}" y="{_num(y0)}" width="{_num(x1 - x0)}" height="{_num(y1 - y0)}" '
                     f'rx="{_num(r)}" fill="none" stroke="{OUTLINE}" stroke-width="1.2"/>')
        base = f"{label}, {swatch.name}" if label else f"{swatch.name} {kind}"
    return _finish(parts, size[0], size[1], box, r, pad, selected, dimmed, mark_sw,
                   title if title is not None else _describe(base, selected, dimmed, mark_sw))


def card_svg(label: str, swatch: Swatch, *, corner: str | None = None, symbol: str | None = None,
             width: float = 60, height: float = 84, selected: bool = False, dimmed: bool = False,
             face_down: bool = False, title: str | None = None,
             mark: Swatch | str | None = None) -> Svg:
    """Draw one card: a band in the card's colour with its letter and symbol, and a big label.

    ``corner`` and ``symbol`` default to the swatch's letter and symbol. ``mark``
    (a swatch or a name in :data:`widgets.palette.MARKS`) adds a badge; ``selected``
    a thick frame; ``dimmed`` fades the card. A ``face_down`` card shows only its
    back and its SVG holds nothing of the face.
    """
    _check_size(width=width, height=height)
    pad = max(2.0, min(width, height) * 0.06)
    x0, y0, x1, y1 = pad, pad, width - pad, height - pad
    cw, ch = x1 - x0, y1 - y0
    r = min(cw, ch) * 0.12

    def face(corner: str, symbol: str) -> list[str]:
        """The card's face: its tint, the band with letter and symbol, the big label."""
        band = ch * 0.24
        parts = [f'<rect x="{_num(x0)}" y="{_num(y0)}" width="{_num(cw)}" height="{_num(ch)}" '
                 f'rx="{_num(r)}" fill="{esc(swatch.tint)}"/>',
                 f'<path d="{_rounded_top(x0, y0, x1, y0 + band, r)}" fill="{esc(swatch.fill)}"/>',
                 f'<line x1="{_num(x0)}" y1="{_num(y0 + band)}" x2="{_num(x1)}" y2="{_num(y0 + band)}" '
                 f'stroke="{OUTLINE}" stroke-width="0.75"/>']
        if corner:
            size = _label_size(corner, cw * 0.45, band * 0.72)
            parts.append(_text(x0 + cw * 0.06, y0 + band / 2, corner, size, swatch.ink, anchor="start"))
        if symbol:
            sr = band * 0.3
            parts.append(symbol_svg(symbol, x1 - cw * 0.06 - sr, y0 + band / 2, sr, swatch.ink))
        if label:
            body = ch - band
            size = _label_size(label, cw * 0.86, body * 0.5)
            parts.append(_text((x0 + x1) / 2, y0 + band + body * 0.48, label, size, swatch.shade))
        return parts

    return _component("card", label, swatch, (width, height), (x0, y0, x1, y1), r, pad, face,
                      corner=corner, symbol=symbol, face_down=face_down, selected=selected, dimmed=dimmed,
                      mark=mark, title=title)


def _finish(parts: list[str], width: float, height: float, box: tuple[float, float, float, float],
            r: float, pad: float, selected: bool, dimmed: bool, mark: Swatch | None, title: str) -> Svg:
    """Add the shared extras (fading, selection frame, mark badge) and wrap in ``<svg>``."""
    x0, y0, x1, y1 = box
    body = "".join(parts)
    if dimmed:
        body = f'<g opacity="0.38">{body}</g>'
    if selected:
        ring = pad * 0.75
        body += (f'<rect x="{_num(x0 - ring / 2)}" y="{_num(y0 - ring / 2)}" width="{_num(x1 - x0 + ring)}" '
                 f'height="{_num(y1 - y0 + ring)}" rx="{_num(r + ring / 2)}" fill="none" '
                 f'stroke="{HIGHLIGHT.fill}" stroke-width="{_num(ring)}"/>')
    if mark is not None:
        br = min(x1 - x0, y1 - y0) * 0.17
        body += _badge(mark, x1 - br * 0.9, y1 - br * 0.9, br)
    return _svg(width, height, title, body)


_OUTLINE_END = f'fill="none" stroke="{OUTLINE}" stroke-width="1.2"/>'
"""How :func:`card_svg` ends a face's outline: face drawing goes after it, frames and badges later."""


def face_body(width: float, height: float) -> tuple[float, float]:
    """Top and height of the part of a :func:`card_svg` face below its colour band."""
    pad = max(2.0, min(width, height) * 0.06)
    inner = height - 2 * pad
    band = inner * 0.24
    return pad + band, inner - band


def insert_face(svg: str, extra: str) -> Svg:
    """Add drawing to a :func:`card_svg` face: after its outline, inside any fading, under frames and badges."""
    i = svg.find(_OUTLINE_END)
    if i < 0:  # a face-down card has no such outline: put it right after the title
        i = svg.index("</title>") + len("</title>")
    else:
        i += len(_OUTLINE_END)
    return Svg(svg[:i] + extra + svg[i:])


def row_of_cards(cards: Sequence[Any], draw: Callable[[int, Any], str], *,
                 captions: Sequence[str] | None = None, gap: float = 6, width: float = 60,
                 height: float = 84, title: str | None = None) -> Svg:
    """A row of cards, each drawn by ``draw(position, card)`` at ``width`` x ``height``, captions under them.

    ``None`` stands for a face-down card in the default title; a negative ``gap``
    overlaps the cards like a pile.
    """
    if captions is not None and len(captions) != len(cards):
        raise ValueError(f"Got {len(captions)} captions for {len(cards)} cards; give one per card.")
    parts, x = [], 0.0
    for i, c in enumerate(cards):
        parts.append(translate(draw(i, c), x, 0))
        if captions:
            parts.append(text_line(x + width / 2, height + 12, captions[i], 11, "#333333"))
        x += width + gap
    total_w = max(1.0, x - gap) if cards else 1.0
    names = ", ".join(str(c) if c is not None else "face down" for c in cards) or "no cards"
    return svg_root(total_w, height + (16 if captions else 0), title or f"cards: {names}", "".join(parts))


def piece_svg(label: str, swatch: Swatch, *, size: float = 44, corner: str | None = None,
              symbol: str | None = None, selected: bool = False, dimmed: bool = False,
              face_down: bool = False, title: str | None = None,
              mark: Swatch | str | None = None) -> Svg:
    """Draw a square tile for a board game: a frame in its colour, letter and symbol, big label.

    The options mean what they mean for :func:`card_svg`.
    """
    _check_size(size=size)
    pad = max(2.0, size * 0.06)
    x0 = y0 = pad
    x1 = y1 = size - pad
    side = x1 - x0
    r = side * 0.14

    def face(corner: str, symbol: str) -> list[str]:
        """The piece's face: its colour, the framed tint, letter and symbol, the big label."""
        frame = side * 0.1
        parts = [f'<rect x="{_num(x0)}" y="{_num(y0)}" width="{_num(side)}" height="{_num(side)}" '
                 f'rx="{_num(r)}" fill="{esc(swatch.fill)}"/>',
                 f'<rect x="{_num(x0 + frame)}" y="{_num(y0 + frame)}" width="{_num(side - 2 * frame)}" '
                 f'height="{_num(side - 2 * frame)}" rx="{_num(r * 0.6)}" fill="{esc(swatch.tint)}" '
                 f'stroke="{OUTLINE}" stroke-width="0.6"/>']
        small = side * 0.2
        if corner:
            parts.append(_text(x0 + frame * 1.6, y0 + frame + small * 0.7,
                               corner, _label_size(corner, side * 0.35, small), swatch.shade, anchor="start"))
        if symbol:
            sr = small * 0.42
            parts.append(symbol_svg(symbol, x1 - frame * 1.6 - sr, y0 + frame + small * 0.7, sr, swatch.shade))
        if label:
            parts.append(_text((x0 + x1) / 2, y0 + side * 0.6, label,
                               _label_size(label, side * 0.7, side * 0.42), swatch.shade))
        return parts

    return _component("piece", label, swatch, (size, size), (x0, y0, x1, y1), r, pad, face,
                      corner=corner, symbol=symbol, face_down=face_down, selected=selected, dimmed=dimmed,
                      mark=mark, title=title)


def token_svg(letter: str, swatch: Swatch, *, size: float = 28, title: str | None = None,
              selected: bool = False) -> Svg:
    """Draw a small round token (egg, bracelet, marker) in a colour, with a letter on it.

    With an empty ``letter`` the token shows the swatch's symbol instead.
    """
    _check_size(size=size)
    c, r = size / 2, size / 2 - max(1.5, size * 0.08)
    parts = [f'<circle cx="{_num(c)}" cy="{_num(c)}" r="{_num(r)}" fill="{esc(swatch.fill)}" '
             f'stroke="{OUTLINE}" stroke-width="1.2"/>',
             f'<circle cx="{_num(c)}" cy="{_num(c)}" r="{_num(r * 0.78)}" fill="none" '
             f'stroke="{esc(swatch.ink)}" stroke-width="0.8" opacity="0.45"/>']
    if letter:
        parts.append(_text(c, c, letter, _label_size(letter, r * 1.3, r * 1.05), swatch.ink))
    else:
        parts.append(symbol_svg(swatch.symbol, c, c, r * 0.55, swatch.ink))
    if selected:
        parts.append(f'<circle cx="{_num(c)}" cy="{_num(c)}" r="{_num(size / 2 - 0.75)}" fill="none" '
                     f'stroke="{HIGHLIGHT.fill}" stroke-width="1.5"/>')
    base = f"{letter} token, {swatch.name}" if letter else f"{swatch.name} token"
    return _svg(size, size, title if title is not None else base, "".join(parts))


def sticks_svg(n: int, *, height: float = 28, colour: str = "#7A5200", title: str | None = None) -> Svg:
    """Draw ``n`` counting sticks as tally marks: four upright sticks crossed by a fifth."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"The number of sticks must be a whole number 0 or more, not {n!r}.")
    _check_size(height=height)
    step, gap, margin = height * 0.22, height * 0.3, height * 0.12
    stroke = _num(max(1.5, height * 0.09))
    groups, rest = divmod(n, 5)
    parts: list[str] = []
    x = margin
    top, bottom = margin, height - margin
    for g in range(groups + (1 if rest else 0)):
        count = 5 if g < groups else rest
        upright = min(count, 4)
        for i in range(upright):
            sx = x + step * (i + 0.5)
            parts.append(f'<line x1="{_num(sx)}" y1="{_num(top)}" x2="{_num(sx)}" y2="{_num(bottom)}"/>')
        if count == 5:
            parts.append(f'<line x1="{_num(x - step * 0.2)}" y1="{_num(bottom - height * 0.12)}" '
                         f'x2="{_num(x + step * 4.2)}" y2="{_num(top + height * 0.12)}"/>')
        x += step * upright + gap
    width = x - gap + margin if n else height * 0.6
    if n == 0:
        parts.append(_text(width / 2, height / 2, "0", height * 0.5, "#777777", weight="normal"))
        body = "".join(parts)
    else:
        body = (f'<g stroke="{esc(colour)}" stroke-width="{stroke}" stroke-linecap="round">'
                + "".join(parts) + "</g>")
    default = f"{n} stick" if n == 1 else f"{n} sticks"
    return _svg(width, height, title if title is not None else default, body)


# --- arranging several pictures --------------------------------------------------------

def _root_size(svg: str) -> tuple[float, float]:
    """Read the width and height of an SVG string's root element."""
    match = _SVG_OPEN.match(svg)
    if not match:
        raise ValueError("Expected an SVG picture starting with '<svg', such as card_svg() returns.")
    attrs = match.group(1)
    try:
        w = float(re.search(r'\swidth="([\d.]+)"', attrs).group(1))  # type: ignore[union-attr]
        h = float(re.search(r'\sheight="([\d.]+)"', attrs).group(1))  # type: ignore[union-attr]
    except AttributeError:
        raise ValueError("An SVG picture to place needs numeric width and height attributes.") from None
    return w, h


def _place(svg: str, x: float, y: float, width: float | None = None, height: float | None = None) -> str:
    """Reposition (and optionally resize) an SVG picture so it nests inside another one."""
    match = _SVG_OPEN.match(svg)
    if not match:
        raise ValueError("Expected an SVG picture starting with '<svg', such as card_svg() returns.")
    attrs = re.sub(r'\s(x|y)="[^"]*"', "", match.group(1))
    if width is not None:
        attrs = re.sub(r'\swidth="[^"]*"', f' width="{_num(width)}"', attrs)
    if height is not None:
        attrs = re.sub(r'\sheight="[^"]*"', f' height="{_num(height)}"', attrs)
    return f'<svg x="{_num(x)}" y="{_num(y)}"{attrs}>' + svg[match.end():]


def _as_card(item: str | Mapping[str, Any] | Sequence[Any]) -> str:
    """Accept a ready SVG string, a dict of card_svg arguments or a (label, swatch) pair."""
    if isinstance(item, str):
        return item
    if isinstance(item, Mapping):
        return card_svg(**item)
    return card_svg(*item)


def cards_row_svg(cards: Sequence[str | Mapping[str, Any] | Sequence[Any]], *, gap: float = 6,
                  captions: Sequence[str] | None = None, title: str | None = None,
                  caption_size: float = 12) -> Svg:
    """Lay several cards (SVG strings, dicts of card_svg arguments or (label, swatch)) in one row.

    ``captions`` (one per card) are written under the cards, e.g. seat names or
    "Far" / "Near". An empty row gives a small empty picture.
    """
    pictures = [_as_card(item) for item in cards]
    if captions is not None and len(captions) != len(pictures):
        raise ValueError(f"Got {len(captions)} captions for {len(pictures)} cards; give one per card.")
    sizes = [_root_size(p) for p in pictures]
    row_h = max((h for _, h in sizes), default=caption_size)
    total_h = row_h + (caption_size * 1.5 if captions else 0)
    parts, x = [], 0.0
    for i, (picture, (w, h)) in enumerate(zip(pictures, sizes)):
        parts.append(_place(picture, x, 0))
        if captions:
            parts.append(_text(x + w / 2, row_h + caption_size * 0.7, captions[i], caption_size,
                               "#333333", weight="normal"))
        x += w + gap
    width = max(1.0, x - gap) if pictures else 1.0
    if title is None:
        names = [m.group(1) for m in (re.search(r"<title>(.*?)</title>", p) for p in pictures) if m]
        title = "; ".join(unescape(n) for n in names) if names else "no cards"
    return _svg(width, total_h, title, "".join(parts))


@dataclass(frozen=True)
class Cell:
    """What one board square shows; every field is optional.

    ``content``: an SVG picture (scaled to fit) or a short text. ``fill``: the
    square's background colour. ``pattern``: a palette symbol drawn faintly in the
    corner, so a shaded square (water, mountain) is not told by colour alone.
    ``mark``: a swatch or mark name framing the square and adding its badge.
    ``title``: hover text for the square.
    """

    content: str | None = None
    fill: str | None = None
    pattern: str | None = None
    mark: Swatch | str | None = None
    title: str | None = None


def board_svg(rows: int, cols: int, cell_fn: Callable[[int, int], Cell | str | None], *,
              cell: float | tuple[float, float] = 48, gap: float = 3, title: str = "board",
              row_labels: Sequence[str] | None = None, col_labels: Sequence[str] | None = None,
              background: str = "#E9E4D8") -> Svg:
    """Draw a rows x cols grid; ``cell_fn(row, col)`` says what each square shows.

    ``cell_fn`` returns a :class:`Cell`, an SVG or text string (its content) or
    ``None`` (an empty square). Which squares are shaded, and how, is the caller's
    choice. ``cell`` is the square size, or (width, height) for card-shaped cells.
    """
    if rows < 1 or cols < 1:
        raise ValueError(f"A board needs at least one row and one column, not {rows} x {cols}.")
    cw, ch = (cell, cell) if isinstance(cell, (int, float)) else cell
    _check_size(cell_width=cw, cell_height=ch)
    if row_labels is not None and len(row_labels) != rows:
        raise ValueError(f"Got {len(row_labels)} row labels for {rows} rows.")
    if col_labels is not None and len(col_labels) != cols:
        raise ValueError(f"Got {len(col_labels)} column labels for {cols} columns.")
    label_size = min(cw, ch) * 0.3
    left = label_size * 1.6 if row_labels else 0.0
    top = label_size * 1.6 if col_labels else 0.0
    width = left + gap + cols * (cw + gap)
    height = top + gap + rows * (ch + gap)
    parts = [f'<rect x="{_num(left)}" y="{_num(top)}" width="{_num(width - left)}" '
             f'height="{_num(height - top)}" rx="{_num(gap * 2)}" fill="{esc(background)}"/>']
    for c, text in enumerate(col_labels or ()):
        parts.append(_text(left + gap + c * (cw + gap) + cw / 2, top / 2, text, label_size, "#444444",
                           weight="normal"))
    for r, text in enumerate(row_labels or ()):
        parts.append(_text(left / 2, top + gap + r * (ch + gap) + ch / 2, text, label_size, "#444444",
                           weight="normal"))
    for r in range(rows):
        for c in range(cols):
            x, y = left + gap + c * (cw + gap), top + gap + r * (ch + gap)
            parts.append(_cell(cell_fn(r, c), x, y, cw, ch))
    return _svg(width, height, title, "".join(parts))


def _cell(spec: Cell | str | None, x: float, y: float, w: float, h: float) -> str:
    """Draw one board square at (x, y) from a Cell, a content string or None."""
    if not isinstance(spec, Cell):
        spec = Cell(content=spec)
    mark = _mark_swatch(spec.mark)
    parts = [f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" rx="2" '
             f'fill="{esc(spec.fill or "#FFFFFF")}" stroke="#A89F8C" stroke-width="0.75"/>']
    content = spec.content
    if content:
        if content.lstrip().startswith("<svg"):
            inset = min(w, h) * 0.09 if (spec.fill or spec.pattern) else 1.0
            parts.append(_place(content, x + inset, y + inset, w - 2 * inset, h - 2 * inset))
        else:
            parts.append(_text(x + w / 2, y + h / 2, content, _label_size(content, w * 0.8, h * 0.45),
                               "#222222"))
    if spec.pattern:  # drawn last, in a small badge, so a piece on the square cannot hide it
        pr = min(w, h) * 0.13
        parts.append(f'<circle cx="{_num(x + pr * 1.1)}" cy="{_num(y + pr * 1.1)}" r="{_num(pr)}" '
                     f'fill="{esc(spec.fill or "#FFFFFF")}" stroke="{OUTLINE}" stroke-width="0.6"/>'
                     + symbol_svg(spec.pattern, x + pr * 1.1, y + pr * 1.1, pr * 0.62, "#222222"))
    if mark is not None:
        sw = max(2.0, min(w, h) * 0.07)
        parts.append(f'<rect x="{_num(x + sw / 2)}" y="{_num(y + sw / 2)}" width="{_num(w - sw)}" '
                     f'height="{_num(h - sw)}" rx="2" fill="none" stroke="{esc(mark.fill)}" '
                     f'stroke-width="{_num(sw)}"/>')
        br = min(w, h) * 0.14
        parts.append(_badge(mark, x + w - br * 1.1, y + br * 1.1, br))
    body = "".join(parts)
    if spec.title:
        return f"<g><title>{esc(spec.title)}</title>{body}</g>"
    return body
