"""Check yourself, Meow Oracle: questions drawn and marked by the engine.

Kinds, by lesson: ``card`` (is this one of the deck's cards) and ``deal`` (how many cards
sit out of a round) for lesson 1; ``place`` (may this card go on this square, MO-5) and
``give`` (who receives a card given away, MO-5) for lesson 2; ``point1`` (Point 1 of an
Area, MO-2), ``total`` (an Area's round total, MO-2, MO-3) and ``winner`` (winner points
for a table's totals, MO-4) for lessons 3 to 5; ``start2`` (who starts round 2, MO-7) and
``game`` (who wins after two rounds, MO-8) for lesson 6; ``path`` (which square the reading
path visits next, MO-1) and ``snake`` (Point 1 under a named reading, MO-1) for lesson 7.

The positions of ``place``, ``give``, ``start2`` and ``game`` come from real games the
engine plays with random legal moves; answers and reasons are the engine's.
"""

from __future__ import annotations

import random
from html import escape

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.meow_oracle import (CARDS, SQUARES, Place, Rules, ascending_points, ascending_run,
                                 card_from_token, explain_game_winners, explain_next_start,
                                 neighbours, new_game, reading_path, receivers, round_points,
                                 winner_points)

from ..checkyourself import CheckYourself, Question
from .pictures import card_name, grid_svg

SEATS = ("Aiko", "Bruno", "Chidi", "Dagny")
READINGS = {"rows": "row path (MO-1)", "snake": "snake path (the variant)"}
"""How the lessons name the two reading paths."""


def _area(rng: random.Random) -> str:
    """Nine cards of the deck, row by row."""
    return " ".join(str(c) for c in rng.sample(CARDS, 9))


def _grid(text: str) -> str:
    """An Area as three rows of code."""
    cells = text.split()
    return "<br>".join(f"<code>{' '.join(cells[r * 3:r * 3 + 3])}</code>" for r in range(3))


def _area_question(area: str, what: str, answer: int, why: str, kind: str) -> Question:
    """A question asking for the ``what`` of an Area drawn as three rows of code."""
    return Question(prompt=f"The {what} of this Area (rows from the top):<br>{_grid(area)}", answer=str(answer),
                    why=why, kind=kind)


def point1(rng: random.Random) -> Question:
    """The ascending run (Point 1) along the reading path (MO-2)."""
    area = _area(rng)
    points, run = ascending_points(area), ascending_run(area)
    return _area_question(area, "run score", points, f"Along the path the ascending run has {run} cards, which "
                          f"scores {points} marks (MO-2).", "point1")


def total(rng: random.Random) -> Question:
    """The round total: Point 1 plus Point 2 (MO-2, MO-3)."""
    area = _area(rng)
    p1, all_points = ascending_points(area), round_points(area)
    return _area_question(area, "round total", all_points, f"The run score is {p1} and the lines score is "
                          f"{all_points - p1}: {p1} + {all_points - p1} = {all_points} (MO-2, MO-3).", "total")


def winner(rng: random.Random) -> Question:
    """Winner points: one per neighbour beaten or tied (MO-4)."""
    players = rng.choice((3, 4))
    totals = [rng.randint(4, 16) for _ in range(players)]
    points = winner_points(totals)
    near = neighbours(0, players)
    table = ", ".join(f"{SEATS[s]} {t}" for s, t in enumerate(totals))
    return Question(prompt=f"Round totals: {table}. How many winner points does Aiko get?",
                    answer=str(points[0]),
                    why=f"Aiko's neighbours are {' and '.join(SEATS[s] for s in near)} "
                        f"({' and '.join(str(totals[s]) for s in near)}); with {totals[0]} she beats or ties "
                        f"{points[0]} of them, one winner point each (MO-4).", kind="winner")


# ----- lesson 1: the cards and the deal -------------------------------------------------------

def card(rng: random.Random) -> Question:
    """Whether a card name is one of the 36 Oracle cards (the deck; white only 3, 4, 5)."""
    if rng.random() < 0.5:
        token = rng.choice(CARDS).token
    elif rng.random() < 0.7:  # the usual slip: a white card with a number whites do not have
        token = f"W{rng.choice((0, 1, 2, 6, 7, 8, 9, 10))}"
    else:
        token = f"{rng.choice('RBG')}{rng.choice((11, 12))}"
    try:
        found = card_from_token(token)
    except InvalidInput as error:
        answer, why = "no", f"No: {error}"
    else:
        answer, why = "yes", f"Yes: {card_name(found)}, one of the {len(CARDS)} cards."
    return Question(prompt=f"Is <code>{token}</code> one of the {len(CARDS)} Oracle cards?",
                    answer=answer, choices=("yes", "no"), why=escape(why), kind="card")


