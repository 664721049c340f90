"""Lauzait Cep!'s analysis page: the tables, pictures and worked steps they show.

Each function draws one worked case of the analysis page (notebooks/lauzait_cep/): a notebook cell calls it and
shows what it returns. Every number in a sentence is computed here from the engine or the stored
figures, never typed; the asserts check that a sentence's claim holds for its case."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb

from IPython.display import display

from engines.lauzait_cep import FORMATION_POINTS, formation_score, parse_cards
from engines.lauzait_cep.pieces import JOKER, copies_in_box
from engines.lauzait_cep.rules import codes_split
from engines.stats import wilson_interval
from widgets import results
from widgets.lauzait_cep.lessons.examples import SIXTEEN
from widgets.layout import Table
from widgets.results import chart, say, win_rate_bars
from widgets.results.lauzait_cep_figures import (
    department_choices, makes_departments, p_cannot_hire, p_government,
)



# ---- notebooks/lauzait_cep/analysis.ipynb ---------------------------------------------------


STORED = results.load("lauzait_cep_tournament")


FIGURES = results.load("lauzait_cep_figures")["figures"]


BOXES = FIGURES["boxes"]                    # by number of pieces: "68", "60", "58"


EXACT = {size: Fraction(box["p_government"]) for size, box in BOXES.items()}


def records(players, who):
    """Stored game records: 'chancellor' games or 'control' games."""
    block = STORED["results"][str(players)]
    return block["games"] if who == "chancellor" else block["control_games"]


def season_days(players, who):
    """Every season's length in days, in the stored games of ``players`` for one kind of table."""
    return [d for r in records(players, who) for d in r["days"]]


def percentile(values, q):
    """The value below which a share ``q`` of the values lie (the nearest lower rank)."""
    s = sorted(values)
    return s[int(q * (len(s) - 1))]


def declarations(players, who):
    """Stored declarations: the ChancellorBot's own, or every declaration in the control games."""
    if who == "chancellor":
        return [d for r in records(players, who) for d in r["decl"] if d[1] == r["seat"]]
    return [d for r in records(players, who) for d in r["decl"]]


def formation_shares(who):
    """Share of declarations (all table sizes) holding each formation, and their number."""
    decl = [d for n in (2, 3, 4) for d in declarations(n, who)]
    hits = Counter(name for d in decl for name in d[4].split("+"))
    return {name: hits[name] / len(decl) for name in FORMATION_POINTS}, len(decl)


def summary_row(label, records_):
    """One line of a results table: games, wins, win rate and its 95% Wilson interval, average scores."""
    wins = sum(r["seat"] in r["winners"] for r in records_)
    low, high = wilson_interval(wins, len(records_))
    own = sum(r["scores"][r["seat"]] for r in records_) / len(records_)
    others = [p for r in records_ for s, p in enumerate(r["scores"]) if s != r["seat"]]
    return [label, len(records_), wins, f"{wins / len(records_):.1%}", f"{low:.1%} to {high:.1%}",
            f"{own:.1f}", f"{sum(others) / len(others):.1f}"]


def counts(*numbers):
    """Counts by number 0-9 of one colour's pieces."""
    return tuple(numbers.count(n) for n in range(10))


def split_cases():
    """Worked cases: 1 2 3 and 5 5 5 split; 1 and 3 alone do not, but do with one joker (as a 2)."""
    return Table(["numbers of one colour", "jokers", "split into departments?"],
          [[" ".join(map(str, numbers)), jokers, "yes" if makes_departments(counts(*numbers), jokers) else "no"]
           for numbers, jokers in (((1, 2, 3, 5, 5, 5), 0), ((1, 3), 0), ((1, 3), 1))])


def brute_force_check():
    """Brute force on a small box against the counting method."""
    SMALL = [c for base in (0, 10) for n in range(4) for c in (base + n,) * 2] + [JOKER] * 2
    brute = Fraction(sum(codes_split(hand) for hand in combinations(SMALL, 6)), comb(len(SMALL), 6))
    counted = p_government((2, 2, 2, 2), 2, hand=6)
    print(f"Trying all {comb(len(SMALL), 6):,} hands gives the chance {brute};")
    print(f"the counting method gives {counted} ({'the same' if brute == counted else 'a different answer'}).")


