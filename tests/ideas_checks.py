"""Checks the ideas tests of the games with Playing well ideas share (``widgets/<key>/ideas.py``): the stored
positions each idea groups, reached again by Standard bots; each idea's worked and failing cases; the page's
sections; practice by idea. A game's own test file passes its key and its page's parts, and adds its own checks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from benchmarks.coach_common import module, standard_bot
from engines import coach as shared
from widgets.games import GAMES
from widgets.ideas import Idea, idea_named, ideas_of
from widgets.results import practice

ROOT = Path(__file__).resolve().parent.parent


def where(entry: dict) -> str:
    """A grouped position's name in a test id."""
    return f"{entry['players']}p-{entry['record']['seed']}-{len(entry['record']['moves'])}"


def grouped(game: str) -> list[dict]:
    """The stored practice positions of ``game`` that name an idea."""
    return [e for e in practice.positions(game) if e.get("idea")]


def standard_moves(game: str, players: int, seed: int, count: int) -> list:
    """The first ``count`` moves of the game of Standard bots dealt from ``seed`` (as ``standard_game`` plays it)."""
    make = standard_bot(game)
    state = module(game).new_game(players, seed=seed)
    bots = [make(seed * 10 + s) for s in range(players)]
    while len(state.to_json()["moves"]) < count and state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state.to_json()["moves"]


def ideas_group_positions(game: str, ideas: tuple[Idea, ...]) -> list[str]:
    """Check that ``ideas`` are the registry's, each one sentence grouping two positions or more, and that every
    stored position names one of them or none; their keys."""
    assert ideas_of(game) == ideas and len(ideas) in (2, 3, 4)
    keys = [i.key for i in ideas]
    assert len(set(keys)) == len(keys)
    for i in ideas:
        assert sum(e.get("idea") == i.key for e in grouped(game)) >= 2, i.key
        assert i.sentence.endswith(".") and ". " not in i.sentence  # one sentence
    assert len(grouped(game)) >= 20 and all(e["idea"] in keys for e in grouped(game))
    assert all(e.get("idea") in ("", *keys) for e in practice.positions(game))
    return keys


def reached(game: str, entry: dict) -> tuple:
    """Check that Standard bots dealt from the entry's seed play its moves and then its Standard move; its
    ``(state, seat)``, every move replayed legally from the seed."""
    state, seat = practice.load_position(entry)
    moves = entry["record"]["moves"]
    played = standard_moves(game, entry["players"], entry["record"]["seed"], len(moves) + 1)
    assert played[:len(moves)] == moves and played[len(moves)] == [seat, entry["standard"]]
    return state, seat


def fails_on_its_own_pull(key: str, cases: dict, case_entry: Callable, endings_of: Callable, parts: Callable,
                          scale_of: Callable[[dict], Any] = lambda entry: None) -> tuple:
    """Check that idea ``key``'s worked case turns on it, that in its failing case the tempting move does better on
    the idea's own pull and still loses, by its whole range, and that the review flags the loss of both cases (on
    the point scale ``scale_of`` gives a case's entry); the two cases."""
    worked, fails = cases[key]
    assert case_entry(worked)["idea"] == key  # the worked case turns on this idea
    best, other = endings_of(fails)
    assert parts(best, other)[key] < 0  # the tempting move does better on the idea's own pull ...
    ref = case_entry(fails)["reference"]
    assert ref["loss"]["win_low"] > 0 or ref["loss"]["margin_low"] > 0  # ... and still loses, by its whole range
    for case in (worked, fails):
        ref = case_entry(case)["reference"]
        scale = scale_of(case_entry(case))
        assert shared.flagged(shared.label(shared.Difference(**ref["loss"], playouts=ref["playouts"]), scale))
    return worked, fails


