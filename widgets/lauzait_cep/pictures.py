"""Pictures for Lauzait Cep!: pieces, departments, the 5 x 5 board and the dice-sticks.

Pure functions returning SVG (:class:`widgets.svg.Svg`) or HTML (:class:`Html`)
strings; both show themselves as pictures in a notebook cell and fit in an
``ipywidgets.HTML`` value. Nothing here knows a rule: the board's layout (which
square is the Mountain, which are Water) comes from :mod:`engines.lauzait_cep.board`,
the Water odds from the engine's :func:`~engines.lauzait_cep.water_success` (or from
``State.move_outcomes`` passed in by the caller), and every "may move" or "may go
there" mark is given by the caller, who asked the engine.

Colour is never the only cue:

- a green Site Worker shows the letter **G** and a diamond, a white Administrative
  Officer the letter **W** and a square, a joker a big **J** and a star; a joker that
  states what it stands for shows ``J=`` and the star over the stated piece (``G4``), so
  that its labels read as its notation, ``J=G4``;
- Tam's Mountain carries a peak symbol and the word MOUNTAIN under its piece, the
  eight Water squares a wave symbol and a wavy bottom edge;
- pieces that may move carry a ring badge, squares a piece may move to a tick badge
  (or the odds, ``1/2``, on Water), the chosen piece a thick frame and arrows.

A piece passed as ``None`` (or ``"?"``) is drawn face down and its picture holds
nothing of any face.

Each picture has one accessible name, read once: ``role="img"`` and an ``aria-label`` on
the root, and no ``<title>`` repeating it. Pieces drawn inside a hand, a department or
the board are shapes of that picture (marked ``data-piece``), not pictures of their own,
and the board's name lists every square, so nothing needs a tooltip of its own. The
drawn labels are separated by spaces, which a browser does not draw but a text export
keeps, so that they never run together as ``G2W7``.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Iterable, Mapping, Sequence

from engines.lauzait_cep import (JOKER as JOKER_CODE, PIECES,
                                 WATER as WATER_SQUARES, Piece, parse_cards, parse_square,
                                 square_kind, square_name, water_success)
from engines.lauzait_cep.board import SIZE

from ..cardbuttons import button_rules, face_rule
from ..palette import (BACK, GREEN, HIGHLIGHT, JOKER, LEGAL, MOUNTAIN, WATER, WHITE,
                       Swatch)
from ..svg import (FONT, Cell, Html, Svg, board_svg as _grid_svg, esc, piece_svg as _piece_svg,
                   svg_root, symbol_svg, text_line as _text)

__all__ = [
    "Html", "PieceLike", "FONT", "SWATCHES", "piece_name", "piece_svg", "pieces_svg",
    "department_svg", "board_svg", "sticks_svg", "board_cells", "piece_css", "piece_class",
    "square_title", "odds_text",
]

PieceLike = Piece | str | int | None
"""A piece object, its token (``"G4"``, ``"j=w2"``), its engine code (0-20) or ``None`` (face down)."""

SWATCHES: dict[str, Swatch] = {"G": GREEN, "W": WHITE, "J": JOKER}
"""The palette swatch of each piece letter."""
_WORDS = {"G": "green Site Worker", "W": "white Administrative Officer"}
_FILES = "abcde"
_RANKS = tuple(str(SIZE - r) for r in range(SIZE))
_ARROW = "#1F2D3A"
_LAST_MOVE = "#7A5200"


# ----- one name per picture ------------------------------------------------------------------
_TITLE = re.compile(r"<title>[^<]*</title>")
_DRAWING = '<g aria-hidden="true">'


def _untitled(picture: str) -> Svg:
    """A picture named once: its ``aria-label`` stays, every ``<title>`` repeating it goes."""
    return Svg(_TITLE.sub("", picture))


def _wrap(width: float | str, height: float | str, name: str, body: str) -> Svg:
    """An ``<svg role="img">`` root named by ``name`` (its ``aria-label``), around the shapes."""
    return _untitled(svg_root(width, height, name, body))


def _shapes(picture: str, x: float, y: float, what: str) -> str:
    """A picture's shapes placed at (x, y) inside a bigger picture, which names the whole: a
    group marked ``data-piece`` (a piece's token, or ``face-down``), no name of its own."""
    start = picture.index(_DRAWING) + len(_DRAWING)
    return (f'<g transform="translate({x:g},{y:g})" data-piece="{esc(what)}">'
            f'{picture[start:-len("</g></svg>")]}</g>')


def _spaced(parts: Iterable[str]) -> str:
    """Shapes joined, a space between any two that hold a label: a browser does not draw it, but
    a text export then reads the labels apart ("G2 W7", not "G2W7")."""
    out, labelled = [], False
    for part in parts:
        if "<text" in part:
            out.append(" " + part if labelled else part)
            labelled = True
        else:
            out.append(part)
    return "".join(out)


# ----- pieces ----------------------------------------------------------------------------
def _piece(x: PieceLike) -> Piece | None:
    """A piece from a piece, a token, a code, or ``None``/``"?"`` (face down)."""
    if x is None or isinstance(x, Piece):
        return x
    if isinstance(x, int) and not isinstance(x, bool):
        if not 0 <= x <= JOKER_CODE:
            raise ValueError(f"{x} is not a piece code: codes run from 0 (G0) to 20 (J).")
        return PIECES[x]
    if isinstance(x, str) and x.strip() == "?":
        return None
    return parse_cards([x])[0]


def piece_name(p: PieceLike) -> str:
    """Say a piece in words: ``G4, green Site Worker 4``; ``J=G4, joker standing for green 4``."""
    piece = _piece(p)
    if piece is None:
        return "face-down piece"
    if piece.is_joker:
        if piece.stands_for < 0:
            return "J, joker"
        colour = "green" if piece.colour == "G" else "white"
        return f"{piece}, joker standing for {colour} {piece.number}"
    return f"{piece}, {_WORDS[piece.colour]} {piece.number}"


def piece_svg(token: PieceLike, *, size: float = 44, selected: bool = False, dimmed: bool = False,
              mark: str | Swatch | None = None, title: str | None = None) -> Svg:
    """One piece as a square tile: its letter and symbol in the corners, its number big.

    A joker shows ``J``; a joker that states what it stands for shows the stated
    piece (``G4``) under its ``J``. ``None`` draws the piece face down. ``selected``
    adds a thick frame, ``dimmed`` fades it, ``mark`` (``"legal"``, ``"highlight"``,
    ``"illegal"``, ``"winner"`` or a swatch) adds a badge.
    """
    piece = _piece(token)
    if piece is None:
        return _untitled(_piece_svg("", BACK, size=size, face_down=True, selected=selected,
                                    dimmed=dimmed, mark=mark, title=title or "face-down piece"))
    name = title or piece_name(piece) + (", selected" if selected else "")
    if piece.is_joker:  # a bare joker: a big J and the star; a stated one: J= and the piece
        label, corner = ("J", "") if piece.stands_for < 0 else (str(piece.token)[2:], "J=")
        return _untitled(_piece_svg(label, JOKER, corner=corner, size=size, selected=selected,
                                    dimmed=dimmed, mark=mark, title=name))
    return _untitled(_piece_svg(str(piece.number), SWATCHES[piece.colour], size=size,
                                selected=selected, dimmed=dimmed, mark=mark, title=name))


def _piece_shapes(p: Piece | None, x: float, y: float, **drawing) -> str:
    """A piece drawn at (x, y) as part of a bigger picture (see :func:`_shapes`)."""
    return _shapes(piece_svg(p, **drawing), x, y, "face-down" if p is None else str(p))


def _items(tokens: str | Iterable[PieceLike]) -> list[Piece | None]:
    """Pieces from notation (``"G4 W0 J"``, ``?`` for face down) or a list."""
    raw = tokens.split() if isinstance(tokens, str) else list(tokens)
    return [_piece(x) for x in raw]


def pieces_svg(tokens: str | Iterable[PieceLike], marks: Sequence | Mapping | None = None, *,
               size: float = 40, gap: float = 4, captions: Sequence[str] | None = None,
               dimmed: Sequence[int] = (), selected: Sequence[int] = (),
               title: str | None = None) -> Svg:
    """A row of pieces (a hand) from notation (``"G4 W0 J"``) or a list; ``None``/``?`` is face down.

    ``marks`` gives a mark name per piece (a list by position, or a dict by token);
    ``dimmed`` and ``selected`` are positions; ``captions`` are written under the pieces.
    """
    pieces = _items(tokens)
    if marks is None:
        per = [None] * len(pieces)
    elif isinstance(marks, Mapping):
        table = {str(k).upper(): v for k, v in marks.items()}
        per = [None if p is None else table.get(str(p)) for p in pieces]
    else:
        per = list(marks)
        if len(per) != len(pieces):
            raise ValueError(f"Got {len(per)} marks for {len(pieces)} pieces; give one per piece.")
    if captions is not None and len(captions) != len(pieces):
        raise ValueError(f"Got {len(captions)} captions for {len(pieces)} pieces; give one per piece.")
    cap_h = 15 if captions else 0
    parts, x = [], 0.0
    for i, (p, m) in enumerate(zip(pieces, per)):
        parts.append(_piece_shapes(p, x, 0, size=size, mark=m, dimmed=i in dimmed, selected=i in selected))
        if captions:
            parts.append(_text(x + size / 2, size + 12, captions[i], 10.5, "#333333"))
        x += size + gap
    width = max(1.0, x - gap)
    names = " ".join("?" if p is None else str(p) for p in pieces) or "no pieces"
    default = piece_name(pieces[0]) if len(pieces) == 1 else f"pieces: {names}"
    return _wrap(width, size + cap_h, title or default, _spaced(parts))


def department_svg(pieces: str | Iterable[PieceLike], caption: str | None = None, *,
                   size: float = 36, highlight: bool = False, title: str | None = None) -> Svg:
    """A department: its three pieces side by side in a framed box, with an optional caption.

    The caption (e.g. ``"sequence, bonus 1"``) is the caller's words: ask the engine
    (``department_kind``, ``department_bonus``) for what it says. ``highlight`` frames
    the box in the highlight colour (e.g. the best split).
    """
    items = _items(pieces)
    pad, gap = 5.0, 3.0
    inner = len(items) * (size + gap) - gap if items else size
    box = inner + 2 * pad
    width = max(box, len(caption) * 11 * 0.56 + 6) if caption else box
    cap_h = 16 if caption else 0
    height = size + 2 * pad + cap_h
    stroke = HIGHLIGHT.fill if highlight else "#8A8270"
    left = (width - box) / 2
    parts = [f'<rect x="{left + 1:g}" y="1" width="{box - 2:g}" height="{size + 2 * pad - 2:g}" rx="7" '
             f'fill="#F7F4EC" stroke="{stroke}" stroke-width="{3 if highlight else 1.2}"/>']
    for i, p in enumerate(items):
        parts.append(_piece_shapes(p, left + pad + i * (size + gap), pad, size=size))
    if caption:
        parts.append(_text(width / 2, size + 2 * pad + 12, caption, 11, "#333333"))
    names = " ".join("?" if p is None else str(p) for p in items)
    default = f"department {names}" + (f": {caption}" if caption else "")
    return _wrap(width, height, title or default, _spaced(parts))


# ----- the board --------------------------------------------------------------------------
def board_cells(board) -> list[str | None]:
    """The 25 squares (a5 .. e1, row by row) as tokens or ``None`` (empty) from a State,
    an observation, a list of 25 tokens/codes/``None``, or a string of 25 tokens with ``.``."""
    if hasattr(board, "board") and hasattr(board, "players"):  # a State
        cells = [None if c < 0 else str(PIECES[c]) for c in board.board]
    elif isinstance(board, Mapping):
        if "board" not in board:
            raise ValueError("An observation needs a 'board' entry: 25 tokens or None.")
        cells = list(board["board"])
    elif isinstance(board, str):
        cells = board.split()
    else:
        cells = list(board)
    if len(cells) != SIZE * SIZE:
        raise ValueError(f"A board has {SIZE * SIZE} squares; {len(cells)} given.")
    out: list[str | None] = []
    for c in cells:
        if c is None or (isinstance(c, str) and c.strip() in (".", "")) or (isinstance(c, int) and c < 0):
            out.append(None)
        else:
            out.append(str(_piece(c)))
    return out


def _squares(items) -> list[int]:
    """Square numbers from names (``"c3"``) or numbers; ``None`` and ``-1`` are skipped."""
    if items is None:
        return []
    if isinstance(items, (str, int)):
        items = [items]
    return [parse_square(s) for s in items if s is not None and s != -1]


def odds_text(p: Fraction | float) -> str:
    """A chance as a short fraction for a badge: ``1/2``."""
    f = Fraction(p).limit_denominator(64)
    return str(f)


def square_title(square: int, token: str | None, extra: str = "") -> str:
    """Hover text for a square: its name, kind and piece (``c2, Water: W6``)."""
    kind = {"mountain": "Tam's Mountain", "water": "Water", "land": "land"}[square_kind(square)]
    what = piece_name(token) if token else "empty"
    return f"{square_name(square)}, {kind}: {what}" + (f"; {extra}" if extra else "")


def _geometry(cell: float, gap: float) -> tuple[float, float]:
    """Where square (0, 0) starts in :func:`widgets.svg.board_svg` with row and column labels."""
    label = cell * 0.3
    return label * 1.6 + gap, label * 1.6 + gap


def _centre(square: int, cell: float, gap: float) -> tuple[float, float]:
    """The centre of a square in the drawn board."""
    x0, y0 = _geometry(cell, gap)
    r, c = divmod(square, SIZE)
    return x0 + c * (cell + gap) + cell / 2, y0 + r * (cell + gap) + cell / 2


def _corner(square: int, cell: float, gap: float) -> tuple[float, float]:
    """The top-left corner of a square in the drawn board."""
    x0, y0 = _geometry(cell, gap)
    r, c = divmod(square, SIZE)
    return x0 + c * (cell + gap), y0 + r * (cell + gap)


def _arrow(a: tuple[float, float], b: tuple[float, float], colour: str, width: float,
           shorten: float, dash: str = "") -> str:
    """A straight arrow from a towards b, stopping ``shorten`` short of b, with a solid head."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    sx, sy = x1 + ux * shorten * 0.55, y1 + uy * shorten * 0.55
    ex, ey = x2 - ux * shorten, y2 - uy * shorten
    head = width * 3.2
    bx, by = ex - ux * head, ey - uy * head
    px, py = -uy * head * 0.6, ux * head * 0.6
    dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<line x1="{sx:.1f}" y1="{sy:.1f}" x2="{bx:.1f}" y2="{by:.1f}" stroke="{colour}" '
            f'stroke-width="{width:g}" stroke-linecap="round" opacity="0.85"{dash_attr}/>'
            f'<polygon points="{ex:.1f},{ey:.1f} {bx + px:.1f},{by + py:.1f} {bx - px:.1f},{by - py:.1f}" '
            f'fill="{colour}" opacity="0.9"/>')


def _tag(x: float, y: float, text: str, paper: str, ink: str, size: float) -> str:
    """A small rounded label (e.g. ``1/2`` on a Water destination, ``discard``)."""
    w = size * 0.62 * len(text) + size * 0.8
    h = size * 1.35
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{h / 2:.1f}" '
            f'fill="{paper}" stroke="#222222" stroke-width="0.8"/>'
            + _text(x + w / 2, y + h * 0.74, text, size, ink, "bold"))


def _badge(mark: Swatch, cx: float, cy: float, r: float) -> str:
    """A round badge with a mark's symbol and a white halo, so it reads on any piece."""
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{mark.fill}" stroke="#FFFFFF" '
            f'stroke-width="1.5"/><circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="none" '
            f'stroke="#444444" stroke-width="0.75"/>' + symbol_svg(mark.symbol, cx, cy, r * 0.6, mark.ink))


