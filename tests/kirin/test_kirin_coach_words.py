"""Kirin's coach in words (:mod:`widgets.kirin.coach_words`): what the players still to play may add to a trick is
the engine's count (the seats after the card and the cards of the seat's beast it has not seen, KI-7)."""

from __future__ import annotations

import pytest

from engines.kirin import coach
from widgets.kirin import coach_words as cw

from test_kirin_coach import play_turns


def test_a_trick_not_yet_full_says_what_the_later_players_may_add():
    """Before the last card, the seats still to play and the cards of the beast they may add are the engine's
    (checked on these very positions in test_kirin_coach.py); the words say both."""
    checked = 0
    for real, seat, observation in play_turns(500, 8):
        if len(real.trick) == 3 or len(real.legal_actions(seat)) < 2 or not real.trick:
            continue
        later, unseen = coach.still_to_play(observation)
        text = cw.later_words(observation, _beast(real, seat))
        assert later and text.startswith(cw._names(later) + " still play")
        assert f"the {unseen} " in text or (unseen == 0 and "no " in text)
        checked += 1
    assert checked > 30


def _beast(state, seat: int) -> str:
    """The title of the beast ``seat`` declared."""
    from engines.kirin.cards import BEAST_TITLES, CARDS
    return BEAST_TITLES[CARDS[state.declared[seat]].beast]


def test_ki7_the_review_says_where_a_final_score_came_from_round_by_round():
    # a total of 0 needs its cause: the summary folds each round's beast, points and the tricks won (a reader of
    # seed 993048's 0-point game found no line saying why none came)
    from benchmarks.review_transcript import finished, panel_for
    from engines.kirin.round_points import round_points
    from widgets.kirin.review import HOOKS, score_words

    state = finished("kirin", 4, 993048)
    assert state.scores()[0] == 0
    words = score_words(state, 0)
    assert words.startswith("A point per card won of the beast declared (KI-7). Round 1, White Tiger declared: "
                            "0 points; you won no trick, and the others won 8 White Tiger cards. ")
    assert words.endswith("Round 3, Black Tortoise declared: 0 points; the trick you won held no Black Tortoise "
                          "card, and the others won 6.")
    dagny = round_points(state, 3)[0]
    assert (f"Round 1, {dagny.beast.title} declared: {dagny.points} points, from the {dagny.tricks} tricks Dagny "
            f"won; the others won {dagny.others}") in score_words(state, 3, "Dagny")
    assert HOOKS.score_words is score_words
    panel = panel_for("kirin")
    panel.ready(state, 0)
    assert words in panel._scored() and "<summary>How you scored</summary>" in panel._scored()
    assert words not in panel._result()  # folded: read at once it doubled the words before the first row


@pytest.mark.parametrize("seed", [1, 4, 9])
def test_ki7_round_points_add_up_to_the_engines_own_scores(seed):
    # read from the log, the rounds agree with the engine's scoring (KI-7), and every card of the beast played in a
    # won trick is counted once, by its winner or the others
    import random

    from engines import IllegalAction
    from engines.kirin import new_game
    from engines.kirin.round_points import round_points

    state, rng = new_game(seed=seed), random.Random(seed)
    while state.to_act():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for seat in range(4):
        rounds = round_points(state, seat)
        assert [r.points for r in rounds] == [points[seat] for points in state.round_points()]
        assert sum(r.tricks for r in rounds) <= 24 and all(r.points + r.others <= 8 for r in rounds)
    with pytest.raises(IllegalAction, match="There is no seat 4"):
        round_points(state, 4)


def test_ki5_a_declaration_that_keeps_fewer_but_stronger_cards_says_so():
    # where the coach's beast keeps no more cards to win tricks with, the strength of its best one is said, so the
    # count of cards kept is not read as the whole rule
    from benchmarks.review_transcript import finished
    from engines.kirin.actions import parse_action
    from engines.kirin.reasons import KeepsStrongest, beaten_by, reason
    from engines.review_rows import decisions
    from widgets.reason_words import reason_text

    state = finished("kirin", 4, 993023)
    observation = next(b for n, b, _ in decisions(state, 0) if n == 1).observation(0)
    assert sorted(observation["hand"]) == sorted("Q1 Q6 S4 S5 B6 BK+ X4 X5 XK+".split())
    found = reason(observation, 0, parse_action("declare XK+", True), parse_action("declare Q1", True), ())
    (fact,) = found.facts
    assert isinstance(fact, KeepsStrongest) and (str(fact.card), str(fact.played_card)) == ("Q6", "X5")
    assert (fact.beaten, fact.unseen) == beaten_by(observation, fact.card.id) and fact.played_count == 2
    assert fact.beaten < fact.played_beaten == beaten_by(observation, fact.played_card.id)[0]
    assert [str(c) for c in fact.kept] == ["Q6"] and [str(c) for c in fact.played_kept] == ["X4", "X5"]
    assert reason_text(found) == (f"Collecting the Azure Dragon keeps Q6, beaten by {fact.beaten} of "
                                  f"{fact.unseen} unseen; yours: X4 X5, X5 beaten by {fact.played_beaten}.")
    fewer = reason(observation, 0, parse_action("declare Q1", True), parse_action("declare XK+", True), ())
    assert not any(isinstance(f, KeepsStrongest) for f in fewer.facts)  # never said for the weaker beast
