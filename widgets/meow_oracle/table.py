"""The play table: the learner (seat 0, Aiko) plays Meow Oracle against 1-3 bots, or friends at one screen.

The course of a game (New game, links, levels, the hot seat and its pass screen, the bots' turns,
the review once the game is over) is the shared :class:`widgets.app.GameTable`; this module keeps
Meow Oracle's own controls (the reading path, turning up, keeping and giving, placing) and
drawing (every Area and round: :mod:`widgets.meow_oracle.areas`).

The widget holds no rules. Every move goes through ``State.apply``; every refusal is
the engine's :class:`engines.IllegalAction` text, shown in the message line. What is
drawn comes from the shown person's ``state.observation(seat)`` and the public game
log: face-down cards are drawn as backs and never named (nobody knows them, MO-6). The
bots act as soon as it is their turn; the learner sees what they did in the log and in
every Area.

Meow Oracle has no secret cards (nobody knows a face-down card, MO-6), so between two
people's turns the public table stays in view and only the turn's controls wait until the
next person says they are at the screen. Once the game ends, **Review** rates a person's choices.

A turn (MO-5) is three kinds of click: turn up your face-down cards (click them in
your Area, or the button for a card beside it), say which card you keep and who
gets each other card, then click a square for each card you must place.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Sequence

import ipywidgets as w

from engines.core import seat_name
from engines.meow_oracle import (SQUARES, Choose, Place, Rules, ascending_points, ascending_run,
                                 line_points, receivers)

from ..app import LEARNER, GameTable, TableSizes
from ..banner import on_click
from ..coaching import LEVELS
from ..layout import html_block, stacked
from ..words import bots_words, count, plural, winners_words
from .areas import areas_html, round_html, who
from .cardbuttons import card_button, set_face, set_selected, style_widget
from .pictures import card_name, cards_svg

__all__ = ["PlayTable", "PathMenu", "LEVELS", "LEARNER"]


@dataclass(frozen=True)
class PathMenu:
    """The reading path (``widget``, a dropdown): the rules of a new game (rows, MO-1, or the snake variant)."""

    widget: w.Dropdown

    def rules(self) -> Rules:
        """The engine's rules with the chosen path."""
        return Rules(path=self.widget.value)

    def set(self, rules: Rules) -> None:
        """Choose the path of ``rules`` (a game opened from a link keeps its own)."""
        self.widget.value = rules.path


