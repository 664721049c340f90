"""The play table: learners play Kirin against bots, or against each other at one screen (hot seat).

The widget holds no rules. Every click goes through ``State.apply``; a refusal is
the engine's :class:`engines.IllegalAction` sentence, shown in the message line,
and changes nothing. The cards marked playable are the engine's legal actions;
the winner and the order after a trick come from the engine's explanation
functions. The bots act as soon as it is their turn, each from its own observation.

**Levels.** Before a game the learner picks the bots' level (Beginner: the random
bot; Standard: the Monte Carlo bot; Coach: :class:`engines.kirin.coach.CoachBot`);
the players panel says each bot's level.

**People.** A toggle per seat says which seats are people (at least one); bots fill
the others. What reaches the browser is built only from the observation of the
person whose cards are shown (``viewer``) and the public game log: no other hand,
and no declaration before the engine reveals it. Between two different people's
turns the table shows a "pass the screen" step that hides every hand, until the
next person presses "I am Bruno: show my cards".

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`PlayTable.link_script` is the script the notebook displays). A link opens through
:func:`widgets.share.read_link`: a seat's view (the cards that seat could not see dealt
again) opens with the learner in that seat, a whole game record in the seat whose turn it is,
bots in the others, and the banner says what the link did not carry. A bad link gets a
sentence in the banner and a new game. The **Share** button (:class:`widgets.share.ShareBox`,
:meth:`PlayTable.shared`) gives the link of the shown person's view of the game as it stands
(:func:`widgets.share.link_for`: no other seat's hidden cards).

**Review.** Once the game ends, the Review button (:class:`widgets.coaching.ReviewPanel`)
has the coach rate a person's choices (a chooser picks whose, in a hot-seat game).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Iterable

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.kirin import (BEAST_TITLES, State, TRICKS_PER_ROUND, Beast, explain_order_after, explain_winner,
                           new_game, order_after, parse_card, trick_winner)
from engines.kirin.bots import MonteCarloBot

from .. import share
from ..banner import MessageBanner
from ..coaching import LEVELS, ReviewPanel, level_picker, review_css
from ..layout import html_block, replace_children
from .coaching import bot_maker, describe_move, review_game, review_picture
from .explorer import card_button, set_classes, style_widget
from .pictures import card_svg, cards_svg, order_html, trick_svg

__all__ = ["PlayTable", "TrickRecord", "LEVELS", "LEARNER"]

LEARNER = 0
"""The seat of the learner when only one seat is a person (the default)."""
MAX_BOT_STEPS = 1000
SEATS = 4


@dataclass(frozen=True)
class TrickRecord:
    """A finished trick as every player saw it, with the engine's reasons."""

    round: int
    number: int  # 1..8 within the round
    leader: int
    cards: tuple[str, ...]  # in play order, the leader's first
    winner: int | None  # index in play order; None when every card is a Kirin card
    order: str  # the order in force during the trick
    order_next: str  # the order for the next trick (KI-6)
    why_winner: str
    why_order: str

    @property
    def winner_seat(self) -> int | None:
        """The seat that won the trick, or ``None``."""
        return None if self.winner is None else (self.leader + self.winner) % 4


def record_trick(round_: int, number: int, leader: int, cards: list[str], order: str) -> TrickRecord:
    """Build a :class:`TrickRecord` with the engine's winner, next order and reasons (KI-5, KI-6)."""
    return TrickRecord(round_, number, leader, tuple(cards), trick_winner(cards, order), order,
                       order_after(cards, order), explain_winner(cards, order),
                       explain_order_after(cards, order))


def trick_caption(record: TrickRecord) -> str:
    """One line naming the trick's winner and the order change, for the learner."""
    if record.winner is None:
        who = "nobody wins it (every card is a Kirin card)"
    else:
        who = f"{seat_name(record.winner_seat)} wins it with {record.cards[record.winner]}"
    if record.order_next != record.order:
        after = f"the order turns {record.order_next}"
    else:
        after = f"the order stays {record.order}"
    return f"Trick {record.number} of round {record.round}: {who}; {after}."


