"""What the games with practice ideas share: which of a game's pulls a choice turns on, and a stored position's idea.

A game's ``endings`` module plays the coach's imagined deals out after one choice (its ``endings``) and splits what
the coach's choice gains over another into the game's three pulls (its ``parts``, which say what each pull is);
:class:`Pulls` holds those with the pulls' names and the points a part must reach, and names the deciding pull
(:meth:`Pulls.deciding`) and a position's idea with its evidence (:meth:`Pulls.idea_of`). Standard library only:
a game's functions are passed in, never imported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

__all__ = ["Pulls", "deals_at"]


FEWEST_DEALS = 8
"""The fewest imagined deals a reason from the endings plays after each move, however small the review."""


def deals_at(deals: int, budget: int, full: int) -> int:
    """The imagined deals a reason from the endings plays at a review's ``budget``: ``deals`` at the game's own
    review budget ``full`` or more, in proportion below it (at least :data:`FEWEST_DEALS`), so that a smaller
    review is smaller throughout."""
    return max(min(deals, deals * budget // full), min(deals, FEWEST_DEALS))


@dataclass(frozen=True)
class Pulls:
    """A game's pulls on a choice: their ``names`` in the order a tie is broken, the points per imagined deal a part
    must reach to name one (``clear``), ``parts`` that splits one choice's endings' lead over another's by pull, and
    ``endings`` that plays ``deals`` imagined deals of ``seed`` out after a choice."""

    names: tuple[str, ...]
    clear: float
    parts: Callable[[Any, Any], dict[str, float]]
    endings: Callable[[dict, int, str, int, int], Any]

    def deciding(self, best: Any, other: Any) -> str:
        """The pull the coach's choice ``best`` wins by against ``other`` ("" when no part reaches ``clear``)."""
        split = self.parts(best, other)
        top = max(self.names, key=lambda pull: (split[pull], -self.names.index(pull)))
        return top if split[top] >= self.clear else ""

    def idea_of(self, observation: dict, seat: int, best: str, tempting: str, deals: int = 16,
                seed: int = 0) -> tuple[str, dict]:
        """The pull a stored practice position turns on (:meth:`deciding` on ``deals`` imagined deals of ``seed``),
        and its evidence as JSON data: the endings after the coach's choice (``"best"``) and the tempting one."""
        best_ends, other_ends = (self.endings(observation, seat, best, deals, seed),
                                 self.endings(observation, seat, tempting, deals, seed))
        return self.deciding(best_ends, other_ends), {"best": best_ends.to_json(), "tempting": other_ends.to_json()}

    def apart(self, observation: dict, seat: int, played: Any, best: Any, figures: dict[str, Any],
              deals: int, seed: int = 0) -> Optional[Any]:
        """The pull the coach's move ``best`` wins by over ``played`` on ``deals`` imagined deals of ``seed`` as the
        game's fact (``figures``: each pull's fact class and the figure it carries from an ending, made of that
        figure after each move; or a function of the deals and both endings that makes the fact); ``None`` where no
        pull is clear (:meth:`deciding`)."""
        best_ends = self.endings(observation, seat, str(best), deals, seed)
        played_ends = self.endings(observation, seat, str(played), deals, seed)
        pull = self.deciding(best_ends, played_ends)
        if not pull:
            return None
        if callable(figures[pull]):
            return figures[pull](deals, best_ends, played_ends)
        fact, figure = figures[pull]
        return fact(deals, figure(best_ends), figure(played_ends))
