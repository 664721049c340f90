"""Lauzait Cep!'s review hooks: the apps' Coach bot's figures, words and pictures.

``HOOKS`` (a :class:`widgets.review_hooks.ReviewHooks`, where each hook is described) is what the play
and replay apps and practice read:

* the Coach level's figures as the apps seat it (:func:`widgets.reviewing.coach_bot_for`);
* :func:`describe_action` words a move for a learner (the registry's ``words``), in the coach's own words when the
  row's observation is known ("move G4 from c3 into the Water on c2 (a 1 in 2 chance to
  take W5, else you take G4, the piece you moved)");
* :func:`picture` draws the table as the reviewed seat saw it at a decision, from
  the row's observation only (that seat's concealed pieces, the board, every revealed
  department, how many pieces the others held), with that seat's choice and the coach's
  choice framed and marked (the shared :class:`widgets.coaching.ReviewPanel` words each row
  from its own observation).

Lauzait Cep! hides only the concealed pieces of each hand (and the face-down pieces); the
board, the revealed departments, the scores and every line of the log are public. So a
picture drawn from one seat's observation shows nothing another seat could not see
then, except that seat's own concealed pieces.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Optional

from engines import InvalidInput
from engines.coach import ReviewRow
from engines.core import join_and, seat_name
from engines.lauzait_cep import (Accept, Declare, DeclareStalemate, Decline, Discard, Dissolve, EndDay, Form,
                                 Move, ProposeEnd, coach, department_bonus, parse_action, parse_cards, square_name)
from engines.lauzait_cep.season_points import SeasonPoints, season_points

from ..layout import stacked
from ..palette import LEGAL, Swatch
from ..review_hooks import ReviewHooks
from ..words import capital
from .imagined import imagined_picture
from .reason_words import command, reason_words
from .pictures import board_svg, department_svg, pieces_svg
from .seasons import players_html

__all__ = ["HOOKS", "describe_action", "picture", "YOURS", "COACHS"]

YOURS = "#0072B2"
"""The frame and mark of the reviewed seat's choice (blue)."""
COACHS = "#E69F00"
"""The frame and mark of the coach's choice (orange)."""
YOUR_MARK = Swatch("your choice", YOURS, "#FFFFFF", "", "\u25ce")
"""The badge on the piece the reviewed seat discarded (blue, \u25ce)."""
COACH_MARK = Swatch("the coach's choice", COACHS, "#000000", "", "\u2713")
"""The badge on the piece the coach would discard (orange, \u2713)."""


# ----- words -----------------------------------------------------------------------------------------
_FIXED_WORDS: dict[type, str] = {
    Declare: "declare",
    EndDay: "end the day",
    DeclareStalemate: "declare Stalemate",
    ProposeEnd: "propose to end the game now",
    Accept: "accept to end the game now",
    Decline: "decline, so the game goes on",
}
"""The moves that carry nothing but their kind, in words."""



def _pieces(action: Any) -> str:
    """The pieces of a department move, as written: "R1 R2 R3"."""
    return " ".join(map(str, action.pieces))


_PIECE_WORDS: dict[type, Callable[[Any], str]] = {
    Discard: lambda action: f"discard {str(action).split()[1]}",
    Move: lambda action: f"move the piece on {square_name(action.src)} to {square_name(action.dst)}",
    Form: lambda action: f"form {_pieces(action)} for a bonus of {department_bonus(list(action.pieces))}",
    Dissolve: lambda action: f"dissolve {_pieces(action)}",
}
"""The moves that name pieces or squares, each as a function of the move that words it."""


def _plain(action: Any) -> str:
    """A move in words from its notation alone (no observation at hand)."""
    kind = type(action)
    if kind in _PIECE_WORDS:
        return _PIECE_WORDS[kind](action)
    return _FIXED_WORDS.get(kind, str(action))


def describe_action(action: Any, observation: Optional[dict] = None, name: Optional[str] = None) -> str:
    """A move (or its notation) in a learner's words: what it does in ``observation`` (what the seat saw), as a
    command ("discard W5"); without one, from the move alone ("move the piece on c3 to c2"). ``name`` ("Bruno")
    speaks of a seat watched from outside."""
    if isinstance(action, str):
        try:
            action = parse_action(action)
        except (InvalidInput, ValueError):
            return action
    if observation is None:
        return _plain(action)
    return command(coach.effect(observation, action), name)  # a dissolve's way on is in its row's reason only


# ----- a review row's picture ---------------------------------------------------------------------------
def _frame(colour: str, heading: str, body: str, css: str) -> str:
    """A framed box with a heading: one choice."""
    return (f'<div class="{css}" style="border:3px solid {colour};border-radius:8px;padding:6px 8px;'
            f'margin:4px 8px 4px 0;max-width:360px"><div><b>{escape(heading)}</b></div>{body}</div>')


