"""The Luminous Dragon Egg's coach: sampled tables from one seat's view, played out by Sage bots.

The shared part (:mod:`engines.coach`) values every legal action by playing sampled
states to the end; this module gives what is particular to the Dragon Egg.

:func:`sample` rebuilds a whole table from one seat's observation, and from nothing else.

What it takes as seen, exactly:

* the seat's own hand and placed sets, every set shown because of the egg this round
  (DE-7), the last scoring's revealed sets, the money, the bracelets and the supply,
  the egg, the phase, and every count the table shows: each hand's size, who has
  placed, the deck's and the discard pile's sizes.

What it deduces from the rules:

* **the egg's shown sets** (DE-2, DE-7): a player who showed the Far holds a Near no
  stronger than it (two equal sets: the one with the lower cards is the Far), and one
  who showed the Near a Far at least as strong. Their hidden set is only drawn among
  sets that keep the shown one where it was placed;
* **a kept card** (DE-6): at the last scoring every player kept at least one card that
  was not in their sets, and discarding down to five after the refill never takes the
  last of them (a player who kept k cards holds k + 4 and lets k - 1 go). So since the
  last scoring every player, the seat too, holds at least one card that is not one of
  the copies revealed in that scoring, each a different copy. A deal that breaks this
  is impossible and is drawn again;
* **the strict variant** (DE-1): hidden placed sets obey it.

What is drawn, with ``rng`` only: the unseen cards (everything but the seat's cards and
the shown sets) are dealt uniformly among the other hands, the other players' hidden
placed cards, the deck and the discard pile (DE-T2: a card let go lies face down on the
discard pile until the next hand resolution), with the sizes the table shows, and drawn
again until they fit the deductions above: rejection sampling, so the deal is uniform
among the deals that fit. After ``TRIES`` deals it falls back to the last deal that fits
the egg, giving up the kept-card rule alone; along 24 seeded games of random and Sage
players, 604 samples drew 733 deals, at most 45 for one sample. The deck is a pool
drawn from with the state's own generator (see :mod:`.state`), so its order is the new
generator, drawn from ``rng``, with the pool's list order shuffled by ``rng``: every
future refill and bracelet draw (DE-T1) is as random as a fresh shuffle, and never the
real game's.

Sets placed face down are simultaneous choices (DE-T1: everyone builds at the same
time; the engine only takes them one after another). A seat knows nothing more about a
set placed before its own choice than about one placed after it, so the sample lets
the same player choose both: each hidden placed set is chosen, from that player's dealt
cards, by the rollout bot that plays the sampled game on (:func:`rollout_bots`), as it
would have chosen before anyone used the egg. The coach's value of a choice then does
not depend on the order the engine takes simultaneous choices in. ``PLACED_SETS =
"uniform"`` draws them uniformly among the builds those cards allow instead (the
"random opponent" reading); it makes players who happened to place first look weak.

What it leaves out, and why:

* **the seat's own discards**: the seat saw which cards it let go down to five, but the
  observation does not list them (only the discard pile's size), so the sample deals
  them as unseen cards. An observation field naming them would let the sample keep
  them on the discard pile;
* **older history**: cards revealed in earlier scorings, who drew or discarded how many
  since the last one, and what a player's choices suggest about their cards. The
  observation does not carry them, and every hand resolution shuffles the used cards
  and the deck together (DE-6), which wipes most of it.

The sample's log is a summary, not the game's: the start, the last scoring as the
table saw it, the round, the sets placed (the hidden ones as the sample drew them) and
the egg's use. The observation does not read the log. A sample loads as a what-if
position (``State.position_from_json(sample.to_position_json())``); it cannot be a game
record (``from_json``), since a record replays from the real deal, which the seat never saw.
"""

from __future__ import annotations

import random
import time
from typing import Callable, Optional, Sequence

from .. import coach as shared
from .actions import Build, hand_builds, outclassed, parse_action, same_sets
from .bots import SageBot
from .cards import CARDS, COPIES, tokens
from .log import COMPACT
from .rules import BUILD, EGG, OVER, Rules
from .state import State
from ..reason_facts import Reason
from ..watching import Playout
from .reasons import (Chosen, FACT_SAMPLES, FACT_SEED, BuildFacts, SetFacts, build_facts, card_indices,  # noqa: F401
                      kept_cards, reason)

