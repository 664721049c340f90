"""The state machinery every game shares: seats, apply with checks, events, JSON, clone.

A game module defines a subclass of :class:`GameState` and fills in a few hooks:
``to_act``, ``legal_actions``, ``parse_action``, ``_explain`` (why an action is
illegal), ``_do`` (carry out a legal action), ``scores``, ``observation`` and the
JSON pair ``_fields_to_json`` / ``_fields_from_json``. Everything else -- the checks
in :meth:`GameState.apply`, equality, cloning, the random generator's round trip and
the winners -- lives here once.
"""

from __future__ import annotations

import copy
import random
from typing import Any, ClassVar, Iterable

from . import IllegalAction

SEAT_NAMES = ("Aiko", "Bruno", "Chidi", "Dagny", "Esme")
"""Default names for seats 0..4, used in event text so a log reads like table talk."""


def seat_name(seat: int) -> str:
    """Return the table-talk name of a seat."""
    return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else f"Seat {seat}"


def rng_to_json(rng: random.Random) -> list:
    """Encode a ``random.Random`` state as JSON-compatible lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list) -> random.Random:
    """Rebuild a ``random.Random`` from :func:`rng_to_json` output."""
    rng = random.Random()
    rng.setstate((data[0], tuple(data[1]), data[2]))
    return rng


class Event(tuple):
    """One line of a game log: ``(kind, *data)`` with JSON-native data.

    The text is made only when it is read (``str(event)``), so recording an event
    costs no more than building a tuple. Game modules subclass this and give
    ``TEXT``: a mapping from kind to a function of the data returning a sentence.
    """

    __slots__ = ()
    TEXT: ClassVar[dict[str, Any]] = {}
    PRIVATE: ClassVar[frozenset] = frozenset()
    """Kinds whose first datum is the only seat allowed to read the full sentence."""
    PUBLIC_TEXT: ClassVar[dict[str, Any]] = {}
    """For private kinds: the sentence every other seat reads instead."""

    def __new__(cls, kind: str, *data: Any) -> "Event":
        return tuple.__new__(cls, (kind, *data))

    @property
    def kind(self) -> str:
        """The event's kind, e.g. ``"deal"`` or ``"score"``."""
        return self[0]

    @property
    def data(self) -> tuple:
        """The event's data after its kind."""
        return self[1:]

    def __str__(self) -> str:
        describe = self.TEXT.get(self[0])
        return describe(*self[1:]) if describe else " ".join(map(str, self))

    def __repr__(self) -> str:
        return f"{type(self).__name__}{tuple(self)!r}"

    def seen_by(self, seat: int | None) -> str:
        """The sentence as ``seat`` may read it (``None``: the all-seeing replay view)."""
        if seat is not None and self[0] in self.PRIVATE and self[1] != seat:
            return self.PUBLIC_TEXT[self[0]](*self[1:])
        return str(self)

    def __getnewargs__(self) -> tuple:  # so copy, deepcopy and pickle rebuild it intact
        return tuple(self)


class GameState:
    """Base class of every game's state; see the module docstring for the hooks."""

    GAME: ClassVar[str] = "game"
    EVENT: ClassVar[type[Event]] = Event

    players: int
    rng: random.Random
    events: list

    # ----- hooks a game fills in -------------------------------------------------
    def to_act(self) -> list[int]:
        """Seats that must act now; ``[]`` once the game is over."""
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list:
        """Every action the seat may take now (``[]`` if it need not act)."""
        raise NotImplementedError

    def parse_action(self, text: str):
        """Turn action notation into an action object (raises ``InvalidInput``)."""
        raise NotImplementedError

    def _explain(self, seat: int, action) -> IllegalAction:
        """Say, for a learner, why ``action`` is not legal for ``seat`` now."""
        return IllegalAction(f"{action} is not a legal action now.", rule="turn")

    def _do(self, seat: int, action) -> None:
        """Carry out an action already known to be legal."""
        raise NotImplementedError

    def scores(self) -> list[int]:
        """Each seat's score so far."""
        raise NotImplementedError

    def observation(self, seat: int) -> dict:
        """What ``seat`` may see, as JSON-compatible data."""
        raise NotImplementedError

    def _fields_to_json(self) -> dict:
        """The game's own fields as JSON-compatible data."""
        raise NotImplementedError

    @classmethod
    def _fields_from_json(cls, data: dict) -> "GameState":
        """Rebuild a state (without rng and events) from ``_fields_to_json`` data."""
        raise NotImplementedError

    # ----- shared machinery ------------------------------------------------------
    def _is_legal(self, seat: int, action) -> bool:
        """Whether ``action`` is legal for ``seat``; games may give a faster test."""
        return action in self.legal_actions(seat)

    def apply(self, seat: int, action) -> None:
        """Carry out ``action`` (an action or its notation) for ``seat``.

        Raises ``IllegalAction`` (with ``.rule``) and leaves the state unchanged when
        the action is not allowed; raises ``InvalidInput`` for unreadable notation.
        """
        if isinstance(action, str):
            action = self.parse_action(action)
        if type(seat) is not int or not 0 <= seat < self.players or not self._is_legal(seat, action):
            raise self._explain_any(seat, action)
        self._do(seat, action)

    def _explain_any(self, seat: int, action) -> IllegalAction:
        """Explain an illegal action, starting with the cases every game shares."""
        if self.is_over():
            return IllegalAction("The game is over: nobody can act any more.", rule="end")
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            return IllegalAction(
                f"There is no seat {seat!r}: seats are numbered 0 to {self.players - 1}.",
                rule="seats",
            )
        if seat not in self.to_act():
            waiting = ", ".join(seat_name(s) for s in self.to_act())
            return IllegalAction(
                f"It is not {seat_name(seat)}'s move: the table is waiting for {waiting}.",
                rule="turn",
            )
        return self._explain(seat, action)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return not self.to_act()

    def winners(self) -> list[int]:
        """Seats with the highest score (several when tied)."""
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def log(self) -> list[str]:
        """Every event as sentences, one per line (the all-seeing view, for replays)."""
        return self.visible_log(None)

    def visible_log(self, seat: int | None) -> list[str]:
        """The log as ``seat`` may read it, one sentence per line; ``None`` shows everything."""
        return [line for e in self.events for line in e.seen_by(seat).split("\n")]

    def to_json(self) -> dict:
        """The whole state as JSON-compatible data (rng and events included)."""
        data = self._fields_to_json()
        data["game"] = self.GAME
        data["rng"] = rng_to_json(self.rng)
        data["events"] = [list(event) for event in self.events]
        return data

    @classmethod
    def from_json(cls, data: dict) -> "GameState":
        """Rebuild a state saved by :meth:`to_json`."""
        if data.get("game") != cls.GAME:
            raise ValueError(f"This data is a saved {data.get('game')!r} game, not {cls.GAME!r}.")
        state = cls._fields_from_json(data)
        state.rng = rng_from_json(data["rng"])
        state.events = [cls.EVENT(*event) for event in data["events"]]
        return state

    def clone(self) -> "GameState":
        """An independent copy: acting on it leaves this state alone."""
        return copy.deepcopy(self)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


def check_copies(cards: Iterable, limit_of, describe) -> None:
    """Raise ``InvalidInput`` if any card appears more often than the game has copies.

    ``limit_of(card)`` gives how many copies exist; ``describe(card, n, limit)`` the
    message for a card used ``n`` times.
    """
    from . import InvalidInput

    counts: dict = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    for card, n in counts.items():
        limit = limit_of(card)
        if n > limit:
            raise InvalidInput(describe(card, n, limit))
