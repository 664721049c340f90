"""A game's log: each line an :class:`Event` (its kind and JSON-native data, its sentence made when read),
recorded as plain tuples while playing (:class:`PlainTupleLog`). :mod:`engines.core` re-exports both."""

from __future__ import annotations

from typing import Any, ClassVar, Iterable

from .fields import Field


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
    MOST_LINES: ClassVar[int] = 100_000
    """The longest log a saved position may hold; a game whose length is bounded says its own."""
    ROUND: ClassVar[tuple[str, str]] = ("", "round")
    """The kind of line that starts a round (its first datum the round's number) and the game's word for a round."""
    SHOWN: ClassVar[dict[str, slice]] = {}
    """Kinds that bring cards from the deck into play (dealt, drawn, played, turned up): where among the data."""
    FRESH: ClassVar[frozenset] = frozenset()
    """Kinds after which the cards come from a whole or shuffled deck again, and ``SINCE`` says when that was."""
    SINCE: ClassVar[str] = "this round"
    COPIES: ClassVar[int] = 0
    """How many copies of each card the game holds (0: the log's cards are not counted)."""

    @staticmethod
    def token(card: Any) -> str:
        """A card as a log line holds it, in notation."""
        return str(card)

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
    """The log of a game state: recorded as plain tuples while playing, it becomes Events
    only when ``events`` is read, so an event costs one tuple per action.

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
