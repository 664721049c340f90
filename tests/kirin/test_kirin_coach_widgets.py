"""The coach in Kirin's play and replay apps, driven in Python: levels, Review, hot seat.

The games are played through the apps' own public methods and buttons. The review
runs with a tiny budget (``TUTOR_REVIEW_BUDGET=2``): these tests check what the apps
do with the coach's rows, not the coach's figures (tests/kirin/test_kirin_coach.py does).
The secrecy checks walk every widget of the app and read every string it sends to
the browser (values, descriptions, tooltips, options, CSS classes), style sheets aside.
"""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from engines import coach as shared
from engines.kirin.coach import CoachBot
from widgets.kirin import review as coaching
from widgets.kirin.table import LEARNER, PlayTable
from widgets.reason_words import reason_text
from widgets.testing import sent_strings

TOKEN = re.compile(r"(?<![A-Za-z0-9-])([QSBX](?:[1-6]|T|K[+-]))(?![A-Za-z0-9])")
CARD_CLASS = re.compile(r"\bki-card-([QSBX](?:[1-6T]|Kup|Kdown))\b")


@pytest.fixture(autouse=True)
def tiny_review(monkeypatch):
    """Every review in these tests plays 2 sampled games per choice."""
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", "2")


# ----- what the page holds -------------------------------------------------------------------------
def sent_tokens(root, skip=()) -> set[str]:
    """Every card token in what the widget tree sends to the browser (style sheets and ``skip`` left out)."""
    found = set()
    for text in sent_strings(root, skip):
        found |= set(TOKEN.findall(text))
        found |= {m.replace("Kup", "K+").replace("Kdown", "K-") for m in CARD_CLASS.findall(text)}
    return found


def public_tokens(state) -> set[str]:
    """Cards everyone has seen: the log (earlier rounds' plays and reveals) and this round's table."""
    obs = state.observation(0)
    seen = {t for e in state.events for t in TOKEN.findall(str(e))}
    seen |= {c for _, c in obs["trick"]} | {c for t in obs["tricks"] for c in t["cards"]}
    seen |= {c for pile in obs["won"] for c in pile} | set(obs["set_aside"])
    return seen | {c for declared in obs["revealed"] for c in declared}


def hidden_from(state, viewer) -> set[str]:
    """Cards ``viewer`` may not see now (``None``: nobody at the screen): the others' hands and declarations.

    A card is left out when it is public too (a card of an earlier round's log may sit
    in a hand again after the next deal): the test cannot tell those apart by name.
    """
    others = [s for s in range(4) if s != viewer]
    hidden = {str(c) for s in others for c in state.hand(s)}
    hidden |= {state.observation(s)["declaration"] for s in others} - {None}
    return hidden - public_tokens(state)


def assert_only_viewers_cards(table: PlayTable, skip=()) -> None:
    """The page shows the viewer's whole hand and no card hidden from the viewer (``skip``: widgets not read)."""
    shown = sent_tokens(table.widget, skip)
    leaked = shown & hidden_from(table.state, table.viewer)
    assert not leaked, f"cards hidden from {table.viewer} are in the page: {sorted(leaked)}"
    if table.viewer is not None:
        assert {str(c) for c in table.state.hand(table.viewer)} <= shown


def play_first_legal(table: PlayTable) -> None:
    """The shown person clicks the first card the engine allows (the real button)."""
    token = str(table.state.legal_actions(table.viewer)[0].card)
    button = next(b for b in table.hand_box.children if b.description == token)
    button.click()


def play_to_the_end(table: PlayTable) -> None:
    """A one-person game: the learner plays the first legal card until the game ends."""
    for _ in range(3 * 9):
        play_first_legal(table)
    assert table.state.is_over()


# ----- levels -------------------------------------------------------------------------------------------
def test_the_coach_level_plays_with_coach_bots(monkeypatch):
    fast = dataclasses.replace(coaching.HOOKS, coach_budget=2)  # the app's budget is measured elsewhere; keep this fast
    monkeypatch.setattr(coaching, "HOOKS", fast)
    table = PlayTable(level="Coach", seed=3)
    assert all(type(b) is CoachBot and b.budget == 2 for b in table.bots.values())
    assert table.state.observation(0)["declared"] == [False, True, True, True]  # the bots declared at once
    play_first_legal(table)  # declare
    play_first_legal(table)  # lead: the three Coach bots answer
    assert len(table.tricks) == 1 and "Chidi (Coach bot)" in table.players_panel.value


