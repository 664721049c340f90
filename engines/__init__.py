"""Tabletop Tutor rule engines: small, exact, standard-library-only game engines.

Every game module (``engines.dragon_egg``, ...) follows the contract in the
project's API notes: notation parsing, pure rule functions, and a game loop
(``new_game`` / ``State``) driven by ``legal_actions`` and ``apply``.
"""

from __future__ import annotations

__all__ = ["InvalidInput", "IllegalAction"]


class InvalidInput(ValueError):
    """Text that does not describe real cards or pieces of the game."""


class IllegalAction(ValueError):
    """A real action that the rules do not allow now; ``rule`` names the rule or ruling."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule

    def __reduce__(self):  # keep ``rule`` when pickled (e.g. by test runners)
        return (type(self), (str(self), self.rule))
