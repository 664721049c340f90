"""Python on the site starts with trimmed zips; a module they leave out still loads, on demand, and so do
the stored results (widgets/results/*.json), which no zip holds.

Runs the built site's Python in Node as its kernel worker starts it (tests/site/more_python.mjs:
the memory snapshot and the trimmed zips), so it needs no browser: quick.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1]  # tests/site, beside its more_python.mjs
#: Imports a page could make that the trimmed zips leave out (the standard library's and a
#: package's), then one that no zip holds.
PYTHON = '''
import sys
out = sys.__stdout__
import email.mime.text
print("email.mime.text", email.mime.text.MIMEText("a rule").get_payload(), file=out)
import pygments.lexers.c_cpp
print("pygments.lexers.c_cpp", pygments.lexers.c_cpp.CLexer.name, file=out)
try:
    import numpy
except ModuleNotFoundError as error:
    print("numpy", error, file=out)
import engines.kirin
print("engines.kirin", engines.kirin.__name__, file=out)
'''


def run_site_python(site: Path, code: str, tmp_path: Path) -> list[str]:
    """The lines the site's Python printed running ``code`` (with the files it fetched)."""
    if shutil.which("node") is None:
        pytest.skip("Node.js is not installed")
    script = tmp_path / "page.py"
    script.write_text(code, encoding="utf-8")
    result = subprocess.run(["node", str(HERE / "more_python.mjs"), str(site), str(script)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout.splitlines()


def test_a_module_the_trimmed_zips_leave_out_loads_from_the_full_ones(static_site, tmp_path):
    lines = run_site_python(static_site, PYTHON, tmp_path)
    fetched = [line.split()[1] for line in lines if line.startswith("FETCHED ")]
    # The first import outside the trimmed zips fetches the two full zips, once (they hold every
    # game's modules too).
    assert sorted(fetched) == ["python_stdlib.zip", "tutor-site-packages.zip"]
    assert lines.index("FETCHED python_stdlib.zip") < lines.index("email.mime.text a rule")
    assert "pygments.lexers.c_cpp C" in lines
    # A module in no zip fails at once, as in any Python, and the page's own game still imports.
    assert "numpy No module named 'numpy'" in lines
    assert "engines.kirin engines.kirin" in lines


def test_a_page_fetches_only_its_own_games_modules_and_nothing_from_the_full_zips(static_site, tmp_path):
    lines = run_site_python(static_site, (
        "import importlib, sys\n"
        "for name in ('engines.kirin', 'widgets.kirin.table', 'widgets.kirin.replay', 'statistics'):\n"
        "    importlib.import_module(name)\n"
        "    print('imported', name, file=sys.__stdout__)\n"
    ), tmp_path)
    assert "imported widgets.kirin.table" in lines and "imported statistics" in lines
    # One game's zip, fetched once at its first import; the standard library's modules the pages
    # use are in the trimmed zip already.
    assert [line for line in lines if line.startswith("FETCHED ")] == ["FETCHED tutor-game-kirin.zip"]
    assert lines.index("FETCHED tutor-game-kirin.zip") < lines.index("imported engines.kirin")


def test_stored_results_are_fetched_once_when_a_page_first_reads_them(static_site, tmp_path):
    from widgets.results import practice

    lines = run_site_python(static_site, (
        "import sys\n"
        "from widgets.results import coach_tournament, practice\n"
        "print('started', file=sys.__stdout__)\n"
        "for _ in range(2):\n"
        "    print('positions', len(practice.positions('kirin')), file=sys.__stdout__)\n"
        "    print('tables', len(coach_tournament.tables('kirin')), file=sys.__stdout__)\n"
    ), tmp_path)
    # Python starts with none of them; each comes at its first read, once, and says the same as the package's file.
    fetched = [line for line in lines if line.startswith("FETCHED ")]
    assert fetched == ["FETCHED tutor-results-practice.json.gz", "FETCHED tutor-results-coach_tournament.json.gz"]
    assert lines.index("started") < lines.index(fetched[0])
    assert lines.count(f"positions {len(practice.positions('kirin'))}") == 2


#: A page's cells as the site's kernel runs them: the first reads stored results that cannot be fetched, the
#: second uses a name the first would have made, the third is fine.
FAILING_CELLS = '''
import sys, json
out = sys.__stdout__
import pyodide_kernel
shell = pyodide_kernel.ipython_shell
shell.send_comm = lambda *args: None
for cell in ("from widgets.kirin.analysis import STORED", "print(len(STORED))", "answer = 6 * 7"):
    reply = await shell.kernel.run(cell)
    print("REPLY " + json.dumps([reply["status"], reply.get("traceback")]), file=out)
'''


def test_stored_results_that_cannot_be_fetched_say_so_in_one_sentence(static_site, tmp_path, monkeypatch):
    monkeypatch.setenv("TT_UNREACHABLE", "kirin_tournament")
    lines = run_site_python(static_site, FAILING_CELLS, tmp_path)
    assert "UNREACHABLE tutor-results-kirin_tournament.json.gz" in lines
    replies = [json.loads(line[len("REPLY "):]) for line in lines if line.startswith("REPLY ")]
    assert [status for status, _ in replies] == ["error", "error", "ok"]
    # What the page shows for each failed cell: one sentence, what is missing and what to do; no traceback.
    (first,), (second,) = replies[0][1], replies[1][1]
    assert first == ("This part of the page needs its stored results (kirin_tournament.json), which could not be "
                     "fetched: no connection to the site. A page keeps them once it was opened online: connect to "
                     "the internet and reload the page.")
    assert second == "Not shown: this part needs the stored results that could not be fetched (kirin_tournament.json)."
    for text in (first, second):
        assert "Traceback" not in text and "File " not in text and "\x1b[" not in text
    # Formatting the sentences needed nothing beyond the trimmed zips (a traceback fetches the full ones).
    assert not [line for line in lines if line.startswith("FETCHED ") and "site-packages.zip" in line]
