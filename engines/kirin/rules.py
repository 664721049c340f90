"""Kirin's rules as pure functions on cards, the game's constants, and the sentences that explain them.

The order in force (ascending or descending, KI-2) decides both which beast is
stronger and which number is higher. Three rules use it, each written once here:

* following (KI-4): ``is_forcing`` says which cards oblige a follower, ``playable`` which
  cards of a hand may be played (``legal_follows`` is the same on cards);
* winning a trick (KI-3, KI-5): ``trick_outcome`` (``trick_winner`` on cards);
* the Kirin effect after a trick (KI-6): ``order_index_after`` (``order_after`` on cards).

The game works on card ids and bit masks (see ``cards``): the functions on ids read
lookup tables (``FORCE``, ``WIN_KEY``, ``KIRIN_KEY``) computed once from the
card-level definitions, and the functions on cards call the ones on ids. Each rule
also has an ``explain_...`` twin that says the same thing in a learner's sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence, Union

from engines import InvalidInput
from engines.core import check_copies, check_rules, join_and, quote

from .cards import (
    BEAST_MASK,
    BEAST_TITLES,
    CARDS,
    Beast,
    Card,
    CardLike,
    CardsLike,
    Order,
    describe_copies,
    mask_of,
    parse_card,
    parse_cards,
)

OrderLike = Union[Order, str]

PLAYERS = 4
"""Kirin is for exactly four players, seated clockwise 0..3."""
HAND_SIZE = 9
"""Cards dealt to each player every round: the whole deck of 36."""
TRICKS_PER_ROUND = 8
"""Each player declares one card (KI-7) and plays the other eight."""

DECLARE = "declare"
"""Phase: every player still to declare places a card face down (KI-7)."""
PLAY = "play"
"""Phase: the tricks of the round, one card per player in turn (KI-4)."""
OVER = "over"
"""Phase: the last round is scored; nobody acts."""
PHASES = (DECLARE, PLAY, OVER)

ORDERS = (Order.ASCENDING, Order.DESCENDING)
"""The orders by index: the game stores the order in force as 0 (ascending) or 1 (descending)."""


@dataclass(frozen=True)
class Rules:
    """Kirin's rule variants; the defaults are the rulings KI-1..KI-7.

    ``rounds``: how many rounds make a game (KI-7: three). The rulings leave no
    other reading open that needs a switch.
    """

    rounds: int = 3

    def __post_init__(self) -> None:
        """Refuse a number of rounds that is not a whole number from 1 to ``MOST_ROUNDS``."""
        if type(self.rounds) is not int or not 1 <= self.rounds <= MOST_ROUNDS:
            raise InvalidInput(f"rounds must be a whole number from 1 to {MOST_ROUNDS}, not {quote(self.rounds)}.")


MOST_ROUNDS = 12
"""The most rounds a Kirin game may be set to (KI-7 plays three; twelve is a long evening)."""


DEFAULT_RULES = Rules()


# ----- reading inputs ----------------------------------------------------------------

def parse_order(order: OrderLike) -> Order:
    """Read ``"ascending"`` / ``"descending"`` (or an ``Order``), case-insensitive."""
    if isinstance(order, Order):
        return order
    if isinstance(order, str):
        text = order.strip().lower()
        for candidate in ORDERS:
            if text == candidate.value:
                return candidate
    raise InvalidInput(f"{quote(order)} is not an order: write 'ascending' or 'descending'.")


def order_index(order: OrderLike) -> int:
    """The index of an order in ``ORDERS``: 0 ascending, 1 descending."""
    return ORDERS.index(parse_order(order))


def _trick_cards(cards: CardsLike) -> list[Card]:
    """Read the cards of one trick: one to four different cards, in play order."""
    trick = parse_cards(cards)
    if not 1 <= len(trick) <= 4:
        raise InvalidInput(
            f"A trick has one to four cards (one per player), but {len(trick)} were given."
        )
    return trick


def _hand_and_led(hand: CardsLike, led: Optional[CardLike]) -> tuple[list[Card], Optional[Card]]:
    """Read a hand and a led card that belong to one deal (no card twice)."""
    cards = parse_cards(hand)
    card = None if led is None or (isinstance(led, str) and not led.strip()) else parse_card(led)
    if card is not None:
        check_copies(cards + [card], lambda _: 1, describe_copies)
    return cards, card


# ----- strength (KI-2, KI-3) -----------------------------------------------------------

def beast_strength(beast: Beast, order: OrderLike) -> int:
    """KI-2: 3 for the strongest beast in the order, down to 0 for the weakest."""
    return 3 - int(beast) if parse_order(order) is Order.ASCENDING else int(beast)


def rank_strength(card: CardLike, order: OrderLike) -> int:
    """KI-2/KI-3: trump 6, numbers 5..0 by the order, Kirin cards -1 (no rank)."""
    card = parse_card(card)
    if card.is_kirin:
        return -1
    if card.is_trump:
        return 6
    return card.number - 1 if parse_order(order) is Order.ASCENDING else 6 - card.number


def stronger_beast(card: CardLike, other: CardLike, order: OrderLike) -> bool:
    """KI-2: whether ``card``'s beast is strictly stronger than ``other``'s in the order."""
    return beast_strength(parse_card(card).beast, order) > beast_strength(parse_card(other).beast, order)


def higher_rank(card: CardLike, other: CardLike, order: OrderLike) -> bool:
    """KI-2/KI-3: whether ``card`` has a strictly higher rank than ``other`` in the order."""
    return rank_strength(card, order) > rank_strength(other, order)


# ----- following (KI-4) --------------------------------------------------------------------

def beats_in_both(card: CardLike, led: CardLike, order: OrderLike) -> bool:
    """KI-4 first case: a number or trump of a stronger beast and a higher rank than the led card."""
    card = parse_card(card)
    return not card.is_kirin and stronger_beast(card, led, order) and higher_rank(card, led, order)


def stronger_kirin(card: CardLike, led: CardLike, order: OrderLike) -> bool:
    """KI-4 second case: a Kirin card of a stronger beast than the led card."""
    card = parse_card(card)
    return card.is_kirin and stronger_beast(card, led, order)


def is_forcing(card: CardLike, led: CardLike, order: OrderLike) -> bool:
    """KI-4: whether holding ``card`` obliges a follower (one of the two cases)."""
    return beats_in_both(card, led, order) or stronger_kirin(card, led, order)


FORCE: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << card.id for card in CARDS if is_forcing(card, led, order)) for led in CARDS)
    for order in ORDERS
)
"""``FORCE[order][led_id]``: the mask of the cards that oblige a follower (``is_forcing``, KI-4)."""


def playable(hand: int, trick: Sequence[int], order: int) -> int:
    """KI-4 on masks: the cards of ``hand`` that may be played to the ``trick`` so far (card ids, led first).

    The leader plays any card; a follower holding cards that force (``FORCE``) must play
    one of them, otherwise any card.
    """
    if not trick:
        return hand
    return hand & FORCE[order][trick[0]] or hand


def forcing_cards(hand: CardsLike, led: CardLike, order: OrderLike) -> list[Card]:
    """KI-4: the cards of the hand that a follower must choose from (maybe none)."""
    cards, led_card = _hand_and_led(hand, led)
    return [card for card in cards if is_forcing(card, led_card, order)]


def legal_follows(hand: CardsLike, led: Optional[CardLike], order: OrderLike,
                  rules: Optional[Rules] = None) -> list[Card]:
    """KI-4: the cards of ``hand`` that may be played to ``led`` (the leader, ``led=None``, plays any)."""
    check_rules(rules, Rules, DEFAULT_RULES)
    cards, led_card = _hand_and_led(hand, led)
    allowed = playable(mask_of(cards), [] if led_card is None else [led_card.id], order_index(order))
    return [card for card in cards if allowed >> card.id & 1]


# ----- winning a trick (KI-3, KI-5) ---------------------------------------------------------

def trick_strength(card: CardLike, order: OrderLike) -> int:
    """KI-5: a key that sorts by rank first, then beast; -1 for a Kirin card (KI-3)."""
    card = parse_card(card)
    if card.is_kirin:
        return -1
    return rank_strength(card, order) * 4 + beast_strength(card.beast, order)


WIN_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(trick_strength(card, order) for card in CARDS) for order in ORDERS
)
"""``WIN_KEY[order][id]``: the card's ``trick_strength`` (KI-5); -1 for Kirin cards."""


