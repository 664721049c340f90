"""Kirin, lesson 2 (``notebooks/kirin/02_orders_and_comparing.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import HTML, display

from engines import InvalidInput
from engines.kirin import Beast, parse_card, parse_cards
from engines.kirin.rules import ORDERS, beast_strength, higher_rank, rank_strength, stronger_beast
from widgets.banner import MessageBanner, guarded
from widgets.kirin.lessons.examples import card_words
from widgets.kirin.pictures import as_image, cards_svg, order_svg
from widgets.layout import Table, set_output


def beast_ladder(order):
    """KI-2: the four beasts, strongest first, in the given order."""
    return sorted(Beast, key=lambda beast: -beast_strength(beast, order))


FACES = ["1", "2", "3", "4", "5", "6", "T", "K+", "K-"]


def rank_ladder(order):
    """KI-2, KI-3: the faces from the highest rank to the lowest; the two Kirin faces come last."""
    return sorted(FACES, key=lambda face: -rank_strength(parse_card("B" + face), order))


def compare(card, other, order):
    """KI-2: (stronger beast?, higher rank?) of card against other: two separate answers."""
    return stronger_beast(card, other, order), higher_rank(card, other, order)


def yes_no(answer):
    """'yes' or 'no' for one answer of the engine."""
    return "yes" if answer else "no"


def same_beast_cases():
    """Same beast: neither is stronger, in either order."""
    return Table(["card", "against", *(f"stronger beast, {order}?" for order in ORDERS)],
          [[card_words(a), card_words(b), *(yes_no(stronger_beast(a, b, order)) for order in ORDERS)]
           for a, b in (("Q2", "Q5"), ("Q5", "Q2"))])


def tiger_by_rank():
    """The White Tiger's nine cards from the highest rank to the lowest, in each order."""
    PLACES = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "no rank", "no rank"]
    for order in ORDERS:
        ladder = ["B" + face for face in rank_ladder(order)]
        assert PLACES[7:] == ["no rank"] * 2 and all(parse_card(card).is_kirin for card in ladder[7:])
        assert parse_card(ladder[0]).is_trump and all(parse_card(card).number for card in ladder[1:7])
        numbers = [str(parse_card(card).number) for card in ladder[1:7]]
        name = (f"{card_words(ladder[0])}, the Tiger {', '.join(numbers[:-1])} and {numbers[-1]}, "
                "then its two Kirin cards, with no rank")
        display(HTML(f"<b>{order}</b>"),
                as_image(cards_svg(ladder, width=48, height=67, gap=4, captions=PLACES), name))


def both_answers(answers):
    """'yes / no' and the like for the two answers (beast, rank)."""
    return " / ".join(yes_no(a) for a in answers)


def comparison_rows():
    """Each row compares the first card with the second: (stronger beast?, higher rank?) per order."""
    pairs = [("Q2", "S5"), ("S5", "B4"), ("B6", "B2"), ("XT", "Q6"), ("QT", "ST"), ("S3", "X3"),
             ("X1", "SK-"), ("QK+", "XK-")]
    return Table(["card", "against", "ascending: beast / rank", "descending: beast / rank"],
          [[card_words(a), card_words(b), *(both_answers(compare(a, b, order)) for order in ORDERS)] for a, b in pairs])


def rank_word(card):
    """A card's rank in words: a number, 'trump' or 'no rank'."""
    return "no rank" if card.is_kirin else "trump" if card.is_trump else f"rank {card.number}"


def try_compare():
    """Try it: the two questions (beast, rank) for any two cards; Kirin cards have no rank (KI-3)."""
    first = w.Text(value="Q2", description="Card", continuous_update=False, layout=w.Layout(width="180px"))
    second = w.Text(value="S5", description="against", continuous_update=False, layout=w.Layout(width="180px"))
    order_choice = w.ToggleButtons(options=list(ORDERS), description="Order")
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def show_comparison(change=None):
        """Answer both questions for the typed cards in the chosen order."""
        if not first.value.strip() or not second.value.strip():
            raise InvalidInput("Type one card in each box, such as Q2 and S5.")
        a, b = parse_cards([first.value.strip(), second.value.strip()])
        order = order_choice.value
        if a.beast is b.beast:
            beast = f"{a} and {b} are the same beast ({a.beast.title}): neither is a stronger beast."
        else:
            strong, weak = (a, b) if stronger_beast(a, b, order) else (b, a)
            beast = f"The {strong.beast.title} ({strong}) is a stronger beast than the {weak.beast.title} ({weak})."
        if higher_rank(a, b, order) or higher_rank(b, a, order):
            high, low = (a, b) if higher_rank(a, b, order) else (b, a)
            rank = f"{high} ({rank_word(high)}) has a higher rank than {low} ({rank_word(low)})."
        elif a.is_kirin and b.is_kirin:
            rank = f"{a} and {b} are both Kirin cards, which have no rank: neither is higher."
        else:
            rank = f"{a} ({rank_word(a)}) and {b} ({rank_word(b)}) have equal rank: neither is higher."
        set_output(shown, html=f"{order_svg(order)}<br>{cards_svg([a, b])}<p>{beast}<br>{rank}</p>")

    for control in (first, second, order_choice):
        control.observe(show_comparison, "value")
    show_comparison()
    return w.VBox([w.HBox([first, second]), order_choice, banner, shown])
