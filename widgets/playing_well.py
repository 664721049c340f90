"""What the four "Playing well" pages share: the labels in words, the figures table, framed choices, practice.

A game's ``widgets.<game>.playing_well`` finds its spots, says its choices in its own words and
draws its own table; the pieces here only lay them out (:class:`FiguresTable`, :func:`framed`,
:func:`row`), say a coach's margin (:func:`margin`) and pick the choices a question offers
(:func:`choices_offered`), the same way in every game.

**Labels.** A page labels a choice as the review does (:func:`engines.coach.label`): by the paired loss
against the coach's choice with the review's honest interval (:func:`loss`, padded so that a few equal
pairs never give a zero-wide range), in games and, where the page's points are the review's, in points
against the table's round spread (:func:`scale_for`). A label names every band the interval reaches
("inaccuracy or mistake"), so it never claims more than the figures shown; :func:`label_scale` says the
bands in short words with the table size, and :func:`label_meaning` says what one label means for the
figures beside it.

**Practice.** :func:`practice_panel` builds a :class:`widgets.practice.PracticePanel` over the stored
practice positions of a game (``widgets/results/practice.json``): the learner picks a move, the coach
rates it on fresh playouts against its own choice, then reveal, try again, next.
"""

from __future__ import annotations

import random
from html import escape
from functools import lru_cache
from typing import Any, Callable, Optional, Sequence

from engines import coach as shared
from engines.labels import best_cases, span_name

from .coaching import Worked, work_spot
from .layout import FiguresTable  # noqa: F401 (the pages import it from here)
from .reason_words import reason_text

__all__ = ["BEGINNER", "COACH", "MAX_CHOICES", "FiguresTable", "coach_asked", "coach_says", "margin", "framed", "row",
           "choices_offered", "worse_than_good", "loss", "scale_for", "verdict", "label_scale", "label_meaning",
           "practice_moments", "practice_panel", "PRACTICE_INTRO"]

BEGINNER = "#0072B2"
"""The frame of the beginner's choice (blue, as the review draws the learner's choice)."""
COACH = "#E69F00"
"""The frame of the coach's choice (orange, as the review draws it)."""
MAX_CHOICES = 3
"""The coach's choice and at most two others in a question."""


def coach_asked(position: Callable[[Any], Any], game_coach: Any, beginner_choice: Callable,
                budget: int, seed: int) -> Callable[..., Worked]:
    """A page's ``work(spot, budget, seed)``: its coach asked about the spot's position, each spot worked once."""
    @lru_cache(maxsize=None)
    def work(spot: Any, budget: int = budget, seed: int = seed) -> Worked:
        """Ask the coach about ``spot``: every choice valued on ``budget`` imagined games (fixed ``seed``)."""
        return work_spot(spot, position(spot), game_coach, beginner_choice, budget, seed)
    return work


def coach_says(worked: Worked):
    """The coach's own sentence about the beginner's choice, as the review would show it (Markdown)."""
    from IPython.display import Markdown
    return Markdown(f"**The coach says:** {reason_text(worked.reason)}")


def margin(e: shared.Evaluation) -> str:
    """The points margin with the interval: '+0.8 (+0.4 to +1.2)'."""
    return f"{e.margin:+.1f} ({e.margin_low:+.1f} to {e.margin_high:+.1f})"


def framed(colour: str, title: str, body: str) -> str:
    """A framed box with a title."""
    return (f'<div style="border:3px solid {colour};border-radius:8px;padding:6px 8px;margin:4px 8px 4px 0">'
            f"<div><b>{escape(title)}</b></div>{body}</div>")


def row(parts: Sequence[str]) -> str:
    """Pictures side by side (they wrap on a narrow screen)."""
    return ('<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start">'
            + "".join(f"<div>{p}</div>" for p in parts) + "</div>")


def choices_offered(worked: Worked, rng: Optional[random.Random] = None,
                    scale: Optional[shared.PointScale] = None) -> list:
    """The coach's choice and up to two others it labels clearly worse than "good" (even the mildest band their
    label names is an inaccuracy or worse, :func:`verdict`; drawn with ``rng``), shuffled."""
    best = worked.of(worked.best)
    worse = [e.action for e in worked.evaluations
             if e is not best and shared.flagged(verdict(best, e, scale))]
    rng = rng or random.Random(0)
    offered = [worked.best] + rng.sample(worse, min(MAX_CHOICES - 1, len(worse)))
    rng.shuffle(offered)
    return offered