ROLLOUT_SAMPLES = 5
"""Deals of unseen cards a rollout Sage bot weighs per decision (the play apps' Sage weighs 200)."""
BUDGET = 12
"""Sampled playouts per legal action for :func:`evaluate`."""
REVIEW_BUDGET = BUDGET
"""Sampled playouts per legal action in a review (:func:`review`): as many as :func:`evaluate` plays."""
ROUND_SPREAD: dict[int, float] = {2: 1.0, 3: 3.38, 4: 7.89, 5: 13.71}
"""A typical round's spread of scores by player count, the points scale of the review's labels
(:func:`engines.coach.point_scale`; ``benchmarks/coach_common.measured_spread``, tests/test_point_scales.py)."""
UNIT = "ZOO"  # what the scores are counted in, as a review names them

TRIES = 1000
"""Deals :func:`sample` draws before giving up the kept-card rule (see the module docstring)."""
SEAT_TRIES = 1000
"""When ``TRIES`` whole shuffles meet no shown sets at once, the sample deals seat by seat, each seat (and the
whole deal) up to this many times (:func:`_deal_seat_by_seat`)."""
PLACED_SETS = "rollout"
"""How the sample chooses hidden placed sets: ``"rollout"`` (the rollout bot) or ``"uniform"``."""


# ----- the rollout bot ---------------------------------------------------------------------------
class RolloutSage(SageBot):
    """The Sage bot, made quicker: the same reasoning and guesses as ``SageBot``, with its own random numbers.

    It deals only the unseen cards its guesses need, with ``random()`` rather than a whole
    shuffle: the same guesses in distribution, so it plays as well, a few times faster.
    """

    name = "Sage (rollout)"

    def _deal(self, unseen: list[int], needed: int) -> list[int]:
        """A uniform draw of ``needed`` unseen cards: the first ``needed`` of a shuffle, drawn alone."""
        rand, left = self.rng.random, len(unseen)
        for i in range(min(needed, left)):
            j = i + int(rand() * (left - i))
            unseen[i], unseen[j] = unseen[j], unseen[i]
        return unseen


def rollout_bots(players: int, seed: int) -> list:
    """The bots that play a sampled game to its end: a Sage bot in every seat, seeded ``seed * 31 + seat``.

    The Sage bot is the strongest Dragon Egg bot. In a playout it weighs ``ROLLOUT_SAMPLES``
    (5) deals of the unseen cards per decision instead of 200: a playout then takes
    about 5-25 ms instead of 0.3-1.1 s (CPython, a busy 2-core machine), so a decision can
    be valued with enough playouts for the review's time goals. It is :class:`RolloutSage`,
    the Sage's reasoning made faster. Five deals still tell a Friends set from a BAH-YAH
    and a strong set from a weak one, which is what the rest of the game turns on; the
    coach's own choice is weighed by whole playouts, not by the rollout bot's estimate.
    """
    return [RolloutSage(seed * 31 + seat, ROLLOUT_SAMPLES) for seat in range(players)]


# ----- the sample --------------------------------------------------------------------------------
def _build(far: str, near: str) -> Build:
    """The build of a Far and a Near written as notation."""
    return parse_action(f"{far} | {near}")


def _each_keeps_a_card(holdings: list[list[int]], revealed: list[int]) -> bool:
    """DE-6: can every player be given a different copy, among their cards, that the last scoring did not reveal?"""
    free = [COPIES] * len(CARDS)
    for i in revealed:
        free[i] -= 1
    owner: dict[int, list[int]] = {}  # card index -> players given one of its free copies

    def place(player: int, seen: set) -> bool:
        """Augmenting path: give ``player`` a free copy, moving others along if need be."""
        for card in set(holdings[player]):
            if card in seen or free[card] <= 0:
                continue
            seen.add(card)
            holders = owner.setdefault(card, [])
            if len(holders) < free[card]:
                holders.append(player)
                return True
            for k, other in enumerate(holders):
                if place(other, seen):
                    holders[k] = player
                    return True
        return False

    return all(place(p, set()) for p in range(len(holdings)))


def _pre_egg_view(state: State, observation: dict) -> None:
    """The table as it was while sets were placed: before anyone used the egg this round."""
    state.shown = [None] * state.players
    state.egg_used_by = state.egg_target = None
    user = observation["egg_used_by"]
    state.egg_holder = user if user is not None else observation["egg_holder"]


