"""Meow Oracle, "Playing well": positions where the coach and a beginner's habit disagree, and an exercise.

The page ``notebooks/meow_oracle/playing_well.ipynb`` and
``tests/meow_oracle/test_meow_oracle_playing_well.py`` build everything from here, the
same way:

* a **spot** (:class:`Spot`) is a moment of a real game: a seeded deal played by the
  Standard computer player (:class:`~engines.meow_oracle.bots.GreedyBot`) in every seat,
  stopped after a number of moves (:func:`position`; the moves are made by its faster twin
  :class:`~engines.meow_oracle.coach.RolloutBot`, which makes exactly its choices). The game
  record reloads with ``from_json``;
* the **beginner's habit** (:func:`beginner_choice`) is a rule many new players follow:
  take the most points you can see now, counting only the cards face up on your own
  Area, and hand the other cards round in the order they were turned up, without looking
  at who gets them;
* the **coach** is :func:`engines.meow_oracle.coach.evaluate`, called on the page with
  :data:`BUDGET` imagined games per choice and the fixed :data:`SEED`, so the page shows
  the same figures every time (:func:`work`);
* the **exercise** (:func:`check_yourself`) asks "Which would you play here?" on the
  positions of :data:`POOL`; its answer is the coach's choice, the other choices offered
  are only those the coach labels clearly worse than "good" on the same imagined games (even the
  mildest band their label names is an inaccuracy or worse), and its feedback gives the figures,
  then the coach's own sentence (:func:`engines.meow_oracle.coach.reason`).

Labels are the review's rule (:func:`widgets.playing_well.verdict`, the review's padded interval). The page's
points are winner points (:func:`engines.meow_oracle.coach.evaluate`); where the review weighs other points
(its ``UNIT``, such as round points), their scale does not fit the page's figures, so the page labels by games
alone and says so (:data:`LABEL_RULE`, :func:`scale`).

The spots were found with :func:`find_spots` (games 0 to 30 of 2, 3 and 4 Standard players,
round 2 only, where the beginner's choice is one clear choice) and kept only where a second
look, with :data:`CHECK_BUDGET` imagined games per choice drawn afresh (``seed=777``), found
the same best choice and still labelled worse than "good" every choice that the page or the
exercise calls so (``find_spots(..., check=True)`` takes such a second look). Round 2 keeps
the page quick: an imagined game then ends with this round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from html import escape
from typing import Iterator, Optional, Sequence

from engines import coach as shared
from engines.core import join_and, seat_name
from engines.meow_oracle import SQUARES, Choose, Place, TurnUp, neighbours, new_game, receivers
from engines.meow_oracle import coach, reasons
from engines.meow_oracle.cards import CARD_BY_TOKEN, CARDS
from engines.meow_oracle.rules import LINES, PATHS, area_score, colours_in_common
from engines.stats import wilson_interval

from ..checkyourself import CheckYourself, Question
from ..coaching import Worked
from ..playing_well import (BEGINNER, COACH, MAX_CHOICES, FiguresTable, coach_asked, coach_says, framed, label_scale, loss,  # noqa: F401
                            margin, row, scale_for, verdict, worse_than_good)
from ..playing_well import choices_offered as _choices_offered
from ..reason_words import reason_text
from ..svg import Html
from .area_words import placing_words
from .beginner_habit import beginner_choice, points_now  # noqa: F401
from .pictures import cards_svg, grid_svg
from .spots import EXAMPLES, POOL, Spot, position  # noqa: F401

__all__ = ["coach_says", "LABEL_RULE", "label_of", "BUDGET", "SEED", "CHECK_BUDGET", "Spot", "EXAMPLES", "POOL", "Worked", "position", "points_now",
           "beginner_choice", "work", "words", "figures_table", "paired_games", "unseen_cards", "longest_run_possible",
           "Room", "placements_room", "room_table", "high_card_idea", "setting", "choice_body", "table_picture",
           "picture", "choices_offered", "question", "check_yourself", "find_spots"]

BUDGET = 32
"""Imagined games per choice on the page: every difference the page shows is clear at this size."""
SEED = 0
"""The coach's fixed random draws on the page (the same imagined games every time the page runs)."""
CHECK_BUDGET = 160
"""Imagined games per choice of the offline check every spot passed (fresh random draws)."""


# ----- the coach's figures ------------------------------------------------------------------------

