"""Kirin's coach in words: what the seat has seen, what a card does to the trick, and the reason a review row gives.

:mod:`engines.kirin.coach` values the choices; this module says, in the game's words, what one card
does to the current trick that another does not (who wins it and the cards of your beast it holds,
KI-5, KI-7; how many cards you have not seen would beat it; a Kirin card's turn of the order, KI-3,
KI-6) or what a declaration keeps in hand, and writes the one sentence a review row or the Coach gives
(:func:`reason`), true to the figures it is handed. Every clause is computed on the position.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from engines import coach as shared
from engines.core import seat_name
from engines.reason_facts import Reason, reason_of

from .actions import Declare
from .bots import CARDS_BY_TOKEN, round_tricks
from .cards import BEAST_TITLES, CARDS, FULL_MASK, Card, ids_of
from .rules import DIRECTION, KIRIN_KEY, ORDERS, OVER, PLAYERS, WIN_KEY, order_index, order_index_after, scoring_mask, trick_outcome

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


# ----- the reason, in the game's words --------------------------------------------------------

def choice_words(action: Any) -> str:
    """``declaring Q6`` or ``playing Q6``."""
    return f"{'declaring' if isinstance(action, Declare) else 'playing'} {action.card}"


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


def _names(seats: Sequence[int]) -> str:
    """'Dagny', 'Dagny and Aiko', 'Chidi, Dagny and Aiko'."""
    names = [seat_name(s) for s in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def later_words(observation: dict, beast: str, player: str = "you") -> str:
    """What the players still to play may add to the trick, in words ('' when ``player`` plays last).

    ``player``: how the seat is named ('you', or its name on a page).
    """
    later, unseen = still_to_play(observation)
    if not later:
        return ""
    plays = "plays" if len(later) == 1 else "play"
    if not unseen:
        return (f"{_names(later)} still {plays} after {player}, and no {beast} card {player} "
                f"{'have' if player == 'you' else 'has'} not seen is left for them to add")
    return (f"{_names(later)} still {plays} after {player} and may add {'the' if unseen == 1 else 'some of the'} "
            f"{_count(unseen, beast)} "
            f"{player} {'have' if player == 'you' else 'has'} not seen")


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


def trick_effect(observation: dict, seat: int, card: int) -> tuple:
    """What playing ``card`` does to the current trick: ``(kind, winner or ahead, cards of your beast, beaten by)``.

    Played last, the trick ends: who wins it (KI-5) and how many cards of the seat's declared beast
    it holds (KI-7, Kirin cards of the beast included). Played earlier (a lead too), whether it is
    ahead, the beast's cards in the trick with it, and when ahead how many unseen cards beat it.
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
    led = _led_kirin(card, order)
    if led.startswith("turns"):  # the unseen cards that, played after it, would stop the turn (KI-6, by the engine)
        after = order_index_after([card], order)[0]
        led += "|" + ",".join(CARDS[x].token for x in ids_of(unseen_mask(observation))
                              if order_index_after([card, x], order)[0] != after)
    return ("lead", led, points, beaten)


def _led_kirin(card: int, order: int) -> str:
    """For a led card, what it does to the order (KI-6): '' for a number or trump; for a Kirin card
    'turns:<order>' when its direction is not the order in force, else 'keeps:<order>'."""
    if not CARDS[card].is_kirin:
        return ""
    after = order_index_after([card], order)[0]
    top = KIRIN_KEY[order][card] == max(KIRIN_KEY[order])  # no Kirin card of a stronger beast exists
    return f"{'turns' if after != order else 'keeps'}:{ORDERS[after].value}{':top' if top else ''}"


def _kirin_lead_words(who: str, card: str) -> str:
    """A led Kirin card in words: it cannot win the trick (KI-3), and what it does to the order (KI-6)."""
    led, _, stoppers = who.partition("|")
    how, order, *_ = led.split(":")
    subject = f"{card} is a Kirin card:" if card else "both are Kirin cards:"
    cannot = "it cannot win the trick" if card else "neither can win the trick"
    if how == "turns":
        cards = stoppers.split(",") if stoppers else []
        if not cards:
            return (f"led, {subject} {cannot}, and it turns the order to {order} from the next trick: none of the "
                    "cards you have not seen could stop it (KI-3, KI-6)")
        named = cards[0] if len(cards) == 1 else f"{', '.join(cards[:-1])} or {cards[-1]}"
        which = "the one card" if len(cards) == 1 else "the cards"
        return (f"led, {subject} {cannot}, and it turns the order to {order} from the next trick unless {named} "
                f"({which} you have not seen that would stop it) comes later in the trick (KI-3, KI-6)")
    return f"led, {subject} {cannot}, and the {order} order it asks for is already in force (KI-3, KI-6)"


