"""What a second Python worker would cost on the static site: its memory, its start and its playouts; run on demand.

    .venv/bin/python benchmarks/site_worker.py build/site [GAME]     # a built site (./tutor site); a game's key

It serves the built site, opens headless Chromium on it (no page of the site: a blank page of the same
origin) and starts, in a web worker, a bare Pyodide from the site's own files (``static/pyodide``: the
core, the standard library, and on ``sys.path`` the zips the kernel reads ``engines`` and a game from), the
least a worker that only plays out samples would load. It prints the worker's start, the WebAssembly memory of its
Python after the imports and after a game's review evaluate (the registry's first, the Dragon Egg, unless named) of the first choice of a game (at the
review budget), the time that evaluate took, and how much more memory Chromium's processes hold with the
worker than before it (their summed resident memory, Linux ``/proc``), then the same with a second worker.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import sys
import threading
from pathlib import Path

WORKER = r"""
importScripts(BASE + "pyodide.js");
self.onmessage = async () => {
  try { postMessage(await measure()); } catch (error) { postMessage({ error: String(error) }); }
};
async function measure() {
  const t0 = performance.now();
  const py = await loadPyodide({ indexURL: BASE });
  const t1 = performance.now();
  py.FS.mkdirTree("/tt");
  const zips = ["tutor-python-core.zip", "tutor-site-packages.zip", "tutor-game-" + GAME + ".zip"];
  for (const name of zips) {
    py.FS.writeFile("/tt/" + name, new Uint8Array(await (await fetch(BASE + name)).arrayBuffer()));
  }
  py.runPython("import sys; sys.path[:0] = [" + zips.map((z) => "'/tt/" + z + "'").join(", ") + "]; "
               + "import engines." + GAME + ".coach");
  const t2 = performance.now();
  const imported = py._module.HEAP8.buffer.byteLength;
  const seconds = py.runPython(`
import importlib, time
game = importlib.import_module("engines.${GAME}")
REVIEW_BUDGET, evaluate = game.coach.REVIEW_BUDGET, game.coach.evaluate
state = game.new_game(${PLAYERS}, seed=4242)
seat = state.to_act()[0]
started = time.perf_counter()
evaluate(state.observation(seat), seat, REVIEW_BUDGET, seed=4242)
time.perf_counter() - started`);
  return { start: (t1 - t0) / 1000, imports: (t2 - t1) / 1000, imported, evaluated: py._module.HEAP8.buffer.byteLength,
           seconds };
}
"""


def descendants(root: int) -> list[int]:
    """Every process below ``root`` (Linux ``/proc``)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def chromium_rss() -> int:
    """The summed resident memory, in bytes, of this process's Chromium processes."""
    total = 0
    for pid in descendants(os.getpid()):
        try:
            status = Path(f"/proc/{pid}/status").read_text()
            if "chrom" not in Path(f"/proc/{pid}/cmdline").read_text():
                continue
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1]) * 1024
    return total


class Quiet(http.server.SimpleHTTPRequestHandler):
    """The site's files, served without a line per request."""

    def log_message(self, *args) -> None:
        """Say nothing."""


def main(site: str, key: str = "") -> None:
    """Measure one worker, then a second, on the built ``site``, with the game ``key`` (the registry's first)."""
    from playwright.sync_api import sync_playwright

    from widgets.games import GAMES, game

    info = game(key) if key else GAMES[0]
    players = 3 if 3 in info.players else min(info.players)

    handler = functools.partial(Quiet, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    mb = 1 << 20
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium"),
                                    headless=True, args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        page = browser.new_page()
        page.goto(f"{origin}/static/pyodide/package.json")
        page.wait_for_timeout(1000)
        before = chromium_rss()
        print(f"Chromium's processes, a blank page: {before / mb:.0f} MB")
        for n in (1, 2):
            got = page.evaluate("""async ([code, base, game, players]) => {
                const url = URL.createObjectURL(new Blob(["const BASE = " + JSON.stringify(base) + ", GAME = " + JSON.stringify(game) + ", PLAYERS = " + players + ";" + code]));
                const worker = new Worker(url);
                (self.ttWorkers = self.ttWorkers || []).push(worker);
                return await new Promise((done, failed) => {
                    worker.onmessage = (e) => done(e.data); worker.onerror = (e) => failed(e.message);
                    worker.postMessage(null); });
            }""", [WORKER, f"{origin}/static/pyodide/", info.key, players])
            if "error" in got:
                raise SystemExit(f"worker {n} failed: {got['error']}")
            page.wait_for_timeout(1000)
            now = chromium_rss()
            print(f"worker {n}: " + json.dumps({k: round(v / mb, 1) if k in ("imported", "evaluated") else round(v, 2)
                                                for k, v in got.items()}) + f" (MB, s); Chromium's processes now "
                  f"{now / mb:.0f} MB, {(now - before) / mb:+.0f} MB more than before it")
            before = now
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).resolve().parent.parent / "build" / "site"),
         sys.argv[2] if len(sys.argv) > 2 else "")
