"""The Meow Oracle game loop: two rounds of turning up, keeping, giving and placing.

A turn (MO-5) is a short sequence of small actions:

1. ``turn b2`` / ``turn aside``: the active player turns up one of their own
   face-down cards (from a square, or from beside the Area), until 3 are up (2 in a
   2-player game after each player's first turn).
2. ``keep R5 give B3 G7``: keep 1 (2 on a 2-player first turn) and give the rest,
   clockwise: the first given card goes to the left neighbour, the second to the
   player after them.
3. ``place R5 at b2``: the active player places what they kept, then each receiver,
   clockwise, places their card on a square of their own Area that is not face up.
   A face-down card on that square moves beside the Area, still face down.

Hidden cards (MO-6): nobody, the owner included, knows a face-down card, so the
engine does not decide one until it is turned up. It then draws the card with the
state's own ``rng`` from the cards not yet seen this round. Cards that sit out the
round are exactly the ones never drawn, so this is the same game as dealing first.
The round ends when every Area is face up; then it is scored (MO-2..MO-4), and after
round 2 the game ends (MO-7, MO-8).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .. import IllegalAction, InvalidInput
from ..core import (SEAT, Event, GameState, PlainTupleLog, check_rules, join_and, one_of, quote,
                    seat_field, seat_name, seat_numbers, token_list, whole, words)
from .cards import CARDS, SQUARES, Card, Grid, card_from_token, parse_cards, parse_square
from .cards import parse_grid as parse_grid_text
from .rules import (PATHS, Rules, _game_winners, _lines, _next_start_player, _run, _run_points,
                    _winner_points, cards_to_keep, cards_to_turn_up, check_players, receivers)

__all__ = ["TurnUp", "Choose", "Place", "MeowEvent", "State", "new_game", "from_json",
           "ASIDE", "ROUNDS"]

ROUNDS = 2
"""A game is two rounds (MO-7)."""
ASIDE = 9
"""The 'square' of :class:`TurnUp` that means a face-down card beside the Area."""
DOWN = "?"
"""A face-down card on a square (its identity is not decided yet, MO-6)."""
EMPTY = None
"""A square whose card was turned up and not yet replaced."""
ALL_SQUARES = tuple(range(9))
"""Every square of an Area, 0..8."""

TURN, CHOOSE, PLACE, OVER = "turn", "choose", "place", "over"


# ----- actions ---------------------------------------------------------------------

_set = object.__setattr__


def _is_index(value, top: int) -> bool:
    """Whether ``value`` is a whole number from 0 to ``top``."""
    return type(value) is int and 0 <= value <= top


def _as_card(card) -> Card:
    """The engine's own card object for a card or a token."""
    return CARDS[card.index] if isinstance(card, Card) else card_from_token(card)


@dataclass(frozen=True)
class TurnUp:
    """Turn up one of your face-down cards: on ``square`` (0..8) or beside the Area (``ASIDE``)."""

    square: int
    text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not _is_index(self.square, ASIDE):
            raise InvalidInput(f"Square {quote(self.square)} does not exist: use 0..8 or ASIDE.")
        where = "aside" if self.square == ASIDE else SQUARES[self.square]
        object.__setattr__(self, "text", f"turn {where}")

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Choose:
    """Keep some turned-up cards and give the others, clockwise from the left neighbour."""

    keep: tuple[Card, ...]
    give: tuple[Card, ...]

    def __post_init__(self) -> None:
        keep = [_as_card(c) for c in token_list(self.keep, "cards to keep")]
        give = [_as_card(c) for c in token_list(self.give, "cards to give")]
        object.__setattr__(self, "keep", tuple(sorted(keep)))
        object.__setattr__(self, "give", tuple(give))

    @classmethod
    def _make_all(cls, *splits: tuple[tuple[Card, ...], tuple[Card, ...]]) -> list["Choose"]:
        """A fast constructor for the engine's own legal lists: one action per ``(keep, give)``
        split (cards already canonical), with no call per action."""
        new = object.__new__
        actions = []
        for keep, give in splits:
            action = new(cls)
            fields = action.__dict__  # the frozen class stores its fields here, as __init__ would
            fields["keep"] = keep
            fields["give"] = give
            actions.append(action)
        return actions

    def __str__(self) -> str:
        return ("keep " + " ".join(c.token for c in self.keep)
                + " give " + " ".join(c.token for c in self.give))


@dataclass(frozen=True)
class Place:
    """Place ``card`` face up on ``square`` (0..8) of your own Area."""

    card: Card
    square: int
    text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", _as_card(self.card))
        if not _is_index(self.square, 8):
            raise InvalidInput(f"Square {quote(self.square)} does not exist: an Area has squares 0..8.")
        object.__setattr__(self, "text", f"place {self.card} at {SQUARES[self.square]}")

    def __str__(self) -> str:
        return self.text


TURNS: tuple[TurnUp, ...] = tuple(TurnUp(i) for i in range(ASIDE + 1))
PLACES: tuple[tuple[Place, ...], ...] = tuple(tuple(Place(c, s) for s in range(9)) for c in CARDS)
_BY_TOKEN = {c.token: c for c in CARDS}

_ACTION_HELP = ("write 'turn b2' (or 'turn aside' for a card beside your Area), "
                "'keep R5 give B3 G7', or 'place R5 at b2'")


