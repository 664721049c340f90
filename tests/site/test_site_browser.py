"""The static site in a real browser, with no network: build/site served over http, Python in the page.

Uses the fixtures of tests/site/conftest.py (the site built by ``./tutor site`` and served
on 127.0.0.1; one browser context where every request that is not to that server is
refused) and the Chromium set-up of tests/conftest.py. The apps are driven with the same
selectors as their Voila tests (tests/<game>/test_*_browser.py).
"""

from __future__ import annotations

import json
import re
import sys
from collections import deque
from pathlib import Path

import pytest
from playwright.sync_api import expect

from widgets.gallery import GAMES, available
from widgets.games import GAMES as REGISTRY

from game_facts import facts

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
#: Pages opened at once while walking the gallery: each page's Python runs in its own
#: worker, so two keep both cores busy while the other tab waits for its kernel.
PAGES_IN_FLIGHT = 2
#: What a page that never finished loading had got to (for its report).
STUCK_STATE = """() => JSON.stringify({
    ready: document.readyState,
    controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
    lab: Object.keys(window._JUPYTERLAB || {}).length,
    themeLoaded: Boolean(window.themeLoaded), cellLoaded: Boolean(window.cellLoaded),
    resources: performance.getEntriesByType("resource").length,
    last: performance.getEntriesByType("resource").slice(-3).map(e => e.name),
})"""


def gallery_pages() -> list[str]:
    """Every page the gallery links, in its order (paths below notebooks/)."""
    return [page.path for entry in GAMES for page in available(entry.pages, NOTEBOOKS)]


def checked_by_their_own_tests(session: pytest.Session) -> dict[str, str]:
    """The pages a test of this run opens on a phone and checks as the walk does (its ``site_phone_check`` marker,
    tests/site/conftest.py), each with that test: the walk leaves them to it. A run without those tests (one file,
    ``-k``) has the walk check every page."""
    return {page: item.nodeid for item in session.items
            for mark in item.iter_markers("site_phone_check") for page in mark.args}


def test_the_site_opens_on_the_gallery_and_links_its_own_pages(site_context, site_url, static_site, screenshots):
    page = site_context.new_page()
    page.goto(site_url)  # build/site/index.html
    expect(page).to_have_url(f"{site_url}voici/render/index.html")
    # The gallery is drawn when the site is built: it shows at once, with no Python to wait for.
    tiles = page.locator(".tt-tile")
    expect(tiles).to_have_count(len(GAMES), timeout=10_000)
    for entry in GAMES:
        tile = page.locator(f'.tt-tile[data-game="{entry.key}"]')
        expect(tile.locator("h3")).to_have_text(entry.name)
        expect(tile).to_contain_text(entry.players)
    expect(page.locator(".jp-CodeCell .jp-InputArea")).to_have_count(0)  # no code shown

    # Every link leads to the site's own page for that notebook, and the page is there.
    targets = page.eval_on_selector_all(".tt-tile a", "links => links.map(a => a.href)")
    expected = [f"{site_url}voici/render/{path[: -len('.ipynb')]}.html" for path in gallery_pages()]
    assert targets == expected
    missing = [url for url in targets if not (static_site / url[len(site_url):]).is_file()]
    assert not missing, f"gallery links to pages the site does not have: {missing}"
    assert not page.tt_errors
    page.screenshot(path=str(screenshots / "site_gallery.png"), full_page=True)
    page.close()