def split_words():
    """In words."""
    one_in = {size: round(float(1 / p)) for size, p in EXACT.items()}
    say(f"About **one hand in {one_in['68']}** from the full box is already a government. Removing the 0s makes it "
        f"{'more' if one_in['60'] < one_in['68'] else 'less'} likely, about **one in {one_in['60']}**: fewer distinct "
        f"numbers means more repeats and more runs. Removing two jokers as well brings it to about "
        f"**one in {one_in['58']}**: jokers matter a lot.")
    return one_in


def stored_simulation():
    """The stored simulation: random 9-piece hands per set (fixed seeds), tested with the engine's split check."""
    TRIALS = FIGURES["settings"]["trials"]
    INTERVALS = {size: wilson_interval(box["simulated_hits"], TRIALS) for size, box in BOXES.items()}
    SIM_TABLE = Table(["pieces", "exact", "simulated", "range", "exact inside?"],
                      [[size, f"{float(EXACT[size]):.5f}", f"{box['simulated_hits'] / TRIALS:.5f}",
                        f"{INTERVALS[size][0]:.5f} to {INTERVALS[size][1]:.5f}",
                        "yes" if INTERVALS[size][0] <= EXACT[size] <= INTERVALS[size][1] else "no"]
                       for size, box in BOXES.items()],
                      caption=f"Exact chances and the simulation ({TRIALS:,} hands per set)")
    print(f"{TRIALS:,} random hands per set.")
    display(SIM_TABLE)
    return INTERVALS, SIM_TABLE, TRIALS


def exact_chances_chart(INTERVALS, SIM_TABLE, TRIALS):
    """Exact chances (bars) and the simulation's estimates with their ranges."""
    def draw_simulation(plt):
        fig, ax = plt.subplots(figsize=(6.5, 3.2))
        sizes = list(EXACT)
        ax.bar(range(3), [float(EXACT[s]) for s in sizes], color="#0072B2", width=0.5, label="exact")
        for i, s in enumerate(sizes):
            low, high = INTERVALS[s]
            est = BOXES[s]["simulated_hits"] / TRIALS
            ax.errorbar(i, est, yerr=[[est - low], [high - est]], fmt="D", color="#D55E00", capsize=6,
                        label="simulated, range" if i == 0 else None)
        ax.set_xticks(range(3), [f"{s} pieces ({BOXES[s]['players']} players)" for s in sizes])
        ax.set_ylabel("chance a dealt hand is a government")
        ax.set_ylim(0, 0.021)
        ax.legend(loc="upper right")

    chart(draw_simulation, SIM_TABLE)


def stuck_directly(hand, board):
    """No joker anywhere, and no board piece of a hand piece's colour one number away."""
    if any(colour == "J" for colour, _ in hand + board):
        return False
    return not any(bc == hc and abs(bn - hn) == 1 for hc, hn in hand for bc, bn in board)


def tiny_box_check():
    """Every (hand, board) deal of a tiny box, tested directly, against the counting method."""
    TINY = [(colour, n) for colour in "GW" for n, k in enumerate((2, 1, 2)) for _ in range(k)] + [("J", None)]

    deals = stuck = 0
    for hand in combinations(range(len(TINY)), 3):
        rest = [i for i in range(len(TINY)) if i not in hand]
        for board in combinations(rest, 4):
            deals += 1
            stuck += stuck_directly([TINY[i] for i in hand], [TINY[i] for i in board])
    tried, counted = Fraction(stuck, deals), p_cannot_hire((2, 1, 2), 1, 3, 4)
    print(f"Trying all {deals:,} deals gives the chance {tried};")
    print(f"the counting method gives {counted} ({'the same' if tried == counted else 'a different answer'}).")


def tiny_box_words(STUCK):
    """In words."""
    p4 = STUCK["68"]
    say(f"For the four-player season the answer is {p4.numerator} / {p4.denominator}, about "
        f"**{float(p4) * 1e9:.1f} in a billion**: one season in roughly {round(1 / p4 / 1e6):,} million. No "
        f"simulation could check this directly (it would need billions of deals to see it even once), which is "
        f"why the counting method was checked on the tiny box instead. A first-day Stalemate is a curiosity; the "
        f"Stalemates seen in play (below) come from trading during a season.")


