"""The review summary's costliest choice: the tallest of the flagged bars of its chart, as the chart's note explains
the bars' heights (fresh readers of Dragon Egg, Kirin and Lauzait Cep! reviews could not tell which bar was meant)."""

from __future__ import annotations

import dataclasses

from engines import coach
from widgets.coaching import ReviewPanel
from widgets.games import GAMES
from widgets.verdicts import chart_note, cost, cost_in

INFO = GAMES[-1]
"""Any game of the registry will do: the rows' figures are made up."""

LOSSES = [(9.6, 4.7, 14.6, "mistake"), (12.0, 2.0, 22.0, "unsure: good to blunder"), (10.4, 8.5, 12.3, "mistake"),
          (4.0, 3.5, 4.5, "inaccuracy"), (1.0, 0.5, 1.5, "good")]
"""Games given away in 100 (mean, low, high) and the label, for the first five reviewed choices: the second is the
tallest bar but not flagged (its range reaches the good band)."""


def _finished_game(seed: int = 5):
    players = max(INFO.State.PLAYER_COUNTS)
    state = INFO.State.new_game(players, seed=seed)
    bots = [INFO.bot("Beginner", seed + s) for s in range(players)]
    while state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def _review(state, seat, progress=None, stop=None):
    """Rows with the losses above, the coach's choice being another legal move each time."""
    for (number, before, text), (mean, low, high, label) in zip(coach.decisions(state, seat), LOSSES):
        other = next(str(a) for a in before.legal_actions(seat) if str(a) != text)
        yield coach.ReviewRow(number, seat, text, other, label, mean / 100, low / 100, high / 100, 0.0, "a reason",
                              before.observation(seat))


def test_the_costliest_is_the_tallest_flagged_bar():
    panel = ReviewPanel(_review, lambda row: "", INFO.css)
    panel.ready(_finished_game(), 0)
    panel.start()
    rows = panel.rows
    assert [r.label for r in rows] == [label for *_, label in LOSSES]
    assert [r.flagged for r in rows] == [True, False, True, True, False]
    assert max(rows, key=cost) is rows[1]  # the tallest bar of all is not flagged
    assert max((r for r in rows if r.flagged), key=cost) is rows[2]
    assert cost(rows[0]) < cost(rows[2]) < 3  # two mistakes: 10.4 rises higher in the mistake stripe than 9.6
    assert "Costliest in games: #3." in panel.summary.value


def test_the_chart_note_says_how_a_bar_rises_within_its_band():
    note = chart_note("ZOO")
    assert "each stripe is one band" in note and "in games or in ZOO, whichever is worse" in note
    # as cost() draws it: in one band, the measure further along sets the height (a Lauzait Cep! reader, 910027)
    scale = coach.PointScale(10.0, "ZOO", 3)  # bounds 2, 5, 10
    games_further = coach.ReviewRow(1, 0, "b", "a", "mistake", 0.15, 0.14, 0.16, 6.0, "", {}, scale=scale)
    points_further = coach.ReviewRow(2, 0, "b", "a", "mistake", 0.09, 0.08, 0.10, 9.0, "", {}, scale=scale)
    assert 2 < cost(points_further) and 2 < cost(games_further) < 3
    assert cost(games_further) == cost(coach.ReviewRow(3, 0, "b", "a", "mistake", 0.15, 0.14, 0.16, 0.0, "", {}))
    assert cost(points_further) > cost(coach.ReviewRow(4, 0, "b", "a", "mistake", 0.09, 0.08, 0.10, 0.0, "", {}))


def test_a_range_of_no_width_says_every_imagined_game_differed_alike():
    """A Lauzait Cep! reader (seed 910024) met 'about 2.00 points (2.00 to 2.00)' after 162 endings and had to
    guess: a range of no width says that every imagined game differed by the same."""
    from widgets.verdicts import row_detail

    scale = coach.PointScale(10.0, "points", 3)
    row = coach.ReviewRow(1, 0, "b", "a", "inaccuracy", 0.05, 0.04, 0.06, 2.0, "", {}, scale=scale,
                          points_loss_low=2.0, points_loss_high=2.0)
    assert "Points given away: 2.0 (the same in every imagined game)" in row_detail(row)
    assert "Games given away: 5 in 100 (range 4 to 6)" in row_detail(row)