def worse_than_good(game_coach: Any, observation: dict, seat: int, naive: Any, budget: int,
                    seed: int, scale: Optional[shared.PointScale] = None) -> Optional[tuple[Any, str]]:
    """``(the coach's choice, the label of naive)`` when the coach labels ``naive`` clearly worse than "good"
    (:func:`engines.coach.flagged`), else ``None``."""
    values = game_coach.evaluate(observation, seat, budget, seed=seed)
    best = values[0]
    if str(best.action) == str(naive):
        return None
    mine = next(e for e in values if str(e.action) == str(naive))
    found = verdict(best, mine, scale)
    return (best.action, found) if shared.flagged(found) else None


# ----- labels, as the review gives them ------------------------------------------------------------

def loss(best: shared.Evaluation, other: shared.Evaluation) -> shared.Difference:
    """What ``other`` gives away against ``best``, paired playout by playout, with the review's honest interval of
    games (padded, :func:`engines.coach.win_gap_interval`: a few equal pairs never make it zero-wide)."""
    return shared.compare(best, other, padded=True)


def scale_for(game_coach: Any, players: int) -> Optional[shared.PointScale]:
    """The points scale a game's review weighs at ``players`` (None where it has none)."""
    from engines.practice import scale_for as game_scale
    return game_scale(game_coach, players)


def verdict(best: shared.Evaluation, other: shared.Evaluation, scale: Optional[shared.PointScale] = None) -> str:
    """The review's label of ``other`` against ``best`` on these playouts: "best", "good", a band, or the range of
    bands its range reaches ("inaccuracy or mistake"), in games and, with a ``scale``, in points too."""
    if other is best or str(other.action) == str(best.action):
        return "best"
    return shared.label(loss(best, other), scale)


def _bounds_words(bounds: Sequence[float], write: Callable[[float], str], unit: str = "") -> str:
    """'*good* under 3; *inaccuracy* 3 to under 8; *mistake* 8 to under 16; *blunder* 16 or more'."""
    b = [write(x) for x in bounds]
    u = f" {unit}" if unit else ""
    return (f"*good* under {b[0]}{u}; *inaccuracy* {b[0]} to under {b[1]}; *mistake* {b[1]} to under {b[2]}; "
            f"*blunder* {b[2]}{u} or more")


def label_scale(scales: Sequence[shared.PointScale] = (), choice: str = "choice", points: str = "",
                round_word: str = "round", one_table_size: bool = False) -> str:
    """The labels in short plain words (Markdown): the bands in games, in points at each table size of ``scales``
    (none: ``points`` says why the page labels by games alone), the range rule, and what "best" means. ``round_word``
    names what the game scores at a time ("round", Lauzait Cep!'s "season"); a game played at
    ``one_table_size`` only is not told that the spread depends on the number of players."""
    games = _bounds_words([b for _, b in shared.LABELS[1:-1]], lambda x: f"{round(100 * x)}")
    rule = "by the same rule as the play app's review" if scales else "by the play app's review's rule, in games only"
    lines = [f"The coach labels every other {choice} {rule}: by what it gives away against the coach's own, "
             "compared imagined game by imagined game.", "",
             f"* **In games**, given away in 100: {games}."]
    if scales:
        lines.append(f"* **In {scales[0].unit}**, against how far apart a {round_word}'s scores lie (the top score "
                     f"of a {round_word} minus the bottom one, on average in games of Standard bots)"
                     f"{'' if one_table_size else ', which depends on the number of players'}. "
                     f"A {choice}'s label takes the worse of the two at each "
                     "end: its mildest band is the worse of the two mildest, its worst band the worse of the two "
                     "worst.")
        for scale in scales:
            lines.append(f"  * At {scale.players} players that spread is {scale.spread:.2f} {scale.unit}: "
                         f"{_bounds_words(scale.bounds, lambda x: f'{x:.2f}', scale.unit)}.")
    elif points:
        lines.append(f"* {points}")
    lines += ["* **A range where the figures are unsure.** Each loss is an estimate with a range "
              "that holds the true loss 19 times in 20. The label names every band that range reaches: "
              f"*{span_name(2, 2)}* when it lies inside the mistake band, *{span_name(1, 2)}* when it crosses from "
              f"one band into the next, and *unsure:* with the mildest and the worst band it reaches (such as "
              f"*{span_name(0, 2)}*) when it crosses two boundaries or more: too few "
              "imagined games to place the loss. More imagined games would narrow the range.",
              "* **Best** is one of these three:",
              *(f"  * {case};" if i < 2 else f"  * {case}." for i, case in enumerate(
                  best_cases(choice, scales[0].unit if scales else "points")))]
    return "\n".join(lines)


