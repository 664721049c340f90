"""A review row whose moves no fact of the position tells apart says how the imagined seasons end after each
(``seasons_end`` in ``engines/lauzait_cep/endings.py``, ``review_reason`` in ``engines/lauzait_cep/coach.py``)."""

from __future__ import annotations

from functools import lru_cache

from engines.lauzait_cep import game
from engines.lauzait_cep.coach import _restates, review_reason
from engines.lauzait_cep.endings import PULLS, deciding, endings, seasons_end
from engines.lauzait_cep.reasons import BanksMore, DeclaresFirst, DeclaresMore, Discarded, Formed, Instead
from engines.reason_facts import EndsApart, Reason
from widgets.games import GAMES
from widgets.reason_words import reason_text

SEED = 993038
"""A two-player game whose second choice for seat 0 is a discard against a discard: W5 played, W7 the coach's."""


@lru_cache(maxsize=1)
def second_choice():
    """The observation, the move played and the legal moves at seat 0's second choice of the game."""
    state = game.new_game(2, seed=SEED)
    info = next(i for i in GAMES if i.key == "lauzait_cep")
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=SEED + s) for s in range(2)]  # as the transcripts
    choices = 0
    while state.to_act():
        seat = state.to_act()[0]
        observation, legal = state.observation(seat), state.legal_actions(seat)
        action = bots[seat].choose(observation, legal)
        if seat == 0 and len(legal) > 1:
            choices += 1
            if choices == 2:
                return observation, action, legal
        state.apply(seat, action)
    raise AssertionError("the game ended before seat 0's second choice")


def test_the_pull_and_its_figures_are_those_of_the_endings():
    observation, played, legal = second_choice()
    best = next(a for a in legal if str(a) != str(played) and str(a).endswith("W7"))
    found = seasons_end(observation, 0, played, best, deals=16)
    mine, top = endings(observation, 0, str(played), 16, 0), endings(observation, 0, str(best), 16, 0)
    pull = deciding(top, mine)
    assert (found is None) == (not pull)
    if found is not None:
        kind, figure = {"first": (DeclaresFirst, "first"), "government": (DeclaresMore, "per_declaration"),
                        "bank": (BanksMore, "bonus_per_deal")}[pull]
        assert type(found) is kind and found.deals == 16 and pull in PULLS
        assert (found.best, found.played) == (getattr(top, figure), getattr(mine, figure))


def test_a_discard_against_a_discard_is_told_by_how_the_seasons_end():
    observation, played, legal = second_choice()
    best = next(a for a in legal if str(a) != str(played) and str(a).endswith("W7"))
    assert (str(played), str(best)) == ("discard W5", "discard W7")
    said = review_reason(observation, 0, played, best, ())
    assert len(said.facts) == 1 and isinstance(said.facts[0], EndsApart)
    fact = said.facts[0]
    assert fact.best > fact.played  # the pull favours the coach's move
    words = reason_text(said)
    assert words.startswith("After the coach's choice you ") and "imagined games" in words
    assert ("(LC-5)" if isinstance(fact, BanksMore) else "(LC-7)") in words and len(words.split()) <= 24


def test_only_a_reason_without_a_fact_of_the_position_is_replaced():
    seven, five = "discard W7", "discard W5"  # a reason's moves are told apart by their notation
    assert _restates(Reason(five, seven))  # a watch alone
    plain = Instead(Discarded(3), Formed(None, 1))
    assert _restates(Reason(five, seven, (plain,)))  # each move's effect said again
    assert _restates(Reason(five, seven, (Instead(Formed(None, 1), Discarded(3), True),)))  # no form (LC-6)


