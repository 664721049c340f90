"""Widgets and pictures for The Luminous Dragon Egg.

``pictures`` draws cards, sets, sticks, money, the egg and bracelets as SVG/HTML
strings (no widgets needed). The apps -- ``calculator``, ``table`` and ``replay`` --
are imported on demand so that the pictures work without ipywidgets.
The pictures' names below are imported on first use, so the gallery reads the game's
``entry`` (its tile and pages) without drawing anything.
"""

from importlib import import_module
from typing import Any

__all__ = ["Html", "banknote_svg", "bracelet_svg", "card_name", "card_svg", "cards_svg",
           "egg_svg", "money_html", "set_svg", "sticks_svg"]


def __getattr__(name: str) -> Any:
    """A name of ``pictures`` (``card_svg``, ...), imported the first time it is asked for."""
    if name in __all__:
        return getattr(import_module(f"{__name__}.pictures"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
