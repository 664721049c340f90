"""Meow Oracle's "Playing well" page: its positions, the coach's figures, the exercise and the text a reader sees.

The page (``notebooks/meow_oracle/playing_well.ipynb``) computes every figure with
:mod:`widgets.meow_oracle.playing_well`; these tests hold that module to what the page
says: each position is a real game's, the coach's choice differs clearly from the
beginner's, the exercise's answer is the coach's choice and its other choices are clearly
worse, and a Voila reader meets no code words. The notebook itself runs under nbval:

    .venv/bin/python -m pytest -q -n 0 -p no:cacheprovider --nbval notebooks/meow_oracle/playing_well.ipynb
"""

from __future__ import annotations

import itertools
import json
import random
import sys
from pathlib import Path

import pytest

from engines import coach as shared
from engines.meow_oracle import Choose, Place, State, new_game
from engines.meow_oracle.bots import GreedyBot
from engines.meow_oracle.cards import CARD_BY_TOKEN
from engines.meow_oracle.rules import PATHS, area_score, neighbours, receivers
from widgets.gallery import navigation
from widgets.meow_oracle import beginner_habit
from widgets.meow_oracle import playing_well as pw
from widgets.reason_words import reason_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the reader's checks of every page
from test_lesson_text import reader_blocks, stumbles  # noqa: E402

PAGE = Path(__file__).resolve().parents[2] / "notebooks" / "meow_oracle" / "playing_well.ipynb"


# ----- the positions ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(pw.EXAMPLES))
def test_each_example_is_a_real_game_that_reloads(name):
    state = pw.position(pw.EXAMPLES[name])
    assert State.from_json(state.to_json()) == state
    assert State.position_from_json(state.to_position_json()) == state
    seat = state.to_act()[0]
    assert state.round == 2 and len(state.legal_actions(seat)) > 1


def test_the_positions_are_the_standard_players_own_moves():
    """The faster twin that replays the games makes exactly the Standard player's choices."""
    spot = pw.EXAMPLES["what you give"]
    state, bot = new_game(spot.players, seed=spot.game), GreedyBot()
    for _ in range(spot.moves):
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.observation(seat), state.legal_actions(seat)))
    assert state == pw.position(spot)


# ----- the examples: the coach against the beginner's habit ---------------------------------------

@pytest.mark.parametrize("name", sorted(pw.EXAMPLES))
def test_the_coach_clearly_prefers_another_choice_than_the_beginner(name):
    spot = pw.EXAMPLES[name]
    worked = pw.work(spot)
    legal = worked.state.legal_actions(worked.seat)
    assert pw.beginner_choice(worked.observation, legal, clear_only=True) == worked.beginner  # one clear habit
    assert str(worked.best) == spot.coach != str(worked.beginner)
    mine = worked.of(worked.beginner)
    assert shared.flagged(pw.label_of(worked, mine)) and pw.loss(worked.of(worked.best), mine).win_low > 0
    assert len(worked.evaluations) == len(legal) and {e.playouts for e in worked.evaluations} == {pw.BUDGET}
    assert not worked.reason.level and worked.reason.facts  # a fact of the game for the coach's choice


def test_the_beginner_takes_the_most_points_now():
    worked = pw.work(pw.EXAMPLES["high card early"])
    legal = worked.state.legal_actions(worked.seat)
    values = beginner_habit._now_values(worked.observation, legal)
    assert values[legal.index(worked.beginner)] == max(values) > values[legal.index(worked.best)]


def test_what_the_page_says_of_each_position_holds():
    # 1: G9 on b1 leaves only 9s for c1 and a2 before the R9 on b2, and every other 9 is face up.
    high = pw.work(pw.EXAMPLES["high card early"])
    area = high.observation["areas"][high.seat]
    assert (str(high.beginner), area[0], area[4], area[2], area[3]) == ("place G9 at b1", "B0", "R9", "", "")
    face_up = {t for a in high.observation["areas"] for t in a}
    assert {"R9", "B9"} <= face_up
    # 2: c1 lies between G1 and R10 on the path and completes the column of B9 and B10.
    jobs = pw.work(pw.EXAMPLES["one square, two jobs"])
    area = jobs.observation["areas"][jobs.seat]
    assert (str(jobs.beginner), area[1], area[3], area[5], area[8], area[2]) == (
        "place G4 at c1", "G1", "R10", "B9", "B10", "")
    assert isinstance(jobs.best, Place) and jobs.best.square != 2
    # 3: two players: the one card given goes to the one player compared with.
    give = pw.work(pw.EXAMPLES["what you give"])
    assert give.observation["players"] == 2 and isinstance(give.best, Choose)
    assert give.best.keep != give.beginner.keep
    # 4: three players, the same card kept, the two gifts swapped, both receivers neighbours.
    gifts = pw.work(pw.EXAMPLES["who gets which"])
    assert gifts.best.keep == gifts.beginner.keep and gifts.best.give == gifts.beginner.give[::-1]
    assert sorted(receivers(gifts.seat, 3)) == sorted(neighbours(gifts.seat, 3))


