"""Replay: step forwards and backwards through a seeded bot game, one sentence per step.

The stepping machinery is the shared :class:`widgets.replay.Replay`: the game is
played once by the engine's bots and kept as a list of snapshots (``State.clone``
after every action). A step's commentary is made from the events
that action produced (the all-seeing ``visible_log(None)`` wording), and the
table at that step -- money, bracelets, the egg, hands, placed and revealed sets --
is read from the snapshot's observations. The replay is a finished bot game, so it
shows every seat's cards: nothing here is secret from the viewer.

**Review.** Under the table, a Review button runs the coach on the loaded game for
the seat chosen in "Whose choices" (any seat: the game is watched from above). Each
row shows the table as that seat saw it then, from its observation alone.

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`ReplayViewer.link_script` is the script the notebook displays). A finished game
from a link goes through the engine's ``from_json``; its moves become the replay's steps.
The replay shows every hand, so a game still being played is refused with a sentence (the
play page opens it for the seat to move). **Share** gives the link of the game shown.
"""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as w

from engines.core import seat_name
from engines.dragon_egg import RoundResult, State, new_game, parse_action, score_round

from ..banner import MessageBanner
from ..coaching import review_css
from ..layout import stacked
from ..replay import Replay, Step as ReplayStep, bot_kinds, bot_moves, log_html
from .round_result import result_html
from .cardbuttons import labelled, style_widget
from .pictures import bracelet_svg, cards_svg, egg_svg, money_html

__all__ = ["Step", "ReplayViewer", "play_bot_game", "game_steps", "table_html"]

BOTS = bot_kinds("dragon_egg")
"""The bots a replay offers, by name: the Standard bot, then Random."""
MAX_STEPS = 5000


@dataclass(frozen=True)
class Step(ReplayStep):
    """One action of the recorded game and what it led to."""

    round: int  # the round in which the action was taken
    lines: tuple[str, ...]  # the events of this step, as the all-seeing log reads them
    result: RoundResult | None  # the latest scoring at this point (public, rebuilt by the engine)
    egg_before: int | None  # who held the egg before that scoring
    scored: bool  # whether this step set off a reveal


def play_bot_game(players: int, seed: int, bot: str = "Sage") -> list[Step]:
    """Play a whole game with bots and keep a snapshot after every action."""
    state = new_game(players, seed=seed)
    bots = {s: BOTS[bot](seed * 10 + s) for s in range(players)}
    return _steps(state, bot_moves(state, bots, MAX_STEPS))


def game_steps(game: State) -> list[Step]:
    """The steps of a loaded game (e.g. from a link): its moves replayed from its deal, checked again."""
    record = game.to_json()
    state = State.opening(record)

    def moves():
        for seat, move in record["moves"]:
            action = parse_action(move)
            start = len(state.events)
            state.apply(seat, action)
            yield seat, action, state.events[start:]

    return _steps(state, moves())


def _steps(state, moves) -> list[Step]:
    """A snapshot after every action of ``moves`` (seat, action, new events), applied to ``state``."""
    steps = [Step(seat=None, round=1, action="deal", lines=tuple(state.visible_log(None)), state=state.clone(),
                  result=None, egg_before=None, scored=False)]
    result, egg_before = None, None
    for seat, action, new in moves:
        before = steps[-1].state.observation(0)
        holder, round_ = before["egg_holder"], before["round"]
        scored = any(e[0] == "score" for e in new)
        if scored:
            last = state.observation(0)["last_round"]
            egg_before = holder
            result = score_round(list(zip(last["far"], last["near"])), egg_holder=holder,
                                 rules=state.rules)
        lines = tuple(line for e in new for line in e.seen_by(None).split("\n"))
        steps.append(Step(seat=seat, round=round_, action=str(action), lines=lines, state=state.clone(), result=result,
                          egg_before=egg_before, scored=scored))
    return steps


def commentary(step: Step) -> str:
    """One sentence about a step: what the player did and, if it set off a reveal, the outcome."""
    if step.seat is None:
        return step.lines[0] + " Everyone is dealt five cards."
    first = step.lines[0].rstrip(".")
    s = step.state
    extra = []
    if step.scored and step.result is not None:
        earned = ", ".join(f"{seat_name(p)} {e}" for p, e in enumerate(step.result.earnings))
        extra.append(f"every set is revealed and the earnings are {earned} ZOO")
    if s.is_over():
        names = " and ".join(seat_name(p) for p in s.winners())
        extra.append(f"the game ends and {names} {'share the win' if len(s.winners()) > 1 else 'wins'}")
    return first + ("; " + "; ".join(extra) if extra else "") + "."