def sample(observation: dict, seat: int, rng: random.Random) -> State:
    """A whole table consistent with what ``seat`` has seen, drawn with ``rng`` only (see the module docstring).

    Its ``observation(seat)`` is ``observation``; it loads as a what-if position.
    """
    shared.check_observation(observation, seat, "dragon_egg")
    obs = observation
    n, phase = obs["players"], obs["phase"]
    rules = Rules(obs["revelation"], obs["rebuild_draws"])
    strict = rules.revelation == "strict"
    mine = card_indices(" ".join(obs["hand"]))
    my_sets = obs["my_sets"]
    my_build = None if my_sets is None else _build(*my_sets)
    # sets shown with the egg lie on the table until the scoring; afterwards (discards, the end) they are history
    shown = [None if o == seat or s is None or phase not in (BUILD, EGG) else card_indices(s)
             for o, s in enumerate(obs["shown"])]
    unseen = [c.index for c in CARDS for _ in range(COPIES)]
    for i in mine + ([] if my_build is None else list(my_build.indices)) + [i for s in shown if s for i in s]:
        unseen.remove(i)
    # what each other seat holds unseen: its hand, and its placed cards but for a shown set
    hidden = [0 if o == seat else obs["hand_sizes"][o] + (4 if obs["placed"][o] else 0) - (2 if shown[o] else 0)
              for o in range(n)]
    if sum(hidden) + obs["deck_size"] + obs["discard_size"] != len(unseen):
        raise ValueError("The observation's counts do not add up to the cards the seat has not seen.")
    last = obs["last_round"]
    revealed = [] if last is None or phase == OVER else card_indices(" ".join(last["far"] + last["near"]))
    state_seed = rng.getrandbits(64)
    bot_seed = rng.getrandbits(32)
    fallback = None
    for _ in range(TRIES):
        rng.shuffle(unseen)
        deal, at = [], 0
        for o in range(n):
            deal.append(unseen[at:at + hidden[o]])
            at += hidden[o]
        builds = _hidden_builds(obs, seat, deal, shown, strict)
        if builds is None:
            continue  # a shown set that these cards could not have been placed beside
        holdings = [mine + ([] if my_build is None else list(my_build.indices)) if o == seat
                    else deal[o] + (shown[o] or []) for o in range(n)]
        fallback = (list(unseen), deal, builds)
        if not revealed or _each_keeps_a_card(holdings, revealed):
            break
    else:
        if fallback is None:  # shown sets too rare to meet all at once (five players): seat by seat instead
            fallback = _deal_seat_by_seat(obs, seat, unseen, hidden, shown, strict, rng)
    unseen, deal, builds = fallback
    rest = unseen[sum(hidden):]
    return _table(obs, seat, rules, mine, my_build, deal, shown, builds, rest, random.Random(state_seed), bot_seed)


def _deal_seat_by_seat(obs: dict, seat: int, unseen: list[int], hidden: list[int], shown: list, strict: bool,
                       rng: random.Random) -> tuple:
    """A deal where each seat that showed a set with the egg gets cards it could have built beside it, drawn seat
    by seat (each up to ``SEAT_TRIES`` times from what is left), the others the rest: for the rare position whose shown
    sets a whole shuffle seldom meets at once. ``(unseen in deal order, deal, builds)``; a position no seat-by-seat
    draw fits raises RuntimeError."""
    n = obs["players"]
    for _ in range(SEAT_TRIES):
        pool, deal = list(unseen), [[] for _ in range(n)]
        rng.shuffle(pool)
        for o in sorted(range(n), key=lambda o: not shown[o]):  # the seats with a shown set first
            for _ in range(SEAT_TRIES if shown[o] else 1):
                picked = rng.sample(pool, hidden[o])
                trial = [picked if k == o else [] for k in range(n)]
                if not shown[o] or _hidden_builds(obs, seat, trial, [s if k == o else None for k, s in
                                                                      enumerate(shown)], strict) is not None:
                    break
            else:
                break  # this seat found no cards: start again
            for card in picked:
                pool.remove(card)
            deal[o] = picked
        else:
            builds = _hidden_builds(obs, seat, deal, shown, strict)
            if builds is not None:
                return [c for cards in deal for c in cards] + pool, deal, builds
    raise RuntimeError("No deal of the unseen cards fits the sets shown with the egg, seat by seat either.")


def _hidden_builds(obs: dict, seat: int, deal: list[list[int]], shown: list, strict: bool) -> list | None:
    """For each other placed seat, the builds its dealt cards allow (those keeping a shown set where it was)."""
    options: list = [None] * obs["players"]
    for o in range(obs["players"]):
        if o == seat or not obs["placed"][o] and not shown[o]:
            continue
        cards = tuple(sorted(deal[o] + (shown[o] or [])))
        builds = hand_builds(cards, strict)
        if shown[o]:
            want = tokens(CARDS[i] for i in shown[o])
            builds = [b for b in builds if tokens(getattr(b, obs["egg_target"])) == want]
            if not builds:
                return None
        options[o] = builds
    return options


