"""Meow Oracle's coach in words: what a placement or a keep-and-give does, and the reason a review row gives.

:mod:`engines.meow_oracle.coach` values the choices; this module says, in the game's words, what one
choice does that another does not (colour lines, MO-3; the ascending run along the reading path, MO-2;
the neighbours compared with, MO-4) and writes the one sentence a review row or the Coach gives
(:func:`reason`), true to the figures it is handed. Every clause is computed on the position.
"""

from __future__ import annotations

import re
from typing import Any, Optional, Sequence

from .. import coach as shared
from ..core import join_and, seat_name
from .actions import Choose, Place, TurnUp
from .bots import _best_spot
from .cards import CARD_BY_TOKEN, EVERY_COLOUR, SQUARES, Card
from .rules import ASIDE, LINES, PATHS, _run, area_score, colours_in_common, neighbours, receivers

_COLOUR_WORD = {1: "red", 2: "blue", 4: "green", EVERY_COLOUR: "white"}


def _cells(area: Sequence[str]) -> list:
    """An observed Area as cards, with None for every square not face up."""
    return [CARD_BY_TOKEN.get(t) for t in area]


def _colour(cards: Sequence[Optional[Card]]) -> str:
    """The colour the face-up cards among ``cards`` share, as a word ('red'; 'white' for jokers only)."""
    return _COLOUR_WORD.get(colours_in_common(cards), "one-colour")


def _placing(cells: list, card: Card, square: int, path: tuple, whose: str = "your") -> tuple[list[str], list[str]]:
    """What placing ``card`` on ``square`` does to an Area, in words: ``(gains, losses)`` (MO-2, MO-3).

    Gains: colour lines completed, the ascending run started or made longer, a line of one
    colour kept going. Losses: a line of two face-up cards of one colour spoilt, a number
    out of order on the reading path. ``cells`` is left as it was.
    """
    before_run = _run(cells, path)
    lines = [line for line in LINES if square in line]
    before = {line: (colours_in_common(cells[s] for s in line), sum(cells[s] is not None for s in line))
              for line in lines}
    cells[square] = card
    after_run = _run(cells, path)
    completed = [_colour([cells[s] for s in line]) for line in lines
                 if all(cells[s] is not None for s in line) and colours_in_common(cells[s] for s in line)]
    spoilt, going = [], []
    for line in lines:
        shared_before, face_up = before[line]
        shared_now = colours_in_common(cells[s] for s in line)
        if face_up == 2 and shared_before and not shared_now:
            spoilt.append(_COLOUR_WORD.get(shared_before, "one-colour"))
        elif face_up == 1 and shared_now and shared_now != EVERY_COLOUR:
            going.append(_COLOUR_WORD.get(shared_now, "one-colour"))
    step = path.index(square)
    earlier = next((cells[s] for s in reversed(path[:step]) if cells[s] is not None), None)
    later = next((cells[s] for s in path[step + 1:] if cells[s] is not None), None)
    cells[square] = None
    gains, losses = [], []
    if completed:
        gains.append(f"completes {'a ' + completed[0] + ' line' if len(completed) == 1 else f'{len(completed)} colour lines'}"
                     f" (+{2 * len(completed)} marks)")
    if after_run > before_run and after_run > 1:
        gains.append(f"extends {whose} ascending run to {after_run} cards")
    if going and not completed:
        gains.append(f"keeps a {going[0]} line going")
    if spoilt:
        losses.append(f"spoils {'a ' + spoilt[0] + ' line' if len(spoilt) == 1 else f'{len(spoilt)} lines of one colour'}")
    if _run_can_reach(cells, path, step):  # out of order costs nothing where the run already stops before
        if earlier is not None and card.number < earlier.number:
            losses.append(f"comes after the higher {earlier.token} on the reading path")
        elif later is not None and card.number > later.number:
            losses.append(f"comes before the lower {later.token} on the reading path")
    return gains, losses


def _run_can_reach(cells: list, path: tuple, step: int) -> bool:
    """Whether the ascending run (MO-2) can still reach the ``step``-th square of the path: the face-up cards
    before it never go down (open squares between them may yet get numbers that fit)."""
    last = -1
    for square in path[:step]:
        card = cells[square]
        if card is not None:
            if card.number < last:
                return False
            last = card.number
    return True


_INFINITIVE = {"completes": "complete", "extends": "extend", "keeps": "keep", "spoils": "spoil", "comes": "come"}


def _infinitive(phrase: str) -> str:
    """'completes a red line' -> 'complete a red line'."""
    verb, rest = phrase.split(" ", 1)
    return f"{_INFINITIVE.get(verb, verb)} {rest}"


