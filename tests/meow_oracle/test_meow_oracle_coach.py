"""The Meow Oracle coach: honest samples, the greedy bot's choices, evaluations, the coach bot, the review.

Budgets are small so the file stays quick; the coach's strength is measured by the
benchmarks, not here.
"""

from __future__ import annotations

import itertools
import random

import pytest
from coach_checks import FIGURES, quoted_two_player_table, race_round, random_decisions, reasons_follow_a_random_review

from engines import InvalidInput
from engines import coach as shared
from engines.meow_oracle import Choose, Place, State, TurnUp, new_game, position_from_json
from engines import meow_oracle as meow
from engines.meow_oracle import coach, playouts
from engines.meow_oracle.bots import GreedyBot
from engines.meow_oracle.cards import CARD_BY_TOKEN
from engines.race import RACE_SEEDS
from engines.meow_oracle.reasons import FaceDown
from engines.meow_oracle.rules import DOWN, PATHS, area_score
from widgets.testing import play_out
from widgets.meow_oracle.area_words import placing_words
from widgets.reason_words import reason_text


def decisions(players, seed, bots=None):
    """``(state, seat)`` at every decision of a seeded game (random bots unless given), then the end."""
    state = None
    for state, seat in random_decisions(meow, players, seed, bots=bots):
        yield state, seat
    yield state, seed % players


def notation(actions):
    return [str(a) for a in actions]


# ----- sample: the honesty tests --------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sample_shows_the_seat_its_observation_and_the_seat_has_the_same_choices(players):
    for seed in range(2):
        for k, (state, seat) in enumerate(decisions(players, seed)):
            observation = state.observation(seat)
            world = coach.sample(observation, seat, random.Random(k))
            assert world.observation(seat) == observation
            for other in range(players):  # nothing is private: every seat sees the same table (MO-6)
                assert world.observation(other) == state.observation(other)
                assert notation(world.legal_actions(other)) == notation(state.legal_actions(other))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sample_loads_as_a_position_and_is_the_same_for_the_same_seed(players):
    for k, (state, seat) in enumerate(decisions(players, 7)):
        if k % 9 and not state.is_over():
            continue
        observation = state.observation(seat)
        world = coach.sample(observation, seat, random.Random(k))
        loaded = position_from_json(world.to_position_json())
        assert loaded == world
        assert loaded.observation(seat) == observation
        again = coach.sample(observation, seat, random.Random(k))
        assert again.position_json() == world.position_json()


def test_different_seeds_deal_different_face_down_cards_and_generators():
    state = new_game(3, seed=2)
    state.apply(0, "turn a1")
    observation = state.observation(1)
    worlds = [coach.sample(observation, 1, random.Random(seed)) for seed in range(5)]
    dealt = {tuple(map(str, w.stacked)) for w in worlds}
    assert len(dealt) == 5
    assert all(len(w.stacked) == 26 for w in worlds)   # 27 face-down cards, one turned up: 26 left this round
    assert len({str(w.rng.getstate()) for w in worlds}) == 5
    assert all(w.rng.getstate() != state.rng.getstate() for w in worlds)
    first = [str(w.revealed[0]) for w in worlds]     # what is seen stays what it is
    assert first == [str(state.revealed[0])] * 5


def test_the_sample_never_reads_the_real_generator_nor_the_global_one():
    state = new_game(2, seed=11)
    observation = state.observation(0)
    other = new_game(2, seed=12)  # the same table before anything is turned up, another deal
    assert other.observation(0) == observation
    random.seed(5)
    a = coach.sample(observation, 0, random.Random(3)).position_json()
    random.seed(6)
    b = coach.sample(other.observation(0), 0, random.Random(3)).position_json()
    assert a == b
    random.seed(5)
    before = random.random()
    random.seed(5)
    coach.sample(observation, 0, random.Random(3))
    assert random.random() == before


