"""Starting a game of Kirin: a new deal, a saved game, or a position set up for a lesson or a test."""

from __future__ import annotations

import random
from typing import Iterable, Optional, Sequence, Union

from engines import InvalidInput
from engines.core import check_copies, check_rules, quote

from .cards import CardLike, describe_copies, mask_of, parse_card, parse_cards
from .rules import DEFAULT_RULES, PLAY, PLAYERS, TRICKS_PER_ROUND, Rules, order_index
from .state import State


def new_game(players: int = PLAYERS, seed: Optional[int] = None, rules: Optional[Rules] = None) -> State:
    """Start a game of Kirin (exactly 4 players); the same seed gives the same deals."""
    return State.new_game(players, seed, rules)


def from_json(data: dict) -> State:
    """Load a game saved with ``state.to_json()``: its deal, then its moves replayed."""
    return State.from_json(data)


def position_from_json(data: dict, keep_log: bool | None = True) -> State:
    """Load a what-if position (an explorer's or a lesson's), or a saved game, with its moves replayed;
    its log must agree with it (``keep_log=False``: the position without its log; ``None``: without it only if
    it does not agree, ``log_left_out`` saying so)."""
    return State.position_from_json(data, keep_log)


def position(hands: Sequence[Union[str, Iterable[CardLike]]], declarations: Sequence[CardLike], *,
             trick: Union[str, Iterable[CardLike]] = (), leader: int = 0, order: str = "ascending",
             round: int = 1, scores: Sequence[int] = (0, 0, 0, 0), seed: int = 0,
             rules: Optional[Rules] = None) -> State:
    """Set up a play-phase position for worked cases and tests.

    ``hands[seat]`` are the cards each seat still holds, ``declarations[seat]`` the card
    it declared, ``trick`` the cards already played to the current trick starting with
    ``leader``'s. Seats that have played to the trick hold one card fewer than the others.
    No card may appear twice across hands, declarations and trick. ``scores`` are the
    totals of the rounds before ``round``; ``seed`` drives later deals.
    """
    if (not isinstance(hands, (list, tuple)) or not isinstance(declarations, (list, tuple))
            or len(hands) != PLAYERS or len(declarations) != PLAYERS):
        raise InvalidInput("A Kirin position needs 4 hands and 4 declarations, one per seat, as lists.")
    if type(leader) is not int or not 0 <= leader < PLAYERS:
        raise InvalidInput(f"The leader must be a seat 0 to 3, not {quote(leader)}.")
    if type(round) is not int or type(seed) is not int:
        raise InvalidInput("round and seed must be whole numbers.")
    hand_cards = [parse_cards(h) for h in hands]
    declared = [parse_card(d) for d in declarations]
    played = parse_cards(trick)
    check_copies([c for h in hand_cards for c in h] + declared + played, lambda _: 1, describe_copies)
    if len(played) > 3:
        raise InvalidInput("The current trick may hold at most 3 cards: the fourth card ends it.")
    played_by = {(leader + i) % PLAYERS for i in range(len(played))}
    sizes = {len(hand_cards[s]) + (s in played_by) for s in range(PLAYERS)}
    if len(sizes) != 1 or not 1 <= next(iter(sizes)) <= TRICKS_PER_ROUND:
        raise InvalidInput(
            "Hand sizes do not fit: every seat holds the same number of cards (1 to 8), "
            "one fewer for each seat that has already played to the current trick.")
    rules = check_rules(rules, Rules, DEFAULT_RULES)
    if not 1 <= round <= rules.rounds:
        raise InvalidInput(f"round must be 1 to {rules.rounds}, not {round}.")
    state = State.undealt(PLAYERS, rules, random.Random(seed))
    state.round = round
    state.phase = PLAY
    state.order = order_index(order)
    state.leader = leader
    state.turn = (leader + len(played)) % PLAYERS
    state.hands = [mask_of(h) for h in hand_cards]
    state.declared = [d.id for d in declared]
    state.trick = [c.id for c in played]
    state.won = [0] * PLAYERS
    state.aside = 0
    state.tricks = []
    if (not isinstance(scores, (list, tuple)) or len(scores) != PLAYERS
            or not all(type(x) is int and x >= 0 for x in scores)):
        raise InvalidInput("scores must be 4 whole numbers of at least 0, one per seat.")
    state.totals = list(scores)
    state.history = []
    return state
