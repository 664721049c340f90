"""Meow Oracle's placing words and reasons say what is measured, and only what can happen.

Fresh readers of the review and of the "Playing well" page found words misleading: a placement said "keeps a red
line going" and "spoils a blue line" without naming the line, and "comes after the higher G7" where the run could
never reach the square (every 7 it needed was face up); and a gift's harm was given as "+5 marks" where the coach's
own gift gave the same player +3. The rule these tests hold, on many random positions: no cost is named that cannot
happen with the cards the seat has not seen; marks for a gift are said with the other gift's own figure.
"""

from __future__ import annotations

import re

from coach_checks import random_decisions

from engines import meow_oracle as mo
from engines.meow_oracle import SQUARES
from engines.meow_oracle import coach
from engines.meow_oracle.cards import CARD_BY_TOKEN
from engines.meow_oracle.reasons import HandsOn
from engines.meow_oracle.rules import PATHS
from widgets.meow_oracle.area_words import placing_words
from widgets.meow_oracle.playing_well import longest_run_possible, unseen_cards
from widgets.reason_words import reason_text

CARD = CARD_BY_TOKEN
ROWS = PATHS["rows"]


def decisions(players, seed):
    """``(state, seat)`` at every decision of a seeded game of random bots."""
    return random_decisions(mo, players, seed)


def placements(games):
    """``(state, seat, observation, path, cells)`` at every placement of the seeded random games ``games``
    (``(players, seed)`` pairs): the seat's view, its Area's path and its Area's squares."""
    for players, seed in games:
        for state, seat in decisions(players, seed):
            if state.phase == "place":
                observation = state.observation(seat)
                yield state, seat, observation, PATHS[observation["path"]], coach.observed_cells(observation["areas"][seat])


# ----- the sentences the readers found -------------------------------------------------------------

def test_placement_words_say_what_is_measured_and_a_cost_the_run_cannot_reach_is_not_named():
    """Reader: "R4 on a3 keeps a red line going, though it spoils a blue line and comes after the higher G7 ...,
    while R4 on a1 comes before the lower B3". The words now name the line and its cards; the G7 costs nothing,
    since the run would need 7s on a2 and b2 and every 7 is face up; the B3 does cost (a1 could take a 0 to 3)."""
    observation = {"path": "rows", "players": 2, "turned_up": [], "to_place": [[0, ["R4"]]],
                   "areas": [["", "B3", "R7", "", "", "G7", "", "B1", "B5"],
                             ["B7", "?", "?", "?", "?", "?", "?", "?", "?"]]}
    unseen = unseen_cards(observation)
    cells = coach.observed_cells(observation["areas"][0])
    assert placing_words(cells, CARD["R4"], 6, ROWS, unseen=unseen) == (
        ["joins R7 in the diagonal a3-c1 toward a red line"], ["spoils the blue pair B1 and B5 in row 3"])
    assert placing_words(cells, CARD["R4"], 0, ROWS, unseen=unseen) == (
        [], ["cuts the run short before the lower B3 on the reading path"])
    seen_sevens = {t for area in observation["areas"] for t in area if t[1:] == "7"}
    assert seen_sevens == {"R7", "G7", "B7"}


def test_a_gift_is_weighed_against_the_other_gift_with_each_ones_marks():
    """Reader: "R3 would let Chidi complete a red line and extend their ascending run to 3 cards on a1 (+5 marks)",
    where B2 also gives Chidi a run of 3 on a1 (+3). The run both make is not named, and B2's own figure is."""
    from widgets.meow_oracle import playing_well as pw

    gifts = pw.work(pw.EXAMPLES["who gets which"])
    assert gifts.reason.facts == (HandsOn(CARD_BY_TOKEN["R3"], 2, 5, CARD_BY_TOKEN["B2"], 3, 0),)
    assert reason_text(gifts.reason) == "Your gift R3 can add Chidi 5 marks on a1; the coach's B2, 3."


# ----- the rule, on many random positions -------------------------------------------------------------

