"""The Luminous Dragon Egg's rules as pure functions, and the game's constants and phases.

Set strength (DE-1), Far and Near (DE-2), scoring (DE-3), banknotes (DE-4), bracelets
(DE-5), hand resolution (DE-6), the egg (DE-7) and the end (DE-8). Every other module
asks these functions; none of them repeats a rule.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from operator import mul
from typing import Sequence

from .. import IllegalAction, InvalidInput
from ..boundary import check_rules, quote, type_name
from .cards import CARDS, Card, parse_cards, tokens

THRESHOLDS = {2: 3, 3: 15, 4: 20, 5: 30}
"""Money (ZOO) that ends the game, by player count (published fact, DE-8)."""
BRACELET_SUPPLY = 12
"""Sage's Bracelets in the supply at the start (DE-5)."""
HAND_SIZE = 5
"""Cards dealt to each player, and the most a player keeps after the refill (DE-6)."""
REFILL = 4
"""Cards each player draws after a scoring (DE-6)."""
BANKNOTES = (10, 5, 2, 1)
"""Banknote denominations in ZOO (DE-4)."""
FRIENDS = 100
"""What Friends add to a set's power: Friends outrank every BAH-YAH, whose totals stay below 100 (DE-1)."""

# ----- the phases of a round (the state stores and saves these words) -------------------------
BUILD = "build"
"""Every player still to place returns bracelets to draw (DE-5) and places two sets, hidden (DE-2)."""
EGG = "egg"
"""Every set is placed: the egg's holder decides whether to use it (DE-7)."""
DISCARD = "discard"
"""After the refill, players holding more than HAND_SIZE cards discard down to it (DE-6)."""
OVER = "over"
"""The game has ended (DE-8)."""
PHASES = (BUILD, EGG, DISCARD, OVER)

END_REASONS = {
    "threshold": "someone reached the money threshold",
    "bracelets": "the supply cannot give a bracelet to every player who earned nothing",
    "draw": "a card had to be drawn but the deck and the discard pile are empty",
}
"""Why a game ends (DE-8), as the log says it."""


@dataclass(frozen=True)
class Rules:
    """Variants of the rulings; the defaults are the rulings themselves.

    ``revelation``: ``"default"`` (DE-1: a Revelation may pair with anything) or
    ``"strict"`` (a Revelation may only pair with a card of its own colour).
    ``rebuild_draws``: ``False`` (DE-7 read as "the same hand": no bracelet draws while
    rebuilding after using the egg) or ``True`` (bracelets may be returned then too, since
    the rulebook lets a bracelet be discarded at any time).
    """

    revelation: str = "default"
    rebuild_draws: bool = False

    def __post_init__(self) -> None:
        """Refuse a variant that does not exist."""
        if self.revelation not in ("default", "strict"):
            raise InvalidInput(
                f"revelation must be 'default' or 'strict', not {quote(self.revelation)}."
            )
        if type(self.rebuild_draws) is not bool:
            raise InvalidInput(f"rebuild_draws is True or False, not {quote(self.rebuild_draws)}.")


DEFAULT_RULES = Rules()


@dataclass(frozen=True, order=True)
class Strength:
    """How strong a set is: Friends beat every BAH-YAH, then the higher total wins (DE-1).

    Only ``friends`` and ``total`` take part in comparisons; ``cards`` and ``became``
    explain the result (``became`` says what each Revelation counted as).
    """

    friends: bool
    total: int
    cards: str = field(default="", compare=False)
    became: str = field(default="", compare=False)

    @property
    def kind(self) -> str:
        """``"Friends"`` or ``"BAH-YAH"``."""
        return "Friends" if self.friends else "BAH-YAH"

    @property
    def power(self) -> int:
        """One integer with the same order as the strength (fast comparisons)."""
        return FRIENDS * self.friends + self.total

    def __str__(self) -> str:
        """``Friends, 14`` or ``BAH-YAH, 9``."""
        return f"{self.kind}, {self.total}"


def _value(c: Card) -> int:
    """A card's face value; a Revelation paired with the other colour counts 20 (DE-1)."""
    return 20 if c.rank is None else c.rank


