"""A dissolve in the review (LC-6): valued with the best way on after it, not with the rollout bot's.

After a dissolve the same seat chooses again the same day: it may form the same pieces again and discard as it
would have (LC-6). The review's :func:`~engines.lauzait_cep.coach.review_evaluate` therefore plays a dissolve on
with the coach's way on (a form and a discard, or a discard), chosen once on samples of its own, on the very
sampled deals and bot seeds the other actions meet; every other action but a proposal to end (valued the same way
after the others' vote, test_lauzait_cep_LC10_proposal_review.py) keeps :func:`evaluate`'s figures.

The game is the one ``benchmarks/review_transcript.py --game lauzait_cep --seed 910000`` reviews: three players,
seat 0 (Aiko) at random, the others Standard. At move 65 Aiko dissolved W1 W2 J=W3 (paying back 0) and at move 66
discarded W4; the review had called both blunders, counting the discard's loss twice. At move 81 Bruno could
form his third department (W2 W3 W4) and declare; dissolving G4 G5 G6 instead gives that up for the day.
"""

from __future__ import annotations

from coach_checks import moment as state_before, transcript_fixture
from test_lauzait_cep_LC10_proposal_review import recorded

from engines import coach as shared
from engines.lauzait_cep import coach
from engines.lauzait_cep.actions import Dissolve, Form, ProposeEnd
from engines.lauzait_cep.reasons import Instead, WayOn
from widgets.lauzait_cep.reason_words import command
from widgets.reason_words import reason_text

PLAYERS, SEED = 3, 910000
SCALE = shared.point_scale(coach.ROUND_SPREAD, PLAYERS, coach.UNIT)
SMALL = shared.Resolution(first=2, cap=4)
"""A short second look (at most 32 paired deals at the review's budget of 8), to keep the tests fast."""


game = transcript_fixture("lauzait_cep", PLAYERS, SEED)


def moment(state, seat: int, move: int):
    """The observation ``seat`` had before its ``move``-th move of the game, and the move it made."""
    before, played = state_before(state, seat, move)
    return before.observation(seat), played


def test_LC6_the_game_is_the_transcripts(game):
    obs, played = moment(game, 0, 65)
    assert played == "dissolve W1 W2 J=W3" and obs["season"] == 3 and obs["day"] == 4
    assert obs["hand"] == ["G3", "G7", "G9", "W4", "W5", "W6"]
    assert moment(game, 0, 66)[1] == "discard W4"
    assert moment(game, 1, 81)[1] == "form W2 W3 W4"


def test_LC6_every_action_but_a_dissolve_or_a_proposal_keeps_evaluates_figures(game):
    obs, _ = moment(game, 0, 65)
    plain = coach.evaluate(obs, 0, 3, seed=11)
    review = coach.review_evaluate(obs, 0, 3, seed=11)
    assert sorted(str(e.action) for e in review) == sorted(str(e.action) for e in plain)
    kept = [e for e in plain if not isinstance(e.action, (Dissolve, ProposeEnd))]
    again = [e for e in review if not isinstance(e.action, (Dissolve, ProposeEnd))]
    assert again == kept and [e.outcomes for e in again] == [e.outcomes for e in kept]  # the same, in the same order
    asked = ["discard G7", "form W4 W5 W6"]  # no dissolve asked: evaluate's answer itself
    assert coach.review_evaluate(obs, 0, 3, seed=5, actions=asked) == coach.evaluate(obs, 0, 3, seed=5, actions=asked)
    after, _ = moment(game, 0, 66)  # no dissolve left that day: nothing changes
    assert [e.outcomes for e in coach.review_evaluate(after, 0, 2, seed=3)] == \
        [e.outcomes for e in coach.evaluate(after, 0, 2, seed=3)]


def test_LC6_ways_on_are_a_discard_or_a_form_then_a_discard(game):
    obs, played = moment(game, 0, 65)
    state = coach._played(obs, 0, [played])
    ways = [" / ".join(map(str, way)) for way in coach.ways_on(state, 0)]
    assert "form W1 W2 J=W0 / discard G7" in ways and "discard G7" in ways
    assert "form W1 W2 J=W3 / discard G7" not in ways  # the same pieces for the same bonus: one way
    assert all(len(way) == 2 and isinstance(way[0], Form) or len(way) == 1 for way in coach.ways_on(state, 0))
    assert [str(a) for a in coach.way_on(obs, 0, played)] == ["form W1 W2 J=W0", "discard G7"]


