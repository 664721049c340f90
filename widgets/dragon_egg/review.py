"""The coach in the Dragon Egg apps: the Coach bot, the table drawn from one seat's view, the review.

The play app and the replay app share what is here:

* :func:`coach_bot` is the Coach level's bot as the apps seat it
  (:class:`engines.dragon_egg.coach.CoachBot` with ``COACH_BUDGET`` playouts per action; the
  other levels' bots come from :mod:`widgets.games`);
* :func:`players_html` draws the players' table (money, bracelets, egg, cards in hand,
  sets on the table) from ONE observation: what that seat may see and nothing else.
  The play app draws its table with it, and the review draws a past moment with it;
* :func:`review_game`, :func:`picture` and :func:`describe` are what
  :class:`widgets.coaching.ReviewPanel` needs: the coach's review of one seat (its budget
  read from ``TUTOR_REVIEW_BUDGET`` when set, so a test can make it tiny), the table as
  that seat saw it at a decision with both choices framed, and a move in words.
"""

from __future__ import annotations

import os
from html import escape
from typing import Sequence

from engines import InvalidInput
from engines.coach import ReviewRow
from engines.core import seat_name
from engines.dragon_egg import Build, Rules, parse_action
from engines.dragon_egg import coach
from engines.dragon_egg.actions import Discard, KeepEgg, ReturnBracelet, UseEgg

from ..layout import stacked
from ..verdicts import move_words
from .pictures import bracelet_svg, card_name, card_svg, cards_svg, egg_svg, money_html, set_svg

__all__ = ["COACH_BUDGET", "coach_bot", "review_budget", "review_game", "describe", "describe_action",
           "players_html", "picture", "public_view"]

COACH_BUDGET = coach.CoachBot.BUDGET
"""Playouts per action of a Coach-level bot in the apps (the coach bot's own budget)."""


def coach_bot(seed: int) -> coach.CoachBot:
    """A Coach-level bot as the apps seat it: ``COACH_BUDGET`` playouts per action."""
    return coach.CoachBot(seed=seed, budget=COACH_BUDGET)


def review_budget() -> int:
    """Playouts per action in a review: ``TUTOR_REVIEW_BUDGET`` if set to a whole number >= 1, else the coach's."""
    text = os.environ.get("TUTOR_REVIEW_BUDGET", "").strip()
    if text.isdigit() and int(text) >= 1:
        return int(text)
    return coach.BUDGET


def review_game(state, seat: int, progress=None, stop=None):
    """The coach's review of ``seat``'s choices in ``state``'s game, one row at a time."""
    return coach.review(state, seat, review_budget(), progress=progress, stop=stop)


# ----- words ----------------------------------------------------------------------------------
def describe_action(action) -> str:
    """An action as the learner reads it: ``Far R7 R* and Near B2 B3``, ``hand back a bracelet``..."""
    if isinstance(action, Build):
        return f"Far {action.far[0]} {action.far[1]} and Near {action.near[0]} {action.near[1]}"
    if isinstance(action, Discard):
        return f"discard {action.card}"
    return {"bracelet": "hand back a bracelet", "egg far": "use the egg on the Far",
            "egg near": "use the egg on the Near", "no egg": "keep the egg"}.get(str(action), str(action))


def describe(notation: str) -> str:
    """A move's notation in a learner's words (the notation itself if it is not one)."""
    try:
        return describe_action(parse_action(notation))
    except (InvalidInput, ValueError):
        return notation


# ----- the players' table from one observation ----------------------------------------------------
def public_view(observation: dict) -> dict:
    """An observation with its seat's own cards taken out: what everyone at the table sees."""
    return dict(observation, seat=None, hand=[], my_sets=None)