def test_the_face_down_cards_are_dealt_uniformly_from_the_unseen_cards():
    state = new_game(2, seed=3)
    for move in ("turn a1", "turn b1", "turn c1"):
        state.apply(0, move)
    observation = state.observation(0)
    seen = set(observation["turned_up"])
    counts = {}
    rng = random.Random(0)
    draws = 1650
    for _ in range(draws):
        card = str(coach.sample(observation, 0, rng).stacked[0])
        assert card not in seen
        counts[card] = counts.get(card, 0) + 1
    assert len(counts) == 33   # 36 cards less the 3 turned up: all possible, none seen
    assert all(22 <= n <= 80 for n in counts.values()), counts  # about 50 each


def test_round_two_draws_who_started_round_one_among_the_seats_mo7_allows():
    for state, seat in decisions(4, 3):
        if state.round == 2:
            break
    observation = state.observation(seat)
    starts = {coach.sample(observation, seat, random.Random(k)).first_player for k in range(40)}
    assert state.first_player in starts
    assert starts == set(playouts._round_one_starts(observation))


def test_a_finished_game_samples_too():
    *_, (state, seat) = decisions(3, 5)
    world = coach.sample(state.observation(seat), seat, random.Random(1))
    assert world.is_over() and world.observation(seat) == state.observation(seat)
    assert world.winners() == state.winners()


def test_an_observation_no_game_could_show_is_refused():
    observation = new_game(2, seed=1).observation(0)
    bad = dict(observation, areas=[["R5"] * 9, [DOWN] * 9])
    with pytest.raises(InvalidInput):
        coach.sample(bad, 0, random.Random(0))
    with pytest.raises(InvalidInput):
        coach.sample(observation, 1, random.Random(0))
    with pytest.raises(InvalidInput):
        coach.sample({k: v for k, v in observation.items() if k != "aside"}, 0, random.Random(0))


# ----- the rollout bots ----------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollout_bots_are_greedy_bots_whose_choice_matches_their_hint(players):
    """``choose`` skips the sentence of ``choose_with_reason``, never the choice."""
    for state, seat in decisions(players, 21, [GreedyBot() for _ in range(players)]):
        if state.is_over():
            break
        observation, legal = state.observation(seat), state.legal_actions(seat)
        assert GreedyBot().choose(observation, legal) == GreedyBot().choose_with_reason(observation, legal)[0]
    bots = coach.rollout_bots(players, 5)
    assert len(bots) == players and all(type(b) is GreedyBot for b in bots)


def test_remembered_ratings_are_the_ratings_computed_afresh():
    """The greedy bot remembers Area ratings: over thousands of Areas met in seeded games, the
    remembered rating equals the rating computed from the rules (MO-2, MO-3) with nothing remembered."""
    from engines.meow_oracle import bots as mb
    from engines.meow_oracle.rules import LINES, PATHS, colours_in_common

    def afresh(cells, path):
        lines = 0.0
        for line in LINES:
            common = colours_in_common(cells[q] for q in line)
            if common:
                missing = sum(cells[q] is None for q in line)
                if common == mb.EVERY_COLOUR and missing:
                    missing -= 1
                lines += 2 * mb._LINE_HOPE ** missing
        return mb._run_hope(cells, path) + lines

    checked = 0
    for seed in range(12):
        for state, seat in decisions(2 + seed % 3, 200 + seed):
            for area in state.observation(seat)["areas"]:
                cells = mb.observed_cells(area)
                for path in PATHS.values():
                    assert mb.area_value(cells, path) == afresh(cells, path)
                    assert mb.area_value(cells, path) == afresh(cells, path)  # now remembered
                    checked += 1
    assert checked >= 2000


# ----- evaluate ------------------------------------------------------------------------------------

def _some_decisions():
    """A choice of keeping and giving and a placement, from a 3-player game."""
    found = {}
    for state, seat in decisions(3, 4):
        phase = state.phase
        if phase in ("choose", "place") and phase not in found and len(state.legal_actions(seat)) > 1:
            found[phase] = (state.clone(), seat)
        if len(found) == 2:
            return list(found.values())


