"""Every game situation the Kirin lessons show is one a real game reaches.

The lessons take their examples from :mod:`widgets.kirin.lessons.examples`: numbered games played
by random players, and moments found by ``reach`` (a deal and legal moves arriving at
exactly the hand, led card or trick a lesson wants). These tests build the same examples
with the same functions, reading the cases from the lessons' own code, and check that
each is reachable: its record reloads to the same game (a numbered game's with ``from_json``,
a chosen moment's, a position record since its deal was chosen, with ``position_from_json``)
and, taken as a what-if position, it passes the engine's static checks
(``position_from_json(state.to_position_json())``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engines import IllegalAction
from engines.kirin import (BEAST_TITLES, declared_points, from_json, legal_follows, order_after, parse_card, parse_cards,
                           position_from_json, strongest_kirin_beast, trick_winner)
from widgets.kirin.lessons import examples as ex
from lesson_source import lesson_source

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "kirin"


def lesson_code(stem: str) -> str:
    """The code of a lesson: its cells and its section of ``widgets/kirin/lessons.py``, joined."""
    return lesson_source(LESSONS / f"{stem}.ipynb")


def cases(stem: str, call: str) -> list[tuple]:
    """The cases a lesson builds with ``call("...", "..."[, "..."][, leader=n])``: the quoted arguments,
    then the leader (0, Aiko, unless named)."""
    found = re.findall(rf'\b{call}\(((?:"[^"]+", )*"[^"]+")(?:, leader=(\d))?\)', lesson_code(stem))
    return [(*re.findall(r'"([^"]+)"', args), int(leader or 0)) for args, leader in found]


def reachable(state) -> None:
    """The game reloads from its record, and as a what-if position it passes the static checks."""
    record = state.to_json()
    assert (from_json if record["record"] == "game" else position_from_json)(record) == state
    assert position_from_json(state.to_position_json()) == state


FOLLOW_CASES = cases("03_the_follow_rule", "FollowCase")
TRICK_CASES = ([("04_winning_a_trick", *case) for case in cases("04_winning_a_trick", "TrickCase")]
               + [("05_kirin_cards_and_the_order", *case) for case in cases("05_kirin_cards_and_the_order",
                                                                              "KirinCase")])


def test_the_lessons_cases_are_found():
    assert len(FOLLOW_CASES) >= 11 and all(leader == 0 for *_, leader in FOLLOW_CASES)
    assert len([c for c in TRICK_CASES if c[0] == "04_winning_a_trick"]) >= 8
    assert len([c for c in TRICK_CASES if c[0] == "05_kirin_cards_and_the_order"]) >= 8
    assert "round_tricks(lesson_round(1), 1)" in lesson_code("01_components")


@pytest.mark.parametrize("hand, led, order", [case[:3] for case in FOLLOW_CASES],
                         ids=lambda v: str(v))
def test_each_follow_case_is_a_moment_of_a_real_round(hand, led, order):
    """Lesson 3: Bruno has led, Chidi (next to play) holds exactly the hand, in the order named."""
    game = ex.follow_game(hand, led, order)
    reachable(game)
    assert sorted(c.id for c in game.hand(2)) == sorted(c.id for c in parse_cards(hand))
    view = game.observation(2)
    assert view["trick"] == [[1, str(parse_card(led))]] and view["order"] == order and view["to_act"] == [2]
    assert [a.card for a in game.legal_actions(2)] == legal_follows(game.hand(2), led, order)


@pytest.mark.parametrize("stem, cards, order, leader", TRICK_CASES, ids=lambda v: str(v))
def test_each_trick_case_was_played_in_a_real_round(stem, cards, order, leader):
    """Lessons 4 and 5: the trick was played as shown, led by the player named, in the order named."""
    game = ex.trick_game(cards, order, leader)
    reachable(game)
    trick = ex.finished_trick(game)
    assert trick["cards"] == [str(c) for c in parse_cards(cards)]
    assert trick["order"] == order and trick["leader"] == leader
    won_at = trick_winner(cards, order)
    assert trick["winner"] == (None if won_at is None else (leader + won_at) % 4)
    assert game.current_order() == order_after(cards, order)  # the next trick is still to come
    assert game.to_act() == [leader if won_at is None else trick["winner"]]


@pytest.mark.parametrize("build, rnd", [(lambda: ex.lesson_round(1), 1), (lambda: ex.numbered_game(ex.MARKER_GAME, 1), 1),
                                        (lambda: ex.numbered_game(ex.MARKER_GAME), 3)],
                         ids=["lesson 1 and 6 round", "lesson 5 round", "lesson 6 tie round"])
def test_round_tricks_reads_leaders_winners_and_orders_as_played(build, rnd):
    """Lessons 1 and 5 read a round's tricks from the log: each trick's leader, winner and order agree
    with the rules, the first leader is the round's (KI-7), and each winner leads the next trick."""
    game = build()
    tricks = ex.round_tricks(game, rnd)
    assert len(tricks) == 8 and tricks[0]["leader"] == rnd - 1 and tricks[0]["order"] == "ascending"
    for trick, following in zip(tricks, tricks[1:] + [None]):
        won_at = trick_winner(trick["cards"], trick["order"])
        assert trick["winner"] == (None if won_at is None else (trick["leader"] + won_at) % 4)
        if following:
            assert following["leader"] == (trick["leader"] if trick["winner"] is None else trick["winner"])
            assert following["order"] == order_after(trick["cards"], trick["order"])
            assert (trick["effect"] is None) == (not any(parse_card(c).is_kirin for c in trick["cards"]))
        beasts = {parse_card(c).beast for c in trick["cards"] if parse_card(c).is_kirin}
        if len(beasts) > 1:  # KI-6: with Kirin cards of several beasts, the cell says which beast decides
            title = BEAST_TITLES[strongest_kirin_beast(trick["cards"], trick["order"])]
            assert title in trick["effect"]