def _choice_body(obs: dict, notation: str) -> str:
    """One choice drawn on what the seat saw: a move on the board, a department formed or dissolved."""
    try:
        action = parse_action(notation)
    except (InvalidInput, ValueError):
        return ""
    if isinstance(action, Move):
        return str(board_svg(obs, selected=action.src, destinations=[action.dst], cell=40,
                             title=f"the board for {notation}"))
    if isinstance(action, Form):
        pieces = list(action.pieces)
        return str(department_svg(pieces, f"bonus {department_bonus(pieces)}", size=30))
    if isinstance(action, Dissolve):
        text = " ".join(map(str, action.pieces))
        refund = next((d["bonus"] for d in obs["revealed"][obs["seat"]] if d["pieces"] == text), 0)
        return str(department_svg(text, f"pay back {refund}", size=30))
    return ""


def _hand_marks(hand: list[str], played: str, best: str, mark: str) -> tuple[list, list[str]]:
    """Marks and captions for the hand: the discarded piece of each choice (one piece per token)."""
    def token(notation: str) -> Optional[str]:
        parts = notation.split()
        return str(parse_cards([parts[1]])[0].bare) if parts[:1] == ["discard"] and len(parts) == 2 else None

    mine, coachs = token(played), token(best)
    marks, captions = [None] * len(hand), [""] * len(hand)
    for wanted, kind, caption in ((mine, YOUR_MARK, mark), (coachs, COACH_MARK, "coach")):
        if wanted is None:
            continue
        i = next((i for i, t in enumerate(hand) if t == wanted), None)
        if i is None:
            continue
        if captions[i]:
            marks[i], captions[i] = LEGAL, "both"
        else:
            marks[i], captions[i] = kind, caption
    return marks, captions


PHASE_WORDS = {"day": "the start of the day", "move": "the move of the hire", "after hire": "after the hire",
               "third department": "all nine pieces formed", "vote": "answering a proposal to end the game"}
"""A decision's moment in words, by the observation's phase."""


def picture(row: ReviewRow, name: Optional[str] = None) -> str:
    """The table as ``row.seat`` saw it before the choice, from ``row.observation`` only, both choices marked.

    The seat's concealed pieces (a discarded piece marked: ``name`` or "you" for the seat's
    choice, "coach" for the coach's), the board as it stood, every seat's revealed departments
    and concealed count (face down), the scores; then each choice in a frame (blue: the seat's,
    orange: the coach's), a move drawn on the board, a department with its bonus.
    ``name`` is whose choice it was ("Bruno"); without it the choice is "your".
    """
    obs = row.observation
    seat = obs["seat"]
    whose = "your" if name is None else f"{name}'s"
    mine = capital(whose)
    mark = "you" if name is None else name
    describe = HOOKS.words(obs, name)
    hand = list(obs["hand"])
    marks, captions = _hand_marks(hand, row.played, row.best, mark)
    owner = "Your" if name is None else f"{name}'s"
    # the marks said in the picture's title too, for a screen reader (readers of its text found no mark)
    titled = " ".join(t + (f" (marked \u201c{c}\u201d)" if c else "") for t, c in zip(hand, captions))
    hand_svg = (str(pieces_svg(hand, marks, captions=captions if any(captions) else None, size=34, gap=3,
                               title=f"{owner} concealed pieces: {titled}"))
                if hand else '<span class="lc-note">no concealed piece</span>')
    moved = (f"{'You' if name is None else name} discarded {obs['discarded']} onto {obs['landing']}. "
             if obs["phase"] == "move" and obs["discarded"] else "")  # the moment itself heads the row's details
    marks_said = _marks_said(captions, mark, whose)
    legend = f'<div class="lc-note lc-review-legend">{escape(moved)}{marks_said}</div>'
    if row.played == row.best:
        choices = _frame(YOURS, f"{mine} choice and the coach's choice: {describe(row.played)}",
                         _choice_body(obs, row.played), "lc-review-choice lc-review-both")
    else:
        choices = (_frame(YOURS, f"{mine} choice: {describe(row.played)}", _choice_body(obs, row.played),
                          "lc-review-choice lc-review-yours")
                   + _frame(COACHS, f"The coach's choice: {describe(row.best)}", _choice_body(obs, row.best),
                            "lc-review-choice lc-review-coachs"))
    moving = any(isinstance(_parsed(n), Move) for n in (row.played, row.best))
    board = "" if moving else str(board_svg(obs, cell=44, title="the board at that moment"))
    names = [seat_name(s) if s != seat else (f"You ({seat_name(s)})" if name is None else seat_name(s))
             for s in range(obs["players"])]
    return (legend
            + f'<div class="lc-review-hand"><div class="lc-label">{escape(owner)} concealed pieces</div>{hand_svg}</div>'
            + '<div style="display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px">' + board + choices + "</div>"
            + stacked(players_html(obs, names, seat)))