def _choice_words(action: Any) -> str:
    """An action in a learner's words: 'placing R5 on b2', 'keeping R5', 'turning up the card on b2'."""
    if action.__class__ is Place:
        return f"placing {action.card} on {SQUARES[action.square]}"
    if action.__class__ is Choose:
        return f"keeping {join_and(c.token for c in action.keep)}"
    return "turning up " + ("a card from beside your Area" if action.square == ASIDE else
                            f"the card on {SQUARES[action.square]}")


def _gifts(action: Choose, seat: int, players: int) -> str:
    """'giving B3 to Bruno and G7 to Chidi'."""
    return "giving " + join_and(f"{card} to {seat_name(who)}" for who, card in zip(receivers(seat, players),
                                                                                      action.give))


def _card_does(cells: list, card: Card, path: tuple, whose: str) -> tuple[Optional[int], list[str], int]:
    """Where ``card`` does most on an Area (by the Standard player's measure), what it gains there, in words,
    and the marks it adds to the Area's face-up score (MO-2, MO-3): ``(square, gains, marks)``."""
    spot = _best_spot(cells, (card,), path)[1]
    if not spot:
        return None, [], 0
    gains = _placing(cells, card, spot[0], path, whose)[0]
    before = sum(area_score(cells, path)[1:])
    cells[spot[0]] = card
    after = sum(area_score(cells, path)[1:])
    cells[spot[0]] = None
    return spot[0], gains, after - before


_COLOURS = re.compile(r"\b(red|blue|green|white|one-colour)\b")
_TOKENS = re.compile(r"\b[RBGW]\d+\b")


def _kind(phrase: str) -> str:
    """What a phrase gains or costs, whatever the colour or card: 'completes a red line (+2 marks)' and 'completes a
    blue line (+2 marks)' are one kind, as are 'comes before the lower B0 ...' and 'comes before the lower B3 ...'."""
    return _TOKENS.sub("*", _COLOURS.sub("*", phrase))


def _bare(phrase: str) -> str:
    """A gain without its own marks: 'completes a red line (+2 marks)' -> 'completes a red line'."""
    return phrase.split(" (+", 1)[0]


def _why_choose(observation: dict, seat: int, played: Choose, best: Choose) -> str:
    """What the coach's keep-and-give does better, in words, naming only what differs between the two choices:
    what the coach's kept cards do on your Area that the played choice's do not, and what a card the played
    choice gives does on its receiver's Area that the coach's card for that receiver does not (MO-4, MO-5). A gain
    of the same kind on both sides (a line completed, whatever its colour) is no difference and is not named."""
    path = PATHS[observation["path"]]
    areas = [_cells(a) for a in observation["areas"]]
    players = observation["players"]
    parts = []
    played_keeps = {_kind(_bare(g)) for card in played.keep for g in _card_does(areas[seat], card, path, "your")[1]}
    for card in best.keep:
        if card not in played.keep:
            square, gains, _marks = _card_does(areas[seat], card, path, "your")
            gains = [g for g in gains if _kind(_bare(g)) not in played_keeps]
            if gains:
                parts.append(f"{card} on your {SQUARES[square]} {join_and(gains)}")
    near = set(neighbours(seat, players))
    best_gifts = dict(zip(receivers(seat, players), best.give))
    for who, card in zip(receivers(seat, players), played.give):
        if best_gifts[who] == card:
            continue
        coach_gives = {_kind(_bare(g)) for g in _card_does(areas[who], best_gifts[who], path, "their")[1]}
        square, gains, marks = _card_does(areas[who], card, path, "their")
        gains = [_bare(g) for g in gains if _kind(_bare(g)) not in coach_gives]
        if gains:
            note = "" if who in near else ", though you are not compared with them"
            parts.append(f"{card} would let {seat_name(who)} {join_and(_infinitive(g) for g in gains)} on "
                         f"{SQUARES[square]} (+{marks} mark{'s' * (marks != 1)}{note})")
    return ", and ".join(parts[:2])


