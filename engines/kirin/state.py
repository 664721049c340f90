"""The Kirin game loop: three rounds of declaration and eight tricks for four players.

A round goes: deal 9 cards each; every player secretly declares one card (its beast
is the one they collect, the card itself sits out, KI-7); eight tricks, led first by
seat ``round - 1`` (KI-7) and then by each trick's winner, with the follow rule
(KI-4), the winner (KI-5; an all-Kirin trick has none, its cards are set aside and
the leader leads again) and the Kirin effect after the trick (KI-6); then the
declarations are revealed and each player scores one point per won card of their
declared beast (KI-7). Every round starts in ascending order (KI-2).

Read ``State`` top to bottom: setting up, whose move, then one method per step of
the game: declare, play a card, end of trick, end of round, end of game.

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

A hand, a won pile and the cards set aside are bit masks over card ids (see ``cards``);
a card in the trick or a declaration is a card id (``-1``: none yet).
"""

from __future__ import annotations

from engines.core import GameState

from .actions import DECLARES_BY_PATTERN, PLAYS_BY_PATTERN, Action, Declare, Play, parse_action
from .cards import CARDS, TOKENS, Card, cards_of, listed, tokens_of
from .explain import explain
from .log import KirinEvent
from .rules import (DECLARE, KIRIN_MASK, ORDERS, OVER, PLAY, PLAYERS, Rules, order_index_after, playable,
                    scoring_mask, trick_outcome)
from .saves import SAVED, fields_from_json, log_agrees, fields_to_json, validate


def trick_lines(leader: int, trick: list[int], order: int) -> list[tuple]:
    """The log lines that end a trick of card ids led by ``leader``: who wins it (KI-5), then its Kirin effect (KI-6)."""
    best_at, mask = trick_outcome(trick, order)
    cards = " ".join([TOKENS[c] for c in trick])
    if best_at < 0:
        lines: list[tuple] = [("all_kirin", leader, cards)]
    else:
        lines = [("win", (leader + best_at) % PLAYERS, cards, TOKENS[trick[best_at]])]
    if mask & KIRIN_MASK:
        new, strongest, count = order_index_after(trick, order)
        if count > 1:
            lines.append(("order_cancelled", CARDS[strongest].beast.name, ORDERS[order].value))
        elif new == order:
            lines.append(("order_kept", TOKENS[strongest], ORDERS[order].value))
        else:
            lines.append(("to_descending" if new else "to_ascending", TOKENS[strongest]))
    return lines


