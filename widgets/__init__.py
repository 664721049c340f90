"""Tabletop Tutor front-ends: pictures, colours, messages and layout for the Voila apps.

The front-ends hold no rules: whether a move is legal, what it scores and who wins always
comes from ``engines``, and what a widget sends to the browser holds only what the learner's
seat may see. ``palette`` and ``svg`` (standard library only) load with this package; the
ipywidgets-based helpers of ``banner`` and ``layout`` load on first use, so ``import widgets``
stays quick. README.md's "Layout" lists the modules; ``widgets`` imports ``engines``, never the
reverse.
"""

from __future__ import annotations

import importlib
from typing import Any

from .palette import (BACK, BLACK_TORTOISE, BLUE, GREEN, HIGHLIGHT, ILLEGAL, JOKER, LEGAL, MOUNTAIN, NEUTRAL,
                      PALETTE, RED, WATER, WHITE, WHITE_TIGER, WINNER, AZURE_DRAGON, VERMILION_BIRD,
                      GAME_SWATCHES, Swatch, swatch, token_swatch)
from .svg import Cell, Svg, board_svg, card_svg, cards_row_svg, piece_svg, sticks_svg, token_svg

_LAZY = {
    "MessageBanner": "banner", "guarded": "banner",
    "svg_widget": "layout", "html_block": "layout", "section": "layout", "card_button": "layout",
    "tile_css": "layout", "set_output": "layout", "progress": "layout", "Progress": "layout",
}

__all__ = [
    "Swatch", "swatch", "token_swatch", "PALETTE", "GAME_SWATCHES", "RED", "BLUE", "GREEN", "WHITE", "JOKER",
    "AZURE_DRAGON", "VERMILION_BIRD", "WHITE_TIGER", "BLACK_TORTOISE", "NEUTRAL", "LEGAL", "ILLEGAL", "WINNER",
    "HIGHLIGHT", "BACK", "WATER", "MOUNTAIN",
    "Svg", "Cell", "card_svg", "cards_row_svg", "piece_svg", "board_svg", "token_svg", "sticks_svg", *_LAZY,
]


def _describe_charts_in_ipython() -> None:
    """In a running IPython (a notebook page), show charts with alternative text."""
    import sys

    if "IPython" in sys.modules:
        from .figures import describe_charts

        describe_charts()


_describe_charts_in_ipython()


def __getattr__(name: str) -> Any:
    """Load the ipywidgets-based helpers (banner, layout) only when first asked for."""
    if name in _LAZY:
        value = getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """List the package's names, the lazily loaded ones included."""
    return sorted(set(globals()) | set(_LAZY))
