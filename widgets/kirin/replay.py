"""Replay: step forwards and backwards through a seeded bot game of Kirin, one sentence per step.

The stepping machinery is the shared :class:`widgets.replay.Replay`: the game is
played once by the engine's bots and kept as a list of snapshots (``State.clone``
after every action). Each step's sentence is made from the events
that action produced; when a trick ends, the engine's own explanations
(:func:`engines.kirin.explain_winner`, :func:`engines.kirin.explain_order_after`)
say why it was won and what the Kirin cards did, and when a card was forced the
engine's :func:`engines.kirin.legal_follows` says what else was allowed. The replay
is a finished bot game watched from above, so it shows every hand and every
declaration.

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`ReplayViewer.link_script` is the script the notebook displays): a game record from a
link goes through the engine's ``from_json`` and the replay steps through its moves. The replay
shows every hand, so only a finished game opens here; an unfinished one, or a bad link, gets a
sentence in the banner (the play page opens unfinished games) and a bot game. **Share** gives the link of the game on show.

**Review.** A Review button (:class:`widgets.coaching.ReviewPanel`) has the coach rate
the choices of one seat of the loaded game, chosen in "Whose choices". Each row's
picture is drawn from what that seat saw at the time (its hand and the public table).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as w

from engines.core import seat_name
from engines.kirin import BEAST_TITLES, TRICKS_PER_ROUND, State, legal_follows, new_game, parse_card

from ..banner import MessageBanner
from ..coaching import review_css
from ..layout import stacked
from ..replay import Replay, Step as ReplayStep, bot_kinds, bot_moves
from .cardbuttons import style_widget
from .pictures import card_svg, cards_svg, order_html, trick_svg
from .tricks import TrickRecord, record_trick, trick_caption

__all__ = ["Step", "ReplayViewer", "play_bot_game", "commentary"]

BOTS = bot_kinds("kirin")
"""The bots a replay offers, by name: the Standard bot, then Random."""
MAX_STEPS = 1000


@dataclass(frozen=True)
class Step(ReplayStep):
    """One action of the recorded game ("deal", "declare Q6" or "play Q6") and what it led to."""

    sentence: str  # the commentary: one sentence
    why: str  # the engine's reasons when a trick ended, else ""
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
    return _steps(state, bot_moves(state, bots, MAX_STEPS))


def game_steps(game) -> list[Step]:
    """The steps of a loaded game (a game record, say from a link): its start, then each of its moves."""
    record = game.to_json()
    state = State.opening(record)

    def moves():
        for seat, text in record["moves"]:
            action = state.parse_action(text)
            start = len(state.events)
            state.apply(seat, action)
            yield seat, action, tuple(state.events[start:])

    return _steps(state, moves())


def _steps(state, moves) -> list[Step]:
    """A snapshot and one sentence after each of ``moves`` (``(seat, action, new events)``, applied to ``state``)."""
    steps = [Step(seat=None, action="deal", sentence=str(state.events[-1]), why="", state=state.clone(), trick=None)]
    for seat, action, new in moves:
        before = steps[-1].state
        obs = before.observation(0)  # public parts only: leader, order, trick so far
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
        steps.append(Step(seat=seat, action=str(action), sentence="; ".join(parts) + ".", why=why, state=state.clone(),
                          trick=record))
    return steps


def commentary(step: Step) -> str:
    """The one sentence said about a step."""
    return step.sentence


class ReplayViewer(Replay):
    """The replay app. ``widget`` is the whole app; the buttons and the Step box call ``go``."""

    key = "kirin"
    prefix = "ki"
    box = '<div class="ki-box" style="font-size:15px">'

    def __init__(self, seed: int = 7, bot: str = "MonteCarlo") -> None:
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot, description="Bots",
                                        style={"button_width": "100px"}, layout=w.Layout(width="auto"))
        self.bot_kind.add_class("ki-replay-bots")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     layout=w.Layout(width="170px"))
        self.seed.add_class("ki-replay-seed")
        self.trick_button = self.nav_button("Next trick", "next-trick", self._next_trick_end,
                                            "Forward to the end of the next trick", "forward")
        self.table = self.part("table")
        self.hands = self.part("hands")
        self.review = self.review_panel()
        self.review_seat = w.Dropdown(options=[(seat_name(s), s) for s in range(4)], value=0,
                                      description="Whose choices", style={"description_width": "initial"},
                                      layout=w.Layout(width="auto"))
        self.review_seat.add_class("ki-review-seat")
        self.review_seat.observe(lambda _: self._offer_review(), names="value")
        self.share_by_link("ki-replay", "ki", State, game_steps)
        super().__init__(
            MessageBanner(css_class="ki-banner"), style_widget(), [self.bot_kind, self.seed],
            [self.title("The table after this step"), self.table,
             self.title("Hands, declarations and won cards (everything is shown: the game is over)"),
             self.hands,
             w.HTML(review_css()),
             self.title("Review a player's choices: the coach rates each of them"),
             self.review_seat, self.review.widget,
             self.title("Share this game as a link"), self.share.widget, self.reader.box],
            more_nav=[self.trick_button])

    def load(self) -> None:
        """Play a new bot game, show its deal, and offer the review of the chosen seat."""
        super().load()
        self._offer_review()

    def _offer_review(self) -> None:
        """Offer the review of the chosen seat's choices in the loaded game (a review still running for the last
        game or seat is dropped: its rows belong to no game on show)."""
        if self.steps:
            self.review.ready(self.steps[-1].state, self.review_seat.value)

    def play_bots(self) -> list[Step]:
        """Play a new bot game with the chosen settings."""
        return play_bot_game(self.seed.value, self.bot_kind.value)

    def summary(self) -> str:
        """How many moves and tricks the game took."""
        tricks = sum(1 for s in self.steps if s.trick is not None)
        if self.from_link:
            return (f"The game from the link: {len(self.steps) - 1} moves, {tricks} tricks over three rounds. "
                    "Step through it with the buttons or the Step box; Play this game plays a bot game.")
        return (f"A game of four {self.bot_kind.value} bots (seed {self.seed.value}): "
                f"{len(self.steps) - 1} moves, {tricks} tricks over three rounds. Step through "
                "it with the buttons or the Step box.")

    commentary = staticmethod(commentary)

    def round_of(self, index: int) -> int:
        """The round in which the step's action was taken."""
        return 1 if index == 0 else self.steps[index - 1].state.round

    def extra_html(self, step: Step) -> str:
        """The engine's reasons when the step ended a trick."""
        if not step.why:
            return ""
        return f'<div class="ki-why ki-replay-why" style="margin-top:4px">Why: {escape(step.why)}</div>'

    def _next_trick_end(self) -> int:
        """The next step that finishes a trick (or the last step)."""
        for i in range(self.index + 1, len(self.steps)):
            if self.steps[i].trick is not None:
                return i
        return len(self.steps) - 1

    def draw(self, index: int) -> None:
        """The trick (or the declarations), the order and scores, and every hand at this step."""
        step = self.steps[index]
        state = step.state
        obs = state.observation(0)
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
        return stacked(f'<table class="ki-table">{head}{"".join(rows)}</table>')
