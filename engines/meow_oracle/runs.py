"""The run an Area can still make (MO-2): how long an ascending run along the reading path its open squares still
allow with the cards that may come, and the cards a seat has not seen, which may.

:mod:`engines.meow_oracle.reasons` says with these what a placement costs and what it leaves possible.
"""

from __future__ import annotations

from typing import Optional, Sequence

from .cards import CARD_BY_TOKEN, CARDS, Card


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
