"""Kirin's coach: fill in what one seat has not seen, play the game out, and say why one card is better.

The shared coach (``engines.coach``) values each legal action by playing sampled games
to their end. This module gives it what is Kirin's own:

* :func:`sample` builds a full state from one seat's observation, and nothing else;
* :func:`rollout_bots` are the bots that play each sampled game to its end;
* :func:`evaluate`, :class:`CoachBot` and :func:`review` wrap the shared coach, and :func:`reason`
  says in one sentence why the coach prefers its choice.

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
from functools import lru_cache
from math import factorial
from typing import Any, Callable, Iterator, Optional, Sequence

from engines import coach as shared
from engines.core import seat_name

from .actions import Action, Declare
from .bots import (CARDS_BY_TOKEN, MonteCarloBot, RuleOfThumbBot, _tricks, cannot_hold, rule_of_thumb_card,
                   rule_of_thumb_declaration)
from .cards import BEAST_TITLES, CARDS, FULL_MASK, TOKENS, ids_of
from .rules import DECLARE, OVER, PLAY, PLAYERS, WIN_KEY, Rules, order_index, scoring_mask, trick_outcome
from .state import State, trick_lines

BUDGET = 64
"""Sampled games per legal action for ``evaluate`` and ``review`` (each played out to the game's end by
the rule-of-thumb bots); the review's second look plays at least four times as many on two actions."""
ROUND_SPREAD: dict[int, float] = {4: 4.17}
"""A typical round's spread of scores by player count, the points scale of the review's labels
(:func:`engines.coach.point_scale`; ``benchmarks/coach_common.measured_spread``, tests/test_point_scales.py)."""
UNIT = "points"  # what the scores are counted in, as a review names them


# ----- what the seat has seen ------------------------------------------------------------------


def _id(token: str) -> int:
    """The card id of a token from an observation."""
    return CARDS_BY_TOKEN[token]


def _mask(tokens: Sequence[str]) -> int:
    """The bit mask of tokens from an observation."""
    return sum(1 << CARDS_BY_TOKEN[token] for token in set(tokens))


def _known_declarations(observation: dict) -> dict[int, int]:
    """The declarations this round that the seat knows: its own, and all of them once revealed."""
    known = {}
    if observation["phase"] == OVER and observation["revealed"]:
        known = {s: _id(t) for s, t in enumerate(observation["revealed"][-1])}
    if observation["declaration"]:
        known[observation["seat"]] = _id(observation["declaration"])
    return known


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
    known = _known_declarations(observation)
    seen = _mask(observation["hand"])
    for card in known.values():
        seen |= 1 << card
    for _, cards, _ in _tricks(observation):
        for card in cards:
            seen |= 1 << card
    others = [s for s in range(PLAYERS) if s != seat]
    hidden_declarers = [s for s in others if observation["declared"][s] and s not in known]
    hands, down = _share_unseen(FULL_MASK & ~seen, others, [observation["hand_sizes"][s] for s in others],
                                cannot_hold(observation), len(hidden_declarers), rng)
    state = State._empty(PLAYERS, Rules(rounds=observation["rounds"]), random.Random(rng.getrandbits(64)))
    state.round = observation["round"]
    state.phase = phase
    state.order = order_index(observation["order"])
    state.leader = observation["leader"]
    state.turn = observation["to_act"][0] if phase == PLAY else -1
    state.hands = [0] * PLAYERS
    state.hands[seat] = _mask(observation["hand"])
    for s, hand in zip(others, hands):
        state.hands[s] = hand
    state.declared = [known.get(s, -1) for s in range(PLAYERS)]
    for s, card in zip(hidden_declarers, down):
        state.declared[s] = card
    state.trick = [_id(c) for _, c in observation["trick"]]
    state.won = [_mask(w) for w in observation["won"]]
    state.aside = _mask(observation["set_aside"])
    state.tricks = [(t["leader"], tuple(_id(c) for c in t["cards"]), -1 if t["winner"] is None else t["winner"],
                     order_index(t["order"])) for t in observation["tricks"]]
    state.totals = list(observation["scores"])
    state.history = [(tuple(_id(c) for c in declared), tuple(points))
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
                    state._declare(s, rule_of_thumb_declaration(state.hands[s]))
        else:
            turn = state.turn
            state._play(turn, rule_of_thumb_card(state.hands[turn], state.trick, state.order, state.declared[turn]))
    return shared.outcome(state, seat)


# ----- the coach -----------------------------------------------------------------------------

def evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
             progress: Optional[shared.Progress] = None, seed: int = 0,
             stop: Optional[Callable[[], bool]] = None,
             actions: Optional[Sequence[Action]] = None) -> list[shared.Evaluation]:
    """Every legal action of ``seat`` (or only ``actions``, as a second look asks) over ``budget`` sampled games."""
    return shared.evaluate(sample, rollout_bots, observation, seat, budget, time_limit=time_limit,
                           progress=progress, seed=seed, stop=stop, actions=actions, finish=finish)


