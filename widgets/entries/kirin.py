"""Kirin's entry in the games' list (:mod:`widgets.games`): its tile, pitch, own pages and colours.

Standard library and :mod:`widgets.palette` only, so the gallery reads it without loading the game's package.
"""

from __future__ import annotations

from ..palette import AZURE_DRAGON, BLACK_TORTOISE, VERMILION_BIRD, WHITE_TIGER

PLAYERS = range(4, 5)
"""The table sizes, as the engine's ``State.PLAYER_COUNTS`` (tests/test_registry.py checks them)."""

PLAY_TIME = "about 30 min"
"""The play time on the gallery tile (from the rulebook in shared/rulebooks/)."""

COLOUR, INK, SYMBOL = "#CC79A7", "#000000", "K"
"""The tile's accent colour (Okabe-Ito), its text colour (contrast at least 4.5:1) and its symbol."""

PITCH = (
    "Secretly back one of four divine beasts and win tricks of its colour while Kirin cards keep "
    "flipping which cards are strong."
)
"""The one-line pitch on the gallery tile."""

PAGES: tuple[tuple[str, str, str], ...] = (
    ("tutorial", "01_components", "Components"),
    ("tutorial", "02_orders_and_comparing", "The two orders and comparing cards"),
    ("tutorial", "03_the_follow_rule", "The follow rule"),
    ("tutorial", "04_winning_a_trick", "Winning a trick"),
    ("tutorial", "05_kirin_cards_and_the_order", "Kirin cards and the order"),
    ("tutorial", "06_declaring_and_scoring", "Declaring and scoring"),
    ("app", "trick_explorer", "Trick explorer"),
    ("analysis", "analysis", "Choices, declarations and the computer players' tournament"),
)
"""The game's own notebooks as (kind, file stem, title): its lessons in reading order, its own apps
(a calculator or an explorer) and its analysis page; the pages every game has are the gallery's."""

SWATCHES = {"Q": AZURE_DRAGON, "S": VERMILION_BIRD, "B": WHITE_TIGER, "X": BLACK_TORTOISE}
"""The game's colours by notation letter."""
