"""Playouts on both cores: a process pool gives the figures of one process at the same seed, in every game."""

from __future__ import annotations

import copy
import functools
import importlib
import random
import sys

import pytest

from engines import InvalidInput, cores
from engines import coach as shared
from engines.evaluation import chunks_of
from engines.second_look import Resolution
from tests.coach_checks import random_decisions, random_game
from widgets.games import GAMES, KEYS, game


def table_of(key: str) -> int:
    """The table each game's choices are valued at: three players where the game allows it, else its smallest."""
    players = game(key).players
    return 3 if 3 in players else min(players)


def reviewed_table(key: str) -> int:
    """The table of each game's whole review: its smallest (a review of a larger one takes minutes)."""
    return min(game(key).players)


ONE = GAMES[-1].key
"""The game of the tests that need one game's choices (any serves)."""
SEED = 910_005
QUICK = Resolution(first=2, cap=4)
"""A second look cut short, so that a whole review stays quick: the same for one process and the pool."""


def coach_of(key: str):
    """The game's coach module."""
    return importlib.import_module(f"engines.{key}.coach")


def decisions_with_choice(key: str, most: int = 2) -> list[tuple[dict, int]]:
    """``(observation, seat)`` at the first ``most`` decisions of a random game with at least three legal moves."""
    found = []
    for state, seat in random_decisions(importlib.import_module(f"engines.{key}"), table_of(key), SEED):
        if len(state.legal_actions(seat)) >= 3:
            found.append((state.observation(seat), seat))
            if len(found) == most:
                break
    return found


def figures(values) -> list[tuple]:
    """An evaluation's figures, in order: each action with its playouts' outcomes."""
    return [(str(e.action), e.outcomes) for e in values]


def row_figures(rows) -> list[tuple]:
    """A review's rows with every figure they show, the evaluations' outcomes included."""
    return [(row, figures(row.evaluations), figures(row.fresh)) for row in rows]


@pytest.mark.parametrize("key", KEYS)
def test_the_pool_gives_the_figures_of_one_process(key):
    """Every game's evaluate and review_evaluate: the same actions, outcomes and order with two processes."""
    coach = coach_of(key)
    for observation, seat in decisions_with_choice(key):
        for evaluate in {coach.evaluate, coach.review_evaluate}:
            alone = evaluate(observation, seat, 6, seed=31)
            assert figures(evaluate(observation, seat, 6, seed=31, workers=2)) == figures(alone)
            assert [e.playouts for e in alone] == [6] * len(alone)


@pytest.mark.parametrize("key", KEYS)
def test_the_pool_gives_the_same_whole_review(key):
    """A whole review of a finished game, its evaluate in two processes: the same rows, figures and reasons."""
    coach = coach_of(key)
    state = random_game(importlib.import_module(f"engines.{key}"), reviewed_table(key), SEED)

    def review(workers: int) -> list:
        evaluate = functools.partial(coach.review_evaluate, workers=workers)
        return list(shared.review(state, 0, evaluate, coach.review_reason, 2, seed=7, resolution=QUICK))

    alone = review(1)
    assert alone and row_figures(review(2)) == row_figures(alone)


def test_stop_and_the_time_limit_end_the_pool_after_a_run_of_whole_samples():
    """Stopped at once, the pool still plays a run of samples (at least one), and its figures are those of one
    process asked for that many; progress counts every sample played."""
    coach = coach_of(ONE)
    (observation, seat), = decisions_with_choice(ONE, 1)
    counted: list[int] = []
    for options in ({"stop": lambda: True}, {"time_limit": 0.0}):
        counted.clear()
        cut = coach.evaluate(observation, seat, 40, seed=3, workers=2, progress=lambda done, total: counted.append(done),
                             **options)
        played = cut[0].playouts
        assert 1 <= played < 40 and counted == list(range(1, played + 1))
        assert figures(cut) == figures(coach.evaluate(observation, seat, played, seed=3))


@pytest.mark.parametrize("workers", [0, -1, True, "2", 2.0, None, cores.MOST_WORKERS + 1])
def test_a_refused_worker_count_says_what_is_allowed_and_changes_nothing(workers):
    """A worker count that is not a whole number from 1 to the most is refused before any sample is drawn."""
    cores.shutdown()
    drawn: list = []
    coach = coach_of(ONE)
    (observation, seat), = decisions_with_choice(ONE, 1)

    def sample(*args):
        drawn.append(args)
        return coach.sample(*args)

    with pytest.raises(ValueError) as refused:
        shared.evaluate(sample, coach.rollout_bots, observation, seat, 4, workers=workers)
    assert isinstance(refused.value, InvalidInput)
    assert "workers is a whole number of processes from 1" in str(refused.value)
    assert drawn == [] and cores._pool is None
    with pytest.raises(InvalidInput):
        coach.evaluate(observation, seat, 4, workers=workers)


def test_a_closure_that_cannot_reach_another_process_is_refused_in_words():
    """A finish that does not pickle is named, with what would do instead, before any playout."""
    coach = coach_of(ONE)
    (observation, seat), = decisions_with_choice(ONE, 1)

    def finish(state, who, seed):
        return coach.finish(state, who, seed)

    with pytest.raises(ValueError, match="sends finish to other processes, so it must pickle"):
        shared.evaluate(coach.sample, coach.rollout_bots, observation, seat, 4, finish=finish, workers=2)


def test_where_no_process_can_start_the_work_stays_in_this_one(monkeypatch):
    """In Pyodide (``sys.platform == "emscripten"``) no pool starts, and the figures are the same."""
    cores.shutdown()
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert cores.start_method() is None and cores.pool(2) is None
    coach = coach_of(GAMES[0].key)
    (observation, seat), = decisions_with_choice(GAMES[0].key, 1)
    assert figures(coach.evaluate(observation, seat, 4, seed=2, workers=2)) == figures(
        coach.evaluate(observation, seat, 4, seed=2))
    assert cores._pool is None


def test_one_pool_is_kept_and_replaced_only_for_another_size():
    """The pool is started once per size asked and kept; a pool inherited from a parent process is not used."""
    first = cores.pool(2)
    assert first is not None and cores.pool(2) is first
    other = cores.pool(3)
    assert other is not first and cores.pool(3) is other
    cores.shutdown()
    assert cores._pool is None


@pytest.mark.parametrize("key", KEYS)
def test_a_sample_depends_on_its_seed_alone(key):
    """A worker draws its samples afresh: the same seed gives the same world, and the observation is unchanged."""
    coach = coach_of(key)
    for observation, seat in decisions_with_choice(key):
        kept = copy.deepcopy(observation)
        worlds = [coach.sample(observation, seat, random.Random(5)).to_json() for _ in range(2)]
        assert worlds[0] == worlds[1] and observation == kept


def test_the_runs_cover_every_sample_once_in_order():
    """However the samples are split among the workers, each is played once and they come back in order."""
    for budget in (1, 2, 7, 12, 64, 100):
        for workers in (2, 3):
            assert [i for run in chunks_of(budget, workers) for i in run] == list(range(budget))
