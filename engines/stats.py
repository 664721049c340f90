"""Small statistics helpers the analyses share (standard library only)."""

from __future__ import annotations

import math


def wilson_interval(wins: int, games: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson score interval for a win rate (default 95%): stays inside [0, 1] even near 0 or 1."""
    if games <= 0:
        raise ValueError(f"A win rate needs at least one game, not {games}.")
    if not 0 <= wins <= games:
        raise ValueError(f"Wins must be between 0 and the {games} games played, not {wins}.")
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    low = 0.0 if wins == 0 else max(0.0, centre - half)
    high = 1.0 if wins == games else min(1.0, centre + half)
    return low, high
