"""The Luminous Dragon Egg's game state: rounds of hidden set building, the egg, scoring, the refill.

A round (``phase``, one of the words of :data:`rules.PHASES`):

``build``   every player (simultaneously, hidden) returns any bracelets to draw cards
            (DE-5) and then places two sets; the engine orders them Far/Near (DE-2).
``egg``     if someone holds the egg, they may use it: name Far or Near, everyone else
            shows that set, and the holder rebuilds from the same hand (DE-7).
(scoring)   automatic: money, the egg's move, bracelets, the end checks (DE-3, DE-5,
            DE-7, DE-8), then hand resolution and the refill of 4 cards (DE-6).
``discard`` players holding 6 or more cards discard down to 5, by choice (DE-6).

The deck is kept as an unordered pool: drawing takes a uniformly random card from it
with the state's own generator, which is the same as drawing from the top of a
well-shuffled deck.
"""

from __future__ import annotations

from math import floor
from typing import Iterable

from ..core import GameState
from .actions import (ACTION_TYPES, BRACELET, DISCARDS, EGG_CHOICES, SET_FRIENDS, SET_INDICES, SET_POWER, Action,
                      Build, KeepEgg, ReturnBracelet, UseEgg, hand_builds, parse_action)
from .cards import CARDS, DECK_INDICES, TOKEN, Card, tokens
from .explain import explain
from .log import COMPACT, DragonEggEvent, written_out
from .rules import (BRACELET_SUPPLY, BUILD, DISCARD, EGG, HAND_SIZE, NO_QUALIFIER, OVER, REFILL, Rules,
                    earnings_of, egg_after, may_draw_while_rebuilding, must_discard, set_scores, threshold,
                    zero_earners)
from .saves import SAVED, fields_from_json, fields_to_json, log_agrees, validate


