"""Kirin's analysis page: the tables, pictures and worked steps they show.

Each function draws one worked case of the analysis page (notebooks/kirin/): a notebook cell calls it and
shows what it returns. Every number in a sentence is computed here from the engine or the stored
figures, never typed; the asserts check that a sentence's claim holds for its case."""

from __future__ import annotations

import itertools
import random
from collections import defaultdict
from statistics import mean

from IPython.display import display

from engines.kirin import Beast, DECK, legal_follows, order_after, parse_card, parse_cards, trick_winner
from engines.kirin.bots import MonteCarloBot
from engines.kirin.rules import ORDERS, beast_strength, rank_strength
from engines.stats import wilson_interval
from widgets import results
from widgets.kirin.lessons.examples import lesson_deal
from widgets.kirin.lessons.the_follow_rule import may_play
from widgets.layout import Table
from widgets.results.charts import against_control_bars, against_control_table, chart, say, say_tournament
from widgets.results.kirin_figures import WORDS



# ---- notebooks/kirin/analysis.ipynb ---------------------------------------------------------


STORED_FIGURES = results.load("kirin_figures")


FIGURES = STORED_FIGURES["figures"]


PLAY = FIGURES["random_play"]


ROUNDS = PLAY["rounds"]


STORED = results.load("kirin_tournament")


def summary_row(who, records):
    """Games, wins (shared among them), win rate with its range, and average final points."""
    wins = sum(r["seat"] in r["winners"] for r in records)
    shared = sum(r["seat"] in r["winners"] and len(r["winners"]) > 1 for r in records)
    low, high = wilson_interval(wins, len(records))
    own = mean(r["scores"][r["seat"]] for r in records)
    others = mean(p for r in records for s, p in enumerate(r["scores"]) if s != r["seat"])
    return [who, len(records), wins, shared, f"{wins / len(records):.1%}", f"{low:.1%} to {high:.1%}",
            f"{own:.2f}", f"{others:.2f}"]


def winner(cards, order):
    """Lesson 4: the position of the winning card (rank first, then beast), None if all are Kirin cards."""
    keys = [None if c.is_kirin else (rank_strength(c, order), beast_strength(c.beast, order))
            for c in parse_cards(cards)]
    ranked = [i for i, key in enumerate(keys) if key is not None]
    return max(ranked, key=lambda i: keys[i]) if ranked else None


def next_order(cards, order):
    """Lesson 5: the strongest beast among the Kirin cards sets the order; both of its Kirin cards cancel."""
    kirins = [c for c in parse_cards(cards) if c.is_kirin]
    if not kirins:
        return order
    top = max(beast_strength(c.beast, order) for c in kirins)
    strongest = [c for c in kirins if beast_strength(c.beast, order) == top]
    return order if len(strongest) == 2 else strongest[0].direction.value


def changes_per_round():
    """Changes per round: how many rounds saw 0, 1, 2, ... changes of the order."""
    CHANGES = PLAY["changes"]
    MEAN_CHANGES = sum(k * n for k, n in enumerate(CHANGES)) / ROUNDS
    print(f"On average the order changes {MEAN_CHANGES:.2f} times per round; "
          f"{CHANGES[0] / ROUNDS:.1%} of rounds never change it.")
    display(Table(["changes in the round", *range(len(CHANGES))],
          [["rounds", *CHANGES], ["share", *(f"{n / ROUNDS:.1%}" for n in CHANGES)]]))
    return CHANGES, MEAN_CHANGES


def after_each_trick():
    """What happened after each trick."""
    AFTER = PLAY["after"]
    TRICKS = sum(AFTER.values())
    print(f"What the Kirin cards did after each of the {TRICKS:,} tricks ({TRICKS // ROUNDS} per round):")
    display(Table(["after the trick", "tricks", "share"], [[WORDS[k], AFTER[k], f"{AFTER[k] / TRICKS:.2%}"] for k in WORDS]))
    return AFTER, TRICKS


