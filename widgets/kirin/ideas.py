"""Kirin's two Playing well ideas, Take the trick now and Keep what wins later, and the four stored positions the
page works them on.

A position's idea is the larger of two parts of what the coach's card gains over the tempting one in its imagined
rounds (:func:`engines.kirin.endings.parts`): the cards of the player's beast won in the trick on the table, or those
won in the round's later tricks. The third part, the other players' points, decides none of the stored positions.
:data:`CASES` pairs each idea's worked case with a position where the tempting card gains on that same part and
still loses (its rule of thumb failing). The page's tables and words come from :class:`widgets.ideas.StoredCases`
(the stored reference and imagined rounds) and from the position itself; nothing here plays a game.
"""

from __future__ import annotations

from functools import partial
from html import escape
from typing import Any

from engines.core import seat_name
from engines.kirin import BEAST_TITLES, parse_card
from engines.kirin.rules import beast_ladder_words
from engines.kirin.coach import beaten_by, still_to_play
from engines.kirin.reasons import KeepsStronger, Likelier, TrickFor

from ..ideas import Case, Idea, StoredCases, figures_tables, whose

__all__ = ["IDEAS", "FACT_IDEAS", "Case", "CASES", "case_entry", "case_state", "endings_of", "reference_figures",
           "ending_figures", "FURTHER", "case_words", "case_picture", "case_tables", "REFERENCE_HEAD", "ENDING_HEAD"]

IDEAS = (
    Idea("now", "Take the trick now",
         "A trick pays its cards of your beast only to the card that wins it (KI-7), so win it now with a card that "
         "surely does."),
    Idea("later", "Keep what wins later",
         "A card you play or declare is gone for the round, so give up the one your later tricks need least, and "
         "keep, rather than declare, a Kirin card that calls for the order your cards win in (KI-6)."),
)
"""Take the trick now, then Keep what wins later: the page's order; their keys are the pulls the positions carry."""


def _trick_idea(fact: TrickFor) -> str:
    """A trick the coach's card takes, as the trick's last card, and the one played does not: take it now; one
    neither takes: give up the card the later tricks need least; else none (both ahead, only the cards of the beast
    differ; or a card only ahead with players still to follow, no case of "a card that surely does": a reader
    took S5 for a sure winner that Bruno could still beat)."""
    if fact.winner == fact.seat:
        return "now" if fact.played_winner != fact.seat and fact.ends else ""
    return "later" if fact.played_winner != fact.seat else ""


def _likelier_idea(fact: Likelier) -> str:
    """A card nothing unseen beats takes the trick now; one merely likelier to is no case of that idea ("a card that
    surely does"), so it names none."""
    return "now" if not fact.beaten else ""


def _kept_idea(fact: KeepsStronger) -> str:
    """A card kept for later is that idea's case, but not a card kept from a lead only for outranking the card led in
    the order in force, where its clauses (the smallest card that wins, the weakest on a trick you cannot win) do not
    fit (a reader found them beside such a lead puzzling), nor a Kirin card the coach plays to turn the order, which
    its "keep, rather than declare, one that calls for the order they win in" reads against, nor a card of the seat's
    own beast given up, against "your weakest of a beast other than yours", nor a card kept that would take a trick
    holding none of the seat's beast, which "on a trick you cannot win" reads against."""
    if fact.lead is not None and fact.orders == 0 or fact.card.is_kirin and fact.turns or fact.own or fact.bare:
        return ""
    return "later"


FACT_IDEAS = {TrickFor: _trick_idea, Likelier: _likelier_idea, KeepsStronger: _kept_idea}
"""The idea a review's reason turns on, by its first fact (a led Kirin card names none, nor does a declaration:
readers found "Keep what wins later" fit a choice between beasts badly, and its "keep, rather than declare, one
that calls for the order they win in" read against a Kirin card the coach declared)."""

CASES = {
    "now": (Case(46011, 42), Case(46002, 53)),
    "later": (Case(46003, 49), Case(46007, 7)),
}
"""Per idea: Dagny's QT on SK- Q6 and Chidi's B6 on Q5 (now); Dagny's X1 or XT on B3 and her QT on Q3 B6 S6 (later).
The first of each pair is worked, the second fails."""

FURTHER = {
    "now": Case(46004, 48),
    "later": Case(46008, 2),
}
"""Per idea, a case of the reading its sentence ends on: Chidi leads BT, which surely wins, rather than X2 (now);
Chidi declares X2 and keeps QK-, whose descending order his XT wins in (later)."""

_STORED = StoredCases("kirin")
"""Kirin's stored practice positions, read as the page's cases."""
case_entry, case_state, endings_of = _STORED.entry, _STORED.state, _STORED.endings


def _card(move: str) -> str:
    """The card of a stored move ("play QT" is QT)."""
    return move.split(" ", 1)[1]


def _words(case: Case, move: str) -> str:
    """A move of the case as the page names it: the card played ("QT"), or the card declared ("XK+ declared")."""
    return _card(move) if move.startswith("play ") else f"{_card(move)} declared"


def _signed(points: float) -> str:
    """Points to two places with their sign, the minus a true one ("+2.10", "\u22120.97")."""
    return ("+", "\u2212")[points < 0] + f"{abs(points):.2f}"


