"""Shared test fixtures: a Voila server for the notebooks and headless Debian Chromium.

Browser tests (marked ``browser``; any test that uses Playwright's ``page`` is
marked automatically) drive the real apps:

    def test_something(page, open_app):
        open_app(page, f"{key}/play.ipynb")   # a game of widgets.games: rendered, no error shown
        page.get_by_text("New game").wait_for()

The ``ui`` fixture holds the moves the app tests make again and again (wait for a
text, type into a field, click a button by its name, read a widget, take a
whole-app screenshot):

    def test_scoring(ui, open_app):
        open_app(ui.page, f"{info.key}/calculator.ipynb")   # info: a GameInfo of widgets.games
        ui.type(f".{info.css}-grid-text", "B0 R1 G2 B3 W4 G5 B6 R7 R2")
        ui.wait(f".{info.css}-breakdown .{info.css}-total", "10 + 4 = 14")

Chromium is ``$TUTOR_CHROMIUM`` or ``/usr/bin/chromium``. When it is missing the
browser tests FAIL with a message saying what to install; only a person who sets
``TUTOR_SKIP_BROWSER=1`` turns that into a skip. Under CI (``CI`` set) a skipped
browser test counts as a failure whatever the reason.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from hypothesis import settings as hypothesis_settings

from phone_checks import PHONE

# Property tests check behaviour, not speed: on a shared machine a slow example is not a failure.
hypothesis_settings.register_profile("tutor", deadline=None)
hypothesis_settings.load_profile("tutor")

REPO = Path(__file__).resolve().parent.parent
NOTEBOOKS = REPO / "notebooks"
SCREENSHOTS = REPO / "screenshots"
CHROMIUM = os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium")
SKIP_BROWSER = os.environ.get("TUTOR_SKIP_BROWSER") == "1"
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")

SERVER_STARTUP_SECONDS = 120
RENDER_TIMEOUT_MS = 120_000
STEP_MS = 30_000
"""How long a browser test waits for one step of an app (the answer to a click, a redraw)."""

#: Text that only shows on a page when a cell raised, or when Voila itself failed.
ERROR_MARKERS = ("Traceback (most recent call last)", "There was an error when executing cell")

CHROMIUM_HELP = (
    f"Chromium was not found at {CHROMIUM}. Browser tests need Debian's Chromium: "
    "run `sudo apt-get install chromium` (or set TUTOR_CHROMIUM to another Chromium binary). "
    "To skip the browser tests on purpose on your own machine, set TUTOR_SKIP_BROWSER=1 "
    "(CI never does)."
)


# --------------------------------------------------------------------------- markers


BROWSER_RERUNS_IN_CI = 1
"""How many more times CI runs a browser test that failed, in a fresh page (Jupyter Notebook's and
JupyterLite's own Playwright suites allow one retry too). A rerun is named in the summary
(``R``), so a test that fails now and then still shows; off CI a failure fails at once."""


#: The Voila walk: the longest test that needs no static site, so it starts first.
VOILA_WALK = "tests/test_gallery_browser.py"
#: The site's walk: the longest test of the site, so it starts first of the site's tests.
SITE_WALK = "tests/site/test_site_browser.py"


def _file_rank(items: list[pytest.Item]) -> int:
    """When a test file starts under xdist: the Voila walk, the other browser tests that need no site, the
    site's walk, the site's other tests, then the rest."""
    path = items[0].nodeid.split("::")[0]
    needs_site = any("static_site" in getattr(item, "fixturenames", ()) for item in items)
    if path == VOILA_WALK:
        return 0
    if needs_site:
        return 2 if path == SITE_WALK else 3
    return 1 if any(item.get_closest_marker("browser") for item in items) else 4


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test that drives a browser page as ``browser``; under CI it may run once more. Order the files
    (``--dist=loadfile`` hands out whole files in the order their first test comes): the long browser tests first,
    the site's after the others, so that ``./tutor site``, started in the background once the tests are
    collected, is built before a worker asks for it (tests/site/conftest.py) rather than keeping it waiting."""
    for item in items:
        if "page" in getattr(item, "fixturenames", ()) and item.get_closest_marker("browser") is None:
            item.add_marker(pytest.mark.browser)
        if IN_CI and item.get_closest_marker("browser") and item.get_closest_marker("flaky") is None:
            item.add_marker(pytest.mark.flaky(reruns=BROWSER_RERUNS_IN_CI))
    files: dict[str, list[pytest.Item]] = {}
    for item in items:
        files.setdefault(item.nodeid.split("::")[0], []).append(item)
    rank = {path: _file_rank(group) for path, group in files.items()}
    items.sort(key=lambda item: rank[item.nodeid.split("::")[0]])  # stable: the order within a rank is kept


BROWSER_PASSED = pytest.StashKey[int]()
NO_BROWSER_RUN = pytest.StashKey[bool]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """Under CI, a browser test that was skipped is reported as failed: CI must see the browser run."""
    outcome = yield
    report = outcome.get_result()
    if item.get_closest_marker("browser") is None:
        return
    if IN_CI and report.skipped and getattr(report, "wasxfail", None) is None:
        report.outcome = "failed"
        report.longrepr = f"browser test skipped under CI (not allowed): {report.longrepr}"


RERUN_REASONS = pytest.StashKey[list[tuple[str, str]]]()
RERUN_LINES = 30
"""How many of a rerun failure's last lines the summary shows."""


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Count the browser tests that passed, and keep why a test was run again (here, so that under xdist the
    controller sees both)."""
    config = _CONFIG[0]
    if report.when == "call" and report.passed and "browser" in report.keywords:
        config.stash[BROWSER_PASSED] = config.stash.get(BROWSER_PASSED, 0) + 1
    if report.outcome == "rerun":
        config.stash.setdefault(RERUN_REASONS, []).append((report.nodeid, report.longreprtext))


_CONFIG: list[pytest.Config] = []


def pytest_configure(config: pytest.Config) -> None:
    """Remember the config for the report hook above."""
    _CONFIG[:] = [config]


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Under CI, the full suite (pytest with no paths or filters) must pass browser tests."""
    config = session.config
    full_run = (
        config.args_source == pytest.Config.ArgsSource.TESTPATHS
        and not config.option.markexpr
        and not config.option.keyword
        and not config.option.collectonly
    )
    if IN_CI and full_run and exitstatus == 0 and config.stash.get(BROWSER_PASSED, 0) == 0:
        config.stash[NO_BROWSER_RUN] = True
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    """Say why a test was run again (a rerun that then passes leaves no failure to read), and why a CI run that
    passed everything still failed."""
    for nodeid, reason in config.stash.get(RERUN_REASONS, []):
        terminalreporter.write_sep("-", f"why {nodeid} was run again (its last {RERUN_LINES} lines)", yellow=True)
        terminalreporter.write_line("\n".join(reason.splitlines()[-RERUN_LINES:]))
    if config.stash.get(NO_BROWSER_RUN, False):
        terminalreporter.write_sep("=", "no browser test passed: CI must run the browser tests", red=True)


# --------------------------------------------------------------------------- servers


def _free_port() -> int:
    """A TCP port on localhost that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _answers(url: str) -> bool:
    """True once an HTTP server answers at ``url`` (any status)."""
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except urllib.error.HTTPError:
        return True
    except OSError:
        return False


def _stop(process: subprocess.Popen) -> None:
    """Stop a server and its kernels: SIGTERM to the process group, SIGKILL if it lingers."""
    for sig, wait in ((signal.SIGTERM, 15), (signal.SIGKILL, 5)):
        if process.poll() is not None:
            break
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        try:
            process.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            continue
    try:  # kernels live in the same group; sweep up any left behind
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _serve(name: str, command: list[str], cwd: Path, probe: str, log_dir: Path) -> Iterator[subprocess.Popen]:
    """Start a server in its own process group, wait until ``probe`` answers, stop it afterwards."""
    log_path = log_dir / f"{name}.log"
    # A review in a browser test plays few endings per choice: the test reads a row, not a verdict.
    env = dict(os.environ, PYTHONUNBUFFERED="1", TUTOR_REVIEW_BUDGET=os.environ.get("TUTOR_REVIEW_BUDGET", "2"))
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            env=env, start_new_session=True,
        )
    try:
        deadline = time.monotonic() + SERVER_STARTUP_SECONDS
        while not _answers(probe):
            if process.poll() is not None:
                pytest.fail(f"{name} exited with code {process.returncode}:\n{log_path.read_text()[-4000:]}")
            if time.monotonic() > deadline:
                pytest.fail(f"{name} did not answer within {SERVER_STARTUP_SECONDS} s:\n{log_path.read_text()[-4000:]}")
            time.sleep(0.25)
        yield process
    finally:
        _stop(process)


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Serve notebooks/ with Voila on a free localhost port; yields the base URL."""
    port = _free_port()
    base_url = f"http://127.0.0.1:{port}"
    command = [
        sys.executable, "-m", "voila",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--ServerApp.allow_root=True",
        "--Voila.log_level=WARN",
        # A failing cell shows its traceback, so the test report says what broke.
        "--VoilaConfiguration.show_tracebacks=True",
        # Kernels of pages closed without notice go away, so a long run does not pile them up.
        "--MappingKernelManager.cull_idle_timeout=120",
        "--MappingKernelManager.cull_interval=30",
        "notebooks/",
    ]
    for _process in _serve("voila", command, REPO, base_url + "/voila/", tmp_path_factory.mktemp("voila")):
        yield base_url


@pytest.fixture(scope="session")
def start_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[..., str]]:
    """``start(name, command, cwd, path="/")``: run a server on a free port until the session ends.

    ``{port}`` in the command is replaced by the port; returns the base URL, once ``path``
    answers. The server runs in its own process group and is stopped at the end.
    """
    servers: list = []

    def start(name: str, command: list[str], cwd: Path, path: str = "/") -> str:
        port = _free_port()
        base_url = f"http://127.0.0.1:{port}"
        command = [part.replace("{port}", str(port)) for part in command]
        server = _serve(name, command, cwd, base_url + path, tmp_path_factory.mktemp(name))
        next(server)
        servers.append(server)
        return base_url

    yield start
    for server in servers:
        server.close()


