"""Meow Oracle, lesson 3 (``notebooks/meow_oracle/03_point_one_ascending.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import Markdown, display

from engines.meow_oracle import CARDS, ascending_points, ascending_run, parse_grid, reading_path
from widgets.layout import Table, example_button, try_it
from widgets.meow_oracle.lessons.examples import counted_on, reached, skipping_lower
from widgets.meow_oracle.pictures import grid_svg
from widgets.words import number_word


def three_short_cases():
    """Three short cases, each an Area a round can end with: 1 2 3 then a drop; equal numbers; a high first card."""
    for area in (reached("R1 B2 G3 R0 B4 G5 R6 B7 G8"),     # 1, 2, 3, then 0 is lower: run of 3
                 reached("R4 B4 G4 W4 R5 B5 G5 W5 R9"),     # equal numbers continue: all 9 cards
                 reached("R10 B0 G1 R2 B3 G4 R5 B6 G7")):   # 0 is lower than 10: run of 1
        print(f"{area}: run of {ascending_run(area)}")


def along_path(area):
    """The numbers of the Area in path order; '.' for a square with no face-up card."""
    return [area[s].number if area[s] is not None else "." for s in reading_path()]


def named_on_path(area, k):
    """The k-th card of the path in words, such as 'green 6'."""
    card = area[reading_path()[k]]
    return f"{card.colour.word} {card.number}"




def run_in_words(area, lead="Read along the path, its numbers are", why_equal=True):
    """The path's numbers, the run, what ends it, and Point 1, as one paragraph (MO-2).

    ``why_equal=False`` leaves out why equal numbers count, already said for the same numbers."""
    numbers, run = along_path(area), ascending_run(area)
    text = (f"{lead} {', '.join(map(str, numbers))}. "
            + (f"The run is {', '.join(map(str, numbers[:run]))}" if run < 9 else "All nine cards make the run"))
    repeats = sorted({n for a, n in zip(numbers[:run], numbers[1:run]) if a == n})
    if repeats and why_equal:
        groups = [f"{number_word(numbers[:run].count(n))} {n}s" for n in repeats]
        both = "both" if len(groups) == 1 and numbers[:run].count(repeats[0]) == 2 else "all"
        text += (f": the {', the '.join(groups[:-1]) + ' and the ' if len(groups) > 1 else ''}{groups[-1]} "
                 f"{both} count, because an equal number continues the run")
    if run < 9:
        text += f". Then comes the {named_on_path(area, run)}, lower than the {numbers[run - 1]}, so the run ends before it"
    return text + f". A run of {run} cards: **{ascending_points(area)} marks**."


def rulebook_example_countings(example):
    """The rulebook's score for its example against three ways of counting after a lower card."""
    RULEBOOK_RUN_SCORE = 6   # as printed in the rulebook's worked example

    numbers, run = along_path(example), ascending_run(example)
    rise = next(k for k in range(run + 1, 9) if numbers[k] >= numbers[k - 1])
    top = max(numbers[:run])
    assert ascending_points(example) == RULEBOOK_RUN_SCORE == run == skipping_lower(example)   # two countings fit
    assert counted_on(example) == run + 1   # the third does not: only the rise adds
    assert all(n < top for n in numbers[run:])   # skipping: nothing after the run reaches its top card
    lower, after = named_on_path(example, run), [named_on_path(example, k) for k in range(run, 9)]
    return Markdown(f"The rulebook gives this Area a run score of {RULEBOOK_RUN_SCORE}. After the {lower}, lower than "
             f"the {top}, the three ways give:\n\n"
             f"* **Stop at a lower card**: the run ends at the {lower}. It scores {ascending_points(example)} marks.\n"
             f"* **Skip cards below the highest**: the {', '.join(after[:-1])} and {after[-1]} are all lower than "
             f"the {top}, so all are skipped. It scores {skipping_lower(example)} marks.\n"
             f"* **Compare with the card before**: the {named_on_path(example, rise)} counts too, since it is not lower "
             f"than the {named_on_path(example, rise - 1)} before it. It scores {counted_on(example)} marks.\n\n"
             f"A run score of {RULEBOOK_RUN_SCORE} rules out comparing with the card before. "
             "It fits both stopping at a lower card and skipping cards below the highest. "
             "Between these two, our reading, MO-2, stops at a lower card. Cards \"in ascending order\" from a1 "
             "most plainly means an unbroken run of them, and it is the simplest count at the table.")


