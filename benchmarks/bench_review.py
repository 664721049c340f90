"""Does the review tell a random player from a strong one? Label shares, intervals and losses; run on demand.

    .venv/bin/python benchmarks/bench_review.py                      # 2 games per game and seat-0 bot
    .venv/bin/python benchmarks/bench_review.py --only kirin --games 5 --reference 16
    .venv/bin/python benchmarks/bench_review.py --only meow_oracle --players 2 --players 3 --seat0 Beginner

For each game of the registry (``widgets.games``), at the table size of ``bench_coach.py`` (or each
``--players`` the game has), it
plays ``--games`` seeded games where seat 0 is the Beginner (random) bot and as many where seat
0 is the Coach bot, every other seat the Standard bot, and reviews seat 0's choices with the
game's ``coach.review`` (at ``review_budget_of(info)``, the apps' budget, or ``--budget``). It prints, per game, table size and seat-0
bot: the share of each label (a label that names a range of bands, "inaccuracy or mistake", counted by its
mildest band, and the share of such ranges apart; among rows where some actions played out differently; rows where
every action played out alike, such as a Meow Oracle turn-up, are counted apart), the share flagged (``engines.labels.flagged``: even the mildest band the label names is an inaccuracy or
worse), the share where the
seat's move did as well as the coach's or better on the second look, the median 95%
half-widths of the win chance and of the points given away (rows where the seat's move was
not the coach's) beside a fifth of a round's spread of scores (the game's ``ROUND_SPREAD``, the
points resolution the issue asks for), and the loss summed over a game's rows two ways: every
row's loss counted from zero up (a move that did better adds nothing, so the noise of rows the
review calls best adds up too), and the loss the review states (rows it labels good or worse);
and the points the review states per choice reviewed (a random player's games can be shorter, so
it has fewer choices to lose points on).
A label earned by the points given away rather than the games is counted in "by points".

``--reference K`` values both moves of every row where they differ again, at ``K`` times the
budget, on samples neither look used, and counts missed flags (labelled best or good while the
reference gives the move a mistake or worse: 8 in 100 or more, or half a round's spread of points
or more) and false alarms (labelled inaccuracy or worse while the reference loss is under both
first bounds: 3 in 100 and a fifth of a round's spread), with the mean of the stated loss minus the
reference loss. The same counts by the games alone (the definitions before labels weighed points)
are printed beside them.
``--every-move K`` checks the coach's choice itself: it values every legal move of each review row again at ``K``
times the budget on samples neither look used (the reference), and counts the rows where the coach's choice is the
reference's top move or within its noise (the paired 95% interval of the reference top's win share minus the
choice's includes 0), and the rows where a better move gains at least 3 in 100 beyond the noise (that interval is
clear of 0 and its middle at least 3 in 100). It does so for the first look's top (old: ``evaluate_one`` on the
budget, the race's round 0) beside the race's (new: the review's ``best``), and prints them per game with the seeds.
Each review row, and each row checked, is also written to standard error as it is done. ``--rows N`` checks at most
``N`` rows with a choice per game (the first ones, or with ``--row-step k`` every ``k``-th from the first), and
``--check-for S`` begins no check once ``S`` seconds have passed since a game's review began (the review goes on, so
its rows are all counted);
``--log FILE`` appends each row checked to ``FILE`` as a JSON line, and ``--table-from FILE`` prints the table of
such a log, so a run stopped part way keeps what it found (``benchmarks/row_checks.py``). ``--workers W`` plays the
review's and the reference's playouts in a pool of ``W`` processes (``engines.cores``; the same figures as one).
Everything is seeded by ``--seed``: the same command prints the same labels.
"""

from __future__ import annotations

import argparse
import inspect
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import row_checks  # noqa: E402
from benchmarks.bench_coach import TABLE  # noqa: E402
from benchmarks.coach_common import GAMES as COMMON  # noqa: E402
from benchmarks.coach_common import play  # noqa: E402
from engines import coach as shared  # noqa: E402
from widgets.games import GAMES, KEYS, game  # noqa: E402
from widgets.reviewing import review_budget_of  # noqa: E402