def order_charts(CHANGES):
    """Left: changes per round. Right: the share of tricks played in descending order, trick by trick."""
    SHARE_DOWN = [n / ROUNDS for n in PLAY["descending"]]

    def draw_order(plt):
        fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.4))
        left.bar(range(len(CHANGES)), [n / ROUNDS for n in CHANGES], color="#0072B2", edgecolor="#333333")
        left.set_xlabel("order changes in a round"); left.set_ylabel("share of rounds")
        left.set_title("How often the marker turns over")
        right.plot(range(1, 9), SHARE_DOWN, marker="o", color="#D55E00")
        right.set_ylim(0, 0.6); right.set_xlabel("trick"); right.set_ylabel("share played descending")
        right.set_title("Descending order through a round")
        plt.tight_layout()

    chart(draw_order,
          Table(["changes in the round", *range(len(CHANGES))], [["share of rounds", *(f"{n / ROUNDS:.1%}" for n in CHANGES)]],
                caption="How often the marker turns over"),
          Table(["trick", *range(1, 9)], [["share played descending", *(f"{s:.1%}" for s in SHARE_DOWN)]],
                caption="Descending order through a round"))
    return SHARE_DOWN


def order_words(AFTER, CHANGES, MEAN_CHANGES, SHARE_DOWN, TRICKS):
    """What this shows, in words (every number from the stored counts)."""
    kirin_tricks = TRICKS - AFTER["no Kirin card"]
    idle = AFTER["order_kept"] + AFTER["order_cancelled"]
    four = AFTER["all_kirin"]
    say(f"**What this shows.** With random play the marker turns over about **{MEAN_CHANGES:.1f} times** in a "
        f"round of eight tricks; only {CHANGES[0] / ROUNDS:.1%} of rounds pass without a single change. "
        f"{kirin_tricks / TRICKS:.0%} of tricks contain at least one Kirin card, but {idle / kirin_tricks:.0%} of "
        f"those change nothing: the strongest Kirin card asks for the order already in force, or a pair of the "
        f"strongest beast cancels ({AFTER['order_cancelled'] / TRICKS:.1%} of all tricks). "
        + (f"A trick of four Kirin cards did not happen once in these {TRICKS:,} tricks: the leader and all three "
           f"followers would have to play one of only eight Kirin cards at the same moment. (The engine's tests "
           f"do reach it, over many more games.)" if four == 0 else
           f"A trick of four Kirin cards happened {four} times in {TRICKS:,} tricks."))
    say(f"Every round starts ascending, so the first trick is always ascending. After that the marker settles "
        f"quickly: {SHARE_DOWN[1]:.0%} of second tricks, and {mean(SHARE_DOWN[2:]):.0%} of the later ones, are "
        f"played in descending order. A player who plans a whole round around \"6 is high\" will be wrong about "
        f"that often.")


def choices_per_trick():
    """Per trick: cards in hand, the average legal choices of leaders and followers, and how often a follower is tied down (fewer legal cards than cards in hand)."""
    BY_TRICK = PLAY["by_trick"]
    LEAD = [row["lead"][0] / row["lead"][1] for row in BY_TRICK]
    FOLLOW = [row["follow"][0] / row["follow"][1] for row in BY_TRICK]
    TIED = [row["tied"][1] / row["follow"][1] for row in BY_TRICK]
    display(Table(["trick", "cards in hand", "leader's choices", "follower's choices", "follower tied down"],
          [[row["trick"], 9 - row["trick"], f"{lead:.2f}", f"{follow:.2f}", f"{tied:.1%}"]
           for row, lead, follow, tied in zip(BY_TRICK, LEAD, FOLLOW, TIED)]))
    return BY_TRICK, FOLLOW, LEAD, TIED


def choices_over_round(BY_TRICK):
    """Over the whole round."""
    FOLLOW_TURNS = sum(row["follow"][1] for row in BY_TRICK)
    TIED_TURNS = sum(row["tied"][1] for row in BY_TRICK)
    TIED_CHOICES = sum(row["tied"][0] for row in BY_TRICK) / TIED_TURNS
    print(f"Over the whole round, followers are tied down in {TIED_TURNS / FOLLOW_TURNS:.1%} of their turns; "
          f"when tied down they choose among {TIED_CHOICES:.2f} cards on average.")
    return FOLLOW_TURNS, TIED_CHOICES, TIED_TURNS


