"""The building blocks of every picture: SVG and HTML strings, escaped text, numbers, symbols.

:mod:`widgets.svg` draws cards, pieces, boards, tokens and sticks from these; the games' picture
modules use them too. Standard library only.
"""

from __future__ import annotations

import math
from html import escape
from typing import Any, Iterable

__all__ = ["FONT", "OUTLINE", "Svg", "Html", "esc", "svg_root", "translate", "text_line", "symbol_svg", "coord",
           "sized_svg", "centred_text", "fitting_size"]

FONT = "'DejaVu Sans', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
"""Font stack for every label; DejaVu Sans ships with Debian and Binder images."""

OUTLINE = "#444444"
"""Colour of the thin outline around every card, piece and token."""


class Svg(str):
    """A ``str`` holding one ``<svg>`` element; a notebook shows it as a picture."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        """Let IPython and Jupyter display the picture instead of its source."""
        return str(self)

    def _repr_html_(self) -> str:
        """Show the picture inline, so it keeps its accessible name (an SVG output becomes an
        ``<img>`` with no alternative text; an inline ``<svg role="img">`` is read by its label)."""
        return str(self)


class Html(str):
    """A ``str`` holding an HTML fragment; a notebook shows it rendered."""

    __slots__ = ()

    def _repr_html_(self) -> str:
        """Let Jupyter display the fragment instead of its source."""
        return str(self)


# --- small building blocks -----------------------------------------------------------

def esc(text: Any) -> str:
    """Escape text for use inside an XML element or a double-quoted attribute."""
    return escape(str(text), quote=True)



def coord(value: float) -> str:
    """Format a coordinate compactly (at most two decimals, no trailing zeros)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def svg_root(width: float | str, height: float | str, title: str, body: str) -> Svg:
    """Wrap drawing commands in an ``<svg>`` root with a size, a viewBox and an accessible title.

    Numbers are written with ``:g``; a size given as a string is written as it is.
    """
    w, h = (v if isinstance(v, str) else f"{v:g}" for v in (width, height))
    return Svg(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" role="img" aria-label="{esc(title)}">'
        f'<title>{esc(title)}</title><g aria-hidden="true">{body}</g></svg>'
    )


def sized_svg(width: float, height: float, title: str, body: str) -> Svg:
    """Wrap drawing commands in an ``<svg>`` root, its size rounded to two decimals."""
    return svg_root(coord(width), coord(height), title, body)


def translate(svg: str, x: float, y: float) -> str:
    """Place a whole picture at (x, y) inside a bigger one (a translated group)."""
    return f'<g transform="translate({x:g},{y:g})">{svg}</g>'


def text_line(x: float, y: float, text: str, size: float, colour: str = "#222222",
              weight: str = "normal", anchor: str = "middle") -> str:
    """A line of text in the project's font with its baseline at y (the games' labels and captions)."""
    return (f'<text x="{x:g}" y="{y:g}" font-family="{FONT}" font-size="{size:g}" '
            f'font-weight="{weight}" text-anchor="{anchor}" fill="{colour}">{esc(text)}</text>')


def centred_text(x: float, y: float, text: str, size: float, colour: str, *, weight: str = "bold",
          anchor: str = "middle", opacity: float | None = None) -> str:
    """A line of text whose visual centre sits at (x, y)."""
    extra = f' opacity="{coord(opacity)}"' if opacity is not None else ""
    return (
        f'<text x="{coord(x)}" y="{coord(y + size * 0.36)}" font-family="{FONT}" '
        f'font-size="{coord(size)}" font-weight="{weight}" text-anchor="{anchor}" '
        f'fill="{esc(colour)}"{extra}>{esc(text)}</text>'
    )


def fitting_size(text: str, width: float, height: float) -> float:
    """The largest font size at which ``text`` fits a box of this size."""
    return min(height, width / (0.62 * max(1, len(text))))


def _points(pairs: Iterable[tuple[float, float]]) -> str:
    """Format (x, y) pairs for a ``points`` attribute."""
    return " ".join(f"{coord(x)},{coord(y)}" for x, y in pairs)


def _star(cx: float, cy: float, r: float, tips: int, inner: float) -> str:
    """Points of a star with ``tips`` tips pointing up, inner radius ``inner * r``."""
    pts = []
    for i in range(2 * tips):
        radius = r if i % 2 == 0 else r * inner
        angle = math.pi * i / tips - math.pi / 2
        pts.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return _points(pts)


