"""Replays: step forwards and backwards through a seeded bot game, one sentence per step.

Every game's replay app works the same way. The game is played once by the engine's
bots (:func:`bot_moves` applies each bot's choice in turn) and kept as a list of
steps, each with a snapshot (``State.clone``) of the game after its action; step 0
is the deal. :class:`Replay` is the viewer: First / Back / Forward / Last buttons
and a Step box move between the steps, a commentary line says what happened at the
step on show, and :func:`log_html` draws the game's log so far with that step's
lines in bold.

A game's replay subclasses :class:`Replay` and supplies what only it knows: how to
play and record the game (:meth:`Replay.play`), how to word a step
(:meth:`Replay.commentary`), how to draw the table at a step (:meth:`Replay.draw`)
and what to say about a freshly played game (:meth:`Replay.summary`). A step is any
object with ``seat`` (``None`` for the deal) and ``action`` (what the seat did, as
text). The replay is a finished bot game watched from above, so nothing in it is
secret from the viewer.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, Callable, ClassVar, Iterator, Mapping, Sequence

import ipywidgets as w

from engines.core import seat_name

from . import share
from .banner import MessageBanner, guarded
from .coaching import ReviewPanel
from .games import game
from .layout import html_block

__all__ = ["Replay", "Step", "bot_kinds", "bot_moves", "log_html"]


STEP_THROUGH = "Step through it with the buttons or the Step box."
"""What the banner says a learner may do with a replayed game."""


@dataclass(frozen=True)
class Step:
    """One step of a recorded game: who acted (``None`` for the deal), what they did, and a snapshot after it.

    A game's replay subclasses it with what its pages show of a step; its steps are built by keyword.
    """

    seat: int | None
    action: str
    state: object


def bot_kinds(key: str) -> dict[str, type]:
    """The bots a replay of game ``key`` offers, by name: its Standard bot ("Sage" for ``SageBot``), then "Random"."""
    info = game(key)
    standard = info.bot_class("Standard")
    return {standard.__name__.removesuffix("Bot"): standard, "Random": info.bot_class("Beginner")}


def bot_moves(state: Any, bots: Mapping[int, Any], max_steps: int) -> Iterator[tuple[int, Any, tuple]]:
    """Let the bots play ``state`` to its end, yielding ``(seat, action, new events)`` after each action."""
    for _ in range(max_steps):
        if state.is_over():
            return
        seat = state.to_act()[0]
        action = bots[seat].choose(state.observation(seat), state.legal_actions(seat))
        start = len(state.events)
        state.apply(seat, action)
        yield seat, action, tuple(state.events[start:])


def log_html(lines: Sequence[str], fresh: int, css_class: str, limit: int) -> str:
    """A game's log, newest line first and at most ``limit`` lines, its last ``fresh`` lines in bold."""
    start = len(lines) - fresh
    shown = [f"<div><b>{escape(x)}</b></div>" if i >= start else f"<div>{escape(x)}</div>"
             for i, x in enumerate(lines)][::-1]
    return f'<div class="{css_class}">' + "".join(shown[:limit]) + "</div>"


def step_box(css_class: str) -> tuple[w.BoundedIntText, w.HTML]:
    """The replay's step control: a named number box (type a step, or use the arrow keys) and "of N".

    A number box rather than a slider: ipywidgets' slider handle has no accessible
    name, so a screen reader could not say what it moves.
    """
    box = w.BoundedIntText(value=0, min=0, max=0, description="Step",
                           style={"description_width": "initial"}, layout=w.Layout(width="9em"))
    box.add_class(css_class)
    count = w.HTML("of 0", layout=w.Layout(margin="0 8px 0 4px"))
    count.add_class(f"{css_class}-count")
    return box, count


def set_step_count(box: w.BoundedIntText, count: w.HTML, last: int) -> None:
    """Let the step box go from 0 to ``last`` and say so beside it."""
    box.max = last
    count.value = f"of {last}"


