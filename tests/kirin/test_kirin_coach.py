"""Kirin's coach: honest samples (only the observation, exactly uniform), evaluations, the coach bot, reviews."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from coach_checks import FIGURES, random_game, reasons_follow_a_random_review, second_look

from engines import coach as shared
from engines import kirin
from engines.core import SEAT_NAMES
from engines.kirin import coach, reasons
from engines.kirin.bots import RandomBot
from engines.kirin.cards import CARDS, ids_of, mask_of
from engines.kirin.reasons import TrickFor
from widgets.reason_words import reason_text

SHORT = kirin.Rules(rounds=1)


def _states(seed: int, rules=None):
    """Every state of a game played by random bots, from the deal to the end."""
    state = kirin.new_game(4, seed=seed, rules=rules)
    bots = [RandomBot(seed * 10 + s) for s in range(4)]
    yield state.clone()
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
        yield state.clone()


def play_turns(first_seed: int, games: int):
    """``(state, seat, observation)`` at every turn of the play phase in ``games`` short games from ``first_seed``."""
    for seed in range(games):
        for real in _states(first_seed + seed, SHORT):
            if real.is_over() or real.phase != "play":
                continue
            seat = real.to_act()[0]
            yield real, seat, real.observation(seat)


def led_cards(games: int):
    """``(observation, seat, action)`` for every card that may lead a trick in ``games`` short games."""
    for real, seat, observation in play_turns(700, games):
        if not real.trick:
            for action in real.legal_actions(seat):
                yield observation, seat, action


def stoppers(card, observation) -> list:
    """The unseen cards after which, played after ``card``, the engine keeps the order in force."""
    from engines.kirin.rules import order_after

    return [CARDS[i] for i in ids_of(reasons.unseen_mask(observation))
            if order_after([card, CARDS[i]], observation["order"]) == observation["order"]]


def _hidden(state, seat: int) -> tuple:
    """What ``seat`` cannot see: the other hands and declarations."""
    return tuple((state.hands[s], state.declared[s]) for s in range(4) if s != seat)


def unseen_of_beast(state, seat: int) -> int:
    """How many cards of ``seat``'s declared beast it has not seen: in the other hands and the others' face-down
    declarations (KI-7)."""
    from engines.kirin.rules import scoring_mask

    hidden = 0
    for s in range(4):
        if s != seat:
            hidden |= state.hands[s] | (1 << state.declared[s])
    return scoring_mask(hidden, state.declared[seat]).bit_count()


# ----- the sample is honest ------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2])
def test_sample_shows_exactly_the_observation_loads_and_keeps_the_legal_actions(seed):
    # Every state of a seeded game, from every seat: declarations in progress, tricks, the end.
    for number, real in enumerate(_states(seed)):
        for seat in range(4):
            observation = real.observation(seat)
            world = coach.sample(observation, seat, random.Random(number * 4 + seat))
            assert world.observation(seat) == observation
            assert [str(a) for a in world.legal_actions(seat)] == [str(a) for a in real.legal_actions(seat)]
            assert world.to_act() == real.to_act()
            if number % 5 == seat:  # loading is the slow part: a fifth of the states, every seat in turn
                assert kirin.State.position_from_json(world.to_position_json()) == world


def test_sample_loads_at_the_end_of_a_game_and_of_a_round():
    for real in _states(4):
        if real.is_over() or (real.phase == "declare" and not any(d >= 0 for d in real.declared)):
            world = coach.sample(real.observation(2), 2, random.Random(7))
            assert world.observation(2) == real.observation(2)
            assert kirin.State.position_from_json(world.to_position_json()) == world


def test_sample_is_the_same_for_a_seed_and_differs_between_seeds():
    states = list(_states(3))
    for real in states[::6]:
        for seat in range(4):
            observation = real.observation(seat)
            first = coach.sample(observation, seat, random.Random(11))
            assert first.position_json() == coach.sample(observation, seat, random.Random(11)).position_json()
            hidden = {_hidden(coach.sample(observation, seat, random.Random(s)), seat) for s in range(8)}
            if sum(observation["hand_sizes"]) - len(observation["hand"]) > 2 or not all(observation["declared"]):
                assert len(hidden) > 1, "different seeds should deal the unseen cards differently"


def test_sample_draws_its_generator_from_rng_and_never_touches_the_real_one():
    real = list(_states(5))[40]
    observation = real.observation(1)
    other = real.clone()
    other.rng = random.Random(999)  # a different real future: the sample cannot know it
    before = random.getstate()
    a = coach.sample(observation, 1, random.Random(3))
    b = coach.sample(other.observation(1), 1, random.Random(3))
    c = coach.sample(observation, 1, random.Random(4))
    assert random.getstate() == before
    assert a.rng.getstate() == b.rng.getstate() != c.rng.getstate()
    assert a.rng.getstate() != real.rng.getstate()


def test_KI4_a_player_who_did_not_follow_holds_none_of_the_forcing_cards():
    # X1 led in ascending order: the Dragon, Bird and Tiger numbers above 1, their trumps
    # and their Kirin cards would force a follower. Seat 1 followed with X2, so, seen from
    # seat 2, it holds only Q1, S1, B1 and Tortoise cards, in every sample; and each of
    # those shows up in some sample (nothing else is ruled out).
    state = kirin.position(["QK+ QK- SK+ SK- BK- XK+ XK-", "Q1 S1 B1 X3 X4 X5 X6",
                            "Q2 Q3 Q4 S2 S3 S4 B2 B3", "Q5 Q6 S5 S6 B4 B5 B6 BT"],
                           ["QT", "ST", "BK+", "XT"], trick="X1 X2", leader=0)
    observation = state.observation(2)
    allowed = mask_of("Q1 S1 B1 X3 X4 X5 X6 XT XK+ XK-".split())
    assert coach.cannot_hold(observation)[1] & allowed == 0
    held = 0
    for s in range(150):
        world = coach.sample(observation, 2, random.Random(s))
        assert world.hands[1] & ~allowed == 0
        held |= world.hands[1]
        assert world.observation(2) == observation
    assert held == allowed


def test_unseen_cards_are_dealt_exactly_uniformly():
    # Five unseen cards: seat A holds 1 (not card 0), seat B holds 2 (not cards 1, 2), one is face down.
    pool, holders, sizes, excluded = mask_of("Q1 Q2 Q3 Q4 Q5".split()), [1, 2], [1, 2], [0, 0, 0b1, 0b110]
    cards = ids_of(pool)
    valid = Counter()
    for order in itertools.permutations(cards):
        a, b, down = order[0], frozenset(order[1:3]), order[3:]
        if excluded[1] >> a & 1 or any(excluded[2] >> c & 1 for c in b):
            continue
        valid[(1 << a, sum(1 << c for c in b))] += 1
    rng = random.Random(5)
    draws = 6000
    seen = Counter()
    for _ in range(draws):
        hands, down = coach._share_unseen(pool, holders, sizes, excluded, 2, rng)
        seen[tuple(hands)] += 1
    assert set(seen) == set(valid)
    expected = draws / len(valid)
    chi2 = sum((seen[k] - expected) ** 2 / expected for k in valid)
    assert chi2 < 30, f"{len(valid)} deals, chi-square {chi2:.1f}"  # df = 8: 30 is far out in the tail


def test_a_sample_refuses_an_observation_no_game_can_show():
    observation = kirin.new_game(4, seed=1).observation(0)
    observation["hand_sizes"] = [9, 9, 9, 8]
    with pytest.raises(ValueError):
        coach.sample(observation, 0, random.Random(1))


# ----- evaluate, the coach bot, the reason ----------------------------------------------------

def _first_trick_last_to_play():
    """Seat 3 plays last to X5 X2 X3 and collects the Black Tortoise (it declared XK-); one round only.

    Against X5 in ascending order a 6, a trump or a Kirin card of a stronger beast forces
    a follower: seat 3 holds QT and BK+, so those are its two legal cards. QT (a trump)
    takes the trick and its three Tortoise cards: three points now. BK+ (no rank)
    leaves the trick to seat 0's X5, and those three points are gone for good. QT is
    clearly best. (Seats 1 and 2 followed without forcing, KI-4, so the other forcing
    cards are all in seat 0's hand or face down: every sample knows it.)
    """
    return kirin.position(["Q6 S6 ST B6 BT QK+ SK+", "Q2 Q3 Q4 Q5 S1 S3 S4", "S5 B1 B2 B3 B4 B5 XK+",
                           "QT BK+ X1 X4 X6 XT Q1 S2"], ["QK-", "SK-", "BK-", "XK-"],
                          trick="X5 X2 X3", leader=0, rules=SHORT)


def test_evaluate_values_each_legal_action_once_repeats_for_a_seed_and_finds_the_clear_best():
    state = _first_trick_last_to_play()
    observation = state.observation(3)
    first = coach.evaluate(observation, 3, 6, seed=2)
    again = coach.evaluate(observation, 3, 6, seed=2)
    assert sorted(str(e.action) for e in first) == sorted(str(a) for a in state.legal_actions(3))
    assert [(str(e.action), e.outcomes) for e in first] == [(str(e.action), e.outcomes) for e in again]
    assert str(first[0].action) == "play QT"
    assert first[0].margin > first[1].margin + 1 and first[0].win > first[1].win
    x1 = first[1]
    told = coach.reason(observation, 3, x1.action, first[0].action, first)
    (fact,) = told.facts
    assert isinstance(fact, TrickFor) and (str(fact.card), fact.winner, fact.points) == ("QT", 3, 3)
    assert fact.ends and fact.played_winner == SEAT_NAMES.index("Aiko") and str(x1.action) == "play BK+"
    sentence = reason_text(told)
    assert sentence == "QT wins the trick for you with 3 cards of your beast in it; yours leaves them to Aiko."


def test_evaluate_at_a_declaration_values_all_nine_cards():
    state = kirin.new_game(4, seed=8, rules=SHORT)
    values = coach.evaluate(state.observation(1), 1, 2, seed=1)
    assert sorted(str(e.action) for e in values) == sorted(str(a) for a in state.legal_actions(1))
    assert all(e.playouts == 2 for e in values)
    told = coach.reason(state.observation(1), 1, values[-1].action, values[0].action, values)
    assert str(told.best) == f"declare {values[0].action.card}" and "seat" not in reason_text(told).lower()


def test_coach_bot_chooses_a_legal_action_and_says_why():
    bot = coach.CoachBot(seed=4, budget=2)
    for real in list(_states(6, SHORT))[::16]:
        for seat in real.to_act():
            legal = real.legal_actions(seat)
            assert bot.choose(real.observation(seat), legal) in legal
    state = _first_trick_last_to_play()
    action, why = coach.CoachBot(seed=1, budget=3).choose_with_reason(state.observation(3), state.legal_actions(3))
    assert str(action) == "play QT" and reason_text(why).startswith("QT wins the trick for you")


def test_rollout_bots_are_the_rule_of_thumb_bot_seeded_per_seat():
    bots = coach.rollout_bots(4, 7)
    assert [b.seed for b in bots] == [7 * 31 + s for s in range(4)]
    assert all(isinstance(b, kirin.bots.RuleOfThumbBot) for b in bots)


def test_the_fast_playout_plays_exactly_as_the_rollout_bots_through_the_engine():
    """The fast path ``finish`` reads the state, the bots read observations: over 1,500 seeded
    positions (samples from random games, every phase) both play the same cards to the same end."""
    checked = 0
    for seed in range(30):
        rules = SHORT if seed % 3 else None
        for at, real in enumerate(_states(100 + seed, rules)):
            if real.is_over():
                continue
            seat = real.to_act()[0]
            world = coach.sample(real.observation(seat), seat, random.Random(seed * 1000 + at))
            fast, slow = world.clone(), world.clone()
            result = coach.finish(fast, seat, 0)
            shared.play_out(slow, coach.rollout_bots(4, 0))
            assert result == shared.outcome(slow, seat)
            assert (fast.history, fast.totals, fast.tricks) == (slow.history, slow.totals, slow.tricks)
            assert fast.log() == slow.log()
            checked += 1
    assert checked >= 1500


# ----- review ------------------------------------------------------------------------------

def test_review_rates_the_seats_real_choices_from_its_own_observation():
    states = list(_states(9, SHORT))
    game = states[-1]
    seat = 2
    record = game.to_json()
    choices = {}
    current = kirin.new_game(4, seed=9, rules=SHORT)
    for number, (who, text) in enumerate(record["moves"], 1):
        if who == seat and len(current.legal_actions(seat)) > 1:
            choices[number] = (text, current.observation(seat))
        current.apply(who, text)
    progress = []
    rows = list(coach.review(game, seat, 2, progress=lambda done, total: progress.append((done, total))))
    assert [r.move for r in rows] == list(choices)
    assert progress[-1] == (len(rows), len(rows))
    for row in rows:
        played, observation = choices[row.move]
        assert row.played == played and row.seat == seat
        assert row.observation == observation  # what the seat saw then, and nothing else
        assert shared.bands(row.label)  # a label of the review's scale, or a range of its bands
        text = reason_text(row.reason)
        assert not any(f"seat {s}" in text.lower() for s in range(4))
        assert any(name in text for name in ("you", "You", *SEAT_NAMES)) or "coach" in text


def test_review_stops_when_asked():
    game = list(_states(10, SHORT))[-1]
    rows = list(coach.review(game, 0, 1, stop=lambda: True))
    assert rows == []


def test_evaluate_values_only_the_actions_asked_on_the_same_samples():
    state = _first_trick_last_to_play()
    observation = state.observation(3)
    every = {str(e.action): e.outcomes for e in coach.evaluate(observation, 3, 4, seed=5)}
    legal = state.legal_actions(3)
    two = coach.evaluate(observation, 3, 4, seed=5, actions=[legal[-1], legal[0]])
    assert sorted(str(e.action) for e in two) == sorted(str(a) for a in (legal[0], legal[-1]))
    assert all(e.outcomes == every[str(e.action)] for e in two)


def test_review_values_a_move_that_was_not_the_coachs_again_on_fresh_samples(monkeypatch):
    """The second look: the loss of a move that was not the coach's comes from fresh samples
    (fresh seeds, only the two actions, batches from ``RESOLUTION.first`` times the budget), not from the playouts that picked the best."""
    game = list(_states(9, SHORT))[-1]
    rows, second = second_look(monkeypatch, coach, lambda: coach.review(game, 2, 2, seed=3))
    # The second look starts with a batch of RESOLUTION.first times the budget on each row where the learner
    # did not play the coach's choice; more batches follow only while the interval is not settled.
    first_batches = [c for c in second if c[0] == shared.RESOLUTION.first * 2]
    assert len(first_batches) == sum(r.played != r.best for r in rows) > 0
    assert all(actions == 2 and seed >= shared.FRESH for _, seed, actions in second)
    for row in rows:
        if row.played != row.best:
            assert row.win_loss_low <= row.win_loss <= row.win_loss_high


# ----- the reason's clauses are facts, and it follows the figures ---------------------------------

def _fake(action, outcomes):
    """An evaluation with the given ``(margin, win)`` playouts."""
    return shared.evaluation_of(action, list(outcomes))


def test_the_sentence_follows_the_figures_it_is_given():
    state = _first_trick_last_to_play()
    observation = state.observation(3)
    legal = state.legal_actions(3)
    coach_card, other = legal[0], legal[1]
    for name, (best_games, played_games) in FIGURES.items():
        values = [_fake(coach_card, best_games), _fake(other, played_games)]
        told = coach.reason(observation, 3, other, coach_card, values)
        text = reason_text(told)
        if name in ("ahead", "level"):  # the coach's ahead, beyond the noise or within it: a fact, else an ending
            assert not told.level and (told.facts or told.watch is not None) and "Nothing here" not in text
        else:  # as well, or better beyond the noise (20 of 20 against 5 of 20): no fact offered for the coach's
            assert told.level and text == "Nothing here favours the coach's move over yours."
    own = coach.reason(observation, 3, coach_card, coach_card, [_fake(coach_card, FIGURES["ahead"][0])])
    assert own.agrees and reason_text(own) == "The coach's choice too."
    level = [(0.0, 0.0)] * 10 + [(0.0, 1.0)] * 10
    richer = [_fake(coach_card, level), _fake(other, [(m + 1.5 + 0.1 * (i % 3), w) for i, (m, w) in enumerate(level)])]
    told = coach.reason(observation, 3, other, coach_card, richer)  # level in games, ahead in points beyond the noise
    assert told.level and "prefers" not in reason_text(told)


def test_each_trick_clause_is_the_engines_outcome():
    """Last to play: the winner named and the cards of the seat's beast counted (Kirin cards of the beast
    included, KI-7) are the engine's, after the card is really played; earlier, 'is ahead' is the engine's,
    and the unseen cards that would beat it are counted among the real other hands and hidden declarations."""
    from engines.kirin.cards import TOKENS
    from engines.kirin.rules import scoring_mask, trick_outcome, trick_winner

    checked = 0
    for seed in range(12):
        for real in _states(400 + seed, SHORT):
            if real.is_over() or real.phase != "play":
                continue
            seat = real.to_act()[0]
            observation = real.observation(seat)
            for action in real.legal_actions(seat):
                kind, who, points, beaten = coach.trick_effect(observation, seat, action.card.id)
                after = real.clone()
                after.apply(seat, action)
                if len(real.trick) == 3:
                    leader, cards, winner, _ = after.tricks[-1]
                    mask = sum(1 << c for c in cards)
                    assert (kind, who) == (("nobody", -1) if winner < 0 else ("won", winner))
                    assert points == scoring_mask(mask, real.declared[seat]).bit_count()
                elif real.trick:
                    ahead = trick_outcome(after.trick, real.order)[0] == len(real.trick)
                    assert (kind, who) == ("ahead", ahead)
                    assert points == scoring_mask(sum(1 << c for c in after.trick), real.declared[seat]).bit_count()
                if len(real.trick) < 3 and not (kind == "lead" and who):
                    hidden = [c for s in range(4) if s != seat for c in range(36)
                              if real.hands[s] >> c & 1 or real.declared[s] == c]
                    ahead = trick_outcome(after.trick, real.order)[0] == len(real.trick)
                    if ahead:
                        tokens = [TOKENS[c] for c in after.trick]
                        beats = sum(trick_winner(tokens + [TOKENS[c]], observation["order"]) == len(tokens) for c in hidden)
                        assert beaten == (beats, len(hidden))
                    else:
                        assert beaten is None
                checked += 1
    assert checked > 500


def test_a_kept_standard_choice_is_said_to_be_kept(monkeypatch):
    """When the playouts cannot show the top-valued card clearly better, the coach bot keeps the Standard
    bot's card and its sentence says so, with the figures (no 'prefers', no 'your move')."""
    state = _first_trick_last_to_play()
    observation, legal = state.observation(3), state.legal_actions(3)
    bot = coach.CoachBot(seed=1, budget=3)
    values = coach.evaluate(observation, 3, 3, seed=5)
    kept = values[-1].action
    monkeypatch.setattr(bot.default, "choose", lambda observation, legal: next(a for a in legal if str(a) == str(kept)))
    monkeypatch.setattr(shared, "clearly_better", lambda best, usual: False)
    monkeypatch.setattr(bot, "beats", lambda top, usual: False)  # the fresh look cannot tell them apart
    action, why = bot.choose_with_reason(observation, legal)
    assert str(action) == str(kept)
    assert why.agrees and str(why.best) == str(kept) and reason_text(why) == "The coach's choice too."
    assert "prefers" not in reason_text(why) and "your move" not in reason_text(why).lower()


