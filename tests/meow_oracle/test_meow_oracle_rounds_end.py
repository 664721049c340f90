"""A review row whose moves no fact of the Areas tells apart says how the imagined rounds end after each
(``rounds_end`` in ``engines/meow_oracle/endings.py``, ``review_reason`` in ``engines/meow_oracle/coach.py``)."""

from __future__ import annotations

from functools import lru_cache

from engines.meow_oracle.coach import review_reason
from engines.meow_oracle.endings import deciding, endings, rounds_end
from engines.meow_oracle.reasons import LinesScoreMore, NeighboursScoreLess, RunScoresMore
from engines.meow_oracle.reasons import review_reason as position_reason
from widgets.games import GAMES
from widgets.reason_words import reason_text

SEED = 993038
"""A three-player game in which seat 0 places B7 at c3 where the coach places it at c1, and no fact of the Areas
tells the two squares apart."""


@lru_cache(maxsize=1)
def placing_b7():
    """The observation, the move played and the legal moves where seat 0 places B7."""
    info = next(i for i in GAMES if i.key == "meow_oracle")
    state = info.part(info.engine).new_game(3, seed=SEED)
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=SEED + s) for s in range(3)]  # as the transcripts
    while state.to_act():
        seat = state.to_act()[0]
        observation, legal = state.observation(seat), state.legal_actions(seat)
        action = bots[seat].choose(observation, legal)
        if seat == 0 and str(action) == "place B7 at c3":
            return observation, action, legal
        state.apply(seat, action)
    raise AssertionError("seat 0 never placed B7 at c3")


def test_a_placement_no_fact_tells_apart_is_told_by_how_the_rounds_end():
    observation, played, legal = placing_b7()
    best = next(a for a in legal if str(a) == "place B7 at c1")
    assert not position_reason(observation, 0, played, best, ()).facts  # only a watch before
    said = review_reason(observation, 0, played, best, ())
    assert len(said.facts) == 1 and isinstance(said.facts[0], LinesScoreMore)
    fact = said.facts[0]
    mine, top = endings(observation, 0, str(played), 64, 0), endings(observation, 0, str(best), 64, 0)
    assert deciding(top, mine) == "lines" and (fact.best, fact.played) == (top.per_deal("lines"),
                                                                              mine.per_deal("lines"))
    words = reason_text(said)
    assert words.startswith("After the coach's choice your colour lines score ") and words.endswith("(MO-3).")
    assert len(words.split()) <= 24


def test_each_pull_has_its_fact():
    observation, played, legal = placing_b7()
    best = next(a for a in legal if str(a) == "place B7 at c1")
    assert isinstance(rounds_end(observation, 0, played, best, deals=16),
                      (RunScoresMore, LinesScoreMore, NeighboursScoreLess, type(None)))
    assert rounds_end(observation, 0, played, played, deals=16) is None  # a move against itself: no pull
