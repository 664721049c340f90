"""The Dragon Egg lessons' worked examples, each one a moment a real game can reach.

Every hand, table of sets, log and whole game that a lesson shows is made here, so that
the lessons and ``tests/dragon_egg/test_dragon_egg_lesson_examples.py`` build them the
same way. Each example is one of two things:

* a **game record**: a numbered deal (``new_game(players, seed=n)``) played on by the
  moves a lesson names, or by computer players (:func:`bracelet_game`, :func:`egg_game`,
  :func:`bot_game`, :func:`random_game`, :func:`hoarders_game`). It reloads with
  ``from_json``, which deals the same cards again and replays every move.
* a **what-if position**: a table where each player holds the cards a lesson chose
  (:func:`hand_position`, :func:`played_round`). A deal that happens to give those
  cards is one shuffle among many, so the position is one a game can reach; the engine's
  static checks confirm it (``position_from_json``). A round after the first is reached
  by playing the earlier rounds through the rules, then choosing which cards the refill
  brought (again one possible shuffle): the money, bracelets and egg come from play.

Sets are written as in the calculator, the Far and the Near separated by a bar
(``"R7 R7 | B5 B5"``); the order of the two sets does not matter (DE-2).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from itertools import count
from typing import Callable, Iterable, Sequence

from engines.core import join_and, seat_name
from engines.dragon_egg import (BRACELET, CARDS, Build, RoundResult, Rules, State, new_game, parse_action,
                                parse_cards, position, position_from_json, score_round, set_strength, threshold)
from engines.dragon_egg.bots import RandomBot, SageBot
from engines.dragon_egg.rules import END_REASONS, NO_QUALIFIER, ONLY_QUALIFIER, STRONGEST_NEAR, TIED_NEARS

__all__ = ["strongest", "tie_habit", "everyone_builds", "log_between", "round_result", "DEAL", "lesson_deal", "BUILD_HAND", "hand_position",
           "PlayedRound", "played_round", "BRACELET_GAME", "BRACELET_STEPS", "bracelet_game", "EGG_GAME",
           "EGG_STEPS", "egg_game", "egg_round_3", "SAGE_GAME", "bot_game", "sage_game", "random_players", "random_game",
           "first_random_game", "Hoarder", "hoarders_game", "first_hoarders_game", "egg_news", "bracelet_news",
           "scoring_news", "ending"]


# ----- the naive way of playing that lessons 4 and 5 use -------------------------------------

def tie_habit(build: Build) -> tuple[tuple[int, ...], int]:
    """How the strongest-Far player chooses among builds equally strong in both rows (the lessons only name
    the build it placed; ``tests/dragon_egg`` says the habit in words): smallest first. First the four cards used, in the card order of DE-2 (red 2 ... red
    Revelation, blue 2 ... blue Revelation), compared card by card: the build using the earlier cards wins,
    so from five cards it keeps the card that comes last. Then, for the same four cards, the position
    (1, 2 or 3) among the other three of the card paired with the first of the four: the earliest partner
    wins."""
    four = sorted(card.index for card in build.cards)
    pair = build.far if four[0] in (build.far[0].index, build.far[1].index) else build.near
    partner = pair[1].index if pair[0].index == four[0] else pair[0].index
    return tuple(four), four[1:].index(partner)


def strongest(state: State, seat: int) -> Build:
    """The build with the strongest Far (then the strongest Near) that ``seat`` can place; among builds
    equally strong in both rows, the one :func:`tie_habit` puts first (a fixed habit, never chance)."""
    builds = [a for a in state.legal_actions(seat) if isinstance(a, Build)]
    top = max((set_strength(b.far), set_strength(b.near)) for b in builds)
    return min((b for b in builds if (set_strength(b.far), set_strength(b.near)) == top), key=tie_habit)


def everyone_builds(state: State) -> None:
    """Every player still to place sets places the build with the strongest Far."""
    for seat in state.to_act():
        state.apply(seat, strongest(state, seat))


def log_between(before: State, after: State) -> list[str]:
    """The log lines ``after`` has beyond ``before`` (the same game, played on), as a teacher reads them."""
    return [line for event in after.events[len(before.events):] for line in event.seen_by(None).split("\n")]


def round_result(state: State) -> RoundResult:
    """The last scoring of a game, as lesson 3's tables show a round (whom each set beats or ties, the
    money), checked against the game's own scores. The egg is in the centre when the round is scored (in
    lessons 4 and 5 nobody holds it then, or its holder has just used it), and the result's egg holder is
    checked against the game too."""
    builds, far_scores, near_scores = state.last
    result = score_round([(b.far, b.near) for b in builds], rules=state.rules)
    assert list(result.far_scores) == list(far_scores) and list(result.near_scores) == list(near_scores)
    assert result.egg_holder == state.egg_holder
    return result


# ----- what a teacher says at the table after a scoring, and at the end ------------------------
# The engine's log speaks for the apps and their saved games; the lessons say the same facts in
# sentences of their own, built from the same events.

def _where(holder: int | None) -> str:
    """Where the egg lies: with a player, or in the centre."""
    return "in the centre of the table" if holder is None else f"with {seat_name(holder)}"


def egg_news(after: int | None, before: int | None, reason: str) -> str:
    """Where the egg goes after a scoring, and why (DE-7), as one sentence."""
    if reason == NO_QUALIFIER:
        return f"Nobody placed two Friends sets, so the egg stays {_where(before)}."
    if reason == TIED_NEARS:
        return (f"The players who placed two Friends sets have equally strong Nears, so the egg stays "
                f"{_where(before)}.")
    source = "the centre of the table" if before is None else seat_name(before)
    name = seat_name(after)
    if reason == ONLY_QUALIFIER:
        return f"Only {name} placed two Friends sets, so {name} takes the egg from {source}."
    assert reason == STRONGEST_NEAR, reason
    return (f"Of the players who placed two Friends sets, {name} has the strongest Near, so {name} takes the "
            f"egg from {source}.")


def bracelet_news(seat: int, left: int) -> str:
    """A player who earned nothing takes a bracelet (DE-5), as one sentence."""
    return (f"{seat_name(seat)} earned nothing and takes a bracelet from the supply, "
            f"which has {left} left.")


def scoring_news(before: State, after: State) -> str:
    """What a scoring did besides the money: the egg's move and the bracelets taken, in sentences."""
    said = []
    for event in after.events[len(before.events):]:
        if event.kind == "egg_move":
            said.append(egg_news(*event.data))
        elif event.kind == "egg_stay":
            said.append(egg_news(event.data[0], *event.data))
        elif event.kind == "bracelet_gain":
            said.append(bracelet_news(*event.data))
    return " ".join(said)


