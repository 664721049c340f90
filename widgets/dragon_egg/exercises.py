"""Check yourself, The Luminous Dragon Egg: questions drawn and marked by the engine.

Kinds: ``deal`` (cards left in the deck after the deal) and ``threshold`` (the money that
ends a game) for the components lesson; ``stronger`` (which of two sets is stronger, DE-1),
``total`` (a set's total with a Revelation, DE-1), ``earnings`` (what a player earns in a
round, DE-2, DE-3), ``bracelets`` (how many players take a bracelet after a round, DE-5);
``egg`` (where the egg goes after a round, DE-7) and ``egg_shows`` (which sets the egg's
holder sees, DE-7); ``end`` (does the game end after this round, and who wins, DE-8).

Every answer and every reason comes from the engine: the positions are real deals
(``new_game``, saved as what-if positions of a later round with the money or the egg moved)
or real rounds (``score_round``), and the engine plays them on.
"""

from __future__ import annotations

import random

from engines.core import join_and
from engines.dragon_egg import (DECK, THRESHOLDS, Build, State, egg_qualifiers, new_game, position_from_json,
                                score_round, set_strength, threshold, tokens)

from ..checkyourself import CheckYourself, Question

SEATS = ("Aiko", "Bruno", "Chidi", "Dagny")


def _cards(rng: random.Random, n: int) -> list[str]:
    """``n`` cards dealt from a shuffled deck (two copies of each card at most)."""
    return [c.token for c in rng.sample(DECK, n)]


def _describe(pair: str) -> str:
    """A set in words, from the engine: its kind, its total, what a Revelation became."""
    s = set_strength(pair)
    kind = "a Friends" if s.friends else "a BAH-YAH"
    became = f" ({s.became})" if s.became else ""
    return f"<code>{pair}</code> is {kind} set with total {s.total}{became}"


def stronger(rng: random.Random) -> Question:
    """Which of two sets is stronger (DE-1: Friends above BAH-YAH, then the higher total)."""
    cards = _cards(rng, 4)
    a, b = " ".join(cards[:2]), " ".join(cards[2:])
    sa, sb = set_strength(a), set_strength(b)
    ka, kb = (sa.friends, sa.total), (sb.friends, sb.total)
    answer = "the first" if ka > kb else "the second" if kb > ka else "equally strong"
    return Question(prompt=f"Which set is stronger: <code>{a}</code> (the first) or <code>{b}</code> (the second)?",
                    answer=answer, choices=("the first", "the second", "equally strong"),
                    why=f"{_describe(a)}; {_describe(b)}. Friends beat every BAH-YAH; then the higher "
                        "total wins (DE-1).", kind="stronger")


def total(rng: random.Random) -> Question:
    """The total of a set that holds a Revelation (DE-1)."""
    while True:
        cards = _cards(rng, 2)
        if any(c.endswith("*") for c in cards):
            break
    pair = " ".join(cards)
    return Question(prompt=f"What is the total of the set <code>{pair}</code>?",
                    answer=str(set_strength(pair).total),
                    why=f"{_describe(pair)}: a Revelation takes the rank of its colour that makes its set "
                        "strongest (DE-1).", kind="total")


def _round(rng: random.Random):
    """A round at a table of three, scored by the engine, and its sets as an HTML list."""
    cards = _cards(rng, 12)
    sets = [[" ".join(cards[4 * s:4 * s + 2]), " ".join(cards[4 * s + 2:4 * s + 4])] for s in range(3)]
    result = score_round(sets)
    rows = "".join(f"<li>{SEATS[s]}: Far <code>{' '.join(c.token for c in result.far[s])}</code>, "
                   f"Near <code>{' '.join(c.token for c in result.near[s])}</code></li>" for s in range(3))
    return result, rows


def earnings(rng: random.Random) -> Question:
    """What Aiko earns in a round at a table of three: Far score times Near score (DE-2, DE-3)."""
    result, rows = _round(rng)
    far, near = result.far_scores[0], result.near_scores[0]
    return Question(prompt=f"Three players reveal their sets (the stronger of each "
                           f"player's two sets is the Far, DE-2):<ul>{rows}</ul>How much does Aiko earn?",
                    answer=str(result.earnings[0]),
                    why=f"Aiko's Far beats or ties {far} of the other Far sets and her Near {near} of the "
                        f"other Near sets, so she earns {far} x {near} = {result.earnings[0]} ZOO (DE-3).",
                    kind="earnings")


