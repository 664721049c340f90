"""Kirin's lessons: the tables, pictures and worked steps they show.

Each function draws one worked case of a lesson (notebooks/kirin/): a notebook cell calls it and
shows what it returns. Every number in a sentence is computed here from the engine or the stored
figures, never typed; the asserts check that a sentence's claim holds for its case."""

from __future__ import annotations

import json

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import IllegalAction, InvalidInput
from engines.core import join_and, seat_name
from engines.kirin import (
    Beast, DECK, cards_text, explain_follows, explain_order_after, explain_winner, order_after,
    parse_card, parse_cards, parse_order, trick_winner,
)
from engines.kirin.cards import BEAST_ALIASES
from engines.kirin.rules import ORDERS, beast_strength, higher_rank, rank_strength, rank_words, stronger_beast
from widgets.banner import MessageBanner, guarded
from widgets.kirin.examples import (
    GAME_NAME, LESSON_DEAL, MARKER_GAME, card_words, finished_trick, follow_game, follow_rows,
    in_words, last_trick, lesson_deal, lesson_round, named, numbered_game, order_turns, plays_text,
    round_tricks, tie_game, trick_game, without_labels, won_tricks,
)
from widgets.kirin.exercises import WORDS
from widgets.kirin.pictures import (
    BEAST_SWATCHES, _SEAT_SPOTS, as_image, card_svg, cards_svg, order_svg, trick_svg,
)
from widgets.layout import Table, set_output, try_it, typed_cards
from widgets.svg import row_of_cards



# ---- notebooks/kirin/01_components.ipynb ----------------------------------------------------


def kind_of(card):
    """KI-1: every card is a 'number', a 'trump' or a 'Kirin card'."""
    return "trump" if card.is_trump else "Kirin card" if card.is_kirin else "number"


def beast_names():
    """The four beasts: the letter used everywhere in these lessons, our name, every name the rulebook uses for it, and the card symbol."""
    RULEBOOK_NAMES = {Beast.Q: ["Azure Dragon", "Blue Dragon", "Qinglong"], Beast.S: ["Vermilion Bird", "Suzaku"],
                      Beast.B: ["White Tiger", "Baihu"], Beast.X: ["Xuanwu", "Genwu", "Genbu"]}
    assert all(BEAST_ALIASES[beast] in names for beast, names in RULEBOOK_NAMES.items())
    display(Table(["letter", "beast", "names in the rulebook", "symbol in our drawings"],
          [[beast.letter, beast.title, ", ".join(RULEBOOK_NAMES[beast]), BEAST_SWATCHES[beast.letter].symbol]
           for beast in Beast]))
    return RULEBOOK_NAMES


def letters_check(RULEBOOK_NAMES):
    """Each letter is the first letter of one of the rulebook's names."""
    letters = {beast: next(n for n in RULEBOOK_NAMES[beast] if n.startswith(beast.letter)) for beast in Beast}
    assert letters[Beast.B] == "Baihu"  # B is the Tiger, not the Bird, as the text warns
    return Markdown("Qinglong, Baihu and Xuanwu are Chinese names, Suzaku and Genbu Japanese ones. Genwu mixes Xuanwu and "
             "Genbu. Each letter is the first letter of one of these names: "
             + "; ".join(f"**{b.letter}** for {letters[b]}, the {b.title}" for b in Beast) + ". "
             "Mind the **B**: it is the Tiger, not the Bird. You need not learn the letters by heart: they appear only "
             "in card codes such as **Q6** (below). Sentences name a card by its beast, such as the Tiger 4.")


def deck_pictures():
    """The whole deck, one beast per row: numbers 1-6, the trump, then the two Kirin cards."""
    return HTML("<div style='display:grid;grid-template-columns:max-content max-content;gap:4px 14px;align-items:center'>"
         + "".join(f"<div style='white-space:nowrap'><b>{beast.title}</b> ({beast.letter})</div>"
                   f"<div>{as_image(cards_svg([card for card in DECK if card.beast is beast], width=48, height=67, gap=4), f'the nine {beast.title.split()[-1]} cards')}</div>"
                   for beast in Beast) + "</div>")


def deck_counts():
    """Counting the deck by kind: 24 numbers, 4 trumps and 8 Kirin cards."""
    kinds = ["number", "trump", "Kirin card"]
    return Table(["beast", *kinds, "all"],
          [[beast.title, *(sum(kind_of(c) == k for c in DECK if c.beast is beast) for k in kinds), 9]
           for beast in Beast]
          + [["deck", *(sum(kind_of(c) == k for c in DECK) for k in kinds), len(DECK)]])


