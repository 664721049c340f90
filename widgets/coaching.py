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
from engines.coach import ReviewRow

from .banner import MessageBanner
from .games import LEVELS, GameInfo, game as registry
from .layout import Progress, html_block, replace_children
from .review_hooks import ReviewHooks, hooks_of
from .reviewing import review_for
from .scrolling import into_view
from .verdicts import CHART_NOTE, chart_note, chip, coach_chance, cost, cost_chart, cost_in, depth, games_cost, review_css, row_detail, row_summary, rules_note, verdict_words  # noqa: F401

__all__ = ["Worked", "work_spot", "LEVELS", "LEVEL_TIPS", "level_picker", "ReviewPanel", "row_summary", "row_detail"]

LEVEL_TIPS: tuple[str, ...] = (
    "Beginner: the bots choose at random among the moves the rules allow",
    "Standard: the game's ordinary bot, which plays by a few plain rules or a quick look ahead",
    "Coach: before each real choice it plays imagined games, the rest of the game many times over with the "
    "cards it cannot see guessed, and leaves the Standard bot's move only when they show another is better "
    "(slower; the game's analysis page shows how it fares against Standard)",
)

def level_picker(css: str, value: str = "Standard") -> w.ToggleButtons:
    """The level chooser shown before a game (its value is one of the registry's ``LEVELS``)."""
    picker = w.ToggleButtons(options=list(LEVELS), value=value, description="Level",
                             tooltips=list(LEVEL_TIPS), style={"button_width": "90px"},
                             layout=w.Layout(width="auto"))
    picker.add_class(f"{css}-level")
    return picker


