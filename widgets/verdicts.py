"""A verdict for a learner: the words, colours and small pictures a review row and a practice try share.

The coach's label (:func:`engines.labels.verdict`) names every band a loss's 95% interval reaches.
This module says it so that a learner takes it in at a glance: a coloured chip with the chess
annotator's symbol (:func:`chip`), the interval drawn on the band scale (:func:`loss_picture`), a chart
of what each choice cost across the game (:func:`cost_chart`), one short line per row
(:func:`row_summary`) and the row's detail (:func:`row_detail`). The statistics stay behind a
"How the coach decides" disclosure (:func:`rules_note`), in plain words.

Pure functions returning text or HTML: no widget is imported here.
"""

from __future__ import annotations

from html import escape
from typing import Callable, Optional, Sequence

from engines import coach as shared
from engines.coach import BANDS, LABELS, ReviewRow

from .words import capital

#: What the chart of costs shows, in words under it.
def chart_note(unit: str = "points") -> str:
    """What the review's chart shows, with the game's own unit of points ("in games or in ZOO")."""
    return ("A choice is flagged when even the mildest band its label names is an inaccuracy or worse. "
            "Each bar is one of your choices, in the order played. Its height counts bands: each stripe is one "
            "band (\u2713 good, ?! inaccuracy, ? mistake, ?? blunder), and the bar reaches the band of its loss on "
            f"average, in games or in {unit}, whichever stands higher (the worse band, or in one band the loss further "
            "along it), rising within that band's stripe as the loss goes from the band's lower bound to its upper "
            "one (a blunder's stripe ends at twice its lower bound). "
            "Its colour is its label's: for a label that "
            "names several bands, the bottom half is the mildest and the top half the worst. The dashed blue line "
            "is your chance of winning with the coach's move at that moment (the game then played on by simple "
            "habits), from "
            "0 at the bottom to 100 in 100 at the top: where it falls, the game slipped away. A fall is partly "
            "your choice there (the summary says how much of the biggest one) and partly what came between: "
            "luck, the other players' moves, and the figures' imprecision, each point from its own imagined "
            "games. A choice's own loss and the line are not the same measure: the loss plays both moves on with "
            "the same simple habits, the line starts each moment from the coach's move, so after a costly choice "
            "the line can fall by less than the choice gave away, or even rise. Press a bar to open that moment.")


CHART_NOTE = chart_note()

__all__ = ["BAND_COLOURS", "CHART_NOTE", "chart_note", "move_words", "chip", "loss_picture", "cost_chart", "row_summary", "row_detail", "rules_note",
           "verdict_words", "review_css", "band_words", "BAR_TAP", "cost", "games_in_100", "points_figure"]

#: A band's colour (Okabe-Ito, as the pictures use): green, yellow, orange, vermilion; "best" is green too.
BAND_COLOURS: dict[str, str] = {"best": "#009E73", "good": "#009E73", "inaccuracy": "#F0E442",
                                "mistake": "#E69F00", "blunder": "#D55E00"}
#: Text drawn on a band's colour (contrast at least 4.5:1).
_INK = {"best": "#000000", "good": "#000000", "inaccuracy": "#000000", "mistake": "#000000", "blunder": "#000000"}


def move_words(move: int, steps: str = "each step of a turn") -> str:
    """Where a row's moment stands in the game record, with what the count counts (the learner's rows skip the rest):
    ``steps`` names, in the game's words, the actions that are one move each."""
    return f"move {move} of the game record, which counts every action of every player, {steps} one move"


def games_in_100(share: float) -> str:
    """A loss of games in words, to a tenth, so that it reads on the right side of a band's bound:
    0.157 -> '15.7 in 100'; a loss above zero that rounds to nothing -> 'just above 0 in 100'."""
    return "just above 0 in 100" if 0 < share < 0.0005 else f"{_sided(share * 100, 1, _GAMES_BOUNDS)} in 100"


#: The games bounds between the bands, in games in 100 (3, 8, 16).
_GAMES_BOUNDS = tuple(100 * bound for bound in shared.BOUNDS)


