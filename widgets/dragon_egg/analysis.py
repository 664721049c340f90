"""The Luminous Dragon Egg's analysis page: the tables, pictures and worked steps they show.

Each function draws one worked case of the analysis page (notebooks/dragon_egg/): a notebook cell calls it and
shows what it returns. Every number in a sentence is computed here from the engine or the stored
figures, never typed; the asserts check that a sentence's claim holds for its case."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb, prod

from IPython.display import display

from engines.dragon_egg import CARDS, DECK, parse_cards, score_round, set_strength
from engines.stats import wilson_interval
from widgets import results
from widgets.dragon_egg.lessons.examples import played_round, random_game
from widgets.layout import Table
from widgets.results.charts import against_control_bars, against_control_table, chart, say, say_tournament



# ---- notebooks/dragon_egg/analysis.ipynb ----------------------------------------------------


STORED = results.load("dragon_egg_tournament")


def summary(records):
    """Wins of the watched seat (a shared win counts), win rate, its range, rounds, money."""
    wins = sum(r["sage_seat"] in r["winners"] for r in records)
    low, high = wilson_interval(wins, len(records))
    money = sum(r["money"][r["sage_seat"]] for r in records) / len(records)
    rounds = sum(r["rounds"] for r in records) / len(records)
    ends = Counter(r["end_reason"] for r in records)
    return [len(records), wins, f"{wins / len(records):.1%}", f"{low:.1%} to {high:.1%}", f"{rounds:.2f}",
            f"{money:.1f}", ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))]


def hand_weight(FIGURES):
    """The weight of one hand: C(2, m) for each face taken m times, multiplied."""
    hand = parse_cards("R7 R7 B2 B3 B5")
    taken = Counter(card.index for card in hand)
    ways = [comb(2, m) for m in taken.values()]
    print(f"The hand R7 R7 B2 B3 B5 comes from {' x '.join(map(str, ways))} = {prod(ways)} "
          f"of the {FIGURES['deals']:,} deals.")


def deals_against_hands(FIGURES):
    """Every deal, one at a time, against counting distinct hands."""
    for name, key in (("at least one Friends", "p_friends"), ("two separate Friends", "p_two_friends")):
        walked, counted = Fraction(FIGURES["walked"][key]), Fraction(FIGURES[key])
        print(f"P({name}): deal by deal {walked}, by counting hands {counted}: "
              f"{'the same' if walked == counted else 'DIFFERENT'}")


def best_far_table(FIGURES):
    """Exact distribution of the best Far strength, with the chance of reaching at least each one."""
    BEST = FIGURES["best_far"]
    STRICT = {row["label"]: Fraction(row["p"]) for row in FIGURES["best_far_strict"]}
    display(Table(["best Far", "chance (DE-1)", "%", "at least this (%)", "strict variant (%)"],
          [[row["label"], row["p"], f"{float(Fraction(row['p'])):.2%}", f"{float(Fraction(row['at_least'])):.1%}",
            f"{float(STRICT.get(row['label'], 0)):.2%}"] for row in BEST]))
    return BEST, STRICT


def best_far_chart(BEST):
    """The same distribution as a bar chart: BAH-YAH in grey, Friends in gold."""
    def draw_best_far(plt):
        labels = [f"{'F' if row['friends'] else 'B'}{row['total']}" for row in BEST]
        fig, ax = plt.subplots(figsize=(9, 3.4))
        ax.bar(labels, [float(Fraction(row["p"])) for row in BEST],
               color=["#E69F00" if row["friends"] else "#999999" for row in BEST], edgecolor="#333333")
        ax.set_ylabel("chance"); ax.set_xlabel("best Far (B = BAH-YAH, F = Friends, then the total)")
        ax.set_title("Best Far set of a 5-card opening hand (exact)")
        ax.tick_params(axis="x", labelrotation=60, labelsize=8)
        plt.tight_layout()

    chart(draw_best_far, Table(["best Far", "chance (%)"],
                               [[row["label"], f"{float(Fraction(row['p'])):.2%}"] for row in BEST],
                               caption="Best Far of a 5-card opening hand (exact)"))


def best_far_words(BEST, P_FRIENDS, STRICT):
    """What the distribution says, in words (every number from the stored figures)."""
    top = max(BEST, key=lambda row: Fraction(row["p"]))
    bah_yah = sorted((row for row in BEST if not row["friends"]), key=lambda row: -Fraction(row["p"]))
    DEFAULT = {row["label"]: Fraction(row["p"]) for row in BEST}
    fall = max(DEFAULT, key=lambda label: DEFAULT[label] - STRICT.get(label, 0))
    rises = [label for label in DEFAULT if STRICT.get(label, 0) > DEFAULT[label]]
    say(f"**{top['label']}** is the single most likely best Far ({float(Fraction(top['p'])):.1%} of hands): "
        f"it comes from either Revelation with a 20 of its colour, two copies of a 20, or the two Revelations "
        f"of one colour. A hand with no Friends at all ({float(1 - P_FRIENDS):.0%} of hands) usually still has "
        f"a big BAH-YAH, most often {bah_yah[0]['total']} or {bah_yah[1]['total']}, but those lose to every "
        f"Friends at the table. Under the strict variant a Revelation cannot join a card of the other colour, "
        f"so the BAH-YAH of `R*` with `B*` is gone: {fall} falls from {float(DEFAULT[fall]):.2%} to "
        f"{float(STRICT.get(fall, 0)):.2%}, and those hands shift down to weaker BAH-YAH "
        f"({', '.join(label.removeprefix('BAH-YAH, ') for label in rises)} each become a little more likely).")


def no_say_no_cost():
    """No say, no cost: R* in one set, any other set beside it, and every red number R* could have been."""
    red_numbers = [c for c in CARDS if c.colour.value == "R" and not c.is_revelation]
    revelation = parse_cards("R*")[0]
    checked, better = 0, 0
    for partner in CARDS:
        forced = set_strength([revelation, partner])
        for other in combinations_with_replacement(CARDS, 2):
            other_set = set_strength(list(other))
            far, near = max(forced, other_set), min(forced, other_set)
            for number in red_numbers:  # R* counted as this number instead
                chosen = set_strength([number, partner])
                checked += 1
                better += max(chosen, other_set) > far or min(chosen, other_set) > near
    print(f"Pairs of sets checked: {checked:,}. Cases where the Revelation counting as another red number "
          f"would give a stronger Far or a stronger Near: {better}")
    return red_numbers, revelation


def revelation_as_best_red(red_numbers, revelation):
    """For every partner card, R* is exactly as strong as the best red number card in its place."""
    best_everywhere = all(set_strength([revelation, partner])
                          == max(set_strength([number, partner]) for number in red_numbers)
                          for partner in CARDS)
    print(f"Partner cards checked: {len(CARDS)} (every face). R* as strong as the best red number "
          f"card in its place, every time: {'yes' if best_everywhere else 'no'}")


def set_score(mine, others):
    """DE-3: one point per other player's set that is weaker than or equal to mine."""
    return sum(set_strength(other) <= set_strength(mine) for other in others)


