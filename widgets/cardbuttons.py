"""Clickable cards: ipywidgets buttons that show a card picture as their CSS background.

A button cannot hold an SVG, but its CSS background can. A game's style sheet starts
with :func:`button_rules` (no padding or border, the picture stretched over the
button, the text hidden, a lift on hover, a focus ring, a faded look when disabled)
and gives every card face a class whose background is that card's picture
(:func:`face_rule`). :func:`picture_button` makes a button carrying the classes that
pick a face. The button keeps the card's token as its text, so screen readers and
browser tests find it by name ("R7").

The style-sheet helpers build plain strings, so a game's pictures module can use them
without ipywidgets; the widget helpers import ipywidgets when they are called.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Sequence
from urllib.parse import quote

if TYPE_CHECKING:  # pragma: no cover - for the type hints only
    import ipywidgets

__all__ = ["data_uri", "button_rules", "face_rule", "picture_button", "style_widget", "set_class",
           "set_classes",
           "PHONE_WIDTH", "TAP_HEIGHT", "PHONE_CSS"]

FOCUS = "#0072B2"
"""Colour of the keyboard-focus ring around a card button."""


def data_uri(svg: str) -> str:
    """An SVG picture as a CSS ``url(...)`` value."""
    return f'url("data:image/svg+xml;charset=utf-8,{quote(svg)}")'


def button_rules(cls: str, *, lift: int = 4, faded: str = ".35", size: tuple[int, int] | None = None,
                 extra: str = "") -> list[str]:
    """The CSS every ``.widget-button.<cls>`` picture button shares (``faded``: opacity when disabled)."""
    box = f"width:{size[0]}px !important;height:{size[1]}px !important;" if size else ""
    return [
        f".widget-button.{cls}{{{box}padding:0 !important;margin:2px !important;border:none !important;"
        "background-color:transparent !important;background-repeat:no-repeat !important;"
        "background-size:100% 100% !important;color:transparent !important;font-size:1px !important;"
        f"box-shadow:none !important;transition:transform .08s;flex:0 0 auto;{extra}}}",
        f".widget-button.{cls}:hover:enabled{{transform:translateY(-{lift}px);}}",
        f".widget-button.{cls}:disabled{{opacity:{faded} !important;cursor:not-allowed;}}",
        f".widget-button.{cls}:focus-visible{{outline:3px solid {FOCUS} !important;}}",
    ]


def face_rule(selector: str, svg: str) -> str:
    """A CSS rule showing ``svg`` on the buttons ``.widget-button.<selector>`` (e.g. ``de-card-R7``)."""
    return f".widget-button.{selector}{{background-image:{data_uri(svg)} !important;}}"


def picture_button(token: str, classes: Sequence[str], *, tooltip: str, width: str, height: str,
                   on_click: Callable[[ipywidgets.Button], None] | None = None) -> ipywidgets.Button:
    """A button showing a card through its CSS ``classes``; its text is ``token`` (hidden by the style)."""
    import ipywidgets

    button = ipywidgets.Button(description=token, tooltip=tooltip,
                               layout=ipywidgets.Layout(width=width, height=height))
    for cls in classes:
        button.add_class(cls)
    if on_click is not None:
        button.on_click(on_click)
    return button


ACCESSIBLE_CSS = """<style>
/* ipywidgets' stock button colours put white text on teal (3.5:1) and orange (2.7:1); these
   darker shades keep the same hues at 4.5:1 or more (WCAG AA), checked in the tests. */
