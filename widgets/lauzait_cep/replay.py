"""Replay: step forwards and backwards through a seeded bot game of Lauzait Cep!, one sentence per step.

The game is played once by the engine's bots. A game of random bots can run to
thousands of actions, so the recording keeps the actions and a snapshot
(``State.clone``) only every :data:`SNAPSHOT_EVERY` steps; the position at any step
is rebuilt from the nearest earlier snapshot by applying at most that many actions,
so stepping, jumping and the Step box stay fast. Each step's sentence is made from the
events that action produced (the engine's own words: the hire, the sticks' throw on
Water, LC-4, forming and dissolving, LC-5, the declaration and its formations, LC-7);
a discard, which makes no event, is described from the engine's legal moves after it
(LC-1, LC-2). The replay is a finished bot game watched from above, so it shows every
hand.

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`ReplayViewer.link_script` is the script the notebook displays). A game from a link
goes through the engine's ``from_json`` (a game record) or ``position_from_json`` (a game
played on from a what-if position) in :func:`widgets.share.load_game`; :func:`game_recording`
replays its moves from its start into a :class:`Recording`, and the replay steps through it.
The replay shows every hand, so only a finished game opens here, as on Kirin's and the Dragon
Egg's replays; a game still being played, or a bad link, gets a sentence in the banner and the
page keeps its bot game (the play page opens an unfinished game for the seat to act).
**Share** (:class:`widgets.share.ShareBox`) gives the link of the game on show.

**Review.** A Review button (:class:`widgets.coaching.ReviewPanel`) has the coach rate the choices
of the seat picked in "Whose choices": any seat, since the game is watched from above.
Each row is still valued from that seat's own observation at the time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from types import SimpleNamespace

import ipywidgets as w

from engines.core import seat_name
from engines.lauzait_cep import Discard, EndDay, Move, State, new_game, parse_action, square_name
from engines.lauzait_cep.rules import describe_partners, scored_words

from ..banner import MessageBanner
from ..coaching import review_css
from ..layout import stacked
from ..replay import Replay, bot_kinds
from .style import style_widget, title
from .pictures import board_svg, department_svg, pieces_svg, sticks_svg
from .seasons import DECLARATIONS, VOTE_EVENTS, WATER_EVENTS, season_result, throw_of, vote_summary

__all__ = ["Recording", "ReplayViewer", "play_bot_game", "game_recording", "commentary", "hands_html", "SNAPSHOT_EVERY",
           "BOTS"]

BOTS = bot_kinds("lauzait_cep")
"""The bots a replay offers, by name: the Standard bot, then Random."""
SNAPSHOT_EVERY = 50
MAX_STEPS = 20_000
"""A recording stops here, a safety net: with proposals to end the game (LC-10) every bot game
should finish long before."""


@dataclass
class Recording:
    """A whole bot game: the actions, where each step's events end, and sparse snapshots.

    Step 0 is the deal; step ``i`` (1..``len(actions)``) is the ``i``-th action.
    """

    players: int
    seed: int | None  # None for a loaded game (say from a link)
    bot: str  # "" for a loaded game
    actions: list = field(default_factory=list)  # action objects, in order
    seats: list[int] = field(default_factory=list)  # who took each action
    event_end: list[int] = field(default_factory=list)  # len(events) after step i (index 0: the deal)
    season_of: list[int] = field(default_factory=list)  # the season after step i
    day_of: list[int] = field(default_factory=list)  # days completed in the game after step i
    season_day_of: list[int] = field(default_factory=list)  # the day within its season after step i
    snapshots: dict[int, object] = field(default_factory=dict)  # step -> State, every SNAPSHOT_EVERY
    final: object = None  # the finished State (its events cover the whole game)
    from_position: bool = False  # a loaded game that starts from a what-if position, not a deal

    @property
    def steps(self) -> int:
        """The number of actions (the last step's index)."""
        return len(self.actions)

    def state_at(self, step: int):
        """The position after ``step`` (a fresh copy), from the nearest snapshot at or before it."""
        step = max(0, min(step, self.steps))
        base = step - step % SNAPSHOT_EVERY
        state = self.snapshots[base].clone()
        for k in range(base, step):
            state.apply(self.seats[k], self.actions[k])
        return state

    def events_of(self, step: int) -> list:
        """The events step ``step`` produced (the deal's for step 0)."""
        start = 0 if step == 0 else self.event_end[step - 1]
        return list(self.final.events[start:self.event_end[step]])


def play_bot_game(players: int = 4, seed: int = 1, bot: str = "Chancellor") -> Recording:
    """Play a whole game with bots, keeping the actions and a snapshot every SNAPSHOT_EVERY steps."""
    state = new_game(players, seed=seed)
    bots = {s: BOTS[bot](seed * 10 + s) for s in range(players)}

    def turns():
        for _ in range(MAX_STEPS):
            if state.is_over():
                return
            seat = state.to_act()[0]
            yield seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat))

    return _record(Recording(players, seed, bot), state, turns())


