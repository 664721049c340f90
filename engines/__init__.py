"""Tabletop Tutor rule engines: small, exact, standard-library-only game engines.

Every game sub-package (``engines.<key>``, :func:`game_keys`) follows the contract in the
project's API notes: notation parsing, pure rule functions, and a game loop
(``new_game`` / ``State``) driven by ``legal_actions`` and ``apply``.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil

__all__ = ["InvalidInput", "IllegalAction", "game_keys"]


class InvalidInput(ValueError):
    """Text that does not describe real cards or pieces of the game."""


class IllegalAction(ValueError):
    """A real action that the rules do not allow now; ``rule`` names the rule or ruling."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule

    def __reduce__(self):  # keep ``rule`` when pickled (e.g. by test runners)
        return (type(self), (str(self), self.rule))


@functools.cache
def game_keys() -> tuple[str, ...]:
    """The game engines' keys, sorted: the sub-packages with a ``state`` module whose ``State`` has a ``TITLE``."""
    keys = []
    for found in pkgutil.iter_modules(__path__):
        inside = pkgutil.iter_modules([f"{found.module_finder.path}/{found.name}"]) if found.ispkg else ()
        if any(module.name == "state" for module in inside):
            state = getattr(importlib.import_module(f"{__name__}.{found.name}"), "State", None)
            if getattr(state, "TITLE", None):
                keys.append(found.name)
    return tuple(sorted(keys))
