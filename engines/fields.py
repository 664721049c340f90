"""What a saved datum may hold: one :class:`Field` per datum, checked when a game is loaded.

A game declares, once, the fields of its saved state (``GameState.SAVED``) and of each
kind of log line (``Event.FIELDS``). Loading checks every value against its field and
refuses the first that does not fit with a sentence naming the field and what it may be.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from . import InvalidInput
from .boundary import quote, type_name


@dataclass(frozen=True)
class Field:
    """One saved datum (of the state or of a log line): its name, a test and what is allowed.

    ``test(value, players)`` says whether a loaded value fits; ``allowed(players)`` ends the
    refusal's sentence ("this game's seats are the whole numbers 0 to 3"). The last field
    of a log line may be given ``least``/``most`` other than 1: it then repeats (a dealt
    hand) or may be left off (``least=0``). Lists of fields (:func:`list_of`, :func:`record`)
    keep their entries' fields in ``parts``, so a refusal can name the entry that is wrong.
    """

    what: str
    test: Callable[[Any, int], bool]
    allowed: Callable[[int], str]
    least: int = 1
    most: int = 1
    parts: tuple = ()
    """For a list: the field of each place in it (a record), or with ``alike`` of every entry."""
    alike: bool = False


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


def check_log_claims(events: list, event: Any) -> None:
    """What a loaded log claims, replayed where the log alone can: its rounds follow one another
    (``event.ROUND``), and no card comes into play (``event.SHOWN``: dealt, drawn, played, turned up) more
    often than the game holds it (``event.COPIES``) since the deck was last whole (``event.FRESH``)."""
    round_kind, word = event.ROUND
    last, seen = None, {}
    for line, (kind, *data) in enumerate(events, 1):
        if kind == round_kind:
            if last is not None and data[0] != last + 1:
                raise InvalidInput(f"Line {line} of the saved log starts {word} {quote(data[0])} after {word} {last}, "
                                   f"but each {word} follows the one before.")
            last = data[0]
        if kind in event.FRESH:
            seen = {}
        if kind in event.SHOWN and event.COPIES:
            for card in data[event.SHOWN[kind]]:
                seen[card] = times = seen.get(card, 0) + 1
                if times > event.COPIES:
                    name = event.token(card)
                    raise InvalidInput(f"Line {line} of the saved log ({quote(kind)}) brings {name} into play a "
                                       f"{_nth(times)} time {event.SINCE}, but the game has only {event.COPIES} {name}.")


def _nth(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    return f"{n}{'th' if 10 <= n % 100 < 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _how_many(count: int | Callable[[int], int] | None, players: int) -> int | None:
    """A length given as a number or as a function of the player count."""
    return count(players) if callable(count) else count


def list_of(what: str, item: Field, length: int | Callable[[int], int] | None = None,
            most: int | Callable[[int], int] | None = None) -> Field:
    """A list whose entries are each an ``item``: exactly ``length`` of them, or at most ``most``."""
    def size_fits(v: list, n: int) -> bool:
        exact, top = _how_many(length, n), _how_many(most, n)
        return (exact is None or len(v) == exact) and (top is None or len(v) <= top)

    def say(n: int) -> str:
        exact, top = _how_many(length, n), _how_many(most, n)
        size = f"of {exact} entries" if exact is not None else f"of at most {top} entries" if top is not None else ""
        return f"that must be a list {size}".rstrip() + ", each " + _entry(item.allowed(n))
    return Field(what, lambda v, n: type(v) is list and size_fits(v, n) and all(item.test(x, n) for x in v),
                 say, parts=(item,), alike=True)


def per_seat(what: str, item: Field) -> Field:
    """A list with one ``item`` for each seat of the table."""
    return list_of(what, item, length=lambda n: n)


def record(what: str, *parts: Field) -> Field:
    """A list of fixed length whose places hold the given fields in turn: ``[leader, cards, winner]``."""
    def say(n: int) -> str:
        return f"that must be a list of {len(parts)} ({', '.join(p.what for p in parts)})"
    return Field(what, lambda v, n: type(v) is list and len(v) == len(parts)
                 and all(p.test(x, n) for p, x in zip(parts, v)), say, parts=parts)


def maybe(field: Field, nothing: str = "nothing (null)") -> Field:
    """A field that may also be ``None``."""
    return Field(field.what, lambda v, n: v is None or field.test(v, n),
                 lambda n: f"{field.allowed(n)}, or {nothing}", parts=field.parts, alike=field.alike)


def true_or_false(what: str) -> Field:
    """``True`` or ``False`` (no numbers)."""
    return Field(what, lambda v, n: type(v) is bool, lambda n: "that must be true or false")


def _entry(sentence: str) -> str:
    """'that must be a seat' -> 'a seat': a field's sentence as the entry of a list."""
    for lead in ("that must be ", "that must "):
        if sentence.startswith(lead):
            return sentence[len(lead):]
    return sentence


def _first_misfit(field: Field, value: Any, players: int, where: str) -> tuple[Field, Any, str]:
    """The innermost entry of a list that does not fit, with where it stands."""
    if not field.parts or type(value) is not list:
        return field, value, where
    if field.alike:
        for i, entry in enumerate(value):
            if not field.parts[0].test(entry, players):
                return _first_misfit(field.parts[0], entry, players, f"{where}, entry {i + 1}")
    elif len(value) == len(field.parts):
        for part, entry in zip(field.parts, value):
            if not part.test(entry, players):
                return _first_misfit(part, entry, players, f"{part.what} of the {where}")
    return field, value, where


def check_saved(data: dict, schema: dict[str, Field], players: int, game: str) -> None:
    """Raise ``InvalidInput`` unless ``data`` holds every field of ``schema``, each fitting its field.

    The message names the field (and, in a list, the entry) and says what it may hold.
    """
    for name, field in schema.items():
        if name not in data:
            raise InvalidInput(f"This saved {game} game has no {quote(name)} field ({field.what}).")
        value = data[name]
        if not field.test(value, players):
            bad, entry, where = _first_misfit(field, value, players, field.what)
            raise InvalidInput(f"The saved {where} is {_shown(entry)}, but {bad.allowed(players)}.")
