"""Lauzait Cep! pages opened from a link (``#game=...``) and the Share button (issue 26, "Also").

The page's script is simulated by writing into the hidden reader box what the script would
send: ``{"href": ..., "hash": "#game=..."}``. The secrecy checks are those of the hot-seat
test (tests/lauzait_cep/test_lauzait_coach_widgets.py): a game from a link carries every
concealed piece, and the page must still show only the seat to act's.
"""

from __future__ import annotations

import json
import random

import pytest

from engines import kirin
from engines.core import seat_name
from engines.lauzait_cep import PIECES
from widgets import share
from widgets.lauzait_cep.table import LEARNER, PlayTable

from test_lauzait_coach_widgets import assert_page_shows_no_other_hand, page_tokens, public_tokens

ADDRESS = "http://h/voila/render/lauzait_cep/play.ipynb"


def _step(table: PlayTable) -> None:
    """One action of the shown person, as the hot-seat test plays: hire, answer no, end the day."""
    legal = table.state.legal_actions(table.viewer)
    action = next((a for a in legal if str(a).startswith(("discard", "move", "decline", "end day"))), legal[0])
    assert table.act(str(action)), table.banner.text


def _played(days: int = 3, **kw) -> PlayTable:
    """A table where the learner has played ``days`` days."""
    table = PlayTable(level="Beginner", **kw)
    for _ in range(3 * days):
        if table.state.is_over():
            break
        _step(table)
    return table


def _open(fragment: str | None, **kw) -> PlayTable:
    table = PlayTable(level="Beginner", **kw)
    table.reader.box.value = json.dumps({"href": ADDRESS, "hash": f"#game={fragment}" if fragment else ""})
    return table


def test_a_link_made_by_share_opens_the_same_game_in_a_fresh_table():
    source = _played(opponents=2, seed=5)
    source.rule_boxes["luminous"].value = True  # a change for the next game only: the link keeps the game's rules
    source.reader.box.value = json.dumps({"href": ADDRESS, "hash": ""})  # a page without a link
    link = source.share.share()
    assert link.startswith(ADDRESS + "#game=")
    assert "every hidden card" in source.share.note.value and source.share.link.value == link
    table = _open(share.fragment_of(link), opponents=1, seed=9)
    assert table.state.to_json() == source.state.to_json()  # the learner's day: no bot moved
    assert table.state is not source.state
    assert table.opponents.value == 2 and not table.rule_boxes["luminous"].value
    assert table.people == (LEARNER,) and table.viewer == LEARNER
    assert table.seasons == source.seasons and table.last_move == source.last_move
    assert "Opened the game from the link" in table.banner.text and table.banner.kind == "info"
    assert table.reader.box.value == ""  # the page keeps no copy of the link
    _step(table)  # and play goes on
    assert len(table.state.to_json()["moves"]) > len(source.state.to_json()["moves"])


def test_a_link_taken_on_another_seats_day_opens_for_the_seat_to_act():
    source = PlayTable(opponents=2, level="Beginner", seed=4, people=(0, 1, 2))
    source.show_hand()
    first = source.viewer
    while source.waiting is None:
        _step(source)
    seat = source.state.to_act()[0]
    assert seat != first
    table = _open(share.encode(source.state.to_json()))
    assert table.viewer == seat and table.people == (seat,) and sorted(table.bots) == sorted({0, 1, 2} - {seat})
    assert f"You are {seat_name(seat)}" in table.banner.text


@pytest.mark.parametrize("fragment, words", [
    ("AAAA", "damaged"),
    ("a%20b", "letters, digits"),
    (share.encode(kirin.new_game(4, seed=1).to_json()), "not of this page"),
])
def test_a_bad_link_gets_a_sentence_and_a_new_game(fragment, words):
    table = _open(fragment, opponents=2, seed=4)
    assert table.banner.kind == "error" and words in table.banner.text
    assert "could not be opened" in table.banner.text and "Traceback" not in table.banner.text
    assert table.state.players == 3 and table.people == (LEARNER,) and table.viewer == LEARNER
    assert all(seat in table.bots for seat in (1, 2))


def test_a_cut_or_tampered_game_is_refused():
    record = _played(opponents=1, seed=6).state.to_json()
    text = share.encode(record)
    table = _open(text[: len(text) // 2])
    assert table.banner.kind == "error" and "damaged" in table.banner.text
    bad = json.loads(json.dumps(record))
    bad["moves"][0][1] = "discard G9"
    table = _open(share.encode(bad))
    assert table.banner.kind == "error" and "could not be opened" in table.banner.text
    assert len(table.state.to_json()["moves"]) < len(record["moves"]) or table.state.to_json() != record
    bad = json.loads(json.dumps(record))
    bad["scores"] = [99] * len(bad["scores"])
    table = _open(share.encode(bad))
    assert table.banner.kind == "error" and "scores" in table.banner.text


def test_a_table_opened_from_a_link_shows_only_the_seat_to_acts_pieces():
    rng = random.Random(7)
    source = _played(days=1, opponents=3, seed=11)
    table = _open(share.encode(source.state.to_json()))
    assert table.viewer == LEARNER and table.waiting is None
    checked = 0
    for _ in range(6):
        if table.state.is_over():
            break
        checked += assert_page_shows_no_other_hand_all(table, rng)
        _step(table)
    assert checked > 0


def assert_page_shows_no_other_hand_all(table: PlayTable, rng: random.Random) -> int:
    """No other seat's concealed piece (bots' included) that is not public anyway is named in the page,
    and dealing every piece the shown seat cannot see anew changes nothing (the hot-seat check)."""
    others = [s for s in range(table.state.players) if s != table.viewer]
    hidden = {PIECES[c].token for s in others for c in table.state.hidden[s]} - public_tokens(table)
    leaked = page_tokens(table.widget) & hidden
    assert not leaked, f"pieces hidden from {table.viewer} are in the page: {sorted(leaked)}"
    assert_page_shows_no_other_hand(table, rng)
    return len(hidden)


def test_a_page_without_a_link_keeps_its_new_game():
    table = _open(None, seed=2)
    assert table.state.to_json()["moves"] == [] or table.bots  # the bots may have played first
    assert "New game" in table.banner.text
    assert table.reader.address == ADDRESS
    assert table.share.share().startswith(ADDRESS + "#game=")
