"""A verdict's words and pictures (widgets/verdicts.py) say what its figures show, for every generated row."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from engines import coach
from widgets.verdicts import chip, cost, cost_chart, loss_picture, row_detail, row_summary, rules_note, verdict_words
from coach_checks import kirin_reason, paired_difference

WHY = kirin_reason("play Q6", "play Q5")
"""The rows' reason: nothing of the game to tell."""

_share = st.floats(-0.6, 0.6, allow_nan=False)
_points = st.floats(-12.0, 12.0, allow_nan=False)


@st.composite
def rows(draw):
    """A review row from a generated paired difference, labelled as the coach labels it."""
    gap = paired_difference(draw, _share, _points, st.just(400))
    mid, low, high, pmid, plow, phigh = (gap.win, gap.win_low, gap.win_high, gap.margin, gap.margin_low,
                                         gap.margin_high)
    spread = draw(st.one_of(st.none(), st.floats(0.5, 15.0)))
    scale = None if spread is None else coach.PointScale(spread, "ZOO", 3)
    found = coach.verdict(gap, scale)
    return coach.ReviewRow(7, 0, "play A", "play B", found.label, mid, low, high, pmid, WHY, {},
                           (), (), plow, phigh, coach.as_well(gap), coach.did_better(gap), found.measure, scale,
                           coach.better_in(gap), draw(st.booleans()))


@settings(max_examples=300, deadline=None)
@given(rows())
def test_every_row_says_its_label_and_no_sentence_contradicts_it(row):
    low, high = coach.bands(row.label)
    said = verdict_words(row)
    title = f"Unsure ({row.label[8:]})" if row.label.startswith("unsure: ") else row.label.capitalize()
    assert said.startswith(title + ":") or said.startswith("Best:") and row.label == "best"
    assert said.startswith("Best:") == (row.label == "best")
    summary = row_summary(row, str, "Round 2, trick 3")
    assert re.match(rf"\S+ {re.escape(row.label)} \u00b7 Round 2, trick 3: play A", summary)
    # "better" is said only where the figures are better beyond the noise, and "as good" only for best
    assert ("better than the coach's" in summary) == (row.better and row.label == "best")
    assert ("as good as the coach's" in summary) == (row.label == "best" and not row.better)
    if row.better_in == "points" and row.label == "best":  # better in points: its games' range is shown, not hidden
        games = f"({-100 * row.win_loss_high:+.1f} to {-100 * row.win_loss_low:+.1f} more in 100)"
        assert f"; games too close to tell apart {games}" in summary and row.win_loss_low <= 0 <= row.win_loss_high
    # the coach's pick is offered as the better move only where the label says it is (a flagged row)
    if "; the coach: " in summary:
        ahead = row.win_loss_low > 0 or (row.scale is not None and row.points_loss_low > 0)
        assert (", not better beyond the playouts' noise" in summary) == (not coach.flagged(row.label) and not ahead)
    if "won more games" in said:
        assert row.win_loss_high < 0
    if "ended with more ZOO" in said or "ended with more points" in said:
        assert row.points_loss_high < 0 and row.win_loss_low <= 0
    if low != high and not row.better:
        if low == "good":  # a range from good: "did better" only as far as a measure's whole range shows it
            gain = row.win_loss_low < 0 or (row.scale is not None and row.points_loss_low < 0)
            games_ahead = row.win_loss_low > 0
            points_ahead = row.scale is not None and row.points_loss_low > 0
            if not (games_ahead or points_ahead):
                assert "cannot tell whether the coach's choice did better" in said and "did better," not in said
            else:  # a measure wholly a loss is said to be, never "cannot tell" of both (910030)
                assert "beyond the playouts' noise" in said
                assert ("ahead in games, beyond" in said) == (games_ahead and gain)
                assert ("ahead in ZOO, beyond" in said) == (points_ahead and gain)
                assert ("did better, beyond the playouts' noise, by an amount" in said) == (not gain)
            if gain:
                assert "from a gain for your move to" in said
            elif not (games_ahead or points_ahead):
                assert "from no loss to" in said
        else:
            assert "the coach's choice did better, and the playouts place the loss somewhere from" in said
    if row.better_in == "games" and row.label == "best" and row.scale is not None:  # points said with their way
        assert ("ZOO fewer" in summary and "games come first" in summary) == (row.points_loss > 0)
        assert (", and about " in summary and "ZOO more" in summary) == (row.points_loss <= 0)
    detail = row_detail(row)
    if "on both sides of zero" in detail:  # the measures named are the ones whose range crosses zero
        games = row.win_loss_low < 0 < row.win_loss_high
        points = row.scale is not None and row.points_loss_low < 0 < row.points_loss_high
        named = {"games": "the range in games" in detail, "ZOO": "in ZOO still on both sides" in detail}
        assert named == {"games": games, "ZOO": points} and not row.settled
    assert "Bands by games given away in 100: good under 3, inaccuracy 3 to under 8" in detail
    if row.scale is not None:
        assert "By ZOO given away at 3 players" in detail
    assert row.label in chip(row.label)
    assert 0 <= cost(row) <= 4
    # each measure's verb follows its average: never 'loses about 0.0' beside a range that leans to a gain
    # (a second measure with the same verb reads 'and about ...')
    if not row.better:
        verb, said_verbs = ("loses" if "a small loss at most: " in summary else ""), {}
        for stated, unit in re.findall(r"(?:(gains|loses) )?(?:about [-\d.]+|just above 0) (games in 100|ZOO) \(", summary):
            verb = stated or verb
            said_verbs[unit] = verb
        if row.win_loss != 0 and "games in 100" in said_verbs:
            assert said_verbs["games in 100"] == ("gains" if row.win_loss < 0 else "loses")
        if row.points_loss != 0 and "ZOO" in said_verbs:
            assert said_verbs["ZOO"] == ("gains" if row.points_loss < 0 else "loses")
        assert "games in 100" in said_verbs or row.scale is not None


