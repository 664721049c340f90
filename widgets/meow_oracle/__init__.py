"""Widgets and pictures for Meow Oracle.

``pictures`` draws cards, Areas (with the ascending run and the colour lines) and
the winner points around the table as SVG/HTML strings, with no widgets needed.
The apps -- ``calculator``, ``table`` and ``replay`` -- are imported on demand so
that the pictures work without ipywidgets.
"""

from .pictures import (Html, button_css, card_name, card_svg, cards_svg, cells_of, grid_svg,
                       winner_points_svg)

__all__ = ["Html", "button_css", "card_name", "card_svg", "cards_svg", "cells_of", "grid_svg",
           "winner_points_svg"]
