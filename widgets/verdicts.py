"""A verdict for a learner: the words, colours and small pictures a review row and a practice try share.

The coach's label (:func:`engines.labels.verdict`) names every band a loss's range reaches.
This module says it so that a learner takes it in at a glance: a coloured chip with the chess
annotator's symbol (:func:`chip`), the range drawn on the bands (:func:`loss_picture`), a chart
of what each choice cost across the game (:func:`cost_chart`), one short line per row
(:func:`row_summary`: the label, the better move, the reason) and the row's details (:func:`row_detail`).
How the coach decides stays behind a disclosure (:func:`rules_note`), in the glossary's words
(:mod:`widgets.glossary`). Games are said in 100 as whole numbers, points to one decimal.

Pure functions returning text or HTML: no widget is imported here.
"""

from __future__ import annotations

from html import escape
from typing import Callable, Optional, Sequence

from engines import coach as shared
from engines.coach import BANDS, LABELS, ReviewRow
from engines.labels import span_name
from engines.core import seat_name

from .glossary import IMAGINED, STANDARD
from .ideas import idea_fold, idea_of_reason
from .reason_words import reason_text
from .watching import watch_details
from .words import capital


def chart_note(unit: str = "points") -> str:
    """What the review's chart shows, in a few lines, with the game's own unit of points ("in games or in ZOO")."""
    return ("Each bar is one of your choices, in the order played. The higher and warmer, the more it gave away: "
            "each stripe is one band (\u2713 good, ?! inaccuracy, ? mistake, ?? blunder; ~ before a sign: from good "
            f"to that band), reached in games or in {unit}, whichever is worse. A two-coloured bar names two bands. "
            "The dashed blue line is your chance of winning with the coach's choice at each moment. Tap a bar to open that choice.")


CHART_NOTE = chart_note()


__all__ = ["BAND_COLOURS", "CHART_NOTE", "chart_note", "chip", "loss_picture", "cost_chart", "row_summary", "row_detail", "watch_html", "rules_note",
           "verdict_words", "review_css", "BAR_TAP", "cost", "cost_in", "depth", "games_cost", "games_in_100", "points_figure", "symbol"]

#: A band's colour (Okabe-Ito, as the pictures use): green, yellow, orange, vermilion; "best" is green too.
BAND_COLOURS: dict[str, str] = {"best": "#009E73", "good": "#009E73", "inaccuracy": "#F0E442",
                                "mistake": "#E69F00", "blunder": "#D55E00"}
#: Text drawn on a band's colour (contrast at least 4.5:1).
_INK = {"best": "#000000", "good": "#000000", "inaccuracy": "#000000", "mistake": "#000000", "blunder": "#000000"}


def games_in_100(share: float) -> str:
    """A share of games in 100, as a whole number: 0.157 -> '16 in 100'."""
    return f"{_whole(share)} in 100"


def _whole(share: float) -> str:
    """A share of games as a whole number in 100: 0.157 -> '16'; never '-0'."""
    return f"{round(share * 100) + 0}"


def points_figure(value: float, signed: bool = False) -> str:
    """Points to one decimal (with a sign when ``signed``), never more finely to fall on one side of a bound."""
    value = 0.0 if round(value, 1) == 0 else value  # never "-0.0"
    return f"{value:{'+' if signed else ''}.1f}"


def ahead_words(value: float) -> str:
    """A margin in points as a reader says it, to one decimal: "1.3 ahead", "4.4 behind", "level"."""
    shown = points_figure(value)
    return "level" if float(shown) == 0 else f"{shown.lstrip('-')} {'behind' if value < 0 else 'ahead'}"


def in_band(value: float, bounds: Sequence[float], step: float) -> float:
    """``value`` rounded to ``step``, moved by one step where rounding alone would print it on the other side of a
    printed bound: a loss of 15.6 games in 100, under the blunder bound of 16, prints 15, so a reader who compares
    the printed figures with the printed bands finds the row's label."""
    shown = round(value / step)
    for bound in bounds:
        printed = round(bound / step)
        if value < bound and shown >= printed:
            shown = printed - 1
        elif value >= bound and shown < printed:
            shown = printed
    return shown * step


