"""Lauzait Cep! playthroughs: seeded games recorded as readable text and replayed.

In the spirit of OpenSpiel's playthroughs: each game below is played with choices by
``random.Random(seed).choice`` over ``to_act()`` and ``legal_actions(seat)``, and every
step is written out (the seat to act, its concealed hand, the legal actions in order, the
action chosen and the log lines it added). The test plays the game again and compares the
text line by line with the file in ``playthroughs/``, so any change in behaviour (a
different deal, another order of legal actions, a new sentence in the log) shows up as a
diff a person can read.

The recordings were made before the engine's speed work of issue 13. To record them again
on purpose (after a deliberate change of the rules or the log), run from the project root

    PYTHONPATH=. .venv/bin/python tests/lauzait_cep/test_lc_playthrough.py

and review the diff of ``tests/lauzait_cep/playthroughs/*.txt`` before committing it.
"""

from __future__ import annotations

import difflib
import random
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
if __name__ == "__main__":  # run as a script: make the project importable
    sys.path.insert(0, str(HERE.parent.parent))

from engines import lauzait_cep as lc  # noqa: E402
from engines.core import seat_name  # noqa: E402
from engines.lauzait_cep.pieces import tokens  # noqa: E402

PLAYTHROUGHS = HERE / "playthroughs"
GAMES = [(2, 60), (4, 149)]
"""(players, seed): a 2-player game of 153 actions ending in a declaration with departments
revealed, and a 4-player game of 232 actions with a concealed declaration; both have forms,
dissolves, hires on land and into the Water (taken and failed) and proposals to end."""


def path_for(players: int, seed: int) -> Path:
    """Where the recording of one game lives."""
    return PLAYTHROUGHS / f"lauzait_cep_{players}p_seed{seed}.txt"


def playthrough(players: int, seed: int) -> list[str]:
    """Play the seeded game and return its recording, one line per list item."""
    state = lc.new_game(players, seed=seed)
    choose = random.Random(seed).choice
    lines = [f"# Lauzait Cep! playthrough: {players} players, new_game({players}, seed={seed}),",
             f"# every choice by random.Random({seed}).choice over to_act() and legal_actions(seat).",
             "# Regenerate only on purpose: see tests/lauzait_cep/test_lc_playthrough.py.",
             ""]
    lines += [f"log: {line}" for line in state.log()]
    step = 0
    while True:
        seats = state.to_act()
        if not seats:
            break
        seat = choose(seats)
        legal = state.legal_actions(seat)
        action = choose(legal)
        step += 1
        seen = len(state.log())
        lines += ["",
                  f"step {step}: season {state.season}, day {state.day}, phase {state.phase!r}, "
                  f"{seat_name(seat)} (seat {seat}) to act",
                  f"hand: {tokens(sorted(state.hidden[seat]))}",
                  f"legal: {', '.join(map(str, legal))}",
                  f"action: {action}"]
        state.apply(seat, action)
        lines += [f"log: {line}" for line in state.log()[seen:]]
    lines += ["", f"scores: {state.scores()}", f"winners: {state.winners()}"]
    return lines


@pytest.mark.parametrize("players, seed", GAMES)
def test_playthrough_matches_the_recording(players, seed):
    expected = path_for(players, seed).read_text(encoding="utf-8").splitlines()
    actual = playthrough(players, seed)
    if actual != expected:
        diff = difflib.unified_diff(expected, actual, "recorded", "played now", lineterm="", n=2)
        pytest.fail("The game no longer plays as recorded:\n" + "\n".join(list(diff)[:60]))


def regenerate() -> None:
    """Write every recording afresh (only after a deliberate change of behaviour)."""
    PLAYTHROUGHS.mkdir(exist_ok=True)
    for players, seed in GAMES:
        path = path_for(players, seed)
        path.write_text("\n".join(playthrough(players, seed)) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    regenerate()
