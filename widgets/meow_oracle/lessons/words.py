"""Meow Oracle's lessons' words: small numbers as words, for sentences."""

NUMBER_WORDS = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
                9: "nine"}
"""Small numbers as words, for sentences."""
