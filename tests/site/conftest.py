"""Fixtures for the static site's browser tests: build/site, served over http, used offline.

``static_site`` runs ``./tutor site``, which builds ``build/site`` when it is missing or
stale (the build compares a hash of its inputs) and is quick otherwise. ``site_url`` serves
it with ``site/serve.py`` on a free port. ``site_context`` is ONE browser context for all
the site's tests of a module (later pages load warm, as for a learner moving between
pages), with service workers allowed (JupyterLite's pages use one) and every request that
is not to the local server refused: the tests prove the site works with no network.
``open_phone_site_page(path)`` opens a page in ``phone_site_context`` (the same context on a phone's
screen), waits until Python ran every cell and every widget is drawn, and fails on whatever the walk of
every gallery page (test_site_browser.py) checks there: ``phone_walk_problems``.
"""

from __future__ import annotations

import fcntl
import os
import re
import subprocess
from collections import deque
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from widgets.gallery import GAMES
from widgets.results import NO_CHARTS

from phone_checks import PHONE, fits

REPO = Path(__file__).resolve().parents[2]
SITE = REPO / "build" / "site"
#: Held while ``./tutor site`` runs for a test session (see ``static_site``).
BUILD_LOCK = REPO / "build" / "site-build.lock"
#: Python starts in the browser for every page; on a busy 2-core machine that takes a while.
SITE_TIMEOUT_MS = 240_000
#: Console lines kept per page, for the report of a page that never finished loading.
CONSOLE_LINES = 40
#: Texts the widget manager shows when a widget could not be drawn.
WIDGET_FAILURES = ("Error displaying widget", "Loading widget...", "Could not create a view")


#: Runs ``./tutor site`` under the lock: run in the background as soon as the tests are collected, so the build
#: overlaps the tests that need no site. When another holds the lock it waits for it: an install of the site's
#: build tools alone (``./tutor site --tools``, which .ci/run starts under the lock while the test tools install)
#: is followed by the build; after another build, ``./tutor site`` finds the site current and is done at once.
_EARLY_BUILD = """
import fcntl, subprocess, sys
lock = open(sys.argv[1], "w")
fcntl.flock(lock, fcntl.LOCK_EX)
sys.exit(subprocess.call([sys.argv[2], "site"], stdin=subprocess.DEVNULL))
"""


def pytest_collection_finish(session: pytest.Session) -> None:
    """Once the tests are collected, build the site in the background if a selected test needs it.

    Every xdist worker collects every test, so each may try; the lock lets one build at a time, and the next
    finds the site current. ``static_site`` then waits on the same lock, and its own ``./tutor site`` finds the
    site current. The build's output is in build/site-build.log (``static_site`` reports a failed build with its
    own run's output).
    """
    if (session.config.option.collectonly or os.environ.get("TUTOR_SKIP_BROWSER") == "1"
            or not any("static_site" in getattr(item, "fixturenames", ()) for item in session.items)):
        return
    BUILD_LOCK.parent.mkdir(parents=True, exist_ok=True)
    with (BUILD_LOCK.parent / "site-build.log").open("ab") as log:
        subprocess.Popen([sys.executable, "-c", _EARLY_BUILD, str(BUILD_LOCK), str(REPO / "tutor")], cwd=REPO,
                         stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)


@pytest.fixture(scope="session")
def static_site() -> Path:
    """build/site, (re)built by ``./tutor site`` when missing or stale.

    One build at a time: with pytest-xdist each worker that runs a site test file starts this
    fixture, and two builds writing build/site (and its tools) at once leave a broken site
    (seen: two snapshots, pages that never start). The second waits on a lock file, then finds
    the site current.
    """
    started = time.monotonic()
    BUILD_LOCK.parent.mkdir(parents=True, exist_ok=True)
    with BUILD_LOCK.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        result = subprocess.run(
            [str(REPO / "tutor"), "site"], cwd=REPO, stdin=subprocess.DEVNULL,
            capture_output=True, text=True, timeout=1800,
        )
    if result.returncode != 0:
        pytest.fail(f"./tutor site failed ({result.returncode}):\n{result.stdout[-3000:]}\n{result.stderr[-5000:]}")
    if not (SITE / "index.html").is_file():
        pytest.fail("./tutor site made no build/site/index.html")
    print(f"\n./tutor site: {time.monotonic() - started:.0f} s", file=sys.stderr)
    return SITE