# ----- events ----------------------------------------------------------------------

def _count(n: int, noun: str) -> str:
    """'1 card', '2 cards'."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


_ROUND = whole("round", 1, ROUNDS)
_CARD = one_of("card", _BY_TOKEN, "that must be a card token such as R5, G0 or W3")
_SQUARE = one_of("square", SQUARES, "that must be a square a1 to c3")


class MeowEvent(Event):
    """One line of the Meow Oracle log (data are ints and strings only)."""

    __slots__ = ()
    TEXT = {
        "deal": lambda rnd, start, out: (
            f"Round {rnd}: 9 cards are dealt face down into each Area"
            + (f" and {out} cards sit out" if out else "") + f"; {seat_name(start)} starts."),
        "turn_up": lambda seat, card, where: (
            f"{seat_name(seat)} turns up {card} "
            + ("from beside their Area." if where == "aside" else f"from {where}.")),
        "keep": lambda seat, cards: f"{seat_name(seat)} keeps {cards}.",
        "give": lambda seat, to, card: f"{seat_name(seat)} gives {card} to {seat_name(to)}.",
        "place": lambda seat, card, square: f"{seat_name(seat)} places {card} on {square}.",
        "move_aside": lambda seat, square: (
            f"The face-down card on {seat_name(seat)}'s {square} moves beside their Area, "
            "still face down."),
        "score": lambda seat, rnd, run, asc, lines: (
            f"Round {rnd}: {seat_name(seat)} scores {_count(asc + lines, 'point')}: {asc} for "
            f"an ascending run of {_count(run, 'card')} and {lines} for colour lines."),
        "winner_points": lambda seat, rnd, points, total: (
            f"{seat_name(seat)} earns {points} winner point{'s' if points != 1 else ''} "
            f"in round {rnd} ({total} in all)."),
        "next_start": lambda seat, rnd: (
            f"{seat_name(seat)} had the lowest total and starts round {rnd}."),
        "end": lambda seats: (
            f"{join_and([seat_name(int(s)) for s in seats.split()])} "
            + ("wins the game." if len(seats.split()) == 1 else "share the win.")),
    }
    FIELDS = {
        "deal": (_ROUND, seat_field("start player"), whole("number of cards sitting out", 0, len(CARDS))),
        "turn_up": (SEAT, _CARD, one_of("place", (*SQUARES, "aside"), "that must be a square a1 to c3 "
                                        "or 'aside'")),
        "keep": (SEAT, words("kept cards", _BY_TOKEN, 1, 2)),
        "give": (SEAT, seat_field("receiver"), _CARD),
        "place": (SEAT, _CARD, _SQUARE),
        "move_aside": (SEAT, _SQUARE),
        "score": (SEAT, _ROUND, whole("run", 0, 9), whole("Point 1"), whole("Point 2")),
        "winner_points": (SEAT, _ROUND, whole("winner points", 0, 2), whole("total")),
        "next_start": (seat_field("start player"), _ROUND),
        "end": (seat_numbers("winners"),),
    }
    """What each kind's data are; a loaded log is checked against it (``GameState._check_log``)."""


# ----- the state -------------------------------------------------------------------

