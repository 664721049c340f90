"""The review's few ideas, each with one name and a one-line meaning, and the names they no longer go by.

The review, the practice, the Playing well and the analysis pages say each idea with the name
given here (:data:`TERMS`); :data:`RETIRED` lists the synonyms they used to mix in, which a test
looks for in those pages' sources and in a rendered review. A name a learner knows from the
lessons or the play table wins ("the coach", "Standard bots").

>>> IMAGINED.name, STANDARD.name
('imagined games', 'Standard bots')
>>> retired_in("The coach's playouts place it")
['playouts']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Term", "COACH", "CHOICE", "IMAGINED", "STANDARD", "LABEL", "BAND", "RANGE", "POINTS", "GAMES", "TERMS",
           "RETIRED", "retired_in", "glossary_html"]


@dataclass(frozen=True)
class Term:
    """One idea of the review: its one name, what it means in a line, and the names it no longer goes by."""

    name: str
    meaning: str
    retired: tuple[str, ...] = ()


COACH = Term("the coach", "the computer player that rates your choices: the Coach level of the play table")
CHOICE = Term("the coach's choice", "the move the coach would play at that moment")
IMAGINED = Term(
    "imagined games",
    "games the coach plays to the end from one moment, guessing the cards you could not see, "
    "both moves on the same imagined games",
    ("playout", "playouts", "imagined ending", "imagined endings", "sampled game", "sampled games",
     "sampled round", "sampled rounds", "sampled deal", "sampled deals", "sampled ending", "sampled endings",
     "sampled world", "sampled worlds", "first look", "second look", "its bots", "simple habits"))
STANDARD = Term("Standard bots", "the computer players of the Standard level, the ones you play against",
                ("Standard computer player", "Standard computer players", "Standard player", "Standard players",
                 "careful player", "careful players"))
LABEL = Term("label", "best, good, inaccuracy, mistake or blunder: what a choice gave away against the coach's choice")
BAND = Term("band", "one step of the labels: good, inaccuracy, mistake, blunder, each with its bounds")
RANGE = Term("range", "where the true figure lies, 19 times in 20; a label names every band its range reaches",
             ("95% interval",))
GAMES = Term("games in 100", "how many more of 100 imagined games the coach's choice wins")
POINTS = Term("points", "the game's own score, in its own unit (ZOO in the Dragon Egg)")

#: Every idea of the review, in the order a learner meets them.
TERMS: tuple[Term, ...] = (COACH, CHOICE, IMAGINED, STANDARD, LABEL, BAND, RANGE, GAMES, POINTS)

#: Every retired name, longest first (so "playouts" is reported, not "playout").
RETIRED: tuple[str, ...] = tuple(sorted({name for term in TERMS for name in term.retired}, key=len, reverse=True))

_PATTERN = re.compile(r"\b(" + "|".join(re.escape(name) for name in RETIRED) + r")\b", re.IGNORECASE)


def retired_in(text: str) -> list[str]:
    """The retired names ``text`` still uses, as written there."""
    return [found.group(0) for found in _PATTERN.finditer(text)]


def glossary_html() -> str:
    """The glossary as a short list for a page: each name in bold, then its meaning."""
    items = "".join(f"<li><b>{term.name}</b>: {term.meaning}</li>" for term in TERMS)
    return f"<ul class='tt-glossary'>{items}</ul>"
