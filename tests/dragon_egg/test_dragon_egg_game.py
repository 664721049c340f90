"""The Luminous Dragon Egg: random-play conformance for 2-5 players and every phase reached."""

from __future__ import annotations

import random

import pytest
from dragon_egg_tables import card_count

from engines import IllegalAction, InvalidInput
from engines import dragon_egg as de
from engines.testing import PlayReport, check_log_reads_the_same, check_random_play

GAMES = {2: 60, 3: 40, 4: 40, 5: 40}


@pytest.fixture(scope="module")
def reports() -> dict[int, PlayReport]:
    """One conformance run per player count, shared by the tests below."""
    return {n: check_random_play(de, players=n, games=g, seed=n) for n, g in GAMES.items()}


@pytest.mark.parametrize("players", sorted(GAMES))
def test_random_play_conforms(reports, players):
    report = reports[players]
    assert report.games == GAMES[players]
    assert sum(report.winners.values()) >= report.games


@pytest.mark.parametrize("phase", [
    "bracelet_return",  # DE-5 draws while building
    "egg_use",          # DE-7 the egg used
    "show",
    "discard",          # DE-6 discarding down to five
    "egg_move",
    "bracelet_gain",
])
def test_every_phase_is_reached(reports, phase):
    assert sum(r.event_kinds[phase] for r in reports.values()) > 0, phase


def test_both_endings_are_reached(reports):
    endings = sum((r.endings for r in reports.values()), start=__import__("collections").Counter())
    assert endings[("end", "threshold")] > 0
    assert endings[("end", "bracelets")] > 0  # DE-5 / DE-8 special end


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_cards_are_conserved_and_hands_stay_small(players):
    rng = random.Random(players)
    for seed in range(15):
        state = de.new_game(players, seed=seed)
        while not state.is_over():
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            assert card_count(state) == 32
            if state.phase == "build":
                assert all(len(h) + 4 * (b is not None) >= 5
                           for h, b in zip(state.hands, state.builds))


def test_same_seed_same_deal():
    assert de.new_game(4, seed=11).hands == de.new_game(4, seed=11).hands
    assert de.new_game(4, seed=11).hands != de.new_game(4, seed=12).hands


def test_events_read_like_table_talk():
    state = de.new_game(3, seed=5)
    rng = random.Random(5)
    while state.round < 3 and not state.is_over():
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    log = state.visible_log(None)
    assert any("beats or ties" in line and "Far sets" in line for line in log)
    assert any(line.startswith("Aiko's Far (") for line in log)


@pytest.mark.parametrize("players", [1, 6, "4"])
def test_new_game_wants_two_to_five_players(players):
    with pytest.raises(ValueError, match="2 to 5 players"):
        de.new_game(players)


def test_DE3_the_game_scores_every_round_as_score_round_does():
    """The game loop's fast scoring agrees with the pure rule function on every round played."""
    rng = random.Random(8)
    rounds = 0
    for seed in range(40):
        state = de.new_game(2 + seed % 4, seed=seed)
        while not state.is_over():
            seat = rng.choice(state.to_act())
            before = len(state.events)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            scored = [e for e in state.events[before:] if e.kind == "score"]
            if not scored:
                continue
            rounds += 1
            builds = state.last[0]
            result = de.score_round([(b.far, b.near) for b in builds])
            assert [e[6] for e in scored] == result.far_scores
            assert [e[7] for e in scored] == result.near_scores
            assert [e[6] * e[7] for e in scored] == result.earnings
    assert rounds > 100


def test_random_play_conforms_with_both_variants():
    """The strict Revelation (DE-1) and bracelet draws while rebuilding (DE-7) variants."""
    from types import SimpleNamespace

    rules = de.Rules(revelation="strict", rebuild_draws=True)
    module = SimpleNamespace(
        new_game=lambda players, seed=None, rules_=rules: de.new_game(players, seed, rules_),
        from_json=de.from_json)
    report = check_random_play(module, players=3, games=30, seed=5)
    assert report.reached("egg_use") and report.games == 30


