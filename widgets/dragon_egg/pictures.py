"""Pictures for The Luminous Dragon Egg: cards, sets, counting sticks, money, egg, bracelets.

Pure functions returning SVG (:class:`widgets.svg.Svg`) or HTML (:class:`Html`)
strings. Both kinds show themselves as pictures in a notebook cell, and fit in an
``ipywidgets.HTML`` value. They draw only what they are given: a card passed as
``None`` is drawn face down and its picture holds nothing of any face.

Every strength in a caption comes from the engine (:func:`engines.dragon_egg.set_strength`);
nothing here knows a rule.

The lessons show their pictures through :func:`readable`, so that a page read as text (or by a
screen reader) names each picture once; the apps keep each picture's title, which a mouse shows.
"""

from __future__ import annotations

import math
import re
from functools import partial
from html import escape
from typing import Callable, Iterable, Sequence

from engines.dragon_egg import Card, Rules, banknotes, card, set_strength

from ..palette import BACK as BACK_SWATCH, BLUE, JOKER, RED, WINNER, Swatch
from ..svg import (FONT, Html, Svg, card_or_none, card_svg as _card_svg, face_body, insert_face, row_of_cards,
                   sticks_svg as _sticks_svg, svg_root, symbol_svg, text_line, translate)

__all__ = [
    "Html", "CardLike", "card_svg", "cards_svg", "set_svg", "sticks_svg", "money_html",
    "banknote_svg", "egg_svg", "bracelet_svg", "card_name", "slot_svg", "partial_set_svg", "readable", "FONT",
    "framed_hand",
]

CardLike = Card | str | None
"""A card object, its token (``"R7"``, ``"b*"``) or ``None`` for a face-down card."""

_SWATCH: dict[str, Swatch] = {"R": RED, "B": BLUE}
_COLOUR_NAME = {"R": "red", "B": "blue"}
_NOTE_COLOURS = {1: ("#F2F2F2", "#333333"), 2: ("#D7F0E6", "#006047"),
                 5: ("#DCEBF7", "#005A8C"), 10: ("#FCF8D2", "#5C5300")}
"""Banknote (paper, ink) colours by denomination (ZOO); the number is always printed too."""


_card: Callable[[CardLike], Card | None] = partial(card_or_none, card_class=Card, parse=card)
"""A card object from a card, a token, or ``None`` (face down)."""


def card_name(c: CardLike) -> str:
    """Say a card in words for titles and screen readers: ``R7, red 7``; ``R*, red Revelation``."""
    c = _card(c)
    if c is None:
        return "face-down card"
    letter = c.colour.value
    face = "Revelation (wild)" if c.is_revelation else str(c.rank)
    return f"{c.token}, {_COLOUR_NAME[letter]} {face}"


_PARTS = re.compile(r"<svg\b[^>]*>|</svg>|<title>[^<]*</title>|<text\b")
_INNER_NAME = re.compile(r' role="img" aria-label="[^"]*"')


def readable(markup: str) -> Svg | Html:
    """Pictures (one, or several in some HTML) named once, for a page read as text.

    Each picture keeps its accessible name (``role="img"`` with its ``aria-label``); the
    ``<title>`` that repeats that name is left out, and so are the names of the pictures
    inside it (the cards of a set), which screen readers skip anyway behind the picture's
    own name. A caption under inner pictures starts a line of its own, so a text export
    reads "R7", "R7", "Friends, 14" on three lines, not "R7Friends, 14".
    """
    out, depth, last, after_inner = [], 0, 0, False
    for found in _PARTS.finditer(markup):
        part = found.group(0)
        out.append(markup[last:found.start()])
        last = found.end()
        if part.startswith("<svg"):
            depth += 1
            if depth > 1:
                part = _INNER_NAME.sub("", part)
            else:
                after_inner = False
        elif part == "</svg>":
            depth -= 1
            after_inner = after_inner or depth == 1
        elif part.startswith("<title>"):
            part = ""
        elif depth == 1 and after_inner and not markup.endswith("\n", 0, found.start()):
            part = "\n" + part
        out.append(part)
    out.append(markup[last:])
    text = "".join(out)
    return Svg(text) if isinstance(markup, Svg) else Html(text)


# ----- cards -----------------------------------------------------------------------------
def card_svg(card_or_token: CardLike, selected: bool = False, dimmed: bool = False, *,
             width: float = 60, height: float = 84, mark: str | None = None,
             title: str | None = None) -> Svg:
    """One card: a red or blue band with its letter and symbol, the rank big; ``None`` is face down.

    A Revelation's band reads ``R*`` or ``B*``, as the notation writes it, and its face shows a
    large four-pointed star instead of a number. ``selected``
    adds a thick frame, ``dimmed`` fades the card, ``mark`` ("legal", "illegal",
    "winner", ...) adds a badge.
    """
    c = _card(card_or_token)
    if c is None:
        return _card_svg("", BACK_SWATCH, face_down=True, selected=selected, dimmed=dimmed,
                         width=width, height=height, mark=mark,
                         title=title or "face-down card")
    sw = _SWATCH[c.colour.value]
    name = title or card_name(c) + (", selected" if selected else "")
    label = "" if c.is_revelation else str(c.rank)
    # A Revelation's band reads "R*" or "B*", exactly as the text writes the card.
    corner = c.token if c.is_revelation else None
    svg = _card_svg(label, sw, corner=corner, width=width, height=height, selected=selected, dimmed=dimmed,
                    mark=mark, title=name)
    if not c.is_revelation:
        return svg
    top, body = face_body(width, height)
    star = symbol_svg("\u2726", width / 2, top + body * 0.48, min(width, body) * 0.3, sw.shade)
    if dimmed:
        star = f'<g opacity="0.38">{star}</g>'
    # The star goes on the face, under any selection frame or badge.
    return insert_face(svg, star)


