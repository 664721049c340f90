"""Shared links (widgets/share.py): a game in the fragment, checked like any saved game."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from engines import InvalidInput
from widgets import share
from widgets.games import GAMES
from widgets.testing import address, arrive, bot_game, other_game, play_table, replay_viewer

EXAMPLE = GAMES[-1]
"""The game whose links these tests make (any game serves: the registry's last, at a table of four)."""


def _played(moves: int = 10):
    """A game of Beginner bots ``moves`` moves in."""
    return bot_game(EXAMPLE, 4, seed=7, until=lambda s: len(s.to_json()["moves"]) >= moves)


def _other():
    """A new game of another page."""
    return bot_game(other_game(EXAMPLE), seed=1, until=lambda s: True)


def test_a_game_round_trips_through_a_link():
    state = _played()
    text = share.encode(state.to_json())
    assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert share.load_game(text, type(state)) == state
    position = share.load_game(share.encode(state.to_position_json()), type(state))
    assert position.position_json() == state.position_json()


def test_the_fragment_is_found_in_an_address():
    assert share.fragment_of(f"{address(EXAMPLE)}#game=abc") == "abc"
    assert share.fragment_of("#step=3&game=xyz") == "xyz"
    assert share.fragment_of("http://x/page") is None


@pytest.mark.parametrize("text, words", [
    ("", "no game"),
    ("a b", "letters, digits"),
    ("%%%", "letters, digits"),
    ("AAAA", "damaged"),
    ("x" * (share.MAX_LINK + 1), "at most"),
    (None, "text after #game="),
    (123, "text after #game="),
])
def test_a_bad_link_gets_a_sentence(text, words):
    with pytest.raises(InvalidInput, match=words):
        share.load_game(text, EXAMPLE.State)


def _pack(data) -> str:
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_a_cut_link_a_bomb_another_game_and_a_tampered_game_are_refused():
    state = _played()
    text = share.encode(state.to_json())
    with pytest.raises(InvalidInput, match="damaged"):
        share.load_game(text[: len(text) // 2], type(state))
    with pytest.raises(InvalidInput, match="more than"):
        share.load_game(_pack(b" " * (share.MAX_JSON + 10)), type(state))
    with pytest.raises(InvalidInput, match="not of this page"):
        share.load_game(share.encode(_other().to_json()), type(state))
    record = state.to_json()
    record["moves"][3][1] = "play Q9"
    with pytest.raises(InvalidInput, match="Move 4"):
        share.load_game(share.encode(record), type(state))
    with pytest.raises(InvalidInput, match="no saved game"):
        share.load_game(_pack([1, 2]), type(state))


def test_the_reader_hands_over_the_address_once_and_the_share_box_says_what_the_link_carries():
    heard = []
    reader = share.LinkReader("ki", lambda address, fragment: heard.append((address, fragment)))
    reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": "#game=abc"})
    reader.box.value = json.dumps({"href": "http://h/other", "hash": ""})
    assert heard == [("http://h/play.ipynb", "abc")]
    assert "ki-link-reader" in reader.script().data
    state = _played()
    box = share.ShareBox("ki", lambda: (state, 2), lambda: reader.address)
    link = box.share()
    assert link.startswith("http://h/play.ipynb#game=")
    assert share.fragment_of(link) == share.link_for(state, 2)
    assert share.load_game(share.fragment_of(link), type(state)).observation(2) == state.observation(2)
    assert "only what Chidi knows" in box.note.value and "dealt again" in box.note.value


def test_a_page_takes_a_link_once_and_says_what_is_wrong_with_a_bad_one():
    from widgets.banner import MessageBanner

    state = _played()
    reader, banner, fresh = share.LinkReader("ki", lambda *a: None), MessageBanner(), []
    reader.box.value = "{}"
    assert share.game_from_link(reader, None, type(state), banner, lambda: fresh.append(1)) is None
    assert fresh == [] and reader.box.value == "{}"  # no link: nothing read, nothing said
    game = share.game_from_link(reader, share.encode(state.to_json()), type(state), banner, lambda: fresh.append(1))
    assert game == state and reader.box.value == ""
    assert share.game_from_link(reader, "AAAA", type(state), banner, lambda: fresh.append(1)) is None
    assert fresh == [1] and "could not be opened" in banner.value and "damaged" in banner.value


def test_a_link_pasted_into_the_open_page_is_handed_over_too_and_other_hashes_are_not():
    heard = []
    reader = share.LinkReader("ki", lambda address, fragment: heard.append((address, fragment, reader.pasted)),
                              top="ki-play")
    reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": "", "at": 1})
    reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": "#How-to-play", "at": 2})
    reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": "#game=abc", "at": 3})
    reader.box.value = ""
    reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": "#game=abc", "at": 4})
    assert heard == [("http://h/play.ipynb", None, False), ("http://h/play.ipynb", "abc", True),
                     ("http://h/play.ipynb", "abc", True)]
    script = reader.script().data
    assert "hashchange" in script and "ki-play" in script and "navigator.clipboard" in script
    assert "navigator.share" in script


@pytest.mark.parametrize("info", GAMES, ids=[info.key for info in GAMES])
def test_a_link_of_another_game_names_both_games_by_their_titles(info):
    other = other_game(info)
    with pytest.raises(InvalidInput) as refused:
        share.load_game(share.encode(bot_game(other, seed=1, until=lambda s: True).to_json()), info.State)
    message = str(refused.value)
    assert other.title in message and info.title in message and f"{other.key}" not in message
    assert "not of this page" in message
    assert "does not have" in share.wrong_game("chess", info.State)


def test_the_share_box_offers_copy_and_the_share_sheet_once_there_is_a_link():
    state = _played()
    box = share.ShareBox("ki", lambda: (state, 0), lambda: "http://h/play.ipynb")
    assert box.actions.layout.display == "none"
    assert "tt-share-copy" in box.copy_button._dom_classes and "tt-share-native" in box.send_button._dom_classes
    assert "tt-share-box" in box.widget._dom_classes and "tt-share-link" in box.link._dom_classes
    link = box.share()
    assert box.link.value == link and box.actions.layout.display == ""
    box.hide()
    assert box.link.value == "" and box.actions.layout.display == "none"
    assert ".tt-can-share .tt-share-box .tt-share-native" in share.SHARE_CSS


def test_a_bad_link_pasted_into_an_open_table_keeps_its_game_and_a_good_one_opens():
    table = play_table(EXAMPLE, 4, seed=6)
    table.act(str(table.state.legal_actions(0)[0]))  # the game has begun
    before = table.state.to_json()
    table.reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": ""})
    table.reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": "#game=AAAA"})
    assert table.state.to_json() == before
    assert "could not be opened" in table.banner.text and "goes on" in table.banner.text
    state = _played(12)
    table.reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": "#game=" + share.link_for(state, 1)})
    assert table.viewer == 1 and "This link shares Bruno" in table.banner.text


def test_the_share_box_follows_the_game_a_pasted_link_opens():
    table = play_table(EXAMPLE, 4, seed=6)
    table.reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": ""})
    table.act(str(table.state.legal_actions(0)[0]))
    old = table.share.share()
    state = _played(12)
    table.reader.box.value = json.dumps({"href": "http://h/play.ipynb", "hash": "#game=" + share.link_for(state, 1)})
    assert table.viewer == 1
    shown = share.fragment_of(table.share.link.value)
    assert shown != share.fragment_of(old) and shown == share.link_for(table.state, 1), "Copy gives the game on show"
    assert "only what Bruno knows" in table.share.note.value


# ----- a position link: read once, and every page says it is a what-if position ---------------------
TABLES = {info.key: min(n for n in info.State.PLAYER_COUNTS if n >= 3) for info in GAMES}
"""Each game and a table size (its smallest of three or more)."""


def _position(game: str, steps: int | None = 6) -> dict:
    """A seeded game of ``game`` saved as a what-if position after ``steps`` random moves (``None``: to its end)."""
    import importlib
    import random

    state, rng, done = importlib.import_module(f"engines.{game}").new_game(TABLES[game], seed=3), random.Random(3), 0
    while state.to_act() and (steps is None or done < steps):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        done += 1
    return state.to_position_json()


def _state_class(game: str):
    """The engine's State class of ``game``."""
    import importlib

    return importlib.import_module(f"engines.{game}").State


@pytest.mark.parametrize("game", TABLES)
def test_a_position_link_is_read_once_whether_it_opens_or_is_refused(game, monkeypatch):
    """The reported case: a refused position link was read twice, with its log and without (6.8 s of CPU for
    200,000 characters). Now one reading keeps the log if it agrees, leaves it out if not, or refuses."""
    import engines.core

    state_class = _state_class(game)
    calls = []
    read = engines.core.load_record
    monkeypatch.setattr(engines.core, "load_record", lambda *args: calls.append(args[2:]) or read(*args))
    good = _position(game)
    events = good["setup"]["events"]
    first = next(i for i, line in enumerate(events) if line[0] == state_class.EVENT.ROUND[0])
    disagreeing = json.loads(json.dumps(good))
    disagreeing["setup"]["events"].insert(first + 1, events[first])  # a round started twice
    refused = json.loads(json.dumps(good))
    refused["setup"]["players"] = 99
    opened = share.read_link(share.encode(good), state_class)
    assert opened.note == share.WHAT_IF and [list(e) for e in opened.state.events] == events
    left_out = share.read_link(share.encode(disagreeing), state_class)
    assert left_out.note == f"{share.WHAT_IF} {share.LOG_LEFT_OUT}" and left_out.state.events == []
    assert left_out.state.to_json()["setup"]["events"] == []  # the log is not passed on either
    with pytest.raises(InvalidInput, match="99"):
        share.read_link(share.encode(refused), state_class)
    assert len(calls) == 3, calls


def _open_on(page: str, game: str):
    """A page of ``game`` that opened a what-if position's link: the play table or the replay (a finished game);
    the text where it says what the link holds (each game's explorer: tests/<game>/test_<game>_share.py)."""
    players = TABLES[game]
    if page == "play":
        made = play_table(game, players, seed=5)
        record = _position(game)
    else:
        made = replay_viewer(game, players, seed=3)
        record = _position(game, steps=None)
    arrive(made, share.encode(record), f"http://h/{page}.ipynb")
    return made.banner.text


@pytest.mark.parametrize("page, game", [*(("play", g) for g in TABLES), *(("replay", g) for g in TABLES)])
def test_a_position_link_opens_with_its_what_if_note_on_every_page(page, game):
    """The reported case: a link holding a chosen deal opened on the play page with no what-if note."""
    said = _open_on(page, game)
    assert share.WHAT_IF in said, said


def test_the_what_if_note_goes_first_where_the_page_s_sentence_and_it_would_not_fit_the_banner():
    from widgets.banner import MAX_CHARS

    opened = share.Opened(None, None, f"{share.WHAT_IF} {share.LOG_LEFT_OUT}")
    assert share.with_note("Opened.", opened) == f"Opened. {opened.note}"
    long = "x" * (MAX_CHARS - 50)
    assert share.with_note(long, opened).startswith(share.WHAT_IF)
