"""The play table: learners play Kirin against bots, or against each other at one screen (hot seat).

The course of a game (New game, links, levels, the hot seat and its pass screen, the bots' turns,
the review once the game is over) is the shared :class:`widgets.app.GameTable`; this module keeps
Kirin's own controls and drawing.

The widget holds no rules. Every click goes through ``State.apply``; a refusal is
the engine's :class:`engines.IllegalAction` sentence, shown in the message line, and
changes nothing. The cards marked playable are the engine's legal actions; the winner
and the order after a trick come from the engine's explanation functions
(:mod:`widgets.kirin.tricks`). The bots act as soon as it is their turn, each from its own
observation.

**Levels.** Before a game the learner picks the bots' level (Beginner: the random
bot; Standard: the Monte Carlo bot; Coach: :class:`engines.kirin.coach.CoachBot`);
the players panel says each bot's level.

**People.** A toggle per seat says which seats are people (at least one); bots fill
the others. What reaches the browser is built only from the observation of the
person whose cards are shown (``viewer``) and the public game log: no other hand,
and no declaration before the engine reveals it. Between two different people's
turns the table shows a "pass the screen" step that hides every hand, until the
next person presses "I am Bruno: show my cards".

**Links.** A link opens a seat's view with the learner in that seat, or a whole game record in
the seat whose turn it is; the game is replayed from its deal so the table knows its tricks.
**Share** gives the link of the shown person's view of the game as it stands.

**Review.** Once the game ends, the Review button (:class:`widgets.coaching.ReviewPanel`)
has the coach rate a person's choices (a chooser picks whose, in a hot-seat game).
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from engines.core import seat_name
from engines.kirin import BEAST_TITLES, TRICKS_PER_ROUND, Beast, parse_card

from ..app import LEARNER, GameTable
from ..words import capital, count, join_names, number_word, winners_words
from ..cardbuttons import set_classes
from ..coaching import LEVELS
from ..layout import html_block, replace_children, stacked
from .cardbuttons import card_button, style_widget
from .pictures import card_svg, cards_svg, order_html, trick_svg
from .tricks import SEATS, TrickRecord, public_observation, record_trick, trick_caption, tricks_so_far

__all__ = ["PlayTable", "LEVELS", "LEARNER"]

TRICK_ENDS = ("win", "all_kirin")
"""The kinds of event that finish a trick."""


class PlayTable(GameTable):
    """The Kirin play app (see :class:`widgets.app.GameTable`): four seats, people and bots of one level."""

    key = "kirin"
    seats = SEATS
    secrets = {"hand": [], "declaration": None}
    todos = {"declare": "choose your declaration", "": "play a card"}

    # ----- the game's own widgets ----------------------------------------------------------
    def style_widget(self) -> w.HTML:
        """Kirin's style sheet."""
        return style_widget()

    def build(self) -> None:
        """The hand, the tricks, the players and scores panels, and Hint."""
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o", button_style="info",
                                    tooltip="What the Standard bot would do in your seat, and why")
        self.hint_button.add_class("ki-hint")
        self.hint_button.on_click(lambda _: self.hint())
        self.status = html_block("", css_class="ki-status")
        self.current = html_block("", css_class="ki-current-trick")
        self.just_played = html_block("", css_class="ki-just-played")
        self.last = html_block("", css_class="ki-last-trick")
        self.hand_title = html_block("", css_class="ki-hand-title")
        self.hand_note = html_block("", css_class="ki-hand-note")
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="92px"))
        self.hand_box.add_class("ki-hand")
        self.players_panel = html_block("", css_class="ki-players")
        self.scores_panel = html_block("", css_class="ki-scores")
        self.tricks: list[TrickRecord] = []
        self.hand: list[str] = []
        self.hint_text = ""
        self.hinted = ""
        self._hand_key: tuple = ()

    def layout(self) -> list[w.Widget]:
        """The game first: New game and the settings (behind a switch on a phone), status and banner, the
        trick on the table with the trick just played, the hand; then the last trick in full, players,
        scores, review, log and Share."""
        row = w.Layout(flex_flow="row wrap", align_items="center")
        table = w.VBox([self.title("The table now"), self.current, self.just_played])
        table.add_class("ki-table-now")
        hand = w.VBox([self.hand_title, self.pass_box, self.hand_box, self.hand_note, w.HBox([self.hint_button])])
        hand.add_class("ki-hand-section")
        return [*self.controls(w.HBox([self.level_picker, self.seed], layout=row), self.people_row),
                self.status, self.banner, self.busy, table, hand,
                self.title("The last trick"), self.last,
                self.title("Players"), self.players_panel, self.title("Scores by round"), self.scores_panel,
                *self.tail()]

    # ----- the course's hooks ---------------------------------------------------------------
    def reset_view(self) -> None:
        """No tricks yet (a position from a link keeps those already played this round)."""
        self.tricks = tricks_so_far(self.state)
        self._hand_key = ()

    @property
    def seen(self) -> int:
        """The tricks finished before the latest card played at this screen: the trick that card (with the
        bots' cards after it) finishes is the one just played; after a link, the last trick before it."""
        return sum(e.kind in TRICK_ENDS for e in self.state.events[:self.session.moved_from])

    def welcome(self, seed: int) -> str:
        """The banner after New game."""
        if self.hot_seat:
            return (f"New game (seed {seed}) for {join_names(seat_name(s) for s in self.people)}; "
                    f"{self.bots_named()}.{self.passing_words()}")
        bots = number_word(len(self.bots))
        where = ", at the bottom of the table" if self.viewer == LEARNER else ""
        return (f"New game against {bots} {self.level} bots (seed {seed}). You are "
                f"{seat_name(self.viewer)}{where}.")

    def click_card(self, token: str) -> bool:
        """A click on a card of the hand: declare it or play it, whichever the phase asks."""
        return self.act(token)

    def take_hint(self, action, reason: str) -> str:
        """Frame the hinted card in the hand."""
        self.hinted = str(action.card)
        self._render_hand(self.state.observation(self.viewer))
        return f"Hint: {reason}"

    def _apply(self, seat: int, action) -> None:
        """Apply one action; if it finished a trick, keep the public record of that trick."""
        state = self.state
        before = public_observation(state)  # the public parts: leader, order, trick so far
        start = len(state.events)
        state.apply(seat, action)
        for event in state.events[start:]:
            if event.kind in TRICK_ENDS:
                cards = event.data[1].split()  # the trick's cards, in play order
                self.tricks.append(record_trick(before["round"], len(before["tricks"]) + 1,
                                                before["leader"], cards, before["order"]))

    def report(self, new) -> None:
        """After a move: say when a round or the game ended, and to whom the screen goes next."""
        obs = public_observation(self.state)
        you = self.you
        passing = self.passing_words()
        if any(e.kind == "end" for e in new):
            scores = obs["scores"]
            best = max(scores)
            winners = [s for s in range(SEATS) if scores[s] == best]
            self.banner.show(f"The game is over: {winners_words(winners, you)} with {best} points. Press Review (below) to "
                             "see how the coach rates the choices, or New game to play again.", "success")
        elif any(e.kind == "reveal" for e in new):
            rnd = len(obs["round_points"])
            points = obs["round_points"][-1]
            if you is None:
                said = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(points))
                self.banner.show(f"Round {rnd} is over and the declarations are revealed (see Scores by round); "
                                 f"points: {said}.{passing}", "success")
                return
            mine = obs["revealed"][-1][you]
            beast = BEAST_TITLES[parse_card(mine).beast]
            self.banner.show(f"Round {rnd} is over and the declarations are revealed (see Scores by round). "
                             f"You declared {mine} and won {count(points[you], beast + ' card')}: "
                             f"{count(points[you], 'point')}. Choose your declaration for "
                             f"round {obs['round']}.", "success")
        elif passing:
            todo = "declare" if obs["phase"] == "declare" else "play"
            self.banner.show(f"It is {seat_name(self.waiting)}'s turn to {todo}.{passing}", "info")

    # ----- drawing ------------------------------------------------------------------------
    def _render(self) -> None:
        obs = self._observation()
        self.hand = list(obs["hand"])
        self._render_status(obs)
        self._render_hand(obs)
        self._render_tricks(obs)
        self._render_players(obs)
        self._render_scores(obs)
        self.hint_button.disabled = self.viewer is None
        lines = [str(e) for e in self.state.events][::-1][:150]
        self.log.value = ('<div class="ki-log">' + "".join(f"<div>{escape(x)}</div>" for x in lines)
                          + "</div>")

    def _render_status(self, obs: dict) -> None:
        me = self.viewer
        mine = me is not None and me in obs["to_act"]
        trick_no = min(len(obs["tricks"]) + 1, TRICKS_PER_ROUND)
        level = self.level_shown()
        you = f"<b>{seat_name(me)}</b>, " if self.hot_seat and me is not None else ""
        if self.state.is_over():
            where = "The game is over"
            text = "Press <b>Review</b> (below the scores) to see the coach's view, or <b>New game</b> to play again."
        elif me is None:
            where = f"Round {obs['round']} of {obs['rounds']}"
            text = f"Pass the screen to <b>{seat_name(self.waiting)}</b>: every hand is hidden until then."
        elif obs["phase"] == "declare":
            where = f"Round {obs['round']} of {obs['rounds']} &middot; declaration"
            text = (f"{you}choose your declaration: click a card. It goes face down and leaves play; this round "
                    "you score 1 point per card of its beast that you win (KI-7).")
        else:
            where = f"Round {obs['round']} of {obs['rounds']} &middot; trick {trick_no} of {TRICKS_PER_ROUND}"
            if mine and obs["trick"]:
                led = obs["trick"][0][1]
                text = (f"{you}your turn. The led card is <b>{led}</b>: cards marked &#10003; may be played; "
                        "a faded card breaks the follow rule (KI-4). Click a card to play it.")
            elif mine:
                text = f"{you}your turn to lead: you may lead any card. Click a card to play it."
            else:
                text = "Waiting for the other players."
        text = capital(text) if text.startswith(("choose", "your")) else text
        self.status.value = (
            '<div class="ki-box ki-status-box" style="display:flex;gap:4px 16px;align-items:center;flex-wrap:wrap">'
            f'<div class="ki-order-box"><span class="ki-note">Order in force:</span><br>{order_html(obs["order"])}</div>'
            f'<div style="flex:1 1 260px"><b class="ki-where">{where}</b> &middot; {level}<br>'
            f'<span class="ki-todo">{text}</span></div></div>')

    def _render_hand(self, obs: dict) -> None:
        """The hand as card buttons: playable ones ticked, the others faded but still clickable."""
        me = self.viewer
        if me is None:
            self.hand_title.value = '<div class="ki-section-title">Hands are hidden</div>'
            replace_children(self.hand_box, [])
            self._hand_key = ()
            self.hand_note.value = ""
            return
        name = f"Your hand ({seat_name(me)})" if self.hot_seat or me != LEARNER else "Your hand"
        self.hand_title.value = f'<div class="ki-section-title">{name}</div>'
        key = (me, tuple(self.hand), obs["phase"], obs["round"])
        if key != self._hand_key:
            verb = "declare" if obs["phase"] == "declare" else "play"
            buttons = []
            for i, token in enumerate(self.hand):
                b = card_button(token, lambda _b, t=token: self.click_card(t), f"ki-hand-{i}")
                b.tooltip = f"{b.tooltip}: click to {verb}"
                buttons.append(b)
            replace_children(self.hand_box, buttons)
            self._hand_key = key
        legal = {str(a.card) for a in self.state.legal_actions(me)}
        playing = obs["phase"] == "play" and me in obs["to_act"]
        for b in self.hand_box.children:
            token = b.description
            set_classes(b, ki_playable=playing and token in legal,
                        ki_unplayable=playing and token not in legal,
                        ki_selected=token == self.hinted)
        counts = {beast: sum(1 for t in self.hand if t[0] == beast.name) for beast in Beast}
        spread = ", ".join(f"{n} {BEAST_TITLES[b]} ({b.name})" for b, n in counts.items() if n)
        if obs["declaration"]:
            beast = parse_card(obs["declaration"]).beast
            won = sum(1 for t in obs["won"][me] if t[0] == beast.name)
            note = (f"You declared {card_svg(obs['declaration'], width=30, height=42)} "
                    f"<b>{obs['declaration']}</b>: you collect <b>{BEAST_TITLES[beast]}</b> cards "
                    f"({won} won so far this round).")
        else:
            note = f"{len(self.hand)} cards: {spread}." if self.hand else "No cards left."
        self.hand_note.value = f'<div class="ki-note ki-hand-line">{note}</div>'

    def _render_tricks(self, obs: dict) -> None:
        short = [seat_name(s) for s in range(SEATS)]
        cards = [card for _, card in obs["trick"]]
        to_play = obs["to_act"][0] if obs["phase"] == "play" and obs["to_act"] else None
        note = "" if cards or obs["phase"] != "play" else "lead a card" if to_play == self.viewer else ""
        self.current.value = trick_svg(cards, obs["leader"], names=short, to_play=to_play, note=note or None,
                                       you=self.viewer,
                                       title=("the current trick: " + (" ".join(cards) or "no card yet")))
        if not self.tricks:
            self.last.value = '<div class="ki-note" style="max-width:440px">No trick has been played yet.</div>'
            self.just_played.value = ""
            self.just_played.layout.display = "none"
            return
        rec = self.tricks[-1]
        self._render_just_played(short)
        picture = trick_svg(rec.cards, rec.leader, rec.winner, names=short, you=self.viewer,
                            note="no winner" if rec.winner is None else None)
        self.last.value = (
            f"{picture}<div class=\"ki-note ki-last-caption\" style=\"max-width:440px\"><b>"
            f"{escape(trick_caption(rec))}</b><br>{escape(rec.why_winner)} {escape(rec.why_order)}</div>")

    def _render_just_played(self, names: list[str]) -> None:
        """The trick finished since the shown person's last move, small, with who won it: it stays in view,
        under the trick on the table, until that person plays again."""
        if len(self.tricks) <= self.seen:
            self.just_played.value = ""
            self.just_played.layout.display = "none"
            return
        rec = self.tricks[-1]
        marks = [("winner" if i == rec.winner else None) for i in range(len(rec.cards))]
        players = [names[(rec.leader + i) % SEATS] for i in range(len(rec.cards))]
        cards = cards_svg(list(rec.cards), marks, width=28, height=39, gap=3,
                          title=f"trick {rec.number}: " + ", ".join(f"{n} {c}" for n, c in zip(players, rec.cards)))
        led = "you led" if rec.leader == self.viewer else f"{escape(seat_name(rec.leader))} led"
        if rec.winner is None:
            who = "nobody won it (every card is a Kirin card)"
        elif rec.winner_seat == self.viewer:
            who = f"<b>you won it</b> with {rec.cards[rec.winner]}"
        else:
            who = f"<b>{escape(seat_name(rec.winner_seat))} won it</b> with {rec.cards[rec.winner]}"
        after = (f"the order turns {rec.order_next}" if rec.order_next != rec.order else
                 f"the order stays {rec.order}")
        self.just_played.layout.display = ""
        self.just_played.value = (
            '<div class="ki-box ki-just-played-box" style="display:flex;gap:8px;align-items:center">'
            f'<div style="flex:0 0 auto">{cards}</div><div class="ki-note"><b>Trick {rec.number} just played:</b> '
            f"{led}; {who}; {after}.</div></div>")

    def _render_players(self, obs: dict) -> None:
        names = self.seat_names()
        rows = []
        for s in range(4):
            if s == self.viewer and obs["declaration"]:
                declared = f'{card_svg(obs["declaration"], width=30, height=42)}'
            elif obs["phase"] == "over" and obs["revealed"]:  # the last round's reveal is public
                declared = f'{card_svg(obs["revealed"][-1][s], width=30, height=42)}'
            elif obs["declared"][s]:
                declared = f'{card_svg(None, width=30, height=42)} <span class="ki-note">face down</span>'
            else:
                declared = '<span class="ki-note">choosing&hellip;</span>'
            won = obs["won"][s]
            pile = (cards_svg(won, width=30, height=42, gap=-10, title=f"{names[s]} won: {' '.join(won)}")
                    if won else '<span class="ki-note">none yet</span>')
            cls = ' class="ki-me"' if s == self.viewer else ""
            turn = " &#9664; to play" if s in obs["to_act"] and obs["phase"] == "play" else ""
            rows.append(f'<tr{cls}><td><b>{escape(names[s])}</b>{turn}</td><td>{declared}</td>'
                        f'<td>{obs["hand_sizes"][s]}</td>'
                        f'<td class="ki-won-{s}">{pile} <span class="ki-note">({len(won)})</span></td>'
                        f'<td class="ki-score-{s}"><b>{obs["scores"][s]}</b></td></tr>')
        head = ("<tr><th>Player</th><th>Declaration</th><th>Cards in hand</th>"
                "<th>Cards won this round</th><th>Game score</th></tr>")
        self.players_panel.value = stacked(f'<table class="ki-table">{head}{"".join(rows)}</table>')

    def _render_scores(self, obs: dict) -> None:
        names = self.seat_names()
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
        self.scores_panel.value = (stacked(f'<table class="ki-table">{head}{"".join(rows)}</table>')
                                   + '<div class="ki-note">Each cell: the declared card, then the points.</div>')

