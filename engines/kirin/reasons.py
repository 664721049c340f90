"""Kirin's coach facts: what the seat has seen, what a card does to the trick, and what a review row's reason rests on.

:mod:`engines.kirin.coach` values the choices; this module computes on the position what one card does to the
current trick that another does not (who wins it and the cards of your beast it holds, KI-5, KI-7; how many cards
you have not seen would beat it; a Kirin card's turn of the order, KI-3, KI-6), what a declaration keeps in hand,
and the facts of a review row's reason (:func:`reason`). Numbers, cards and frozen dataclasses only: the words are
written once, in :mod:`widgets.kirin.coach_words` and :mod:`widgets.kirin.reason_words`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from engines import coach as shared
from engines.reason_facts import Reason, reason_of

from .actions import Declare
from .bots import CARDS_BY_TOKEN, round_tricks
from .cards import CARDS, FULL_MASK, Beast, Card, Order, ids_of
from .rules import (KIRIN_KEY, ORDERS, OVER, PLAYERS, WIN_KEY, order_index, order_index_after, scoring_mask,
                    trick_outcome)

# ----- what the seat has seen ------------------------------------------------------------------


def card_id(token: str) -> int:
    """The card id of a token from an observation."""
    return CARDS_BY_TOKEN[token]


def card_mask(tokens: Sequence[str]) -> int:
    """The bit mask of tokens from an observation."""
    return sum(1 << CARDS_BY_TOKEN[token] for token in set(tokens))


def known_declarations(observation: dict) -> dict[int, int]:
    """The declarations this round that the seat knows: its own, and all of them once revealed."""
    known = {}
    if observation["phase"] == OVER and observation["revealed"]:
        known = {s: card_id(t) for s, t in enumerate(observation["revealed"][-1])}
    if observation["declaration"]:
        known[observation["seat"]] = card_id(observation["declaration"])
    return known


# ----- what a card does to the trick ------------------------------------------------------------

def declared_beast(observation: dict) -> Beast:
    """The beast the seat declared this round (KI-7)."""
    return CARDS[card_id(observation["declaration"])].beast


def beast_card_count(mask: int, observation: dict) -> int:
    """How many cards of ``mask`` score for the seat's declared beast (KI-7: all nine, its Kirin cards too)."""
    return scoring_mask(mask, card_id(observation["declaration"])).bit_count()


def unseen_mask(observation: dict) -> int:
    """The cards the seat has not seen this round: not in its hand, not a declaration it knows, not played."""
    seen = card_mask(observation["hand"])
    for card in known_declarations(observation).values():
        seen |= 1 << card
    for _, cards, _ in round_tricks(observation):
        for card in cards:
            seen |= 1 << card
    return FULL_MASK & ~seen


def still_to_play(observation: dict) -> tuple[tuple[int, ...], int]:
    """``(seats, cards)``: the seats still to play to the trick after this seat, and how many cards of its
    declared beast (KI-7, its Kirin cards too) it has not seen, which those seats may yet add."""
    trick = observation["trick"]
    leader = observation["leader"] if trick else observation["seat"]
    later = tuple((leader + i) % PLAYERS for i in range(len(trick) + 1, PLAYERS))
    return later, beast_card_count(unseen_mask(observation), observation)


def beaten_by(observation: dict, card: int) -> tuple[int, int]:
    """``(how many, of how many)``: the cards the seat has not seen that would take the trick if played right after ``card``.

    The trick so far, then ``card``, then one unseen card: the engine's own outcome
    (KI-5, tied trumps by the beasts' order in force) says whether that card is ahead.
    """
    trick = [card_id(c) for _, c in observation["trick"]] + [card]
    order = order_index(observation["order"])
    unseen = ids_of(unseen_mask(observation))
    ahead = sum(1 for other in unseen if trick_outcome(trick + [other], order)[0] == len(trick))
    return ahead, len(unseen)


@dataclass(frozen=True)
class LedKirin:
    """A led Kirin card (it cannot win the trick, KI-3) and the order (KI-6): ``turns`` when the order after a trick
    of it alone is not the one in force, ``order`` that order; ``top``: no Kirin card of a stronger beast exists;
    ``stoppers``: when it turns the order, the cards the seat has not seen that would stop the turn played after it."""

    turns: bool
    order: Order
    top: bool = False
    stoppers: tuple[Card, ...] = ()


