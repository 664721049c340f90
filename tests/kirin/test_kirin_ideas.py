"""Kirin's ideas (``widgets/kirin/ideas.py``): the stored positions they group, their cases, the page, practice.

The shared checks are ``tests/ideas_checks.py``'s; here they get Kirin's key, pulls and page. A grouped position is
one the Standard bots' game from its seed reaches, and its stored counts split the coach's gain exactly; each idea's
two cases are play positions whose page sentences hold for their figures and their cards. The worked cases' stored
references are played again by tests/test_ideas.py (about 3 s each); ``benchmarks/practice_ideas.py --check
--references`` plays all 24.
"""

from __future__ import annotations

from importlib import import_module

import pytest
from ideas_checks import (stand_in, two_moves, wins_more_in_both_cases, grouped, ideas_group_positions, page_sections,
                          practice_by_idea, reached, where)

from engines.kirin import CARDS, parse_card
from engines.reason_facts import Reason
from widgets.ideas import idea_link, idea_named, idea_of_reason, idea_words
from engines.kirin.coach import ROUND_SPREAD, UNIT
from engines.kirin.endings import PULLS, Endings, parts
from engines.kirin.rules import trick_winner
from widgets.kirin.ideas import CASES, FURTHER, IDEAS, case_entry, case_words, endings_of

GAME = "kirin"
GROUPED = grouped(GAME)


def test_every_idea_is_the_registrys_and_groups_positions():
    keys = ideas_group_positions(GAME, IDEAS)
    assert set(keys) <= set(PULLS)


@pytest.mark.parametrize("entry", GROUPED, ids=where)
def test_a_grouped_position_is_reached_with_both_moves_legal(entry):
    state, seat = reached(GAME, entry)
    moves = {entry["best"], entry["tempting"]}
    assert len(moves) == 2 and moves <= {str(a) for a in state.legal_actions(seat)}
    assert state.observation(seat)["phase"] == entry["phase"]["kind"]


def test_the_parts_add_up_to_the_difference_between_the_moves():
    for entry in GROUPED:
        best, other = (Endings.from_json(entry["idea_evidence"][side]) for side in ("best", "tempting"))
        assert sum(parts(best, other).values()) == pytest.approx(best.margin - other.margin)
        if entry["best"].startswith("declare"):  # no trick is played yet: nothing is won now
            assert best.taken == best.now == other.taken == other.now == 0


def test_the_page_works_each_idea_in_its_own_section_linked_from_the_top():
    cells = page_sections(GAME, IDEAS)
    assert "playing_well.ipynb#Two-ideas" in "".join(cells[0]["source"])


@pytest.mark.parametrize("key", [i.key for i in IDEAS])
def test_every_idea_has_a_worked_case_and_a_case_where_it_fails(key):
    wins_more_in_both_cases(key, CASES, case_entry, endings_of, parts, ROUND_SPREAD, UNIT)


def _ahead(trick: list, card: str, order: str) -> bool:
    """Whether ``card`` played now would be ahead of the trick so far (the engine's outcome, KI-5)."""
    return trick_winner(trick + [card], order) == len(trick)


def test_what_the_page_says_of_taking_the_trick_now_holds():
    worked, fails = CASES["now"]
    c = case_words(worked)
    assert c["name"] == "Dagny" and c["after"] == 1 and len(c["trick"]) == 2 and len(c["in_trick"]) == 1
    assert c["best_beaten"] == 0 < c["other_beaten"] and c["best_own"]
    assert c["best_taken"] == c["deals"] and c["other_taken"] == 0
    assert c["other_later"] > c["best_later"] and c["best_now"] > c["other_later"] - c["best_later"]
    assert c["best_win"] > c["other_win"]
    c = case_words(fails)
    assert c["name"] == "Chidi" and len(c["trick"]) == 1 and c["in_trick"] == [] and c["after"] == 2
    assert _ahead(c["trick"], c["other_move"], c["order"]) and c["other_own"] and not c["best_own"]
    assert c["other_beaten"] > 0 and 0 < c["other_taken"] < c["deals"] and c["other_now"] > c["best_now"]
    assert c["best_later"] > c["other_later"] and c["whose"] == "the Standard bot's choice"


def test_what_the_page_says_of_keeping_what_wins_later_holds():
    worked, fails = CASES["later"]
    c = case_words(worked)
    assert c["name"] == "Dagny" and c["order"] == "descending" and len(c["trick"]) == 1
    assert parse_card(c["best_move"]).face == "1" and parse_card(c["other_move"]).is_trump
    assert all(_ahead(c["trick"], m, c["order"]) for m in (c["best_move"], c["other_move"]))
    assert c["best_beaten"] == c["other_beaten"] == 0 and c["best_taken"] == c["other_taken"] == c["deals"]
    assert c["best_now"] == c["other_now"] and c["best_later"] > c["other_later"]
    c = case_words(fails)
    assert c["name"] == "Dagny" and c["after"] == 0 and len(c["in_trick"]) == 1 and c["best_own"]
    assert parse_card(c["best_move"]).is_trump and _ahead(c["trick"], c["best_move"], c["order"])
    assert c["best_taken"] == c["deals"] and c["best_now"] == 2 and c["other_taken"] == 0
    assert c["other_later"] > c["best_later"] and c["best_win"] > c["other_win"]


