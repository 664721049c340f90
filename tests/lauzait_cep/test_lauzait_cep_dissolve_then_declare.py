"""Declaring with departments formed (LC-6, LC-7): what one dissolve a day leaves open.

The rulebook lets a player dissolve at most one department a day ("none or once"), and allows a
declaration either on revealing the third department or with nothing revealed. By our readings the
dissolve comes first in the day (LC-6) and a department dissolved today no longer counts as formed
(LC-7). So:

* with exactly one department formed, a player may dissolve it, hire, and declare with nothing
  formed, all on one day;
* with two formed, forming the third is the only way to declare that day (a second dissolve is
  refused, and after any hire only the end of the day is left); dissolving them on two different
  days leaves nothing formed, and the declaration after the second day's hire is open again.
"""

from __future__ import annotations

import pytest

from engines import IllegalAction
from engines import lauzait_cep as lc
from engines.core import seat_name
from engines.lauzait_cep.bots import RandomBot
from widgets.lauzait_cep.lessons.examples import one_formed_declared

# ----- one department formed: a real game ------------------------------------------------------
PLAYERS, DEAL, ACTIONS = 3, 0, 18
"""A three-player game dealt from 0, its seats played by RandomBot(0), RandomBot(1), RandomBot(2) for
18 actions: Chidi's day opens with G3 G4 G5 formed (bonus 2) and six concealed pieces."""
ROUTE = ("dissolve G3 G4 G5", "discard G3", "move b4-a5")
"""Chidi's day: the dissolve, then a hire on land (the G2 on b4 steps to a5 and Chidi takes the W5)."""


def random_game_day():
    """The real game at the start of Chidi's day, and Chidi's seat."""
    state = lc.new_game(PLAYERS, seed=DEAL)
    bots = [RandomBot(seat) for seat in range(PLAYERS)]
    for _ in range(ACTIONS):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state, state.turn


def test_LC6_LC7_the_real_game_reaches_a_day_with_exactly_one_department_formed():
    state, seat = random_game_day()
    assert seat_name(seat) == "Chidi"
    assert state.phase == "day" and not state.dissolved and not state.formed
    assert [str(a) for a in state.legal_actions(seat) if isinstance(a, lc.Dissolve)] == [ROUTE[0]]
    assert state.observation(seat)["revealed"][seat] == [{"pieces": "G3 G4 G5", "bonus": 2}]
    assert sorted(state.observation(seat)["hand"]) == ["G3", "W2", "W3", "W4", "W6", "W7"]


def test_LC7_without_the_dissolve_the_same_hire_leaves_no_declaration():
    state, seat = random_game_day()
    for action in ROUTE[1:]:
        state.apply(seat, action)
    assert state.legal_actions(seat) == [lc.END_DAY]
    with pytest.raises(IllegalAction, match="You have a department formed") as refused:
        state.apply(seat, "Lauzait-Cep!")
    assert refused.value.rule == "LC-7"


def test_LC6_LC7_one_formed_dissolve_hire_and_declare_with_nothing_formed():
    state, seat = random_game_day()
    before = state.scores()[seat]
    state.apply(seat, ROUTE[0])
    assert state.events[-1].kind == "dissolve" and state.scores()[seat] == before - 2   # the refund (LC-5)
    assert not state.revealed[seat] and len(state.hidden[seat]) == 9
    state.apply(seat, ROUTE[1])
    state.apply(seat, ROUTE[2])
    assert str(state.events[-1]) == "Chidi discards G3 onto a2, moves G2 from b4 to a5 and takes W5."
    assert state.legal_actions(seat) == [lc.DECLARE, lc.END_DAY]     # the declaration with nothing formed
    worth = state.declaration(seat).total
    state.apply(seat, "Lauzait-Cep!")
    declared = next(e for e in state.events if e.kind in ("lauzait_cep", "lauzait_cep_concealed"))
    assert declared.kind == "lauzait_cep_concealed" and declared.data[0] == seat
    assert declared.data[1] == "G3 G4 G5 / W2 W3 W4 / W5 W6 W7"
    assert state.season == 2                                          # the declaration ended season 1
    assert state.scores()[seat] == before - 2 + worth == worth        # no bonus comes with it


def test_LC6_LC7_the_lesson_s_worked_case_dissolves_its_only_department_and_declares_that_day():
    state = one_formed_declared()
    end = next(i for i, e in enumerate(state.events) if e.kind == "lauzait_cep_concealed")
    dissolve, hire, declared = state.events[end - 2: end + 1]
    assert dissolve.kind == "dissolve" and hire.kind == "hire"
    assert dissolve.data[0] == hire.data[0] == declared.data[0]


