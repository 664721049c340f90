"""Lauzait Cep!'s reasons and moves in words, written once from the engine's facts
(:mod:`engines.lauzait_cep.reasons`): a move as a command for the review's rows ("discard W5"), a move described for
the Playing well page ("discarding W5", :func:`describe`), and a row's reason as one short sentence ("The coach's
choice forms G4 G5 G6 for a bonus of 2; yours discards W9.").

``name`` None speaks to the learner ("you", "yours"); a name ("Bruno") speaks of a seat watched from outside.
"""

from __future__ import annotations

from typing import Any, Optional

from engines.core import seat_name
from engines.lauzait_cep.actions import Accept, Decline, DeclareStalemate, EndDay, ProposeEnd
from engines.lauzait_cep.board import SQUARE_NAMES
from engines.lauzait_cep.jokers import FreesJoker
from engines.lauzait_cep.pieces import TOKENS
from engines.lauzait_cep.reasons import (BanksMore, Breaks, Chosen, Completes, DeclaresFirst, DeclaresMore, Declared,
                                         Discarded, Dissolved, Finishes, Formed, Instead, JokerChance, JokerDiscarded,
                                         JokerSpent, Nears, Opens, Plain, ProposedBehind, Spoils, Took, WayOn,
                                         declaration_value, effect)
from engines.lauzait_cep.rules import FORMATION_POINTS, scored_words
from engines.reason_facts import EndsApart, Reason

from ..reason_words import frame, whose

__all__ = ["command", "describe", "does", "reason_words", "valued"]

_PLAIN = {EndDay: ("end {day}", "ends {day}"), DeclareStalemate: ("declare Stalemate", "declares Stalemate"),
          ProposeEnd: ("propose to end the game now with the totals as they stand", "proposes to end the game now"),
          Accept: ("accept to end the game now", "accepts to end the game now"),
          Decline: ("decline, so the game goes on", "declines, so the game goes on")}
"""The moves that carry nothing but their kind: (command, what it does)."""


def _points(value: float) -> str:
    """A number of points in words: "1 point", "2.4 points"."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return f"{text} point" + ("" if text == "1" else "s")


def _pieces(action: Any) -> str:
    """A department's pieces as written: "R1 R2 R3"."""
    return " ".join(map(str, action.pieces))


def _taking(fact: Took, verb: str, sure: str, low: str) -> str:
    """A move that takes a piece, said with ``verb`` ("move", "moving"); a Water move's piece whatever the throw
    (``sure``), or its odds and what a low throw gives (``low``)."""
    moving, target = TOKENS[fact.moving], TOKENS[fact.target]
    start = f"{verb} {moving} from {SQUARE_NAMES[fact.src]}"
    if not fact.water:
        return f"{start} to {SQUARE_NAMES[fact.dst]} to take {target}"
    start += f" into the Water on {SQUARE_NAMES[fact.dst]}"
    if fact.chance is None:  # either throw gives the same piece: no gamble to speak of
        return f"{start} ({sure} whatever the throw)"
    return f"{start} (a {fact.chance[0]} in {fact.chance[1]} chance to take {target}, else {low})"


def _words(fact: Any, third: bool, name: Optional[str]) -> str:
    """One effect in words: a command (``third`` False: "form ...") or what a move does ("forms ...")."""
    verb = (lambda word: word + ("es" if word.endswith("s") else "s")) if third else (lambda word: word)  # noqa: E731
    you = "you" if name is None else name
    if isinstance(fact, Discarded):
        return f"{verb('discard')} {TOKENS[fact.piece]}"
    if isinstance(fact, Took):
        moving, target = TOKENS[fact.moving], TOKENS[fact.target]
        dst = SQUARE_NAMES[fact.dst]
        if third:  # what a move does, said short: the piece it takes, or both pieces the throw may give
            if not fact.water:
                return f"takes {target} on {dst}"
            if fact.chance is None:
                return f"takes a {moving} in the Water on {dst}"
            return f"takes {target} in the Water on {dst} ({fact.chance[0]} in {fact.chance[1]}; else {moving})"
        low = f"{you} {'take' if name is None else 'takes'} {moving}, the piece moved"
        return _taking(fact, "move", f"a {moving}", low)
    if isinstance(fact, Formed):
        return f"{verb('form')} {_pieces(fact.action)}{' again' if fact.again else ''} for a bonus of {fact.bonus}"
    if isinstance(fact, Dissolved):
        return f"{verb('dissolve')} {_pieces(fact.action)} and {verb('pay')} back {fact.refund}"
    if isinstance(fact, Declared):
        if fact.points is None:
            return verb("declare")
        return f"{verb('declare')} now for {_points(fact.points)}"
    if isinstance(fact, WayOn):  # the move alone: how the coach values it is said once, after (:func:`valued`)
        return _words(fact.first, third, name)
    if isinstance(fact, Plain):
        kind = type(fact.action)
        if kind is EndDay:
            day = "your day" if name is None else f"{name}'s day"
            said = _PLAIN[EndDay][third].format(day=day)
            return said + (" without declaring" if fact.could_declare else "")
        return _PLAIN[kind][third] if kind in _PLAIN else str(fact.action)
    raise TypeError(f"Lauzait Cep! has no words for a {type(fact).__name__}.")