@pytest.fixture(scope="session")
def site_url(static_site: Path, start_server: Callable[..., str]) -> str:
    """The address of the served site, with a trailing slash."""
    command = [sys.executable, str(REPO / "site" / "serve.py"), "--quiet", "--port", "{port}", str(static_site)]
    return start_server("site", command, REPO, "/index.html") + "/"


class SiteContext:
    """One browser context on the site: outside requests refused and listed, page errors kept."""

    def __init__(self, context: Any, base: str) -> None:
        self.context = context
        self.base = base
        self.outside: list[str] = []
        context.route("**/*", self._route)
        # JupyterLite's "New version, unregistering existing service workers.": a page that held
        # its learner while the worker was dropped and made again (site/loading.html says why it
        # must not happen on this site).
        self.unregistered: list[str] = []
        context.on("console", lambda message: self.unregistered.append(message.page.url if message.page else "?")
                   if "unregistering existing service workers" in message.text else None)

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(self.base):
            route.continue_()
        else:  # the site must not need the network: refuse, and remember for the tests
            self.outside.append(url)
            route.abort()

    def new_page(self) -> Any:
        """A new tab; uncaught script errors go to ``page.tt_errors``, its last console lines to ``page.tt_console``.

        A page that starts again by itself (site/loading.html) leaves its first document: errors that
        document raised as it was left (a script load cut short, say) no learner sees, so they move to
        ``page.tt_left_errors`` when the tab's next document comes.
        """
        page = self.context.new_page()
        page.tt_errors = []
        page.tt_left_errors = []
        page.tt_first_url = None

        def navigated(frame: Any) -> None:  # a reload commits the same address again: a new document
            if frame != page.main_frame or frame.url == "about:blank":
                return
            if page.tt_first_url is None:
                page.tt_first_url = frame.url
            elif frame.url == page.tt_first_url:
                page.tt_left_errors.extend(page.tt_errors)
                page.tt_errors.clear()
        page.on("framenavigated", navigated)
        page.tt_console = deque(maxlen=CONSOLE_LINES)
        page.on("pageerror", lambda error: page.tt_errors.append(f"page error: {error}"))
        page.on("console", lambda message: page.tt_console.append(f"{message.type}: {message.text[:300]}"))
        page.tt_pending = {}  # requests sent and not yet answered, for the report of a stuck page
        page.on("request", lambda request: page.tt_pending.__setitem__(id(request), request.url))
        page.on("requestfinished", lambda request: page.tt_pending.pop(id(request), None))
        page.on("requestfailed", lambda request: page.tt_pending.pop(id(request), None))
        return page


def new_site_context(browser: Any, browser_context_args: dict, site_url: str, phone: bool = False) -> SiteContext:
    """A browser context on the site: service workers allowed, network refused; ``phone``: a phone's window."""
    if phone:
        browser_context_args = {**browser_context_args, "viewport": PHONE, "is_mobile": True, "has_touch": True,
                                "device_scale_factor": 2}
    context = browser.new_context(**browser_context_args, service_workers="allow")
    context.set_default_timeout(30_000)
    return SiteContext(context, site_url.rstrip("/"))


@pytest.fixture(scope="module")
def site_context(browser: Any, browser_context_args: dict, site_url: str) -> Iterator[SiteContext]:
    """One browser context for the module's tests."""
    site = new_site_context(browser, browser_context_args, site_url)
    yield site
    site.context.close()


