"""Meow Oracle: what a link to one seat's view holds (every game's views: tests/test_share_views.py)."""

from __future__ import annotations

import json

from widgets import share

from test_share_views import midgame


def test_a_meow_oracle_link_holds_no_face_down_card_nor_the_order_they_turn_up_in():
    for seed in range(20):
        state, rng = midgame("meow_oracle", seed, 30)
        seat = rng.randrange(state.players)
        pool = state.position_json()["pool"]  # the face-down cards, in the order they turn up (MO-6)
        text = json.dumps(share.decode(share.link_for(state, seat)))
        assert pool and not any(f'"{token}"' in text for token in pool)
