"""The small widget helpers every Meow Oracle app shares: the style sheet and card buttons.

Built on the shared :mod:`widgets.cardbuttons`: a card button shows the card's face, its text is
the token (hidden) and its tooltip the card in words; a square of an Area shows a card, a back
or nothing.
"""

from __future__ import annotations

from typing import Callable, Sequence

import ipywidgets as w

from .. import cardbuttons
from .pictures import button_css, card_name

__all__ = ["style_widget", "card_button", "set_face", "set_selected"]


PHONE = """<style>
/* a phone: the Area and the turn's cards on one screen */
@media (max-width: 600px) {
.mo-app .mo-my-area { grid-template-columns: repeat(3, 56px) !important; width: auto !important; }
.mo-app .mo-my-area .widget-button { width: 52px !important; height: 71px !important; }
.mo-app .mo-turn-box { min-height: 40px !important; }
}
</style>"""
"""The play table's phone layout (smaller squares of the Area)."""


def style_widget() -> w.HTML:
    """An invisible widget holding the style sheet; put one in every app."""
    return cardbuttons.style_widget(button_css() + PHONE)


def card_button(token: str, on_click: Callable[[w.Button], None] | None = None, *classes: str,
                small: bool = False) -> w.Button:
    """A button that looks like the card; its text is the token (for screen readers and tests), its tooltip the
    card in words. ``small``: the size of a palette's cards."""
    token = token.upper()
    width, height = (46, 64) if small else (50, 70)
    return cardbuttons.picture_button(token, ("mo-card", f"mo-card-{token}", *classes),
                                      tooltip=card_name(token), width=f"{width}px", height=f"{height}px",
                                      on_click=on_click)


def set_face(button: w.Button, face: str | None, base: Sequence[str] = ()) -> None:
    """Make a square button show ``face``: a card token, ``"?"`` (a back) or ``None`` (empty)."""
    for cls in list(button._dom_classes):
        if cls.startswith("mo-card") or cls in ("mo-back", "mo-empty"):
            button.remove_class(cls)
    if face is None:
        button.add_class("mo-empty")
    elif face == "?":
        button.add_class("mo-card")
        button.add_class("mo-back")
    else:
        button.add_class("mo-card")
        button.add_class(f"mo-card-{face}")
    for cls in base:
        button.add_class(cls)


def set_selected(button: w.Button, selected: bool) -> None:
    """Show or hide a button's selection frame."""
    cardbuttons.set_class(button, "mo-selected", selected)
