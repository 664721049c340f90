"""The parts a game declares for its play table (:class:`widgets.app.GameTable`), as data.

:class:`TableSizes` is the numbers of players a game's table may have; the table builds the chooser.
"""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as w

from .words import plural

__all__ = ["TableSizes"]


@dataclass(frozen=True)
class TableSizes:
    """The numbers of players a game's table may have, chosen by toggle buttons (class ``<css>-opponents``).

    ``default`` is the number of players of a new app; a button says ``label`` with ``{n}`` the number of
    players, after ``description``; the chooser's value is the number of other seats (``n - 1``).
    """

    players: tuple[int, ...]
    default: int
    label: str = "{n}"
    description: str = ""
    button_width: str = "44px"
    description_width: str = ""

    def check(self, opponents: int) -> int:
        """``opponents`` itself; a ``ValueError`` unless ``opponents + 1`` is one of the table's sizes."""
        if type(opponents) is not int or opponents + 1 not in self.players:
            raise ValueError(f"opponents is the number of other seats, {self.players[0] - 1} to "
                             f"{self.players[-1] - 1}, not {opponents!r}.")
        return opponents

    def picker(self, css: str, opponents: int | None) -> w.ToggleButtons:
        """The chooser, set to ``opponents`` other seats (default: the :attr:`default` table)."""
        value = self.default - 1 if opponents is None else self.check(opponents)
        style = {"button_width": self.button_width}
        if self.description_width:
            style["description_width"] = self.description_width
        picker = w.ToggleButtons(options=[(self.label.format(n=n), n - 1) for n in self.players], value=value,
                                 description=self.description, style=style, layout=w.Layout(width="auto"),
                                 tooltips=[f"{n} players: you and {n - 1} {plural(n - 1, 'other')}"
                                           for n in self.players])
        picker.add_class(f"{css}-opponents")
        return picker
