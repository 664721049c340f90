"""A review row's reason in words: the words every game shares around its own facts (whose move, "Watch how it
goes"), and :func:`reason_text`, which hands a reason to its game's words (``widgets/<key>/reason_words.py``,
the ``reason_words`` review hook).

A reason is data (:class:`engines.reason_facts.Reason`); this is the one place its frame is said. ``name`` None
speaks to the learner ("yours"); a name speaks of a seat watched from outside ("Bruno's").
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from engines.reason_facts import Ending, Reason, Watch

from .words import capital

__all__ = ["whose", "ending_words", "result_words", "watch_words", "frame", "reason_text", "game_of", "WATCH"]

WATCH = "Watch how it goes"
"""The words that open a reason where no fact of the game sets the two moves apart."""


def whose(name: Optional[str] = None) -> str:
    """The move's owner: "yours" or "Bruno's"."""
    return "yours" if name is None else f"{name}'s"


def _amount(value: float) -> str:
    """A margin to one decimal, without a trailing ".0"."""
    text = f"{abs(value):.1f}"
    return text[:-2] if text.endswith(".0") else text


def _units(value: float, unit: str) -> str:
    """A margin with its unit, "1 point" or "1.5 points" (a unit that is not "points", such as ZOO, stays as it is)."""
    amount = _amount(value)
    return f"{amount} {unit[:-1] if amount == '1' and unit.endswith(('points', 'marks')) else unit}"


def _ending(ending: Ending, unit: str) -> tuple[str, str, bool]:
    """How one imagined ending went, as ``(what, how much, leans away)``: ("loses", "by 1.5 points", False), ("ends",
    "2 points behind", False); where who won is a share (a shared win, or a chance where the ending stops before the
    game does), by the points alone; ``leans away`` where the points disagree with who won (Meow Oracle's round
    points, a round's): ("wins", "2.5 round points behind", True)."""
    level = not round(ending.margin, 1)
    if 0 < ending.won < 1:
        return "ends", (f"level on {unit}" if level else
                        f"{_units(ending.margin, unit)} {'ahead' if ending.margin > 0 else 'behind'}"), False
    verb = "wins" if ending.won >= 1 else "loses"
    if not level and (ending.margin > 0) != (verb == "wins"):  # "wins by" a figure that is behind would read wrong
        return verb, f"{_units(ending.margin, unit)} {'ahead' if ending.margin > 0 else 'behind'}", True
    return verb, ("" if level else f"by {_units(ending.margin, unit)}"), False


def ending_words(ending: Ending, unit: str) -> str:
    """How one imagined ending went: "wins by 3 ZOO", "loses by 1.5 points", "ends 2 points behind"; the result alone
    where the points lean the other way (a round's points, not the game's)."""
    verb, margin, away = _ending(ending, unit)
    return verb if away or not margin else f"{verb} {margin}"


def result_words(ending: Ending, unit: str) -> str:
    """How one imagined ending went, said under that game's pictures: "wins", "loses", or where who won is a share,
    "ends 2 points behind". Its margin is left to the sentence above and the pictures: beside the other game's line, a
    margin reads as the gap between the two moves."""
    verb, margin, _ = _ending(ending, unit)
    return verb if verb in ("wins", "loses") else ending_words(ending, unit)


def watch_words(watch: Watch, unit: str, name: Optional[str] = None) -> str:
    """"Watch how it goes: in imagined game 4, yours loses by 2 points, the coach's by 1"; where one wins and the other
    loses but a margin leans the other way (a round's points, not the game's), the results alone ("yours loses, the
    coach's wins"); where both lose ahead in a round's points, both margins ("yours loses, 2.5 round points ahead, the
    coach's 3.5 ahead"); where both lose alike, the coach's margin after its result ("loses, 1.6 round points ahead")."""
    (verb, mine, away), (their_verb, theirs, their_away) = _ending(watch.played, unit), _ending(watch.best, unit)
    if verb != their_verb and (away or their_away or watch.results_only):  # one wins, one loses: the difference
        mine, said = verb, their_verb
    elif verb == their_verb and mine.startswith("by ") and theirs.startswith("by "):
        mine, said = ending_words(watch.played, unit), f"by {_amount(watch.best.margin)}"  # "..., the coach's by 21"
    elif verb == their_verb and away and their_away:  # both lose ahead in a round's points: both margins, one unit
        side = "ahead" if watch.best.margin > 0 else "behind"
        mine, said = f"{verb}, {mine}", f"{_amount(watch.best.margin)} {side}"
    else:  # the same result: the points, which lean the coach's way, are the difference
        mine, said = ending_words(watch.played, unit), f"{their_verb}, {theirs}" if their_away else ending_words(
            watch.best, unit)
    return f"{WATCH}: in imagined game {watch.sample + 1}, {whose(name)} {mine}, the coach's {said}"


def frame(reason: Reason, fact_words: Callable[[Any, Optional[str]], str], unit: str,
          name: Optional[str] = None) -> str:
    """A reason as one short sentence: nothing for the coach's move where the move played did as well; else its
    first fact in the game's words, else how an imagined ending went."""
    if reason.level:
        return f"Nothing here favours the coach's move over {whose(name)}."
    if reason.facts:
        return capital(fact_words(reason.facts[0], name)) + "."
    if reason.agrees:
        return "The coach's choice too."
    if reason.watch is not None:
        return watch_words(reason.watch, unit, name) + "."
    return f"{WATCH}: the imagined games tell {whose(name)} and the coach's apart only on average."


def reason_text(reason: Any, name: Optional[str] = None) -> str:
    """A reason in its game's words (the game's ``reason_words`` hook, found by the module of its moves)."""
    if isinstance(reason, str) and not reason:  # a row made without a reason (a stand-in review's)
        return ""
    from .review_hooks import hooks_of

    return hooks_of(game_of(reason)).reason_words(reason, name)


def game_of(reason: Any) -> Any:
    """The registry's game whose moves a reason holds (a :class:`widgets.games.GameInfo`)."""
    if not isinstance(reason, Reason):
        raise TypeError(f"A reason is an engines.reason_facts.Reason, not a {type(reason).__name__}.")
    from .games import GAMES

    module = type(reason.best).__module__.split(".")
    info = next((i for i in GAMES if len(module) > 1 and module[1] == i.key), None)
    if info is None:
        raise ValueError(f"No game of the registry makes moves of {type(reason.best).__module__}.")
    return info
