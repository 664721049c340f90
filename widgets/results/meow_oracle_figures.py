"""The figures of Meow Oracle's analysis page that need many played games: which lines score, where.

:func:`final_areas` plays seeded three-player games (random bots only, or the greedy bot
in seat 0 against random bots) and keeps every final Area of both rounds;
:func:`summarize` counts, for those Areas, how often each line scores, how often each
square lies on a scoring line, the round total by the number in the centre, and the
centre's white jokers. The counts are integers, so the stored figures are exact.

The page's last three sections check the engine against the rules on many seeded deals:
:func:`both_red` (turning up a face-down card is drawing from a shuffled deck, MO-6),
:func:`face_down_check` (nobody is short of face-down cards, none is left at the end,
MO-5), :func:`run_lengths` and :func:`greedy_by_reading` (the reading path of MO-1 against
its snake variant, for random Areas and for the greedy bot).

:func:`compute` is what ``benchmarks/figures.py`` stores in
``widgets/results/meow_oracle_figures.json``; ``compute(quick=True)`` plays the first few
of the same games and deals for the test that keeps the stored figures honest. (The page's
exact odds of a random Area take a moment only, so the page works them out itself.)
"""

from __future__ import annotations

import random
from collections import Counter

from engines.meow_oracle import (CARDS, LINES, Rules, ascending_run, new_game, parse_cards, parse_grid,
                                 round_points, scoring_lines)
from engines.meow_oracle.bots import GreedyBot, RandomBot

NAME = "meow_oracle_figures"
RANDOM_GAMES, GREEDY_GAMES, QUICK_GAMES, FIRST_SEED = 500, 250, 12, 10_000
#: The checks of the page's sections 6 to 8: (full, quick) numbers of deals, rounds, Areas and games.
DEALS, ROUNDS, AREAS, READING_GAMES = (20_000, 500), (300, 20), (20_000, 1_000), (200, 12)
READINGS = {"MO-1": Rules(), "snake": Rules(path="snake")}
LINE_NAMES = ["row 1", "row 2", "row 3", "column a", "column b", "column c",
              "diagonal a1-c3", "diagonal a3-c1"]


def final_areas(games: int, greedy: bool, players: int = 3) -> list:
    """Final Areas (both rounds) of seeded games: every seat if random, else the greedy seat 0."""
    areas = []
    for g in range(games):
        state = new_game(players, seed=FIRST_SEED + g)
        bots = [GreedyBot() if greedy and s == 0 else RandomBot(10 * g + s) for s in range(players)]
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
        seats = [0] if greedy else range(players)
        areas += [state.final_grid(rnd, s) for rnd in (1, 2) for s in seats]
    return areas


def summarize(areas: list) -> dict:
    """Counts over final Areas: lines that score, squares on a scoring line, totals by the centre."""
    line_hits = Counter(line for area in areas for line in scoring_lines(area))
    square_hits = Counter(s for area in areas for s in {s for line in scoring_lines(area) for s in line})
    by_centre: dict[int, list[int]] = {}
    joker = {"areas": 0, "points": 0}
    other = {"areas": 0, "points": 0}
    for area in areas:
        points = round_points(area)
        cell = by_centre.setdefault(area["b2"].number, [0, 0])
        cell[0] += points
        cell[1] += 1
        side = joker if area["b2"].is_joker else other
        side["areas"] += 1
        side["points"] += points
    return {
        "areas": len(areas),
        "line_hits": [line_hits[line] for line in LINES],
        "square_hits": [square_hits[s] for s in range(9)],
        "by_centre_number": {str(n): by_centre[n] for n in sorted(by_centre)},
        "joker_centre": joker,
        "other_centre": other,
    }


def is_red(card) -> bool:
    """Whether a card is red."""
    return card.colour.word == "red"


