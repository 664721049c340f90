"""Lauzait Cep!'s playouts: ChancellorBots play a sampled season on to its end.

:mod:`engines.lauzait_cep.coach` values every choice with them (its docstring says how far a playout goes and
why); :mod:`engines.lauzait_cep.endings` plays the same ones to say how the imagined seasons end. Standard
library only.
"""

from __future__ import annotations

from .. import coach as shared
from .bots import ChancellorBot
from .state import State
from .win_estimate import win_estimate

__all__ = ["MOST_STEPS", "play_season_out", "rollout_bots"]


def rollout_bots(players: int, seed: int) -> list:
    """The bots of one playout: a ChancellorBot in every seat, seeded ``seed * 31 + seat``."""
    return [ChancellorBot(seed * 31 + seat) for seat in range(players)]


MOST_STEPS = 2_000
"""The turns a playout gives a season before it is valued as it stands: a season of Chancellor bots takes a few
dozen, but only a Lauzait-Cep! or a stalemate ends one (LC-7, LC-8), and their play can circle for ever."""


def play_season_out(state: State, seat: int, seed: int, last_season: int,
                    max_steps: int = MOST_STEPS) -> tuple[float, float]:
    """Play ``state`` in place with :func:`rollout_bots` (seeded ``seed``) until ``last_season``
    is over, and value it for ``seat`` as ``(margin, win share)``.

    A game that ends (after its last season, or by agreement, LC-10) gives its real result
    (:func:`engines.coach.outcome`). Otherwise play stops once the season is scored, before
    anyone acts in the next one, or after ``max_steps`` turns of a season the bots do not end, and the
    win share is :func:`win_estimate` of the margin the scores then show.
    """
    bots = rollout_bots(state.players, seed)
    for _ in range(max_steps):
        if state.season > last_season or state.is_over():
            break
        for who in state.to_act():
            state.apply(who, bots[who].choose(state.observation(who), state.legal_actions(who)))
    if state.is_over():
        return shared.outcome(state, seat)
    scores = state.scores()
    margin = float(scores[seat] - max(s for other, s in enumerate(scores) if other != seat))
    return margin, win_estimate(state.players, state.players - last_season, margin)
