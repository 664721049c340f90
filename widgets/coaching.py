"""The coach in the apps: the three bot levels and the Review panel every play and replay app shares.

A play app offers three levels before a game (Beginner, Standard, Coach) and, once the
game ends, a **Review** button. The review runs the game's coach
(``engines.<game>.coach.review``) on each real choice of the learner's seat, one row
at a time, with a progress bar and a Stop button. Each row is a button: pressing it
shows the table as the learner saw it at that moment, with the learner's choice and
the coach's choice drawn, the figures and one sentence of reason.

The coach sees only the observation of the reviewed seat at each decision, so the
review never shows what that seat could not see (the final reveal aside, which the
game itself shows). The work runs as an asyncio task between rows when the page has
a running event loop (Jupyter, Voila, the static site), so Stop is heard after the
row being worked on; without one (tests, scripts) it runs at once.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Optional, Sequence

import ipywidgets as w

from engines import coach as shared
from engines.coach import LABEL_RULES, ReviewRow

from .banner import MessageBanner
from .layout import Progress, html_block, replace_children

__all__ = ["Worked", "work_spot", "LEVELS", "LEVEL_TIPS", "level_bots", "level_picker", "ReviewPanel", "row_summary", "row_detail"]

LEVELS: tuple[str, ...] = ("Beginner", "Standard", "Coach")
"""The bot levels, weakest first."""

LEVEL_TIPS: tuple[str, ...] = (
    "Beginner: the bots choose at random among the moves the rules allow",
    "Standard: the strongest ordinary bot of this game",
    "Coach: before each real choice the bots play the rest of the game many times over, "
    "imagining the cards they cannot see, and take the best-scoring move (slower)",
)

LABEL_WORDS = {"best": "best", "good": "good", "inaccuracy": "inaccuracy", "mistake": "mistake",
               "blunder": "blunder"}


def level_bots(level: str, beginner: Callable[[int], Any], standard: Callable[[int], Any],
               coach: Callable[[int], Any]) -> Callable[[int], Any]:
    """The bot maker (called with a seed) for a level name."""
    makers = dict(zip(LEVELS, (beginner, standard, coach)))
    if level not in makers:
        raise ValueError(f"The level is one of {', '.join(LEVELS)}, not {level!r}.")
    return makers[level]


def level_picker(css: str, value: str = "Standard") -> w.ToggleButtons:
    """The level chooser shown before a game (its value is one of ``LEVELS``)."""
    picker = w.ToggleButtons(options=list(LEVELS), value=value, description="Level",
                             tooltips=list(LEVEL_TIPS), style={"button_width": "90px"},
                             layout=w.Layout(width="auto"))
    picker.add_class(f"{css}-level")
    return picker


def _loss(share: float) -> str:
    """A loss of games in words, to a tenth, so that it reads on the right side of a label's bound:
    0.157 -> '15.7 in 100'; a loss above zero that rounds to nothing -> 'just above 0 in 100'."""
    return "just above 0 in 100" if 0 < share < 0.0005 else f"{share * 100:.1f} in 100"


def _points(value: float, signed: bool = False) -> str:
    """Points given away to two decimals (with a sign when ``signed``); above zero but rounding to nothing ->
    'just above 0'."""
    return "just above 0" if 0 < value < 0.005 else f"{value:+.2f}" if signed else f"{value:.2f}"


def _unit(row: ReviewRow) -> str:
    """What the row's game counts its points in ("ZOO", "winner points"...)."""
    return row.scale.unit if row.scale is not None else "points"


def _chance(share: float) -> str:
    """A share of games in words: 0.083 -> '8 in 100'."""
    return f"{round(share * 100)} in 100"