def test_the_longest_run_possible_is_the_best_fill_of_the_open_squares():
    """The quick longest-run count against every way the unseen cards could fill the open squares (MO-2)."""
    high = pw.work(pw.EXAMPLES["high card early"])
    path = PATHS[high.observation["path"]]
    unseen = pw.unseen_cards(high.observation)
    for action in high.state.legal_actions(high.seat):
        cells = [CARD_BY_TOKEN.get(t) for t in high.observation["areas"][high.seat]]
        cells[action.square] = action.card
        open_squares = [s for s in range(9) if cells[s] is None]
        best = 0
        for fill in itertools.permutations(unseen, len(open_squares)):
            for square, card in zip(open_squares, fill):
                cells[square] = card
            best = max(best, area_score(cells, path)[0])
        for square in open_squares:
            cells[square] = None
        assert pw.longest_run_possible(cells, path, unseen) == best


def test_position_one_idea_fits_the_coachs_choice():
    """b1 and c1 both leave the run stuck before the R9 (no 9 can come), but on b1 only the unseen 10s could make it
    longer at once while c1 leaves b1 open for any card; c1 starts a line, b1 none (round-8 reader: the run does
    favour c1, and the lineless a2, later on the path, wins about as often)."""
    high = pw.work(pw.EXAMPLES["high card early"])
    rooms = {str(r.action): r for r in pw.placements_room(high)}
    coach_room, beginner_room = rooms[str(high.best)], rooms[str(high.beginner)]
    assert not [c for c in pw.unseen_cards(high.observation) if c.number == 9]
    assert coach_room.run_possible == beginner_room.run_possible < max(r.run_possible for r in rooms.values())
    assert beginner_room.run_now == coach_room.run_now + 1 and beginner_room.step < coach_room.step
    assert "green line" in coach_room.lines and beginner_room.lines == "no line"
    gap, fits = pw._completers(high, high.best)
    text = pw.high_card_idea(high)
    unseen = pw.unseen_cards(high.observation)
    assert f"{len(fits)} of the {len(unseen)} cards" in text and f"a run of {coach_room.run_possible} cards at most" in text
    square, grow, _ = pw._run_growers(high, high.beginner)
    assert all(c.number >= high.beginner.card.number for c in grow) and 0 < len(grow) < len(unseen)
    assert f"only {len(grow)} of the {len(unseen)} cards" in text and f"on {pw.SQUARES[square]} keeps the run" in text
    square, grow, longest = pw._run_growers(high, high.best)
    assert len(grow) == len(unseen) and f"every one of the {len(unseen)} unseen cards" in text and longest == 3
    assert "MO-7" not in text and "a2 (step 4; games won" in text


def test_position_four_reason_gives_only_what_differs():
    """Both gifts extend Bruno's run alike, so the reason names only what R3 would do for Chidi."""
    gifts = pw.work(pw.EXAMPLES["who gets which"])
    assert [fact.seat for fact in gifts.reason.facts] == [2]  # Chidi's gift, not Bruno's
    said = reason_text(gifts.reason)
    assert "Bruno" not in said and "R3 can add Chidi" in said


def test_the_figures_and_pictures_name_both_choices():
    worked = pw.work(pw.EXAMPLES["what you give"])
    table = repr(pw.figures_table(worked, every=True))
    assert "coach" in table and "beginner" in table and "blunder" in table
    html = pw.picture(worked)._repr_html_()
    assert "The beginner: B4 kept, G9 to Bruno" in html and "The coach: G9 kept, B4 to Bruno" in html
    rows = repr(pw.paired_games(worked)).splitlines()
    assert len(rows) == 9 and "won" in "".join(rows)


# ----- the exercise ------------------------------------------------------------------------------