def test_LC6_a_dissolve_is_played_on_the_same_deals_and_bot_seeds_as_the_other_actions(game, monkeypatch):
    obs, played = moment(game, 0, 65)
    way = coach.way_on(obs, 0, played)  # chosen (and remembered) before the deals are recorded
    values, worlds, playouts = recorded(monkeypatch, obs, 21, [played, "discard G7"], budget=4)
    assert len(worlds) == 8  # the first look's 4 deals, then the dissolve's 4 again
    first = [{seed for i, seed, _ in playouts if i == n} for n in range(4)]  # both actions' playouts of a deal
    on = [seed for i, seed, dissolved in playouts if i >= 4 and dissolved]  # the dissolve's, after its way on
    assert first == [{seed} for seed in on] and len(on) == 4  # the same bot seeds, deal by deal
    for i in range(4):  # the same deals (other hands, face-down pieces, sticks); on each, the dissolve, the way on
        assert worlds[i].to_json() == worlds[4 + i].to_json()
        world = worlds[i]
        for action in (played, *way):
            world.apply(0, str(action))
        assert coach.play_season_out(world, 0, on[i], 3) == values[played].outcomes[i]


def way_on_of(row) -> tuple:
    """The way on a row's dissolve or proposal was valued with, as its reason's facts give it."""
    (fact,) = [f for f in row.reason.facts if isinstance(f, Instead)]
    assert isinstance(fact.played, WayOn)
    return fact.played.steps


def test_LC6_dissolve_and_form_again_costs_nothing_and_the_discard_after_it_is_still_flagged(game):
    obs, played = moment(game, 0, 65)
    values = coach.review_evaluate(obs, 0, coach.REVIEW_BUDGET, seed=65)
    assert str(values[0].action) == "discard G7"  # the coach's choice, as in the review
    row = shared.rate(obs, 0, values, played, shared.Judging(coach.review_evaluate, coach.review_reason,
                      coach.REVIEW_BUDGET, 65, resolution=SMALL, scale=SCALE), move=65)
    assert not row.flagged and row.win_loss_low < shared.BOUNDS[0] and row.points_loss_low < SCALE.bounds[0]
    assert row.win_loss == 0 and row.points_loss == 0  # forming W1 W2 J=W0 and discarding G7 is the coach's line
    assert row.reason.level and [command(step) for step in way_on_of(row)] == [
        "form W1 W2 J=W0 again for a bonus of 0", "discard G7"]  # the coach's best way on after the dissolve
    assert reason_text(row.reason) == ("As good as the coach's choice: yours dissolves W1 W2 J=W3 and pays back 0. "
                                       "After the dissolve the coach would "
                                       "form W1 W2 J=W0 again for a bonus of 0, then discard G7.")  # the way on, once
    after, discard = moment(game, 0, 66)
    values = coach.review_evaluate(after, 0, coach.REVIEW_BUDGET, seed=66)
    row = shared.rate(after, 0, values, discard, shared.Judging(coach.review_evaluate, coach.review_reason,
                      coach.REVIEW_BUDGET, 66, resolution=SMALL, scale=SCALE), move=66)
    assert row.flagged and row.best == "form W1 W2 J=W0"


def test_LC6_a_dissolve_whose_best_way_on_is_worse_is_still_flagged(game):
    obs, formed = moment(game, 1, 81)
    values = coach.review_evaluate(obs, 1, coach.REVIEW_BUDGET, seed=81)
    assert str(values[0].action) == formed  # the third department: declaring follows at once
    dissolve = "dissolve G4 G5 G6"
    assert [str(a) for a in coach.way_on(obs, 1, dissolve)] == ["form G4 G5 G6", "discard W9"]
    row = shared.rate(obs, 1, values, dissolve, shared.Judging(coach.review_evaluate, coach.review_reason,
                      coach.REVIEW_BUDGET, 81, resolution=SMALL, scale=SCALE), move=81)
    assert row.flagged and row.win_loss_low > 0
    assert [command(step) for step in way_on_of(row)] == ["form G4 G5 G6 again for a bonus of 2", "discard W9"]
    assert ("dissolves G4 G5 G6 and pays back 2. After the dissolve the coach would "
            "form G4 G5 G6 again") in reason_text(row.reason)  # the dissolve, then how it is valued


