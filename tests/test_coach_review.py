"""The review's verdicts (engines/coach.py): a second look on fresh samples decides every label and
loss, it samples until the label is settled and repeats for a seed, and a seat whose move did as
well as the coach's or better is told so.

Most tests drive :func:`engines.coach.review` with fake evaluate functions whose figures are set
by the test; the last ones run every game's own review through the registry (``widgets.games``).
"""

from __future__ import annotations

import inspect
import random

import pytest

from coach_checks import plain_reason

from engines import coach
from widgets.coaching import row_detail, row_summary, rules_note
from widgets.games import GAMES
from widgets.reason_words import reason_text
from widgets.testing import bot_game, play_out, seat_counts


def _finished_game(seed: int = 11):
    """A finished game of Beginner bots, of the registry's last game at its largest table (any game with
    some choices serves: these tests feed the review a made-up evaluate)."""
    return bot_game(GAMES[-1], max(seat_counts(GAMES[-1])), seed=seed)


def _why(observation, seat, played, best, evaluations):
    """A reason with nothing to tell, in the moves of the game reviewed here (the registry's last game's, so that its words are found)."""
    return plain_reason(played, best, level=True)


def _legal_at(state, seat: int) -> dict[int, list[str]]:
    return {number: [str(a) for a in before.legal_actions(seat)] for number, before, _ in coach.decisions(state, seat)}


class FakeEvaluate:
    """An evaluate whose first look ranks the legal actions in order and whose fresh looks draw paired
    outcomes: the seat's move wins ``played_edge`` more often than the first-ranked one (plus noise)."""

    def __init__(self, legal_at: dict[int, list[str]], played_edge: float, noise: float = 0.5) -> None:
        self.legal_at, self.edge, self.noise = legal_at, played_edge, noise
        self.calls: list[tuple[int, int, object]] = []

    def __call__(self, observation, seat, budget, seed=0, actions=None):
        self.calls.append((seed, budget, None if actions is None else [str(a) for a in actions]))
        if actions is None:  # the first look: the first legal action is best, by a lot
            legal = self.legal_at[seed]
            return [coach.evaluation_of(text, [(float(-k), 1.0 if k == 0 else 0.0)] * budget)
                    for k, text in enumerate(legal)]
        rng = random.Random(seed)
        best, played = [], []
        for _ in range(budget):
            base = rng.random() < 0.5
            shaken = rng.random() < self.noise
            best.append((0.0, float(base)))
            won = (rng.random() < 0.5 + self.edge) if shaken else base
            played.append((float(self.edge), float(won)))
        return [coach.evaluation_of(str(actions[0]), best), coach.evaluation_of(str(actions[1]), played)]


def test_a_row_where_the_seats_move_did_better_on_the_fresh_look_says_so():
    """The first look favours the coach's choice; on fresh samples the seat's move wins more: "best", told so."""
    state = _finished_game()
    told = []
    fake = FakeEvaluate(_legal_at(state, 2), played_edge=0.4, noise=1.0)

    def reason(observation, seat, played, best, evaluations):
        told.append((str(played), str(best), [str(e.action) for e in evaluations]))
        return _why(observation, seat, played, best, evaluations)
    rows = [r for r in coach.review(state, 2, fake, reason, budget=8) if not r.agrees]
    assert rows
    for row, (played, best, order) in zip(rows, [t for t in told if t[0] != t[1]]):
        assert row.label == "best" and row.as_well and row.better and row.win_loss < 0 and row.win_loss_high < 0
        assert order == [played, best]  # the move that did better comes first
        assert [str(e.action) for e in row.figures] == [row.played, row.best]
        assert all(e.playouts > 8 for e in row.fresh)  # not the first look's 8
        assert "as good as the coach's" in row_summary(row) and "won more games" in row_detail(row)  # said once
        assert "imagined games for each move, the same for both" in row_detail(row)


def test_a_move_that_ties_on_the_fresh_look_is_best_and_did_as_well():
    state = _finished_game()
    fake = FakeEvaluate(_legal_at(state, 2), played_edge=0.0, noise=0.0)  # identical outcomes
    rows = [r for r in coach.review(state, 2, fake, _why, budget=4) if not r.agrees]
    assert rows and all(r.label == "best" and r.as_well and not r.better and r.win_loss == 0 for r in rows)
    assert all("as good as the coach's" in row_summary(r) for r in rows)