class State(PlainTupleLog, GameState):
    """A Meow Oracle game in progress; see the module docstring for the turn."""

    GAME = "meow_oracle"
    EVENT = MeowEvent

    players: int
    rules: Rules
    round: int              # 1 or 2
    first_player: int       # who started round 1
    start: int              # who started the current round
    active: int             # whose turn it is
    turn: int               # turns finished this round
    phase: str              # "turn", "choose", "place" or "over"
    need: int               # cards to turn up this turn
    grids: list[list]       # per seat, 9 squares: a Card (face up), DOWN or EMPTY
    open: list[list[int]]   # per seat, the squares not face up, ascending
    down: list[list[int]]   # per seat, the squares holding a face-down card, ascending
    aside: list[int]        # per seat, face-down cards beside the Area
    pool: list[Card]        # cards not seen this round (face down or sitting out)
    stacked: list[Card]     # cards to turn up next, in order (for lessons and tests)
    revealed: list[Card]    # the active player's turned-up cards this turn
    pending: list[tuple[int, list[Card]]]   # placements still to make, in order
    round_scores: list[list[list[int]]]     # per finished round, per seat: [run, Point 1, Point 2]
    round_winner_points: list[list[int]]    # per finished round, per seat
    round_areas: list[list[str]]            # per finished round, per seat: the final Area
    filled: int             # face-up squares over all Areas this round
    _log: list[tuple]       # the events; see ``events``

    # ----- setup ---------------------------------------------------------------
    def _start_round(self) -> None:
        """Deal 9 face-down cards into each Area; the rest sit out (setup, MO-7)."""
        n = self.players
        self.grids = [[DOWN] * 9 for _ in range(n)]
        self.open = [list(ALL_SQUARES) for _ in range(n)]
        self.down = [list(ALL_SQUARES) for _ in range(n)]
        self.aside = [0] * n
        self.pool = list(CARDS)
        self.revealed = []
        self.pending = []
        self.turn = 0
        self.filled = 0
        self.active = self.start
        self._begin_turn()
        self._log.append(("deal", self.round, self.start, len(CARDS) - 9 * n))

    def _begin_turn(self) -> None:
        """The active player is to turn up cards (MO-5)."""
        self.phase = TURN
        self.need = cards_to_turn_up(self.players, self.turn < self.players)
        self._actor = self.active

    # ----- the hooks -----------------------------------------------------------
    def to_act(self) -> list[int]:
        """The one seat to act: the active player, or the next to place a card."""
        return [self._actor] if self._actor >= 0 else []

    def is_over(self) -> bool:
        """Whether both rounds are over."""
        return self._actor < 0

    def legal_actions(self, seat: int) -> list:
        """Every action ``seat`` may take now, by phase (MO-5); ``[]`` if it need not act.

        Anything but a seat number (a bool, a float, a negative index) is refused with
        ``IllegalAction`` (rule ``seats``). The lists of turn-ups and placements are built
        by plain loops: under Python 3.11 a list comprehension is one more function call,
        which cost 4% of an action's instructions here.
        """
        if seat != self._actor or seat.__class__ is not int or seat < 0:
            self._check_seat(seat)
            return []
        phase = self.phase
        if phase is PLACE:  # any square of one's own Area that is not face up
            squares = self.open[seat]
            cards = self.pending[0][1]
            if len(cards) == 1:
                row = PLACES[cards[0].index]
                legal = []
                for square in squares:
                    legal.append(row[square])
                return legal
            return [PLACES[card.index][s] for card in cards for s in squares]
        if phase is TURN:  # one's own face-down cards, on the Area or beside it
            legal = []
            for square in self.down[seat]:
                legal.append(TURNS[square])
            if self.aside[seat]:
                legal.append(TURNS[ASIDE])
            return legal
        # CHOOSE: keep 1 (2 on a 2-player first turn) and give the rest, clockwise
        cards = self.revealed
        if cards_to_keep(self.players, self.turn < self.players) == 2:
            return Choose._make_all(*[(tuple(sorted(c for c in cards if c is not g)), (g,)) for g in cards])
        if len(cards) == 3:  # keep one, give one to each of two receivers: every order
            a, b, c = cards
            return Choose._make_all(((a,), (b, c)), ((a,), (c, b)), ((b,), (a, c)),
                                    ((b,), (c, a)), ((c,), (a, b)), ((c,), (b, a)))
        a, b = cards  # keep one, give the other
        return Choose._make_all(((a,), (b,)), ((b,), (a,)))

    def _may_choose(self, action: "Choose") -> bool:
        """Whether a keep-and-give choice splits exactly the turned-up cards as MO-5 asks."""
        keep = action.keep
        # actions hold the engine's own card objects (see _as_card): the same card is the same object
        return (len(keep) == cards_to_keep(self.players, self.turn < self.players)
                and sorted(map(id, keep + action.give)) == sorted(map(id, self.revealed)))

    def apply(self, seat: int, action) -> None:
        """Carry out ``action`` (an action or its notation) for ``seat``.

        The contract of ``GameState.apply`` (a wrong seat raises ``IllegalAction`` with
        rule ``seats``; a refusal changes nothing), written out by phase so an action
        costs one call: the checks are exactly those that make ``legal_actions`` (MO-5).
        Notation is read only once the action is not one of the engine's own.
        """
        if seat != self._actor or seat.__class__ is not int or seat < 0:  # not the seat to act
            self._check_seat(seat)  # rule "seats" first: a bool, a float, a seat not at the table
            if isinstance(action, str):
                action = self.parse_action(action)
            raise self._explain_any(seat, action)
        phase = self.phase
        kind = action.__class__
        if phase is PLACE:
            if (kind is Place and action.card in self.pending[0][1]
                    and self.grids[seat][action.square].__class__ is not Card):
                return self._place(seat, action.card, action.square)
        elif phase is TURN:
            if kind is TurnUp:
                square = action.square
                if (self.aside[seat] > 0) if square == ASIDE else (self.grids[seat][square] is DOWN):
                    return self._turn_up(seat, square)
        elif phase is CHOOSE:
            if kind is Choose and self._may_choose(action):
                return self._choose(seat, action)
        if isinstance(action, str):  # notation: read it, then the same checks
            return self.apply(seat, self.parse_action(action))
        raise self._explain_any(seat, action)

    def _turn_up(self, seat: int, square: int) -> None:
        """Turn up a face-down card; only now is it drawn from the unseen cards (MO-5, MO-6)."""
        if square == ASIDE:
            self.aside[seat] -= 1
            where = "aside"
        else:
            self.grids[seat][square] = EMPTY
            self.down[seat].remove(square)
            where = SQUARES[square]
        pool = self.pool
        if self.stacked:
            card = self.stacked.pop(0)
            i = pool.index(card)
        else:
            i = int(self.rng.random() * len(pool))
            card = pool[i]
        pool[i] = pool[-1]
        pool.pop()
        self.revealed.append(card)
        self._log.append(("turn_up", seat, card.token, where))
        if len(self.revealed) == self.need:
            self.phase = CHOOSE

    def _choose(self, seat: int, action: Choose) -> None:
        """Keep and give the turned-up cards; placements follow, keeper first (MO-5)."""
        keep = list(action.keep)
        log = self._log
        log.append(("keep", seat, " ".join([c.token for c in keep])))
        pending = [(seat, keep)]
        for to, card in zip(receivers(seat, self.players), action.give):
            pending.append((to, [card]))
            log.append(("give", seat, to, card.token))
        self.pending = pending
        self.revealed = []
        self.phase = PLACE

    def _place(self, seat: int, card: Card, square: int) -> None:
        """Place a card face up; a face-down card there moves aside (MO-5)."""
        grid = self.grids[seat]
        log = self._log
        if grid[square] is DOWN:
            self.aside[seat] += 1
            self.down[seat].remove(square)
            log.append(("move_aside", seat, SQUARES[square]))
        grid[square] = card
        self.open[seat].remove(square)
        self.filled += 1
        log.append(("place", seat, card.token, SQUARES[square]))
        head = self.pending[0][1]
        head.remove(card)
        if not head:
            self.pending.pop(0)
        if self.pending:
            self._actor = self.pending[0][0]
            return
        self.turn += 1
        if self.filled == 9 * self.players:
            self._end_round()
        else:
            self.active = (self.active + 1) % self.players
            self._begin_turn()

    def _end_round(self) -> None:
        """Score the Areas, give winner points, then start round 2 or end (MO-2..4, MO-7, MO-8)."""
        path = PATHS[self.rules.path]
        rnd = self.round
        log = self._log
        scores, totals, areas = [], [], []
        for seat, grid in enumerate(self.grids):
            run = _run(grid, path)
            asc, lines = _run_points(run), 2 * len(_lines(grid))
            scores.append([run, asc, lines])
            totals.append(asc + lines)
            areas.append(" ".join([c.token for c in grid]))
            log.append(("score", seat, rnd, run, asc, lines))
        points = _winner_points(totals)
        self.round_scores.append(scores)
        self.round_winner_points.append(points)
        self.round_areas.append(areas)
        so_far = self.scores()
        for seat, p in enumerate(points):
            log.append(("winner_points", seat, rnd, p, so_far[seat]))
        if rnd < ROUNDS:
            self.start = _next_start_player(totals, self.start)
            self.round = rnd + 1
            log.append(("next_start", self.start, self.round))
            self._start_round()
        else:
            self.phase = OVER
            self._actor = -1
            winners = _game_winners(so_far, totals)  # MO-8, as self.winners() but from the totals at hand
            log.append(("end", " ".join(map(str, winners))))

    # ----- scores --------------------------------------------------------------
    def scores(self) -> list[int]:
        """Winner points so far, by seat (MO-4)."""
        return [sum(col) for col in zip(*self.round_winner_points)] or [0] * self.players

    def final_grid(self, rnd: int, seat: int) -> Grid:
        """The seat's Area as it was scored at the end of finished round ``rnd`` (1 or 2)."""
        self._check_seat(seat)
        if rnd not in range(1, len(self.round_areas) + 1) or type(rnd) is not int:
            raise InvalidInput(f"Round {quote(rnd)} has not been scored yet; finished rounds: "
                               f"{len(self.round_areas)}.")
        return parse_grid_text(self.round_areas[rnd - 1][seat])

    def round_totals(self, rnd: int) -> list[int]:
        """Each seat's total (Point 1 + Point 2) in finished round ``rnd`` (1 or 2)."""
        return [asc + lines for _, asc, lines in self.round_scores[rnd - 1]]

    def winners(self) -> list[int]:
        """Most winner points, then the higher total in the last finished round (MO-8)."""
        if not self.round_scores:
            return list(range(self.players))
        return _game_winners(self.scores(), self.round_totals(len(self.round_scores)))

    # ----- explaining illegal actions ------------------------------------------
    def _down_places(self, seat: int) -> str:
        """Where the seat's face-down cards are, in words."""
        grid = self.grids[seat]
        places = [SQUARES[s] for s in range(9) if grid[s] is DOWN]
        if self.aside[seat]:
            places.append(f"{self.aside[seat]} beside your Area ('turn aside')")
        return join_and(places) if places else "nowhere"

    def _explain(self, seat: int, action) -> IllegalAction:
        """Say, for a learner, why ``action`` is not legal now (MO-5)."""
        phase = self.phase
        if phase is TURN:
            return self._explain_turn(seat, action)
        if phase is CHOOSE:
            return self._explain_choose(seat, action)
        return self._explain_place(seat, action)

    def _explain_turn(self, seat: int, action) -> IllegalAction:
        """Why a turn-up is not legal."""
        done = len(self.revealed)
        if not isinstance(action, TurnUp):
            return IllegalAction(
                f"First turn up your cards: {done} of {self.need} turned up so far. Your face-down "
                f"cards are at {self._down_places(seat)}; write e.g. 'turn b2'.", rule="MO-5")
        if action.square == ASIDE:
            return IllegalAction(
                "There is no face-down card beside your Area. Your face-down cards are at "
                f"{self._down_places(seat)}.", rule="MO-5")
        cell = self.grids[seat][action.square]
        name = SQUARES[action.square]
        what = (f"{name} already shows {cell} face up" if cell.__class__ is Card
                else f"{name} is empty (its card was turned up earlier)")
        return IllegalAction(
            f"{what}: you may only turn up your own face-down cards, at "
            f"{self._down_places(seat)}.", rule="MO-5")

    def _explain_choose(self, seat: int, action) -> IllegalAction:
        """Why a keep-and-give choice is not legal."""
        up = " ".join(c.token for c in self.revealed)
        keep = cards_to_keep(self.players, self.turn < self.players)
        gets = [seat_name(s) for s in receivers(seat, self.players)]
        if len(gets) == 1:
            how = f"keep {keep} and give 1 to {gets[0]}"
        else:
            how = f"keep 1, give 1 to {gets[0]} (your left) and then 1 to {gets[1]}, in that order"
        if not isinstance(action, Choose):
            return IllegalAction(
                f"You have turned up {up}: now {how}, e.g. '{self.legal_actions(seat)[0]}'.",
                rule="MO-5")
        named = list(action.keep) + list(action.give)
        stray = [c.token for c in named if c not in self.revealed]
        if stray:
            return IllegalAction(
                f"{join_and(stray)} {'is' if len(stray) == 1 else 'are'} not among the cards you "
                f"turned up ({up}): {how}.", rule="MO-5")
        return IllegalAction(f"With {up} turned up you must {how}; each card goes to exactly "
                             "one player.", rule="MO-5")

    def _explain_place(self, seat: int, action) -> IllegalAction:
        """Why a placement is not legal."""
        mine = self.pending[0][1] if self.pending else []
        cards = join_and([c.token for c in mine]) if mine else "nothing"
        squares = ", ".join(SQUARES[s] for s in self.open[seat])
        if not isinstance(action, Place):
            return IllegalAction(
                f"Now place {cards} on your Area, on a square that is not face up ({squares}); "
                f"write e.g. 'place {mine[0] if mine else 'R5'} at {SQUARES[self.open[seat][0]]}'.",
                rule="MO-5")
        if action.card not in mine:
            return IllegalAction(f"{action.card} is not yours to place: you are placing {cards}.",
                                 rule="MO-5")
        cell = self.grids[seat][action.square]
        return IllegalAction(
            f"{SQUARES[action.square]} already shows {cell} face up: place {action.card} on a "
            f"square that is not face up ({squares}).", rule="MO-5")

    # ----- notation ------------------------------------------------------------
    def parse_action(self, text: str):
        """Read 'turn b2', 'turn aside', 'keep R5 give B3 G7' or 'place R5 at b2'."""
        words = text.replace(",", " ").split() if isinstance(text, str) else []
        if not words:
            raise InvalidInput(f"{quote(text)} is not a Meow Oracle action: {_ACTION_HELP}.")
        verb = words[0].lower()
        if verb == "turn":
            rest = [w for w in words[1:] if w.lower() not in ("up", "over")]
            if len(rest) != 1:
                raise InvalidInput(
                    f"{quote(text)}: say which card to turn up, e.g. 'turn b2' or 'turn aside'.")
            where = rest[0].lower()
            return TURNS[ASIDE] if where in ("aside", "beside", "side") else TURNS[parse_square(where)]
        if verb == "keep":
            lower = [w.lower() for w in words]
            if "give" not in lower:
                raise InvalidInput(
                    f"{quote(text)}: name the cards you keep and give, e.g. 'keep R5 give B3 G7'.")
            g = lower.index("give")
            keep, give = words[1:g], words[g + 1:]
            if not keep or not give:
                raise InvalidInput(f"{quote(text)}: keep at least one card and give at least one, "
                                   "e.g. 'keep R5 give B3 G7'.")
            parse_cards(keep + give)  # unknown tokens and repeated cards
            return Choose(tuple(map(card_from_token, keep)), tuple(map(card_from_token, give)))
        if verb == "place":
            rest = [w for w in words[1:] if w.lower() not in ("at", "on")]
            if len(rest) != 2:
                raise InvalidInput(f"{quote(text)}: say which card goes where, e.g. 'place R5 at b2'.")
            return PLACES[card_from_token(rest[0]).index][parse_square(rest[1])]
        raise InvalidInput(f"{quote(text)} is not a Meow Oracle action: {_ACTION_HELP}.")

    # ----- what a seat sees ----------------------------------------------------
    def observation(self, seat: int) -> dict:
        """What ``seat`` sees: everything face up; face-down cards only as '?' (MO-6).

        Every seat sees the same table, since nobody may look at a face-down card.
        Squares read '' when empty, '?' when a face-down card lies there.
        """
        self._check_seat(seat)
        over = self._actor < 0
        first = self.turn < self.players
        return {
            "game": self.GAME,
            "seat": seat,
            "players": self.players,
            "path": self.rules.path,
            "round": self.round,
            "rounds": ROUNDS,
            "start_player": self.start,
            "active": None if over else self.active,
            "phase": self.phase,
            "to_act": self.to_act(),
            "turn": self.turn,
            "first_turn": first and not over,
            "turn_up_count": self.need,
            "keep_count": cards_to_keep(self.players, first),
            "areas": [[_cell_json(c) for c in grid] for grid in self.grids],
            "aside": list(self.aside),
            "turned_up": [c.token for c in self.revealed],
            "to_place": [[s, [c.token for c in cards]] for s, cards in self.pending],
            "round_scores": [[{"run": r, "ascending": a, "lines": l, "total": a + l}
                              for r, a, l in rs] for rs in self.round_scores],
            "winner_points": [list(p) for p in self.round_winner_points],
            "final_areas": [list(a) for a in self.round_areas],
            "scores": self.scores(),
            "winners": self.winners() if over else [],
        }

    # ----- JSON and copies -----------------------------------------------------
    def _fields_to_json(self) -> dict:
        """Every field as JSON-compatible data (rng and events are added by the base)."""
        return {
            "players": self.players, "path": self.rules.path, "round": self.round,
            "first_player": self.first_player, "start": self.start, "active": self.active,
            "turn": self.turn, "phase": self.phase, "need": self.need,
            "grids": [[_cell_json(c) for c in grid] for grid in self.grids],
            "aside": list(self.aside),
            "pool": [c.token for c in self.pool],
            "stacked": [c.token for c in self.stacked],
            "revealed": [c.token for c in self.revealed],
            "pending": [[s, [c.token for c in cards]] for s, cards in self.pending],
            "round_scores": [[list(x) for x in rs] for rs in self.round_scores],
            "round_winner_points": [list(p) for p in self.round_winner_points],
            "round_areas": [list(a) for a in self.round_areas],
        }

    @classmethod
    def _fields_from_json(cls, data: dict) -> "State":
        """Rebuild a state from :meth:`_fields_to_json` data, each field checked for type and range.

        ``from_json`` (the shared trust boundary) has already copied ``data``; the checks
        across fields (every card in one place, the turns so far, the scores) are in
        :meth:`_validate`.
        """
        unknown = sorted(set(data) - _SAVED_FIELDS - {"game", "rng", "events"})
        if unknown:
            raise InvalidInput(f"This saved game has a field Meow Oracle never writes: {quote(unknown[0])}.")
        state = cls.__new__(cls)
        check_players(data["players"])
        n = state.players = data["players"]
        state.rules = Rules(path=data["path"])
        state.round = _saved_number(data["round"], 1, ROUNDS, "round")
        for name in ("first_player", "start", "active"):
            setattr(state, name, _saved_number(data[name], 0, n - 1, name.replace("_", " ")))
        state.turn = _saved_number(data["turn"], 0, 9 * n, "turn")
        state.need = _saved_number(data["need"], 2, 3, "number of cards to turn up")
        phase = data["phase"]
        if phase not in (TURN, CHOOSE, PLACE, OVER):
            raise InvalidInput(f"The saved phase must be turn, choose, place or over, not {quote(phase)}.")
        state.phase = {p: p for p in (TURN, CHOOSE, PLACE, OVER)}[phase]
        state.grids = [[_saved_cell(t, f"square {SQUARES[i]} of seat {seat}")
                        for i, t in enumerate(_saved_list(grid, f"Area of seat {seat}", 9))]
                       for seat, grid in enumerate(_saved_list(data["grids"], "Areas", n))]
        state.open = [[s for s in range(9) if g[s].__class__ is not Card] for g in state.grids]
        state.down = [[s for s in range(9) if g[s] is DOWN] for g in state.grids]
        state.filled = sum(9 - len(o) for o in state.open)
        state.aside = [_saved_number(a, 0, 9, f"cards beside the Area of seat {seat}")
                       for seat, a in enumerate(_saved_list(data["aside"], "cards beside the Areas", n))]
        state.pool = _saved_cards(data["pool"], "unseen cards")
        state.stacked = _saved_cards(data["stacked"], "cards to turn up next")
        state.revealed = _saved_cards(data["revealed"], "turned-up cards", 3)
        state.pending = []
        for entry in _saved_list(data["pending"], "placements to make", None, 3):
            seat, cards = _saved_list(entry, "placement to make", 2)
            state.pending.append((_saved_number(seat, 0, n - 1, "seat placing a card"),
                                  _saved_cards(cards, "cards to place", 2)))
        # [run, Point 1, Point 2]: at most 16 (all 8 lines of one colour, MO-3); _validate scores them again
        state.round_scores = [
            [[_saved_number(x, 0, 16, "round score") for x in _saved_list(score, "round score", 3)]
             for score in _saved_list(scores, "round scores", n)]
            for scores in _saved_list(data["round_scores"], "scored rounds", None, ROUNDS)]
        state.round_winner_points = [
            [_saved_number(x, 0, 2, "winner points") for x in _saved_list(points, "winner points", n)]
            for points in _saved_list(data["round_winner_points"], "winner points of the rounds", None, ROUNDS)]
        state.round_areas = [
            [_saved_text(area, "final Area") for area in _saved_list(areas, "final Areas", n)]
            for areas in _saved_list(data["round_areas"], "final Areas of the rounds", None, ROUNDS)]
        if state.phase is OVER:
            state._actor = -1
        elif state.phase is PLACE:
            if not state.pending:
                raise InvalidInput("This saved game is placing cards, but no card is waiting to be placed.")
            state._actor = state.pending[0][0]
        else:
            state._actor = state.active
        state.events = []
        return state

    def _validate(self) -> None:
        """Check a loaded state against the rules: a state a real game could have reached.

        The finished rounds' Areas are scored again (MO-2..MO-4) and round 2's start
        player follows from round 1 (MO-7). Every card is in exactly one place (face up
        on an Area, turned up, waiting to be placed, or unseen). The turns of this round
        are counted again from its start player (MO-5) to check whose turn it is, how
        many cards are turned up, what waits to be placed, and, for every seat, how many
        cards are face up and how many are still face down, on the Area and beside it.
        """
        n = self.players
        path = PATHS[self.rules.path]
        finished = len(self.round_scores)
        if not len(self.round_winner_points) == len(self.round_areas) == finished:
            raise InvalidInput("The saved scores, winner points and final Areas cover different rounds.")
        if finished != (ROUNDS if self.phase is OVER else self.round - 1) or (
                self.phase is OVER and self.round != ROUNDS):
            raise InvalidInput(f"This saved game is in round {self.round} ({self.phase}) but has "
                               f"{finished} scored round(s).")
        for rnd, (scores, points, areas) in enumerate(
                zip(self.round_scores, self.round_winner_points, self.round_areas), start=1):
            grids = [parse_grid_text(area) for area in areas]
            if not all(grid.full for grid in grids):
                raise InvalidInput(f"A final Area of round {rnd} is not full.")
            expected = []
            for grid in grids:
                run = _run(grid.cells, path)
                expected.append([run, _run_points(run), 2 * len(_lines(grid.cells))])
            if scores != expected or points != _winner_points([a + l for _, a, l in expected]):
                raise InvalidInput(f"The saved scores of round {rnd} are not what its final Areas score "
                                   "(MO-2, MO-3, MO-4).")
        start = self.first_player if self.round == 1 else _next_start_player(
            [a + l for _, a, l in self.round_scores[0]], self.first_player)
        if self.start != start:
            raise InvalidInput(f"Round {self.round} must start with seat {start} (MO-7), not seat {self.start}.")

        # every card in exactly one place
        places = [c for grid in self.grids for c in grid if c.__class__ is Card]
        places += self.revealed + [c for _, cards in self.pending for c in cards] + self.pool
        if sorted(c.index for c in places) != list(range(len(CARDS))):
            counts = {}
            for c in places:
                counts[c.token] = counts.get(c.token, 0) + 1
            twice = [t for t, k in counts.items() if k > 1]
            lost = [c.token for c in CARDS if c.token not in counts]
            raise InvalidInput("This saved game has " + (f"{twice[0]} in two places" if twice else
                               f"lost {lost[0]}") + "; every card is in exactly one place.")
        if len(set(self.stacked)) != len(self.stacked) or not set(self.stacked) <= set(self.pool):
            raise InvalidInput("The cards to turn up next must be different unseen cards.")

        # count the turns of this round again (MO-5)
        turned = [0] * n   # cards each seat has turned up this round
        placed = [0] * n   # cards placed face up on each seat's Area this round
        active = self.start
        for t in range(self.turn):
            first = t < n
            turned[active] += cards_to_turn_up(n, first)
            placed[active] += cards_to_keep(n, first)
            for to in receivers(active, n):
                placed[to] += 1
            active = (active + 1) % n
        first = self.turn < n
        need, keep = cards_to_turn_up(n, first), cards_to_keep(n, first)
        if self.phase is OVER:
            fits = (self.turn > 0 and self.active == (active - 1) % n and not self.revealed and not self.pending
                    and self.need == cards_to_turn_up(n, self.turn - 1 < n)
                    and self.round_areas[-1] == [" ".join(c.token for c in g) for g in self.grids])
        else:
            fits = self.active == active and self.need == need
            if self.phase is TURN:
                fits = fits and len(self.revealed) < need and not self.pending
                turned[active] += len(self.revealed)
            elif self.phase is CHOOSE:
                fits = fits and len(self.revealed) == need and not self.pending
                turned[active] += need
            else:
                turned[active] += need
                due = [(active, keep)] + [(to, 1) for to in receivers(active, n)]
                waiting = due[len(due) - len(self.pending):]
                fits = (fits and not self.revealed and 0 < len(self.pending) <= len(due)
                        and [s for s, _ in waiting] == [s for s, _ in self.pending]
                        and all(1 <= len(cards) <= k for (_, cards), (_, k) in zip(self.pending, waiting))
                        and all(len(cards) == k for (_, cards), (_, k) in zip(self.pending[1:], waiting[1:])))
                for (seat, k), left in zip(due, [0] * (len(due) - len(self.pending))
                                           + [len(cards) for _, cards in self.pending]):
                    placed[seat] += k - left
        if not fits:
            raise InvalidInput(f"This saved game does not fit its turn: turn {self.turn + 1} of round "
                               f"{self.round} ({self.phase}) is not what the rules give (MO-5).")
        for seat, grid in enumerate(self.grids):
            down = sum(c is DOWN for c in grid)
            if 9 - len(self.open[seat]) != placed[seat] or down + self.aside[seat] != 9 - turned[seat]:
                raise InvalidInput(f"The Area of seat {seat} does not fit the turns so far: it should hold "
                                   f"{placed[seat]} face-up cards and {9 - turned[seat]} face-down ones.")
        if self.phase is not OVER and self.filled == 9 * n and self.phase is TURN:
            raise InvalidInput("Every Area is full, so this round should have been scored.")

    def clone(self) -> "State":
        """A fast independent copy."""
        new = State.__new__(State)
        new.__dict__.update(self.__dict__)
        new.grids = [g[:] for g in self.grids]
        new.open = [o[:] for o in self.open]
        new.down = [d[:] for d in self.down]
        new.aside = self.aside[:]
        new.pool = self.pool[:]
        new.stacked = self.stacked[:]
        new.revealed = self.revealed[:]
        new.pending = [(s, cards[:]) for s, cards in self.pending]
        new.round_scores = [[x[:] for x in rs] for rs in self.round_scores]
        new.round_winner_points = [p[:] for p in self.round_winner_points]
        new.round_areas = [a[:] for a in self.round_areas]
        new._log = self._log[:]
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        return new

    # ----- lessons and tests ---------------------------------------------------
    def set_next_cards(self, cards) -> None:
        """Decide the next cards to be turned up, in order (a prepared deck for lessons and tests).

        Only cards not yet seen this round are allowed.
        """
        chosen = parse_cards(cards)
        pool = set(self.pool)
        seen = [c.token for c in chosen if c not in pool]
        if seen:
            raise InvalidInput(f"{join_and(seen)} {'has' if len(seen) == 1 else 'have'} already been "
                               "seen this round; only unseen cards can be turned up next.")
        self.stacked = [CARDS[c.index] for c in chosen]

    def grid(self, seat: int):
        """The seat's Area as a :class:`Grid` of its face-up cards (others are ``None``)."""
        self._check_seat(seat)
        return Grid(tuple(c if c.__class__ is Card else None for c in self.grids[seat]))

    def __repr__(self) -> str:
        return (f"<Meow Oracle: {self.players} players, round {self.round}, turn {self.turn}, "
                f"phase {self.phase}>")