def bracelets(rng: random.Random) -> Question:
    """How many players take a Sage's Bracelet after a round: those who earned nothing (DE-5)."""
    result, rows = _round(rng)
    zero = [SEATS[s] for s in range(3) if result.earnings[s] == 0]
    named = " and ".join(zero) if zero else "nobody"
    return Question(prompt=f"Three players reveal their sets:<ul>{rows}</ul>How many of them take a Sage's "
                           "Bracelet after this round?",
                    answer=str(len(zero)),
                    why=f"Earnings are {', '.join(f'{SEATS[s]} {e}' for s, e in enumerate(result.earnings))}; "
                        f"whoever earned nothing takes a bracelet: {named} (DE-5).", kind="bracelets")


def deal(rng: random.Random) -> Question:
    """How many cards stay in the deck after the deal, for a drawn table size (game start)."""
    players = rng.choice(sorted(THRESHOLDS))
    game = new_game(players, seed=rng.getrandbits(32))
    view = game.observation(0)
    dealt = view["hand_sizes"]
    return Question(prompt=f"A game for {players} players begins: the cards are shuffled and dealt. "
                           "How many cards stay in the deck?",
                    answer=str(view["deck_size"]),
                    why=f"The deck holds {len(DECK)} cards and each of the {players} players is dealt "
                        f"{dealt[0]}: {len(DECK)} - {players} x {dealt[0]} = {view['deck_size']} stay in "
                        "the deck.", kind="deal")


def threshold_question(rng: random.Random) -> Question:
    """How much money ends a game at a drawn table size (the printed thresholds, DE-8)."""
    players = rng.choice(sorted(THRESHOLDS))
    table = ", ".join(f"{n} players {threshold(n)}" for n in sorted(THRESHOLDS))
    return Question(prompt=f"A game for {players} players: how much money (ZOO) must a player have "
                           "reached for the game to end after a round?",
                    answer=str(threshold(players)),
                    choices=tuple(str(threshold(n)) for n in sorted(THRESHOLDS)),
                    why=f"The threshold grows with the table, because a bigger table pays more per "
                        f"round: {table} ZOO (DE-8).", kind="threshold")


def _friendly_sets(rng: random.Random, players: int) -> list[list[str]]:
    """Two sets per player, often Friends (so that the egg has candidates), from one deck."""
    pool = [c.token for c in DECK]
    rng.shuffle(pool)
    sets = []
    for _ in range(players):
        two = []
        for _ in range(2):
            twins = [t for t in dict.fromkeys(pool) if pool.count(t) == 2 and not t.endswith("*")]
            if twins and rng.random() < 0.6:
                pair = [rng.choice(twins)] * 2
            else:
                pair = pool[:2]
            for t in pair:
                pool.remove(t)
            two.append(" ".join(pair))
        sets.append(two)
    return sets


def _who(seat: int | None) -> str:
    """A seat's name, or the centre of the table."""
    return "the centre" if seat is None else SEATS[seat]


def egg(rng: random.Random) -> Question:
    """Where the egg is after a round at a table of three: a qualifier may take it (DE-7)."""
    sets = _friendly_sets(rng, 3)
    before = rng.choice([None, 0, 1, 2])
    result = score_round(sets, egg_holder=before)
    rows = "".join(f"<li>{SEATS[s]}: Far <code>{tokens(result.far[s])}</code> ({result.far_strength[s]}), "
                   f"Near <code>{tokens(result.near[s])}</code> ({result.near_strength[s]})</li>"
                   for s in range(3))
    qualifiers = egg_qualifiers([s.friends for s in result.far_strength],
                                [s.friends for s in result.near_strength])
    named = join_and(SEATS[s] for s in qualifiers) if qualifiers else "nobody"
    return Question(prompt=f"Before this round the egg is with {_who(before)}. Three players reveal "
                           f"their sets:<ul>{rows}</ul>Where is the egg after the round?",
                    answer=_who(result.egg_holder), choices=("the centre", *SEATS[:3]),
                    why=f"Friends in both sets: {named}. The engine says: {result.egg_reason}, so the "
                        f"egg is with {_who(result.egg_holder)} (DE-7).", kind="egg")


