"""The Kirin widgets driven in Python (no browser): pictures, trick explorer, play table, replay.

Each app is driven through the same methods its buttons and fields call. Expected
answers are worked out by hand in the comments (KI-2 to KI-7), not copied from the
widgets; where a sentence is checked, it is the engine's own sentence.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import ipywidgets as w
import pytest

from engines import IllegalAction, InvalidInput
from engines.kirin import explain_order_after, explain_winner, legal_follows, order_after, trick_winner
from widgets.kirin import card_svg, cards_svg, order_svg, trick_svg
from widgets.kirin.explorer import PRESETS, SEATING_NOTE, TrickExplorer
from widgets.kirin.pictures import card_css, card_class
from widgets.kirin.replay import ReplayViewer, play_bot_game
from widgets.kirin.table import LEARNER, PlayTable

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TOKEN = re.compile(r"(?<![A-Za-z0-9-])([QSBX](?:[1-6]|T|K[+-]))(?![A-Za-z0-9])")


# ----- pictures ----------------------------------------------------------------------------------
def test_card_picture_names_the_card_with_letter_and_symbol_not_colour_alone():
    six = card_svg("Q6")
    assert "<title>Q6, Azure Dragon 6</title>" in six
    assert ">Q<" in six and ">6<" in six  # the beast letter in the band, the number in the body
    trump = card_svg("st")
    assert "Vermilion Bird trump" in trump and ">TRUMP<" in trump and "<polygon" in trump  # crown
    up, down = card_svg("XK+"), card_svg("XK-")
    assert ">ASC<" in up and ">DESC<" in down and ">K<" in up
    back = card_svg(None)
    assert "face-down" in back and ">Q<" not in back and "TRUMP" not in back
    assert six._repr_svg_() == six


def test_hand_picture_ticks_playable_cards_and_fades_the_others():
    row = cards_svg("S5 X3 SK+", marks=[True, False, True])
    titles = re.findall(r"<title>([^<]*)</title>", row)[1:]  # one per card after the row's own
    assert [t.endswith(", may be played") for t in titles] == [True, False, True]
    assert titles[1].endswith(", may not be played")
    assert row.count('opacity="0.38"') == 1  # one faded card
    by_token = cards_svg("S5 X3", marks={"x3": False})
    assert "X3, Black Tortoise 3, may not be played" in by_token
    with pytest.raises(ValueError):
        cards_svg("S5 X3", marks=[True])
    with pytest.raises(InvalidInput):
        cards_svg("S5 Z9")


def test_trick_picture_puts_cards_at_their_seats_and_marks_the_winner():
    pic = trick_svg("B4 S5 Q2 XK+", leader=1, winner=1)
    # Play goes clockwise from the leader: Bruno led B4, Chidi S5 (the winner), Dagny Q2, Aiko XK+.
    assert "Bruno led the Tiger 4" in pic and "Chidi played the Bird 5 and wins" in pic
    waiting = trick_svg("B4", leader=3, to_play=0)
    assert "to play" in waiting and "Dagny led the Tiger 4" in waiting
    # The picture has one accessible name, and it reads the trick in play order, not seat order, each card
    # in words as the lessons' sentences say it.
    name = unescape(re.search(r'aria-label="([^"]*)"', pic).group(1))
    assert name == ("trick: Bruno led the Tiger 4; Chidi played the Bird 5 and wins; Dagny played the Dragon 2; "
                    "Aiko played the Tortoise's ascending Kirin card")
    assert re.search(r'aria-label="([^"]*)"', waiting).group(1) == "trick: Dagny led the Tiger 4; Aiko to play"
    assert pic.count('aria-hidden="true"') >= 1 and pic.index('aria-hidden="true"') < pic.index("<svg", 5)
    empty = trick_svg("QK+ SK- BK+ XK-", leader=2, note="no winner")
    assert unescape(re.search(r'aria-label="([^"]*)"', empty).group(1)).endswith(
        "Bruno played the Tortoise's descending Kirin card; no winner")
    with pytest.raises(ValueError):
        trick_svg("B4 S5 Q2 XK+ Q1", leader=0)
    with pytest.raises(ValueError):
        trick_svg("B4", leader=4)


def test_order_badge_says_the_order_in_words_and_an_arrow():
    up, down = order_svg("ascending"), order_svg("Descending")
    assert ">ASCENDING<" in up and "Q &gt; S &gt; B &gt; X" in up
    assert ">DESCENDING<" in down and "X &gt; B &gt; S &gt; Q" in down
    with pytest.raises(InvalidInput):
        order_svg("sideways")


def test_card_css_has_one_face_per_card_and_class_names_are_safe():
    css = card_css()
    assert css.count("background-image:") == 36
    assert card_class("xk+") == "ki-card-XKup" and card_class("QK-") == "ki-card-QKdown"


# ----- trick explorer ------------------------------------------------------------------------------
def test_explorer_marks_playable_cards_for_a_known_case_ki4():
    # Ascending, led B4. S5: stronger beast (S > B) and higher rank (5 > 4): forcing. SK+: a Kirin
    # card of a stronger beast: forcing. Q1: stronger beast but lower rank; B6: same beast; X3:
    # weaker beast. So only S5 and SK+ may be played.
    ex = TrickExplorer(preset=None)
    ex.set_case(order="ascending", led="B4", hand="S5 X3 SK+ Q1 B6")
    assert ex.follow_ok and ex.message == ""
    assert ex.playable == ["S5", "SK+"]
    assert set(ex.reasons) == {"S5", "X3", "SK+", "Q1", "B6"}
    assert ex.reasons["Q1"].startswith("Q1 may not be played")
    html = ex.follow_out.value
    assert "Only S5 and SK+ may be played" in html
    assert html.count("&#10003; may play") == 2 and html.count("&#10007; may not") == 3


def test_explorer_gives_the_known_winner_and_next_order_ki5_ki6():
    # Ascending: B4 S5 Q2 XK+. Ranks 4, 5, 2 and none (Kirin, KI-3): S5 wins (2nd card). The only
    # Kirin card, XK+, asks for ascending, already in force: the order stays ascending.
    ex = TrickExplorer(preset=None)
    ex.set_case(order="ascending", trick="B4 S5 Q2 XK+")
    assert ex.trick_ok and ex.winner == 1 and ex.next_order == "ascending"
    assert "The 2nd player wins with S5." in ex.trick_out.value
    assert "the order stays ascending" in ex.trick_out.value
    # Descending: numbers run 1 high, so Q2 (3rd card) wins, and XK+ turns the order ascending.
    ex.set_case(order="descending")
    assert ex.winner == 2 and ex.next_order == "ascending"
    assert "the order changes to ascending" in ex.trick_out.value
    assert ex.winner_text == explain_winner("B4 S5 Q2 XK+", "descending")


@pytest.mark.parametrize("index, playable, winner, next_order", [
    (0, ["QK+"], 0, "ascending"),  # led trump: only the stronger-beast Kirin card; ST wins; QK+ asks ascending
    (1, ["S1", "QK-"], 3, "ascending"),  # led Kirin: S1 beats it in both, QK- is a stronger Kirin; X5 wins
    (2, ["S6", "ST", "SK+", "X6"], 1, "ascending"),  # nothing beats the Dragon's beast: all free; ST wins
    (3, ["QK-"], 0, "ascending"),  # QK- forced; B4 alone has a rank; the Dragon pair cancels, XK- silenced
    (4, ["S1", "QK-"], None, "descending"),  # all Kirin: no winner; the Dragon is strongest: QK- rules
])
def test_explorer_presets_are_the_hard_cases(index, playable, winner, next_order):
    ex = TrickExplorer(preset=index)
    assert ex.message == ""
    assert ex.order.value == PRESETS[index].order
    assert ex.playable == playable
    assert ex.winner == winner and ex.next_order == next_order
    if winner is None:
        assert "No winner" in ex.trick_out.value


def test_explorer_presets_use_the_lesson_cases_and_their_notes_hold():
    """The follow cases are lesson 3's; the notes say what the engine says."""
    lesson = json.loads((NOTEBOOKS / "kirin" / "03_the_follow_rule.ipynb").read_text(encoding="utf-8"))
    code = "".join("".join(c["source"]) for c in lesson["cells"] if c["cell_type"] == "code")
    for preset in PRESETS:
        assert f'FollowCase("{preset.hand}", "{preset.led}", "{preset.order}")' in code, preset.name
        assert preset.trick.split()[0] == preset.led, "each trick starts with the led card"
    trump, kirin_led, free, cancel, all_kirin = PRESETS
    # "Things to try" on the page: swapping QK+ for X6 frees the hand; descending forces X6 alone.
    assert [str(c) for c in legal_follows(trump.hand.replace("QK+", "X6"), trump.led, "ascending")] == \
        trump.hand.replace("QK+", "X6").split()
    assert [str(c) for c in legal_follows(kirin_led.hand, kirin_led.led, "descending")] == ["X6"]
    assert "QK+" in trump.note and "S1" in kirin_led.note and "QK-" in kirin_led.note
    # The cancel case names the order in force, and the engine agrees; Q6 for QK+ turns it descending.
    assert cancel.order == "ascending" and "order in force is ascending" in cancel.note
    assert order_after(cancel.trick, cancel.order) == "ascending" and "stays ascending" in cancel.note
    assert order_after(cancel.trick.replace("QK+", "Q6"), cancel.order) == "descending"
    assert trick_winner(all_kirin.trick, all_kirin.order) is None and "descending" in all_kirin.note
    assert order_after(all_kirin.trick, all_kirin.order) == "descending"


