"""The worked examples of the Kirin lessons, each one a moment of a real game.

A lesson that shows a game situation (a deal, a hand facing a led card, a trick
around the table, a won pile, a tie) takes it from here, and
``tests/kirin/test_kirin_lesson_examples.py`` builds the same examples with the same
functions and checks that each is a game the rules can reach: a record that
reloads (a numbered game with ``from_json``, a chosen moment with ``position_from_json``).

Two kinds of game are used:

* **numbered games**: ``new_game(seed=n)`` followed by the moves of players who
  choose at random among the cards they may play (:func:`random_players`);
* **chosen moments** (:func:`reach`): a lesson wants a particular hand against a
  particular led card, or a particular trick. ``reach`` finds a deal and a legal
  sequence of declarations and plays that arrives at exactly that moment, and
  returns the game replayed from its record: a position record, since the deal is
  chosen rather than shuffled. Only legal moves are ever made (the
  engine's ``apply`` checks every one), so the moment is one a real table can reach.

The module also words the engine's sentences for a reader who never sees code:
:func:`follow_rows`, :func:`named` (a card by its beast: "the Bird 5", never "S5") and :func:`in_words`
(no action notation such as "play S5"; "beats" only for winning a trick).
"""

from __future__ import annotations

import random
import re
from typing import Iterable, Mapping, Optional, Sequence

from engines.core import seat_name
from engines.kirin import (DECK, Card, State, deciding_beast_words, forcing_cards, legal_follows, new_game,
                           order_after, parse_card, parse_cards, position_from_json, strongest_kirin_beast,
                           trick_winner)
from engines.kirin.bots import RandomBot
from engines.kirin.cards import TOKENS

from ..pictures import card_words  # a card in words ("the Tiger 4"), as the lessons' sentences and pictures say it

PLAYERS = 4
TRICKS = 8

LESSON_DEAL = 2024
"""The numbered deal of lessons 1 and 6."""
LESSON_DECLARATIONS = ("X5", "S1", "SK-", "B2")
"""What Aiko, Bruno, Chidi and Dagny declare from that deal in lesson 6."""
LESSON_PLAYERS = 10
"""Lesson 6's random players draw from generators numbered 10 to 13."""
MARKER_GAME = 3
"""The numbered game whose first round lesson 5 follows trick by trick (and whose end lesson 6 shows)."""
GAME_NAME = {LESSON_DEAL: "A", MARKER_GAME: "B"}
"""What the lessons call the two recorded games: "game A" and "game B" (a number such as 2024 reads as a year)."""


# ----- numbered games ------------------------------------------------------------------------

def random_players(first: int) -> list[RandomBot]:
    """Four players who choose at random among the cards they may play, numbered ``first`` to ``first + 3``."""
    return [RandomBot(first + seat) for seat in range(PLAYERS)]


def play_on(game: State, players: Sequence[RandomBot], last_round: Optional[int] = None) -> State:
    """Let ``players`` play ``game`` until round ``last_round`` is over (or to the end); the game itself."""
    while not game.is_over() and (last_round is None or game.round <= last_round):
        seat = game.to_act()[0]
        game.apply(seat, players[seat].choose(game.observation(seat), game.legal_actions(seat)))
    return game


def lesson_deal() -> State:
    """Lessons 1 and 6: the numbered deal 2024, before anyone declares."""
    return new_game(seed=LESSON_DEAL)


def lesson_declared() -> State:
    """Lesson 6: that deal after the four declarations."""
    game = lesson_deal()
    for seat, card in enumerate(LESSON_DECLARATIONS):
        game.apply(seat, f"declare {card}")
    return game


def lesson_round(last_round: Optional[int] = 1) -> State:
    """Lesson 6: the declared deal played on by random players, to the end of ``last_round`` (None: the game)."""
    return play_on(lesson_declared(), random_players(LESSON_PLAYERS), last_round)


def numbered_game(number: int, last_round: Optional[int] = None) -> State:
    """Game ``number``: its deal, played by random players numbered ``10 * number`` on."""
    return play_on(new_game(seed=number), random_players(10 * number), last_round)


def won_tricks(game: State, seat: int, rnd: int) -> list[list[str]]:
    """The tricks ``seat`` won in round ``rnd``, each as its four cards in play order, read from the log."""
    tricks, current = [], 0
    for event in game.events:
        if event.kind == "deal":
            current = event.data[0]
        elif event.kind == "win" and current == rnd and event.data[0] == seat:
            tricks.append(event.data[1].split())
    return tricks


_EFFECTS = ("to_ascending", "to_descending", "order_kept", "order_cancelled")


