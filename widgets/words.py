"""Words the pages share: small numbers as words, plural nouns, lists of names, who won.

The pages' wording; the words the engines share too (``capital``, ``number_word``) live in
:mod:`engines.words` and are re-exported here (the engines import nothing from ``widgets``).

>>> number_word(3), number_word(0), number_word(13), number_word(2, capital=True)
('three', 'no', '13', 'Two')
>>> count(1, "mark"), count(12, "mark"), count(0, "card", words=True), count(1, "red card", words=True)
('1 mark', '12 marks', 'no cards', 'one red card')
>>> join_names(["Aiko"]), join_names(["Aiko", "Bruno", "Chidi"])
('Aiko', 'Aiko, Bruno and Chidi')
>>> bots_words(2, "Standard"), bots_words(1, "Coach"), bots_words(0, "Beginner")
('2 Standard bots', '1 Coach bot', 'no bots')
>>> winners_words([0], you=0), winners_words([1], you=0), winners_words([0, 2], you=0)
('you win', 'Bruno wins', 'you and Chidi share the win')
"""

from __future__ import annotations

from typing import Iterable, Optional, Sequence

from engines.words import NUMBER_WORDS, capital, join_and, number_word, seat_name

__all__ = ["NUMBER_WORDS", "capital", "number_word", "plural", "count", "join_names", "bots_words", "winners_words"]


def plural(n: int, noun: str, many: Optional[str] = None) -> str:
    """The noun for ``n`` of it: 'card' for one, 'cards' (or ``many``) for any other count."""
    return noun if n == 1 else (many or noun + "s")


def count(n: int, noun: str, words: bool = False) -> str:
    """'1 mark', '12 marks'; with ``words``, the count as a word: 'one mark', 'no marks'."""
    return f"{number_word(n) if words else n} {plural(n, noun)}"


def join_names(names: Iterable[str]) -> str:
    """'Aiko', 'Aiko and Bruno', 'Aiko, Bruno and Chidi'."""
    return join_and(names)


def bots_words(n: int, level: str) -> str:
    """'2 Standard bots', '1 Coach bot', 'no bots'."""
    return count(n, f"{level} bot") if n else "no bots"


def winners_words(winners: Sequence[int], you: Optional[int] = None) -> str:
    """Who won, ``you`` (the one person at the screen) called "you": 'you win', 'Bruno wins', 'Aiko and Chidi share the win'."""
    names = join_names("you" if s == you else seat_name(s) for s in winners)
    verb = "share the win" if len(winners) > 1 else ("win" if list(winners) == [you] else "wins")
    return f"{names} {verb}"
