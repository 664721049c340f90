"""The Luminous Dragon Egg, lesson 6 (``notebooks/dragon_egg/06_the_end.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines.core import join_and, seat_name
from engines.dragon_egg import BRACELET_SUPPLY, DECK, THRESHOLDS, threshold
from engines.dragon_egg.rules import HAND_SIZE
from widgets.dragon_egg.lessons.examples import (SAGE_GAME, bot_game, ending, first_hoarders_game, first_random_game,
                                                 random_players, sage_game)
from widgets.dragon_egg.readings import BUILD_WAIT
from widgets.layout import Table
from widgets.results import chart


def money_table(history):
    """The money of every player after each round."""
    players = len(history[0])
    return Table(["after round", *(seat_name(s) for s in range(players))],
                 [[r, *money] for r, money in enumerate(history, 1)])


def game_three():
    """Game 3 for four players, played to the end; the threshold is 20 ZOO."""
    assert SAGE_GAME == 3  # the game the try-it box below shows first
    game, history = sage_game()
    display(Markdown(f"Here is a whole four-player game, where the threshold is {threshold(4)} ZOO, with everyone's "
                     "money after each round:"))
    display(money_table(history))
    return game, history


def money_race_table(history):
    """The money race: the game stops after the first round in which someone has 20 or more."""
    def money_race(plt):
        fig, ax = plt.subplots(figsize=(6, 3.2))
        for seat in range(4):
            ax.plot(range(1, len(history) + 1), [m[seat] for m in history], marker="o", label=seat_name(seat))
        ax.axhline(threshold(4), color="grey", linestyle="--", label="threshold")
        ax.set_xlabel("round"); ax.set_ylabel("money (ZOO)"); ax.set_xticks(range(1, len(history) + 1))
        ax.legend(loc="upper left", fontsize=8); ax.set_title("Money after each round")

    chart(money_race, Table(["round", *(seat_name(s) for s in range(4))],
                                  [[r, *m] for r, m in enumerate(history, 1)],
                                  caption="Money (ZOO) after each round"))


def bracelets_run_out():
    """The first two-player game of random players that runs out of bracelets."""
    number, out_of_bracelets = first_random_game(2, lambda g: g.end_reason == "bracelets")
    _, far_points, near_points = out_of_bracelets.last
    nothing = [s for s in range(2) if far_points[s] * near_points[s] == 0]
    assert len(nothing) > out_of_bracelets.supply  # more players earned nothing than bracelets are left
    # Who handed bracelets back, and in which rounds, from the game's own record.
    handed_back, this_round = {}, 0
    for kind, *data in out_of_bracelets.events:
        if kind == "round":
            this_round = data[0]
        elif kind == "bracelet_return":
            handed_back.setdefault(data[0], []).append(this_round)
    taken = [n + len(handed_back.get(s, [])) for s, n in enumerate(out_of_bracelets.bracelets)]
    assert handed_back == {1: [5]}  # the table below is written for this: Bruno handed one back, in round 5
    assert taken == [6, 6]  # each took one in each of the 6 rounds (of 8) in which they earned nothing
    # With two players a round pays 1 ZOO or nothing, and round 9 paid nobody: the other rounds paid 1 ZOO each.
    paid = [out_of_bracelets.round - 1 - n for n in taken]
    assert len(nothing) == 2 and paid == out_of_bracelets.money and paid[0] == paid[1]
    assert sum(taken) == BRACELET_SUPPLY and taken[0] == taken[1]  # "12 in all", "each of them"
    assert BRACELET_SUPPLY - sum(taken) + len(handed_back[1]) == out_of_bracelets.supply  # what is left in the supply
    holding = out_of_bracelets.bracelets
    assert sum(holding) + out_of_bracelets.supply == BRACELET_SUPPLY and holding[1] == taken[1] - len(handed_back[1])
    assert 0 not in handed_back and holding == [taken[0], taken[1] - 1]  # Aiko kept all hers, Bruno handed back one
    assert out_of_bracelets.supply == len(handed_back[1]) == 1  # the supply row: 12 − 6 − 5 = 1
    display(Markdown(f"Here is a two-player game that runs out of bracelets. In rounds 1 to "
                     f"{out_of_bracelets.round - 1}, each player earned nothing {taken[0]} times and took a bracelet each time:"))
    display(Table([f"after round {out_of_bracelets.round - 1}", "taken", "handed back", "held"],
                  [*([seat_name(s), taken[s], len(handed_back.get(s, [])), holding[s]] for s in range(2)),
                   ["supply", "", "", f"{BRACELET_SUPPLY} − {holding[0]} − {holding[1]} = {out_of_bracelets.supply}"]]))
    return Markdown(f"In round {out_of_bracelets.round} "
             f"{'both' if len(nothing) == 2 else join_and(seat_name(s) for s in nothing)} earned nothing, "
             f"so they need {len(nothing)} bracelets. {ending(out_of_bracelets)}")


def cards_left_table():
    """Why only a five-player table can run out of cards: the cards left to draw from at the start of a round."""
    pool = {n: len(DECK) - HAND_SIZE * n for n in THRESHOLDS}  # every round starts with five cards in each hand
    small = [n for n in THRESHOLDS if pool[n] < BRACELET_SUPPLY]
    assert small == [5]
    display(Markdown(f"Every round starts with {HAND_SIZE} cards in each hand, so the deck and the discard pile together "
             f"hold {len(DECK)} − {HAND_SIZE} × players cards: "
             + join_and(f"{pool[n]} with {n} players" for n in THRESHOLDS) + ". "
             f"There are only {BRACELET_SUPPLY} bracelets, so with {small[0] - 1} players or fewer every bracelet draw "
             f"finds a card. With {small[0]} players only {pool[small[0]]} cards are there to draw, so "
             f"a bracelet draw finds no card only when {pool[small[0]] + 1} or more bracelets are handed back in one "
             "round."))
    return pool


def deck_runs_out(pool):
    """The first game of five bracelet hoarders that empties the deck: its last round, in words."""
    number, no_cards = first_hoarders_game(5)
    last_round = max(i for i, e in enumerate(no_cards.events) if e.kind == "round")
    events = no_cards.events[last_round:]
    handed = [e.data[0] for e in events if e.kind == "bracelet_return"]
    drawn = [e for e in events if e.kind == "draw"]
    assert len(drawn) == len(handed) - 1 == pool[5] and not no_cards.deck and not no_cards.discard
    assert handed == sorted(handed)  # one player after another, in the order of the deal
    ender = handed[-1]
    assert seat_name(ender) == "Esme" == seat_name(no_cards.players - 1)  # "she", and last in the order
    assert handed.count(ender) == 1 and ender not in handed[:-1]  # "her bracelet": the others drew every card
    assert sum(no_cards.bracelets) == 0  # everyone hands back every bracelet they held
    assert no_cards.winners() == [ender]  # the player who ends the game leads alone
    assert max(no_cards.money) < threshold(no_cards.players)  # nobody has reached it: else the game goes on
    second = sorted(no_cards.money)[-2]
    runner_up = no_cards.money.index(second)
    # Every bracelet was taken in a round that paid nothing, and kept until this round: no player's money needs a
    # round at the most a five-player round pays, (players - 1) ** 2 ZOO, so nothing in the sums is rare.
    paying = [no_cards.round - 1 - handed.count(s) for s in range(no_cards.players)]
    assert all(m < (no_cards.players - 1) ** 2 * r for m, r in zip(no_cards.money, paying))
    held = join_and(f"{seat_name(s)} {handed.count(s)}" for s in range(no_cards.players))
    money = join_and(f"{seat_name(s)} {m}" for s, m in enumerate(no_cards.money))
    assert no_cards.end_reason == "draw"  # the game ends because a card had to be drawn and none was left
    return Markdown(f"Suppose all five players kept their bracelets until round {no_cards.round} and then handed them back "
             f"in that round: {held}. Round {no_cards.round} starts, like every five-player round, with {len(drawn)} "
             f"cards in the deck and the discard pile together. In the order of the deal, "
             f"{join_and(seat_name(s) for s in sorted(set(handed[:-1])))} hand back {len(handed) - 1} bracelets between "
             f"them and draw all {len(drawn)} cards. {seat_name(ender)} comes last. She leads with "
             f"{no_cards.money[ender]} ZOO, just ahead of {seat_name(runner_up)} with {second}, and nobody has reached "
             f"the threshold of {threshold(no_cards.players)}. So she hands back her bracelet on purpose: it calls for a card, "
             f"none is left, and the game ends there, in round {no_cards.round}. The money stands at {money} ZOO, so "
             f"{seat_name(ender)} wins.")


def round_in_order():
    """A round in order, with the thresholds from the engine's own table; step 1 ends in the words lesson 4 uses."""
    limits = join_and(f"{threshold(n)} ZOO with {n} players" for n in THRESHOLDS)
    return Markdown(f"""1. **Hand back and place.** The turns go round the table once, in the order of the deal. On your
   turn you hand back, openly, as many bracelets as you like, or none, drawing a card for each. If
   neither the deck nor the discard pile holds a card to draw, the game ends here. Everyone places
   two sets face down. {BUILD_WAIT}
2. **The egg.** Its holder may use it now: put it back in the centre and name the Far or the Near;
   every other player turns that set face up, and the holder builds again from the same hand.
3. **Reveal and score.** Everyone turns up their Far set at the same moment, then their Near set.
   Each player earns Far points × Near points.
4. **The egg moves** to the one player whose two sets are both Friends sets; if there are several, to
   the one with the strictly strongest Near. Otherwise it stays where it is.
5. **Bracelets.** Everyone who earned nothing takes one. If the supply cannot give one to each of
   them, the game ends here.
6. **The threshold.** If anyone has reached it ({limits}), the game ends here.
7. **Hand resolution.** The used cards go onto the discard pile, which is shuffled together with
   the deck. Everyone keeps their unused cards and, in the order of the deal, draws four. Then anyone
   holding six or more discards cards of their choice, face down onto the discard pile, until five
   are left.""")


def try_whole_game():
    """Try it: a whole game of computer players, round by round; "Another game" deals a new one."""
    players = w.ToggleButtons(options=[2, 3, 4, 5], value=4, description="Players")
    aiko = w.ToggleButtons(options=[("careful player", "sage"), ("random player", "random")], description="Aiko")
    again = w.Button(description="Another game")
    shown = w.Output()
    games = iter(range(SAGE_GAME, 10**9))  # each press plays a game from a new deal
    number = next(games)

    def play_game(change=None):
        """Play the game for the chosen table and show its money table and its end."""
        n = players.value
        if aiko.value == "sage":
            final, money = sage_game(n, number)
        else:
            final, money = bot_game(n, number, random_players(n, number))
        shown.outputs = ()
        shown.append_display_data(money_table(money))
        shown.append_display_data(HTML(f"<p>{ending(final)}</p>"))

    def another_game(button):
        """A new deal, played out."""
        nonlocal number
        number = next(games)
        play_game()

    for control in (players, aiko):
        control.observe(play_game, "value")
    again.on_click(another_game)
    play_game()
    return w.VBox([players, aiko, again, shown])
