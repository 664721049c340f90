"""The board explorer: pick a piece to discard and see who may move, where, and what you would take.

The widget holds no rules. The position is an engine ``State`` (a seeded deal from
``new_game`` or a ready case built with ``position``). Which pieces may be discarded
is ``State.legal_discards``; a discard that is not allowed is tried on a copy and the
engine's :class:`engines.IllegalAction` sentence is shown (LC-1). After a legal
discard the engine's ``legal_actions`` (on a copy) give every move: the pieces that
may move (LC-1, LC-2), their destinations (the Mountain's twelve, LC-3) and, from
``State.move_outcomes``, what each move would take, with the sticks' odds on Water
(LC-4). Nothing here changes the position.

**Links.** A :class:`widgets.share.LinkReader` reads ``#game=...`` from the page's address
(:meth:`BoardExplorer.link_script` is the script the notebook displays). A link opens through
:func:`widgets.share.read_link` (a view dealt afresh, or a game or position record). The explorer draws the board, which every player sees, and
the concealed pieces of the player whose day it is, and no other hand: what the play page
shows that player when it opens the same link. So, as on Kirin's trick explorer, a game still
being played opens here as well as a what-if position, while the replay, which shows every
hand, opens only finished games. The explorer tries hires, so it opens a position at the start
of a player's day, before the hire; a finished game, a vote on ending the game, or a day
already past its discard gets a sentence saying so, and so does a bad link: the page keeps the
position it shows. **Share** gives a link to the view of the player whose day it is
(:func:`widgets.share.link_for`): the board, that player's pieces and the public play, and no
other player's pieces, so "no other player's pieces are shown" holds of the link as well. A
link to another player's view opens on the play page, not here. A ready case is a board and
one hand, not a whole position of a game (the other players hold nothing), so it has no link:
Share is off and a sentence says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as w

from engines import IllegalAction, InvalidInput
from engines.core import join_and, seat_name
from engines.lauzait_cep import (MOUNTAIN, Discard, Move, State, new_game, parse_cards, parse_square, position,
                                 square_kind, square_name)
from engines.lauzait_cep.pieces import code_token
from engines.lauzait_cep.rules import AFTER_HIRE, DAY, MOVE, OVER, THIRD, VOTE, describe_partners, partner_codes

from .. import share
from ..banner import on_click
from ..cardbuttons import set_classes
from ..layout import replace_children
from ..tool import Tool
from .pictures import board_svg, odds_text, piece_name, piece_svg
from .style import piece_button, style_widget

__all__ = ["BoardExplorer", "Preset", "PRESETS", "case_note", "destination_rows", "not_a_day_start", "what_changes",
           "outcome_text"]


@dataclass(frozen=True)
class Preset:
    """A ready position: the board (25 tokens from a5, ``.`` empty), seat 0's hand, what to try.

    ``note`` is worked out from the engine (:func:`case_note`), never typed, so it always
    says what the position really allows."""

    name: str
    board: str
    hand: str
    discard: str
    piece: str | None

    def state(self):
        """The position as an engine state, seat 0 (Aiko) to act."""
        return position(4, [self.hand, "", "", ""], self.board)

    @property
    def note(self) -> str:
        """What the case shows, in words, from the engine's answers (LC-1 to LC-4)."""
        return case_note(self.state(), self.discard, self.piece)


SHARE_CASE = ("A ready case is a board and one hand, not a whole position of a game (the other players hold "
              "nothing), so it has no link. Deal a season, or open a position from a link (the play page's Share "
              "gives one), then Share it.")
"""Why a ready case cannot be shared (shown beside the Share button, which is off then)."""

_ROWS_B = ("G3 G3 G1 W5 W6 "
           "G4 G4 G6 G6 W7 "
           "G9 G7 .  G7 G8 "
           "W1 W2 W9 W8 W6 "
           "W0 W1 W5 G2 W8")
_ROWS_C = _ROWS_B.replace("W1 W2 W9", "W1 G5 W9")