def cards_svg(tokens_or_cards: str | Iterable[CardLike], *, selected: Sequence[int] = (),
              dimmed: Sequence[int] = (), captions: Sequence[str] | None = None,
              gap: float = 6, width: float = 60, height: float = 84,
              title: str | None = None) -> Svg:
    """A row of cards from notation (``"R7 R* B2"``) or a list; ``selected``/``dimmed`` are positions."""
    items = tokens_or_cards.split() if isinstance(tokens_or_cards, str) else list(tokens_or_cards)
    return row_of_cards([_card(x) for x in items],
                        lambda i, c: card_svg(c, i in selected, i in dimmed, width=width, height=height),
                        captions=captions, gap=gap, width=width, height=height, title=title)


def set_svg(pair: str | Sequence[CardLike], label: str | None = None, *,
            rules: Rules | None = None, caption: str | None = None, width: float = 52,
            height: float = 73, mark: str | None = None) -> Svg:
    """Two cards side by side with a caption such as ``Far: Friends, 14`` (strength from the engine).

    ``caption`` replaces the computed text; a face-down pair (``[None, None]``) has
    no strength, so its caption is just the label.
    """
    items = pair.split() if isinstance(pair, str) else list(pair)
    cards = [_card(x) for x in items]
    if len(cards) != 2:
        raise ValueError(f"A set is exactly two cards, not {len(cards)}.")
    if caption is None:
        if None in cards:
            caption = label or "face down"
        else:
            strength = set_strength(cards, rules)
            caption = f"{label}: {strength}" if label else str(strength)
    gap = 4
    w = 2 * width + gap
    w_text = max(w, 8.2 * len(caption) + 4)
    left = (w_text - w) / 2
    body = (translate(card_svg(cards[0], width=width, height=height, mark=None), left, 0)
            + translate(card_svg(cards[1], width=width, height=height, mark=mark), left + width + gap, 0)
            + text_line(w_text / 2, height + 15, caption, 12.5, "#222222", "bold"))
    names = " ".join(str(c) for c in cards) if None not in cards else "two face-down cards"
    return svg_root(w_text, height + 20, f"{names} ({caption})", body)


def slot_svg(*, width: float = 52, height: float = 73, title: str = "empty place for a card") -> Svg:
    """An empty place for a card: a dashed outline, for a set still being picked."""
    body = (f'<rect x="3" y="3" width="{width - 6:g}" height="{height - 6:g}" rx="6" fill="#FAFAFA" '
            f'stroke="#999999" stroke-width="1.5" stroke-dasharray="5 4"/>'
            + text_line(width / 2, height / 2 + 6, "?", 18, "#AAAAAA", "bold"))
    return svg_root(width, height, title, body)


def partial_set_svg(cards: Sequence[CardLike], caption: str, *, width: float = 52,
                    height: float = 73) -> Svg:
    """A set still being picked: the cards chosen so far, then empty places, and a caption."""
    items = [_card(x) for x in cards][:2]
    pictures = [card_svg(c, width=width, height=height) for c in items]
    pictures += [slot_svg(width=width, height=height)] * (2 - len(pictures))
    gap = 4
    w_text = max(2 * width + gap, 8.2 * len(caption) + 4)
    left = (w_text - 2 * width - gap) / 2
    body = (translate(pictures[0], left, 0) + translate(pictures[1], left + width + gap, 0)
            + text_line(w_text / 2, height + 15, caption, 12.5, "#555555", "bold"))
    return svg_root(w_text, height + 20, caption, body)


def sticks_svg(n: int, *, height: float = 24, title: str | None = None) -> Svg:
    """``n`` counting sticks as tally marks (one stick per set beaten or tied)."""
    return _sticks_svg(n, height=height, title=title)


# ----- money, egg, bracelets -------------------------------------------------------------
def banknote_svg(note: int, *, width: float = 34, height: float = 20) -> Svg:
    """One banknote of ``note`` ZOO (1, 2, 5 or 10), its value printed on it."""
    paper, ink = _NOTE_COLOURS.get(note, ("#F2F2F2", "#333333"))
    body = (f'<rect x="1" y="1" width="{width - 2:g}" height="{height - 2:g}" rx="3" fill="{paper}" '
            f'stroke="{ink}" stroke-width="1.2"/>'
            f'<rect x="4" y="4" width="{width - 8:g}" height="{height - 8:g}" rx="2" fill="none" '
            f'stroke="{ink}" stroke-width="0.6" opacity="0.6"/>'
            + text_line(width / 2, height / 2 + 4.2, str(note), 11.5, ink, "bold"))
    return svg_root(width, height, f"banknote of {note} ZOO", body)