def _strip(square: int, x: float, y: float, cell: float, tag: str | None, tag_ink: str) -> str:
    """The bottom strip of a square: waves for Water, a peak and MOUNTAIN for the Mountain,
    and an optional tag (the Water odds, ``discarded``) over it."""
    kind = square_kind(square)
    base = y + cell * 0.88
    out = []
    if kind == "water":
        for k in (0.28, 0.72):
            out.append(symbol_svg("\u223c", x + cell * k, base, cell * 0.15, WATER.shade))
    elif kind == "mountain":
        out.append(symbol_svg("\u2227", x + cell * 0.11, base - cell * 0.01, cell * 0.07, MOUNTAIN.shade))
        out.append(_text(x + cell * 0.58, base + cell * 0.042, "MOUNTAIN", cell * 0.12, MOUNTAIN.shade, "bold"))
    if tag:
        size = cell * (0.15 if len(tag) <= 7 else 0.13)  # a longer word in smaller type, inside the square
        w = size * 0.62 * len(tag) + size * 0.9
        out.append(_tag(x + (cell - w) / 2, base - size * 0.72, tag, "#FFFFFF", tag_ink, size))
    return "".join(out)


def board_svg(board_or_observation, highlight: Iterable = (), destinations=(),
              water_odds: bool = True, selected=None, *, landing=None, last_move=None,
              cell: float = 60, gap: float = 3, title: str | None = None) -> Svg:
    """The 5 x 5 board (a5 top left, e1 bottom right) with its pieces face up.

    ``board_or_observation``: a ``State``, an observation (``state.observation(seat)``),
    25 tokens or ``None`` (a list), or a string of 25 tokens with ``.`` for empty.
    ``highlight``: squares whose piece may move (a ring badge and an orange frame).
    ``destinations``: squares the ``selected`` piece may go to (a tick badge and a
    green frame), or a mapping from square to what moving there takes
    (``state.move_outcomes(move)``, a list of ``(chance, token)``) or to a short note;
    arrows run from ``selected`` to each. With ``water_odds`` a Water destination
    shows the chance of taking its piece (from the outcomes given, else the engine's
    :func:`water_success`). ``landing``: the square where the piece just discarded
    lies (read from an observation or state when not given). ``last_move``:
    ``(src, dst)`` of a move to draw as a dashed brown arrow. Squares are names
    (``"c3"``) or numbers 0-24. The Mountain shows a peak and the word MOUNTAIN,
    Water squares show waves: never colour alone.
    """
    cells = board_cells(board_or_observation)
    marked = set(_squares(list(highlight)))
    if isinstance(destinations, Mapping):
        dest = {parse_square(k): v for k, v in destinations.items()}
    else:
        dest = {s: None for s in _squares(list(destinations))}
    chosen = _squares(selected)[0] if selected is not None else None
    if landing is None:
        if isinstance(board_or_observation, Mapping):
            landing = board_or_observation.get("landing")
        elif hasattr(board_or_observation, "landing"):
            landing = board_or_observation.landing
    land = _squares(landing)[0] if landing not in (None, -1) else None
    default_odds = water_success()

    def odds_of(square: int) -> Fraction | None:
        """The chance of taking the piece on a Water destination (``None`` on land)."""
        outcomes = dest.get(square)
        if square not in WATER_SQUARES:
            return None
        if outcomes and not isinstance(outcomes, str):
            return Fraction(outcomes[0][0])
        return default_odds

    def cell_fn(r: int, c: int) -> Cell:
        """A square's background; pieces and marks are drawn on top (the board's name lists them)."""
        fill = {"mountain": MOUNTAIN.tint, "water": WATER.tint}.get(square_kind(r * SIZE + c), "#FFFDF6")
        return Cell(fill=fill)

    name = title or _board_title(cells, marked, dest, chosen)
    name = name.rstrip() + ("" if name.rstrip().endswith(".") else ".") + " " + _board_listing(cells, land)
    grid = _untitled(_grid_svg(SIZE, SIZE, cell_fn, cell=cell, gap=gap, row_labels=_RANKS,
                               col_labels=list(_FILES), background="#D9D2BF", title=name))
    grid = grid.replace("</text><text", "</text> <text")  # the row and column labels, read apart
    extra: list[str] = []
    p = cell * 0.68
    for sq in range(SIZE * SIZE):
        x, y = _corner(sq, cell, gap)
        token = cells[sq]
        if token is None:
            inset = cell * 0.17
            extra.append(f'<rect x="{x + inset:.1f}" y="{y + cell * 0.07:.1f}" width="{cell - 2 * inset:.1f}" '
                         f'height="{p - cell * 0.02:.1f}" rx="5" fill="none" stroke="#6B6352" '
                         f'stroke-width="1.2" stroke-dasharray="4 3"/>'
                         + _text(x + cell / 2, y + cell * 0.46, "empty", cell * 0.16, "#4A4438", "bold"))
        else:
            extra.append(_piece_shapes(_piece(token), x + (cell - p) / 2, y + cell * 0.05, size=p,
                                       selected=sq == chosen))
        mark = LEGAL if sq in dest else (HIGHLIGHT if sq in marked else None)
        if mark is not None:
            sw = max(2.0, cell * 0.06)
            extra.append(f'<rect x="{x + sw / 2:.1f}" y="{y + sw / 2:.1f}" width="{cell - sw:.1f}" '
                         f'height="{cell - sw:.1f}" rx="2" fill="none" stroke="{mark.fill}" '
                         f'stroke-width="{sw:.1f}"/>')
        if sq == land:
            extra.append(f'<rect x="{x + 1.5:.1f}" y="{y + 1.5:.1f}" width="{cell - 3:.1f}" '
                         f'height="{cell - 3:.1f}" rx="3" fill="none" stroke="#1F2D3A" '
                         f'stroke-width="2.2" stroke-dasharray="5 3"/>')
        chance = odds_of(sq) if (water_odds and sq in dest) else None
        tag = odds_text(chance) if chance is not None else ("discarded" if sq == land else None)
        extra.append(_strip(sq, x, y, cell, tag, WATER.shade if chance is not None else "#1F2D3A"))
        if mark is not None:
            extra.append(_badge(mark, x + cell * 0.86, y + cell * 0.14, cell * 0.12))
    if last_move is not None:
        src, dst = _squares(list(last_move))
        extra.append(_arrow(_centre(src, cell, gap), _centre(dst, cell, gap), _LAST_MOVE,
                            cell * 0.06, cell * 0.3, dash="6 4"))
    if chosen is not None:
        for sq in sorted(dest):
            extra.append(_arrow(_centre(chosen, cell, gap), _centre(sq, cell, gap), _ARROW,
                                cell * 0.05, cell * 0.36))
    end = "</g></svg>"  # the shapes go inside the drawing, which screen readers skip
    return _untitled(grid[:-len(end)] + " " + _spaced(extra) + end)