def tournament_settings():
    """Settings of the stored tournament."""
    settings = STORED["settings"]
    season_medians = {who: [percentile(season_days(n, who), 0.5) for n in (2, 3, 4)] for who in ("chancellor", "control")}
    why_this_many = (f"The ChancellorBot's seasons are short (a median of {min(season_medians['chancellor'])} to "
                     f"{max(season_medians['chancellor'])} days, depending on the number of players), so "
                     f"{settings['games_per_count']:,} games per table size are quick to play. Seasons of random "
                     f"players only last far longer (a median of {min(season_medians['control'])} to "
                     f"{max(season_medians['control'])} days), so the control replays only the first "
                     f"{settings['control_games_per_count']} deals of each table size.")
    return Table(["setting", "value"],
          [["games per table size with the ChancellorBot", f"{settings['games_per_count']:,}"],
           ["control games per table size (random players only)", settings["control_games_per_count"]],
           ["seed", settings["seed"]],
           ["run time", f"{STORED['machine']['seconds']} s"],
           ["why this many games", why_this_many]])


def days_per_season():
    """Days per season: median and 90th percentile, with the ChancellorBot and with random players only."""
    DAYS_TABLE = Table(["players", "ChancellorBot games: median", "90th percentile", "random only: median",
                        "90th percentile"],
                       [[n, percentile(season_days(n, "chancellor"), 0.5), percentile(season_days(n, "chancellor"), 0.9),
                         percentile(season_days(n, "control"), 0.5), percentile(season_days(n, "control"), 0.9)]
                        for n in (2, 3, 4)],
                       caption="Days per season")
    return DAYS_TABLE


def draw_days(plt):
    """Histograms of the days per season, four players, on a logarithmic scale of days."""
    fig, ax = plt.subplots(figsize=(7.5, 3.2))
    bins = [2 ** (k / 2) for k in range(0, 30)]
    for who, colour, hatch, label in (("chancellor", "#D55E00", "//", "with the ChancellorBot"),
                                      ("control", "#0072B2", "", "random players only")):
        days = season_days(4, who)
        ax.hist(days, bins=bins, weights=[1 / len(days)] * len(days), alpha=0.65, color=colour,
                hatch=hatch, label=label)
    ax.set_xscale("log")
    ax.set_xlabel("days in the season (log scale)")
    ax.set_ylabel("share of seasons")
    ax.set_title("Season length, four players (stored tournament)")
    ax.legend()


def day_bands(days, edges=(8, 16, 32, 64, 128, 256, 512)):
    """Share of seasons shorter than each edge, then the rest."""
    lows = (0, *edges)
    return [f"{sum(lo <= d < hi for d in days) / len(days):.0%}" for lo, hi in zip(lows, edges)] + \
        [f"{sum(d >= edges[-1] for d in days) / len(days):.0%}"]


def days_histograms():
    """The same as histograms on a logarithmic scale of days, four players."""
    chart(draw_days, Table(["days in the season", "1-7", "8-15", "16-31", "32-63", "64-127", "128-255", "256-511", "512+"],
                           [["with the ChancellorBot", *day_bands(season_days(4, "chancellor"))],
                            ["random players only", *day_bands(season_days(4, "control"))]],
                           caption="Season length, four players: share of seasons"))


def longest_seasons():
    """The longest seasons in the ChancellorBot's two-player games, and how they ended."""
    long = sorted(((max(r["days"]), r) for r in records(2, "chancellor")), key=lambda x: -x[0])[:3]
    rows = []
    for days, r in long:
        season = r["days"].index(days) + 1
        end = next(d for d in r["decl"] if d[0] == season)
        rows.append([r["seed"], season, f"{days:,}", f"{end[2]} declaration",
                     "the ChancellorBot" if end[1] == r["seat"] else "a random player"])
    return Table(["game seed", "season", "days", "how it ended", "declared by"], rows)


