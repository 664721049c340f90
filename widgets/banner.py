"""A message banner for the apps, and a guard that turns errors into banner messages.

A learner who types a card that does not exist, or plays one the rules forbid, should
read a sentence saying what went wrong and what is allowed -- never a traceback. The
engines already write those sentences (``InvalidInput`` and ``IllegalAction``); the
banner shows them, with the rule id of an ``IllegalAction`` as a small tag. Anything
unexpected becomes one short friendly line; the details go to the ``widgets`` logger
at debug level, never to the page.

Typical use in a front-end::

    banner = MessageBanner()

    @guarded(banner)
    def on_play(button):
        state.apply(seat, choice.value)   # an IllegalAction shows in the banner
        banner.success("Played.")
"""

from __future__ import annotations

import functools
import logging
from html import escape
from typing import Any, Callable, TypeVar

import ipywidgets

from engines import IllegalAction, InvalidInput

__all__ = ["MessageBanner", "guarded", "friendly_message", "KINDS"]

_log = logging.getLogger("widgets")
F = TypeVar("F", bound=Callable[..., Any])

KINDS: dict[str, tuple[str, str, str, str]] = {
    # kind: (icon, heading word read by screen readers, border colour, background)
    "info": ("\u2139", "Note", "#0072B2", "#DFF1FB"),
    "success": ("\u2713", "Done", "#009E73", "#D7F0E6"),
    "warning": ("\u26a0", "Not allowed", "#E69F00", "#FBF1D6"),
    "error": ("\u2717", "Problem", "#D55E00", "#FBE3D3"),
}
"""The banner's kinds of message, each with an icon and word as well as colours."""

MAX_CHARS = 300
"""Longest message shown; longer text is cut with an ellipsis."""


def _tidy(text: str) -> str:
    """Keep a message short: its first non-empty line, at most MAX_CHARS characters."""
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    first = lines[0] if lines else ""
    return first if len(first) <= MAX_CHARS else first[: MAX_CHARS - 1].rstrip() + "\u2026"


def friendly_message(exc: BaseException) -> tuple[str, str, str | None]:
    """Turn an exception into (kind, text, rule) for the banner, in a learner's words."""
    if isinstance(exc, IllegalAction):
        return "warning", _tidy(str(exc)) or "That move is not allowed now.", exc.rule
    if isinstance(exc, InvalidInput):
        return "warning", _tidy(str(exc)) or "That input does not describe real cards.", None
    if isinstance(exc, ValueError) and _tidy(str(exc)):
        return "warning", _tidy(str(exc)), None
    detail = _tidy(str(exc))
    if detail:
        return "error", f"Something went wrong: {detail}", None
    return "error", f"Something went wrong ({type(exc).__name__}). Please try again.", None


class MessageBanner(ipywidgets.HTML):
    """An HTML widget that shows one message at a time: info, success, warning or error."""

    def __init__(self, *, css_class: str | None = None, **kwargs: Any) -> None:
        """Create an empty banner; ``css_class`` adds the app's own class, other keywords go to the HTML."""
        super().__init__(**kwargs)
        self.add_class("tt-banner")
        if css_class:
            self.add_class(css_class)
        self.kind: str | None = None
        self.message: str = ""
        self.rule: str | None = None

    @property
    def widget(self) -> "MessageBanner":
        """The widget to place in a layout (the banner itself)."""
        return self

    @property
    def text(self) -> str:
        """The message on show, as plain text ("" when cleared)."""
        return self.message

    def show(self, text: str, kind: str = "info", rule: str | None = None) -> None:
        """Show ``text`` as a message of ``kind``; ``rule`` adds a tag such as 'rule DE-1'."""
        if kind not in KINDS:
            raise ValueError(f"Unknown message kind {kind!r}; use one of {', '.join(KINDS)}.")
        icon, word, border, background = KINDS[kind]
        self.kind, self.message, self.rule = kind, _tidy(text), rule
        tag = (f' <span class="tt-rule" style="font-size:0.8em;padding:0 0.4em;border:1px solid {border};'
               f'border-radius:0.6em;white-space:nowrap">rule {escape(rule)}</span>') if rule else ""
        role = "alert" if kind in ("warning", "error") else "status"
        self.value = (
            f'<div class="tt-banner-{kind}" role="{role}" style="border-left:6px solid {border};'
            f'background:{background};color:#1A1A1A;padding:0.45em 0.8em;border-radius:4px;'
            f'margin:0.3em 0;line-height:1.4">'
            f'<span aria-hidden="true" style="font-weight:bold;margin-right:0.4em">{icon}</span>'
            f'<span style="position:absolute;left:-9999px">{word}: </span>'
            f"{escape(self.message)}{tag}</div>"
        )

    def info(self, text: str) -> None:
        """Show a neutral note."""
        self.show(text, "info")

    def success(self, text: str) -> None:
        """Show good news (a move made, a round scored)."""
        self.show(text, "success")

    def warning(self, text: str, rule: str | None = None) -> None:
        """Show a learner's mistake, with the rule it breaks if known."""
        self.show(text, "warning", rule)

    def error(self, text: str) -> None:
        """Show a problem that is not the learner's fault."""
        self.show(text, "error")

    def show_error(self, exc: BaseException) -> None:
        """Show an exception in plain words (rule tag for IllegalAction), never a traceback."""
        kind, text, rule = friendly_message(exc)
        self.show(text, kind, rule)

    def clear(self) -> None:
        """Remove the message."""
        self.kind, self.message, self.rule = None, "", None
        self.value = ""


class guarded:
    """Run a callback (as a decorator) or a block (as a context manager), reporting errors in a banner.

    Any ``Exception`` -- ``InvalidInput``, ``IllegalAction``, ``ValueError`` or a
    surprise -- is caught and shown with :meth:`MessageBanner.show_error` instead of
    reaching the page as a traceback; a decorated callback then returns ``None``.
    With ``clear=True`` (the default) the banner is emptied first, so an old message
    does not outlive the action that caused it.
    """

    def __init__(self, banner: MessageBanner, *, clear: bool = True) -> None:
        """Remember the banner that will report errors."""
        self.banner = banner
        self.clear = clear

    def __call__(self, func: F) -> F:
        """Wrap ``func`` so its errors show in the banner."""

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with self:
                return func(*args, **kwargs)
            return None

        return wrapper  # type: ignore[return-value]

    def __enter__(self) -> MessageBanner:
        """Start a guarded block; empties the banner if ``clear`` is set."""
        if self.clear:
            self.banner.clear()
        return self.banner

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: Any) -> bool:
        """Report an Exception in the banner and swallow it; let KeyboardInterrupt and the like pass."""
        if exc is None or not isinstance(exc, Exception):
            return False
        _log.debug("guarded callback failed", exc_info=(exc_type, exc, tb))
        self.banner.show_error(exc)
        return True


def on_click(button: ipywidgets.Button, banner: MessageBanner, handler: Callable[[], Any]) -> None:
    """Call ``handler`` when ``button`` is clicked; anything unexpected shows in the banner."""
    button.on_click(guarded(banner, clear=False)(lambda _button: handler()))
