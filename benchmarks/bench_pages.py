"""How long each gallery page takes to open: seconds from the request to the last widget drawn.

The server is Voila as ``./tutor launch`` serves it (preheated kernels for the gallery's
pages, see jupyter_config/tutor_serving.py); ``--cold`` serves with the pools off, so every
page starts its kernel and runs its notebook when asked for, as a page does when its pool
is used up. Each page is opened once, in a fresh private window of headless Chromium (so
nothing is cached), and timed until Voila ran every cell and the browser drew every widget
output the page sent. One line per page, with the goal it is held to: lessons and apps at
most 3 s, analysis pages at most 5 s.

Run from the repository root, on demand (not part of the tests):

    .venv/bin/python benchmarks/bench_pages.py                  # every gallery page, as ./tutor launch serves
    .venv/bin/python benchmarks/bench_pages.py --cold           # the same with the pools off
    .venv/bin/python benchmarks/bench_pages.py --both KEY       # both, pages whose path holds a game's KEY
    .venv/bin/python benchmarks/bench_pages.py --walk KEY       # one learner: gallery, lessons, play app

``--walk GAME`` is one learner with ``./tutor launch`` as it starts by default (preheating
what follows the page last opened): it times the command until the server answers, then
opens the gallery, the game's lessons in order and its play app, one after another,
``--read`` seconds apart (the learner reading), and prints each page's time and the
resident memory of the server and all its kernels after it (the goal: every page within
3 s, memory under 600 MB, ready within 15 s).

The machine's load average is printed before and after: on a shared machine, compare
figures from the same run only.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.voila_harness import (CHROMIUM, CHROMIUM_ARGS, ERROR_MARKERS, RENDERED_JS,  # noqa: E402
                                      load_average, memory_mb, start_server, wait_for_pools)

GOALS = {"tutorial": 3.0, "coaching": 3.0, "reference": 3.0, "app": 3.0, "analysis": 5.0, "gallery": 3.0}
#: Every widget output the page sent is drawn (an output area holds a widget view).
WIDGET_OUTPUTS_JS = """() => [...document.querySelectorAll('.jp-OutputArea-output')]
    .filter(n => n.querySelector('.jupyter-widgets')).length"""


def gallery_pages(match: str = "") -> list[tuple[str, str]]:
    """(path below notebooks/, kind) of the landing page and every gallery page, filtered by ``match``."""
    from widgets import gallery

    pages = [("index.ipynb", "gallery")]
    for entry in gallery.GAMES:
        pages += [(page.path, page.kind) for page in gallery.available(entry.pages, ROOT / "notebooks")]
    return [(path, kind) for path, kind in pages if match in path]


def time_page(browser, url: str, timeout: float = 120.0) -> tuple[float | None, str]:
    """Seconds from the request to the last widget of ``url`` in a fresh window, and a note."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        start = time.perf_counter()
        response = page.goto(url, wait_until="commit", timeout=timeout * 1000)
        page.wait_for_load_state("domcontentloaded", timeout=timeout * 1000)
        widget_outputs = response.text().count("application/vnd.jupyter.widget-view+json")
        page.wait_for_function(f"() => ({RENDERED_JS})() && ({WIDGET_OUTPUTS_JS})() >= {widget_outputs}",
                               timeout=timeout * 1000, polling=50)
        seconds = time.perf_counter() - start
        body = page.locator("body").inner_text()
        errors = [marker for marker in ERROR_MARKERS if marker in body]
        note = f"{widget_outputs} widget outputs" + (f"; ERRORS {errors}" if errors else "")
        return seconds, note
    except Exception as error:
        return None, f"{type(error).__name__}: {str(error).splitlines()[0][:120]}"
    finally:
        page.close(run_before_unload=True)  # as a tab closes: Voila stops the page's kernel
        context.close()


