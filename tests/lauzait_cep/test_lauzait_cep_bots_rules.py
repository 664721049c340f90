"""The ChancellorBot's quick rule checks against the engine's own (rules written once, fast paths checked)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines import lauzait_cep as lc
from engines.lauzait_cep.bots import ChancellorBot, _bonus, _View, completable
from engines.lauzait_cep.pieces import TOKENS, piece_set
from engines.lauzait_cep.rules import codes_split, department_bonus, department_values, joker_numbers


@pytest.mark.parametrize("players,rules", [(4, lc.Rules()), (3, lc.Rules()), (2, lc.Rules(jokers_for_removed=False))])
def test_completable_nine_pieces_is_the_engines_split(players, rules):
    # The bot's search over departments (LC-5) says a hand of nine pieces makes three
    # departments exactly when the engine's split does (LC-7), jokers wild (LC-T1 variant too).
    numbers = joker_numbers(players, rules)
    box = piece_set(players)
    rng = random.Random(players)
    splitting = 0
    for _ in range(4000):
        hand = rng.sample(box, 9)
        if rng.random() < 0.5:  # hands near a split are the interesting ones: build one, then perturb it
            hand = _near_split(rng, box, numbers)
        expected = codes_split(hand, numbers[0])
        assert completable(hand, [], 3, numbers) == expected, sorted(hand)
        splitting += expected
    assert splitting > 500


def _near_split(rng: random.Random, box: list[int], numbers: tuple[int, ...]) -> list[int]:
    """Nine pieces from the box: three departments drawn at random, one piece sometimes swapped."""
    left = Counter(box)
    hand: list[int] = []
    for values in rng.sample(department_values(numbers), 3):
        for v in values:
            if left[v]:
                left[v] -= 1
                hand.append(v)
            elif left[20]:
                left[20] -= 1
                hand.append(20)
    while len(hand) < 9:
        hand.append(rng.choice(list(left.elements())))
        left[hand[-1]] -= 1
    if rng.random() < 0.5:
        hand[rng.randrange(9)] = rng.choice(list(left.elements()))
    return hand


def test_the_bots_form_bonus_and_view_are_the_engines():
    # _bonus is the engine's LC-5 bonus; the view reads the seat's own pieces and the board only.
    checked = 0
    for seed in range(1, 6):
        state = lc.new_game(3, seed=seed)
        bots = [ChancellorBot(seed * 10 + s) for s in range(3)]
        for _ in range(400):
            if state.is_over():
                break
            seat = state.to_act()[0]
            observation, legal = state.observation(seat), state.legal_actions(seat)
            view = _View(observation)
            assert sorted(TOKENS[c] for c in view.hand) == sorted(observation["hand"])
            assert [TOKENS[c] if c >= 0 else None for c in view.board] == observation["board"]
            for action in legal:
                if isinstance(action, lc.Form):
                    assert _bonus(action) == department_bonus(action.pieces)
                    checked += 1
            state.apply(seat, bots[seat].choose(observation, legal))
    assert checked >= 10
