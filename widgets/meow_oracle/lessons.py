"""Meow Oracle's lessons: the tables, pictures and worked steps they show.

Each function draws one worked case of a lesson (notebooks/meow_oracle/): a notebook cell calls it and
shows what it returns. Every number in a sentence is computed here from the engine or the stored
figures, never typed; the asserts check that a sentence's claim holds for its case."""

from __future__ import annotations

from collections import Counter
from html import escape
from itertools import product

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import IllegalAction, InvalidInput
from engines.core import seat_name
from engines.meow_oracle import (
    CARDS, LINES, Rules, SQUARES, ascending_points, ascending_run, card_from_token, cards_to_keep,
    cards_to_turn_up, explain_game_winners, game_winners, line_colour, line_points, neighbours,
    new_game, next_start_player, parse_cards, parse_grid, reading_path, receivers, round_points,
    scoring_lines, winner_points,
)
from engines.meow_oracle.actions import Place
from engines.meow_oracle.bots import RandomBot
from widgets.banner import MessageBanner, guarded
from widgets.layout import Table, example_button, side_by_side, try_it, typed_cards
from widgets.meow_oracle.lesson_examples import (
    NEXT_START_GAMES, RULEBOOK_TABLE, TWO_PLAYER_OPENING, WINNER_GAMES, WORKED_TURN, bruno_tries,
    counted_on, play_round, random_game, reached, round_shown, skipping_lower, two_player_opening,
    worked_turn,
)
from widgets.meow_oracle.pictures import SWATCHES, cards_svg, grid_svg, winner_points_svg

NUMBER_WORDS = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
                9: "nine"}
"""Small numbers as words, for sentences."""



# ---- notebooks/meow_oracle/01_components_and_setup.ipynb ------------------------------------


def turn_steps():
    """The three steps of a turn. The numbers come from the engine's own rule functions (the rulebook's turn)."""
    NUMBER = {1: "one", 2: "two", 3: "three"}
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
        f"and shows them to everyone: {NUMBER[up]} with 3 or 4 players; with 2 players, "
        f"{NUMBER[first_up]} on their first turn and {NUMBER[later_up]} on every later turn. "
        "A card picked up from a square leaves that square empty.\n"
        f"2. **Keep and give.** With 3 or 4 players they keep {NUMBER[keep]} card and give one each to the "
        f"next {NUMBER[given]} players clockwise. "
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



# ---- notebooks/meow_oracle/02_a_turn.ipynb --------------------------------------------------


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
    print(f"{seat_name(seat)}'s {NUMBER_WORDS[len(choices)]} choices:")
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



# ---- notebooks/meow_oracle/03_point_one_ascending.ipynb -------------------------------------


def three_short_cases():
    """Three short cases, each an Area a round can end with: 1 2 3 then a drop; equal numbers; a high first card."""
    for area in (reached("R1 B2 G3 R0 B4 G5 R6 B7 G8"),     # 1, 2, 3, then 0 is lower: run of 3
                 reached("R4 B4 G4 W4 R5 B5 G5 W5 R9"),     # equal numbers continue: all 9 cards
                 reached("R10 B0 G1 R2 B3 G4 R5 B6 G7")):   # 0 is lower than 10: run of 1
        print(f"{area}: run of {ascending_run(area)}")


def along_path(area):
    """The numbers of the Area in path order; '.' for a square with no face-up card."""
    return [area[s].number if area[s] is not None else "." for s in reading_path()]


def named_on_path(area, k):
    """The k-th card of the path in words, such as 'green 6'."""
    card = area[reading_path()[k]]
    return f"{card.colour.word} {card.number}"


RUN_WORDS = {2: "two", 3: "three"}


def run_in_words(area, lead="Read along the path, its numbers are", why_equal=True):
    """The path's numbers, the run, what ends it, and Point 1, as one paragraph (MO-2).

    ``why_equal=False`` leaves out why equal numbers count, already said for the same numbers."""
    numbers, run = along_path(area), ascending_run(area)
    text = (f"{lead} {', '.join(map(str, numbers))}. "
            + (f"The run is {', '.join(map(str, numbers[:run]))}" if run < 9 else "All nine cards make the run"))
    repeats = sorted({n for a, n in zip(numbers[:run], numbers[1:run]) if a == n})
    if repeats and why_equal:
        groups = [f"{RUN_WORDS.get(numbers[:run].count(n), numbers[:run].count(n))} {n}s" for n in repeats]
        both = "both" if len(groups) == 1 and numbers[:run].count(repeats[0]) == 2 else "all"
        text += (f": the {', the '.join(groups[:-1]) + ' and the ' if len(groups) > 1 else ''}{groups[-1]} "
                 f"{both} count, because an equal number continues the run")
    if run < 9:
        text += f". Then comes the {named_on_path(area, run)}, lower than the {numbers[run - 1]}, so the run ends before it"
    return text + f". A run of {run} cards: **{ascending_points(area)} marks**."


