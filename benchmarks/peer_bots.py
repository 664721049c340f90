"""Our Coach against OpenSpiel's bots, at equal time per move, in every game and table size; run on demand.

    nice -n 10 .venv/bin/python benchmarks/peer_bots.py                     # every table, the defaults
    nice -n 10 .venv/bin/python benchmarks/peer_bots.py --save              # also widgets/results/peer_bots.json
    nice -n 10 .venv/bin/python benchmarks/peer_bots.py --only kirin --pairs 4 --jobs 2

Needs the ``openspiel`` extra (``pip install -e '.[openspiel]'``); the games are the adapter's
(``engines/openspiel.py``). The peers are OpenSpiel's own bots, unchanged but for a clock:

* ``ismcts``: ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` (Cowling, Powley and Whitehouse's
  information-set MCTS), its worlds resampled by the adapter's ``resample_from_infostate``, which
  deals them with our coach's ``sample`` from the seat's own observation, so it sees what the seat
  sees; leaves valued by OpenSpiel's ``RandomRolloutEvaluator``.
* ``mcts``: ``open_spiel.python.algorithms.mcts.MCTSBot`` on sampled worlds (determinized MCTS):
  worlds dealt the same way, each searched with ``SIMULATIONS_PER_WORLD`` simulations, the root's
  visits summed over the worlds; the most visited action is played.

Both search until they have spent, in CPU seconds (``time.process_time``, so other work on the
machine slows both alike), the Coach's mean CPU time per decision at its own budget so far in the
same game (before the Coach's first decision, its mean over ``CALIBRATION`` decisions of a game of
Standard bots, measured first). The Coach plays as shipped.
Both peers check the clock between simulations (MCTS between worlds), so a move can run over by
one. Random rollouts stop after ``ROLLOUT_CAP`` steps (an unfinished one counts nothing, as in
OpenSpiel's evaluator): only Lauzait Cep!'s random games run longer. A decision with one legal
action is played at once.

Pair ``g`` of a table is dealt from ``seed + 7919 * g``: every chance outcome of both its games is
drawn in order from ``random.Random(deal)``, so both start from the same deal. In the first game the
Coach sits in seat ``g mod players`` and the peer in the next seat, in the second they swap; any
other seat is the game's Standard bot, seeded ``deal * 10 + seat``, as the Coach and the peer are.
For each table it prints, and ``--save`` stores with every game's seeds, the Coach's and the peer's
win shares (a shared win counts as a share) with 95% Wilson intervals, and the paired gap (the
Coach's mean share of a pair's two games minus the peer's) with a 95% interval (``win_gap_interval``).
Times are CPU seconds; the outcomes depend on them, so a re-run deals the same games but may play
them differently.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import engines.openspiel as adapter  # noqa: E402
from benchmarks.coach_common import GAMES, module, standard_bot  # noqa: E402
from engines.coach import win_gap_interval  # noqa: E402
from engines.stats import wilson_interval  # noqa: E402

RESULTS = ROOT / "widgets" / "results" / "peer_bots.json"
SEED = 20261126
PEERS = ("ismcts", "mcts")
UCT_C = 1.4
"""UCT's exploration constant: about the square root of 2, UCB1's for rewards in [0, 1] (win shares)."""
ROLLOUT_CAP = 400
"""Random rollouts stop after this many steps (an unfinished one counts nothing, as in OpenSpiel's evaluator): the
other games' random games end sooner; Lauzait Cep!'s run to thousands of moves and would overrun every move."""
SIMULATIONS_PER_WORLD = 4
CALIBRATION = 8


class TimedISMCTS(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTS, searching for ``seconds`` of CPU time instead of a number of simulations."""

    def __init__(self, game: pyspiel.Game, seconds: float, seed: int) -> None:
        """Random rollouts, UCT, the most visited action; worlds from the adapter's resampler (the coach's sample)."""
        state = np.random.RandomState(seed % 2 ** 32)
        evaluator = mcts.RandomRolloutEvaluator(1, state, max_length=ROLLOUT_CAP)
        super().__init__(game, evaluator, UCT_C, max_simulations=1, random_state=state,
                         final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
        self.seconds, self.simulations = seconds, 0
        worlds = random.Random(seed)
        self.set_resampler(lambda s, player: s.resample_from_infostate(player, worlds.random))

    def run_search(self, state: pyspiel.State) -> list[tuple[int, float]]:
        """``ISMCTSBot.run_search`` with its loop bounded by CPU time, going on until the root has a visit (its first
        simulation only expands the root, ``total_visits`` 0, and ``get_final_policy`` needs one more)."""
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        key, started = self.get_state_key(state), time.process_time()
        while True:
            world = self.sample_root_state(state)
            assert key == self.get_state_key(world)
            self.run_simulation(world)
            self.simulations += 1
            if time.process_time() - started >= self.seconds and self._root_node.total_visits > 0:
                return self.get_final_policy(state, self._root_node)


class SampledWorldsMCTS:
    """OpenSpiel's MCTS bot on worlds dealt from the seat's observation, for ``seconds`` of CPU time."""

    def __init__(self, game: pyspiel.Game, seconds: float, seed: int) -> None:
        """``SIMULATIONS_PER_WORLD`` simulations of OpenSpiel's MCTS (random rollouts, UCT) per world."""
        state = np.random.RandomState(seed % 2 ** 32)
        evaluator = mcts.RandomRolloutEvaluator(1, state, max_length=ROLLOUT_CAP)
        self.bot = mcts.MCTSBot(game, UCT_C, SIMULATIONS_PER_WORLD, evaluator, random_state=state)
        self.seconds, self.simulations, self.worlds = seconds, 0, random.Random(seed)

    def step(self, state: pyspiel.State) -> int:
        """The action most visited over the worlds searched in the time (at least one world)."""
        seat, legal = state.current_player(), state.legal_actions()
        visits = dict.fromkeys(legal, 0)
        started = time.process_time()
        while True:
            root = self.bot.mcts_search(state.resample_from_infostate(seat, self.worlds.random))
            for child in root.children:
                visits[child.action] += child.explore_count
            self.simulations += SIMULATIONS_PER_WORLD
            if time.process_time() - started >= self.seconds:
                return max(legal, key=lambda action: (visits[action], -action))


def peer_bot(kind: str, game: pyspiel.Game, seconds: float, seed: int) -> Any:
    """The peer of ``kind`` (``ismcts`` or ``mcts``) with ``seconds`` of CPU time per decision."""
    return (TimedISMCTS if kind == "ismcts" else SampledWorldsMCTS)(game, seconds, seed)


def coach_seconds(key: str, players: int, seed: int) -> float:
    """The Coach's mean CPU time per decision at its own budget: ``CALIBRATION`` decisions of seat 0 in a
    game dealt from ``seed`` whose other seats are Standard bots."""
    state, coach = module(key).new_game(players, seed=seed), module(key, "coach").CoachBot(seed=seed)
    others = [standard_bot(key)(seed * 10 + s) for s in range(players)]
    spent: list[float] = []
    while state.to_act() and len(spent) < CALIBRATION:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            started = time.process_time()
            choice = coach.choose(state.observation(seat), legal)
            spent.append(time.process_time() - started)
        else:
            choice = others[seat].choose(state.observation(seat), legal)
        state.apply(seat, choice)
    return round(sum(spent) / len(spent), 3)


def one_game(job: tuple) -> dict:
    """One game of a pair: the Coach and the peer at their seats, Standard bots elsewhere, chance from the deal."""
    key, players, kind, pair, deal, coach_seat, peer_seat, seconds = job
    game = adapter.load(key, players)
    ids = adapter.action_ids(key)
    coach = module(key, "coach").CoachBot(seed=deal * 10 + coach_seat)
    peer = peer_bot(kind, game, seconds, deal * 10 + peer_seat)
    standard = {s: standard_bot(key)(deal * 10 + s) for s in range(players) if s not in (coach_seat, peer_seat)}
    chance, state = random.Random(deal), game.new_initial_state()
    spent = {coach_seat: [0, 0.0], peer_seat: [0, 0.0]}
    started = time.process_time()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance.randrange(len(state.chance_outcomes())))
            continue
        seat, legal = state.current_player(), state.legal_actions()
        if len(legal) == 1:
            state.apply_action(legal[0])
            continue
        engine = state.engine  # made ready before the clock starts
        clock = time.process_time()
        if seat == peer_seat:  # the Coach's mean time a decision so far in this game (before its first: calibrated)
            made, used = spent[coach_seat]
            peer.seconds = used / made if made else seconds
            action = int(peer.step(state))
        else:
            bot = coach if seat == coach_seat else standard[seat]
            action = ids[str(bot.choose(engine.observation(seat), engine.legal_actions(seat)))]
        if seat in spent:
            spent[seat][0] += 1
            spent[seat][1] += time.process_time() - clock
        state.apply_action(action)
    returns = state.returns()
    return {"pair": pair, "deal": deal, "coach_seat": coach_seat, "peer_seat": peer_seat,
            "seeds": {"chance": deal, "bots": "deal * 10 + seat"},
            "scores": state.engine.scores(), "coach_win": returns[coach_seat], "peer_win": returns[peer_seat],
            "coach_decisions": spent[coach_seat][0], "coach_cpu": round(spent[coach_seat][1], 2),
            "peer_decisions": spent[peer_seat][0], "peer_cpu": round(spent[peer_seat][1], 2),
            "peer_simulations": peer.simulations, "cpu": round(time.process_time() - started, 2)}


def jobs_of(key: str, players: int, kind: str, pairs: int, seed: int, seconds: float) -> list[tuple]:
    """Both games of every pair of a table: the Coach and the peer swap seats on the same deal."""
    work = []
    for g in range(pairs):
        deal, first = seed + 7919 * g, g % players
        second = (first + 1) % players
        work += [(key, players, kind, g, deal, first, second, seconds), (key, players, kind, g, deal, second, first, seconds)]
    return work


def summary(key: str, players: int, kind: str, seconds: float, records: list[dict]) -> dict:
    """One table's row: both bots' win shares (Wilson 95%) and the paired gap (95%), with every game."""
    games = len(records)
    coach, peer = sum(r["coach_win"] for r in records), sum(r["peer_win"] for r in records)
    gaps = [(a["coach_win"] + b["coach_win"] - a["peer_win"] - b["peer_win"]) / 2
            for a, b in zip(records[0::2], records[1::2])]
    gap, gap_low, gap_high = win_gap_interval(gaps)
    coach_low, coach_high = wilson_interval(round(coach), games)
    peer_low, peer_high = wilson_interval(round(peer), games)
    per = lambda who: sum(r[f"{who}_cpu"] for r in records) / max(1, sum(r[f"{who}_decisions"] for r in records))  # noqa: E731
    return {"game": key, "players": players, "peer": kind, "pairs": len(gaps), "games": games,
            "seconds_per_move": seconds, "fair_share": 1 / players,
            "coach_win_share": coach / games, "coach_low": coach_low, "coach_high": coach_high,
            "peer_win_share": peer / games, "peer_low": peer_low, "peer_high": peer_high,
            "gap": gap, "gap_low": gap_low, "gap_high": gap_high,
            "coach_cpu_per_move": round(per("coach"), 3), "peer_cpu_per_move": round(per("peer"), 3),
            "peer_simulations_per_move": round(sum(r["peer_simulations"] for r in records)
                                               / max(1, sum(r["peer_decisions"] for r in records)), 1),
            "records": records}


def verdict(row: dict) -> str:
    """Who is ahead by the paired gap's 95% interval."""
    if row["gap_low"] > 0:
        return "the Coach ahead"
    if row["gap_high"] < 0:
        return f"{row['peer'].upper()} ahead"
    return "cannot be told apart"


def commit() -> str:
    """The checkout's commit, and whether its engines or benchmarks have changes (the run's code)."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    head = git("rev-parse", "HEAD")
    if not head:
        return "not a git checkout (see --code)"
    return head + (" (with uncommitted changes)" if git("status", "--porcelain", "--", "engines", "benchmarks") else "")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=sorted(GAMES), action="append")
    parser.add_argument("--players", type=int, action="append", help="only these player counts")
    parser.add_argument("--peer", choices=PEERS, action="append")
    parser.add_argument("--pairs", type=int, default=2, help="paired deals per table and peer (default 2)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, in processes")
    parser.add_argument("--save", action="store_true", help=f"store the tables in {RESULTS.relative_to(ROOT)}")
    parser.add_argument("--code", help="where the code run comes from, for a tree exported with git archive")
    parser.add_argument("--results", type=Path, default=RESULTS, help="where --save writes")
    parser.add_argument("--resume", action="store_true",
                        help="keep the tables a stopped run with the same settings saved, play the others")
    args = parser.parse_args(argv)
    ran = {"command": "benchmarks/peer_bots.py " + " ".join(sys.argv[1:] if argv is None else argv),
           "commit": args.code or commit(), "open_spiel": metadata.version("open-spiel"), "python": platform.python_version(),
           "seed": args.seed, "pairs": args.pairs, "uct_c": UCT_C, "rollout_cap": ROLLOUT_CAP,
           "simulations_per_world": SIMULATIONS_PER_WORLD, "calibration_decisions": CALIBRATION,
           "clock": "CPU seconds (time.process_time)"}
    print(json.dumps(ran), flush=True)
    rows, calibration = [], 0.0
    same = ("seed", "pairs", "uct_c", "rollout_cap", "simulations_per_world", "calibration_decisions", "open_spiel")
    if args.resume and args.results.exists():
        stored = json.loads(args.results.read_text(encoding="utf-8"))
        if any(stored["ran"].get(name) != ran[name] for name in same):
            raise SystemExit(f"{args.results} was run with other settings; run without --resume")
        rows, calibration = stored["tables"], stored["ran"].get("calibration_cpu", 0.0)
        print(f"resuming: {len(rows)} tables kept from {args.results}", flush=True)
    done = {(t["game"], t["players"], t["peer"]) for t in rows}
    for key in args.only or list(GAMES):
        for players in GAMES[key]["players"]:
            if args.players and players not in args.players:
                continue
            kinds = [kind for kind in args.peer or PEERS if (key, players, kind) not in done]
            if not kinds:
                continue
            clock = time.process_time()
            seconds = coach_seconds(key, players, args.seed - 1)
            calibration += time.process_time() - clock
            print(f"{key} with {players}: the Coach spends {seconds:.3f} CPU s a decision; the peers get as much",
                  flush=True)
            for kind in kinds:
                work = jobs_of(key, players, kind, args.pairs, args.seed, seconds)
                records = []
                with ProcessPoolExecutor(args.jobs) as pool:
                    for record in pool.map(one_game, work):
                        records.append(record)
                        print(f"  {kind} pair {record['pair']} deal {record['deal']}: Coach seat {record['coach_seat']} "
                              f"{record['coach_win']:.2f}, {kind} seat {record['peer_seat']} {record['peer_win']:.2f} "
                              f"(scores {record['scores']}, {record['cpu']:.0f} CPU s)", flush=True)
                row = summary(key, players, kind, seconds, records)
                rows.append(row)
                print(f"{key} with {players} against {kind}: Coach {row['coach_win_share']:.0%} "
                      f"({row['coach_low']:.0%} to {row['coach_high']:.0%}), {kind} {row['peer_win_share']:.0%} "
                      f"({row['peer_low']:.0%} to {row['peer_high']:.0%}), fair {row['fair_share']:.0%}; paired gap "
                      f"{row['gap']:+.2f} ({row['gap_low']:+.2f} to {row['gap_high']:+.2f}): {verdict(row)}; "
                      f"CPU s a move: Coach {row['coach_cpu_per_move']}, {kind} {row['peer_cpu_per_move']} "
                      f"({row['peer_simulations_per_move']} simulations)", flush=True)
                if args.save:  # table by table, so that a stopped run can be resumed
                    save(args.results, ran, rows, calibration, complete=False)
    if args.save:
        save(args.results, ran, rows, calibration, complete=True)
        print(f"saved {args.results}: {ran['cpu_seconds']:.0f} CPU seconds in all (calibration and games)", flush=True)


def save(path: Path, ran: dict, rows: list[dict], calibration: float, complete: bool) -> None:
    """Write the run: what was run (with its CPU seconds so far) and the tables played."""
    ran["calibration_cpu"] = round(calibration, 1)
    ran["cpu_seconds"] = round(calibration + sum(r["cpu"] for row in rows for r in row["records"]), 1)
    ran["complete"] = complete
    path.write_text(json.dumps({"ran": ran, "tables": rows}, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
