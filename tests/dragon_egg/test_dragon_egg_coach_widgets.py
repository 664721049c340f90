"""The coach in the Dragon Egg apps, driven in Python (no browser): levels, Review, hot seat.

Games are played through the apps' own buttons. Reviews run with ``TUTOR_REVIEW_BUDGET=2``
(two playouts per action) on short seeded games: the figures are then rough, but the
rows, the pictures and what they may show are the same as at the full budget.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from engines.coach import decisions
from engines.dragon_egg import Build, coach, parse_action
from engines.dragon_egg.bots import RandomBot
from widgets.dragon_egg.cardbuttons import card_class
from widgets.dragon_egg.review import describe_action as describe, picture
from widgets.dragon_egg.table import LEARNER, PlayTable

SHORT = 13
"""A seed whose 2-player Beginner game ends after 3 rounds when Aiko always builds from her first four cards."""
HOT = 32
"""A seed whose 3-player game (Aiko and Chidi at the screen, Bruno a Beginner bot) lasts 7 rounds and uses the egg."""


@pytest.fixture
def tiny_review(monkeypatch):
    """Reviews with two playouts per action."""
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", "2")


def _play_turn(table: PlayTable) -> None:
    """One move of the person shown, through the app's buttons: first four cards, first card, the egg."""
    obs = table.state.observation(table.viewer)
    if obs["phase"] == "discard":
        table.hand_box.children[0].click()
    elif obs["phase"] == "egg":
        (table.egg_far if obs["round"] % 2 else table.no_egg).click()
    else:
        for i in range(4):
            table.hand_box.children[i].click()
        table.place_button.click()


def _play_to_the_end(table: PlayTable) -> None:
    for _ in range(300):
        if table.state.is_over():
            return
        if table.viewer is None:
            table.pass_button.click()
        else:
            before = len(table.state.events)
            _play_turn(table)
            assert len(table.state.events) > before, table.banner.text
    raise AssertionError("the game did not end")


# ----- levels ----------------------------------------------------------------------------------
# ----- review ----------------------------------------------------------------------------------
def test_describe_words_moves_as_the_log_does():
    assert describe("R7 R* | B2 B3") == "Far R7 R* and Near B2 B3"
    assert describe("bracelet") == "hand back a bracelet"  # lesson 4's words
    assert describe("egg near") == "use the egg on the Near"
    assert describe("no egg") == "keep the egg"
    assert describe("discard B15") == "discard B15"
    assert describe("not a move") == "not a move"


def test_review_picture_frames_both_choices_from_the_observation_only(tiny_review):
    table = PlayTable(opponents=1, level="Beginner", seed=SHORT)
    _play_to_the_end(table)
    row = next(iter(coach.review(table.state, LEARNER, 2)))
    obs = row.observation
    played = parse_action(row.played)
    # a different build from the same hand: the coach's choice in this made-up row
    before = next(b for n, b, _ in decisions(table.state, LEARNER) if n == row.move)
    other = next(str(a) for a in before.legal_actions(LEARNER) if str(a) != row.played and isinstance(a, Build))
    made_up = dataclasses.replace(row, best=other, label="mistake")
    html = picture(made_up)
    assert "Your choice: " + describe(row.played) in html.replace("&#x27;", "'")
    assert "The coach's choice: " + describe(other) in html.replace("&#x27;", "'")
    assert html.count(", chosen</title>") == 8  # four framed cards in each choice
    assert html.count("outline:3px solid #0072B2") == 4 and html.count("outline:3px solid #E69F00") == 4
    assert isinstance(played, Build)
    # Nothing but this seat's own cards and the public table: Bruno's sets are face down.
    bruno_hand = before.observation(1)["hand"]
    private = set(bruno_hand) - set(obs["hand"])
    for token in private:
        assert not re.search(rf"(?<![A-Za-z0-9]){re.escape(token)}(?![0-9])", html), token


# ----- hot seat ---------------------------------------------------------------------------------
def _sent(widget) -> list[str]:
    """Every string of every widget under ``widget`` as it goes to the browser, style sheets left out."""
    texts, stack, seen = [], [widget], set()
    while stack:
        wid = stack.pop()
        if id(wid) in seen:
            continue
        seen.add(id(wid))
        stack.extend(getattr(wid, "children", ()))
        for value in wid.get_state().values():
            for item in (value if isinstance(value, (list, tuple)) else [value]):
                if isinstance(item, (list, tuple)):
                    texts.extend(x for x in item if isinstance(x, str))
                elif isinstance(item, str) and not item.startswith("<style>"):
                    texts.append(item)
    return texts


