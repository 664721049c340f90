"""The Dragon Egg's coach facts: what tells two choices apart, computed on a position (the sets each beats or ties,
the cards kept, a build among its hand's builds, a draw, the egg), and the facts a review row's reason rests on
(:func:`reason`). :mod:`engines.dragon_egg.coach` values the choices; this module imports nothing from it. Numbers,
cards and frozen dataclasses only: the words are written once, in :mod:`widgets.dragon_egg.reason_words`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from .. import coach as shared
from ..reason_facts import Reason, reason_of
from .actions import (SET_POWER, Build, Discard, ReturnBracelet, UseEgg, builds_for, outclassed, parse_action,
                      same_sets)
from .bots import SageBot
from .cards import BY_TOKEN, CARDS
from .rules import BUILD, EGG, POWER, STRENGTH, earnings_of, most_earnings, set_scores


def card_indices(text: str) -> list[int]:
    """Card indices of notation like ``R7 R*``."""
    return [BY_TOKEN[t].index for t in text.split()]


FACT_SEED = 0
"""The seed of the Sage guesses a reason quotes (so a sentence is the same each time)."""
FACT_SAMPLES = 200
"""Deals of the unseen cards behind a reason's estimate of what a set scores (the play apps' Sage weighs 200)."""


@dataclass(frozen=True)
class SetFacts:
    """What one set of a build is, and what it scores, computed on the position (DE-1, DE-3).

    ``shown`` lists the rival sets of the same kind shown with the egg this round, as
    ``(seat, notation, beaten or tied)``; ``shown_score`` is what the set scores against
    them alone. ``estimate`` is its mean score against the Sage's guesses of every rival set.
    """

    name: str
    notation: str
    strength: str
    power: int
    shown: tuple[tuple[int, str, bool], ...]
    shown_score: Optional[int]
    estimate: float


@dataclass(frozen=True)
class BuildFacts:
    """A build's two sets, the cards it keeps for the next round (DE-6: card indices, in the hand's order) and its
    estimated earnings."""

    far: SetFacts
    near: SetFacts
    kept: tuple[int, ...]
    earnings: float


def _shown_sets(observation: dict, name: str) -> list[tuple[int, str, int]]:
    """The rival sets of kind ``name`` shown with the egg this round: ``(seat, notation, power)``."""
    if observation["phase"] not in (BUILD, EGG) or observation["egg_target"] != name:
        return []
    return [(o, text, POWER[a][b]) for o, text in enumerate(observation["shown"])
            if text and o != observation["seat"] for a, b in [card_indices(text)]]


def kept_cards(observation: dict, build: Build) -> tuple[int, ...]:
    """The cards a build leaves in hand for the next round (DE-6), as card indices in the hand's order."""
    hand = card_indices(" ".join(observation["hand"]))
    for i in build.indices:
        hand.remove(i)
    return tuple(hand)


def build_facts(observation: dict, build: Build, seed: int = FACT_SEED) -> BuildFacts:
    """The facts a reason quotes about ``build`` for the observation's seat: strengths from the
    engine's table, scores against the shown sets by the engine's DE-3 count, and the Sage's estimate."""
    estimate = SageBot(seed, FACT_SAMPLES).expected(observation, [build])[0]
    sets = []
    for name, pair, mean in (("far", build.far, estimate[1]), ("near", build.near, estimate[2])):
        a, b = pair
        power = SET_POWER[pair]
        shown = _shown_sets(observation, name)
        score = set_scores([power] + [p for _, _, p in shown])[0] if shown else None
        sets.append(SetFacts(name, f"{a} {b}", str(STRENGTH[a.index][b.index]), power,
                             tuple((o, text, p <= power) for o, text, p in shown), score, mean))
    return BuildFacts(sets[0], sets[1], kept_cards(observation, build), estimate[0])