def choices_chart(FOLLOW, LEAD, TIED):
    """Legal choices through the round, leaders against followers."""
    def draw_choices(plt):
        fig, ax = plt.subplots(figsize=(7, 3.4))
        ax.plot(range(1, 9), LEAD, marker="s", color="#009E73", label="leader (= cards in hand)")
        ax.plot(range(1, 9), FOLLOW, marker="o", color="#0072B2", label="follower")
        ax2 = ax.twinx()
        ax2.bar(range(1, 9), TIED, alpha=0.25, color="#E69F00", label="follower tied down (right axis)")
        ax2.set_ylim(0, 1); ax2.set_ylabel("share tied down")
        ax.set_xlabel("trick"); ax.set_ylabel("legal cards"); ax.set_zorder(ax2.get_zorder() + 1)
        ax.patch.set_visible(False)
        ax.legend(loc="upper right"); ax2.legend(loc="center right")
        ax.set_title("How many cards may be played")
        plt.tight_layout()

    chart(draw_choices, Table(["trick", *range(1, 9)],
                              [["leader's choices", *(f"{x:.2f}" for x in LEAD)],
                               ["follower's choices", *(f"{x:.2f}" for x in FOLLOW)],
                               ["follower tied down", *(f"{x:.0%}" for x in TIED)]],
                              caption="How many cards may be played"))


def choices_words(FOLLOW, FOLLOW_TURNS, LEAD, TIED, TIED_CHOICES, TIED_TURNS):
    """What this shows, in words."""
    say(f"**What this shows.** A follower is tied down on **{TIED_TURNS / FOLLOW_TURNS:.0%}** of their turns: "
        f"{TIED[0]:.0%} at the first trick, when hands are big and more likely to hold a card that beats the led "
        f"card on both questions, fewer as hands shrink. When the rule bites it leaves about {TIED_CHOICES:.1f} "
        f"cards to choose from, so followers have clearly fewer choices than the leader ({FOLLOW[0]:.1f} against "
        f"{LEAD[0]:.0f} at the first trick): leading is where most of Kirin's decisions are made.")


def average(points, rounds):
    """Points per round as a decimal, or '-' when no round counts."""
    return f"{points / rounds:.2f}" if rounds else "-"


HELD = range(1, 7)
"""How many cards of the declared beast a hand can hold, for the tables by cards held."""


def declared_cell(beast, held):
    """[points, rounds] of the rounds where the beast was declared with that many of its cards in hand."""
    return PLAY["declared"].get(f"{beast.name} {held}", [0, 0])


def points_by_beast():
    """Average points by declared beast (columns) and cards of that beast held (rows); n in brackets."""
    cell = declared_cell
    return Table(
        ["cards of the beast held", *(b.title for b in Beast), "all beasts"],
        [[h, *(f"{average(*cell(b, h))} ({cell(b, h)[1]})" for b in Beast),
          average(sum(cell(b, h)[0] for b in Beast), sum(cell(b, h)[1] for b in Beast))] for h in HELD],
        caption="Random play: average points by declaration (rounds in brackets)")


def points_by_beast_chart(DECLARED_TABLE, cell=declared_cell):
    """The same averages as lines, one per beast (held counts seen fewer than 50 times are left out)."""
    def draw_declared(plt):
        fig, ax = plt.subplots(figsize=(7, 3.4))
        for beast, colour, marker in zip(Beast, ("#56B4E9", "#D55E00", "#999999", "#222222"), "osD^"):
            xs = [h for h in HELD if cell(beast, h)[1] >= 50]
            ax.plot(xs, [cell(beast, h)[0] / cell(beast, h)[1] for h in xs], marker=marker, color=colour,
                    label=beast.title)
        ax.set_xlabel("cards of the declared beast in the nine-card hand"); ax.set_ylabel("average points")
        ax.set_ylim(0, 3); ax.legend(); ax.set_title("Random play: points by declaration")
        plt.tight_layout()

    chart(draw_declared, DECLARED_TABLE)


def points_by_beast_words(cell=declared_cell):
    """What this shows, in words."""
    def all_beasts(helds):
        points = sum(cell(b, h)[0] for b in Beast for h in helds)
        return points / sum(cell(b, h)[1] for b in Beast for h in helds)

    say(f"Under random play, holding more cards of your beast helps only a little: from {all_beasts([1]):.1f} "
        f"points with a single card of it to {all_beasts([4, 5, 6]):.1f} with four or more. The reason is that a "
        f"card of your beast in your hand is not a point; it becomes one only if *you* win the trick it is "
        f"played in, and a random player wins about a quarter of the tricks whatever they hold. The beast itself "
        f"hardly matters either: with a few hundred rounds per cell, the differences between beasts in the table "
        f"are about as large as chance alone would make them.")


