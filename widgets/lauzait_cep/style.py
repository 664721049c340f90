"""What every Lauzait Cep! app shares: the style sheet, section titles and the clickable pieces.

The calculator, the explorer, the play table (with its day's steps) and the replay put
:func:`style_widget` first and draw pieces as :func:`piece_button` buttons: a button that looks like the
piece and keeps its token as its text (for screen readers and tests).
"""

from __future__ import annotations

from typing import Callable, Sequence

import ipywidgets as w

from engines.lauzait_cep import parse_cards

from .. import cardbuttons
from ..banner import MessageBanner, on_click
from .pictures import piece_class, piece_css, piece_name

__all__ = ["APP_CSS", "style_widget", "title", "piece_button", "discard_buttons", "mover_button"]


APP_CSS = """<style>
.lc-app{font-family:'DejaVu Sans','Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1A1A1A;}
""" + cardbuttons.app_table_css("lc", "4px 8px") + """\
.lc-app tr.lc-best td{background:#FCF8D2;}
.lc-app .lc-box{border:1px solid #DDD;border-radius:8px;padding:8px 12px;background:#F7F7F2;}
.lc-app .lc-me{background:#FBF1D6;}
.lc-app .lc-log{font-family:'DejaVu Sans Mono',Menlo,monospace;font-size:12px;max-height:240px;
 overflow-y:auto;background:#FAFAF7;border:1px solid #DDD;padding:6px 8px;line-height:1.45;}
.lc-app .lc-total{font-size:15px;margin:6px 0;}
.lc-app .lc-total-value{font-weight:bold;font-size:17px;}
.lc-app .lc-why{font-size:13px;color:#333;line-height:1.35;}
.lc-app .lc-label{font-weight:bold;font-size:13px;margin-right:6px;}
.lc-app .widget-text input{font-family:'DejaVu Sans Mono',Menlo,monospace;}
.lc-app .lc-step button{min-width:110px;}
/* a phone: the board and the hand on one screen */
@media (max-width:600px){
.lc-play .lc-board svg{width:330px;height:auto;display:block;}
.lc-play .lc-box{padding:6px 8px;}
}
</style>"""


style_widget = cardbuttons.style_sheet(piece_css, APP_CSS)
"""An invisible widget holding the style sheet; every Lauzait Cep! app puts one first."""


def piece_button(token: str, on_click: Callable[[w.Button], None] | None = None, *classes: str) -> w.Button:
    """A button that looks like the piece; its text is the token (for screen readers and tests)."""
    token = str(parse_cards([token])[0].bare)
    button = w.Button(description=token, tooltip=piece_name(token),
                      layout=w.Layout(width="44px", height="44px"))
    for cls in ("lc-piece", piece_class(token), *classes):
        button.add_class(cls)
    if on_click is not None:
        button.on_click(on_click)
    return button


def discard_buttons(hand: Sequence[str], discard: Callable[[str], object], banner: MessageBanner) -> list[w.Button]:
    """One piece button per piece of a hand (``lc-hand-<i>``); a click discards that piece through ``discard``."""
    buttons = []
    for i, token in enumerate(hand):
        button = piece_button(token, None, f"lc-hand-{i}")
        button.tooltip = f"{piece_name(token)}: click to discard it"
        on_click(button, banner, lambda t=token: discard(t))
        buttons.append(button)
    return buttons


def mover_button(square: str, piece: str, tooltip: str, selected: bool, choose: Callable[[str], object],
                 banner: MessageBanner) -> w.Button:
    """A button for a board piece that may move (``lc-mover-<square>``); a click chooses it through ``choose``."""
    button = w.Button(description=f"{piece} on {square}", tooltip=tooltip, layout=w.Layout(width="auto"))
    button.add_class("lc-mover")
    button.add_class(f"lc-mover-{square}")
    if selected:
        button.button_style = "warning"
    on_click(button, banner, lambda: choose(square))
    return button


def title(text: str) -> w.HTML:
    """A section heading inside an app."""
    return w.HTML(f'<div class="lc-section-title">{text}</div>')
