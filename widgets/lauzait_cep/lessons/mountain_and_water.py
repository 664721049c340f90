"""Lauzait Cep!, lesson 3 (``notebooks/lauzait_cep/03_mountain_and_water.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import random
from fractions import Fraction
from html import escape
from itertools import product
from math import comb

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines.lauzait_cep import (MOUNTAIN, SQUARE_NAMES, destinations, parse_action, square_kind, stick_odds,
                                 water_success)
from widgets.banner import MessageBanner, guarded
from widgets.lauzait_cep.pictures import board_svg, pieces_svg, sticks_svg
from widgets.layout import Table, set_output, side_by_side
from widgets.words import number_word

from .examples import (HIRING_HANDS, MOUNTAIN_BOARD, MOUNTAIN_HANDS, mountain_day, mountain_jump,
                       water_discard)
from .words import board_changes, move_words

THROWS = list(product((0, 1), repeat=5))            # every way five sticks can land


def p_throw(k):
    """The chance of a throw of k: the share of the 32 landings with k marked sides up."""
    return Fraction(sum(sum(t) == k for t in THROWS), len(THROWS))


def over_32(chance):
    """A chance written over 32, the number of landings, unreduced: 10/32, not 5/16."""
    assert (chance * len(THROWS)).denominator == 1
    return f"{chance * len(THROWS)}/{len(THROWS)}"


def differs_from_lesson_two():
    """How this position differs from lesson 2's: two board pieces swapped, a G8 in Aiko's hand for her G9."""
    was, now = (set(HIRING_HANDS[0].split()) - set(MOUNTAIN_HANDS[0].split()),
                set(MOUNTAIN_HANDS[0].split()) - set(HIRING_HANDS[0].split()))
    assert was == {"G9"} and now == {"G8"} and MOUNTAIN_BOARD.split()[12] == "G9"
    return Markdown(f"Another position set up for the lesson: lesson 2's board with {board_changes(MOUNTAIN_BOARD)}, "
             "and a **G8** in Aiko's hand instead of her **G9**. Aiko is to play. A **G9** stands on the Mountain (c3): "
             "by discarding her **G8** she may move it, same colour, one number away (lesson 2). The **G7**s on a3 "
             "and c1 may move too.")


def fresh_mountain(seed=0):
    """The lesson's position, Aiko to play."""
    return mountain_day(seed)


def mountain_position():
    """The lesson's position: a G9 on the Mountain, the empty square on b4, Aiko to play (built in widgets/lauzait_cep/lessons/mountain_and_water.py; the seed drives the game's own throws of the sticks)."""
    day = fresh_mountain()
    display(board_svg(day, title="the lesson's board: a G9 on the Mountain c3"),
            HTML("<b>Aiko's hand</b>"), pieces_svg(day.observation(0)["hand"]))
    return day


def destinations_compared():
    """Destinations from the Mountain, from an ordinary inner square, and from a corner."""
    WHERE = {"c3": "the Mountain", "b2": "an inner land square", "a1": "a corner"}
    return Table(["from", "kind of square", "destinations", "how many"],
          [[square, kind, " ".join(SQUARE_NAMES[s] for s in destinations(SQUARE_NAMES.index(square))),
            len(destinations(SQUARE_NAMES.index(square)))] for square, kind in WHERE.items()])


def mountain_destinations():
    """After 'discard G8': the Mountain piece's twelve destinations."""
    day = fresh_mountain()
    day.apply(0, "discard G8")
    from_mountain = [m for m in day.legal_actions(0) if m.src == MOUNTAIN]
    display(board_svg(day, highlight=day.movable_squares(day.pending, day.landing), selected="c3",
              destinations={SQUARE_NAMES[m.dst]: day.move_outcomes(m) for m in from_mountain}))
    return day


def landings_count():
    """The count of landings for each throw is 1, 5, 10, 10, 5, 1 out of 32; the engine plays by the same odds."""
    assert all(p_throw(k) == stick_odds()[k] for k in range(6))
    return Table(["throw", "landings", "chance", "what you take"],
          [[k, sum(sum(t) == k for t in THROWS), over_32(p_throw(k)),
            "the Water piece" if k >= 3 else "the moving piece"] for k in range(6)])


def water_chance():
    """The chance of taking the Water piece, by counting landings (the sum of chances, the binomial formula and the engine agree)."""
    by_sum = p_throw(3) + p_throw(4) + p_throw(5)
    landings = {k: sum(sum(t) == k for t in THROWS) for k in (3, 4, 5)}
    by_count = Fraction(sum(landings.values()), len(THROWS))
    assert by_sum == by_count == Fraction(sum(comb(5, k) for k in (3, 4, 5)), 2 ** 5) == water_success()
    assert by_count == Fraction(1, 2)
    return Markdown(f"You take the Water piece on a throw of 3, 4 or 5: {' + '.join(str(n) for n in landings.values())} "
             f"= {sum(landings.values())} of the {len(THROWS)} landings, **exactly one half**. There is a neat reason: "
             "turning every stick over turns a throw of 3 into a 2, a 4 into a 1 and a 5 into a 0, so \"3 or more\" "
             "and \"2 or less\" are mirror images and must be equally likely.")