def deal(rng: random.Random) -> Question:
    """How many cards sit out of a round for a drawn number of players (the deal, MO-7)."""
    players = rng.choice((2, 3, 4))
    state = new_game(players, seed=rng.randrange(2 ** 31))
    line = state.events[0]  # ("deal", round, start player, cards that sit out)
    out = line.data[2]
    dealt = sum(len(area) for area in state.observation(0)["areas"])
    return Question(prompt=f"A game for <code>{players}</code> players starts. How many of the "
                           f"{len(CARDS)} cards sit out of the round, unseen?",
                    answer=str(out),
                    why=f"The game log says: \u201c{escape(str(line))}\u201d {players} Areas of 9 take "
                        f"{dealt} cards, and {len(CARDS)} \u2212 {dealt} = {out}.", kind="deal")


# ----- lesson 2: a turn ----------------------------------------------------------------------

def _random_game(rng: random.Random, players: int | None = None):
    """A fresh game from a drawn seed, a drawn number of players and start player."""
    players = players or rng.choice((2, 3, 4))
    return new_game(players, seed=rng.randrange(2 ** 31), first_player=rng.randrange(players))


def _play_until(state, rng: random.Random, done) -> None:
    """Play random legal actions until ``done(state)`` holds."""
    while not done(state):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def _table(players: int) -> str:
    """The seats at the table, clockwise."""
    return ", ".join(SEATS[:players])


def place(rng: random.Random) -> Question:
    """Whether a received or kept card may go on a square: any square not face up (MO-5)."""
    state = _random_game(rng)
    least = rng.randint(state.players + 1, 9 * state.players - 2)
    _play_until(state, rng, lambda s: s.phase == "place" and s.filled >= least)
    seat = state.to_act()[0]
    view = state.observation(seat)
    mine = view["to_place"][0][1]
    card = rng.choice(mine)
    legal = [a.square for a in state.legal_actions(seat) if a.card.token == card]
    face_up = [s for s in range(9) if s not in legal]
    square = rng.choice(face_up) if face_up and rng.random() < 0.5 else rng.choice(legal)
    name, area, aside = seat_name(seat), view["areas"][seat], view["aside"][seat]
    got = ("kept" if seat == view["active"] else f"was given by {seat_name(view['active'])}")
    trial = state.clone()
    before = len(trial.events)
    try:
        trial.apply(seat, Place(card_from_token(card), square))
    except IllegalAction as error:
        answer, why = "no", f"No: {error} (MO-5)"
    else:
        said = " ".join(str(e) for e in trial.events[before:] if e.kind in ("move_aside", "place"))
        answer, why = "yes", f"Yes: {SQUARES[square]} is not face up. {said} (MO-5)"
    rows = _grid(" ".join(cell or "." for cell in area))
    beside = (f" and {aside} face-down card{'s' if aside != 1 else ''} beside it" if aside else "")
    return Question(prompt=f"{name} {got} <code>{card}</code> and now places it. {name}'s Area (rows from the top; "
                           f"<code>?</code> face down, <code>.</code> empty){beside}:<br>{rows}<br>"
                           f"May {name} place <code>{card}</code> on <code>{SQUARES[square]}</code>?",
                    answer=answer, choices=("yes", "no"), why=escape(why),
                    picture=str(grid_svg(area, cell=40, caption=f"{name}'s Area")), kind="place")


def give(rng: random.Random) -> Question:
    """Who receives a card given away: the left neighbour, then that neighbour's left neighbour (MO-5)."""
    state = _random_game(rng)
    turn = rng.randrange(3 * state.players - 1)
    _play_until(state, rng, lambda s: s.phase == "choose" and s.turn >= turn)
    active = state.active
    action = rng.choice(state.legal_actions(active))
    asked = rng.choice(action.give)
    up = " ".join(c.token for c in state.revealed)
    trial = state.clone()
    before = len(trial.events)
    trial.apply(active, action)
    gives = [e for e in trial.events[before:] if e.kind == "give"]
    to = next(e.data[1] for e in gives if e.data[2] == asked.token)  # data: giver, receiver, card
    order = receivers(active, state.players)
    if len(order) == 1:
        who = f"the card given goes to the other player, {seat_name(order[0])}"
    else:
        who = (f"the first card given goes to the left neighbour, {seat_name(order[0])}, the next player "
               f"clockwise, and the second to that neighbour's left neighbour, {seat_name(order[1])}")
    why = " ".join(str(e) for e in gives) + f" With {state.players} players {who} (MO-5)."
    return Question(prompt=f"{state.players} players sit clockwise: {_table(state.players)}. "
                           f"{seat_name(active)} has turned up <code>{up}</code> and writes "
                           f"<code>{action}</code>. Who receives <code>{asked}</code>?",
                    answer=seat_name(to), choices=SEATS[:state.players], why=escape(why), kind="give")