def round_tricks(game: State, rnd: int) -> list[dict]:
    """The tricks of round ``rnd`` read from the log, in play order: for each its leader, its cards
    (the leader's first, then clockwise), its winner (None: nobody), the order in force while it was
    played, and what its Kirin cards did afterwards (the log's sentence without its
    "Kirin effect:" and its label, which the lessons' tables put in the column's heading; None if it held none; its
    kind of effect, such as "order_cancelled", under "kind"; the order it turns to under "turns").

    A Kirin card in the round's last trick turns the order as after any trick (the engine logs it
    and the analysis counts it), but no trick of the round follows and the next round starts
    ascending (KI-2): its sentence says so (:func:`last_trick_effect`) rather than the log's "from
    the next trick"."""
    tricks, current, leader, order = [], 0, 0, "ascending"
    for event in game.events:
        if event.kind == "deal":
            current, leader, order = event.data[0], event.data[1], "ascending"
        elif current != rnd:
            continue
        elif event.kind in ("win", "all_kirin"):
            winner = event.data[0] if event.kind == "win" else None
            cards = event.data[1].split()
            tricks.append({"leader": leader, "cards": cards, "winner": winner, "order": order, "effect": None})
            leader = leader if winner is None else winner
        elif event.kind in _EFFECTS:
            tricks[-1]["effect"] = str(event).removeprefix("Kirin effect: ").removesuffix(" (KI-6).") + "."
            tricks[-1]["kind"] = event.kind
            if event.kind.startswith("to_"):
                order = event.kind.removeprefix("to_")
                tricks[-1]["turns"] = order
        elif event.kind == "reveal" and tricks and tricks[-1].get("turns"):
            tricks[-1]["effect"] = last_trick_effect(tricks[-1])
    for trick in tricks:
        trick["effect"] = _why_this_card(trick)
    return tricks


def _why_this_card(trick: Mapping) -> Optional[str]:
    """A trick's effect sentence, led by why its card decides when several Kirin cards were played
    (the engine's words, :func:`engines.kirin.deciding_beast_words`)."""
    if trick["effect"] is None:
        return None
    return deciding_beast_words(trick["cards"], trick["order"]) + trick["effect"]


def last_trick_effect(trick: Mapping) -> str:
    """A turn of the order after a round's last trick: it happens, but no trick is played in the new order."""
    beast = strongest_kirin_beast(trick["cards"], trick["order"])
    card = next(c for c in trick["cards"] if parse_card(c).is_kirin and parse_card(c).beast is beast)
    asked = parse_card(card).direction.value
    return f"{card} turns the order to {asked}, but no trick of the round follows."


def plays_text(trick: Mapping) -> str:
    """A trick's cards with who played each, the leader first, each card in words (:func:`card_words`):
    "Chidi the Tiger 3, Dagny the Dragon's descending Kirin card, Aiko the Dragon 5, Bruno the Bird 6"."""
    return ", ".join(f"{seat_name((trick['leader'] + i) % PLAYERS)} {card_words(card)}"
                     for i, card in enumerate(trick["cards"]))


def order_turns(tricks: Sequence[Mapping]) -> list[int]:
    """The tricks (numbered from 1) after which the Kirin effect turned the order, the round's last
    trick included: the turns the game log records and the analysis counts."""
    return [n for n, trick in enumerate(tricks, 1) if trick.get("turns")]


def last_trick(game: State) -> dict:
    """The last trick of a finished game: its leader, cards, order in force, winner and winning card."""
    leader, cards, winner, order = game.observation(0)["tricks"][-1].values()
    return {"leader": leader, "cards": cards, "order": order, "winner": winner,
            "card": cards[(winner - leader) % PLAYERS]}


def shared_win_decided_last(game: State) -> bool:
    """A shared win that the last trick's winner reached only with that trick's points."""
    trick = last_trick(game)
    declared = parse_card(game.observation(0)["revealed"][-1][trick["winner"]])
    points = sum(parse_card(card).beast is declared.beast for card in trick["cards"])
    return len(game.winners()) > 1 and trick["winner"] in game.winners() and points > 0


def tie_game() -> tuple[int, State]:
    """Lesson 6: the first numbered game that ends in a shared win decided by its very last trick."""
    number = 0
    while not shared_win_decided_last(game := numbered_game(number)):
        number += 1
    return number, game


# ----- chosen moments --------------------------------------------------------------------------