def test_lesson_1_trick_is_one_of_the_lesson_deals_round():
    """Lesson 1 shows the first trick of deal 2024's round not led by Aiko: each card from its player's hand."""
    deal = ex.lesson_deal()
    number, trick = next((n, t) for n, t in enumerate(ex.round_tricks(ex.lesson_round(1), 1), 1) if t["leader"] != 0)
    for i, card in enumerate(trick["cards"]):
        assert parse_card(card) in deal.hand((trick["leader"] + i) % 4)
    assert number > 1 and ex.round_tricks(ex.lesson_round(1), 1)[number - 2]["winner"] == trick["leader"]


def test_lesson_3_refusal_comes_from_a_real_round():
    game = ex.refusal_game()
    reachable(game)
    assert [str(c) for c in game.hand(2)] == ["S5", "X3"] and game.observation(2)["trick"] == [[1, "B4"]]
    assert len(game.observation(2)["tricks"]) == 6  # lesson 3 says: the seventh trick, two cards each
    with pytest.raises(IllegalAction) as refused:
        game.apply(2, "play X3")
    assert refused.value.rule == "KI-4"
    assert [str(a.card) for a in game.legal_actions(2)] == ["S5"]


def test_lesson_4_all_kirin_trick_and_last_trick_come_from_a_real_round():
    game = ex.all_kirin_game()
    reachable(game)
    for seat, cards in ex.ALL_KIRIN_HANDS.items():
        assert sorted(str(c) for c in game.hand(seat)) == sorted(cards.split())
    for seat, card in enumerate(["QK+", "SK-", "BK+", "XK-"]):
        game.apply(seat, f"play {card}")
    assert game.observation(0)["set_aside"][-4:] and ex.finished_trick(game)["winner"] is None
    assert game.to_act() == [0] and game.current_order() == "ascending"
    for seat, card in enumerate(["Q3", "S4", "B5", "XT"]):
        game.apply(seat, f"play {card}")
    assert [line for line in game.log() if "wins the trick" in line][-1] == "Dagny wins the trick Q3 S4 B5 XT with XT."
    reachable(game)


