"""A classroom against one Voila server: N learners open the same page at the same moment.

The server is started as ``./tutor launch`` starts it (or ``--url`` names one already
running). The learners run in a process of their own, never in the server's: by default
each in a private window of one headless Chromium. On a single machine those browsers
share the server's cores and use most of them (about 7 CPU-seconds to draw Kirin's play
app), so ``--chromium K`` keeps K learners in Chromium and makes the others *protocol
learners*: they make exactly the requests a browser makes (the page, the kernel's
websocket, every widget's state) without drawing, as if their browsers ran elsewhere.

First one learner of each kind opens the page alone, to learn how many widget views and
widget models a complete page has; a learner in the rush is done only when all of them
came (a page can finish "rendering" with its widgets missing). For every learner it
prints the seconds from the request to the last widget, or that the widgets never came;
then the kernels' memory while the learners are there and after they leave, the
server's worst response time to a tiny request while the pages load (a blocked or
starved event loop shows here), the CPU used by the server, the kernels and the
learners, and the machine's load average before and after.

Run from the repository root, on demand (not part of the tests):

    .venv/bin/python benchmarks/load_voila.py --learners 20 --page kirin/play.ipynb
    .venv/bin/python benchmarks/load_voila.py --learners 20 --chromium 2 --page kirin/play.ipynb \
        --env TUTOR_POOLS=kirin/play.ipynb=24            # a teacher who preheats the class's page
    .venv/bin/python benchmarks/load_voila.py --learners 5 --leave vanish --after 400

``--leave close`` closes each tab as a browser does (Voila then shuts the kernel down);
``--leave vanish`` drops the learners without a word (a laptop lid shut, a lost network),
which leaves their kernels to the server's culling of idle kernels. ``--voila-arg`` passes
an argument on to Voila and ``--env`` sets a variable for ``./tutor launch``, to compare
settings in the same sitting of the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import queue
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.voila_harness import (CHROMIUM, CHROMIUM_ARGS, ERROR_MARKERS, RENDERED_JS,  # noqa: E402
                                      WIDGET_VIEWS_JS, LoopLagProbe, Server, descendants,
                                      cpu_seconds, load_average, memory_mb, probe_path, start_server,
                                      wait_for_pools)

# --------------------------------------------------------------------------- the browsers' process


def _plays() -> dict[str, dict]:
    """What a learner does once a game's play page is there, to show the game can be played: the game's
    ``VOILA_PLAY`` (``benchmarks/bench_<key>.py``), by page. Pages not named here are only opened."""
    from benchmarks.common import game_bench
    from widgets.games import KEYS

    return {f"{key}/play.ipynb": game_bench(key).VOILA_PLAY for key in KEYS
            if hasattr(game_bench(key), "VOILA_PLAY")}


PLAYS = _plays()


def play_of(url: str) -> dict | None:
    """The play step for the page at ``url`` (see PLAYS), or None."""
    return next((play for page, play in PLAYS.items() if url.endswith("/" + page)), None)


async def learners(url: str, count: int, browsers: int, timeout: float, hold: float, leave: str,
                   views: int | None, models: int | None) -> None:
    """Send ``count`` learners to ``url`` at once (the first ``browsers`` in Chromium); print one JSON line each.

    A Chromium learner is done when Voila ran every cell and the page drew at least
    ``views`` widget views; a protocol learner (see :func:`protocol_learner`) when the
    states of at least ``models`` widget models arrived. With ``views=None`` one learner
    of each kind opens the page alone, and what it got is printed instead.
    """
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        if views is None:  # alone first: what a complete page holds when nothing else is going on
            context = await browser.new_context(viewport={"width": 1280, "height": 900})
            page = await context.new_page()
            await page.goto(url, timeout=timeout * 1000)
            await page.wait_for_function(RENDERED_JS, timeout=timeout * 1000, polling=100)
            await asyncio.sleep(1)
            drawn = await page.evaluate(WIDGET_VIEWS_JS)
            await page.close(run_before_unload=True)
            await asyncio.sleep(2)
            alone = await protocol_learner(0, url, time.monotonic(), timeout, 0)
            await say_goodbye(url, [alone], "close")
            await browser.close()
            print(json.dumps({"event": "reference", "time": time.time(), "views": drawn,
                              "models": alone.get("widget_models", 0)}), flush=True)
            return
        done_js = f"() => ({RENDERED_JS})() && ({WIDGET_VIEWS_JS})() >= {views}"
        contexts = [await browser.new_context(viewport={"width": 1280, "height": 900}) for _ in range(browsers)]
        pages = [await context.new_page() for context in contexts]
        print(json.dumps({"event": "ready", "time": time.time()}), flush=True)
        start = time.monotonic()

        async def in_chromium(number: int, page) -> dict:
            record = {"event": "learner", "learner": number, "kind": "chromium", "widgets_after": None,
                      "console": []}

            def note(message) -> None:  # what the page's own code complained about, with its time
                if message.type in ("error", "warning") and len(record["console"]) < 8:
                    record["console"].append(f"{time.monotonic() - start:.1f}s {message.type}: {message.text[:160]}")

            page.on("console", note)
            try:
                response = await page.goto(url, wait_until="commit", timeout=timeout * 1000)
                record["status"] = response.status if response else None
                record["first_byte"] = round(time.monotonic() - start, 2)
                left = max(1.0, timeout - (time.monotonic() - start))
                await page.wait_for_function(done_js, timeout=left * 1000, polling=100)
                record["widgets_after"] = round(time.monotonic() - start, 2)
                record["widget_views"] = await page.evaluate(WIDGET_VIEWS_JS)
                body = await page.locator("body").inner_text()
                record["errors"] = [marker for marker in ERROR_MARKERS if marker in body]
                play = play_of(url)
                if play:  # a game can be played: a click, and the kernel answers with the next position
                    await page.locator(f".{play['button']}").click(timeout=left * 1000)
                    left = max(1.0, timeout - (time.monotonic() - start))
                    await page.wait_for_function(
                        f"() => document.querySelectorAll('.{play['box']} .widget-button').length === {play['cards'] - 1}",
                        timeout=left * 1000, polling=100)
                    record["played_after"] = round(time.monotonic() - start, 2)
            except Exception as error:  # a timeout: say how far the page got
                record["failure"] = type(error).__name__
                try:
                    record["spinner"] = await page.locator("#loading").count() > 0
                    record["widget_views"] = await page.evaluate(WIDGET_VIEWS_JS)
                except Exception:
                    pass
            print(json.dumps(record), flush=True)
            return record

        async def by_protocol(number: int) -> dict:
            record = await protocol_learner(number, url, start, timeout, models or 1)
            print(json.dumps({k: v for k, v in record.items() if k not in ("socket",)}), flush=True)
            return record

        records = await asyncio.gather(*(in_chromium(n + 1, page) for n, page in enumerate(pages)),
                                       *(by_protocol(n + 1) for n in range(browsers, count)))
        print(json.dumps({"event": "all_done", "time": time.time()}), flush=True)
        await asyncio.sleep(hold)
        if leave == "close":
            await asyncio.gather(*(page.close(run_before_unload=True) for page in pages))
            await asyncio.sleep(2)  # the unload beacons go out
            await browser.close()
        else:  # vanish: the browser is gone at once, no goodbye to the server
            pid = browser_pid()
            if pid:
                os.kill(pid, 9)
        await say_goodbye(url, [r for r in records if r.get("kind") == "protocol"], leave)
        print(json.dumps({"event": "left", "time": time.time()}), flush=True)


async def say_goodbye(url: str, records: list[dict], leave: str) -> None:
    """Protocol learners leave: as a closing tab does (Voila's shutdown request), or by just vanishing."""
    from tornado.httpclient import AsyncHTTPClient

    base = url.split("/voila/")[0]
    for record in records:
        socket, kernel = record.get("socket"), record.get("kernel")
        if leave == "close" and kernel:
            try:
                await AsyncHTTPClient().fetch(f"{base}/voila/api/shutdown/{kernel}", method="POST", body="",
                                              raise_error=False)
            except Exception:
                pass
        if socket is not None:
            socket.close()


async def protocol_learner(number: int, url: str, start: float, timeout: float, expected: int) -> dict:
    """A learner without a browser: the requests a browser makes, none of its drawing.

    It asks for the page (Voila runs the notebook and streams the HTML), connects to the
    page's kernel over a websocket, and asks the widgets' control channel for every
    widget's state, as the page's widget manager does before it draws. Done when the
    states of at least ``expected`` widget models arrived. What the server and the kernels
    do is exactly what a real browser makes them do; only the drawing is left out.
    """
    import re
    import uuid

    from tornado.httpclient import AsyncHTTPClient
    from tornado.websocket import websocket_connect

    record = {"event": "learner", "learner": number, "kind": "protocol", "widgets_after": None}
    try:
        answer = await AsyncHTTPClient().fetch(url, request_timeout=timeout, connect_timeout=timeout)
        record["status"] = answer.code
        record["page_after"] = round(time.monotonic() - start, 2)
        html = answer.body.decode()
        record["errors"] = [marker for marker in ERROR_MARKERS if marker in html]
        kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', html).group(1)
        session = uuid.uuid4().hex
        socket = await websocket_connect(url.split("/voila/")[0].replace("http", "ws", 1)
                                         + f"/api/kernels/{kernel}/channels?session_id={session}",
                                         connect_timeout=timeout)

        def send(msg_type: str, content: dict, metadata: dict | None = None) -> None:
            header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "learner",
                      "session": session, "date": "", "version": "5.3"}
            socket.write_message(json.dumps({"header": header, "parent_header": {}, "metadata": metadata or {},
                                             "content": content, "channel": "shell", "buffers": []}))

        comm = uuid.uuid4().hex
        send("kernel_info_request", {})
        send("comm_open", {"comm_id": comm, "target_name": "jupyter.widget.control", "data": {}},
             {"version": "1.0.0"})
        send("comm_msg", {"comm_id": comm, "data": {"method": "request_states"}})

        async def next_message() -> dict | None:
            left = timeout - (time.monotonic() - start)
            raw = await asyncio.wait_for(socket.read_message(), max(1.0, left))
            if raw is None:
                return None
            if isinstance(raw, bytes):  # a message with binary buffers: its JSON part comes first
                offsets = [int.from_bytes(raw[4 + 4 * i:8 + 4 * i], "big") for i in range(2)]
                raw = raw[offsets[0]:offsets[1]].decode()
            return json.loads(raw)

        states: dict = {}
        while True:
            message = await next_message()
            if message is None:
                record["failure"] = "websocket closed"
                break
            data = message.get("content", {}).get("data", {})
            if message.get("msg_type") == "comm_msg" and data.get("method") == "update_states":
                states = data.get("states", {})
                record["widget_models"] = len(states)
                if record["widget_models"] >= expected:
                    record["widgets_after"] = round(time.monotonic() - start, 2)
                else:
                    record["failure"] = f"only {record['widget_models']} widget models"
                break
        play = play_of(url)
        if play and record["widgets_after"] is not None:  # click as the browser's widget manager does
            classes = {model: set(entry.get("state", {}).get("_dom_classes", ())) for model, entry in states.items()}
            button = next(model for model, names in classes.items() if play["button"] in names)
            box = next(model for model, names in classes.items() if play["box"] in names)
            send("comm_msg", {"comm_id": button, "data": {"method": "custom", "content": {"event": "click"}}})
            while True:
                message = await next_message()
                if message is None:
                    record["failure"] = "websocket closed after the click"
                    break
                content = message.get("content", {})
                data = content.get("data", {})
                if (message.get("msg_type") == "comm_msg" and content.get("comm_id") == box
                        and len(data.get("state", {}).get("children", [None] * play["cards"])) == play["cards"] - 1):
                    record["played_after"] = round(time.monotonic() - start, 2)
                    break
        record["socket"], record["kernel"] = socket, kernel
    except Exception as error:
        record["failure"] = f"{type(error).__name__}: {error}"[:200]
    return record


