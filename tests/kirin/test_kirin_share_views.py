"""Kirin: what a link to one seat's view holds (every game's views: tests/test_share_views.py)."""

from __future__ import annotations

import json

import pytest

from engines import InvalidInput, kirin
from widgets import share

from share_fuzz import pack
from test_share_views import _view, midgame


def test_a_kirin_link_holds_no_card_of_another_hand_nor_a_face_down_declaration():
    for seed in range(20):
        state, rng = midgame("kirin", seed, rng_moves := 2 + seed)  # round 1: no card was dealt twice yet
        seat = rng.randrange(4)
        obs = state.observation(seat)
        assert obs["round"] == 1 and rng_moves < 36
        text = json.dumps(share.decode(share.link_for(state, seat)))
        hidden = {str(card) for other in range(4) if other != seat for card in state.hand(other)}
        hidden |= {str(kirin.CARDS[c]) for other, c in enumerate(state.declared) if other != seat and c >= 0}
        assert hidden and not any(f'"{token}"' in text for token in hidden)


def test_a_link_nested_deep_or_with_a_huge_number_or_field_is_refused_in_a_short_sentence():
    view, State = _view("kirin")
    body = json.dumps(view)
    deep = pack((body[:-1] + ', "x": ' + "[" * 100_000 + "]" * 100_000 + "}").encode())
    assert len(deep) < 1_000
    with pytest.raises(InvalidInput, match="levels deep"):
        share.load_game(deep, State)
    reader, banner_text = share.LinkReader("ki", lambda *a: None), []

    class Banner:
        def error(self, text):
            banner_text.append(text)

    assert share.game_from_link(reader, deep, State, Banner(), lambda: None) is None
    assert "levels deep" in banner_text[0]
    huge = pack(body.replace('"seat": 0', '"seat": ' + "9" * 5_000, 1).encode())
    with pytest.raises(InvalidInput) as refused:
        share.load_game(huge, State)
    assert len(str(refused.value)) < 400
    view["observation"]["hand"] = "Q1 " * 1_300_000
    with pytest.raises(InvalidInput) as refused:
        share.load_game(pack(json.dumps(view).encode()), State)
    assert len(str(refused.value)) < 400


def test_a_view_with_big_numbers_or_floats_or_bools_for_numbers_is_refused():
    for change, words in (({"round": 10**6}, "beyond 100,000"), ({"round": 1.0}, "not one"),
                          ({"scores": [False, 0, 0, 0]}, "not one")):
        view, State = _view("kirin")
        view["observation"].update(change)
        with pytest.raises(InvalidInput, match=words):
            share.load_game(share.encode(view), State)


def test_a_replay_page_sends_a_view_to_the_play_page():
    from widgets.kirin.replay import ReplayViewer, game_steps

    state, _ = midgame("kirin", 2, 30)
    viewer = ReplayViewer.__new__(ReplayViewer)
    shown = []
    viewer.reader = share.LinkReader("ki-replay", lambda *a: None)
    viewer.from_link, viewer.linked = False, None
    viewer.load = lambda: shown.append("bots")

    class Banner:
        def show(self, text, kind):
            shown.append((text, kind))

    viewer.banner = Banner()
    assert not share.replay_from_link(viewer, share.link_for(state, 0), kirin.State, game_steps)
    assert "play.ipynb" in shown[-1][0] and shown[-1][1] == "error"