work = coach_asked(position, coach, beginner_choice, BUDGET, SEED)
"""Ask the coach about a spot: every choice valued on ``budget`` imagined games (fixed ``seed``); each spot once."""


def words(action, seat: int, players: int) -> str:
    """A choice in a learner's words: 'G9 on c1', 'W5 kept, R3 to Bruno and B2 to Chidi'."""
    if isinstance(action, Place):
        return f"{action.card} on {SQUARES[action.square]}"
    if isinstance(action, Choose):
        gifts = " and ".join(f"{card} to {seat_name(who)}" for card, who in zip(action.give, receivers(seat, players)))
        return f"{' and '.join(map(str, action.keep))} kept, {gifts}"
    return "a turn-up"


def _share(e: shared.Evaluation) -> str:
    """Games won with the interval: '72% (55% to 86%)'. When every imagined game ended alike, the spread of the games
    gives no width; a share of 0 or 1 then gets the interval of a win rate (Wilson's), which those few games
    leave open: '0% (lost all 32; range 0% to 11%)'."""
    if e.win_low == e.win_high:
        if e.win in (0, 1):
            low, high = wilson_interval(round(e.win * e.playouts), e.playouts)
            return f"{e.win:.0%} ({'lost' if e.win == 0 else 'won'} all {e.playouts}; range {low:.0%} to {high:.0%})"
        return f"{e.win:.0%} (all {e.playouts} ended alike: too few games to give a range, not a sure figure)"
    return f"{e.win:.0%} ({e.win_low:.0%} to {e.win_high:.0%})"


PAGE_UNIT = "winner points"
"""What the page's points are (the margin of :func:`engines.meow_oracle.coach.evaluate`)."""


def scale(players: int) -> Optional[shared.PointScale]:
    """The review's points scale at ``players`` when its points are the page's (winner points), else None: the
    page then labels by games alone."""
    found = scale_for(coach, players)
    return found if found is not None and found.unit == PAGE_UNIT else None


def _label_rule() -> str:
    scales = [found for found in (scale(n) for n in (2, 3, 4)) if found is not None]
    return label_scale(scales, "choice", points=(
        f"**Points.** The play app's review also weighs {coach.UNIT} (your round total minus the average of your "
        "neighbours' totals, in the round the choice was made), with bands of their own at each table size. "
        f"This page's tables show {PAGE_UNIT} instead, which move only in whole steps, so their labels go by games "
        f"alone; its practice, as the review, weighs {coach.UNIT} too."))


LABEL_RULE = _label_rule()
"""How the page labels a choice, in short words (Markdown; the bounds read from ``engines.coach``)."""


def label_of(worked: Worked, e: shared.Evaluation) -> str:
    """The label of a choice against the coach's (the review's rule and interval; points only as :func:`scale`)."""
    return verdict(worked.of(worked.best), e, scale(worked.observation["players"]))


def _verdict(worked: Worked, e: shared.Evaluation) -> str:
    """The label of a choice against the coach's, with the games it gives away (range)."""
    if str(e.action) == str(worked.best):
        return "the coach's choice"
    difference = loss(worked.of(worked.best), e)
    return (f"{label_of(worked, e)}; wins {100 * difference.win:.0f} games in 100 fewer "
            f"({100 * difference.win_low:.0f} to {100 * difference.win_high:.0f})")


def figures_table(worked: Worked, every: bool = False) -> FiguresTable:
    """The coach's figures: the beginner's choice and the coach's (``every``: all choices, best first)."""
    seat, players = worked.seat, worked.observation["players"]
    shown = [e for e in worked.evaluations
             if every or str(e.action) in (str(worked.best), str(worked.beginner))]
    rows, marks = [], []
    for e in shown:
        who = []
        if str(e.action) == str(worked.best):
            who.append("coach")
        if str(e.action) == str(worked.beginner):
            who.append("beginner")
        rows.append([words(e.action, seat, players), " and ".join(who) or "", _share(e), margin(e),
                     _verdict(worked, e)])
        marks.append(COACH if "coach" in who else BEGINNER if who else "")
    return FiguresTable(["choice", "whose choice", "games won (range)",
                         "winner points against the best other player (range)", "against the coach's choice"],
                        rows, marks)


