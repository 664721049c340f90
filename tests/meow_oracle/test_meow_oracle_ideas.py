"""Meow Oracle's Playing well ideas (``widgets/meow_oracle/ideas.py``) and the practice positions grouped by them.

Every grouped position (a stored practice position with an ``"idea"``) is reachable: its record replays from its
seed through the engine, and the moves are those of the game of Standard bots from that seed. The reference figures
of each idea's worked case come out exactly again at the stored seed and imagined games, with its idea and the counts
of imagined rounds it rests on (about 5 s of CPU each: the other grouped positions are replayed by
``benchmarks/practice_ideas.py --check --references``). Every idea has a worked case whose idea it is and a case
where its rule of thumb fails (the tempting move does better on the idea's own pull and still loses), and what the
page says of each case holds for its figures and its position. After a wrong pick, practice names the idea, linked
to its section.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.coach_common import module, standard_bot
from benchmarks.practice_ideas import idea, reproduces
from engines import coach as shared
from engines.meow_oracle.cards import CARD_BY_TOKEN, SQUARES, Colour
from engines.meow_oracle.coach import ROUND_SPREAD, SCALE_NOTE, UNIT
from engines.meow_oracle.endings import PULLS, Endings, parts
from widgets.ideas import idea_named, ideas_of
from widgets.meow_oracle.ideas import CASES, IDEAS, case_entry, case_state, case_words, endings_of
from widgets.results import practice

GAME = "meow_oracle"
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
    assert set(keys) == set(PULLS) and len(set(keys)) == len(keys)
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
    legal = [str(a) for a in state.legal_actions(seat)]
    assert entry["best"] in legal and entry["tempting"] in legal and entry["best"] != entry["tempting"]


def test_the_parts_add_up_to_the_round_points_between_the_moves():
    for entry in GROUPED:
        best, other = (Endings.from_json(entry["idea_evidence"][side]) for side in ("best", "tempting"))
        assert sum(parts(best, other).values()) == pytest.approx(best.margin - other.margin)


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
        scale = shared.point_scale(ROUND_SPREAD, case_entry(case)["players"], UNIT, SCALE_NOTE)
        assert shared.flagged(shared.label(shared.Difference(**ref["loss"], playouts=ref["playouts"]), scale))
        assert ref["best"]["win"] > ref["tempting"]["win"]  # the review's own rule, its round points scaled


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
    cells = json.loads(PAGE.read_text(encoding="utf-8"))["cells"]
    headings = ["".join(c["source"]).strip() for c in cells if c["cell_type"] == "markdown"]
    found = [h for h in headings if h in {f"## {i.name}" for i in IDEAS}]
    assert found == [f"## {i.name}" for i in IDEAS]
    code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    for i in IDEAS:
        assert f'CASES["{i.key}"]' in code
    assert "playing_well.ipynb#Three-ideas" in "".join(cells[0]["source"])


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
    chosen = idea_named(GAME, "run")
    panel.practise_idea("gifts")
    first = panel.pick(next(n for n in panel.moment.legal if n != panel.moment.best))
    panel.practise_idea("run")
    wrong = next(n for n in panel.moment.legal if n != panel.moment.best)
    row = panel.pick(wrong)
    assert row is not None and not row.agrees
    assert (first.best, row.best) == (panel.every[[m.idea for m in panel.every].index("gifts")].best,
                                      panel.moment.best)  # each group's moment is looked at afresh
    assert chosen.sentence in panel.verdict.value
    assert f"playing_well.ipynb#{chosen.anchor}" in panel.verdict.value
    panel.again()
    assert panel.pick(panel.moment.best).agrees and chosen.sentence not in panel.verdict.value
    panel.practise_idea("")
    assert len(panel.moments) == len(practice.positions(GAME))
    panel.practise_idea("no such idea")
    assert "the ideas are: run, lines, gifts" in panel.banner.text
