"""Meow Oracle pages opened from a link: what only this game's page keeps and shows.

The links' contract for every game (Share, bad and tampered links, the replay) is in
``tests/test_share_round_trip.py``.
"""

from __future__ import annotations

from widgets import share
from widgets.meow_oracle.table import PlayTable
from widgets.testing import address, arrive, step

from test_meow_oracle_widgets import TOKEN, public_tokens


def _played(steps: int = 8, **kw) -> PlayTable:
    table = PlayTable(level="Beginner", **kw)
    for _ in range(steps):
        step(table)
    return table


def _open(fragment: str, **kw) -> PlayTable:
    table = PlayTable(level="Beginner", **kw)
    arrive(table, fragment, address("meow_oracle"))
    return table


def test_a_link_keeps_the_games_path():
    source = _played(opponents=3, seed=5, path="snake")
    table = _open(share.fragment_of(source.share.share()), opponents=1, seed=9)
    assert table.path.value == "snake" and table.opponents.value == 3
    assert table.state.observation(0) == source.state.observation(0)


def test_a_table_opened_from_a_link_shows_only_what_its_seat_may_see_mo6(sent_text):
    source = _played(steps=20, opponents=2, seed=11)
    table = _open(share.encode(source.state.to_json()))
    for _ in range(10):
        obs, public = table.obs, public_tokens(table)
        sent = set(TOKEN.findall(sent_text(table.widget)))
        assert sent <= public, sent - public  # no face-down card is named, the link's included
        assert table.areas.value.count(": face-down card</title>") == sum(a.count("?") for a in obs["areas"])
        if table.state.is_over():
            break
        step(table)