def test_the_reasons_of_a_generated_review_follow_their_rows():
    """A random player's review at a small budget: every reason follows its row's figures
    (coach_checks.reasons_follow_a_random_review)."""
    reasons_follow_a_random_review(coach, kirin, 4, rules=SHORT)


def test_a_reviews_second_look_goes_at_most_its_cap():
    """REVIEW_CAP: a review's second look plays at most REVIEW_CAP times the budget for each of the two moves (the
    shared cap when that is lower), so the first row comes quickly; an unsettled loss then names a range of bands."""
    assert coach.REVIEW_CAP <= shared.RESOLUTION.cap or shared.IN_BROWSER
    rows = [row for row in coach.review(random_game(kirin, 4, 910_002, rules=SHORT), 0, 2, seed=1) if row.fresh]
    assert rows and all(row.fresh[0].playouts <= coach.REVIEW_CAP * 2 for row in rows)
    assert any(row.fresh[0].playouts > shared.RESOLUTION.first * 2 for row in rows)  # some looks went on


def test_the_seats_still_to_play_and_the_unseen_cards_of_the_beast_are_the_engines():
    """Before the last card, the seats still to play are the engine's next turns, and the cards of the seat's beast
    they may add are counted among the real other hands and hidden declarations (KI-7, Kirin cards of the beast
    included)."""
    checked = 0
    for real, seat, observation in play_turns(500, 8):
        if len(real.trick) == 3:
            continue
        later, unseen = coach.still_to_play(observation)
        assert later == tuple((seat + i) % 4 for i in range(1, 4 - len(real.trick)))
        assert unseen == unseen_of_beast(real, seat)
        checked += 1
    assert checked > 30


