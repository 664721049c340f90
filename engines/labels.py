"""How a review words the difference between two choices: best, good, inaccuracy, mistake or blunder.

A difference (:class:`Difference`) is what one choice gives away against another, paired
playout by playout, in games won and in points, each with a 95% interval. :func:`label` turns it
into a word by the games given away, and, with a game's :class:`PointScale`, by the points too
(the worse of the two labels stands, :func:`judge`); :func:`settled` says when a review's second
look has sampled enough to give that word. The thresholds are written once here, with the
sentences the pages print about them (``LABEL_RULES``).

Standard library only; :mod:`engines.coach` builds on it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Optional, Sequence

#: Labels by the win chance a choice gives away against the coach's best choice
#: (a share of games, 0.10 = ten games in a hundred). Read top to bottom: the first
#: row whose bound the loss stays under gives the label.
LABELS: tuple[tuple[str, float], ...] = (
    ("best", 0.0),
    ("good", 0.03),
    ("inaccuracy", 0.08),
    ("mistake", 0.16),
    ("blunder", math.inf),
)

#: The same, in words for a page: how a difference gets its label (see :func:`label`).
LABEL_SCALE = (
    "best: the coach's own choice, one that did as well or better, or one whose loss the playouts cannot "
    "tell from nothing, neither in games nor in points; good: gives away fewer than 3 games in 100, or a loss in "
    "games the playouts cannot tell from nothing while it clearly loses a few points; inaccuracy: 3 to 8 in 100; "
    "mistake: 8 to 16 in 100; blunder: 16 or more in 100. By the games alone, a choice is called worse than "
    "good only when the whole 95% interval of the games it gives away is above zero."
)

#: Labels by the points a choice gives away, as fractions of a typical round's spread of scores in the
#: game at that table size (:class:`PointScale`): the first row whose bound the loss stays under.
POINT_LABELS: tuple[tuple[str, float], ...] = tuple(
    (name, fraction) for (name, _), fraction in zip(LABELS[1:], (0.2, 0.5, 1.0, math.inf)))

#: How a review weighs the points too, in words for its panel (the figures of one table: :func:`scale_words`).
POINTS_SCALE = (
    "A review also weighs the points a choice gives away, because at three or more players one choice "
    "seldom changes who wins, while it can still cost points: set against a typical round's spread "
    "of scores (the highest score of a round minus the lowest, on average, in games of Standard bots at that "
    "many players), a loss under a fifth of it is good, a fifth to a half an inaccuracy, a half to a whole "
    "spread a mistake, and a whole spread or more a blunder. Points count only when the whole 95% interval "
    "of the points given away is above zero, and a choice gets the worse of its two labels."
)

#: How a review values a choice that was not the coach's, in words for its panel.
SECOND_LOOK_RULES = (
    "The coach first plays every choice out on imagined games to find its own; then, for a "
    "choice that was not its own, it plays both again on fresh imagined games, adding more "
    "until the 95% intervals of the games and of the points given away fall clear of the bounds "
    "below, or narrow around zero (within 3 in 100, and within a fifth of a round's spread of "
    "scores), or a cap is reached, and labels from that second look alone, so a small loss the "
    "playouts cannot resolve is still called best or good. When the cap is reached with an interval "
    "still holding one or more bounds between labels, the mildest label that interval allows is given."
)

#: What the review panel says of its labels: the second look, then the scale in games, then in points.
LABEL_RULES = f"{SECOND_LOOK_RULES} {LABEL_SCALE} {POINTS_SCALE}"

#: What a review can and cannot tell apart, in words for its panel (after the rules).
REVIEW_LIMITS = (
    f"What the review can tell apart: a choice that gives away {round(LABELS[1][1] * 100)} or more games in 100, "
    "or a fifth of a round's spread of points or more, once its playouts have settled the interval. It cannot "
    "tell apart choices closer than that: a smaller loss is called best or good, and a loss its playouts cannot "
    "place on one side of a bound before their cap gets the mildest label its interval allows, so \"best\" means "
    "no loss the coach could see, not a proven best move. The coach's own choice comes from a first look on "
    "fewer playouts, so on a close call it is one good choice among several."
)

#: The label boundaries of the win chance given away, zero first; the second look samples until its
#: interval lies between two of them, or narrow around zero, or the cap is reached (:func:`settled`).
BOUNDS: tuple[float, ...] = (0.0,) + tuple(bound for _, bound in LABELS[1:-1])


@dataclass(frozen=True)
class Difference:
    """How much ``other`` gives away against ``best``, paired playout by playout (95% intervals)."""

    win: float
    win_low: float
    win_high: float
    margin: float
    margin_low: float
    margin_high: float
    playouts: int


@dataclass(frozen=True)
class PointScale:
    """How many points a choice may give away in one game at one table size before a review flags it.

    ``spread`` is a typical round's spread of scores there: the highest score of a round minus the
    lowest, averaged over the rounds of seeded games of Standard bots (each game's coach module
    stores it as ``ROUND_SPREAD``, from :func:`engines.coach.round_spreads`). ``unit`` names the points
    ("ZOO", "winner points", "points"). The label bounds are :data:`POINT_LABELS` times the spread.
    """

    spread: float
    unit: str = "points"
    players: int = 0
    note: str = ""
    """What the game's scoring lets the points tell apart, where it needs saying (one sentence, or nothing)."""

    def __post_init__(self) -> None:
        """Refuse, in words, a scale no loss could be weighed against."""
        if not (isinstance(self.spread, (int, float)) and math.isfinite(self.spread) and self.spread > 0):
            raise ValueError(f"A round's spread of scores is a positive number, not {self.spread!r}.")

    @property
    def bounds(self) -> tuple[float, ...]:
        """The points bounds between the labels: good | inaccuracy | mistake | blunder."""
        return tuple(fraction * self.spread for _, fraction in POINT_LABELS[:-1])


