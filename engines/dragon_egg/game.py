"""The Luminous Dragon Egg game loop: rounds of hidden set building, reveal and scoring.

Phases of a round:

``build``   every player (simultaneously, hidden) returns any bracelets to draw cards
            (DE-5) and then places two sets; the engine orders them Far/Near (DE-2).
``egg``     if someone holds the egg, they may use it: name Far or Near, everyone else
            shows that set, and the holder rebuilds from the same hand (DE-7).
(scoring)   automatic: money, the egg's move, bracelets, the end checks (DE-3, DE-5,
            DE-7, DE-8), then hand resolution and the refill of 4 cards (DE-6).
``discard`` players holding 6 or more cards discard down to 5, by choice (DE-6).

The deck is kept as an unordered pool: drawing takes a uniformly random card from
it with the state's own generator, which is the same as drawing from the top of a
well-shuffled deck.
"""

from __future__ import annotations

import random
from math import floor
from bisect import bisect_right, insort
from dataclasses import dataclass, field
from itertools import combinations

from .. import IllegalAction, InvalidInput
from ..core import (PLAYER_COUNT, SEAT, Event, Field, GameState, PlainTupleLog, check_players, check_rules,
                    line_of_text, one_of, quote, repeated, seat_error, seat_field, seat_name,
                    seat_numbers, type_name, whole, words)
from .cards import BY_TOKEN, CARDS, COPIES, DECK, Card, card, parse_cards, tokens
from .rules import (BRACELET_SUPPLY, DEFAULT_RULES, EGG_REASONS, HAND_SIZE, NO_QUALIFIER, POWER,
                    REFILL, STRENGTH, THRESHOLDS, Rules, allowed_pair, egg_after, threshold)

TOKEN = [c.token for c in CARDS]
DECK_INDICES = tuple(c.index for c in DECK)
PLAYER_COUNTS = range(2, 6)


# ----- actions ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Build:
    """Place two sets face down: the Far (stronger) and the Near (DE-2)."""

    far: tuple[Card, Card]
    near: tuple[Card, Card]
    # Derived once per object (legal builds are made once and shared): the card indices
    # in the order far, near, and the two sets' powers, for fast checks and scoring.
    idx: tuple[int, int, int, int] = field(init=False, repr=False, compare=False)
    far_power: int = field(init=False, repr=False, compare=False)
    near_power: int = field(init=False, repr=False, compare=False)
    shared: int = field(init=False, repr=False, compare=False)
    """Bit 1: this object is the default rules' one legal build of its sets; bit 2: the strict variant's."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "shared", 0)
        (a, b), (c, d) = self.far, self.near
        object.__setattr__(self, "idx", (a.index, b.index, c.index, d.index))
        object.__setattr__(self, "far_power", POWER[a.index][b.index])
        object.__setattr__(self, "near_power", POWER[c.index][d.index])

    def __str__(self) -> str:
        return f"{self.far[0]} {self.far[1]} | {self.near[0]} {self.near[1]}"

    @property
    def cards(self) -> tuple[Card, ...]:
        """The four cards the two sets use."""
        return (*self.far, *self.near)


@dataclass(frozen=True)
class ReturnBracelet:
    """Return one Sage's Bracelet to the supply and draw a card (DE-5)."""

    def __str__(self) -> str:
        return "bracelet"


@dataclass(frozen=True)
class UseEgg:
    """Return the egg to the centre and make everyone else show their Far or Near (DE-7)."""

    target: str  # "far" or "near"

    def __str__(self) -> str:
        return f"egg {self.target}"


@dataclass(frozen=True)
class KeepEgg:
    """Do not use the egg this round: go straight to the reveal."""

    def __str__(self) -> str:
        return "no egg"


@dataclass(frozen=True)
class Discard:
    """Discard one card while holding 6 or more after the refill (DE-6)."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


Action = Build | ReturnBracelet | UseEgg | KeepEgg | Discard
ACTION_TYPES = (Build, ReturnBracelet, UseEgg, KeepEgg, Discard)
BRACELET = ReturnBracelet()
EGG_FAR, EGG_NEAR, NO_EGG = UseEgg("far"), UseEgg("near"), KeepEgg()
DISCARDS = tuple(Discard(c) for c in CARDS)


def make_build(pair_a, pair_b) -> Build:
    """The canonical Build for two pairs: each pair sorted, the stronger first (DE-2)."""
    a, b = _sorted_pair(pair_a), _sorted_pair(pair_b)
    pa, pb = POWER[a[0].index][a[1].index], POWER[b[0].index][b[1].index]
    if pb > pa or (pb == pa and _key(b) < _key(a)):
        a, b = b, a
    return Build(a, b)


_PAIRS = {(a.index, b.index): (a, b) for a in CARDS for b in CARDS if a.index <= b.index}
"""Every two faces as one shared tuple, lower index first: the legal builds (9,060 under the
rulings, 7,155 under the strict variant) share these 136 pairs instead of holding two tuples
each, and the smaller tables read faster."""


def _sorted_pair(pair) -> tuple[Card, Card]:
    """A set's two cards, lower index first, as the shared tuple of ``_PAIRS``."""
    a, b = pair
    return _PAIRS[(a.index, b.index) if a.index <= b.index else (b.index, a.index)]


