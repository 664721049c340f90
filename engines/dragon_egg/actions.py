"""The Luminous Dragon Egg's actions, their notation, and the tables of the builds a hand allows.

Actions: :class:`Build` (place two sets, DE-1, DE-2), :class:`ReturnBracelet` (DE-5),
:class:`UseEgg` and :class:`KeepEgg` (DE-7) and :class:`Discard` (DE-6). Notation:
``R7 R* | B2 B3``, ``bracelet``, ``egg far``, ``egg near``, ``no egg``, ``discard R2``.

The builds of a hand are a pure function of its cards, so they are listed once per
four cards and once per hand and remembered: the legal lists share their Build objects.
"""

from __future__ import annotations

from collections import namedtuple
from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from .. import InvalidInput
from ..boundary import quote, type_name
from .cards import CARDS, Card, card, parse_cards
from .rules import DEFAULT_RULES, HAND_SIZE, POWER, STRENGTH, Rules, allowed_pair, far_and_near

Pair = tuple[Card, Card]

_PAIRS: dict[tuple[int, int], Pair] = {(a.index, b.index): (a, b) for a in CARDS for b in CARDS
                                       if a.index <= b.index}
"""Every two faces as one shared tuple, lower index first: the legal builds (9,060 under the
rulings, 7,155 under the strict variant) share these 136 pairs instead of holding two tuples each."""


SET_POWER: dict[Pair, int] = {pair: POWER[pair[0].index][pair[1].index] for pair in _PAIRS.values()}
"""The power of every set (DE-1), by its shared pair (the key is that very tuple, found at once)."""
SET_FRIENDS: dict[Pair, bool] = {pair: STRENGTH[pair[0].index][pair[1].index].friends
                                 for pair in _PAIRS.values()}
"""Whether every set is Friends (DE-1), by its shared pair."""
SET_INDICES: dict[Pair, tuple[int, int]] = {pair: (pair[0].index, pair[1].index) for pair in _PAIRS.values()}
"""The card indices of every set, by its shared pair."""


def _pair(two: Sequence[Card]) -> Pair:
    """A set's two cards as the shared tuple of ``_PAIRS``, lower index first."""
    a, b = two
    return _PAIRS[(a.index, b.index) if a.index <= b.index else (b.index, a.index)]


def _lower_cards(pair: Pair) -> tuple[int, int]:
    """A sorted pair's card indices: of two equally strong sets, the lower is placed as the Far."""
    return pair[0].index, pair[1].index


class Build(namedtuple("_TwoSets", "far near")):
    """Place two sets face down: the Far and the Near, in the order DE-2 gives them.

    The two sets may be given in either order, each set's cards too: ``Build(near, far)``
    is the same build as ``Build(far, near)``, since the stronger set is the Far (DE-2;
    of two equally strong sets, the one with the lower cards). So a build is always
    written the same way, and equal builds compare equal. It is the named tuple
    ``(far, near)`` of two shared pairs, ordered when it is made; like every action it
    never changes.
    """

    __slots__ = ()

    def __new__(cls, one: Sequence[Card], other: Sequence[Card]) -> "Build":
        """The build of two sets given in any order (DE-2)."""
        first, second = sorted((_pair(one), _pair(other)), key=_lower_cards)
        return super().__new__(cls, *far_and_near(first, second))

    @property
    def cards(self) -> tuple[Card, ...]:
        """The four cards the two sets use, Far first."""
        return (*self.far, *self.near)

    @property
    def indices(self) -> tuple[int, int, int, int]:
        """The four cards' indices, Far first, as the state holds and logs them."""
        return SET_INDICES[self.far] + SET_INDICES[self.near]

    def __str__(self) -> str:
        """The notation: ``R7 R* | B2 B3``, the Far first."""
        (a, b), (c, d) = self
        return f"{a} {b} | {c} {d}"


@dataclass(frozen=True)
class ReturnBracelet:
    """Return one Sage's Bracelet to the supply and draw a card (DE-5)."""

    def __str__(self) -> str:
        """The notation: ``bracelet``."""
        return "bracelet"


@dataclass(frozen=True)
class UseEgg:
    """Return the egg to the centre and make everyone else show their Far or Near (DE-7)."""

    target: str
    """``"far"`` or ``"near"``."""

    def __str__(self) -> str:
        """The notation: ``egg far`` or ``egg near``."""
        return f"egg {self.target}"


@dataclass(frozen=True)
class KeepEgg:
    """Do not use the egg this round: go straight to the reveal."""

    def __str__(self) -> str:
        """The notation: ``no egg``."""
        return "no egg"


@dataclass(frozen=True)
class Discard:
    """Discard one card while holding more than five after the refill (DE-6)."""

    card: Card

    def __str__(self) -> str:
        """The notation: ``discard R2``."""
        return f"discard {self.card}"


Action = Build | ReturnBracelet | UseEgg | KeepEgg | Discard
ACTION_TYPES = (Build, ReturnBracelet, UseEgg, KeepEgg, Discard)
BRACELET = ReturnBracelet()
EGG_FAR, EGG_NEAR, NO_EGG = UseEgg("far"), UseEgg("near"), KeepEgg()
EGG_CHOICES = (NO_EGG, EGG_FAR, EGG_NEAR)
"""What the egg's holder may do once every set is placed (DE-7), in the order they are offered."""
DISCARDS = tuple(Discard(c) for c in CARDS)
"""The discard of each card, by card index."""


