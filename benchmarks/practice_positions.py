"""Practice positions for the Playing well pages: moments where one choice is clearly better; run on demand.

    .venv/bin/python benchmarks/practice_positions.py                          # every game, 24 positions each
    .venv/bin/python benchmarks/practice_positions.py --game kirin --cpu 600   # one game again, more CPU time
    .venv/bin/python benchmarks/practice_positions.py --game kirin --resume --cpu 200      # go on where it stopped
    .venv/bin/python benchmarks/practice_positions.py --game kirin --from-log run.log       # a stopped run's finds

For each game it plays seeded games of Standard bots (``coach_common.standard_bot`` in every seat, seeded as
``coach_common.standard_game`` seeds them, so a game here is the game ``standard_game(game, players, seed)``
plays), the table size cycling through the game's player counts (``coach_common.GAMES``). At each real choice
of a seat (more than one legal action; forced moves, and Meow Oracle's turn-ups, which never matter (MO-6), are
skipped) it screens the position with the race the review runs (``engines.race.race``: a first look of the
game's coach at its normal ``BUDGET`` (or ``--budget``), then fresh paired samples for the moves still in
contention), with the evaluate its review uses (:func:`evaluator`: ``evaluate``, or Meow Oracle's
``review_evaluate``, whose margin is in the round points its ``ROUND_SPREAD`` is measured in). The coach's
choice (``best``) is that race's top move. Where the Standard bot's move is not it and the race has
that move give away at least ``--screen`` of a mistake (of the bounds below), a **reference** values the two
again, paired, on ``--times`` (16) times the coach's review budget (``REVIEW_BUDGET`` where the coach has one,
else ``BUDGET``) of fresh samples, seeded ``REFERENCE_OFFSET`` away from the race, and compares them as
the review's second look does (``engines.coach.compare(best, other, padded=True)``). To save time, a quick look
on the first quarter of those samples (the reference's samples are seeded by their index, so it is the start of
the reference) must first leave the bound inside its interval; only then is the whole reference played.

A position is kept only when the reference's **whole 95% interval** gives the tempting move away as at least a
mistake: in games, ``win_low`` at least the lower bound of "mistake" in ``engines.labels.LABELS`` (8 in 100); or
in points, ``margin_low`` at least the lower bound of "mistake" in ``POINT_LABELS`` (a half) times the game's
``ROUND_SPREAD`` at that table size. Criterion ``"standard move"``: the tempting move is the Standard bot's.
Criterion ``"second choice"`` (``--second``; where the first fails at a position): the tempting move is the
race's second choice, a move a learner would plausibly consider. Each position says which criterion it
met and by which measure (``"games"``, ``"points"``, or both), and carries the reference's seed, playouts and
figures, so ``tests/test_practice_positions.py`` can re-run it exactly.

At most ``--per-game`` positions come from one game record, at most one from each of its rounds, so the
positions spread over deals, table sizes and phases of the game; a game's search stops when every table size has
its share of ``--count``, or when its CPU seconds (``--cpu``) are spent. ``SETTINGS`` holds each game's default
CPU seconds, ``--second`` and ``--screen``. Progress goes to standard error, and the file is written after each
game record, so a stopped run loses little: ``--resume`` goes on from the seed after the stored search's last, and
``--from-log`` rebuilds a run's kept positions from its progress log (each is considered again at its seeds, which
gives the same entry). With a CPU limit reached, what is found depends on the machine's speed; the stored file
says, per game, the seeds searched, the CPU used and the runs that made it.

What a stored position proves: its record is a game record (the seed and the moves so far), so its deal is one
the engine made from that seed and every move before it is one the Standard bots made and the engine accepted
(``engines.<game>.from_json`` replays them); it does not prove the seed was drawn fairly (seeds here are simply
counted up from ``--seed``). "Clearly better" is the reference's verdict and no more: a paired 95% interval over
that many sampled playouts of the coach's rollout bots, stored beside the position with its seed, so a page can
show the interval behind the claim and a test can play it again.

The positions are written to ``--out`` (``widgets/results/practice.json``, read by
:mod:`widgets.results.practice`); with ``--game``, only those games' positions are replaced, and the file's
seed, budget and times must be this run's. A game's positions written afresh carry no Playing well idea: run
``benchmarks/practice_ideas.py`` after it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.coach_common import GAMES, ROUND_KEY, game_bench, module, standard_bot  # noqa: E402
from engines import coach as shared  # noqa: E402
from engines.labels import LABELS, POINT_LABELS  # noqa: E402

SEED = 46_000
TIMES = 16
COUNT = 24
OUT = ROOT / "widgets" / "results" / "practice.json"
#: How far a reference's seeds lie from the first look's (as in ``bench_review.py``: neither meets the other's samples).
REFERENCE_OFFSET = 500_000_000_003
#: The label a kept position's loss must reach with its whole interval.
CLEARLY = "mistake"
#: A quick look first, on this fraction of the reference's samples (its first ones: the reference's samples are
#: seeded by their index, so the quick look is the start of the reference); only a hopeful one goes on to the whole.
QUICK = 4
#: The share of the bounds a first look's loss must reach before a reference is run on it.
SCREEN_SHARE = 0.5
STANDARD, SECOND = "standard move", "second choice"
#: Each game's search by default: CPU seconds at most, whether the second choice may stand in, the screen's share,
#: and the phases whose choices are no real choice: these defaults, then the game's ``PRACTICE``
#: (``benchmarks/bench_<key>.py``, which says why a game differs).
SETTINGS: dict[str, dict[str, Any]] = {
    key: {"second": True, "screen": SCREEN_SHARE, "skip_phases": (), **game_bench(key).PRACTICE} for key in GAMES}


def floor(table: tuple[tuple[str, float], ...], name: str) -> float:
    """The lower bound of label ``name`` in a label table (the bound of the row before it: rows read top to
    bottom, the first whose bound a loss stays under gives the label)."""
    names = [n for n, _ in table]
    return table[names.index(name) - 1][1]


#: Games given away that make a mistake (8 in 100), and the share of a round's spread of points (a half).
GAMES_FLOOR = floor(LABELS, CLEARLY)
POINTS_FRACTION = floor(POINT_LABELS, CLEARLY)


def review_budget(game: str) -> int:
    """The coach's review budget: its ``REVIEW_BUDGET`` where it has one, else its ``BUDGET``."""
    coach = module(game, "coach")
    return getattr(coach, "REVIEW_BUDGET", coach.BUDGET)


