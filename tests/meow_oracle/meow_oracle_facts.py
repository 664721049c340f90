"""Meow Oracle's entries in the shared tests' tables (loaded by key: tests/game_facts.py)."""

from __future__ import annotations

# ----- tests/test_lesson_text.py -----------------------------------------------------------------
NOTATION = [r"\bturn (?:[a-d][1-4]|aside)\b", r"\bkeep [RGBWY]\d\b.*\bgive\b", r"\bplace [RGBWY]\d at [a-d][1-4]\b"]
"""The engine's action notation, as its actions print themselves (a lesson's reader must not meet it)."""

# ----- tests/test_phone_browser.py ---------------------------------------------------------------
FIRST_SCREEN = (".mo-my-area", ".mo-turn-box")
"""The play app's hand and its table: both on a phone's first screen."""

# ----- tests/test_openspiel.py -------------------------------------------------------------------
VARIANTS = [{}, {"path": "snake"}]
"""The rulings ({}) and each variant changed on its own."""
SIMS = 2
"""Random games per table and variant in OpenSpiel's test."""
SIZE = 65854
"""The vocabulary's size, as engines/openspiel.py's docstring gives it."""

# ----- tests/test_saved_logs.py ------------------------------------------------------------------
LOG_VARIANT = {"path": "snake"}
"""A variant that changes what the log says."""
RARE: set[str] = set()
"""Kinds random games seldom write (none)."""
RARE_LINES: list = []
GAMES_PER_COUNT = 60
"""How many seeded random games of each player count the property test plays to the end."""
HOSTILE = (3, 4, "place", "R11")
"""A line with a seat first and a card second: (players, seed, kind of the line to damage, a bad card)."""
OTHER_FIELDS = [
    (2, ["end", "0 0"], "has '0 0' as its winners"),
    (3, ["turn_up", 0, "R3", "d4"], "has 'd4' as its place"),
    (3, ["deal", 3, 0, 6], "has 3 as its round, but that must be a whole number from 1 to 2"),
]
"""(players, a line appended to a log, part of its refusal) for fields of this game's own."""


def _w3_turned_up(events: list) -> None:
    """W3 on every turn-up line: the change of the reported log."""
    for i, line in enumerate(events):
        if line[0] == "turn_up":
            events[i] = [*line[:2], "W3", line[3]]


REPORTED = (3, 30, _w3_turned_up, "brings W3 into play a 2nd time this round, but the game has only 1 W3.")
"""The reported log with W3 turned up 16 times: (players, steps, how the log is changed, the refusal's end)."""
ROUND_LINE = "deal"
"""The kind of the line that starts a round."""


# ----- tests/site/test_site_browser.py -------------------------------------------------------------
def site_calculator(page, ui) -> None:
    """The calculator on the static site scores a typed grid, as in its Voila test (the page just opened)."""
    page.locator(".mo-clear-all").click()
    ui.wait(".mo-banner", "Click a square")
    # A run of 8 with the bonus, 10 (MO-2); two colour columns, 2 each (MO-3): 10 + 4 = 14.
    ui.type(".mo-grid-text", "B0 R1 G2 B3 W4 G5 B6 R7 R2")
    ui.wait(".mo-breakdown .mo-total", "10 + 4 = 14")
    assert "8 + 2 bonus = 10 marks" in ui.text(".mo-breakdown")


# ----- tests/test_reason_facts.py (no module edits a sentence another module built) ------------------
REPLACE_SAFE = {
    "engines/meow_oracle/actions.py": 1,  # notation read in: commas to spaces
    "widgets/meow_oracle/lessons/point_one_ascending.py": 1,  # a grid read in
    "widgets/meow_oracle/lessons/round_total_and_winner_points.py": 1,  # totals read in
    "widgets/meow_oracle/pictures.py": 7,  # SVG markup and ids
    "widgets/meow_oracle/playing_well.py": 1,  # its own setting's Markdown bold marks
}
"""This game's files whose ``.replace(``/``.sub(`` calls work on literals, ids, markup or numbers."""
REPLACE_AWAITING: dict[str, int] = {}
"""Files that still edit a sentence built elsewhere, each its owner's to change: the count may only fall."""


WATCHED = (910002, 11)
"""tests/test_watch_phone_browser.py: the seed of a finished game (seat 0 random, the others Standard) whose review
at the browser tests' budget has a row whose reason is a watch, and that row's place among the review's rows."""
