"""The play table: the learner (seat 0, Aiko) plays Meow Oracle against 1-3 bots, or friends at one screen.

The widget holds no rules. Every move goes through ``State.apply``; every refusal is
the engine's :class:`engines.IllegalAction` text, shown in the message line. What is
drawn comes from the shown person's ``state.observation(seat)`` and the public game
log: face-down cards are drawn as backs and never named (nobody knows them, MO-6). The
bots act as soon as it is their turn; the learner sees what they did in the log and in
every Area.

Levels: the bots play at one of three levels chosen before a game (Beginner, Standard,
Coach; see :mod:`widgets.meow_oracle.review`). Hot seat: the People switches say which
seats are people; bots take the others. Between two different people's turns the table
shows a "Pass to Bruno" screen with the turn's controls hidden until Bruno says he is
there. Meow Oracle has no secret cards (nobody knows a face-down card, MO-6), so the
public table stays in view. Once the game ends, **Review** rates a person's choices.

A turn (MO-5) is three kinds of click: turn up your face-down cards (click them in
your Area, or the button for a card beside it), say which card you keep and who
gets each other card, then click a square for each card you must place.

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`PlayTable.link_script` is the script the notebook displays). A link opens through
:func:`widgets.share.read_link`: a seat's view (the cards that seat could not see dealt
again) opens with the learner in that seat, a whole game record in the seat whose turn it is,
bots in the others, and the banner says what the link did not carry. A bad link gets a
sentence in the banner and a new game. The **Share** button (:class:`widgets.share.ShareBox`,
:meth:`PlayTable.shared`) gives the link of the shown person's view of the game as it stands
(:func:`widgets.share.link_for`: no other seat's hidden cards or face-down cards).
"""

from __future__ import annotations

from html import escape
from typing import Sequence

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.meow_oracle import (SQUARES, State, Choose, Place, Rules, TurnUp, ascending_points,
                                 ascending_run, line_points, new_game, receivers, scoring_lines)
from engines.meow_oracle.bots import GreedyBot

from .. import share
from ..banner import MessageBanner, on_click
from ..coaching import LEVELS, level_picker, review_css
from ..layout import html_block
from .calculator import card_button, line_name, set_face, set_selected, style_widget
from .pictures import card_name, cards_svg, grid_svg, winner_points_svg
from .review import MeowReviewPanel, level_maker

__all__ = ["PlayTable", "LEVELS", "LEARNER", "areas_html", "round_html", "describe_action"]

LEARNER = 0
MAX_BOT_STEPS = 10_000


def _count(n: int, noun: str) -> str:
    """'1 mark', '12 marks'."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _who(seat: int, players: int, me: int = LEARNER) -> str:
    """A seat's name with where it sits from the learner: 'Bruno (your left)'."""
    if seat == me:
        return f"You ({seat_name(seat)})"
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


