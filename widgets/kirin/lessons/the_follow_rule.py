"""Kirin, lesson 3 (``notebooks/kirin/03_the_follow_rule.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import IllegalAction
from engines.core import join_and
from engines.kirin import DECK, Beast, explain_follows, parse_card, parse_cards
from engines.kirin.rules import ORDERS, higher_rank, stronger_beast
from widgets.kirin.lessons.examples import card_words, follow_game, follow_rows, in_words
from widgets.kirin.pictures import as_image, cards_svg, order_svg
from widgets.layout import Table, try_it, typed_cards
from widgets.words import number_word

from .orders_and_comparing import yes_no


def beats_on_both(card, led, order):
    """KI-4, clause 1: a stronger beast AND a higher rank than the led card."""
    return stronger_beast(card, led, order) and higher_rank(card, led, order)


def stronger_kirin(card, led, order):
    """KI-4, clause 2: a Kirin card of a stronger beast than the led card."""
    return parse_card(card).is_kirin and stronger_beast(card, led, order)


def may_play(hand, led, order):
    """KI-4: the cards that oblige if the hand holds any, otherwise every card."""
    cards = parse_cards(hand)
    forced = [card for card in cards if beats_on_both(card, led, order) or stronger_kirin(card, led, order)]
    return forced or cards


class FollowCase:
    """KI-4 for one situation: the led card, the hand with playable cards ticked, a reason per card.

    A lesson case is a moment of a real round (``follow_game``: Bruno has led, Chidi holds the
    hand); the try-it box at the end shows any typed hand (``real=False``).
    """

    def __init__(self, hand, led, order, real=True):
        self.led, self.order = parse_card(led), order
        if real:
            game = follow_game(hand, led, order)
            assert set(game.hand(2)) == set(parse_cards(hand)) and game.current_order() == order
        self.rows = follow_rows(hand, led, order)

    def table(self):
        """One row per card of the hand: may it be played, and why."""
        return Table(["card", "may play?", "why"],
                     [[card_words(card), "yes" if ok else "no", why] for card, ok, why in self.rows])

    def pictures(self):
        """The marker, the led card and the hand, each picture named once, the cards in words: the ticked
        cards by name, the faded ones counted (the table under the pictures names every card)."""
        ticked = [card_words(card) for card, ok, _ in self.rows if ok]
        faded = len(self.rows) - len(ticked)
        name = (f"all {number_word(len(ticked))} cards may be played" if not faded else
                f"{join_and(ticked)} may be played, the other {number_word(faded)} not" if faded > 1 else
                f"{join_and(ticked)} may be played, the other card not")
        hand = as_image(cards_svg([card for card, _, _ in self.rows], marks=[ok for _, ok, _ in self.rows]), name)
        return (f"{as_image(order_svg(self.order))}"
                f"<div style='display:flex;gap:28px;align-items:flex-end;flex-wrap:wrap;margin:6px 0'>"
                f"<div><b>led card</b><br>{as_image(cards_svg([self.led]), card_words(self.led))}</div>"
                f"<div><b>hand</b> (✓ may be played, faded: may not)<br>{hand}</div></div>")

    def _repr_html_(self):
        return self.pictures() + self.table()._repr_html_()

    def _ipython_display_(self):
        """On the page: the pictures, then the reasons as a table of their own."""
        display(HTML(self.pictures()), self.table())

    def __repr__(self):
        return f"{self.order}, led {self.led}:\n{self.table()!r}"


def binding_cards(led, order):
    """KI-4: how many of the other 35 cards would oblige a follower who held them."""
    return sum(beats_on_both(card, led, order) or stronger_kirin(card, led, order)
               for card in DECK if card != parse_card(led))


def led_b4_cases():
    """Against a led B4 (ascending): S5 wins both questions; Q2 only the beast; B6 only the rank."""
    return Table(["card", "stronger beast than the Tiger 4?", "higher rank?", "so: obliges by clause 1?"],
          [[card_words(card), yes_no(stronger_beast(card, "B4", "ascending")), yes_no(higher_rank(card, "B4", "ascending")),
            yes_no(beats_on_both(card, "B4", "ascending"))] for card in ("S5", "Q2", "B6")])


def step_three_case():
    """Step 3 on case 1's hand, S5 X3 Q2 B6 against a led B4 (ascending): only S5 may be played."""
    hand = parse_cards('S5 X3 Q2 B6')
    allowed = may_play('S5 X3 Q2 B6', 'B4', 'ascending')
    assert len(allowed) == 1 and beats_on_both(allowed[0], 'B4', 'ascending')
    assert not any(card.is_kirin for card in hand)


def ascending_table():
    """Rows: the led card's beast; columns: its face. Ascending order."""
    faces = ["1", "2", "3", "4", "5", "6", "T", "K+", "K-"]
    heads = [*faces[:6], "trump", "ascending Kirin card", "descending Kirin card"]  # the columns in words
    display(Table(["led beast", *heads],
          [[beast.title, *(binding_cards(beast.letter + face, "ascending") for face in faces)]
           for beast in Beast]))
    return faces, heads