def test_evaluate_values_each_legal_action_once_and_is_the_same_for_a_seed():
    for state, seat in _some_decisions():
        observation = state.observation(seat)
        values = coach.evaluate(observation, seat, 3, seed=4)
        assert sorted(notation(e.action for e in values)) == sorted(notation(state.legal_actions(seat)))
        assert all(e.playouts == 3 and 0 <= e.win_low <= e.win <= e.win_high <= 1 for e in values)
        assert [e.key for e in values] == sorted((e.key for e in values), reverse=True)
        again = coach.evaluate(observation, seat, 3, seed=4)
        assert [(str(e.action), e.win, e.margin) for e in again] == [(str(e.action), e.win, e.margin)
                                                                      for e in values]


def test_every_turn_up_is_worth_the_same_so_one_is_played_out():
    """MO-6: nobody knows a face-down card, so where one is turned up from changes nothing.

    The shared evaluation of every turn-up gives the very same playouts; the game's
    evaluate plays one and gives each turn-up those figures.
    """
    state = new_game(2, seed=8)
    state.apply(0, "turn b2")
    observation = state.observation(0)
    full = shared.evaluate(coach.sample, coach.rollout_bots, observation, 0, 3, seed=1)
    assert len(full) == 8 and len({e.outcomes for e in full}) == 1   # the 8 face-down squares left
    quick = coach.evaluate(observation, 0, 3, seed=1)
    assert notation(e.action for e in quick) == notation(state.legal_actions(0))
    assert {e.outcomes for e in quick} == {full[0].outcomes}


def _decided_choice():
    """A 2-player choice late in round 2 with no face-down card left anywhere: nothing is left to
    chance, the greedy bots finish the game the same way every time, so each action simply wins or loses."""
    for seed in range(60):
        for state, seat in decisions(2, seed, [GreedyBot(), GreedyBot()]):
            if state.is_over():
                break
            legal = state.legal_actions(seat)
            if state.round == 2 and len(legal) > 1 and not any(state.aside) and not any(state.down):
                won = {}
                for action in legal:
                    after = state.clone()
                    after.apply(seat, action)
                    while after.to_act():
                        who = after.to_act()[0]
                        after.apply(who, GreedyBot().choose(after.observation(who), after.legal_actions(who)))
                    won[str(action)] = after.winners() == [seat]
                if any(won.values()) and not all(won.values()):
                    return state.clone(), seat, won
    raise AssertionError("no seeded game has a deciding choice at its end")


def test_evaluate_ranks_first_the_action_that_wins_the_game():
    """At the end of round 2 with nothing face down, one choice wins and another loses: the winning
    ones win every playout and the coach ranks one of them first."""
    state, seat, won = _decided_choice()
    values = coach.evaluate(state.observation(seat), seat, 2)
    assert won[str(values[0].action)] and values[0].win == 1.0
    for e in values:
        assert e.win == (1.0 if won[str(e.action)] else 0.0)
    loser = next(e for e in values if not won[str(e.action)])
    told = coach.reason(state.observation(seat), seat, loser.action, values[0].action, values)
    assert not told.level and "seat" not in reason_text(told).lower()
    assert told.facts or (told.watch.winner_changes and told.watch.best.won == 1.0)  # the ending where it wins


# ----- the reason ---------------------------------------------------------------------------------

def test_reasons_are_one_sentence_in_the_games_words_with_the_figures():
    for state, seat in _some_decisions():
        observation = state.observation(seat)
        values = coach.evaluate(observation, seat, 3, seed=2)
        best = values[0]
        for other in (values[0], values[-1]):
            told = coach.reason(observation, seat, other.action, best.action, values)
            text = reason_text(told)
            assert text.endswith(".") and text.count(". ") == 0 and "seat" not in text.lower()
            assert told.best == best.action and told.agrees == (other is best)
    state = new_game(3, seed=1)
    values = coach.evaluate(state.observation(0), 0, 2)
    told = coach.reason(state.observation(0), 0, values[-1].action, values[0].action, values)
    assert told.facts == (FaceDown(),) and "face-down" in reason_text(told)  # MO-6


