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

from engines.kirin import new_game as new_kirin_game
from engines.kirin.cards import tokens_of
from widgets.gallery import GAMES, available
from widgets.results import NO_CHARTS

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


@pytest.mark.timeout(1200)  # 49 pages, each starting Python in the browser: about 400 s alone on 2 cores
def test_every_gallery_page_renders_its_widgets_offline(site_context, site_checks, static_site):
    """Each linked page: Python starts, every cell runs, the widgets are drawn, no error shows.

    Also: the page's own links lead to pages of the site, and nothing was asked of the network.
    """
    problems: list[str] = []
    restarted: list[str] = []  # pages whose app did not start the first time (site/loading.html)
    in_flight: deque = deque()
    reading_pages = {page.path for entry in GAMES for page in entry.pages if page.kind == "reference"}

    def finish(notebook: str, page) -> None:
        try:
            site_checks.wait(page)
            if page.evaluate("window.ttRestarted || false"):  # its app did not start: site/loading.html started it again
                restarted.append(f"{notebook} {page.tt_left_errors}")
            # Analysis pages show stored figures, no widget; offline they have no matplotlib,
            # so their charts must come as tables under the one-line note.
            analysis = notebook.endswith("analysis.ipynb")
            reading = notebook in reading_pages  # a rulings page is text and links, no widget
            found = site_checks.problems(page, widgets=not (analysis or reading))
            if analysis:
                if NO_CHARTS not in page.locator("body").inner_text():
                    found.append(f"no note saying charts are shown as tables ({NO_CHARTS!r})")
                if page.locator(".jp-OutputArea-output table").count() == 0:
                    found.append("no table of numbers in place of the charts")
            for href in page.eval_on_selector_all("a[href]", "links => links.map(a => a.href)"):
                target = href.split("#")[0]
                if target.startswith(site_context.base) and not (static_site / target[len(site_context.base) + 1:]).is_file():
                    found.append(f"link to a missing page: {href}")
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
        page = site_context.new_page()
        page.goto(site_checks.url(notebook), wait_until="domcontentloaded")
        in_flight.append((notebook, page))
        if len(in_flight) >= PAGES_IN_FLIGHT:
            finish(*in_flight.popleft())
    while in_flight:
        finish(*in_flight.popleft())
    print(f"\n{len(restarted)} pages started again: {restarted}", file=sys.stderr)
    assert not problems, f"{len(problems)} pages have problems:\n" + "\n".join(problems)
    assert site_context.outside == [], "the site asked the network for something"
    # Every page after the first is one the site's service worker controls: none unregisters it
    # first (a minute's wait on a throttled phone; site/loading.html stores the version JupyterLite expects).
    assert site_context.unregistered == [], f"pages that unregistered the service worker: {site_context.unregistered}"


