"""Every game's pages opened from a link (``#game=...``) and their Share button, over the registry.

The page's script is simulated by writing into the hidden reader box what the script would send
(``widgets.testing.arrive``). What only one game does (a rule setting a link keeps, the board
explorer, the secrecy of one game's pieces in a page opened from a link) is tested in
``tests/<game>/test_<game>_share.py``.
"""

from __future__ import annotations

import json

import pytest

from engines.core import seat_name
from widgets import share
from widgets.games import KEYS, game
from widgets.testing import address, arrive, bot_game, final_state, other_game, play_table, replay_viewer, seat_counts, step

LEARNER = 0


def _other_game(key: str) -> str:
    """A link to a new game of the next game in the registry: a game of another page."""
    return share.encode(bot_game(other_game(key), seed=1, until=lambda s: True).to_json())


def _opened(key: str, fragment: str | None, **kw):
    """A play table of ``key`` whose page was opened with ``fragment``."""
    table = play_table(key, **kw)
    arrive(table, fragment, address(key))
    return table


def _played(key: str, steps: int = 3, **kw):
    """A play table where the learner has made ``steps`` moves (the game not over)."""
    table = play_table(key, **kw)
    for _ in range(steps):
        step(table)
    assert not table.state.is_over()
    return table


@pytest.mark.parametrize("key", KEYS)
def test_a_link_made_by_share_opens_the_same_game_in_a_fresh_table(key):
    players = max(seat_counts(key))
    source = _played(key, players=players, seed=5)
    arrive(source, None, address(key))  # a page without a link
    link = source.share.share()
    assert link.startswith(address(key) + "#game=")
    assert "only what" in source.share.note.value and "dealt again" in source.share.note.value
    assert source.share.link.value == link
    table = _opened(key, share.fragment_of(link), seed=9)
    seat = source.viewer  # the learner's turn: no bot moved, the same view
    assert table.state.observation(seat) == source.state.observation(seat)
    assert table.state is not source.state and table.players == players
    assert [b.layout.display for b in table.people_buttons] == [""] * players + ["none"] * (table.seats - players)
    assert table.people == (seat,) and table.viewer == seat and table.waiting is None
    assert "This link shares" in table.banner.text and table.banner.kind == "info"
    assert table.reader.box.value == ""  # the page keeps no copy of the link
    before = len(table.state.to_json()["moves"])
    step(table)  # and play goes on
    assert len(table.state.to_json()["moves"]) > before


@pytest.mark.parametrize("key", KEYS)
def test_a_link_taken_in_a_hot_seat_game_opens_for_the_seat_to_move(key):
    players = min(n for n in seat_counts(key) if n >= 3)
    source = play_table(key, players=players, seed=4, people=tuple(range(players)))
    while source.waiting is not None:  # the first person takes the screen
        step(source)
    first = source.viewer
    step(source)
    while source.waiting is None:  # until the screen is passed to another person
        step(source)
    seat = source.state.to_act()[0]
    assert source.waiting is not None and seat != first
    table = _opened(key, share.encode(source.state.to_json()))
    assert table.viewer == seat and table.people == (seat,)
    assert sorted(table.bots) == sorted(set(range(players)) - {seat})
    assert f"You are {seat_name(seat)}" in table.banner.text


@pytest.mark.parametrize("key, fragment, words", [
    (key, fragment, words) for key in KEYS for fragment, words in
    (("AAAA", "damaged"), ("a%20b", "letters, digits"), (None, "not of this page"))])
def test_a_bad_link_gets_a_sentence_and_a_new_game(key, fragment, words):
    table = _opened(key, fragment or _other_game(key), seed=4)
    assert table.banner.kind == "error" and words in table.banner.text
    assert "could not be opened" in table.banner.text and "Traceback" not in table.banner.text
    assert table.people == (LEARNER,) and table.viewer == LEARNER and not table.from_link
    assert sorted(table.bots) == list(range(1, table.players))
    assert table.state.to_json() == play_table(key, seed=4).state.to_json()  # a new game, as the page starts


