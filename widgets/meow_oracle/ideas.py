"""The ideas of Meow Oracle's Playing well page: three pulls on every choice, each with a worked case and a case
where its rule of thumb fails.

The ideas come from the stored practice positions (``widgets/results/practice.json``): for each one, the coach's
imagined rounds after its choice and after the tempting one were counted (:func:`engines.meow_oracle.endings.
endings`) and the difference in the chooser's round points split into three parts (:func:`engines.meow_oracle.
endings.parts`): the run (Point 1), the colour lines (Point 2), the neighbours' totals. The largest part is the
position's idea (``"idea"`` in the stored entry, by ``benchmarks/practice_ideas.py``).

Each idea has a **worked case** (a stored position whose idea it is) and a **failing case** (a stored position where
the tempting move does better on the idea's own pull, ``parts(...)[key] < 0``, and still loses): both are drawn, with
the stored reference's figures (16 times the review's budget of fresh paired imagined games, reproduced by the tests)
and the imagined rounds counted here. Numbers in the words come from those figures and from the position.
"""

from __future__ import annotations

from functools import partial
from html import escape
from typing import Any

from engines.meow_oracle.coach import UNIT
from engines.meow_oracle.rules import LINES, PATHS, colours_in_common, neighbours, receivers, run_length
from engines.meow_oracle.reasons import (ClimbsBefore, Gains, GivesBoth, HandsBoth, HandsOn, LineCompleted,
                                        NeighboursScoreLess, OutOfOrder, RunBlocked, RunRoom)

from ..ideas import Case, Idea, StoredCases, figures_tables, whose

__all__ = ["IDEAS", "FACT_IDEAS", "Case", "CASES", "case_entry", "case_state", "endings_of", "reference_figures",
           "ending_figures", "case_words", "case_picture", "case_tables", "REFERENCE_HEAD", "ENDING_HEAD"]

IDEAS = (
    Idea("run", "Room for the run",
         "The run scores only as far as it climbs from a1, so place a card where the cards still to come can fill "
         "the squares before it and after it, not on a1 or c3 by habit."),
    Idea("lines", "Lines pay anywhere",
         "A colour line scores 2 wherever its squares lie on the path, as much as two more cards of run, so a card "
         "that finishes or keeps a line is worth that square, whatever its number."),
    Idea("gifts", "What you give counts",
         "The cards you give score on other players' Areas, and the player on your left, who always gets one, is "
         "compared with you (MO-4): weigh each card on their Area as well as on yours and keep the one that would "
         "do more for them."),
)
"""The page's ideas, in its order (keys as the stored positions carry them)."""

FACT_IDEAS = {OutOfOrder: "run", RunBlocked: "run", RunRoom: "run",
              ClimbsBefore: lambda fact: "run" if fact.gap or fact.after is not None else None,
              LineCompleted: "lines",
              Gains: lambda fact: (None if fact.cost is not None else
                                   "lines" if type(fact.fact) is LineCompleted else None),
              HandsOn: "gifts", GivesBoth: "gifts", HandsBoth: "gifts", NeighboursScoreLess: "gifts"}
"""The idea a review's reason turns on, by its first fact (a placement's gain or cost, or a card kept, by the fact it
holds): the run's room, a line completed, a card given. A run made longer now or a line begun names none (the
ideas warn against judging by either alone), nor does a joker kept, which readers read as a misfit under both the
lines and the gifts, nor a run or lines that score more on average in the imagined rounds: that says how much, not
where, and the ideas' squares read against the coach's own ("not on a1 or c3 by habit" under a card on a1, "a
square the run cannot reach" under a first card in the centre); so the squares to climb before a card name the run's
room, but for a card that starts the run on a1. A line completed where the card played also cuts the run short names
none: "a square the run cannot reach" read against a square it could (misleading; since cut from the idea,
which another reader met under a line finished on b2, within the run's reach)."""


_STORED = StoredCases("meow_oracle")
"""The game's stored practice positions, which the cases are."""
case_entry, case_state, endings_of = _STORED.entry, _STORED.state, _STORED.endings


