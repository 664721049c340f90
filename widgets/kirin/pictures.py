"""Pictures for Kirin: cards, hands, a trick around the table and the order badge.

Pure functions returning SVG (:class:`widgets.svg.Svg`) or HTML (:class:`Html`)
strings; both show themselves as pictures in a notebook cell and fit in an
``ipywidgets.HTML`` value. Nothing here knows a rule: the order's wording comes
from the engine (:func:`engines.kirin.order_summary`) and every "playable"
or "winner" mark is given by the caller, who asked the engine.

Colour is never the only cue: every card shows its beast's letter and symbol in
its band (Q ≈ Azure Dragon, S ▼ Vermilion Bird, B ≡ White Tiger, X ⬢ Black
Tortoise), a trump shows a crown and the word TRUMP, a Kirin card shows a big K with
an arrow and the word ASC or DESC. A card passed as ``None`` is drawn face down, and
its picture holds nothing of any face.

A picture also reads as text, in the order a screen reader or a text export meets it: its
title first, then each piece on a line of its own, never two labels run together
(:func:`_readable`). A trick reads in play order, each card under a name such as
"1st card: Dagny leads the Bird 4".
"""

from __future__ import annotations

import base64
import re
from html import unescape
from typing import Iterable, Mapping, Optional, Sequence

from engines.core import seat_name
from engines.kirin import CARDS, Beast, Card, Order, order_summary, parse_card, parse_order

from ..cardbuttons import button_rules, face_rule
from ..palette import (AZURE_DRAGON, BACK, BLACK_TORTOISE, HIGHLIGHT, VERMILION_BIRD, WHITE_TIGER,
                       Swatch)
from ..svg import (FONT, Html, Svg, card_svg as _card_svg, esc, face_body, insert_face, row_of_cards,
                   svg_root, text_line, translate)

__all__ = [
    "Html", "CardLike", "BEAST_SWATCHES", "card_name", "card_words", "card_svg", "cards_svg", "trick_svg", "seat_names",
    "order_svg", "order_name", "order_html", "card_css", "card_class", "FONT", "Picture", "as_image",
]

CardLike = Card | str | None
"""A card object, its token (``"Q6"``, ``"xk+"``) or ``None`` for a face-down card."""

BEAST_SWATCHES: dict[str, Swatch] = {"Q": AZURE_DRAGON, "S": VERMILION_BIRD, "B": WHITE_TIGER,
                                     "X": BLACK_TORTOISE}
"""The palette swatch of each beast letter (KI-1)."""

_ORDER_LOOK = {  # (paper, ink) of the order badge; the arrow and the word carry the meaning
    Order.ASCENDING: ("#DCEBF7", "#005A8C"),
    Order.DESCENDING: ("#FBF1D6", "#7A5200"),
}


_INNER_NAME = re.compile(r'(<svg\b[^>]*?) role="img" aria-label="[^"]*"')
_SPACING = ((re.compile(r"</title>(?!\n)"), "</title>\n"), (re.compile(r"</text>(?! )"), "</text> "),
            (re.compile(r"</svg>(?!\n)"), "</svg>\n"),
            (re.compile(r'(?<!\n)(<g transform="translate\()'), r"\n\1"))


def _readable(svg: str) -> Svg:
    """A picture whose text reads line by line: a line break after every title and every
    inner picture, a space after every label (so "Q", "ASC" and "K" read as three words),
    and the pictures inside it (cards) named by their titles only, since the whole inside
    is hidden from screen readers behind the picture's own name."""
    head, end, rest = svg.partition(">")  # the outer <svg ...> keeps its accessible name
    rest = _INNER_NAME.sub(r"\1", rest)
    for pattern, spaced in _SPACING:  # each only where it is missing, so reading twice changes nothing
        rest = pattern.sub(spaced, rest)
    return Svg(head + end + rest)


_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


def _card(x: CardLike) -> Card | None:
    """A card object from a card, a token, or ``None`` (face down)."""
    return None if x is None else parse_card(x)


