"""The Dragon Egg engine as a trust boundary: bad input refused, game records replayed, positions checked."""

from __future__ import annotations

import json
import random

import pytest

from engines import InvalidInput, dragon_egg
from engines.core import seat_name
from engines.dragon_egg import Build, card, make_build, new_game, parse_action, parse_cards, score_round


@pytest.mark.parametrize("bad", [None, 5, ["R7"], [["R7"]]])
def test_notation_of_the_wrong_type_is_invalid_input(bad):
    for parse in (card, parse_action):
        with pytest.raises(InvalidInput):
            parse(bad)
    if bad is not None and not isinstance(bad, list):
        with pytest.raises(InvalidInput):
            parse_cards(bad)


def test_long_input_is_quoted_short():
    with pytest.raises(InvalidInput) as refusal:
        parse_cards("R7 " + "X" * 10_000_000)
    assert len(str(refusal.value)) < 300


@pytest.mark.parametrize("holder", [7, -1, True, "0"])
def test_score_round_refuses_an_egg_holder_outside_the_table(holder):
    sets = [("R7 R*", "B2 B3"), ("R2 R3", "B5 B7")]
    with pytest.raises(InvalidInput):
        score_round(sets, egg_holder=holder)
    with pytest.raises(InvalidInput):
        score_round(None)


def test_sets_given_in_the_other_order_are_the_same_build():
    """DE-2 decides which set is the Far, so Build(near, far) is accepted like the text form."""
    state = new_game(3, seed=4)
    build = state.legal_actions(0)[0]
    swapped = Build(build.near[::-1], build.far)
    state.apply(0, swapped)
    assert state.builds[0] == make_build(build.far, build.near) == build


def _position(state: dragon_egg.State) -> tuple[dict, dict]:
    """The state saved as a what-if position, and its setup (every field and the log, to change); the
    derived scores and end are left out, for the loader to derive from the changed setup."""
    data = state.to_position_json()
    del data["scores"], data["over"]
    return data, data["setup"]


def _game_record(position: dict) -> dict:
    """A position's fields offered as a game record: the same setup without its log, no moves."""
    setup = {k: v for k, v in position["setup"].items() if k != "events"}
    return {"game": "dragon_egg", "record": "game", "setup": setup, "moves": []}


def _refused_both_ways(position: dict, position_words: str) -> None:
    """A changed position is refused as a what-if position (naming what is wrong), and as a game record:
    a game record holds no setup at all."""
    with pytest.raises(InvalidInput, match=position_words):
        dragon_egg.position_from_json(position)
    with pytest.raises(InvalidInput, match="holds no setup"):
        dragon_egg.from_json(_game_record(position))


def _played(players: int, seed: int, until) -> dragon_egg.State:
    """A seeded random game played until ``until(state)`` holds (or it ends)."""
    state, rng = new_game(players, seed=seed), random.Random(seed)
    while not until(state) and not state.is_over():
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def _finished(players: int = 3, seed: int = 4) -> tuple[dragon_egg.State, dict]:
    """A whole seeded random game and its record."""
    state = _played(players, seed, lambda s: False)
    return state, state.to_json()


def test_an_ending_that_meets_two_reasons_names_both():
    """DE-8: when the bracelet supply runs short and someone reaches the threshold, the log says both."""
    for seed in range(200):
        data, setup = _position(new_game(2, seed=seed))
        setup.update(round=2, money=[2, 2], supply=0, bracelets=[6, 6])  # as earlier rounds left them
        state = dragon_egg.position_from_json(data, keep_log=False)  # round 1's log does not fit round 2
        for seat in (0, 1):
            state.apply(seat, state.legal_actions(seat)[0])
        if state.observation(0)["end_reasons"] == ["bracelets", "threshold"]:
            break
    else:
        pytest.fail("no seed gave both reasons")
    last = state.log()[-1]
    assert "cannot give a bracelet" in last and "money threshold" in last


