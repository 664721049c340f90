"""A game's pages opened by its key: the play table, the replay, a link arriving, the shown person playing on."""

from __future__ import annotations

import json
import random
from inspect import signature
from typing import Any, Callable

from widgets.games import GAMES, GameInfo, game

__all__ = ["address", "arrive", "bot_game", "final_state", "other_game", "play_out", "play_table", "play_to_end", "random_choice",
           "replay_viewer", "seat_counts", "step"]


def _info(key: str | GameInfo) -> GameInfo:
    """The registry entry of ``key`` (a GameInfo passes through)."""
    return key if isinstance(key, GameInfo) else game(key)


def other_game(key: str | GameInfo) -> GameInfo:
    """The next game in the registry after ``key``: a game of another page, for a record that is not this game's."""
    info = _info(key)
    return GAMES[(GAMES.index(info) + 1) % len(GAMES)]


def seat_counts(key: str | GameInfo) -> tuple[int, ...]:
    """The table sizes the game's engine allows (``State.PLAYER_COUNTS``)."""
    return tuple(_info(key).State.PLAYER_COUNTS)


def address(key: str | GameInfo, page: str = "play") -> str:
    """The address a Voila server gives the game's ``page`` notebook."""
    return f"http://h/voila/render/{_info(key).key}/{page}.ipynb"


def arrive(page: Any, fragment: str | None, href: str | None = None) -> None:
    """What a page's link script does: write the address and the ``#game=`` fragment into the hidden box."""
    href = href or page.reader.address or "http://h/page.ipynb"
    page.reader.box.value = json.dumps({"href": href, "hash": "" if fragment is None else f"#game={fragment}"})


def play_table(key: str | GameInfo, players: int | None = None, level: str = "Beginner", seed: int = 1,
               **kw: Any) -> Any:
    """The game's play table with ``players`` seats (its fewest when None) and bots of ``level``."""
    info = _info(key)
    table_class = info.part(f"{info.widgets('table')}:PlayTable")
    players = players or min(seat_counts(info))
    if table_class.sizes is not None:
        kw["opponents"] = players - 1
    elif players != table_class.seats:
        raise ValueError(f"{info.title}'s table seats {table_class.seats} players, not {players}.")
    return table_class(level=level, seed=seed, **kw)


def replay_viewer(key: str | GameInfo, players: int | None = None, seed: int = 3, bot: str = "Random") -> Any:
    """The game's replay of a bot game (``bot`` names the bots as the replay's menu does)."""
    info = _info(key)
    viewer_class = info.part(f"{info.widgets('replay')}:ReplayViewer")
    if "players" in signature(viewer_class).parameters:
        return viewer_class(players=players or min(seat_counts(info)), seed=seed, bot=bot)
    return viewer_class(seed=seed, bot=bot)


def final_state(viewer: Any) -> Any:
    """The last position a replay holds (its game from the start, or from a link)."""
    recording = getattr(viewer, "recording", None)
    return recording.final if recording is not None else viewer.steps[-1].state


def step(table: Any, choose: Callable[[Any, list], Any] | None = None) -> None:
    """One move of the shown person through the table (``choose(table, legal)``; default the first legal action).

    On the pass screen the person waiting takes the screen first.
    """
    if table.viewer is None or table.waiting is not None:
        assert table.show_hand(), table.banner.text
        return
    legal = table.state.legal_actions(table.viewer)
    action = choose(table, legal) if choose else legal[0]
    before = len(table.state.to_json()["moves"])
    assert table.act(str(action)), table.banner.text
    assert len(table.state.to_json()["moves"]) > before


def play_to_end(table: Any, choose: Callable[[Any, list], Any] | None = None, limit: int = 3000) -> None:
    """Play the people's moves (:func:`step`) until the game is over."""
    for _ in range(limit):
        if table.state.is_over():
            return
        step(table, choose)
    raise AssertionError(f"the game did not end in {limit} steps")


def bot_game(key: str | GameInfo, players: int | None = None, seed: int = 1,
             until: Callable[[Any], bool] | None = None, level: str = "Beginner") -> Any:
    """An engine game (no widgets) played by bots of ``level`` until ``until(state)`` holds (default: the end)."""
    info = _info(key)
    players = players or min(seat_counts(info))
    state = info.part(f"{info.engine}:new_game")(players, seed=seed)
    bots = [info.bot(level, seed * 10 + s) for s in range(players)]
    return play_out(state, bots, until)


def play_out(state: Any, bots: Any, until: Callable[[Any], bool] | None = None) -> Any:
    """Let ``bots[seat]`` play each turn of ``state`` until ``until(state)`` holds (default: the end); the state."""
    until = until or (lambda s: s.is_over())
    while not until(state):
        assert not state.is_over(), "the game ended before the wanted moment"
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def random_choice(seed: int) -> Callable[[Any, list], Any]:
    """A ``choose`` for :func:`step` that picks a legal action at random from ``seed``."""
    rng = random.Random(seed)
    return lambda table, legal: rng.choice(legal)
