"""The review summary's "costliest" choice: the tallest bar of its chart, and the rows its figures cannot tell from
it (a fresh reader of a Dragon Egg review took a mistake of 9.6 games in 100 for cheaper than the one named)."""

from __future__ import annotations

from engines import coach
from widgets.coaching import ReviewPanel
from widgets.games import GAMES
from widgets.verdicts import cost, cost_range

LOSSES = [(9.6, 4.7, 14.6, "mistake"), (6.0, 3.3, 8.6, "inaccuracy or mistake"), (4.0, 3.5, 4.5, "inaccuracy"),
          (1.0, 0.5, 1.5, "good")]
"""Games given away in 100 (mean, low, high) and the label, for the first four reviewed choices."""


INFO = GAMES[-1]
"""Any game of the registry will do: the rows' figures are made up."""


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


def test_the_costliest_is_the_tallest_bar_and_names_the_rows_its_ranges_cannot_tell_from_it():
    panel = ReviewPanel(_review, lambda row: "", INFO.css)
    panel.ready(_finished_game(), 0)
    panel.start()
    rows = panel.rows
    assert [r.label for r in rows] == [label for *_, label in LOSSES]
    assert max(rows, key=cost) is rows[0]
    assert cost_range(rows[1])[1] >= cost_range(rows[0])[0] > cost_range(rows[2])[1]  # the second overlaps, the third not
    headline = panel.summary.value
    assert f"The costliest (the tallest bar): {panel.when(rows[0])}, mistake" in headline
    assert f"the ranges cannot tell it from {panel.when(rows[1])}" in headline
    assert panel.when(rows[2]) not in headline.split("The costliest")[1]


def test_cost_range_holds_the_mean_cost():
    panel = ReviewPanel(_review, lambda row: "", INFO.css)
    panel.ready(_finished_game(), 0)
    panel.start()
    for row in panel.rows:
        low, high = cost_range(row)
        assert low <= cost(row) <= high