def _sided(value: float, decimals: int, bounds: Sequence[float] = (), sign: str = "") -> str:
    """``value`` to ``decimals`` places, or more where fewer would put it on the other side of a band's bound
    (15.96 stays '15.96', not '16.0', beside a label whose band ends under 16)."""
    for places in range(decimals, decimals + 4):
        text = f"{value:{sign}.{places}f}"
        if all((value < bound) == (float(text) < round(bound, places)) for bound in bounds):  # as the bound prints
            return text
    return text


def points_figure(value: float, signed: bool = False, bounds: Sequence[float] = ()) -> str:
    """Points given away to two decimals (with a sign when ``signed``), more where two would cross one of
    ``bounds``; above zero but rounding to nothing -> 'just above 0'."""
    return "just above 0" if 0 < value < 0.005 else _sided(value, 2, bounds, "+" if signed else "")


def _bounds(row: ReviewRow) -> tuple[float, ...]:
    """The row's points bounds between the bands (none without a points scale)."""
    return row.scale.bounds if row.scale is not None else ()


def _unit(row: ReviewRow) -> str:
    """What the row's game counts its points in ("ZOO", "points"...)."""
    return row.scale.unit if row.scale is not None else "points"


def _chance(share: float) -> str:
    """A share of games in words: 0.083 -> '8 in 100'."""
    return f"{round(share * 100)} in 100"


def _games_bounds() -> tuple[float, ...]:
    return tuple(bound for _, bound in LABELS[1:-1])


def band_words(scale: Optional[shared.PointScale]) -> str:
    """The bands of this table in one short sentence, games first, then points with the table size."""
    g = [round(b * 100) for b in _games_bounds()]
    words = (f"Bands by games given away in 100: good under {g[0]}, inaccuracy {g[0]} to under {g[1]}, "
             f"mistake {g[1]} to under {g[2]}, blunder {g[2]} or more.")
    if scale is not None:
        p = scale.bounds
        table = f"at {scale.players} players" if scale.players else "here"
        words += (f" By {scale.unit} given away {table}: good under {p[0]:.2f}, inaccuracy {p[0]:.2f} to under "
                  f"{p[1]:.2f}, mistake {p[1]:.2f} to under {p[2]:.2f}, blunder {p[2]:.2f} or more.")
    return words


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
    found = _place(row.win_loss, _games_bounds())
    if row.scale is not None:
        found = max(found, _place(row.points_loss, row.scale.bounds))
    return min(found, 4.0)


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
        label = f"{value * 100:g}" if unit == "games" else f"{value:.2f}".rstrip("0").rstrip(".")
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
    bars = [_scale_bar(row.win_loss_low, row.win_loss, row.win_loss_high, _games_bounds(), "games",
                       f"games given away: about {games_in_100(row.win_loss)}, between {games_in_100(row.win_loss_low)} and "
                       f"{games_in_100(row.win_loss_high)}")]
    if row.scale is not None:
        bars.append(_scale_bar(row.points_loss_low, row.points_loss, row.points_loss_high, row.scale.bounds,
                               _unit(row), f"{_unit(row)} given away: about {points_figure(row.points_loss)}, between "
                               f"{points_figure(row.points_loss_low, bounds=_bounds(row))} and "
                               f"{points_figure(row.points_loss_high, bounds=_bounds(row))}"))
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
                 f'<text x="{left}" y="{height - 2}" font-size="10">your choices in the order played \u2192</text>')
    parts.insert(0, "<defs>" + "".join(
        f'<linearGradient id="tt-{low}-{high}" x1="0" y1="1" x2="0" y2="0"><stop offset="50%" '
        f'stop-color="{BAND_COLOURS[low]}"/><stop offset="50%" stop-color="{BAND_COLOURS[high]}"/></linearGradient>'
        for low, high in ranges) + "</defs>")
    return (f'<div class="tt-cost-chart-box" style="overflow-x:auto;max-width:100%">'
            f'<svg class="tt-cost-chart" role="img" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
            f'style="max-width:none" aria-label="What each of the {len(rows)} choices cost: higher and warmer is '
            f'costlier">{"".join(parts)}</svg></div>')