.jupyter-button.mod-info { background-color: #00707A; color: #FFFFFF; }
.jupyter-button.mod-warning { background-color: #A84C00; color: #FFFFFF; }
.jupyter-button.mod-success { background-color: #2E7D32; color: #FFFFFF; }
.jupyter-button.mod-danger { background-color: #C62828; color: #FFFFFF; }
/* an accordion's title (a rules menu) in full-contrast ink rather than the theme's grey */
.jupyter-widget-Collapse-header, .jupyter-widget-Collapse-header span { color: #1A1A1A; }
/* links inside text are underlined, so colour is not their only cue */
.jp-RenderedHTMLCommon a, .jp-RenderedHTMLCommon a:link, .jp-RenderedHTMLCommon a:visited,
.widget-html a, .widget-html a:link { text-decoration: underline; }
</style>"""
"""Accessible colours for the stock button styles, put first by every app's style sheet."""

PHONE_WIDTH = 600
"""Below this window width (CSS pixels) an app takes the phone layout of :data:`PHONE_CSS`."""

TAP_HEIGHT = 44
"""The least height (CSS pixels) of anything a learner taps on a phone, as the platforms advise."""

PHONE_CSS = f"""<style>
/* The play tables' settings switch shows only on a phone (a wider screen shows the settings);
   the note while the bots think. */
.tt-settings-toggle {{ display: none !important; }}
.tt-play .widget-html-content {{ line-height: 1.4; }}
.tt-busy-note {{ font-size: 13px; color: #1A1A1A; background: #FFF8E1; border-left: 4px solid #E69F00;
  padding: 3px 8px; margin: 2px 0; border-radius: 3px; }}
/* On a phone nothing runs off the right edge and nothing scrolls sideways: rows wrap, boxes and
   pictures shrink to the screen, tables too wide for it stack (each row a card, each cell labelled
   by its column; see widgets.layout.stacked), other tables reflow (their cells wrap between words,
   with less padding), and every button is tall enough to tap. */
@media (max-width: {PHONE_WIDTH}px) {{
  .tt-settings-toggle {{ display: inline-block !important; }}
  #rendered_cells .jp-RenderedHTMLCommon h1 {{ font-size: 22px; margin: 2px 0 6px 0; }}
  #rendered_cells .jp-RenderedHTMLCommon h2 {{ font-size: 19px; }}
  .tt-settings:not(.tt-open) {{ display: none !important; }}
  .jp-OutputArea-output .widget-html-content table.tt-stack, table.tt-stack {{
    display: block; overflow: visible; max-width: 100%; background: none; }}
  table.tt-stack > tbody, table.tt-stack > thead {{ display: block; }}
  table.tt-stack tr {{ display: flex; flex-wrap: wrap; align-items: center; gap: 2px 14px;
    border: 1px solid #CCCCCC; border-radius: 6px; padding: 4px 8px; margin: 0 0 6px 0; }}
  table.tt-stack tr:not(:has(td)) {{ display: none; }}
  table.tt-stack td {{ display: block; border: none !important; padding: 1px 0 !important;
    max-width: 100%; white-space: normal !important; }}
  table.tt-stack td:first-child {{ flex: 1 1 100%; }}
  table.tt-stack td[data-label]::before {{ content: attr(data-label) ": "; color: #444444;
    font-size: 12px; font-weight: normal; }}
  table.tt-stack td:first-child::before {{ content: none; }}
  table.tt-stack.tt-label-first td:first-child::before {{ content: attr(data-label) ": "; }}
  table.tt-stack > caption {{ display: block; text-align: left; margin: 0 0 4px 0; }}
  table.tt-stack td.tt-empty {{ display: none; }}
  .jp-OutputArea-output .widget-html-content table.tt-stack svg, table.tt-stack svg {{ max-width: 100%; height: auto; }}
  .jp-OutputArea-output .widget-box, .jp-OutputArea-output .widget-inline-hbox,
  .jp-OutputArea-output .widget-html-content, .jp-OutputArea-output .widget-box > *,
  .jp-OutputArea-output .widget-html-content div {{
    max-width: 100% !important; min-width: 0 !important; box-sizing: border-box; }}
  .jp-OutputArea-output .widget-hbox, .jp-OutputArea-output .widget-toggle-buttons .widget-inline-hbox {{
    flex-wrap: wrap !important; }}
  .jp-OutputArea-output .widget-inline-hbox {{
    height: auto; max-width: calc(100% - 2 * var(--jp-widgets-margin)) !important; }}
  .jp-OutputArea-output .widget-html-content {{ overflow-wrap: break-word; }}
  .jp-OutputArea-output .widget-html-content svg {{ max-width: 100%; height: auto; }}
  .jp-OutputArea-output .widget-html-content table:not(.tt-stack),
  #rendered_cells .jp-RenderedHTMLCommon table:not(.tt-stack) {{
    display: table; table-layout: auto; max-width: 100%; overflow: visible; }}
  .jp-OutputArea-output .widget-html-content table:not(.tt-stack) :is(th, td),
  #rendered_cells .jp-RenderedHTMLCommon table:not(.tt-stack) :is(th, td) {{
    white-space: normal !important; overflow-wrap: break-word; padding: 2px 4px !important; }}
  .jp-OutputArea-output .widget-html-content table svg {{ max-width: none; }}
  #rendered_cells .jp-RenderedHTMLCommon div {{ max-width: 100%; min-width: 0; }}
  #rendered_cells .jp-RenderedHTMLCommon div[style*="display:grid"] {{ display: block !important; }}
  #rendered_cells .jp-RenderedHTMLCommon :not(pre) > code {{ overflow-wrap: anywhere; }}
  #rendered_cells .jp-RenderedHTMLCommon svg, #rendered_cells .jp-RenderedHTMLCommon img {{
    max-width: 100%; height: auto; }}
  #rendered_cells .jp-RenderedHTMLCommon table svg {{ max-width: none; }}
  .jp-OutputArea-output .jupyter-button, .jp-OutputArea-output select,
  .jp-OutputArea-output input, .jp-OutputArea-output textarea {{ min-height: {TAP_HEIGHT}px; }}
}}
</style>"""
"""The phone layout every app's style sheet carries (see :func:`style_widget`)."""


def style_widget(css: str) -> ipywidgets.HTML:
    """An invisible widget holding a ``<style>`` sheet (after :data:`ACCESSIBLE_CSS` and :data:`PHONE_CSS`)."""
    import ipywidgets

    return ipywidgets.HTML(ACCESSIBLE_CSS + PHONE_CSS + css,
                           layout=ipywidgets.Layout(height="0px", margin="0", overflow="hidden"))


def app_table_css(prefix: str, padding: str) -> str:
    """An app's section titles, notes and tables (classes ``<prefix>-section-title``, ``-note``, ``-table``)."""
    app = f".{prefix}-app"
    return (f"{app} .{prefix}-section-title{{font-weight:bold;font-size:15.5px;margin:12px 0 3px 0;}}\n"
            f"{app} .{prefix}-note{{font-size:13px;color:#444;line-height:1.4;}}\n"
            f"{app} table.{prefix}-table{{border-collapse:collapse;margin:4px 0;}}\n"
            f"{app} table.{prefix}-table td,{app} table.{prefix}-table th{{border-bottom:1px solid #DDD;"
            f"padding:{padding};\n vertical-align:middle;text-align:left;font-size:13.5px;}}\n"
            f"{app} table.{prefix}-table th{{background:#F2F2F2;font-size:13px;}}\n")


def style_sheet(*parts: Callable[[], str] | str) -> Callable[[], "ipywidgets.HTML"]:
    """A game's ``style_widget()``: :func:`style_widget` of ``parts`` joined (a callable part is called once)."""
    @lru_cache(maxsize=1)
    def css() -> str:
        return "".join(part() if callable(part) else part for part in parts)

    def game_style_widget() -> "ipywidgets.HTML":
        """An invisible widget holding the game's style sheet; every one of its apps puts one first."""
        return style_widget(css())

    return game_style_widget


def set_class(widget: ipywidgets.DOMWidget, cls: str, on: bool) -> None:
    """Add the CSS class ``cls`` to a widget, or take it away."""
    if on:
        widget.add_class(cls)
    else:
        widget.remove_class(cls)


def set_classes(widget: ipywidgets.DOMWidget, **flags: bool) -> None:
    """Switch CSS classes on or off by name, ``_`` for ``-``: ``set_classes(b, ki_playable=True)``."""
    for name, on in flags.items():
        set_class(widget, name.replace("_", "-"), on)
