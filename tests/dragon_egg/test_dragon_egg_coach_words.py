"""The Dragon Egg's coach in words (:mod:`widgets.dragon_egg.coach_words`): every clause says what the engine
computes on the position (the sets each build beats or ties, the cards it keeps, where a build stands among its hand's
builds, what a draw or the egg does first), and says which side it favours."""

from __future__ import annotations

from engines import dragon_egg as de
from engines.dragon_egg import coach
from engines.dragon_egg.cards import TOKEN
from engines.dragon_egg.reasons import EarnsMore, card_indices
from widgets.dragon_egg import coach_words as cw

from test_dragon_egg_coach import STRICT, _value, build_moments, decisions_of


def test_two_sets_that_score_alike_are_said_to_score_alike():
    # Two Nears with the same estimate, as written, are not quoted as a difference; different ones are.
    mine = coach.SetFacts("near", "R* B20", "BAH-YAH, 40", 40, (), None, 2.61)
    top = coach.SetFacts("near", "B15 B20", "BAH-YAH, 35", 35, (), None, 2.56)
    clause = cw.set_contrast(mine, top, 4)
    assert clause.count("about 2.6 of the 3 rival Nears") == 1 and "both beat or tie" in clause
    apart = cw.set_contrast(mine, coach.SetFacts("near", "B15 B20", "BAH-YAH, 35", 35, (), None, 2.2), 4)
    assert "beats or ties about 2.6" in apart and "beats or ties about 2.2" in apart and "both" not in apart
    other = cw.Voice("the other choice", "the other choice's", "the other choice")
    assert cw.set_contrast(mine, top, 4, other).startswith("the other choice's Near R* B20")


def test_when_this_rounds_sets_favour_the_other_build_the_reason_says_where_the_coachs_edge_lies():
    """By the Sage's guesses (build_facts' earnings): when the build played earns more this round than the
    coach's, the contrast says so and that the coach's edge lies in the rounds to come; otherwise it does not."""
    seen = set()
    for observation, builds in build_moments()[:12]:
        best, played = builds[0], builds[-1]
        text = cw.contrast_words(observation, played, best)
        mine, top = coach.build_facts(observation, played), coach.build_facts(observation, best)
        favours = round(mine.earnings, 1) > round(top.earnings, 1)  # as the sentence writes them
        assert ("the coach's edge lies in the rounds to come" in text) == favours
        if favours:
            assert f"about {mine.earnings:.1f} ZOO against {top.earnings:.1f}" in text
        seen.add(favours)
    assert seen == {True, False}


def test_a_build_level_or_ahead_in_the_figures_never_hears_that_the_coachs_edge_lies_later():
    """The rounds-to-come clause stands only beside figures that put the coach's choice ahead beyond the noise:
    beside a build that did as well or better, or one the playouts cannot tell apart, its richer round is said
    plainly (the issue's "your choice did as well ... the coach's edge lies in the rounds to come")."""
    checked = 0
    for observation, builds in build_moments()[:12]:
        best, played = builds[0], builds[-1]
        mine, top = coach.build_facts(observation, played), coach.build_facts(observation, best)
        if not round(mine.earnings, 1) > round(top.earnings, 1):
            continue
        seat = observation["seat"]
        figures = {"better": ([(0.0, 0.0)] * 6, [(2.0, 1.0)] * 6),
                   "as well": ([(0.0, 0.0)] * 6, [(0.0, 0.0)] * 5 + [(0.0, 1.0)]),
                   "cannot tell": ([(1.0, 1.0), (0.0, 0.0), (1.0, 1.0)], [(0.0, 0.0), (1.0, 1.0), (0.0, 0.0)]),
                   "behind": ([(3.0, 1.0)] * 12, [(-3.0, 0.0)] * 12)}
        for name, (coachs, yours) in figures.items():
            told = coach.reason(observation, seat, played, best, [_value(best, coachs), _value(played, yours)])
            assert not any(isinstance(fact, EarnsMore) for fact in told.facts)  # the round is the played build's
            assert told.level == (name in ("better", "as well")), (name, told)
            text = cw.contrast_words(observation, played, best, edge=name == "behind")  # the clause's own words
            assert f"earns more this round (about {mine.earnings:.1f} ZOO against {top.earnings:.1f})" in text
            assert ("the coach's edge lies in the rounds to come" in text) == (name == "behind"), (name, text)
        checked += 1
    assert checked


def test_a_build_that_did_better_while_the_coachs_sets_earn_more_this_round_has_its_edge_said_later():
    """The mirror of the rule above (Dragon Egg fresh reader: 'Your choice did better ... What differs: your Near
    beats or ties about 1.4 of the 2 rival Nears, the coach's about 1.6', the only measured fact favouring the
    coach's build): where the played build did as well or better and the coach's sets earn more this round, the
    contrast says so and that the played build's edge lies in the rounds to come; never beside a build behind."""
    checked = 0
    for observation, builds in build_moments()[:12]:
        played, best = builds[0], builds[-1]  # the coach's "choice" here is the build whose round earns more
        mine, top = coach.build_facts(observation, played), coach.build_facts(observation, best)
        if not round(top.earnings, 1) > round(mine.earnings, 1):
            continue
        seat = observation["seat"]
        for name, (coachs, yours) in {"better": ([(0.0, 0.0)] * 6, [(2.0, 1.0)] * 6),
                                      "behind": ([(3.0, 1.0)] * 12, [(-3.0, 0.0)] * 12)}.items():
            told = coach.reason(observation, seat, played, best, [_value(best, coachs), _value(played, yours)])
            assert told.level == (name == "better"), (name, told)
            text = cw.contrast_words(observation, played, best, behind=name == "better")  # the clause's own
            said = "so the edge of your choice lies in the rounds to come" in text
            assert said == (name == "better"), (name, text)
            if said:
                assert f"the coach's choice earns more this round (about {top.earnings:.1f} ZOO" in text
        checked += 1
    assert checked


