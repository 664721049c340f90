"""Meow Oracle's reasons in words, written once from the engine's facts (:mod:`engines.meow_oracle.reasons`): one
short sentence a review row, practice and Playing well give ("R5 on b2 completes a red line; yours does not.").

``name`` None speaks to the learner ("your Area"); a name ("Bruno") speaks of a seat watched from outside.
"""

from __future__ import annotations

from typing import Any, Optional

from engines.core import seat_name
from engines.meow_oracle.cards import SQUARES
from engines.meow_oracle.coach import UNIT
from engines.core import join_and
from engines.meow_oracle.reasons import (Avoids, Chosen, ClimbsBefore, FaceDown, Gains, GivesBoth, HandsBoth, HandsOn,
                                         JoinsMore, KeepsAlike, KeepsFor, KeepsJoker, LeavesRoom, LineClosed,
                                         LineCompleted, LineJoined, LinesScoreMore, NeighboursScoreLess, OutOfOrder,
                                         PairSpoilt, RunExtended, RunRoom, RunScoresMore)
from engines.reason_facts import EndsApart, Reason

from ..reason_words import frame, whose
from ..words import number_word
from .area_words import COLOUR_WORD, LINE_NAMES, out_of_order_words

__all__ = ["does", "reason_words"]


def _colour(bits: int) -> str:
    """A colour as a word ("red"; "white" for jokers only)."""
    return COLOUR_WORD.get(bits, "one-colour")


def does(fact: Any, name: Optional[str] = None) -> str:
    """What a placement does, in words: "completes a red line in row 2", "cuts the run short after the higher
    B7" (said only where it shortens the longest run still possible)."""
    area = "your" if name is None else f"{name}'s"
    if isinstance(fact, LineCompleted):
        return f"completes a {_colour(fact.colour)} line in {LINE_NAMES[fact.line]}"
    if isinstance(fact, RunExtended):
        return f"makes {area} ascending run {fact.length} cards long"
    if isinstance(fact, LineJoined):
        return f"joins {fact.partner} toward a {_colour(fact.colour)} line in {LINE_NAMES[fact.line]}"
    if isinstance(fact, PairSpoilt):
        return f"spoils the {_colour(fact.colour)} pair {fact.pair[0]} and {fact.pair[1]} in {LINE_NAMES[fact.line]}"
    if isinstance(fact, LineClosed):
        return f"leaves {LINE_NAMES[fact.line]} no colour line: {fact.card} shares no colour with {fact.partner}"
    if isinstance(fact, OutOfOrder):
        return out_of_order_words(fact)
    raise TypeError(f"Meow Oracle has no words for a {type(fact).__name__}.")


_ALIKE = {LineCompleted: "complete a colour line", RunExtended: "make the run longer",
          LineJoined: "join a card toward a colour line"}
"""What two kept cards both do, by the kind of gain (:data:`engines.meow_oracle.reasons.GAINS`)."""


def _place(move: Any) -> str:
    """A placement: "R5 on b2"."""
    return f"{move.card} on {SQUARES[move.square]}"


def _joins_words(fact: JoinsMore, name: Optional[str]) -> str:
    """More lines joined: "W3 on c1 joins B1 and R10 toward two colour lines; yours joins one"."""
    cards = join_and(str(j.partner) for j in fact.joined)
    toward = "a colour line" if len(fact.joined) == 1 else f"{number_word(len(fact.joined))} colour lines"
    cost = fact.cost
    said = "" if cost is None else (f", though before the lower {cost.other}" if cost.after else
                                    f", though after the higher {cost.other}")
    joins = does(fact.joined[0], name) if len(fact.joined) == 1 else f"joins {cards} toward {toward}"
    return (f"{_place(fact.move)} {joins}{said}; {whose(name)} joins "
            f"{number_word(fact.played) if fact.played else 'none'}")


def _room_words(fact: RunRoom, name: Optional[str]) -> str:
    """More room for the run: "B1 on c2 leaves the run 5 cards before it; yours, 1, unless a1 gets a 0 or 1: ..."."""
    top = fact.card.number
    need = "a 0" if top == 0 else "a 0 or 1" if top == 1 else f"a 0 to {top}"
    return (f"{_place(fact.move)} leaves the run {fact.reach} cards before it; {whose(name)}, {fact.played_reach}, "
            f"unless {SQUARES[fact.gap[0]]} gets {need}: {fact.fits} of {fact.unseen} unseen cards")


def _span(card: Any, low: int, after: Any) -> str:
    """The numbers the squares before a card may take for the run to reach it (MO-2): "up to 3", "from 2 to 5"."""
    return f"up to {card.number}" if after is None else f"from {low} to {card.number}"


def _climb_words(fact: ClimbsBefore, name: Optional[str]) -> str:
    """Fewer squares to climb before the card: "B3 on b1 needs one card up to 3 before it to join the run; yours on a2
    needs three up to 3, climbing (MO-2)"; where too few unseen cards fit the played square's, that too (a reader
    read "B0 ... yours needs five, climbing" as five rising cards before a 0)."""
    card, count, played = fact.move.card, len(fact.gap), len(fact.played_gap)
    if count:
        does = (f"needs {number_word(count)} card{'' if count == 1 else 's'} {_span(card, fact.low, fact.after)} "
                "before it to join the run")
    else:
        does = "starts the run" if fact.after is None else f"follows {fact.after} on the run"
    number = fact.played.card.number
    if fact.played_low == number:  # only that number continues the run (MO-2: an equal number continues it)
        needs = f"{number_word(played)} {number}s before it"
        fits = (f", and only {fact.played_fits} {'is' if fact.played_fits == 1 else 'are'} unseen"
                if fact.played_fits < played else "")
    else:
        climbing = ", climbing" if played > 1 else ""
        needs = f"{number_word(played)} {_span(fact.played.card, fact.played_low, fact.played_after)}{climbing}"
        fits = (f", and only {fact.played_fits} unseen card{' fits' if fact.played_fits == 1 else 's fit'}"
                if fact.played_fits < played else "")
    return f"{_place(fact.move)} {does}; {whose(name)} on {SQUARES[fact.played.square]} needs {needs}{fits} (MO-2)"


