"""Kirin's endgame solver: its lines are the engine's own (legal cards, the same tricks and scores), its choices
are the best for the seat choosing, and the coach bot plays it only in the last tricks."""

from __future__ import annotations

import pytest

from engines import kirin
from engines.kirin import coach
from engines.kirin.bots import RandomBot
from engines.kirin.endgame import Solver, cards_left, position_of
from engines.kirin.rules import PLAY

SHORT = kirin.Rules(rounds=1)


def _positions(seed: int, most: int, rules=None):
    """Every play-phase state of a random game with at most ``most`` cards in a hand."""
    state = kirin.new_game(4, seed=seed, rules=rules)
    bots = [RandomBot(seed * 10 + s) for s in range(4)]
    while not state.is_over():
        if state.phase == PLAY and cards_left(state) <= most:
            yield state.clone()
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))


def test_a_solved_line_is_legal_and_scores_as_the_engine_scores_it():
    """Over 1,400 positions of random games (the last three tricks, every seat as the coach, last rounds and
    earlier ones): each solved card is legal in the engine, and the round's points the engine gives when the
    line is played through it are those the solver found."""
    checked = 0
    for seed in range(60):
        rules = SHORT if seed % 2 else None
        for at, state in enumerate(_positions(seed, 3, rules)):
            solver = Solver(state, (seed + at) % 4)
            expected = solver.value(position_of(state))[0]
            before = [(state.won[s] & solver.scoring[s]).bit_count() for s in range(4)]
            rnd = state.round
            while state.phase == PLAY and state.round == rnd:
                card = solver.value(position_of(state))[1]
                legal = state.legal_actions(state.turn)
                assert card in [a.card.id for a in legal]
                state.apply(state.turn, next(a for a in legal if a.card.id == card))
            points = state.history[-1][1]
            assert tuple(p - b for p, b in zip(points, before)) == expected
            checked += 1
    assert checked >= 1400


def _brute(state, solver, rnd: int, before: tuple) -> tuple:
    """The solver's reading (see engines.kirin.endgame) by plain recursion through the engine's own steps:
    the points each seat wins from ``state`` to the end of round ``rnd`` (``before``: what they had won)."""
    if state.phase != PLAY or state.round != rnd:
        return tuple(p - b for p, b in zip(state.history[-1][1], before))
    seat = state.turn
    best = key = None
    for action in state.legal_actions(seat):
        after = state.clone()
        after.apply(seat, action)
        points = _brute(after, solver, rnd, before)
        goal = solver.goal(points)
        mine = goal if seat == solver.seat else (points[seat], -goal[0], -goal[1])
        if best is None or mine > key:
            best, key = points, mine
    return best


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_each_seat_plays_its_best_as_a_plain_search_through_the_engine_finds_it(seed):
    """The memoised solver agrees with a plain search over the engine's states (two tricks left: quick)."""
    checked = 0
    for at, state in enumerate(_positions(seed, 2, SHORT if seed % 2 else None)):
        solver = Solver(state, at % 4)
        before = tuple((state.won[s] & solver.scoring[s]).bit_count() for s in range(4))
        assert _brute(state.clone(), solver, state.round, before) == solver.value(position_of(state))[0]
        checked += 1
    assert checked >= 8


def test_the_coach_bot_solves_only_the_last_tricks_and_plays_a_legal_card():
    bot = coach.CoachBot(seed=2, budget=4)
    seen = 0
    for state in _positions(8, 8, SHORT):
        seat = state.turn
        legal = state.legal_actions(seat)
        if len(legal) < 2:
            continue
        action, why = bot.choose_with_reason(state.observation(seat), legal)
        assert action in legal and why
        seen += 1
    assert seen >= 10


def test_the_endgame_values_come_from_the_same_worlds_as_evaluate():
    for state in _positions(11, 3, SHORT):
        if state.hands[state.turn].bit_count() == 3 and len(state.legal_actions(state.turn)) > 1:
            break
    seat = state.turn
    values = coach.endgame_evaluate(state.observation(seat), seat, 6, seed=5)
    assert sorted(str(e.action) for e in values) == sorted(str(a) for a in state.legal_actions(seat))
    assert all(e.playouts == 6 for e in values)
    assert values == sorted(values, key=lambda e: e.key, reverse=True)
    again = coach.endgame_evaluate(state.observation(seat), seat, 6, seed=5)
    assert [e.outcomes for e in again] == [e.outcomes for e in values]
