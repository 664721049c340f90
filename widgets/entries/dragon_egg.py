"""The Luminous Dragon Egg's entry in the games' list (:mod:`widgets.games`): its tile, pitch, own pages and colours.

Standard library and :mod:`widgets.palette` only, so the gallery reads it without loading the game's package.
"""

from __future__ import annotations

from ..palette import BLUE, RED

PLAYERS = range(2, 6)
"""The table sizes, as the engine's ``State.PLAYER_COUNTS`` (tests/test_registry.py checks them)."""

PLAY_TIME = "about 20–30 min"
"""The play time on the gallery tile (from the rulebook in shared/rulebooks/)."""

COLOUR, INK, SYMBOL = "#D55E00", "#000000", "D"
"""The tile's accent colour (Okabe-Ito), its text colour (contrast at least 4.5:1) and its symbol."""

PITCH = (
    "Split your hand into a strong Far pair and a weaker Near pair; each scores the rival pairs it "
    "matches or beats, and the two scores multiply."
)
"""The one-line pitch on the gallery tile."""

PAGES: tuple[tuple[str, str, str], ...] = (
    ("tutorial", "01_components_and_setup", "Components and setup"),
    ("tutorial", "02_building_sets", "Building two sets"),
    ("tutorial", "03_scoring", "Scoring a round"),
    ("tutorial", "04_hand_resolution_and_bracelets", "Hand resolution and bracelets"),
    ("tutorial", "05_the_egg", "The Luminous Dragon Egg"),
    ("tutorial", "06_the_end", "How the game ends"),
    ("app", "calculator", "Round calculator"),
    ("analysis", "analysis", "Odds and the computer players' tournament"),
)
"""The game's own notebooks as (kind, file stem, title): its lessons in reading order, its own apps
(a calculator or an explorer) and its analysis page; the pages every game has are the gallery's."""

SWATCHES = {"R": RED, "B": BLUE}
"""The game's colours by notation letter."""