def test_placing_words_name_lines_runs_and_spoilt_lines():
    cells = coach.observed_cells(["R1", "R2", "", "G5", "", "", "", "", ""])
    path = (0, 1, 2, 3, 4, 5, 6, 7, 8)
    card = CARD_BY_TOKEN
    assert placing_words(cells, card["R3"], 2, path) == (
        ["completes a red line (+2 marks)", "extends your ascending run to 4 cards"], [])
    gains, losses = placing_words(cells, card["B0"], 2, path)
    assert losses == ["spoils the red pair R1 and R2 in row 1", "cuts the run short after the higher R2 on the reading path"]
    assert cells == coach.observed_cells(["R1", "R2", "", "G5", "", "", "", "", ""])


def test_placing_is_facts_the_words_read():
    """What a placement does is the engine's facts (frozen dataclasses, no words inside); a blocked run names its
    open squares, the lowest number they need and how many unseen cards fit (MO-2), and the words say just that."""
    import dataclasses

    from engines.meow_oracle.reasons import RunBlocked, placing

    def leaves(value):
        """Every value inside the facts (a card is one value)."""
        if dataclasses.is_dataclass(value) and type(value).__module__ == "engines.meow_oracle.reasons":
            assert type(value).__dataclass_params__.frozen, value
            for field in dataclasses.fields(value):
                yield from leaves(getattr(value, field.name))
        elif isinstance(value, tuple):
            for item in value:
                yield from leaves(item)
        else:
            yield value

    cells = coach.observed_cells(["", "", "", "B9", "", "", "", "", ""])
    path, unseen = (0, 1, 2, 3, 4, 5, 6, 7, 8), [CARD_BY_TOKEN[t] for t in ("B3", "B4", "B5")]
    placed = placing(cells, CARD_BY_TOKEN["G2"], 2, path, unseen)
    assert not any(isinstance(leaf, str) for leaf in leaves(placed))
    assert placed.blocked == RunBlocked(CARD_BY_TOKEN["G2"], (0, 1), 0, 0) and placed.higher is placed.lower is None
    assert placing_words(cells, CARD_BY_TOKEN["G2"], 2, path, unseen=unseen)[1] == [
        "blocks the run at a1 and b1: those squares, before G2, would need 2 cards from 0 to 2, and none of the "
        "cards you have not seen fit"]


def test_MO2_a_card_out_of_order_where_the_run_already_stops_costs_nothing():
    """MO-2: the run starts at the path's first card and stops at the first decrease, so a card after a higher one,
    or before a lower one, is a cost only where the run can still reach its square (Meow Oracle fresh reader: "G0 on
    c2 ... though it comes after the higher B4", where B9 then R1 had already ended the run)."""
    card = CARD_BY_TOKEN
    path = (0, 1, 2, 3, 4, 5, 6, 7, 8)
    stopped = coach.observed_cells(["", "B9", "", "R1", "", "B4", "", "", ""])  # 9 then 1: the run ends by a2
    assert placing_words(stopped, card["G0"], 5 + 1, path)[1] == []
    assert placing_words(stopped, card["G0"], 2, path)[1] == ["cuts the run short after the higher B9 on the reading path"]
    going = coach.observed_cells(["", "B2", "", "R3", "", "B4", "", "", ""])  # 2, 3, 4: the run can reach c2 and beyond
    assert placing_words(going, card["G0"], 6, path)[1] == ["cuts the run short after the higher B4 on the reading path"]


# ----- the coach bot and the review -----------------------------------------------------------------

def test_the_coach_bot_chooses_legal_actions_and_says_why():
    bot = coach.CoachBot(seed=1, budget=1)
    twin = coach.CoachBot(seed=1, budget=1)
    for state, seat in itertools.islice(decisions(3, 6), 0, 10):
        legal = state.legal_actions(seat)
        action = bot.choose(state.observation(seat), legal)
        assert action in legal
        again, why = twin.choose_with_reason(state.observation(seat), legal)
        assert str(again) == str(action) and reason_text(why).endswith(".") and str(why.best) == str(action)
        if isinstance(legal[0], TurnUp):
            assert action == legal[0]