class CoachBot(shared.CoachBot):
    """Plays the Monte Carlo bot's choice unless sampled playouts show a better one, from its seat's
    observation only.

    At each real choice it asks the Standard bot (:class:`MonteCarloBot`) for its card, values
    every legal action on ``BUDGET`` sampled games, and plays the best-valued one only when
    :func:`engines.coach.clearly_better` says so (paired 95% intervals): with a few playouts
    a top value is often luck, and the Monte Carlo bot's choice is a sound one.
    """

    SAMPLE = staticmethod(sample)
    BOTS = staticmethod(rollout_bots)
    FINISH = staticmethod(finish)
    BUDGET = 32
    """Sampled games per legal action at each choice (``benchmarks/tournament_coach.py``: what it buys)."""

    def __init__(self, seed: Optional[int] = None, budget: Optional[int] = None,
                 time_limit: Optional[float] = None) -> None:
        """A coach bot playing ``budget`` sampled games per legal action at each real choice."""
        super().__init__(seed, budget, time_limit)
        self.default = MonteCarloBot(self.rng.getrandbits(32))

    def choose(self, observation: dict, legal_actions: Sequence[Action]) -> Action:
        """The coach's choice (see the class)."""
        return self.choose_with_reason(observation, legal_actions)[0]

    def choose_with_reason(self, observation: dict, legal_actions: Sequence[Action]) -> tuple[Action, str]:
        """The coach's choice and one sentence saying why it beats the next best choice."""
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0], _capital(f"{_card_words(legal[0])} is your only legal choice.")
        started = time.perf_counter()
        default = self.default.choose(observation, legal)
        values = evaluate(observation, observation["seat"], self.budget, time_limit=self.time_limit,
                          seed=self.rng.getrandbits(32))
        usual = next(e for e in values if str(e.action) == str(default))
        chosen = self.prefer(values, usual, lambda acts, n, fresh: evaluate(
            observation, observation["seat"], n, time_limit=self.time_left(started), seed=fresh, actions=acts))
        best = next(a for a in legal if str(a) == str(chosen.action))
        top = values[0]
        if chosen is usual and top is not usual:
            return best, (f"{_capital(_card_words(best))} is the Standard bot's choice, and the coach keeps it: "
                          f"over {top.playouts} sampled endings {_card_words(top.action)} wins {top.win:.0%} of "
                          f"the games against {usual.win:.0%}, too close to call it better.")
        other = usual if chosen is not usual else next(e for e in values if e is not chosen)
        return best, reason(observation, observation["seat"], other.action, best, values)


def review(state: State, seat: int, budget: int = BUDGET, *, progress: Optional[shared.Progress] = None,
           stop: Optional[Callable[[], bool]] = None, seed: int = 0) -> Iterator[shared.ReviewRow]:
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time (see ``engines.coach``)."""
    return shared.review(state, seat, evaluate, reason, budget, progress=progress, stop=stop, seed=seed,
                         scale=shared.point_scale(ROUND_SPREAD, state.players, UNIT))


# ----- the reason, in the game's words --------------------------------------------------------

def _capital(text: str) -> str:
    """The sentence with its first letter capitalised (card tokens stay as they are)."""
    return text[:1].upper() + text[1:]


def _card_words(action: Any) -> str:
    """``declaring Q6`` or ``playing Q6``."""
    return f"{'declaring' if isinstance(action, Declare) else 'playing'} {action.card}"


def _beast_cards(mask: int, observation: dict) -> int:
    """How many cards of ``mask`` score for the seat's declared beast (KI-7: all nine, its Kirin cards too)."""
    return scoring_mask(mask, _id(observation["declaration"])).bit_count()


