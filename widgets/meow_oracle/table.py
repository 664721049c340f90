"""The play table: the learner (seat 0, Aiko) plays Meow Oracle against 1-3 bots.

The widget holds no rules. Every move goes through ``State.apply``; every refusal is
the engine's :class:`engines.IllegalAction` text, shown in the message line. What is
drawn comes from ``state.observation(0)`` and the public game log: face-down cards
are drawn as backs and never named (nobody knows them, MO-6). The bots act as soon
as it is their turn; the learner sees what they did in the log and in every Area.

A turn (MO-5) is three kinds of click: turn up your face-down cards (click them in
your Area, or the button for a card beside it), say which card you keep and who
gets each other card, then click a square for each card you must place.
"""

from __future__ import annotations

from html import escape
from typing import Callable

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.meow_oracle import (SQUARES, Choose, Place, Rules, TurnUp, ascending_points,
                                 ascending_run, line_points, new_game, receivers, scoring_lines)
from engines.meow_oracle.bots import GreedyBot, RandomBot

from ..banner import MessageBanner, on_click
from ..layout import html_block
from .calculator import card_button, line_name, set_face, set_selected, style_widget
from .pictures import card_name, cards_svg, grid_svg, winner_points_svg

__all__ = ["PlayTable", "BOTS", "LEARNER", "areas_html", "round_html", "describe_action"]

LEARNER = 0
BOTS: dict[str, Callable[[int], object]] = {"Greedy": GreedyBot, "Random": RandomBot}
"""Bot kinds by name: each is made with a seed."""
MAX_BOT_STEPS = 10_000


def _count(n: int, noun: str) -> str:
    """'1 point', '12 points'."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _who(seat: int, players: int, me: int = LEARNER) -> str:
    """A seat's name with where it sits from the learner: 'Bruno (your left)'."""
    if seat == me:
        return "You (Aiko)" if me == LEARNER else seat_name(seat)
    if players == 2:
        where = "opponent"
    elif seat == (me + 1) % players:
        where = "your left"
    elif seat == (me - 1) % players:
        where = "your right"
    else:
        where = "opposite"
    return f"{seat_name(seat)} ({where})"


def describe_action(action, players: int, seat: int = LEARNER) -> str:
    """An action as a learner reads it: 'keep R5, give B3 to Bruno and G7 to Chidi'."""
    if isinstance(action, Choose):
        gets = receivers(seat, players)
        gives = " and ".join(f"{c} to {seat_name(s)}" for c, s in zip(action.give, gets))
        return f"keep {' and '.join(map(str, action.keep))}, give {gives}"
    if isinstance(action, Place):
        return f"place {action.card} on {SQUARES[action.square]}"
    if isinstance(action, TurnUp):
        return str(action)
    return str(action)


def _cells(area: list[str]) -> list[str | None]:
    """An observed Area for :func:`grid_svg`: cards, '?' for face down, None for empty."""
    return [t if t else None for t in area]


def _face(token: str) -> str | None:
    """What a square button shows: a token, '?' or None (empty)."""
    return token if token else None


def areas_html(obs: dict, me: int | None = LEARNER, cell: float = 40) -> str:
    """Every Area as it is now: face-up cards, backs, empty squares, the cards beside it.

    The run so far and the completed colour lines are marked (MO-1..MO-3).
    """
    n = obs["players"]
    boxes = []
    for s in range(n):
        area = obs["areas"][s]
        picture = grid_svg([t if t else "" for t in area], True, True, path=obs["path"], cell=cell,
                           title=f"{seat_name(s)}'s Area")
        aside = obs["aside"][s]
        beside = (cards_svg([None] * aside, width=22, height=30, gap=3,
                            title=f"{aside} face-down card{'s' if aside != 1 else ''} beside the Area")
                  + f' <span class="mo-note">{aside} beside</span>') if aside else (
            '<span class="mo-note">none beside</span>')
        up = sum(1 for t in area if t not in ("", "?"))
        name = _who(s, n, me) if me is not None else seat_name(s)
        turn = " &#9654; <i>to play</i>" if obs.get("active") == s else ""
        cls = "mo-area-box mo-me" if s == me else "mo-area-box"
        boxes.append(f'<div class="{cls} mo-area-{s}"><div><b>{escape(name)}</b>{turn}</div>'
                     f"{picture}<div>{beside}</div>"
                     f'<div class="mo-note">{up} of 9 face up</div></div>')
    return '<div class="mo-areas">' + "".join(boxes) + "</div>"


