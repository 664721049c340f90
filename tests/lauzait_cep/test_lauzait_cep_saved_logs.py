"""Lauzait Cep!'s hires in a saved log, replayed on the squares they show (at the trust boundary).

The shared checks of every game's log (seats, cards, lengths, rounds) are in tests/test_saved_logs.py, whose
helpers these tests use: a hostile position is refused, leaves its input alone and says so briefly.
"""

from __future__ import annotations

import random

import pytest

from engines import lauzait_cep

from record_checks import played, refused


def _lauzait_hires():
    """A Lauzait Cep! position a few days into its first season, and the indices of its hire lines."""
    data = played(lauzait_cep, 3, seed=3, steps=40).to_position_json()
    hires = [i for i, line in enumerate(data["setup"]["events"]) if line[0] in ("hire", "water_taken", "water_failed")]
    assert len(hires) >= 3 and not any(line[0] == "season" and line[1] > 1 for line in data["setup"]["events"])
    return data, hires


@pytest.mark.parametrize("damage, problem", [
    (lambda line, before: [*line[:3], "a1" if line[3] != "a1" else "e5", *line[4:]], "the discard lands on"),
    (lambda line, before: [*line[:4], "G0" if line[4] != "G0" else "W0", *line[5:]], "the hires before it left"),
    (lambda line, before: [*line[:5], before[6], line[5], *line[7:]], "may move from"),
])
def test_a_lauzait_cep_hire_that_does_not_follow_from_the_hires_before_it_is_refused(damage, problem):
    """A discard lands on the square the last move emptied (LC-1); a piece moves where it may (LC-3) and is the
    one the hires before it left there (or, where they show nothing of its square, the one the board has)."""
    data, hires = _lauzait_hires()
    events = data["setup"]["events"]
    before, index = events[hires[1]], hires[2]
    events[index] = damage(list(events[index]), before)
    message = refused(lauzait_cep, "position_from_json", data)
    assert (message.startswith(f"Line {index + 1} of the saved log ({events[index][0]!r}) does not follow from the "
                               "hires before it: ") and problem in message
            or problem.endswith("left") and message.startswith("The saved log's hires leave")), message


def test_lauzait_cep_hires_made_up_in_bulk_are_refused():
    """20,000 random hire lines (a link of 194,000 characters) once loaded as the position's history."""
    data, _ = _lauzait_hires()
    rng = random.Random(1)
    squares = [f"{f}{r}" for f in "abcde" for r in range(1, 6)]
    data["setup"]["events"] += [["hire", rng.randrange(3), rng.choice(["G1", "W2", "J"]), rng.choice(squares),
                                 rng.choice(["G1", "W2", "J"]), rng.choice(squares), rng.choice(squares),
                                 rng.choice(["G1", "W2", "J"])] for _ in range(20_000)]
    assert "does not follow from the hires before it" in refused(lauzait_cep, "position_from_json", data)


def test_a_lauzait_cep_log_whose_hires_leave_other_pieces_than_the_board_shows_is_refused():
    """The last hire moved a piece to its square: the position must have that piece there."""
    data, hires = _lauzait_hires()
    last = next(data["setup"]["events"][i] for i in reversed(hires) if data["setup"]["events"][i][0] != "water_failed")
    board, at = data["setup"]["board"], lauzait_cep.parse_square(last[6])
    other = next(i for i, code in enumerate(board) if code not in (-1, board[at]))
    board[at], board[other] = board[other], board[at]
    message = refused(lauzait_cep, "position_from_json", data)
    assert "The saved log's hires leave" in message or "does not follow" in message, message
