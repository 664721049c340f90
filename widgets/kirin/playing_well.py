"""Kirin, "Playing well": tricks where the coach and a beginner's habit disagree, and an exercise.

The page ``notebooks/kirin/playing_well.ipynb`` and ``tests/kirin/test_kirin_playing_well.py``
build everything from here:

* a **spot** (:class:`Spot`) is a moment of a real game: the seeded deal ``game`` played by
  Standard computer players (:class:`~engines.kirin.bots.MonteCarloBot`, seat ``s`` seeded
  ``s``) in every seat. Their cards are stored (:data:`GAMES`, in the order they were put down)
  so the page replays them through the engine in a blink instead of thinking them over
  again (:func:`position`); the game's record reloads with ``from_json``;
* the **beginner's habit** (:func:`beginner_choice`): go for every trick. Lead your strongest
  card; when following, play your strongest card if one of the cards you may play would
  be ahead in the trick, and otherwise throw your weakest;
* the **coach** is :func:`engines.kirin.coach.evaluate`, called on the page with
  :data:`BUDGET` imagined games per choice and the fixed :data:`SEED` (:func:`work`);
* the **exercise** (:func:`check_yourself`) asks "Which card would you play here?" on the
  positions of :data:`POOL`; the answer is the coach's choice, the other cards offered are
  only those the coach labels clearly worse than "good" (even the mildest band of their label is an
  inaccuracy or worse), and the feedback gives the figures first, then the coach's own
  sentence (:func:`engines.kirin.coach.reason`).

Labels are the review's (:func:`widgets.playing_well.verdict`): the paired loss with the review's padded
interval, in games and in points against the four-player table's round spread (:data:`SCALE`), naming
every band the interval reaches.

Every spot is in the last round (the coach then plays only this round out, which keeps
the page quick) and was found by :func:`find_spots`, which also takes a second look with
:data:`CHECK_BUDGET` fresh imagined games and keeps a spot only if the same card comes out
best and the beginner's card is still labelled worse than "good".
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from html import escape
from typing import Iterator, Optional, Sequence

from engines import coach as shared
from engines.core import seat_name
from engines.kirin import BEAST_TITLES, Play, new_game, parse_card
from engines.kirin.cards import TOKENS, ids_of
from engines.kirin import coach
from engines.kirin.rules import scoring_mask, trick_strength
from engines.kirin.state import State

from ..checkyourself import CheckYourself, Question
from ..coaching import Worked
from ..playing_well import (BEGINNER, COACH, FiguresTable, coach_asked, coach_says, framed, label_meaning,
                            label_scale, loss, margin, row, scale_for, verdict, worse_than_good)
from ..playing_well import choices_offered as _choices_offered
from ..reason_words import reason_text
from ..svg import Html
from ..words import capital
from .coach_words import later_words
from .pictures import cards_svg, order_html, trick_svg

__all__ = ["coach_says", "allowed", "trick_points", "beaten", "unseen_kirin", "LABEL_RULE", "SCALE", "BUDGET", "SEED",
           "CHECK_BUDGET", "GAMES", "Spot", "EXAMPLES", "POOL", "Worked", "position", "beginner_choice",
           "work", "figures_table", "label_of", "label_notes", "setting", "picture", "choices_offered", "question",
           "check_yourself", "find_spots"]

BUDGET = 64
"""Imagined games per choice on the page (its positions are in the last round, so an imagined game is short)."""
SEED = 0
"""The coach's fixed random draws on the page: the same imagined games every time."""
CHECK_BUDGET = 400
"""Imagined games per choice of the offline second look every spot passed (fresh draws)."""


