"""The review reads in a minute: word budgets on a reviewed game of every game of the registry.

A finished game of each game (seat 0 at random, the others Standard, seeded) is reviewed by its own
panel at a tiny budget. Words are counted as a reader sees them: the text of the HTML, not its tags,
a word being a run of characters with a letter or a digit in it (a symbol such as "?!" is not a word);
a folded disclosure counts its summary line only.

- before the first row (the banner, the result, the flagged count, the costliest choice, the chart and
  its folded note, the buttons): at most 60 words;
- each row's visible line: at most 15 words;
- "How the coach decides", opened: at most 200 words.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from itertools import islice

import pytest

from widgets.games import KEYS, game
from widgets.testing import TINY_BUDGET, play_out

BEFORE_ROWS, ROW, RULES = 60, 15, 200
_INLINE = {"b", "i", "em", "strong", "a", "abbr", "code"}


class _Seen(HTMLParser):
    """The words of HTML as a reader sees them: no tags, no styles or titles, a folded disclosure's summary only."""

    def __init__(self, opened: bool) -> None:
        super().__init__()
        self.opened, self.parts, self.hidden, self.folded = opened, [], 0, 0

    def handle_starttag(self, tag, attrs):
        if tag not in _INLINE:
            self.parts.append(" ")
        if tag in ("style", "script", "title"):
            self.hidden += 1
        if tag == "details" and not self.opened:
            self.folded += 1
        if tag == "summary" and self.folded:
            self.folded -= 1  # the summary line of a folded disclosure shows
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in ("style", "script", "title"):
            self.hidden -= 1
        if tag == "summary" and not self.opened:
            self.folded += 1
        if tag == "details" and not self.opened:
            self.folded -= 1
        if tag not in _INLINE:
            self.parts.append(" ")

    def handle_data(self, data):
        if not self.hidden and not self.folded:
            self.parts.append(data)


def words(html: str, opened: bool = False) -> list[str]:
    """The words a reader reads in ``html`` (``opened``: its disclosures opened)."""
    seen = _Seen(opened)
    seen.feed(html)
    return [token for token in "".join(seen.parts).split() if re.search(r"\w", token)]


def test_words_are_counted_as_a_reader_sees_them():
    html = ("<div>Final <b>scores</b>: You 6.</div><span>?! ×2</span><style>.a{b:c}</style>"
            "<details><summary>About the chart</summary><p>hidden words here</p></details>")
    assert words(html) == ["Final", "scores:", "You", "6.", "×2", "About", "the", "chart"]
    assert len(words(html, opened=True)) == 11


def _finished(key: str, seed: int = 940_001):
    """A finished game of ``key``: seat 0 at random, the others Standard, three players where the game allows."""
    info = game(key)
    players = 3 if 3 in info.players else min(info.players)
    state = info.part(info.engine).new_game(players, seed=seed)
    play_out(state, [info.bot("Beginner" if s == 0 else "Standard", seed=seed + s) for s in range(players)])
    return state


ROWS = 6
"""The choices reviewed per game: enough for several labels and a costliest choice, within a test's time."""


def _first_rows(review, most: int = ROWS):
    """``review`` cut after its first ``most`` rows, as if the game had no more choices."""
    return lambda state, seat, progress=None, stop=None: islice(review(state, seat, progress, stop), most)


@pytest.fixture(scope="module")
def reviewed():
    """Each game's review panel after a finished review of its first choices at a tiny budget, by game key."""
    from widgets.coaching import ReviewPanel

    patch = pytest.MonkeyPatch()
    patch.setenv("TUTOR_REVIEW_BUDGET", TINY_BUDGET)
    panels = {}
    try:
        for key in KEYS:
            panel = ReviewPanel.for_game(key)
            panel.review_fn = _first_rows(panel.review_fn)
            panel.ready(_finished(key), 0)
            panel.start()
            panels[key] = panel
    finally:
        patch.undo()
    return panels


def before_first_row(panel) -> list[str]:
    """What a learner reads from the review's banner down to its first row."""
    buttons = [b.description for b in (panel.practise_button, panel.show_all) if b.layout.display != "none"]
    return words(panel.banner.value) + words(panel.summary.value) + words(" ".join(buttons))


@pytest.mark.parametrize("key", KEYS)
def test_what_comes_before_the_first_row_is_at_most_60_words(reviewed, key):
    said = before_first_row(reviewed[key])
    assert len(said) <= BEFORE_ROWS, f"{len(said)} words before the first row: {' '.join(said)}"


@pytest.mark.parametrize("key", KEYS)
def test_each_row_reads_at_a_glance(reviewed, key):
    panel = reviewed[key]
    assert panel.row_buttons, "the review has rows"
    for button in panel.row_buttons:
        said = words(button.description)
        assert len(said) <= ROW, f"{len(said)} words in a row's visible line: {button.description}"


@pytest.mark.parametrize("key", KEYS)
def test_how_the_coach_decides_is_at_most_200_words(reviewed, key):
    said = words(reviewed[key].rules_note.value, opened=True)
    assert len(said) <= RULES, f"{len(said)} words in 'How the coach decides'"


@pytest.mark.parametrize("key", KEYS)
def test_the_costliest_choice_is_named_once_and_the_chance_line_is_gone(reviewed, key):
    panel = reviewed[key]
    text = " ".join(words(panel.summary.value, opened=True))
    assert "biggest fall" not in text
    assert text.count("Costliest") == (1 if any(r.flagged for r in panel.rows) else 0)
