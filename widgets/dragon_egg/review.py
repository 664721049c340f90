"""The Dragon Egg's review hooks: the apps' Coach bot, a move in words, the table drawn from one seat's view.

``HOOKS`` (a :class:`widgets.review_hooks.ReviewHooks`, where each hook is described) is what the play
app, the replay app and practice read: the Coach level's figures, :func:`describe_action` (the
registry's ``words``), :func:`picture` (the table as the reviewed seat saw it at a decision, both
choices framed), :func:`moment_words` and :func:`position_picture`. The players' table is drawn from
ONE observation by :func:`widgets.dragon_egg.players.players_html`, as the play table draws it.
"""

from __future__ import annotations

from html import escape
from typing import Any, Optional, Sequence

from engines import InvalidInput
from engines.coach import ReviewRow
from engines.core import seat_name
from engines.dragon_egg import Build, Rules, parse_action
from engines.dragon_egg import coach
from engines.dragon_egg.actions import Discard, KeepEgg, ReturnBracelet, UseEgg

from ..review_hooks import ReviewHooks
from ..words import capital
from .imagined import imagined_picture
from .pictures import bracelet_svg, card_name, card_svg, egg_svg, set_svg
from .players import players_html
from .reason_words import reason_words

__all__ = ["HOOKS", "describe_action", "picture", "public_view"]


# ----- words ----------------------------------------------------------------------------------
_FIXED_WORDS = {"bracelet": "hand back a bracelet", "egg far": "use the egg on the Far",
                "egg near": "use the egg on the Near", "no egg": "keep the egg"}
"""The moves that carry nothing but their kind, in words (lesson 4's)."""



def describe_action(action: Any, observation: Optional[dict] = None, name: Optional[str] = None) -> str:
    """An action (or its notation) as the learner reads it: ``Far R7 R* and Near B2 B3``, ``hand back a bracelet``...

    The words are the same at every moment and for every seat (``observation`` and ``name`` change nothing);
    a notation that is not a move is given back as it is.
    """
    if isinstance(action, str):
        try:
            action = parse_action(action)
        except (InvalidInput, ValueError):
            return action
    if isinstance(action, Build):
        return f"Far {action.far[0]} {action.far[1]} and Near {action.near[0]} {action.near[1]}"
    if isinstance(action, Discard):
        return f"discard {action.card}"
    return _FIXED_WORDS.get(str(action), str(action))


# ----- the public table ----------------------------------------------------------------------------
def public_view(observation: dict) -> dict:
    """An observation with its seat's own cards taken out: what everyone at the table sees."""
    return dict(observation, seat=None, hand=[], my_sets=None)


# ----- a review row's picture ------------------------------------------------------------------
YOURS = "#0072B2"
"""The frame of the learner's choice (blue)."""
COACHS = "#E69F00"
"""The frame of the coach's choice (orange)."""


def hand_positions(hand: list[str], action) -> list[int]:
    """Where an action's cards lie in the hand (each copy once): a build's four cards, a discarded card."""
    wanted = ([str(c) for c in action.cards] if isinstance(action, Build)
              else [str(action.card)] if isinstance(action, Discard) else [])
    taken: list[int] = []
    for token in wanted:
        i = next((i for i, t in enumerate(hand) if t == token and i not in taken), None)
        if i is not None:
            taken.append(i)
    return taken


def _framed_hand(hand: list[str], chosen: list[int], colour: str) -> str:
    """A hand in a row: the chosen cards framed in ``colour``, the others faded (nothing chosen: all plain)."""
    cards = []
    for i, token in enumerate(hand):
        framed = i in chosen
        picture = card_svg(token, dimmed=bool(chosen) and not framed, width=40, height=56,
                           title=f"{card_name(token)}{', chosen' if framed else ''}")
        style = (f"outline:3px solid {colour};outline-offset:1px;border-radius:5px;" if framed else "")
        cards.append(f'<span class="de-review-card{" de-review-chosen" if framed else ""}" '
                     f'style="display:inline-block;line-height:0;{style}">{picture}</span>')
    return (f'<span class="de-review-hand" role="img" aria-label="hand: {escape(", ".join(hand))}" '
            f'style="display:inline-flex;gap:6px;padding:3px">{"".join(cards)}</span>')


