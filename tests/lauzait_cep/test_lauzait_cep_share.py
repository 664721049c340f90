"""Lauzait Cep! pages opened from a link (``#game=...``) and the Share button (the contract every game
keeps is in ``tests/test_share_round_trip.py``): the play page's rules and secrecy, the replay (finished games only: it shows every hand) and the board explorer
(a position at the start of a day, with only the hand of the player whose day it is).

The page's script is simulated by writing into the hidden reader box what the script would
send: ``{"href": ..., "hash": "#game=..."}``. The secrecy checks are those of the hot-seat
test (tests/lauzait_cep/test_lauzait_cep_coach_widgets.py): a game from a link carries every
concealed piece, and the page must still show only the seat to act's.
"""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest

from engines import InvalidInput
from engines.core import seat_name
from engines.lauzait_cep import ACCEPT, PIECES, PROPOSE, State, new_game
from engines.lauzait_cep.bots import ChancellorBot
from engines.lauzait_cep.pieces import code_token
from widgets import share
from widgets.lauzait_cep.explorer import BoardExplorer
from widgets.lauzait_cep.replay import ReplayViewer
from widgets.lauzait_cep.replay import commentary as replay_commentary
from widgets.lauzait_cep.table import LEARNER, PlayTable
from widgets.testing import address, arrive, bot_game, other_game

from test_lauzait_cep_coach_widgets import assert_page_shows_no_other_hand, page_texts, page_tokens, public_tokens

ADDRESS = address("lauzait_cep")


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
    arrive(table, fragment, ADDRESS)
    return table


def test_a_link_keeps_the_games_rules_not_the_menus_next_ones():
    source = _played(opponents=2, seed=5)
    source.rules_menu.boxes["luminous"].value = True  # a change for the next game only: the link keeps the game's rules
    table = _open(share.fragment_of(source.share.share()), opponents=1, seed=9)
    assert table.state.observation(LEARNER) == source.state.observation(LEARNER)
    assert table.opponents.value == 2 and not table.rules_menu.boxes["luminous"].value


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


# ----- the replay ---------------------------------------------------------------------------------
REPLAY = "http://h/voila/render/lauzait_cep/replay.ipynb"


def _day_start(players: int = 3, seed: int = 9, moves: int = 20):
    """A game the Chancellor bots play for ``moves`` moves or more, stopped at the start of someone's day."""
    state = new_game(players, seed=seed)
    bots = {s: ChancellorBot(seed * 10 + s) for s in range(players)}
    while len(state.to_json()["moves"]) < moves or PROPOSE not in state.legal_actions(state.to_act()[0]):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def _agreed(players: int = 2, seed: int = 8, moves: int = 12):
    """A game the Chancellor bots play for ``moves`` moves or more, then end by agreement (LC-10): short
    and finished."""
    state = _day_start(players, seed, moves)
    state.apply(state.to_act()[0], PROPOSE)
    while not state.is_over():
        state.apply(state.to_act()[0], ACCEPT)
    return state


def _replay_from(fragment: str | None) -> ReplayViewer:
    viewer = ReplayViewer(players=3, seed=3, bot="Chancellor")
    arrive(viewer, fragment, REPLAY)
    return viewer


def _sentences(viewer: ReplayViewer) -> list[str]:
    return [replay_commentary(viewer.recording, i) for i in range(viewer.recording.steps + 1)]


def test_the_replay_shares_its_game_and_a_fresh_replay_opens_it():
    source = ReplayViewer(players=2, seed=2, bot="Random")
    source.reader.box.value = json.dumps({"href": REPLAY, "hash": ""})
    link = source.share.share()
    assert link.startswith(REPLAY + "#game=") and "carries the whole game" in source.share.note.value
    assert "lc-replay-link-reader" in source.link_script().data
    viewer = _replay_from(share.fragment_of(link))
    assert viewer.from_link and viewer.reader.box.value == ""  # the page keeps no copy of the link
    assert viewer.players.value == 2 and [v for _, v in viewer.review_seat.options] == [0, 1]
    assert viewer.recording.steps == source.recording.steps and viewer.index == 0
    assert _sentences(viewer) == _sentences(source)
    assert viewer.recording.final.to_json() == source.recording.final.to_json()
    assert viewer.banner.kind == "info" and "The game from the link: 2 players" in viewer.banner.text
    viewer.last_button.click()
    assert "the game is over" in viewer.text
    assert share.load_game(share.fragment_of(viewer.share.share()), State) == source.recording.final
    viewer.play_button.click()  # Play this game: a bot game again, with the page's settings
    assert not viewer.from_link and "Chancellor bots (seed 3)" in viewer.banner.text


def test_the_replay_steps_through_a_finished_game_from_a_link():
    state = _agreed(players=3, seed=5)
    viewer = _replay_from(share.encode(state.to_json()))
    rec = viewer.recording
    assert viewer.from_link and rec.final == state and rec.steps == len(state.to_json()["moves"])
    assert rec.snapshots[0] == new_game(3, seed=5)
    assert _sentences(viewer)[0].startswith("The pieces are dealt: nine to each of the 3 players")
    assert f"3 players, {rec.steps} steps over 1 season, " in viewer.banner.text  # ended by agreement in season 1
    viewer.last_button.click()
    assert "accepts the proposal to end the game" in viewer.text and "the game is over" in viewer.text


