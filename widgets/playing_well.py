"""What the "Playing well" pages of Kirin and Meow Oracle share: the figures table, framed choices, the exercise's choices.

A game's ``widgets.<game>.playing_well`` finds its spots, says its choices in its own words and
draws its own table; the pieces here only lay them out (:class:`FiguresTable`, :func:`framed`,
:func:`row`), say a coach's margin (:func:`margin`) and pick the choices a question offers
(:func:`choices_offered`), the same way in both games.
"""

from __future__ import annotations

import random
from html import escape
from functools import lru_cache
from typing import Any, Callable, Optional, Sequence

from engines import coach as shared

from .coaching import Worked, work_spot

__all__ = ["BEGINNER", "COACH", "MAX_CHOICES", "FiguresTable", "coach_asked", "coach_says", "margin", "framed", "row",
           "choices_offered", "worse_than_good"]

BEGINNER = "#0072B2"
"""The frame of the beginner's choice (blue, as the review draws the learner's choice)."""
COACH = "#E69F00"
"""The frame of the coach's choice (orange, as the review draws it)."""
MAX_CHOICES = 3
"""The coach's choice and at most two others in a question."""


class FiguresTable:
    """Rows shown as an HTML table in a notebook, and as aligned text elsewhere; a row may have a coloured mark."""

    def __init__(self, header: Sequence[str], rows: Sequence[Sequence[str]], marks: Sequence[str] = ()) -> None:
        self.header, self.rows, self.marks = list(header), [list(r) for r in rows], list(marks)

    def _repr_html_(self) -> str:
        cell = '<{0} style="text-align:left;padding:2px 8px">{1}</{0}>'
        head = "".join(cell.format("th", escape(h)) for h in self.header)
        body = ""
        for i, row in enumerate(self.rows):
            colour = self.marks[i] if i < len(self.marks) else ""
            style = f' style="border-left:5px solid {colour}"' if colour else ""
            body += f"<tr{style}>" + "".join(cell.format("td", escape(x)) for x in row) + "</tr>"
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __repr__(self) -> str:
        lines = [self.header, *self.rows]
        widths = [max(len(x) for x in column) for column in zip(*lines)]
        return "\n".join("  ".join(x.ljust(w) for x, w in zip(line, widths)).rstrip() for line in lines)


def coach_asked(position: Callable[[Any], Any], game_coach: Any, beginner_choice: Callable,
                budget: int, seed: int) -> Callable[..., Worked]:
    """A page's ``work(spot, budget, seed)``: its coach asked about the spot's position, each spot worked once."""
    @lru_cache(maxsize=None)
    def work(spot: Any, budget: int = budget, seed: int = seed) -> Worked:
        """Ask the coach about ``spot``: every choice valued on ``budget`` imagined games (fixed ``seed``)."""
        return work_spot(spot, position(spot), game_coach, beginner_choice, budget, seed)
    return work


def coach_says(worked: Worked):
    """The coach's own sentence about the beginner's choice, as the review would show it (Markdown)."""
    from IPython.display import Markdown
    return Markdown(f"**The coach says:** {worked.reason}")


def margin(e: shared.Evaluation) -> str:
    """The points margin with the interval: '+0.8 (+0.4 to +1.2)'."""
    return f"{e.margin:+.1f} ({e.margin_low:+.1f} to {e.margin_high:+.1f})"


def framed(colour: str, title: str, body: str) -> str:
    """A framed box with a title."""
    return (f'<div style="border:3px solid {colour};border-radius:8px;padding:6px 8px;margin:4px 8px 4px 0">'
            f"<div><b>{escape(title)}</b></div>{body}</div>")


def row(parts: Sequence[str]) -> str:
    """Pictures side by side (they wrap on a narrow screen)."""
    return ('<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start">'
            + "".join(f"<div>{p}</div>" for p in parts) + "</div>")


def choices_offered(worked: Worked, rng: Optional[random.Random] = None) -> list:
    """The coach's choice and up to two others it labels worse than "good" (drawn with ``rng``), shuffled."""
    best = worked.of(worked.best)
    worse = [e.action for e in worked.evaluations
             if e is not best and shared.label(shared.compare(best, e)) not in ("best", "good")]
    rng = rng or random.Random(0)
    offered = [worked.best] + rng.sample(worse, min(MAX_CHOICES - 1, len(worse)))
    rng.shuffle(offered)
    return offered


def worse_than_good(game_coach: Any, observation: dict, seat: int, naive: Any, budget: int,
                    seed: int) -> Optional[tuple[Any, str]]:
    """``(the coach's choice, the label of naive)`` when the coach labels ``naive`` worse than "good", else ``None``."""
    values = game_coach.evaluate(observation, seat, budget, seed=seed)
    best = values[0]
    if str(best.action) == str(naive):
        return None
    mine = next(e for e in values if str(e.action) == str(naive))
    verdict = shared.label(shared.compare(best, mine))
    return (best.action, verdict) if verdict not in ("best", "good") else None