def _board_listing(cells, land) -> str:
    """Every square and what stands on it, row by row from the top: the board in words."""
    rows = []
    for r in range(SIZE):
        rows.append(", ".join(
            f"{square_name(sq)} {cells[sq] or 'empty'}" + (" (just discarded)" if sq == land else "")
            for sq in range(r * SIZE, (r + 1) * SIZE)))
    return "Squares, top row first: " + "; ".join(rows) + "."


def _board_title(cells, marked, dest, chosen) -> str:
    """A readable sentence describing the board; its name adds the squares (:func:`_board_listing`)."""
    empty = [square_name(s) for s, t in enumerate(cells) if t is None]
    if empty:
        text = (f"The Lauzait Cep! board; the empty square is {empty[0]}." if len(empty) == 1
                else f"The Lauzait Cep! board; the empty squares are {', '.join(empty)}.")
    else:
        text = "The Lauzait Cep! board after the discard: no square is empty."
    if marked:
        text += " The pieces that may move: " + ", ".join(
            f"{cells[s]} on {square_name(s)}" for s in sorted(marked)) + "."
    if chosen is not None:
        text += f" The piece chosen: {cells[chosen]} on {square_name(chosen)}"
        text += (", which may go to " + ", ".join(square_name(s) for s in sorted(dest)) + "."
                 if dest else ".")
    elif dest:
        text += " Squares a piece may go to: " + ", ".join(square_name(s) for s in sorted(dest)) + "."
    return text


