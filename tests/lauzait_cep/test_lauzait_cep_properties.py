"""Lauzait Cep! properties under random play (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import assume, given, settings, strategies as st_

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


# ----- LC-11: whether a seat could declare is its own secret -------------------------------------

def _after_hire_position(players: int, seed: int, skip: int):
    """A random game played to a seat's ``skip``-th end of a hire with no department revealed."""
    found = 0
    for state in _random_steps(players, seed, 3000):
        if state.phase == "after hire" and not state.revealed[state.turn]:
            found += 1
            if found > skip:
                return state
    return None


def _with_concealed(state, codes: list[int]):
    """The same position with the acting seat's concealed pieces replaced by ``codes``; the
    pieces taken out go face down, where nobody sees them either (so the box stays whole)."""
    data = state.to_position_json()
    setup, turn = data["setup"], state.turn
    pool = Counter(setup["hidden"][turn]) + Counter(setup["face_down"])
    pool.subtract(Counter(codes))
    assert min(pool.values()) >= 0
    setup["hidden"][turn] = sorted(codes)
    setup["face_down"] = sorted(pool.elements())
    return lc.position_from_json(data)


def _complete_hand(pool: Counter, numbers, rng: random.Random):
    """Nine pieces of ``pool`` that split into three departments, or None."""
    from engines.lauzait_cep.rules import department_values

    for _ in range(20):
        departments = list(department_values(numbers))
        rng.shuffle(departments)
        left, hand = Counter(pool), []
        for dept in departments:
            need = Counter(dept)
            while all(left[c] >= k for c, k in need.items()) and len(hand) < 9:
                left.subtract(need)
                hand += dept
        if len(hand) == 9:
            return hand
    return None


def _views(state, seat: int):
    """Everything ``seat`` can learn of the game: its observation, who acts, its log, its actions."""
    return state.observation(seat), state.to_act(), state.visible_log(seat), state.legal_actions(seat)


@settings(max_examples=25, deadline=None)
@given(players=st_.integers(2, 4), seed=st_.integers(0, 10**6), skip=st_.integers(0, 6))
def test_LC11_others_cannot_tell_a_complete_concealed_hand_from_an_incomplete_one(players, seed, skip):
    """Swap the acting seat's concealed pieces for a complete hand, then for an incomplete one
    of the same size: no other seat sees any difference, before or after the seat plays on."""
    state = _after_hire_position(players, seed, skip)
    assume(state is not None)
    rng = random.Random(seed)
    turn = state.turn
    size = len(state.hidden[turn])
    pool = Counter(state.hidden[turn]) + Counter(state.face_down)
    complete = _complete_hand(pool, state.numbers, rng) if size == 9 else None
    assume(complete is not None)
    for _ in range(50):
        incomplete = rng.sample(list(pool.elements()), size)
        if not _with_concealed(state, incomplete).can_declare(turn):
            break
    can, cannot = _with_concealed(state, complete), _with_concealed(state, incomplete)
    assert can.can_declare(turn) and not cannot.can_declare(turn)
    assert lc.DECLARE in can.legal_actions(turn) and lc.DECLARE not in cannot.legal_actions(turn)
    others = [s for s in range(players) if s != turn]
    for seat in others:
        assert _views(can, seat) == _views(cannot, seat)
    can.apply(turn, lc.END_DAY)      # the seat that could declare says nothing ...
    cannot.apply(turn, lc.END_DAY)   # ... and the one that could not plays on
    for seat in others:
        assert _views(can, seat) == _views(cannot, seat)
