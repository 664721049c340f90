"""The Dragon Egg's reasons in words, written once from the engine's facts (:mod:`engines.dragon_egg.reasons`): one
short sentence a review row, practice and Playing well give ("The coach's Far R7 R* beats 2 shown Fars; yours 1.").

``name`` None speaks to the learner ("yours"); a name ("Bruno") speaks of a seat watched from outside.
"""

from __future__ import annotations

from typing import Any, Optional

from engines.dragon_egg.bots import Estimate
from engines.core import seat_name
from engines.dragon_egg.cards import CARDS
from engines.dragon_egg.reasons import (BeatsAndKeeps, BothSetsBeat, Chosen, Draws, EarnsMore, HoldsOffEnd,
                                       KeepsBetter, KeepsFriends, KeepsRevelation, LooksFirst, SameSets, SetBeats)
from engines.reason_facts import Reason

from ..reason_words import frame, whose

__all__ = ["reason_words", "estimate_words", "hint_words"]


def _cards(indices: tuple) -> str:
    """Cards by index as written: "R7 R*" ("nothing" for none)."""
    return " ".join(str(CARDS[i]) for i in indices) or "nothing"


def _number(value: float) -> str:
    """A count of sets as a number: whole where it is whole, else to one decimal ("1.4")."""
    return f"{value:.0f}" if value == int(value) else f"{value:.1f}"


def _count(value: float) -> str:
    """A count of sets: whole where it is whole, else to one decimal ("about 1.4")."""
    return _number(value) if value == int(value) else f"about {_number(value)}"


def _rivals(fact: SetBeats, kind: str) -> str:
    """The sets a set beats or ties, named: "rival Fars", "shown Nears", "rival Far" for one."""
    return f"{'shown' if fact.shown else 'rival'} {kind}{'' if fact.beats == 1 else 's'}"


def _kept(keeps: KeepsBetter, name: Optional[str]) -> str:
    """"R3 R7 for Friends worth up to 14 next round, yours R3 B3, up to 6": what each keeps for the next round
    (DE-6) and the strongest Friends a kept card can make there (DE-1), the why of keeping it."""
    played = ("nothing" if not keeps.played_kept else
              f"{_cards(keeps.played_kept)}, up to {keeps.played_total}")
    return f"{_cards(keeps.kept)} for Friends worth up to {keeps.total} next round, {whose(name)} {played}"


