"""The Luminous Dragon Egg's log: each kind of line, its sentence and what its data may be.

The state records plain tuples ``(kind, *data)``; a scoring and the end are recorded as one
compact record each and written out by :func:`written_out` when the log is read. Private
kinds (a seat's hand, draws, placed sets and discards) start with the one seat that may
read the sentence; every other seat reads the public sentence instead.
"""

from __future__ import annotations

from ..core import Event, seat_name
from ..fields import (PLAYER_COUNT, SEAT, Field, line_of_text, one_of, repeated, seat_field, seat_numbers,
                      whole, words)
from .cards import CARDS, COPIES, DECK, TOKEN
from .rules import BRACELET_SUPPLY, EGG_REASONS, END_REASONS, HAND_SIZE, REFILL, STRENGTH, THRESHOLDS


def _names(cards: tuple[int, ...]) -> str:
    """Card indices written as notation."""
    return " ".join(TOKEN[c] for c in cards)


def _set_text(seat: int, part: str, a: int, b: int, score: int, others: int) -> str:
    """One set's line of the scoring: what it is and how many sets it beats or ties (DE-3)."""
    return (f"{seat_name(seat)}'s {part} ({TOKEN[a]} {TOKEN[b]}: {STRENGTH[a][b]}) beats or ties "
            f"{score} of {others} {part} sets.")


def _score_text(seat: int, f0: int, f1: int, n0: int, n1: int, far_score: int, near_score: int,
                others: int, money: int) -> str:
    """A seat's reveal, its two set scores and its earnings, one sentence per line (DE-3)."""
    return "\n".join((
        f"{seat_name(seat)} reveals Far {TOKEN[f0]} {TOKEN[f1]} and Near {TOKEN[n0]} {TOKEN[n1]}.",
        _set_text(seat, "Far", f0, f1, far_score, others),
        _set_text(seat, "Near", n0, n1, near_score, others),
        f"{seat_name(seat)} earns {far_score} x {near_score} = {far_score * near_score} ZOO "
        f"(now {money} ZOO).",
    ))


def _end_text(reason: str, winners: str, money: str, also: str | None = None) -> str:
    """Why the game ended (one or two reasons, DE-8), the money, and who wins."""
    names = " and ".join(seat_name(int(s)) for s in winners.split())
    why = END_REASONS[reason] + (f", and {END_REASONS[also]}" if also else "")
    verb = "share the win" if " and " in names else "wins"
    return f"The game ends because {why}. Money: {money} ZOO. {names} {verb}."


# What a saved log line may hold (checked when a game is loaded).
_CARD = whole("card", 0, len(CARDS) - 1,
              f"that must be a card number from 0 ({TOKEN[0]}) to {len(CARDS) - 1} ({TOKEN[-1]})")
_TARGET = one_of("set named", ("far", "near"))
_REASON = one_of("reason", END_REASONS)
_GOAL = Field("money goal", lambda v, n: type(v) is int and v == THRESHOLDS[n],
              lambda n: f"a game for {n} players ends at {THRESHOLDS[n]} ZOO (DE-8)")
_OTHERS = Field("number of other sets", lambda v, n: type(v) is int and v == n - 1,
                lambda n: f"each set is compared with the {n - 1} other players' sets (DE-3)")
_WHY = one_of("reason", EGG_REASONS, "that must be one of the reasons DE-7 gives for the egg")