def _tenth(share: float) -> str:
    """A share of games as a number in 100, to a tenth: 0.082 -> '8.2'."""
    return "just above 0" if 0 < share < 0.0005 else _sided(share * 100, 1, _GAMES_BOUNDS)


def games_alike(row: ReviewRow) -> bool:
    """Whether every fresh playout ended alike in games for both moves (the game was decided either way): the
    games' range then only says how few the playouts were, and the words say so instead."""
    if len(row.fresh) < 2 or not row.fresh[0].outcomes:
        return False
    return all(a[1] == b[1] for a, b in zip(row.fresh[0].outcomes, row.fresh[1].outcomes))


def _one_cost(mean: float, low: float, high: float, say: Callable[[float], str], unit: str) -> str:
    """One measure of a loss, its verb following its average: 'loses about 8.2 games in 100 (5.0 to 11.3)';
    'gains about 1.5 games in 100 (from a gain of 8.3 to a loss of 5.4)' where the average is a gain and the range
    reaches both ways; 'gains about 2.0 ZOO (a gain of 1.1 to 2.9)'."""
    if low == high:  # no spread at all: every imagined ending differed by the same
        span = "the same in every imagined ending, which does not make it exact"
    elif low < 0 < high:  # a range that reaches both ways says so, whichever way its average leans
        span = f"from a gain of {say(0.0 - low)} to a loss of {say(high)}"
    elif mean < 0:
        span = f"a gain of {say(0.0 - high)} to {say(0.0 - low)}"
    else:
        span = f"{say(low)} to {say(high)}"
    verb, words = ("gains", say(0.0 - mean)) if mean < 0 else ("loses", say(mean))
    return f"{verb} {words if words.startswith('just') else 'about ' + words} {unit} ({span})"


def _what_cost(row: ReviewRow) -> str:
    """The loss in a few words, the measure that set the label first, then the other:
    'loses about 8.2 games in 100 (5.0 to 11.3) and about 0.80 points (0.40 to 1.20)'; a measure whose average
    is a gain says so ('gains about 0.30 ZOO'), never a loss of 0 beside a range that leans to a gain."""
    games = _one_cost(row.win_loss, row.win_loss_low, row.win_loss_high, _tenth, "games in 100")
    points = _one_cost(row.points_loss, row.points_loss_low, row.points_loss_high,
                       lambda value: points_figure(value, bounds=_bounds(row)), _unit(row))
    if games_alike(row):
        return f"{points}; who won was the same in every imagined game whichever you chose"
    if row.scale is None:
        return games
    first, second = (points, games) if row.measure == "points" else (games, points)
    if first[:5] == second[:5]:  # the same verb: said once ('loses about 8.2 games in 100 ... and about 0.80 ZOO')
        second = second.split(" ", 1)[1]
    return f"{first} and {second}"


def symbol(label: str) -> str:
    """A label's symbol, as chess annotators mark moves: one band's, or both ends of a range ("\u2713/?!": good or
    an inaccuracy, not yet told apart)."""
    low, high = shared.bands(label)
    if low == high:
        return shared.SYMBOLS[low]
    if low == "good":
        return f"~{shared.SYMBOLS[high]}"  # maybe: no tick on a move the playouts could not clear
    return f"{shared.SYMBOLS[low]}/{shared.SYMBOLS[high]}"


def _points_beside_games(row: ReviewRow) -> str:
    """The points of a row that won more games than the coach's choice, said with their direction: more, or fewer
    (the coach too puts games first)."""
    if row.scale is None:
        return ""
    unit, low, high = _unit(row), row.points_loss_low, row.points_loss_high  # points given away: above zero fewer
    if row.points_loss <= 0:
        span = (f"{points_figure(-high)} to {points_figure(-low)} more" if high <= 0 else
                f"from {points_figure(high)} fewer to {points_figure(-low)} more")
        return f", and about {points_figure(-row.points_loss)} {unit} more ({span})"
    span = (f"{points_figure(low)} to {points_figure(high)} fewer" if low >= 0 else
            f"from {points_figure(-low)} more to {points_figure(high)} fewer")
    return f", though about {points_figure(row.points_loss)} {unit} fewer ({span}): games come first, for the coach too"