def trick_outcome(ids: Sequence[int], order: int) -> tuple[int, int]:
    """KI-5 on card ids: ``(position of the winning card, or -1 if all are Kirin cards, bit mask of the trick)``."""
    keys = WIN_KEY[order]
    best = best_at = -1
    mask = 0
    for at, card in enumerate(ids):
        mask |= 1 << card
        if keys[card] > best:
            best, best_at = keys[card], at
    return best_at, mask


def trick_winner(cards: CardsLike, order: OrderLike, rules: Optional[Rules] = None) -> Optional[int]:
    """KI-5: the index (in play order) of the winning card, or ``None`` if every card is a Kirin card."""
    check_rules(rules, Rules, DEFAULT_RULES)
    trick = _trick_cards(cards)
    best_at = trick_outcome([card.id for card in trick], order_index(order))[0]
    return None if best_at < 0 else best_at


# ----- the Kirin effect (KI-6) ---------------------------------------------------------------

KIRIN_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(beast_strength(card.beast, order) if card.is_kirin else -1 for card in CARDS)
    for order in ORDERS
)
"""``KIRIN_KEY[order][id]``: beast strength of a Kirin card, -1 for other cards (KI-6)."""

DIRECTION: tuple[int, ...] = tuple(
    -1 if card.direction is None else ORDERS.index(card.direction) for card in CARDS
)
"""``DIRECTION[id]``: the order index a Kirin card calls for, -1 for other cards."""