def command(fact: Any, name: Optional[str] = None) -> str:
    """A move's effect as a command, as a review row names it: "discard W5", "form G4 G5 G6 for a bonus of 2"."""
    return _words(fact, False, name)


def does(fact: Any, name: Optional[str] = None) -> str:
    """What a move does: "discards W5", "forms G4 G5 G6 for a bonus of 2"."""
    return _words(fact, True, name)


_DESCRIBED = {DeclareStalemate: "declaring Stalemate",
              ProposeEnd: "proposing to end the game now with the totals as they stand",
              Accept: "accepting to end the game now", Decline: "declining, so the game goes on"}
"""The moves that carry nothing but their kind, described."""


def describe(observation: dict, action: Any) -> str:
    """What ``action`` does for the observation's seat, as a phrase ("moving R1 from ... to take G2"), from the
    engine's facts (:func:`engines.lauzait_cep.reasons.effect`; a declaration's formations,
    :func:`~engines.lauzait_cep.reasons.declaration_value`)."""
    fact = effect(observation, action)
    if isinstance(fact, Discarded):
        return f"discarding {TOKENS[fact.piece]}"
    if isinstance(fact, Took):
        moving = TOKENS[fact.moving]
        return _taking(fact, "moving", f"you take a {moving}", f"you take {moving}, the piece you moved")
    if isinstance(fact, Formed):
        return f"forming {_pieces(fact.action)} for a bonus of {fact.bonus}"
    if isinstance(fact, Dissolved):
        return f"dissolving {_pieces(fact.action)} and paying back {fact.refund}"
    if isinstance(fact, Declared):
        declared = declaration_value(observation)
        if declared is None:
            return "declaring"
        extra = fact.luminous
        bonus = (f", plus {_points(extra)} for {extra} piece{'s' if extra > 1 else ''} like the luminous "
                 f"{observation['luminous']}" if extra else "")
        return f"declaring now for {_points(fact.points)} ({scored_words(declared[0].formations)}{bonus})"
    if isinstance(fact.action, EndDay):
        return "ending your day without declaring" if fact.could_declare else "ending your day"
    return _DESCRIBED.get(type(fact.action), str(fact.action))


def _either(took: Took) -> str:
    """The piece a move takes, or both a Water throw may give: "G4", "W7 or G2"."""
    if took.chance is None:
        return TOKENS[took.target]
    return f"{TOKENS[took.target]} or {TOKENS[took.moving]}"


def _lies(fact: Spoils) -> str:
    """", on a1" (", on b5 d5"): where the missing piece lies on the board ("a W8 away" alone left a reader searching);
    ", none on the board" where none does (the last piece in the other player's hand read as within reach)."""
    return f", on {' '.join(SQUARE_NAMES[s] for s in fact.on)}" if fact.on else ", none on the board"