def areas_html(obs: dict, me: int | None = LEARNER, cell: float = 40,
               kinds: Sequence[str] | None = None) -> str:
    """Every Area as it is now: face-up cards, backs, empty squares, the cards beside it.

    The run so far and the completed colour lines are marked (MO-1..MO-3). ``kinds``
    (one per seat, e.g. "person", "Standard bot") is written beside each name.
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
        if kinds is not None:
            name += f" \u00b7 {kinds[s]}"
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
    """The play app. ``widget`` is the whole app; the buttons call the public methods.

    ``level`` is the bots' level (Beginner, Standard or Coach); ``people`` the seats played
    by people at this screen (seat 0 alone by default; bots take the others).
    """

    def __init__(self, opponents: int = 2, level: str = "Standard", seed: int = 1,
                 path: str = "rows", people: Sequence[int] = (LEARNER,)) -> None:
        self.banner = MessageBanner(css_class="mo-banner")
        self.opponents = w.ToggleButtons(options=[1, 2, 3], value=opponents, description="Others",
                                         tooltips=["1 other player", "2 other players", "3 other players"],
                                         style={"button_width": "40px"})
        self.opponents.add_class("mo-opponents")
        self.level = level_picker("mo", level)
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     layout=w.Layout(width="170px"))
        self.seed.add_class("mo-seed")
        self.path = w.Dropdown(options=[("rows (MO-1)", "rows"), ("snake (variant)", "snake")],
                               value=path, description="Reading path",
                               style={"description_width": "initial"}, layout=w.Layout(width="250px"))
        self.path.add_class("mo-play-path")
        self.person_toggles = []
        for s in range(4):
            t = w.ToggleButton(value=s in people, description=seat_name(s), icon="user",
                               tooltip=f"{seat_name(s)} is played by a person at this screen (else by a bot)",
                               layout=w.Layout(width="90px"))
            t.add_class("mo-person")
            t.add_class(f"mo-person-{s}")
            self.person_toggles.append(t)
        self.opponents.observe(lambda _: self._show_person_toggles(), names="value")
        self._show_person_toggles()
        self.new_button = w.Button(description="New game", icon="refresh", button_style="primary")
        self.new_button.add_class("mo-new-game")
        on_click(self.new_button, self.banner, self.new_game)

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
        self.confirm_button = w.Button(description="Keep and give", icon="check",
                                       button_style="success")
        self.confirm_button.add_class("mo-confirm")
        on_click(self.confirm_button, self.banner, self.confirm_choice)
        self.place_buttons: list[w.Button] = []
        self.place_card: str | None = None
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o", button_style="info",
                                    tooltip="What the Standard bot would do in your seat, and why")
        self.hint_button.add_class("mo-hint")
        on_click(self.hint_button, self.banner, self.hint)

        self.pass_text = w.HTML()
        self.pass_button = w.Button(description="I am ...: show my cards", icon="eye", button_style="warning",
                                    layout=w.Layout(width="auto"))
        self.pass_button.add_class("mo-pass-button")
        on_click(self.pass_button, self.banner, self.take_seat)
        self.pass_screen = w.VBox([self.pass_text, self.pass_button],
                                  layout=w.Layout(display="none", padding="12px", border="3px solid #E69F00"))
        self.pass_screen.add_class("mo-pass-screen")

        self.areas = html_block("", css_class="mo-all-areas")
        self.results = html_block("", css_class="mo-results")
        self.log = html_block("", css_class="mo-log-box")
        self.review = MeowReviewPanel("mo")
        self.review_whose = w.Dropdown(description="Review the choices of", options=[(seat_name(0), 0)],
                                       style={"description_width": "initial"}, layout=w.Layout(width="auto"))
        self.review_whose.add_class("mo-review-whose")
        self.review_whose.observe(lambda _: self._offer_review(), names="value")

        self.state = None
        self.bots: dict[int, object] = {}
        self.people: tuple[int, ...] = (LEARNER,)
        self.me = LEARNER
        self.waiting: int | None = None
        self.level_played = level
        self.adviser = GreedyBot()
        self.hint_text = ""
        self._log_mark = 0
        self._rounds_shown = 0

        self.reader = share.LinkReader("mo-play", self.open_link)
        self.share = share.ShareBox("mo", self.shared, lambda: self.reader.address)

        title = lambda text: w.HTML(f'<div class="mo-section-title">{text}</div>')  # noqa: E731
        controls = w.HBox([self.opponents, self.level, self.seed, self.path, self.new_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        people_row = w.HBox([w.HTML('<span class="mo-note" style="margin-right:6px">People at this screen:</span>'),
                             *self.person_toggles],
                            layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.mine_title = title("Your Area")
        mine = w.VBox([self.mine_title, self.my_grid, self.aside_view, self.aside_button,
                       self.my_score], layout=w.Layout(width="260px"))
        turn = w.VBox([self.turn_title, self.turn_box, self.hint_button],
                      layout=w.Layout(flex="1 1 420px", margin="0 0 0 14px"))
        self.play_row = w.HBox([mine, turn], layout=w.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.review_box = w.VBox([title("Review my game (the coach rates each of your choices)"),
                                  self.review_whose, self.review.widget],
                                 layout=w.Layout(display="none"))
        self.widget = w.VBox([
            style_widget(), w.HTML(review_css()), controls, people_row, self.status, self.players_box,
            self.banner.widget, self.pass_screen, self.play_row, self.recent,
            title("Every Area (the run so far and completed colour lines are marked)"), self.areas,
            title("Round scores"), self.results, self.review_box,
            title("Game log (newest first)"), self.log,
            title("Share this game as a link"), self.share.widget, self.reader.box,
        ])
        self.widget.add_class("mo-app")
        self.widget.add_class("mo-play")
        self.new_game()

    # ----- public handlers (what the buttons call) -------------------------------------
    @property
    def obs(self) -> dict:
        """What the shown person's seat sees now."""
        return self.state.observation(self.me)

    def chosen_people(self) -> tuple[int, ...]:
        """The seats the People switches mark, among the seats of the chosen table size."""
        players = 1 + self.opponents.value
        return tuple(s for s in range(players) if self.person_toggles[s].value)

    def set_people(self, seats: Sequence[int]) -> None:
        """Mark which seats people play (takes effect at the next New game)."""
        for s, t in enumerate(self.person_toggles):
            t.value = s in seats

    def link_script(self):
        """The page's script that hands the address (and any ``#game=`` link) to :meth:`open_link`."""
        return self.reader.script()

    def open_link(self, address: str, fragment: str | None) -> bool:
        """Open the game a link carries, or say what is wrong with it and keep a new game."""
        return share.open_on_table(self, fragment, State, lambda: self.level_played)

    def shared(self) -> tuple:
        """The game and the seat whose knowledge Share puts in the link (the person shown)."""
        return self.state, self.me if self.me is not None else self.people[0]

    def open_game(self, game, seat: int | None = None) -> bool:
        """Continue a loaded game: a person plays ``seat`` (default: the seat whose turn it is), bots the rest.

        Only that seat's view is shown (face-down cards stay unknown to everybody, MO-6).
        """
        to_act = game.to_act()
        if seat is None:
            seat = to_act[0] if to_act else LEARNER
        players = game.players
        level, seed = self.level.value, self.seed.value
        make = level_maker(level)
        self.opponents.value = players - 1
        self.path.value = game.rules.path
        self.set_people((seat,))
        self.state = game
        self.people = (seat,)
        self.level_played = level
        self.bots = {s: make(seed * 10 + s) for s in range(players) if s != seat}
        self.me, self.waiting = seat, None
        self.hint_text = ""
        self.place_card = None
        self._log_mark = len(game.events)
        self._rounds_shown = len(game.round_scores)
        self.review.clear()
        self.review_box.layout.display = "none"
        moves = len(game.to_json()["moves"])
        self._run_bots()
        self._next_person()
        self._render()
        if self.state.is_over():
            self.banner.show(f"Opened the game from the link after {moves} moves: the game is over. "
                             "Press New game to play again.", "info")
        else:
            self.banner.show(f"Opened the game from the link after {moves} moves, round "
                             f"{self.obs['round']}. You are {seat_name(seat)}, against {len(self.bots)} "
                             f"{level} bot{'s' * (len(self.bots) != 1)}: it is your turn.", "info")
        return True

    def new_game(self) -> None:
        """Start a game with the chosen level, people, seed and reading path; bots move if it is their turn."""
        players = 1 + self.opponents.value
        people = self.chosen_people()
        if not people:
            self.banner.show("Mark at least one seat as a person under People at this screen (the bots "
                             "play the others), then press New game.", "warning")
            return
        seed = self.seed.value
        level = self.level.value
        make = level_maker(level)
        self.state = new_game(players, seed=seed, rules=Rules(path=self.path.value))
        self.people = people
        self.level_played = level
        self.bots = {s: make(seed * 10 + s) for s in range(players) if s not in people}
        self.me, self.waiting = people[0], None
        self.hint_text = ""
        self.place_card = None
        self._log_mark = 0
        self._rounds_shown = 0
        self.review.clear()
        self.review_box.layout.display = "none"
        bots = len(self.bots)
        if len(people) == 1:
            who = f"You are {seat_name(people[0])}"
        else:
            who = f"{' and '.join(seat_name(s) for s in people)} play at this screen, passing it round"
        against = (f"{bots} {level} bot{'s' * (bots > 1)}" if bots else "no bots")
        self.banner.show(f"New game with {against} (seed {seed}). {who}; the bots play as soon as it is "
                         "their turn.", "info")
        self._run_bots()
        self._next_person()
        self._render()

    def take_seat(self) -> None:
        """The person named on the pass screen is at the screen: show their turn."""
        if self.waiting is None:
            self.banner.show("Nobody needs to take the screen now.", "info")
            return
        self.me, self.waiting = self.waiting, None
        self.banner.clear()
        self._render()

    def click_square(self, square: int) -> None:
        """A click on a square of the shown person's Area: turn it up or place a card there (MO-5)."""
        obs = self.obs
        name = SQUARES[square]
        if obs["phase"] == "place" and self.me in obs["to_act"]:
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
        me = self.me
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

    def hint(self) -> None:
        """Ask the Standard (greedy) bot what it would do in the shown person's seat, with its reason."""
        obs = self.obs
        legal = self.state.legal_actions(self.me) if self.waiting is None else []
        if not legal:
            self.banner.show("The game is over: press New game to play again." if self.state.is_over()
                             else "There is nothing for you to decide now.", "info")
            return
        action, reason = self.adviser.choose_with_reason(obs, legal)
        self.hint_text = f"Hint: {reason}"
        if isinstance(action, Choose):
            gets = receivers(self.me, obs["players"])
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
        """Apply the shown person's action; explain a refusal; then let the bots play on."""
        self.banner.clear()
        if self.waiting is not None:
            self.banner.show(f"Pass the screen to {seat_name(self.waiting)} first: the button "
                             f"\u201cI am {seat_name(self.waiting)}\u201d shows their turn.", "warning")
            return False
        rounds_before = len(self.state.round_scores)
        self._log_mark = len(self.state.events)
        try:
            self.state.apply(self.me, notation)
        except (IllegalAction, InvalidInput) as err:
            rule = getattr(err, "rule", None)
            self.banner.show(f"Not allowed: {err}", "warning",
                             rule if rule and rule.startswith("MO") else None)
            self._render()
            return False
        self.hint_text = ""
        self.place_card = None
        self._run_bots()
        self._next_person()
        self._render()
        self._announce(rounds_before)
        return True

    # ----- the bots and the people -----------------------------------------------------------
    def _run_bots(self) -> None:
        """Let every bot whose turn it is act, until a person must act or the game ends."""
        state = self.state
        for _ in range(MAX_BOT_STEPS):
            if state.is_over():
                return
            seat = state.to_act()[0]
            if seat in self.people:
                return
            legal = state.legal_actions(seat)
            if self.level_played == "Coach" and len(legal) > 1 and not isinstance(legal[0], TurnUp):
                # a Coach bot takes up to about 2 s over a real choice: say so while it thinks
                self.status.value = (f'<div class="mo-box mo-status">{escape(seat_name(seat))} (Coach bot) '
                                     "is thinking\u2026</div>")
            state.apply(seat, self.bots[seat].choose(state.observation(seat), legal))
        raise RuntimeError("The bots did not finish their turns.")  # pragma: no cover

    def _next_person(self) -> None:
        """Whose turn the screen shows next: the same person, or a pass screen for another."""
        if self.state.is_over():
            self.waiting = None
            self._offer_review(ending=True)
            return
        seat = self.state.to_act()[0]
        if seat != self.me:
            self.waiting = seat

    def _offer_review(self, ending: bool = False) -> None:
        """Once the game is over: the Review panel for the chosen person."""
        if self.state is None or not self.state.is_over():
            return
        if ending:
            options = [(seat_name(s), s) for s in self.people]
            if list(self.review_whose.options) != options:
                self.review_whose.options = options
            self.review_whose.value = self.me if self.me in self.people else self.people[0]
            self.review_whose.layout.display = "" if len(self.people) > 1 else "none"
            self.review_box.layout.display = ""
        seat = self.review_whose.value
        if seat is None or (not ending and self.review.state is self.state and self.review.seat == seat):
            return
        self.review.ready(self.state, seat)

    def _announce(self, rounds_before: int) -> None:
        """Say when a round was scored or the game ended."""
        obs = self.obs
        done = len(obs["round_scores"])
        if self.state.is_over():
            self.banner.show(self._game_over_text(obs), "success")
        elif done > rounds_before:
            scored = self.me  # the person who just played (a pass screen changes it only when taken)
            mine = obs["round_scores"][done - 1][scored]
            wp = obs["winner_points"][done - 1][scored]
            who = "you" if len(self.people) == 1 else seat_name(scored)
            self.banner.show(
                f"Round {done} is scored: {who} made {_count(mine['total'], 'mark')} ({mine['ascending']} for a "
                f"run of {mine['run']} and {mine['lines']} for colour lines) and earned {wp} winner "
                f"point{'s' if wp != 1 else ''}. {seat_name(obs['start_player'])} starts round "
                f"{obs['round']} (the lowest total, MO-7). See Round scores below.", "success")

    def _game_over_text(self, obs: dict) -> str:
        """Who won, and why when winner points tie (MO-8)."""
        winners = obs["winners"]
        scores = obs["scores"]
        alone = len(self.people) == 1
        names = " and ".join("you" if s == self.me and alone else seat_name(s) for s in winners)
        verb = "share the win" if len(winners) > 1 else ("win" if winners == [self.me] and alone else "wins")
        best = max(scores)
        tied = [s for s in range(obs["players"]) if scores[s] == best]
        why = f"with {best} winner point{'s' if best != 1 else ''}"
        if len(tied) > len(winners) or (len(tied) > 1 and len(winners) > 1):
            why += ", the tie broken by the round-2 totals (MO-8)" if len(winners) < len(tied) else (
                " and the same round-2 total (MO-8)")
        return (f"The game is over: {names} {verb} {why}. Press Review to see what the coach makes of "
                "the choices, or New game (change the seed for a different game) to play again.")

    # ----- drawing ------------------------------------------------------------------------
    def kinds(self) -> list[str]:
        """What plays each seat: 'person' or 'Standard bot' (the level)."""
        return ["person" if s in self.people else f"{self.level_played} bot"
                for s in range(self.state.players)]

    def _show_person_toggles(self) -> None:
        """Show one People switch per seat of the chosen table size."""
        players = 1 + self.opponents.value
        for s, t in enumerate(self.person_toggles):
            t.layout.display = "" if s < players else "none"

    def _my_pending(self, obs: dict) -> list[str]:
        """The cards the shown person must place now."""
        if obs["to_place"] and obs["to_place"][0][0] == self.me:
            return list(obs["to_place"][0][1])
        return []

    def _render(self) -> None:
        obs = self.obs
        me = self.me
        passing = self.waiting is not None
        self.pass_screen.layout.display = "" if passing else "none"
        self.play_row.layout.display = "none" if passing else ""
        if passing:
            name = seat_name(self.waiting)
            self.pass_text.value = (
                f'<div class="mo-pass-text" style="font-size:16px"><b>Pass the screen to {escape(name)}.</b> '
                f"It is {escape(name)}'s turn. Nobody holds secret cards in Meow Oracle (a face-down card is "
                "unknown to everybody, its owner included, MO-6), so the table stays in view; the turn's "
                f"controls wait until {escape(name)} is at the screen.</div>")
            self.pass_button.description = f"I am {name}: show my cards"
            self.pass_button.tooltip = f"Press when {name} sits at the screen"
        self.mine_title.value = (f'<div class="mo-section-title">'
                                 f'{"Your Area" if len(self.people) == 1 else escape(f"Your Area ({seat_name(me)})")}'
                                 "</div>")
        self.aside_button.description = "Turn up a card from beside your Area"
        self._render_my_area(obs)
        self._render_turn(obs)
        kinds = self.kinds()
        self.players_box.value = ('<div class="mo-note mo-players-list"><b>Players:</b> '
                                  + "; ".join(escape(f"{_who(s, obs['players'], me)}: {kinds[s]}")
                                              for s in range(obs["players"]))
                                  + (f". Bots' level: <b>{escape(self.level_played)}</b>.</div>" if self.bots
                                     else ". Every seat is a person: no bots.</div>"))
        self.areas.value = areas_html(obs, me, kinds=kinds)
        self._render_results(obs)
        lines = [str(e) for e in self.state.events]
        fresh = set(range(self._log_mark, len(lines)))
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
        me = self.me
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
                    f"({need} this turn{first}): {where}. Nobody knows what they are, you included (MO-6).")
        elif obs["phase"] == "choose":
            gets = receivers(me, players)
            keep = obs["keep_count"]
            give = " and ".join(f"1 to {_who(s, players, me)}" for s in gets)
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
                f"{seat_name(obs['start_player'])} started this round &middot; bots' level: "
                f"<b>{escape(self.level_played)}</b> &middot; winner points so far: "
                + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(obs["scores"])))
        self.status.value = f'<div class="mo-box mo-status">{head}<br>{text}</div>'

    def _render_my_area(self, obs: dict) -> None:
        me = self.me
        area = obs["areas"][me]
        phase, mine = obs["phase"], me in obs["to_act"] and self.waiting is None
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
        aside = obs["aside"][me]
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
        phase, mine = obs["phase"], self.me in obs["to_act"] and self.waiting is None
        children: list = []
        if self.state.is_over():
            self.turn_title.value = '<div class="mo-section-title">The game is over</div>'
        elif self.waiting is not None:
            self.turn_title.value = ""
        elif phase in ("turn", "choose"):
            active = obs["active"]
            who = "you" if active == self.me else seat_name(active)
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
        self.hint_button.layout.display = "none" if self.state.is_over() or self.waiting is not None else ""

    def _choice_box(self, obs: dict) -> w.VBox:
        """One column per turned-up card: the card and a switch saying who gets it (MO-5)."""
        players = obs["players"]
        me = self.me
        gets = receivers(me, players)
        up = list(obs["turned_up"])
        if up != self.choice_cards or len(self.role_toggles) != len(up):
            need = obs["keep_count"]
            defaults = ["keep"] * need + list(gets)
            options = [("Keep", "keep")] + [(seat_name(s), s) for s in gets]
            tips = ["keep it for your Area"] + [f"give it to {_who(s, players, me)}" for s in gets]
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
        parts = [round_html(obs, r, self.me) for r in range(done, 0, -1)]
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