def row_summary(row: ReviewRow, describe: Callable[[str], str] = str) -> str:
    """The row's one-line text: move, both choices, the verdict and what it cost (from the second look)."""
    if row.agrees:
        return f"Move {row.move}: {describe(row.played)} \u2014 best (the coach's own choice)"
    if row.better:
        return (f"Move {row.move}: {describe(row.played)} \u2014 best; your move did better than the coach's "
                f"{describe(row.best)} on a second look (about {_chance(-row.win_loss)} games more)")
    if row.as_well:
        return (f"Move {row.move}: {describe(row.played)} \u2014 best; your move did as well as the coach's "
                f"{describe(row.best)} on a second look")
    if row.label == "best":
        return (f"Move {row.move}: {describe(row.played)} \u2014 best; the coach's {describe(row.best)} did "
                f"slightly better, within the playouts' noise")
    games = (f"about {_loss(max(row.win_loss, 0.0))} games"
             f" (between {_loss(row.win_loss_low)} and {_loss(row.win_loss_high)})")
    if row.measure == "points":
        cost = (f"gives away about {_points(max(row.points_loss, 0.0))} {_unit(row)}"
                f" (between {_points(row.points_loss_low)} and {_points(row.points_loss_high)}) and {games}")
    else:
        cost = f"gives away {games} and {_points(max(row.points_loss, 0.0))} {_unit(row)}"
    unsure = "; not settled when its playouts ended, so the mildest label its interval allows" if row.milder else ""
    return (f"Move {row.move}: {describe(row.played)} \u2014 {row.label}; the coach: "
            f"{describe(row.best)} ({cost}{unsure})")


def rules_note(scale: Optional[shared.PointScale] = None) -> str:
    """How the labels are given, as HTML for the review panel: the rules, and this table's points bounds."""
    table = "" if scale is None else f" {shared.scale_words(scale)}"
    return (f"<p class='tt-review-note'>How the labels are given: {escape(LABEL_RULES + table)}</p>"
            f"<p class='tt-review-note'>{escape(shared.REVIEW_LIMITS)}</p>")


def verdict_words(row: ReviewRow, name: Optional[str] = None) -> str:
    """The verdict in words, whose move it was first: "Your move did as well: ..."."""
    whose = "Your move" if name is None else f"{name}'s move"
    if row.agrees:
        return f"{row.label.capitalize()}: the coach's own choice."
    if row.better:
        return f"{whose} did better than the coach's choice on the second look."
    if row.as_well:
        return f"{whose} did as well as the coach's choice on the second look."
    if row.label == "best":
        return f"Best: {whose.lower() if name is None else whose} cannot be told apart from the coach's choice."
    return f"{row.label.capitalize()}: the coach's choice did better on the second look."


def row_detail(row: ReviewRow, describe: Callable[[str], str] = str, name: Optional[str] = None) -> str:
    """The row's figures as HTML: both choices' win chances and margins with their intervals.

    The figures are those the label was given on (:attr:`ReviewRow.figures`: the second look's
    when the seat's move was not the coach's). ``name`` is whose choice it was ("Bruno");
    without it the choice is "yours".
    """
    shown = row.figures
    by_text = {str(e.action): e for e in shown}
    lines = []
    for title, text in (("You played" if name is None else f"{name} played", row.played),
                        ("The coach's choice", row.best)):
        e = by_text.get(text)
        if e is None:
            continue
        lines.append(
            f"<tr><th scope='row'>{escape(title)}</th><td>{escape(describe(text))}</td>"
            f"<td>{_chance(e.win)} ({_chance(e.win_low)} to {_chance(e.win_high)})</td>"
            f"<td>{e.margin:+.1f} ({e.margin_low:+.1f} to {e.margin_high:+.1f})</td></tr>")
        if row.agrees:
            break
    playouts = shown[0].playouts if shown else 0
    if row.agrees:
        note = (f"From {playouts} imagined endings per choice, the same ones for every choice, with the cards "
                "you could not see drawn at random.")
    else:
        note = (f"From a second look: {playouts} fresh imagined endings for each of the two choices, the same "
                "ones for both, with the cards you could not see drawn at random (not the endings that picked "
                "the coach's choice). The loss, paired ending by ending: "
                f"{_loss(row.win_loss)} games ({_loss(row.win_loss_low)} to {_loss(row.win_loss_high)}), "
                f"{_points(row.points_loss, True)} {_unit(row)} ({_points(row.points_loss_low, True)} to "
                f"{_points(row.points_loss_high, True)}).")
        if row.measure == "points":
            note += " The label comes from the points given away, which tell more here than the games"
            note += f": {shared.scale_words(row.scale)}" if row.scale is not None else "."
        if row.milder:
            note += (" The playouts ended (at their cap, or at Stop) with the loss's interval still across one or "
                     "more bounds between labels, so the loss could lie on either side: the mildest label that "
                     "interval allows is given.")
    return (f"<p><b>{escape(verdict_words(row, name), quote=False)}</b> {escape(row.reason)}</p>"
            "<table class='tt-review-figures'><thead><tr><th></th><th>Choice</th>"
            "<th>Games won (95% interval)</th><th>Final margin over the best other player</th></tr></thead>"
            f"<tbody>{''.join(lines)}</tbody></table>"
            f"<p class='tt-review-note'>{escape(note, quote=False)}</p>")


