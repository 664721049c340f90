"""Meow Oracle's analysis page: the tables, pictures and worked steps they show.

Each function draws one worked case of the analysis page (notebooks/meow_oracle/): a notebook cell calls it and
shows what it returns. Every number in a sentence is computed here from the engine or the stored
figures, never typed; the asserts check that a sentence's claim holds for its case."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import perm

from IPython.display import display

from engines.core import seat_name
from engines.meow_oracle import CARDS, SQUARES, is_colour_line, new_game
from engines.stats import wilson_interval
from widgets import results
from widgets.layout import Table
from widgets.results import chart, say, win_rate_bars
from widgets.results.meow_oracle_figures import LINE_NAMES



# ---- notebooks/meow_oracle/analysis.ipynb ---------------------------------------------------


STORED = results.load("meow_oracle_tournament")


PLAYED = results.load("meow_oracle_figures")["figures"]


def mean(values):
    """The average of a list of numbers."""
    return sum(values) / len(values)


COPIES = Counter(card.number for card in CARDS)   # how many cards carry each number


def never_decreasing(k):
    """How many ordered choices of k different cards have numbers that never go down."""
    counts = [1]                                   # polynomial coefficients, by length
    for number in sorted(COPIES):
        ways = [perm(COPIES[number], j) for j in range(COPIES[number] + 1)]
        counts = [sum(counts[i] * ways[n - i] for i in range(len(counts)) if 0 <= n - i < len(ways))
                  for n in range(len(counts) + len(ways) - 1)]
    return counts[k]


def p_run_at_least(k):
    """The chance that a random Area's run holds at least k cards (MO-2)."""
    return Fraction(never_decreasing(k), perm(len(CARDS), k))


def point_one(k):
    """Point 1 for a run of k cards (MO-2)."""
    return {8: 10, 9: 15}.get(k, k)


RUN = {k: p_run_at_least(k) - (p_run_at_least(k + 1) if k < 9 else 0) for k in range(1, 10)}


EXPECTED_POINT_ONE = sum(point_one(k) * p for k, p in RUN.items())


# The chance that a line of three random cards is a colour line, and the expected Point 2.
trios = list(combinations(CARDS, 3))


LINE_TRIOS = sum(is_colour_line(trio) for trio in trios)


P_LINE = Fraction(LINE_TRIOS, len(trios))


EXPECTED_POINT_TWO = 8 * 2 * P_LINE            # 8 lines, 2 points each


# The expected round total of a random Area.
EXPECTED_TOTAL = EXPECTED_POINT_ONE + EXPECTED_POINT_TWO


def stored_values(field, players, watched):
    """Round totals (or colour lines) per Area from the stored tournament: the greedy seat's, its
    opponents', or every seat of the all-random control games."""
    block = STORED["results"][str(players)]
    records = block["games"] if watched != "control" else block["control_games"]
    return [rnd[seat] for r in records for rnd in r[field] for seat in range(players)
            if watched == "control" or (seat == r["seat"]) == (watched == "greedy")]


def summary_row(label, records):
    """One line of a results table: games, wins, win rate and its 95% Wilson interval."""
    wins = sum(r["seat"] in r["winners"] for r in records)
    low, high = wilson_interval(wins, len(records))
    return [label, len(records), wins, f"{wins / len(records):.1%}", f"{low:.1%} to {high:.1%}"]


def colour_line_count_words():
    """Where the count comes from, in words (the parts counted again from the cards)."""
    jokers = sum(card.is_joker for card in CARDS)
    per_colour = sum(is_colour_line(trio) for trio in trios
                     if all(card.is_joker or card.colour == CARDS[0].colour for card in trio))
    say(f"The count is {LINE_TRIOS:,} trios: {per_colour:,} trios fit each colour (any 3 of its "
        f"{sum(card.colour == CARDS[0].colour and not card.is_joker for card in CARDS)} cards and the {jokers} "
        f"jokers), and the single trio of {jokers} jokers fits all three colours, so it is counted once instead of "
        f"three times. About one line in {round(1 / float(P_LINE))} scores, so a random Area expects "
        f"{float(EXPECTED_POINT_TWO):.2f} marks from colour lines, "
        f"{'more' if EXPECTED_POINT_TWO > EXPECTED_POINT_ONE else 'less'} than from its run. Together:")
    return jokers


def average_totals():
    """Average round totals by table size: random bots alone, and the greedy bot with its opponents."""
    return Table(["players", "all random", "greedy bot", "its random opponents", "exact, random Area"],
          [[n, f"{mean(stored_values('totals', n, 'control')):.2f}", f"{mean(stored_values('totals', n, 'greedy')):.2f}",
            f"{mean(stored_values('totals', n, 'others')):.2f}", f"{float(EXPECTED_TOTAL):.2f}"]
           for n in (2, 3, 4)])


