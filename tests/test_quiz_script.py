"""benchmarks/quiz.py: bad input refused in one line (a stored round's grading is each game's own test)."""

from __future__ import annotations

import pytest

from benchmarks import quiz
from widgets.games import KEYS

GAME = KEYS[0]  # any game serves: the registry's first


@pytest.mark.parametrize("argv, said", [
    (["--game", "chess", "--out", "x"], f"--game is one of {', '.join(KEYS)}, not 'chess'"),
    (["--game", GAME, "--out", "x", "--positions", "no/such.json"], "cannot read no/such.json"),
    (["--game", GAME, "--out", "no/such/dir", "--grade", "answers.txt"], "cannot read no/such/dir/key.json"),
    (["--game", GAME, "--out", "x"], "--positions is needed to write a quiz"),
])
def test_bad_input_is_refused_with_what_is_wrong(argv, said, capsys):
    with pytest.raises(SystemExit) as stop:
        quiz.main(argv)
    assert stop.value.code == 2 and said in capsys.readouterr().err


def test_a_file_of_another_kind_is_named_as_such(tmp_path, capsys):
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"x": 1}')
    with pytest.raises(SystemExit):
        quiz.main(["--game", GAME, "--out", str(tmp_path), "--positions", str(wrong)])
    assert "not what this script reads" in capsys.readouterr().err