def led_kirin(card: int, order: int, unseen: int = 0) -> Optional[LedKirin]:
    """What a led ``card`` does to the order in force ``order`` (KI-6), None for a number or trump; ``unseen``: the
    mask of the cards the seat has not seen, among which the stoppers are found (by the engine's order after)."""
    if not CARDS[card].is_kirin:
        return None
    after = order_index_after([card], order)[0]
    top = KIRIN_KEY[order][card] == max(KIRIN_KEY[order])  # no Kirin card of a stronger beast exists
    stoppers = () if after == order else tuple(CARDS[x] for x in ids_of(unseen)
                                               if order_index_after([card, x], order)[0] != after)
    return LedKirin(after != order, ORDERS[after], top, stoppers)


def trick_effect(observation: dict, seat: int, card: int) -> tuple:
    """What playing ``card`` does to the current trick: ``(kind, winner or ahead, cards of your beast, beaten by)``.

    Played last, the trick ends: who wins it (KI-5) and how many cards of the seat's declared beast
    it holds (KI-7, Kirin cards of the beast included). Played earlier, whether it is ahead, the beast's
    cards in the trick with it, and when ahead how many unseen cards beat it. A lead's second item is
    its :class:`LedKirin` (None for a number or trump).
    """
    trick = [card_id(c) for _, c in observation["trick"]]
    order = order_index(observation["order"])
    best_at, mask = trick_outcome(trick + [card], order)
    points = beast_card_count(mask, observation)
    if len(trick) == PLAYERS - 1:
        if best_at < 0:
            return ("nobody", -1, points, None)
        return ("won", (observation["leader"] + best_at) % PLAYERS, points, None)
    ahead = best_at == len(trick)
    beaten = beaten_by(observation, card) if ahead else None
    if trick:
        return ("ahead", ahead, points, beaten)
    return ("lead", led_kirin(card, order, unseen_mask(observation)), points, beaten)


def turn_after(observation: dict, card: int) -> Optional[Order]:
    """For a Kirin card played after the lead, the order it turns to from the next trick (KI-6) when the trick with it
    ends in the other order and the trick without it would not; None otherwise (and for a lead: see
    :func:`led_kirin`)."""
    trick = [card_id(c) for _, c in observation["trick"]]
    if not trick or not CARDS[card].is_kirin:
        return None
    order = order_index(observation["order"])
    after = order_index_after(trick + [card], order)[0]
    if after == order or order_index_after(trick, order)[0] == after:  # no turn, or one the trick had already
        return None
    return ORDERS[after]


def trick_ends(observation: dict) -> bool:
    """Whether the seat plays the last card of the trick."""
    return len(observation["trick"]) == PLAYERS - 1


def this_trick(effect: tuple, seat: int) -> Optional[int]:
    """Your beast's cards in the trick as it stands: + when you win it or are ahead, - otherwise (None: a lead)."""
    kind, who, points, _ = effect
    if kind in ("lead", "nobody"):
        return None if kind == "lead" else 0
    return points if (who == seat if kind == "won" else who) else -points


def win_chance(effect: tuple) -> tuple[int, int]:
    """How well a card placed as ``effect`` stands to win the trick, for comparing two cards: (1, -cards that
    would beat it) when it is ahead or leads, (0, 0) when it cannot win (behind, a Kirin card) or the trick ends."""
    kind, who, _, beaten = effect
    return (1, -beaten[0]) if kind in ("ahead", "lead") and beaten is not None else (0, 0)


# ----- what a card or a declaration keeps in hand ---------------------------------------------------

def stronger_orders(kept: Card, other: Card) -> tuple[bool, ...]:
    """For each order by index (``ORDERS``), whether ``kept`` is the stronger of the two in a trick (KI-5)."""
    return tuple(WIN_KEY[o][kept.id] > WIN_KEY[o][other.id] for o in range(len(WIN_KEY)))


def kirin_outranks(kept: Card, other: Card, order: int) -> bool:
    """Whether Kirin card ``kept``'s beast is stronger than Kirin card ``other``'s in the order ``order`` (KI-6)."""
    return KIRIN_KEY[order][kept.id] > KIRIN_KEY[order][other.id]


