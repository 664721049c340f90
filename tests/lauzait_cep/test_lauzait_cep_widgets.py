"""The Lauzait Cep! widgets driven in Python (no browser): pictures, calculator, explorer, table, replay.

Each app is driven through the same methods its buttons and fields call (often by
clicking the real buttons). Expected answers are worked out by hand in the comments
from the published facts and the rulings (LC-1 .. LC-9), not copied from the widgets;
where a sentence is checked, it is the engine's own.
"""

from __future__ import annotations

import html
from fractions import Fraction
from pathlib import Path

import ipywidgets as w
import pytest

from engines import IllegalAction
from engines import lauzait_cep as lc
from engines.core import seat_name
from engines.lauzait_cep.board import DESTINATIONS, MOUNTAIN, WATER, square_name
from widgets.lauzait_cep import board_svg, department_svg, piece_name, piece_svg, pieces_svg, sticks_svg
from widgets.lauzait_cep.calculator import DEPARTMENT_EXAMPLES, HAND_EXAMPLES, HandCalculator
from widgets.lauzait_cep.explorer import PRESETS, BoardExplorer, what_changes
from widgets.lauzait_cep.pictures import piece_css
from widgets.lauzait_cep import replay as replay_module
from widgets.lauzait_cep.replay import SNAPSHOT_EVERY, ReplayViewer, commentary, play_bot_game
from widgets.lauzait_cep.table import LEARNER, PlayTable

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


# ----- pictures ---------------------------------------------------------------------------------------
def test_piece_pictures_carry_letters_not_colour_alone():
    g4 = piece_svg("G4")
    assert 'aria-label="G4, green Site Worker 4"' in g4 and ">G<" in g4 and ">4<" in g4
    assert "<title>" not in g4  # one accessible name, read once
    w0 = piece_svg("w0")
    assert "white Administrative Officer 0" in w0 and ">W<" in w0
    joker = piece_svg("J")
    assert ">J<" in joker and "J, joker" in joker
    stated = piece_svg("J=G4")
    assert ">J=<" in stated and ">G4<" in stated and "joker standing for green 4" in stated
    back = piece_svg(None)
    assert "face-down" in back and ">G<" not in back and ">W<" not in back and ">J<" not in back
    assert piece_name(20) == "J, joker" and g4._repr_svg_() == g4


def test_pieces_row_and_department_pictures():
    row = pieces_svg("G4 ? W9", marks=[None, None, "legal"], captions=["a", "b", "c"])
    assert "pieces: G4 ? W9" in row and row.count('data-piece="face-down"') == 1 and ">c<" in row
    assert row.count('role="img"') == 1 and "<title>" not in row  # the pieces are shapes of the row
    with pytest.raises(ValueError):
        pieces_svg("G4 W9", marks=["legal"])
    dept = department_svg("G2 G3 J=G4", "sequence, bonus 1")
    assert "department G2 G3 J=G4: sequence, bonus 1" in dept and ">sequence, bonus 1<" in dept


def test_board_marks_mountain_and_water_by_symbol_and_word():
    state = lc.new_game(4, seed=3)
    svg = board_svg(state.observation(0))
    assert svg.count(">MOUNTAIN<") == 1  # the word under the Mountain, not only its colour
    assert svg.count(">empty<") == 1  # one empty square between days (the Mountain at the start)
    # Every Water square shows two waves; the wave is the only <path> drawn besides none (pieces are rects).
    assert svg.count("<path") == 2 * len(WATER) == 16
    # The board's one name lists every square, top row first; no square has a tooltip of its own.
    assert "Squares, top row first: a5 " in svg and "c3 empty" in svg and "<title>" not in svg
    assert svg.count('role="img"') == 1
    assert board_svg(state) == svg  # a State and its observation draw the same board


def test_board_water_destinations_show_the_engines_odds_lc4():
    st = lc.position(4, [PRESETS[0].hand, "", "", ""], PRESETS[0].board)
    st.apply(0, "discard G5")
    moves = [m for m in st.legal_actions(0) if m.src == MOUNTAIN]
    dest = {m.dst: st.move_outcomes(m) for m in moves}
    svg = board_svg(st, highlight=[MOUNTAIN], destinations=dest, selected=MOUNTAIN)
    water = [d for d in dest if d in WATER]
    # Sticks 3-5 win: (10 + 5 + 1) / 32 = 1/2, so every Water destination is tagged 1/2.
    assert all(dest[d][0][0] == Fraction(1, 2) for d in water)
    assert svg.count(">1/2<") == len(water) == 8
    assert "discard" in svg  # the square where G5 just landed
    assert svg.count("<polygon") >= len(dest)  # one arrow head per destination