def _turn_words(observation: dict, card: int) -> str:
    """For a Kirin card played after the lead, what it does to the order (KI-6): ', and it turns the order to
    descending from the next trick (as the trick stands)' when the trick with it ends in the other order and the
    trick without it would not; '' otherwise (and for a lead, whose words say it already)."""
    trick = [card_id(c) for _, c in observation["trick"]]
    if not trick or not CARDS[card].is_kirin:
        return ""
    order = order_index(observation["order"])
    after = order_index_after(trick + [card], order)[0]
    if after == order or order_index_after(trick, order)[0] == after:  # no turn, or one the trick had already
        return ""
    stands = "" if len(trick) == PLAYERS - 1 else " (as the trick stands)"
    return f", and it turns the order to {ORDERS[after].value} from the next trick{stands} (KI-6)"


def _count(points: int, beast: str) -> str:
    """'no White Tiger card', '1 White Tiger card', '2 White Tiger cards'."""
    return f"{points or 'no'} {beast} card{'s' * (points != 1)}"


def _stake(points: int, yours: bool) -> str:
    """What a won trick's cards of the seat's beast mean for it (KI-7): '' when it holds none."""
    said = f"{points} point{'s' * (points != 1)} {'for you' if yours else 'lost to you'}"
    return f" ({said}, KI-7)" if points else ""


def this_trick(effect: tuple, seat: int) -> Optional[int]:
    """Your beast's cards in the trick as it stands: + when you win it or are ahead, - otherwise (None: a lead)."""
    kind, who, points, _ = effect
    if kind in ("lead", "nobody"):
        return None if kind == "lead" else 0
    return points if (who == seat if kind == "won" else who) else -points


def _beaten_words(beaten: Optional[tuple[int, int]]) -> str:
    """'4 of the 14 cards you have not seen would beat it'."""
    if beaten is None:
        return ""
    ahead, unseen = beaten
    return f"{ahead or 'none'} of the {unseen} cards you have not seen would beat it"


def _so_far(points: int, beast: str) -> str:
    """'(the trick would then hold no White Tiger cards so far)': players still play after this card."""
    return f"(the trick would then hold {_count(points, beast)} so far)"


def effect_words(effect: tuple, seat: int, card: str, beast: str) -> str:
    """A clause for one effect of ``trick_effect``, every part of it computed on the position."""
    kind, who, points, beaten = effect
    if kind == "nobody":
        return f"with {card} every card is a Kirin card and nobody wins the trick"
    if kind == "won":
        holds = f", which holds {_count(points, beast)}{_stake(points, who == seat)}"
        return f"with {card} {'you win' if who == seat else seat_name(who) + ' wins'} the trick{holds}"
    if kind == "ahead":
        if not who:
            lost = (f", so you cannot win this trick: {points} point{'s' * (points != 1)} of yours lost, KI-7"
                    if points else "")  # a card of your beast thrown into a trick another seat takes
            return f"{card} does not beat the cards played so far{lost} {_so_far(points, beast)}"
        return (f"{card} is ahead of the cards played so far, and {_beaten_words(beaten)} "
                f"{_so_far(points, beast)}")
    if who:
        return _kirin_lead_words(who, card)
    return f"led, {card} starts the trick and {_beaten_words(beaten)}"


def same_words(effect: tuple, seat: int, beast: str) -> str:
    """What both cards do alike to the trick (their effects are equal), in words."""
    kind, who, points, beaten = effect
    if kind == "nobody":
        return "nobody wins the trick either way"
    if kind == "won":
        return (f"the trick goes to {'you' if who == seat else seat_name(who)} either way, holding "
                f"{_count(points, beast)}{_stake(points, who == seat)}")
    if kind == "ahead":
        state = f"ahead of the cards played so far, and {_beaten_words(beaten)}" if who else \
            "behind the cards played so far"
        return f"either card is {state} {_so_far(points, beast)}"
    if who:
        return _kirin_lead_words(who, "")
    return f"led, either card starts the trick and {_beaten_words(beaten)}"