def test_a_led_kirin_cards_turn_of_the_order_and_its_stoppers_are_the_engines():
    """KI-3, KI-6: a led Kirin card's fact says whether it turns the order (the engine's order after a trick of it
    alone), to which order, and which unseen cards would stop the turn played after it (exactly those after which
    the engine keeps the order in force); a number or a trump led has none."""
    from engines.kirin.rules import order_after

    seen = Counter()
    for observation, seat, action in led_cards(10):
        kind, led, _, _ = coach.trick_effect(observation, seat, action.card.id)
        assert kind == "lead"
        if not action.card.is_kirin:
            assert led is None
            continue
        after = order_after([action.card], observation["order"])
        assert (led.turns, led.order) == (after != observation["order"], after)
        assert list(led.stoppers) == (stoppers(action.card, observation) if led.turns else [])
        seen[led.turns] += 1
    assert seen[True] and seen[False]


def test_a_kirin_card_after_the_lead_turns_the_order_as_the_engine_does():
    """KI-6 after the lead: ``turn_after`` names the order a Kirin card turns to from the next trick exactly when the
    engine's order after the trick with it differs from the order in force and from the order without it."""
    from engines.kirin.rules import order_after

    seen = Counter()
    for real, seat, observation in play_turns(800, 10):
        if not real.trick:
            continue
        before = [c for _, c in observation["trick"]]
        for action in real.legal_actions(seat):
            after = order_after(before + [str(action.card)], observation["order"])
            turned = (action.card.is_kirin and after != observation["order"]
                      and order_after(before, observation["order"]) != after)
            assert reasons.turn_after(observation, action.card.id) == (after if turned else None)
            seen[turned] += 1
    assert seen[True] and seen[False]


def test_the_kirin_coach_reads_the_round_tricks_by_their_public_name():
    """The coach and its reasons read a round's tricks through the bots' public ``round_tricks`` (issue 48)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    for module in ("coach", "reasons"):
        text = (root / "engines" / "kirin" / f"{module}.py").read_text(encoding="utf-8")
        assert "round_tricks" in text and not re.search(r"\b_tricks\b", text)