def _fact_words(fact: Any, name: Optional[str]) -> str:
    """One fact of a reason in words."""
    if isinstance(fact, SetBeats):
        kind = "Far" if fact.far else "Near"
        rivals = _rivals(fact, kind)
        if fact.friends and fact.egg:  # the egg too, where only the coach's build qualifies (DE-7)
            return (f"the coach's {kind} {_cards(fact.pair)} is Friends, like its {'Near' if fact.far else 'Far'}, for "
                    f"the egg (DE-7), and beats or ties {_count(fact.beats)} {rivals}; {whose(name)} "
                    f"{_number(fact.played_beats)}")
        if fact.friends:  # why it beats more, in the game's terms: any Friends set beats any BAH-YAH set (DE-1)
            return (f"the coach's {kind} {_cards(fact.pair)} is Friends and beats or ties {_count(fact.beats)} "
                    f"{rivals}; {whose(name)}, {_cards(fact.played_pair)}, is BAH-YAH: {_count(fact.played_beats)}")
        return (f"the coach's {kind} {_cards(fact.pair)} beats or ties {_count(fact.beats)} {rivals}; "
                f"{whose(name)}, {_cards(fact.played_pair)}, {_count(fact.played_beats)}")
    if isinstance(fact, BothSetsBeat):
        far, near = fact.far, fact.near
        counts = (far.beats, near.beats, far.played_beats, near.played_beats)
        a, b, c, d = (_number(v) for v in counts)
        about = "" if all(v == int(v) for v in counts) else "about "  # said once for the four counts
        if fact.friends:  # why they beat more, in the game's terms (DE-1), and what two Friends bring besides (DE-7)
            return (f"the coach's Far {_cards(far.pair)} and Near {_cards(near.pair)} are both Friends, which beat "
                    "every BAH-YAH set and qualify for the egg (DE-1, DE-7)")
        return (f"the coach's Far {_cards(far.pair)} and Near {_cards(near.pair)} beat or tie {about}{a} and {b} "
                f"{'shown' if far.shown else 'rival'} sets; {whose(name)}, {c} and {d}")
    if isinstance(fact, BeatsAndKeeps):
        beats, keeps = fact.beats, fact.keeps
        kind = "Far" if beats.far else "Near"
        rivals = _rivals(beats, kind)
        if beats.friends:  # the kinds say why it beats more (DE-1)
            return (f"the coach's {kind} is Friends and beats or ties {_count(beats.beats)} {rivals}, "
                    f"{whose(name)} is BAH-YAH: {_number(beats.played_beats)}; it keeps {_kept(keeps, name)}")
        return (f"the coach's {kind} beats or ties {_count(beats.beats)} {rivals}, {whose(name)} "
                f"{_number(beats.played_beats)}; it keeps {_kept(keeps, name)}")
    if isinstance(fact, KeepsBetter):
        return f"the coach's build keeps {_kept(fact, name)}"
    if isinstance(fact, EarnsMore):
        return (f"the coach's build earns about {fact.earnings:.1f} ZOO this round; "
                f"{whose(name)} about {fact.played_earnings:.1f}")
    if isinstance(fact, HoldsOffEnd):  # why the sets matter now: a rival near the threshold (DE-8)
        if len(fact.seats) == 1:
            who, them = f"{seat_name(fact.seats[0])} needs {fact.needed[0]} ZOO to end the game this round", "that"
        else:
            who, them = f"{' or '.join(map(seat_name, fact.seats))} can end the game this round", (
                "both" if len(fact.seats) == 2 else "them all")
        return (f"{who} (DE-8): the coach's build stops {them} in {fact.held} deals of 100, {whose(name)} "
                f"{fact.played_held}")
    if isinstance(fact, SameSets):
        return "the same build as the coach's, paired another way: the same sets and the same card kept"
    if isinstance(fact, Draws):
        # the build the cards make first, then what the bracelet adds: said as one suggestion, each part's share clear
        owner, owns = ("your", "yours") if name is None else (f"{name}'s", f"{name}'s")
        built = (f"{owner} cards could make Far {_cards(fact.far)}, Near {_cards(fact.near)} ({fact.earnings:.1f} ZOO "
                 f"this round; {owns} {fact.played_earnings:.1f}); a bracelet adds one"
                 ) if fact.far else ""  # "this round": a reader took the ZOO for the row's ZOO given away; "could": a
        # reader took "your cards make" for the sets played
        if fact.end is None:
            if built:  # the build played was not this hand's best either, and the card drawn only adds (DE-5)
                return f"{built} (DE-5)"
            # one step: the card drawn decides the next (readers asked how many bracelets, and what to build)
            return (f"the coach hands back one bracelet, then chooses again from {fact.cards} cards: another bracelet "
                    "or a build")
        end = fact.end  # why now: the game can end soon, and a bracelet left then is worth nothing
        first = ("you" if name is None else name) if end.own else seat_name(end.seat)
        when = "this round" if end.rounds == 1 else "next round"
        if end.also:  # every seat as rich can end it; their money is in the row's table
            each = "" if built else " each"  # the build needs the words
            ends = f"{' and '.join([first, *map(seat_name, end.also)])} can{each} end the game {when} (DE-8)"
        elif built:  # the money is in the row's table: the better build takes its place (a reader took the build
            # played for a fine one where only the bracelet was said)
            ends = f"{first} can end the game {when} (DE-8)"
        else:
            ends = f"{first}, on {end.money} of {end.threshold} ZOO, can end the game {when} (DE-8)"
        if built:
            return f"{ends}: {built}"
        # why a bracelet now: one left at the end is worth nothing
        return f"{ends}, and unspent bracelets score nothing: hand one back, see the card, decide again"
        # "unspent": "when bracelets are worth nothing" read as "next round"; "see the card, decide again": one at
        # a time (DE-T1), each draw a new choice (readers holding four asked why only one)
    if isinstance(fact, KeepsRevelation):
        card = CARDS[fact.card]
        colour = card.colour.name.lower()
        return (f"{whose(name)} discards {card}, a Revelation: kept, it makes Friends with any {colour} card (DE-1); "
                f"the coach's discards {CARDS[fact.discarded]}")
    if isinstance(fact, KeepsFriends):  # what the discard leaves to build (a reader met only a watched game)
        return (f"discarding {CARDS[fact.discarded]} keeps Far {_cards(fact.far)} and Near {_cards(fact.near)}, "
                f"both Friends (DE-1); after {whose(name)}, {CARDS[fact.played]}, no two Friends sets are left")
    if isinstance(fact, LooksFirst):
        kind = "Far" if fact.far else "Near"
        if not fact.pair:
            return (f"using the egg, the coach sees the {fact.rivals} other {kind}s, then builds both sets again from "
                    f"the same hand (DE-7)")
        owner = "your" if name is None else f"{name}'s"  # why look there: the set at risk (a reader met only what
        # the egg does, and lesson 5's case named the other set)
        beats = (f"likely beats or ties none of the {fact.rivals}" if not fact.beats else
                 f"beats or ties {_count(fact.beats)} of {fact.rivals}")  # the Sage's guesses: an estimate
        rivals, them = (f"rival {kind}s", "them") if fact.rivals != 1 else (f"rival {kind}", "it")
        return (f"{owner} {kind} {_cards(fact.pair)} {beats} {rivals}; the egg shows {them} before both sets are "
                f"built again (DE-7)")
    if isinstance(fact, Chosen):
        return "the coach's choice too"
    raise TypeError(f"The Dragon Egg has no words for a {type(fact).__name__}.")


