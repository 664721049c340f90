"""The machinery every game shares: seats, apply with its checks, the log, saving, copying.

A game's state is a subclass of :class:`GameState` that gives the rules and nothing of
the machinery. It names itself (``GAME``, ``TITLE``, ``PLAYER_COUNTS``, ``RULES``,
``EVENT``, ``ACTION_INPUT``), declares its saved fields once (``SAVED``, see
:mod:`engines.fields`) and fills in these hooks:

* ``_setup`` deals a new game; ``to_act`` says who acts; ``_legal_actions`` lists what a
  seat may do; ``parse_action`` reads notation; ``_do`` carries out a legal action;
  ``_explain`` says why an action is not legal; ``scores`` and ``observation``;
* ``_fields_to_json`` / ``_fields_from_json`` write and read the saved fields of a
  position, ``_validate`` holds the invariants a loaded position must keep and
  ``_check_log_agrees`` that its log agrees with it.

Everything else lives here, once: the seat and input checks and the legality test of
:meth:`GameState.apply` (an action is legal when it is among the legal actions, which
are computed once per state and kept until the state changes), the log, equality,
cloning, and the JSON round trip (a game record is a seed and its moves; reading records
is :mod:`engines.records`). The log's lines are :mod:`engines.events`; the seat names :mod:`engines.words`.
"""

from __future__ import annotations

import dataclasses
import json
import random
from itertools import repeat
from operator import is_
from typing import Any, ClassVar

from . import IllegalAction, InvalidInput
from .boundary import (JSON_MAX_DEPTH, MOST_SEED, QUOTE_LIMIT, check_copies, check_players, check_rules, check_seed,  # noqa: F401
                       damage_words, json_copy, quote, rng_copy, rng_from_json, rng_to_json, seat_error, token_list,
                       type_name)
from .fields import (PLAYER_COUNT, SEAT, Field, check_log_claims, check_log_line, check_saved, line_of_text, list_of,  # noqa: F401
                     maybe, one_of, per_seat, record, repeated, seat_field, seat_numbers, true_or_false,
                     whole, words)
from .records import GAME_RECORD, MOST_CHARACTERS, MOST_MOVES, load_record  # noqa: F401
from .events import Event, PlainTupleLog  # noqa: F401
from .words import SEAT_NAMES, join_and, seat_name  # noqa: F401


def _fresh(data: Any) -> Any:
    """A fresh copy of JSON data the engine wrote itself (tuples become lists), sharing nothing with it."""
    return json.loads(json.dumps(data, allow_nan=False))


# ----- copying ------------------------------------------------------------------------------
_CONTAINERS = frozenset({list, dict, set})


def _copied(value: Any) -> Any:
    """A copy of a state's field that shares nothing that can change: lists, dicts, sets, rng.

    Tuples are shared as they are: a state never changes a list or dict kept inside a tuple.
    """
    kind = type(value)
    if kind is list:
        return value[:] if _CONTAINERS.isdisjoint(map(type, value)) else [_copied(v) for v in value]
    if kind is dict:
        return {key: _copied(v) for key, v in value.items()}
    if kind is set:
        return set(value)
    if kind is random.Random:
        return rng_copy(value)
    return value  # numbers, text, tuples, frozen cards and actions: never changed in place