def money_html(amount: int, *, notes: bool = True, label: bool = True) -> Html:
    """An amount in ZOO, followed by the banknotes that pay it (DE-4); ``label=False``: notes only."""
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise ValueError(f"An amount of money is a whole number of ZOO, 0 or more, not {amount!r}.")
    pictures = ""
    if notes and amount:
        bills = [banknote_svg(n) for n, k in banknotes(amount).items() for _ in range(k)]
        shown, more = bills[:8], len(bills) - 8
        pictures = " ".join(shown) + (f" <span>+{more} more</span>" if more > 0 else "")
    return Html(f'<span class="de-money" title="{amount} ZOO" style="display:inline-flex;font-family:{FONT};'
                f'align-items:center;gap:3px;flex-wrap:wrap">{f"<b>{amount} ZOO</b> " if label else ""}'
                f"{pictures}</span>")


def egg_svg(size: float = 36, *, title: str = "The Luminous Dragon Egg", dimmed: bool = False) -> Svg:
    """The Luminous Dragon Egg: a glowing golden egg with a star."""
    w, h = size * 0.8, size
    cx, cy = w / 2, h * 0.56
    rx, ry = w * 0.4, h * 0.42
    body = (f'<ellipse cx="{cx:g}" cy="{cy:g}" rx="{rx + 2:g}" ry="{ry + 2:g}" fill="{WINNER.fill}" '
            f'opacity="0.35"/>'
            f'<path d="M{cx - rx:g},{cy:g} C{cx - rx:g},{cy - ry * 1.5:g} {cx + rx:g},{cy - ry * 1.5:g} '
            f'{cx + rx:g},{cy:g} C{cx + rx:g},{cy + ry * 1.25:g} {cx - rx:g},{cy + ry * 1.25:g} '
            f'{cx - rx:g},{cy:g} Z" fill="{WINNER.fill}" stroke="#7A5200" stroke-width="1.2"/>'
            + symbol_svg("\u2726", cx, cy, rx * 0.45, "#7A5200"))
    if dimmed:
        body = f'<g opacity="0.35">{body}</g>'
    return svg_root(w, h, title, body)


def bracelet_svg(count: int | None = None, size: float = 26, *,
                 title: str | None = None) -> Svg:
    """A Sage's Bracelet: a beaded ring; with ``count`` the number is written beside it."""
    r = size / 2 - 3
    c = size / 2
    beads = "".join(
        f'<circle cx="{c + r * _cos(k):g}" cy="{c + r * _sin(k):g}" r="{size * 0.08:g}" '
        f'fill="{JOKER.fill}" stroke="#833266" stroke-width="0.6"/>' for k in range(10))
    body = (f'<circle cx="{c:g}" cy="{c:g}" r="{r:g}" fill="none" stroke="{JOKER.shade}" '
            f'stroke-width="{size * 0.09:g}"/>' + beads)
    width = size
    if count is not None:
        body += text_line(size + 3, c + 5, f"\u00d7{count}", size * 0.55, "#333333", "bold", "start")
        width = size + 6 + size * 0.4 * (1 + len(str(count)))
    default = "Sage's Bracelet" if count is None else (
        f"{count} Sage's Bracelet{'s' if count != 1 else ''}")
    return svg_root(width, size, title or default, body)


def _cos(k: int) -> float:
    """Cosine of the k-th of ten bead angles."""
    return math.cos(math.pi * k / 5)


def _sin(k: int) -> float:
    """Sine of the k-th of ten bead angles."""
    return math.sin(math.pi * k / 5)


def framed_hand(hand: list[str], chosen: list[int], colour: str, *, used: str = ", chosen", kept: str = "",
                css: str | None = None) -> str:
    """A hand in a row: the chosen cards framed in ``colour``, the others faded (nothing chosen: all plain).

    A card's title adds ``used`` when chosen and ``kept`` when another is; ``css`` (``"de-review"``)
    gives the row and each card a class (``de-review-hand``, ``de-review-card``, ``de-review-chosen``).
    """
    cards = []
    for i, token in enumerate(hand):
        framed = i in chosen
        picture = card_svg(token, dimmed=bool(chosen) and not framed, width=40, height=56,
                           title=f"{card_name(token)}{used if framed else kept if chosen else ''}")
        style = f"outline:3px solid {colour};outline-offset:1px;border-radius:5px;" if framed else ""
        classes = f' class="{css}-card{f" {css}-chosen" if framed else ""}"' if css else ""
        cards.append(f'<span{classes} style="display:inline-block;line-height:0;{style}">{picture}</span>')
    row_class = f' class="{css}-hand"' if css else ""
    return (f'<span{row_class} role="img" aria-label="hand: {escape(", ".join(hand))}" '
            f'style="display:inline-flex;gap:6px;padding:3px">{"".join(cards)}</span>')
