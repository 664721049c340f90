"""A link tells what its sharer may know (widgets/share.py): one seat's view, the unseen dealt again on opening."""

from __future__ import annotations

import importlib
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines import InvalidInput
from widgets import share
from widgets.games import GAMES as REGISTRY

from share_fuzz import KINDS, open_tampered, tampered_links

GAMES = {info.key: info.part(info.engine) for info in REGISTRY}
MOST_MOVES = 120
"""Random moves at most before a view is shared (:func:`midgame` stops before a game's end)."""


def midgame(game: str, seed: int, moves: int):
    """A game of random moves, stopped before its end: ``(state, rng)``."""
    module, rng = GAMES[game], random.Random(seed)
    state = module.new_game(rng.choice(list(module.State.PLAYER_COUNTS)), seed=seed)
    for _ in range(moves):
        seat = rng.choice(state.to_act())
        after = state.clone()
        after.apply(seat, rng.choice(after.legal_actions(seat)))
        if after.is_over():
            break
        state = after
    return state, rng


def keys(data) -> set:
    """Every key of every object inside JSON data."""
    found, stack = set(), [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            found |= set(value)
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return found


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=40)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 150), pick=st.integers(0, 4))
def test_a_view_opens_as_the_same_view_with_no_more_in_its_link(game, seed, moves, pick):
    state, _ = midgame(game, seed, min(moves, MOST_MOVES))
    seat = pick % state.players
    text = share.link_for(state, seat)
    data = share.decode(text)
    assert data == {"game": game, "record": "view", "seat": seat,
                    "observation": json.loads(json.dumps(state.observation(seat)))}
    assert not keys(data) & {"rng", "events", "deck", "hands", "setup", "moves"}
    opened = share.read_link(text, type(state))
    assert opened.seat == seat and opened.is_view
    assert share.load_game(text, type(state)).observation(seat) == state.observation(seat)
    assert opened.state.observation(seat) == state.observation(seat)
    # the receiver plays on: its legal actions are the sharer's
    assert [str(a) for a in opened.state.legal_actions(seat)] == [str(a) for a in state.legal_actions(seat)]


@pytest.mark.parametrize("game", GAMES)
def test_two_deals_the_seat_cannot_tell_apart_give_the_same_link(game):
    sample = importlib.import_module(f"engines.{game}.coach").sample
    differing = 0
    for seed in range(12):
        state, rng = midgame(game, seed, MOST_MOVES // 2)
        seat = rng.randrange(state.players)
        other = sample(state.observation(seat), seat, random.Random(seed + 1))
        assert other.observation(seat) == state.observation(seat)
        if other.position_json() != state.position_json():
            differing += 1
        assert share.link_for(other, seat) == share.link_for(state, seat)
    assert differing >= 10  # the deals really differ (hidden cards, generator), the links do not


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_shared_whole(game):
    state = GAMES[game].new_game(max(GAMES[game].State.PLAYER_COUNTS), seed=3)
    rng = random.Random(3)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    data = share.decode(share.link_for(state, 1))
    assert data == state.to_json()
    opened = share.read_link(share.link_for(state, 1), type(state))
    assert opened.state == state and opened.seat is None and not opened.is_view
    assert "whole game" in share.share_note(state, 1)


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_not_at_the_table_has_no_link(game):
    state, _ = midgame(game, 1, 3)
    for seat in (-1, state.players, True, "0"):
        with pytest.raises(ValueError, match="seat at the table"):
            share.link_for(state, seat)


@pytest.mark.parametrize("game", GAMES)
def test_tampered_links_open_as_a_view_some_game_shows_or_are_refused_and_nothing_else(game):
    outcomes = {}
    for seed in range(4):
        state, rng = midgame(game, seed, MOST_MOVES // 2)
        for kind, text in tampered_links(state, rng.randrange(state.players), rng, 2 * len(KINDS)):
            outcome = open_tampered(text, type(state))
            outcomes.setdefault(outcome, set()).add(kind)
    assert set(outcomes) <= {"opened", "refused"}, outcomes
    assert outcomes["refused"] == set(KINDS)  # every kind of change is caught at least once


def _view(game: str) -> dict:
    """A link's view of seat 0 after 20 random moves, and the game's State class."""
    state, _ = midgame(game, 5, 20)
    return share.decode(share.link_for(state, 0)), type(state)


@pytest.mark.parametrize("game", GAMES)
def test_a_position_whose_log_disagrees_opens_without_its_log_and_says_so(game):
    """A position's log must agree with it: a link whose log tells a later round's history is shown without it."""
    from engines.testing.records import disagreeing_log

    module, rng = GAMES[game], random.Random(5)
    state = module.new_game(min(module.State.PLAYER_COUNTS), seed=5)
    for _ in range(3):
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    later, doc = state.clone(), None
    bots = [next(i for i in REGISTRY if i.key == game).bot("Standard", seed=s) for s in range(state.players)]
    for _ in range(5_000):  # Standard bots end a round in tens of moves (random play in Lauzait Cep! may take 10,000s)
        if doc is not None or later.is_over():
            break
        seat = later.to_act()[0]
        later.apply(seat, bots[seat].choose(later.observation(seat), later.legal_actions(seat)))
        doc = disagreeing_log(state.to_position_json(), later.to_position_json())
    assert doc is not None, "the game ended in its first round"
    with pytest.raises(InvalidInput):
        module.position_from_json(doc)
    opened = share.read_link(share.encode(doc), module.State)
    assert opened.note == f"{share.WHAT_IF} {share.LOG_LEFT_OUT}" and not opened.is_view
    assert opened.state.observation(0) == module.position_from_json(doc, keep_log=False).observation(0)
    assert list(opened.state.events) == []
