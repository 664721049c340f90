"""A proposal to end in the review (LC-10): valued with the others' vote, then the coach's way on, as a dissolve is.

A declined proposal leaves the proposer's day as it was (LC-10), so proposing and the choices after it are not
alternatives. The review's :func:`~engines.lauzait_cep.coach.review_evaluate` therefore plays a proposal, on each of
the very sampled deals and bot seeds the other actions meet, as the table would: the others answer as their bots do
in that deal; if all accept, the game ends there; if one declines, the proposer goes on with the coach's way on,
the best of its choices there as the review values them (chosen once, on deals of its own). Played on by the rollout
bot instead, a proposal was charged with the bot's choices after it.

The game is the one ``benchmarks/review_transcript.py --game lauzait_cep --seed 910004`` reviews: three players,
seat 0 (Aiko) at random, the others Standard. At move 60 (season 2, day 7) Aiko proposed to end; the others
declined, and at move 62 she discarded G7. The review had called the proposal an inaccuracy (2.6 points against the
coach's dissolve W5 W6 W7), as if proposing had shut the dissolve out.
"""

from __future__ import annotations

from coach_checks import moment, transcript_fixture

from engines import coach as shared
from engines import lauzait_cep as lc
from engines.lauzait_cep import coach
from engines.lauzait_cep.actions import Accept, Dissolve, ProposeEnd
from engines.lauzait_cep.rules import VOTE
from engines.practice import Moment, try_choice
from widgets.games import GAMES
from widgets.lauzait_cep.reason_words import command
from widgets.reason_words import reason_text

PLAYERS, SEED, MOVE = 3, 910004, 60
PROPOSE = str(lc.PROPOSE)
SCALE = shared.point_scale(coach.ROUND_SPREAD, PLAYERS, coach.UNIT)


game = transcript_fixture("lauzait_cep", PLAYERS, SEED)


def recorded(monkeypatch, observation: dict, seed: int, actions: list, budget: int = 4):
    """:func:`review_evaluate` of ``actions`` by action, with every sampled deal (a copy, as sampled) and every
    playout's (deal, bot seed, whether a department was dissolved that day), in the order they came."""
    worlds, seeds = [], []
    sample, play = coach.sample, coach.play_season_out

    def recording_sample(obs, seat, rng):
        state = sample(obs, seat, rng)
        worlds.append(state.clone())
        return state

    def recording_play(state, seat, bot_seed, last_season):
        seeds.append((len(worlds) - 1, bot_seed, state.dissolved))
        return play(state, seat, bot_seed, last_season)

    monkeypatch.setattr(coach, "sample", recording_sample)
    monkeypatch.setattr(coach, "play_season_out", recording_play)
    values = {str(e.action): e for e in coach.review_evaluate(observation, 0, budget, seed=seed, actions=actions)}
    monkeypatch.setattr(coach, "sample", sample)
    monkeypatch.setattr(coach, "play_season_out", play)
    return values, worlds, seeds


def proposed_on(world, bot_seed: int, way: tuple, season: int) -> tuple[float, float]:
    """What a proposal comes to on one sampled deal, as the table plays it (LC-10): the others answer as their
    rollout bots do; all accept, and the game ends with the totals as they stand; one declines, and seat 0 goes on
    with ``way``, then the rollout bots play the season out."""
    state = world.clone()
    state.apply(0, PROPOSE)
    voters = coach.rollout_bots(state.players, bot_seed)
    while state.phase == VOTE:
        voter = state.voter()
        state.apply(voter, voters[voter].choose(state.observation(voter), state.legal_actions(voter)))
    if state.is_over():
        return shared.outcome(state, 0)
    for step in way:
        state.apply(0, str(step))
    return coach.play_season_out(state, 0, bot_seed, season)


