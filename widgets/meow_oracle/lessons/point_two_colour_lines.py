"""Meow Oracle, lesson 4 (``notebooks/meow_oracle/04_point_two_colour_lines.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from IPython.display import Markdown, display

from engines.meow_oracle import LINES, SQUARES, ascending_points, line_colour, line_points, round_points, scoring_lines
from widgets.layout import Table
from widgets.meow_oracle.lessons.examples import reached
from widgets.meow_oracle.pictures import grid_svg
from widgets.words import number_word

from .point_one_ascending import try_area


def named_line(line):
    """A line as its squares' names, e.g. 'a1-b2-c3'."""
    return "-".join(SQUARES[square] for square in line)


def line_word(colour):
    """A scoring line's colour in words; three whites count as one colour line (MO-3)."""
    return "three whites" if colour.word == "white" else colour.word


def colour_of(cards):
    """What a line of three cards counts as, in words (MO-3)."""
    colour = line_colour(cards)
    if colour is None:
        return "not a colour line"
    return "a colour line of three whites" if colour.word == "white" else f"a {colour.word} line"


def say_lines(area):
    """The scoring lines of an Area in a sentence, each with what it counts as, and Point 2."""
    found = scoring_lines(area)
    kind = ["row"] * 3 + ["column"] * 3 + ["diagonal"] * 2   # the eight lines, in the order of LINES
    words = [f"the {kind[LINES.index(line)]} {named_line(line)}, " + ("three whites"
                                           if line_colour([area[s] for s in line]).word == "white"
                                           else f"{line_colour([area[s] for s in line]).word}")
             for line in found]
    count = {0: "No line counts", 1: "One line counts"}.get(len(found), f"{len(found)} lines count")
    print(f"{count}{': ' + '; '.join(words) if words else ''}. "
          f"The lines score is {len(found)} × 2 = {line_points(area)} marks.")


LINE_KINDS = ["the top row", "the middle row", "the bottom row", "the left column", "the middle column",
              "the right column", "the diagonal from the top-left corner", "the diagonal from the bottom-left corner"]
"""The eight lines of an Area, in the engine's order (``LINES``), as the lessons name them."""


def lines_in_words(area):
    """Each scoring line as '<colour> <where> (numbers)', with Point 2 (MO-3)."""
    found = scoring_lines(area)
    words = [f"{line_colour([area[s] for s in line]).word} {LINE_KINDS[LINES.index(line)].removeprefix('the ')} "
             f"({', '.join(str(area[s].number) for s in line)})" for line in found]
    listed = "; ".join(f"the {w}" for w in words) if words else "none"
    verb = "counts" if len(found) == 1 else "count"
    return (f"{number_word(len(found), capital=True)} line{'s' * (len(found) != 1)} {verb}: {listed}. "
            f"{len(found)} × 2 = **{line_points(area)} marks**.")


def scoring_lines_table(example):
    """The engine's scoring lines, each with its colour and its numbers, and the lines score, checked against the rulebook's."""
    RULEBOOK_LINES = {("blue", "a1-b2-c3"), ("green", "a3-b2-c1"), ("red", "b1-b2-b3")}   # as the rulebook names them
    RULEBOOK_LINES_SCORE = 6   # as printed in the rulebook's worked example
    assert {(line_colour([example[s] for s in line]).word, named_line(line)) for line in scoring_lines(example)} == RULEBOOK_LINES
    assert line_points(example) == RULEBOOK_LINES_SCORE
    return Markdown(lines_in_words(example) + f" The rulebook names the same three lines and gives this Area's lines score "
                    f"as {RULEBOOK_LINES_SCORE}.")


def lines_per_square():
    """How many of the eight lines pass through each square, laid out like the Area."""
    through = [sum(square in line for line in LINES) for square in range(9)]
    display(Table(["", "column a", "column b", "column c"],
          [[f"row {row + 1}", *(f"{SQUARES[s]}: {through[s]} lines" for s in range(3 * row, 3 * row + 3))]
           for row in range(3)]))
    return through


def nine_reds():
    """Nine reds in climbing order: Point 1, Point 2 and the round total."""
    perfect = reached("R0 R1 R2 R3 R4 R5 R6 R7 R8")
    display(Markdown(f"Red 0 to 8 in path order: the run score is {ascending_points(perfect)} marks. All {len(LINES)} "
             f"lines count, {line_points(perfect) // len(scoring_lines(perfect))} marks each, "
             f"so the lines score is {line_points(perfect)}. The round total is "
             f"**{round_points(perfect)} marks**, the most an Area can score."))
    return perfect


def lines_picture(area):
    """An Area with its scoring lines marked, and what Point 2 it earns (MO-3)."""
    found = scoring_lines(area)
    listed = "; ".join(f"{named_line(line)} ({line_word(line_colour([area[s] for s in line]))})" for line in found)
    words = (f"{len(found)} colour line{'s' if len(found) != 1 else ''}"
             + (f": {listed}" if found else "") + f". The lines score is <b>{line_points(area)}</b> marks.")
    return [grid_svg(area, lines=True), f"<p>{words}</p>"]


def try_point_two():
    """Try it: type nine cards and see the colour lines and Point 2 (MO-3)."""
    return try_area("R1 W3 G2 R4 R5 G8 R7 B6 G9", lines_picture)
