"""Replay: step forwards and backwards through a seeded Meow Oracle bot game, one sentence per step.

The game is played once by the engine's bots and kept as a list of snapshots
(``State.clone`` after every action). A step's commentary is built from the events
that action produced; when a card is placed, the engine also says what it did to
the player's Area (the run's length, MO-2; a completed colour line, MO-3). The
Areas at each step come from the snapshot's observation, so face-down cards stay
backs: nobody knows them until they are turned up (MO-6).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as w

from engines.core import seat_name
from engines.meow_oracle import Rules, ascending_run, new_game, scoring_lines
from engines.meow_oracle.bots import GreedyBot, RandomBot

from .calculator import Banner, line_name, on_click, style_widget
from .table import areas_html, describe_action, round_html

__all__ = ["Step", "ReplayViewer", "play_bot_game", "commentary"]

BOTS = {"Greedy": GreedyBot, "Random": RandomBot}
MAX_STEPS = 5000


@dataclass(frozen=True)
class Step:
    """One action of the recorded game and what it led to."""

    seat: int | None          # None for the deal (step 0)
    action: str               # the action as a learner reads it
    events: tuple             # the engine's events of this step
    state: object             # a snapshot of the game after the step
    before: object | None     # the snapshot before the step (None for the deal)


def play_bot_game(players: int, seed: int, bot: str = "Greedy", path: str = "rows") -> list[Step]:
    """Play a whole game with bots and keep a snapshot after every action."""
    state = new_game(players, seed=seed, rules=Rules(path=path))
    bots = {s: BOTS[bot](seed * 10 + s) for s in range(players)}
    steps = [Step(None, "deal", tuple(state.events), state.clone(), None)]
    for _ in range(MAX_STEPS):
        if state.is_over():
            break
        seat = state.to_act()[0]
        action = bots[seat].choose(state.observation(seat), state.legal_actions(seat))
        before = steps[-1].state
        start = len(state.events)
        state.apply(seat, action)
        steps.append(Step(seat, describe_action(action, players, seat), tuple(state.events[start:]),
                          state.clone(), before))
    return steps


def _names(seats) -> str:
    """'Aiko', 'Aiko and Bruno', 'Aiko, Bruno and Chidi'."""
    names = [seat_name(int(s)) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _placement_effect(step: Step, seat: int) -> str:
    """What a placement did to the seat's Area: a longer run, a completed colour line (MO-2, MO-3)."""
    rules = step.state.rules
    old, new = step.before.grid(seat), step.state.grid(seat)
    run_old, run_new = ascending_run(old, rules), ascending_run(new, rules)
    fresh = [line for line in scoring_lines(new) if line not in scoring_lines(old)]
    parts = []
    if run_new > run_old:
        parts.append(f"{seat_name(seat)}'s ascending run grows to {run_new} card"
                     f"{'s' if run_new != 1 else ''}")
    if fresh:
        parts.append("it completes a colour line (" + ", ".join(line_name(l) for l in fresh) + ", +2)")
    return " and ".join(parts)


def commentary(step: Step) -> str:
    """One sentence about a step: what the player did and what it led to."""
    events = step.events
    kinds = [e.kind for e in events]
    if step.seat is None:
        return str(events[0])
    seat = step.seat
    if kinds[0] == "turn_up":
        obs = step.state.observation(0)
        first = str(events[0]).rstrip(".")
        if obs["phase"] == "choose" and obs["active"] == seat:
            return f"{first}: that is all {obs['turn_up_count']} cards for this turn, now to keep and give."
        return f"{first} ({len(obs['turned_up'])} of {obs['turn_up_count']} this turn)."
    if kinds[0] == "keep":
        kept = events[0][2]
        gives = [f"{e[3]} to {seat_name(e[2])}" for e in events if e.kind == "give"]
        return f"{seat_name(seat)} keeps {kept} and gives {' and '.join(gives)}."
    # a placement, maybe followed by the end of a round or of the game
    place = next(e for e in events if e.kind == "place")
    text = f"{seat_name(seat)} places {place[2]} on {place[3]}"
    if "move_aside" in kinds:
        text += ", sending the face-down card there beside the Area"
    effect = _placement_effect(step, seat) if "score" not in kinds else ""
    if effect:
        text += f"; {effect}"
    if "score" in kinds:
        scores = [e for e in events if e.kind == "score"]
        rnd = scores[0][2]
        totals = ", ".join(f"{seat_name(e[1])} {e[4] + e[5]}" for e in scores)
        points = ", ".join(str(e[3]) for e in events if e.kind == "winner_points")
        text += (f", the last square: round {rnd} is scored with totals {totals} "
                 f"and winner points {points} (MO-4)")
        nxt = next((e for e in events if e.kind == "next_start"), None)
        if nxt is not None:
            text += f"; {seat_name(nxt[1])} had the lowest total and starts round {nxt[2]} (MO-7)"
        end = next((e for e in events if e.kind == "end"), None)
        if end is not None:
            seats = end[1].split()
            text += (f"; the game ends and {_names(seats)} "
                     + ("wins" if len(seats) == 1 else "share the win") + " (MO-8)")
    return text + "."