CASES = {
    "run": (Case(46011, 97), Case(46011, 10)),
    "lines": (Case(46008, 75), Case(46001, 81)),
    "gifts": (Case(46009, 21), Case(46003, 47)),
}
"""Each idea's worked case, then the case where its rule of thumb fails."""


def _action(case: Case, move: str):
    """A move of the case as the engine's action."""
    state, seat = case_state(case)
    return next(a for a in state.legal_actions(seat) if str(a) == move)


def _words(case: Case, move: str) -> str:
    """A move of the case in a learner's words ("B4 on b1", "W5 kept, G10 to Aiko")."""
    from .playing_well import words

    state, seat = case_state(case)
    return words(_action(case, move), seat, state.players)


def _signed(value: float) -> str:
    """A figure with its sign, a true minus sign for a negative one: "+1.5", "\u22120.3"."""
    return ("\u2212" if value < 0 else "+") + f"{abs(value):.1f}"


def reference_figures(case: Case) -> list[list[str]]:
    """The stored reference's figures for both moves, as table rows (games won in 100 and round points, ranges)."""
    return _STORED.reference_rows(case, partial(_words, case), _signed)


def _ending_cells(ending) -> list[str]:
    """A choice's imagined rounds in figures: Point 1, the lines, Point 2, the round total, the neighbours' total
    and the round points."""
    return [f"{ending.per_deal('ascending'):.1f}", f"{ending.per_deal('lines') / 2:.1f}",
            f"{ending.per_deal('lines'):.1f}", f"{ending.total:.1f}", f"{ending.per_deal('others'):.1f}",
            _signed(ending.margin)]


def ending_figures(case: Case) -> list[list[str]]:
    """The imagined rounds after each move, as table rows: Point 1, the lines, Point 2, the round total, the
    neighbours' total and the round points."""
    return _STORED.ending_rows(case, partial(_words, case), _ending_cells)


REFERENCE_HEAD = ("whose choice", "choice", "games won in 100 (range)", f"{UNIT} ahead (range)")
"""The heads of :func:`reference_figures`' table."""
ENDING_HEAD = ("whose choice", "choice", "Point 1 (the run)", "colour lines", "Point 2",
               "round total",
               "neighbours' total", f"{UNIT} ahead")
"""The heads of :func:`ending_figures`' table (each an average over the imagined rounds)."""


def _lines_done(cells: list, square: int) -> list[str]:
    """The colour lines through ``square`` that are complete and share a colour, as words ("the blue column c")."""
    from .area_words import COLOUR_WORD, LINE_NAMES

    done = []
    for line in LINES:
        if square in line and all(cells[s] is not None for s in line):
            shared = colours_in_common(cells[s] for s in line)
            if shared:
                cards = " ".join(str(cells[s]) for s in line)
                done.append(f"a {COLOUR_WORD.get(shared, 'one-colour')} line in {LINE_NAMES[line]} ({cards})")
    return done


def _run_stop(cells: list, path: tuple) -> tuple:
    """Where the run stops going up for good: the first face-up card on the path lower than the one before it, and
    that one, as ``(card, square, earlier card, its square)`` (empty when no face-up card goes down, MO-2)."""
    from engines.meow_oracle.cards import SQUARES

    shown = [s for s in path if cells[s] is not None]
    for before, after in zip(shown, shown[1:]):
        if cells[after].number < cells[before].number:
            return str(cells[after]), SQUARES[after], str(cells[before]), SQUARES[before]
    return ()


def _placing(view: dict, seat: int, action) -> dict[str, Any]:
    """What a placement does to the seat's Area: its step on the path, the run after it, the longest run still
    possible, the lines it completes, and what it does in the review's words (MO-2, MO-3)."""
    from .area_words import placing_words
    from engines.meow_oracle.bots import observed_cells
    from engines.meow_oracle.runs import longest_possible, unseen_cards

    path = PATHS[view["path"]]
    cells = observed_cells(view["areas"][seat])
    unseen = unseen_cards(view)
    gains, losses = placing_words(cells, action.card, action.square, path, "the", unseen)
    numbers = sorted(c.number for c in unseen if c.token != action.card.token)
    cells[action.square] = action.card
    return {"step": path.index(action.square) + 1, "run_after": run_length(cells, path),
            "possible": longest_possible(cells, path, numbers), "completes": _lines_done(cells, action.square),
            "does": gains + losses}