@pytest.mark.parametrize("build", [ex.lesson_deal, ex.lesson_declared, lambda: ex.lesson_round(1),
                                   lambda: ex.lesson_round(None), lambda: ex.numbered_game(ex.MARKER_GAME, 1)],
                         ids=["deal", "declared", "round 1", "whole game", "lesson 5 round"])
def test_numbered_games_reload(build):
    reachable(build())


def test_lesson_6_tie_is_a_real_game_and_its_last_trick_decides():
    number, game = ex.tie_game()
    reachable(game)
    trick = ex.last_trick(game)
    assert len(game.winners()) > 1 and trick["winner"] in game.winners()
    assert trick["card"] == trick["cards"][trick_winner(trick["cards"], trick["order"])]
    assert number == ex.MARKER_GAME  # lesson 5 follows round 1 of the same game, and says so


def test_lesson_6_won_piles_come_in_fours_and_score_by_the_declared_beast():
    game = ex.lesson_round(None)
    view = game.observation(0)
    for rnd, (declared, points) in enumerate(zip(view["revealed"], view["round_points"]), 1):
        for seat in range(4):
            tricks = ex.won_tricks(game, seat, rnd)
            assert all(len(trick) == 4 for trick in tricks)
            assert declared_points([c for t in tricks for c in t], declared[seat]) == points[seat]


def test_lesson_6_worked_pile_and_try_it_box_are_aikos_real_round():
    code = lesson_code("06_declaring_and_scoring")
    declared = re.search(r'declared_box = w\.Text\(value="([^"]+)"', code).group(1)
    won = re.search(r'won_box = w\.Text\(value="([^"]+)"', code).group(1)
    game = ex.lesson_round(1)
    tricks = ex.won_tricks(game, 0, 1)
    assert declared == game.observation(0)["revealed"][0][0] == ex.LESSON_DECLARATIONS[0]
    assert won.split() == [c for t in tricks for c in t] and len(won.split()) % 4 == 0


@pytest.mark.parametrize("build, rnd", [(lambda: ex.lesson_round(1), 1), (lambda: ex.numbered_game(ex.MARKER_GAME, 1), 1)],
                         ids=["lesson 6 round", "lesson 5 round"])
def test_turns_are_counted_as_the_log_and_the_analysis_count_them(build, rnd):
    """Lessons 5 and 6 and KI-6: a turn is a trick after which the Kirin effect turned the order, as the
    game log records it and the analysis counts it, the round's last trick included; every turn but
    that one is felt by the next trick, and the last trick's sentence says that no trick follows."""
    game = build()
    tricks = ex.round_tricks(game, rnd)
    assert all("next trick" not in (t["effect"] or "") or n < len(tricks) for n, t in enumerate(tricks, 1))
    last = tricks[-1]
    if last.get("turns"):
        assert "no trick of the round follows" in last["effect"] and last["effect"].split(": ")[-1].startswith(
            next(c for c in last["cards"] if parse_card(c).is_kirin
                 and parse_card(c).direction.value == last["turns"]))
    logged = []
    for event in game.events:
        if event.kind == "deal":
            current = event.data[0]
        elif current == rnd and event.kind in ("win", "all_kirin"):
            logged.append(False)
        elif current == rnd and event.kind in ("to_ascending", "to_descending"):
            logged[-1] = True
    assert ex.order_turns(tricks) == [n for n, turned in enumerate(logged, 1) if turned]
    felt = [n for n in range(1, len(tricks)) if tricks[n]["order"] != tricks[n - 1]["order"]]
    assert felt == [n for n in ex.order_turns(tricks) if n < len(tricks)]