def reference_figures(case: Case) -> list[list[str]]:
    """The stored reference's figures for both moves, as table rows (games won in 100 and points, ranges)."""
    return _STORED.reference_rows(case, partial(_words, case), _signed)


def _ending_cells(ending) -> list[str]:
    """A choice's imagined rounds in figures: the trick taken, its points, the later tricks' points, the others'
    average and the difference."""
    return [f"{ending.taken} of {ending.deals}", f"{ending.per_deal('now'):.2f}", f"{ending.per_deal('later'):.2f}",
            f"{ending.per_deal('others'):.2f}", _signed(ending.margin)]


def ending_figures(case: Case) -> list[list[str]]:
    """The imagined rounds after each move, as table rows: how often it took this trick, the points from it and
    from the later tricks, the others' average round points, and the difference."""
    return _STORED.ending_rows(case, partial(_words, case), _ending_cells)


REFERENCE_HEAD = ("whose choice", "card", "games won in 100 (range)", "points against the best other player (range)")
"""The heads of :func:`reference_figures`' table."""
ENDING_HEAD = ("whose choice", "card", "takes this trick", "points from this trick", "points from later tricks",
               "each other player's round points",
               "this trick + later \u2212 others")
"""The heads of :func:`ending_figures`' table (each an average over the imagined rounds, but the tricks taken)."""


def _beaten(view: dict, card: str) -> int:
    """How many cards the seat has not seen would beat ``card`` played now (the engine's outcome, KI-5)."""
    return beaten_by(view, parse_card(card).id)[0]


def _view(case: Case) -> dict:
    """What the player to choose sees in the case (its observation)."""
    state, seat = case_state(case)
    return state.observation(seat)


def _asks(card: str) -> str:
    """The order a Kirin card calls for, with its beasts ("descending order (Black Tortoise > ...)"), else ""."""
    order = parse_card(card).direction
    return f"{order.value} order ({beast_ladder_words(order)})" if order else ""


def case_words(case: Case) -> dict[str, Any]:
    """The figures a case's words use, from its stored reference, its imagined rounds and the position itself."""
    entry, (best, other), view = case_entry(case), endings_of(case), _view(case)
    ref, seat = entry["reference"], view["seat"]
    beast = parse_card(view["declaration"] or _card(entry["best"])).beast
    in_trick = [c for _, c in view["trick"] if parse_card(c).beast is beast]
    words = {"name": seat_name(seat), "beast": BEAST_TITLES[beast], "declared": view["declaration"],
             "order": view["order"], "trick_number": len(view["tricks"]) + 1, "trick": [c for _, c in view["trick"]],
             "in_trick": in_trick, "after": len(still_to_play(view)[0]) if view["declaration"] else 0, "hand": list(view["hand"]),
             "best_move": _words(case, entry["best"]), "other_move": _words(case, entry["tempting"]),
             "whose": whose(entry), "best_win": round(100 * ref["best"]["win"]),
             "other_win": round(100 * ref["tempting"]["win"]), "loss": round(100 * ref["loss"]["win"], 1),
             "loss_low": round(100 * ref["loss"]["win_low"], 1), "loss_high": round(100 * ref["loss"]["win_high"], 1),
             "deals": best.deals}
    for side, ending in (("best", best), ("other", other)):
        card = _card(entry["best" if side == "best" else "tempting"])
        words.update({f"{side}_taken": ending.taken, f"{side}_now": ending.per_deal("now"),
                      f"{side}_later": ending.per_deal("later"), f"{side}_others": ending.per_deal("others"),
                      f"{side}_margin": ending.margin, f"{side}_beaten": _beaten(view, card),
                      f"{side}_own": parse_card(card).beast is beast, f"{side}_asks": _asks(card),
                      f"{side}_beast": BEAST_TITLES[parse_card(card).beast]})
    words["trumps"] = [c for c in view["hand"] if parse_card(c).is_trump and parse_card(c).beast is beast]
    return words


def case_picture(case: Case, title: str = ""):
    """The trick and the hand as the player to choose sees them (after ``title`` in bold, if any), then the coach's
    card and the tempting one, each framed (HTML)."""
    from ..playing_well import BEGINNER, COACH, framed, row
    from ..svg import Html
    from .pictures import cards_svg
    from .playing_well import table_picture

    entry, view = case_entry(case), _view(case)
    head = f"<p><b>{escape(title)}</b></p>" if title else ""
    tempting = whose(entry)
    choices = [framed(COACH, f"The coach's choice: {_words(case, entry['best'])}",
                      str(cards_svg([_card(entry["best"])], width=48, height=67))),
               framed(BEGINNER, f"{tempting[0].upper()}{tempting[1:]}: {_words(case, entry['tempting'])}",
                      str(cards_svg([_card(entry["tempting"])], width=48, height=67)))]
    return Html(head + table_picture(view, view["seat"]) + row(choices))


def case_tables(case: Case):
    """The case's two tables: the stored reference's figures, then the imagined rounds counted (HTML)."""
    return figures_tables((REFERENCE_HEAD, reference_figures(case)), (ENDING_HEAD, ending_figures(case)),
                          "How the imagined rounds end",
                          "the coach's imagined games, played after each card; averages a round, the round of the "
                          "choice only")
