"""The shared coach (engines/coach.py): intervals, paired comparisons, labels, playouts, review.

The per-game coaches (sampling from an observation) are tested in each game's folder;
here the shared machinery runs on Kirin with a sample that simply copies a known
state, which is enough to check the arithmetic and the common random numbers.
"""

from __future__ import annotations

import importlib
import math
import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

# Kirin is this file's worked example of the shared machinery (see the docstring: its play phase, many
# choices, one module to copy a state from); the entry-point checks below run over the whole registry.
from engines import coach, kirin
from engines.kirin.bots import RandomBot
from widgets.games import KEYS
from widgets.testing import other_game, play_out
from coach_checks import paired_difference


def _bots(players: int, seed: int) -> list:
    return [RandomBot(seed * 31 + seat) for seat in range(players)]


def _first_play_decision(seed: int = 3):
    state = kirin.new_game(4, seed=seed)
    bots = _bots(4, seed)
    while state.phase != "play":
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def _copying_sample(state):
    def sample(observation, seat, rng):
        world = state.clone()
        world.rng = random.Random(rng.getrandbits(32))
        return world
    return sample


def test_mean_interval_is_the_t_interval_and_the_normal_one_for_many_values():
    mean, low, high = coach.mean_interval([0.0, 1.0, 0.0, 1.0])
    assert mean == 0.5
    half = 3.182 * math.sqrt((4 * 0.25 / 3) / 4)  # Student's t, 3 degrees of freedom
    assert low == pytest.approx(0.5 - half) and high == pytest.approx(0.5 + half)
    many = [0.0, 1.0] * 50
    half = coach.Z95 * math.sqrt((100 * 0.25 / 99) / 100)
    assert coach.mean_interval(many)[2] == pytest.approx(0.5 + half)
    assert coach.mean_interval([2.0])[1:] == (-math.inf, math.inf)
    with pytest.raises(ValueError):
        coach.mean_interval([])


def test_evaluate_values_every_legal_action_once_and_repeats_for_a_seed():
    state = _first_play_decision()
    seat = state.to_act()[0]
    sample = _copying_sample(state)
    first = coach.evaluate(sample, _bots, state.observation(seat), seat, 12, seed=5)
    again = coach.evaluate(sample, _bots, state.observation(seat), seat, 12, seed=5)
    assert sorted(str(e.action) for e in first) == sorted(str(a) for a in state.legal_actions(seat))
    assert [(str(e.action), e.outcomes) for e in first] == [(str(e.action), e.outcomes) for e in again]
    assert all(e.playouts == 12 and e.win_low <= e.win <= e.win_high for e in first)
    assert [e.key for e in first] == sorted((e.key for e in first), reverse=True)


def test_common_random_numbers_make_equal_actions_equal():
    """Two copies of one action meet the same worlds and bots, so their playouts agree exactly."""
    state = _first_play_decision()
    seat = state.to_act()[0]
    action = state.legal_actions(seat)[0]
    values = coach.evaluate(_copying_sample(state), _bots, state.observation(seat), seat, 10,
                            actions=[action, str(action)])
    assert values[0].outcomes == values[1].outcomes
    difference = coach.compare(values[0], values[1])
    assert (difference.win, difference.margin) == (0, 0)
    assert coach.label(difference) == "best"