GAMES: dict[int, str] = {
    0: (
        "X4 QK- S3 BK- SK- Q6 QT Q3 X1 BK+ XT S2 B4 S5 ST SK+ X6 BT QK+ X2 X3 S6 B6 Q5 B5 Q2 B3 "
        "XK+ Q1 Q4 B1 X5 S4 B2 XK- S1 Q2 QK- S2 X2 S6 QK+ BK- Q6 X3 QT B4 SK+ X6 ST Q3 SK- BK+ XT "
        "XK- XK+ Q4 B1 X1 B3 S1 X5 B6 S5 BT B5 S4 Q5 X4 B2 Q1 S3 B5 Q1 XK+ BK+ BK- S5 ST QT B3 XT "
        "XK- QK- X2 B1 BT X3 Q2 X1 S1 SK- B6 S2 X4 SK+ S4 QK+ Q4"),
    1: (
        "XK+ Q2 Q1 SK+ B6 XK- QT QK- X2 QK+ X1 S3 B5 Q6 BK+ S6 X3 S4 Q5 SK- B3 XT S2 BK- Q3 S1 S5 "
        "ST BT X4 X6 B4 X5 B2 B1 Q4 SK+ QK- B3 XK+ B5 Q6 QK+ ST B6 QT SK- B4 B2 S1 XT XK- S3 B1 "
        "BK- BT Q1 X3 Q2 BK+ Q4 X5 Q3 S2 S6 Q5 S4 S5 X2 X1 X4 X6 Q2 XK+ B4 SK- B6 ST QK- QK+ S3 "
        "QT Q5 Q4 X1 S4 Q6 BK- XK- X2 S1 XT Q1 SK+ BK+ B1 S5 X6 Q3"),
    2: (
        "SK- QK+ B2 Q4 Q3 Q5 QK- Q6 X1 X4 SK+ S5 B4 ST S6 QT S1 B6 XK- X5 S2 BK- Q1 B1 Q2 BK+ X2 "
        "S4 B3 X3 BT X6 XT XK+ B5 S3 X3 B2 X4 SK+ S4 SK- Q6 XK- S3 XT B1 XK+ B5 QT BK- S6 QK- X1 "
        "B3 X5 S5 X2 Q1 BT Q3 BK+ ST S2 Q5 S1 QK+ X6 B4 Q2 Q4 B6 X6 BK+ SK- S2 SK+ S6 Q3 Q5 X4 QT "
        "QK+ QK- B3 S5 ST BK- X2 XK- X1 S3 XT Q4 B4 X3 Q1 BT B2 XK+ B6"),
    3: (
        "SK+ BK- XK- B2 Q6 Q4 BK+ ST Q3 S5 Q5 X6 SK- QK- Q2 B4 S2 X1 XK+ B5 QT X4 X3 X5 Q1 B3 S3 "
        "S4 X2 QK+ B6 S6 S1 BT XT B1 SK- BK- S5 BK+ S4 QT Q5 QK+ QK- X4 S6 SK+ Q1 XT ST XK- B1 B3 "
        "X1 XK+ BT Q3 B4 Q2 S3 X6 Q6 Q4 B5 X5 X2 S2 B2 S1 X3 B6 B4 QK- BK- SK- X5 ST S6 SK+ X4 BT "
        "B5 B6 S2 Q6 Q3 QK+ Q4 XK- S5 XK+ Q5 X6 QT Q1 X2 S3 B3 S4"),
}
"""The cards put down in seeded games 0 to 3 between Standard players, in order (declarations, then every card played), as far as the last spot needs."""


@dataclass(frozen=True)
class Spot:
    """A moment of seeded game ``game`` between Standard players: ``moves`` cards put down, and the coach's card."""

    game: int
    moves: int
    coach: str


EXAMPLES: dict[str, Spot] = {
    "win cheaply": Spot(0, 99, "Q5"),
    "a trick with nothing for you": Spot(1, 93, "SK+"),
    "keep your strength": Spot(1, 98, "Q3"),
    "the last two cards": Spot(3, 100, "X3"),
}
"""The page's worked positions, by the idea each one teaches."""

POOL: tuple[Spot, ...] = (
    Spot(0, 76, "Q3"),
    Spot(0, 87, "X3"),
    Spot(0, 96, "S4"),
    Spot(0, 98, "Q4"),
    Spot(1, 88, "XK-"),
    Spot(2, 76, "SK+"),
    Spot(2, 93, "Q4"),
    Spot(3, 93, "X6"),
)
"""The exercise's positions: in each the coach's card is clearly better than at least one other (the label of that
card names no band milder than an inaccuracy). Game 3 after 88 cards (the coach's Q2) left the pool when labels
became ranges: every other card there reaches from good to blunder on the page's imagined games."""


# ----- positions -----------------------------------------------------------------------------------

def _standard_bots():
    from engines.kirin.bots import MonteCarloBot
    return [MonteCarloBot(seed=s) for s in range(4)]


def _put_down(state: State, token: str) -> None:
    """The next seat to act puts down ``token`` (a declaration or a card played)."""
    seat = state.to_act()[0]
    action = next(a for a in state.legal_actions(seat) if str(a.card) == token)
    state.apply(seat, action)


def position(spot: Spot) -> State:
    """The game of ``spot`` with its cards put down again: a real seeded game (its record loads with ``from_json``)."""
    state = new_game(seed=spot.game)
    for token in GAMES[spot.game].split()[:spot.moves]:
        _put_down(state, token)
    return state


# ----- the beginner's habit ----------------------------------------------------------------------

