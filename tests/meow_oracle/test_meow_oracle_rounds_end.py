"""A review row whose moves no fact of the Areas tells apart says how the imagined rounds end after each
(``rounds_end`` in ``engines/meow_oracle/endings.py``, ``review_reason`` in ``engines/meow_oracle/coach.py``)."""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import pytest

from engines.meow_oracle.coach import review_reason
from engines.meow_oracle.endings import deciding, endings, rounds_end
from engines.meow_oracle.reasons import LeavesRoom, LinesScoreMore, NeighboursScoreLess, RunScoresMore
from engines.meow_oracle.reasons import review_reason as position_reason
from engines.reason_facts import Reason
from widgets.games import GAMES
from widgets.reason_words import reason_text

SEED = 993038
"""A three-player game in which seat 0 places B7 at c3 where the coach places it at c1, and no fact of the Areas
tells the two squares apart."""


def before(seed: int, move: str):
    """The observation, the move played and the legal moves where seat 0 plays ``move`` in a three-player game of
    ``seed``, seat 0 random and the others Standard, as the transcripts play it."""
    info = next(i for i in GAMES if i.key == "meow_oracle")
    state = info.part(info.engine).new_game(3, seed=seed)
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=seed + s) for s in range(3)]
    while state.to_act():
        seat = state.to_act()[0]
        observation, legal = state.observation(seat), state.legal_actions(seat)
        action = bots[seat].choose(observation, legal)
        if seat == 0 and str(action) == move:
            return observation, action, legal
        state.apply(seat, action)
    raise AssertionError(f"seat 0 never played {move}")


@lru_cache(maxsize=1)
def placing_b7():
    """The observation, the move played and the legal moves where seat 0 places B7."""
    return before(SEED, "place B7 at c3")


def test_a_placement_no_fact_tells_apart_is_told_by_how_the_rounds_end():
    observation, played, legal = placing_b7()
    best = next(a for a in legal if str(a) == "place B7 at c1")
    assert not position_reason(observation, 0, played, best, ()).facts  # only a watch before
    fact = rounds_end(observation, 0, played, best)
    assert isinstance(fact, LinesScoreMore)
    mine, top = endings(observation, 0, str(played), 64, 0), endings(observation, 0, str(best), 64, 0)
    assert deciding(top, mine) == "lines" and (fact.best, fact.played) == (top.per_deal("lines"),
                                                                              mine.per_deal("lines"))
    words = reason_text(Reason(played, best, (fact,)))
    assert words.startswith("After the coach's choice your colour lines score ") and words.endswith("(MO-3).")
    assert len(words.split()) <= 24
    # the review says the pull in the Area where it can: the colour lines each square leaves possible (993057)
    (said,) = review_reason(observation, 0, played, best, ()).facts
    assert isinstance(said, LeavesRoom) and said.lines > said.played_lines


def test_each_pull_has_its_fact():
    observation, played, legal = placing_b7()
    best = next(a for a in legal if str(a) == "place B7 at c1")
    assert isinstance(rounds_end(observation, 0, played, best, deals=16),
                      (RunScoresMore, LinesScoreMore, NeighboursScoreLess, type(None)))
    assert rounds_end(observation, 0, played, played, deals=16) is None  # a move against itself: no pull