def test_LC10_the_game_is_the_transcripts(game):
    before, played = moment(game, 0, MOVE)
    obs = before.observation(0)
    assert played == PROPOSE and (obs["season"], obs["day"], obs["scores"]) == (2, 7, [3, 12, 20])
    assert obs["revealed"][0] == [{"pieces": "W5 W6 W7", "bonus": 2}]
    assert moment(game, 0, MOVE + 2)[1] == "discard G7"  # the day went on after the others declined


def test_LC10_the_way_on_after_a_declined_proposal_is_a_choice_there_as_the_review_values_it(game):
    before, _ = moment(game, 0, MOVE)
    obs = before.observation(0)
    way = coach.way_on(obs, 0, PROPOSE)
    legal = [a for a in before.legal_actions(0) if not isinstance(a, ProposeEnd)]
    choices = [(a, *coach.way_on(obs, 0, a)) if isinstance(a, Dissolve) else (a,) for a in legal]
    assert [str(a) for a in way] in [[str(a) for a in c] for c in choices]
    assert [str(a) for a in way] == ["dissolve W5 W6 W7", "form W4 W5 W6", "discard G2"]  # the dissolve's own way on
    assert coach.way_on(dict(obs), 0, lc.PROPOSE) is way  # remembered: every look meets the same way on


def test_LC10_a_proposal_is_valued_deal_by_deal_with_the_vote_then_the_way_on(game, monkeypatch):
    """On each deal of the other actions, with their bot seeds: the vote as the others' bots answer it there, and
    the end of the game if all accept, else the way on. The Standard voters decline here on every deal, so the
    voters are made to accept on even bot seeds (all of them) and decline on odd ones: both outcomes meet."""
    before, _ = moment(game, 0, MOVE)
    obs = before.observation(0)
    way = coach.way_on(obs, 0, PROPOSE)  # chosen (and remembered) before the voters are changed
    real = coach.rollout_bots

    class Voter:
        """A rollout bot that accepts a proposal on an even bot seed and declines it on an odd one."""

        def __init__(self, bot, seed):
            self.bot, self.seed = bot, seed

        def choose(self, observation, legal):
            if any(isinstance(a, Accept) for a in legal):
                return legal[0] if self.seed % 2 == 0 else legal[1]  # [accept, decline]
            return self.bot.choose(observation, legal)

    monkeypatch.setattr(coach, "rollout_bots", lambda players, seed: [Voter(b, seed) for b in real(players, seed)])
    values, worlds, seeds = recorded(monkeypatch, obs, 31, [PROPOSE, "discard W9"], budget=6)
    first = [{s for w, s, _ in seeds if w == i} for i in range(6)]  # the first look: both actions on each deal
    again = [s for w, s, _ in seeds if w >= 6]  # the proposal played again, with the vote and the way on
    assert first == [{s} for s in again] and len(again) == 6  # the same bot seeds, deal by deal
    ended = []
    for i in range(6):
        assert worlds[i].to_json() == worlds[6 + i].to_json()  # the same deal: hands, face-down pieces, sticks
        assert proposed_on(worlds[i], again[i], way, 2) == values[PROPOSE].outcomes[i]
        ended.append(again[i] % 2 == 0)
    assert set(ended) == {True, False}
    end = [o for o, e in zip(values[PROPOSE].outcomes, ended) if e]
    assert set(end) == {(-17.0, 0.0)}  # the totals as they stand: 3 against Chidi's 20, the game lost


def test_LC10_a_proposal_every_vote_declines_is_as_good_as_its_way_on(game, monkeypatch):
    """Where the others decline on every deal, a proposal comes to exactly what its way on does (the dissolve of
    W5 W6 W7, valued with its own way on): proposing can no longer be charged for shutting out a better way on
    that the rules still allow after a decline, and the coach's choice is that dissolve, not the proposal."""
    before, _ = moment(game, 0, MOVE)
    obs = before.observation(0)
    budget = coach.REVIEW_BUDGET
    values, worlds, seeds = recorded(monkeypatch, obs, MOVE, None, budget=budget)
    for i in range(budget):  # on every deal of the first look, the first to answer declines
        state = worlds[i].clone()
        state.apply(0, PROPOSE)
        voter = state.voter()
        bot_seed = next(s for w, s, _ in seeds if w == i)
        assert str(coach.rollout_bots(PLAYERS, bot_seed)[voter].choose(
            state.observation(voter), state.legal_actions(voter))) == "decline"
    assert values[PROPOSE].outcomes == values["dissolve W5 W6 W7"].outcomes
    ranked = coach.review_evaluate(obs, 0, budget, seed=MOVE)
    assert [str(e.action) for e in ranked[:2]] == ["dissolve W5 W6 W7", PROPOSE]  # a tie: the coach's is the dissolve