def _ahead(observation: dict, card) -> bool:
    """Whether ``card`` would be ahead in the trick so far (always, when leading)."""
    from engines.kirin.rules import order_index, trick_outcome
    from engines.kirin.bots import CARDS_BY_TOKEN
    trick = [CARDS_BY_TOKEN[c] for _, c in observation["trick"]]
    best_at, _ = trick_outcome(trick + [card.id], order_index(observation["order"]))
    return best_at == len(trick)


def beginner_choice(observation: dict, legal: Sequence, clear_only: bool = False):
    """Go for every trick: the strongest card that would be ahead, else the weakest card.

    Strength is the card's strength in a trick in the order now in force (a Kirin card is the
    weakest). ``clear_only``: ``None`` unless that card is the only one of its strength.
    """
    order = observation["order"]
    strength = {str(a): trick_strength(a.card, order) for a in legal}
    ahead = [a for a in legal if _ahead(observation, a.card)]
    pool, pick = (ahead, max) if ahead else (list(legal), min)
    target = pick(strength[str(a)] for a in pool)
    tops = [a for a in pool if strength[str(a)] == target]
    if clear_only and len(tops) != 1:
        return None
    return tops[0]


# ----- the coach's figures -----------------------------------------------------------------------

work = coach_asked(position, coach, beginner_choice, BUDGET, SEED)
"""Ask the coach about a spot: every choice valued on ``budget`` imagined games (fixed ``seed``); each spot once."""


def _share(e: shared.Evaluation) -> str:
    """Games won with the interval: '72% (55% to 86%)'."""
    return f"{e.win:.0%} ({e.win_low:.0%} to {e.win_high:.0%})"


SCALE = scale_for(coach, 4)
"""The points scale of Kirin's review (four players): its label bands in points."""

LABEL_RULE = label_scale((SCALE,), "card", one_table_size=len(State.PLAYER_COUNTS) == 1)
"""How the page's labels are given, in short words (Markdown; the bounds read from ``engines.coach``)."""


def label_of(worked: Worked, e: shared.Evaluation) -> str:
    """The review's label of a card against the coach's card, on the page's imagined games."""
    return verdict(worked.of(worked.best), e, SCALE)


def _verdict(worked: Worked, e: shared.Evaluation) -> str:
    """The label of a card against the coach's, with the games and points it loses (ranges)."""
    if str(e.action) == str(worked.best):
        return "the coach's choice"
    difference = loss(worked.of(worked.best), e)
    return (f"{label_of(worked, e)}; loses {100 * difference.win:.1f} games in 100 "
            f"({100 * difference.win_low:.1f} to {100 * difference.win_high:.1f}) and "
            f"{difference.margin:.2f} points ({difference.margin_low:.2f} to {difference.margin_high:.2f})")


def figures_table(worked: Worked) -> FiguresTable:
    """The coach's figures for every card the player may play, the coach's card first."""
    rows, marks = [], []
    for e in worked.evaluations:
        who = []
        if str(e.action) == str(worked.best):
            who.append("coach")
        if str(e.action) == str(worked.beginner):
            who.append("beginner")
        rows.append([str(e.action.card), " and ".join(who), _share(e), margin(e), _verdict(worked, e)])
        marks.append(COACH if "coach" in who else BEGINNER if who else "")
    return FiguresTable(["card", "whose choice", "games won (range)",
                         "points against the best other player (range)",
                         "label, and what it loses against the coach's card, game by game (ranges)"], rows, marks)


def label_notes(worked: Worked) -> str:
    """What each label of the figures table means for its figures, card by card (Markdown)."""
    best = worked.of(worked.best)
    notes = [label_meaning(str(e.action.card), loss(best, e), SCALE) for e in worked.evaluations if e is not best]
    return "\n\n".join(notes)


# ----- words and pictures of a position ----------------------------------------------------------

def trick_points(worked: Worked) -> str:
    """What the trick is worth to the seat with each of its two cards in it: the cards of its declared beast, Kirin cards included (KI-7)."""
    obs, who = worked.observation, seat_name(worked.seat)
    declared = parse_card(obs["declaration"])
    title = BEAST_TITLES[declared.beast]
    so_far = [c for _, c in obs["trick"] if parse_card(c).beast is declared.beast]
    kirin = [c for c in so_far if parse_card(c).is_kirin]
    note = f" ({', '.join(kirin)} is a Kirin card of the {title}, and it scores like the others)" if kirin else ""
    held = (f"The trick so far holds {_cards(len(so_far), title)}{', ' + ', '.join(so_far) if so_far else ''}{note}."
            if obs["trick"] else "No card has been played to the trick yet.")
    played = [c for _, c in obs["trick"]]
    later, _ = coach.still_to_play(obs)
    counts = []
    for action in (worked.best, worked.beginner):
        mask = sum(1 << parse_card(c).id for c in played + [str(action.card)])
        own = " (itself one of them)" if action.card.beast is declared.beast else ""
        counts.append(f"with {action.card}{own} it holds {scoring_mask(mask, declared.id).bit_count()}"
                      f"{' so far' if later else ''}")
    after = f" {capital(later_words(obs, title, who))}." if later else ""
    return (f"{held} The card {who} plays goes into the trick too, and every card of the {title} in a trick {who} "
            f"wins scores for {who} (KI-7): {counts[0]}, {counts[1]}.{after}")


