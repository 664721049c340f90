"""Lauzait Cep!'s entries in the shared tests' tables (loaded by key: tests/game_facts.py)."""

from __future__ import annotations

from engines import lauzait_cep

# ----- tests/test_lesson_text.py -----------------------------------------------------------------
NOTATION = [r"\bmove [a-z]\d-[a-z]\d\b", r"\bend day\b", r"\bpropose end\b", r"\b(?:form|dissolve|discard) [A-Z]\S*\b"]
"""The engine's action notation, as its actions print themselves (a lesson's reader must not meet it)."""

# ----- tests/test_phone_browser.py ---------------------------------------------------------------
FIRST_SCREEN = (".lc-hand", ".lc-board")
"""The play app's hand and its table: both on a phone's first screen."""

# ----- tests/test_openspiel.py -------------------------------------------------------------------
VARIANTS = [{}, {"luminous": True}, {"jokers_for_removed": False}, {"stalemate": "no_discard"}]
"""The rulings ({}) and each variant changed on its own."""
SIMS = 2
"""Random games per table and variant in OpenSpiel's test."""
MOST_STEPS = 1200
"""Under random play a season seldom ends (a random game runs to tens of thousands of moves), and OpenSpiel's
test keeps a copy of every state of a game it plays, so a game still going after this many steps is stopped
there; the games that end sooner make the end's checks."""
SIZE = 591
"""The vocabulary's size, as engines/openspiel.py's docstring gives it."""
ENDING = {"Lauzait-Cep!": 1.0, "accept": 0.9, "propose end": 0.3}
"""The adapter's random games take these actions at these rates when legal (else a random action), so that
they end, and the end is checked too."""

# ----- tests/test_saved_logs.py ------------------------------------------------------------------
LOG_VARIANT = {"luminous": True, "jokers_for_removed": False}
"""A variant that changes what the log says."""
RARE = {"stalemate"}
"""Kinds random games seldom write; the lines of RARE_LINES cover them."""
GAMES_PER_COUNT = 10
"""How many seeded random games of each player count the property test plays to the end."""


def _lauzait_stalemate(random_game) -> list:
    """A state that wrote a real 'stalemate' line, and the line: the position of test_LC8_stalemate_when_nothing_can_be_discarded."""
    board = "G0 G0 G0 G0 G1 G1 G1 G1 G2 G2 G2 G2 . G3 G3 G3 G3 G4 G4 G4 W0 W0 W0 W0 W1"
    state = lauzait_cep.position(4, ["W5 W5 W5 W6 W6 W6 W7 W7 W7", "G9 G9 W9 W9 W8 W8 W3 W3 W3", "", ""], board)
    state.apply(0, "stalemate")
    return state, list(next(e for e in state.events if e[0] == "stalemate"))


RARE_LINES = [(4, _lauzait_stalemate)]
"""(players, the maker of a state that wrote a rare line, given the test's random-game maker, and the line)."""
HOSTILE = (3, 2, "hire", "G10")
"""A line with a seat first and a piece second: (players, seed, kind of the line to damage, a bad piece)."""
OTHER_FIELDS = [
    (2, ["season", 3, 0, 1, ""], "has 3 as its season, but that must be a whole number from 1 to 2"),
    (3, ["season", 1, 0, 0, ""], "has 0 as its direction"),
    (3, ["form", 0, "G1 G2", "sequence", 1], "has 'G1 G2' as its department"),
    (3, ["water_taken", 0, "G1", "c3", "G2", "b3", "c2", "G5", 1], "has 1 as its throw"),
    (3, ["game_over", "Aiko 3\nBruno wins"], "as its scores, but that must be one line of text"),
]
"""(players, a line appended to a log, part of its refusal) for fields of this game's own."""
REPORTED = None
"""No reported log of a card brought into play too often."""
ROUND_LINE = "season"
"""The kind of the line that starts a round (a season)."""


# ----- tests/site/test_site_browser.py -------------------------------------------------------------
def site_calculator(page, ui) -> None:
    """The calculator on the static site splits a typed hand, as in its Voila test (the page just opened)."""
    assert ui.wait(".lc-best-total").inner_text() == "15"  # the hand the page opens on
    # The nine numbers 1-9 in a row: Lauzait-Cep 3 + Great Sequence 3 = 6.
    ui.type(".lc-hand-field", "G1 G2 G3 W4 W5 W6 G7 G8 G9")
    ui.wait(".lc-split-summary", "Great Sequence")
    assert ui.text(".lc-best-total") == "6"


# ----- tests/test_reason_facts.py (no module edits a sentence another module built) ------------------
REPLACE_SAFE = {
    "widgets/lauzait_cep/ideas.py": 1,  # numbers' minus signs
    "widgets/lauzait_cep/analysis.py": 1,  # chart labels broken over lines
    "widgets/lauzait_cep/explorer.py": 3,  # the explorer's own board literals and choice
    "widgets/lauzait_cep/lessons/examples.py": 5,  # the lesson's own board literals
    "widgets/lauzait_cep/pictures.py": 3,  # SVG markup and CSS ids
    "widgets/lauzait_cep/playing_well.py": 1,  # a number's minus sign
    "widgets/lauzait_cep/rules_menu.py": 1,  # a field name as a CSS class
}
"""This game's files whose ``.replace(``/``.sub(`` calls work on literals, ids, markup or numbers."""
REPLACE_AWAITING = {
    "widgets/lauzait_cep/lessons/mountain_and_water.py": 1,  # the engine's square kind capitalised
}
"""Files that still edit a sentence built elsewhere, each its owner's to change: the count may only fall."""


WATCHED = (910004, 4)
"""tests/test_watch_phone_browser.py: the seed of a finished game (seat 0 random, the others Standard) whose review
at the browser tests' budget has a row whose reason keeps a watch, and that row's place among the review's rows."""