def game_recording(game) -> Recording:
    """The recording of a loaded game (say from a link): its start, then each of its moves, applied again."""
    record = game.to_json()
    state = State.opening(record)
    rec = Recording(state.players, None, "", from_position=record["record"] == "position")
    return _record(rec, state, ((seat, parse_action(text)) for seat, text in record["moves"]))


def _record(rec: Recording, state, turns) -> Recording:
    """Apply ``turns`` (``(seat, action)`` pairs, each chosen once the one before is applied) to ``state``,
    keeping in ``rec`` the actions, where each step's events end and a snapshot every SNAPSHOT_EVERY steps."""
    rec.snapshots[0] = state.clone()
    rec.event_end.append(len(state.events))
    rec.season_of.append(state.season)
    rec.day_of.append(0)
    rec.season_day_of.append(state.day)
    day = 0
    for seat, action in turns:
        before = (state.season, state.day)
        state.apply(seat, action)
        if (state.season, state.day) != before:
            day += 1
        rec.actions.append(action)
        rec.seats.append(seat)
        rec.event_end.append(len(state.events))
        rec.season_of.append(state.season)
        rec.day_of.append(day)
        rec.season_day_of.append(state.day)
        if rec.steps % SNAPSHOT_EVERY == 0:
            rec.snapshots[rec.steps] = state.clone()
    rec.final = state
    return rec


def _sentence(parts: list[str]) -> str:
    """Join clauses into one sentence: 'A; b; c.'"""
    clean = []
    for i, p in enumerate(parts):
        p = p.strip().rstrip(".")
        if i and p.startswith(("Season", "The game")):
            p = p[0].lower() + p[1:]
        clean.append(p)
    return "; ".join(clean) + "."


def _game_over(rec: Recording) -> str:
    """The end of the game in words: who wins with how many points (LC-9)."""
    final = rec.final
    best = max(final.scores())
    names = " and ".join(seat_name(s) for s in final.winners())
    verb = "share the win" if len(final.winners()) > 1 else "wins"
    return f"the game is over and {names} {verb} with {best} points (LC-9)"


def commentary(rec: Recording, step: int, after=None) -> str:
    """The one sentence said about a step (``after``: the position after it, if already built)."""
    events = rec.events_of(step)
    if step == 0 and rec.from_position:
        start = rec.snapshots[0]
        return _sentence([f"The game starts from a position set up for a lesson or an explorer, not from a deal: "
                          f"season {start.season}, {seat_name(start.turn)}'s day"])
    if step == 0:
        e = events[-1]
        players = rec.players
        return _sentence([f"The pieces are dealt: nine to each of the {players} players and 24 face up "
                          "around the empty Mountain", str(e)])
    action, seat = rec.actions[step - 1], rec.seats[step - 1]
    if isinstance(action, Discard):
        after = after if after is not None else rec.state_at(step)
        landing = after.observation(seat)["landing"]
        movers = len({m.src for m in after.legal_actions(seat)})
        token = str(action)[8:]
        if token == "J":
            why = "so any piece on the board may move (LC-2)"
        else:
            why = f"so a {describe_partners(action.code)} on the board may move (LC-1, LC-2)"
        return _sentence([f"{seat_name(seat)} discards {token} onto {landing}, {why}: "
                          f"{movers} piece{'s' if movers != 1 else ''} can"])
    if isinstance(action, EndDay):  # not logged; watched from above, the replay may say more (LC-11)
        before = rec.state_at(step - 1)
        could = " although the pieces would have allowed a declaration" if before.can_declare(seat) else ""
        return _sentence([f"{seat_name(seat)} ends the day{could}"])
    parts = [_game_over(rec) if e.kind == "game_over" else str(e) for e in events]
    if not parts:  # pragma: no cover - every other action makes an event
        return _sentence([f"{seat_name(seat)}: {action}"])
    return _sentence(parts)


