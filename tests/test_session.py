"""The session model of a play table (widgets/session.py), tested without any widget, on every game of the registry.

The hot-seat rules: the pass screen comes between two people's turns and shows no hand, the
bots move until a person is to act, a refused action (or a click while the screen is passed)
changes nothing, and a game with nothing secret keeps the table in view while the screen is passed.
What one game's phases add (the Dragon Egg's builders acting at once) is tested in its own folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engines import IllegalAction, InvalidInput
from widgets.games import GAMES, KEYS, game
from widgets.session import Screen, ScreenPassed, Session, check_people

ROOT = Path(__file__).resolve().parents[1]


def table_size(key: str) -> int:
    """Three players where the game allows it (two people and a bot), else its one table size."""
    counts = game(key).State.PLAYER_COUNTS
    return 3 if 3 in counts else max(counts)


def new_game(key: str, seed: int):
    """A new game of ``key`` at :func:`table_size` players."""
    return game(key).State.new_game(table_size(key), seed=seed)


def bot(key: str):
    """The game's Beginner (random) bot class, seeded by seat."""
    return lambda seed: game(key).bot("Beginner", seed)


def seated(key: str, seed: int, people, **rules) -> Session:
    """A session of a new game with ``people`` and random bots at the other seats; the bots have played."""
    state, make = new_game(key, seed), bot(key)
    session = Session(**rules)
    session.seat(state, people, "Beginner", {s: make(s) for s in range(state.players) if s not in people})
    session.advance()
    return session


def play_out(session: Session, key: str, seed: int = 5, limit: int = 20_000) -> list[Screen]:
    """Play the game to its end, each person's move chosen at random; every screen seen on the way."""
    person = bot(key)(seed)
    screens = [session.screen()]
    for _ in range(limit):
        screen = session.screen()
        if screen.kind == "over":
            return screens
        if screen.kind == "pass":
            assert session.take_screen()
        else:
            seat = session.viewer
            session.act(person.choose(session.state.observation(seat), session.state.legal_actions(seat)))
        screens.append(session.screen())
    raise AssertionError("the game did not end")


def test_the_session_imports_without_ipywidgets():
    """A subprocess that cannot import ipywidgets seats a hot-seat game and passes the screen."""
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('ipywidgets', 'IPython', 'traitlets'):\n"
        "            raise ImportError('blocked: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "from widgets.games import GAMES\n"
        "from widgets.session import Session\n"
        "info = GAMES[0]\n"
        "state = info.State.new_game(max(info.State.PLAYER_COUNTS), seed=3)\n"
        "s = Session()\n"
        "s.seat(state, (0, 1), 'Beginner', {p: info.bot('Beginner', p) for p in range(2, state.players)})\n"
        "s.advance()\n"
        "print(s.screen().kind, 'ipywidgets' in sys.modules)\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["pass", "False"]


@pytest.mark.parametrize("key", KEYS)
def test_the_pass_screen_comes_between_two_peoples_turns_and_never_shows_a_hand(key):
    session = seated(key, 11, (0, 2), hides_hands=True)
    assert session.screen() == Screen("pass", session.waiting, True) and session.viewer is None
    screens = play_out(session, key)
    turns = [s for s in screens if s.kind == "turn"]
    passes = [s for s in screens if s.kind == "pass"]
    assert {s.seat for s in turns} == {0, 2} and passes
    assert all(s.hidden for s in passes)
    for before, screen in zip(screens, screens[1:]):  # a person's first turn comes right after their pass screen
        if screen.kind == "turn" and before.kind != "turn":
            assert before == Screen("pass", screen.seat, True)
        if screen.kind == "turn" and before.kind == "turn":
            assert before.seat == screen.seat  # the same person again: no pass screen
    assert screens[-1].kind == "over"


@pytest.mark.parametrize("key", KEYS)
def test_a_pass_screen_shows_no_hand_at_any_moment(key):
    session = seated(key, 4, (1, 2))
    person = bot(key)(9)
    for _ in range(200):
        if session.state.is_over():
            break
        if session.waiting is not None:
            assert session.viewer is None and session.screen().hidden
            session.take_screen()
        seat = session.viewer
        assert seat in session.state.to_act() and seat in session.people
        session.act(person.choose(session.state.observation(seat), session.state.legal_actions(seat)))


