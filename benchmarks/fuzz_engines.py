"""A long fuzz run of the four engines' trust boundary; run on demand.

    .venv/bin/python benchmarks/fuzz_engines.py                     # 10^5 games per game: hours
    .venv/bin/python benchmarks/fuzz_engines.py --games 2000        # a few minutes
    .venv/bin/python benchmarks/fuzz_engines.py --only kirin --games 500 --seed 7
    .venv/bin/python benchmarks/fuzz_engines.py --budget 150       # at most 150 s per game

For every game (each player count in turn) it plays random games through the public
API (a random seat of ``to_act``, a random legal action) and, at a few sampled steps
of each game, checks what ``engines.testing.check_bad_inputs`` and
``check_saved_states`` check in the tests:

* wrong seats (negative, ``bool``, float, text, ``None``, out of range) for
  ``apply``, ``legal_actions`` and ``observation`` raise ``IllegalAction`` with rule
  ``seats``;
* actions of the wrong type, and notation that reads as nothing, raise ``InvalidInput``;
  stale actions and actions of an idle seat ``IllegalAction``; every message is short;
* none of those refusals changes the state;
* the game's record round-trips through JSON exactly, and tampered copies of it
  (``engines.testing.tamper``: a move dropped, duplicated, reordered, given to another
  seat or replaced by another move; a derived field changed; an end that did not
  happen; how it starts, its players, rules, seed or options, damaged) are refused with
  ``InvalidInput`` or load as a game whose own record is the tampered one, field for
  field, and that plays on;
* hostile records of each kind of ``engines.testing.records.HOSTILE_KINDS`` (a number
  too long to write out, field names of mixed types, nesting 100,000 deep, a derived field
  or counter of a near-miss type, a stacked deal: a game record carrying a setup, a
  generator or dealt cards, or a position relabelled as a game; a disagreeing log: a
  position with the log of a later round) are each refused with a short ``InvalidInput``
  and nothing else, by ``from_json`` and ``position_from_json``.

The table counts, per game, the tampered records tried, refused and accepted (each
accepted one was checked to replay to exactly its fields), the tampering kinds, and the
hostile records by kind with how many escaped (anything but a short ``InvalidInput``, or
loaded: a stacked deal that loads as a game is one).

Parsers and ``new_game`` are fed wrong types once per game and player count. A failure
never stops the run: it is counted, and the first few are printed with the seed that
reproduces them. Progress goes to stderr; the summary table to stdout.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(ROOT / "tests") not in sys.path:  # share_fuzz, the tampered links, is test tooling: never shipped
    sys.path.append(str(ROOT / "tests"))

from engines import IllegalAction, InvalidInput  # noqa: E402
from engines.testing import MESSAGE_LIMIT, NOT_SEATS, WRONG_TYPES, load_tampered, names_a_legal_action  # noqa: E402
from engines.testing.records import HOSTILE_KINDS, hostile_kind, play_on  # noqa: E402
from widgets.games import GAMES as REGISTRY  # noqa: E402
from share_fuzz import open_tampered, tampered_links  # noqa: E402

GAMES = {info.key: (info.engine, tuple(info.State.PLAYER_COUNTS)) for info in REGISTRY}
"""--only name: (module, player counts)."""
MAX_STEPS = 200_000
"""A random game longer than this counts as a failure (it would never end). Random play of
Lauzait Cep! forms and dissolves about as often as it declares, so some of its games (7 of
150 in one run) go past 20,000 steps before a vote or a declaration ends them."""
SHOWN = 5
"""Failures printed per game (all are counted)."""
GARBAGE = "RBGWJQSXKT0123456789+-=* abcdefghijklmnopqrstuvwxyz"


@dataclass
class Tally:
    """What the run did for one game."""

    games: int = 0
    steps: int = 0
    positions: int = 0
    bad_inputs: int = 0
    saved_states: int = 0
    accepted_damaged: int = 0
    kinds: Counter = field(default_factory=Counter)
    """Tampered records by kind of tampering."""
    hostile: Counter = field(default_factory=Counter)
    """Hostile records tried, by kind."""
    escaped: Counter = field(default_factory=Counter)
    """Hostile records by kind that got out as anything but a short ``InvalidInput`` (or loaded)."""
    links: Counter = field(default_factory=Counter)
    """Tampered links (``tests/share_fuzz.py``) by kind and outcome: ``(kind, "opened" | "refused" | ...)``."""
    later: dict | None = None
    """The last position of the previous game, for a disagreeing log (the log of a later round)."""
    failures: int = 0
    examples: list = field(default_factory=list)
    where: str = ""
    """Where the checks now running are (game, seed, step), for failure reports."""

    def fail(self, where: str, what: str) -> None:
        """Count a failure and keep its description if it is among the first few."""
        self.failures += 1
        if len(self.examples) < SHOWN:
            self.examples.append(f"{where}: {what}")


class Failure(Exception):
    """A breach of the contract found by one check."""


def _refused(call, allowed, tally: Tally, what: str, rule: str | None = None) -> None:
    """``call()`` must raise one of ``allowed`` with a short message (and ``rule`` if given).

    A breach is counted in ``tally`` (with ``tally.where``) and the run goes on.
    """
    tally.bad_inputs += 1
    try:
        call()
    except allowed as exc:
        if not str(exc) or len(str(exc)) > MESSAGE_LIMIT:
            tally.fail(tally.where, f"{what}: a message of {len(str(exc))} characters")
        elif rule is not None and getattr(exc, "rule", None) != rule:
            tally.fail(tally.where, f"{what}: refused with rule {getattr(exc, 'rule', None)!r}, not {rule!r}")
        return
    except Exception as exc:  # noqa: BLE001 - finding these is the point
        tally.fail(tally.where, f"{what}: {type(exc).__name__}: {str(exc)[:120]}")
        return
    tally.fail(tally.where, f"{what}: accepted")


def check_entry_points(module, players: int, tally: Tally) -> None:
    """Parsers and ``new_game`` refuse inputs of the wrong type."""
    parsers = [getattr(module, name) for name in ("parse_cards", "card", "parse_card", "parse_grid")
               if hasattr(module, name)]
    deep: list = []
    for _ in range(3000):
        deep = [deep]
    for parse in parsers:
        for bad in (*WRONG_TYPES, deep, "ZZ9", "R7 " * 50_000):
            _refused(lambda: parse(bad), (InvalidInput,), tally, f"{parse.__name__}({type(bad).__name__})")
    for bad in (0, -players, 99, True, float(players), str(players)):
        _refused(lambda: module.new_game(bad, seed=1), (InvalidInput,), tally, f"new_game({bad!r})")
    for bad in ("strict", 5, {"x": 1}):
        _refused(lambda: module.new_game(players, seed=1, rules=bad), (InvalidInput,), tally,
                 f"new_game(rules={bad!r})")
    for bad in ([1], {"a": 1}, "7", 7.0, True):
        _refused(lambda: module.new_game(players, seed=bad), (InvalidInput,), tally, f"new_game(seed={bad!r})")


def check_position(module, state, rng: random.Random, stale: list, tally: Tally, mutations: int,
                   hostile: int = 1, links: int = 0) -> None:
    """Bad seats, bad actions and tampered records at one position (see the module notes)."""
    tally.positions += 1
    before = state.to_json()
    seats = state.to_act()
    seat = seats[0] if seats else 0
    legal = state.legal_actions(seat) if seats else []
    some = legal[0] if legal else "x"
    for bad in (*NOT_SEATS, state.players):
        _refused(lambda: state.observation(bad), (IllegalAction,), tally, f"observation({bad!r})", "seats")
        _refused(lambda: state.legal_actions(bad), (IllegalAction,), tally, f"legal_actions({bad!r})", "seats")
        _refused(lambda: state.apply(bad, some), (IllegalAction,), tally, f"apply({bad!r}, ...)", "seats")
    if seats:
        legal_text = {str(a) for a in legal}
        garbage = ["".join(rng.choice(GARBAGE) for _ in range(rng.randint(1, 16))) for _ in range(3)]
        for bad in (*WRONG_TYPES, "", "\u2603", "R7 " * 30_000):
            _refused(lambda: state.apply(seat, bad), (InvalidInput,), tally, f"apply(action={str(bad)[:20]!r})")
        for bad in garbage:  # random text may name a real action that is not legal now
            if not names_a_legal_action(state, bad, legal):
                _refused(lambda: state.apply(seat, bad), (IllegalAction, InvalidInput), tally,
                         f"apply(action={bad[:20]!r})")
        for old in stale:
            if str(old) not in legal_text:
                _refused(lambda: state.apply(seat, old), (IllegalAction,), tally, f"stale action {old}")
        idle = [s for s in range(state.players) if s not in seats]
        if idle and legal:
            who = rng.choice(idle)
            if str(legal[0]) not in {str(a) for a in state.legal_actions(who)}:
                _refused(lambda: state.apply(who, legal[0]), (IllegalAction,), tally, "action by an idle seat")
    if state.to_json() != before:
        raise Failure("a refused input changed the state")
    tally.saved_states += 1
    if module.from_json(json.loads(json.dumps(before))).to_json() != before:
        raise Failure("the JSON round trip is not exact")
    position = state.to_position_json()
    for _ in range(hostile):
        check_hostile_records(module, before, position, rng, tally)
    if seats and links:
        check_tampered_links(state, rng, tally, links)
    for _ in range(mutations):
        tally.saved_states += 1
        try:
            what, loaded = load_tampered(module, before, rng)
        except AssertionError as exc:
            tally.fail(tally.where, str(exc)[:200])
            continue
        tally.kinds[what.split(":")[0]] += 1
        if loaded is None:
            continue
        tally.accepted_damaged += 1
        try:
            play_on(loaded, random.Random(rng.random()), 40)
        except Exception as exc:  # noqa: BLE001
            tally.fail(tally.where, f"from_json accepted {what}, then {type(exc).__name__}: {str(exc)[:120]}")


def check_hostile_records(module, record: dict, position: dict, rng: random.Random, tally: Tally) -> None:
    """One hostile record of each kind: only a short ``InvalidInput`` may come out."""
    for kind in HOSTILE_KINDS:
        made = hostile_kind(kind, record, position, rng, tally.later)
        if made is None:
            continue
        what, doc, loader = made
        tally.hostile[kind] += 1
        try:
            getattr(module, loader)(doc)
        except InvalidInput as exc:
            if str(exc) and len(str(exc)) <= MESSAGE_LIMIT:
                continue
            problem = f"a message of {len(str(exc))} characters"
        except Exception as exc:  # noqa: BLE001 - finding these is the point
            problem = f"{type(exc).__name__}: {str(exc)[:100]}"
        else:
            problem = "loaded"
        tally.escaped[kind] += 1
        tally.fail(tally.where, f"{kind} ({what}, {loader}): {problem}")


def check_tampered_links(state, rng: random.Random, tally: Tally, count: int) -> None:
    """Tampered links of one seat's view: each opens as the view it carries, or is refused; nothing else."""
    for kind, text in tampered_links(state, rng.randrange(state.players), rng, count):
        outcome = open_tampered(text, type(state))
        tally.links[kind, outcome] += 1
        if outcome not in ("opened", "refused"):
            tally.fail(tally.where, f"tampered link ({kind}): {outcome}")


