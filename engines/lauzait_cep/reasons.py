"""Lauzait Cep!'s coach in words: a move described for a learner, and the one sentence a review row or the Coach
gives (:func:`reason`), with the way on after a dissolve or a proposal to end that a review values it with
(:func:`way_on_words`; :mod:`engines.lauzait_cep.coach` values the choices and chooses that way on:
``review_words``, ``review_reason``). Every clause here is computed on the position and true to the figures it
is handed. It imports nothing from the coach.
"""

from __future__ import annotations

from typing import Callable, Sequence

from .. import coach as shared
from ..core import seat_name
from ..words import capital
from .actions import (Accept, Declare, DeclareStalemate, Decline, Discard, Dissolve, EndDay, Form, Move,
                      ProposeEnd, department)
from .board import SQUARE_NAMES, WATER
from .pieces import PIECES, TOKENS
from .rules import (Formation, Rules, best_declaration, best_restatement, bonus_of, joker_numbers, luminous_points,
                    scored_words, water_success)

_CODE = {token: code for code, token in enumerate(TOKENS)}


def _odds(chance) -> str:
    """A chance as "1 in 2"."""
    return f"{chance.numerator} in {chance.denominator}"


def describe(observation: dict, action) -> str:
    """What ``action`` does for the observation's seat, in the game's words (a phrase)."""
    board = observation["board"]
    seat = observation["seat"]
    if isinstance(action, Discard):
        return f"discarding {TOKENS[action.code]}"
    if isinstance(action, Move):
        moving, target = board[action.src], board[action.dst]
        src, dst = SQUARE_NAMES[action.src], SQUARE_NAMES[action.dst]
        if action.dst in WATER:
            if moving == target:  # either throw gives the same piece: no gamble to speak of
                return (f"moving {moving} from {src} into the Water on {dst} (you take a {moving} whatever the "
                        "throw)")
            return (f"moving {moving} from {src} into the Water on {dst} (a {_odds(water_success())} "
                    f"chance to take {target}, else you take {moving}, the piece you moved)")
        return f"moving {moving} from {src} to {dst} to take {target}"
    if isinstance(action, Form):
        pieces = action.pieces
        bonus = bonus_of([p.value for p in pieces], sum(p.is_joker for p in pieces))
        return f"forming {' '.join(map(str, pieces))} for a bonus of {bonus}"
    if isinstance(action, Dissolve):
        text = " ".join(map(str, action.pieces))
        refund = next((d["bonus"] for d in observation["revealed"][seat] if d["pieces"] == text), 0)
        return f"dissolving {text} and paying back {refund}"
    if isinstance(action, Declare):
        declared = declaration_value(observation)
        if declared is None:
            return "declaring"
        formation, extra = declared
        bonus = (f", plus {_points(extra)} for {extra} piece{'s' if extra > 1 else ''} like the luminous "
                 f"{observation['luminous']}" if extra else "")
        return (f"declaring now for {_points(formation.total + extra)} "
                f"({scored_words(formation.formations)}{bonus})")
    if isinstance(action, EndDay):
        return "ending your day without declaring" if observation["can_declare"] else "ending your day"
    if isinstance(action, DeclareStalemate):
        return "declaring Stalemate"
    if isinstance(action, ProposeEnd):
        return "proposing to end the game now with the totals as they stand"
    if isinstance(action, Accept):
        return "accepting to end the game now"
    if isinstance(action, Decline):
        return "declining, so the game goes on"
    return str(action)


def declaration_value(observation: dict) -> tuple[Formation, int] | None:
    """What declaring would score now, as the engine scores it: the formation at its best
    (LC-7, LC-T2) and the luminous points (LC-9); ``None`` if the pieces make no declaration."""
    seat = observation["seat"]
    numbers = joker_numbers(observation["players"], Rules(**observation["rules"]))
    revealed = observation["revealed"][seat]
    departments = [department(d["pieces"]) for d in revealed]
    if revealed:
        formation = best_restatement(departments, numbers)
    else:
        formation = best_declaration([PIECES[_CODE[t]] for t in observation["hand"]], numbers)
    if formation is None:
        return None
    luminous = observation["luminous"]
    held = [PIECES[_CODE[t]] for t in observation["hand"]] + [p for d in departments for p in d]
    return formation, (0 if luminous is None else luminous_points(held, luminous))


