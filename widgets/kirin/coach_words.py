"""Kirin's coach in words: what a card does to the trick, what a declaration keeps, and the figures, said once.

The facts are the engine's (:mod:`engines.kirin.reasons`: who wins the trick and the cards of your beast it holds,
KI-5, KI-7; how many cards you have not seen would beat a card; a Kirin card's turn of the order, KI-3, KI-6; the
cards a declaration keeps); this module only writes them as the clauses the Playing well page and its tests read.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from engines import coach as shared
from engines.core import seat_name
from engines.kirin.actions import Declare
from engines.kirin.cards import BEAST_TITLES
from engines.kirin.reasons import (LedKirin, declared_beast, holds_kirin_of, kirin_outranks, still_to_play,
                                   stronger_orders, this_trick, trick_cards_kept, trick_effect, trick_ends,
                                   turn_after, win_chance)
from engines.kirin.rules import ORDERS, order_index, trick_strength

__all__ = ["choice_words", "later_words", "turn_words", "effect_words", "same_words", "kept_words",
           "kept_kirin_words", "play_words", "declare_words", "figure_words"]


def choice_words(action: Any) -> str:
    """``declaring Q6`` or ``playing Q6``."""
    return f"{'declaring' if isinstance(action, Declare) else 'playing'} {action.card}"


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


def _kirin_lead_words(led: LedKirin, card: str) -> str:
    """A led Kirin card in words: it cannot win the trick (KI-3), and what it does to the order (KI-6)."""
    subject = f"{card} is a Kirin card:" if card else "both are Kirin cards:"
    cannot = "it cannot win the trick" if card else "neither can win the trick"
    order = led.order.value
    if led.turns:
        cards = [str(c) for c in led.stoppers]
        if not cards:
            return (f"led, {subject} {cannot}, and it turns the order to {order} from the next trick: none of the "
                    "cards you have not seen could stop it (KI-3, KI-6)")
        named = cards[0] if len(cards) == 1 else f"{', '.join(cards[:-1])} or {cards[-1]}"
        which = "the one card" if len(cards) == 1 else "the cards"
        return (f"led, {subject} {cannot}, and it turns the order to {order} from the next trick unless {named} "
                f"({which} you have not seen that would stop it) comes later in the trick (KI-3, KI-6)")
    return f"led, {subject} {cannot}, and the {order} order it asks for is already in force (KI-3, KI-6)"


def turn_words(observation: dict, card: int) -> str:
    """For a Kirin card played after the lead, what it does to the order (KI-6): ', and it turns the order to
    descending from the next trick (as the trick stands)' when :func:`~engines.kirin.reasons.turn_after` says it
    turns it; '' otherwise (and for a lead, whose words say it already)."""
    after = turn_after(observation, card)
    if after is None:
        return ""
    stands = "" if trick_ends(observation) else " (as the trick stands)"
    return f", and it turns the order to {after.value} from the next trick{stands} (KI-6)"


def _count(points: int, beast: str) -> str:
    """'no White Tiger card', '1 White Tiger card', '2 White Tiger cards'."""
    return f"{points or 'no'} {beast} card{'s' * (points != 1)}"


def _stake(points: int, yours: bool) -> str:
    """What a won trick's cards of the seat's beast mean for it (KI-7): '' when it holds none."""
    said = f"{points} point{'s' * (points != 1)} {'for you' if yours else 'lost to you'}"
    return f" ({said}, KI-7)" if points else ""


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


def _favours_yours(mine: tuple, theirs: tuple, seat: int, played: str, best: str) -> str:
    """The fact of this trick that favours the played card (``theirs``, named ``played``) over the coach's (``mine``,
    named ``best``), in words, or '' when none does: more of your beast's cards as the trick stands, else winning
    it, else a better chance to win it (KI-5, KI-7). The cards are named, so the words hold on any page."""
    now = (this_trick(mine, seat), this_trick(theirs, seat))
    if None not in now and now[0] != now[1]:
        return f"{played} does better by your beast's cards" if now[1] > now[0] else ""
    if mine[0] == theirs[0] == "won" and theirs[1] == seat != mine[1]:  # a trick won that holds none of your beast
        return f"{played} wins it and {best} does not"
    if win_chance(theirs) > win_chance(mine):
        return (f"{played} is the likelier of the two to win it" if win_chance(mine)[0] else
                f"{played} can win it and {best} cannot")
    return ""


def kept_words(observation: dict, best: Any, played: Any) -> str:
    """'S4 keeps S6 (the stronger card in either order) in your hand for the tricks to come'."""
    now = order_index(observation["order"])
    other = ORDERS[1 - now].value
    stronger = stronger_orders(played.card, best.card)
    kept = (f"{played.card} (the stronger card in either order)" if all(stronger) else
            f"{played.card} (the stronger card in the {observation['order']} order, the one in force)" if stronger[now]
            else f"{played.card} (the stronger card should the order turn {other})" if stronger[1 - now]
            else kept_kirin_words(observation, best, played) if played.card.is_kirin else "")
    if not kept:  # the kept card is the weaker in either order: no edge of its own to name
        return (f"{best.card} keeps {played.card}, the weaker card in either order, in your hand: the edge the "
                "imagined games find is not in the cards' strength")
    return f"{best.card} keeps {kept} in your hand for the tricks to come"


def kept_kirin_words(observation: dict, best: Any, played: Any) -> str:
    """A kept Kirin card with what tells it from the coach's card (KI-6): its beast's rank among the Kirin cards in
    the order in force, or, of one beast, the order it asks for; against a card that is not a Kirin card, that
    it can turn the order in a later trick."""
    kept, other = played.card, best.card
    if not other.is_kirin:
        return f"{kept} (a Kirin card, which can turn the order in a later trick, KI-6)"
    if kept.beast is not other.beast:
        stronger = kirin_outranks(kept, other, order_index(observation["order"]))
        return (f"{kept} (a Kirin card of a {'stronger' if stronger else 'weaker'} beast than {other}'s in the "
                f"{observation['order']} order, so it {'outranks' if stronger else 'gives way to'} {other} in the "
                "Kirin effect, KI-6)")
    return f"{kept} (the Kirin card of the same beast asking for {kept.direction.value}, KI-6)"


def play_words(observation: dict, seat: int, best: Any, played: Any) -> str:
    """Why one card rather than another, in the trick's terms: what each does to it, "either" only when alike.

    Where the facts of this trick favour the played card (more of your beast's cards, or a better chance to win
    the trick), the clause says so plainly and that the coach's edge lies in the tricks to come, where its
    card keeps the other in your hand: it never offers those facts as the reason for the coach's card."""
    beast = BEAST_TITLES[declared_beast(observation)]
    mine = trick_effect(observation, seat, best.card.id)
    theirs = trick_effect(observation, seat, played.card.id)
    later = f"; {later_words(observation, beast)}" if "ahead" in (mine[0], theirs[0]) else ""
    def clause(effect: tuple, card: Any, name: str) -> str:
        return effect_words(effect, seat, name, beast) + turn_words(observation, card.id)

    if clause(mine, best.card, "") != clause(theirs, played.card, ""):  # else nothing to contrast
        parts = [clause(e, c, str(c)) for e, c in ((mine, best.card), (theirs, played.card))]
        favour = _favours_yours(mine, theirs, seat, str(played.card), str(best.card))
        if favour:  # the facts of this trick favour the played card: say so, and where the coach's edge lies
            later += (f"; as this trick stands {favour}, so the coach's edge lies in the tricks to come: "
                      f"{kept_words(observation, best, played)}")
        return ", while ".join(p for p in parts if p) + later
    return f"{same_words(mine, seat, beast)}{later}, and {kept_words(observation, best, played)}"