def _marks(count: int, unit: bool = True) -> str:
    """The most marks a gift can add: "1 mark", "3 marks", "none"; without ``unit``, "3"."""
    if not count:
        return "none"
    return f"{count} mark{'' if count == 1 else 's'}" if unit else str(count)


def _fact_words(fact: Any, name: Optional[str]) -> str:
    """One fact of a reason in words."""
    if isinstance(fact, Gains):
        cost = "" if fact.cost is None else f", and {out_of_order_words(fact.cost, path=False)}"
        return f"{_place(fact.move)} {does(fact.fact, name)}; {whose(name)} does not{cost}"
    if isinstance(fact, Avoids):
        return f"{whose(name)} {does(fact.fact, name)}; the coach's does not"
    if isinstance(fact, LeavesRoom):
        if fact.run > fact.played_run:
            return (f"{_place(fact.move)} keeps a run of up to {fact.run} cards possible; "
                    f"{whose(name)}, up to {fact.played_run}")
        return (f"{_place(fact.move)} keeps {fact.lines} colour lines possible; {whose(name)}, "
                f"{fact.played_lines}")
    if isinstance(fact, JoinsMore):
        return _joins_words(fact, name)
    if isinstance(fact, RunRoom):
        return _room_words(fact, name)
    if isinstance(fact, ClimbsBefore):
        return _climb_words(fact, name)
    if isinstance(fact, KeepsFor):
        return f"keep {fact.card}: on {SQUARES[fact.square]} it {does(fact.fact, name)}"
    if isinstance(fact, HandsOn):  # each count is the most the card can add on the receiver's Area
        owner = "your" if name is None else f"{name}'s"
        where = "" if fact.square is None else f" on {SQUARES[fact.square]}"  # where to look on their Area
        return (f"{owner} gift {fact.card} can add {seat_name(fact.seat)} {_marks(fact.marks)}{where}; the coach's "
                f"{fact.coach_card}, {_marks(fact.coach_marks, False)}")
    if isinstance(fact, HandsBoth):
        owner = "your" if name is None else f"{name}'s"
        first, second = fact.first, fact.second
        coach = (f"{_marks(first.coach_marks, False)} and {_marks(second.coach_marks, False)}"
                 if first.coach_marks or second.coach_marks else "none")
        return (f"{owner} gifts {first.card} and {second.card} can add {seat_name(first.seat)} {_marks(first.marks)} "
                f"and {seat_name(second.seat)} {_marks(second.marks, False)}; the coach's {first.coach_card} and "
                f"{second.coach_card}, {coach}")
    if isinstance(fact, GivesBoth):
        joker = fact.joker
        return (f"{_fact_words(fact.hands, name)}; {whose(name)} also gives {seat_name(joker.seat)} the joker "
                f"{joker.card}, which counts as every colour")
    if isinstance(fact, KeepsAlike):  # both keeps gain alike: the cards and squares, then the gifts' difference
        kept, played = fact.kept, fact.played
        mine = "your" if name is None else f"{name}'s"
        return (f"{kept.card} on {SQUARES[kept.square]} and {mine} {played.card} on {SQUARES[played.square]} each "
                f"{_ALIKE[type(kept.fact)]}; {_fact_words(fact.fact, name)}")
    if isinstance(fact, KeepsJoker):
        owner = "your" if name is None else f"{name}'s"
        kept = (f"keep the joker {fact.card}: it counts as every colour on {owner} Area; {whose(name)} gives it "
                f"to {seat_name(fact.seat)}")
        if fact.hands is None:
            return kept
        return (f"{kept}, where it can add {_marks(fact.hands.marks)} (the coach's {fact.hands.coach_card}: "
                f"{_marks(fact.hands.coach_marks, False)})")
    if isinstance(fact, EndsApart):
        return _rounds_words(fact, name)
    if isinstance(fact, FaceDown):
        return "nobody knows a face-down card, so every turn-up is the same"
    if isinstance(fact, Chosen):
        return "the coach's choice too" + (f": it {does(fact.fact, name)}" if fact.fact is not None else "")
    raise TypeError(f"Meow Oracle has no words for a {type(fact).__name__}.")


_PULLS = {RunScoresMore: ("run scores", "MO-2"), LinesScoreMore: ("colour lines score", "MO-3"),
          NeighboursScoreLess: ("neighbours score", "MO-4")}
"""Each pull of the imagined rounds: what of the Areas scores, and the rule that scores it."""


def _rounds_words(fact: EndsApart, name: Optional[str]) -> str:
    """How the imagined rounds end after each move, in the pull that tells them apart."""
    if type(fact) not in _PULLS:
        raise TypeError(f"Meow Oracle has no words for a {type(fact).__name__}.")
    what, rule = _PULLS[type(fact)]
    owner = "your" if name is None else f"{name}'s"
    return (f"after the coach's choice {owner} {what} {fact.best:.1f} marks on average in the imagined games; "
            f"after {whose(name)}, {fact.played:.1f} ({rule})")  # the count of games is the details'


def reason_words(reason: Reason, name: Optional[str] = None) -> str:
    """A row's reason in one short sentence (``name`` as a picture's)."""
    return frame(reason, _fact_words, UNIT, name)