# ----- the state ----------------------------------------------------------------------------
class GameState(PlainTupleLog):
    """Base class of every game's state; see the module docstring for what a game gives."""

    GAME: ClassVar[str] = "game"
    """The saved game's ``game`` field."""
    TITLE: ClassVar[str] = "This game"
    """The game's name in sentences."""
    PLAYER_COUNTS: ClassVar[range] = range(2, 5)
    RULES: ClassVar[type]
    """The game's ``Rules`` dataclass of variants; ``RULES()`` are the rulings."""
    EVENT: ClassVar[type[Event]] = Event
    ACTION_INPUT: ClassVar[tuple[type, ...]] = ()
    """What ``apply`` reads: the game's action types and ``str`` for notation; anything else is
    refused as ``InvalidInput``, with ``ACTION_NOTATION`` as the example."""
    ACTION_NOTATION: ClassVar[str] = ""
    PARSED_INPUT: ClassVar[tuple[type, ...]] = ()
    """Inputs besides notation text that ``apply`` hands to ``parse_action`` (Kirin: a bare card)."""
    SAVED: ClassVar[dict[str, Field]] = {}
    """Every saved field of a position beside ``game``, ``rng`` and ``events``, with what it may hold."""
    DEAL_OPTIONS: ClassVar[dict[str, Field]] = {}
    """Options of ``new_game`` besides players, seed and rules (Meow Oracle: ``first_player``);
    a game record given any writes them in its ``options`` field."""

    players: int
    rules: Any
    rng: random.Random
    _log: list
    _legal: dict
    _moves: list
    """The moves made since the start: (seat, action)."""
    log_left_out: bool = False
    """Whether the saved log was left out on loading because it does not agree with its position."""
    _origin: tuple | None
    """Where the moves start: ``("seed", (seed, options))`` for a game the engine dealt (new or loaded
    from a game record), ``("position", setup)`` for a what-if position; ``None`` for a position
    being built, which becomes its own start at its first move or save."""

    # ----- making a state ----------------------------------------------------------------
    @classmethod
    def new_game(cls, players: Any, seed: Any = None, rules: Any = None, **options: Any) -> "GameState":
        """A new game for ``players`` dealt from ``seed`` under ``rules``; the same seed, the same game.

        ``seed`` is a whole number from 0 to ``2**64 - 1``; ``None`` draws a fresh one from the
        operating system (below ``2**53``, so any JSON reader keeps it exact). Either way the
        seed is kept, and the game's record (:meth:`to_json`) is that seed and the moves.
        """
        players = check_players(players, cls.PLAYER_COUNTS, cls.TITLE)
        rules = check_rules(rules, cls.RULES, cls.RULES())
        seed = check_seed(seed)
        state = cls.undealt(players, rules, random.Random(seed))
        state.set_up(**options)
        state._origin = ("seed", (seed, options))
        return state

    @classmethod
    def undealt(cls, players: int, rules: Any, rng: random.Random) -> "GameState":
        """A state with its table, rules, random generator and an empty log, before any deal.

        The start every way of making a state fills in: :meth:`new_game` deals on it, a loader sets
        its saved fields, a coach's ``sample`` lays out a deal that agrees with one seat's
        observation. Nothing is checked here: ``players`` and ``rules`` are the caller's to check.
        """
        state = cls.__new__(cls)
        state.players, state.rules, state.rng = players, rules, rng
        state._log, state._legal, state._moves = [], {}, []
        state._origin = None  # a what-if position until a deal or a record says otherwise
        return state

    # ----- hooks a game fills in ---------------------------------------------------------
    def _setup(self, **options: Any) -> None:
        """Deal a new game and log its start."""
        raise NotImplementedError

    def to_act(self) -> list[int]:
        """Seats that must act now; ``[]`` once the game is over."""
        raise NotImplementedError

    def _legal_actions(self, seat: int) -> list:
        """Every action ``seat`` (a seat of this table) may take now; ``[]`` if it need not act."""
        raise NotImplementedError

    def parse_action(self, text: str):
        """Turn action notation into an action object (raises ``InvalidInput``)."""
        raise NotImplementedError

    def _explain(self, seat: int, action) -> IllegalAction:
        """Say, for a learner, why ``action`` is not legal for ``seat`` (whose turn it is) now."""
        return IllegalAction(f"{quote(action)} is not a legal action now.", rule="turn")

    def _do(self, seat: int, action) -> None:
        """Carry out an action known to be legal, with everything that follows from it."""
        raise NotImplementedError

    def scores(self) -> list[int]:
        """Each seat's score so far."""
        raise NotImplementedError

    def observation(self, seat: int) -> dict:
        """What ``seat`` may see, as JSON-compatible data."""
        raise NotImplementedError

    def _fields_to_json(self) -> dict:
        """The fields of ``SAVED`` as JSON-compatible data."""
        raise NotImplementedError

    def _fields_from_json(self, data: dict) -> None:
        """Set this empty state's fields from saved data already checked against ``SAVED``."""
        raise NotImplementedError

    def _check_log_agrees(self) -> None:
        """Raise ``InvalidInput`` unless a loaded position's log agrees with it: the cards or pieces it
        says were played are where the position has them, the scores it announces are the position's.
        An empty log agrees with every position."""

    def _validate(self) -> None:
        """Raise ``InvalidInput`` unless this loaded state is one the rules could reach.

        Games give the invariants that no single field shows: every card in one place,
        copies against the box, the fields fitting the phase.
        """

    # ----- acting ------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list:
        """Every action ``seat`` may take now (``[]`` if it need not act), as a fresh list.

        Anything but a seat of this table (a bool, a float, a negative index) is refused
        with ``IllegalAction`` (rule ``seats``).
        """
        return self._legal_now(seat)[:]

    def _legal_now(self, seat: int) -> list:
        """The legal actions of ``seat``, computed once per state and kept until it changes."""
        if seat.__class__ is not int or not 0 <= seat < self.players:
            raise seat_error(seat, self.players)
        legal = self._legal.get(seat)
        if legal is None:
            legal = self._legal[seat] = self._legal_actions(seat)
        return legal

    def apply(self, seat: int, action) -> None:
        """Carry out ``action`` (an action or its notation) for ``seat``.

        Raises ``IllegalAction`` (with ``.rule``) and leaves the state unchanged when
        the action is not among the seat's legal actions; raises ``InvalidInput`` for
        unreadable notation or something that is not an action at all.
        """
        legal = self._legal_now(seat)
        if not any(map(is_, legal, repeat(action))):  # not one of the actions legal_actions handed out
            action = self._read_action(seat, action, legal)
        if self._origin is None:
            self.as_position()
        self._legal = {}
        self._do(seat, action)
        self._moves.append((seat, action))

    def _read_action(self, seat: int, action, legal: list):
        """The legal action that ``action`` (notation, or an action equal to a legal one) names, or a refusal."""
        if self.ACTION_INPUT and not isinstance(action, self.ACTION_INPUT):
            raise InvalidInput(f"An action is notation such as {self.ACTION_NOTATION}, or one of "
                               f"this game's actions, not {type_name(action)}.")
        if type(action) is str or type(action) in self.PARSED_INPUT:
            action = self.parse_action(action)
        if action not in legal:
            raise self._explain_any(seat, action)
        return action

    def set_up(self, **options: Any) -> None:
        """Deal a new game on this undealt state (:meth:`undealt`) and log its start: the game's ``_setup``."""
        self._setup(**options)

    def saved_fields(self) -> dict:
        """The saved fields of ``SAVED`` as JSON-native data, without the generator or the log."""
        return self._fields_to_json()

    def check_invariants(self) -> None:
        """Raise ``InvalidInput`` unless this position keeps the invariants a loaded one must keep."""
        self._validate()

    def fields_changed(self) -> None:
        """Forget the legal actions kept for this state (for changes made outside ``_do``)."""
        self._legal = {}

    def _check_seat(self, seat: Any) -> None:
        """Refuse anything but a seat number of this table (no bool, no negative index)."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise seat_error(seat, self.players)

    def _explain_any(self, seat: int, action) -> IllegalAction:
        """Explain an illegal action, starting with the cases every game shares."""
        if self.is_over():
            return IllegalAction("The game is over: nobody can act any more.", rule="end")
        if seat not in self.to_act():
            waiting = ", ".join(seat_name(s) for s in self.to_act())
            return IllegalAction(
                f"It is not {seat_name(seat)}'s move: the table is waiting for {waiting}.",
                rule="turn",
            )
        return self._explain(seat, action)

    # ----- reading -----------------------------------------------------------------------
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

    # ----- saving: a game is its setup and its moves ------------------------------------
    def to_json(self) -> dict:
        """The game's record as fresh JSON data: how it starts and its moves, replayed on loading.

        A game the engine dealt is a **game record**, ``{"game", "record": "game", "players",
        "rules", "seed", "moves", "scores", "over"}`` (and ``"options"`` if ``new_game`` was
        given any): no dealt cards and no generator, so it can only be a game the engine
        dealt. Anything else (a chosen deal, a lesson's case, a position being built) is a
        **position record**, ``{"game", "record": "position", "setup", "moves", "scores",
        "over"}``, whose setup holds every field, the generator and the log. ``moves`` are
        ``[seat, notation]`` in order; ``scores`` and ``over`` are derived, for readers, and
        checked against the replay on loading.
        """
        if self._origin is None:
            self.as_position()
        origin, start = self._origin
        tail = {"moves": [[seat, str(action)] for seat, action in self._moves],
                "scores": self.scores(), "over": self.is_over()}
        if origin == "seed":
            seed, options = start
            head = {"game": self.GAME, "record": "game", "players": self.players,
                    "rules": dataclasses.asdict(self.rules), "seed": seed}
            if options:
                head["options"] = dict(options)
            return _fresh({**head, **tail})
        return _fresh({"game": self.GAME, "record": "position", "setup": start, **tail})

    def position_json(self) -> dict:
        """This very position as fresh JSON data: every field, the random generator and the log."""
        data = self._fields_json(events=True)
        data["game"] = self.GAME
        return data

    def _fields_json(self, events: bool) -> dict:
        """The saved fields and the random generator (and the log, with ``events``), as JSON."""
        data = self._fields_to_json()
        data["rng"] = rng_to_json(self.rng)
        if events:
            data["events"] = [list(event) for event in self.events]
        return _fresh(data)

    def to_position_json(self) -> dict:
        """This position as a what-if record with no moves (for an explorer's or a lesson's link)."""
        return _fresh({"game": self.GAME, "record": "position", "setup": self._fields_json(events=True),
                          "moves": [], "scores": self.scores(), "over": self.is_over()})

    def as_position(self) -> None:
        """Make this state the start of what follows: a what-if position (for builders and lessons)."""
        self._origin = ("position", self._fields_json(events=True))
        self._moves = []

    @classmethod
    def from_json(cls, data: Any) -> "GameState":
        """Load a game record: deal ``new_game(players, seed, rules)``, then replay its moves.

        A trust boundary: players, rules and seed are checked as ``new_game`` checks them;
        every move goes through :meth:`apply`, and the scores and end given must be the
        replay's. Anything else raises ``InvalidInput`` (and only that), with a short message
        naming the field or the move.
        """
        return cls._from_record(data, position=False)

    @classmethod
    def position_from_json(cls, data: Any, keep_log: bool | None = True) -> "GameState":
        """Load a position record (or a game record): the setup checked as a position, the moves replayed.

        The setup's log must agree with its position (the cards it says were played are where
        the position has them, the scores it announces are the position's). With ``keep_log=False``
        the setup's log is left out before anything is checked: a page that cannot vouch for a
        shared position's history shows the position without it. An empty log is always valid. With
        ``keep_log=None`` the log is kept if it agrees with its position and left out if not, in one reading
        of the record (``log_left_out`` says which): how a page opens a shared position.
        """
        if keep_log is False and type(data) is dict and type(data.get("setup")) is dict:
            data = {**data, "setup": {**data["setup"], "events": []}}
        return cls._from_record(data, position=True, lenient=keep_log is None)

    @classmethod
    def opening(cls, data: Any) -> "GameState":
        """The state a record (game or position) starts from, before its moves, checked as the loaders check it.

        A replay steps from here through the record's moves.
        """
        if type(data) is not dict:
            raise InvalidInput(f"A saved game is a JSON object (a dict), not {type_name(data)}.")
        start = {key: value for key, value in data.items() if key not in ("moves", "scores", "over")}
        return cls._from_record({**start, "moves": []}, position=True)

    @classmethod
    def _from_record(cls, data: Any, position: bool, lenient: bool = False) -> "GameState":
        """Load a record at the trust boundary: whatever JSON arrives, only ``InvalidInput`` leaves."""
        try:
            return load_record(cls, data, position, lenient)
        except InvalidInput:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError, OverflowError,
                ZeroDivisionError) as exc:  # IllegalAction is a ValueError: a move's refusal arrives named
            raise InvalidInput(f"This saved {cls.TITLE} game is damaged ({damage_words(exc)}); "
                               "it cannot be loaded.") from None

    @classmethod
    def _load_position(cls, data: dict, lenient: bool = False) -> "GameState":
        """A state from its saved fields, generator and log, checked field by field and as a whole; when
        ``lenient``, a log that does not agree is left out and the position checked again without it."""
        try:
            unknown = sorted(set(data) - set(cls.SAVED) - {"game", "rng", "events"})
            if unknown:
                raise InvalidInput(f"This saved {cls.TITLE} game has a field the game never writes: "
                                   f"{quote(unknown[0])}.")
            players = check_players(data.get("players"), cls.PLAYER_COUNTS, cls.TITLE)
            check_saved(data, cls.SAVED, players, cls.TITLE)
            state = cls.undealt(players, None, rng_from_json(data["rng"]))
            state._fields_from_json(data)
            events = data["events"]
            if type(events) is not list or any(type(e) is not list or not e or type(e[0]) is not str
                                               for e in events):
                raise InvalidInput("The saved game log is damaged: each line must be a list that starts "
                                   "with its kind.")
            state._log = [cls.EVENT(*event) for event in events]
            try:
                state._check_log()  # first: the rules' checks and an observation may read the log
                state._validate()
                state._check_loaded()
            except InvalidInput:
                if not (lenient and state._log):
                    raise
                state._log, state._legal, state.log_left_out = [], {}, True
                state._validate()
                state._check_loaded()
        except InvalidInput:
            raise
        except (KeyError, TypeError, IndexError, AttributeError, ValueError, RecursionError,
                OverflowError, ZeroDivisionError) as exc:
            raise InvalidInput(
                f"This saved {cls.TITLE} game is damaged ({damage_words(exc)}); it cannot be loaded."
            ) from None
        return state

    def _check_loaded(self) -> None:
        """Ask a loaded state every question a page will ask, so damage shows now, not later."""
        self._check_log_agrees()
        seats = self.to_act()
        if type(seats) is not list or any(type(s) is not int or not 0 <= s < self.players for s in seats):
            raise InvalidInput("This saved game names a seat to act that is not at the table.")
        self.scores()
        for seat in range(self.players):
            self.observation(seat)
            if not self.legal_actions(seat) and seat in seats:
                raise InvalidInput(f"This saved game waits for {seat_name(seat)}, who could do nothing.")

    def _check_log(self) -> None:
        """Every loaded log line: a known kind, the data that kind is written with, its sentences; then what the
        lines claim together (:func:`engines.fields.check_log_claims`)."""
        private, public_text, known = self.EVENT.PRIVATE, self.EVENT.PUBLIC_TEXT, self.EVENT.TEXT
        fields = self.EVENT.FIELDS
        for line, event in enumerate(self.events, 1):
            if (known and event[0] not in known) or (fields and event[0] not in fields):
                raise InvalidInput(f"Line {line} of the saved log is of an unknown kind {quote(event[0])}.")
            if fields:
                check_log_line(event, line, fields[event[0]], self.players)
            str(event)
            if event[0] in private:
                public_text[event[0]](*event[1:])
        check_log_claims(self.events, self.EVENT)

    def clone(self) -> "GameState":
        """An independent copy: acting on it leaves this state alone."""
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__ = {name: _copied(value) for name, value in self.__dict__.items()}
        twin._legal = {}
        return twin

    def __eq__(self, other: object) -> bool:
        """Two states are equal when they are the same position (fields, random generator, log)."""
        if type(other) is not type(self):
            return NotImplemented
        mine, theirs = self._fields_to_json(), other._fields_to_json()
        if mine != theirs and _fresh(mine) != _fresh(theirs):  # a tuple here may be a list there
            return False
        if self.rng.getstate() != other.rng.getstate():
            return False
        mine, theirs = self.events, other.events
        return mine == theirs or _fresh(mine) == _fresh(theirs)

    __hash__ = None  # type: ignore[assignment]
