"""The Lauzait Cep! coach (engines/lauzait_cep/coach.py): honest samples, evaluate, CoachBot, review.

The honesty checks run at every decision of short seeded games played by random bots (the
quickest way to meet every phase), for 2, 3 and 4 players, the luminous variant included.
Budgets are tiny here; the coach module's docstring and benchmarks/results/coach.md give the real ones.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from coach_checks import quoted_two_player_table, reasons_follow_a_random_review

from engines import coach as shared
from engines import lauzait_cep as lc
from engines.lauzait_cep import coach
from engines.lauzait_cep.bots import ChancellorBot, RandomBot
from engines.lauzait_cep.reasons import Chosen, Declared, Instead, Plain
from widgets.testing import play_out
from widgets.reason_words import reason_text

# Random play meets every step of a day and the votes (LC-10), but ends most games by
# agreement in season 1; ChancellorBots play every season, form third departments and declare.
GAMES = [(2, 1, False, RandomBot), (3, 5, True, RandomBot), (4, 3, False, RandomBot),
         (2, 7, True, ChancellorBot), (3, 2, False, ChancellorBot), (4, 8, False, ChancellorBot)]
STEPS = 90


def _decisions(players: int, seed: int, luminous: bool = False, bot=RandomBot, steps: int = STEPS):
    """``(state, seat)`` at every step of a seeded game (``steps`` at most; whole games for
    ChancellorBots)."""
    state = lc.new_game(players, seed=seed, rules=lc.Rules(luminous=luminous))
    bots = [bot(seed * 10 + s) for s in range(players)]
    steps = steps if bot is RandomBot else 1000
    for _ in range(steps):
        if state.is_over():
            return
        seat = state.to_act()[0]
        yield state, seat
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))


def _hidden_parts(state, seat: int) -> tuple:
    """What ``seat`` cannot see: the other seats' concealed pieces and the face-down pieces."""
    return (tuple(tuple(sorted(h)) for s, h in enumerate(state.hidden) if s != seat),
            tuple(sorted(state.face_down)))


def _unseen(state, seat: int) -> Counter:
    """The pieces ``seat`` cannot see, wherever they are."""
    hands, face_down = _hidden_parts(state, seat)
    return Counter([c for hand in hands for c in hand] + list(face_down))


@pytest.mark.parametrize("players, seed, luminous, bot", GAMES)
def test_every_sample_is_honest_at_every_decision(players, seed, luminous, bot):
    for state, seat in _decisions(players, seed, luminous, bot):
        observation = state.observation(seat)
        # only the observation reaches the sample: a JSON copy, shared with nothing
        world = coach.sample(json.loads(json.dumps(observation)), seat, random.Random(17))
        assert world.observation(seat) == observation
        loaded = lc.State.position_from_json(world.to_position_json())  # the engine's static checks
        assert loaded == world
        assert [str(a) for a in world.legal_actions(seat)] == [str(a) for a in state.legal_actions(seat)]
        # the unseen pieces are the real ones, dealt anew
        assert _unseen(world, seat) == _unseen(state, seat)
        again = coach.sample(observation, seat, random.Random(17))
        assert again.position_json() == world.position_json()
        others = [coach.sample(observation, seat, random.Random(k)) for k in (18, 19, 20)]
        assert any(_hidden_parts(o, seat) != _hidden_parts(world, seat) for o in others)
        # its random generator (sticks, later deals) comes from rng, not from the real game
        assert world.rng.getstate() != state.rng.getstate()
        assert world.rng.getstate() == again.rng.getstate()
        assert others[0].rng.getstate() != world.rng.getstate()


def test_samples_deal_the_unseen_pieces_uniformly():
    """Over many samples each seat gets each unseen piece in proportion to the pieces it hides."""
    state = lc.new_game(3, seed=4)
    observation = state.observation(0)
    pool = coach.unseen_pieces(observation)
    counts = observation["concealed_counts"]
    rng = random.Random(5)
    rounds = 600
    held = Counter()
    for _ in range(rounds):
        world = coach.sample(observation, 0, rng)
        held.update((1, c) for c in world.hidden[1])
    for code in set(pool):
        expected = rounds * pool.count(code) * counts[1] / len(pool)
        assert abs(held[1, code] - expected) < 5 * expected ** 0.5 + 2


