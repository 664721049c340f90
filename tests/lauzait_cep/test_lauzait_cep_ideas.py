"""Lauzait Cep!'s Playing well ideas (``widgets/lauzait_cep/ideas.py``) and the practice positions grouped by them.

Every grouped position (a stored practice position with an ``"idea"``) is reachable: its record replays from its
seed through the engine, and the moves are those of the game of Standard bots from that seed. The reference figures
of each idea's worked case come out exactly again at the stored seed and playouts, with its idea and
the counts of imagined seasons it rests on (about 7 to 13 s each: the other grouped positions are replayed by
``benchmarks/practice_ideas.py --check --references``, which CI's time does not allow for all of them). Every idea has a worked case whose idea it is and a case where
its rule of thumb fails (the tempting move does better on the idea's own pull and still loses), and what the page
says of each case holds for its figures. After a wrong pick, practice names the idea, linked to its section.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.coach_common import module, standard_bot
from benchmarks.practice_ideas import idea, reproduces
from engines import coach as shared
from engines.lauzait_cep import department_bonus
from engines.lauzait_cep.endings import parts
from widgets.ideas import idea_named, ideas_of
from widgets.lauzait_cep.ideas import CASES, IDEAS, case_entry, case_words, endings_of
from widgets.results import practice

GAME = "lauzait_cep"
GROUPED = [e for e in practice.positions(GAME) if e.get("idea")]
PAGE = Path(__file__).resolve().parents[2] / "notebooks" / GAME / "playing_well.ipynb"


def where(entry: dict) -> str:
    """A grouped position's name in a test id."""
    return f"{entry['players']}p-{entry['record']['seed']}-{len(entry['record']['moves'])}"


def standard_moves(players: int, seed: int, count: int) -> list:
    """The first ``count`` moves of the game of Standard bots dealt from ``seed`` (as ``standard_game`` plays it)."""
    make = standard_bot(GAME)
    state = module(GAME).new_game(players, seed=seed)
    bots = [make(seed * 10 + s) for s in range(players)]
    while len(state.to_json()["moves"]) < count and state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state.to_json()["moves"]


def test_every_idea_is_the_registrys_and_groups_positions():
    assert ideas_of(GAME) == IDEAS and len(IDEAS) in (2, 3, 4)
    keys = [i.key for i in IDEAS]
    assert len(set(keys)) == len(keys)
    for i in IDEAS:
        assert sum(e.get("idea") == i.key for e in GROUPED) >= 2, i.key
        assert i.sentence.endswith(".") and ". " not in i.sentence  # one sentence
    assert len(GROUPED) >= 20 and all(e["idea"] in keys for e in GROUPED)
    assert all(e.get("idea") in ("", *keys) for e in practice.positions(GAME))


@pytest.mark.parametrize("entry", GROUPED, ids=where)
def test_a_grouped_position_is_reachable(entry):
    state, seat = practice.load_position(entry)  # every move replayed legally from the seed
    moves = entry["record"]["moves"]
    played = standard_moves(entry["players"], entry["record"]["seed"], len(moves) + 1)
    assert played[:len(moves)] == moves and played[len(moves)] == [seat, entry["standard"]]
    assert state.to_json() == practice.load_position(entry)[0].to_json()


QUOTED = [case_entry(worked) for worked, _ in CASES.values()]
"""Each idea's worked case on the page."""


@pytest.mark.parametrize("entry", QUOTED, ids=where)
def test_a_worked_positions_reference_and_idea_come_out_again(entry):
    assert reproduces(entry)
    assert idea(entry, entry["idea_deals"], entry["idea_seed"]) == (entry["idea"], entry["idea_evidence"])


@pytest.mark.parametrize("key", [i.key for i in IDEAS])
def test_every_idea_has_a_worked_case_and_a_case_where_it_fails(key):
    worked, fails = CASES[key]
    assert case_entry(worked)["idea"] == key  # the worked case turns on this idea
    best, other = endings_of(fails)
    assert parts(best, other)[key] < 0  # the tempting move does better on the idea's own pull ...
    ref = case_entry(fails)["reference"]
    assert ref["loss"]["win_low"] > 0 or ref["loss"]["margin_low"] > 0  # ... and still loses, by its whole range
    for case in (worked, fails):
        ref = case_entry(case)["reference"]
        assert shared.flagged(shared.label(shared.Difference(**ref["loss"], playouts=ref["playouts"])))


