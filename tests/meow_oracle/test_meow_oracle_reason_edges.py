"""Meow Oracle's reason for a move that was not the coach's gives the fact on the Area that costs the points
(MO-2, MO-3), not only the figures, where a move wins as many games but ends behind in round points.
"""

from __future__ import annotations

from engines.meow_oracle import SQUARES, Place
from engines.meow_oracle import reasons
from engines.meow_oracle.cards import CARD_BY_TOKEN
from widgets.reason_words import reason_text

CARD = CARD_BY_TOKEN


def _reviewed_moment(seed: int, move: str):
    """Seat 0's observation and action where it first plays ``move`` in a three-player game of ``seed``, seat 0
    random and the others Standard, as ``benchmarks/review_transcript.py`` plays a reviewed game."""
    from widgets.games import GAMES

    info = next(i for i in GAMES if i.key == "meow_oracle")
    state = info.part(info.engine).new_game(3, seed=seed)
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=seed + s) for s in range(3)]
    while True:
        seat = state.to_act()[0]
        observation = state.observation(seat)
        action = bots[seat].choose(observation, state.legal_actions(seat))
        if seat == 0 and str(action) == move:
            return observation, action
        state.apply(seat, action)


def test_a_move_as_good_in_games_but_behind_in_points_says_what_costs_the_points():
    """Round 1, turn 7 of seed 910017 (a fresh reader's review): R3 on b2 against the coach's b3 wins as many games
    but ends behind in round points beyond the noise (an inaccuracy); the sentence gives the fact on the Area that
    costs the points, R3 on b2 spoiling the blue pair on the diagonal (MO-3), not only the figures."""
    from engines.coach import Evaluation

    observation, action = _reviewed_moment(910017, "place R3 at b2")
    best = Place(CARD["R3"], SQUARES.index("b3"))
    same_wins = [1.0 if i % 16 == 0 else 0.0 for i in range(144)]
    coach = [(-0.4 + (i % 5) * 0.1, w) for i, w in enumerate(same_wins)]
    yours = [(m - 1.2 - (i % 3) * 0.05, 1.0 if i % 72 == 8 else w) for i, (m, w) in enumerate(coach)]  # a win more

    def evaluation(action, outcomes):
        margins, wins = [m for m, _ in outcomes], [w for _, w in outcomes]
        mean, win = sum(margins) / len(margins), sum(wins) / len(wins)
        return Evaluation(action, mean, mean - 0.1, mean + 0.1, win, win - 0.05, win + 0.05, len(outcomes),
                          tuple(outcomes))

    told = reasons.review_reason(observation, 0, action, best, [evaluation(best, coach), evaluation(action, yours)])
    assert not told.level and told.facts == (reasons.Avoids(action, reasons.PairSpoilt(
        (CARD["B10"], CARD["W4"]), (6, 4, 2), told.facts[0].fact.colour)),), told
    assert reason_text(told) == "Yours spoils the blue pair B10 and W4 in the diagonal a3-c1; the coach's does not."


def test_a_card_that_leaves_a_line_no_colour_line_says_so_where_nothing_else_does():
    """Round 1, turn 2 of seed 993016 (a fresh reader's review): G5 on a3 beside B5 on c3 leaves row 3 no colour line
    (MO-3), where G5 on b1, the coach's, closes none; the row had only a watch, and the reader found that row 3 for
    themselves."""
    observation, action = _reviewed_moment(993016, "place G5 at a3")
    best = Place(CARD["G5"], SQUARES.index("b1"))
    told = reasons.reason(observation, 0, action, best, [])
    assert told.facts == (reasons.Avoids(action, reasons.LineClosed(CARD["G5"], CARD["B5"], (6, 7, 8))),)
    assert reason_text(told) == "Yours leaves row 3 no colour line: G5 shares no colour with B5; the coach's does not."
    # the other way round: the coach's card closing a line is no reason for it
    assert not any(isinstance(f, reasons.Avoids) for f in reasons.reason(observation, 0, best, action, []).facts)