# ----- lesson 6: two rounds --------------------------------------------------------------------

def _totals(values) -> str:
    """Totals by seat in words: 'Aiko 5, Bruno 9, Chidi 5'."""
    return ", ".join(f"{SEATS[s]} {v}" for s, v in enumerate(values))


def start2(rng: random.Random) -> Question:
    """Who starts round 2: the lowest round-1 total, ties clockwise after round 1's start (MO-7)."""
    state = _random_game(rng)
    _play_until(state, rng, lambda s: s.round == 2)
    totals, first = state.round_totals(1), state.first_player
    return Question(prompt=f"Round-1 totals: <code>{_totals(totals)}</code>. {seat_name(first)} "
                           "started round 1. Who starts round 2?",
                    answer=seat_name(state.start), choices=SEATS[:state.players],
                    why=escape(explain_next_start(totals, first)), kind="start2")


SHARED = "a shared win"


def game(rng: random.Random) -> Question:
    """Who wins after two rounds: winner points of both rounds, then round 2's total (MO-4, MO-8)."""
    state = _random_game(rng)
    _play_until(state, rng, lambda s: s.is_over())
    one, two = state.round_totals(1), state.round_totals(2)
    points = state.round_winner_points
    winners = state.winners()
    why = (f"Winner points in round 1: {_totals(points[0])}; in round 2: {_totals(points[1])}; "
           f"in all: {_totals(state.scores())} (MO-4). " + explain_game_winners(state.scores(), two))
    return Question(prompt=f"Round totals of a whole game. Round 1: <code>{_totals(one)}</code>. "
                           f"Round 2: <code>{_totals(two)}</code>. Who wins the game?",
                    answer=seat_name(winners[0]) if len(winners) == 1 else SHARED,
                    choices=(*SEATS[:state.players], SHARED), why=escape(why), kind="game")


# ----- lesson 7: the reading path ------------------------------------------------------------

def path(rng: random.Random) -> Question:
    """Which square a reading path visits next (MO-1 and the snake variant)."""
    name = rng.choice(tuple(READINGS))
    order = reading_path(Rules(path=name))
    step = rng.randint(2, 5)  # from c1 through the middle row: where the two readings differ
    here, then = SQUARES[order[step]], SQUARES[order[step + 1]]
    squares = _grid(" ".join(SQUARES))
    return Question(prompt=f"The squares of an Area:<br>{squares}<br>Under the {READINGS[name]}, which "
                           f"square is read right after <code>{here}</code>?",
                    answer=then, choices=tuple(s for s in SQUARES if s != here),
                    why=f"The {READINGS[name]} reads " + " \u2192 ".join(SQUARES[s] for s in order)
                        + f": after {here} comes {then}.", kind="path")


def snake(rng: random.Random) -> Question:
    """Point 1 of an Area under a named reading path (MO-1, its snake variant, MO-2)."""
    laid = reading_path(Rules(path=rng.choice(tuple(READINGS))))  # the cards climb along this path
    cards = sorted(rng.sample(CARDS, 9))
    cells = [None] * 9
    for square, c in zip(laid, cards):
        cells[square] = c
    if rng.random() < 0.5:  # sometimes two cards swap places
        a, b = rng.sample(range(9), 2)
        cells[a], cells[b] = cells[b], cells[a]
    area = " ".join(c.token for c in cells)
    name = rng.choice(tuple(READINGS))
    rules = Rules(path=name)
    run, points = ascending_run(area, rules), ascending_points(area, rules)
    numbers = [str(cells[s].number) for s in reading_path(rules)]
    return Question(prompt=f"Under the {READINGS[name]}, what is the run score of this Area (rows from the "
                           f"top)?<br>{_grid(area)}",
                    answer=str(points), picture=str(grid_svg(area, path=name, cell=40)),
                    why=f"Along the {READINGS[name]} the numbers read {', '.join(numbers)}; the ascending "
                        f"run has {run} card{'s' if run != 1 else ''}, which scores {points} marks "
                        "(MO-1, MO-2).", kind="snake")


KINDS = {"point1": point1, "total": total, "winner": winner, "card": card, "deal": deal,
         "place": place, "give": give, "start2": start2, "game": game, "path": path, "snake": snake}


def check_yourself(kinds=None, seed: int | None = None) -> CheckYourself:
    """The exercise widget for the given kinds of question (all by default)."""
    return CheckYourself(KINDS, kinds, seed)
