"""LC-5, LC-7, LC-10: where a seat's points came from, season by season (``engines/lauzait_cep/season_points.py``),
and the review's summary of it, folded under the final scores (a reader, seed 993046, asked why the learner ended
on 0 with no line saying so)."""

from __future__ import annotations

from html import escape

import pytest

from benchmarks.review_transcript import finished, panel_for
from engines import IllegalAction
from engines.lauzait_cep import new_game
from engines.lauzait_cep.bots import RandomBot
from engines.lauzait_cep.season_points import season_points
from widgets.lauzait_cep.review import HOOKS, score_words


def _random_game(players: int, seed: int):
    """A whole game of random players: dissolves, refunds and proposals to end all happen."""
    state = new_game(players, seed=seed)
    bots = [RandomBot(seed=seed * 10 + s) for s in range(players)]
    while state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 7), (3, 2), (3, 5), (4, 3), (4, 8)])
def test_the_seasons_add_up_to_every_seats_score(players, seed):
    state = _random_game(players, seed)
    kinds = {event.kind for event in state.events}
    for seat in range(players):
        seasons = season_points(state, seat)
        assert sum(s.points for s in seasons) == state.scores()[seat]
        assert [s.season for s in seasons] == list(range(1, len(seasons) + 1))
        declared = [s for s in seasons if s.declarer == seat]
        assert all(s.declared >= 3 for s in declared)  # a declaration pays at least its base 3 (LC-7)
        assert all(s.declared == 0 for s in seasons if s.declarer != seat)
    if "agreed" in kinds:  # the season in progress is not scored; the bonuses banked in it stand (LC-10)
        assert season_points(state, 0)[-1].declarer is None


def test_the_random_games_meet_a_dissolve():
    assert any(event.kind == "dissolve" for players, seed in [(2, 1), (2, 7), (3, 2), (3, 5), (4, 3), (4, 8)]
               for event in _random_game(players, seed).events)


def test_the_review_says_where_a_score_of_0_came_from():
    state = finished("lauzait_cep", 2, 993046)
    assert state.scores() == [0, 29]
    words = score_words(state, 0)
    assert words.startswith("You scored 0 in season 1 (no bonus; Bruno declared) and 0 in season 2 (no bonus; "
                            "Bruno declared): ")
    bruno = season_points(state, 1)
    assert score_words(state, 1, "Bruno").startswith(
        f"Bruno scored {bruno[0].points} in season 1 (bonuses {bruno[0].bonuses}; Bruno's declaration "
        f"{bruno[0].declared})")
    assert HOOKS.score_words is score_words
    panel = panel_for("lauzait_cep")
    panel.ready(state, 0)
    assert escape(words) in panel._scored() and "<summary>How you scored</summary>" in panel._scored()


@pytest.mark.parametrize("seat", [-1, 2, True, "0"])
def test_a_seat_out_of_range_is_refused(seat):
    with pytest.raises(IllegalAction):
        season_points(finished("lauzait_cep", 2, 993046), seat)
