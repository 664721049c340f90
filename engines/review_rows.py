"""A review's rows: :class:`ReviewRow` (one decision of the reviewed seat and its verdict) and
:func:`decisions` (the moves of a seat that had a real choice, which a review rates one by one).
:mod:`engines.coach` re-exports both; its :func:`~engines.coach.review` and :func:`~engines.coach.rate` write the rows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Optional

from .evaluation import replayed_moves
from .labels import Difference, PointScale, flagged
from .reason_facts import Reason

@dataclass(frozen=True)
class ReviewRow:
    """One decision of the reviewed seat: what was played, the coach's choice, and the verdict.

    The coach's choice is the top of a race over every action (:func:`engines.race.race`; ``evaluations``, ranked). When the
    seat played something else, the label and the losses come from a second look on fresh
    samples (``fresh``: the two actions, the one that did better first); ``as_well`` says
    the seat's move did at least as well there on average, ``better`` that it did better beyond the
    noise (``better_in`` says whether in games or in points). When the seat played the coach's
    choice, the losses are zero. ``label`` names every band the loss's interval reaches
    (:func:`engines.labels.verdict`); ``low`` and ``high`` are those bands (indices of ``BANDS``).
    """

    move: int
    seat: int
    played: str
    best: str
    label: str
    win_loss: float
    win_loss_low: float
    win_loss_high: float
    points_loss: float
    reason: Reason
    observation: dict = field(repr=False, compare=False)
    evaluations: tuple = field(repr=False, compare=False, default=())
    fresh: tuple = field(repr=False, compare=False, default=())
    points_loss_low: float = 0.0
    points_loss_high: float = 0.0
    as_well: bool = False
    better: bool = False
    measure: str = "games"
    """Which loss set the label's bands: ``"games"`` (the win chance) or ``"points"`` (see :func:`verdict`)."""
    scale: Optional[PointScale] = field(default=None, compare=False)
    """The game's points scale the label was given with (None: games only)."""
    better_in: str = ""
    """``"games"`` or ``"points"`` when the seat's move did better beyond the noise there (:func:`better_in`)."""
    settled: bool = True
    """Whether the second look's intervals were settled when it stopped (False: its cap or Stop ended it first,
    and the label may name a range of bands)."""
    alike: bool = False
    """Whether the game's rules make the seat's move the coach's choice in play (so no playouts were asked)."""
    tied: tuple = ()
    """The moves the coach's search could not tell apart from its choice (action texts; empty when its choice was
    clear; :func:`engines.race.race`). The seat's move among them is still judged on a second look."""
    looks: tuple = ()
    """The second look's batches as ``(evaluate seed, samples)``, in order: where each paired sample of ``fresh``
    came from, so an imagined game can be played again (:mod:`engines.watching`); empty without a second look."""

    @property
    def agrees(self) -> bool:
        """Whether the seat played the coach's own choice."""
        return self.played == self.best

    @property
    def figures(self) -> tuple:
        """The evaluations the label was given on: the second look's, else the race's."""
        return self.fresh or self.evaluations

    @property
    def difference(self) -> Difference:
        """The loss as a :class:`Difference` (zero when the seat played the coach's choice)."""
        playouts = self.fresh[0].playouts if self.fresh else 0
        return Difference(self.win_loss, self.win_loss_low, self.win_loss_high, self.points_loss,
                          self.points_loss_low, self.points_loss_high, playouts)

    @property
    def flagged(self) -> bool:
        """Whether the row flags a costly choice (even its mildest band is an inaccuracy or worse)."""
        return flagged(self.label)


def decisions(state: Any, seat: int) -> Iterator[tuple[int, Any, str]]:
    """``(move number, state before it, notation)`` for each move of ``seat`` that had a real choice.

    The game is replayed from its record, so the states are exactly those the seat met.
    """
    for number, (current, who, text) in enumerate(replayed_moves(state), 1):
        if who == seat and len(current.legal_actions(seat)) > 1:
            yield number, current.clone(), text
        current.apply(who, text)