def wins_more_in_both_cases(key: str, cases: dict, case_entry: Callable, endings_of: Callable, parts: Callable,
                            spread: dict, unit: str, note: str = "") -> None:
    """:func:`fails_on_its_own_pull` on the review's point scale at the case's table size (a round's ``spread`` of
    ``unit``, with its ``note``), and that in both cases the coach's choice wins more games than the tempting one."""
    def scale_of(entry: dict) -> Any:
        return shared.point_scale(spread, entry["players"], unit, note)

    for case in fails_on_its_own_pull(key, cases, case_entry, endings_of, parts, scale_of):
        ref = case_entry(case)["reference"]
        assert ref["best"]["win"] > ref["tempting"]["win"]


def page_sections(game: str, ideas: tuple[Idea, ...]) -> list[dict]:
    """Check that the game's Playing well page has a section per idea, in their order, drawing the idea's cases;
    the page's cells."""
    page = ROOT / "notebooks" / game / "playing_well.ipynb"
    cells = json.loads(page.read_text(encoding="utf-8"))["cells"]
    headings = ["".join(c["source"]).strip() for c in cells if c["cell_type"] == "markdown"]
    found = [h for h in headings if h in {f"## {i.name}" for i in ideas}]
    assert found == [f"## {i.name}" for i in ideas]
    code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    for i in ideas:
        assert f'CASES["{i.key}"]' in code
    return cells


def practice_by_idea(monkeypatch, game: str, ideas: tuple[Idea, ...], chosen: str, other: str, banner: str) -> None:
    """Check that practice groups the moments by idea, looks at each group's moment afresh (idea ``other``, then
    ``chosen``), names idea ``chosen`` after a wrong pick and says ``banner`` for an idea the game does not name."""
    from engines import practice as engine_practice
    from widgets.playing_well import practice_panel

    monkeypatch.setattr(shared, "RESOLUTION", shared.Resolution(first=1, cap=2))
    monkeypatch.setattr(engine_practice, "PRACTICE_RESOLUTION", shared.Resolution(first=1, cap=2))
    panel = practice_panel(game, budget=1)
    assert [i.key for i in panel.ideas] == [i.key for i in ideas]
    assert panel.idea_menu in panel.widget.children
    for i in ideas:
        panel.idea_menu.value = i.key
        assert {m.idea for m in panel.moments} == {i.key}
        assert len(panel.moments) == sum(e.get("idea") == i.key for e in practice.positions(game))
        assert f"Moment 1 of {len(panel.moments)} ({i.name}):" in panel.header.value
    named = idea_named(game, chosen)
    panel.practise_idea(other)
    first = panel.pick(next(n for n in panel.moment.legal if n != panel.moment.best))
    panel.practise_idea(chosen)
    wrong = next(n for n in panel.moment.legal if n != panel.moment.best)
    row = panel.pick(wrong)
    assert row is not None and not row.agrees
    assert (first.best, row.best) == (panel.every[[m.idea for m in panel.every].index(other)].best,
                                      panel.moment.best)  # each group's moment is looked at afresh
    assert named.sentence in panel.verdict.value
    assert f"playing_well.ipynb#{named.anchor}" in panel.verdict.value
    panel.again()
    assert panel.pick(panel.moment.best).agrees and named.sentence not in panel.verdict.value
    panel.practise_idea("")
    assert len(panel.moments) == len(practice.positions(game))
    panel.practise_idea("no such idea")
    assert banner in panel.banner.text


def stand_in(cls, **known):
    """A fact of kind ``cls`` with every field None but ``known`` (the idea is read from its kind alone)."""
    from dataclasses import fields

    return cls(**{f.name: known.get(f.name) for f in fields(cls)})


def two_moves(key: str) -> tuple:
    """Two legal moves of the first seat to act in a new game of ``key`` (a reason's moves name its game)."""
    info = next(i for i in GAMES if i.key == key)
    state = info.part(info.engine).new_game(min(info.State.PLAYER_COUNTS), seed=3)
    legal = state.legal_actions(state.to_act()[0])
    return legal[0], legal[-1]
