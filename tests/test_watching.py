"""An imagined game played again gives the very figures the review gave it.

Every game of the registry: a decision of a random game, two of its moves valued by the game's review evaluate, and
each sample drawn again and played on after each move (:func:`engines.evaluation.replay_sample` with the game's
``review_playout``) ends as that sample did in the evaluate. A row's watch, counted through its second look's
batches (:func:`engines.watching.batch_of`), is played again to the endings it names.
"""

from __future__ import annotations

import dataclasses

import pytest

from engines import coach as shared
from engines.evaluation import replay_sample
from engines.reason_facts import Reason, watch
from engines.watching import batch_of, imagined_games
from widgets.games import GAMES

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


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.key)
def test_a_rows_watch_is_played_again_to_the_endings_it_names(info):
    coach = info.part(info.coach)
    observation, seat = _decision(info)
    best, played = _two_moves(coach, observation, seat)
    values = coach.review_evaluate(observation, seat, 2, seed=SEED)
    values = [next(e for e in values if str(e.action) == str(best))] + [e for e in values if str(e.action) != str(best)]
    judging = shared.Judging(coach.review_evaluate, coach.review_reason, 1, SEED,
                             shared.Resolution(target=1e-9, first=1, growth=2.0, cap=4))
    row = shared.rate(observation, seat, values, str(played), judging)
    assert len(row.looks) > 1 and sum(n for _, n in row.looks) == row.fresh[0].playouts
    by_text = {str(e.action): e for e in row.fresh}
    seen = watch(by_text[row.played], by_text[row.best])
    row = dataclasses.replace(row, reason=Reason(row.played, row.best, (), seen))
    imagined = imagined_games(row, coach.review_playout)
    assert (imagined.played_ending, imagined.best_ending) == (seen.played, seen.best)
    assert imagined.played != imagined.best  # each move's own game, played on from the same deal


def test_a_sample_index_counts_through_the_batches():
    looks = ((11, 2), (22, 3))
    assert [batch_of(looks, i) for i in range(5)] == [(11, 0), (11, 1), (22, 0), (22, 1), (22, 2)]
    with pytest.raises(ValueError, match="beyond the 5 samples"):
        batch_of(looks, 5)
