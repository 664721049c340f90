"""Kirin's imagined games, drawn for a review's "Watch how it goes": the first trick that goes otherwise after the
other move, as the replay draws a trick, and the scores where the game ended (:mod:`widgets.watching`)."""

from __future__ import annotations

from html import escape
from typing import Any, Optional


from ..watching import first_apart, scores_words
from .pictures import seat_names, trick_svg

__all__ = ["tricks_of", "orders_of", "imagined_picture"]


def tricks_of(state: Any) -> list[tuple[int, int, int, tuple[str, ...], Optional[int]]]:
    """Every finished trick of the state's log, in order: ``(round, trick in the round, leader, cards in play order,
    winner's place in that order)``; the winner's place is None where every card was a Kirin card (KI-5)."""
    tricks, rnd, number = [], 0, 0
    for event in state.events:
        if event.kind == "deal":
            rnd, number = event.data[0], 0
        elif event.kind == "win":
            winner, cards, card = event.data
            place, number = cards.split().index(card), number + 1
            tricks.append((rnd, number, (winner - place) % len(state.scores()), tuple(cards.split()), place))
        elif event.kind == "all_kirin":
            leader, cards = event.data
            number += 1
            tricks.append((rnd, number, leader, tuple(cards.split()), None))
    return tricks


def orders_of(state: Any) -> list[str]:
    """The order in force ("ascending", "descending") at each finished trick of the state's log, in the order of
    :func:`tricks_of`: ascending at each round's start (KI-2), turned by a trick's Kirin effect from the next (KI-6)."""
    orders, order = [], "ascending"
    for event in state.events:
        if event.kind in ("deal", "reset"):
            order = "ascending"
        elif event.kind in ("win", "all_kirin"):
            orders.append(order)
        elif event.kind in ("to_descending", "to_ascending"):
            order = event.kind[3:]
    return orders


def _first_won_apart(mine: list, theirs: list, players: int) -> Optional[int]:
    """The index of the first trick that goes to another player in one game than in the other (None: every trick
    both games share goes to the same player): a trick whose cards differ but whose winner does not shows nothing
    of the difference."""
    def winner(trick: tuple) -> Optional[int]:
        _, _, leader, _, place = trick
        return None if place is None else (leader + place) % players

    return next((i for i, (a, b) in enumerate(zip(mine, theirs)) if winner(a) != winner(b)), None)


def imagined_picture(state: Any, other: Any, seat: int, name: Optional[str] = None) -> str:
    """The first trick of ``state`` that goes to another player than in ``other`` (the same imagined game after the
    other move; else the first whose cards differ), and the scores at the game's end, ``seat`` marked."""
    mine, theirs = tricks_of(state), tricks_of(other)
    at = _first_won_apart(mine, theirs, len(state.scores()))
    heading = "The first trick that differs" if at is None else "The first trick whose winner differs"
    at = first_apart(mine, theirs) if at is None else at
    names = seat_names(seat if name is None else None, len(state.scores()))
    shown = ""
    if at is not None and at < len(mine):
        rnd, number, leader, cards, place = mine[at]
        won = names[(leader + place) % len(names)] if place is not None else ""
        winner = "no winner" if place is None else f"{won} {'win' if won == 'You' else 'wins'} it"
        order = orders_of(state)[at]  # a tie of trumps is decided by the order (KI-4)
        shown = (f"<div class='ki-note'><b>{heading}</b> (round {rnd}, trick {number}, {order}: "
                 f"{winner}):</div>"
                 + str(trick_svg(cards, leader, place, names=names, you=seat if name is None else None,
                                 note="no winner" if place is None else None)))
    return (f"<div class='ki-watch'>{shown}<div class='ki-note'>Game scores at the end: "
            f"<b>{escape(scores_words(state.scores(), seat, name), quote=False)}</b></div></div>")