# ----- review -------------------------------------------------------------------------------------------
def test_review_after_a_game_rates_each_real_choice_and_draws_what_the_learner_saw():
    table = PlayTable(level="Beginner", seed=2)
    assert table.review.button.disabled  # no review before the game ends
    play_to_the_end(table)
    assert "Press Review" in table.banner.text
    assert not table.review.button.disabled and table.review.seat == LEARNER
    assert table.review_seat.layout.display == "none"  # one person: nobody to choose
    table.review.button.click()  # no event loop here: the rows come at once
    rows = table.review.rows
    expected = [number for number, _, _ in shared.decisions(table.state, LEARNER)]
    assert [r.move for r in rows] == expected and all(r.seat == LEARNER for r in rows)
    assert "Reviewed" in table.review.banner.text
    summaries = [b.description for b in table.review.row_buttons]
    assert summaries[0].split(" \u00b7 ", 1)[1].startswith("#1")
    table.review.row_buttons[0].click()  # the details: the moment and the move in words
    assert table.review.when(rows[0]) in table.review.detail.value and "<td>declare " in table.review.detail.value
    assert "cards)" in table.review.detail.value
    table.review.row_buttons[0].click()
    differ = next((i for i, r in enumerate(rows) if r.played != r.best), 0)
    table.review.row_buttons[differ].click()  # the row's button shows that moment
    detail = table.review.detail.value
    row = rows[differ]
    assert "ki-review-picture" in detail and reason_text(row.reason) in detail.replace("&#x27;", "'")
    if row.played != row.best:
        assert "your choice" in detail and "the coach's choice" in detail
    # The picture is drawn from the observation alone: every card in it is one the learner saw then.
    seen = set(TOKEN.findall(json.dumps(row.observation)))
    picture = detail.split("<p><b>")[0]
    assert set(TOKEN.findall(picture)) <= seen
    assert row.played.split()[1] in picture and row.best.split()[1] in picture
    table.new_button.click()
    assert table.review.button.disabled and table.review.rows == []


def test_describe_action_words_a_declaration():
    assert coaching.describe_action("declare Q6") == "declare Q6 (collect Azure Dragon cards)"
    assert coaching.describe_action("play XK+") == "play XK+"


# ----- hot seat -------------------------------------------------------------------------------------------
def test_hot_seat_passes_the_screen_and_never_shows_another_persons_cards():
    table = PlayTable(level="Beginner", seed=4, people=(0, 2))
    assert table.hot_seat and sorted(table.bots) == [1, 3]
    assert [b.value for b in table.people_buttons] == [True, False, True, False]
    passes = shown = 0
    while not table.state.is_over():
        if table.waiting is not None:
            # The pass screen: no hand at all, and no card hidden from anyone at the table.
            assert table.viewer is None and table.hand_box.children == ()
            assert table.pass_box.layout.display == ""
            name = ["Aiko", "Bruno", "Chidi", "Dagny"][table.waiting]
            assert table.pass_button.description == f"I am {name}: show my cards"
            assert_only_viewers_cards(table)
            for person in table.people:  # neither person's hand is in the page
                assert not sent_tokens(table.widget) & ({str(c) for c in table.state.hand(person)}
                                                        - public_tokens(table.state))
            waiting = table.waiting
            table.pass_button.click()
            assert table.viewer == waiting and table.pass_box.layout.display == "none"
            passes += 1
        assert table.viewer in table.state.to_act()
        assert_only_viewers_cards(table)
        shown += 1
        play_first_legal(table)
    assert passes >= 6 and shown == 2 * 27
    # After the game: a chooser of whose choices to review.
    assert table.review_seat.layout.display == "" and [v for _, v in table.review_seat.options] == [0, 2]
    table.review_seat.value = 2
    assert table.review.seat == 2
    table.review._progress = lambda done, total: table.review.stop()  # Stop after the first row
    table.review.button.click()
    assert len(table.review.rows) == 1 and table.review.rows[0].seat == 2
    table.review.show(0)
    assert "Chidi's choice" in table.review.detail.value


def test_hot_seat_refuses_a_card_while_the_screen_is_being_passed():
    table = PlayTable(level="Beginner", seed=4, people=(1, 3))
    assert table.viewer is None and table.waiting == 1  # even the first turn starts with a pass
    assert table.click_card("Q1") is False and "Pass the screen to Bruno" in table.banner.text
    assert table.hint().startswith("Pass the screen to Bruno")
    table.show_hand()
    assert table.viewer == 1 and "You (Bruno)" in table.players_panel.value
    assert "Dagny (person)" in table.players_panel.value and "Aiko (Beginner bot)" in table.players_panel.value
    play_first_legal(table)  # Bruno declares; Dagny must declare next
    assert table.waiting == 3 and table.hand_box.children == ()
    assert_only_viewers_cards(table)



def test_a_watched_trick_says_the_order_it_was_played_in():
    """KI-2, KI-6: a reader (993018) saw "Dagny played the Tortoise's trump and wins" over the Tiger's trump, with
    only the ascending order on screen; the trick had been played in descending order. The watch's heading names the
    order in force at each trick, as the game was played."""
    from engines.kirin import State
    from engines.kirin.bots import RandomBot
    from widgets.kirin.imagined import imagined_picture, orders_of, tricks_of

    state = State.new_game(4, seed=993018)
    bots, seen = [RandomBot(s) for s in range(4)], []
    while state.to_act():
        seat = state.to_act()[0]
        observation = state.observation(seat)
        if observation["phase"] != "declare" and not observation["trick"]:
            seen.append(state.current_order())  # a trick begins: the order it is played in
        state.apply(seat, bots[seat].choose(observation, state.legal_actions(seat)))
    assert orders_of(state) == seen and len(seen) == len(tricks_of(state)) and "descending" in seen
    other = State.new_game(4, seed=993019)
    assert ", ascending: " in imagined_picture(state, other, 0) or ", descending: " in imagined_picture(state, other, 0)
