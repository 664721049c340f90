"""Kirin, lesson 1 (``notebooks/kirin/01_components.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines.core import seat_name
from engines.kirin import DECK, Beast, cards_text, parse_cards
from engines.kirin.cards import BEAST_ALIASES
from widgets.kirin.lessons.examples import (GAME_NAME, LESSON_DEAL, MARKER_GAME, lesson_deal, lesson_round,
                                            numbered_game, round_tricks)
from widgets.kirin.pictures import SEAT_SPOTS, BEAST_SWATCHES, as_image, cards_svg, trick_svg
from widgets.layout import Table, try_it, typed_cards


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
    spots = [SEAT_SPOTS[s] for s in range(4)]
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