def paired_games(worked: Worked, count: int = 8) -> FiguresTable:
    """The first ``count`` imagined games, each played once with the coach's choice and once with the beginner's."""
    seat, players = worked.seat, worked.observation["players"]
    pair = [worked.of(worked.best), worked.of(worked.beginner)]

    def result(margin: float, win: float) -> str:
        said = "won" if win == 1 else "lost" if win == 0 else "shared the win"
        points = abs(int(margin))
        where = ("level on winner points" if points == 0 else
                 f"{points} winner point{'s' * (points != 1)} {'ahead' if margin > 0 else 'behind'}")
        return f"{said}, {where}"

    rows = [[str(i + 1)] + [result(*e.outcomes[i]) for e in pair] for i in range(min(count, len(pair[0].outcomes)))]
    return FiguresTable(["imagined game", f"with {words(pair[0].action, seat, players)} (coach)",
                         f"with {words(pair[1].action, seat, players)} (beginner)"], rows)


# ----- what a placement leaves possible -----------------------------------------------------------

def unseen_cards(observation: dict) -> list:
    """The deck's cards the seat has not seen face up this round (the coach's own count: MO-6, MO-7)."""
    return reasons.unseen_cards(observation)


def longest_run_possible(cells: Sequence, path: Sequence[int], unseen: Sequence) -> int:
    """The longest ascending run (MO-2) the Area can still reach if its open squares get unseen cards (the coach's
    own count, :func:`engines.meow_oracle.reasons.longest_possible`)."""
    return reasons.longest_possible(cells, path, sorted(card.number for card in unseen))


@dataclass(frozen=True)
class Room:
    """One placement of the card to place: its square, its step on the reading path (1 to 9), the run it
    scores now, the longest run it leaves possible, and its colour-line words (from the coach)."""

    action: Place
    step: int
    run_now: int
    run_possible: int
    lines: str


def placements_room(worked: Worked) -> list[Room]:
    """Every placement of the position, in the coach's order: what it scores now and leaves possible."""
    obs, seat = worked.observation, worked.seat
    path = PATHS[obs["path"]]
    unseen = unseen_cards(obs)
    rooms = []
    for e in worked.evaluations:
        action = e.action
        cells = [CARD_BY_TOKEN.get(t) for t in obs["areas"][seat]]
        gains, losses = placing_words(cells, action.card, action.square, path)
        lines = [w for w in gains + losses if "line" in w]
        cells[action.square] = action.card
        rooms.append(Room(action, path.index(action.square) + 1, area_score(cells, path)[0],
                          longest_run_possible(cells, path, unseen), " and ".join(lines) or "no line"))
    return rooms


def room_table(worked: Worked) -> FiguresTable:
    """The placements side by side: step on the path, run now, longest run possible, lines, games won."""
    rows, marks = [], []
    for room in placements_room(worked):
        e = worked.of(room.action)
        rows.append([words(room.action, worked.seat, worked.observation["players"]), str(room.step),
                     str(room.run_now), str(room.run_possible), room.lines, _share(e)])
        marks.append(COACH if str(room.action) == str(worked.best) else
                     BEGINNER if str(room.action) == str(worked.beginner) else "")
    return FiguresTable(["choice", "step on the reading path", "run now (cards)",
                         "longest run still possible (cards)", "colour lines", "games won (range)"], rows, marks)


def _where_seen(observation: dict, number: int) -> list[str]:
    """Where each face-up card of ``number`` is, for the seat: 'R9 on Bruno's b2', 'G9 in Bruno's hand'."""
    places = []
    for who, area in enumerate(observation["areas"]):
        places += [f"{t} on {seat_name(who)}'s {SQUARES[s]}" for s, t in enumerate(area)
                   if t in CARD_BY_TOKEN and CARD_BY_TOKEN[t].number == number]
    hands = [(who, cards) for who, cards in observation["to_place"]]
    hands += [(observation["active"], observation["turned_up"])] if observation["turned_up"] else []
    for who, cards in hands:
        places += [f"{t} in {seat_name(who)}'s hand" for t in cards if CARD_BY_TOKEN[t].number == number]
    return places


def _completers(worked: Worked, action: Place) -> tuple[int, list]:
    """For a placement that keeps a colour line going: the open square left on that line and the unseen
    cards that would complete it there (white as a joker, MO-3); ``(None, [])`` if it keeps none going."""
    cells = [CARD_BY_TOKEN.get(t) for t in worked.observation["areas"][worked.seat]]
    cells[action.square] = action.card
    for line in LINES:
        if action.square in line and [cells[s] is None for s in line].count(True) == 1:
            gap = next(s for s in line if cells[s] is None)
            if colours_in_common(cells[s] for s in line):
                fits = [c for c in unseen_cards(worked.observation)
                        if colours_in_common([*(cells[s] for s in line if s != gap), c])]
                return gap, fits
    return None, []


