"""Lauzait Cep!'s concealed pieces counted as departments (LC-5): the most they make at once, those whole or one real
piece short, what one more piece finishes, and the richest department a piece away. Pure functions on piece codes,
for the reasons (:mod:`engines.lauzait_cep.reasons`) and the bots.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Optional, Sequence

from .actions import DEPARTMENTS, Form
from .pieces import JOKER
from .rules import bonus_of


def most_departments(hand: Sequence[int], numbers: Sequence[int] = ()) -> tuple[tuple[tuple[int, ...], tuple], ...]:
    """The most departments ``hand``'s pieces (codes) make at once, each as its real pieces' codes and its pieces
    (LC-5); a held joker may stand for one of ``numbers`` (none: jokers make no department). The first found among
    packings as large."""
    return _most(tuple(sorted(hand)), tuple(numbers))


@lru_cache(maxsize=4096)
def _most(hand: tuple[int, ...], numbers: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], tuple], ...]:
    """:func:`most_departments` of a sorted hand."""
    best: tuple = ()
    for real, pieces in DEPARTMENTS:
        rest = left_after(hand, real, pieces, numbers)
        if rest is None:
            continue
        found = ((real, pieces),) + _most(rest, numbers)
        if len(found) > len(best):
            best = found
    return best


def left_after(hand: Sequence[int], real: tuple, pieces: tuple, numbers: Sequence[int]) -> Optional[tuple]:
    """The pieces (codes, sorted as ``hand``) left once ``hand`` forms the department of ``real`` codes and
    ``pieces``, each joker standing for one of ``numbers`` (LC-5); None where ``hand`` cannot form it."""
    stated = [p for p in pieces if p.is_joker]
    if len(stated) > hand.count(JOKER) or any(p.stands_for % 10 not in numbers for p in stated):
        return None
    if any(real.count(code) > hand.count(code) for code in real):
        return None
    rest = list(hand)
    for code in list(real) + [JOKER] * len(stated):
        rest.remove(code)
    return tuple(rest)


def bonus_of_department(pieces: tuple) -> int:
    """A department's bonus (LC-5)."""
    return bonus_of([p.value for p in pieces], sum(p.is_joker for p in pieces))


def richest_formable(hand: Sequence[int], numbers: Sequence[int]) -> Optional[tuple]:
    """The pieces of the department of the highest bonus ``hand`` can form as it stands (LC-5); None: it forms none."""
    ordered = sorted(hand)
    found = [pieces for real, pieces in DEPARTMENTS if left_after(ordered, real, pieces, numbers) is not None]
    return max(found, key=bonus_of_department, default=None)


def adds_department(hand: Sequence[int], piece: int, numbers: Sequence[int]) -> bool:
    """Whether ``piece`` lets ``hand`` make more departments at once than it makes without it (LC-5)."""
    return len(most_departments(sorted([*hand, piece]), numbers)) > len(most_departments(sorted(hand), numbers))


def finished_by(hand: list[int], piece: int, numbers: Sequence[int]) -> Optional[tuple]:
    """The richest department (its pieces) that ``piece`` (a code) finishes with ``hand`` and that gains something:
    it holds the piece, the hand cannot form it without it, the rest still makes the most departments at once, and
    those are more than the hand made, or it earns more than any department the hand could form (LC-5); else None."""
    ordered, with_it = sorted(hand), sorted(hand + [piece])
    before, after = len(most_departments(hand, numbers)), len(most_departments(with_it, numbers))
    formable = richest_formable(ordered, numbers)
    richest = -1 if formable is None else bonus_of_department(formable)
    found = []
    for real, pieces in DEPARTMENTS:
        if real.count(piece) <= hand.count(piece):
            continue
        rest = left_after(with_it, real, pieces, numbers)
        if rest is None or 1 + len(most_departments(rest, numbers)) != after:
            continue
        if after > before or bonus_of_department(pieces) > richest:
            found.append(pieces)
    return max(found, key=bonus_of_department) if found else None


def held_of(real: tuple, hand: Sequence[int]) -> tuple[list[int], tuple[int, ...]]:
    """The codes of a department's real pieces ``real`` that ``hand`` holds, and the rest of ``hand`` without them."""
    rest, held = list(hand), []
    for code in real:
        if code in rest:
            rest.remove(code)
            held.append(code)
    return held, tuple(rest)


@lru_cache(maxsize=4096)
def near_departments(hand: tuple[int, ...]) -> int:
    """The most departments at once (LC-5, no joker) that ``hand``'s pieces (codes, sorted) hold whole or but one
    piece of."""
    best = 0
    for real, pieces in DEPARTMENTS:
        if any(p.is_joker for p in pieces):
            continue
        held, rest = held_of(real, hand)
        if len(held) >= 2:
            best = max(best, 1 + near_departments(rest))
    return best


def richest_short(hand: Sequence[int], piece: int, other: int, box: Counter) -> Optional[tuple[int, Form, int]]:
    """The richest department (no joker) that ``hand`` holds but one piece of, ``piece`` among the two held and
    ``other`` not, that the game's pieces can make (``box``: copies by code; fewer players play without the 0s, and
    some pieces come twice only): ``(bonus, department, the missing piece's code)``; None where there is none
    (LC-5)."""
    found = None
    for real, pieces in DEPARTMENTS:
        if any(p.is_joker for p in pieces) or piece not in real or other in real:
            continue
        held, _ = held_of(real, hand)
        if len(held) != 2 or piece not in held:
            continue
        missing = held_of(held, real)[1][0]
        if box[missing] >= real.count(missing) and (found is None or bonus_of_department(pieces) > found[0]):
            found = (bonus_of_department(pieces), Form(pieces), missing)
    return found
