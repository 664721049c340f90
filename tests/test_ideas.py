"""The Playing well ideas of every game of the registry (``widgets/ideas.py``): a game names its ideas, or none yet.

A game's ideas have unique keys, a name (its page's heading, so its anchor) and one sentence; every stored practice
position of the game names one of them or none; a game with ideas has a section per idea on its page, and its
practice offers the ideas to pick from; a game without ideas keeps its practice as it was (no menu). A review's
reason names the idea its first fact turns on (a game's own test file checks its rows and practice).
"""

from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path

import pytest
from ideas_checks import stand_in, two_moves, where

from benchmarks.practice_ideas import idea, reproduces
from widgets.games import KEYS
from widgets.glossary import retired_in
from engines.reason_facts import Reason
from widgets.ideas import Idea, idea_link, idea_named, idea_of_reason, idea_words, ideas_of
from widgets.results import practice

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("key", KEYS)
def test_a_games_ideas_are_named_once_in_one_sentence(key):
    ideas = ideas_of(key)
    assert all(isinstance(i, Idea) for i in ideas)
    assert len({i.key for i in ideas}) == len(ideas) and len({i.name for i in ideas}) == len(ideas)
    for i in ideas:
        assert i.key and i.name and i.sentence.endswith(".") and ". " not in i.sentence
        assert not retired_in(i.name + " " + i.sentence)
        assert idea_named(key, i.key) is i
        assert f"#{i.anchor}" in idea_link(i) and i.sentence in idea_words(i)
    assert idea_named(key, "") is None and idea_named(key, "no such idea") is None


@pytest.mark.parametrize("key", KEYS)
def test_every_stored_position_names_one_of_its_games_ideas_or_none(key):
    keys = {i.key for i in ideas_of(key)}
    for entry in practice.positions(key):
        assert entry.get("idea", "") in keys | {""}
        if entry.get("idea"):
            assert type(entry["idea_deals"]) is int and type(entry["idea_seed"]) is int


@pytest.mark.parametrize("key", KEYS)
def test_a_game_with_ideas_has_a_section_for_each_on_its_page(key):
    cells = json.loads((ROOT / "notebooks" / key / "playing_well.ipynb").read_text(encoding="utf-8"))["cells"]
    headings = {"".join(c["source"]).strip() for c in cells if c["cell_type"] == "markdown"}
    for i in ideas_of(key):
        assert f"## {i.name}" in headings


@pytest.mark.parametrize("key", KEYS)
def test_practice_offers_the_ideas_its_moments_carry(key):
    from widgets.playing_well import practice_panel

    panel = practice_panel(key, budget=1)
    carried = {m.idea for m in panel.moments} - {""}
    assert {i.key for i in panel.ideas} == carried
    assert (panel.idea_menu in panel.widget.children) == bool(carried)
    assert len(panel.moments) == len(practice.positions(key))


QUOTED = [import_module(f"widgets.{key}.ideas").case_entry(worked)
          for key in KEYS if ideas_of(key) for worked, _ in import_module(f"widgets.{key}.ideas").CASES.values()]
"""Each idea's worked case on its game's page."""


@pytest.mark.parametrize("entry", QUOTED, ids=lambda entry: f"{entry['game']}-{where(entry)}")
def test_a_worked_positions_reference_and_idea_come_out_again(entry):
    assert reproduces(entry)
    assert idea(entry, entry["idea_deals"], entry["idea_seed"]) == (entry["idea"], entry["idea_evidence"])


@pytest.mark.parametrize("key", KEYS)
def test_a_reviews_reason_names_the_idea_its_first_fact_turns_on(key):
    table = getattr(import_module(f"widgets.{key}.ideas"), "FACT_IDEAS", {}) if ideas_of(key) else {}
    played, best = two_moves(key)
    for kind, idea_key in table.items():
        if callable(idea_key):  # the fact's own figures decide (a game's own test checks them)
            continue
        assert idea_named(key, idea_key) is not None, f"{kind.__name__} names no idea of {key}: {idea_key!r}"
        fact = stand_in(kind)
        assert idea_of_reason(Reason(played, best, (fact,))).key == idea_key
        assert idea_of_reason(Reason(played, best, (fact,), level=True)) is None, "outweighed facts name no idea"
    assert idea_of_reason(Reason(played, best)) is None and idea_of_reason("") is None