def test_the_coach_bot_leaves_the_greedy_choice_only_when_the_playouts_show_a_better_one(monkeypatch):
    """At a choice where nothing is left to chance, a default choice that loses is left (every playout
    shows the other wins); one that wins is kept."""
    state, seat, won = _decided_choice()
    observation, legal = state.observation(seat), state.legal_actions(seat)
    for wins in (False, True):
        default = next(a for a in legal if won[str(a)] is wins)

        class Fixed:
            def choose(self, observation, legal, default=default):
                return default

        monkeypatch.setattr(coach.CoachBot, "DEFAULT", Fixed)
        action, why = coach.CoachBot(seed=2, budget=2).choose_with_reason(observation, legal)
        assert won[str(action)] and str(why.best) == str(action)
        assert why.agrees or why.facts or why.watch.best.won == 1.0
        assert str(coach.CoachBot(seed=3, budget=2).choose(observation, legal)) == str(action)


def _short_game():
    """A 2-player game from late in round 2, played to its end by greedy bots."""
    for state, seat in decisions(2, 9):
        if state.round == 2 and state.filled >= 12 and state.phase == "turn":
            break
    state = position_from_json(state.to_position_json())
    bots = [GreedyBot(), GreedyBot()]
    play_out(state, bots)
    return state


def test_review_rates_the_seats_real_choices_on_the_round_points_scale():
    """(Every game's review reads only the seat's own view: tests/test_coach_review.py.)"""
    state = _short_game()
    rows = list(coach.review(state, 1, 2, seed=3))
    expected = [(number, text) for number, _, text in shared.decisions(state, 1)]
    assert [(r.move, r.played) for r in rows] == expected and rows
    record = state.to_json()["moves"]
    replay = position_from_json({k: v for k, v in state.to_json().items() if k not in ("scores", "over")}
                                | {"moves": []})
    observations = {}
    for number, (who, text) in enumerate(record, 1):
        if who == 1:
            observations[number] = replay.observation(1)
        replay.apply(who, text)
    for row in rows:
        assert shared.bands(row.label) and row.seat == 1  # a label of the review's scale, or a range of its bands
        assert row.scale.unit == coach.UNIT == "marks" and row.scale.note == coach.SCALE_NOTE
        assert row.observation == observations[row.move]
        assert reason_text(row.reason).endswith(".") and "seat" not in reason_text(row.reason).lower()
        assert row.best in notation(e.action for e in row.evaluations)
    assert isinstance(state, State) and any(isinstance(r.evaluations[0].action, (Choose, Place)) for r in rows)


def test_evaluate_values_only_the_actions_asked_on_the_same_samples():
    for state, seat in _some_decisions():
        observation = state.observation(seat)
        every = {str(e.action): e.outcomes for e in coach.evaluate(observation, seat, 3, seed=5)}
        legal = state.legal_actions(seat)
        two = coach.evaluate(observation, seat, 3, seed=5, actions=[legal[-1], legal[0]])
        assert sorted(notation(e.action for e in two)) == sorted(notation([legal[0], legal[-1]]))
        assert all(e.outcomes == every[str(e.action)] for e in two)
    state = new_game(2, seed=8)
    state.apply(0, "turn b2")
    legal = state.legal_actions(0)
    two = coach.evaluate(state.observation(0), 0, 2, seed=1, actions=legal[2:4])
    assert notation(e.action for e in two) == notation(legal[2:4]) and two[0].outcomes == two[1].outcomes


def test_review_values_a_move_that_was_not_the_coachs_again_on_fresh_samples(monkeypatch):
    """The second look: a move that was not the coach's is valued again with the coach's on fresh samples."""
    state = _short_game()
    second, real = [], coach.review_evaluate

    def spying(observation, seat, budget, actions=None, **kw):
        if actions is not None and not race_round(kw.get("seed")):
            second.append((budget, kw.get("seed"), len(actions)))
        return real(observation, seat, budget, actions=actions, **kw)

    monkeypatch.setattr(coach, "review_evaluate", spying)
    rows = list(coach.review(state, 0, 2, seed=5))  # a seed whose race leaves the seat's move in one row
    # The second look starts with a batch of RESOLUTION.first times the budget on each row where the learner
    # did not play the coach's choice; more batches follow only while the interval is not settled.
    first_batches = [c for c in second if c[0] == shared.RESOLUTION.first * 2]
    assert len(first_batches) == sum(r.played != r.best for r in rows) > 0
    assert all(actions == 2 and seed >= shared.FRESH for _, seed, actions in second)


