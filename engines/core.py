"""The state machinery every game shares: seats, apply with checks, events, JSON, clone.

A game module defines a subclass of :class:`GameState` and fills in a few hooks:
``to_act``, ``legal_actions``, ``parse_action``, ``_explain`` (why an action is
illegal), ``_do`` (carry out a legal action), ``scores``, ``observation`` and the
JSON pair ``_fields_to_json`` / ``_fields_from_json``. Everything else -- the checks
in :meth:`GameState.apply`, the check of a loaded log against the game's
``Event.FIELDS``, equality, cloning, the random generator's round trip and the
winners -- lives here once.
"""

from __future__ import annotations

import copy
import random
import reprlib
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable

from . import IllegalAction, InvalidInput

SEAT_NAMES = ("Aiko", "Bruno", "Chidi", "Dagny", "Esme")
"""Default names for seats 0..4, used in event text so a log reads like table talk."""


def seat_name(seat: int) -> str:
    """Return the table-talk name of a seat."""
    return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else f"Seat {seat}"


def join_and(items) -> str:
    """Words joined as in a sentence: ``a``, ``a and b``, ``a, b and c`` (``""`` for none)."""
    words = [str(item) for item in items]
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


# ----- the trust boundary: short quotes, seats, players, rules, tokens, JSON ----------
QUOTE_LIMIT = 30
"""How many characters of a learner's input an error message repeats at most."""

_QUOTER = reprlib.Repr()
_QUOTER.maxlevel = 2
_QUOTER.maxstring = QUOTE_LIMIT
_QUOTER.maxother = QUOTE_LIMIT
_QUOTER.maxlist = _QUOTER.maxtuple = _QUOTER.maxdict = _QUOTER.maxset = 4


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """What was typed, quoted for a message: at most ``limit`` characters and its length.

    >>> quote("R7 R7")
    "'R7 R7'"
    >>> quote("X" * 100)
    "'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX...' (100 characters)"
    """
    if (not isinstance(value, (str, list, tuple, dict, set, frozenset, bytes))
            and type(value).__str__ is not object.__str__ and type(value).__str__ is not int.__str__
            and type(value).__str__ is not float.__str__):
        try:
            value = str(value)  # a card or action: its notation
        except Exception:
            return f"<{type(value).__name__}>"
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit]!r}"[:-1] + f"...' ({len(value):,} characters)"
    try:
        text = _QUOTER.repr(value)
    except Exception:  # a hostile __repr__ must not turn a refusal into a crash
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 2 * limit else text[: 2 * limit] + "..."


def type_name(value: Any) -> str:
    """A learner's name for the type of a value: 'a number', 'nothing (None)', ..."""
    if value is None:
        return "nothing (None)"
    if isinstance(value, bool):
        return "a yes/no value (bool)"
    if isinstance(value, (int, float)):
        return f"a number ({quote(value)})"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a dict"
    return f"a {type(value).__name__}"


def seat_error(seat: Any, players: int) -> IllegalAction:
    """The refusal for anything that is not a seat of this table (rule ``seats``)."""
    return IllegalAction(
        f"There is no seat {quote(seat)}: seats are whole numbers from 0 to {players - 1}.",
        rule="seats",
    )


def check_players(players: Any, allowed: range, game: str) -> int:
    """Return ``players`` if it is a whole number the game allows, else raise ``InvalidInput``."""
    if type(players) is not int or players not in allowed:
        raise InvalidInput(
            f"{game} is played by {allowed.start} to {allowed.stop - 1} players; "
            f"{quote(players)} is not a player count."
            if len(allowed) > 1 else
            f"{game} is played by exactly {allowed.start} players; {quote(players)} is not that."
        )
    return players


def check_rules(rules: Any, rules_type: type, default: Any) -> Any:
    """Return ``rules`` (``default`` for ``None``) if it is the game's ``Rules``, else raise."""
    if rules is None:
        return default
    if not isinstance(rules, rules_type):
        raise InvalidInput(
            f"rules must be this game's {rules_type.__name__}(...) of variants, "
            f"not {type_name(rules)}."
        )
    return rules