def test_from_json_copies_its_input_and_to_json_is_fresh():
    state = new_game(4, seed=2)
    data = state.to_json()
    loaded = dragon_egg.from_json(data)
    data["rules"]["revelation"] = "strict"
    data["scores"][0] = 5
    assert loaded.observation(0)["hand"] and loaded.to_json() == state.to_json()
    out = loaded.to_json()
    out["rules"]["revelation"] = "strict"
    assert loaded.rules.revelation == "default"
    position = state.to_position_json()
    loaded = dragon_egg.position_from_json(position)
    position["setup"]["hands"][0].clear()
    position["setup"]["money"][0] = 5
    assert loaded.observation(0)["hand"] and loaded.money[0] == 0
    loaded.apply(0, loaded.legal_actions(0)[0])
    assert loaded.to_json()["setup"] == state.to_position_json()["setup"], "playing on changed the record's start"


@pytest.mark.parametrize("change, words", [
    (lambda d: d["hands"][0].append("R7"), "R7"),
    (lambda d: d.update(players=9), "players"),
    (lambda d: d.update(supply=99), "bracelet"),
    (lambda d: d.update(phase="egg"), "phase"),
])
def test_impossible_saved_states_are_refused_with_a_sentence(change, words):
    data, setup = _position(new_game(4, seed=3))
    change(setup)
    _refused_both_ways(data, words)


# ----- a saved game is its deal and its moves -------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_start_log_is_the_deal_as_it_was_drawn(players):
    """The deal's lines name the cards in the order they were drawn, which the sorted hands do not show."""
    for seed in (0, 7, 2 ** 40):
        state = new_game(players, seed=seed)
        again = dragon_egg.from_json(state.to_json())
        assert again.events == state.events and again == state
        assert [e.kind for e in again.events] == ["start", *["deal"] * players, "round"]


def test_a_build_with_cards_not_held_is_refused_by_its_move_number():
    state, data = _finished()
    number = next(n for n, (seat, text) in enumerate(data["moves"], 1) if "|" in text and n > 6)
    seat, text = data["moves"][number - 1]
    replay = dragon_egg.from_json({k: v for k, v in data.items() if k not in ("scores", "over")}
                                  | {"moves": data["moves"][:number - 1]})
    missing = next(c.token for c in dragon_egg.CARDS if c.index not in replay.hands[seat])
    far, near = text.split(" | ")
    data["moves"][number - 1][1] = f"{missing} {far.split()[1]} | {near}"
    with pytest.raises(InvalidInput, match=rf"^Move {number}: .* cannot be played \(hand\): .*{missing}"):
        dragon_egg.from_json(data)


def test_a_what_if_position_is_no_game_record():
    """A position (here a lesson's table) opens with position_from_json, never as a game played from its start."""
    state = _played(3, 5, lambda s: s.round == 2)
    data = state.to_position_json()
    with pytest.raises(InvalidInput, match="what-if position"):
        dragon_egg.from_json(data)
    assert dragon_egg.position_from_json(data) == state
    with pytest.raises(InvalidInput, match="holds no setup"):
        dragon_egg.from_json(_game_record(data))


def test_a_game_record_carries_no_deal_of_its_own():
    """A setup, a generator or hands in a game record are refused: a table set up by hand is a position."""
    data = new_game(3, seed=8).to_json()
    setup = new_game(3, seed=8).to_position_json()["setup"]
    for extra in ({"setup": setup}, {"rng": setup["rng"]}, {"hands": setup["hands"][::-1]}):
        with pytest.raises(InvalidInput, match="no setup|no field"):
            dragon_egg.from_json({**data, **extra})
    stacked = dragon_egg.position(3, ["R7 R7 B7 B7 R2", "R5 R5 B5 B5 R3", "R10 R10 B10 B10 B3"], seed=8)
    loaded = dragon_egg.position_from_json(stacked.to_json())
    assert loaded == stacked and loaded.to_json()["record"] == "position"
    with pytest.raises(InvalidInput):
        dragon_egg.from_json({**stacked.to_json(), "record": "game"})


