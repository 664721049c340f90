"""Widgets and pictures for The Luminous Dragon Egg.

``pictures`` draws cards, sets, sticks, money, the egg and bracelets as SVG/HTML
strings (no widgets needed). The apps -- ``calculator``, ``table`` and ``replay`` --
are imported on demand so that the pictures work without ipywidgets.
"""

from .pictures import (Html, banknote_svg, bracelet_svg, card_name, card_svg, cards_svg,
                       egg_svg, money_html, set_svg, sticks_svg)

__all__ = ["Html", "banknote_svg", "bracelet_svg", "card_name", "card_svg", "cards_svg",
           "egg_svg", "money_html", "set_svg", "sticks_svg"]