@pytest.mark.parametrize("key", KEYS)
def test_the_bots_move_until_a_person_is_to_act(key):
    last = table_size(key) - 1
    session = seated(key, 2, (last,))
    assert session.state.to_act() == [last] and session.viewer == last
    person = bot(key)(1)
    while not session.state.is_over():
        assert set(session.state.to_act()) <= set(session.people)
        assert session.screen() == Screen("turn", last, False)
        session.act(person.choose(session.state.observation(last), session.state.legal_actions(last)))


@pytest.mark.parametrize("key", KEYS)
def test_one_person_never_sees_a_pass_screen(key):
    screens = play_out(seated(key, 6, (0,)), key)
    assert {s.kind for s in screens} == {"turn", "over"} and {s.seat for s in screens} == {0}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("action", ["play nothing at all", "nonsense", 12, None])
def test_a_refused_action_changes_nothing(key, action):
    session = seated(key, 8, (0,))
    before = (session.state.to_json(), session.viewer, session.waiting, len(session.state.events))
    with pytest.raises((IllegalAction, InvalidInput)):
        session.act(action)
    assert (session.state.to_json(), session.viewer, session.waiting, len(session.state.events)) == before


@pytest.mark.parametrize("key", KEYS)
def test_an_action_while_the_screen_is_passed_changes_nothing(key):
    session = seated(key, 3, (0, 2))
    before = (session.state.to_json(), session.screen())
    with pytest.raises(ScreenPassed):
        session.act(session.state.legal_actions(session.waiting)[0])
    assert (session.state.to_json(), session.screen()) == before
    assert session.take_screen() and not session.take_screen()  # nobody waits once it is taken


@pytest.mark.parametrize("key", KEYS)
def test_a_game_with_nothing_secret_keeps_the_table_in_view_while_the_screen_is_passed(key):
    session = seated(key, 2, (0, 1), hides_hands=False)
    assert session.viewer is not None
    screens = play_out(session, key)
    passes = [s for s in screens if s.kind == "pass"]
    assert passes and not any(s.hidden for s in passes)
    assert all(s.seat is not None for s in screens)


@pytest.mark.parametrize("key", KEYS)
def test_after_a_hot_seat_game_that_hides_hands_at_the_end_every_hand_stays_hidden(key):
    session = seated(key, 1, (0, 1), hidden_at_end=True)
    screens = play_out(session, key)
    assert screens[-1] == Screen("over", None, True) and session.viewer is None and session.waiting is None
    with pytest.raises(ScreenPassed):
        session.act("nonsense")


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_people_and_bots_are_checked(info):
    players = max(info.State.PLAYER_COUNTS)
    assert check_people([2, 0, 2], players) == (0, 2)
    for bad in ([], [players], [-1], ["0"], [True]):
        with pytest.raises(ValueError, match=f"seats 0 to {players - 1}"):
            check_people(bad, players)
    state = info.State.new_game(players, seed=1)
    with pytest.raises(ValueError, match="never both"):  # a seat left empty
        Session().seat(state, (0,), "Beginner", {s: info.bot("Beginner", s) for s in range(1, players - 1)})
    with pytest.raises(ValueError, match="never both"):  # a seat both a person's and a bot's
        Session().seat(state, (0,), "Beginner", {s: info.bot("Beginner", s) for s in range(players)})


@pytest.mark.parametrize("info", GAMES, ids=KEYS)
def test_the_table_hooks_see_every_action_and_each_bot_before_it_chooses(info):
    players = max(info.State.PLAYER_COUNTS)
    applied, thought, state = [], [], info.State.new_game(players, seed=5)
    session = Session(apply=lambda seat, action: (applied.append(seat), state.apply(seat, action)),
                      thinking=lambda seat, legal: thought.append(seat))
    person = players - 1
    session.seat(state, (person,), "Beginner", {s: info.bot("Beginner", s) for s in range(person)})
    session.advance()
    assert applied == thought and set(applied) <= set(range(person)) and person in session.state.to_act()


@pytest.mark.parametrize("key", KEYS)
def test_the_session_marks_where_a_persons_latest_move_began_and_ended(key):
    session = seated(key, 6, (0,))
    dealt = len(session.state.events)
    assert session.moved_from == session.moved_to <= dealt and not session.moving
    person = bot(key)(9)
    seat = session.viewer
    before = len(session.state.events)
    new = session.act(person.choose(session.state.observation(seat), session.state.legal_actions(seat)))
    assert session.moved_from == before <= session.moved_to <= len(session.state.events)
    assert new == list(session.state.events[before:]) and session.moving is None
    assert session.others_moved == (len(session.state.events) > session.moved_to)
