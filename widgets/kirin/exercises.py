"""Check yourself, Kirin: questions drawn and marked by the engine.

Kinds: ``playable`` (may this card be played, KI-4), ``winner`` (who wins this trick, KI-5)
and ``order`` (the order for the next trick, KI-6).
"""

from __future__ import annotations

import random

from engines.kirin import (DECK, explain_order_after, explain_winner, follow_reason, legal_follows,
                           order_after, trick_winner)

from ..checkyourself import CheckYourself, Question

SEATS = ("Aiko", "Bruno", "Chidi", "Dagny")
ORDERS = ("ascending", "descending")


def _deal(rng: random.Random, n: int) -> list[str]:
    return [c.token for c in rng.sample(DECK, n)]


def winner(rng: random.Random) -> Question:
    """Who wins a trick of four cards, Aiko leading (KI-5)."""
    cards, order = _deal(rng, 4), rng.choice(ORDERS)
    won = trick_winner(cards, order)
    trick = ", ".join(f"{SEATS[s]} <code>{c}</code>" for s, c in enumerate(cards))
    return Question(prompt=f"The order is {order}. Aiko leads and the trick is: {trick}. Who wins it?",
                    answer=SEATS[won] if won is not None else "nobody", choices=(*SEATS, "nobody"),
                    why=explain_winner(cards, order), kind="winner")


def order(rng: random.Random) -> Question:
    """The order for the next trick after a trick of four (KI-6)."""
    cards, now = _deal(rng, 4), rng.choice(ORDERS)
    return Question(prompt=f"The order is {now}. The trick is <code>{' '.join(cards)}</code>. "
                           "What is the order for the next trick?",
                    answer=order_after(cards, now), choices=ORDERS,
                    why=explain_order_after(cards, now), kind="order")


def playable(rng: random.Random) -> Question:
    """Whether a card of a hand may be played to the card led (KI-4)."""
    dealt, now = _deal(rng, 6), rng.choice(ORDERS)
    led, hand = dealt[0], dealt[1:]
    allowed = {c.token for c in legal_follows(hand, led, now)}
    card = rng.choice(sorted(allowed)) if rng.random() < 0.5 else rng.choice(hand)
    return Question(prompt=f"The order is {now}. Aiko led <code>{led}</code>. Bruno holds "
                           f"<code>{' '.join(hand)}</code>. May Bruno play <code>{card}</code>?",
                    answer="yes" if card in allowed else "no", choices=("yes", "no"),
                    why=follow_reason(card, hand, led, now), kind="playable")


KINDS = {"playable": playable, "winner": winner, "order": order}


def check_yourself(kinds=None, seed: int | None = None) -> CheckYourself:
    """The exercise widget for the given kinds of question (all by default)."""
    return CheckYourself(KINDS, kinds, seed)
