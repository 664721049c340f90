"""Bots for The Luminous Dragon Egg. A bot sees only its seat's observation.

``RandomBot`` picks any legal action. ``SageBot`` estimates, for each way to build
its two sets, the expected earnings against opponents' sets sampled from the cards
it cannot see (each sampled opponent plays its strongest Far, then its strongest
Near; one that showed a set with the egg keeps it, beside the strongest set its other cards
allow that leaves the shown set where it was placed, DE-2, under the game's variant, DE-1),
and plays the best; it also returns bracelets to draw, uses the egg on the
set it is least sure about, and discards the card that helps its sets least.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from dataclasses import dataclass
from typing import Iterator, Sequence

from .actions import (BRACELET, EGG_FAR, EGG_NEAR, NO_EGG, SET_INDICES, SET_POWER, Build, Discard, builds_for,
                      hand_builds)
from .cards import BY_TOKEN, CARDS, DECK
from .rules import POWER


class RandomBot:
    """Plays a uniformly random legal action, from its own seeded generator."""

    name = "Random"

    def __init__(self, seed: int | None = None) -> None:
        """A bot with its own generator, seeded for repeatable games."""
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal: Sequence):
        """Pick any legal action."""
        return self.rng.choice(list(legal))

    def choose_with_reason(self, observation: dict, legal: Sequence):
        """Pick any legal action; the reason says so."""
        return self.choose(observation, legal), "a random legal action"


def _indices(tokens: Sequence[str]) -> list[int]:
    """Card indices of a list of tokens."""
    return [BY_TOKEN[t].index for t in tokens]


_BEST: dict[tuple[tuple[int, ...], bool], tuple[int, int]] = {}


def _best_build_powers(hand: Sequence[int], strict: bool) -> tuple[int, int]:
    """(Far, Near) powers of the build an opponent is assumed to play: strongest Far, then Near (remembered)."""
    key = (tuple(sorted(hand)), bool(strict))
    best = _BEST.get(key)
    if best is None:
        best = (-1, -1)
        for b in hand_builds(key[0], key[1]):
            p = (SET_POWER[b.far], SET_POWER[b.near])
            if p > best:
                best = p
        if len(_BEST) > 200_000:
            _BEST.clear()
        _BEST[key] = best
    return best


_SHOWN: dict[tuple, tuple[int, int] | None] = {}


def rival_with_shown_set(shown: Sequence[int], target: str, rest: Sequence[int],
                         strict: bool) -> tuple[int, int] | None:
    """(Far, Near) powers of a rival who showed ``shown`` as its ``target`` set and holds ``rest``.

    Its other set is the strongest among the sets of ``rest`` that the engine's builds allow
    beside the shown one (:func:`~.actions.hand_builds`: the strict variant, DE-1) and that keep
    the shown set where it was placed (DE-2: the stronger set is the Far). ``None`` when no set
    of ``rest`` fits: those cards could not have been placed beside the shown set.
    """
    key = (tuple(sorted(shown)), target, tuple(sorted(rest)), bool(strict))
    if key in _SHOWN:
        return _SHOWN[key]
    cards = tuple(sorted((*shown, *rest)))
    best = None
    for b in hand_builds(cards, bool(strict)):
        if tuple(sorted(SET_INDICES[getattr(b, target)])) != key[0]:
            continue
        p = (SET_POWER[b.far], SET_POWER[b.near])
        if best is None or p > best:
            best = p
    if len(_SHOWN) > 200_000:
        _SHOWN.clear()
    _SHOWN[key] = best
    return best


def guess_opponents(obs: dict, dealt: Sequence[int], lenient: bool = False) -> list[tuple[int, int]] | None:
    """Every opponent's (Far, Near) powers, guessed from ``dealt`` unseen cards in seat order.

    An opponent with no shown set plays its strongest Far, then its strongest Near; one that
    showed a set with the egg (DE-7) keeps it and adds :func:`rival_with_shown_set`. ``None``
    when the cards dealt to a rival with a shown set could not have been placed beside it
    (``lenient``: that rival's second set is taken to equal the shown one instead).
    """
    strict, target = obs["revelation"] == "strict", obs["egg_target"]
    sizes, placed, shown_sets, seat = obs["hand_sizes"], obs["placed"], obs["shown"], obs["seat"]
    out, at = [], 0
    for o in range(obs["players"]):
        if o == seat:
            continue
        size = sizes[o] + (4 if placed[o] else 0)
        shown = shown_sets[o]
        if shown:
            cards = _indices(shown.split())
            guess = rival_with_shown_set(cards, target, dealt[at:at + size - 2], strict)
            if guess is None:
                if not lenient:
                    return None
                guess = (POWER[cards[0]][cards[1]],) * 2
            out.append(guess)
            at += size - 2
        else:
            out.append(_best_build_powers(dealt[at:at + size], strict))
            at += size
    return out


def cards_needed(obs: dict) -> int:
    """How many unseen cards one guess of every opponent's sets deals."""
    return sum(obs["hand_sizes"][o] + (4 if obs["placed"][o] else 0) - (2 if obs["shown"][o] else 0)
               for o in range(obs["players"]) if o != obs["seat"])


def set_score(power: int, others_sorted: Sequence[int]) -> int:
    """A set's score against the other players' sets of the same kind, sorted by power (DE-3)."""
    return bisect_right(others_sorted, power)


GUESS_TRIES = 100
"""Deals a guess draws before it gives up keeping the shown sets where they were placed."""


@dataclass(frozen=True)
class Estimate:
    """Why the Sage builds ``build``: what it should earn this round (ZOO, DE-3) and how many of the ``others``
    rival Far and Near sets its Far and Near beat or tie, each averaged over the deals of the unseen cards it
    imagines (to one decimal)."""

    build: Build
    earnings: float
    far: float
    near: float
    others: int


class SageBot:
    """Chooses the sets with the best expected earnings against sampled opponents."""

    name = "Sage"

    def __init__(self, seed: int | None = None, samples: int = 200) -> None:
        """A bot sampling ``samples`` deals of the unseen cards per decision, from its own generator."""
        self.rng = random.Random(seed)
        self.samples = samples

    def choose(self, observation: dict, legal: Sequence):
        """Pick an action (see :meth:`choose_with_reason`)."""
        return self.choose_with_reason(observation, legal)[0]

    def choose_with_reason(self, obs: dict, legal: Sequence):
        """Pick an action and say why in one sentence."""
        legal = list(legal)
        if obs["phase"] == "egg":
            return self._egg(obs, legal)
        if obs["phase"] == "discard":
            return self._discard(obs, legal)
        if BRACELET in legal and len(obs["hand"]) < 7 and obs["deck_size"] + obs["discard_size"]:
            return BRACELET, ("returning a bracelet draws one more card, and more cards give "
                              "more ways to build strong sets")
        builds = [a for a in legal if isinstance(a, Build)]
        values = self.expected(obs, builds)
        best = max(range(len(builds)), key=lambda i: values[i][0])
        ev, fs, ns = values[best]
        b = builds[best]
        return b, Estimate(b, round(ev, 1), round(fs, 1), round(ns, 1), obs["players"] - 1)

    # ----- the estimate ------------------------------------------------------------------
    def _unseen(self, obs: dict) -> list[int]:
        """Cards this seat cannot see: the deck minus its hand, its sets and shown sets."""
        pool = [c.index for c in DECK]
        seen = list(obs["hand"])
        for pair in obs["my_sets"] or []:
            seen += pair.split()
        for shown in obs["shown"]:
            if shown:
                seen += shown.split()
        for i in _indices(seen):
            pool.remove(i)
        return pool

    def _deal(self, unseen: list[int], needed: int) -> list[int]:
        """A uniform draw of ``needed`` unseen cards, in random order (a whole shuffle)."""
        self.rng.shuffle(unseen)
        return unseen

    def _sample_opponents(self, obs: dict, unseen: list[int]) -> list[tuple[int, int]]:
        """One guess of every opponent's (Far, Near) powers, dealt from the unseen cards.

        A deal that could not have been placed beside a shown set is drawn again (DE-2), so
        the guess is uniform among the deals that fit; after ``GUESS_TRIES`` deals a rival
        with a shown set is taken to hold a second set equal to it.
        """
        needed = cards_needed(obs)
        for _ in range(GUESS_TRIES):
            guess = guess_opponents(obs, self._deal(unseen, needed))
            if guess is not None:
                return guess
        return guess_opponents(obs, self._deal(unseen, needed), lenient=True)

    def guesses(self, obs: dict) -> Iterator[list[tuple[int, int]]]:
        """``samples`` guesses of every opponent's (Far, Near) powers, each in seat order."""
        unseen = self._unseen(obs)
        for _ in range(self.samples):
            yield self._sample_opponents(obs, unseen)

    def expected(self, obs: dict, builds: Sequence[Build]) -> list[tuple[float, float, float]]:
        """(expected earnings, mean Far score, mean Near score) of each build (DE-3)."""
        mine = [(SET_POWER[b.far], SET_POWER[b.near]) for b in builds]
        totals = {p: [0, 0, 0] for p in mine}
        for opponents in self.guesses(obs):
            fars, nears = sorted(f for f, _ in opponents), sorted(n for _, n in opponents)
            for (fp, np_), t in totals.items():
                fs, ns = set_score(fp, fars), set_score(np_, nears)
                t[0] += fs * ns
                t[1] += fs
                t[2] += ns
        k = self.samples
        return [(totals[p][0] / k, totals[p][1] / k, totals[p][2] / k) for p in mine]

    # ----- the egg and discards ------------------------------------------------------------
    def _egg(self, obs: dict, legal: list):
        """Use the egg on the set whose score is least certain; keep it if there is no choice."""
        hand = _indices(obs["hand"]) + _indices(" ".join(obs["my_sets"]).split())
        options = builds_for(tuple(sorted(hand)), obs["revelation"] == "strict")
        if len(options) < 2:
            return NO_EGG, "your hand allows only one way to build, so a peek would not help"
        values = self.expected({**obs, "my_sets": None, "hand": [CARDS[i].token for i in hand]},
                               options)
        far_spread = max(v[1] for v in values) - min(v[1] for v in values)
        near_spread = max(v[2] for v in values) - min(v[2] for v in values)
        if far_spread >= near_spread:
            return EGG_FAR, ("your choice changes the Far score most, so seeing every Far set "
                             "before rebuilding helps most")
        return EGG_NEAR, ("your choice changes the Near score most, so seeing every Near set "
                          "before rebuilding helps most")

    def _discard(self, obs: dict, legal: list):
        """Discard the card whose loss weakens the best remaining sets least (DE-6)."""
        hand = _indices(obs["hand"])
        strict = obs["revelation"] == "strict"

        def after(action: Discard):
            """The strongest sets left after this discard (ties: the higher card goes)."""
            rest = list(hand)
            rest.remove(action.card.index)
            return _best_build_powers(rest, strict), -action.card.index

        choice = max((a for a in legal if isinstance(a, Discard)), key=after)
        return choice, f"{choice.card} adds the least to your strongest Far and Near"