class PlayTable(GameTable):
    """The Meow Oracle play app (see :class:`widgets.app.GameTable`): 2 to 4 players, people and bots."""

    key = "meow_oracle"
    sizes = TableSizes(players=(2, 3, 4), default=3, description="Players")
    hides_hands = False
    nothing_secret = ("Nobody holds secret cards in Meow Oracle (a face-down card is unknown to everybody, its "
                      "owner included, MO-6)")
    choices = {"place_card": None}
    replays_links = False
    max_bot_steps = 10_000

    def __init__(self, opponents: int = 2, level: str = "Standard", seed: int = 1,
                 path: str = "rows", people: Sequence[int] = (LEARNER,)) -> None:
        self._path = path
        super().__init__(level, seed, people, opponents)

    # ----- the game's own widgets ----------------------------------------------------------

    def style_widget(self) -> w.HTML:
        """Meow Oracle's style sheet."""
        return style_widget()

    def build(self) -> None:
        """The reading path, the shown person's Area, the turn's controls, every Area and the rounds."""
        self.path = w.Dropdown(options=[("rows (MO-1)", "rows"), ("snake (variant)", "snake")],
                               value=self._path, description="Reading path",
                               style={"description_width": "initial"}, layout=w.Layout(width="250px"))
        self.path.add_class("mo-play-path")
        self.rules_menu = PathMenu(self.path)
        self.status = html_block("", css_class="mo-status-box")
        self.players_box = html_block("", css_class="mo-players")
        self.recent = html_block("", css_class="mo-recent")
        self.square_buttons: list[w.Button] = []
        for i, name in enumerate(SQUARES):
            b = w.Button(description=name, layout=w.Layout(width="60px", height="82px"))
            on_click(b, self.banner, lambda i=i: self.click_square(i))
            self.square_buttons.append(b)
        self.my_grid = w.GridBox(self.square_buttons, layout=w.Layout(
            grid_template_columns="repeat(3, 66px)", grid_gap="4px", width="214px", padding="4px"))
        self.my_grid.add_class("mo-my-area")
        self.aside_view = html_block("", css_class="mo-aside")
        self.aside_button = w.Button(description="Turn up a card from beside your Area",
                                     layout=w.Layout(width="auto"))
        self.aside_button.add_class("mo-turn-aside")
        on_click(self.aside_button, self.banner, self.turn_aside)
        self.my_score = html_block("", css_class="mo-my-score")
        self.turn_title = w.HTML()
        self.turn_box = w.VBox(layout=w.Layout(min_height="120px"))
        self.turn_box.add_class("mo-turn-box")
        self.role_toggles: list[w.ToggleButtons] = []
        self.choice_cards: list[str] = []
        self.confirm_button = w.Button(description="Keep and give", icon="check", button_style="success")
        self.confirm_button.add_class("mo-confirm")
        on_click(self.confirm_button, self.banner, self.confirm_choice)
        self.place_buttons: list[w.Button] = []
        self.place_card: str | None = None
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o", button_style="info",
                                    tooltip="What the Standard bot would do in your seat, and why")
        self.hint_button.add_class("mo-hint")
        on_click(self.hint_button, self.banner, self.hint)
        self.areas = html_block("", css_class="mo-all-areas")
        self.results = html_block("", css_class="mo-results")
        self.hint_text = ""

    def layout(self) -> list[w.Widget]:
        """The game first: New game and the settings (behind a switch on a phone), status, banner, pass
        screen, the shown person's Area and turn, what the others did since; then every Area and the rounds."""
        controls = w.HBox([self.opponents, self.level_picker, self.seed, self.path],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.mine_title = self.title("Your Area")
        mine = w.VBox([self.mine_title, self.my_grid, self.aside_view, self.aside_button,
                       self.my_score], layout=w.Layout(width="260px"))
        turn = w.VBox([self.turn_title, self.turn_box, self.hint_button],
                      layout=w.Layout(flex="1 1 420px", margin="0 0 0 14px"))
        self.play_row = w.HBox([mine, turn], layout=w.Layout(flex_flow="row wrap", align_items="flex-start"))
        return [*self.controls(controls, self.people_row), self.status, self.banner, self.busy, self.pass_box,
                self.play_row, self.recent, self.players_box,
                self.title("Every Area (the run so far and completed colour lines are marked)"), self.areas,
                self.title("Round scores"), self.results, *self.tail()]

    # ----- the course's hooks ---------------------------------------------------------------
    def welcome(self, seed: int) -> str:
        """The banner after New game."""
        if not self.hot_seat:
            who_plays = f"You are {seat_name(self.people[0])}"
        else:
            who_plays = f"{' and '.join(seat_name(s) for s in self.people)} play at this screen, passing it round"
        return (f"New game with {bots_words(len(self.bots), self.level)} (seed {seed}). {who_plays}; the bots play "
                "as soon as it is their turn.")

    @property
    def obs(self) -> dict:
        """What the shown person's seat sees now."""
        return self.state.observation(self.viewer)

    # ----- public handlers (what the buttons call) -------------------------------------
    def click_square(self, square: int) -> None:
        """A click on a square of the shown person's Area: turn it up or place a card there (MO-5)."""
        obs = self.obs
        name = SQUARES[square]
        if obs["phase"] == "place" and self.viewer in obs["to_act"]:
            card = self.place_card or self._my_pending(obs)[0]
            self.act(f"place {card} at {name}")
        else:
            # the engine explains a click that does not fit the moment (e.g. keep and give first)
            self.act(f"turn {name}")

    def turn_aside(self) -> None:
        """Turn up one of the face-down cards beside the shown person's Area (MO-5)."""
        self.act("turn aside")

    def set_role(self, index: int, role: str | int) -> None:
        """Say what happens to turned-up card ``index``: ``"keep"`` or the seat that gets it."""
        self.role_toggles[index].value = role

    def confirm_choice(self) -> None:
        """Keep and give the turned-up cards as the toggles say (MO-5)."""
        obs = self.obs
        me = self.viewer
        if obs["phase"] != "choose" or me not in obs["to_act"] or self.waiting is not None:
            self.banner.show("There are no turned-up cards to keep or give right now.", "warning")
            return
        players = obs["players"]
        gets = receivers(me, players)
        roles = [t.value for t in self.role_toggles]
        keep = [c for c, r in zip(self.choice_cards, roles) if r == "keep"]
        need = obs["keep_count"]
        problems = []
        if len(keep) != need:
            problems.append(f"keep exactly {need} (you marked {len(keep)})")
        for seat in gets:
            k = roles.count(seat)
            if k != 1:
                problems.append(f"give exactly one card to {seat_name(seat)} (you marked {k})")
        if problems:
            self.banner.show("Not allowed: " + "; ".join(problems) + ". Every turned-up card goes "
                             "to exactly one player.", "warning", "MO-5")
            return
        give = [next(c for c, r in zip(self.choice_cards, roles) if r == seat) for seat in gets]
        self.act(f"keep {' '.join(keep)} give {' '.join(give)}")

    def choose_place_card(self, token: str) -> None:
        """Choose which of the shown person's cards to place next (when there are two)."""
        self.place_card = token
        self._render_turn(self.obs)

    def take_hint(self, action, reason: str) -> str:
        """Set the keep-and-give switches, or the card to place, as the hint says."""
        obs = self.obs
        if isinstance(action, Choose):
            gets = receivers(self.viewer, obs["players"])
            plan = {str(c): "keep" for c in action.keep}
            plan.update({str(c): s for c, s in zip(action.give, gets)})
            for token, toggle in zip(self.choice_cards, self.role_toggles):
                toggle.value = plan[token]
            return f"Hint (the cards below are set that way): {reason}"
        if isinstance(action, Place):
            self.place_card = str(action.card)
            self._render_turn(obs)
        return f"Hint: {reason}"

    def report(self, events) -> None:
        """Say when a round was scored or the game ended."""
        obs = self.obs
        done = len(obs["round_scores"])
        if self.state.is_over():
            self.banner.show(self._game_over_text(obs), "success")
        elif any(e.kind == "score" for e in events):
            scored = self.viewer  # the person who just played (a pass screen changes it only when taken)
            mine = obs["round_scores"][done - 1][scored]
            wp = obs["winner_points"][done - 1][scored]
            who = "you" if len(self.people) == 1 else seat_name(scored)
            self.banner.show(
                f"Round {done} is scored: {who} made {count(mine['total'], 'mark')} ({mine['ascending']} for a "
                f"run of {mine['run']} and {mine['lines']} for colour lines) and earned {wp} winner "
                f"{plural(wp, 'point')}. {seat_name(obs['start_player'])} starts round "
                f"{obs['round']} (the lowest total, MO-7). See Round scores below.", "success")

    def _game_over_text(self, obs: dict) -> str:
        """Who won, and why when winner points tie (MO-8)."""
        winners = obs["winners"]
        scores = obs["scores"]
        best = max(scores)
        tied = [s for s in range(obs["players"]) if scores[s] == best]
        why = f"with {count(best, 'winner point')}"
        if len(tied) > len(winners) or (len(tied) > 1 and len(winners) > 1):
            why += ", the tie broken by the round-2 totals (MO-8)" if len(winners) < len(tied) else (
                " and the same round-2 total (MO-8)")
        return (f"The game is over: {winners_words(winners, self.you)} {why}. Press Review to see what the coach makes of "
                "the choices, or New game (change the seed for a different game) to play again.")

    # ----- drawing ------------------------------------------------------------------------
    def kinds(self) -> list[str]:
        """What plays each seat: 'person' or 'Standard bot' (the level)."""
        return ["person" if s in self.people else f"{self.level} bot"
                for s in range(self.state.players)]

    def _my_pending(self, obs: dict) -> list[str]:
        """The cards the shown person must place now."""
        if obs["to_place"] and obs["to_place"][0][0] == self.viewer:
            return list(obs["to_place"][0][1])
        return []

    def _render(self) -> None:
        """Draw the table from the shown person's observation (nobody's face-down cards are known, MO-6)."""
        obs = self.obs
        me = self.viewer
        passing = self.waiting is not None
        self.play_row.layout.display = "none" if passing else ""
        self.mine_title.value = (f'<div class="mo-section-title">'
                                 f'{"Your Area" if len(self.people) == 1 else escape(f"Your Area ({seat_name(me)})")}'
                                 "</div>")
        self.aside_button.description = "Turn up a card from beside your Area"
        self._render_my_area(obs)
        self._render_turn(obs)
        kinds = self.kinds()
        self.players_box.value = ('<div class="mo-note mo-players-list"><b>Players:</b> '
                                  + "; ".join(escape(f"{who(s, obs['players'], me)}: {kinds[s]}")
                                              for s in range(obs["players"]))
                                  + (f". Bots' level: <b>{escape(self.level)}</b>.</div>" if self.bots
                                     else ". Every seat is a person: no bots.</div>"))
        self.areas.value = areas_html(obs, me, kinds=kinds)
        self._render_results(obs)
        lines = [str(e) for e in self.state.events]
        fresh = set(range(self.session.moved_from, len(lines)))  # since the latest move at this screen
        shown = [f"<div><b>{escape(x)}</b></div>" if i in fresh else f"<div>{escape(x)}</div>"
                 for i, x in enumerate(lines)]
        self.log.value = '<div class="mo-log">' + "".join(shown[::-1][:150]) + "</div>"
        mine = seat_name(me) + " "
        others = [lines[i] for i in sorted(fresh)
                  if not lines[i].startswith(mine) and not lines[i].startswith("Round ")]
        if others and not passing:
            items = "".join(f"<li>{escape(x)}</li>" for x in others[-12:])
            more = f"<li>\u2026 and {len(others) - 12} earlier (see the log)</li>" if len(others) > 12 else ""
            since = "Since your last move" if len(self.people) == 1 else "Since the last move at this screen"
            self.recent.value = (f'<div class="mo-box" style="margin-top:8px"><b>{since}</b>'
                                 f'<ul style="margin:3px 0 0 18px;padding:0" class="mo-note">{more}{items}</ul></div>')
        else:
            self.recent.value = ""
        self._render_status(obs)  # last: once the status changes, the rest of the table is drawn

    def _render_status(self, obs: dict) -> None:
        players = obs["players"]
        me = self.viewer
        mine = me in obs["to_act"]
        yours = "Your turn" if len(self.people) == 1 else f"Your turn, {seat_name(me)}"
        if self.state.is_over():
            text = escape(self._game_over_text(obs))
        elif self.waiting is not None:
            text = f"<b>Pass the screen to {escape(seat_name(self.waiting))}.</b>"
        elif not mine:  # pragma: no cover - the bots always finish their moves
            text = "Waiting for the bots."
        elif obs["phase"] == "turn":
            need, up = obs["turn_up_count"], len(obs["turned_up"])
            first = " (3 on each player's first turn of a round)" if players == 2 and obs["first_turn"] else ""
            where = "click a face-down card in your Area" + (
                " or use the button for a card beside it" if obs["aside"][me] else "")
            text = (f"<b>{escape(yours)}.</b> Turn up {need - up} more of your face-down cards "
                    f"({need} this turn{first}): {where}. Nobody knows them, you included (MO-6).")
        elif obs["phase"] == "choose":
            gets = receivers(me, players)
            keep = obs["keep_count"]
            give = " and ".join(f"1 to {who(s, players, me)}" for s in gets)
            text = (f"<b>Keep {keep}, give {give}.</b> Mark each turned-up card, then press "
                    "<b>Keep and give</b> (MO-5).")
        else:
            cards = self._my_pending(obs)
            active = obs["active"]
            whose = ("you kept" if active == me else f"{seat_name(active)} gave you")
            text = (f"<b>Place {' and '.join(cards)}</b> ({whose} {'them' if len(cards) > 1 else 'it'}): "
                    "click a square of your Area that is not face up. A face-down card there moves "
                    "beside your Area, still face down (MO-5).")
        head = (f"Round {obs['round']} of {obs['rounds']} &middot; "
                f"{seat_name(obs['start_player'])} started &middot; bots' level: "
                f"<b>{escape(self.level)}</b> &middot; winner points: "
                + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(obs["scores"])))
        self.status.value = f'<div class="mo-box mo-status">{head}<br>{text}</div>'

    def _render_my_area(self, obs: dict) -> None:
        me = self.viewer
        area = obs["areas"][me]
        phase, mine = obs["phase"], me in obs["to_act"] and self.waiting is None
        for i, b in enumerate(self.square_buttons):
            token = area[i]
            set_face(b, token or None, ("mo-square", f"mo-my-sq-{SQUARES[i]}"))
            legal = mine and ((phase == "turn" and token == "?") or
                              (phase == "place" and token in ("?", "")))
            (b.add_class if legal else b.remove_class)("mo-legal")
            if token == "?":
                what = "face-down card" + (": click to turn it up" if legal and phase == "turn" else "")
            elif token:
                what = card_name(token)
            else:
                what = "empty (its card was turned up)"
            if legal and phase == "place":
                what += ": click to place your card here"
            b.tooltip = f"{SQUARES[i]}: {what}"
        aside = obs["aside"][me]
        self.aside_view.layout.display = "" if aside else "none"
        self.aside_view.value = (
            f'<div class="mo-note" style="margin-top:4px">Beside your Area: {aside} face-down '
            f'{plural(aside, "card")}</div>'
            + (cards_svg([None] * aside, width=30, height=42, gap=4,
                         title=f"{aside} face-down cards beside your Area") if aside else ""))
        self.aside_button.layout.display = "" if aside and mine and phase == "turn" else "none"
        visible = [t if t not in ("", "?") else None for t in area]
        rules = Rules(path=obs["path"])
        run, p1, p2 = ascending_run(visible, rules), ascending_points(visible, rules), line_points(visible)
        self.my_score.value = (f'<div class="mo-note">Face up so far: a run of {run} '
                               f"(Point 1 = {p1}), Point 2 = {p2}.</div>")

    def _render_turn(self, obs: dict) -> None:
        phase, mine = obs["phase"], self.viewer in obs["to_act"] and self.waiting is None
        children: list = []
        if self.state.is_over():
            self.turn_title.value = '<div class="mo-section-title">The game is over</div>'
        elif self.waiting is not None:
            self.turn_title.value = ""
        elif phase in ("turn", "choose"):
            active = obs["active"]
            who = "you" if active == self.viewer else seat_name(active)
            self.turn_title.value = (f'<div class="mo-section-title">Turned up this turn '
                                     f'({escape(who)})</div>')
            up = obs["turned_up"]
            if phase == "choose" and mine:
                children = [self._choice_box(obs)]
            elif up:
                children = [w.HTML(cards_svg(up, width=50, height=70))]
            else:
                children = [w.HTML('<div class="mo-note">No card turned up yet.</div>')]
        else:
            self.turn_title.value = '<div class="mo-section-title">Cards to place</div>'
            cards = self._my_pending(obs) if mine else []
            if self.place_card not in cards:
                self.place_card = cards[0] if cards else None
            buttons = []
            for token in cards:
                b = card_button(token, None, "mo-to-place")
                on_click(b, self.banner, lambda t=token: self.choose_place_card(t))
                set_selected(b, token == self.place_card)
                b.tooltip = f"{card_name(token)}: click to place this one next"
                buttons.append(b)
            self.place_buttons = buttons
            note = ("Click the card to place first, then a square." if len(cards) > 1 else
                    "Click a square of your Area (outlined in green).")
            children = [w.HBox(buttons, layout=w.Layout(padding="6px")),
                        w.HTML(f'<div class="mo-note">{note}</div>')]
        old = self.turn_box.children
        self.turn_box.children = children
        for child in old:
            if child not in children and child is not self.confirm_button:
                _close_tree(child, keep=(self.confirm_button,))
        self.hint_button.layout.display = "none" if self.state.is_over() or self.waiting is not None else ""

    def _choice_box(self, obs: dict) -> w.VBox:
        """One column per turned-up card: the card and a switch saying who gets it (MO-5)."""
        players = obs["players"]
        me = self.viewer
        gets = receivers(me, players)
        up = list(obs["turned_up"])
        if up != self.choice_cards or len(self.role_toggles) != len(up):
            need = obs["keep_count"]
            defaults = ["keep"] * need + list(gets)
            options = [("Keep", "keep")] + [(seat_name(s), s) for s in gets]
            tips = ["keep it for your Area"] + [f"give it to {who(s, players, me)}" for s in gets]
            self.choice_cards = up
            self.role_toggles = []
            for i, token in enumerate(up):
                t = w.ToggleButtons(options=options, value=defaults[i], tooltips=tips,
                                    style={"button_width": "62px"},
                                    layout=w.Layout(width="auto"))
                t.add_class("mo-role")
                t.add_class(f"mo-role-{i}")
                self.role_toggles.append(t)
        columns = [w.VBox([w.HTML(card_svg_html(token)), toggle],
                          layout=w.Layout(align_items="center", margin="0 10px 0 0"))
                   for token, toggle in zip(self.choice_cards, self.role_toggles)]
        left = seat_name(gets[0])
        rule = (f"Give one card to {left} (your left)" + (
            f" and one to {seat_name(gets[1])}, the player after {left}" if len(gets) > 1 else "")
            + f"; keep {obs['keep_count']}.")
        return w.VBox([w.HBox(columns, layout=w.Layout(flex_flow="row wrap")),
                       w.HTML(f'<div class="mo-note">{escape(rule)}</div>'), self.confirm_button])

    def _render_results(self, obs: dict) -> None:
        done = len(obs["round_scores"])
        if not done:
            self.results.value = '<span class="mo-note">No round has been scored yet.</span>'
            return
        parts = [stacked(round_html(obs, r, self.viewer)) for r in range(done, 0, -1)]
        if self.state.is_over():
            parts.insert(0, f'<div class="mo-box mo-game-over"><b>{escape(self._game_over_text(obs))}'
                            "</b></div>")
        self.results.value = "".join(parts)


def card_svg_html(token: str) -> str:
    """A turned-up card, a little larger, for the keep-and-give choice."""
    return cards_svg([token], width=56, height=78)


def _close_tree(widget, keep=()) -> None:
    """Close a widget and its children (freeing them in the browser), except those in ``keep``."""
    if widget in keep:
        return
    for child in getattr(widget, "children", ()):
        _close_tree(child, keep)
    if isinstance(widget, w.ToggleButtons):
        return  # role switches are reused while the same cards are on show
    widget.close()