def row_summary(row: ReviewRow, describe: Callable[[str], str] = str, when: str = "") -> str:
    """The row's one short line: its label with symbol, the moment, the move, and (flagged) the coach's move and
    the loss."""
    where = when or f"Move {row.move}"
    head = f"{symbol(row.label)} {row.label} \u00b7 {where}: {describe(row.played)}"
    if row.agrees:
        return f"{head} (the coach's choice too)"
    if row.better and row.label == "best":
        if row.better_in == "points":
            return (f"{head}, better than the coach's {describe(row.best)} in {_unit(row)}: about "
                    f"{points_figure(-row.points_loss)} more ({points_figure(-row.points_loss_high)} to "
                    f"{points_figure(-row.points_loss_low)}); games too close to tell apart ({-100 * row.win_loss_high:+.1f} "
                    f"to {-100 * row.win_loss_low:+.1f} more in 100)")
        return (f"{head}, better than the coach's {describe(row.best)} in games: about {_tenth(-row.win_loss)} games "
                f"in 100 more ({_tenth(-row.win_loss_high)} to {_tenth(-row.win_loss_low)}){_points_beside_games(row)}")
    if row.better:
        return (f"{head}; more {_unit(row)} than the coach's {describe(row.best)}, but the games given away could "
                f"reach {_named(shared.bands(row.label)[1])}")
    if row.alike:  # the game's rules say it is the same choice: no figures needed
        return f"{head}, the same choice as the coach's {describe(row.best)} by the rules"
    if row.label == "best":
        return f"{head}, as good as the coach's {describe(row.best)} \u00b7 {_what_cost(row)}"
    if row.label == "good":
        cost = _what_cost(row)
        cost = f"a small loss at most: {cost[len('loses '):]}" if cost.startswith("loses ") else cost
        return f"{head}; the coach: {describe(row.best)}{_unclear(row)} \u00b7 {cost}"
    return f"{head}; the coach: {describe(row.best)}{_unclear(row)} \u00b7 {_what_cost(row)}"


def _unclear(row: ReviewRow) -> str:
    """", not better beyond the playouts' noise" where the coach's pick is ahead by no measure beyond the noise (both
    ranges reach a gain for the learner's move), so a noise-level preference is not taken as a lesson; else nothing."""
    ahead = row.win_loss_low > 0 or (row.scale is not None and row.points_loss_low > 0)
    return "" if ahead or row.flagged else ", not better beyond the playouts' noise"


def verdict_words(row: ReviewRow, name: Optional[str] = None, titled: bool = True) -> str:
    """The verdict in one plain sentence, its label first: "Mistake: the coach's choice did better ..."; with
    ``titled=False`` the sentence alone, for a page that shows the label beside it as a chip."""
    said = _verdict_sentence(row, name)
    return said if titled else capital(said.partition(": ")[2])


