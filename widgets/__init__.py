"""Tabletop Tutor front-ends: pictures, colours, messages and layout for the Voila apps.

The front-ends hold no rules. Whether a move is legal, what it scores and who wins
always comes from the ``engines`` package; a widget only shows those answers and
passes the learner's choices back. What a widget sends to the browser holds only
what the learner's seat may see: another player's hand is drawn face down, and a
face-down picture carries nothing of the card's face.

The shared core:

- :mod:`widgets.palette` -- colour-blind-safe colours (Okabe-Ito), each with a
  letter and a symbol so colour is never the only cue;
- :mod:`widgets.svg` -- cards, pieces, boards, tokens and counting sticks drawn as
  SVG by the project itself;
- :mod:`widgets.banner` -- a message banner that shows ``InvalidInput`` and
  ``IllegalAction`` in plain words, and ``guarded`` to route callback errors there;
- :mod:`widgets.layout` -- small helpers: SVG and HTML widgets, sections, card
  buttons, shared CSS, output areas and progress bars;
- :mod:`widgets.cardbuttons` -- clickable cards: buttons that show a card picture
  as their CSS background, with the style-sheet rules every game's sheet starts with;
- :mod:`widgets.replay` -- the stepping machinery of the games' replay apps;
- :mod:`widgets.figures` -- charts shown with alternative text (turned on at import
  in a running IPython).

The dependency points one way: ``widgets`` imports ``engines``, never the reverse.
``palette`` and ``svg`` use only the standard library and load with this package;
the ipywidgets-based helpers load on first use, so ``import widgets`` stays quick.
"""

from __future__ import annotations

import importlib
from typing import Any

from .palette import (
    BACK, BLACK_TORTOISE, BLUE, GREEN, HIGHLIGHT, ILLEGAL, JOKER, LEGAL, MOUNTAIN, NEUTRAL,
    PALETTE, RED, WATER, WHITE, WHITE_TIGER, WINNER, AZURE_DRAGON, VERMILION_BIRD,
    GAME_SWATCHES, Swatch, swatch, token_swatch,
)
from .svg import Cell, Svg, board_svg, card_svg, cards_row_svg, piece_svg, sticks_svg, token_svg

_LAZY = {
    "MessageBanner": "banner", "guarded": "banner",
    "svg_widget": "layout", "html_block": "layout", "section": "layout", "card_button": "layout",
    "tile_css": "layout", "set_output": "layout", "progress": "layout", "Progress": "layout",
}

__all__ = [
    "Swatch", "swatch", "token_swatch", "PALETTE", "GAME_SWATCHES",
    "RED", "BLUE", "GREEN", "WHITE", "JOKER",
    "AZURE_DRAGON", "VERMILION_BIRD", "WHITE_TIGER", "BLACK_TORTOISE",
    "NEUTRAL", "LEGAL", "ILLEGAL", "WINNER", "HIGHLIGHT", "BACK", "WATER", "MOUNTAIN",
    "Svg", "Cell", "card_svg", "cards_row_svg", "piece_svg", "board_svg", "token_svg", "sticks_svg",
    *_LAZY,
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
