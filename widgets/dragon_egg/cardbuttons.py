"""Clickable card pictures: ipywidgets buttons that look like the cards of :mod:`.pictures`.

A button cannot hold an SVG, but its CSS background can: :func:`card_css` makes a
style sheet with one background picture per face (plain and selected), and
:func:`card_button` makes a button carrying the classes that pick it. The card's
token stays the button's text (hidden by the style), so screen readers and browser
tests find the button by name ("R7").
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable
from urllib.parse import quote

import ipywidgets as w

from engines.dragon_egg import CARDS, Card

from .pictures import card_name, card_svg

__all__ = ["card_css", "card_button", "card_class", "style_widget", "set_selected", "labelled"]

CARD_W, CARD_H = 60, 84


def card_class(token: str) -> str:
    """CSS class naming a face: ``de-card-R7``, ``de-card-Rstar`` for a Revelation."""
    return "de-card-" + token.upper().replace("*", "star")


def _data_uri(svg: str) -> str:
    """An SVG as a CSS ``url(...)`` value."""
    return f'url("data:image/svg+xml;charset=utf-8,{quote(svg)}")'


@lru_cache(maxsize=1)
def card_css() -> str:
    """The style sheet for card buttons and the apps' shared look (a ``<style>`` element)."""
    rules = [
        f".widget-button.de-card{{width:{CARD_W}px !important;height:{CARD_H}px !important;"
        "padding:0 !important;margin:2px !important;border:none !important;"
        "background-color:transparent !important;background-repeat:no-repeat !important;"
        "background-size:100% 100% !important;color:transparent !important;font-size:1px !important;"
        "box-shadow:none !important;transition:transform .08s;flex:0 0 auto;}",
        ".widget-button.de-card:hover:enabled{transform:translateY(-4px);}",
        ".widget-button.de-card:disabled{opacity:.35 !important;cursor:not-allowed;}",
        ".widget-button.de-card:focus-visible{outline:3px solid #0072B2 !important;}",
        ".de-app{font-family:'DejaVu Sans','Segoe UI',Roboto,Helvetica,Arial,sans-serif;}",
        ".de-app .de-section-title{font-weight:bold;font-size:15px;margin:10px 0 2px 0;}",
        ".de-app table.de-table{border-collapse:collapse;margin:4px 0;}",
        ".de-app table.de-table td,.de-app table.de-table th{border-bottom:1px solid #DDD;"
        "padding:6px 10px;vertical-align:top;text-align:left;}",
        ".de-app table.de-table th{background:#F2F2F2;font-size:13px;}",
        ".de-app .de-why{font-size:12.5px;color:#333;max-width:270px;line-height:1.35;}",
        ".de-app .de-note{font-size:13px;color:#444;}",
        ".de-app .de-log{font-family:'DejaVu Sans Mono',Menlo,monospace;font-size:12px;"
        "max-height:260px;overflow-y:auto;background:#FAFAF7;border:1px solid #DDD;"
        "padding:6px 8px;white-space:pre-wrap;}",
        ".de-app .de-box{border:1px solid #DDD;border-radius:8px;padding:8px 10px;background:#FFF;}",
        ".de-app .de-me{background:#FBF1D6;}",
        ".de-app .de-label{font-weight:bold;font-size:13px;}",
        ".de-app .widget-html-content,.de-app .jupyter-widget-html-content{line-height:1.4;}",
    ]
    for c in CARDS:
        cls = card_class(c.token)
        rules.append(f".widget-button.{cls}{{background-image:{_data_uri(card_svg(c))} !important;}}")
        rules.append(f".widget-button.{cls}.de-selected{{background-image:"
                     f"{_data_uri(card_svg(c, selected=True))} !important;}}")
    return "<style>" + "\n".join(rules) + "</style>"


def style_widget() -> w.HTML:
    """An invisible widget holding the style sheet; put one in every app."""
    return w.HTML(card_css(), layout=w.Layout(height="0px", margin="0", overflow="hidden"))


def card_button(c: Card | str, on_click: Callable[[w.Button], None] | None = None,
                *extra_classes: str) -> w.Button:
    """A button showing card ``c``; its description is the token, its tooltip the card in words."""
    token = c.token if isinstance(c, Card) else str(c).upper()
    button = w.Button(description=token, tooltip=card_name(token),
                      layout=w.Layout(width=f"{CARD_W}px", height=f"{CARD_H}px"))
    button.add_class("de-card")
    button.add_class(card_class(token))
    for cls in extra_classes:
        button.add_class(cls)
    if on_click is not None:
        button.on_click(on_click)
    return button


def set_selected(button: w.Button, selected: bool) -> None:
    """Show or hide a button's selection frame."""
    if selected:
        button.add_class("de-selected")
    else:
        button.remove_class("de-selected")


def labelled(text: str, control: w.Widget, cls: str = "") -> w.HBox:
    """A control with its label on the same line (ToggleButtons put their own label above)."""
    label = w.HTML(f'<span class="de-label">{text}</span>', layout=w.Layout(margin="0 6px 0 0"))
    box = w.HBox([label, control], layout=w.Layout(align_items="center", margin="2px 16px 2px 0"))
    if cls:
        box.add_class(cls)
    return box
