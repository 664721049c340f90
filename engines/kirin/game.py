"""The Kirin game loop: three rounds of declaration and eight tricks for four players.

A round goes: deal 9 cards each; every player secretly declares one card (its beast
is the one they collect, the card itself sits out, KI-7); eight tricks, led first by
seat ``round - 1`` (KI-7) and then by each trick's winner, with the follow rule
(KI-4), the winner (KI-5; an all-Kirin trick has none, its cards are set aside and
the leader leads again) and the Kirin effect after the trick (KI-6); then the
declarations are revealed and each player scores one point per won card of their
declared beast (KI-7). Every round starts in ascending order (KI-2).

Gaps this engine fills (the reading a player would expect):

* Seats are numbered clockwise, so play goes from the leader to seat + 1, + 2, + 3.
* The declaration is simultaneous: the engine takes the four choices in any order;
  the log and the observations only say *that* a seat has declared, never what,
  until the round ends.
* Finished tricks and the won piles are public (everyone saw the cards played);
  the current round's tricks are in every seat's observation.
* The Kirin effect of the eighth trick is still resolved and logged, though the
  next round starts ascending anyway.
* A round's points go into one running total per player; the scorer supply never
  runs out (at most 27 cards of one beast can be won in three rounds).

Internally a hand is a bit mask over card ids (see ``cards``) and the rules come
from the lookup tables in ``rules``, so one action costs a few microseconds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, Optional, Sequence, Union

from engines import IllegalAction, InvalidInput
from engines.core import Event, GameState, check_copies, seat_name

from .cards import (
    BEAST_MASK,
    BEAST_TITLES,
    CARDS,
    TOKENS,
    Beast,
    Card,
    CardLike,
    _describe_copies,
    cards_of,
    mask_of,
    parse_card,
    parse_cards,
    tokens_of,
)
from .rules import (
    DEFAULT_RULES,
    FORCE,
    KIRIN_MASK,
    ORDERS,
    Rules,
    join_and,
    join_or,
    must_follow_sentence,
    order_index_after,
    parse_order,
    trick_outcome,
)

PLAYERS = 4
HAND_SIZE = 9
TRICKS_PER_ROUND = 8

DECLARE, PLAY, OVER = 0, 1, 2
PHASES = ("declare", "play", "over")


# ----- actions ------------------------------------------------------------------------------

@dataclass(frozen=True)
class _CardAction:
    """An action naming one card; its notation is the verb and the card's token."""

    card: Card
    bit: int = field(init=False, repr=False, compare=False)
    text: str = field(init=False, repr=False, compare=False)
    VERB: ClassVar[str] = ""

    def __post_init__(self) -> None:
        card = parse_card(self.card)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "bit", 1 << card.id)
        object.__setattr__(self, "text", f"{self.VERB} {card.token}")

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Play(_CardAction):
    """Play a card to the current trick; notation ``play Q6``."""

    VERB: ClassVar[str] = "play"


@dataclass(frozen=True)
class Declare(_CardAction):
    """Place a card face down as this round's declaration (KI-7); notation ``declare Q6``."""

    VERB: ClassVar[str] = "declare"


Action = Union[Play, Declare]

PLAYS: tuple[Play, ...] = tuple(Play(card) for card in CARDS)
"""The play action of each card id."""

DECLARES: tuple[Declare, ...] = tuple(Declare(card) for card in CARDS)
"""The declare action of each card id."""


def _chunks(actions: Sequence) -> tuple[tuple[tuple, ...], ...]:
    """For each beast block of 9 bits, the actions of every 9-bit pattern (precomputed)."""
    return tuple(
        tuple(tuple(actions[9 * beast + i] for i in range(9) if pattern >> i & 1) for pattern in range(512))
        for beast in range(4)
    )


_PLAY0, _PLAY1, _PLAY2, _PLAY3 = _chunks(PLAYS)
_DECL0, _DECL1, _DECL2, _DECL3 = _chunks(DECLARES)


# ----- events ---------------------------------------------------------------------------------

