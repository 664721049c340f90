"""Lauzait Cep!'s coach samples: a full position consistent with what one seat has seen, its unseen pieces
dealt at random (the coach's module docstring says what a sample deduces and what it leaves out).
:mod:`engines.lauzait_cep.coach` re-exports both names.
"""

from __future__ import annotations

import random
from collections import Counter

from .. import coach as shared
from ..boundary import rng_to_json
from ..core import seat_name
from .actions import department
from .board import SQUARE_NAMES
from .pieces import TOKENS, piece_set
from .rules import OVER
from .state import State

_CODE = {token: code for code, token in enumerate(TOKENS)}


def still_to_get(observation: dict) -> Counter:
    """The game's pieces by code less those no seat can take any more: every revealed department's and the
    luminous piece."""
    left = Counter(piece_set(observation["players"]))
    left.subtract(piece.code for r in observation["revealed"] for d in r for piece in department(d["pieces"]))
    if observation["luminous"] is not None:
        left[_CODE[observation["luminous"]]] -= 1
    return left


def unseen_pieces(observation: dict) -> list[int]:
    """The codes of the pieces ``observation``'s seat has not seen, sorted: the box less the
    board, its own concealed pieces, every revealed department and the luminous piece."""
    left = still_to_get(observation)
    left.subtract([_CODE[t] for t in observation["board"] if t is not None] + [_CODE[t] for t in observation["hand"]])
    if any(n < 0 for n in left.values()):
        raise ValueError("This observation shows more pieces than the box holds.")
    return sorted(left.elements())


def sample(observation: dict, seat: int, rng: random.Random) -> State:
    """A full position consistent with what ``seat`` sees, its unseen pieces dealt by ``rng``.

    Built from the observation only (see the module docstring for what it deduces and what
    it leaves out); loaded through ``State.position_from_json``, so the engine's static
    checks accept it, and its ``observation(seat)`` is the one given.
    """
    shared.check_observation(observation, seat, "lauzait_cep")
    if observation.get("game") != State.GAME or observation.get("seat") != seat:
        raise ValueError(f"This is not a Lauzait Cep! observation of {seat_name(seat)}.")
    if observation["phase"] == OVER:
        raise ValueError("The game is over: there is no decision left to sample for.")
    players = observation["players"]
    pool = unseen_pieces(observation)
    rng.shuffle(pool)
    counts = observation["concealed_counts"]
    hidden, start = [], 0
    for other in range(players):
        if other == seat:
            hidden.append([_CODE[t] for t in observation["hand"]])
        else:
            hidden.append(sorted(pool[start:start + counts[other]]))
            start += counts[other]
    face_down = pool[start:]
    if len(face_down) != observation["face_down"]:
        raise ValueError("The observation's counts of concealed and face-down pieces do not add up.")
    vote = observation["vote"]
    square = {name: i for i, name in enumerate(SQUARE_NAMES)}
    setup = {
        "players": players, "rules": dict(observation["rules"]),
        "season": observation["season"], "phase": observation["phase"], "turn": observation["turn"],
        "start_seat": observation["start_seat"], "direction": observation["direction"],
        "day": observation["day"], "dissolved": observation["dissolved_today"],
        "formed": observation["formed_today"],
        "board": [_CODE[t] if t is not None else -1 for t in observation["board"]],
        "empty": square.get(observation["empty"], -1),
        "pending": _CODE[observation["discarded"]] if observation["discarded"] else -1,
        "landing": square.get(observation["landing"], -1),
        "hidden": hidden,
        "revealed": [[[d["pieces"], d["bonus"]] for d in r] for r in observation["revealed"]],
        "face_down": face_down,
        "luminous": _CODE[observation["luminous"]] if observation["luminous"] else -1,
        "score": list(observation["scores"]), "proposed": list(observation["proposed"]),
        "accepted": list(vote["accepted"]) if vote else [],
        "rng": rng_to_json(random.Random(rng.getrandbits(64))),
        "events": [],
    }
    return State.position_from_json({"game": State.GAME, "record": "position", "setup": setup, "moves": []})