PRESETS: tuple[Preset, ...] = (
    Preset("A Mountain move",
           ".  W1 W7 G1 W2 "
           "G7 G9 W8 W3 G2 "
           "W9 G1 G4 W3 W8 "
           "W1 G8 W2 G9 W0 "
           "G0 W6 W7 G8 G2",
           "G5 W5 W5 G2 G2 W4 G0 G1 W9", "G5", "c3"),
    Preset("A Water move", _ROWS_B, "W3 W3 G5 G5 W7 W7 G0 G1 W9", "W3", "b2"),
    Preset("A joker discard", _ROWS_B, "J G5 G5 W3 W7 W7 G0 G1 W9", "J", None),
    Preset("A joker on the board", _ROWS_C.replace("G9 G7 .  G7 G8", "G9 G7 .  J  G8"),
           "W3 W3 G5 G5 W7 W7 G0 G1 W9", "W3", "d3"),
    Preset("An illegal discard", _ROWS_C, "W3 W3 G5 G5 W7 W7 G0 G1 W9", "W3", None),
)
"""Positions one click away: the hard cases of the hire (LC-1 to LC-4)."""


def outcome_text(outcomes, moving: str) -> str:
    """What a move takes, in words, from ``State.move_outcomes``: certain, or the sticks' odds (LC-4)."""
    if len(outcomes) == 1:
        return f"you take {outcomes[0][1]}"
    (win, target), (lose, _own) = outcomes
    return (f"sticks 3-5 ({odds_text(win)}): you take {target}; sticks 0-2 ({odds_text(lose)}): "
            f"you take back your {moving} and {target} stays")


def _squares_text(board, squares) -> str:
    """``"the W2 on b2"``, ``"the G4 on c3 and the J on d3"``: pieces named with their squares."""
    names = [f"the {'joker' if board[s] == 'J' else board[s]} on {square_name(s)}" for s in squares]
    return join_and(names)


def case_note(state, discard: str, piece: str | None = None) -> str:
    """What discarding ``discard`` (and moving the piece on ``piece``) does in ``state``, in words,
    every fact taken from the engine: the refusal, the pieces that may move, their destinations."""
    seat = state.turn
    code = parse_cards([discard])[0].code
    after = state.clone()
    try:
        after.apply(seat, Discard(code))
    except IllegalAction as err:
        return f"{str(err).rstrip('.')} ({err.rule})."
    board = after.observation(seat)["board"]
    movers = sorted({m.src for m in after.legal_actions(seat)})
    if discard == "J":
        text = (f"A discarded joker lets any piece move: all {len(movers)} pieces that were on the board "
                "may move; only the joker itself stays put (LC-2).")
    else:
        jokers = [s for s in movers if board[s] == "J"]
        partners = [s for s in movers if board[s] != "J"]
        wanted = " or ".join(f"a {code_token(c)}" for c in partner_codes(code))
        if partners:
            text = f"Discarding {discard} lets {wanted} move; on this board that is {_squares_text(board, partners)}"
            text += (f", and {_squares_text(board, jokers)}, which may move after any discard (LC-1, LC-2)."
                     if jokers else " (LC-1).")
        else:
            text = (f"The board holds no {wanted[2:].replace(' or a ', ' or ')}, but a joker on the board may "
                    f"move after any discard: discarding {discard} lets {_squares_text(board, jokers)} move (LC-2).")
    if piece is not None:
        src = parse_square(piece)
        dests = [m.dst for m in after.legal_actions(seat) if m.src == src]
        water = sum(1 for d in dests if square_kind(d) == "water")
        if src == MOUNTAIN:
            text += (f" That piece stands on the Mountain, so it reaches {len(dests)} squares: its "
                     "neighbours and the squares two steps straight away, jumping what is between (LC-3).")
        else:
            text += f" From {piece} it may go to {len(dests)} squares."
        if water:
            text += (f" {water} of them {'is' if water == 1 else 'are'} Water: moving there throws the sticks, "
                     "and only a 3, 4 or 5 takes the piece there (LC-4).")
    return text