def test_sticks_show_the_throw_and_refuse_impossible_throws():
    three = sticks_svg(3)
    assert "3 of 5 marked side up, a throw of 3" in three and ">= 3<" in three
    for bad in (-1, 6, 2.5, True):
        with pytest.raises(ValueError):
            sticks_svg(bad)


def test_piece_css_has_one_face_per_piece_kind():
    assert piece_css().count("background-image:") == 21  # G0-G9, W0-W9, J


# ----- calculator ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("index, bonuses", [
    (0, [2, 2, 6]),  # 3-4-5: 5 gives 2; 3-3-J as 3: 1 tripled is 3, minus 1 joker = 2; 7-7-7: 2 x 3 = 6
    (1, [1, 6, 3]),  # LC-5: G2 G3 J=G4: 4 gives 2, minus the joker = 1; W5x3: 6; W7-W8-W9: 3
    (2, [0, 6, 3]),  # LC-5: J=G1 G2 G3: 3 gives 1, minus the joker = 0
])
def test_calculator_department_examples_lc5(index, bonuses):
    calc = HandCalculator(hand="", departments=DEPARTMENT_EXAMPLES[index].departments)
    assert [r["bonus"] for r in calc.dept_results] == bonuses
    assert [r["refund"] for r in calc.dept_results] == bonuses  # a dissolve pays back exactly the bonus
    html = calc.depts_out.value
    assert f'lc-bonus-0">{bonuses[0]}<' in html and f'lc-refund-0">{bonuses[0]}<' in html
    assert calc.dept_message == "" and calc.formation is not None


def test_calculator_the_two_joker_statements_of_the_refund_example_lc5():
    calc = HandCalculator(hand="", departments=["G2 G3 J=G4"])
    assert calc.dept_results[0]["bonus"] == 1 and calc.dept_results[0]["refund"] == 1
    calc.dept_fields[0].value = "J=G1 G2 G3"  # typed, as a learner would
    assert calc.dept_results[0]["bonus"] == 0 and calc.dept_results[0]["refund"] == 0
    calc.dept_fields[0].value = "G2 G3 J"  # not yet stated: both choices, each with its bonus
    assert calc.dept_results[0]["options"] == {"G2 G3 J=G1": 0, "G2 G3 J=G4": 1}
    assert calc.dept_banner.kind is None


def test_calculator_known_hand_splits_once_and_scores_15_lc7():
    # G0 G0 G0 / G1 G2 G3 / W1 W2 W3 is the only split. Formations: Lauzait-Cep 3; Layered Bridges 2
    # (G1 G2 G3 and W1 W2 W3 have the same numbers); Well-Balanced 10 (white 1+2+3 = 6 = green
    # 0+0+0+1+2+3). Not one colour, not nine numbers in a row. 3 + 2 + 10 = 15.
    calc = HandCalculator(hand="G1 G2 G3 W1 W2 W3 G0 G0 G0")
    assert len(calc.rows) == 1 and calc.best.total == 15
    row = calc.rows[0]
    assert sorted(row["departments"]) == ["G0 G0 G0", "G1 G2 G3", "W1 W2 W3"]
    assert row["formations"] == ["Lauzait-Cep", "Layered Bridges", "Well-Balanced"] and row["best"]
    # Bonuses if revealed: G0 x3 gives 1 tripled = 3; the sequences topped by 3 give 1 each.
    assert dict(zip(row["departments"], row["bonuses"])) == {"G0 G0 G0": 3, "G1 G2 G3": 1, "W1 W2 W3": 1}
    assert 'lc-best-total">15<' in calc.splits_out.value and "&#9733; best" in calc.splits_out.value


def test_calculator_lists_every_engine_split_and_marks_the_best():
    calc = HandCalculator(hand=HAND_EXAMPLES[3].hand)  # two jokers
    assert len(calc.rows) == len(lc.splits(HAND_EXAMPLES[3].hand))
    best = max(r["total"] for r in calc.rows)
    assert best == lc.best_declaration(HAND_EXAMPLES[3].hand).total
    assert [r["total"] for r in calc.rows] == sorted((r["total"] for r in calc.rows), reverse=True)
    assert all(r["best"] == (r["total"] == best) for r in calc.rows)
    assert sum(r["chosen"] for r in calc.rows) == 1


