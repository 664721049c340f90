"""Practise the moments that cost you: a position from your seat, the coach's choice hidden, a verdict on each try.

A review's costly moments (:func:`engines.practice.costly_moments`) or a "Playing well" page's stored
positions are shown one by one. The learner picks a move; the coach values that pick against its own
choice on fresh playouts, with the same labels as the review (:func:`engines.practice.try_choice`), and
says whether it is as good: the label once, as a chip, one sentence and one picture of the figures (how the
look compares with the review's is one tap away). Then: **Show the coach's choice** (the table with both moves
marked, and under a heading of its own the coach's move and its reason), **Try again** (new imagined games each time)
or **Next**, which brings the new moment's heading into view (:func:`widgets.scrolling.into_view`).

**Ideas.** Where the moments carry the Playing well idea they turn on (:attr:`engines.practice.Moment.idea`, a key
of the game's :func:`widgets.ideas.ideas_of`), a menu above stored positions lets the learner practise one idea's
moments only (a review's few moments get none), and after a wrong pick the verdict names the idea in one sentence,
linked to the page's section (:func:`widgets.ideas.idea_words`). Moments without an idea work as before, and a game without ideas shows no menu.

The panel reads a game's parts from the registry key: its coach (``engines.<key>.coach``), its review
hooks (:class:`widgets.review_hooks.ReviewHooks`: ``moment_words``, ``describe_action``,
``position_picture`` and the row ``picture``) and its review budget
(:func:`widgets.reviewing.review_budget_of`). It shows only what the seat saw at that moment.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import Any, Callable, Optional, Sequence

import ipywidgets as w

from engines import InvalidInput
from engines.coach import ReviewRow
from engines.practice import Moment, costly_moments, first_look, try_choice

from .banner import MessageBanner
from .games import game as registry
from .ideas import Idea, idea_of_reason, ideas_of, idea_words
from .layout import html_block, replace_children
from .reason_words import reason_text
from .review_hooks import hooks_of
from .reviewing import review_budget_of
from .scrolling import into_view
from .verdicts import chip, loss_picture, review_css, verdict_words, watch_html

__all__ = ["PracticePanel", "MANY_CHOICES", "review_moments"]

MANY_CHOICES = 12
"""Above this many legal moves, a list to pick from replaces the row of buttons."""


def review_moments(state: Any, rows: Sequence[ReviewRow]) -> list[Moment]:
    """A reviewed game's costly moments (:func:`engines.practice.costly_moments`), each carrying the Playing well idea
    its row's reason turns on, which a wrong pick names (:func:`widgets.ideas.idea_of_reason`)."""
    return [replace(m, idea=idea.key) if (idea := idea_of_reason(m.reason)) else m for m in costly_moments(state, rows)]