def ending(state: State) -> str:
    """How a finished game ended and who won (DE-8), as a teacher tells it."""
    reasons = state.observation(0)["end_reasons"]
    goal = threshold(state.players)
    reached = [s for s in range(state.players) if state.money[s] >= goal]
    whys = []
    for reason in reasons:
        if reason == "threshold":
            verb = "has" if len(reached) == 1 else "have"
            whys.append(f"{join_and(seat_name(s) for s in reached)} {verb} reached the threshold of {goal} ZOO")
        else:
            whys.append(END_REASONS[reason])
    when = "after" if reasons[0] != "draw" else "in"
    money = join_and(f"{seat_name(s)} {m}" for s, m in enumerate(state.money))
    winners = [seat_name(s) for s in state.winners()]
    won = f"{winners[0]} wins" if len(winners) == 1 else f"{join_and(winners)} share the win"
    return (f"The game ends {when} round {state.round}: {', and '.join(whys)}. The money stands at {money} ZOO, "
            f"so {won}.")


# ----- lesson 1: a numbered deal --------------------------------------------------------------

DEAL = 2024
"""The number of lesson 1's four-player deal."""


def lesson_deal(players: int = 4, number: int = DEAL) -> State:
    """A numbered deal: the same number always shuffles the same way (a game record)."""
    return new_game(players, seed=number)


# ----- what-if positions: chosen hands --------------------------------------------------------

def _kept_cards(tables: Sequence[Sequence[str]]) -> list[str]:
    """For each player a fifth card to keep through every round: the first card (in deck order) that
    no round's sets already use twice, counting the cards kept by the players before."""
    players = len(tables[0])
    used = [Counter(card.token for sets in table for card in parse_action(sets).cards) for table in tables]
    kept: list[str] = []
    for _ in range(players):
        for card in CARDS:
            if all(counts[card.token] + kept.count(card.token) < 2 for counts in used):
                kept.append(card.token)
                break
    return kept


def _other_hands(players: int, chosen: dict[int, str]) -> list[str]:
    """Hands for the players a lesson does not show: the lowest cards the chosen hands leave."""
    left = Counter({card.token: 2 for card in CARDS})
    left.subtract(card.token for text in chosen.values() for card in parse_cards(text))
    hands = []
    for seat in range(players):
        if seat in chosen:
            hands.append(chosen[seat])
            continue
        cards = []
        for card in CARDS:
            while left[card.token] > 0 and len(cards) < 5:
                cards.append(card.token)
                left[card.token] -= 1
        hands.append(" ".join(cards))
    return hands


