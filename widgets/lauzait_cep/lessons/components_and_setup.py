"""Lauzait Cep!, lesson 1 (``notebooks/lauzait_cep/01_components_and_setup.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from collections import Counter
from html import escape

import ipywidgets as w
from IPython.display import Markdown, display

from engines.core import seat_name
from engines.lauzait_cep import LAYOUT, SQUARE_NAMES, new_game, piece_set
from engines.lauzait_cep.pieces import code_token
from widgets.banner import MessageBanner, guarded
from widgets.lauzait_cep.pictures import board_svg, pieces_svg
from widgets.layout import Table, set_output

from .words import season_event_words


def box_counts():
    """Count the full box: how many copies of each number, per colour and in both colours."""
    BOX = Counter(code_token(c) for c in piece_set(4))
    display(Table(["number", "green copies", "white copies", "pieces"],
          [[n, BOX[f"G{n}"], BOX[f"W{n}"], BOX[f"G{n}"] + BOX[f"W{n}"]] for n in range(10)]
          + [["jokers", "", "", BOX["J"]], ["all", "", "", sum(BOX.values())]]))
    return BOX


def notation_limits(BOX):
    """What the notation can name: the numbers in the box, and no more copies than the box holds."""
    numbers = sorted({int(t[1:]) for t in BOX if t != "J"})
    return Markdown(f"* The numbers run from {numbers[0]} to {numbers[-1]}: there is no **G10**, and a joker may stand only for "
             f"one of the real pieces, **G{numbers[0]}** to **G{numbers[-1]}** or **W{numbers[0]}** to **W{numbers[-1]}**.\n"
             f"* No hand, board or department ever holds more copies of a piece than the box has: the box holds only "
             f"{BOX['G9']} **G9**s, so three **G9**s never meet. A joker standing for a **G9** does not use one up, "
             f"as said above.")


def box(players):
    """How many copies of each piece a table of ``players`` plays with, by token."""
    return Counter(code_token(c) for c in piece_set(players))


def pieces_in_play():
    """The pieces in play for each number of players."""
    return Table(["players", "pieces", "0s", "jokers"],
          [[n, sum(box(n).values()), box(n)["G0"] + box(n)["W0"], box(n)["J"]] for n in (4, 3, 2)])


def board_map():
    """The board's squares by kind, top row first: a map with one row per rank."""
    KIND = {"mountain": "Mountain", "water": "Water", "land": "land"}
    return Table(["row", "column a", "column b", "column c", "column d", "column e"],
          [[SQUARE_NAMES[5 * r][1]] + [f"{SQUARE_NAMES[5 * r + c]} {KIND[kind]}" for c, kind in enumerate(row)]
           for r, row in enumerate(LAYOUT)])


def deal_as_text(game):
    """The same deal as text: four hands, and how many pieces stay face down."""
    view = game.observation(0)
    return Table(["who", "pieces"],
          [[seat_name(s), " ".join(str(p) for p in game.hand(s))] for s in range(4)]
          + [["face down", f"{view['face_down']} pieces"]])


def first_log_line(game):
    """The first line of this game's log, in words: who starts, and the order of play."""
    print(season_event_words(game.events[0], game.players))
    # Which way the draw sent play: with the seating order, or the other way round the table.
    _, starter, direction, _ = game.events[0].data
    assert direction in (1, -1) and game.players > 2
    after, before = seat_name((starter + 1) % game.players), seat_name((starter - 1) % game.players)
    print(f"The draw sent play {'the other way round the table' if direction == -1 else 'in the seating order'}: "
          f"from {seat_name(starter)} to {after if direction == 1 else before}, not to {before if direction == 1 else after}.")


def try_deal_a_season():
    """Try it: deal a season for 2-4 players from a deal number (the engine's seed)."""
    players = w.Dropdown(options=[2, 3, 4], value=3, description="Players")
    seed = w.IntText(value=7, description="Deal", layout=w.Layout(width="200px"))
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def deal(change=None):
        """Deal a season from the chosen seed and draw the board and Aiko's hand."""
        state = new_game(players.value, seed=seed.value)
        view = state.observation(0)
        words = (f"<p>{players.value} players: {len(piece_set(players.value))} pieces, "
                 f"{view['face_down']} face down. {escape(season_event_words(state.events[0], state.players))}</p>")
        set_output(shown, html=words + board_svg(state, cell=48)
                   + "<p><b>Aiko's hand</b></p>" + pieces_svg(view["hand"], size=36))

    players.observe(deal, "value")
    seed.observe(deal, "value")
    deal()
    return w.VBox([w.HBox([players, seed]), banner.widget, shown])
