"""Kirin's reasons in words, written once from the engine's facts (:mod:`engines.kirin.reasons`): one short sentence
a review row, practice and Playing well give ("Q6 wins the trick for you; yours leaves it to Bruno.").

``name`` None speaks to the learner ("you", "yours"); a name ("Bruno") speaks of a seat watched from outside.
"""

from __future__ import annotations

from typing import Any, Optional

from engines.core import seat_name
from engines.kirin.cards import BEAST_TITLES, Beast
from engines.kirin.reasons import (Chosen, Collects, KeepsStronger, KeepsStrongest, Likelier, SetsAsideKirin,
                                  TrickFor)
from engines.kirin.rules import ORDERS
from engines.reason_facts import Reason

from ..reason_words import frame, whose

__all__ = ["reason_words"]

_STRONGER = {2: "{kept} outranks {card} in either order", 0: "{kept} outranks {card} in the order in force",
             1: "{kept} outranks {card} should the order turn", -1: "a Kirin card, which can turn the order"}
"""What makes a kept card the better one (:class:`engines.kirin.reasons.KeepsStronger`'s ``orders``), said of the two
cards compared: the card kept outranks the card played, not every card."""


def _beast_cards(points: int, name: Optional[str]) -> str:
    """"with 2 cards of your beast in it", "giving up 1 of Bruno's beast's cards", "" for none ("in it": "with 1 of
    your beast's cards" read as the card played being one)."""
    if not points:
        return ""
    if points > 0:
        beast = "your beast" if name is None else f"{name}'s beast"
        return f" with {points} card{'' if points == 1 else 's'} of {beast} in it"
    beast = "your beast's" if name is None else f"{name}'s beast's"
    return f", giving up {-points} of {beast} cards"


def _bare(fact: KeepsStronger, name: Optional[str]) -> str:
    """"the trick holds none of your beast's cards" ("yet" while cards are still to come, KI-7)."""
    beast = "your beast's" if name is None else f"{name}'s beast's"
    return f"the trick holds none of {beast} cards{'' if fact.last else ' yet'}"


def _trick(winner: int, seat: int, ends: bool, name: Optional[str], trick: str = "the trick") -> str:
    """Who the trick goes to (or who is ahead in it, as it stands); ``trick``: how it is named."""
    you = "you" if name is None else name
    if winner == seat:
        return f"wins {trick} for {you}" if ends else f"puts {you} ahead in {trick}"
    if winner < 0:  # the trick's last card: all Kirin cards (KI-5); earlier: another card is ahead of yours, and a
        # card played later can only beat it, so yours loses
        return f"leaves {trick} to nobody" if ends else f"loses {trick}"
    return f"leaves {trick} to {seat_name(winner)}"


def _led_gains(fact: KeepsStronger) -> str:
    """What the card kept could score led now (KI-7): "can score only itself and any Azure Dragon card the others
    add"."""
    beast = BEAST_TITLES[Beast(fact.lead)]
    gains = f"itself and any {beast} card" if fact.kept.beast is Beast(fact.lead) else f"the {beast} cards"
    return f"can score only {gains} the others add (KI-7)"