def games_lost(share: float) -> str:
    """A loss of games as a whole number in 100, on its band's side of every bound (:func:`in_band`)."""
    return f"{round(in_band(share * 100, [b * 100 for b in _games_bounds()], 1)) + 0}"


def points_lost(value: float, scale: shared.PointScale) -> str:
    """A loss of points to one decimal, on its band's side of every bound (:func:`in_band`)."""
    return points_figure(in_band(value, scale.bounds, 0.1))


def _unit(row: ReviewRow) -> str:
    """What the row's game counts its points in ("ZOO", "points"...)."""
    return row.scale.unit if row.scale is not None else "points"


def _games_bounds() -> tuple[float, ...]:
    return tuple(bound for _, bound in LABELS[1:-1])


def chip(label: str) -> str:
    """A label as a coloured chip with its symbol: one band's colour behind it, or, for a range, its mildest band's
    colour at the left edge and its worst band's at the right, as a review row is framed (the words never split)."""
    low, high = shared.bands(label)
    colours = (f"background:{BAND_COLOURS[low]};" if low == high else
               f"background:#f2f2f2;border-left:0.6em solid {BAND_COLOURS[low]};"
               f"border-right:0.6em solid {BAND_COLOURS[high]};")
    return (f'<span class="tt-chip tt-chip-{high}" style="{colours}color:{_INK[high]};'
            f'border-radius:10px;padding:1px 8px;font-weight:600;white-space:nowrap">{escape(symbol(label))} '
            f"{escape(label)}</span>")


def _place(value: float, bounds: Sequence[float]) -> float:
    """A loss on the bands' scale: 0 at no loss, 1, 2, 3 at the bounds of inaccuracy, mistake and blunder."""
    edges = (0.0, *bounds, bounds[-1] * 2)
    for i in range(len(edges) - 1):
        if value < edges[i + 1]:
            return i + max(0.0, value - edges[i]) / (edges[i + 1] - edges[i])
    return float(len(edges) - 1)


def cost(row: ReviewRow) -> float:
    """What a row's choice cost on one scale for every game, the height of its bar in the chart: 0 none, 1, 2, 3 at
    the bounds of inaccuracy, mistake and blunder (in games, or in points when they weigh more), up to 4; from the
    mean loss."""
    if row.agrees:
        return 0.0
    games, points = _places(row)
    return games if points is None else max(games, points)


def _places(row: ReviewRow) -> tuple[float, Optional[float]]:
    """A row's loss on the bands' scale in games and in points (None for a game without points), capped as
    :func:`cost` caps them."""
    games = min(_place(row.win_loss, _games_bounds()), 4.0)
    return games, None if row.scale is None else min(_place(row.points_loss, row.scale.bounds), 4.0)


def games_cost(row: ReviewRow) -> float:
    """A row's games given away on the bands' scale (:func:`cost`'s games half): 1 at the inaccuracy bound."""
    return 0.0 if row.agrees else _places(row)[0]


def cost_in(row: ReviewRow) -> str:
    """The measure that sets a row's :func:`cost`, in words: "games", the game's unit of points ("ZOO"), or both;
    past the chart's top, the one that reaches further past the blunder bound (:func:`depth`)."""
    games, points = _places(row)
    if points is not None and games == points == 4.0:
        games = row.win_loss / _games_bounds()[-1]
        points = row.points_loss / row.scale.bounds[-1]
    if points is None or games > points:
        return "games"
    return _unit(row) if points > games else f"games and {_unit(row)}"