def _later_round(dealt: State, round_number: int, **fields) -> State:
    """A real deal as a what-if position of a later round, with ``fields`` (money, the egg) as earlier
    rounds left them; the engine checks it like any saved position and derives its scores. Its log
    is left out: the deal's log tells of round 1, and a position's log must agree with it."""
    position = dealt.to_position_json()
    position["setup"].update(round=round_number, events=[], **fields)
    del position["scores"], position["over"]
    return position_from_json(position)


def egg_shows(rng: random.Random) -> Question:
    """Which sets the egg's holder sees after naming a row: that row of every other player (DE-7)."""
    game = _later_round(new_game(3, seed=rng.getrandbits(32)), 2, egg_holder=0)  # Aiko won the egg in round 1
    for seat in range(3):
        builds = [a for a in game.legal_actions(seat) if isinstance(a, Build)]
        game.apply(seat, rng.choice(builds))
    placed = [game.builds[s] for s in range(3)]
    row = rng.choice(["far", "near"])
    game.apply(0, f"egg {row}")
    seen = [pair for pair in game.observation(0)["shown"] if pair]
    far = [tokens(placed[s].far) for s in (1, 2)]
    near = [tokens(placed[s].near) for s in (1, 2)]
    answer = ("their Far sets" if seen == far else "their Near sets" if seen == near
              else "all their sets")
    rows = "".join(f"<li>{SEATS[s]}: Far <code>{far[s - 1]}</code>, Near <code>{near[s - 1]}</code></li>"
                   for s in (1, 2))
    shown = join_and(f"{SEATS[s]}'s <code>{p}</code>" for s, p in enumerate(game.shown) if p)
    return Question(prompt=f"Aiko holds the egg. Everyone has placed two sets face down; Bruno and Chidi "
                           f"placed:<ul>{rows}</ul>Aiko uses the egg and names the <b>{row.capitalize()}</b>. "
                           "What does she see of Bruno's and Chidi's sets?",
                    answer=answer, choices=("their Far sets", "their Near sets", "all their sets"),
                    why=f"She sees {shown}: the sets she named, of every other player, and "
                        "only those; then she takes her own sets back and rebuilds from the same "
                        "cards (DE-7).", kind="egg_shows")


def end(rng: random.Random) -> Question:
    """Does the game end after this round, and who wins: the threshold, then the most money (DE-8)."""
    players = rng.choice((2, 3, 4))
    goal = threshold(players)
    best = (players - 1) ** 2
    dealt = new_game(players, seed=rng.getrandbits(32))
    top = goal - rng.randint(1, best)  # often within one round of the goal
    before = [max(0, top - rng.choice((0, 0, 1, 2, best))) for _ in range(players)]
    rounds_paid = -(-max(before) // best)  # a round pays a player at most best ZOO (DE-3)
    game = _later_round(dealt, 1 + rounds_paid, money=before)
    for seat in range(players):
        builds = [a for a in game.legal_actions(seat) if isinstance(a, Build)]
        game.apply(seat, rng.choice(builds))
    earned = [after - b for after, b in zip(game.money, before)]
    names = SEATS[:players]
    if game.phase != "over":
        answer = "the game goes on"
    elif len(game.winners()) == 1:
        answer = f"{names[game.winners()[0]]} wins"
    else:
        answer = "a shared win"
    money = ", ".join(f"{names[s]} {before[s]}" for s in range(players))
    pays = ", ".join(f"{names[s]} {earned[s]}" for s in range(players))
    now = ", ".join(f"{names[s]} {game.money[s]}" for s in range(players))
    verdict = game.log()[-1] if game.phase == "over" else (
        f"Nobody has reached {goal} ZOO, so the next round begins.")
    return Question(prompt=f"A {players}-player game ends after a round in which someone has reached "
                           f"{goal} ZOO. Money before this round: {money}. This round pays {pays}. "
                           "What happens?",
                    answer=answer, choices=("the game goes on", *(f"{n} wins" for n in names), "a shared win"),
                    why=f"Money after the round: {now}. {verdict} (DE-8: the most money wins, "
                        "ties share the win.)", kind="end")


KINDS = {"deal": deal, "threshold": threshold_question, "stronger": stronger, "total": total,
         "earnings": earnings, "bracelets": bracelets, "egg": egg, "egg_shows": egg_shows, "end": end}


def check_yourself(kinds=None, seed: int | None = None) -> CheckYourself:
    """The exercise widget for the given kinds of question (all by default)."""
    return CheckYourself(KINDS, kinds, seed)