def rulebook_example_countings(example):
    """The rulebook's score for its example against three ways of counting after a lower card."""
    RULEBOOK_RUN_SCORE = 6   # as printed in the rulebook's worked example

    numbers, run = along_path(example), ascending_run(example)
    rise = next(k for k in range(run + 1, 9) if numbers[k] >= numbers[k - 1])
    top = max(numbers[:run])
    assert ascending_points(example) == RULEBOOK_RUN_SCORE == run == skipping_lower(example)   # two countings fit
    assert counted_on(example) == run + 1   # the third does not: only the rise adds
    assert all(n < top for n in numbers[run:])   # skipping: nothing after the run reaches its top card
    lower, after = named_on_path(example, run), [named_on_path(example, k) for k in range(run, 9)]
    return Markdown(f"The rulebook gives this Area a run score of {RULEBOOK_RUN_SCORE}. After the {lower}, lower than "
             f"the {top}, the three ways give:\n\n"
             f"* **Stop at a lower card**: the run ends at the {lower}. It scores {ascending_points(example)} marks.\n"
             f"* **Skip cards below the highest**: the {', '.join(after[:-1])} and {after[-1]} are all lower than "
             f"the {top}, so all are skipped. It scores {skipping_lower(example)} marks.\n"
             f"* **Compare with the card before**: the {named_on_path(example, rise)} counts too, since it is not lower "
             f"than the {named_on_path(example, rise - 1)} before it. It scores {counted_on(example)} marks.\n\n"
             f"A run score of {RULEBOOK_RUN_SCORE} rules out comparing with the card before. "
             "It fits both stopping at a lower card and skipping cards below the highest. "
             "Between these two, our reading, MO-2, stops at a lower card. Cards \"in ascending order\" from a1 "
             "most plainly means an unbroken run of them, and it is the simplest count at the table.")


def run_of(k):
    """A full Area whose run holds exactly k cards."""
    return reached([f"R{i}" for i in range(1, k + 1)] + ["B0"] * (k < 9) + [f"G{i}" for i in range(1, 9 - k)])


def nine_full_areas():
    """Nine full Areas: red 1, 2, ... up to k, then B0 (lower: the run stops), then greens. Run k, and its Point 1."""
    runs = [run_of(k) for k in range(1, 10)]
    assert all(str(area).split()[:k] == [f"R{i}" for i in range(1, k + 1)] for k, area in enumerate(runs, 1))
    assert all(str(area).split()[k] == "B0" for k, area in enumerate(runs[:-1], 1))   # the blue 0 ends the run
    assert ascending_run(runs[-1]) == 9 and all(c[0] == "R" for c in str(runs[-1]).split())   # last row: nine reds
    display(Table(["Area, row by row", "cards in the run", "run score, in marks"],
          [[str(area), ascending_run(area), ascending_points(area)] for area in runs]))
    return runs


def swapped_last_card(eight):
    """The Area of eight with its last card swapped for B10."""
    swapped = str(eight).split()
    swapped[-1] = "B10"
    nine = reached(swapped)
    display(grid_svg(nine, highlight_run=True))
    return nine


def ten_on_a1():
    """A 10 on a1: even a 9 after it ends the run (at most 3 with every 10); a 9 on b1 before lower cards leaves a run of 2."""
    for area in (reached("R10 B9 G1 R2 B3 G4 R5 B6 G7"), reached("R0 B9 G1 R2 B3 G4 R5 B6 G7")):
        marks = ascending_points(area)
        print(f"{area}: run of {ascending_run(area)}, so it scores {marks} mark{'s' * (marks != 1)}")
    # How long can a run that starts with a 10 be? Only the other 10s can follow it.
    tens = [c for c in CARDS if c.number == 10]
    all_tens = reached("R10 B10 G10 B0 G1 R2 B3 G4 R5")   # every 10 first: the longest such run
    assert ascending_run(all_tens) == len(tens)
    best = ascending_points(all_tens)
    top_white = max(c.number for c in CARDS if c.is_joker)
    WORD = {3: "three"}
    return Markdown(f"A 10 on a1 can only be followed in the run by another 10, and the deck has just "
                     f"{WORD[len(tens)]} of them ({', '.join(c.colour.word for c in tens)}; the white cards stop at {top_white}). "
                     f"So a run that starts with a 10 is at most {len(tens)} cards long: {best} marks at best.")