def test_LC6_the_way_on_is_chosen_once_for_a_position_whatever_the_seed(game):
    obs, played = moment(game, 0, 65)
    first = coach.way_on(obs, 0, played)
    hits = coach._way_on.cache_info().hits
    assert coach.way_on(dict(obs), 0, played) is first  # the same position: remembered, not chosen again
    assert coach._way_on.cache_info().hits == hits + 1
    for seed in (1, 2):  # the review's seeds (first look, second looks) all meet the same way on
        values = coach.review_evaluate(obs, 0, 1, seed=seed, actions=[played])
        assert coach._way_on.cache_info().hits > hits + seed and values[0].playouts == 1


def test_LC6_a_dissolve_played_again_goes_its_way_on_as_the_review_valued_it(game):
    obs, played = moment(game, 0, 65)
    (value,) = coach.review_evaluate(obs, 0, 2, seed=11, actions=[played])
    playout = coach.review_playout(obs, 0, played)
    for index, figures in enumerate(value.outcomes):
        state, again = shared.replay_sample(playout.sample, playout.bots, playout.finish, obs, 0, 11, index, played)
        assert again == figures and [text for _, text in state.to_json()["moves"][:3]] == [played, *map(str, coach.way_on(obs, 0, played))]


def test_LC6_a_coachs_dissolve_that_forms_the_same_pieces_again_names_the_step_that_counts():
    """A reader read "better dissolve W6 W7 W8 and pay back 3", whose way on forms W6 W7 W8 again and discards W6, as
    crediting the dissolve (993007): where the coach's dissolve forms the same pieces again, its reason says the
    dissolve changes nothing by itself and names the step after it."""
    from engines.lauzait_cep.actions import parse_action
    from engines.lauzait_cep.reasons import Discarded, Dissolved, Formed
    from engines.lauzait_cep.pieces import TOKENS
    from engines.reason_facts import Reason

    w6 = TOKENS.index("W6")
    way = WayOn(Dissolved(parse_action("dissolve W6 W7 W8"), 3),
                (Formed(parse_action("form W6 W7 W8"), 3, True), Discarded(w6)))
    played = Discarded(TOKENS.index("G6"))
    said = reason_text(Reason(parse_action("discard G6"), parse_action("dissolve W6 W7 W8"),
                              (Instead(way, played),)))
    assert said.endswith("The dissolve changes nothing by itself: the coach forms the same pieces again; what counts "
                         "is the next step: discard W6.")
    mine = reason_text(Reason(parse_action("dissolve W6 W7 W8"), parse_action("discard G6"), (Instead(played, way),)))
    assert "changes nothing" not in mine and "After the dissolve the coach would form" in mine  # the seat's own


def test_LC6_a_coachs_dissolve_whose_form_was_open_before_it_says_so():
    """A reader read "better dissolve W3 W5 J=W4 and pay back 1", valued as if the seat then formed G6 G6 G6, as
    the dissolve being needed to form it (993009, the game of ``review_transcript.py --game lauzait_cep --players 2
    --seed 993009``, Aiko's 19th move): G6 G6 G6 was among the moves before the dissolve, and the reason says so."""
    from coach_checks import transcript_game
    from engines.lauzait_cep.actions import parse_action
    from engines.lauzait_cep.reasons import Discarded
    from engines.lauzait_cep.pieces import TOKENS
    from engines.reason_facts import Reason

    before, played = moment(transcript_game("lauzait_cep", 2, 993009), 0, 19)
    assert before["hand"] == ["G6", "G6", "G6", "G9", "W2", "W5"] and played == "discard W2"
    dissolve, played = parse_action("dissolve W3 W5 J=W4"), parse_action(played)
    way = coach.review_effect(before, dissolve)
    assert way.open_before and str(way.steps[0].action) == "form G6 G6 G6"
    said = reason_text(Reason(played, dissolve, (Instead(way, Discarded(TOKENS.index("W2"))),)))
    assert said.endswith("form G6 G6 G6 for a bonus of 6, then discard G9. G6 G6 G6 could be formed without the "
                         "dissolve too.")
    mine = reason_text(Reason(dissolve, played, (Instead(Discarded(TOKENS.index("W2")), way),)))
    assert "without the dissolve" not in mine  # said only of the coach's dissolve