def fuzz_game(name: str, games: int, seed: int, checks: float, mutations: int,
              progress, budget: float | None = None, hostile: int = 1, links: int = 0) -> Tally:
    """Play ``games`` random games of one game (player counts in turn) with the checks.

    With a ``budget`` (seconds), stop early once it is spent; the tally says how many
    games were played.
    """
    started = time.perf_counter()
    module_name, counts = GAMES[name]
    module = importlib.import_module(module_name)
    tally = Tally()
    for players in counts:
        tally.where = f"{players} players, entry points"
        check_entry_points(module, players, tally)
    mean_length = 500.0  # steps of a game so far, on average (sets how often a position is checked)
    for g in range(games):
        if budget is not None and time.perf_counter() - started > budget:
            break
        players = counts[g % len(counts)]
        game_seed = seed * 1_000_003 + g
        rng = random.Random(game_seed)
        where = f"{players} players, seed {game_seed}"
        try:
            state = module.new_game(players, seed=game_seed)
        except Exception as exc:  # noqa: BLE001
            tally.fail(where, f"new_game: {type(exc).__name__}: {exc}")
            continue
        chance = min(1.0, checks / mean_length)  # about ``checks`` checked positions per game
        stale: list = []
        step = 0
        try:
            while True:
                if budget is not None and time.perf_counter() - started > budget:
                    break  # the budget is spent: this game stops where it is
                if step == 0 or rng.random() < chance:
                    tally.where = f"{where}, step {step}"
                    try:
                        check_position(module, state, rng, stale, tally, mutations, hostile, links)
                    except Failure as exc:
                        tally.fail(tally.where, str(exc))
                    except Exception as exc:  # noqa: BLE001
                        tally.fail(tally.where, f"{type(exc).__name__}: {str(exc)[:120]}")
                seats = state.to_act()
                if not seats:
                    break
                if step >= MAX_STEPS:
                    raise Failure(f"no end after {MAX_STEPS} steps")
                seat = rng.choice(seats)
                actions = state.legal_actions(seat)
                if not actions:
                    raise Failure(f"seat {seat} must act but has no legal action")
                stale = (stale + actions[:2])[-6:]
                state.apply(seat, rng.choice(actions))
                step += 1
        except Failure as exc:
            tally.fail(f"{where}, step {step}", str(exc))
        except Exception as exc:  # noqa: BLE001
            tally.fail(f"{where}, step {step}", f"random play: {type(exc).__name__}: {str(exc)[:120]}")
        tally.games += 1
        tally.later = state.to_position_json()
        tally.steps += step
        mean_length = (tally.steps + 2 * 500.0) / (tally.games + 2)  # two games of 500 steps as a prior
        progress(name, g + 1, games, tally)
    return tally