class ReplayViewer:
    """The replay app. ``widget`` is the whole app; buttons and the slider call :meth:`go`."""

    def __init__(self, players: int = 3, seed: int = 7, bot: str = "Greedy") -> None:
        self.banner = Banner("mo-replay-banner")
        self.players = w.ToggleButtons(options=[2, 3, 4], value=players, description="Players",
                                       style={"button_width": "40px"})
        self.players.add_class("mo-replay-players")
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot, description="Bots",
                                        style={"button_width": "80px"})
        self.bot_kind.add_class("mo-replay-bots")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     layout=w.Layout(width="170px"))
        self.seed.add_class("mo-replay-seed")
        self.play_button = w.Button(description="Play this game", icon="play", button_style="primary")
        self.play_button.add_class("mo-replay-new")
        on_click(self.play_button, self.banner, self.load)

        def nav(text: str, cls: str, target, tip: str, icon: str) -> w.Button:
            b = w.Button(description=text, tooltip=tip, icon=icon, layout=w.Layout(width="auto"))
            b.add_class(cls)
            on_click(b, self.banner, lambda: self.go(target()))
            return b

        self.first_button = nav("First", "mo-replay-first", lambda: 0, "Back to the deal",
                                "fast-backward")
        self.prev_button = nav("Back", "mo-replay-prev", lambda: self.index - 1, "One step back",
                               "step-backward")
        self.next_button = nav("Forward", "mo-replay-next", lambda: self.index + 1,
                               "One step forward", "step-forward")
        self.last_button = nav("Last", "mo-replay-last", lambda: len(self.steps) - 1,
                               "To the end of the game", "fast-forward")
        self.slider = w.IntSlider(min=0, max=0, value=0, description="Step",
                                  continuous_update=True, layout=w.Layout(width="420px"))
        self.slider.add_class("mo-replay-slider")
        self.slider.observe(lambda change: self._show(change["new"]), names="value")
        self.comment = w.HTML()
        self.comment.add_class("mo-replay-comment")
        self.areas = w.HTML()
        self.areas.add_class("mo-replay-areas")
        self.results = w.HTML()
        self.results.add_class("mo-replay-results")
        self.log = w.HTML()
        self.log.add_class("mo-replay-log")
        self.steps: list[Step] = []
        self.index = 0
        title = lambda text: w.HTML(f'<div class="mo-section-title">{text}</div>')  # noqa: E731
        controls = w.HBox([self.players, self.bot_kind, self.seed, self.play_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        navigation = w.HBox([self.first_button, self.prev_button, self.slider, self.next_button,
                             self.last_button], layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = w.VBox([
            style_widget(), controls, self.banner.widget, navigation, self.comment,
            title("Every Area after this step"), self.areas,
            title("Rounds scored so far"), self.results,
            title("Everything so far (newest first; this step in bold)"), self.log,
        ])
        self.widget.add_class("mo-app")
        self.widget.add_class("mo-replay")
        self.load()

    def load(self) -> None:
        """Play a new bot game with the chosen players, bots and seed, and show its deal."""
        self.steps = play_bot_game(self.players.value, self.seed.value, self.bot_kind.value)
        self.banner.show(f"A {self.players.value}-player game of {self.bot_kind.value} bots (seed "
                         f"{self.seed.value}): {len(self.steps) - 1} actions over two rounds. "
                         "Step through it with the buttons or the slider.", "info")
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

    @property
    def text(self) -> str:
        """The commentary of the step on show."""
        return commentary(self.steps[self.index])

    def _show(self, index: int) -> None:
        self.index = index
        step = self.steps[index]
        state = step.state
        obs = state.observation(0)
        who = "" if step.seat is None else (
            f"&middot; {seat_name(step.seat)}: <code>{escape(step.action)}</code>")
        self.areas.value = areas_html(obs, me=None)
        done = len(obs["round_scores"])
        self.results.value = ("".join(round_html(obs, r, me=None) for r in range(done, 0, -1))
                              or '<span class="mo-note">No round has been scored yet.</span>')
        lines = state.log()
        fresh = set(range(len(lines) - len(step.events), len(lines)))
        shown = [f"<div><b>{escape(x)}</b></div>" if i in fresh else f"<div>{escape(x)}</div>"
                 for i, x in enumerate(lines)][::-1]
        self.log.value = '<div class="mo-log">' + "".join(shown[:150]) + "</div>"
        self.prev_button.disabled = self.first_button.disabled = index == 0
        self.next_button.disabled = self.last_button.disabled = index == len(self.steps) - 1
        # the commentary last: once it shows this step, the Areas and the log do too
        self.comment.value = (f'<div class="mo-box mo-status" style="font-size:15px">'
                              f'<b>Step {index} of {len(self.steps) - 1}</b> &middot; round '
                              f'{obs["round"]} {who}<br>'
                              f'<span class="mo-commentary">{escape(commentary(step))}</span></div>')
