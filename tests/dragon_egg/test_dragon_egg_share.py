"""Dragon Egg pages opened from a link: what only this game's page shows.

The links' contract for every game (Share, bad and tampered links, the replay) is in
``tests/test_share_round_trip.py``. The secrecy check here walks the widgets as the hot-seat
test does (``tests/dragon_egg/test_dragon_egg_coach_widgets.py``).
"""

from __future__ import annotations

from widgets import share
from widgets.dragon_egg.table import PlayTable
from widgets.testing import address, arrive

from test_dragon_egg_coach_widgets import _hidden_tokens, _leaks, _play_turn, _seen_tokens, _sent


def test_a_table_opened_from_a_link_shows_only_the_hand_of_its_seat():
    source = PlayTable(level="Beginner", opponents=2, seed=11)  # round 1: the bots' sets lie face down
    table = PlayTable(level="Beginner")
    arrive(table, share.encode(source.state.to_json()), address("dragon_egg"))
    checked = 0
    for _ in range(12):
        state = table.state
        if state.is_over():
            break
        me = table.viewer
        assert me is not None and table.people == (me,)
        assert [b.description for b in table.hand_box.children] == state.observation(me)["hand"]
        texts = _sent(table.widget)
        for other in range(state.players):
            if other != me:
                secret = _hidden_tokens(state, other) - _seen_tokens(state, me)
                assert not _leaks(texts, secret), (me, other, secret)
                checked += bool(secret)
        _play_turn(table)
    assert checked >= 3