def average_totals_words():
    """In words."""
    random_means = [mean(stored_values("totals", n, "control")) for n in (2, 3, 4)]
    greedy_means = [mean(stored_values("totals", n, "greedy")) for n in (2, 3, 4)]
    say(f"Random play lands on the exact expectation, {min(random_means):.1f} to {max(random_means):.1f} marks a "
        f"round against {float(EXPECTED_TOTAL):.2f}, whatever the table size. The greedy bot scores "
        f"{min(greedy_means):.1f} to {max(greedy_means):.1f}, {min(g / r for g, r in zip(greedy_means, random_means)):.1f} "
        f"times as much or more. Its opponents do a little *worse* than random players among themselves: the cards "
        f"it passes on are chosen to be the least useful. The whole distributions, for three players:")
    return greedy_means, random_means


def bands(values, width=4, top=24):
    """Share of Areas in each band of round totals."""
    return [f"{sum(lo <= v < lo + width for v in values) / len(values):.1%}" for lo in range(0, top, width)] + \
        [f"{sum(v >= top for v in values) / len(values):.1%}"]


def totals_chart():
    """Distribution of round totals, three players: random play against the greedy bot."""
    RANDOM_TOTALS, GREEDY_TOTALS = stored_values("totals", 3, "control"), stored_values("totals", 3, "greedy")

    def draw_totals(plt):
        bins = range(0, 33)
        fig, ax = plt.subplots(figsize=(8, 3.4))
        ax.hist(RANDOM_TOTALS, bins=bins, density=True, alpha=0.6, color="#0072B2",
                label=f"all random ({len(RANDOM_TOTALS):,} Areas)", align="left")
        ax.hist(GREEDY_TOTALS, bins=bins, density=True, alpha=0.6, color="#D55E00", hatch="//",
                label=f"greedy bot ({len(GREEDY_TOTALS):,} Areas)", align="left")
        ax.axvline(float(EXPECTED_TOTAL), color="#0072B2", linestyle="--", label="exact mean, random Area")
        ax.set_xlabel("round total (Point 1 + Point 2)")
        ax.set_ylabel("share of Areas")
        ax.set_title("Round totals, 3 players (stored tournament)")
        ax.legend()

    chart(draw_totals, Table(["round total", *(f"{lo}-{lo + 3}" for lo in range(0, 24, 4)), "24+"],
                             [["all random", *bands(RANDOM_TOTALS)], ["greedy bot", *bands(GREEDY_TOTALS)]],
                             caption="Round totals, 3 players: share of Areas"))
    return GREEDY_TOTALS, RANDOM_TOTALS