def _seen_tokens(state, seat) -> set[str]:
    """Every card token ``seat`` may see: its observation (hand, sets, shown sets, last reveal) and its log."""
    obs = state.observation(seat) if seat is not None else state.observation(0)
    text = " ".join(state.visible_log(seat if seat is not None else -1))
    parts = [text] + (obs["hand"] if seat is not None else []) + (obs["my_sets"] or [] if seat is not None else [])
    parts += [s for s in obs["shown"] if s]
    if obs["last_round"]:
        parts += obs["last_round"]["far"] + obs["last_round"]["near"]
    return set(re.findall(r"[RB](?:\d+|\*)", " ".join(parts)))


def _hidden_tokens(state, seat) -> set[str]:
    """The tokens of ``seat``'s hidden cards: its hand and its placed sets unless shown with the egg."""
    tokens = [str(c) for c in state.hand(seat)]
    build = state.builds[seat]
    if build is not None:
        tokens += [str(c) for c in build.cards]
    return set(tokens)


def _leaks(texts: list[str], tokens: set[str]) -> list[str]:
    """The tokens (or their card classes) found in the page's strings."""
    page = "\n".join(texts)
    return [t for t in sorted(tokens)
            if re.search(rf"(?<![A-Za-z0-9]){re.escape(t)}(?![0-9])", page)
            or re.search(rf"{card_class(t)}(?![0-9A-Za-z])", page)]  # de-card-Rstar for R*


def test_hot_seat_shows_one_hand_at_a_time_and_reviews_whom_you_choose(tiny_review):
    table = PlayTable(opponents=2, level="Beginner", seed=HOT, people=(0, 2))
    assert sorted(table.bots) == [1] and isinstance(table.bots[1], RandomBot)
    assert table.viewer is None and table.waiting == 0  # a hot-seat game starts on the pass screen
    passes = checked = 0
    for _ in range(300):
        state = table.state
        if state.is_over():
            break
        texts = _sent(table.widget)
        if table.viewer is None:
            passes += 1
            name = ("Aiko", "Bruno", "Chidi")[table.waiting]
            assert table.pass_button.description == f"I am {name}: show my cards"
            assert f"Pass the screen to {name}" in table.pass_note.value
            assert table.hand_box.children == () and table.sets_preview.value == ""
            assert table.hand_section.layout.display == "none"
            public = _seen_tokens(state, None)
            for seat in (0, 2):
                assert not _leaks(texts, _hidden_tokens(state, seat) - public), seat
            assert "places Far" not in " ".join(texts)  # the log is the public one
            table.place_button.click()  # a click on the pass screen only repeats the request
            assert "Pass the screen to" in table.banner.text
            table.pass_button.click()
            continue
        me, other = table.viewer, 2 - table.viewer
        assert [b.description for b in table.hand_box.children] == state.observation(me)["hand"]
        secret = _hidden_tokens(state, other) - _seen_tokens(state, me)
        assert not _leaks(texts, secret), (me, secret)
        checked += bool(secret)
        _play_turn(table)
    assert table.state.is_over()
    assert passes >= 5 and checked >= 5
    # At the end of a hot-seat game no hand is shown, and the review asks whose choices.
    assert table.viewer is None and table.hand_box.children == ()
    assert table.review_seat.layout.display == ""
    assert [o for o in table.review_seat.options] == [("Aiko", 0), ("Chidi", 2)]
    assert table.review.seat == 0
    table.review_seat.value = 2
    assert table.review.seat == 2 and "Chidi's choices" in table.review.button.tooltip
    table.review.button.click()
    assert table.review.rows and {r.seat for r in table.review.rows} == {2}
    assert [r.move for r in table.review.rows] == [n for n, _, _ in decisions(table.state, 2)]


# ----- replay ------------------------------------------------------------------------------------

def test_DE7_a_build_after_your_egg_names_what_the_egg_showed():
    """The rebuild after the egg is the one build with the others' sets in view: its moment says so (seed 993061's
    reader met "Round 5, building the sets (your second choice there)" and could not tell why Fars were shown)."""
    from widgets.dragon_egg.review import moment_words
    from widgets.games import GAMES

    info = next(i for i in GAMES if i.key == "dragon_egg")
    state = info.part(info.engine).new_game(3, seed=993061)
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=993061 + s) for s in range(3)]
    said = []
    while state.to_act():
        seat = state.to_act()[0]
        observation = state.observation(seat)
        if seat == 0 and observation["phase"] == "build":
            said.append(moment_words(observation))
        state.apply(seat, bots[seat].choose(observation, state.legal_actions(seat)))
    assert "Round 5, building again: your egg showed the others' Fars" in said
    assert "Round 5, building the sets" in said  # the first build of that round