def test_a_review_with_nothing_flagged_says_there_is_nothing_to_practise():
    """A Kirin reader (seed 910032) met a review with no flagged choice and looked for its practice: the banner says
    there is no costly moment to practise, and no Practise button shows; with a flagged row it says nothing of it."""
    def calm(state, seat, progress=None, stop=None):
        for number, before, text in list(coach.decisions(state, seat))[:3]:
            other = next(str(a) for a in before.legal_actions(seat) if str(a) != text)
            yield coach.ReviewRow(number, seat, text, other, "good", 0.01, 0.0, 0.02, 0.0, "a reason",
                                  before.observation(seat))

    def unsure(state, seat, progress=None, stop=None):
        for row in calm(state, seat):
            yield dataclasses.replace(row, label="good or inaccuracy")

    for review, flagged, said in ((calm, False, True), (_review, True, False), (unsure, False, False)):
        panel = ReviewPanel(review, lambda row: "", INFO.key)
        panel.game = INFO
        panel.ready(_finished_game(), 0)
        panel.start()
        assert ("Nothing flagged, nothing to practise." in panel.banner.text) == said  # not beside "may be" rows
        assert (panel.practise_button.layout.display == "") == flagged


def test_the_costliest_says_the_measure_that_ranked_it():
    """"Costliest" was read as the most games lost: the headline names the measure that set the bar's height, so a
    choice ranked by its points says so, beside one that gave away more games but fewer bands' worth of points."""
    scale = coach.PointScale(10.0, "ZOO", 3)  # bounds 2, 5, 10
    games = coach.ReviewRow(1, 0, "b", "a", "mistake", 0.12, 0.10, 0.14, 1.0, "", {}, scale=scale)
    points = coach.ReviewRow(2, 0, "b", "a", "mistake", 0.09, 0.08, 0.10, 9.0, "", {}, scale=scale)
    assert cost_in(games) == "games" and cost_in(points) == "ZOO" and cost(points) > cost(games)
    both = coach.ReviewRow(3, 0, "b", "a", "blunder", 0.5, 0.4, 0.6, 30.0, "", {}, scale=scale)
    assert cost_in(both) == "games"  # each past the chart's top: games 3.1 bounds' worth, ZOO 3.0
    level = coach.ReviewRow(5, 0, "b", "a", "blunder", 0.32, 0.3, 0.34, 20.0, "", {}, scale=scale)
    assert cost_in(level) == "games and ZOO"  # each twice the blunder bound
    panel = ReviewPanel(_review, lambda row: "", INFO.css)
    panel.rows = [games, points]
    panel._summarise()
    # games first, as the coach ranks its choices (two readers of 993018 took a choice that gave away no games for
    # their worst): both give away games here, so the one that gave away more is named
    assert "Costliest in games: #1." in panel.summary.value and "Inaccuracy or worse: 2 of 2 choices." in panel.summary.value
    no_games = coach.ReviewRow(2, 0, "b", "a", "mistake", 0.01, -0.01, 0.03, 9.0, "", {}, scale=scale)
    panel.rows = [games, no_games]
    panel._summarise()
    assert "Costliest in games: #1." in panel.summary.value  # a games loss outranks a points loss
    panel.rows = [coach.ReviewRow(1, 0, "b", "a", "inaccuracy", 0.0, -0.01, 0.02, 3.0, "", {}, scale=scale), no_games]
    panel._summarise()
    assert "Costliest in ZOO: #2." in panel.summary.value  # none gives away games: the points rank them
    panel.rows = [games, both, coach.ReviewRow(4, 0, "b", "a", "blunder", 0.9, 0.8, 1.0, 30.0, "", {}, scale=scale)]
    panel._summarise()
    assert "Costliest in games: #3." in panel.summary.value  # past the top: the deeper loss, by its measure


def test_the_table_s_figures_subtract_to_what_was_given_away():
    """Rounded shares beside a rounded paired difference did not subtract (40 and 31 beside "given away 10"): the
    move played's figures are the coach's choice's less what was given away, as printed."""
    from widgets.verdicts import row_detail

    scale = coach.PointScale(10.0, "points", 3)
    best = coach.evaluation_of("a", [(2.16, 1.0)] * 404 + [(-1.0, 0.0)] * 596)  # 40.4 in 100, +0.28 points
    mine = coach.evaluation_of("b", [(1.0, 1.0)] * 306 + [(-1.25, 0.0)] * 694)  # 30.6 in 100, -0.56 points
    gap = coach.compare(best, mine)
    row = coach.ReviewRow(1, 0, "b", "a", "mistake", gap.win, gap.win_low, gap.win_high, gap.margin, "", {},
                          fresh=(best, mine), scale=scale, points_loss_low=gap.margin_low,
                          points_loss_high=gap.margin_high)
    said = row_detail(row)
    assert "Games given away: 10 in 100" in said and "Points given away: 0.8" in said  # 9.8 and 0.84
    assert "<td>40 in 100</td><td>0.3 ahead</td>" in said and "<td>30 in 100</td><td>0.5 behind</td>" in said
    assert "game record" not in said  # the moment is named once, by the game's own words