class KirinEvent(Event):
    """A line of the Kirin log; every Kirin event is public (no hidden card is ever named)."""

    __slots__ = ()
    TEXT = {
        "deal": lambda rnd, leader: (
            f"Round {rnd}: the 36 cards are dealt, 9 to each player. The order is ascending and "
            f"{seat_name(leader)} will lead the first trick."),
        "reset": lambda rnd: (
            f"The Kirin marker goes back to ascending for round {rnd} (KI-2)."),
        "declare": lambda seat: f"{seat_name(seat)} places a declaration card face down.",
        "declared": lambda leader: (
            f"Every player has declared. {seat_name(leader)} leads the first trick."),
        "play": lambda seat, card: f"{seat_name(seat)} plays {card}.",
        "win": lambda seat, cards, card: f"{seat_name(seat)} wins the trick {cards} with {card}.",
        "all_kirin": lambda leader, cards: (
            f"Every card in the trick {cards} is a Kirin card: nobody wins it, the cards are set "
            f"aside and {seat_name(leader)} leads again (KI-5)."),
        "to_descending": lambda card: (
            f"Kirin effect: {card} turns the order to descending from the next trick (KI-6)."),
        "to_ascending": lambda card: (
            f"Kirin effect: {card} turns the order to ascending from the next trick (KI-6)."),
        "order_kept": lambda card, order: (
            f"Kirin effect: {card} asks for {order} order, which is already in force (KI-6)."),
        "order_cancelled": lambda beast, order: (
            f"Kirin effect: both Kirin cards of the {BEAST_TITLES[Beast[beast]]}, the strongest beast "
            f"among the Kirin cards played, cancel each other; the order stays {order} (KI-6)."),
        "reveal": lambda rnd, cards: (
            f"Round {rnd} is over. The declarations are revealed: "
            + ", ".join(f"{seat_name(s)} {c}" for s, c in enumerate(cards.split())) + "."),
        "score": lambda seat, beast, points, total: (
            f"{seat_name(seat)} won {points} {BEAST_TITLES[Beast[beast]]} card"
            f"{'' if points == 1 else 's'} and scores {points} (total {total})."),
        "end": lambda scores, winners: (
            "The game is over. Final scores: "
            + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(scores.split()))
            + ". " + _winners_text(winners)),
    }


def _winners_text(winners: str) -> str:
    """'Aiko wins.' or 'Aiko and Bruno share the win.' from space-joined seats."""
    names = [seat_name(int(s)) for s in winners.split()]
    return f"{names[0]} wins." if len(names) == 1 else f"{join_and(names)} share the win."


_new_event = tuple.__new__


# ----- the state ------------------------------------------------------------------------------