def both_red(deals: int) -> dict:
    """Aiko (seat 0) turns up a1 and then c3: how often both are red, over ``deals`` deals from a
    real shuffle laid out into her Area and over as many games of the apps' draws (MO-6)."""
    shuffler, shuffled = random.Random(1), 0
    for _ in range(deals):  # a real deal: shuffle the deck, lay nine cards into Aiko's Area
        deck = list(CARDS)
        shuffler.shuffle(deck)
        area = deck[:9]  # a1, b1, c1, a2, b2, c2, a3, b3, c3
        shuffled += is_red(area[0]) and is_red(area[8])
    drawn = 0
    for deal in range(deals):  # the apps: each card is decided when it is turned up
        state = new_game(3, seed=deal)
        state.apply(0, "turn a1")
        state.apply(0, "turn c3")
        first, second = (parse_cards(e.data[1])[0] for e in state.events[-2:])
        drawn += is_red(first) and is_red(second)
    return {"deals": deals, "shuffled": shuffled, "drawn": drawn}


def face_down(view: dict, seat: int) -> int:
    """A seat's face-down cards: on its squares ('?') and beside its Area."""
    return view["areas"][seat].count("?") + view["aside"][seat]


def check_round(players: int, seed: int) -> tuple[int, int]:
    """(turns that found too few face-down cards, cards face down when the round ends), one random round."""
    state, chooser, short = new_game(players, seed=seed), random.Random(seed), 0
    while state.round == 1:
        seat, view = state.to_act()[0], state.observation(0)
        if view["phase"] == "turn" and not view["turned_up"]:
            short += face_down(view, seat) < view["turn_up_count"]
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    # The view just before the last placement: every card still face down anywhere at the end.
    return short, sum(face_down(view, s) for s in range(players))


def face_down_check(rounds: int) -> dict:
    """Random rounds 1 (seeds 0, 1, ...) for 2, 3 and 4 players: the totals of :func:`check_round`."""
    return {"rounds": rounds,
            "by_players": {str(n): [sum(x) for x in zip(*(check_round(n, seed) for seed in range(rounds)))]
                           for n in (2, 3, 4)}}


def run_lengths(areas: int, seed: int = 1) -> dict:
    """Random Areas (nine different cards each): how many have each run length 1-9, per reading."""
    chooser = random.Random(seed)
    grids = [parse_grid(chooser.sample(CARDS, 9)) for _ in range(areas)]
    counts = {name: Counter(ascending_run(grid, rules) for grid in grids) for name, rules in READINGS.items()}
    return {"areas": areas, "seed": seed,
            **{name: [runs[k] for k in range(1, 10)] for name, runs in counts.items()}}


def greedy_by_reading(games: int) -> dict:
    """The GreedyBot (seat 0) against two RandomBots, ``games`` three-player games under each reading:
    its Point 1 and round totals added up over both rounds of every game."""
    out = {}
    for name, rules in READINGS.items():
        point_one = total = 0
        for g in range(games):
            state = new_game(3, seed=g, rules=rules)
            bots = [GreedyBot(), RandomBot(2 * g + 1), RandomBot(2 * g + 2)]
            while not state.is_over():
                seat = state.to_act()[0]
                state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
            for rnd in (1, 2):
                point_one += state.round_scores[rnd - 1][0][1]
                total += state.round_totals(rnd)[0]
        out[name] = {"games": games, "point_one": point_one, "total": total}
    return out


def compute(quick: bool = False) -> dict:
    """Every played figure the page shows; ``quick`` plays the first few games (same code)."""
    random_games, greedy_games = (QUICK_GAMES, QUICK_GAMES) if quick else (RANDOM_GAMES, GREEDY_GAMES)
    which = 1 if quick else 0                     # DEALS, ROUNDS, ... are (full, quick) pairs
    return {
        "settings": {"players": 3, "random_games": random_games, "greedy_games": greedy_games,
                     "first_seed": FIRST_SEED},
        "random": summarize(final_areas(random_games, greedy=False)),
        "greedy": summarize(final_areas(greedy_games, greedy=True)),
        "both_red": both_red(DEALS[which]),
        "face_down": face_down_check(ROUNDS[which]),
        "runs_by_reading": run_lengths(AREAS[which]),
        "greedy_by_reading": greedy_by_reading(READING_GAMES[which]),
    }