BUILD_HAND = "R3 R7 R* B2 B20"
"""Lesson 2's hand, split every way it can be."""


def hand_position(hand: str = BUILD_HAND, players: int = 2, rules: Rules | None = None) -> State:
    """A what-if position of round 1 in which Aiko holds ``hand`` (the others hold the lowest cards left)."""
    return position(players, _other_hands(players, {0: hand}), rules=rules)


@dataclass(frozen=True)
class PlayedRound:
    """One round played through the rules: the game after its scoring, the scoring, and the egg before it."""

    state: State
    """The game just after the round was scored (the refill has been drawn)."""
    result: RoundResult
    """The round's scoring (sets, strengths, whom each set beats or ties, money, the egg's move)."""
    egg_before: int | None
    """Who held the egg when the round began (None: the centre)."""


def _redraw(state: State, hands: Sequence[str], kept: Sequence[str]) -> State:
    """The game after a refill, with the cards the refill brought chosen: each hand becomes ``hands[seat]``,
    which holds ``kept[seat]``, the card the player kept; the log's draws say so. A what-if position,
    checked on loading."""
    record = state.to_position_json()
    setup = record["setup"]
    pool = Counter(setup["deck"]) + Counter(token for hand in setup["hands"] for token in hand)
    wanted = [[card.token for card in parse_cards(text)] for text in hands]
    for seat, (now, new, keep) in enumerate(zip(setup["hands"], wanted, kept)):
        if keep not in now or keep not in new:
            raise ValueError(f"seat {seat}: the hand before and after the refill must hold the kept card {keep}")
    pool.subtract(token for hand in wanted for token in hand)
    if min(pool.values()) < 0:
        raise ValueError(f"the chosen hands need cards the deck does not hold: {dict(-pool)}")
    setup["hands"] = wanted
    setup["deck"] = [card.token for card in CARDS for _ in range(pool[card.token])]
    events = setup["events"]
    resolved = max(i for i, event in enumerate(events) if event[0] == "resolve")
    for event in events[resolved:]:
        if event[0] == "draw":  # the refill: the hand's cards but the one kept
            seat = event[1]
            drawn = Counter(wanted[seat]) - Counter([kept[seat]])
            event[2:] = [card.index for card in parse_cards(" ".join(drawn.elements()))]
    return position_from_json(record)


def played_round(sets: Sequence[str], before: Sequence[Sequence[str]] = (), *, kept: Sequence[str] | None = None,
                 rules: Rules | None = None) -> PlayedRound:
    """A round in which player ``seat`` places ``sets[seat]``, played through the rules.

    Each player holds the four cards of their sets and one card they keep (``kept``, or the
    first card free in deck order). ``before`` lists earlier rounds' sets, played first the
    same way, so that the money, bracelets and the egg come from play. An egg holder keeps
    the egg (does not use it).
    """
    tables = [*before, sets]
    players = len(sets)
    kept = list(kept) if kept is not None else _kept_cards(tables)
    hands = [f"{table_sets.replace('|', ' ')} {keep}" for table_sets, keep in zip(tables[0], kept)]
    state = position(players, hands, rules=rules)
    for number, table in enumerate(tables):
        if number:
            state = _redraw(state, [f"{s.replace('|', ' ')} {keep}" for s, keep in zip(table, kept)], kept)
        egg_before = state.egg_holder
        for seat, placed in enumerate(table):
            state.apply(seat, placed)
        if state.phase == "egg":
            state.apply(state.egg_holder, "no egg")
    builds, far_scores, near_scores = state.last
    result = score_round([(b.far, b.near) for b in builds], egg_holder=egg_before, rules=rules)
    assert list(result.far_scores) == list(far_scores) and list(result.near_scores) == list(near_scores)
    assert result.egg_holder == state.egg_holder
    return PlayedRound(state, result, egg_before)


# ----- lesson 4: a three-player game, with a bracelet and a discard ---------------------------

BRACELET_GAME = 1
"""The number of lesson 4's three-player deal."""
BRACELET_STEPS = ("everyone builds", (1, "bracelet"), "everyone builds", (1, "discard R15"))
"""Lesson 4's moves: round 1, Bruno returns his bracelet, round 2, Bruno lets R15 go."""


def _play_steps(state: State, steps: Iterable) -> State:
    """Play the steps of a lesson: "everyone builds", or one (seat, action)."""
    for step in steps:
        if step == "everyone builds":
            everyone_builds(state)
        else:
            state.apply(*step)
    return state