_SIZE = ("small enough to be good", "the size of an inaccuracy", "the size of a mistake", "the size of a blunder")


def _band_of(value: float, bounds: Sequence[float]) -> int:
    return next((i for i, bound in enumerate(bounds) if value < bound), len(bounds))


def _span(low: int, high: int) -> str:
    """Where a range lies, in words: 'lies in the mistake band', 'reaches from the good band to the blunder band'."""
    names = shared.BANDS
    return (f"lies in the {names[low]} band" if low == high
            else f"reaches from the {names[low]} band to the {names[high]} band")


def _amount(value: float, write: Callable[[float], str]) -> str:
    """A loss in words, a negative one as a gain: '9.6', 'a gain of 0.8'."""
    return f"a gain of {write(-value)}" if value < 0 else write(value)


def _range(low: float, high: float, write: Callable[[float], str]) -> str:
    """A range of losses in words: '3.1 to 15.3'; one that reaches both ways, 'from a gain of 1.3 to a loss of
    20.6'; one of gains only, 'a gain of 0.4 to 2.0'."""
    if low >= 0:
        return f"{write(low)} to {write(high)}"
    if high <= 0:
        return f"a gain of {write(-high)} to {write(-low)}"
    return f"from a gain of {write(-low)} to a loss of {write(high)}"


def label_meaning(name: str, difference: shared.Difference, scale: Optional[shared.PointScale] = None,
                  unit: str = "points") -> str:
    """What the label of ``name`` (a choice, in the page's words) means for the figures shown beside it (Markdown):
    where its loss lies on average, the bands its range reaches in games (and points), and, for a range, that the
    imagined games cannot say which band it is in."""
    label = shared.label(difference, scale)
    if label == "best":
        return f"{name} is *best*: on these imagined games it did at least as well as the coach's choice."
    games = lambda x: f"{100 * x:.1f}"  # noqa: E731 - a format, read once
    gb = [b for _, b in shared.LABELS[1:-1]]
    reached = shared.reach(difference, scale)
    parts = [f"by games it gives away {_amount(difference.win, games)} in 100 on average "
             f"({_SIZE[_band_of(difference.win, gb)] if difference.win >= 0 else 'so it did better on average'}), "
             f"and its range, {_range(difference.win_low, difference.win_high, games)}, "
             f"{_span(*reached['games'])}"]
    if scale is not None:
        pts = lambda x: f"{x:.2f}"  # noqa: E731
        parts.append(f"by {unit} it gives away {_amount(difference.margin, pts)} on average, and its range, "
                     f"{_range(difference.margin_low, difference.margin_high, pts)}, "
                     f"{_span(*reached['points'])}")
    low, high = shared.bands(label)
    text = "; ".join(parts)
    said = f"**{name}: “{label}”.** {text[0].upper()}{text[1:]}."
    both = scale is not None and reached["points"] != reached["games"]
    if low == high:
        return said + (f" The label takes the worse of the two at each end: {label} alone." if both
                       else f" Both ranges lie in the {low} band." if scale is not None
                       else f" The whole range lies in the {low} band.")
    return (said + (" The label takes the worse of the two at each end." if both else "")
            + f" So these {difference.playouts} imagined games place the loss somewhere from {low} to {high}, "
            "and cannot say which; more games would narrow the range.")


# ----- practice --------------------------------------------------------------------------------------

PRACTICE_INTRO = "The coach's choice stays hidden until you have picked; each try meets new imagined games."
"""The practice panel's first words on a Playing well page."""


def practice_moments(key: str) -> list:
    """The stored practice positions of game ``key`` (``widgets/results/practice.json``) as moments to practise:
    each position loaded from its game record, the seat to act, the coach's choice there, and the idea it turns on
    (its ``"idea"``, a key of :func:`widgets.ideas.ideas_of`; empty where it names none)."""
    from engines.practice import Moment

    from .results import practice

    moments = []
    for entry in practice.positions(key):
        state, seat = practice.load_position(entry)
        moments.append(Moment(state, seat, entry["best"], idea=entry.get("idea") or ""))
    return moments


def practice_panel(key: str, budget: Optional[int] = None, intro: str = PRACTICE_INTRO):
    """A Playing well page's practice: the stored positions of game ``key`` one by one, the coach's choice hidden;
    a pick is rated on fresh playouts with the review's labels (:class:`widgets.practice.PracticePanel`)."""
    from .games import game
    from .practice import PracticePanel

    return PracticePanel(key, practice_moments(key), css=game(key).css, budget=budget, intro=intro)
