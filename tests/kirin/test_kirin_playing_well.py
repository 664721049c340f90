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
from engines.kirin.reasons import KeepsStronger, Likelier
from engines.kirin.state import State
from widgets.gallery import navigation
from widgets.kirin import coach_words
from widgets.kirin import playing_well as pw

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the reader's checks of every page
from test_lesson_text import stumbles  # noqa: E402

PAGE = Path(__file__).resolve().parents[2] / "notebooks" / "kirin" / "playing_well.ipynb"
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
    mine = worked.of(worked.beginner)
    assert shared.flagged(pw.label_of(worked, mine))  # even the mildest band its label names is an inaccuracy
    assert pw.loss(worked.of(worked.best), mine).win_low > 0


@pytest.mark.parametrize("spot", pw.POOL)
def test_the_exercise_answer_is_the_coachs_card_and_the_others_are_clearly_worse(spot):
    worked = pw.work(spot)
    assert str(worked.best.card) == spot.coach
    offered = pw.choices_offered(worked, random.Random(3))
    assert str(worked.best) in map(str, offered) and len(offered) >= 2
    best = worked.of(worked.best)
    for action in offered:
        if str(action) != str(worked.best):
            assert shared.flagged(shared.label(shared.compare(best, worked.of(action), padded=True), pw.SCALE))


def test_a_question_is_marked_by_the_coach():
    for seed in range(4):
        q = pw.question(random.Random(seed))
        assert q.answer in q.choices and q.judge(q.answer)[0]
        assert "The coach plays" in q.why


def test_the_page_reads_without_stumbles_and_has_its_navigation():
    assert stumbles("kirin", PAGE) == []
    text = json.dumps(json.loads(PAGE.read_text())["cells"])
    assert text.count(json.dumps(navigation("kirin", "playing_well.ipynb"))[1:-1]) == 2


def _bands(low: float, high: float, bounds) -> tuple[int, int]:
    """The bands (0 good .. 3 blunder) an interval's two ends fall into."""
    def band(x: float) -> int:
        return next((i for i, b in enumerate(bounds) if x < b), len(bounds))
    return band(low), band(high)


@pytest.mark.parametrize("name", sorted(pw.EXAMPLES))
def test_each_shown_label_follows_from_the_shown_figures_by_the_stated_rule(name):
    """Every labelled row shows its loss with both intervals, and the page's stated rule gives its label back: each
    measure's interval reaches some bands; the label names the worse of the two at each end, one band or a range."""
    import re
    worked = pw.work(pw.EXAMPLES[name])
    table = pw.figures_table(worked)
    games = [100 * b for _, b in shared.LABELS[1:-1]]
    assert "*good* under 3;" in pw.LABEL_RULE and "*unsure: good to mistake*" in pw.LABEL_RULE and "At 4 players that spread is" in pw.LABEL_RULE
    assert "takes the worse of the two at each end" in pw.LABEL_RULE and "names every band that range reaches" in pw.LABEL_RULE
    for row, e in zip(table.rows, worked.evaluations):
        if row[-1] == "the coach's choice":
            continue
        found = re.fullmatch(r"(.+); loses (-?[\d.]+) games in 100 \((-?[\d.]+) to (-?[\d.]+)\) and "
                             r"(-?[\d.]+) points \((-?[\d.]+) to (-?[\d.]+)\)", row[-1])
        assert found, row[-1]
        label = found.group(1)
        win, win_low, win_high, margin, margin_low, margin_high = map(float, found.groups()[1:])
        g, p = _bands(win_low, win_high, games), _bands(margin_low, margin_high, pw.SCALE.bounds)
        low, high = max(g[0], p[0]), max(g[1], p[1])
        exact = pw.loss(worked.of(worked.best), e)
        if high == 0:
            assert label in ("best", "good")
        else:
            names = ("good", "inaccuracy", "mistake", "blunder")
            said = (names[low] if low == high else f"{names[low]} or {names[high]}" if high == low + 1
                    else f"unsure: {names[low]} to {names[high]}")
            assert label == said, (label, g, p)
        assert label == pw.label_of(worked, e) == shared.label(exact, pw.SCALE)
        assert round(100 * exact.win_low, 1) == win_low and round(100 * exact.win_high, 1) == win_high


def test_moment_3s_bird_6_is_labelled_by_its_range_and_the_page_says_what_that_means():
    """The Bird 6 loses about a mistake's worth of games on average, with an interval from a gain to a blunder: its
    label is that range, never one band its figures contradict, and the page says what the range means."""
    worked = pw.work(pw.EXAMPLES["keep your strength"])
    s6 = next(e for e in worked.evaluations if str(e.action.card) == "S6")
    gap = pw.loss(worked.of(worked.best), s6)
    label = pw.label_of(worked, s6)
    low, high = shared.bands(label)
    assert gap.win_low < 0 and gap.win_high >= 0.16 and (low, high) == ("good", "blunder")
    notes = pw.label_notes(worked)
    assert f"**S6: “{label}”.**" in notes and "cannot say which" in notes and label.startswith("unsure: ")
    assert "the size of a mistake" in notes and f"{100 * gap.win:.1f} in 100 on average" in notes