def unseen_mask(observation: dict) -> int:
    """The cards the seat has not seen this round: not in its hand, not a declaration it knows, not played."""
    seen = _mask(observation["hand"])
    for card in _known_declarations(observation).values():
        seen |= 1 << card
    for _, cards, _ in _tricks(observation):
        for card in cards:
            seen |= 1 << card
    return FULL_MASK & ~seen


def still_to_play(observation: dict) -> tuple[tuple[int, ...], int]:
    """``(seats, cards)``: the seats still to play to the trick after this seat, and how many cards of its
    declared beast (KI-7, its Kirin cards too) it has not seen, which those seats may yet add."""
    trick = observation["trick"]
    leader = observation["leader"] if trick else observation["seat"]
    later = tuple((leader + i) % PLAYERS for i in range(len(trick) + 1, PLAYERS))
    return later, _beast_cards(unseen_mask(observation), observation)


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
    trick = [_id(c) for _, c in observation["trick"]] + [card]
    order = order_index(observation["order"])
    unseen = ids_of(unseen_mask(observation))
    ahead = sum(1 for other in unseen if trick_outcome(trick + [other], order)[0] == len(trick))
    return ahead, len(unseen)


def _trick_effect(observation: dict, seat: int, card: int) -> tuple:
    """What playing ``card`` does to the current trick: ``(kind, winner or ahead, cards of your beast, beaten by)``.

    Played last, the trick ends: who wins it (KI-5) and how many cards of the seat's declared beast
    it holds (KI-7, Kirin cards of the beast included). Played earlier (a lead too), whether it is
    ahead, the beast's cards in the trick with it, and when ahead how many unseen cards beat it.
    """
    trick = [_id(c) for _, c in observation["trick"]]
    order = order_index(observation["order"])
    best_at, mask = trick_outcome(trick + [card], order)
    points = _beast_cards(mask, observation)
    if len(trick) == PLAYERS - 1:
        if best_at < 0:
            return ("nobody", -1, points, None)
        return ("won", (observation["leader"] + best_at) % PLAYERS, points, None)
    ahead = best_at == len(trick)
    beaten = beaten_by(observation, card) if ahead else None
    if trick:
        return ("ahead", ahead, points, beaten)
    return ("lead", CARDS[card].is_kirin, points, beaten)


def _count(points: int, beast: str) -> str:
    """'no White Tiger card', '1 White Tiger card', '2 White Tiger cards'."""
    return f"{points or 'no'} {beast} card{'s' * (points != 1)}"


def _stake(points: int, yours: bool) -> str:
    """What a won trick's cards of the seat's beast mean for it (KI-7): '' when it holds none."""
    said = f"{points} point{'s' * (points != 1)} {'for you' if yours else 'you can no longer win'}"
    return f" ({said}, KI-7)" if points else ""


def _this_trick(effect: tuple, seat: int) -> Optional[int]:
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


def _effect_words(effect: tuple, seat: int, card: str, beast: str) -> str:
    """A clause for one effect of ``_trick_effect``, every part of it computed on the position."""
    kind, who, points, beaten = effect
    if kind == "nobody":
        return f"with {card} every card is a Kirin card and nobody wins the trick"
    if kind == "won":
        holds = f", which holds {_count(points, beast)}{_stake(points, who == seat)}"
        return f"with {card} {'you win' if who == seat else seat_name(who) + ' wins'} the trick{holds}"
    if kind == "ahead":
        if not who:
            return f"{card} does not beat the cards played so far {_so_far(points, beast)}"
        return (f"{card} is ahead of the cards played so far, and {_beaten_words(beaten)} "
                f"{_so_far(points, beast)}")
    if who:
        return f"{card} is a Kirin card, which cannot win the trick but may turn the order (KI-3, KI-6)"
    return f"led, {card} starts the trick and {_beaten_words(beaten)}"


def _same_words(effect: tuple, seat: int, beast: str) -> str:
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
        return "both are Kirin cards, which cannot win the trick but may turn the order (KI-3, KI-6)"
    return f"led, either card starts the trick and {_beaten_words(beaten)}"


