"""How a review words what a choice gives away: best, good, inaccuracy, mistake or blunder, or an honest range.

A difference (:class:`Difference`) is what one choice gives away against another, paired
playout by playout, in games won and in points, each with a 95% interval. A loss falls into one of
four **bands**: good, inaccuracy, mistake, blunder (:data:`LABELS` in games given away,
:data:`POINT_LABELS` in points against a game's :class:`PointScale`). A verdict (:func:`verdict`)
names every band the interval of the loss reaches, so it never claims more than the playouts back:
"mistake" when the whole interval lies in the mistake band, "inaccuracy or mistake" when it crosses
one boundary, "good to mistake" when it crosses two. Games and points are both weighed and the worse
of the two stands. "best" is the coach's own choice, or a move that did as well or better whose whole
interval lies in the good band. :func:`settled` says when a review's second look has sampled enough.
The thresholds are written once here, with the sentences the pages print about them.

Standard library only; :mod:`engines.coach` builds on it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, Sequence

from .boundary import quote

#: Labels by the win chance a choice gives away against the coach's best choice
#: (a share of games, 0.10 = ten games in a hundred). Each row is a band with its upper
#: bound: good is under 3 in 100, inaccuracy 3 to under 8, mistake 8 to under 16, blunder
#: 16 or more. "best" (bound 0) is not a band of its own: a loss at or below zero lies in
#: the good band, and "best" is said of a move that did as well (see :func:`verdict`).
LABELS: tuple[tuple[str, float], ...] = (
    ("best", 0.0),
    ("good", 0.03),
    ("inaccuracy", 0.08),
    ("mistake", 0.16),
    ("blunder", math.inf),
)

#: The four bands a loss can fall into, mildest first.
BANDS: tuple[str, ...] = tuple(name for name, _ in LABELS[1:])

#: Labels by the points a choice gives away, as fractions of a typical round's spread of scores in the
#: game at that table size (:class:`PointScale`): each band with its upper bound.
POINT_LABELS: tuple[tuple[str, float], ...] = tuple(
    (name, fraction) for (name, _), fraction in zip(LABELS[1:], (0.2, 0.5, 1.0, math.inf)))

#: A label's symbol, as chess annotators mark moves (shown beside the word, never instead of it).
SYMBOLS: dict[str, str] = {"best": "\u2713", "good": "\u2713", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def _pct(share: float) -> str:
    return f"{round(share * 100)}"


def best_cases(choice: str = "move", points: str = "points") -> tuple[str, str, str]:
    """The three ways a move is "best" (the rules of :func:`verdict`), each in words for a page: ``choice`` names
    what a player chooses ("move", "card"), ``points`` the game's unit."""
    return (f"the coach's own {choice}",
            f"a {choice} that did better than it beyond the playouts' noise: in games, whatever the {points} (the "
            f"coach too puts games first), or in {points}, while the games are too close to tell apart and their whole "
            f"range is inside the good band",
            f"a {choice} that did as well, with every range inside the good band: at least as many games won on "
            f"average (or, where the games won are exactly level, at least as many {points} on average), and not "
            f"behind in {points} beyond the noise")


def best_words(choice: str = "move", points: str = "points") -> str:
    """What "best" means, as one sentence (:func:`best_cases`)."""
    own, better, level = best_cases(choice, points)
    return f"Best is {own}; or {better}; or {level}."


#: The bands in games, in words for a page (table size does not change them).
LABEL_SCALE = (
    f"In games: good gives away under {_pct(LABELS[1][1])} games in 100; an inaccuracy {_pct(LABELS[1][1])} "
    f"to under {_pct(LABELS[2][1])}; a mistake {_pct(LABELS[2][1])} to under {_pct(LABELS[3][1])}; a blunder "
    f"{_pct(LABELS[3][1])} or more. " + best_words()
)

def points_scale_words(period: str = "round") -> str:
    """How a review weighs the points too, in words for its panel, for a game scored by ``period`` ("round",
    "season"): the bounds of one table are :func:`scale_words`."""
    return (
        f"In points, against a typical {period}'s spread of scores at that many players (the highest score of a "
        f"{period} minus the lowest, on average, in games of Standard bots): good is under a fifth of it, an "
        "inaccuracy "
        "a fifth to under a half, a mistake a half to under a whole spread, a blunder a whole spread or more. "
        "Games and points are both weighed, end by end: the mildest band a label names is the worse of the two "
        "ranges' mildest bands, and its worst band the worse of their worst (games 1 to 5 in 100 and points in the "
        "mistake band give \"mistake\"), because at three or more players one move seldom changes who wins, while "
        "it can still cost points."
    )


#: :func:`points_scale_words` for games scored by rounds.
POINTS_SCALE = points_scale_words()