def trick_cards_kept(observation: dict, declared: Card) -> int:
    """How many cards of ``declared``'s beast that can win a trick (no Kirin card, KI-3) stay in the seat's hand
    beside it when it is declared (KI-7)."""
    held = [CARDS[card_id(c)] for c in observation["hand"]]
    return sum(c.beast is declared.beast and not c.is_kirin and c.id != declared.id for c in held)


def holds_kirin_of(observation: dict, beasts: Sequence[Beast]) -> bool:
    """Whether the seat holds a Kirin card of one of ``beasts``."""
    return any(c.is_kirin and c.beast in beasts for c in (CARDS[card_id(t)] for t in observation["hand"]))


# ----- a reason as facts (the words are in widgets/kirin/reason_words.py) -----------------------------------
@dataclass(frozen=True)
class TrickFor:
    """The coach's card does better in this trick by your beast's cards (KI-5, KI-7): for each card, who wins the
    trick (or is ahead, -1: nobody) and your beast's cards in it, + yours, - lost to you; ``ends``: it is the last
    card of the trick; ``own``: the coach's card is itself of your beast, one of its ``points`` (a reader took "with 1
    of your beast's cards" for another player's card)."""

    card: Card
    seat: int
    winner: int
    points: int
    played_winner: int
    played_points: int
    ends: bool
    own: bool = False


@dataclass(frozen=True)
class Likelier:
    """The coach's card stands the better chance to win the trick: the cards you have not seen that would beat it
    (``beaten`` of ``unseen``); ``played_beaten`` for the card played (None: it cannot win the trick); ``beast``: the
    beast the seat declared, whose cards in the trick it would win (KI-7; None: not said)."""

    card: Card
    beaten: int
    unseen: int
    played_beaten: Optional[int]
    beast: Optional[int] = None


@dataclass(frozen=True)
class KeepsStronger:
    """The coach's card keeps the stronger card in hand for the tricks to come: ``orders`` 2 in either order, 0 in
    the order in force, 1 should the order turn; a Kirin card kept against a card that is not one, ``orders`` -1.
    ``sets`` is the order (its index in ``ORDERS``) a Kirin card played by the coach leaves for the next trick as the
    trick stands (KI-6), where the card kept would leave another, and ``turns`` whether that is a turn from the order
    in force; else None. ``last``: the card ends the trick, so no card after it can change the order it leaves.
    ``beaten``: the card already in the trick that beats the card kept, had it been played (KI-5); else None.
    ``overtake``: where the turn weakens the card kept, the seat's other cards (numbers, strongest first, at most
    two) that outrank it in the order the Kirin card turns to but not in the order in force (KI-2, KI-6).
    ``bare``: the card kept would take or lead the trick, which (as it stands) holds none of the seat's declared
    beast's cards, so spending it here earns nothing (KI-7). ``rises``: the turn raises the card kept, a number
    or a trump (KI-2, KI-5, KI-6); readers asked whether the order turned to helps their hand. ``lead``: the seat
    leads, and this is the beast it declared: the card kept, led now, could score only itself (when of that beast)
    and what the others add (KI-7); "Q6 outranks X2 in the order in force" alone read as circular on a lead.
    ``turner``: where the card kept outranks only should the order turn (``orders`` 1) and a Kirin card already in
    the trick turns it for the next trick as the trick stands, that card (KI-6): the turn is no mere chance. ``own``:
    the coach's card is of the beast the seat declared (KI-7). ``tops``: the card kept would beat ``beaten`` in the
    order the turn leaves, both trumps: a trump beats a trump on beast, not on rank (KI-2); a number beaten
    now by a card that leaves with the trick is told by ``rises``."""

    card: Card
    kept: Card
    orders: int
    sets: Optional[int] = None
    turns: bool = False
    last: bool = True
    beaten: Optional[Card] = None
    overtake: tuple = ()
    bare: bool = False
    rises: bool = False
    lead: Optional[int] = None
    turner: Optional[Card] = None
    own: bool = False
    tops: bool = False