def test_LC10_the_row_names_the_way_on_and_practice_gives_the_same_verdict(game):
    before, played = moment(game, 0, MOVE)
    obs = before.observation(0)
    values = coach.review_evaluate(obs, 0, coach.REVIEW_BUDGET, seed=MOVE)
    row = shared.rate(obs, 0, values, played, shared.Judging(coach.review_evaluate, coach.review_reason,
                      coach.REVIEW_BUDGET, MOVE, scale=SCALE), move=MOVE)  # the review's own resolution: a tie settles as "best"
    assert row.label == "best" and not row.flagged and row.win_loss == 0 and row.points_loss == 0
    (fact,) = row.reason.facts
    assert [command(step) for step in fact.played.steps] == [
        "dissolve W5 W6 W7 and pay back 2", "form W4 W5 W6 for a bonus of 2", "discard G2"]  # if the others decline
    assert reason_text(row.reason) == ("As good as the coach's choice: yours proposes to end the game now. The coach "
                                       "values the proposal with the others' votes and, if they decline, as if you "
                                       "then played the coach's choices: dissolve W5 W6 W7 and pay back 2, then form "
                                       "W4 W5 W6 for a bonus of 2, then discard G2.")
    assert "play that day on for you" not in reason_text(row.reason)  # the old note on the computer players' way on
    spot = Moment(before, 0, row.best, played, row.label, MOVE, tuple(values))
    tried = try_choice(coach, spot, PROPOSE, coach.REVIEW_BUDGET, resolution=shared.RESOLUTION)
    assert (tried.label, tried.win_loss, tried.points_loss) == (row.label, 0, 0)  # as far as the review looks: the same
    assert command(tried.reason.facts[0].played.steps[0]) == "dissolve W5 W6 W7 and pay back 2"
    quick = try_choice(coach, spot, PROPOSE, coach.REVIEW_BUDGET, attempt=1)  # the practice's shorter look
    assert not quick.flagged and (quick.win_loss, quick.points_loss) == (0, 0)  # no loss; its range is only wider


def test_LC10_a_proposal_everyone_accepts_ends_the_game_with_the_totals_as_they_stand():
    """Two players, the other seat ahead: its Standard bot accepts on every deal (a lead is reason enough, LC-10),
    so the proposal's every outcome is the game ended now: behind by the scores' difference, the game lost."""
    info = next(i for i in GAMES if i.key == "lauzait_cep")
    state = info.part(info.engine).new_game(2, seed=910011)
    bots = [info.bot("Beginner" if s == 0 else "Standard", seed=910011 + s) for s in range(2)]
    while not (state.to_act() == [0] and lc.PROPOSE in state.legal_actions(0) and state.scores()[1] > 0):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    obs = state.observation(0)
    behind = float(obs["scores"][0] - obs["scores"][1])
    (value,) = coach.review_evaluate(obs, 0, 4, seed=3, actions=[PROPOSE])
    assert behind < 0 and set(value.outcomes) == {(behind, 0.0)}


