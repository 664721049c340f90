"""Kirin's two actions, declaring a card (KI-7) and playing one (KI-4), with their notation.

``declare Q6`` places Q6 face down as this round's declaration; ``play Q6`` plays it to
the current trick. Each card has one action object of each kind (``PLAYS[id]``,
``DECLARES[id]``); the legal actions are read from per-beast tables of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from engines import InvalidInput
from engines.core import quote

from .cards import CARDS, Card, by_pattern, parse_card


@dataclass(frozen=True)
class Play:
    """Play a card to the current trick (KI-4); notation ``play Q6``."""

    card: Card

    def __str__(self) -> str:
        """The notation, e.g. ``play Q6``."""
        return f"play {self.card}"


@dataclass(frozen=True)
class Declare:
    """Place a card face down as this round's declaration (KI-7); notation ``declare Q6``."""

    card: Card

    def __str__(self) -> str:
        """The notation, e.g. ``declare Q6``."""
        return f"declare {self.card}"


Action = Union[Play, Declare]

PLAYS: tuple[Play, ...] = tuple(Play(card) for card in CARDS)
"""The play action of each card id."""

DECLARES: tuple[Declare, ...] = tuple(Declare(card) for card in CARDS)
"""The declare action of each card id."""

PLAYS_BY_PATTERN = by_pattern(PLAYS)
"""The play actions of the cards in a mask are ``listed(mask, PLAYS_BY_PATTERN)``."""

DECLARES_BY_PATTERN = by_pattern(DECLARES)
"""The declare actions of the cards in a mask are ``listed(mask, DECLARES_BY_PATTERN)``."""


def parse_action(text: str, declaring: bool) -> Action:
    """Read ``play Q6``, ``declare Q6`` or a bare card (``Q6``: the phase's action, ``declaring`` or playing)."""
    if isinstance(text, Card):
        return DECLARES[text.id] if declaring else PLAYS[text.id]
    if not isinstance(text, str):
        raise InvalidInput(f"A Kirin action is written as text such as 'play Q6', not {quote(text)}.")
    words = text.strip().split()
    if len(words) == 2 and words[0].lower() in ("play", "declare"):
        card = parse_card(words[1])
        return PLAYS[card.id] if words[0].lower() == "play" else DECLARES[card.id]
    if len(words) == 1:
        card = parse_card(words[0])
        return DECLARES[card.id] if declaring else PLAYS[card.id]
    raise InvalidInput(
        f"{quote(text)} is not a Kirin action: write a card such as 'play Q6' (or just 'Q6'), "
        f"or 'declare ST' while the players declare.")