def best_to_build_on(kept: Sequence[int]) -> Any:
    """The strongest set a kept card can make next round with any card (DE-1, DE-6); None when nothing is kept."""
    return max((STRENGTH[k][x] for k in kept for x in range(len(CARDS))), default=None)


@dataclass(frozen=True)
class Standing:
    """Where a build stands among every build of its hand (DE-1 to DE-3), by the Sage's guesses of this round's
    earnings: ``earned`` its own; ``best`` the hand's best build (the first in the engine's order on a tie) and what it
    earns; ``level`` how many builds earn as much or more (to a tenth); ``stronger`` a build of the same four cards
    with a Far and a Near at least as strong (of those, the one the Sage rates highest), None when there is none."""

    earned: float
    best: Build
    best_earned: float
    level: int
    stronger: Optional[Build]


def standing(observation: dict, played: Build) -> Standing:
    """How ``played`` compares with the builds this hand allows now (see :class:`Standing`)."""
    builds = builds_for(card_indices(" ".join(observation["hand"])), observation["revelation"] == "strict")
    earned = [e for e, _, _ in SageBot(FACT_SEED, FACT_SAMPLES).expected(observation, builds)]
    top = max(range(len(builds)), key=earned.__getitem__)  # the first in the engine's order on a tie
    mine = next(e for b, e in zip(builds, earned) if str(b) == str(played))
    stronger = [i for i, b in enumerate(builds) if outclassed(played, [b])]
    better = builds[max(stronger, key=earned.__getitem__)] if stronger else None
    level = sum(round(e, 1) >= round(mine, 1) for e in earned)  # the played build among them
    return Standing(mine, builds[top], earned[top], level, better)


# ----- a reason as facts (the words are in widgets/dragon_egg/reason_words.py) -------------------------------
@dataclass(frozen=True)
class SetBeats:
    """The coach's set of one kind (``far``: the Far, else the Near) beats or ties more rival sets (DE-1, DE-3): of
    those shown with the egg, exactly (``shown`` True), else by the Sage's guesses on average; each build's pair.
    ``friends``: the coach's set is Friends and the played one BAH-YAH, which any Friends set beats (DE-1); ``egg``:
    where both of the coach's sets are Friends and not both played ones, so only the coach's qualifies for the egg
    (DE-7)."""

    far: bool
    pair: tuple
    beats: float
    played_pair: tuple
    played_beats: float
    shown: bool
    friends: bool = False
    egg: bool = False


@dataclass(frozen=True)
class BothSetsBeat:
    """The coach's Far and Near each beat or tie more rival sets than the played build's (DE-1, DE-3): both said, so
    that neither reads as the whole of the gain; ``friends``: both of the coach's sets are Friends and the played
    build's are not both, the build that qualifies for the egg (DE-7)."""

    far: SetBeats
    near: SetBeats
    friends: bool = False


@dataclass(frozen=True)
class BeatsAndKeeps:
    """The coach's set of one kind beats or ties more rival sets (``beats``) and its build keeps the better cards
    (``keeps``): both said, so that the set does not read as the whole of the gain (DE-3, DE-6)."""

    beats: SetBeats
    keeps: "KeepsBetter"


@dataclass(frozen=True)
class KeepsBetter:
    """The coach's build keeps the better cards to build on next round (DE-6): the cards each keeps (card indices)
    and the total of the strongest set a kept card can make, always Friends, with its twin or its colour's
    Revelation (DE-1; 0: nothing kept)."""

    kept: tuple
    total: int
    played_kept: tuple
    played_total: int


@dataclass(frozen=True)
class EarnsMore:
    """By the Sage's guesses the coach's build earns more ZOO this round (DE-3)."""

    earnings: float
    played_earnings: float


@dataclass(frozen=True)
class SameSets:
    """The two builds are one, paired another way: the same sets, the same card kept (DE-1 to DE-3, DE-6)."""


