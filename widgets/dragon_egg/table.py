"""The play table: The Luminous Dragon Egg against 1-4 bots, or friends at one screen (hot seat).

The widget holds no rules. Every move goes through ``State.apply`` and every refusal
is the engine's :class:`engines.IllegalAction` text, shown in the message line.

**Who sees what.** The seats played by people (``people``; seat 0, Aiko, alone by
default) take turns at one screen. What reaches the browser is built only from the
observation of the person whose hand is shown (``viewer``), the public result of the
last reveal and ``state.visible_log(viewer)``: other hands and face-down sets are never
rendered. Between two different people's turns the table shows a "Pass to Bruno"
screen built from the public view alone (no hand, no own sets, the public log) until
Bruno presses "I am Bruno: show my cards". The bots act as soon as it is their turn (so
in the simultaneous build phase they have placed before the people do).

**Levels.** Beginner, Standard or Coach bots (:mod:`widgets.coaching`), chosen before
a game. **Review.** Once the game ends, the coach rates a person's choices
(:class:`widgets.coaching.ReviewPanel`); after a hot-seat game, a chooser says whose.

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`PlayTable.link_script` is the script the notebook displays). A link opens through
:func:`widgets.share.read_link`: a seat's view (the cards that seat could not see dealt
again) opens with the learner in that seat, a whole game record in the seat whose turn it is,
bots in the others, and the banner says what the link did not carry. A bad link gets a
sentence in the banner and a new game. The **Share** button (:class:`widgets.share.ShareBox`,
:meth:`PlayTable.shared`) gives the link of the shown person's view of the game as it stands
(:func:`widgets.share.link_for`: no other seat's hidden cards).
"""

from __future__ import annotations

from html import escape
from typing import Sequence

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.dragon_egg import RoundResult, Rules, State, make_build, new_game, parse_cards, score_round
from engines.dragon_egg.bots import SageBot

from .. import share
from ..banner import MessageBanner, guarded
from ..coaching import LEVELS, ReviewPanel, level_picker, review_css
from ..layout import html_block, replace_children
from .calculator import result_html
from .cardbuttons import card_button, labelled, set_selected, style_widget
from .pictures import egg_svg, partial_set_svg, set_svg
from .readings import BRACELET_WHEN, EGG_USE
from .review import (COACH_BUDGET, describe, describe_action, level_maker, picture, players_html, public_view,
                     review_game)

__all__ = ["PlayTable", "LEVELS", "LEARNER", "COACH_BUDGET", "PUBLIC"]

LEARNER = 0
"""The seat played by a person by default (Aiko)."""
PUBLIC = -1
"""The seat number whose log is the public log: every private line in its public wording."""
MAX_BOT_STEPS = 10_000