def depth(row: ReviewRow) -> float:
    """How far a row's loss lies past the blunder bound, on the worse of its measures: what orders two choices that
    both reach the top of the chart (:func:`cost` stops there)."""
    games = row.win_loss / _games_bounds()[-1]
    return games if row.scale is None else max(games, row.points_loss / row.scale.bounds[-1])


def _scale_bar(low: float, mean: float, high: float, bounds: Sequence[float], unit: str, title: str,
               width: int = 320) -> str:
    """One measure's interval drawn on its band scale: coloured bands, the range as a bar, the mean as a dot."""
    top = max(bounds[-1] * 1.4, high * 1.05 if high > 0 else 0)
    bottom = min(-bounds[0] * 1.5, low * 1.05 if low < 0 else 0)
    left, right = 6, width - 6

    def x(value: float) -> float:
        value = min(max(value, bottom), top)
        return left + (value - bottom) / (top - bottom) * (right - left)
    edges = [bottom, 0.0, *bounds, top]
    names = ["best", "good", "inaccuracy", "mistake", "blunder"]
    parts = []
    for name, a, b in zip(names, edges, edges[1:]):
        opacity = "0.35" if name == "best" else "0.8"
        parts.append(f'<rect x="{x(a):.1f}" y="14" width="{max(x(b) - x(a), 0):.1f}" height="12" '
                     f'fill="{BAND_COLOURS[name]}" fill-opacity="{opacity}"/>')
    for value in (0.0, *bounds):
        label = f"{value * 100:g}" if unit == "games" else f"{value:.1f}"
        parts.append(f'<text x="{x(value):.1f}" y="38" font-size="10" text-anchor="middle">{escape(label)}</text>')
    parts.append(f'<line x1="{x(low):.1f}" y1="20" x2="{x(high):.1f}" y2="20" stroke="#000" stroke-width="4"/>')
    parts.append(f'<circle cx="{x(mean):.1f}" cy="20" r="5" fill="#fff" stroke="#000" stroke-width="2"/>')
    caption = "games given away in 100" if unit == "games" else f"{unit} given away"
    parts.append(f'<text x="{left}" y="10" font-size="10">{escape(caption)}</text>')
    return (f'<svg class="tt-loss" role="img" aria-label="{escape(title)}" width="{width}" height="42" '
            f'viewBox="0 0 {width} 42" style="max-width:100%">{"".join(parts)}<title>{escape(title)}</title></svg>')


def loss_picture(row: ReviewRow) -> str:
    """The row's loss on the band scale, games (and points, when the game weighs them): a picture a learner reads
    at a glance, with its figures as the picture's title for a screen reader."""
    if row.agrees:
        return ""
    if games_alike(row):  # who won was the same in every imagined game: no loss, and no range to draw
        bars = [_scale_bar(0.0, 0.0, 0.0, _games_bounds(), "games",
                           f"games given away: none, who won was the same in every one of the {IMAGINED.name}")]
    else:
        bars = [_scale_bar(row.win_loss_low, row.win_loss, row.win_loss_high, _games_bounds(), "games",
                           f"games given away: about {games_lost(row.win_loss)} in 100, between "
                           f"{games_lost(row.win_loss_low)} in 100 and {games_lost(row.win_loss_high)} in 100")]
    if row.scale is not None:
        scale = row.scale
        bars.append(_scale_bar(row.points_loss_low, row.points_loss, row.points_loss_high, scale.bounds,
                               _unit(row), f"{_unit(row)} given away: about {points_lost(row.points_loss, scale)}, "
                               f"between {points_lost(row.points_loss_low, scale)} and "
                               f"{points_lost(row.points_loss_high, scale)}"))
    return '<div class="tt-loss-pictures">' + "".join(bars) + "</div>"


def coach_chance(row: ReviewRow) -> Optional[float]:
    """The chance of winning with the coach's move at this choice: from the second look where there was one (the
    figures the row shows), else from the first."""
    for e in row.figures:
        if str(e.action) == row.best:
            return e.win
    return None