def offers(state, text):
    """What a move would take, with its chance, in player words: "G0 for sure", "G6 or G9, 1 in 2 each"."""
    outcomes = state.move_outcomes(parse_action(text))
    if len(outcomes) == 1:
        return f"{outcomes[0][1]} for sure"
    assert [chance for chance, _ in outcomes] == [Fraction(1, 2)] * 2
    return " or ".join(token for _, token in outcomes) + ", 1 in 2 each"


def would_take(state, text):
    """The same, as a sentence says it: "the G6 or the G9, each with a chance of 1 in 2"."""
    (chance, one), (other_chance, other) = state.move_outcomes(parse_action(text))
    assert chance == other_chance
    return f"the {one} or the {other}, each with a chance of {chance.numerator} in {chance.denominator}"


def two_moves_chances(day):
    """What each of two moves would take, with its chance."""
    return Table(["Aiko moves", "lands on", "Aiko takes"],
          [[move_words(day, text), square_kind(SQUARE_NAMES.index(text[-2:])).replace("water", "Water"), offers(day, text)]
           for text in ("move c3-d4", "move c3-e3")])


def same_jump_twice():
    """The same jump twice, in two games with different random numbers (seeds 0 and 1): 3 or more, then 2 or less."""
    results = {seed: mountain_jump(seed) for seed in (0, 1)}
    throw = {seed: g.events[-1].data[-1] for seed, g in results.items()}
    assert throw[0] >= 3 and throw[1] <= 2
    display(side_by_side(sticks_svg(throw[0]), sticks_svg(throw[1])))
    return results, throw


def boards_after_day(results, throw):
    """The two boards after the day: in the first game the G9 stands on e3; in the second the G6 stayed."""
    return side_by_side(board_svg(results[0], cell=52, last_move=("c3", "e3")),
                 board_svg(results[1], cell=52),
                 captions=[f"a throw of {throw[0]}: Aiko takes the G6; the G9 now stands on e3",
                           f"a throw of {throw[1]}: Aiko takes the G9 she moved; the G6 stays on e3"])


def onto_mountain():
    """Rows (discard, move, piece taken) for every move onto the Mountain from the lesson's position."""
    rows = []
    for discard in mountain_day().legal_actions(0):
        state = mountain_day()
        state.apply(0, discard)
        for move in state.legal_actions(0):
            if str(move).startswith("move ") and str(move).endswith("-c3"):
                rows.append([str(discard).split()[1], move_words(state, str(move)), offers(state, str(move))])
    return rows


def onto_the_mountain():
    """Moves that end on the Mountain: a sure hire, whether the piece starts in the Water or on land. Every discard Aiko may make in the lesson's position, then every move that ends on c3."""
    mountain_moves = onto_mountain()
    assert all(takes == "G9 for sure" for _, _, takes in mountain_moves)
    print(f"Aiko has {number_word(len(mountain_moves))} ways to end a move on the Mountain, and each takes the G9 there for sure:")
    return Table(["Aiko discards", "Aiko moves"], [row[:2] for row in mountain_moves])


def throw_onto_discard(seed):
    """The log line, Aiko's hand and the piece on b3 after the move c3-b3 in the game with this seed."""
    state = water_discard(seed)
    return [str(state.events[-1]), " ".join(state.observation(0)["hand"]),
            state.observation(0)["board"][SQUARE_NAMES.index("b3")]]


def own_piece_in_water(wet):
    """The move c3-b3 lands on Aiko's own G8 in the Water: the sticks decide, as for any Water move."""
    print(f"Before the throw, Aiko would take {would_take(wet, 'move c3-b3')}.")
    return Table(["game log", "Aiko's hand after", "now on b3"], [throw_onto_discard(seed) for seed in (0, 1)])


def try_destinations():
    """Try it: destinations from any square, and a fresh throw of the sticks for the jump c3-e3."""
    square = w.Dropdown(options=list(SQUARE_NAMES), value="c3", description="From")
    throw_button = w.Button(description="Throw for the jump", icon="random")
    banner = MessageBanner()
    shown = w.Output()
    sticks = w.Output()
    chooser = random.Random()

    @guarded(banner)
    def show_square(change=None):
        """Draw the destinations of the chosen square (LC-1, LC-3), Water marked with its odds (LC-4)."""
        where = destinations(SQUARE_NAMES.index(square.value))
        water = sum(square_kind(s) == "water" for s in where)
        set_output(shown, html=board_svg(fresh_mountain(), selected=square.value, cell=46,
                                         destinations=[SQUARE_NAMES[s] for s in where])
                   + f"<p>From {square.value}: {len(where)} squares, {water} of them Water.</p>")

    @guarded(banner)
    def throw_sticks(button=None):
        """Play the jump c3-e3 on a fresh position with a new seed and show the throw (LC-4)."""
        game = mountain_jump(chooser.randrange(10 ** 9))
        event = game.events[-1]
        set_output(sticks, html=sticks_svg(event.data[-1]) + f"<p>{escape(str(event))}</p>")

    square.observe(show_square, "value")
    throw_button.on_click(throw_sticks)
    show_square()
    return w.VBox([w.HBox([square, throw_button]), banner.widget, sticks, shown])
