"""The public record of Kirin's tricks: each finished trick as every player saw it, with the engine's reasons.

The play table keeps one :class:`TrickRecord` per finished trick (its "last trick" panel) and the
replay steps through them; both word a trick with :func:`trick_caption`. Everything here is public:
:func:`public_observation` is an observation with no hand and no declaration in it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import seat_name
from engines.kirin import explain_order_after, explain_winner, order_after, trick_winner

__all__ = ["TrickRecord", "record_trick", "trick_caption", "tricks_so_far", "public_observation", "SEATS"]

SEATS = 4
"""The seats at a Kirin table."""


@dataclass(frozen=True)
class TrickRecord:
    """A finished trick as every player saw it, with the engine's reasons."""

    round: int
    number: int  # 1..8 within the round
    leader: int
    cards: tuple[str, ...]  # in play order, the leader's first
    winner: int | None  # index in play order; None when every card is a Kirin card
    order: str  # the order in force during the trick
    order_next: str  # the order for the next trick (KI-6)
    why_winner: str
    why_order: str

    @property
    def winner_seat(self) -> int | None:
        """The seat that won the trick, or ``None``."""
        return None if self.winner is None else (self.leader + self.winner) % SEATS


def record_trick(round_: int, number: int, leader: int, cards: list[str], order: str) -> TrickRecord:
    """Build a :class:`TrickRecord` with the engine's winner, next order and reasons (KI-5, KI-6)."""
    return TrickRecord(round_, number, leader, tuple(cards), trick_winner(cards, order), order,
                       order_after(cards, order), explain_winner(cards, order),
                       explain_order_after(cards, order))


def trick_caption(record: TrickRecord) -> str:
    """One line naming the trick's winner and the order change, for the learner."""
    if record.winner is None:
        who = "nobody wins it (every card is a Kirin card)"
    else:
        who = f"{seat_name(record.winner_seat)} wins it with {record.cards[record.winner]}"
    if record.order_next != record.order:
        after = f"the order turns {record.order_next}"
    else:
        after = f"the order stays {record.order}"
    return f"Trick {record.number} of round {record.round}: {who}; {after}."


def public_observation(state) -> dict:
    """What everyone at the table may see: an observation with no hand and no declaration in it."""
    obs = dict(state.observation(0))
    obs.update(seat=None, hand=[], declaration=None)
    return obs


def tricks_so_far(state) -> list[TrickRecord]:
    """The public record of the tricks already played this round (a position from a link starts mid-round)."""
    obs = public_observation(state)
    return [record_trick(obs["round"], number, trick["leader"], trick["cards"], trick["order"])
            for number, trick in enumerate(obs["tricks"], 1) if len(trick["cards"]) == SEATS]
