"""Lauzait Cep! properties under random play (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings, strategies as st_

from engines import lauzait_cep as lc
from engines.lauzait_cep.pieces import piece_set

SETTINGS = settings(max_examples=12, deadline=None)


def _all_pieces(state) -> Counter:
    """Every piece of the state wherever it is: hands, departments, board, face down, luminous."""
    found = Counter(c for h in state.hidden for c in h)
    found.update(p.code for r in state.revealed for d, _ in r for p in d)
    found.update(c for c in state.board if c >= 0)
    found.update(state.face_down)
    if state.luminous >= 0:
        found[state.luminous] += 1
    return found


def _random_steps(players, seed, steps, luminous=False):
    """Yield the state after each of up to ``steps`` random actions."""
    state = lc.new_game(players, seed=seed, rules=lc.Rules(luminous=luminous))
    chooser = random.Random(seed)
    yield state
    for _ in range(steps):
        if state.is_over():
            return
        seat = state.to_act()[0]
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
        yield state


@SETTINGS
@given(players=st_.integers(2, 4), seed=st_.integers(0, 10**6), luminous=st_.booleans())
def test_pieces_are_conserved(players, seed, luminous):
    expected = Counter(piece_set(players))
    for state in _random_steps(players, seed, 400, luminous):
        assert _all_pieces(state) == expected
        assert sum(len(h) for h in state.hidden) + 3 * sum(map(len, state.revealed)) \
            == 9 * players - (1 if state.phase == "move" else 0)


@SETTINGS
@given(players=st_.integers(2, 4), seed=st_.integers(0, 10**6))
def test_exactly_one_empty_square_between_days(players, seed):
    for state in _random_steps(players, seed, 400):
        empty = state.board.count(-1)
        if state.phase == "move":
            assert empty == 0  # the discard filled the empty square; the move frees one
        else:
            assert empty == 1 and state.board[state.empty] == -1


@SETTINGS
@given(players=st_.integers(2, 4), seed=st_.integers(0, 10**6))
def test_a_refund_equals_the_bonus_received(players, seed):
    received: dict = {}
    previous = None
    for state in _random_steps(players, seed, 1500):
        if previous is not None:
            for event in state.events[previous:]:
                if event.kind == "form":
                    seat, dept, _, bonus = event.data
                    assert bonus == lc.department_bonus(dept)
                    received.setdefault((seat, dept), []).append(bonus)
                elif event.kind == "dissolve":
                    seat, dept, refund = event.data
                    assert refund == received[seat, dept].pop() == lc.refund(dept)
                elif event.kind == "season":
                    received.clear()
        previous = len(state.events)
