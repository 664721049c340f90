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
from engines.core import (SEAT, Event, Field, GameState, PlainTupleLog, check_copies, check_players,
                          check_rules, one_of, quote, seat_error, seat_field, seat_name, seat_numbers,
                          whole, words)

from .cards import (
    BEAST_MASK,
    BEAST_TITLES,
    CARDS,
    FULL_MASK,
    TOKENS,
    Beast,
    Card,
    CardLike,
    Order,
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

_ROUND = whole("round", 1)
_CARD = one_of("card", TOKENS, "that must be a card token such as Q6, ST or XK+")
_TRICK = words("trick", TOKENS, PLAYERS, PLAYERS)
_BEAST = one_of("beast", Beast.__members__)
_ORDER = one_of("order", [order.value for order in Order])
_TOTALS = Field("final scores", lambda v, n: type(v) is str and len(v.split(" ")) == n
                and all(t.isascii() and t.isdigit() for t in v.split(" ")),
                lambda n: f"that must be {n} whole numbers, one per seat, separated by spaces")


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
    FIELDS = {
        "deal": (_ROUND, seat_field("leader")),
        "reset": (_ROUND,),
        "declare": (SEAT,),
        "declared": (seat_field("leader"),),
        "play": (SEAT, _CARD),
        "win": (SEAT, _TRICK, _CARD),
        "all_kirin": (seat_field("leader"), _TRICK),
        "to_descending": (_CARD,),
        "to_ascending": (_CARD,),
        "order_kept": (_CARD, _ORDER),
        "order_cancelled": (_BEAST, _ORDER),
        "reveal": (_ROUND, words("list of declarations", TOKENS, PLAYERS, PLAYERS)),
        "score": (SEAT, _BEAST, whole("points", 0, TRICKS_PER_ROUND), whole("total")),
        "end": (_TOTALS, seat_numbers("winners")),
    }
    """What each kind's data are; a loaded log is checked against it (``GameState._check_log``)."""


def _winners_text(winners: str) -> str:
    """'Aiko wins.' or 'Aiko and Bruno share the win.' from space-joined seats."""
    names = [seat_name(int(s)) for s in winners.split()]
    return f"{names[0]} wins." if len(names) == 1 else f"{join_and(names)} share the win."


# ----- reading a saved game (the trust boundary; see ``State._fields_from_json``) ---------------

_SAVED_FIELDS = frozenset({"players", "rules", "round", "phase", "order", "leader", "turn", "hands",
                           "declared", "trick", "won", "aside", "tricks", "totals", "history"})


def _saved_number(value: Any, low: int, high: int, what: str) -> int:
    """A whole number from ``low`` to ``high`` (a bool is not one), else ``InvalidInput``."""
    if type(value) is not int or not low <= value <= high:
        raise InvalidInput(f"The saved {what} must be a whole number from {low} to {high}, not {quote(value)}.")
    return value


def _saved_list(value: Any, what: str, length: Optional[int] = None, most: Optional[int] = None) -> list:
    """A list (of exactly ``length`` or at most ``most`` items), else ``InvalidInput``."""
    if type(value) is not list:
        raise InvalidInput(f"The saved {what} must be a list, not {quote(value)}.")
    if length is not None and len(value) != length:
        raise InvalidInput(f"The saved {what} must have {length} entries, not {len(value)}.")
    if most is not None and len(value) > most:
        raise InvalidInput(f"The saved {what} has {len(value)} entries; a game has at most {most}.")
    return value


def _saved_cards(value: Any, what: str, least: int = 0, most: int = HAND_SIZE) -> list[Card]:
    """Card tokens separated by spaces, ``least`` to ``most`` of them, else ``InvalidInput``."""
    if type(value) is not str:
        raise InvalidInput(f"The saved {what} must be card tokens as text, not {quote(value)}.")
    try:
        cards = parse_cards(value)
    except InvalidInput as exc:
        raise InvalidInput(f"The saved {what} is damaged: {exc}") from None
    if not least <= len(cards) <= most:
        raise InvalidInput(f"The saved {what} holds {len(cards)} cards; it may hold {least} to {most}.")
    return cards


def _saved_order(value: Any, what: str) -> Order:
    """``"ascending"`` or ``"descending"`` exactly, else ``InvalidInput``."""
    if value not in ("ascending", "descending"):
        raise InvalidInput(f"The saved {what} must be 'ascending' or 'descending', not {quote(value)}.")
    return parse_order(value)


# ----- the state ------------------------------------------------------------------------------

class State(PlainTupleLog, GameState):
    """A game of Kirin for four players (see the module docstring for the round structure).

    The log (``events``) is recorded as plain ``(kind, *data)`` tuples, which become
    KirinEvents when it is read (``PlainTupleLog``).
    """

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
    _log: list[tuple]  # the events, see ``events``

    # ----- setting up -----------------------------------------------------------------------
    def __init__(self, seed: Optional[int] = None, rules: Optional[Rules] = None) -> None:
        self.players = PLAYERS
        self.rules = rules or DEFAULT_RULES
        self.rng = random.Random(random.Random().getrandbits(64) if seed is None else seed)
        self._log = []  # the events, see ``events``
        self.round = 0
        self.order = 0
        self.totals = [0] * PLAYERS
        self.history = []
        self._deal_round(1)

    def _deal_round(self, rnd: int) -> None:
        """Start round ``rnd``: order back to ascending (KI-2), deal 9 each, declarations open."""
        if self.order:
            self._log.append(("reset", rnd))
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
        self._log.append(("deal", rnd, self.leader))

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
        """Every action ``seat`` may take now: a declaration or a legal card (KI-4).

        Anything but a seat 0..3 (a bool, a float, a negative index) is refused with
        ``IllegalAction`` (rule ``seats``).
        """
        if self.phase == PLAY:
            if seat != self.turn or seat.__class__ is not int:
                self._check_seat(seat)
                return []
            hand = self.hands[seat]
            trick = self.trick
            if trick:
                forced = hand & FORCE[self.order][trick[0]]
                if forced:
                    hand = forced
            return [*_PLAY0[hand & 511], *_PLAY1[hand >> 9 & 511], *_PLAY2[hand >> 18 & 511],
                    *_PLAY3[hand >> 27]]
        self._check_seat(seat)
        if self.phase == DECLARE and self.declared[seat] < 0:
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
        if not isinstance(text, str):
            raise InvalidInput(f"A Kirin action is written as text such as 'play Q6', not {quote(text)}.")
        words = text.strip().split()
        if len(words) == 2 and words[0].lower() in ("play", "declare"):
            card = parse_card(words[1])
            return PLAYS[card.id] if words[0].lower() == "play" else DECLARES[card.id]
        if len(words) == 1:
            card = parse_card(words[0])
            return DECLARES[card.id] if self.phase == DECLARE else PLAYS[card.id]
        raise InvalidInput(
            f"{quote(text)} is not a Kirin action: write a card such as 'play Q6' (or just 'Q6'), "
            f"or 'declare ST' while the players declare.")

    def apply(self, seat: int, action: Union[Action, Card, str]) -> None:
        """Carry out an action, its notation, or a bare card (the current phase's action).

        Same contract as ``GameState.apply`` (a wrong seat raises ``IllegalAction`` with
        rule ``seats``; refusals change nothing), written out here to save a call per action.
        """
        if seat.__class__ is not int or not 0 <= seat < PLAYERS:
            raise seat_error(seat, PLAYERS)
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
                f"{quote(action)} is not a Kirin action: play a card ('play Q6') or, before the tricks, "
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
            self._log.append(("play", seat, TOKENS[card]))
            if len(trick) < 4:
                self.turn = (seat + 1) & 3
            else:
                self._finish_trick()
        else:
            self.hands[seat] ^= action.bit
            self.declared[seat] = action.card.id
            self._log.append(("declare", seat))
            if -1 not in self.declared:
                self.phase = PLAY
                self.turn = self.leader
                self._log.append(("declared", self.leader))

    def _finish_trick(self) -> None:
        """KI-5 winner (or an all-Kirin trick), KI-6 Kirin effect, next leader or round end."""
        trick = self.trick
        order = self.order
        best_at, mask = trick_outcome(trick, order)
        leader = self.leader
        cards = " ".join([TOKENS[c] for c in trick])
        log = self._log
        if best_at < 0:  # KI-5: every card a Kirin card
            self.aside |= mask
            winner = -1
            log.append(("all_kirin", leader, cards))
        else:
            winner = (leader + best_at) & 3
            self.won[winner] |= mask
            log.append(("win", winner, cards, TOKENS[trick[best_at]]))
        if mask & KIRIN_MASK:  # KI-6
            new, strongest, count = order_index_after(trick, order)
            if count > 1:
                log.append(("order_cancelled", CARDS[strongest].beast.name, ORDERS[order].value))
            elif new == order:
                log.append(("order_kept", TOKENS[strongest], ORDERS[order].value))
            else:
                log.append(("to_descending" if new else "to_ascending", TOKENS[strongest]))
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
        points = self._round_points()
        for s in range(PLAYERS):
            self.totals[s] += points[s]
        self.history.append((tuple(self.declared), points))
        self._log.append(("reveal", self.round, " ".join(TOKENS[c] for c in self.declared)))
        for s in range(PLAYERS):
            self._log.append(("score", s, CARDS[self.declared[s]].beast.name, points[s], self.totals[s]))
        self.turn = -1
        if self.round >= self.rules.rounds:
            self.phase = OVER
            self._log.append(("end", " ".join(map(str, self.totals)), " ".join(map(str, self.winners()))))
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
        self._check_seat(seat)
        return {
            "game": self.GAME,
            "seat": seat,
            "round": self.round,
            "rounds": self.rules.rounds,
            "phase": PHASES[self.phase],
            "order": ORDERS[self.order].value,
            "leader": self.leader,
            "to_act": self.to_act(),
            "hand": tokens_of(self.hands[seat]),
            "declaration": TOKENS[self.declared[seat]] if self.declared[seat] >= 0 else None,
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
        """Rebuild the fields written by ``_fields_to_json``, each checked for its type and range.

        ``from_json`` (the shared trust boundary) has already copied ``data``; the checks
        across fields (every card in one place, the tricks replayed) are in ``_validate``.
        """
        unknown = sorted(set(data) - _SAVED_FIELDS - {"game", "rng", "events"})
        if unknown:
            raise InvalidInput(f"This saved Kirin game has a field Kirin never writes: {quote(unknown[0])}.")
        state = cls.__new__(cls)
        state.players = check_players(data["players"], range(PLAYERS, PLAYERS + 1), "Kirin")
        rules = data["rules"]
        if type(rules) is not dict or set(rules) != {"rounds"}:
            raise InvalidInput("The saved rules must be {'rounds': n}, the one Kirin variant.")
        state.rules = Rules(rounds=rules["rounds"])
        state.round = _saved_number(data["round"], 1, state.rules.rounds, "round")
        phase = data["phase"]
        if phase not in PHASES:
            raise InvalidInput(f"The saved phase must be one of {', '.join(PHASES)}, not {quote(phase)}.")
        state.phase = PHASES.index(phase)
        state.order = ORDERS.index(_saved_order(data["order"], "order"))
        state.leader = _saved_number(data["leader"], 0, PLAYERS - 1, "leader")
        state.turn = _saved_number(data["turn"], -1, PLAYERS - 1, "turn")
        state.hands = [mask_of(_saved_cards(h, f"hand of seat {s}"))
                       for s, h in enumerate(_saved_list(data["hands"], "hands", PLAYERS))]
        state.declared = [-1 if d is None else _saved_cards(d, f"declaration of seat {s}", 1, 1)[0].id
                          for s, d in enumerate(_saved_list(data["declared"], "declarations", PLAYERS))]
        state.trick = [c.id for c in _saved_cards(data["trick"], "current trick", 0, PLAYERS - 1)]
        state.won = [mask_of(_saved_cards(w, f"won cards of seat {s}", 0, 36))
                     for s, w in enumerate(_saved_list(data["won"], "won piles", PLAYERS))]
        state.aside = mask_of(_saved_cards(data["aside"], "cards set aside", 0, 36))
        state.tricks = []
        for i, trick in enumerate(_saved_list(data["tricks"], "finished tricks", None, TRICKS_PER_ROUND)):
            what = f"finished trick {i + 1}"
            leader, cards, winner, order = _saved_list(trick, what, 4)
            state.tricks.append((_saved_number(leader, 0, PLAYERS - 1, f"leader of {what}"),
                                 tuple(c.id for c in _saved_cards(cards, what, PLAYERS, PLAYERS)),
                                 _saved_number(winner, -1, PLAYERS - 1, f"winner of {what}"),
                                 ORDERS.index(_saved_order(order, f"order of {what}"))))
        state.totals = [_saved_number(t, 0, HAND_SIZE * state.rules.rounds, f"total of seat {s}")
                        for s, t in enumerate(_saved_list(data["totals"], "totals", PLAYERS))]
        state.history = []
        for i, entry in enumerate(_saved_list(data["history"], "round history", None, state.rules.rounds)):
            what = f"round {i + 1} in the history"
            declared, points = _saved_list(entry, what, 2)
            state.history.append((
                tuple(c.id for c in _saved_cards(declared, f"declarations of {what}", PLAYERS, PLAYERS)),
                tuple(_saved_number(x, 0, TRICKS_PER_ROUND, f"points of {what}")
                      for x in _saved_list(points, f"points of {what}", PLAYERS))))
        return state

    def _validate(self) -> None:
        """Check a loaded state against the rules: the state a real game could have reached.

        Every card is in exactly one place (a hand, a declaration, the trick, a won pile,
        set aside); the finished tricks are replayed (their leaders, winners, the order in
        force, KI-5 and KI-6) and must give the won piles, the cards set aside, the order
        and the leader; hand sizes, whose turn it is and the round history fit the phase.
        """
        places = [*self.hands, *(1 << d for d in self.declared if d >= 0),
                  *(1 << c for c in self.trick), *self.won, self.aside]
        seen = 0
        for mask in places:
            if seen & mask:
                raise InvalidInput(f"This saved Kirin game has {' '.join(tokens_of(seen & mask))} in two places; "
                                   "every card is in exactly one place.")
            seen |= mask
        if seen != FULL_MASK:
            raise InvalidInput(f"This saved Kirin game has lost cards: {' '.join(tokens_of(FULL_MASK & ~seen))}.")
        # replay the finished tricks of this round (KI-5, KI-6)
        order, leader = 0, (self.round - 1) % PLAYERS
        won, aside = [0] * PLAYERS, 0
        for i, (trick_leader, cards, winner, trick_order) in enumerate(self.tricks):
            if trick_leader != leader or trick_order != order:
                raise InvalidInput(f"Finished trick {i + 1} does not follow from the tricks before it: "
                                   f"it should be led by seat {leader} in {ORDERS[order].value} order.")
            best_at, mask = trick_outcome(cards, order)
            expected = -1 if best_at < 0 else (leader + best_at) % PLAYERS
            if winner != expected:
                raise InvalidInput(f"Finished trick {i + 1} names the wrong winner (KI-5).")
            if winner < 0:
                aside |= mask
            else:
                won[winner] |= mask
                leader = winner
            if mask & KIRIN_MASK:
                order = order_index_after(cards, order)[0]
        if won != self.won or aside != self.aside:
            raise InvalidInput("The won piles and the cards set aside do not match the finished tricks.")
        if self.phase == OVER and self.tricks:  # the last trick ends the game before a new lead
            leader = self.tricks[-1][0]
        if self.order != order or self.leader != leader:
            raise InvalidInput("The order in force or the leader does not match the finished tricks (KI-5, KI-6).")
        declared = [d >= 0 for d in self.declared]
        sizes = [h.bit_count() for h in self.hands]
        done = len(self.tricks)
        rounds_done = len(self.history)
        if self.phase == DECLARE:
            fits = (done == 0 and not self.trick and self.turn == -1 and not all(declared)
                    and sizes == [HAND_SIZE - d for d in declared] and rounds_done == self.round - 1)
        elif self.phase == PLAY:
            played = {(self.leader + i) % PLAYERS for i in range(len(self.trick))}
            fits = (all(declared) and done < TRICKS_PER_ROUND and rounds_done == self.round - 1
                    and self.turn == (self.leader + len(self.trick)) % PLAYERS
                    and sizes == [TRICKS_PER_ROUND - done - (s in played) for s in range(PLAYERS)])
        else:
            fits = (all(declared) and done == TRICKS_PER_ROUND and not self.trick and self.turn == -1
                    and self.round == self.rules.rounds and rounds_done == self.rules.rounds
                    and self.history[-1] == (tuple(self.declared), self._round_points()))
        if not fits:
            raise InvalidInput(f"This saved Kirin game does not fit its phase ({PHASES[self.phase]}): the hand "
                               "sizes, the declarations, the tricks or whose turn it is are not what the rules give.")
        for declared_cards, _ in self.history:
            if len(set(declared_cards)) != PLAYERS:
                raise InvalidInput("A round in the saved history declares the same card twice.")
        if [sum(points[s] for _, points in self.history) for s in range(PLAYERS)] != self.totals:
            raise InvalidInput("The saved totals are not the sums of the rounds' points (KI-7).")

    def _round_points(self) -> tuple[int, ...]:
        """KI-7: each seat's won cards of its declared beast this round."""
        return tuple((self.won[s] & BEAST_MASK[self.declared[s] // 9]).bit_count() for s in range(PLAYERS))

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
        new._log = self._log[:]
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        return new

    # ----- for learners and widgets ---------------------------------------------------------
    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds (the whole truth: for tests and teaching, not for bots)."""
        self._check_seat(seat)
        return cards_of(self.hands[seat])

    def current_order(self) -> str:
        """The order in force: ``"ascending"`` or ``"descending"``."""
        return ORDERS[self.order].value


# ----- module-level constructors ------------------------------------------------------------------

def new_game(players: int = PLAYERS, seed: Optional[int] = None, rules: Optional[Rules] = None) -> State:
    """Start a game of Kirin (exactly 4 players); the same seed gives the same deals."""
    check_players(players, range(PLAYERS, PLAYERS + 1), "Kirin")
    rules = check_rules(rules, Rules, DEFAULT_RULES)
    if seed is not None and type(seed) is not int:
        raise InvalidInput(f"seed must be a whole number (or None for a random deal), not {quote(seed)}.")
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
    check_copies([c for h in hand_cards for c in h] + declared + played, lambda _: 1, _describe_copies)
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
    state = State.__new__(State)
    state.players = PLAYERS
    state.rules = rules
    state.rng = random.Random(seed)
    state._log = []
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
    if (not isinstance(scores, (list, tuple)) or len(scores) != PLAYERS
            or not all(type(x) is int and x >= 0 for x in scores)):
        raise InvalidInput("scores must be 4 whole numbers of at least 0, one per seat.")
    state.totals = list(scores)
    state.history = []
    return state
