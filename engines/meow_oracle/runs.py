"""The run an Area can still make (MO-2): how long an ascending run along the reading path its open squares still
allow with the cards that may come, and how much room a card leaves for it, in numbers and in words.

:mod:`engines.meow_oracle.reasons` says with these what a placement costs and what a keep-and-give leaves.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from ..core import join_and
from .cards import CARD_BY_TOKEN, CARDS, SQUARES, Card


def longest_possible(cells: Sequence[Optional[Card]], path: Sequence[int], numbers: Sequence[int]) -> int:
    """The longest ascending run (MO-2) the Area can still reach if its open squares get cards of the given
    ``numbers`` (sorted): along the path each open square takes the lowest number not below the run's last, which
    leaves every later square the most room; the run stops at a lower face-up card or an open square nothing fits."""
    left = list(numbers)
    length, last = 0, -1
    for square in path:
        card = cells[square]
        if card is not None:
            if card.number < last:
                break
            last = card.number
        else:
            fit = next((i for i, n in enumerate(left) if n >= last), None)
            if fit is None:
                break
            last = left.pop(fit)
        length += 1
    return length


def unseen_cards(observation: dict) -> list:
    """The cards the seat has not seen face up this round, so may still come (MO-6, MO-7): not on any Area, not
    turned up, not waiting to be placed (as :func:`engines.meow_oracle.coach.sample` deduces them)."""
    seen = {t for area in observation["areas"] for t in area if t in CARD_BY_TOKEN}
    seen |= set(observation.get("turned_up", ())) | {t for _who, cards in observation.get("to_place", ())
                                                     for t in cards}
    return [card for card in CARDS if card.token not in seen]


def room(cells: list, card: Card, path: tuple, unseen: Sequence[Card]) -> tuple[int, list[int]]:
    """The longest ascending run (MO-2) an Area can still reach with ``card`` on one of its open squares and the
    cards that may still come, and the open squares where ``card`` leaves that run possible."""
    numbers = sorted(c.number for c in unseen if c.token != card.token)
    longest, squares = 0, []
    for square in range(9):
        if cells[square] is None:
            cells[square] = card
            reach = longest_possible(cells, path, numbers)
            cells[square] = None
            if reach > longest:
                longest, squares = reach, [square]
            elif reach == longest:
                squares.append(square)
    return longest, squares


def room_words(cells: list, cards: tuple, path: tuple, unseen: Sequence[Card], area: str) -> tuple[str, Any]:
    """How much room two cards leave for a run on one Area (:func:`room`), in words, and the roomier card:
    ``("", None)`` where they leave the same."""
    (long_a, at_a), (long_b, at_b) = (room(cells, card, path, unseen) for card in cards)
    if (long_a, len(at_a)) == (long_b, len(at_b)):
        return "", None
    roomier = cards[0] if (long_a, len(at_a)) > (long_b, len(at_b)) else cards[1]
    if long_a != long_b:
        return f"on {area}, {cards[0]} leaves a run of up to {long_a} cards possible and {cards[1]} {long_b}", roomier
    squares = [f"{len(at)} square{'s' * (len(at) != 1)} ({join_and(SQUARES[s] for s in at)})" for at in (at_a, at_b)]
    return (f"on {area}, {cards[0]} can go on {squares[0]} and still leave a run of {long_a} cards possible, "
            f"{cards[1]} on {squares[1]}"), roomier