def test_what_the_page_says_of_each_case_holds():
    c = case_words(CASES["first"][0])
    assert c["best_first"] > c["other_first"] and c["other_others"] == c["deals"] - c["other_first"]
    assert abs(c["best_declared"] - c["other_declared"]) < 1  # the governments are alike
    c = case_words(CASES["first"][1])
    assert c["season"] == c["seasons"] and c["other_first"] >= c["best_first"]
    assert c["other_declared"] + c["other_bonus"] < c["behind"] < c["best_declared"] + c["best_bonus"]
    assert c["other_win"] < c["best_win"]
    c = case_words(CASES["government"][0])
    assert case_entry(CASES["government"][0])["record"]["moves"] == []  # the first day of the game
    assert c["best_move"].startswith("Form") and c["other_move"].startswith("Form")
    assert min(department_bonus(m.split(" ", 1)[1]) for m in (c["best_move"], c["other_move"])) > 0
    assert c["best_first"] == c["other_first"] and c["best_declared"] > c["other_declared"]
    c = case_words(CASES["government"][1])
    assert c["other_declared"] > c["best_declared"] and c["other_first"] < c["best_first"]
    assert c["other_others"] == c["deals"] - c["other_first"]
    c = case_words(CASES["bank"][0])
    assert min(c["best_others"], c["other_others"]) > c["deals"] / 2 and c["best_bonus"] > c["other_bonus"]
    c = case_words(CASES["bank"][1])
    bonus = {m: department_bonus(m.split(" ", 1)[1]) for m in (c["best_move"], c["other_move"])}
    assert bonus[c["other_move"]] > bonus[c["best_move"]] and c["other_bonus"] > c["best_bonus"]
    assert c["best_others"] == c["other_others"] == 0 and c["best_declared"] > c["other_declared"]


def test_the_page_has_a_section_per_idea_in_its_order():
    cells = json.loads(PAGE.read_text(encoding="utf-8"))["cells"]
    headings = ["".join(c["source"]).strip() for c in cells if c["cell_type"] == "markdown"]
    found = [h for h in headings if h in {f"## {i.name}" for i in IDEAS}]
    assert found == [f"## {i.name}" for i in IDEAS]
    code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    for i in IDEAS:
        assert f'CASES["{i.key}"]' in code


def test_practice_groups_by_idea_and_a_wrong_pick_names_the_idea(monkeypatch):
    from engines import practice as engine_practice
    from widgets.playing_well import practice_panel

    monkeypatch.setattr(shared, "RESOLUTION", shared.Resolution(first=1, cap=2))
    monkeypatch.setattr(engine_practice, "PRACTICE_RESOLUTION", shared.Resolution(first=1, cap=2))
    panel = practice_panel(GAME, budget=1)
    assert [i.key for i in panel.ideas] == [i.key for i in IDEAS]
    assert panel.idea_menu in panel.widget.children
    for i in IDEAS:
        panel.idea_menu.value = i.key
        assert {m.idea for m in panel.moments} == {i.key}
        assert len(panel.moments) == sum(e.get("idea") == i.key for e in practice.positions(GAME))
        assert f"Moment 1 of {len(panel.moments)} ({i.name}):" in panel.header.value
    chosen = idea_named(GAME, "bank")
    panel.practise_idea("first")
    first = panel.pick(next(n for n in panel.moment.legal if n != panel.moment.best))
    panel.practise_idea("bank")
    wrong = next(n for n in panel.moment.legal if n != panel.moment.best)
    row = panel.pick(wrong)
    assert row is not None and not row.agrees
    assert (first.best, row.best) == (panel.every[[m.idea for m in panel.every].index("first")].best,
                                      panel.moment.best)  # each group's moment is looked at afresh
    assert chosen.sentence in panel.verdict.value
    assert f"playing_well.ipynb#{chosen.anchor}" in panel.verdict.value
    panel.again()
    assert panel.pick(panel.moment.best).agrees and chosen.sentence not in panel.verdict.value
    panel.practise_idea("")
    assert len(panel.moments) == len(practice.positions(GAME))
    panel.practise_idea("no such idea")
    assert "the ideas are: first, government, bank" in panel.banner.text
