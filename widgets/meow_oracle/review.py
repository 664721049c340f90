"""Meow Oracle's review hooks: the apps' Coach bot's figures, a move in words, a review row's picture, the turn-ups.

``HOOKS`` (a :class:`widgets.review_hooks.ReviewHooks`, where each hook is described) is what the play
app, the replay app and practice read:

* the Coach level's figures as the apps seat it (:func:`widgets.reviewing.coach_bot_for`);
* :func:`describe_action` words a move for a learner (the registry's ``words``; :func:`describer`
  binds it to one seat and table);
* :func:`picture` draws the table as the reviewed seat saw it at a decision, from the
  row's observation only, with that seat's choice and the coach's choice framed;
* :data:`TURN_UPS` leaves the turn-up rows out of the shared :class:`widgets.coaching.ReviewPanel`'s
  list: where a card is turned up from changes nothing (MO-6), so every turn-up is "best" and its row
  would only hide the choices that matter. The panel says how many it left out.

Meow Oracle has no secret cards: nobody, the owner included, knows a face-down card
(MO-6), so every seat's observation shows the same table and the picture of a past
moment holds nothing another seat could not see then.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Optional

from engines import InvalidInput
from engines.coach import ReviewRow
from engines.core import seat_name
from engines.meow_oracle import SQUARES, Choose, Place, TurnUp, receivers
from engines.meow_oracle.actions import parse_action
from engines.meow_oracle import coach
from engines.meow_oracle.rules import ASIDE

from ..review_hooks import LeftOut, ReviewHooks
from ..words import capital
from .areas import areas_html
from .imagined import imagined_picture
from .pictures import cards_svg, grid_svg
from .reason_words import reason_words

__all__ = ["HOOKS", "TURN_UPS", "describe_action", "describer", "picture", "YOURS", "COACHS"]



def is_turn_up(notation: str) -> bool:
    """Whether a move is a turn-up ('turn b2', 'turn aside')."""
    return notation.split()[:1] == ["turn"]


# ----- words ----------------------------------------------------------------------------------
def describe_action(action: Any, observation: Optional[dict] = None, name: Optional[str] = None) -> str:
    """A move (or its notation) in a learner's words: 'keep R5, give B3 to Bruno', 'place R5 on b2',
    'turn up the card on c3'.

    Whom a keep-and-give gives to depends on the seat and the table: ``observation`` gives them (its
    ``seat`` and ``players``; without one, seat 0 at a table of two). ``name`` ("Bruno") words a seat
    watched from outside ("beside Bruno's Area"); without it the Area is "your".
    """
    if isinstance(action, str):
        try:
            action = parse_action(action)
        except (InvalidInput, ValueError):
            return action
    seat, players = (observation["seat"], observation["players"]) if observation else (0, 2)
    if isinstance(action, Choose):
        gives = " and ".join(f"{c} to {seat_name(s)}" for c, s in zip(action.give, receivers(seat, players)))
        return f"keep {' and '.join(map(str, action.keep))}, give {gives}"
    if isinstance(action, Place):
        return f"place {action.card} on {SQUARES[action.square]}"
    if action.square == ASIDE:
        whose = "your" if name is None else f"{name}'s"
        return f"turn up a card from beside {whose} Area"
    return f"turn up the card on {SQUARES[action.square]}"


def describer(seat: int, players: int, watched: bool = False) -> Callable[[str], str]:
    """``describe(notation)``: :func:`describe_action` for a move of ``seat`` at a table of ``players``
    (``watched``: the seat is named, not "you")."""
    moment = {"seat": seat, "players": players}
    name = seat_name(seat) if watched else None
    return lambda notation: describe_action(notation, moment, name)


# ----- a review row's picture ------------------------------------------------------------------
YOURS = "#0072B2"
"""The frame of the reviewed seat's choice (blue)."""
COACHS = "#E69F00"
"""The frame of the coach's choice (orange)."""


def _frame(colour: str, title: str, body: str) -> str:
    """A framed box with a title: one choice."""
    return (f'<div class="mo-review-choice" style="border:3px solid {colour};border-radius:8px;'
            f'padding:6px 8px;margin:4px 8px 4px 0">'
            f'<div><b>{escape(title)}</b></div>{body}</div>')


def _choice_body(obs: dict, seat: int, notation: str) -> str:
    """One choice drawn on what the seat saw: the Area after a placement, the turned-up cards' fates."""
    try:
        action = parse_action(notation)
    except (InvalidInput, ValueError):
        return ""
    area = [t if t else "" for t in obs["areas"][seat]]
    if isinstance(action, Place):
        cells = list(area)
        cells[action.square] = str(action.card)
        return grid_svg(cells, True, True, path=obs["path"], cell=34, selected=action.square,
                        title=f"the Area with {action.card} placed on {SQUARES[action.square]}")
    if isinstance(action, Choose):
        up = list(obs["turned_up"])
        fates = {str(c): "keep" for c in action.keep}
        fates.update({str(c): f"to {seat_name(s)}" for c, s in zip(action.give, receivers(seat, obs["players"]))})
        kept = [i for i, t in enumerate(up) if fates.get(t) == "keep"]
        return cards_svg(up, selected=kept, captions=[fates.get(t, "") for t in up], width=56, height=78)
    if isinstance(action, TurnUp) and action.square != ASIDE:
        return grid_svg(area, True, True, path=obs["path"], cell=34, selected=action.square,
                        title=f"the Area with the card on {SQUARES[action.square]} to turn up")
    return '<div class="mo-note">a face-down card from beside the Area</div>'


