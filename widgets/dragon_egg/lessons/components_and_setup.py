"""The Luminous Dragon Egg, lesson 1 (``notebooks/dragon_egg/01_components_and_setup.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines.core import join_and, seat_name
from engines.dragon_egg import BRACELET_SUPPLY, CARDS, DECK, banknotes, threshold, tokens
from engines.dragon_egg.rules import BANKNOTES
from widgets.dragon_egg.lessons.examples import DEAL, lesson_deal
from widgets.dragon_egg.pictures import bracelet_svg, cards_svg, egg_svg, readable, sticks_svg
from widgets.layout import Table
from widgets.words import count


def deck_pictures():
    """The whole deck: red on the first row, blue on the second, every face twice."""
    for letter in "RB":
        display(readable(cards_svg([c for c in DECK if c.colour.value == letter], width=42, height=59, gap=4,
                                   title=f"the 16 {'red' if letter == 'R' else 'blue'} cards")))


def deck_counts():
    """Count the deck: 8 different cards per colour, 2 copies of each, 32 cards in all."""
    return Table(["colour", "different cards", "cards in the deck"],
          [[name, tokens(c for c in CARDS if c.colour.value == letter),
            sum(c.colour.value == letter for c in DECK)]
           for letter, name in (("R", "red"), ("B", "blue"))]
          + [["both", len(CARDS), len(DECK)]])


def box_banknotes():
    """The banknotes in the box (a published fact: how many notes of each value), and their total."""
    BOX_NOTES = {1: 10, 2: 15, 5: 15, 10: 10}
    assert sorted(BOX_NOTES) == sorted(BANKNOTES)  # the same values the engine pays with
    BOX_TOTAL = sum(note * count for note, count in BOX_NOTES.items())
    counts = [f"{count} notes of {note} ZOO" if first else f"{count} of {note} ZOO"
              for first, (note, count) in zip([True] + [False] * 3, BOX_NOTES.items())]
    return Markdown(f"The box holds {', '.join(counts[:-1])} and {counts[-1]}: {BOX_TOTAL} ZOO in all.")


def fewest_banknotes():
    """The fewest banknotes for a few amounts."""
    return Table(["amount (ZOO)", "fewest banknotes"],
          [[amount, join_and(count(k, str(note), words=True) for note, k in banknotes(amount).items())]
           for amount in (1, 4, 9, 16, 27)])


def other_pieces():
    """The other pieces; the bracelet supply is the rules' number, the sticks a published fact of the box."""
    BOX_STICKS = 35  # the rulebook's list of components, like the banknotes above
    return Markdown(f"""- **Sage's Bracelets**: a supply of {BRACELET_SUPPLY} tokens. A player who earns nothing in a round takes one,
  and can later hand it back to draw an extra card (lesson 4).
- **The Luminous Dragon Egg**: a single token. A player whose two sets are both matching pairs
  (Friends sets, lesson 2) can win it (lesson 5); its holder may later use it to see every other player's Far, or every other player's Near.
- **Counting sticks**: the box holds {BOX_STICKS} of them. They only keep each set's score for a moment
  during a round (lesson 3), so any tokens, or pencil and paper, do just as well; the pictures
  draw them as tally marks.""")


def labelled(picture, label):
    """A picture with a short label under it."""
    return f"<div style='text-align:center'>{picture}<br><small>{label}</small></div>"


def pieces_pictures():
    """A bracelet supply, the egg, and three counting sticks."""
    return HTML("<div style='display:flex;gap:32px;align-items:flex-end'>"
                 + labelled(readable(bracelet_svg(BRACELET_SUPPLY, size=30)), "the bracelet supply")
                 + labelled(readable(egg_svg(44)), "the egg")
                 + labelled(readable(sticks_svg(3)), "three counting sticks") + "</div>")


def deal_pictures():
    """Deal 2024 for four players: five cards each."""
    game = lesson_deal()
    assert DEAL == 2024  # the number the text above names
    for seat in range(4):
        display(HTML(f"<b>{seat_name(seat)}</b>"), readable(cards_svg(game.hand(seat), width=48, height=67)))
    return game


def what_aiko_sees(game):
    """What Aiko may see: her own hand, and only the sizes of the other hands."""
    view = game.observation(0)
    others = view["hand_sizes"][1:]
    assert len(set(others)) == 1  # every other hand holds the same number of cards
    return Markdown(f"At the table Aiko sees only her own cards, {' '.join(view['hand'])}. Of the other hands she sees "
             f"only their size: {join_and(seat_name(s) for s in range(1, 4))} hold {others[0]} cards each.")


def table_at_the_start(game):
    """Where everything is before round 1 of the lesson's deal, read from the game itself."""
    view = game.observation(0)
    assert game.egg_holder is None and not any(game.money) and not any(game.bracelets)
    assert view["discard_size"] == 0  # no card has been used yet
    return Markdown(f"The egg lies in the centre of the table, all {game.supply} bracelets wait in their supply, and "
             "nobody has any money yet.")


def try_a_deal():
    """Try it: choose a table size and see a deal for it; "Another deal" shuffles again."""
    players = w.ToggleButtons(options=[2, 3, 4, 5], value=3, description="Players")
    again = w.Button(description="Another deal")
    shown = w.Output()
    deals = iter(range(7, 10**9))  # each press deals the cards from a new shuffle
    deal = next(deals)

    def show_deal(change=None):
        """The deal for the chosen table, with its threshold and the cards left in the deck."""
        table = lesson_deal(players.value, deal)
        rows = "".join(f"<div><b>{seat_name(s)}</b><br>{cards_svg(table.hand(s), width=42, height=59)}</div>"
                       for s in range(players.value))
        note = (f"<p>A {players.value}-player game ends when someone reaches <b>{threshold(players.value)} ZOO</b>; "
                f"{table.observation(0)['deck_size']} cards stay in the deck.</p>")
        shown.outputs = ()
        shown.append_display_data(HTML(note + rows))

    def deal_again(button):
        """Shuffle again: the next deal."""
        nonlocal deal
        deal = next(deals)
        show_deal()

    players.observe(show_deal, "value")
    again.on_click(deal_again)
    show_deal()
    return w.VBox([w.HBox([players, again]), shown])
