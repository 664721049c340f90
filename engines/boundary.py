"""The trust boundary every engine shares: what comes in is checked, and refusals read well.

Anything a learner or a file hands an engine (a player count, a seed, rules, notation,
a saved game) is checked here before a game looks at it. A refusal is an
``InvalidInput`` whose sentence quotes at most a short prefix of what was given.
"""

from __future__ import annotations

import random
import reprlib
from typing import Any, Iterable, Sequence

from . import IllegalAction, InvalidInput

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
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"a whole number of about {int(value.bit_length() * 0.30103):,} digits"
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
    if isinstance(value, (bytes, bytearray)):
        return "bytes"
    name = type(value).__name__
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


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


FRESH_SEEDS = 2 ** 53
"""``new_game(seed=None)`` deals from a seed below this, drawn from the operating system: a
seed any JSON reader (JavaScript's too) keeps exact, and far too many to guess."""
MOST_SEED = 2 ** 64 - 1
"""The largest seed a game may be dealt from (``new_game`` and game records alike)."""


def check_seed(seed: Any) -> int:
    """Return the seed to deal from: ``seed`` itself if it is a whole number 0..MOST_SEED, a fresh one for ``None``."""
    if seed is None:
        return random.SystemRandom().randrange(FRESH_SEEDS)
    if type(seed) is not int or not 0 <= seed <= MOST_SEED:
        raise InvalidInput(f"seed must be a whole number from 0 to {MOST_SEED:,} (or None for a fresh deal), "
                           f"not {quote(seed)}.")
    return seed


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
JSON_MAX_BITS = 64
"""The largest whole number a saved state holds fits in 64 bits (a seed; counts are far smaller)."""


def json_copy(data: Any, depth: int = 0) -> Any:
    """A fresh deep copy of JSON data; raise ``InvalidInput`` for anything else.

    Dicts with string keys, lists (tuples become lists), strings, whole numbers of at most
    :data:`JSON_MAX_BITS` bits, finite decimal numbers, booleans and ``None`` are copied;
    anything nested deeper than :data:`JSON_MAX_DEPTH`, or of another type, is refused.
    """
    kind = type(data)
    if kind is int:
        if data.bit_length() > JSON_MAX_BITS:  # its length, read without writing it out
            raise InvalidInput(f"A saved game holds whole numbers of at most 20 digits, not one of about "
                               f"{int(data.bit_length() * 0.30103):,} digits.")
        return data
    if kind is str or kind is bool or data is None:
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
                raise InvalidInput(f"A saved game's field names are text; {_shown_key(key)} is not.")
            copied[key] = json_copy(item, depth + 1)
        return copied
    raise InvalidInput(f"A saved game holds only JSON data, not {type_name(data)}.")


def _shown_key(key: Any) -> str:
    """A dict key as a refusal shows it: a short quote, by its type if it is a huge number."""
    return type_name(key) if type(key) is int and key.bit_length() > JSON_MAX_BITS else quote(key)


def damage_words(exc: BaseException) -> str:
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


def rng_copy(rng: random.Random) -> random.Random:
    """An independent random generator in the same state (it draws the same numbers next)."""
    twin = random.Random.__new__(random.Random)
    twin.setstate(rng.getstate())
    return twin


def check_copies(cards: Iterable, limit_of, describe) -> None:
    """Raise ``InvalidInput`` if any card appears more often than the game has copies.

    ``limit_of(card)`` gives how many copies exist; ``describe(card, n, limit)`` the
    message for a card used ``n`` times.
    """
    counts: dict = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    for card, n in counts.items():
        limit = limit_of(card)
        if n > limit:
            raise InvalidInput(describe(card, n, limit))


# ----- the coach's entry points ----------------------------------------------------------
def check_observation(observation: Any, seat: Any, game: str) -> None:
    """Refuse, in words, what is not one seat's observation of ``game`` (a trust boundary: it comes from a page).

    Whatever came in is quoted short (:func:`engines.boundary.quote`), so a huge seat or a long string never
    makes a long message or another exception.
    """
    if type(observation) is not dict or observation.get("game") != game:
        raise InvalidInput(f"A {game} coach works from a {game} observation (a dict from state.observation(seat)), "
                           f"not {quote(observation)}.")
    if type(seat) is not int or observation.get("seat") != seat:
        raise InvalidInput(f"The observation given is seat {quote(observation.get('seat'))}'s; the coach was asked "
                           f"about seat {quote(seat)}, which must be that same whole number.")


MOST_BUDGET = 100_000
"""The most playouts the coach is asked for at once: pages ask for a few dozen, benchmarks for a few hundred."""


def check_budget(budget: Any) -> int:
    """Return ``budget`` if it is a whole number of playouts the coach may be asked for, else raise ``InvalidInput``."""
    if type(budget) is not int or not 1 <= budget <= MOST_BUDGET:
        raise InvalidInput(f"The budget is a whole number of playouts from 1 to {MOST_BUDGET:,}, not {quote(budget)}.")
    return budget


def check_review(state: Any, seat: Any, state_class: type, budget: Any) -> None:
    """Refuse, in words, what a review cannot read: no game of ``state_class``, no seat of its table, no budget."""
    if not isinstance(state, state_class):
        raise InvalidInput(f"This review reads a game of {state_class.TITLE} (its State), not {type_name(state)}.")
    if type(seat) is not int or not 0 <= seat < state.players:
        raise seat_error(seat, state.players)
    check_budget(budget)


def asked_actions(legal: Sequence[Any], actions: Any, seat: int) -> list[Any]:
    """The legal actions a caller asked to value (``actions=``), refused in words when it is not a list of them."""
    if not isinstance(actions, (list, tuple)) or not actions:
        raise InvalidInput(f"actions= is a list of one or more of the seat's legal moves, not {quote(actions)}.")
    by_text = {str(a): a for a in legal}
    found = []
    for action in actions:
        if not isinstance(action, str) and type(action).__str__ is object.__str__:
            raise InvalidInput(f"A move to value is a move or its notation, not {quote(action)}.")
        text = str(action)
        if text not in by_text:
            raise IllegalAction(f"{quote(text)} is not one of seat {seat}'s legal moves here.", rule="legal moves")
        found.append(by_text[text])
    return found
