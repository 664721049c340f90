"""Meow Oracle's lessons' words: the small numbers as words, whose one home is :mod:`widgets.words`.

Lesson 4's notebook reads ``NUMBER_WORDS`` here.
"""

from widgets.words import NUMBER_WORDS

__all__ = ["NUMBER_WORDS"]
