"""The Dragon Egg's coach in words: the facts computed on a position that tell two choices apart (the sets
each beats or ties, the cards kept, a draw, the egg), and the one sentence a review row or the Coach gives
(:func:`reason`), true to the figures it is handed. :mod:`engines.dragon_egg.coach` values the choices; this
module imports nothing from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from .. import coach as shared
from ..reason_facts import Reason, reason_of
from ..core import join_and, seat_name
from .actions import SET_POWER, Build, Discard, KeepEgg, ReturnBracelet, UseEgg, builds_for, outclassed, same_sets
from .bots import SageBot
from .cards import BY_TOKEN, CARDS, tokens
from .rules import BUILD, EGG, POWER, STRENGTH, set_scores


def card_indices(text: str) -> list[int]:
    """Card indices of notation like ``R7 R*``."""
    return [BY_TOKEN[t].index for t in text.split()]


FACT_SEED = 0
"""The seed of the Sage guesses a reason quotes (so a sentence is the same each time)."""
CLOSE_BUILD = 0.5
"""A build within this many ZOO of its hand's best (by the Sage's guesses) is said to be close to it."""
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
    """A build's two sets, the cards it keeps for the next round (DE-6) and its estimated earnings."""

    far: SetFacts
    near: SetFacts
    kept: str
    earnings: float


def _shown_sets(observation: dict, name: str) -> list[tuple[int, str, int]]:
    """The rival sets of kind ``name`` shown with the egg this round: ``(seat, notation, power)``."""
    if observation["phase"] not in (BUILD, EGG) or observation["egg_target"] != name:
        return []
    return [(o, text, POWER[a][b]) for o, text in enumerate(observation["shown"])
            if text and o != observation["seat"] for a, b in [card_indices(text)]]


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
    return BuildFacts(sets[0], sets[1], kept_words(observation, build), estimate[0])


def _scores_words(facts: SetFacts, players: int) -> str:
    """Which rival sets one set beats or ties: exactly the shown sets, else the Sage's estimate, as written."""
    if facts.shown:
        beaten = [f"{seat_name(o)}'s {text}" for o, text, won in facts.shown if won]
        return join_and(beaten) if beaten else f"none of the shown {facts.name.capitalize()}s"
    return f"about {facts.estimate:.1f} of the {players - 1} rival {facts.name.capitalize()}s"


@dataclass(frozen=True)
class Voice:
    """How a reason names the choice set against the coach's: ``choice`` as a subject, ``whose`` before a
    set, ``own`` standing alone (the review speaks to the player: your choice, your Near, yours)."""

    choice: str = "your choice"
    whose: str = "your"
    own: str = "yours"


YOU = Voice()
"""The review's voice: the choice set against the coach's is the player's own."""


def set_contrast(mine: SetFacts, top: SetFacts, players: int, voice: Voice = YOU) -> str:
    """How the two builds' sets of one kind differ, in what they are and what they score ('' if alike).

    When both score the same as written, the clause says so instead of quoting one figure twice."""
    if mine.notation == top.notation:
        return ""
    name = mine.name.capitalize()
    words_mine, words_top = _scores_words(mine, players), _scores_words(top, players)
    guessed = "" if mine.shown else " (by the Sage's guesses of the hidden cards)"
    if words_mine == words_top:
        return (f"{voice.whose} {name} {mine.notation} ({mine.strength}) and the coach's {top.notation} "
                f"({top.strength}) both beat or tie {words_mine}{guessed}")
    return (f"{voice.whose} {name} {mine.notation} ({mine.strength}) beats or ties {words_mine}, the coach's "
            f"{top.notation} ({top.strength}) beats or ties {words_top}{guessed}")


