"""The trust boundary: bad seats, bad notation and bad entry points are refused, and nothing changes.

``check_bad_inputs(module, players)`` feeds an engine bad input everywhere it takes input
and requires the exact refusal: ``IllegalAction`` (rule ``seats``) for what is not a seat,
``InvalidInput`` for what is not an action or not notation, ``IllegalAction`` for a real
action that is not legal now; every message short, and the state unchanged.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from types import ModuleType

from engines import IllegalAction, InvalidInput
from engines.core import quote


#: Things that are not seats: negative indices, bools, floats, text, nothing, out of range.
NOT_SEATS = (-1, -2, None, True, False, 0.0, 1.0, "0", [0], 99)

#: Inputs of the wrong type for notation (parsers and ``apply``).
WRONG_TYPES = (None, 5, 5.5, True, b"R7", {}, {"a": 1}, [[["x"]]], object())

MESSAGE_LIMIT = 400
"""The longest refusal message allowed: messages quote a short prefix, not the input."""


@dataclass
class BoundaryReport:
    """What a trust-boundary check tried: inputs, refusals, saved states accepted."""

    tried: int = 0
    refused: int = 0
    accepted: int = 0
    kinds: Counter = field(default_factory=Counter)


def deep_list(depth: int) -> list:
    """A list nested ``depth`` levels deep, built without recursion."""
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def _long_text(n: int) -> str:
    """A long string of plausible-looking tokens."""
    return ("R7 " * (n // 3 + 1))[:n]


def expect_refusal(call, what: str, report: BoundaryReport, allowed=(IllegalAction, InvalidInput)):
    """Run ``call``; it must raise one of ``allowed`` with a short message."""
    report.tried += 1
    report.kinds[what] += 1
    try:
        call()
    except allowed as exc:
        message = str(exc)
        assert message, f"{what}: refused without a message"
        assert len(message) <= MESSAGE_LIMIT, f"{what}: a {len(message)}-character message"
        report.refused += 1
        return exc
    except Exception as exc:  # noqa: BLE001 - that is what this check is for
        raise AssertionError(f"{what}: raised {type(exc).__name__}: {str(exc)[:200]}") from exc
    raise AssertionError(f"{what}: was accepted")


def _check_parsers(module: ModuleType, report: BoundaryReport) -> None:
    """Notation parsers refuse wrong types, garbage and huge input with short messages."""
    bad_text = ("", "   ", "ZZ9", "R7 ZZ9", "\u2603", _long_text(200_000), "R" * 100_000)
    for name in ("parse_cards", "card", "parse_grid"):
        parse = getattr(module, name, None)
        if parse is None:
            continue
        for bad in (*WRONG_TYPES, deep_list(5000), *bad_text[2:]):
            expect_refusal(lambda: parse(bad), f"{name}({quote(bad)})", report, (InvalidInput,))


def _check_new_game(module: ModuleType, players: int, report: BoundaryReport) -> None:
    """``new_game`` refuses player counts and rules of the wrong kind."""
    for bad in (0, 1, -players, 99, True, float(players), str(players), None):
        expect_refusal(lambda: module.new_game(bad, seed=1), f"new_game({bad!r})", report,
                        (InvalidInput,))
    for bad in ("strict", 5, {"stalemate": "x"}, object()):
        expect_refusal(lambda: module.new_game(players, seed=1, rules=bad),
                        f"new_game(rules={quote(bad)})", report, (InvalidInput,))
    for bad in ([1], {"a": 1}, object(), "7", 7.0, True, b"7"):
        expect_refusal(lambda: module.new_game(players, seed=bad), f"new_game(seed={quote(bad)})", report,
                        (InvalidInput,))


def _check_position(module: ModuleType, state, rng: random.Random, stale: list,
                    report: BoundaryReport) -> None:
    """At one position: bad seats, bad action types, garbage notation, stale actions."""
    before = state.position_json(), state.to_json()
    seats = state.to_act()
    seat = seats[0] if seats else 0
    legal = state.legal_actions(seat) if seats else []
    some_action = legal[0] if legal else "x"
    for bad in (*NOT_SEATS, state.players):
        for name, call in (("observation", lambda: state.observation(bad)),
                           ("legal_actions", lambda: state.legal_actions(bad)),
                           ("apply", lambda: state.apply(bad, some_action))):
            exc = expect_refusal(call, f"{name}(seat={bad!r})", report, (IllegalAction,))
            assert exc.rule == "seats", f"{name}(seat={bad!r}) refused with rule {exc.rule!r}, not 'seats'"
    if seats:
        for bad in (*WRONG_TYPES, deep_list(5000), "", "   ", "\u2603 \u2603", _long_text(100_000)):
            expect_refusal(lambda: state.apply(seat, bad), f"apply(action={quote(bad)})", report,
                            (InvalidInput,))
        if legal:  # a legal move with a long tail on a word: its refusal quotes that word short
            for bad in stretched(str(legal[0]), 100_000):
                expect_refusal(lambda: state.apply(seat, bad), f"apply(action={quote(bad)})", report)
        garbage = "".join(rng.choice("RBGWJQSXKT0123456789+-= *") for _ in range(rng.randint(1, 12)))
        if not names_a_legal_action(state, garbage, legal):  # random text can spell a real move
            expect_refusal(lambda: state.apply(seat, garbage), f"apply(action={quote(garbage)})", report)
        legal_text = set(map(str, legal))
        for old in stale:
            if str(old) not in legal_text:
                expect_refusal(lambda: state.apply(seat, old), f"stale action {old}", report, (IllegalAction,))
        idle = [s for s in range(state.players) if s not in seats]
        if idle and legal:
            who = rng.choice(idle)
            if str(legal[0]) not in set(map(str, state.legal_actions(who))):
                expect_refusal(lambda: state.apply(who, legal[0]), "action by an idle seat", report,
                                (IllegalAction,))
    assert (state.position_json(), state.to_json()) == before, "a refused input changed the state"


def stretched(notation: str, length: int) -> list[str]:
    """The notation with ``length`` characters glued after its last word and before its first (a square
    ``c4-b5`` becomes ``c4-b5xxx...``): no longer an action, and never to be quoted whole."""
    words = notation.split(" ")
    return [" ".join([*words[:-1], words[-1] + "x" * length]), " ".join(["x" * length + words[0], *words[1:]])]


def names_a_legal_action(state, text: str, legal: list) -> bool:
    """Whether notation, read as the game reads it, is one of the legal actions."""
    try:
        action = state.parse_action(text)
    except (InvalidInput, IllegalAction):
        return False
    return str(action) in set(map(str, legal))


def check_bad_inputs(module: ModuleType, players: int, games: int = 3, seed: int = 0,
                     positions: int = 6, max_steps: int = 100_000) -> BoundaryReport:
    """Feed the engine bad input everywhere it takes input; only refusals may come back.

    Wrong seats (negative, ``bool``, float, out of range) must raise ``IllegalAction``
    with ``rule="seats"``; actions of the wrong type, garbage, huge text and deeply
    nested lists ``InvalidInput``, and so do seeds that are not whole numbers; random
    text that reads as a real action that is not legal now, stale and idle-seat actions
    ``IllegalAction``. Every message is short, and no
    refusal changes the state. Positions are sampled along ``games`` random games.
    """
    report = BoundaryReport()
    _check_parsers(module, report)
    _check_new_game(module, players, report)
    for g in range(games):
        rng = random.Random(seed * 7_919 + g)
        state = module.new_game(players, seed=seed * 1_000 + g)
        stale: list = []
        length = _play_length(module, players, seed * 1_000 + g, rng.random(), max_steps)
        checkpoints = {0, length - 1, *(rng.randrange(max(1, length)) for _ in range(positions))}
        step = 0
        while state.to_act():
            if step in checkpoints:
                _check_position(module, state, rng, stale, report)
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            stale = (stale + actions[:2])[-6:]
            state.apply(seat, _pick(actions, rng))
            step += 1
        _check_position(module, state, rng, stale, report)
    return report


def _pick(actions: list, rng: random.Random):
    """A random legal action (the chooser both passes of a game share)."""
    return actions[int(rng.random() * len(actions))]


def _play_length(module: ModuleType, players: int, seed: int, mark: float, max_steps: int) -> int:
    """How many steps the game ``check_bad_inputs`` plays lasts (a dry run with the same choices)."""
    state = module.new_game(players, seed=seed)
    rng = random.Random(mark)
    steps = 0
    while state.to_act() and steps < max_steps:
        seat = state.to_act()[0]
        state.apply(seat, _pick(state.legal_actions(seat), rng))
        steps += 1
    return steps