@pytest.fixture(scope="module")
def phone_site_context(browser: Any, browser_context_args: dict, site_url: str) -> Iterator[SiteContext]:
    """One browser context on the site in a phone's window (393 x 851, touch), for the module's tests."""
    site = new_site_context(browser, browser_context_args, site_url, phone=True)
    yield site
    site.context.close()


@pytest.fixture
def site_context_for(browser: Any, browser_context_args: dict) -> Iterator[Callable[[str], SiteContext]]:
    """``site_context_for(base)``: a browser context on the site served at ``base`` (a server of the test's own)."""
    made: list[SiteContext] = []

    def make(base: str) -> SiteContext:
        made.append(new_site_context(browser, browser_context_args, base))
        return made[-1]

    yield make
    for site in made:
        site.context.close()


@pytest.fixture
def own_site_context(browser: Any, browser_context_args: dict, site_url: str) -> Iterator[SiteContext]:
    """A browser context of the test's own, for a test that reloads pages or changes their scripts."""
    site = new_site_context(browser, browser_context_args, site_url)
    yield site
    site.context.close()


def site_page_url(site_url: str, notebook: str) -> str:
    """The site's page for a notebook path below notebooks/ (``kirin/play.ipynb``)."""
    return f"{site_url}voici/render/{re.sub(r'[.]ipynb$', '', notebook)}.html"


def wait_site_rendered(page: Any, timeout: float = SITE_TIMEOUT_MS) -> None:
    """Wait until voici ran every cell (its loading note is gone) and every widget is drawn."""
    page.wait_for_selector("#loading", state="detached", timeout=timeout)
    page.wait_for_selector("#rendered_cells", state="visible", timeout=timeout)
    page.wait_for_function(
        """() => [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')].every(n => n.childElementCount > 0)""",
        timeout=timeout,
    )
    page.evaluate("document.fonts.ready.then(() => true)")


def site_page_problems(page: Any, page_errors: Callable[[Any], list[str]], *, widgets: bool = True) -> list[str]:
    """What a learner would see go wrong on a rendered page (and uncaught script errors)."""
    problems = [*page_errors(page), *page.tt_errors]
    body = page.locator("body").inner_text()
    problems += [f"widget failure: {text}" for text in WIDGET_FAILURES if text in body]
    if widgets and page.locator(".jp-OutputArea-output .jupyter-widgets").count() == 0:
        problems.append("no widget was drawn")
    left = page.eval_on_selector_all("a[href]", "links => links.map(a => a.getAttribute('href'))")
    problems += [f"link to a notebook, not a site page: {href}" for href in left if re.search(r"\.ipynb(#|$)", href)]
    return problems


#: The gallery's rulings pages: text and links, no widget.
READING_PAGES = {page.path for entry in GAMES for page in entry.pages if page.kind == "reference"}


def phone_walk_problems(page: Any, notebook: str, static_site: Path, base: str, page_errors: Callable[[Any], list[str]],
                        axe: Callable[[Any], list[str]]) -> list[str]:
    """What the walk of every gallery page on a phone (test_site_browser.py) finds wrong on the rendered page of
    ``notebook`` (below notebooks/), served at ``base``: a problem a learner would see (``site_page_problems``: an
    error, a widget not drawn, a link to a notebook), an axe-core critical or serious violation, a part past the
    phone's right edge or a tap target under 44 px (tests/phone_checks.py ``fits``), a link to a page the site
    lacks; and on an analysis page (offline it has no matplotlib) no note saying its charts come as tables, or no
    table. Nothing found: an empty list."""
    analysis = notebook.endswith("analysis.ipynb")
    reading = notebook in READING_PAGES  # a rulings page is text and links, no widget
    found = [*site_page_problems(page, page_errors, widgets=not (analysis or reading)), *axe(page), *fits(page)]
    if analysis:
        if NO_CHARTS not in page.locator("body").inner_text():
            found.append(f"no note saying charts are shown as tables ({NO_CHARTS!r})")
        if page.locator(".jp-OutputArea-output table").count() == 0:
            found.append("no table of numbers in place of the charts")
    for href in page.eval_on_selector_all("a[href]", "links => links.map(a => a.href)"):
        target = href.split("#")[0]
        if target.startswith(base) and not (static_site / target[len(base) + 1:]).is_file():
            found.append(f"link to a missing page: {href}")
    return found


