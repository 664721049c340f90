"""Meow Oracle, lesson 6 (``notebooks/meow_oracle/06_two_rounds.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from itertools import product

import ipywidgets as w
from IPython.display import HTML, Markdown, display

from engines import InvalidInput
from engines.core import seat_name
from engines.meow_oracle import explain_game_winners, game_winners, new_game, next_start_player, winner_points
from widgets.banner import MessageBanner, guarded
from widgets.layout import Table
from widgets.meow_oracle.lessons.examples import NEXT_START_GAMES, WINNER_GAMES, random_game
from widgets.words import number_word

from .round_total_and_winner_points import by_seat_totals, read_totals


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


def decided_by_rulebook(points):
    """Who wins where one player has the most winner points: the rulebook itself decides, no ruling is named."""
    leader = points.index(max(points))
    return f"{seat_name(leader)} has the most winner points, {points[leader]}, and wins."


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
        tied = points.count(max(points)) > 1   # no tie in winner points: the rulebook decides, MO-8 is not needed
        why = explain_game_winners(points, totals) if tied else decided_by_rulebook(points)
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
            print(f"{seat_name(seat)} scores {asc + lines} marks: {asc} for a run of {number_word(run)} "
                  f"card{'s' * (run != 1)} and {lines} for {number_word(lines // 2)} colour line{'s' * (lines != 2)}.")
    print(f"Winner points for round {rnd}: {by_seat_totals(game.round_winner_points[rnd - 1])}.")


def who_wins_words(game):
    """Who wins, and why, from the winner points and the round-2 totals (MO-8)."""
    points, second = game.scores(), game.round_totals(2)
    best = [s for s in range(3) if points[s] == max(points)]
    story = "Over both rounds " + ", ".join(f"{seat_name(s)} has {points[s]}" for s in range(3)) + " winner points. "
    if len(best) > 1:
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