def game_a_deal():
    """Game A's deal (the same deal is used again in lesson 6): nine cards for each of the four players."""
    assert (GAME_NAME[LESSON_DEAL], GAME_NAME[MARKER_GAME]) == ("A", "B")  # the names the text above gives
    game = lesson_deal()
    for seat in range(4):
        display(HTML(f"<b>{seat_name(seat)}</b>"),
                as_image(cards_svg(game.hand(seat), width=48, height=67, gap=4), f"{seat_name(seat)}'s nine cards"))
    return game


def beast_cards(cards, beast):
    """A player's cards of one beast, in words: "2, 5, trump, descending Kirin card", or "none"."""
    return ", ".join(str(card.number) if card.number is not None else "trump" if card.is_trump
                     else f"{card.direction.value} Kirin card" for card in cards if card.beast is beast) or "none"


def deal_by_beast(game):
    """The same deal in words: one column per beast, each cell a player's cards of that beast."""
    return Table(["player", *(beast.title.split()[-1] for beast in Beast)],
          [[seat_name(s), *(beast_cards(game.hand(s), beast) for beast in Beast)] for s in range(4)])


def aiko_view_at_start(game):
    """What Aiko may see at the start: her nine cards, the others' card counts, and nobody declared yet."""
    view = game.observation(0)
    assert len(view["hand"]) == 9 and list(view["hand_sizes"]) == [9, 9, 9, 9]  # "how many the others hold"
    declared = sum(view["declared"])
    return Markdown(f"At the start of the round {'nobody has declared yet' if not declared else f'{declared} of 4 have declared'}, "
             f"and the marker shows {view['order']}.")


def seating_check():
    """Where the trick pictures seat the four players, and the way play passes, checked against the pictures."""
    spots = [_SEAT_SPOTS[s] for s in range(4)]
    assert spots == ["bottom", "left", "top", "right"]  # seen from above: clockwise, each next player on the left hand
    names = [seat_name(s) for s in range(4)]
    return Markdown("Play goes **clockwise**, as the rulebook says. In the pictures "
             f"{names[0]} sits at the {spots[0]}, and play passes from her to {names[1]}, {names[2]} and {names[3]}, "
             f"then back to {names[0]}.")


def first_trick_not_led_by_aiko():
    """A trick of the round that game A's deal starts, played out in lesson 6: the first one not led by Aiko, so the numbering runs past the last player and on round to the first."""
    number, seating = next((n, trick) for n, trick in enumerate(round_tricks(lesson_round(1), 1), 1)
                           if trick["leader"] != 0)
    display(as_image(trick_svg(seating["cards"], seating["leader"], you=None)))
    return number, seating


def trick_players(game, number, seating):
    """Who played which card of that trick, in playing order."""
    in_order = [(seating["leader"] + i) % 4 for i in range(4)]
    assert all(card in cards_text(game.hand(seat)).split() for seat, card in zip(in_order, seating["cards"]))
    before = round_tricks(lesson_round(1), 1)[number - 2]
    assert number == 2 and before["leader"] == 0  # Aiko leads the first trick of game A
    assert before["winner"] == seating["leader"]  # the winner of a trick leads the next one
    assert round_tricks(numbered_game(MARKER_GAME, 1), 1)[0]["leader"] == 0  # ... and of game B
    return Markdown(f"This is trick {number} of that round. {seat_name(before['leader'])} led trick {number - 1}; lesson 6 says "
             f"how a real table chooses who leads first. {seat_name(before['winner'])} won trick {number - 1}, and the "
             f"winner of a trick leads the next one, so {seat_name(in_order[0])} led trick {number}. In the picture "
             "each card lies in front of the player who played it. The word *leads* marks the leader, and the "
             "small number in a circle on each card says when it was played.")


def try_cards():
    """Try it: type cards; the pictures and names come from the engine's notation (KI-1)."""
    typed = w.Text(value="QT S6 BK- X1", description="Cards", continuous_update=False,
                   placeholder="e.g. Q6 ST XK+", layout=w.Layout(width="420px"))

    def draw():
        cards = typed_cards(parse_cards, typed.value, "at least one card, such as Q6, ST or XK+")
        names = Table(["card", "in words"], [[card, card.describe()] for card in cards])
        return cards_svg(cards) + names._repr_html_()

    return try_it(draw, typed, watch=[typed])