class ReviewPanel:
    """The Review button, its progress bar and Stop button, the rows and the chosen row's table.

    ``review(state, seat, progress=..., stop=...)`` is the game's coach review (a
    generator of rows); ``picture(row)`` draws the table as the seat saw it with both
    choices marked (HTML); ``describe(notation)`` words a move for a learner.
    """

    def __init__(self, review: Callable[..., Any], picture: Callable[[ReviewRow], str], css: str,
                 describe: Callable[[str], str] = str, banner: Optional[MessageBanner] = None) -> None:
        self.review_fn, self.picture, self.describe, self.css = review, picture, describe, css
        self.banner = banner or MessageBanner(css_class=f"{css}-review-banner")
        self.button = w.Button(description="Review", icon="search", button_style="info",
                               tooltip="The coach rates each of your choices in this game", disabled=True)
        self.button.add_class(f"{css}-review")
        self.button.on_click(lambda _: self.start())
        self.stop_button = w.Button(description="Stop", icon="stop", disabled=True,
                                    tooltip="Stop the review after the move being worked on")
        self.stop_button.add_class(f"{css}-review-stop")
        self.stop_button.on_click(lambda _: self.stop())
        self.progress = Progress(0, "Reviewing")
        self.progress.layout.display = "none"
        self.rules_note = html_block(rules_note(), css_class=f"{css}-review-rules")
        self.rows_box = w.VBox()
        self.rows_box.add_class(f"{css}-review-rows")
        self.detail = html_block("", css_class=f"{css}-review-detail")
        self.rows: list[ReviewRow] = []
        self.state: Any = None
        self.seat = 0
        self.name: Optional[str] = None
        self.running = False
        self._stop = False
        self._generation = 0  # a review's rows are dropped once the panel was cleared
        self.widget = w.VBox([w.HBox([self.button, self.stop_button, self.progress]), self.banner,
                              self.rows_box, self.detail])
        self.widget.add_class(f"{css}-review-panel")

    # ----- what the app calls -------------------------------------------------------------
    def ready(self, state: Any, seat: int, name: Optional[str] = None) -> None:
        """Offer a review of ``seat``'s choices in ``state``'s game (the app calls this when it ends).

        ``name`` words whose choices they are ("Bruno"); without it they are "your" choices.
        """
        self.state, self.seat, self.name = state, seat, name
        self.clear()
        self.button.disabled = state is None

    def clear(self) -> None:
        """Forget the last review (a new game started)."""
        self._stop = True
        self._generation += 1
        self.running = False
        self.rows = []
        replace_children(self.rows_box, [])
        self.detail.value = ""
        self.banner.clear()
        self.progress.layout.display = "none"
        self.button.disabled = True
        self.stop_button.disabled = True

    def start(self) -> None:
        """Run the review: as a task between rows when an event loop runs, else at once."""
        if self.running or self.state is None:
            return
        self.rows, self._stop, self.running = [], False, True
        self.rules_note.value = rules_note()
        replace_children(self.rows_box, [self.rules_note])
        self.detail.value = ""
        self.button.disabled, self.stop_button.disabled = True, False
        self.progress.layout.display = ""
        self.progress.update(0, "Looking at your first choice\u2026")
        self.banner.info("The coach is playing out each of your choices; rows appear as they are ready.")
        steps = self.review_fn(self.state, self.seat, progress=self._progress, stop=lambda: self._stop)
        loop = _kernel_loop()
        if loop is None:
            for row in steps:
                self._add(row)
            self._finish()
        else:
            loop.create_task(self._run(steps, self._generation))

    async def _run(self, steps, generation: int) -> None:
        try:
            for row in steps:
                if generation != self._generation:
                    return  # the panel was cleared: this review's rows belong to no game on show
                self._add(row)
                await asyncio.sleep(0.01)  # let a Stop click in
        except Exception as exc:  # pragma: no cover - shown, never raised into the page
            self.banner.show_error(exc)
        if generation == self._generation:
            self._finish()

    def stop(self) -> None:
        """Ask the review to stop after the choice being worked on."""
        self._stop = True
        self.stop_button.disabled = True
        self.progress.update(self.progress.bar.value, "Stopping after this move\u2026")

    def show(self, index: int) -> None:
        """Show row ``index``: the table as the learner saw it, both choices, the figures and the reason."""
        row = self.rows[index]
        for i, child in enumerate(self.rows_box.children[1:]):
            child.button_style = "primary" if i == index else ""
        self.detail.value = (f"<div class='{self.css}-review-picture'>{self.picture(row)}</div>"
                             + row_detail(row, self.describe, self.name))

    # ----- inside ---------------------------------------------------------------------------
    def _progress(self, done: int, total: int) -> None:
        self.progress.total = total
        self.progress.bar.max = max(total, 1)
        self.progress.update(done, f"{done} of {total} choices reviewed")

    def _add(self, row: ReviewRow) -> None:
        self.rows.append(row)
        index = len(self.rows) - 1
        if index == 0:
            self.rules_note.value = rules_note(row.scale)
        button = w.Button(description=row_summary(row, self.describe), tooltip="Show this moment of the game",
                          layout=w.Layout(width="100%", height="auto"))
        button.add_class(f"{self.css}-review-row")
        button.add_class(f"tt-review-{row.label}")
        button.on_click(lambda _, i=index: self.show(i))
        replace_children(self.rows_box, list(self.rows_box.children) + [button])

    def _finish(self) -> None:
        self.running = False
        self.stop_button.disabled = True
        self.button.disabled = False
        self.button.description = "Review again"
        counts = {}
        for row in self.rows:
            counts[row.label] = counts.get(row.label, 0) + 1
        whose = "your" if self.name is None else f"{self.name}'s"
        if not self.rows:
            who = "You" if self.name is None else self.name
            self.banner.info(f"{who} had no real choice to review in this game (every move was forced).")
        else:
            tally = ", ".join(f"{n} {name}" for name, n in counts.items())
            self.banner.success(f"Reviewed {len(self.rows)} of {whose} choices: {tally}. Press a row to see "
                                "that moment of the game.")
        self.progress.update(self.progress.bar.value, "Done" if not self._stop else "Stopped")