def test_a_sample_of_the_wrong_seat_or_a_finished_game_is_refused():
    state = lc.new_game(2, seed=1)
    with pytest.raises(ValueError):
        coach.sample(state.observation(0), 1, random.Random(0))
    bots = [ChancellorBot(s) for s in range(2)]
    play_out(state, bots)
    with pytest.raises(ValueError):
        coach.sample(state.observation(0), 0, random.Random(0))


def test_a_playout_stops_when_the_season_is_scored_and_estimates_the_win():
    """Before the last season a playout ends once the season is scored, before anyone acts in
    the next; in the last season it plays to the end of the game and the result is exact."""
    state = lc.new_game(3, seed=6)
    margin, win = coach.play_season_out(state, 0, 9, last_season=1)
    scores = state.scores()
    assert state.season == 2 and state.day == 1 and state.phase == "day" and not state.is_over()
    assert margin == scores[0] - max(scores[1:]) and win == coach.win_estimate(3, 2, margin)
    assert [e.kind for e in state.events].count("season") == 2
    again = lc.new_game(3, seed=6)
    assert coach.play_season_out(again, 0, 9, last_season=1) == (margin, win) and again == state
    end = coach.play_season_out(state, 1, 9, last_season=3)
    assert state.is_over() and end == shared.outcome(state, 1)
    assert all(isinstance(b, ChancellorBot) for b in coach.rollout_bots(3, 9))


def test_the_win_estimate_grows_with_the_margin_and_is_fitted_by_logistic_regression():
    for (players, left) in coach.WIN_ESTIMATE:
        values = [coach.win_estimate(players, left, d) for d in range(-10, 11)]
        assert values == sorted(values) and 0 < values[0] < values[-1] < 1
    rng = random.Random(3)
    rows = []
    for _ in range(3000):
        x = rng.randint(-10, 10)
        rows.append((x, 1.0 if rng.random() < 1 / (1 + 2.718281828 ** -(0.3 * x - 0.5)) else 0.0))
    a, b = coach.logistic_fit(rows)
    assert a == pytest.approx(-0.5, abs=0.15) and b == pytest.approx(0.3, abs=0.05)


def _vote_position():
    """Season 2 of 3: Bruno proposes to end the game, Chidi accepts; Aiko, far ahead, answers."""
    state = lc.new_game(3, seed=12)
    bots = [ChancellorBot(s) for s in range(3)]
    while state.season == 1:
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    data = state.position_json()
    data["score"] = [30, 5, 6]  # a what-if: Aiko leads by far
    data["turn"] = data["start_seat"] = 1
    data["direction"], data["day"] = 1, 1
    data["events"] = []
    state = lc.State.position_from_json({"game": "lauzait_cep", "record": "position", "setup": data,
                                         "moves": []})
    state.apply(1, "propose end")
    state.apply(2, "accept")
    assert state.to_act() == [0]
    return state


def test_evaluate_values_each_legal_action_once_repeats_for_a_seed_and_ranks_a_sure_win_first():
    """Aiko leads 30 to 6 with a season to play: accepting ends the game now, a sure win;
    declining plays on, and the estimate of a 24-point lead with a season left is less than
    certain. The accept's playouts end for real, so their win share is exact, not estimated."""
    state = _vote_position()
    observation = state.observation(0)
    values = coach.evaluate(observation, 0, 3, seed=4)
    assert sorted(str(e.action) for e in values) == ["accept", "decline"]
    assert str(values[0].action) == "accept" and values[0].win == 1.0 and values[0].margin == 24
    assert values[1].win < 1.0
    again = coach.evaluate(observation, 0, 3, seed=4)
    assert [(str(e.action), e.outcomes) for e in values] == [(str(e.action), e.outcomes) for e in again]
    row = coach.reason(observation, 0, values[1].action, values[0].action, values)
    assert row.facts == (Instead(Plain(values[0].action), Plain(values[1].action)),) and not row.level
    assert reason_text(row) == "The coach's choice accepts to end the game now; yours declines, so the game goes on."


