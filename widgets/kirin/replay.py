"""Replay: step forwards and backwards through a seeded bot game of Kirin, one sentence per step.

The game is played once by the engine's bots and kept as a list of snapshots
(``State.clone`` after every action). Each step's sentence is made from the events
that action produced; when a trick ends, the engine's own explanations
(:func:`engines.kirin.explain_winner`, :func:`engines.kirin.explain_order_after`)
say why it was won and what the Kirin cards did, and when a card was forced the
engine's :func:`engines.kirin.legal_follows` says what else was allowed. The replay
is a finished bot game watched from above, so it shows every hand and every
declaration.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as w

from engines.core import seat_name
from engines.kirin import BEAST_TITLES, legal_follows, new_game, parse_card
from engines.kirin.bots import MonteCarloBot, RandomBot
from engines.kirin.game import TRICKS_PER_ROUND

from .explorer import Banner, style_widget
from .pictures import card_svg, cards_svg, order_html, trick_svg
from .table import TrickRecord, record_trick, trick_caption

__all__ = ["Step", "ReplayViewer", "play_bot_game", "commentary"]

BOTS = {"MonteCarlo": MonteCarloBot, "Random": RandomBot}
MAX_STEPS = 1000


@dataclass(frozen=True)
class Step:
    """One action of the recorded game and what it led to."""

    seat: int | None  # None for the deal (step 0)
    action: str  # "deal", "declare Q6" or "play Q6"
    sentence: str  # the commentary: one sentence
    why: str  # the engine's reasons when a trick ended, else ""
    state: object  # a snapshot of the game after the step
    trick: TrickRecord | None  # the trick this step finished, if any


def _play_sentence(before, seat: int, card: str) -> str:
    """What a play meant: a lead, a free choice, or a card the follow rule forced (KI-4)."""
    name = seat_name(seat)
    trick = before.observation(seat)["trick"]
    if not trick:
        return f"{name} leads {card}"
    led = trick[0][1]
    hand = [str(c) for c in before.hand(seat)]
    allowed = [str(c) for c in legal_follows(hand, led, before.current_order())]
    if len(allowed) == len(hand):
        return f"{name} follows {led} with {card}: nothing in the hand had to be played, so any card was allowed"
    if len(allowed) == 1:
        return f"{name} plays {card}, the only card the follow rule allowed against {led}"
    return (f"{name} plays {card}: against {led} the follow rule allowed only "
            f"{', '.join(allowed[:-1])} or {allowed[-1]}")


def play_bot_game(seed: int, bot: str = "MonteCarlo") -> list[Step]:
    """Play a whole game with four bots and keep a snapshot and one sentence after every action."""
    state = new_game(seed=seed)
    bots = {s: BOTS[bot](seed * 10 + s) for s in range(4)}
    steps = [Step(None, "deal", str(state.events[-1]), "", state.clone(), None)]
    for _ in range(MAX_STEPS):
        if state.is_over():
            break
        seat = state.to_act()[0]
        before = state.clone()
        obs = before.observation(0)  # public parts only: leader, order, trick so far
        action = bots[seat].choose(state.observation(seat), state.legal_actions(seat))
        start = len(state.events)
        state.apply(seat, action)
        new = state.events[start:]
        card = str(action.card)
        record = None
        if str(action).startswith("declare"):
            beast = BEAST_TITLES[parse_card(card).beast]
            parts = [f"{seat_name(seat)} declares {card} face down and will collect {beast} cards "
                     f"in round {obs['round']}"]
            if any(e.kind == "declared" for e in new):
                parts.append(f"everyone has declared, and {seat_name(obs['leader'])} leads the first trick")
        else:
            parts = [_play_sentence(before, seat, card)]
            for e in new:
                if e.kind in ("win", "all_kirin"):
                    record = record_trick(obs["round"], len(obs["tricks"]) + 1, obs["leader"],
                                          e.data[1].split(), obs["order"])
                    parts.append(trick_caption(record)[0].lower() + trick_caption(record)[1:].rstrip("."))
        for e in new:
            if e.kind == "reveal":
                points = state.history[-1][1]
                parts.append(f"round {obs['round']} ends with "
                             + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(points)) + " points")
            if e.kind == "end":
                best = max(state.scores())
                names = " and ".join(seat_name(s) for s in state.winners())
                verb = "share the win" if len(state.winners()) > 1 else "wins"
                parts.append(f"the game is over and {names} {verb} with {best} points")
        why = f"{record.why_winner} {record.why_order}" if record else ""
        steps.append(Step(seat, str(action), "; ".join(parts) + ".", why, state.clone(), record))
    return steps


def commentary(step: Step) -> str:
    """The one sentence said about a step."""
    return step.sentence


class ReplayViewer:
    """The replay app. ``widget`` is the whole app; the buttons and the slider call ``go``."""

    def __init__(self, seed: int = 7, bot: str = "MonteCarlo") -> None:
        self.banner = Banner()
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot, description="Bots",
                                        style={"button_width": "100px"}, layout=w.Layout(width="auto"))
        self.bot_kind.add_class("ki-replay-bots")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     layout=w.Layout(width="170px"))
        self.seed.add_class("ki-replay-seed")
        self.play_button = w.Button(description="Play this game", icon="play", button_style="primary")
        self.play_button.add_class("ki-replay-new")
        self.play_button.on_click(lambda _: self.load())

        def nav(text: str, cls: str, target, tip: str, icon: str) -> w.Button:
            b = w.Button(description=text, tooltip=tip, icon=icon, layout=w.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(lambda _: self.go(target()))
            return b

        self.first_button = nav("First", "ki-replay-first", lambda: 0, "Back to the deal", "fast-backward")
        self.prev_button = nav("Back", "ki-replay-prev", lambda: self.index - 1, "One step back",
                               "step-backward")
        self.next_button = nav("Forward", "ki-replay-next", lambda: self.index + 1, "One step forward",
                               "step-forward")
        self.trick_button = nav("Next trick", "ki-replay-next-trick", self._next_trick_end,
                                "Forward to the end of the next trick", "forward")
        self.last_button = nav("Last", "ki-replay-last", lambda: len(self.steps) - 1,
                               "To the end of the game", "fast-forward")
        self.slider = w.IntSlider(min=0, max=0, value=0, description="Step", continuous_update=True,
                                  layout=w.Layout(width="380px"))
        self.slider.add_class("ki-replay-slider")
        self.slider.observe(lambda change: self._show(change["new"]), names="value")
        self.comment = w.HTML()
        self.comment.add_class("ki-replay-comment")
        self.table = w.HTML()
        self.table.add_class("ki-replay-table")
        self.hands = w.HTML()
        self.hands.add_class("ki-replay-hands")
        self.steps: list[Step] = []
        self.index = 0

        def title(text: str) -> w.HTML:
            return w.HTML(f'<div class="ki-section-title">{text}</div>')

        controls = w.HBox([self.bot_kind, self.seed, self.play_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        navigation = w.HBox([self.first_button, self.prev_button, self.slider, self.next_button,
                             self.trick_button, self.last_button],
                            layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = w.VBox([
            style_widget(), controls, self.banner.widget, navigation, self.comment,
            title("The table after this step"), self.table,
            title("Hands, declarations and won cards (everything is shown: the game is over)"),
            self.hands,
        ])
        self.widget.add_class("ki-app")
        self.widget.add_class("ki-replay")
        self.load()

    # ----- navigation --------------------------------------------------------------------
    def load(self) -> None:
        """Play a new bot game with the chosen bots and seed, and show its deal."""
        self.steps = play_bot_game(self.seed.value, self.bot_kind.value)
        tricks = sum(1 for s in self.steps if s.trick is not None)
        self.banner.show(f"A game of four {self.bot_kind.value} bots (seed {self.seed.value}): "
                         f"{len(self.steps) - 1} moves, {tricks} tricks over three rounds. Step through "
                         "it with the buttons or the slider.", "info")
        self.slider.max = len(self.steps) - 1
        if self.slider.value == 0:
            self._show(0)
        else:
            self.slider.value = 0

    def go(self, index: int) -> None:
        """Jump to a step (clamped to the game)."""
        self.slider.value = max(0, min(index, len(self.steps) - 1))

    def forward(self) -> None:
        """One step forward."""
        self.go(self.index + 1)

    def back(self) -> None:
        """One step back."""
        self.go(self.index - 1)

    def _next_trick_end(self) -> int:
        """The next step that finishes a trick (or the last step)."""
        for i in range(self.index + 1, len(self.steps)):
            if self.steps[i].trick is not None:
                return i
        return len(self.steps) - 1

    @property
    def text(self) -> str:
        """The commentary of the step on show."""
        return commentary(self.steps[self.index])

    # ----- drawing -------------------------------------------------------------------------
    def _show(self, index: int) -> None:
        self.index = index
        step = self.steps[index]
        state = step.state
        obs = state.observation(0)
        who = "" if step.seat is None else f" &middot; {seat_name(step.seat)}: <code>{escape(step.action)}</code>"
        why = f'<div class="ki-why ki-replay-why" style="margin-top:4px">Why: {escape(step.why)}</div>' \
            if step.why else ""
        self.comment.value = (
            f'<div class="ki-box" style="font-size:15px"><b>Step {index} of {len(self.steps) - 1}</b> '
            f'&middot; round {self._round_of(index)}{who}<br>'
            f'<span class="ki-commentary">{escape(step.sentence)}</span>{why}</div>')
        if step.trick is not None:
            rec = step.trick
            picture = trick_svg(rec.cards, rec.leader, rec.winner, you=None,
                                note="no winner" if rec.winner is None else None)
            caption = "The trick just finished"
        else:
            cards = [c for _, c in obs["trick"]]
            to_play = state.to_act()[0] if obs["phase"] == "play" else None
            picture = trick_svg(cards, obs["leader"], to_play=to_play, you=None)
            caption = "The current trick" if obs["phase"] == "play" else "Declarations are being chosen"
        trick_no = min(len(obs["tricks"]) + (0 if step.trick else 1), TRICKS_PER_ROUND)
        scores = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(obs["scores"]))
        self.table.value = (
            '<div style="display:flex;gap:22px;align-items:center;flex-wrap:wrap">'
            f'<div><div class="ki-note">{caption}</div>{picture}</div>'
            f'<div class="ki-note" style="line-height:1.8">Round {obs["round"]} of {obs["rounds"]}, '
            f'trick {trick_no} of {TRICKS_PER_ROUND}<br>Order in force:<br>{order_html(obs["order"])}'
            f'<br>Game scores: <b>{scores}</b></div></div>')
        self.hands.value = self._hands_html(state)
        self.prev_button.disabled = self.first_button.disabled = index == 0
        last = index == len(self.steps) - 1
        self.next_button.disabled = self.last_button.disabled = self.trick_button.disabled = last

    def _round_of(self, index: int) -> int:
        """The round in which the step's action was taken."""
        step = self.steps[index]
        if index == 0:
            return 1
        return self.steps[index - 1].state.round

    def _hands_html(self, state) -> str:
        rows = []
        mover = state.to_act()[0] if state.to_act() and state.observation(0)["phase"] == "play" else None
        legal = {str(a.card) for a in state.legal_actions(mover)} if mover is not None else set()
        for s in range(4):
            hand = [str(c) for c in state.hand(s)]
            marks = [c in legal for c in hand] if s == mover else None
            pic = cards_svg(hand, marks, width=36, height=50, gap=3) if hand else '<span class="ki-note">empty</span>'
            declared = state.observation(s)["declaration"]
            decl = (card_svg(declared, width=30, height=42) if declared
                    else '<span class="ki-note">not yet</span>')
            won = state.observation(s)["won"][s]
            pile = cards_svg(won, width=30, height=42, gap=-10) if won else '<span class="ki-note">none</span>'
            turn = " &#9664; next to play (&#10003; allowed)" if s == mover else ""
            rows.append(f"<tr><td><b>{seat_name(s)}</b>{turn}</td><td>{pic}</td><td>{decl}</td>"
                        f"<td>{pile} ({len(won)})</td></tr>")
        head = "<tr><th>Player</th><th>Hand</th><th>Declared</th><th>Won this round</th></tr>"
        return f'<table class="ki-table">{head}{"".join(rows)}</table>'