def test_explorer_says_how_the_seats_go_round():
    ex = TrickExplorer(preset=0)
    html = "".join(getattr(child, "value", "") for child in ex.widget.children)
    assert SEATING_NOTE in html
    assert SEATING_NOTE.startswith("The 1st player leads and sits at the bottom")
    assert "clockwise" in SEATING_NOTE and "2nd player sits on the left" in SEATING_NOTE


def test_explorer_preset_buttons_fire():
    ex = TrickExplorer(preset=None)
    ex.preset_buttons[3].click()
    assert ex.led.value == "B4" and ex.order.value == "ascending" and ex.next_order == "ascending"
    assert "cancel" in ex.preset_note.value
    ex.set_case(trick="B4 QK- Q6 XK-")  # changed by the learner: QK- alone now turns the order
    assert ex.preset_note.value == "" and ex.next_order == "descending"
    ex.clear_button.click()
    assert ex.led.value == ex.hand.value == ex.trick.value == ""
    assert ex.message == "" and not ex.follow_ok and not ex.trick_ok


@pytest.mark.parametrize("case, words", [
    (dict(led="B4", hand="S5 Z9"), "'Z9' is not a Kirin card"),
    (dict(led="B4", hand="S5 B4"), "B4 is the led card, so it cannot also be in the hand"),
    (dict(led="B4 S3", hand="S5"), "one card leads a trick, but you typed 2"),
    (dict(led="B4", hand="Q1 Q2 Q3 Q4 Q5 Q6 QT S1 S2"), "at most 8 cards"),
    (dict(led="B4", hand="S5 S5"), "S5 appears 2 times"),
    (dict(trick="B4 S5 S5 XK+"), "S5 appears 2 times"),
    (dict(trick="B4 S5 Q2 XK+ Q1"), "exactly four cards"),
    (dict(trick="B4 S5 Q2 XK*"), "'XK*' is not a Kirin card"),
    (dict(order="sideways"), "'sideways' is not an order"),
])
def test_explorer_names_impossible_input_without_raising(case, words):
    ex = TrickExplorer(preset=None)
    ex.set_case(**case)
    assert words in ex.message and words in ex.banner.text
    assert ex.banner.kind == "error"
    if "trick" in case:
        assert not ex.trick_ok and ex.winner is None and "ki-winner" not in ex.trick_out.value
    elif "hand" in case:
        assert not ex.follow_ok and ex.playable == [] and "ki-reasons" not in ex.follow_out.value


