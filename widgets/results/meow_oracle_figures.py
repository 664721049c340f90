"""The figures of Meow Oracle's analysis page that need many played games: which lines score, where.

:func:`final_areas` plays seeded three-player games (random bots only, or the greedy bot
in seat 0 against random bots) and keeps every final Area of both rounds;
:func:`summarize` counts, for those Areas, how often each line scores, how often each
square lies on a scoring line, the round total by the number in the centre, and the
centre's white jokers. The counts are integers, so the stored figures are exact.

:func:`compute` is what ``benchmarks/figures.py`` stores in
``widgets/results/meow_oracle_figures.json``; ``compute(quick=True)`` plays fewer games
for the test that keeps the stored figures honest. (The page's exact odds of a random
Area take a moment only, so the page works them out itself.)
"""

from __future__ import annotations

from collections import Counter

from engines.meow_oracle import LINES, new_game, round_points, scoring_lines
from engines.meow_oracle.bots import GreedyBot, RandomBot

NAME = "meow_oracle_figures"
RANDOM_GAMES, GREEDY_GAMES, QUICK_GAMES, FIRST_SEED = 500, 250, 12, 10_000
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


def compute(quick: bool = False) -> dict:
    """Every played figure the page shows; ``quick`` plays fewer games (same code)."""
    random_games, greedy_games = (QUICK_GAMES, QUICK_GAMES) if quick else (RANDOM_GAMES, GREEDY_GAMES)
    return {
        "settings": {"players": 3, "random_games": random_games, "greedy_games": greedy_games,
                     "first_seed": FIRST_SEED},
        "random": summarize(final_areas(random_games, greedy=False)),
        "greedy": summarize(final_areas(greedy_games, greedy=True)),
    }