KIRIN_MASK: int = sum(1 << card.id for card in CARDS if card.is_kirin)
"""Bits of the eight Kirin cards."""


def order_index_after(ids: Iterable[int], order: int) -> tuple[int, int, int]:
    """KI-6 on card ids: ``(new order, strongest Kirin card's id or -1, how many of that beast's Kirin cards)``.

    The strongest beast among the Kirin cards played decides: one Kirin card of it sets
    its direction; both of it cancel and the order stays.
    """
    keys = KIRIN_KEY[order]
    best = -1
    best_id = -1
    count = 0
    for card in ids:
        key = keys[card]
        if key > best:
            best, best_id, count = key, card, 1
        elif key == best and key >= 0:
            count += 1
    if best_id < 0 or count > 1:
        return order, best_id, count
    return DIRECTION[best_id], best_id, 1


def strongest_kirin_beast(cards: CardsLike, order: OrderLike) -> Optional[Beast]:
    """KI-6: the strongest beast among the trick's Kirin cards in the order in force, if any."""
    strongest = order_index_after([card.id for card in parse_cards(cards)], order_index(order))[1]
    return None if strongest < 0 else CARDS[strongest].beast


def order_after(cards: CardsLike, order: OrderLike, rules: Optional[Rules] = None) -> str:
    """KI-6: the order for the next trick (``"ascending"`` or ``"descending"``)."""
    check_rules(rules, Rules, DEFAULT_RULES)
    trick = _trick_cards(cards)
    return ORDERS[order_index_after([card.id for card in trick], order_index(order))[0]].value


# ----- scoring (KI-7) ---------------------------------------------------------------------------

def scoring_mask(won: int, declared: int) -> int:
    """KI-7 on masks: the won cards that score for the declared card id: those of its beast."""
    return won & BEAST_MASK[CARDS[declared].beast]


def declared_points(won: CardsLike, declared: CardLike) -> int:
    """KI-7: one point per won card of the declared card's beast."""
    card = parse_card(declared)
    return scoring_mask(mask_of(parse_cards(won)), card.id).bit_count()


# ----- sentences for learners ---------------------------------------------------------------