def _chance(effect: tuple) -> tuple[int, int]:
    """How well a card placed as ``effect`` stands to win the trick, for comparing two cards: (1, -cards that
    would beat it) when it is ahead or leads, (0, 0) when it cannot win (behind, a Kirin card) or the trick ends."""
    kind, who, _, beaten = effect
    return (1, -beaten[0]) if kind in ("ahead", "lead") and beaten is not None else (0, 0)


def _favours_yours(mine: tuple, theirs: tuple, seat: int, played: str, best: str) -> str:
    """The fact of this trick that favours the played card (``theirs``, named ``played``) over the coach's (``mine``,
    named ``best``), in words, or '' when none does: more of your beast's cards as the trick stands, else winning
    it, else a better chance to win it (KI-5, KI-7). The cards are named, so the words hold on any page."""
    now = (this_trick(mine, seat), this_trick(theirs, seat))
    if None not in now and now[0] != now[1]:
        return f"{played} does better by your beast's cards" if now[1] > now[0] else ""
    if mine[0] == theirs[0] == "won" and theirs[1] == seat != mine[1]:  # a trick won that holds none of your beast
        return f"{played} wins it and {best} does not"
    if _chance(theirs) > _chance(mine):
        return (f"{played} is the likelier of the two to win it" if _chance(mine)[0] else
                f"{played} can win it and {best} cannot")
    return ""


def _kept_words(observation: dict, best: Any, played: Any) -> str:
    """'S4 keeps S6 (the stronger card in either order) in your hand for the tricks to come'."""
    now = order_index(observation["order"])
    other = ORDERS[1 - now].value
    stronger = [WIN_KEY[o][played.card.id] > WIN_KEY[o][best.card.id] for o in range(len(WIN_KEY))]
    kept = (f"{played.card} (the stronger card in either order)" if all(stronger) else
            f"{played.card} (the stronger card in the {observation['order']} order, the one in force)" if stronger[now]
            else f"{played.card} (the stronger card should the order turn {other})" if stronger[1 - now]
            else _kept_kirin(observation, best, played) if played.card.is_kirin else "")
    if not kept:  # the kept card is the weaker in either order: no edge of its own to name
        return (f"{best.card} keeps {played.card}, the weaker card in either order, in your hand: the edge the "
                "playouts find is not in the cards' strength")
    return f"{best.card} keeps {kept} in your hand for the tricks to come"


def _kept_kirin(observation: dict, best: Any, played: Any) -> str:
    """A kept Kirin card with what tells it from the coach's card (KI-6): its beast's rank among the Kirin cards in
    the order in force, or, of one beast, the order it asks for; against a card that is not a Kirin card, that
    it can turn the order in a later trick."""
    kept, other = played.card, best.card
    if not other.is_kirin:
        return f"{kept} (a Kirin card, which can turn the order in a later trick, KI-6)"
    now = order_index(observation["order"])
    if kept.beast is not other.beast:
        stronger = KIRIN_KEY[now][kept.id] > KIRIN_KEY[now][other.id]
        return (f"{kept} (a Kirin card of a {'stronger' if stronger else 'weaker'} beast than {other}'s in the "
                f"{observation['order']} order, so it {'outranks' if stronger else 'gives way to'} {other} in the "
                "Kirin effect, KI-6)")
    return f"{kept} (the Kirin card of the same beast asking for {ORDERS[DIRECTION[kept.id]].value}, KI-6)"


