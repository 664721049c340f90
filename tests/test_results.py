"""Stored results and cached figures: the loader, freshness against the code, pages without matplotlib.

The analysis pages read what ``benchmarks/figures.py`` and the tournament scripts stored in
``widgets/results/``. These tests make sure that stays true to the code: each game's
figures are recomputed on a reduced case (``compute(quick=True)``, the same code on fewer
games) and must equal what is stored, so a change to an engine or to the analysis code
that changes a figure fails here until the figures are stored again. They also run each
analysis page with matplotlib made unimportable, as on the offline static site: the page
must show its numbers as tables under the one-line note, never a traceback. A game's own
checks of its stored figures are in ``tests/<key>/test_<key>_results.py``.
"""

from __future__ import annotations

import importlib
import json
import sys
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from widgets import results
from widgets.games import KEYS

REPO = Path(__file__).resolve().parent.parent
GAMES = KEYS


def test_every_game_has_its_tournament_and_its_figures():
    expected = {f"{game}_{kind}" for game in GAMES for kind in ("tournament", "figures")} | {"coach_tournament",
                                                                                         "peer_bots", "practice"}
    assert set(results.names()) == expected


def test_the_coach_tournament_has_every_table_and_its_figures_follow_from_its_games():
    from benchmarks.coach_common import GAMES as TABLES
    from engines.stats import wilson_interval
    from widgets.results import coach_tournament

    for game, about in TABLES.items():
        rows = coach_tournament.tables(game)
        assert [t["players"] for t in rows] == list(about["players"]), game
        for t in rows:
            games = t["records"]
            assert len(games) == t["games"] >= 100
            assert {r["seat"] for r in games} == set(range(t["players"]))  # the Coach moved round the table
            wins = sum(r["win"] for r in games)
            assert t["win_share"] == pytest.approx(wins / t["games"])
            assert (t["win_low"], t["win_high"]) == pytest.approx(wilson_interval(round(wins), t["games"]))
            assert coach_tournament.verdict(t) in coach_tournament.table(game)._repr_html_()


def test_the_peer_bot_run_has_every_table_and_its_figures_follow_from_its_paired_games():
    """benchmarks/peer_bots.py's stored run (the Coach against OpenSpiel's bots): every table of every game
    against both bots, each pair one deal with the two swapping seats, the figures those games give."""
    from benchmarks.coach_common import GAMES as TABLES
    from engines.coach import win_gap_interval
    from engines.stats import wilson_interval
    from widgets.results import peer_bots

    for game, about in TABLES.items():
        rows = peer_bots.tables(game)
        assert [(t["players"], t["peer"]) for t in rows] == [(n, p) for n in about["players"] for p in peer_bots.PEERS]
        for t in rows:
            games = t["records"]
            assert len(games) == t["games"] == 2 * t["pairs"] == 2 * peer_bots.ran(game)["pairs"]
            assert game in peer_bots.ran(game)["games"]
            for first, second in zip(games[0::2], games[1::2]):
                assert first["deal"] == second["deal"]
                assert (first["coach_seat"], first["peer_seat"]) == (second["peer_seat"], second["coach_seat"])
            for who in ("coach", "peer"):
                wins = sum(r[f"{who}_win"] for r in games)
                assert t[f"{who}_win_share"] == pytest.approx(wins / t["games"])
                assert (t[f"{who}_low"], t[f"{who}_high"]) == pytest.approx(wilson_interval(round(wins), t["games"]))
            gaps = [(a["coach_win"] + b["coach_win"] - a["peer_win"] - b["peer_win"]) / 2
                    for a, b in zip(games[0::2], games[1::2])]
            assert (t["gap"], t["gap_low"], t["gap_high"]) == pytest.approx(win_gap_interval(gaps))
            assert peer_bots.verdict(t) in peer_bots.table(game)._repr_html_()


def test_fractions_are_stored_as_text_and_read_back_exactly():
    assert results.fraction_text(Fraction(6, 8)) == "3/4"
    assert results.fraction("3/4") == Fraction(3, 4)
    assert results.fraction(results.fraction_text(Fraction(1, 3))) == Fraction(1, 3)


