"""Kirin's "Playing well" page: its positions, the coach's figures, the exercise and the text a reader sees.

The page (``notebooks/kirin/playing_well.ipynb``) computes every figure with
:mod:`widgets.kirin.playing_well`; these tests hold that module to what the page says:
each position is a real seeded game's and reloads, the coach's card differs clearly from
the beginner's, the exercise's answer is the coach's card and its other cards are clearly
worse, and a Voila reader meets no code words. The notebook itself runs under nbval:

    .venv/bin/python -m pytest -q -n 0 -p no:cacheprovider --nbval notebooks/kirin/playing_well.ipynb
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from engines import coach as shared
from engines.kirin import Play
from engines.kirin.state import State
from widgets.gallery import navigation
from widgets.kirin import playing_well as pw

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the reader's checks of every page
from test_lesson_text import stumbles  # noqa: E402

PAGE = Path(__file__).resolve().parents[2] / "notebooks" / "kirin" / "playing_well.ipynb"
CLEAR = ("inaccuracy", "mistake", "blunder")
SPOTS = sorted(pw.EXAMPLES.items()) + [(f"pool {i}", s) for i, s in enumerate(pw.POOL)]


@pytest.mark.parametrize("name,spot", SPOTS)
def test_each_spot_is_a_real_game_that_reloads(name, spot):
    state = pw.position(spot)
    assert State.from_json(state.to_json()) == state
    assert State.position_from_json(state.to_position_json()) == state
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    assert state.round == state.rules.rounds and len(legal) > 1 and isinstance(legal[0], Play)


def test_the_stored_cards_are_the_standard_players_own():
    """Replaying the Standard players' choices from the deal gives the stored cards (game 0, first round)."""
    state, bots = pw.new_game(seed=0), pw._standard_bots()
    cards = pw.GAMES[0].split()[:20]
    for token in cards:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        choice = legal[0] if len(legal) == 1 else bots[seat].choose(state.observation(seat), legal)
        assert str(choice.card) == token
        state.apply(seat, choice)


@pytest.mark.parametrize("name", sorted(pw.EXAMPLES))
def test_the_coach_clearly_prefers_another_card_than_the_beginner(name):
    spot = pw.EXAMPLES[name]
    worked = pw.work(spot)
    assert str(worked.best.card) == spot.coach
    assert str(worked.beginner) != str(worked.best)
    assert worked.beginner == pw.beginner_choice(worked.observation, worked.state.legal_actions(worked.seat),
                                                 clear_only=True)
    assert worked.label in CLEAR
    assert worked.difference.win_low > 0


@pytest.mark.parametrize("spot", pw.POOL)
def test_the_exercise_answer_is_the_coachs_card_and_the_others_are_clearly_worse(spot):
    worked = pw.work(spot)
    assert str(worked.best.card) == spot.coach
    offered = pw.choices_offered(worked, random.Random(3))
    assert str(worked.best) in map(str, offered) and len(offered) >= 2
    best = worked.of(worked.best)
    for action in offered:
        if str(action) != str(worked.best):
            assert shared.label(shared.compare(best, worked.of(action))) in CLEAR


def test_a_question_is_marked_by_the_coach():
    for seed in range(4):
        q = pw.question(random.Random(seed))
        assert q.answer in q.choices and q.judge(q.answer)[0]
        assert "The coach plays" in q.why


def test_the_page_reads_without_stumbles_and_has_its_navigation():
    assert stumbles("kirin", PAGE) == []
    text = json.dumps(json.loads(PAGE.read_text())["cells"])
    assert text.count(json.dumps(navigation("kirin", "playing_well.ipynb"))[1:-1]) == 2