def _arrow(cx: float, cy: float, length: float, up: bool, colour: str, stroke: float) -> str:
    """An open arrow (shaft and chevron head), pointing up or down, centred at (cx, cy)."""
    half = length / 2
    tip, tail = (cy - half, cy + half) if up else (cy + half, cy - half)
    head = length * 0.36 * (1 if up else -1)
    return (f'<path d="M{cx:g},{tail:g} L{cx:g},{tip:g} M{cx - length * 0.3:g},{tip + head:g} '
            f'L{cx:g},{tip:g} L{cx + length * 0.3:g},{tip + head:g}" fill="none" stroke="{colour}" '
            f'stroke-width="{stroke:g}" stroke-linecap="round" stroke-linejoin="round"/>')


def _crown(cx: float, cy: float, w: float, colour: str) -> str:
    """A small three-pointed crown, the trump's sign."""
    h = w * 0.62
    x0, x1, y0, y1 = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    pts = [(x0, y1), (x0, y0), (cx - w / 4, cy), (cx, y0 - h * 0.1), (cx + w / 4, cy), (x1, y0), (x1, y1)]
    points = " ".join(f"{x:g},{y:g}" for x, y in pts)
    return f'<polygon points="{points}" fill="{colour}" stroke="{colour}" stroke-linejoin="round"/>'


# ----- cards -----------------------------------------------------------------------------
def card_name(c: CardLike) -> str:
    """Say a card in words for titles and screen readers: ``Q6, Azure Dragon 6``."""
    card = _card(c)
    return "face-down card" if card is None else f"{card.token}, {card.describe()}"


def card_words(card: CardLike) -> str:
    """A card named by its beast, as the lessons' sentences name it: "the Tiger 4", "the Bird's trump",
    "the Tortoise's ascending Kirin card". Pictures are named this way, for screen readers and a lesson
    read as text; the card codes stay drawn on the cards."""
    if card is None:
        return "a face-down card"
    card = parse_card(card)
    beast = card.beast.title.split()[-1]
    if card.is_trump:
        return f"the {beast}'s trump"
    if card.is_kirin:
        return f"the {beast}'s {card.direction.value} Kirin card"
    return f"the {beast} {card.number}"


def _face_extras(card: Card, width: float, height: float, colour: str) -> str:
    """What a trump or a Kirin card shows in its body instead of a number."""
    top, body = face_body(width, height)
    cx = width / 2
    word = max(6.0, min(width * 0.16, body * 0.17))
    if card.is_trump:
        return (text_line(cx, top + body * 0.24, "TRUMP", word, colour, "bold")
                + _crown(cx, top + body * 0.6, min(width * 0.56, body * 0.5), colour))
    up = card.direction is Order.ASCENDING
    k_size = min(body * 0.46, width * 0.46)
    return (text_line(cx, top + body * 0.24, "ASC" if up else "DESC", word, colour, "bold")
            + text_line(cx - width * 0.14, top + body * 0.79, "K", k_size, colour, "bold")
            + _arrow(cx + width * 0.19, top + body * 0.62, body * 0.38, up, colour, max(1.6, width * 0.045)))


def card_svg(card_or_token: CardLike, playable: bool | None = None, selected: bool = False, *,
             width: float = 60, height: float = 84, mark: str | None = None,
             title: str | None = None) -> Svg:
    """One Kirin card; ``None`` is face down.

    ``playable=True`` adds a green tick badge (the card may be played), ``False``
    fades the card (it may not), ``None`` draws it plain. ``selected`` adds a thick
    frame; ``mark`` ("winner", "highlight", ...) adds that badge instead of the tick.
    """
    c = _card(card_or_token)
    badge = mark if mark is not None else ("legal" if playable else None)
    dimmed = playable is False
    state = [word for word, on in (("selected", selected), ("may be played", playable is True),
                                   ("may not be played", playable is False)) if on]
    if mark:
        state.append(mark)
    if c is None:
        return _card_svg("", BACK, face_down=True, selected=selected, dimmed=dimmed, width=width,
                         height=height, mark=badge, title=title or "face-down card")
    swatch = BEAST_SWATCHES[c.beast.name]
    name = title or ", ".join([card_name(c), *state])
    label = "" if c.number is None else str(c.number)
    svg = _card_svg(label, swatch, width=width, height=height, selected=selected, dimmed=dimmed,
                    mark=badge, title=name)
    if c.number is not None:
        return _readable(svg)
    return _readable(insert_face(svg, _face_extras(c, width, height, swatch.shade)))


