"""The Meow Oracle positions the playing-well page and its exercise study: each a seeded game played some moves in.

:mod:`widgets.meow_oracle.playing_well` re-exports every name here.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.meow_oracle import State, new_game
from engines.meow_oracle import coach

__all__ = ["Spot", "EXAMPLES", "POOL", "position"]


@dataclass(frozen=True)
class Spot:
    """A moment of a seeded game of Standard players: ``players``, the deal's ``game`` number, ``moves`` played.

    ``coach`` is the coach's choice there, in notation (the tests hold the page to it).
    """

    players: int
    game: int
    moves: int
    coach: str


EXAMPLES: dict[str, Spot] = {
    "high card early": Spot(3, 13, 104, "place G9 at c1"),
    "one square, two jobs": Spot(2, 16, 77, "place G4 at b3"),
    "what you give": Spot(2, 7, 75, "keep G9 give B4"),
    "who gets which": Spot(3, 17, 108, "keep W5 give R3 B2"),
}
"""The page's worked positions, by the idea each one teaches."""

POOL: tuple[Spot, ...] = (
    Spot(3, 15, 117, "place R7 at c2"),
    Spot(2, 9, 65, "keep W5 give B8"),
    Spot(3, 22, 111, "place B8 at c1"),
    Spot(4, 8, 131, "place G7 at c2"),
    Spot(3, 20, 94, "keep W4 give B3 G6"),
    Spot(2, 16, 67, "place B10 at c3"),
    Spot(3, 27, 101, "keep B9 give G4 R0"),
    Spot(3, 23, 108, "keep W5 give R9 G7"),
    Spot(4, 8, 146, "place B9 at b2"),
    Spot(2, 5, 66, "place G1 at a3"),
    Spot(3, 25, 109, "place R8 at a2"),
)
"""The exercise's positions: in each the coach's choice is clearly better than at least one other."""


def _play(state: State, moves: int) -> State:
    """Let the Standard player move in every seat, ``moves`` times.

    The moves are the Standard player's, made by its faster twin
    :class:`~engines.meow_oracle.coach.RolloutBot`, which makes exactly its choices.
    """
    bot = coach.RolloutBot()
    for _ in range(moves):
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.observation(seat), state.legal_actions(seat)))
    return state


def position(spot: Spot) -> State:
    """The game of ``spot`` after its moves: a real seeded game, its record reloads with ``from_json``."""
    return _play(new_game(spot.players, seed=spot.game), spot.moves)
