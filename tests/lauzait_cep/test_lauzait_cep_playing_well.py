"""The Lauzait Cep! "Playing well" page: its positions, the coach's verdicts, its text.

Every position is a real seeded game (``widgets.lauzait_cep.playing_well.game_position``):
it must load as the engine saves and loads games, be the decision named, and the coach,
evaluated exactly as the page evaluates it, must choose what the page says it chooses,
different from the Standard bot's choice and clearly better on fresh deals. The exercise
positions must have one clear answer: the coach's choice, clearly better than every other.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engines import coach as shared
from engines.lauzait_cep import from_json, position_from_json
from engines.lauzait_cep.bots import ChancellorBot
from widgets.checkyourself import CheckYourself
from widgets.lauzait_cep import playing_well as pw

PAGE = Path(__file__).resolve().parents[2] / "notebooks" / "lauzait_cep" / "playing_well.ipynb"
SPOTS = [pytest.param(s, id=f"{name}-{s.deal}-{s.step}") for name, s in pw.EXAMPLES.items()] + \
        [pytest.param(s, id=f"exercise-{s.deal}-{s.step}") for s in pw.EXERCISES]


@pytest.mark.parametrize("spot", SPOTS)
def test_each_position_is_a_real_game_that_saves_and_loads(spot):
    state = spot.state()
    assert not state.is_over()
    again = from_json(json.loads(json.dumps(state.to_json())))
    seat = state.to_act()[0]
    assert again.observation(seat) == state.observation(seat)
    legal = {str(a) for a in state.legal_actions(seat)}
    assert {spot.coach, spot.tempting} <= legal and spot.coach != spot.tempting


@pytest.mark.parametrize("spot", SPOTS)
def test_the_coachs_samples_of_each_position_load_as_positions(spot):
    state = spot.state()
    seat = state.to_act()[0]
    sample = pw.coach.sample(state.observation(seat), seat, random.Random(0))
    assert position_from_json(sample.to_json()).observation(seat) == state.observation(seat)


@pytest.mark.parametrize("name", list(pw.EXAMPLES))
def test_worked_positions_the_coach_differs_from_the_standard_bot_and_clearly(name):
    spot = pw.EXAMPLES[name]
    state = spot.state()
    seat = state.to_act()[0]
    standard = ChancellorBot(spot.deal * 8 + seat).choose(state.observation(seat), state.legal_actions(seat))
    assert str(standard) == spot.tempting, "the tempting choice is the Standard bot's"
    worked = pw.work(spot)  # exactly as the page computes it
    assert str(worked.best.action) == spot.coach != spot.tempting
    assert pw.not_tied(worked.values), "the coach's choice is not a tie broken by list order"
    assert shared.flagged(worked.label), worked.label  # even the mildest band it names is an inaccuracy


@pytest.mark.parametrize("name", list(pw.EXAMPLES))
def test_the_imagined_game_shown_is_the_evaluations_own(name):
    worked = pw.work(pw.EXAMPLES[name])
    index = pw.first_difference(worked)
    for value in (worked.best, worked.tempting):
        lines, result = pw.imagined(worked, str(value.action), index)
        assert lines and result == value.outcomes[index]


@pytest.mark.parametrize("spot", [pytest.param(s, id=f"{s.deal}-{s.step}") for s in pw.EXERCISES])
def test_exercise_answers_are_the_coachs_choice_clearly_better_than_each_other(spot):
    question = pw.question_for(spot)
    state = spot.state()
    seat = state.to_act()[0]
    view = state.observation(seat)
    assert question.answer == pw.choice_words(view, next(a for a in state.legal_actions(seat)
                                                         if str(a) == spot.coach))
    assert len(set(question.choices)) == len(state.legal_actions(seat)) >= 2
    labels = pw.clear(spot)
    assert all(shared.flagged(label) for label in labels.values()), labels


def test_the_exercise_widget_marks_with_the_coach():
    widget = pw.check_yourself(seed=2)
    assert isinstance(widget, CheckYourself)
    assert widget.answer(widget.question.answer)
    assert "The coach&#x27;s choice is" in widget.feedback.value


def test_the_page_reads_well_to_a_voila_reader():
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from test_lesson_text import stumbles

    assert stumbles("lauzait_cep", PAGE) == []


def test_the_page_has_its_navigation_and_ends_with_the_way_on():
    from widgets.gallery import navigation

    notebook = json.loads(PAGE.read_text(encoding="utf-8"))
    markdown = ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown"]
    line = navigation("lauzait_cep", "playing_well.ipynb")
    assert markdown[0].startswith(line + "\n") and markdown[-1].endswith(line)
    assert "(play.ipynb)" in markdown[-1] and "(analysis.ipynb)" in markdown[-1]
    code = ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]
    assert "check_yourself(" in code[-2] and "practice_panel(" in code[-1]  # the quiz, then the practice
    text = json.dumps(notebook)
    assert "Error" not in "".join(o.get("ename", "") for c in notebook["cells"] for o in c.get("outputs", []))
    assert "NBVAL_CHECK_OUTPUT" in text


def _idea(marker: str) -> str:
    """The stored text of the page's output whose code cell holds ``marker``."""
    notebook = json.loads(PAGE.read_text(encoding="utf-8"))
    cell = next(c for c in notebook["cells"] if c["cell_type"] == "code" and marker in "".join(c["source"]))
    return "".join("".join(o["data"]["text/markdown"]) for o in cell["outputs"] if "text/markdown" in o.get("data", {}))