def test_evaluate_in_a_season_values_every_action_by_its_estimate_at_the_season_end():
    state = lc.new_game(2, seed=21)
    bots = [ChancellorBot(s) for s in range(2)]
    for _ in range(6):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    seat = state.to_act()[0]
    observation = state.observation(seat)
    values = coach.evaluate(observation, seat, 2, seed=1)
    assert sorted(str(e.action) for e in values) == sorted(str(a) for a in state.legal_actions(seat))
    assert [e.key for e in values] == sorted((e.key for e in values), reverse=True)
    for e in values:
        assert e.playouts == 2
        for margin, win in e.outcomes:  # ChancellorBots rarely end a game by agreement
            assert win == pytest.approx(coach.win_estimate(2, 1, margin))
    # each action meets the same deals whatever else is valued: its playouts are the same alone
    some = [values[-1].action, values[0].action]
    for e in coach.evaluate(observation, seat, 2, seed=1, actions=some):
        assert e.outcomes == next(v.outcomes for v in values if str(v.action) == str(e.action))


def test_the_last_season_is_played_to_the_end_with_exact_results():
    """Season 2 of 2: Aiko has G4 G5 G6 and W7 W8 W9 revealed and holds G1 G2 G3, 10 points to
    Bruno's 12. Forming G1 G2 G3 completes her government: Lauzait-Cep! with a Great Sequence
    (1 to 9) scores 6, a sure win by exactly 17 - 12 = 5 in every playout. Proposing to end the
    game now is the clear loser: Bruno leads, so he accepts and the totals stand. (The coach
    ranks some dissolves above the form: they win as surely and, played on, by more points.)"""
    board = ("G1 G2 G3 W1 W2 G5 G6 G7 G8 W3 W4 W5 . W6 G9 W1 W2 W3 G1 G2 G3 W4 W5 W6 G4").split()
    state = lc.position(2, ["G1 G2 G3", "G7 G8 W7 W8 W9 J G9 G4 W2"], board,
                        revealed=[["G4 G5 G6", "W7 W8 W9"], []], scores=[10, 12], season=2)
    values = {str(e.action): e for e in coach.evaluate(state.observation(0), 0, 4, seed=2)}
    assert set(values) == {str(a) for a in state.legal_actions(0)}
    form = values["form G1 G2 G3"]
    assert form.outcomes == ((5.0, 1.0),) * 4
    assert values["propose end"].outcomes == ((-2.0, 0.0),) * 4
    assert min(values.values(), key=lambda e: e.key) is values["propose end"]


def test_coach_bot_chooses_a_legal_action_with_a_reason():
    bot = coach.CoachBot(seed=3, budget=1)
    for state, seat in _decisions(2, 4, steps=8):
        legal = state.legal_actions(seat)
        action, why = bot.choose_with_reason(state.observation(seat), legal)
        assert action in legal and str(why.best) == str(action) and reason_text(why).endswith(".")
    state = lc.new_game(4, seed=2)
    legal = state.legal_actions(state.to_act()[0])
    assert coach.CoachBot(seed=1, budget=1).choose(state.observation(state.to_act()[0]), legal) in legal


def test_review_rates_the_seats_real_choices_from_its_own_observation():
    state = lc.new_game(2, seed=30)
    bots = [ChancellorBot(30 + s) for s in range(2)]
    moves = []
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat == 1 and len(legal) > 1:
            moves.append((len(state._moves) + 1, state.observation(1)))
        state.apply(seat, bots[seat].choose(state.observation(seat), legal))
    seen = []
    rows = list(coach.review(state, 1, budget=1, progress=lambda done, total: seen.append((done, total))))
    assert [(r.move, r.observation) for r in rows] == moves
    record = state.to_json()["moves"]
    for row in rows:
        assert row.seat == 1 and record[row.move - 1] == [1, row.played]
        assert shared.bands(row.label) and row.observation["seat"] == 1  # a label, or a range of bands
        assert reason_text(row.reason).endswith(".") and "seat" not in reason_text(row.reason).lower()
    assert seen[-1] == (len(rows), len(rows))