# ----- the dice-sticks --------------------------------------------------------------------
def sticks_svg(n: int, *, height: float = 46, caption: str | None = None,
               title: str | None = None) -> Svg:
    """A throw of the five dice-sticks: ``n`` land marked side up (dark, with notches and a
    dot), the other ``5 - n`` blank side up (pale, plain). The throw is ``n``."""
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 5:
        raise ValueError(f"A throw of five sticks is a whole number from 0 to 5, not {n!r}.")
    stick_w, gap = height * 0.2, height * 0.12
    parts = []
    for i in range(5):
        x = 2 + i * (stick_w + gap)
        up = i < n
        fill, stroke = ("#5C3B12", "#2B1A05") if up else ("#F3E6CC", "#8A6A3A")
        parts.append(f'<rect x="{x:.1f}" y="2" width="{stick_w:.1f}" height="{height - 4:.1f}" '
                     f'rx="{stick_w / 2:.1f}" fill="{fill}" stroke="{stroke}" stroke-width="1.2"/>')
        if up:  # the marked side: two notches and a dot, visible without colour
            cx = x + stick_w / 2
            for fy in (0.22, 0.78):
                parts.append(f'<line x1="{x + 2:.1f}" y1="{height * fy:.1f}" x2="{x + stick_w - 2:.1f}" '
                             f'y2="{height * fy:.1f}" stroke="#FFFFFF" stroke-width="1.6"/>')
            parts.append(f'<circle cx="{cx:.1f}" cy="{height / 2:.1f}" r="{stick_w * 0.22:.1f}" '
                         f'fill="#FFFFFF"/>')
    width = 2 + 5 * (stick_w + gap)
    label = f"= {n}"
    parts.append(_text(width + 4, height * 0.62, label, height * 0.36, "#222222", "bold", "start"))
    width += 4 + height * 0.36 * 0.62 * len(label) + 4
    if caption:
        parts.append(_text(2, height + 14, caption, 12, "#333333", "normal", "start"))
    total_h = height + (20 if caption else 0)
    if caption:
        width = max(width, 2 + len(caption) * 12 * 0.55)
    default = (f"dice-sticks: {n} of 5 marked side up, a throw of {n}"
               + (f"; {caption}" if caption else ""))
    return _wrap(width, total_h, title or default, _spaced(parts))