#: How a verdict reads its interval, in words for a page.
RANGE_RULE = (
    "Every figure is an estimate with a range that holds the true figure 19 times in 20 (a 95% interval). "
    "The label names every band that range reaches: \"mistake\" when it lies within the mistake band, "
    "\"inaccuracy or mistake\" when it crosses from one band into the next, and \"unsure: good to mistake\" "
    "when it crosses two boundaries or more: too few playouts to place the loss."
)

#: How a review values a choice that was not the coach's, in words for its panel.
SECOND_LOOK_RULES = (
    "For each of your choices the coach imagines what you could not see, many times over, and plays the game "
    "on from there with its bots: these imagined endings are its playouts. It finds its own choice on "
    "a first set of playouts; where you chose otherwise, it plays both moves again on fresh playouts, the "
    "same ones for both, and compares them: how many games in 100 its move wins more, and how many more "
    "points it ends with. It adds playouts until each range falls within one band, or up to a limit (a "
    "practice try stops sooner, so that you wait seconds)."
)

#: What the review panel says of its labels: how it looks, the bands in games and in points, and the range rule.
LABEL_RULES = f"{SECOND_LOOK_RULES} {LABEL_SCALE} {POINTS_SCALE} {RANGE_RULE}"


def review_limits(period: str = "round") -> str:
    """What a review can and cannot tell apart, in words for its panel (after the rules), for a game scored by
    ``period`` ("round", "season")."""
    return (
        f"What the review can tell apart: a loss of {_pct(LABELS[1][1])} or more games in 100, or a fifth of a "
        f"{period}'s spread of points or more, once its playouts have narrowed the range. A smaller loss is good. "
        "\"Best\" means no loss the coach could see, not a proven best move. The coach picks its own move on a "
        "first, smaller set of playouts, so a second look can show that another move did better, and then it says "
        "so: every label rests on that second, head-to-head look. Each choice gets its own first look: where two "
        "moves are about as good, the coach may pick one at one choice and the other at the next, both \"best\"."
    )


#: :func:`review_limits` for games scored by rounds.
REVIEW_LIMITS = review_limits()

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
    period: str = "round"
    """What the game's scores are spread over, in its own words: "round", or "season" in a game of seasons."""

    def __post_init__(self) -> None:
        """Refuse, in words, a scale no loss could be weighed against."""
        if not (isinstance(self.spread, (int, float)) and math.isfinite(self.spread) and self.spread > 0):
            raise ValueError(f"A round's spread of scores is a positive number, not {quote(self.spread)}.")

    @property
    def bounds(self) -> tuple[float, ...]:
        """The points bounds between the bands: good | inaccuracy | mistake | blunder."""
        return tuple(fraction * self.spread for _, fraction in POINT_LABELS[:-1])


def scale_words(scale: PointScale) -> str:
    """One table's points bands in words: "At 3 players a round's spread of scores is 3.38 ZOO: ..."."""
    good, inaccuracy, mistake = scale.bounds
    table = f"At {scale.players} players" if scale.players else "Here"
    words = (f"{table} a {scale.period}'s spread of scores is {scale.spread:.2f} {scale.unit}, so in points good is "
             f"under {good:.2f}, an inaccuracy {good:.2f} to under {inaccuracy:.2f}, a mistake {inaccuracy:.2f} "
             f"to under {mistake:.2f}, a blunder {mistake:.2f} or more.")
    return f"{words} {scale.note}" if scale.note else words


def point_scale(spreads: dict[int, float], players: int, unit: str, note: str = "",
                period: str = "round") -> Optional[PointScale]:
    """A game's :class:`PointScale` at ``players`` from its stored ``ROUND_SPREAD`` (None for a table size
    it has none for: the games alone then give the label); ``note`` and ``period`` as :class:`PointScale`'s."""
    spread = spreads.get(players)
    return None if spread is None else PointScale(spread, unit, players, note, period)


def as_well(difference: Difference) -> bool:
    """Whether the other action did at least as well as the best on these playouts (the coach's own
    order: more wins first, then a better margin)."""
    win = round(difference.win, 9)
    return win < 0 or (win == 0 and difference.margin <= 0)


def better_in(difference: Difference) -> str:
    """Where the other action beat the best beyond the playouts' noise: ``"games"`` (its whole interval of games
    given away is below zero), ``"points"`` (its games cannot be told apart and its whole interval of points
    given away is below zero), or ``""``."""
    if difference.win_high < 0:
        return "games"
    if difference.win_low <= 0 and difference.margin_high < 0:
        return "points"
    return ""


def did_better(difference: Difference) -> bool:
    """Whether the other action beat the best beyond the playouts' noise, in games or in points (:func:`better_in`)."""
    return bool(better_in(difference))


def band(value: float, bounds: Sequence[float]) -> int:
    """The band a loss falls into (0 good .. 3 blunder), given the three bounds between the bands."""
    for index, bound in enumerate(bounds):
        if value < bound:
            return index
    return len(bounds)


