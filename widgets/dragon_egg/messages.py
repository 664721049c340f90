"""The message line of the Dragon Egg apps: the shared :class:`widgets.banner.MessageBanner`.

``Banner`` adds a stable CSS class (``de-banner``) for browser tests and a ``text``
alias for the message on show; everything else (``show(text, kind, rule)``,
``show_error``, ``clear``, ``kind``, ``widget``) is the shared banner's. A learner's
mistake is a ``warning`` (with the rule it breaks as a tag), never a traceback.
"""

from __future__ import annotations

from ..banner import MessageBanner

__all__ = ["Banner"]


class Banner(MessageBanner):
    """The shared message banner, tagged ``de-banner``."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.add_class("de-banner")

    @property
    def text(self) -> str:
        """The message on show ("" when cleared)."""
        return self.message
