"""The day's steps on Lauzait Cep!'s play table (LC-6): the controls of a day and their drawing.

A day is: at its start, propose to end the game (LC-10) or declare Stalemate (LC-8); dissolve a
department (optional); form one (optional); the hire (compulsory: discard a piece, then move one,
LC-1..LC-4); then declare (LC-7) or end the day. Every control is enabled from the shown person's
``legal_actions`` only, and every click goes through the table's ``act``, so a refusal is the
engine's sentence. :class:`DaySteps` is mixed into :class:`widgets.lauzait_cep.table.PlayTable`.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from engines.core import seat_name
from engines.lauzait_cep import (ACCEPT, DECLARE, DECLINE, END_DAY, PROPOSE, STALEMATE_ACTION, Discard, Dissolve,
                                 Form, Move, department_bonus, department_kind, parse_cards, scored_words,
                                 square_kind, square_name)

from ..banner import on_click
from ..cardbuttons import set_classes
from ..layout import html_block, replace_children, set_options
from .style import discard_buttons, mover_button
from .explorer import outcome_text
from .pictures import odds_text, piece_name

__all__ = ["DaySteps"]


class DaySteps:
    """The day's controls of the play table: dissolve, form, the hire, declare or end the day, the vote."""

    def build_steps(self) -> None:
        """Make the day's controls (the table gives ``button``, ``banner``, ``act`` and ``hint_button``)."""
        self.dissolve_choice = w.Dropdown(options=[], description="To dissolve",
                                          style={"description_width": "initial"},
                                          layout=w.Layout(width="340px"))
        self.dissolve_choice.add_class("lc-dissolve-choice")
        self.dissolve_button = self.button(
            "Dissolve", "lc-dissolve", lambda: self.act(self.dissolve_choice.value), icon="undo", width=None,
            tip="Take a formed department back into your hand and pay back exactly its bonus (LC-5)")
        self.form_choice = w.Dropdown(options=[], description="To form",
                                      style={"description_width": "initial"},
                                      layout=w.Layout(width="320px"))
        self.form_choice.add_class("lc-form-choice")
        self.form_button = self.button("Form", "lc-form", lambda: self.act(self.form_choice.value), icon="star",
                                       tip="Form a department, face up, and earn its bonus (LC-5)", width=None)
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="50px"))
        self.hand_box.add_class("lc-hand")
        self.mover_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.mover_box.add_class("lc-movers")
        self.dest_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.dest_box.add_class("lc-dest-buttons")
        self.declare_button = self.button(
            "Lauzait-Cep!", "lc-declare", lambda: self.act(str(DECLARE)), icon="trophy", width=None,
            tip="Declare, calling Lauzait-Cep!: the season ends and your declaration scores (LC-7)")
        self.end_day_button = self.button("End day", "lc-end-day", lambda: self.act(str(END_DAY)), icon="forward",
                                          tip="End your day (after the hire) without declaring", width=None)
        self.end_day_button.add_class("lc-pass")
        self.propose_button = self.button("Propose to end", "lc-propose", self.propose, icon="flag-checkered",
                                          tip="Propose to end the game now with the scores as they stand; it ends "
                                              "only if every other player accepts (LC-10)", width=None)
        self.vote_text = html_block("", css_class="lc-vote-text")
        self.accept_button = self.button("Accept", "lc-accept", lambda: self.answer(True), icon="check",
                                         style="success", tip="Agree to end the game now (LC-10)", width=None)
        self.decline_button = self.button("Decline", "lc-decline", lambda: self.answer(False), icon="times",
                                          style="danger", tip="Refuse: the game goes on (LC-10)", width=None)
        self.vote_panel = w.VBox([self.vote_text, w.HBox([self.accept_button, self.decline_button])],
                                 layout=w.Layout(display="none"))
        self.vote_panel.add_class("lc-vote")
        self.stalemate_button = self.button(
            "Stalemate", "lc-stalemate", lambda: self.act(str(STALEMATE_ACTION)), icon="ban", width=None,
            tip="Nothing can be discarded, even after a dissolve (LC-8)")
        self.typed = w.Text(placeholder="or type an action, e.g. form G2 G3 J=G4", continuous_update=False,
                            layout=w.Layout(width="300px"))
        self.typed.add_class("lc-typed")
        self.typed_button = self.button("Do it", "lc-typed-go", self._typed)

    def hand_section(self) -> w.VBox:
        """The shown person's hand (its pieces are the hire's discard buttons), to sit under the board."""
        section = w.VBox([self.title("Your hand"), self.hand_box])
        section.add_class("lc-hand-section")
        return section

    def steps_box(self) -> w.VBox:
        """The day's controls, one numbered step under another (the hand is :meth:`hand_section`)."""
        steps = w.VBox([
            w.HTML('<div class="lc-label">At the start of your day: propose to end the game (optional, once a '
                   "season), or declare Stalemate if nothing else is possible</div>"),
            w.HBox([self.propose_button, self.stalemate_button], layout=w.Layout(flex_flow="row wrap")),
            w.HTML('<div class="lc-label">1. Dissolve a department (optional, first)</div>'),
            w.HBox([self.dissolve_choice, self.dissolve_button], layout=w.Layout(align_items="center")),
            w.HTML('<div class="lc-label">2. Form a department (optional)</div>'),
            w.HBox([self.form_choice, self.form_button], layout=w.Layout(align_items="center")),
            w.HTML('<div class="lc-label">3. Hire (compulsory): click a piece of your hand (under the board) to '
                   "discard it</div>"),
            self.move_note, self.mover_box, self.dest_box,
            w.HTML('<div class="lc-label">4. After the hire</div>'),
            w.HBox([self.declare_button, self.end_day_button, self.hint_button],
                   layout=w.Layout(flex_flow="row wrap")),
            self.declare_note,
            w.HBox([self.typed, self.typed_button], layout=w.Layout(align_items="center")),
        ], layout=w.Layout(min_width="440px", flex="1 1 440px"))
        steps.add_class("lc-steps")
        return steps

    # ----- what the controls call ------------------------------------------------------------
    def propose(self) -> bool:
        """Propose to end the game now (LC-10); the others answer in turn."""
        return self.act(str(PROPOSE))

    def answer(self, accept: bool) -> bool:
        """Answer a proposal to end the game: accept or decline (LC-10)."""
        return self.act(str(ACCEPT if accept else DECLINE))

    def discard(self, token: str) -> bool:
        """A click on a hand piece: discard it (the hire's first half, LC-1)."""
        return self.act(f"discard {token}")

    def select_piece(self, square: str) -> bool:
        """Choose which board piece to move; its destinations appear as buttons."""
        if self._passing():
            return False
        legal = [m for m in self.state.legal_actions(self.viewer) if isinstance(m, Move)]
        if not legal:
            self.banner.show("Discard a piece first: the hire starts with the discard (LC-1).", "warning", "LC-1")
            return False
        if square not in {square_name(m.src) for m in legal}:
            self.banner.show(f"The piece on {square} may not move now.", "warning", "LC-1")
            return False
        self.selected = square
        self.banner.clear()
        self._render()
        return True

    def move_to(self, square: str) -> bool:
        """Move the chosen piece to ``square`` (the hire's second half, LC-1..LC-4)."""
        if self.selected is None:
            self.banner.show("Choose the piece to move first.", "warning", "LC-1")
            return False
        return self.act(f"move {self.selected}-{square}")

    def _typed(self) -> None:
        """Apply the action typed in the text field."""
        text = self.typed.value.strip()
        if not text:
            self.banner.show("Type an action first, e.g. 'discard W5', 'move b2-c3' or 'form G2 G3 J=G4'.", "warning")
            return
        if self.act(text):
            self.typed.value = ""


    # ----- drawing ------------------------------------------------------------------------------
    def _render_steps(self, obs: dict, legal: list) -> None:
        """Enable each step's buttons only when the engine allows it."""
        dissolves = [a for a in legal if isinstance(a, Dissolve)]
        forms = [a for a in legal if isinstance(a, Form)]
        set_options(self.dissolve_choice, [
            (f"{' '.join(map(str, a.pieces))} (pay back {department_bonus(list(a.pieces))})", str(a))
            for a in dissolves], "nothing to dissolve now")
        set_options(self.form_choice, [
            (f"{' '.join(map(str, a.pieces))} ({department_kind(list(a.pieces))}, "
             f"+{department_bonus(list(a.pieces))})", str(a)) for a in forms], "nothing to form now")
        self.dissolve_button.disabled = not dissolves
        self.form_button.disabled = not forms
        self.declare_button.disabled = DECLARE not in legal
        self.end_day_button.disabled = END_DAY not in legal
        self.stalemate_button.disabled = STALEMATE_ACTION not in legal
        self.propose_button.disabled = PROPOSE not in legal
        self._render_vote(obs, legal)
        # a coloured button reads as "press me": colour only the steps open now
        self.declare_button.button_style = "" if self.declare_button.disabled else "success"
        self.stalemate_button.button_style = "" if self.stalemate_button.disabled else "warning"
        self.form_button.button_style = "" if self.form_button.disabled else "primary"
        self.dissolve_button.button_style = "" if self.dissolve_button.disabled else "primary"
        self.hint_button.disabled = not legal
        self.typed_button.disabled = self.state.is_over() or self.viewer is None
        # the hand: legal discards ticked, others faded but clickable (a wrong click is explained);
        # the buttons are made again only when the hand changes, so clicks never hit a dying button
        discards = {a.code for a in legal if isinstance(a, Discard)}
        hand = tuple(obs["hand"])
        if (self.viewer, hand) != self._hand_key:
            replace_children(self.hand_box, discard_buttons(hand, self.discard, self.banner))
            self._hand_key = (self.viewer, hand)
        hiring = obs["phase"] == "day" and self.viewer in obs["to_act"]
        for b in self.hand_box.children:
            code = parse_cards([b.description])[0].code
            set_classes(b, lc_legal=hiring and code in discards, lc_unplayable=hiring and code not in discards,
                        lc_hinted=self.hinted == f"discard {b.description}")
        # the move: pieces that may move, then the chosen piece's destinations
        moves = [a for a in legal if isinstance(a, Move)]
        movers, dests = [], []
        board = obs["board"]
        if moves:
            for sq in sorted({square_name(m.src) for m in moves}, key=lambda s: (-int(s[1]), s[0])):
                src = next(m.src for m in moves if square_name(m.src) == sq)
                movers.append(mover_button(sq, board[src], f"move {piece_name(board[src])}", sq == self.selected,
                                           self.select_piece, self.banner))
            if self.selected:
                for m in moves:
                    if square_name(m.src) != self.selected:
                        continue
                    dst = square_name(m.dst)
                    outcomes = self.state.move_outcomes(m)
                    kind = {"water": " (Water)", "mountain": " (Mountain)"}.get(square_kind(m.dst), "")
                    label = (f"→ {dst}{kind}: {outcomes[0][1]}" if len(outcomes) == 1 else
                             f"→ {dst}{kind}: {odds_text(outcomes[0][0])} {outcomes[0][1]}")
                    b = w.Button(description=label, tooltip=outcome_text(outcomes, board[m.src]),
                                 layout=w.Layout(width="auto"))
                    b.add_class("lc-dest")
                    b.add_class(f"lc-dest-{dst}")
                    if self.hinted == str(m):
                        b.button_style = "info"
                    on_click(b, self.banner, lambda d=dst: self.move_to(d))
                    dests.append(b)
            self.move_note.value = ('<div class="lc-note">Pieces that may move'
                                    + (f"; where {escape(self.selected)} may go (Water: the chance to take "
                                       "the piece there, LC-4)" if self.selected else "") + ":</div>")
        else:
            self.move_note.value = ""
        replace_children(self.mover_box, movers)
        replace_children(self.dest_box, dests)
        if DECLARE in legal:
            result = self.state.declaration(self.viewer)
            self.declare_note.value = (f'<div class="lc-note lc-declare-preview">Declaring now scores '
                                       f"<b>{result.total}</b> ({escape(scored_words(result.formations))}) "
                                       f"with {escape(' / '.join(' '.join(map(str, d)) for d in result.departments))}."
                                       "</div>")
        else:
            self.declare_note.value = ""

    def _render_vote(self, obs: dict, legal: list) -> None:
        """The prompt when the learner must answer a proposal to end the game: who proposed, who has
        accepted so far, what ending now would mean for the winner; Accept and Decline (LC-10)."""
        vote, me = obs["vote"], self.viewer
        if not (vote and ACCEPT in legal):
            self.vote_panel.layout.display = "none"
            self.vote_text.value = ""
            return
        scores = obs["scores"]
        best = max(scores)
        winners = [s for s in range(obs["players"]) if scores[s] == best]
        if winners == [me]:
            outcome = "you would win"
        elif me in winners:
            outcome = "you would share the win with " + " and ".join(seat_name(s) for s in winners if s != me)
        else:
            outcome = " and ".join(seat_name(s) for s in winners) + (" would share the win" if len(winners) > 1
                                                                    else " would win")
        standing = ", ".join(f"{'you' if s == me else seat_name(s)} {p}" for s, p in enumerate(scores))
        accepted = ", ".join(seat_name(s) for s in vote["accepted"])
        self.vote_text.value = (
            f'<div class="lc-box lc-vote-prompt" role="alert"><b>{escape(seat_name(vote["proposer"]))} proposes to '
            f"end the game now.</b> If every other player accepts, the game ends at once: season "
            f"{obs['season']} is not scored and the totals stand ({escape(standing)}), so {escape(outcome)}. "
            + (f"Already accepted: {escape(accepted)}. " if accepted else "")
            + "One decline is enough to go on playing. Do you accept? (LC-10)</div>")
        self.vote_panel.layout.display = "flex"

