"""Each stored practice position's idea: the Playing well idea it turns on, written into ``practice.json``; run on demand.

    .venv/bin/python benchmarks/practice_ideas.py                   # every game that has ideas: write them
    .venv/bin/python benchmarks/practice_ideas.py --check           # recompute, compare, write nothing
    .venv/bin/python benchmarks/practice_ideas.py --check --references   # also replay every reference (minutes)

A game has ideas when its engine has ``engines.<key>.endings.idea_of(observation, seat, best, tempting, deals,
seed) -> (idea, evidence)`` (Lauzait Cep!'s: the pull the coach's choice wins by in its imagined seasons,
:func:`engines.lauzait_cep.endings.deciding`, and the counts of those seasons). For each of the game's stored
positions (``widgets/results/practice.json``) the script replays the record, asks ``idea_of`` on :data:`DEALS`
imagined deals of seed :data:`SEED`, and stores ``"idea"`` (a key of ``widgets.<key>.ideas.IDEAS``; ``""`` when no
pull is clear) and ``"idea_evidence"`` (JSON data the page draws, so it plays no imagined games to show them) with
``"idea_deals"`` and ``"idea_seed"``, so a test can compute both again. Positions of games without ideas are left as
they are. ``benchmarks/practice_positions.py`` writes a re-searched game's positions without ideas: run this
script after it.

``--check`` recomputes every idea and says which differ (exit status 1 if any does); with ``--references`` it also
plays every position's reference again at its stored seed and playouts and compares the figures exactly (the tests
replay a stated subset, ``tests/lauzait_cep/test_lauzait_cep_ideas.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
from importlib import import_module
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engines import coach as shared  # noqa: E402
from widgets.results import practice  # noqa: E402

OUT = ROOT / "widgets" / "results" / "practice.json"
DEALS = 16
"""Imagined deals per choice for an idea (the coach's ``BUDGET``)."""
SEED = 0
"""The imagined deals' seed."""
FIGURES = ("win", "win_low", "win_high", "margin", "margin_low", "margin_high")


def idea_finder(game: str):
    """The game's ``idea_of``, or None when it has no ideas yet."""
    try:
        return import_module(f"engines.{game}.endings").idea_of
    except (ImportError, AttributeError):
        return None


def idea(entry: dict[str, Any], deals: int = DEALS, seed: int = SEED) -> tuple[str, Any]:
    """The idea of a stored position and its evidence, computed afresh."""
    state, seat = practice.load_position(entry)
    return idea_finder(entry["game"])(state.observation(seat), seat, entry["best"], entry["tempting"], deals, seed)


def reference_again(entry: dict[str, Any]) -> dict[str, Any]:
    """A stored position's reference played again at its seed and playouts: the loss and both choices' figures."""
    state, seat = practice.load_position(entry)
    ref = entry["reference"]
    module, name = ref["evaluate"].split(":")
    values = getattr(import_module(module), name)(state.observation(seat), seat, ref["playouts"], seed=ref["seed"],
                                                   actions=[entry["best"], entry["tempting"]])
    by_text = {str(e.action): e for e in values}
    gap = shared.compare(by_text[entry["best"]], by_text[entry["tempting"]], padded=True)
    return {"playouts": gap.playouts, "loss": {k: getattr(gap, k) for k in FIGURES},
            "best": {k: getattr(by_text[entry["best"]], k) for k in FIGURES},
            "tempting": {k: getattr(by_text[entry["tempting"]], k) for k in FIGURES}}


def reproduces(entry: dict[str, Any]) -> bool:
    """Whether a stored position's reference figures come out exactly again."""
    again, ref = reference_again(entry), entry["reference"]
    return again == {"playouts": ref["playouts"], "loss": ref["loss"], "best": ref["best"],
                     "tempting": ref["tempting"]}


def write(out: Path, stored: dict[str, Any]) -> None:
    """Write the stored file back as ``practice_positions.py`` writes it: one position a line."""
    head = {k: v for k, v in stored.items() if k != "positions"}
    head_text = json.dumps(head, indent=1)[:-2]
    lines = ",\n".join("  " + json.dumps(p) for p in stored["positions"])
    out.write_text(f'{head_text},\n "positions": [\n{lines}\n ]\n}}\n', encoding="utf-8")


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=list(practice.GAMES), help="only these games")
    parser.add_argument("--check", action="store_true", help="recompute and compare; write nothing")
    parser.add_argument("--references", action="store_true", help="with --check: replay every reference too")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    stored = json.loads(args.out.read_text(encoding="utf-8"))
    games = [g for g in (args.game or practice.GAMES) if idea_finder(g) is not None]
    wrong = 0
    for entry in stored["positions"]:
        if entry["game"] not in games:
            continue
        found, evidence = idea(entry)
        where = f"{entry['game']} {entry['players']}p seed {entry['record']['seed']} move {len(entry['record']['moves'])}"
        if args.check:
            same = entry.get("idea") == found and entry.get("idea_evidence") == evidence
            refs = reproduces(entry) if args.references else True
            wrong += not (same and refs)
            print(f"{where}: idea {found or '-'} {'as stored' if same else 'NOT as stored: ' + str(entry.get('idea'))}"
                  + ("" if not args.references else f"; reference {'reproduced' if refs else 'NOT reproduced'}"),
                  flush=True)
        else:
            entry.update({"idea": found, "idea_evidence": evidence, "idea_deals": DEALS, "idea_seed": SEED})
            print(f"{where}: {found or '-'}", flush=True)
    if not args.check:
        write(args.out, stored)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