def token_list(value: Any, what: str = "cards") -> list:
    """The items of notation input: a string split at spaces, or a flat list/tuple.

    Items of a list may be tokens (strings) or card objects (anything that is not a
    container); a nested list, ``None`` or a number raises ``InvalidInput``.
    """
    if isinstance(value, str):
        return value.split()
    if isinstance(value, (list, tuple)):
        for item in value:
            if item is None or isinstance(item, (list, tuple, dict, set, bytes, int, float)):
                raise InvalidInput(
                    f"Each of the {what} must be a token such as the ones printed on the "
                    f"cards; {type_name(item)} is not one."
                )
        return list(value)
    raise InvalidInput(
        f"Give the {what} as text with tokens separated by spaces (or a list of tokens), "
        f"not {type_name(value)}."
    )


JSON_MAX_DEPTH = 32
"""How deeply a saved state may nest (real ones nest about five levels)."""


def json_copy(data: Any, depth: int = 0) -> Any:
    """A fresh deep copy of JSON data; raise ``InvalidInput`` for anything else.

    Dicts with string keys, lists (tuples become lists), strings, whole and decimal
    numbers, booleans and ``None`` are copied; anything nested deeper than
    :data:`JSON_MAX_DEPTH`, or of another type, is refused.
    """
    kind = type(data)
    if kind is str or kind is int or kind is bool or data is None:
        return data
    if kind is float:
        if data != data or data in (float("inf"), float("-inf")):
            raise InvalidInput("A saved game holds only finite numbers.")
        return data
    if depth >= JSON_MAX_DEPTH:
        raise InvalidInput(f"This saved game nests deeper than {JSON_MAX_DEPTH} levels; it is not one we wrote.")
    if kind is list or kind is tuple:
        return [json_copy(item, depth + 1) for item in data]
    if kind is dict:
        copied = {}
        for key, item in data.items():
            if type(key) is not str:
                raise InvalidInput(f"A saved game's field names are text; {quote(key)} is not.")
            copied[key] = json_copy(item, depth + 1)
        return copied
    raise InvalidInput(f"A saved game holds only JSON data, not {type_name(data)}.")


def _damage(exc: BaseException) -> str:
    """Describe what was wrong in a saved state, from the exception loading it raised."""
    if isinstance(exc, KeyError):
        return f"the field {quote(exc.args[0] if exc.args else '?')} is missing"
    if isinstance(exc, RecursionError):
        return "it nests too deeply"
    text = str(exc)
    return f"{type(exc).__name__}: {text[:80]}" if text else type(exc).__name__