def _cell_json(cell) -> str:
    """A square as text: a card token, '?' for face down, '' for empty."""
    if cell is None:
        return ""
    return cell if cell is DOWN else cell.token


def _cell_from_json(text: str):
    """The inverse of :func:`_cell_json`."""
    if text == "":
        return EMPTY
    return DOWN if text == DOWN else _BY_TOKEN[text]


# ----- reading a saved game (the trust boundary; see ``State._fields_from_json``) -------

_SAVED_FIELDS = frozenset({"players", "path", "round", "first_player", "start", "active", "turn", "phase",
                           "need", "grids", "aside", "pool", "stacked", "revealed", "pending",
                           "round_scores", "round_winner_points", "round_areas"})


def _saved_number(value, low: int, high: int, what: str) -> int:
    """A whole number from ``low`` to ``high`` (a bool is not one), else ``InvalidInput``."""
    if type(value) is not int or not low <= value <= high:
        raise InvalidInput(f"The saved {what} must be a whole number from {low} to {high}, not {quote(value)}.")
    return value


def _saved_list(value, what: str, length: int | None = None, most: int | None = None) -> list:
    """A list (of exactly ``length`` or at most ``most`` items), else ``InvalidInput``."""
    if type(value) is not list:
        raise InvalidInput(f"The saved {what} must be a list, not {quote(value)}.")
    if length is not None and len(value) != length:
        raise InvalidInput(f"The saved {what} must have {length} entries, not {len(value)}.")
    if most is not None and len(value) > most:
        raise InvalidInput(f"The saved {what} has {len(value)} entries; there are at most {most}.")
    return value