class ReviewPanel:
    """The Review button, its progress bar and Stop button, a summary, the rows, and practice.

    A game's panel is :meth:`for_game`: everything it draws and says of the game comes from the game's
    review hooks (:class:`widgets.review_hooks.ReviewHooks`): each row's picture and words, its moment in
    the game's words (round, trick, turn), the unit of a final score, the rows left out of the list; it
    offers to practise the costly moments (:class:`widgets.practice.PracticePanel`). ``watched``: a
    replay's panel, whose pictures and words name the reviewed seat ("Bruno's choice").

    The bare form, ``ReviewPanel(review, picture, css, describe)``, is a panel of no game (its rows go by
    move number): ``review(state, seat, progress=..., stop=...)`` a generator of rows, ``picture(row)``
    HTML, ``describe(notation)`` a move in words.

    Laid out for a phone: the summary (how many choices are flagged, the costliest, and a chart of what each
    choice cost, each bar opening its row) comes first, then only the flagged rows (a toggle shows all); a row's
    detail opens in place, under the row; how the coach decides is one tap away, at the end.
    """

    _made = 0

    def __init__(self, review: Callable[..., Any], picture: Callable[[ReviewRow], str], css: str,
                 describe: Callable[[str], str] = str, banner: Optional[MessageBanner] = None) -> None:
        ReviewPanel._made += 1
        self.uid = f"{css}{ReviewPanel._made}"
        self.review_fn, self.picture, self.describe, self.css = review, picture, describe, css
        self.game: Optional[str] = None
        self.hooks: Optional[ReviewHooks] = None
        self.watched = False
        self.hidden = 0  # the rows counted and left out of the list (the hooks' ``left_out``)
        self.hidden_note = html_block("", css_class=f"{css}-review-hidden")  # the moves not listed, under the rows
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
        self.summary = html_block("", css_class=f"{css}-review-summary")
        self.show_all = w.ToggleButton(value=False, description="Show every choice", icon="list",
                                       tooltip="Show the rows the coach did not flag too",
                                       layout=w.Layout(display="none", min_height="44px", width="auto"))
        self.show_all.add_class(f"{css}-review-all")
        self.show_all.observe(lambda _: self._filter(), names="value")
        self.practise_button = w.Button(description="Practise these moments", icon="graduation-cap",
                                        button_style="success", layout=w.Layout(display="none", min_height="44px", width="auto"),
                                        tooltip="Try your costly moments again, the coach's choice hidden")
        self.practise_button.add_class(f"{css}-review-practise")
        self._practise_words = self.practise_button.description
        self.practise_button.on_click(lambda _: self.practise())
        self.rows_box = w.VBox()
        self.rows_box.add_class(f"{css}-review-rows")
        self.detail = html_block("", css_class=f"{css}-review-detail")
        self.detail.add_class("tt-review-detail")
        self.detail.layout.display = "none"
        self.rules_note = html_block(rules_note(), css_class=f"{css}-review-rules")
        self.practice_box = w.VBox()
        self.rows: list[ReviewRow] = []
        self.row_buttons: list[w.Button] = []
        self.shown: Optional[int] = None
        self.state: Any = None
        self.seat = 0
        self.name: Optional[str] = None
        self.running = False
        self._stop = False
        self._generation = 0  # a review's rows are dropped once the panel was cleared
        self.widget = w.VBox([w.HBox([self.button, self.stop_button, self.progress],
                                     layout=w.Layout(flex_flow="row wrap")), self.banner, self.summary,
                              w.HBox([self.practise_button, self.show_all], layout=w.Layout(flex_flow="row wrap")),
                              self.practice_box, self.rows_box, self.hidden_note, self.rules_note])
        self.widget.add_class(f"{css}-review-panel")

    @classmethod
    def for_game(cls, game: "str | GameInfo", banner: Optional[MessageBanner] = None,
                 watched: bool = False) -> "ReviewPanel":
        """The panel of a registry game (its key or its entry): its review (:func:`widgets.reviewing.review_for`),
        its CSS prefix and its review hooks; ``watched``: a replay's, naming the reviewed seat."""
        info = registry(game) if isinstance(game, str) else game
        hooks = hooks_of(info)
        panel = cls(review_for(info), str, info.css, banner=banner)
        panel.game, panel.hooks, panel.watched = info.key, hooks, watched
        panel.picture = lambda row: hooks.picture(row, panel.who)
        return panel

    @property
    def who(self) -> Optional[str]:
        """Whom the pictures and words name: the name given to :meth:`ready`, a replay's seat by its name, or None
        (the learner: "your choice")."""
        if self.name is not None:
            return self.name
        from engines.core import seat_name

        return seat_name(self.seat) if self.watched else None

    def words(self, row: ReviewRow) -> Callable[[str], str]:
        """``describe(notation)`` for the moves of ``row``: the hooks' words at that moment, else the panel's own."""
        return self.describe if self.hooks is None else self.hooks.words(row.observation, self.who)

    # ----- what the app calls -------------------------------------------------------------
    def ready(self, state: Any, seat: int, name: Optional[str] = None) -> None:
        """Offer a review of ``seat``'s choices in ``state``'s game (the app calls this when it ends).

        ``name`` words whose choices they are ("Bruno"); without it they are "your" choices.
        """
        self.state, self.seat, self.name = state, seat, name
        self.clear()
        self.button.description = "Review"
        self.button.disabled = state is None

    def clear(self) -> None:
        """Forget the last review (a new game started)."""
        self._stop = True
        self._generation += 1
        self.running = False
        self.rows, self.row_buttons, self.shown = [], [], None
        replace_children(self.rows_box, [])
        self._practising(False)
        self.detail.value = ""
        self.detail.layout.display = "none"
        self.summary.value = ""
        self.banner.clear()
        self.progress.layout.display = "none"
        self.show_all.layout.display = "none"
        self.practise_button.layout.display = "none"
        self.button.description = "Review"
        self.button.disabled = True
        self.stop_button.disabled = True
        self.hidden = 0
        self.hidden_note.value = ""

    def start(self) -> None:
        """Run the review: as a task between rows when an event loop runs, else at once."""
        if self.running or self.state is None:
            return
        self.rows, self.row_buttons, self.shown, self._stop, self.running = [], [], None, False, True
        self.hidden = 0
        self.hidden_note.value = ""
        self.rules_note.value = rules_note()
        replace_children(self.rows_box, [])
        self._practising(False)
        self.detail.value = ""
        self.summary.value = ""
        self.button.disabled, self.stop_button.disabled = True, False
        self.progress.layout.display = ""
        self.progress.update(0, "Looking at your first choice\u2026")
        self.banner.info("The coach plays imagined games for each of your choices; rows appear as they are ready.")
        steps = self._listed(self.review_fn(self.state, self.seat, progress=self._progress, stop=lambda: self._stop))
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
        """Open row ``index`` in place (pressing it again closes it): the table as the learner saw it, both
        choices, the verdict, the loss on its bands and the figures."""
        if self.shown == index and self.detail.layout.display != "none":
            self.detail.layout.display = "none"
            self.row_buttons[index].button_style = ""
            self.shown = None
            return
        if self.practice_box.children:  # a bar pressed while practising: back to the review, at that row
            self.back_to_review()
        row = self.rows[index]
        for i, button in enumerate(self.row_buttons):
            button.button_style = "primary" if i == index else ""
        self.row_buttons[index].layout.display = ""
        self.shown = index
        self.detail.value = (into_view("this.closest('.tt-review-detail').previousElementSibling")  # its row
                             + f"<p class='tt-review-when'><b>{escape(self.when(row))}</b></p>"
                             f"<div class='{self.css}-review-picture'>{self.picture(row)}</div>"
                             + row_detail(row, self.words(row), self.name,
                                          None if self.hooks is None else self.hooks.points_against))
        self.detail.layout.display = ""
        self._place_detail()

    def practise(self) -> None:
        """Open the practice of this review's costly moments (:func:`widgets.practice.review_moments`), one by one,
        the coach's choice hidden."""
        from .practice import PracticePanel, review_moments  # imported when asked for: most reviews never practise

        if self.game is None:
            return
        if self.practice_box.children:  # practising: the button goes back to the review
            self.back_to_review()
            return
        moments = review_moments(self.state, self.rows)
        if not moments:
            self.banner.info("No costly moment to practise in this game: every choice was best or good.")
            return
        panel = PracticePanel(self.game, moments, css=self.css, name=self.name, scroll=True)
        replace_children(self.practice_box, [panel.widget])
        self._practising(True)

    def back_to_review(self) -> None:
        """Close the practice: the review's rows and their toggle come back."""
        self._practising(False)
        self.show_all.layout.display = ""

    def _practising(self, on: bool) -> None:
        """While practising, the review's rows (they name the coach's choice) are out of sight; back, they return."""
        if not on:
            replace_children(self.practice_box, [])
        else:
            self.show_all.layout.display = "none"
        self.rows_box.layout.display = "none" if on else ""
        self.practise_button.description = "Back to the review" if on else self._practise_words
        self.practise_button.icon = "list" if on else "graduation-cap"

    # ----- inside ---------------------------------------------------------------------------
    def _listed(self, rows):
        """The review's rows to list: those the hooks leave out are counted in ``hidden`` instead."""
        left_out = None if self.hooks is None else self.hooks.left_out
        for row in rows:
            if left_out is not None and left_out.is_left_out(row):
                self.hidden += 1
                continue
            yield row

    def _moment(self, row: ReviewRow) -> Optional[str]:
        """The row's moment in the game's words, None in a panel of no game (its rows go by move number)."""
        return None if self.hooks is None else self.hooks.moment_words(row.observation)

    def _earlier_there(self, row: ReviewRow) -> list[ReviewRow]:
        """The rows before ``row`` at the same moment of the game (a dissolve, then a discard), in order."""
        words = self._moment(row)
        return [] if words is None else [r for r in self.rows if r.move < row.move and self._moment(r) == words]

    def when(self, row: ReviewRow) -> str:
        """The row's moment in the game's words (its move number where the game has none)."""
        words = self._moment(row)
        if words is None:
            return f"Move {row.move}"
        earlier = self._earlier_there(row)  # two choices at one moment are told apart by their order there
        if not earlier:
            return words
        nth = ("second", "third", "fourth")[len(earlier) - 1] if len(earlier) <= 3 else f"choice {len(earlier) + 1}"
        return f"{words} (your {nth} choice there)" if self.name is None else f"{words} ({nth} choice there)"

    def choice_words(self, index: int) -> str:
        """A row's name in the list and the summary: "#5", the fifth choice (its moment is in its details)."""
        return f"#{index + 1}"

    def _progress(self, done: int, total: int) -> None:
        self.progress.total = total
        self.progress.bar.max = max(total, 1)
        self.progress.update(done, f"{done} of {total} choices reviewed")

    def _row_class(self, index: int) -> str:
        return f"tt-row-{self.uid}-{index}"

    def _add(self, row: ReviewRow) -> None:
        self.rows.append(row)
        index = len(self.rows) - 1
        if index == 0:
            self.rules_note.value = rules_note(row.scale)
        button = w.Button(description=row_summary(row, self.words(row), self.choice_words(index)),
                          tooltip="Open this moment of the game", layout=w.Layout(width="100%", height="auto"))
        for name in (f"{self.css}-review-row", "tt-review-row", f"tt-review-{row.label.split()[0]}",
                     self._row_class(index)):
            button.add_class(name)
        low, high = shared.bands(row.label)
        button.add_class(f"tt-review-low-{low}")
        button.add_class(f"tt-review-high-{high}")
        button.on_click(lambda _, i=index: self.show(i))
        self.row_buttons.append(button)
        button.layout.display = "" if self._visible(index) else "none"
        replace_children(self.rows_box, list(self.rows_box.children) + [button])
        self._summarise()

    def _visible(self, index: int) -> bool:
        """A row shows when it is flagged, when every row is asked for, or while it is open."""
        return self.show_all.value or self.rows[index].flagged or self.shown == index

    def _filter(self) -> None:
        for i, button in enumerate(self.row_buttons):
            button.layout.display = "" if self._visible(i) else "none"
        self.show_all.description = "Hide the rest" if self.show_all.value else "Show every choice"

    def _place_detail(self) -> None:
        """Put the open row's detail right under its row."""
        children = [c for c in self.rows_box.children if c is not self.detail]
        if self.shown is not None:
            children.insert(children.index(self.row_buttons[self.shown]) + 1, self.detail)
        replace_children(self.rows_box, children)

    def _summarise(self) -> None:
        """The summary a learner takes in at a glance: the game's result, how many choices are flagged, the one that
        cost the most, and the cost of each choice (each row carries its own label)."""
        flagged = sum(r.flagged for r in self.rows)
        maybe = sum(not r.flagged and shared.bands(r.label)[1] not in ("best", "good") for r in self.rows)
        perhaps = f", perhaps {maybe} more (~)" if maybe else ""  # good to worse: readers asked which they are
        target = lambda i: f"var b=document.querySelector('.{self._row_class(i)}');if(b){{b.click()}}"  # noqa: E731
        self.summary.value = (f"<div class='tt-review-result'>{escape(self._result())}</div>{self._scored()}"
                              f"<div class='tt-review-counts'>Inaccuracy or worse: {flagged} of {len(self.rows)} choices{perhaps}.</div>"
                              + self._start_fold()
                              + f"<div class='tt-review-headline'><b>{escape(self._costliest())}</b></div>"
                              + cost_chart(self.rows, target)
                              + "<details class='tt-review-chart-note'><summary>About the chart</summary>"
                              f"<p class='tt-review-note'>{escape(self._chart_note())}</p></details>")

    def _start(self) -> str:
        """The chance of winning at the first choice with the coach's choice, beside a fair share: what the deal
        gave, whatever was played after ("" before the first row). Readers of lost games with few choices flagged
        read "nothing was wrong", or asked how much of the loss came from the deal; "Your chance at #1" was read as
        the chance of choice #1, or of first place."""
        chance = coach_chance(self.rows[0]) if self.rows else None
        if chance is None or self.state is None:
            return ""
        fair = round(100 / len(self.state.scores()))
        return f"Your deal was worth {round(100 * chance)} games in 100 (fair share {fair})."

    def _start_fold(self) -> str:
        """The deal's line, with what it means folded under it (readers of three games asked; folded, it costs no
        word before the first row)."""
        said = self._start()
        if not said:
            return ""
        players = len(self.state.scores())
        why = ("Played the coach's way from the first choice on, this deal wins that many games in 100: the chart's "
               f"blue line starts there. A fair share is 100 split between the {players} players, so below it the "
               "cards were against you before any choice; what your choices gave away is in the rows. Each row's "
               "figures start from its own moment, after what was seen and played since, so they can be higher or "
               "lower than this.")
        return (f"<details class='tt-review-start'><summary>{escape(said)}</summary>"
                f"<p class='tt-review-note'>{escape(why)}</p></details>")

    def costliest(self) -> Optional[int]:
        """The row of the one choice that cost the most (None when none is flagged): games first, as the coach ranks
        its choices, so a choice that gave away no games is not the costliest beside one that gave away some; else
        the tallest flagged bar of the chart."""
        flagged = [i for i, r in enumerate(self.rows) if r.flagged]
        losing = [i for i in flagged if games_cost(self.rows[i]) >= 1.0]
        if losing:
            return max(losing, key=lambda i: (games_cost(self.rows[i]), self.rows[i].win_loss))
        return max(flagged, key=lambda i: (cost(self.rows[i]), depth(self.rows[i])), default=None)

    def _costliest(self) -> str:
        """The costliest choice (:meth:`costliest`) by the measure that set its bar's height, and its number
        ("Costliest in games: #3."; "" when none is flagged; its moment is in its row's details). Its label is its
        row's: beside "in games" a label set by the points read as a games figure."""
        index = self.costliest()
        if index is None:
            return ""
        row = self.rows[index]
        measure = "games" if games_cost(row) >= 1.0 else cost_in(row)
        return f"Costliest in {measure}: {self.choice_words(index)}."

    def _chart_note(self) -> str:
        """What the chart shows, with the game's own unit of points ("in games or in ZOO")."""
        return chart_note(next((r.scale.unit for r in self.rows if r.scale is not None), "points"))

    def _result(self) -> str:
        """The game's result in one line: every seat's final score, the winner first named."""
        from engines.core import seat_name

        if self.state is None:
            return ""
        scores = self.state.scores()
        winners = self.state.winners()
        names = [("You" if self.name is None else self.name) if s == self.seat else seat_name(s)
                 for s in range(len(scores))]
        won = " and ".join(names[s] for s in winners)
        verb = "win" if won == "You" else "won" if len(winners) == 1 else "shared the win"
        table = ", ".join(f"{names[s]} {scores[s]}" for s in range(len(scores)))
        own = None if self.hooks is None else self.hooks.score_unit
        unit = own or next((r.scale.unit for r in self.rows if r.scale), "")
        unit = f" ({unit})" if unit and unit != "points" else ""  # the game's own unit of a final score
        ending = self.hooks.ending_words(self.state) if self.hooks is not None and self.hooks.ending_words else ""
        return f"Final scores{unit}: {table}. {won} {verb}." + (f" {ending}" if ending else "")

    def _scored(self) -> str:
        """Where the seat's final score came from, folded under the result (HTML; "" where the game's hooks say
        nothing): read at once, it doubled the words before the first row."""
        if self.state is None or self.hooks is None or self.hooks.score_words is None:
            return ""
        said = self.hooks.score_words(self.state, self.seat, self.name)
        title = "How you scored" if self.name is None else f"How {self.name} scored"
        return (f"<details class='tt-review-scored'><summary>{escape(title)}</summary>"
                f"<p class='tt-review-note'>{escape(said)}</p></details>" if said else "")

    def _finish(self) -> None:
        self._finish_rows()
        self._say_left_out()

    def _forced(self) -> str:
        """How many of the seat's moves had one choice only and are not reviewed, in a sentence ("" for none)."""
        moves = sum(1 for who, _ in self.state.to_json()["moves"] if who == self.seat)
        skipped = moves - len(self.rows) - self.hidden
        if self._stop or skipped <= 0 or not self.rows:
            return ""
        return f"{skipped} forced move{'s' if skipped != 1 else ''} (only one choice) not reviewed."

    def _say_left_out(self) -> None:
        """Say under the rows which moves are not listed: the forced ones, and those the hooks leave out, with why
        (in the banner too when no row is left)."""
        left_out = None if self.hooks is None else self.hooks.left_out
        notes = [self._forced()]
        if left_out is not None and self.hidden:
            notes.append(left_out.note(self.hidden, self.who))
            if not self.rows:
                self.banner.info(f"{left_out.alone} {notes[-1]}")
        self.hidden_note.value = "".join(f'<p class="tt-review-note">{escape(note)}</p>' for note in notes if note)

    def _finish_rows(self) -> None:
        self.running = False
        self.stop_button.disabled = True
        self.button.disabled = False
        self.button.description = "Review again"
        self.progress.layout.display = "none"
        whose = "your" if self.name is None else f"{self.name}'s"
        if not self.rows:
            who = "You" if self.name is None else self.name
            self.banner.info(f"{who} had no real choice to review in this game (every move was forced).")
            return
        flagged = sum(r.flagged for r in self.rows)
        stopped = " (stopped early)" if self._stop else ""
        # said, so that a learner does not look for the practice; not where some choice may still be costly (a
        # reader read it as nothing to learn beside rows that may be a mistake)
        maybe = any(shared.bands(r.label)[1] not in ("best", "good") for r in self.rows)
        nothing = "" if flagged or maybe or self._stop else " Nothing flagged, nothing to practise."
        self.banner.success(f"Reviewed {len(self.rows)} of {whose} choices{stopped}.{nothing}")
        self.show_all.layout.display = ""
        if flagged and self.game is not None:
            self._practise_words = f"Practise {flagged} moment{'s' if flagged != 1 else ''}"
            self.practise_button.description = self._practise_words
            self.practise_button.layout.display = ""
        self._filter()


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


def choices(values: Sequence[Any]) -> list[str]:
    """The notations of evaluated actions, best first."""
    return [str(e.action) for e in values]
