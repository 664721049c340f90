"""benchmarks/quiz.py: a reader's answers graded against the stored key, and bad input refused in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import quiz

ROOT = Path(__file__).resolve().parent.parent
ROUND = ROOT / "benchmarks" / "results" / "quiz" / "kirin" / "c"


def test_a_stored_round_grades_as_readers_md_says(capsys):
    quiz.main(["--game", "kirin", "--out", str(ROUND), "--grade", str(ROUND / "answers-page.txt")])
    assert capsys.readouterr().out.strip() == "kirin: 10 of 11"


@pytest.mark.parametrize("argv, said", [
    (["--game", "chess", "--out", "x"], "--game is one of dragon_egg, meow_oracle, lauzait_cep, kirin, not 'chess'"),
    (["--game", "kirin", "--out", "x", "--positions", "no/such.json"], "cannot read no/such.json"),
    (["--game", "kirin", "--out", "no/such/dir", "--grade", "answers.txt"], "cannot read no/such/dir/key.json"),
    (["--game", "kirin", "--out", "x"], "--positions is needed to write a quiz"),
])
def test_bad_input_is_refused_with_what_is_wrong(argv, said, capsys):
    with pytest.raises(SystemExit) as stop:
        quiz.main(argv)
    assert stop.value.code == 2 and said in capsys.readouterr().err


def test_a_file_of_another_kind_is_named_as_such(tmp_path, capsys):
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"x": 1}')
    with pytest.raises(SystemExit):
        quiz.main(["--game", "kirin", "--out", str(tmp_path), "--positions", str(wrong)])
    assert "not what this script reads" in capsys.readouterr().err