def _record(deal: Sequence[Sequence[Card]], moves: Iterable[tuple[int, str]]) -> dict:
    """A position record: a chosen round-1 deal (later rounds dealt by the game's own shuffle) and its moves."""
    record = new_game(seed=0).to_position_json()
    record["setup"]["hands"] = [" ".join(str(card) for card in hand) for hand in deal]
    record["moves"] = [[seat, text] for seat, text in moves]
    del record["scores"], record["over"]  # derived by the replay
    return record


def _past_tricks(hands: dict[int, list[Card]], past: dict[int, set[Card]], tricks: int,
                 rng: random.Random) -> Optional[tuple[list[tuple[int, str]], int, str]]:
    """Play ``tricks`` tricks from round 1's first lead, each player choosing at random among the cards
    the follow rule allows that are in ``past`` (cards kept for later may not go); None if someone
    would have to play a kept card. Returns the plays, the next leader and the order in force."""
    leader, order, plays = 0, "ascending", []
    for _ in range(tricks):
        cards: list[Card] = []
        for i in range(PLAYERS):
            seat = (leader + i) % PLAYERS
            allowed = [card for card in legal_follows(hands[seat], cards[0] if cards else None, order)
                       if card in past[seat]]
            if not allowed:
                return None
            card = rng.choice(allowed)
            hands[seat].remove(card)
            past[seat].discard(card)
            cards.append(card)
            plays.append((seat, f"play {card}"))
        won_at = trick_winner(cards, order)
        leader = leader if won_at is None else (leader + won_at) % PLAYERS
        order = order_after(cards, order)
    return plays, leader, order


def reach(held: Optional[Mapping[int, str | Iterable]] = None, *, leader: int, order: str = "ascending",
          trick: str | Iterable = (), size: Optional[int] = None, declared: Optional[Sequence] = None,
          seed: int = 0, tries: int = 20000) -> State:
    """A real game at the moment a lesson shows: ``held[seat]`` are exactly the cards that seat holds,
    ``trick`` the cards played so far to the current trick (led by ``leader``) in ``order``.

    Round 1; the trick is the one where every player starts with ``size`` cards (given by
    the hands in ``held`` if there are any). With four cards in ``trick`` the trick is
    over in the game returned: it is the last of ``state.observation(0)["tricks"]``.
    Seats not in ``held`` hold cards nobody looks at. The deal, the declarations and the
    earlier tricks are found by trying (the same ``seed``, the same game); every move is
    checked by the engine on replay.
    """
    wanted = {seat: parse_cards(cards) for seat, cards in (held or {}).items()}
    played = parse_cards(trick)
    by = {(leader + i) % PLAYERS: card for i, card in enumerate(played)}
    sizes = {len(cards) + (seat in by) for seat, cards in wanted.items()} | ({size} if size else set())
    if len(sizes) != 1 or not 1 <= min(sizes) <= TRICKS or len(played) > PLAYERS:
        raise ValueError(f"The hands shown do not fit one moment of a round: {held}, trick {trick}")
    size = sizes.pop()
    done = TRICKS - size
    fixed = list(declared and parse_cards(declared) or [])
    known = {card for cards in wanted.values() for card in cards} | set(played) | set(fixed)
    rest = [card for card in DECK if card not in known]
    rng = random.Random(seed)
    for _ in range(tries):
        rng.shuffle(rest)
        pool = list(rest)
        declared_now = fixed or [pool.pop() for _ in range(PLAYERS)]
        now = {seat: list(wanted[seat]) if seat in wanted else [pool.pop() for _ in range(size - (seat in by))]
               for seat in range(PLAYERS)}
        later = {seat: now[seat] + ([by[seat]] if seat in by else []) for seat in range(PLAYERS)}
        past = {seat: {pool.pop() for _ in range(done)} for seat in range(PLAYERS)}
        deal = [sorted(past[s] | set(later[s]) | {declared_now[s]}, key=lambda c: c.id) for s in range(PLAYERS)]
        hands = {s: [card for card in deal[s] if card != declared_now[s]] for s in range(PLAYERS)}
        found = _past_tricks(hands, {s: set(past[s]) for s in range(PLAYERS)}, done, rng)
        if found is None or found[1:] != (leader, order):
            continue
        current = []
        for i, card in enumerate(played):
            seat = (leader + i) % PLAYERS
            if card not in legal_follows(hands[seat], played[0] if i else None, order):
                break
            hands[seat].remove(card)
            current.append((seat, f"play {card}"))
        else:
            declarations = [(seat, f"declare {declared_now[seat]}") for seat in range(PLAYERS)]
            return position_from_json(_record(deal, declarations + found[0] + current))
    raise ValueError(f"No game reached {held} with {played} led by seat {leader} in {order} order "
                     f"in {tries} tries.")