@dataclass(frozen=True)
class Collects:
    """A declaration (KI-7): the coach's beast and how many of its cards that can win a trick stay in hand, against
    the played declaration's; only where no declaration keeps more. ``card``: the coach's card where it is a Kirin
    card, which wins no trick (KI-3), so declaring it keeps every card of the beast that can."""

    beast: int
    count: int
    played_beast: int
    played_count: int
    card: Optional[Card] = None


@dataclass(frozen=True)
class KeepsStrongest:
    """A declaration (KI-5, KI-7): the cards of the coach's beast left in hand to win tricks with (``kept``, weakest
    first), the strongest of them beaten by fewer of the cards you have not seen (``beaten`` of ``unseen``, in the
    order in force) than the strongest of those the played declaration leaves (``played_kept``; ``played_beaten``).
    Said where the coach's keeps no more of them, so that the count alone would not explain the choice; every card
    kept is said, not the best alone, which a reader took for the rule."""

    beast: int
    kept: tuple
    beaten: int
    unseen: int
    played_beast: int
    played_kept: tuple
    played_beaten: int

    @property
    def card(self) -> Optional[Card]:
        """The strongest card of the coach's beast kept (KI-5)."""
        return self.kept[-1] if self.kept else None

    @property
    def played_card(self) -> Optional[Card]:
        """The strongest card the played declaration keeps to win tricks with; None: it keeps none."""
        return self.played_kept[-1] if self.played_kept else None

    @property
    def played_count(self) -> int:
        """How many of its beast's cards the played declaration leaves to win tricks with."""
        return len(self.played_kept or ())


@dataclass(frozen=True)
class SetsAsideKirin:
    """A declaration (KI-3, KI-7): the coach declares a Kirin card, which wins no trick, where the declaration
    played sets aside ``played_card``, a number or trump that can; declaring ``card`` keeps it in hand."""

    card: Card
    played_card: Card


@dataclass(frozen=True)
class Chosen:
    """The move played is the coach's choice."""


def _kept_orders(observation: dict, best: Any, played: Any) -> Optional[int]:
    """In which order the card the coach's choice keeps (``played.card``) is the stronger (see
    :class:`KeepsStronger`), or None: the weaker in either."""
    now = order_index(observation["order"])
    stronger = [WIN_KEY[o][played.card.id] > WIN_KEY[o][best.card.id] for o in range(len(WIN_KEY))]
    if all(stronger):
        return 2
    if stronger[now]:
        return 0
    if stronger[1 - now]:
        return 1
    return -1 if played.card.is_kirin and not best.card.is_kirin else None


def _sets(observation: dict, card: Card, other: Card) -> Optional[int]:
    """The order (its index) the trick as it stands sets for the next trick with ``card`` in it, where with ``other``
    it would set another (KI-6: a Kirin card can turn the order, or keep another from turning it); else None."""
    now = order_index(observation["order"])
    trick = [card_id(token) for _, token in observation["trick"]]
    mine, theirs = (order_index_after(trick + [c.id], now)[0] for c in (card, other))
    return None if mine == theirs else mine