def contrast_words(observation: dict, played, best, voice: Voice = YOU, edge: bool = True, behind: bool = False) -> str:
    """The facts computed on the position that tell ``played`` from ``best`` ('' when none applies). ``edge``: the
    figures put the coach's choice ahead, so where a build played earns more this round, its edge is in the rounds
    to come (said only then). ``behind``: the figures put the played build level or ahead, so where the coach's
    build earns more this round, the played build's edge is in the rounds to come (said only then)."""
    players = observation["players"]
    if isinstance(played, Build) and isinstance(best, Build):
        mine, top = build_facts(observation, played), build_facts(observation, best)
        clauses = [set_contrast(mine.far, top.far, players, voice),
                   set_contrast(mine.near, top.near, players, voice)]
        if sorted(mine.kept.split()) != sorted(top.kept.split()):
            clauses.append(_kept_words(mine.kept, top.kept, voice, outweighed=edge))
        if round(mine.earnings, 1) > round(top.earnings, 1):  # this round favours the other build, as written
            clauses.append(f"by the Sage's guesses {voice.own} earns more this round (about {mine.earnings:.1f} ZOO "
                           f"against {top.earnings:.1f})" + (", so the coach's edge lies in the rounds to come"
                                                             if edge else ""))
        elif behind and round(top.earnings, 1) > round(mine.earnings, 1):  # this round favours the coach's build
            clauses.append(f"by the Sage's guesses the coach's choice earns more this round (about {top.earnings:.1f} "
                           f"ZOO against {mine.earnings:.1f}), so the edge of {voice.choice} lies in the rounds to "
                           "come")
        return "; ".join(c for c in clauses if c)
    hand = len(observation["hand"])
    for action, whose in ((best, "the coach's choice"), (played, voice.choice)):
        if isinstance(action, ReturnBracelet):
            more = observation["bracelets"][observation["seat"]] > 1  # another bracelet to hand back, one card each
            said = (f"{whose} draws a card for the bracelet, so it builds from {hand + 1} cards instead of {hand}"
                    f"{', or more if it hands back more bracelets first' if more else ''} (DE-5)")
        elif isinstance(action, UseEgg):
            said = (f"{whose} shows the {players - 1} other {action.target.capitalize()}s before the "
                    "rebuild from the same hand (DE-7)")
        else:
            continue
        if action is best and isinstance(played, Build):  # was the build itself the hand's best?
            said += _build_among_builds(observation, played, voice, "the draw" if isinstance(best, ReturnBracelet)
                                        else "the egg's look")
        return said
    return ""


def _build_among_builds(observation: dict, played: Build, voice: Voice = YOU, other: str = "the draw") -> str:
    """How ``played`` compares with the best build this hand allows now, by the Sage's guesses of this round's
    earnings (DE-1 to DE-3): beside a draw or the egg, so the reason does not let the draw stand alone."""
    builds = builds_for(card_indices(" ".join(observation["hand"])), observation["revelation"] == "strict")
    earned = [e for e, _, _ in SageBot(FACT_SEED, FACT_SAMPLES).expected(observation, builds)]
    top = max(range(len(builds)), key=earned.__getitem__)  # the first in the engine's order on a tie
    mine = next(e for b, e in zip(builds, earned) if str(b) == str(played))
    stronger = [i for i, b in enumerate(builds) if outclassed(played, [b])]
    if stronger:  # the same four cards make stronger sets: no guess is needed to say so
        better = builds[max(stronger, key=earned.__getitem__)]  # of those, the one the Sage rates highest
        return (f"; and the same four cards build better than {voice.own}: {action_words(better)} has a Far and a "
                f"Near at least as strong (DE-1, DE-2)")
    level = sum(round(e, 1) >= round(mine, 1) for e in earned)  # the played build among them
    if str(builds[top]) == str(played) or round(earned[top], 1) <= round(mine, 1):
        best = "already the best build of this hand" if level == 1 else f"one of this hand's {level} best builds"
        return (f"; {voice.own} is {best} by the Sage's guesses (about {mine:.1f} ZOO this round"
                f"{', as are the others' if level > 1 else ''}), so {other} is what differs")
    if earned[top] - mine < CLOSE_BUILD:
        return (f"; {voice.own} is within half a ZOO of this hand's best build by the Sage's guesses (about "
                f"{mine:.1f} ZOO this round against {earned[top]:.1f}), so {other} is most of what differs")
    return (f"; and {voice.own} is not even this hand's best build: by the Sage's guesses "
            f"{action_words(builds[top])} would earn about {earned[top]:.1f} ZOO this round, {voice.own} about "
            f"{mine:.1f} (the coach's choice {'draws' if other == 'the draw' else 'looks'} first and builds after)")


def _best_to_build_on(kept: str):
    """The strongest set a kept card can make next round with any card (DE-1, DE-6); None when nothing is kept."""
    cards = card_indices(kept)
    return max((STRENGTH[k][x] for k in cards for x in range(len(CARDS))), default=None)


def _kept_words(mine: str, top: str, voice: Voice = YOU, outweighed: bool = False) -> str:
    """What each build keeps for the next round (DE-6) and whose kept cards are the better to build on, so the
    clause says which side it favours (by the strongest set a kept card can make, DE-1); ``outweighed``: the figures
    put the coach's choice ahead, so an edge of the played build's kept cards is said to be outweighed."""
    ours, theirs = _best_to_build_on(mine), _best_to_build_on(top)
    said = (f"{voice.own} keeps {mine or 'nothing'} for the next round and the coach's choice keeps "
            f"{top or 'nothing'} (DE-6)")
    if ours == theirs:
        return f"{said}: as good to build on, each makes at best {ours}"
    sets = "; ".join(f"{kept} {'make' if ' ' in kept else 'makes'} at best {best}"
                     for kept, best in ((mine, ours), (top, theirs)) if best is not None)
    if theirs is None or (ours is not None and ours > theirs):
        cards = "cards" if len(mine.split()) > 1 else "card"
        return (f"{said}: {voice.own} {'are' if cards == 'cards' else 'is'} the better {cards} to build on ({sets})"
                + (f", an edge of {voice.own} the figures say the rest outweighs" if outweighed else ""))
    cards = "cards" if len(top.split()) > 1 else "card"
    return f"{said}: the coach's {'are' if cards == 'cards' else 'is'} the better {cards} to build on ({sets})"