def declarations():
    """``(observation, action, gain, extra)`` at every declaration open in luminous games of Chancellors, after
    checking that the coach's value (``extra`` of it luminous) is the ``gain`` the engine adds (LC-7, LC-T2, LC-9)."""
    for players in (2, 3, 4):
        for seed in range(1, 7):
            state = lc.new_game(players, seed=seed, rules=lc.Rules(luminous=True))
            bots = [ChancellorBot(seed * 10 + s) for s in range(players)]
            while not state.is_over():
                seat = state.to_act()[0]
                legal, observation = state.legal_actions(seat), state.observation(seat)
                for action in legal:
                    if isinstance(action, lc.Declare):
                        formation, extra = coach.declaration_value(observation)
                        after = state.clone()
                        after.apply(seat, action)
                        gain = after.scores()[seat] - state.scores()[seat]
                        assert formation.total + extra == gain
                        yield observation, action, gain, extra
                state.apply(seat, bots[seat].choose(observation, legal))


def test_a_declaration_is_valued_as_the_engine_scores_it_luminous_points_included():
    # LC-7, LC-T2 and LC-9's luminous rule: the coach's value and its fact give exactly the
    # points the engine adds when the declaration is made (the words: test_lauzait_cep_coach_words.py).
    count = with_luminous = 0
    for observation, action, gain, extra in declarations():
        assert coach.effect(observation, action) == Declared(gain, extra)
        count += 1
        with_luminous += extra > 0
    assert count >= 30 and with_luminous >= 5


def test_the_sentence_follows_the_figures_it_is_given():
    state = _vote_position()
    observation = state.observation(0)
    accept, decline = [a for a in state.legal_actions(0) if str(a) in ("accept", "decline")]
    value = lambda action, outcomes: shared.evaluation_of(action, list(outcomes))
    facts = (Instead(Plain(accept), Plain(decline)),)
    clear = [value(accept, [(24.0, 1.0)] * 8), value(decline, [(-2.0, 0.0)] * 8)]
    told = coach.reason(observation, 0, decline, accept, clear)
    assert told.facts == facts and not told.level and reason_text(told).startswith("The coach's choice accepts")
    noisy = [value(accept, [(1.0, 1.0), (0.0, 0.0), (1.0, 1.0)]), value(decline, [(0.0, 0.0), (1.0, 1.0), (0.0, 0.0)])]
    assert coach.reason(observation, 0, decline, accept, noisy).facts == facts  # the coach's ahead, within the noise
    better = [value(accept, [(0.0, 0.0)] * 6), value(decline, [(2.0, 1.0)] * 6)]
    text = reason_text(coach.reason(observation, 0, decline, accept, better))
    assert text == "Nothing here favours the coach's move over yours." and "prefer" not in text
    ahead = [value(accept, [(0.0, 0.0)] * 6), value(decline, [(0.0, 0.0)] * 5 + [(0.0, 1.0)])]  # within the noise
    assert coach.reason(observation, 0, decline, accept, ahead).level
    level = [(0.0, 0.0)] * 10 + [(0.0, 1.0)] * 10
    richer = [value(accept, level), value(decline, [(m + 1.5 + 0.1 * (i % 3), w) for i, (m, w) in enumerate(level)])]
    assert coach.reason(observation, 0, decline, accept, richer).level  # level in games, ahead in points
    mixed = [value(accept, [(0.0, 1.0)] * 20), value(decline, [(2.0, 0.0)] * 20)]  # fewer games, more points
    assert not coach.reason(observation, 0, decline, accept, mixed).level  # the games come first
    same = coach.reason(observation, 0, accept, accept, clear)
    assert same.agrees and same.facts == (Chosen(Plain(accept)),)
    assert reason_text(same) == "The coach's choice too: it accepts to end the game now."


def _watched_choices(monkeypatch, bot, players: int, seed: int):
    """``(state, seat, action, calls)`` for each real choice of a seeded ChancellorBot game, ``bot`` choosing
    in its place; ``calls`` are the bot's evaluate calls ``(budget, seed, actions asked, values)``."""
    calls = []
    real = coach.evaluate

    def spying(observation, seat, budget, **kwargs):
        values = real(observation, seat, budget, **kwargs)
        asked = kwargs.get("actions")
        calls.append((budget, kwargs.get("seed"), None if asked is None else [str(a) for a in asked], values))
        return values
    monkeypatch.setattr(coach, "evaluate", spying)
    for state, seat in _decisions(players, seed, bot=ChancellorBot):
        legal = state.legal_actions(seat)
        if len(legal) < 2:
            continue
        calls.clear()
        yield state, seat, bot.choose(state.observation(seat), legal), list(calls)