def _wave(cx: float, cy: float, r: float) -> str:
    """Path data of one small wave across a box of radius r."""
    x0, x1, a = cx - r, cx + r, r * 0.45
    return (f"M{coord(x0)},{coord(cy)} C{coord(cx - r / 2)},{coord(cy - a)} "
            f"{coord(cx - r / 2)},{coord(cy + a)} {coord(cx)},{coord(cy)} "
            f"S{coord(cx + r / 2)},{coord(cy - a)} {coord(x1)},{coord(cy)}")


def symbol_svg(symbol: str, cx: float, cy: float, r: float, colour: str) -> str:
    """Draw a palette symbol (▲ ● ◆ □ ✦ ≈ ▼ ≡ ⬢ ✓ ✗ ★ ◎ ∼ ∧ ·) as shapes centred at (cx, cy).

    Shapes are drawn, not typed, so they look the same whatever fonts the browser
    has. An unknown symbol is written as text.
    """
    c, sw = esc(colour), coord(max(1.0, r * 0.32))
    line = f'fill="none" stroke="{c}" stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round"'
    if symbol == "\u25b2":  # ▲
        return f'<polygon points="{_points([(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)])}" fill="{c}"/>'
    if symbol == "\u25bc":  # ▼
        return f'<polygon points="{_points([(cx - r, cy - r * 0.8), (cx + r, cy - r * 0.8), (cx, cy + r)])}" fill="{c}"/>'
    if symbol == "\u25cf":  # ●
        return f'<circle cx="{coord(cx)}" cy="{coord(cy)}" r="{coord(r * 0.85)}" fill="{c}"/>'
    if symbol == "\u25c6":  # ◆
        return f'<polygon points="{_points([(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)])}" fill="{c}"/>'
    if symbol == "\u25a1":  # □
        s = r * 0.72
        return f'<rect x="{coord(cx - s)}" y="{coord(cy - s)}" width="{coord(2 * s)}" height="{coord(2 * s)}" {line}/>'
    if symbol == "\u2726":  # ✦
        return f'<polygon points="{_star(cx, cy, r, 4, 0.38)}" fill="{c}"/>'
    if symbol == "\u2605":  # ★
        return f'<polygon points="{_star(cx, cy + r * 0.08, r, 5, 0.45)}" fill="{c}"/>'
    if symbol == "\u2b22":  # ⬢
        hexagon = [(cx + r * math.cos(math.pi / 3 * i - math.pi / 2), cy + r * math.sin(math.pi / 3 * i - math.pi / 2)) for i in range(6)]
        return f'<polygon points="{_points(hexagon)}" fill="{c}"/>'
    if symbol == "\u2248":  # ≈
        return f'<path d="{_wave(cx, cy - r * 0.35, r)} {_wave(cx, cy + r * 0.35, r)}" {line}/>'
    if symbol == "\u223c":  # ∼
        return f'<path d="{_wave(cx, cy, r)}" {line}/>'
    if symbol == "\u2261":  # ≡
        d = " ".join(f"M{coord(cx - r * 0.85)},{coord(cy + k * r * 0.6)} H{coord(cx + r * 0.85)}" for k in (-1, 0, 1))
        return f'<path d="{d}" {line}/>'
    if symbol == "\u2227":  # ∧
        return f'<polyline points="{_points([(cx - r * 0.85, cy + r * 0.6), (cx, cy - r * 0.7), (cx + r * 0.85, cy + r * 0.6)])}" {line}/>'
    if symbol == "\u2713":  # ✓
        return f'<polyline points="{_points([(cx - r * 0.75, cy), (cx - r * 0.2, cy + r * 0.6), (cx + r * 0.8, cy - r * 0.6)])}" {line}/>'
    if symbol == "\u2717":  # ✗
        k = r * 0.65
        return f'<path d="M{coord(cx - k)},{coord(cy - k)} L{coord(cx + k)},{coord(cy + k)} M{coord(cx + k)},{coord(cy - k)} L{coord(cx - k)},{coord(cy + k)}" {line}/>'
    if symbol == "\u25ce":  # ◎
        return (f'<circle cx="{coord(cx)}" cy="{coord(cy)}" r="{coord(r * 0.8)}" {line}/>'
                f'<circle cx="{coord(cx)}" cy="{coord(cy)}" r="{coord(r * 0.3)}" fill="{c}"/>')
    if symbol == "\u00b7":  # ·
        return f'<circle cx="{coord(cx)}" cy="{coord(cy)}" r="{coord(r * 0.3)}" fill="{c}"/>'
    return centred_text(cx, cy, symbol, r * 1.8, colour)