@pytest.fixture(scope="session")
def jupyterlab_server(start_server: Callable[..., str],
                      tmp_path_factory: pytest.TempPathFactory) -> Callable[[Path], str]:
    """``start(folder)``: serve ``folder`` with JupyterLab (no token) on a free port; returns the base URL.

    Settings and workspaces go to a temporary folder, never to the user's own.
    """
    def start(folder: Path) -> str:
        state = tmp_path_factory.mktemp("jupyterlab")
        command = [
            sys.executable, "-m", "jupyter", "lab",
            "--no-browser", "--port={port}", "--ServerApp.ip=127.0.0.1", "--ServerApp.allow_root=True",
            "--IdentityProvider.token=", "--ServerApp.password=",
            f"--LabApp.user_settings_dir={state / 'settings'}",
            f"--LabApp.workspaces_dir={state / 'workspaces'}",
            "--LabApp.news_url=None", "--LabApp.log_level=WARN",
        ]
        return start_server("jupyterlab", command, folder, "/lab")

    return start


@pytest.fixture(scope="session")
def base_url(voila_server: str) -> str:
    """Playwright's base URL: the test Voila server, so ``page.goto('/voila/render/...')`` works."""
    return voila_server


# --------------------------------------------------------------------------- Chromium


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Launch Debian's Chromium headless, with no calls home (the network is closed).

    With no Chromium the browser tests fail, saying what to install; only
    TUTOR_SKIP_BROWSER=1 outside CI turns that into a skip.
    """
    if not os.path.exists(CHROMIUM):
        if SKIP_BROWSER and not IN_CI:
            pytest.skip(f"TUTOR_SKIP_BROWSER=1 and no Chromium at {CHROMIUM}")
        pytest.fail(CHROMIUM_HELP, pytrace=False)
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "headless": True,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    """A desktop-sized window for readable screenshots."""
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}}


@pytest.fixture(scope="session")
def screenshots() -> Path:
    """The git-ignored folder for screenshots taken by browser tests."""
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS


# --------------------------------------------------------------------------- widgets


def _sent_text(root: Any) -> str:
    """Every string a widget tree sends to the browser, except style sheets (they name every card face)."""
    stack, texts = [root], []
    while stack:
        widget = stack.pop()
        stack.extend(getattr(widget, "children", ()))
        texts.extend(v for v in widget.get_state().values()
                     if isinstance(v, str) and not v.startswith("<style>"))
    return " ".join(texts)


@pytest.fixture
def sent_text() -> Callable[[Any], str]:
    """``sent_text(app.widget)``: every string the app sends to the browser, style sheets left out."""
    return _sent_text


# --------------------------------------------------------------------------- pages


AXE_BLOCKING = ("critical", "serious")
"""axe-core impacts that fail a page; moderate and minor ones are reported only."""


def axe_violations(page, impacts: tuple[str, ...] = AXE_BLOCKING) -> list[str]:
    """Run axe-core (shipped in the axe-playwright-python package) on the page; one line per violation.

    Each line names the rule, its impact, how many elements break it and the first of them.
    """
    from axe_playwright_python.base import AXE_SCRIPT

    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE_SCRIPT)
    found = page.evaluate(
        """impacts => axe.run(document, {resultTypes: ['violations']}).then(r => r.violations
            .filter(v => impacts.includes(v.impact))
            .map(v => `${v.id} (${v.impact}, ${v.nodes.length}x): ${v.help}; first: `
                      + v.nodes[0].html.slice(0, 160)))""",
        list(impacts),
    )
    return list(found)


@pytest.fixture
def axe() -> Callable[[Any], list[str]]:
    """``axe(page)``: the page's critical and serious axe-core violations, one line each."""
    return axe_violations