def test_MO2_where_the_run_tells_two_squares_apart_the_squares_to_climb_before_the_card_say_why():
    """A reader (993052, blocking) met "your run scores 4.2 marks on average ...; after yours, 2.8" for B3 on a2 where
    the coach put it on b1, with no word why. Where the run is the pull, the reason is the open squares before the
    card on the reading path, which must climb up to its number for the run to reach it: one (a1) on b1, three on
    a2; never the other way round, nor where the card cannot join the run at all."""
    from engines.meow_oracle.actions import Place
    from engines.meow_oracle.cards import CARD_BY_TOKEN
    from engines.meow_oracle.reasons import ClimbsBefore, climbs_before
    from engines.meow_oracle.runs import unseen_cards

    observation, _, legal = before(993052, "place B3 at a2")
    legal = {str(a): a for a in legal}
    played, best = legal["place B3 at a2"], legal["place B3 at b1"]
    said = review_reason(observation, 0, played, best, ())
    (fact,) = said.facts
    assert fact == ClimbsBefore(best, (0,), played, (0, 1, 2), None, None, fact.played_fits)
    assert fact.played_fits == sum(c.number <= 3 for c in unseen_cards(observation) if c != played.card) > 3
    assert rounds_end(observation, 0, played, best) is not None  # the run's pull, which the fact explains
    assert isinstance(rounds_end(observation, 0, played, best), RunScoresMore)
    assert reason_text(said) == ("B3 on b1 needs one card up to 3 before it to join the run; yours on a2 needs "
                                 "three up to 3, climbing (MO-2).")
    assert reason_text(review_reason(observation, 0, played, legal["place B3 at a1"], ())) == (
        "B3 on a1 starts the run; yours on a2 needs three up to 3, climbing (MO-2).")
    # a 0 continues the run only after a 0 (a reader, 993053, read "needs five, climbing" as five rising cards)
    zero = ClimbsBefore(Place(CARD_BY_TOKEN["B0"], 0), (), Place(CARD_BY_TOKEN["B0"], 5), (0, 1, 2, 3, 4), None,
                        None, 2)
    assert reason_text(Reason(zero.played, zero.move, (zero,))) == (
        "B0 on a1 starts the run; yours on c2 needs five 0s before it, and only 2 are unseen (MO-2).")
    one = dataclasses.replace(zero, played_fits=1)  # 993056: "and only 1 are unseen"
    assert reason_text(Reason(one.played, one.move, (one,))).endswith("and only 1 is unseen (MO-2).")
    assert climbs_before(observation, 0, best, played) is None  # more squares to climb is no reason
    areas = [list(a) for a in observation["areas"]]
    areas[0][0] = "R5"  # a higher card on a1: B3 cannot join the run anywhere after it
    assert CARD_BY_TOKEN["R5"].number > 3
    assert climbs_before(dict(observation, areas=areas), 0, played, best) is None


ROOM_CASES = [
    # 993056's reader met only "your run scores 3.2 marks on average ...; after yours, 1.0" for R1 after B2 on a1
    (993056, "place R1 at b1", "place R1 at b2", RunScoresMore,
     "R1 on b2 keeps a run of up to 4 cards possible; yours, up to 1."),
    # 993057's: "your colour lines score 1.6 marks on average ...; after yours, 0.1" and nothing of the Area; the run
    # is not the pull there (the coach's square leaves it shorter), and the words say the lines
    (993057, "place G0 at c3", "place G0 at a2", LinesScoreMore, "G0 on a2 keeps 5 colour lines possible; yours, 3."),
]


@pytest.mark.parametrize("seed, move, coachs, pull, words", ROOM_CASES)
def test_MO2_MO3_where_no_fact_tells_two_squares_apart_the_room_each_leaves_for_the_pull_says_why(
        seed, move, coachs, pull, words):
    observation, _, legal = before(seed, move)
    legal = {str(a): a for a in legal}
    played, best = legal[move], legal[coachs]
    assert not position_reason(observation, 0, played, best, ()).facts
    assert isinstance(rounds_end(observation, 0, played, best), pull)
    said = review_reason(observation, 0, played, best, ())
    (fact,) = said.facts
    assert isinstance(fact, LeavesRoom)
    assert fact.run > fact.played_run if pull is RunScoresMore else fact.lines > fact.played_lines
    assert reason_text(said) == words