@dataclass(frozen=True)
class Worked:
    """A position a "Playing well" page works: the beginner's choice and the coach's, with all figures."""

    spot: Any
    state: Any
    seat: int
    observation: dict
    evaluations: tuple
    beginner: Any
    best: Any
    difference: shared.Difference
    label: str
    reason: str

    def of(self, action) -> shared.Evaluation:
        """The evaluation of one choice."""
        return next(e for e in self.evaluations if str(e.action) == str(action))


def work_spot(spot: Any, state: Any, game_coach: Any, beginner_choice: Callable, budget: int, seed: int) -> Worked:
    """Ask a game's coach about ``state`` (the seat to act): every choice valued on ``budget`` imagined games,
    set against what ``beginner_choice(observation, legal)`` would play."""
    seat = state.to_act()[0]
    observation = state.observation(seat)
    values = game_coach.evaluate(observation, seat, budget, seed=seed)
    beginner = beginner_choice(observation, state.legal_actions(seat))
    best = values[0]
    mine = next(e for e in values if str(e.action) == str(beginner))
    difference = shared.compare(best, mine)
    verdict = "best" if mine is best else shared.label(difference)
    return Worked(spot, state, seat, observation, tuple(values), beginner, best.action, difference, verdict,
                  game_coach.reason(observation, seat, beginner, best.action, values))


def _kernel_loop():
    """The running event loop of a Jupyter kernel (Voila, JupyterLab, the static site), else ``None``.

    Outside a kernel (tests, scripts) a review runs at once, even where some other library
    left an event loop running in this thread (a browser driver, say).
    """
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return None
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:
        return None
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def review_css() -> str:
    """The review rows' styles: long button texts wrap, labels have a colour and a word."""
    return ("<style>.widget-button[class*='-review-row']{white-space:normal;text-align:left;"
            "height:auto;padding:4px 8px;}"
            ".tt-review-figures td,.tt-review-figures th{padding:2px 8px;text-align:left;}"
            ".tt-review-note{font-size:0.95em;}</style>")


def choices(values: Sequence[Any]) -> list[str]:
    """The notations of evaluated actions, best first."""
    return [str(e.action) for e in values]