def browser_pid() -> int | None:
    """The pid of this process's Chromium (its direct child), if any."""
    import psutil

    for child in psutil.Process().children(recursive=True):
        if "chrom" in child.name():
            return child.pid
    return None


# --------------------------------------------------------------------------- the conductor


def reference(url: str, timeout: float) -> tuple[int, int]:
    """One learner of each kind opens ``url`` alone: how many widget views and models a complete page has."""
    result = subprocess.run([sys.executable, __file__, "--send-learners", url, "--learners", "1",
                             "--timeout", str(timeout)], cwd=ROOT, capture_output=True, text=True)
    try:
        alone = json.loads(result.stdout.strip().splitlines()[-1])
        return alone["views"], alone["models"]
    except (IndexError, KeyError, json.JSONDecodeError):
        raise SystemExit(f"one learner alone could not open {url}:\n{result.stdout}{result.stderr[-3000:]}") from None


def wait_for_filled(server: Server, timeout: float) -> float:
    """Wait until Voila's log says every pool is filled (its kernels started; their pages may still run)."""
    start = time.monotonic()
    pools = next((int(m.group(1)) for line in server.output
                  if (m := re.search(r"preheated kernels: (\d+) gallery pages", line))), 1)
    while time.monotonic() - start < timeout:
        if server.log_path.read_text(errors="replace").count("is filled with") >= pools:
            break
        time.sleep(0.5)
    return time.monotonic() - start