def agrees(result):
    """Whether set_score gives every set of a scored round the engine's score."""
    n = len(result.earnings)
    return all(set_score(result.far[s], [result.far[o] for o in range(n) if o != s]) == result.far_scores[s]
               and set_score(result.near[s], [result.near[o] for o in range(n) if o != s]) == result.near_scores[s]
               for s in range(n))


def rule_against_engine():
    """The lesson's one-sentence rule against the engine's full scoring."""
    LESSON_ROUNDS = [["R7 R7 | R2 B3", "B5 B5 | B2 R3"],
                     ["R10 R10 | B2 R3", "R20 B15 | R5 B7", "B20 R15 | B3 R2"],
                     ["R10 R10 | R2 B5", "B* B10 | R3 B2", "R20 B20 | R7 B3", "R15 B15 | R5 B7"],
                     ["R7 R7 | B7 R5", "B20 R20 | R10 B2", "R* R5 | B10 R2", "B15 B15 | R3 B5", "B* R* | B3 R15"]]
    for sets in LESSON_ROUNDS:
        print(f"Lesson 3, {len(sets)} players: {'the same scores' if agrees(played_round(sets).result) else 'DIFFERENT'}")
    rng = random.Random(3)
    tables = []
    for _ in range(5000):
        players = rng.randint(2, 5)
        cards = rng.sample(DECK, 4 * players)
        tables.append([(cards[4 * s:4 * s + 2], cards[4 * s + 2:4 * s + 4]) for s in range(players)])
    same = sum(agrees(score_round(table)) for table in tables)
    print(f"Random tables: {same:,} of {len(tables):,} give the same scores")


def random_game_endings():
    """200 numbered games of random players for each table size: how each one ended."""
    GAMES = 200
    ENDINGS = {}
    rows = []
    for players in (2, 3, 4, 5):
        games = [random_game(players, number) for number in range(GAMES)]
        reasons = [g.end_reason for g in games]
        ENDINGS[players] = reasons
        rows.append([players, GAMES, reasons.count("threshold"), reasons.count("bracelets"), reasons.count("draw"),
                     sum(len(g.winners()) > 1 for g in games), f"{sum(g.round for g in games) / GAMES:.1f}"])
    display(Table(["players", "games", "ended at the threshold", "ended: no bracelets", "ended: no cards",
           "shared wins", "average rounds"], rows))
    return ENDINGS, GAMES


