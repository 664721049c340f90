"""Kirin bots: they see only their seat's observation and the legal actions.

* ``RandomBot(seed)``: a uniformly random legal action.
* ``RuleOfThumbBot(seed)``: a quick player with no look-ahead, for the coach's playouts:
  it declares the beast it holds most of and follows simple habits when it plays
  (:func:`rule_of_thumb_declaration`, :func:`rule_of_thumb_card`).
* ``MonteCarloBot(seed, samples)``: for each choice, deals the unseen cards at random
  many times (respecting hand sizes and what the follow rule has revealed about
  who cannot hold which cards), plays the rest of the round out at random, and takes
  the choice that wins the most cards of its declared beast on average. It declares
  the same way: each card of the hand is tried as the declaration. Its
  ``choose_with_reason`` gives a sentence for a hint button.
"""

from __future__ import annotations

import random
from typing import Optional, Sequence

from .actions import Action, Declare
from .cards import BEAST_MASK, BEAST_TITLES, CARDS, ids_of, mask_of
from .rules import (FORCE, KIRIN_MASK, WIN_KEY, must_follow_sentence, order_index, order_index_after, playable,
                    scoring_mask, trick_outcome)


class RandomBot:
    """Chooses uniformly among the legal actions with its own random generator."""

    def __init__(self, seed: Optional[int] = None) -> None:
        """A bot drawing from its own generator seeded with ``seed``."""
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal_actions: Sequence[Action]) -> Action:
        """A random legal action."""
        return legal_actions[self.rng.randrange(len(legal_actions))]


CARDS_BY_TOKEN = {card.token: card.id for card in CARDS}
"""The card id of each token, for reading observations."""


def playout(hands: list[int], leader: int, trick: list[int], order: int, me: int,
            random_float) -> int:
    """Play the rest of a round at random (KI-4, KI-5, KI-6) and return the mask ``me`` wins.

    ``hands`` are the four hands as masks (changed in place), ``trick`` the cards already
    played to the current trick from ``leader`` on, ``order`` 0 ascending / 1 descending.
    """
    won = 0
    trick = list(trick)
    turn = (leader + len(trick)) & 3
    while True:
        while len(trick) < 4:
            ids = ids_of(playable(hands[turn], trick, order))  # KI-4
            card = ids[int(random_float() * len(ids))]
            hands[turn] ^= 1 << card
            trick.append(card)
            turn = (turn + 1) & 3
        best_at, mask = trick_outcome(trick, order)  # KI-5
        if best_at >= 0:
            leader = (leader + best_at) & 3
            if leader == me:
                won |= mask
        if mask & KIRIN_MASK:  # KI-6
            order = order_index_after(trick, order)[0]
        trick = []
        turn = leader
        if not hands[leader]:
            return won


def _average_points(worlds: list[list[int]], me: int, hand: int, leader: int, trick: list[int], order: int,
                    declared: int, random_float) -> float:
    """KI-7: the points ``me`` scores on average over imagined deals, holding ``hand`` once ``trick`` is played."""
    total = 0
    for hands in worlds:
        hands = hands[:]
        hands[me] = hand
        total += scoring_mask(playout(hands, leader, trick, order, me, random_float), declared).bit_count()
    return total / len(worlds)


def round_tricks(observation: dict) -> list[tuple[int, list[int], int]]:
    """This round's tricks as ``(leader, card ids, order index)``, the current one last if begun."""
    tricks = [(t["leader"], [CARDS_BY_TOKEN[c] for c in t["cards"]], order_index(t["order"]))
              for t in observation["tricks"]]
    if observation["trick"]:
        tricks.append((observation["trick"][0][0], [CARDS_BY_TOKEN[c] for _, c in observation["trick"]],
                       order_index(observation["order"])))
    return tricks


def cannot_hold(observation: dict) -> list[int]:
    """KI-4: for each seat, the cards it cannot hold now, because it did not follow with them.

    A follower who played a card that does not force held none of the forcing cards
    then; cards only leave a hand, so it holds none of them now.
    """
    excluded = [0, 0, 0, 0]
    for leader, cards, order in round_tricks(observation):
        force = FORCE[order][cards[0]]  # held, one of these had to be played
        for at in range(1, len(cards)):
            if not force >> cards[at] & 1:
                excluded[(leader + at) & 3] |= force
    return excluded


# ----- the rule-of-thumb player -----------------------------------------------------------------

def rule_of_thumb_declaration(hand: int) -> int:
    """KI-7 by habit: the card to declare from ``hand`` (a mask), as a card id.

    It backs the beast it holds most cards of (the strongest in the ascending order on a
    tie), and puts down that beast's weakest card, keeping the strong ones to win tricks.
    """
    keys = WIN_KEY[0]
    beast = max(range(4), key=lambda b: ((hand & BEAST_MASK[b]).bit_count(),
                                         sum(keys[c] for c in ids_of(hand & BEAST_MASK[b]))))
    return min(ids_of(hand & BEAST_MASK[beast]), key=lambda c: (keys[c], c))


