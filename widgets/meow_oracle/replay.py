"""Replay: step forwards and backwards through a seeded Meow Oracle bot game, one sentence per step.

The stepping machinery is the shared :class:`widgets.replay.Replay`: the game is
played once by the engine's bots and kept as a list of snapshots (``State.clone``
after every action). A step's commentary is built from the events
that action produced; when a card is placed, the engine also says what it did to
the player's Area (the run's length, MO-2; a completed colour line, MO-3). The
Areas at each step come from the snapshot's observation, so face-down cards stay
backs: nobody knows them until they are turned up (MO-6).

**Review**: the coach rates the choices of any seat of the loaded game (chosen in
"Review the choices of"); see :data:`widgets.meow_oracle.review.TURN_UPS`. A
replay is a bot game seen from above, so any seat may be reviewed; each row's picture
shows only what that seat saw at that moment.

**Links**: a :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`ReplayViewer.link_script` is the script the notebook displays). A game from a link
goes through the engine's ``from_json``; its moves become the replay's steps. A seat's view
of a game still being played (what the play page shares) opens on the play page instead; it,
or a bad link, gets a sentence in the banner and the page's own bot game. **Share** gives the link of the
game on show.
"""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as w

from engines.core import join_and, seat_name
from engines.meow_oracle import Rules, State, TurnUp, ascending_run, new_game, scoring_lines
from engines.meow_oracle.actions import parse_action

from ..banner import MessageBanner
from ..coaching import review_css
from ..replay import Replay, Step as ReplayStep, bot_kinds, bot_moves, log_html
from .words import line_name
from .cardbuttons import style_widget
from .review import describe_action
from .areas import areas_html, round_html

__all__ = ["Step", "ReplayViewer", "play_bot_game", "commentary"]

BOTS = bot_kinds("meow_oracle")
"""The bots a replay offers, by name: the Standard bot, then Random."""
MAX_STEPS = 5000


@dataclass(frozen=True)
class Step(ReplayStep):
    """One action of the recorded game (as a learner reads it) and what it led to."""

    events: tuple             # the engine's events of this step
    before: object | None     # the snapshot before the step (None for the deal)


def step_words(action, players: int, seat: int) -> str:
    """A step as the replay lists it: a turn-up as it is typed ('turn b2'), any other move in words
    (:func:`widgets.meow_oracle.review.describe_action`: 'keep R5, give B3 to Bruno')."""
    if isinstance(action, TurnUp):
        return str(action)
    return describe_action(action, {"seat": seat, "players": players})


def play_bot_game(players: int, seed: int, bot: str = "Greedy", path: str = "rows") -> list[Step]:
    """Play a whole game with bots and keep a snapshot after every action."""
    state = new_game(players, seed=seed, rules=Rules(path=path))
    bots = {s: BOTS[bot](seed * 10 + s) for s in range(players)}
    steps = [Step(seat=None, action="deal", events=tuple(state.events), state=state.clone(), before=None)]
    for seat, action, new in bot_moves(state, bots, MAX_STEPS):
        steps.append(Step(seat=seat, action=step_words(action, players, seat), events=new, state=state.clone(),
                          before=steps[-1].state))
    return steps


def game_steps(game: State) -> list[Step]:
    """The steps of a loaded game (e.g. from a link): its moves replayed from its deal, checked again."""
    record = game.to_json()
    state = State.opening(record)
    steps = [Step(seat=None, action="deal", events=tuple(state.events), state=state.clone(), before=None)]
    for seat, move in record["moves"]:
        action = parse_action(move)
        start = len(state.events)
        state.apply(seat, action)
        steps.append(Step(seat=seat, action=step_words(action, state.players, seat),
                          events=tuple(state.events[start:]), state=state.clone(), before=steps[-1].state))
    return steps


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
            text += f"; {seat_name(nxt[1])} starts round {nxt[2]}, with the lowest round-1 total (MO-7)"
        end = next((e for e in events if e.kind == "end"), None)
        if end is not None:
            seats = end[1].split()
            text += (f"; the game ends and {join_and(seat_name(int(s)) for s in seats)} "
                     + ("wins" if len(seats) == 1 else "share the win") + " (MO-8)")
    return text + "."


