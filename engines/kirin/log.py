"""The lines of a Kirin game log: what each kind of event says, and what its data may be.

Every Kirin event is public: a declaration is logged only as having been made, and the
declared cards are named when the round ends (KI-7).
"""

from __future__ import annotations

from engines.core import SEAT, Event, Field, join_and, one_of, seat_field, seat_name, seat_numbers, whole, words

from .cards import BEAST_TITLES, TOKENS, Beast, Order
from .rules import MOST_ROUNDS, PLAYERS, TRICKS_PER_ROUND

_ROUND = whole("round", 1)
_CARD = one_of("card", TOKENS, "that must be a card token such as Q6, ST or XK+")
_TRICK = words("trick", TOKENS, PLAYERS, PLAYERS)
_BEAST = one_of("beast", Beast.__members__)
_ORDER = one_of("order", [order.value for order in Order])
_TOTALS = Field("final scores", lambda v, n: type(v) is str and len(v.split(" ")) == n
                and all(t.isascii() and t.isdigit() for t in v.split(" ")),
                lambda n: f"that must be {n} whole numbers, one per seat, separated by spaces")


def _winners_text(winners: str) -> str:
    """'Aiko wins.' or 'Aiko and Bruno share the win.' from space-joined seats (KI-7)."""
    names = [seat_name(int(s)) for s in winners.split()]
    return f"{names[0]} wins." if len(names) == 1 else f"{join_and(names)} share the win."


class KirinEvent(Event):
    """A line of the Kirin log; every Kirin event is public (no hidden card is ever named)."""

    __slots__ = ()
    TEXT = {
        "deal": lambda rnd, leader: (
            f"Round {rnd}: the 36 cards are dealt, 9 to each player. The order is ascending and "
            f"{seat_name(leader)} will lead the first trick."),
        "reset": lambda rnd: (
            f"The Kirin marker goes back to ascending for round {rnd} (KI-2)."),
        "declare": lambda seat: f"{seat_name(seat)} places a declaration card face down.",
        "declared": lambda leader: (
            f"Every player has declared. {seat_name(leader)} leads the first trick."),
        "play": lambda seat, card: f"{seat_name(seat)} plays {card}.",
        "win": lambda seat, cards, card: f"{seat_name(seat)} wins the trick {cards} with {card}.",
        "all_kirin": lambda leader, cards: (
            f"Every card in the trick {cards} is a Kirin card, so by the rule for winning a trick (KI-5) "
            f"nobody wins it: the cards are put aside and {seat_name(leader)} leads the next trick."),
        "to_descending": lambda card: (
            f"Kirin effect: {card} turns the order to descending from the next trick (KI-6)."),
        "to_ascending": lambda card: (
            f"Kirin effect: {card} turns the order to ascending from the next trick (KI-6)."),
        "order_kept": lambda card, order: (
            f"Kirin effect: {card} asks for {order} order, which is already in force (KI-6)."),
        "order_cancelled": lambda beast, order: (
            f"Kirin effect: both Kirin cards of the {BEAST_TITLES[Beast[beast]]}, the strongest beast "
            f"among the Kirin cards played, cancel each other; the order stays {order} (KI-6)."),
        "reveal": lambda rnd, cards: (
            f"Round {rnd} is over. The declarations are revealed: "
            + ", ".join(f"{seat_name(s)} {c}" for s, c in enumerate(cards.split())) + "."),
        "score": lambda seat, beast, points, total: (
            f"{seat_name(seat)} won {points} {BEAST_TITLES[Beast[beast]]} card"
            f"{'' if points == 1 else 's'} and scores {points} (total {total})."),
        "end": lambda scores, winners: (
            "The game is over. Final scores: "
            + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(scores.split()))
            + ". " + _winners_text(winners)),
    }
    FIELDS = {
        "deal": (_ROUND, seat_field("leader")),
        "reset": (_ROUND,),
        "declare": (SEAT,),
        "declared": (seat_field("leader"),),
        "play": (SEAT, _CARD),
        "win": (SEAT, _TRICK, _CARD),
        "all_kirin": (seat_field("leader"), _TRICK),
        "to_descending": (_CARD,),
        "to_ascending": (_CARD,),
        "order_kept": (_CARD, _ORDER),
        "order_cancelled": (_BEAST, _ORDER),
        "reveal": (_ROUND, words("list of declarations", TOKENS, PLAYERS, PLAYERS)),
        "score": (SEAT, _BEAST, whole("points", 0, TRICKS_PER_ROUND), whole("total")),
        "end": (_TOTALS, seat_numbers("winners")),
    }
    """What each kind's data are; a loaded log is checked against it."""
    ROUND = ("deal", "round")
    SHOWN = {"play": slice(1, 2)}
    FRESH = frozenset({"deal"})
    COPIES = 1
    MOST_LINES = MOST_ROUNDS * 100
    """A round writes at most about 95 lines: the deal, 4 declarations, 36 plays, 9 tricks with their Kirin
    effects, the reveal and 4 scores."""
