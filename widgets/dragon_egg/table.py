"""The play table: the learner (seat 0, Aiko) plays The Luminous Dragon Egg against 1-4 bots.

The widget holds no rules. Every move goes through ``State.apply`` and every refusal
is the engine's :class:`engines.IllegalAction` text, shown in the message line.
What reaches the browser is built only from ``state.observation(0)``, the public
result of the last reveal and ``state.visible_log(0)``: other hands and face-down
sets are never rendered. The bots act as soon as it is their turn (so in the
simultaneous build phase they have placed before the learner does).
"""

from __future__ import annotations

from html import escape
from typing import Callable

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.dragon_egg import (Build, RoundResult, Rules, make_build, new_game, parse_cards,
                                score_round)
from engines.dragon_egg.bots import RandomBot, SageBot

from ..banner import MessageBanner
from ..layout import html_block, replace_children
from ..replay import bot_turns
from .calculator import result_html
from .cardbuttons import card_button, labelled, set_selected, style_widget
from .pictures import bracelet_svg, cards_svg, egg_svg, money_html, partial_set_svg, set_svg
from .readings import BRACELET_WHEN, EGG_USE

__all__ = ["PlayTable", "BOTS", "LEARNER"]

LEARNER = 0
BOTS: dict[str, Callable[[int], object]] = {"Random": RandomBot, "Sage": SageBot}
"""Bot kinds by name: each is made with a seed."""
MAX_BOT_STEPS = 10_000


def _describe_action(action) -> str:
    """An action as the learner reads it."""
    if isinstance(action, Build):
        return f"Far {action.far[0]} {action.far[1]} and Near {action.near[0]} {action.near[1]}"
    return {"bracelet": "return a bracelet", "egg far": "use the egg on the Far",
            "egg near": "use the egg on the Near", "no egg": "keep the egg"}.get(str(action), str(action))


