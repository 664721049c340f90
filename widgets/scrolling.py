"""Bring a part of a page into view once the browser has drawn it.

A widget's HTML is drawn by the page when it changes (and drawn again when its box's children are
rearranged), so a script run by a click finds an element that may be replaced a moment later.
:func:`into_view` puts a one-pixel image in the HTML instead: it loads each time that HTML is drawn,
and its ``onload`` scrolls the element it names, as it stands on the page then, into view.
"""

from __future__ import annotations

from html import escape

__all__ = ["into_view", "PIXEL"]

PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
"""A transparent one-pixel GIF, loaded from the HTML itself (no request leaves the page)."""


def into_view(target: str) -> str:
    """A hidden image whose load scrolls ``target`` to the top of the screen when any of it is off screen.

    ``target`` is a script expression for the element, from ``this`` (the image): say
    ``"this.closest('.tt-review-detail').previousElementSibling"``, the row above an open detail.
    """
    script = (f"var t={target};if(t){{var r=t.getBoundingClientRect();"
              "if(r.top<-1||r.bottom>window.innerHeight+1){t.scrollIntoView({block:'start'});}}")
    return (f'<img class="tt-into-view" alt="" src="{PIXEL}" width="1" height="1" '
            f'style="position:absolute;opacity:0;pointer-events:none" onload="{escape(script)}">')
