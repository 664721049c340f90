"""The small parts every Kirin app shares: the style sheet widget and clickable card buttons.

Built on the shared :mod:`widgets.cardbuttons`: a card button shows the card's face, its
text is the token (for screen readers and tests) and its tooltip the card in words.
"""

from __future__ import annotations

from typing import Callable

import ipywidgets as w

from engines.kirin import parse_card

from .. import cardbuttons
from .pictures import card_class, card_css, card_name

__all__ = ["APP_CSS", "style_widget", "card_button"]

APP_CSS = """<style>
.ki-app{font-family:'DejaVu Sans','Segoe UI',Roboto,Helvetica,Arial,sans-serif;}
""" + cardbuttons.app_table_css("ki", "5px 10px") + """\
.ki-app .ki-box{border:1px solid #DDD;border-radius:8px;padding:8px 12px;background:#F7F7F2;}
.ki-app .ki-me{background:#FBF1D6;}
.ki-app .ki-log{font-family:'DejaVu Sans Mono',Menlo,monospace;font-size:12px;max-height:260px;
 overflow-y:auto;background:#FAFAF7;border:1px solid #DDD;padding:6px 8px;line-height:1.45;}
.ki-app .ki-yes{color:#006047;font-weight:bold;white-space:nowrap;}
.ki-app .ki-no{color:#8F3A00;font-weight:bold;white-space:nowrap;}
.ki-app .ki-why{font-size:13px;color:#333;max-width:620px;line-height:1.35;}
.ki-app .ki-result{font-size:14.5px;line-height:1.45;max-width:900px;}
.ki-app .widget-text input,.ki-app .widget-text{font-family:'DejaVu Sans Mono',Menlo,monospace;}
.ki-app .ki-just-played-box{margin-top:4px;padding:4px 10px;max-width:440px;}
.ki-app .ki-hand-line svg{vertical-align:middle;margin:0 2px;}
.ki-app .ki-current-trick svg{max-width:440px;}
.ki-app .ki-label{font-weight:bold;margin-right:6px;}
/* a phone: the trick on the table, the trick just played and the hand on one screen */
@media (max-width:600px){
.ki-app .ki-order-box .ki-note{display:none;}
.ki-app .ki-order-box svg{width:300px;height:auto;}
.ki-app .ki-status-box{padding:4px 8px;}
.ki-app .ki-current-trick svg{width:270px;height:auto;display:block;margin:0 auto;}
.ki-app .ki-section-title{margin:6px 0 2px 0;}
.ki-app .ki-hand .widget-button.ki-card{width:52px !important;height:73px !important;}
}
</style>"""


style_widget = cardbuttons.style_sheet(card_css, APP_CSS)
"""An invisible widget holding the style sheet (card faces, then the look); every Kirin app puts one first."""


def card_button(token: str, on_click: Callable[[w.Button], None] | None = None, *classes: str,
                small: bool = False) -> w.Button:
    """A button that looks like the card; its text is the token (for screen readers and tests)."""
    token = parse_card(token).token
    width, height = ("42px", "59px") if small else ("60px", "84px")
    size = ("ki-small",) if small else ()
    return cardbuttons.picture_button(token, ("ki-card", card_class(token), *size, *classes),
                                      tooltip=card_name(token), width=width, height=height, on_click=on_click)