def evaluator(game: str) -> tuple[str, Any]:
    """The coach's evaluate whose margin is in the points of its ``ROUND_SPREAD`` (``UNIT``), as its review weighs
    them: its ``review_evaluate`` where it has one (Meow Oracle's round points; the same playouts and win shares as
    its ``evaluate``, whose margin is in winner points), else its ``evaluate``. ``("module:function", function)``."""
    coach = module(game, "coach")
    name = "review_evaluate" if hasattr(coach, "review_evaluate") else "evaluate"
    return f"{coach.__name__}:{name}", getattr(coach, name)


def points_floor(game: str, players: int) -> float:
    """Points given away that make a mistake at ``players``: the fraction times the game's ``ROUND_SPREAD``."""
    return POINTS_FRACTION * module(game, "coach").ROUND_SPREAD[players]


def real_choice(game: str, observation: dict, legal: list) -> bool:
    """Whether a seat's choice can matter: more than one legal action, in a phase the game's ``skip_phases`` leaves
    in (a Meow Oracle turn-up is no choice, MO-6)."""
    return len(legal) > 1 and observation.get("phase") not in SETTINGS[game]["skip_phases"]


def choices(game: str, players: int, seed: int) -> Iterator[tuple[Any, int, str, list[str]]]:
    """``(state before, seat, the Standard bot's move, legal notations)`` at each real choice of a game of
    Standard bots dealt from ``seed``, played as ``coach_common.standard_game`` plays it (every bot is asked,
    forced moves too, so the bots' own random numbers run as there)."""
    make = standard_bot(game)
    state = module(game).new_game(players, seed=seed)
    bots = [make(seed * 10 + s) for s in range(players)]
    while state.to_act():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        observation = state.observation(seat)
        move = bots[seat].choose(observation, legal)
        if real_choice(game, observation, legal):
            yield state.clone(), seat, str(move), [str(a) for a in legal]
        state.apply(seat, move)


def kind(move: str) -> str:
    """What kind of choice a move is, by its notation's verb ("play", "discard", ...; a Dragon Egg build: "build")."""
    word = move.split()[0]
    return word if word.isalpha() and word.islower() else "build"