RULEBOOK_AREA = "B0 R1 G3 G5 W5 R9 G6 R8 B4"
"""The rulebook's example Area, row by row."""


def typed_area(text):
    """Nine typed cards as an Area, row by row; ? or . stands for a square not turned up."""
    return parse_grid(["." if t == "?" else t for t in text.replace(",", " ").split()])


def try_area(value, show, book=True):
    """A try-it box for nine typed cards, row by row: ``show(area)`` says what to draw (and a button loads
    the rulebook's example when ``book``)."""
    typed = w.Text(value=value, description="Area", continuous_update=False,
                   placeholder="nine cards, row by row", layout=w.Layout(width="460px"))
    row = w.HBox([typed, example_button(typed, RULEBOOK_AREA, "The rulebook's example", width="200px")]) if book else typed
    return try_it(lambda: show(typed_area(typed.value)), row, watch=[typed])


def run_picture(area):
    """An Area with its run marked, and what Point 1 it earns (MO-1, MO-2)."""
    run = ascending_run(area)
    numbers = [area[s].number for s in reading_path()[:run]]
    words = (f"The run has <b>{run}</b> card{'s' if run != 1 else ''}"
             + (f": {', '.join(map(str, numbers))}" if numbers else "")
             + f". The run scores <b>{ascending_points(area)}</b> marks.")
    return [grid_svg(area, highlight_run=True), f"<p>{words}</p>"]


def try_point_one():
    """Try it: type nine cards and see the ascending run and Point 1 (MO-1, MO-2)."""
    return try_area("R1 B2 G3 R0 B4 G5 R6 B7 G8", run_picture)



# ---- notebooks/meow_oracle/04_point_two_colour_lines.ipynb ----------------------------------


def named_line(line):
    """A line as its squares' names, e.g. 'a1-b2-c3'."""
    return "-".join(SQUARES[square] for square in line)


def line_word(colour):
    """A scoring line's colour in words; three whites count as one colour line (MO-3)."""
    return "three whites" if colour.word == "white" else colour.word


def colour_of(cards):
    """What a line of three cards counts as, in words (MO-3)."""
    colour = line_colour(cards)
    if colour is None:
        return "not a colour line"
    return "a colour line of three whites" if colour.word == "white" else f"a {colour.word} line"


def say_lines(area):
    """The scoring lines of an Area in a sentence, each with what it counts as, and Point 2."""
    found = scoring_lines(area)
    kind = ["row"] * 3 + ["column"] * 3 + ["diagonal"] * 2   # the eight lines, in the order of LINES
    words = [f"the {kind[LINES.index(line)]} {named_line(line)}, " + ("three whites"
                                           if line_colour([area[s] for s in line]).word == "white"
                                           else f"{line_colour([area[s] for s in line]).word}")
             for line in found]
    count = {0: "No line counts", 1: "One line counts"}.get(len(found), f"{len(found)} lines count")
    print(f"{count}{': ' + '; '.join(words) if words else ''}. "
          f"The lines score is {len(found)} × 2 = {line_points(area)} marks.")


LINE_KINDS = ["the top row", "the middle row", "the bottom row", "the left column", "the middle column",
              "the right column", "the diagonal from the top-left corner", "the diagonal from the bottom-left corner"]
"""The eight lines of an Area, in the engine's order (``LINES``), as the lessons name them."""


def lines_in_words(area):
    """Each scoring line as '<colour> <where> (numbers)', with Point 2 (MO-3)."""
    found = scoring_lines(area)
    words = [f"{line_colour([area[s] for s in line]).word} {LINE_KINDS[LINES.index(line)].removeprefix('the ')} "
             f"({', '.join(str(area[s].number) for s in line)})" for line in found]
    listed = "; ".join(f"the {w}" for w in words) if words else "none"
    verb = "counts" if len(found) == 1 else "count"
    return (f"{NUMBER_WORDS[len(found)].capitalize()} line{'s' * (len(found) != 1)} {verb}: {listed}. "
            f"{len(found)} × 2 = **{line_points(area)} marks**.")


