"""Kirin, lesson 6 (``notebooks/kirin/06_declaring_and_scoring.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import json

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import InvalidInput
from engines.core import join_and, seat_name
from engines.kirin import Beast, explain_winner, parse_card, parse_cards
from widgets.kirin.lessons.examples import (GAME_NAME, LESSON_DEAL, MARKER_GAME, card_words, last_trick, lesson_deal,
                                            lesson_round, named, plays_text, round_tricks, tie_game, without_labels,
                                            won_tricks)
from widgets.kirin.pictures import as_image, card_svg, cards_svg
from widgets.layout import Table, try_it
from widgets.svg import row_of_cards
from widgets.words import capital, count, number_word


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
            "nobody" if t["winner"] is None else seat_name(t["winner"]), capital(named(t["effect"] or "no Kirin card"))]
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
             f"{number_word(4 * len(aiko))} cards in all. Of these, {len(scoring)} are "
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
        f"holds {count(len(theirs), beast.title + ' card', words=True)}, "
        + " and ".join(card_words(c) for c in theirs) + f": {count(points, 'more point', words=True)}, {final[seat]} in all.\n"
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
