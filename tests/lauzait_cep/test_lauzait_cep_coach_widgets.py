"""The coach in the Lauzait Cep! play and replay apps, driven in Python: levels, Review, hot seat.

The games are played through the apps' own public methods and buttons. The review runs
with a tiny budget (``TUTOR_REVIEW_BUDGET=2``): these tests check what the apps do with
the coach's rows, not the coach's figures (tests/lauzait_cep/test_lauzait_cep_coach.py
does). The secrecy checks walk every widget of the app and read every string it sends to
the browser (values, descriptions, tooltips, options, CSS classes), style sheets aside.
"""

from __future__ import annotations

import dataclasses
import html
import random
import re

import pytest

from engines import coach as shared
from engines.core import seat_name
from engines.lauzait_cep import PIECES
from engines.lauzait_cep.coach import CoachBot
from widgets.lauzait_cep import review as coaching
from widgets.lauzait_cep.replay import ReplayViewer
from widgets.reason_words import reason_text
from widgets.lauzait_cep.table import LEARNER, PlayTable
from widgets.testing import sent_strings

TOKEN = re.compile(r"(?<![A-Za-z0-9])([GW][0-9])(?![0-9])")
"""A piece token in a text (a joker's ``J`` is left out: the word and the letter are everywhere)."""


@pytest.fixture(autouse=True)
def tiny_review(monkeypatch):
    """Every review in these tests plays 2 sampled deals per decision."""
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", "2")


# ----- what the page holds -------------------------------------------------------------------------
def page_texts(root) -> list[str]:
    """Every string the widget tree sends to the browser, in order (style sheets and model ids left out)."""
    return sent_strings(root)


def page_tokens(root) -> set[str]:
    """Every piece token the page holds."""
    return {t for text in page_texts(root) for t in TOKEN.findall(text)}


def public_tokens(table: PlayTable) -> set[str]:
    """Tokens the shown person may see anyway: the board, every revealed department, the whole log,
    that person's own pieces, and the typing field's example."""
    state, obs = table.state, table._observation()
    seen = " ".join(t for t in obs["board"] if t) + " " + " ".join(obs["hand"])
    seen += " " + " ".join(d["pieces"] for r in obs["revealed"] for d in r) + " " + str(obs["luminous"])
    seen += " " + " ".join(str(e) for e in state.events) + " " + table.typed.placeholder
    return set(TOKEN.findall(seen))


def hidden_from_viewer(table: PlayTable) -> set[str]:
    """The tokens of the other people's concealed pieces that show nowhere in public (see above)."""
    others = [s for s in table.people if s != table.viewer]
    tokens = {PIECES[c].token for s in others for c in table.state.hidden[s]}
    return tokens - public_tokens(table)


def assert_page_shows_no_other_hand(table: PlayTable, rng: random.Random) -> int:
    """Two checks: (1) no concealed piece of another person that is not public anyway is named in the
    page; (2) dealing every concealed piece the shown person may not see (the other people's, the
    bots', the face-down ones) anew changes nothing in the page. Returns how many tokens (1) checked."""
    hidden = hidden_from_viewer(table)
    leaked = page_tokens(table.widget) & hidden
    assert not leaked, f"pieces hidden from {table.viewer} are in the page: {sorted(leaked)}"
    before = page_texts(table.widget)
    state = table.state
    others = [s for s in range(state.players) if s != table.viewer]
    what_if = state.clone()
    pool = [c for s in others for c in what_if.hidden[s]] + list(what_if.face_down)
    rng.shuffle(pool)
    for s in others:
        n = len(what_if.hidden[s])
        what_if.hidden[s], pool = sorted(pool[:n]), pool[n:]
    what_if.face_down = pool
    table.state = what_if
    try:
        table._render()
        assert page_texts(table.widget) == before, "the page changed with pieces it must not know"
    finally:
        table.state = state
        table._render()
    return len(hidden)


def click_first_legal_day(table: PlayTable) -> None:
    """The shown person hires as a hurried player: the first legal piece of the hand, the first piece
    that may move, its first destination; then ends the day if asked (the real buttons)."""
    next(b for b in table.hand_box.children if "lc-legal" in b._dom_classes).click()
    table.mover_box.children[0].click()
    table.dest_box.children[0].click()


def short_game(seed: int = 3) -> PlayTable:
    """One Beginner bot (2 players): the learner hires once, then proposes to end the game at the start
    of the next day, and the random bot accepts (seed 3 is such a deal: found by trying seeds)."""
    table = PlayTable(opponents=1, level="Beginner", seed=seed)
    click_first_legal_day(table)
    assert table.end_day_button.disabled and not table.state.is_over()  # no declaration to weigh: the day ended
    table.propose_button.click()
    assert table.state.is_over() and "Bruno accepted" in table.banner.text
    return table


