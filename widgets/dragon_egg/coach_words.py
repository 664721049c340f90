"""The Dragon Egg's coach in words: what tells two choices apart, said once from the engine's facts.

The facts are :mod:`engines.dragon_egg.reasons`' (the sets each build beats or ties, DE-1, DE-3; the cards it keeps,
DE-6; where a build stands among its hand's builds; what a draw, DE-5, or the egg, DE-7, does first); this module
only writes them as the clauses the tests of the coach read, in a :class:`Voice` that names the other choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engines import coach as shared
from engines.core import join_and, seat_name
from engines.dragon_egg.actions import Build, Discard, KeepEgg, ReturnBracelet, UseEgg
from engines.dragon_egg.cards import CARDS, tokens
from engines.dragon_egg.reasons import SetFacts, best_to_build_on, build_facts, looks_or_draws, standing
from engines.dragon_egg.rules import STRENGTH

__all__ = ["CLOSE_BUILD", "Voice", "YOU", "action_words", "contrast_words", "figure_words", "kept_words",
           "set_contrast"]

CLOSE_BUILD = 0.5
"""A build within this many ZOO of its hand's best (by the Sage's guesses) is said to be close to it."""


@dataclass(frozen=True)
class Voice:
    """How a reason names the choice set against the coach's: ``choice`` as a subject, ``whose`` before a
    set, ``own`` standing alone (the review speaks to the player: your choice, your Near, yours)."""

    choice: str = "your choice"
    whose: str = "your"
    own: str = "yours"


YOU = Voice()
"""The review's voice: the choice set against the coach's is the player's own."""


def _scores_words(facts: SetFacts, players: int) -> str:
    """Which rival sets one set beats or ties: exactly the shown sets, else the Sage's estimate, as written."""
    if facts.shown:
        beaten = [f"{seat_name(o)}'s {text}" for o, text, won in facts.shown if won]
        return join_and(beaten) if beaten else f"none of the shown {facts.name.capitalize()}s"
    return f"about {facts.estimate:.1f} of the {players - 1} rival {facts.name.capitalize()}s"


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
        if sorted(mine.kept) != sorted(top.kept):
            clauses.append(kept_words(mine.kept, top.kept, voice, outweighed=edge))
        if round(mine.earnings, 1) > round(top.earnings, 1):  # this round favours the other build, as written
            clauses.append(f"by the Sage's guesses {voice.own} earns more this round (about {mine.earnings:.1f} ZOO "
                           f"against {top.earnings:.1f})" + (", so the coach's edge lies in the rounds to come"
                                                             if edge else ""))
        elif behind and round(top.earnings, 1) > round(mine.earnings, 1):  # this round favours the coach's build
            clauses.append(f"by the Sage's guesses the coach's choice earns more this round (about {top.earnings:.1f} "
                           f"ZOO against {mine.earnings:.1f}), so the edge of {voice.choice} lies in the rounds to "
                           "come")
        return "; ".join(c for c in clauses if c)
    for action, whose in ((best, "the coach's choice"), (played, voice.choice)):
        if isinstance(action, ReturnBracelet):
            draws = looks_or_draws(observation, action)  # another bracelet to hand back, one card each
            said = (f"{whose} draws a card for the bracelet, so it builds from {draws.cards} cards instead of "
                    f"{draws.cards - 1}{', or more if it hands back more bracelets first' if draws.more else ''} (DE-5)")
        elif isinstance(action, UseEgg):
            said = (f"{whose} shows the {looks_or_draws(observation, action).rivals} other "
                    f"{action.target.capitalize()}s before the rebuild from the same hand (DE-7)")
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
    place = standing(observation, played)
    mine, level = place.earned, place.level
    if place.stronger is not None:  # the same four cards make stronger sets: no guess is needed to say so
        return (f"; and the same four cards build better than {voice.own}: {action_words(place.stronger)} has a Far "
                f"and a Near at least as strong (DE-1, DE-2)")
    if str(place.best) == str(played) or round(place.best_earned, 1) <= round(mine, 1):
        best = "already the best build of this hand" if level == 1 else f"one of this hand's {level} best builds"
        return (f"; {voice.own} is {best} by the Sage's guesses (about {mine:.1f} ZOO this round"
                f"{', as are the others' if level > 1 else ''}), so {other} is what differs")
    if place.best_earned - mine < CLOSE_BUILD:
        return (f"; {voice.own} is within half a ZOO of this hand's best build by the Sage's guesses (about "
                f"{mine:.1f} ZOO this round against {place.best_earned:.1f}), so {other} is most of what differs")
    return (f"; and {voice.own} is not even this hand's best build: by the Sage's guesses "
            f"{action_words(place.best)} would earn about {place.best_earned:.1f} ZOO this round, {voice.own} about "
            f"{mine:.1f} (the coach's choice {'draws' if other == 'the draw' else 'looks'} first and builds after)")


def kept_words(mine: Sequence[int], top: Sequence[int], voice: Voice = YOU, outweighed: bool = False) -> str:
    """What each build keeps for the next round (DE-6: card indices) and whose kept cards are the better to build
    on, so the clause says which side it favours (by the strongest set a kept card can make, DE-1); ``outweighed``:
    the figures put the coach's choice ahead, so an edge of the played build's kept cards is said to be outweighed."""
    ours, theirs = best_to_build_on(mine), best_to_build_on(top)
    mine_said, top_said = tokens(CARDS[i] for i in mine), tokens(CARDS[i] for i in top)
    said = (f"{voice.own} keeps {mine_said or 'nothing'} for the next round and the coach's choice keeps "
            f"{top_said or 'nothing'} (DE-6)")
    if ours == theirs:
        return f"{said}: as good to build on, each makes at best {ours}"
    sets = "; ".join(f"{kept} {'make' if ' ' in kept else 'makes'} at best {best}"
                     for kept, best in ((mine_said, ours), (top_said, theirs)) if best is not None)
    if theirs is None or (ours is not None and ours > theirs):
        cards = "cards" if len(mine) > 1 else "card"
        return (f"{said}: {voice.own} {'are' if cards == 'cards' else 'is'} the better {cards} to build on ({sets})"
                + (f", an edge of {voice.own} the figures say the rest outweighs" if outweighed else ""))
    cards = "cards" if len(top) > 1 else "card"
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
