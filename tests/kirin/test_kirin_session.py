"""Kirin at a hot-seat table's session (widgets/session.py): a card from another hand is refused, nothing changes."""

from __future__ import annotations

import pytest

from engines import IllegalAction, InvalidInput
from engines.kirin import new_game
from engines.kirin.bots import RandomBot
from widgets.session import Session


def test_an_illegal_card_is_refused_with_the_rule_and_nothing_changes():
    session = Session()
    session.seat(new_game(seed=8), (0, 1), "Beginner", {2: RandomBot(2), 3: RandomBot(3)})
    session.advance()
    session.take_screen()
    legal = {str(a) for a in session.state.legal_actions(session.viewer)}
    other = next(str(c) for c in session.state.observation((session.viewer + 1) % 4)["hand"] if str(c) not in legal)
    before = (session.state.to_json(), session.screen())
    with pytest.raises((IllegalAction, InvalidInput)):
        session.act(other)
    assert (session.state.to_json(), session.screen()) == before
