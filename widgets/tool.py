"""The frame every app of a game shares: its style sheet first, its banner, titles, notes, rows and examples.

A calculator or an explorer (and the play table, :class:`widgets.app.GameTable`) mixes in
:class:`Tool`, names its game's CSS prefix (``css``: ``de``, ``ki``, ``lc``, ``mo``) and its
kind (``calculator``, ``explorer``, ``play``), gives :meth:`Tool.style_widget`, and builds its
widgets with these helpers; :meth:`Tool.assemble` makes the whole app (``widget``): the style
sheet, then its parts in a column with the classes ``<css>-app`` and ``<css>-<kind>``.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Sequence

import ipywidgets as w

from .banner import MessageBanner, on_click
from .layout import app_box, example_buttons, section_title

__all__ = ["Tool"]


class Tool:
    """The shared frame of a game's app: ``css`` its prefix, ``kind`` what it is, ``widget`` the whole app."""

    css: str = ""
    """The game's CSS prefix: every class of the app starts with it."""
    kind: ClassVar[str] = ""
    """What the app is: "calculator", "explorer" or "play" (the class ``<css>-<kind>``)."""
    widget: w.VBox

    def style_widget(self) -> w.HTML:
        """The game's style sheet widget, first in the app."""
        raise NotImplementedError

    def new_banner(self, *classes: str) -> MessageBanner:
        """A message line in the game's style (``<css>-banner``), with more ``classes`` to tell several apart."""
        banner = MessageBanner(css_class=f"{self.css}-banner")
        for cls in classes:
            banner.add_class(cls)
        return banner

    def title(self, text: str) -> w.HTML:
        """A section heading in the game's style."""
        return section_title(self.css, text)

    def note(self, html: str, *classes: str) -> w.HTML:
        """A short explanation (trusted HTML) in the game's note style."""
        return w.HTML(f'<div class="{" ".join((f"{self.css}-note", *classes))}">{html}</div>')

    def row(self, *children: w.Widget, **layout: Any) -> w.HBox:
        """Widgets side by side that wrap on a narrow screen (``layout`` overrides the defaults)."""
        return w.HBox(list(children), layout=w.Layout(**{"flex_flow": "row wrap", "align_items": "center", **layout}))

    def button(self, text: str, cls: str, handler: Callable[[], Any], icon: str = "", style: str = "",
               tip: str = "", width: str | None = "auto", banner: MessageBanner | None = None) -> w.Button:
        """A button of the app; anything unexpected from ``handler`` shows in ``banner`` (default: ``self.banner``)."""
        button = w.Button(description=text, icon=icon, button_style=style, tooltip=tip or text,
                          layout=w.Layout(width=width) if width else w.Layout())
        button.add_class(cls)
        on_click(button, banner or self.banner, handler)
        return button

    def example_row(self, label: str, examples: Sequence[Any], cls: str, load: Callable[[int], Any],
                    banner: MessageBanner | None = None, *more: w.Widget) -> tuple[list[w.Button], w.HBox]:
        """One button per worked example (``.name``, ``.note``) calling ``load(i)``, in a row after ``label``."""
        buttons = example_buttons(examples, cls, banner or self.banner, load)
        return buttons, self.row(w.HTML(f'<span class="{self.css}-label">{label}</span>'), *buttons, *more)

    def assemble(self, *parts: w.Widget) -> w.VBox:
        """The whole app (``widget``): the style sheet, then ``parts`` in a column."""
        self.widget = app_box(self.css, self.kind, [self.style_widget(), *parts])
        return self.widget