def test_the_seat_view_shows_what_the_observation_shows_and_the_fast_playout_plays_as_the_bots():
    """The fast path: on some 2,500 seeded positions its seat view equals the fields the greedy bot reads of
    the observation (no more), and on every sixth of them ``finish`` plays a sample to the same end as the
    bots through the engine."""
    from engines.meow_oracle.bots import observed_cells

    checked = played = 0
    for seed in range(24):
        players = 2 + seed % 3
        for at, (state, seat) in enumerate(decisions(players, 300 + seed)):
            if state.is_over():
                break
            observation = state.observation(seat)
            view, areas = playouts._seat_view(state, seat)
            assert view == {key: observation[key] for key in view}
            assert areas == [observed_cells(area) for area in observation["areas"]]
            checked += 1
            if at % 6:
                continue
            world = coach.sample(observation, seat, random.Random(seed * 1000 + at))
            fast, slow = world.clone(), world.clone()
            result = coach.finish(fast, seat, 0)
            shared.play_out(slow, coach.rollout_bots(players, 0))
            assert result == shared.outcome(slow, seat)
            assert fast.to_json()["moves"] == slow.to_json()["moves"] and fast.scores() == slow.scores()
            played += 1
    assert checked >= 2000 and played >= 300


def test_the_sentence_follows_the_figures_it_is_given():
    (state, seat), _ = _some_decisions()
    observation = state.observation(seat)
    legal = state.legal_actions(seat)
    best, other = legal[0], legal[1]
    for name, (best_games, played_games) in FIGURES.items():
        values = [shared.evaluation_of(best, best_games), shared.evaluation_of(other, played_games)]
        told = coach.reason(observation, seat, other, best, values)
        text = reason_text(told)
        assert text.endswith(".") and "seat" not in text.lower()
        if name in ("ahead", "level"):  # the coach's ahead, beyond the noise or within it: a fact, else an ending
            assert not told.level and (told.facts or told.watch is not None) and "Nothing here" not in text
        else:  # as well, or better beyond the noise (20 of 20 against 5 of 20): no fact offered for the coach's
            assert told.level and text == "Nothing here favours the coach's move over yours."
    own = coach.reason(observation, seat, best, best, [shared.evaluation_of(best, FIGURES["ahead"][0])])
    assert own.agrees and reason_text(own).startswith("The coach's choice too")


def test_a_review_reason_names_round_points_and_says_when_the_move_did_better_in_points():
    """The review's figures are round points (MO-4's totals against the neighbours): its sentence names them, and
    a move level in games but ahead in points beyond the noise is said to have done better in points."""
    (state, seat), _ = _some_decisions()
    observation = state.observation(seat)
    best, other = state.legal_actions(seat)[:2]
    level = [(0.0, 0.0)] * 10 + [(0.0, 1.0)] * 10
    ahead = [(m + 1.5 + 0.1 * (i % 3), w) for i, (m, w) in enumerate(level)]
    values = [shared.evaluation_of(best, level), shared.evaluation_of(other, ahead)]
    told = coach.review_reason(observation, seat, other, best, values)
    assert told.level and reason_text(told) == "Nothing here favours the coach's move over yours."
    behind = [shared.evaluation_of(best, ahead), shared.evaluation_of(other, level)]
    told = coach.review_reason(observation, seat, other, best, behind)
    text = reason_text(told)
    assert not told.level and "winner points" not in text
    assert told.facts or " marks" in text  # an ending to watch is told in the review's round points