@pytest.mark.timeout(1200)  # 48 pages, each starting Python in the browser: about 150 s alone on 2 cores
def test_every_gallery_page_renders_on_a_phone_offline_without_error_accessibility_fault_or_sideways_scroll(
        request, phone_site_context, site_checks, axe):
    """Each linked page, on a phone (393 x 851): Python starts, every cell runs, the widgets are drawn, no error
    shows, axe-core finds no critical or serious accessibility violation, and the page fits the phone
    (tests/phone_checks.py: nothing runs off the right edge, every tap target is 44 px high). The apps are also
    walked under Voila (tests/test_gallery_browser.py); the other pages only here, where a phone opens them.

    Also: the page's own links lead to pages of the site, and nothing was asked of the network.

    A page that another test of the run opens on a phone anyway (the calculators below, Kirin's play page:
    ``checked_by_their_own_tests``) is checked there, the same way (tests/site/conftest.py, ``phone_walk_problems``,
    in its module's phone context), and left out here.
    """
    site_context = phone_site_context
    problems: list[str] = []
    restarted: list[str] = []  # pages whose app did not start the first time (site/loading.html)
    in_flight: deque = deque()
    elsewhere = checked_by_their_own_tests(request.session)
    assert set(elsewhere) <= set(gallery_pages()), f"checked elsewhere, not in the gallery: {elsewhere}"

    def finish(notebook: str, page) -> None:
        try:
            site_checks.wait(page)
            if page.evaluate("window.ttRestarted || false"):  # its app did not start: site/loading.html started it again
                restarted.append(f"{notebook} {page.tt_left_errors}")
            found = site_checks.phone_problems(page, notebook, axe)
        except Exception as error:  # noqa: BLE001 - check every page, then report them all
            found = [f"{type(error).__name__}: {str(error)[:1500]}",
                     f"steps (ms since the page opened): {page.evaluate('JSON.stringify(window.ttLoadTimeline || [])')}",
                     "its last console lines:", *page.tt_console,
                     f"requests not answered: {sorted(page.tt_pending.values())}",
                     "state: " + page.evaluate(STUCK_STATE)]
        if found:
            problems.append(f"{notebook}:\n  " + "\n  ".join(found))
        page.close()

    for notebook in gallery_pages():
        if notebook in elsewhere:
            continue
        page = site_context.new_page()
        page.goto(site_checks.url(notebook), wait_until="domcontentloaded")
        in_flight.append((notebook, page))
        if len(in_flight) >= PAGES_IN_FLIGHT:
            finish(*in_flight.popleft())
    while in_flight:
        finish(*in_flight.popleft())
    print(f"\n{len(restarted)} pages started again: {restarted}; left to their own tests: {elsewhere}", file=sys.stderr)
    assert not problems, f"{len(problems)} pages have problems:\n" + "\n".join(problems)
    assert site_context.outside == [], "the site asked the network for something"
    # Every page after the first is one the site's service worker controls: none unregisters it
    # first (a minute's wait on a throttled phone; site/loading.html stores the version JupyterLite expects).
    assert site_context.unregistered == [], f"pages that unregistered the service worker: {site_context.unregistered}"


#: The games whose calculator page has a walk in their facts (tests/<key>/facts.py: ``site_calculator``).
CALCULATORS = [info.key for info in REGISTRY if hasattr(facts(info.key), "site_calculator")]


@pytest.mark.parametrize("key", [pytest.param(key, marks=pytest.mark.site_phone_check(f"{key}/calculator.ipynb"))
                                 for key in CALCULATORS])
def test_a_calculator_works_on_the_site_as_in_its_voila_test(key, open_phone_site_page, page_helpers):
    """On a phone, in the walk's context: the calculator page passes the walk's checks (the walk leaves it to this
    test), then scores as in its Voila test."""
    page = open_phone_site_page(f"{key}/calculator.ipynb")
    facts(key).site_calculator(page, page_helpers.make_ui(page))


#: Makes a page's first start stick as seen in the walks: voici's start (its load listener, the one
#: that asks for the federated extensions) is dropped the first time, not after the page reloads.
NEVER_STARTS_ONCE = """(() => {
  if (sessionStorage.getItem("tt-test-dropped")) { return; }
  // site/loading.html waits RESTART_MS (30 s) before it looks again: on this first load the test waits 3 s.
  const wait = window.setTimeout;
  window.setTimeout = function (run, ms, ...rest) { return wait.call(this, run, ms === 30000 ? 3000 : ms, ...rest); };
  const add = window.addEventListener;
  window.addEventListener = function (type, listener, options) {
    if (type === "load" && String(listener).includes("federated_extensions")) {
      sessionStorage.setItem("tt-test-dropped", "1");
      return;
    }
    return add.call(this, type, listener, options);
  };
})();"""


def test_a_page_whose_app_never_starts_starts_again_by_itself_once(own_site_context, site_checks):
    """site/loading.html starts a page again, once, whose app never started (a calculator as the example)."""
    page = own_site_context.new_page()
    page.add_init_script(NEVER_STARTS_ONCE)
    page.goto(site_checks.url(CALCULATORS[0] + "/calculator.ipynb"), wait_until="domcontentloaded")
    site_checks.wait(page)  # 3 s (the test's RESTART_MS), then the page's usual start
    assert page.evaluate("sessionStorage.getItem('tt-test-dropped')") == "1"  # the first start was dropped
    assert page.evaluate("window.ttRestarted") is True
    assert ["restarted"] == [step[0] for step in page.evaluate("window.ttLoadTimeline") if step[0] == "restarted"]
    assert not site_checks.problems(page)
    page.close()


