"""What a Meow Oracle card does to an Area, in words that say exactly what is counted: colour lines (MO-3),
the ascending run along the reading path (MO-2), the lines it joins or spoils; and a choice in a learner's words.

The reasons (:mod:`engines.meow_oracle.reasons`) and the comparisons (:mod:`engines.meow_oracle.comparisons`)
are written from these clauses; every clause is computed on the position.
"""

from __future__ import annotations

import re
from typing import Any, Optional, Sequence

from ..core import join_and
from ..words import number_word
from .actions import Choose, Place
from .bots import best_spot
from .cards import CARDS, EVERY_COLOUR, SQUARES, Card
from .rules import ASIDE, LINES, area_score, colours_in_common, run_length
from .runs import longest_possible


COLOUR_WORD = {1: "red", 2: "blue", 4: "green", EVERY_COLOUR: "white"}


def _colour(cards: Sequence[Optional[Card]]) -> str:
    """The colour the face-up cards among ``cards`` share, as a word ('red'; 'white' for jokers only)."""
    return COLOUR_WORD.get(colours_in_common(cards), "one-colour")


LINE_NAMES = {(0, 1, 2): "row 1", (3, 4, 5): "row 2", (6, 7, 8): "row 3",
               (0, 3, 6): "column a", (1, 4, 7): "column b", (2, 5, 8): "column c",
               (0, 4, 8): "the diagonal a1-c3", (6, 4, 2): "the diagonal a3-c1"}
"""Each line of :data:`LINES` as a learner finds it on the grid (MO-3)."""


def placing_words(cells: list, card: Card, square: int, path: tuple, whose: str = "your",
             unseen: Optional[Sequence[Card]] = None) -> tuple[list[str], list[str]]:
    """What placing ``card`` on ``square`` does to an Area, in words that say exactly what is counted:
    ``(gains, losses)`` (MO-2, MO-3).

    Gains: colour lines completed; the ascending run (of face-up cards) made longer; "joins G7 in row 3 toward a
    green line": the line held exactly one other face-up card, this card shares a colour with it, and the third
    square is open. Losses: "spoils the blue pair B3 and B5 in column c": the line's two other cards were face up
    and shared a colour this card lacks; a number out of order on the reading path, told only where it shortens
    the longest run the Area can still reach with ``unseen``, the cards that may still come (the seat's unseen
    cards; by default every card not face up in ``cells`` but ``card``). ``cells`` is left as it was.
    """
    if unseen is None:
        shown = {c.token for c in cells if c is not None} | {card.token}
        unseen = [c for c in CARDS if c.token not in shown]
    numbers = sorted(c.number for c in unseen if c.token != card.token)
    before_run = run_length(cells, path)
    before_possible = longest_possible(cells, path, numbers)
    lines = [line for line in LINES if square in line]
    before = {line: [cells[s] for s in line if s != square and cells[s] is not None] for line in lines}
    cells[square] = card
    after_run = run_length(cells, path)
    after_possible = longest_possible(cells, path, numbers)
    completed = [_colour([cells[s] for s in line]) for line in lines
                 if all(cells[s] is not None for s in line) and colours_in_common(cells[s] for s in line)]
    spoilt, going = [], []
    for line in lines:
        others = before[line]
        shared_before = colours_in_common(others) if others else 0
        shared_now = colours_in_common(cells[s] for s in line)
        if len(others) == 2 and shared_before and not shared_now:
            spoilt.append(f"the {COLOUR_WORD.get(shared_before, 'one-colour')} pair {others[0].token} and "
                          f"{others[1].token} in {LINE_NAMES[line]}")
        elif len(others) == 1 and shared_now and shared_now != EVERY_COLOUR:
            going.append((others[0].token, LINE_NAMES[line], COLOUR_WORD.get(shared_now, "one-colour")))
    step = path.index(square)
    earlier = next((cells[s] for s in reversed(path[:step]) if cells[s] is not None), None)
    later = next((cells[s] for s in path[step + 1:] if cells[s] is not None), None)
    cells[square] = None
    gains, losses = [], []
    if completed:
        gains.append(f"completes {'a ' + completed[0] + ' line' if len(completed) == 1 else f'{len(completed)} colour lines'}"
                     f" (+{2 * len(completed)} marks)")
    if after_run > before_run and after_run > 1:
        gains.append(f"extends {whose} ascending run to {after_run} cards")
    if going and not completed:
        if len(going) == 1:
            gains.append(f"joins {going[0][0]} in {going[0][1]} toward a {going[0][2]} line")
        else:
            colours = {colour for _, _, colour in going}
            gains.append("joins " + join_and(f"{token} in {line}" for token, line, _ in going) + " toward " +
                         (f"{number_word(len(going))} {going[0][2]} lines" if len(colours) == 1 else
                          join_and(f"a {colour} line" for _, _, colour in going)))
    if spoilt:
        losses.append("spoils " + join_and(spoilt))
    if after_possible < before_possible:  # out of order costs nothing where the run could not pass this square anyway
        gap = [s for s in reversed(path[:step]) if cells[s] is None]
        gap = gap[:next((i for i, s in enumerate(reversed(path[:step])) if cells[s] is not None), len(gap))][::-1]
        low = earlier.number if earlier is not None else 0
        fits = sum(low <= n <= card.number for n in numbers)
        if earlier is not None and card.number < earlier.number:
            losses.append(f"comes after the higher {earlier.token} on the reading path")
        elif gap and fits < len(gap):  # the open squares before it cannot all take a number between
            need = f"a {low}" if low == card.number else f"a card from {low} to {card.number}"
            if len(gap) > 1:
                need = f"{len(gap)} cards " + (f"numbered {low}" if low == card.number else f"from {low} to {card.number}")
            have = "none" if not fits else f"only {fits}"
            losses.append(f"blocks the run at {join_and(SQUARES[s] for s in gap)}: "
                          f"{'that square' if len(gap) == 1 else 'those squares'}, before {card.token}, would need "
                          f"{need}, and {have} of the cards you have not seen {'fits' if fits == 1 else 'fit'}")
        elif later is not None and card.number > later.number:
            losses.append(f"comes before the lower {later.token} on the reading path")
    return gains, losses


