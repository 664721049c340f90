"""Widgets and pictures for Lauzait Cep!.

``pictures`` draws pieces, departments, the 5 x 5 board (Mountain and Water marked by
symbols as well as colour) and the dice-sticks as SVG/HTML strings (no widgets
needed). The apps -- ``calculator`` (hand and formation calculator), ``explorer``
(board explorer), ``table`` (play against bots) and ``replay`` -- are imported on
demand, so the pictures work without ipywidgets.
The pictures' names below are imported on first use, so the gallery reads the game's
``entry`` (its tile and pages) without drawing anything.
"""

from importlib import import_module
from typing import Any

__all__ = ["SWATCHES", "Html", "board_svg", "department_svg", "piece_name", "piece_svg",
           "pieces_svg", "sticks_svg"]


def __getattr__(name: str) -> Any:
    """A name of ``pictures`` (``card_svg``, ...), imported the first time it is asked for."""
    if name in __all__:
        return getattr(import_module(f"{__name__}.pictures"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
