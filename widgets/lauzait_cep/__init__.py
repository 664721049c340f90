"""Widgets and pictures for Lauzait Cep!.

``pictures`` draws pieces, departments, the 5 x 5 board (Mountain and Water marked by
symbols as well as colour) and the dice-sticks as SVG/HTML strings (no widgets
needed). The apps -- ``calculator`` (hand and formation calculator), ``explorer``
(board explorer), ``table`` (play against bots) and ``replay`` -- are imported on
demand, so the pictures work without ipywidgets.
"""

from .pictures import (SWATCHES, Html, board_svg, department_svg, piece_name, piece_svg,
                       pieces_svg, sticks_svg)

__all__ = ["SWATCHES", "Html", "board_svg", "department_svg", "piece_name", "piece_svg",
           "pieces_svg", "sticks_svg"]
