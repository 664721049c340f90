"""Meow Oracle, lesson 1 (``notebooks/meow_oracle/01_components_and_setup.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from collections import Counter

import ipywidgets as w
from IPython.display import Markdown, display

from engines.core import seat_name
from engines.meow_oracle import CARDS, cards_to_keep, cards_to_turn_up, new_game, parse_cards, receivers
from widgets.layout import Table, try_it, typed_cards
from widgets.meow_oracle.pictures import SWATCHES, cards_svg, grid_svg
from widgets.words import number_word


def turn_steps():
    """The three steps of a turn. The numbers come from the engine's own rule functions (the rulebook's turn)."""
    # With 3 or 4 players every turn is the same; with 2 players the first turn is bigger.
    big = {(cards_to_turn_up(p, first), cards_to_keep(p, first), len(receivers(0, p)))
           for p in (3, 4) for first in (True, False)}
    assert len(big) == 1
    up, keep, given = big.pop()
    assert up - keep == given                 # every card not kept goes to a receiver, one each
    assert receivers(0, 3) == [1, 2]          # the next two players clockwise
    assert len(receivers(0, 2)) == 1          # with 2 players: one card, to the other player
    assert all(cards_to_turn_up(2, first) - cards_to_keep(2, first) == 1 for first in (True, False))
    first_up, later_up = cards_to_turn_up(2, True), cards_to_turn_up(2, False)
    return Markdown(
        "1. **Turn up.** The player picks up some of their own face-down cards, choosing which, "
        f"and shows them to everyone: {number_word(up)} with 3 or 4 players; with 2 players, "
        f"{number_word(first_up)} on their first turn and {number_word(later_up)} on every later turn. "
        "A card picked up from a square leaves that square empty.\n"
        f"2. **Keep and give.** With 3 or 4 players they keep {number_word(keep)} card and give one each to the "
        f"next {number_word(given)} players clockwise. "
        "With 2 players they give one card to the other player and keep the rest.\n"
        "3. **Place.** Each player puts the cards they now hold face up into their own Area. "
        "A card goes on an empty square, or on a square whose card is still face down. "
        "The face-down card is moved aside, beside the Area. "
        "It stays one of that player's face-down cards, to be turned up on a later turn.")


def deck_counts():
    """Count the deck by colour: 11 red, 11 blue, 11 green and 3 white jokers make 36 unique cards."""
    by_colour = Counter(card.colour.word for card in CARDS)
    return Table(["colour", "numbers", "cards"],
          [[word, " ".join(str(c.number) for c in CARDS if c.colour.word == word), n]
           for word, n in by_colour.items()]
          + [["all", "", len(CARDS)]])


def deck_pictures():
    """The whole deck: red, blue and green 0 to 10, then the three white jokers. Each row's description names the letter and symbol its cards carry, as drawn."""
    for letter in "RBGW":
        row = [c for c in CARDS if c.colour.value == letter]
        mark = f"{row[0].colour.word} cards, marked {letter} {SWATCHES[letter].symbol}"
        display(cards_svg(row, width=40, height=56, gap=4,
                          title=f"{mark}: " + " ".join(str(c.number) for c in row)))


def dealt_area():
    """An Area as dealt (Aiko's, in a three-player game): written, then drawn."""
    dealt = new_game(3, seed=1).observation(0)["areas"][0]   # '?' face down
    assert dealt == ["?"] * 9   # nine face-down cards, as the sentence says
    display(Markdown(f"Written as nine squares, it is *{' '.join(dealt)}*."))
    return grid_svg(dealt)


def deal_counts():
    """Deal a game of 2, 3 and 4 players and count: 9 face-down cards per Area, the rest sit out."""
    rows = []
    for players in (2, 3, 4):
        game = new_game(players, seed=1)
        dealt = [len(game.face_down_squares(seat)) for seat in range(players)]
        rows.append([players, dealt[0], sum(dealt), len(CARDS) - sum(dealt)])
    return Table(["players", "cards in each Area", "cards dealt", "cards that sit out"], rows)


def aiko_view_after_deal():
    """Aiko's view of the table after the deal: three Areas of face-down cards, nothing else."""
    table = new_game(3, seed=1)
    view = table.observation(0)
    for seat, area in enumerate(view["areas"]):
        print(f"{seat_name(seat):6} {' '.join(area)}")


def try_card_names():
    """Try it: type card names and see the cards, or what is wrong with the text."""
    typed = w.Text(value="R0 b10 W4 g7", description="Cards", continuous_update=False,
                   placeholder="e.g. R0 B10 W4", layout=w.Layout(width="420px"))

    def draw():
        cards = typed_cards(parse_cards, typed.value, "at least one card, such as R0 or W4")
        named = ", ".join(f"{c.colour.word} {c.number}" + (" (joker)" if c.is_joker else "") for c in cards)
        return [cards_svg(cards), f"<p>{len(cards)} card{'s' if len(cards) != 1 else ''}: {named}.</p>"]

    return try_it(draw, typed, watch=[typed])
