"""Kirin's coach: fill in what one seat has not seen, play the game out, and say why one card is better.

The shared coach (``engines.coach``) values each legal action by playing sampled games
to their end. This module gives it what is Kirin's own:

* :func:`sample` builds a full state from one seat's observation, and nothing else;
* :func:`rollout_bots` are the bots that play each sampled game to its end;
* :func:`evaluate`, :class:`CoachBot` and :func:`review` wrap the shared coach, and :func:`reason`
  (written in :mod:`engines.kirin.reasons`) gives the facts of why the coach prefers its choice (their words are
  in :mod:`widgets.kirin.reason_words`).

What a sample deduces (each exactly, and the rest uniformly at random):

* the seat's own hand and its own declaration, as the observation shows them;
* every card played this round (the finished tricks, the won piles, the cards set
  aside, the current trick): nobody holds them any more;
* the hand sizes: each other seat holds exactly the number of cards it is shown
  holding, and each seat that has declared has one face-down card out of play;
* the follow rule (KI-4): a player who followed a led card without playing one of
  the cards that force a follower held none of them then, so holds none of them now
  (cards only leave a hand). This holds for every finished trick of the round and
  for the current one. It says nothing about a declaration: the declared card had
  already left the hand when the tricks began, so a declaration may be any unseen card;
* the earlier rounds' declarations and points, as revealed (they are public).

The unseen cards are then shared among the other seats' hands and their face-down
declarations uniformly among *every* assignment that keeps these deductions: the
cards are grouped by which seats may still hold them, the number of ways to fill
the hands is counted exactly group by group, and each group's share is drawn with
its exact weight (:func:`_share_unseen`). No rejection, no approximation. During the
declarations, the other seats' hidden choices are drawn the same way: a seat that has
declared put down one of its nine cards, each of them equally likely.

What a sample leaves out, and why:

* how the other seats *chose* (leading a trump, declaring a beast they hold many of): that
  would need a model of their play, so every hand the rules allow is equally likely;
* earlier rounds' tricks, which the observation does not carry (each round deals all 36
  cards again). The sample's log keeps each earlier round's deal, reveal and scores, and
  this round's lines in full, declarations in seat order (their order is not observed).

A sample loads as a what-if position (``State.position_from_json(s.to_position_json())``: the
engine's checks accept it and the loaded state equals it), never as a game record (``from_json``
replays the real deal, which the seat never saw). Its generator (the later deals) comes from ``rng``.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from functools import lru_cache
from math import factorial
from typing import Callable, Iterator, Optional, Sequence

from engines import coach as shared
from engines.core import seat_name

from .actions import Action
from .bots import (MonteCarloBot, RuleOfThumbBot, cannot_hold, round_tricks, rule_of_thumb_card,
                   rule_of_thumb_declaration)
from .cards import CARDS, FULL_MASK, TOKENS, ids_of
from .endgame import Solver
from ..reason_facts import Reason
from ..watching import Playout
from .reasons import (Chosen, beast_card_count, beaten_by, card_id, card_mask, known_declarations,  # noqa: F401
                      reason, still_to_play, this_trick, trick_effect, unseen_mask)
from .rules import DECLARE, OVER, PLAY, PLAYERS, Rules, order_index
from .state import State, trick_lines

BUDGET = 64
"""Sampled games per legal action for ``evaluate`` (each played out to the game's end by the rule-of-thumb
bots)."""
REVIEW_BUDGET = BUDGET
"""Sampled games per legal action in a review (:func:`review`), as many as ``evaluate`` plays; the review's
second look plays at least four times as many on two actions."""
ROUND_SPREAD: dict[int, float] = {4: 4.17}
"""A typical round's spread of scores by player count, the points scale of the review's labels
(:func:`engines.coach.point_scale`; ``benchmarks/coach_common.measured_spread``, tests/test_point_scales.py)."""
UNIT = "points"  # what the scores are counted in, as a review names them


# ----- sharing out the unseen cards, exactly uniformly ----------------------------------------

@lru_cache(maxsize=4096)
def _splits(count: int, allowed: tuple[int, ...], caps: tuple[int, ...], spare: int) -> tuple:
    """Every way to split ``count`` cards of one group: ``(cards per hand, weight)``, the rest face down.

    ``allowed`` are the hands (indices into ``caps``) that may take the group's cards,
    ``caps`` the room left in each hand, ``spare`` the room left face down. The weight
    is the number of ways to pick which cards go where (a multinomial coefficient).
    """
    found = []

    def split(at: int, left: int, taken: list[int]) -> None:
        if at == len(allowed):
            if left <= spare:
                ways = factorial(count) // factorial(left)
                for k in taken:
                    ways //= factorial(k)
                found.append((tuple(taken), ways))
            return
        hand = allowed[at]
        for k in range(min(left, caps[hand]) + 1):
            taken[hand] = k
            split(at + 1, left - k, taken)
        taken[hand] = 0

    split(0, count, [0] * len(caps))
    return tuple(found)


@lru_cache(maxsize=4096)
def _ways(groups: tuple[tuple[tuple[int, ...], int], ...], caps: tuple[int, ...]) -> int:
    """How many ways to deal ``groups`` (``(allowed hands, count)``) into hands with room ``caps``, rest face down."""
    if not groups:
        return 1 if not any(caps) else 0
    (allowed, count), rest = groups[0], groups[1:]
    spare = count + sum(c for _, c in rest) - sum(caps)
    if spare < 0:
        return 0
    return sum(ways * _ways(rest, tuple(c - k for c, k in zip(caps, taken)))
               for taken, ways in _splits(count, allowed, caps, spare))


def _share_unseen(pool: int, holders: list[int], sizes: list[int], excluded: list[int], face_down: int,
                  rng: random.Random) -> tuple[list[int], list[int]]:
    """Deal the ``pool`` cards uniformly among every assignment the deductions allow.

    ``holders[i]`` gets ``sizes[i]`` cards none of which is in ``excluded[i]``; ``face_down``
    cards (any) are the hidden declarations. Returns the hands (masks) and the
    face-down card ids, in random order.
    """
    by_allowed: dict[tuple[int, ...], list[int]] = {}
    for card in ids_of(pool):
        allowed = tuple(i for i, seat in enumerate(holders) if not excluded[seat] >> card & 1)
        by_allowed.setdefault(allowed, []).append(card)
    groups = tuple(sorted((allowed, len(cards)) for allowed, cards in by_allowed.items()))
    caps = tuple(sizes)
    total = _ways(groups, caps)
    if total == 0 or len(ids_of(pool)) != sum(sizes) + face_down:
        raise ValueError("No deal of the unseen cards fits this observation: it is not one a game can show.")
    hands = [0] * len(holders)
    down: list[int] = []
    for at, (allowed, count) in enumerate(groups):
        rest = groups[at + 1:]
        spare = count + sum(c for _, c in rest) - sum(caps)
        pick = rng.randrange(total)
        for taken, ways in _splits(count, allowed, caps, spare):
            after = tuple(c - k for c, k in zip(caps, taken))
            weight = ways * _ways(rest, after)
            if pick < weight:
                break
            pick -= weight
        cards = by_allowed[allowed][:]
        rng.shuffle(cards)
        for hand, k in enumerate(taken):
            for card in cards[:k]:
                hands[hand] |= 1 << card
            cards = cards[k:]
        down += cards
        caps, total = after, _ways(rest, after)
    rng.shuffle(down)
    return hands, down


# ----- the sample ------------------------------------------------------------------------------

def sample(observation: dict, seat: int, rng: random.Random) -> State:
    """A full Kirin state that ``seat`` could be in, built from its ``observation`` only.

    Everything the seat has seen is as the observation shows it; the other hands and
    face-down declarations are drawn uniformly among those the rules allow (see the
    module docstring); the state's random generator for later deals comes from ``rng``.
    """
    shared.check_observation(observation, seat, "kirin")
    if observation["seat"] != seat:
        raise ValueError(f"This observation is {seat_name(observation['seat'])}'s, not {seat_name(seat)}'s.")
    phase = observation["phase"]
    known = known_declarations(observation)
    seen = card_mask(observation["hand"])
    for card in known.values():
        seen |= 1 << card
    for _, cards, _ in round_tricks(observation):
        for card in cards:
            seen |= 1 << card
    others = [s for s in range(PLAYERS) if s != seat]
    hidden_declarers = [s for s in others if observation["declared"][s] and s not in known]
    hands, down = _share_unseen(FULL_MASK & ~seen, others, [observation["hand_sizes"][s] for s in others],
                                cannot_hold(observation), len(hidden_declarers), rng)
    state = State.undealt(PLAYERS, Rules(rounds=observation["rounds"]), random.Random(rng.getrandbits(64)))
    state.round = observation["round"]
    state.phase = phase
    state.order = order_index(observation["order"])
    state.leader = observation["leader"]
    state.turn = observation["to_act"][0] if phase == PLAY else -1
    state.hands = [0] * PLAYERS
    state.hands[seat] = card_mask(observation["hand"])
    for s, hand in zip(others, hands):
        state.hands[s] = hand
    state.declared = [known.get(s, -1) for s in range(PLAYERS)]
    for s, card in zip(hidden_declarers, down):
        state.declared[s] = card
    state.trick = [card_id(c) for _, c in observation["trick"]]
    state.won = [card_mask(w) for w in observation["won"]]
    state.aside = card_mask(observation["set_aside"])
    state.tricks = [(t["leader"], tuple(card_id(c) for c in t["cards"]), -1 if t["winner"] is None else t["winner"],
                     order_index(t["order"])) for t in observation["tricks"]]
    state.totals = list(observation["scores"])
    state.history = [(tuple(card_id(c) for c in declared), tuple(points))
                     for declared, points in zip(observation["revealed"], observation["round_points"])]
    state._log = _log_lines(state)
    return state


def _log_lines(state: State) -> list[tuple]:
    """The sample's log: earlier rounds' deal, reveal and scores; this round line by line."""
    lines: list[tuple] = []
    totals = [0] * PLAYERS
    current = len(state.history) if state.phase == OVER else len(state.history) + 1
    for rnd, (declared, points) in enumerate(state.history, 1):
        first = (rnd - 1) % PLAYERS
        lines.append(("deal", rnd, first))
        if rnd == current:
            lines += _round_lines(state, first)
        else:
            lines += [("declare", s) for s in range(PLAYERS)] + [("declared", first)]
        lines.append(("reveal", rnd, " ".join(TOKENS[c] for c in declared)))
        for s in range(PLAYERS):
            totals[s] += points[s]
            lines.append(("score", s, CARDS[declared[s]].beast.name, points[s], totals[s]))
    if state.phase == OVER:
        lines.append(("end", " ".join(map(str, state.totals)), " ".join(map(str, state.winners()))))
    else:
        first = (state.round - 1) % PLAYERS
        lines.append(("deal", state.round, first))
        lines += _round_lines(state, first)
    return lines


def _round_lines(state: State, first: int) -> list[tuple]:
    """This round's lines: the declarations, then every card played with each trick's end (KI-5, KI-6)."""
    lines: list[tuple] = [("declare", s) for s in range(PLAYERS) if state.declared[s] >= 0]
    if state.phase == DECLARE:
        return lines
    lines.append(("declared", first))
    for leader, cards, _, order in state.tricks:
        lines += [("play", (leader + i) % PLAYERS, TOKENS[c]) for i, c in enumerate(cards)]
        lines += trick_lines(leader, list(cards), order)
    lines += [("play", (state.leader + i) % PLAYERS, TOKENS[c]) for i, c in enumerate(state.trick)]
    return lines


# ----- the bots that play the samples out -------------------------------------------------------

def rollout_bots(players: int, seed: int) -> list:
    """The bots of one sampled game: a :class:`~engines.kirin.bots.RuleOfThumbBot` in every seat.

    A sampled game is played to the end once per action and sample, so it must be quick: the
    rule-of-thumb bot plays by habit, with no look-ahead; the samples average over hidden cards.
    It is deterministic, so ``seed`` changes nothing: all the chance is the sample's.
    """
    return [RuleOfThumbBot(seed * 31 + seat) for seat in range(players)]


def finish(state: State, seat: int, seed: int) -> tuple[float, float]:
    """Play ``state`` to its end as :func:`rollout_bots` would, and return ``seat``'s ``(margin, win)``.

    The fast path of ``engines.coach.evaluate``: each seat chooses with the functions
    :class:`~engines.kirin.bots.RuleOfThumbBot` uses, from what its observation shows (its hand
    and declaration, the trick, the order) read from the state; the moves go through the engine's
    own steps. A test plays thousands of positions both ways and compares. ``seed`` changes nothing.
    """
    while state.phase != OVER:
        if state.phase == DECLARE:
            for s in range(PLAYERS):
                if state.declared[s] < 0:
                    state.declare_card(s, rule_of_thumb_declaration(state.hands[s]))
        else:
            turn = state.turn
            state.play_card(turn, rule_of_thumb_card(state.hands[turn], state.trick, state.order, state.declared[turn]))
    return shared.outcome(state, seat)


# ----- the endgame: the last tricks solved on each sampled world ------------------------------------

ENDGAME = 3
"""At or below this many cards in its hand, the coach bot solves the rest of the round exactly on each
sampled world (:mod:`engines.kirin.endgame`) instead of playing it out by habit."""


def endgame_evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
                     seed: int = 0) -> list[shared.Evaluation]:
    """Every legal card of ``seat`` in the play phase over ``budget`` sampled worlds, the rest of the round
    solved exactly on each (:class:`~engines.kirin.endgame.Solver`), later rounds played out as :func:`finish`
    does; best first. Perfect-information Monte Carlo: the worlds and their seeds are those :func:`evaluate`
    draws for the same ``seed``, and ``time_limit`` ends the work after a whole world (at least one)."""
    started = time.perf_counter()
    base = shared.world_base(seed)
    candidates: list[Action] = []
    results: list[list[tuple[float, float]]] = []
    for i in range(budget):
        world_seed, bot_seed = shared.sample_seeds(base, i)
        world = sample(observation, seat, random.Random(world_seed))
        legal = world.legal_actions(seat)
        if not candidates:
            candidates, results = list(legal), [[] for _ in legal]
        solver = Solver(world, seat)
        for k, action in enumerate(candidates):
            state = world.clone()
            state.apply(seat, shared.same_action(legal, action))
            solver.play_round(state)
            results[k].append(finish(state, seat, bot_seed))
        if time_limit is not None and time.perf_counter() - started > time_limit:
            break
    values = [shared.evaluation_of(action, outcomes) for action, outcomes in zip(candidates, results)]
    return sorted(values, key=lambda e: e.key, reverse=True)


# ----- the coach -----------------------------------------------------------------------------

def evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
             progress: Optional[shared.Progress] = None, seed: int = 0,
             stop: Optional[Callable[[], bool]] = None,
             actions: Optional[Sequence[Action]] = None, workers: int = 1) -> list[shared.Evaluation]:
    """Every legal action of ``seat`` (or only ``actions``, as a second look asks) over ``budget`` sampled games,
    played in ``workers`` processes (the same figures as one)."""
    return shared.evaluate(sample, rollout_bots, observation, seat, budget, time_limit=time_limit,
                           progress=progress, seed=seed, stop=stop, actions=actions, finish=finish, workers=workers)


class CoachBot(shared.CoachBot):
    """Plays the Monte Carlo bot's choice unless sampled playouts show a better one, from its seat's
    observation only.

    At each real choice it asks the Standard bot (:class:`MonteCarloBot`) for its card, races
    every legal action (:func:`engines.race.race`: ``BUDGET`` sampled games each, then fresh ones for those still
    in contention), plays the best-valued one and the Standard bot's again
    on ``CONFIRM`` times as many fresh samples, and plays the best-valued one only when those show it
    gains more than ``GATE`` standard errors in games: with a few playouts a top value is often luck, and
    the Monte Carlo bot's choice is a sound one. In the last ``ENDGAME`` tricks of a round it solves the
    rest of the round on each sampled world instead and plays the best card on average
    (:func:`endgame_evaluate`). On the stored tournament's 300 games (seed 20261124) the two together
    won 31.5% (95% interval 26.3% to 36.8%) where the bot without them won 28.3%.
    """

    SAMPLE = staticmethod(sample)
    BOTS = staticmethod(rollout_bots)
    FINISH = staticmethod(finish)
    BUDGET = 32
    """Sampled games per legal action at each choice (``benchmarks/tournament_coach.py``: what it buys)."""
    CONFIRM = 4
    """Its top choice and the Standard bot's are played again on 4 times the budget of fresh samples, and only
    those decide (``engines.coach.CoachBot.prefer``): the first look flatters the choice it puts on top."""
    GATE = 1.0
    """The top choice replaces the Standard bot's when its paired gain in games is more than one standard error."""
    ENDGAME = ENDGAME
    """At or below this many cards in hand, the last tricks are solved on each sampled world and the best card
    on average is played (:func:`endgame_evaluate`); 0 never."""

    def __init__(self, seed: Optional[int] = None, budget: Optional[int] = None,
                 time_limit: Optional[float] = None) -> None:
        """A coach bot playing ``budget`` sampled games per legal action at each real choice."""
        super().__init__(seed, budget, time_limit)
        self.default = MonteCarloBot(self.rng.getrandbits(32))

    def choose(self, observation: dict, legal_actions: Sequence[Action]) -> Action:
        """The coach's choice (see the class)."""
        return self.choose_with_reason(observation, legal_actions)[0]

    def choose_with_reason(self, observation: dict, legal_actions: Sequence[Action]) -> tuple[Action, Reason]:
        """The coach's choice and the facts of why it beats the next best choice (:func:`reason`)."""
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0], Reason(legal[0], legal[0], (Chosen(),))
        started = time.perf_counter()
        default = self.default.choose(observation, legal)
        if observation["phase"] == PLAY and len(observation["hand"]) <= self.ENDGAME:
            values = endgame_evaluate(observation, observation["seat"], self.budget, time_limit=self.time_limit,
                                      seed=self.rng.getrandbits(32))
            usual = next(e for e in values if str(e.action) == str(default))
            chosen = usual if values[0].key == usual.key else values[0]
            best = next(a for a in legal if str(a) == str(chosen.action))
            if chosen is usual:
                return best, reason(observation, observation["seat"], best, best, values)
            return best, reason(observation, observation["seat"], usual.action, best, values)
        values = list(shared.race(evaluate, observation, observation["seat"], self.budget, self.rng.getrandbits(32),
                                  spend=self.SPEND, time_limit=self.time_limit).evaluations)
        usual = next(e for e in values if str(e.action) == str(default))
        chosen = self.prefer(values, usual, lambda acts, n, fresh: evaluate(
            observation, observation["seat"], n, time_limit=self.time_left(started), seed=fresh, actions=acts))
        best = next(a for a in legal if str(a) == str(chosen.action))
        top = values[0]
        if chosen is usual and top is not usual:
            return best, reason(observation, observation["seat"], best, best, values)
        other = usual if chosen is not usual else next(e for e in values if e is not chosen)
        return best, reason(observation, observation["seat"], other.action, best, values)


