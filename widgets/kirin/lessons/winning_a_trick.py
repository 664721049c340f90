"""Kirin, lesson 4 (``notebooks/kirin/04_winning_a_trick.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import Markdown

from engines.core import join_and, seat_name
from engines.kirin import parse_cards, parse_order, trick_winner
from engines.kirin.rules import ORDERS, rank_strength, rank_words
from widgets.kirin.lessons.examples import card_words, finished_trick, round_tricks, trick_game
from widgets.kirin.pictures import as_image, order_svg, trick_svg
from widgets.layout import try_it, typed_cards


def winner_line(cards, order):
    """KI-5 in one short line: who wins the trick and why (the lesson names the rule once, in its text)."""
    trick, order = parse_cards(cards), parse_order(order)
    index = trick_winner(trick, order)
    if index is None:
        return "Nobody wins: every card is a Kirin card."
    win = trick[index]
    ranked = [card for card in trick if not card.is_kirin]
    tied = [card for card in ranked if rank_strength(card, order) == rank_strength(win, order)]
    if len(tied) > 1:
        why = (f"{join_and(card_words(card) for card in tied)} share the highest rank ({rank_words(win)}), "
               f"and the {win.beast.title} is the strongest of their beasts in {order.value} order.")
    elif win.is_trump:
        why = "a trump outranks every number."
    elif len(ranked) == 1:
        why = "it is the only card with a rank."
    else:
        why = f"{win.number} is the highest rank in the trick."
    words = card_words(win)
    return f"{words[0].upper()}{words[1:]} wins: {why}"


class TrickCase:
    """KI-5 for one trick: the cards around the table, the winner starred, and the reason.

    A lesson case is a trick of a real round (``trick_game``); the try-it box shows any typed
    cards (``real=False``).
    """

    def __init__(self, cards, order, leader=0, real=True):
        if real:
            played = finished_trick(trick_game(cards, order, leader))
            cards, order, leader = played["cards"], played["order"], played["leader"]
        self.cards, self.order, self.leader = parse_cards(cards), order, leader
        self.winner = trick_winner(self.cards, order)
        self.reason = winner_line(self.cards, order)

    def _repr_html_(self):
        note = "no winner" if self.winner is None else None
        return (as_image(order_svg(self.order)) + "<br>"
                + as_image(trick_svg(self.cards, self.leader, self.winner, note=note, you=None))
                + f"<p>{self.reason}</p>")

    def __repr__(self):
        who = "nobody" if self.winner is None else seat_name((self.leader + self.winner) % 4)
        return f"{self.order}: {' '.join(map(str, self.cards))} -> {who}. {self.reason}"


def no_winner_words(end):
    """The log, told as one paragraph: no winner, the cards are put aside, and Aiko leads again. (The log's line on the Kirin effect is lesson 5's subject and is left out here.)"""
    plays = [line for line in end.log()[-6:] if not line.startswith("Kirin effect")]
    played = ["QK+", "SK-", "BK+", "XK-"]
    assert plays[:4] == [f"{seat_name(seat)} plays {card}." for seat, card in enumerate(played)]

    assert "nobody wins it" in plays[4] and plays[4].endswith(f"{seat_name(0)} leads the next trick.")
    so_far = len(round_tricks(end, 1))  # the tricks of the round so far, this one included
    assert so_far == 8 - len(end.hand(0)) == 7 and end.to_act() == [0]
    assert sorted(end.observation(0)["set_aside"]) == sorted(played)
    return Markdown(f"This was the round's seventh trick. Its four cards are put aside, and {seat_name(0)}, "
             "the same leader, leads the eighth and last.")


def try_trick_winner():
    """Try it: the winner of any trick (KI-3, KI-5)."""
    cards_box = w.Text(value="S3 Q3 X3 B1", description="Trick", continuous_update=False,
                       placeholder="led card first, e.g. B4 S5 Q2 X6", layout=w.Layout(width="420px"))
    order_choice = w.ToggleButtons(options=list(ORDERS), description="Order")
    leader_choice = w.Dropdown(options=[(seat_name(s), s) for s in range(4)], value=0, description="Leader")

    def draw():
        typed_cards(parse_cards, cards_box.value, "the cards of the trick, led card first, such as B4 S5 Q2 X6")
        return TrickCase(cards_box.value, order_choice.value, leader_choice.value, real=False)

    controls = (cards_box, order_choice, leader_choice)
    return try_it(draw, cards_box, w.HBox([order_choice, leader_choice]), watch=controls)