# ---- notebooks/kirin/02_orders_and_comparing.ipynb ------------------------------------------


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



# ---- notebooks/kirin/03_the_follow_rule.ipynb -----------------------------------------------


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
        count = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"]
        name = (f"all {count[len(ticked)]} cards may be played" if not faded else
                f"{join_and(ticked)} may be played, the other {count[faded]} not" if faded > 1 else
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
    words = {3: "three", 5: "five"}
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
        f"{len(first) + len(second)} cards oblige. By the first clause: {words[len(numbers) // len(stronger)]} numbers, "
        f"{min(c.number for c in numbers)} to {max(c.number for c in numbers)}, of each of the "
        f"{words[len(stronger)]} stronger beasts, {len(numbers)} cards, and those beasts' {len(trumps)} trumps. "
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



# ---- notebooks/kirin/04_winning_a_trick.ipynb -----------------------------------------------


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



# ---- notebooks/kirin/05_kirin_cards_and_the_order.ipynb -------------------------------------


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


def capital(text):
    """A table cell's sentence with a capital first letter."""
    return text[:1].upper() + text[1:]


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



# ---- notebooks/kirin/06_declaring_and_scoring.ipynb -----------------------------------------


def hand_words(cards):
    """A hand in words, the numbers of each beast together: "the Dragon 1, 2, 5 and 6; the Tiger 1; ..."."""
    said = []
    for beast in Beast:
        mine = [card for card in cards if card.beast is beast]
        numbers = [card.number for card in mine if card.number is not None]
        said += [f"the {beast.title.split()[-1]} {join_and(numbers)}"] if numbers else []
        said += [card_words(card) for card in mine if card.number is None]
    return "; ".join(said)


def game_a_hand():
    """The deal of lesson 1 (game A), and Aiko's hand."""
    assert GAME_NAME[LESSON_DEAL] == "A"  # the name the text gives
    game = lesson_deal()

    display(as_image(cards_svg(game.hand(0)), hand_words(game.hand(0))))
    return game


def most_held_beasts(game):
    """The beast(s) Aiko holds most of, counted from her hand."""
    counts = {beast: sum(card.beast is beast for card in game.hand(0)) for beast in Beast}
    most = max(counts.values())
    best = [beast.title for beast in Beast if counts[beast] == most]
    return Markdown(f"Aiko holds {most} cards of the {best[0]}"
             + "".join(f" and {most} of the {title}" for title in best[1:])
             + ", more than of any other beast. Every card of her declared beast in a trick she wins scores "
             "for her, whoever played it. The more cards of a beast she holds, the more of them she can "
             "play into tricks she wins. So a careful player would usually declare "
             f"{'one of those beasts' if len(best) > 1 else 'that beast'}.")


def aiko_declared_view(game):
    """Aiko's view: her own declaration, eight cards left, and the others' choices nowhere to be seen."""
    view = game.observation(0)
    assert len(view["hand"]) == 8
    assert '"S1"' not in json.dumps(view)  # Bruno's declaration is nowhere in Aiko's view
    display(Table(["player", "cards held", "declared?", "declared card, as Aiko sees it"],
                  [[seat_name(s), n, "yes" if done else "no", card_words(view["declaration"]) if s == 0 else "face down"]
                   for s, (n, done) in enumerate(zip(view["hand_sizes"], view["declared"]))]))
    # The log says only *that* each player declared, never what; then the first trick is led.
    lines = game.log()[1:]
    assert lines[:4] == [f"{seat_name(seat)} places a declaration card face down." for seat in range(4)]
    assert lines[4] == f"Every player has declared. {seat_name(0)} leads the first trick."


def round_points(won, declared):
    """KI-7: one point per won card of the declared card's beast."""
    beast = parse_card(declared).beast
    return sum(card.beast is beast for card in parse_cards(won))


def round_one_played():
    """Round 1 of game A played out by four random players: its won piles and tricks."""
    # Round 1 played out by four random players.
    game = lesson_round(1)
    piles = [won_tricks(game, s, 1) for s in range(4)]
    declared = game.observation(0)["revealed"][0]
    engine_points = game.round_points()[0]
    assert [round_points([c for t in piles[s] for c in t], declared[s]) for s in range(4)] == engine_points
    return declared, engine_points, game, piles


def round_one_tricks(game, piles):
    """Round 1 of game A, one row per trick, read from the game log."""
    arrows = {"ascending": "↑ ascending", "descending": "↓ descending"}
    tricks = round_tricks(game, 1)
    assert sorted(" ".join(t["cards"]) for t in tricks if t["winner"] is not None) == \
        sorted(" ".join(t) for pile in piles for t in pile)  # the won piles below are these tricks
    display(Table(["trick", "cards, as played (the leader first)", "order in force", "won by", "Kirin effect"],
          [[n, plays_text(t), arrows[t["order"]],
            "nobody" if t["winner"] is None else seat_name(t["winner"]), (lambda s: s[:1].upper() + s[1:])(named(t["effect"] or "no Kirin card"))]
           for n, t in enumerate(tricks, 1)]))
    return tricks


def a_kind(card):
    """'a number', 'a trump' or 'a Kirin card'."""
    card = parse_card(card)
    return "a trump" if card.is_trump else "a Kirin card" if card.is_kirin else "a number"


def aiko_tricks(declared, piles, tricks):
    """Aiko's tricks and the cards of her declared beast among them, whatever their kind."""
    aiko, mine = piles[0], parse_card(declared[0]).beast
    scoring = [c for trick in aiko for c in trick if parse_card(c).beast is mine]
    numbers = [n for n, t in enumerate(tricks, 1) if t["winner"] == 0]
    assert [t["cards"] for t in tricks if t["winner"] == 0] == aiko
    return Markdown(f"Aiko declared {card_words(declared[0])}. She won trick{'s' * (len(numbers) > 1)} {join_and(numbers)}, "
             f"{WORDS[4 * len(aiko)]} cards in all. Of these, {len(scoring)} are "
             f"{mine.title} cards, so she scores **{round_points([c for t in aiko for c in t], declared[0])} points**, one per card, whatever its kind: "
             + ", ".join(card_words(c) for c in scoring[:-1]) + f" and {card_words(scoring[-1])}.")


def scored_pile(pile, declared_card, width=42, height=59, gap=3, where=None):
    """A won pile with a ◎ badge (the "highlight" mark, not the follow rule's tick) on each scoring card;
    its title names the scoring cards in words, and says where the pile came from (``where``) or how many
    cards it holds."""
    beast = parse_card(declared_card).beast
    scoring = [card for card in pile if parse_card(card).beast is beast]

    def draw(_, token):
        """One card of the pile, named with what it scores (the name a pointer shows)."""
        card = parse_card(token)
        scores = card.beast is beast
        return card_svg(card, mark="highlight" if scores else None, width=width, height=height,
                        title=f"{card}, {card.describe()}, {'scores a point' if scores else 'scores nothing'}")

    title = (f"won cards: {where or f'{len(pile)} cards'}; "
             f"scoring ({beast.title}): {join_and(map(card_words, scoring)) or 'none'}")
    return row_of_cards(pile, draw, gap=gap, width=width, height=height, title=title)


def round_pictures(declared, engine_points, piles, tricks):
    """The same round as pictures: each declaration, then the won pile with the scoring cards marked."""
    # The same round as pictures: each declaration, then the won pile with the scoring cards marked.
    for s in range(4):
        beast = parse_card(declared[s]).beast
        won = [n for n, t in enumerate(tricks, 1) if t["winner"] == s]
        where = f"trick{'s' * (len(won) > 1)} {join_and(won)} of the round's table"
        display(HTML(f"<b>{seat_name(s)}</b> declared {card_words(declared[s])} and scores {engine_points[s]} point{'s' if engine_points[s] != 1 else ''}"),
                as_image(scored_pile([c for t in piles[s] for c in t], declared[s], where=where)) if piles[s] else HTML("<i>no cards won</i>"))


def declared_and_points(card, points):
    """One player's round: the declared card and the points its beast brought."""
    return f"{card_words(card)}: {points} point{'s' if points != 1 else ''}"


def rounds_table(game):
    """Each round: who led first, the four declarations, and the points by player."""
    view = game.observation(0)
    first = [seat_name(e.data[1]) for e in game.events if e.kind == "deal"]

    return Table(["round", "first leader", *(seat_name(s) for s in range(4))],
          [[r + 1, first[r], *(declared_and_points(card, points)
                                for card, points in zip(view["revealed"][r], view["round_points"][r]))]
           for r in range(3)]
          + [["total", "", *(f"{total} points" for total in game.scores())]])


def game_a_winner(game):
    """The end of game A: the winner, from the final totals (the chart's last row)."""
    final = game.scores()
    assert game.is_over() and len(game.winners()) == 1
    return Markdown(f"How game A ends: after round 3, {seat_name(game.winners()[0])} has the highest total, "
             f"{max(final)} points, and wins.")


def shared_win_game():
    """The first numbered game of four random players that ends in a shared win decided by its last trick."""
    number, tie = tie_game()
    assert number == MARKER_GAME and GAME_NAME[number] == "B"  # the game the text above names
    trick = last_trick(tie)
    seat, leader, cards = trick["winner"], trick["leader"], trick["cards"]
    declared_last = tie.observation(0)["revealed"][-1][seat]
    points = sum(parse_card(c).beast is parse_card(declared_last).beast for c in cards)
    return cards, declared_last, leader, number, points, seat, tie, trick


def last_trick_story(cards, declared_last, leader, number, points, seat, tie, trick):
    """The story of that last trick in short steps, worked out from the game's log."""
    final = tie.scores()
    before = [total - (points if s == seat else 0) for s, total in enumerate(final)]
    shared = " and ".join(seat_name(s) for s in tie.winners())
    beast = parse_card(declared_last).beast
    theirs = [c for c in cards if parse_card(c).beast is beast]
    WORD = ["no", "one", "two", "three", "four"]  # small counts in words, apart from the cards' numbers
    rows = "\n".join(f"| {seat_name(s)} | {before[s]} | {final[s] - before[s]} | {final[s]} |" for s in range(4))
    return Markdown(
        f"In game {GAME_NAME[number]}, before the last trick of round 3, the totals stood as below: rounds 1 and 2, "
        "plus the cards of each player's declared beast won so far in round 3. No player could know these "
        "totals yet: each knew their own declared card, but the others' were still face down.\n\n"
        "| player | before the last trick | from the last trick | final |\n|---|---|---|---|\n" + rows + "\n\n"
        f"1. {seat_name(leader)} leads the last trick, with the marker showing **{trick['order']}**. The cards, "
        f"as played: " + ", ".join(f"{seat_name((leader + i) % 4)} {card_words(c)}" for i, c in enumerate(cards)) + ".\n"
        f"2. {named(without_labels(explain_winner(cards, trick['order'])).replace('By the rule for winning a trick, ', ''))} "
        f"So {seat_name(seat)} wins the trick.\n"
        f"3. {seat_name(seat)} declared the {beast.title} by laying {card_words(declared_last)} face down. The trick "
        f"holds {WORD[len(theirs)]} {beast.title} card{'s' * (len(theirs) != 1)}, "
        + " and ".join(card_words(c) for c in theirs) + f": {WORD[points]} more point{'s' * (points != 1)}, {final[seat]} in all.\n"
        f"4. The round and the game are over: {shared} finish level on {max(final)} and share the win.")


def try_scoring():
    """Try it: KI-7 scoring for one player: tick the scoring cards of the typed pile and count the points."""
    declared_box = w.Text(value="X5", description="Declared", continuous_update=False, layout=w.Layout(width="200px"))
    won_box = w.Text(value="S4 Q6 X3 QK+ Q4 S5 XK- XT", description="Won cards", continuous_update=False,
                     placeholder="e.g. Q6 S3 QK+", layout=w.Layout(width="460px"))

    def draw():
        typed = parse_cards(declared_box.value)
        if len(typed) != 1:
            raise InvalidInput("Type exactly one declared card, such as X5.")
        declared_card, won = typed[0], parse_cards(won_box.value)
        if declared_card in won:
            raise InvalidInput(f"{declared_card} is the declared card: it sits out the round (KI-7), "
                               "so it cannot be among the won cards.")
        if len(won) > 32:
            raise InvalidInput(f"A player can win at most 32 cards in a round (8 tricks of 4), not {len(won)}.")
        if len(won) % 4:
            raise InvalidInput(f"Tricks are won four cards at a time, so a won pile holds 4, 8, 12, ... cards, "
                               f"not {len(won)}.")
        points = round_points(won, declared_card)
        pile = scored_pile([str(c) for c in won], str(declared_card)) if won else "<i>no cards won</i>"
        return (f"<div style='display:flex;gap:24px;align-items:flex-end;flex-wrap:wrap'>"
                f"<div><b>declared</b><br>{card_svg(declared_card)}</div>"
                f"<div><b>won</b><br>{pile}</div></div>"
                f"<p>{declared_card.beast.title} declared: <b>{points} point{'s' if points != 1 else ''}</b>.</p>")

    return try_it(draw, w.HBox([declared_box, won_box]), watch=[declared_box, won_box])