def test_a_loss_is_drawn_on_its_bands_with_its_figures_said_for_a_screen_reader():
    gap = coach.Difference(0.082, 0.050, 0.113, 0.8, 0.5, 1.1, 400)
    scale = coach.PointScale(4.0, "ZOO", 3)
    found = coach.verdict(gap, scale)
    row = coach.ReviewRow(3, 0, "a", "b", found.label, 0.082, 0.050, 0.113, 0.8, WHY, {}, (), (), 0.5, 1.1,
                          scale=scale, measure=found.measure)
    assert found.label == "inaccuracy or mistake"
    picture = loss_picture(row)
    assert "games given away: about 8.2 in 100, between 5.0 in 100 and 11.3 in 100" in picture
    assert "ZOO given away: about 0.80, between 0.50 and 1.10" in picture
    assert picture.count("<svg") == 2
    chart = cost_chart([row], lambda i: f"open({i})")
    assert "open(0)" in chart and "1 choices" in chart
    note = rules_note(scale)
    assert "<details" in note and "How the coach decides" in note and "inaccuracy or mistake" in note


def test_a_printed_range_never_rounds_across_a_bands_bound():
    """A range ending at 15.96 in 100 beside "mistake" (under 16) prints 15.96, not 16.0; 2.97 beside "good"
    (under 3) prints 2.97; points likewise against their table's bounds (Meow Oracle and Kirin fresh readers)."""
    scale = coach.PointScale(6.4, "points", 2)
    for low, high, plow, phigh in [(0.103, 0.1596, 0.1, 0.5), (-0.023, 0.0297, -0.2, 1.2799)]:
        gap = coach.Difference((low + high) / 2, low, high, (plow + phigh) / 2, plow, phigh, 400)
        found = coach.verdict(gap, scale)
        row = coach.ReviewRow(7, 0, "play A", "play B", found.label, gap.win, low, high, gap.margin, "r", {}, (), (),
                              plow, phigh, coach.as_well(gap), coach.did_better(gap), found.measure, scale,
                              coach.better_in(gap), False)
        summary = row_summary(row, str, "Turn 3")
        assert f" {high * 100:.2f})" in summary and f"{high * 100:.1f})" not in summary
        assert coach.bands(row.label)[1] == ("mistake" if high > 0.1 else "good" if phigh < 1.28 else "inaccuracy")
    assert "a loss of 1.2799)" in summary  # 1.28 is the good band's bound at 6.4 points


def test_which_measure_set_the_label_is_said_end_by_end_and_a_tie_at_one_end_is_not_given_to_either():
    """The sentence under a flagged row names the measure that set each end of its label (the worse band of the
    two at that end): where both reach the same band at one end, the other end alone decides who set the label
    (a Dragon Egg reader found 'its worst from the games' beside ZOO wholly in the blunder band)."""
    from types import SimpleNamespace

    from engines.coach import Difference, PointScale
    from widgets.verdicts import _which_measure

    scale = PointScale(3.38, "ZOO", 3)  # bounds 0.68, 1.69, 3.38

    def said(win_low, win_high, margin_low, margin_high):
        row = SimpleNamespace(difference=Difference((win_low + win_high) / 2, win_low, win_high,
                                                    (margin_low + margin_high) / 2, margin_low, margin_high, 384),
                              scale=scale)
        return _which_measure(row)

    # games mistake-to-blunder, ZOO all blunder: the ZOO set the label (the games tie it at the worst end)
    text = said(0.119, 0.198, 5.57, 6.47)
    assert text.startswith("Here the ZOO given away set the label") and "same band at one end" in text
    # games inaccuracy-to-blunder, ZOO mistake to mistake: mildest from the ZOO, worst from the games
    assert said(0.04, 0.20, 1.8, 3.0) == ("The label's mildest band comes from the ZOO given away, its worst from "
                                          "the games.")
    # games good-to-inaccuracy, ZOO blunder: the ZOO at both ends
    assert said(0.01, 0.05, 4.0, 5.0).endswith("worse bands than the games.")
    assert said(0.04, 0.06, 0.8, 1.0) == "Games and ZOO place the loss alike."
