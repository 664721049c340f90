"""Meow Oracle, lesson 2 (``notebooks/meow_oracle/02_a_turn.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from html import escape

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import IllegalAction
from engines.core import seat_name
from engines.meow_oracle import (SQUARES, card_from_token, cards_to_keep, cards_to_turn_up, new_game, parse_cards,
                                 receivers)
from engines.meow_oracle.actions import Place
from engines.meow_oracle.bots import RandomBot
from widgets.banner import MessageBanner, guarded
from widgets.layout import Table, side_by_side
from widgets.meow_oracle.lessons.examples import (TWO_PLAYER_OPENING, WORKED_TURN, bruno_tries, two_player_opening,
                                                  worked_turn)
from widgets.meow_oracle.pictures import cards_svg, grid_svg
from widgets.words import number_word



def show_table(state):
    """Every Area of the table as the players see it, with the face-down cards beside it."""
    view = state.observation(0)
    pictures = []
    for seat, area in enumerate(view["areas"]):
        aside = view["aside"][seat]
        picture = str(grid_svg(area, cell=44, caption=seat_name(seat)))
        if aside:
            cards = f"{aside} face-down card{'s' if aside != 1 else ''}"
            row = cards_svg([None] * aside, width=30, height=42, title=f"{cards} beside {seat_name(seat)}'s Area")
            picture += f"<div style='font-size:85%'>beside the Area:<br>{row}</div>"
        pictures.append(picture)
    return side_by_side(*pictures)


HIS_HER = {"Aiko": "her", "Bruno": "his", "Chidi": "his", "Dagny": "her"}


def move_words(event):
    """One move of the engine's log as a plain sentence, e.g. 'Aiko turns up the R2 on a1.'"""
    kind, seat, *data = event
    who = seat_name(seat)
    if kind == "turn_up":
        card, where = data
        return (f"{who} turns up the {card} waiting beside {HIS_HER[who]} Area." if where == "aside"
                else f"{who} turns up the {card} on {where}.")
    if kind == "keep":
        return f"{who} keeps " + " and ".join(f"the {card}" for card in data[0].split()) + "."
    if kind == "give":
        to, card = data
        return f"{who} gives the {card} to {seat_name(to)}."
    if kind == "place":
        card, square = data
        return f"{who} places the {card} on {square}."
    if kind == "move_aside":
        return f"The face-down card on {who}'s {data[0]} is moved aside, beside {HIS_HER[who]} Area, still face down."
    raise ValueError(f"no sentence for {kind}")


def card_words(card):
    """'the red 2'."""
    return f"the {card.colour.word} {card.number}"


def share_words(state, seat, choice):
    """A keep-and-give choice in words: the cards kept, and who receives each card given."""
    kept = " and ".join(card_words(card) for card in choice.keep)
    given = " and ".join(f"{card_words(card)} to {seat_name(to)}"
                         for card, to in zip(choice.give, receivers(seat, state.players)))
    return f"keep {kept}, give {given}"


def refused_unchanged(state, seat, move):
    """True when the engine refuses the move and the position stays as it was."""
    before = state.log()
    try:
        state.apply(seat, move)
    except IllegalAction:
        return state.log() == before
    return False


def turn_numbers():
    """The numbers of a turn when Aiko (seat 0) is the active player (MO-5). A size where first and later turns are the same gets one row ("every"), and sizes whose rows are the same share one row ("3 or 4"), so that no two rows of the table say the same thing."""
    rows = {}
    for players in (2, 3, 4):
        turns = {first: (cards_to_turn_up(players, first), cards_to_keep(players, first),
                         " and ".join(seat_name(s) for s in receivers(0, players)))
                 for first in (True, False)}
        kinds = [("every", turns[True])] if turns[True] == turns[False] else [
            ("first", turns[True]), ("later", turns[False])]
        for turn, numbers in kinds:
            rows.setdefault((turn, numbers), []).append(str(players))
    return Table(["players", "turn", "turn up", "keep", "give to"],
          [[" or ".join(sizes), turn, *numbers] for (turn, numbers), sizes in rows.items()])