#: The least width of a bar's column in the chart, its tap target, in px (WCAG's target size is 24 by 24).
BAR_TAP = 26


def cost_chart(rows: Sequence[ReviewRow], target: Callable[[int], str], width: int = 340) -> str:
    """What each choice cost across the game, like a chess review's graph: one bar per choice, its height the
    mean cost (:func:`cost`) on the bands and its colour the band that mean lies in; each bar's whole column is a
    tap target at least :data:`BAR_TAP` wide, which runs ``target(index)`` (a script) to open that row. A game of
    many choices makes the chart wider than ``width``: it then scrolls sideways in its box (a page's rule that
    shrinks pictures to the screen would shrink the tap targets too)."""
    if not rows:
        return ""
    height, left, bottom, top = 110, 26, 96, 8
    step = max((width - left - 4) / len(rows), BAR_TAP)
    width = max(width, round(left + step * len(rows) + 4))
    parts: list[str] = []
    ranges: list[tuple[str, str]] = []
    for level, name in enumerate(BANDS):
        y0, y1 = bottom - (level + 1) * 22, bottom - level * 22
        parts.append(f'<rect x="{left}" y="{y0}" width="{width - left - 4}" height="22" fill="{BAND_COLOURS[name]}" '
                     f'fill-opacity="0.18"/><text x="{left - 3}" y="{y1 - 7}" font-size="9" text-anchor="end">'
                     f"{escape(shared.SYMBOLS[name])}</text>")
    for i, row in enumerate(rows):
        value = cost(row)
        low, high = shared.bands(row.label)
        fill = BAND_COLOURS[low] if low == high else f"url(#tt-{low}-{high})"
        if low != high and (low, high) not in ranges:
            ranges.append((low, high))
        bar = max(value * 22, 3)
        x = left + i * step
        parts.append(f'<a href="#" class="tt-cost-bar" onclick="{escape(target(i))};return false;">'
                     f'<rect x="{x + 1:.1f}" y="{top}" width="{step - 2:.1f}" height="{bottom - top}" fill="#000" '
                     f'fill-opacity="0"/>'  # the tap target: the bar's whole column
                     f'<rect x="{x + step * 0.15:.1f}" y="{bottom - bar:.1f}" width="{step * 0.7:.1f}" '
                     f'height="{bar:.1f}" fill="{fill}" stroke="#333" stroke-width="0.5"><title>choice {i + 1}: '
                     f"{escape(row.label)}</title></rect></a>")
    chances = [(left + i * step + step / 2, coach_chance(row)) for i, row in enumerate(rows)
               if coach_chance(row) is not None]
    if len(chances) > 1:
        line = " ".join(f"{x:.1f},{bottom - chance * (bottom - top):.1f}" for x, chance in chances)
        parts.append(f'<polyline points="{line}" fill="none" stroke="#0072B2" stroke-width="2" stroke-dasharray="4 2">'
                     "<title>your chance of winning with the coach's move, at each choice</title></polyline>")
    parts.append(f'<line x1="{left}" y1="{bottom}" x2="{width - 4}" y2="{bottom}" stroke="#333"/>'
                 f'<text x="{left}" y="{height - 2}" font-size="10">your choices, first to last \u2192</text>')
    parts.insert(0, "<defs>" + "".join(
        f'<linearGradient id="tt-{low}-{high}" x1="0" y1="1" x2="0" y2="0"><stop offset="50%" '
        f'stop-color="{BAND_COLOURS[low]}"/><stop offset="50%" stop-color="{BAND_COLOURS[high]}"/></linearGradient>'
        for low, high in ranges) + "</defs>")
    return (f'<div class="tt-cost-chart-box" style="overflow-x:auto;max-width:100%">'
            f'<svg class="tt-cost-chart" role="img" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
            f'style="max-width:none" aria-label="What each of the {len(rows)} choices cost: higher and warmer is '
            f'costlier">{"".join(parts)}</svg></div>')


