"""Meow Oracle's reason sentences name only real differences, in words that say what is measured.

Fresh readers of the review and of the "Playing well" page found three reasons misleading: a keep named a run
the kept card would make on one square while the other choice's card made the same run on that square; a
placement said "keeps a red line going" and "spoils a blue line" where the other square, read in plain words,
did as much, and "comes after the higher G7" where the run could never reach the square (every 7 it needed was
face up); and a gift's harm was given as "+5 marks" where the coach's own gift gave the same player +3. The
rule these tests hold, on many random positions: no reason names, as a difference, a gain or cost the other
move has too under the same words (wherever the other choice puts its card); no cost is named that cannot
happen with the cards the seat has not seen; marks for a gift are said with the other gift's own figure.
"""

from __future__ import annotations

import itertools
import re

from engines.core import seat_name
from coach_checks import random_decisions

from engines import meow_oracle as mo
from engines.meow_oracle import SQUARES, Choose, Place
from engines.meow_oracle import coach
from engines.meow_oracle.cards import CARD_BY_TOKEN
from engines.meow_oracle.reasons import HandsOn
from engines.meow_oracle.rules import PATHS, area_score, receivers
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


def kinds_anywhere(area, cards, path, whose):
    """Every kind of gain any of ``cards`` makes on any open square of an Area."""
    cells = coach.observed_cells(area)
    return {coach.kind_of(coach.bare_gain(g)) for card in cards for square in range(9) if cells[square] is None
            for g in coach.placing_words(cells, card, square, path, whose)[0]}


def _marks(area, card, square, path):
    """The marks ``card`` adds to an Area's face-up score on ``square`` (MO-2, MO-3)."""
    cells = coach.observed_cells(area)
    before = sum(area_score(cells, path)[1:])
    cells[square] = card
    return sum(area_score(cells, path)[1:]) - before


# ----- the three sentences the readers found ---------------------------------------------------------

def test_a_kept_card_is_not_praised_for_a_run_the_other_kept_card_makes_on_the_same_square():
    """Reader: "G2 on your a1 extends your ascending run to 2 cards", where R1 on a1 does that too (1 <= G8 on
    b1). The difference named is the one R1 has nowhere: two green lines, column a with G1 and row 1 with G8."""
    observation = {"path": "rows", "players": 2,
                   "areas": [["", "G8", "?", "G1", "?", "?", "?", "?", "?"],
                             ["?", "?", "?", "?", "R5", "?", "?", "?", "?"]]}
    keep_g2, keep_r1 = Choose((CARD["G2"],), (CARD["R1"],)), Choose((CARD["R1"],), (CARD["G2"],))
    text = coach.why_choose(observation, 0, keep_r1, keep_g2)
    assert text == "G2 on your a1 joins G8 in row 1 and G1 in column a toward two green lines"
    assert "run" not in text


def test_placement_words_say_what_is_measured_and_a_cost_the_run_cannot_reach_is_not_named():
    """Reader: "R4 on a3 keeps a red line going, though it spoils a blue line and comes after the higher G7 ...,
    while R4 on a1 comes before the lower B3". The words now name the line and its cards; the G7 costs nothing,
    since the run would need 7s on a2 and b2 and every 7 is face up; the B3 does cost (a1 could take a 0 to 3)."""
    observation = {"path": "rows", "players": 2, "turned_up": [], "to_place": [[0, ["R4"]]],
                   "areas": [["", "B3", "R7", "", "", "G7", "", "B1", "B5"],
                             ["B7", "?", "?", "?", "?", "?", "?", "?", "?"]]}
    text = coach.why_place(observation, 0, Place(CARD["R4"], 0), Place(CARD["R4"], 6))
    assert text == ("R4 on a3 joins R7 in the diagonal a3-c1 toward a red line, though it spoils the blue pair B1 "
                    "and B5 in row 3, while R4 on a1 comes before the lower B3 on the reading path")
    unseen = unseen_cards(observation)
    cells = coach.observed_cells(observation["areas"][0])
    assert coach.placing_words(cells, CARD["R4"], 6, ROWS, unseen=unseen)[1] == [
        "spoils the blue pair B1 and B5 in row 3"]
    cells[6] = None
    seen_sevens = {t for area in observation["areas"] for t in area if t[1:] == "7"}
    assert seen_sevens == {"R7", "G7", "B7"}


def test_a_gift_is_weighed_against_the_other_gift_with_each_ones_marks():
    """Reader: "R3 would let Chidi complete a red line and extend their ascending run to 3 cards on a1 (+5 marks)",
    where B2 also gives Chidi a run of 3 on a1 (+3). The run both make is not named, and B2's own figure is."""
    from widgets.meow_oracle import playing_well as pw

    gifts = pw.work(pw.EXAMPLES["who gets which"])
    assert gifts.reason.facts == (HandsOn(CARD_BY_TOKEN["R3"], 2, 5, CARD_BY_TOKEN["B2"], 3),)
    assert reason_text(gifts.reason) == "Your gift hands Chidi R3, +5 marks for them; the coach's B2 adds +3 at most."


# ----- the rule, on many random positions -------------------------------------------------------------

