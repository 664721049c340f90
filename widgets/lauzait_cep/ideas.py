"""The ideas of Lauzait Cep!'s Playing well page: three pulls on every choice, each with a worked case and a case
where its rule of thumb fails.

The ideas come from the stored practice positions (``widgets/results/practice.json``): for each one, the coach's
imagined seasons after its choice and after the tempting one were counted (:func:`engines.lauzait_cep.endings.
endings`) and the difference in the chooser's season points split into three parts (:func:`engines.lauzait_cep.
endings.parts`): declaring first, a richer government, bonuses banked. The largest part is the position's idea
(``"idea"`` in the stored entry, by ``benchmarks/practice_ideas.py``). The Standard bot weighs none of them: it
banks the department with the biggest bonus that leaves the rest completable and keeps the hand closest to whole
departments.

Each idea has a **worked case** (a stored position whose idea it is) and a **failing case** (a stored position where
the tempting move does better on the idea's own pull, ``parts(...)[key] < 0``, and still loses): both are drawn, with
the stored reference's figures (16 times the review's budget of fresh paired playouts, reproduced by the tests) and
the imagined seasons counted here. Numbers in the words come from those figures.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from html import escape
from typing import Any

from engines.lauzait_cep.rules import FORMATION_POINTS, LAUZAIT_CEP, WELL_BALANCED
from engines.lauzait_cep.reasons import Completes, DeclaresFirst, DeclaresMore, Instead, Opens

from ..ideas import Case as StoredCase
from ..ideas import Idea, StoredCases, figures_tables, whose

__all__ = ["IDEAS", "FACT_IDEAS", "Case", "CASES", "SECOND", "case_entry", "case_state", "ending_figures",
           "reference_figures", "case_words", "endings_of", "early_forms", "case_picture", "case_tables"]

IDEAS = (
    Idea("first", "Declare first",
         "The first Lauzait-Cep! ends the season for everyone and you form one department a day: keep pieces that "
         "give a department to form every day."),
    Idea("government", "Form for the government",
         f"A declaration scores its patterns on top of the base {FORMATION_POINTS[LAUZAIT_CEP]} (Well-Balanced "
         f"alone {FORMATION_POINTS[WELL_BALANCED]}), but only if you declare first and the pattern holds exactly: "
         "when the bonuses are alike or cannot close the gap, form or keep the whites whose sum your greens can "
         "still match (jokers count in neither sum), however small their bonus."),
    Idea("bank", "Bank while others race",
         "When another player is closer to declaring than you, the bonuses you bank before they declare are all "
         "this season gives you: bank the biggest now, spending jokers beside your highest piece, and keep no joker "
         "for a pattern your hand does not yet hold."),
)
"""The page's ideas, in its order (keys as the stored positions carry them)."""

FACT_IDEAS = {Completes: "first", Opens: "first", DeclaresFirst: "first",
              DeclaresMore: lambda fact: "government" if fact.pattern in ("", WELL_BALANCED) else "",
              Instead: lambda fact: "first" if fact.no_form else ""}
"""The idea a review's reason turns on, by its first fact (a move's own effect, or a joker kept, names none; nor
do more bonuses banked on average: "Bank while others race" holds where another player is closer to declaring,
which that average does not say, and readers met it on a first day with nothing formed and over a discard that
banked nothing); nor a pattern other than Well-Balanced, whose sums the idea's rule of thumb is about (a reader
added whites and greens under "you declare Layered Bridges")."""


@dataclass(frozen=True)
class Case(StoredCase):
    """A stored practice position shown on the page, drawn as the page's other positions are (its deal and state)."""

    @property
    def deal(self) -> int:
        """The game's number as the page names it (its seed)."""
        return self.seed

    def state(self):
        """The position (a fresh copy each time)."""
        return case_state(self)[0]


CASES = {
    "first": (Case(46006, 4), Case(46009, 17)),
    "government": (Case(46001, 0), Case(46010, 16)),
    "bank": (Case(46007, 34), Case(46010, 29)),
}
"""Each idea's worked case, then the case where its rule of thumb fails."""

SECOND = {"first": Case(46012, 0), "government": Case(46008, 1)}
"""A second worked case for two ideas, on the side of each that is easy to miss: the joker spent in a gap now rather
than kept free (one department a day, LC-6); the piece that looks idle kept and the one that pushes the sums of
Well-Balanced apart let go."""


_STORED = StoredCases("lauzait_cep")
"""The game's stored practice positions, which the cases are."""
case_entry, case_state, endings_of = _STORED.entry, _STORED.state, _STORED.endings


