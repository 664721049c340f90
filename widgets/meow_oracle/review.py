"""The coach in the Meow Oracle apps: the Coach bot's figures, a move in words, a review row's picture, the panel.

The play app and the replay app share what is here:

* ``COACH_BUDGET`` and ``COACH_TIME_LIMIT`` are the Coach level's figures as the apps seat it
  (:func:`widgets.reviewing.coach_bot_for`; the review itself is wired there too, from the registry);
* :func:`describe_action` words a move for a learner (the registry's ``words``; :func:`describer`
  binds it to one seat and table);
* :func:`picture` draws the table as the reviewed seat saw it at a decision, from the
  row's observation only, with that seat's choice and the coach's choice framed;
* :class:`MeowReviewPanel` is the shared :class:`widgets.coaching.ReviewPanel` with the
  turn-up rows left out of the list: where a card is turned up from changes nothing
  (MO-6), so every turn-up is "best" and its row would only hide the choices that matter.
  The panel says how many it left out.

Meow Oracle has no secret cards: nobody, the owner included, knows a face-down card
(MO-6), so every seat's observation shows the same table and the picture of a past
moment holds nothing another seat could not see then.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Iterator, Optional

from engines import InvalidInput
from engines.coach import ReviewRow
from engines.core import seat_name
from engines.meow_oracle import SQUARES, Choose, Place, TurnUp, receivers
from engines.meow_oracle.actions import parse_action
from engines.meow_oracle import coach
from engines.meow_oracle.rules import ASIDE

from ..banner import MessageBanner
from ..coaching import ReviewPanel
from ..games import game
from ..layout import html_block
from ..reviewing import review_for
from ..verdicts import move_words
from ..words import capital
from .areas import areas_html
from .pictures import cards_svg, grid_svg

__all__ = ["COACH_BUDGET", "COACH_TIME_LIMIT", "describe_action", "describer", "picture", "MeowReviewPanel", "YOURS",
           "COACHS"]

COACH_BUDGET = coach.CoachBot.BUDGET
"""Playouts per action of a Coach-level bot in the apps (the coach bot's own budget; a turn-up
has one choice and costs nothing)."""

COACH_TIME_LIMIT = 1.5
"""Seconds after which a Coach-level bot stops sampling (after the sample being played): it
bounds the slowest choices (a four-player game's early placements). Only those few, on a
slow machine, may then differ between two games of the same seed."""

MOVE_STEPS = "each keep-and-give, placement and turn-up"
"""The actions that count one move each in the game record, as a row's moment says."""


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


def picture(row: ReviewRow, watched: bool = False) -> str:
    """The table as the reviewed seat saw it at this decision, with its choice and the coach's framed.

    Drawn from ``row.observation`` only (every Area, the cards turned up and waiting to be
    placed, the rounds scored so far). ``watched``: a replay's seat, named by its name.
    """
    obs = row.observation
    seat = obs["seat"]
    describe = describer(seat, obs["players"], watched)
    whose = f"{seat_name(seat)}'s" if watched else "your"
    mine = capital(whose)
    active = obs.get("active")
    placer = f"{seat_name(seat)} places" if watched else "you place"
    on_turn = (f"; it is {seat_name(active)}'s turn, and {placer} the card {seat_name(active)} gave"
               if active is not None and active != seat and obs["phase"] == "place" else "")
    legend = (f'<div class="mo-review-legend mo-note">Round {obs["round"]}, turn {obs["turn"] + 1} of the round '
              f'(turns count every player\'s turns{on_turn}; {move_words(row.move, MOVE_STEPS)}): '
              f'<span style="border:3px solid {YOURS};padding:0 6px;border-radius:4px">{escape(whose)} choice</span> '
              f'<span style="border:3px solid {COACHS};padding:0 6px;border-radius:4px">the coach\'s choice</span>'
              " (a placed card's square is framed, kept cards are framed).</div>")
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
            + areas_html(obs, me=None if watched else seat, cell=26))


# ----- the panel ---------------------------------------------------------------------------------
SCORE_UNIT = "winner points"
"""What a final score counts (MO-4, MO-8): the review's summary says so, its figures being round points."""


class MeowReviewPanel(ReviewPanel):
    """The shared Review panel, the turn-up rows left out of its list (and counted).

    Where a card is turned up from changes nothing (MO-6): every turn-up is "best", so
    its rows are not listed; the panel says how many it left out, and why.
    """

    def __init__(self, css: str = "mo", banner: Optional[MessageBanner] = None, watched: bool = False) -> None:
        self.watched = watched
        self.hidden = 0
        super().__init__(self._review, lambda row: picture(row, self.watched), css,
                         describer(0, 2, watched), banner, game="meow_oracle")
        self.hidden_note = html_block("", css_class=f"{css}-review-hidden")
        # after the rows, before "How the coach decides": the banner already counts the turn-ups, and on a phone
        # the summary and the first flagged row come first
        self.widget.children = (*self.widget.children[:-1], self.hidden_note, self.widget.children[-1])

    def ready(self, state, seat: int, name: Optional[str] = None) -> None:
        """Offer a review of ``seat``'s choices (words for its seat and table size); ``name`` as the shared panel's."""
        if state is not None:
            self.describe = describer(seat, state.players, self.watched)
        super().ready(state, seat, name)
        self.hidden_note.value = ""

    def clear(self) -> None:
        """Forget the last review."""
        super().clear()
        self.hidden = 0
        if hasattr(self, "hidden_note"):
            self.hidden_note.value = ""

    def start(self) -> None:
        """Run the review (the turn-up rows are counted, not listed)."""
        if not self.running:
            self.hidden = 0
            self.hidden_note.value = ""
        super().start()

    def _review(self, state, seat: int, progress=None, stop=None) -> Iterator[ReviewRow]:
        """The coach's rows, without the turn-ups."""
        for row in review_for(game("meow_oracle"))(state, seat, progress=progress, stop=stop):
            if is_turn_up(row.played):
                self.hidden += 1
                continue
            yield row

    def hidden_text(self) -> str:
        """What the panel says about the rows it left out."""
        if not self.hidden:
            return ""
        who = f"{seat_name(self.seat)} turned" if self.watched else "you turned"
        return (f"{self.hidden} turn-up{'s' if self.hidden != 1 else ''} not listed (the times {who} a card up "
                "with more than one place to turn it from: each face-down square of the grid is a place, and the "
                "cards beside the Area are one place together; a turn-up with one place only counts among the moves "
                "with only one choice): "
                "where a card is turned up from changes nothing, since nobody knows a face-down card (MO-6), "
                "so every turn-up is as good as the coach's.")

    def _finish(self) -> None:
        super()._finish()
        note = self.hidden_text()
        self.hidden_note.value = f'<p class="tt-review-note">{escape(note)}</p>' if note else ""
        if note and not self.rows:
            self.banner.info("Only turn-ups to review in this game. " + note)
        elif note:
            self.banner.success(self.banner.text.rstrip() + f" {self.hidden} turn-up{'s' if self.hidden != 1 else ''}"
                                " not listed (where a card is turned up from changes nothing, MO-6).")


# ----- what the review and a practice session say of a moment -------------------------------------------
def moment_words(observation: dict) -> str:
    """A decision's moment in the game's own words: "Round 1 of 2, turn 4"."""
    return f"Round {observation['round']} of {observation['rounds']}, turn {observation['turn'] + 1}"


def words_for(observation: dict) -> Callable[[str], str]:
    """How the moves of this moment are said, for its seat and table size."""
    return describer(observation["seat"], observation["players"])


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
