"""Clickable card pictures: ipywidgets buttons that look like the cards of :mod:`.pictures`.

The mechanism is the shared one of :mod:`widgets.cardbuttons`: :func:`card_css` makes
a style sheet with one background picture per face (plain and selected), and
:func:`card_button` makes a button carrying the classes that pick it. The card's
token stays the button's text (hidden by the style), so screen readers and browser
tests find the button by name ("R7").
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

import ipywidgets as w

from engines.dragon_egg import CARDS

from .. import cardbuttons
from .pictures import card_name, card_svg

__all__ = ["card_css", "card_button", "card_class", "style_widget", "set_selected", "labelled"]

CARD_W, CARD_H = 60, 84


def card_class(token: str) -> str:
    """CSS class naming a face: ``de-card-R7``, ``de-card-Rstar`` for a Revelation."""
    return "de-card-" + token.upper().replace("*", "star")


@lru_cache(maxsize=1)
def card_css() -> str:
    """The style sheet for card buttons and the apps' shared look (a ``<style>`` element)."""
    rules = [
        *cardbuttons.button_rules("de-card", size=(CARD_W, CARD_H)),
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
        # a phone: the players at the table in short rows, so the table and the hand share the first screen
        "@media (max-width:600px){.de-app table.de-players td > svg{height:30px !important;width:auto !important;}"
        ".de-app table.de-players .de-note{font-size:11.5px;}}",
    ]
    for c in CARDS:
        cls = card_class(c.token)
        rules.append(cardbuttons.face_rule(cls, card_svg(c)))
        rules.append(cardbuttons.face_rule(f"{cls}.de-selected", card_svg(c, selected=True)))
    return "<style>" + "\n".join(rules) + "</style>"


def style_widget() -> w.HTML:
    """An invisible widget holding the style sheet; put one in every app."""
    return cardbuttons.style_widget(card_css())


def card_button(token: str, on_click: Callable[[w.Button], None] | None = None, *classes: str) -> w.Button:
    """A button that looks like the card; its text is the token (for screen readers and tests), its tooltip the card in words."""
    token = str(token).upper()
    return cardbuttons.picture_button(token, ("de-card", card_class(token), *classes),
                                      tooltip=card_name(token), width=f"{CARD_W}px",
                                      height=f"{CARD_H}px", on_click=on_click)


def set_selected(button: w.Button, selected: bool) -> None:
    """Show or hide a button's selection frame."""
    cardbuttons.set_class(button, "de-selected", selected)


def labelled(text: str, control: w.Widget, cls: str = "") -> w.HBox:
    """A control with its label on the same line (ToggleButtons put their own label above).

    A text box or a dropdown takes the label as its own description, so the label is
    tied to it (a screen reader names the field); toggle buttons get a label beside them.
    """
    if isinstance(control, (w.ToggleButtons, w.RadioButtons)):
        parts = [w.HTML(f'<span class="de-label">{text}</span>', layout=w.Layout(margin="0 6px 0 0")),
                 control]
    else:
        control.description = text
        control.style.description_width = "initial"
        if control.layout.width and control.layout.width.endswith("px"):
            control.layout.width = f"calc({control.layout.width} + {len(text) * 0.62 + 1:.1f}em)"
        parts = [control]
    box = w.HBox(parts, layout=w.Layout(align_items="center", margin="2px 16px 2px 0"))
    if cls:
        box.add_class(cls)
    return box
