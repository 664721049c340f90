"""The stored practice positions (``widgets/results/practice.json``, by ``benchmarks/practice_positions.py``).

Every position is checked as a reachable game record: it loads through its engine's ``from_json`` (every move
replays legally from the seed), the seat stored is the one to act, the legal moves stored are the engine's, and
the coach's choice (``best``) and the tempting one are legal and differ. Each game has at least 20, and each
position's reference figures meet the criterion it says it met (a whole-interval mistake, by the bounds of
``engines.labels``). For one position per game, the cheapest to re-run (the one whose playouts are shortest: the
smallest table, then the latest moment), the game of Standard bots is played again from its seed (its moves are
the record's, then the stored Standard move) and the reference is played again at its stored seed and playouts
and must give the stored figures exactly; the others are not re-run here (a second or more each; the
benchmark's ``--from-log`` plays positions again at their seeds).
"""

from __future__ import annotations

from importlib import import_module

import pytest

from benchmarks.coach_common import standard_game
from benchmarks.practice_positions import GAMES_FLOOR, POINTS_FRACTION, SECOND, STANDARD, TIMES, review_budget
from engines import InvalidInput
from engines import coach as shared
from engines.labels import LABELS, POINT_LABELS
from widgets.games import KEYS
from widgets.results import practice
from widgets.testing import other_game

GAMES = practice.GAMES
FIGURES = ("win", "win_low", "win_high", "margin", "margin_low", "margin_high")


def test_the_stored_file_says_how_it_was_made():
    stored = practice.load()
    assert stored["times"] == TIMES and type(stored["seed"]) is int
    assert stored["budget"] is None or type(stored["budget"]) is int
    assert set(stored["searches"]) == set(GAMES)
    # the bounds are engines.labels' (the lower bound of "mistake"), not numbers typed again
    assert GAMES_FLOOR == LABELS[[n for n, _ in LABELS].index("mistake") - 1][1] == 0.08
    assert POINTS_FRACTION == POINT_LABELS[[n for n, _ in POINT_LABELS].index("mistake") - 1][1] == 0.5


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_at_least_20_positions_over_its_table_sizes(game):
    entries = practice.positions(game)
    assert len(entries) >= 20
    spread = import_module(f"engines.{game}.coach").ROUND_SPREAD
    assert {entry["players"] for entry in entries} == set(spread)  # every table size the game has


@pytest.mark.parametrize("game", GAMES)
def test_every_position_is_a_reachable_record_with_a_clearly_better_choice(game):
    entries = practice.positions(game)
    engine = import_module(f"engines.{game}")
    spread = import_module(f"engines.{game}.coach").ROUND_SPREAD
    players = {entry["players"] for entry in entries}
    assert players <= set(spread)
    for entry in entries:
        state = engine.from_json(entry["record"])  # every move replayed legally from the seed
        assert entry["record"]["record"] == "game" and entry["rules"] == entry["record"]["rules"]
        assert state.players == entry["players"] and not state.is_over()
        seat = entry["seat"]
        assert seat in state.to_act()
        legal = [str(a) for a in state.legal_actions(seat)]
        assert entry["legal"] == legal and len(legal) > 1
        assert entry["best"] in legal and entry["tempting"] in legal and entry["best"] != entry["tempting"]
        assert entry["standard"] in legal
        loaded, at = practice.load_position(entry)
        assert at == seat and loaded.to_json() == state.to_json()
        # the criterion it says it met, by the reference's whole interval
        assert entry["criterion"] in (STANDARD, SECOND)
        if entry["criterion"] == STANDARD:
            assert entry["tempting"] == entry["standard"]
        ref = entry["reference"]
        assert ref["playouts"] == TIMES * review_budget(game)
        loss, points = ref["loss"], POINTS_FRACTION * spread[entry["players"]]
        measures = [m for m, ok in (("games", loss["win_low"] >= GAMES_FLOOR),
                                    ("points", loss["margin_low"] >= points)) if ok]
        assert measures and entry["measure"] == " and ".join(measures)
        assert entry["bounds"] == {"win_low": GAMES_FLOOR, "margin_low": points}


def cheapest(entries: list[dict]) -> dict:
    """The position whose playouts are shortest: the smallest table, then the most moves already played."""
    return min(entries, key=lambda e: (e["players"], -len(e["record"]["moves"])))