def scoring_lines_table(example):
    """The engine's scoring lines, each with its colour and its numbers, and the lines score, checked against the rulebook's."""
    RULEBOOK_LINES = {("blue", "a1-b2-c3"), ("green", "a3-b2-c1"), ("red", "b1-b2-b3")}   # as the rulebook names them
    RULEBOOK_LINES_SCORE = 6   # as printed in the rulebook's worked example
    assert {(line_colour([example[s] for s in line]).word, named_line(line)) for line in scoring_lines(example)} == RULEBOOK_LINES
    assert line_points(example) == RULEBOOK_LINES_SCORE
    return Markdown(lines_in_words(example) + f" The rulebook names the same three lines and gives this Area's lines score "
                    f"as {RULEBOOK_LINES_SCORE}.")


def lines_per_square():
    """How many of the eight lines pass through each square, laid out like the Area."""
    through = [sum(square in line for line in LINES) for square in range(9)]
    display(Table(["", "column a", "column b", "column c"],
          [[f"row {row + 1}", *(f"{SQUARES[s]}: {through[s]} lines" for s in range(3 * row, 3 * row + 3))]
           for row in range(3)]))
    return through


def nine_reds():
    """Nine reds in climbing order: Point 1, Point 2 and the round total."""
    perfect = reached("R0 R1 R2 R3 R4 R5 R6 R7 R8")
    display(Markdown(f"Red 0 to 8 in path order: the run score is {ascending_points(perfect)} marks. All {len(LINES)} "
             f"lines count, {line_points(perfect) // len(scoring_lines(perfect))} marks each, "
             f"so the lines score is {line_points(perfect)}. The round total is "
             f"**{round_points(perfect)} marks**, the most an Area can score."))
    return perfect


def lines_picture(area):
    """An Area with its scoring lines marked, and what Point 2 it earns (MO-3)."""
    found = scoring_lines(area)
    listed = "; ".join(f"{named_line(line)} ({line_word(line_colour([area[s] for s in line]))})" for line in found)
    words = (f"{len(found)} colour line{'s' if len(found) != 1 else ''}"
             + (f": {listed}" if found else "") + f". The lines score is <b>{line_points(area)}</b> marks.")
    return [grid_svg(area, lines=True), f"<p>{words}</p>"]


def try_point_two():
    """Try it: type nine cards and see the colour lines and Point 2 (MO-3)."""
    return try_area("R1 W3 G2 R4 R5 G8 R7 B6 G9", lines_picture)



# ---- notebooks/meow_oracle/05_round_total_and_winner_points.ipynb ---------------------------


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



# ---- notebooks/meow_oracle/06_two_rounds.ipynb ----------------------------------------------


def names(seats):
    """Seat numbers as names joined in a sentence."""
    words = [seat_name(s) for s in seats]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def start_words(totals, start):
    """Who starts round 2 and why, in short sentences: the rulebook's rule, and MO-7 for a tie."""
    chosen, low, n = next_start_player(totals, start), min(totals), len(totals)
    tied = [s for s in range(n) if totals[s] == low]
    if len(tied) == 1:
        return f"{seat_name(chosen)} has the lowest round-1 total, {low}, and starts round 2."
    order = [(start + step) % n for step in range(1, n + 1)]   # clockwise from the player after start
    met = order[:order.index(chosen) + 1]                       # the count stops at the first tied player
    assert met[-1] in tied and not set(met[:-1]) & set(tied)    # the same answer as the engine's
    assert start not in met   # MO-7: the count never reaches round 1's start player, on either reading
    head = f"{names(tied)} tie for the lowest round-1 total, {low}. {seat_name(start)} started round 1"
    if len(met) == 1:
        return (f"{head}; {seat_name(chosen)}, on {seat_name(start)}'s left, is one of them "
                f"and starts round 2 (MO-7).")
    return (f"{head}, so count clockwise from {seat_name(order[0])}: {', '.join(seat_name(s) for s in met)}. "
            f"{seat_name(chosen)} is the first tied player and starts round 2 (MO-7).")


def decided_by_rulebook(why, ruling):
    """The engine's reason without the ruling's id, for a case the rulebook itself decides."""
    return why.replace(f" ({ruling})", "")