SEED = 7100
LABELS = [name for name, _ in shared.LABELS]
FLAGGED = ("inaccuracy", "mistake", "blunder")
try:  # the labels that name every band their interval reaches ("inaccuracy or mistake")
    from engines.labels import bands, flagged
except ImportError:  # the labels of one band each
    def flagged(label: str) -> bool:
        """Whether a label flags a costly choice (inaccuracy or worse)."""
        return label in FLAGGED

    def bands(label: str) -> tuple[str, str]:
        """The mildest and the worst band a label names."""
        return label, label
SEAT0 = ("Beginner", "Coach")
#: Seat-0 bots ``--seat0`` may name (the Standard bot too, which plays every other seat).
LEVELS = SEAT0 + ("Standard",)
#: How far a reference look's seeds lie from the review's (neither look meets its samples).
REFERENCE_OFFSET = 500_000_000_003
#: How far an every-move reference's seeds lie from the review's (beyond the two-move reference's).
EVERY_MOVE_OFFSET = 2 * REFERENCE_OFFSET + 7
#: A better move beyond the noise by at least this many games in one counts against the coach's choice.
BEYOND = 0.03


def finished_game(key: str, level: str, players: int, seed: int):
    """A finished game, seat 0 played by the ``level`` bot and every other seat by the Standard bot."""
    info = game(key)
    state = info.part(info.engine).new_game(players, seed=seed)
    bots = [info.bot(level if s == 0 else "Standard", seed=seed * 10 + s) for s in range(players)]
    return play(state, bots)


def with_workers(function, workers: int) -> dict:
    """The keywords that give ``function`` a pool of ``workers`` processes (none for one, or if it takes no pool)."""
    return {"workers": workers} if workers > 1 and "workers" in inspect.signature(function).parameters else {}


def reviewed(key: str, state, seed: int, budget: int, level: str = "", workers: int = 1):
    """Seat 0's review rows at ``budget``, one by one as the review gives them (each also written to standard error)."""
    review = game(key).part(game(key).coach).review
    for row in review(state, 0, budget, seed=seed, **with_workers(review, workers)):
        print(f"row {key} {level} seed {seed} move {row.move}: {row.label} by {row.measure}, as well {getattr(row, 'as_well', '?')}, "
              f"win {row.win_loss:+.3f} [{row.win_loss_low:+.3f}, {row.win_loss_high:+.3f}], points "
              f"{row.points_loss:+.2f} [{getattr(row, 'points_loss_low', float('nan')):+.2f}, "
              f"{getattr(row, 'points_loss_high', float('nan')):+.2f}], agrees {row.played == row.best}, "
              f"fresh playouts {row.fresh[0].playouts if getattr(row, 'fresh', ()) else 0}",
              file=sys.stderr, flush=True)
        yield row


def reference_loss(key: str, row, budget: int, times: int, seed: int) -> shared.Difference:
    """The row's two moves valued again at ``times`` the budget on samples neither look used."""
    info = game(key)
    module = info.part(info.coach)
    evaluate = getattr(module, "review_evaluate", module.evaluate)  # the review's measure, where it has its own
    best, played = (next(e.action for e in row.evaluations if str(e.action) == t) for t in (row.best, row.played))
    options = {"actions": [best, played]} if "actions" in inspect.signature(evaluate).parameters else {}
    values = evaluate(row.observation, row.seat, budget * times, seed=seed + REFERENCE_OFFSET + row.move, **options)
    by_text = {str(e.action): e for e in values}
    return shared.compare(by_text[row.best], by_text[row.played])


def review_evaluate(key: str):
    """The evaluate the game's review values moves with (its ``review_evaluate`` where it has one)."""
    module = game(key).part(game(key).coach)
    return getattr(module, "review_evaluate", module.evaluate)