def test_a_page_whose_script_part_fails_to_load_starts_again_by_itself_once(own_site_context, site_checks):
    """A part of the app that fails to load (webpack's ChunkLoadError: a request cut short on a poor link, or on two
    busy cores, as a CI walk met) would leave the page without it: site/loading.html starts the page again, once,
    and the page then works. The test cuts short the first of the app's numbered script parts, once."""
    page = own_site_context.new_page()
    cut: list[str] = []

    def first_part_fails(route) -> None:
        if not cut and re.search(r"/voici/build/\d+\.js(\?|$)", route.request.url):
            cut.append(route.request.url)
            route.abort("failed")
        else:
            route.continue_()

    page.route("**/voici/build/*.js", first_part_fails)
    page.goto(site_checks.url(CALCULATORS[0] + "/calculator.ipynb"), wait_until="domcontentloaded")
    site_checks.wait(page)
    assert cut, "no script part was requested"
    assert page.evaluate("window.ttRestarted") is True
    assert any("Loading chunk" in error for error in page.tt_left_errors), page.tt_left_errors
    assert not site_checks.problems(page)
    page.close()


def test_the_site_needs_no_outside_address(static_site):
    """Nothing in the built pages points the browser at another host (fonts, scripts, styles)."""
    offenders = []
    for html in (static_site / "voici" / "render").rglob("*.html"):
        text = html.read_text(encoding="utf-8")
        for match in re.finditer(r'<(?:script|link)[^>]+(?:src|href)="(https?://[^"]+)"', text):
            offenders.append(f"{html.relative_to(static_site)}: {match.group(1)}")
    assert offenders == []
    config = json.loads((static_site / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"].startswith("./")


def test_python_starts_from_the_snapshot_and_the_loading_note_counts_its_stages(static_site):
    """The site ships Python's memory snapshot and one packages zip, and the worker uses them.

    Checked in the built files (quick): the browser walk above proves the pages run with them.
    """
    config = json.loads((static_site / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    site = kernel["loadPyodideOptions"]["ttSite"]
    pyodide = static_site / "static" / "pyodide"
    assert (pyodide / site["zip"]).stat().st_size > 1_000_000
    assert (pyodide / site["snapshot"]).read_bytes()[:2] == b"\x1f\x8b"  # gzip
    workers = [p for p in (static_site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static").glob("*.js")
               if "ttLoadOptions(" in p.read_text(encoding="utf-8")]
    assert workers, "the kernel's worker does not load Python from the snapshot"
    # The big files the loading note counts ("Loading Python: 12 of 27 MB"), with their real sizes,
    # kept in Cache Storage by the worker for the next pages (a private window has no disk cache).
    assert {name: (pyodide / name).stat().st_size for name in site["sizes"]} == site["sizes"]
    assert {site["snapshot"], site["core"]["zip"], site["core"]["stdlib"], "pyodide.asm.wasm"} == set(site["sizes"])
    # With the snapshot, Python needs only zips trimmed to what it does not hold; the full ones stay
    # on the site for a module they leave out (site/more_python.py) and for a start without it.
    assert (pyodide / site["core"]["zip"]).stat().st_size < (pyodide / site["zip"]).stat().st_size / 2
    assert (pyodide / site["core"]["stdlib"]).stat().st_size < (pyodide / "python_stdlib.zip").stat().st_size / 4
    # The site's files are answered from Cache Storage by its service worker on the next pages.
    service_worker = (static_site / "service-worker.js").read_text(encoding="utf-8")
    assert "ttFetch(e," in service_worker and '"TT_BUILD"' not in service_worker
    worker = workers[0].read_text(encoding="utf-8")
    assert "caches.open(FILES)" in worker and "navigator.locks" in worker
    for info in REGISTRY:  # each game's play page shows the loading note
        page = (static_site / "voici" / "render" / info.key / "play.html").read_text(encoding="utf-8")
        for text in ('"progressbar"', '"role", "status"', '" of 3"', "Starting Python", "Drawing the page",
                     "Loading Python: ", "navigator.locks.request"):
            assert text in page, f"{info.key}/play's loading note lacks {text}"
