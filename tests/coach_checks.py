"""Checks the coach tests of several games share: watching a review's second look."""

from __future__ import annotations

import inspect
from typing import Callable

import pytest

from engines import coach as shared
from engines.race import RACE_SEEDS
from engines.second_look import FRESH


def second_look(monkeypatch, game_coach, review: Callable[[], list]) -> tuple[list, list[tuple]]:
    """Run ``review()`` with ``game_coach.evaluate`` watched: its rows, and the (budget, seed, number of
    actions) of every evaluate that was given actions (the second look's calls; the race's later rounds, seeded
    whole multiples of ``RACE_SEEDS`` from the row's seed, are left out: :func:`race_round`)."""
    calls = []
    real = game_coach.evaluate

    def spying(observation, seat, budget, actions=None, **kw):
        calls.append((budget, kw.get("seed"), None if actions is None else len(actions)))
        return real(observation, seat, budget, actions=actions, **kw)

    monkeypatch.setattr(game_coach, "evaluate", spying)
    rows = list(review())
    return rows, [c for c in calls if c[2] is not None and not race_round(c[1])]


def race_round(seed: int) -> bool:
    """Whether an evaluate's ``seed`` is a race's later round (``row seed + r * RACE_SEEDS``, a row seed being a
    review's seed plus a move number), not a second look's (``row seed + k * FRESH`` for k below 15)."""
    return seed % RACE_SEEDS < FRESH


FIGURES = {
    "ahead": ([(1, 1.0)] * 20, [(-1, 0.0)] * 20),
    "level": ([(1, 1.0)] * 11 + [(-1, 0.0)] * 9, [(1, 1.0), (-1, 0.0)] * 10),
    "same": ([(1, 1.0), (-1, 0.0)] * 10, [(-1, 0.0), (1, 1.0)] * 10),
    "behind": ([(-1, 0.0)] * 15 + [(1, 1.0)] * 5, [(1, 1.0)] * 20),
}
"""(margin, win) playouts of the coach's choice and of the played move: the coach's ahead, the two level
(too close to call), alike, and the played move ahead; for the tests that a reason follows its figures."""


def plain_reason(played, best, level: bool = False):
    """A reason with nothing of the game to tell, in the moves of the registry's last game (the game the fake
    reviews of these tests play), so that its words are found: ``level``, or neither facts nor an ending to watch.
    That game's facts (tests/<key>/<key>_facts.py) read its moves."""
    from game_facts import facts
    from widgets.games import GAMES

    return facts(GAMES[-1].key).plain_reason(played, best, level)


def reason_follows_row(row) -> None:
    """A review row's reason follows its own figures, paired as its verdict reads them: ``level`` exactly when the
    seat's move did better beyond the noise or as well within it, and then its words never argue for the coach's
    choice ("prefers", an edge that lies later, a fact of the coach's move); otherwise a fact of the game or an
    imagined ending to watch; the coach's own choice is never said to have been beaten or matched."""
    from engines.reason_facts import level as nothing_to_explain
    from widgets.reason_words import reason_text

    reason, text = row.reason, reason_text(row.reason)
    if row.agrees:
        assert reason.agrees and not reason.level and "Nothing here" not in text, text
        return
    gap = row.difference
    level = nothing_to_explain(gap)  # better beyond the noise, or as well and not behind in points beyond it
    assert reason.level == level, (gap, reason)
    if level:
        assert "prefers" not in text and "edge lies in" not in text and "the coach's choice " not in text, text
        assert text.startswith(("Nothing here favours the coach's move", "As good as the coach's choice")), text
    else:
        assert reason.facts or reason.watch is not None, reason


def random_decisions(engine, players: int, seed: int, bots=None, **options):
    """``(state, seat)`` at every decision of a game of ``engine`` (a game package: ``new_game`` and
    ``bots.RandomBot``) with ``bots[seat]`` in every seat (a random bot unless given), dealt from ``seed``; the
    state moves on after each."""
    from importlib import import_module

    state = engine.new_game(players, seed=seed, **options)
    seats = bots or [import_module(f"{engine.__name__}.bots").RandomBot(seed * 10 + s) for s in range(players)]
    while state.to_act():
        seat = state.to_act()[0]
        yield state, seat
        state.apply(seat, seats[seat].choose(state.observation(seat), state.legal_actions(seat)))


