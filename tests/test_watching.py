"""An imagined game played again gives the very figures the review gave it.

Every game of the registry: a decision of a random game, two of its moves valued by the game's review evaluate, and
each sample drawn again and played on after each move (:func:`engines.evaluation.replay_sample` with the game's
``review_playout``) ends as that sample did in the evaluate. A row's watch, counted through its second look's
batches (:func:`engines.watching.batch_of`), is played again to the endings it names, and opens in the row's
details with both imagined games drawn by the game's ``imagined_picture`` hook.
"""

from __future__ import annotations

import dataclasses
import functools
import re

import pytest

from engines import coach as shared
from engines.evaluation import replay_sample
from engines.reason_facts import Reason, watch
from engines.watching import batch_of, imagined_games
from widgets.games import GAMES, game
from widgets.glossary import retired_in
from widgets.reason_words import WATCH, result_words
from widgets.review_hooks import hooks_of
from widgets.verdicts import row_detail, watch_html
from widgets.watching import first_apart, scores_words

from coach_checks import random_decisions

SEED = 910_077


def _decision(info, skip: int = 3):
    """A decision of a random game of ``info``'s at its smallest table, a few real choices in: (observation, seat)."""
    engine = info.part(info.engine)
    players = min(info.State.PLAYER_COUNTS)
    for state, seat in random_decisions(engine, players, SEED):
        if len(state.legal_actions(seat)) > 1:
            if skip == 0:
                return state.observation(seat), seat
            skip -= 1
    raise AssertionError(f"{info.title}: a random game with fewer real choices than asked")


def _two_moves(coach, observation, seat):
    """Two moves the review tells apart at this decision: its best and its worst on a few samples."""
    values = coach.review_evaluate(observation, seat, 4, seed=SEED)
    return values[0].action, values[-1].action


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.key)
def test_each_sample_played_again_ends_as_the_review_valued_it(info):
    coach = info.part(info.coach)
    observation, seat = _decision(info)
    moves = _two_moves(coach, observation, seat)
    values = {str(e.action): e for e in coach.review_evaluate(observation, seat, 3, seed=SEED + 1, actions=moves)}
    for action in moves:
        playout = coach.review_playout(observation, seat, str(action))
        for index, figures in enumerate(values[str(action)].outcomes):
            _, again = replay_sample(playout.sample, playout.bots, playout.finish, observation, seat, SEED + 1, index,
                                     str(action))
            assert again == figures, f"{info.title}, {action}, sample {index}: {again} played again, {figures} valued"


@functools.lru_cache(maxsize=None)
def _watched(key: str):
    """A row of ``key``'s at :func:`_decision`, its worst move against its best on a second look of several batches,
    its reason a watch of that look's paired samples: (row, the watch)."""
    info = game(key)
    coach = info.part(info.coach)
    observation, seat = _decision(info)
    best, played = _two_moves(coach, observation, seat)
    values = coach.review_evaluate(observation, seat, 2, seed=SEED)
    values = [next(e for e in values if str(e.action) == str(best))] + [e for e in values if str(e.action) != str(best)]
    judging = shared.Judging(coach.review_evaluate, coach.review_reason, 1, SEED,
                             shared.Resolution(target=1e-9, first=1, growth=2.0, cap=4))
    row = shared.rate(observation, seat, values, str(played), judging)
    by_text = {str(e.action): e for e in row.fresh}
    seen = watch(by_text[row.played], by_text[row.best])
    return dataclasses.replace(row, reason=Reason(played, best, (), seen)), seen


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.key)
def test_a_rows_watch_is_played_again_to_the_endings_it_names(info):
    row, seen = _watched(info.key)
    assert len(row.looks) > 1 and sum(n for _, n in row.looks) == row.fresh[0].playouts
    imagined = imagined_games(row, info.part(info.coach).review_playout)
    assert (imagined.sample, imagined.played_ending, imagined.best_ending) == (seen.sample, seen.played, seen.best)
    assert imagined.played != imagined.best  # each move's own game, played on from the same deal


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.key)
def test_watch_how_it_goes_opens_in_the_rows_details_with_both_imagined_games_drawn(info):
    row, seen = _watched(info.key)
    hooks = hooks_of(info)
    detail = row_detail(row, hooks.words(row.observation))
    said = detail[:detail.index("<details class='tt-review-watch'>")]
    assert f"{WATCH}: in imagined game {seen.sample + 1}" in said  # the sentence first, the pictures folded under it
    opened = detail[detail.index("<details class='tt-review-watch'>"):]
    assert f"<summary>{WATCH}: imagined game {seen.sample + 1}, both moves</summary>" in opened
    assert "tt-watch-played" in opened and "tt-watch-best" in opened and opened.count("<svg") >= 2
    assert "Your move" in opened and "The coach's move" in opened and "Bruno's move" in row_detail(row, name="Bruno")
    assert not retired_in(re.sub(r"<[^>]+>", " ", opened)), retired_in(re.sub(r"<[^>]+>", " ", opened))
    for ending in (seen.played, seen.best):
        assert f"It {result_words(ending, row.scale.unit if row.scale else 'points')}." in opened
    assert "It wins by" not in opened and "It loses by" not in opened  # read as the gap between the moves (MO)
    assert watch_html(dataclasses.replace(row, looks=())) == ""  # nothing to play again from: the words alone


def test_a_sample_index_counts_through_the_batches():
    looks = ((11, 2), (22, 3))
    assert [batch_of(looks, i) for i in range(5)] == [(11, 0), (11, 1), (22, 0), (22, 1), (22, 2)]
    with pytest.raises(ValueError, match="beyond the 5 samples"):
        batch_of(looks, 5)


def test_the_first_unit_apart_and_the_scores_said_from_the_seat():
    assert first_apart([1, 2, 3], [1, 2, 3]) is None and first_apart([1, 2, 3], [1, 4, 3]) == 1
    assert first_apart([1, 2], [1, 2, 3]) == 2  # one game has a unit the other has not
    assert scores_words([4, 9, 2], 1) == "You 9, Aiko 4, Chidi 2"
    assert scores_words([4, 9, 2], 1, "Bruno") == "Bruno 9, Aiko 4, Chidi 2"


def test_practice_shows_the_watch_under_the_coachs_reason():
    from test_practice import _moments
    from widgets.practice import PracticePanel

    key = GAMES[-1].key  # any game serves: the registry's last
    panel = PracticePanel(key, _moments(key, 1), budget=2)
    panel.row, _ = _watched(key)  # a try whose reason is a watch
    panel.reveal()
    coach_part = panel.verdict.value.partition("<div class='tt-practice-coach'>")[2]
    assert "<details class='tt-review-watch'>" in coach_part and "The coach's move" in coach_part


def test_an_ending_won_behind_on_points_is_not_said_to_win_by_them():
    """Meow Oracle's points are one round's: a game won while behind in that round is said by its result alone."""
    from engines.reason_facts import Ending, Watch
    from widgets.reason_words import watch_words
    said = watch_words(Watch(3, Ending(0, -7), Ending(1, -2.5)), "round points")
    assert said.endswith("yours loses, the coach's wins")  # the result alone where a margin leans the other way
    assert "wins by 4 round points" in watch_words(Watch(3, Ending(0, -7), Ending(1, 4)), "round points")