@pytest.mark.parametrize("spot", pw.POOL)
def test_the_exercises_explanation_never_argues_for_the_other_card(spot):
    """Check yourself: the explanation opens with the figures that favour the coach's card, and the coach's reason
    names a fact of its card (a likelier win, a stronger card kept) only where it favours that card."""
    worked = pw.work(spot)
    best = worked.of(worked.best)
    for seed in range(6):
        q = pw.question(random.Random(seed))
        assert q.why.startswith("The coach plays ") and "In the coach&#x27;s words: " in q.why
    for action in pw.choices_offered(worked, random.Random(0)):
        if str(action) == str(worked.best):
            continue
        other = worked.of(action)
        assert best.win > other.win
        told = pw.coach.reason(worked.observation, worked.seat, action, worked.best, list(worked.evaluations))
        for fact in told.facts:  # a fact of the coach's card only where it favours it
            if isinstance(fact, Likelier):
                assert fact.played_beaten is None or fact.beaten < fact.played_beaten, fact
            if isinstance(fact, KeepsStronger):
                assert str(fact.kept) == str(action.card), fact


def test_the_trick_points_count_the_players_own_card():
    """Moment 1: the trick's worth with the player's card in it is the engine's scoring of that pile (KI-7)."""
    from engines.kirin import parse_card
    from engines.kirin.rules import scoring_mask
    worked = pw.work(pw.EXAMPLES["win cheaply"])
    obs = worked.observation
    played = [parse_card(c).id for _, c in obs["trick"]]
    for action in (worked.best, worked.beginner):
        pile = sum(1 << c for c in played + [action.card.id])
        points = scoring_mask(pile, parse_card(obs["declaration"]).id).bit_count()
        assert f"with {action.card}" in pw.trick_points(worked)
        assert f"holds {points}" in pw.trick_points(worked)


@pytest.mark.parametrize("name", sorted(pw.EXAMPLES))
def test_the_tables_points_are_the_averages(name):
    """The table's points (one decimal each) differ by the coach's average minus the beginner's, within their
    rounding."""
    worked = pw.work(pw.EXAMPLES[name])
    rows = {row[0]: row for row in pw.figures_table(worked).rows}
    shown = {card: float(row[3].split()[0]) for card, row in rows.items()}
    exact = worked.of(worked.best).margin - worked.of(worked.beginner).margin
    assert abs(exact - (shown[str(worked.best.card)] - shown[str(worked.beginner.card)])) <= 0.1 + 1e-9


def test_moment_4s_idea_holds_on_the_position():
    """The idea paragraph of moment 4: led now, neither card can be beaten by an unseen card; if the order
    turns to descending, X3 can be and XT still cannot (the engine's outcomes, KI-5, KI-6)."""
    from engines.kirin import coach
    worked = pw.work(pw.EXAMPLES["the last two cards"])
    obs, turned = worked.observation, dict(worked.observation, order="descending")
    assert obs["order"] == "ascending" and sorted(obs["hand"]) == ["X3", "XT"]
    x3, xt = pw.parse_card("X3").id, pw.parse_card("XT").id
    assert coach.beaten_by(obs, x3)[0] == coach.beaten_by(obs, xt)[0] == 0
    assert coach.beaten_by(turned, x3)[0] > 0 and coach.beaten_by(turned, xt)[0] == 0
    assert any(pw.parse_card(c).is_kirin for c in pw.unseen_kirin(worked).split("(")[1].rstrip(")").split(", "))


@pytest.mark.parametrize("name", ["a trick with nothing for you", "keep your strength"])
def test_moments_2_and_3_count_the_trick_so_far_and_what_the_later_players_may_add(name):
    """Chidi plays before others: the trick's White Tiger cards are 'so far', and the cards of his beast the
    players after him may add are the real unseen ones (other hands and hidden declarations, KI-7)."""
    from test_kirin_coach import unseen_of_beast

    spot = pw.EXAMPLES[name]
    worked, real = pw.work(spot), pw.position(spot)
    seat = worked.seat
    after = [pw.seat_name((seat + i) % 4) for i in range(1, 4 - len(real.trick))]
    unseen = unseen_of_beast(real, seat)
    text = pw.trick_points(worked)
    assert after and unseen > 0
    assert f"{' and '.join(after)} still play{'s' * (len(after) == 1)} after Chidi" in text
    assert f"{unseen} White Tiger cards Chidi has not seen" in text and "so far" in text
    said = coach_words.later_words(worked.observation, "White Tiger")
    assert f"{unseen} White Tiger cards you have not seen" in said


@pytest.mark.parametrize("name", sorted(pw.EXAMPLES))
def test_the_cards_the_follow_rule_leaves_are_the_engines_legal_actions(name):
    """Moment 2 says which cards of the hand the follow rule leaves (KI-4): the engine's legal actions."""
    spot = pw.EXAMPLES[name]
    worked, real = pw.work(spot), pw.position(spot)
    legal = {str(a.card) for a in real.legal_actions(worked.seat)}
    barred = [c for c in worked.observation["hand"] if c not in legal]
    text = pw.allowed(worked)
    if barred:
        assert f"leaves only {pw._and([c for c in worked.observation['hand'] if c in legal])}" in text
        assert f"{pw._and(barred)} {'is' if len(barred) == 1 else 'are'} not allowed" in text
    else:
        assert "any card" in text
    if name == "a trick with nothing for you":
        assert sorted(legal) == ["BT", "SK+"] and sorted(barred) == ["Q3", "S6"]
