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


def _stated_rule(win: float, win_low: float, margin: float, margin_low: float) -> str:
    """The page's LABEL_RULE, applied to the figures a row shows (games in 100, points)."""
    if win <= 0 and margin <= 0:
        return "best"
    if win_low <= 0:
        return "best" if margin_low <= 0 else "good"
    bounds = [100 * b for _, b in shared.LABELS]
    for (name, _), bound in zip(shared.LABELS[1:], bounds[1:]):
        if win < bound:
            return name
    return shared.LABELS[-1][0]


@pytest.mark.parametrize("name", sorted(pw.EXAMPLES))
def test_each_shown_label_follows_from_the_shown_figures_by_the_stated_rule(name):
    """Every labelled row shows its loss with both intervals, and the page's stated rule gives its label back."""
    import re
    table = pw.figures_table(pw.work(pw.EXAMPLES[name]))
    assert "fewer than 3 games in 100" in pw.LABEL_RULE and "whole interval of points" in pw.LABEL_RULE
    for row in table.rows:
        if row[-1] == "the coach's choice":
            continue
        found = re.fullmatch(r"(\w+): loses (-?[\d.]+) games in 100 \((-?[\d.]+) to (-?[\d.]+)\) and "
                             r"(-?[\d.]+) points \((-?[\d.]+) to (-?[\d.]+)\)", row[-1])
        assert found, row[-1]
        label, win, win_low, _, margin, margin_low, _ = found.groups()
        assert label == _stated_rule(float(win), float(win_low), float(margin), float(margin_low))


def test_moment_4_says_what_each_lead_does_from_the_engine():
    """Leading, the sentence counts the unseen cards that beat each led card (the engine's), and says 'either' only when alike."""
    from engines.kirin import coach
    worked = pw.work(pw.EXAMPLES["the last two cards"])
    obs = worked.observation
    counts = {str(a.card): coach.beaten_by(obs, a.card.id) for a in (worked.best, worked.beginner)}
    text = worked.reason
    assert "do the same" not in text
    if len(set(counts.values())) == 1:
        ahead, unseen = next(iter(counts.values()))
        assert f"either card starts the trick and {ahead or 'none'} of the {unseen} cards" in text
    else:
        for card, (ahead, unseen) in counts.items():
            assert f"led, {card} starts the trick and {ahead or 'none'} of the {unseen} cards" in text


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
def test_the_sentences_points_are_the_difference_of_the_averages(name):
    """'ends 1.53 points better placed' is the coach's average minus the beginner's, paired (to two decimals),
    and within the rounding of the table's averages (one decimal each) of their shown difference."""
    import re
    worked = pw.work(pw.EXAMPLES[name])
    rows = {row[0]: row for row in pw.figures_table(worked).rows}
    shown = {card: float(row[3].split()[0]) for card, row in rows.items()}
    found = re.search(r"ends ([\d.]+) points (better|worse) placed", worked.reason)
    quoted = float(found.group(1)) * (1 if found.group(2) == "better" else -1)
    exact = worked.of(worked.best).margin - worked.of(worked.beginner).margin
    assert abs(quoted - exact) <= 0.005 + 1e-9
    assert abs(quoted - (shown[str(worked.best.card)] - shown[str(worked.beginner.card)])) <= 0.1 + 1e-9


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
    from engines.kirin.rules import scoring_mask
    spot = pw.EXAMPLES[name]
    worked, real = pw.work(spot), pw.position(spot)
    seat = worked.seat
    after = [pw.seat_name((seat + i) % 4) for i in range(1, 4 - len(real.trick))]
    hidden = 0
    for s in range(4):
        if s != seat:
            hidden |= real.hands[s] | (1 << real.declared[s])
    unseen = scoring_mask(hidden, real.declared[seat]).bit_count()
    text = pw.trick_points(worked)
    assert after and unseen > 0
    assert f"{' and '.join(after)} still play{'s' * (len(after) == 1)} after Chidi" in text
    assert f"{unseen} White Tiger cards Chidi has not seen" in text and "so far" in text
    assert "so far" in worked.reason and f"{unseen} White Tiger cards you have not seen" in worked.reason


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