def action_words(action) -> str:
    """An action in a learner's words."""
    if isinstance(action, Build):
        a, b = action.far
        c, d = action.near
        return f"Far {a} {b} ({STRENGTH[a.index][b.index]}) and Near {c} {d} ({STRENGTH[c.index][d.index]})"
    if isinstance(action, ReturnBracelet):
        return "handing back a bracelet to draw a card (DE-5)"
    if isinstance(action, UseEgg):
        return f"using the egg to see every other {action.target.capitalize()} (DE-7)"
    if isinstance(action, KeepEgg):
        return "keeping the egg for a later round"
    if isinstance(action, Discard):
        return f"letting {action.card} go"
    return str(action)


def figure_words(value: shared.Evaluation) -> str:
    """A value's win share and margin, in words."""
    ahead = "ahead of" if value.margin >= 0 else "behind"
    return f"won {value.win:.0%}, {abs(value.margin):.1f} ZOO {ahead} the richest rival on average"


# ----- a reason as facts (the words are in widgets/dragon_egg/reason_words.py) -------------------------------
@dataclass(frozen=True)
class SetBeats:
    """The coach's set of one kind (``far``: the Far, else the Near) beats or ties more rival sets (DE-1, DE-3): of
    those shown with the egg, exactly (``shown`` True), else by the Sage's guesses on average; each build's pair."""

    far: bool
    pair: tuple
    beats: float
    played_pair: tuple
    played_beats: float
    shown: bool


@dataclass(frozen=True)
class KeepsBetter:
    """The coach's build keeps the better cards to build on next round (DE-6): the cards each keeps (card indices)
    and the power of the strongest set a kept card can make (-1: nothing kept)."""

    kept: tuple
    power: int
    played_kept: tuple
    played_power: int


@dataclass(frozen=True)
class EarnsMore:
    """By the Sage's guesses the coach's build earns more ZOO this round (DE-3)."""

    earnings: float
    played_earnings: float


@dataclass(frozen=True)
class SameSets:
    """The two builds are one, paired another way: the same sets, the same card kept (DE-1 to DE-3, DE-6)."""


@dataclass(frozen=True)
class Draws:
    """The coach hands back a bracelet to draw a card first, so it builds from one more card (DE-5); ``more``: it
    holds another bracelet to hand back."""

    cards: int
    more: bool = False


@dataclass(frozen=True)
class LooksFirst:
    """The coach uses the egg to see every other set of the kind (``far``) before its rebuild (DE-7)."""

    far: bool
    rivals: int


@dataclass(frozen=True)
class Chosen:
    """The move played is the coach's choice."""


def _beats(facts: SetFacts) -> float:
    """How many rival sets one set beats or ties: the shown ones exactly, else the Sage's estimate."""
    return float(sum(won for _, _, won in facts.shown)) if facts.shown else round(facts.estimate, 1)


def _build_facts(observation: dict, played: Build, best: Build) -> tuple:
    """What sets the coach's build apart, first in this round's sets, then in the cards kept, then in what it earns;
    only facts that favour it."""
    mine, top = build_facts(observation, played), build_facts(observation, best)
    found: list = []
    for far, ours, theirs, pair, played_pair in ((True, top.far, mine.far, best.far, played.far),
                                                 (False, top.near, mine.near, best.near, played.near)):
        if ours.notation != theirs.notation and _beats(ours) > _beats(theirs):
            found.append(SetBeats(far, tuple(c.index for c in pair), _beats(ours),
                                  tuple(c.index for c in played_pair), _beats(theirs), bool(ours.shown)))
    ours, theirs = _best_to_build_on(top.kept), _best_to_build_on(mine.kept)
    if sorted(top.kept.split()) != sorted(mine.kept.split()) and ours is not None and (
            theirs is None or ours > theirs):
        power = lambda kept: max((POWER[k][x] for k in card_indices(kept) for x in range(len(CARDS))),  # noqa: E731
                                 default=-1)
        found.append(KeepsBetter(tuple(card_indices(top.kept)), power(top.kept), tuple(card_indices(mine.kept)),
                                 power(mine.kept)))
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
    facts: tuple = ()
    if isinstance(best, ReturnBracelet):
        facts = (Draws(len(observation["hand"]) + 1, observation["bracelets"][observation["seat"]] > 1),)
    elif isinstance(best, UseEgg):
        facts = (LooksFirst(best.target == "far", observation["players"] - 1),)
    return reason_of(played, best, facts, evaluations)


def kept_words(observation: dict, build: Build) -> str:
    """The cards a build leaves in hand for the next round, as notation."""
    hand = card_indices(" ".join(observation["hand"]))
    for i in build.indices:
        hand.remove(i)
    return tokens(CARDS[i] for i in hand)