def wait_for_ready(server: Server, timeout: float) -> float:
    """Wait until ./tutor launch prints that the class's pages are ready; the seconds since it started."""
    start = time.monotonic()
    while time.monotonic() - start < timeout and server.ready_after() is None:
        time.sleep(0.5)
    return server.ready_after() or float("nan")


def summarize_memory(samples: list[tuple[float, int, float, float]], since: float, until: float) -> str:
    """Peak kernels and memory among samples taken in [since, until]."""
    chosen = [s for s in samples if since <= s[0] <= until] or samples[-1:]
    peak = max(chosen, key=lambda s: s[3])
    return f"{peak[1]} kernels, {peak[2]:.0f} MB resident, {peak[3]:.0f} MB unique"


def run(args: argparse.Namespace, chromium: int) -> int:
    """Start (or use) the server, send the learners, watch, report. Returns 0 when every learner got widgets."""
    print(f"Conditions: {load_average()}; {args.learners} learners open {args.page} at once "
          f"({chromium} in Chromium, {args.learners - chromium} by protocol; all in a process of their own), "
          f"leave by {args.leave}")
    server: Server | None = None
    if args.url:
        base = args.url.rstrip("/")
        views, models = reference(f"{base}/voila/render/{args.page}", args.timeout)
    else:
        env = dict(item.split("=", 1) for item in args.env)
        if args.come != "settled":
            # What a complete page holds, learnt on a server of its own, so that the class's server
            # meets its learners exactly when they come.
            alone = start_server(args.voila_arg, env={**env, "TUTOR_POOL_SIZE": "0", "TUTOR_POOLS": f"{args.page}=1"})
            try:
                wait_for_pools(alone, expected=1, timeout=300)
                views, models = reference(f"{alone.url}/voila/render/{args.page}", args.timeout)
            finally:
                alone.stop()
        launched = time.monotonic()
        server = start_server(args.voila_arg, env=env)
        base = server.url
        print(f"Server: ./tutor launch {' '.join(args.voila_arg)} {' '.join(args.env)} at {base}, "
              f"answering {time.monotonic() - launched:.1f} s after the command")
        if args.expect_kernels is None:
            args.expect_kernels = server.preheated
        if args.come == "settled":
            waited = wait_for_pools(server, expected=args.expect_kernels, timeout=900)
            print(f"  pools settled after {waited:.0f} s: {len(server.kernels())} kernels waiting, "
                  f"{memory_mb(server.kernels())[1]:.0f} MB unique; {load_average()}")
        elif args.come == "filled":
            waited = wait_for_filled(server, timeout=900)
            print(f"  Voila logged every pool filled {waited:.0f} s after the command: {len(server.kernels())} "
                  f"kernels started, {memory_mb(server.kernels())[1]:.0f} MB unique; {load_average()}")
        else:
            ready = server.ready_after()
            if args.come == "ready":
                waited = wait_for_ready(server, timeout=900)
                ready = waited
            print(f"  the class comes {time.monotonic() - launched:.0f} s after the command"
                  + (f" (./tutor launch said the class's page was ready after {ready:.0f} s)" if ready else "")
                  + f": {len(server.kernels())} kernels started; {load_average()}")
    url = f"{base}/voila/render/{args.page}"
    if args.come == "settled" and not args.url:
        views, models = reference(url, args.timeout)
        wait_for_pools(server, expected=args.expect_kernels, timeout=900)
    print(f"  one learner alone first: the page draws {views} widget views of {models} widget models; "
          f"a learner is done when all have come"
          + (f"; then declares a card ({play_of(url)['button']})" if play_of(url) else ""))
    samples: list[tuple[float, int, float, float]] = []
    results: list[dict] = []
    events: dict[str, float] = {}
    cpu: dict[str, tuple[float, float, float, float]] = {}
    lines: queue.Queue[str | None] = queue.Queue()
    try:
        with LoopLagProbe(base + probe_path()) as probe:
            child = subprocess.Popen(
                [sys.executable, __file__, "--send-learners", url, "--learners", str(args.learners),
                 "--chromium", str(chromium), "--timeout", str(args.timeout), "--hold", str(args.hold),
                 "--leave", args.leave, "--views", str(views), "--models", str(models)],
                cwd=ROOT, stdout=subprocess.PIPE, text=True)

            def read() -> None:
                for line in child.stdout:
                    lines.put(line)
                lines.put(None)

            threading.Thread(target=read, daemon=True).start()
            finished = False
            last_sample = 0.0
            after_left = None
            while True:
                try:
                    line = lines.get(timeout=0.2)
                except queue.Empty:
                    line = ""
                if line is None:
                    finished = True
                    after_left = after_left or time.time()
                elif line:
                    try:
                        message = json.loads(line)
                    except json.JSONDecodeError:
                        message = {"event": "noise"}
                    if message["event"] == "learner":
                        results.append(message)
                    elif message["event"] != "noise":
                        events[message["event"]] = message["time"]
                        if message["event"] in ("ready", "all_done") and server:
                            snapshot = (cpu_seconds(server.server_processes()), cpu_seconds(server.kernels()),
                                        cpu_seconds(descendants(child.pid)), time.time())
                            cpu[message["event"]] = snapshot
                        if message["event"] == "left":
                            after_left = time.time()
                if server and time.time() - last_sample >= 1.0:
                    last_sample = time.time()
                    kernels = server.kernels()
                    samples.append((last_sample, len(kernels), *memory_mb(kernels)))
                if finished:
                    if not server or time.time() - after_left >= args.after:
                        break
                    if samples and samples[-1][1] <= args.expect_kernels and time.time() - after_left >= 5:
                        break  # every learner's kernel is gone: memory is back
            child.wait()
    finally:
        if server:
            server.stop()
    # ---- report
    results.sort(key=lambda r: r["learner"])
    print(f"Page: {url}")
    for r in results:
        who = f"learner {r['learner']:2d} ({r.get('kind', 'chromium')})"
        if r["widgets_after"] is not None:
            note = f"  ERRORS: {r['errors']}" if r.get("errors") else ""
            if r.get("kind") == "protocol":
                detail = f"page complete {r.get('page_after', float('nan')):.1f} s, {r.get('widget_models')} widget models"
            else:
                detail = f"first byte {r.get('first_byte', float('nan')):.1f} s, {r.get('widget_views', 0)} widget views"
            played = (f", played a card after {r['played_after']:.1f} s" if r.get("played_after") is not None
                      else ", its card NOT played" if play_of(url) else "")
            print(f"  {who}: widgets after {r['widgets_after']:6.1f} s{played} ({detail}){note}")
        else:
            if r.get("kind") == "protocol":
                detail = f"{r.get('failure')}"
            else:
                detail = (f"{r.get('failure')}; spinner {'still shown' if r.get('spinner') else 'gone'}, "
                          f"{r.get('widget_views', 0)} widget views")
            print(f"  {who}: NO widgets within {args.timeout:.0f} s ({detail})")
            for message in r.get("console", [])[:4]:
                print(f"      console {message}")
    got = [r["widgets_after"] for r in results if r["widgets_after"] is not None]
    print(f"Widgets: {len(got)} of {args.learners} learners"
          + (f"; median {statistics.median(got):.1f} s, slowest {max(got):.1f} s" if got else "")
          + f"; within {args.goal:.0f} s: {sum(g <= args.goal for g in got)}")
    played = [r["played_after"] for r in results if r.get("played_after") is not None]
    if play_of(url):
        print(f"Played a card: {len(played)} of {args.learners} learners"
              + (f"; slowest {max(played):.1f} s after the rush began" if played else ""))
    ready, done = events.get("ready", 0.0), events.get("all_done", time.time())
    print(f"Server's worst answer to a tiny request while pages loaded: {probe.worst(ready - 1, done):.2f} s")
    cpu_before, cpu_after = cpu.get("ready"), cpu.get("all_done")
    if cpu_before and cpu_after:
        span = cpu_after[3] - cpu_before[3]
        print(f"CPU seconds while pages loaded ({span:.0f} s wall, {os.cpu_count()} cores): "
              f"server {cpu_after[0] - cpu_before[0]:.0f}, kernels {cpu_after[1] - cpu_before[1]:.0f}, "
              f"learners (browsers and protocol clients) {cpu_after[2] - cpu_before[2]:.0f}")
    if server:
        print(f"Kernels while learners were there: {summarize_memory(samples, ready, events.get('left', done))}")
        left = events.get("left", after_left or time.time())
        last = samples[-1]
        print(f"Kernels {last[0] - left:.0f} s after they left: {last[1]} kernels, {last[2]:.0f} MB resident, "
              f"{last[3]:.0f} MB unique")
    print(f"Conditions after: {load_average()}")
    if server:
        print(f"(server log: {server.log_path})")
    return 0 if len(got) == args.learners and (not play_of(url) or len(played) == args.learners) else 1


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the classroom (or, internally, the browsers' side)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=10)
    parser.add_argument("--page", default=next(iter(PLAYS), "index.ipynb"), help="notebook path below notebooks/")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds a learner waits for widgets")
    parser.add_argument("--hold", type=float, default=10.0, help="seconds the learners stay once all are in")
    parser.add_argument("--leave", choices=("close", "vanish"), default="close")
    parser.add_argument("--after", type=float, default=60.0,
                        help="seconds to watch the kernels' memory after the learners left")
    parser.add_argument("--url", help="use this running server instead of starting ./tutor launch")
    parser.add_argument("--voila-arg", action="append", default=[], help="an argument for Voila (repeatable)")
    parser.add_argument("--env", action="append", default=[], help="KEY=VALUE for ./tutor launch (repeatable)")
    parser.add_argument("--expect-kernels", type=int, default=None,
                        help="preheated kernels to wait for before the learners come "
                             "(default: as many as ./tutor launch says it keeps)")
    parser.add_argument("--chromium", type=int, default=None,
                        help="how many of the learners use Chromium (default: all); the others are "
                             "protocol learners that make a browser's requests without drawing")
    parser.add_argument("--come", choices=("settled", "filled", "printed", "ready"), default="settled",
                        help="when the class comes: once the preheated kernels are quiet (settled, the default), "
                             "once Voila logs every pool filled (filled: kernels started, pages maybe still "
                             "running), as soon as ./tutor launch prints its address (printed), or when it "
                             "says the class's page is ready (ready)")
    parser.add_argument("--goal", type=float, default=30.0, help="seconds within which every learner should "
                                                                  "have the page (counted in the report)")
    parser.add_argument("--send-learners", metavar="URL", help=argparse.SUPPRESS)
    parser.add_argument("--views", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--models", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    chromium = args.learners if args.chromium is None else min(args.chromium, args.learners)
    if args.send_learners:
        asyncio.run(learners(args.send_learners, args.learners, chromium, args.timeout, args.hold, args.leave,
                             args.views, args.models))
        return 0
    return run(args, chromium)


if __name__ == "__main__":
    sys.exit(main())
