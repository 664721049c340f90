"""Lauzait Cep!, lesson 2 (``notebooks/lauzait_cep/02_hiring.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from html import escape

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines.lauzait_cep import SQUARE_NAMES, WATER, parse_square
from engines.lauzait_cep.pieces import code_token, parse_piece, tokens
from widgets.banner import MessageBanner, guarded
from widgets.lauzait_cep.pictures import board_svg, pieces_svg
from widgets.layout import Table, set_output
from widgets.words import number_word

from .examples import HIRING_BOARD, HIRING_HANDS, JOKER_HAND_HANDS, hiring_day
from .words import nothing_moves_after, refused_because


def fresh_hiring(board=HIRING_BOARD, hands=HIRING_HANDS):
    """A new copy of the lesson's position, Aiko to play."""
    return hiring_day(board, hands)


def lesson_position():
    """The position of this lesson (widgets/lauzait_cep/lessons/hiring.py builds it, and the tests check that the rules can reach it): the board row by row from a5 ('.' is the empty square), the four hands."""
    day = fresh_hiring()
    display(board_svg(day, title="the lesson's board; the empty square is b4"),
            HTML("<b>Aiko's hand</b>"), pieces_svg(day.observation(0)["hand"]))
    return day


def lets_move(state, code):
    """The board pieces (with squares) that may move after discarding this piece (LC-1, LC-2)."""
    return ", ".join(f"{code_token(state.board[s])} on {SQUARE_NAMES[s]}"
                     for s in state.movable_squares(code)) or "nothing"


def discards_and_movers(day):
    """For each concealed piece: the board pieces its discard lets move, and where they stand."""
    hand = sorted(set(day.hidden[0]))
    display(Table(["discard", "lets move", "allowed?"],
          [[code_token(c), lets_move(day, c), "yes" if c in day.legal_discards(0) else "no"]
           for c in hand]))
    return hand


def locked_pieces(day, hand):
    """Which of Aiko's pieces may not be discarded, and why, in the engine's words."""
    stuck = [code_token(c) for c in hand if c not in day.legal_discards(0)]
    assert len(stuck) == 1
    return Markdown(f"Every piece but the {stuck[0]} may be discarded: {nothing_moves_after(day, parse_piece(stuck[0]).code)}, so "
             f"nothing could move after the {stuck[0]}.")


def after_discard_w5():
    """After 'discard W5': which pieces may move, and how far the chosen one (the W4 on a4) may go."""
    after_w5 = fresh_hiring()
    after_w5.apply(0, "discard W5")
    movers = after_w5.movable_squares(after_w5.pending, after_w5.landing)
    a4_moves = [m for m in after_w5.legal_actions(0) if m.src == parse_square("a4")]
    return Markdown(f"Here {number_word(len(movers))} board pieces may move: "
             + " and ".join(f"the **{code_token(after_w5.board[s])}** on {SQUARE_NAMES[s]}" for s in movers)
             + ". In the picture the pieces that may move wear a ring; the **W4** on a4 is chosen, and the "
             f"arrows and ticks show its {number_word(len(a4_moves))} destinations. The 1/2 on two of them marks a Water "
             "square: there a throw of the dice-sticks decides which piece you take (lesson 3). The **W5** just discarded is marked "
             "\"discarded\".")


def after_discard_w5_picture():
    """After discarding W5: who may move (rings), and where the W4 on a4 may go (arrows)."""
    day = fresh_hiring()
    day.apply(0, "discard W5")
    movable = day.movable_squares(day.pending, day.landing)
    display(board_svg(day, highlight=movable, selected="a4",
              destinations={SQUARE_NAMES[m.dst]: day.move_outcomes(m)
                            for m in day.legal_actions(0) if m.src == parse_square("a4")}))
    return day, movable


def moves_after_discard(day, movable):
    """Every legal move after the discard, grouped by the piece that moves, with the Water squares among them."""
    goes_to = {square: [m.dst for m in day.legal_actions(0) if m.src == square] for square in movable}
    return Table(["piece that may move", "from", "may go to", "of those, in the Water"],
          [[code_token(day.board[square]), SQUARE_NAMES[square],
            ", ".join(SQUARE_NAMES[d] for d in goes_to[square]),
            ", ".join(SQUARE_NAMES[d] for d in goes_to[square] if d in WATER) or "none"]
           for square in movable])


def log_and_hand(day):
    """The log line, Aiko's hand, and the checks: nine pieces in hand, one empty square."""
    view = day.observation(0)
    assert len(view["hand"]) == 9 and view["board"].count(None) == 1
    print(f"Game log: {day.events[-1]}")
    print(f"Aiko again holds nine pieces, and the board again has one empty square, {view['empty']}.")


