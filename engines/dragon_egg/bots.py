"""Bots for The Luminous Dragon Egg. A bot sees only its seat's observation.

``RandomBot`` picks any legal action. ``SageBot`` estimates, for each way to build
its two sets, the expected earnings against opponents' sets sampled from the cards
it cannot see (each sampled opponent plays its strongest Far, then its strongest
Near), and plays the best; it also returns bracelets to draw, uses the egg on the
set it is least sure about, and discards the card that helps its sets least.
"""

from __future__ import annotations

import random
from typing import Sequence

from .actions import BRACELET, EGG_FAR, EGG_NEAR, NO_EGG, Build, Discard, builds_for
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


def _best_build_powers(hand: Sequence[int], strict: bool) -> tuple[int, int]:
    """(Far, Near) powers of the build an opponent is assumed to play: strongest Far, then Near."""
    best = (-1, -1)
    for b in builds_for(tuple(sorted(hand)), strict):
        p = (POWER[b.far[0].index][b.far[1].index], POWER[b.near[0].index][b.near[1].index])
        if p > best:
            best = p
    return best


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
        others = obs["players"] - 1
        return b, (f"Far {b.far[0]} {b.far[1]} and Near {b.near[0]} {b.near[1]} should earn "
                   f"about {ev:.1f} ZOO: the Far beats or ties {fs:.1f} of {others} Far sets "
                   f"and the Near {ns:.1f} of {others} Near sets on average")

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

    def _sample_opponents(self, obs: dict, unseen: list[int]) -> list[tuple[int, int]]:
        """One guess of every opponent's (Far, Near) powers, dealt from the unseen cards."""
        self.rng.shuffle(unseen)
        strict, out, at = obs["revelation"] == "strict", [], 0
        target = obs["egg_target"]
        for o in range(obs["players"]):
            if o == obs["seat"]:
                continue
            size = obs["hand_sizes"][o] + (4 if obs["placed"][o] else 0)
            shown = obs["shown"][o]
            if shown:
                a, b = _indices(shown.split())
                known = POWER[a][b]
                rest = unseen[at:at + size - 2]
                at += size - 2
                pairs = [POWER[x][y] for i, x in enumerate(rest) for y in rest[i + 1:]] or [0]
                other = max(pairs)
                out.append((known, other) if target == "far" else (other, known))
            else:
                out.append(_best_build_powers(unseen[at:at + size], strict))
                at += size
        return out

    def expected(self, obs: dict, builds: Sequence[Build]) -> list[tuple[float, float, float]]:
        """(expected earnings, mean Far score, mean Near score) of each build (DE-3)."""
        unseen = self._unseen(obs)
        mine = [(POWER[b.far[0].index][b.far[1].index], POWER[b.near[0].index][b.near[1].index])
                for b in builds]
        totals = [[0.0, 0.0, 0.0] for _ in builds]
        for _ in range(self.samples):
            opponents = self._sample_opponents(obs, unseen)
            for t, (fp, np_) in zip(totals, mine):
                fs = sum(f <= fp for f, _ in opponents)
                ns = sum(n <= np_ for _, n in opponents)
                t[0] += fs * ns
                t[1] += fs
                t[2] += ns
        k = self.samples
        return [(a / k, b / k, c / k) for a, b, c in totals]

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