def test_labels_and_losses_come_only_from_fresh_samples():
    """Every call after a row's first look is a fresh batch of the two actions, seeded away from the first."""
    state = _finished_game()
    fake = FakeEvaluate(_legal_at(state, 2), played_edge=-0.1)
    rows = list(coach.review(state, 2, fake, _why, budget=4))
    firsts = {seed for seed, _, actions in fake.calls if actions is None}
    assert firsts == {r.move for r in rows}
    for row in rows:
        if row.agrees:
            assert (row.win_loss, row.win_loss_low, row.win_loss_high) == (0.0, 0.0, 0.0)
            continue
        batches = [(seed, n) for seed, n, actions in fake.calls if actions == [row.best, row.played]
                   and (seed - row.move) % coach.FRESH == 0]
        assert [seed for seed, _ in batches] == [row.move + (k + 1) * coach.FRESH for k in range(len(batches))]
        assert sum(n for _, n in batches) == row.fresh[0].playouts
        again = coach.compare(*(row.fresh if not row.as_well else row.fresh[::-1]), padded=True)
        assert (row.win_loss, row.points_loss) == pytest.approx((again.win, again.margin))


def test_sequential_sampling_stops_once_settled_within_its_cap_and_repeats_for_a_seed():
    state = _finished_game()
    legal = _legal_at(state, 2)
    number = next(iter(legal))
    observation = {"seat": 2}
    resolution = coach.Resolution(target=0.03, first=2, growth=1.5, cap=20)
    # A loss the noise hides: it samples until the cap.
    noisy = FakeEvaluate(legal, played_edge=-0.02, noise=1.0)
    look = coach.second_look(noisy, observation, 2, legal[number][0], legal[number][1], 4, 7, resolution=resolution)
    sizes = [n for _, n, _ in noisy.calls]
    assert sizes[0] == 8 and sum(sizes) == look.best.playouts == 80 and look.batches == len(sizes) > 2
    assert all(sum(sizes[:k + 1]) >= 1.5 * sum(sizes[:k]) for k in range(1, len(sizes) - 1))
    # No pair differs at all: not settled on a few samples, settled long before a high cap.
    calm = FakeEvaluate(legal, played_edge=0.0, noise=0.0)
    roomy = coach.Resolution(target=0.03, first=2, growth=1.5, cap=100)
    quick = coach.second_look(calm, observation, 2, legal[number][0], legal[number][1], 4, 7, resolution=roomy)
    assert 92 <= quick.best.playouts < 400 and quick.difference.win == 0
    # A big gain is settled as soon as its interval is clear of zero.
    big = FakeEvaluate(legal, played_edge=0.45, noise=1.0)
    clear = coach.second_look(big, observation, 2, legal[number][0], legal[number][1], 4, 7, resolution=resolution)
    assert clear.difference.win_high < 0 and coach.settled(clear.difference, 0.03)
    # The same seed gives the same look; another seed another one.
    again = coach.second_look(FakeEvaluate(legal, -0.02, 1.0), observation, 2, legal[number][0], legal[number][1], 4, 7,
                              resolution=resolution)
    assert (again.best.outcomes, again.played.outcomes) == (look.best.outcomes, look.played.outcomes)
    other = coach.second_look(FakeEvaluate(legal, -0.02, 1.0), observation, 2, legal[number][0], legal[number][1], 4, 8,
                              resolution=resolution)
    assert other.played.outcomes != look.played.outcomes