def aiko_turned_up():
    """Aiko's three cards, as the engine turns them up, and the squares they leave empty."""
    game = worked_turn(3)
    found = [(event[3], card_words(parse_cards(event[2])[0])) for event in game.events[-3:]]
    squares, cards = [w for w, _ in found], [c for _, c in found]
    assert [game.observation(0)["areas"][0][SQUARES.index(w)] for w in squares] == [""] * 3   # now empty
    display(Markdown(f"Aiko turns up {', '.join(squares[:-1])} and {squares[-1]}: {', '.join(cards[:-1])} and {cards[-1]}. "
             "They leave her Area, so those squares are now empty. She holds the cards face up until she places "
             "them or hands them over. The picture shows them under the heading *turned up this turn*."))
    return game


def say_choices(game, seat=0):
    """Print a player's keep-and-give choices, one a line, counted in words."""
    choices = game.legal_actions(seat)
    print(f"{seat_name(seat)}'s {number_word(len(choices))} choices:")
    for choice in choices:
        print("  " + share_words(game, seat, choice))


def aiko_choices(game):
    """Aiko's six choices: keep one, then one card to Bruno and one to Chidi."""
    say_choices(game)


def aiko_keeps_and_gives():
    """Keep R2, give G6 to Bruno and B9 to Chidi, as the text says. Aiko places first (MO-5): the engine waits for her."""
    game = worked_turn(4)
    assert [move_words(e) for e in game.events[-3:]] == [
        "Aiko keeps the R2.", "Aiko gives the G6 to Bruno.", "Aiko gives the B9 to Chidi."]
    assert [seat_name(s) for s in game.to_act()] == ["Aiko"]
    return game


def aiko_places():
    """Aiko places R2 on a1. Two squares of her Area (b2, c3) stay empty for later turns."""
    game = worked_turn(5)
    area = game.observation(0)["areas"][0]   # '' empty, '?' face down, else a card
    display(Markdown(f"Written as in lesson 1, with a dot for an empty square, her Area is now "
                     f"*{' '.join(square or '.' for square in area)}*."))
    display(grid_svg(area, caption="Aiko"))
    return game


def others_place():
    """Bruno and Chidi place, as the text says; each covered a face-down card, which moves beside their Area."""
    game = worked_turn(len(WORKED_TURN))
    assert [move_words(e) for e in game.events[-4:]] == [
        "The face-down card on Bruno's b2 is moved aside, beside his Area, still face down.",
        "Bruno places the G6 on b2.",
        "The face-down card on Chidi's c3 is moved aside, beside his Area, still face down.",
        "Chidi places the B9 on c3."]
    return game


def bruno_turn_in_order(game):
    """Bruno's turn in its own order (the shared example, with B4 R7 G1 prepared). The engine refuses both things the text says: turning up b2, which is face up, and placing a card on it."""
    on_b2 = card_from_token(game.observation(1)["areas"][1][SQUARES.index("b2")])
    assert refused_unchanged(game, 1, "turn b2")
    trial = bruno_tries()
    lines = trial.log()
    ups = [line.rstrip(".").split(" from ") for line in lines if line.startswith("Bruno turns up")]
    up = [card_from_token(head.split()[3]) for head, _ in ups]
    where = [w if w in SQUARES else "the card beside his Area" for _, w in ups]
    given = [line.rstrip(".").split()[2::2] for line in lines if line.startswith("Bruno gives")]   # [card, receiver]
    (kept,) = trial.cards_to_place(1)
    free = {SQUARES[a.square] for a in trial.legal_actions(1)}
    assert refused_unchanged(trial, 1, f"place {kept.token} at b2") and free == set(SQUARES) - {"b2"}
    return Markdown(
        f"1. **Turn up.** Bruno may not take {card_words(on_b2)} back from his b2: it is face up. "
        f"He turns up {', '.join(where[:-1])} and {where[-1]}: "
        f"{', '.join(card_words(c) for c in up[:-1])} and {card_words(up[-1])}.\n"
        f"2. **Keep and give.** He keeps {card_words(kept)}, and gives "
        + " and ".join(f"{card_words(card_from_token(card))} to {to}" for card, to in given) + ".\n"
        f"3. **Place.** He may not put {card_words(kept)} on b2, where {card_words(on_b2)} lies face up; "
        "every other square of his Area will do.")