def games_alike(row: ReviewRow) -> bool:
    """Whether every imagined game ended alike in games for both moves (the game was decided either way): the
    games' range then only says how few the imagined games were, and the words say so instead."""
    if len(row.fresh) < 2 or not row.fresh[0].outcomes:
        return False
    return all(a[1] == b[1] for a, b in zip(row.fresh[0].outcomes, row.fresh[1].outcomes))


def _decided(row: ReviewRow, name: Optional[str] = None) -> str:
    """How the imagined games ended alike for both moves: none won or every one won, said as such (a reader met round
    2's "0 in 100" with no word that the game was already out of reach); else that who won was the same."""
    shares = {outcome[1] for evaluation in row.fresh[:2] for outcome in evaluation.outcomes}
    who, win = ("you", "win") if name is None else (name, "wins")
    if shares == {0}:
        return f"{who} {win} none of the imagined games either way"
    if shares == {1}:
        return f"{who} {win} every imagined game either way"
    return "who won was the same either way"


def symbol(label: str) -> str:
    """A label's symbol, as chess annotators mark moves: one band's, or both ends of a range ("\u2713/?!": good or
    an inaccuracy, not yet told apart)."""
    low, high = shared.bands(label)
    if low == high:
        return shared.SYMBOLS[low]
    if low == "good":
        return f"~{shared.SYMBOLS[high]}"  # maybe: no tick on a move the imagined games could not clear
    return f"{shared.SYMBOLS[low]}/{shared.SYMBOLS[high]}"


def row_summary(row: ReviewRow, describe: Callable[[str], str] = str, when: str = "") -> str:
    """The row's visible line: its label with symbol, the choice, and the better move where the coach's is better (a
    flagged row); its reason opens first in its details, with the moves and figures. A row whose range only may
    reach a loss ("good or inaccuracy") names no move: "the coach prefers <move>" on such a line read as advice, and
    two readers met it against a lesson or a flagged row (blocking)."""
    head = f"{symbol(row.label)} {row.label} \u00b7 {when or f'Move {row.move}'}"
    if row.agrees:
        said = f"{head}: the coach's choice too"
    elif row.better and row.label != "best":
        said = f"{head}: more {_unit(row)}, maybe fewer games"
    elif row.alike:
        said = f"{head}: the coach's choice, by the rules"
    elif row.label == "best":
        said = f"{head}: as good as the coach's"
    elif row.flagged:
        said = _with_move(f"{head}: better", row, describe)  # the coach's choice alone, never a move tied with it
    else:
        said = head
    return said


def _with_move(said: str, row: ReviewRow, describe: Callable[[str], str]) -> str:
    """``said`` and the coach's move; a move's aside (a Water move's odds) goes to the details past a row's words."""
    full = f"{said} {describe(row.best)}"
    return full if _word_count(full) <= ROW_WORDS else f"{said} {describe(row.best).split(' (')[0]}"


def _word_count(line: str) -> int:
    """The words a reader reads in a line: its symbols ("?!", the dot between label and number) are not words."""
    return sum(any(c.isalnum() for c in token) for token in line.split())


#: The most words a row's visible line takes (the rest is in its details).
ROW_WORDS = 15


def verdict_words(row: ReviewRow, name: Optional[str] = None, titled: bool = True) -> str:
    """The verdict in one plain sentence, its label first: "Mistake: the coach's choice did better ..."; with
    ``titled=False`` the sentence alone, for a page that shows the label beside it as a chip."""
    said = _verdict_sentence(row, name)
    return said if titled else capital(said.partition(": ")[2])


