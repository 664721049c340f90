"""Records at the trust boundary: reading a game record (a seed and its moves) or a position record.

A **game record** is ``{"game", "record": "game", "players", "rules", "seed", "moves",
"scores", "over"}`` (and ``"options"`` when ``new_game`` was given any): loading deals
``new_game(players, seed, rules)`` and replays the moves, so it holds no dealt cards and no
generator. A **position record** is ``{"game", "record": "position", "setup", "moves",
"scores", "over"}``: a what-if position whose setup holds every field, the generator and a
log that must agree with it. :func:`load_record` checks a record's frame (after
``json_copy``: text keys, bounded depth and numbers), loads its start, replays its moves
through ``apply`` and compares what the record derives.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from . import IllegalAction, InvalidInput
from .boundary import check_players, check_seed, json_copy, quote, type_name
from .fields import check_saved
from .words import seat_name

MOST_MOVES = 1_000_000
"""The most moves a game record may hold (the longest games have a few thousand)."""
MOST_CHARACTERS = 50_000_000
"""The longest a game record may be, written as JSON: room for the most moves, and no more."""
GAME_RECORD = ("game", "record", "players", "rules", "seed", "moves", "scores", "over")
"""The fields of a game record, in the order ``to_json`` writes them."""


def load_record(cls: Any, data: Any, position: bool, lenient: bool = False) -> Any:
    """Check a record's frame, load its setup, replay its moves and compare what it derives."""
    if type(data) is not dict:
        raise InvalidInput(f"A saved game is a JSON object (a dict), not {type_name(data)}.")
    if data.get("game") != cls.GAME:
        raise InvalidInput(
            f"This is not a saved {cls.TITLE} game: its 'game' field is {quote(data.get('game'))}.")
    kind = data.get("record")
    if kind not in ("game", "position"):
        raise InvalidInput(f"A saved {cls.TITLE} game says what it records: its 'record' field is 'game' "
                           f"or 'position', not {quote(kind)}.")
    if kind == "position" and not position:
        raise InvalidInput("This is a what-if position, not a game played from its start; "
                           "it opens in an explorer or a lesson (position_from_json).")
    moves = data.get("moves")
    if type(moves) is not list:
        raise InvalidInput(f"A saved game's moves are a list of [seat, notation], not {type_name(moves)}.")
    if len(moves) > MOST_MOVES:
        raise InvalidInput(f"This saved game has {len(moves):,} moves; a game record holds at most "
                           f"{MOST_MOVES:,}.")
    _check_log_length(cls, data.get("setup"))
    data = json_copy(data)  # text keys, bounded depth and numbers: checked before anything else reads it
    size = len(json.dumps(data))
    if size > MOST_CHARACTERS:
        raise InvalidInput(f"This saved game is {size:,} characters long as JSON; a record is at most "
                           f"{MOST_CHARACTERS:,}.")
    state = _dealt(cls, data) if kind == "game" else _positioned(cls, data, lenient)
    for number, move in enumerate(data["moves"], 1):
        _replay(state, number, move)
    _check_derived(state, data)
    return state

def _replay(state: Any, number: int, move: Any) -> None:
    """Carry out move ``number`` of a record, or refuse the record naming the move and the reason."""
    if type(move) is not list or len(move) != 2 or type(move[1]) is not str:
        raise InvalidInput(f"Move {number} must be [seat, notation], like [0, {quote(state.ACTION_NOTATION)}], "
                           f"not {quote(move)}.")
    seat, text = move
    who = seat_name(seat) if type(seat) is int and 0 <= seat < state.players else f"seat {quote(seat)}"
    try:
        state.apply(seat, text)
    except (IllegalAction, InvalidInput) as exc:
        rule = f" ({exc.rule})" if getattr(exc, "rule", None) else ""
        raise InvalidInput(f"Move {number}: {who} {quote(text)} cannot be played{rule}: {exc}") from None