class DragonEggEvent(Event):
    """A log line of The Luminous Dragon Egg; private kinds start with the seat that sees them."""

    __slots__ = ()
    PRIVATE = frozenset({"deal", "draw", "build", "discard"})
    TEXT = {
        "start": lambda n, goal: f"A game for {n} players begins: reaching {goal} ZOO ends it.",
        "round": lambda r: f"Round {r}: everyone builds two sets in secret.",
        "deal": lambda s, *cards: f"{seat_name(s)} is dealt {_names(cards)}.",
        "draw": lambda s, *cards: f"{seat_name(s)} draws {_names(cards)}.",
        "bracelet_return": lambda s: f"{seat_name(s)} returns a bracelet to draw a card.",
        "reshuffle": lambda n: f"The deck is empty: the {n} discarded cards are shuffled into a new deck.",
        "build": lambda s, a, b, c, d: (f"{seat_name(s)} places Far {TOKEN[a]} {TOKEN[b]} and "
                                        f"Near {TOKEN[c]} {TOKEN[d]} face down."),
        "egg_use": lambda s, t: (f"{seat_name(s)} returns the egg to the centre and names the "
                                 f"{t.capitalize()}: every other player shows it."),
        "show": lambda s, t, cards: f"{seat_name(s)} shows their {t.capitalize()}: {cards}.",
        "take_back": lambda s: f"{seat_name(s)} takes both sets back and rebuilds from the same hand.",
        "egg_keep": lambda s: f"{seat_name(s)} keeps the egg for a later round.",
        "score": _score_text,
        "bracelet_gain": lambda s, left: (
            f"{seat_name(s)} earned nothing and takes a bracelet ({left} left in the supply)."),
        "egg_move": lambda s, old, why: (
            f"{seat_name(s)} takes the egg from "
            f"{'the centre' if old is None else seat_name(old)}: {why}."),
        "egg_stay": lambda s, why: (
            f"The egg stays {'in the centre' if s is None else 'with ' + seat_name(s)}: {why}."),
        "resolve": lambda n: (f"Used cards and the deck are shuffled together ({n} cards); "
                              f"everyone draws {REFILL}."),
        "discard": lambda s, c: f"{seat_name(s)} discards {c} to keep {HAND_SIZE} cards.",
        "end": _end_text,
    }
    PUBLIC_TEXT = {
        "deal": lambda s, *cards: f"{seat_name(s)} is dealt {len(cards)} cards.",
        "draw": lambda s, *cards: f"{seat_name(s)} draws {len(cards)} card{'s' * (len(cards) > 1)}.",
        "build": lambda s, *cards: f"{seat_name(s)} places two sets face down.",
        "discard": lambda s, c: f"{seat_name(s)} discards a card to keep {HAND_SIZE}.",
    }
    FIELDS = {
        "start": (PLAYER_COUNT, _GOAL),
        "round": (whole("round", 1),),
        "deal": (SEAT, repeated(_CARD, HAND_SIZE, HAND_SIZE)),
        "draw": (SEAT, repeated(_CARD, 1, REFILL)),  # fewer than 4 when the cards run out (DE-8)
        "bracelet_return": (SEAT,),
        "reshuffle": (whole("number of cards", 1, len(DECK)),),
        "build": (SEAT, _CARD, _CARD, _CARD, _CARD),  # Far, then Near
        "egg_use": (SEAT, _TARGET),
        "show": (SEAT, _TARGET, words("shown set", TOKEN, 2, 2)),
        "take_back": (SEAT,),
        "egg_keep": (SEAT,),
        "score": (SEAT, _CARD, _CARD, _CARD, _CARD, whole("Far score", 0, lambda n: n - 1),
                  whole("Near score", 0, lambda n: n - 1), _OTHERS, whole("money")),
        "bracelet_gain": (SEAT, whole("number of bracelets left", 0, BRACELET_SUPPLY)),
        "egg_move": (seat_field("new egg holder"), seat_field("old egg holder", nobody=True), _WHY),
        "egg_stay": (seat_field("egg holder", nobody=True), _WHY),
        "resolve": (whole("number of cards", 1, len(DECK)),),
        "discard": (SEAT, one_of("card", TOKEN, "that must be a card token such as R7 or B*")),
        "end": (_REASON, seat_numbers("winners"), line_of_text("money"),
                repeated(_REASON, 0, 1)),  # the second reason, when both are met
    }
    """What each kind's data are, as written out; a loaded log is checked against it."""
    ROUND = ("round", "round")
    SHOWN = {"deal": slice(1, None), "draw": slice(1, None)}
    FRESH = frozenset({"resolve", "reshuffle"})  # the cards drawn after them come from a shuffled deck (DE-6)
    SINCE = "since the deck was last shuffled"
    COPIES = COPIES
    MOST_LINES = 20_000
    """More than a hundred times the longest of 400 random games (154 lines); the deck runs out in the end (DE-8)."""

    @staticmethod
    def token(card: int) -> str:
        """A card index as notation."""
        return TOKEN[card]


COMPACT = "compact"
"""The kind of a compact record: the data of one or more events, written out when the log is read."""


def written_out(record: tuple) -> tuple:
    """The events a log record stands for: itself, or what a compact record holds.

    A scoring is recorded as ``(COMPACT, "score", builds, far scores, near scores, money)``
    (DE-3), one "score" event per seat; the end as ``(COMPACT, "end", reason, winners, money,
    second reason or None)`` (DE-8), one "end" event with the winners and money as text.
    """
    if record[0] != COMPACT:
        return (record,)
    if record[1] == "end":
        _, kind, reason, winners, money, also = record
        winners = " ".join(map(str, winners))
        purses = " / ".join(f"{seat_name(s)} {m}" for s, m in enumerate(money))
        return ((kind, reason, winners, purses, also) if also else (kind, reason, winners, purses),)
    _, kind, builds, far_scores, near_scores, money = record
    others = len(builds) - 1
    return tuple((kind, s, *b.indices, far_scores[s], near_scores[s], others, money[s])
                 for s, b in enumerate(builds))