def _fact_words(fact: Any, name: Optional[str]) -> str:
    """One fact of a reason in words."""
    if isinstance(fact, Chosen):
        return f"the coach's choice too: it {does(fact.effect, name)}"
    if isinstance(fact, Instead):
        if fact.no_form:  # the rule that makes a skipped form cost: "no form this day" alone read as a restatement
            formed = fact.best  # its bonus in brackets: the row's words stay within a glance
            return (f"the coach's choice forms {_pieces(formed.action)} (bonus {formed.bonus}) today; {whose(name)} "
                    "forms none, and a day forms one department at most (LC-6)")
        return f"the coach's choice {does(fact.best, name)}; {whose(name)} {does(fact.played, name)}"
    if isinstance(fact, Completes):  # the pieces, not the squares (the row names the moves): within a row's words
        owner = "your" if name is None else f"{name}'s"
        took, played = fact.took, fact.played
        coachs, theirs = _either(took), _either(played)
        count = "none" if not fact.played_made else str(fact.played_made)
        either = " either way" if played.chance else ""
        if took.chance:
            plural = "" if fact.made == 1 else "s"
            made = f"{fact.made} department{plural}{' at once' if fact.made > 1 else ''} either way"
        else:
            made = (_pieces(fact.department) if fact.made == 1 else
                    f"{fact.made} departments at once, {_pieces(fact.department)} among them")
        return (f"the coach's {coachs} lets {owner} concealed pieces make {made}; {whose(name)}, {theirs}: "
                f"{count}{either}")
    if isinstance(fact, Finishes):  # what each piece the take may give finishes (a reader of a Water move met only
        # the bonuses' average where either throw finished a department)
        pieces = dict.fromkeys((fact.took.target, fact.took.moving) if fact.took.chance else (fact.took.target,))
        if len(fact.departments) == 1:
            made = f"taking {TOKENS[next(iter(pieces))]} finishes {_pieces(fact.departments[0])}"
            if fact.richer_than is not None:  # no department more: a richer one than the hand already makes
                owner = "your" if name is None else f"{name}'s"
                made += (f" (bonus {fact.bonuses[0]}), richer than {owner} {_pieces(fact.richer_than)} "
                         f"(bonus {fact.bonuses[1]})")
        else:
            made = "either throw finishes a department: " + ", ".join(
                f"{TOKENS[piece]} makes {_pieces(department)}" for piece, department in zip(pieces, fact.departments))
        if fact.played is not None:  # a sure department against a gamble on the Water's throw (LC-4)
            return f"{made}; {whose(name)} finishes {_pieces(fact.played)} only {fact.chance[0]} in {fact.chance[1]} (LC-5)"
        return f"{made}; {whose(name)} finishes none (LC-5)"
    if isinstance(fact, Nears):  # the department in reach, not the two takes again (a reader: "restates the moves")
        played = ("none" if fact.played is None else
                  f"{_pieces(fact.played)} (bonus {fact.played_bonus}) at best")
        if fact.took.chance:  # each throw its own department: the poorer's bonus, as a floor
            return (f"either throw leaves a department worth a bonus of {fact.bonus} or more a piece away; "
                    f"{whose(name)}, {played} (LC-5)")
        return (f"taking {TOKENS[fact.took.target]} leaves {_pieces(fact.department)} (bonus {fact.bonus}) a "
                f"{TOKENS[fact.missing]} away; {whose(name)}, {played} (LC-5)")
    if isinstance(fact, Opens):  # a discard row names no move: the squares find the take on the board picture
        took = fact.took
        take = (f"discarding {TOKENS[fact.piece]} lets {TOKENS[took.moving]} on {SQUARE_NAMES[took.src]} take "
                f"{_either(took)} on {SQUARE_NAMES[took.dst]}")
        either = " either way" if took.chance else ""
        if fact.made == 1 and not fact.played_made:
            return f"{take} for {_pieces(fact.department)}{either}; {whose(name)} opens no take that makes a department"
        return (f"{take}: {fact.made} departments at once{either}, {_pieces(fact.department)} among them; "
                f"{whose(name)}, {fact.played_made} at most")
    if isinstance(fact, Spoils) and fact.bonus:  # as many departments within a piece either way: the bonuses
        kept = ("gives up none" if fact.kept_department is None else
                f"gives up {_pieces(fact.kept_department)} (bonus {fact.kept_bonus})")
        away = (f"which a {TOKENS[fact.missing]} or your joker finishes" if fact.joker else
                f"a {TOKENS[fact.missing]} away{_lies(fact)}")  # a reader with a joker in hand read "a W7 away" as
        # needing it
        return (f"discarding {TOKENS[fact.piece]} gives up {_pieces(fact.department)} (bonus {fact.bonus}), {away}; "
                f"the coach's {TOKENS[fact.kept]} {kept}")
    if isinstance(fact, Spoils):  # the piece that completes it: what the learner looks for on the board
        return (f"discarding {TOKENS[fact.piece]} gives up {_pieces(fact.department)}, a {TOKENS[fact.missing]} "
                f"away{_lies(fact)}; the coach's {TOKENS[fact.kept]} keeps it in reach")
    if isinstance(fact, Breaks):  # the department, not the other packings: one the learner can see in the hand
        owner = "your" if name is None else f"{name}'s"
        broken = f"discarding {TOKENS[fact.piece]} breaks {_pieces(fact.department)} in {owner} concealed pieces"
        if fact.formed is not None:
            return f"{broken}; the coach's choice forms it for a bonus of {fact.formed.bonus}"
        return f"{broken}; the coach's {TOKENS[fact.kept]} keeps it whole"
    if isinstance(fact, JokerChance):  # the move played first: the coach's is the same piece, or the joker
        piece = TOKENS[fact.took.target]
        return (f"{whose(name)} takes {piece}; the coach's takes {piece} too ({fact.took.chance[0]} in "
                f"{fact.took.chance[1]}), else the joker it moved, which can stand for any piece (LC-5)")
    if isinstance(fact, JokerDiscarded):
        return (f"{whose(name)} discards the joker, which can stand for a piece in any department (LC-5); the "
                f"coach's choice discards {TOKENS[fact.kept]}")
    if isinstance(fact, FreesJoker):  # the joker back in hand, the bonus kept
        refund, bonus = fact.dissolved.refund, fact.formed.bonus
        same = "the same bonus" if bonus == refund else f"a bonus of {bonus}, not {refund}"
        return (f"the coach's dissolve frees the joker from {_pieces(fact.dissolved.action)} and forms "
                f"{_pieces(fact.formed.action)} for {same} (LC-5); {whose(name)} {does(fact.played, name)}")
    if isinstance(fact, JokerSpent):  # the department it could complete is left out: the coach does not form it now
        if isinstance(fact.best, Formed) and fact.free == fact.best.action:  # the coach's forms as much without it
            same = "the same bonus" if fact.bonus == fact.played.bonus else "a bonus"
            return (f"the coach's {_pieces(fact.free)} earns {same} of {fact.bonus} without the joker; "
                    f"{whose(name)} spends the joker on {_pieces(fact.played.action)} (LC-5)")
        return (f"{whose(name)} spends the joker on {_pieces(fact.played.action)} for a bonus of {fact.played.bonus}; "
                f"the coach's keeps it")
    if isinstance(fact, EndsApart):
        return _seasons_words(fact, name)
    if isinstance(fact, ProposedBehind):
        leader = seat_name(fact.leader)
        return (f"{whose(name)} proposes to end the game now, {fact.score} to {fact.leader_score} behind {leader}: "
                f"accepting ends it with {leader} the winner (LC-10)")
    raise TypeError(f"Lauzait Cep! has no words for a {type(fact).__name__}.")


