"""Lauzait Cep!'s session (widgets/session.py) without widgets: the day that ends on its own (LC-6)."""

from __future__ import annotations

import pytest

from engines.lauzait_cep import END_DAY
from widgets.games import game
from widgets.lauzait_cep.table import PlayTable
from widgets.session import Session


def test_an_automatic_action_is_played_for_the_person_when_it_is_all_they_may_do():
    """Lauzait Cep!'s End day after a hire with nothing left to decide (LC-6), as the table declares it."""
    info, applied = game("lauzait_cep"), []
    for seed in range(1, 40):
        state = info.State.new_game(2, seed=seed)
        session = Session(apply=lambda seat, action, state=state: (applied.append((seat, action)),
                                                                    state.apply(seat, action)),
                          automatic=(END_DAY,))
        session.seat(state, (0,), "Beginner", {1: info.bot("Beginner", 1)})
        session.advance()
        person = info.bot("Beginner", seed)
        for _ in range(400):
            if state.is_over() or session.viewer is None:
                break
            applied.clear()
            session.act(person.choose(state.observation(0), state.legal_actions(0)))
            mine = [action for seat, action in applied if seat == 0]
            if len(mine) == 2 and mine[1] == END_DAY:
                assert applied[:2] == [(0, mine[0]), (0, END_DAY)]  # played at once, before any bot
                return
    pytest.fail("no day ended on its own in these games")


def test_the_table_declares_end_day_automatic():
    assert PlayTable.automatic == (END_DAY,)