def players_html(obs: dict, names: Sequence[str]) -> str:
    """The players' table as ``obs["seat"]`` sees it (``seat`` None: the public view).

    Other seats' placed sets are drawn face down; a set shown with the egg is named.
    """
    me = obs["seat"]
    rows = []
    for s in range(obs["players"]):
        brace = bracelet_svg(obs["bracelets"][s], 20) if obs["bracelets"][s] else "&ndash;"
        egg = egg_svg(26) if obs["egg_holder"] == s else ""
        if s == me and obs["my_sets"]:
            table = cards_svg(" ".join(obs["my_sets"]).split(), width=30, height=42,
                              title="your two sets, face down")
            doing = f"placed Far {obs['my_sets'][0]}, Near {obs['my_sets'][1]}"
        elif obs["placed"][s]:
            table = cards_svg([None] * 4, width=30, height=42, title="two sets face down")
            doing = "placed two sets face down"
        else:
            table, doing = "", ("building" if obs["phase"] == "build" and not obs["over"] else "")
        if obs["shown"][s]:
            doing += f"; shows its {obs['egg_target'].capitalize()}: {obs['shown'][s]}"
        winner = " &#9733; winner" if obs["over"] and s in obs["winners"] else ""
        cls = ' class="de-me"' if s == me else ""
        rows.append(
            f'<tr{cls}><td><b>{escape(names[s])}</b>{winner}</td>'
            f'<td class="de-money-{s}">{money_html(obs["money"][s])}</td>'
            f'<td class="de-bracelets-{s}">{brace}</td><td>{egg}</td>'
            f'<td>{obs["hand_sizes"][s]}</td><td>{table} <span class="de-note">{escape(doing)}</span></td></tr>')
    head = ("<tr><th>Player</th><th>Money</th><th>Bracelets</th><th>Egg</th><th>Cards in hand</th>"
            "<th>On the table</th></tr>")
    return stacked(f'<table class="de-table">{head}{"".join(rows)}</table>')


# ----- a review row's picture ------------------------------------------------------------------
YOURS = "#0072B2"
"""The frame of the learner's choice (blue)."""
COACHS = "#E69F00"
"""The frame of the coach's choice (orange)."""


def _positions(hand: list[str], action) -> list[int]:
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
    chosen = _positions(hand, action) if action is not None else []
    pictures = [_framed_hand(hand, chosen, colour)]
    rules = Rules(obs["revelation"], obs["rebuild_draws"])
    if isinstance(action, Build):
        pictures += [set_svg(action.far, "Far", rules=rules), set_svg(action.near, "Near", rules=rules)]
    elif isinstance(action, ReturnBracelet):
        pictures.append(bracelet_svg(1, 30))
    elif isinstance(action, (UseEgg, KeepEgg)):
        pictures.append(egg_svg(30))
    words = describe(notation)
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


def picture(row: ReviewRow, watched: bool = False) -> str:
    """The table as the reviewed seat saw it at this decision, with its choice and the coach's framed.

    Drawn from ``row.observation`` only: that seat's hand and sets and the public table.
    ``watched``: a replay's seat, named by its name ("Bruno's choice") rather than "your".
    """
    obs = row.observation
    seat = obs["seat"]
    names = [(seat_name(s) if watched else f"You ({seat_name(s)})") if s == seat else seat_name(s)
             for s in range(obs["players"])]
    whose = f"{seat_name(seat)}'s" if watched else "your"
    legend = (f'<div class="de-review-legend de-note">Round {obs["round"]} ({move_words(row.move)}): '
              f'<span style="border:3px solid {YOURS};padding:0 6px;border-radius:4px">{escape(whose)} choice</span> '
              f'<span style="border:3px solid {COACHS};padding:0 6px;border-radius:4px">the coach\'s choice</span>'
              ' (the cards used are framed, the others faded).</div>')
    mine = whose[:1].upper() + whose[1:]
    if row.played == row.best:
        choices = _choice_html(obs, row.played, f"{mine} choice and the coach's choice", YOURS)
    else:
        choices = (_choice_html(obs, row.played, f"{mine} choice", YOURS)
                   + _choice_html(obs, row.best, "The coach's choice", COACHS))
    return (legend + players_html(obs, names) + _last_reveal(obs, names)
            + f'<div class="de-section-title">{escape(names[seat])}: the hand then</div>' + choices)


# ----- what the review and a practice session say of a moment -------------------------------------------
_PHASES = {"build": "building the sets", "egg": "the egg", "discard": "discarding"}


def moment_words(observation: dict) -> str:
    """A decision's moment in the game's own words: "Round 3, building the sets"."""
    phase = _PHASES.get(observation["phase"], observation["phase"])
    return f"Round {observation['round']}, {phase}"


def words_for(observation: dict):
    """How the moves of this moment are said (the same words everywhere in the Dragon Egg)."""
    return describe


def position_picture(observation: dict) -> str:
    """The table as the seat saw it, nothing marked: the players, the last reveal and the hand."""
    seat = observation["seat"]
    names = [f"You ({seat_name(s)})" if s == seat else seat_name(s) for s in range(observation["players"])]
    return (players_html(observation, names) + _last_reveal(observation, names)
            + '<div class="de-section-title">Your hand</div>' + _framed_hand(list(observation["hand"]), [], YOURS))