def every_move(key: str, row, budget: int, times: int, seed: int, workers: int = 1) -> dict:
    """How the first look's top (old) and the race's (new) stand against a reference over every legal move of
    ``row`` at ``times`` the budget on fresh samples: for each, whether it is the reference's top or within its
    noise, and the paired gain of the reference's top over it (``win``, ``low``, ``high``: games in one; ``points``:
    the margin's gain and its interval; ``paired``: the samples the two shared)."""
    evaluate = review_evaluate(key)
    pool = with_workers(evaluate, workers)
    old = str(evaluate(row.observation, row.seat, budget, seed=seed + row.move, **pool)[0].action)
    reference = evaluate(row.observation, row.seat, budget * times, seed=seed + EVERY_MOVE_OFFSET + row.move, **pool)
    by_text = {str(e.action): e for e in reference}
    top = reference[0]
    found = {"top": str(top.action), "moves": len(reference), "playouts": top.playouts}
    for name, choice in (("old", old), ("new", row.best)):
        gap = shared.compare(top, by_text[choice])
        same = choice == str(top.action)
        found[name] = {"choice": choice, "top": same, "ok": same or gap.win_low <= 0, "win": gap.win,
                       "low": gap.win_low, "high": gap.win_high, "share": by_text[choice].win,
                       "points": [gap.margin, gap.margin_low, gap.margin_high], "paired": gap.playouts,
                       "beyond": not same and gap.win_low > 0 and gap.win >= BEYOND}
    found["top_share"] = top.win
    return found


def every_move_line(key: str, players: int, seed: int, move: int, check: dict) -> str:
    """One checked row in words, for standard error."""
    return (f"every move {key} {players} seed {seed} move {move}: {check['moves']} moves, "
            f"reference top {check['top']}; "
            + "; ".join(f"{name} {check[name]['choice']} gives away {check[name]['win']:+.3f} "
                        f"[{check[name]['low']:+.3f}, {check[name]['high']:+.3f}]" for name in ("old", "new")))


def every_move_table(checks: list, times: int, shown: str = "every row with a choice",
                     reviewed: Optional[dict] = None) -> None:
    """The every-move check's table: per game and table size, old beside new (``checks``: (key, players, seed,
    check) each; ``reviewed``: the review's rows with a choice per (key, players), where known)."""
    print(f"\nEvery move ({shown}): each row's legal moves valued again at {times}\u00d7 the budget on fresh samples. "
          "Top or within noise: the coach's choice is the reference's top, or the paired 95% interval of the top's "
          f"win share minus the choice's includes 0; beyond: that interval is clear of 0 and its middle at least "
          f"{BEYOND * 100:.0f} in 100. Old: the first look's top; new: the race's.\n")
    print("| game | players | seeds | rows checked | old: top | old: top or within noise | old: beyond | new: top | "
          "new: top or within noise | new: beyond | worst gap, old / new (in 100) |")
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for key, players in sorted({(k, p) for k, p, _, _ in checks}, key=lambda g: (KEYS.index(g[0]), g[1])):
        mine = [(seed, c) for k, p, seed, c in checks if (k, p) == (key, players)]
        n = len(mine)
        seeds = sorted({seed for seed, _ in mine})
        cells = []
        for name in ("old", "new"):
            top = sum(c[name]["top"] for _, c in mine)
            ok = sum(c[name]["ok"] for _, c in mine)
            beyond = sum(c[name]["beyond"] for _, c in mine)
            cells += [f"{top}", f"{ok} ({ok / n:.0%})", f"{beyond}"]
        worst = [max((0.0 if c[name]["top"] else c[name]["win"]) * 100 for _, c in mine) for name in ("old", "new")]
        of = (reviewed or {}).get((key, players))
        rows = f"{n}" if of is None else f"{n} of {of}"
        print(f"| {game(key).title} | {players} | {', '.join(map(str, seeds))} | {rows} | " + " | ".join(cells)
              + f" | {worst[0]:.1f} / {worst[1]:.1f} |", flush=True)