def descending_table(faces, heads):
    """The descending table: the ascending one with the beasts' rows upside down and the number columns turned round (1 <-> 6, 2 <-> 5, 3 <-> 4); the trump and Kirin columns stay in place. Checked cell by cell, then drawn."""
    mirror = {"1": "6", "2": "5", "3": "4", "4": "3", "5": "2", "6": "1", "T": "T", "K+": "K+", "K-": "K-"}
    beasts = list(Beast)
    for i, beast in enumerate(beasts):
        for face in faces:
            assert binding_cards(beast.letter + face, "descending") == \
                binding_cards(beasts[3 - i].letter + mirror[face], "ascending")
    return Table(["led beast", *heads],
          [[beast.title, *(binding_cards(beast.letter + face, "descending") for face in faces)]
           for beast in Beast])


def obliged_against_x1(faces):
    """What obliges a follower against a led Tortoise 1 (ascending), split by the rule's two clauses."""
    first = [c for c in DECK if beats_on_both(c, "X1", "ascending")]
    second = [c for c in DECK if stronger_kirin(c, "X1", "ascending")]
    numbers, trumps = [c for c in first if not c.is_trump], [c for c in first if c.is_trump]
    stronger = {c.beast for c in first + second}
    assert len(numbers) == len({c.beast for c in numbers}) * (max(c.number for c in numbers) - min(c.number for c in numbers) + 1)
    # The claims of the bullets, checked on both tables: none against the strongest beast, the most against the
    # weakest, and more against a low rank than a high one (ascending: small numbers; descending: big ones).
    numbers_up = [str(n) for n in range(1, 7)]
    for order, beasts in (("ascending", list(Beast)), ("descending", list(Beast)[::-1])):
        ranks_down = numbers_up if order == "ascending" else numbers_up[::-1]  # lowest rank first
        assert all(binding_cards(beasts[0].letter + face, order) == 0 for face in faces)
        for face in faces:
            counts = [binding_cards(beast.letter + face, order) for beast in beasts]
            assert counts == sorted(counts) and counts[-1] > counts[-2]
        for beast in beasts[1:]:
            counts = [binding_cards(beast.letter + face, order) for face in ranks_down]
            assert counts == sorted(counts, reverse=True) and len(set(counts)) == 6
    return Markdown(
        f"* In ascending order no card obliges against a led Dragon card, since no beast is stronger. "
        f"Against a led Tortoise card more cards oblige than against any other beast's card with the same value.\n"
        f"* In ascending order, for the Bird, the Tiger and the Tortoise, more cards oblige against a small number than against "
        f"a big one. Against a led Tortoise 1, "
        f"{len(first) + len(second)} cards oblige. By the first clause: {number_word(len(numbers) // len(stronger))} numbers, "
        f"{min(c.number for c in numbers)} to {max(c.number for c in numbers)}, of each of the "
        f"{number_word(len(stronger))} stronger beasts, {len(numbers)} cards, and those beasts' {len(trumps)} trumps. "
        f"By the second clause: their {len(second)} Kirin cards.\n"
        f"* Descending order mirrors this: no card obliges against a led Tortoise card, the most "
        f"oblige against a led Dragon card, and more oblige against a big number than against a small one.\n"
        f"* In both orders, against a led trump only the Kirin cards of stronger beasts oblige; against a led Kirin "
        f"card, every card of a stronger beast.")


def refused_x3(table):
    """The engine refuses X3 under the follow rule; the same refusal told in a teacher's words about the table."""
    try:
        table.apply(2, "play X3")
        refused = None
    except IllegalAction as error:
        refused = error
    assert refused is not None and refused.rule == "KI-4"
    allowed = [a.card for a in table.legal_actions(2)]
    why = next(why for card, ok, why in follow_rows(table.hand(2), "B4", "ascending") if card == allowed[0])
    assert why.startswith("It obliges: a stronger beast")
    assert len(allowed) == 1
    return Markdown(f"The Tortoise 3 is not allowed here. Chidi's {card_words(allowed[0])[4:]} obliges him: it has "
             f"{why.split(': ', 1)[1]} So Chidi must play the {card_words(allowed[0])[4:]}.")


def try_follow_rule():
    """Try it: the follow rule (KI-4) for any led card and hand: the case and the reason for each card."""
    order_choice = w.ToggleButtons(options=list(ORDERS), description="Order")
    led_box = w.Text(value="BK+", description="Led card", continuous_update=False, layout=w.Layout(width="200px"))
    hand_box = w.Text(value="S1 X6 QK- B6 QT", description="Hand", continuous_update=False,
                      placeholder="e.g. S5 X3 QK-", layout=w.Layout(width="420px"))

    def draw():
        led = led_box.value.strip() or None
        typed_cards(parse_cards, hand_box.value, "at least one card in the hand, such as S5 X3 QK-")
        if led is not None:
            return FollowCase(hand_box.value, led, order_choice.value, real=False)
        rows = [(card, ok, in_words(why)) for card, ok, why in explain_follows(hand_box.value, None, order_choice.value)]
        picture = cards_svg([card for card, _, _ in rows], marks=[True] * len(rows))
        reasons = Table(["card", "may play?", "why"], [[card, "yes", why] for card, _, why in rows])
        return order_svg(order_choice.value) + "<br><b>leading</b><br>" + picture + reasons._repr_html_()

    controls = (order_choice, led_box, hand_box)
    return try_it(draw, order_choice, w.HBox([led_box, hand_box]), watch=controls)