# ----- levels -------------------------------------------------------------------------------------------
def test_the_coach_level_plays_with_coach_bots(monkeypatch):
    fast = dataclasses.replace(coaching.HOOKS, coach_budget=1)  # the app's budget is measured elsewhere; keep this fast
    monkeypatch.setattr(coaching, "HOOKS", fast)
    table = PlayTable(opponents=1, level="Coach", seed=3)
    bot = table.bots[1]
    assert type(bot) is CoachBot and bot.budget == 1 and bot.time_limit == coaching.HOOKS.coach_time_limit
    day = table.state.day
    click_first_legal_day(table)  # the Coach bot plays its day from its own observation
    assert table.state.day == day + 2 and table.state.to_act() == [LEARNER]
    assert "Bruno (Coach bot)" in table.players_panel.value


# ----- review -------------------------------------------------------------------------------------------
def test_review_after_a_game_rates_each_real_choice_and_draws_what_the_learner_saw():
    table = PlayTable(opponents=1, level="Beginner", seed=3)
    assert table.review.button.disabled  # no review before the game ends
    table = short_game()
    assert "Press Review" in table.banner.text and "Press <b>Review</b>" in table.status.value
    assert not table.review.button.disabled and table.review.seat == LEARNER and table.review.name is None
    assert table.review_seat.layout.display == "none"  # one person: nobody to choose
    table.review.button.click()  # no event loop here: the rows come at once
    rows = table.review.rows
    expected = [number for number, _, _ in shared.decisions(table.state, LEARNER)]
    assert [r.move for r in rows] == expected and len(rows) == 3 and all(r.seat == LEARNER for r in rows)
    assert "Reviewed 3 of your choices" in table.review.banner.text
    summaries = [b.description for b in table.review.row_buttons]
    assert [s.split(" \u00b7 ", 1)[1].split(":")[0] for s in summaries] == ["#1", "#2", "#3"]
    # The details word the moves as the coach does, from the board the learner saw, at their moment.
    played = ["discard ", "move ", "propose to end the game now"]
    for i, row in enumerate(rows):
        table.review.row_buttons[i].click()  # the row's button shows that moment
        detail = table.review.detail.value
        assert table.review.when(row) in detail and f"<td>{played[i]}" in detail
        assert i != 1 or " to take " in detail
        obs = row.observation
        assert "lc-review-picture" in detail and reason_text(row.reason) in detail.replace("&#x27;", "'")
        unmarked = re.sub(" \\(marked \u201c[^\u201d]*\u201d\\)", "", detail)  # the title names the marks too
        assert f"Your concealed pieces: {' '.join(obs['hand'])}" in unmarked
        assert row.played == row.best or not row.played.startswith("discard ") or (
            f"{row.played.split()[1]} (marked \u201cyou\u201d)" in detail)
        # Bruno's concealed pieces are drawn face down, one back per piece, and nowhere else.
        assert detail.count('data-piece="face-down"') == obs["concealed_counts"][1]
        if row.played == row.best:
            assert "Your choice and the coach&#x27;s choice" in detail
        else:
            assert "Your choice: " in detail and "The coach&#x27;s choice: " in detail
        picture = detail.split("<p><b>")[0]
        if row.played.startswith("discard"):
            assert ">you<" in picture or ">both<" in picture  # the discarded piece is marked in the hand
    table.new_button.click()
    assert table.review.button.disabled and table.review.rows == []


def test_the_review_picture_marks_both_discards_and_draws_both_moves():
    table = short_game()
    table.review.button.click()
    discard, move, _ = table.review.rows
    hand = discard.observation["hand"]
    for played, best in ((discard.played, f"discard {hand[-1]}"), (discard.played, discard.played)):
        row = shared.ReviewRow(discard.move, 0, played, best, "best", 0, 0, 0, 0, "", discard.observation)
        picture = coaching.picture(row)
        if played == best:
            assert ">both<" in picture and ">coach<" not in picture
        else:
            assert ">you<" in picture and ">coach<" in picture
    picture = coaching.picture(move, "Aiko")
    # a move decision: each choice on its own board, the moving piece selected and its destination marked
    assert picture.count('aria-label="the board for move ') == (1 if move.played == move.best else 2)
    assert "Aiko&#x27;s choice" in picture


def test_describe_action_words_a_move_for_a_learner():
    table = short_game()
    obs = shared.decisions(table.state, LEARNER).__next__()[1].observation(LEARNER)
    assert coaching.describe_action("discard G1", obs) == "discard G1"
    assert coaching.describe_action("propose end", obs) == ("propose to end the game now with the totals as they "
                                                            "stand")  # the move alone: its reason says how it is valued
    assert coaching.describe_action("move c3-c2") == "move the piece on c3 to c2"
    assert coaching.describe_action("end day") == "end the day"
    assert coaching.describe_action("shout") == "shout"