def _play_facts(observation: dict, seat: int, best: Any, played: Any) -> tuple:
    """What sets the coach's card apart in this trick (its beast's cards, winning it, the chance to; where both cards
    put the seat ahead for now, the chance first), else the stronger card it keeps for later; nothing where neither
    holds."""
    mine = trick_effect(observation, seat, best.card.id)
    theirs = trick_effect(observation, seat, played.card.id)
    now = (this_trick(mine, seat), this_trick(theirs, seat))

    def winner(effect: tuple) -> int:
        """Who wins or is ahead in the trick (-1: nobody; a lead, the seat)."""
        kind, who, _, _ = effect
        return who if kind == "won" else seat if kind == "lead" or (kind == "ahead" and who) else -1

    ends = len(observation["trick"]) == PLAYERS - 1
    likelier = (Likelier(best.card, mine[3][0], mine[3][1], theirs[3][0] if win_chance(theirs)[0] else None,
                         int(declared_beast(observation)) if observation["declaration"] else None)
                if win_chance(mine) > win_chance(theirs) else None)
    if likelier and not ends and winner(mine) == winner(theirs) == seat:  # both ahead for now: the chance tells
        return (likelier,)
    own = bool(observation["declaration"]) and best.card.beast is declared_beast(observation)  # of the seat's beast
    if None not in now and now[0] > now[1] or (
            mine[0] == theirs[0] == "won" and mine[1] == seat != theirs[1]):
        return (TrickFor(best.card, seat, winner(mine), now[0], winner(theirs), now[1], ends, own),)
    if likelier:
        return (likelier,)
    orders = _kept_orders(observation, best, played)
    sets = _sets(observation, best.card, played.card) if best.card.is_kirin else None
    turns = sets is not None and sets != order_index(observation["order"])
    if orders is None:
        return ()
    overtake = _overtake(observation, best.card, played.card, sets) if turns else ()
    bare = bool(observation["trick"] and observation["declaration"]) and winner(theirs) == seat and not theirs[2]
    rises = turns and _rises(observation, played.card, sets)
    lead = (int(declared_beast(observation)) if not observation["trick"] and observation["declaration"]
            and not played.card.is_kirin and (not best.card.is_kirin or not turns) else None)  # a Kirin card led
    # that turns no order too: "wins no trick anyway" beside a card that would surely win led read as false
    turner = _turner(observation, best.card) if orders == 1 and not best.card.is_kirin else None
    beaten = _beaten(observation, played.card)
    tops = (rises and beaten is not None and played.card.is_trump and beaten.is_trump  # on beast, not rank (KI-2)
            and WIN_KEY[sets][played.card.id] > WIN_KEY[sets][beaten.id])
    return (KeepsStronger(best.card, played.card, orders, sets, turns, ends, beaten, overtake, bare, rises, lead,
                          turner, own, tops),)


def _turner(observation: dict, card: Card) -> Optional[Card]:
    """The Kirin card already in the trick that, with ``card`` played, turns the order for the next trick as the
    trick stands (KI-6); None where the order stays."""
    now = order_index(observation["order"])
    new, kirin, _ = order_index_after([card_id(token) for _, token in observation["trick"]] + [card.id], now)
    return CARDS[kirin] if new != now and kirin >= 0 else None


def _rises(observation: dict, kept: Card, order: int) -> bool:
    """Whether ``order`` ranks ``kept`` higher than the order in force does (KI-2, KI-6): a number by its rank, a
    trump by its beast (trumps tie on rank, KI-5)."""
    now = order_index(observation["order"])
    return not kept.is_kirin and WIN_KEY[order][kept.id] > WIN_KEY[now][kept.id]


def _overtake(observation: dict, card: Card, kept: Card, order: int) -> tuple:
    """The seat's numbers, other than ``card`` and ``kept``, that outrank ``kept`` in ``order`` but not in the order
    in force, strongest first, at most two (KI-2); none where the turn to ``order`` does not weaken ``kept``."""
    now = order_index(observation["order"])
    if kept.is_kirin or WIN_KEY[order][kept.id] >= WIN_KEY[now][kept.id]:
        return ()
    held = [CARDS[CARDS_BY_TOKEN[t]] for t in observation["hand"]]
    rising = [c for c in held if c not in (card, kept) and not c.is_kirin
              and WIN_KEY[order][c.id] > WIN_KEY[order][kept.id] and WIN_KEY[now][c.id] < WIN_KEY[now][kept.id]]
    return tuple(sorted(rising, key=lambda c: -WIN_KEY[order][c.id])[:2])


def _beaten(observation: dict, card: Card) -> Optional[Card]:
    """The card already in the trick that would win it over ``card`` played now, in the order in force (KI-5); None
    on a lead, or where ``card`` would be ahead."""
    trick = [card_id(token) for _, token in observation["trick"]]
    if not trick:
        return None
    at = trick_outcome(trick + [card.id], order_index(observation["order"]))[0]
    return CARDS[trick[at]] if 0 <= at < len(trick) else None