class State(GameState):
    """A game of Kirin for four players (see the module docstring for the round structure)."""

    GAME = "kirin"
    EVENT = KirinEvent

    rules: Rules
    round: int
    phase: int
    order: int
    leader: int
    turn: int
    hands: list[int]
    declared: list[int]
    trick: list[int]
    won: list[int]
    aside: int
    tricks: list[tuple[int, tuple[int, ...], int, int]]
    totals: list[int]
    history: list[tuple[tuple[int, ...], tuple[int, ...]]]

    # ----- setting up -----------------------------------------------------------------------
    def __init__(self, seed: Optional[int] = None, rules: Optional[Rules] = None) -> None:
        self.players = PLAYERS
        self.rules = rules or DEFAULT_RULES
        self.rng = random.Random(random.Random().getrandbits(64) if seed is None else seed)
        self.events = []
        self.round = 0
        self.order = 0
        self.totals = [0] * PLAYERS
        self.history = []
        self._deal_round(1)

    def _deal_round(self, rnd: int) -> None:
        """Start round ``rnd``: order back to ascending (KI-2), deal 9 each, declarations open."""
        if self.order:
            self.events.append(KirinEvent("reset", rnd))
        deck = list(range(36))
        self.rng.shuffle(deck)
        self.hands = [sum(1 << c for c in deck[9 * s:9 * s + 9]) for s in range(PLAYERS)]
        self.round = rnd
        self.phase = DECLARE
        self.order = 0
        self.leader = (rnd - 1) % PLAYERS  # KI-7: seat r-1 leads round r first
        self.turn = -1
        self.declared = [-1] * PLAYERS
        self.trick = []
        self.won = [0] * PLAYERS
        self.aside = 0
        self.tricks = []
        self.events.append(KirinEvent("deal", rnd, self.leader))

    # ----- whose move and which moves -------------------------------------------------------
    def to_act(self) -> list[int]:
        """The seat to play, or the seats still to declare; ``[]`` when the game is over."""
        if self.phase == PLAY:
            return [self.turn]
        if self.phase == DECLARE:
            return [s for s in range(PLAYERS) if self.declared[s] < 0]
        return []

    def _legal_mask(self, seat: int) -> int:
        """KI-4 on masks: the cards ``seat`` may play now (assumes it is their turn)."""
        hand = self.hands[seat]
        if self.trick:
            forced = hand & FORCE[self.order][self.trick[0]]
            if forced:
                return forced
        return hand

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now: a declaration or a legal card (KI-4)."""
        if self.phase == PLAY:
            if seat != self.turn:
                return []
            hand = self.hands[seat]
            trick = self.trick
            if trick:
                forced = hand & FORCE[self.order][trick[0]]
                if forced:
                    hand = forced
            return [*_PLAY0[hand & 511], *_PLAY1[hand >> 9 & 511], *_PLAY2[hand >> 18 & 511],
                    *_PLAY3[hand >> 27]]
        if self.phase == DECLARE and seat in range(PLAYERS) and self.declared[seat] < 0:
            hand = self.hands[seat]
            return [*_DECL0[hand & 511], *_DECL1[hand >> 9 & 511], *_DECL2[hand >> 18 & 511],
                    *_DECL3[hand >> 27]]
        return []

    def _is_legal(self, seat: int, action: Any) -> bool:
        """Fast legality test on bit masks."""
        cls = action.__class__
        if cls is Play:
            if self.phase != PLAY or seat != self.turn:
                return False
            hand = self.hands[seat]
            bit = action.bit
            if not hand & bit:
                return False
            trick = self.trick
            if trick:
                forced = hand & FORCE[self.order][trick[0]]
                return not forced or forced & bit != 0
            return True
        if cls is Declare:
            return (self.phase == DECLARE and seat in range(PLAYERS) and self.declared[seat] < 0
                    and self.hands[seat] & action.bit != 0)
        return False

    def parse_action(self, text: str) -> Action:
        """Read ``play Q6``, ``declare Q6`` or a bare card (the current phase's action)."""
        words = text.strip().split()
        if len(words) == 2 and words[0].lower() in ("play", "declare"):
            card = parse_card(words[1])
            return PLAYS[card.id] if words[0].lower() == "play" else DECLARES[card.id]
        if len(words) == 1:
            card = parse_card(words[0])
            return DECLARES[card.id] if self.phase == DECLARE else PLAYS[card.id]
        raise InvalidInput(
            f"'{text}' is not a Kirin action: write a card such as 'play Q6' (or just 'Q6'), "
            f"or 'declare ST' while the players declare.")

    def apply(self, seat: int, action: Union[Action, Card, str]) -> None:
        """Carry out an action, its notation, or a bare card (the current phase's action).

        Same contract as ``GameState.apply`` (refusals raise ``IllegalAction`` and change
        nothing), written out here to save a call per action.
        """
        if isinstance(action, str):
            action = self.parse_action(action)
        elif action.__class__ is Card:
            action = DECLARES[action.id] if self.phase == DECLARE else PLAYS[action.id]
        if not self._is_legal(seat, action):
            raise self._explain_any(seat, action)
        self._do(seat, action)

    # ----- explaining refusals --------------------------------------------------------------
    def _explain(self, seat: int, action: Any) -> IllegalAction:
        """Say why a real action is refused, naming the cards the player could choose from."""
        if not isinstance(action, (Play, Declare)):
            return IllegalAction(
                f"{action!r} is not a Kirin action: play a card ('play Q6') or, before the tricks, "
                f"declare one ('declare Q6').", rule="action")
        card = action.card
        hand = self.hands[seat]
        if isinstance(action, Play) and self.phase == DECLARE:
            return IllegalAction(
                f"The tricks have not started: first every player declares by placing one card of "
                f"their hand face down (for example 'declare {card}'); its beast is the one they "
                f"collect this round (KI-7).", rule="KI-7")
        if isinstance(action, Declare) and self.phase == PLAY:
            choices = join_or(tokens_of(self._legal_mask(seat)))
            return IllegalAction(
                f"Your declaration for round {self.round} is already made "
                f"({TOKENS[self.declared[seat]]}); now play a card from your hand: {choices}.",
                rule="KI-7")
        if not hand & action.bit:
            return IllegalAction(
                f"You do not hold {card}. Your hand is {' '.join(tokens_of(hand))}.", rule="hand")
        led = self.trick[0]
        forced = cards_of(self._legal_mask(seat))
        order = ORDERS[self.order].value
        return IllegalAction(
            f"You may not play {card} now. The led card is {TOKENS[led]} and the order is {order}. "
            + must_follow_sentence(forced), rule="KI-4")

    # ----- carrying out actions -------------------------------------------------------------
    def _do(self, seat: int, action: Action) -> None:
        """Carry out a legal declaration or play."""
        if action.__class__ is Play:
            self.hands[seat] ^= action.bit
            trick = self.trick
            card = action.card.id
            trick.append(card)
            self.events.append(_new_event(KirinEvent, ("play", seat, TOKENS[card])))
            if len(trick) < 4:
                self.turn = (seat + 1) & 3
            else:
                self._finish_trick()
        else:
            self.hands[seat] ^= action.bit
            self.declared[seat] = action.card.id
            self.events.append(_new_event(KirinEvent, ("declare", seat)))
            if -1 not in self.declared:
                self.phase = PLAY
                self.turn = self.leader
                self.events.append(_new_event(KirinEvent, ("declared", self.leader)))

    def _finish_trick(self) -> None:
        """KI-5 winner (or an all-Kirin trick), KI-6 Kirin effect, next leader or round end."""
        trick = self.trick
        order = self.order
        best_at, mask = trick_outcome(trick, order)
        leader = self.leader
        cards = " ".join([TOKENS[c] for c in trick])
        events = self.events
        if best_at < 0:  # KI-5: every card a Kirin card
            self.aside |= mask
            winner = -1
            events.append(_new_event(KirinEvent, ("all_kirin", leader, cards)))
        else:
            winner = (leader + best_at) & 3
            self.won[winner] |= mask
            events.append(_new_event(KirinEvent, ("win", winner, cards, TOKENS[trick[best_at]])))
        if mask & KIRIN_MASK:  # KI-6
            new, strongest, count = order_index_after(trick, order)
            if count > 1:
                events.append(_new_event(KirinEvent, (
                    "order_cancelled", CARDS[strongest].beast.name, ORDERS[order].value)))
            elif new == order:
                events.append(_new_event(KirinEvent, ("order_kept", TOKENS[strongest], ORDERS[order].value)))
            else:
                events.append(_new_event(KirinEvent, (
                    "to_descending" if new else "to_ascending", TOKENS[strongest])))
            self.order = new
        self.tricks.append((leader, tuple(trick), winner, order))
        self.trick = []
        if winner >= 0:
            leader = winner
        if self.hands[leader]:
            self.leader = leader
            self.turn = leader
        else:
            self._end_round()

    def _end_round(self) -> None:
        """KI-7: reveal the declarations, score won cards of the declared beast, next round or end."""
        points = tuple((self.won[s] & BEAST_MASK[self.declared[s] // 9]).bit_count() for s in range(PLAYERS))
        for s in range(PLAYERS):
            self.totals[s] += points[s]
        self.history.append((tuple(self.declared), points))
        self.events.append(KirinEvent("reveal", self.round, " ".join(TOKENS[c] for c in self.declared)))
        for s in range(PLAYERS):
            self.events.append(KirinEvent("score", s, CARDS[self.declared[s]].beast.name, points[s],
                                          self.totals[s]))
        self.turn = -1
        if self.round >= self.rules.rounds:
            self.phase = OVER
            self.events.append(KirinEvent("end", " ".join(map(str, self.totals)),
                                          " ".join(map(str, self.winners()))))
        else:
            self._deal_round(self.round + 1)

    # ----- scores and what a seat sees ------------------------------------------------------
    def scores(self) -> list[int]:
        """Each seat's total over the finished rounds (KI-7)."""
        return list(self.totals)

    def round_points(self) -> list[list[int]]:
        """The points of each finished round, by seat."""
        return [list(points) for _, points in self.history]

    def observation(self, seat: int) -> dict:
        """What ``seat`` sees: its own hand and declaration, the public table, no other hand or declaration."""
        return {
            "game": self.GAME,
            "seat": seat,
            "round": self.round,
            "rounds": self.rules.rounds,
            "phase": PHASES[self.phase],
            "order": ORDERS[self.order].value,
            "leader": self.leader,
            "to_act": self.to_act(),
            "hand": tokens_of(self.hands[seat]) if 0 <= seat < PLAYERS else [],
            "declaration": (TOKENS[self.declared[seat]]
                            if 0 <= seat < PLAYERS and self.declared[seat] >= 0 else None),
            "declared": [d >= 0 for d in self.declared],
            "hand_sizes": [h.bit_count() for h in self.hands],
            "trick": [[(self.leader + i) & 3, TOKENS[c]] for i, c in enumerate(self.trick)],
            "tricks": [
                {"leader": leader, "cards": [TOKENS[c] for c in cards],
                 "winner": None if winner < 0 else winner, "order": ORDERS[order].value}
                for leader, cards, winner, order in self.tricks
            ],
            "won": [tokens_of(w) for w in self.won],
            "set_aside": tokens_of(self.aside),
            "scores": list(self.totals),
            "round_points": self.round_points(),
            "revealed": [[TOKENS[c] for c in declared] for declared, _ in self.history],
        }

    # ----- saving, loading, copying ---------------------------------------------------------
    def _fields_to_json(self) -> dict:
        """Every field as JSON-native data (cards as space-joined tokens)."""
        return {
            "players": self.players,
            "rules": {"rounds": self.rules.rounds},
            "round": self.round,
            "phase": PHASES[self.phase],
            "order": ORDERS[self.order].value,
            "leader": self.leader,
            "turn": self.turn,
            "hands": [" ".join(tokens_of(h)) for h in self.hands],
            "declared": [None if d < 0 else TOKENS[d] for d in self.declared],
            "trick": " ".join(TOKENS[c] for c in self.trick),
            "won": [" ".join(tokens_of(w)) for w in self.won],
            "aside": " ".join(tokens_of(self.aside)),
            "tricks": [[leader, " ".join(TOKENS[c] for c in cards), winner, ORDERS[order].value]
                       for leader, cards, winner, order in self.tricks],
            "totals": list(self.totals),
            "history": [[" ".join(TOKENS[c] for c in declared), list(points)]
                        for declared, points in self.history],
        }

    @classmethod
    def _fields_from_json(cls, data: dict) -> "State":
        """Rebuild the fields written by ``_fields_to_json``."""
        state = cls.__new__(cls)
        state.players = data["players"]
        state.rules = Rules(**data["rules"])
        state.round = data["round"]
        state.phase = PHASES.index(data["phase"])
        state.order = ORDERS.index(parse_order(data["order"]))
        state.leader = data["leader"]
        state.turn = data["turn"]
        state.hands = [mask_of(parse_cards(h)) for h in data["hands"]]
        state.declared = [-1 if d is None else parse_card(d).id for d in data["declared"]]
        state.trick = [c.id for c in parse_cards(data["trick"])]
        state.won = [mask_of(parse_cards(w)) for w in data["won"]]
        state.aside = mask_of(parse_cards(data["aside"]))
        state.tricks = [(leader, tuple(c.id for c in parse_cards(cards)), winner,
                         ORDERS.index(parse_order(order)))
                        for leader, cards, winner, order in data["tricks"]]
        state.totals = list(data["totals"])
        state.history = [(tuple(c.id for c in parse_cards(declared)), tuple(points))
                         for declared, points in data["history"]]
        return state

    def clone(self) -> "State":
        """A fast independent copy (lists copied, rng state copied)."""
        new = State.__new__(State)
        new.__dict__.update(self.__dict__)
        new.hands = self.hands[:]
        new.declared = self.declared[:]
        new.trick = self.trick[:]
        new.won = self.won[:]
        new.tricks = self.tricks[:]
        new.totals = self.totals[:]
        new.history = self.history[:]
        new.events = self.events[:]
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        return new

    # ----- for learners and widgets ---------------------------------------------------------
    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds (the whole truth: for tests and teaching, not for bots)."""
        return cards_of(self.hands[seat])

    def current_order(self) -> str:
        """The order in force: ``"ascending"`` or ``"descending"``."""
        return ORDERS[self.order].value


# ----- module-level constructors ------------------------------------------------------------------

def new_game(players: int = PLAYERS, seed: Optional[int] = None, rules: Optional[Rules] = None) -> State:
    """Start a game of Kirin (exactly 4 players); the same seed gives the same deals."""
    if players != PLAYERS:
        raise InvalidInput(f"Kirin is played by exactly 4 players, not {players}.")
    if rules is not None and not isinstance(rules, Rules):
        raise InvalidInput(f"rules must be a kirin Rules object, not {rules!r}.")
    return State(seed=seed, rules=rules)


def from_json(data: dict) -> State:
    """Rebuild a state saved with ``state.to_json()``."""
    return State.from_json(data)


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
    if len(hands) != PLAYERS or len(declarations) != PLAYERS:
        raise InvalidInput("A Kirin position needs 4 hands and 4 declarations, one per seat.")
    if not 0 <= leader < PLAYERS:
        raise InvalidInput(f"The leader must be a seat 0 to 3, not {leader}.")
    hand_cards = [parse_cards(h) for h in hands]
    declared = [parse_card(d) for d in declarations]
    played = parse_cards(trick)
    check_copies([c for h in hand_cards for c in h] + declared + played, lambda _: 1, _describe_copies)
    if len(played) > 3:
        raise InvalidInput("The current trick may hold at most 3 cards: the fourth card ends it.")
    played_by = {(leader + i) % PLAYERS for i in range(len(played))}
    sizes = {len(hand_cards[s]) + (s in played_by) for s in range(PLAYERS)}
    if len(sizes) != 1 or not 1 <= next(iter(sizes)) <= TRICKS_PER_ROUND:
        raise InvalidInput(
            "Hand sizes do not fit: every seat holds the same number of cards (1 to 8), "
            "one fewer for each seat that has already played to the current trick.")
    rules = rules or DEFAULT_RULES
    if not 1 <= round <= rules.rounds:
        raise InvalidInput(f"round must be 1 to {rules.rounds}, not {round}.")
    state = State.__new__(State)
    state.players = PLAYERS
    state.rules = rules
    state.rng = random.Random(seed)
    state.events = []
    state.round = round
    state.phase = PLAY
    state.order = ORDERS.index(parse_order(order))
    state.leader = leader
    state.turn = (leader + len(played)) % PLAYERS
    state.hands = [mask_of(h) for h in hand_cards]
    state.declared = [d.id for d in declared]
    state.trick = [c.id for c in played]
    state.won = [0] * PLAYERS
    state.aside = 0
    state.tricks = []
    if len(scores) != PLAYERS or not all(isinstance(x, int) and x >= 0 for x in scores):
        raise InvalidInput("scores must be 4 whole numbers of at least 0, one per seat.")
    state.totals = list(scores)
    state.history = []
    return state