def test_the_kept_cards_clause_says_whose_cards_are_the_better_to_build_on():
    """DE-6 keeps the cards a build leaves out; the clause names the side whose kept cards make the stronger set
    next round (DE-1, against any card), so a reader never takes the other side's better card for the coach's reason."""
    from engines.dragon_egg.cards import BY_TOKEN
    from engines.dragon_egg.rules import set_strength

    def best(kept: tuple):
        return max((set_strength(f"{TOKEN[k]} {x}") for k in kept for x in BY_TOKEN), default=None)

    def _kept_words(mine, top, **voice):
        """The clause for cards kept given as indices, or as notation like ``B7``."""
        mine, top = (card_indices(k) if isinstance(k, str) else k for k in (mine, top))
        return cw.kept_words(mine, top, **voice)

    sides = set()
    for observation, builds in build_moments()[:40]:
        for best_build, played in ((builds[0], builds[-1]), (builds[-1], builds[0])):
            mine, top = coach.build_facts(observation, played), coach.build_facts(observation, best_build)
            if sorted(mine.kept) == sorted(top.kept):
                continue
            clause = _kept_words(mine.kept, top.kept)
            ours, theirs = best(mine.kept), best(top.kept)
            if ours == theirs:
                side = "as good to build on"
            elif theirs is None or (ours is not None and ours > theirs):
                side = "yours is the better" if len(mine.kept) == 1 else "yours are the better"
            else:
                side = "the coach's is the better" if len(top.kept) == 1 else "the coach's are the better"
            assert side in clause, clause
            assert clause in cw.contrast_words(observation, played, best_build)
            sides.add(side.split()[0])
    assert _kept_words("B7", "B2").endswith("yours is the better card to build on (B7 makes at best Friends, 14; "
                                             "B2 makes at best Friends, 4)")
    assert "the coach's is the better card" in _kept_words("B2", "R*")
    assert "each makes at best Friends, 40" in _kept_words("B20", "R*")
    # beside figures that put the coach's choice ahead, an edge of the played build's kept cards is outweighed
    assert _kept_words("B7", "B2", outweighed=True).endswith("an edge of yours the figures say the rest outweighs")
    assert "outweighs" not in _kept_words("B2", "B7", outweighed=True) + _kept_words("B7", "B2")
    assert sides >= {"yours", "the"}


def test_beside_a_draw_or_the_egg_the_reason_says_whether_the_build_played_was_the_hands_best():
    """A build set against the coach's bracelet (DE-5) or egg (DE-7) is compared with the best build of the same
    hand by the Sage's guesses of this round (the same estimate the set clauses quote), so a reader does not
    take the draw for the whole difference when the build itself broke up better sets (round 7 reader)."""
    from engines.dragon_egg.bots import SageBot
    from engines.dragon_egg.reasons import FACT_SAMPLES, FACT_SEED

    told = {"better": 0, "already": 0, "outclassed": 0}  # builds within half a ZOO of the best are said to be close
    for players, seed, rules in ((3, 2, None), (4, 0, None), (2, 3, None), (4, 3, STRICT)):
        for state, seat in decisions_of(players, seed, rules):
            legal = state.legal_actions(seat)
            other = next((a for a in legal if isinstance(a, (de.ReturnBracelet, de.UseEgg))), None)
            builds = [a for a in legal if isinstance(a, de.Build)]
            if other is None or not builds:
                continue
            observation = state.observation(seat)
            earned = [e for e, _, _ in SageBot(FACT_SEED, FACT_SAMPLES).expected(observation, builds)]
            top = builds[max(range(len(builds)), key=earned.__getitem__)]
            for played in (builds[0], builds[-1], top):
                text = cw.contrast_words(observation, played, other)  # the clause beside the draw or the egg
                mine = earned[builds.index(played)]
                better = [b for b in builds if coach.outclassed(played, [b])]
                if better:  # the same cards make stronger sets (DE-1, DE-2): said without the Sage's guesses
                    named = max(better, key=lambda b: earned[builds.index(b)])  # the strongest by the Sage
                    assert (f"the same four cards build better than yours: {cw.action_words(named)} has a Far and a "
                            "Near at least as strong (DE-1, DE-2)") in text
                    assert "best build" not in text  # it names a stronger build, not the hand's best
                    told["outclassed"] += 1
                elif round(max(earned), 1) > round(mine, 1) and max(earned) - mine >= 0.5:
                    assert "yours is not even this hand's best build" in text and f"yours about {mine:.1f}" in text
                    assert f"would earn about {max(earned):.1f} ZOO this round" in text
                    told["better"] += 1
                elif round(max(earned), 1) > round(mine, 1):
                    assert "yours is within half a ZOO of this hand's best build" in text
                    assert f"about {mine:.1f} ZOO this round against {max(earned):.1f}" in text
                else:  # the best by the Sage's guesses, alone or with as many others as round to its figure
                    level = sum(round(e, 1) >= round(mine, 1) for e in earned)
                    assert ("is already the best build of this hand" if level == 1 else
                            f"is one of this hand's {level} best builds by the Sage's guesses") in text
                    assert ("so the draw is what differs" if isinstance(other, de.ReturnBracelet)
                            else "so the egg's look is what differs") in text
                    told["already"] += 1
    assert told["better"] >= 3 and told["already"] >= 3 and told["outclassed"] >= 1