def join_or(items: Iterable[object]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    words = [str(item) for item in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def order_summary(order: OrderLike) -> str:
    """How cards compare in an order, e.g. ``beasts Q > S > B > X, numbers 6 > ... > 1``."""
    if parse_order(order) is Order.ASCENDING:
        return "beasts Q > S > B > X, trump > 6 > 5 > 4 > 3 > 2 > 1"
    return "beasts X > B > S > Q, trump > 1 > 2 > 3 > 4 > 5 > 6"


def rank_words(card: Card) -> str:
    """How a learner names a card's rank: ``5``, ``trump`` or ``no rank``."""
    if card.is_kirin:
        return "no rank"
    return "trump" if card.is_trump else str(card.number)


def must_follow_sentence(forced: list[Card]) -> str:
    """KI-4: 'You hold S5, which is a stronger beast with a higher rank, so you must play it.'"""
    both = [card for card in forced if not card.is_kirin]
    kirin = [card for card in forced if card.is_kirin]
    parts = []
    if both:
        what = ("is a stronger beast with a higher rank" if len(both) == 1
                else "are stronger beasts with higher ranks")
        parts.append(f"{join_and(both)}, which {what}")
    if kirin:
        what = "a Kirin card" if len(kirin) == 1 else "Kirin cards"
        parts.append(f"{join_and(kirin)}, {what} of a stronger beast")
    ending = "so you must play it" if len(forced) == 1 else f"so you must play one of them: {join_or(forced)}"
    return f"You hold {', and '.join(parts)}, {ending}."


def obliging_words(card: CardLike, led: CardLike, order: OrderLike) -> str:
    """KI-4 (and KI-3 for a led Kirin card): why ``card`` obliges a follower against ``led``, in words:
    'a stronger beast than B4 (Vermilion Bird over White Tiger) and a higher rank (5 over 4)'."""
    card, led_card, current = parse_card(card), parse_card(led), parse_order(order)
    if not is_forcing(card, led_card, current):
        raise InvalidInput(f"{card} does not oblige a follower against {led_card} in {current.value} order (KI-4).")
    beasts = f"{card.beast.title} over {led_card.beast.title}"
    if card.is_kirin:
        return f"a Kirin card of a stronger beast than {led_card} ({beasts})"
    if led_card.is_kirin:
        return f"a stronger beast than {led_card} ({beasts}) and a higher rank, since every number and every trump outranks a Kirin card"
    return f"a stronger beast than {led_card} ({beasts}) and a higher rank ({rank_words(card)} over {rank_words(led_card)})"


def follow_reason(card: CardLike, hand: CardsLike, led: Optional[CardLike], order: OrderLike) -> str:
    """KI-4 for one card of a hand: whether it may be played to ``led`` and why."""
    cards, led_card = _hand_and_led(hand, led)
    card = parse_card(card)
    if card not in cards:
        raise InvalidInput(f"{card} is not in the hand ({' '.join(map(str, cards)) or 'empty'}).")
    current = parse_order(order)
    if led_card is None:
        return f"{card} may be played: the leader may lead any card."
    forced = forcing_cards(cards, led_card, current)
    if card in forced:
        verb = "is" if card.is_kirin else "has"
        return f"{card} may be played: in {current.value} order it {verb} {obliging_words(card, led_card, current)}."
    if forced:
        return f"{card} may not be played: by the follow rule (KI-4), you must play {join_or(forced)}."
    return (f"{card} may be played: no card of the hand has both a stronger beast and a higher rank than "
            f"{led_card}, and none is a Kirin card of a stronger beast, so any card is allowed.")


def explain_follows(hand: CardsLike, led: Optional[CardLike], order: OrderLike) -> list[tuple[Card, bool, str]]:
    """KI-4 for a whole hand: ``(card, may_play, reason)`` for each card."""
    cards, led_card = _hand_and_led(hand, led)
    allowed = set(legal_follows(cards, led_card, order))
    return [(card, card in allowed, follow_reason(card, cards, led_card, order)) for card in cards]


def explain_winner(cards: CardsLike, order: OrderLike) -> str:
    """KI-5: who wins a trick and why, in a sentence."""
    trick = _trick_cards(cards)
    current = parse_order(order)
    index = trick_winner(trick, current)
    if index is None:
        return ("By the rule for winning a trick (KI-5), nobody wins a trick in which every card is a Kirin card: "
                "the cards are put aside and the same leader leads the next trick.")
    win = trick[index]
    ranked = [card for card in trick if not card.is_kirin]
    note = " Our reading, KI-3, gives Kirin cards no rank, so they cannot win." if len(ranked) < len(trick) else ""
    by = f"By the rule for winning a trick (KI-5), {win} wins"
    same = [card for card in ranked if rank_strength(card, current) == rank_strength(win, current)]
    if len(same) > 1:
        return (f"{by}: {join_and(same)} share the highest rank ({rank_words(win)}), and "
                f"the {win.beast.title} is the strongest of their beasts in {current.value} order."
                + note)
    if win.is_trump:
        return f"{by}: a trump outranks every number." + note
    if len(ranked) == 1:
        return f"{by}: it is the only card with a rank." + note
    bigger = "bigger" if current is Order.ASCENDING else "smaller"
    return (f"{by}: its rank {win.number} is the highest in the trick, since {bigger} numbers "
            f"rank higher in {current.value} order." + note)


def deciding_beast_words(cards: CardsLike, order: OrderLike) -> str:
    """KI-6: why one Kirin card decides when several were played and that beast's pair does not
    cancel: "The strongest beast among the Kirin cards is the Vermilion Bird: ", else ""."""
    trick = _trick_cards(cards)
    current = parse_order(order)
    beast = strongest_kirin_beast(trick, current)
    kirin = [card for card in trick if card.is_kirin]
    if beast is None or len(kirin) < 2 or sum(card.beast is beast for card in kirin) > 1:
        return ""
    return f"The strongest beast among the Kirin cards is the {BEAST_TITLES[beast]}: "


def explain_order_after(cards: CardsLike, order: OrderLike) -> str:
    """KI-6: the order for the next trick and why, in a sentence."""
    trick = _trick_cards(cards)
    current = parse_order(order)
    beast = strongest_kirin_beast(trick, current)
    if beast is None:
        return f"No Kirin card was played, so the order stays {current.value}."
    mine = [card for card in trick if card.is_kirin and card.beast is beast]
    title = BEAST_TITLES[beast]
    if len(mine) > 1:
        return (f"The {title} is the strongest beast among the Kirin cards and both of its Kirin "
                f"cards ({join_and(mine)}) were played: by the Kirin effect (KI-6) they cancel, and the "
                f"order stays {current.value}.")
    after = order_after(trick, current)
    head = f"{deciding_beast_words(trick, current)}{mine[0]} asks for {after} order"
    if after == current.value:
        return f"{head}, which is already in force, so by the Kirin effect (KI-6) the order stays {after}."
    return f"{head}, so by the Kirin effect (KI-6) the order is {after} from the next trick."


def beast_ladder_words(order: OrderLike) -> str:
    """KI-2: the beasts from strongest to weakest in words, e.g. ``Azure Dragon > ... > Black Tortoise``."""
    return " > ".join(BEAST_TITLES[b] for b in sorted(Beast, key=lambda b: -beast_strength(b, order)))


def explain_stronger_beast(card: CardLike, other: CardLike, order: OrderLike) -> str:
    """KI-2: which of two cards has the stronger beast in the order, and why, in a sentence."""
    a, b = parse_cards([card, other])
    current = parse_order(order)
    if a.beast is b.beast:
        return (f"{a} and {b} are both {a.beast.title} cards: a beast is never stronger than itself, "
                f"so neither has the stronger beast (KI-2).")
    strong, weak = (a, b) if stronger_beast(a, b, current) else (b, a)
    return (f"In {current.value} order the beasts go {beast_ladder_words(current)}, so the "
            f"{strong.beast.title} ({strong}) is stronger than the {weak.beast.title} ({weak}) (KI-2).")


def explain_higher_rank(card: CardLike, other: CardLike, order: OrderLike) -> str:
    """KI-2/KI-3: which of two cards has the higher rank in the order, and why, in a sentence."""
    a, b = parse_cards([card, other])
    current = parse_order(order)
    if a.is_kirin and b.is_kirin:
        return f"{a} and {b} are both Kirin cards, which have no rank: neither outranks the other (KI-3)."
    if a.is_kirin or b.is_kirin:
        kirin, ranked = (a, b) if a.is_kirin else (b, a)
        return (f"{kirin} is a Kirin card, which has no rank, and any number or trump outranks it, "
                f"so {ranked} has the higher rank (KI-3).")
    if rank_strength(a, current) == rank_strength(b, current):
        what = "trumps" if a.is_trump else f"{a.number}s"
        return (f"{a} and {b} are both {what}: equal rank, and the beast does not change a rank, "
                f"so neither has the higher rank (KI-2).")
    high, low = (a, b) if higher_rank(a, b, current) else (b, a)
    if high.is_trump:
        return f"{high} is a trump, and a trump outranks every number in either order (KI-2)."
    ranks = " > ".join(str(n) for n in sorted(range(1, 7), key=lambda n: -rank_strength(f"Q{n}", current)))
    return f"In {current.value} order the numbers go {ranks}, so {high} outranks {low} (KI-2)."


def explain_points(won: CardsLike, declared: CardLike) -> str:
    """KI-7: what a won pile scores for a declaration, and why, in a sentence."""
    pile, card = parse_cards(won), parse_card(declared)
    scores = scoring_mask(mask_of(pile), card.id)
    scoring = [c for c in pile if scores >> c.id & 1]
    head = f"{card} was declared, so only {card.beast.title} cards score, one point each"
    if not scoring:
        return f"{head}, and this pile holds none: 0 points (KI-7)."
    rest = len(pile) - len(scoring)
    others = ("" if not rest else " The other card scores nothing." if rest == 1
              else f" The other {rest} cards score nothing.")
    return (f"{head}: {join_and(scoring)} make{'s' * (len(scoring) == 1)} {len(scoring)} "
            f"point{'s' * (len(scoring) != 1)} (KI-7).{others}")