def rng_to_json(rng: random.Random) -> list:
    """Encode a ``random.Random`` state as JSON-compatible lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list) -> random.Random:
    """Rebuild a ``random.Random`` from :func:`rng_to_json` output (checked)."""
    if (type(data) is not list or len(data) != 3 or type(data[0]) is not int
            or type(data[1]) is not list or len(data[1]) != 625
            or any(type(x) is not int or not 0 <= x < 2 ** 32 for x in data[1])
            or data[1][-1] > 624 or not (data[2] is None or type(data[2]) is float)):
        raise InvalidInput("The saved random generator is damaged; this saved game cannot be loaded.")
    rng = random.Random()
    rng.setstate((data[0], tuple(data[1]), data[2]))
    return rng


# ----- what a saved log line may hold ----------------------------------------------------
@dataclass(frozen=True)
class Field:
    """One datum of a log line, as a game writes it: its name, a test and what is allowed.

    ``test(value, players)`` says whether a loaded value fits; ``allowed(players)`` ends the
    refusal's sentence ("this game's seats are the whole numbers 0 to 3"). The last field
    of a line may be given ``least``/``most`` other than 1: it then repeats (a dealt
    hand) or may be left off (``least=0``).
    """

    what: str
    test: Callable[[Any, int], bool]
    allowed: Callable[[int], str]
    least: int = 1
    most: int = 1


def seat_field(what: str = "seat", nobody: bool = False) -> Field:
    """A seat of this table (or, with ``nobody``, ``None``: the egg in the centre, say)."""
    def fits(v: Any, n: int) -> bool:
        return (v is None and nobody) or (type(v) is int and 0 <= v < n)
    return Field(what, fits, lambda n: f"this game's seats are the whole numbers 0 to {n - 1}"
                                       + (", or nobody (None)" if nobody else ""))


SEAT = seat_field()
"""A seat of this table: a whole number from 0 to players - 1 (no ``bool``, no negative index)."""


def seat_numbers(what: str) -> Field:
    """Seat numbers written as text, in order, each once: the winners ``"0 2"``."""
    return Field(what, lambda v, n: type(v) is str and _in_order(v.split(" "), [str(s) for s in range(n)]),
                 lambda n: f"that must list seats 0 to {n - 1} in order, each once, separated by spaces "
                           "(like '0 2')")


PLAYER_COUNT = Field("player count", lambda v, n: type(v) is int and v == n,
                     lambda n: f"this game is for {n} players")
"""The number of players at this table."""


def _in_order(parts: list, allowed: list) -> bool:
    """Whether ``parts`` are one or more of ``allowed``, each at most once, in its order."""
    at = -1
    for part in parts:
        if part not in allowed:
            return False
        i = allowed.index(part)
        if i <= at:
            return False
        at = i
    return bool(parts)


def whole(what: str, low: int = 0, high: int | Callable[[int], int] | None = None,
          allowed: str = "") -> Field:
    """A whole number from ``low`` (to ``high``, a number or a function of the player count)."""
    def top(n: int) -> int | None:
        return high(n) if callable(high) else high

    def fits(v: Any, n: int) -> bool:
        return type(v) is int and v >= low and (high is None or v <= top(n))

    def say(n: int) -> str:
        if allowed:
            return allowed
        return (f"that must be a whole number of at least {low}" if high is None
                else f"that must be a whole number from {low} to {top(n)}")
    return Field(what, fits, say)


def one_of(what: str, choices: Iterable, allowed: str = "") -> Field:
    """One of a few words or numbers, of the same type (``True`` is not ``1``)."""
    choices = tuple(choices)
    lookup, kinds = frozenset(choices), frozenset(type(c) for c in choices)
    sentence = allowed or "that must be one of " + ", ".join(map(quote, choices))
    return Field(what, lambda v, n: type(v) in kinds and v in lookup, lambda n: sentence)


def words(what: str, vocabulary: Iterable[str], least: int = 1, most: int | None = None,
          noun: str = "card tokens", sep: str = " ") -> Field:
    """Text of ``least`` to ``most`` words of a vocabulary (card tokens) separated by ``sep``."""
    lookup = frozenset(vocabulary)

    def fits(v: Any, n: int) -> bool:
        if type(v) is not str:
            return False
        parts = v.split(sep) if v else []
        return least <= len(parts) <= (len(parts) if most is None else most) and all(p in lookup for p in parts)
    count = f"{least} or more" if most is None else str(least) if least == most else f"{least} to {most}"
    sentence = f"that must be {count} {noun} separated by {'spaces' if sep == ' ' else quote(sep)}"
    return Field(what, fits, lambda n: sentence)


def line_of_text(what: str, most: int = 200) -> Field:
    """One line of printable text (no line breaks) of at most ``most`` characters."""
    return Field(what, lambda v, n: type(v) is str and len(v) <= most and v.isprintable(),
                 lambda n: f"that must be one line of text of at most {most} characters")


def repeated(field: Field, least: int, most: int) -> Field:
    """The last field of a line, given ``least`` to ``most`` times (``0, 1``: it may be left off)."""
    return Field(field.what, field.test, field.allowed, least, most)


def _shown(value: Any) -> str:
    """A saved value as a refusal quotes it: numbers and text as written, others by their type."""
    return quote(value) if type(value) in (int, str) else type_name(value)


def _arity(fields: tuple) -> tuple[int, int]:
    """How few and how many values a line with these fields holds after its kind."""
    if not fields:
        return 0, 0
    fixed = len(fields) - 1
    return fixed + fields[-1].least, fixed + fields[-1].most


def _shape(kind: str, fields: tuple) -> str:
    """What a line of a kind holds, for a refusal: "'build' lines have 5 (seat, card, ...)"."""
    least, most = _arity(fields)
    count = str(least) if least == most else f"{least} or {most}" if most == least + 1 else f"{least} to {most}"
    names = [f.what for f in fields]
    if fields and (fields[-1].least, fields[-1].most) != (1, 1):
        last = fields[-1]
        times = str(last.least) if last.least == last.most else f"{last.least} to {last.most}"
        names[-1] += " (optional)" if (last.least, last.most) == (0, 1) else f" ({times} of them)"
    return f"{quote(kind)} lines have {count} ({', '.join(names) or 'nothing'})"


def check_log_line(event: tuple, line: int, fields: tuple, players: int) -> None:
    """Raise ``InvalidInput`` unless a saved log line holds the values its kind is written with."""
    kind, data = event[0], event[1:]
    least, most = _arity(fields)
    if not least <= len(data) <= most:
        raise InvalidInput(f"Line {line} of the saved log ({quote(kind)}) has {len(data)} "
                           f"value{'s' * (len(data) != 1)} after its kind, but {_shape(kind, fields)}.")
    for i, value in enumerate(data):
        field = fields[min(i, len(fields) - 1)]
        if not field.test(value, players):
            raise InvalidInput(f"Line {line} of the saved log ({quote(kind)}) has {_shown(value)} as its "
                               f"{field.what}, but {field.allowed(players)}.")


class Event(tuple):
    """One line of a game log: ``(kind, *data)`` with JSON-native data.

    The text is made only when it is read (``str(event)``), so recording an event
    costs no more than building a tuple. Game modules subclass this and give
    ``TEXT``: a mapping from kind to a function of the data returning a sentence, and
    ``FIELDS``: a mapping from kind to its data's :class:`Field` s, against which
    ``from_json`` checks every saved line (nothing is checked while playing).
    """

    __slots__ = ()
    TEXT: ClassVar[dict[str, Any]] = {}
    PRIVATE: ClassVar[frozenset] = frozenset()
    """Kinds whose first datum is the only seat allowed to read the full sentence."""
    PUBLIC_TEXT: ClassVar[dict[str, Any]] = {}
    """For private kinds: the sentence every other seat reads instead."""
    FIELDS: ClassVar[dict[str, tuple[Field, ...]]] = {}
    """For each kind, what its data are (see :class:`Field`); a loaded log is checked against it."""

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


class PlainTupleLog:
    """For a game state: the log is recorded as plain tuples while playing and becomes
    Events only when ``events`` is read, so an event costs one tuple per action.

    The state appends records ``(kind, *data)`` to ``self._log``. ``_written_out`` turns one
    record into the events it stands for (a compact record may stand for several; the
    default is the record itself). The records made since the last read are written out
    on reading, so the log reads the same whenever it is read.
    """

    _log: list
    EVENT: ClassVar[type["Event"]]

    @staticmethod
    def _written_out(record: tuple) -> Iterable[tuple]:
        """The events one plain record stands for: by default, itself."""
        return (record,)

    @property
    def events(self) -> list:
        """The game log, every line an Event of the game's ``EVENT`` class."""
        log = self._log
        start = len(log)
        while start and type(log[start - 1]) is tuple:
            start -= 1
        if start < len(log):
            new, event, written_out = tuple.__new__, self.EVENT, self._written_out
            log[start:] = [new(event, e) for record in log[start:] for e in written_out(record)]
        return log

    @events.setter
    def events(self, events: list) -> None:
        self._log = events