def test_no_placement_reason_names_an_out_of_order_cost_the_unseen_cards_make_impossible():
    """On every placement of some random games: "comes after the higher ..." or "comes before the lower ..." is told
    only where the card shortens the longest run the Area can still reach with the cards the seat has not seen
    (the page's own count, checked there against every way of filling the open squares)."""
    checked = named = blocked = 0
    games = ((2, 3), (3, 4), (4, 8), (2, 21), (3, 33), (4, 44))
    for state, seat, observation, path, cells in placements(games):
        unseen = unseen_cards(observation)
        for action in state.legal_actions(seat):
            losses = placing_words(cells, action.card, action.square, path, unseen=unseen)[1]
            checked += 1
            out_of_order = [p for p in losses if p.startswith(("cuts the run short ", "blocks "))]
            if not out_of_order:
                continue
            named += 1
            for phrase in out_of_order:  # blocked: fewer unseen cards fit than open squares wait before it
                found = re.search(r"blocks the run at (.*?): (?:that square|those squares), before ([RBGW]\d+), "
                                  r"would need (?:a (\d+)|a card from (\d+) to \d+|(\d+) cards (?:numbered|from) (\d+)(?: to \d+)?), "
                                  r"and (none|only (\d+)) of", phrase)
                if found:
                    gap = found.group(1).replace(" and ", ", ").split(", ")
                    low = int(found.group(3) or found.group(4) or found.group(6))
                    fits = sum(low <= c.number <= action.card.number for c in unseen if c != action.card)
                    assert fits == int(found.group(8) or 0) < len(gap), phrase
                    assert all(cells[SQUARES.index(sq)] is None for sq in gap), phrase
                    blocked += 1
            open_now = longest_run_possible(cells, path, unseen)
            cells[action.square] = action.card
            placed = longest_run_possible(cells, path, unseen)
            cells[action.square] = None
            assert placed < open_now, (observation["areas"][seat], str(action), out_of_order)
    assert checked > 300 and named and blocked


def test_a_gift_that_also_hands_over_a_joker_says_both_halves_of_the_choice():
    # a gift's marks alone would read as the whole reason where the choice also gives a joker away
    from benchmarks.review_transcript import finished
    from engines.meow_oracle.actions import parse_action
    from engines.meow_oracle.reasons import GivesBoth, KeepsJoker, reason
    from engines.review_rows import decisions as moves

    state = finished("meow_oracle", 3, 993020)
    before = next(b for n, b, text in moves(state, 0) if n == 109)
    played, best = parse_action("keep G2 give W5 R3"), parse_action("keep W5 give R3 G2")
    found = reason(before.observation(0), 0, played, best, ())
    assert found.facts == (GivesBoth(HandsOn(CARD["R3"], 2, 2, CARD["G2"], 0, 4), KeepsJoker(CARD["W5"], 1)),)
    assert reason_text(found) == ("Your gift R3 can add Chidi 2 marks on b2; the coach's G2, none; yours also "
                                  "gives Bruno the joker W5, which counts as every colour.")


def test_where_both_gifts_hand_marks_both_are_said():
    # one gift's marks alone would read as the whole cost where the other gift hands marks too
    import engines.meow_oracle as mo
    from engines.meow_oracle.actions import parse_action
    from engines.meow_oracle.bots import GreedyBot
    from engines.meow_oracle.reasons import HandsBoth, reason

    state, bots = mo.new_game(3, seed=992001), [GreedyBot(seed=992001 + s) for s in range(3)]
    played, best = parse_action("keep R1 give B10 B3"), parse_action("keep B10 give B3 R1")
    while played not in state.legal_actions(0):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    found = reason(state.observation(0), 0, played, best, ())
    assert found.facts == (HandsBoth(HandsOn(CARD["B10"], 1, 1, CARD["B3"], 0, 1),
                                     HandsOn(CARD["B3"], 2, 1, CARD["R1"], 0, 1)),)
    assert reason_text(found) == ("Your gifts B10 and B3 can add Bruno 1 mark and Chidi 1; the coach's B3 and R1, "
                                  "none.")
