"""Kirin's pages opened from a link (``#game=...``) and the Share button: the play app.

The page's script is simulated: the tests set the hidden reader box to the JSON the
script would send (the address and its fragment). The secrecy check walks every widget
of the app and reads every string it sends to the browser, style sheets aside.
"""

from __future__ import annotations

import json
import random

import pytest

from engines import kirin
from engines.core import seat_name
from engines.kirin.bots import RandomBot
from widgets import share
from widgets.kirin.table import PlayTable
from widgets import testing

from test_kirin_coach_widgets import TOKEN, assert_only_viewers_cards, public_tokens, sent_tokens

PAGE = "http://localhost:8866/voila/render/kirin/play.ipynb"


@pytest.fixture(autouse=True)
def tiny_review(monkeypatch):
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", "2")


def arrive(table: PlayTable, fragment: str | None, address: str = PAGE) -> None:
    """What the page's script does: write the address and the fragment into the hidden box."""
    testing.arrive(table, fragment, address)


def bot_game(seed: int, until) -> kirin.State:
    """A Kirin game played by random bots until ``until(state)`` holds."""
    state = kirin.new_game(4, seed=seed)
    bots = [RandomBot(seed * 10 + s) for s in range(4)]
    while not until(state):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def banner(table: PlayTable) -> str:
    return table.banner.widget.value


def test_a_link_made_by_share_shows_the_last_trick_and_only_the_sharers_cards():
    table = PlayTable(level="Beginner", seed=3)
    arrive(table, None)  # the page had no link: nothing changes, the address is kept for Share
    for _ in range(6):
        table.click_card(str(table.state.legal_actions(table.viewer)[0].card))
    link = table.share.button.click() or table.share.link.value
    assert "only what Aiko knows" in table.share.note.value and table.share.link.layout.display == ""
    fresh = PlayTable(level="Beginner", seed=1)
    arrive(fresh, share.fragment_of(link))
    # Aiko's view, the unseen cards dealt again: the same to Aiko, the last trick shown as before
    assert fresh.state.observation(0) == table.state.observation(0) and fresh.tricks == table.tricks
    assert "This link shares Aiko's view" in fresh.banner.text and "dealt again" in fresh.banner.text
    assert fresh.last.value == table.last.value and "Trick" in fresh.last.value
    assert_only_viewers_cards(fresh)
    fresh.click_card(str(fresh.state.legal_actions(0)[0].card))  # and it plays on
    assert len(fresh.state.to_json()["moves"]) > 0


def test_the_learner_plays_the_seat_whose_turn_it_is_and_sees_only_that_seats_cards():
    state = bot_game(5, lambda s: s.observation(0)["phase"] == "play" and s.to_act() == [2]
                     and len(s.observation(0)["tricks"]) >= 2)
    table = PlayTable(level="Beginner", seed=1)
    arrive(table, share.encode(state.to_json()))
    assert table.viewer == 2 and table.people == (2,) and sorted(table.bots) == [0, 1, 3]
    assert [b.value for b in table.people_buttons] == [False, False, True, False]
    assert table.state == state and len(table.tricks) == len(state.observation(0)["tricks"])
    assert "You are Chidi" in banner(table) and "Your hand (Chidi)" in table.hand_title.value
    assert "You (Chidi)" in table.players_panel.value
    for _ in range(9):  # play on: the page keeps showing Chidi's cards only
        if table.state.is_over():
            break
        assert table.viewer == 2
        assert_only_viewers_cards(table)
        token = str(table.state.legal_actions(2)[0].card)
        next(b for b in table.hand_box.children if b.description == token).click()


def _cut(record):
    return share.encode(record)[:100]


def _other_game(record):
    """A link to the first position of the registry's next game: not a Kirin game."""
    return share.encode(testing.bot_game(testing.other_game("kirin"), seed=1, until=lambda s: True).to_json())


def _tampered(record):
    record["moves"][3][1] = "play Q9"
    return share.encode(record)


def _moves_not_a_list(record):
    record["moves"] = "all of them"
    return share.encode(record)


