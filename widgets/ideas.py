"""The ideas a Playing well page teaches, as practice groups them: one name, one sentence, one link each.

A game that names its ideas has ``widgets.<key>.ideas.IDEAS``: :class:`Idea` s in the page's order, each with a key
that stored practice positions carry (``"idea"`` in ``widgets/results/practice.json``), a short name in the game's
words, the one sentence a practice verdict says after a wrong pick, and the anchor of the page's section that works
it. :func:`ideas_of` reads them from the registry key (an empty tuple for a game without ideas yet: its practice works
as before); :func:`idea_link` and :func:`idea_words` say an idea the same way in practice and on the page.

Standard library only (no ipywidgets), so tests and benchmarks read it cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from importlib import import_module
from typing import Optional

__all__ = ["Idea", "ideas_of", "idea_named", "idea_link", "idea_words", "PAGE"]

PAGE = "playing_well.ipynb"
"""The Playing well page of a game, as a link from its own folder's notebooks."""


@dataclass(frozen=True)
class Idea:
    """One idea of a Playing well page: ``key`` (what a stored position carries), ``name`` (a heading's words, its
    anchor too), ``sentence`` (the idea in one sentence, said after a wrong pick)."""

    key: str
    name: str
    sentence: str

    @property
    def anchor(self) -> str:
        """The page's section of this idea, as Jupyter names a heading's anchor (spaces become hyphens)."""
        return self.name.replace(" ", "-")


def ideas_of(game: str) -> tuple[Idea, ...]:
    """The ideas game ``game`` names on its Playing well page, in its order (none yet: an empty tuple)."""
    try:
        module = import_module(f"widgets.{game}.ideas")
    except ModuleNotFoundError as exc:
        if exc.name != f"widgets.{game}.ideas":
            raise
        return ()
    return tuple(module.IDEAS)


def idea_named(game: str, key: Optional[str]) -> Optional[Idea]:
    """The idea of ``game`` whose key is ``key`` (None for an empty key or one the game does not name)."""
    return next((idea for idea in ideas_of(game) if key and idea.key == key), None)


def idea_link(idea: Idea, page: str = PAGE) -> str:
    """A link to the idea's section of the page (HTML)."""
    return f"<a href='{escape(page)}#{escape(idea.anchor)}' target='_self'>{escape(idea.name)}</a>"


def idea_words(idea: Idea, page: str = PAGE) -> str:
    """What a verdict says of the idea a position turns on (HTML): its name, linked to the page, and its sentence."""
    return f"The idea here: {idea_link(idea, page)}. {escape(idea.sentence, quote=False)}"
