"""The Lauzait Cep! engine as a trust boundary: bad input refused, tampered game records and damaged
positions refused.

The shared checks of ``engines.testing`` feed bad input everywhere, tamper with game records and
damage positions; the named tests below each show one case.
"""

from __future__ import annotations

import json
import random

import pytest

from engines import InvalidInput, lauzait_cep
from engines.core import seat_name
from engines.lauzait_cep import Discard, Dissolve, Form, Move, dissolve_action, form_action, new_game, parse_cards


def test_a_move_from_a_negative_square_is_refused_before_anything_changes():
    """Python would wrap square -1 to e5; the move is refused as input, the state untouched."""
    state = new_game(4, seed=5)
    seat = state.to_act()[0]
    discard = next(a for a in state.legal_actions(seat) if isinstance(a, Discard))
    state.apply(seat, discard)  # now a move is due
    before = state.to_json()
    move = state.legal_actions(seat)[0]
    with pytest.raises(InvalidInput):
        state.apply(seat, Move(move.src - 25, move.dst))
    assert state.to_json() == before and state.legal_actions(seat)[0] == move


def test_departments_may_be_given_as_tokens_in_any_order():
    """A Form or Dissolve built from tokens, in any order, is the same action (LC-5)."""
    assert form_action(("G3", "G1", "G2")) == Form(tuple(parse_cards("G1 G2 G3")))
    assert str(dissolve_action(["J=G4", "G2", "G3"])) == "dissolve G2 G3 J=G4"
    assert dissolve_action("G3 J=G4 G2") == Dissolve(tuple(parse_cards("G2 G3 J=G4")))
    with pytest.raises(InvalidInput):
        Form(("G3", "G1", "G2"))  # the action itself holds a department as the engine keeps it
    with pytest.raises(InvalidInput):
        Form(("G1", "G2"))
    with pytest.raises(InvalidInput):
        Form(("G1", "G2", "J"))


def test_a_legal_form_in_another_order_is_accepted():
    state = new_game(2, seed=11)
    for _ in range(400):
        seat = state.to_act()[0]
        forms = [a for a in state.legal_actions(seat) if isinstance(a, Form)]
        if forms:
            break
        state.apply(seat, state.legal_actions(seat)[-1])
    else:
        pytest.skip("no form came up")
    form = forms[0]
    state.apply(seat, form_action(tuple(reversed([str(p) for p in form.pieces]))))
    assert any(dept == form.pieces for dept, _ in state.revealed[seat])


def test_to_json_is_fresh_and_from_json_copies_its_input():
    state = new_game(3, seed=2)
    for _ in range(10):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    data = state.to_json()
    data["moves"][0].append("poison")
    data["rules"]["luminous"] = True
    assert state.to_json() != data
    saved = state.to_json()
    loaded = lauzait_cep.from_json(saved)
    saved["rules"]["stalemate"] = "no_discard"
    saved["moves"].clear()
    out = loaded.to_json()
    out["rules"]["luminous"] = True
    assert loaded == state and loaded.to_json() == state.to_json()
    position = state.to_position_json()
    loaded = lauzait_cep.position_from_json(position)
    position["setup"]["board"][0] = 99
    position["setup"]["hidden"][1].clear()
    assert loaded == state and loaded.to_position_json() == state.to_position_json()


def _position(state: lauzait_cep.State) -> tuple[dict, dict]:
    """The state saved as a what-if position, and its setup (every field and the log, to damage)."""
    data = state.to_position_json()
    return data, data["setup"]


@pytest.mark.parametrize("change", [
    lambda d: d["hidden"][0].extend([20, 20, 20, 20, 20]),   # five extra jokers
    lambda d: d["hidden"][1].append(3),                       # a 10-piece hand
    lambda d: d["board"].__setitem__(3, -7),                  # a negative board entry
    lambda d: d.update(turn=9),
    lambda d: d.update(players=9),
])
def test_impossible_positions_are_refused(change):
    data, setup = _position(new_game(4, seed=3))
    change(setup)
    with pytest.raises(InvalidInput):
        lauzait_cep.position_from_json(data)