class State(GameState):
    """A game of Kirin for four players (see the module docstring for the round structure)."""

    GAME = "kirin"
    TITLE = "Kirin"
    PLAYER_COUNTS = range(PLAYERS, PLAYERS + 1)
    RULES = Rules
    EVENT = KirinEvent
    ACTION_INPUT = (Play, Declare, str, Card)
    ACTION_NOTATION = "'play Q6' or 'declare Q6'"
    PARSED_INPUT = (Card,)
    """A bare card is read as the phase's action: declare it, or play it."""
    SAVED = SAVED

    rules: Rules
    round: int
    phase: str
    order: int
    """The order in force: 0 ascending, 1 descending (an index into ``ORDERS``)."""
    leader: int
    turn: int
    """The seat to play, or -1 outside the play phase."""
    hands: list[int]
    declared: list[int]
    trick: list[int]
    won: list[int]
    aside: int
    tricks: list[tuple[int, tuple[int, ...], int, int]]
    """This round's finished tricks: ``(leader, card ids, winner or -1, order index)``."""
    totals: list[int]
    history: list[tuple[tuple[int, ...], tuple[int, ...]]]
    """The finished rounds: ``(declared card ids, points by seat)``."""

    # ----- the hooks of GameState written in other modules ----------------------------------------
    _explain = explain
    _fields_to_json = fields_to_json
    _fields_from_json = fields_from_json
    _validate = validate
    _check_log_agrees = log_agrees

    # ----- setting up -----------------------------------------------------------------------
    def _setup(self) -> None:
        """A new game: no points yet, then round 1 is dealt."""
        self.round = 0
        self.order = 0
        self.totals = [0] * PLAYERS
        self.history = []
        self._deal_round(1)

    def _deal_round(self, rnd: int) -> None:
        """Start round ``rnd``: order back to ascending (KI-2), deal 9 each, declarations open (KI-7)."""
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
        self._log.append(self._deal_line())

    def _deal_line(self) -> tuple:
        """The log line of a round's deal: the round and who leads first."""
        return ("deal", self.round, self.leader)

    # ----- whose move and which moves -------------------------------------------------------
    def to_act(self) -> list[int]:
        """The seat to play, or the seats still to declare (KI-7); ``[]`` when the game is over."""
        if self.phase == PLAY:
            return [self.turn]
        if self.phase == DECLARE:
            return [s for s in range(PLAYERS) if self.declared[s] < 0]
        return []

    def _legal_actions(self, seat: int) -> list[Action]:
        """A declaration of any card of the hand (KI-7), or a play of a card the follow rule allows (KI-4)."""
        if self.phase == PLAY:
            if seat != self.turn:
                return []
            return listed(playable(self.hands[seat], self.trick, self.order), PLAYS_BY_PATTERN)
        if self.phase == DECLARE and self.declared[seat] < 0:
            return listed(self.hands[seat], DECLARES_BY_PATTERN)
        return []

    def parse_action(self, text: str) -> Action:
        """Read ``play Q6``, ``declare Q6`` or a bare card (token or card: the current phase's action)."""
        return parse_action(text, self.phase == DECLARE)

    # ----- the steps of the game --------------------------------------------------------------
    def _do(self, seat: int, action: Action) -> None:
        """Carry out a legal action: a declaration or a card played."""
        if action.__class__ is Play:
            self.play_card(seat, action.card.id)
        else:
            self.declare_card(seat, action.card.id)

    def declare_card(self, seat: int, card: int) -> None:
        """KI-7: the card (an id taken as legal, as a playout picks it) leaves the hand face down; once all four
        have declared, the leader leads."""
        self.hands[seat] ^= 1 << card
        self.declared[seat] = card
        self._log.append(("declare", seat))
        if -1 not in self.declared:
            self.phase = PLAY
            self.turn = self.leader
            self._log.append(("declared", self.leader))

    def play_card(self, seat: int, card: int) -> None:
        """Play a card (an id taken as legal, as a playout picks it) to the trick; then the next seat clockwise,
        or the fourth card ends the trick."""
        self.hands[seat] ^= 1 << card
        self.trick.append(card)
        self._log.append(("play", seat, TOKENS[card]))
        if len(self.trick) < PLAYERS:
            self.turn = (seat + 1) % PLAYERS
        else:
            self._end_trick()

    def _end_trick(self) -> None:
        """End of a trick: its winner takes the cards and leads next (KI-5), then the Kirin effect (KI-6).

        If every card is a Kirin card nobody wins: the cards are set aside and the leader
        leads again (KI-5). After the eighth trick, the round ends.
        """
        trick, order, leader = self.trick, self.order, self.leader
        best_at, mask = trick_outcome(trick, order)
        if best_at < 0:
            winner = -1
            self.aside |= mask
        else:
            winner = (leader + best_at) % PLAYERS
            self.won[winner] |= mask
        self._log += trick_lines(leader, trick, order)
        if mask & KIRIN_MASK:
            self.order = order_index_after(trick, order)[0]  # KI-6
        self.tricks.append((leader, tuple(trick), winner, order))
        self.trick = []
        next_leader = leader if winner < 0 else winner
        if self.hands[next_leader]:
            self.leader = self.turn = next_leader
        else:
            self._end_round()

    def _end_round(self) -> None:
        """KI-7: reveal the declarations, score the won cards of each declared beast; next round or the end."""
        points = self.points_this_round()
        for s in range(PLAYERS):
            self.totals[s] += points[s]
        self.history.append((tuple(self.declared), points))
        self._log.append(("reveal", self.round, " ".join(TOKENS[c] for c in self.declared)))
        for s in range(PLAYERS):
            self._log.append(("score", s, CARDS[self.declared[s]].beast.name, points[s], self.totals[s]))
        self.turn = -1
        if self.round >= self.rules.rounds:
            self._end_game()
        else:
            self._deal_round(self.round + 1)

    def _end_game(self) -> None:
        """KI-7: after the last round, the most points win; ties share the win."""
        self.phase = OVER
        self._log.append(("end", " ".join(map(str, self.totals)), " ".join(map(str, self.winners()))))

    # ----- scores and what a seat sees ------------------------------------------------------
    def points_this_round(self) -> tuple[int, ...]:
        """KI-7: each seat's won cards of its declared beast this round."""
        return tuple(scoring_mask(self.won[s], self.declared[s]).bit_count() for s in range(PLAYERS))

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
            "phase": self.phase,
            "order": self.current_order(),
            "leader": self.leader,
            "to_act": self.to_act(),
            "hand": tokens_of(self.hands[seat]),
            "declaration": TOKENS[self.declared[seat]] if self.declared[seat] >= 0 else None,
            "declared": [d >= 0 for d in self.declared],
            "hand_sizes": [h.bit_count() for h in self.hands],
            "trick": [[(self.leader + i) % PLAYERS, TOKENS[c]] for i, c in enumerate(self.trick)],
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

    # ----- for learners and widgets ---------------------------------------------------------
    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds (the whole truth: for tests and teaching, not for bots)."""
        self._check_seat(seat)
        return cards_of(self.hands[seat])

    def current_order(self) -> str:
        """The order in force: ``"ascending"`` or ``"descending"`` (KI-2)."""
        return ORDERS[self.order].value

