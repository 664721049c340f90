"""The Dragon Egg's Playing well ideas (``widgets/dragon_egg/ideas.py``) and the practice positions they group.

A grouped position (a stored practice position with an ``"idea"``) is reached by the game of Standard bots from its
seed, and the three parts of its idea add up to the ZOO ahead between its two moves. Each idea's worked case
reproduces its reference and idea in tests/test_ideas.py (about 1 to 3 s of CPU each; ``benchmarks/practice_ideas.py
--check --references`` replays all 24). Each idea also has a failing case: the tempting move does better on the
idea's own pull and still loses. What the page says of every case holds, and a wrong pick in practice names the idea
with a link to its section.
"""

from __future__ import annotations

import pytest
from ideas_checks import (wins_more_in_both_cases, grouped, ideas_group_positions, page_sections, practice_by_idea,
                          reached, where)

from engines.dragon_egg.coach import ROUND_SPREAD, UNIT
from engines.dragon_egg.endings import PULLS, Endings, parts
from widgets.dragon_egg.ideas import CASES, IDEAS, TIE, case_entry, case_words, endings_of

GAME = "dragon_egg"


def test_the_ideas_are_the_three_pulls_and_group_positions():
    assert set(ideas_group_positions(GAME, IDEAS)) == set(PULLS)


@pytest.mark.parametrize("entry", grouped(GAME), ids=where)
def test_a_grouped_position_is_reached_and_its_parts_add_up(entry):
    state, seat = reached(GAME, entry)
    assert entry["best"] != entry["tempting"]
    assert {entry["best"], entry["tempting"]} <= {str(a) for a in state.legal_actions(seat)}
    best, other = (Endings.from_json(entry["idea_evidence"][k]) for k in ("best", "tempting"))
    assert sum(parts(best, other).values()) == pytest.approx(best.margin - other.margin)


@pytest.mark.parametrize("key", [i.key for i in IDEAS])
def test_every_idea_has_a_worked_case_and_a_case_where_it_fails(key):
    wins_more_in_both_cases(key, CASES, case_entry, endings_of, parts, ROUND_SPREAD, UNIT)


def test_what_the_page_says_of_far_times_near_holds():
    worked, fails = CASES["now"]
    c = case_words(worked)
    assert c["best_ended"] == c["deals"] and c["best_later"] == c["other_later"] == 0
    assert c["best_far_friends"] and c["best_near_friends"] and not c["other_near_friends"]
    assert c["best_far_total"] > c["other_far_total"] and "R15" in c["other_kept"]
    assert c["best_now"] > c["other_now"] and c["leader_money"] > c["money"]
    c = case_words(fails)
    assert c["used_egg"] and c["target"] == "near" and c["other_beats"] > c["best_beats"]
    assert c["other_now"] > c["best_now"]
    assert c["best_kept"] == ["B20"] and "B20" in c["other_far"] and not c["other_far_friends"]
    assert c["best_later"] > c["other_later"] and c["best_rival"] < c["other_rival"]


def test_what_the_page_says_of_keeping_the_revelation_holds():
    worked, fails = CASES["later"]
    c = case_words(worked)
    assert c["used_egg"] and c["target"] == "far" and "R*" in c["other_far"] and c["other_far_friends"]
    assert c["best_kept"] == ["R*"] and c["other_beats"] < len(c["shown"])
    assert c["other_now"] > c["best_now"] and c["best_later"] > c["other_later"]
    c = case_words(fails)
    assert c["players"] == 2 and c["money"] == c["leader_money"] and c["threshold"] - c["money"] == 1
    assert c["other_kept"] == ["R*"] and "R*" in c["best_near"] and c["best_near_friends"]
    assert c["other_later"] > c["best_later"] and c["best_now"] > c["other_now"]
    assert c["best_ended"] > c["other_ended"]


def test_what_the_page_says_of_the_tie_holds():
    c = case_words(TIE)
    assert case_entry(TIE)["idea"] == "later" and c["players"] == 2 and c["used_egg"] and c["target"] == "near"
    assert c["threshold"] - c["leader_money"] == 1 and list(c["shown"]) == [c["leader"]]
    assert "B*" in c["other_near"] and "B*" in c["best_near"] and "R15" in c["best_kept"]
    assert c["other_ties"] == 1 and not c["other_near_friends"] and c["other_near_total"] == 35
    assert c["best_ties"] == 0 and c["best_beats"] == 1 and c["best_near_friends"]
    assert c["other_ended"] > c["best_ended"] == 0 and c["best_win"] > c["other_win"]


def test_what_the_page_says_of_beating_the_leader_holds():
    worked, fails = CASES["rivals"]
    c = case_words(worked)
    assert c["best_move"] == "hand back a bracelet" and c["bracelets"] >= 1 and len(c["hand"]) == 5
    assert c["best_ended"] == c["other_ended"] == c["deals"] and c["leader_money"] > c["money"]
    assert c["best_rival"] < c["other_rival"] and c["best_now"] > c["other_now"]
    c = case_words(fails)
    assert c["leader_money"] > c["money"] and not c["other_near_friends"] and c["best_near_friends"]
    assert c["best_near_total"] < c["other_near_total"]
    assert c["other_rival"] < c["best_rival"] and c["best_now"] > c["other_now"]


def test_the_page_has_a_section_per_idea_in_its_order():
    cells = page_sections(GAME, IDEAS)
    assert any("".join(c["source"]).startswith("## Three ideas\n") for c in cells if c["cell_type"] == "markdown")
    assert "playing_well.ipynb#Three-ideas" in "".join(cells[0]["source"])


def test_practice_groups_by_idea_and_a_wrong_pick_names_the_idea(monkeypatch):
    practice_by_idea(monkeypatch, GAME, IDEAS, "later", "rivals", "the ideas are: now, later, rivals")