@dataclass(frozen=True)
class EndInReach:
    """The richest seat (``seat``, holding ``money``; ``own``: the seat choosing) can reach the ``threshold`` within
    ``rounds`` rounds (1: this round, 2: by the next), which ends the game, where a bracelet kept is worth nothing
    (DE-3, DE-8); ``also``: the other seats holding as much."""

    seat: int
    money: int
    threshold: int
    own: bool = False
    also: tuple = ()
    rounds: int = 1


@dataclass(frozen=True)
class HoldsOffEnd:
    """Rivals as rich as the seat or richer (``seats``, each ``needed`` ZOO short of the threshold) can end the game
    this round (DE-3, DE-8); by the Sage's guesses of every rival set, the coach's build keeps all of them short in
    ``held`` deals in 100 and the build played in ``played_held``: the end, not this round's pay, sets them apart."""

    seats: tuple
    needed: tuple
    held: int
    played_held: int


@dataclass(frozen=True)
class Draws:
    """The coach hands back a bracelet to draw a card first, so it builds from one more card (DE-5). Where the build
    played is not the best this hand allows without a draw (:func:`standing`), that build's Far and Near pairs (card
    indices) and what each earns this round by the Sage's guesses (DE-3): readers could not tell whether the loss was
    the bracelet or the build. ``end``: where this round or the next can end the game, who can end it
    (:class:`EndInReach`)."""

    cards: int
    end: Optional[EndInReach] = None
    far: tuple = ()
    near: tuple = ()
    earnings: float = 0.0
    played_earnings: float = 0.0


@dataclass(frozen=True)
class LooksFirst:
    """The coach uses the egg to see every other set of the kind (``far``) before its rebuild (DE-7): ``pair``, the
    seat's set of that kind as placed (card indices), and ``beats``, how many of the ``rivals`` sets of that kind it
    beats or ties by the Sage's guesses, the why of looking there (DE-3; a reader met only what the egg does)."""

    far: bool
    rivals: int
    pair: tuple = ()
    beats: float = 0.0


@dataclass(frozen=True)
class KeepsRevelation:
    """The discard played throws away a Revelation (``card``, an index) where the coach's keeps it: kept, it makes
    Friends with any number card of its colour (DE-1, DE-6); ``discarded``: the coach's discard (an index)."""

    card: int
    discarded: int


@dataclass(frozen=True)
class KeepsFriends:
    """The coach's discard leaves a hand that builds two Friends sets (``far`` and ``near``, card indices), where the
    discard played leaves none that does (DE-1, DE-6): two Friends beat every BAH-YAH set and qualify for the egg."""

    far: tuple
    near: tuple
    discarded: int
    played: int


@dataclass(frozen=True)
class Chosen:
    """The move played is the coach's choice."""


def _beats(facts: SetFacts) -> float:
    """How many rival sets one set beats or ties: the shown ones exactly, else the Sage's estimate."""
    return float(sum(won for _, _, won in facts.shown)) if facts.shown else round(facts.estimate, 1)


#: How many more deals in 100 the coach's build must keep every rival short of the end than the one played for the end
#: to be its reason: fewer reads as noise beside the sets each beats.
HOLD_GAP = 15


def holds_off_end(observation: dict, played: Build, best: Build) -> Optional[HoldsOffEnd]:
    """Where rivals can end the game this round, how often each build keeps them all short of it, by the Sage's
    guesses of every rival set (the same deals for both builds); None where no rival can, or the coach's build does
    not hold them off in at least :data:`HOLD_GAP` more deals in 100 (DE-3, DE-8)."""
    money, me, players = observation["money"], observation["seat"], observation["players"]
    rivals = [s for s in range(players) if s != me]
    near_end = [s for s in rivals  # a rival no richer than the seat ending the game is no threat of this kind
                if money[s] >= money[me] and money[s] + most_earnings(players) >= observation["threshold"]]
    if not near_end:
        return None
    held = [0, 0]
    for guess in SageBot(FACT_SEED, FACT_SAMPLES).guesses(observation):
        guess = dict(zip(rivals, guess))
        for k, build in enumerate((best, played)):
            powers = {**guess, me: (SET_POWER[build.far], SET_POWER[build.near])}
            earned = earnings_of(set_scores([powers[s][0] for s in range(players)]),
                                 set_scores([powers[s][1] for s in range(players)]))
            held[k] += all(money[s] + earned[s] < observation["threshold"] for s in near_end)
    share = [round(100 * h / FACT_SAMPLES) for h in held]
    if share[0] - share[1] < HOLD_GAP:
        return None
    return HoldsOffEnd(tuple(near_end), tuple(observation["threshold"] - money[s] for s in near_end), *share)