class PlayTable:
    """The play app. ``widget`` is the whole app; the buttons call the public methods."""

    def __init__(self, opponents: int = 2, bot: str = "Sage", seed: int = 1) -> None:
        self.banner = MessageBanner(css_class="de-banner")
        self.opponents = w.ToggleButtons(options=[1, 2, 3, 4], value=opponents,
                                         style={"button_width": "40px"},
                                         layout=w.Layout(width="auto"))
        self.opponents.add_class("de-opponents")
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot,
                                        tooltips=["plays any legal move", "weighs expected earnings"],
                                        style={"button_width": "80px"}, layout=w.Layout(width="auto"))
        self.bot_kind.add_class("de-bot-kind")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, layout=w.Layout(width="110px"))
        self.seed.add_class("de-seed")
        self.new_button = w.Button(description="New game", icon="refresh", button_style="primary")
        self.new_button.add_class("de-new-game")
        self.new_button.on_click(lambda _: self.new_game())

        self.status = html_block("", css_class="de-status")
        self.players_panel = html_block("", css_class="de-players-panel")
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="92px"))
        self.hand_box.add_class("de-hand")
        self.sets_preview = html_block("", css_class="de-sets-preview")

        def button(text: str, cls: str, handler, icon: str = "", style: str = "", tip: str = ""):
            b = w.Button(description=text, icon=icon, button_style=style, tooltip=tip or text,
                         layout=w.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(lambda _: handler())
            return b

        self.place_button = button("Place sets", "de-place", self.place_sets, "check", "success",
                                   "Put your two sets face down")
        self.undo_button = button("Undo", "de-undo", self.undo, "undo", tip="Take back the last card picked")
        self.clear_button = button("Clear", "de-clear-selection", self.clear_selection, "times",
                                   tip="Take back every card picked")
        self.bracelet_button = button("Return a bracelet", "de-bracelet", self.return_bracelet,
                                      tip="Give back a Sage's Bracelet to draw one card, before placing your sets (DE-5)")
        self.hint_button = button("Hint", "de-hint", self.hint, "lightbulb-o", "info",
                                  tip="What the Sage bot would do in your seat, and why")
        self.egg_far = button("Egg: see the others' Far", "de-egg-far", lambda: self.act("egg far"), style="warning",
                              tip="Give up the egg: every other player shows their Far set, then you rebuild (DE-7)")
        self.egg_near = button("Egg: see the others' Near", "de-egg-near", lambda: self.act("egg near"),
                               style="warning",
                               tip="Give up the egg: every other player shows their Near set, then you rebuild (DE-7)")
        self.no_egg = button("Keep the egg", "de-no-egg", lambda: self.act("no egg"))
        self.egg_box = w.HBox([w.HTML(egg_svg(30)), self.egg_far, self.egg_near, self.no_egg],
                              layout=w.Layout(align_items="center", display="none"))
        self.egg_box.add_class("de-egg-choice")
        self.round_result = html_block("", css_class="de-round-result")
        self.log = html_block("", css_class="de-log-box")

        self.state = None
        self.bots: dict[int, object] = {}
        self.selected: list[int] = []  # positions in the hand, in click order
        self.hand: list[str] = []
        self.last_result: RoundResult | None = None
        self.last_round_number = 0
        self.hint_text = ""
        self._hand_key: tuple = ()

        controls = w.HBox([labelled("Bots", self.opponents), labelled("Bot kind", self.bot_kind),
                           labelled("Seed", self.seed), self.new_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        actions = w.HBox([self.place_button, self.undo_button, self.clear_button,
                          self.bracelet_button, self.hint_button],
                         layout=w.Layout(flex_flow="row wrap"))
        self.widget = w.VBox([
            style_widget(), controls, self.status, self.banner.widget,
            w.HTML('<div class="de-section-title">The table</div>'), self.players_panel,
            w.HTML('<div class="de-section-title">Your hand</div>'), self.hand_box,
            self.sets_preview, actions, self.egg_box,
            w.HTML('<div class="de-section-title">Last reveal</div>'), self.round_result,
            w.HTML('<div class="de-section-title">Game log (newest first; only what you may see)</div>'),
            self.log,
        ])
        self.widget.add_class("de-app")
        self.widget.add_class("de-play")
        self.new_game()

    # ----- public handlers (what the buttons call) -------------------------------------
    def new_game(self) -> None:
        """Start a game with the chosen bots and seed; the bots place their first sets."""
        players = 1 + self.opponents.value
        seed = self.seed.value
        self.state = new_game(players, seed=seed)
        make = BOTS[self.bot_kind.value]
        self.bots = {s: make(seed * 10 + s) for s in range(1, players)}
        self.adviser = SageBot(seed * 10)
        self.selected, self.last_result, self.last_round_number = [], None, 0
        self._hand_key = ()
        self.round_result.value = '<span class="de-note">Nothing revealed yet.</span>'
        self.hint_text = ""
        self.banner.show(f"New game against {players - 1} {self.bot_kind.value} bot"
                         f"{'s' * (players > 2)} (seed {seed}). You are Aiko.", "info")
        self._run_bots()
        self._render()

    def click_card(self, position: int) -> None:
        """A click on the card at this hand position: pick it for a set, or discard it."""
        obs = self.state.observation(LEARNER)
        if obs["over"] or obs["phase"] == "discard":
            if 0 <= position < len(self.hand):
                return self.act(f"discard {self.hand[position]}")
        if obs["phase"] == "egg" and LEARNER in obs["to_act"]:
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
        if self.selected:
            self.selected.pop()
            self.banner.clear()
        else:
            self.banner.show("No card is picked yet: click cards in your hand to build sets.", "info")
        self._render_hand()

    def clear_selection(self) -> None:
        """Take back every picked card."""
        self.selected = []
        self.banner.clear()
        self._render_hand()

    def place_sets(self) -> None:
        """Place the picked cards as two sets: the first two clicked and the next two."""
        picked = [self.hand[i] for i in self.selected]
        text = f"{' '.join(picked[:2])} | {' '.join(picked[2:])}"
        if len(picked) < 4:
            self.banner.show(f"Pick four cards first, two per set: you picked {len(picked)} "
                             f"({' '.join(picked) or 'none'}).", "warning")
            return
        self.act(text)

    def return_bracelet(self) -> None:
        """Return a Sage's Bracelet to draw a card (DE-5)."""
        self.act("bracelet")

    def act(self, notation: str) -> bool:
        """Apply the learner's action; explain a refusal; then let the bots play on."""
        self.banner.clear()
        try:
            self._apply(LEARNER, notation)
        except (IllegalAction, InvalidInput) as err:
            rule = getattr(err, "rule", None)  # a ruling id such as DE-5, or "turn", "hand"...
            self.banner.show(str(err), "warning", rule if rule and rule.startswith("DE") else None)
            self._render()
            return False
        self.selected = []
        self.hint_text = ""
        self._run_bots()
        self._render()
        return True

    def hint(self) -> None:
        """Ask the Sage bot what it would do in the learner's seat, with its reason."""
        obs = self.state.observation(LEARNER)
        legal = self.state.legal_actions(LEARNER)
        if not legal:
            self.banner.show("There is nothing for you to decide now." if not obs["over"]
                             else "The game is over: press New game to play again.", "info")
            return
        action, reason = self.adviser.choose_with_reason(obs, legal)
        said = _describe_action(action)
        self.hint_text = (f"Hint: {reason}." if reason.startswith(said)
                          else f"Hint: {said}, because {reason}.")
        self.banner.show(self.hint_text, "info")

    # ----- the bots ----------------------------------------------------------------------
    def _run_bots(self) -> None:
        """Let every bot whose turn it is act, until the learner must act or the game ends."""
        for seat, action in bot_turns(self.state, self.bots, LEARNER, MAX_BOT_STEPS):
            self._apply(seat, action)

    def _apply(self, seat: int, action) -> None:
        """Apply one action; if it set off a reveal, show the scoring breakdown."""
        state = self.state
        egg_before = state.observation(LEARNER)["egg_holder"]  # public: who holds the egg
        start = len(state.events)
        state.apply(seat, action)
        if any(e[0] == "score" for e in state.events[start:]):
            self._show_scoring(egg_before)

    def _show_scoring(self, egg_before: int | None) -> None:
        """Rebuild the public breakdown of the reveal with the engine (DE-2, DE-3, DE-5, DE-7)."""
        obs = self.state.observation(LEARNER)
        last = obs["last_round"]
        rules = Rules(obs["revelation"])
        result = score_round(list(zip(last["far"], last["near"])), egg_holder=egg_before, rules=rules)
        self.last_result = result
        self.last_round_number += 1
        names = ["You (Aiko)" if s == LEARNER else f"{seat_name(s)} (bot)" for s in range(obs["players"])]
        self.round_result.value = (
            f'<div class="de-note">Round {self.last_round_number}: every set is revealed and scored. '
            f'Each set scores one stick per other set of its kind that it beats or ties (DE-3).</div>'
            + result_html(result, names, egg_before, rules))
        mine = result.earnings[LEARNER]
        self.banner.show(f"Round {self.last_round_number} is scored: you earned "
                         f"{result.far_scores[LEARNER]} x {result.near_scores[LEARNER]} = {mine} ZOO. "
                         "The breakdown is under Last reveal.", "success")

    # ----- drawing ------------------------------------------------------------------------
    def _render(self) -> None:
        obs = self.state.observation(LEARNER)
        self.hand = list(obs["hand"])
        self.selected = [i for i in self.selected if i < len(self.hand)]
        self._render_status(obs)
        self._render_players(obs)
        self._render_hand()
        self.egg_box.layout.display = "flex" if (obs["phase"] == "egg" and LEARNER in obs["to_act"]) else "none"
        building = obs["phase"] == "build" and LEARNER in obs["to_act"]
        for b in (self.place_button, self.undo_button, self.clear_button):
            b.layout.display = "" if building else "none"
        lines = self.state.visible_log(LEARNER)
        recent = lines[::-1][:80]
        self.log.value = '<div class="de-log">' + "\n".join(escape(x) for x in recent) + "</div>"
        if obs["over"] and self.banner.kind != "warning":
            names = " and ".join("you" if s == LEARNER else seat_name(s) for s in obs["winners"])
            verb = "share the win" if len(obs["winners"]) > 1 else ("win" if obs["winners"] == [LEARNER] else "wins")
            self.banner.show(f"The game is over: {names} {verb}! Press New game (change the seed "
                             "for a different deal) to play again.", "success")

    def _render_status(self, obs: dict) -> None:
        phase, mine = obs["phase"], LEARNER in obs["to_act"]
        if obs["over"]:
            text = "The game is over."
        elif phase == "build" and obs["my_sets"] is None:
            extra = (" After peeking with the egg you rebuild from the same hand." if obs["egg_used_by"] == LEARNER
                     else "")
            text = ("Click four cards in your hand; the first two make one set, "
                    f"the next two the other. Then press <b>Place sets</b>.{extra}")
            held = obs["bracelets"][LEARNER]
            if held and obs["egg_used_by"] != LEARNER:
                text += (f"<br>You hold {held} bracelet{'s' if held > 1 else ''}. "
                         f"{escape(BRACELET_WHEN)}")
        elif phase == "egg" and mine:
            text = f"You hold the egg and may give it up now (DE-7). {escape(EGG_USE)}"
        elif phase == "discard" and mine:
            text = f"You hold {len(obs['hand'])} cards: click a card to discard it (down to 5, DE-6)."
        else:
            text = "Waiting for the other players."
        goal = f"Reaching {obs['threshold']} ZOO ends the game after that round; the most money wins."
        self.status.value = (f'<div class="de-box" style="background:#F7F7F2"><b>Round {obs["round"]}</b>'
                             f' &middot; {goal} &middot; deck {obs["deck_size"]} cards<br>{text}</div>')

    def _render_players(self, obs: dict) -> None:
        rows = []
        for s in range(obs["players"]):
            name = "You (Aiko)" if s == LEARNER else f"{seat_name(s)} ({self.bot_kind.value} bot)"
            brace = bracelet_svg(obs["bracelets"][s], 20) if obs["bracelets"][s] else "&ndash;"
            egg = egg_svg(26) if obs["egg_holder"] == s else ""
            if s == LEARNER and obs["my_sets"]:
                table = cards_svg(" ".join(obs["my_sets"]).split(), width=30, height=42,
                                  title="your two sets, face down")
                doing = f"placed Far {obs['my_sets'][0]}, Near {obs['my_sets'][1]}"
            elif obs["placed"][s]:
                table = cards_svg([None] * 4, width=30, height=42, title="two sets face down")
                doing = "placed two sets face down"
            else:
                table, doing = "", ("building" if obs["phase"] == "build" and not obs["over"] else "")
            if obs["shown"][s]:
                doing += f"; shows its {obs['egg_target'].capitalize()}: {obs['shown'][s]}"
            winner = " &#9733; winner" if obs["over"] and s in obs["winners"] else ""
            cls = ' class="de-me"' if s == LEARNER else ""
            rows.append(
                f'<tr{cls}><td><b>{escape(name)}</b>{winner}</td>'
                f'<td class="de-money-{s}">{money_html(obs["money"][s])}</td>'
                f'<td class="de-bracelets-{s}">{brace}</td><td>{egg}</td>'
                f'<td>{obs["hand_sizes"][s]}</td><td>{table} <span class="de-note">{escape(doing)}</span></td></tr>')
        head = ("<tr><th>Player</th><th>Money</th><th>Bracelets</th><th>Egg</th><th>Cards in hand</th>"
                "<th>On the table</th></tr>")
        self.players_panel.value = f'<table class="de-table">{head}{"".join(rows)}</table>'

    def _render_hand(self) -> None:
        """Show the hand as card buttons (rebuilt only when the hand or the phase changes)."""
        phase = self.state.observation(LEARNER)["phase"]
        key = (tuple(self.hand), phase)
        if key != self._hand_key:
            verb = "discard" if phase == "discard" else "pick"
            buttons = []
            for i, token in enumerate(self.hand):
                b = card_button(token, lambda _b, i=i: self.click_card(i), f"de-hand-{i}")
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
        building = self.state.observation(LEARNER)["phase"] == "build" and not self.state.is_over()
        self.sets_preview.value = (
            '<div style="display:flex;gap:18px;align-items:flex-end">' + "".join(parts) + "</div>"
            if building and LEARNER in self.state.to_act() else "")
