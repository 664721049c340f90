"""How fast the static site opens: its size, and per page the seconds until the first live widget.

    .venv/bin/python benchmarks/bench_site.py                 # every gallery page
    .venv/bin/python benchmarks/bench_site.py kirin/play dragon_egg/calculator
    .venv/bin/python benchmarks/bench_site.py --repeat 3      # each page 3 times, medians shown

Builds the site first if needed (``./tutor site``), serves ``build/site`` on 127.0.0.1
and opens each page in headless Chromium with every outside request refused, twice:

* **cold**: a fresh browser context (empty cache, no service worker), as a learner's
  first visit;
* **warm**: the same context again, as a second visit.

For each it prints the seconds from navigation to the first live widget (a widget view
drawn by the browser's Python) and to the page being ready (every cell ran, the loading
note gone). A page without widgets (the gallery) counts as live when ready. Times come
from the page's own clock (``performance.now()``), so Playwright's overhead is left out.

The machine is shared and noisy, so the script also prints the load average and the
CPU seconds the browser spent per visit: on a busy machine the wall time grows, the
CPU time much less. Goals (issue 9): cold at most 10 s, warm at most 3 s, site < 60 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
CHROMIUM = os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium")
GOALS = {"cold": 10.0, "warm": 3.0, "size_mb": 60.0}

#: Runs in every page before its own scripts: note when the first widget view appears
#: and when the loading note goes (voici removes #loading once every cell ran).
PROBE = """
window.__tt = {widget: null, ready: null};
const __ttCheck = () => {
  const now = performance.now();
  if (window.__tt.widget === null && document.querySelector('.jupyter-widgets, .widget-box, .widget-html')) {
    window.__tt.widget = now;
  }
  if (window.__tt.ready === null && document.readyState !== 'loading'
      && document.getElementById('rendered_cells') && !document.getElementById('loading')) {
    window.__tt.ready = now;
  }
};
new MutationObserver(__ttCheck).observe(document, {childList: true, subtree: true, attributes: true});
document.addEventListener('DOMContentLoaded', __ttCheck);
"""


def site_pages() -> list[str]:
    """Every page of the built site, gallery first, as paths below voici/render without .html."""
    stamp = json.loads((SITE / ".tutor-site.json").read_text())
    pages = [p[: -len(".ipynb")] for p in stamp["pages"]]
    return sorted(pages, key=lambda p: (p != "index", p))


def folder_megabytes(folder: Path) -> tuple[float, int]:
    """Size in MB (10^6 bytes) and number of files below ``folder``."""
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1e6, len(files)


def descendants_cpu_seconds() -> float:
    """CPU seconds used by this process's descendants (the browser), finished ones included."""
    tick = os.sysconf("SC_CLK_TCK")
    parents, cpu = {}, {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
        cpu[int(entry.name)] = sum(int(x) for x in fields[11:15]) / tick  # utime stime cutime cstime
    me, total = os.getpid(), 0.0
    for pid in cpu:
        ancestor = parents.get(pid)
        while ancestor and ancestor != me:
            ancestor = parents.get(ancestor)
        if ancestor == me and pid != me:
            total += cpu[pid]
    return total


def serve() -> tuple[subprocess.Popen, str]:
    """Start site/serve.py on a free port; returns the process and the base address."""
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "site" / "serve.py"), "--quiet", "--port", "8790", str(SITE)],
        stdout=subprocess.PIPE, text=True, start_new_session=True,
    )
    url = process.stdout.readline().strip()
    if not url.startswith("http://"):
        process.kill()
        sys.exit("could not start site/serve.py")
    return process, url


def visit(page, url: str, timeout_s: float) -> dict:
    """Open ``url``; seconds to the first live widget and to ready, from the page's clock."""
    cpu_before = descendants_cpu_seconds()
    page.goto(url, timeout=timeout_s * 1000)
    page.wait_for_function("window.__tt && window.__tt.ready !== null", timeout=timeout_s * 1000)
    try:  # widgets are drawn a moment after the last cell ran
        page.wait_for_function("window.__tt.widget !== null", timeout=5000)
    except Exception:  # noqa: BLE001 - a page without widgets
        pass
    marks = page.evaluate("window.__tt")
    ready = marks["ready"] / 1000
    widget = marks["widget"] / 1000 if marks["widget"] is not None else ready
    return {"widget": widget, "ready": ready, "cpu": descendants_cpu_seconds() - cpu_before}


def main(argv: list[str] | None = None) -> None:
    """Command line: measure the pages named (default: all), print a table and the goals."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="*", help="pages such as kirin/play (default: every page)")
    parser.add_argument("--repeat", type=int, default=1, help="visits of each kind per page (medians)")
    parser.add_argument("--timeout", type=float, default=180, help="seconds a page may take")
    parser.add_argument("--no-build", action="store_true", help="measure build/site as it is")
    args = parser.parse_args(argv)

    if not args.no_build:
        subprocess.run([str(ROOT / "tutor"), "site"], check=True)
    from playwright.sync_api import sync_playwright

    pages = [p.removesuffix(".html").removesuffix(".ipynb") for p in args.pages] or site_pages()
    size_mb, files = folder_megabytes(SITE)
    print(f"site: {size_mb:.1f} MB in {files} files (goal < {GOALS['size_mb']:.0f} MB); "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    server, base = serve()
    results: dict[str, dict[str, list[dict]]] = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
            )
            print(f"{'page':40} {'cold: widget':>12} {'ready':>6} {'cpu':>5}   {'warm: widget':>12} {'ready':>6} {'cpu':>5}")
            for name in pages:
                runs = results.setdefault(name, {"cold": [], "warm": []})
                for _ in range(args.repeat):
                    context = browser.new_context(viewport={"width": 1280, "height": 900})
                    context.route("**/*", lambda route: route.continue_()
                                  if route.request.url.startswith(base) else route.abort())
                    context.add_init_script(PROBE)
                    page = context.new_page()
                    url = f"{base}voici/render/{name}.html"
                    runs["cold"].append(visit(page, url, args.timeout))
                    runs["warm"].append(visit(page, url, args.timeout))
                    context.close()
                cold = {k: statistics.median(r[k] for r in runs["cold"]) for k in ("widget", "ready", "cpu")}
                warm = {k: statistics.median(r[k] for r in runs["warm"]) for k in ("widget", "ready", "cpu")}
                print(f"{name:40} {cold['widget']:12.1f} {cold['ready']:6.1f} {cold['cpu']:5.1f}"
                      f"   {warm['widget']:12.1f} {warm['ready']:6.1f} {warm['cpu']:5.1f}", flush=True)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)

    apps = [n for n in results if n != "index"] or list(results)
    for kind in ("cold", "warm"):
        widgets = [statistics.median(r["widget"] for r in results[n][kind]) for n in apps]
        within = sum(w <= GOALS[kind] for w in widgets)
        print(f"{kind}: first live widget median {statistics.median(widgets):.1f} s, "
              f"max {max(widgets):.1f} s; {within} of {len(widgets)} pages within the goal of {GOALS[kind]:.0f} s")
    print(f"load average after: {os.getloadavg()[0]:.1f}; measured {time.strftime('%Y-%m-%d %H:%M')}")


if __name__ == "__main__":
    main()