def random_game(engine, players: int, seed: int, **options):
    """A finished game of ``engine`` with a random bot in every seat, dealt from ``seed``."""
    state = None
    for state, _ in random_decisions(engine, players, seed, **options):
        pass
    return state if state is not None else engine.new_game(players, seed=seed, **options)


def transcript_game(key: str, players: int, seed: int):
    """The finished game ``benchmarks/review_transcript.py`` reviews: seat 0 played by the Beginner (random), the
    others by the Standard bot, each seeded ``seed + seat`` (that script's own ``finished``)."""
    from benchmarks.review_transcript import finished

    return finished(key, players, seed)


def transcript_fixture(key: str, players: int, seed: int):
    """A module-scoped fixture named ``game``: the :func:`transcript_game` of ``key``, played once per test file."""
    @pytest.fixture(scope="module", name="game")
    def game():
        """The transcript's finished game: seat 0 played by the Beginner (random), the others by the Standard bot."""
        return transcript_game(key, players, seed)
    return game


def moment(state, seat: int, move: int):
    """The state before ``seat``'s ``move``-th move of ``state``'s game, and the move it made."""
    found = {number: (before, text) for number, before, text in shared.decisions(state, seat)}
    return found[move]


def quoted_two_player_table(key: str, coach_bot: type) -> dict:
    """The stored two-player Coach tournament table of ``key``, whose figures and seed ``coach_bot``'s source
    (its docstring) must quote."""
    from widgets.results import coach_tournament

    (t,) = [t for t in coach_tournament.tables(key) if t["players"] == 2]
    quoted = (f"{t['win_share']:.1%} (95% interval {t['win_low']:.1%} to {t['win_high']:.1%}) of {t['games']} "
              f"two-player games")
    source = " ".join(inspect.getsource(coach_bot).split())
    assert quoted in source and f"seed {t['seed']}" in source
    return t


def reviewed(game_coach, state, seat: int = 0, budget: int = 2, most: int = 10, seed: int = 910_000) -> list:
    """The first ``most`` rows of ``game_coach``'s review of ``seat`` at ``budget``, each checked by
    :func:`reason_follows_row` (turn-ups, where nothing differs, are checked by the game's own tests)."""
    rows: list = []
    for row in game_coach.review(state, seat, budget, seed=seed, stop=lambda: len(rows) >= most):
        rows.append(row)
        if not any(type(fact).__name__ == "FaceDown" for fact in row.reason.facts):
            reason_follows_row(row)
    return rows


def reasons_follow_a_random_review(game_coach, engine, players: int, **kw) -> None:
    """A random player's review (a small budget): each row's reason says "did better" exactly when its own figures
    show the move did better beyond the noise, "did as well" when level or ahead within it, and then never argues
    for the coach's choice (:func:`reason_follows_row`); some row disagrees with the move. The game is
    :func:`random_game` of ``engine`` at ``players`` from seed 910001 (``rules`` among ``kw`` go to it; the rest to
    :func:`reviewed`)."""
    options = {"rules": kw.pop("rules")} if "rules" in kw else {}
    rows = reviewed(game_coach, random_game(engine, players, 910_001, **options), **kw)
    assert rows and any(not row.agrees for row in rows)


def paired_difference(draw, share, points, playouts) -> "coach.Difference":
    """A hypothesis-drawn paired difference: a win-share interval from ``share`` and a points interval from
    ``points`` (each sorted low, mean, high), over a number of playouts drawn from ``playouts``."""
    from hypothesis import strategies as st

    from engines import coach

    low, mid, high = sorted(draw(st.tuples(share, share, share)))
    plow, pmid, phigh = sorted(draw(st.tuples(points, points, points)))
    return coach.Difference(mid, low, high, pmid, plow, phigh, draw(playouts))