@pytest.mark.parametrize("key", KEYS)
def test_a_cut_or_tampered_game_is_refused(key):
    record = _played(key, seed=6).state.to_json()
    new = play_table(key, seed=1).state.to_json()
    text = share.encode(record)
    table = _opened(key, text[: len(text) // 2])
    assert table.banner.kind == "error" and "damaged" in table.banner.text and not table.from_link
    bad = json.loads(json.dumps(record))
    number = next(n for n, (seat, _) in enumerate(bad["moves"], 1) if seat == LEARNER)
    bad["moves"][number - 1][1] = "not a move"
    table = _opened(key, share.encode(bad))
    assert table.banner.kind == "error" and "could not be opened" in table.banner.text
    assert f"Move {number}" in table.banner.text and table.state.to_json() == new
    bad = dict(json.loads(json.dumps(record)), scores=[99] * len(record["scores"]))
    table = _opened(key, share.encode(bad))
    assert table.banner.kind == "error" and "scores" in table.banner.text and table.state.to_json() == new


@pytest.mark.parametrize("key", KEYS)
def test_a_page_without_a_link_keeps_its_new_game(key):
    table = _opened(key, None, seed=2)
    assert table.banner.kind == "info" and not table.from_link
    assert table.state.to_json() == play_table(key, seed=2).state.to_json()
    assert table.reader.address == address(key)
    assert table.share.share().startswith(address(key) + "#game=")


@pytest.mark.parametrize("key", KEYS)
def test_a_finished_game_from_a_link_offers_the_review(key):
    state = bot_game(key, seed=6)
    table = _opened(key, share.encode(state.to_json()))
    assert table.state.to_json() == state.to_json() and table.people == (table.viewer,)
    assert not table.review.button.disabled


# ----- the replay ---------------------------------------------------------------------------------
@pytest.mark.parametrize("key", KEYS)
def test_the_replay_shares_its_game_and_a_fresh_replay_opens_it(key):
    players = max(seat_counts(key))
    source = replay_viewer(key, players=players, seed=9)
    arrive(source, None, address(key, "replay"))
    link = source.share.share()
    assert link.startswith(address(key, "replay") + "#game=") and "carries the whole game" in source.share.note.value
    viewer = replay_viewer(key, seed=3)
    arrive(viewer, share.fragment_of(link), address(key, "replay"))
    assert viewer.from_link and viewer.reader.box.value == ""  # the page keeps no copy of the link
    assert final_state(viewer).to_json() == final_state(source).to_json() and final_state(viewer).players == players
    assert viewer.banner.kind == "info" and "The game from the link" in viewer.banner.text
    assert share.load_game(share.fragment_of(viewer.share.share()), game(key).State) == final_state(source)
    viewer.play_button.click()  # Play this game: a bot game again, with the page's settings
    assert not viewer.from_link


@pytest.mark.parametrize("key, make, words", [
    (key, make, words) for key in KEYS for make, words in
    ((lambda key: "AAAA", "damaged"), (_other_game, "not of this page"))])
def test_the_replay_refuses_a_bad_link_with_a_sentence(key, make, words):
    before = final_state(replay_viewer(key, seed=3)).to_json()
    viewer = replay_viewer(key, seed=3)
    arrive(viewer, make(key), address(key, "replay"))
    text = viewer.banner.text
    assert viewer.banner.kind == "error" and "could not be opened" in text and words in text
    assert "Traceback" not in text and text.endswith("Here is a game of bots instead.")
    assert not viewer.from_link and final_state(viewer).to_json() == before and viewer.reader.box.value == ""


@pytest.mark.parametrize("key", KEYS)
def test_the_replay_opens_an_unfinished_game_only_where_it_hides_nothing(key):
    """A replay shows every hand: a game still being played opens only in a game with no secret hands."""
    record = _played(key, seed=12).state.to_json()
    viewer = replay_viewer(key, seed=3)
    arrive(viewer, share.encode(record), address(key, "replay"))
    if viewer._link[3]:  # finished games only
        assert viewer.banner.kind == "error" and "not over yet" in viewer.banner.text and not viewer.from_link
    else:
        assert viewer.from_link and "as far as it was played" in viewer.banner.text
        assert final_state(viewer).to_json() == record and viewer.review.button.disabled