def _verdict_sentence(row: ReviewRow, name: Optional[str] = None) -> str:
    """The verdict with its label at the head, whose move it was first: "Best: your move did better in points ..."."""
    whose = "your move" if name is None else f"{name}'s move"
    head = _title(row.label)
    if row.agrees:
        return f"Best: {whose} was the coach's own."
    if row.better_in == "games":
        return f"Best: {whose} won more games than the coach's."
    if row.better_in == "points" and row.label == "best":
        return f"Best: {whose} did better in {_unit(row)} than the coach's, and won about as many games."
    if row.better_in == "points":
        return (f"{head}: {whose} did better in {_unit(row)} than the coach's, but may give away "
                f"{_named(shared.bands(row.label)[1])} in games.")
    if row.alike:
        return f"Best: {whose} is the coach's, in all that the rules count."
    if row.label == "best":
        return f"Best: {whose} did as well as the coach's."
    if row.label == "good":
        return f"Good: {whose} gives away little or nothing against the coach's."
    low, high = shared.bands(row.label)
    if low != "good":  # one band, or two above good ("mistake or blunder"): say which measure set it
        if games_alike(row):
            return f"{head}: the coach's choice does better in {_unit(row)}; {_decided(row, name)}."
        if row.measure == "points" and row.win_loss_low <= 0:
            # which side the games lean to, where it is the learner's within good ("close" read as a loss of games)
            leans = row.win_loss < 0 and shared.reach(row.difference)["games"][1] == 0
            games = "yours won as many or a few more" if leans else "the two are close"
            return f"{head}: the coach's choice does better in {_unit(row)}; in games {games}."
        return f"{head}: the coach's choice did better."
    # a range that reaches good: the coach's choice did better only where no measure shows a gain
    ahead = row.win_loss_low > 0 or (row.scale is not None and row.points_loss_low > 0)
    gain = row.win_loss_low < 0 or (row.scale is not None and row.points_loss_low < 0)
    if ahead and not gain:
        return f"{head}: the coach's choice did better, by {_named(low)} to {_named(high)}."
    return f"{head}: the coach's choice may do better, by anything from nothing to {_named(high)}."


def _title(label: str) -> str:
    """A label at the head of a sentence: "Inaccuracy or mistake", "Unsure (good to mistake)"."""
    if label.startswith(shared.UNSURE):
        return f"Unsure ({label[len(shared.UNSURE):]})"
    return label.capitalize()


def _named(band: str) -> str:
    """A band with its article: 'a small loss' (good), 'an inaccuracy', 'a mistake', 'a blunder'."""
    return {"good": "a small loss", "inaccuracy": "an inaccuracy"}.get(band, f"a {band}")


def _reached(low: int, high: int) -> str:
    """The bands one measure's range reaches: "mistake", "inaccuracy or mistake", "good to mistake"."""
    return span_name(low, high).removeprefix(shared.UNSURE)


def _span(low: float, high: float, say: Callable[[float], str]) -> str:
    """A range of losses: 'range 1.3 to 1.8'; 'the same in every imagined game' when it has no width."""
    return f"the same in every {IMAGINED.name[:-1]}" if low == high else f"range {say(low)} to {say(high)}"


def _figures_note(row: ReviewRow) -> str:
    """The row's figures in a short paragraph: the imagined games, each measure's loss with its range and, on a
    flagged row, the bands that range reaches and the label the worse at each end makes (readers had to work it
    out from the rule)."""
    playouts = row.figures[0].playouts if row.figures else 0
    if row.agrees:
        return f"From {playouts} {IMAGINED.name} for each move."
    unit = _unit(row)
    banded = row.scale is not None and row.label not in ("best", "good")
    reached = shared.reach(row.difference, row.scale) if banded else {}
    bands = lambda measure: f": {_reached(*reached[measure])}" if banded else ""  # noqa: E731
    note = f"From {playouts} {IMAGINED.name} for each move, the same for both."
    if games_alike(row):
        note += f" Games given away: none, who won was the same in every one{bands('games')}."
    else:
        lost, span = games_lost(row.win_loss), _span(row.win_loss_low, row.win_loss_high, games_lost)
        note += f" Games given away: {lost} in 100 ({span}){bands('games')}."
    if row.scale is not None:
        scale = row.scale
        note += (f" {capital(unit)} given away: {points_lost(row.points_loss, scale)} "
                 f"({_span(row.points_loss_low, row.points_loss_high, lambda v: points_lost(v, scale))})"
                 f"{bands('points')}.")
    if banded:
        note += f" The worse at each end: {row.label}."
    if "(range -" in note:  # only where a printed range goes below zero
        note += " Below zero is a gain."
    low, high = shared.bands(row.label)
    if not row.settled and low != high:
        note += f" More {IMAGINED.name} would narrow the range."
    return note


