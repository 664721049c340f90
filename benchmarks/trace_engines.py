"""Seeded traces of the four engines: proof that a rewrite plays the same games.

    PYTHONHASHSEED=0 .venv/bin/python benchmarks/trace_engines.py --out /tmp/new
    PYTHONHASHSEED=0 .venv/bin/python benchmarks/trace_engines.py --root ../old --out /tmp/old
    diff -r /tmp/old /tmp/new        # nothing: the same games

``--root`` imports ``engines`` from another checkout (an older commit, say), so two
versions of the engines can be traced and compared. For every game, player count and
variant, seeded games are played by a seeded random chooser. At every step the trace
records, for every seat: the seats to act, the legal actions, the observation; then
the chosen action, the refusals of an action that is not legal now (seat, rule and
message) and of notation that means nothing, and the events the action logged. At
steps 1, 2, 4, 8, ..., every 25th and the last (each reads the whole log) it also
records the position (every field, the random generator and the log), that the
refusals left it unchanged, and whether a clone and a copy reloaded from the saved game
equal the state and act alike. Each step becomes one line ``seed step digest``; a
difference points at the first step where two versions part. The position is read with ``position_json()``
where the engines have it (a saved game is then its moves) and ``to_json()`` before,
so versions on either side of that change compare. ``--saves no`` leaves the position's
JSON out of the digest.

Prints one line per game with its number of games, steps and a digest of the whole.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def configs() -> list[tuple[str, int, dict, int]]:
    """(game, players, rules keyword arguments, number of games): each game's ``TRACES`` (``benchmarks/bench_<key>.py``),
    read with this checkout's engines, which are then forgotten so that ``--root`` can import another's."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from benchmarks.common import game_bench
    from widgets.games import KEYS

    found = [(key, players, rules, games) for key in KEYS for players, rules, games in game_bench(key).TRACES]
    for name in [name for name in sys.modules if name == "engines" or name.startswith("engines.")]:
        del sys.modules[name]
    return found


def _digest(*parts) -> str:
    """A short digest of the parts' text."""
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]


def _position(state) -> dict:
    """The whole position as JSON: ``position_json()`` where a game is saved as a record of its moves,
    else the saved state itself (``to_json()``), so versions before and after records compare."""
    return state.position_json() if hasattr(state, "position_json") else state.to_json()


def _refusal(state, seat, action) -> tuple:
    """What ``apply`` says of an action that is not legal now."""
    try:
        state.apply(seat, action)
    except ValueError as exc:
        return (type(exc).__name__, getattr(exc, "rule", None), str(exc))
    return ("accepted", str(action))


def trace_game(module, players: int, rules, seed: int, saves: bool) -> list[str]:
    """One seeded game, a digest line per step."""
    state = module.new_game(players, seed=seed, rules=rules)
    chooser = random.Random(seed * 7 + 1)
    seen: list = []
    logged, shown = 0, [0] * players
    lines = []
    step = 0
    while True:
        seats = state.to_act()
        legal = [[str(a) for a in state.legal_actions(s)] for s in range(players)]
        observations = [json.dumps(state.observation(s), sort_keys=True) for s in range(players)]
        events = [(repr(tuple(e)), str(e)) for e in state.events[logged:]]
        visible = [state.visible_log(s)[shown[s]:] for s in range(players)]
        logged, shown = len(state.events), [shown[s] + len(visible[s]) for s in range(players)]
        checkpoint = step & (step - 1) == 0 or step % 25 == 0 or not seats
        saved = json.dumps(_position(state), sort_keys=True) if checkpoint else ""
        alike: tuple = ()
        if checkpoint:  # a copy, a reload and the saved state now and then (each reads the whole log)
            alike += (state.clone() == state,)
            again = module.from_json(json.loads(json.dumps(state.to_json())))
            alike += (again == state, again.to_act() == seats,
                      [json.dumps(again.observation(s), sort_keys=True) for s in range(players)] == observations,
                      [[str(a) for a in again.legal_actions(s)] for s in range(players)] == legal,
                      [str(e) for e in again.events] == [str(e) for e in state.events])
        refusals = [_refusal(state, seats[0] if seats else 0, "no such move")]
        if seats:
            idle = [s for s in range(players) if s not in seats]
            if idle:
                refusals.append(_refusal(state, idle[0], legal[seats[0]][0]))
            stale = [a for a in seen if str(a) not in legal[seats[0]]]
            if stale:
                refusals.append(_refusal(state, seats[0], stale[step % len(stale)]))
        if checkpoint:
            assert json.dumps(_position(state), sort_keys=True) == saved, "a refusal changed the state"
        if not saves:
            saved = ""
        lines.append(f"{seed} {step} "
                     + _digest(seats, legal, observations, events, visible, saved, alike, refusals,
                               state.scores(), state.is_over(), state.winners() if not seats else None))
        if not seats:
            return lines
        seat = chooser.choice(seats)
        actions = state.legal_actions(seat)
        action = chooser.choice(actions)
        seen = (seen + actions[:3])[-30:]
        state.apply(seat, str(action) if step % 3 == 0 else action)
        step += 1


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose engines to trace")
    parser.add_argument("--out", type=Path, required=True, help="a folder for one trace file per game")
    parser.add_argument("--only", help="one game, by its key (widgets.games.KEYS)")
    parser.add_argument("--saves", choices=("yes", "no"), default="yes",
                        help="include the saved state's JSON in the digest (default yes)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the number of games")
    args = parser.parse_args(argv)
    planned = configs()  # before --root goes first on the path
    sys.path.insert(0, str(args.root.resolve()))
    args.out.mkdir(parents=True, exist_ok=True)
    for game, players, rules_kw, games in planned:
        if args.only and game != args.only:
            continue
        module = importlib.import_module(f"engines.{game}")
        rules = module.Rules(**rules_kw) if rules_kw else None
        lines = []
        for seed in range(max(1, round(games * args.scale))):
            lines.extend(trace_game(module, players, rules, seed, args.saves == "yes"))
        name = f"{game}_{players}p" + "".join(f"_{k}-{v}" for k, v in sorted(rules_kw.items()))
        (args.out / f"{name}.txt").write_text("\n".join(lines) + "\n")
        print(f"{name}: {round(games * args.scale)} games, {len(lines)} steps, digest {_digest(lines)}",
              flush=True)


if __name__ == "__main__":
    main()
