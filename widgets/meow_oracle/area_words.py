"""What a Meow Oracle card does to an Area, in words that say exactly what is counted: colour lines (MO-3), the
ascending run along the reading path (MO-2), the lines it joins or spoils, written from the engine's facts
(:func:`engines.meow_oracle.reasons.placing`).

The Playing well page and its ideas say a placement with these; the review's reasons name the same lines and
colours (:mod:`widgets.meow_oracle.reason_words`).
"""

from __future__ import annotations

from typing import Optional, Sequence

from engines.core import join_and
from engines.meow_oracle.cards import EVERY_COLOUR, SQUARES, Card
from engines.meow_oracle.reasons import OutOfOrder, Placing, RunBlocked, placing

from ..words import number_word

__all__ = ["COLOUR_WORD", "LINE_NAMES", "effect_words", "out_of_order_words", "placing_words"]

COLOUR_WORD = {1: "red", 2: "blue", 4: "green", EVERY_COLOUR: "white"}
"""A colour's bits (:func:`engines.meow_oracle.rules.colours_in_common`) as a word; 'white' for jokers only."""

LINE_NAMES = {(0, 1, 2): "row 1", (3, 4, 5): "row 2", (6, 7, 8): "row 3",
              (0, 3, 6): "column a", (1, 4, 7): "column b", (2, 5, 8): "column c",
              (0, 4, 8): "the diagonal a1-c3", (6, 4, 2): "the diagonal a3-c1"}
"""Each line of :data:`engines.meow_oracle.rules.LINES` as a learner finds it on the grid (MO-3)."""


def _colour(bits: int) -> str:
    """A colour as a word ('red'; 'one-colour' for bits no single word names)."""
    return COLOUR_WORD.get(bits, "one-colour")


def _gains(placed: Placing, whose: str) -> list[str]:
    """What a placement adds: the lines it completes, the run it extends, else the lines it joins."""
    gains = []
    if placed.completed:
        done = len(placed.completed)
        lines = f"a {_colour(placed.completed[0].colour)} line" if done == 1 else f"{done} colour lines"
        gains.append(f"completes {lines} (+{2 * done} marks)")
    if placed.run:
        gains.append(f"extends {whose} ascending run to {placed.run} cards")
    going = [j for j in placed.joined if j.colour != EVERY_COLOUR]
    if going and not placed.completed:
        if len(going) == 1:
            gains.append(f"joins {going[0].partner.token} in {LINE_NAMES[going[0].line]} toward a "
                         f"{_colour(going[0].colour)} line")
        else:
            colours = {_colour(j.colour) for j in going}
            gains.append("joins " + join_and(f"{j.partner.token} in {LINE_NAMES[j.line]}" for j in going) + " toward " +
                         (f"{number_word(len(going))} {_colour(going[0].colour)} lines" if len(colours) == 1 else
                          join_and(f"a {_colour(j.colour)} line" for j in going)))
    return gains


def _losses(placed: Placing) -> list[str]:
    """What a placement costs: the pairs it spoils, a card out of order on the reading path, a blocked run."""
    losses = []
    if placed.spoilt:
        losses.append("spoils " + join_and(f"the {_colour(p.colour)} pair {p.pair[0].token} and {p.pair[1].token} "
                                           f"in {LINE_NAMES[p.line]}" for p in placed.spoilt))
    if placed.higher:
        losses.append(out_of_order_words(placed.higher))
    elif placed.blocked:
        losses.append(_blocked_words(placed.blocked))
    elif placed.lower:
        losses.append(out_of_order_words(placed.lower))
    return losses


def out_of_order_words(fact: OutOfOrder, path: bool = True) -> str:
    """A card out of order on the reading path, said where it shortens the longest run still possible (MO-2):
    "cuts the run short after the higher G2 on the reading path" (without ``path``, the path is left unsaid)."""
    where = "before the lower" if fact.after else "after the higher"
    return f"cuts the run short {where} {fact.other.token}{' on the reading path' if path else ''}"


def _blocked_words(blocked: RunBlocked) -> str:
    """A blocked run: 'blocks the run at a1: that square, before B3, would need a card from 0 to 3, and ...'."""
    gap, low, number, fits = blocked.gap, blocked.low, blocked.card.number, blocked.fits
    need = f"a {low}" if low == number else f"a card from {low} to {number}"
    if len(gap) > 1:
        need = f"{len(gap)} cards " + (f"numbered {low}" if low == number else f"from {low} to {number}")
    have = "none" if not fits else f"only {fits}"
    return (f"blocks the run at {join_and(SQUARES[s] for s in gap)}: "
            f"{'that square' if len(gap) == 1 else 'those squares'}, before {blocked.card.token}, would need "
            f"{need}, and {have} of the cards you have not seen {'fits' if fits == 1 else 'fit'}")


def effect_words(placed: Placing, whose: str = "your") -> tuple[list[str], list[str]]:
    """A placement's facts in words, ``(gains, losses)``: "completes a red line (+2 marks)", "extends your ascending
    run to 4 cards", "joins G7 in row 3 toward a green line"; "spoils the blue pair B3 and B5 in column c", "comes
    after the higher R2 on the reading path" (``whose``: "your", "their", "the")."""
    return _gains(placed, whose), _losses(placed)


def placing_words(cells: list, card: Card, square: int, path: tuple, whose: str = "your",
                  unseen: Optional[Sequence[Card]] = None) -> tuple[list[str], list[str]]:
    """What placing ``card`` on ``square`` does to an Area, in words (:func:`effect_words` of
    :func:`engines.meow_oracle.reasons.placing`; ``unseen`` as there); ``cells`` is left as it was."""
    return effect_words(placing(cells, card, square, path, unseen), whose)
