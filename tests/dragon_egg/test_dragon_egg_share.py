"""Dragon Egg pages opened from a link (``#game=...``) and the Share button.

The page's script is simulated by writing into the hidden reader box what the script would
send: ``{"href": ..., "hash": "#game=..."}``. The secrecy check walks the widgets as the
hot-seat test does (``tests/dragon_egg/test_dragon_egg_coach_widgets.py``).
"""

from __future__ import annotations

import json

import pytest

from engines import kirin
from engines.core import seat_name
from widgets import share
from widgets.dragon_egg.table import LEARNER, PlayTable

from test_dragon_egg_coach_widgets import _hidden_tokens, _leaks, _play_turn, _seen_tokens, _sent

ADDRESS = "http://h/voila/render/dragon_egg/play.ipynb"


def _played(turns: int = 3, **kw) -> PlayTable:
    table = PlayTable(level="Beginner", **kw)
    for _ in range(turns):
        _play_turn(table)
    return table


def _open(fragment: str | None, **kw) -> PlayTable:
    table = PlayTable(level="Beginner", **kw)
    table.reader.box.value = json.dumps({"href": ADDRESS, "hash": f"#game={fragment}" if fragment else ""})
    return table


def test_a_link_made_by_share_opens_the_same_game_in_a_fresh_table():
    source = _played(opponents=3, seed=5)
    source.reader.box.value = json.dumps({"href": ADDRESS, "hash": ""})  # a page without a link
    link = source.share.share()
    assert link.startswith(ADDRESS + "#game=")
    assert "only what" in source.share.note.value and "dealt again" in source.share.note.value
    assert source.share.link.value == link
    table = _open(share.fragment_of(link), opponents=1, seed=9)
    seat = source.state.to_act()[0]  # the learner's turn: no bot moved, the same view
    assert table.state.observation(seat) == source.state.observation(seat)
    assert table.state is not source.state
    assert table.opponents.value == 3 and [b.layout.display for b in table.people_buttons] == ["", "", "", "", "none"]
    seat = table.state.to_act()[0]
    assert table.people == (seat,) and table.viewer == seat and table.waiting is None
    assert [b.description for b in table.hand_box.children] == table.state.observation(seat)["hand"]
    assert "This link shares" in table.banner.text and table.banner.kind == "info"
    assert table.reader.box.value == ""  # the page keeps no copy of the link
    before = len(table.state.to_json()["moves"])
    _play_turn(table)  # and play goes on
    assert len(table.state.to_json()["moves"]) > before


def test_a_link_taken_in_a_hot_seat_game_opens_for_the_seat_to_move():
    source = PlayTable(opponents=2, level="Beginner", seed=32, people=(0, 2))
    source.pass_button.click()
    _play_turn(source)  # Aiko placed; now Chidi must place
    assert source.viewer is None and source.waiting == 2
    table = _open(share.encode(source.state.to_json()))
    assert table.viewer == 2 and table.people == (2,) and sorted(table.bots) == [0, 1]
    assert "You are " + seat_name(2) in table.banner.text


@pytest.mark.parametrize("fragment, words", [
    ("AAAA", "damaged"),
    ("a%20b", "letters, digits"),
    (share.encode(kirin.new_game(4, seed=1).to_json()), "not of this page"),
])
def test_a_bad_link_gets_a_sentence_and_a_new_game(fragment, words):
    table = _open(fragment, opponents=2, seed=4)
    assert table.banner.kind == "error" and words in table.banner.text
    assert "could not be opened" in table.banner.text and "Traceback" not in table.banner.text
    assert table.people == (LEARNER,) and not table.from_link
    assert all(s in table.bots for s in (1, 2))
    assert [m for m in table.state.to_json()["moves"] if m[0] == LEARNER] == []  # a new game: Aiko has not moved


def test_a_cut_or_tampered_game_is_refused():
    record = _played(opponents=2, seed=6).state.to_json()
    text = share.encode(record)
    table = _open(text[: len(text) // 2])
    assert table.banner.kind == "error" and "damaged" in table.banner.text and not table.from_link
    moves = [m for m in record["moves"] if m[0] == LEARNER]
    assert moves
    bad = json.loads(json.dumps(record))
    i = record["moves"].index(moves[0])
    bad["moves"][i][1] = "R9 R9 | R9 R9"
    table = _open(share.encode(bad))
    assert table.banner.kind == "error" and "could not be opened" in table.banner.text and not table.from_link
    bad = json.loads(json.dumps(record))
    bad["setup"] = "nonsense"
    table = _open(share.encode(bad))
    assert table.banner.kind == "error" and not table.from_link


def test_a_table_opened_from_a_link_shows_only_the_hand_of_its_seat():
    source = _played(turns=0, opponents=2, seed=11)  # round 1: the bots' sets lie face down
    table = _open(share.encode(source.state.to_json()))
    checked = 0
    for _ in range(12):
        state = table.state
        if state.is_over():
            break
        me = table.viewer
        assert me is not None and table.people == (me,)
        texts = _sent(table.widget)
        for other in range(state.players):
            if other != me:
                secret = _hidden_tokens(state, other) - _seen_tokens(state, me)
                assert not _leaks(texts, secret), (me, other, secret)
                checked += bool(secret)
        _play_turn(table)
    assert checked >= 3


def test_a_page_without_a_link_keeps_its_new_game():
    table = _open(None, seed=2)
    assert "New game" in table.banner.text and not table.from_link
    assert table.reader.address == ADDRESS
    assert table.share.share().startswith(ADDRESS + "#game=")


# ----- replay ----------------------------------------------------------------------------------
REPLAY = "http://h/voila/render/dragon_egg/replay.ipynb"


def _replay_from(fragment):
    from widgets.dragon_egg.replay import ReplayViewer

    viewer = ReplayViewer(players=2, seed=3, bot="Random")
    viewer.reader.box.value = json.dumps({"href": REPLAY, "hash": f"#game={fragment}" if fragment else ""})
    return viewer


def test_the_replay_shares_its_game_and_a_fresh_replay_opens_it():
    from widgets.dragon_egg.replay import ReplayViewer, commentary

    source = ReplayViewer(players=4, seed=9, bot="Random")
    source.reader.box.value = json.dumps({"href": REPLAY, "hash": ""})
    link = source.share.share()
    assert link.startswith(REPLAY + "#game=") and "carries the whole game" in source.share.note.value
    viewer = _replay_from(share.fragment_of(link))
    assert viewer.from_link and len(viewer.steps) == len(source.steps) and viewer.players.value == 4
    assert [commentary(s) for s in viewer.steps] == [commentary(s) for s in source.steps]
    assert viewer.steps[-1].state.to_json() == source.steps[-1].state.to_json()
    assert [s.result for s in viewer.steps] == [s.result for s in source.steps]


@pytest.mark.parametrize("fragment, words", [
    ("AAAA", "damaged"),
    (share.encode(kirin.new_game(4, seed=1).to_json()), "not of this page"),
    (None, "not over yet"),  # a game from the play table, not over: the replay would show every hand
])
def test_the_replay_refuses_a_bad_or_unfinished_link_with_a_sentence(fragment, words):
    if fragment is None:
        fragment = share.encode(_played(turns=2, opponents=2, seed=12).state.to_json())
    viewer = _replay_from(fragment)
    assert viewer.banner.kind == "error" and words in viewer.banner.text
    assert not viewer.from_link and viewer.steps[-1].state.is_over() and viewer.players.value == 2
