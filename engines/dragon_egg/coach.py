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
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from .. import coach as shared
from ..core import join_and, seat_name
from .actions import SET_POWER, Build, Discard, KeepEgg, ReturnBracelet, UseEgg, hand_builds, parse_action
from .bots import SageBot
from .cards import BY_TOKEN, CARDS, COPIES, tokens
from .log import COMPACT
from .rules import BUILD, EGG, OVER, POWER, STRENGTH, Rules, set_scores
from .state import State

ROLLOUT_SAMPLES = 5
"""Deals of unseen cards a rollout Sage bot weighs per decision (the play apps' Sage weighs 200)."""
BUDGET = 12
"""Sampled playouts per legal action for :func:`evaluate` and the review."""
ROUND_SPREAD: dict[int, float] = {2: 1.0, 3: 3.38, 4: 7.89, 5: 13.71}
"""A typical round's spread of scores by player count, the points scale of the review's labels
(:func:`engines.coach.point_scale`; ``benchmarks/coach_common.measured_spread``, tests/test_point_scales.py)."""
UNIT = "ZOO"  # what the scores are counted in, as a review names them

TRIES = 1000
"""Deals :func:`sample` draws before giving up the kept-card rule (see the module docstring)."""
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
def _cards(text: str) -> list[int]:
    """Card indices of notation like ``R7 R*``."""
    return [BY_TOKEN[t].index for t in text.split()]


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
    mine = _cards(" ".join(obs["hand"]))
    my_sets = obs["my_sets"]
    my_build = None if my_sets is None else _build(*my_sets)
    # sets shown with the egg lie on the table until the scoring; afterwards (discards, the end) they are history
    shown = [None if o == seat or s is None or phase not in (BUILD, EGG) else _cards(s)
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
    revealed = [] if last is None or phase == OVER else _cards(" ".join(last["far"] + last["near"]))
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
        if fallback is None:
            raise RuntimeError(f"No deal of the unseen cards fits the sets shown with the egg in {TRIES} tries.")
    unseen, deal, builds = fallback
    rest = unseen[sum(hidden):]
    return _table(obs, seat, rules, mine, my_build, deal, shown, builds, rest, random.Random(state_seed), bot_seed)


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
    state = State._empty(n, rules, rng)
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
        state._changed()
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
    state._changed()
    state._as_position()
    return state


# ----- evaluating and choosing -------------------------------------------------------------------
def evaluate(observation: dict, seat: int, budget: int = BUDGET, *, time_limit: Optional[float] = None,
             progress: Optional[shared.Progress] = None, seed: int = 0,
             stop: Optional[Callable[[], bool]] = None, actions: Optional[Sequence] = None) -> list[shared.Evaluation]:
    """Every legal action of ``seat`` (or only ``actions``) valued by ``budget`` sampled playouts each, best first.

    See :func:`engines.coach.evaluate`: the same sampled tables and bots for every action.
    """
    return shared.evaluate(sample, rollout_bots, observation, seat, budget, time_limit=time_limit,
                           progress=progress, seed=seed, stop=stop, actions=actions)


class CoachBot(shared.CoachBot):
    """Plays the Sage's choice unless sampled playouts show a better one (deterministic for a seed).

    At each real choice it asks the Sage (200 deals of the unseen cards, as in the play
    apps) for its choice and for its ranking of the builds, plays out the Sage's best
    ``CANDIDATES`` builds and every action that is not a build (a bracelet, the egg, a
    discard) on the same sampled tables, and plays the best-valued one only when the
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
        """The chosen legal action and one sentence saying why."""
        legal = list(legal)
        if not legal:
            raise ValueError("There is no legal action to choose from.")
        if len(legal) == 1:
            return legal[0], "it is the only thing you may do now"
        seat = observation["seat"]
        started = time.perf_counter()
        sage = RolloutSage(self.rng.getrandbits(32), 200)
        default = sage.choose(observation, legal)
        candidates = self._candidates(observation, legal, sage)
        if default not in candidates:
            candidates.append(default)
        values = shared.evaluate(sample, rollout_bots, observation, seat, self.budget, time_limit=self.time_limit,
                                 seed=self.rng.getrandbits(32), actions=candidates)
        kept = next(e for e in values if str(e.action) == str(default))
        best = self.prefer(values, kept, lambda acts, n, fresh: shared.evaluate(  # else the Sage's sound choice stands
            sample, rollout_bots, observation, seat, n, time_limit=self.time_left(started), seed=fresh, actions=acts))
        return shared._same_action(legal, best.action), reason(observation, seat, best.action, best.action, values)


# ----- saying why --------------------------------------------------------------------------------
FACT_SEED = 0
"""The seed of the Sage guesses a reason quotes (so a sentence is the same each time)."""
FACT_SAMPLES = 200
"""Deals of the unseen cards behind a reason's estimate of what a set scores (the play apps' Sage weighs 200)."""


@dataclass(frozen=True)
class SetFacts:
    """What one set of a build is, and what it scores, computed on the position (DE-1, DE-3).

    ``shown`` lists the rival sets of the same kind shown with the egg this round, as
    ``(seat, notation, beaten or tied)``; ``shown_score`` is what the set scores against
    them alone. ``estimate`` is its mean score against the Sage's guesses of every rival set.
    """

    name: str
    notation: str
    strength: str
    power: int
    shown: tuple[tuple[int, str, bool], ...]
    shown_score: Optional[int]
    estimate: float


@dataclass(frozen=True)
class BuildFacts:
    """A build's two sets, the cards it keeps for the next round (DE-6) and its estimated earnings."""

    far: SetFacts
    near: SetFacts
    kept: str
    earnings: float