def test_no_keep_and_give_reason_names_what_the_other_choice_has_too_and_gifts_give_both_figures():
    """On every pair of keep-and-give choices of some random games: a gain told of a card the coach keeps is made
    by no card the played choice keeps on any open square; a gain told of a card the played choice gives is made by
    the coach's card for that player on no open square there; a gift's marks are the engine's, more than the most
    the coach's card could add anywhere there, and that figure is said beside it."""
    pairs = kept_told = gifts_told = 0
    for players, seed in ((2, 3), (3, 4), (3, 17), (4, 8), (2, 21), (3, 33)):
        for state, seat in decisions(players, seed):
            if state.phase != "choose":
                continue
            observation = state.observation(seat)
            path = PATHS[observation["path"]]
            areas = observation["areas"]
            for best, played in itertools.permutations(state.legal_actions(seat), 2):
                text = coach.why_choose(observation, seat, played, best)
                pairs += 1
                played_can = kinds_anywhere(areas[seat], played.keep, path, "your")
                for card in best.keep:
                    if card in played.keep:
                        continue
                    square, gains, _ = coach.card_does(coach.observed_cells(areas[seat]), card, path, "your")
                    clause = f"{card} on your {SQUARES[square]} " if square is not None else None
                    if clause is None or clause not in text:
                        continue
                    kept_told += 1
                    said = text.split(clause, 1)[1].split(", and ", 1)[0]
                    for gain in gains:
                        if gain in said:
                            assert coach.kind_of(coach.bare_gain(gain)) not in played_can, (text, gain)
                coach_gifts = dict(zip(receivers(seat, players), best.give))
                for who, card in zip(receivers(seat, players), played.give):
                    clause = f"{card} would let {seat_name(who)} "
                    if clause not in text:
                        continue
                    theirs = coach_gifts[who]
                    assert theirs != card, text
                    gifts_told += 1
                    said = text.split(clause, 1)[1].split(" (+", 1)[0]
                    coach_can = kinds_anywhere(areas[who], (theirs,), path, "their")
                    square, gains, marks = coach.card_does(coach.observed_cells(areas[who]), card, path, "their")
                    for gain in gains:
                        if coach.infinitive(coach.bare_gain(gain)) in said:
                            assert coach.kind_of(coach.bare_gain(gain)) not in coach_can, (text, gain)
                    assert marks == _marks(areas[who], card, square, path)
                    open_squares = [s for s in range(9) if coach.observed_cells(areas[who])[s] is None]
                    most = max(_marks(areas[who], theirs, s, path) for s in open_squares)
                    assert marks > most, text
                    figure = f"+{most} at most" if most else "none anywhere"
                    said_marks = rf"on {SQUARES[square]} \(\+{marks} marks?, where {theirs} adds "
                    assert re.search(said_marks + re.escape(figure), text), text
    assert pairs > 500 and kept_told and gifts_told


def test_no_placement_reason_names_an_out_of_order_cost_the_unseen_cards_make_impossible():
    """On every placement of some random games: "comes after the higher ..." or "comes before the lower ..." is told
    only where the card shortens the longest run the Area can still reach with the cards the seat has not seen
    (the page's own count, checked there against every way of filling the open squares)."""
    checked = named = blocked = 0
    games = ((2, 3), (3, 4), (4, 8), (2, 21), (3, 33), (4, 44))
    for state, seat, observation, path, cells in placements(games):
        unseen = unseen_cards(observation)
        for action in state.legal_actions(seat):
            losses = coach.placing_words(cells, action.card, action.square, path, unseen=unseen)[1]
            checked += 1
            out_of_order = [p for p in losses if p.startswith(("comes ", "blocks "))]
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


def test_placement_reasons_never_name_for_one_move_what_the_other_has_in_the_same_words():
    """On every pair of placements of the same card in some random games (with the seat's unseen cards): a phrase
    told of one move is not, in kind, among what the other does (the existing test's rule, with the new words)."""
    contrasted = 0
    for state, seat, observation, path, cells in placements(((2, 21), (3, 33), (4, 44))):
        unseen = unseen_cards(observation)
        for best, played in itertools.permutations(state.legal_actions(seat), 2):
            if best.card != played.card:
                continue
            text = coach.why_place(observation, seat, played, best)
            told = (text.partition("; set against that, ")[2] or text).split("; ", 1)[0]  # the Area now
            if ", while " not in told:
                continue
            left, right = told.split(", while ")
            does = [sum(coach.placing_words(cells, m.card, m.square, path, unseen=unseen), []) for m in (best, played)]
            said = [{coach.kind_of(p) for p in phrases if p in part} for phrases, part in zip(does, (left, right))]
            assert not said[0] & {coach.kind_of(p) for p in does[1]}, text
            assert not said[1] & {coach.kind_of(p) for p in does[0]}, text
            contrasted += 1
    assert contrasted


def test_a_gift_tells_each_new_gain_as_what_it_would_let_the_receiver_do():
    """The gift clause puts each placing phrase after "would let Chidi": every verb the placing words use has its
    infinitive ("joins G7 in row 3 toward a green line" -> "join G7 in row 3 toward a green line")."""
    assert coach.infinitive("joins G7 in row 3 toward a green line") == "join G7 in row 3 toward a green line"
    assert coach.infinitive("spoils the blue pair B1 and B5 in row 3") == "spoil the blue pair B1 and B5 in row 3"
    for players, seed in ((3, 4), (4, 8)):
        for state, seat in decisions(players, seed):
            if state.phase != "place":
                continue
            cells = coach.observed_cells(state.observation(seat)["areas"][seat])
            for action in state.legal_actions(seat):
                for phrase in sum(coach.placing_words(cells, action.card, action.square, PATHS["rows"]), []):
                    assert coach.infinitive(phrase) != phrase, phrase
