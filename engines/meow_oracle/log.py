"""The Meow Oracle log: one line per thing that happens at the table, as table talk.

The state records plain tuples ``(kind, *data)`` (data are whole numbers and text); they
become :class:`MeowEvent` s when the log is read. Nothing in the log is hidden: a card
is named only once it is face up (MO-6).
"""

from __future__ import annotations

from ..core import SEAT, Event, join_and, one_of, seat_field, seat_name, seat_numbers, whole, words
from .cards import CARD_BY_TOKEN, CARDS, SQUARES
from .rules import ROUNDS

__all__ = ["MeowEvent"]


def _count(n: int, noun: str) -> str:
    """'1 card', '2 cards'."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


_ROUND = whole("round", 1, ROUNDS)
_CARD = one_of("card", CARD_BY_TOKEN, "that must be a card token such as R5, G0 or W3")
_SQUARE = one_of("square", SQUARES, "that must be a square a1 to c3")


class MeowEvent(Event):
    """One line of the Meow Oracle log (data are ints and strings only)."""

    __slots__ = ()
    TEXT = {
        "deal": lambda rnd, start, out: (
            f"Round {rnd}: 9 cards are dealt face down into each Area"
            + (f" and {out} cards sit out" if out else "") + f"; {seat_name(start)} starts."),
        "turn_up": lambda seat, card, where: (
            f"{seat_name(seat)} turns up {card} "
            + ("from beside their Area." if where == "aside" else f"from {where}.")),
        "keep": lambda seat, cards: f"{seat_name(seat)} keeps {cards}.",
        "give": lambda seat, to, card: f"{seat_name(seat)} gives {card} to {seat_name(to)}.",
        "place": lambda seat, card, square: f"{seat_name(seat)} places {card} on {square}.",
        "move_aside": lambda seat, square: (
            f"The face-down card on {seat_name(seat)}'s {square} moves beside their Area, "
            "still face down."),
        "score": lambda seat, rnd, run, asc, lines: (
            f"Round {rnd}: {seat_name(seat)} scores {_count(asc + lines, 'mark')}: {asc} for "
            f"an ascending run of {_count(run, 'card')} and {lines} for colour lines."),
        "winner_points": lambda seat, rnd, points, total: (
            f"{seat_name(seat)} earns {points} winner point{'s' if points != 1 else ''} "
            f"in round {rnd} ({total} in all)."),
        "next_start": lambda seat, rnd: (
            f"{seat_name(seat)} starts round {rnd}, with the lowest round-1 total "
            "(a tie goes to the first of the tied players clockwise after the round-1 start player, "
            "who comes last)."),
        "end": lambda seats: (
            f"{join_and([seat_name(int(s)) for s in seats.split()])} "
            + ("wins the game." if len(seats.split()) == 1 else "share the win.")),
    }
    FIELDS = {
        "deal": (_ROUND, seat_field("start player"), whole("number of cards sitting out", 0, len(CARDS))),
        "turn_up": (SEAT, _CARD, one_of("place", (*SQUARES, "aside"), "that must be a square a1 to c3 "
                                        "or 'aside'")),
        "keep": (SEAT, words("kept cards", CARD_BY_TOKEN, 1, 2)),
        "give": (SEAT, seat_field("receiver"), _CARD),
        "place": (SEAT, _CARD, _SQUARE),
        "move_aside": (SEAT, _SQUARE),
        "score": (SEAT, _ROUND, whole("run", 0, 9), whole("Point 1"), whole("Point 2")),
        "winner_points": (SEAT, _ROUND, whole("winner points", 0, 2), whole("total")),
        "next_start": (seat_field("start player"), _ROUND),
        "end": (seat_numbers("winners"),),
    }
    """What each kind's data are; a loaded log is checked against it."""
    ROUND = ("deal", "round")
    SHOWN = {"turn_up": slice(1, 2)}
    FRESH = frozenset({"deal"})
    COPIES = 1
    MOST_LINES = ROUNDS * 500
    """A round writes at most a few lines per card (turned up, kept or given, moved aside, placed) for its 36."""