def _strength_of(a: Card, b: Card) -> Strength:
    """Apply DE-1 to two cards without variant checks."""
    pair = tokens((a, b))
    if a.rank is not None and b.rank is not None:
        return Strength(a.colour is b.colour and a.rank == b.rank, a.rank + b.rank, pair)
    if a.colour is b.colour:  # a Revelation with its own colour always makes Friends
        rank = 20 if a.rank is None and b.rank is None else (a.rank or b.rank)
        became = "; ".join(f"{c} became {c.colour.value}{rank}" for c in (a, b) if c.rank is None)
        return Strength(True, 2 * rank, pair, became)
    became = "; ".join(f"{c} counted as {c.colour.value}20" for c in (a, b) if c.rank is None)
    return Strength(False, _value(a) + _value(b), pair, became)


STRENGTH = [[_strength_of(a, b) for b in CARDS] for a in CARDS]
"""Strength of every ordered pair of faces, by card index."""
POWER = [[s.power for s in row] for row in STRENGTH]


def mixed_revelation(a: Card, b: Card) -> bool:
    """Whether a pair puts a Revelation with a card of the other colour (illegal when strict)."""
    return (a.rank is None or b.rank is None) and a.colour is not b.colour


def allowed_pair(a: Card, b: Card, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether two cards may form a set under the rules' Revelation variant (DE-1)."""
    return rules.revelation != "strict" or not mixed_revelation(a, b)


def _pair(pair: str | Sequence, rules: Rules) -> tuple[Card, Card]:
    """Read a set of exactly two cards and check it against the Revelation variant."""
    cards = parse_cards(pair)
    if len(cards) != 2:
        raise InvalidInput(
            f"A set is exactly two cards; '{tokens(cards)}' has {len(cards)}."
        )
    a, b = cards
    if not allowed_pair(a, b, rules):
        raise IllegalAction(
            f"{a} {b} is not a set under the strict Revelation variant: a Revelation may only "
            f"pair with a card of its own colour (our reading, DE-1, allows such a pair; "
            f"this variant does not).",
            rule="DE-1",
        )
    return a, b


def set_strength(pair: str | Sequence, rules: Rules | None = None) -> Strength:
    """The strength of a two-card set (DE-1): Friends above BAH-YAH, then by total."""
    a, b = _pair(pair, check_rules(rules, Rules, DEFAULT_RULES))
    return STRENGTH[a.index][b.index]


def far_and_near(pair_a: tuple[Card, Card], pair_b: tuple[Card, Card]) -> tuple:
    """Order two sets as (Far, Near): the stronger is the Far, ties keep the given order (DE-2)."""
    if POWER[pair_b[0].index][pair_b[1].index] > POWER[pair_a[0].index][pair_a[1].index]:
        return pair_b, pair_a
    return pair_a, pair_b


def beats_or_ties(powers: Sequence[int]) -> list[list[int]]:
    """For each seat, the other seats whose set is weaker than or equal to its own (DE-3)."""
    return [[j for j, q in enumerate(powers) if j != i and q <= p] for i, p in enumerate(powers)]


def set_scores(powers: Sequence[int]) -> list[int]:
    """Each set scores one per other player's set it beats or ties (DE-3)."""
    ordered = sorted(powers)
    return [bisect_right(ordered, p) - 1 for p in powers]  # the sets of power p or less, but its own


def most_earnings(players: int) -> int:
    """The most a seat can earn in one round: both sets beating or tying every other player's (DE-3)."""
    return (players - 1) ** 2


def earnings_of(far_scores: Sequence[int], near_scores: Sequence[int]) -> list[int]:
    """Each seat earns its Far score times its Near score (DE-3)."""
    return list(map(mul, far_scores, near_scores))


def zero_earners(earnings: Sequence[int]) -> list[int]:
    """Seats that earned nothing and so take a bracelet (DE-5)."""
    return [seat for seat, e in enumerate(earnings) if e == 0]


def may_draw_while_rebuilding(rebuilding: bool, rules: Rules) -> bool:
    """Whether a player may return bracelets to draw now (DE-5): not while rebuilding after
    using the egg, which is done from the same hand (DE-7), unless the ``rebuild_draws`` variant."""
    return not rebuilding or rules.rebuild_draws


def must_discard(hand_size: int) -> bool:
    """Whether a player holding this many cards after the refill discards one (DE-6)."""
    return hand_size > HAND_SIZE


def egg_qualifiers(far_friends: Sequence[bool], near_friends: Sequence[bool]) -> list[int]:
    """The seats whose Far and Near are both Friends, who may take the egg (DE-7)."""
    return [s for s, (f, n) in enumerate(zip(far_friends, near_friends)) if f and n]


NO_QUALIFIER = "nobody has Friends in both sets"
ONLY_QUALIFIER = "only player with Friends in both sets"
STRONGEST_NEAR = "strongest Near among the players with Friends in both sets"
TIED_NEARS = "the strongest Nears among the qualifiers are tied"
EGG_REASONS = (ONLY_QUALIFIER, STRONGEST_NEAR, TIED_NEARS)
"""Why the egg moves or stays after a scoring (DE-7), as the log says it; with nobody
qualifying (``NO_QUALIFIER``) the log says nothing about the egg."""


def egg_after(far_friends: Sequence[bool], near_friends: Sequence[bool],
              near_powers: Sequence[int], holder: int | None) -> tuple[int | None, str]:
    """Where the egg goes after scoring, and why (DE-7)."""
    qualifiers = egg_qualifiers(far_friends, near_friends)
    if not qualifiers:
        return holder, NO_QUALIFIER
    if len(qualifiers) == 1:
        return qualifiers[0], ONLY_QUALIFIER
    top = max(near_powers[s] for s in qualifiers)
    best = [s for s in qualifiers if near_powers[s] == top]
    if len(best) == 1:
        return best[0], STRONGEST_NEAR
    return holder, TIED_NEARS


def banknotes(amount: int) -> dict[int, int]:
    """Pay an amount with the fewest published banknotes (DE-4)."""
    notes = {}
    for note in BANKNOTES:
        notes[note], amount = divmod(amount, note)
    return {note: n for note, n in notes.items() if n}


@dataclass(frozen=True)
class RoundResult:
    """The outcome of one scoring (DE-2, DE-3, DE-5, DE-7); lists are by seat."""

    far: list[tuple[Card, Card]]
    near: list[tuple[Card, Card]]
    far_strength: list[Strength]
    near_strength: list[Strength]
    far_scores: list[int]
    near_scores: list[int]
    earnings: list[int]
    bracelets: list[int]
    egg_holder: int | None
    egg_reason: str
    far_beats: list[list[int]]
    near_beats: list[list[int]]


def score_round(sets: Sequence, egg_holder: int | None = None,
                rules: Rules | None = None) -> RoundResult:
    """Score one round: Far against Far, Near against Near, earnings Far x Near (DE-2, DE-3).

    ``sets[seat]`` is that player's two sets in any order, each a notation string
    or a list of cards or tokens. The whole table is checked as one deal.
    """
    rules = check_rules(rules, Rules, DEFAULT_RULES)
    if not isinstance(sets, (list, tuple)):
        raise InvalidInput(f"Give the sets as a list with one entry per player, not {type_name(sets)}.")
    if not 2 <= len(sets) <= 5:
        raise InvalidInput(f"A round has 2 to 5 players; these sets are for {len(sets)}.")
    if egg_holder is not None and (type(egg_holder) is not int or not 0 <= egg_holder < len(sets)):
        raise InvalidInput(f"The egg holder is a seat 0 to {len(sets) - 1} or nobody (None), "
                           f"not {quote(egg_holder)}.")
    pairs = []
    for seat, two in enumerate(sets):
        if not isinstance(two, (list, tuple)) or len(two) != 2:
            raise InvalidInput(f"Seat {seat} needs exactly two sets, each of two cards.")
        pairs.append(far_and_near(_pair(two[0], rules), _pair(two[1], rules)))
    parse_cards([c for far, near in pairs for c in (*far, *near)])  # the table is one deal
    far = [f for f, _ in pairs]
    near = [n for _, n in pairs]
    far_s = [STRENGTH[a.index][b.index] for a, b in far]
    near_s = [STRENGTH[a.index][b.index] for a, b in near]
    far_p = [s.power for s in far_s]
    near_p = [s.power for s in near_s]
    far_scores, near_scores = set_scores(far_p), set_scores(near_p)
    earnings = earnings_of(far_scores, near_scores)
    holder, why = egg_after([s.friends for s in far_s], [s.friends for s in near_s],
                            near_p, egg_holder)
    return RoundResult(far, near, far_s, near_s, far_scores, near_scores, earnings,
                       zero_earners(earnings), holder, why,
                       beats_or_ties(far_p), beats_or_ties(near_p))


def threshold(players: int) -> int:
    """Money that ends the game for this many players (DE-8)."""
    return THRESHOLDS[players]