def _table_figures(row: ReviewRow) -> dict[str, tuple[int, float]]:
    """Each move's games won in 100 and points ahead, as the row's table prints them: the coach's choice's rounded,
    the move played's that less what the note says was given away, so the printed figures subtract to it."""
    by_text = {str(e.action): e for e in row.figures}
    best = by_text.get(row.best)
    shown = {text: (round(e.win * 100), e.margin) for text, e in by_text.items()}
    if best is None or row.agrees or row.played not in by_text:
        return shown
    games, points = round(best.win * 100), round(best.margin, 1)
    lost = 0 if games_alike(row) else int(games_lost(row.win_loss))
    margin = (points - float(points_lost(row.points_loss, row.scale)) if row.scale is not None
              else by_text[row.played].margin)
    shown[row.played] = (min(max(games - lost, 0), 100), margin)
    return shown


#: The fold under a row's figures that holds what was given away on its bands, with the ranges and the imagined games.
SURE = "How sure is this?"


def row_detail(row: ReviewRow, describe: Callable[[str], str] = str, name: Optional[str] = None,
               against: Optional[str] = None) -> str:
    """The row's details as HTML: the verdict, the reason and, folded, the Playing well idea it turns on (where the
    game names one for the reason's fact: :func:`widgets.ideas.idea_of_reason`), both moves' figures, and folded
    under them the loss drawn on its bands with its ranges (:data:`SURE`; none
    where the rules alone make the move the coach's: its reason says why). A move the coach's search could not tell
    from its choice (``row.tied``) is not named: however worded, it read as a move as good, or as a lesson the
    reason does not explain."""
    said = f"<p><b>{escape(verdict_words(row, name), quote=False)}</b> {escape(reason_text(row.reason, name), quote=False)}</p>"
    idea = None if row.agrees else idea_of_reason(row.reason)
    said += idea_fold(idea) if idea else ""
    if row.alike:
        return said
    said += watch_html(row, describe, name)
    shown = _table_figures(row)
    lines = []
    for title, text in (("You played" if name is None else f"{name} played", row.played),
                        ("The coach's choice", row.best)):
        if text not in shown:
            continue
        games, points = shown[text]
        lines.append(f"<tr><th scope='row'>{escape(title)}</th><td>{escape(describe(text))}</td>"
                     f"<td>{games} in 100</td><td>{ahead_words(points)}</td></tr>")
        if row.agrees:
            break
    return (said + "<table class='tt-review-figures'><thead><tr><th></th><th>Move</th><th>Games won</th>"
            f"<th>{escape(_points_heading(row, against, name))}</th></tr></thead>"
            f"<tbody>{''.join(lines)}</tbody></table>"
            f"<details class='tt-review-sure'><summary>{SURE}</summary>{loss_picture(row)}"
            f"<p class='tt-review-note'>{escape(_figures_note(row), quote=False)}</p></details>")


def _points_heading(row: ReviewRow, against: Optional[str] = None, name: Optional[str] = None) -> str:
    """The table's points column: "Points against the best rival" ("against Bruno" at two players), or against the
    seat's own that the game's review hooks name (``against``: "Round points against your neighbours", so "1.9
    behind" says behind whom where it is read)."""
    unit = capital(_unit(row))
    if against:
        owner = "your" if name is None else f"{name}'s"
        return f"{unit} against {owner} {against}"
    if row.scale is not None and row.scale.note:
        return unit
    if row.scale is not None and row.scale.players == 2 and row.seat in (0, 1):
        return f"{unit} against {seat_name(1 - row.seat)}"
    return f"{unit} against the best rival"