def _build_facts(observation: dict, played: Build, best: Build) -> tuple:
    """What sets the coach's build apart: first keeping a rival from ending the game, then this round's sets, then
    the cards kept, then what it earns; only facts that favour it."""
    held = holds_off_end(observation, played, best)
    if held is not None:
        return (held,)
    mine, top = build_facts(observation, played), build_facts(observation, best)
    kind = lambda pair: STRENGTH[pair[0].index][pair[1].index].friends  # noqa: E731  # Friends, else BAH-YAH (DE-1)
    friends = lambda build: all(kind(pair) for pair in (build.far, build.near))  # noqa: E731  # the egg's (DE-7)
    egg = friends(best) and not friends(played)
    found: list = []
    for far, ours, theirs, pair, played_pair in ((True, top.far, mine.far, best.far, played.far),
                                                 (False, top.near, mine.near, best.near, played.near)):
        if ours.notation != theirs.notation and _beats(ours) > _beats(theirs):
            found.append(SetBeats(far, tuple(c.index for c in pair), _beats(ours),
                                  tuple(c.index for c in played_pair), _beats(theirs), bool(ours.shown),
                                  kind(pair) and not kind(played_pair), egg))
    if len(found) == 2:  # the Far and the Near both do better: one fact, said whole
        found = [BothSetsBeat(found[0], found[1], egg)]
    ours, theirs = best_to_build_on(top.kept), best_to_build_on(mine.kept)
    if sorted(top.kept) != sorted(mine.kept) and ours is not None and (theirs is None or ours > theirs):
        found.append(KeepsBetter(top.kept, ours.total, mine.kept, 0 if theirs is None else theirs.total))
    if len(found) >= 2 and isinstance(found[0], SetBeats) and isinstance(found[1], KeepsBetter):
        found[:2] = [BeatsAndKeeps(found[0], found[1])]  # both said: one alone reads as the whole gain
    if round(top.earnings, 1) > round(mine.earnings, 1):
        found.append(EarnsMore(round(top.earnings, 1), round(mine.earnings, 1)))
    return tuple(found[:1])


def reason(observation: dict, seat: int, played, best, evaluations: Sequence[shared.Evaluation]) -> Reason:
    """The facts a review row's reason rests on for ``played`` against the coach's ``best``: what the coach's build
    beats, keeps or earns that the played one does not (:class:`SetBeats`, :class:`KeepsBetter`,
    :class:`EarnsMore`), a draw or the egg's look first (:class:`Draws`, :class:`LooksFirst`), the same build paired
    another way (:class:`SameSets`); where none holds, the imagined ending that shows the difference."""
    if str(played) == str(best):
        return Reason(played, best, (Chosen(),))
    if same_sets(played, best):
        return Reason(played, best, (SameSets(),))
    if isinstance(played, Build) and isinstance(best, Build):
        return reason_of(played, best, _build_facts(observation, played, best), evaluations)
    if isinstance(played, Discard) and isinstance(best, Discard):  # a Revelation thrown away (DE-1)
        kept = played.card.is_revelation and not best.card.is_revelation
        facts = (KeepsRevelation(played.card.index, best.card.index),) if kept else _keeps_friends(observation,
                                                                                                   played, best)
        return reason_of(played, best, facts, evaluations)
    facts = () if not isinstance(best, (ReturnBracelet, UseEgg)) else (looks_or_draws(observation, best),)
    if isinstance(best, ReturnBracelet) and isinstance(played, Build):
        facts = (_without_a_draw(observation, facts[0], played),)
    return reason_of(played, best, facts, evaluations)


