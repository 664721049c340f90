"""Meow Oracle pages opened from a link (``#game=...``) and the Share button.

The page's script is simulated by writing into the hidden reader box what the script would
send: ``{"href": ..., "hash": "#game=..."}``.
"""

from __future__ import annotations

import json
import re

import pytest

from engines import kirin
from engines.core import seat_name
from widgets import share
from widgets.meow_oracle.replay import ReplayViewer, commentary
from widgets.meow_oracle.table import LEARNER, PlayTable

TOKEN = re.compile(r"\b(?:[RBG](?:10|[0-9])|W[345])\b")
ADDRESS = "http://h/voila/render/meow_oracle/play.ipynb"


def _step(table: PlayTable) -> None:
    """One move of the shown person through the widget's buttons."""
    obs = table.obs
    me = table.viewer
    if obs["phase"] == "choose":
        table.confirm_button.click()
    elif obs["phase"] == "turn" and "?" not in obs["areas"][me]:
        table.aside_button.click()
    else:
        wanted = ("?",) if obs["phase"] == "turn" else ("?", "")
        table.square_buttons[next(i for i, t in enumerate(obs["areas"][me]) if t in wanted)].click()


def _played(steps: int = 8, **kw) -> PlayTable:
    table = PlayTable(level="Beginner", **kw)
    for _ in range(steps):
        _step(table)
    return table


def _open(fragment: str | None, **kw) -> PlayTable:
    table = PlayTable(level="Beginner", **kw)
    table.reader.box.value = json.dumps({"href": ADDRESS, "hash": f"#game={fragment}" if fragment else ""})
    return table


def test_a_link_made_by_share_opens_the_same_game_in_a_fresh_table():
    source = _played(opponents=3, seed=5, path="snake")
    source.reader.box.value = json.dumps({"href": ADDRESS, "hash": ""})  # a page without a link
    link = source.share.share()
    assert link.startswith(ADDRESS + "#game=")
    assert "only what" in source.share.note.value and "dealt again" in source.share.note.value
    assert source.share.link.value == link
    table = _open(share.fragment_of(link), opponents=1, seed=9)
    seat = source.state.to_act()[0]  # the learner's turn: no bot moved, the same view
    assert table.state.observation(seat) == source.state.observation(seat)
    assert table.state is not source.state
    assert table.opponents.value == 3 and table.path.value == "snake"
    assert table.people == (table.state.to_act()[0],) and table.viewer == table.people[0]
    assert "This link shares" in table.banner.text and table.banner.kind == "info"
    assert table.reader.box.value == ""  # the page keeps no copy of the link
    _step(table)  # and play goes on
    assert len(table.state.to_json()["moves"]) > 0


def test_a_link_taken_on_a_bots_turn_opens_for_the_seat_to_move():
    source = _played(steps=0, opponents=2, seed=3)
    source.set_people((0, 1, 2))  # three people: after Aiko's turn it is Bruno's
    source.new_game()
    for _ in range(6):
        if source.waiting is not None:
            break
        _step(source)
    assert source.waiting is not None
    seat = source.state.to_act()[0]
    table = _open(share.encode(source.state.to_json()))
    assert table.viewer == seat != LEARNER and table.people == (seat,)
    assert "You are " + seat_name(seat) in table.banner.text


@pytest.mark.parametrize("fragment, words", [
    ("AAAA", "damaged"),
    ("a%20b", "letters, digits"),
    (share.encode(kirin.new_game(4, seed=1).to_json()), "not of this page"),
])
def test_a_bad_link_gets_a_sentence_and_a_new_game(fragment, words):
    table = _open(fragment, opponents=2, seed=4)
    assert table.banner.kind == "error" and words in table.banner.text
    assert "could not be opened" in table.banner.text and "Traceback" not in table.banner.text
    assert table.state.to_json()["moves"] == [] and table.people == (LEARNER,)