def test_explorer_waits_for_a_whole_trick_without_an_error():
    ex = TrickExplorer(preset=None)
    ex.set_case(trick="B4 S5")
    assert ex.message == "" and not ex.trick_ok
    assert "add 2 more cards" in ex.trick_out.value


def test_explorer_palette_clicks_fill_the_chosen_field():
    ex = TrickExplorer(preset=None)
    ex.target.value = "hand"
    for token in ("S5", "SK+", "Q1"):
        ex.palette_buttons[token].click()
    assert ex.hand.value == "S5 SK+ Q1"
    assert "ki-selected" in ex.palette_buttons["SK+"]._dom_classes
    ex.palette_buttons["Q1"].click()  # a second click takes the card out
    assert ex.hand.value == "S5 SK+"
    ex.target.value = "led"
    ex.palette_buttons["B2"].click()
    ex.palette_buttons["B4"].click()  # the led card is replaced, not added to
    assert ex.led.value == "B4"
    assert ex.playable == ["S5", "SK+"]


# ----- play table ----------------------------------------------------------------------------------
def _texts(widget) -> list[str]:
    """Every text the widget tree sends to the browser, except the shared style sheet."""
    out = []
    children = list(getattr(widget, "children", ()))
    for child in children:
        if isinstance(child, w.HTML) and child.value.startswith("<style>"):
            continue
        out.extend(_texts(child))
    for name in ("value", "description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            out.append(value)
    out.extend(getattr(widget, "_dom_classes", ()))
    return out


def _secrets(table: PlayTable) -> set[str]:
    """Cards the learner may not see now: the bots' hands and their unrevealed declarations."""
    state = table.state
    hidden = {str(c) for s in range(1, 4) for c in state.hand(s)}
    hidden |= {state.observation(s)["declaration"] for s in range(1, 4)} - {None}
    return hidden


def _assert_nothing_hidden_shown(table: PlayTable) -> None:
    shown = {m for text in _texts(table.widget) for m in TOKEN.findall(text)}
    assert not shown & _secrets(table), f"hidden cards on screen: {shown & _secrets(table)}"


def test_play_table_plays_a_full_round_through_its_handlers():
    table = PlayTable(level="Standard", seed=1)
    state = table.state
    assert state.observation(LEARNER)["phase"] == "declare" and len(table.hand) == 9
    assert all(state.observation(LEARNER)["declared"][s] for s in (1, 2, 3))  # bots declared at once
    _assert_nothing_hidden_shown(table)
    assert table.click_card(table.hand[0])
    assert len(table.hand) == 8 and "You declared" in table.hand_note.value
    for trick in range(8):
        legal = [str(a.card) for a in table.state.legal_actions(LEARNER)]
        playable = [b.description for b in table.hand_box.children if "ki-playable" in b._dom_classes]
        assert playable == legal  # the ticked cards are exactly the engine's legal cards
        _assert_nothing_hidden_shown(table)
        button = next(b for b in table.hand_box.children if b.description == legal[0])
        button.click()  # the real button handler
        assert len(table.tricks) == trick + 1 and table.tricks[-1].number == trick + 1
    obs = table.state.observation(LEARNER)
    assert obs["round"] == 2 and len(obs["round_points"]) == 1
    assert "Round 1 is over" in table.banner.text and table.banner.kind == "success"
    assert "Round 1" in table.scores_panel.value and "Total" in table.scores_panel.value
    assert "Trick 8 of round 1" in table.last.value
    rec = table.tricks[-1]
    assert rec.why_winner == explain_winner(list(rec.cards), rec.order)
    assert rec.why_order == explain_order_after(list(rec.cards), rec.order)


def test_play_table_explains_an_illegal_click_and_changes_nothing():
    table = PlayTable(level="Beginner", seed=1)
    table.click_card(table.hand[0])
    for _ in range(8):
        state = table.state
        legal = {str(a.card) for a in state.legal_actions(LEARNER)}
        wrong = [t for t in table.hand if t not in legal]
        if wrong:
            break
        table.click_card(sorted(legal)[0])
    else:
        pytest.fail("seed 1 never forced a card in round 1")
    before = state.to_json()
    with pytest.raises(IllegalAction) as refusal:
        state.clone().apply(LEARNER, wrong[0])
    assert table.click_card(wrong[0]) is False
    assert table.banner.kind == "warning" and str(refusal.value) in table.banner.text  # a learner's mistake, the rule tagged
    assert table.banner.rule == "KI-4"  # shown as the tag "rule KI-4"
    assert table.state.to_json() == before
    button = next(b for b in table.hand_box.children if b.description == wrong[0])
    assert "ki-unplayable" in button._dom_classes and "ki-playable" not in button._dom_classes


def test_play_table_hint_uses_the_learners_view_and_frames_the_card():
    table = PlayTable(level="Beginner", seed=3)
    text = table.hint()
    assert text.startswith("Hint: Declare ") and table.banner.text == text
    framed = [b.description for b in table.hand_box.children if "ki-selected" in b._dom_classes]
    assert framed == [table.hinted] and table.hinted in table.hand
    table.click_card(table.hinted)
    assert table.hinted == ""
    assert table.hint().startswith("Hint: Play ")


def test_play_table_new_game_with_a_seed_deals_the_same_cards():
    table = PlayTable(level="Beginner", seed=5)
    first = list(table.hand)
    table.click_card(first[0])
    table.seed.value = 6
    table.new_button.click()
    other = list(table.hand)
    table.seed.value = 5
    table.new_button.click()
    assert table.hand == first != other
    assert table.tricks == [] and "seed 5" in table.banner.text


def test_play_table_plays_to_the_end_of_the_game():
    table = PlayTable(level="Beginner", seed=2)
    for _ in range(3 * 9):
        table.click_card(str(table.state.legal_actions(LEARNER)[0].card))
    assert table.state.is_over()
    assert "The game is over" in table.banner.text and "The game is over" in table.status.value
    assert table.scores_panel.value.count("ki-round-") == 3
    assert "game is over" in table.hint()
    assert table.click_card("Q1") is False and "game is over" in table.banner.text


# ----- replay ------------------------------------------------------------------------------------------
def test_replay_records_every_move_with_one_sentence():
    steps = play_bot_game(7, "Random")
    assert len(steps) == 1 + 3 * (4 + 32)  # the deal, then 4 declarations and 32 cards per round
    assert sum(1 for s in steps if s.trick is not None) == 24
    for before, step in zip(steps, steps[1:]):
        assert step.sentence.endswith(".") and step.sentence.count(". ") == 0
        if step.action.startswith("play") and "the follow rule allowed only" in step.sentence:
            led = before.state.observation(0)["trick"][0][1]
            hand = [str(c) for c in before.state.hand(step.seat)]
            allowed = [str(c) for c in legal_follows(hand, led, before.state.current_order())]
            assert step.sentence.endswith(f"{', '.join(allowed[:-1])} or {allowed[-1]}.") or \
                f"{', '.join(allowed[:-1])} or {allowed[-1]};" in step.sentence
        if step.trick is not None:
            assert step.why == f"{step.trick.why_winner} {step.trick.why_order}"
    assert "the game is over" in steps[-1].sentence


def test_replay_steps_forwards_and_backwards():
    viewer = ReplayViewer(seed=7, bot="Random")
    assert viewer.index == 0 and "Step 0 of 108" in viewer.comment.value
    assert viewer.prev_button.disabled and not viewer.next_button.disabled
    viewer.next_button.click()
    assert viewer.index == 1 and "declares" in viewer.text
    viewer.trick_button.click()
    assert viewer.steps[viewer.index].trick is not None
    assert "The trick just finished" in viewer.table.value and "Why:" in viewer.comment.value
    at = viewer.index
    viewer.back()
    assert viewer.index == at - 1 and "Why:" not in viewer.comment.value
    viewer.go(-5)
    assert viewer.index == 0
    viewer.last_button.click()
    assert viewer.index == 108 and viewer.next_button.disabled and "the game is over" in viewer.text
    viewer.step_box.value = 40
    assert viewer.index == 40 and "Step 40 of 108" in viewer.comment.value
    viewer.seed.value = 8
    viewer.play_button.click()
    assert viewer.index == 0 and "seed 8" in viewer.banner.text


def test_a_lesson_picture_is_the_same_drawing_read_once_by_its_name():
    from base64 import b64decode
    from html import unescape

    from widgets.kirin.pictures import as_image

    marker = order_svg("ascending")
    pic = as_image(marker)
    # The same drawing, at the same size, as an image named by the picture's own accessible name.
    data = re.search(r'src="data:image/svg\+xml;base64,([^"]+)"', pic).group(1)
    assert b64decode(data).decode("utf-8") == marker
    assert 'width="390" height="54"' in pic
    alt = unescape(re.search(r' alt="([^"]*)"', pic).group(1))
    assert alt == unescape(re.search(r'aria-label="([^"]*)"', marker).group(1))
    # Each beast is named, not lettered, so a reader need not translate the letters.
    assert alt.count("beasts Dragon > Bird > Tiger > Tortoise") == 1 and "Q" not in alt
    assert "<svg" not in pic and "<title>" not in pic
    # A caller may name it in other words; the plain-text form says the name, not the data.
    hand = as_image(cards_svg("S5 X3", marks=[True, False]), "ticked: S5; faded: X3")
    assert ' alt="ticked: S5; faded: X3"' in hand and repr(hand) == "picture: ticked: S5; faded: X3"


@pytest.mark.parametrize("lesson", sorted((NOTEBOOKS / "kirin").glob("0*.ipynb")), ids=lambda p: p.stem)
def test_lesson_pictures_are_read_once(lesson):
    """A lesson read as text meets each picture once, by its name: no inline drawing whose title,
    inner card names and drawn letters would each be read again, and every table has a header row."""
    outputs = [out for cell in json.loads(lesson.read_text(encoding="utf-8"))["cells"]
               for out in cell.get("outputs", []) if out.get("output_type") != "stream"]
    for out in outputs:
        html = "".join(out.get("data", {}).get("text/html", ""))
        assert "<svg" not in html and "<title>" not in html
        assert all(' alt="' in tag for tag in re.findall(r"<img\b[^>]*>", html))
        if "<table" in html:  # a table also comes as Markdown, header row first, for the page read as text
            assert re.search(r"^\| .* \|\n\|(?: --- \|)+\n", "".join(out["data"].get("text/markdown", "")))


def test_token_swatch_reads_the_games_colour_letters():
    from widgets import palette
    from widgets.palette import token_swatch

    assert token_swatch("kirin", "BK+") is palette.WHITE_TIGER
