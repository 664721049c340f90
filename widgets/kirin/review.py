"""Kirin's review hooks: the apps' Coach bot's figures, a move in words and the review's pictures.

``HOOKS`` (a :class:`widgets.review_hooks.ReviewHooks`, where each hook is described) is what the play
and replay apps and practice read; the review itself and the Coach bot are wired once from the game
registry (:mod:`widgets.reviewing`). The review runs :func:`engines.kirin.coach.review` on a finished
game; :func:`picture` draws one of its rows from ``row.observation`` alone (the reviewed seat's hand and
declaration and the public table), with the seat's choice and the coach's choice
both marked, so the review shows nothing that seat could not see then.
"""

from __future__ import annotations

from html import escape
from typing import Any, Optional

from engines.kirin import BEAST_TITLES, TRICKS_PER_ROUND, legal_follows, parse_card
from engines.kirin.coach import CoachBot
from engines.kirin.round_points import round_points

from ..review_hooks import ReviewHooks
from .pictures import card_svg, cards_svg, order_html, seat_names, trick_svg
from .imagined import imagined_picture
from .reason_words import reason_words

__all__ = ["HOOKS", "describe_action", "picture"]



def describe_action(action: Any, observation: Optional[dict] = None, name: Optional[str] = None) -> str:
    """A move (or its notation) in a learner's words: ``play Q6``, or ``declare Q6 (collect Azure Dragon cards)``.

    The words are the same at every moment and for every seat (``observation`` and ``name`` change nothing).
    """
    notation = str(action)
    verb, _, token = notation.partition(" ")
    if verb == "declare":
        return f"declare {token} (collect {BEAST_TITLES[parse_card(token).beast]} cards)"
    return notation


def picture(row: Any, name: Optional[str] = None) -> str:
    """The table as ``row.seat`` saw it before the choice, from ``row.observation`` only, both choices marked.

    The hand shows the seat's choice (◎, captioned "you", or ``name``) and the coach's
    (✓, "coach"); cards the follow rule forbade are faded. The legend words the seat's
    choice as "your", or "Bruno's" with ``name`` "Bruno".
    """
    who, mark = ("your", "you") if name is None else (f"{name}'s", name)
    obs = row.observation
    seat = obs["seat"]
    names = seat_names()
    hand = list(obs["hand"])
    played, best = row.played.partition(" ")[2], row.best.partition(" ")[2]
    declaring = obs["phase"] == "declare"
    led = obs["trick"][0][1] if obs["trick"] else None
    allowed = ({str(c) for c in legal_follows(hand, led, obs["order"])} if not declaring and led
               else set(hand))
    marks, captions = [], []
    for token in hand:
        if token == played == best:
            marks.append("legal")
            captions.append("both")
        elif token == played:
            marks.append("highlight")
            captions.append(mark)
        elif token == best:
            marks.append("legal")
            captions.append("coach")
        else:
            marks.append(None if token in allowed else False)
            captions.append("")
    title = ("Your hand: " if name is None else f"{names[seat]}'s hand: ") + " ".join(hand)
    row_svg = cards_svg(hand, marks, captions=captions, gap=8, width=54, height=76, title=title)
    if declaring:
        table = ""
    else:
        cards = [c for _, c in obs["trick"]]
        table = trick_svg(cards, obs["leader"], names=seat_names(seat if mark == "you" else None), to_play=seat,
                          you=seat if mark == "you" else None)  # its title says who played each card
    declared = (f"<div class='ki-note'>Declared: {card_svg(obs['declaration'], width=30, height=42)} "
                f"<b>{escape(obs['declaration'])}</b></div>" if obs["declaration"] else "")
    scores = ", ".join(f"{'You' if s == seat and name is None else escape(names[s])} {p}"
                       for s, p in enumerate(obs["scores"]))  # "You", as the summary's final scores say
    same = played == best
    legend = ("<div class='ki-note ki-review-legend'>"
              + (f"&#10003; <b>{who} choice and the coach's choice</b> (marked \u201cboth\u201d): "
                 f"{escape(describe_action(row.best))}" if same else
                 f"&#9678; <b>{who} choice</b> (marked \u201c{escape(mark)}\u201d): {escape(describe_action(row.played))}"
                 f" &middot; &#10003; <b>the coach's choice</b> (marked \u201ccoach\u201d): "
                 f"{escape(describe_action(row.best))}")
              + (". Faded cards were not allowed by the follow rule (KI-4)." if len(allowed) < len(hand) else ".")
              + "</div>")
    # the moment heads the row and the practice question (moment_words): said again here, readers tripped on it
    side = (f"<div class='ki-note' style='line-height:1.7'>"
            f"Order in force:<br>{order_html(obs['order'])}<br>Game scores: {scores}</div>")
    return ("<div class='ki-review-table' style='display:flex;gap:18px;flex-wrap:wrap;align-items:center'>"
            f"{table}{side}</div>"
            f"<div class='ki-review-hand'>{declared}{row_svg}{legend}</div>")


