"""How much of the shared play table each game redefines: the course stays in GameTable and the session.

A game's ``PlayTable`` gives its widgets, its drawing and its words; the course of a game (acting,
taking the passed screen, dealing, the public view, forgetting choices) is written once, in
:class:`widgets.app.GameTable` and :class:`widgets.session.Session`, and a game declares what differs
as data (``sizes``, ``secrets``, ``choices``, ``automatic``, ``stage``...).
"""

from __future__ import annotations

import inspect

import pytest

from widgets.app import GameTable
from widgets.games import GAMES

KEYS = [info.key for info in GAMES]

MAX_OVERRIDES = 11
"""The most methods of GameTable (with its widgets bases) that one game's PlayTable redefines."""

NEVER_OVERRIDDEN = ("act", "show_hand", "new_game", "open_game", "deal", "public_view", "forget_choices", "todo")
"""The course of a game: no game redefines these."""

SHARED = [c for c in GameTable.__mro__ if c.__module__.startswith("widgets.")]


def _methods(cls: type) -> set[str]:
    """The methods (functions and properties) a class itself defines."""
    return {name for name, value in vars(cls).items()
            if inspect.isfunction(value) or isinstance(value, (property, staticmethod, classmethod))}


def play_table(info) -> type:
    """The game's PlayTable class, from the registry."""
    return info.part(f"{info.widgets('table')}:PlayTable")


def overrides(table: type) -> set[str]:
    """The methods of GameTable and its widgets bases that a game's own classes redefine."""
    shared = set().union(*(_methods(c) for c in SHARED))
    own = [c for c in table.__mro__ if c not in SHARED and c.__module__.startswith("widgets.")]
    return shared & set().union(*(_methods(c) for c in own))


def test_the_count_sees_the_shared_classes():
    assert GameTable in SHARED and {c.__name__ for c in SHARED} >= {"GameTable", "Tool", "LinkedPage"}


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_a_game_redefines_its_drawing_and_words_not_the_course(info):
    table = play_table(info)
    assert issubclass(table, GameTable) and table.key == info.key
    found = overrides(table)
    assert {"build", "layout", "_render", "style_widget"} <= found, found  # the count does see overrides
    assert not found & set(NEVER_OVERRIDDEN), f"{info.key} redefines {sorted(found & set(NEVER_OVERRIDDEN))}"


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_a_game_redefines_at_most_the_pinned_number_of_methods(info):
    found = overrides(play_table(info))
    assert len(found) <= MAX_OVERRIDES, f"{info.key} redefines {len(found)}: {' '.join(sorted(found))}"