def test_labels_name_every_band_the_interval_reaches():
    """A label is a claim the playouts back: one band when the whole interval lies in it, else the range."""
    def diff(win, low, high, margin=0.0, margin_low=-1.0, margin_high=1.0):
        return coach.Difference(win, low, high, margin, margin_low, margin_high, 100)
    assert coach.label(diff(0.0, -0.02, 0.02, 0.0, -1.0, 1.0)) == "best"        # did as well, all in good
    assert coach.label(diff(0.01, -0.01, 0.02)) == "good"                      # a little worse, all in good
    assert coach.label(diff(0.30, -0.01, 0.61)) == "unsure: good to blunder"            # big, but the range is wide
    assert coach.label(diff(0.05, 0.04, 0.06)) == "inaccuracy"
    assert coach.label(diff(0.10, 0.09, 0.11)) == "mistake"
    assert coach.label(diff(0.40, 0.20, 0.60)) == "blunder"
    assert coach.label(diff(0.082, 0.050, 0.113)) == "inaccuracy or mistake"   # the 8.2 (5.0 to 11.3)
    assert coach.label(diff(0.092, 0.031, 0.153)) == "inaccuracy or mistake"   # 9.2 (3.1 to 15.3)
    assert coach.label(diff(0.058, 0.020, 0.096)) == "unsure: good to mistake"
    assert coach.label(diff(-0.05, -0.09, -0.01)) == "best"                    # it won more games
    assert [name for name, _ in coach.LABELS] == ["best", "good", "inaccuracy", "mistake", "blunder"]
    assert coach.BANDS == ("good", "inaccuracy", "mistake", "blunder")


def test_bands_and_flagged_read_a_label_back():
    assert coach.bands("inaccuracy or mistake") == ("inaccuracy", "mistake")
    assert coach.bands("unsure: good to blunder") == ("good", "blunder") and coach.bands("best") == ("best", "best")
    assert [coach.flagged(x) for x in ("best", "good", "good or inaccuracy", "inaccuracy", "mistake or blunder")] \
        == [False, False, False, True, True]
    assert coach.severity("best") < coach.severity("good") < coach.severity("good or inaccuracy") \
        < coach.severity("inaccuracy") < coach.severity("blunder")
    with pytest.raises(ValueError, match="not a review label"):
        coach.bands("awful" * 100)


_share = st.floats(-1.0, 1.0, allow_nan=False)
_points = st.floats(-30.0, 30.0, allow_nan=False)


@st.composite
def _differences(draw):
    return paired_difference(draw, _share, _points, st.integers(2, 5000))


@settings(max_examples=400, deadline=None)
@given(_differences(), st.one_of(st.none(), st.floats(0.5, 20.0)))
def test_every_label_agrees_with_its_interval_and_its_mean(difference, spread):
    """Property: the bands a label names are exactly those its intervals reach (the worse measure, band by band),
    the mean of each measure lies in a band the label names or a milder one, and "best"/"good" are said only
    when every interval lies in the good band ("best" only for a move that did as well, not behind in points beyond
    the noise, or better beyond the noise)."""
    scale = None if spread is None else coach.PointScale(spread, "points", 3)
    found = coach.verdict(difference, scale)
    games_bounds = [bound for _, bound in coach.LABELS[1:-1]]
    if difference.win_high < 0:
        assert found.label == "best"
        return
    reached = [(coach.band(difference.win_low, games_bounds), coach.band(difference.win_high, games_bounds))]
    means = [coach.band(difference.win, games_bounds)]
    if scale is not None:
        reached.append((coach.band(difference.margin_low, scale.bounds), coach.band(difference.margin_high, scale.bounds)))
        means.append(coach.band(difference.margin, scale.bounds))
    low, high = max(r[0] for r in reached), max(r[1] for r in reached)
    assert (found.low, found.high) == (low, high)
    assert all(m <= high for m in means) and max(means) >= low
    if high == 0:
        assert found.label in ("best", "good")
        behind_in_points = scale is not None and difference.margin_low > 0  # behind beyond the noise: "good" at best
        level = coach.as_well(difference) and not behind_in_points
        assert (found.label == "best") == (level or coach.better_in(difference) == "points")
    else:
        assert coach.bands(found.label) == (coach.BANDS[low], coach.BANDS[high])
        assert not coach.as_well(difference) or high > 0


