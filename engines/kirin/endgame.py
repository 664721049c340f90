"""Kirin's endgame: the rest of a round solved exactly when every hand is known.

The coach bot samples the hands it cannot see (:func:`engines.kirin.coach.sample`). Near the
end of a round few cards are left, so on each sampled world the rest of the round can be
played out exactly instead of by habit; averaging over the worlds is perfect-information
Monte Carlo, as bridge programs play their last tricks.

How the seats play in the solved world (a *max^n* reading, not a paranoid one):

* every other seat plays to win the most cards of its own declared beast this round, which is
  what the Standard bot (:class:`~engines.kirin.bots.MonteCarloBot`) tries to do; a paranoid
  reading (all three against the coach) would credit the others with a coalition they do not
  form. Where an opponent's choices tie for its own points, it takes the one worst for the coach
  (the coach counts on no gifts);
* the coach's seat plays for its result in the game: in the last round, the win (a shared win as
  a share), then its margin over the best other total; in an earlier round, that margin after
  the round (the totals so far plus this round's points).

Ties left after that go to the smallest card id, so a solution is the same every time.
The rules come from :mod:`engines.kirin.rules` (``playable``, ``trick_outcome``,
``order_index_after``), the same functions the engine's steps use; a test plays solved lines
through the engine on random positions and compares every card and score.
"""

from __future__ import annotations

from typing import Optional

from .cards import BEAST_MASK, CARDS, ids_of
from .rules import KIRIN_MASK, PLAY, PLAYERS, order_index_after, playable, trick_outcome
from .state import State

Position = tuple[tuple[int, ...], tuple[int, ...], int, int]
"""``(hands, trick so far, leader, order)``: a moment of the play phase, every hand known."""
Points = tuple[int, ...]
"""Cards of its declared beast each seat wins from a position to the round's end."""


class Solver:
    """The rest of one round of one known world, solved once and remembered position by position."""

    def __init__(self, state: State, seat: int) -> None:
        """A solver for ``state``'s round (in its play phase) as ``seat``, the coach, reads it."""
        if state.phase != PLAY:
            raise ValueError("Only a round's tricks can be solved: this state is not in its play phase.")
        self.seat = seat
        self.scoring = tuple(BEAST_MASK[CARDS[d].beast] for d in state.declared)
        won = [(state.won[s] & self.scoring[s]).bit_count() for s in range(PLAYERS)]
        self.base = tuple(state.totals[s] + won[s] for s in range(PLAYERS))
        """Each seat's points if it won nothing more this round: the totals and this round's cards so far."""
        self.last = state.round >= state.rules.rounds
        self.memo: dict[Position, tuple[Points, int]] = {}

    def goal(self, points: Points) -> tuple[float, float]:
        """What the coach's seat plays for, given the points each seat still wins this round (see the module)."""
        totals = [b + p for b, p in zip(self.base, points)]
        me = totals[self.seat]
        margin = float(me - max(t for s, t in enumerate(totals) if s != self.seat))
        if not self.last:
            return 0.0, margin
        best = max(totals)
        return (1.0 / totals.count(best) if me == best else 0.0), margin

    def after(self, position: Position, card: int) -> Points:
        """The points each seat wins from ``position`` on once ``card`` is played to it, everyone playing on as solved."""
        hands, trick, leader, order = position
        turn = (leader + len(trick)) & 3
        hands = hands[:turn] + (hands[turn] ^ 1 << card,) + hands[turn + 1:]
        trick = trick + (card,)
        if len(trick) < PLAYERS:
            return self.value((hands, trick, leader, order))[0]
        best_at, mask = trick_outcome(trick, order)  # KI-5
        gained = [0] * PLAYERS
        nxt = leader
        if best_at >= 0:
            nxt = (leader + best_at) & 3
            gained[nxt] = (mask & self.scoring[nxt]).bit_count()
        if mask & KIRIN_MASK:  # KI-6
            order = order_index_after(trick, order)[0]
        if not hands[nxt]:
            return tuple(gained)
        rest = self.value((hands, (), nxt, order))[0]
        return tuple(g + r for g, r in zip(gained, rest))

    def value(self, position: Position) -> tuple[Points, int]:
        """``(points each seat wins from here, the card the seat to play chooses)`` at ``position``."""
        known = self.memo.get(position)
        if known is not None:
            return known
        hands, trick, leader, order = position
        turn = (leader + len(trick)) & 3
        best: Optional[Points] = None
        best_key: tuple = ()
        choice = -1
        for card in ids_of(playable(hands[turn], trick, order)):  # KI-4
            points = self.after(position, card)
            if turn == self.seat:
                key: tuple = self.goal(points)
            else:
                mine = self.goal(points)
                key = (points[turn], -mine[0], -mine[1])
            if best is None or key > best_key:
                best, best_key, choice = points, key, card
        found = (best, choice)
        self.memo[position] = found
        return found

    def choices(self, state: State) -> dict[int, Points]:
        """Each card the seat to play in ``state`` may play, with the points every seat wins after it."""
        position = position_of(state)
        turn = (state.leader + len(state.trick)) & 3
        return {card: self.after(position, card) for card in ids_of(playable(state.hands[turn], state.trick,
                                                                             state.order))}

    def play_round(self, state: State) -> None:
        """Play ``state``'s round to its end in place through the engine, each seat choosing as solved."""
        rnd = state.round
        while state.phase == PLAY and state.round == rnd:
            card = self.value(position_of(state))[1]
            state.play_card(state.turn, card)


def position_of(state: State) -> Position:
    """The solver's position of a state in its play phase."""
    return tuple(state.hands), tuple(state.trick), state.leader, state.order


def cards_left(state: State) -> int:
    """The most cards any seat still holds."""
    return max(h.bit_count() for h in state.hands)