def test_calculator_clicks_build_the_hand():
    calc = HandCalculator(hand="")
    for token in "G1 G2 G3 W4 W4 W4 G7 G8 J".split():
        calc.palette[token].click()
    assert calc.hand_field.value == "G1 G2 G3 W4 W4 W4 G7 G8 J"
    # The joker closes G7 G8 as G6 or G9: two splits, each Lauzait-Cep only (3).
    assert len(calc.rows) == 2 and calc.best.total == 3
    calc.palette["W9"].click()  # a tenth piece is refused
    assert "a hand has nine pieces" in calc.banner.text.lower() and len(calc.pieces) == 9
    calc.hand_box.children[0].click()  # clicking a hand piece takes it out
    assert calc.hand_field.value == "G2 G3 W4 W4 W4 G7 G8 J" and "add 1 more" in calc.splits_out.value


@pytest.mark.parametrize("hand, words", [
    ("G1 G2 Z9", "'Z9' is not a Lauzait Cep! piece"),
    ("G9 G9 G9 G1 G2 G3 W1 W2 W3", "3 G9 pieces given, but the game has only 2"),
    ("J J J J J G1 G2 G3 W4", "5 jokers given, but the game has only 4"),
    ("G1 G2 G3 G4 G5 G6 G7 G8 G9 W1", "10 pieces given, but a hand has exactly nine"),
])
def test_calculator_names_impossible_hands(hand, words):
    calc = HandCalculator(hand=hand)
    assert words in calc.banner.text and calc.banner.kind == "warning"
    assert calc.rows == [] and "lc-split-table" not in calc.splits_out.value


def test_calculator_says_when_a_hand_does_not_split_and_reads_stated_jokers_as_jokers():
    calc = HandCalculator(hand=HAND_EXAMPLES[4].hand)
    assert calc.splits == [] and "do not split into three departments" in calc.splits_out.value
    calc.set_hand("G1 G2 G3 W4 W4 W4 G7 G8 J=G9")
    assert calc.pieces[-1] == "J" and "counted as J" in calc.banner.text and calc.best.total == 3


@pytest.mark.parametrize("departments, words", [
    (["G1 G2 G4"], "G1 G2 G4 is not a department"),
    (["G8 G9 J=G0"], "G8 G9 J=G0 is not a department"),  # no wrap-around
    (["G1 G2"], "exactly three pieces"),
    (["G9 G9 J=G9", "G9 G9 G9", ""], "3 G9 pieces given, but the game has only 2"),
    (["G9 G9 J=G9", "W1 W2 W3", "G9 J=G8 J=G7"], "3 G9 pieces given"),  # copies across departments
])
def test_calculator_names_impossible_departments(departments, words):
    calc = HandCalculator(hand="", departments=departments)
    assert words in calc.dept_banner.text and words in calc.dept_message
    assert calc.formation is None


def test_calculator_shows_a_better_restatement_for_the_declaration_lc5_lc7():
    # As stated these hold only Lauzait-Cep (3). Restating J=G1 as J=W1... is not allowed (colour of
    # its department), but J=G4 in G2 G3 J can become J=G1, making G1 G2 G3 match W1 W2 W3: +2.
    calc = HandCalculator(hand="", departments=["G2 G3 J=G4", "W1 W2 W3", "W7 W7 W7"])
    assert calc.formation.total == 3
    assert calc.restated.total == lc.best_restatement(["G2 G3 J=G4", "W1 W2 W3", "W7 W7 W7"]).total == 5
    assert "lc-restated" in calc.depts_out.value


# ----- board explorer --------------------------------------------------------------------------------------
def test_explorer_mountain_preset_reaches_twelve_squares_lc3():
    ex = BoardExplorer(preset=0)
    # G5 lets a G4, G6 or joker move; the only one is the G4 on the Mountain (c3).
    assert ex.discard == "G5" and ex.movable == ["c3"] and ex.selected == "c3"
    assert len(ex.destinations) == 12
    assert {r["square"] for r in ex.destinations} == {square_name(s) for s in DESTINATIONS[MOUNTAIN]}
    assert {"c5", "c1", "a3", "e3"} <= {r["square"] for r in ex.destinations}  # two steps, jumping
    water = [r for r in ex.destinations if r["kind"] == "water"]
    assert len(water) == 8 and all(r["outcomes"][0][0] == Fraction(1, 2) for r in water)
    assert "lc-dest-count'>12<" in ex.dest_out.value and ex.board_out.value.count(">1/2<") == 8