def _seasons_words(fact: EndsApart, name: Optional[str]) -> str:
    """How the imagined seasons end after each move, in the pull that tells them apart."""
    you, s = ("you", "") if name is None else (name, "s")
    after = f"after {whose(name)}"
    games = "the imagined games"  # how many is the details' to say
    if isinstance(fact, DeclaresFirst):
        share = lambda count: round(100 * count / fact.deals)  # noqa: E731 - as a share: the count is the details'
        return (f"after the coach's choice {you} declare{s} first in {share(fact.best)} imagined games in 100; "
                f"{after}, in {share(fact.played)} (LC-7)")
    if isinstance(fact, DeclaresMore) and fact.pattern:  # the pattern is the why (a reader: "names no pattern")
        share = lambda count: round(100 * count / fact.deals)  # noqa: E731 - as a share: the count is the details'
        return (f"after the coach's choice {you} declare{s} {fact.pattern} (+{FORMATION_POINTS[fact.pattern]}) in "
                f"{share(fact.count)} imagined games in 100; {after}, in {share(fact.played_count)} (LC-7)")
    if isinstance(fact, DeclaresMore):
        owner = "your" if name is None else f"{name}'s"
        return (f"after the coach's choice {owner} declarations score {fact.best:.1f} points on average in {games}; "
                f"{after}, {fact.played:.1f} (LC-7)")
    if isinstance(fact, BanksMore):
        return (f"after the coach's choice {you} bank{s} {fact.best:.1f} points of bonuses this season, on average "
                f"in {games}; {after}, {fact.played:.1f} (LC-5)")
    raise TypeError(f"Lauzait Cep! has no words for a {type(fact).__name__}.")


