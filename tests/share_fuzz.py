"""Tampered links, for the tests and the fuzz benchmark: what a hostile or damaged ``#game=`` text may be.

:func:`tampered_links` turns one seat's honest link (:func:`widgets.share.link_for`) into
links changed in one way each, named by a kind in :data:`KINDS`; :func:`open_tampered`
opens one the way a page does and says what came of it. A link may only open (the change
left a view some game could show: the page then shows exactly that view) or be refused with
``InvalidInput``; anything else escaping is a fault the counts make visible. It lives in ``tests/``,
not in ``widgets/``, so that it never ships to a learner's browser with the apps.
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from typing import Any, Iterator

from engines import InvalidInput
from engines.testing.records import leaves
from widgets.share import GAMES, decode, link_for, read_link

__all__ = ["KINDS", "tampered_links", "open_tampered", "pack"]

#: The ways a link is tampered with, each a function of (view, raw link text, rng) giving the new text.
KINDS = ("cut", "characters", "value", "drop", "extra", "seat", "other_hand", "deep", "huge_number",
         "long_text", "record", "wrong_game")

#: Values put in place of a field's value by the "value" kind.
ODD_VALUES = (None, True, False, -1, 0, 1, 2, 7, 99, 100_000, -100_000, 1.5, "", "?", "X9", [], [0], {},
              {"a": 1}, [[[]]], "R7 R7 R7", [-1, -1])


def pack(raw: bytes) -> str:
    """Raw bytes as a link's text (deflated, URL-safe base64 without padding), whatever they hold."""
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def _dump(data: Any) -> str:
    return pack(json.dumps(data, separators=(",", ":"), sort_keys=True).encode())


def _paths(value: Any) -> Iterator[tuple]:
    """Every path (keys and indices) to a value inside JSON data, the data itself first."""
    return (path for path, _ in leaves(value))


def _set(data: Any, path: tuple, value: Any) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def _cut(view: dict, text: str, rng: random.Random) -> str:
    return text[:rng.randrange(len(text))]


def _characters(view: dict, text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        chars[rng.randrange(len(chars))] = rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    return "".join(chars)


def _value(view: dict, text: str, rng: random.Random) -> str:
    paths = [p for p in _paths(view) if p]
    _set(view, rng.choice(paths), json.loads(json.dumps(rng.choice(ODD_VALUES))))
    return _dump(view)


def _drop(view: dict, text: str, rng: random.Random) -> str:
    paths = [p for p in _paths(view) if p and isinstance(p[-1], str)]
    path = rng.choice(paths)
    holder = view
    for key in path[:-1]:
        holder = holder[key]
    del holder[path[-1]]
    return _dump(view)


def _extra(view: dict, text: str, rng: random.Random) -> str:
    holder = view if rng.random() < 0.5 else view.get("observation", view)
    holder[rng.choice(["rng", "deck", "hands", "seed", "events", "x"])] = rng.choice(ODD_VALUES)
    return _dump(view)


def _seat(view: dict, text: str, rng: random.Random) -> str:
    where = rng.choice([("seat",), ("observation", "seat"), "both"])
    value = rng.choice([-1, 1, 2, 3, 4, 5, True, None, "0", 1.0])
    for path in ([("seat",), ("observation", "seat")] if where == "both" else [where]):
        if path[0] in view:
            _set(view, path, value)
    return _dump(view)


def _other_hand(view: dict, text: str, rng: random.Random) -> str:
    """The seat claims cards it could not hold: a token list of the observation swapped or repeated."""
    obs = view.get("observation", view)
    lists = [p for p in _paths(obs) if p and isinstance(_get(obs, p), list)
             and _get(obs, p) and all(isinstance(t, str) for t in _get(obs, p))]
    if not lists:
        return _value(view, text, rng)
    path = rng.choice(lists)
    tokens = list(_get(obs, path))
    tokens.append(rng.choice(tokens))
    if rng.random() < 0.5:
        tokens.pop(0)
    _set(obs, path, tokens)
    return _dump(view)


def _get(data: Any, path: tuple) -> Any:
    for key in path:
        data = data[key]
    return data


def _deep(view: dict, text: str, rng: random.Random) -> str:
    depth = rng.choice([9, 50, 1_000, 100_000])
    body = json.dumps(view, separators=(",", ":"))
    return pack((body[:-1] + ',"x":' + "[" * depth + "]" * depth + "}").encode())


def _huge_number(view: dict, text: str, rng: random.Random) -> str:
    paths = [p for p in _paths(view) if p and isinstance(_get(view, p), int)]
    path = rng.choice(paths) if paths else ("seat",)
    digits = rng.choice([6, 20, 400, 5_000])
    marker = 123456789123
    _set(view, path, marker)
    body = json.dumps(view, separators=(",", ":"), sort_keys=True)
    return pack(body.replace(str(marker), ("-" if rng.random() < 0.5 else "") + "9" * digits, 1).encode())


def _long_text(view: dict, text: str, rng: random.Random) -> str:
    paths = [p for p in _paths(view) if p]
    _set(view, rng.choice(paths), "R7 " * rng.choice([100, 20_000, 2_000_000]))
    return _dump(view)


def _record(view: dict, text: str, rng: random.Random) -> str:
    view["record"] = rng.choice(["game", "position", "View", None, 1, ["view"]])
    return _dump(view)


def _wrong_game(view: dict, text: str, rng: random.Random) -> str:
    games = [*GAMES, "chess", None, 3]
    target = rng.choice([("game",), ("observation", "game")])
    if target[0] in view:
        _set(view, target, rng.choice(games))
    return _dump(view)


_MAKERS = {"cut": _cut, "characters": _characters, "value": _value, "drop": _drop, "extra": _extra,
           "seat": _seat, "other_hand": _other_hand, "deep": _deep, "huge_number": _huge_number,
           "long_text": _long_text, "record": _record, "wrong_game": _wrong_game}


def tampered_links(state: Any, seat: int, rng: random.Random, count: int) -> list[tuple[str, str]]:
    """``count`` links made from ``seat``'s honest link of ``state``, each changed one way: ``(kind, text)``.

    A change that leaves the link's data as it was (a value put back in its own place) is drawn again.
    The game must still be on: a finished game's link is its whole record, which the record fuzz tampers.
    """
    if state.is_over():
        raise ValueError("A finished game's link is its game record; tamper with views of games still on.")
    honest = link_for(state, seat)
    same = decode(honest)
    links = []
    for number in range(count):
        kind = KINDS[number % len(KINDS)]
        for _ in range(20):
            text = _MAKERS[kind](decode(honest), honest, rng)
            try:
                if decode(text) != same:
                    break
            except InvalidInput:
                break
        links.append((kind, text))
    return links


def open_tampered(text: str, state_class: Any) -> str:
    """Open a link as a page does: ``"opened"``, ``"refused"`` (``InvalidInput``) or ``"escaped <Error>"``.

    An opened view must show its seat exactly the observation in the link (checked again here).
    """
    try:
        opened = read_link(text, state_class)
    except InvalidInput as err:
        return "refused" if len(str(err)) <= 500 else "refused with a long message"
    except Exception as err:  # noqa: BLE001 - the point is to count whatever escapes
        return f"escaped {type(err).__name__}"
    if opened.is_view:
        data = decode(text)
        if json.dumps(opened.state.observation(opened.seat), sort_keys=True) != json.dumps(data["observation"],
                                                                                           sort_keys=True):
            return "opened another view"
    return "opened"