def _run_growers(worked: Worked, action: Place) -> tuple[int, list, int]:
    """After ``action``: the next open square on the reading path, the unseen cards that would make the run longer
    there (MO-2, counted by the engine's own score), and the longest run one of them would make."""
    obs = worked.observation
    path = PATHS[obs["path"]]
    cells = [CARD_BY_TOKEN.get(t) for t in obs["areas"][worked.seat]]
    cells[action.square] = action.card
    now = area_score(cells, path)[0]
    square = next(s for s in path if cells[s] is None)
    grow, longest = [], now
    for card in unseen_cards(obs):
        cells[square] = card
        run = area_score(cells, path)[0]
        if run > now:
            grow.append(card)
            longest = max(longest, run)
    return square, grow, longest


def high_card_idea(worked: Worked) -> str:
    """Position 1's idea in words (Markdown), every fact computed: the unseen cards that would make the run longer at
    the next open square after each choice, the longest run each leaves possible, and the coach's square's line."""
    obs, seat = worked.observation, worked.seat
    rooms = {str(r.action): r for r in placements_room(worked)}
    coach_room, beginner_room = rooms[str(worked.best)], rooms[str(worked.beginner)]
    card = worked.best.card
    total = sum(c.number == card.number for c in CARDS)
    seen = _where_seen(obs, card.number)
    gap, fits = _completers(worked, worked.best)
    unseen = len(unseen_cards(obs))
    after_habit, grow_habit, _ = _run_growers(worked, worked.beginner)
    after_coach, grow_coach, longest_coach = _run_growers(worked, worked.best)
    others = [r for key, r in rooms.items() if key not in (str(worked.best), str(worked.beginner))]
    both = [r for r in others if r.lines == coach_room.lines]
    lineless = [r for r in others if r.lines == "no line" and r.step > coach_room.step]
    mine, habit, who = SQUARES[worked.best.square], SQUARES[worked.beginner.square], seat_name(seat)
    count = f"all {total}" if len(seen) == total else f"{len(seen)} of the {total}"
    few = (f"none of the {unseen} cards {who} has not seen would" if not grow_habit else
           f"only {len(grow_habit)} of the {unseen} cards {who} has not seen ({join_and(c.token for c in grow_habit)}) "
           "would")
    text = (
        f"**The idea: a high card early on the path chokes the run.** The run is read a1, b1, c1, then a2, b2, c2, "
        f"then the bottom row (MO-1), and it never goes down (MO-2). On {habit} (step {beginner_room.step} of the "
        f"path) {card} makes the run {beginner_room.run_now} cards long at once, the one mark the beginner sees. "
        f"But after a {card.number} only a card of {card.number} or more on {SQUARES[after_habit]} keeps the run "
        f"growing: {count} of the deck's {card.number}s are face up ({join_and(seen)}), and {few} make it longer "
        f"there. On {mine} (step {coach_room.step}) {card} leaves {SQUARES[after_coach]} open before it, and "
        f"{'every one' if len(grow_coach) == unseen else len(grow_coach)} of the {unseen} unseen cards would make "
        f"the run longer there, up to {longest_coach} cards. Both squares leave a run of {coach_room.run_possible} cards at most (the table's fourth column); "
        f"what differs is how likely it is to grow. And {mine} does a second job: {card} {coach_room.lines}, and "
        f"{len(fits)} of the {unseen} cards {who} has not seen ({join_and(c.token for c in fits)}; some unseen cards "
        f"sit out the round, so not every one will come) would complete it on {SQUARES[gap]} (+2 marks); on "
        f"{habit} it starts {beginner_room.lines}.")
    if both:
        best_other = max(both, key=lambda r: r.run_possible)
        text += (f" The coach's figures cannot tell {mine} from "
                 f"{SQUARES[best_other.action.square]}, where {card} {best_other.lines} as well and leaves a run "
                 f"of {best_other.run_possible} cards possible.")
    if lineless:
        later = lineless[0]
        text += (f" Nor {mine} from {SQUARES[later.action.square]} (step {later.step}; games won "
                 f"{_share(worked.of(later.action))}), which starts no line but comes later on the path: there the high card chokes less.")
    return text


