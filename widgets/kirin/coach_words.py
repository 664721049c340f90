"""Kirin's coach in words: what the players still to play may add to a trick, said once.

The facts are the engine's (:func:`engines.kirin.reasons.still_to_play`: the seats after you in the trick and the
cards of your beast you have not seen, KI-7); this module only writes them as the clause the Playing well page reads.
"""

from __future__ import annotations

from typing import Sequence

from engines.core import seat_name
from engines.kirin.reasons import still_to_play

__all__ = ["later_words"]


def _names(seats: Sequence[int]) -> str:
    """'Dagny', 'Dagny and Aiko', 'Chidi, Dagny and Aiko'."""
    names = [seat_name(s) for s in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def later_words(observation: dict, beast: str, player: str = "you") -> str:
    """What the players still to play may add to the trick, in words ('' when ``player`` plays last).

    ``player``: how the seat is named ('you', or its name on a page).
    """
    later, unseen = still_to_play(observation)
    if not later:
        return ""
    plays = "plays" if len(later) == 1 else "play"
    if not unseen:
        return (f"{_names(later)} still {plays} after {player}, and no {beast} card {player} "
                f"{'have' if player == 'you' else 'has'} not seen is left for them to add")
    return (f"{_names(later)} still {plays} after {player} and may add {'the' if unseen == 1 else 'some of the'} "
            f"{_count(unseen, beast)} "
            f"{player} {'have' if player == 'you' else 'has'} not seen")


def _count(points: int, beast: str) -> str:
    """'no White Tiger card', '1 White Tiger card', '2 White Tiger cards'."""
    return f"{points or 'no'} {beast} card{'s' * (points != 1)}"