def table_html(state) -> str:
    """Every seat's money, bracelets, egg, hand and sets placed this round (the replay sees everything)."""
    rows = []
    for s in range(state.players):
        obs = state.observation(s)
        brace = bracelet_svg(obs["bracelets"][s], 20) if obs["bracelets"][s] else "&ndash;"
        egg = egg_svg(26) if obs["egg_holder"] == s else ""
        hand = cards_svg(obs["hand"], width=30, height=42) if obs["hand"] else ""
        sets = ""
        if obs["my_sets"]:
            sets = (cards_svg(" ".join(obs["my_sets"]).split(), width=30, height=42)
                    + f'<div class="de-note">Far {obs["my_sets"][0]} &middot; Near {obs["my_sets"][1]}</div>')
        winner = " &#9733; winner" if obs["over"] and s in obs["winners"] else ""
        rows.append(f'<tr><td><b>{seat_name(s)}</b>{winner}</td>'
                    f'<td class="de-replay-money-{s}">{money_html(obs["money"][s])}</td>'
                    f"<td>{brace}</td><td>{egg}</td><td>{hand}</td><td>{sets}</td></tr>")
    head = ("<tr><th>Player</th><th>Money</th><th>Bracelets</th><th>Egg</th><th>Hand</th>"
            "<th>Sets placed this round</th></tr>")
    goal = (f"Reaching {state.observation(0)['threshold']} ZOO ends the game after that round; "
            "the most money wins.")
    return f'<div class="de-note">{goal}</div>' + stacked(f'<table class="de-table">{head}{"".join(rows)}</table>')


class ReplayViewer(Replay):
    """The replay app. ``widget`` is the whole app; buttons and the Step box call ``go``."""

    key = "dragon_egg"
    prefix = "de"
    box = '<div class="de-box" style="background:#F7F7F2;font-size:15px">'

    def __init__(self, players: int = 3, seed: int = 7, bot: str = "Sage") -> None:
        self.players = w.ToggleButtons(options=[2, 3, 4, 5], value=players,
                                       style={"button_width": "40px"}, layout=w.Layout(width="auto"))
        self.players.add_class("de-replay-players")
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot,
                                        style={"button_width": "80px"}, layout=w.Layout(width="auto"))
        self.bot_kind.add_class("de-replay-bots")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, layout=w.Layout(width="110px"))
        self.seed.add_class("de-replay-seed")
        self.table = self.part("table")
        self.reveal = self.part("reveal")
        self.log = self.part("log")
        self.review_seat = w.ToggleButtons(options=[(seat_name(s), s) for s in range(players)], value=0,
                                           style={"button_width": "80px"}, layout=w.Layout(width="auto"))
        self.review_seat.add_class("de-replay-review-seat")
        self._quiet = False
        self.review_seat.observe(lambda _: self._offer_review(), names="value")
        self.review = self.review_panel()
        self.share_by_link("de-replay", "de-replay", State, game_steps, lambda steps: steps[0].state.players)
        super().__init__(
            MessageBanner(css_class="de-banner"), style_widget(),
            [labelled("Players", self.players), labelled("Bots", self.bot_kind), labelled("Seed", self.seed)],
            [self.title("The table after this step"), self.table, self.title("The latest reveal"), self.reveal,
             self.title("Review: the coach looks at each choice of one player"), w.HTML(review_css()),
             labelled("Whose choices", self.review_seat), self.review.widget,
             self.title("Everything so far (newest first)"), self.log,
             self.title("Share this game as a link"), self.share.widget, self.reader.box])

    def load(self) -> None:
        """Play a new bot game, show its deal and offer a review of the chosen seat's choices."""
        super().load()
        options = [(seat_name(s), s) for s in range(self.players.value)]
        if list(self.review_seat.options) != options:
            value = min(self.review_seat.value or 0, len(options) - 1)
            self._quiet = True  # the chooser's own changes here are not the viewer's choice
            try:
                self.review_seat.options = options
                self.review_seat.value = value
            finally:
                self._quiet = False
        self._offer_review()

    def _offer_review(self) -> None:
        """Ready the Review for the chosen seat of the loaded game (the game's final state)."""
        if self.steps and not self._quiet:
            self.review.ready(self.steps[-1].state, self.review_seat.value)
            self.review.button.description = "Review"
            self.review.button.tooltip = f"The coach rates each of {seat_name(self.review_seat.value)}'s choices"

    def play_bots(self) -> list[Step]:
        """Play a new bot game with the chosen settings."""
        return play_bot_game(self.players.value, self.seed.value, self.bot_kind.value)

    def summary(self) -> str:
        """How many actions and rounds the game took."""
        return self.game_words(f"{len(self.steps) - 1} actions over {self.steps[-1].state.round} rounds")

    commentary = staticmethod(commentary)

    def round_of(self, index: int) -> int:
        """The round in which the step's action was taken."""
        return self.steps[index].round

    def draw(self, index: int) -> None:
        """The table, the latest reveal and the log at this step."""
        step = self.steps[index]
        state = step.state
        self.table.value = table_html(state)
        if step.result is None:
            self.reveal.value = '<span class="de-note">No round has been scored yet.</span>'
        else:
            names = [seat_name(s) for s in range(state.players)]
            self.reveal.value = result_html(step.result, names, step.egg_before, state.rules)
        self.log.value = log_html(state.visible_log(None), len(step.lines), "de-log", 120)
