"""Practise a costly moment again (engines/practice.py, widgets/practice.py), in every game of the registry.

The loop a learner meets: a moment from their seat, the coach's choice hidden; they pick; the coach values the
pick against its own choice on fresh playouts, with the review's labels; then reveal, try again, next.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engines import InvalidInput, coach, practice
from engines.practice import Moment, costly_moments, first_look, try_choice
from widgets.games import GAMES
from widgets.practice import PracticePanel
from widgets.testing import play_out
from widgets.reason_words import reason_text

KEYS = [info.key for info in GAMES]


@pytest.fixture(autouse=True)
def quick_looks(monkeypatch):
    """A short second look (a batch or two), so that every game's loop runs in the test's time."""
    monkeypatch.setattr(coach, "RESOLUTION", coach.Resolution(first=1, cap=2))
    monkeypatch.setattr(practice, "PRACTICE_RESOLUTION", coach.Resolution(first=1, cap=2))


def _moments(key: str, count: int = 2, seed: int = 11) -> list[Moment]:
    """The first real choices of seat 0 in a game of Beginner bots, the coach's choice by a tiny first look."""
    info = next(i for i in GAMES if i.key == key)
    players = min(info.State.PLAYER_COUNTS)
    state = info.part(info.engine).new_game(players, seed=seed)
    bots = [info.bot("Beginner", seed=seed + s) for s in range(players)]
    found = []
    while state.to_act() and len(found) < count:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat == 0 and len(legal) > 1 and not str(legal[0]).startswith("turn "):
            values = info.part(info.coach).evaluate(state.observation(0), 0, 2, seed=1)
            found.append(Moment(state.clone(), 0, str(values[0].action), evaluations=tuple(values)))
        state.apply(seat, bots[seat].choose(state.observation(seat), legal))
    assert found, f"no real choice for seat 0 in {key}"
    return found


@pytest.mark.parametrize("key", KEYS)
def test_a_try_is_rated_like_a_review_row_and_a_wrong_one_changes_nothing(key):
    game_coach = next(i for i in GAMES if i.key == key).part(f"engines.{key}.coach")
    moment = _moments(key, 1)[0]
    before = moment.state.to_json()
    agreed = try_choice(game_coach, moment, moment.best, 2)
    assert agreed.agrees and agreed.label == "best"
    other = next(n for n in moment.legal if n != moment.best)
    row = try_choice(game_coach, moment, other, 2)
    assert row.played == other and row.best == moment.best and not row.agrees
    assert row.label == coach.label(row.difference, row.scale)  # the review's own verdict on the fresh look
    assert row.scale == coach.point_scale(game_coach.ROUND_SPREAD, moment.state.players, game_coach.UNIT,
                                          getattr(game_coach, "SCALE_NOTE", ""), getattr(game_coach, "PERIOD", "round"))
    again = try_choice(game_coach, moment, other, 2, attempt=1)
    assert again.fresh[1].outcomes != row.fresh[1].outcomes or again.fresh[0].outcomes != row.fresh[0].outcomes
    with pytest.raises(InvalidInput, match="not a move you can make here"):
        try_choice(game_coach, moment, "play nothing" + "x" * 5000, 2)
    assert moment.state.to_json() == before
    assert [str(e.action) for e in first_look(game_coach, moment, 2)][0] == moment.best
    bare = Moment(moment.state, moment.seat, moment.best)  # a stored position: no first look kept
    looked = first_look(game_coach, bare, 2, pick=other)
    assert [str(e.action) for e in looked] == [moment.best, other]
    assert try_choice(game_coach, bare, other, 2).fresh


def test_a_moment_must_be_the_seat_to_act_with_a_legal_coach_choice():
    moment = _moments(GAMES[-1].key, 1)[0]  # any game serves: the registry's last
    for seat in (7, -1, "0", None):
        with pytest.raises(InvalidInput, match="not to act"):
            Moment(moment.state, seat, moment.best)
    with pytest.raises(InvalidInput, match="not a legal move"):
        Moment(moment.state, 0, "play Q9")
    with pytest.raises(InvalidInput, match="not to act"):
        Moment(moment.state, True, moment.best)


@pytest.mark.parametrize("key", KEYS)
def test_the_practice_loop_pick_verdict_reveal_retry_next(key):
    moments = _moments(key, 2)
    panel = PracticePanel(key, moments, budget=2)
    assert "Moment 1 of 2" in panel.header.value and "Which move" in panel.header.value
    assert moments[0].best not in panel.header.value  # the coach's choice stays hidden
    choices = [c for c in panel.choices.children if hasattr(c, "click")]
    assert choices and all(not c.disabled for c in choices)
    other = next(n for n in moments[0].legal if n != moments[0].best)
    row = panel.pick(other)
    assert row is not None and row.played == other and "tt-chip" in panel.verdict.value
    # the try's look says its own count of imagined games, never the review's beside it, nor a fixed fraction
    tried, reviewed = row.fresh[0].playouts, moments[0].playouts
    assert f"From {tried} fresh imagined games" in panel.verdict.value
    assert ("can differ from the review" in panel.verdict.value) == (reviewed > 0)
    assert "quarter" not in panel.verdict.value and "the review used" not in panel.verdict.value
    longer = PracticePanel(key, [replace(moments[0], playouts=10_000)], budget=2)
    longer.pick(other)
    assert "the review used" not in longer.verdict.value and "can differ from the review" in longer.verdict.value
    assert all(c.disabled for c in panel.choices.children if hasattr(c, "disabled"))
    assert not panel.reveal_button.disabled and not panel.again_button.disabled
    panel.reveal()
    assert "The coach&#x27;s choice" in panel.verdict.value or "The coach's choice" in panel.verdict.value
    said = reason_text(row.reason)
    assert said.replace("'", "&#x27;") in panel.verdict.value or said in panel.verdict.value
    panel.again()
    assert panel.attempt == 1 and panel.verdict.value == "" and not any(
        c.disabled for c in panel.choices.children if hasattr(c, "disabled"))
    found = panel.pick(moments[0].best)
    assert found.agrees and "coach's own choice" in panel.verdict.value
    panel.next()
    assert panel.index == 1 and "Moment 2 of 2" in panel.header.value and panel.next_button.disabled
    assert panel.pick("not a move") is None and "not a move you can make here" in panel.banner.value


def test_costly_moments_are_the_flagged_rows_with_the_state_before_each():
    """From a review's rows: only the flagged ones, each with the state the seat met then."""
    info = GAMES[-1]  # any game serves: the registry's last, at its largest table
    players = max(info.State.PLAYER_COUNTS)
    state = info.part(info.engine).new_game(players, seed=3)
    bots = [info.bot("Beginner", seed=30 + s) for s in range(players)]
    play_out(state, bots)
    steps = list(coach.decisions(state, 0))[:3]
    rows = []
    for number, before, text in steps:
        other = next(str(a) for a in before.legal_actions(0) if str(a) != text)
        label = "mistake" if number == steps[1][0] else "good or inaccuracy"
        rows.append(coach.ReviewRow(number, 0, text, other, label, 0.1, 0.09, 0.11, 0.0, "why",
                                    before.observation(0)))
    found = costly_moments(state, rows)
    assert [m.move for m in found] == [steps[1][0]] and found[0].label == "mistake"
    assert found[0].observation == steps[1][1].observation(0) and found[0].played == steps[1][2]
    assert found[0].playouts == 0  # these rows had no fresh look: the panel then says a short look, no comparison
    assert costly_moments(state, rows[:1]) == []
