"""Meow Oracle's coach in words: what a placement or a keep-and-give does, and the reason a review row gives.

:mod:`engines.meow_oracle.coach` values the choices; this module says, in the game's words, what one
choice does that another does not (colour lines, MO-3; the ascending run along the reading path, MO-2;
the neighbours compared with, MO-4) and writes the one sentence a review row or the Coach gives
(:func:`reason`), true to the figures it is handed. Every clause is computed on the position.
"""

from __future__ import annotations

from typing import Any, Sequence

from .. import coach as shared
from ..core import join_and, seat_name
from .actions import Choose, TurnUp
from .area_words import bare_gain, card_does, choice_words, infinitive, kind_of, placing_words  # noqa: F401
from .bots import observed_cells
from .comparisons import why_choose, why_place
from .rules import PATHS, neighbours, receivers  # noqa: F401
from .runs import longest_possible, unseen_cards  # noqa: F401


def percent(share: float) -> str:
    """A share of games as a whole percentage."""
    return f"{share:.0%}"


def _gifts(action: Choose, seat: int, players: int) -> str:
    """'giving B3 to Bruno and G7 to Chidi'."""
    return "giving " + join_and(f"{card} to {seat_name(who)}" for who, card in zip(receivers(seat, players),
                                                                                      action.give))


WINNER = ("winner points", "against the best other player")
"""How :func:`reason` names the margins of :func:`engines.meow_oracle.coach.evaluate`: their unit (winner points, MO-4),
and whom they are counted against."""
ROUND = ("round points", "against your neighbours")
"""How :func:`review_reason` names the margins of the review's evaluate (round points: your round total minus your
neighbours', :func:`engines.meow_oracle.coach.neighbour_margin`)."""


def reason(observation: dict, seat: int, played: Any, best: Any, evaluations: Sequence[shared.Evaluation], *,
           points: tuple[str, str] = WINNER) -> str:
    """One sentence for a learner about ``played`` against the coach's ``best``, following the figures given.

    The coach's own choice says the coach agrees; a move that did better than the coach's beyond the
    playouts' noise, in games or in points, says so ("Your move did better"); one the figures put level
    with or ahead of it, within the noise, says "Your move did as well"; one the playouts cannot tell
    apart says that; only a move clearly behind gets "The coach prefers" and the facts that differ
    (and, when it still ends ahead in points beyond the noise, that too).
    The figures are the evaluations' own (the share of playouts won, and the margin, named by
    ``points``: its unit and whom it is counted against, :data:`WINNER` or :data:`ROUND`), paired
    playout by playout as the review's verdict reads them; the words come from the rules (colour
    lines, the ascending run along the reading path, the neighbours compared with).
    """
    by_text = {str(e.action): e for e in evaluations}
    mine, yours = by_text[str(best)], by_text[str(played)]
    unit, against = points
    n = mine.playouts
    if played.__class__ is TurnUp:
        return (f"Where you turn a card up from changes nothing: nobody knows a face-down card, you "
                f"included (MO-6), so every choice wins the same {percent(mine.win)} of {n} playouts.")
    same = str(played) == str(best)
    if played.__class__ is Choose:
        players = observation["players"]
        what_best = f"{choice_words(best)} and {_gifts(best, seat, players)}"
        what_played = f"{choice_words(played)} and {_gifts(played, seat, players)}"
        why = "" if same else why_choose(observation, seat, played, best)
    else:
        what_best, what_played = choice_words(best), choice_words(played)
        if same:
            gains, losses = placing_words(observed_cells(observation["areas"][seat]), best.card, best.square,
                                     PATHS[observation["path"]], unseen=unseen_cards(observation))
            why = f"it {join_and(gains + losses)}" if gains or losses else ""
        else:
            why = why_place(observation, seat, played, best)
    if same:
        text = (f"The coach agrees with {what_best}: it wins {percent(mine.win)} of {n} playouts, "
                f"{mine.margin:+.2f} {unit} {against} on average")
        return text + (f"; {why}." if why else ".")
    gap = shared.compare(mine, yours, padded=True)  # what the coach's choice gains, paired, as the verdict reads it
    margin = round(gap.margin, 2)
    more = (f", {abs(margin):.2f} {unit} {'more' if margin < 0 else 'fewer'} {against} on average" if margin else "")
    wins = f"{what_played} wins {percent(yours.win)} of {n} playouts against {percent(mine.win)}"
    where = shared.better_in(gap)
    if where:
        return (f"Your move did better{' in ' + unit if where == 'points' else ''} than the coach's {what_best}: "
                f"{wins}{more}.")
    if shared.as_well(gap):  # level or ahead in games; where it ends behind in points beyond the noise, say so
        games = " in games" if gap.margin > 0 else ""  # behind in points on average: the facts say why
        return f"Your move did as well{games} as the coach's {what_best}: {wins}{more}" + \
            (f"; in points, {why}." if games and why else ".")
    if gap.win_low <= 0 and gap.margin_low <= 0:
        yours_more = (f", yours {abs(margin):.2f} {unit} {'fewer' if margin > 0 else 'more'} {against} on average"
                      if margin else "")
        return (f"The playouts cannot tell {what_played} from the coach's {what_best}: "
                f"yours wins {percent(yours.win)} and the coach's {percent(mine.win)} of {n} playouts{yours_more}.")
    ahead = (f", though yours ends {abs(margin):.2f} {unit} better {against} on average" if gap.margin_high < 0 else
             f", {abs(margin):.2f} {unit} {'more' if margin >= 0 else 'fewer'} {against} on average")
    text = (f"The coach prefers {what_best} to {what_played}: it wins {percent(mine.win)} of {n} "
            f"playouts against {percent(yours.win)}{ahead}")
    return text + (f"; {why}." if why else ".")


def review_reason(observation: dict, seat: int, played: Any, best: Any,
                  evaluations: Sequence[shared.Evaluation]) -> str:
    """:func:`reason` for the review's figures (:func:`engines.meow_oracle.coach.review_evaluate`), whose margins are
    round points (:data:`ROUND`)."""
    return reason(observation, seat, played, best, evaluations, points=ROUND)