def test_the_replay_opens_a_finished_game_played_on_from_a_what_if_position():
    start = new_game(2, seed=4)
    for _ in range(6):
        seat = start.to_act()[0]
        start.apply(seat, start.legal_actions(seat)[0])
    game = State.position_from_json(start.to_position_json())  # a what-if position, played on to the end
    bot = ChancellorBot(1)
    for _ in range(100):
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        game.apply(seat, next((a for a in (ACCEPT, PROPOSE) if a in legal), None)
                   or bot.choose(game.observation(seat), legal))
        if game.is_over():
            break
    record = game.to_json()
    assert record["record"] == "position" and record["moves"]
    viewer = _replay_from(share.encode(record))
    assert viewer.from_link and viewer.recording.final == game and viewer.recording.from_position
    assert viewer.text.startswith("The game starts from a position set up for a lesson or an explorer")
    assert share.load_game(share.fragment_of(viewer.share.share()), State).to_json() == record


def _cut(record):
    text = share.encode(record)
    return text[: len(text) // 2]


def _tampered(record):
    bad = json.loads(json.dumps(record))
    bad["moves"][0][1] = "move a5-e1"  # no hire starts with a move, let alone across the board
    return share.encode(bad)


def _packed(raw: bytes) -> str:
    """What a hand-made link holds: any bytes, deflated and URL-safe base64."""
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


HOSTILE = [  # (make a link from a finished game's record, words the sentence must hold)
    (_cut, "damaged"),
    (lambda record: "a%20b", "letters, digits"),
    (lambda record: share.encode(bot_game(other_game("lauzait_cep"), seed=1, until=lambda s: True).to_json()),
     "not of this page"),
    (_tampered, "Move 1"),
    (lambda record: share.encode(dict(record, moves="discard G1")), "moves are a list"),
    (lambda record: share.encode(dict(record, scores=[99] * len(record["scores"]))), "scores"),
    (lambda record: share.encode(dict(record, players=40)), "2 to 4 players"),
    (lambda record: share.encode(dict(record, setup=[1, 2])), "holds no setup"),
    (lambda record: _packed(b"[1, 2, 3]"), "holds no saved game"),
    (lambda record: _packed(b"{" * 1000), "damaged"),
    (lambda record: _packed(b" " * (share.MAX_JSON + 10)), "more than"),
]


@pytest.mark.parametrize("make, words", HOSTILE + [
    (lambda record: share.encode(_played(days=2, opponents=1, seed=6).state.to_json()), "not over yet"),
])
def test_the_replay_refuses_a_bad_or_unfinished_link_with_a_sentence(make, words):
    fragment = make(_agreed().to_json())
    before = _sentences(ReplayViewer(players=3, seed=3, bot="Chancellor"))
    viewer = _replay_from(fragment)
    text = viewer.banner.text
    assert viewer.banner.kind == "error" and "could not be opened" in text and words in text
    assert "Traceback" not in text and "Error" not in text and text.endswith("Here is a game of bots instead.")
    assert not viewer.from_link and _sentences(viewer) == before and viewer.players.value == 3
    assert viewer.reader.box.value == ""


# ----- the board explorer -------------------------------------------------------------------------
EXPLORER = "http://h/voila/render/lauzait_cep/board_explorer.ipynb"


def _explorer_from(fragment: str | None, preset: int | None = 0) -> BoardExplorer:
    explorer = BoardExplorer(preset=preset)
    arrive(explorer, fragment, EXPLORER)
    return explorer


def _hand(explorer: BoardExplorer) -> list[str]:
    """The concealed pieces the explorer offers to discard."""
    return [b.description for b in explorer.hand_box.children]


def test_the_explorer_opens_a_position_from_a_link_with_only_the_hand_of_the_player_whose_day_it_is():
    state = _day_start()
    seat = state.turn
    assert seat != LEARNER and not state.is_over()  # a game still being played, on Bruno's or Chidi's day
    explorer = _explorer_from(share.encode(state.to_json()))
    assert explorer.state == state and explorer.seat == seat and explorer.reader.box.value == ""
    assert _hand(explorer) == state.observation(seat)["hand"]
    assert explorer.banner.kind == "info" and f"{seat_name(seat)}'s day" in explorer.banner.text
    assert explorer.preset_note.value == "" and "the position from the link" in explorer.status.value
    # Only that seat's pieces: no other concealed piece that is not on the board is named anywhere.
    board = {t for t in state.observation(seat)["board"] if t}
    others = {PIECES[c].token for s in range(state.players) if s != seat for c in state.hidden[s]}
    assert others - board - set(_hand(explorer))
    assert not page_tokens(explorer.widget) & (others - board - set(_hand(explorer)))
    # Dealing the other hands anew changes nothing in the page.
    what_if = state.clone()
    pool = [c for s in range(state.players) if s != seat for c in what_if.hidden[s]]
    random.Random(3).shuffle(pool)
    for s in range(state.players):
        if s != seat:
            what_if.hidden[s], pool = sorted(pool[:len(what_if.hidden[s])]), pool[len(what_if.hidden[s]):]
    assert what_if.hidden != state.hidden
    twin = _explorer_from(share.encode(what_if.to_position_json()))  # a what-if position, and the page says so
    assert twin.state == what_if and share.WHAT_IF in twin.preset_note.value
    assert ["" if share.WHAT_IF in t else t for t in page_texts(twin.widget)] == page_texts(explorer.widget)
    # The hire can be tried on it at once, and the position stays as the link gave it.
    discard = code_token(state.legal_discards(seat)[0])
    assert explorer.choose_discard(discard) and explorer.movable
    assert explorer.state == state


def test_the_explorer_shares_its_position_and_a_fresh_explorer_or_the_play_page_opens_it():
    state = _day_start(players=2, seed=4)
    explorer = _explorer_from(share.encode(state.to_json()), preset=1)
    explorer.choose_discard(code_token(state.legal_discards(state.turn)[-1]))  # a try changes nothing shared
    explorer.share.button.click()
    link = explorer.share.link.value
    assert link.startswith(EXPLORER + "#game=") and "only what" in explorer.share.note.value
    assert "lc-explorer-link-reader" in explorer.link_script().data
    # the link is the view of the player whose day it is: no other player's pieces are in it
    decoded = share.decode(share.fragment_of(link))
    assert decoded["record"] == "view" and decoded["observation"] == state.observation(state.turn)
    again = _explorer_from(share.fragment_of(link), preset=2)
    assert again.state.observation(state.turn) == state.observation(state.turn) and _hand(again) == _hand(explorer)
    table = _open(share.fragment_of(link))
    assert table.viewer == state.turn and table.state.observation(state.turn) == state.observation(state.turn)
    # A dealt season has a link too; loading another case hides the old link.
    dealt = BoardExplorer(preset=None, players=3, seed=5)
    dealt.reader.box.value = json.dumps({"href": EXPLORER, "hash": ""})
    assert not dealt.share.button.disabled and dealt.share_why.value == ""
    link = dealt.share.share()
    assert share.load_game(share.fragment_of(link), State).observation(dealt.seat) == dealt.state.observation(dealt.seat)
    dealt.load_preset(0)
    assert dealt.share.link.value == "" and dealt.share.link.layout.display == "none"


def test_a_ready_case_has_no_link_and_says_why():
    explorer = BoardExplorer(preset=0)
    assert explorer.share.button.disabled
    assert "A ready case is a board and one hand" in explorer.share_why.value
    with pytest.raises(InvalidInput, match="Deal a season, or open a position from a link"):
        explorer.shared()


def _mid_hire(record):
    state = _day_start()
    seat = state.turn
    state.apply(seat, next(a for a in state.legal_actions(seat) if str(a).startswith("discard")))
    return share.encode(state.to_json())


@pytest.mark.parametrize("make, words", HOSTILE + [
    (lambda record: share.encode(record), "the game in it is over"),  # a finished game: no hire left to try
    (_mid_hire, "has already discarded today"),
])
def test_the_explorer_refuses_a_bad_link_or_a_position_with_no_hire_to_try_and_keeps_its_case(make, words):
    fragment = make(_agreed().to_json())
    untouched = BoardExplorer(preset=1)
    explorer = _explorer_from(fragment, preset=1)
    text = explorer.banner.text
    assert explorer.banner.kind == "error" and "could not be opened" in text and words in text
    assert "Traceback" not in text and "Error" not in text and text.endswith("keeps the case 'A Water move'.")
    assert explorer.state == untouched.state and explorer.source == untouched.source
    assert explorer.discard == untouched.discard and explorer.selected == untouched.selected
    assert explorer.preset_note.value == untouched.preset_note.value and explorer.share.button.disabled
    assert explorer.reader.box.value == "" and explorer.message == text


def test_the_explorer_sends_another_players_view_to_the_play_page():
    state = _day_start(players=3, seed=4)
    other = (state.turn + 1) % 3
    explorer = _explorer_from(share.link_for(state, other), preset=1)
    assert explorer.banner.kind == "error" and "play page" in explorer.banner.text
    assert "the case" in explorer.source  # the explorer keeps its ready case


def test_a_position_link_opens_the_explorer_with_its_what_if_note():
    """The reported case: a link holding a chosen deal opened with no what-if note (every page: tests/test_share.py)."""
    explorer = BoardExplorer(preset=0)  # a new game is at the start of a day: the explorer's own moment
    arrive(explorer, share.encode(new_game(3, seed=3).to_position_json()), "http://h/explorer.ipynb")
    assert share.WHAT_IF in explorer.preset_note.value, explorer.preset_note.value
