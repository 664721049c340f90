"""Colours for cards, pieces and highlights that colour-blind learners can tell apart.

The hues come from the Okabe-Ito palette, chosen so that the common kinds of colour
blindness still see them as different. Colour is never the only cue, though: every
:class:`Swatch` also carries a letter (the one the game's notation uses, such as
``R`` for red) and a symbol (a simple shape such as a triangle), and the pictures in
:mod:`widgets.svg` always draw both.

Each swatch holds two readable pairs of colours: ``ink`` on ``fill`` (the strong
colour, used for bands, badges and buttons) and ``shade`` on ``tint`` (a pale face
with dark text, used for the body of a card). Both pairs reach a contrast ratio of at
least 4.5:1, the level the web accessibility guidelines ask for normal text.

Standard library only: no widget is imported here.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from . import games as registry

__all__ = [
    "Swatch",
    "RED", "BLUE", "GREEN", "WHITE", "JOKER",
    "AZURE_DRAGON", "VERMILION_BIRD", "WHITE_TIGER", "BLACK_TORTOISE",
    "NEUTRAL", "LEGAL", "ILLEGAL", "WINNER", "HIGHLIGHT", "BACK", "WATER", "MOUNTAIN",
    "PALETTE", "GAME_SWATCHES", "MARKS",
    "swatch", "token_swatch", "contrast_ratio",
]


@dataclass(frozen=True)
class Swatch:
    """One named colour with readable text colours, a notation letter and a symbol."""

    name: str
    fill: str  # strong colour: bands, badges, buttons
    ink: str  # text drawn on ``fill``
    letter: str  # the notation letter ("R", "Q", ...); "" for colours no card carries
    symbol: str  # a shape that tells the colour apart without seeing it (see widgets.svg)
    tint: str = "#FFFFFF"  # pale face of a card or tile
    shade: str = "#222222"  # text drawn on ``tint``

    def __str__(self) -> str:
        """Name the swatch with its letter and symbol, e.g. ``red (R, ▲)``."""
        cue = ", ".join(part for part in (self.letter, self.symbol) if part)
        return f"{self.name} ({cue})"


# --- Game colours (the notation letter is the one in the API's token table) ---------
RED = Swatch("red", "#D55E00", "#000000", "R", "\u25b2", "#FBE3D3", "#8F3A00")  # ▲
BLUE = Swatch("blue", "#0072B2", "#FFFFFF", "B", "\u25cf", "#DCEBF7", "#005A8C")  # ●
GREEN = Swatch("green", "#009E73", "#000000", "G", "\u25c6", "#D7F0E6", "#006047")  # ◆
WHITE = Swatch("white", "#FFFFFF", "#000000", "W", "\u25a1", "#FFFFFF", "#333333")  # □
JOKER = Swatch("joker", "#CC79A7", "#000000", "J", "\u2726", "#F6E3EE", "#833266")  # ✦

# --- Kirin's four beasts --------------------------------------------------------------
AZURE_DRAGON = Swatch("azure dragon", "#56B4E9", "#000000", "Q", "\u2248", "#DFF1FB", "#0B5A85")  # ≈
VERMILION_BIRD = Swatch("vermilion bird", "#D55E00", "#000000", "S", "\u25bc", "#FBE3D3", "#8F3A00")  # ▼
WHITE_TIGER = Swatch("white tiger", "#FFFFFF", "#000000", "B", "\u2261", "#FFFFFF", "#333333")  # ≡
BLACK_TORTOISE = Swatch("black tortoise", "#222222", "#FFFFFF", "X", "\u2b22", "#E3E3E3", "#111111")  # ⬢

# --- Neutral colours and highlights ---------------------------------------------------
NEUTRAL = Swatch("neutral", "#BBBBBB", "#000000", "", "\u00b7", "#F2F2F2", "#333333")  # ·
LEGAL = Swatch("legal", "#009E73", "#000000", "", "\u2713", "#D7F0E6", "#006047")  # ✓
ILLEGAL = Swatch("illegal", "#D55E00", "#000000", "", "\u2717", "#FBE3D3", "#8F3A00")  # ✗
WINNER = Swatch("winner", "#F0E442", "#000000", "", "\u2605", "#FCF8D2", "#5C5300")  # ★
HIGHLIGHT = Swatch("highlight", "#E69F00", "#000000", "", "\u25ce", "#FBF1D6", "#7A5200")  # ◎
BACK = Swatch("back", "#34495E", "#FFFFFF", "", "?", "#D5DCE3", "#1F2D3A")  # face-down card
WATER = Swatch("water", "#56B4E9", "#000000", "", "\u223c", "#CFE9F8", "#0B5A85")  # ∼
MOUNTAIN = Swatch("mountain", "#009E73", "#000000", "", "\u2227", "#CDEBDD", "#006047")  # ∧

PALETTE: dict[str, Swatch] = {
    s.name: s
    for s in (
        RED, BLUE, GREEN, WHITE, JOKER,
        AZURE_DRAGON, VERMILION_BIRD, WHITE_TIGER, BLACK_TORTOISE,
        NEUTRAL, LEGAL, ILLEGAL, WINNER, HIGHLIGHT, BACK, WATER, MOUNTAIN,
    )
}
"""Every swatch by name."""

class _GameSwatches(Mapping):
    """Each registered game's colours by notation letter, read from its entry when first asked for."""

    def __getitem__(self, key: str) -> dict[str, Swatch]:
        """The colours of the game ``key``, by notation letter."""
        if key not in registry.KEYS:
            raise KeyError(key)
        return registry.game(key).swatches

    def __iter__(self) -> Iterator[str]:
        """The games' keys, in the gallery's order."""
        return iter(registry.KEYS)

    def __len__(self) -> int:
        """How many games there are."""
        return len(registry.KEYS)


GAME_SWATCHES: Mapping[str, dict[str, Swatch]] = _GameSwatches()
"""For each game (keyed like its engine module), its colours by notation letter (its ``widgets/entries/<key>.py``)."""

MARKS: dict[str, Swatch] = {s.name: s for s in (LEGAL, ILLEGAL, WINNER, HIGHLIGHT, NEUTRAL)}
"""The swatches used as marks on cards, pieces and squares, by name."""


def swatch(name: str) -> Swatch:
    """Return the swatch called ``name`` (e.g. ``"red"``, ``"legal"``)."""
    try:
        return PALETTE[name.strip().lower()]
    except KeyError:
        raise ValueError(
            f"No colour called {name!r}; known colours are {', '.join(PALETTE)}."
        ) from None


def token_swatch(game: str, token: str) -> Swatch:
    """Return the colour of a card or piece token of ``game`` (its first letter), e.g. ``"R7"``."""
    colours = GAME_SWATCHES.get(game)
    if colours is None:
        raise ValueError(f"No game called {game!r}; known games are {', '.join(GAME_SWATCHES)}.")
    letter = token.strip()[:1].upper()
    if letter not in colours:
        raise ValueError(
            f"{token!r} does not start with a colour letter of {game}; "
            f"allowed letters are {', '.join(colours)}."
        )
    return colours[letter]


def _luminance(colour: str) -> float:
    """Relative luminance of a ``#RRGGBB`` colour, as the WCAG defines it."""
    value = colour.lstrip("#")
    channels = [int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG contrast ratio of two ``#RRGGBB`` colours, from 1 (same) to 21 (black on white)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