def _shown_sets(observation: dict, name: str) -> list[tuple[int, str, int]]:
    """The rival sets of kind ``name`` shown with the egg this round: ``(seat, notation, power)``."""
    if observation["phase"] not in (BUILD, EGG) or observation["egg_target"] != name:
        return []
    return [(o, text, POWER[a][b]) for o, text in enumerate(observation["shown"])
            if text and o != observation["seat"] for a, b in [_cards(text)]]


def build_facts(observation: dict, build: Build, seed: int = FACT_SEED) -> BuildFacts:
    """The facts a reason quotes about ``build`` for the observation's seat: strengths from the
    engine's table, scores against the shown sets by the engine's DE-3 count, and the Sage's estimate."""
    estimate = SageBot(seed, FACT_SAMPLES).expected(observation, [build])[0]
    sets = []
    for name, pair, mean in (("far", build.far, estimate[1]), ("near", build.near, estimate[2])):
        a, b = pair
        power = SET_POWER[pair]
        shown = _shown_sets(observation, name)
        score = set_scores([power] + [p for _, _, p in shown])[0] if shown else None
        sets.append(SetFacts(name, f"{a} {b}", str(STRENGTH[a.index][b.index]), power,
                             tuple((o, text, p <= power) for o, text, p in shown), score, mean))
    return BuildFacts(sets[0], sets[1], _kept(observation, build), estimate[0])


def _scores_words(facts: SetFacts, players: int) -> str:
    """Which rival sets one set beats or ties: exactly the shown sets, else the Sage's estimate, as written."""
    if facts.shown:
        beaten = [f"{seat_name(o)}'s {text}" for o, text, won in facts.shown if won]
        return join_and(beaten) if beaten else f"none of the shown {facts.name.capitalize()}s"
    return f"about {facts.estimate:.1f} of the {players - 1} rival {facts.name.capitalize()}s"


@dataclass(frozen=True)
class Voice:
    """How a reason names the choice set against the coach's: ``choice`` as a subject, ``whose`` before a
    set, ``own`` standing alone (the review speaks to the player: your choice, your Near, yours)."""

    choice: str = "your choice"
    whose: str = "your"
    own: str = "yours"


YOU = Voice()
"""The review's voice: the choice set against the coach's is the player's own."""