# ----- clickable pieces (CSS pictures for ipywidgets buttons) -----------------------------
def piece_class(token: str) -> str:
    """The CSS class naming a piece face on a button: ``lc-piece-G4``, ``lc-piece-J``."""
    return "lc-piece-" + str(token).upper().replace("=", "as")


def piece_css(size: int = 44) -> str:
    """A ``<style>`` element: one background picture per piece kind for ``.lc-piece`` buttons.

    ``lc-legal`` buttons get a tick in the corner, ``lc-unplayable`` ones are faded
    (but still clickable, so a wrong click can be explained), ``lc-selected`` ones a
    thick frame, ``lc-hinted`` a dashed frame. Every piece kind is public, so the
    sheet reveals nothing.
    """
    rules = button_rules("lc-piece", lift=3, faded=".3", size=(size, size),
                         extra="position:relative;overflow:visible !important;") + [
        ".widget-button.lc-piece.lc-unplayable{opacity:.42 !important;}",
        ".widget-button.lc-piece.lc-legal::after{content:'\\2713';position:absolute;right:-3px;"
        "bottom:-3px;width:17px;height:17px;border-radius:50%;background:#009E73;color:#000;"
        "font-size:12px;line-height:17px;font-weight:bold;text-align:center;border:1.5px solid #fff;"
        "box-shadow:0 0 0 1px #444;}",
        ".widget-button.lc-piece.lc-selected{outline:4px solid #E69F00 !important;outline-offset:0;"
        "border-radius:7px !important;}",
        ".widget-button.lc-piece.lc-hinted{outline:3px dashed #0072B2 !important;outline-offset:1px;"
        "border-radius:7px !important;}",
    ]
    for code in range(JOKER_CODE + 1):
        token = str(PIECES[code])
        rules.append(face_rule(piece_class(token), piece_svg(token, size=size)))
    return "<style>" + "\n".join(rules) + "</style>"