def test_time_limit_and_stop_end_after_whole_samples():
    state = _first_play_decision()
    seat = state.to_act()[0]
    calls = []
    values = coach.evaluate(_copying_sample(state), _bots, state.observation(seat), seat, 50,
                            progress=lambda done, total: calls.append((done, total)), stop=lambda: len(calls) >= 3)
    assert calls == [(1, 50), (2, 50), (3, 50)]
    assert {e.playouts for e in values} == {3}
    quick = coach.evaluate(_copying_sample(state), _bots, state.observation(seat), seat, 50, time_limit=0.0)
    assert {e.playouts for e in quick} == {1}


def test_bad_budgets_are_refused_in_words():
    state = _first_play_decision()
    seat = state.to_act()[0]
    for budget in (0, -1, 2.5, True, "10"):
        with pytest.raises(ValueError, match="budget"):
            coach.evaluate(_copying_sample(state), _bots, state.observation(seat), seat, budget)


def test_decisions_replay_the_game_and_keep_only_real_choices():
    state = kirin.new_game(4, seed=11)
    bots = _bots(4, 11)
    play_out(state, bots)
    moves = state.to_json()["moves"]
    found = list(coach.decisions(state, 2))
    assert found, "seat 2 had real choices"
    for number, before, text in found:
        assert moves[number - 1] == [2, text]
        assert len(before.legal_actions(2)) > 1
        assert text in [str(a) for a in before.legal_actions(2)]
    expected = sum(1 for who, _ in moves if who == 2)
    assert len(found) <= expected


def test_a_game_may_finish_playouts_its_own_way_with_the_same_seeds_for_every_action():
    state = _first_play_decision()
    seat = state.to_act()[0]
    seen = []

    def finish(after, who, seed):
        seen.append((str(after.trick[-1]) if after.trick else "", seed))
        return float(seed % 7), float(seed % 2)
    values = coach.evaluate(_copying_sample(state), _bots, state.observation(seat), seat, 3, finish=finish)
    seeds = [seed for _, seed in seen]
    actions = len(state.legal_actions(seat))
    assert len(seen) == 3 * actions
    assert all(seeds[i * actions:(i + 1) * actions] == [seeds[i * actions]] * actions for i in range(3))
    assert all(e.outcomes == values[0].outcomes for e in values)


def test_review_measures_a_loss_again_on_fresh_samples():
    """The best action is chosen on one set of playouts; its loss is measured on another."""
    state = kirin.new_game(4, seed=11)
    bots = _bots(4, 11)
    play_out(state, bots)
    calls = []
    legal_at = {number: [str(a) for a in before.legal_actions(2)] for number, before, _ in coach.decisions(state, 2)}

    def evaluate_one(observation, seat, budget, seed=0, actions=None):
        calls.append((seed, None if actions is None else [str(a) for a in actions]))
        legal = legal_at[seed] if actions is None else [str(a) for a in actions]
        return [coach.evaluation_of(text, [(float(k), 1.0 if k == 0 else 0.0)] * 4) for k, text in enumerate(legal)]
    rows = list(coach.review(state, 2, evaluate_one, lambda *a: "why", budget=4))
    assert any(row.played != row.best for row in rows)
    for row in rows:
        if row.played != row.best:
            first = next(i for i, (seed, actions) in enumerate(calls) if actions is None and seed == row.move)
            assert calls[first + 1] == (row.move + coach.FRESH, [row.best, row.played])


@pytest.mark.parametrize("game", KEYS)
def test_every_sample_refuses_what_is_not_that_seats_observation(game):

    from engines import InvalidInput

    module, game_coach = importlib.import_module(f"engines.{game}"), importlib.import_module(f"engines.{game}.coach")
    observation = module.new_game(max(module.State.PLAYER_COUNTS), seed=1).observation(0)
    for bad_observation, bad_seat in ((observation, 9), (observation, True), (observation, -4), ({"x": 1}, 0),
                                      (None, 0), ([observation], 0)):
        with pytest.raises(InvalidInput):
            game_coach.sample(bad_observation, bad_seat, random.Random(1))
    assert game_coach.sample(observation, 0, random.Random(1)).observation(0) == observation


