"""Kirin's quiz round c (benchmarks/results/quiz/kirin/c): the stored answers grade as readers.md says."""

from __future__ import annotations

from pathlib import Path

from benchmarks import quiz

ROUND = Path(__file__).resolve().parents[2] / "benchmarks" / "results" / "quiz" / "kirin" / "c"


def test_round_c_with_the_page_grades_10_of_11(capsys):
    quiz.main(["--game", "kirin", "--out", str(ROUND), "--grade", str(ROUND / "answers-page.txt")])
    assert capsys.readouterr().out.strip() == "kirin: 10 of 11"