class _Steps:
    """A recording seen as the shared :class:`~widgets.replay.Replay` sees its steps: one per action, the deal first."""

    def __init__(self, recording: Recording) -> None:
        self.recording = recording

    def __len__(self) -> int:
        return self.recording.steps + 1

    def __getitem__(self, index: int) -> SimpleNamespace:
        """Step ``index``: who acted (``None`` for the deal) and what they did, as text."""
        if index == 0:
            return SimpleNamespace(seat=None, action="deal")
        rec = self.recording
        return SimpleNamespace(seat=rec.seats[index - 1], action=str(rec.actions[index - 1]))


def hands_html(state) -> str:
    """Every seat's concealed pieces and revealed departments (the replay sees everything)."""
    rows = []
    to_act = state.to_act()
    for s in range(state.players):
        obs = state.observation(s)
        hand = pieces_svg(obs["hand"], size=28, gap=2) if obs["hand"] else "&ndash;"
        depts = "".join(f'<span style="margin-right:4px">{department_svg(d["pieces"], "bonus " + str(d["bonus"]), size=24)}'
                        "</span>" for d in obs["revealed"][s]) or '<span class="lc-note">none</span>'
        turn = " &#9664; to act" if s in to_act else ""
        rows.append(f"<tr><td><b>{escape(seat_name(s))}</b>{turn}</td><td>{hand}</td><td>{depts}</td></tr>")
    head = "<tr><th>Player</th><th>Concealed pieces</th><th>Formed departments</th></tr>"
    return stacked(f'<table class="lc-table">{head}{"".join(rows)}</table>')