def _table(obs: dict, seat: int, rules: Rules, mine: list[int], my_build: Build | None, deal: list[list[int]],
           shown: list, options: list, rest: list[int], rng: random.Random, bot_seed: int) -> State:
    """The sampled state: fields from the observation, the deal, the hidden sets chosen, a summary log."""
    n = obs["players"]
    state = State.undealt(n, rules, rng)
    state.deck, state.discard = rest[:obs["deck_size"]], rest[obs["deck_size"]:]
    state.hands = [sorted(mine) if o == seat else sorted(deal[o]) for o in range(n)]
    state.money, state.bracelets, state.supply = list(obs["money"]), list(obs["bracelets"]), obs["supply"]
    last = obs["last_round"]
    state.last = None if last is None else (
        [_build(f, m) for f, m in zip(last["far"], last["near"])], list(last["far_scores"]), list(last["near_scores"]))
    state.round, state.end_reason = obs["round"], obs["end_reason"]
    state.builds = [None] * n
    state.builds[seat] = my_build
    state.phase = BUILD
    log = state._log
    log.append(("start", n, obs["threshold"]))
    playing = obs["phase"] in (BUILD, EGG)
    if playing and state.last is not None:
        log.append((COMPACT, "score", state.last[0], state.last[1], state.last[2], tuple(obs["money"])))
    log.append(("round", obs["round"]))
    # hidden placed sets, chosen as they were: one after another, before the egg was used
    _pre_egg_view(state, obs)
    chooser = random.Random(bot_seed)
    for o in range(n):
        if options[o] is None:
            continue
        builds = options[o]
        state.hands[o] = sorted(deal[o] + (shown[o] or []))
        state._unplaced = [s for s in range(n) if state.builds[s] is None]
        state.fields_changed()
        if PLACED_SETS == "uniform" or len(builds) == 1:
            chosen = chooser.choice(builds)
        else:
            chosen = RolloutSage(chooser.getrandbits(32), ROLLOUT_SAMPLES).choose(state.observation(o), builds)
        for i in chosen.indices:
            state.hands[o].remove(i)
        state.builds[o] = chosen
    for o in range(n):
        build = state.builds[o]
        if build is not None and o != obs["egg_used_by"]:
            log.append(("build", o, *build.indices))
    used = obs["egg_used_by"]
    if used is not None:
        log.append(("egg_use", used, obs["egg_target"]))
        log.extend(("show", o, obs["egg_target"], s) for o, s in enumerate(obs["shown"]) if s is not None)
        log.append(("take_back", used))
    if not playing and state.last is not None:  # the round is scored: discards, or the end
        log.append((COMPACT, "score", state.last[0], state.last[1], state.last[2], tuple(obs["money"])))
    state.egg_holder, state.egg_used_by, state.egg_target = obs["egg_holder"], obs["egg_used_by"], obs["egg_target"]
    state.shown = list(obs["shown"])
    state.phase = obs["phase"]
    state._unplaced = [s for s in range(n) if state.builds[s] is None]
    if obs["phase"] == OVER:
        reasons = obs["end_reasons"]
        log.append((COMPACT, "end", reasons[0], tuple(obs["winners"]), tuple(obs["money"]),
                    reasons[1] if len(reasons) > 1 else None))
    state.fields_changed()
    state.as_position()
    return state


# ----- evaluating and choosing -------------------------------------------------------------------
def evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
             progress: Optional[shared.Progress] = None, seed: int = 0,
             stop: Optional[Callable[[], bool]] = None, actions: Optional[Sequence] = None,
             workers: int = 1) -> list[shared.Evaluation]:
    """Every legal action of ``seat`` (or only ``actions``) valued by ``budget`` sampled playouts each, best first.

    See :func:`engines.coach.evaluate`: the same sampled tables and bots for every action (``workers`` processes
    share them, with the same figures). A build that another
    valued build outclasses (:func:`outclassed`) comes after every other action, whatever its playouts: no deal
    makes it the better choice, so the coach never offers it as its own.
    """
    ranked = shared.evaluate(sample, rollout_bots, observation, seat, budget, time_limit=time_limit,
                             progress=progress, seed=seed, stop=stop, actions=actions, workers=workers)
    builds = [e.action for e in ranked if isinstance(e.action, Build)]
    return sorted(ranked, key=lambda e: isinstance(e.action, Build) and outclassed(e.action, builds))