def _marks_for(items: list, marks) -> list:
    """Per-position marks from ``None``, a sequence, or a mapping keyed by token."""
    if marks is None:
        return [None] * len(items)
    if isinstance(marks, Mapping):
        table = {str(k).upper(): v for k, v in marks.items()}
        return [None if c is None else table.get(c.token) for c in items]
    marks = list(marks)
    if len(marks) != len(items):
        raise ValueError(f"Got {len(marks)} marks for {len(items)} cards; give one per card.")
    return marks


def cards_svg(tokens: str | Iterable[CardLike], marks: Sequence | Mapping | None = None, *,
              captions: Sequence[str] | None = None, gap: float = 6, width: float = 60,
              height: float = 84, title: str | None = None) -> Svg:
    """A row of cards (a hand, a won pile) from notation (``"Q6 ST XK+"``) or a list.

    ``marks`` gives, per card (a list by position or a dict by token), ``True``
    (playable: a tick), ``False`` (not playable: faded), ``None`` (plain) or a mark
    name such as ``"winner"``. A negative ``gap`` overlaps the cards like a pile.
    """
    items = tokens.split() if isinstance(tokens, str) else list(tokens)
    cards = [_card(x) for x in items]
    per_card = _marks_for(cards, marks)

    def draw(i: int, c: Card | None) -> Svg:
        """One card of the row with its mark: a badge name, or playable True / False / None."""
        m = per_card[i]
        if isinstance(m, str):
            return card_svg(c, None, width=width, height=height, mark=m)
        return card_svg(c, m, width=width, height=height)

    return _readable(row_of_cards(cards, draw, captions=captions, gap=gap, width=width, height=height,
                                  title=title))


def seat_names(you: Optional[int] = None, players: int = 4) -> list[str]:
    """The seats' names for a picture, the learner's seat ``you`` (if given) as "You", as a review's scores say it."""
    return ["You" if seat == you else seat_name(seat) for seat in range(players)]


# ----- the trick around the table -----------------------------------------------------------
SEAT_SPOTS = ("bottom", "left", "top", "right")
"""Where seats 0-3 sit, clockwise as seen from above with seat 0 (the learner) at the bottom."""