def random_game_words(ENDINGS, GAMES):
    """What the table shows, in words (every number from the games above)."""
    bracelet_tables = [n for n, reasons in ENDINGS.items() if "bracelets" in reasons]
    no_cards = sum(reasons.count("draw") for reasons in ENDINGS.values())
    say(f"The bracelets run out only at tables of {' and '.join(map(str, bracelet_tables))} players, where "
        "rounds that pay nothing are common; "
        + ("the no-cards end never happens in ordinary random play." if not no_cards else
           f"the no-cards end happens {no_cards} times in {4 * GAMES} games."))


def stored_results(HEADER):
    """The stored full results: settings, then the same table over every game."""
    settings = STORED["settings"]
    print(f"Stored run: {settings['games']:,} games from seed {settings['seed']}, "
          f"{settings['sage_samples']} imagined deals per Sage decision.")
    return Table(HEADER, [["SageBot vs 3 RandomBots", *summary(STORED["games"])],
                   ["control: 4 RandomBots", *summary(STORED["control_games"])]])


def money_bands(values):
    """Share of players ending in each band of 5 ZOO."""
    bands = Counter(min(v // 5, 6) for v in values)
    return [f"{bands[b] / len(values):.1%}" for b in range(7)]


def win_rates():
    """Win rates with their ranges against the one-in-four line, and the final money."""
    KEYS = ("sage_vs_random", "control_all_random")
    NAMES = ("SageBot", "control seat")
    games = STORED["games"]
    sage_money = [g["money"][g["sage_seat"]] for g in games]
    other_money = [m for g in games for s, m in enumerate(g["money"]) if s != g["sage_seat"]]

    def draw_tournament(plt):
        fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.4))
        against_control_bars(left, STORED, KEYS, NAMES)
        bins = range(0, max(sage_money + other_money) + 2, 2)
        right.hist(other_money, bins=bins, alpha=0.6, density=True, label="RandomBots", color="#999999")
        right.hist(sage_money, bins=bins, alpha=0.6, density=True, label="SageBot", color="#0072B2")
        right.axvline(20, color="#D55E00", linestyle="--", label="threshold")
        right.set_xlabel("money at the end (ZOO)"); right.set_ylabel("share of players"); right.legend()
        right.set_title("Final money")
        plt.tight_layout()

    BANDS = ["0-4", "5-9", "10-14", "15-19", "20-24", "25-29", "30 or more"]
    chart(draw_tournament,
          against_control_table(STORED, KEYS, NAMES),
          Table(["money at the end (ZOO)", *BANDS],
                [["SageBot", *money_bands(sage_money)], ["RandomBots", *money_bands(other_money)]],
                caption="Final money: share of players in each band"))


def game_lengths():
    """How long games last: rounds per game in the full tournament."""
    ROUNDS = Counter(g["rounds"] for g in STORED["games"])

    def draw_rounds(plt):
        fig, ax = plt.subplots(figsize=(6, 2.8))
        ax.bar(list(ROUNDS), list(ROUNDS.values()), width=0.8, color="#009E73", edgecolor="#333333")
        ax.set_xlabel("rounds"); ax.set_ylabel("games"); ax.set_title("Length of the tournament games")
        plt.tight_layout()

    chart(draw_rounds, Table(["rounds", *sorted(ROUNDS)], [["games", *(ROUNDS[k] for k in sorted(ROUNDS))]],
                             caption="Length of the tournament games"))


TOURNAMENT_WORDS = (
    ", about {chance:.1f} times the one-in-four a seat gets by chance (the control seat wins "
    "{control[win_rate]:.0%}). It also ends games sooner ({watched[avg_rounds]:.1f} rounds on average against "
    "{control[avg_rounds]:.1f}), because it reaches 20 ZOO faster. The control seat's rate sits close to one "
    "in four; shared wins, which count for every tied player, nudge it {side} that.")
"""What the tournament shows after SageBot's win rate; :func:`tournament_words` fills the blanks."""


def tournament_words():
    """What the tournament shows, in words (every number from the stored results)."""
    sage, control = STORED["sage_vs_random"], STORED["control_all_random"]
    say_tournament("SageBot", sage, control, TOURNAMENT_WORDS, chance=sage["win_rate"] / 0.25,
                   side="above" if control["win_rate"] > 0.25 else "around")