def water_throws():
    """Water throws in all stored games: share of successful Water hires with a range."""
    taken = failed = 0
    for n in (2, 3, 4):
        for key in ("chancellor_vs_random", "control_all_random"):
            t, f = STORED["results"][str(n)][key]["water_throws"]
            taken, failed = taken + t, failed + f
    low, high = wilson_interval(taken, taken + failed)
    print(f"Of {taken + failed:,} Water throws, a share of {taken / (taken + failed):.4f} took the Water piece")
    print(f"(range {low:.4f} to {high:.4f}); the exact chance is 1/2.")
    return failed, taken


def formation_share_table():
    """Share of declarations holding each formation, all table sizes together."""
    CHANCELLOR, n_chancellor = formation_shares("chancellor")
    RANDOM, n_random = formation_shares("control")
    FORMATION_TABLE = Table(["what scores", "points", f"ChancellorBot ({n_chancellor:,} declarations)",
                             f"random players ({n_random:,})"],
                            [["base points" if name == "Lauzait-Cep" else name, FORMATION_POINTS[name],
                              f"{CHANCELLOR[name]:.1%}", f"{RANDOM[name]:.1%}"]
                             for name in FORMATION_POINTS],
                            caption="Share of declarations holding each formation")
    display(FORMATION_TABLE)
    return CHANCELLOR, FORMATION_TABLE, RANDOM, n_chancellor, n_random


def formation_shares_chart(CHANCELLOR, FORMATION_TABLE, RANDOM):
    """The same shares as bars (the base 3 points, in every declaration, left out)."""
    NAMES = [n for n in FORMATION_POINTS if n != "Lauzait-Cep"]

    def draw_formations(plt):
        fig, ax = plt.subplots(figsize=(7.5, 3.2))
        x = range(len(NAMES))
        ax.bar([i - 0.2 for i in x], [CHANCELLOR[n] for n in NAMES], width=0.4, color="#D55E00",
               hatch="//", label="ChancellorBot")
        ax.bar([i + 0.2 for i in x], [RANDOM[n] for n in NAMES], width=0.4, color="#0072B2",
               label="random players")
        ax.set_xticks(list(x), [n.replace(" ", "\n") for n in NAMES])
        ax.set_ylabel("share of declarations")
        ax.set_title("Formations in stored bot games")
        ax.legend()

    chart(draw_formations, FORMATION_TABLE)
    return NAMES


def kinds(who):
    """How the stored declarations were made (revealed, concealed, Stalemate): shares and counts."""
    decl = [d for n in (2, 3, 4) for d in declarations(n, who)]
    c = Counter(d[2] for d in decl)
    return {k: c[k] / len(decl) for k in ("revealed", "concealed", "stalemate")}, c


def declaration_kinds():
    """How the declarations were made: with three formed departments, concealed, or Stalemate."""
    KINDS = {who: kinds(who) for who in ("chancellor", "control")}
    display(Table(["who", "three formed", "concealed (LC-7)", "Stalemate (LC-8)"],
          [[label, *(f"{share[k]:.1%} ({count[k]:,})" for k in share)]
           for label, (share, count) in zip(("ChancellorBot", "random players"), KINDS.values())]))
    return KINDS


def declaration_words(CHANCELLOR, KINDS, NAMES, RANDOM, n_chancellor, n_random):
    """In words."""
    RARE = [n for n in NAMES if n != "Stalemate" and max(CHANCELLOR[n], RANDOM[n]) < 0.05]
    rare_text = " and ".join(f"{n} ({FORMATION_POINTS[n]} points)" for n in RARE)
    say(f"Layered Bridges is the common extra: two departments with the same numbers turn up in "
        f"{CHANCELLOR['Layered Bridges']:.0%} of the ChancellorBot's governments and {RANDOM['Layered Bridges']:.0%} of "
        f"random players'. Specialized Experts follows ({CHANCELLOR['Specialized Experts']:.0%} and "
        f"{RANDOM['Specialized Experts']:.0%}); {rare_text} are rare "
        f"({min(min(CHANCELLOR[n], RANDOM[n]) for n in RARE):.0%} to {max(max(CHANCELLOR[n], RANDOM[n]) for n in RARE):.0%}), "
        f"and the Stalemate rarer still ({KINDS['chancellor'][1]['stalemate'] + KINDS['control'][1]['stalemate']} of "
        f"{n_chancellor + n_random:,} declarations), though it does happen in play. The ChancellorBot does not aim "
        f"at formations; it finishes fast, which is worth more (below). It declares with three formed departments "
        f"{KINDS['chancellor'][0]['revealed']:.0%} of the time, forming each one as soon as it costs nothing; random "
        f"players, who form and dissolve without a plan, declare with a concealed hand "
        f"{KINDS['control'][0]['concealed']:.0%} of the time.")
    return rare_text


