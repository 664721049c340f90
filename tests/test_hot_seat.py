"""Every game's play table as a hot seat, over the registry: people at one screen, the screen passed between
them, bots in the other seats, and a chooser of whose choices to review after the game.

What a pass screen must hide is each game's own (its cards, its pieces, its face-down squares):
``tests/<game>/test_<game>_coach_widgets.py`` reads the page for them.
"""

from __future__ import annotations

import pytest

from engines.core import seat_name
from widgets.games import KEYS
from widgets.testing import TINY_BUDGET, play_table, press_review, seat_counts, step


@pytest.fixture(autouse=True)
def tiny_review(monkeypatch):
    """Every review in these tests plays two playouts (or sampled deals) per choice."""
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", TINY_BUDGET)


def _players(key: str) -> int:
    """The smallest table with room for two people and a bot."""
    return min(n for n in seat_counts(key) if n >= 3)


@pytest.mark.parametrize("key", KEYS)
def test_hot_seat_passes_the_screen_and_refuses_a_move_meant_for_the_last_person(key):
    players = _players(key)
    table = play_table(key, players=players, seed=4, people=(0, 2))
    assert table.hot_seat and table.you is None and sorted(table.bots) == sorted(set(range(players)) - {0, 2})
    assert [b.value for b in table.people_buttons][:players] == [s in (0, 2) for s in range(players)]
    # where hands are secret even the first turn starts with a pass; else the first person plays at once
    assert (table.waiting, table.viewer) == ((0, None) if table.hides_hands else (None, 0))
    passes = moves = 0
    for _ in range(3000):
        if table.state.is_over():
            break
        if table.waiting is not None:
            name = seat_name(table.waiting)
            assert table.pass_box.layout.display == "" and (table.viewer is None) == table.hides_hands
            assert table.pass_button.description == f"I am {name}: show my {table.pieces}"
            assert f"Pass the screen to {name}" in table.pass_note.value
            saved = table.state.to_json()
            legal = table.state.legal_actions(table.waiting)
            assert table.act(str(legal[0])) is False  # a move meant for the last person changes nothing
            assert table.banner.kind == "warning" and f"Pass the screen to {name}" in table.banner.text
            assert table.hint().startswith(f"Pass the screen to {name}") and table.state.to_json() == saved
            waiting = table.waiting
            table.pass_button.click()
            assert table.viewer == waiting and table.waiting is None and table.pass_box.layout.display == "none"
            assert table.seat_names()[waiting] == f"You ({name})"
            passes += 1
            continue
        assert table.viewer in table.state.to_act() and table.viewer in (0, 2)
        step(table)
        moves += 1
    assert table.state.is_over() and passes >= 3 and moves >= passes


@pytest.mark.parametrize("key", KEYS)
def test_after_a_hot_seat_game_a_chooser_picks_whose_choices_to_review(key):
    table = play_table(key, players=_players(key), seed=4, people=(0, 2))
    for _ in range(3000):
        if table.state.is_over():
            break
        step(table)
    assert table.review_seat.layout.display == ""
    assert list(table.review_seat.options) == [(seat_name(0), 0), (seat_name(2), 2)]
    assert table.review.seat == 0
    table.review_seat.value = 2
    assert table.review.seat == 2 and f"{seat_name(2)}'s choices" in table.review.button.tooltip
    press_review(table.review, table.state, 2, stop_after=3)
    assert table.review.name == seat_name(2)  # the panel names whose choices it rates


@pytest.mark.parametrize("key", KEYS)
def test_at_least_one_seat_is_a_person(key):
    players = max(seat_counts(key))
    table = play_table(key, players=players, seed=3)
    assert [b.description for b in table.people_buttons if b.layout.display != "none"] == [
        seat_name(s) for s in range(players)]
    before = table.state
    table.set_people(())
    assert table.new_game() is False and table.state is before
    assert table.banner.kind == "warning" and "at least one person" in table.banner.text
    last = players - 1
    table.set_people((last,))  # the last seat alone at the screen: Aiko is a bot
    table.new_button.click()
    assert table.people == (last,) and table.viewer == last and sorted(table.bots) == list(range(last))
    assert table.seat_names()[last] == f"You ({seat_name(last)})"
    with pytest.raises(ValueError, match="at least one"):
        play_table(key, people=())
    with pytest.raises(ValueError, match="seats 0 to"):
        play_table(key, players=players, people=(players,))