def page_errors(page) -> list[str]:
    """Error texts a learner would see on a Voila page (tracebacks, failed cells, error pages)."""
    found: list[str] = []
    body = page.locator("body").inner_text()
    for marker in ERROR_MARKERS:
        if marker in body:
            found.append(marker)
    for selector in (
        '[data-mime-type="application/vnd.jupyter.error"]',
        '[data-mime-type="application/vnd.jupyter.stderr"]',
    ):
        for text in page.locator(selector).all_inner_texts():
            found.append(text.strip()[:2000])
    if page.title().strip().lower().startswith(("404", "500", "error")):
        found.append(f"error page: {page.title()}")
    return found


def wait_rendered(page, timeout: float = RENDER_TIMEOUT_MS) -> None:
    """Wait until Voila executed every cell, showed the outputs and drew every widget."""
    # Voila removes its "Executing N of M" spinner (#loading) and unhides #rendered_cells
    # once the last cell ran and the theme is loaded.
    page.wait_for_selector("#loading", state="detached", timeout=timeout)
    page.wait_for_selector("#rendered_cells", state="visible", timeout=timeout)
    # Outputs (widgets above all) arrive as <script type="application/vnd.voila.cell-output+json">
    # placeholders. The front end swaps each for an empty renderer node at once and fills a
    # widget's node (an lm-Panel) only when the widget's state came from the kernel.
    page.wait_for_function(
        """() => document.querySelectorAll('script[type="application/vnd.voila.cell-output+json"]').length === 0
              && [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')].every(n => n.childElementCount > 0)""",
        timeout=timeout,
    )
    page.evaluate("document.fonts.ready.then(() => true)")