def round_html(obs: dict, rnd: int, me: int | None = LEARNER) -> str:
    """The scoring of finished round ``rnd``: each Area with its run and lines, totals, winner points."""
    n = obs["players"]
    scores = obs["round_scores"][rnd - 1]
    points = obs["winner_points"][rnd - 1]
    areas = obs["final_areas"][rnd - 1]
    names = [seat_name(s) for s in range(n)]
    rows = []
    for s in range(n):
        sc = scores[s]
        picture = grid_svg(areas[s], sc["run"], True, path=obs["path"], cell=30,
                           title=f"{names[s]}'s final Area")
        lines = scoring_lines(areas[s])
        line_words = ", ".join(line_name(l) for l in lines) or "no line"
        bonus = {8: " (8 cards: +2 bonus)", 9: " (9 cards: +6 bonus)"}.get(sc["run"], "")
        cls = ' class="mo-me"' if s == me else ""
        rows.append(
            f"<tr{cls}><td><b>{escape(_who(s, n, me) if me is not None else names[s])}</b></td>"
            f"<td>{picture}</td>"
            f'<td class="mo-text mo-p1-{rnd}-{s}">run of {sc["run"]}{bonus}: <b>{sc["ascending"]}</b></td>'
            f'<td class="mo-text mo-p2-{rnd}-{s}">{escape(line_words)}: <b>{sc["lines"]}</b></td>'
            f'<td class="mo-round-total-{rnd}-{s}"><b>{sc["total"]}</b></td>'
            f'<td class="mo-round-wp-{rnd}-{s}"><b>{points[s]}</b></td></tr>')
    head = ('<tr><th class="mo-text">Player</th><th>Final Area</th>'
            '<th class="mo-text">Point 1: ascending run (MO-2)</th>'
            '<th class="mo-text">Point 2: colour lines (MO-3)</th><th>Total</th>'
            '<th class="mo-text">Winner points (MO-4)</th></tr>')
    totals = [sc["total"] for sc in scores]
    table = winner_points_svg(totals, names, me=me, width=370 if n < 4 else 470,
                              height=270 if n < 4 else 340)
    return (f'<div class="mo-round-{rnd}"><div class="mo-section-title">Round {rnd}</div>'
            '<div style="display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start">'
            f'<table class="mo-table mo-round-table">{head}{"".join(rows)}</table>'
            f'<div>{table}</div></div></div>')