def play_words(observation: dict, seat: int, best: Any, played: Any) -> str:
    """Why one card rather than another, in the trick's terms: what each does to it, "either" only when alike.

    Where the facts of this trick favour the played card (more of your beast's cards, or a better chance to win
    the trick), the clause says so plainly and that the coach's edge lies in the tricks to come, where its
    card keeps the other in your hand: it never offers those facts as the reason for the coach's card."""
    beast = BEAST_TITLES[CARDS[card_id(observation["declaration"])].beast]
    mine = trick_effect(observation, seat, best.card.id)
    theirs = trick_effect(observation, seat, played.card.id)
    later = f"; {later_words(observation, beast)}" if "ahead" in (mine[0], theirs[0]) else ""
    def clause(effect: tuple, card: Any, name: str) -> str:
        return effect_words(effect, seat, name, beast) + _turn_words(observation, card.id)

    if clause(mine, best.card, "") != clause(theirs, played.card, ""):  # else nothing to contrast
        parts = [clause(e, c, str(c)) for e, c in ((mine, best.card), (theirs, played.card))]
        favour = _favours_yours(mine, theirs, seat, str(played.card), str(best.card))
        if favour:  # the facts of this trick favour the played card: say so, and where the coach's edge lies
            later += (f"; as this trick stands {favour}, so the coach's edge lies in the tricks to come: "
                      f"{_kept_words(observation, best, played)}")
        return ", while ".join(p for p in parts if p) + later
    return f"{same_words(mine, seat, beast)}{later}, and {_kept_words(observation, best, played)}"


def declare_words(observation: dict, best: Any, played: Any) -> str:
    """What each declaration leaves in hand: the beast collected and its cards kept to win tricks with (KI-7); where
    the count does not favour the coach's declaration, it says so and that the count is not the coach's reason
    (at a declaration every point is in the tricks to come, so that says nothing)."""
    mine, theirs = best.card.beast, played.card.beast
    if mine is theirs:  # the same beast: what differs is the card kept, weighed in the order in force (KI-2)
        order = observation["order"]
        kept, given = (WIN_KEY[order_index(order)][c.card.id] for c in (played, best))
        said = (f"both collect the {BEAST_TITLES[mine]}; declaring {best.card} keeps {played.card} in your hand "
                f"and declaring {played.card} keeps {best.card}")
        if kept == given or min(kept, given) < 0:  # a Kirin card has no rank: the count says nothing
            return f"{said}; its edge is in how the sampled rounds play out, not in this count"
        stronger = played.card if kept > given else best.card
        return (f"{said}; in the {order} order in force {stronger} is the stronger in a trick"
                + ("" if stronger == played.card else ", so the count is not the coach's reason: its edge is in how "
                   "the sampled rounds play out (who holds what, how the order turns)"))
    # a Kirin card wins no trick (KI-3): the count is of the number cards and the trump kept beside the declared card
    held = [CARDS[card_id(c)] for c in observation["hand"]]
    ours, yours = (sum(c.beast is beast and not c.is_kirin and c.id != declared.card.id for c in held)
                   for beast, declared in ((mine, best), (theirs, played)))
    unnamed = ("its edge is in how the sampled rounds play out (who holds what, how the order turns), not in a fact "
               "this count shows")
    kirin = any(c.is_kirin and c.beast in (mine, theirs) for c in held)  # say why a held Kirin card is left out
    edge = (f"; by that count yours keeps more, so the count is not the coach's reason: {unnamed}" if yours > ours
            else f"; the count is the same, so it is not the coach's reason: {unnamed}" if yours == ours else "")
    return (f"collecting the {BEAST_TITLES[mine]} keeps {ours} of its cards that can win a trick in your hand, "
            f"against {yours} {BEAST_TITLES[theirs]} cards{' (Kirin cards win none, KI-3)' if kirin else ''}{edge}")


def figure_words(good: shared.Evaluation, other: shared.Evaluation, gap: shared.Difference, first: str) -> str:
    """'over 64 sampled endings it wins 60% of the games against 55% and ends ...', from the figures given: the
    points are the paired difference ``gap`` (to two decimals), and wins the playouts cannot tell apart say so."""
    same = f"{good.win:.0%}" == f"{other.win:.0%}"
    wins = f"both win {good.win:.0%} of the games" if same else f"{first} wins {good.win:.0%} of the games against {other.win:.0%}"
    wins += " (too close to tell apart)" if not same and gap.win_low <= 0 <= gap.win_high else ""
    margin, points = round(gap.margin, 2), ""
    if margin:
        points = (f"{f', and {first}' if same else ' and'} ends {abs(margin):.2f} points "
                  f"{'better' if margin > 0 else 'worse'} placed against the best other player on average")
    return f"over {good.playouts} sampled endings {wins}{points}"