def win_rates(HEADER):
    """Win rates with 95% Wilson intervals, and average final scores, by table size."""
    rows = []
    for n in (2, 3, 4):
        rows.append(summary_row(f"{n} players: ChancellorBot", records(n, "chancellor")))
        rows.append(summary_row(f"{n} players: control", records(n, "control")))
    return Table(HEADER, rows, caption="ChancellorBot against random players (stored tournament)")


def win_rates_chart(WIN_TABLE):
    """Win rates as bars with their ranges; the dotted marks show 1 in n, a fair share."""
    chart(lambda plt: win_rate_bars(plt, STORED["results"], "chancellor_vs_random", "ChancellorBot",
                                    "ChancellorBot against random players (stored tournament)"), WIN_TABLE)


def who_declares():
    """Who declares: the share of seasons ended by the ChancellorBot itself."""
    return Table(["players", "seasons", "declared by the ChancellorBot", "share"],
          [[n, s["declarations"], s["declarations_by_watched_seat"],
            f"{s['declarations_by_watched_seat'] / s['declarations']:.1%}"]
           for n in (2, 3, 4) for s in [STORED["results"][str(n)]["chancellor_vs_random"]]])


def formation_words(result):
    """The formations of a score with their points, and the total, in words (LC-7)."""
    return " + ".join(f"{name} {FORMATION_POINTS[name]}" for name in result.formations) + f" = {result.total} points"


def declared_words(departments):
    """The formations three departments hold and their total (LC-7), as a sentence on two lines."""
    return f"{' / '.join(departments)} scores\n  {formation_words(formation_score(departments))}."


def joker_free_governments(DECLARATION):
    """Every joker-free government the 68-piece box can supply, and the best score among them (scored beforehand by joker_free in widgets/results/lauzait_cep_figures.py)."""
    plain = DECLARATION["joker_free"]
    print(f"The box can supply {plain['supplied']:,} of the choices without jokers.")
    print(f"The best score among them is {plain['best']} points, for example:")
    print(declared_words(plain["example"]))
    print(f"Without jokers, {plain['both']} of them hold both a Great Sequence and Well-Balanced.")


def missing(trio):
    """How many pieces of the three departments the box lacks (each would have to be a joker)."""
    need = Counter(code for department in trio for code in department)
    return sum(max(0, n - copies_in_box(code)) for code, n in need.items())


def department_choice_counts():
    """Every choice of three departments (the same one may come twice or three times), counted by how many pieces it needs beyond the box's copies: each missing piece must be a joker, and there are only four."""
    ALL_CHOICES = department_choices()

    short = Counter(min(missing(trio), copies_in_box(JOKER) + 1) for trio in ALL_CHOICES)
    impossible = short[copies_in_box(JOKER) + 1]
    return Table(["choices of three departments", "how many"],
          [["all of them", f"{len(ALL_CHOICES):,}"], ["supplied by the box, no joker needed", f"{short[0]:,}"]]
          + [[f"short of {k} piece{'s' if k > 1 else ''}: needs at least {k} joker{'s' if k > 1 else ''}", f"{short[k]:,}"]
             for k in range(1, copies_in_box(JOKER) + 1)]
          + [[f"impossible even with all {copies_in_box(JOKER)} jokers", impossible]])


def governments_with_jokers(DECLARATION):
    """Every government with up to four jokers, best first; a choice is skipped once its ceiling cannot win (searched beforehand by best_government in widgets/results/lauzait_cep_figures.py)."""
    SEARCH = DECLARATION["with_jokers"]
    best, best_government = SEARCH["best"], SEARCH["government"]
    display(Table(["the search with jokers", "result"],
          [["choices of three departments", f"{SEARCH['choices']:,}"],
           ["scored by the engine (best placement of jokers)", f"{SEARCH['scored']:,}"],
           [f"skipped: ceiling of at most {best}, so they cannot do better",
            f"{SEARCH['choices'] - SEARCH['looked_at']:,}"],
           ["the best score found", best],
           ["a government that scores it", " / ".join(best_government)],
           ["its formations", formation_words(formation_score(best_government))]]))
    return best, best_government