def follow_game(hand: str, led: str, order: str) -> State:
    """Lesson 3: a real round where Bruno has led ``led`` in ``order`` and Chidi, next to play, holds ``hand``."""
    return reach({2: hand}, trick=led, leader=1, order=order)


def trick_game(cards: str, order: str, leader: int = 0, size: int = 2) -> State:
    """Lessons 4 and 5: a real round in which ``cards`` were just played as a trick led by ``leader``
    in ``order``, each player holding ``size`` cards before it (2: the seventh trick of eight)."""
    return reach(trick=cards, leader=leader, order=order, size=size)


def finished_trick(game: State) -> dict:
    """The last finished trick of ``game``'s round: leader, cards, winner (None: nobody), order it was played in."""
    return game.observation(0)["tricks"][-1]


def refusal_game() -> State:
    """Lesson 3: late in a real round Bruno has led B4 (ascending) and Chidi holds S5 X3."""
    return follow_game("S5 X3", "B4", "ascending")


ALL_KIRIN_HANDS = {0: "QK+ Q3", 1: "SK- S4", 2: "BK+ B5", 3: "XK- XT"}
"""Lesson 4: two cards each, a Kirin card and one other, with two tricks to go. The other cards make
the last trick, which Dagny's trump wins in either order (so lesson 4 needs no Kirin effect)."""


def all_kirin_game() -> State:
    """Lesson 4: a real round where, with two tricks to go, Aiko leads and each player holds a Kirin card."""
    return reach(ALL_KIRIN_HANDS, leader=0, order="ascending")


# ----- sentences for a reader who never sees code -----------------------------------------

_TOKEN = "|".join(re.escape(token) for token in sorted(TOKENS, key=len, reverse=True))
"""Any card code of the notation (KI-1), longest first so that "QK+" is not read as "Q"; from the engine's
:data:`~engines.kirin.cards.TOKENS`, so the lessons' wording never restates the notation."""
_KIRIN_TOKEN = "|".join(re.escape(token) for token in TOKENS if "K" in token[1:])
_NOTATION = re.compile(rf"\b(play|declare) (?=(?:{_TOKEN})(?![A-Za-z0-9]))")
_CARD = re.compile(rf"(?<![A-Za-z0-9])(?:{_TOKEN})(?![A-Za-z0-9+-])")
_PAIR = re.compile(rf" \((?:{_KIRIN_TOKEN})(?: and (?:{_KIRIN_TOKEN}))+\)")


def named(sentence: str) -> str:
    """An engine sentence with every card code said by :func:`card_words` ("X6 wins" becomes "The Tortoise 6
    wins"); a pair the sentence has just named by its beast ("its Kirin cards (QK+ and QK-)") is left out."""
    sentence = _PAIR.sub("", sentence)
    sentence = _CARD.sub(lambda m: card_words(m.group()), sentence)
    return re.sub(r"(^|[.!?] )the\b", lambda m: m.group(1) + "The", sentence)


def in_words(sentence: str) -> str:
    """An engine sentence without anything that reads like action notation ("play X3" becomes
    "play the card X3")."""
    return _NOTATION.sub(r"\1 the card ", sentence)


def without_labels(sentence: str) -> str:
    """An engine sentence with its rule labels left out ("by the rule for winning a trick (KI-5)" becomes
    "by the rule for winning a trick"; "Our reading, KI-3, gives" becomes "Our reading gives"): a lesson
    gives a label once, where it first names the rule."""
    sentence = re.sub(r" \(KI-\d\)", "", sentence)
    return re.sub(r"\b([Oo]ur reading), KI-\d,", r"\1", sentence)


def follow_rows(hand, led, order) -> list[tuple[Card, bool, str]]:
    """KI-4 for each card of a hand: may it be played, and why, in a teacher's words (the reason a card
    obliges is the engine's :func:`~engines.kirin.rules.obliging_words`)."""
    from engines.core import join_and
    from engines.kirin import explain_follows, obliging_words

    rows = []
    forced = forcing_cards(hand, led, order) if led is not None else []
    for card, ok, _engine_why in explain_follows(hand, led, order):
        if led is None:
            why = "The leader may lead any card."
        elif card in forced:
            why = f"It obliges: {obliging_words(card, led, order)}."
        elif len(forced) == 1:
            why = f"{forced[0]} obliges and must be played instead."
        elif forced:
            why = f"{join_and(forced)} oblige, so one of them must be played instead."
        else:
            why = "No card in this hand obliges, so any card may be played."
        rows.append((card, ok, named(why)))
    return rows