def _way_on(reason: Reason) -> Optional[WayOn]:
    """The dissolve or proposal to end a reason's facts value with the way on after it, if there is one."""
    for fact in reason.facts:
        for said in ((fact.effect,) if isinstance(fact, Chosen) else (fact.played, fact.best)
                     if isinstance(fact, Instead) else ()):
            if isinstance(said, WayOn):
                return said
    return None


def _changes(steps: tuple) -> list:
    """The steps of a way on that change something: a dissolve and the same department formed again at once for the
    bonus paid back are left out: together they change nothing (LC-5)."""
    kept, skip = [], False
    for step, after in zip(steps, steps[1:] + (None,)):
        if skip:
            skip = False
            continue
        if (isinstance(step, Dissolved) and isinstance(after, Formed) and after.again
                and after.bonus == step.refund):
            skip = True
            continue
        kept.append(step)
    return kept


def valued(way: WayOn, name: Optional[str] = None, coachs: bool = False) -> str:
    """How the coach values a dissolve or a proposal to end, in a sentence: as if the seat then played the coach's
    choices that day, each named ("" when it names none); where the dissolve is the coach's (``coachs``) and its way on
    forms the same pieces again, that it changes nothing by itself and the next step is what counts."""
    if not way.steps:
        return ""
    steps = ", then ".join(command(step, name) for step in _changes(way.steps))
    you = "you" if name is None else name
    if isinstance(way.first, Plain):  # a proposal: the game ends if every other seat accepts
        if not steps:
            return "The coach values the proposal with the others' votes."
        return (f"The coach values the proposal with the others' votes and, if they decline, as if {you} then played "
                f"the coach's choices: {steps}.")
    if coachs and isinstance(way.steps[0], Formed) and way.steps[0].again:  # the same pieces again: the rest counts
        rest = ", then ".join(command(step, name) for step in way.steps[1:])
        return ("The dissolve changes nothing by itself: the coach forms the same pieces again"
                + (f"; what counts is the next step: {rest}." if rest else "."))
    if not steps:
        return ""
    said = f"After the dissolve the coach would {steps}."  # how it is valued: the coach's choices after it
    if coachs and way.open_before:  # the form is no fruit of the dissolve: it was open before it
        said += f" {_pieces(way.steps[0].action)} could be formed without the dissolve too."
    return said


def reason_words(reason: Reason, name: Optional[str] = None) -> str:
    """A row's reason in one short sentence (``name`` as a picture's), and for a dissolve or a proposal to end how the
    coach values it, with the coach's choices after it (:func:`valued`): said once, here, not with the move."""
    way = _way_on(reason)
    played = next((f.played for f in reason.facts if isinstance(f, Instead)), None)
    if any(isinstance(f, ProposedBehind) for f in reason.facts):  # the proposal is said: what counts is the coach's way
        best = next(f.best for f in reason.facts if isinstance(f, Instead))
        way = best if isinstance(best, WayOn) else None
    if reason.level and played is way is not None:
        said = f"As good as the coach's choice: {whose(name)} {does(way, name)}."
    else:
        said = frame(reason, _fact_words, "points", name)
    coachs = any(isinstance(f, Instead) and f.best is way or isinstance(f, Chosen) and f.effect is way
                 for f in reason.facts)
    if reason.facts and isinstance(reason.facts[0], FreesJoker):  # it says the way on's department already
        return said
    return said if way is None or not valued(way, name) else f"{said} {valued(way, name, coachs)}"
