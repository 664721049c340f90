"""A two-move quiz of held-out positions, to measure whether a Playing well page changes what a reader plays.

    .venv/bin/python benchmarks/quiz.py --positions quiz.json --game meow_oracle --out DIR [--seed 7]

The positions come from ``benchmarks/practice_positions.py`` run on seeds the project never stored (``--out`` of that
script), so a reader has never seen them: moments of Standard bots' games where a 16x reference gives the tempting
move (the Standard bot's, or the race's second choice) away against the coach's choice by at least a mistake with its
whole 95% interval. Each position is written as the practice panel shows it (the moment, the table), with the two
moves as A and B in an order drawn from ``--seed`` (the better move A in half of them, so a reader who leans to
one letter gains nothing); ``quiz.txt`` is what a reader gets, ``key.json`` the answers
(the better move's letter, and the reference's figures) to grade with ``--grade ANSWERS`` (a file of lines "1 A").
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.practice_positions import alternatives  # noqa: E402
from benchmarks.review_transcript import text  # noqa: E402
from engines.practice import Moment  # noqa: E402
from widgets.games import KEYS, game as registry  # noqa: E402
from widgets.practice import PracticePanel  # noqa: E402
from widgets.results import practice  # noqa: E402


def entries(path: Path, key: str) -> list[dict]:
    """The positions of game ``key`` in a file written by ``practice_positions.py``."""
    return [entry for entry in json.loads(path.read_text())["positions"] if entry["game"] == key]


def write(path: Path, key: str, out: Path, seed: int) -> None:
    """The quiz text and its answer key for the positions of ``key`` in ``path``."""
    draw = random.Random(seed)
    chosen = entries(path, key)
    firsts = [number % 2 == 0 for number in range(len(chosen))]  # the better move is A in half the positions
    draw.shuffle(firsts)
    parts, answers = [], []
    for number, (entry, first) in enumerate(zip(chosen, firsts), start=1):
        state, seat = practice.load_position(entry)
        panel = PracticePanel(key, [Moment(state, seat, entry["best"])], css=registry(key).css)
        describe = panel.hooks.describe_action
        pair = [entry["best"], entry["tempting"]] if first else [entry["tempting"], entry["best"]]
        observation = state.observation(seat)
        parts.append(f"=== Position {number} ===\n{text(panel.header.value)}\n{text(panel.position.value)}\n"
                     + "\n".join(f"{letter}: {describe(move, observation)}" for letter, move in zip("AB", pair)))
        reference = entry["reference"]
        answers.append({"position": number, "better": "AB"[pair.index(entry["best"])], "best": entry["best"],
                        "tempting": entry["tempting"], "criterion": entry["criterion"], "measure": entry["measure"],
                        "players": entry["players"], "seed": entry["record"]["seed"],
                        "alternatives": alternatives(state, seat, entry["best"], entry["tempting"]),
                        "reference": {k: reference[k] for k in ("best", "tempting") if k in reference}})
    out.mkdir(parents=True, exist_ok=True)
    (out / "quiz.txt").write_text("\n\n".join(parts) + "\n")
    (out / "key.json").write_text(json.dumps(answers, indent=1) + "\n")
    print(f"{key}: {len(answers)} positions in {out / 'quiz.txt'}")


def grade(key_file: Path, answers_file: Path, only_alternatives: bool = False) -> tuple[int, int]:
    """How many of a reader's answers (lines "1 A") pick the better move, of how many positions (with
    ``only_alternatives``, of the positions whose two moves are a real either-or, :func:`alternatives`)."""
    key = {a["position"]: a["better"] for a in json.loads(key_file.read_text())
           if a.get("alternatives", True) or not only_alternatives}
    said = dict(line.split()[:2] for line in answers_file.read_text().splitlines() if len(line.split()) >= 2)
    return sum(said.get(str(n), "").upper() == better for n, better in key.items()), len(key)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=Path, help="the positions file (not needed with --grade)")
    parser.add_argument("--game", required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--grade", type=Path, default=None, help="a reader's answers, lines such as '1 A'")
    args = parser.parse_args(argv)
    if args.game not in KEYS:
        parser.error(f"--game is one of {', '.join(KEYS)}, not {args.game!r}")
    try:
        if args.grade:
            right, of = grade(args.out / "key.json", args.grade)
            real, among = grade(args.out / "key.json", args.grade, only_alternatives=True)
            print(f"{args.game}: {right} of {of}" + (f" ({real} of the {among} whose two moves are a real either-or)"
                                                      if among < of else ""))
        elif args.positions is None:
            parser.error("--positions is needed to write a quiz")
        else:
            write(args.positions, args.game, args.out, args.seed)
    except OSError as error:
        parser.error(f"cannot read {error.filename}: {error.strerror} (a quiz needs the positions file that "
                     "practice_positions.py writes; grading needs key.json in --out and the answers file)")
    except (ValueError, KeyError, TypeError) as error:
        parser.error(f"that file is not what this script reads ({type(error).__name__}: {error}): the positions come "
                     "from practice_positions.py, the key from this script, the answers as lines such as '1 A'")


if __name__ == "__main__":
    main()
