"""Widgets and pictures for Kirin.

``pictures`` draws cards, hands, a trick around the table and the order badge as
SVG/HTML strings (no widgets needed). The apps -- ``explorer`` (the trick
explorer), ``table`` (play against bots) and ``replay`` -- are imported on demand,
so the pictures work without ipywidgets.
The pictures' names below are imported on first use, so the gallery reads the game's
``entry`` (its tile and pages) without drawing anything.
"""

from importlib import import_module
from typing import Any

__all__ = ["BEAST_SWATCHES", "Html", "card_name", "card_svg", "cards_svg", "order_html", "order_svg",
           "trick_svg"]


def __getattr__(name: str) -> Any:
    """A name of ``pictures`` (``card_svg``, ...), imported the first time it is asked for."""
    if name in __all__:
        return getattr(import_module(f"{__name__}.pictures"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