def test_the_reviews_points_are_the_round_totals_against_the_neighbours():
    """review_evaluate plays the same playouts as evaluate (the same win shares); its margin is the seat's round
    total minus its neighbours' average in the round the choice is made (MO-4), as the finished sample shows."""
    assert coach.neighbour_margin([8, 12, 15], 0) == 8 - (12 + 15) / 2
    assert coach.neighbour_margin([8, 12, 15, 3], 0) == 8 - (12 + 3) / 2
    assert coach.neighbour_margin([8, 12], 1) == 4
    for state, seat in list(_some_decisions())[:3]:
        observation = state.observation(seat)
        plain = coach.evaluate(observation, seat, 3, seed=4)
        review = {str(e.action): e for e in coach.review_evaluate(observation, seat, 3, seed=4)}
        assert [e.win for e in plain] == [review[str(e.action)].win for e in plain]
        world = coach.sample(observation, seat, random.Random(1))
        world.apply(seat, state.legal_actions(seat)[0])
        ended = world.clone()
        margin, win = coach.round_finish(observation["round"])(world, seat, 0)
        coach.finish(ended, seat, 0)
        assert margin == coach.neighbour_margin(ended.round_totals(observation["round"]), seat)
        assert win == shared.outcome(ended, seat)[1]


def test_a_rounds_spread_of_round_totals_is_the_highest_total_minus_the_lowest():
    from benchmarks.coach_common import standard_game

    state = standard_game("meow_oracle", 4, 3)
    assert coach.round_spreads(state) == [float(max(state.round_totals(r)) - min(state.round_totals(r)))
                                          for r in (1, 2)]


def test_each_placing_clause_is_the_engines_score():
    """'completes N colour lines (+2N marks)' and 'extends your ascending run to N cards' are what the
    engine's Area score says after the card is placed (MO-2, MO-3); no clause claims a gain the score does not show."""
    import re

    from engines.meow_oracle.rules import PATHS, area_score

    checked = 0
    for seed in range(10):
        for state, seat in decisions(2 + seed % 3, 500 + seed):
            if state.is_over() or state.phase != "place":
                continue
            observation = state.observation(seat)
            path = PATHS[observation["path"]]
            cells = coach.observed_cells(observation["areas"][seat])
            for action in state.legal_actions(seat):
                gains, _ = placing_words(cells, action.card, action.square, path)
                before = area_score(cells, path)
                cells[action.square] = action.card
                after = area_score(cells, path)
                cells[action.square] = None
                marks = next((int(m.group(1)) for g in gains if (m := re.search(r"\(\+(\d+) marks\)", g))), 0)
                assert after[2] - before[2] == marks
                run = next((int(m.group(1)) for g in gains if (m := re.search(r"run to (\d+) cards", g))), None)
                if run is None:
                    assert after[0] <= before[0] or after[0] <= 1
                else:
                    assert after[0] == run > before[0]
                checked += 1
    assert checked > 300


def test_a_kept_greedy_choice_is_said_to_be_kept(monkeypatch):
    """When the playouts cannot show the top-valued action clearly better, the greedy bot's is kept and said so."""
    (state, seat), _ = _some_decisions()
    observation, legal = state.observation(seat), state.legal_actions(seat)
    values = coach.evaluate(observation, seat, 2, seed=5)
    kept = values[-1].action

    class Fixed:
        def choose(self, observation, legal):
            return next(a for a in legal if str(a) == str(kept))

    monkeypatch.setattr(coach.CoachBot, "DEFAULT", Fixed)
    monkeypatch.setattr(coach.CoachBot, "beats", lambda self, top, usual: False)
    action, why = coach.CoachBot(seed=1, budget=2).choose_with_reason(observation, legal)
    assert str(action) == str(kept) and why.agrees and str(why.best) == str(kept)  # the greedy bot's, kept
    assert reason_text(why).startswith("The coach's choice too") and "your move" not in reason_text(why).lower()


def _watched_choices(monkeypatch, bot, players, seed):
    """``(state, seat, action, calls)`` at each choice of a seeded game where ``bot`` chose with more than one
    legal action; ``calls`` are its evaluates' ``(budget, seed, actions asked, evaluations)``."""
    calls = []
    real = coach.evaluate

    def spying(observation, seat, budget, actions=None, **kw):
        values = real(observation, seat, budget, actions=actions, **kw)
        calls.append((budget, kw.get("seed"), actions, values))
        return values

    monkeypatch.setattr(coach, "evaluate", spying)
    for state, seat in decisions(players, seed):
        legal = state.legal_actions(seat)
        if state.is_over() or len(legal) < 2:
            continue
        calls.clear()
        yield state, seat, bot.choose(state.observation(seat), legal), list(calls)