@pytest.mark.parametrize("game", GAMES)
def test_stored_figures_equal_a_fresh_computation(game):
    """The reduced case is recomputed now and must match; the full figures come from the same run."""
    module = importlib.import_module(f"widgets.results.{game}_figures")
    stored = results.load(f"{game}_figures")
    fresh = json.loads(json.dumps(module.compute(quick=True)))
    assert stored["check"] == fresh, (
        f"The stored figures of {game} are stale: run `.venv/bin/python benchmarks/figures.py --game {game}`")
    assert _covers(stored["figures"], stored["check"]), "the full figures have another layout"


def _covers(full, quick) -> bool:
    """Whether the full figures hold everything the reduced case holds, with values of the same kind."""
    if isinstance(quick, dict) and len(quick) < 20:  # named fields; bigger dicts are data keyed by value
        return isinstance(full, dict) and all(key in full and _covers(full[key], value)
                                              for key, value in quick.items())
    return type(full) is type(quick)


def test_pyplot_is_none_when_matplotlib_cannot_be_loaded(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    assert results.pyplot() is None


def test_table_reads_as_html_and_as_text():
    table = results.Table(["who", "wins"], [["greedy bot", 9], ["control", 3]], caption="Wins")
    assert "<caption" in table._repr_html_() and "<td" in table._repr_html_()
    assert repr(table).splitlines() == ["Wins", "who         wins", "greedy bot  9", "control     3"]


BLOCK_MATPLOTLIB = (
    "import sys\n"
    "for name in [m for m in sys.modules if m.split('.')[0] == 'matplotlib']:\n"
    "    del sys.modules[name]\n"
    "sys.modules['matplotlib'] = None  # as on the offline static site: importing it fails\n"
)


@pytest.mark.parametrize("game", GAMES)
def test_analysis_page_without_matplotlib_shows_tables_and_the_note(game):
    """The page runs to the end; every chart is replaced by the note and labelled tables; no traceback."""
    path = REPO / "notebooks" / game / "analysis.ipynb"
    notebook = nbformat.read(path, as_version=4)
    # a chart is drawn by the page's module (``chart(``, each helper called once by a cell) or by the
    # Coach tournament's ``show`` in a cell
    module = (REPO / "widgets" / game / "analysis.py").read_text(encoding="utf-8")
    charts = module.count(" chart(") + sum(cell.source.count("coach_tournament.show(")
                                           for cell in notebook.cells if cell.cell_type == "code")
    notebook.cells.insert(0, nbformat.v4.new_code_cell(BLOCK_MATPLOTLIB))
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    outputs = [output for cell in notebook.cells for output in cell.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    assert not [o for o in outputs if o.output_type == "stream" and o.name == "stderr"]
    assert not [o for o in outputs if "image/png" in o.get("data", {})]
    notes = [o for o in outputs if results.NO_CHARTS in o.get("data", {}).get("text/markdown", "")]
    assert charts > 0 and len(notes) == charts
    tables = [o for o in outputs if "<table" in o.get("data", {}).get("text/html", "")]
    assert len(tables) >= charts


def test_the_coach_tournament_summary_says_each_verdict_in_a_whole_clause(monkeypatch):
    from widgets.results import coach_tournament

    said = []
    monkeypatch.setattr(coach_tournament, "say", said.append)
    for game in KEYS:
        coach_tournament.summary(game)
        for t in coach_tournament.tables(game):
            verdict = coach_tournament.verdict(t)
            words = verdict if verdict.startswith("cannot") else f"is {verdict}"
            assert f"which {words}" in said[-1], (game, t["players"])


def test_the_coach_tournament_summary_names_the_tables_played_with_a_second_look(monkeypatch):
    """Where only some of a game's tables were played with a fresh second look, the summary says which."""
    from widgets.results import coach_tournament

    said = []
    monkeypatch.setattr(coach_tournament, "say", said.append)
    key = next(k for k in KEYS  # a game played at several tables, each with a second look
               if len(coach_tournament.tables(k)) > 1 and all(t["confirm"] for t in coach_tournament.tables(k)))
    rows = [dict(t) for t in coach_tournament.tables(key)]
    monkeypatch.setattr(coach_tournament, "tables", lambda game: rows)
    coach_tournament.summary(key)
    assert "moved and, where its best choice" in said[-1]
    for t in rows[1:]:
        t["confirm"] = 0
    coach_tournament.summary(key)
    assert f"moved and, at {rows[0]['players']} players, where its best choice" in said[-1]