def _play_words(observation: dict, seat: int, best: Any, played: Any) -> str:
    """Why one card rather than another, in the trick's terms: what each does to it, "either" only when alike."""
    beast = BEAST_TITLES[CARDS[_id(observation["declaration"])].beast]
    mine = _trick_effect(observation, seat, best.card.id)
    theirs = _trick_effect(observation, seat, played.card.id)
    later = f"; {later_words(observation, beast)}" if "ahead" in (mine[0], theirs[0]) else ""
    if _effect_words(mine, seat, "", beast) != _effect_words(theirs, seat, "", beast):  # else nothing to contrast
        parts = [_effect_words(e, seat, str(c), beast) for e, c in ((mine, best.card), (theirs, played.card))]
        now = (_this_trick(mine, seat), _this_trick(theirs, seat))
        if None not in now and now[1] > now[0]:  # the facts of this trick favour yours: say where the edge is
            later += ("; as this trick stands yours does better by your beast's cards, so the coach's edge "
                      "lies in the tricks to come")
        return ", while ".join(p for p in parts if p) + later
    now = order_index(observation["order"])
    stronger = [WIN_KEY[o][played.card.id] > WIN_KEY[o][best.card.id] for o in range(len(WIN_KEY))]
    kept = (f"{played.card} (the stronger card in either order)" if all(stronger) else
            f"{played.card} (the stronger card in the {observation['order']} order)" if stronger[now]
            else str(played.card))
    return f"{_same_words(mine, seat, beast)}{later}, and {best.card} keeps {kept} in your hand for the tricks to come"


def _declare_words(observation: dict, best: Any, played: Any) -> str:
    """What each declaration leaves in hand: the beast collected and its cards kept to win tricks with (KI-7)."""
    hand = [CARDS[_id(c)].beast for c in observation["hand"]]
    mine, theirs = best.card.beast, played.card.beast
    if mine is theirs:
        return (f"both collect the {BEAST_TITLES[mine]}; declaring {best.card} keeps {played.card} in your hand "
                f"to win tricks with")
    return (f"collecting the {BEAST_TITLES[mine]} keeps {hand.count(mine) - 1} of its cards in your hand to "
            f"win tricks with, against {hand.count(theirs) - 1} {BEAST_TITLES[theirs]} cards")


def _figures(good: shared.Evaluation, other: shared.Evaluation, gap: shared.Difference, first: str) -> str:
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


THE_COACHS_CARD = "the coach's card"  # how a sentence names the coach's card when it is not the subject


def reason(observation: dict, seat: int, played: Any, best: Any, evaluations: Sequence[shared.Evaluation]) -> str:
    """One sentence for a learner about ``played`` against the coach's ``best``, following the figures given.

    The coach's own choice is said to be so; a move the figures put level with or ahead of the coach's
    says so ("Your move did as well"); a move the playouts cannot tell apart from it says that; only a move
    the figures put clearly behind gets "The coach prefers", with the facts of the position that differ
    between the two cards (the trick's winner and the cards of your beast it holds, or a declaration's).
    """
    by_text = {str(e.action): e for e in evaluations}
    good, other = by_text[str(best)], by_text[str(played)]
    if str(best) == str(played):
        return (f"{_capital(_card_words(best))} is the coach's own choice: over {good.playouts} sampled endings it "
                f"wins {good.win:.0%} of the games and ends {good.margin:+.1f} points against the best "
                f"other player on average.")
    gap = shared.compare(good, other)
    why = (_declare_words(observation, best, played) if isinstance(best, Declare)
           else _play_words(observation, seat, best, played))
    if gap.win < 0 or (gap.win == 0 and gap.margin <= 0):
        return (f"Your move did as well as the coach's {_card_words(best)}: "
                f"{_figures(other, good, shared.compare(other, good), _card_words(played))}.")
    if gap.win_low <= 0 and gap.margin_low <= 0:
        return (f"The playouts cannot tell {_card_words(played)} from the coach's {_card_words(best)}: "
                f"{_figures(good, other, gap, THE_COACHS_CARD)}.")
    return (f"The coach prefers {_card_words(best)} to {_card_words(played)}: {why}; "
            f"{_figures(good, other, gap, 'it')}.")