def _left_for(spot, discard: str, token: str) -> tuple[int, int]:
    """(on the board, unseen by the player) copies of ``token`` after ``discard``, counted from the
    whole game: what the player has not seen is the other hand and the face-down pieces."""
    from engines.lauzait_cep.pieces import TOKENS

    state = spot.state()
    seat = state.to_act()[0]
    state.apply(seat, discard)
    code = TOKENS.index(token)
    unseen = sum(hand.count(code) for other, hand in enumerate(state.hidden) if other != seat)
    return state.board.count(code), unseen + state.face_down.count(code)


@pytest.mark.parametrize("name, cell", [("pair", "keep_pair, keep_odd"), ("joker", "keep_joker, keep_pieces")])
def test_the_ideas_count_the_pieces_that_finish_each_department_as_the_game_holds_them(name, cell):
    spot = pw.EXAMPLES[name]
    text = _idea(cell)
    for discard in (spot.coach, spot.tempting):
        found = pw.finishing(spot, discard)
        for c in found:
            assert (c.board, c.unseen) == _left_for(spot, discard, c.token), c
            assert c.box == c.hand + c.formed + c.board + c.unseen, c
        assert f"**{sum(c.board + c.unseen for c in found)}** " in text, (discard, text)


def test_the_pair_idea_is_honest_that_no_third_w5_is_left():
    fives, jokers = pw.finishing(pw.PAIR, pw.PAIR.coach)
    sixes, _ = pw.finishing(pw.PAIR, pw.PAIR.tempting)
    assert (fives.token, jokers.token, sixes.token) == ("W5", "J", "W6")
    assert fives.board + fives.unseen == 0 and sixes.unseen > 0
    text = _idea("keep_pair, keep_odd")
    assert "none is left to get" in text and f"{fives.box} W5s" in text
    assert "When your last concealed pieces hold a pair" not in text


def test_the_joker_intro_names_the_discards_the_engine_allows():
    allowed, refused = pw.discards(pw.JOKER)
    state = pw.JOKER.state()
    seat = state.to_act()[0]
    assert allowed == sorted(str(a).split()[1] for a in state.legal_actions(seat) if str(a).startswith("discard"))
    assert len(refused) == len(set(state.observation(seat)["hand"])) - len(allowed) == 1
    text = _idea("discards(JOKER)")
    assert " or the ".join(allowed) in text and refused[0] in text