class ReplayViewer(Replay):
    """The replay app. ``widget`` is the whole app; the buttons and the Step box call ``go``."""

    key = "lauzait_cep"
    prefix = "lc"
    box = '<div class="lc-box" style="font-size:15px">'
    last_icon = "step-forward"

    def __init__(self, players: int = 4, seed: int = 7, bot: str = "Chancellor") -> None:
        """Build the app and record its first game."""
        self.players = w.Dropdown(options=[2, 3, 4], value=players, description="Players",
                                  style={"description_width": "60px"}, layout=w.Layout(width="140px"))
        self.players.add_class("lc-replay-players")
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot, description="Bots",
                                        style={"button_width": "96px", "description_width": "40px"},
                                        layout=w.Layout(width="auto"))
        self.bot_kind.add_class("lc-replay-bots")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     style={"description_width": "40px"}, layout=w.Layout(width="150px"))
        self.seed.add_class("lc-replay-seed")
        self.prev_day_button = self.nav_button("Day back", "prev-day", self._prev_day_end,
                                               "Back to the end of the previous day", "backward")
        self.day_button = self.nav_button("Next day", "next-day", self._next_day_end,
                                          "Forward to the end of the current day", "forward")
        self.season_button = self.nav_button("Next season", "next-season", self._next_season_end,
                                             "Forward to the declaration that ends the season", "fast-forward")
        self.board_out, self.side, self.hands = self.part("board"), self.part("side"), self.part("hands")
        self.review = self.review_panel()
        self.review_seat = w.Dropdown(options=[(seat_name(s), s) for s in range(players)], value=0,
                                      description="Whose choices", style={"description_width": "initial"},
                                      layout=w.Layout(width="auto"))
        self.review_seat.add_class("lc-review-seat")
        self.review_seat.observe(lambda _: self._offer_review(), names="value")
        self.recording: Recording | None = None
        self.state = None
        self.share_by_link("lc-replay", "lc-replay", State, game_recording, lambda recording: recording.players)
        sections = [
            w.HBox([self.board_out, self.side], layout=w.Layout(flex_flow="row wrap", grid_gap="18px",
                                                                align_items="flex-start")),
            title("Every hand (the game is over, so nothing is hidden)"), self.hands,
            w.HTML(review_css()),
            title("Review a player's choices: the coach rates each one, from what that player could see then"),
            self.review_seat, self.review.widget,
            title("Share this game as a link"), self.share.widget, self.reader.box,
        ]
        super().__init__(MessageBanner(css_class="lc-banner"), style_widget(),
                         [self.players, self.bot_kind, self.seed], sections,
                         back_nav=[self.prev_day_button], more_nav=[self.day_button, self.season_button])

    # ----- what the shared replay asks of a game ---------------------------------------------
    def play(self) -> _Steps:
        """Play a new bot game with the chosen players, bots and seed (or take the game from a link)."""
        self.recording = super().play()
        return _Steps(self.recording)

    def play_bots(self) -> Recording:
        """Play a new bot game with the chosen settings."""
        return play_bot_game(self.players.value, self.seed.value, self.bot_kind.value)

    def shared(self) -> tuple[State, int]:
        """What Share gives a link to: the finished game, watched from above."""
        return self.recording.final, 0

    def announce(self) -> None:
        """Say what game was played: its length and scores, or that the bots ran past the limit."""
        rec = self.recording
        seasons = [e for e in rec.final.events if e.kind in DECLARATIONS]
        scores = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(rec.final.scores()))
        played, days = rec.final.season, rec.day_of[-1]  # seasons begun, a last one ended by agreement too
        span = (f"{rec.steps} steps over {played} season{'s' * (played != 1)}, "
                f"{days} day{'s' * (days != 1)}; final scores {scores}")
        if self.from_link:
            self.banner.info(f"The game from the link: {rec.players} players, {span}. Step through it with the "
                             "buttons or the Step box; Play this game plays a bot game.")
        elif rec.final.is_over():
            self.banner.info(f"A game of {rec.players} {rec.bot} bots (seed {rec.seed}): {span}. Step through it "
                             "with the buttons or the Step box.")
        else:
            self.banner.warning(f"The {rec.bot} bots (seed {rec.seed}) had not finished after {rec.steps} steps "
                                f"({len(seasons)} seasons ended; scores then {scores}), so the replay stops "
                                "there. Try another seed.")
        options = [(seat_name(s), s) for s in range(rec.players)]
        if list(self.review_seat.options) != options:
            keep = self.review_seat.value if self.review_seat.value in range(rec.players) else 0
            self.review_seat.options = options
            self.review_seat.value = keep
        self.review.clear()
        self._offer_review()

    def commentary(self, step) -> str:
        """The sentence about the step on show."""
        return commentary(self.recording, self.index, self.state)

    @property
    def text(self) -> str:
        """The commentary of the step on show."""
        return commentary(self.recording, self.index, self.state)

    def comment_html(self, index: int) -> str:
        """The commentary box: step number, season and day, who did what, and the sentence."""
        rec = self.recording
        who = ""
        if index:
            who = (f" &middot; {escape(seat_name(rec.seats[index - 1]))}: "
                   f"<code>{escape(str(rec.actions[index - 1]))}</code>")
        return (f"{self.box}<b>Step {index} of {rec.steps}</b> &middot; season "
                f"{rec.season_of[max(0, index - 1)]}, day {rec.season_day_of[max(0, index - 1)]}{who}<br>"
                f'<span class="lc-commentary">{escape(commentary(rec, index, self.state))}</span></div>')

    def _offer_review(self) -> None:
        """Offer the review of the chosen seat's choices in the loaded game (a new choice starts afresh)."""
        if self.recording is None or self.review.running:
            return
        seat = self.review_seat.value if self.review_seat.value is not None else 0
        self.review.ready(self.recording.final, seat, seat_name(seat))

    def _next_day_end(self) -> int:
        """The next step after which a new day (or season) has begun."""
        rec, i = self.recording, self.index
        for j in range(i + 1, rec.steps + 1):
            if rec.day_of[j] != rec.day_of[i]:
                return j
        return rec.steps

    def _prev_day_end(self) -> int:
        """The last step before this one that ended a day (the deal if none)."""
        rec, i = self.recording, self.index
        for j in range(i - 1, 0, -1):
            if rec.day_of[j] > rec.day_of[j - 1]:
                return j
        return 0

    def _next_season_end(self) -> int:
        """The next step after which the season has changed (or the game ended)."""
        rec, i = self.recording, self.index
        for j in range(i + 1, rec.steps + 1):
            if rec.season_of[j] != rec.season_of[i] or any(
                    e.kind in DECLARATIONS for e in rec.events_of(j)):
                return j
        return rec.steps

    # ----- drawing -------------------------------------------------------------------------
    def draw(self, index: int) -> None:
        """Draw the step: the board then, the throw or declaration, every hand."""
        rec = self.recording
        self.state = state = rec.state_at(index)
        events = rec.events_of(index)
        move = None
        action = rec.actions[index - 1] if index else None
        if isinstance(action, Move):
            move = (square_name(action.src), square_name(action.dst))
        highlight = []
        if state.observation(0)["phase"] == "move" and state.to_act():
            highlight = sorted({square_name(m.src) for m in state.legal_actions(state.to_act()[0])})
        self.board_out.value = str(board_svg(state, highlight=highlight, last_move=move, cell=62))
        side = []
        throws = [e for e in events if e.kind in WATER_EVENTS]
        if throws:
            n = throw_of(throws[-1])
            side.append(f'<div class="lc-box lc-replay-throw"><div class="lc-label">The dice-sticks</div>'
                        f"{sticks_svg(n, height=36)}<div class=\"lc-why\">A throw of {n}: "
                        f"{'3 or more takes the Water piece' if n >= 3 else '0-2 takes back the moving piece'}"
                        " (LC-4).</div></div>")
        if any(e.kind in VOTE_EVENTS for e in events) or state.observation(0)["vote"]:
            done = rec.event_end[index]
            vote = vote_summary(rec.final.events[:done], done - len(events), you=None)
            side.append(f'<div class="lc-box lc-replay-vote"><div class="lc-label">A proposal to end the game'
                        f'</div><div class="lc-why">{escape(vote or "")}</div></div>')
        ends = [e for e in events if e.kind in DECLARATIONS]
        if ends:
            res = season_result(ends[-1], state.scores())
            depts = "".join(f'<span style="margin-right:4px">{department_svg(d, size=26)}</span>'
                            for d in res["departments"])
            side.append(f'<div class="lc-box lc-replay-declaration"><div class="lc-label">Declaration</div>'
                        f"{depts}<div class=\"lc-why\">{escape(scored_words(res['formations']))} = "
                        f"<b>{res['points']}</b> points (LC-7).</div></div>")
        scores = "".join(f"<tr><td>{escape(seat_name(s))}</td><td><b>{p}</b></td></tr>"
                         for s, p in enumerate(state.scores()))
        obs = state.observation(0)
        phase_words = {"day": "start of the day", "move": "the move of the hire", "after hire": "after the hire",
                       "third department": "declaring", "vote": "answering a proposal to end"}
        status = ("The game is over." if state.is_over() else
                  f"Season {obs['season']} of {obs['seasons']}, {seat_name(obs['turn'])}'s day; "
                  f"{seat_name(obs['to_act'][0])} to act ({phase_words.get(obs['phase'], obs['phase'])}).")
        side.append(f'<div class="lc-note">{escape(status)}</div>'
                    f'<table class="lc-table lc-replay-scores"><tr><th>Player</th><th>Score</th></tr>{scores}</table>')
        self.side.value = '<div style="display:flex;flex-direction:column;gap:8px;max-width:420px">' + "".join(side) + "</div>"
        self.hands.value = hands_html(state)