REVIEW_CAP = 12
"""How far a review's second look may go, as a multiple of the budget (the shared cap when that is lower, as in
the browser): 768 sampled games for each of the two moves. Kirin's playouts are quick and steady, so there the
interval of the games given away is about 2 in 100 either side, and the first row of a review comes within about
2 s of CPython; a loss still unplaced then gets the range of bands its interval reaches."""


def review(state: State, seat: int, budget: int = REVIEW_BUDGET, *, progress: Optional[shared.Progress] = None,
           stop: Optional[Callable[[], bool]] = None, seed: int = 0, workers: int = 1) -> Iterator[shared.ReviewRow]:
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time (see ``engines.coach``), the second
    look going at most :data:`REVIEW_CAP` times the budget."""
    shared.check_review(state, seat, State, budget)
    resolution = replace(shared.RESOLUTION, cap=min(REVIEW_CAP, shared.RESOLUTION.cap))
    return shared.review(state, seat, evaluate, reason, budget, progress=progress, stop=stop, seed=seed,
                         scale=shared.point_scale(ROUND_SPREAD, state.players, UNIT), resolution=resolution, workers=workers)


review_evaluate = evaluate
"""What a review values choices with (here :func:`evaluate` itself: the review weighs the game's own scores)."""


def review_playout(observation: dict, seat: int, action: Action) -> Playout:
    """How :func:`review_evaluate` plays a sampled game on after ``action``: :func:`finish`, the rule-of-thumb
    bots to the end (:mod:`engines.watching` plays an imagined game again with it)."""
    return Playout(sample, rollout_bots, finish)
review_reason = reason
"""What a review's rows say (here :func:`reason` itself)."""
