"""Lauzait Cep!'s "Watch how it goes" pictures: what the imagined game shows where the coach stopped playing."""

from engines import lauzait_cep as lc
from widgets.games import GAMES
from widgets.lauzait_cep.imagined import declarations_of, imagined_picture


def _first_season_end(seed: int):
    """A 2-player game of Standard players, stopped right after its first declaration (LC-7)."""
    info = next(i for i in GAMES if i.key == "lauzait_cep")
    state = lc.new_game(2, seed=seed)
    bots = [info.bot("Standard", seed=seed + s) for s in range(2)]
    while not declarations_of(state):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def test_a_season_end_shows_the_scores_not_the_next_seasons_deal():
    """After a declaration the board and pieces are already the next season's deal (LC-7), so none is drawn."""
    state = _first_season_end(5)
    assert not state.is_over() and state.observation(0)["season"] == 2
    picture = imagined_picture(state, state, 0)
    assert "the season's end" in picture and "Scores:" not in picture and "scores:" in picture
    assert "<svg" not in picture


def test_a_game_ended_by_agreement_says_so():
    """LC-10: a game that everyone agreed to end shows no declaration, so the watch says how it ended."""
    state = lc.new_game(2, seed=5)
    state.apply(state.to_act()[0], "propose end")
    state.apply(state.to_act()[0], "accept")
    assert state.is_over()
    picture = imagined_picture(state, state, 0)
    assert "everyone agreed to end it, LC-10" in picture and "<svg" in picture