def mo7_check():
    """MO-7's claim, checked: counting round 1's start player last or leaving them out picks the same player, for every tie of 2 to 4 players (totals 0 to 2) and every round-1 start player; the engine agrees."""
    for n in (2, 3, 4):
        for totals in product(range(3), repeat=n):
            tied = [s for s in range(n) if totals[s] == min(totals)]
            if len(tied) < 2:
                continue
            for first in range(n):
                left_out = [(first + k) % n for k in range(1, n)]      # round 1's start player left out
                counted_last = left_out + [first]                      # round 1's start player counted last
                meets = [next(s for s in order if s in tied) for order in (left_out, counted_last)]
                assert meets[0] == meets[1] == next_start_player(list(totals), first)


def round_two_starts():
    """Four seeded games (the lessons' shared examples): round-1 totals, round 1's start player, and who starts round 2."""
    games = [random_game(*spec) for spec in NEXT_START_GAMES]
    rows = []
    for g in games:
        totals, start = g.round_totals(1), g.first_player
        assert next_start_player(totals, start) == g.start   # the rules' answer is the one the game played
        rows.append([by_seat_totals(totals), seat_name(start), seat_name(g.start), start_words(totals, start)])
    assert next_start_player([3, 5, 6], 0) == 0   # the lesson's claim: a lone lowest total starts, round 1's starter too
    return Table(["round-1 totals", "started round 1", "starts round 2", "why"], rows)


def winners_after_two_rounds():
    """Three seeded games: winner points after two rounds, round-2 totals, and who wins, and why."""
    finals = [random_game(*spec) for spec in WINNER_GAMES]
    rows = []
    for g in finals:
        points, totals = g.scores(), g.round_totals(2)
        assert game_winners(points, totals) == g.winners()
        why = explain_game_winners(points, totals)
        if points.count(max(points)) == 1:   # no tie in winner points: the rulebook decides, MO-8 is not needed
            why = decided_by_rulebook(why, "MO-8")
        rows.append([by_seat_totals(points), by_seat_totals(totals), names(g.winners()), why])
    display(Table(["winner points, both rounds", "round-2 totals", "winners", "why"], rows))
    return finals


def first_row_words(finals):
    """The first row of the table above: the winner's round-2 total, against the best round-2 total at the table."""
    points, totals = finals[0].scores(), finals[0].round_totals(2)
    (winner,) = finals[0].winners()
    best = totals.index(max(totals))
    return Markdown(f"Winner points always decide first; the round-2 total only settles a tie in winner points. "
             f"In the first row of the table above, {seat_name(winner)} wins with {points[winner]} winner points and a round-2 total "
             f"of {totals[winner]}, although {seat_name(best)} scored {totals[best]} in round 2.")


def mo8_three_tied():
    """MO-8 with three players tied on winner points: a four-player example with totals, no Areas, checked against the engine."""
    one, two = [5, 6, 7, 2], [8, 8, 5, 3]   # round totals by seat, round 1 and round 2
    p1, p2 = winner_points(one), winner_points(two)
    points = [a + b for a, b in zip(p1, p2)]
    paper = new_game(4).clone()
    paper.round_winner_points = [p1, p2]
    paper.round_scores = [[[0, t, 0] for t in one], [[0, t, 0] for t in two]]   # [run, Point 1, Point 2]
    assert game_winners(points, two) == paper.winners() == [0, 1]
    left_out = [s for s in range(4) if points[s] == max(points) and s not in paper.winners()]
    display(Markdown("A four-player example, round by round, with the players' totals but not their Areas:"))
    display(Table(["player", "round-1 total", "winner points, round 1", "round-2 total", "winner points, round 2",
                   "winner points in all"],
                  [[seat_name(s), one[s], p1[s], two[s], p2[s], points[s]] for s in range(4)]))
    return Markdown(f"{explain_game_winners(points, two)} {names(left_out)} does not.")


def scores_in_words(game, rnd):
    """Each player's marks in a round, run and lines apart (from the game's own score events, checked against
    the round totals), then the winner points the round earned."""
    for event in game.events:
        if event.kind == "score" and event.data[1] == rnd:   # data: seat, round, run, Point 1, Point 2
            seat, _, run, asc, lines = event.data
            assert asc + lines == game.round_totals(rnd)[seat]
            print(f"{seat_name(seat)} scores {asc + lines} marks: {asc} for a run of {NUMBER_WORDS[run]} "
                  f"card{'s' * (run != 1)} and {lines} for {NUMBER_WORDS[lines // 2]} colour line{'s' * (lines != 2)}.")
    print(f"Winner points for round {rnd}: {by_seat_totals(game.round_winner_points[rnd - 1])}.")


