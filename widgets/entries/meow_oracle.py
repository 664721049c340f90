"""Meow Oracle's entry in the games' list (:mod:`widgets.games`): its tile, pitch, own pages and colours.

Standard library and :mod:`widgets.palette` only, so the gallery reads it without loading the game's package.
"""

from __future__ import annotations

from ..palette import BLUE, GREEN, RED, WHITE

PLAYERS = range(2, 5)
"""The table sizes, as the engine's ``State.PLAYER_COUNTS`` (tests/test_registry.py checks them)."""

PLAY_TIME = "about 15 min (our estimate)"
"""The play time on the gallery tile (from the rulebook in shared/rulebooks/)."""

COLOUR, INK, SYMBOL = "#0072B2", "#FFFFFF", "M"
"""The tile's accent colour (Okabe-Ito), its text colour (contrast at least 4.5:1) and its symbol."""

PITCH = (
    "Pass cards around the table to fill a hidden 3×3 grid whose numbers should climb and whose "
    "colours should line up."
)
"""The one-line pitch on the gallery tile."""

PAGES: tuple[tuple[str, str, str], ...] = (
    ("tutorial", "01_components_and_setup", "Components and setup"),
    ("tutorial", "02_a_turn", "A turn, step by step"),
    ("tutorial", "03_point_one_ascending", "The run score"),
    ("tutorial", "04_point_two_colour_lines", "The lines score"),
    ("tutorial", "05_round_total_and_winner_points", "Round total and winner points"),
    ("tutorial", "06_two_rounds", "Two rounds and the winner"),
    ("tutorial", "07_reading_path", "The run's path and its snake variant"),
    ("app", "calculator", "Grid calculator"),
    ("analysis", "analysis", "Marks, lines and the computer players' tournament"),
)
"""The game's own notebooks as (kind, file stem, title): its lessons in reading order, its own apps
(a calculator or an explorer) and its analysis page; the pages every game has are the gallery's."""

SWATCHES = {"R": RED, "B": BLUE, "G": GREEN, "W": WHITE}
"""The game's colours by notation letter."""