# ----- what the review and a practice session say of a moment -------------------------------------------
def moment_words(observation: dict) -> str:
    """A decision's moment in the game's own words: "Round 1 of 3, trick 4" or "Round 2 of 3, the declaration"."""
    where = f"Round {observation['round']} of {observation['rounds']}"
    if observation["phase"] == "declare":
        return f"{where}, the declaration"
    return f"{where}, trick {min(len(observation['tricks']) + 1, TRICKS_PER_ROUND)}"


def position_picture(observation: dict) -> str:
    """The table as the seat saw it, nothing marked: the trick so far, the order, the scores and the hand."""
    obs = observation
    seat = obs["seat"]
    names = seat_names()
    hand = list(obs["hand"])
    led = obs["trick"][0][1] if obs["trick"] else None
    declaring = obs["phase"] == "declare"
    allowed = set(hand) if declaring or not led else {str(c) for c in legal_follows(hand, led, obs["order"])}
    marks = [None if token in allowed else False for token in hand]
    row_svg = cards_svg(hand, marks, gap=8, width=54, height=76, title="Your hand: " + " ".join(hand))
    table = "" if declaring else trick_svg([c for _, c in obs["trick"]], obs["leader"], names=seat_names(seat),
                                           to_play=seat, you=seat)
    declared = (f"<div class='ki-note'>Declared: <b>{escape(obs['declaration'])}</b></div>"
                if obs["declaration"] else "")
    scores = ", ".join(f"{'You' if s == seat else escape(names[s])} {p}"
                       for s, p in enumerate(obs["scores"]))  # "You", as the summary's final scores say
    faded = " Faded cards are not allowed by the follow rule (KI-4)." if len(allowed) < len(hand) else ""
    return ("<div class='ki-review-table' style='display:flex;gap:18px;flex-wrap:wrap;align-items:center'>"
            f"{table}<div class='ki-note' style='line-height:1.7'>Order in force:<br>{order_html(obs['order'])}"
            f"<br>Game scores: {scores}</div></div>"
            f"<div class='ki-review-hand'>{declared}{row_svg}<div class='ki-note'>Your hand.{faded}</div></div>")


def score_words(state: Any, seat: int, name: Optional[str] = None) -> str:
    """Where the seat's final score came from, round by round: a point per card of its declared beast in the tricks
    it won (KI-7), and what the others won of that beast, so that a total of 0 has its cause in view."""
    who = "you" if name is None else name
    said = ["A point per card won of the beast declared (KI-7)."]
    for taken in round_points(state, seat):
        beast = taken.beast.title
        head = f"Round {taken.round}, {beast} declared: {taken.points} point{'' if taken.points == 1 else 's'}"
        tricks = "the trick" if taken.tricks == 1 else f"the {taken.tricks} tricks"
        if not taken.tricks:
            said.append(f"{head}; {who} won no trick, and the others won {taken.others} {beast} cards.")
        elif not taken.points:
            said.append(f"{head}; {tricks} {who} won held no {beast} card, and the others won {taken.others}.")
        else:
            said.append(f"{head}, from {tricks} {who} won; the others won {taken.others} {beast} cards.")
    return " ".join(said) if len(said) > 1 else ""


HOOKS = ReviewHooks(
    # sampled games per legal action (the coach bot's own budget): a declaration weighs nine choices, a card at
    # most eight, so a declaration takes the longest; benchmarks/bench_coach.py measures the time a move takes
    coach_budget=CoachBot.BUDGET,
    # seconds after which the bot plays its best choice so far: it keeps a move near the ~2 s goal when the
    # machine is busy; when the budget ends the work first, the moves repeat for a seed
    coach_time_limit=1.5,
    describe_action=describe_action, picture=picture, moment_words=moment_words, position_picture=position_picture,
    reason_words=reason_words, imagined_picture=imagined_picture, score_words=score_words)
"""Kirin's review hooks (:class:`widgets.review_hooks.ReviewHooks`)."""
