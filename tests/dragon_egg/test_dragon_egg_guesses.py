"""The Sage bot's guesses of rival sets (and its rollout copy's): the rules as the engine has them."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from engines import dragon_egg as de
from engines.dragon_egg.actions import SET_POWER, Build
from engines.dragon_egg.bots import RandomBot, SageBot, guess_opponents, rival_with_shown_set, set_score
from engines.dragon_egg.cards import CARDS, COPIES
from engines.dragon_egg.coach import RolloutSage
from engines.dragon_egg.rules import DEFAULT_RULES, POWER, Rules, allowed_pair, earnings_of, set_scores

STRICT = Rules("strict")


def brute_other_set(shown: list[int], target: str, rest: list[int], rules: Rules):
    """(Far, Near) powers of the strongest second set a rival could have placed beside ``shown``,
    written from the rule functions alone (DE-1 allowed pairs, DE-2 order via ``Build``)."""
    best = None
    a, b = CARDS[shown[0]], CARDS[shown[1]]
    if not allowed_pair(a, b, rules):
        return None
    for x, y in combinations(rest, 2):
        if not allowed_pair(CARDS[x], CARDS[y], rules):
            continue
        build = Build((a, b), (CARDS[x], CARDS[y]))
        kept = sorted(c.index for c in getattr(build, target))
        if kept != sorted(shown):
            continue
        powers = (SET_POWER[build.far], SET_POWER[build.near])
        best = powers if best is None or powers > best else best
    return best


@pytest.mark.parametrize("rules", [DEFAULT_RULES, STRICT], ids=["rulings", "strict"])
def test_a_shown_set_keeps_its_place_and_the_variant_holds(rules):
    # DE-2: the stronger set is the Far, so a rival who showed its Far holds no stronger Near,
    # and one who showed its Near a Far at least as strong; DE-1 strict: no mixed Revelation set.
    rng = random.Random(40)
    box = [c.index for c in CARDS for _ in range(COPIES)]
    checked = 0
    for _ in range(3000):
        rng.shuffle(box)
        size = rng.randint(4, 7)
        shown, rest, target = box[:2], box[2:size], rng.choice(["far", "near"])
        strict = rules.revelation == "strict"
        expected = brute_other_set(shown, target, rest, rules)
        assert rival_with_shown_set(shown, target, rest, strict) == expected
        if expected is not None:
            far, near = expected
            assert far >= near
            assert (far if target == "far" else near) == POWER[shown[0]][shown[1]]
            checked += 1
    assert checked > 1500


def egg_observations(strict: bool):
    """Observations of the seat rebuilding after using the egg, with rivals' sets shown (random games)."""
    found = []
    for g in range(40):
        state = de.new_game(4, seed=g, rules=STRICT if strict else None)
        bots = [RandomBot(g * 10 + i) for i in range(4)]
        while not state.is_over():
            seat = state.to_act()[0]
            obs = state.observation(seat)
            if obs["phase"] == "build" and obs["egg_used_by"] == seat and any(obs["shown"]):
                found.append(obs)
            state.apply(seat, bots[seat].choose(obs, state.legal_actions(seat)))
    return found


@pytest.mark.parametrize("strict", [False, True], ids=["rulings", "strict"])
@pytest.mark.parametrize("bot", [SageBot, RolloutSage])
def test_sage_and_rollout_guesses_never_put_a_stronger_near_than_far(bot, strict):
    observations = egg_observations(strict)
    assert len(observations) >= 5
    sage = bot(1, samples=1)
    for obs in observations:
        unseen = sage._unseen(obs)
        others = [o for o in range(obs["players"]) if o != obs["seat"]]
        for _ in range(100):
            guess = sage._sample_opponents(obs, unseen)
            assert len(guess) == len(others)
            for o, (far, near) in zip(others, guess):
                assert far >= near
                if obs["shown"][o]:
                    a, b = [c.index for c in de.parse_cards(obs["shown"][o])]
                    assert (far if obs["egg_target"] == "far" else near) == POWER[a][b]


def test_guesses_are_drawn_again_when_a_deal_cannot_fit_a_shown_set():
    obs = egg_observations(False)[0]
    sage = SageBot(3, samples=1)
    unseen = sage._unseen(obs)
    drawn = 0
    for _ in range(300):
        sage._deal(unseen, 0)
        drawn += guess_opponents(obs, unseen) is None
    assert guess_opponents(obs, unseen, lenient=True) is not None
    assert drawn < 300  # most deals fit; those that do not are redrawn, never scored


def test_the_quick_set_score_is_the_engines_on_thousands_of_tables():
    # The bots score a set by a binary search over the rivals' sorted powers; the engine's
    # DE-3 functions are the reference.
    rng = random.Random(41)
    box = [c.index for c in CARDS for _ in range(COPIES)]
    for _ in range(5000):
        players = rng.randint(2, 5)
        rng.shuffle(box)
        fars = [POWER[box[2 * s]][box[2 * s + 1]] for s in range(players)]
        nears = [POWER[box[10 + 2 * s]][box[11 + 2 * s]] for s in range(players)]
        engine_far, engine_near = set_scores(fars), set_scores(nears)
        earnings = earnings_of(engine_far, engine_near)
        for s in range(players):
            fs = set_score(fars[s], sorted(fars[:s] + fars[s + 1:]))
            ns = set_score(nears[s], sorted(nears[:s] + nears[s + 1:]))
            assert (fs, ns, fs * ns) == (engine_far[s], engine_near[s], earnings[s])