def way_on_words(observation: dict, action, way: Sequence[tuple[dict, object]]) -> str:
    """What ``action`` does (:func:`describe`) and the way on a review values it with, each later step said from
    the observation it is played from (``way``: pairs of that observation and the step): "dissolving W1 W2 J=W3
    and paying back 0 (valued with the coach's best way on after it: forming W1 W2 J=W0 again for a bonus of 0,
    then discarding G7)"; a proposal's, "(valued with, if the others decline, the coach's best way on after it:
    ...)"."""
    text = describe(observation, action)
    steps, done = [], [action]
    for seen, step in way:
        said = describe(seen, step)
        again = next((d for d in done if isinstance(d, Dissolve)), None)
        if isinstance(step, Form) and again and sorted(p.code for p in step.pieces) == sorted(
                p.code for p in again.pieces):
            said = said.replace(" for a bonus", " again for a bonus", 1)
        steps.append(said)
        done.append(step)
    declined = ", if the others decline," if isinstance(action, ProposeEnd) else ""
    return f"{text} (valued with{declined} the coach's best way on after it: {', then '.join(steps)})"


def _points(value: float) -> str:
    """A number of points in words: "1 point", "2.4 points"."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return f"{text} point" + ("" if text == "1" else "s")


def reason(observation: dict, seat: int, played, best, evaluations: Sequence[shared.Evaluation], *,
           words: Callable[[dict, object], str] = describe) -> str:
    """One sentence for a learner, true to the figures it is given: what ``best`` and ``played`` each
    do (:func:`describe`: a declaration's points, a throw's odds, a bonus or refund, all as the engine
    counts them), how each fared in the playouts, and where each leaves the seat against the best
    other score. ``words`` says what an action does (:func:`describe` unless told)."""
    by_text = {str(e.action): e for e in evaluations}
    mine, top = by_text[str(played)], by_text[str(best)]
    last = observation["season"] >= observation["seasons"]
    when = "when the game ends" if last else "when this season ends"
    rival = seat_name(1 - seat) if observation["players"] == 2 else "the best other score"

    def standing(value: shared.Evaluation) -> str:
        if round(value.margin, 1) == 0:
            return f"level with {rival}"
        return f"about {_points(abs(value.margin))} {'ahead of' if value.margin > 0 else 'behind'} {rival}"

    def wins(value: shared.Evaluation) -> str:
        exact = last or all(w in (0.0, 1.0) for _, w in value.outcomes)  # else the estimate of the seasons left
        return f"wins {'about' if exact else 'an estimated'} {round(100 * value.win)} games in 100"

    samples = f"over {top.playouts} sampled deals"
    if str(played) == str(best):
        return (f"{capital(words(observation, played))} is the coach's choice too: {samples} it {wins(top)} "
                f"and stands {standing(top)} {when}.")
    both = (f"yours, {words(observation, played)}, {wins(mine)} and stands {standing(mine)} {when}; "
            f"the coach's, {words(observation, best)}, {wins(top)} and stands {standing(top)}")
    gap = shared.compare(top, mine, padded=True)  # what the coach's choice gains, paired, as the verdict reads it
    where = shared.better_in(gap)  # yours did better beyond the playouts' noise: in games, or in points
    if where:
        return f"Your choice did better{' in points' if where == 'points' else ''}: {samples} {both}."
    if shared.as_well(gap):
        in_games = " in games" if gap.margin > 0 else ""  # level or ahead in games, behind in points on average
        return f"Your choice did as well{in_games}: {samples} {both}."
    if gap.win_low <= 0 and gap.margin_low <= 0:
        return f"The playouts cannot tell the two apart: {samples} {both}."
    though = f", though yours ends {_points(abs(gap.margin))} better placed" if gap.margin_high < 0 else ""
    return (f"{capital(samples)} the coach's choice, {words(observation, best)}, {wins(top)} and stands "
            f"{standing(top)} {when}; yours, {words(observation, played)}, {wins(mine)} and stands "
            f"{standing(mine)}{though}.")