class PlayTable:
    """The play app. ``widget`` is the whole app; the buttons call the public methods.

    ``level`` is one of ``LEVELS``; ``people`` are the seats played at this screen
    (at least one); bots at the level fill the others.
    """

    def __init__(self, opponents: int = 2, level: str = "Standard", seed: int = 1,
                 people: Sequence[int] = (LEARNER,)) -> None:
        if level not in LEVELS:
            raise ValueError(f"The level is one of {', '.join(LEVELS)}, not {level!r}.")
        if not people or any(type(s) is not int or not 0 <= s <= opponents for s in people):
            raise ValueError(f"The people are seats 0 to {opponents} (at least one), not {tuple(people)!r}.")
        self.banner = MessageBanner(css_class="de-banner")
        self.opponents = w.ToggleButtons(options=[1, 2, 3, 4], value=opponents,
                                         tooltips=[f"{n + 1} players in all" for n in range(1, 5)],
                                         style={"button_width": "40px"},
                                         layout=w.Layout(width="auto"))
        self.opponents.add_class("de-opponents")
        self.level = level_picker("de", level)
        self.people_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.people_box.add_class("de-people")
        self.people_buttons: list[w.ToggleButton] = []
        self._people_row(set(people))
        self.opponents.observe(lambda _: self._people_row(), names="value")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, layout=w.Layout(width="110px"))
        self.seed.add_class("de-seed")
        self.new_button = w.Button(description="New game", icon="refresh", button_style="primary")
        self.new_button.add_class("de-new-game")
        self.new_button.on_click(lambda _: self._guarded(self.new_game))

        self.status = html_block("", css_class="de-status")
        self.players_panel = html_block("", css_class="de-players-panel")
        self.hand_title = w.HTML('<div class="de-section-title">Your hand</div>')
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="92px"))
        self.hand_box.add_class("de-hand")
        self.sets_preview = html_block("", css_class="de-sets-preview")

        def button(text: str, cls: str, handler, icon: str = "", style: str = "", tip: str = ""):
            b = w.Button(description=text, icon=icon, button_style=style, tooltip=tip or text,
                         layout=w.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(lambda _: self._guarded(handler))
            return b

        self.place_button = button("Place sets", "de-place", self.place_sets, "check", "success",
                                   "Put your two sets face down")
        self.undo_button = button("Undo", "de-undo", self.undo, "undo", tip="Take back the last card picked")
        self.clear_button = button("Clear", "de-clear-selection", self.clear_selection, "times",
                                   tip="Take back every card picked")
        self.bracelet_button = button("Hand back a bracelet", "de-bracelet", self.return_bracelet,
                                      tip="Hand back a Sage's Bracelet to draw one card, before placing your sets (DE-5)")
        self.hint_button = button("Hint", "de-hint", self.hint, "lightbulb-o", "info",
                                  tip="What the Standard bot would do in your seat, and why")
        self.egg_far = button("Egg: see the others' Far", "de-egg-far", lambda: self.act("egg far"), style="warning",
                              tip="Give up the egg: every other player shows their Far set, then you rebuild (DE-7)")
        self.egg_near = button("Egg: see the others' Near", "de-egg-near", lambda: self.act("egg near"),
                               style="warning",
                               tip="Give up the egg: every other player shows their Near set, then you rebuild (DE-7)")
        self.no_egg = button("Keep the egg", "de-no-egg", lambda: self.act("no egg"))
        self.egg_box = w.HBox([w.HTML(egg_svg(30)), self.egg_far, self.egg_near, self.no_egg],
                              layout=w.Layout(align_items="center", display="none"))
        self.egg_box.add_class("de-egg-choice")
        self.pass_note = html_block("", css_class="de-pass-note")
        self.show_button = button("Show my cards", "de-show-hand", self.show_hand, "eye", "primary",
                                  "Only when nobody else is looking at the screen")
        self.pass_box = w.VBox([self.pass_note, self.show_button], layout=w.Layout(display="none"))
        self.pass_box.add_class("de-pass")
        self.round_result = html_block("", css_class="de-round-result")
        self.log = html_block("", css_class="de-log-box")

        self.review_seat = w.ToggleButtons(options=[(seat_name(LEARNER), LEARNER)], value=LEARNER,
                                           style={"button_width": "80px"}, layout=w.Layout(width="auto"))
        self.review_seat.add_class("de-review-seat")
        self.review_seat.observe(lambda _: self._offer_review(), names="value")
        self.review_choice = labelled("Whose choices", self.review_seat)
        self.review = ReviewPanel(review_game, picture, "de", describe)

        self.state = None
        self.bots: dict[int, object] = {}
        self.people: tuple[int, ...] = (LEARNER,)
        self.viewer: int | None = LEARNER  # the person whose hand is shown; None on the pass screen
        self.waiting: int | None = None  # the person the screen is passed to
        self.game_level = level
        self.selected: list[int] = []  # positions in the hand, in click order
        self.hand: list[str] = []
        self.last_result: RoundResult | None = None
        self.last_egg_before: int | None = None
        self.last_round_number = 0
        self.hint_text = ""
        self._hand_key: tuple = ()
        self._reviewed = False
        self.from_link = False  # the game was opened from a link (its earlier reveals are not on this page)

        self.reader = share.LinkReader("de-play", self.open_link)
        self.share = share.ShareBox("de", self.shared, lambda: self.reader.address)

        controls = w.HBox([labelled("Others at the table", self.opponents), self.level,
                           labelled("Seed", self.seed), self.new_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        people_row = w.HBox([w.HTML('<span class="de-label">People at this screen</span>',
                                    layout=w.Layout(margin="0 6px 0 0")), self.people_box],
                            layout=w.Layout(flex_flow="row wrap", align_items="center"))
        actions = w.HBox([self.place_button, self.undo_button, self.clear_button,
                          self.bracelet_button, self.hint_button],
                         layout=w.Layout(flex_flow="row wrap"))
        self.hand_section = w.VBox([self.hand_title, self.hand_box, self.sets_preview, actions, self.egg_box])
        self.hand_section.add_class("de-hand-section")
        self.widget = w.VBox([
            style_widget(), w.HTML(review_css()), controls, people_row, self.status, self.banner.widget,
            self.pass_box,
            w.HTML('<div class="de-section-title">The table</div>'), self.players_panel,
            self.hand_section,
            w.HTML('<div class="de-section-title">Last reveal</div>'), self.round_result,
            w.HTML('<div class="de-section-title">Review: the coach looks at each choice, once the game is over'
                   '</div>'),
            self.review_choice, self.review.widget,
            w.HTML('<div class="de-section-title">Game log (newest first; only what you may see)</div>'),
            self.log,
            w.HTML('<div class="de-section-title">Share this game as a link</div>'), self.share.widget,
            self.reader.box,
        ])
        self.widget.add_class("de-app")
        self.widget.add_class("de-play")
        self.new_game()

    def _people_row(self, chosen: set[int] | None = None) -> None:
        """One toggle per seat (the count follows "Others at the table"): on = a person plays it here."""
        if chosen is None:
            chosen = {i for i, b in enumerate(self.people_buttons) if b.value}
        players = 1 + self.opponents.value
        buttons = []
        for s in range(players):
            b = w.ToggleButton(value=s in chosen, description=seat_name(s), icon="user",
                               tooltip=f"On: a person at this screen plays {seat_name(s)}; off: a bot does",
                               layout=w.Layout(width="auto"))
            b.add_class(f"de-person-{s}")
            buttons.append(b)
        self.people_buttons = buttons
        replace_children(self.people_box, buttons)

    def _guarded(self, action) -> None:
        """Run a click's action; anything unexpected shows in the banner, never as a traceback."""
        with guarded(self.banner, clear=False):
            action()

    # ----- links ----------------------------------------------------------------------------
    def link_script(self):
        """The page's script that hands the address (and any ``#game=`` link) to :meth:`open_link`."""
        return self.reader.script()

    def open_link(self, address: str, fragment: str | None) -> bool:
        """Open the game a link carries, or say what is wrong with it and keep a new game."""
        return share.open_on_table(self, fragment, State, lambda: self.game_level)

    def shared(self) -> tuple:
        """The game and the seat whose knowledge Share puts in the link (the person shown)."""
        return self.state, self.viewer if self.viewer is not None else self.people[0]

    def open_game(self, game, seat: int | None = None) -> bool:
        """Continue a loaded game: a person plays ``seat`` (default: the seat whose turn it is), bots the rest.

        Only that seat's hand and sets are ever drawn; the others' stay hidden.
        """
        players = game.players
        if seat is None:
            to_act = game.to_act()
            seat = to_act[0] if to_act else LEARNER
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(f"The seat is 0 to {players - 1}, not {seat!r}.")
        seed = self.seed.value
        self.opponents.value = players - 1
        self._people_row({seat})
        self.state = game
        self.people = (seat,)
        self.game_level = self.level.value
        make = level_maker(self.game_level)
        self.bots = {s: make(seed * 10 + s) for s in range(players) if s != seat}
        self.adviser = SageBot(seed * 10)
        self.viewer, self.waiting = seat, None
        self.selected, self.last_result, self.last_egg_before = [], None, None
        self.last_round_number = max(0, game.observation(seat)["round"] - 1)
        self.from_link = True
        self._hand_key = ()
        self._reviewed = False
        self.review.clear()
        self.hint_text = ""
        self.banner.clear()
        moves = len(game.to_json()["moves"])
        self._advance()
        bots = players - 1
        if self.state.is_over():
            self.banner.show(f"Opened the game from the link after {moves} moves: the game is over. "
                             "Press New game to play again.", "info")
        else:
            self.banner.show(f"Opened the game from the link after {moves} moves, round "
                             f"{self.state.observation(seat)['round']}. You are {seat_name(seat)}, against "
                             f"{bots} {self.game_level} bot{'s' * (bots != 1)}: it is your turn.", "info")
        self._render()
        return True

    # ----- public handlers (what the buttons call) -------------------------------------
    def new_game(self) -> None:
        """Start a game with the chosen level, people and seed; the bots place their first sets."""
        players = 1 + self.opponents.value
        people = tuple(s for s, b in enumerate(self.people_buttons) if b.value and s < players)
        if not people:
            self.banner.show("Choose at least one seat for a person at this screen (the People buttons), "
                             "then press New game.", "warning")
            return
        seed = self.seed.value
        self.state = new_game(players, seed=seed)
        self.people = people
        self.game_level = self.level.value
        make = level_maker(self.game_level)
        self.bots = {s: make(seed * 10 + s) for s in range(players) if s not in people}
        self.adviser = SageBot(seed * 10)
        self.viewer, self.waiting = (people[0] if len(people) == 1 else None), None
        self.selected, self.last_result, self.last_egg_before, self.last_round_number = [], None, None, 0
        self._hand_key = ()
        self._reviewed = False
        self.from_link = False
        self.review.clear()
        self.hint_text = ""
        self.banner.clear()
        self._advance()
        bots = players - len(people)
        against = (f"{bots} {self.game_level} bot{'s' * (bots > 1)}" if bots else "no bots")
        if len(people) == 1:
            self.banner.show(f"New game against {against} (seed {seed}). You are {seat_name(people[0])}.", "info")
        else:
            self.banner.show(f"New game for {self._names_of(people)} at this screen, with {against} "
                             f"(seed {seed}). Pass the screen to {seat_name(self.waiting)}.", "info")
        self._render()

    def show_hand(self) -> None:
        """The person the screen was passed to shows their cards ("I am Bruno: show my cards")."""
        if self.waiting is None:
            self.banner.show("Nobody is waiting for the screen now.", "info")
            return
        self.viewer, self.waiting = self.waiting, None
        self.selected, self.hint_text = [], ""
        self.banner.show(f"{seat_name(self.viewer)}, these are your cards: your turn.", "info")
        self._render()

    def click_card(self, position: int) -> None:
        """A click on the card at this hand position: pick it for a set, or discard it."""
        if self._passing():
            return
        obs = self.state.observation(self.viewer)
        if obs["over"] or obs["phase"] == "discard":
            if 0 <= position < len(self.hand):
                return self.act(f"discard {self.hand[position]}")
        if obs["phase"] == "egg" and self.viewer in obs["to_act"]:
            self.banner.show("Decide about the egg first: see the others' Far, see the others' Near, or "
                             "keep it (DE-7). You rebuild your sets after a peek.", "warning")
            return
        if position in self.selected:
            self.selected.remove(position)
        elif len(self.selected) >= 4:
            self.banner.show("You already picked four cards: two sets of two. Place them, or "
                             "click a picked card (or Undo) to take it back.", "warning")
            return
        else:
            self.selected.append(position)
        self.banner.clear()
        self._render_hand()

    def undo(self) -> None:
        """Take back the last card picked."""
        if self._passing():
            return
        if self.selected:
            self.selected.pop()
            self.banner.clear()
        else:
            self.banner.show("No card is picked yet: click cards in your hand to build sets.", "info")
        self._render_hand()

    def clear_selection(self) -> None:
        """Take back every picked card."""
        if self._passing():
            return
        self.selected = []
        self.banner.clear()
        self._render_hand()

    def place_sets(self) -> None:
        """Place the picked cards as two sets: the first two clicked and the next two."""
        if self._passing():
            return
        picked = [self.hand[i] for i in self.selected]
        text = f"{' '.join(picked[:2])} | {' '.join(picked[2:])}"
        if len(picked) < 4:
            self.banner.show(f"Pick four cards first, two per set: you picked {len(picked)} "
                             f"({' '.join(picked) or 'none'}).", "warning")
            return
        self.act(text)

    def return_bracelet(self) -> None:
        """Hand back a Sage's Bracelet to draw a card (DE-5)."""
        self.act("bracelet")

    def act(self, notation: str) -> bool:
        """Apply the shown person's action; explain a refusal; then let the bots play on."""
        if self._passing():
            return False
        self.banner.clear()
        try:
            self._apply(self.viewer, notation)
        except (IllegalAction, InvalidInput) as err:
            rule = getattr(err, "rule", None)  # a ruling id such as DE-5, or "turn", "hand"...
            self.banner.show(str(err), "warning", rule if rule and rule.startswith("DE") else None)
            self._render()
            return False
        self.selected = []
        self.hint_text = ""
        self._advance()
        self._render()
        return True

    def hint(self) -> None:
        """Ask the Sage bot what it would do in the shown person's seat, with its reason."""
        if self._passing():
            return
        obs = self.state.observation(self.viewer)
        legal = self.state.legal_actions(self.viewer)
        if not legal:
            self.banner.show("There is nothing for you to decide now." if not obs["over"]
                             else "The game is over: press New game to play again.", "info")
            return
        action, reason = self.adviser.choose_with_reason(obs, legal)
        said = describe_action(action)
        self.hint_text = (f"Hint: {reason}." if reason.startswith(said)
                          else f"Hint: {said}, because {reason}.")
        self.banner.show(self.hint_text, "info")

    # ----- turns: the bots, the people, the pass screen -------------------------------------
    def _passing(self) -> bool:
        """On the pass screen (no hand shown), say so and report True."""
        if self.viewer is not None:
            return False
        if self.waiting is not None:
            name = seat_name(self.waiting)
            self.banner.show(f"Pass the screen to {name}: {name} presses \u201cI am {name}: show my cards\u201d.",
                             "info")
        else:
            self.banner.show("The game is over: press New game to play again, or Review.", "info")
        return True

    def _advance(self) -> None:
        """Let the bots act until a person must act or the game ends; pass the screen if that person changes."""
        state = self.state
        for _ in range(MAX_BOT_STEPS):
            if state.is_over():
                break
            movers = [s for s in state.to_act() if s not in self.people]
            if not movers:
                break
            seat = movers[0]
            self._apply(seat, self.bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
        if state.is_over():
            if len(self.people) > 1:
                self.viewer, self.waiting = None, None  # the end: the public table, no hand
            return
        people = [s for s in state.to_act() if s in self.people]
        if self.viewer in people:
            return
        if len(self.people) == 1:
            self.viewer = people[0]
            return
        self.viewer, self.waiting = None, people[0]
        self.selected, self.hint_text = [], ""
        if self.banner.kind != "success":  # a scoring's message is public; anything else may not be
            self.banner.clear()

    def _apply(self, seat: int, action) -> None:
        """Apply one action; if it set off a reveal, show the scoring breakdown."""
        state = self.state
        egg_before = state.egg_holder  # public: who holds the egg
        start = len(state.events)
        state.apply(seat, action)
        if any(e[0] == "score" for e in state.events[start:]):
            self._show_scoring(egg_before)

    def _show_scoring(self, egg_before: int | None) -> None:
        """Rebuild the public breakdown of the reveal with the engine (DE-2, DE-3, DE-5, DE-7)."""
        obs = public_view(self.state.observation(self.people[0]))
        last = obs["last_round"]
        rules = Rules(obs["revelation"])
        self.last_result = score_round(list(zip(last["far"], last["near"])), egg_holder=egg_before, rules=rules)
        self.last_egg_before = egg_before
        self.last_round_number += 1
        result = self.last_result
        if len(self.people) == 1:
            me = self.people[0]
            self.banner.show(f"Round {self.last_round_number} is scored: you earned "
                             f"{result.far_scores[me]} x {result.near_scores[me]} = {result.earnings[me]} ZOO. "
                             "The breakdown is under Last reveal.", "success")
        else:
            earned = ", ".join(f"{seat_name(s)} {result.far_scores[s]} x {result.near_scores[s]} = "
                               f"{result.earnings[s]} ZOO" for s in self.people)
            self.banner.show(f"Round {self.last_round_number} is scored: {earned}. The breakdown is under "
                             "Last reveal.", "success")

    # ----- names ----------------------------------------------------------------------------
    def _names_of(self, seats: Sequence[int]) -> str:
        """Seat names joined in words: "Aiko and Bruno"."""
        names = [seat_name(s) for s in seats]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    def _names(self) -> list[str]:
        """Each seat as the table names it: "You (Aiko)" for the shown person, people, and bots with their level."""
        names = []
        for s in range(self.state.players):
            if s == self.viewer:
                names.append(f"You ({seat_name(s)})")
            elif s in self.people:
                names.append(f"{seat_name(s)} (at this screen)")
            else:
                names.append(f"{seat_name(s)} ({self.game_level} bot)")
        return names

    # ----- the review ----------------------------------------------------------------------
    def _offer_review(self) -> None:
        """Once the game is over, ready the Review for the chosen person (the only one, or the chooser's)."""
        if self.state is None or not self.state.is_over():
            return
        seat = self.review_seat.value if self.review_seat.value in self.people else self.people[0]
        self.review.ready(self.state, seat)
        self.review.button.description = "Review"
        who = "your choices" if len(self.people) == 1 else f"{seat_name(seat)}'s choices"
        self.review.button.tooltip = f"The coach rates each of {who} in this game"

    # ----- drawing ------------------------------------------------------------------------
    def _observation(self) -> dict:
        """What the screen may show: the shown person's observation, or the public view on the pass screen."""
        if self.viewer is not None:
            return self.state.observation(self.viewer)
        return public_view(self.state.observation(self.people[0]))

    def _render(self) -> None:
        obs = self._observation()
        me = self.viewer
        self.hand = list(obs["hand"])
        self.selected = [i for i in self.selected if i < len(self.hand)]
        self._render_status(obs)
        self.players_panel.value = players_html(obs, self._names())
        self._render_pass()
        self.hand_section.layout.display = "none" if me is None else ""
        self._render_hand()
        self.egg_box.layout.display = "flex" if (me is not None and obs["phase"] == "egg"
                                                 and me in obs["to_act"]) else "none"
        building = me is not None and obs["phase"] == "build" and me in obs["to_act"]
        for b in (self.place_button, self.undo_button, self.clear_button):
            b.layout.display = "" if building else "none"
        self._render_reveal()
        lines = self.state.visible_log(PUBLIC if me is None else me)
        recent = lines[::-1][:80]
        self.log.value = '<div class="de-log">' + "\n".join(escape(x) for x in recent) + "</div>"
        self._render_review_choice()
        if obs["over"] and self.banner.kind != "warning":
            winners = obs["winners"]
            names = " and ".join("you" if s == me else seat_name(s) for s in winners)
            verb = "share the win" if len(winners) > 1 else ("win" if winners == [me] else "wins")
            review = (" Press Review: the coach rates each of your choices." if len(self.people) == 1 else
                      " Choose whose choices the coach reviews, and press Review.")
            self.banner.show(f"The game is over: {names} {verb}!{review} Press New game (change the seed "
                             "for a different deal) to play again.", "success")

    def _render_pass(self) -> None:
        """The pass screen: shown between two people's turns (and at the end of a hot-seat game)."""
        if self.viewer is not None or (self.waiting is None and not self.state.is_over()):
            self.pass_box.layout.display = "none"
            self.pass_note.value = ""
            return
        self.pass_box.layout.display = "flex"
        if self.waiting is None:
            self.pass_note.value = ('<div class="de-box"><b>The game is over.</b> Every hand stays hidden; '
                                    "the table, the last reveal and the public log are below.</div>")
            self.show_button.layout.display = "none"
            return
        name = seat_name(self.waiting)
        self.pass_note.value = (f'<div class="de-box" style="background:#EAF3FA;font-size:16px">'
                                f"<b>Pass the screen to {name}.</b> Every hand is hidden. {name}: press the "
                                "button when nobody else is looking.</div>")
        self.show_button.description = f"I am {name}: show my cards"
        self.show_button.layout.display = ""

    def _render_reveal(self) -> None:
        """The last scored round, with the names as this screen says them."""
        if self.last_result is None:
            earlier = " on this page (the game came from a link)" if self.from_link and self.last_round_number else ""
            self.round_result.value = f'<span class="de-note">Nothing revealed yet{earlier}.</span>'
            return
        obs = self._observation()
        names = [n.replace(" (at this screen)", "").replace(f" ({self.game_level} bot)", " (bot)")
                 for n in self._names()]
        self.round_result.value = (
            f'<div class="de-note">Round {self.last_round_number}: every set is revealed and scored. '
            f'Each set scores one stick per other set of its kind that it beats or ties (DE-3).</div>'
            + result_html(self.last_result, names, self.last_egg_before, Rules(obs["revelation"])))

    def _render_review_choice(self) -> None:
        """The chooser of whose choices to review: shown after a hot-seat game only."""
        options = [(seat_name(s), s) for s in self.people]
        if list(self.review_seat.options) != options:
            value = self.review_seat.value if self.review_seat.value in self.people else self.people[0]
            self.review_seat.options = options
            self.review_seat.value = value
        self.review_choice.layout.display = "" if len(self.people) > 1 and self.state.is_over() else "none"
        if self.state.is_over() and not self._reviewed:
            self._reviewed = True
            self._offer_review()

    def _render_status(self, obs: dict) -> None:
        me = self.viewer
        phase, mine = obs["phase"], me is not None and me in obs["to_act"]
        if obs["over"]:
            text = "The game is over."
        elif me is None:
            text = f"Waiting for {seat_name(self.waiting)}." if self.waiting is not None else ""
        elif phase == "build" and obs["my_sets"] is None:
            extra = (" After peeking with the egg you rebuild from the same hand." if obs["egg_used_by"] == me
                     else "")
            text = ("Click four cards in your hand; the first two make one set, "
                    f"the next two the other. Then press <b>Place sets</b>.{extra}")
            held = obs["bracelets"][me]
            if held and obs["egg_used_by"] != me:
                text += (f"<br>You hold {held} bracelet{'s' if held > 1 else ''}. "
                         f"{escape(BRACELET_WHEN)}")
        elif phase == "egg" and mine:
            text = f"You hold the egg and may use it now; it then goes back to the centre (DE-7). {escape(EGG_USE)}"
        elif phase == "discard" and mine:
            text = f"You hold {len(obs['hand'])} cards: click a card to discard it (down to 5, DE-6)."
        else:
            text = "Waiting for the other players."
        who = "" if me is None or len(self.people) == 1 else f"{seat_name(me)}'s turn &middot; "
        goal = f"Reaching {obs['threshold']} ZOO ends the game after that round; the most money wins."
        self.status.value = (f'<div class="de-box" style="background:#F7F7F2"><b>Round {obs["round"]}</b>'
                             f' &middot; {who}Level: <b class="de-level-shown">{escape(self.game_level)}</b>'
                             f' &middot; {goal} &middot; deck {obs["deck_size"]} cards<br>{text}</div>')

    def _render_hand(self) -> None:
        """Show the hand as card buttons (rebuilt only when the hand, the phase or the person changes)."""
        if self.viewer is None:
            if self._hand_key != ():
                replace_children(self.hand_box, [])  # nothing of any hand stays in the page
                self._hand_key = ()
            self.sets_preview.value = ""
            return
        phase = self.state.observation(self.viewer)["phase"]
        key = (self.viewer, tuple(self.hand), phase)
        if key != self._hand_key:
            verb = "discard" if phase == "discard" else "pick"
            buttons = []
            for i, token in enumerate(self.hand):
                b = card_button(token, lambda _b, i=i: self._guarded(lambda: self.click_card(i)), f"de-hand-{i}")
                b.tooltip = f"{b.tooltip}: click to {verb}"
                buttons.append(b)
            replace_children(self.hand_box, buttons)
            self._hand_key = key
        for i, b in enumerate(self.hand_box.children):
            set_selected(b, i in self.selected)
        self._render_preview()

    def _render_preview(self) -> None:
        """Show the two sets being built; when both are complete, which one becomes the Far."""
        picked = [self.hand[i] for i in self.selected]
        first, second = picked[:2], picked[2:]
        parts = []
        if len(picked) == 4:
            try:
                build = make_build(parse_cards(first), parse_cards(second))
                parts = [set_svg(build.far, "Far"), set_svg(build.near, "Near")]
            except (InvalidInput, IllegalAction) as err:
                parts = [escape(str(err))]
        else:
            for k, half in enumerate((first, second)):
                if len(half) == 2:
                    parts.append(set_svg(half, f"Set {k + 1}"))
                else:
                    parts.append(partial_set_svg(half, f"Set {k + 1}: pick {2 - len(half)} more"))
        building = self.state.observation(self.viewer)["phase"] == "build" and not self.state.is_over()
        self.sets_preview.value = (
            '<div style="display:flex;gap:18px;align-items:flex-end">' + "".join(parts) + "</div>"
            if building and self.viewer in self.state.to_act() else "")