# ----- game records: a saved game is its deal and its moves -------------------------------------
def _played(players: int = 3, seed: int = 4, steps: int = 400) -> lauzait_cep.State:
    """A seeded game played by a seeded random chooser for up to ``steps`` actions, never
    proposing to end it (so it stays in play)."""
    state = new_game(players, seed=seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_act()[0]
        actions = [a for a in state.legal_actions(seat) if a != lauzait_cep.PROPOSE]
        state.apply(seat, chooser.choice(actions))
    return state


def _ended_by_agreement(players: int = 3, seed: int = 4) -> lauzait_cep.State:
    """A seeded game played for a while, then ended by a proposal every other seat accepts (LC-10)."""
    state = _played(players, seed, steps=60)
    while state.phase != "day" or state.proposed[state.turn]:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    state.apply(state.turn, "propose end")
    while not state.is_over():
        state.apply(state.to_act()[0], "accept")
    return state


def test_a_game_record_is_its_deal_and_its_moves():
    state = _played()
    data = state.to_json()
    assert set(data) == {"game", "record", "players", "rules", "seed", "moves", "scores", "over"}
    assert data["record"] == "game" and (data["players"], data["seed"]) == (3, 4) and len(data["moves"]) == 400
    assert lauzait_cep.State.opening(data) == new_game(3, seed=4)
    again = lauzait_cep.from_json(json.loads(json.dumps(data)))
    assert again == state and again.events == state.events and again.to_json() == data
    assert again.scores() == data["scores"] == state.scores() and again.is_over() is data["over"]


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_a_new_game_loaded_logs_the_start_of_season_1(players, seed):
    state = new_game(players, seed=seed, rules=lauzait_cep.Rules(luminous=seed % 2 == 1))
    again = lauzait_cep.from_json(state.to_json())
    assert again.events == state.events and [e.kind for e in again.events] == ["season"]
    assert again == state


def test_a_game_over_by_agreement_round_trips():
    state = _ended_by_agreement()
    data = state.to_json()
    assert data["over"] and state.events[-2].kind == "agreed"
    assert lauzait_cep.from_json(data) == state
    assert lauzait_cep.position_from_json(state.to_position_json()) == state


def test_a_second_proposal_in_a_season_is_refused_by_its_number():
    """LC-10: each player may propose to end once per season."""
    state = new_game(3, seed=4)
    proposer = state.turn
    state.apply(proposer, "propose end")
    state.apply(state.to_act()[0], "decline")
    data = state.to_json()
    data["moves"].append([proposer, "propose end"])
    with pytest.raises(InvalidInput, match=rf"^Move 3: {seat_name(proposer)} 'propose end' cannot be played "
                                           r"\(LC-10\): You have already proposed"):
        lauzait_cep.from_json(data)


def test_a_discard_of_a_piece_not_held_is_refused_by_its_number():
    """LC-1: the hire starts with the discard of one of one's own concealed pieces."""
    state = _played()
    data = state.to_json()
    replay = lauzait_cep.from_json({**data, "moves": [], "scores": [0, 0, 0], "over": False})
    for number, (seat, text) in enumerate(data["moves"], 1):
        if text.startswith("discard "):
            missing = [p for p in lauzait_cep.piece_set(3) if p not in replay.hidden[seat]]
            if missing:
                break
        replay.apply(seat, text)
    token = str(lauzait_cep.PIECES[missing[0]])
    data["moves"][number - 1][1] = f"discard {token}"
    with pytest.raises(InvalidInput, match=rf"^Move {number}: {seat_name(seat)} 'discard {token}' cannot be "
                                           r"played \(LC-1\)"):
        lauzait_cep.from_json(data)


def test_a_game_record_must_start_from_the_deal_of_season_1():
    """A setup in the middle of a season is a what-if position, not a game's start."""
    state = _played(steps=40)
    data = state.to_position_json()
    with pytest.raises(InvalidInput, match="what-if position"):
        lauzait_cep.from_json(data)
    as_game = {**data, "record": "game", "setup": {k: v for k, v in data["setup"].items() if k != "events"}}
    with pytest.raises(InvalidInput, match="holds no setup"):
        lauzait_cep.from_json(as_game)
    loaded = lauzait_cep.position_from_json(data)
    assert loaded == state and loaded.events == state.events


def test_a_stacked_hand_loads_only_as_a_position():
    """A setup, hands or a generator in a game record are refused: a table set up by hand is a position."""
    data, setup = _position(new_game(3, seed=5))
    game = new_game(3, seed=5).to_json()
    for extra in ({"setup": setup}, {"hidden": setup["hidden"]}, {"rng": setup["rng"]}):
        with pytest.raises(InvalidInput, match="no setup|no field"):
            lauzait_cep.from_json({**game, **extra})


def _swap_the_empty_square(setup: dict) -> None:
    """Deal around another empty square: a5's piece goes to the Mountain."""
    board = setup["board"]
    board[lauzait_cep.MOUNTAIN], board[0] = board[0], -1
    setup["empty"] = 0


def _luminous_face_down(setup: dict) -> None:
    """The luminous variant, but the luminous piece left face down."""
    setup["face_down"].append(setup["luminous"])
    setup["luminous"] = -1


@pytest.mark.parametrize("change, words", [
    (lambda s: s.update(season=2), "it is season 2"),
    (lambda s: s["proposed"].__setitem__(s["turn"], True), "proposed to end the game"),
    (_swap_the_empty_square, "the empty square is a5, not the Mountain"),
    (_luminous_face_down, "no luminous piece was turned up"),
])
def test_a_game_record_cannot_carry_a_changed_deal(change, words):
    """A deal changed by hand is a position: a game record holds no setup to change."""
    data = new_game(3, seed=5, rules=lauzait_cep.Rules(luminous=True)).to_json()
    position = new_game(3, seed=5, rules=lauzait_cep.Rules(luminous=True)).to_position_json()
    change(position["setup"])
    with pytest.raises(InvalidInput, match="holds no setup"):
        lauzait_cep.from_json({**data, "setup": position["setup"]})


# ----- the cases: refused in a game record and in a position record -----------------------
def _refused_both_ways(change, words: str, state: lauzait_cep.State | None = None) -> None:
    """The change to a fresh deal's setup and to a later position's setup is refused with ``words``."""
    record = new_game(3, seed=6).to_position_json()
    change(record["setup"])
    with pytest.raises(InvalidInput, match=words):
        lauzait_cep.position_from_json(record)
    data, setup = _position(state or _played(steps=40))
    change(setup)
    with pytest.raises(InvalidInput, match=words):
        lauzait_cep.position_from_json(data)


def test_a_score_in_season_1_with_nothing_formed_is_refused():
    """In season 1 points come only from revealed departments' bonuses (LC-5)."""
    state = _played(steps=40)
    seat = next(s for s in range(3) if not state.revealed[s])
    _refused_both_ways(lambda s: s["score"].__setitem__(seat, 40),
                       rf"score of {seat_name(seat)} is 40, but in season 1 points come only from the bonuses",
                       state)


def test_formed_today_with_no_department_revealed_is_refused():
    state = _played(steps=40)
    while state.phase != "day" or state.revealed[state.turn]:
        seat = state.to_act()[0]
        state.apply(seat, next(a for a in state.legal_actions(seat) if a != lauzait_cep.PROPOSE))
    _refused_both_ways(lambda s: s.update(formed=True), "formed a department today, but .* has no formed "
                                                        "department", state)


@pytest.mark.parametrize("field", ["turn", "start_seat", "day"])
def test_a_turn_that_does_not_fit_the_start_seat_and_the_day_is_refused(field):
    """LC-9: days pass from the start seat in the season's direction, one seat a day."""
    def change(setup):
        setup[field] = setup[field] + 1 if field == "day" else (setup[field] + 1) % 3
    _refused_both_ways(change, r"The saved seat to act is .*, but day \d+ of a season that")


def test_a_game_over_by_agreement_with_no_proposal_in_the_log_is_refused():
    """LC-10: a game ends early only when every other seat accepts a proposal to end it."""
    _refused_both_ways(lambda s: s.update(phase="over"), "over, but its log shows nothing that ended it")
    data, setup = _position(_ended_by_agreement())
    assert lauzait_cep.position_from_json(data).is_over()
    setup["events"] = [e for e in setup["events"] if e[0] != "propose"]
    with pytest.raises(InvalidInput, match="over, but its log shows nothing that ended it"):
        lauzait_cep.position_from_json(data)
    data, setup = _position(_played(steps=40))  # an agreement added to a game in play
    setup["events"] += [["agreed", 1], ["game_over", "Aiko 0, Bruno 0, Chidi 0"]]
    setup["phase"] = "over"
    with pytest.raises(InvalidInput, match="over, but its log shows nothing that ended it"):
        lauzait_cep.position_from_json(data)


def test_a_position_whose_scores_are_not_the_logs_is_refused():
    """From the deal on, the log holds every point: bonuses earned less refunds, declarations."""
    state = _played(steps=400)
    data, setup = _position(state)
    assert state.season > 1 or any(state.revealed)
    setup["score"][0] += 1
    with pytest.raises(InvalidInput, match="are not the points the log gives"):
        lauzait_cep.position_from_json(data)


def test_a_position_whose_season_is_not_the_logs_is_refused():
    """LC-9: the season's start seat and direction are the ones its start logged."""
    data, setup = _position(new_game(3, seed=6))
    setup["direction"] = -setup["direction"]
    with pytest.raises(InvalidInput, match="last season line, .* is not the start of this season"):
        lauzait_cep.position_from_json(data)


@pytest.mark.parametrize("names", ["Lauzait-Cep", None, ["nope"], [3], [["Lauzait-Cep"]], {"Lauzait-Cep": 3}])
def test_LC7_scored_words_refuses_anything_but_a_list_of_scoring_names(names):
    with pytest.raises(InvalidInput):
        lauzait_cep.scored_words(names)


def test_LC7_scored_words_names_the_base_points_apart_from_the_call():
    assert lauzait_cep.scored_words(["Lauzait-Cep", "Well-Balanced"]) == "base 3 + Well-Balanced 10"