def _why_place(observation: dict, seat: int, played: Place, best: Place) -> str:
    """What one placement does on the seat's Area that the other does not, in words (MO-2, MO-3).

    The coach's placement is told by what it gains, a cost it bears set apart (", though it ...");
    the played placement by all it does that the coach's does not. What both do in kind (a line completed or
    kept going, whatever its colour; a card after a higher one, whichever) is no difference and is not named.
    Where the Area as it stands favours the played placement (it gains what the coach's does not, or the coach's
    alone bears a cost), the clause says so and that the coach's edge lies in the rest of the round: it never
    offers those facts as the coach's reason."""
    path = PATHS[observation["path"]]
    cells = _cells(observation["areas"][seat])
    (best_gains, best_losses) = _placing(cells, best.card, best.square, path)
    (played_gains, played_losses) = _placing(cells, played.card, played.square, path)
    best_kinds = {_kind(p) for p in best_gains + best_losses}
    played_kinds = {_kind(p) for p in played_gains + played_losses}
    gains = [phrase for phrase in best_gains if _kind(phrase) not in played_kinds]
    losses = [phrase for phrase in best_losses if _kind(phrase) not in played_kinds]
    yours = [phrase for phrase in played_gains if _kind(phrase) not in best_kinds]
    your_losses = [phrase for phrase in played_losses if _kind(phrase) not in best_kinds]
    coach_words, your_words = f"{best.card} on {SQUARES[best.square]}", f"{played.card} on {SQUARES[played.square]}"
    if gains:
        told = [f"{coach_words} {join_and(gains)}" + (f", though it {join_and(losses)}" if losses else "")]
        if yours or your_losses:
            told.append(f"{your_words} {join_and(yours + your_losses)}")
        return ", while ".join(told)
    favours_yours = bool(yours) or (bool(losses) and not your_losses)
    told = ([f"{coach_words} {join_and(losses)}"] if losses else []) + (
        [f"{your_words} {join_and(yours + your_losses)}"] if yours or your_losses else [])
    if favours_yours:
        if not yours:
            told.append(f"{your_words} does not")
        return (", while ".join(told) + "; as your Area stands yours does better, so the coach's edge lies in the "
                "rest of the round")
    return ", while ".join(told)


def _percent(share: float) -> str:
    """A share of games as a whole percentage."""
    return f"{share:.0%}"


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
                f"included (MO-6), so every choice wins the same {_percent(mine.win)} of {n} playouts.")
    same = str(played) == str(best)
    if played.__class__ is Choose:
        players = observation["players"]
        what_best = f"{_choice_words(best)} and {_gifts(best, seat, players)}"
        what_played = f"{_choice_words(played)} and {_gifts(played, seat, players)}"
        why = "" if same else _why_choose(observation, seat, played, best)
    else:
        what_best, what_played = _choice_words(best), _choice_words(played)
        if same:
            gains, losses = _placing(_cells(observation["areas"][seat]), best.card, best.square,
                                     PATHS[observation["path"]])
            why = f"it {join_and(gains + losses)}" if gains or losses else ""
        else:
            why = _why_place(observation, seat, played, best)
    if same:
        text = (f"The coach agrees with {what_best}: it wins {_percent(mine.win)} of {n} playouts, "
                f"{mine.margin:+.2f} {unit} {against} on average")
        return text + (f"; {why}." if why else ".")
    gap = shared.compare(mine, yours, padded=True)  # what the coach's choice gains, paired, as the verdict reads it
    margin = round(gap.margin, 2)
    more = (f", {abs(margin):.2f} {unit} {'more' if margin < 0 else 'fewer'} {against} on average" if margin else "")
    wins = f"{what_played} wins {_percent(yours.win)} of {n} playouts against {_percent(mine.win)}"
    where = shared.better_in(gap)
    if where:
        return (f"Your move did better{' in ' + unit if where == 'points' else ''} than the coach's {what_best}: "
                f"{wins}{more}.")
    if shared.as_well(gap):  # level or ahead in games; where it ends behind in points beyond the noise, say so
        games = " in games" if gap.margin_low > 0 else ""
        return f"Your move did as well{games} as the coach's {what_best}: {wins}{more}."
    if gap.win_low <= 0 and gap.margin_low <= 0:
        yours_more = (f", yours {abs(margin):.2f} {unit} {'fewer' if margin > 0 else 'more'} {against} on average"
                      if margin else "")
        return (f"The playouts cannot tell {what_played} from the coach's {what_best}: "
                f"yours wins {_percent(yours.win)} and the coach's {_percent(mine.win)} of {n} playouts{yours_more}.")
    ahead = (f", though yours ends {abs(margin):.2f} {unit} better {against} on average" if gap.margin_high < 0 else
             f", {abs(margin):.2f} {unit} {'more' if margin >= 0 else 'fewer'} {against} on average")
    text = (f"The coach prefers {what_best} to {what_played}: it wins {_percent(mine.win)} of {n} "
            f"playouts against {_percent(yours.win)}{ahead}")
    return text + (f"; {why}." if why else ".")


def review_reason(observation: dict, seat: int, played: Any, best: Any,
                  evaluations: Sequence[shared.Evaluation]) -> str:
    """:func:`reason` for the review's figures (:func:`engines.meow_oracle.coach.review_evaluate`), whose margins are
    round points (:data:`ROUND`)."""
    return reason(observation, seat, played, best, evaluations, points=ROUND)