_INFINITIVE = {"completes": "complete", "extends": "extend", "joins": "join", "keeps": "keep", "spoils": "spoil",
               "comes": "come", "blocks": "block"}


def infinitive(phrase: str) -> str:
    """'completes a red line' -> 'complete a red line'."""
    verb, rest = phrase.split(" ", 1)
    return f"{_INFINITIVE.get(verb, verb)} {rest}"


def choice_words(action: Any) -> str:
    """An action in a learner's words: 'placing R5 on b2', 'keeping R5', 'turning up the card on b2'."""
    if action.__class__ is Place:
        return f"placing {action.card} on {SQUARES[action.square]}"
    if action.__class__ is Choose:
        return f"keeping {join_and(c.token for c in action.keep)}"
    return "turning up " + ("a card from beside your Area" if action.square == ASIDE else
                            f"the card on {SQUARES[action.square]}")


def card_does(cells: list, card: Card, path: tuple, whose: str) -> tuple[Optional[int], list[str], int]:
    """Where ``card`` does most on an Area (by the Standard player's measure), what it gains there, in words,
    and the marks it adds to the Area's face-up score (MO-2, MO-3): ``(square, gains, marks)``."""
    spot = best_spot(cells, (card,), path)[1]
    if not spot:
        return None, [], 0
    gains = placing_words(cells, card, spot[0], path, whose)[0]
    before = sum(area_score(cells, path)[1:])
    cells[spot[0]] = card
    after = sum(area_score(cells, path)[1:])
    cells[spot[0]] = None
    return spot[0], gains, after - before


_COLOURS = re.compile(r"\b(red|blue|green|white|one-colour)\b")
_LINES = re.compile(r"\b(row [123]|column [abc]|the diagonal [abc][123]-[abc][123])\b")
_TOKENS = re.compile(r"\b[RBGW]\d+\b")


def kind_of(phrase: str) -> str:
    """What a phrase gains or costs, whatever the colour or card: 'completes a red line (+2 marks)' and 'completes a
    blue line (+2 marks)' are one kind, as are 'comes before the lower B0 ...' and 'comes before the lower B3 ...'."""
    return _LINES.sub("*", _TOKENS.sub("*", _COLOURS.sub("*", phrase)))


def bare_gain(phrase: str) -> str:
    """A gain without its own marks: 'completes a red line (+2 marks)' -> 'completes a red line'."""
    return phrase.split(" (+", 1)[0]


def kinds_anywhere(cells: list, cards: Sequence[Card], path: tuple, whose: str) -> set:
    """The kinds of gain (:func:`kind_of`) any of ``cards`` would make on any open square of an Area: what the other
    choice "has too", wherever it puts its card."""
    return {kind_of(bare_gain(g)) for card in cards for square in range(9) if cells[square] is None
            for g in placing_words(cells, card, square, path, whose)[0]}


def most_marks(cells: list, card: Card, path: tuple) -> tuple[Optional[int], int]:
    """The open square where ``card`` adds the most marks to an Area's face-up score (MO-2, MO-3), the first
    along the grid among equals, and those marks: ``(square, marks)``; ``(None, 0)`` with no open square."""
    before = sum(area_score(cells, path)[1:])
    best: tuple[Optional[int], int] = (None, 0)
    for square in range(9):
        if cells[square] is None:
            cells[square] = card
            marks = sum(area_score(cells, path)[1:]) - before
            cells[square] = None
            if best[0] is None or marks > best[1]:
                best = (square, marks)
    return best