def _games_bounds() -> tuple[float, ...]:
    return tuple(bound for _, bound in LABELS[1:-1])


def reach(difference: Difference, scale: Optional[PointScale] = None) -> dict[str, tuple[int, int]]:
    """The bands each measure's 95% interval reaches, ``{"games": (low, high), "points": (low, high)}`` (points
    only with a ``scale``); 0 is good, 3 blunder."""
    found = {"games": (band(difference.win_low, _games_bounds()), band(difference.win_high, _games_bounds()))}
    if scale is not None:
        found["points"] = (band(difference.margin_low, scale.bounds), band(difference.margin_high, scale.bounds))
    return found


#: How a range across three or more bands begins: the playouts are too few to place the loss.
UNSURE = "unsure: "


def span_name(low: int, high: int) -> str:
    """A range of bands in words: "mistake", "inaccuracy or mistake", "unsure: good to mistake"."""
    if low == high:
        return BANDS[low]
    if high == low + 1:
        return f"{BANDS[low]} or {BANDS[high]}"
    return f"{UNSURE}{BANDS[low]} to {BANDS[high]}"


@dataclass(frozen=True)
class Verdict:
    """A difference's label and where it came from.

    ``low`` and ``high`` are the mildest and the worst band the loss may lie in (indices of :data:`BANDS`);
    ``measure`` is the loss that set them (``"games"``, or ``"points"`` when the points reach a worse band);
    ``label`` is the word a page prints.
    """

    label: str
    low: int
    high: int
    measure: str


def verdict(difference: Difference, scale: Optional[PointScale] = None) -> Verdict:
    """The label the playouts back (see ``LABEL_RULES``).

    Each measure (games, and points with a ``scale``) gives the bands its interval reaches; the worse
    measure stands, band by band. A move that did better beyond the noise in games, or that did as well
    or better with every interval in the good band (level or ahead in games, and not behind in points beyond
    the noise), is "best"; the rest are good, a band, or a range.
    """
    if better_in(difference) == "games":
        return Verdict("best", 0, 0, "games")
    reached = reach(difference, scale)
    games, points = reached["games"], reached.get("points", (0, 0))
    low, high = max(games[0], points[0]), max(games[1], points[1])
    measure = "points" if (points[0], points[1]) > (games[0], games[1]) and "points" in reached else "games"
    if high == 0:  # "best" did as well or better: not behind in games, nor in points beyond the noise
        level = as_well(difference) and not ("points" in reached and difference.margin_low > 0)
        best = level or better_in(difference) == "points"
        return Verdict("best" if best else "good", 0, 0, measure if not best else "games")
    return Verdict(span_name(low, high), low, high, measure)


def judge(difference: Difference, scale: Optional[PointScale] = None) -> tuple[str, str]:
    """``(label, measure)`` for a difference: the label of :func:`verdict` and the loss that set it."""
    found = verdict(difference, scale)
    return found.label, found.measure


def label(difference: Difference, scale: Optional[PointScale] = None) -> str:
    """best / good / a band / a range of bands for a difference (see :func:`verdict` and ``LABEL_RULES``)."""
    return verdict(difference, scale).label


def bands(name: str) -> tuple[str, str]:
    """The mildest and the worst band a label names: "inaccuracy or mistake" -> ("inaccuracy", "mistake");
    "best" -> ("best", "best")."""
    if name == "best" or name in BANDS:
        return name, name
    name = name[len(UNSURE):] if name.startswith(UNSURE) else name
    for joiner in (" or ", " to "):
        low, found, high = name.partition(joiner)
        if found and low in BANDS and high in BANDS:
            return low, high
    raise ValueError(f"{quote(name)} is not a review label: best, good, inaccuracy, mistake, blunder, or a range.")


def flagged(name: str) -> bool:
    """Whether a label flags a costly choice: even its mildest band is an inaccuracy or worse."""
    return bands(name)[0] not in ("best", "good")


def severity(name: str) -> tuple[int, int]:
    """A label's place on the scale, for sorting and colour: (mildest band, worst band), best = (-1, -1)."""
    low, high = bands(name)
    return (-1, -1) if low == "best" else (BANDS.index(low), BANDS.index(high))


def _interval(difference: Difference, measure: str, scale: Optional[PointScale]) -> tuple[float, float, tuple]:
    """The interval of ``measure`` ("games", or "points" with a game's ``scale``) and its label bounds, zero first."""
    if measure == "points" and scale is not None:
        return difference.margin_low, difference.margin_high, (0.0,) + scale.bounds
    return difference.win_low, difference.win_high, BOUNDS


def _inside(low: float, high: float, bounds: Sequence[float]) -> list[float]:
    """The bounds strictly inside an interval."""
    return [bound for bound in bounds if low < bound < high]


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