def trick_svg(cards: str | Iterable[CardLike], leader: int, winner: int | None = None, *,
              names: Sequence[str] | None = None, to_play: int | None = None,
              note: str | None = None, title: str | None = None, you: int | None = 0) -> Svg:
    """Four seats around a table with the trick's cards in front of the players who played them.

    ``cards`` are in play order, starting with ``leader``'s (seat 0-3); fewer than
    four means the trick is still being played. ``winner`` is the winning card's
    index in play order, as :func:`engines.kirin.trick_winner` gives it. ``to_play``
    marks the seat whose turn it is; ``note`` is written in the middle (e.g. "no
    winner"). Seat 0 sits at the bottom and play goes clockwise: bottom, left, top, right.
    """
    items = cards.split() if isinstance(cards, str) else list(cards)
    played = [_card(x) for x in items]
    if len(played) > 4:
        raise ValueError(f"A trick has at most four cards (one per player), not {len(played)}.")
    if not isinstance(leader, int) or not 0 <= leader < 4:
        raise ValueError(f"The leader is a seat 0 to 3, not {leader!r}.")
    names = list(names) if names is not None else [seat_name(s) for s in range(4)]
    cw, chh = 60, 84
    width, height = 440, 340
    spots = {"bottom": (width / 2 - cw / 2, height - chh - 36), "top": (width / 2 - cw / 2, 36),
             "left": (58, height / 2 - chh / 2 - 8), "right": (width - cw - 58, height / 2 - chh / 2 - 8)}
    parts = [f'<rect x="96" y="58" width="{width - 192}" height="{height - 116}" rx="60" '
             f'fill="#E6EFE4" stroke="#9DB59A" stroke-width="1.5"/>']
    by_seat = {(leader + i) % 4: (i, c) for i, c in enumerate(played)}
    described = []
    groups: list[tuple[int, str]] = []  # (reading position, one seat's drawing); read in play order
    for seat in range(4):
        x, y = spots[SEAT_SPOTS[seat]]
        you_named = names[seat] == "You"  # a page that names the learner "You" (the review) needs no "(you)"
        label = names[seat] + (" (you)" if you is not None and seat == you and not you_named else "")
        roles = ["leads"] if seat == leader else []
        bold = "bold" if (you is not None and seat == you) or (seat == to_play) else "normal"
        drawing = []
        if seat in by_seat:
            i, c = by_seat[seat]
            mark = "winner" if winner is not None and i == winner else None
            if mark:
                roles.append("wins \u2605")
            verb = ("lead" if i == 0 else "play") + ("" if you_named else "s")
            name = (f"{_ORDINAL[i + 1]} card: {names[seat]} {verb} {card_words(c)}"
                    + ((", and win" if you_named else ", and wins") + " the trick" if mark else ""))
            card = re.sub(r"<title>[^<]*</title>", "", card_svg(c, None, width=cw, height=chh, mark=mark), count=1)
            drawing.append(translate(card, x, y))
            # play-order number in a small circle at the card's top-left corner
            drawing.append(f'<circle cx="{x + 2:g}" cy="{y + 2:g}" r="9" fill="#FFFFFF" stroke="#444444" '
                           f'stroke-width="1"/>' + text_line(x + 2, y + 6.2, str(i + 1), 11, "#222222", "bold"))
            described.append((i, f"{names[seat]} {'led' if i == 0 else 'played'} {card_words(c)}"
                                 + ((" and win" if you_named else " and wins") if mark else "")))
            order = i
        else:
            turn = to_play is not None and seat == to_play
            stroke = HIGHLIGHT.fill if turn else "#A0A0A0"
            drawing.append(f'<rect x="{x + 3:g}" y="{y + 3:g}" width="{cw - 6}" height="{chh - 6}" rx="6" '
                           f'fill="{"#FBF1D6" if turn else "none"}" stroke="{stroke}" '
                           f'stroke-width="{2.5 if turn else 1.2}" stroke-dasharray="5 4"/>')
            if turn:
                drawing.append(text_line(x + cw / 2, y + chh / 2 + 4, "to play", 11, "#7A5200", "bold"))
            name = f"{names[seat]}: " + ("to play now" if turn else "no card yet")
            order = 4 + seat
        lines = [label, " \u00b7 ".join(roles)] if roles else [label]
        if SEAT_SPOTS[seat] == "top":
            ys = [y - 8 - 15 * (len(lines) - 1 - k) for k in range(len(lines))]
        else:
            ys = [y + chh + 16 + 15 * k for k in range(len(lines))]
        labels = "".join(text_line(x + cw / 2, ly, line, 12.5, "#222222", bold) for line, ly in zip(lines, ys))
        groups.append((order, f"<g><title>{esc(name)}</title>{labels}\n{''.join(drawing)}</g>\n"))
    parts.extend(g for _, g in sorted(groups))
    if note:
        parts.append(text_line(width / 2, height / 2 + 5, note, 14, "#333333", "bold"))
    # One accessible name, read in play order (leader first, then clockwise), not in seat order.
    said = [text for _, text in sorted(described)]
    if to_play is not None and not any(seat == to_play for seat in by_seat):
        said.append(f"{names[to_play]} to play")
    if note:
        said.append(note)
    default = ("trick: " + "; ".join(said)) if described else "trick: no card played yet"
    return _readable(svg_root(width, height, title or default, "".join(parts)))


# ----- the order ------------------------------------------------------------------------------
def order_svg(order: Order | str, *, width: float = 390, height: float = 54) -> Svg:
    """A badge for the order in force: an up or down arrow, the word, and how cards compare (KI-2)."""
    current = parse_order(order)
    paper, ink = _ORDER_LOOK[current]
    up = current is Order.ASCENDING
    summary = order_summary(current)
    body = (f'<rect x="1" y="1" width="{width - 2:g}" height="{height - 2:g}" rx="10" fill="{paper}" '
            f'stroke="{ink}" stroke-width="2"/>'
            f'<circle cx="{height / 2 + 2:g}" cy="{height / 2:g}" r="{height / 2 - 8:g}" fill="#FFFFFF" '
            f'stroke="{ink}" stroke-width="1.5"/>'
            + _arrow(height / 2 + 2, height / 2, height * 0.46, up, ink, 3.2)
            + text_line(height + 6, height * 0.44, current.value.upper(), 17, ink, "bold", "start")
            + text_line(height + 6, height * 0.8, summary, 10.5, "#222222", "normal", "start"))
    return _readable(svg_root(width, height, order_name(current), body))


