"""The play table: The Luminous Dragon Egg against 1-4 bots, or friends at one screen (hot seat).

The course of a game (New game, links, levels, the hot seat and its pass screen, the bots' turns,
the review once the game is over) is the shared :class:`widgets.app.GameTable`; this module keeps
the Dragon Egg's own controls (building two sets, the egg, the bracelets) and drawing.

The widget holds no rules. Every move goes through ``State.apply`` and every refusal
is the engine's :class:`engines.IllegalAction` text, shown in the message line.

**Who sees what.** The seats played by people (``people``; seat 0, Aiko, alone by
default) take turns at one screen. What reaches the browser is built only from the
observation of the person whose hand is shown (``viewer``), the public result of the
last reveal and ``state.visible_log(viewer)``: other hands and face-down sets are never
rendered. Between two different people's turns the table shows a "Pass to Bruno"
screen built from the public view alone (no hand, no own sets, the public log) until
Bruno presses "I am Bruno: show my cards"; after a hot-seat game every hand stays hidden.
The bots act as soon as it is their turn (so in the simultaneous build phase they have
placed before the people do).

**Links.** A link opens a seat's view with the learner in that seat, or a whole game record in
the seat whose turn it is; the reveals before it are not on the page. **Share** gives the link
of the shown person's view of the game as it stands.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.dragon_egg import RoundResult, Rules, make_build, parse_cards, score_round

from ..app import LEARNER, GameTable, TableSizes
from ..banner import guarded
from ..coaching import LEVELS
from ..layout import html_block, replace_children
from ..words import bots_words, count, join_names, winners_words
from .round_result import result_html
from .cardbuttons import card_button, labelled, set_selected, style_widget
from .pictures import egg_svg, partial_set_svg, set_svg
from .readings import BRACELET_WHEN, EGG_USE
from .reason_words import hint_words
from .players import table_html
from .review import describe_action, public_view

__all__ = ["PlayTable", "LEVELS", "LEARNER", "PUBLIC", "table_html"]

PUBLIC = -1
"""The seat number whose log is the public log: every private line in its public wording."""


class PlayTable(GameTable):
    """The Dragon Egg play app (see :class:`widgets.app.GameTable`): 2 to 5 players, people and bots."""

    key = "dragon_egg"
    seats = 5
    sizes = TableSizes(players=(2, 3, 4, 5), default=3)
    hidden_at_end = True
    in_view = "the table, the last reveal and the public log"
    replays_links = False
    secrets = {"hand": [], "my_sets": None}
    choices = {"selected": []}  # positions in the hand, in click order

    # ----- the game's own widgets ----------------------------------------------------------

    def style_widget(self) -> w.HTML:
        """The Dragon Egg's style sheet."""
        return style_widget()

    def build(self) -> None:
        """The hand and its buttons (sets, bracelet, egg, hint), the table, the last reveal."""
        self.status = html_block("", css_class="de-status")
        self.players_panel = html_block("", css_class="de-players-panel")
        self.hand_title = w.HTML('<div class="de-section-title">Your hand</div>')
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="92px"))
        self.hand_box.add_class("de-hand")
        self.sets_preview = html_block("", css_class="de-sets-preview")

        self.place_button = self.button("Place sets", "de-place", self.place_sets, "check", "success",
                                        "Put your two sets face down")
        self.undo_button = self.button("Undo", "de-undo", self.undo, "undo", tip="Take back the last card picked")
        self.clear_button = self.button("Clear", "de-clear-selection", self.clear_selection, "times",
                                        tip="Take back every card picked")
        self.bracelet_button = self.button(
            "Hand back a bracelet", "de-bracelet", self.return_bracelet,
            tip="Hand back a Sage's Bracelet to draw one card, before placing your sets (DE-5)")
        self.hint_button = self.button("Hint", "de-hint", self.hint, "lightbulb-o", "info",
                                       tip="What the Standard bot would do in your seat, and why")
        self.egg_far = self.button(
            "Egg: see the others' Far", "de-egg-far", lambda: self.act("egg far"), style="warning",
            tip="Give up the egg: every other player shows their Far set, then you rebuild (DE-7)")
        self.egg_near = self.button(
            "Egg: see the others' Near", "de-egg-near", lambda: self.act("egg near"), style="warning",
            tip="Give up the egg: every other player shows their Near set, then you rebuild (DE-7)")
        self.no_egg = self.button("Keep the egg", "de-no-egg", lambda: self.act("no egg"))
        self.egg_box = w.HBox([w.HTML(egg_svg(30)), self.egg_far, self.egg_near, self.no_egg],
                              layout=w.Layout(align_items="center", display="none"))
        self.egg_box.add_class("de-egg-choice")
        self.round_result = html_block("", css_class="de-round-result")
        self.selected: list[int] = []  # positions in the hand, in click order
        self.hand: list[str] = []
        self.last_result: RoundResult | None = None
        self.last_egg_before: int | None = None
        self.last_round_number = 0
        self.hint_text = ""
        self._hand_key: tuple = ()

    def layout(self) -> list[w.Widget]:
        """The game first: New game and the settings (behind a switch on a phone), status and banner, the
        table, the hand with its buttons; then the last reveal, review, log and Share."""
        controls = w.HBox([labelled("Players", self.opponents), self.level_picker, self.seed],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        actions = w.HBox([self.place_button, self.undo_button, self.clear_button,
                          self.bracelet_button, self.hint_button],
                         layout=w.Layout(flex_flow="row wrap"))
        self.hand_section = w.VBox([self.hand_title, self.hand_box, self.sets_preview, actions, self.egg_box])
        self.hand_section.add_class("de-hand-section")
        table = w.VBox([self.title("The table"), self.players_panel])
        table.add_class("de-table-now")
        return [*self.controls(controls, self.people_row), self.status, self.banner, self.busy, self.pass_box,
                table, self.hand_section, self.title("Last reveal"), self.round_result, *self.tail()]

    # ----- the course's hooks ---------------------------------------------------------------
    def reset_view(self) -> None:
        """No reveal on this page yet (a game from a link counts the rounds before it)."""
        self.last_result, self.last_egg_before = None, None
        self.last_round_number = max(0, self.state.observation(self.people[0])["round"] - 1)
        self._hand_key = ()

    def welcome(self, seed: int) -> str:
        """The banner after New game."""
        against = bots_words(len(self.bots), self.level)
        if not self.hot_seat:
            return f"New game against {against} (seed {seed}). You are {seat_name(self.people[0])}."
        return (f"New game for {join_names(seat_name(s) for s in self.people)} at this screen, with {against} "
                f"(seed {seed}).{self.passing_words()}")

    # ----- public handlers (what the buttons call) -------------------------------------
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

    def take_hint(self, action, reason) -> str:
        """The hinted move in words, then why (a build's estimate with its arithmetic spelled out)."""
        reason = hint_words(reason)
        said = describe_action(action)
        return f"Hint: {reason}." if reason.startswith(said) else f"Hint: {said}, because {reason}."

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
        best = max(result.earnings)
        top = [s for s, e in enumerate(result.earnings) if e == best]
        if len(self.people) == 1:
            me = self.people[0]
            most = ("" if not best else " You earned the most." if top == [me] else
                    f" {join_names(('you' if s == me else seat_name(s)) for s in top)} earned the most, {best} ZOO.")
            self.banner.show(f"Round {self.last_round_number} is scored: you earned "
                             f"{result.far_scores[me]} x {result.near_scores[me]} = {result.earnings[me]} ZOO."
                             f"{most} The breakdown is under Last reveal.", "success")
        else:
            earned = ", ".join(f"{seat_name(s)} {result.far_scores[s]} x {result.near_scores[s]} = "
                               f"{result.earnings[s]} ZOO" for s in self.people)
            most = f" {join_names(seat_name(s) for s in top)} earned the most, {best} ZOO." if best else ""
            self.banner.show(f"Round {self.last_round_number} is scored: {earned}.{most} The breakdown is under "
                             "Last reveal.", "success")

    def _names(self) -> list[str]:
        """Each seat as the table names it: "You (Aiko)" for the shown person, people, and bots with their level."""
        names = []
        for s in range(self.state.players):
            if s == self.viewer:
                names.append(f"You ({seat_name(s)})")
            elif s in self.people:
                names.append(f"{seat_name(s)} (at this screen)")
            else:
                names.append(f"{seat_name(s)} ({self.level} bot)")
        return names

    # ----- drawing ------------------------------------------------------------------------
    def _render(self) -> None:
        obs = self._observation()
        me = self.viewer
        self.hand = list(obs["hand"])
        self.selected = [i for i in self.selected if i < len(self.hand)]
        self._render_status(obs)
        self.players_panel.value = table_html(obs, self._names())
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
        if obs["over"] and self.banner.kind != "warning":
            review = (" Press Review: the coach rates each of your choices." if len(self.people) == 1 else
                      " Choose whose choices the coach reviews, and press Review.")
            self.banner.show(f"The game is over: {winners_words(obs['winners'], self.you)}!{review} Press New game (change the seed "
                             "for a different deal) to play again.", "success")

    def _render_reveal(self) -> None:
        """The last scored round, with the names as this screen says them."""
        if self.last_result is None:
            earlier = " on this page (the game came from a link)" if self.from_link and self.last_round_number else ""
            self.round_result.value = f'<span class="de-note">Nothing revealed yet{earlier}.</span>'
            return
        obs = self._observation()
        names = [n.replace(" (at this screen)", "").replace(f" ({self.level} bot)", " (bot)")
                 for n in self._names()]
        self.round_result.value = (
            f'<div class="de-note">Round {self.last_round_number}: every set is revealed and scored. '
            f'Each set scores one stick per other set of its kind that it beats or ties (DE-3).</div>'
            + result_html(self.last_result, names, self.last_egg_before, Rules(obs["revelation"])))

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
            text = ("Click four cards in your hand: the first two make one set, "
                    f"the next two the other. Then press <b>Place sets</b>.{extra}")
            held = obs["bracelets"][me]
            if held and obs["egg_used_by"] != me:
                text += (f"<br>You hold {count(held, 'bracelet')}. "
                         f"{escape(BRACELET_WHEN)}")
        elif phase == "egg" and mine:
            text = f"You hold the egg and may use it now; it then goes back to the centre (DE-7). {escape(EGG_USE)}"
        elif phase == "discard" and mine:
            text = f"You hold {len(obs['hand'])} cards: click a card to discard it (down to 5, DE-6)."
        else:
            text = "Waiting for the other players."
        who = "" if me is None or len(self.people) == 1 else f"{seat_name(me)}'s turn &middot; "
        goal = f"{obs['threshold']} ZOO ends the game (after that round, the most money wins)"
        self.status.value = (f'<div class="de-box" style="background:#F7F7F2"><b>Round {obs["round"]}</b>'
                             f' &middot; {who}Level: <b class="de-level-shown">{escape(self.level)}</b>'
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
                click = guarded(self.banner, clear=False)(lambda _b, i=i: self.click_card(i))
                b = card_button(token, click, f"de-hand-{i}")
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