def take_back_w5():
    """Discard W5, move the W4 from a4 onto b4, where the W5 lies: Aiko takes her W5 back."""
    back = fresh_hiring()
    back.apply(0, "discard W5")
    back.apply(0, "move a4-b4")
    same = sorted(back.hidden[0]) == sorted(fresh_hiring().hidden[0])
    print(f"Game log: {back.events[-1]}")
    print(f"Aiko's hand is {'the same as' if same else 'different from'} before the hire; "
          f"the empty square is now {back.observation(0)['empty']}.")


def after_discard_g9(joker_day):
    """After discarding G9 only the joker on c1 may move; here it is chosen, with its destinations."""
    joker_day.apply(0, "discard G9")
    return board_svg(joker_day, highlight=joker_day.movable_squares(9, joker_day.landing), selected="c1",
              destinations={SQUARE_NAMES[m.dst]: joker_day.move_outcomes(m)
                            for m in joker_day.legal_actions(0)})


def joker_discard():
    """Aiko holds a joker instead of the G9: discarding it lets every other board piece move."""
    wild = fresh_hiring(HIRING_BOARD, JOKER_HAND_HANDS)
    wild.apply(0, "discard J")
    print(f"In this variation Aiko's hand is {tokens(fresh_hiring(HIRING_BOARD, JOKER_HAND_HANDS).observation(0)['hand'])}.")
    n = len(wild.movable_squares(wild.pending, wild.landing))
    print(f"She discards the joker onto {SQUARE_NAMES[wild.landing]}. Now {n} board pieces may move: every piece "
          "that stood on the board before her discard. Only the joker she has just discarded stays put.")
    return wild


def slip(words, actions, why):
    """A row: the slip in words, and why it is wrong, after checking that the rules refuse it."""
    state = fresh_hiring()
    for action in actions[:-1]:
        state.apply(0, action)
    return [words, refused_because(state, actions[-1], why)]


def slips():
    """Each slip on a fresh position: the rules refuse it (checked), and the lesson says why in its own words."""
    return Table(["slip", "why it is wrong"],
          [slip("to discard a W4, which Aiko does not hold", ["discard W4"],
                "She can discard only a piece of her own."),
           slip("to move the W4 from a4 to b5 before discarding", ["move a4-b5"],
                "The hire starts with the discard: nothing moves before it."),
           slip("after discarding the W5, to move the W6 from c4 to e3", ["discard W5", "move c4-e3"],
                "e3 does not touch c4: a piece moves one step."),
           slip("after discarding the W5, to move the W9 from e4 to e5", ["discard W5", "move e4-e5"],
                "After a W5, only a W4, a W6 or a joker may move.")])


def try_hiring():
    """Try it: pick a discard, then a piece to move, in the lesson's position."""
    pick = w.Dropdown(options=sorted(set(HIRING_HANDS[0].split())), value="W5", description="Discard")
    mover = w.Dropdown(options=[], description="Move from")
    banner = MessageBanner()
    shown = w.Output()
    trial = {"state": fresh_hiring()}

    @guarded(banner)
    def on_discard(change=None):
        """Discard the chosen piece on a fresh position and list the pieces that may move (LC-1, LC-2)."""
        trial["state"] = state = fresh_hiring()
        mover.options = []
        set_output(shown, html=board_svg(state, cell=48))
        state.apply(0, f"discard {pick.value}")
        squares = state.movable_squares(state.pending, state.landing)
        set_output(shown, html=board_svg(state, highlight=squares, cell=48))
        banner.success(f"{pick.value} lies on {SQUARE_NAMES[state.landing]}; "
                       f"{len(squares)} piece(s) may move.")
        mover.options = [(f"{code_token(state.board[s])} on {SQUARE_NAMES[s]}", s) for s in squares]
        mover.value = squares[0] if squares else None     # draws the first piece's destinations

    @guarded(banner, clear=False)
    def on_mover(change=None):
        """Draw where the chosen piece may go and which piece each destination would take (LC-1, LC-4)."""
        state = trial["state"]
        if mover.value is None:
            return
        moves = [m for m in state.legal_actions(0) if m.src == mover.value]
        outcomes = {SQUARE_NAMES[m.dst]: state.move_outcomes(m) for m in moves}
        words = "; ".join(f"{dst}: " + " or ".join(
            (f"{token}" if chance == 1 else f"{token} ({chance})") for chance, token in out)
            for dst, out in outcomes.items())
        squares = state.movable_squares(state.pending, state.landing)
        set_output(shown, html=board_svg(state, highlight=squares, selected=mover.value,
                                         destinations=outcomes, cell=48)
                   + f"<p>Moving there takes: {escape(words)}</p>")

    pick.observe(on_discard, "value")
    mover.observe(on_mover, "value")
    on_discard()
    return w.VBox([w.HBox([pick, mover]), banner.widget, shown])