BAD_LINKS = [(_cut, "damaged"), (_other_game, "not of this page"), (_tampered, "Move 4")]
"""(make a link from a record, words the refusal must hold): the bad links every Kirin page refuses."""


@pytest.mark.parametrize("make, words", BAD_LINKS + [
    (_moves_not_a_list, "moves are a list"),
    (lambda record: "%%%", "letters, digits"),
    (lambda record: "", "no game"),
])
def test_a_bad_link_gets_a_sentence_and_a_new_game(make, words):
    record = bot_game(7, lambda s: len(s.to_json()["moves"]) >= 12).to_json()
    table = PlayTable(level="Beginner", seed=2)
    arrive(table, make(record))
    text = banner(table)
    assert "tt-banner-error" in text and words in text and "could not be opened" in text
    assert "Traceback" not in text and "Error" not in text.replace("tt-banner-error", "")
    assert table.state == PlayTable(level="Beginner", seed=2).state  # a new game, as the page starts
    assert table.viewer == 0 and len(table.hand) == 9
    # The banner is left out: the engine's sentence may give examples of cards ("e.g. Q6, ST or XK+").
    assert_only_viewers_cards(table, skip=(table.banner.widget,))


def test_a_link_pasted_later_opens_and_a_bad_one_keeps_the_game_on_the_table():
    state = bot_game(5, lambda s: len(s.to_json()["moves"]) >= 10)
    table = PlayTable(level="Beginner", seed=1)
    arrive(table, share.encode(state.to_json()))
    before = table.state.clone()
    arrive(table, None)  # a later hash that is no game link changes nothing
    assert table.state == before and "tt-banner-error" not in banner(table)
    arrive(table, "AAAA")  # a bad link pasted into the open page: said, and the game goes on
    assert table.state == before and "tt-banner-error" in banner(table) and "goes on" in banner(table)
    later = bot_game(5, lambda s: len(s.to_json()["moves"]) >= 20)
    arrive(table, share.encode(later.to_json()))  # a good one opens
    assert "after 20 moves" in banner(table)
    assert "ki-play-link-reader" in table.link_script().data


# ----- the replay ---------------------------------------------------------------------------------
def test_the_replay_steps_through_a_finished_game_from_a_link_and_shares_it():
    from widgets.kirin.replay import ReplayViewer

    state = bot_game(6, lambda s: s.is_over())
    viewer = ReplayViewer(seed=7, bot="Random")
    arrive(viewer, share.encode(state.to_json()), "http://h/replay.ipynb")
    assert viewer.from_link and viewer.steps[-1].state == state
    assert len(viewer.steps) == len(state.to_json()["moves"]) + 1 and viewer.index == 0
    assert "The game from the link" in banner(viewer)
    viewer.last_button.click()
    assert "the game is over" in viewer.comment.value
    link = viewer.share.share()
    assert link.startswith("http://h/replay.ipynb#game=")
    assert share.load_game(share.fragment_of(link), kirin.State) == state
    fresh = ReplayViewer(seed=7, bot="Random")
    arrive(fresh, share.fragment_of(link))
    assert [s.sentence for s in fresh.steps] == [s.sentence for s in viewer.steps]
    fresh.play_button.click()  # Play this game: a bot game again
    assert not fresh.from_link and "Random bots (seed 7)" in banner(fresh)


@pytest.mark.parametrize("make, words", BAD_LINKS + [
    (lambda record: share.encode(record), "not over"),  # the replay would show every hand
])
def test_the_replay_refuses_a_bad_or_unfinished_link_with_a_sentence(make, words):
    from widgets.kirin.replay import ReplayViewer

    record = bot_game(7, lambda s: len(s.to_json()["moves"]) >= 12).to_json()
    viewer = ReplayViewer(seed=7, bot="Random")
    before = [s.sentence for s in viewer.steps]
    arrive(viewer, make(record))
    text = banner(viewer)
    assert "tt-banner-error" in text and words in text and "Traceback" not in text
    assert not viewer.from_link and [s.sentence for s in viewer.steps] == before


# ----- the trick explorer -------------------------------------------------------------------------
def _mid_trick():
    return bot_game(5, lambda s: s.observation(0)["phase"] == "play" and len(s.observation(0)["trick"]) == 2)