def bracelet_game(steps: int = len(BRACELET_STEPS)) -> State:
    """Lesson 4's game after its first ``steps`` steps (a game record)."""
    return _play_steps(new_game(3, seed=BRACELET_GAME), BRACELET_STEPS[:steps])


# ----- lesson 5: a three-player game in which the egg is used ---------------------------------

EGG_GAME = 6
"""The number of lesson 5's three-player deal."""
EGG_STEPS = ("everyone builds", "everyone builds", (0, "egg far"), (0, "R2 R* | R7 B5"),
             "everyone builds", (1, "egg near"))
"""Lesson 5's moves: round 1; round 2, where Aiko uses the egg, names the Far and rebuilds; round 3,
where Bruno (who holds the egg and a bracelet) uses it and names the Near."""


def egg_game(steps: int = len(EGG_STEPS), rules: Rules | None = None) -> State:
    """Lesson 5's game after its first ``steps`` steps, under ``rules`` (a game record)."""
    return _play_steps(new_game(3, seed=EGG_GAME, rules=rules), EGG_STEPS[:steps])


def egg_round_3(rules: Rules | None = None) -> State:
    """Lesson 5's round 3 played out under ``rules`` (a game record): Bruno has used the egg and named the
    Near; if the rules let him, he first returns his bracelet and draws (the variant of DE-7), then he
    rebuilds with the strongest Far, and the round is revealed and scored."""
    state = egg_game(rules=rules)
    if BRACELET in state.legal_actions(1):
        state.apply(1, BRACELET)
    state.apply(1, strongest(state, 1))
    return state


# ----- lesson 6: whole games ------------------------------------------------------------------

SAGE_GAME = 3
"""The number of lesson 6's four-player game, in which Aiko plays well and the others at random."""


def bot_game(players: int, number: int, bots: Sequence) -> tuple[State, list[list[int]]]:
    """A whole game of deal ``number`` played by ``bots`` (a game record), and the money after each round."""
    state, history, last = new_game(players, seed=number), [], None
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
        if state.last is not last:
            last = state.last
            history.append(list(state.money))
    return state, history


def sage_game(players: int = 4, number: int = SAGE_GAME) -> tuple[State, list[list[int]]]:
    """Game ``number`` with Aiko the stronger computer player and the others its random players (lesson 6)."""
    return bot_game(players, number, [SageBot(seed=number), *random_players(players, number)[1:]])


def random_players(players: int, number: int) -> list[RandomBot]:
    """The random players of game ``number``: each has its own numbered generator."""
    return [RandomBot(number * 10 + seat) for seat in range(players)]


def random_game(players: int, number: int) -> State:
    """Game ``number`` of random players: its deal, played to the end by players who choose at random."""
    return bot_game(players, number, random_players(players, number))[0]


def first_random_game(players: int, wanted: Callable[[State], bool]) -> tuple[int, State]:
    """The first game of random players (numbers 0, 1, 2, ...) that ends as ``wanted`` says."""
    return next((n, game) for n in count() if wanted(game := random_game(players, n)))


class Hoarder:
    """Places random sets, but keeps every bracelet until round ``from_round`` and then returns them all;
    once no card is left to draw, it returns one only if it alone leads on money, which ends the game (DE-8)."""

    def __init__(self, seed: int, from_round: int = 5) -> None:
        """A player with its own numbered generator."""
        self.rng, self.from_round = random.Random(seed), from_round

    def choose(self, observation: dict, legal: Sequence):
        """Return a bracelet from ``from_round`` on (with no card left, only to end the game while leading alone),
        otherwise place a random build (or make a random choice)."""
        if BRACELET in legal and observation["round"] >= self.from_round:
            money, me = observation["money"], observation["seat"]
            no_card = observation["deck_size"] + observation["discard_size"] == 0
            if not no_card or all(money[me] > m for seat, m in enumerate(money) if seat != me):
                return BRACELET
        return self.rng.choice([a for a in legal if a != BRACELET])


def hoarders_game(players: int, number: int) -> State:
    """Game ``number`` of hoarders: bracelets kept until round 5, then all returned at once."""
    return bot_game(players, number, [Hoarder(number * 10 + seat) for seat in range(players)])[0]


def first_hoarders_game(players: int = 5) -> tuple[int, State]:
    """The first game of hoarders that ends because a card had to be drawn and none was left: the player who
    hands back that bracelet leads alone on money (see :class:`Hoarder`)."""
    return next((n, game) for n in count() if (game := hoarders_game(players, n)).end_reason == "draw")
