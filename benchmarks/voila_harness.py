"""What the page benchmarks share: a Voila server started as ``./tutor launch`` starts it,
the moment a page's last widget is drawn, and the memory and CPU of the server's kernels.

Used by ``benchmarks/bench_pages.py`` and ``benchmarks/load_voila.py``; run from the
repository root with the project's ``.venv`` (Playwright and psutil come with the test
extra). Browsers are Debian's Chromium (``$TUTOR_CHROMIUM`` or ``/usr/bin/chromium``).
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--no-first-run"]

#: True once Voila ran every cell and the browser drew every widget (as tests/conftest.py waits).
RENDERED_JS = """() => !document.querySelector('#loading')
    && !!document.querySelector('#rendered_cells')
    && getComputedStyle(document.querySelector('#rendered_cells')).display !== 'none'
    && document.querySelectorAll('script[type="application/vnd.voila.cell-output+json"]').length === 0
    && [...document.querySelectorAll('.jp-OutputArea-output.lm-Panel')].every(n => n.childElementCount > 0)"""

#: How many widget views a page drew (to tell "no widgets yet" from "a page without widgets").
WIDGET_VIEWS_JS = "() => document.querySelectorAll('.jupyter-widgets').length"

#: What ./tutor launch prints once every preheated kernel of the class's pages ran its page
#: (jupyter_config/tutor_kernels.py).
READY_LINE = "ready for the class"

#: Text that shows on a page only when a cell raised or Voila failed.
ERROR_MARKERS = ("Traceback (most recent call last)", "There was an error when executing cell")


def free_port() -> int:
    """A TCP port on localhost that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def load_average() -> str:
    """The machine's 1, 5 and 15 minute load averages, for the report's conditions line."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


@dataclass
class Server:
    """A Voila server started with ``./tutor launch`` in its own process group."""

    process: subprocess.Popen
    url: str
    log_path: Path
    output: list[str] = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)
    #: Seconds from the command to ./tutor launch's line saying the class's pages are ready (READY_LINE).
    ready_at: float | None = None

    def ready_after(self) -> float | None:
        """Seconds from the command until ./tutor launch said the preheated pages are ready (None: not yet)."""
        return self.ready_at

    @property
    def preheated(self) -> int:
        """How many preheated kernels ``./tutor launch`` said it keeps (0 when preheating is off)."""
        for line in self.output:
            match = re.search(r"\((\d+) kernels", line)
            if "preheated kernels:" in line and match:
                return int(match.group(1))
        return 0

    def kernels(self) -> list[psutil.Process]:
        """The server's kernel processes now."""
        try:
            children = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return []
        found = []
        for child in children:
            try:
                if "ipykernel_launcher" in " ".join(child.cmdline()):
                    found.append(child)
            except psutil.Error:
                continue
        return found

    def server_processes(self) -> list[psutil.Process]:
        """The tutor script and Voila itself (everything in the group but the kernels)."""
        try:
            root = psutil.Process(self.process.pid)
            everyone = [root, *root.children(recursive=True)]
        except psutil.NoSuchProcess:
            return []
        kernel_pids = {k.pid for k in self.kernels()}
        return [p for p in everyone if p.pid not in kernel_pids]

    def stop(self) -> None:
        """Stop the server and its kernels: SIGTERM to the group, then SIGKILL."""
        for sig, wait in ((signal.SIGTERM, 20), (signal.SIGKILL, 5)):
            if self.process.poll() is not None:
                break
            try:
                os.killpg(self.process.pid, sig)
            except ProcessLookupError:
                break
            try:
                self.process.wait(timeout=wait)
            except subprocess.TimeoutExpired:
                continue
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def start_server(extra_args: list[str] = (), *, env: dict[str, str] | None = None,
                 log_dir: Path | None = None, timeout: float = 300) -> Server:
    """Run ``./tutor launch`` on a free port and return once it printed its address.

    ``extra_args`` go to Voila as ``./tutor launch`` passes its own extra arguments;
    ``env`` adds environment variables (``TUTOR_POOL_SIZE=0`` turns the pools off).
    """
    port = free_port()
    log_dir = log_dir or Path(os.environ.get("TMPDIR", "/tmp"))
    log_path = log_dir / f"voila-{port}.log"
    environment = dict(os.environ, TUTOR_PORT=str(port), PYTHONUNBUFFERED="1", **(env or {}))
    log = open(log_path, "w")
    process = subprocess.Popen([str(ROOT / "tutor"), "launch", *extra_args], cwd=ROOT, env=environment,
                               stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, text=True,
                               start_new_session=True)
    server = Server(process, "", log_path)
    found = threading.Event()

    def read() -> None:
        for line in process.stdout:  # the address and the settings, once Voila answers
            server.output.append(line.rstrip())
            if line.startswith(f"tutor: {READY_LINE}") and server.ready_at is None:
                server.ready_at = time.monotonic() - server.started
            match = re.search(r"(http://[\w.]+:\d+)/", line)
            if match and not server.url:
                server.url = match.group(1)
            if line.startswith("Press Ctrl+C"):
                found.set()

    threading.Thread(target=read, daemon=True).start()
    deadline = time.monotonic() + timeout
    while not found.wait(0.5):
        if process.poll() is not None or time.monotonic() > deadline:
            server.stop()
            raise RuntimeError(f"./tutor launch did not start; see {log_path}:\n"
                               + log_path.read_text()[-3000:])
    return server