def best_government_words(best, best_government):
    """The best government found, read out: its formations and the two sums without the jokers."""
    winner = [p for d in best_government for p in parse_cards(d)]
    green = [p.number for p in winner if not p.is_joker and p.colour == "G"]
    white = [p.number for p in winner if not p.is_joker and p.colour == "W"]
    stated = ", ".join(f"a {'green' if p.colour == 'G' else 'white'} {p.number}" for p in winner if p.is_joker)
    assert best_government == SIXTEEN, "lesson 6 shows the government this search finds"
    say(f"So **{best}** is the most a declaration's formations can score: the search covers every government, "
        f"and skips only those that cannot beat the best one. The winner, the government lesson 6 draws: green "
        f"{' + '.join(map(str, green))} = {sum(green)} and white {' + '.join(map(str, white))} = {sum(white)}, "
        f"with the joker ({stated}) left out of the sums, so "
        f"{formation_words(formation_score(best_government))}.")


def findings(CHANCELLOR, INTERVALS, RANDOM, STUCK, TRIALS, failed, one_in, rare_text, taken):
    """The findings, every number from the figures above."""
    bots = {n: STORED["results"][str(n)]["chancellor_vs_random"] for n in (2, 3, 4)}
    ended = sum(s["declarations_by_watched_seat"] for s in bots.values()) / sum(s["declarations"] for s in bots.values())
    medians = [percentile(season_days(n, "chancellor"), 0.5) for n in (2, 3, 4)]
    say(f"* **A dealt government is rare but not negligible.** From the full 68-piece box a hand of nine already "
        f"splits into three departments with chance {EXACT['68']}, about 1 in {one_in['68']}; from the 60-piece set "
        f"about 1 in {one_in['60']}; from the 58-piece set, with two jokers fewer, about 1 in {one_in['58']}. "
        f"Simulations of {TRIALS:,} hands per set agree"
        f"{', each exact value inside its range' if all(lo <= EXACT[s] <= hi for s, (lo, hi) in INTERVALS.items()) else ''}.\n"
        f"* **A first-day Stalemate is practically impossible.** For the first player of a four-player season it has "
        f"chance {STUCK['68'].numerator} / {STUCK['68'].denominator}, about one season in "
        f"{round(1 / STUCK['68'] / 1e6):,} million. Stalemates in play come "
        f"from trading, and even then they are rare.\n"
        f"* **Formations are mostly small change.** Every declaration scores the base {FORMATION_POINTS['Lauzait-Cep']} "
        f"points; Layered Bridges ({FORMATION_POINTS['Layered Bridges']}) joins in "
        f"{min(CHANCELLOR['Layered Bridges'], RANDOM['Layered Bridges']):.0%} to "
        f"{max(CHANCELLOR['Layered Bridges'], RANDOM['Layered Bridges']):.0%} of them, Specialized Experts "
        f"({FORMATION_POINTS['Specialized Experts']}) in {min(CHANCELLOR['Specialized Experts'], RANDOM['Specialized Experts']):.0%} "
        f"to {max(CHANCELLOR['Specialized Experts'], RANDOM['Specialized Experts']):.0%}, "
        f"{rare_text} in only a few percent.\n"
        f"* **Finishing first is what counts.** The ChancellorBot, which plans its hires to complete departments and "
        f"forms them as soon as that costs nothing, ends {ended:.0%} of the seasons itself, after a median of "
        f"{min(medians)} to {max(medians)} days, and wins practically every game against random players: the lower "
        f"ends of its ranges are {min(s['ci95'][0] for s in bots.values()):.1%} or more at every table size. "
        f"A random seat in the control wins about its fair share.\n"
        f"* **The sticks are fair.** {taken + failed:,} Water throws in the stored games took the Water piece "
        f"{taken / (taken + failed):.1%} of the time, as lesson 3's exact 1/2 says.")