def what_changes(before: Preset, after: Preset) -> str:
    """How two cases differ and which discards that opens or closes, in words, from the engine."""
    a, b = before.state(), after.state()
    changed = [s for s in range(25) if a.board[s] != b.board[s]]
    old, new = a.observation(0)["board"], b.observation(0)["board"]
    swaps = ", ".join(f"{'a joker' if new[s] == 'J' else new[s]} stands on {square_name(s)} where "
                      f"{'a joker' if old[s] == 'J' else 'a ' + str(old[s])} stood" for s in changed)
    hand = "the same hand" if sorted(a.hidden[0]) == sorted(b.hidden[0]) else "another hand"
    opened = [code_token(c) for c in b.legal_discards(0) if c not in a.legal_discards(0)]
    closed = [code_token(c) for c in a.legal_discards(0) if c not in b.legal_discards(0)]
    text = f"It is {hand} on almost the same board: only {swaps}."
    if opened:
        text += f" Now {' and '.join(opened)} may be discarded too."
    if closed:
        text += f" Now {' and '.join(closed)} may no longer be discarded."
    return text


def not_a_day_start(state) -> str | None:
    """Why the explorer cannot try a hire in ``state`` (a sentence), or ``None`` at the start of a day."""
    if state.phase == DAY:
        return None
    if state.phase == OVER:
        return "the game in it is over, so no hire is left to try (open this link on the replay page instead)."
    name = seat_name(state.turn)
    moment = {
        MOVE: f"{name} has already discarded today",
        AFTER_HIRE: f"{name} has already hired today",
        THIRD: f"{name} must declare now, with no hire",
        VOTE: "the players are voting on ending the game",
    }.get(state.phase, "it holds no hire to try")
    return (f"{moment}; the explorer opens only the start of a day, before the hire (open this link on the "
            "play page instead).")


def destination_rows(state, src: int) -> list[dict]:
    """For a state waiting for the move: each destination of the piece on ``src``, with its outcomes."""
    moving = str(parse_cards([state.observation(state.turn)["board"][src]])[0])
    rows = []
    for move in state.legal_actions(state.turn):
        if isinstance(move, Move) and move.src == src:
            outcomes = state.move_outcomes(move)
            target = state.observation(state.turn)["board"][move.dst]
            rows.append({"move": str(move), "square": square_name(move.dst), "kind": square_kind(move.dst),
                         "target": target, "outcomes": outcomes, "text": outcome_text(outcomes, moving)})
    return rows