@pytest.fixture
def open_app(voila_server: str) -> Callable:
    """``open_app(page, f"{key}/play.ipynb")``: open a notebook in Voila, wait, fail on errors.

    The path is relative to notebooks/; a full ``http://`` address (a link read off a
    page) is opened as it is. Returns the page, rendered: every cell ran, every widget
    is drawn, and no traceback or error output is shown.
    """

    def _open(page, path: str, timeout: float = RENDER_TIMEOUT_MS):
        url = path if path.startswith(("http://", "https://")) else f"{voila_server}/voila/render/{path.lstrip('/')}"
        response = page.goto(url, timeout=timeout)
        assert response is not None and response.ok, (
            f"Voila answered {response.status if response else 'nothing'} for {url}"
        )
        wait_rendered(page, timeout)
        errors = page_errors(page)
        assert not errors, f"{url} shows an error:\n" + "\n---\n".join(errors)
        return page

    return _open


class Ui:
    """The moves browser tests make again and again on a rendered app (``page`` is Playwright's page)."""

    def __init__(self, page: Any, screenshots: Path) -> None:
        """Drive ``page``; screenshots go to the ``screenshots`` folder."""
        self.page = page
        self.screenshots = screenshots
        self.timeout = STEP_MS

    def wait(self, selector: str, text: str | re.Pattern[str] | None = None, *, state: str = "visible") -> Any:
        """Wait until ``selector`` (holding ``text``, if given) reaches ``state``; return its locator."""
        locator = self.page.locator(selector) if text is None else self.page.locator(selector, has_text=text)
        locator.wait_for(state=state, timeout=self.timeout)
        return locator

    def text(self, selector: str) -> str:
        """The text a learner reads in the widget matching ``selector``."""
        return self.page.locator(selector).inner_text()

    def type(self, selector: str, text: str) -> None:
        """Type into the text field inside ``selector`` and commit with Enter, as a learner does."""
        field = self.page.locator(f"{selector} input")
        field.fill(text)
        field.press("Enter")

    def type_each(self, fields: dict[str, str]) -> None:
        """Type each text into its field (``{selector: text}``), in order, as :meth:`type` does."""
        for selector, text in fields.items():
            self.type(selector, text)

    def press(self, name: str, within: str | None = None) -> None:
        """Click the button whose name (its text) is exactly ``name``, inside ``within`` if given."""
        scope = self.page.locator(within) if within else self.page
        scope.get_by_role("button", name=name, exact=True).click()

    def replay_first_step(self, css: str) -> tuple[str, Any]:
        """On a game's replay page (its CSS prefix ``css``): the comment's text at step 0, then Forward once;
        also the comment's locator, now at step 1."""
        comment = self.wait(f".{css}-replay-comment")
        start = comment.inner_text()
        assert "Step 0 of" in start, start
        self.page.locator(f".{css}-replay-next").click()
        self.wait(f".{css}-replay-comment", "Step 1 of")
        return start, comment

    def open_view(self, open_app: Callable, key: str, state: Any, seat: int) -> dict:
        """Open game ``key``'s play page on a link to ``seat``'s view of ``state`` and wait until the banner says
        whose view it shares (the unseen cards dealt again); that seat's observation."""
        from engines.core import seat_name
        from widgets import share
        from widgets.games import game

        css = game(key).css
        open_app(self.page, f"{key}/play.ipynb#game={share.link_for(state, seat)}")
        self.wait(f".{css}-banner", f"This link shares {seat_name(seat)}")
        assert "dealt again" in self.text(f".{css}-banner")
        return state.observation(seat)

    def review_every_choice(self, css: str) -> tuple[Any, str]:
        """Once the review has run ("Reviewed"): show every choice, not only the flagged ones; the rows'
        locator and the first row's text. A review plays many imagined games even at the tiny budget (about 25 to
        40 s for a Meow Oracle game on a loaded machine), so it is given four times the usual wait."""
        self.page.locator(f".{css}-review-banner").filter(has_text="Reviewed").wait_for(timeout=4 * self.timeout)
        self.page.locator(f".{css}-review-all").click()
        rows = self.page.locator(f".{css}-review-row")
        rows.first.wait_for(timeout=self.timeout)
        return rows, rows.first.inner_text()

    def shot(self, name: str) -> None:
        """Screenshot the whole app: Voila scrolls inside the page, so grow the window to fit first (as wide as it
        is: 1280 px on the desktop, a phone's width on a phone)."""
        page = self.page
        window = page.viewport_size
        height = page.evaluate("() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollHeight))")
        page.set_viewport_size({"width": window["width"], "height": min(max(window["height"], height + 40), 6000)})
        page.screenshot(path=str(self.screenshots / name))
        page.set_viewport_size(window)