def _replaying(calls: list):
    """An evaluate that gives back the evaluations of ``calls`` (as :func:`_watched_choices` records them) in turn,
    so a race run on it ranks them as the coach bot's race did."""
    recorded = iter(calls)

    def evaluate_one(observation, seat, budget, *, seed=0, actions=None, **kw):
        """The next recorded call's evaluations."""
        return next(recorded)[3]

    return evaluate_one


def test_the_coach_bot_settles_on_a_fresh_look_by_default(monkeypatch):
    """The defaults the tournament measured (CONFIRM 4, GATE 1.0): where the first look puts another action
    above the greedy bot's, both are played again on four times the budget of fresh samples, and only those
    decide (more than one standard error of win share, paired); the choice is legal and the same for a seed."""
    assert (coach.CoachBot.CONFIRM, coach.CoachBot.GATE, coach.CoachBot.MEASURE) == (4, 1.0, "win")
    assert (shared.CoachBot.CONFIRM, shared.CoachBot.GATE) == (0, None)  # the other games' coaches unchanged
    bot, twin, outcomes = coach.CoachBot(seed=1), coach.CoachBot(seed=1), set()
    for state, seat, action, calls in _watched_choices(monkeypatch, bot, 2, 5):
        observation, legal = state.observation(seat), state.legal_actions(seat)
        assert action in legal and str(twin.choose(observation, legal)) == str(action)
        if isinstance(legal[0], TurnUp):
            continue
        (budget, seed, asked, _), *rest = calls
        rounds = [c for c in rest if (c[1] - seed) % RACE_SEEDS == 0]  # the race's later rounds, then the fresh look
        fresh = rest[len(rounds):]
        assert rest[:len(rounds)] == rounds
        values = shared.race(_replaying(calls[:1 + len(rounds)]), observation, seat, budget, seed).evaluations
        greedy = str(GreedyBot().choose(observation, legal))
        assert budget == coach.CoachBot.BUDGET and asked is None
        if str(values[0].action) == greedy:
            assert not fresh and str(action) == greedy
            continue
        ((again, fresh_seed, two, looked),) = fresh
        assert again == 4 * coach.CoachBot.BUDGET and fresh_seed != seed
        assert notation(two) == [str(values[0].action), greedy]
        by_text = {str(e.action): e for e in looked}
        assert all(e.playouts == again for e in looked)
        left = shared.gain_z(by_text[str(values[0].action)], by_text[greedy]) > 1.0
        assert str(action) == (str(values[0].action) if left else greedy)
        outcomes.add(left)
        if outcomes == {True, False}:
            break
    assert outcomes == {True, False}  # the fresh look both kept the greedy bot's choice and left it


def test_the_figures_the_defaults_are_chosen_by_are_the_stored_tournaments():
    """The two-player table the docstring quotes is the stored one, played at the coach's defaults."""
    t = quoted_two_player_table("meow_oracle", coach.CoachBot)
    assert t["settings"] == {} and t["budget"] == coach.CoachBot.BUDGET


def test_the_fresh_look_keeps_within_the_time_limit(monkeypatch):
    """With no time left, the fresh look plays one sample, which cannot show a gain: the greedy bot's choice stays."""
    looks = 0
    for state, seat, action, calls in itertools.islice(
            _watched_choices(monkeypatch, coach.CoachBot(seed=2, time_limit=0.0), 2, 5), 30):
        for _budget, _seed, asked, values in calls[1:]:
            looks += 1
            assert len(asked) == 2 and all(e.playouts == 1 for e in values)
        if calls[1:]:
            assert str(action) == str(GreedyBot().choose(state.observation(seat), state.legal_actions(seat)))
    assert looks > 0


def test_the_reasons_of_a_generated_review_follow_their_rows():
    """A random player's review at a small budget: every reason follows its row's figures
    (coach_checks.reasons_follow_a_random_review)."""
    reasons_follow_a_random_review(coach, meow, 4)