class Replay(share.LinkedPage):
    """The stepping machinery of a replay app; ``widget`` is the whole app.

    A subclass sets :attr:`key` (its game in the registry), :attr:`prefix` (its CSS prefix,
    e.g. ``"de"``) and :attr:`box` (the opening tag of the commentary box), makes its settings
    and sections (its review is :meth:`review_panel`), then calls ``super().__init__``, which
    plays the first game.
    """

    key: ClassVar[str] = ""
    """The game's key in the registry (:mod:`widgets.games`)."""
    prefix: ClassVar[str] = "tt"
    """The app's CSS prefix: classes are ``<prefix>-replay-first``, ``<prefix>-replay-comment``, ..."""
    box: ClassVar[str] = '<div style="font-size:15px">'
    """The opening tag of the box holding the commentary line."""
    last_icon: ClassVar[str] = "fast-forward"
    """The icon of the Last button."""

    def review_panel(self) -> ReviewPanel:
        """The game's review panel, made from its registry entry and review hooks: any seat of the game is watched
        from outside, so its pictures and words name the seat reviewed ("Bruno's choice")."""
        return ReviewPanel.for_game(self.key, watched=True)

    def __init__(self, banner: MessageBanner, style: w.Widget, settings: Sequence[w.Widget],
                 sections: Sequence[w.Widget], *, more_nav: Sequence[w.Button] = (),
                 back_nav: Sequence[w.Button] = ()) -> None:
        """Lay out style, settings (+ Play), banner, navigation, commentary and ``sections``; play a game.

        ``back_nav`` buttons stand between First and Back, ``more_nav`` between Forward and Last.
        """
        self.banner = banner
        self.play_button = w.Button(description="Play this game", icon="play", button_style="primary")
        self.play_button.add_class(f"{self.prefix}-replay-new")
        self.play_button.on_click(lambda _: self._guarded(self.load))
        self.first_button = self.nav_button("First", "first", lambda: 0, "Back to the deal", "fast-backward")
        self.prev_button = self.nav_button("Back", "prev", lambda: self.index - 1, "One step back",
                                           "step-backward")
        self.next_button = self.nav_button("Forward", "next", lambda: self.index + 1, "One step forward",
                                           "step-forward")
        self.last_button = self.nav_button("Last", "last", lambda: len(self.steps) - 1,
                                           "To the end of the game", self.last_icon)
        self.more_nav, self.back_nav = tuple(more_nav), tuple(back_nav)
        self.step_box, self.step_count = step_box(f"{self.prefix}-replay-step")
        self.step_box.observe(lambda change: self._show(change["new"]), names="value")
        self.comment = self.part("comment")
        self.steps: list[Any] = []
        self.index = 0
        row = w.Layout(flex_flow="row wrap", align_items="center")
        controls = w.HBox([*settings, self.play_button], layout=row)
        navigation = w.HBox([self.first_button, *self.back_nav, self.prev_button, self.step_box, self.step_count,
                             self.next_button,
                             *self.more_nav, self.last_button], layout=row)
        self.widget = w.VBox([style, controls, banner.widget, navigation, self.comment, *sections])
        self.widget.add_class(f"{self.prefix}-app")
        self.widget.add_class(f"{self.prefix}-replay")
        self.load()

    # ----- what a game supplies ---------------------------------------------------------------
    def play(self) -> list[Any]:
        """The steps of the game from a link while one loads, else those of a new bot game (:meth:`play_bots`)."""
        self.from_link = getattr(self, "linked", None) is not None
        return self.linked if self.from_link else self.play_bots()

    def play_bots(self) -> list[Any]:
        """Play a bot game with the chosen settings; return its steps, the deal first."""
        raise NotImplementedError

    def summary(self) -> str:
        """The banner's sentence about the game just played."""
        raise NotImplementedError

    def game_words(self, what: str) -> str:
        """The banner's sentence about a game: the link's, or the bots' with the chosen players and seed."""
        if self.from_link:
            return f"The game from the link: {self.steps[-1].state.players} players, {what}. {STEP_THROUGH}"
        return (f"A {self.players.value}-player game of {self.bot_kind.value} bots (seed {self.seed.value}): "
                f"{what}. {STEP_THROUGH}")

    def announce(self) -> None:
        """Say in the banner what game was just played (:meth:`summary`, as information)."""
        self.banner.show(self.summary(), "info")

    def commentary(self, step: Any) -> str:
        """One sentence about a step."""
        raise NotImplementedError

    def draw(self, index: int) -> None:
        """Draw the game's own sections for the step at ``index``."""
        raise NotImplementedError

    def round_of(self, index: int) -> int:
        """The round shown beside the step number."""
        raise NotImplementedError

    def extra_html(self, step: Any) -> str:
        """HTML added under the commentary line (nothing by default)."""
        return ""

    # ----- links ------------------------------------------------------------------------------
    def share_by_link(self, reader_css: str, share_css: str, state_class: type, steps_of: Callable[[Any], Any],
                      players_of: Callable[[Any], int] | None = None, *, finished_only: bool = True) -> None:
        """Open a game from a ``#game=...`` link (:func:`widgets.share.replay_from_link`) and share the one on show.

        ``self.reader`` reads the page's address, ``self.share`` is the Share button; ``steps_of(game)``
        turns a loaded game into what :meth:`play` gives, ``players_of(steps)`` its number of players.
        """
        self.linked: Any = None  # what a link's game steps through, while it loads
        self.from_link = False
        self.reader = share.LinkReader(reader_css, self.open_link)
        self.share = share.ShareBox(share_css, self.shared, lambda: self.reader.address)
        self._link = (state_class, steps_of, players_of, finished_only)

    def shared(self) -> tuple[Any, int]:
        """What Share gives a link to: the finished game, watched from above (seat 0's link of a record)."""
        return self.steps[-1].state, 0

    def open_link(self, address: str, fragment: str | None) -> bool:
        """Replay the game a link carries, or say what is wrong with it and keep the bot game."""
        state_class, steps_of, players_of, finished_only = self._link
        return share.replay_from_link(self, fragment, state_class, steps_of, players_of, finished_only=finished_only)

    # ----- building blocks for a game's layout ------------------------------------------------
    def part(self, name: str) -> w.HTML:
        """An empty HTML widget with the class ``<prefix>-replay-<name>``."""
        return html_block("", css_class=f"{self.prefix}-replay-{name}")

    def title(self, text: str) -> w.HTML:
        """A section title (trusted HTML)."""
        return w.HTML(f'<div class="{self.prefix}-section-title">{text}</div>')

    def nav_button(self, text: str, name: str, target: Callable[[], int], tip: str, icon: str) -> w.Button:
        """A navigation button (class ``<prefix>-replay-<name>``) that goes to the step ``target()``."""
        button = w.Button(description=text, tooltip=tip, icon=icon, layout=w.Layout(width="auto"))
        button.add_class(f"{self.prefix}-replay-{name}")
        button.on_click(lambda _: self._guarded(lambda: self.go(target())))
        return button

    # ----- navigation ---------------------------------------------------------------------------
    def load(self) -> None:
        """Play a new bot game with the chosen settings, and show its deal."""
        self.steps = self.play()
        set_step_count(self.step_box, self.step_count, len(self.steps) - 1)  # before the banner says it is ready
        self.announce()
        if self.step_box.value == 0:
            self._show(0)
        else:
            self.step_box.value = 0

    def go(self, index: int) -> None:
        """Jump to a step (clamped to the game)."""
        self.step_box.value = max(0, min(index, len(self.steps) - 1))

    def forward(self) -> None:
        """One step forward."""
        self.go(self.index + 1)

    def back(self) -> None:
        """One step back."""
        self.go(self.index - 1)

    @property
    def text(self) -> str:
        """The commentary of the step on show."""
        return self.commentary(self.steps[self.index])

    # ----- drawing --------------------------------------------------------------------------------
    def _guarded(self, action: Callable[[], None]) -> None:
        """Run a click's action; anything unexpected shows in the banner, not as a traceback."""
        with guarded(self.banner, clear=False):
            action()

    def _show(self, index: int) -> None:
        """Show step ``index``: the game's sections, the buttons, then the commentary line."""
        self.index = index
        self.draw(index)
        for button in (self.first_button, *self.back_nav, self.prev_button):
            button.disabled = index == 0
        for button in (self.next_button, *self.more_nav, self.last_button):
            button.disabled = index == len(self.steps) - 1
        # the commentary last: once it shows this step, the rest of the page does too
        self.comment.value = self.comment_html(index)

    def comment_html(self, index: int) -> str:
        """The commentary box: step number, round, who did what, and the sentence."""
        step = self.steps[index]
        who = ("" if step.seat is None
               else f" &middot; {seat_name(step.seat)}: <code>{escape(step.action)}</code>")
        return (f"{self.box}<b>Step {index} of {len(self.steps) - 1}</b> &middot; round "
                f"{self.round_of(index)}{who}<br><span class=\"{self.prefix}-commentary\">"
                f"{escape(self.commentary(step))}</span>{self.extra_html(step)}</div>")
