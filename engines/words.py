"""Words every engine writes: table-talk seat names, lists joined as in a sentence, small numbers as words.

One home for the wording the engines share (the pages' own words, in :mod:`widgets.words`,
re-export these).

>>> seat_name(1), join_and(["a", "b", "c"]), capital("your choice"), number_word(3), number_word(13)
('Bruno', 'a, b and c', 'Your choice', 'three', '13')
"""

from __future__ import annotations

from typing import Iterable

__all__ = ["SEAT_NAMES", "NUMBER_WORDS", "seat_name", "join_and", "capital", "number_word"]

SEAT_NAMES = ("Aiko", "Bruno", "Chidi", "Dagny", "Esme")
"""Default names for seats 0..4, used in event text so a log reads like table talk."""

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve")
"""The counts written as words in running text (``NUMBER_WORDS[n]``); a larger count stays digits."""


def seat_name(seat: int) -> str:
    """Return the table-talk name of a seat."""
    return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else f"Seat {seat}"


def join_and(items: Iterable) -> str:
    """Words joined as in a sentence: ``a``, ``a and b``, ``a, b and c`` (``""`` for none)."""
    words = [str(item) for item in items]
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


def capital(text: str) -> str:
    """The text with a capital first letter, the rest as it is ('ZOO ahead' stays, 'your choice' -> 'Your choice')."""
    return text[:1].upper() + text[1:]


def number_word(n: int, capital: bool = False) -> str:
    """A small count as a word for running text ('no', 'two', 'twelve'); a larger count stays digits."""
    word = NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)
    return word[:1].upper() + word[1:] if capital else word