def test_settled_means_clear_of_every_label_boundary_or_narrow_around_zero():
    def diff(low, high):
        return coach.Difference((low + high) / 2, low, high, 0.0, 0.0, 0.0, 10)
    assert coach.settled(diff(0.09, 0.15), 0.03) and coach.settled(diff(-0.02, 0.025), 0.03)
    assert not coach.settled(diff(0.01, 0.06), 0.03)   # narrow, but which side of 3 in 100 is open
    assert not coach.settled(diff(-0.01, 0.035), 0.03)  # holds zero and 3 in 100
    assert coach.settled(diff(-0.2, -0.01), 0.03) and coach.settled(diff(0.2, 0.9), 0.03)
    assert not coach.settled(diff(-0.05, 0.05), 0.03) and not coach.settled(diff(0.05, 0.12), 0.03)
    with pytest.raises(ValueError, match="resolution"):
        coach.Resolution(first=4, cap=2)


def test_a_move_that_did_as_well_is_best_when_its_whole_interval_is_good_and_never_flagged():
    """Best is said only with every interval in the good band; a wider one names its range, which starts at good."""
    for win, low, high, margin in ((-0.01, -0.02, 0.0, 0.3), (0.0, -0.02, 0.02, -1.0), (-0.3, -0.4, -0.2, 5.0)):
        gap = coach.Difference(win, low, high, margin, margin - 1, margin + 1, 50)
        assert coach.as_well(gap) and coach.label(gap) == "best"
    wide = coach.Difference(0.0, -0.1, 0.1, -1.0, -2.0, 0.0, 50)
    assert coach.as_well(wide) and coach.label(wide) == "unsure: good to mistake" and not coach.flagged(coach.label(wide))
    worse = coach.Difference(0.1, 0.09, 0.15, 1.0, 0.5, 1.5, 50)
    assert not coach.as_well(worse) and coach.label(worse) == "mistake"


def test_an_evaluate_without_actions_is_not_skipped_silently():
    """It warns and still values the pair on fresh samples (every action, one batch)."""
    state = _finished_game()
    legal = _legal_at(state, 2)
    calls = []

    def no_actions(observation, seat, budget, seed=0):
        calls.append(seed)
        known = legal[seed] if seed in legal else list(reversed(legal[seed - coach.FRESH]))
        return [coach.evaluation_of(t, [(float(-k), 1.0 if k == 0 else 0.0)] * budget) for k, t in enumerate(known)]
    with pytest.warns(coach.SecondLookWarning):
        rows = list(coach.review(state, 2, no_actions, _why, budget=2))
    for row in rows:
        if not row.agrees:
            assert row.move + coach.FRESH in calls and row.fresh[0].playouts == 2 * coach.RESOLUTION.first


# ----- every game's own review, through the registry ---------------------------------------------

@pytest.mark.parametrize("key", [info.key for info in GAMES])
def test_every_games_evaluate_takes_actions(key):
    info = next(i for i in GAMES if i.key == key)
    assert "actions" in inspect.signature(info.part(f"{info.coach}:evaluate")).parameters


@pytest.mark.parametrize("key", [info.key for info in GAMES])
def test_every_games_review_takes_its_second_look_on_the_two_actions(key, monkeypatch):
    """A game's review values the seat's move and the coach's again, alone, on fresh seeds, and labels
    with the game's own points scale at that table size."""
    import warnings

    info = next(i for i in GAMES if i.key == key)
    game_coach = info.part(info.coach)
    players = min(n for n in seat_counts(info) if n >= 3)
    state = info.part(info.engine).new_game(players, seed=5)
    bots = [info.bot("Beginner", seed=50 + s) for s in range(players)]
    play_out(state, bots)
    calls = []

    def recorder(real):
        def recording(*args, **kwargs):
            calls.append((kwargs.get("seed"), kwargs.get("actions")))
            return real(*args, **kwargs)
        recording.__signature__ = inspect.signature(real)
        return recording
    for name in ("evaluate", "review_evaluate"):  # whichever its review calls
        if hasattr(game_coach, name):
            monkeypatch.setattr(game_coach, name, recorder(getattr(game_coach, name)))
    monkeypatch.setattr(coach, "RESOLUTION", coach.Resolution(first=1, cap=2))
    checked = 0
    with warnings.catch_warnings():
        warnings.simplefilter("error", coach.SecondLookWarning)  # a silent fallback fails here
        for row in game_coach.review(state, 0, budget=1, seed=3):
            assert row.scale == coach.point_scale(game_coach.ROUND_SPREAD, players, game_coach.UNIT,
                                                  getattr(game_coach, "SCALE_NOTE", ""),
                                                  getattr(game_coach, "PERIOD", "round"))  # its own points scale
            if not row.agrees:
                pairs = [(seed, [str(a) for a in actions]) for seed, actions in calls if actions is not None]
                assert any(actions == [row.best, row.played] and (seed - 3 - row.move) % coach.FRESH == 0
                           and seed != 3 + row.move for seed, actions in pairs)
                checked += 1
            if checked == 2:
                break
    assert checked


