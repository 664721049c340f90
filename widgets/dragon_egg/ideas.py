"""The ideas of the Dragon Egg's Playing well page: three pulls on every choice, each with a worked case and a case
where its rule of thumb fails.

The ideas come from the stored practice positions (``widgets/results/practice.json``): for each one, the coach's
imagined games after its choice and after the tempting one were played to the end (:func:`engines.dragon_egg.
endings.endings`) and the difference in the chooser's ZOO ahead split into three parts (:func:`engines.dragon_egg.
endings.parts`): the money this round's sets earn, the money of the rounds after it, the richest rival's money at
the end. The largest part is the position's idea (``"idea"`` in the stored entry, by ``benchmarks/practice_ideas.py``).

Each idea has a **worked case** (a stored position whose idea it is) and a **failing case** (a stored position where
the tempting move does better on the idea's own pull, ``parts(...)[key] < 0``, and still loses): both are drawn, with
the stored reference's figures (16 times the review's budget of fresh paired imagined games, reproduced by the tests)
and the imagined games counted here. Numbers in the words come from those figures and from the position.
"""

from __future__ import annotations

from html import escape
from typing import Any

from engines.core import seat_name
from engines.dragon_egg import Build, Rules, parse_action, set_strength
from engines.dragon_egg.reasons import EarnsMore, EndInReach, HoldsOffEnd, KeepsBetter, KeepsRevelation, SetBeats

from ..ideas import Case, Idea, StoredCases, figures_tables, whose

__all__ = ["IDEAS", "FACT_IDEAS", "Case", "CASES", "TIE", "case_entry", "case_state", "endings_of", "reference_figures",
           "ending_figures", "case_words", "page_words", "case_picture", "case_tables", "REFERENCE_HEAD", "ENDING_HEAD"]

IDEAS = (
    Idea("now", "Far times Near",
         "A round pays the Far's score times the Near's (DE-3), so a set that scores little costs the whole round: "
         "build both sets to score, above all when this round can end the game and nothing kept will pay later."),
    Idea("later", "Keep the Revelation",
         "The card left out of your sets stays in your hand for the next round (DE-6), so when spending a Revelation "
         "or a high card buys little this round, keep it for a Friends later."),
    Idea("rivals", "Beat the leader",
         "Only the richest rival's money counts against you when the game ends (DE-8), and their sets score only "
         "for the sets they beat or tie (DE-3), so near the end build to beat the leader's sets."),
)
"""The page's ideas, in its order (keys as the stored positions carry them)."""

FACT_IDEAS = {SetBeats: "now", EarnsMore: "now", KeepsBetter: "later", KeepsRevelation: "later",
              EndInReach: "rivals", HoldsOffEnd: "rivals"}
"""The idea a review's reason turns on, by its first fact (a fact of two ideas, as beating and keeping, or both sets
Friends, which beat and qualify for the egg, names none; nor does a bracelet handed back, whose idea, spend a bracelet
before the end, is one of the page's moments, not of its ideas: under "Beat the leader" a reader looked for
sets to build)."""


CASES = {
    "now": (Case(46002, 41), Case(46015, 22)),
    "later": (Case(46018, 10), Case(46028, 26)),
    "rivals": (Case(46014, 27), Case(46019, 26)),
}
"""Each idea's worked case, then the case where its rule of thumb fails; :data:`TIE` is one more of keeping a card:
spending the Revelation on a tie pays the rival as well (DE-3)."""
TIE = Case(46004, 27)
_STORED = StoredCases("dragon_egg")
case_entry, case_state, endings_of = _STORED.entry, _STORED.state, _STORED.endings


def _words(move: str) -> str:
    """A move in a learner's words ("Far R7 R* and Near B2 B3", "hand back a bracelet")."""
    from .review import describe_action

    return describe_action(move)


def _signed(value: float) -> str:
    """ZOO with its sign, as the page's other tables write them ("+1.5", "\u22120.3")."""
    from .playing_well import money

    return money(value)


def reference_figures(case: Case) -> list[list[str]]:
    """The stored reference's figures for both moves, as table rows (games won in 100 and ZOO ahead, ranges)."""
    return _STORED.reference_rows(case, _words, _signed)


def _ending_cells(ending) -> list[str]:
    """A choice's imagined games in figures: this round's ZOO, the later rounds' ZOO, the richest rival's money at
    the end, the games ended at this round's scoring and the ZOO ahead."""
    return [f"{ending.per_deal('now'):.1f}", f"{ending.per_deal('later'):.1f}", f"{ending.per_deal('rival'):.1f}",
            f"{ending.ended} of {ending.deals}", _signed(ending.margin)]


def ending_figures(case: Case) -> list[list[str]]:
    """The imagined games after each move, as table rows (see :data:`ENDING_HEAD`)."""
    return _STORED.ending_rows(case, _words, _ending_cells)


REFERENCE_HEAD = ("whose choice", "choice", "games won in 100 (range)", "ZOO ahead (range)")
"""The heads of :func:`reference_figures`' table."""
ENDING_HEAD = ("whose choice", "choice", "ZOO this round", "ZOO in later rounds", "richest rival at the end",
               "games that end this round", "ZOO ahead")
"""The heads of :func:`ending_figures`' table (money as an average over the imagined games)."""


