"""Kirin, lesson 5 (``notebooks/kirin/05_kirin_cards_and_the_order.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import Markdown

from engines.core import seat_name
from engines.kirin import explain_order_after, order_after, parse_cards, trick_winner
from engines.kirin.rules import ORDERS
from widgets.kirin.lessons.examples import (GAME_NAME, LESSON_DEAL, MARKER_GAME, card_words, finished_trick, named,
                                            numbered_game, order_turns, plays_text, round_tricks, trick_game,
                                            without_labels)
from widgets.kirin.pictures import as_image, order_svg, trick_svg
from widgets.layout import Table, try_it, typed_cards
from widgets.words import capital


class KirinCase:
    """KI-6 for one trick: the order before, the trick with its winner, the order after, and why.

    A lesson case is a trick of a real round (``trick_game``); the try-it box shows any typed
    cards (``real=False``).
    """

    def __init__(self, cards, order, leader=0, real=True):
        if real:
            game = trick_game(cards, order, leader)
            played = finished_trick(game)
            cards, order, leader = played["cards"], played["order"], played["leader"]
        self.cards, self.order, self.leader = parse_cards(cards), order, leader
        self.after = order_after(self.cards, order)
        # The engine's sentence, short: the rule is named once in the text, not under every picture.
        self.reason = named(without_labels(explain_order_after(self.cards, order)).replace("by the Kirin effect ", ""))
        assert not real or game.current_order() == self.after

    def _repr_html_(self):
        win = trick_winner(self.cards, self.order)
        table = as_image(trick_svg(self.cards, self.leader, win, note="no winner" if win is None else None, you=None))
        return ("<div style='display:flex;gap:18px;align-items:center;flex-wrap:wrap'>"
                f"<div><b>during the trick</b><br>{as_image(order_svg(self.order))}</div>"
                f"<div style='font-size:2em'>→</div>"
                f"<div><b>from the next trick</b><br>{as_image(order_svg(self.after))}</div></div>"
                f"<div>{table}</div><p>{self.reason}</p>")

    def __repr__(self):
        return f"{' '.join(map(str, self.cards))}: {self.order} -> {self.after}. {self.reason}"


def round_story(game):
    """One row per trick of round 1, read from the game log: each card with its player, order, winner, Kirin effect."""
    arrows = {"ascending": "↑ ascending", "descending": "↓ descending"}
    return Table(["trick", "cards, as played (the leader first)", "order in force", "won by", "Kirin effect"],
                 [[n, plays_text(t), arrows[t["order"]],
                   "nobody" if t["winner"] is None else seat_name(t["winner"]), capital(named(t["effect"] or "no Kirin card"))]
                  for n, t in enumerate(round_tricks(game, 1), 1)])


def game_b_round_one():
    """Round 1 of game B, played by four random players (the same game whose last trick lesson 6 shows)."""
    assert GAME_NAME[MARKER_GAME] == "B" and GAME_NAME[LESSON_DEAL] == "A"  # the names the text above gives
    game = numbered_game(MARKER_GAME, last_round=1)
    declared_b = game.observation(0)["revealed"][0]
    played = {seat: set() for seat in range(4)}  # each player's cards, read from the round's tricks
    for t in round_tricks(game, 1):
        for i, card in enumerate(t["cards"]):
            played[(t["leader"] + i) % 4].add(card)
    assert all(len(played[s]) == 8 and declared_b[s] not in played[s] for s in range(4))
    assert len(set().union(*played.values(), declared_b)) == 36  # dealt hand = declaration + the eight played
    print("In round 1 each player first declared, laying one card face down (lesson 6): "
          + ", ".join(f"{seat_name(s)} {card_words(card)}" for s, card in enumerate(declared_b[:3]))
          + f" and {seat_name(3)} {card_words(declared_b[3])}. So each player's hand was the eight cards they play "
          "in the table below, and you can check the follow rule in every trick.")
    return game


def numbers(ns):
    """Trick numbers in words: '3', '2 and 8', '3, 5 and 6'."""
    return ns[0] if len(ns) == 1 else ", ".join(map(str, ns[:-1])) + f" and {ns[-1]}"


def order_turns_counted(game):
    """Counted from the same round's tricks: the turns of the order (a turn after the round's last trick affects no trick), and where a pair cancelled."""
    tricks = round_tricks(game, 1)
    turns = order_turns(tricks)
    felt = [n for n in turns if n < len(tricks)]
    cancelled = [n for n, t in enumerate(tricks, 1) if t.get("kind") == "order_cancelled"]
    times = {0: "never", 1: "once", 2: "twice"}

    text = (f"In this round the Kirin effect turned the order after trick{'s' if len(turns) > 1 else ''} {numbers(turns)}. "
            if turns else "In this round the Kirin effect never turned the order. ")
    if felt and len(felt) < len(turns):
        text += "After each but the last, the next trick was played in the other order."
    elif felt:
        text += "Each time, the next trick was played in the other order."
    text = text.rstrip() + (f" A pair of Kirin cards cancelled {times.get(len(cancelled), f'{len(cancelled)} times')}"
             + (f", in trick {numbers(cancelled)}." if cancelled else "."))
    return Markdown(text)


def try_kirin_effect():
    """Try it: the Kirin effect (KI-6) of any trick: the order before and after."""
    cards_box = w.Text(value="SK- XK+ B3 Q4", description="Trick", continuous_update=False,
                       placeholder="led card first, e.g. QK+ QK- S3 B4", layout=w.Layout(width="420px"))
    order_choice = w.ToggleButtons(options=list(ORDERS), description="Order")

    def draw():
        typed_cards(parse_cards, cards_box.value, "the cards of the trick, led card first, such as QK+ QK- S3 B4")
        return KirinCase(cards_box.value, order_choice.value, real=False)

    return try_it(draw, cards_box, order_choice, watch=[cards_box, order_choice])
