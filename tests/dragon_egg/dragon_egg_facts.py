"""The Luminous Dragon Egg's entries in the shared tests' tables (loaded by key: tests/game_facts.py)."""

from __future__ import annotations

import random

import pytest

from engines import dragon_egg

# ----- tests/test_lesson_text.py -----------------------------------------------------------------
NOTATION = [
    # A build as it prints itself: four card tokens split by a bar ("R7 R* | B2 B3").
    r"(?<![\w*])[RB](?:\d+|\*) [RB](?:\d+|\*) \| [RB](?:\d+|\*) [RB](?:\d+|\*)(?![\w*])",
    r"\begg (?:far|near)\b", r"\bno egg\b", r"\bdiscard [RB](?:\d+|\*)"]
"""The engine's action notation, as its actions print themselves (a lesson's reader must not meet it)."""

# ----- tests/test_phone_browser.py ---------------------------------------------------------------
FIRST_SCREEN = (".de-hand", ".de-table-now")
"""The play app's hand and its table: both on a phone's first screen."""

# ----- tests/test_openspiel.py -------------------------------------------------------------------
VARIANTS = [{}, {"revelation": "strict"}, {"rebuild_draws": True}]
"""The rulings ({}) and each variant changed on its own."""
SIMS = 4
"""Random games per table and variant in OpenSpiel's test."""
SIZE = 9080
"""The vocabulary's size, as engines/openspiel.py's docstring gives it."""
REFUSED_RULES = ("players=3,revelation=loose", "revelation must be 'default' or 'strict'")
"""A variant that does not exist, loaded by name, and the engine's words refusing it."""

# ----- tests/test_saved_logs.py ------------------------------------------------------------------
LOG_VARIANT = {"revelation": "strict", "rebuild_draws": True}
"""A variant that changes what the log says."""
RARE = {"egg_stay", "reshuffle"}
"""Kinds random games seldom write; the lines of RARE_LINES cover them."""
GAMES_PER_COUNT = 100
"""How many seeded random games of each player count the property test plays to the end."""


def _dragon_egg_egg_stay(random_game) -> list:
    """A state that wrote a real 'egg_stay' line, and the line: a seeded game where the egg stays with its holder or the centre (DE-7)."""
    for seed in range(2000):
        state = random_game(dragon_egg, 2 + seed % 4, seed)
        for event in state.events:
            if event[0] == "egg_stay":
                return state, list(event)
    pytest.fail("no seeded game wrote an egg_stay line")


def _dragon_egg_reshuffle(random_game) -> list:
    """A state that wrote a real 'reshuffle' line, and the line: a returned bracelet's draw finds the deck empty and the discards not (DE-6)."""
    for seed in range(200):
        state = dragon_egg.new_game(4, seed=seed)
        chooser = random.Random(seed)
        while state.to_act():
            seat = chooser.choice(state.to_act())
            actions = state.legal_actions(seat)
            if dragon_egg.BRACELET in actions:
                state.discard, state.deck = state.discard + state.deck, []
                state.apply(seat, dragon_egg.BRACELET)
                return state, list(next(e for e in state.events if e[0] == "reshuffle"))
            state.apply(seat, chooser.choice(actions))
    pytest.fail("no seeded game offered a bracelet to return")


RARE_LINES = [(4, _dragon_egg_egg_stay), (4, _dragon_egg_reshuffle)]
"""(players, the maker of a state that wrote a rare line, given the test's random-game maker, and the line)."""
HOSTILE = (4, 3, "build", -1)
"""A line with a seat first and a card second: (players, seed, kind of the line to damage, a bad card)."""
OTHER_FIELDS = []
"""(players, a line appended to a log, part of its refusal) for fields of this game's own."""


def _five_b_stars(events: list) -> None:
    """B* B* B* B* B* on every deal line: the change of the reported log."""
    for i, line in enumerate(events):
        if line[0] == "deal":
            events[i] = [*line[:2], *[15] * 5]


REPORTED = (3, 10, _five_b_stars,
            "brings B* into play a 3rd time since the deck was last shuffled, but the game has only 2 B*.")
"""The reported 'Aiko is dealt B* B* B* B* B*': (players, steps, how the log is changed, the refusal's end)."""
ROUND_LINE = "round"
"""The kind of the line that starts a round."""


# ----- tests/site/test_site_browser.py -------------------------------------------------------------
def site_calculator(page, ui) -> None:
    """The calculator on the static site scores a typed round, as in its Voila test (the page just opened)."""
    page.locator(".de-clear-all").click()
    ui.wait(".de-banner", "Fill in")
    # As in the Voila test, worked out by hand (DE-2, DE-3): earnings 2, 0, 2.
    for seat, (a, b) in enumerate([("R7 R*", "B2 B3"), ("B10 B15", "R5 R5"), ("B7 B7", "R2 R3")]):
        ui.type(f".de-set-{seat}-a", a)
        ui.type(f".de-set-{seat}-b", b)
    ui.wait(".de-earnings-2")
    assert "2 × 1 = 2 ZOO" in ui.text(".de-earnings-0")
    assert "0 × 2 = 0 ZOO" in ui.text(".de-earnings-1")
    assert "2 × 1 = 2 ZOO" in ui.text(".de-earnings-2")
    assert "Bruno earned nothing and takes a Sage's Bracelet" in ui.text(".de-results")
    ui.shot("site_de_calculator.png")


# ----- tests/test_reason_facts.py (no module edits a sentence another module built) ------------------
REPLACE_SAFE = {
    "widgets/dragon_egg/cardbuttons.py": 1,  # a token as a CSS id
    "widgets/dragon_egg/lessons/examples.py": 2,  # the lesson's own notation
    "widgets/dragon_egg/pictures.py": 1,  # SVG markup
    "widgets/dragon_egg/playing_well.py": 3,  # numbers' minus signs, Markdown escaping
    "widgets/dragon_egg/ideas.py": 1,  # Markdown escaping of a Revelation's *
}
"""This game's files whose ``.replace(``/``.sub(`` calls work on literals, ids, markup or numbers."""
REPLACE_AWAITING = {
    "widgets/dragon_egg/table.py": 2,  # the seat names' " (at this screen)": the session's labels
    "widgets/dragon_egg/lessons/building_sets.py": 1,  # the engine's "counted as" sentence
}
"""Files that still edit a sentence built elsewhere, each its owner's to change: the count may only fall."""


WATCHED = (910010, 2)
"""tests/test_watch_phone_browser.py: the seed of a finished game (seat 0 random, the others Standard) whose review
at the browser tests' budget has a row whose reason is a watch, and that row's place among the review's rows."""
