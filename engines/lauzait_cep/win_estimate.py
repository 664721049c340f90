"""Lauzait Cep!'s win estimate: the chance of winning the game from a margin at a season's end (LC-9), a logistic
curve fitted on ChancellorBot games. :mod:`engines.lauzait_cep.coach` values a playout's end with it.
"""

from __future__ import annotations

import math

from .bots import ChancellorBot
from .state import State

WIN_ESTIMATE: dict[tuple[int, int], tuple[float, float]] = {
    (2, 1): (0.0, 0.142),
    (3, 1): (-0.378, 0.165), (3, 2): (-0.515, 0.088),
    (4, 1): (-0.456, 0.262), (4, 2): (-0.638, 0.147), (4, 3): (-0.805, 0.099),
}
"""``(players, seasons still to play) -> (a, b)``: the chance of winning the game from a
margin ``d`` over the best other score at a season's end is ``1 / (1 + exp(-(a + b d)))``.
Fitted by ``fit_win_estimate(1000)`` (1,000 ChancellorBot games per player count, deal seeds
902000-902999, 903000-903999 and 904000-904999; 7 minutes on a busy machine)."""


def win_estimate(players: int, seasons_left: int, margin: float) -> float:
    """The chance of winning the game from ``margin`` over the best other score at a season's
    end with ``seasons_left`` seasons still to play (:data:`WIN_ESTIMATE`)."""
    a, b = WIN_ESTIMATE[players, seasons_left]
    return 1.0 / (1.0 + math.exp(-(a + b * margin)))


def fit_win_estimate(games: int = 300, seed: int = 900_000) -> dict[tuple[int, int], tuple[float, float]]:
    """Fit :data:`WIN_ESTIMATE`: ``games`` ChancellorBot games per player count (deal seed
    ``seed + 1000 * players + g``, bots ``deal seed * 10 + seat``); at every season's end but
    the last, each seat's margin over the best other score against its share of the final win,
    by logistic regression (Newton's method). Takes a minute or two per 100 games of each size."""
    rows: dict[tuple[int, int], list[tuple[int, float]]] = {}
    for players in (2, 3, 4):
        for g in range(games):
            deal = seed + 1000 * players + g
            state = State.new_game(players, deal)
            bots = [ChancellorBot(deal * 10 + s) for s in range(players)]
            season, ends = 1, []
            while not state.is_over():
                who = state.to_act()[0]
                state.apply(who, bots[who].choose(state.observation(who), state.legal_actions(who)))
                if state.season != season and not state.is_over():
                    ends.append((season, state.scores()))
                    season = state.season
            winners = state.winners()
            for number, scores in ends:
                for s in range(players):
                    margin = scores[s] - max(x for o, x in enumerate(scores) if o != s)
                    rows.setdefault((players, players - number), []).append(
                        (margin, 1 / len(winners) if s in winners else 0.0))
    return {key: logistic_fit(found) for key, found in sorted(rows.items())}


def logistic_fit(rows: list[tuple[int, float]]) -> tuple[float, float]:
    """``(a, b)`` of the logistic curve ``1 / (1 + exp(-(a + b x)))`` that fits ``(x, y)`` best."""
    a = b = 0.0
    for _ in range(30):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in rows:
            p = 1.0 / (1.0 + math.exp(-(a + b * x)))
            w = p * (1 - p)
            ga, gb = ga + (y - p), gb + (y - p) * x
            haa, hab, hbb = haa + w, hab + w * x, hbb + w * x * x
        det = haa * hbb - hab * hab
        a, b = a + (hbb * ga - hab * gb) / det, b + (haa * gb - hab * ga) / det
    return round(a, 3), round(b, 3)
