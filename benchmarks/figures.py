"""Compute the figures the analysis pages show and store them in widgets/results/.

The analysis pages open at once because they read these stored figures instead of
counting and simulating while a learner waits. For each game this runs
``widgets.results.<game>_figures.compute()`` (exact counts and seeded simulations, the
same code every time) and writes ``widgets/results/<game>_figures.json`` with:

- ``figures``: what the page shows (the full simulations);
- ``check``: the same code on a reduced case (``compute(quick=True)``), which
  ``tests/test_results.py`` recomputes on every test run: when the engine or the
  analysis code changes what comes out, the test fails until this script is run again.

Run from the repository root, on demand:

    .venv/bin/python benchmarks/figures.py                    # every game, writes the JSON
    .venv/bin/python benchmarks/figures.py --game kirin       # one game
    .venv/bin/python benchmarks/figures.py --check            # recompute all, compare, write nothing

``--check`` recomputes the full figures too (about half a minute) and exits with 1 when
any stored figure differs from a fresh computation.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.common import write_json  # noqa: E402
from widgets.games import KEYS  # noqa: E402

GAMES = KEYS
RESULTS = ROOT / "widgets" / "results"


def module(game: str):
    """The figures module of a game (``widgets.results.<game>_figures``)."""
    return importlib.import_module(f"widgets.results.{game}_figures")


def fresh(game: str) -> dict:
    """The stored form of a game's figures, computed now (JSON round trip: keys become text)."""
    figures = module(game)
    return json.loads(json.dumps({"game": game, "writer": "benchmarks/figures.py",
                                  "figures": figures.compute(), "check": figures.compute(quick=True)}))


def to_json_text(stored: dict) -> str:
    """Readable JSON: one level of indentation, short lists kept on one line."""
    return json.dumps(stored, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) the stored figures of the chosen games."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=GAMES, help="only this game (repeatable)")
    parser.add_argument("--check", action="store_true", help="compare with the stored figures, write nothing")
    args = parser.parse_args(argv)
    stale = 0
    for game in args.game or GAMES:
        start = time.perf_counter()
        now = fresh(game)
        seconds = time.perf_counter() - start
        path = RESULTS / f"{game}_figures.json"
        if args.check:
            stored = json.loads(path.read_text()) if path.exists() else None
            same = stored == now
            stale += not same
            print(f"{game}: {'the same as stored' if same else 'DIFFERENT from what is stored'} "
                  f"({seconds:.1f} s to recompute)")
        else:
            write_json(to_json_text(now), path)
            print(f"{game}: written to {path.relative_to(ROOT)} in {seconds:.1f} s")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