def two_player_turn_up():
    """A two-player game (the lessons' shared example): Aiko turns up her top row; which card does she give away?"""
    duel = two_player_opening(3)
    assert [e[3] for e in duel.events[-3:]] == ["a1", "b1", "c1"]   # her top row, as the text says
    assert [card.token for card in duel.revealed] == ["R1", "R4", "G8"]   # the cards the text names
    say_choices(duel)
    return duel


def two_player_places():
    """Aiko keeps and places her two reds, then Bruno places the green 8 (his c3 card moves beside his Area), as the text says."""
    duel = two_player_opening(7)
    assert [move_words(e) for e in duel.events[-6:]] == [
        "Aiko keeps the R1 and the R4.", "Aiko gives the G8 to Bruno.", "Aiko places the R1 on a1.",
        "Aiko places the R4 on b1.",
        "The face-down card on Bruno's c3 is moved aside, beside his Area, still face down.",
        "Bruno places the G8 on c3."]
    return duel


def bruno_first_turn():
    """Bruno's first turn: one card from beside his Area; Aiko covers her c3 with the card he gives her."""
    before = two_player_opening(13)   # the text's numbers: her 4 on b1, the 9 she must place
    assert before.observation(0)["areas"][0][1:3] == ["R4", ""] and [c.token for c in before.cards_to_place(0)] == ["R9"]
    duel = two_player_opening(14)
    assert [move_words(e) for e in duel.events[-9:]] == [
        "Bruno turns up the B2 on a1.", "Bruno turns up the B7 on a2.", "Bruno turns up the R9 waiting beside his Area.",
        "Bruno keeps the B2 and the B7.", "Bruno gives the R9 to Aiko.", "Bruno places the B2 on a1.",
        "Bruno places the B7 on a2.",
        "The face-down card on Aiko's c3 is moved aside, beside her Area, still face down.",
        "Aiko places the R9 on c3."]


def aiko_second_turn():
    """Bruno's first turn (three cards, keep two), then Aiko's second turn: two cards only."""
    view = two_player_opening(14).observation(0)
    assert (view["turn_up_count"], view["keep_count"]) == (2, 1)   # as the text above says
    duel = two_player_opening(len(TWO_PLAYER_OPENING))
    assert [e[3] for e in duel.events[-2:]] == ["a2", "b2"]                # the squares the text names
    assert [card.token for card in duel.revealed] == ["G3", "G5"]          # the cards the text names
    print("Her choices:")
    for choice in duel.legal_actions(0):
        print("  " + share_words(duel, 0, choice))


def turn_sizes(players):
    """How many cards each turn of a round turns up, until every dealt card is face up."""
    sizes, left = [], 9 * players
    while left:
        sizes.append(cards_to_turn_up(players, len(sizes) < players))
        left -= sizes[-1]
    return sizes


def in_words(sizes):
    """'the first 2 turns take 3 cards each and the other 6 take 2' and the like."""
    groups = []
    for size in sizes:
        if groups and groups[-1][0] == size:
            groups[-1][1] += 1
        else:
            groups.append([size, 1])
    if len(groups) == 1:
        return f"every turn takes {groups[0][0]} cards"
    (a, n), (b, m) = groups
    return f"the first {n} turns take {a} cards each and the other {m} take {b} cards each"


def turns_in_a_round():
    """Turns in a round, worked out from the number of cards each turn turns up (the rulebook's turn)."""
    return Markdown("\n".join(f"* {players} players: {9 * players} cards dealt; {in_words(turn_sizes(players))}: "
                       f"**{len(turn_sizes(players))} turns**, {len(turn_sizes(players)) // players} for each player."
                       for players in (2, 3, 4)))


