"""Kirin's entries in the shared tests' tables (loaded by key: tests/game_facts.py)."""

from __future__ import annotations

import pytest

from engines import kirin

# ----- tests/test_lesson_text.py -----------------------------------------------------------------
NOTATION = [r"\b(?:play|declare) [QSBX](?:[1-6T]|K[+-])(?![A-Za-z0-9])"]
"""The engine's action notation, as its actions print themselves (a lesson's reader must not meet it)."""

# ----- tests/test_phone_browser.py ---------------------------------------------------------------
FIRST_SCREEN = (".ki-hand", ".ki-table-now")
"""The play app's hand and its table: both on a phone's first screen."""

# ----- tests/test_openspiel.py -------------------------------------------------------------------
VARIANTS = [{}, {"rounds": 1}, {"rounds": 12}]
"""The rulings ({}) and each variant changed on its own."""
SIMS = 2
"""Random games per table and variant in OpenSpiel's test."""
SIZE = 72
"""The vocabulary's size, as engines/openspiel.py's docstring gives it."""
REFUSED_RULES = ("rounds=13", "rounds must be a whole number from 1 to 12")
"""A variant that does not exist, loaded by name, and the engine's words refusing it."""
CHANCE = (list(range(36, 1, -1)), "declare")
"""The deal as OpenSpiel's chance nodes (a Fisher-Yates shuffle: 35 nodes of 36, 35, ..., 2 outcomes) and the
phase after it: Kirin is the worked example of the chance test (pyspiel is imported by that file alone)."""

# ----- tests/test_saved_logs.py ------------------------------------------------------------------
LOG_VARIANT = {"rounds": 1}
"""A variant that changes what the log says."""
RARE = {"all_kirin"}
"""Kinds random games seldom write; the lines of RARE_LINES cover them."""
GAMES_PER_COUNT = 100
"""How many seeded random games of each player count the property test plays to the end."""


def _kirin_all_kirin(random_game) -> list:
    """A state that wrote a real 'all_kirin' line, and the line: a seeded game with a trick of four Kirin cards (KI-5)."""
    for seed in range(2000):
        state = random_game(kirin, 4, seed)
        for event in state.events:
            if event[0] == "all_kirin":
                return state, list(event)
    pytest.fail("no seeded game wrote an all_kirin line")


RARE_LINES = [(4, _kirin_all_kirin)]
"""(players, the maker of a state that wrote a rare line, given the test's random-game maker, and the line)."""
HOSTILE = (4, 5, "play", "Q7")
"""A line with a seat first and a card second: (players, seed, kind of the line to damage, a bad card)."""
OTHER_FIELDS = [
    (4, ["end", "3 5 0 7", "9"], "has '9' as its winners, but that must list seats 0 to 3"),
    (4, ["end", "3 5 0", "1"], "has '3 5 0' as its final scores, but that must be 4 whole numbers"),
    (4, ["order_kept", "QK+", "sideways"], "has 'sideways' as its order"),
    (4, ["score", 0, "Z", 3, 5], "has 'Z' as its beast"),
]
"""(players, a line appended to a log, part of its refusal) for fields of this game's own."""


def _every_play(events: list) -> None:
    """One card on every play line: the change of the reported log."""
    for i, line in enumerate(events):
        if line[0] == "play":
            events[i] = [*line[:2], "Q6"]


REPORTED = (4, 20, _every_play, "brings Q6 into play a 2nd time this round, but the game has only 1 Q6.")
"""The reported log with one card on every play line: (players, steps, how the log is changed, the refusal's end)."""
ROUND_LINE = "deal"
"""The kind of the line that starts a round."""


# ----- tests/coach_checks.py (the fake reviews play the registry's last game) ------------------------
TWO_MOVES = ("play Q6", "play Q5")
"""A played move and a coach's choice, as notation."""


def plain_reason(played, best, level: bool = False):
    """A reason with nothing of the game to tell between two moves given as notation (or actions)."""
    from engines.kirin.actions import parse_action
    from engines.reason_facts import Reason

    move = lambda text: parse_action(str(text), str(text).startswith("declare"))  # noqa: E731
    return Reason(move(played), move(best), level=level)


# ----- tests/test_reason_facts.py (no module edits a sentence another module built) ------------------
REPLACE_SAFE = {
    "widgets/kirin/pictures.py": 6,  # SVG markup and CSS ids
    "widgets/kirin/playing_well.py": 1,  # its own setting's Markdown bold marks
}
"""This game's files whose ``.replace(``/``.sub(`` calls work on literals, ids, markup or numbers."""
REPLACE_AWAITING = {
    "widgets/kirin/lessons/declaring_and_scoring.py": 1,  # the engine's explain_winner sentence
    "widgets/kirin/lessons/examples.py": 6,  # the engine's explanations made lesson text
    "widgets/kirin/lessons/kirin_cards_and_the_order.py": 1,  # the engine's explain_order_after sentence
}
"""Files that still edit a sentence built elsewhere, each its owner's to change: the count may only fall."""


WATCHED = (910000, 20)
"""tests/test_watch_phone_browser.py: the seed of a finished game (seat 0 random, the others Standard) whose review
at the browser tests' budget has a row whose reason is a watch, and that row's place among the review's rows."""
