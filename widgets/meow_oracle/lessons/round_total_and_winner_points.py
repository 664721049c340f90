"""Meow Oracle, lesson 5 (``notebooks/meow_oracle/05_round_total_and_winner_points.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import Markdown, display

from engines import InvalidInput
from engines.core import seat_name
from engines.meow_oracle import neighbours, winner_points
from widgets.layout import Table, try_it
from widgets.meow_oracle.lessons.examples import RULEBOOK_TABLE, play_round, round_shown
from widgets.meow_oracle.pictures import winner_points_svg


def show_winner_points(totals):
    """A table: each player's round total and the winner points it earns, in seat order."""
    return Table(["player", "round total", "winner points"],
                 [[seat_name(s), t, p] for s, (t, p) in enumerate(zip(totals, winner_points(totals)))])


def by_seat_totals(values):
    """Values in seat order, each with its player's name: 'Aiko 10, Bruno 10'."""
    return ", ".join(f"{seat_name(s)} {v}" for s, v in enumerate(values))


def rulebook_round():
    """A round (the lessons' shared example) whose totals are the rulebook's: Bruno 12, Chidi 8 on his left, Aiko 15 on his right."""
    YOU, LEFT, RIGHT = 12, 8, 15  # as printed in the rulebook's example
    you = 1  # Bruno
    left, right = neighbours(you, 3)  # the next seat clockwise is the left neighbour
    book = play_round(RULEBOOK_TABLE).round_totals(1)
    assert (book[you], book[left], book[right]) == (YOU, LEFT, RIGHT)
    earned = winner_points(book)[you]
    display(Markdown(f"Round totals, clockwise from Aiko: {by_seat_totals(book)}. {seat_name(you)} beats the {LEFT} of "
             f"{seat_name(left)}, on his left, and loses to the {RIGHT} of {seat_name(right)}, on his right: "
             f"**{earned} winner point{'s' * (earned != 1)}**, as in the rulebook."))
    return book, you


def seeded_round_cases():
    """Rounds of seeded games (the lessons' shared examples): everyone ties; two of three tie at the top; two players tie."""
    ties = [round_shown(name) for name in ("everyone ties", "two tie at the top", "two players tie")]
    assert [len(totals) for totals in ties] == [3, 3, 2]   # as the lead says: two three-player rounds, one two-player
    display(Table(["round totals, clockwise from Aiko", "winner points"],
          [[by_seat_totals(totals), by_seat_totals(winner_points(totals))] for totals in ties]))
    return ties


def second_case_words(ties):
    """The second case in words, from its totals."""
    top = ties[1]
    tied = [s for s in range(len(top)) if top[s] == max(top)]
    display(Markdown(f"The second of these rounds, drawn around the table: {' and '.join(seat_name(s) for s in tied)} "
             f"tie at {max(top)}, "
             "and both get a winner point (a +1 badge) from their comparison."))
    return top


def against(seat, totals):
    """A seat's comparisons with its neighbours, in words."""
    return " and ".join(f"{'beats' if totals[seat] > totals[o] else 'ties' if totals[seat] == totals[o] else 'loses to'}"
                        f" {seat_name(o)}'s {totals[o]}" for o in neighbours(seat, len(totals)))


def comparisons_words(four):
    """Aiko's two comparisons and Chidi's, in words, from the same totals."""
    points = winner_points(four)

    return Markdown(f"Aiko and Chidi both have {four[0]}, but Chidi is not Aiko's neighbour. Aiko "
             f"{against(0, four)}: {points[0]} winner point{'s' * (points[0] != 1)}. Chidi "
             f"{against(2, four)}: {points[2]}.")


def read_totals(text, label=""):
    """Round totals typed as whole numbers separated by spaces or commas, for 2 to 4 players (a box's
    ``label`` starts the message when there are several boxes); anything else is explained."""
    def refuse(message):
        raise InvalidInput(f"{label}: {message}" if label else message[0].upper() + message[1:])

    words = text.replace(",", " ").split()
    if not 2 <= len(words) <= 4:
        refuse(f"give the totals of 2 to 4 players; you gave {len(words)}.")
    for word in words:
        if not word.isdigit():
            refuse(f"'{word}' is not a round total: totals are whole numbers from 0 up.")
    return [int(word) for word in words]


def try_winner_points():
    """Try it: type round totals in seat order and see the winner points (MO-4)."""
    typed = w.Text(value="15 12 8", description="Totals", continuous_update=False,
                   placeholder="e.g. 15 12 8", layout=w.Layout(width="360px"))

    def draw():
        totals = read_totals(typed.value)
        rows = "".join(f"<li>{seat_name(s)}: total {t}, <b>{p}</b> winner point{'s' if p != 1 else ''}</li>"
                       for s, (t, p) in enumerate(zip(totals, winner_points(totals))))
        return [winner_points_svg(totals, me=None, signs=False), f"<ul>{rows}</ul>"]

    return try_it(draw, typed, watch=[typed])