@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_log_reads_the_same_whenever_it_is_read(players):
    """Events are recorded as plain tuples, and a refill, a scoring and the end as one compact
    record each; all become events when read: reading early, late, on a clone or after a save
    changes nothing, and every entry is an event, one per seat for a refill or a scoring."""
    rng = random.Random(11)

    def choose(state):
        seat = state.to_act()[0]
        return seat, rng.choice(state.legal_actions(seat))

    read_once = check_log_reads_the_same(de, players, 9, choose)
    kinds = [e.kind for e in read_once.events]
    assert kinds.count("deal") == players and kinds.count("score") == players * kinds.count("round")
    assert kinds[-1] == "end" and read_once.observation(0)["end_reasons"][0] == read_once.end_reason


@pytest.mark.parametrize("hand", [(0, 2, 7, 8, 15), (0, 0, 2, 7, 8, 15), (1, 1, 3, 3, 6, 9, 14)])
def test_builds_for_is_the_same_after_forgetting_remembered_builds(hand):
    """Five-card hands are remembered, larger ones (after bracelet returns) listed afresh: same builds."""
    before = [str(b) for b in de.builds_for(hand)]
    assert [str(b) for b in de.builds_for(hand)] == before
    de.builds_for.cache_clear()
    assert [str(b) for b in de.builds_for(list(hand))] == before
    assert de.builds_for(hand, True) == de.builds_for(hand, strict=True)


def test_every_legal_build_shares_its_two_sets():
    """All builds of every four cards the deck allows (DE-1, DE-2): 9,060 under the rulings and
    7,155 under the strict variant, as _PAIRS' docstring says, all sharing 136 pair tuples."""
    from itertools import combinations_with_replacement

    from engines.dragon_egg.cards import COPIES
    from engines.dragon_egg.actions import _PAIRS
    fours = [f for f in combinations_with_replacement(range(len(de.CARDS)), 4) if max(map(f.count, f)) <= COPIES]
    for strict, count in ((False, 9060), (True, 7155)):
        builds = {b for four in fours for b in de.builds_for(four, strict)}
        assert len(builds) == count
        assert all(pair is _PAIRS[tuple(c.index for c in pair)] for b in builds for pair in (b.far, b.near))
    assert len(_PAIRS) == len(de.CARDS) * (len(de.CARDS) + 1) // 2 == 136


@pytest.mark.parametrize("hand", [[-1, 0, 1, 2, 3], [0, 1, 2, 16], [True, 1, 2, 3], ["R7", 1, 2, 3],
                                  [0, 0, 0, 1, 2], 5, None, {1, 2, 3, 4}])
def test_builds_for_refuses_what_is_not_a_hand(hand):
    """No wrapped negative index, no bool, no third copy of a card: a clear refusal instead."""
    with pytest.raises(InvalidInput, match="card indices|copies"):
        de.builds_for(hand)


def _candidates(state, rng: random.Random) -> list:
    """Actions worth trying now: every seat's legal ones, every other kind, and builds from other hands."""
    found = [a for s in range(state.players) for a in state.legal_actions(s)]
    found += [de.ReturnBracelet(), de.KeepEgg(), de.UseEgg("far"), de.UseEgg("near"), de.UseEgg("up")]
    found += [de.Discard(c) for c in de.CARDS]
    for _ in range(6):
        hand = sorted(rng.sample([c.index for c in de.DECK], 5))
        found += rng.sample(list(de.builds_for(hand)), 2)
    return found


@pytest.mark.parametrize("players, rules", [(4, None), (3, de.Rules("strict")), (2, de.Rules(rebuild_draws=True))])
def test_apply_accepts_exactly_the_legal_actions(players, rules):
    """apply's quick checks agree with legal_actions for every kind of action, in every phase."""
    rng = random.Random(players)
    tried = accepted = 0
    for g in range(3):
        state = de.new_game(players, seed=g, rules=rules)
        while state.to_act():
            for seat in {*state.to_act(), rng.randrange(players)}:  # those to act and one more
                legal = state.legal_actions(seat)
                for action in _candidates(state, rng):
                    copy = state.clone()
                    try:
                        copy.apply(seat, action)
                        ok = True
                    except IllegalAction:
                        ok = False
                        if tried % 5 == 0:  # a sample: comparing whole games is slow
                            assert copy == state, f"a refused {action} changed the game"
                    assert ok == (action in legal), (state.phase, seat, str(action), ok)
                    tried += 1
                    accepted += ok
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert accepted > 100 and tried - accepted > 2 * accepted  # both answers were exercised
