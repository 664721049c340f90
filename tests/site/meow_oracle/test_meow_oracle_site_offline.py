"""The static site with no network: what a learner opened once works, and the rest says so (Meow Oracle's
pages as the example).

The site is served by a server of this test's own (site/serve.py on a free port), so the test
can stop it: after the learner opened the gallery and one page with Python, the host is
gone and the browser is offline, as on a train. Then ``/``, the gallery and a page's
"All games" link open from the site's service worker, the page opened before runs its Python
again, stored results included, and a page never opened here shows the site's own offline page
(site/offline.html), which names the page and lists the pages kept on this device, instead of the
browser's error.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from widgets.gallery import GAMES
from widgets.games import GAMES as REGISTRY

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[3]
#: The pages with Python opened online and again offline: a lesson, and a page that reads stored results
#: (fetched by its Python when it first runs: site/more_python.py) with the file of those results; and a
#: page never opened (the play page of the registry's last game, another game's).
OPENED = "meow_oracle/01_components_and_setup"
OPENED_WITH_RESULTS = ("meow_oracle/play", "static/pyodide/tutor-results-coach_tournament.json.gz")
NEVER = REGISTRY[-1]
NEVER_OPENED = f"{NEVER.key}/play"
#: True once the site's service worker holds every file this page fetched from the site and the
#: front door (site/loading.html hands them over once the page is drawn; Python's big files are
#: kept by the kernel's worker in caches of its own, which the offline start below proves).
ALL_KEPT = """async () => {
  const leftOut = /\\/api\\/|\\/__throttle__|service-worker\\.js$|\\/static\\/pyodide\\/(?!tutor-game-|tutor-results-)[^/]+\\.(zip|gz|wasm)$/;
  const names = (await caches.keys()).filter(n => n.startsWith("tabletop-tutor-site-"));
  if (names.length !== 1) { return false; }
  const cache = await caches.open(names[0]);
  const front = ["offline.html", "", "index.html", "voici/render/index.html"].map(p => location.origin + "/" + p);
  const urls = performance.getEntriesByType("resource").map(e => e.name).concat([location.href], front)
    .filter(u => u.startsWith(location.origin) && !leftOut.test(new URL(u).pathname));
  for (const url of urls) {
    if (!(await cache.match(url.split("#")[0], {ignoreVary: true}))) { return false; }
  }
  return urls.length > 10;
}"""
#: True once the site's service worker holds the file at ``path`` below the site: the stored results the first
#: page's Python fetched, or that page itself (it hands its files over once drawn, or as it is left).
KEPT = """async (path) => {
  const names = (await caches.keys()).filter(n => n.startsWith("tabletop-tutor-site-"));
  return names.length === 1 && Boolean(await (await caches.open(names[0])).match(location.origin + "/" + path));
}"""


def _until(page, script: str, arg=None, seconds: float = 60) -> None:
    """Ask ``script`` again every half second until it answers true. It returns a promise (Cache Storage
    answers so): ``page.evaluate`` waits for a promise, while ``wait_for_function`` takes one as true at once."""
    deadline = time.monotonic() + seconds
    while not page.evaluate(script, arg):
        assert time.monotonic() < deadline, f"still false after {seconds:.0f} s: {script.strip()[:70]} ({arg})"
        time.sleep(0.5)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def own_server(static_site: Path):
    """site/serve.py on a free port, stoppable by the test; yields (base URL, stop)."""
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, str(REPO / "site" / "serve.py"), "--quiet", "--port", str(port), str(static_site)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(base + "index.html", timeout=2).read()
            break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                pytest.fail("site/serve.py did not start")
            time.sleep(0.2)

    def stop() -> None:
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=10)

    yield base, stop
    stop()


def test_pages_opened_once_and_the_gallery_work_offline_and_the_rest_say_so(
        site_context_for, own_server, site_checks, screenshots):
    base, stop_server = own_server
    site = site_context_for(base)
    context = site.context
    try:
        # Online: first a page whose Python fetches stored results before any service worker controls it
        # (the page hands their address to the worker once it is there: site/kernel-worker.js, ttFetched);
        # then the gallery (which registers the site's service worker: it keeps the front door as it
        # installs), then a lesson, drawn, whose files the worker then keeps.
        page = site.new_page()
        page.goto(f"{base}voici/render/{OPENED_WITH_RESULTS[0]}.html")
        site_checks.wait(page)
        assert not site_checks.problems(page)
        page.goto(base)
        expect(page.locator(".tt-tile")).to_have_count(len(GAMES), timeout=30_000)
        _until(page, "() => navigator.serviceWorker.ready.then(r => Boolean(r.active))")
        page.goto(f"{base}voici/render/{OPENED}.html")
        site_checks.wait(page)
        assert not site_checks.problems(page)
        _until(page, ALL_KEPT)
        for path in (OPENED_WITH_RESULTS[1], f"voici/render/{OPENED_WITH_RESULTS[0]}.html"):  # the first page too
            _until(page, KEPT, path)
        page.close()

        # Offline: the host is gone and the browser says it has no network.
        stop_server()
        context.set_offline(True)
        page = site.new_page()
        for address in (base, f"{base}voici/render/index.html", f"{base}voici/"):
            page.goto(address)
            expect(page.locator(".tt-tile")).to_have_count(len(GAMES), timeout=30_000)

        # The pages opened before start their Python again from what the device kept, stored results too ...
        page.goto(f"{base}voici/render/{OPENED_WITH_RESULTS[0]}.html")
        site_checks.wait(page)
        assert not site_checks.problems(page)
        page.goto(f"{base}voici/render/{OPENED}.html")
        site_checks.wait(page)
        assert not site_checks.problems(page)
        # ... and its "All games" link leads back to the gallery.
        page.get_by_role("link", name="All games").first.click()
        expect(page).to_have_url(f"{base}voici/render/index.html")
        expect(page.locator(".tt-tile")).to_have_count(len(GAMES))

        # A page never opened here: the site's own words, the page named, the kept pages listed.
        response = page.goto(f"{base}voici/render/{NEVER_OPENED}.html")
        assert response is not None and response.ok
        expect(page.locator("h1")).to_have_text("This page is not on this device yet")
        titles = {p.path[: -len(".ipynb")]: f"{entry.name}: {p.title}" for entry in GAMES for p in entry.pages}
        expect(page.locator("#tt-offline-what")).to_contain_text(titles[NEVER_OPENED])
        kept = page.locator("#tt-offline-kept a")
        expect(kept).to_contain_text([titles[OPENED]])
        assert f"{base}voici/render/{OPENED}.html" in kept.evaluate_all("links => links.map(a => a.href)")
        page.screenshot(path=str(screenshots / "site_offline_page.png"), full_page=True)
        kept.filter(has_text=titles[OPENED]).click()
        site_checks.wait(page)
        assert not site_checks.problems(page)
        page.close()
    finally:
        context.set_offline(False)
    # The first page the worker controlled kept it (site/loading.html stores the version JupyterLite expects).
    assert site.unregistered == []


def test_the_service_worker_keeps_the_front_door_and_this_builds_scripts(static_site):
    """What the worker keeps as it installs, as site/build.py wrote it in: the offline page, the landing
    page and the gallery under each of their addresses, and every script with its content's hash."""
    import hashlib
    import json
    import re

    worker = (static_site / "service-worker.js").read_text(encoding="utf-8")
    front = json.loads(re.search(r"var TT_FRONT = (\[.*?\]);", worker).group(1))
    assert front[:6] == ["offline.html", "./", "index.html", "voici/", "voici/index.html", "voici/render/index.html"]
    assert all((static_site / name).exists() for name in front)
    scripts = json.loads(re.search(r"var TT_SCRIPTS = (\[.*?\]\]);", worker).group(1))
    assert len(scripts) > 100 and "voici/build/voici.js" in {path for path, _ in scripts}
    for path, digest in scripts:
        assert hashlib.sha256((static_site / path).read_bytes()).hexdigest().startswith(digest), path
    offline = (static_site / "offline.html").read_text(encoding="utf-8")
    assert "= TT_PAGES;" not in offline and f'"voici/render/{NEVER_OPENED}.html": "{NEVER.title}: ' in offline