def order_name(order: Order | str) -> str:
    """The badge's name in words, each beast by its short name instead of its letter, so that nobody
    has to translate the letters: "The order is ascending: beasts Dragon > Bird > Tiger > Tortoise,
    trump > 6 > 5 > 4 > 3 > 2 > 1" (the drawing keeps the letters only)."""
    current = parse_order(order)
    beasts, ranks = order_summary(current).split(", ", 1)  # "beasts Q > S > B > X", "trump > 6 > ..."
    named = re.sub(r"\b[QSBX]\b", lambda m: Beast[m.group()].title.split()[-1], beasts)
    return f"The order is {current.value}: {named}, {ranks}"


def order_html(order: Order | str) -> Html:
    """The order badge inside a span that names the order, for apps and tests to read."""
    current = parse_order(order)
    return Html(f'<span class="ki-order ki-order-{current.value}" title="order: {current.value}" '
                f'style="display:inline-block;vertical-align:middle">{order_svg(current)}</span>')


# ----- pictures on a lesson page ----------------------------------------------------------------
class Picture(Html):
    """A picture as an ``<img>``: the drawing of :func:`as_image`, named by its ``alt`` text alone."""

    __slots__ = ()

    def __repr__(self) -> str:
        """The picture's name, not its data (a notebook stores this as the plain-text output)."""
        found = re.search(r' alt="([^"]*)"', self)
        return f"picture: {unescape(found.group(1)) if found else ''}"


_ROOT_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([^"]+)"[^>]*?\bheight="([^"]+)"')
_ROOT_NAME = re.compile(r'<svg\b[^>]*?\baria-label="([^"]*)"')


def as_image(picture: str, name: str | None = None) -> Picture:
    """A lesson's picture, drawn exactly as ``picture`` draws it, read once.

    The drawing becomes an ``<img>`` of the same size whose alternative text is one name: ``name``,
    or the picture's own accessible name. A screen reader, and a lesson read as text, meet that
    name once, and not the letters drawn on the cards nor the names of the cards inside as well.
    The same name shows when the pointer rests on the picture.
    """
    size = _ROOT_SIZE.search(picture)
    said = name if name is not None else unescape(_ROOT_NAME.search(picture).group(1))
    data = base64.b64encode(str(picture).encode("utf-8")).decode("ascii")
    width, height = size.groups() if size else ("", "")
    dims = f' width="{width}" height="{height}"' if size else ""
    return Picture(f'<img src="data:image/svg+xml;base64,{data}"{dims} alt="{esc(said)}" '
                   f'title="{esc(said)}">')


# ----- clickable cards (CSS pictures for ipywidgets buttons) ------------------------------------
def card_class(token: str) -> str:
    """The CSS class naming a face on a button: ``ki-card-Q6``, ``ki-card-XKup``, ``ki-card-XKdown``."""
    return "ki-card-" + token.upper().replace("+", "up").replace("-", "down")


def card_css(width: int = 60, height: int = 84) -> str:
    """A ``<style>`` element: one background picture per card face for ``.ki-card`` buttons.

    Buttons marked ``ki-playable`` get a tick in the corner, ``ki-unplayable`` are
    faded (but still clickable, so a wrong click can be explained), ``ki-selected``
    get a thick frame. The whole deck is public, so the sheet reveals nothing.
    """
    rules = [
        *button_rules("ki-card", size=(width, height), faded=".25",
                      extra="position:relative;overflow:visible !important;"),
        ".widget-button.ki-card.ki-small{width:42px !important;height:59px !important;}",
        ".widget-button.ki-card.ki-unplayable{opacity:.42 !important;}",
        ".widget-button.ki-card.ki-playable::after{content:'\\2713';position:absolute;right:1px;bottom:1px;"
        "width:19px;height:19px;border-radius:50%;background:#009E73;color:#000;font-size:13px;"
        "line-height:19px;font-weight:bold;text-align:center;border:1.5px solid #fff;"
        "box-shadow:0 0 0 1px #444;}",
        ".widget-button.ki-card.ki-selected{outline:4px solid #E69F00 !important;outline-offset:-1px;"
        "border-radius:8px !important;}",
    ]
    for c in CARDS:
        rules.append(face_rule(card_class(c.token), card_svg(c, width=width, height=height)))
    return "<style>" + "\n".join(rules) + "</style>"