def test_a_win_interval_is_not_zero_wide_when_no_pair_differs():
    """Equal outcomes on 48 pairs do not prove equal chances: about 6 in 100 either side remain."""
    mean, low, high = coach.win_gap_interval([0.0] * 48)
    assert mean == 0 and 0.05 < high == -low < 0.06
    assert coach.win_gap_interval([0.0] * 1000)[2] < 0.005
    spread = [1.0, -1.0, 0.0, 1.0] * 25
    assert coach.win_gap_interval(spread) == pytest.approx(coach.mean_interval(spread), abs=0.002)


def test_the_label_scale_in_words_names_the_bounds_label_uses():
    """The pages print LABEL_SCALE: its numbers are the bounds of LABELS, each band said once, "to under" its bound."""
    import re

    bounds = [round(bound * 100) for _, bound in coach.LABELS[1:-1]]
    said = [int(n) for n in re.findall(r"(\d+)(?! in 100)", coach.LABEL_SCALE.replace(" in 100", ""))]
    assert said == [bounds[0], bounds[0], bounds[1], bounds[1], bounds[2], bounds[2]]
    assert f"under {bounds[0]} games in 100" in coach.LABEL_SCALE and f"{bounds[2]} or more" in coach.LABEL_SCALE
    assert all(name in coach.LABEL_SCALE.lower() for name, _ in coach.LABELS)
    for part in (coach.SECOND_LOOK_RULES, coach.LABEL_SCALE, coach.POINTS_SCALE, coach.RANGE_RULE):
        assert part in coach.LABEL_RULES
    assert "inaccuracy or mistake" in coach.RANGE_RULE and "95% interval" in coach.RANGE_RULE
    assert f"{round(coach.LABELS[1][1] * 100)} or more games in 100" in coach.REVIEW_LIMITS
    assert "a fifth of a round's spread" in coach.REVIEW_LIMITS and coach.POINT_LABELS[0][1] == 0.2


def test_the_points_scale_in_words_names_the_fractions_label_uses():
    """POINTS_SCALE says "a fifth", "a half", "a whole spread": the fractions of POINT_LABELS, in that order."""
    words = {0.2: "a fifth", 0.5: "a half", 1.0: "a whole spread"}
    said = [coach.POINTS_SCALE.index(words[fraction]) for _, fraction in coach.POINT_LABELS[:-1]]
    assert said == sorted(said)
    assert [name for name, _ in coach.POINT_LABELS] == [name for name, _ in coach.LABELS[1:]]
    scale = coach.PointScale(4.0, "ZOO", 3)
    assert scale.bounds == (0.8, 2.0, 4.0)
    assert coach.scale_words(scale) == ("At 3 players a round's spread of scores is 4.00 ZOO, so in points good is "
                                        "under 0.80, an inaccuracy 0.80 to under 2.00, a mistake 2.00 to under 4.00, "
                                        "a blunder 4.00 or more.")
    noted = coach.PointScale(4.0, "ZOO", 3, "Money moves in whole ZOO.")
    assert coach.scale_words(noted) == coach.scale_words(scale) + " Money moves in whole ZOO."
    assert coach.point_scale({3: 4.0}, 3, "ZOO", "Money moves in whole ZOO.") == noted
    for bad in (0, -1.0, float("nan"), float("inf")):
        with pytest.raises(ValueError, match="spread"):
            coach.PointScale(bad)