class GameState:
    """Base class of every game's state; see the module docstring for the hooks."""

    GAME: ClassVar[str] = "game"
    EVENT: ClassVar[type[Event]] = Event
    #: What ``apply`` reads: the game's action types (most frequent first) and ``str`` for
    #: notation; anything else is refused as ``InvalidInput``, with ``ACTION_NOTATION`` as the
    #: example. Empty: ``apply`` leaves the check to the game.
    ACTION_INPUT: ClassVar[tuple[type, ...]] = ()
    ACTION_NOTATION: ClassVar[str] = ""

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
        return IllegalAction(f"{quote(action)} is not a legal action now.", rule="turn")

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
        if self.ACTION_INPUT and not isinstance(action, self.ACTION_INPUT):
            raise InvalidInput(f"An action is notation such as {self.ACTION_NOTATION}, or one of "
                               f"this game's actions, not {type_name(action)}.")
        if type(seat) is not int or not 0 <= seat < self.players:
            raise seat_error(seat, self.players)
        if isinstance(action, str):
            action = self.parse_action(action)
        if not self._is_legal(seat, action):
            raise self._explain_any(seat, action)
        self._do(seat, action)

    def _check_seat(self, seat: Any) -> None:
        """Refuse anything but a seat number of this table (no bool, no negative index)."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise seat_error(seat, self.players)

    def _explain_any(self, seat: int, action) -> IllegalAction:
        """Explain an illegal action, starting with the cases every game shares."""
        if self.is_over():
            return IllegalAction("The game is over: nobody can act any more.", rule="end")
        if type(seat) is not int or not 0 <= seat < self.players:
            return seat_error(seat, self.players)
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

    def _validate(self) -> None:
        """Raise ``InvalidInput`` unless this loaded state is one the rules could reach.

        Games override this with their invariants (ranges, every card in one place,
        copies against the box, phase consistency); :meth:`from_json` calls it.
        """

    def to_json(self) -> dict:
        """The whole state as fresh JSON-compatible data (rng and events included)."""
        data = self._fields_to_json()
        data["game"] = self.GAME
        data["rng"] = rng_to_json(self.rng)
        data["events"] = [list(event) for event in self.events]
        return json_copy(data)

    @classmethod
    def from_json(cls, data: dict) -> "GameState":
        """Rebuild a state saved by :meth:`to_json`; a trust boundary.

        The input is copied first (editing it afterwards changes nothing), then every
        field is checked: anything that is not a state this game could reach raises
        ``InvalidInput`` with a sentence, never another exception.
        """
        if type(data) is not dict:
            raise InvalidInput(f"A saved game is a JSON object (a dict), not {type_name(data)}.")
        if data.get("game") != cls.GAME:
            raise InvalidInput(
                f"This is not a saved {cls.GAME} game: its 'game' field is {quote(data.get('game'))}."
            )
        data = json_copy(data)
        try:
            state = cls._fields_from_json(data)
            state.rng = rng_from_json(data["rng"])
            events = data["events"]
            if type(events) is not list or any(type(e) is not list or not e or type(e[0]) is not str
                                               for e in events):
                raise InvalidInput("The saved game log is damaged: each line must be a list that starts with its kind.")
            state.events = [cls.EVENT(*event) for event in events]
            state._validate()
            state._check_loaded()
        except InvalidInput:
            raise
        except (KeyError, TypeError, IndexError, AttributeError, ValueError, RecursionError,
                OverflowError, ZeroDivisionError) as exc:
            raise InvalidInput(
                f"This saved {cls.GAME} game is damaged ({_damage(exc)}); it cannot be loaded."
            ) from None
        return state

    def _check_loaded(self) -> None:
        """Ask a loaded state every question a page will ask, so damage shows now, not later."""
        self._check_log()  # first: an observation may read the log (Dragon Egg's end reasons)
        seats = self.to_act()
        if type(seats) is not list or any(type(s) is not int or not 0 <= s < self.players for s in seats):
            raise InvalidInput("This saved game names a seat to act that is not at the table.")
        self.scores()
        for seat in range(self.players):
            self.observation(seat)
            if not self.legal_actions(seat) and seat in seats:
                raise InvalidInput(f"This saved game waits for {seat_name(seat)}, who could do nothing.")

    def _check_log(self) -> None:
        """Every loaded log line: a known kind, the data that kind is written with, its sentences."""
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