@pytest.mark.parametrize("game", GAMES)
def test_the_cheapest_reference_is_reproduced_at_its_seed(game):
    entry = cheapest(practice.positions(game))
    state, seat = practice.load_position(entry)
    # the moves so far, and the tempting "standard" one, are those of the game of Standard bots from that seed
    played = standard_game(game, entry["players"], entry["record"]["seed"]).to_json()["moves"]
    moves = entry["record"]["moves"]
    assert played[:len(moves)] == moves and played[len(moves)] == [seat, entry["standard"]]
    ref = entry["reference"]
    module, name = ref["evaluate"].split(":")
    assert module == f"engines.{game}.coach"
    evaluate = getattr(import_module(module), name)
    values = evaluate(state.observation(seat), seat, ref["playouts"], seed=ref["seed"],
                      actions=[entry["best"], entry["tempting"]])
    by_text = {str(e.action): e for e in values}
    gap = shared.compare(by_text[entry["best"]], by_text[entry["tempting"]], padded=True)
    assert gap.playouts == ref["playouts"]
    assert {k: getattr(gap, k) for k in FIGURES} == ref["loss"]
    for side, text in (("best", entry["best"]), ("tempting", entry["tempting"])):
        assert {k: getattr(by_text[text], k) for k in FIGURES} == ref[side]


def test_a_position_that_does_not_load_is_refused():
    key = KEYS[-1]  # any game's stored positions serve: the registry's last
    entry = practice.positions(key)[0]
    with pytest.raises(InvalidInput):
        practice.load_position(key)
    with pytest.raises(InvalidInput):
        practice.load_position({**entry, "game": "chess"})
    with pytest.raises(InvalidInput):
        practice.load_position({**entry, "game": other_game(key).key})
    moves = [list(m) for m in entry["record"]["moves"]]
    moves[-1] = [moves[-1][0], "not a move"]
    with pytest.raises(InvalidInput):
        practice.load_position({**entry, "record": {**entry["record"], "moves": moves}})
    with pytest.raises(InvalidInput):
        practice.load_position({**entry, "record": {**entry["record"], "seed": entry["record"]["seed"] + 1}})
    state, seat = practice.load_position(entry)
    for other in ([s for s in range(state.players) if s not in state.to_act()] + [True, "0", None]):
        with pytest.raises(InvalidInput):
            practice.load_position({**entry, "seat": other})
    with pytest.raises(InvalidInput):
        practice.load_position({**entry, "players": entry["players"] + 1})
    with pytest.raises(KeyError):
        practice.positions("chess")


@pytest.mark.parametrize("game", GAMES)
def test_the_playing_well_pages_practice_has_the_stored_positions_and_a_pick_gets_a_verdict(game, monkeypatch):
    """Each Playing well page's practice panel: every stored position, each the seat to act with the stored
    coach's choice legal there; a pick is rated (a verdict with its label), then reveal, try again and next work;
    the page's last code cell opens it."""
    import json
    from pathlib import Path

    from engines import practice as engine_practice
    from widgets.playing_well import practice_panel

    monkeypatch.setattr(shared, "RESOLUTION", shared.Resolution(first=1, cap=2))
    monkeypatch.setattr(engine_practice, "PRACTICE_RESOLUTION", shared.Resolution(first=1, cap=2))
    panel = practice_panel(game, budget=1)
    stored = practice.positions(game)
    assert len(panel.moments) == len(stored) >= 20
    for moment, entry in zip(panel.moments, stored):
        assert moment.seat in moment.state.to_act() and moment.best == entry["best"] in moment.legal
    assert "Moment 1 of" in panel.header.value and panel.moment.best not in panel.header.value
    other = next(n for n in panel.moment.legal if n != panel.moment.best)
    row = panel.pick(other)
    assert row is not None and not row.agrees and row.label == shared.label(row.difference, row.scale)
    assert "tt-chip" in panel.verdict.value
    panel.reveal()
    assert panel.reveal_button.disabled
    panel.again()
    assert panel.pick(panel.moment.best).agrees
    panel.next()
    assert panel.index == 1 and "Moment 2 of" in panel.header.value
    page = json.loads((Path(__file__).resolve().parent.parent / "notebooks" / game / "playing_well.ipynb").read_text())
    code = ["".join(c["source"]) for c in page["cells"] if c["cell_type"] == "code"]
    assert f'practice_panel("{game}")' in code[-1]