def run_server(pages: list[tuple[str, str]], cold: bool) -> dict[str, float | None]:
    """Serve as ./tutor launch does (pools off with ``cold``), open every page once, print a line each."""
    from playwright.sync_api import sync_playwright

    server = start_server(env={"TUTOR_POOL_SIZE": "0" if cold else "1"})  # the class setting: every page
    times: dict[str, float | None] = {}
    try:
        waited = wait_for_pools(server, server.preheated, timeout=900)
        label = "pools off: every page starts its kernel on request" if cold else \
            f"as ./tutor launch serves: {server.preheated} preheated kernels"
        print(f"\n{label} (ready after {waited:.0f} s, kernels {memory_mb(server.kernels())[1]:.0f} MB unique; "
              f"{load_average()})")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for path, kind in pages:
                seconds, note = time_page(browser, f"{server.url}/voila/render/{path}")
                times[path] = seconds
                goal = GOALS[kind]
                verdict = "no widgets" if seconds is None else ("ok" if seconds <= goal else "SLOW")
                shown = "   -  " if seconds is None else f"{seconds:5.1f} s"
                print(f"  {shown}  {verdict:10s} (goal {goal:.0f} s)  {kind:9s} {path}  [{note}]", flush=True)
                if not cold:
                    time.sleep(1.5)  # the used kernel's replacement starts; let it not slow the next page
            browser.close()
    finally:
        server.stop()
    return times


def walk(game: str, read: float) -> int:
    """One learner walking a game as ``./tutor launch`` serves by default; exit 1 when a goal is missed."""
    from playwright.sync_api import sync_playwright

    from widgets import gallery

    entry = gallery.game(game)
    pages = [("index.ipynb", "gallery")] + [
        (page.path, page.kind) for page in gallery.available(entry.pages, ROOT / "notebooks")
        if page.kind == "tutorial" or page.path.endswith("/play.ipynb")]
    started = time.perf_counter()
    server = start_server()
    ready = time.perf_counter() - started
    missed = ready > 15
    most = 0.0

    def memory() -> float:
        return memory_mb(server.server_processes() + server.kernels())[0]

    try:
        print(f"./tutor launch answered after {ready:.1f} s (goal 15 s); {load_average()}")
        settled = wait_for_pools(server, server.preheated, timeout=300)
        print(f"its {server.preheated} preheated kernels settled {settled:.0f} s later; "
              f"server and kernels {memory():.0f} MB resident")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            for path, kind in pages:
                page = context.new_page()
                start = time.perf_counter()
                try:
                    response = page.goto(f"{server.url}/voila/render/{path}", wait_until="commit", timeout=120_000)
                    page.wait_for_load_state("domcontentloaded", timeout=120_000)
                    outputs = response.text().count("application/vnd.jupyter.widget-view+json")
                    page.wait_for_function(f"() => ({RENDERED_JS})() && ({WIDGET_OUTPUTS_JS})() >= {outputs}",
                                           timeout=120_000, polling=50)
                    seconds = time.perf_counter() - start
                except Exception as error:
                    seconds = None
                    print(f"  {path}: {type(error).__name__}")
                time.sleep(read)  # the learner reads; meanwhile what follows is preheated
                used = memory()
                most = max(most, used)
                ok = seconds is not None and seconds <= 3.0
                missed = missed or not ok
                shown = "   -  " if seconds is None else f"{seconds:5.1f} s"
                print(f"  {shown}  {'ok' if ok else 'SLOW':4s}  {used:6.0f} MB  {len(server.kernels())} kernels  "
                      f"{path}", flush=True)
                page.close(run_before_unload=True)  # the learner moves on: Voila stops this page's kernel
            browser.close()
    finally:
        server.stop()
    print(f"most memory: {most:.0f} MB resident (goal 600 MB); {load_average()}")
    return 1 if missed or most > 600 else 0


def main(argv: list[str] | None = None) -> int:
    """Time the chosen pages; exit 1 when a page misses its goal or never shows its widgets."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("match", nargs="?", default="", help="only pages whose path holds this text")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--cold", action="store_true", help="pools off: every page starts its kernel on request")
    mode.add_argument("--both", action="store_true", help="as served, then with the pools off")
    mode.add_argument("--walk", metavar="GAME", help="one learner walks GAME's lessons and play app")
    parser.add_argument("--read", type=float, default=10.0, help="seconds a walking learner spends on a page")
    args = parser.parse_args(argv)
    if args.walk:
        return walk(args.walk, args.read)
    pages = gallery_pages(args.match)
    print(f"{len(pages)} pages; {load_average()}")
    runs = [False, True] if args.both else [args.cold]
    missed = 0
    for cold in runs:
        times = run_server(pages, cold)
        missed += sum(t is None or t > GOALS[kind] for (path, kind), t in zip(pages, times.values()))
        done = [t for t in times.values() if t is not None]
        if done:
            print(f"  slowest {max(done):.1f} s, median {sorted(done)[len(done) // 2]:.1f} s")
    print(f"\nConditions after: {load_average()}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