def declare_words(observation: dict, best: Any, played: Any) -> str:
    """What each declaration leaves in hand: the beast collected and its cards kept to win tricks with (KI-7); where
    the count does not favour the coach's declaration, it says so and that the count is not the coach's reason
    (at a declaration every point is in the tricks to come, so that says nothing)."""
    mine, theirs = best.card.beast, played.card.beast
    if mine is theirs:  # the same beast: what differs is the card kept, weighed in the order in force (KI-2)
        order = observation["order"]
        kept, given = (trick_strength(c.card, order) for c in (played, best))
        said = (f"both collect the {BEAST_TITLES[mine]}; declaring {best.card} keeps {played.card} in your hand "
                f"and declaring {played.card} keeps {best.card}")
        if kept == given or min(kept, given) < 0:  # a Kirin card has no rank: the count says nothing
            return f"{said}; its edge is in how the imagined games play out, not in this count"
        stronger = played.card if kept > given else best.card
        return (f"{said}; in the {order} order in force {stronger} is the stronger in a trick"
                + ("" if stronger == played.card else ", so the count is not the coach's reason: its edge is in how "
                   "the imagined games play out (who holds what, how the order turns)"))
    # a Kirin card wins no trick (KI-3): the count is of the number cards and the trump kept beside the declared card
    ours, yours = (trick_cards_kept(observation, declared.card) for declared in (best, played))
    unnamed = ("its edge is in how the imagined games play out (who holds what, how the order turns), not in a fact "
               "this count shows")
    kirin = holds_kirin_of(observation, (mine, theirs))  # say why a held Kirin card is left out
    edge = (f"; by that count yours keeps more, so the count is not the coach's reason: {unnamed}" if yours > ours
            else f"; the count is the same, so it is not the coach's reason: {unnamed}" if yours == ours else "")
    return (f"collecting the {BEAST_TITLES[mine]} keeps {ours} of its cards that can win a trick in your hand, "
            f"against {yours} {BEAST_TITLES[theirs]} cards{' (Kirin cards win none, KI-3)' if kirin else ''}{edge}")


def figure_words(good: shared.Evaluation, other: shared.Evaluation, gap: shared.Difference, first: str) -> str:
    """'over 64 imagined games it wins 60% of the games against 55% and ends ...', from the figures given: the
    points are the paired difference ``gap`` (to two decimals), and wins the playouts cannot tell apart say so."""
    same = f"{good.win:.0%}" == f"{other.win:.0%}"
    wins = f"both win {good.win:.0%} of the games" if same else f"{first} wins {good.win:.0%} of the games against {other.win:.0%}"
    wins += " (too close to tell apart)" if not same and gap.win_low <= 0 <= gap.win_high else ""
    margin, points = round(gap.margin, 2), ""
    if margin:
        points = (f"{f', and {first}' if same else ' and'} ends {abs(margin):.2f} points "
                  f"{'better' if margin > 0 else 'worse'} placed against the best other player on average")
    return f"over {good.playouts} imagined games {wins}{points}"