class State(GameState):
    """A game of The Luminous Dragon Egg for 2-5 players.

    Cards are card indices (``Card.index``); hands are kept sorted. A scoring and the end
    are logged as one compact record each (see :mod:`.log`).
    """

    GAME = "dragon_egg"
    TITLE = "The Luminous Dragon Egg"
    PLAYER_COUNTS = range(2, 6)
    RULES = Rules
    EVENT = DragonEggEvent
    ACTION_INPUT = (*ACTION_TYPES, str)
    ACTION_NOTATION = "'R7 R* | B2 B3' or 'bracelet'"
    SAVED = SAVED

    deck: list[int]
    """The draw pile, unordered (see the module docstring)."""
    discard: list[int]
    hands: list[list[int]]
    money: list[int]
    bracelets: list[int]
    supply: int
    """Bracelets left in the supply (DE-5)."""
    egg_holder: int | None
    egg_used_by: int | None
    """The seat that used the egg this round (DE-7), if any."""
    egg_target: str | None
    """The set it named, ``"far"`` or ``"near"``."""
    shown: list[str | None]
    """Each seat's set shown because of the egg this round, as notation."""
    builds: list[Build | None]
    """Each seat's placed sets this round, or None while it has not placed them."""
    last: tuple | None
    """(builds, Far scores, Near scores) of the last scoring."""
    round: int
    phase: str
    end_reason: str | None
    _unplaced: list[int]
    """The seats whose ``builds`` entry is None, in seat order: the seats to act while building."""

    _written_out = staticmethod(written_out)
    parse_action = staticmethod(parse_action)
    _explain = explain
    _fields_to_json = fields_to_json
    _fields_from_json = fields_from_json
    _validate = validate
    _check_log_agrees = log_agrees

    # ----- a new game --------------------------------------------------------------------
    def _setup(self) -> None:
        """Deal 5 cards to each player from the full deck and start round 1."""
        n = self.players
        self.deck = list(DECK_INDICES)
        self.discard = []
        self.hands = [[] for _ in range(n)]
        self.money = [0] * n
        self.bracelets = [0] * n
        self.supply = BRACELET_SUPPLY
        self.egg_holder = self.egg_used_by = self.egg_target = None
        self.shown = [None] * n
        self.builds = [None] * n
        self.last = None
        self.round = 0
        self.phase = BUILD
        self.end_reason = None
        self._log.append(("start", n, threshold(n)))
        self._draw(range(n), HAND_SIZE, "deal")
        self._start_round()

    # ----- who acts and what they may do -------------------------------------------------
    def to_act(self) -> list[int]:
        """Seats still to build, the egg holder deciding, or seats discarding down."""
        phase = self.phase
        if phase == BUILD:
            return self._unplaced.copy()
        if phase == EGG:
            return [self.egg_holder]
        if phase == DISCARD:
            return [seat for seat, hand in enumerate(self.hands) if must_discard(len(hand))]
        return []

    def _legal_actions(self, seat: int) -> list[Action]:
        """Builds (and a bracelet return), egg choices, or discards, as the phase allows."""
        phase = self.phase
        if phase == BUILD:
            if self.builds[seat] is not None:
                return []
            actions = list(hand_builds(tuple(self.hands[seat]), self.rules.revelation == "strict"))
            if self.bracelets[seat] and may_draw_while_rebuilding(self.egg_used_by == seat, self.rules):
                actions.append(BRACELET)
            return actions
        if phase == EGG:
            return list(EGG_CHOICES) if seat == self.egg_holder else []
        if phase == DISCARD and must_discard(len(self.hands[seat])):
            return [DISCARDS[i] for i in sorted(set(self.hands[seat]))]
        return []

    # ----- carrying out actions ----------------------------------------------------------
    def _do(self, seat: int, action: Action) -> None:
        """Carry out a legal action and move the round on."""
        kind = type(action)
        if kind is Build:
            self._place(seat, action)
        elif kind is ReturnBracelet:
            self._return_bracelet(seat)
        elif kind is UseEgg:
            self._use_egg(seat, action.target)
        elif kind is KeepEgg:
            self._log.append(("egg_keep", seat))
            self._score()
        else:
            self._discard(seat, action.card.index)

    def _place(self, seat: int, build: Build) -> None:
        """Put two sets from the hand face down; when all are placed, go to the egg or the reveal."""
        (a, b), (c, d) = SET_INDICES[build.far], SET_INDICES[build.near]
        hand = self.hands[seat]
        hand.remove(a)
        hand.remove(b)
        hand.remove(c)
        hand.remove(d)
        self.builds[seat] = build
        self._log.append(("build", seat, a, b, c, d))
        self._unplaced.remove(seat)
        if not self._unplaced:
            if self.egg_holder is not None and self.egg_used_by is None:
                self.phase = EGG  # the holder may use the egg once a round, before the reveal (DE-7)
            else:
                self._score()

    def _return_bracelet(self, seat: int) -> None:
        """DE-5: the bracelet goes back to the supply and the player draws a card."""
        self.bracelets[seat] -= 1
        self.supply += 1
        self._log.append(("bracelet_return", seat))
        self._draw((seat,), 1, "draw")

    def _use_egg(self, seat: int, target: str) -> None:
        """DE-7: the egg returns to the centre, the others show a set, the holder rebuilds."""
        self.egg_used_by, self.egg_target, self.egg_holder = seat, target, None
        self._log.append(("egg_use", seat, target))
        for other, build in enumerate(self.builds):
            if other != seat:
                shown = tokens(build.far if target == "far" else build.near)
                self.shown[other] = shown
                self._log.append(("show", other, target, shown))
        hand = self.hands[seat]
        hand += self.builds[seat].indices
        hand.sort()
        self.builds[seat] = None
        self._unplaced = [seat]
        self._log.append(("take_back", seat))
        self.phase = BUILD

    def _score(self) -> None:
        """Reveal and score (DE-3), move the egg (DE-7), give bracelets (DE-5), check the end (DE-8)."""
        builds, money = self.builds, self.money
        far = [SET_POWER[b.far] for b in builds]
        near = [SET_POWER[b.near] for b in builds]
        far_scores, near_scores = set_scores(far), set_scores(near)
        earnings = earnings_of(far_scores, near_scores)
        for seat, earned in enumerate(earnings):
            money[seat] += earned
        self.last = (builds, far_scores, near_scores)  # never changed: the next round has a new list
        self._log.append((COMPACT, "score", builds, far_scores, near_scores, tuple(money)))
        self._move_egg(near)
        earned_nothing = zero_earners(earnings)
        reached = max(money) >= threshold(self.players)
        if len(earned_nothing) > self.supply:
            return self._end("bracelets", "threshold" if reached else None)
        for seat in earned_nothing:
            self.bracelets[seat] += 1
            self.supply -= 1
            self._log.append(("bracelet_gain", seat, self.supply))
        if reached:
            return self._end("threshold")
        self._resolve()

    def _move_egg(self, near: list[int]) -> None:
        """DE-7: the egg goes to the qualifier with the strictly strongest Near, if any."""
        old, builds = self.egg_holder, self.builds
        far_friends = [SET_FRIENDS[b.far] for b in builds]
        near_friends = [SET_FRIENDS[b.near] for b in builds]
        holder, why = egg_after(far_friends, near_friends, near, old)
        if holder != old:
            self._log.append(("egg_move", holder, old, why))
        elif why != NO_QUALIFIER:  # qualifiers, but none takes it: the log says why
            self._log.append(("egg_stay", old, why))
        self.egg_holder = holder

    def _resolve(self) -> None:
        """DE-6: used cards join the deck, everyone draws 4, then discards down to 5."""
        deck = self.deck
        for build in self.builds:
            deck += SET_INDICES[build.far]
            deck += SET_INDICES[build.near]
        self.builds = [None] * self.players
        deck += self.discard
        self.discard = []
        self._log.append(("resolve", len(deck)))
        if not self._draw(range(self.players), REFILL, "draw"):
            return
        if must_discard(max(map(len, self.hands))):  # someone holds too many (DE-6)
            self.phase = DISCARD
        else:
            self._start_round()

    def _discard(self, seat: int, card: int) -> None:
        """DE-6: one card from the hand to the discards; when nobody holds too many, a new round."""
        self.hands[seat].remove(card)
        self.discard.append(card)
        self._log.append(("discard", seat, TOKEN[card]))
        if not self.to_act():
            self._start_round()

    def _draw(self, seats: Iterable[int], k: int, kind: str) -> bool:
        """Each of ``seats`` in turn draws ``k`` random cards into the hand (kept sorted), the discards
        reshuffled into an empty deck (DE-6); False if a card had to be drawn from nothing (DE-8)."""
        deck, rand, log = self.deck, self.rng.random, self._log
        for seat in seats:
            drawn: list[int] = []
            for _ in range(k):
                if not deck:
                    if not self.discard:
                        break
                    log.append(("reshuffle", len(self.discard)))
                    deck += self.discard
                    self.discard = []
                i = floor(rand() * len(deck))  # a random card of the pool; the pool's last takes its place
                drawn.append(deck[i])
                deck[i] = deck[-1]
                deck.pop()
            if drawn:
                hand = self.hands[seat]
                hand += drawn
                hand.sort()
                log.append((kind, seat, *drawn))  # private: only this seat reads the cards
            if len(drawn) < k:
                self._end("draw")
                return False
        return True

    def _start_round(self) -> None:
        """Begin a round of set building."""
        self.round += 1
        self.phase = BUILD
        self.builds = [None] * self.players
        self._unplaced = [*range(self.players)]
        self.shown = [None] * self.players
        self.egg_used_by = self.egg_target = None
        self._log.append(("round", self.round))

    def _end(self, reason: str, also: str | None = None) -> None:
        """End the game; the most money wins, ties share (DE-8). ``also``: a second reason met."""
        self.phase = OVER
        self.end_reason = reason
        self._log.append((COMPACT, "end", reason, tuple(self.winners()), tuple(self.money), also))

    # ----- reading the state -------------------------------------------------------------
    def scores(self) -> list[int]:
        """Money (ZOO) of every seat."""
        return list(self.money)

    def hand(self, seat: int) -> list[Card]:
        """The cards in a seat's hand."""
        return [CARDS[i] for i in self.hands[seat]]

    def observation(self, seat: int) -> dict:
        """What ``seat`` may see: own hand and sets, public counts, revealed sets only."""
        self._check_seat(seat)
        own = self.builds[seat]
        over = self.phase == OVER
        return {
            "game": self.GAME, "seat": seat, "players": self.players, "round": self.round,
            "phase": self.phase, "to_act": self.to_act(),
            "hand": [TOKEN[i] for i in self.hands[seat]],
            "my_sets": None if own is None else [tokens(own.far), tokens(own.near)],
            "placed": [b is not None for b in self.builds],
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck), "discard_size": len(self.discard),
            "money": list(self.money), "threshold": threshold(self.players),
            "bracelets": list(self.bracelets), "supply": self.supply,
            "egg_holder": self.egg_holder, "egg_used_by": self.egg_used_by,
            "egg_target": self.egg_target, "shown": list(self.shown),
            "revelation": self.rules.revelation, "rebuild_draws": self.rules.rebuild_draws,
            "last_round": self._last_round(),
            "over": over, "end_reason": self.end_reason,
            "end_reasons": self._end_reasons(),
            "winners": self.winners() if over else [],
        }

    def _end_reasons(self) -> list[str]:
        """Every reason the game ended for (one scoring can meet two, DE-8); ``[]`` before the end."""
        if self.phase != OVER:
            return []
        end = self.events[-1]
        return [end[1], *end[4:5]]

    def _last_round(self) -> dict | None:
        """The public result of the last scoring, if any."""
        if self.last is None:
            return None
        builds, far_scores, near_scores = self.last
        return {"far": [tokens(b.far) for b in builds], "near": [tokens(b.near) for b in builds],
                "far_scores": list(far_scores), "near_scores": list(near_scores),
                "earnings": earnings_of(far_scores, near_scores)}