def case_words(case: Case) -> dict[str, Any]:
    """The figures a case's words use, from its stored reference, its imagined rounds and the position itself."""
    from engines.core import seat_name
    from engines.meow_oracle.actions import Place
    from engines.meow_oracle.bots import observed_cells
    from engines.meow_oracle.runs import unseen_cards

    entry = case_entry(case)
    ref = entry["reference"]
    best, other = endings_of(case)
    state, seat = case_state(case)
    view = state.observation(seat)
    path = PATHS[view["path"]]
    unseen = unseen_cards(view)
    words = {"name": seat_name(seat), "players": view["players"], "round": view["round"],
             "near": [seat_name(s) for s in neighbours(seat, view["players"])],
             "gets": [seat_name(s) for s in receivers(seat, view["players"])],
             "best_move": _words(case, entry["best"]), "other_move": _words(case, entry["tempting"]),
             "whose": whose(entry), "best_win": round(100 * ref["best"]["win"]),
             "other_win": round(100 * ref["tempting"]["win"]), "loss": round(100 * ref["loss"]["win"]),
             "loss_points": ref["loss"]["margin"], "deals": best.deals, "unseen": len(unseen),
             "run_now": run_length(observed_cells(view["areas"][seat]), path),
             "stop": _run_stop(observed_cells(view["areas"][seat]), path),
             "face_up": sum(c is not None for c in observed_cells(view["areas"][seat]))}
    for side, ending in (("best", best), ("other", other)):
        words.update({f"{side}_run": ending.per_deal("run"), f"{side}_point1": ending.per_deal("ascending"),
                      f"{side}_lines": ending.per_deal("lines") / 2, f"{side}_point2": ending.per_deal("lines"),
                      f"{side}_others": ending.per_deal("others"), f"{side}_margin": ending.margin})
        action = _action(case, entry["best" if side == "best" else "tempting"])
        if isinstance(action, Place):
            words.update({f"{side}_{k}": v for k, v in _placing(view, seat, action).items()})
            words["card"] = str(action.card)
            words["lower"] = sum(c.number < action.card.number for c in unseen)
            words["higher"] = sum(c.number > action.card.number for c in unseen)
        else:
            words[f"{side}_kept"] = " ".join(map(str, action.keep))
            words[f"{side}_given"] = " ".join(map(str, action.give))
    return words


def case_picture(case: Case, title: str = ""):
    """The table as the player to choose sees it (after ``title`` in bold, if any), then the coach's choice and the
    tempting one, each framed (HTML)."""
    from ..playing_well import BEGINNER, COACH, framed, row
    from ..svg import Html
    from .playing_well import choice_body, table_picture

    entry = case_entry(case)
    state, seat = case_state(case)
    view = state.observation(seat)
    head = f"<p><b>{escape(title)}</b></p>" if title else ""
    tempting = whose(entry)
    choices = [framed(COACH, f"The coach's choice: {_words(case, entry['best'])}",
                      choice_body(view, seat, _action(case, entry["best"]), 30)),
               framed(BEGINNER, f"{tempting[0].upper()}{tempting[1:]}: {_words(case, entry['tempting'])}",
                      choice_body(view, seat, _action(case, entry["tempting"]), 30))]
    return Html(head + table_picture(view, seat, 30) + row(choices))


def case_tables(case: Case):
    """The case's two tables: the stored reference's figures, then the imagined rounds counted (HTML)."""
    return figures_tables((REFERENCE_HEAD, reference_figures(case)), (ENDING_HEAD, ending_figures(case)),
                          "How the imagined rounds end",
                          "the coach's imagined games, played after each move; averages over the round of the choice")