# ----- how the coach bot leaves its default choice (CoachBot.prefer) ---------------------------------

def _valued(action, outcomes):
    """An evaluation with these playouts ``(margin, win)``, as evaluate makes it."""
    return coach.evaluation_of(action, list(outcomes))


def test_gain_z_is_the_paired_mean_gain_over_its_standard_error():
    top = _valued("a", [(1.0, 1.0), (0.0, 0.0), (2.0, 1.0), (1.0, 0.0)])
    usual = _valued("b", [(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)])
    gains = [1.0, 0.0, 1.0, 0.0]  # wins, paired
    mean = sum(gains) / 4
    error = math.sqrt(sum((g - mean) ** 2 for g in gains) / 3 / 4)
    assert coach.gain_z(top, usual) == pytest.approx(mean / error)
    assert coach.gain_z(top, usual, "margin") == pytest.approx(1.0 / math.sqrt((2 * 1.0 ** 2) / 3 / 4))
    assert coach.gain_z(_valued("a", [(1.0, 1.0)] * 3), _valued("b", [(0.0, 0.0)] * 3)) == math.inf
    assert coach.gain_z(usual, usual) == 0.0


def test_the_fresh_look_shares_the_choices_time_limit():
    assert coach.CoachBot(seed=1).time_left(time.perf_counter()) is None  # no limit, none for the look
    bot = coach.CoachBot(seed=1, time_limit=1.5)
    assert 0.0 < bot.time_left(time.perf_counter()) <= 1.5
    assert bot.time_left(time.perf_counter() - 2.0) == 0.0  # spent: never a negative limit


def test_prefer_keeps_the_default_unless_the_playouts_show_better_as_the_gate_asks():
    usual = _valued("usual", [(0.0, 0.0), (0.0, 1.0), (0.0, 0.0), (0.0, 0.0)])
    top = _valued("top", [(1.0, 1.0), (0.0, 1.0), (0.0, 0.0), (1.0, 1.0)])  # wins two more of four
    bot = coach.CoachBot(seed=1, budget=4)
    assert not coach.clearly_better(top, usual) and bot.prefer([top, usual], usual) is usual  # 95%: two of four is noise
    assert bot.prefer([usual, top], usual) is usual  # the default on top is kept without a look
    loose = type("Loose", (coach.CoachBot,), {"GATE": 1.0})(seed=1, budget=4)
    assert coach.gain_z(top, usual) > 1.0 and loose.prefer([top, usual], usual) is top
    strict = type("Strict", (coach.CoachBot,), {"GATE": 5.0})(seed=1, budget=4)
    assert strict.prefer([top, usual], usual) is usual


def test_prefer_with_confirm_decides_on_fresh_samples_of_the_two_actions_only():
    """The first look's top action must beat the default again on fresh samples, which alone decide."""
    usual = _valued("usual", [(0.0, 0.0)] * 4)
    lucky = _valued("top", [(1.0, 1.0)] * 4)  # the first look flatters it
    asked = []

    def again(actions, budget, seed, fresh_top=(0.0, 0.0)):
        asked.append(([str(a) for a in actions], budget, seed))
        return [_valued(actions[1], [(0.0, 0.0)] * budget), _valued(actions[0], [fresh_top] * budget)]

    confirming = type("Confirming", (coach.CoachBot,), {"GATE": 1.0, "CONFIRM": 3})
    bot = confirming(seed=7, budget=4)
    assert bot.prefer([lucky, usual], usual, again) is usual  # as good as the default on fresh samples
    assert asked[0][:2] == (["top", "usual"], 12)
    chosen = bot.prefer([lucky, usual], usual, lambda a, n, s: again(a, n, s, (1.0, 1.0)))
    assert chosen is lucky  # better on fresh samples too
    assert asked[1][2] != asked[0][2]  # every confirmation meets new samples
    assert confirming(seed=7, budget=4).prefer([usual, lucky], usual, again) is usual and len(asked) == 2
    twin = confirming(seed=7, budget=4)
    twin.prefer([lucky, usual], usual, again)
    assert asked[2][2] == asked[0][2]  # the same for a seed