@pytest.mark.parametrize("spot", pw.POOL, ids=lambda s: f"{s.players}p-{s.game}-{s.moves}")
def test_each_exercise_answer_is_the_coachs_clear_choice(spot):
    worked = pw.work(spot)
    assert str(worked.best) == spot.coach
    best = worked.of(worked.best)
    for k in range(3):
        offered = pw.choices_offered(worked, random.Random(k))
        assert str(worked.best) in map(str, offered) and len(offered) >= 2
        for action in offered:
            if str(action) != str(worked.best):
                found = shared.label(shared.compare(best, worked.of(action), padded=True), pw.scale(spot.players))
                assert shared.flagged(found)


def test_the_exercise_widget_marks_the_coachs_choice_right():
    widget = pw.check_yourself(seed=1)
    for _ in range(3):
        question = widget.question
        assert question.answer in question.choices and 2 <= len(question.choices) <= pw.MAX_CHOICES
        assert "Which would you play here?" in question.prompt and "imagined games" in question.why
        assert all(b.layout.width == "auto" for b in widget.choice_box.children)
        assert widget.answer(question.answer)
        wrong = next(c for c in question.choices if c != question.answer)
        assert not question.judge(wrong)[0]
        widget.next()


def test_find_spots_finds_an_example_again():
    found = [spot for spot, label in pw.find_spots(2, [7])]
    assert pw.EXAMPLES["what you give"] in found


# ----- the page ------------------------------------------------------------------------------------

def test_a_voila_reader_of_the_page_meets_no_code_words():
    assert stumbles("meow_oracle", PAGE) == []


def test_the_page_has_the_navigation_line_at_top_and_bottom_and_links_on():
    markdown = [text for kind, text in reader_blocks(PAGE) if kind == "markdown"]
    line = navigation("meow_oracle", "playing_well.ipynb")
    assert markdown[0].startswith(line + "\n") and markdown[-1].rstrip().endswith(line)
    assert "# Meow Oracle: playing well" in markdown[0]
    assert "(play.ipynb)" in markdown[-1] and "(analysis.ipynb)" in markdown[-1] and "Review" in markdown[-1]
    assert sum(text.startswith("## Check yourself") for text in markdown) == 1


def test_the_page_computes_its_figures_and_stores_them():
    cells = json.loads(PAGE.read_text(encoding="utf-8"))["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    for name in pw.EXAMPLES:
        assert f'work(EXAMPLES["{name}"])' in code
    assert "check_yourself(" in code
    stored = "\n".join(text for kind, text in reader_blocks(PAGE) if kind == "output")
    for spot in pw.EXAMPLES.values():
        worked = pw.work(spot)
        assert pw.words(worked.best, worked.seat, spot.players) in stored
        assert f"{worked.of(worked.best).win:.0%}" in stored


@pytest.mark.parametrize("name", sorted(pw.EXAMPLES))
def test_each_shown_label_is_the_range_its_shown_interval_reaches(name):
    """A row's label names every band its interval of games given away reaches (the review's padded interval):
    never one band the interval or its mean contradicts; "best" only when the whole range is good and the
    choice did at least as well."""
    import re
    worked = pw.work(pw.EXAMPLES[name])
    games = [100 * b for _, b in shared.LABELS[1:-1]]
    names = ("good", "inaccuracy", "mistake", "blunder")

    def band(x):
        return next((i for i, b in enumerate(games) if x < b), len(games))
    for row, e in zip(pw.figures_table(worked, every=True).rows, worked.evaluations):
        if row[-1] == "the coach's choice":
            continue
        found = re.fullmatch(r"(.+); wins (-?\d+) games in 100 fewer \((-?\d+) to (-?\d+)\)", row[-1])
        assert found, row[-1]
        label = found.group(1)
        exact = pw.loss(worked.of(worked.best), e)
        low, high = band(exact.win_low * 100), band(exact.win_high * 100)
        assert label == pw.label_of(worked, e) == shared.label(exact, pw.scale(worked.observation["players"]))
        if pw.scale(worked.observation["players"]) is not None:
            continue  # the points weigh too: the engine's property tests hold that rule
        if high == 0:
            assert label in ("best", "good")
        else:
            assert label == (names[low] if low == high else f"{names[low]} or {names[high]}" if high == low + 1
                             else f"unsure: {names[low]} to {names[high]}")
    assert "names every band that range reaches" in pw.LABEL_RULE
    assert ("labels go by games alone" in pw.LABEL_RULE) == (pw.scale(2) is None)
    # the page's practice labels as the review does (a reader of round 993049 read "its labels go by games alone"
    # against a practice moment labelled by marks)
    assert ("its practice, as the review, weighs marks too" in pw.LABEL_RULE) == (pw.scale(2) is None)