def outclassed(build: Build, builds: Sequence[Build]) -> bool:
    """Whether another of ``builds`` uses the same four cards (so keeps the same card, DE-6) with a Far and a Near
    each at least as strong and one stronger (DE-1, DE-2): it beats or ties every set this one would (DE-3), and gains
    the egg wherever this one would (DE-7), so it is never the worse choice."""
    mine = (SET_POWER[build.far], SET_POWER[build.near])
    cards = sorted(build.indices)
    for other in builds:
        theirs = (SET_POWER[other.far], SET_POWER[other.near])
        if theirs != mine and theirs[0] >= mine[0] and theirs[1] >= mine[1] and sorted(other.indices) == cards:
            return True
    return False


def same_sets(one, other) -> bool:
    """Whether two actions are two builds of the same four cards with a Far and a Near as strong (DE-1, DE-2): the
    same sets beaten and tied, the same card kept (DE-6), the egg alike (DE-7); only the pairing differs."""
    return (isinstance(one, Build) and isinstance(other, Build) and sorted(one.indices) == sorted(other.indices)
            and (SET_POWER[one.far], SET_POWER[one.near]) == (SET_POWER[other.far], SET_POWER[other.near]))


def make_build(pair_a: Sequence[Card], pair_b: Sequence[Card]) -> Build:
    """The build of two sets given in any order: the stronger is the Far (DE-2)."""
    return Build(pair_a, pair_b)


# ----- the builds a hand allows ----------------------------------------------------------------
_STRICT = Rules("strict")

_FOURS: tuple[dict, dict] = ({}, {})
"""Per variant (default, strict): four cards (sorted indices) -> their builds."""

HANDS_REMEMBERED = 200_000
"""How many hands' builds are kept (a hand's builds are a pure function of the hand)."""

_HANDS: tuple[dict, dict] = ({}, {})
"""Per variant (default, strict): a sorted hand of at most HAND_SIZE cards -> its builds. Larger
hands (after returning bracelets, DE-5) seldom come back, so theirs are listed afresh."""


def _split_four(four: tuple[int, int, int, int], rules: Rules) -> tuple[Build, ...]:
    """The distinct ways to split four cards (sorted indices) into two allowed sets (DE-1, DE-2)."""
    w, x, y, z = (CARDS[i] for i in four)
    splits = (((w, x), (y, z)), ((w, y), (x, z)), ((w, z), (x, y)))
    allowed = (Build(a, b) for a, b in splits if allowed_pair(*a, rules) and allowed_pair(*b, rules))
    return tuple(dict.fromkeys(allowed))  # two splits may give the same build: it is listed once


def hand_builds(hand: tuple[int, ...], strict: bool) -> tuple[Build, ...]:
    """A sorted hand's builds: each distinct four of its cards, split every allowed way (DE-1, DE-2),
    read from the remembered tables when the hand or the four cards were seen before."""
    remembered = _HANDS[strict]
    builds = remembered.get(hand)
    if builds is None:
        fours, listed = _FOURS[strict], []
        for four in dict.fromkeys(combinations(hand, 4)):  # each distinct four cards once, in order
            split = fours.get(four)
            if split is None:
                split = fours[four] = _split_four(four, _STRICT if strict else DEFAULT_RULES)
            listed += split
        builds = tuple(listed)
        if len(hand) <= HAND_SIZE:
            if len(remembered) >= HANDS_REMEMBERED:
                remembered.clear()  # a plain bound: the table refills with the hands still in play
            remembered[hand] = builds
    return builds


def builds_for(hand: Sequence[int], strict: bool = False) -> tuple[Build, ...]:
    """Every distinct way to make two sets from a hand of card indices (DE-1, DE-2), in the
    order ``legal_actions`` lists them for that hand; the indices are checked and sorted."""
    if type(hand) not in (list, tuple) or any(type(i) is not int or not 0 <= i < len(CARDS) for i in hand):
        raise InvalidInput(f"A hand is a list of card indices, whole numbers from 0 to {len(CARDS) - 1}; "
                           f"not {quote(hand)}.")
    parse_cards([CARDS[i] for i in hand])  # refuses more copies of a card than the deck has
    return hand_builds(tuple(sorted(hand)), bool(strict))


def _forget_builds() -> None:
    """Forget the remembered builds (for cold-start timings and tests)."""
    for remembered in (*_FOURS, *_HANDS):
        remembered.clear()


builds_for.cache_clear = _forget_builds  # type: ignore[attr-defined]


# ----- notation --------------------------------------------------------------------------------
def parse_action(text: str) -> Action:
    """Read action notation: ``R7 R* | B2 B3``, ``bracelet``, ``egg far``, ``no egg``, ``discard R2``."""
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise InvalidInput(f"An action is notation such as 'R7 R* | B2 B3' or 'bracelet', "
                           f"not {type_name(text)}.")
    words = text.strip().lower().split()
    if words == ["bracelet"]:
        return BRACELET
    if words in (["no", "egg"], ["keep", "egg"]):
        return NO_EGG
    if len(words) == 2 and words[0] == "egg" and words[1] in ("far", "near"):
        return EGG_FAR if words[1] == "far" else EGG_NEAR
    if len(words) == 2 and words[0] == "discard":
        return DISCARDS[card(words[1]).index]
    for sep in ("|", ","):
        if sep in text:
            left, _, right = text.partition(sep)
            a, b = parse_cards(left), parse_cards(right)
            if len(a) != 2 or len(b) != 2:
                raise InvalidInput(f"Each set is exactly two cards: {quote(text.strip())} is not.")
            parse_cards(a + b)
            return Build(a, b)
    raise InvalidInput(
        f"{quote(text.strip())} is not a Dragon Egg action. Write two sets as 'R7 R* | B2 B3', "
        "or 'bracelet', 'egg far', 'egg near', 'no egg', or 'discard R2'."
    )
