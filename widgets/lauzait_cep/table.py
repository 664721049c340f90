"""The play table: the learner (seat 0, Aiko) plays Lauzait Cep! against one to three bots, or friends
play each other at one screen (hot seat).

The course of a game (New game, links, levels, the hot seat and its pass screen, the bots' turns,
the review once the game is over) is the shared :class:`widgets.app.GameTable`; this module keeps
Lauzait Cep!'s own controls (the rules menu, :mod:`.rules_menu`; the day's steps) and drawing
(the board, the seasons and the players: :mod:`.seasons`).

The widget holds no rules. Every click goes through ``State.apply``; a refusal is the
engine's :class:`engines.IllegalAction` sentence, shown in the banner with its rule,
and changes nothing. The step buttons are enabled from the shown person's
``legal_actions`` only: dissolve and form list the engine's legal departments, the hand
marks the engine's legal discards, the move buttons are the engine's legal moves with
``State.move_outcomes`` for what they would take (LC-4). The bots act as soon as it is
their turn, each from its own observation.

**People.** What reaches the browser is built from the observation of the person whose
pieces are shown (``viewer``), ``state.visible_log`` (every line of the log is public)
and ``state.declaration(viewer)``: nobody else's concealed pieces and no face-down piece
are ever drawn. Between two different people's days (or answers to a proposal) the table
shows a "pass the screen" step that hides every hand, until the next person presses
"I am Bruno: show my pieces".

**Links.** A link opens a seat's view with the learner in that seat, or a whole game record in
the seat whose turn it is, with the game's own rules; the game is replayed from its deal so the
table keeps its seasons. **Share** gives the link of the shown person's view as it stands.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from engines.core import seat_name
from engines.lauzait_cep import (DECLARE, END_DAY, FORMATION_POINTS, PROPOSE, STALEMATE_ACTION, Dissolve, Form, Move,
                                 scored_words, square_name)

from ..app import LEARNER, GameTable, TableSizes
from ..words import bots_words, join_names, winners_words
from ..coaching import LEVELS
from ..layout import html_block, stacked
from .style import style_widget
from .day_steps import DaySteps
from .pictures import board_svg, department_svg, sticks_svg
from .rules_menu import RulesMenu, rules_words
from .seasons import (DECLARATIONS, last_move_of, players_html, season_result, seasons_html,
                      throw_of, vote_summary)

__all__ = ["PlayTable", "LEVELS", "LEARNER", "SEATS"]

SEATS = 4
"""The most seats at a table."""


class PlayTable(DaySteps, GameTable):
    """The Lauzait Cep! play app (see :class:`widgets.app.GameTable`): 2 to 4 players, people and bots."""

    key = "lauzait_cep"
    seats = SEATS
    sizes = TableSizes(players=(2, 3, 4), default=4, label="{n} players", description="Table",
                       button_width="80px", description_width="44px")
    pieces = "pieces"
    automatic = (END_DAY,)  # nothing to decide after the hire: the day ends at once (LC-6)
    stage = "season"
    todos = {"vote": "answer the proposal to end the game", "": "follow the day's steps"}
    secrets = {"hand": [], "can_declare": False}
    choices = {"selected": None}  # the square of the piece chosen to move

    # ----- the game's own widgets ----------------------------------------------------------

    def style_widget(self) -> w.HTML:
        """Lauzait Cep!'s style sheet."""
        return style_widget()

    def build(self) -> None:
        """The rules menu, Hint, the day's steps, the board, the throw and the panels."""
        self.rules_menu = RulesMenu()
        self.hint_button = self.button("Hint", "lc-hint", self.hint, icon="lightbulb-o", style="info",
                                       tip="What the Chancellor bot would do in your seat, and why", width=None)

        self.build_steps()

        self.status = html_block("", css_class="lc-status")
        self.board_out = html_block("", css_class="lc-board")
        self.move_note = html_block("", css_class="lc-move-note")
        self.declare_note = html_block("", css_class="lc-declare-note")
        self.mine = html_block("", css_class="lc-mine")
        self.throw_out = html_block("", css_class="lc-throw")
        self.recent = html_block("", css_class="lc-recent")
        self.players_panel = html_block("", css_class="lc-players-panel")
        self.seasons_panel = html_block("", css_class="lc-seasons")

        self.selected: str | None = None  # the square of the piece chosen to move
        self.hinted = ""
        self.hint_text = ""
        self.seasons: list[dict] = []
        self.recent_events: list = []
        self.last_throw: tuple[int, str] | None = None
        self.last_move: tuple[str, str] | None = None
        self._day_from: dict[int, int] = {}  # per person: where their current (or last) day starts in the events
        self._day_key: dict[int, tuple] = {}  # per person: (season, day) of that day
        self._hand_key: tuple | None = None

    def layout(self) -> list[w.Widget]:
        """Controls and rules, status, vote, banner, pass screen, the board and the steps; then the panels."""
        steps = self.steps_box()
        row = w.Layout(flex_flow="row wrap", align_items="center")
        settings = self.controls(w.HBox([self.opponents, self.level_picker], layout=row), self.people_row,
                                 w.HBox([self.seed], layout=row), self.rules_menu.widget)
        return [*settings, self.status, self.vote_panel, self.banner, self.busy, self.pass_box,
                w.HBox([w.VBox([self.board_out, self.hand_section(), self.throw_out]), steps],
                       layout=w.Layout(flex_flow="row wrap", grid_gap="16px", align_items="flex-start")),
                self.title("Since your last day"), self.recent,
                self.title("Your formed departments"), self.mine,
                self.title("Players"), self.players_panel,
                self.title("Seasons"), self.seasons_panel, *self.tail()]

    # ----- the course's hooks ---------------------------------------------------------------
    def reset_view(self) -> None:
        """No season, throw or move seen yet; the menu says the game's rules."""
        self.rules_menu.show(self.state.rules)
        self.seasons, self.recent_events, self.last_throw, self.last_move = [], [], None, None
        self._day_from, self._day_key, self._hand_key = {}, {}, None

    def begun(self) -> None:
        """What the person shown sees happened since the start of their last day (before it: the whole game)."""
        self.recent_events = list(self.state.events[self._day_from.get(self.viewer, 0):])

    def rules_text(self) -> str:
        """The rules of the game in play, in words: which variants and optional rules differ from ours."""
        return rules_words(self.state.rules)

    def welcome(self, seed: int) -> str:
        """The banner after New game."""
        players = self.state.players
        if self.hot_seat:
            return (f"New game (seed {seed}) for {join_names(seat_name(s) for s in self.people)}; "
                    f"{self.bots_named()}; {players} seasons. {self.rules_text()}"
                    f"{self.passing_words()}")
        first = self.viewer
        answering = self.state.observation(first)["phase"] == "vote"
        return (f"New game against {bots_words(len(self.bots), self.level)} (seed {seed}); {players} seasons. "
                f"You are {seat_name(first)}. {self.rules_text()}" + (f" {vote_summary(self.state.events, len(self.state.events) - 1, first)} It is "
                                "your turn to answer." if answering else ""))

    def opened(self, moves: int, seat: int) -> str:
        """The banner after a link, with the game's rules."""
        text = super().opened(moves, seat)
        return text if self.state.is_over() else f"{text} {self.rules_text()}"

    # ----- public handlers (what the buttons call) -------------------------------------
    def take_hint(self, action, reason: str) -> str:
        """Choose the hinted department or piece in the day's steps."""
        self.hinted = str(action)
        if isinstance(action, Form):
            self.form_choice.value = str(action)
        elif isinstance(action, Dissolve):
            self.dissolve_choice.value = str(action)
        elif isinstance(action, Move):
            self.selected = square_name(action.src)
        self._render()
        return f"Hint: {action}. {reason}"

    def _apply(self, seat: int, action) -> None:
        """Apply one action and keep the public facts the table shows: season results (with the
        scores right after), the last throw of the sticks, the last move; a person's first action of
        a day marks where their day starts."""
        state = self.state
        start = len(state.events)
        obs = state.observation(seat) if seat == self.session.moving else None
        state.apply(seat, action)
        if obs and obs["phase"] != "vote" and (obs["season"], obs["day"]) != self._day_key.get(seat):
            self._day_from[seat], self._day_key[seat] = start, (obs["season"], obs["day"])
        for e in state.events[start:]:
            if e.kind in DECLARATIONS:
                self.seasons.append(season_result(e, state.scores()))
            if throw_of(e) is not None:
                self.last_throw = (throw_of(e), str(e))
            if last_move_of(e):
                self.last_move = last_move_of(e)
            if e.kind == "season":
                self.last_move = None

    def _name(self, seat: int, capital: bool = False) -> str:
        """'you' for the one person, else the seat's name."""
        if seat == self.you:
            return "You" if capital else "you"
        return seat_name(seat)

    def _winners_sentence(self) -> str:
        """Who won a finished game and with how many points, from the learner's side."""
        scores = self.state.scores()
        best = max(scores)
        winners = [s for s in range(self.state.players) if scores[s] == best]
        return f"{winners_words(winners, self.you)} with {best} points"

    def report(self, events) -> None:
        """Say when a season ended (who declared, what it scored) or the game ended, and who has the screen next."""
        state = self.state
        ends = [e for e in events if e.kind in DECLARATIONS]
        vote = vote_summary(state.events, len(state.events) - len(events), you=self.you)
        passing = self.passing_words()
        review = " Press Review (below) to see how the coach rates the choices, or"
        if state.is_over() and any(e.kind == "agreed" for e in events):
            self.banner.show(f"{vote} The game is over: {self._winners_sentence()} (LC-10).{review} New "
                                "game to play again.", "success")
        elif vote and not state.is_over() and not ends:
            me = self.you
            if me is not None and me in state.to_act() and state.observation(me)["phase"] == "vote":
                self.banner.show(f"{vote} It is your turn to answer.", "info")
            else:
                self.banner.show(vote + passing, "info")
        elif state.is_over():
            self.banner.show(f"The game is over: {self._winners_sentence()} (LC-9).{review} New game "
                                "(change the seed for other deals) to play again.", "success")
        elif ends:
            rec = self.seasons[-1]
            self.banner.show(f"Season {state.season - 1} is over: {self._name(rec['seat'], True)} declared "
                                f"for {rec['points']} points ({scored_words(rec['formations'])}). "
                                f"Season {state.season} is dealt: see Seasons below.{passing}", "success")
        elif passing:
            self.banner.show(f"It is {seat_name(self.waiting)}'s turn.{passing}", "info")

    # ----- drawing ------------------------------------------------------------------------
    def _render(self) -> None:
        """Redraw everything from the shown person's observation (the public one while the screen is passed)."""
        state = self.state
        obs = self._observation()
        legal = state.legal_actions(self.viewer) if self.viewer is not None else []
        self._render_status(obs, legal)
        self._render_steps(obs, legal)
        self._render_board(obs, legal)
        self._render_mine(obs)
        self._render_throw()
        self._render_recent()
        self._render_players(obs)
        self._render_seasons()
        lines = state.visible_log(self.people[0] if self.viewer is None else self.viewer)[::-1][:200]
        self.log.value = ('<div class="lc-log">' + "".join(f"<div>{escape(x)}</div>" for x in lines)
                          + "</div>")

    def _render_status(self, obs: dict, legal: list) -> None:
        """Season, day, whose day, and what the shown person should do now."""
        state, me = self.state, self.viewer
        if state.is_over():
            where, text = "The game is over", ("Press <b>Review</b> (below the seasons) to see the coach's view, "
                                               "or <b>New game</b> to play again.")
        else:
            where = (f"Season {obs['season']} of {obs['seasons']} &middot; day {obs['day']} &middot; "
                     f"{'your day' if obs['turn'] == me else escape(seat_name(obs['turn'])) + '’s day'}")
            phase = obs["phase"]
            stalemate = " + ".join(str(FORMATION_POINTS[n]) for n in ("Lauzait-Cep", "Stalemate"))
            if me is None:
                text = (f"Pass the screen to <b>{escape(seat_name(self.waiting))}</b>: every hand is hidden "
                        "until then.")
            elif phase == "vote" and me in obs["to_act"]:
                text = (f"{escape(seat_name(obs['vote']['proposer']))} proposes to end the game: answer "
                        "<b>Accept</b> or <b>Decline</b> below (LC-10).")
            elif me not in obs["to_act"]:
                text = "Waiting for the bots."
            elif STALEMATE_ACTION in legal:
                text = ("No piece of yours can be discarded, no dissolve would free one, and you have no third "
                        f"department to form: declare <b>Stalemate</b> ({stalemate} points, LC-8).")
            elif phase == "day":
                text = ("Optional first: dissolve a department, then form one. Then hire: click a piece "
                        "of your hand to discard it onto the empty square "
                        f"<b>{escape(obs['empty'] or '')}</b>.")
                if PROPOSE in legal:
                    text += " Or first propose to end the game (LC-10)."
            elif phase == "move":
                text = (f"You discarded <b>{escape(obs['discarded'])}</b> onto {escape(obs['landing'])}. Now "
                        "choose a piece that may move (ringed on the board), then where it goes.")
            elif phase == "after hire" and DECLARE in legal:
                text = ("Your nine concealed pieces split into three departments: declare now "
                        "(<b>Lauzait-Cep!</b>), or <b>End day</b> and play on (LC-7). Nobody else learns "
                        "that you could have declared (LC-11).")
            elif phase == "after hire":
                text = "Your hire is done: <b>End day</b>."
            else:
                text = "All nine of your pieces are formed: declare now (<b>Lauzait-Cep!</b>) (LC-7)."
        if self.hot_seat and me is not None and not state.is_over():
            text = f"<b>{escape(seat_name(me))}</b>: {text}"
        scores = " &middot; ".join(f"{escape('You' if s == me else seat_name(s))} {p}"
                                   for s, p in enumerate(obs["scores"]))
        level = self.level_shown()
        self.status.value = (f'<div class="lc-box lc-me"><b class="lc-where">{where}</b> '
                             f'<span class="lc-note">(scores: {scores})</span> &middot; {level}<br>'
                             f'<span class="lc-todo">{text}</span></div>')

    def _render_board(self, obs: dict, legal: list) -> None:
        """The board as seat 0 sees it, with the movable pieces and the chosen piece's destinations."""
        moves = [a for a in legal if isinstance(a, Move)]
        highlight = sorted({square_name(m.src) for m in moves})
        dest = {}
        if self.selected:
            dest = {square_name(m.dst): self.state.move_outcomes(m) for m in moves
                    if square_name(m.src) == self.selected}
        last = self.last_move if obs["phase"] != "move" else None
        caption = ""
        if last:
            caption = (f'<div class="lc-note">Dashed arrow: the last move ({escape(last[0])} to '
                       f"{escape(last[1])}).</div>")
        self.board_out.value = str(board_svg(obs, highlight=highlight, destinations=dest,
                                             selected=self.selected, last_move=last, cell=64)) + caption

    def _render_mine(self, obs: dict) -> None:
        """The shown person's revealed departments with their bonuses."""
        if self.viewer is None:
            self.mine.value = '<div class="lc-note">Shown when the next person takes the screen.</div>'
            return
        revealed = obs["revealed"][self.viewer]
        if not revealed:
            self.mine.value = ('<div class="lc-note">None yet. Forming lays three pieces of your hand face up as a '
                               "department and earns its bonus at once; formed pieces cannot be discarded "
                               "until you dissolve them (LC-5).</div>")
            return
        pics = "".join(f'<span style="margin-right:8px">{department_svg(d["pieces"], "bonus " + str(d["bonus"]))}'
                       "</span>" for d in revealed)
        self.mine.value = f'<div class="lc-mine-departments">{pics}</div>'

    def _render_throw(self) -> None:
        """The last throw of the dice-sticks (LC-4)."""
        if self.last_throw is None:
            self.throw_out.value = ('<div class="lc-note" style="max-width:360px">No dice-sticks thrown yet: '
                                    "they are thrown when a piece moves onto Water (LC-4).</div>")
            return
        n, text = self.last_throw
        self.throw_out.value = (f'<div class="lc-box" style="max-width:360px"><div class="lc-label">The last '
                                f"throw of the dice-sticks</div>{sticks_svg(n, height=36)}"
                                f'<div class="lc-why lc-throw-text">{escape(text)}</div></div>')

    def _render_recent(self) -> None:
        """What happened since the learner's last day (public events only)."""
        lines = [str(e) for e in self.recent_events]
        if not lines:
            self.recent.value = '<div class="lc-note">Nothing yet.</div>'
            return
        self.recent.value = ('<div class="lc-box lc-why">' + "".join(f"<div>{escape(x)}</div>" for x in lines[-12:])
                             + "</div>")

    def _render_players(self, obs: dict) -> None:
        """Every seat: concealed pieces (face down but for the shown person's), revealed departments, score."""
        self.players_panel.value = stacked(players_html(obs, self.seat_names(), self.viewer))

    def _render_seasons(self) -> None:
        """One row per finished season: who declared, with what, and the scores after it."""
        agreed = [e.data[0] for e in self.state.events if e.kind == "agreed"]
        names = [self._name(s, True) for s in range(self.state.players)]
        self.seasons_panel.value = stacked(seasons_html(self.seasons, names, agreed[-1] if agreed else None))