def figures(value: shared.Evaluation) -> dict[str, float]:
    """One choice's win share and margin with their 95% intervals."""
    return {"win": value.win, "win_low": value.win_low, "win_high": value.win_high,
            "margin": value.margin, "margin_low": value.margin_low, "margin_high": value.margin_high}


def reference(game: str, observation: dict, seat: int, best: str, other: str, playouts: int,
              seed: int) -> dict[str, Any]:
    """``best`` and ``other`` valued again, paired, on ``playouts`` samples seeded ``seed``: the loss of ``other``
    (``engines.coach.compare(..., padded=True)``, as the review's second look) and both choices' figures."""
    values = evaluator(game)[1](observation, seat, playouts, seed=seed, actions=[best, other])
    by_text = {str(e.action): e for e in values}
    gap = shared.compare(by_text[best], by_text[other], padded=True)
    return {"seed": seed, "playouts": gap.playouts,
            "loss": {"win": gap.win, "win_low": gap.win_low, "win_high": gap.win_high,
                     "margin": gap.margin, "margin_low": gap.margin_low, "margin_high": gap.margin_high},
            "best": figures(by_text[best]), "tempting": figures(by_text[other])}


def clearly(loss: dict[str, float], points: float) -> list[str]:
    """The measures by which a loss is at least a mistake with its whole interval: ``"games"``, ``"points"``."""
    return ([m for m, ok in (("games", loss["win_low"] >= GAMES_FLOOR), ("points", loss["margin_low"] >= points))
             if ok])


def hopeful(loss: dict[str, float], points: float) -> bool:
    """Whether a quick look's loss could still be a whole-interval mistake: the top of its interval reaches one, in
    games or in points (a quarter of the playouts gives an interval about twice as wide, so a loss whose top stays
    under the bound would need a swing of about three standard errors to end with its whole interval above it)."""
    return loss["win_high"] >= GAMES_FLOOR or loss["margin_high"] >= points


def promising(best: shared.Evaluation, other: shared.Evaluation, points: float, share: float = SCREEN_SHARE) -> bool:
    """Whether a race's loss is worth a reference: at least ``share`` of a mistake in games or in points."""
    gap = shared.compare(best, other, padded=True)
    return gap.win >= share * GAMES_FLOOR or gap.margin >= share * points


@dataclass(frozen=True)
class Plan:
    """How one game is searched: the first look's and the reference's playouts, the criteria, the screen."""

    game: str
    screen_budget: int
    playouts: int
    second: bool
    screen: float

    @classmethod
    def of(cls, game: str, budget: Optional[int], times: int, second: bool, screen: float) -> "Plan":
        """The plan for ``game``: ``budget`` (None: the coach's ``BUDGET``), ``times`` its review budget."""
        return cls(game, module(game, "coach").BUDGET if budget is None else budget, times * review_budget(game),
                   second, screen)


def alternatives(state: Any, seat: int, best: str, other: str) -> bool:
    """Whether ``best`` and ``other`` are a real either-or for ``seat``: not so when ``best`` is still the seat's to
    play after ``other`` (a turn of several actions, such as Lauzait Cep!'s form then discard, LC-6), since a
    learner who picks ``other`` may play ``best`` next, where the reference plays its own bots' way on."""
    after = state.clone()
    after.apply(seat, other)
    return not (seat in after.to_act() and best in {str(a) for a in after.legal_actions(seat)})


