"""The four games in one list: what every page, test and benchmark needs to know about a game.

Each :class:`GameInfo` names, for one game, its key (the folder name under ``engines/``,
``widgets/`` and ``notebooks/``), its title, the prefix of its CSS classes, and where its parts
live: the engine and its ``State``, the bot of each level (Beginner, Standard, Coach), the coach
and the number of playouts its review spends on a choice, the function that says an action in a
learner's words, and its front-end modules (``widgets.<key>.pictures``, ``.lessons``, ``.analysis``);
what else the review needs of a game is in its review hooks (:mod:`widgets.review_hooks`).
What the gallery shows of a game (its table sizes, play time, colours, pitch and own pages) and its
colours by notation letter live in the game's own ``widgets/entries/<key>.py``, read through
:attr:`GameInfo.entry`; ``tests/test_registry.py`` checks the title and table sizes against the engine.

The parts are written as ``"module"`` or ``"module:name"`` and imported only when asked for
(:meth:`GameInfo.part`), so importing this list costs nothing: the gallery reads it on every
start, and a page imports only its own game. The list is data only: it imports no other module of
``widgets`` (the review reads it, :mod:`widgets.reviewing`). Standard library only.

::

    from widgets.games import GAMES, game
    [info.key for info in GAMES]                   # ['dragon_egg', 'meow_oracle', 'lauzait_cep', 'kirin']
    game("kirin").State                            # engines.kirin.State
    game("kirin").bot("Standard", seed=1)          # a MonteCarloBot
    game("kirin").players                          # range(4, 5), as engines.kirin.State.PLAYER_COUNTS
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any

__all__ = ["GameInfo", "GAMES", "KEYS", "LEVELS", "game"]

LEVELS: tuple[str, ...] = ("Beginner", "Standard", "Coach")
"""The bot levels, weakest first (``widgets.coaching`` offers them from here)."""


@dataclass(frozen=True)
class GameInfo:
    """One game: its names, and where each of its parts lives (imported when first asked for)."""

    key: str
    title: str
    css: str
    bots: tuple[str, str, str]
    """The bot class of each level in :data:`LEVELS` order, as ``"module:Class"``."""
    review_budget: str
    """The coach's playouts (or sampled deals) per choice in a review, as ``"module:NAME"``
    (:func:`widgets.reviewing.review_budget_of` reads it)."""
    words: str
    """The function that says one of the game's actions in a learner's words, as ``"module:name"``:
    ``describe_action(action, observation=None, name=None)`` (an action or its notation; the moment's
    observation where the words depend on it; ``name`` for a seat watched from outside)."""
    rulings: str
    """The prefix of the game's ruling ids in the project's rulings (``DE`` for ``DE-1``)."""

    @property
    def engine(self) -> str:
        """The engine package, ``engines.<key>``; its coach is ``engines.<key>.coach``."""
        return f"engines.{self.key}"

    @property
    def coach(self) -> str:
        """The coach module: ``engines.<key>.coach``."""
        return f"{self.engine}.coach"

    @property
    def entry(self) -> Any:
        """The game's own facts beside the registry: the module ``widgets.entries.<key>`` (not in ``widgets.<key>``,
        so the landing page loads no game's package)."""
        return self.part(f"widgets.entries.{self.key}")

    @property
    def players(self) -> range:
        """The table sizes the game allows (its engine's ``State.PLAYER_COUNTS``)."""
        return self.entry.PLAYERS

    @property
    def pages(self) -> tuple[tuple[str, str, str], ...]:
        """The game's own notebooks as (kind, file stem, title): lessons in reading order, apps, analysis."""
        return self.entry.PAGES

    @property
    def swatches(self) -> dict[str, Any]:
        """The game's colours by notation letter (:class:`widgets.palette.Swatch`)."""
        return self.entry.SWATCHES

    def widgets(self, name: str) -> str:
        """The game's front-end module ``name``: ``pictures``, ``lessons``, ``analysis``, ``table``..."""
        return f"widgets.{self.key}.{name}"

    @property
    def State(self) -> type:  # noqa: N802 (named as the class it returns)
        """The engine's game state class."""
        return self.part(f"{self.engine}:State")

    def part(self, where: str) -> Any:
        """Import ``"module"`` or ``"module:name"`` and return the module or the name in it."""
        module, _, name = where.partition(":")
        found = import_module(module)
        return getattr(found, name) if name else found

    def bot_class(self, level: str) -> type:
        """The bot class that plays at ``level`` (one of :data:`LEVELS`)."""
        if level not in LEVELS:
            raise ValueError(f"The level is one of {', '.join(LEVELS)}, not {level!r}.")
        return self.part(self.bots[LEVELS.index(level)])

    def bot(self, level: str, seed: int | None = None) -> Any:
        """A bot of ``level`` with its own random numbers from ``seed``."""
        return self.bot_class(level)(seed=seed)



def _game(key: str, title: str, css: str, standard: str) -> GameInfo:
    """A game whose Beginner is the engine's RandomBot, whose Coach is its coach's CoachBot, whose review runs
    ``REVIEW_BUDGET`` playouts a choice and whose words are its review module's ``describe_action``."""
    return GameInfo(key=key, title=title, css=css, rulings=css.upper(),
                    bots=(f"engines.{key}.bots:RandomBot", f"engines.{key}.bots:{standard}",
                          f"engines.{key}.coach:CoachBot"),
                    review_budget=f"engines.{key}.coach:REVIEW_BUDGET",
                    words=f"widgets.{key}.review:describe_action")


GAMES: tuple[GameInfo, ...] = (
    _game("dragon_egg", "The Luminous Dragon Egg", "de", "SageBot"),
    _game("meow_oracle", "Meow Oracle", "mo", "GreedyBot"),
    _game("lauzait_cep", "Lauzait Cep!", "lc", "ChancellorBot"),
    _game("kirin", "Kirin", "ki", "MonteCarloBot"),
)
"""Every game, in the gallery's order."""

KEYS: tuple[str, ...] = tuple(info.key for info in GAMES)
"""The games' keys, in the gallery's order."""


def game(key: str) -> GameInfo:
    """The game with this key; a clear error names the keys that exist."""
    for info in GAMES:
        if info.key == key:
            return info
    raise KeyError(f"No game {key!r}; the games are: {', '.join(KEYS)}.")