def wait_for_pools(server: Server, expected: int, timeout: float = 600, quiet_for: float = 3.0) -> float:
    """Wait until the preheated kernels run and have settled; return the seconds waited.

    Settled: ``expected`` kernels (or a count that has not changed for 45 s, if some kernel
    failed to start) whose CPU use stayed near zero for ``quiet_for`` seconds.
    """
    start = time.monotonic()
    count, changed, quiet_since = -1, start, None
    while time.monotonic() - start < timeout:
        kernels = server.kernels()
        if len(kernels) != count:
            count, changed = len(kernels), time.monotonic()
        before = cpu_seconds(kernels)
        time.sleep(1.0)
        busy = cpu_seconds(server.kernels()) - before > 0.05
        quiet_since = None if busy else (quiet_since or time.monotonic())
        enough = count >= expected or time.monotonic() - changed > 45
        if enough and quiet_since and time.monotonic() - quiet_since >= quiet_for:
            break
    return time.monotonic() - start


def cpu_seconds(processes: list[psutil.Process]) -> float:
    """User + system CPU seconds the processes have used so far (the ones still alive)."""
    total = 0.0
    for process in processes:
        try:
            times = process.cpu_times()
        except psutil.Error:
            continue
        total += times.user + times.system
    return total


def memory_mb(processes: list[psutil.Process]) -> tuple[float, float]:
    """(resident, unique) memory of the processes in MB; unique is what ending them gives back."""
    rss = uss = 0
    for process in processes:
        try:
            info = process.memory_full_info()
        except psutil.Error:
            continue
        rss += info.rss
        uss += info.uss
    return rss / 2**20, uss / 2**20


def descendants(pid: int) -> list[psutil.Process]:
    """A process and everything it started (a benchmark's own browsers, say)."""
    try:
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


class LoopLagProbe:
    """Ask the server for a tiny page every ``interval`` seconds; a slow answer means a busy event loop."""

    def __init__(self, url: str, interval: float = 0.5) -> None:
        """Probe ``url`` (any cheap handler of the server)."""
        self.url = url
        self.interval = interval
        self.samples: list[tuple[float, float]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            start = time.time()
            try:
                with urllib.request.urlopen(self.url, timeout=60) as answer:
                    answer.read()
            except urllib.error.HTTPError:
                pass
            except OSError:
                pass
            self.samples.append((start, time.time() - start))
            self._stop.wait(self.interval)

    def __enter__(self) -> "LoopLagProbe":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=65)

    def worst(self, since: float = 0.0, until: float = float("inf")) -> float:
        """The slowest answer (seconds) among probes started in [since, until] (epoch seconds)."""
        lags = [lag for start, lag in self.samples if since <= start <= until]
        return max(lags, default=0.0)


def probe_path() -> str:
    """A small static file every Voila server serves: a cheap request that still goes through its event loop."""
    folder = Path(sys.prefix) / "share" / "jupyter" / "voila" / "templates" / "base" / "static"
    files = sorted((p for p in folder.glob("*.txt") if p.is_file()), key=lambda p: p.stat().st_size)
    return f"/voila/static/{files[0].name}" if files else "/voila/static/missing.txt"


def python() -> str:
    """The interpreter to run helper processes with (this one)."""
    return sys.executable
