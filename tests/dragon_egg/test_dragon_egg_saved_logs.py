"""The Luminous Dragon Egg's own saved-log lines at the trust boundary: its card indices, end and egg lines.

The shared checks of every game's log (seats, cards, lengths, rounds) are in tests/test_saved_logs.py, whose
helpers these tests use: a hostile position is refused, leaves its input alone and says so briefly.
"""

from __future__ import annotations

import pytest

from engines import dragon_egg
from engines.dragon_egg.rules import EGG_REASONS, egg_after

from record_checks import played, refused
from test_saved_logs import _hostile_case, _with_line


def test_every_reason_egg_after_gives_for_a_moving_or_staying_egg_may_be_logged():
    """DE-7's reasons, as egg_after words them, are the ones an egg_move or egg_stay line may hold."""
    one = egg_after([True, False], [True, False], [150, 10], None)
    strongest = egg_after([True, True], [True, True], [150, 120], None)
    tied = egg_after([True, True], [True, True], [150, 150], 1)
    assert {one[1], strongest[1], tied[1]} == set(EGG_REASONS)



def test_the_reported_dragon_egg_line_is_refused():
    """The example of the report: 'Seat 9 places Far ...' in a 4-player game."""
    module, players, data, index, _ = _hostile_case("dragon_egg")
    message = refused(module, "position_from_json", _with_line(data, index, ["build", 9, 0, 1, 2, 3]))
    assert message == (f"Line {index + 1} of the saved log ('build') has 9 as its seat, "
                       "but this game's seats are the whole numbers 0 to 3.")


@pytest.mark.parametrize("line, problem", [
    (["deal", 0, 3, 5, 8, 12, -1], "has -1 as its card, but that must be a card number from 0 (R2) to 15 (B*)"),
    (["deal", 0, 3, 5, 8, 12, 16], "has 16 as its card"),
    (["deal", 0, 3, 5, 8, 12, True], "has a yes/no value (bool) as its card"),
    (["deal", 0, 3, 5, 8, 12], "has 5 values after its kind, but 'deal' lines have 6 (seat, card (5 of them))"),
])
def test_a_dragon_egg_card_index_is_never_read_from_the_end_of_the_deck(line, problem):
    """TOKEN[-1] would show B*: a negative or bool card index is refused, not wrapped."""
    data = dragon_egg.new_game(3, seed=2).to_position_json()
    index = next(i for i, e in enumerate(data["setup"]["events"]) if e[0] == "deal")
    message = refused(dragon_egg, "position_from_json", _with_line(data, index, line))
    assert message.startswith(f"Line {index + 1} of the saved log ('deal') ") and problem in message, message


def _finished_dragon_egg():
    """A finished 3-player Dragon Egg position and the index of its end line."""
    data = played(dragon_egg, 3, seed=6, steps=None).to_position_json()
    assert data["setup"]["events"][-1][0] == "end"
    return data, len(data["setup"]["events"]) - 1


@pytest.mark.parametrize("change, problem", [
    (lambda end: end + ["bracelets"], None),  # a second reason (DE-8) is written when both are met
    (lambda end: end + ["boredom"], "has 'boredom' as its reason, but that must be one of 'threshold', 'bracelets', 'draw'"),
    (lambda end: end + ["bracelets", "draw"], "has 5 values after its kind, but 'end' lines have 3 or 4 (reason, winners, money, reason (optional))"),
    (lambda end: [*end[:3], end[3] + "\nAiko wins the game.", *end[4:]],
     "as its money, but that must be one line of text"),
    (lambda end: [*end[:2], "2 0", *end[3:]], "has '2 0' as its winners"),
    (lambda end: [*end[:2], "3", *end[3:]], "has '3' as its winners, but that must list seats 0 to 2 in order"),
    (lambda end: [*end[:2], "", *end[3:]], "has '' as its winners"),
])
def test_a_dragon_egg_end_line_holds_its_reasons_winners_and_one_line_of_money(change, problem):
    data, index = _finished_dragon_egg()
    line = change(list(data["setup"]["events"][index]))
    damaged = _with_line(data, index, line)
    if problem is None:
        assert dragon_egg.position_from_json(damaged).events[-1] == tuple(line)
        return
    message = refused(dragon_egg, "position_from_json", damaged)
    assert message.startswith(f"Line {index + 1} of the saved log ('end') ") and problem in message, message


@pytest.mark.parametrize("line, is_refused", [
    (["egg_move", 1, None, EGG_REASONS[0]], False),  # from the centre
    (["egg_move", 1, 0, EGG_REASONS[1]], False),
    (["egg_stay", None, EGG_REASONS[2]], False),  # stays in the centre
    (["egg_move", None, 0, EGG_REASONS[0]], True),  # the egg always moves to a seat
    (["egg_move", 1, 7, EGG_REASONS[0]], True),
    (["egg_stay", 0, "a dragon ate it"], True),
])
def test_dragon_egg_egg_lines_name_nobody_only_where_the_game_does(line, is_refused):
    data = played(dragon_egg, 3, seed=1, steps=12).to_position_json()
    data["setup"]["events"].append(line)
    if is_refused:
        message = refused(dragon_egg, "position_from_json", data)
        assert message.startswith(f"Line {len(data['setup']['events'])} of the saved log ({line[0]!r})"), message
    else:
        assert list(dragon_egg.position_from_json(data).events[-1]) == line



def test_a_dragon_egg_card_drawn_again_after_a_shuffle_is_no_second_copy():
    """The count starts over where the deck is shuffled (DE-6): a finished game shows some card more often
    than the deck holds it, and loads."""
    state = played(dragon_egg, 5, seed=3, steps=None)
    counts: dict = {}
    for event in state.events:
        if event[0] in ("deal", "draw"):
            for card in event[2:]:
                counts[card] = counts.get(card, 0) + 1
    assert max(counts.values()) > dragon_egg.State.EVENT.COPIES
    assert dragon_egg.position_from_json(state.to_position_json()) == state