def _words(case: Case, move: str) -> str:
    """A move of the case as a short phrase ("Discard the W5"; a hire's move with what it takes: "Move the G1 from b3
    to a2 to take the J", or the gamble of the Water)."""
    from engines.lauzait_cep.pieces import TOKENS
    from engines.lauzait_cep.reasons import Took, effect

    from .playing_well import choice_words

    state, seat = case_state(case)
    view = state.observation(seat)
    action = next(a for a in state.legal_actions(seat) if str(a) == move)
    said, fact = choice_words(view, action), effect(view, action)
    if not isinstance(fact, Took):
        return said
    if fact.chance is None:
        return f"{said} to take the {TOKENS[fact.target]}"
    return f"{said} ({fact.chance[0]} in {fact.chance[1]} to take the {TOKENS[fact.target]})"


def reference_figures(case: Case) -> list[list[str]]:
    """The stored reference's figures for both moves, as table rows (games won in 100 and points ahead, ranges)."""
    return _STORED.reference_rows(case, partial(_words, case), lambda value: f"{value:+.1f}".replace("-", "\u2212"))


def _patterns(ending) -> str:
    """A choice's scoring patterns in words: "Well-Balanced 12, Layered Bridges 3" (or "none")."""
    return ", ".join(f"{name} {count}" for name, count in ending.patterns) or "none"


def _ending_cells(ending) -> list[str]:
    """A choice's imagined seasons in figures: who declared first, the patterns, the bonuses."""
    return [f"{ending.first} of {ending.deals}", f"{ending.others} of {ending.deals}",
            f"{ending.per_declaration:.1f}", _patterns(ending), f"{ending.bonus_per_deal:+.1f}"]


def ending_figures(case: Case) -> list[list[str]]:
    """The imagined seasons after each move, as table rows: who declared first, the patterns, the bonuses."""
    return _STORED.ending_rows(case, partial(_words, case), _ending_cells)


ENDING_HEAD = ("whose choice", "choice", "declares first", "another declares first", "points a declaration",
               "its patterns (declarations)", "bonus banked a season")
"""The heads of :func:`ending_figures`' table."""
REFERENCE_HEAD = ("whose choice", "choice", "games won in 100 (range)", "points ahead at the end (range)")
"""The heads of :func:`reference_figures`' table."""


def case_words(case: Case) -> dict[str, Any]:
    """The figures a case's words use, from its stored reference and its imagined seasons: games won in 100 by
    each move, how often each declares first, each one's average declaration, bonuses, and who makes the tempting
    move."""
    entry = case_entry(case)
    ref = entry["reference"]
    best, other = endings_of(case)
    state, seat = case_state(case)
    view = state.observation(seat)
    from engines.core import seat_name

    return {"name": seat_name(seat), "season": view["season"], "seasons": view["seasons"],
            "scores": list(view["scores"]), "behind": max(view["scores"]) - view["scores"][seat],
            "best_move": _words(case, entry["best"]), "other_move": _words(case, entry["tempting"]),
            "whose": whose(entry), "best_win": round(100 * ref["best"]["win"]),
            "other_win": round(100 * ref["tempting"]["win"]), "loss": round(100 * ref["loss"]["win"]),
            "deals": best.deals, "best_first": best.first, "other_first": other.first,
            "best_others": best.others, "other_others": other.others,
            "best_declared": best.per_declaration, "other_declared": other.per_declaration,
            "best_bonus": best.bonus_per_deal, "other_bonus": other.bonus_per_deal,
            "best_patterns": _patterns(best), "other_patterns": _patterns(other)}


def early_forms(case: Case, days: int = 3) -> tuple[float, float]:
    """How many departments the chooser forms in its first ``days`` days of the imagined seasons, on average, after
    the coach's choice and after the tempting one (the deals its idea was counted on)."""
    from engines.lauzait_cep.endings import early_forms as forms

    entry = case_entry(case)
    state, seat = case_state(case)
    view = state.observation(seat)
    return tuple(forms(view, seat, entry[move], days, entry["idea_deals"], entry["idea_seed"])
                 for move in ("best", "tempting"))


def case_picture(case: Case, title: str = ""):
    """The case's situation in one sentence (after ``title`` in bold, if any) above the table as the player to
    choose sees it (HTML)."""
    from ..svg import Html
    from .playing_well import position_picture, situation

    head = f"<b>{escape(title)}</b> " if title else ""
    return Html(f"<p>{head}{escape(situation(case))}</p>" + str(position_picture(case)))


def case_tables(case: Case):
    """The case's two tables: the stored reference's figures, then the imagined seasons counted (HTML)."""
    return figures_tables((REFERENCE_HEAD, reference_figures(case)), (ENDING_HEAD, ending_figures(case)),
                          "How the imagined seasons end", "the coach's imagined deals, played after each move")