def rule_of_thumb_card(hand: int, trick: Sequence[int], order: int, declared: int) -> int:
    """The card a rule-of-thumb player plays, as a card id, from what its seat sees.

    ``hand`` is its hand (a mask), ``trick`` the cards played so far (led first), ``order``
    0 ascending / 1 descending, ``declared`` its declared card. Among the cards the follow
    rule allows (KI-4, :func:`~engines.kirin.rules.playable`): leading, the strongest card
    of another beast (its own beast's cards are kept to be won back); following, the
    cheapest card that takes the lead when it is the last to play or the trick holds
    cards of its beast, the strongest such card otherwise; when it cannot take the lead,
    its weakest card of another beast (KI-5: a Kirin card never wins).
    """
    options = ids_of(playable(hand, trick, order))
    keys = WIN_KEY[order]
    mine = BEAST_MASK[CARDS[declared].beast]
    spare = [c for c in options if not mine >> c & 1] or options
    if not trick:
        return max(spare, key=lambda c: (keys[c], -c))
    best_at, mask = trick_outcome(trick, order)
    top = keys[trick[best_at]] if best_at >= 0 else -1
    winners = [c for c in options if keys[c] > top]
    if winners:
        if len(trick) == 3 or mask & mine:
            return min(winners, key=lambda c: (keys[c], c))
        return max(winners, key=lambda c: (keys[c], -c))
    return min(spare, key=lambda c: (keys[c], c))


class RuleOfThumbBot:
    """Plays by habit (:func:`rule_of_thumb_declaration`, :func:`rule_of_thumb_card`), from its observation only.

    Quick enough to play whole games thousands of times, which is what the coach's
    playouts need; ``seed`` is accepted like the other bots' and changes nothing.
    """

    def __init__(self, seed: Optional[int] = None) -> None:
        """A rule-of-thumb bot; it is deterministic."""
        self.seed = seed

    def choose(self, observation: dict, legal_actions: Sequence[Action]) -> Action:
        """The legal action its habits pick."""
        hand = mask_of(observation["hand"])
        if isinstance(legal_actions[0], Declare):
            card = rule_of_thumb_declaration(hand)
        else:
            trick = [CARDS_BY_TOKEN[c] for _, c in observation["trick"]]
            card = rule_of_thumb_card(hand, trick, order_index(observation["order"]),
                                      CARDS_BY_TOKEN[observation["declaration"]])
        return next(a for a in legal_actions if a.card.id == card)