def scale_words(scale: PointScale) -> str:
    """One table's points bounds in words: "With 3 players a round's spread of scores is 3.38 ZOO, so ..."."""
    good, inaccuracy, mistake = scale.bounds
    table = f"With {scale.players} players" if scale.players else "Here"
    words = (f"{table} a round's spread of scores is {scale.spread:.2f} {scale.unit}, so in points a loss "
             f"under {good:.2f} is good, {good:.2f} to {inaccuracy:.2f} an inaccuracy, {inaccuracy:.2f} to "
             f"{mistake:.2f} a mistake, and {mistake:.2f} or more a blunder.")
    return f"{words} {scale.note}" if scale.note else words


def point_scale(spreads: dict[int, float], players: int, unit: str, note: str = "") -> Optional[PointScale]:
    """A game's :class:`PointScale` at ``players`` from its stored ``ROUND_SPREAD`` (None for a table size
    it has none for: the games alone then give the label); ``note`` as :attr:`PointScale.note`."""
    spread = spreads.get(players)
    return None if spread is None else PointScale(spread, unit, players, note)


def as_well(difference: Difference) -> bool:
    """Whether the other action did at least as well as the best on these playouts (the coach's own
    order: more wins first, then a better margin)."""
    win = round(difference.win, 9)
    return win < 0 or (win == 0 and difference.margin <= 0)


def did_better(difference: Difference) -> bool:
    """Whether the other action beat the best beyond the playouts' noise (the mirror of :func:`clearly_better`)."""
    return difference.win_high < 0 or (difference.win_high <= 0 and difference.margin_high < 0)


def _games_label(difference: Difference) -> str:
    """The label the games given away earn alone (see ``LABEL_SCALE``)."""
    if difference.win_low <= 0:  # the win chances cannot be told apart from noise
        return "best" if difference.margin_low <= 0 else "good"
    for name, bound in LABELS[1:]:
        if difference.win < bound:
            return name
    return LABELS[-1][0]


def _points_label(difference: Difference, scale: PointScale) -> str:
    """The label the points given away earn alone (see ``POINTS_SCALE``): none unless clearly above zero."""
    if difference.margin_low <= 0:
        return "best"
    for (name, _), bound in zip(POINT_LABELS, scale.bounds):
        if difference.margin < bound:
            return name
    return POINT_LABELS[-1][0]


_RANK = {name: rank for rank, (name, _) in enumerate(LABELS)}


def judge(difference: Difference, scale: Optional[PointScale] = None, *, doubt: bool = False) -> tuple[str, str]:
    """``(label, measure)`` for a difference: the label (see :func:`label`) and ``"games"`` or ``"points"``,
    the loss that earned it (``"points"`` when the points give a worse label than the games, or when a "good"
    comes from points clearly lost while the games cannot be told from nothing).

    ``doubt``: the playouts ended before their intervals were settled (:func:`settled`), so a loss could lie on
    either side of a bound: each measure is then labelled by the low end of its interval, the mildest label
    the playouts allow.
    """
    if as_well(difference):
        return "best", "games"
    if doubt:
        difference = replace(difference, win=max(difference.win_low, 0.0), margin=max(difference.margin_low, 0.0))
    games = _games_label(difference)
    by_games = "points" if games == "good" and difference.win_low <= 0 else "games"  # good for points lost alone
    if scale is None:
        return games, by_games
    points = _points_label(difference, scale)
    return (points, "points") if _RANK[points] > _RANK[games] else (games, by_games)


def label(difference: Difference, scale: Optional[PointScale] = None) -> str:
    """best / good / inaccuracy / mistake / blunder for a difference (see ``LABEL_RULES``).

    An action that did as well as the best or better (:func:`as_well`) is always "best". With a
    game's ``scale`` the points given away are weighed too, and the worse of the two labels stands.
    """
    return judge(difference, scale)[0]


def _interval(difference: Difference, measure: str, scale: Optional[PointScale]) -> tuple[float, float, tuple]:
    """The interval of ``measure`` ("games", or "points" with a game's ``scale``) and its label bounds, zero first."""
    if measure == "points" and scale is not None:
        return difference.margin_low, difference.margin_high, (0.0,) + scale.bounds
    return difference.win_low, difference.win_high, BOUNDS


def _inside(low: float, high: float, bounds: Sequence[float]) -> list[float]:
    """The bounds strictly inside an interval."""
    return [bound for bound in bounds if low < bound < high]


def unplaced(difference: Difference, scale: Optional[PointScale], measure: str) -> bool:
    """Whether the interval of ``measure`` ("games" or "points") holds a bound between two labels, so the loss
    could lie on either side of it (a look that stops so gives the mildest label its interval allows)."""
    low, high, bounds = _interval(difference, measure, scale)
    return bool(_inside(low, high, bounds[1:]))


def settled(difference: Difference, target: float, scale: Optional[PointScale] = None) -> bool:
    """Whether the interval of the win chance given away, and with a game's ``scale`` that of the points too, is
    settled: it lies between two label bounds, or it holds zero alone and is narrow (``target`` either side for
    the games, a fifth of a round's spread for the points: a loss the playouts cannot tell from nothing). An
    interval that holds a bound between two labels is not settled, however narrow: more playouts decide which
    side of it the loss is on."""
    for measure, narrow in (("games", target),) + (() if scale is None else (("points", scale.bounds[0]),)):
        low, high, bounds = _interval(difference, measure, scale)
        inside = _inside(low, high, bounds)
        if inside and not (inside == [0.0] and (high - low) / 2 <= narrow):
            return False
    return True