def test_the_explorer_shows_a_position_from_a_link_with_only_the_hand_to_play():
    from widgets.kirin.explorer import TrickExplorer

    state = _mid_trick()
    seat = state.to_act()[0]
    trick = [c for _, c in state.observation(0)["trick"]]
    explorer = TrickExplorer(preset=0)
    arrive(explorer, share.encode(state.to_position_json()), "http://h/trick_explorer.ipynb")
    hand = [str(c) for c in state.hand(seat)]
    assert explorer.order.value == state.current_order() and explorer.led.value == trick[0]
    assert explorer.hand.value == " ".join(hand) and explorer.trick.value == " ".join(trick)
    assert explorer.follow_ok and set(explorer.playable) == {str(a.card) for a in state.legal_actions(seat)}
    assert "Opened the position from the link" in banner(explorer) and explorer.reader.box.value == ""
    others = {str(c) for s in range(4) if s != seat for c in state.hand(s)} - public_tokens(state)
    # What the explorer fills in from the link (the palette, presets and examples list the whole deck).
    # The fields' placeholders are fixed examples ("e.g. B4"): their values are read instead.
    shown = {t for box in (explorer.led, explorer.hand, explorer.trick) for t in TOKEN.findall(box.value)}
    for part in (explorer.follow_out, explorer.trick_out, explorer.banner.widget, explorer.preset_note,
                 explorer.reader.box):
        shown |= sent_tokens(part)
    assert set(hand) <= shown and not shown & others
    # Share gives the same position; a fresh explorer (or the play page) opens it again.
    link = explorer.share.button.click() or explorer.share.link.value
    assert link.startswith("http://h/trick_explorer.ipynb#game=")
    opened = share.read_link(share.fragment_of(link), kirin.State)
    assert opened.seat == seat and opened.state.observation(seat) == state.observation(seat)
    assert not {t for s in range(4) if s != seat for t in map(str, state.hand(s))} & set(
        TOKEN.findall(json.dumps(share.decode(share.fragment_of(link)))))
    table = PlayTable(level="Beginner", seed=1)
    arrive(table, share.fragment_of(link))
    assert table.viewer == seat and table.state.observation(seat) == state.observation(seat)
    assert_only_viewers_cards(table)


def test_the_explorer_says_why_a_typed_case_or_a_bad_link_cannot_be_used():
    from widgets.kirin.explorer import TrickExplorer

    explorer = TrickExplorer(preset=0)
    explorer.share.button.click()  # a typed case is no game position: a sentence, no link
    assert "cannot be shared" in banner(explorer) and explorer.share.link.value == ""
    record = _mid_trick().to_json()
    for make, words in BAD_LINKS:
        explorer = TrickExplorer(preset=0)
        arrive(explorer, make(dict(record, moves=[list(m) for m in record["moves"]])))
        text = banner(explorer)
        assert "could not be opened" in text and words in text and "Traceback" not in text
        assert (explorer.led.value, explorer.hand.value, explorer.trick.value) == ("", "", "")


def test_the_explorer_sends_another_seats_view_to_the_play_page():
    from widgets.kirin.explorer import TrickExplorer

    state = _mid_trick()
    other = (state.to_act()[0] + 1) % 4  # not the seat to play: its view does not hold the hand to explore
    explorer = TrickExplorer(preset=0)
    arrive(explorer, share.link_for(state, other), "http://h/trick_explorer.ipynb")
    assert explorer.banner.kind == "error" and "play page" in explorer.banner.text
    assert f"shares {seat_name(other)}'s view" in explorer.banner.text and explorer.loaded is None


def test_a_position_link_opens_the_explorer_with_its_what_if_note():
    """The reported case: a link holding a chosen deal opened with no what-if note (every page: tests/test_share.py)."""
    state, rng = kirin.new_game(4, seed=3), random.Random(3)
    for _ in range(6):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    from widgets.kirin.explorer import TrickExplorer

    explorer = TrickExplorer(preset=0)
    arrive(explorer, share.encode(state.to_position_json()), "http://h/explorer.ipynb")
    assert share.WHAT_IF in explorer.preset_note.value, explorer.preset_note.value
