"""The Meow Oracle game loop: two rounds of turning up, keeping, giving and placing.

A turn (MO-5) is a short sequence of small actions (see :mod:`.actions`):

1. ``turn b2`` / ``turn aside``: the active player turns up one of their own face-down
   cards, from a square or from beside the Area, until 3 are up (2 in a 2-player game
   after each player's first turn).
2. ``keep R5 give B3 G7``: keep 1 (2 on a 2-player first turn) and give the rest,
   clockwise: the first given card goes to the left neighbour, the second to the player
   after them.
3. ``place R5 at b2``: the active player places what they kept, then each receiver,
   clockwise, places their card on a square of their own Area that is not face up. A
   face-down card on that square moves beside the Area, still face down.

Hidden cards (MO-6): nobody, the owner included, knows a face-down card, so the engine
does not decide one until it is turned up. It then draws the card with the state's own
``rng`` from the cards not yet seen this round. Cards that sit out the round are exactly
the ones never drawn, so this is the same game as dealing first. The round ends when
every Area is face up; then it is scored (MO-2..MO-4), and after round 2 the game ends
(MO-7, MO-8).
"""

from __future__ import annotations

from itertools import permutations

from .. import InvalidInput
from ..core import GameState, join_and, quote, seat_field
from .actions import PLACES, TURNS, TURNS_ON, Choose, Place, TurnUp, parse_action
from .cards import CARDS, SQUARES, Card, Grid, parse_cards, parse_grid
from .explain import explain
from .log import MeowEvent
from .rules import (AREA, ASIDE, CHOOSE, DOWN, EMPTY, OVER, PATHS, PLACE, PLAYER_COUNTS, ROUNDS, SQUARES_IN, TURN,
                    Rules, area_score, cards_to_keep, cards_to_turn_up, game_winners_of, next_start_of, receivers,
                    winner_points_of)
from .saves import SAVED, fields_from_json, fields_to_json, log_agrees, square_text, validate

__all__ = ["State"]