def tricks_so_far(state) -> list[TrickRecord]:
    """The public record of the tricks already played this round (a position from a link starts mid-round)."""
    obs = public_observation(state)
    return [record_trick(obs["round"], number, trick["leader"], trick["cards"], trick["order"])
            for number, trick in enumerate(obs["tricks"], 1) if len(trick["cards"]) == SEATS]


def players_names(level: str, people: Iterable[int] = (LEARNER,), viewer: int | None = LEARNER) -> list[str]:
    """Seat labels for the table: "You (Aiko)" for the person shown, "Bruno (person)", "Chidi (Coach bot)"."""
    people = set(people)
    names = []
    for s in range(SEATS):
        if s == viewer:
            names.append(f"You ({seat_name(s)})")
        elif s in people:
            names.append(f"{seat_name(s)} (person)")
        else:
            names.append(f"{seat_name(s)} ({level} bot)")
    return names


def public_observation(state) -> dict:
    """What everyone at the table may see: an observation with no hand and no declaration in it."""
    obs = dict(state.observation(LEARNER))
    obs.update(seat=None, hand=[], declaration=None)
    return obs


class PlayTable:
    """The play app. ``widget`` is the whole app; the buttons call the public methods.

    ``level`` is one of ``LEVELS``; ``people`` are the seats played by people (the
    others are bots of that level).
    """

    def __init__(self, level: str = "Standard", seed: int = 1, people: Iterable[int] = (LEARNER,)) -> None:
        bot_maker(level)  # a clear ValueError for a level that does not exist
        people = sorted(set(people))
        if not people or not all(type(s) is int and 0 <= s < SEATS for s in people):
            raise ValueError(f"people are the seats (0 to 3) played by people, at least one, not {people!r}.")
        self.banner = MessageBanner(css_class="ki-banner")
        self.level_picker = level_picker("ki", level)
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     layout=w.Layout(width="170px"))
        self.seed.add_class("ki-seed")
        self.people_buttons = []
        for s in range(SEATS):
            toggle = w.ToggleButton(value=s in people, description=seat_name(s), icon="user",
                                    tooltip=f"Pressed: {seat_name(s)} is played by a person at this screen; "
                                            "otherwise by a bot",
                                    layout=w.Layout(width="90px"))
            toggle.add_class("ki-person")
            toggle.add_class(f"ki-person-{s}")
            self.people_buttons.append(toggle)
        people_label = w.HTML('<span class="ki-note"><b>People</b> (the others are bots):</span>')
        self.new_button = w.Button(description="New game", icon="refresh", button_style="primary")
        self.new_button.add_class("ki-new-game")
        self.new_button.on_click(lambda _: self.new_game())
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o", button_style="info",
                                    tooltip="What the Standard bot would do in your seat, and why")
        self.hint_button.add_class("ki-hint")
        self.hint_button.on_click(lambda _: self.hint())
        self.pass_note = html_block("", css_class="ki-pass-note")
        self.pass_button = w.Button(description="Show my cards", icon="eye", button_style="warning",
                                    layout=w.Layout(width="auto"))
        self.pass_button.add_class("ki-pass-show")
        self.pass_button.on_click(lambda _: self.show_hand())
        self.pass_box = w.VBox([self.pass_note, self.pass_button], layout=w.Layout(display="none"))
        self.pass_box.add_class("ki-pass")

        self.status = html_block("", css_class="ki-status")
        self.current = html_block("", css_class="ki-current-trick")
        self.last = html_block("", css_class="ki-last-trick")
        self.hand_title = html_block("", css_class="ki-hand-title")
        self.hand_note = html_block("", css_class="ki-hand-note")
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="92px"))
        self.hand_box.add_class("ki-hand")
        self.players_panel = html_block("", css_class="ki-players")
        self.scores_panel = html_block("", css_class="ki-scores")
        self.log = html_block("", css_class="ki-log-box")
        self.review = ReviewPanel(review_game, self._review_picture, "ki", describe=describe_move)
        self.review_seat = w.Dropdown(options=[], description="Whose choices",
                                      style={"description_width": "initial"},
                                      layout=w.Layout(width="auto", display="none"))
        self.review_seat.add_class("ki-review-seat")
        self.review_seat.observe(lambda _: self._offer_review(), names="value")

        self.state = None
        self.level = level
        self.people: tuple[int, ...] = tuple(people)
        self.viewer: int | None = None
        self.waiting: int | None = None
        self.bots: dict[int, object] = {}
        self.adviser: MonteCarloBot | None = None
        self.tricks: list[TrickRecord] = []
        self.hand: list[str] = []
        self.hint_text = ""
        self.hinted = ""
        self._hand_key: tuple = ()
        self.reader = share.LinkReader("ki-play", self.open_link)
        self.share = share.ShareBox("ki", self.shared, lambda: self.reader.address)

        def title(text: str) -> w.HTML:
            return w.HTML(f'<div class="ki-section-title">{text}</div>')

        row = w.Layout(flex_flow="row wrap", align_items="center")
        controls = w.VBox([w.HBox([self.level_picker, self.seed, self.new_button], layout=row),
                           w.HBox([people_label, *self.people_buttons], layout=row)])
        tables = w.HBox([w.VBox([title("The table now"), self.current]),
                         w.VBox([title("The last trick"), self.last])],
                        layout=w.Layout(flex_flow="row wrap", grid_gap="24px"))
        self.widget = w.VBox([
            style_widget(), w.HTML(review_css()), controls, self.status, self.banner.widget,
            self.hand_title, self.pass_box, self.hand_note, self.hand_box,
            w.HBox([self.hint_button]),
            tables,
            title("Players"), self.players_panel,
            title("Scores by round"), self.scores_panel,
            title("Review the game (once it is over): the coach rates each choice"),
            self.review_seat, self.review.widget,
            title("Game log (newest first; only what you may see)"), self.log,
            title("Share this game as a link"), self.share.widget, self.reader.box,
        ])
        self.widget.add_class("ki-app")
        self.widget.add_class("ki-play")
        self.new_game()

    # ----- public handlers (what the buttons call) -------------------------------------
    def new_game(self) -> bool:
        """Start a game with the chosen level, people and seed; the bots declare at once."""
        people = tuple(s for s, b in enumerate(self.people_buttons) if b.value)
        if not people:
            self.banner.show("Choose at least one person: press the name of each seat played at this "
                             "screen, then New game.", "error")
            return False
        seed, level = self.seed.value, self.level_picker.value
        make = bot_maker(level)
        self.state = new_game(seed=seed)
        self.level, self.people = level, people
        self.bots = {s: make(seed * 10 + s) for s in range(SEATS) if s not in people}
        self.adviser = MonteCarloBot(seed * 10 + 7)
        self.tricks, self.hint_text, self.hinted = [], "", ""
        self._hand_key = ()
        self.viewer = self.waiting = None
        self.review.clear()
        self.review_seat.layout.display = "none"
        self._run_bots()
        first = self._next_person()
        if self.hot_seat:
            bots = [seat_name(s) for s in range(SEATS) if s not in people]
            against = (f"{_join(bots)} {'is a' if len(bots) == 1 else 'are'} {level} bot{'s' * (len(bots) > 1)}"
                       if bots else "no bots")
            self._pass_to(first)
            self.banner.show(f"New game (seed {self.seed.value}) for {_join(seat_name(s) for s in people)}; "
                             f"{against}. Pass the screen to {seat_name(first)}.", "info")
        else:
            self.viewer = first
            bots = "three" if len(self.bots) == 3 else str(len(self.bots))
            where = ", at the bottom of the table" if first == LEARNER else ""
            self.banner.show(f"New game against {bots} {level} bots (seed {seed}). You are "
                             f"{seat_name(first)}{where}. Start by choosing your declaration.", "info")
        self._render()
        return True

    def link_script(self):
        """The page's script that hands the address (and any ``#game=`` link) to :meth:`open_link`."""
        return self.reader.script()

    def open_link(self, address: str, fragment: str | None) -> bool:
        """Open the game a link carries, or say what is wrong with it and keep a new game."""
        return share.open_on_table(self, fragment, State, lambda: self.level)

    def shared(self) -> tuple:
        """The game and the seat whose knowledge Share puts in the link (the person shown)."""
        return self.state, self.viewer if self.viewer is not None else self.people[0]

    def open_game(self, game, seat: int | None = None) -> bool:
        """Continue a loaded game: the person plays ``seat`` (default: the seat whose turn it is), bots the rest.

        The game is replayed from its start so the table knows its tricks; only the person's
        view is shown while the game is on.
        """
        record = game.to_json()
        start = State.opening(record)
        to_act = game.to_act()
        if seat is None:
            seat = to_act[0] if to_act else LEARNER
        level, seed = self.level_picker.value, self.seed.value
        make = bot_maker(level)
        self.state, self.level, self.people = start, level, (seat,)
        for s, button in enumerate(self.people_buttons):
            button.value = s == seat
        self.bots = {s: make(seed * 10 + s) for s in range(SEATS) if s != seat}
        self.adviser = MonteCarloBot(seed * 10 + 7)
        self.tricks, self.hint_text, self.hinted = [], "", ""
        self._hand_key = ()
        self.viewer = self.waiting = None
        self.review.clear()
        self.review_seat.layout.display = "none"
        self.tricks = tricks_so_far(start)
        for mover, move in record["moves"]:
            self._apply(mover, move)
        self._run_bots()
        self.viewer = self._next_person()
        obs = self.state.observation(seat)
        moves = len(record["moves"])
        if self.state.is_over():
            self.banner.show(f"Opened the game from the link after {moves} moves: the game is over. "
                             "Press Review to see the coach's view, or New game to play again.", "info")
            self._offer_review(first=True)
        else:
            todo = "choose your declaration" if obs["phase"] == "declare" else "play a card"
            self.banner.show(f"Opened the game from the link after {moves} moves, round {obs['round']}. "
                             f"You are {seat_name(seat)}, against {len(self.bots)} {level} bots: {todo}.",
                             "info")
        self._render()
        return True

    @property
    def hot_seat(self) -> bool:
        """Whether more than one seat is played by a person (the screen is passed between them)."""
        return len(self.people) > 1

    def click_card(self, token: str) -> bool:
        """A click on a card of the hand: declare it or play it, whichever the phase asks."""
        return self.act(token)

    def act(self, notation: str) -> bool:
        """Apply the shown person's action; explain a refusal; then let the bots play on."""
        if self.viewer is None:
            text = ("The game is over: press New game to play again." if self.state.is_over() else
                    f"Pass the screen to {seat_name(self.waiting)} first: "
                    f"{seat_name(self.waiting)} presses \u201c{self.pass_button.description}\u201d.")
            self.banner.show(text, "error")
            return False
        start = len(self.state.events)
        try:
            self._apply(self.viewer, notation)
        except (IllegalAction, InvalidInput) as err:
            rule = getattr(err, "rule", None)
            tail = f" (rule {rule})" if rule and rule.startswith("KI") and rule not in str(err) else ""
            self.banner.show(f"Not allowed: {err}{tail}", "error")
            self._render()
            return False
        self.hint_text, self.hinted = "", ""
        self._run_bots()
        following = self._next_person()
        if following is not None and following != self.viewer:
            self._pass_to(following)
        self._report(start)
        self._render()
        return True

    def show_hand(self) -> bool:
        """The next person has the screen: show their cards (the "I am Bruno: show my cards" button)."""
        if self.waiting is None:
            return False
        self.viewer, self.waiting = self.waiting, None
        self.pass_box.layout.display = "none"
        obs = self.state.observation(self.viewer)
        todo = "choose your declaration" if obs["phase"] == "declare" else "play a card"
        self.banner.show(f"{seat_name(self.viewer)}, these are your cards: {todo}.", "info")
        self._render()
        return True

    def hint(self) -> str:
        """Ask the Standard (Monte Carlo) bot what it would do in the shown seat (its observation only)."""
        state = self.state
        if self.viewer is None or not state.legal_actions(self.viewer):
            text = ("The game is over: press New game to play again." if state.is_over()
                    else "It is not your turn." if self.viewer is not None
                    else f"Pass the screen to {seat_name(self.waiting)} first.")
            self.banner.show(text, "info")
            return text
        legal = state.legal_actions(self.viewer)
        action, reason = self.adviser.choose_with_reason(state.observation(self.viewer), legal)
        self.hint_text = f"Hint: {reason}"
        self.hinted = str(action.card)
        self.banner.show(self.hint_text, "info")
        self._render_hand(state.observation(self.viewer))
        return self.hint_text

    # ----- the bots and the people ---------------------------------------------------------
    def _run_bots(self) -> None:
        """Let every bot whose turn it is act, until a person must act or the game ends."""
        state = self.state
        for _ in range(MAX_BOT_STEPS):
            if state.is_over():
                return
            movers = [s for s in state.to_act() if s not in self.people]
            if not movers:
                return
            seat = movers[0]
            self._apply(seat, self.bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
        raise RuntimeError("The bots did not finish their turns.")  # pragma: no cover

    def _next_person(self) -> int | None:
        """The person to act next: the one shown if they still must act, else the first in seat order."""
        movers = [s for s in self.state.to_act() if s in self.people]
        if not movers:
            return None
        return self.viewer if self.viewer in movers else movers[0]

    def _pass_to(self, seat: int) -> None:
        """Hide every hand until ``seat`` takes the screen."""
        self.viewer, self.waiting = None, seat
        self.hint_text, self.hinted = "", ""
        name = seat_name(seat)
        self.pass_button.description = f"I am {name}: show my cards"
        self.pass_button.tooltip = f"Press when only {name} can see the screen"
        self.pass_note.value = (f'<div class="ki-box ki-pass-text" style="font-size:16px">'
                                f"<b>Pass the screen to {name}.</b> Every hand is hidden. {name}, press the "
                                "button when nobody else can see the screen.</div>")
        self.pass_box.layout.display = ""

    def _apply(self, seat: int, action) -> None:
        """Apply one action; if it finished a trick, keep the public record of that trick."""
        state = self.state
        before = public_observation(state)  # the public parts: leader, order, trick so far
        start = len(state.events)
        state.apply(seat, action)
        for event in state.events[start:]:
            if event.kind in ("win", "all_kirin"):
                cards = event.data[1].split()  # the trick's cards, in play order
                self.tricks.append(record_trick(before["round"], len(before["tricks"]) + 1,
                                                before["leader"], cards, before["order"]))

    def _report(self, start: int) -> None:
        """After a move: say when a round or the game ended, and to whom the screen goes next."""
        new = self.state.events[start:]
        obs = public_observation(self.state)
        you = self.people[0] if not self.hot_seat else None
        passing = (f" Pass the screen to {seat_name(self.waiting)}." if self.waiting is not None else "")
        if any(e.kind == "end" for e in new):
            scores = obs["scores"]
            best = max(scores)
            winners = [s for s in range(SEATS) if scores[s] == best]
            names = " and ".join("you" if s == you else seat_name(s) for s in winners)
            verb = "share the win" if len(winners) > 1 else ("win" if winners == [you] else "wins")
            self.banner.show(f"The game is over: {names} {verb} with {best} points. Press Review (below) to "
                             "see how the coach rates the choices, or New game to play again.", "success")
            self._offer_review(first=True)
        elif any(e.kind == "reveal" for e in new):
            rnd = len(obs["round_points"])
            points = obs["round_points"][-1]
            if you is None:
                said = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(points))
                self.banner.show(f"Round {rnd} is over and the declarations are revealed (see Scores by round); "
                                 f"points: {said}.{passing}", "success")
                return
            mine = obs["revealed"][-1][you]
            beast = BEAST_TITLES[parse_card(mine).beast]
            self.banner.show(f"Round {rnd} is over and the declarations are revealed (see Scores by round). "
                             f"You declared {mine} and won {points[you]} {beast} "
                             f"card{'s' if points[you] != 1 else ''}: {points[you]} "
                             f"point{'s' if points[you] != 1 else ''}. Choose your declaration for "
                             f"round {obs['round']}.", "success")
        elif passing:
            todo = "declare" if obs["phase"] == "declare" else "play"
            self.banner.show(f"It is {seat_name(self.waiting)}'s turn to {todo}.{passing}", "info")
        else:
            self.banner.clear()

    # ----- the review ---------------------------------------------------------------------
    def _offer_review(self, first: bool = False) -> None:
        """Once the game is over: offer the review of a person's choices (a chooser in a hot-seat game)."""
        if self.state is None or not self.state.is_over():
            return
        if first:
            options = [(seat_name(s), s) for s in self.people]
            if list(self.review_seat.options) != options:
                self.review_seat.options = options
            if self.review_seat.value not in self.people:
                self.review_seat.value = self.people[0]
            self.review_seat.layout.display = "" if self.hot_seat else "none"
        seat = self.review_seat.value if self.review_seat.value is not None else self.people[0]
        if not self.review.running:
            self.review.ready(self.state, seat)

    def _review_picture(self, row) -> str:
        """The table as the reviewed person saw it at that choice, both choices marked."""
        if self.hot_seat:
            return review_picture(row, None, f"{seat_name(row.seat)}'s", seat_name(row.seat))
        return review_picture(row)

    # ----- drawing ------------------------------------------------------------------------
    def _observation(self) -> dict:
        """What the page may show now: the shown person's observation, or the public one."""
        return public_observation(self.state) if self.viewer is None else self.state.observation(self.viewer)

    def _render(self) -> None:
        obs = self._observation()
        self.hand = list(obs["hand"])
        self._render_status(obs)
        self._render_hand(obs)
        self._render_tricks(obs)
        self._render_players(obs)
        self._render_scores(obs)
        self.hint_button.disabled = self.viewer is None
        lines = [str(e) for e in self.state.events][::-1][:150]
        self.log.value = ('<div class="ki-log">' + "".join(f"<div>{escape(x)}</div>" for x in lines)
                          + "</div>")

    def _render_status(self, obs: dict) -> None:
        me = self.viewer
        mine = me is not None and me in obs["to_act"]
        trick_no = min(len(obs["tricks"]) + 1, TRICKS_PER_ROUND)
        level = (f'<span class="ki-level-shown">Bots: <b>{escape(self.level)}</b> level</span>'
                 if self.bots else '<span class="ki-level-shown">No bots: every seat is a person</span>')
        you = f"<b>{seat_name(me)}</b>, " if self.hot_seat and me is not None else ""
        if self.state.is_over():
            where = "The game is over"
            text = "Press <b>Review</b> (below the scores) to see the coach's view, or <b>New game</b> to play again."
        elif me is None:
            where = f"Round {obs['round']} of {obs['rounds']}"
            text = f"Pass the screen to <b>{seat_name(self.waiting)}</b>: every hand is hidden until then."
        elif obs["phase"] == "declare":
            where = f"Round {obs['round']} of {obs['rounds']} &middot; declaration"
            text = (f"{you}choose your declaration: click one of your cards. It goes face down and leaves play; "
                    "this round you score 1 point for every card of its beast that you win (KI-7).")
        else:
            where = f"Round {obs['round']} of {obs['rounds']} &middot; trick {trick_no} of {TRICKS_PER_ROUND}"
            if mine and obs["trick"]:
                led = obs["trick"][0][1]
                text = (f"{you}your turn. The led card is <b>{led}</b>: cards marked &#10003; may be played; "
                        "a faded card breaks the follow rule (KI-4). Click a card to play it.")
            elif mine:
                text = f"{you}your turn to lead: you may lead any card. Click a card to play it."
            else:
                text = "Waiting for the other players."
        text = text[:1].upper() + text[1:] if text.startswith(("choose", "your")) else text
        self.status.value = (
            '<div class="ki-box" style="display:flex;gap:16px;align-items:center;flex-wrap:wrap">'
            f'<div><span class="ki-note">Order in force:</span><br>{order_html(obs["order"])}</div>'
            f'<div style="flex:1;min-width:300px"><b class="ki-where">{where}</b> &middot; {level}<br>'
            f'<span class="ki-todo">{text}</span></div></div>')

    def _render_hand(self, obs: dict) -> None:
        """The hand as card buttons: playable ones ticked, the others faded but still clickable."""
        me = self.viewer
        if me is None:
            self.hand_title.value = '<div class="ki-section-title">Hands are hidden</div>'
            replace_children(self.hand_box, [])
            self._hand_key = ()
            self.hand_note.value = ""
            return
        name = f"Your hand ({seat_name(me)})" if self.hot_seat or me != LEARNER else "Your hand"
        self.hand_title.value = f'<div class="ki-section-title">{name}</div>'
        key = (me, tuple(self.hand), obs["phase"], obs["round"])
        if key != self._hand_key:
            verb = "declare" if obs["phase"] == "declare" else "play"
            buttons = []
            for i, token in enumerate(self.hand):
                b = card_button(token, lambda _b, t=token: self.click_card(t), f"ki-hand-{i}")
                b.tooltip = f"{b.tooltip}: click to {verb}"
                buttons.append(b)
            replace_children(self.hand_box, buttons)
            self._hand_key = key
        legal = {str(a.card) for a in self.state.legal_actions(me)}
        playing = obs["phase"] == "play" and me in obs["to_act"]
        for b in self.hand_box.children:
            token = b.description
            set_classes(b, ki_playable=playing and token in legal,
                        ki_unplayable=playing and token not in legal,
                        ki_selected=token == self.hinted)
        counts = {beast: sum(1 for t in self.hand if t[0] == beast.name) for beast in Beast}
        spread = ", ".join(f"{n} {BEAST_TITLES[b]} ({b.name})" for b, n in counts.items() if n)
        if obs["declaration"]:
            beast = parse_card(obs["declaration"]).beast
            won = sum(1 for t in obs["won"][me] if t[0] == beast.name)
            note = (f"You declared {card_svg(obs['declaration'], width=30, height=42)} "
                    f"<b>{obs['declaration']}</b>: you collect <b>{BEAST_TITLES[beast]}</b> cards "
                    f"({won} won so far this round).")
        else:
            note = f"{len(self.hand)} cards: {spread}." if self.hand else "No cards left."
        self.hand_note.value = f'<div class="ki-note" style="display:flex;align-items:center;gap:4px">{note}</div>'

    def _render_tricks(self, obs: dict) -> None:
        short = [seat_name(s) for s in range(SEATS)]
        cards = [card for _, card in obs["trick"]]
        to_play = obs["to_act"][0] if obs["phase"] == "play" and obs["to_act"] else None
        note = "" if cards or obs["phase"] != "play" else "lead a card" if to_play == self.viewer else ""
        self.current.value = trick_svg(cards, obs["leader"], names=short, to_play=to_play, note=note or None,
                                       you=self.viewer,
                                       title=("the current trick: " + (" ".join(cards) or "no card yet")))
        if not self.tricks:
            self.last.value = '<div class="ki-note" style="width:440px">No trick has been played yet.</div>'
            return
        rec = self.tricks[-1]
        picture = trick_svg(rec.cards, rec.leader, rec.winner, names=short, you=self.viewer,
                            note="no winner" if rec.winner is None else None)
        self.last.value = (
            f"{picture}<div class=\"ki-note ki-last-caption\" style=\"max-width:440px\"><b>"
            f"{escape(trick_caption(rec))}</b><br>{escape(rec.why_winner)} {escape(rec.why_order)}</div>")

    def _render_players(self, obs: dict) -> None:
        names = players_names(self.level, self.people, self.viewer)
        rows = []
        for s in range(4):
            if s == self.viewer and obs["declaration"]:
                declared = f'{card_svg(obs["declaration"], width=30, height=42)}'
            elif obs["phase"] == "over" and obs["revealed"]:  # the last round's reveal is public
                declared = f'{card_svg(obs["revealed"][-1][s], width=30, height=42)}'
            elif obs["declared"][s]:
                declared = f'{card_svg(None, width=30, height=42)} <span class="ki-note">face down</span>'
            else:
                declared = '<span class="ki-note">choosing&hellip;</span>'
            won = obs["won"][s]
            pile = (cards_svg(won, width=30, height=42, gap=-10, title=f"{names[s]} won: {' '.join(won)}")
                    if won else '<span class="ki-note">none yet</span>')
            cls = ' class="ki-me"' if s == self.viewer else ""
            turn = " &#9664; to play" if s in obs["to_act"] and obs["phase"] == "play" else ""
            rows.append(f'<tr{cls}><td><b>{escape(names[s])}</b>{turn}</td><td>{declared}</td>'
                        f'<td>{obs["hand_sizes"][s]}</td>'
                        f'<td class="ki-won-{s}">{pile} <span class="ki-note">({len(won)})</span></td>'
                        f'<td class="ki-score-{s}"><b>{obs["scores"][s]}</b></td></tr>')
        head = ("<tr><th>Player</th><th>Declaration</th><th>Cards in hand</th>"
                "<th>Cards won this round</th><th>Game score</th></tr>")
        self.players_panel.value = f'<table class="ki-table">{head}{"".join(rows)}</table>'

    def _render_scores(self, obs: dict) -> None:
        names = players_names(self.level, self.people, self.viewer)
        if not obs["round_points"]:
            self.scores_panel.value = ('<div class="ki-note">No round has been scored yet. At the end of '
                                       "a round the declarations are revealed and each player scores one "
                                       "point per won card of their declared beast (KI-7).</div>")
            return
        head = "<tr><th>Round</th>" + "".join(f"<th>{escape(n)}</th>" for n in names) + "</tr>"
        rows = []
        for r, (points, declared) in enumerate(zip(obs["round_points"], obs["revealed"]), start=1):
            cells = "".join(
                f'<td>{card_svg(declared[s], width=26, height=36)} <b>{points[s]}</b></td>' for s in range(4))
            rows.append(f'<tr class="ki-round-{r}"><td>Round {r}</td>{cells}</tr>')
        totals = "".join(f"<td><b>{p}</b></td>" for p in obs["scores"])
        rows.append(f'<tr class="ki-totals"><td><b>Total</b></td>{totals}</tr>')
        self.scores_panel.value = (f'<table class="ki-table">{head}{"".join(rows)}</table>'
                                   '<div class="ki-note">Each cell: the declared card, then the points.</div>')


def _join(names: Iterable[str]) -> str:
    """'Aiko', 'Aiko and Bruno', 'Aiko, Bruno and Chidi'."""
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