def consider(plan: Plan, players: int, game_seed: int, number: int, state: Any, seat: int, move: str,
             legal: list[str], counts: dict[str, int], log: Any = sys.stderr) -> Optional[dict[str, Any]]:
    """The stored entry of choice ``number`` of the game dealt from ``game_seed``, when a criterion holds there
    (None otherwise): its race, then for each criterion a quick look and, when hopeful, the reference.
    ``counts`` gains the choices screened, quick looks and references played."""
    game = plan.game
    named, evaluate = evaluator(game)
    points = points_floor(game, players)
    observation = state.observation(seat)
    counts["screened"] += 1
    screen_seed = game_seed * 1000 + number
    values = list(shared.race(evaluate, observation, seat, plan.screen_budget, screen_seed).evaluations)
    by_text = {str(e.action): e for e in values}
    best = values[0]
    tries = []
    if str(best.action) != move and promising(best, by_text[move], points, plan.screen):
        tries.append((STANDARD, move))
    if plan.second and len(values) > 1 and str(values[1].action) != move and promising(best, values[1], points,
                                                                                      plan.screen):
        tries.append((SECOND, str(values[1].action)))
    for criterion, other in tries:
        if not alternatives(state, seat, str(best.action), other):
            continue
        counts["quick"] += 1
        quick = reference(game, observation, seat, str(best.action), other, plan.playouts // QUICK,
                          screen_seed + REFERENCE_OFFSET)
        if not hopeful(quick["loss"], points):
            continue
        counts["references"] += 1
        ref = reference(game, observation, seat, str(best.action), other, plan.playouts,
                        screen_seed + REFERENCE_OFFSET)
        measures = clearly(ref["loss"], points)
        loss = ref["loss"]
        print(f"{game} {players}p seed {game_seed} choice {number} ({criterion}): {best.action} vs {other}: "
              f"win {loss['win']:+.3f} [{loss['win_low']:+.3f}, {loss['win_high']:+.3f}], points "
              f"{loss['margin']:+.2f} [{loss['margin_low']:+.2f}, {loss['margin_high']:+.2f}] / mistake {points:.2f}: "
              f"{'KEPT by ' + ' and '.join(measures) if measures else 'no'}", file=log, flush=True)
        if not measures:
            continue
        record = state.to_json()
        return {
            "game": game, "players": players, "rules": record["rules"], "record": record, "seat": seat,
            "legal": legal, "best": str(best.action), "tempting": other, "standard": move,
            "criterion": criterion, "measure": " and ".join(measures),
            "phase": {ROUND_KEY[game]: observation.get(ROUND_KEY[game]), "move": len(record["moves"]),
                      "kind": kind(move)},
            "screen": {"seed": screen_seed, "budget": plan.screen_budget, "spend": shared.SPEND,
                       "best": figures(best), "tempting": figures(by_text[other])},
            "reference": {"evaluate": named, **ref},
            "bounds": {"win_low": GAMES_FLOOR, "margin_low": points},
        }
    return None


