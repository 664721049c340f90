"""Lauzait Cep! as a whole game: random-play conformance, phases reached, bots."""

from __future__ import annotations

import json
from collections import Counter
from types import SimpleNamespace

import pytest

from engines import InvalidInput
from engines import lauzait_cep as lc
from engines.core import seat_name
from engines.lauzait_cep.bots import ChancellorBot, RandomBot
from engines.testing import PlayReport, check_log_reads_the_same, check_random_play

from bot_checks import legal_game

# Random play proposes to end the game (LC-10) and answers proposals at random, so most
# random games end early by agreement; a few play every season, and those can last
# thousands of steps (random play dissolves about as often as it forms). The deep check at
# every step costs about 10 ms, so these seeds were picked from a quick search over seeds
# 0-149: for each table size the shortest game that plays every season, and short games
# that end by agreement (one of them after a concealed declaration).
FULL_RUNS = [(2, 118), (3, 3), (4, 83)]
AGREED_RUNS = [(2, 30), (3, 83), (4, 35), (4, 76)]
RUNS = FULL_RUNS + AGREED_RUNS
_REPORTS: dict = {}


def report_for(players: int, seed: int) -> PlayReport:
    """The conformance report of one run (computed once)."""
    if (players, seed) not in _REPORTS:
        _REPORTS[players, seed] = check_random_play(lc, players, games=1, seed=seed)
    return _REPORTS[players, seed]


@pytest.mark.parametrize("players, seed", FULL_RUNS)
def test_check_random_play_through_every_season(players, seed):
    report = report_for(players, seed)
    assert report.games == 1 and report.event_kinds["season"] == players
    assert report.event_kinds["game_over"] == 1 and report.event_kinds["agreed"] == 0


@pytest.mark.parametrize("players, seed", AGREED_RUNS)
def test_check_random_play_ending_by_agreement_lc10(players, seed):
    report = report_for(players, seed)
    assert report.games == 1 and report.event_kinds["season"] < players + 1
    assert report.event_kinds["agreed"] == 1 and report.event_kinds["game_over"] == 1
    # everyone but the proposer accepted the last proposal
    assert report.event_kinds["accept"] >= players - 1


def test_random_play_reached_every_phase_of_the_issue():
    kinds = Counter()
    for players, seed in RUNS:
        kinds.update(report_for(players, seed).event_kinds)
    for kind in ("hire", "water_taken", "water_failed", "form", "dissolve", "lauzait_cep",
                 "lauzait_cep_concealed", "propose", "accept", "decline", "agreed"):
        assert kinds[kind] > 0, f"random play never reached {kind}"
    # LC-8 (revised): Stalemate is the last resort, which random play almost never reaches;
    # a Stalemate position is built by hand instead.
    st = lc.position(4, ["W5 W5 W5 W6 W6 W6 W7 W7 W7", "G9 G9 W9 W9 W8 W8 W3 W3 W3", "", ""],
                     "G0 G0 G0 G0 G1 G1 G1 G1 G2 G2 G2 G2 . G3 G3 G3 G3 G4 G4 G4 "
                     "W0 W0 W0 W0 W1")
    st.apply(0, "stalemate")
    assert any(e.kind == "stalemate" for e in st.events)


def test_check_random_play_with_both_variants():
    variants = lc.Rules(luminous=True, jokers_for_removed=False, stalemate="last_resort")
    module = SimpleNamespace(
        new_game=lambda players, seed=None: lc.new_game(players, seed=seed, rules=variants),
        from_json=lc.from_json)
    report = check_random_play(module, 3, games=1, seed=11)
    assert report.games == 1 and report.reached("game_over")


