"""Kirin bots: legal choices only, observation only, the stronger bot wins, hints come fast."""

from __future__ import annotations

import time

import pytest

from engines import kirin
from engines.kirin.bots import MonteCarloBot, RandomBot

from bot_checks import legal_game


def play_game(bots, seed: int) -> kirin.State:
    """Play one game with one bot per seat, checking every choice is legal."""
    return legal_game(kirin.new_game(4, seed=seed), bots)


def test_bots_only_use_legal_actions():
    bots = [RandomBot(1), MonteCarloBot(2, samples=6), RandomBot(3), MonteCarloBot(4, samples=6)]
    for seed in range(3):
        state = play_game(bots, seed)
        assert len(state.round_points()) == 3


def test_random_bot_is_reproducible():
    first = play_game([RandomBot(s) for s in range(4)], 5).log()
    again = play_game([RandomBot(s) for s in range(4)], 5).log()
    assert first == again


def test_stronger_bot_beats_random():
    games = 16
    share = 0.0
    hero_points = other_points = 0
    for game in range(games):
        hero = game % 4
        bots = [RandomBot(100 + 4 * game + s) for s in range(4)]
        bots[hero] = MonteCarloBot(game, samples=8)
        state = play_game(bots, 1000 + game)
        winners = state.winners()
        if hero in winners:
            share += 1 / len(winners)
        scores = state.scores()
        hero_points += scores[hero]
        other_points += sum(scores) - scores[hero]
    # A random seat wins a quarter of the games; the Monte Carlo bot wins most of them.
    assert share / games >= 0.6, f"won only {share:.1f} of {games} games"
    assert hero_points / games > 1.5 * other_points / (3 * games)


def test_bot_sees_only_the_observation():
    # Two deals that look the same from seat 1 (same hand, same table) but differ in the others' hands.
    a = kirin.position(["Q2 Q3", "S1 S5 B6", "B2 B3 X5", "X1 X2 Q4"], ["QT", "ST", "BT", "XT"], trick="Q1")
    b = kirin.position(["X2 Q3", "S1 S5 B6", "Q4 B3 X5", "X1 B2 Q2"], ["QT", "ST", "BT", "XT"], trick="Q1")
    obs_a, obs_b = a.observation(1), b.observation(1)
    assert obs_a == obs_b
    choice_a = MonteCarloBot(7, samples=20).choose_with_reason(obs_a, a.legal_actions(1))
    choice_b = MonteCarloBot(7, samples=20).choose_with_reason(obs_b, b.legal_actions(1))
    assert choice_a == choice_b


def test_bot_uses_what_the_follow_rule_revealed():
    # Seat 1 followed B4 with X6, which is not a forcing card (KI-4): so it holds no card that is.
    state = kirin.position(["S2 S3", "X1 X2", "Q5 S6 S1", "QK+ SK- Q6"], ["QT", "ST", "BT", "XT"],
                           trick="B4 X6", leader=0)
    obs = state.observation(2)
    forcing = {c for c in kirin.DECK if kirin.is_forcing(c, "B4", "ascending")}
    bot = MonteCarloBot(3, samples=30)
    for hands in bot._worlds(obs):
        assert not {c for c in kirin.DECK if hands[1] >> c.id & 1} & forcing
        assert [h.bit_count() for h in hands] == obs["hand_sizes"]


@pytest.mark.parametrize("phase", ["declare", "play"])
def test_hint_is_fast_and_gives_a_reason(phase):
    state = kirin.new_game(4, seed=21)
    if phase == "play":
        for seat in range(4):
            state.apply(seat, state.legal_actions(seat)[0])
    seat = state.to_act()[0]
    bot = MonteCarloBot(1)  # default strength, as the hint button uses it
    start = time.process_time()  # CPU time: other work on a shared machine does not count
    action, reason = bot.choose_with_reason(state.observation(seat), state.legal_actions(seat))
    elapsed = time.process_time() - start
    assert elapsed < 0.2, f"hint took {elapsed:.3f} s"
    assert action in state.legal_actions(seat)
    assert str(action.card) in reason and "on average" in reason


def test_forced_card_hint_explains_the_follow_rule():
    state = kirin.position(["Q1", "S5 X3", "B1 B2", "X1 X2"], ["QT", "ST", "BT", "XT"], trick="B4", leader=0)
    legal = state.legal_actions(1)
    assert [str(a) for a in legal] == ["play S5"]
    action, reason = MonteCarloBot(1).choose_with_reason(state.observation(1), legal)
    assert action == legal[0]
    assert "The led card is B4" in reason and "S5, which is a stronger beast with a higher rank" in reason


def test_the_rule_of_thumb_bot_plays_legal_cards_by_its_habits():
    """Last to play, it wins the trick with its cheapest winning card when one of its legal cards wins
    (the engine names the winner); it declares a card of the beast it holds most of (KI-7)."""
    from engines.kirin.bots import RandomBot, RuleOfThumbBot
    from engines.kirin.cards import BEAST_MASK, CARDS, mask_of
    from engines.kirin.rules import WIN_KEY, trick_outcome

    checked = 0
    for seed in range(20):
        state = kirin.new_game(4, seed=seed)
        bots = [RuleOfThumbBot(s) if s % 2 else RandomBot(seed + s) for s in range(4)]
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            mine = RuleOfThumbBot().choose(state.observation(seat), legal)
            assert mine in legal
            if state.phase == "declare":
                hand = mask_of([a.card for a in legal])
                most = max((hand & m).bit_count() for m in BEAST_MASK)
                assert (hand & BEAST_MASK[CARDS[mine.card.id].beast]).bit_count() == most
            elif len(state.trick) == 3:
                winners = [a for a in legal
                           if trick_outcome(state.trick + [a.card.id], state.order)[0] == 3]  # KI-5: the fourth card wins
                if winners:
                    keys = WIN_KEY[state.order]
                    assert mine in winners and keys[mine.card.id] == min(keys[a.card.id] for a in winners)
                    checked += 1
            state.apply(seat, bots[seat].choose(state.observation(seat), legal))
    assert checked > 50


def test_the_standard_bots_quick_playout_plays_the_round_as_the_engine_does():
    """``bots.playout`` (the Standard bot's imagined rest of a round, on masks) against the engine: from
    1,000+ seeded positions, the same random picks among the legal cards give the same cards won (KI-4 to KI-6)."""
    import random

    from engines.kirin.bots import RandomBot, playout

    rules = kirin.Rules(rounds=1)
    checked = 0
    for seed in range(60):
        state = kirin.new_game(4, seed=seed, rules=rules)
        walkers = [RandomBot(seed * 4 + s) for s in range(4)]
        while not state.is_over():
            seat = state.to_act()[0]
            if state.phase == "play":
                me = seed % 4
                fast_rng, slow_rng = random.Random(seed * 100 + checked), random.Random(seed * 100 + checked)
                won = playout(list(state.hands), state.leader, list(state.trick), state.order, me, fast_rng.random)
                engine = state.clone()
                while not engine.is_over():
                    who = engine.to_act()[0]
                    legal = engine.legal_actions(who)
                    engine.apply(who, legal[int(slow_rng.random() * len(legal))])
                before = state.won[me]
                assert won == engine.won[me] & ~before
                checked += 1
            legal = state.legal_actions(seat)
            state.apply(seat, walkers[seat].choose(state.observation(seat), legal))
    assert checked >= 1000