def test_the_joker_intro_tells_the_position_as_the_engine_holds_it():
    from engines.lauzait_cep import SQUARE_NAMES, joker_statements, parse_cards
    from engines.lauzait_cep.board import WATER

    state = pw.JOKER.state()
    seat = state.to_act()[0]
    view = state.observation(seat)
    assert view["formed_today"], "she formed a department earlier today"
    assert not any(str(a).startswith("form") for a in state.legal_actions(seat)), "a day allows only one"
    assert joker_statements(parse_cards(view["hand"])), "her three concealed pieces make a department"
    assert view["empty"] in {SQUARE_NAMES[s] for s in WATER}, "a discarded joker lands in the Water"


def test_the_pair_and_dissolve_intros_tell_the_positions_as_the_engine_holds_them():
    pair = pw.PAIR.state().observation(pw.PAIR.state().to_act()[0])
    assert len(pair["revealed"][pair["seat"]]) == 2 and sorted(pair["hand"]) == ["W5", "W5", "W7"]
    assert pair["season"] == pair["seasons"] and pair["scores"][pair["seat"]] < max(pair["scores"])
    state = pw.DISSOLVE.state()
    seat = state.to_act()[0]
    view = state.observation(seat)
    assert sorted(view["hand"]) == ["G6", "G6", "G8"] and len(view["revealed"][seat]) == 2
    assert "W1 W1 J=W1" in [d["pieces"] for d in view["revealed"][seat]]
    assert "G7" in view["board"] and "W1" in view["board"], "the G7 and the W1 the page takes from the board"
    assert {"discard G6", "dissolve W1 W1 J=W1"} <= {str(a) for a in state.legal_actions(seat)}


@pytest.mark.parametrize("name", list(pw.EXAMPLES))
def test_the_label_is_the_reviews_on_its_second_look_and_names_every_band_its_intervals_reach(name):
    """The page's label comes from the review's second look (fresh deals until settled, the padded interval of
    games, points on the two-player scale): it names every band the intervals reach, and never has zero width."""
    worked = pw.work(pw.EXAMPLES[name])
    d = worked.again
    assert d == worked.look.difference and d.playouts >= pw.LOOK.first * pw.BUDGET
    assert worked.label == shared.label(d, pw.SCALE)
    assert d.win_high > d.win_low  # padded: equal deals never make the games interval exact
    reached = shared.reach(d, pw.SCALE)
    low = max(reached["games"][0], reached["points"][0])
    high = max(reached["games"][1], reached["points"][1])
    assert shared.bands(worked.label) == (shared.BANDS[low], shared.BANDS[high])


def test_a_first_look_whose_deals_all_ended_alike_shows_no_range_and_says_it_is_not_certain():
    """Position 2: every one of the first 16 deals ended alike for each choice. The table must not print a
    zero-wide interval ('93 (93 to 93)'), and the page says that the fresh deals of the second look differ."""
    worked = pw.work(pw.DISSOLVE)
    assert len(set(worked.best.outcomes)) == 1 and len(set(worked.tempting.outcomes)) == 1
    table = str(pw.figures(worked))
    for value in (worked.best, worked.tempting):
        games = pw._games(value.win)
        assert f"{games} ({games} to {games})" not in table
    assert table.count(f"all {pw.BUDGET} deals alike, so no range") == 4
    words = pw.alike_words(worked)
    assert "not certainty" in words and f"first {pw.BUDGET} imagined deals" in words
    assert pw.alike_words(pw.work(pw.JOKER)) == ""
    pair = pw.work(pw.PAIR)  # the last season: games won is a count, none of 16 here, with a win rate's interval
    assert pair.tempting.win == 0 and f"won none of {pw.BUDGET}: 0 to " in str(pw.figures(pair))
    text = PAGE.read_text(encoding="utf-8")
    assert "A narrow interval means the figure is firm" not in text and "not certainty" in text
