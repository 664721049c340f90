"""What the practice panel says (widgets/practice.py): one thing per try, the answer hidden until asked for.

A try's verdict gives the label once (its chip), one sentence and one picture of the figures; "Show the coach's
choice" adds the coach's move under a heading of its own, apart from the learner's verdict; each later moment
brings its heading into view; while a review is practised, its rows (which name the coach's choice) are out of
sight.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from engines import coach, practice
from widgets.coaching import ReviewPanel
from widgets.games import GAMES
from widgets.reason_words import reason_text
from widgets.practice import PracticePanel
from widgets.verdicts import loss_picture

from test_coaching_widgets import _fake_review, _finished_game
from test_practice import _moments

KEY = GAMES[-1].key  # any game serves: the registry's last (the fake review plays it)


@pytest.fixture(autouse=True)
def quick_looks(monkeypatch):
    """A short second look (a batch or two), so that the panel's tries run in the test's time."""
    monkeypatch.setattr(coach, "RESOLUTION", coach.Resolution(first=1, cap=2))
    monkeypatch.setattr(practice, "PRACTICE_RESOLUTION", coach.Resolution(first=1, cap=2))


def _text(html: str) -> str:
    """What a reader reads of ``html``: its text, without tags or the pictures' inner labels."""
    html = re.sub(r"<(style|title)[^>]*>.*?</\1>", "", html, flags=re.S)
    return unescape(re.sub(r"<[^>]+>", " ", html))


def _wrong_try(key: str = KEY) -> tuple[PracticePanel, coach.ReviewRow]:
    moments = _moments(key, 2)
    panel = PracticePanel(key, moments, budget=2)
    other = next(n for n in moments[0].legal if n != moments[0].best)
    return panel, panel.pick(other)


@pytest.mark.parametrize("key", [info.key for info in GAMES])
def test_a_try_says_its_label_once_with_one_set_of_figures(key):
    panel, row = _wrong_try(key)
    said = panel.verdict.value
    assert said.count("class=\"tt-chip ") == 1, "the label is said once, as its chip"
    title = row.label[:1].upper() + row.label[1:]
    assert f"{title}:" not in _text(said) and "Unsure (" not in _text(said), "no label at the head of the sentence too"
    assert said.count(loss_picture(row)) == 1 and "tt-review-figures" not in said, "one set of figures"
    assert "<details class='tt-practice-look'>" in said, "how sure the try is, folded"
    assert row.best not in panel.header.value and "The coach&#x27;s choice:" not in said


def test_the_coachs_choice_comes_under_its_own_heading_and_the_figures_stay_one_set():
    panel, row = _wrong_try()
    panel.reveal()
    said = panel.verdict.value
    mine, _, coach_part = said.partition("<div class='tt-practice-coach'>")
    assert coach_part, "the coach's choice has a block of its own"
    assert "tt-chip" in mine and "tt-chip" not in coach_part, "the learner's label stays with the learner's move"
    assert _text(coach_part).strip().startswith("The coach's choice: " + panel._words()(row.best))
    assert unescape(reason_text(row.reason)) in unescape(coach_part)
    assert said.count(loss_picture(row)) == 1 and "tt-review-figures" not in said
    assert said.count("class=\"tt-chip ") == 1


def test_each_later_moment_brings_its_heading_into_view():
    panel, _ = _wrong_try()
    assert "tt-into-view" not in panel.header.value, "a page's own practice does not pull the page on opening"
    panel.next()
    assert "tt-into-view" in panel.header.value and "closest(&#x27;.tt-practice-header&#x27;)" in panel.header.value
    opened = PracticePanel(KEY, _moments(KEY, 1), budget=2, scroll=True)
    assert "tt-into-view" in opened.header.value, "one opened by a press comes into view at once"


def test_the_practice_buttons_are_as_wide_as_their_words():
    panel, _ = _wrong_try()
    for button in (panel.reveal_button, panel.again_button, panel.next_button):
        assert button.layout.width == "auto", f"{button.description!r} would be cut to the default button width"


def test_the_reviews_rows_are_out_of_sight_while_practising():
    panel = ReviewPanel(_fake_review, lambda row: "", GAMES[-1].css)
    panel.game = KEY
    panel.ready(_finished_game(), 0)
    panel.start()
    assert any(r.flagged for r in panel.rows) and panel.practise_button.layout.display != "none"
    words = panel.practise_button.description
    panel.practise()
    assert panel.practice_box.children, "the practice opened"
    assert panel.rows_box.layout.display == "none" and panel.show_all.layout.display == "none"
    assert panel.practise_button.description == "Back to the review"
    assert "tt-into-view" in panel.practice_box.children[0].children[1].value, "the practice comes into view"
    panel.practise()  # the same button: back to the review
    assert not panel.practice_box.children and panel.rows_box.layout.display != "none"
    assert panel.show_all.layout.display != "none" and panel.practise_button.description == words
    panel.practise()
    panel.show(0)  # a bar of the chart pressed while practising: back to the review, that row open
    assert not panel.practice_box.children and panel.rows_box.layout.display != "none"
    assert panel.detail.layout.display != "none" and "tt-into-view" in panel.detail.value


def test_the_move_of_the_game_again_gets_the_reviews_own_verdict(monkeypatch):
    """Picking the move played in the game shows the review's row, not a smaller fresh look that could label it
    otherwise by chance (a reader read a gentler practice label as the move being fine)."""
    moment = _moments(KEY, 1)[0]
    played = next(n for n in moment.legal if n != moment.best)
    verdict = coach.ReviewRow(moment.move, moment.seat, played, moment.best, "mistake", 0.1, 0.09, 0.11, 0.0, "",
                              moment.observation)
    moment = practice.Moment(moment.state, moment.seat, moment.best, played, "mistake", moment.move,
                             moment.evaluations, verdict=verdict)
    monkeypatch.setattr("widgets.practice.try_choice", lambda *a, **k: pytest.fail("no fresh look for the game's move"))
    panel = PracticePanel(KEY, [moment], budget=2)
    assert panel.pick(played) is verdict
    said = _text(panel.verdict.value)
    assert "as in your game" in said and "keeps the review's figures" in said and "mistake" in panel.verdict.value


def test_a_try_that_fails_unexpectedly_says_so_in_the_banner_and_leaves_no_progress_line(monkeypatch):
    """A surprise while the coach plays a try out is said in the banner; the verdict is not left on the progress
    line ("The coach is playing your move out...") that a learner would wait on for ever."""
    moments = _moments(KEY, 1)
    other = next(n for n in moments[0].legal if n != moments[0].best)

    def fails(*args, **kwargs):
        raise RuntimeError("the imagined games could not be played")

    monkeypatch.setattr("widgets.practice.try_choice", fails)
    panel = PracticePanel(KEY, moments, budget=2)
    assert panel.pick(other) is None
    assert panel.verdict.value == "" and "the imagined games could not be played" in panel.banner.value
    assert panel.tries == [] and not any(getattr(b, "disabled", False) for b in panel.choices.children)