#: ``@pytest.mark.site_phone_check(page, ...)``: the test opens these pages (paths below notebooks/) with
#: ``open_phone_site_page``, which checks each as the walk of every gallery page does; in a run that holds such a
#: test the walk leaves its pages to it (test_site_browser.py, ``checked_by_their_own_tests``).
SITE_PHONE_CHECK = "site_phone_check"


def pytest_configure(config: pytest.Config) -> None:
    """Register the ``site_phone_check`` marker."""
    config.addinivalue_line("markers", f"{SITE_PHONE_CHECK}(*pages): the test opens these site pages on a phone "
                            "with open_phone_site_page, checked as the site's walk checks them (tests/site/conftest.py)")


@pytest.fixture
def open_phone_site_page(request: pytest.FixtureRequest, phone_site_context: SiteContext, site_checks: Any,
                         axe: Callable[[Any], list[str]]) -> Callable[..., Any]:
    """``open_phone_site_page(f"{key}/play.ipynb")``: a new tab on that page in the module's phone context, rendered,
    checked as the walk of every gallery page checks it (``phone_walk_problems``; nothing asked of the network, no
    service worker dropped). The page must be one the test's ``site_phone_check`` marker names: the walk leaves
    those pages to the test."""
    declared = {path for mark in request.node.iter_markers(SITE_PHONE_CHECK) for path in mark.args}
    pages: list = []

    def _open(notebook: str, timeout: float = SITE_TIMEOUT_MS) -> Any:
        assert notebook in declared, f"{notebook} is not named in the test's site_phone_check marker ({declared})"
        page = phone_site_context.new_page()
        pages.append(page)
        url = site_checks.url(notebook)
        response = page.goto(url, timeout=timeout)
        assert response is not None and response.ok, f"the site answered {response and response.status} for {url}"
        wait_site_rendered(page, timeout)
        if page.evaluate("window.ttRestarted || false"):  # its app did not start: site/loading.html started it again
            print(f"\n{notebook} started again: {page.tt_left_errors}", file=sys.stderr)
        problems = site_checks.phone_problems(page, notebook, axe)
        assert not problems, f"{url} on a phone shows a problem:\n" + "\n---\n".join(problems)
        assert phone_site_context.outside == [], "the site asked the network for something"
        assert phone_site_context.unregistered == [], f"pages that dropped the service worker: {phone_site_context.unregistered}"
        return page

    yield _open
    for page in pages:
        page.close()


@pytest.fixture(scope="session")
def site_checks(site_url: str, static_site: Path, page_helpers: Any) -> Any:
    """The page helpers for tests that open pages themselves: ``url``, ``wait``, ``problems``, ``phone_problems``."""

    class Checks:
        """``url(notebook)``, ``wait(page)``, ``problems(page)``, ``phone_problems(page, notebook, axe)`` (see the
        functions of this conftest)."""

        @staticmethod
        def url(notebook: str) -> str:
            return site_page_url(site_url, notebook)

        wait = staticmethod(wait_site_rendered)

        @staticmethod
        def problems(page: Any, *, widgets: bool = True) -> list[str]:
            return site_page_problems(page, page_helpers.page_errors, widgets=widgets)

        @staticmethod
        def phone_problems(page: Any, notebook: str, axe: Callable[[Any], list[str]]) -> list[str]:
            return phone_walk_problems(page, notebook, static_site, site_url.rstrip("/"), page_helpers.page_errors, axe)

    return Checks