def run_of(k):
    """A full Area whose run holds exactly k cards."""
    return reached([f"R{i}" for i in range(1, k + 1)] + ["B0"] * (k < 9) + [f"G{i}" for i in range(1, 9 - k)])


def nine_full_areas():
    """Nine full Areas: red 1, 2, ... up to k, then B0 (lower: the run stops), then greens. Run k, and its Point 1."""
    runs = [run_of(k) for k in range(1, 10)]
    assert all(str(area).split()[:k] == [f"R{i}" for i in range(1, k + 1)] for k, area in enumerate(runs, 1))
    assert all(str(area).split()[k] == "B0" for k, area in enumerate(runs[:-1], 1))   # the blue 0 ends the run
    assert ascending_run(runs[-1]) == 9 and all(c[0] == "R" for c in str(runs[-1]).split())   # last row: nine reds
    display(Table(["Area, row by row", "cards in the run", "run score, in marks"],
          [[str(area), ascending_run(area), ascending_points(area)] for area in runs]))
    return runs


def swapped_last_card(eight):
    """The Area of eight with its last card swapped for B10."""
    swapped = str(eight).split()
    swapped[-1] = "B10"
    nine = reached(swapped)
    display(grid_svg(nine, highlight_run=True))
    return nine


def ten_on_a1():
    """A 10 on a1: even a 9 after it ends the run (at most 3 with every 10); a 9 on b1 before lower cards leaves a run of 2."""
    for area in (reached("R10 B9 G1 R2 B3 G4 R5 B6 G7"), reached("R0 B9 G1 R2 B3 G4 R5 B6 G7")):
        marks = ascending_points(area)
        print(f"{area}: run of {ascending_run(area)}, so it scores {marks} mark{'s' * (marks != 1)}")
    # How long can a run that starts with a 10 be? Only the other 10s can follow it.
    tens = [c for c in CARDS if c.number == 10]
    all_tens = reached("R10 B10 G10 B0 G1 R2 B3 G4 R5")   # every 10 first: the longest such run
    assert ascending_run(all_tens) == len(tens)
    best = ascending_points(all_tens)
    top_white = max(c.number for c in CARDS if c.is_joker)
    return Markdown(f"A 10 on a1 can only be followed in the run by another 10, and the deck has just "
                     f"{number_word(len(tens))} of them ({', '.join(c.colour.word for c in tens)}; the white cards stop at {top_white}). "
                     f"So a run that starts with a 10 is at most {len(tens)} cards long: {best} marks at best.")


RULEBOOK_AREA = "B0 R1 G3 G5 W5 R9 G6 R8 B4"
"""The rulebook's example Area, row by row."""


def typed_area(text):
    """Nine typed cards as an Area, row by row; ? or . stands for a square not turned up."""
    return parse_grid(["." if t == "?" else t for t in text.replace(",", " ").split()])


def try_area(value, show, book=True):
    """A try-it box for nine typed cards, row by row: ``show(area)`` says what to draw (and a button loads
    the rulebook's example when ``book``)."""
    typed = w.Text(value=value, description="Area", continuous_update=False,
                   placeholder="nine cards, row by row", layout=w.Layout(width="460px"))
    row = w.HBox([typed, example_button(typed, RULEBOOK_AREA, "The rulebook's example", width="200px")]) if book else typed
    return try_it(lambda: show(typed_area(typed.value)), row, watch=[typed])


def run_picture(area):
    """An Area with its run marked, and what Point 1 it earns (MO-1, MO-2)."""
    run = ascending_run(area)
    numbers = [area[s].number for s in reading_path()[:run]]
    words = (f"The run has <b>{run}</b> card{'s' if run != 1 else ''}"
             + (f": {', '.join(map(str, numbers))}" if numbers else "")
             + f". The run scores <b>{ascending_points(area)}</b> marks.")
    return [grid_svg(area, highlight_run=True), f"<p>{words}</p>"]


def try_point_one():
    """Try it: type nine cards and see the ascending run and Point 1 (MO-1, MO-2)."""
    return try_area("R1 B2 G3 R0 B4 G5 R6 B7 G8", run_picture)