class State(GameState):
    """A Meow Oracle game in progress; see the module docstring for the turn."""

    GAME = "meow_oracle"
    TITLE = "Meow Oracle"
    PLAYER_COUNTS = PLAYER_COUNTS
    RULES = Rules
    EVENT = MeowEvent
    ACTION_INPUT = (TurnUp, Choose, Place, str)
    ACTION_NOTATION = "'turn b2', 'keep R5 give B3 G7' or 'place R5 at b2'"
    DEAL_OPTIONS = {"first_player": seat_field("first player")}
    SAVED = SAVED

    rules: Rules
    round: int              # 1 or 2
    first_player: int       # who started round 1
    start: int              # who started the current round
    active: int             # whose turn it is
    turn: int               # turns finished this round
    phase: str              # TURN, CHOOSE, PLACE or OVER
    need: int               # cards to turn up this turn
    grids: list[list]       # per seat, 9 squares: a Card (face up), DOWN or EMPTY
    down: list[int]         # per seat, the squares of ``grids`` holding DOWN, as a bit mask (see AREA)
    up: list[int]           # per seat, the squares of ``grids`` showing a card, as a bit mask
    aside: list[int]        # per seat, face-down cards beside the Area
    pool: list[Card]        # cards not seen this round (face down or sitting out)
    stacked: list[Card]     # cards to turn up next, in order (for lessons and tests)
    revealed: list[Card]    # the active player's turned-up cards this turn
    pending: list[tuple[int, list[Card]]]   # placements still to make, in order; entries are
    #                                         replaced, never changed in place (a clone shares them)
    round_scores: list[list[list[int]]]     # per finished round, per seat: [run, Point 1, Point 2]
    round_winner_points: list[list[int]]    # per finished round, per seat
    round_areas: list[list[str]]            # per finished round, per seat: the final Area

    # ----- the hooks of GameState --------------------------------------------------------------
    parse_action = staticmethod(parse_action)
    _explain = explain
    _fields_to_json = fields_to_json
    _fields_from_json = fields_from_json
    _validate = validate
    _check_log_agrees = log_agrees

    def _setup(self, first_player: int = 0) -> None:
        """Round 1 starts with ``first_player`` (seat 0 unless chosen)."""
        if type(first_player) is not int or not 0 <= first_player < self.players:
            raise InvalidInput(
                f"first_player must be a seat from 0 to {self.players - 1}, not {quote(first_player)}.")
        self.round = 1
        self.first_player = self.start = first_player
        self.stacked = []
        self.round_scores, self.round_winner_points, self.round_areas = [], [], []
        self._start_round()

    def to_act(self) -> list[int]:
        """The one seat to act: the next to place a card, or the active player; ``[]`` when over."""
        if self.phase == PLACE:
            return [self.pending[0][0]]
        return [] if self.phase == OVER else [self.active]

    def _legal_actions(self, seat: int) -> list:
        """Every action ``seat`` may take now, by phase (MO-5); ``[]`` if it need not act."""
        if seat not in self.to_act():
            return []
        if self.phase == TURN:  # one's own face-down cards (face_down_squares), on the Area or beside it
            legal = list(TURNS_ON[self.down[seat]])
            if self.aside[seat]:
                legal.append(TURNS[ASIDE])
            return legal
        if self.phase == CHOOSE:
            return self._choices()
        free = self.open_squares(seat)  # any square of one's own Area that is not face up
        legal = []
        for card in self.cards_to_place(seat):
            row = PLACES[card.index]
            legal += [row[square] for square in free]
        return legal

    def _choices(self) -> list[Choose]:
        """Every way to keep the cards to keep and give one each to the receivers, in order (MO-5)."""
        cards = self.revealed
        if self.keep_count() == 1:  # keep one, give the others in every order
            return [Choose((kept,), given) for kept in cards
                    for given in permutations([card for card in cards if card is not kept])]
        return [Choose(tuple(sorted(card for card in cards if card is not given)), (given,))
                for given in cards]  # keep all but one, give that one

    def _do(self, seat: int, action: TurnUp | Choose | Place) -> None:
        """Carry out a legal action: a turn-up, a keep-and-give choice or a placement."""
        if action.__class__ is TurnUp:
            self._turn_up(seat, action.square)
        elif action.__class__ is Choose:
            self._choose(seat, action)
        else:
            self._place(seat, action.card, action.square)

    # ----- the steps of a turn -----------------------------------------------------------------
    def _start_round(self) -> None:
        """Deal 9 face-down cards into each Area; the rest sit out (setup, MO-7)."""
        n = self.players
        self.grids = [[DOWN] * 9 for _ in range(n)]
        self.down, self.up = [AREA] * n, [0] * n
        self.aside = [0] * n
        self.pool = list(CARDS)
        self.revealed = []
        self.pending = []
        self.turn = 0
        self.active = self.start
        self._begin_turn()
        self._log.append(self._deal_line())

    def _deal_line(self) -> tuple:
        """The log line of a round's deal: the round, its start player and the cards that sit out (MO-7)."""
        return ("deal", self.round, self.start, len(CARDS) - 9 * self.players)

    def _begin_turn(self) -> None:
        """The active player is to turn up 3 cards, or 2 after a 2-player game's first turns (MO-5)."""
        self.phase = TURN
        self.need = cards_to_turn_up(self.players, self.first_turn)

    def _turn_up(self, seat: int, square: int) -> None:
        """Turn up a face-down card from a square or from beside the Area (MO-5)."""
        if square == ASIDE:
            self.aside[seat] -= 1
            where = "aside"
        else:
            self.grids[seat][square] = EMPTY
            self.down[seat] ^= 1 << square
            where = SQUARES[square]
        card = self._draw()
        self.revealed.append(card)
        self._log.append(("turn_up", seat, card.token, where))
        if len(self.revealed) == self.need:
            self.phase = CHOOSE

    def _draw(self) -> Card:
        """What a turned-up card is: the next stacked card, else one drawn with the state's rng
        from the cards not seen this round; only now is it decided (MO-6)."""
        pool = self.pool
        if self.stacked:
            card = self.stacked.pop(0)
            i = pool.index(card)
        else:
            i = int(self.rng.random() * len(pool))
            card = pool[i]
        pool[i] = pool[-1]
        pool.pop()
        return card

    def _choose(self, seat: int, action: Choose) -> None:
        """Keep and give the turned-up cards; placements follow, keeper first, then clockwise (MO-5)."""
        keep = list(action.keep)
        self._log.append(("keep", seat, " ".join([card.token for card in keep])))
        pending = [(seat, keep)]
        for to, card in zip(receivers(seat, self.players), action.give):
            pending.append((to, [card]))
            self._log.append(("give", seat, to, card.token))
        self.pending = pending
        self.revealed = []
        self.phase = PLACE

    def _place(self, seat: int, card: Card, square: int) -> None:
        """Place a card face up; a face-down card there moves aside (MO-5). The round ends when
        every Area is face up, else the next player's turn begins."""
        grid = self.grids[seat]
        if grid[square] is DOWN:
            self.aside[seat] += 1
            self.down[seat] ^= 1 << square
            self._log.append(("move_aside", seat, SQUARES[square]))
        grid[square] = card
        self.up[seat] |= 1 << square
        self._log.append(("place", seat, card.token, SQUARES[square]))
        cards = self.pending[0][1]
        if len(cards) > 1:  # the other kept card is placed next
            i = cards.index(card)
            self.pending[0] = (seat, cards[:i] + cards[i + 1:])
            return
        del self.pending[0]
        if self.pending:
            return
        self.turn += 1
        if self.every_area_face_up():
            self._end_round()
        else:
            self.active = (self.active + 1) % self.players
            self._begin_turn()

    def _end_round(self) -> None:
        """Score the Areas, give winner points, then start round 2 or end (MO-2..MO-4, MO-7, MO-8)."""
        rnd = self.round
        path = PATHS[self.rules.path]
        scores = [area_score(grid, path) for grid in self.grids]
        for seat, (run, ascending, lines) in enumerate(scores):
            self._log.append(("score", seat, rnd, run, ascending, lines))
        totals = [ascending + lines for _, ascending, lines in scores]
        points = winner_points_of(totals)
        self.round_scores.append(scores)
        self.round_winner_points.append(points)
        self.round_areas.append([" ".join([card.token for card in grid]) for grid in self.grids])
        so_far = self.scores()
        for seat, p in enumerate(points):
            self._log.append(("winner_points", seat, rnd, p, so_far[seat]))
        if rnd < ROUNDS:
            self.start = next_start_of(totals, self.start)
            self.round = rnd + 1
            self._log.append(("next_start", self.start, self.round))
            self._start_round()
        else:
            self.phase = OVER
            self._log.append(("end", " ".join(map(str, self.winners()))))

    # ----- scores ------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Winner points so far, by seat (MO-4)."""
        return [sum(col) for col in zip(*self.round_winner_points)] or [0] * self.players

    def winners(self) -> list[int]:
        """Most winner points, then the higher total of the last finished round; still tied, all (MO-8).

        The core's rule (the highest score wins) would leave out MO-8's tie-break, so this
        game gives its own.
        """
        if not self.round_scores:
            return list(range(self.players))
        return game_winners_of(self.scores(), self.round_totals(len(self.round_scores)))

    def round_totals(self, rnd: int) -> list[int]:
        """Each seat's total (Point 1 + Point 2) in finished round ``rnd`` (1 or 2)."""
        return [ascending + lines for _, ascending, lines in self.round_scores[rnd - 1]]

    def final_grid(self, rnd: int, seat: int) -> Grid:
        """The seat's Area as it was scored at the end of finished round ``rnd`` (1 or 2)."""
        self._check_seat(seat)
        if rnd not in range(1, len(self.round_areas) + 1) or type(rnd) is not int:
            raise InvalidInput(f"Round {quote(rnd)} has not been scored yet; finished rounds: "
                               f"{len(self.round_areas)}.")
        return parse_grid(self.round_areas[rnd - 1][seat])

    # ----- what a seat sees --------------------------------------------------------------------
    @property
    def first_turn(self) -> bool:
        """Whether this is the active player's first turn of the round (2 players: other counts, MO-5)."""
        return self.turn < self.players

    def keep_count(self) -> int:
        """How many turned-up cards the active player keeps this turn (MO-5)."""
        return cards_to_keep(self.players, self.first_turn)

    def cards_to_place(self, seat: int) -> list[Card]:
        """The cards ``seat`` is to place now (kept or given), in the order of the placements (MO-5)."""
        return self.pending[0][1] if self.phase == PLACE and self.pending[0][0] == seat else []

    def face_down_squares(self, seat: int) -> tuple[int, ...]:
        """The squares of the seat's Area holding a face-down card, which it may turn up (MO-5)."""
        return SQUARES_IN[self.down[seat]]

    def open_squares(self, seat: int) -> tuple[int, ...]:
        """The squares of the seat's Area that are not face up, where its cards may go (MO-5)."""
        return SQUARES_IN[AREA ^ self.up[seat]]

    def every_area_face_up(self) -> bool:
        """Whether every square of every Area is face up: the round is over (MO-5, MO-7)."""
        return all(up == AREA for up in self.up)

    @property
    def filled(self) -> int:
        """Face-up squares over all Areas this round."""
        return sum(up.bit_count() for up in self.up)

    def grid(self, seat: int) -> Grid:
        """The seat's Area as a :class:`Grid` of its face-up cards (others are ``None``)."""
        self._check_seat(seat)
        return Grid(tuple(cell if cell.__class__ is Card else None for cell in self.grids[seat]))

    def observation(self, seat: int) -> dict:
        """What ``seat`` sees: everything face up; face-down cards only as '?' (MO-6).

        Every seat sees the same table, since nobody may look at a face-down card.
        Squares read '' when empty, '?' when a face-down card lies there.
        """
        self._check_seat(seat)
        over = self.phase == OVER
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
            "first_turn": self.first_turn and not over,
            "turn_up_count": self.need,
            "keep_count": self.keep_count(),
            "areas": [[square_text(cell) for cell in grid] for grid in self.grids],
            "aside": list(self.aside),
            "turned_up": [card.token for card in self.revealed],
            "to_place": [[s, [card.token for card in cards]] for s, cards in self.pending],
            "round_scores": [[{"run": r, "ascending": a, "lines": l, "total": a + l}
                              for r, a, l in scores] for scores in self.round_scores],
            "winner_points": [list(points) for points in self.round_winner_points],
            "final_areas": [list(areas) for areas in self.round_areas],
            "scores": self.scores(),
            "winners": self.winners() if over else [],
        }

    # ----- lessons and tests -------------------------------------------------------------------
    def set_next_cards(self, cards: str | list) -> None:
        """Decide the next cards to be turned up, in order (a prepared deck for lessons and tests).

        Only cards not yet seen this round are allowed. The game is then no longer its seeded
        deal: it becomes a what-if position, saved as a position record (``position_from_json``).
        """
        chosen = parse_cards(cards)
        pool = set(self.pool)
        seen = [card.token for card in chosen if card not in pool]
        if seen:
            raise InvalidInput(f"{join_and(seen)} {'has' if len(seen) == 1 else 'have'} already been "
                               "seen this round; only unseen cards can be turned up next.")
        self.stacked = chosen
        self.fields_changed()
        self.as_position()

    def __repr__(self) -> str:
        """A short summary: players, round, turn and phase."""
        return (f"<Meow Oracle: {self.players} players, round {self.round}, turn {self.turn}, "
                f"phase {self.phase}>")
