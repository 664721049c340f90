"""What a learner's first visit downloads: Python, the page's own game, no stored results, at most 15 MB.

The stored results (the tournaments, the figures, the practice positions, the tables against OpenSpiel's
bots: ``widgets/results/*.json``) are files of their own on the site, fetched by the pages that read them
(site/more_python.py): a first visit of a calculator or a lesson takes none of them. The byte count is the
one ``benchmarks/bench_site.py --network`` and ``../shared/tools/reach_check.py`` report (text gzipped as a
static host sends it), through benchmarks/throttle.py with no throttling: quick, the goal's bytes, not its
seconds.
"""

from __future__ import annotations

import gzip
import json
import sys
import urllib.request
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "benchmarks"))
import throttle  # noqa: E402 - benchmarks/ is not a package

#: The goal of issue 47 for a first visit on a phone: at most 15 MB on the wire.
FIRST_VISIT_MB = 15.0
#: The first page (reach_check.py's) and the next one, which reads stored results.
FIRST, NEXT = "meow_oracle/calculator", "meow_oracle/play"
STORED = sorted(p.name for p in (REPO / "widgets" / "results").glob("*.json"))


def site_options(site: Path) -> dict:
    """jupyter-lite.json's ``ttSite``: where the site's zips, snapshot and stored results are."""
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    return config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]["loadPyodideOptions"]["ttSite"]


def test_the_stored_results_are_in_no_zip_python_starts_with(static_site):
    """Checked in the built files (no browser): the zips a page loads hold no stored results; each is a file."""
    site = site_options(static_site)
    pyodide = static_site / "static" / "pyodide"
    for name in (site["core"]["zip"], site["core"]["stdlib"], *site["games"].values()):
        with zipfile.ZipFile(pyodide / name) as archive:
            held = [n for n in archive.namelist() if n.startswith("widgets/results/") and n.endswith(".json")]
        assert held == [], f"{name} holds stored results a first visit does not need: {held}"
    assert sorted(site["results"]) == STORED
    for name, file in site["results"].items():
        assert gzip.decompress((pyodide / file).read_bytes()) == (REPO / "widgets" / "results" / name).read_bytes()


@pytest.mark.browser
def test_a_first_visit_downloads_at_most_15_mb_and_no_stored_results(static_site, browser, browser_context_args,
                                                                     site_checks):
    server, base = throttle.start(static_site, throttle.NETWORKS["none"])
    # A context of its own, without Playwright's routing (which turns the browser's HTTP cache off: the service
    # worker's install would then fetch the app's scripts a second time, 0.5 MB no learner downloads). The
    # pages ask for no other host (test_site_browser.py checks it).
    context = browser.new_context(**browser_context_args, service_workers="allow")

    def downloads() -> dict:
        with urllib.request.urlopen(base + throttle.STATS_PATH.lstrip("/"), timeout=10) as answer:
            return json.load(answer)

    try:
        page = context.new_page()
        page.tt_errors = []
        page.on("pageerror", lambda error: page.tt_errors.append(f"page error: {error}"))
        page.goto(f"{base}voici/render/{FIRST}.html", wait_until="commit")
        page.wait_for_selector(".jupyter-widgets", state="attached", timeout=240_000)
        first = downloads()
        site_checks.wait(page)
        assert not site_checks.problems(page)
        assert first["bytes"] / 1e6 <= FIRST_VISIT_MB, f"a first visit took {first['bytes'] / 1e6:.1f} MB"
        files = downloads()["files"]
        assert not [path for path in files if "tutor-results-" in path], "a calculator fetched stored results"
        assert [path for path in files if "tutor-game-" in path] == ["/static/pyodide/tutor-game-meow_oracle.zip"]

        # The next page reads the Coach's tournament (its strength, in words): that file alone comes, once.
        page.goto(f"{base}voici/render/{NEXT}.html")
        site_checks.wait(page)
        assert not site_checks.problems(page)
        files = downloads()["files"]
        stored = {path: answers for path, (_size, answers) in files.items() if "tutor-results-" in path}
        assert stored == {"/static/pyodide/tutor-results-coach_tournament.json.gz": 1}
        # While it came, the loading note said so (site/loading.html keeps the worker's marks).
        assert "stored coach_tournament.json" in page.evaluate("window.ttLoadTimeline.map(mark => mark[0])")
    finally:
        context.close()
        server.shutdown()


@pytest.mark.browser
def test_a_page_whose_stored_results_cannot_be_fetched_says_so_without_a_traceback(static_site, site_context_for,
                                                                                    site_checks):
    server, base = throttle.start(static_site, throttle.NETWORKS["none"])
    site = site_context_for(base)
    site.context.route("**/tutor-results-*", lambda route: route.abort("internetdisconnected"))
    try:
        page = site.new_page()
        page.goto(f"{base}voici/render/{NEXT}.html")
        site_checks.wait(page)
        errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        texts = [text.strip() for text in errors.all_inner_texts()]
        assert texts and texts[0] == (
            "This part of the page needs its stored results (coach_tournament.json), which could not be fetched: "
            "no connection to the site. A page keeps them once it was opened online: connect to the internet and "
            "reload the page.")
        assert all(text.startswith(("This part of the page needs", "Not shown: this part needs")) for text in texts)
        assert "Traceback" not in page.locator("body").inner_text()
        # The rest of the page works: the table is dealt and drawn.
        assert page.locator(".jp-OutputArea-output .jupyter-widgets").count() > 0
        page.close()
    finally:
        server.shutdown()
