"""The session model of a play table (widgets/session.py), tested without any widget.

The hot-seat rules: the pass screen comes between two people's turns and shows no hand, the
bots move until a person is to act, a refused action (or a click while the screen is passed)
changes nothing, and a game with nothing secret keeps the table in view while the screen is passed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engines import IllegalAction, InvalidInput
from engines.dragon_egg import new_game as dragon_egg_game
from engines.dragon_egg.bots import RandomBot as DragonEggBot
from engines.kirin import new_game as kirin_game
from engines.kirin.bots import RandomBot as KirinBot
from engines.meow_oracle import new_game as meow_oracle_game
from engines.meow_oracle.bots import RandomBot as MeowOracleBot
from widgets.session import Screen, ScreenPassed, Session, check_people

ROOT = Path(__file__).resolve().parents[1]


def seated(state, people, bot_class, **rules) -> Session:
    """A session of ``state`` with ``people`` and random bots at the other seats; the bots have played."""
    session = Session(**rules)
    session.seat(state, people, "Beginner", {s: bot_class(s) for s in range(state.players) if s not in people})
    session.advance()
    return session


def play_out(session: Session, bot_class, seed: int = 5, limit: int = 5_000) -> list[Screen]:
    """Play the game to its end, each person's move chosen at random; every screen seen on the way."""
    person = bot_class(seed)
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
        "from engines.kirin import new_game\n"
        "from engines.kirin.bots import RandomBot\n"
        "from widgets.session import Session\n"
        "s = Session()\n"
        "s.seat(new_game(seed=3), (0, 2), 'Beginner', {1: RandomBot(1), 3: RandomBot(3)})\n"
        "s.advance()\n"
        "print(s.screen().kind, 'ipywidgets' in sys.modules)\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["pass", "False"]


def test_the_pass_screen_comes_between_two_peoples_turns_and_never_shows_a_hand():
    session = seated(kirin_game(seed=11), (0, 2), KirinBot, hides_hands=True)
    assert session.screen() == Screen("pass", session.waiting, True) and session.viewer is None
    screens = play_out(session, KirinBot)
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


def test_a_pass_screen_shows_no_hand_at_any_moment():
    session = seated(kirin_game(seed=4), (1, 3), KirinBot)
    person = KirinBot(9)
    for _ in range(200):
        if session.state.is_over():
            break
        if session.waiting is not None:
            assert session.viewer is None and session.screen().hidden
            session.take_screen()
        seat = session.viewer
        assert seat in session.state.to_act() and seat in session.people
        session.act(person.choose(session.state.observation(seat), session.state.legal_actions(seat)))


def test_the_bots_move_until_a_person_is_to_act():
    session = seated(kirin_game(seed=2), (2,), KirinBot)  # Aiko and Bruno are bots and lead first
    assert session.state.events and session.state.to_act() == [2] and session.viewer == 2
    person = KirinBot(1)
    while not session.state.is_over():
        assert set(session.state.to_act()) <= set(session.people)
        assert session.screen() == Screen("turn", 2, False)
        session.act(person.choose(session.state.observation(2), session.state.legal_actions(2)))


def test_one_person_never_sees_a_pass_screen():
    screens = play_out(seated(meow_oracle_game(3, seed=6), (0,), MeowOracleBot), MeowOracleBot)
    assert {s.kind for s in screens} == {"turn", "over"} and {s.seat for s in screens} == {0}


@pytest.mark.parametrize("action", ["play XX", "nonsense", 12])
def test_a_refused_action_changes_nothing(action):
    session = seated(kirin_game(seed=8), (0,), KirinBot)
    before = (session.state.to_json(), session.viewer, session.waiting, len(session.state.events))
    with pytest.raises((IllegalAction, InvalidInput)):
        session.act(action)
    assert (session.state.to_json(), session.viewer, session.waiting, len(session.state.events)) == before


def test_an_illegal_card_is_refused_with_the_rule_and_nothing_changes():
    session = seated(kirin_game(seed=8), (0, 1), KirinBot)
    session.take_screen()
    legal = {str(a) for a in session.state.legal_actions(session.viewer)}
    other = next(str(c) for c in session.state.observation((session.viewer + 1) % 4)["hand"] if str(c) not in legal)
    before = (session.state.to_json(), session.screen())
    with pytest.raises((IllegalAction, InvalidInput)):
        session.act(other)
    assert (session.state.to_json(), session.screen()) == before


def test_an_action_while_the_screen_is_passed_changes_nothing():
    session = seated(kirin_game(seed=3), (0, 2), KirinBot)
    before = (session.state.to_json(), session.screen())
    with pytest.raises(ScreenPassed):
        session.act(session.state.legal_actions(session.waiting)[0])
    assert (session.state.to_json(), session.screen()) == before
    assert session.take_screen() and not session.take_screen()  # nobody waits once it is taken


def test_a_game_with_nothing_secret_keeps_the_table_in_view_while_the_screen_is_passed():
    session = seated(meow_oracle_game(3, seed=2), (0, 1), MeowOracleBot, hides_hands=False)
    assert session.viewer == 0
    screens = play_out(session, MeowOracleBot)
    passes = [s for s in screens if s.kind == "pass"]
    assert passes and not any(s.hidden for s in passes)
    assert all(s.seat is not None for s in screens)


def test_after_a_hot_seat_game_that_hides_hands_at_the_end_every_hand_stays_hidden():
    session = seated(dragon_egg_game(3, seed=1), (0, 1), DragonEggBot, hidden_at_end=True)
    screens = play_out(session, DragonEggBot)
    assert screens[-1] == Screen("over", None, True) and session.viewer is None and session.waiting is None
    with pytest.raises(ScreenPassed):
        session.act("discard B1")


def test_a_simultaneous_phase_passes_the_screen_from_one_builder_to_the_next():
    session = seated(dragon_egg_game(3, seed=1), (0, 2), DragonEggBot)
    assert session.screen() == Screen("pass", 0, True)
    session.take_screen()
    legal = session.state.legal_actions(0)
    session.act(legal[0])
    assert session.screen() == Screen("pass", 2, True) and session.viewer is None


def test_people_and_bots_are_checked():
    assert check_people([2, 0, 2], 4) == (0, 2)
    for bad in ([], [4], [-1], ["0"], [True]):
        with pytest.raises(ValueError, match="seats 0 to 3"):
            check_people(bad, 4)
    with pytest.raises(ValueError, match="never both"):
        Session().seat(kirin_game(seed=1), (0,), "Beginner", {1: KirinBot(1), 2: KirinBot(2)})
    with pytest.raises(ValueError, match="never both"):
        Session().seat(kirin_game(seed=1), (0,), "Beginner", {s: KirinBot(s) for s in range(4)})


def test_the_table_hooks_see_every_action_and_each_bot_before_it_chooses():
    applied, thought, state = [], [], kirin_game(seed=5)
    session = Session(apply=lambda seat, action: (applied.append(seat), state.apply(seat, action)),
                      thinking=lambda seat, legal: thought.append(seat))
    session.seat(state, (3,), "Beginner", {s: KirinBot(s) for s in range(3)})
    session.advance()
    assert applied == thought and set(applied) <= {0, 1, 2} and session.state.to_act() == [3]