def quartiles(values):
    """The lower quartile, the median, the upper quartile and the largest of some values."""
    s = sorted(values)
    return [s[len(s) // 4], s[len(s) // 2], s[3 * len(s) // 4], s[-1]]


def totals_quartiles(GREEDY_TOTALS, RANDOM_TOTALS):
    """Quartiles and the best round seen, three players."""
    return Table(["who, 3 players", "lower quartile", "median", "upper quartile", "best"],
          [["all random", *quartiles(RANDOM_TOTALS)], ["greedy bot", *quartiles(GREEDY_TOTALS)]])


def line_shares():
    """Share of Areas with at least one colour line, and the average number of lines, 3 players."""
    WHO = {"control": "all random", "greedy": "greedy bot", "others": "its opponents"}
    LINES_BY = {who: stored_values("lines", 3, who) for who in WHO}
    rows = [[WHO[who], f"{sum(n > 0 for n in lines) / len(lines):.1%}", f"{mean(lines):.2f}"]
            for who, lines in LINES_BY.items()]
    rows.append(["exact, random Area", "", f"{float(8 * P_LINE):.2f}"])
    display(Table(["who", "at least one line", "lines per Area"], rows))
    return LINES_BY


def line_shares_words(LINES_BY):
    """In words."""
    control = LINES_BY["control"]
    say(f"{sum(n > 0 for n in control) / len(control):.0%} of random Areas have at least one line, "
        f"{mean(control):.2f} lines on average, just as the exact 8 × {P_LINE} = {float(8 * P_LINE):.2f} predicts. "
        f"The greedy bot completes {mean(LINES_BY['greedy']):.1f} lines per Area, and its opponents, fed the cards "
        f"it does not want, {mean(LINES_BY['others']):.2f}, fewer than random players among themselves.")


def line_batch():
    """Which lines? For that the Areas themselves are needed: a smaller batch of games, played beforehand."""
    settings = PLAYED["settings"]
    say(f"Which lines? For that we need the Areas themselves, so a smaller batch of games was played and every "
        f"final Area kept: {settings['random_games']} three-player games of random bots and "
        f"{settings['greedy_games']} games of the greedy bot against two random bots, all from fixed seeds "
        f"({PLAYED['random']['areas']:,} and {PLAYED['greedy']['areas']:,} Areas). The table gives, for each line, the "
        f"share of those Areas in which it scores.")


def line_frequency():
    """How often each of the eight lines scores, random play and greedy bot."""
    SHARES = {"random play": [n / PLAYED["random"]["areas"] for n in PLAYED["random"]["line_hits"]],
              "greedy bot": [n / PLAYED["greedy"]["areas"] for n in PLAYED["greedy"]["line_hits"]]}
    LINE_TABLE = Table(["line", *SHARES], [[name, *(f"{SHARES[who][i]:.1%}" for who in SHARES)]
                                           for i, name in enumerate(LINE_NAMES)],
                       caption="Share of Areas in which each line scores")
    display(LINE_TABLE)
    return LINE_TABLE, SHARES


def line_frequency_chart(LINE_TABLE, SHARES):
    """The same shares as bars: random play treats every line alike, the greedy bot does not."""
    def draw_lines(plt):
        fig, ax = plt.subplots(figsize=(8, 3.2))
        x = range(len(LINE_NAMES))
        ax.bar([i - 0.2 for i in x], SHARES["random play"], width=0.4, color="#0072B2", label="random play")
        ax.bar([i + 0.2 for i in x], SHARES["greedy bot"], width=0.4, color="#D55E00", hatch="//", label="greedy bot")
        ax.axhline(float(P_LINE), color="#0072B2", linestyle="--", label="exact chance, random line")
        ax.set_xticks(list(x), LINE_NAMES, rotation=20)
        ax.set_ylabel("share of Areas where it scores")
        ax.legend()

    chart(draw_lines, LINE_TABLE)


def line_frequency_words(SHARES):
    """In words."""
    greedy = dict(zip(LINE_NAMES, SHARES["greedy bot"]))
    ranked = sorted(greedy, key=greedy.get, reverse=True)
    say(f"Under random play every line scores {min(SHARES['random play']):.0%} to {max(SHARES['random play']):.0%} "
        f"of the time, close to the exact {P_LINE} ({float(P_LINE):.1%}), whatever its place. The greedy bot's lines "
        f"are far from equal: it completes {ranked[0]} and {ranked[1]} most often ({greedy[ranked[0]]:.0%} and "
        f"{greedy[ranked[1]]:.0%} of its Areas), and {ranked[-1]} least ({greedy[ranked[-1]]:.0%}). The rows compete "
        f"with the ascending run, which wants low numbers at the top and high ones at the bottom whatever their "
        f"colour.")


def centre_share():
    """Share of Areas in which the square is part of a scoring colour line, laid out like the Area."""
    ON_A_LINE = {who: [n / PLAYED[key]["areas"] for n in PLAYED[key]["square_hits"]]
                 for who, key in (("random play", "random"), ("greedy bot", "greedy"))}
    rows = []
    for who, share in ON_A_LINE.items():
        rows += [[who if row == 0 else "", f"row {row + 1}",
                  *(f"{SQUARES[s]}: {share[s]:.1%}" for s in range(3 * row, 3 * row + 3))]
                 for row in range(3)]
    display(Table(["who", "", "column a", "column b", "column c"], rows))
    return ON_A_LINE


def centre_words(ON_A_LINE):
    """In words, and the run's share of random Areas that reach b2 (five or more cards), counted exactly."""
    rnd, grd = ON_A_LINE["random play"], ON_A_LINE["greedy bot"]
    centre, corners, edges = SQUARES.index("b2"), [0, 2, 6, 8], [1, 3, 5, 7]
    say(f"Under random play the centre is part of a scoring line in {rnd[centre]:.0%} of Areas, a corner in "
        f"{mean([rnd[s] for s in corners]):.0%}, an edge square in {mean([rnd[s] for s in edges]):.0%}: the count of "
        f"lines through a square shows directly. The greedy bot uses its centre in {grd[centre]:.0%} of its Areas.")
    say(f"Next, the round total by the number that ended up in the centre. Under random play the run rarely gets "
        f"as far as `b2` (a run of five or more happens in {float(p_run_at_least(5)):.1%} of random Areas), so the "
        f"centre's number hardly matters for Point 1; any bump at 3, 4 and 5 comes from the white jokers, which "
        f"carry exactly those numbers.")


def b2_totals():
    """Average round total by the number on b2: random play and the greedy bot."""
    BY_CENTRE = {who: {int(n): points / areas for n, (points, areas) in PLAYED[key]["by_centre_number"].items()}
                 for who, key in (("random play", "random"), ("greedy bot", "greedy"))}

    def draw_centre(plt):
        fig, axes = plt.subplots(1, 2, figsize=(9, 3.2), sharey=True)
        for ax, (who, colour) in zip(axes, (("random play", "#0072B2"), ("greedy bot", "#D55E00"))):
            averages = BY_CENTRE[who]
            ax.bar(list(averages), list(averages.values()), color=colour)
            ax.set_title(f"{who} ({PLAYED['random' if who == 'random play' else 'greedy']['areas']:,} Areas)")
            ax.set_xlabel("number on b2")
            ax.set_xticks(range(11))
        axes[0].set_ylabel("average round total")

    chart(draw_centre, Table(["number on b2", *range(11)],
                             [[who, *(f"{BY_CENTRE[who][n]:.1f}" if n in BY_CENTRE[who] else "-" for n in range(11))]
                              for who in BY_CENTRE],
                             caption="Average round total by the number on b2"))


def centre_row(key):
    """One row of the centre table: how often a white joker sits on b2, and the average total with and without it."""
    joker, other = PLAYED[key]["joker_centre"], PLAYED[key]["other_centre"]
    return [f"{joker['areas'] / PLAYED[key]['areas']:.1%}", f"{joker['points'] / joker['areas']:.2f}",
            f"{other['points'] / other['areas']:.2f}"]


def centre_joker():
    """How often the centre holds a white joker, and the average round total with and without one."""
    return Table(["who", "white joker on b2", "average total with it", "without it"],
          [["random play", *centre_row("random")], ["greedy bot", *centre_row("greedy")]])


def joker_gain(key):
    """How much more an Area with a white joker on b2 scores on average than one without."""
    joker, other = PLAYED[key]["joker_centre"], PLAYED[key]["other_centre"]
    return joker["points"] / joker["areas"] - other["points"] / other["areas"]


def centre_joker_words(jokers):
    """In words."""
    say(f"{jokers} of the {len(CARDS)} cards are jokers, so a random Area has one in its centre "
        f"{PLAYED['random']['joker_centre']['areas'] / PLAYED['random']['areas']:.0%} of the time; when it does, its "
        f"total is {joker_gain('random'):.1f} marks higher, because a joker in the middle can complete up to four "
        f"lines at once. The greedy bot puts a joker in its centre in "
        f"{PLAYED['greedy']['joker_centre']['areas'] / PLAYED['greedy']['areas']:.0%} of its Areas, and those Areas "
        f"score {joker_gain('greedy'):.1f} marks more than its others.")


def first_games():
    """The first 40 three-player games and their control games."""
    FIRST, BLOCK = 40, STORED["results"]["3"]
    return Table(["who, 3 players", "games", "wins", "win rate", "range"],
          [summary_row("greedy bot", BLOCK["games"][:FIRST]),
           summary_row("control: a random seat", BLOCK["control_games"][:FIRST])])


def win_rates():
    """Win rates with 95% Wilson intervals, by table size."""
    rows = []
    for n in (2, 3, 4):
        block = STORED["results"][str(n)]
        rows.append(summary_row(f"{n} players: greedy bot", block["games"]))
        rows.append(summary_row(f"{n} players: control", block["control_games"]))
    return Table(["who", "games", "wins", "win rate", "range"], rows,
                 caption="Greedy bot against random bots (stored tournament)")


def win_rates_chart(WIN_TABLE):
    """Win rates as bars with their ranges; the dotted marks show 1 in n, a fair share."""
    chart(lambda plt: win_rate_bars(plt, STORED["results"], "greedy_vs_random", "greedy bot",
                                    "Greedy bot against random bots (stored tournament)"), WIN_TABLE)


def wins_by_seat(n):
    """The greedy bot's wins and games in each seat at a table of n, as 'wins/games'."""
    wins = STORED["results"][str(n)]["greedy_vs_random"]["wins_by_seat"]
    return [f"{wins[str(s)][0]}/{wins[str(s)][1]}" if str(s) in wins else "" for s in range(4)]


def wins_by_seat_table():
    """The greedy bot's wins by seat: where it sits hardly matters."""
    return Table(["players", *(f"seat {s} ({seat_name(s)})" for s in range(4))], [[n, *wins_by_seat(n)] for n in (2, 3, 4)])


def two_reds_chance():
    """Aiko turns up a1 and then c3. Both red? Exact chance, and the stored counts of a real shuffled deal and of the apps' draws (made beforehand by both_red in widgets/results/meow_oracle_figures.py)."""
    reds = [c for c in CARDS if c.colour.word == "red"]
    exact = Fraction(len(reds), len(CARDS)) * Fraction(len(reds) - 1, len(CARDS) - 1)
    DEALS, shuffled, drawn = (PLAYED["both_red"][key] for key in ("deals", "shuffled", "drawn"))

    say(f"The exact chance that both are red is {exact} = {float(exact):.2%}. Over {DEALS:,} deals "
        f"it happened {shuffled:,} times with a real shuffle ({shuffled / DEALS:.2%}) and {drawn:,} times "
        f"with the apps' draws ({drawn / DEALS:.2%}): the same chance, up to the luck of the draw.")


def round_one_turns(players, seed):
    """Play round 1 of a seeded game with random moves; the turns each player took."""
    state, chooser = new_game(players, seed=seed), random.Random(seed)
    while state.round == 1:
        seat = state.to_act()[0]
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    return sum(event.kind == "keep" for event in state.events)


def round_one_turn_count():
    """Play round 1 with random moves and count the turns (one 'keep' line in the log per turn)."""
    return Table(["players", "turns in round 1", "turns each"],
          [[n, turns, turns // n] for n in (2, 3, 4) for turns in [round_one_turns(n, 11)]])


def short_of_cards():
    """Random rounds: is a player ever short of face-down cards, and is anything face down at the end? (Played beforehand by check_round in widgets/results/meow_oracle_figures.py.)"""
    FACE_DOWN = PLAYED["face_down"]
    return Table(["players", "random rounds", "turns that found too few face-down cards",
           "cards still face down when a round ends"],
          [[players, FACE_DOWN["rounds"], *FACE_DOWN["by_players"][str(players)]] for players in (2, 3, 4)])


def areas_scored_both_ways():
    """How many random Areas were scored both ways: beforehand, by run_lengths in widgets/results/meow_oracle_figures.py."""
    RUNS = PLAYED["runs_by_reading"]
    say(f"Scoring the same {RUNS['areas']:,} random Areas both ways shows it (the small differences are chance). "
        f"The Areas were dealt and scored beforehand, and the project's tests deal and score the first of them "
        f"again with the same code and compare:")
    return RUNS


def findings(LINES_BY, greedy_means, random_means):
    """The findings, every number from the figures above."""
    rates = {n: STORED["results"][str(n)]["greedy_vs_random"] for n in (2, 3, 4)}
    widths = [s["ci95"][1] - s["ci95"][0] for s in rates.values()]
    say(f"* **Point 1 is earned, not dealt.** A random Area's run is usually 1 or 2 cards; the exact expectation "
        f"is {float(EXPECTED_POINT_ONE):.2f} marks, and a full run of nine is a 1-in-{float(1 / RUN[9]):,.0f} event.\n"
        f"* **Point 2 is where luck lives.** Each line scores with chance {P_LINE} ({float(P_LINE):.0%}), worth "
        f"{float(EXPECTED_POINT_TWO):.2f} marks on average, {'more' if EXPECTED_POINT_TWO > EXPECTED_POINT_ONE else 'less'} "
        f"than the run. A random Area expects {float(EXPECTED_TOTAL):.2f} marks in all, and the random bots of the "
        f"tournament average {min(random_means):.1f} to {max(random_means):.1f} a round, as they should.\n"
        f"* **Planning pays.** The greedy bot scores {min(greedy_means):.1f} to {max(greedy_means):.1f} marks a round, "
        f"more than twice random play, and finishes {mean(LINES_BY['greedy']):.1f} colour lines per Area; its gifts "
        f"also leave its neighbours worse off than random players among themselves.\n"
        f"* **The centre matters.** `b2` lies on four lines, so it is part of a scoring line more often than any "
        f"other square, and a joker there adds about {joker_gain('random'):.0f} marks; for the run it wants a middle "
        f"number.\n"
        f"* **The greedy bot nearly always wins** against random bots: {rates[2]['win_rate']:.1%} of two-player games, "
        f"{rates[3]['win_rate']:.1%} of three-player and {rates[4]['win_rate']:.1%} of four-player games, with 95% "
        f"intervals {min(widths) * 100:.1f} to {max(widths) * 100:.1f} percentage points wide, while a random seat in "
        f"the control wins its fair share (a little more than 1 in *n*, since shared wins count).")