def check_review(key: str, players: int, level: str, state, seed: int, budget: int, args,
                 selection: row_checks.Selection) -> tuple[list, float, list]:
    """Seat 0's review rows, the seconds the review took, and the every-move checks of the rows ``selection`` takes
    (``args.every_move``; none when it is 0), each check done as soon as its row is reviewed and logged at once."""
    rows, checks, review_seconds = [], [], 0.0
    started = opened = time.perf_counter()
    for row in reviewed(key, state, seed, budget, level, args.workers):
        review_seconds += time.perf_counter() - started
        rows.append(row)
        index = sum(not all_equal(r) for r in rows) - 1
        if args.every_move and not all_equal(row) and selection.takes(index, len(checks),
                                                                        time.perf_counter() - opened):
            begun = time.perf_counter()
            check = every_move(key, row, budget, args.every_move, seed, args.workers)
            checks.append(check)
            print(every_move_line(key, players, seed, row.move, check) + f" (row {index + 1} with a choice, "
                  f"{time.perf_counter() - begun:.0f} s)", file=sys.stderr, flush=True)
            found = check | {"index": index, "times": args.every_move}
            line = row_checks.record(key, players, level, seed, row.move, found)
            row_checks.write(args.log, line)
        started = time.perf_counter()
    review_seconds += time.perf_counter() - started
    if args.every_move:
        row_checks.write(args.log, {"game": key, "players": players, "level": level, "seed": seed,
                                    "rows": len(rows), "with_choice": sum(not all_equal(r) for r in rows)})
    return rows, review_seconds, checks


def table_from(path: Path) -> None:
    """The every-move table of a log written by ``--log`` (a run stopped part way counts the rows it checked)."""
    lines = row_checks.read_log(path)
    checks = [(line["game"], line["players"], line["seed"], line) for line in lines]
    ends = [line for line in map(json.loads, path.read_text(encoding="utf-8").splitlines()) if "with_choice" in line]
    counts: dict[tuple[str, int], int] = {}
    for line in ends:
        counts[line["game"], line["players"]] = counts.get((line["game"], line["players"]), 0) + line["with_choice"]
    every = [(c["game"], c["players"]) for c in lines]
    shown = {k: v for k, v in counts.items() if k in every}
    numbers = sorted(c.get("index", 0) + 1 for c in lines)
    print(f"From {path}: rows checked {numbers} (numbered among rows with a choice).")
    times = sorted({line.get("times", 0) for line in lines})
    every_move_table(checks, times[0] if len(times) == 1 else 0, "the rows the log holds", shown)


def half(low: float, high: float) -> float:
    """Half the width of an interval."""
    return (high - low) / 2


def all_equal(row) -> bool:
    """Whether every action of the row's first look had the same outcomes in every playout (no choice
    that matters, such as a Meow Oracle turn-up, MO-6)."""
    return len({e.outcomes for e in row.evaluations}) == 1


def states_loss(row) -> bool:
    """Whether the review states the row's loss (it labels it good or worse; "best" says it cannot be told)."""
    return row.label != "best"


def reference_flags(row, ref: shared.Difference) -> tuple[bool, bool]:
    """``(missed, false alarm)`` of a row against its reference look, by games and points (see the docstring)."""
    bounds = row.scale.bounds if row.scale is not None else (float("inf"),) * 3
    big = ref.win >= shared.LABELS[2][1] or ref.margin >= bounds[1]
    small = ref.win < shared.LABELS[1][1] and ref.margin < bounds[0]
    return not flagged(row.label) and big, flagged(row.label) and small


def summary(rows: list, games: int) -> dict:
    """Label shares, intervals and summed losses of a set of rows (those where every action played
    out alike are counted apart and left out of the shares)."""
    equal = sum(all_equal(r) for r in rows)
    rows = [r for r in rows if not all_equal(r)]
    n = max(len(rows), 1)
    differ = [r for r in rows if r.played != r.best]
    points = [half(r.points_loss_low, r.points_loss_high) for r in differ if hasattr(r, "points_loss_low")]
    return {
        "rows": len(rows),
        "equal": equal,
        "shares": {name: sum(bands(r.label)[0] == name for r in rows) / n for name in LABELS},
        "ranges": sum(bands(r.label)[0] != bands(r.label)[1] for r in rows) / n,
        "flagged": sum(flagged(r.label) for r in rows) / n,
        "by_points": sum(flagged(r.label) and r.measure == "points" for r in rows) / n,
        "as_well": sum(bool(getattr(r, "as_well", False)) for r in rows) / n,
        "half_win": statistics.median(half(r.win_loss_low, r.win_loss_high) for r in differ) if differ else 0.0,
        "half_points": statistics.median(points) if points else None,
        "loss_win": sum(max(r.win_loss, 0.0) for r in rows) / max(games, 1),
        "loss_points": sum(max(r.points_loss, 0.0) for r in rows) / max(games, 1),
        "stated_win": sum(max(r.win_loss, 0.0) for r in rows if states_loss(r)) / max(games, 1),
        "stated_points": sum(max(r.points_loss, 0.0) for r in rows if states_loss(r)) / max(games, 1),
        "per_choice": sum(max(r.points_loss, 0.0) for r in rows if states_loss(r)) / n,
    }