def _sets(move: str, rules: Rules) -> dict[str, Any]:
    """A build's sets and their strengths (DE-1, DE-2); empty for another move."""
    action = parse_action(move)
    if not isinstance(action, Build):
        return {}
    far, near = set_strength(action.far, rules), set_strength(action.near, rules)
    return {"far": " ".join(map(str, action.far)), "near": " ".join(map(str, action.near)), "far_total": far.total,
            "near_total": near.total, "far_friends": far.friends, "near_friends": near.friends}


def _beaten(set_text: str, shown: list[str], rules: Rules, tied: bool = False) -> int:
    """How many of the ``shown`` sets the set ``set_text`` beats or ties (only ties: ``tied``, DE-3)."""
    mine = set_strength(set_text, rules)
    strengths = [set_strength(t, rules) for t in shown]
    if tied:
        return sum((s.friends, s.total) == (mine.friends, mine.total) for s in strengths)
    return sum((s.friends, s.total) <= (mine.friends, mine.total) for s in strengths)


def _kept(hand: list[str], move: str) -> list[str]:
    """The cards of ``hand`` a build leaves out of its sets (the whole hand for another move)."""
    action = parse_action(move)
    left = list(hand)
    if isinstance(action, Build):
        for card in action.cards:
            left.remove(str(card))
    return left


def case_words(case: Case) -> dict[str, Any]:
    """The figures a case's words use, from its stored reference, its imagined games and the position itself."""
    entry, (state, seat), (best, other) = case_entry(case), case_state(case), endings_of(case)
    ref, view = entry["reference"], state.observation(seat)
    rules = Rules(view["revelation"], view["rebuild_draws"])
    money = view["money"]
    leader = max((s for s in range(view["players"]) if s != seat), key=lambda s: money[s])
    words = {"name": seat_name(seat), "players": view["players"], "round": view["round"], "money": money[seat],
             "threshold": view["threshold"], "leader": seat_name(leader), "leader_money": money[leader],
             "bracelets": view["bracelets"][seat], "hand": list(view["hand"]),
             "shown": {seat_name(s): t for s, t in enumerate(view["shown"]) if t}, "target": view["egg_target"],
             "used_egg": view["egg_used_by"] == seat,
             "best_move": _words(entry["best"]), "other_move": _words(entry["tempting"]), "whose": whose(entry),
             "best_win": round(100 * ref["best"]["win"]), "other_win": round(100 * ref["tempting"]["win"]),
             "loss": round(100 * ref["loss"]["win"]), "loss_zoo": ref["loss"]["margin"], "deals": best.deals}
    for side, ending, move in (("best", best, entry["best"]), ("other", other, entry["tempting"])):
        words.update({f"{side}_now": ending.per_deal("now"), f"{side}_later": ending.per_deal("later"),
                      f"{side}_rival": ending.per_deal("rival"), f"{side}_ended": ending.ended,
                      f"{side}_margin": ending.margin, f"{side}_wins": ending.wins,
                      f"{side}_kept": _kept(view["hand"], move)})
        sets = _sets(move, rules)
        words.update({f"{side}_{k}": v for k, v in sets.items()})
        if sets and words["target"]:
            shown = list(words["shown"].values())
            words[f"{side}_beats"] = _beaten(sets[words["target"]], shown, rules)
            words[f"{side}_ties"] = _beaten(sets[words["target"]], shown, rules, tied=True)
    return words


def _starred(value: Any) -> Any:
    """``value`` with every "*" escaped for Markdown (strings, and the strings in lists and dicts)."""
    if isinstance(value, str):
        return value.replace("*", "\\*")
    if isinstance(value, list):
        return [_starred(v) for v in value]
    if isinstance(value, dict):
        return {k: _starred(v) for k, v in value.items()}
    return value


def page_words(case: Case) -> dict[str, Any]:
    """:func:`case_words` as the page's Markdown quotes them: a Revelation's "*" escaped ("R\\*")."""
    return _starred(case_words(case))


def case_picture(case: Case, title: str = ""):
    """The table as the player to choose sees it (after ``title`` in bold, if any), then the coach's choice and the
    tempting one, each framed (HTML)."""
    from ..svg import Html
    from .playing_well import STYLE, BEGINNER, COACH, choice_html, table_html

    entry, (state, seat) = case_entry(case), case_state(case)
    view, tempting = state.observation(seat), whose(entry)
    return Html(STYLE + (f"<p><b>{escape(title)}</b></p>" if title else "")
                + f'<div class="de-pw">{table_html(view)}'
                + choice_html(view, parse_action(entry["best"]), "The coach's choice", COACH)
                + choice_html(view, parse_action(entry["tempting"]), f"{tempting[0].upper()}{tempting[1:]}", BEGINNER)
                + f'<div class="de-note">{escape(seat_name(seat))}\'s hand: the cards a choice uses are framed, '
                  'the others faded.</div></div>')


def case_tables(case: Case):
    """The case's two tables: the stored reference's figures, then the imagined games counted (HTML)."""
    return figures_tables((REFERENCE_HEAD, reference_figures(case)), (ENDING_HEAD, ending_figures(case)),
                          "How the imagined games end",
                          "the coach's imagined games, played to the end after each move; averages per game")