class PlayTable:
    """The play app. ``widget`` is the whole app; the buttons call the public methods."""

    def __init__(self, opponents: int = 2, bot: str = "Greedy", seed: int = 1,
                 path: str = "rows") -> None:
        self.banner = MessageBanner(css_class="mo-banner")
        self.opponents = w.ToggleButtons(options=[1, 2, 3], value=opponents, description="Bots",
                                         style={"button_width": "40px"})
        self.opponents.add_class("mo-opponents")
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot, description="Kind",
                                        tooltips=["places for the best hoped-for points",
                                                  "plays any legal move"],
                                        style={"button_width": "80px"})
        self.bot_kind.add_class("mo-bot-kind")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     layout=w.Layout(width="170px"))
        self.seed.add_class("mo-seed")
        self.path = w.Dropdown(options=[("rows (MO-1)", "rows"), ("snake (variant)", "snake")],
                               value=path, description="Reading path",
                               style={"description_width": "initial"}, layout=w.Layout(width="250px"))
        self.path.add_class("mo-play-path")
        self.new_button = w.Button(description="New game", icon="refresh", button_style="primary")
        self.new_button.add_class("mo-new-game")
        on_click(self.new_button, self.banner, self.new_game)

        self.status = html_block("", css_class="mo-status-box")
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
        self.confirm_button = w.Button(description="Keep and give", icon="check",
                                       button_style="success")
        self.confirm_button.add_class("mo-confirm")
        on_click(self.confirm_button, self.banner, self.confirm_choice)
        self.place_buttons: list[w.Button] = []
        self.place_card: str | None = None
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o", button_style="info",
                                    tooltip="What the Greedy bot would do in your seat, and why")
        self.hint_button.add_class("mo-hint")
        on_click(self.hint_button, self.banner, self.hint)

        self.areas = html_block("", css_class="mo-all-areas")
        self.results = html_block("", css_class="mo-results")
        self.log = html_block("", css_class="mo-log-box")

        self.state = None
        self.bots: dict[int, object] = {}
        self.adviser = GreedyBot()
        self.hint_text = ""
        self._log_mark = 0
        self._rounds_shown = 0

        title = lambda text: w.HTML(f'<div class="mo-section-title">{text}</div>')  # noqa: E731
        controls = w.HBox([self.opponents, self.bot_kind, self.seed, self.path, self.new_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        mine = w.VBox([title("Your Area"), self.my_grid, self.aside_view, self.aside_button,
                       self.my_score], layout=w.Layout(width="260px"))
        turn = w.VBox([self.turn_title, self.turn_box, self.hint_button],
                      layout=w.Layout(flex="1 1 420px", margin="0 0 0 14px"))
        self.widget = w.VBox([
            style_widget(), controls, self.status, self.banner.widget,
            w.HBox([mine, turn], layout=w.Layout(flex_flow="row wrap", align_items="flex-start")),
            self.recent,
            title("Every Area (the run so far and completed colour lines are marked)"), self.areas,
            title("Round scores"), self.results,
            title("Game log (newest first)"), self.log,
        ])
        self.widget.add_class("mo-app")
        self.widget.add_class("mo-play")
        self.new_game()

    # ----- public handlers (what the buttons call) -------------------------------------
    @property
    def obs(self) -> dict:
        """What the learner's seat sees now."""
        return self.state.observation(LEARNER)

    def new_game(self) -> None:
        """Start a game with the chosen bots, seed and reading path; bots move if it is their turn."""
        players = 1 + self.opponents.value
        seed = self.seed.value
        self.state = new_game(players, seed=seed, rules=Rules(path=self.path.value))
        make = BOTS[self.bot_kind.value]
        self.bots = {s: make(seed * 10 + s) for s in range(1, players)}
        self.hint_text = ""
        self.place_card = None
        self._log_mark = 0
        self._rounds_shown = 0
        kind = self.bot_kind.value
        self.banner.show(f"New game against {players - 1} {kind} bot{'s' * (players > 2)} "
                         f"(seed {seed}). You are Aiko; the bots play as soon as it is their turn.",
                         "info")
        self._run_bots()
        self._render()

    def click_square(self, square: int) -> None:
        """A click on a square of the learner's Area: turn it up or place a card there (MO-5)."""
        obs = self.obs
        name = SQUARES[square]
        if obs["phase"] == "place" and LEARNER in obs["to_act"]:
            card = self.place_card or self._my_pending(obs)[0]
            self.act(f"place {card} at {name}")
        else:
            # the engine explains a click that does not fit the moment (e.g. keep and give first)
            self.act(f"turn {name}")

    def turn_aside(self) -> None:
        """Turn up one of the face-down cards beside the learner's Area (MO-5)."""
        self.act("turn aside")

    def set_role(self, index: int, role: str | int) -> None:
        """Say what happens to turned-up card ``index``: ``"keep"`` or the seat that gets it."""
        self.role_toggles[index].value = role

    def confirm_choice(self) -> None:
        """Keep and give the turned-up cards as the toggles say (MO-5)."""
        obs = self.obs
        if obs["phase"] != "choose" or LEARNER not in obs["to_act"]:
            self.banner.show("There are no turned-up cards to keep or give right now.", "warning")
            return
        players = obs["players"]
        gets = receivers(LEARNER, players)
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
        """Choose which of the learner's cards to place next (when there are two)."""
        self.place_card = token
        self._render_turn(self.obs)

    def hint(self) -> None:
        """Ask the Greedy bot what it would do in the learner's seat, with its reason."""
        obs = self.obs
        legal = self.state.legal_actions(LEARNER)
        if not legal:
            self.banner.show("The game is over: press New game to play again." if self.state.is_over()
                             else "There is nothing for you to decide now.", "info")
            return
        action, reason = self.adviser.choose_with_reason(obs, legal)
        self.hint_text = f"Hint: {reason}"
        if isinstance(action, Choose):
            gets = receivers(LEARNER, obs["players"])
            plan = {str(c): "keep" for c in action.keep}
            plan.update({str(c): s for c, s in zip(action.give, gets)})
            for token, toggle in zip(self.choice_cards, self.role_toggles):
                toggle.value = plan[token]
            self.hint_text = f"Hint (the cards below are set that way): {reason}"
        elif isinstance(action, Place):
            self.place_card = str(action.card)
            self._render_turn(obs)
        self.banner.show(self.hint_text, "info")

    def act(self, notation: str) -> bool:
        """Apply the learner's action; explain a refusal; then let the bots play on."""
        self.banner.clear()
        rounds_before = len(self.state.round_scores)
        self._log_mark = len(self.state.events)
        try:
            self.state.apply(LEARNER, notation)
        except (IllegalAction, InvalidInput) as err:
            rule = getattr(err, "rule", None)
            self.banner.show(f"Not allowed: {err}", "warning",
                             rule if rule and rule.startswith("MO") else None)
            self._render()
            return False
        self.hint_text = ""
        self.place_card = None
        self._run_bots()
        self._render()
        self._announce(rounds_before)
        return True

    # ----- the bots ----------------------------------------------------------------------
    def _run_bots(self) -> None:
        """Let every bot whose turn it is act, until the learner must act or the game ends."""
        state = self.state
        for _ in range(MAX_BOT_STEPS):
            if state.is_over():
                return
            seat = state.to_act()[0]
            if seat == LEARNER:
                return
            state.apply(seat, self.bots[seat].choose(state.observation(seat),
                                                     state.legal_actions(seat)))
        raise RuntimeError("The bots did not finish their turns.")  # pragma: no cover

    def _announce(self, rounds_before: int) -> None:
        """Say when a round was scored or the game ended."""
        obs = self.obs
        done = len(obs["round_scores"])
        if self.state.is_over():
            self.banner.show(self._game_over_text(obs), "success")
        elif done > rounds_before:
            mine = obs["round_scores"][done - 1][LEARNER]
            wp = obs["winner_points"][done - 1][LEARNER]
            self.banner.show(
                f"Round {done} is scored: you made {_count(mine['total'], 'point')} ({mine['ascending']} for a "
                f"run of {mine['run']} and {mine['lines']} for colour lines) and earned {wp} winner "
                f"point{'s' if wp != 1 else ''}. {seat_name(obs['start_player'])} starts round "
                f"{obs['round']} (the lowest total, MO-7). See Round scores below.", "success")

    def _game_over_text(self, obs: dict) -> str:
        """Who won, and why when winner points tie (MO-8)."""
        winners = obs["winners"]
        scores = obs["scores"]
        names = " and ".join("you" if s == LEARNER else seat_name(s) for s in winners)
        verb = "share the win" if len(winners) > 1 else ("win" if winners == [LEARNER] else "wins")
        best = max(scores)
        tied = [s for s in range(obs["players"]) if scores[s] == best]
        why = f"with {best} winner point{'s' if best != 1 else ''}"
        if len(tied) > len(winners) or (len(tied) > 1 and len(winners) > 1):
            why += ", the tie broken by the round-2 totals (MO-8)" if len(winners) < len(tied) else (
                " and the same round-2 total (MO-8)")
        return (f"The game is over: {names} {verb} {why}. Press New game (change the seed for a "
                "different game) to play again.")

    # ----- drawing ------------------------------------------------------------------------
    def _my_pending(self, obs: dict) -> list[str]:
        """The cards the learner must place now."""
        if obs["to_place"] and obs["to_place"][0][0] == LEARNER:
            return list(obs["to_place"][0][1])
        return []

    def _render(self) -> None:
        obs = self.obs
        self._render_my_area(obs)
        self._render_turn(obs)
        self.areas.value = areas_html(obs)
        self._render_results(obs)
        lines = [str(e) for e in self.state.events]
        fresh = set(range(self._log_mark, len(lines)))
        shown = [f"<div><b>{escape(x)}</b></div>" if i in fresh else f"<div>{escape(x)}</div>"
                 for i, x in enumerate(lines)]
        self.log.value = '<div class="mo-log">' + "".join(shown[::-1][:150]) + "</div>"
        others = [lines[i] for i in sorted(fresh)
                  if not lines[i].startswith("Aiko ") and not lines[i].startswith("Round ")]
        if others:
            items = "".join(f"<li>{escape(x)}</li>" for x in others[-12:])
            more = f"<li>\u2026 and {len(others) - 12} earlier (see the log)</li>" if len(others) > 12 else ""
            self.recent.value = (f'<div class="mo-box" style="margin-top:8px"><b>Since your last move</b>'
                                 f'<ul style="margin:3px 0 0 18px;padding:0" class="mo-note">{more}{items}</ul></div>')
        else:
            self.recent.value = ""
        self._render_status(obs)  # last: once the status changes, the rest of the table is drawn

    def _render_status(self, obs: dict) -> None:
        players = obs["players"]
        mine = LEARNER in obs["to_act"]
        if self.state.is_over():
            text = escape(self._game_over_text(obs))
        elif not mine:  # pragma: no cover - the bots always finish their moves
            text = "Waiting for the bots."
        elif obs["phase"] == "turn":
            need, up = obs["turn_up_count"], len(obs["turned_up"])
            first = " (3 on each player's first turn)" if players == 2 and obs["first_turn"] else ""
            where = "click a face-down card in your Area" + (
                " or use the button for a card beside it" if obs["aside"][LEARNER] else "")
            text = (f"<b>Your turn.</b> Turn up {need - up} more of your face-down cards "
                    f"({need} this turn{first}): {where}. Nobody knows what they are, you included (MO-6).")
        elif obs["phase"] == "choose":
            gets = receivers(LEARNER, players)
            keep = obs["keep_count"]
            give = " and ".join(f"1 to {_who(s, players)}" for s in gets)
            text = (f"<b>Keep {keep}, give {give}.</b> Mark each turned-up card, then press "
                    "<b>Keep and give</b> (MO-5).")
        else:
            cards = self._my_pending(obs)
            active = obs["active"]
            whose = ("you kept" if active == LEARNER else f"{seat_name(active)} gave you")
            text = (f"<b>Place {' and '.join(cards)}</b> ({whose} {'them' if len(cards) > 1 else 'it'}): "
                    "click a square of your Area that is not face up. A face-down card there moves "
                    "beside your Area, still face down (MO-5).")
        head = (f"Round {obs['round']} of {obs['rounds']} &middot; "
                f"{seat_name(obs['start_player'])} started this round &middot; winner points so far: "
                + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(obs["scores"])))
        self.status.value = f'<div class="mo-box mo-status">{head}<br>{text}</div>'

    def _render_my_area(self, obs: dict) -> None:
        area = obs["areas"][LEARNER]
        phase, mine = obs["phase"], LEARNER in obs["to_act"]
        for i, b in enumerate(self.square_buttons):
            token = area[i]
            face = _face(token)
            set_face(b, face, ("mo-square", f"mo-my-sq-{SQUARES[i]}"))
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
        aside = obs["aside"][LEARNER]
        self.aside_view.value = (
            f'<div class="mo-note" style="margin-top:4px">Beside your Area: {aside} face-down '
            f'card{"s" if aside != 1 else ""}</div>'
            + (cards_svg([None] * aside, width=30, height=42, gap=4,
                         title=f"{aside} face-down cards beside your Area") if aside else ""))
        self.aside_button.layout.display = "" if aside and mine and phase == "turn" else "none"
        visible = [t if t not in ("", "?") else None for t in area]
        rules = Rules(path=obs["path"])
        run, p1, p2 = ascending_run(visible, rules), ascending_points(visible, rules), line_points(visible)
        self.my_score.value = (f'<div class="mo-note">Face up so far: a run of {run} '
                               f"(Point 1 = {p1}), Point 2 = {p2}.</div>")

    def _render_turn(self, obs: dict) -> None:
        phase, mine = obs["phase"], LEARNER in obs["to_act"]
        children: list = []
        if self.state.is_over():
            self.turn_title.value = '<div class="mo-section-title">The game is over</div>'
        elif phase in ("turn", "choose"):
            active = obs["active"]
            who = "you" if active == LEARNER else seat_name(active)
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
                b = card_button(token, None, "mo-to-place", width=50, height=70)
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
        self.hint_button.layout.display = "none" if self.state.is_over() else ""

    def _choice_box(self, obs: dict) -> w.VBox:
        """One column per turned-up card: the card and a switch saying who gets it (MO-5)."""
        players = obs["players"]
        gets = receivers(LEARNER, players)
        up = list(obs["turned_up"])
        if up != self.choice_cards or len(self.role_toggles) != len(up):
            need = obs["keep_count"]
            defaults = ["keep"] * need + list(gets)
            options = [("Keep", "keep")] + [(seat_name(s), s) for s in gets]
            tips = ["keep it for your Area"] + [f"give it to {_who(s, players)}" for s in gets]
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
        parts = [round_html(obs, r) for r in range(done, 0, -1)]
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