def held_in_play(players, seed):
    """Aiko's face-down cards (on her Area or beside it) as each of her turns begins, in a whole
    game of computer players choosing at random: what the engine really deals her."""
    game, bots, held = new_game(players, seed=seed), [RandomBot(s) for s in range(players)], []
    while not game.is_over():
        seat, view = game.to_act()[0], game.observation(0)
        for area, aside in zip(view["areas"], view["aside"]):   # the lesson: a card beside an Area
            assert not aside or any(square in ("?", "") for square in area)   # means a square not face up
        if view["phase"] == "turn" and view["active"] == 0 and not view["turned_up"]:
            held.append(view["areas"][0].count("?") + view["aside"][0])
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    return held


def check_nine_before_each_turn():
    """Check for 'How long a round lasts': before each of your turns you hold nine face-down cards minus those turned up earlier, so no turn asks for more than you have."""
    for players in (2, 3, 4):
        sizes = turn_sizes(players)[::players]   # your turns: every players-th turn
        before = [9 - sum(sizes[:k]) for k in range(len(sizes))]
        assert all(held_in_play(players, seed) == before * 2 for seed in range(5)), players  # both rounds


def placed_in_play(players, seed):
    """(kept, received) by each Area in each round of a game of computer players choosing at random."""
    game, bots, placed = new_game(players, seed=seed), [RandomBot(s) for s in range(players)], {}
    while not game.is_over():
        seat, view = game.to_act()[0], game.observation(0)
        action = bots[seat].choose(game.observation(seat), game.legal_actions(seat))
        if action.__class__ is Place:
            counts = placed.setdefault((game.round, seat), [0, 0])
            counts[seat != view["active"]] += 1
        game.apply(seat, action)
    return set(map(tuple, placed.values()))


def check_nine_per_area():
    """Check for 'How long a round lasts': each Area gets exactly nine cards in a round, so every square ends up face up: counted in whole games."""
    for players in (2, 3, 4):
        found = set.union(*(placed_in_play(players, seed) for seed in range(5)))
        assert len(found) == 1 and sum(*found) == 9, (players, found)


def fresh_game():
    """The lesson's three-player game at its start, with Aiko's first three cards prepared."""
    return worked_turn(0)


def try_a_turn():
    """Try it: type actions for whoever must act in a prepared three-player game."""
    typed = w.Text(description="Action", placeholder="e.g. turn a1", continuous_update=False,
                   layout=w.Layout(width="360px"))
    do_it = w.Button(description="Do it", button_style="primary")
    again = w.Button(description="Start again")
    banner = MessageBanner()
    shown = w.Output()
    practice = {}

    TO_DO = {"turn": "turn up a card", "choose": "keep and give", "place": "place a card"}

    def show_practice(note=""):
        """Draw the table, say who must act and what, offer a few of their moves, and list the log."""
        state = practice["game"]
        if state.is_over():
            shown.outputs = ()
            shown.append_display_data(HTML(f"<p>The game is over: {escape(state.log()[-1])} "
                                            "Press <b>Start again</b> for a new deal.</p>"))
            return
        seat = state.to_act()[0]
        examples = ", ".join(f"<code>{a}</code>" for a in state.legal_actions(seat)[:4])
        log = "<br>".join(escape(line) for line in state.log()[-6:])
        shown.outputs = ()
        shown.append_display_data(show_table(state))
        shown.append_display_data(HTML(
            f"<p>{note}<b>{seat_name(seat)}</b> is to {TO_DO[state.phase]}; for example {examples}.</p>"
            f"<p style='font-size:90%'>{log}</p>"))

    @guarded(banner)
    def do_action(change=None):
        """Apply the typed action; an illegal or unreadable one is explained and changes nothing."""
        text = typed.value.strip()
        if not text:
            return
        state = practice["game"]
        if state.is_over():
            raise IllegalAction("The game is over: press Start again for a new deal.", rule="end")
        state.apply(state.to_act()[0], text)
        banner.clear()
        typed.value = ""
        show_practice(f"Done: {escape(text)}. ")

    @guarded(banner)
    def start_again(change=None):
        """Go back to the deal."""
        practice["game"] = fresh_game()
        banner.clear()
        show_practice()

    typed.observe(do_action, "value")
    do_it.on_click(do_action)
    again.on_click(start_again)
    start_again()
    return w.VBox([w.HBox([typed, do_it, again]), banner.widget, shown])