def _key(pair) -> tuple[int, int]:
    return pair[0].index, pair[1].index


_SHARED_BIT = (1, 2)
"""``Build.shared``'s bit for the default rules and for the strict variant."""

_CANONICAL: tuple[dict, dict] = ({}, {})
"""Per variant (default, strict): the card indices (Far then Near) of every legal build made
so far -> its one shared Build object. Filled by ``_split_four``."""


_FOURS: tuple[dict, dict] = ({}, {})
"""Per variant (default, strict): four cards (sorted indices) -> their legal builds. Filled by
``_split_four``; at most a few thousand entries, one per distinct four cards of the deck."""


def _split_four(four: tuple[int, int, int, int], strict: bool) -> tuple[Build, ...]:
    """The distinct ways to split four cards (sorted indices) into two sets (DE-1, DE-2)."""
    builds = _FOURS[strict].get(four)
    if builds is not None:
        return builds
    rules = Rules("strict") if strict else DEFAULT_RULES
    w, x, y, z = (CARDS[i] for i in four)
    found: dict[tuple, Build] = {}
    for pa, pb in (((w, x), (y, z)), ((w, y), (x, z)), ((w, z), (x, y))):
        if allowed_pair(*pa, rules) and allowed_pair(*pb, rules):
            b = make_build(pa, pb)
            found.setdefault((_key(b.far), _key(b.near)), b)
    builds = tuple(_CANONICAL[strict].setdefault(b.idx, b) for b in found.values())
    for b in builds:
        object.__setattr__(b, "shared", b.shared | _SHARED_BIT[strict])
    _FOURS[strict][four] = builds
    return builds


HANDS_REMEMBERED = 200_000
"""How many hands' builds are kept (a hand's builds are a pure function of the hand)."""

_REMEMBERED: tuple[dict, dict] = ({}, {})
"""Per variant (default, strict): sorted hand of at most HAND_SIZE cards -> its builds, in
enumeration order. Larger hands (after returning bracelets, DE-5) seldom come back, so
their builds are listed afresh each time (from ``_FOURS``) rather than kept."""


def _hand_builds(hand: tuple[int, ...], strict: bool) -> tuple[Build, ...]:
    """A sorted hand's legal builds, each way to pick four cards split every allowed way (DE-1, DE-2)."""
    remembered = _REMEMBERED[strict]
    builds = remembered.get(hand)
    if builds is None:
        fours, listed = _FOURS[strict], []
        for four in dict.fromkeys(combinations(hand, 4)):  # each distinct four cards once, in order
            split = fours.get(four)  # read without a call when known: 2% of a game's instructions
            listed += split if split is not None else _split_four(four, strict)
        builds = tuple(listed)
        if len(hand) <= HAND_SIZE:
            if len(remembered) >= HANDS_REMEMBERED:
                remembered.clear()  # a plain bound: the table refills with the hands still in play
            remembered[hand] = builds
    return builds


def builds_for(hand, strict: bool = False) -> tuple[Build, ...]:
    """Every distinct way to make two sets from a hand of card indices (DE-1, DE-2), in the
    order ``legal_actions`` lists them for that hand; the indices are checked and sorted."""
    if type(hand) not in (list, tuple) or any(type(i) is not int or not 0 <= i < len(CARDS) for i in hand):
        raise InvalidInput(f"A hand is a list of card indices, whole numbers from 0 to {len(CARDS) - 1}; "
                           f"got {hand!r}.")
    parse_cards([CARDS[i] for i in hand])  # refuses more copies of a card than the deck has
    return _hand_builds(tuple(sorted(hand)), bool(strict))


def _canonical(action: Build, strict: bool) -> Build | None:
    """The shared legal Build with ``action``'s sets in its order, or None if the sets break DE-1/DE-2."""
    if action.shared & _SHARED_BIT[strict]:
        return action  # the one made by _split_four, as legal_actions gives it
    found = _CANONICAL[strict].get(action.idx)
    if found is None:
        _split_four(tuple(sorted(action.idx)), strict)  # first time these four cards are split
        found = _CANONICAL[strict].get(action.idx)
    return found


def _take_from_hand(hand: list[int], cards: tuple[int, ...]) -> list[int] | None:
    """The hand without ``cards``, or None if it does not hold them all (the hand is unchanged)."""
    rest = hand.copy()
    a, b, c, d = cards
    try:
        rest.remove(a)
        rest.remove(b)
        rest.remove(c)
        rest.remove(d)
    except ValueError:
        return None
    return rest