def reason_words(reason: Reason, name: Optional[str] = None) -> str:
    """A row's reason in one short sentence (``name`` as a picture's)."""
    return frame(reason, _fact_words, "ZOO", name)


def estimate_words(estimate: Estimate) -> str:
    """The Standard bot's reason for a build with its arithmetic spelled out.

    The bot averages, over the deals of the unseen cards it imagines, what each deal pays: the Far's sticks times
    the Near's (DE-3). That average is not the product of the two averages ("0.6 of 2" and "0.7 of 2" do not make
    0.6 x 0.7 = 0.42), so the words say both and why they differ.
    """
    ev, far, near, others = estimate.earnings, estimate.far, estimate.near, estimate.others
    product = far * near
    if abs(ev - product) < 0.05:
        why = f"so the pay averages about {far:.1f} x {near:.1f} = {product:.2f}"
    elif ev > product:
        why = (f"yet the pay averages {ev:.1f}, not {far:.1f} x {near:.1f} = {product:.2f}: both sets tend to win in "
               "the same deals")
    else:
        why = (f"yet the pay averages {ev:.1f}, not {far:.1f} x {near:.1f} = {product:.2f}: when one set wins, the "
               "other tends to lose")
    build = estimate.build
    return (f"Far {build.far[0]} {build.far[1]} and Near {build.near[0]} {build.near[1]} should earn about {ev:.1f} "
            f"ZOO: each imagined deal pays Far sticks x Near sticks. On average the Far beats or ties {far:.1f} of the "
            f"{others} other Far sets and the Near {near:.1f} of {others}, {why}")


def hint_words(reason: Any) -> str:
    """The Standard bot's reason in words: a build's estimate spelled out (:func:`estimate_words`), else its own."""
    return estimate_words(reason) if isinstance(reason, Estimate) else str(reason)
