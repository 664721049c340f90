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
CPU time much less. Goals: cold at most 6 s median, warm at most 3 s median
and 4 s for every page, site < 60 MB.

It also shows where a visit spends its time (medians over the pages, from the page's
clock and the kernel worker's: site/loading.html keeps the time stamps the worker and the
hidden setup cell send, see site/kernel-worker.js):

* page: from navigation until the kernel's worker starts (the page's own scripts);
* snapshot: downloading and unpacking Python's memory snapshot and the packages zip;
* python: starting Pyodide from it (WebAssembly compiled or taken from the cache);
* kernel: the kernel's own start in the worker (the file system, piplite, the kernel);
* setup: the hidden setup cell (with the wait for voici to send it);
* imports: importing this project's engines and widgets in the page's cells;
* cells: running the page's own cells (imports included);
* drawing: from the last cell's end until the first widget is drawn.

``--save`` writes the table to benchmarks/results/site.md (keeping its hand-written "On a phone"
sections, the ``--network`` runs before and after a change, below it).

As a learner meets it (a phone on a mobile network):

    .venv/bin/python benchmarks/bench_site.py --network 4g --phone meow_oracle/calculator kirin/play

``--network 4g|fast`` serves the site through benchmarks/throttle.py (every request waits a
round trip, all bytes share the link's bandwidth, web workers included; text is gzipped as a
static host sends it), and prints per visit the bytes on the wire and the answers.
``--sharing fifo`` shares the link as ``../shared/tools/reach_check.py`` does (each answer
waits for every byte asked for before it; see throttle.py for why ``fair`` is the real one),
and ``--next PAGE`` names the page opened after each first visit. The two
visits are then a **first visit** (fresh private context) and the **next page** in the same
private context (Chromium keeps no disk cache there, only what it holds in memory and what the
site's service worker keeps in Cache Storage). ``--phone`` opens the pages in a 393 x 851
touch screen with the CPU slowed 4 times (DevTools' ``Emulation.setCPUThrottlingRate``).
Goals there: at most 15 MB and 15 s to the first widget for a first visit, 3 s for the next page.
Each visit also reports the time to the first readable words (the page's first heading on the screen,
covered by nothing, and the paragraph after it drawn; the site shows them before Python runs, see
site/first_words.py): goals 5 s on a first visit, 1 s on the next page.
"""

from __future__ import annotations

import argparse
import dataclasses
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
GOALS = {"cold": 6.0, "warm": 3.0, "warm_max": 4.0, "size_mb": 60.0}
NETWORK_GOALS = {"first_mb": 15.0, "first": 15.0, "next": 3.0, "first_text": 5.0, "next_text": 1.0}
"""Goals of a visit through a throttled network (``--network``): MB on the wire, seconds to the first live
widget, and seconds to the first readable words (the page's first heading and paragraph)."""
PHONE = {"width": 393, "height": 851}
PHONE_CPU_SLOWDOWN = 4
#: Outside requests are refused by name resolution (not by Playwright routing, which turns the
#: browser's HTTP cache off and would make every visit a first one).
OFFLINE_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
RESULTS = ROOT / "benchmarks" / "results" / "site.md"
PARTS = ("page", "snapshot", "python", "kernel", "setup", "imports", "cells", "drawing")

#: Runs in every page before its own scripts: note when the first widget view appears
#: and when the loading note goes (voici removes #loading once every cell ran).
PROBE = """
window.__tt = {widget: null, ready: null, text: null, seen: null};
// The first readable words: the page's first heading on the screen, covered by nothing, and the first
// paragraph after it drawn (checked each frame, so the time is that of the frame that shows them).
const __ttShown = (element) => element && element.getClientRects().length > 0
  && element.checkVisibility({visibilityProperty: true, opacityProperty: true});
const __ttText = () => {
  const cells = document.getElementById('rendered_cells');
  const heading = cells && cells.querySelector('h1, h2');
  const paragraph = heading && cells.querySelector(heading.tagName.toLowerCase() + ' ~ p');
  if (__ttShown(heading) && __ttShown(paragraph)) {
    const box = heading.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + Math.min(box.height / 2, 8));
    if (box.top >= 0 && box.top < innerHeight && seen && heading.contains(seen)) {
      window.__tt.text = performance.now();
      return;
    }
  }
  requestAnimationFrame(__ttText);
};
requestAnimationFrame(__ttText);
// The first live widget a learner can see (drawn, not hidden with the page's cells), checked each frame.
const __ttSeen = () => {
  const widget = document.querySelector('.jupyter-widgets');
  if (__ttShown(widget)) { window.__tt.seen = performance.now(); return; }
  requestAnimationFrame(__ttSeen);
};
requestAnimationFrame(__ttSeen);
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


def wire(base: str, reset: bool = False) -> dict:
    """The throttling server's counts (bytes on the wire, answers, per file); ``reset``: zero them first."""
    import urllib.request

    request = urllib.request.Request(base + "__throttle__", method="POST" if reset else "GET")
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def visit(page, url: str, timeout_s: float, base: str | None = None) -> dict:
    """Open ``url``; seconds to the first live widget and to ready, from the page's clock.

    With ``base`` (a throttling server's address) also the bytes and answers on the wire.
    """
    cpu_before = descendants_cpu_seconds()
    if base:
        wire(base, reset=True)
    page.goto(url, timeout=timeout_s * 1000)
    page.wait_for_function("window.__tt && window.__tt.ready !== null", timeout=timeout_s * 1000)
    try:  # widgets are drawn a moment after the last cell ran
        page.wait_for_function("window.__tt.widget !== null", timeout=5000)
    except Exception:  # noqa: BLE001 - a page without widgets
        pass
    marks = page.evaluate("window.__tt")
    ready = marks["ready"] / 1000
    widget = marks["widget"] / 1000 if marks["widget"] is not None else ready
    timeline = page.evaluate("window.ttLoadTimeline || []")
    text = marks["text"] / 1000 if marks["text"] is not None else None
    seen = marks["seen"] / 1000 if marks["seen"] is not None else None
    result = {"widget": widget, "ready": ready, "text": text, "seen": seen, "cpu": descendants_cpu_seconds() - cpu_before,
              "parts": breakdown(timeline, widget)}
    if base:
        counts = wire(base)
        result.update(mb=counts["bytes"] / 1e6, answers=counts["answers"], files=counts["files"])
    return result


def breakdown(timeline: list, widget: float) -> dict[str, float]:
    """Seconds of each part of a visit (see PARTS and the module's docstring) from site/loading.html's timeline."""
    first: dict[str, float] = {}
    ran: list[float] = []
    imports = 0.0
    cells: list[float] = []
    for entry in timeline:
        name, at = entry[0], entry[1] / 1000
        first.setdefault(name, at)
        if name == "ran cell":
            ran.append(at)
        elif name.startswith("import ") and len(entry) > 2:
            imports += entry[2] / 1000
        elif name.startswith("cell "):
            cells.append(at)
    if "worker" not in first or "globals" not in first:
        return {}  # a page that runs no code, or a site built without the time stamps
    loaded = first.get("pyodide-loaded", first["globals"])
    fetched = first.get("pyodide-snapshot-fetched", first.get("pyodide-zip-fetched", first.get("pyodide-start", loaded)))
    parts = {
        "page": first["worker"],
        "snapshot": fetched - first.get("pyodide-start", fetched),
        "python": loaded - fetched,
        "kernel": first["globals"] - loaded,
        "imports": imports,
    }
    if cells and ran:
        parts["setup"] = ran[0] - first["globals"]
        parts["cells"] = ran[-1] - ran[0]
        parts["drawing"] = max(0.0, widget - ran[-1])
    return parts


def main(argv: list[str] | None = None) -> None:
    """Command line: measure the pages named (default: all), print a table and the goals."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="*", help="pages such as kirin/play (default: every page)")
    parser.add_argument("--repeat", type=int, default=1, help="visits of each kind per page (medians)")
    parser.add_argument("--timeout", type=float, default=180, help="seconds a page may take")
    parser.add_argument("--no-build", action="store_true", help="measure build/site as it is")
    parser.add_argument("--site", type=Path, help="measure this built site folder as it is (e.g. another "
                                                  "checkout's build/site, for a before/after run)")
    parser.add_argument("--save", action="store_true", help=f"write the table to {RESULTS.relative_to(ROOT)}")
    parser.add_argument("--network", choices=("4g", "fast", "none"),
                        help="serve through benchmarks/throttle.py: 4g (9 Mbit/s, 85 ms), fast (50 Mbit/s, "
                             "20 ms) or none (loopback, bytes counted); the second visit is then the next page")
    parser.add_argument("--phone", action="store_true",
                        help=f"a {PHONE['width']}x{PHONE['height']} touch screen, CPU {PHONE_CPU_SLOWDOWN}x slower")
    parser.add_argument("--sharing", choices=("fair", "fifo"), default="fair",
                        help="with --network: how answers share the link (see benchmarks/throttle.py; fifo is "
                             "../shared/tools/reach_check.py's model)")
    parser.add_argument("--next", dest="next_page", metavar="PAGE",
                        help="with --network: the page opened after each first visit (default: the next page named)")
    args = parser.parse_args(argv)
    if args.site:
        global SITE
        SITE = args.site.resolve()
        args.no_build = True
    if args.network:
        return measure_network(args)

    if not args.no_build:
        subprocess.run([str(ROOT / "tutor"), "site"], check=True)
    from playwright.sync_api import sync_playwright

    pages = [p.removesuffix(".html").removesuffix(".ipynb") for p in args.pages] or site_pages()
    size_mb, files = folder_megabytes(SITE)
    load_before = os.getloadavg()[0]
    print(f"site: {size_mb:.1f} MB in {files} files (goal < {GOALS['size_mb']:.0f} MB); "
          f"load average {load_before:.1f} on {os.cpu_count()} cores")
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

    lines = summary(results, size_mb, files, load_before)
    print("\n".join(lines))
    if args.save:
        RESULTS.write_text(report(results, lines) + kept_sections(), encoding="utf-8")
        print(f"wrote {RESULTS.relative_to(ROOT)}")


def open_context(browser, phone: bool):
    """A fresh private context (a desktop window, or a phone's screen); returns it and its page."""
    if phone:
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2.75)
    else:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(PROBE)
    page = context.new_page()
    if phone:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    return context, page


def biggest(files: dict, count: int = 6) -> str:
    """The ``count`` files that took most bytes on the wire, as "name 1.2" (MB)."""
    ranked = sorted(files.items(), key=lambda item: -item[1][0])[:count]
    return ", ".join(f"{path.rsplit('/', 1)[-1].split('?')[0]} {size / 1e6:.1f}" for path, (size, _n) in ranked)


def measure_network(args) -> None:
    """--network: each page's first visit and the next page, through the throttling server."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import throttle
    from playwright.sync_api import sync_playwright

    if not args.no_build:
        subprocess.run([str(ROOT / "tutor"), "site"], check=True)
    pages = [p.removesuffix(".html").removesuffix(".ipynb") for p in args.pages] or site_pages()
    network = dataclasses.replace(throttle.NETWORKS[args.network], sharing=args.sharing)
    for path in SITE.rglob("*"):  # compress once before measuring, as a host does ahead of time
        if path.is_file() and path.name.endswith(throttle.GZIP_ENDINGS):
            throttle.gzipped(str(path), path.stat().st_mtime)
    server, base = throttle.start(SITE, network)
    device = f"phone ({PHONE['width']}x{PHONE['height']}, CPU /{PHONE_CPU_SLOWDOWN})" if args.phone else "desktop"
    print(f"network {network.name} ({network.bits_per_second / 1e6:g} Mbit/s, {network.round_trip * 1000:g} ms, "
          f"{network.sharing} sharing), "
          f"{device}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'page':36} {'first: text':>11} {'widget':>6} {'MB':>6} {'files':>5}   "
          f"{'next page: text':>15} {'widget':>6} {'MB':>6} {'files':>5}")
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", *OFFLINE_ARGS],
            )
            for i, name in enumerate(pages):
                following = pages[(i + 1) % len(pages)] if len(pages) > 1 else name
                if args.next_page:
                    following = args.next_page.removesuffix(".html").removesuffix(".ipynb")
                runs = {"first": [], "next": []}
                for _ in range(args.repeat):
                    context, page = open_context(browser, args.phone)
                    runs["first"].append(visit(page, f"{base}voici/render/{name}.html", args.timeout, base))
                    runs["next"].append(visit(page, f"{base}voici/render/{following}.html", args.timeout, base))
                    context.close()
                first = {k: statistics.median(r[k] for r in runs["first"]) for k in ("widget", "mb", "answers")}
                nxt = {k: statistics.median(r[k] for r in runs["next"]) for k in ("widget", "mb", "answers")}
                first["text"], nxt["text"] = text_median(runs["first"]), text_median(runs["next"])
                first["seen"], nxt["seen"] = text_median(runs["first"], "seen"), text_median(runs["next"], "seen")
                rows.append((name, following, first, nxt, runs))
                print(f"{name:36} {seconds(first['text']):>11} {first['widget']:6.1f} {first['mb']:6.1f} "
                      f"{first['answers']:5.0f}   {seconds(nxt['text']):>15} {nxt['widget']:6.1f} {nxt['mb']:6.1f} "
                      f"{nxt['answers']:5.0f}  (next: {following})", flush=True)
                print(f"    first live widget on show (not hidden with the page's cells): first visit "
                      f"{seconds(first['seen'])} s, next page {seconds(nxt['seen'])} s", flush=True)
                for kind in ("first", "next"):
                    parts = medians(runs[kind])["parts"]
                    print(f"    {kind} visit, where the time goes (s): "
                          + ", ".join(f"{p} {parts[p]:.2f}" for p in PARTS if p in parts), flush=True)
            browser.close()
    finally:
        server.shutdown()
    print(f"first visit, biggest files on the wire (MB): {biggest(rows[0][4]['first'][0]['files'])}")
    print(f"next page, biggest files on the wire (MB): {biggest(rows[0][4]['next'][0]['files'])}")
    firsts = [r[2] for r in rows]
    nexts = [r[3] for r in rows]
    goals = NETWORK_GOALS
    print(f"first visit: max {max(f['mb'] for f in firsts):.1f} MB on the wire (goal <= {goals['first_mb']:g}), "
          f"widget median {statistics.median(f['widget'] for f in firsts):.1f} s, max "
          f"{max(f['widget'] for f in firsts):.1f} s (goal <= {goals['first']:g} s)")
    print(f"next page: widget median {statistics.median(n['widget'] for n in nexts):.1f} s, max "
          f"{max(n['widget'] for n in nexts):.1f} s (goal <= {goals['next']:g} s), "
          f"max {max(n['mb'] for n in nexts):.1f} MB on the wire")
    for kind, visits in (("first visit", firsts), ("next page", nexts)):
        goal = goals["first_text" if kind == "first visit" else "next_text"]
        texts = [v["text"] for v in visits]
        shown = [x for x in texts if x is not None]
        print(f"{kind}: first readable heading and paragraph "
              + (f"median {statistics.median(shown):.1f} s, max {max(shown):.1f} s" if shown else "never")
              + f" (goal <= {goal:g} s; {len(texts) - len(shown)} pages without a heading and paragraph)")
    print(f"load average {os.getloadavg()[0]:.1f} after; measured {time.strftime('%Y-%m-%d %H:%M')}")


def text_median(runs: list[dict], key: str = "text") -> float | None:
    """Median seconds to the first readable words (or ``key``) over a page's visits (None: never seen in any)."""
    seen = [r[key] for r in runs if r.get(key) is not None]
    return statistics.median(seen) if seen else None


def seconds(value: float | None) -> str:
    """Seconds with one decimal, or '-' for a figure not measured."""
    return "-" if value is None else f"{value:.1f}"


def medians(runs: list[dict]) -> dict:
    """Median widget, ready and cpu seconds, and the median of each part, over a page's visits of one kind."""
    out = {k: statistics.median(r[k] for r in runs) for k in ("widget", "ready", "cpu")}
    out["parts"] = {p: statistics.median(r["parts"][p] for r in runs if p in r["parts"])
                    for p in PARTS if any(p in r["parts"] for r in runs)}
    return out


def summary(results: dict, size_mb: float, files: int, load_before: float) -> list[str]:
    """The lines under the table: each goal, the parts of a visit, the load average."""
    apps = [n for n in results if n != "index"] or list(results)
    lines = [f"site: {size_mb:.1f} MB in {files} files (goal < {GOALS['size_mb']:.0f} MB)"]
    for kind in ("cold", "warm"):
        widgets = [medians(results[n][kind])["widget"] for n in apps]
        cpu = [medians(results[n][kind])["cpu"] for n in apps]
        worst = GOALS["warm_max"] if kind == "warm" else None
        within = sum(w <= (worst or GOALS[kind]) for w in widgets)
        goal = (f"goal median <= {GOALS[kind]:.0f} s" + (f", every page <= {worst:.0f} s" if worst else ""))
        lines.append(f"{kind}: first live widget median {statistics.median(widgets):.1f} s, max {max(widgets):.1f} s "
                     f"({goal}; {within} of {len(widgets)} pages within {worst or GOALS[kind]:.0f} s); "
                     f"browser CPU median {statistics.median(cpu):.1f} s")
        parts = [medians(results[n][kind])["parts"] for n in apps]
        shown = [f"{p} {statistics.median(x[p] for x in parts if p in x):.2f}" for p in PARTS if any(p in x for x in parts)]
        if shown:
            lines.append(f"{kind}: where the time goes (median s over the pages): " + ", ".join(shown))
    lines.append(f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} cores; "
                 f"measured {time.strftime('%Y-%m-%d %H:%M')}")
    return lines


#: The sections of benchmarks/results/site.md written by hand (the phone runs, before and after a change),
#: from this heading on: ``--save`` keeps them below the table it writes.
KEPT_FROM = "\n## On a phone"


def kept_sections() -> str:
    """What ``--save`` keeps of benchmarks/results/site.md: everything from KEPT_FROM on, or nothing."""
    try:
        text = RESULTS.read_text(encoding="utf-8")
    except OSError:
        return ""
    start = text.find(KEPT_FROM)
    return text[start:] if start != -1 else ""


def report(results: dict, lines: list[str]) -> str:
    """benchmarks/results/site.md: every page's figures and the parts of its visits."""
    head = ["page", "cold widget", "cold cpu", "warm widget", "warm cpu", *[f"warm {p}" for p in PARTS]]
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, runs in results.items():
        cold, warm = medians(runs["cold"]), medians(runs["warm"])
        cells = [name, f"{cold['widget']:.1f}", f"{cold['cpu']:.1f}", f"{warm['widget']:.1f}", f"{warm['cpu']:.1f}",
                 *[f"{warm['parts'][p]:.2f}" if p in warm["parts"] else "" for p in PARTS]]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join([
        "# The static site: seconds to the first live widget",
        "",
        "Written by `benchmarks/bench_site.py --save` (headless Chromium, every outside request refused).",
        "*cold*: a learner's first visit (empty cache); *warm*: the same page again. *cpu*: CPU seconds",
        "of the browser for the visit. The parts of a warm visit (seconds) are explained in the",
        "script's docstring; the machine is shared, so compare figures of the same run.",
        "",
        *[f"- {line}" for line in lines],
        "",
        *rows,
        "",
    ])


if __name__ == "__main__":
    main()