def allowed(worked: Worked) -> str:
    """Which cards of the hand the follow rule (KI-4) leaves the seat, from the engine's legal actions, in words."""
    legal = [str(a.card) for a in position(worked.spot).legal_actions(worked.seat)]
    hand = worked.observation["hand"]
    barred = [c for c in hand if c not in legal]
    who = seat_name(worked.seat)
    if not barred:
        return f"{who} may play any card of the hand ({', '.join(hand)})"
    return (f"Of {who}'s hand ({', '.join(hand)}), the follow rule (KI-4) leaves only {_and(legal)}: "
            f"{_and(barred)} {'is' if len(barred) == 1 else 'are'} not allowed")


def _and(items: Sequence[str]) -> str:
    """'BT', 'BT and SK+', 'Q3, S6 and BT'."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _cards(n: int, title: str) -> str:
    """'no Azure Dragon card', '1 Azure Dragon card', '2 Azure Dragon cards'."""
    return f"{n or 'no'} {title} card{'s' * (n != 1)}"


def beaten(worked: Worked, card: str, order: Optional[str] = None) -> str:
    """How many cards the seat has not seen would beat ``card`` played now (the engine's outcome, KI-5), in words.

    ``order``: in that order instead of the one in force (what a Kirin card could turn it to, KI-6).
    """
    observation = dict(worked.observation, order=order or worked.observation["order"])
    ahead, unseen = coach.beaten_by(observation, parse_card(card).id)
    return (f"{ahead or 'none'} of the {unseen} cards {seat_name(worked.seat)} has not seen would beat {card} "
            f"{'in a trick played in the ' + order + ' order' if order else 'played now'}")


def unseen_kirin(worked: Worked, order: str = "") -> str:
    """The Kirin cards the seat has not seen (any of them may turn the order for the next trick, KI-6), in words;
    with ``order`` ("ascending" or "descending"), only those that call for it."""
    cards = [c for c in ids_of(coach.unseen_mask(worked.observation)) if parse_card(TOKENS[c]).is_kirin
             and (not order or parse_card(TOKENS[c]).direction.value == order)]
    return f"{len(cards)} Kirin card{'s' * (len(cards) != 1)} ({', '.join(TOKENS[c] for c in cards)})"


def setting(worked: Worked) -> str:
    """The position in words (Markdown): the scores, the declaration, the trick so far and the decision."""
    obs, seat = worked.observation, worked.seat
    scores = ", ".join(f"{seat_name(s)} {obs['scores'][s]}" for s in range(4))
    beast = BEAST_TITLES[parse_card(obs["declaration"]).beast]
    done = len(obs["tricks"])
    trick = obs["trick"]
    if trick:
        so_far = ", ".join(f"{seat_name(s)} {c}" for s, c in trick)
        now = f"In trick {done + 1} of 8, {so_far} {'has' if len(trick) == 1 else 'have'} been played"
    else:
        now = f"You lead trick {done + 1} of 8"
    won = sum(1 for c in obs["won"][seat] if parse_card(c).beast is parse_card(obs["declaration"]).beast)
    return (f"Game {worked.spot.game + 1} of this page's games between Standard bots, in the last round. Points after two rounds: {scores}. "
            f"You are {seat_name(seat)}: you declared **{obs['declaration']}**, so you collect the {beast}, "
            f"and you have won {won} of its cards so far this round. {now}; the order is {obs['order']}.")


def table_picture(obs: dict, seat: int, marks: Optional[dict] = None) -> str:
    """The trick so far around the table (the seat at the bottom), the order, and the seat's hand."""
    trick = [c for _, c in obs["trick"]]
    leader = obs["leader"] if trick else seat
    names = [seat_name(s) for s in range(4)]
    table = trick_svg(trick, (leader - seat) % 4, names=names[seat:] + names[:seat], to_play=0, you=0)
    hand = cards_svg(obs["hand"], marks, width=48, height=67)
    return row([str(table), f"<div><b>Your hand</b>{hand}{order_html(obs['order'])}</div>"])


def picture(worked: Worked) -> Html:
    """The table as the seat saw it, the beginner's card framed blue and the coach's orange."""
    obs = worked.observation
    mine, best = str(worked.beginner.card), str(worked.best.card)
    choices = [framed(BEGINNER, f"The beginner plays {mine}", str(cards_svg([mine], width=48, height=67))),
               framed(COACH, f"The coach plays {best}", str(cards_svg([best], width=48, height=67)))]
    return Html(table_picture(obs, worked.seat, None) + row(choices))


# ----- the exercise ------------------------------------------------------------------------------

def choices_offered(worked: Worked, rng: Optional[random.Random] = None) -> list:
    """The coach's card and up to two others it labels clearly worse than "good" (:data:`SCALE`), shuffled."""
    return _choices_offered(worked, rng, SCALE)


def question(rng: random.Random) -> Question:
    """Which card would you play here? A position of :data:`POOL`, marked by the coach.

    The explanation gives the figures first (the coach's card wins more of the same imagined games), then the
    coach's own sentence about the most tempting card offered."""
    worked = work(POOL[rng.randrange(len(POOL))])
    obs, seat = worked.observation, worked.seat
    offered = choices_offered(worked, rng)
    best = worked.of(worked.best)
    others = [worked.of(a) for a in offered if str(a) != str(worked.best)]
    tempting = max(others, key=lambda e: e.key)
    figures = "; ".join(f"{e.action.card} wins {e.win:.0%}, so it gives away {100 * loss(best, e).win:.1f} games in "
                        f"100 ({100 * loss(best, e).win_low:.1f} to {100 * loss(best, e).win_high:.1f}), labelled "
                        f"“{label_of(worked, e)}”" for e in others)
    why = (f"The coach plays {worked.best.card}: on the same {best.playouts} imagined games it wins {best.win:.0%}; "
           f"{figures}. In the coach's words: "
           + reason_text(coach.reason(obs, seat, tempting.action, worked.best, list(worked.evaluations)), seat_name(seat)))
    return Question(prompt=f"<p>{escape(setting(worked)).replace('**', '')}</p><p><b>Which card would you play here?</b></p>",
                    answer=str(worked.best.card), choices=tuple(str(a.card) for a in offered), why=escape(why),
                    picture=table_picture(obs, seat), kind="coach")


def check_yourself(seed: Optional[int] = None) -> CheckYourself:
    """The page's exercise: positions of :data:`POOL`, the answer and the reason the coach's."""
    return CheckYourself({"coach": question}, ["coach"], seed)


# ----- how the spots were found ------------------------------------------------------------------

def find_spots(games: Sequence[int], budget: int = BUDGET, seed: int = SEED, *,
               check: bool = True) -> Iterator[tuple[Spot, str, str]]:
    """Spots where the coach's card is clearly better than the beginner's: ``(spot, beginner's card, label)``.

    Plays each seeded deal of ``games`` with Standard players in every seat (slow: whole games
    are played); at each last-round trick decision with at least two cards to choose from
    where the beginner's card is clear, asks the coach with ``budget`` imagined games, and
    yields the spot if the beginner's card is labelled worse than "good". ``check``: also
    asks again with :data:`CHECK_BUDGET` fresh imagined games and keeps the spot only if the
    same card comes out best and the label still says worse than "good".
    """
    for game in games:
        state, bots, cards = new_game(seed=game), _standard_bots(), []
        while state.to_act():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            observation = state.observation(seat)
            if state.round == state.rules.rounds and len(legal) > 1 and isinstance(legal[0], Play):
                naive = beginner_choice(observation, legal, clear_only=True)
                if naive is not None:
                    found = _verdict_of(observation, seat, naive, budget, seed)
                    if found is not None and check:
                        again = _verdict_of(observation, seat, naive, CHECK_BUDGET, seed + shared.FRESH)
                        found = found if again is not None and again[0] == found[0] else None
                    if found is not None:
                        yield Spot(game, len(cards), found[0]), str(naive.card), found[1]
            choice = legal[0] if len(legal) == 1 else bots[seat].choose(observation, legal)
            state.apply(seat, choice)
            cards.append(str(choice.card))


def _verdict_of(observation: dict, seat: int, naive, budget: int, seed: int) -> Optional[tuple[str, str]]:
    """``(coach's card, beginner's label)`` when the label is clearly worse than "good", else ``None``."""
    found = worse_than_good(coach, observation, seat, naive, budget, seed, SCALE)
    return (str(found[0].card), found[1]) if found is not None else None