def _check_log_length(cls: Any, setup: Any) -> None:
    """Refuse a position's log longer than its game's longest (``EVENT.MOST_LINES``), before anything reads it."""
    events = setup.get("events") if type(setup) is dict else None
    if type(events) is list and len(events) > cls.EVENT.MOST_LINES:
        raise InvalidInput(f"This saved position's log has {len(events):,} lines; a {cls.TITLE} log has at most "
                           f"{cls.EVENT.MOST_LINES:,}.")

def _dealt(cls: Any, data: dict) -> Any:
    """The deal a game record names: ``new_game(players, seed, rules, **options)``, each checked."""
    unknown = sorted(set(data) - {*GAME_RECORD, "options"})
    if "setup" in unknown:
        raise InvalidInput("A game record holds no setup (no dealt cards, no generator): it is a seed "
                           "and its moves. A chosen deal is a position record ('record': 'position').")
    if unknown:
        raise InvalidInput(f"A saved {cls.TITLE} game record has no field {quote(unknown[0])}; its fields are "
                           f"{', '.join(GAME_RECORD)} (and options).")
    for name in ("players", "rules", "seed"):
        if name not in data:
            raise InvalidInput(f"This saved {cls.TITLE} game record has no {quote(name)} field.")
    seed = data["seed"]
    if type(seed) is not int:
        raise InvalidInput(f"A game record's seed is a whole number, not {type_name(seed)}.")
    check_seed(seed)
    options = data.get("options", {})
    if type(options) is not dict or not set(options) <= set(cls.DEAL_OPTIONS):
        allowed = ", ".join(map(quote, cls.DEAL_OPTIONS)) or "none"
        raise InvalidInput(f"A game record's options are a dict of {allowed}, not {quote(options)}.")
    players = check_players(data["players"], cls.PLAYER_COUNTS, cls.TITLE)
    check_saved(options, {k: f for k, f in cls.DEAL_OPTIONS.items() if k in options}, players, cls.TITLE)
    return cls.new_game(players, seed, _rules_from_json(cls, data["rules"]), **options)

def _rules_from_json(cls: Any, data: Any) -> Any:
    """The game's ``Rules`` from a record's ``rules`` field: every variant named, each as ``Rules`` allows."""
    names = [f.name for f in dataclasses.fields(cls.RULES)]
    if type(data) is not dict or set(data) != set(names):
        raise InvalidInput(f"A game record's rules are a dict of {', '.join(map(quote, names))}, "
                           f"not {quote(data)}.")
    return cls.RULES(**data)  # its checks refuse a variant that does not exist

def _positioned(cls: Any, data: dict, lenient: bool) -> Any:
    """The what-if position a position record's setup holds, checked field by field and as a whole (when
    ``lenient``, without its log if the log does not agree)."""
    unknown = sorted(set(data) - {"game", "record", "setup", "moves", "scores", "over"})
    if unknown:
        raise InvalidInput(f"A saved {cls.TITLE} position record has no field {quote(unknown[0])}.")
    setup = data.get("setup")
    if type(setup) is not dict:
        raise InvalidInput(f"A saved position's setup is a JSON object, not {type_name(setup)}.")
    state = cls._load_position(setup, lenient)
    state._origin = ("position", json_copy({**setup, "events": []} if state.log_left_out else setup))  # apart from play
    return state

def _check_derived(self: Any, data: dict) -> None:
    """The record's ``scores`` and ``over``, if given, must be the replay's, of the same types."""
    scores, over = self.scores(), self.is_over()
    if "scores" in data:
        saved = data["scores"]
        if (type(saved) is not list or len(saved) != len(scores) or any(type(x) is not int for x in saved)
                or saved != scores):
            raise InvalidInput(f"The saved scores field is {quote(saved)}, but replaying the moves gives "
                               f"{quote(scores)} (whole numbers, one per seat).")
    if "over" in data and (type(data["over"]) is not bool or data["over"] != over):
        raise InvalidInput(f"The saved over field is {quote(data['over'])}, but replaying the moves gives "
                           f"{quote(over)} (true or false).")