def _set_contrast(mine: SetFacts, top: SetFacts, players: int, voice: Voice = YOU) -> str:
    """How the two builds' sets of one kind differ, in what they are and what they score ('' if alike).

    When both score the same as written, the clause says so instead of quoting one figure twice."""
    if mine.notation == top.notation:
        return ""
    name = mine.name.capitalize()
    words_mine, words_top = _scores_words(mine, players), _scores_words(top, players)
    guessed = "" if mine.shown else " (by the Sage's guesses of the hidden cards)"
    if words_mine == words_top:
        return (f"{voice.whose} {name} {mine.notation} ({mine.strength}) and the coach's {top.notation} "
                f"({top.strength}) both beat or tie {words_mine}{guessed}")
    return (f"{voice.whose} {name} {mine.notation} ({mine.strength}) beats or ties {words_mine}, the coach's "
            f"{top.notation} ({top.strength}) beats or ties {words_top}{guessed}")


def _contrast(observation: dict, played, best, voice: Voice = YOU, edge: bool = True, behind: bool = False) -> str:
    """The facts computed on the position that tell ``played`` from ``best`` ('' when none applies). ``edge``: the
    figures put the coach's choice ahead, so where a build played earns more this round, its edge is in the rounds
    to come (said only then). ``behind``: the figures put the played build level or ahead, so where the coach's
    build earns more this round, the played build's edge is in the rounds to come (said only then)."""
    players = observation["players"]
    if isinstance(played, Build) and isinstance(best, Build):
        mine, top = build_facts(observation, played), build_facts(observation, best)
        clauses = [_set_contrast(mine.far, top.far, players, voice),
                   _set_contrast(mine.near, top.near, players, voice)]
        if sorted(mine.kept.split()) != sorted(top.kept.split()):
            clauses.append(f"{voice.own} keeps {mine.kept or 'nothing'} for the next round and the coach's choice "
                           f"keeps {top.kept or 'nothing'} (DE-6)")
        if round(mine.earnings, 1) > round(top.earnings, 1):  # this round favours the other build, as written
            clauses.append(f"by the Sage's guesses {voice.own} earns more this round (about {mine.earnings:.1f} ZOO "
                           f"against {top.earnings:.1f})" + (", so the coach's edge lies in the rounds to come"
                                                             if edge else ""))
        elif behind and round(top.earnings, 1) > round(mine.earnings, 1):  # this round favours the coach's build
            clauses.append(f"by the Sage's guesses the coach's choice earns more this round (about {top.earnings:.1f} "
                           f"ZOO against {mine.earnings:.1f}), so the edge of {voice.choice} lies in the rounds to "
                           "come")
        return "; ".join(c for c in clauses if c)
    hand = len(observation["hand"])
    for action, whose in ((best, "the coach's choice"), (played, voice.choice)):
        if isinstance(action, ReturnBracelet):
            return f"{whose} builds from {hand + 1} cards instead of {hand} (DE-5)"
        if isinstance(action, UseEgg):
            return (f"{whose} shows the {players - 1} other {action.target.capitalize()}s before the "
                    "rebuild from the same hand (DE-7)")
    return ""


def _action_words(action) -> str:
    """An action in a learner's words."""
    if isinstance(action, Build):
        a, b = action.far
        c, d = action.near
        return f"Far {a} {b} ({STRENGTH[a.index][b.index]}) and Near {c} {d} ({STRENGTH[c.index][d.index]})"
    if isinstance(action, ReturnBracelet):
        return "handing back a bracelet to draw a card (DE-5)"
    if isinstance(action, UseEgg):
        return f"using the egg to see every other {action.target.capitalize()} (DE-7)"
    if isinstance(action, KeepEgg):
        return "keeping the egg for a later round"
    if isinstance(action, Discard):
        return f"letting {action.card} go"
    return str(action)


def _figures(value: shared.Evaluation) -> str:
    """A value's win share and margin, in words."""
    ahead = "ahead of" if value.margin >= 0 else "behind"
    return f"won {value.win:.0%}, {abs(value.margin):.1f} ZOO {ahead} the richest rival on average"


