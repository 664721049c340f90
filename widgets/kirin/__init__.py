"""Widgets and pictures for Kirin.

``pictures`` draws cards, hands, a trick around the table and the order badge as
SVG/HTML strings (no widgets needed). The apps -- ``explorer`` (the trick
explorer), ``table`` (play against bots) and ``replay`` -- are imported on demand,
so the pictures work without ipywidgets.
"""

from .pictures import (BEAST_SWATCHES, Html, card_name, card_svg, cards_svg, order_html, order_svg,
                       trick_svg)

__all__ = ["BEAST_SWATCHES", "Html", "card_name", "card_svg", "cards_svg", "order_html", "order_svg",
           "trick_svg"]