def test_with_a_points_scale_the_worse_of_the_two_measures_stands():
    """Points weigh like games, by fractions of a round's spread (4 ZOO here: bounds 0.8, 2 and 4); band by band
    the worse measure stands, and a label names the measure that set it."""
    scale = coach.PointScale(4.0, "ZOO", 3)

    def diff(win, low, high, margin, margin_low, margin_high):
        return coach.Difference(win, low, high, margin, margin_low, margin_high, 100)
    assert coach.judge(diff(0.01, -0.02, 0.02, 0.5, 0.1, 0.7), scale) == ("good", "games")
    assert coach.judge(diff(0.01, -0.02, 0.02, 1.5, 1.0, 1.9), scale) == ("inaccuracy", "points")
    assert coach.judge(diff(0.01, -0.02, 0.02, 3.0, 2.5, 3.5), scale) == ("mistake", "points")
    assert coach.judge(diff(0.00, -0.02, 0.02, 6.0, 5.0, 7.0), scale) == ("blunder", "points")
    assert coach.judge(diff(0.01, -0.02, 0.02, 1.5, 0.4, 2.6), scale) == ("unsure: good to mistake", "points")
    assert coach.judge(diff(0.20, 0.17, 0.23, 1.5, 1.0, 1.9), scale) == ("blunder", "games")
    assert coach.judge(diff(-0.05, -0.09, -0.01, 6.0, 5.0, 7.0), scale) == ("best", "games")  # won more games
    assert coach.label(diff(0.01, -0.02, 0.02, 3.0, 2.5, 3.5)) == "good"                        # no scale
    better = diff(0.01, -0.02, 0.025, -2.0, -2.23, -1.78)        # games within noise, points clearly better
    assert coach.label(better, scale) == "best" and coach.better_in(better) == "points" and coach.did_better(better)


def test_with_a_points_scale_settled_asks_the_points_interval_to_be_settled_too():
    scale = coach.PointScale(4.0)
    win_settled = (0.0, -0.01, 0.01)
    assert coach.settled(coach.Difference(*win_settled, 1.0, -0.5, 2.5, 10), 0.03)
    assert not coach.settled(coach.Difference(*win_settled, 1.0, -0.5, 2.5, 10), 0.03, scale)  # 0 to 2.5: open
    assert coach.settled(coach.Difference(*win_settled, 1.0, 0.9, 1.9, 10), 0.03, scale)       # between 0.8 and 2
    assert coach.settled(coach.Difference(*win_settled, 0.2, -0.5, 0.7, 10), 0.03, scale)      # narrow around zero
    assert not coach.settled(coach.Difference(*win_settled, 1.0, 0.5, 1.3, 10), 0.03, scale)   # narrow, holds 0.8
    assert not coach.settled(coach.Difference(0.05, -0.05, 0.15, 1.0, 0.9, 1.1, 10), 0.03, scale)  # games open


def test_point_scale_reads_a_games_stored_spread():
    spreads = {2: 1.0, 3: 3.5}
    assert coach.point_scale(spreads, 3, "ZOO") == coach.PointScale(3.5, "ZOO", 3)
    assert coach.point_scale(spreads, 5, "ZOO") is None


# ----- the coach's entry points are trust boundaries, in every game ----------------------------------
def _entry_games() -> dict[str, int]:
    counts = {key: importlib.import_module(f"engines.{key}").State.PLAYER_COUNTS for key in KEYS}
    return {key: min(n for n in sizes if n >= 3) for key, sizes in counts.items()}


ENTRY_GAMES = _entry_games()
"""Each game of the registry and a table size to ask its coach about (its smallest with three players or more)."""