def test_a_form_against_a_discard_says_the_day_even_where_the_seasons_differ_in_first_declarations():
    """LC-6, LC-7: "The coach's choice forms G2 G3 G4 for a bonus of 2; yours discards G1: no form this day (LC-6)"
    was a costly row's whole reason (seed 993040, blocking for a reader): it said the two moves again, and the pull
    the imagined seasons show (declaring first) replaced it. Since then the day's form skipped says the rule that makes
    it cost; seed 993061's reader, given only "you declare first in 61 imagined games in 100; after yours, in 42",
    had to guess that mechanism (blocking). So the day is said, and the idea Declare first is the pull."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions
    from widgets.ideas import idea_of_reason

    state = finished("lauzait_cep", 2, 993040)
    before, played = next((b, p) for _, b, p in decisions(state, 0) if str(p) == "discard G1")
    observation, legal = before.observation(0), {str(a): a for a in before.legal_actions(0)}
    assert isinstance(seasons_end(observation, 0, legal[str(played)], legal["form G2 G3 G4"]), DeclaresFirst)
    said = review_reason(observation, 0, legal[str(played)], legal["form G2 G3 G4"], ())
    (fact,) = said.facts
    assert isinstance(fact, Instead) and fact.no_form
    assert reason_text(said) == ("The coach's choice forms G2 G3 G4 (bonus 2) today; yours forms none, and "
                                 "a day forms one department at most (LC-6).")
    assert idea_of_reason(said).key == "first"


def test_LC7_a_pattern_other_than_well_balanced_names_no_idea_of_sums():
    """LC-7 (seed 993061, season 2, day 1): "you declare Layered Bridges (+2) in 67 imagined games in 100" sat over
    the idea Form for the government, whose rule of thumb is Well-Balanced's sums, and its reader added whites and
    greens that had nothing to do with the row (blocking). Only Well-Balanced, or no pattern, names that idea."""
    from engines.lauzait_cep import parse_action
    from engines.lauzait_cep.rules import WELL_BALANCED
    from widgets.ideas import idea_of_reason

    played, best = parse_action("discard G7"), parse_action("form G4 G5 G6")
    bridges = DeclaresMore(64, 6.0, 3.5, "Layered Bridges", 43, 10)
    assert idea_of_reason(Reason(played, best, (bridges,))) is None
    balanced = DeclaresMore(64, 12.0, 3.0, WELL_BALANCED, 40, 2)
    assert idea_of_reason(Reason(played, best, (balanced,))).key == "government"


def test_a_smaller_review_plays_fewer_imagined_deals_for_its_reasons(monkeypatch):
    """The review hands its reason deals in proportion to its budget: the game's REASON_DEALS at its own review
    budget or more, fewer below it, never under the floor (a browser test's two-playout review is small throughout)."""
    from engines.ideas import FEWEST_DEALS, deals_at
    from engines.lauzait_cep import coach
    from engines.lauzait_cep.endings import REASON_DEALS

    assert deals_at(REASON_DEALS, coach.REVIEW_BUDGET, coach.REVIEW_BUDGET) == REASON_DEALS
    assert deals_at(REASON_DEALS, 4 * coach.REVIEW_BUDGET, coach.REVIEW_BUDGET) == REASON_DEALS
    assert deals_at(REASON_DEALS, coach.REVIEW_BUDGET // 4, coach.REVIEW_BUDGET) == REASON_DEALS // 4
    assert deals_at(REASON_DEALS, 1, 1000) == FEWEST_DEALS and deals_at(4, 1, 1000) == 4
    told = []
    monkeypatch.setattr(coach.shared, "review", lambda state, seat, evaluate, reason, budget, **kw: told.append(reason))
    state = game.new_game(2, seed=SEED)
    for budget in (2, coach.REVIEW_BUDGET):
        coach.review(state, 0, budget)
        assert told[-1].keywords["deals"] == deals_at(REASON_DEALS, budget, coach.REVIEW_BUDGET)


def test_a_form_skipped_where_the_seasons_differ_only_in_bonuses_says_the_day():
    """LC-6 (seed 993052, decision 1): discarding W3 where G3 G3 J=G3 could be formed; the imagined seasons differ by
    the bonuses banked on average ("bank 6.0 ... after yours, 5.1"), which readers called a result, not a reason. The
    day's form skipped is said instead, with the rule that makes it cost, and the idea Declare first."""
    from benchmarks.review_transcript import finished
    from engines.review_rows import decisions
    from widgets.ideas import idea_of_reason

    state = finished("lauzait_cep", 2, 993052)
    before, played = next((b, p) for n, b, p in decisions(state, 0) if n == 1)
    legal = {str(a): a for a in before.legal_actions(0)}
    said = review_reason(before.observation(0), 0, legal[str(played)], legal["form G3 G3 J=G3"], ())
    (fact,) = said.facts
    assert isinstance(fact, Instead) and fact.no_form
    assert reason_text(said) == ("The coach's choice forms G3 G3 J=G3 (bonus 2) today; yours forms none, and "
                                 "a day forms one department at most (LC-6).")
    assert idea_of_reason(said).key == "first"


def test_LC7_a_richer_government_names_the_pattern_that_makes_it():
    """LC-7 (seed 993052, day 3, a reader's blocking stumble): "your declarations score 12.1 points on average ...;
    after yours, 3.0" named no pattern. Taking W6 lets the whites sum to the greens: the reason names the pattern
    whose declarations add the most points, and how often each move's imagined seasons declare it."""
    from benchmarks.review_transcript import finished
    from engines.lauzait_cep.rules import WELL_BALANCED
    from engines.review_rows import decisions

    before, played = next((b, p) for n, b, p in decisions(finished("lauzait_cep", 2, 993052), 0) if n == 9)
    observation, legal = before.observation(0), {str(a): a for a in before.legal_actions(0)}
    played, best = legal[played], legal["move c3-b4"]
    fact = seasons_end(observation, 0, played, best)
    top, mine = endings(observation, 0, str(best), fact.deals, 0), endings(observation, 0, str(played), fact.deals, 0)
    assert isinstance(fact, DeclaresMore) and fact.pattern == WELL_BALANCED
    assert (fact.count, fact.played_count) == (top.pattern_count(WELL_BALANCED), mine.pattern_count(WELL_BALANCED))
    assert fact.count > fact.played_count
    share = lambda count: round(100 * count / fact.deals)  # noqa: E731
    assert reason_text(Reason(played, best, (fact,))) == (
        f"After the coach's choice you declare Well-Balanced (+10) in {share(fact.count)} imagined games in 100; "
        f"after yours, in {share(fact.played_count)} (LC-7).")
    from engines.lauzait_cep.reasons import Finishes, reason

    # the position's fact is W6 W6 J=W6 finished; the review says the pattern instead, the pull the seasons show
    assert isinstance(reason(observation, 0, played, best, ()).facts[0], Finishes)
    assert review_reason(observation, 0, played, best, ()).facts == (fact,)
    plain = DeclaresMore(64, 5.0, 3.0)  # no pattern grows: the average is said
    assert reason_text(Reason(played, best, (plain,))).startswith("After the coach's choice your declarations score")