def _verdict_sentence(row: ReviewRow, name: Optional[str] = None) -> str:
    """The verdict with its label at the head, whose move it was first: "Best: your move did better in points ..."."""
    whose = "Your move" if name is None else f"{name}'s move"
    if row.agrees:
        return f"Best: {whose.lower() if name is None else whose} was the coach's own choice."
    if row.better_in == "games":
        return f"Best: {whose} won more games than the coach's choice, beyond the playouts' noise."
    if row.better_in == "points" and row.label == "best":
        return (f"Best: {whose} ended with more {_unit(row)} than the coach's choice, beyond the playouts' noise "
                f"(about {points_figure(-row.points_loss)} more), and won about as many games.")
    if row.better_in == "points":
        return (f"{_title(row.label)}: {whose} ended with more {_unit(row)} than the coach's choice, beyond "
                f"the playouts' noise (about {points_figure(-row.points_loss)} more), but the games it gives away could "
                f"reach {_named(shared.bands(row.label)[1])}.")
    if row.alike:
        return f"Best: {whose} is the coach's choice in all that the rules count."
    if row.label == "best":
        return f"Best: {whose} did as well as the coach's choice on a fresh look."
    if row.label == "good":
        return f"Good: {whose} gives away little or nothing against the coach's choice."
    low, high = shared.bands(row.label)
    if low == high:
        if games_alike(row):
            return (f"{_title(row.label)}: the coach's choice ends with more {_unit(row)}, beyond the playouts' "
                    "noise; who won was the same in every imagined game whichever you chose, so this cost points "
                    "only.")
        if row.measure == "points" and row.win_loss_low <= 0:
            return (f"{_title(row.label)}: the coach's choice ends with more {_unit(row)}, beyond the playouts' "
                    "noise, while in games the two moves cannot be told apart.")
        return f"{_title(row.label)}: the coach's choice did better, beyond the playouts' noise."
    if low == "good":  # the range reaches good: the coach's choice may be better by a good-sized amount, or not
        gain = row.win_loss_low < 0 or (row.scale is not None and row.points_loss_low < 0)
        start = f"a gain for {whose.lower() if name is None else whose}" if gain else "no loss"
        sure = (["was ahead in games"] if row.win_loss_low > 0 else []) + (
            [f"was ahead in {_unit(row)}"] if row.scale is not None and row.points_loss_low > 0 else [])
        if sure and not gain:  # every measure shows a loss beyond the noise, the smallest of them a good one
            return (f"{_title(row.label)}: the coach's choice did better, beyond the playouts' noise, by an amount "
                    f"they place somewhere from good to {_named(high)}.")
        if sure:  # one measure shows the coach's choice ahead beyond the noise, the other not: say which
            other = _unit(row) if sure[0].endswith("games") else "games"
            return (f"{_title(row.label)}: the coach's choice {sure[0]}, beyond the playouts' noise, while in "
                    f"{other} the playouts cannot tell whether it did better; together they place the difference "
                    f"somewhere from {start} to {_named(high)}.")
        return (f"{_title(row.label)}: the playouts cannot tell whether the coach's choice did better; they place "
                f"the difference somewhere from {start} to {_named(high)}.")
    return (f"{_title(row.label)}: the coach's choice did better, and the playouts place the loss somewhere "
            f"from {_named(low)} to {_named(high)}.")


def _title(label: str) -> str:
    """A label at the head of a sentence: "Inaccuracy or mistake", "Unsure (good to mistake)"."""
    if label.startswith(shared.UNSURE):
        return f"Unsure ({label[len(shared.UNSURE):]})"
    return label.capitalize()


def _named(band: str) -> str:
    """A band with its article: 'a small loss' (good), 'an inaccuracy', 'a mistake', 'a blunder'."""
    return {"good": "a small loss", "inaccuracy": "an inaccuracy"}.get(band, f"a {band}")


def _which_measure(row: ReviewRow) -> str:
    """Which measure set which end of the label, in words (the worse of games and points, end by end)."""
    reached = shared.reach(row.difference, row.scale)
    games, points = reached["games"], reached["points"]
    unit = _unit(row)
    if games == points:
        return f"Games and {unit} place the loss alike."
    # at each end, the measure whose band is the worse ("" where both reach the same band there)
    low = "" if games[0] == points[0] else "games" if games[0] > points[0] else unit
    high = "" if games[1] == points[1] else "games" if games[1] > points[1] else unit
    if low and high and low != high:
        return f"The label's mildest band comes from the {low} given away, its worst from the {high}."
    setter = low or high
    other = "games" if setter != "games" else unit
    if low and high:
        return f"Here the {setter} given away set the label: they place the loss in worse bands than the {other}."
    return (f"Here the {setter} given away set the label: the {other} reach the same band at one end and a milder "
            "one at the other.")


def _straddles(row: ReviewRow) -> list[tuple[str, str]]:
    """The measures whose range still lies on both sides of zero, with what stays open in each."""
    found = []
    if row.win_loss_low < 0 < row.win_loss_high:
        found.append(("games", "won a few more games than the coach's or a few fewer"))
    if row.scale is not None and row.points_loss_low < 0 < row.points_loss_high:
        found.append((_unit(row), f"ended with a little more {_unit(row)} than the coach's or a little less"))
    return found


def _both_sides(row: ReviewRow, label: str) -> str:
    """The playouts stopped with a range across zero: which measure, and that the label holds either way."""
    found = _straddles(row)
    where = " and in ".join(unit for unit, _ in found)
    open_ = ", and whether it ".join(what for _, what in found)
    return (f" The playouts reached their limit with the range in {where} still on both sides of zero: whether "
            f"your move {open_} stays open; either way the label is {label}.")