class ReplayViewer(Replay):
    """The replay app. ``widget`` is the whole app; buttons and the Step box call :meth:`go`."""

    key = "meow_oracle"
    prefix = "mo"
    box = '<div class="mo-box mo-status" style="font-size:15px">'

    def __init__(self, players: int = 3, seed: int = 7, bot: str = "Greedy") -> None:
        self.players = w.ToggleButtons(options=[2, 3, 4], value=players, description="Players",
                                       style={"button_width": "40px"})
        self.players.add_class("mo-replay-players")
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot, description="Bots",
                                        style={"button_width": "80px"})
        self.bot_kind.add_class("mo-replay-bots")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     layout=w.Layout(width="170px"))
        self.seed.add_class("mo-replay-seed")
        self.areas = self.part("areas")
        self.results = self.part("results")
        self.log = self.part("log")
        self.review = self.review_panel()
        self.review_whose = w.Dropdown(description="Review the choices of", options=[(seat_name(0), 0)],
                                       style={"description_width": "initial"}, layout=w.Layout(width="auto"))
        self.review_whose.add_class("mo-review-whose")
        self.review_whose.observe(lambda _: self._offer_review(), names="value")
        self.share_by_link("mo-replay", "mo-replay", State, game_steps, lambda steps: steps[0].state.players,
                           finished_only=False)
        super().__init__(
            MessageBanner(css_class="mo-replay-banner"), w.VBox([style_widget(), w.HTML(review_css())]),
            [self.players, self.bot_kind, self.seed],
            [self.title("Every Area after this step"), self.areas,
             self.title("Rounds scored so far"), self.results,
             self.title("Review a player's choices (the coach rates each one against its best)"),
             self.review_whose, self.review.widget,
             self.title("Everything so far (newest first; this step in bold)"), self.log,
             self.title("Share this game as a link"), self.share.widget, self.reader.box])

    def load(self) -> None:
        """Play a new bot game and offer a review of any of its seats."""
        super().load()
        options = [(seat_name(s), s) for s in range(self.steps[-1].state.players)]
        if list(self.review_whose.options) != options:
            self.review_whose.options = options
        self.review_whose.value = 0
        self._offer_review()

    def _offer_review(self) -> None:
        """Offer the Review of the chosen seat's choices in the loaded game (once it is over)."""
        if not self.steps or not self.steps[-1].state.is_over():
            self.review.clear()
            return
        if self.review_whose.value is not None:
            self.review.ready(self.steps[-1].state, self.review_whose.value)

    def play_bots(self) -> list[Step]:
        """Play a new bot game with the chosen settings."""
        return play_bot_game(self.players.value, self.seed.value, self.bot_kind.value)

    def summary(self) -> str:
        """How many actions the game took."""
        if self.from_link:
            where = "the whole game" if self.steps[-1].state.is_over() else "the game as far as it was played"
            return self.game_words(f"{len(self.steps) - 1} actions ({where})")
        return self.game_words(f"{len(self.steps) - 1} actions over two rounds")

    commentary = staticmethod(commentary)

    def round_of(self, index: int) -> int:
        """The round the game is in after the step."""
        return self.steps[index].state.observation(0)["round"]

    def draw(self, index: int) -> None:
        """Every Area, the rounds scored so far and the log at this step."""
        step = self.steps[index]
        state = step.state
        obs = state.observation(0)
        self.areas.value = areas_html(obs, me=None)
        done = len(obs["round_scores"])
        self.results.value = ("".join(round_html(obs, r, me=None) for r in range(done, 0, -1))
                              or '<span class="mo-note">No round has been scored yet.</span>')
        self.log.value = log_html(state.log(), len(step.events), "mo-log", 150)