def test_explorer_water_preset_gives_what_each_move_takes_lc4():
    ex = BoardExplorer(preset=1)
    assert ex.movable == ["b2"] and len(ex.destinations) == 8
    rows = {r["square"]: r for r in ex.destinations}
    assert {s for s, r in rows.items() if r["kind"] == "water"} == {"a3", "b3", "c2", "c1"}
    assert rows["a2"]["text"] == "you take W1"
    # a3 is Water holding G9: half the time G9, half the time the moving W2 comes back.
    assert rows["a3"]["outcomes"] == [(Fraction(1, 2), "G9"), (Fraction(1, 2), "W2")]
    assert "you take G9" in rows["a3"]["text"] and "take back your W2" in rows["a3"]["text"]
    # The Mountain holds the W3 just discarded: the move may land on it (LC-1).
    assert rows["c3"]["target"] == "W3"


def test_explorer_joker_discard_moves_anything_and_board_joker_moves_after_anything_lc2():
    ex = BoardExplorer(preset=2)
    assert len(ex.movable) == 24  # every piece but the joker just discarded
    ex.load_preset(3)
    assert ex.movable == ["d3"] and ex.state.observation(0)["board"][13] == "J"


def test_explorer_illegal_discard_is_explained_and_changes_nothing_lc1():
    ex = BoardExplorer(preset=4)
    assert ex.after is None and ex.movable == []
    assert ex.banner.text == "W3 cannot be discarded: no W2, W4 or joker on the board can move."
    assert ex.banner.rule == "LC-1" and "lc-illegal-discard" in ex.discard_out.value
    faded = [b.description for b in ex.hand_box.children if "lc-unplayable" in b._dom_classes]
    assert set(faded) == {"W3"}
    before = ex.state.to_json()
    next(b for b in ex.hand_box.children if b.description == "G5").click()  # a legal one, by click
    assert ex.discard == "G5" and ex.movable and ex.state.to_json() == before


def test_explorer_case_notes_say_what_the_engine_allows_lc1_lc4():
    # The notes are made from the engine, so they name the real movers and counts.
    mountain, water, joker, board_joker, illegal = (p.note for p in PRESETS)
    # G5 lets a G4 or G6 move; the only one is the G4 on c3, the Mountain: 8 + 4 = 12 squares,
    # of which the 4 straight neighbours and the 4 long jumps are Water.
    assert "the G4 on c3" in mountain and "12 squares" in mountain and "8 of them are Water" in mountain
    # The W2 on b2 has 8 neighbours; a3, b3, c2 and c1 are Water.
    assert "the W2 on b2" in water and "8 squares" in water and "4 of them are Water" in water
    assert "all 24 pieces" in joker  # the 24 that were on the board before the joker landed
    # No W2 or W4 on that board: only the joker on d3 moves after W3 (LC-2); it is no W3 partner.
    assert "no W2 or W4" in board_joker and "the joker on d3" in board_joker
    assert illegal == "W3 cannot be discarded: no W2, W4 or joker on the board can move (LC-1)."
    # The two last cases differ by one square, and that frees the W3 (not a G9, not a piece not held).
    assert what_changes(PRESETS[4], PRESETS[3]) == ("It is the same hand on almost the same board: only a joker "
                                                    "stands on d3 where a G7 stood. Now W3 may be discarded too.")
    assert "W3" in PRESETS[3].hand.split()


def test_explorer_deal_and_piece_buttons():
    ex = BoardExplorer(preset=None, players=3, seed=5)
    state = ex.state
    assert ex.seat == state.turn and "Season 1 is dealt" in ex.banner.text
    legal = {lc.PIECES[c].token for c in state.legal_discards(ex.seat)}
    ticked = {b.description for b in ex.hand_box.children if "lc-legal" in b._dom_classes}
    assert ticked == legal
    token = sorted(legal)[0]
    assert ex.choose_discard(token)
    assert ex.select_piece("a9") is False and "may not move" in ex.banner.text
    mover = ex.mover_box.children[0]
    mover.click()
    assert ex.selected == mover.description.split()[-1] and ex.destinations
    ex.seed.value = 6
    ex.deal_button.click()
    assert ex.state.to_json() != state.to_json() and ex.discard is None