def _legal_build(hand, strict: bool, action: Build) -> Build | None:
    """The shared Build equal to ``action`` if its sets are allowed and the hand holds its cards."""
    found = _canonical(action, strict)
    return found if found is not None and _take_from_hand(hand, found.idx) is not None else None


def _clear_builds() -> None:
    """Forget the remembered builds (for cold-start timings)."""
    for remembered in (*_FOURS, *_REMEMBERED, *_CANONICAL):
        remembered.clear()


builds_for.cache_clear = _clear_builds  # type: ignore[attr-defined]


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
            return make_build(a, b)
    raise InvalidInput(
        f"{quote(text.strip())} is not a Dragon Egg action. Write two sets as 'R7 R* | B2 B3', "
        "or 'bracelet', 'egg far', 'egg near', 'no egg', or 'discard R2'."
    )


# ----- events ----------------------------------------------------------------------
def _names(cards) -> str:
    """Card indices written as notation."""
    return " ".join(TOKEN[c] for c in cards)


def _possessive(seat: int) -> str:
    return f"{seat_name(seat)}'s"


def _set_text(seat: int, part: str, a: int, b: int, score: int, others: int) -> str:
    """One set's line of the scoring: what it is and how many sets it beats or ties (DE-3)."""
    strength = STRENGTH[a][b]
    return (f"{_possessive(seat)} {part} ({TOKEN[a]} {TOKEN[b]}: {strength}) beats or ties "
            f"{score} of {others} {part} sets.")


def _score_text(seat, f0, f1, n0, n1, far_score, near_score, others, money) -> str:
    """A seat's reveal, its two set scores and its earnings, one sentence per line (DE-3)."""
    return "\n".join((
        f"{seat_name(seat)} reveals Far {TOKEN[f0]} {TOKEN[f1]} and Near {TOKEN[n0]} {TOKEN[n1]}.",
        _set_text(seat, "Far", f0, f1, far_score, others),
        _set_text(seat, "Near", n0, n1, near_score, others),
        f"{seat_name(seat)} earns {far_score} x {near_score} = {far_score * near_score} ZOO "
        f"(now {money} ZOO).",
    ))


END_REASONS = {
    "threshold": "someone reached the money threshold",
    "bracelets": "the supply cannot give a bracelet to every player who earned nothing",
    "draw": "a card had to be drawn but the deck and discards are empty",
}
"""Why a game ends (DE-8), as the log says it."""


def _end_text(reason, winners, money, also=None) -> str:
    names = " and ".join(seat_name(int(s)) for s in winners.split())
    why = END_REASONS[reason] + (f", and {END_REASONS[also]}" if also else "")
    verb = "share the win" if " and " in names else "wins"
    return f"The game ends because {why}. Money: {money} ZOO. {names} {verb}."


# What a saved log line may hold (checked by GameState._check_log when a game is loaded).
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
        "score": lambda *a: _score_text(*a),
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
    """What each kind's data are, as written out (``_written_out``); a loaded log is checked against it."""


_COMPACT = "compact"
"""The kind of a compact record: the data of one or more events, written out when the log is read."""