def reason(observation: dict, seat: int, played, best, evaluations: Sequence[shared.Evaluation],
           voice: Voice = YOU) -> str:
    """One sentence for a learner, true to the figures it is given: how ``best`` and ``played`` fared, and
    the facts computed on the position that tell them apart (sets beaten or tied, cards kept, a draw).
    ``voice`` names ``played`` (the review: "your choice").

    The figures are read paired, playout by playout, as the review's verdict reads them: ``played`` "did
    better" only beyond the noise (in games, or in ZOO when the games cannot be told apart), "did as well"
    when it is level or ahead within it; a build whose own round looks richer is said to leave the coach's
    edge in the rounds to come only when the figures put the coach's choice ahead. The coach's own choice is
    said to be the best of the choices only with how few sampled games each one had."""
    by_text = {str(e.action): e for e in evaluations}
    top, mine = by_text[str(best)], by_text[str(played)]
    games = f"Over {top.playouts} sampled games"
    if str(played) == str(best):
        rivals = [e for e in evaluations if str(e.action) != str(best)]
        if not rivals:
            return f"{games}, {_action_words(best)} {_figures(top)}."
        gap = shared.compare(top, rivals[0], padded=True)
        close = gap.win_low <= 0 and gap.margin_low <= 0  # the next best within the noise of so few games
        if rivals[0].key > top.key:  # a higher value, within the noise of the playouts
            return (f"{games}, {_action_words(best)} {_figures(top)}; "
                    f"{_action_words(rivals[0].action)} {_figures(rivals[0])}, too close to call.")
        return (f"Over only {top.playouts} sampled games per choice, {_action_words(best)} {_figures(top)}, the best "
                f"of the choices on so few games; the next, {_action_words(rivals[0].action)}, {_figures(rivals[0])}"
                f"{', too close to call' if close else ''}.")
    gap = shared.compare(top, mine, padded=True)  # what the coach's choice gains, paired, as the verdict reads it
    ahead = not (shared.as_well(gap) or shared.did_better(gap) or (gap.win_low <= 0 and gap.margin_low <= 0))
    level = bool(shared.better_in(gap)) or shared.as_well(gap)  # the played build did as well or better
    facts = _contrast(observation, played, best, voice, edge=ahead, behind=level)
    detail = f". What differs: {facts}" if facts else ""
    figures = (f"{voice.choice}, {_action_words(played)}, {_figures(mine)}, and the coach's choice, "
               f"{_action_words(best)}, {_figures(top)}")
    chosen = f"{voice.choice[0].upper()}{voice.choice[1:]}"
    where = shared.better_in(gap)
    if where:
        return f"{chosen} did better{' in ZOO' if where == 'points' else ''}: {games.lower()}, {figures}{detail}."
    if shared.as_well(gap):
        in_games = " in games" if gap.margin_low > 0 else ""  # level or ahead in games, behind in ZOO beyond noise
        return f"{chosen} did as well{in_games}: {games.lower()}, {figures}{detail}."
    if not ahead:
        return f"The playouts cannot tell the two apart: {games.lower()}, {figures}{detail}."
    though = (f", though {voice.own} ends {abs(gap.margin):.1f} ZOO better placed on average"
              if gap.margin_high < 0 else "")
    return (f"{games}, the coach's choice, {_action_words(best)}, {_figures(top)}; "
            f"{voice.choice}, {_action_words(played)}, {_figures(mine)}{though}{detail}.")


def _kept(observation: dict, build: Build) -> str:
    """The cards a build leaves in hand for the next round, as notation."""
    hand = _cards(" ".join(observation["hand"]))
    for i in build.indices:
        hand.remove(i)
    return tokens(CARDS[i] for i in hand)


def review(state: State, seat: int, budget: int = BUDGET, *, progress: Optional[shared.Progress] = None,
           stop: Optional[Callable[[], bool]] = None, seed: int = 0):
    """Rate each real choice ``seat`` made in ``state``'s game, one row at a time (see ``engines.coach.review``)."""
    return shared.review(state, seat, evaluate, reason, budget, progress=progress, stop=stop, seed=seed,
                         scale=shared.point_scale(ROUND_SPREAD, state.players, UNIT))


review_evaluate = evaluate
"""What a review values choices with (here :func:`evaluate` itself: the review weighs the game's own scores)."""
review_reason = reason
"""What a review's rows say (here :func:`reason` itself)."""


__all__ = ["BUDGET", "BuildFacts", "CoachBot", "ROLLOUT_SAMPLES", "RolloutSage", "SetFacts", "Voice", "YOU",
           "build_facts", "evaluate", "reason", "review", "review_evaluate", "review_reason", "rollout_bots",
           "sample"]