def test_same_seed_same_game_and_json_round_trip_of_a_position():
    a, b = lc.new_game(3, seed=11), lc.new_game(3, seed=11)
    assert a == b
    st = lc.position(2, ["G5 G1 G1 G1 G2 G2 G2 W9 W9", "G5 G5 W1 W1 W2 W2 W3 W3 J"],
                     "G3 G3 G1 W5 W6 G4 G4 G6 G6 W7 G9 G7 . G7 G8 W1 W1 W3 W3 W2 "
                     "W2 W4 W4 G2 W8", revealed=[[], []])
    st.apply(0, "discard G5")
    data = json.loads(json.dumps(st.to_json()))
    assert data["record"] == "position" and data["moves"] == [[0, "discard G5"]]
    again = lc.position_from_json(data)
    assert again == st and again.phase == "move"
    assert [str(a) for a in again.legal_actions(0)] == [str(a) for a in st.legal_actions(0)]


def test_new_game_checks_players_and_draws_its_own_seed():
    with pytest.raises(InvalidInput, match="2 to 4 players"):
        lc.new_game(5)
    assert lc.new_game(2).players == 2


def _play(bots, players: int, seed: int) -> lc.State:
    """A whole game between bots, checking each choice is legal."""
    return legal_game(lc.new_game(players, seed=seed), bots)


def test_bots_only_choose_legal_actions_and_explain_themselves():
    st = _play([ChancellorBot(1), RandomBot(2), ChancellorBot(3)], 3, seed=5)
    assert st.is_over()
    st = lc.new_game(2, seed=1)
    action, reason = ChancellorBot().choose_with_reason(st.observation(st.turn),
                                                        st.legal_actions(st.turn))
    assert action in st.legal_actions(st.turn) and reason


def test_chancellor_beats_random():
    strong = weak = 0
    for g in range(4):
        seats = [ChancellorBot(g), RandomBot(g)] if g % 2 == 0 else [RandomBot(g), ChancellorBot(g)]
        scores = _play(seats, 2, seed=100 + g).scores()
        strong += scores[g % 2]
        weak += scores[1 - g % 2]
    assert strong > 2 * weak


def _steps(bots, players: int, seed: int, cap: int = 50_000) -> tuple[lc.State, int]:
    """A whole game between bots and its number of steps (``cap`` at most)."""
    st, steps = lc.new_game(players, seed=seed), 0
    while not st.is_over() and steps < cap:
        seat = st.to_act()[0]
        st.apply(seat, bots[seat].choose(st.observation(seat), st.legal_actions(seat)))
        steps += 1
    return st, steps


def test_LC10_the_random_game_that_could_never_end_now_ends():
    """A random game that, from step 57,570 on, can reach neither a declaration nor Stalemate still
    ends: random play proposes to end and answers at random (LC-10)."""
    st, steps = _steps([RandomBot(10400), RandomBot(10401)], 2, seed=1040)
    assert st.is_over() and steps < 50_000


def test_chancellor_tables_finish_quickly_lc8_lc10():
    """ChancellorBots each holding two formed departments whose third needs face-down pieces
    dissolve or agree to end, so their games finish in under 1,000 steps (LC-8, LC-10)."""
    for players, seed in ((2, 10), (3, 10), (4, 10)):
        st, steps = _steps([ChancellorBot(seed + s) for s in range(players)], players, seed)
        assert st.is_over() and steps < 1_000, (players, seed, steps)


@pytest.mark.parametrize("players, seed", AGREED_RUNS)
def test_the_log_reads_the_same_whenever_it_is_read(players, seed):
    """Events are recorded as plain tuples, a hire with piece codes and square numbers, and
    written out when read: reading after every step, once at the end, on a clone or after a
    save gives the same log, every entry a LauzaitEvent and a hire in notation."""
    bots = [RandomBot(seed + s) for s in range(players)]

    def choose(state):
        seat = state.to_act()[0]
        return seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat))

    read_once = check_log_reads_the_same(lc, players, seed, choose)
    hires = [e for e in read_once.events if e.kind in ("hire", "water_taken", "water_failed")]
    assert hires and all(type(e[2]) is str and type(e[3]) is str for e in hires)
    assert str(hires[0]).startswith(f"{seat_name(hires[0][1])} discards {hires[0][2]} onto")