def test_a_cut_or_tampered_game_is_refused():
    record = _played(opponents=2, seed=6).state.to_json()
    text = share.encode(record)
    table = _open(text[: len(text) // 2])
    assert table.banner.kind == "error" and "damaged" in table.banner.text
    assert table.state.to_json()["moves"] == []
    record["moves"][2][1] = "place Q9 at z9"
    table = _open(share.encode(record))
    assert table.banner.kind == "error" and "could not be opened" in table.banner.text
    assert table.state.to_json()["moves"] == []
    record = _played(opponents=2, seed=6).state.to_json()
    record["seed"] = -1  # no seed deals that
    table = _open(share.encode(record))
    assert table.banner.kind == "error" and table.state.to_json()["moves"] == []


def test_a_table_opened_from_a_link_shows_only_what_its_seat_may_see_mo6(sent_text):
    source = _played(steps=20, opponents=2, seed=11)
    table = _open(share.encode(source.state.to_json()))
    for _ in range(10):
        obs = table.obs
        public = set()
        for area in obs["areas"]:
            public.update(t for t in area if t not in ("", "?"))
        public.update(obs["turned_up"])
        public.update(TOKEN.findall(" ".join(table.state.log())))
        sent = set(TOKEN.findall(sent_text(table.widget)))
        assert sent <= public, sent - public  # no face-down card is named, the link's included
        assert table.areas.value.count(": face-down card</title>") == sum(a.count("?") for a in obs["areas"])
        _step(table)


def test_a_page_without_a_link_keeps_its_new_game():
    table = _open(None, seed=2)
    assert table.state.to_json()["moves"] == [] and "New game" in table.banner.text
    assert table.reader.address == ADDRESS
    assert table.share.share().startswith(ADDRESS + "#game=")


# ----- replay ----------------------------------------------------------------------------------
REPLAY = "http://h/voila/render/meow_oracle/replay.ipynb"


def _replay_from(fragment: str | None) -> ReplayViewer:
    viewer = ReplayViewer(players=2, seed=3, bot="Random")
    viewer.reader.box.value = json.dumps({"href": REPLAY, "hash": f"#game={fragment}" if fragment else ""})
    return viewer


def test_the_replay_shares_its_game_and_a_fresh_replay_opens_it():
    source = ReplayViewer(players=4, seed=9, bot="Greedy")
    source.reader.box.value = json.dumps({"href": REPLAY, "hash": ""})
    link = source.share.share()
    assert link.startswith(REPLAY + "#game=") and "carries the whole game" in source.share.note.value
    viewer = _replay_from(share.fragment_of(link))
    assert len(viewer.steps) == len(source.steps) and viewer.players.value == 4
    assert [s.action for s in viewer.steps] == [s.action for s in source.steps]
    assert [commentary(s) for s in viewer.steps] == [commentary(s) for s in source.steps]
    assert "The game from the link" in viewer.banner.text and viewer.index == 0
    viewer.go(len(viewer.steps) - 1)
    assert viewer.steps[-1].state.to_json() == source.steps[-1].state.to_json()
    viewer.play_button.click()  # Play this game: back to the page's own bot games
    assert viewer.players.value == 4 and viewer.bot_kind.value == "Random" and not viewer.from_link


def test_the_replay_opens_an_unfinished_game_from_the_play_table():
    table = _played(steps=10, opponents=2, seed=12)
    viewer = _replay_from(share.encode(table.state.to_json()))
    assert len(viewer.steps) - 1 == len(table.state.to_json()["moves"])
    assert "as far as it was played" in viewer.banner.text
    assert viewer.review.button.disabled  # nothing to review before the game ends


@pytest.mark.parametrize("fragment, words", [
    ("AAAA", "damaged"),
    (share.encode(kirin.new_game(4, seed=1).to_json()), "not of this page"),
])
def test_the_replay_refuses_a_bad_link_with_a_sentence(fragment, words):
    viewer = _replay_from(fragment)
    assert viewer.banner.kind == "error" and words in viewer.banner.text
    assert not viewer.from_link and viewer.steps[-1].state.is_over() and viewer.players.value == 2