def _decision(game: str):
    """The game's module, its coach, and a seeded state whose seat to act has a real choice."""
    import importlib

    module, game_coach = importlib.import_module(f"engines.{game}"), importlib.import_module(f"engines.{game}.coach")
    state, rng = module.new_game(ENTRY_GAMES[game], seed=3), random.Random(3)
    while len(state.legal_actions(state.to_act()[0])) < 2:
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return module, game_coach, state, state.to_act()[0]


def _refused_shortly(call, error=None) -> str:
    """``call`` raises InvalidInput or IllegalAction (``error`` if given) with a message under 200 characters."""
    from engines import IllegalAction, InvalidInput

    with pytest.raises(error or (InvalidInput, IllegalAction)) as refused:
        call()
    assert len(str(refused.value)) < 200, str(refused.value)[:300]
    return str(refused.value)


@pytest.mark.parametrize("seat", [10**5000, "x" * 1_000_000, True, None, -1, 1.0],
                         ids=["huge", "long", "bool", "none", "negative", "float"])
@pytest.mark.parametrize("game", ENTRY_GAMES)
def test_the_coachs_entry_points_refuse_a_bad_seat_shortly(game, seat):
    """A trust boundary: a seat that is not the observation's own is refused with InvalidInput, quoted short;
    the review refuses a seat not at the table with IllegalAction (rule seats)."""
    from engines import IllegalAction, InvalidInput

    _, game_coach, state, me = _decision(game)
    observation = state.observation(me)
    _refused_shortly(lambda: game_coach.evaluate(observation, seat, 2), InvalidInput)
    _refused_shortly(lambda: game_coach.sample(observation, seat, random.Random(1)), InvalidInput)
    _refused_shortly(lambda: game_coach.review(state, seat, 2), IllegalAction)


@pytest.mark.parametrize("observation", [None, [], {}, {"game": KEYS[-1]}, "x" * 100_000],
                         ids=["none", "list", "empty", "a game key", "long"])
@pytest.mark.parametrize("game", ENTRY_GAMES)
def test_the_coachs_entry_points_refuse_what_is_not_an_observation(game, observation):
    """The reported cases: evaluate(None), ([]) and ({}) raised TypeError, KeyError or AttributeError in Lauzait
    Cep! and Meow Oracle; now InvalidInput in every game, from evaluate and the review's evaluate alike."""
    from engines import InvalidInput

    _, game_coach, _, _ = _decision(game)
    for evaluate in {game_coach.evaluate, game_coach.review_evaluate}:
        _refused_shortly(lambda: evaluate(observation, 0, 2), InvalidInput)


@pytest.mark.parametrize("game", ENTRY_GAMES)
def test_evaluate_refuses_a_bad_action_list_and_a_bad_budget_in_words(game):
    from engines import IllegalAction, InvalidInput

    _, game_coach, state, seat = _decision(game)
    observation = state.observation(seat)
    for actions, error in (([], InvalidInput), ("abc", InvalidInput), ([None], InvalidInput),
                           ([10**5000], InvalidInput), (["play Q9" * 1000], IllegalAction)):
        _refused_shortly(lambda: game_coach.evaluate(observation, seat, 2, actions=actions), error)
    for budget in (0, -3, True, 2.5, "8", 10**5000, 10**9):
        assert "whole number of playouts" in _refused_shortly(lambda: game_coach.evaluate(observation, seat, budget),
                                                              InvalidInput)


@pytest.mark.parametrize("game", ENTRY_GAMES)
def test_the_review_refuses_what_is_not_a_game_of_its_own_before_it_starts(game):
    from engines import InvalidInput

    _, game_coach, state, seat = _decision(game)
    other = other_game(game).key
    for bad in (None, {}, state.to_json(), _decision(other)[2]):
        assert "This review reads a game of" in _refused_shortly(lambda: game_coach.review(bad, 0, 2), InvalidInput)
    for budget in (0, 10**5000):
        _refused_shortly(lambda: game_coach.review(state, seat, budget), InvalidInput)