def aiko_choices():
    """Aiko's nine choices, best first."""
    VALUES = {card: points / samples for card, (points, samples) in FIGURES["declaration_values"].items()}
    print(f"{FIGURES['settings']['samples']:,} imagined games for each choice.")
    VALUES_TABLE = Table(["declare", "beast", "average points"],
                         [[card, parse_card(card).beast.title, f"{v:.2f}"]
                          for card, v in sorted(VALUES.items(), key=lambda kv: -kv[1])],
                         caption="Aiko's hand: value of each declaration (random play)")
    display(VALUES_TABLE)
    return VALUES, VALUES_TABLE


def aiko_choices_chart(VALUES, VALUES_TABLE):
    """The nine choices as bars, coloured by beast."""
    COLOURS = {Beast.Q: "#56B4E9", Beast.S: "#D55E00", Beast.B: "#BBBBBB", Beast.X: "#222222"}

    def draw_values(plt):
        fig, ax = plt.subplots(figsize=(7, 3.2))
        ax.bar(list(VALUES), list(VALUES.values()), color=[COLOURS[parse_card(c).beast] for c in VALUES],
               edgecolor="#333333")
        ax.set_ylabel("average points"); ax.set_xlabel("declared card")
        ax.set_title("Aiko's hand: value of each declaration (random play)")
        plt.tight_layout()

    chart(draw_values, VALUES_TABLE)


def aiko_choices_words(VALUES):
    """What this shows, in words."""
    best, worst = max(VALUES, key=VALUES.get), min(VALUES, key=VALUES.get)
    def beast_best(beast):
        return max(v for c, v in VALUES.items() if parse_card(c).beast is beast)
    say(f"For this hand the choice matters a lot: the best declaration (`{best}`, {VALUES[best]:.2f} points) is "
        f"worth {VALUES[best] / VALUES[worst]:.1f} times the worst (`{worst}`, {VALUES[worst]:.2f}). Two lessons "
        f"stand out. **Which beast**: the best Black Tortoise choice is worth {beast_best(Beast.X):.2f} points, the "
        f"best Azure Dragon choice {beast_best(Beast.Q):.2f}, although Aiko holds four cards of each; her Tortoise "
        f"cards include the trump `XT`, which wins almost any trick it is played in and so probably collects "
        f"Tortoise cards for her. **Which card of that beast**: give up a card you do not need to win tricks. "
        f"Declaring the Tortoise trump itself throws that winner away ({VALUES['XT']:.2f} points), and declaring "
        f"the Dragon 6, her strongest Dragon number, gives {VALUES['Q6']:.2f}.")


def monte_carlo_advice():
    """The Monte Carlo bot's advice for Aiko's declaration (moved here from lesson 6)."""
    deal = lesson_deal()
    print(MonteCarloBot(seed=1, samples=60).hint(deal.observation(0), deal.legal_actions(0)))


def by_held(records):
    """Points per round of the watched seat, grouped by cards of the declared beast held."""
    groups = defaultdict(list)
    for game in records:
        seat = game["seat"]
        for held, points in zip(game["held"], game["points"]):
            groups[held[seat]].append(points[seat])
    return groups


def points_by_held(HELD):
    """Points per round by cards of the declared beast held: Monte Carlo seat vs random seat."""
    MC, RND = by_held(STORED["games"]), by_held(STORED["control_games"])
    display(Table(["cards of the beast held", "Monte Carlo: rounds", "points", "random: rounds", "points"],
          [[h, len(MC[h]), f"{mean(MC[h]):.2f}" if MC[h] else "-", len(RND[h]), f"{mean(RND[h]):.2f}" if RND[h] else "-"]
           for h in HELD]))
    return MC, RND


def share(groups, helds):
    """The share of the games whose count of held cards is one of ``helds``."""
    return sum(len(groups[h]) for h in helds) / sum(len(v) for v in groups.values())


def points_by_held_words(MC, RND):
    """What this shows, in words."""
    mc_points = [p for v in MC.values() for p in v]
    say(f"The bot rarely declares a beast it holds only one card of ({share(MC, [1]):.0%} of its rounds, against "
        f"{share(RND, [1]):.0%} for a random player), but otherwise declares beasts it holds 2, 3 or 4 cards of "
        f"about as often as a random player does, and it scores about {mean(mc_points):.1f} points a round. Most "
        f"of its advantage comes from *playing* well once the beast is chosen (winning the right tricks, and "
        f"feeding its own beast's cards into tricks it will win), not from the count of cards it holds.")


