"""The play table every game shares: the course of a game at one screen, written once.

A game's ``table.py`` subclasses :class:`GameTable` and keeps only its own controls and
drawing. The course lives here: the level, seed and People controls, **New game**, opening a
game from a link (:meth:`GameTable.open_link`, through :func:`widgets.share.open_on_table`)
and **Share**, the bots' turns, the hot seat with its "pass the screen" step, a refused move
said in the banner, and the review offered once the game is over. Every message goes through
one :class:`widgets.banner.MessageBanner` as ``banner.show(text, kind)``.

Who sits where and whose screen it is belongs to a :class:`widgets.session.Session` (no widgets
in it; ``state``, ``people``, ``viewer``, ``waiting``, ``bots`` and ``level`` read it): it applies a
person's action, plays the bots and passes the screen; the table draws what
:meth:`~widgets.session.Session.screen` asks for. The bots and the adviser come from the game
registry (:mod:`widgets.games`): the bot of each level, the Coach as the apps play it (its budget
and time limit), and the Standard bot behind **Hint**. What reaches the browser is built by the
game's drawing from the observation of the person shown (``viewer``): between two people's turns
``viewer`` is ``None`` and every hand is hidden (a game with nothing secret,
:attr:`GameTable.hides_hands` false, keeps the table in view and only holds the turn's controls back).

What differs between games is declared as data where it can be: :attr:`GameTable.sizes` (a
:class:`~widgets.table_parts.TableSizes`), :attr:`~GameTable.secrets`, :attr:`~GameTable.choices`,
:attr:`~GameTable.automatic`, :attr:`~GameTable.stage`, :attr:`~GameTable.todos` and a rules menu
(``rules_menu``). The hooks a game gives: :meth:`~GameTable.build` and :meth:`~GameTable.layout` (its
widgets), :meth:`~GameTable.reset_view` and :meth:`~GameTable.begun` (its own view state),
:meth:`~GameTable._apply` (public facts of a move), :meth:`~GameTable.welcome`,
:meth:`~GameTable.opened`, :meth:`~GameTable.report` and :meth:`~GameTable.take_hint` (its words) and
:meth:`~GameTable._render` (its drawing). No game redefines the course (``act``, ``show_hand``).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from copy import copy
from html import escape
from typing import Any, ClassVar, Iterable, Iterator, Mapping, Sequence

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name

from . import share
from .banner import on_click
from .coaching import ReviewPanel, level_picker, review_css
from .games import GameInfo, game
from .layout import html_block
from .reviewing import table_bot
from .session import Screen, Session, check_people
from .table_parts import TableSizes
from .tool import Tool
from .words import bots_words, join_names, plural

__all__ = ["GameTable", "LEARNER", "TableSizes"]

LEARNER = 0
"""The seat a person plays when nobody says otherwise (Aiko)."""


class GameTable(Tool, share.LinkedPage):
    """The play app of one game: ``widget`` is the whole app; the buttons call the public methods.

    ``level`` is the bots' level (Beginner, Standard or Coach); ``people`` the seats played by
    people at this screen (at least one; bots of that level play the others); ``opponents`` the
    number of other seats, for a game whose table size is chosen (:attr:`sizes`).
    """

    key: ClassVar[str] = ""
    """The game's key in :mod:`widgets.games`."""
    kind = "play"
    seats: ClassVar[int] = 4
    """The most seats at the table (one People switch each)."""
    sizes: ClassVar[TableSizes | None] = None
    """The table sizes a person may choose (``opponents``), or ``None`` for a table of :attr:`seats` always."""
    hides_hands: ClassVar[bool] = True
    """Whether a person's hand is secret, so the pass screen hides every hand."""
    pieces: ClassVar[str] = "cards"
    """What a person's hand holds, in the pass button: "I am Bruno: show my cards"."""
    hidden_at_end: ClassVar[bool] = False
    """Whether every hand stays hidden after a hot-seat game (the public table and log stay in view)."""
    in_view: ClassVar[str] = "the table and the public log"
    """What stays in view after a hot-seat game whose hands stay hidden, for the pass screen's sentence."""
    nothing_secret: ClassVar[str] = "Nobody holds secret cards"
    """Why the table stays in view while the screen is passed, in a game with nothing secret."""
    secrets: ClassVar[Mapping[str, Any]] = {"hand": []}
    """What an observation holds of its own seat's, each with what the public view shows instead."""
    choices: ClassVar[Mapping[str, Any]] = {}
    """What the person shown may be picking, each attribute with its value when nothing is picked."""
    replays_links: ClassVar[bool] = True
    """Whether a game from a link is replayed from its deal, so the table keeps its public record."""
    max_bot_steps: ClassVar[int] = 20_000
    automatic: ClassVar[tuple] = ()
    """The actions played for a person at once when, after their move, one of them is all they may do."""
    stage: ClassVar[str] = "round"
    """What the game counts its course in, a key of the observation: "round 2" in the banner after a link."""
    todos: ClassVar[Mapping[str, str]] = {}
    """What the person shown does in each phase of the observation, for the banners ("": any other phase)."""

    def __init__(self, level: str = "Standard", seed: int = 1, people: Iterable[int] = (LEARNER,),
                 opponents: int | None = None) -> None:
        self.info: GameInfo = game(self.key)
        self.info.bot_class(level)  # a clear ValueError for a level that does not exist
        css = self.css = self.info.css
        if self.sizes is None and opponents is not None:
            raise ValueError(f"The table always has {self.seats} seats: leave opponents out, not {opponents!r}.")
        self.opponents = None if self.sizes is None else self.sizes.picker(css, opponents)
        people = check_people(people, self.players)
        self.banner = self.new_banner()
        self.level_picker = level_picker(css, level)
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     style={"description_width": "40px"}, layout=w.Layout(width="150px"))
        self.seed.add_class(f"{css}-seed")
        self.people_buttons: list[w.ToggleButton] = []
        for s in range(self.seats):
            toggle = w.ToggleButton(value=s in people, description=seat_name(s), icon="user",
                                    tooltip=f"Pressed: {seat_name(s)} is played by a person at this screen; "
                                            "otherwise by a bot", layout=w.Layout(width="90px"))
            toggle.add_class(f"{css}-person")
            toggle.add_class(f"{css}-person-{s}")
            self.people_buttons.append(toggle)
        self.people_row = w.HBox([w.HTML(f'<span class="{css}-note"><b>People at this screen</b> '
                                         "(the others are bots):</span>"), *self.people_buttons],
                                 layout=w.Layout(flex_flow="row wrap", align_items="center"))
        if self.opponents is not None:
            self.opponents.observe(lambda _: self._show_people_buttons(), names="value")
        self._show_people_buttons()
        self.new_button = w.Button(description="New game", icon="refresh", button_style="primary")
        self.new_button.add_class(f"{css}-new-game")
        on_click(self.new_button, self.banner, self.new_game)
        self.pass_note = html_block("", css_class=f"{css}-pass-note")
        self.pass_button = w.Button(description=f"Show my {self.pieces}", icon="eye", button_style="warning",
                                    layout=w.Layout(width="auto"))
        self.pass_button.add_class(f"{css}-pass-show")
        on_click(self.pass_button, self.banner, self.show_hand)
        self.pass_box = w.VBox([self.pass_note, self.pass_button], layout=w.Layout(display="none"))
        self.pass_box.add_class(f"{css}-pass-screen")
        self.review = self.review_panel()
        self.review_seat = w.Dropdown(options=[], description="Whose choices", style={"description_width": "initial"},
                                      layout=w.Layout(width="auto", display="none"))
        self.review_seat.add_class(f"{css}-review-seat")
        self.review_seat.observe(lambda _: self._offer_review(), names="value")
        self.log = html_block("", css_class=f"{css}-log-box")
        self.busy = html_block("", css_class=f"{css}-busy")
        self.busy.add_class("tt-busy")
        self.busy.layout.display = "none"  # an empty line would still take a line's height
        self.settings_button = w.ToggleButton(value=False, description="Settings", icon="sliders",
                                              tooltip="The bots' level, the seed and who plays at this screen")
        self.settings_button.add_class("tt-settings-toggle")
        self.settings_button.add_class(f"{css}-settings-toggle")
        self.settings_button.observe(lambda _: self._show_settings(), names="value")
        self.reader = share.LinkReader(f"{css}-play", self.open_link, top=f"{css}-play")
        self.share = share.ShareBox(css, self.shared, lambda: self.reader.address)

        self.session = Session(self.hides_hands, self.hidden_at_end, lambda seat, action: self._apply(seat, action),
                               self.thinking, self.max_bot_steps, self.automatic)
        self.session.level, self.session.people = level, people
        self.adviser: Any = None
        self.from_link = False
        self.rules_menu: Any = None
        """The game's rules control, if it has one (made in :meth:`build`): ``rules()`` for a new game,
        ``set(rules)`` to a game opened from a link."""
        self.build()
        self.assemble(w.HTML(review_css()), *self.layout()).add_class("tt-play")
        self.new_game()

    # ----- what a game gives ------------------------------------------------------------------

    def review_panel(self) -> ReviewPanel:
        """The game's review panel, made from its registry entry and review hooks (:meth:`ReviewPanel.for_game`)."""
        return ReviewPanel.for_game(self.info)

    def build(self) -> None:
        """Make the game's own widgets (called once, before :meth:`layout`)."""

    def layout(self) -> list[w.Widget]:
        """The app's widgets, top to bottom (after the style sheets)."""
        raise NotImplementedError

    def deal(self, players: int, seed: int) -> Any:
        """A new game of ``players`` dealt by ``seed``, with the rules :attr:`rules_menu` says (or the rulebook's)."""
        return self.info.State.new_game(players, seed, None if self.rules_menu is None else self.rules_menu.rules())

    def reset_view(self) -> None:
        """Forget the game's own view state (a new game, or one from a link, begins)."""

    def begun(self) -> None:
        """A person's turn comes at this screen after others played (a new game, a game from a link, the bots'
        moves after a person's, the screen taken after a pass): before the drawing."""

    def forget_choices(self) -> None:
        """Forget the hint and what the person shown was picking (:attr:`choices`): after a move, when the
        screen is passed, and when a game begins."""
        self.hint_text, self.hinted = "", ""
        for name, nothing in self.choices.items():
            setattr(self, name, copy(nothing))

    def welcome(self, seed: int) -> str:
        """The banner after New game."""
        raise NotImplementedError

    def opened(self, moves: int, seat: int) -> str:
        """The banner after a game from a link was opened after ``moves`` moves, ``seat`` a person; it says
        where the game stands: "round 2" (its :attr:`stage`)."""
        if self.state.is_over():
            return (f"Opened the game from the link after {moves} moves: the game is over. Press Review to see "
                    "the coach's view, or New game to play again.")
        where = f"{self.stage} {self.state.observation(self.people[0])[self.stage]}"
        return (f"Opened the game from the link after {moves} moves, {where}. You are {seat_name(seat)}, "
                f"against {bots_words(len(self.bots), self.level)}: {self.todo()}.")

    def todo(self) -> str:
        """What the person shown does now, for the banners: the :attr:`todos` of the phase ("it is your turn")."""
        if not self.todos or self.state.is_over():
            return "it is your turn"
        seat = self.viewer if self.viewer is not None else self.people[0]
        phase = self.state.observation(seat)["phase"]
        return self.todos.get(phase, self.todos[""])

    def greeting(self) -> str | None:
        """The banner when a person takes the screen (``None``: no banner, as in a game with nothing secret,
        whose table was in view all along)."""
        if not self.hides_hands:
            return None
        return f"{seat_name(self.viewer)}, these are your {self.pieces}: {self.todo()}."

    def report(self, events: Sequence[Any]) -> None:
        """Say in the banner what the person's move and the bots' moves after it set off."""

    def thinking(self, seat: int, legal: Sequence[Any]) -> None:
        """Called before a bot chooses: the note under the banner says which bot is thinking (the page
        shows it while the bots play; it goes once a person must act)."""
        note = (f'<div class="tt-busy-note" role="status">\u23f3 {escape(seat_name(seat))} ({escape(self.level)} '
                "bot) is thinking\u2026</div>")
        if self.busy.value != note:
            self.busy.value = note
            self.busy.layout.display = ""

    def busy_text(self) -> str:
        """The note on show while the bots play ("" once a person must act)."""
        return re.sub(r"<[^>]+>", "", self.busy.value)

    def over_words(self) -> str:
        """The pass screen's sentence (HTML) after a hot-seat game whose hands stay hidden (:attr:`hidden_at_end`)."""
        return (f'<div class="{self.css}-box"><b>The game is over.</b> Every hand stays hidden; {self.in_view} '
                "are below.</div>")

    def _render(self) -> None:
        """Draw the table from what the person shown may see."""
        raise NotImplementedError

    # ----- shared pieces for the layout (with Tool's button, title, note and row) ---------------
    def controls(self, *rows: w.Widget) -> list[w.Widget]:
        """New game (always in view) and the game's settings, ``rows`` of controls: on a phone they wait
        behind the Settings switch, so the game comes first; on a wider screen they show."""
        self.settings = w.VBox(list(rows))
        self.settings.add_class("tt-settings")
        self.settings.add_class(f"{self.css}-settings")
        bar = w.HBox([self.new_button, self.settings_button], layout=w.Layout(flex_flow="row wrap",
                                                                           align_items="center"))
        bar.add_class("tt-top-bar")
        return [bar, self.settings]

    def _show_settings(self) -> None:
        """Open or close the settings on a phone (the switch says which)."""
        (self.settings.add_class if self.settings_button.value else self.settings.remove_class)("tt-open")

    def tail(self, review: str = "Review the game (once it is over): the coach rates each choice") -> list[w.Widget]:
        """The bottom of every table: the review, the game log and the Share box."""
        return [self.title(review), self.review_seat, self.review.widget,
                self.title("Game log (newest first; only what you may see)"), self.log,
                self.title("Share this game as a link"), self.share.widget, self.reader.box]

    @property
    def players(self) -> int:
        """The number of seats at the table the controls say."""
        return self.seats if self.opponents is None else 1 + self.opponents.value

    def chosen_people(self) -> tuple[int, ...]:
        """The seats the People switches mark, among the seats of the chosen table size."""
        return tuple(s for s in range(self.players) if self.people_buttons[s].value)

    def set_people(self, seats: Iterable[int]) -> None:
        """Mark which seats people play (takes effect at the next New game)."""
        seats = set(seats)
        for s, toggle in enumerate(self.people_buttons):
            toggle.value = s in seats

    def _show_people_buttons(self) -> None:
        """Show one People switch per seat of the chosen table size."""
        for s, toggle in enumerate(self.people_buttons):
            toggle.layout.display = "" if s < self.players else "none"

    def public_view(self) -> dict:
        """What anybody at the table may see, the drawing while the screen is passed: an observation with
        no seat and none of its :attr:`secrets`."""
        public = {name: copy(nothing) for name, nothing in self.secrets.items()}
        return dict(self.state.observation(self.people[0]), seat=None, **public)

    def _observation(self) -> dict:
        """What the screen may show: the shown person's observation, or :meth:`public_view` while it is passed."""
        return self.public_view() if self.viewer is None else self.state.observation(self.viewer)

    def passing_words(self) -> str:
        """" Pass the screen to Bruno." while the screen waits for a person, else ""."""
        return f" Pass the screen to {seat_name(self.waiting)}." if self.waiting is not None else ""

    def level_shown(self) -> str:
        """The bots' level on the status line (HTML): "<b>Standard</b> level bots", or that there are none."""
        level = f"<b>{escape(self.level)}</b> level bots" if self.bots else "No bots: every seat is a person"
        return f'<span class="{self.css}-level-shown">{level}</span>'

    def seat_names(self) -> list[str]:
        """Each seat as the table names it: "You (Aiko)" for the person shown, "Bruno (person)", "Chidi (Coach bot)"."""
        return [f"You ({seat_name(s)})" if s == self.viewer else
                f"{seat_name(s)} (person)" if s in self.people else f"{seat_name(s)} ({self.level} bot)"
                for s in range(self.state.players)]

    def bots_named(self) -> str:
        """The bots by name: "Chidi is a Standard bot", "Bruno and Dagny are Coach bots", "no bots"."""
        bots = [seat_name(s) for s in range(self.state.players) if s not in self.people]
        if not bots:
            return "no bots"
        return f"{join_names(bots)} {'is a' if len(bots) == 1 else 'are'} {self.level} {plural(len(bots), 'bot')}"

    # ----- the session, as the game's code reads it ----------------------------------------------
    @property
    def state(self) -> Any:
        """The game in play (the session's)."""
        return self.session.state

    @state.setter
    def state(self, state: Any) -> None:
        self.session.state = state

    @property
    def level(self) -> str:
        """The bots' level in this game."""
        return self.session.level

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people at this screen."""
        return self.session.people

    @property
    def viewer(self) -> int | None:
        """The person whose hand is shown; ``None`` while the screen is passed."""
        return self.session.viewer

    @property
    def waiting(self) -> int | None:
        """The person the screen is passed to, until they take it."""
        return self.session.waiting

    @property
    def bots(self) -> dict[int, Any]:
        """The bot of each seat no person plays."""
        return self.session.bots

    @property
    def hot_seat(self) -> bool:
        """Whether more than one seat is played by a person (the screen is passed between them)."""
        return self.session.hot_seat

    @property
    def you(self) -> int | None:
        """The seat the messages call "you": the one person, or ``None`` in a hot-seat game."""
        return self.session.you

    # ----- links --------------------------------------------------------------------------------
    def open_link(self, address: str, fragment: str | None) -> bool:
        """Open the game a link carries, or say what is wrong with it and keep a new game."""
        return share.open_on_table(self, fragment, self.info.State, lambda: self.level)

    def shared(self) -> tuple:
        """The game and the seat whose knowledge Share puts in the link (the person shown)."""
        return self.state, self.viewer if self.viewer is not None else self.people[0]

    # ----- the course of a game -----------------------------------------------------------------
    def new_game(self) -> bool:
        """Start a game with the chosen table, level, people and seed; the bots play until a person must act."""
        people = self.chosen_people()
        if not people:
            self.banner.show("Choose at least one person: press the name of each seat played at this screen, "
                             "then New game.", "warning")
            return False
        seed = self.seed.value
        self._seat(self.deal(self.players, seed), people)
        self.from_link = False
        self.reset_view()
        self.banner.clear()
        self._advance()
        self.begun()
        self._draw()
        self.banner.show(self.welcome(seed), "info")  # last: once it shows, the table is drawn
        return True

    def open_game(self, game: Any, seat: int | None = None) -> bool:
        """Continue a loaded game: a person plays ``seat`` (default: the seat whose turn it is), bots the rest.

        Only that seat's view is drawn. A game replayed from its deal (:attr:`replays_links`) keeps the
        public record the table shows (tricks, seasons).
        """
        players = game.players
        if seat is None:
            to_act = game.to_act()
            seat = to_act[0] if to_act else LEARNER
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(f"The seat is 0 to {players - 1}, not {seat!r}.")
        if self.opponents is not None:
            self.opponents.value = players - 1
        self.set_people((seat,))
        if self.rules_menu is not None:
            self.rules_menu.set(game.rules)
        record = game.to_json()
        self._seat(self.info.State.opening(record) if self.replays_links else game, (seat,))
        self.from_link = True
        self.reset_view()
        if self.replays_links:
            for mover, move in record["moves"]:
                self._apply(mover, move)
        self.banner.clear()
        self._advance()
        self.begun()
        if self.state.is_over():
            self._offer_review(first=True)
        self._draw()
        self.banner.show(self.opened(len(record["moves"]), seat), "info")  # last: once it shows, the table is drawn
        return True

    def _seat(self, state: Any, people: tuple[int, ...]) -> None:
        """Seat the people and the bots of the chosen level at ``state``; clear the review and the choices."""
        seed, level = self.seed.value, self.level_picker.value
        bots = {s: table_bot(self.info, level, seed * 10 + s) for s in range(state.players) if s not in people}
        self.session.seat(state, people, level, bots)
        self.adviser = self.info.bot("Standard", seed * 10 + 7)
        self.review.clear()
        self.review_seat.layout.display = "none"
        self.forget_choices()

    def act(self, notation: Any) -> bool:
        """Apply the shown person's action; explain a refusal (nothing changes); then let the bots play on."""
        if self._passing():
            return False
        if notation is None or notation == "":
            self.banner.show("Nothing is chosen: pick an option in the list first.", "warning")
            return False
        self.banner.clear()
        try:
            with self._bots_busy():
                events = self.session.act(notation)
        except (IllegalAction, InvalidInput) as err:
            self.refuse(err)
            self._draw()
            return False
        self.forget_choices()
        if self.waiting is None and self.session.others_moved:
            self.begun()
        self.report(events)
        if self.state.is_over():
            self._offer_review(first=True)
        self._draw()
        return True

    def _apply(self, seat: int, action: Any) -> None:
        """Apply one action (a game may keep public facts of it: a trick, a season, a reveal)."""
        self.state.apply(seat, action)

    def refuse(self, err: Exception) -> None:
        """Say why the engine refused a move, with the ruling's id when the rule is one of the game's."""
        rule = getattr(err, "rule", None)
        self.banner.show(str(err), "warning", rule if rule and rule.startswith(self.info.rulings) else None)

    def show_hand(self) -> bool:
        """The person the screen was passed to takes it: show their hand ("I am Bruno: show my cards")."""
        if not self.session.take_screen():
            self.banner.show("Nobody is waiting for the screen now.", "info")
            return False
        self.forget_choices()
        self.begun()
        greeting = self.greeting()
        if greeting is None:
            self.banner.clear()
        else:
            self.banner.show(greeting, "info")
        self._draw()
        return True

    def _passing(self) -> bool:
        """While the screen is being passed (or after a game with no hand shown), say so and report True."""
        if self.session.can_act:
            return False
        self.banner.show(self.pass_first(), "warning")
        return True

    def pass_first(self) -> str:
        """What to say to a click while the screen is being passed (or after the game)."""
        if self.waiting is None:
            return "The game is over: press New game to play again, or Review."
        name = seat_name(self.waiting)
        return f"Pass the screen to {name} first: {name} presses \u201c{self.pass_label(self.waiting)}\u201d."

    def hint(self) -> str:
        """Ask the Standard bot what it would do in the shown person's seat (from that seat's view), and why."""
        advice = self.advice()
        if advice is None:
            return self.banner.text
        self.hint_text = self.take_hint(*advice)
        self.banner.show(self.hint_text, "info")
        return self.hint_text

    def take_hint(self, action: Any, reason: str) -> str:
        """Mark the hinted move on the table; the hint in words."""
        return f"Hint: {reason}"

    def advice(self) -> tuple[Any, str] | None:
        """The Standard bot's move and reason in the shown person's seat (from that seat's view), or None."""
        if self._passing():
            return None
        legal = self.state.legal_actions(self.viewer)
        if not legal:
            self.banner.show("The game is over: press New game to play again." if self.state.is_over()
                             else "There is nothing for you to decide now.", "info")
            return None
        return self.adviser.choose_with_reason(self.state.observation(self.viewer), legal)

    # ----- the bots and the pass screen ----------------------------------------------------------
    def _advance(self) -> None:
        """Let the bots act until a person must act or the game ends (the session passes the screen)."""
        with self._bots_busy():
            self.session.advance()

    @contextmanager
    def _bots_busy(self) -> Iterator[None]:
        """While the bots play, the note under the banner says which one is thinking; it goes after."""
        try:
            yield
        finally:
            self.busy.value = ""
            self.busy.layout.display = "none"

    def _draw(self) -> None:
        """Show the pass screen the session asks for, then the game's drawing."""
        self._show_screen(self.session.screen())
        self._render()

    def _show_screen(self, screen: Screen) -> None:
        """The pass screen: a person to take the screen, the end of a game whose hands stay hidden, or nothing."""
        if screen.kind == "pass":
            name = seat_name(screen.seat)
            self.pass_button.description = self.pass_label(screen.seat)
            self.pass_button.tooltip = f"Press when only {name} can see the screen"
            self.pass_button.layout.display = ""
            self.pass_note.value = (f'<div class="{self.css}-box {self.css}-pass-text" style="font-size:16px">'
                                    f"{self.pass_words(name)}</div>")
            self.pass_box.layout.display = ""
        elif screen.kind == "over" and screen.hidden and self.hot_seat:
            self.pass_note.value = self.over_words()
            self.pass_button.layout.display = "none"
            self.pass_box.layout.display = ""
        else:
            self.pass_box.layout.display = "none"

    def pass_label(self, seat: int) -> str:
        """The pass button: "I am Bruno: show my cards"."""
        return f"I am {seat_name(seat)}: show my {self.pieces}"

    def pass_words(self, name: str) -> str:
        """The pass screen's sentence (HTML): every hand is hidden, or in a game with nothing secret
        (:attr:`nothing_secret`), the table stays in view and only the turn's controls wait."""
        name = escape(name)
        if not self.hides_hands:
            return (f"<b>Pass the screen to {name}.</b> It is {name}'s turn. {self.nothing_secret}, so the table "
                    f"stays in view; the turn's controls wait until {name} is at the screen.")
        return (f"<b>Pass the screen to {name}.</b> Every hand is hidden. {name}, press the button when "
                "nobody else can see the screen.")

    # ----- the review -----------------------------------------------------------------------------
    def _offer_review(self, first: bool = False) -> None:
        """Once the game is over: offer the review of a person's choices (a chooser in a hot-seat game)."""
        if self.state is None or not self.state.is_over():
            return
        if first:
            options = [(seat_name(s), s) for s in self.people]
            if list(self.review_seat.options) != options:
                self.review_seat.options = options
            if self.review_seat.value not in self.people:
                self.review_seat.value = self.viewer if self.viewer in self.people else self.people[0]
            self.review_seat.layout.display = "" if self.hot_seat else "none"
        seat = self.review_seat.value if self.review_seat.value in self.people else self.people[0]
        if self.review.running or (not first and self.review.state is self.state and self.review.seat == seat):
            return
        self.review.ready(self.state, seat, seat_name(seat) if self.hot_seat else None)
        whose = "your choices" if not self.hot_seat else f"{seat_name(seat)}'s choices"
        self.review.button.tooltip = f"The coach rates each of {whose} in this game"

