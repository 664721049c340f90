"""The Dragon Egg's coach in words: the facts computed on a position that tell two choices apart (the sets
each beats or ties, the cards kept, a draw, the egg), and the one sentence a review row or the Coach gives
(:func:`reason`), true to the figures it is handed. :mod:`engines.dragon_egg.coach` values the choices; this
module imports nothing from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from .. import coach as shared
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


def reason(observation: dict, seat: int, played, best, evaluations: Sequence[shared.Evaluation],
           voice: Voice = YOU) -> str:
    """One sentence for a learner, true to the figures it is given: how ``best`` and ``played`` fared, and
    the facts computed on the position that tell them apart (sets beaten or tied, cards kept, a draw).
    ``voice`` names ``played`` (the review: "your choice").

    The figures are read paired, playout by playout, as the review's verdict reads them: ``played`` "did
    better" only beyond the noise (in games, or in ZOO when the games cannot be told apart), "did as well"
    when it is level or ahead within it; a build whose own round looks richer is said to leave the coach's
    edge in the rounds to come only when the figures put the coach's choice ahead. The coach's own choice is
    said to be the best of the choices only with how few sampled games each one had."""
    by_text = {str(e.action): e for e in evaluations}
    top, mine = by_text[str(best)], by_text[str(played)]
    games = f"Over {top.playouts} sampled games"
    if str(played) == str(best):
        rivals = [e for e in evaluations if str(e.action) != str(best)]
        if not rivals:
            return f"{games}, {action_words(best)} {figure_words(top)}."
        gap = shared.compare(top, rivals[0], padded=True)
        close = gap.win_low <= 0 and gap.margin_low <= 0  # the next best within the noise of so few games
        if rivals[0].key > top.key:  # a higher value, within the noise of the playouts
            return (f"{games}, {action_words(best)} {figure_words(top)}; "
                    f"{action_words(rivals[0].action)} {figure_words(rivals[0])}, too close to call.")
        return (f"Over only {top.playouts} sampled games per choice, {action_words(best)} {figure_words(top)}, the best "
                f"of the choices on so few games; the next, {action_words(rivals[0].action)}, {figure_words(rivals[0])}"
                f"{', too close to call' if close else ''}.")
    if same_sets(played, best):  # no deal tells them apart: say so, not the playouts' noise
        chosen = f"{voice.choice[0].upper()}{voice.choice[1:]}"
        return (f"{chosen}, {action_words(played)}, is the coach's choice, {action_words(best)}, paired another way: "
                "the same four cards, a Far and a Near as strong, the same card kept, so the same sets beaten and "
                "tied and the same money in every deal (DE-1 to DE-3, DE-6).")
    gap = shared.compare(top, mine, padded=True)  # what the coach's choice gains, paired, as the verdict reads it
    ahead = not (shared.as_well(gap) or shared.did_better(gap) or (gap.win_low <= 0 and gap.margin_low <= 0))
    level = bool(shared.better_in(gap)) or shared.as_well(gap)  # the played build did as well or better
    facts = contrast_words(observation, played, best, voice, edge=ahead, behind=level)
    detail = f". What differs: {facts}" if facts else ""
    figures = (f"{voice.choice}, {action_words(played)}, {figure_words(mine)}, and the coach's choice, "
               f"{action_words(best)}, {figure_words(top)}")
    chosen = f"{voice.choice[0].upper()}{voice.choice[1:]}"
    where = shared.better_in(gap)
    if where:
        return f"{chosen} did better{' in ZOO' if where == 'points' else ''}: {games.lower()}, {figures}{detail}."
    if shared.as_well(gap):
        in_games = " in games" if gap.margin > 0 else ""  # level or ahead in games, behind in ZOO on average
        return f"{chosen} did as well{in_games}: {games.lower()}, {figures}{detail}."
    if not ahead:
        return f"The playouts cannot tell the two apart: {games.lower()}, {figures}{detail}."
    though = (f", though {voice.own} ends {abs(gap.margin):.1f} ZOO better placed on average"
              if gap.margin_high < 0 else "")
    return (f"{games}, the coach's choice, {action_words(best)}, {figure_words(top)}; "
            f"{voice.choice}, {action_words(played)}, {figure_words(mine)}{though}{detail}.")


def kept_words(observation: dict, build: Build) -> str:
    """The cards a build leaves in hand for the next round, as notation."""
    hand = card_indices(" ".join(observation["hand"]))
    for i in build.indices:
        hand.remove(i)
    return tokens(CARDS[i] for i in hand)