class PracticePanel:
    """One moment at a time: the table as the seat saw it, its moves to pick from, and the coach's verdict."""

    def __init__(self, game: str, moments: Sequence[Moment], *, css: str = "tt", name: Optional[str] = None,
                 budget: Optional[int] = None, intro: str = "", scroll: bool = False) -> None:
        """``scroll``: bring the first moment into view too (a panel opened by a press); every later one is."""
        if not moments:
            raise InvalidInput("There is no moment to practise.")
        self.game, self.moments, self.css, self.name = game, list(moments), css, name
        self.every = list(moments)
        self.group: Optional[Idea] = None
        """The idea whose moments are on show (None: every moment)."""
        self.ideas = tuple(i for i in ideas_of(game) if any(m.idea == i.key for m in self.every))
        info = registry(game)
        self.coach = info.part(info.coach)
        self.hooks = hooks_of(info)
        self.budget = budget if budget is not None else review_budget_of(info)
        self.index, self.attempt = 0, 0
        self.row: Optional[ReviewRow] = None
        self.tries: list[ReviewRow] = []
        self._looks: dict[tuple, tuple] = {}
        self.intro, self.scroll = intro, scroll
        self.header = html_block("", css_class=f"{css}-practice-header")
        self.position = html_block("", css_class=f"{css}-practice-position")
        self.choices = w.Box(layout=w.Layout(flex_flow="row wrap", grid_gap="6px"))
        self.choices.add_class(f"{css}-practice-choices")
        self.verdict = html_block("", css_class=f"{css}-practice-verdict")
        self.banner = MessageBanner(css_class=f"{css}-practice-banner")
        self.reveal_button = self._button("Show the coach's choice", "eye", self.reveal, "reveal")
        self.again_button = self._button("Try again", "redo", self.again, "again")
        self.next_button = self._button("Next", "arrow-right", self.next, "next")
        buttons = w.HBox([self.reveal_button, self.again_button, self.next_button],
                         layout=w.Layout(flex_flow="row wrap", grid_gap="6px"))
        buttons.add_class(f"{css}-practice-buttons")
        self.idea_menu = self._idea_menu()
        menu = self.ideas and all(m.verdict is None for m in self.every)  # a review's few moments need no menu
        self.widget = w.VBox([w.HTML(review_css()), *([self.idea_menu] if menu else []), self.header,
                              self.banner, self.position, self.choices, self.verdict, buttons])
        self.widget.add_class(f"{css}-practice")
        self._show()

    # ----- what a learner presses -------------------------------------------------------------
    def practise_idea(self, key: str = "") -> None:
        """Practise only the moments of the idea ``key`` ("" for every moment), from the first one."""
        chosen = [m for m in self.every if m.idea == key] if key else list(self.every)
        if not chosen:
            known = ", ".join(i.key for i in self.ideas) or "none"
            self.banner.show_error(InvalidInput(f"No moment here turns on the idea {key[:40]!r}; the ideas are: "
                                                f"{known}."))
            return
        if self.ideas and self.idea_menu.value != key:
            self.idea_menu.value = key  # its observer shows the group
        else:
            self._group(key)

    def _group(self, key: str) -> None:
        """Show the moments of idea ``key`` ("" for every moment) from the first one."""
        self.moments = [m for m in self.every if m.idea == key] if key else list(self.every)
        self.group = next((i for i in self.ideas if i.key == key), None)
        self.index, self.attempt, self.row = 0, 0, None
        self._show()

    @property
    def moment(self) -> Moment:
        """The moment on show."""
        return self.moments[self.index]

    def pick(self, notation: str) -> Optional[ReviewRow]:
        """Try ``notation`` here: the coach's verdict on it, said in place (a move that is not legal is refused in
        the banner, and nothing changes)."""
        self.banner.clear()
        try:
            self.verdict.value = "<p class='tt-review-note'>The coach is playing your move out against its own\u2026</p>"
            if notation == self.moment.played and self.moment.verdict is not None:
                row = self.moment.verdict  # the move of the game again: the review's verdict, said once
            else:
                values = self._values(notation)
                row = try_choice(self.coach, self.moment, notation, self.budget, self.attempt, values=values)
            said = self._said(row, notation)
        except Exception as exc:  # a move refused, or a surprise: said in the banner, never a page left waiting
            self.banner.show_error(exc)
            self.verdict.value = ""
            return None
        self.row = row
        self.tries.append(row)
        self._set_choices_disabled(True)
        self.verdict.value = said
        self.reveal_button.disabled = row.agrees
        self.again_button.disabled = row.agrees
        self.next_button.disabled = self.index + 1 >= len(self.moments)
        return row

    def _said(self, row: ReviewRow, notation: str) -> str:
        """A try's verdict: the label once (its chip), the move tried, one sentence, and (unless it is the coach's
        own) one picture of what it gave away, how this look compares with the review's folded under it."""
        words = self._words()
        tried = f"Your move: <b>{escape(words(notation), quote=False)}</b>"
        if notation == self.moment.played and not row.agrees:
            tried += ", as in your game"
        if row.agrees:
            why = (f"What the review said of it against your {words(self.moment.played)}: "
                   f"{reason_text(self.moment.reason)}"
                   if self.moment.reason else "")
            return (f"<p class='tt-practice-said'>{chip(row.label)} {tried}, the coach's own choice.</p>"
                    + (f"<p class='tt-review-note'>{escape(why, quote=False)}</p>" if why else ""))
        said = verdict_words(row, titled=False)
        idea = self.idea
        return self._figures(row, tried, said) + (f"<p class='tt-practice-idea'>{idea_words(idea)}</p>" if idea else "")

    @property
    def idea(self) -> Optional[Idea]:
        """The idea the moment on show turns on (None where it names none the game has)."""
        return next((i for i in self.ideas if i.key == self.moment.idea), None)

    def _figures(self, row: ReviewRow, tried: str, said: str) -> str:
        """A wrong pick's label, move and sentence, and the picture of what it gave away."""
        if row.alike:  # the same choice by the rules: no figures, the reason says why
            return (f"<p class='tt-practice-said'>{chip(row.label)} {tried}. {escape(said, quote=False)}</p>"
                    f"<p class='tt-review-note'>{escape(reason_text(row.reason), quote=False)}</p>")
        return (f"<p class='tt-practice-said'>{chip(row.label)} {tried}. {escape(said, quote=False)}</p>"
                + loss_picture(row)
                + "<details class='tt-practice-look'><summary>How sure is this try?</summary>"
                f"<p class='tt-review-note'>{escape(self._look_words(row))}</p></details>")

    def _look_words(self, row: Any) -> str:
        """How sure this try's look is: its own count of fresh imagined games, said alone (a second count beside it
        reads as two figures to compare)."""
        if row is self.moment.verdict:
            games = row.fresh[0].playouts if row.fresh else 0
            return (f"The move of your game keeps the review's figures, from {games} imagined games for each move; "
                    "other moves meet fresh ones.")
        head = f"From {row.fresh[0].playouts} fresh imagined games for each move, new ones at each try"
        if not self.moment.playouts:
            return f"{head}."
        return f"{head}, so its label can differ from the review's by chance; the range shows how far."

    def reveal(self) -> None:
        """Show the coach's choice under the last try's verdict, under a heading of its own: the table with both
        moves marked, the coach's move and its reason (the try's figures stay the one set shown)."""
        if self.row is None:
            return
        self.position.value = self._row_picture(self.row)
        move = self._words()(self.row.best)
        self.verdict.value = (self._said(self.row, self.row.played)
                              + "<div class='tt-practice-coach'><p class='tt-practice-coach-head'><b>The coach's "
                              f"choice: {escape(move, quote=False)}</b></p>"
                              + ("" if self.row.alike else f"<p>{escape(reason_text(self.row.reason), quote=False)}</p>"
                                 + watch_html(self.row, self._words()))
                              + "</div>")
        self.reveal_button.disabled = True

    def again(self) -> None:
        """Try the same moment again (the coach's choice stays hidden; the next verdict meets new playouts)."""
        self.attempt += 1
        self.row = None
        self._show()

    def next(self) -> None:
        """The next moment."""
        if self.index + 1 < len(self.moments):
            self.index, self.attempt, self.row = self.index + 1, 0, None
            self._show()

    # ----- inside ----------------------------------------------------------------------------------
    def _idea_menu(self) -> w.Dropdown:
        """The menu of ideas to practise: every moment, or one idea's (with how many moments each has)."""
        options = [(f"Every moment ({len(self.every)})", "")]
        options += [(f"{i.name} ({sum(m.idea == i.key for m in self.every)})", i.key) for i in self.ideas]
        menu = w.Dropdown(options=options, value="", description="Practise",
                          layout=w.Layout(width="auto", min_height="44px"))
        menu.add_class(f"{self.css}-practice-ideas")
        menu.observe(lambda change: self._group(change["new"]), names="value")
        return menu

    def _button(self, text: str, icon: str, action: Callable[[], Any], kind: str) -> w.Button:
        button = w.Button(description=text, icon=icon, disabled=True, layout=w.Layout(min_height="44px", width="auto"))
        button.add_class(f"{self.css}-practice-{kind}")
        button.on_click(lambda _: action())
        return button

    def _words(self) -> Callable[[str], str]:
        return self.hooks.words(self.moment.observation)

    def _values(self, pick: str) -> tuple:
        """The coach's first look at the moment on show and ``pick`` (kept: every try meets it, and its choice
        stays); a move that is not legal is refused here, before any playout."""
        if pick not in self.moment.legal:
            return ()
        key = (id(self.moment), pick if not self.moment.evaluations else "")  # a group shows moments anew
        if key not in self._looks:
            self._looks[key] = first_look(self.coach, self.moment, self.budget, pick=pick)
        return self._looks[key]

    def _row_picture(self, row: ReviewRow) -> str:
        return self.hooks.picture(row, None)

    def _set_choices_disabled(self, disabled: bool) -> None:
        for child in self.choices.children:
            if hasattr(child, "disabled"):
                child.disabled = disabled

    def _show(self) -> None:
        """Lay out the moment on show: where it is, the table, the moves to pick from."""
        moment, words = self.moment, self._words()
        when = self.hooks.moment_words(moment.observation)
        then = (f" In your game you chose: {words(moment.played)} ({moment.label})." if moment.played else "")
        intro = f"<p class='tt-review-note'>{escape(self.intro)}</p>" if self.intro and self.index == 0 else ""
        scroll = into_view(f"this.closest('.{self.css}-practice-header')") if self.index or self.scroll else ""
        group = f" ({escape(self.group.name)})" if self.group else ""
        self.header.value = (f"{scroll}{intro}<p><b>Moment {self.index + 1} of {len(self.moments)}{group}: "
                             f"{escape(when)}.</b>{escape(then)} Which move would you make now?</p>")
        self.position.value = self.hooks.position_picture(moment.observation)
        self.verdict.value = ""
        self.banner.clear()
        legal = moment.legal
        if len(legal) > MANY_CHOICES:
            menu = w.Dropdown(options=[(words(n), n) for n in legal], description="Your move",
                              layout=w.Layout(width="100%", min_height="44px"))
            go = w.Button(description="Play this move", button_style="primary", layout=w.Layout(min_height="44px"))
            go.add_class(f"{self.css}-practice-go")
            go.on_click(lambda _: self.pick(menu.value))
            replace_children(self.choices, [menu, go])
        else:
            buttons = []
            for notation in legal:
                button = w.Button(description=words(notation), layout=w.Layout(width="auto", min_height="44px"),
                                  tooltip=f"Try {notation}")
                button.add_class("tt-practice-choice")
                button.add_class(f"{self.css}-practice-choice")
                button.on_click(lambda _, n=notation: self.pick(n))
                buttons.append(button)
            replace_children(self.choices, buttons)
        self.reveal_button.disabled = self.again_button.disabled = True
        self.next_button.disabled = self.index + 1 >= len(self.moments)