def stored_results(HEADER):
    """The stored full results."""
    settings = STORED["settings"]
    print(f"Stored run: {settings['games']:,} games from seed {settings['seed']}, "
          f"{settings['mc_samples']} imagined deals per Monte Carlo decision.")
    return Table(HEADER, [summary_row("MonteCarloBot vs 3 RandomBots", STORED["games"]),
                   summary_row("control: 4 RandomBots", STORED["control_games"])])


def spread(values, top=16):
    """Share of players with each final score, the last column for that score or more."""
    return [f"{sum(v == k for v in values) / len(values):.0%}" for k in range(top)] + \
        [f"{sum(v >= top for v in values) / len(values):.0%}"]


def win_rates():
    """Win rates with their ranges against the one-in-four line, and the final scores."""
    KEYS = ("mc_vs_random", "control_all_random")
    NAMES = ("MonteCarloBot", "control seat")
    BOT = [g["scores"][g["seat"]] for g in STORED["games"]]
    OTHERS = [p for g in STORED["games"] for s, p in enumerate(g["scores"]) if s != g["seat"]]

    def draw_tournament(plt):
        fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.4))
        against_control_bars(left, STORED, KEYS, NAMES)
        bins = range(0, max(BOT + OTHERS) + 2)
        right.hist(OTHERS, bins=bins, alpha=0.6, density=True, label="RandomBots", color="#999999")
        right.hist(BOT, bins=bins, alpha=0.6, density=True, label="MonteCarloBot", color="#0072B2")
        right.set_xlabel("points after three rounds"); right.set_ylabel("share of players"); right.legend()
        right.set_title("Final scores")
        plt.tight_layout()

    chart(draw_tournament,
          against_control_table(STORED, KEYS, NAMES),
          Table(["points after three rounds", *range(16), "16+"],
                [["MonteCarloBot", *spread(BOT)], ["RandomBots", *spread(OTHERS)]],
                caption="Final scores: share of players"))


TOURNAMENT_WORDS = (
    ", against {control[win_rate]:.0%} for a random player in the same seat of the same deals. (The control sits "
    "above one in four because shared wins count for every tied player, and ties are common when scores are "
    "this low.) The bot scores about {watched[avg_points_watched_seat]:.1f} points in three rounds, {ratio:.1f} "
    "times what the random players at its table score ({watched[avg_points_other_seats]:.1f}).")
"""What the tournament shows after the Monte Carlo bot's win rate; :func:`tournament_words` fills the blanks."""


def tournament_words():
    """What the tournament shows, in words (every number from the stored results)."""
    mc = STORED["mc_vs_random"]
    say_tournament("Monte Carlo bot", mc, STORED["control_all_random"], TOURNAMENT_WORDS,
                   ratio=mc["avg_points_watched_seat"] / mc["avg_points_other_seats"])


def rules_against_engine():
    """Each rule of the lessons against the engine."""
    rng = random.Random(3)
    follow = [(rng.sample([c for c in DECK if c != led], 8), led, order)
              for order in ORDERS for led in DECK for _ in range(200)]
    follow_same = sum(set(may_play(h, led, o)) == set(legal_follows(h, led, o)) for h, led, o in follow)
    rng = random.Random(4)
    tricks = [(rng.sample(DECK, 4), order) for order in ORDERS for _ in range(5000)]
    tricks_same = sum(winner(cards, o) == trick_winner(cards, o) for cards, o in tricks)
    pool = [c for c in DECK if c.is_kirin] + parse_cards("Q6 X1")
    fours = [(t, o) for t in itertools.combinations(pool, 4) for o in ORDERS]
    fours_same = sum(next_order(t, o) == order_after(t, o) for t, o in fours)
    return Table(["rule", "taught in", "cases checked", "same answer as the engine"],
          [["the follow rule (KI-4)", "lesson 3", f"{len(follow):,}", f"{follow_same:,}"],
           ["who wins a trick (KI-5)", "lesson 4", f"{len(tricks):,}", f"{tricks_same:,}"],
           ["the Kirin effect (KI-6)", "lesson 5", f"{len(fours):,}", f"{fours_same:,}"]])