def table_sizes(key: str, asked: list[int] | None) -> list[int]:
    """The table sizes to play: those asked that the game has (``bench_coach.py``'s by default)."""
    if not asked:
        return [TABLE[key]]
    have = COMMON[key]["players"]
    return [p for p in asked if p in have]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=KEYS, action="append")
    parser.add_argument("--games", type=int, default=2, help="games per game and seat-0 bot (default 2)")
    parser.add_argument("--budget", type=int, default=None, help="the review's budget (default: the game's)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--players", type=int, action="append",
                        help="table sizes (default: bench_coach.py's, one per game); sizes a game lacks are skipped")
    parser.add_argument("--seat0", choices=LEVELS, action="append",
                        help="only these seat-0 bots (default Beginner and Coach; Standard may be named too)")
    parser.add_argument("--reference", type=int, default=0, metavar="K",
                        help="re-value both moves of each row at K times the budget on fresh samples")
    parser.add_argument("--every-move", type=int, default=0, metavar="K",
                        help="value every legal move of each row at K times the budget: is the coach's choice the top?")
    parser.add_argument("--rows", type=int, default=None, metavar="N",
                        help="check at most N rows with a choice per game (default: every one)")
    parser.add_argument("--row-step", type=int, default=1, metavar="k",
                        help="check every k-th row with a choice, from the first (default 1: each)")
    parser.add_argument("--check-for", type=float, default=None, metavar="S",
                        help="check no row once S seconds have passed since the game's review began (the review goes on)")
    parser.add_argument("--workers", type=int, default=1, metavar="W",
                        help="play the review's and the reference's playouts in W processes (the same figures)")
    parser.add_argument("--log", type=Path, default=None, help="append each row checked to this file (JSON lines)")
    parser.add_argument("--table-from", type=Path, default=None, metavar="LOG",
                        help="print the every-move table of a log written by --log, and nothing else")
    args = parser.parse_args(argv)
    if args.table_from is not None:
        table_from(args.table_from)
        return
    selection = row_checks.Selection(args.rows, max(1, args.row_step), args.check_for)
    with_choice: dict[tuple[str, int], int] = {}
    print(f"Seed {args.seed}, {args.games} games per game and seat-0 bot, others Standard.\n")
    print("| game | players | seat 0 | games | rows (+ all alike) | " + " | ".join(LABELS) + " | a range of bands | "
          "flagged | by points | as well or better | half-width, win (median) | half-width, points (median) / a fifth "
          "of a round's spread | loss per game, every row: win, points | loss per game the review states: win, "
          "points | points per choice the review states | s per review |")
    print("|---|---:|---|---:|---:|" + "---:|" * len(LABELS) + "---:|---:|---:|---:|---:|---:|---|---|---:|---:|")
    checked: list[tuple[str, int, str, object, shared.Difference]] = []
    moves: list[tuple[str, int, int, dict]] = []
    for info in GAMES:
        if args.only and info.key not in args.only:
            continue
        budget = args.budget if args.budget is not None else review_budget_of(info)
        for players in table_sizes(info.key, args.players):
            for level in args.seat0 or SEAT0:
                rows, seconds = [], []
                for g in range(args.games):
                    seed = args.seed + g
                    state = finished_game(info.key, level, players, seed)
                    found, took, mine = check_review(info.key, players, level, state, seed, budget, args, selection)
                    rows += found
                    seconds.append(took)
                    moves += [(info.key, players, seed, check) for check in mine]
                    with_choice[info.key, players] = with_choice.get((info.key, players), 0) + sum(
                        not all_equal(r) for r in found)
                    if args.reference:
                        for row in found:
                            if row.played != row.best:
                                ref = reference_loss(info.key, row, budget, args.reference, seed)
                                checked.append((info.key, players, level, row, ref))
                                print(f"checked {info.key} {players} {level} seed {seed} move {row.move}: {row.label}, "
                                      f"stated {row.win_loss:+.3f} [{row.win_loss_low:+.3f}, {row.win_loss_high:+.3f}], "
                                      f"reference {ref.win:+.3f} [{ref.win_low:+.3f}, {ref.win_high:+.3f}], points "
                                      f"stated {row.points_loss:+.2f}, reference {ref.margin:+.2f}",
                                      file=sys.stderr, flush=True)
                s = summary(rows, args.games)
                spread = info.part(f"{info.coach}:ROUND_SPREAD")[players]
                points = ("\u2014" if s["half_points"] is None else f"{s['half_points']:.2f}") + f" / {spread / 5:.2f}"
                print(f"| {info.title} | {players} | {level} | {args.games} | {s['rows']} (+{s['equal']}) | "
                      + " | ".join(f"{s['shares'][name]:.0%}" for name in LABELS)
                      + f" | {s['ranges']:.0%} | {s['flagged']:.0%} | {s['by_points']:.0%} | {s['as_well']:.0%} | "
                        f"{s['half_win'] * 100:.1f} in 100 | {points} | {s['loss_win'] * 100:.0f} in 100, "
                        f"{s['loss_points']:.1f} | {s['stated_win'] * 100:.0f} in 100, {s['stated_points']:.1f} | "
                        f"{s['per_choice']:.2f} | {statistics.median(seconds):.1f} |",
                      flush=True)
    if args.every_move:
        every_move_table(moves, args.every_move, selection.words(), with_choice)
    if args.reference:
        print(f"\nReference: both moves of each row where they differ, at {args.reference}\u00d7 the budget on "
              "fresh samples. Missed: not flagged while the reference loss is at least 8 in 100 or half a round's "
              "spread of points; false alarm: flagged while it is under 3 in 100 and under a fifth of a round's "
              "spread (shares of the rows checked). In brackets, the same by the games alone (missed: reference "
              "\u2265 8 in 100; false alarm: flagged and reference < 3 in 100).\n")
        print("| game | players | seat 0 | rows checked | missed flags [games alone] | false alarms [games alone] | "
              "stated minus reference (mean): win, points | reference loss \u2265 8 in 100 |")
        print("|---|---:|---|---:|---:|---:|---:|---:|")
        groups = sorted({(key, players, level) for key, players, level, _, _ in checked},
                        key=lambda g: (KEYS.index(g[0]), g[1], LEVELS.index(g[2])))
        for key, players, level in groups:
            mine = [(row, ref) for k, p, lv, row, ref in checked if (k, p, lv) == (key, players, level)]
            n = len(mine)
            missed = sum(reference_flags(row, ref)[0] for row, ref in mine)
            false = sum(reference_flags(row, ref)[1] for row, ref in mine)
            missed_games = sum(not flagged(row.label) and ref.win >= 0.08 for row, ref in mine)
            false_games = sum(flagged(row.label) and ref.win < 0.03 for row, ref in mine)
            bias = statistics.mean(row.win_loss - ref.win for row, ref in mine)
            bias_points = statistics.mean(row.points_loss - ref.margin for row, ref in mine)
            big = sum(ref.win >= 0.08 for _, ref in mine)
            print(f"| {game(key).title} | {players} | {level} | {n} | {missed} ({missed / n:.0%}) [{missed_games / n:.0%}] | "
                  f"{false} ({false / n:.0%}) [{false_games / n:.0%}] | {bias * 100:+.1f} in 100, "
                  f"{bias_points:+.2f} | {big} |", flush=True)


if __name__ == "__main__":
    main()