def test_replay_reviews_the_chosen_seat():
    viewer = ReplayViewer(players=2, seed=7, bot="Chancellor")
    assert not viewer.review.button.disabled and viewer.review.seat == 0 and viewer.review.name == "Aiko"
    assert [v for _, v in viewer.review_seat.options] == [0, 1]
    viewer.review_seat.value = 1
    assert viewer.review.seat == 1 and viewer.review.name == "Bruno"
    viewer.review._progress = lambda done, total: viewer.review.stop() if done >= 2 else None  # two rows are enough
    viewer.review.button.click()
    rows = viewer.review.rows
    final = viewer.recording.final
    assert [r.move for r in rows] == [n for n, _, _ in shared.decisions(final, 1)][:2]
    assert all(r.seat == 1 for r in rows)
    viewer.review.show(1)
    detail = viewer.review.detail.value
    assert "Bruno&#x27;s choice" in detail and "Bruno played" in detail and "Bruno&#x27;s concealed pieces" in detail
    viewer.players.value = 3
    viewer.play_button.click()  # a new game: the old review goes, the chooser has three seats
    assert viewer.review.rows == [] and not viewer.review.button.disabled
    assert [v for _, v in viewer.review_seat.options] == [0, 1, 2] and viewer.review.seat == 1


# ----- hot seat -------------------------------------------------------------------------------------------
def test_hot_seat_passes_the_screen_and_never_shows_another_persons_pieces():
    rng = random.Random(5)
    table = PlayTable(opponents=2, level="Beginner", seed=4, people=(0, 2))
    assert table.hot_seat and sorted(table.bots) == [1]
    assert [b.value for b in table.people_buttons] == [True, False, True, False]
    assert table.people_buttons[3].layout.display == "none"  # a three-seat table: no Dagny
    passes = shown = checked = 0
    while shown < 24 and not table.state.is_over():
        if table.waiting is not None:
            # The pass screen: no hand at all, nobody's concealed piece named, the page independent of them.
            assert table.viewer is None and table.hand_box.children == ()
            assert table.pass_box.layout.display == "" and "Pass the screen to" in table.status.value
            name = seat_name(table.waiting)
            assert table.pass_button.description == f"I am {name}: show my pieces"
            assert table.act("end day") is False and f"Pass the screen to {name} first" in table.banner.text
            checked += assert_page_shows_no_other_hand(table, rng)
            waiting = table.waiting
            table.pass_button.click()
            assert table.viewer == waiting and table.pass_box.layout.display == "none"
            assert f"You ({name})" in table.players_panel.value
            passes += 1
        me = table.viewer
        assert me in table.state.to_act()
        assert [b.description for b in table.hand_box.children] == table.state.observation(me)["hand"]
        checked += assert_page_shows_no_other_hand(table, rng)
        shown += 1
        legal = table.state.legal_actions(me)
        action = next((a for a in legal if str(a).startswith(("discard", "move", "decline", "end day"))), legal[0])
        assert table.act(str(action)), table.banner.text
    assert passes >= 6 and shown == 24 and checked > 0


def test_hot_seat_game_ends_and_a_chooser_picks_whose_choices_to_review():
    table = PlayTable(opponents=1, level="Beginner", seed=3, people=(0, 1))
    assert not table.bots and "No bots: every seat is a person" in table.status.value
    assert table.waiting is not None
    first = table.waiting
    table.show_hand()
    table.propose()  # at the start of the day: the other person must answer, so the screen goes over
    other = 1 - first
    assert table.waiting == other and table.viewer is None and table.hand_box.children == ()
    assert "Pass the screen to" in table.banner.text
    table.show_hand()
    assert table.vote_panel.layout.display == "flex" and "proposes to end the game now" in table.vote_text.value
    table.accept_button.click()
    assert table.state.is_over() and "The game is over" in table.banner.text
    assert table.review_seat.layout.display == "" and [v for _, v in table.review_seat.options] == [0, 1]
    table.review_seat.value = other
    assert table.review.seat == other and table.review.name == seat_name(other)
    table.review.button.click()
    rows = table.review.rows
    assert [r.move for r in rows] == [n for n, _, _ in shared.decisions(table.state, other)] and rows
    assert all(r.played == "accept" for r in rows)
    table.review.show(0)
    assert f"{seat_name(other)}&#x27;s choice" in table.review.detail.value
    assert f"Reviewed 1 of {seat_name(other)}'s choices" in table.review.banner.text



def test_the_hands_marks_are_explained_only_as_they_are_shown():
    """A form marks no piece: the legend names only the marks in the hand (a reader looked for a "coach" mark
    where the coach formed a department)."""
    said = coaching._marks_said(["", "you", ""], "you", "your")
    assert said == "In the hand, the piece marked \u201cyou\u201d is your discard."
    assert coaching._marks_said(["coach", "you"], "you", "your") == (
        "In the hand, the piece marked \u201cyou\u201d is your discard and \u201ccoach\u201d is the coach's discard.")
    assert html.unescape(coaching._marks_said(["both", ""], "Bruno", "Bruno's")) == (
        "In the hand, the piece marked \u201cboth\u201d is Bruno's discard and the coach's.")
    assert coaching._marks_said(["", ""], "you", "your") == ""
