"""Check yourself, Kirin: questions drawn and marked by the engine.

Kinds: ``deck`` (how many cards of a beast or kind the other hands hold after a deal, KI-1),
``compare`` (which of two cards has the stronger beast or the higher rank, KI-2/KI-3),
``playable`` (may this card be played, KI-4), ``winner`` (who wins this trick, KI-5),
``order`` (the order for the next trick, KI-6) and ``score`` (what a won pile scores for a
declaration, KI-7).
"""

from __future__ import annotations

import random

from engines.kirin import (DECK, Beast, Rules, explain_higher_rank, explain_order_after, explain_points,
                           explain_stronger_beast, explain_winner, follow_reason, higher_rank, join_and,
                           legal_follows, new_game, order_after, stronger_beast, trick_winner)
from engines.kirin.bots import RandomBot

from ..checkyourself import CheckYourself, Question
from ..words import number_word
from .pictures import cards_svg

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
    """Whether a card of Chidi's hand may be played to the card Bruno led (KI-4), as in lesson 3's cases."""
    dealt, now = _deal(rng, 6), rng.choice(ORDERS)
    led, hand = dealt[0], dealt[1:]
    allowed = {c.token for c in legal_follows(hand, led, now)}
    card = rng.choice(sorted(allowed)) if rng.random() < 0.5 else rng.choice(hand)
    return Question(prompt=f"The order is {now}. Bruno led <code>{led}</code>. Chidi holds "
                           f"<code>{' '.join(hand)}</code>. May Chidi play <code>{card}</code>?",
                    answer="yes" if card in allowed else "no", choices=("yes", "no"),
                    why=follow_reason(card, hand, led, now), kind="playable")


# The three kinds of card of lesson 1, each with the engine's own test of a card.
CARD_KINDS = {"number cards": lambda c: c.number is not None, "trumps": lambda c: c.is_trump,
              "Kirin cards": lambda c: c.is_kirin}


def deck(rng: random.Random) -> Question:
    """After a deal, how many cards of a beast or kind the other three hands hold (KI-1)."""
    hand = new_game(seed=rng.randrange(2**31)).hand(0)
    if rng.random() < 0.5:
        beast = rng.choice(list(Beast))
        group, belongs = f"{beast.title} cards", (lambda c, beast=beast: c.beast is beast)
    else:
        group = rng.choice(sorted(CARD_KINDS))
        belongs = CARD_KINDS[group]
    in_deck = [c for c in DECK if belongs(c)]
    mine = [c for c in hand if belongs(c)]
    answer = len(in_deck) - len(mine)
    held = f"she holds {join_and(mine)}" if mine else "she holds none"
    return Question(
        prompt=(f"Aiko has just been dealt these {number_word(len(hand))} cards: "
                f"<code>{' '.join(c.token for c in hand)}</code>. How many {group} do the other three "
                f"players hold together?"),
        answer=str(answer),
        why=(f"The deck of {len(DECK)} cards has {len(in_deck)} {group} (KI-1) and every card is dealt; "
             f"{held}, so the other three hands hold {len(in_deck)} - {len(mine)} = {answer}."),
        picture=cards_svg(hand, width=42, height=59, gap=3, title=f"Aiko's hand: {' '.join(c.token for c in hand)}"),
        kind="deck")


def compare(rng: random.Random) -> Question:
    """Which of two cards has the stronger beast, or the higher rank, in the order (KI-2, KI-3)."""
    now = rng.choice(ORDERS)
    a, b = rng.sample(DECK, 2)
    if rng.random() < 0.5:
        what, wins, why = "the stronger beast", stronger_beast, explain_stronger_beast(a, b, now)
    else:
        what, wins, why = "the higher rank", higher_rank, explain_higher_rank(a, b, now)
    answer = a.token if wins(a, b, now) else b.token if wins(b, a, now) else "neither"
    return Question(prompt=(f"The order is {now}. Which card has {what}: <code>{a}</code> or "
                            f"<code>{b}</code>?"),
                    answer=answer, choices=(a.token, b.token, "neither"), why=why,
                    picture=cards_svg([a, b], title=f"the two cards: {a} and {b}"), kind="compare")


def score(rng: random.Random) -> Question:
    """What one player's won pile scores for their declaration at the end of a round (KI-7)."""
    game = new_game(seed=rng.randrange(2**31), rules=Rules(rounds=1))
    bots = [RandomBot(rng.randrange(2**31)) for _ in range(4)]
    while not game.is_over():
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    seat = rng.randrange(4)
    view = game.observation(seat)
    declared, pile = view["revealed"][0][seat], view["won"][seat]
    name = SEATS[seat]
    won = f"won these cards: <code>{' '.join(pile)}</code>" if pile else "won no cards at all"
    return Question(prompt=(f"At the end of a round {name} turns over the declared card <code>{declared}</code> "
                            f"and has {won}. How many points does {name} score for the round?"),
                    answer=str(game.round_points()[0][seat]), why=explain_points(pile, declared),
                    picture=(cards_svg(pile, width=42, height=59, gap=3, title=f"{name}'s won cards: {' '.join(pile)}")
                             if pile else ""),
                    kind="score")


KINDS = {"deck": deck, "compare": compare, "playable": playable, "winner": winner, "order": order,
         "score": score}


def check_yourself(kinds=None, seed: int | None = None) -> CheckYourself:
    """The exercise widget for the given kinds of question (all by default)."""
    return CheckYourself(KINDS, kinds, seed)