def watch_html(row: ReviewRow, describe: Callable[[str], str] = str, name: Optional[str] = None) -> str:
    """The row's "Watch how it goes" to open in place, both imagined games drawn, in the row's unit ("" when its
    reason has no watch: :func:`widgets.watching.watch_details`)."""
    return watch_details(row, describe, name, _unit(row))


def rules_note(scale: Optional[shared.PointScale] = None) -> str:
    """How the coach decides, as a disclosure a learner opens when they want it: plain words, short."""
    unit = "points" if scale is None else scale.unit
    period = "round" if scale is None else scale.period
    g = [round(b * 100) for b in _games_bounds()]
    parts = [
        f"For each of your choices, from where you then stood, the coach plays {IMAGINED.name}: it guesses what "
        "you could not see and plays "
        "every move on, keeping the one that does best. Where you chose otherwise, it plays "
        f"both moves on the same new {IMAGINED.name} and counts what yours gave away, in games won in 100 and in "
        f"{unit}.",
        f"Bands, in games given away in 100: good under {g[0]}, inaccuracy under {g[1]}, mistake under {g[2]}, blunder "
        f"{g[2]} or more. In {unit}, a fifth, a half and a whole of a {period}'s usual gap between the top and bottom "
        f"score among {STANDARD.name}"
        + ("." if scale is None else
           f": {_points_bands(scale)}{'' if not scale.players else f' at {scale.players} players'}.")
        + " The worse of the two, at each end, sets the label." + ("" if scale is None or not scale.note else " " + scale.note),
        "Each figure's range holds the true figure 19 times in 20. A label names every band its range "
        f"reaches (\"inaccuracy or mistake\"); \"unsure\": too few {IMAGINED.name} to place it.",
        "Best: the coach's choice, or one that did as well or better.",
    ]
    return ("<details class='tt-review-rules'><summary>How the coach decides</summary>"
            + "".join(f"<p class='tt-review-note'>{escape(part)}</p>" for part in parts) + "</details>")


def _points_bands(scale: shared.PointScale) -> str:
    """A table's point bands in figures: 'good under 0.8, ..., blunder 4.2 or more'."""
    p = scale.bounds
    return f"good under {p[0]:.1f}, inaccuracy under {p[1]:.1f}, mistake under {p[2]:.1f}, blunder {p[2]:.1f} or more"


def review_css() -> str:
    """The review's styles: rows coloured by their label, wrapping text, touch-sized buttons."""
    rows = "".join(
        f".tt-review-row.tt-review-low-{name}{{border-left:8px solid {BAND_COLOURS[name]} !important;}}"
        f".tt-review-row.tt-review-high-{name}{{border-right:8px solid {BAND_COLOURS[name]} !important;}}"
        for name in BAND_COLOURS)
    return ("<style>.widget-button.tt-review-row{white-space:normal;text-align:left;height:auto;min-height:44px;"
            "padding:4px 8px;line-height:1.3;}"
            f"{rows}"
            ".tt-review-detail{border:1px solid #ccc;border-radius:6px;padding:4px 8px;margin:0 0 6px 8px;}"
            ".tt-review-figures td,.tt-review-figures th{padding:2px 8px;text-align:left;}"
            ".tt-review-note{font-size:0.95em;}.tt-review-counts{display:flex;flex-wrap:wrap;gap:6px;}"
            ".tt-review-rules summary,.tt-review-chart-note summary{cursor:pointer;min-height:44px;line-height:44px;"
            "font-weight:600;}"
            ".widget-button.tt-practice-choice{white-space:normal;text-align:left;height:auto;min-height:44px;"
            "max-width:100%;padding:4px 8px;line-height:1.3;}</style>")
