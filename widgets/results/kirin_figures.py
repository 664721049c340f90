"""The figures of Kirin's analysis page: what random play produces, and what a declaration is worth.

Everything comes from the engine's public API (legal actions, moves and the game log):

- :func:`play_round` plays one round with random players and records the order of each
  trick, what the Kirin cards did after it, every turn's number of legal cards and the
  declarations; :func:`simulate` does that for whole seeded games;
- :func:`declaration_values` tries each card of one hand as the declaration on the same
  random deals and playouts.

:func:`compute` turns a simulation into the counts the page shows (integers and sums,
so the stored figures are exact) and is what ``benchmarks/figures.py`` stores in
``widgets/results/kirin_figures.json``. ``compute(quick=True)`` runs the same code on
fewer games, for the test that keeps the stored figures honest.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict

from engines.kirin import DECK, Declare, new_game, parse_cards, position

NAME = "kirin_figures"
EFFECTS = ("to_ascending", "to_descending", "order_kept", "order_cancelled")
#: What happened after a trick, in the page's words (the keys are the engine's event kinds).
WORDS = {"no Kirin card": "no Kirin card in the trick", "to_descending": "turned to descending",
         "to_ascending": "turned to ascending", "order_kept": "Kirin card asked for the order in force",
         "order_cancelled": "a pair of the strongest beast cancelled", "all_kirin": "four Kirin cards (no winner)"}
GAMES, SEED = 2000, 1
AIKO_HAND, AIKO_SAMPLES, AIKO_SEED = "Q1 Q2 Q5 Q6 B1 X1 X2 X5 XT", 1000, 7
QUICK_GAMES, QUICK_SAMPLES = 60, 40


def play_round(state, rng: random.Random) -> dict:
    """Play one round at random; return what happened in it."""
    number, start, plays = state.round, len(state.events), 0
    turns, declared, held = [], [None] * 4, [0] * 4
    while state.round == number and not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
        if isinstance(action, Declare):
            declared[seat] = action.card.beast
            held[seat] = sum(card.beast is action.card.beast for card in state.hand(seat))
        else:  # (trick number, position in the trick, cards in hand, legal cards)
            turns.append((plays // 4 + 1, plays % 4, 8 - plays // 4, len(legal)))
            plays += 1
        state.apply(seat, action)
    orders, effects, order = [], [], "ascending"
    for event in state.events[start:]:
        if event.kind in ("win", "all_kirin"):
            orders.append(order)
            effects.append(event.kind if event.kind == "all_kirin" else "no Kirin card")
        elif event.kind in EFFECTS:
            effects[-1] = event.kind
            if event.kind.startswith("to_"):
                order = event.kind.removeprefix("to_")
    return {"orders": orders, "effects": effects, "turns": turns, "declared": declared,
            "held": held, "points": state.round_points()[number - 1]}


def simulate(games: int, seed: int) -> list[dict]:
    """Random games with fixed seeds: one record per round."""
    rng, rounds = random.Random(seed), []
    for g in range(games):
        state = new_game(seed=seed * 100_000 + g)
        while not state.is_over():
            rounds.append(play_round(state, rng))
    return rounds


def declaration_values(hand: str, samples: int, seed: int) -> dict[str, list[int]]:
    """Points of each possible declaration of ``hand`` over the same random deals and playouts.

    Returns {card: [total points, samples]}, in the order of the hand.
    """
    cards, rng = parse_cards(hand), random.Random(seed)
    rest, worlds = [card for card in DECK if card not in cards], []
    for _ in range(samples):
        rng.shuffle(rest)
        others = [rest[9 * i:9 * i + 9] for i in range(3)]
        worlds.append((others, [o[rng.randrange(9)] for o in others], rng.getrandbits(32)))
    values = {}
    for card in cards:
        total = 0
        for others, declared, playout_seed in worlds:
            hands = [[c for c in cards if c != card]] + [[c for c in o if c != d] for o, d in zip(others, declared)]
            state, play = position(hands, [card] + declared, leader=0), random.Random(playout_seed)
            while state.round == 1:
                seat = state.to_act()[0]
                legal = state.legal_actions(seat)
                state.apply(seat, legal[play.randrange(len(legal))])
            total += state.round_points()[0][0]
        values[str(card)] = [total, samples]
    return values


def summarize(rounds: list[dict]) -> dict:
    """The counts the page shows, from simulated rounds (all integers: sums and counts)."""
    changes = Counter(sum(e.startswith("to_") for e in r["effects"]) for r in rounds)
    by_trick = defaultdict(lambda: {"lead": [0, 0], "follow": [0, 0], "tied": [0, 0]})
    for r in rounds:
        for trick, place, hand, legal in r["turns"]:
            row = by_trick[trick]
            if place == 0:
                row["lead"][0] += legal
                row["lead"][1] += 1
            else:
                row["follow"][0] += legal
                row["follow"][1] += 1
                if legal < hand:  # tied down by the follow rule: [legal cards summed, turns]
                    row["tied"][0] += legal
                    row["tied"][1] += 1
    declared = defaultdict(lambda: [0, 0])  # (beast, cards of it held) -> [points, rounds]
    for r in rounds:
        for seat in range(4):
            cell = declared[f"{r['declared'][seat].name} {r['held'][seat]}"]
            cell[0] += r["points"][seat]
            cell[1] += 1
    return {
        "rounds": len(rounds),
        "changes": [changes[k] for k in range(max(changes) + 1)],
        "after": {kind: sum(e == kind for r in rounds for e in r["effects"]) for kind in WORDS},
        "descending": [sum(r["orders"][t] == "descending" for r in rounds) for t in range(8)],
        "by_trick": [{"trick": t, **by_trick[t]} for t in range(1, 9)],
        "declared": dict(sorted(declared.items())),
    }


def compute(quick: bool = False) -> dict:
    """Every figure the page shows; ``quick`` plays fewer games and playouts (same code)."""
    games, samples = (QUICK_GAMES, QUICK_SAMPLES) if quick else (GAMES, AIKO_SAMPLES)
    return {
        "settings": {"games": games, "seed": SEED, "hand": AIKO_HAND, "samples": samples, "hand_seed": AIKO_SEED},
        "random_play": summarize(simulate(games, SEED)),
        "declaration_values": declaration_values(AIKO_HAND, samples, AIKO_SEED),
    }

