"""The Playing well ideas of every game of the registry (``widgets/ideas.py``): a game names its ideas, or none yet.

A game's ideas have unique keys, a name (its page's heading, so its anchor) and one sentence; every stored practice
position of the game names one of them or none; a game with ideas has a section per idea on its page, and its
practice offers the ideas to pick from; a game without ideas keeps its practice as it was (no menu). A review's
reason names the idea its first fact turns on, in the opened row and after a wrong pick in its practice.
"""

from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path

import pytest
from ideas_checks import where

from benchmarks.practice_ideas import idea, reproduces
from widgets.games import GAMES, KEYS
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


def _stand_in(cls, **known):
    """A fact of kind ``cls`` with every field None but ``known`` (the idea is read from its kind alone)."""
    from dataclasses import fields

    return cls(**{f.name: known.get(f.name) for f in fields(cls)})


def _two_moves(key: str) -> tuple:
    """Two legal moves of the first seat to act in a new game of ``key`` (a reason's moves name its game)."""
    info = next(i for i in GAMES if i.key == key)
    state = info.part(info.engine).new_game(min(info.State.PLAYER_COUNTS), seed=3)
    legal = state.legal_actions(state.to_act()[0])
    return legal[0], legal[-1]


@pytest.mark.parametrize("key", KEYS)
def test_a_reviews_reason_names_the_idea_its_first_fact_turns_on(key):
    table = getattr(import_module(f"widgets.{key}.ideas"), "FACT_IDEAS", {}) if ideas_of(key) else {}
    played, best = _two_moves(key)
    for kind, idea_key in table.items():
        assert idea_named(key, idea_key) is not None, f"{kind.__name__} names no idea of {key}: {idea_key!r}"
        fact = _stand_in(kind)
        assert idea_of_reason(Reason(played, best, (fact,))).key == idea_key
        assert idea_of_reason(Reason(played, best, (fact,), level=True)) is None, "outweighed facts name no idea"
    assert idea_of_reason(Reason(played, best)) is None and idea_of_reason("") is None


def test_a_fact_that_holds_another_names_the_idea_of_the_one_inside():
    from engines.meow_oracle.reasons import Gains, LineCompleted, RunExtended

    played, best = _two_moves("meow_oracle")
    inside = {RunExtended: "run", LineCompleted: "lines"}
    for kind, idea_key in inside.items():
        fact = _stand_in(Gains, fact=_stand_in(kind))
        assert idea_of_reason(Reason(played, best, (fact,))).key == idea_key


def test_an_opened_row_and_a_wrong_pick_in_its_practice_name_the_idea(monkeypatch):
    from engines import coach
    from engines.kirin.reasons import KeepsStronger
    from engines.practice import Moment
    from test_practice import _moments
    from widgets import practice as practice_panel
    from widgets.practice import PracticePanel
    from widgets.verdicts import row_detail

    moment = _moments("kirin", 1)[0]
    played = next(n for n in moment.legal if n != moment.best)
    action = {str(a): a for a in moment.state.legal_actions(moment.seat)}
    cards = import_module("engines.kirin").parse_card
    reason = Reason(action[played], action[moment.best], (KeepsStronger(cards("Q4"), cards("XT"), 2),))
    row = coach.ReviewRow(moment.move, moment.seat, played, moment.best, "mistake", 0.1, 0.09, 0.11, 0.0, reason,
                          moment.observation, alike=True)
    idea = idea_named("kirin", "later")
    assert f"The idea here: {idea_link(idea)}." in row_detail(row, lambda text: text)
    moment = Moment(moment.state, moment.seat, moment.best, played, "mistake", moment.move, moment.evaluations,
                    reason, verdict=row)
    monkeypatch.setattr(practice_panel, "costly_moments", lambda state, rows: [moment])
    moments = practice_panel.review_moments(moment.state, [row])  # as the review's Practise button gathers them
    assert [m.idea for m in moments] == ["later"]
    panel = PracticePanel("kirin", moments, budget=2)
    assert panel.idea_menu not in panel.widget.children, "a review's few moments need no menu of ideas"
    panel.pick(played)
    assert idea_words(idea) in panel.verdict.value
