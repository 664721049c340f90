"""Lauzait Cep!, lesson 4 (``notebooks/lauzait_cep/04_departments_and_bonus.ipynb``): the tables, pictures and worked steps it shows."""

from __future__ import annotations

import ipywidgets as w
from IPython.display import Markdown

from engines import InvalidInput
from engines.lauzait_cep import BONUS_BY_NUMBER, department_bonus, department_kind, joker_statements
from engines.lauzait_cep.pieces import copies_in_box, parse_cards
from widgets.lauzait_cep.pictures import department_svg
from widgets.layout import Table, example_button, side_by_side, try_it

from .words import laid


def kind_words(pieces):
    """The department kind in words, or 'not a department'."""
    return department_kind(pieces) or "not a department"


def bonus(department):
    """LC-5: the table by the largest number, tripled for a three-of-a-kind, then 1 off per joker, at least 0."""
    pieces = parse_cards(department)
    base = BONUS_BY_NUMBER[max(p.number for p in pieces)]
    if department_kind(pieces) == "three-of-a-kind":
        base *= 3
    return max(0, base - sum(p.is_joker for p in pieces))


def working(department):
    """The bonus arithmetic in words: the band's value, × 3 for a three-of-a-kind, − 1 per joker."""
    pieces = parse_cards(department)
    base = BONUS_BY_NUMBER[max(p.number for p in pieces)]
    triple = department_kind(pieces) == "three-of-a-kind"
    jokers = sum(p.is_joker for p in pieces)
    text = f"{base}" + (" × 3" if triple else "") + (f" − {jokers}" if jokers else "")
    return text + (", at least 0" if base * (3 if triple else 1) < jokers else "")


def verdict(trio):
    """What the trio is, or, when the rules cannot tell (checked), that the joker must be stated first."""
    try:
        return kind_words(trio)
    except InvalidInput:
        return "not yet a department: first say what the joker stands for"


def stated_joker():
    """A stated joker completes a sequence; an unstated one is refused with a reason."""
    return Table(["pieces", "what they are"], [[trio, verdict(trio)] for trio in ("G5 J=G6 G7", "G5 J G7")])


def bonus_agrees():
    """The rule written out above, bonus(), and the engine's department_bonus() agree on these departments."""
    CASES = ["G1 G2 G3", "G3 G4 G5", "W7 W8 W9", "W2 W2 W2", "G6 G6 G6", "W6 W6 W6",
             "G4 G5 J=G6", "J=W9 W9 W9", "J=G0 J=G1 G2"]
    assert all(bonus(d) == department_bonus(d) for d in CASES)
    return Table(["department", "kind", "working", "bonus"],
          [[d, kind_words(d), working(d), department_bonus(d)] for d in CASES])


def example(kind, top, jokers):
    """A green department of this shape with the first `jokers` pieces replaced by stated jokers."""
    numbers = [top] * 3 if kind == "three" else [top - 2, top - 1, top]
    return " ".join(f"J=G{n}" if i < jokers else f"G{n}" for i, n in enumerate(numbers))


def bonus_or_dash(department):
    """The engine's bonus, or '-' if the box does not hold these pieces."""
    try:
        return department_bonus(department)
    except InvalidInput:
        return "-"


def every_shape_bonus():
    """Bonus of every department shape, with 0 to 3 jokers (the engine computes each one; "-" where the box lacks the pieces: there are only two 8s and two 9s of each colour)."""
    rows = [[f"sequence {top - 2} {top - 1} {top}"] + [bonus_or_dash(example("seq", top, j)) for j in range(4)]
            for top in range(2, 10)]
    rows += [[f"three {top}s"] + [bonus_or_dash(example("three", top, j)) for j in range(4)]
             for top in range(10)]
    return Table(["department", "no joker", "1 joker", "2 jokers", "3 jokers"], rows)


def best(departments):
    """The highest bonus among departments the box can supply, and one department that earns it."""
    scored = [(bonus_or_dash(d), d) for d in departments]
    return max((b, d) for b, d in scored if b != "-")


def richest_departments():
    """The richest departments, from the engine: the best with any jokers, the best without, the best sequence."""
    threes = [example("three", top, j) for top in range(10) for j in range(4)]
    sequences = [example("seq", top, j) for top in range(2, 10) for j in range(4)]
    top_any = best(threes + sequences)
    top_plain = best(d for d in threes + sequences if "J" not in d)
    top_sequence = best(sequences)
    eights = copies_in_box(parse_cards("G8")[0].code)
    return Markdown(f"Three 8s or three 9s would earn {BONUS_BY_NUMBER[9]} × 3 = {3 * BONUS_BY_NUMBER[9]}, but the box holds "
             f"only {eights} 8s and {eights} 9s of each colour, so such a department always needs a joker: "
             f"**{top_any[1]}** earns **{top_any[0]}**, as much as any department can earn. Without a joker the best is "
             f"a three-of-a-kind like **{top_plain[1]}**, worth **{top_plain[0]}**. A sequence earns at most "
             f"**{top_sequence[0]}**. Jokers make departments easier to complete but cost bonus.")


def ways_of_stating(ways, caption, size):
    """The first twelve ways to state a department's jokers as pictures, each captioned, and how many more."""
    more = f"<p>... and {len(ways) - 12} more ways.</p>" if len(ways) > 12 else ""
    return side_by_side(*(department_svg(laid(way), caption(way), size=size) for way in ways[:12])).data + more


def try_department():
    """Try it: type a department and see its kind and bonus, or each way to state a bare joker (LC-5)."""
    typed = w.Text(value="G5 G6 J", description="Pieces", continuous_update=False,
                   placeholder="three pieces, e.g. G5 J=G6 G7", layout=w.Layout(width="340px"))

    def draw():
        pieces = parse_cards(typed.value)
        if len(pieces) == 3 and any(p.is_joker and not p.stated for p in pieces):
            ways = joker_statements(pieces)
            if not ways:
                raise InvalidInput("No statement of the jokers makes these three pieces a department.")
            return ways_of_stating(ways, lambda way: f"{department_kind(way)}, bonus {department_bonus(way)}", 46)
        kind = department_kind(pieces)
        if kind is None:
            raise InvalidInput(f"{typed.value} is not a department: one colour, and the same number "
                               "three times or three numbers in a row.")
        return department_svg(pieces, f"{kind}, bonus {department_bonus(pieces)}", size=46)

    first = example_button(typed, "G3 G4 G5", "Example: largest 5")
    second = example_button(typed, "W3 W3 J=W3", "Example: joker as a 3")
    return try_it(draw, w.HBox([typed, first, second]), watch=[typed])