# ----- words and pictures of a position ---------------------------------------------------------

def _relation(seat: int, other: int, players: int) -> str:
    """Where ``other`` sits for ``seat``: 'you', 'opponent', 'left neighbour', 'across, not compared'."""
    if other == seat:
        return "you"
    if players == 2:
        return "your opponent"
    if other == (seat + 1) % players:
        return "your left neighbour"
    if other in neighbours(seat, players):
        return "your right neighbour"
    return "across the table, never compared with you"


def setting(worked: Worked) -> str:
    """The position in words (Markdown): the table, the score so far and the decision."""
    obs, seat = worked.observation, worked.seat
    players = obs["players"]
    totals = [score["total"] for score in obs["round_scores"][0]]
    points = obs["winner_points"][0]
    table = ", ".join(f"{seat_name(s)} {totals[s]} ({points[s]} winner point{'s' * (points[s] != 1)})"
                      for s in range(players))
    face_up = sum(1 for area in obs["areas"] for t in area if t not in ("", "?"))
    in_hand = [t for _who, cards in obs["to_place"] for t in cards] + list(obs["turned_up"])
    if obs["to_place"]:
        card = obs["to_place"][0][1][0]
        giver = obs["active"]
        source = "kept" if giver == seat else f"were given by {seat_name(giver)}"
        decision = f"You are {seat_name(seat)}: you {source} **{card}** and must place it on a square of your Area that is not face up."
    else:
        cards = " ".join(obs["turned_up"])
        gets = " and ".join(f"{seat_name(s)} ({_relation(seat, s, players)})" for s in receivers(seat, players))
        keep = obs["keep_count"]
        decision = (f"You are {seat_name(seat)}: you have turned up **{cards}**. You keep {keep} and give the "
                    f"other{'s' if len(obs['turned_up']) - keep != 1 else ''}, in order, to {gets}.")
    hand = f", and {len(in_hand)} more face up in hand ({' '.join(in_hand)})" if in_hand else ""
    return (f"A {players}-player game between Standard bots, in round 2: of the round's "
            f"{9 * players} cards, {face_up} lie face up on the Areas{hand}. Round 1 totals: {table}. {decision}")


def _area(obs: dict, s: int, cell: float, caption: str, after=None) -> str:
    """One Area as the seat saw it, or with ``after`` (a placement) made."""
    cells = [t if t else "" for t in obs["areas"][s]]
    selected = None
    if after is not None:
        cells[after.square] = str(after.card)
        selected = after.square
    return str(grid_svg(cells, True, True, path=obs["path"], cell=cell, selected=selected, caption=caption))


def choice_body(obs: dict, seat: int, action, cell: float) -> str:
    """One choice drawn: the Area after a placement, or the turned-up cards with their fates."""
    if isinstance(action, Place):
        return _area(obs, seat, cell, f"{action.card} on {SQUARES[action.square]}", after=action)
    up = list(obs["turned_up"])
    fates = {str(c): "keep" for c in action.keep}
    fates.update({str(c): f"to {seat_name(s)}" for c, s in zip(action.give, receivers(seat, obs["players"]))})
    kept = [i for i, t in enumerate(up) if fates.get(t) == "keep"]
    return str(cards_svg(up, selected=kept, captions=[fates.get(t, "") for t in up], width=52, height=72))


def table_picture(obs: dict, seat: int, cell: float = 30) -> str:
    """Every Area as the seat sees it, the seat's first, each captioned with where it sits."""
    players = obs["players"]
    order = [seat] + [s for s in range(players) if s != seat]
    return row([f'<div style="font-size:90%;max-width:{3.6 * cell + 70:.0f}px">{escape(_relation(seat, s, players).capitalize())}</div>'
                 + _area(obs, s, cell, seat_name(s)) for s in order])


def picture(worked: Worked, cell: float = 30) -> Html:
    """The table as the seat saw it, then the beginner's choice and the coach's, framed."""
    obs, seat = worked.observation, worked.seat
    players = obs["players"]
    choices = [framed(BEGINNER, f"The beginner: {words(worked.beginner, seat, players)}",
                       choice_body(obs, seat, worked.beginner, cell)),
               framed(COACH, f"The coach: {words(worked.best, seat, players)}",
                       choice_body(obs, seat, worked.best, cell))]
    return Html(table_picture(obs, seat, cell) + row(choices))