def test_a_move_that_loses_points_but_no_games_is_labelled_by_the_points_and_says_so():
    """The same games won, 1.5 points fewer in every playout: "good" by the games alone; with a round's spread of
    4 points the points make it an inaccuracy, and the row, its summary and its detail say the points decided,
    with the table's bands."""
    state = _finished_game()
    fake = FakeEvaluate(_legal_at(state, 2), played_edge=-1.5, noise=0.0)
    alone = [r for r in coach.review(state, 2, fake, _why, budget=4) if not r.agrees]
    assert alone and all((r.label, r.measure, r.scale) == ("good", "games", None) for r in alone)
    scale = coach.PointScale(4.0, "ZOO", 4)
    rows = [r for r in coach.review(state, 2, fake, _why, budget=4, scale=scale) if not r.agrees]
    assert rows and all((r.label, r.measure, r.scale) == ("inaccuracy", "points", scale) for r in rows)
    for row in rows:
        assert row.points_loss == pytest.approx(1.5) and row.win_loss == 0
        assert "ZOO given away: 1.5 (the same in every imagined game): inaccuracy." in row_detail(row)
        assert "The worse at each end: inaccuracy." in row_detail(row)
    panel_note = rules_note(scale)
    assert "good under 0.8, inaccuracy under 2.0, mistake under 4.0, blunder 4.0 or more at 4 players." in panel_note
    assert "In ZOO, a fifth, a half and a whole of a round" in panel_note
    assert "points" not in panel_note  # the game's own unit, throughout
    assert panel_note.startswith("<details") and "How the coach decides" in panel_note


def test_a_look_that_ends_unsettled_names_the_range_of_bands_its_interval_reaches(monkeypatch):
    """At the cap, an interval across 3 in 100 gives "good or inaccuracy": never a single band the figures contradict."""
    state = _finished_game()
    gap = coach.Difference(0.034, 0.004, 0.063, 0.5, -0.2, 1.2, 384)
    seen = []

    def look(evaluate_one, observation, seat, best, played, budget, seed, **_):
        fresh = [coach.evaluation_of(best, [(0.0, 1.0)] * 4), coach.evaluation_of(played, [(0.0, 0.0)] * 4)]
        seen.append(True)
        return coach.Look(fresh[0], fresh[1], gap, 3, settled=False)
    monkeypatch.setattr(coach, "second_look", look)
    fake = FakeEvaluate(_legal_at(state, 2), played_edge=0.0)
    rows = [r for r in coach.review(state, 2, fake, _why, budget=4) if not r.agrees]
    assert rows and seen and all(r.label == "good or inaccuracy" and not r.settled and not r.flagged for r in rows)
    assert all("More imagined games would narrow the range." in row_detail(r) for r in rows)
    # games wholly a loss (0.4 to 6.3 in 100), the only measure here: the coach's choice is said to have done better
    # beyond the noise, by an amount from good to an inaccuracy (a MO reader, 910030, met "cannot tell" beside a
    # range wholly above zero)
    assert all("Good or inaccuracy: the coach's choice did better, by a small loss to an inaccuracy." in row_detail(r)
               for r in rows)


@pytest.mark.parametrize("info", GAMES, ids=[info.key for info in GAMES])
def test_a_review_rates_only_the_seats_own_choices_from_its_own_view(info, monkeypatch):
    """Every game's coach: one row per choice the seat made, drawn and sampled from that seat's view only."""
    game_coach = info.part(info.coach)
    state = bot_game(info, seed=3)
    asked, done = [], []
    real_sample = game_coach.sample
    monkeypatch.setattr(game_coach, "sample", lambda observation, seat, rng: asked.append(seat)
                        or real_sample(observation, seat, rng))
    expected = [(number, text, before.observation(1)) for number, before, text in coach.decisions(state, 1)]
    rows = list(game_coach.review(state, 1, 1, progress=lambda d, t: done.append((d, t))))
    assert [(r.move, r.played, r.observation) for r in rows] == expected and rows
    assert asked and set(asked) == {1}
    moves = state.to_json()["moves"]
    for row in rows:
        assert coach.bands(row.label) and row.seat == 1 and moves[row.move - 1] == [1, row.played]
        said = reason_text(row.reason)
        assert said.endswith(".") and "seat" not in said.lower() and "\n" not in said
    assert done[-1] == (len(rows), len(rows))