def who_wins_words(game):
    """Who wins, and why, from the winner points and the round-2 totals (MO-8)."""
    points, second = game.scores(), game.round_totals(2)
    best = [s for s in range(3) if points[s] == max(points)]
    story = "Over both rounds " + ", ".join(f"{seat_name(s)} has {points[s]}" for s in range(3)) + " winner points. "
    if len(best) > 1:
        top = [s for s in best if second[s] == max(second[b] for b in best)]
        story += (f"{names(best)} share the most, so round 2's totals decide: "
                  + ", ".join(f"{seat_name(s)} {second[s]}" for s in best) + ". ")
    story += f"**{names(game.winners())} {'win' if len(game.winners()) > 1 else 'wins'}**."
    return Markdown(story)



def try_two_rounds():
    """Try it: totals of both rounds and round 1's start player -> winner points, MO-7 and MO-8."""
    first = w.Text(value="5 5 9", description="Round 1", continuous_update=False,
                   layout=w.Layout(width="300px"))
    second = w.Text(value="7 6 6", description="Round 2", continuous_update=False,
                    layout=w.Layout(width="300px"))
    starter = w.Dropdown(options=[(seat_name(s), s) for s in range(4)], value=0,
                         description="Started round 1", style={"description_width": "initial"})
    banner = MessageBanner()
    shown = w.Output()

    @guarded(banner)
    def show_two_rounds(change=None):
        """Winner points per round, round 2's start player and the winners."""
        one, two = read_totals(first.value, "Round 1"), read_totals(second.value, "Round 2")
        if len(one) != len(two):
            raise InvalidInput(f"Round 1 has {len(one)} totals but round 2 has {len(two)}: "
                               "give one total per player in both rounds.")
        players, start = len(one), starter.value
        if start >= players:
            raise InvalidInput(f"{seat_name(start)} is not at a table of {players}: choose a start "
                               f"player from {names(range(players))}.")
        p1, p2 = winner_points(one), winner_points(two)
        points = [a + b for a, b in zip(p1, p2)]
        winners = game_winners(points, two)
        rows = "".join(f"<tr><td>{seat_name(s)}</td><td>{one[s]}</td><td>{p1[s]}</td><td>{two[s]}</td>"
                       f"<td>{p2[s]}</td><td><b>{points[s]}</b></td></tr>" for s in range(players))
        head = ("<tr><th>player</th><th>round-1 total</th><th>winner points</th><th>round-2 total</th>"
                "<th>winner points</th><th>winner points in all</th></tr>")
        tie_one, tie_points = one.count(min(one)) > 1, points.count(max(points)) > 1   # where a ruling decides
        text = (f"<p>{seat_name(next_start_player(one, start))} starts round 2{' (MO-7)' * tie_one}. "
                f"{'Winners' if len(winners) > 1 else 'Winner'}: <b>{names(winners)}</b>{' (MO-8)' * tie_points}.</p>")
        banner.clear()
        shown.outputs = ()
        shown.append_display_data(HTML(f"<table>{head}{rows}</table>{text}"))

    for box in (first, second, starter):
        box.observe(show_two_rounds, "value")
    show_two_rounds()
    return w.VBox([w.HBox([first, second]), starter, banner.widget, shown])



# ---- notebooks/meow_oracle/07_reading_path.ipynb --------------------------------------------


ROWS, SNAKE = Rules(), Rules(path="snake")   # the row path (MO-1) and the snake path (variant)


PATHS = (("row path", ROWS), ("snake path", SNAKE))


def climbing_area_both_ways():
    """A climbing Area read both ways: the arrows on the left show each row's direction (the snake's row 2 is named)."""
    climb = reached("R0 G1 B2 B5 W4 R3 G6 R7 B8", SNAKE)   # a round played under the snake
    display(side_by_side(grid_svg(climb, highlight_run=True, caption=f"row path: run of {ascending_run(climb, ROWS)}"),
                 grid_svg(climb, highlight_run=True, path="snake",
                          caption=f"snake path: run of {ascending_run(climb, SNAKE)}")))
    return climb


def numbers_on(area, rules):
    """The Area's numbers in the order a reading path visits them."""
    return [area[s].number for s in reading_path(rules)]