# ----- the exercise -------------------------------------------------------------------------------

def choices_offered(worked: Worked, rng: Optional[random.Random] = None) -> list:
    """The coach's choice and up to two others it labels clearly worse than "good" (:func:`label_of`), shuffled."""
    return _choices_offered(worked, rng, scale(worked.observation["players"]))


def question(rng: random.Random) -> Question:
    """Which would you play here? A position of :data:`POOL`, marked by the coach."""
    spot = POOL[rng.randrange(len(POOL))]
    worked = work(spot)
    obs, seat = worked.observation, worked.seat
    players = obs["players"]
    offered = choices_offered(worked, rng)
    labels = [words(a, seat, players) for a in offered]
    answer = words(worked.best, seat, players)
    best = worked.of(worked.best)
    others = [worked.of(a) for a in offered if str(a) != str(worked.best)]
    tempting = max(others, key=lambda e: e.key)
    figures = "; ".join(f"{words(e.action, seat, players)} wins {e.win:.0%} ({label_of(worked, e)})" for e in others)
    why = (f"The coach plays {answer}, which wins {best.win:.0%} of its {best.playouts} imagined games; "
           f"{figures}. " + reason_text(coach.reason(obs, seat, tempting.action, worked.best, list(worked.evaluations)),
                                        seat_name(seat)))
    return Question(prompt=f"<p>{escape(setting(worked)).replace('**', '')}</p><p><b>Which would you play here?</b></p>",
                    answer=answer, choices=tuple(labels), why=escape(why),
                    picture=table_picture(obs, seat, 28), kind="coach")


class _CheckYourself(CheckYourself):
    """The shared exercise widget, its answer buttons as wide as their words (a choice is a short sentence)."""

    def next(self) -> None:
        """Draw a fresh question; widen its buttons."""
        super().next()
        for button in self.choice_box.children:
            button.layout.width = "auto"
            button.layout.max_width = "100%"


def check_yourself(seed: Optional[int] = None) -> CheckYourself:
    """The page's exercise: positions of :data:`POOL`, the answer and the reason the coach's."""
    return _CheckYourself({"coach": question}, ["coach"], seed)


# ----- how the spots were found -------------------------------------------------------------------

def find_spots(players: int, games: Sequence[int], budget: int = BUDGET, seed: int = SEED, *,
               least_face_up: float = 0.4, check: bool = False) -> Iterator[tuple[Spot, str]]:
    """The spots where the coach's choice is clearly better than the beginner's, with the beginner's label.

    Plays each seeded deal of ``games`` with the Standard player in every seat; at each
    round-2 decision with a real choice (a keep or a placement) and at least
    ``least_face_up`` of all cards face up, where the beginner's choice is clear (one
    placement, or one set of kept cards, scores most now), asks the coach with ``budget``
    imagined games. It yields the spots whose beginner's choice is labelled inaccuracy,
    mistake or blunder. ``check``: also ask again with :data:`CHECK_BUDGET` fresh imagined
    games, and yield only the spots where the same choice comes out best and the label
    still says worse than "good".
    """
    for game in games:
        state = new_game(players, seed=game)
        bot = coach.RolloutBot()
        moves = 0
        while state.to_act():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            observation = state.observation(seat)
            if (state.round == 2 and len(legal) > 1 and not isinstance(legal[0], TurnUp)
                    and state.filled >= least_face_up * 9 * players):
                naive = beginner_choice(observation, legal, clear_only=True)
                if naive is not None:
                    found = _verdict_of(observation, seat, naive, budget, seed)
                    if found is not None and check:
                        again = _verdict_of(observation, seat, naive, CHECK_BUDGET, seed + 1_000_003)
                        found = found if again is not None and again[0] == found[0] else None
                    if found is not None:
                        yield Spot(players, game, moves, found[0]), found[1]
            state.apply(seat, bot.choose(state.observation(seat), legal))
            moves += 1


def _verdict_of(observation: dict, seat: int, naive, budget: int, seed: int) -> Optional[tuple[str, str]]:
    """``(coach's choice, beginner's label)`` when the label is clearly worse than "good", else ``None``."""
    found = worse_than_good(coach, observation, seat, naive, budget, seed, scale(observation["players"]))
    return (str(found[0]), found[1]) if found is not None else None