def _choice_html(obs: dict, notation: str, who: str, colour: str) -> str:
    """One choice: a framed box with its title, the hand with the choice's cards framed, and its sets."""
    try:
        action = parse_action(notation)
    except (InvalidInput, ValueError):
        action = None
    hand = list(obs["hand"])
    chosen = hand_positions(hand, action) if action is not None else []
    pictures = [_framed_hand(hand, chosen, colour)]
    rules = Rules(obs["revelation"], obs["rebuild_draws"])
    if isinstance(action, Build):
        pictures += [set_svg(action.far, "Far", rules=rules), set_svg(action.near, "Near", rules=rules)]
    elif isinstance(action, ReturnBracelet):
        pictures.append(bracelet_svg(1, 30))
    elif isinstance(action, (UseEgg, KeepEgg)):
        pictures.append(egg_svg(30))
    words = describe_action(notation)
    return (f'<div class="de-review-choice" style="border:3px solid {colour};border-radius:8px;'
            f'padding:6px 8px;margin:4px 0">'
            f'<div class="de-label">{escape(who)}: {escape(words)}</div>'
            f'<div style="display:flex;gap:14px;align-items:flex-end;flex-wrap:wrap">{"".join(pictures)}</div></div>')


def _last_reveal(obs: dict, names: Sequence[str]) -> str:
    """The last scoring's sets, as the whole table saw them."""
    last = obs["last_round"]
    if last is None:
        return '<div class="de-note">No round has been scored yet.</div>'
    parts = [f"{escape(names[s])}: Far {escape(f)}, Near {escape(n)} (earned {e})"
             for s, (f, n, e) in enumerate(zip(last["far"], last["near"], last["earnings"]))]
    return '<div class="de-note">Last reveal: ' + "; ".join(parts) + ".</div>"


def picture(row: ReviewRow, name: Optional[str] = None) -> str:
    """The table as the reviewed seat saw it at this decision, with its choice and the coach's framed.

    Drawn from ``row.observation`` only: that seat's hand and sets and the public table.
    ``name``: the seat named ("Bruno's choice") rather than "your".
    """
    obs = row.observation
    seat = obs["seat"]
    names = [(f"You ({seat_name(s)})" if name is None else name) if s == seat else seat_name(s)
             for s in range(obs["players"])]
    whose = "your" if name is None else f"{name}'s"
    mine = capital(whose)
    if row.played == row.best:
        choices = _choice_html(obs, row.played, f"{mine} choice and the coach's choice", YOURS)
    else:
        choices = (_choice_html(obs, row.played, f"{mine} choice", YOURS)
                   + _choice_html(obs, row.best, "The coach's choice", COACHS))
    return (players_html(obs, names) + _last_reveal(obs, names)
            + f'<div class="de-section-title">{escape(names[seat])}: the hand then</div>' + choices)


# ----- what the review and a practice session say of a moment -------------------------------------------
_PHASES = {"build": "building the sets", "egg": "the egg", "discard": "discarding"}


def moment_words(observation: dict) -> str:
    """A decision's moment in the game's own words: "Round 3, building the sets"; a build after the egg says what it
    showed, since the rebuild is the only build with the others' sets in view (DE-7): a reader of "(your second choice
    there)" could not tell why Fars were shown."""
    phase = _PHASES.get(observation["phase"], observation["phase"])
    target = observation.get("egg_target")
    if observation["phase"] == "build" and observation.get("egg_used_by") == observation["seat"] and target:
        phase = f"building again: your egg showed the others' {target.title()}s"
    return f"Round {observation['round']}, {phase}"


def position_picture(observation: dict) -> str:
    """The table as the seat saw it, nothing marked: the players, the last reveal and the hand."""
    seat = observation["seat"]
    names = [f"You ({seat_name(s)})" if s == seat else seat_name(s) for s in range(observation["players"])]
    return (players_html(observation, names) + _last_reveal(observation, names)
            + '<div class="de-section-title">Your hand</div>' + _framed_hand(list(observation["hand"]), [], YOURS))


HOOKS = ReviewHooks(
    coach_budget=coach.CoachBot.BUDGET,  # the coach bot's own budget
    coach_time_limit=None,  # no limit: its choices are quick at that budget
    describe_action=describe_action, picture=picture, moment_words=moment_words, position_picture=position_picture,
    reason_words=reason_words, imagined_picture=imagined_picture)
"""The Dragon Egg's review hooks (:class:`widgets.review_hooks.ReviewHooks`)."""
