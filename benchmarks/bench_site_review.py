"""The coach's Review on the static site: seconds to the first row and to the whole review, per game.

    .venv/bin/python benchmarks/bench_site_review.py                  # every game's replay page
    .venv/bin/python benchmarks/bench_site_review.py kirin --stop-after 3

Serves ``build/site`` (built by ``./tutor site``; ``bench_site.py`` builds it) on 127.0.0.1 and,
in headless Chromium with every outside request refused, opens each game's replay page
(Python runs in the browser, in Pyodide), presses Review on the game the page opens with
and times, from the press, the first row of the review and the end of it (or the row given
by ``--stop-after``, after which Stop is pressed). Times come from the page's own clock.
The game the page opens with is the replay page's own (a seeded game of Standard bots), so
the figures compare with ``bench_coach.py`` (CPython, same budgets) in the same run.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.bench_site import CHROMIUM, PROBE, serve  # noqa: E402
from widgets.games import GAMES as REGISTRY  # noqa: E402

#: Each game's replay page and the class prefix of its widgets, from the registry.
GAMES = {info.key: info.css for info in REGISTRY}

#: Counts the review's rows as they appear, with the page's clock.
ROWS = """(css) => {
  window.__rows = [];
  new MutationObserver(() => {
    const n = document.querySelectorAll('.' + css + '-review-row').length;
    while (window.__rows.length < n) window.__rows.push(performance.now());
  }).observe(document.body, {childList: true, subtree: true});
  return performance.now();
}"""


def review(page, base: str, game: str, stop_after: int | None, timeout_s: float) -> dict:
    """Open ``game``'s replay page, press Review, and time its rows from the press."""
    css = GAMES[game]
    page.goto(f"{base}voici/render/{game}/replay.html", timeout=timeout_s * 1000)
    page.wait_for_function("window.__tt && window.__tt.ready !== null", timeout=timeout_s * 1000)
    button = page.locator(f".{css}-review:not([disabled])").first
    button.wait_for(timeout=timeout_s * 1000)
    pressed = page.evaluate(ROWS, css)
    button.click()
    page.wait_for_function("window.__rows.length >= 1", timeout=timeout_s * 1000)
    if stop_after is not None:
        page.wait_for_function(f"window.__rows.length >= {stop_after}", timeout=timeout_s * 1000)
        page.evaluate(f"document.querySelector('.{css}-review-stop')?.click()")
    banner = page.locator(f".{css}-review-banner", has_text="Reviewed")
    banner.wait_for(timeout=timeout_s * 1000)
    done = page.evaluate("performance.now()")
    rows = page.evaluate("window.__rows")
    return {"first": (rows[0] - pressed) / 1000, "whole": (done - pressed) / 1000, "rows": len(rows),
            "banner": banner.inner_text().strip()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", choices=[[], *GAMES], default=[])
    parser.add_argument("--stop-after", type=int, default=None, help="press Stop once this many rows are shown")
    parser.add_argument("--timeout", type=float, default=900)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    server, base = serve()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print("| game | rows | first row | whole review | banner |\n|---|---:|---:|---:|---|")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                 args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
            for game in args.games or list(GAMES):
                context = browser.new_context(viewport={"width": 1280, "height": 900})
                context.route("**/*", lambda route: route.continue_()
                              if route.request.url.startswith(base) else route.abort())
                context.add_init_script(PROBE)
                result = review(context.new_page(), base, game, args.stop_after, args.timeout)
                print(f"| {game} | {result['rows']} | {result['first']:.1f} s | {result['whole']:.1f} s | "
                      f"{result['banner'][:80]} |", flush=True)
                context.close()
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(f"load average {os.getloadavg()[0]:.1f} after")


if __name__ == "__main__":
    main()