class CoachBot(shared.CoachBot):
    """Plays the Sage's choice unless sampled playouts show a better one (deterministic for a seed).

    At each real choice it asks the Sage (200 deals of the unseen cards, as in the play
    apps) for its choice and for its ranking of the builds, plays out the Sage's best
    ``CANDIDATES`` builds and every action that is not a build (a bracelet, the egg, a
    discard) on the same sampled tables, raced as the review races them (:func:`engines.race.race`), and plays the best-valued one only when the
    playouts tell it apart from the Sage's choice (:func:`engines.coach.clearly_better`:
    the paired 95% interval says the Sage's choice loses games, or ZOO at no gain in games); otherwise
    it keeps the Sage's choice. With a few playouts per action, a best value is partly
    luck, and this keeps the coach from trading a sound choice for a lucky one. The
    review values every legal action; only the bot prunes.
    """

    name = "Coach"
    SAMPLE = staticmethod(sample)
    BOTS = staticmethod(rollout_bots)
    BUDGET = 8
    CANDIDATES = 5

    def choose(self, observation: dict, legal_actions: Sequence):
        """The best-valued legal action (the only one, when there is one)."""
        return self.choose_with_reason(observation, legal_actions)[0]

    def _candidates(self, observation: dict, legal: list, sage: RolloutSage) -> list:
        """The legal actions worth playing out: the builds the Sage rates best, and every other action."""
        builds = [a for a in legal if isinstance(a, Build)]
        if len(builds) <= self.CANDIDATES:
            return legal
        values = sage.expected(observation, builds)
        ranked = sorted(range(len(builds)), key=lambda i: (-values[i][0], i))[:self.CANDIDATES]
        keep = {builds[i] for i in ranked}
        return [a for a in legal if not isinstance(a, Build) or a in keep]

    def choose_with_reason(self, observation: dict, legal: Sequence):
        """The chosen legal action and the facts of why (:func:`reason`)."""
        legal = list(legal)
        if not legal:
            raise ValueError("There is no legal action to choose from.")
        if len(legal) == 1:
            return legal[0], Reason(legal[0], legal[0], (Chosen(),))
        seat = observation["seat"]
        started = time.perf_counter()
        sage = RolloutSage(self.rng.getrandbits(32), 200)
        default = sage.choose(observation, legal)
        candidates = self._candidates(observation, legal, sage)
        if default not in candidates:
            candidates.append(default)
        values = list(shared.race(evaluate, observation, seat, self.budget, self.rng.getrandbits(32),
                                  spend=self.SPEND, actions=candidates, time_limit=self.time_limit).evaluations)
        kept = next(e for e in values if str(e.action) == str(default))
        best = self.prefer(values, kept, lambda acts, n, fresh: shared.evaluate(  # else the Sage's sound choice stands
            sample, rollout_bots, observation, seat, n, time_limit=self.time_left(started), seed=fresh, actions=acts))
        return shared.same_action(legal, best.action), reason(observation, seat, best.action, best.action, values)


def review(state: State, seat: int, budget: int = REVIEW_BUDGET, *, progress: Optional[shared.Progress] = None,
           stop: Optional[Callable[[], bool]] = None, seed: int = 0, workers: int = 1):
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time (see ``engines.coach.review``)."""
    shared.check_review(state, seat, State, budget)
    return shared.review(state, seat, evaluate, reason, budget, progress=progress, stop=stop, seed=seed,
                         scale=shared.point_scale(ROUND_SPREAD, state.players, UNIT), alike=ALIKE, workers=workers)


ALIKE = same_sets
"""Two choices the rules make the same in play (a review or a practice try calls them both best)."""

review_evaluate = evaluate
"""What a review values choices with (here :func:`evaluate` itself: the review weighs the game's own scores)."""


def review_playout(observation: dict, seat: int, action) -> Playout:
    """How :func:`review_evaluate` plays a sampled table on after ``action``: the rollout bots to the game's end
    (:mod:`engines.watching` plays an imagined game again with it)."""
    return Playout(sample, rollout_bots)
review_reason = reason
"""What a review's rows say (here :func:`reason` itself)."""


__all__ = ["BUDGET", "BuildFacts", "CoachBot", "REVIEW_BUDGET", "ROLLOUT_SAMPLES", "RolloutSage", "SetFacts",
           "build_facts", "evaluate", "reason", "review", "review_evaluate", "review_playout", "review_reason", "rollout_bots",
           "sample"]
