"""Check yourself, Lauzait Cep!: questions drawn and marked by the engine.

Kinds: ``move`` (may this board piece move after this discard, LC-1, LC-2), ``bonus`` (the
bonus a department earns, LC-5) and ``declare`` (may this concealed hand declare, LC-7).
"""

from __future__ import annotations

import random

from engines.lauzait_cep import (department_bonus, department_kind, department_values, parse_cards,
                                 piece_set, splits)
from engines.lauzait_cep.pieces import code_token

from ..checkyourself import CheckYourself, Question

BOX = [code_token(c) for c in piece_set(4)]  # the four-player box, one token per piece


def move(rng: random.Random) -> Question:
    """Whether discarding a piece lets a given board piece move (LC-1, LC-2)."""
    from engines.lauzait_cep import can_move_after

    discard, moving = rng.sample(BOX, 2)
    if rng.random() < 0.5:  # half the time a neighbour of the discard, so both answers come up
        colour, number = discard[0], int(discard[1]) if discard != "J" else 5
        moving = f"{'G' if colour == 'J' else colour}{max(0, min(9, number + rng.choice((-1, 1))))}"
    ok = can_move_after(parse_cards(discard)[0], parse_cards(moving)[0])
    if "J" in (discard, moving):
        reason = "a joker, discarded or on the board, lets a move happen whatever the other piece is"
    else:
        reason = ("only a board piece of the discard's colour, one number away, may move, and "
                  f"<code>{moving}</code> {'is' if ok else 'is not'} one")
    return Question(prompt=f"You discard <code>{discard}</code>. May the board piece <code>{moving}</code> move?",
                    answer="yes" if ok else "no", choices=("yes", "no"),
                    why=f"{'Yes' if ok else 'No'}: {reason} (LC-1, LC-2).", kind="move")


def bonus(rng: random.Random) -> Question:
    """The bonus a department earns when formed (LC-5)."""
    while True:  # a department the box can hold (some numbers have only two copies)
        pieces = " ".join(code_token(c) for c in rng.choice(department_values()))
        try:
            parsed = parse_cards(pieces)
        except Exception:  # noqa: BLE001 - more copies than the box holds: draw again
            continue
        break
    kind, earned = department_kind(parsed), department_bonus(parsed)
    return Question(prompt=f"What bonus does the department <code>{pieces}</code> earn when it is formed?",
                    answer=str(earned),
                    why=f"It is a {kind}; the bonus table of LC-5, read at its largest number, gives {earned}.",
                    kind="bonus")


def declare(rng: random.Random) -> Question:
    """Whether a concealed hand of nine splits into three departments (LC-7)."""
    while True:
        if rng.random() < 0.5:
            hand = [code_token(c) for d in rng.sample(department_values(), 3) for c in d]
        else:
            hand = rng.sample(BOX, 9)
        try:
            pieces = parse_cards(hand)
        except Exception:  # noqa: BLE001 - more copies than the box holds: draw again
            continue
        break
    ways = splits(pieces)
    text = " ".join(sorted(hand))
    why = (f"It splits into {' / '.join(' '.join(map(str, d)) for d in ways[0])}, three departments (LC-7)."
           if ways else "No way of grouping these nine pieces makes three departments (LC-7).")
    return Question(prompt=f"Your nine concealed pieces are <code>{text}</code>. May you declare Lauzait-Cep!?",
                    answer="yes" if ways else "no", choices=("yes", "no"), why=why, kind="declare")


KINDS = {"move": move, "bonus": bonus, "declare": declare}


def check_yourself(kinds=None, seed: int | None = None) -> CheckYourself:
    """The exercise widget for the given kinds of question (all by default)."""
    return CheckYourself(KINDS, kinds, seed)