def _declare_facts(observation: dict, best: Any, played: Any) -> tuple:
    """What the coach's declaration keeps that the played one does not: more cards of its beast that can win a trick
    (KI-3, KI-7) and no fewer than any declaration, nor than another card of the played beast keeps of it, or, of one
    beast, the stronger card in the order in force; else, where it declares a Kirin card against a trump, that trump
    kept in hand; else a stronger best card of its beast kept (:class:`KeepsStrongest`); else, where it declares a
    Kirin card against another card that can win a trick, that card kept; nothing where none of these holds."""
    mine, theirs = best.card.beast, played.card.beast
    aside = (SetsAsideKirin(best.card, played.card),) if best.card.is_kirin and not played.card.is_kirin else ()
    if mine is theirs:
        kept, given = (WIN_KEY[order_index(observation["order"])][c.card.id] for c in (played, best))
        if not kept > given >= 0:
            return aside
        return (KeepsStronger(best.card, played.card, _kept_orders(observation, best, played)),)
    held = [CARDS[card_id(c)] for c in observation["hand"]]

    def kept(declared: Card) -> int:
        """The cards of ``declared``'s beast that can win a trick and stay in hand once it is declared."""
        return sum(c.beast is declared.beast and not c.is_kirin and c.id != declared.id for c in held)

    ours, yours = kept(best.card), kept(played.card)
    most = max(kept(c) for c in held)  # said only where no declaration keeps more: the count is then the rule
    alike = max(kept(c) for c in held if c.beast is theirs) >= ours  # the played beast keeps as many with another of
    # its cards: the count is no why (a reader could not tell whether "your hand holds 2 of its cards ...;
    # yours, the Black Tortoise, 1" blamed the beast or the card, XK+ keeping two)
    if ours > yours and ours == most and not alike:
        return (Collects(int(mine), ours, int(theirs), yours, best.card if best.card.is_kirin else None),)
    # between two beasts, why the coach's is the one to collect comes first (a reader met only "declaring QK+ keeps
    # X3" where the Dragon kept a trump and the Tortoise two low cards); a trump set aside, which beats every number,
    # and the card set aside where nothing else is said
    if aside and played.card.is_trump:
        return aside
    return _keeps_strongest(observation, held, best.card, played.card) or aside


def _keeps_strongest(observation: dict, held: Sequence[Card], declared: Card, other: Card) -> tuple:
    """:class:`KeepsStrongest` where the coach's beast keeps a card fewer unseen cards beat than any the played
    declaration keeps (nothing where it does not)."""
    order = order_index(observation["order"])

    def left(card: Card) -> tuple:
        """The cards of ``card``'s beast left to win tricks with once ``card`` is declared, weakest first (KI-5)."""
        return tuple(sorted((c for c in held if c.beast is card.beast and not c.is_kirin and c.id != card.id),
                            key=lambda c: WIN_KEY[order][c.id]))

    kept, played_kept = left(declared), left(other)
    if not kept:
        return ()
    ours, theirs = kept[-1], played_kept[-1] if played_kept else None
    beaten, unseen = beaten_by(observation, ours.id)
    played_beaten = unseen if theirs is None else beaten_by(observation, theirs.id)[0]
    if beaten >= played_beaten:
        return ()
    own = [c for c in held if c.beast is other.beast and not c.is_kirin]  # the played beast at its best, another
    spare = sum(c.beast is other.beast for c in held) > 1  # of its cards declared: where that is as strong, the card
    if spare and own and beaten >= min(beaten_by(observation, c.id)[0] for c in own):  # declared, not the beast,
        return ()  # made the difference (X5 declared, where XK+ keeps it)
    return (KeepsStrongest(int(declared.beast), kept, beaten, unseen, int(other.beast), played_kept, played_beaten),)


def reason(observation: dict, seat: int, played: Any, best: Any, evaluations: Sequence[shared.Evaluation]) -> Reason:
    """The facts a review row's reason rests on for ``played`` against the coach's ``best``: what the coach's card
    does better in this trick or keeps for later (:class:`TrickFor`, :class:`Likelier`, :class:`KeepsStronger`), or
    what its declaration keeps (:class:`Collects`, :class:`SetsAsideKirin`, :class:`KeepsStrongest`); where no fact
    favours it, the imagined ending that shows the difference."""
    if str(best) == str(played):
        return Reason(played, best, (Chosen(),))
    facts = (_declare_facts(observation, best, played) if isinstance(best, Declare)
             else _play_facts(observation, seat, best, played))
    return reason_of(played, best, facts, evaluations)