def _friends_build(observation: dict, discard: Discard) -> Optional[Build]:
    """The strongest build of two Friends sets the hand left by ``discard`` allows (DE-1), None where it has none."""
    hand = card_indices(" ".join(observation["hand"]))
    hand.remove(discard.card.index)
    friends = [b for b in builds_for(hand, observation["revelation"] == "strict")
               if all(STRENGTH[p[0].index][p[1].index].friends for p in (b.far, b.near))]
    return max(friends, key=lambda b: (SET_POWER[b.far], SET_POWER[b.near]), default=None)


def _keeps_friends(observation: dict, played: Discard, best: Discard) -> tuple:
    """:class:`KeepsFriends` where the coach's discard leaves two Friends sets to build and the one played none."""
    if _friends_build(observation, played) is not None:
        return ()
    found = _friends_build(observation, best)
    if found is None:
        return ()
    pair = lambda cards: tuple(c.index for c in cards)  # noqa: E731
    return (KeepsFriends(pair(found.far), pair(found.near), best.card.index, played.card.index),)


#: How much more ZOO the hand's best build must earn this round than the one played to be named beside a draw: less
#: read as hair-splitting ("about 0.1 ZOO, yours 0.0").
BUILD_GAP = 0.5


def _without_a_draw(observation: dict, draws: Draws, played: Build) -> Draws:
    """``draws`` with the hand's best build now, where it earns at least :data:`BUILD_GAP` more this round than the
    one played (to a tenth)."""
    found = standing(observation, played)
    if str(found.best) == str(played) or round(found.best_earned, 1) - round(found.earned, 1) < BUILD_GAP - 1e-9:
        return draws
    pair = lambda cards: tuple(c.index for c in cards)  # noqa: E731
    return Draws(draws.cards, draws.end, pair(found.best.far), pair(found.best.near), round(found.best_earned, 1),
                 round(found.earned, 1))


def end_in_reach(observation: dict, rounds: int = 1) -> Optional[EndInReach]:
    """Who can end the game within ``rounds`` rounds: the richest seat (the seat choosing among equals, else the
    first) and any other as rich, if their money and the most ``rounds`` rounds earn reach the threshold (DE-3,
    DE-8); else None."""
    money, me = observation["money"], observation["seat"]
    equal = [s for s in range(len(money)) if money[s] == max(money)]
    richest = me if me in equal else equal[0]
    if money[richest] + rounds * most_earnings(observation["players"]) < observation["threshold"]:
        return None
    return EndInReach(richest, money[richest], observation["threshold"], richest == me,
                      tuple(s for s in equal if s != richest), rounds)


def looks_or_draws(observation: dict, action: Any) -> Any:
    """What a bracelet handed back (:class:`Draws`, DE-5) or the egg used (:class:`LooksFirst`, DE-7) does first."""
    if isinstance(action, ReturnBracelet):
        # the end this round, else by the next: two rounds left at most is why the bracelets go now (a reader found
        # no reason tied to the moment where the end was a round further off)
        return Draws(len(observation["hand"]) + 1, end_in_reach(observation) or end_in_reach(observation, 2))
    far = action.target == "far"
    placed = observation["my_sets"]
    if not placed:
        return LooksFirst(far, observation["players"] - 1)
    build = parse_action(" | ".join(placed))
    _, far_beats, near_beats = SageBot(FACT_SEED, FACT_SAMPLES).expected(observation, [build])[0]  # placed: no hand
    beats, pair = (far_beats, build.far) if far else (near_beats, build.near)
    return LooksFirst(far, observation["players"] - 1, tuple(c.index for c in pair), round(beats, 1))