def test_MO2_a_card_the_run_can_never_reach_is_said_so_rather_than_a_run_of_up_to_eight():
    """MO-2 (seed 993061, round 2, turn 1): "B0 on a1 keeps a run of up to 9 cards possible; yours, up to 8" over an
    empty Area said nothing a reader could use (blocking). B0 on c3 needs eight 0s before it, and too few are unseen:
    that is said instead."""
    from engines.meow_oracle.climbs import ClimbsBefore

    observation, played, legal = before(993061, "place B0 at c3")
    best = next(a for a in legal if str(a) == "place B0 at a1")
    assert isinstance(position_reason(observation, 0, played, best, ()).facts[0], LeavesRoom)
    said = review_reason(observation, 0, played, best, ())
    (fact,) = said.facts
    assert isinstance(fact, ClimbsBefore) and fact.played_fits < len(fact.played_gap) == 8
    assert reason_text(said) == f"B0 on a1 starts the run; yours on c3 needs eight 0s before it, and only " \
                                f"{fact.played_fits} are unseen (MO-2)."


def test_MO2_MO3_a_line_completed_says_the_run_the_card_played_cuts_short_and_names_no_idea():
    """MO-2, MO-3 (seed 993061, round 2, turn 7): "R5 on c1 completes a red line ...; yours does not" under the idea
    "a square the run cannot reach" read as the coach giving up the run for a line (misleading): R5 on a1 comes
    before the lower B4, and c1 is within the run's reach. The cut is said, and no idea is named."""
    from engines.meow_oracle.reasons import Gains, OutOfOrder
    from widgets.ideas import idea_of_reason

    observation, played, legal = before(993061, "place R5 at a1")
    best = next(a for a in legal if str(a) == "place R5 at c1")
    said = review_reason(observation, 0, played, best, ())
    (fact,) = said.facts
    assert isinstance(fact, Gains) and isinstance(fact.cost, OutOfOrder) and str(fact.cost.other) == "B4"
    assert reason_text(said) == ("R5 on c1 completes a red line in the diagonal a3-c1; yours does not, and cuts the "
                                 "run short before the lower B4.")
    assert idea_of_reason(said) is None


def test_MO2_squares_to_climb_offer_no_imagined_game_to_watch(monkeypatch):
    """MO-2 (seed 993062, round 1, turn 1): "B1 on a1 starts the run; yours on a2 needs three up to 1" sat over an
    imagined game where the run was 3 both ways and only Bruno's score differed (blocking): a fact of the Area needs
    no watch, and none is offered; a reason from the imagined rounds' averages keeps its watch."""
    from engines.meow_oracle import coach
    from engines.meow_oracle.climbs import ClimbsBefore

    observation, played, legal = before(993062, "place B1 at a2")
    best = next(a for a in legal if str(a) == "place B1 at a1")
    seen = object()  # the watch a position reason without facts carries
    monkeypatch.setattr(coach, "position_reason", lambda o, s, p, b, e: Reason(p, b, (), seen))
    said = review_reason(observation, 0, played, best, ())
    assert isinstance(said.facts[0], ClimbsBefore) and said.watch is None
    monkeypatch.setattr(coach, "climbs_before", lambda *args: None)
    monkeypatch.setattr(coach, "run_room", lambda *args, **kwargs: None)
    averaged = review_reason(observation, 0, played, best, ())
    assert isinstance(averaged.facts[0], RunScoresMore) and averaged.watch is seen


def test_MO2_a_run_made_longer_says_no_cut_beside_it():
    """MO-2 (seed 993064, round 2): "B8 on c1 makes your ascending run 4 cards long; yours does not, and cuts the run
    short after the higher R10" read as the run lost for good, where a later card still made it 4 (misleading): a
    run's own cut is said beside a line only."""
    from engines.meow_oracle.reasons import Gains, RunExtended

    observation, played, legal = before(993064, "place B8 at b2")
    best = next(a for a in legal if str(a) == "place B8 at c1")
    (fact,) = review_reason(observation, 0, played, best, ()).facts
    assert isinstance(fact, Gains) and isinstance(fact.fact, RunExtended) and fact.cost is None
    assert reason_text(Reason(played, best, (fact,))) == "B8 on c1 makes your ascending run 4 cards long; yours does not."
