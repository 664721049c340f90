"""Kirin's own saved-log lines at the trust boundary: the reveal of the declarations (KI-7).

A reveal line names the four cards declared in the round just played. A position whose log
reveals four copies of one card, a card played that round, another round's cards or cards the
saved round history does not hold is refused, its input left alone, with a message saying what
is wrong and what is allowed (tests/record_checks.py's ``refused`` checks both).
"""

from __future__ import annotations

import pytest

from engines import kirin

from record_checks import refused
from test_saved_logs import _with_line


def _finished(seed: int = 3) -> tuple[dict, list[int]]:
    """A finished seeded game saved as a position, and the indices of its reveal lines."""
    state = kirin.new_game(4, seed=seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    data = state.to_position_json()
    return data, [i for i, e in enumerate(data["setup"]["events"]) if e[0] == "reveal"]


def _reveal(data: dict, index: int, cards: str, number: int | None = None) -> dict:
    """A copy of ``data`` whose reveal line ``index`` names ``cards`` (for round ``number``)."""
    round_ = data["setup"]["events"][index][1] if number is None else number
    return _with_line(data, index, ["reveal", round_, cards])


def test_an_honest_log_with_its_reveals_loads():
    data, reveals = _finished()
    assert len(reveals) == 3
    assert kirin.position_from_json(data).to_position_json()["setup"]["events"] == data["setup"]["events"]


def test_a_reveal_of_four_copies_of_one_card_is_refused():
    """The reported lie: 'Q1 Q1 Q1 Q1' as the four declarations."""
    data, reveals = _finished()
    message = refused(kirin, "position_from_json", _reveal(data, reveals[0], "Q1 Q1 Q1 Q1"))
    assert message == (f"Line {reveals[0] + 1} of the saved log reveals the declarations of round 1 as "
                       "'Q1 Q1 Q1 Q1', naming Q1 for more than one seat; the deck holds one of each card, "
                       "so the four declarations are four different cards.")


@pytest.mark.parametrize("which", [0, 1, 2])
def test_a_reveal_naming_one_card_twice_is_refused(which):
    data, reveals = _finished()
    cards = data["setup"]["events"][reveals[which]][2].split()
    cards[3] = cards[0]
    assert "for more than one seat" in refused(kirin, "position_from_json", _reveal(data, reveals[which], " ".join(cards)))


def test_a_reveal_of_a_card_played_that_round_is_refused():
    data, reveals = _finished()
    events = data["setup"]["events"]
    played = next(e for e in events[:reveals[0]] if e[0] == "play")
    cards = events[reveals[0]][2].split()[:3] + [played[2]]
    message = refused(kirin, "position_from_json", _reveal(data, reveals[0], " ".join(cards)))
    assert f"Dagny's declaration as {played[2]}, but the log says" in message
    assert "a declared card stays face down until the round ends" in message


def test_a_reveal_of_other_real_cards_than_those_declared_is_refused():
    """Four different cards none of which was played, but not the declarations the history holds."""
    data, reveals = _finished()
    cards = data["setup"]["events"][reveals[1]][2].split()
    swapped = " ".join(cards[1:] + cards[:1])
    message = refused(kirin, "position_from_json", _reveal(data, reveals[1], swapped))
    assert f"but the saved round history has '{' '.join(cards)}' declared that round" in message


def test_a_reveal_naming_another_round_is_refused():
    data, reveals = _finished()
    message = refused(kirin, "position_from_json", _reveal(data, reveals[0], data["setup"]["events"][reveals[1]][2], number=2))
    assert "reveals the declarations of round 2, but it follows the deal of round 1" in message


def test_a_reveal_before_the_round_is_over_is_refused():
    """A position mid-round whose log already reveals this round's declarations."""
    state = kirin.new_game(4, seed=3)
    for seat in range(4):
        state.apply(seat, state.legal_actions(seat)[0])
    data = state.to_position_json()
    declared = " ".join(data["setup"]["declared"])
    lying = {**data, "setup": {**data["setup"], "events": data["setup"]["events"] + [["reveal", 1, declared]]}}
    message = refused(kirin, "position_from_json", lying)
    assert "but the position has finished only 0 rounds; only a finished round is revealed" in message


@pytest.mark.parametrize("cards, problem", [
    ("Q1 Q1 Q1 ZZ", "has 'Q1 Q1 Q1 ZZ' as its list of declarations"),
    ("Q1 Q2 Q3", "has 'Q1 Q2 Q3' as its list of declarations"),
    ("Q1 Q2 Q3 Q4 Q5", "has 'Q1 Q2 Q3 Q4 Q5' as its list of declarations"),
])
def test_a_reveal_of_no_card_or_the_wrong_number_of_cards_is_refused(cards, problem):
    data, reveals = _finished()
    assert problem in refused(kirin, "position_from_json", _reveal(data, reveals[0], cards))