def _written_out(raw: tuple) -> tuple:
    """The events a log record stands for: itself, or what a compact record holds.

    A refill is recorded as ``(_COMPACT, "deal" or "draw", k, drawn)``: seat by seat, k cards
    each (DE-6). A scoring as ``(_COMPACT, "score", builds, far scores, near scores, money)``
    (DE-3). The end as ``(_COMPACT, "end", reason, winners, money, second reason or None)`` (DE-8).
    Written out, they are the seats' private draws, their public scores and the end's sentence.
    """
    if raw[0] != _COMPACT:
        return (raw,)
    if raw[1] == "end":
        _, kind, reason, winners, money, also = raw
        winners = " ".join(map(str, winners))
        purses = " / ".join(f"{seat_name(s)} {m}" for s, m in enumerate(money))
        return ((kind, reason, winners, purses, also) if also else (kind, reason, winners, purses),)
    if raw[1] == "score":
        _, kind, builds, far_s, near_s, money = raw
        others = len(builds) - 1
        return tuple((kind, s, *b.idx, far_s[s], near_s[s], others, money[s])
                     for s, b in enumerate(builds))
    _, kind, k, drawn = raw
    return tuple((kind, s, *drawn[s * k:s * k + k]) for s in range(len(drawn) // k))


# ----- the state -------------------------------------------------------------------
class State(PlainTupleLog, GameState):
    """A game of The Luminous Dragon Egg for 2-5 players.

    The log (``events``) is recorded as plain tuples, and a refill, a scoring or the end as
    one compact record, written out by ``_written_out`` when the log is read.
    """

    GAME = "dragon_egg"
    EVENT = DragonEggEvent
    ACTION_INPUT = (str, *ACTION_TYPES)
    ACTION_NOTATION = "'R7 R* | B2 B3' or 'bracelet'"
    _written_out = staticmethod(_written_out)

    def __init__(self, players: int, seed: int | None = None, rules: Rules | None = None) -> None:
        self.players = check_players(players, PLAYER_COUNTS, "The Luminous Dragon Egg")
        self.rules = check_rules(rules, Rules, DEFAULT_RULES)
        self.rng = random.Random(random.Random().getrandbits(64) if seed is None else seed)
        self._log: list[tuple] = []  # the events, see ``events``
        self.deck = list(DECK_INDICES)
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.money = [0] * players
        self.bracelets = [0] * players
        self.supply = BRACELET_SUPPLY
        self.egg_holder: int | None = None
        self.egg_used_by: int | None = None
        self.egg_target: str | None = None
        self.shown: list[str | None] = [None] * players
        self.builds: list[Build | None] = [None] * players
        self.last: tuple | None = None  # (builds, far scores, near scores) of the last scoring
        self.round = 0
        self.phase = "build"
        self.end_reason: str | None = None
        self._log.append(("start", players, THRESHOLDS[players]))
        self._draw_all(HAND_SIZE, "deal")
        self._start_round()

    # ----- reading the state ---------------------------------------------------------
    def to_act(self) -> list[int]:
        """Seats still to build, the egg holder deciding, or seats discarding down."""
        phase = self.phase
        if phase == "build":
            return self._unplaced.copy()
        if phase == "egg":
            return [self.egg_holder]
        if phase == "discard":
            return [s for s, h in enumerate(self.hands) if len(h) > HAND_SIZE]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        """Builds (and a bracelet return), egg choices, or discards, as the phase allows."""
        if type(seat) is not int or not 0 <= seat < self.players:  # _check_seat, inlined
            raise seat_error(seat, self.players)
        phase = self.phase
        if phase == "build":
            if self.builds[seat] is not None:
                return []
            hand, strict = tuple(self.hands[seat]), self.rules.revelation == "strict"
            # a remembered hand is read here without a call; _hand_builds lists any other
            acts = list(_REMEMBERED[strict].get(hand) or _hand_builds(hand, strict))
            if self.bracelets[seat] and (self.egg_used_by != seat or self.rules.rebuild_draws):
                acts.append(BRACELET)
            return acts
        if phase == "egg":
            return [NO_EGG, EGG_FAR, EGG_NEAR] if seat == self.egg_holder else []
        if phase == "discard" and len(self.hands[seat]) > HAND_SIZE:
            return [DISCARDS[i] for i in sorted(set(self.hands[seat]))]
        return []

    def _is_legal(self, seat: int, action) -> bool:
        """Whether ``action`` is among ``legal_actions(seat)``, tested directly for its kind."""
        kind, phase = type(action), self.phase
        if kind is Build:
            return (phase == "build" and self.builds[seat] is None and
                    _legal_build(self.hands[seat], self.rules.revelation == "strict", action) is not None)
        if kind is ReturnBracelet:  # DE-5; after using the egg, only with the rebuild_draws variant (DE-7)
            return (phase == "build" and self.builds[seat] is None and self.bracelets[seat] > 0
                    and (self.egg_used_by != seat or self.rules.rebuild_draws))
        if kind is KeepEgg or kind is UseEgg:  # DE-7: the holder decides once every set is placed
            return (phase == "egg" and seat == self.egg_holder
                    and (kind is KeepEgg or action.target in ("far", "near")))
        if kind is Discard:  # DE-6: down to the hand size, a card the hand holds
            hand = self.hands[seat]
            return (phase == "discard" and len(hand) > HAND_SIZE and type(action.card) is Card
                    and action.card.index in hand)
        return False

    def apply(self, seat: int, action) -> None:
        """Carry out an action (see ``GameState.apply``), with a quick path for placing sets.

        Two sets may be given in any order, as in the notation: ``Build(near, far)`` is
        read as the same build (DE-2 decides which set is the Far).
        """
        if type(action) is Build:
            if (self.phase == "build" and type(seat) is int and 0 <= seat < self.players
                    and self.builds[seat] is None):
                strict = self.rules.revelation == "strict"
                legal = _canonical(action, strict)
                if legal is not None and self._place(seat, legal):
                    return
            action = make_build(action.far, action.near)
        GameState.apply(self, seat, action)

    def parse_action(self, text: str) -> Action:
        """Read action notation (see :func:`parse_action`)."""
        return parse_action(text)

    def scores(self) -> list[int]:
        """Money (ZOO) of every seat."""
        return list(self.money)

    def hand(self, seat: int) -> list[Card]:
        """The cards in a seat's hand."""
        return [CARDS[i] for i in self.hands[seat]]

    def observation(self, seat: int) -> dict:
        """What ``seat`` may see: own hand and sets, public counts, revealed sets only."""
        self._check_seat(seat)
        own = self.builds[seat]
        data = {
            "game": self.GAME, "seat": seat, "players": self.players, "round": self.round,
            "phase": self.phase, "to_act": self.to_act(),
            "hand": [TOKEN[i] for i in self.hands[seat]],
            "my_sets": None if own is None else [tokens(own.far), tokens(own.near)],
            "placed": [b is not None for b in self.builds],
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck), "discard_size": len(self.discard),
            "money": list(self.money), "threshold": threshold(self.players),
            "bracelets": list(self.bracelets), "supply": self.supply,
            "egg_holder": self.egg_holder, "egg_used_by": self.egg_used_by,
            "egg_target": self.egg_target, "shown": list(self.shown),
            "revelation": self.rules.revelation, "rebuild_draws": self.rules.rebuild_draws,
            "last_round": self._last_round(),
            "over": self.phase == "over", "end_reason": self.end_reason,
            "end_reasons": self._end_reasons(),
        }
        data["winners"] = self.winners() if self.phase == "over" else []
        return data

    def _end_reasons(self) -> list[str]:
        """Every reason the game ended for (one scoring can meet two, DE-8); ``[]`` before the end."""
        if self.phase != "over":
            return []
        end = self.events[-1]
        return [end[1], *end[4:5]]

    def _last_round(self) -> dict | None:
        """The public result of the last scoring, if any."""
        if self.last is None:
            return None
        builds, far_scores, near_scores = self.last
        return {"far": [tokens(b.far) for b in builds], "near": [tokens(b.near) for b in builds],
                "far_scores": list(far_scores), "near_scores": list(near_scores),
                "earnings": [f * n for f, n in zip(far_scores, near_scores)]}

    # ----- explaining refusals -----------------------------------------------------------
    def _explain(self, seat: int, action) -> IllegalAction:
        """Why a real action is not allowed for this seat now, in a learner's words."""
        phase, name = self.phase, seat_name(seat)
        if isinstance(action, Build):
            if phase != "build":
                return IllegalAction(self._phase_hint(seat), rule="DE-7" if phase == "egg" else "DE-6")
            missing = list(action.cards)
            for i in self.hands[seat]:
                if CARDS[i] in missing:
                    missing.remove(CARDS[i])
            if missing:
                return IllegalAction(
                    f"{name} does not hold {tokens(missing)}: the hand is "
                    f"{tokens(self.hand(seat))}. Both sets must come from the hand.", rule="hand")
            if self.rules.revelation == "strict":
                return IllegalAction(
                    "Under the strict Revelation variant a Revelation may only pair with a card "
                    "of its own colour (ruling DE-1, strict variant).", rule="DE-1")
        if isinstance(action, ReturnBracelet):
            if phase != "build":
                return IllegalAction("Bracelets are returned only while building sets (DE-5).",
                                     rule="DE-5")
            if self.egg_used_by == seat and not self.rules.rebuild_draws:
                return IllegalAction(
                    "After using the egg you rebuild from the same hand, without drawing (DE-7).",
                    rule="DE-7")
            return IllegalAction(f"{name} has no bracelet to return (DE-5).", rule="DE-5")
        if isinstance(action, (UseEgg, KeepEgg)):
            if self.egg_holder != seat:
                holder = "nobody" if self.egg_holder is None else seat_name(self.egg_holder)
                return IllegalAction(
                    f"Only the egg's holder may use it, and the egg is with {holder} (DE-7).",
                    rule="DE-7")
            return IllegalAction(
                "The egg is used after every player has placed two sets and before the "
                "reveal (DE-7).", rule="DE-7")
        if isinstance(action, Discard):
            if phase != "discard":
                return IllegalAction(
                    f"Discarding happens only after the refill, down to {HAND_SIZE} cards (DE-6).",
                    rule="DE-6")
            return IllegalAction(f"{name} does not hold {action.card}.", rule="hand")
        return IllegalAction(self._phase_hint(seat), rule="turn")

    def _phase_hint(self, seat: int) -> str:
        """A sentence saying what the seat is expected to do now."""
        return {
            "build": "Now build two sets of two cards from your hand (or return a bracelet).",
            "egg": "Every set is placed: decide first whether to use the egg "
                   "('egg far', 'egg near' or 'no egg').",
            "discard": f"Discard down to {HAND_SIZE} cards first (DE-6).",
        }.get(self.phase, "Nothing can be done now.")

    # ----- carrying out actions ----------------------------------------------------------
    def _do(self, seat: int, action) -> None:
        """Carry out a legal action and move the round on."""
        kind = type(action)
        if kind is Build:
            self._place(seat, action)
        elif kind is ReturnBracelet:
            self.bracelets[seat] -= 1
            self.supply += 1
            self._log.append(("bracelet_return", seat))
            self._draw(seat, 1, "draw")
        elif kind is Discard:
            i = action.card.index
            self.hands[seat].remove(i)
            self.discard.append(i)
            self._log.append(("discard", seat, TOKEN[i]))
            if not self.to_act():
                self._start_round()
        elif kind is UseEgg:
            self._use_egg(seat, action.target)
        else:
            self._log.append(("egg_keep", seat))
            self._score()

    def _place(self, seat: int, build: Build) -> bool:
        """Put two sets from the hand face down; when all are placed, go to the egg or the reveal.

        False, with nothing changed, if the hand does not hold the sets' cards (the hand rule).
        """
        rest = _take_from_hand(self.hands[seat], build.idx)
        if rest is None:
            return False
        self.hands[seat] = rest
        self.builds[seat] = build
        self._log.append(("build", seat) + build.idx)
        self._unplaced.remove(seat)
        if not self._unplaced:
            if self.egg_holder is not None and self.egg_used_by is None:
                self.phase = "egg"
            else:
                self._score()
        return True

    def _use_egg(self, seat: int, target: str) -> None:
        """DE-7: the egg returns to the centre, the others show a set, the holder rebuilds."""
        self.egg_used_by, self.egg_target, self.egg_holder = seat, target, None
        self._log.append(("egg_use", seat, target))
        for other, build in enumerate(self.builds):
            if other != seat:
                shown = tokens(build.far if target == "far" else build.near)
                self.shown[other] = shown
                self._log.append(("show", other, target, shown))
        own = self.builds[seat]
        for c in own.cards:
            insort(self.hands[seat], c.index)
        self.builds[seat] = None
        self._unplaced = [seat]
        self._log.append(("take_back", seat))
        self.phase = "build"

    def _score(self) -> None:
        """Reveal and score (DE-3), move the egg (DE-7), give bracelets (DE-5), check the end (DE-8)."""
        builds, ev, n = self.builds, self._log, self.players
        far_p, near_p = [], []
        for b in builds:
            far_p.append(b.far_power)
            near_p.append(b.near_power)
        far_order, near_order = sorted(far_p), sorted(near_p)
        money, far_s, near_s, zero = self.money, [], [], []
        for s, b in enumerate(builds):  # DE-3, as in rules.set_scores
            fs = bisect_right(far_order, b.far_power) - 1
            ns = bisect_right(near_order, b.near_power) - 1
            far_s.append(fs)
            near_s.append(ns)
            earned = fs * ns
            if earned:
                money[s] += earned
            else:
                zero.append(s)  # DE-5: earned nothing
        # these lists are not changed after the scoring: _resolve starts a new list of placed sets
        self.last = (builds, far_s, near_s)
        ev.append((_COMPACT, "score", builds, far_s, near_s, tuple(money)))  # a "score" event per seat
        if max(near_p) >= 100:  # some Near is Friends: the egg may move (DE-7)
            self._move_egg(far_p, near_p)
        if len(zero) > self.supply:
            return self._end("bracelets", "threshold" if max(money) >= THRESHOLDS[n] else None)
        for s in zero:
            self.bracelets[s] += 1
            self.supply -= 1
            ev.append(("bracelet_gain", s, self.supply))
        if max(money) >= THRESHOLDS[n]:  # DE-8
            return self._end("threshold")
        self._resolve()

    def _move_egg(self, far_p: list[int], near_p: list[int]) -> None:
        """Give the egg to the qualifier with the strictly strongest Near, if any (DE-7)."""
        old = self.egg_holder
        holder, why = egg_after([p >= 100 for p in far_p], [p >= 100 for p in near_p], near_p, old)
        if holder != old:
            self._log.append(("egg_move", holder, old, why))
        elif why != NO_QUALIFIER:
            self._log.append(("egg_stay", old, why))
        self.egg_holder = holder

    def _resolve(self) -> None:
        """DE-6: used cards join the deck, everyone draws 4, then discards down to 5."""
        deck = self.deck
        for b in self.builds:
            deck += b.idx
        self.builds = [None] * self.players
        deck += self.discard
        self.discard = []
        self._log.append(("resolve", len(deck)))
        if not self._draw_all(REFILL, "draw"):
            return
        if max(map(len, self.hands)) > HAND_SIZE:
            self.phase = "discard"
        else:
            self._start_round()

    def _draw_all(self, k: int, kind: str) -> bool:
        """Every seat in turn draws ``k`` cards (DE-6); an impossible draw ends the game (DE-8)."""
        deck = self.deck
        if len(deck) < k * self.players:  # never with 32 cards, but a draw may need the discards
            return all(self._draw(seat, k, kind) for seat in range(self.players))
        rand, drawn, left = self.rng.random, [], len(deck)  # deck[:left] is the pool still to draw from
        for n in range(left, left - k * self.players, -1):  # the same draws as _draw, in one pass
            i = floor(rand() * n)  # a random card of the pool; the pool's last takes its place
            drawn.append(deck[i])
            deck[i] = deck[n - 1]
        del deck[left - k * self.players:]
        for seat, hand in enumerate(self.hands):  # seat by seat, k cards each
            hand += drawn[seat * k:seat * k + k]
            hand.sort()
        self._log.append((_COMPACT, kind, k, tuple(drawn)))  # one "deal"/"draw" event per seat
        return True

    def _draw(self, seat: int, k: int, kind: str) -> bool:
        """Draw ``k`` random cards into a hand; an impossible draw ends the game (DE-8)."""
        deck, hand, rand = self.deck, self.hands[seat], self.rng.random
        drawn = []
        for _ in range(k):
            if not deck:
                if not self.discard:
                    self._record_draw(seat, hand, drawn, kind)
                    self._end("draw")
                    return False
                self._log.append(("reshuffle", len(self.discard)))
                deck += self.discard
                self.discard = []
            i = floor(rand() * len(deck))
            drawn.append(deck[i])
            deck[i] = deck[-1]
            deck.pop()
        self._record_draw(seat, hand, drawn, kind)
        return True

    def _record_draw(self, seat: int, hand: list[int], drawn: list[int], kind: str) -> None:
        """Put drawn cards in the hand (kept sorted) and log them privately."""
        if drawn:
            hand += drawn
            hand.sort()
            self._log.append((kind, seat, *drawn))

    def _start_round(self) -> None:
        """Begin a round of set building."""
        self.round += 1
        self.phase = "build"
        self.builds = [None] * self.players
        # the seats whose builds entry is None, in seat order: to_act reads it on every
        # action, so it is kept in step with builds rather than derived each time
        self._unplaced = [*range(self.players)]
        self.shown = [None] * self.players
        self.egg_used_by = self.egg_target = None
        self._log.append(("round", self.round))

    def _end(self, reason: str, also: str | None = None) -> None:
        """End the game; the most money wins, ties share (DE-8). ``also``: a second reason met."""
        self.phase = "over"
        self.end_reason = reason
        self._log.append((_COMPACT, "end", reason, tuple(self.winners()), tuple(self.money), also))

    # ----- saving and copying -------------------------------------------------------------
    def _fields_to_json(self) -> dict:
        """Every field of the game as JSON-compatible data."""
        last = None
        if self.last is not None:
            last = [[str(b) for b in self.last[0]], list(self.last[1]), list(self.last[2])]
        return {
            "players": self.players, "revelation": self.rules.revelation,
            "rebuild_draws": self.rules.rebuild_draws,
            "deck": [TOKEN[i] for i in self.deck], "discard": [TOKEN[i] for i in self.discard],
            "hands": [[TOKEN[i] for i in h] for h in self.hands], "money": list(self.money),
            "bracelets": list(self.bracelets), "supply": self.supply,
            "egg_holder": self.egg_holder, "egg_used_by": self.egg_used_by,
            "egg_target": self.egg_target, "shown": list(self.shown),
            "builds": [None if b is None else str(b) for b in self.builds],
            "last": last, "round": self.round, "phase": self.phase, "end_reason": self.end_reason,
        }

    @classmethod
    def _fields_from_json(cls, d: dict) -> "State":
        """Rebuild the game's fields from :meth:`_fields_to_json` data (checked by :meth:`_validate`)."""
        s = cls.__new__(cls)
        s.players = check_players(d["players"], range(2, 6), "The Luminous Dragon Egg")
        if type(d["rebuild_draws"]) is not bool:
            raise InvalidInput("A saved game's rebuild_draws variant is true or false.")
        s.rules = Rules(d["revelation"], d["rebuild_draws"])
        s.deck = _saved_cards(d["deck"], "deck")
        s.discard = _saved_cards(d["discard"], "discard pile")
        s.hands = [sorted(_saved_cards(h, "hand")) for h in _saved_list(d["hands"], s.players, "hands")]
        s.money = _saved_counts(d["money"], s.players, "money")
        s.bracelets = _saved_counts(d["bracelets"], s.players, "bracelets")
        s.supply = d["supply"]
        s.egg_holder, s.egg_used_by, s.egg_target = d["egg_holder"], d["egg_used_by"], d["egg_target"]
        s.shown = _saved_list(d["shown"], s.players, "shown sets")
        s.builds = [None if b is None else _saved_build(b)
                    for b in _saved_list(d["builds"], s.players, "placed sets")]
        s._unplaced = [seat for seat, b in enumerate(s.builds) if b is None]
        last = d["last"]
        if last is not None:
            if type(last) is not list or len(last) != 3:
                raise InvalidInput("The saved last scoring is damaged.")
            builds = [_saved_build(b) for b in _saved_list(last[0], s.players, "last builds")]
            last = (builds, _saved_counts(last[1], s.players, "last Far scores"),
                    _saved_counts(last[2], s.players, "last Near scores"))
        s.last = last
        s.round, s.phase, s.end_reason = d["round"], d["phase"], d["end_reason"]
        return s

    def _validate(self) -> None:
        """A loaded game must be one the rules can reach: every card once per copy, counts in range."""
        n = self.players
        places = self.deck + self.discard + [i for h in self.hands for i in h]
        places += [i for b in self.builds if b is not None for i in b.idx]
        counts = [0] * len(CARDS)
        for i in places:
            counts[i] += 1
        if counts != [COPIES] * len(CARDS):
            wrong = [f"{TOKEN[i]} x{c}" for i, c in enumerate(counts) if c != COPIES]
            raise InvalidInput(
                f"A saved game must hold each of the 16 cards exactly {COPIES} times across the "
                f"deck, discards, hands and placed sets; this one has {', '.join(wrong[:4])}.")
        if type(self.supply) is not int or self.supply < 0 or self.supply + sum(self.bracelets) != BRACELET_SUPPLY:
            raise InvalidInput(f"The bracelets in the supply and in front of players must add up to "
                               f"{BRACELET_SUPPLY} (DE-5).")
        for name in ("egg_holder", "egg_used_by"):
            seat = getattr(self, name)
            if seat is not None and (type(seat) is not int or not 0 <= seat < n):
                raise InvalidInput(f"The saved {name.replace('_', ' ')} must be a seat 0 to {n - 1} or nobody.")
        if self.egg_target not in (None, "far", "near") or (self.egg_target is None) != (self.egg_used_by is None):
            raise InvalidInput("The saved egg use is damaged: a target (far or near) goes with the seat that used it.")
        for shown in self.shown:
            if shown is not None and (type(shown) is not str or len(parse_cards(shown)) != 2):
                raise InvalidInput("A shown set is two cards, or nothing.")
        if type(self.round) is not int or self.round < 1:
            raise InvalidInput("The saved round number must be 1 or more.")
        strict = self.rules.revelation == "strict"
        for seat, b in enumerate(self.builds):
            if b is not None and b not in _split_four(tuple(sorted(b.idx)), strict):
                raise InvalidInput(f"{seat_name(seat)}'s placed sets {b} break the set rules (DE-1, DE-2).")
        phase, placed = self.phase, [b is not None for b in self.builds]
        if phase == "build":
            ok = not all(placed) and all(len(h) >= 4 or p for h, p in zip(self.hands, placed))
        elif phase == "egg":
            ok = all(placed) and self.egg_holder is not None and self.egg_used_by is None
        elif phase == "discard":
            ok = not any(placed) and any(len(h) > HAND_SIZE for h in self.hands)
        elif phase == "over":
            ok = self.end_reason in END_REASONS and bool(self.events) and self.events[-1][0] == "end"
        else:
            ok = False
        if not ok or (phase != "over" and self.end_reason is not None):
            raise InvalidInput(f"The saved phase {quote(phase)} does not fit the rest of the game "
                               "(placed sets, hands, egg and end).")

    def clone(self) -> "State":
        """A fast independent copy (cards and actions are immutable and shared)."""
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s._log = list(self._log)
        s.deck, s.discard = list(self.deck), list(self.discard)
        s.hands = [list(h) for h in self.hands]
        s.money, s.bracelets = list(self.money), list(self.bracelets)
        s.shown, s.builds = list(self.shown), list(self.builds)
        s._unplaced = list(self._unplaced)
        return s


def _saved_list(value, players: int, what: str) -> list:
    """A saved per-seat list: one entry per player."""
    if type(value) is not list or len(value) != players:
        raise InvalidInput(f"The saved {what} must list one entry for each of the {players} players.")
    return value


def _saved_cards(tokens_: list, what: str) -> list[int]:
    """Card indices from a saved list of tokens."""
    if type(tokens_) is not list or any(type(t) is not str or t not in BY_TOKEN for t in tokens_):
        raise InvalidInput(f"The saved {what} must be a list of card tokens such as R7 or B*.")
    return [BY_TOKEN[t].index for t in tokens_]


def _saved_counts(values, players: int, what: str) -> list[int]:
    """A saved per-seat list of whole numbers, none negative."""
    values = _saved_list(values, players, what)
    if any(type(v) is not int or v < 0 for v in values):
        raise InvalidInput(f"The saved {what} must be whole numbers, none negative.")
    return list(values)


def _saved_build(text) -> Build:
    """Two placed sets from their saved notation."""
    build = parse_action(text) if type(text) is str else None
    if type(build) is not Build:
        raise InvalidInput("Saved sets are written like 'R7 R* | B2 B3'.")
    return build


def new_game(players: int, seed: int | None = None, rules: Rules | None = None) -> State:
    """Shuffle, deal 5 cards to each of 2-5 players and start round 1."""
    return State(players, seed, rules)


def from_json(data: dict) -> State:
    """Rebuild a game saved with ``State.to_json``."""
    return State.from_json(data)
