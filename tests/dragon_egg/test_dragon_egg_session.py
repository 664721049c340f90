"""The Dragon Egg at a hot-seat table's session (widgets/session.py): every builder acts at once (DE-2), so the
screen passes from one person who has built to the next who has not."""

from __future__ import annotations

from engines.dragon_egg import new_game
from engines.dragon_egg.bots import RandomBot
from widgets.session import Screen, Session


def test_a_simultaneous_phase_passes_the_screen_from_one_builder_to_the_next():
    session = Session()
    session.seat(new_game(3, seed=1), (0, 2), "Beginner", {1: RandomBot(1)})
    session.advance()
    assert session.screen() == Screen("pass", 0, True)
    session.take_screen()
    session.act(session.state.legal_actions(0)[0])
    assert session.screen() == Screen("pass", 2, True) and session.viewer is None
