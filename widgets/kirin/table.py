"""The play table: the learner (seat 0, Aiko) plays Kirin against three bots.

The widget holds no rules. Every click goes through ``State.apply``; a refusal is
the engine's :class:`engines.IllegalAction` sentence, shown in the message line,
and changes nothing. The cards marked playable are the engine's
``legal_actions(0)``; the winner and the order after a trick come from the
engine's explanation functions. What reaches the browser is built only from
``state.observation(0)`` and the public game log: the other hands and the
declarations are never drawn until the engine reveals them at the round's end.
The bots act as soon as it is their turn, each from its own observation.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Callable

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.kirin import (BEAST_TITLES, TRICKS_PER_ROUND, Beast, explain_order_after, explain_winner,
                           new_game, order_after, parse_card, trick_winner)
from engines.kirin.bots import MonteCarloBot, RandomBot

from ..banner import MessageBanner
from ..layout import html_block, replace_children
from ..replay import bot_turns
from .explorer import card_button, set_classes, style_widget
from .pictures import card_svg, cards_svg, order_html, trick_svg

__all__ = ["PlayTable", "TrickRecord", "BOTS", "LEARNER"]

LEARNER = 0
BOTS: dict[str, Callable[[int], object]] = {"Random": RandomBot, "MonteCarlo": MonteCarloBot}
"""Bot kinds by name; each is made with a seed."""
BOT_TIPS = ["plays any legal card", "imagines the hidden cards and plays the round out many times"]
MAX_BOT_STEPS = 1000


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


def players_names(bot: str) -> list[str]:
    """Seat labels for the table: the learner and the three bots."""
    return ["You (Aiko)"] + [f"{seat_name(s)} ({bot} bot)" for s in range(1, 4)]


class PlayTable:
    """The play app. ``widget`` is the whole app; the buttons call the public methods."""

    def __init__(self, bot: str = "MonteCarlo", seed: int = 1) -> None:
        self.banner = MessageBanner(css_class="ki-banner")
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bot, description="Bots",
                                        tooltips=BOT_TIPS, style={"button_width": "100px"},
                                        layout=w.Layout(width="auto"))
        self.bot_kind.add_class("ki-bot-kind")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     layout=w.Layout(width="170px"))
        self.seed.add_class("ki-seed")
        self.new_button = w.Button(description="New game", icon="refresh", button_style="primary")
        self.new_button.add_class("ki-new-game")
        self.new_button.on_click(lambda _: self.new_game())
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o", button_style="info",
                                    tooltip="What the Monte Carlo bot would do in your seat, and why")
        self.hint_button.add_class("ki-hint")
        self.hint_button.on_click(lambda _: self.hint())

        self.status = html_block("", css_class="ki-status")
        self.current = html_block("", css_class="ki-current-trick")
        self.last = html_block("", css_class="ki-last-trick")
        self.hand_note = html_block("", css_class="ki-hand-note")
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="92px"))
        self.hand_box.add_class("ki-hand")
        self.players_panel = html_block("", css_class="ki-players")
        self.scores_panel = html_block("", css_class="ki-scores")
        self.log = html_block("", css_class="ki-log-box")

        self.state = None
        self.bots: dict[int, object] = {}
        self.adviser: MonteCarloBot | None = None
        self.tricks: list[TrickRecord] = []
        self.hand: list[str] = []
        self.hint_text = ""
        self.hinted = ""
        self._hand_key: tuple = ()

        def title(text: str) -> w.HTML:
            return w.HTML(f'<div class="ki-section-title">{text}</div>')

        controls = w.HBox([self.bot_kind, self.seed, self.new_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        tables = w.HBox([w.VBox([title("The table now"), self.current]),
                         w.VBox([title("The last trick"), self.last])],
                        layout=w.Layout(flex_flow="row wrap", grid_gap="24px"))
        self.widget = w.VBox([
            style_widget(), controls, self.status, self.banner.widget,
            title("Your hand"), self.hand_note, self.hand_box,
            w.HBox([self.hint_button]),
            tables,
            title("Players"), self.players_panel,
            title("Scores by round"), self.scores_panel,
            title("Game log (newest first; only what you may see)"), self.log,
        ])
        self.widget.add_class("ki-app")
        self.widget.add_class("ki-play")
        self.new_game()

    # ----- public handlers (what the buttons call) -------------------------------------
    def new_game(self) -> None:
        """Start a game with the chosen bots and seed; the bots declare at once."""
        seed = self.seed.value
        self.state = new_game(seed=seed)
        make = BOTS[self.bot_kind.value]
        self.bots = {s: make(seed * 10 + s) for s in range(1, 4)}
        self.adviser = MonteCarloBot(seed * 10 + 7)
        self.tricks, self.hint_text, self.hinted = [], "", ""
        self._hand_key = ()
        self.banner.show(f"New game against three {self.bot_kind.value} bots (seed {seed}). You are "
                         "Aiko, at the bottom of the table. Start by choosing your declaration.", "info")
        self._run_bots()
        self._render()

    def click_card(self, token: str) -> bool:
        """A click on a card of the hand: declare it or play it, whichever the phase asks."""
        return self.act(token)

    def act(self, notation: str) -> bool:
        """Apply the learner's action; explain a refusal; then let the bots play on."""
        start = len(self.state.events)
        try:
            self._apply(LEARNER, notation)
        except (IllegalAction, InvalidInput) as err:
            rule = getattr(err, "rule", None)
            tail = f" (rule {rule})" if rule and rule.startswith("KI") and rule not in str(err) else ""
            self.banner.show(f"Not allowed: {err}{tail}", "error")
            self._render()
            return False
        self.hint_text, self.hinted = "", ""
        self._run_bots()
        self._report(start)
        self._render()
        return True

    def hint(self) -> str:
        """Ask the Monte Carlo bot what it would do in the learner's seat (its observation only)."""
        state = self.state
        legal = state.legal_actions(LEARNER)
        if not legal:
            text = ("The game is over: press New game to play again." if state.is_over()
                    else "It is not your turn.")
            self.banner.show(text, "info")
            return text
        action, reason = self.adviser.choose_with_reason(state.observation(LEARNER), legal)
        self.hint_text = f"Hint: {reason}"
        self.hinted = str(action.card)
        self.banner.show(self.hint_text, "info")
        self._render_hand(state.observation(LEARNER))
        return self.hint_text

    # ----- the bots ----------------------------------------------------------------------
    def _run_bots(self) -> None:
        """Let every bot whose turn it is act, until the learner must act or the game ends."""
        for seat, action in bot_turns(self.state, self.bots, LEARNER, MAX_BOT_STEPS):
            self._apply(seat, action)

    def _apply(self, seat: int, action) -> None:
        """Apply one action; if it finished a trick, keep the public record of that trick."""
        state = self.state
        before = state.observation(LEARNER)  # the public parts: leader, order, trick so far
        start = len(state.events)
        state.apply(seat, action)
        for event in state.events[start:]:
            if event.kind in ("win", "all_kirin"):
                cards = event.data[1].split()  # the trick's cards, in play order
                self.tricks.append(record_trick(before["round"], len(before["tricks"]) + 1,
                                                before["leader"], cards, before["order"]))

    def _report(self, start: int) -> None:
        """After a move: say when a round ended (declarations revealed, points) or the game ended."""
        new = self.state.events[start:]
        obs = self.state.observation(LEARNER)
        if any(e.kind == "end" for e in new):
            scores = obs["scores"]
            best = max(scores)
            winners = [s for s in range(4) if scores[s] == best]
            names = " and ".join("you" if s == LEARNER else seat_name(s) for s in winners)
            verb = "share the win" if len(winners) > 1 else ("win" if winners == [LEARNER] else "wins")
            self.banner.show(f"The game is over: {names} {verb} with {best} points. Press New game "
                             "(change the seed for other deals) to play again.", "success")
        elif any(e.kind == "reveal" for e in new):
            rnd = len(obs["round_points"])
            points = obs["round_points"][-1]
            mine = obs["revealed"][-1][LEARNER]
            beast = BEAST_TITLES[parse_card(mine).beast]
            self.banner.show(f"Round {rnd} is over and the declarations are revealed (see Scores by round). "
                             f"You declared {mine} and won {points[LEARNER]} {beast} "
                             f"card{'s' if points[LEARNER] != 1 else ''}: {points[LEARNER]} "
                             f"point{'s' if points[LEARNER] != 1 else ''}. Choose your declaration for "
                             f"round {obs['round']}.", "success")
        else:
            self.banner.clear()

    # ----- drawing ------------------------------------------------------------------------
    def _render(self) -> None:
        obs = self.state.observation(LEARNER)
        self.hand = list(obs["hand"])
        self._render_status(obs)
        self._render_hand(obs)
        self._render_tricks(obs)
        self._render_players(obs)
        self._render_scores(obs)
        lines = [str(e) for e in self.state.events][::-1][:150]
        self.log.value = ('<div class="ki-log">' + "".join(f"<div>{escape(x)}</div>" for x in lines)
                          + "</div>")

    def _render_status(self, obs: dict) -> None:
        mine = LEARNER in obs["to_act"]
        trick_no = min(len(obs["tricks"]) + 1, TRICKS_PER_ROUND)
        if self.state.is_over():
            where = "The game is over"
            text = "Press <b>New game</b> to play again."
        elif obs["phase"] == "declare":
            where = f"Round {obs['round']} of {obs['rounds']} &middot; declaration"
            text = ("Choose your declaration: click one of your cards. It goes face down and leaves play; "
                    "this round you score 1 point for every card of its beast that you win (KI-7).")
        else:
            where = f"Round {obs['round']} of {obs['rounds']} &middot; trick {trick_no} of {TRICKS_PER_ROUND}"
            if mine and obs["trick"]:
                led = obs["trick"][0][1]
                text = (f"Your turn. The led card is <b>{led}</b>: cards marked &#10003; may be played; "
                        "a faded card breaks the follow rule (KI-4). Click a card to play it.")
            elif mine:
                text = "Your turn to lead: you may lead any card. Click a card to play it."
            else:
                text = "Waiting for the other players."
        self.status.value = (
            '<div class="ki-box" style="display:flex;gap:16px;align-items:center;flex-wrap:wrap">'
            f'<div><span class="ki-note">Order in force:</span><br>{order_html(obs["order"])}</div>'
            f'<div style="flex:1;min-width:300px"><b class="ki-where">{where}</b><br>'
            f'<span class="ki-todo">{text}</span></div></div>')

    def _render_hand(self, obs: dict) -> None:
        """The hand as card buttons: playable ones ticked, the others faded but still clickable."""
        key = (tuple(self.hand), obs["phase"], obs["round"])
        if key != self._hand_key:
            verb = "declare" if obs["phase"] == "declare" else "play"
            buttons = []
            for i, token in enumerate(self.hand):
                b = card_button(token, lambda _b, t=token: self.click_card(t), f"ki-hand-{i}")
                b.tooltip = f"{b.tooltip}: click to {verb}"
                buttons.append(b)
            replace_children(self.hand_box, buttons)
            self._hand_key = key
        legal = {str(a.card) for a in self.state.legal_actions(LEARNER)}
        playing = obs["phase"] == "play" and LEARNER in obs["to_act"]
        for b in self.hand_box.children:
            token = b.description
            set_classes(b, ki_playable=playing and token in legal,
                        ki_unplayable=playing and token not in legal,
                        ki_selected=token == self.hinted)
        counts = {beast: sum(1 for t in self.hand if t[0] == beast.name) for beast in Beast}
        spread = ", ".join(f"{n} {BEAST_TITLES[b]} ({b.name})" for b, n in counts.items() if n)
        if obs["declaration"]:
            beast = parse_card(obs["declaration"]).beast
            won = sum(1 for t in obs["won"][LEARNER] if t[0] == beast.name)
            note = (f"You declared {card_svg(obs['declaration'], width=30, height=42)} "
                    f"<b>{obs['declaration']}</b>: you collect <b>{BEAST_TITLES[beast]}</b> cards "
                    f"({won} won so far this round).")
        else:
            note = f"{len(self.hand)} cards: {spread}."
        self.hand_note.value = f'<div class="ki-note" style="display:flex;align-items:center;gap:4px">{note}</div>'

    def _render_tricks(self, obs: dict) -> None:
        short = ["Aiko"] + [seat_name(s) for s in range(1, 4)]
        cards = [card for _, card in obs["trick"]]
        to_play = obs["to_act"][0] if obs["phase"] == "play" and obs["to_act"] else None
        note = "" if cards or obs["phase"] != "play" else "lead a card" if to_play == LEARNER else ""
        self.current.value = trick_svg(cards, obs["leader"], names=short, to_play=to_play, note=note or None,
                                       title=("the current trick: " + (" ".join(cards) or "no card yet")))
        if not self.tricks:
            self.last.value = '<div class="ki-note" style="width:440px">No trick has been played yet.</div>'
            return
        rec = self.tricks[-1]
        picture = trick_svg(rec.cards, rec.leader, rec.winner, names=short,
                            note="no winner" if rec.winner is None else None)
        self.last.value = (
            f"{picture}<div class=\"ki-note ki-last-caption\" style=\"max-width:440px\"><b>"
            f"{escape(trick_caption(rec))}</b><br>{escape(rec.why_winner)} {escape(rec.why_order)}</div>")

    def _render_players(self, obs: dict) -> None:
        names = players_names(self.bot_kind.value)
        rows = []
        for s in range(4):
            if s == LEARNER and obs["declaration"]:
                declared = f'{card_svg(obs["declaration"], width=30, height=42)}'
            elif obs["declared"][s]:
                declared = f'{card_svg(None, width=30, height=42)} <span class="ki-note">face down</span>'
            else:
                declared = '<span class="ki-note">choosing&hellip;</span>'
            won = obs["won"][s]
            pile = (cards_svg(won, width=30, height=42, gap=-10, title=f"{names[s]} won: {' '.join(won)}")
                    if won else '<span class="ki-note">none yet</span>')
            cls = ' class="ki-me"' if s == LEARNER else ""
            turn = " &#9664; to play" if s in obs["to_act"] and obs["phase"] == "play" else ""
            rows.append(f'<tr{cls}><td><b>{escape(names[s])}</b>{turn}</td><td>{declared}</td>'
                        f'<td>{obs["hand_sizes"][s]}</td>'
                        f'<td class="ki-won-{s}">{pile} <span class="ki-note">({len(won)})</span></td>'
                        f'<td class="ki-score-{s}"><b>{obs["scores"][s]}</b></td></tr>')
        head = ("<tr><th>Player</th><th>Declaration</th><th>Cards in hand</th>"
                "<th>Cards won this round</th><th>Game score</th></tr>")
        self.players_panel.value = f'<table class="ki-table">{head}{"".join(rows)}</table>'

    def _render_scores(self, obs: dict) -> None:
        names = players_names(self.bot_kind.value)
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
