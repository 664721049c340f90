"""Meow Oracle, lesson 7 (``notebooks/meow_oracle/07_reading_path.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

from IPython.display import Markdown, display

from engines.meow_oracle import Rules, ascending_points, ascending_run, line_points, reading_path, round_points
from widgets.layout import Table, side_by_side
from widgets.meow_oracle.lessons.examples import counted_on, reached, skipping_lower
from widgets.meow_oracle.pictures import grid_svg

from .point_one_ascending import try_area

ROWS, SNAKE = Rules(), Rules(path="snake")   # the row path (MO-1) and the snake path (variant)


PATHS = (("row path", ROWS), ("snake path", SNAKE))


def climbing_area_both_ways():
    """A climbing Area read both ways: the arrows on the left show each row's direction (the snake's row 2 is named)."""
    climb = reached("R0 G1 B2 B5 W4 R3 G6 R7 B8", SNAKE)   # a round played under the snake
    display(side_by_side(grid_svg(climb, highlight_run=True, caption=f"row path: run of {ascending_run(climb, ROWS)}"),
                 grid_svg(climb, highlight_run=True, path="snake",
                          caption=f"snake path: run of {ascending_run(climb, SNAKE)}")))
    return climb


def numbers_on(area, rules):
    """The Area's numbers in the order a reading path visits them."""
    return [area[s].number for s in reading_path(rules)]


def run_words(area, rules):
    """'a run of 4, **4 marks**'."""
    return f"a run of {ascending_run(area, rules)}, **{ascending_points(area, rules)} marks**"


def two_runs_words(climb):
    """The two runs in words, read along each path."""
    snake_numbers, row_numbers = numbers_on(climb, SNAKE), numbers_on(climb, ROWS)
    drop = ascending_run(climb, ROWS)
    return Markdown(f"On the snake path the numbers are {', '.join(map(str, snake_numbers))}: each is at least "
             f"the one before, {run_words(climb, SNAKE)}. On the row path they are "
             f"{', '.join(map(str, row_numbers))}: "
             f"after the {row_numbers[drop - 1]} comes a {row_numbers[drop]}, lower, and the run stops: "
             f"{run_words(climb, ROWS)}.")


def rulebook_example_both_paths():
    """The rulebook's example on both paths."""
    example = reached("B0 R1 G3 G5 W5 R9 G6 R8 B4")
    display(side_by_side(*(grid_svg(example, highlight_run=True, lines=True, path=rules.path,
                            caption=f"{name}: {ascending_points(example, rules)} + {line_points(example, rules)} = "
                                    f"{round_points(example, rules)}")
                   for name, rules in PATHS)))
    return example


def example_run_words(example):
    """The example's run along each path, in words."""
    both = "; ".join(f"on the {name} the numbers are {', '.join(map(str, numbers_on(example, rules)))}, "
                     f"{run_words(example, rules)}" for name, rules in PATHS)
    return Markdown(both[0].upper() + both[1:]
             + f". The total falls from {round_points(example, ROWS)} to {round_points(example, SNAKE)}.")


def rulebook_scores_both_paths(example):
    """The rulebook's own scores for its example (6 for the run, 12 in all) against both paths and three countings."""
    RULEBOOK_RUN_SCORE, RULEBOOK_TOTAL = 6, 12  # as printed in the rulebook's worked example
    COUNTINGS = (("stop at a lower card (MO-2)", ascending_points), ("skip cards below the highest", skipping_lower),
                 ("compare with the card before", counted_on))
    scores = {name: [count(example, rules) for _, count in COUNTINGS] for name, rules in PATHS}
    assert round_points(example, ROWS) == RULEBOOK_TOTAL and scores["row path"][:2] == [RULEBOOK_RUN_SCORE] * 2
    assert RULEBOOK_RUN_SCORE not in scores["snake path"] + scores["row path"][2:]
    display(Table(["path", *(name for name, _ in COUNTINGS)], [[name, *row] for name, row in scores.items()]))
    snake = scores["snake path"]
    # Comparing with the card before on the snake path: which cards count, and the one it skips.
    cards = [example[s] for s in reading_path(SNAKE)]
    counts = [k == 0 or cards[k].number >= cards[k - 1].number for k in range(9)]
    assert counts == [True] * 4 + [False] + [True] * 3 + [False] and sum(counts) == snake[-1]
    words = [f"the {c.colour.word} {c.number}" for c in cards]
    return Markdown(f"On the snake path, comparing with the card before counts the "
             f"{', '.join(str(c.number) for c in cards[:3])} and {cards[3].number}, skips {words[4]}, "
             f"lower than the {cards[3].number}, then counts {words[5]}, which is not lower than {words[4]} just before it, "
             f"and {words[6]} and {words[7]}: {snake[-1]} marks. "
             f"The rulebook gives this Area a run score of {RULEBOOK_RUN_SCORE} and a round total of {RULEBOOK_TOTAL}. "
             f"No counting gives {RULEBOOK_RUN_SCORE} on the snake path. "
             f"The row path gives {RULEBOOK_RUN_SCORE}, by stopping at a lower card or by skipping cards below "
             "the highest. That is why the row path is our reading (MO-1).")


def both_paths_picture(area):
    """An Area on the row path and on the snake path, each with its run and round total (MO-1)."""
    return side_by_side(*(grid_svg(area, highlight_run=True, lines=True, path=rules.path,
                                   caption=f"{name}: run {ascending_run(area, rules)}, "
                                           f"{ascending_points(area, rules)} + {line_points(area, rules)} = "
                                           f"{round_points(area, rules)}")
                          for name, rules in PATHS))


def try_reading_paths():
    """Try it: the same Area scored on the row path and on the snake path."""
    return try_area("R0 G1 B2 B5 W4 R3 G6 R7 B8", both_paths_picture, book=False)