#: Makes a page's first start stick as seen in the walks: voici's start (its load listener, the one
#: that asks for the federated extensions) is dropped the first time, not after the page reloads.
NEVER_STARTS_ONCE = """(() => {
  if (sessionStorage.getItem("tt-test-dropped")) { return; }
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
    page = own_site_context.new_page()
    page.add_init_script(NEVER_STARTS_ONCE)
    page.goto(site_checks.url("meow_oracle/calculator.ipynb"), wait_until="domcontentloaded")
    site_checks.wait(page)  # about 30 s (site/loading.html's RESTART_MS), then the page's usual start
    assert page.evaluate("sessionStorage.getItem('tt-test-dropped')") == "1"  # the first start was dropped
    assert page.evaluate("window.ttRestarted") is True
    assert ["restarted"] == [step[0] for step in page.evaluate("window.ttLoadTimeline") if step[0] == "restarted"]
    assert not site_checks.problems(page)
    page.close()

def test_dragon_egg_calculator_scores_a_typed_round(open_site_page, page_helpers):
    page = open_site_page("dragon_egg/calculator.ipynb")
    ui = page_helpers.make_ui(page)
    page.locator(".de-clear-all").click()
    ui.wait(".de-banner", "Fill in")
    # As in the Voila test, worked out by hand (DE-2, DE-3): earnings 2, 0, 2.
    for seat, (a, b) in enumerate([("R7 R*", "B2 B3"), ("B10 B15", "R5 R5"), ("B7 B7", "R2 R3")]):
        ui.type(f".de-set-{seat}-a", a)
        ui.type(f".de-set-{seat}-b", b)
    ui.wait(".de-earnings-2")
    assert "2 × 1 = 2 ZOO" in ui.text(".de-earnings-0")
    assert "0 × 2 = 0 ZOO" in ui.text(".de-earnings-1")
    assert "2 × 1 = 2 ZOO" in ui.text(".de-earnings-2")
    assert "Bruno earned nothing and takes a Sage's Bracelet" in ui.text(".de-results")
    ui.shot("site_de_calculator.png")


def test_meow_oracle_calculator_scores_a_typed_grid(open_site_page, page_helpers):
    page = open_site_page("meow_oracle/calculator.ipynb")
    ui = page_helpers.make_ui(page)
    page.locator(".mo-clear-all").click()
    ui.wait(".mo-banner", "Click a square")
    # A run of 8 with the bonus, 10 (MO-2); two colour columns, 2 each (MO-3): 10 + 4 = 14.
    ui.type(".mo-grid-text", "B0 R1 G2 B3 W4 G5 B6 R7 R2")
    ui.wait(".mo-breakdown .mo-total", "10 + 4 = 14")
    assert "8 + 2 bonus = 10 marks" in ui.text(".mo-breakdown")


def test_lauzait_cep_calculator_splits_a_typed_hand(open_site_page, page_helpers):
    page = open_site_page("lauzait_cep/calculator.ipynb")
    ui = page_helpers.make_ui(page)
    assert ui.wait(".lc-best-total").inner_text() == "15"  # the hand the page opens on
    # The nine numbers 1-9 in a row: Lauzait-Cep 3 + Great Sequence 3 = 6.
    ui.type(".lc-hand-field", "G1 G2 G3 W4 W5 W6 G7 G8 G9")
    ui.wait(".lc-split-summary", "Great Sequence")
    assert ui.text(".lc-best-total") == "6"


def _app_tokens(page, root: str) -> set[str]:
    """Every Kirin card token in the DOM of the app (its markup, style sheets left out)."""
    markup = page.evaluate(
        """root => { const app = document.querySelector(root).cloneNode(true);
                     app.querySelectorAll('style').forEach(s => s.remove());
                     return app.outerHTML; }""",
        root,
    )
    return set(re.findall(r"(?<![A-Za-z0-9])[QSBX](?:[1-6T]|K[+-])(?![A-Za-z0-9])", markup))


def test_kirin_play_deals_takes_a_declaration_and_plays_a_card_showing_only_the_learners_cards(
        open_site_page, page_helpers):
    page = open_site_page("kirin/play.ipynb")
    ui = page_helpers.make_ui(page)

    def hand_size(n: int) -> None:
        page.wait_for_function(f"() => document.querySelectorAll('.ki-hand .ki-card').length === {n}",
                               timeout=ui.timeout)

    hand_size(9)
    assert "declaration" in ui.text(".ki-status")
    # The page deals seed 1 (as notebooks/kirin/play.ipynb says); the engine tells the hands.
    dealt = new_kirin_game(seed=1)
    mine = set(tokens_of(dealt.hands[0]))
    bots = {token for seat in (1, 2, 3) for token in tokens_of(dealt.hands[seat])}
    shown = _app_tokens(page, ".ki-app")
    assert mine <= shown, f"the learner's cards are not all shown: {sorted(mine - shown)}"
    assert not shown & bots, f"the page holds bots' cards: {sorted(shown & bots)}"

    page.locator(".ki-hand-0").click()  # declare the first card
    hand_size(8)
    ui.wait(".ki-hand-note", "You declared")
    page.locator(".ki-hand .ki-playable").first.click()
    hand_size(7)
    assert "Trick" in ui.text(".ki-current-trick") + ui.text(".ki-last-trick")
    ui.shot("site_ki_play.png")


def test_kirin_play_opens_a_game_from_a_link_on_the_site(site_context, site_checks, page_helpers):
    """A shared ``#game=`` link works where Python runs in the browser: the page reads
    the fragment, opens the game for the seat to act and shows only that seat's cards; Share gives
    the site's own address back."""
    from engines.kirin.bots import RandomBot
    from widgets import share

    state = new_kirin_game(4, seed=5)
    bots = [RandomBot(50 + s) for s in range(4)]
    while not (state.observation(0)["phase"] == "play" and state.to_act() == [2]
               and len(state.observation(0)["tricks"]) >= 2):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    page = site_context.new_page()
    try:
        address = site_checks.url("kirin/play.ipynb")
        page.goto(f"{address}#game={share.encode(state.to_json())}")
        site_checks.wait(page)
        ui = page_helpers.make_ui(page)
        ui.wait(".ki-banner", "Opened the game from the link")
        ui.wait(".ki-hand-title", "Your hand (Chidi)")
        page.wait_for_function(
            f"() => document.querySelectorAll('.ki-hand .ki-card').length === {len(state.hand(2))}",
            timeout=ui.timeout)
        shown = _app_tokens(page, ".ki-app")
        others = {token for seat in (0, 1, 3) for token in tokens_of(state.hands[seat])}
        assert set(tokens_of(state.hands[2])) <= shown
        assert not shown & others, f"the page holds other players' cards: {sorted(shown & others)}"
        page.locator(".ki-share").click()
        link = ui.wait(".ki-share-link textarea")
        assert link.input_value().startswith(address + "#game=")
        assert not site_checks.problems(page)
    finally:
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
    page = (static_site / "voici" / "render" / "kirin" / "play.html").read_text(encoding="utf-8")
    for text in ('"progressbar"', '"role", "status"', '" of 3"', "Starting Python", "Drawing the page",
                 "Loading Python: ", "navigator.locks.request"):
        assert text in page, f"the loading note lacks {text}"