def _saved_text(value, what: str) -> str:
    """A string, else ``InvalidInput``."""
    if type(value) is not str:
        raise InvalidInput(f"The saved {what} must be text, not {quote(value)}.")
    return value


def _saved_cards(value, what: str, most: int = 36) -> list[Card]:
    """A list of at most ``most`` different card tokens, else ``InvalidInput``."""
    tokens = [_saved_text(t, what) for t in _saved_list(value, what, None, most)]
    try:
        return parse_cards(tokens)
    except InvalidInput as exc:
        raise InvalidInput(f"The saved {what} are damaged: {exc}") from None


def _saved_cell(value, what: str):
    """A square of a saved Area: '' (empty), '?' (face down) or a card token."""
    if type(value) is not str or not (value in ("", DOWN) or value in _BY_TOKEN):
        raise InvalidInput(f"The saved {what} must be '', '?' or a card token, not {quote(value)}.")
    return _cell_from_json(value)


# ----- module-level entry points ---------------------------------------------------

def new_game(players: int, seed: int | None = None, rules: Rules | None = None,
             first_player: int = 0) -> State:
    """A new game for 2-4 players; ``first_player`` starts round 1 (default seat 0)."""
    check_players(players)
    rules = check_rules(rules, Rules, Rules())
    if not _is_index(first_player, players - 1):
        raise InvalidInput(
            f"first_player must be a seat from 0 to {players - 1}, not {quote(first_player)}.")
    if seed is not None and type(seed) is not int:
        raise InvalidInput(f"seed must be a whole number (or None for a random deal), not {quote(seed)}.")
    if seed is None:
        seed = random.Random().randrange(2 ** 63)
    state = State.__new__(State)
    state.players = players
    state.rules = rules
    state.rng = random.Random(seed)
    state.events = []
    state.round = 1
    state.first_player = first_player
    state.start = first_player
    state.stacked = []
    state.round_scores = []
    state.round_winner_points = []
    state.round_areas = []
    state._start_round()
    return state


def from_json(data: dict) -> State:
    """Rebuild a game saved with ``state.to_json()``."""
    return State.from_json(data)