def row_detail(row: ReviewRow, describe: Callable[[str], str] = str, name: Optional[str] = None) -> str:
    """The row's detail as HTML: the verdict, the reason, the loss drawn on its bands, both choices' figures (none
    where the rules alone make the move the coach's choice: its reason says why)."""
    if row.alike:
        return f"<p><b>{escape(verdict_words(row, name), quote=False)}</b> {escape(row.reason, quote=False)}</p>"
    shown = row.figures
    by_text = {str(e.action): e for e in shown}
    lines = []
    for title, text in (("You played" if name is None else f"{name} played", row.played),
                        ("The coach's choice", row.best)):
        e = by_text.get(text)
        if e is None:
            continue
        lines.append(f"<tr><th scope='row'>{escape(title)}</th><td>{escape(describe(text))}</td>"
                     f"<td>{_chance(e.win)}</td><td>{e.margin:+.1f}</td></tr>")
        if row.agrees:
            break
    playouts = shown[0].playouts if shown else 0
    if row.agrees:
        note = f"From {playouts} imagined endings for each choice, the same ones for every choice."
    else:
        alike = (" In every one of them who won was the same whichever you chose (the game was decided either "
                 "way), so this cost points only; the games' range below only reflects how many endings were played."
                 if games_alike(row) else "")
        note = (f"From {playouts} fresh imagined endings for each of the two moves, the same ones for both.{alike} "
                f"The loss, ending by ending: {_tenth(row.win_loss)} games in 100 (95% interval "
                f"{_tenth(row.win_loss_low)} to {_tenth(row.win_loss_high)}), {points_figure(row.points_loss)} {_unit(row)} given "
                f"away ({points_figure(row.points_loss_low, bounds=_bounds(row))} to "
                f"{points_figure(row.points_loss_high, bounds=_bounds(row))}; below zero is a gain). "
                + band_words(row.scale))
        if row.scale is not None and row.label not in ("best", "good"):
            note += " " + _which_measure(row)
        if not row.settled:
            low, high = shared.bands(row.label)
            note += (" The playouts reached their limit before every range fell within one band, so the label "
                     "names the bands it reaches." if low != high else
                     _both_sides(row, "good" if low == "best" else low) if _straddles(row) else
                     " The playouts reached their limit before every range was as narrow as they aim for; the "
                     "label was settled already.")
    return (f"<p><b>{escape(verdict_words(row, name), quote=False)}</b> {escape(row.reason, quote=False)}</p>"
            + loss_picture(row)
            + "<table class='tt-review-figures'><thead><tr><th></th><th>Move</th><th>Games won</th>"
            f"<th>{escape(capital(_unit(row)))} ahead at the end (below zero: behind)</th></tr></thead>"
            f"<tbody>{''.join(lines)}</tbody></table>"
            f"<p class='tt-review-note'>{escape(note, quote=False)}</p>")


def in_units(text: str, scale: Optional[shared.PointScale]) -> str:
    """The shared words with "points" said in the game's own unit where it has one of its own (the Dragon Egg's
    ZOO: its lessons call a set's score its points, so money must not be called points)."""
    if scale is None or "points" in scale.unit:
        return text
    return text.replace(" points", f" {scale.unit}")


def rules_note(scale: Optional[shared.PointScale] = None) -> str:
    """How the coach decides, as a disclosure a learner opens when they want it: plain words, short."""
    table = "" if scale is None else f" {shared.scale_words(scale)}"
    period = scale.period if scale is not None else "round"  # what the game's scores are spread over
    parts = (shared.SECOND_LOOK_RULES, f"{shared.LABEL_SCALE} {shared.points_scale_words(period)}{table}",
             shared.RANGE_RULE, shared.review_limits(period))
    return ("<details class='tt-review-rules'><summary>How the coach decides</summary>"
            + "".join(f"<p class='tt-review-note'>{escape(in_units(part, scale))}</p>" for part in parts)
            + "</details>")


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
            ".tt-practice-choice{min-height:44px;}</style>")