# ----- play table ---------------------------------------------------------------------------------------------
def _texts(widget) -> list[str]:
    """Every text the widget tree sends to the browser, except the shared style sheet."""
    out = []
    for child in getattr(widget, "children", ()):
        if isinstance(child, w.HTML) and child.value.startswith("<style>"):
            continue
        out.extend(_texts(child))
    for name in ("value", "description", "tooltip", "placeholder", "options"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            out.append(value)
        elif name == "options" and value:
            out.append(repr(value))
    out.extend(getattr(widget, "_dom_classes", ()))
    return out


def _click(box, description: str) -> None:
    """Click the button of ``box`` whose text is ``description``."""
    next(b for b in box.children if b.description == description).click()


def test_play_table_plays_a_full_day_through_its_handlers():
    table = PlayTable(opponents=3, level="Standard", seed=1)
    state = table.state
    assert state.to_act() == [LEARNER] and state.observation(0)["phase"] == "day"
    # At the start of the day only dissolve/form/discard can be legal: declare and pass are off.
    assert table.declare_button.disabled and table.end_day_button.disabled and table.stalemate_button.disabled
    assert table.dissolve_button.disabled  # nothing revealed yet
    forms = [str(a) for a in state.legal_actions(0) if isinstance(a, lc.Form)]
    assert not table.form_button.disabled and [v for _, v in table.form_choice.options] == forms
    # 1. form (optional): G3 G4 G5 is a sequence topped by 5: bonus 2.
    table.form_choice.value = "form G3 G4 G5"
    table.form_button.click()
    assert state.scores()[0] == 2 and table.form_button.disabled  # one form a day (LC-6)
    # 3. hire: discard by clicking the hand, then a piece, then a destination.
    legal = {lc.PIECES[c].token for c in state.legal_discards(0)}
    ticked = [b.description for b in table.hand_box.children if "lc-legal" in b._dom_classes]
    assert set(ticked) == legal and len(table.hand_box.children) == 6
    _click(table.hand_box, "W2")
    assert state.observation(0)["phase"] == "move" and state.observation(0)["discarded"] == "W2"
    movers = {square_name(m.src) for m in state.legal_actions(0)}
    assert {b.description.split()[-1] for b in table.mover_box.children} == movers
    table.mover_box.children[0].click()
    src = table.selected
    dests = {square_name(m.dst) for m in state.legal_actions(0) if square_name(m.src) == src}
    assert {b.description.split(":")[0][2:].split()[0] for b in table.dest_box.children} == dests
    day_before = state.day
    table.dest_box.children[0].click()
    # The day is over; the three bots played theirs and it is Aiko's day again.
    assert state.to_act() == [LEARNER] and state.day == day_before + 4
    assert len(state.hidden[0]) + 3 * len(state.revealed[0]) == 9
    assert [e.kind for e in table.recent_events][:2] == ["form", "hire"]  # the learner's whole day first
    assert any("Aiko discards W2" in str(e) for e in table.recent_events)
    assert sum(1 for e in table.recent_events if e.kind in ("hire", "water_taken", "water_failed")) == 4
    assert "Aiko discards W2" in table.log.value


def test_play_table_explains_illegal_clicks_and_changes_nothing():
    table = PlayTable(opponents=3, level="Standard", seed=7)
    state = table.state
    before = state.to_json()
    faded = [b for b in table.hand_box.children if "lc-unplayable" in b._dom_classes]
    assert [b.description for b in faded] == ["G9"]
    with pytest.raises(IllegalAction) as refusal:
        state.clone().apply(LEARNER, "discard G9")
    faded[0].click()
    assert table.banner.text == str(refusal.value) and table.banner.rule == "LC-1"
    assert "no G8 or joker on the board can move" in table.banner.text
    assert state.to_json() == before
    for typed, words in [("move a1-a2", "Discard a piece first"), ("form G1 G2 G4", "is not a department"),
                         ("Lauzait-Cep!", "you may declare only after your hire"), ("shout", "is not an action")]:
        table.typed.value = typed
        table.typed_button.click()
        assert words in table.banner.text and table.banner.kind == "warning"
        assert state.to_json() == before


def test_play_table_shows_nothing_of_the_bots_concealed_pieces():
    table = PlayTable(opponents=3, level="Standard", seed=2)
    shown = _texts(table.widget)
    state = table.state
    # Give every bot different concealed pieces: what the learner's page shows must not change.
    for seat in (1, 2, 3):
        state.hidden[seat] = [(code + 7) % 21 for code in state.hidden[seat]]
    state.face_down = [(code + 3) % 21 for code in state.face_down]
    state.as_position()  # no longer the seeded deal: a what-if position from here
    table._render()
    assert _texts(table.widget) == shown
    assert table.players_panel.value.count('data-piece="face-down"') >= 3 * 8


# Lesson 2's position: every seat holds nine pieces, so any seat can be the one whose day it is.
_BOARD = ("G2 W7 G5 W1 W0 W4 .  W6 G0 W9 G7 W2 G9 W5 G1 W8 G3 W3 G4 W0 G6 W1 G7 G2 W3")
_HANDS = ["G1 G4 G5 G7 G9 W0 W2 W5 W8", "G0 G1 G2 G3 G6 G8 W1 W3 W4", "G0 G1 G3 G4 G6 W0 W2 W3 W5",
          "G0 G2 G3 G5 G8 W1 W2 W4 W6"]


def _table_with_a_proposal(proposer: int, accepted_before: int, scores=(9, 4, 6, 2)) -> PlayTable:
    """A table of three Chancellor bots where ``proposer`` has just proposed to end the game and the
    seats before the learner have accepted, so the learner must answer now (LC-10)."""
    table = PlayTable(opponents=3, level="Standard", seed=1)
    state = lc.position(4, _HANDS, _BOARD, turn=proposer, scores=list(scores))
    state.apply(proposer, "propose end")
    for _ in range(accepted_before):  # the others answer in the direction of play
        state.apply(state.to_act()[0], "accept")
    assert state.to_act() == [LEARNER]
    table.state = state
    table._render()
    return table


def test_play_table_learner_proposes_to_end_and_the_bots_answer_lc10():
    table = PlayTable(opponents=3, level="Standard", seed=1)
    state = table.state
    assert lc.PROPOSE in state.legal_actions(LEARNER) and not table.propose_button.disabled
    before = len(state.events)
    table.propose_button.click()
    votes = [e for e in state.events[before:] if e.kind in ("propose", "accept", "decline", "agreed")]
    assert votes[0].kind == "propose" and votes[0].data[0] == LEARNER
    answers = [e for e in votes[1:] if e.kind in ("accept", "decline")]
    assert answers and all(e.data[0] != LEARNER for e in answers)  # the bots answer, in turn
    assert "You proposed to end the game (LC-10)" in table.banner.text
    for e in answers:  # each bot's answer is shown, in the banner and in the log
        assert f"{seat_name(e.data[0])} {e.kind.rstrip('e')}ed" in table.banner.text and html.escape(str(e)) in table.log.value
    if votes[-1].kind == "agreed":  # every bot accepted: the game ends with the totals as they stand
        assert state.is_over() and "The game is over" in table.banner.text and "lc-agreed" in table.seasons_panel.value
    else:  # one decline is enough: the learner's day goes on, and a second proposal this season is refused
        assert [a.kind for a in answers][-1] == "decline" and "your day continues" in table.banner.text
        assert state.to_act() == [LEARNER] and state.observation(LEARNER)["phase"] == "day"
        assert table.propose_button.disabled and lc.PROPOSE not in state.legal_actions(LEARNER)
        assert table.propose() is False and table.banner.rule == "LC-10"


def test_play_table_prompts_the_learner_to_answer_a_bots_proposal_lc10():
    # Chidi (seat 2) proposes; play goes to higher seats, so Dagny answers first, then the learner.
    table = _table_with_a_proposal(proposer=2, accepted_before=1)
    state = table.state
    assert state.legal_actions(LEARNER) == [lc.ACCEPT, lc.DECLINE] and table.vote_panel.layout.display == "flex"
    prompt = table.vote_text.value
    assert "Chidi proposes to end the game now" in prompt and "Already accepted: Dagny" in prompt
    # Ending now: the totals stand, 9 4 6 2, so the learner (9) would win.
    assert "you 9, Bruno 4, Chidi 6, Dagny 2" in prompt and "so you would win" in prompt
    assert "Chidi’s day" in table.status.value and "Accept</b> or <b>Decline" in table.status.value
    # The prompt holds only what the learner's seat may see: other hands changed, same page.
    shown = _texts(table.widget)
    for seat in (1, 2, 3):
        state.hidden[seat] = [(code + 7) % 21 for code in state.hidden[seat]]
    state.as_position()  # no longer the position that was set up: a what-if position from here
    table._render()
    assert _texts(table.widget) == shown
    # A wrong action is explained and changes nothing.
    saved = state.to_json()
    assert table.discard("G1") is False and table.banner.rule == "LC-10" and state.to_json() == saved
    # Declining ends the vote at once; the proposer's day goes on and the prompt goes away.
    start = len(state.events)
    table.decline_button.click()
    assert state.events[start].kind == "decline" and state.events[start].data[0] == LEARNER
    assert "Chidi proposed to end the game (LC-10): Dagny accepted, you declined" in table.banner.text
    assert "Chidi's day continues" in table.banner.text and not state.is_over()
    assert table.vote_panel.layout.display == "none" and state.to_act() == [LEARNER]  # the bots played on


def test_play_table_the_last_accept_ends_the_game_with_the_totals_lc10():
    # Bruno (seat 1) proposes; Chidi and Dagny accept; the learner answers last.
    table = _table_with_a_proposal(proposer=1, accepted_before=2, scores=(3, 8, 8, 1))
    assert "Already accepted: Chidi, Dagny" in table.vote_text.value
    assert "Bruno and Chidi would share the win" in table.vote_text.value
    table.accept_button.click()
    state = table.state
    assert state.is_over() and state.scores() == [3, 8, 8, 1]  # the season in progress is not scored
    assert state.winners() == [1, 2]
    assert "you accepted; so the game ends now" in table.banner.text
    assert "Bruno and Chidi share the win with 8 points (LC-10)" in table.banner.text
    assert "lc-agreed" in table.seasons_panel.value and table.propose_button.disabled
    assert table.vote_panel.layout.display == "none"


def test_play_table_hint_uses_the_learners_view():
    table = PlayTable(opponents=2, level="Beginner", seed=4)
    action, reason = table.adviser.choose_with_reason(table.state.observation(0), table.state.legal_actions(0))
    text = table.hint()
    assert text == f"Hint: {action}. {reason}" and table.banner.text == text
    assert table.act(table.hinted)


def test_play_table_new_game_with_a_seed_deals_the_same_hand():
    table = PlayTable(opponents=1, level="Beginner", seed=5)
    first = list(table.state.observation(0)["hand"])
    table.seed.value = 6
    table.new_button.click()
    other = list(table.state.observation(0)["hand"])
    table.seed.value = 5
    table.new_button.click()
    assert table.state.observation(0)["hand"] == first != other and table.state.players == 2
    assert "seed 5" in table.banner.text


def test_play_table_plays_seasons_to_the_end_with_scores():
    table = PlayTable(opponents=1, level="Standard", seed=3)
    for _ in range(500):
        if table.state.is_over():
            break
        table.hint()
        assert table.act(table.hinted)
    state = table.state
    assert state.is_over() and len(table.seasons) == 2  # two players: two seasons (LC-9)
    assert table.seasons[-1]["scores"] == state.scores()
    assert "The game is over" in table.banner.text and "lc-season-2" in table.seasons_panel.value
    for rec in table.seasons:
        assert rec["points"] >= 3 and rec["formations"][0] == "Lauzait-Cep"
    assert table.act("end day") is False and "game is over" in table.banner.text


def test_play_table_rules_menu_sets_the_variants_at_new_game():
    table = PlayTable(opponents=2, level="Beginner", seed=3)
    assert table.state.rules == lc.Rules() and table.state.observation(0)["luminous"] is None
    assert "the rulebook's, as we read it" in table.banner.text
    table.rules_menu.boxes["luminous"].value = True
    table.rules_menu.boxes["jokers_for_removed"].value = False
    assert table.state.rules == lc.Rules()  # nothing changes until New game
    table.new_button.click()
    assert table.state.rules == lc.Rules(luminous=True, jokers_for_removed=False)
    luminous = table.state.observation(0)["luminous"]
    assert luminous and f"{luminous}, " in table.players_panel.value  # the piece's picture names it
    assert "Luminous piece: on" in table.banner.text and "Luminous piece: on" in table.rules_menu.note.value


# ----- replay ----------------------------------------------------------------------------------------------
def test_replay_rebuilds_every_position_from_sparse_snapshots():
    rec = play_bot_game(3, 11, "Random")
    assert rec.steps > 2 * SNAPSHOT_EVERY and len(rec.snapshots) == rec.steps // SNAPSHOT_EVERY + 1
    state = lc.new_game(3, seed=11)
    checks = {0, 1, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 7, rec.steps}
    for k in range(rec.steps + 1):
        if k:
            state.apply(rec.seats[k - 1], rec.actions[k - 1])
        if k in checks:
            assert rec.state_at(k).to_json() == state.to_json()
    assert state.is_over()


def test_replay_says_one_sentence_per_step():
    rec = play_bot_game(4, 7, "Chancellor")
    sentences = [commentary(rec, i) for i in range(rec.steps + 1)]
    assert sentences[0].startswith("The pieces are dealt: nine to each of the 4 players")
    for s in sentences:
        assert s.endswith(".") and ". " not in s
    for i in range(1, rec.steps + 1):
        action = rec.actions[i - 1]
        if isinstance(action, lc.Discard):
            after = rec.state_at(i)
            n = len({m.src for m in after.legal_actions(rec.seats[i - 1])})
            assert f": {n} piece" in sentences[i]
        elif isinstance(action, lc.EndDay):  # not logged (LC-11); the replay, watching from above, says so
            could = rec.state_at(i - 1).can_declare(rec.seats[i - 1])
            assert sentences[i].startswith(f"{seat_name(rec.seats[i - 1])} ends the day")
            assert ("would have allowed a declaration" in sentences[i]) == could
        else:
            assert str(rec.events_of(i)[0]).rstrip(".") in sentences[i]
    assert "the game is over and" in sentences[-1]


def test_replay_steps_and_jumps():
    viewer = ReplayViewer(players=4, seed=7, bot="Chancellor")
    rec = viewer.recording
    assert viewer.index == 0 and f"Step 0 of {rec.steps}" in viewer.comment.value
    assert viewer.prev_button.disabled and not viewer.next_button.disabled
    viewer.next_button.click()
    assert viewer.index == 1 and viewer.text == commentary(rec, 1)
    viewer.day_button.click()
    i = viewer.index
    assert rec.day_of[i] == rec.day_of[i - 1] + 1  # the step that ended a day
    viewer.season_button.click()
    assert any(e.kind == "lauzait_cep" or e.kind == "lauzait_cep_concealed" or e.kind == "stalemate"
               for e in rec.events_of(viewer.index))
    assert "lc-replay-declaration" in viewer.side.value and "declare" in viewer.text
    at = viewer.index
    viewer.prev_day_button.click()
    assert viewer.index < at and rec.day_of[viewer.index] == rec.day_of[viewer.index - 1] + 1
    viewer.back()
    viewer.go(-3)
    assert viewer.index == 0
    viewer.last_button.click()
    assert viewer.index == rec.steps and viewer.next_button.disabled and "the game is over" in viewer.text
    viewer.step_box.value = 20
    assert viewer.index == 20 and f"Step 20 of {rec.steps}" in viewer.comment.value


def test_replay_of_a_random_game_shows_throws():
    viewer = ReplayViewer(players=3, seed=11, bot="Random")
    rec = viewer.recording
    assert rec.steps > 2 * SNAPSHOT_EVERY
    water = next(i for i in range(1, rec.steps) if any(e.kind in ("water_taken", "water_failed")
                                                        for e in rec.events_of(i)))
    viewer.go(water)
    assert "lc-replay-throw" in viewer.side.value and "the sticks show" in viewer.text
    viewer.go(rec.steps - 5)
    assert viewer.state.to_json() == rec.state_at(rec.steps - 5).to_json()
    viewer.seed.value = 4
    viewer.play_button.click()
    assert viewer.index == 0 and "seed 4" in viewer.banner.text


def test_replay_follows_each_proposal_to_end_the_game_lc10():
    viewer = ReplayViewer(players=3, seed=11, bot="Random")
    rec = viewer.recording
    proposals = [i for i in range(1, rec.steps + 1) if any(e.kind == "propose" for e in rec.events_of(i))]
    assert proposals
    first = proposals[0]
    proposer = rec.seats[first - 1]
    viewer.go(first)
    name = seat_name(proposer)
    assert viewer.text.startswith(f"{name} proposes to end the game")
    assert "lc-replay-vote" in viewer.side.value and f"{name} proposed to end the game (LC-10): no answer yet" in viewer.side.value
    # the next step is the first answer, by the next seat in the direction of play, shown in the box too
    viewer.forward()
    answer = rec.events_of(first + 1)[0]
    assert answer.kind in ("accept", "decline") and answer.data[0] == rec.seats[first]
    verb = "accepted" if answer.kind == "accept" else "declined"
    assert f"{seat_name(answer.data[0])} {verb}" in viewer.side.value
    assert str(answer).rstrip(".") in viewer.text
    # whoever's turn it is to answer is named in the status line
    if answer.kind == "accept" and not viewer.state.is_over():
        waiting = viewer.state.to_act()[0]
        assert f"{seat_name(waiting)} to act (answering a proposal to end)" in viewer.side.value


def test_replay_stops_a_game_that_runs_past_its_limit(monkeypatch):
    # A recording stops at MAX_STEPS and says so; a small limit stands in for a game that never ends.
    monkeypatch.setattr(replay_module, "MAX_STEPS", 40)
    viewer = ReplayViewer(players=2, seed=10, bot="Chancellor")
    rec = viewer.recording
    assert rec.steps == 40 and not rec.final.is_over()
    assert viewer.banner.kind == "warning" and "had not finished after 40 steps" in viewer.banner.text
    viewer.last_button.click()
    assert "the game is over" not in viewer.text and viewer.index == 40


def test_token_swatch_reads_the_games_colour_letters():
    from widgets import palette
    from widgets.palette import token_swatch

    assert token_swatch("lauzait_cep", "J=G4") is palette.JOKER