class BoardExplorer(Tool, share.LinkedPage):
    """The board explorer app. ``widget`` is the whole app; the buttons call the public methods."""

    css, kind = "lc", "explorer"

    def style_widget(self) -> w.HTML:
        """Lauzait Cep!'s style sheet."""
        return style_widget()

    def __init__(self, preset: int | None = 0, players: int = 4, seed: int = 1) -> None:
        """Build the app on a ready case (``preset``) or, with ``preset=None``, on a seeded deal."""
        self.banner = self.new_banner()
        self.preset_buttons, presets = self.example_row("Try a case:", PRESETS, "lc-preset", self.load_preset)
        self.preset_note = w.HTML()
        self.preset_note.add_class("lc-preset-note")
        self.players = w.Dropdown(options=[2, 3, 4], value=players, description="Players",
                                  style={"description_width": "60px"}, layout=w.Layout(width="140px"))
        self.players.add_class("lc-players")
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**9, description="Seed",
                                     style={"description_width": "40px"}, layout=w.Layout(width="150px"))
        self.seed.add_class("lc-seed")
        self.deal_button = self.button("Deal a season", "lc-deal", self.deal, icon="random")
        self.status = w.HTML()
        self.status.add_class("lc-status")
        self.board_out = w.HTML()
        self.board_out.add_class("lc-board")
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height="50px"))
        self.hand_box.add_class("lc-hand")
        self.discard_out = w.HTML()
        self.discard_out.add_class("lc-discard-result")
        self.mover_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.mover_box.add_class("lc-movers")
        self.dest_out = w.HTML()
        self.dest_out.add_class("lc-destinations")

        self.state = None
        self._hand_key: tuple | None = None
        self.seat = 0
        self.source = ""
        self.shareable = False  # a dealt season or a position from a link: a whole position, with a link
        self.reader = share.LinkReader("lc-explorer", self.open_link)
        self.share = share.ShareBox("lc-explorer", self.shared, lambda: self.reader.address)
        self.share_why = w.HTML()
        self.share_why.add_class("lc-share-why")
        self.discard: str | None = None
        self.after = None  # a copy of the state after the chosen discard
        self.movable: list[str] = []
        self.selected: str | None = None
        self.destinations: list[dict] = []
        self.message = ""

        right = w.VBox([
            self.title("The hand: click a piece to discard it"),
            self.note("&#10003; may be discarded now; a faded piece may not (click it to see why)."),
            self.hand_box, self.discard_out,
            self.title("Pieces that may move: click one"), self.mover_box,
            self.dest_out,
        ], layout=w.Layout(min_width="430px", flex="1 1 430px"))
        self.assemble(
            presets,
            self.preset_note,
            self.row(w.HTML('<span class="lc-label">Or a dealt season:</span>'), self.players, self.seed,
                     self.deal_button),
            self.banner, self.status,
            self.row(self.board_out, right, grid_gap="18px", align_items="flex-start"),
            self.title("Share this position as a link"), self.share_why, self.share.widget, self.reader.box,
        )
        if preset is None:
            self.deal()
        else:
            self.load_preset(preset)

    # ----- links -----------------------------------------------------------------------------
    def open_link(self, address: str, fragment: str | None) -> bool:
        """Explore the position a link carries (only the hand of the player whose day it is), or say what is
        wrong with it and keep the position on show."""
        if fragment is None:
            return False
        self.reader.box.value = ""  # the position is read; the page keeps no copy of the link's whole game
        try:
            opened = share.read_link(fragment, State)
            state = opened.state
            why = not_a_day_start(state)
            if why is not None:
                raise InvalidInput(why)
            if opened.is_view and opened.seat != state.turn:
                raise InvalidInput(f"it shares {seat_name(opened.seat)}'s view, and it is {seat_name(state.turn)}'s "
                                   "day, whose pieces the link does not hold. Open it on the play page to play on "
                                   f"as {seat_name(opened.seat)}.")
        except InvalidInput as err:
            self.banner.show(f"This link's position could not be opened: {err} The explorer keeps "
                             f"{self.source}.", "error")
            self.message = self.banner.text
            return False
        name = seat_name(state.turn)
        self.preset_note.value = f'<div class="lc-note">{escape(opened.note)}</div>' if opened.note else ""
        self._set_state(state, f"the position from the link (season {state.season}, {name}'s day)", shareable=True)
        self.banner.info(f"Opened the position from the link: season {state.season}, {name}'s day, before the "
                         f"hire. This is {name}'s hand; no other player's pieces are shown. Click a piece to "
                         "discard it.")
        self.message = self.banner.text
        return True

    def shared(self) -> tuple:
        """The position on show and the seat whose day it is: Share's link carries that seat's view only.

        Only a whole position of a game has a link (a dealt season or a position from a link);
        for a ready case ``InvalidInput`` says why (Share is off then)."""
        if not self.shareable:
            raise InvalidInput(SHARE_CASE)
        return self.state, self.seat

    # ----- choosing the position -----------------------------------------------------------
    def load_preset(self, index: int) -> None:
        """Load a ready position and try its discard (and piece) at once."""
        case = PRESETS[index]
        self._set_state(case.state(), f"the case '{case.name}'")
        self.preset_note.value = f'<div class="lc-note"><b>{escape(case.name)}:</b> {escape(case.note)}</div>'
        self.choose_discard(case.discard)
        if case.piece and self.after is not None:
            self.select_piece(case.piece)

    def deal(self) -> None:
        """Deal a new season with the chosen players and seed; the seat to act holds the hand."""
        state = new_game(self.players.value, seed=self.seed.value)
        self.preset_note.value = ""
        self._set_state(state, f"a {self.players.value}-player deal (seed {self.seed.value})", shareable=True)
        self.banner.info(f"Season 1 is dealt: {seat_name(state.turn)} starts, so this is "
                         f"{seat_name(state.turn)}'s hand. The Mountain is empty at the start of a season, "
                         "so the first discard lands on it. Click a piece to discard it.")

    def _set_state(self, state, source: str, shareable: bool = False) -> None:
        """Explore a new position (``shareable``: a whole position of a game, which Share may link to)."""
        self.state, self.seat, self.source = state, state.turn, source
        self._hand_key = None
        self.shareable = shareable
        self.share.button.disabled = not shareable
        self.share.link.value, self.share.link.layout.display, self.share.note.value = "", "none", ""
        self.share_why.value = "" if shareable else f'<div class="lc-note">{escape(SHARE_CASE)}</div>'
        self.banner.clear()
        self._reset_choice()
        self._render_hand()
        self._render()

    def _reset_choice(self) -> None:
        """Forget the chosen discard and piece."""
        self.discard, self.after, self.movable, self.selected, self.destinations = None, None, [], None, []
        self.message = ""

    # ----- the learner's choices -----------------------------------------------------------
    def choose_discard(self, token: str) -> bool:
        """Try discarding ``token``: an illegal discard is explained; a legal one shows who may move."""
        self.banner.clear()
        self._reset_choice()
        try:
            piece = parse_cards([token])[0].bare
            after = self.state.clone()
            after.apply(self.seat, Discard(piece.code))
        except (IllegalAction, InvalidInput) as err:
            self.discard = str(token).upper()
            self.banner.show_error(err)
            self.message = self.banner.text
            self.discard_out.value = (f'<div class="lc-box lc-why lc-illegal-discard">&#10007; '
                                      f"<b>{escape(self.discard)} may not be discarded.</b> "
                                      f"{escape(str(err))}</div>")
            self._render_hand()
            self._render()
            return False
        self.discard, self.after = str(piece), after
        self.movable = sorted({square_name(m.src) for m in after.legal_actions(self.seat)},
                              key=lambda s: (-int(s[1]), s[0]))
        landing = after.observation(self.seat)["landing"]
        where = "the Mountain" if landing == square_name(MOUNTAIN) else landing
        if piece.is_joker:
            why = "a discarded joker lets any piece on the board move (LC-2)"
        else:
            why = f"it lets a {describe_partners(piece.code)} on the board move (LC-1, LC-2)"
        self.discard_out.value = (
            f'<div class="lc-box lc-why lc-legal-discard">&#10003; <b>Discard {escape(self.discard)}</b> onto '
            f"{escape(where)}: {escape(why)}. <b>{len(self.movable)} piece{'s' if len(self.movable) != 1 else ''}"
            f"</b> may move; the discarded piece itself may not.</div>")
        self._render_hand()
        if len(self.movable) == 1:
            self.select_piece(self.movable[0])
        else:
            self._render()
        return True

    def select_piece(self, square: str) -> bool:
        """Choose the piece to move (by its square): show each destination and what it would take."""
        if self.after is None:
            self.banner.warning("Choose a piece to discard first: the discard decides which pieces may "
                                "move (LC-1).", "LC-1")
            return False
        square = str(square).strip().lower()
        if square not in self.movable:
            self.banner.warning(f"The piece on {square} may not move after discarding {self.discard}; "
                                f"these may: {', '.join(self.movable)}.", "LC-1")
            return False
        self.selected = square
        src = [i for i in range(25) if square_name(i) == square][0]
        self.destinations = destination_rows(self.after, src)
        self._render()
        return True

    # ----- drawing ---------------------------------------------------------------------------
    def _render_hand(self) -> None:
        """The hand as piece buttons: legal discards ticked, the others faded but clickable.

        The buttons are made again only when the position changes; a discard only moves the
        marks, so a click never lands on a button that is being replaced."""
        state, seat = self.state, self.seat
        hand = tuple(state.observation(seat)["hand"])
        if hand != self._hand_key:
            buttons = []
            for i, token in enumerate(hand):
                b = piece_button(token, None, f"lc-hand-{i}")
                b.tooltip = f"{piece_name(token)}: click to discard it"
                on_click(b, self.banner, lambda t=token: self.choose_discard(t))
                buttons.append(b)
            replace_children(self.hand_box, buttons)
            self._hand_key = hand
        allowed = set(state.legal_discards(seat))
        for b in self.hand_box.children:
            code = parse_cards([b.description])[0].code
            set_classes(b, lc_legal=code in allowed, lc_unplayable=code not in allowed,
                        lc_selected=b.description == self.discard)

    def _render(self) -> None:
        """The status line, the board with its marks, the movable pieces and the destinations."""
        state, seat = self.state, self.seat
        obs = state.observation(seat)
        empty = obs["empty"]
        self.status.value = (f'<div class="lc-note lc-status-text">Position: {escape(self.source)}. '
                             f"{escape(seat_name(seat))} is to act; the empty square is <b>{escape(empty)}</b>"
                             f"{' (the Mountain)' if empty == square_name(MOUNTAIN) else ''}.</div>")
        view = self.after if self.after is not None else state
        dest = {}
        if self.selected:
            dest = {r["square"]: r["outcomes"] for r in self.destinations}
        self.board_out.value = str(board_svg(view, highlight=self.movable, destinations=dest,
                                             selected=self.selected, cell=68))
        buttons = []
        board = view.observation(seat)["board"]
        for sq in self.movable:
            src = [i for i in range(25) if square_name(i) == sq][0]
            kind = {"mountain": ", Mountain", "water": ", Water"}.get(square_kind(src), "")
            n = sum(1 for m in self.after.legal_actions(seat) if m.src == src)
            b = w.Button(description=f"{board[src]} on {sq}", tooltip=f"{piece_name(board[src])} on {sq}{kind}: "
                         f"{n} squares to go to", layout=w.Layout(width="auto"))
            b.add_class("lc-mover")
            b.add_class(f"lc-mover-{sq}")
            if sq == self.selected:
                b.button_style = "warning"
            on_click(b, self.banner, lambda s=sq: self.select_piece(s))
            buttons.append(b)
        replace_children(self.mover_box, buttons)
        if self.after is None:
            self.dest_out.value = ""
        elif not self.selected:
            self.dest_out.value = ('<div class="lc-note">The framed pieces on the board (&#9678;) may move. '
                                   "Click one above to see where it may go.</div>")
        else:
            self.dest_out.value = self._destinations_html(board)

    def _destinations_html(self, board) -> str:
        """Where the chosen piece may go and what each move would take (LC-1, LC-3, LC-4)."""
        src = [i for i in range(25) if square_name(i) == self.selected][0]
        moving = board[src]
        n = len(self.destinations)
        water = sum(1 for r in self.destinations if r["kind"] == "water")
        if src == MOUNTAIN:
            head = (f"{moving} stands on the Mountain: it may go to <b class='lc-dest-count'>{n}</b> squares, its "
                    "eight neighbours and the four squares two steps straight up, down, left and right, "
                    "jumping the piece between (LC-3).")
        else:
            head = f"{moving} on {self.selected} may go to <b class='lc-dest-count'>{n}</b> neighbouring squares (LC-1)."
        if water:
            head += (f" {water} of them {'is' if water == 1 else 'are'} Water: the sticks decide what you take "
                     "(LC-4).")
        rows = []
        for r in self.destinations:
            kind = {"water": "&#8764; Water", "mountain": "&#8743; Mountain", "land": "land"}[r["kind"]]
            target = r["target"]
            pic = piece_svg(target, size=30) if target else ""
            rows.append(f'<tr class="lc-dest-{r["square"]}"><td><b>{r["square"]}</b></td>'
                        f'<td style="white-space:nowrap">{kind}</td><td>{pic}</td>'
                        f'<td class="lc-why">{escape(r["text"])}</td></tr>')
        table = ('<table class="lc-table lc-dest-table"><tr><th>Square</th><th>Kind</th><th>There</th>'
                 f'<th>What you would take</th></tr>{"".join(rows)}</table>')
        return f'<div class="lc-why lc-dest-summary" style="max-width:560px">{head}</div>{table}'
