"""Meow Oracle's Playing well ideas (``widgets/meow_oracle/ideas.py``) and the practice positions grouped by them.

Every grouped position (a stored practice position with an ``"idea"``) is reachable: its record replays from its
seed through the engine, and the moves are those of the game of Standard bots from that seed. The reference figures
of each idea's worked case come out exactly again at the stored seed and imagined games, with its idea and the counts
of imagined rounds it rests on (tests/test_ideas.py, about 5 s of CPU each: the other grouped positions are replayed by
``benchmarks/practice_ideas.py --check --references``). Every idea has a worked case whose idea it is and a case
where its rule of thumb fails (the tempting move does better on the idea's own pull and still loses), and what the
page says of each case holds for its figures and its position. After a wrong pick, practice names the idea, linked
to its section.
"""

from __future__ import annotations

import pytest
from ideas_checks import (stand_in, two_moves, wins_more_in_both_cases, grouped, ideas_group_positions, page_sections,
                          practice_by_idea, reached, where)

from engines.meow_oracle.cards import CARD_BY_TOKEN, SQUARES, Colour
from engines.reason_facts import Reason
from widgets.ideas import idea_of_reason
from engines.meow_oracle.coach import ROUND_SPREAD, SCALE_NOTE, UNIT
from engines.meow_oracle.endings import PULLS, Endings, parts
from widgets.meow_oracle.ideas import CASES, IDEAS, case_entry, case_state, case_words, endings_of

GAME = "meow_oracle"
GROUPED = grouped(GAME)


def test_every_idea_is_the_registrys_and_groups_positions():
    keys = ideas_group_positions(GAME, IDEAS)
    assert set(keys) == set(PULLS)


@pytest.mark.parametrize("entry", GROUPED, ids=where)
def test_a_grouped_position_is_reachable(entry):
    state, seat = reached(GAME, entry)
    legal = [str(a) for a in state.legal_actions(seat)]
    assert entry["best"] in legal and entry["tempting"] in legal and entry["best"] != entry["tempting"]


def test_the_parts_add_up_to_the_round_points_between_the_moves():
    for entry in GROUPED:
        best, other = (Endings.from_json(entry["idea_evidence"][side]) for side in ("best", "tempting"))
        assert sum(parts(best, other).values()) == pytest.approx(best.margin - other.margin)


@pytest.mark.parametrize("key", [i.key for i in IDEAS])
def test_every_idea_has_a_worked_case_and_a_case_where_it_fails(key):
    wins_more_in_both_cases(key, CASES, case_entry, endings_of, parts, ROUND_SPREAD, UNIT, SCALE_NOTE)


def _area(case) -> list:
    """The case's Area of the player to choose, as the observation shows it."""
    state, seat = case_state(case)
    return state.observation(seat)["areas"][seat]


def test_what_the_page_says_of_the_run_holds():
    worked, fails = CASES["run"]
    c = case_words(worked)
    assert c["face_up"] == 0 and c["whose"] == "the Standard bot's choice"
    assert (c["best_move"], c["other_move"]) == (f"{c['card']} on b1", f"{c['card']} on a1") and c["best_step"] == 2
    state, seat = case_state(worked)
    view = state.observation(seat)
    seen = {t for area in view["areas"] for t in area} | {t for _who, cards in view["to_place"] for t in cards}
    assert c["lower"] == sum(card.number < CARD_BY_TOKEN[c["card"]].number for card in CARD_BY_TOKEN.values()
                             if card.token not in seen) and c["lower"] > 0
    assert c["best_point1"] > c["other_point1"] and abs(c["best_lines"] - c["other_lines"]) < 0.5
    c = case_words(fails)
    assert (c["best_kept"], c["other_kept"]) == ("W5", "G9") and c["gets"][0] in c["near"]
    assert CARD_BY_TOKEN["W5"].colour is Colour.WHITE
    assert c["other_point1"] > c["best_point1"] and c["best_lines"] > c["other_lines"]
    assert c["other_others"] > c["best_others"] and c["other_given"].startswith("W5")


def test_what_the_page_says_of_the_lines_holds():
    worked, fails = CASES["lines"]
    c = case_words(worked)
    assert [SQUARES[q] for q, t in enumerate(_area(worked)) if t == ""] == ["a3", "c3"]
    assert c["best_move"].endswith("on c3") and c["other_move"].endswith("on a3")
    assert c["stop"] and c["best_possible"] == c["other_possible"] == c["run_now"]
    assert c["best_does"][0].startswith("completes") and c["other_does"][0].startswith("spoils")
    assert c["best_lines"] > c["other_lines"] and c["best_point1"] == c["other_point1"]
    c = case_words(fails)
    assert (c["best_move"], c["other_move"]) == ("R6 on c1", "R6 on a1") and c["best_step"] == 3
    assert _area(fails)[1] == "B6" and c["whose"] == "the Standard bot's choice"
    assert c["best_does"][0].startswith("joins") and any(d.startswith("joins") for d in c["other_does"])
    assert c["other_lines"] > c["best_lines"] and c["best_point1"] > c["other_point1"]
    assert c["higher"] < c["lower"]


def test_what_the_page_says_of_the_gifts_holds():
    worked, fails = CASES["gifts"]
    c = case_words(worked)
    assert c["players"] == 2 and (c["best_kept"], c["other_kept"]) == ("W5", "G10")
    assert c["other_point1"] > c["best_point1"] and c["best_lines"] > c["other_lines"]
    assert c["other_others"] > c["best_others"]
    c = case_words(fails)
    assert c["players"] == 2 and c["face_up"] == 0 and c["round"] == 2
    assert (c["best_kept"], c["other_kept"], c["best_given"], c["other_given"]) == ("G1 G2", "G1 B8", "B8", "G2")
    assert c["other_others"] < c["best_others"]
    assert c["best_point1"] > c["other_point1"] and c["best_lines"] > c["other_lines"]


def test_the_page_has_a_section_per_idea_in_its_order():
    cells = page_sections(GAME, IDEAS)
    assert "playing_well.ipynb#Three-ideas" in "".join(cells[0]["source"])


def test_practice_groups_by_idea_and_a_wrong_pick_names_the_idea(monkeypatch):
    practice_by_idea(monkeypatch, GAME, IDEAS, "run", "gifts", "the ideas are: run, lines, gifts")


def test_a_fact_that_holds_another_names_the_idea_of_the_one_inside():
    from engines.meow_oracle.reasons import (Avoids, Gains, LineCompleted, LinesScoreMore, OutOfOrder, RunExtended,
                                            RunScoresMore)

    played, best = two_moves("meow_oracle")
    for outer, kind, idea_key in ((Avoids, OutOfOrder, "run"), (Gains, LineCompleted, "lines")):
        fact = stand_in(outer, fact=stand_in(kind))
        assert idea_of_reason(Reason(played, best, (fact,))).key == idea_key
    # a run made longer now names no idea: the page warns against placing for the run's length alone
    assert idea_of_reason(Reason(played, best, (stand_in(Gains, fact=stand_in(RunExtended)),))) is None
    # nor a run or lines scoring more on average: they name no square, and the ideas' squares read against the
    # coach's ("not on a1 by habit" under a coach's a1, 993046; "a square the run cannot reach" on turn 1, 993047)
    for average in (RunScoresMore, LinesScoreMore):
        assert idea_of_reason(Reason(played, best, (stand_in(average),))) is None
