"""The coach's search (engines/race.py): a race over every legal action by sequential halving on paired samples.

The tests race a toy game whose actions' win chances are set by the test; a real game's case is in
tests/dragon_egg/test_dragon_egg_race.py.
"""

from __future__ import annotations

import random
from typing import Any, Optional, Sequence

import pytest


from engines import coach
from engines.race import RACE_SEEDS, SPEND, Race, race, schedule
from widgets.games import GAMES, KEYS
from widgets.testing import bot_game


def toy(chances: Sequence[float], demoted: Sequence[int] = (), calls: Optional[list] = None):
    """An evaluate for a toy game: action ``k`` wins a sample with chance ``chances[k]``, drawn from the seed, the
    sample and the action (so a call repeats for a seed); ``demoted`` actions are ranked last whatever their value,
    as a game's own rule may; each call is written to ``calls``."""

    def evaluate_one(observation: dict, seat: int, budget: int, *, seed: int = 0, time_limit: Optional[float] = None,
                     actions: Optional[Sequence[int]] = None, **extra: Any) -> list[coach.Evaluation]:
        """Every asked action over ``budget`` samples, best first (``demoted`` ones last)."""
        asked = list(range(len(chances))) if actions is None else list(actions)
        values = []
        for k in asked:
            outcomes = []
            for i in range(budget):
                win = 1.0 if random.Random(f"{seed} {i} {k}").random() < chances[k] else 0.0
                outcomes.append((2 * win - 1, win))
            values.append(coach.evaluation_of(k, outcomes))
        if calls is not None:
            calls.append({"budget": budget, "seed": seed, "actions": actions, "extra": extra, "values": values})
        ranked = sorted(values, key=lambda e: e.key, reverse=True)
        return sorted(ranked, key=lambda e: e.action in demoted)

    return evaluate_one


CHANCES = [0.5] + [0.42] * 5 + [0.35] * 14


def test_the_schedule_halves_to_the_last_two():
    assert schedule(45) == [23, 12, 6, 3, 2]
    assert schedule(6) == [3, 2]
    assert schedule(2) == [2]
    assert schedule(1) == [] and schedule(6, spend=1) == []


def test_a_race_is_the_same_for_a_seed_and_returns_every_action():
    one = race(toy(CHANCES), {}, 0, 12, seed=5)
    two = race(toy(CHANCES), {}, 0, 12, seed=5)
    assert isinstance(one, Race)
    assert [(e.action, e.outcomes) for e in one.evaluations] == [(e.action, e.outcomes) for e in two.evaluations]
    assert (one.tied, one.rounds, one.playouts, one.settled) == (two.tied, two.rounds, two.playouts, two.settled)
    assert sorted(e.action for e in one.evaluations) == list(range(len(CHANCES)))
    assert one.top is one.evaluations[0]


def test_round_zero_is_the_first_look_and_later_rounds_meet_fresh_paired_samples():
    calls: list = []
    found = race(toy(CHANCES, calls=calls), {}, 0, 12, seed=7, workers=2)
    first = toy(CHANCES)({}, 0, 12, seed=7)
    assert calls[0]["seed"] == 7 and calls[0]["actions"] is None and calls[0]["budget"] == 12
    assert found.first.action == first[0].action and found.first.outcomes == first[0].outcomes
    assert [c["seed"] for c in calls[1:]] == [7 + r * RACE_SEEDS for r in range(1, len(calls))]
    assert all(c["extra"] == {"workers": 2} for c in calls)  # extra keywords reach every call
    sizes = [len(c["actions"]) for c in calls[1:]]
    assert sizes == schedule(len(CHANCES))[:len(sizes)]
    assert found.playouts <= SPEND * 12 * len(CHANCES) and found.rounds == len(calls)
    for e in found.evaluations:  # every action carries all it met, batch after batch in the order played
        met = [v for c in calls for v in c["values"] if v.action == e.action]
        assert e.outcomes == tuple(o for v in met for o in v.outcomes)
    top, runner = found.evaluations[:2]
    assert len(top.outcomes) == len(runner.outcomes) > 12  # the last two met the same samples, paired


def test_the_race_never_puts_an_action_the_game_ranks_last_on_top():
    chances = [0.9, 0.5, 0.45, 0.4, 0.3, 0.2]
    for seed in range(10):
        found = race(toy(chances, demoted=[0]), {}, 0, 12, seed=seed)
        assert found.top.action != 0
        assert found.evaluations[-1].action == 0 or 0 not in [e.action for e in found.evaluations[:2]]


def test_a_clear_top_stops_the_race_at_the_first_look():
    chances = [0.99, 0.01, 0.01]
    found = race(toy(chances), {}, 0, 12, seed=1)
    assert found.rounds == 1 and found.settled and found.tied == ()
    assert found.top.action == 0 and found.playouts == 36


def test_stop_ends_the_race_after_its_first_look_and_tied_names_the_moves_not_told_apart():
    found = race(toy(CHANCES), {}, 0, 12, seed=3, stop=lambda: True)
    assert found.rounds == 1 and found.playouts == 12 * len(CHANCES)
    even = race(toy([0.5, 0.5]), {}, 0, 12, seed=3)
    assert even.rounds == 2 and even.tied == (str(even.evaluations[1].action),) and not even.settled


def test_the_race_finds_the_best_action_more_often_than_the_first_look():
    first = raced = 0
    for seed in range(60):
        found = race(toy(CHANCES), {}, 0, 12, seed=seed)
        first += found.first.action == 0
        raced += found.top.action == 0
    assert raced > first + 6, (first, raced)


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_a_coach_with_spend_one_plays_the_first_look_alone(info, monkeypatch):
    """``CoachBot.SPEND`` reaches every game's race: 1 is the Coach before the race (the tournaments' old arm)."""
    asked: list = []
    real = coach.race

    def spy(*args, **kwargs):
        found = real(*args, **kwargs)
        asked.append((kwargs.get("spend"), found.rounds))
        return found

    monkeypatch.setattr(coach, "race", spy)
    old = type("OldCoach", (info.bot_class("Coach"),), {"SPEND": 1})(seed=1, budget=2)
    state = bot_game(info, seed=5, until=lambda s: True)
    for _ in range(40):  # the Coach plays every seat until it races once (some choices are its rules' alone)
        seat = state.to_act()[0]
        state.apply(seat, old.choose(state.observation(seat), state.legal_actions(seat)))
        if asked:
            break
    assert asked == [(1, 1)]