def search(plan: Plan, count: int, seed: int, cpu: float, per_game: int, log: Any = sys.stderr,
           resume: Optional[tuple[list[dict], dict[str, Any]]] = None,
           checkpoint: Optional[Callable[[list[dict], dict[str, Any]], None]] = None) -> tuple[list[dict], dict]:
    """Up to ``count`` positions of ``plan.game`` and what the search did (games, choices screened, references,
    CPU seconds, the seeds searched). ``checkpoint(kept, stats)`` is called after each game record.

    ``resume``: a stored search's positions and figures, to go on from the seed after its last (``cpu`` more
    seconds at most); a game record the stored search left part-way is not searched again."""
    game = plan.game
    sizes = tuple(GAMES[game]["players"])
    share = {p: count // len(sizes) + (i < count % len(sizes)) for i, p in enumerate(sizes)}
    kept: list[dict] = []
    stats: dict[str, Any] = {"second": plan.second, "screen": plan.screen, "games": 0, "screened": 0, "quick": 0,
                             "references": 0, STANDARD: 0, SECOND: 0}
    g, before = 0, 0.0
    if resume is not None:
        kept = list(resume[0])
        stats.update({k: v for k, v in resume[1].items() if k in stats and k not in ("second", "screen")})
        g, before = resume[1]["seeds"][1] - seed + 1, resume[1]["cpu_seconds"]
    started = time.process_time()

    def spent() -> float:
        return time.process_time() - started

    while len(kept) < count and spent() < cpu:
        players = sizes[g % len(sizes)]
        game_seed = seed + g
        g += 1
        if sum(e["players"] == players for e in kept) >= share[players]:
            if all(sum(e["players"] == p for e in kept) >= share[p] for p in sizes):
                break
            continue
        stats["games"] += 1
        taken, rounds = 0, set()
        for number, (state, seat, move, legal) in enumerate(choices(game, players, game_seed)):
            if taken >= per_game or spent() >= cpu:
                break
            at_round = state.observation(seat).get(ROUND_KEY[game])
            if at_round in rounds:
                continue
            entry = consider(plan, players, game_seed, number, state, seat, move, legal, stats, log)
            if entry is not None:
                kept.append(entry)
                stats[entry["criterion"]] += 1
                taken += 1
                rounds.add(at_round)
        stats["cpu_seconds"] = round(before + spent(), 1)
        stats["seeds"] = [seed, game_seed]
        print(f"{game}: {stats['games']} games, {stats['screened']} choices screened, {stats['references']} "
              f"references (of {stats['quick']} quick looks), {len(kept)} kept, {stats['cpu_seconds']:.0f} CPU s",
              file=log, flush=True)
        if checkpoint is not None:
            checkpoint(kept, stats)
    stats["cpu_seconds"] = round(before + spent(), 1)
    stats["seeds"] = [seed, seed + g - 1]
    return kept, stats


_KEPT = re.compile(r"^(\w+) (\d+)p seed (\d+) choice (\d+) \((standard move|second choice)\): .*: KEPT by")
_SUMMARY = re.compile(r"^(\w+): (\d+) games, (\d+) choices screened, (\d+) references \(of (\d+) quick looks\), "
                      r"\d+ kept, (\d+) CPU s$")
_SEED = re.compile(r"^(\w+) \d+p seed (\d+) ")


def rebuild(plan: Plan, text: str, seed: int = SEED, log: Any = sys.stderr) -> tuple[list[dict], dict[str, Any]]:
    """A search of ``plan.game`` rebuilt from its progress log ``text`` (for a run stopped before it wrote its
    positions): each kept line's position is replayed and considered again at its seeds (the same race,
    quick look and reference, so the same entry), and the search's figures are the log's last summary's (CPU
    seconds until then; the seeds up to the last one the log names, so ``--resume`` goes on after it)."""
    game = plan.game
    wanted = [(int(m[3]), int(m[4]), int(m[2]), m[5]) for m in map(_KEPT.match, text.splitlines())
              if m and m[1] == game]
    kept: list[dict] = []
    counts = {"screened": 0, "quick": 0, "references": 0}
    for game_seed, number, players, criterion in wanted:
        for at, (state, seat, move, legal) in enumerate(choices(game, players, game_seed)):
            if at == number:
                entry = consider(plan, players, game_seed, number, state, seat, move, legal, counts, log)
                if entry is None or entry["criterion"] != criterion:
                    raise RuntimeError(f"{game} seed {game_seed} choice {number} is not kept again as the log says")
                kept.append(entry)
                break
    summaries = [m for m in map(_SUMMARY.match, text.splitlines()) if m and m[1] == game]
    seeds = [int(m[2]) for m in map(_SEED.match, text.splitlines()) if m and m[1] == game]
    last = summaries[-1] if summaries else None
    stats: dict[str, Any] = {"second": plan.second, "screen": plan.screen,
                             "games": int(last[2]) if last else 0, "screened": int(last[3]) if last else 0,
                             "quick": int(last[5]) if last else 0, "references": int(last[4]) if last else 0,
                             STANDARD: sum(e["criterion"] == STANDARD for e in kept),
                             SECOND: sum(e["criterion"] == SECOND for e in kept),
                             "cpu_seconds": float(last[6]) if last else 0.0, "seeds": [seed, max(seeds, default=seed)]}
    return kept, stats


def write(out: Path, head: dict[str, Any], kept: dict[str, list[dict]], searches: dict[str, dict]) -> int:
    """Write ``out``: its stored positions and searches of other games kept (read afresh), ``kept`` and
    ``searches`` for the games searched now; the number of positions written."""
    stored: dict[str, Any] = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
    if stored and {k: stored.get(k) for k in head} != head:
        stored = {}
    positions = [p for p in stored.get("positions", []) if p["game"] not in kept]
    positions += [p for game in kept for p in kept[game]]
    merged = {**{k: v for k, v in stored.get("searches", {}).items() if k not in searches}, **searches}
    order = list(GAMES)
    positions.sort(key=lambda p: (order.index(p["game"]), p["players"], p["record"]["seed"], p["phase"]["move"]))
    data = {**head, "clearly": {"label": CLEARLY, "win_low": GAMES_FLOOR, "points_fraction": POINTS_FRACTION},
            "about": ("Positions from seeded games of Standard bots where a reference (times the coach's review budget "
                      "of fresh paired playouts) gives the tempting choice away against the coach's with its whole 95% "
                      "interval at least a mistake (benchmarks/practice_positions.py)."),
            "searches": {g: merged[g] for g in order if g in merged}}
    head_text = json.dumps(data, indent=1)[:-2]  # one position a line: a readable diff, a smaller file
    lines = ",\n".join("  " + json.dumps(p) for p in positions)
    out.write_text(f'{head_text},\n "positions": [\n{lines}\n ]\n}}\n', encoding="utf-8")
    return len(positions)


def main(argv: Optional[list[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=list(GAMES), action="append", help="only these games (default: all)")
    parser.add_argument("--count", type=int, default=COUNT, help=f"positions per game (default {COUNT})")
    parser.add_argument("--seed", type=int, default=SEED, help=f"the first game's seed (default {SEED})")
    parser.add_argument("--budget", type=int, default=None,
                        help="the first look's playouts per action (default: the coach's BUDGET)")
    parser.add_argument("--times", type=int, default=TIMES,
                        help=f"the reference, as a multiple of the coach's review budget (default {TIMES})")
    parser.add_argument("--cpu", type=float, default=None,
                        help="CPU seconds per game at most (default: the game's, SETTINGS)")
    parser.add_argument("--per-game", type=int, default=2, help="positions from one game record at most (default 2)")
    parser.add_argument("--second", action=argparse.BooleanOptionalAction, default=None,
                        help="also accept the coach's choice against the race's second choice "
                             "(default: the game's, SETTINGS)")
    parser.add_argument("--screen", type=float, default=None,
                        help="the share of a mistake a race's loss must reach to be checked "
                             "(default: the game's, SETTINGS)")
    parser.add_argument("--resume", action="store_true",
                        help="go on with the stored search of each --game from the seed after its last, keeping its "
                             "positions (--cpu more seconds)")
    parser.add_argument("--from-log", type=Path, default=None, metavar="LOG",
                        help="rebuild each --game's search from a stopped run's progress log instead of searching")
    parser.add_argument("--out", type=Path, default=OUT,
                        help="the stored file; each game's \"runs\" there lists the commands that made its positions")
    args = parser.parse_args(argv)
    games = args.game or list(GAMES)
    head = {"seed": args.seed, "budget": args.budget, "times": args.times}
    stored: dict[str, Any] = {}
    if args.out.exists():
        stored = json.loads(args.out.read_text(encoding="utf-8"))
        if (args.game or args.resume) and {k: stored.get(k) for k in head} != head:
            parser.error(f"{args.out} was written with {({k: stored.get(k) for k in head})}, not {head}: "
                         "run every game to start it afresh")
    if not (args.game or args.resume):
        args.out.unlink(missing_ok=True)  # every game afresh
    for game in games:
        settings = {k: SETTINGS[game][k] if getattr(args, k) is None else getattr(args, k)
                    for k in ("cpu", "second", "screen")}
        plan = Plan.of(game, args.budget, args.times, settings["second"], settings["screen"])
        extra = {"screen_budget": plan.screen_budget, "review_budget": review_budget(game),
                 "reference_playouts": plan.playouts}
        run = {"how": "from log" if args.from_log is not None else "resume" if args.resume else "search",
               "count": args.count, "cpu": settings["cpu"], "per_game": args.per_game}
        if args.from_log is not None:
            kept, stats = rebuild(plan, args.from_log.read_text(encoding="utf-8"), args.seed)
            stats["runs"] = [run]
        else:
            resume = None
            if args.resume:
                if game not in stored.get("searches", {}):
                    parser.error(f"there is no stored search of {game} to resume in {args.out}")
                resume = ([p for p in stored["positions"] if p["game"] == game], stored["searches"][game])
            runs = (resume[1].get("runs", []) if resume else []) + [run]

            def checkpoint(found: list[dict], figures: dict[str, Any], game: str = game, runs: list = runs,
                           extra: dict = extra) -> None:
                write(args.out, head, {game: found}, {game: {**figures, "runs": runs, **extra}})

            kept, stats = search(plan, args.count, args.seed, settings["cpu"], args.per_game, resume=resume,
                                 checkpoint=checkpoint)
            stats["runs"] = runs
        written = write(args.out, head, {game: kept}, {game: {**stats, **extra}})
        print(f"{game}: {len(kept)} positions ({stats[STANDARD]} {STANDARD}, {stats[SECOND]} {SECOND}) in "
              f"{stats['cpu_seconds']} CPU s; {written} positions in {args.out}", flush=True)


if __name__ == "__main__":
    main()