def _marks_said(captions: list[str], mark: str, whose: str) -> str:
    """What the hand's marks mean, naming only the marks it shows (a form has no piece to mark)."""
    if "both" in captions:
        return f"In the hand, the piece marked \u201cboth\u201d is {escape(whose)} discard and the coach's."
    said = [f"\u201c{escape(c)}\u201d is " + (f"{escape(whose)} discard" if c == mark else "the coach's discard")
            for c in (mark, "coach") if c in captions]
    return f"In the hand, the piece marked {' and '.join(said)}." if said else ""


def _parsed(notation: str):
    """The action of a notation, or ``None``."""
    try:
        return parse_action(notation)
    except (InvalidInput, ValueError):
        return None


# ----- what the review and a practice session say of a moment -------------------------------------------
def moment_words(observation: dict) -> str:
    """A decision's moment in the game's own words: "Season 1 of 3, day 8, the start of the day"."""
    phase = PHASE_WORDS.get(observation["phase"], observation["phase"])
    return f"Season {observation['season']} of {observation['seasons']}, day {observation['day']}, {phase}"


def position_picture(observation: dict) -> str:
    """The table as the seat saw it, nothing marked: the concealed pieces, the board and every seat's departments."""
    obs, seat = observation, observation["seat"]
    hand = list(obs["hand"])
    hand_svg = (str(pieces_svg(hand, [None] * len(hand), size=34, gap=3, title="Your concealed pieces: " + " ".join(hand)))
                if hand else '<span class="lc-note">no concealed piece</span>')
    names = [f"You ({seat_name(s)})" if s == seat else seat_name(s) for s in range(obs["players"])]
    moved = (f'<div class="lc-note">You discarded {escape(obs["discarded"])} onto {escape(obs["landing"])}.</div>'
             if obs["phase"] == "move" and obs["discarded"] else "")
    return (f'<div class="lc-review-hand"><div class="lc-label">Your concealed pieces</div>{hand_svg}</div>' + moved
            + str(board_svg(obs, cell=44, title="the board")) + stacked(players_html(obs, names, seat)))


def ending_words(state: Any) -> str:
    """How a game ended where its scores alone do not say it: by everyone's agreement (LC-10), in which season."""
    season = next((event[1] for event in state.events if event.kind == "agreed"), None)
    return f"Everyone agreed to end it in season {season} (LC-10)." if season is not None else ""


def _season_words(season: SeasonPoints, seat: int, name: Optional[str]) -> str:
    """One season's points and where they came from: "0 in season 1 (no bonus; Bruno declared)"."""
    if season.bonuses > 0:
        bonuses = f"bonuses {season.bonuses}"
    else:
        bonuses = "no bonus" if not season.bonuses else f"{-season.bonuses} paid back"
    if season.declarer is None:
        declared = "nobody declared"
    elif season.declarer == seat:
        owner = "your" if name is None else f"{name}'s"
        declared = f"{owner} declaration {season.declared}"
    else:
        declared = f"{seat_name(season.declarer)} declared"
    return f"{season.points} in season {season.season} ({bonuses}; {declared})"


def score_words(state: Any, seat: int, name: Optional[str] = None) -> str:
    """Where the seat's final score came from, season by season: the bonuses banked (LC-5) and its declaration's
    points (LC-7), so that a total of 0 has its cause in view."""
    seasons = [_season_words(s, seat, name) for s in season_points(state, seat)]
    if not seasons:
        return ""
    return (f"{'You' if name is None else name} scored {join_and(seasons)}: a season pays the bonuses of the "
            "departments formed (LC-5), and the declaration's points to the player who declares (LC-7).")


HOOKS = ReviewHooks(
    # sampled deals a decision (the coach bot's own budget): a four-player decision takes the longest, the time
    # limit bounds it, and benchmarks/bench_coach.py measures it
    coach_budget=coach.CoachBot.BUDGET,
    # seconds after which the bot stops sampling (after the deal being played out) and plays its choice so far (at
    # least one deal is always played): it keeps a four-player move near 2 s on a busy machine; when the budget
    # ends the work first, the moves repeat for a seed
    coach_time_limit=1.0,
    describe_action=describe_action, picture=picture, moment_words=moment_words, position_picture=position_picture,
    reason_words=reason_words, imagined_picture=imagined_picture, ending_words=ending_words, score_words=score_words)
"""Lauzait Cep!'s review hooks (:class:`widgets.review_hooks.ReviewHooks`)."""
