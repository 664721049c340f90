"""Lauzait Cep!'s entry in the games' list (:mod:`widgets.games`): its tile, pitch, own pages and colours.

Standard library and :mod:`widgets.palette` only, so the gallery reads it without loading the game's package.
"""

from __future__ import annotations

from ..palette import GREEN, JOKER, WHITE

PLAYERS = range(2, 5)
"""The table sizes, as the engine's ``State.PLAYER_COUNTS`` (tests/test_registry.py checks them)."""

PLAY_TIME = "15–30 min"
"""The play time on the gallery tile (from the rulebook in shared/rulebooks/)."""

COLOUR, INK, SYMBOL = "#009E73", "#000000", "L"
"""The tile's accent colour (Okabe-Ito), its text colour (contrast at least 4.5:1) and its symbol."""

PITCH = (
    "Hire officials by sliding pieces across a board with a mountain and water, then call the season "
    "with three good departments in hand."
)
"""The one-line pitch on the gallery tile."""

PAGES: tuple[tuple[str, str, str], ...] = (
    ("tutorial", "01_components_and_setup", "Components and setup"),
    ("tutorial", "02_hiring", "Hiring"),
    ("tutorial", "03_mountain_and_water", "The Mountain and the Water"),
    ("tutorial", "04_departments_and_bonus", "Departments and their bonus"),
    ("tutorial", "05_dissolving_and_refunds", "Forming, dissolving and the refund"),
    ("tutorial", "06_lauzait_cep_and_formations", "Declaring and the scoring patterns"),
    ("tutorial", "07_stalemate", "Stalemate"),
    ("tutorial", "08_seasons_and_the_end", "Seasons and the end"),
    ("app", "calculator", "Hand and government calculator"),
    ("app", "board_explorer", "Board explorer"),
    ("analysis", "analysis", "Exact odds and the computer players' tournament"),
)
"""The game's own notebooks as (kind, file stem, title): its lessons in reading order, its own apps
(a calculator or an explorer) and its analysis page; the pages every game has are the gallery's."""

SWATCHES = {"G": GREEN, "W": WHITE, "J": JOKER}
"""The game's colours by notation letter."""