def picture(row: ReviewRow, name: Optional[str] = None) -> str:
    """The table as the reviewed seat saw it at this decision, with its choice and the coach's framed.

    Drawn from ``row.observation`` only (every Area, the cards turned up and waiting to be
    placed, the rounds scored so far). ``name``: the seat named ("Bruno's choice") rather than "your".
    """
    obs = row.observation
    seat = obs["seat"]
    describe = HOOKS.words(obs, name)
    whose = "your" if name is None else f"{name}'s"
    mine = capital(whose)
    active = obs.get("active")
    placer = "you place" if name is None else f"{name} places"
    # the moment itself heads the row and the practice question (moment_words): said again here, readers tripped
    on_turn = (f"{seat_name(active)}'s turn: {placer} the card {seat_name(active)} gave."
               if active is not None and active != seat and obs["phase"] == "place" else "")
    legend = f'<div class="mo-review-legend mo-note">{escape(on_turn)}</div>' if on_turn else ""
    if row.played == row.best:
        choices = _frame(YOURS, f"{mine} choice and the coach's choice: {describe(row.played)}",
                         _choice_body(obs, seat, row.played))
    else:
        choices = (_frame(YOURS, f"{mine} choice: {describe(row.played)}", _choice_body(obs, seat, row.played))
                   + _frame(COACHS, f"The coach's choice: {describe(row.best)}", _choice_body(obs, seat, row.best)))
    waiting = ""
    if obs["phase"] == "place" and obs["to_place"]:
        cards = obs["to_place"][0][1]
        waiting = f'<div class="mo-note">To place: {escape(" and ".join(cards))}</div>'
    scores = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(obs["scores"]))
    return (legend + f'<div class="mo-note">Winner points so far: {escape(scores)}</div>' + waiting
            + '<div style="display:flex;flex-wrap:wrap;align-items:flex-start">' + choices + "</div>"
            + '<div class="mo-section-title">Every Area at that moment</div>'
            + areas_html(obs, me=seat if name is None else None, cell=26))


# ----- the turn-ups the review leaves out ---------------------------------------------------------
def _turn_ups_note(count: int, name: Optional[str]) -> str:
    """What the panel says under its rows about the turn-ups it left out (``name``: whose they were)."""
    whose = "" if name is None else f" ({name}'s)"
    return (f"{count} turn-up{'s' if count != 1 else ''}{whose} not listed: nobody knows a face-down card, so which "
            "one is turned up changes nothing (MO-6).")


def _turn_ups_brief(count: int) -> str:
    """The same in a few words, for the banner."""
    return f"{count} turn-up{'s' if count != 1 else ''} not listed (where a card is turned up from changes nothing, MO-6)."


TURN_UPS = LeftOut(is_left_out=lambda row: is_turn_up(row.played), note=_turn_ups_note, brief=_turn_ups_brief,
                   alone="Only turn-ups to review in this game.")
"""The review's turn-up rows, counted and not listed: where a card is turned up from changes nothing (MO-6)."""


# ----- what the review and a practice session say of a moment -------------------------------------------
_STEPS = {"turn": "turning up", "choose": "keeping and giving", "place": "placing a card"}
"""Each step of a turn (MO-4, MO-6), so that a turn's two choices are told apart by what they are: readers found
"(your second choice there)" obscure."""


def moment_words(observation: dict) -> str:
    """A decision's moment in the game's own words: "Round 1 of 2, turn 4, placing a card"."""
    step = _STEPS.get(observation["phase"])
    return (f"Round {observation['round']} of {observation['rounds']}, turn {observation['turn'] + 1}"
            + (f", {step}" if step else ""))


def position_picture(observation: dict) -> str:
    """The table as the seat saw it, nothing marked: the scores, the cards to place or turned up, every Area."""
    obs, seat = observation, observation["seat"]
    scores = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(obs["scores"]))
    waiting = ""
    if obs["phase"] == "place" and obs["to_place"]:
        waiting = f'<div class="mo-note">To place: {escape(" and ".join(obs["to_place"][0][1]))}</div>'
    elif obs["turned_up"]:
        waiting = (f'<div class="mo-note">Turned up: {escape(" ".join(obs["turned_up"]))}</div>'
                   + cards_svg(list(obs["turned_up"]), width=56, height=78))
    return (f'<div class="mo-note">Winner points so far: {escape(scores)}</div>' + waiting
            + '<div class="mo-section-title">Every Area</div>' + areas_html(obs, me=seat, cell=26))


HOOKS = ReviewHooks(
    coach_budget=coach.CoachBot.BUDGET,  # the coach bot's own budget; a turn-up has one choice and costs nothing
    # seconds after which the bot stops sampling (after the sample being played): it bounds the slowest choices (a
    # four-player game's early placements); only those few, on a slow machine, may then differ between two games
    # of the same seed
    coach_time_limit=1.5,
    describe_action=describe_action, picture=picture, moment_words=moment_words, position_picture=position_picture,
    reason_words=reason_words,
    points_against="neighbours",  # a round's points are the seat's total less its neighbours' average (MO-4)
    score_unit="winner points",  # what a final score counts (MO-4, MO-8); the review's figures are marks
    left_out=TURN_UPS, imagined_picture=imagined_picture)
"""Meow Oracle's review hooks (:class:`widgets.review_hooks.ReviewHooks`)."""