def _fact_words(fact: Any, name: Optional[str]) -> str:
    """One fact of a reason in words."""
    if isinstance(fact, TrickFor):
        coach = f"{fact.card} {_trick(fact.winner, fact.seat, fact.ends, name)}{_beast_cards(fact.points, name)}"
        if fact.own and fact.points == 1 and fact.ends and fact.winner == fact.seat:  # its one card is itself
            coach = f"{fact.card} {_trick(fact.winner, fact.seat, fact.ends, name)} and scores itself"
        if fact.points > 0 and fact.played_points == -fact.points:  # the same cards, lost
            if fact.played_winner < 0 and not fact.ends:
                return f"{coach}; {whose(name)} does not"
            if fact.played_winner >= 0:
                them = "it" if fact.points == 1 else "them"
                return f"{coach}; {whose(name)} leaves {them} to {seat_name(fact.played_winner)}"
        if fact.played_winner == fact.winner and fact.points > 0 and not fact.played_points:  # the same place, no card
            return f"{coach}; {whose(name)}, with none"
        mine = _trick(fact.played_winner, fact.seat, fact.ends, name, "it")
        return f"{coach}; {whose(name)} {mine}{_beast_cards(fact.played_points, name)}"
    if isinstance(fact, Likelier):
        # what a trick won brings, in the game's terms (KI-7): "surely wins" alone read as "win every trick"
        spoils = "" if fact.beast is None else f" and any {BEAST_TITLES[Beast(fact.beast)]} card in it"
        played = (f"{whose(name)} cannot win" if fact.played_beaten is None else
                  f"{fact.played_beaten} beat {whose(name)}")
        if not fact.beaten:  # nothing unseen beats it: it cannot lose the trick
            return f"{fact.card} surely wins the trick{spoils}: no unseen card beats it; {played}"
        return (f"{fact.card} is likelier to win the trick{spoils}: {fact.beaten} of {fact.unseen} unseen cards beat "
                f"it, {played}")
    if isinstance(fact, KeepsStronger):
        hand = "your hand" if name is None else f"{name}'s hand"
        if fact.card.is_kirin and not fact.kept.is_kirin:  # any card outranks a Kirin card: say what is spent
            sets = "" if fact.sets is None else ORDERS[fact.sets].value
            verbs = ("turns", "keeps") if fact.last else ("can turn", "can keep")  # a later card may change it
            order = ("" if not sets else f" and {verbs[0]} the order to {sets} (KI-6)" if fact.turns
                     else f" and {verbs[1]} the order {sets} (KI-6)")
            if fact.tops:  # the card it would lose to now: a trump beats a trump on beast, not on rank (KI-2)
                order += f", where {fact.kept} beats {fact.beaten}"
            elif fact.rises:  # whether the turn helps the hand: it raises the card kept
                order += f", where {fact.kept} {'is stronger' if fact.kept.is_trump else 'ranks higher'}"
            if fact.beaten is not None:  # the card kept would lose this trick too: say what beats it
                return (f"{fact.card} wins no trick (KI-3){order}; {fact.beaten} beats {fact.kept} here, so playing "
                        f"{fact.card} keeps {fact.kept} for later")
            if fact.overtake:  # the turn weakens the card kept: what it does for the seat's other cards is the why
                verb = "beat" if fact.kept.is_trump else "outrank"  # trumps tie on rank, the beast decides (KI-2):
                # "XT outranks ST" read as against the lesson
                return (f"{fact.card} wins no trick anyway (KI-3){order}, where {' and '.join(map(str, fact.overtake))} "
                        f"{verb}{'s' if len(fact.overtake) == 1 else ''} {fact.kept}")
            if fact.bare:  # taking this trick would earn nothing (KI-7): the fact, not a forecast of a later trick
                return f"{fact.card} wins no trick (KI-3), and {_bare(fact, name)} (KI-7): playing it keeps {fact.kept}"
            if fact.lead is not None:  # a lead: what the card kept would score led now is why it waits (no "anyway":
                # it might win this trick; a reader met "anyway" beside a card no unseen card beats)
                return f"{fact.card} wins no trick (KI-3){order}; led now, {fact.kept} {_led_gains(fact)}"
            return f"{fact.card} wins no trick anyway (KI-3){order}: playing it keeps {fact.kept} in {hand} for later"
        if fact.bare:  # what the card kept would do here, then why not (a reader took the trick for one it could
            # not win, under the idea's "on a trick you cannot win")
            beast = "your beast's" if name is None else f"{name}'s beast's"
            would = (f"would win the trick, but it holds none of {beast} cards" if fact.last else
                     f"would be ahead, but the trick holds none of {beast} cards yet")
            return f"{fact.kept} {would} (KI-7): {fact.card} keeps {fact.kept} for later"
        if fact.lead is not None and fact.orders == 0:  # a lead: "Q6 outranks X2 in the order in force" is why a
            # learner leads Q6; what it would score led now is the reason to keep it (in either order, or should the
            # order turn, the outranking is itself the reason)
            return f"{fact.card} keeps {fact.kept} for later: led now, {fact.kept} {_led_gains(fact)}"  # "it" read as
            # either card
        if fact.turner is not None:  # the turn is already in the trick: "should the order turn" read as a chance
            stands = "" if fact.last else ", as the trick stands"
            return (f"{fact.card} keeps {fact.kept} in {hand} for later: {fact.kept} outranks {fact.card} in the "
                    f"order {fact.turner} turns to (KI-6){stands}")
        return f"{fact.card} keeps {fact.kept} in {hand} for later: " + _STRONGER[fact.orders].format(
            kept=fact.kept, card=fact.card)
    if isinstance(fact, Collects):
        hand = "your hand" if name is None else f"{name}'s hand"
        if fact.card is not None:  # a Kirin card declared: why that card of the beast (a reader asked why not S1)
            return (f"{fact.card} wins no trick (KI-3); collecting the {BEAST_TITLES[Beast(fact.beast)]} keeps "
                    f"{fact.count} of its cards to win with; {whose(name)}, the "
                    f"{BEAST_TITLES[Beast(fact.played_beast)]}, {fact.played_count or 'none'}")
        return (f"collecting the {BEAST_TITLES[Beast(fact.beast)]}, {hand} holds {fact.count} of its cards to win "
                f"tricks with; {whose(name)}, the {BEAST_TITLES[Beast(fact.played_beast)]}, "
                f"{fact.played_count or 'none'}")
    if isinstance(fact, KeepsStrongest):
        # "keeps BT" read as if the other declaration lost BT: the card stays in hand either way; what the beast
        # changes is which cards score when they win (KI-7). The beasts are in the row's moves.
        # every card kept, not the best alone: a reader took "your best is S6" for the rule
        cards = lambda kept: " ".join(map(str, kept)) if len(kept) <= 3 else f"{len(kept)} cards"  # noqa: E731
        if fact.played_card is None:  # "none" alone read as "no unseen card beats it"
            yours = "none that can win"
        elif len(fact.played_kept) > 1:
            yours = f"{cards(fact.played_kept)}, {fact.played_card} beaten by {fact.played_beaten}"
        else:
            yours = f"{fact.played_card}, beaten by {fact.played_beaten}"
        best = f"{fact.card} " if len(fact.kept) > 1 else ""
        beaten = (f"{best}beaten by no unseen card" if not fact.beaten else
                  f"{best}beaten by {fact.beaten} of {fact.unseen} unseen")
        kept = cards(fact.kept) or fact.card  # no "to win tricks": a weak card listed read as a winner
        return f"collecting the {BEAST_TITLES[Beast(fact.beast)]} keeps {kept}, {beaten}; {whose(name)}: {yours}"
    if isinstance(fact, SetsAsideKirin):
        hand = "your hand" if name is None else f"{name}'s hand"
        if fact.played_card.is_trump:  # what makes this card the one to keep: a trump, not any card that can win
            return (f"{fact.card} wins no trick (KI-3); {fact.played_card}, a trump, beats every number (KI-2): "
                    f"declaring {fact.card} keeps it to win tricks with")
        return f"{fact.card} wins no trick (KI-3): declaring it keeps {fact.played_card} in {hand}"
    if isinstance(fact, Chosen):
        return "the coach's choice too"
    raise TypeError(f"Kirin has no words for a {type(fact).__name__}.")


def reason_words(reason: Reason, name: Optional[str] = None) -> str:
    """A row's reason in one short sentence (``name`` as a picture's)."""
    return frame(reason, _fact_words, "points", name)