#: Playwright's options that record what a test's own browser context did (off unless asked for).
RECORDING_OPTIONS = ("--tracing", "--video", "--screenshot")


def _recording(config: pytest.Config) -> bool:
    """Whether Playwright records tests (a trace, a video, a screenshot on failure), each in its own context."""
    return any(config.getoption(option, default="off") not in ("off", None) for option in RECORDING_OPTIONS)


def _close_pages(context: Any, before: list) -> None:
    """Close the pages of ``context`` (which outlives the test) that the test opened: those not in ``before``."""
    for page in context.pages:
        if page not in before:
            page.close()


@pytest.fixture(scope="session")
def desktop_context(browser, browser_context_args: dict) -> Iterator[Any]:
    """One desktop browser context for the tests' pages: a page opens warm, as in a learner's browser that already
    holds Voila's scripts (each test still has a page of its own, and each page its own kernel)."""
    context = browser.new_context(**browser_context_args)
    yield context
    context.close()


@pytest.fixture(scope="session")
def phone_context(browser) -> Iterator[Any]:
    """One phone-sized, touch-enabled browser context for the tests' phone pages (as ``desktop_context``)."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    yield context
    context.close()


@pytest.fixture
def context(request: pytest.FixtureRequest, new_context: Callable[..., Any]) -> Iterator[Any]:
    """The context of Playwright's ``page``: the shared desktop one, or the test's own when Playwright records."""
    if _recording(request.config):
        yield new_context()
        return
    shared = request.getfixturevalue("desktop_context")
    before = list(shared.pages)
    yield shared
    _close_pages(shared, before)


@pytest.fixture
def phone_page(request: pytest.FixtureRequest, browser) -> Iterator[Any]:
    """A page in a phone-sized, touch-enabled window, in the shared phone context (its own when Playwright
    records)."""
    if _recording(request.config):
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
        yield context.new_page()
        context.close()
        return
    shared = request.getfixturevalue("phone_context")
    before = list(shared.pages)
    yield shared.new_page()
    _close_pages(shared, before)


@pytest.fixture
def ui(page, screenshots: Path) -> Ui:
    """The :class:`Ui` helper for this test's browser page."""
    return Ui(page, screenshots)


@pytest.fixture(scope="session")
def page_helpers(screenshots: Path):
    """For pages made outside the ``page`` fixture: ``make_ui(page)`` and ``page_errors(page)``."""

    class Helpers:
        """The :class:`Ui` maker and :func:`page_errors`."""

        @staticmethod
        def make_ui(page: Any) -> Ui:
            return Ui(page, screenshots)

        page_errors = staticmethod(page_errors)

    return Helpers