def test_LC10_a_proposal_that_did_better_says_its_gain_comes_from_its_way_on(game, monkeypatch):
    """A declined proposal leaves the day as it was (LC-10): where one did as well as the coach's choice or better,
    the gain is its way on's, and the reason says so, naming the way on's first step and the coach's choice it was
    ranked below (a reader of seed 910028 took such a row to say that proposing to end a game one trails gains)."""
    before, text = moment(game, 0, MOVE)
    assert text == PROPOSE
    observation = before.observation(0)
    legal = before.legal_actions(0)
    propose = next(a for a in legal if isinstance(a, ProposeEnd))
    best, first = [a for a in legal if not isinstance(a, ProposeEnd)][:2]
    monkeypatch.setattr(coach, "way_on", lambda obs, seat, action: (first,))
    ahead = [shared.evaluation_of(best, [(0.0, 0.0)] * 20), shared.evaluation_of(propose, [(1.0, 1.0)] * 20)]
    told = coach.review_reason(observation, 0, propose, best, ahead)
    assert told.level and told.facts[0].played.steps == (coach.effect(observation, first),)
    assert reason_text(told) == ("As good as the coach's choice: yours proposes to end the game now. The coach values "
                                 "the proposal with the others' votes and, if they decline, as if you then played the "
                                 f"coach's choices: {command(coach.effect(observation, first))}.")  # the gain is its way on's
    behind = [shared.evaluation_of(best, [(1.0, 1.0)] * 20), shared.evaluation_of(propose, [(0.0, 0.0)] * 20)]
    assert "As good as" not in reason_text(coach.review_reason(observation, 0, propose, best, behind))
    monkeypatch.setattr(coach, "way_on", lambda obs, seat, action: (best,))  # its way on is the coach's choice
    said = reason_text(coach.review_reason(observation, 0, propose, best, ahead))
    assert said.endswith(f"then played the coach's choices: {command(coach.effect(observation, best))}.")


def test_a_game_ended_by_agreement_says_so_beside_its_final_scores():
    """LC-10: a game everyone agreed to end has scores that stood at that moment; the review's result line says
    how it ended, and a game ended by a declaration adds nothing."""
    from widgets.lauzait_cep.review import HOOKS, ending_words

    state = lc.new_game(2, seed=5)
    assert ending_words(state) == ""
    proposer = state.to_act()[0]
    state.apply(proposer, PROPOSE)
    state.apply(1 - proposer, str(Accept()))
    assert state.is_over() and HOOKS.ending_words is ending_words
    assert ending_words(state) == "Everyone agreed to end it in season 1 (LC-10)."


def test_LC10_a_review_offers_no_proposal_to_end_while_behind(monkeypatch):
    """LC-10: a proposal to end while another seat has more points hands that seat the win, a resignation. Seed
    993063's reader, told "better propose to end the game now" where no imagined game was won either way, took
    conceding for the lesson (misleading). The review's race leaves such a proposal out unless it is the move played;
    at every other moment it races every legal move, as before."""
    from types import SimpleNamespace

    from benchmarks.review_transcript import finished

    state = finished("lauzait_cep", 2, 993063)
    seen = []
    monkeypatch.setattr(shared, "race", lambda evaluate_one, observation, seat, budget, seed=0, **kw: seen.append(
        (observation, kw.get("actions"))) or SimpleNamespace(evaluations=(), tied=()))
    monkeypatch.setattr(shared, "rate", lambda *args, **kwargs: None)
    list(coach.review(state, 0, 2))
    played = {number: text for number, _, text in shared.decisions(state, 0)}
    left_out = 0
    for (observation, actions), text in zip(seen, played.values()):
        behind = max(observation["scores"]) > observation["scores"][0]
        if actions is None:
            continue
        assert behind and text in {str(a) for a in actions}
        assert not any(isinstance(a, ProposeEnd) for a in actions) or text == PROPOSE
        left_out += 1
    assert left_out  # seed 993063's second season: Aiko trails and could propose
    before, _ = next((b, t) for n, b, t in shared.decisions(state, 0) if t == "discard W3")
    legal = before.legal_actions(0)
    kept = coach.review_candidates(before.observation(0), legal, "discard W3")
    assert len(kept) == len(legal) - 1 and not any(isinstance(a, ProposeEnd) for a in kept)
    assert coach.review_candidates(before.observation(0), legal, PROPOSE) is None  # the move played stays
