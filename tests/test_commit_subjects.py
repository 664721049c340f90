"""The history a maintainer reads at a glance: every commit since the rule began has a subject of at most
72 characters and a blank line before its body, checked by the same ``.githooks/commit-msg`` a developer
turns on with ``git config core.hooksPath .githooks`` (README, "Commits")."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HOOK = ROOT / ".githooks" / "commit-msg"
SINCE = "d07a6b6"
"""The last commit written before the rule: the history before it is left as it was."""


def _git(*args: str) -> str:
    """A git command's output in this checkout."""
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout


def _history() -> list[tuple[str, str]]:
    """(short hash, whole message) of each commit after :data:`SINCE`; skips where the history is not here."""
    try:
        _git("cat-file", "-e", f"{SINCE}^{{commit}}")
    except (OSError, subprocess.CalledProcessError):
        pytest.skip(f"no git history reaching {SINCE} here (a tarball or a shallow clone)")
    out = _git("log", "--format=%h%x00%B%x01", f"{SINCE}..HEAD")
    return [tuple(entry.strip("\n").split("\x00", 1)) for entry in out.split("\x01") if entry.strip()]


def _refusals(message: str, tmp_path: Path) -> str:
    """What the commit-msg hook says of ``message`` (empty when it accepts it)."""
    path = tmp_path / "MESSAGE"
    path.write_text(message, encoding="utf-8")
    run = subprocess.run([sys.executable, str(HOOK), str(path)], capture_output=True, text=True)
    assert run.returncode in (0, 1), run.stderr
    return run.stderr if run.returncode else ""


def _hook_problems():
    """The hook's own ``problems`` function, loaded in this process: one Python start per commit of a history of
    hundreds took about 15 s of a CI run; :func:`test_the_hook_refuses_what_a_log_cannot_scan` runs the file as git
    does."""
    return runpy.run_path(str(HOOK))["problems"]


def test_every_commit_since_the_rule_has_a_short_subject():
    problems = _hook_problems()
    bad = [f"{sha}: {' '.join(problems(message))}" for sha, message in _history() if problems(message)]
    assert not bad, "Commit messages the hook refuses:\n" + "\n".join(bad)


@pytest.mark.parametrize("message, refused", [
    ("Split engines/coach.py by concern\n\nThe rating moved to rating.py.\n", ""),
    ("x" * 72 + "\n", ""),
    ("x" * 73 + "\n", "73 characters"),
    ("Short subject\nthe body without a blank line\n", "second line must be blank"),
    ("# only a comment\n\n", "empty"),
])
def test_the_hook_refuses_what_a_log_cannot_scan(message, refused, tmp_path):
    said = _refusals(message, tmp_path)
    assert (refused in said) if refused else said == ""
    assert bool(_hook_problems()(message)) == bool(refused)  # the history's check agrees with the hook run by git