class MonteCarloBot:
    """Chooses by simulating the rest of the round over random deals of the unseen cards.

    ``samples`` is the number of imagined deals per decision; every candidate action is
    tried on the same deals, so the comparison is fair. Deterministic for a given seed.
    """

    def __init__(self, seed: Optional[int] = None, samples: int = 100) -> None:
        """A bot imagining ``samples`` deals per decision, drawing from its own seeded generator."""
        self.rng = random.Random(seed)
        self.samples = samples

    # ----- the public interface -----------------------------------------------------
    def choose(self, observation: dict, legal_actions: Sequence[Action]) -> Action:
        """The action with the best simulated average of won cards of the declared beast."""
        return self.choose_with_reason(observation, legal_actions)[0]

    def choose_with_reason(self, observation: dict, legal_actions: Sequence[Action]) -> tuple[Action, str]:
        """The chosen action and a sentence explaining it (for a hint button)."""
        legal = list(legal_actions)
        if not legal:
            raise ValueError("There is no legal action to choose from.")
        if isinstance(legal[0], Declare):
            return self._declare(observation, legal)
        return self._play(observation, legal)

    def hint(self, observation: dict, legal_actions: Sequence[Action]) -> str:
        """Only the sentence of ``choose_with_reason``."""
        return self.choose_with_reason(observation, legal_actions)[1]

    # ----- imagined deals -------------------------------------------------------------
    def _deal_unseen(self, pool: list[int], sizes: list[int], excluded: list[int], me: int) -> Optional[list[int]]:
        """Share the pool among the other seats (``sizes`` each) respecting exclusions; the rest is declared."""
        rng = self.rng
        for _ in range(20):
            rng.shuffle(pool)
            hands = [0, 0, 0, 0]
            taken = 0
            seats = sorted((s for s in range(4) if s != me), key=lambda s: -excluded[s].bit_count())
            ok = True
            for seat in seats:
                need = sizes[seat]
                mask = 0
                for card in pool:
                    if need == 0:
                        break
                    bit = 1 << card
                    if not taken & bit and not excluded[seat] & bit:
                        mask |= bit
                        taken |= bit
                        need -= 1
                if need:
                    ok = False
                    break
                hands[seat] = mask
            if ok:
                return hands
            excluded = [e if rng.random() < 0.5 else 0 for e in excluded]  # loosen and retry
        return None

    def _worlds(self, observation: dict) -> list[list[int]]:
        """``samples`` imagined hands of the other seats, consistent with the observation."""
        me = observation["seat"]
        mine = mask_of(observation["hand"])
        seen = mine
        if observation["declaration"]:
            seen |= 1 << CARDS_BY_TOKEN[observation["declaration"]]
        for t in observation["tricks"]:
            for c in t["cards"]:
                seen |= 1 << CARDS_BY_TOKEN[c]
        for _, c in observation["trick"]:
            seen |= 1 << CARDS_BY_TOKEN[c]
        pool = [i for i in range(36) if not seen >> i & 1]
        sizes = list(observation["hand_sizes"])
        excluded = cannot_hold(observation)
        worlds = []
        for _ in range(self.samples):
            hands = self._deal_unseen(pool, sizes, excluded, me)
            if hands is None:
                hands = self._deal_unseen(pool, sizes, [0, 0, 0, 0], me)
            hands[me] = mine
            worlds.append(hands)
        return worlds

    # ----- playing --------------------------------------------------------------------
    def _play(self, observation: dict, legal: list[Action]) -> tuple[Action, str]:
        """Try each legal card on the same imagined deals and keep the best average."""
        me = observation["seat"]
        if len(legal) == 1:
            only = legal[0]
            trick = observation["trick"]
            if trick and len(observation["hand"]) > 1:
                why = must_follow_sentence([only.card])
                return only, f"Play {only.card}: it is your only legal card. The led card is {trick[0][1]}. {why}"
            return only, f"Play {only.card}: it is the only card you hold."
        declared = CARDS_BY_TOKEN[observation["declaration"]]
        order = order_index(observation["order"])
        trick = [CARDS_BY_TOKEN[c] for _, c in observation["trick"]]
        leader = observation["leader"]
        worlds = self._worlds(observation)
        rnd = self.rng.random
        mine = mask_of(observation["hand"])
        totals = [_average_points(worlds, me, mine & ~(1 << a.card.id), leader, trick + [a.card.id], order,
                                  declared, rnd) for a in legal]
        title = BEAST_TITLES[CARDS[declared].beast]
        return self._pick(legal, totals, lambda a: str(a.card), lambda a: f"{title} cards",
                          "simulated endings of this round")

    # ----- declaring ------------------------------------------------------------------
    def _declare(self, observation: dict, legal: list[Action]) -> tuple[Action, str]:
        """Try each card as the declaration on the same imagined deals and keep the best average."""
        me = observation["seat"]
        mine = mask_of(observation["hand"])
        pool = [i for i in range(36) if not mine >> i & 1]
        leader = observation["leader"]
        rng = self.rng
        rnd = rng.random
        worlds = []
        for _ in range(self.samples):
            rng.shuffle(pool)
            hands = [0, 0, 0, 0]
            at = 0
            for seat in range(4):
                if seat == me:
                    continue
                chunk = pool[at:at + 9]
                at += 9
                del chunk[rng.randrange(9)]  # their (unknown) declaration leaves play
                hands[seat] = sum(1 << c for c in chunk)
            worlds.append(hands)
        totals = [_average_points(worlds, me, mine & ~(1 << a.card.id), leader, [], 0, a.card.id, rnd)
                  for a in legal]
        return self._pick(legal, totals, lambda a: f"{a.card} ({BEAST_TITLES[a.card.beast]})",
                          lambda a: f"{BEAST_TITLES[a.card.beast]} cards", "simulated rounds")

    def _pick(self, legal: list[Action], totals: list[float], name, what, where: str) -> tuple[Action, str]:
        """The best action by average, with a sentence comparing it to the runner-up."""
        ranking = sorted(range(len(legal)), key=lambda i: -totals[i])
        best, second = ranking[0], ranking[1]
        action, other = legal[best], legal[ranking[1]]
        verb = "Declare" if isinstance(action, Declare) else "Play"
        reason = (f"{verb} {name(action)}: over {self.samples} {where} it won you "
                  f"{totals[best]:.1f} {what(action)} on average, against {totals[second]:.1f} "
                  f"{what(other)} for the next best choice, {name(other)}.")
        if isinstance(action, Declare) and action.card.beast == other.card.beast:
            reason += (f" Both back the same beast; declaring {action.card} keeps "
                       f"{other.card} in your hand to win tricks with (KI-7).")
        return action, reason