# ----- saves the rules cannot reach, refused as records and as positions ------------------------
def test_a_discard_phase_that_leaves_a_seat_unable_to_build_is_refused():
    """DE-6: after the refill every hand holds at least 5 cards; a 1-card hand with the bracelets back
    in the supply would leave its seat with nothing to do once the discards are made."""
    state = next(s for seed in range(100)
                 if (s := _played(3, seed, lambda s: s.phase == "discard")).phase == "discard"
                 and len(s.to_act()) < 3)
    calm = next(seat for seat in range(3) if seat not in state.to_act())
    data, setup = _position(state)
    setup["deck"] += setup["hands"][calm][1:]
    setup["hands"][calm] = setup["hands"][calm][:1]
    setup["bracelets"], setup["supply"] = [0, 0, 0], 12
    name = seat_name(calm)
    _refused_both_ways(data, f"{name} holds 1 card in the discard phase, but after the refill every hand holds")


def test_money_at_the_threshold_while_play_goes_on_is_refused():
    """DE-8: the scoring that reaches the threshold ends the game."""
    data, setup = _position(new_game(2, seed=1))
    setup.update(round=3, money=[1, 4])
    _refused_both_ways(data, "Bruno has 4 ZOO, at or over the 3 ZOO that end a 2-player game, yet the game goes on")


@pytest.mark.parametrize("last, words", [
    ([["R7 R7 | B2 B3", "R7 R7 | B5 B7"], [9, 9], [9, 9]], "last Far scores of the last scoring, entry 1 is 9"),
    ([["R7 R7 | B2 B3", "R7 R7 | B5 B7"], [1, 1], [0, 1]], "shows R7 4 times, but the deck has 2 copies"),
    ([["R7 R7 | B2 B3", "R5 R5 | B5 B7"], [1, 1], [0, 1]], "gives the Far sets 1 and 1 points, but they beat"),
])
def test_a_last_scoring_the_rules_cannot_give_is_refused(last, words):
    """DE-3: four R7s, or 9 points each at a table of two (earnings of 81), are no scoring."""
    data, setup = _position(new_game(2, seed=1))
    setup.update(round=2, last=last)
    _refused_both_ways(data, words)


@pytest.mark.parametrize("fields, words", [
    ({"egg_holder": 1}, "an egg holder"),
    ({"shown": [None, "R7 R7"]}, "a use of the egg"),
    ({"bracelets": [1, 0], "supply": 11}, "bracelets"),
    ({"money": [1, 0]}, "money"),
])
def test_round_one_has_no_egg_holder_shown_set_or_bracelets(fields, words):
    """DE-5, DE-7: nothing is earned, won or shown before round 1 is scored."""
    data, setup = _position(new_game(2, seed=1))
    setup.update(fields)
    _refused_both_ways(data, rf"In round 1, before the first scoring, .*this game has {words}")


def test_an_end_reason_that_contradicts_the_log_is_refused():
    """DE-8: a game that ran out of bracelets while someone reached the threshold ended for both
    reasons, the bracelets first; calling it a threshold end contradicts its last log line."""
    both = ["bracelets", "threshold"]
    state = next(s for seed in range(300)
                 if (s := _played(2, seed, lambda s: False)).observation(0)["end_reasons"] == both)
    data, setup = _position(state)
    setup["end_reason"] = "threshold"
    _refused_both_ways(data, "of the saved log does not say how the game ended")
    data, setup = _position(_finished()[0])
    setup["end_reason"] = "draw" if setup["end_reason"] != "draw" else "threshold"
    _refused_both_ways(data, "saved as ended because")
    data, setup = _position(new_game(2, seed=1))
    setup["events"].append(["end", "threshold", "0", "Aiko 0 / Bruno 0"])
    with pytest.raises(InvalidInput, match="log says the game has ended"):
        dragon_egg.position_from_json(data)


@pytest.mark.parametrize("players", [2, 5])
def test_every_position_of_a_game_reloads_as_itself(players):
    """What the static checks refuse is never a position the rules reach."""
    state, rng = new_game(players, seed=21), random.Random(21)
    while True:
        assert dragon_egg.position_from_json(json.loads(json.dumps(state.to_position_json()))) == state
        if state.is_over():
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
