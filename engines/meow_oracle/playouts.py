"""Meow Oracle's playouts: a sampled game the seat cannot tell from its own, and the greedy bots that play it on.

What a sample deduces from the observation and what it draws is told in :mod:`engines.meow_oracle.coach`, which
values every choice with these playouts; :mod:`engines.meow_oracle.endings` plays the same ones to say how the
imagined rounds end. Standard library only.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Sequence

from .. import InvalidInput
from .. import coach as shared
from ..core import seat_name
from .actions import TurnUp
from .bots import GreedyBot
from .cards import CARDS, Card
from .rules import DOWN, OVER, ROUNDS, neighbours, next_start_of
from .saves import fields_from_json
from .state import State

__all__ = ["RolloutBot", "finish", "finish_round", "neighbour_margin", "rollout_bots", "round_finish",
           "round_spreads", "sample"]


# ----- the sample ------------------------------------------------------------------------------------

def _round_one_starts(observation: dict) -> list[int]:
    """The seats that may have started round 1, given what the observation shows (MO-7)."""
    start, players = observation["start_player"], observation["players"]
    if observation["round"] == 1:
        return [start]
    totals = [score["total"] for score in observation["round_scores"][0]]
    return [first for first in range(players) if next_start_of(totals, first) == start]


def _summary_log(observation: dict, first_player: int) -> list[tuple]:
    """The log lines the observation itself states: deals, finished rounds' scores, round 2's start, the end."""
    players = observation["players"]
    out = len(CARDS) - 9 * players
    log: list[tuple] = [("deal", 1, first_player, out)]
    totals_so_far = [0] * players
    for rnd, (scores, points) in enumerate(zip(observation["round_scores"], observation["winner_points"]), 1):
        for seat, score in enumerate(scores):
            log.append(("score", seat, rnd, score["run"], score["ascending"], score["lines"]))
        for seat, p in enumerate(points):
            totals_so_far[seat] += p
            log.append(("winner_points", seat, rnd, p, totals_so_far[seat]))
        if rnd < ROUNDS:
            start = observation["start_player"]
            log.append(("next_start", start, rnd + 1))
            log.append(("deal", rnd + 1, start, out))
    if observation["phase"] == OVER:
        log.append(("end", " ".join(map(str, observation["winners"]))))
    return log


def sample(observation: dict, seat: int, rng: random.Random) -> State:
    """A full Meow Oracle state that shows ``seat`` exactly ``observation``, the unseen drawn with ``rng``.

    Built from the observation only (see the module docstring for what is deduced and what
    is drawn). Raises ``InvalidInput`` for an observation no game could show. The result is a
    what-if position: it loads with ``position_from_json(s.to_position_json())``, not as a
    game record (``from_json``), since a record replays its moves from the real deal.
    """
    shared.check_observation(observation, seat, "meow_oracle")
    if type(observation) is not dict or observation.get("game") != State.GAME:
        raise InvalidInput("A Meow Oracle sample is built from a Meow Oracle observation (state.observation(seat)).")
    if observation.get("seat") != seat:
        raise InvalidInput(f"This observation is {seat_name(observation.get('seat'))}'s, "
                           f"not {seat_name(seat)}'s." if type(observation.get("seat")) is int
                           else "This observation names no seat.")
    try:
        return _sample(observation, seat, rng)
    except InvalidInput:
        raise
    except (KeyError, TypeError, IndexError, ValueError, AttributeError, StopIteration) as exc:
        raise InvalidInput(f"This observation is damaged ({type(exc).__name__}); no sample can be built.") from None


def _sample(observation: dict, seat: int, rng: random.Random) -> State:
    """:func:`sample` once its frame is checked."""
    players = observation["players"]
    areas = observation["areas"]
    phase = observation["phase"]
    seen = [t for area in areas for t in area if t not in ("", DOWN)]
    seen += observation["turned_up"] + [t for _, cards in observation["to_place"] for t in cards]
    seen_set = set(seen)
    unseen = [card for card in CARDS if card.token not in seen_set]
    face_down = sum(area.count(DOWN) for area in areas) + sum(observation["aside"])
    first_player = rng.choice(_round_one_starts(observation))
    future = random.Random(rng.getrandbits(64))    # the real game's generator is never read
    dealt = rng.sample(unseen, face_down)          # the face-down cards, in the order they turn up
    active = observation["active"]
    if active is None:  # over: the last active player, counted from the round's start (MO-5)
        active = (observation["start_player"] + observation["turn"] - 1) % players
    data = {
        "players": players, "path": observation["path"], "round": observation["round"],
        "first_player": first_player, "start": observation["start_player"], "active": active,
        "turn": observation["turn"], "phase": phase, "need": observation["turn_up_count"],
        "grids": [list(area) for area in areas], "aside": list(observation["aside"]),
        "pool": [card.token for card in unseen], "stacked": [card.token for card in dealt],
        "revealed": list(observation["turned_up"]),
        "pending": [[s, list(cards)] for s, cards in observation["to_place"]],
        "round_scores": [[[score["run"], score["ascending"], score["lines"]] for score in scores]
                         for scores in observation["round_scores"]],
        "round_winner_points": [list(points) for points in observation["winner_points"]],
        "round_areas": [list(areas) for areas in observation["final_areas"]],
    }
    state = State.undealt(players, None, future)
    fields_from_json(state, data)
    state._log = list(_summary_log(observation, first_player))
    state.check_invariants()
    state.as_position()  # its own start: playouts from it add moves, never a second snapshot each
    return state


# ----- the rollout bots ---------------------------------------------------------------------------

RolloutBot = GreedyBot
"""The bots of the playouts are the greedy bot itself (its ratings are remembered, so it is quick)."""


def rollout_bots(players: int, seed: int) -> list:
    """The bots that play a sampled game to its end: the greedy bot in every seat.

    The greedy bot is the game's strongest. It remembers the ratings of the Areas it has
    rated (a rating depends on the Area alone), so inside one evaluation, where the
    playouts of different actions meet the same Areas, most ratings are looked up. It is deterministic, so ``seed``
    (each seat gets ``seed * 31 + seat``) changes nothing: every bit of chance in a playout
    is the sample's (the face-down cards and round 2's cards).
    """
    return [GreedyBot(seed * 31 + seat) for seat in range(players)]


def _seat_view(state: State, seat: int) -> tuple[dict, list]:
    """What the greedy bot reads of ``seat``'s observation, taken from the state: no more than the observation shows.

    ``(view, areas)``: the view holds the observation's ``seat``, ``players``, ``path``,
    ``to_act`` and ``to_place``; the areas are every Area's face-up cards (None elsewhere),
    as the bot reads the observation's ``areas``. Every seat sees every face-up card (MO-6).
    """
    view = {"seat": seat, "players": state.players, "path": state.rules.path, "to_act": state.to_act(),
            "to_place": [[s, [card.token for card in cards]] for s, cards in state.pending]}
    areas = [[cell if cell.__class__ is Card else None for cell in grid] for grid in state.grids]
    return view, areas


def finish(state: State, seat: int, seed: int) -> tuple[float, float]:
    """Play ``state`` to its end as :func:`rollout_bots` would, and return ``seat``'s ``(margin, win)``.

    The fast path of ``engines.coach.evaluate``: each choice is the greedy bot's
    (:meth:`~engines.meow_oracle.bots.GreedyBot.choose_on`) from :func:`_seat_view`, a few
    fields of the observation taken straight from the state instead of the whole dictionary;
    a turn-up is the first offered, as the bot does. A test plays thousands of positions
    both ways and compares. ``seed`` changes nothing (the greedy bot is deterministic).
    """
    bot = GreedyBot()
    while True:
        seats = state.to_act()
        if not seats:
            return shared.outcome(state, seat)
        who = seats[0]
        legal = state.legal_actions(who)
        if len(legal) == 1 or legal[0].__class__ is TurnUp:
            state.apply(who, legal[0])
        else:
            view, areas = _seat_view(state, who)
            state.apply(who, bot.choose_on(view, areas, legal))


def neighbour_margin(totals: Sequence[int], seat: int) -> float:
    """``seat``'s round total minus its neighbours' (their average when it has two, MO-4): the round points."""
    near = neighbours(seat, len(totals))
    return totals[seat] - sum(totals[other] for other in near) / len(near)


def round_spreads(state: State) -> list[float]:
    """Each finished round's spread of round totals in ``state``: the highest total minus the lowest (MO-2, MO-3;
    the scale :data:`ROUND_SPREAD` of the review's round points, ``benchmarks/coach_common.measured_spread``)."""
    rounds = range(1, len(state.round_scores) + 1)
    return [float(max(totals) - min(totals)) for totals in map(state.round_totals, rounds)]


def round_finish(rnd: int) -> shared.Finish:
    """A :func:`finish` whose margin is the round points of round ``rnd`` (:func:`neighbour_margin`) and whose win
    share is the game's: the review's measure (:func:`review_evaluate`)."""

    return partial(finish_round, rnd=rnd)


def finish_round(state: State, seat: int, seed: int, rnd: int) -> tuple[float, float]:
    """:func:`finish`, with the round points of round ``rnd`` for the margin (:func:`round_finish`)."""
    _, win = finish(state, seat, seed)
    return neighbour_margin(state.round_totals(rnd), seat), win