def test_the_coach_bot_settles_on_a_fresh_look_by_default(monkeypatch):
    """The defaults the tournament measured (CONFIRM 4, GATE 1.0): where the first look puts another action
    above the ChancellorBot's, both are played again on four times the budget of fresh samples, and only
    those decide (more than one standard error of win share, paired); the choice is legal and repeats."""
    assert (coach.CoachBot.CONFIRM, coach.CoachBot.GATE, coach.CoachBot.MEASURE) == (4, 1.0, "win")
    bot, twin, outcomes = coach.CoachBot(seed=1), coach.CoachBot(seed=1), set()
    for state, seat, action, calls in _watched_choices(monkeypatch, bot, 2, 5):
        observation, legal = state.observation(seat), state.legal_actions(seat)
        assert action in legal and str(twin.choose(observation, legal)) == str(action)
        (budget, seed, asked, values), *fresh = calls
        assert budget == coach.CoachBot.BUDGET and asked is None
        if not fresh:  # the first look's top action is the ChancellorBot's own: nothing to settle
            continue
        ((again, fresh_seed, (top, usual), looked),) = fresh
        assert again == 4 * coach.CoachBot.BUDGET and fresh_seed != seed and top == str(values[0].action) != usual
        by_text = {str(e.action): e for e in looked}
        assert all(e.playouts == again for e in looked)
        left = shared.gain_z(by_text[top], by_text[usual]) > 1.0
        assert str(action) == (top if left else usual)
        outcomes.add(left)
        if outcomes == {True, False}:
            break
    assert outcomes == {True, False}  # the fresh look both kept the ChancellorBot's choice and left it


def test_the_figures_the_defaults_are_chosen_by_are_the_stored_tournaments():
    """The two-player table the docstring quotes is the stored one, played at the coach's defaults."""
    t = quoted_two_player_table("lauzait_cep", coach.CoachBot)
    assert t["settings"] == {} and t["budget"] == coach.CoachBot.BUDGET and (t["confirm"], t["gate"]) == (4, 1.0)


def test_the_fresh_look_keeps_within_the_time_limit(monkeypatch):
    """With no time left, the fresh look plays one sample, which cannot show a gain: the ChancellorBot's
    choice stays."""
    looks = 0
    bot = coach.CoachBot(seed=2, time_limit=0.0)
    for _state, _seat, action, calls in _watched_choices(monkeypatch, bot, 2, 5):
        for _budget, _seed, asked, values in calls[1:]:
            looks += 1
            assert len(asked) == 2 and all(e.playouts == 1 for e in values)
            assert str(action) == asked[1]
        if looks >= 5:
            break
    assert looks > 0


def test_the_reasons_of_a_generated_review_follow_their_rows():
    """A random player's review at a small budget: every reason follows its row's figures
    (coach_checks.reasons_follow_a_random_review)."""
    reasons_follow_a_random_review(coach, lc, 2, most=6)


def test_a_season_the_bots_never_end_is_valued_as_it_stands_after_the_most_steps():
    """Chancellor bots can circle for ever (a fresh reader's review of seed 910022 stopped with an error after
    33,000 days of one sampled season): after MOST_STEPS turns the playout is valued by the scores as they stand."""
    from engines.lauzait_cep.coach import MOST_STEPS, play_season_out, win_estimate

    state = lc.new_game(3, seed=4)
    before = state.season
    margin, win = play_season_out(state, 0, seed=1, last_season=before, max_steps=3)
    assert state.season == before and not state.is_over()  # three turns do not end a season
    scores = state.scores()
    assert margin == scores[0] - max(scores[1:]) and win == win_estimate(3, 3 - before, margin)
    assert 1_000 <= MOST_STEPS <= 10_000  # far above a season's few dozen turns, far below a stalled review