def run_words(area, rules):
    """'a run of 4, **4 marks**'."""
    return f"a run of {ascending_run(area, rules)}, **{ascending_points(area, rules)} marks**"


def two_runs_words(climb):
    """The two runs in words, read along each path."""
    snake_numbers, row_numbers = numbers_on(climb, SNAKE), numbers_on(climb, ROWS)
    drop = ascending_run(climb, ROWS)
    return Markdown(f"On the snake path the numbers are {', '.join(map(str, snake_numbers))}: each is at least "
             f"the one before, {run_words(climb, SNAKE)}. On the row path they are "
             f"{', '.join(map(str, row_numbers))}: "
             f"after the {row_numbers[drop - 1]} comes a {row_numbers[drop]}, lower, and the run stops: "
             f"{run_words(climb, ROWS)}.")


def rulebook_example_both_paths():
    """The rulebook's example on both paths."""
    example = reached("B0 R1 G3 G5 W5 R9 G6 R8 B4")
    display(side_by_side(*(grid_svg(example, highlight_run=True, lines=True, path=rules.path,
                            caption=f"{name}: {ascending_points(example, rules)} + {line_points(example, rules)} = "
                                    f"{round_points(example, rules)}")
                   for name, rules in PATHS)))
    return example


def example_run_words(example):
    """The example's run along each path, in words."""
    both = "; ".join(f"on the {name} the numbers are {', '.join(map(str, numbers_on(example, rules)))}, "
                     f"{run_words(example, rules)}" for name, rules in PATHS)
    return Markdown(both[0].upper() + both[1:]
             + f". The total falls from {round_points(example, ROWS)} to {round_points(example, SNAKE)}.")


def rulebook_scores_both_paths(example):
    """The rulebook's own scores for its example (6 for the run, 12 in all) against both paths and three countings."""
    RULEBOOK_RUN_SCORE, RULEBOOK_TOTAL = 6, 12  # as printed in the rulebook's worked example
    COUNTINGS = (("stop at a lower card (MO-2)", ascending_points), ("skip cards below the highest", skipping_lower),
                 ("compare with the card before", counted_on))
    scores = {name: [count(example, rules) for _, count in COUNTINGS] for name, rules in PATHS}
    assert round_points(example, ROWS) == RULEBOOK_TOTAL and scores["row path"][:2] == [RULEBOOK_RUN_SCORE] * 2
    assert RULEBOOK_RUN_SCORE not in scores["snake path"] + scores["row path"][2:]
    display(Table(["path", *(name for name, _ in COUNTINGS)], [[name, *row] for name, row in scores.items()]))
    snake = scores["snake path"]
    # Comparing with the card before on the snake path: which cards count, and the one it skips.
    cards = [example[s] for s in reading_path(SNAKE)]
    counts = [k == 0 or cards[k].number >= cards[k - 1].number for k in range(9)]
    assert counts == [True] * 4 + [False] + [True] * 3 + [False] and sum(counts) == snake[-1]
    words = [f"the {c.colour.word} {c.number}" for c in cards]
    return Markdown(f"On the snake path, comparing with the card before counts the "
             f"{', '.join(str(c.number) for c in cards[:3])} and {cards[3].number}, skips {words[4]}, "
             f"lower than the {cards[3].number}, then counts {words[5]}, which is not lower than {words[4]} just before it, "
             f"and {words[6]} and {words[7]}: {snake[-1]} marks. "
             f"The rulebook gives this Area a run score of {RULEBOOK_RUN_SCORE} and a round total of {RULEBOOK_TOTAL}. "
             f"No counting gives {RULEBOOK_RUN_SCORE} on the snake path. "
             f"The row path gives {RULEBOOK_RUN_SCORE}, by stopping at a lower card or by skipping cards below "
             "the highest. That is why the row path is our reading (MO-1).")


def both_paths_picture(area):
    """An Area on the row path and on the snake path, each with its run and round total (MO-1)."""
    return side_by_side(*(grid_svg(area, highlight_run=True, lines=True, path=rules.path,
                                   caption=f"{name}: run {ascending_run(area, rules)}, "
                                           f"{ascending_points(area, rules)} + {line_points(area, rules)} = "
                                           f"{round_points(area, rules)}")
                          for name, rules in PATHS))


def try_reading_paths():
    """Try it: the same Area scored on the row path and on the snake path."""
    return try_area("R0 G1 B2 B5 W4 R3 G6 R7 B8", both_paths_picture, book=False)