# ----- a reason as facts (the words are in widgets/kirin/reason_words.py) -----------------------------------
@dataclass(frozen=True)
class TrickFor:
    """The coach's card does better in this trick by your beast's cards (KI-5, KI-7): for each card, who wins the
    trick (or is ahead, -1: nobody) and your beast's cards in it, + yours, - lost to you; ``ends``: it is the last
    card of the trick."""

    card: Card
    seat: int
    winner: int
    points: int
    played_winner: int
    played_points: int
    ends: bool


@dataclass(frozen=True)
class Likelier:
    """The coach's card stands the better chance to win the trick: the cards you have not seen that would beat it
    (``beaten`` of ``unseen``); ``played_beaten`` for the card played (None: it cannot win the trick)."""

    card: Card
    beaten: int
    unseen: int
    played_beaten: Optional[int]


@dataclass(frozen=True)
class KeepsStronger:
    """The coach's card keeps the stronger card in hand for the tricks to come: ``orders`` 2 in either order, 0 in
    the order in force, 1 should the order turn; a Kirin card kept against a card that is not one, ``orders`` -1."""

    card: Card
    kept: Card
    orders: int


@dataclass(frozen=True)
class Collects:
    """A declaration (KI-7): the coach's beast and how many of its cards that can win a trick stay in hand, against
    the played declaration's."""

    beast: int
    count: int
    played_beast: int
    played_count: int


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


def _play_facts(observation: dict, seat: int, best: Any, played: Any) -> tuple:
    """What sets the coach's card apart in this trick (its beast's cards, winning it, the chance to), else the
    stronger card it keeps for later; nothing where neither holds."""
    mine = trick_effect(observation, seat, best.card.id)
    theirs = trick_effect(observation, seat, played.card.id)
    now = (this_trick(mine, seat), this_trick(theirs, seat))

    def winner(effect: tuple) -> int:
        """Who wins or is ahead in the trick (-1: nobody; a lead, the seat)."""
        kind, who, _, _ = effect
        return who if kind == "won" else seat if kind == "lead" or (kind == "ahead" and who) else -1

    ends = len(observation["trick"]) == PLAYERS - 1
    if None not in now and now[0] > now[1] or (
            mine[0] == theirs[0] == "won" and mine[1] == seat != theirs[1]):
        return (TrickFor(best.card, seat, winner(mine), now[0], winner(theirs), now[1], ends),)
    if _chance(mine) > _chance(theirs):
        return (Likelier(best.card, mine[3][0], mine[3][1], theirs[3][0] if _chance(theirs)[0] else None),)
    orders = _kept_orders(observation, best, played)
    return () if orders is None else (KeepsStronger(best.card, played.card, orders),)


def _declare_facts(observation: dict, best: Any, played: Any) -> tuple:
    """What the coach's declaration keeps that the played one does not: more cards of its beast that can win a trick
    (KI-3, KI-7), or, of one beast, the stronger card in the order in force; else, where it declares a Kirin card
    against a card that can win a trick, that card kept in hand; nothing where none of these holds."""
    mine, theirs = best.card.beast, played.card.beast
    aside = (SetsAsideKirin(best.card, played.card),) if best.card.is_kirin and not played.card.is_kirin else ()
    if mine is theirs:
        kept, given = (WIN_KEY[order_index(observation["order"])][c.card.id] for c in (played, best))
        return (KeepsStronger(best.card, played.card, 0),) if kept > given >= 0 else aside
    held = [CARDS[card_id(c)] for c in observation["hand"]]
    ours, yours = (sum(c.beast is beast and not c.is_kirin and c.id != declared.card.id for c in held)
                   for beast, declared in ((mine, best), (theirs, played)))
    return (Collects(int(mine), ours, int(theirs), yours),) if ours > yours else aside


def reason(observation: dict, seat: int, played: Any, best: Any, evaluations: Sequence[shared.Evaluation]) -> Reason:
    """The facts a review row's reason rests on for ``played`` against the coach's ``best``: what the coach's card
    does better in this trick or keeps for later (:class:`TrickFor`, :class:`Likelier`, :class:`KeepsStronger`), or
    what its declaration keeps (:class:`Collects`, :class:`SetsAsideKirin`); where no fact favours it, the imagined ending that shows the
    difference."""
    if str(best) == str(played):
        return Reason(played, best, (Chosen(),))
    facts = (_declare_facts(observation, best, played) if isinstance(best, Declare)
             else _play_facts(observation, seat, best, played))
    return reason_of(played, best, facts, evaluations)
