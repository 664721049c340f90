"""The ideas a Playing well page teaches, as practice groups them: one name, one sentence, one link each.

A game that names its ideas has ``widgets.<key>.ideas.IDEAS``: :class:`Idea` s in the page's order, each with a key
that stored practice positions carry (``"idea"`` in ``widgets/results/practice.json``), a short name in the game's
words, the one sentence a practice verdict says after a wrong pick, and the anchor of the page's section that works
it, and ``FACT_IDEAS``, the idea each kind of review fact (``engines.<key>.reasons``) turns on, which
:func:`idea_of_reason` reads for a review's row (:func:`idea_fold`) and its practice. :func:`ideas_of` reads them from
the registry key (an empty tuple for a game without ideas yet: its practice works as before); :func:`idea_link` and
:func:`idea_words` say an idea the same way in practice and on the page.

A page draws each idea's cases (:class:`Case`) from the game's stored practice positions, read by :class:`StoredCases`:
the position, the imagined games after both moves (``engines.<key>.endings``) and the two tables of figures.

Standard library only (no ipywidgets), so tests and benchmarks read it cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from importlib import import_module
from typing import Any, Callable, Optional

__all__ = ["Idea", "ideas_of", "idea_named", "idea_link", "idea_words", "idea_fold",
           "idea_of_reason", "PAGE", "Case", "StoredCases", "whose", "figures_tables"]

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


def idea_of_reason(reason: Any) -> Optional[Idea]:
    """The Playing well idea a review's reason turns on: its first fact's, by its game's ``FACT_IDEAS`` (a key, or a
    function of the fact that gives one or "", where the fact's own figures decide; a fact that
    wraps another, as "it completes a line" inside a placement's gain, by the fact inside); None where the game names
    no idea for that fact, has no ideas, or the facts are outweighed (``reason.level``)."""
    from .reason_words import game_of

    facts = getattr(reason, "facts", ())
    if not facts or reason.level:  # outweighed facts are not the coach's edge, so no idea is either
        return None
    key = game_of(reason).key
    try:
        table = import_module(f"widgets.{key}.ideas").FACT_IDEAS
    except ModuleNotFoundError as exc:
        if exc.name != f"widgets.{key}.ideas":
            raise
        return None
    fact = facts[0]
    while type(fact) not in table and hasattr(fact, "fact"):
        fact = fact.fact
    named = table.get(type(fact))
    return idea_named(key, named(fact) if callable(named) else named)


def idea_link(idea: Idea, page: str = PAGE) -> str:
    """A link to the idea's section of the page (HTML)."""
    return f"<a href='{escape(page)}#{escape(idea.anchor)}' target='_self'>{escape(idea.name)}</a>"


def idea_fold(idea: Idea, page: str = PAGE) -> str:
    """The idea a review row turns on as a fold (HTML): its name shut, its sentence and the link to the page's
    section open on tap, so the row stays short and a phone needs no second page to read the idea."""
    return (f"<details class='tt-review-idea'><summary>The idea here: {escape(idea.name)}</summary>"
            f"<p>{escape(idea.sentence, quote=False)} More on the Playing well page: {idea_link(idea, page)}.</p>"
            "</details>")


def idea_words(idea: Idea, page: str = PAGE) -> str:
    """What a verdict says of the idea a position turns on (HTML): its name, linked to the page, and its sentence."""
    return f"The idea here: {idea_link(idea, page)}. {escape(idea.sentence, quote=False)}"


@dataclass(frozen=True)
class Case:
    """A stored practice position shown on a Playing well page: its game's seed and the number of moves played so
    far."""

    seed: int
    moves: int


def whose(entry: dict[str, Any]) -> str:
    """Who makes a stored position's tempting move: the Standard bot, or the coach's own second choice."""
    return "the Standard bot's choice" if entry["tempting"] == entry["standard"] else "the coach's second choice"


@dataclass(frozen=True)
class StoredCases:
    """The stored practice positions of the game ``key`` as its Playing well page's cases."""

    key: str

    def entry(self, case: Case) -> dict[str, Any]:
        """The stored practice position of ``case``."""
        from .results import practice

        found = [e for e in practice.positions(self.key)
                 if e["record"]["seed"] == case.seed and len(e["record"]["moves"]) == case.moves]
        if len(found) != 1:
            title = import_module(f"engines.{self.key}").State.TITLE
            raise KeyError(f"no stored {title} practice position of seed {case.seed} after {case.moves} moves")
        return found[0]

    def state(self, case: Case) -> tuple[Any, int]:
        """``(state, seat)``: the case's record replayed, and the seat to choose."""
        from .results import practice

        return practice.load_position(self.entry(case))

    def endings(self, case: Case) -> tuple:
        """The imagined games after the coach's choice and after the tempting one, as stored with the case's idea
        (``"idea_evidence"``, by ``benchmarks/practice_ideas.py``; the tests count them again)."""
        endings = import_module(f"engines.{self.key}.endings").Endings
        evidence = self.entry(case)["idea_evidence"]
        return endings.from_json(evidence["best"]), endings.from_json(evidence["tempting"])

    def reference_rows(self, case: Case, words: Callable[[str], str],
                       signed: Callable[[float], str]) -> list[list[str]]:
        """The stored reference's figures for both moves (``words`` names a move), as table rows: games won in 100
        and points (``signed``), each with its range."""
        entry = self.entry(case)
        rows = []
        for who, side in (("the coach's choice", "best"), (whose(entry), "tempting")):
            f = entry["reference"][side]
            rows.append([who, words(entry[side]),
                         f"{100 * f['win']:.0f} ({100 * f['win_low']:.0f} to {100 * f['win_high']:.0f})",
                         f"{signed(f['margin'])} ({signed(f['margin_low'])} to {signed(f['margin_high'])})"])
        return rows

    def ending_rows(self, case: Case, words: Callable[[str], str],
                    cells: Callable[[Any], list[str]]) -> list[list[str]]:
        """The imagined games after each move (``words`` names a move), as table rows of the figures ``cells`` gives
        for its endings."""
        entry = self.entry(case)
        return [[who, words(ending.action), *cells(ending)]
                for who, ending in zip(("the coach's choice", whose(entry)), self.endings(case))]


def figures_tables(reference: tuple[tuple[str, ...], list], ending: tuple[tuple[str, ...], list], heading: str,
                   note: str):
    """A case's two tables (HTML): the stored reference's figures, then how the imagined games end (``heading``,
    with ``note`` on how they were played); each table as ``(head, rows)``."""
    from .layout import FiguresTable
    from .svg import Html

    return Html("<p><b>The reference</b> (fresh paired imagined games, as the practice positions were chosen):</p>"
                + FiguresTable(*reference)._repr_html_()
                + f"<p><b>{heading}</b> ({note}):</p>"
                + FiguresTable(*ending)._repr_html_())
