"""What the coach's benchmarks share: each game's bots by level, a finished game to review, and a typical
round's spread of scores (:func:`measured_spread`, which each game's coach stores as ``ROUND_SPREAD``).

Loaded by ``tournament_coach.py``, ``bench_coach.py`` and ``bench_review.py`` (run from the repository root)
and by the tests.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from benchmarks.common import game_bench
from engines.coach import round_spreads
from widgets.games import GAMES as REGISTRY

#: Each game's player counts, its Standard bot (the strongest ordinary bot) by class name and its title, from the
#: registry (:mod:`widgets.games`).
GAMES: dict[str, dict[str, Any]] = {
    info.key: {"players": tuple(info.players), "standard": info.bots[1].rpartition(":")[2], "title": info.title}
    for info in REGISTRY}


def module(game: str, part: str = "") -> Any:
    """``engines.<game>`` or one of its modules (``bots``, ``coach``)."""
    return importlib.import_module(f"engines.{game}" + (f".{part}" if part else ""))


def standard_bot(game: str) -> Callable[[int], Any]:
    """The maker of the game's Standard bot, called with a seed."""
    return getattr(module(game, "bots"), GAMES[game]["standard"])


def coach_bot(game: str, budget: int | None = None, settings: dict[str, Any] | None = None) -> Callable[[int], Any]:
    """The maker of the game's Coach bot, called with a seed; ``settings`` override its class
    attributes (``{"GATE": 1.0}``, see :class:`engines.coach.CoachBot`)."""
    bot = module(game, "coach").CoachBot
    if settings:
        bot = type(bot.__name__, (bot,), dict(settings))
    return lambda seed: bot(seed=seed, budget=budget)


def play(state: Any, bots: list[Any], max_steps: int = 1_000_000) -> Any:
    """Play ``state`` to its end, each seat's bot choosing from its own observation."""
    for _ in range(max_steps):
        seats = state.to_act()
        if not seats:
            return state
        seat = seats[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    raise RuntimeError("The game did not end.")


def standard_game(game: str, players: int, seed: int) -> Any:
    """A finished game of Standard bots in every seat, dealt from ``seed``."""
    make = standard_bot(game)
    state = module(game).new_game(players, seed=seed)
    return play(state, [make(seed * 10 + s) for s in range(players)])


#: How a game's rounds are told apart in its observation (a new value starts a new round): ``round``, or the
#: game's own ``ROUND_KEY`` in ``benchmarks/bench_<key>.py``.
ROUND_KEY = {key: getattr(game_bench(key), "ROUND_KEY", "round") for key in GAMES}
#: The games of Standard bots a round's spread is averaged over, per game and table size (each game's
#: ``SPREAD_GAMES``), and their first seed.
SPREAD_GAMES = {key: game_bench(key).SPREAD_GAMES for key in GAMES}
SPREAD_SEED = 9000


def spreads_of(game: str) -> Callable[[Any], list[float]]:
    """How a finished game's rounds are spread in the points its review weighs: the game coach's own
    ``round_spreads(state)`` where it has one (Meow Oracle's round totals), else the scores each round added
    (:func:`engines.coach.round_spreads`)."""
    own = getattr(module(game, "coach"), "round_spreads", None)
    return own if own is not None else lambda state: round_spreads(state, ROUND_KEY[game])


def measured_spread(game: str, players: int) -> float:
    """A typical round's spread of scores at ``players``: the mean over the rounds of ``SPREAD_GAMES`` seeded
    games of Standard bots of the most points a seat gained in the round minus the fewest (in the points the
    game's review weighs, :func:`spreads_of`), to two decimals (what each game's coach stores as ``ROUND_SPREAD``)."""
    spread = spreads_of(game)
    spreads = [s for g in range(SPREAD_GAMES[game]) for s in spread(standard_game(game, players, SPREAD_SEED + g))]
    return round(sum(spreads) / len(spreads), 2)