def test_a_card_that_surely_wins_is_led_now():
    case = FURTHER["now"]
    assert case_entry(case)["idea"] == "now" and "surely" in IDEAS[0].sentence
    c = case_words(case)
    assert c["trick"] == [] and c["best_beaten"] == 0 < c["other_beaten"] and not c["best_own"] and c["other_own"]
    assert c["best_taken"] == c["deals"] and c["other_taken"] == 0 and c["other_later"] > c["best_later"]
    assert c["best_now"] > c["other_later"] - c["best_later"] and c["best_win"] > c["other_win"]


def test_the_kirin_card_whose_order_the_trump_wins_in_is_kept_not_declared():
    case = FURTHER["later"]
    assert case_entry(case)["idea"] == "later" and case_entry(case)["phase"]["kind"] == "declare"
    assert "keep, rather than declare" in IDEAS[1].sentence
    c = case_words(case)
    plain, kirin = (parse_card(c[side].split()[0]) for side in ("best_move", "other_move"))
    assert kirin.is_kirin and not plain.is_kirin and plain.beast is not kirin.beast and c["best_own"]
    assert c["other_asks"].startswith(f"{kirin.direction.value} order ({c['beast']} >")
    trump = parse_card(c["trumps"][0])
    assert c["trumps"] == [str(trump)] and trump.beast is plain.beast
    assert all(trick_winner([trump, card], kirin.direction.value) == 0 for card in CARDS if card != trump)
    assert c["best_later"] > c["other_later"] and c["best_win"] > c["other_win"]


def test_the_page_works_the_further_cases():
    code = "".join("".join(cell["source"]) for cell in page_sections(GAME, IDEAS) if cell["cell_type"] == "code")
    assert 'FURTHER["now"]' in code and 'FURTHER["later"]' in code


def test_practice_groups_by_idea_and_a_wrong_pick_names_the_idea(monkeypatch):
    practice_by_idea(monkeypatch, GAME, IDEAS, "now", "later", "the ideas are: now, later")


def test_a_kirin_trick_names_take_it_now_only_where_the_coachs_card_takes_it():
    """Readers of round 993043 met "Take the trick now" on tricks neither card could take: there the idea is to give
    up the card the later tricks need least; where both cards lead the trick, no idea is named."""
    from engines.kirin import parse_card
    from engines.kirin.reasons import Likelier, TrickFor

    played, best = two_moves("kirin")
    s1 = parse_card("S1")
    for fact, idea_key in ((TrickFor(s1, 0, 0, 1, 2, -1, True), "now"),
                           (TrickFor(s1, 0, 0, 1, 2, -1, False), None),  # only ahead, others to follow (993066)
                           (TrickFor(s1, 0, 3, -1, 3, -2, False), "later"),
                           (TrickFor(s1, 0, 0, 1, 0, 0, False), None)):
        idea = idea_of_reason(Reason(played, best, (fact,)))
        assert (idea.key if idea else None) == idea_key
    # "Take the trick now" says "with a card that surely does": a card merely likelier to win is no case of it
    for beaten, idea_key in ((0, "now"), (7, None)):
        idea = idea_of_reason(Reason(played, best, (Likelier(s1, beaten, 27, None),)))
        assert (idea.key if idea else None) == idea_key


def test_a_declaration_names_no_idea():
    """Readers (993045, 993046) found "Keep what wins later" under a choice between beasts fit badly, and its "keep,
    rather than declare, one that calls for the order they win in" read against the Kirin card the coach declared."""
    from engines.kirin import parse_card
    from engines.kirin.reasons import Collects, KeepsStrongest, SetsAsideKirin

    played, best = two_moves("kirin")
    for fact in (SetsAsideKirin(parse_card("SK-"), parse_card("S2")), stand_in(Collects), stand_in(KeepsStrongest)):
        assert idea_of_reason(Reason(played, best, (fact,))) is None


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
    detail = row_detail(row, lambda text: text)  # the idea's name, its sentence and link folded under it
    assert f"<summary>The idea here: {idea.name}</summary>" in detail and idea_link(idea) in detail
    assert idea.sentence.split(",")[0] in detail
    moment = Moment(moment.state, moment.seat, moment.best, played, "mistake", moment.move, moment.evaluations,
                    reason, verdict=row)
    monkeypatch.setattr(practice_panel, "costly_moments", lambda state, rows: [moment])
    moments = practice_panel.review_moments(moment.state, [row])  # as the review's Practise button gathers them
    assert [m.idea for m in moments] == ["later"]
    panel = PracticePanel("kirin", moments, budget=2)
    assert panel.idea_menu not in panel.widget.children, "a review's few moments need no menu of ideas"
    panel.pick(played)
    assert idea_words(idea) in panel.verdict.value