def main(argv: list[str] | None = None) -> None:
    """Fuzz the chosen games and print the summary."""
    parser = argparse.ArgumentParser(description="Fuzz the four engines' trust boundary.")
    parser.add_argument("--games", type=int, default=100_000, help="random games per game (default 10^5)")
    parser.add_argument("--only", action="append", choices=sorted(GAMES), help="fuzz only this game; may be repeated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--checks", type=float, default=1.0,
                        help="checked positions per game on average, besides the first (default 1)")
    parser.add_argument("--mutations", type=int, default=3, help="tampered records per checked position (default 3)")
    parser.add_argument("--hostile", type=int, default=1,
                        help="hostile records of each kind per checked position (default 1)")
    parser.add_argument("--links", type=int, default=1,
                        help="tampered links of a seat's view per checked position (default 1)")
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds per game at most: stop its games early when spent (default: no limit)")
    args = parser.parse_args(argv)
    names = args.only or list(GAMES)
    started = time.perf_counter()
    last = [0.0]

    def progress(name: str, done: int, total: int, tally: Tally) -> None:
        now = time.perf_counter()
        if done == total or now - last[0] >= 10:
            last[0] = now
            print(f"  {name}: {done:,}/{total:,} games, {tally.steps:,} steps, {tally.bad_inputs:,} bad inputs, "
                  f"{tally.saved_states:,} saved games, {tally.failures} failures "
                  f"({now - started:,.0f} s)", file=sys.stderr, flush=True)

    limit = f" or {args.budget:g} s" if args.budget else ""
    print(f"Fuzzing {', '.join(names)}: {args.games:,} games each{limit}, seed {args.seed}, about {args.checks:g} "
          f"checked position(s) per game, {args.mutations} tampered records per position.", flush=True)
    tallies = {name: fuzz_game(name, args.games, args.seed, args.checks, args.mutations, progress, args.budget,
                               args.hostile, args.links) for name in names}
    print()
    print("| game | games | steps | positions checked | bad inputs tried | records loaded (tampered and not) "
          "| tampered records accepted (each replays to exactly its fields, and plays on) | failures |")
    print("|---|---|---|---|---|---|---|---|")
    for name, t in tallies.items():
        print(f"| {name} | {t.games:,} | {t.steps:,} | {t.positions:,} | {t.bad_inputs:,} | {t.saved_states:,} "
              f"| {t.accepted_damaged:,} | {t.failures:,} |")
    for name, t in tallies.items():
        print(f"\n{name}: tampered records by kind: "
              + ", ".join(f"{kind} {n:,}" for kind, n in sorted(t.kinds.items())))
    print("\n| game | " + " | ".join(HOSTILE_KINDS) + " | hostile records | escaped |")
    print("|---|" + "---|" * (len(HOSTILE_KINDS) + 2))
    for name, t in tallies.items():
        print(f"| {name} | " + " | ".join(f"{t.hostile[k]:,}" for k in HOSTILE_KINDS)
              + f" | {sum(t.hostile.values()):,} | {sum(t.escaped.values()):,} |")
    outcomes = sorted({outcome for t in tallies.values() for _, outcome in t.links})
    print("\n| game | tampered links | " + " | ".join(outcomes) + " |")
    print("|---|---|" + "---|" * len(outcomes))
    for name, t in tallies.items():
        print(f"| {name} | {sum(t.links.values()):,} | "
              + " | ".join(f"{sum(n for (_, o), n in t.links.items() if o == outcome):,}" for outcome in outcomes) + " |")
    for name, t in tallies.items():
        if t.examples:
            print(f"\n{name}: first failures")
            for line in t.examples:
                print(f"  - {line}")
    print(f"\n{time.perf_counter() - started:,.0f} s in all.")


if __name__ == "__main__":
    main()