# ----- two departments formed: a position set up by hand ------------------------------------------
#      a     b     c     d     e
BOARD = (".  G8 W3 W4 G5 "    # 5   c5 is Water
         "W1 G2 W5 G3 W6 "    # 4   c4 is Water
         "G4 W7 G1 W3 G6 "    # 3   a3 b3 d3 e3 are Water, c3 the Mountain
         "W2 G7 W1 G2 W3 "    # 2   c2 is Water
         "G5 W4 G3 W2 G1")    # 1   c1 is Water
TWO_FORMED = ["G1 G2 G3", "W4 W5 W6"]
"""Aiko's formed departments (bonuses 1 and 2); her concealed pieces are G7 G8 G9."""


def two_formed_day():
    """Two players; Aiko to act with two departments formed and G7 G8 G9 concealed."""
    return lc.position(2, ["G7 G8 G9", "W2 W2 W5 W7 W8 W9 G4 G5 G6"], BOARD,
                       revealed=[TWO_FORMED, []], scores=[3, 0])


def every_hire(state, seat):
    """The states after every discard and move that finish a hire from here (copies)."""
    for discard in (a for a in state.legal_actions(seat) if isinstance(a, lc.Discard)):
        discarded = state.clone()
        discarded.apply(seat, discard)
        for move in discarded.legal_actions(seat):
            hired = discarded.clone()
            hired.apply(seat, move)
            yield hired


def test_LC6_two_formed_one_dissolve_a_day_leaves_one_formed_and_no_declaration():
    state = two_formed_day()
    state.apply(0, "dissolve G1 G2 G3")
    assert not any(isinstance(a, lc.Dissolve) for a in state.legal_actions(0))
    with pytest.raises(IllegalAction):
        state.apply(0, "dissolve W4 W5 W6")                           # one dissolve a day (LC-6)
    hires = list(every_hire(state, 0))
    assert hires and all(h.legal_actions(0) == [lc.END_DAY] for h in hires)
    with pytest.raises(IllegalAction, match="You have a department formed"):
        hires[0].apply(0, "Lauzait-Cep!")


def test_LC7_two_formed_forming_the_third_is_the_declaration_of_that_day():
    state = two_formed_day()
    with pytest.raises(IllegalAction, match="You have two departments formed") as refused:
        state.apply(0, "Lauzait-Cep!")
    assert refused.value.rule == "LC-7"
    state.apply(0, "form G7 G8 G9")
    assert state.legal_actions(0) == [lc.DECLARE]                      # instead of the hire
    state.apply(0, "Lauzait-Cep!")
    assert any(e.kind == "lauzait_cep" for e in state.events)


def test_LC6_LC7_two_formed_dissolved_on_two_days_then_declared_with_nothing_formed():
    state = two_formed_day()
    # Aiko's first day: one dissolve, a hire that takes her own G9 back, no declaration.
    state.apply(0, "dissolve G1 G2 G3")
    state.apply(0, "discard G9")
    state.apply(0, "move b5-a5")
    assert state.legal_actions(0) == [lc.END_DAY]
    state.apply(0, "end day")
    # Bruno's day: he takes his own W2 back.
    state.apply(1, "discard W2")
    state.apply(1, "move a4-b5")
    state.apply(1, "end day")
    # Aiko's next day: the second dissolve, the same kind of hire, and nothing is formed.
    assert state.turn == 0 and lc.Dissolve in {type(a) for a in state.legal_actions(0)}
    state.apply(0, "dissolve W4 W5 W6")
    state.apply(0, "discard G9")
    state.apply(0, "move a5-a4")
    assert not state.revealed[0]
    assert state.legal_actions(0) == [lc.DECLARE, lc.END_DAY]
    assert state.scores()[0] == 0                                      # 1 + 2 earned, both paid back
    worth = state.declaration(0).total
    state.apply(0, "Lauzait-Cep!")
    declared = next(e for e in state.events if e.kind == "lauzait_cep_concealed")
    assert declared.data[1] == "G1 G2 G3 / G7 G8 G9 / W4 W5 W6"
    assert state.scores()[0] == worth


def test_two_identical_departments_make_one_dissolve_choice():
    """LC-6: dissolving one of two identical revealed departments is one choice, listed once (the OpenSpiel
    adapter's check found it listed twice)."""
    import random

    state, rng = lc.new_game(2, seed=11), random.Random(11)
    for _ in range(340):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = state.to_act()[0]
    words = [str(a) for a in state.legal_actions(seat)]
    assert len(words) == len(set(words))
    assert any(w.startswith("dissolve ") for w in words)
