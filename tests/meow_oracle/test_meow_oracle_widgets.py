"""The Meow Oracle widgets driven in Python (no browser): pictures, calculator, play table, replay.

Each app is driven through the same methods and buttons a learner uses. Expected values
are worked out by hand in the comments (MO-1..MO-8), not copied from the widgets.
"""

from __future__ import annotations

import re

import pytest

from engines import InvalidInput
from engines.meow_oracle import CARDS, Choose
from widgets.meow_oracle import card_svg, cards_svg, cells_of, grid_svg, winner_points_svg
from widgets.meow_oracle.calculator import EXAMPLES, RULEBOOK_AREA, GridCalculator
from widgets.meow_oracle.replay import ReplayViewer, commentary, play_bot_game
from widgets.meow_oracle.table import LEARNER, PlayTable

TOKEN = re.compile(r"\b(?:[RBG](?:10|[0-9])|W[345])\b")


# ----- pictures ------------------------------------------------------------------------------
def test_card_pictures_name_the_card_and_hide_face_down_cards():
    assert "R5, red 5" in card_svg("r5")
    assert "W4, white 4 (joker: every colour)" in card_svg("W4")
    back = card_svg(None)
    assert "face-down card" in back and not TOKEN.search(back)
    row = cards_svg("R5 W4 G0", selected=[1])
    assert row.count("<svg") == 4 and "selected" in row
    assert row._repr_svg_() == row


def test_grid_picture_of_the_rulebook_example_mo2_mo3():
    # By hand: 0 1 3 5 5 9 then 6 < 9: a run of 6 (MO-2); B0 W5 B4, G6 W5 G3 and R1 W5 R8 (MO-3).
    svg = grid_svg(RULEBOOK_AREA, True, True)
    assert "ascending run of 6 cards, stopped at a3; 3 colour lines: red b1-b2-b3, blue a1-b2-c3, green a3-b2-c1" in svg
    for k in range(1, 7):
        assert f"card {k} of the ascending run" in svg
    assert "card 7 of the ascending run" not in svg
    assert "a3, lower than the card before it on the path: the run stops here" in svg
    assert "blue line a1-b2-c3 (W5 as joker): 2 marks" in svg
    assert "green line a3-b2-c1 (W5 as joker): 2 marks" in svg
    assert "red line b1-b2-b3 (W5 as joker): 2 marks" in svg


def test_grid_picture_snake_path_mo1():
    # Snake reads a1 b1 c1 c2 b2 a2 a3 b3 c3: 0 1 2 3 4 5 6 7 9 is the full run (15 points),
    # while rows would read 0 1 2 5 4: a run of 4.
    area = "R0 R1 B2 G5 W4 B3 G6 R7 B9"
    assert "ascending run of 9 cards" in grid_svg(area, True, path="snake")
    assert "ascending run of 4 cards" in grid_svg(area, True, path="rows")
    assert "read right to left" in grid_svg(area, path="snake")


def test_grid_picture_face_down_and_empty_squares():
    svg = grid_svg(["?", "R5", "", "W3", "?", "G7", "B1", "?", "?"], selected="c1", marks={"b2": "legal"})
    assert svg.count(": face-down card</title>") == 4 and "c1: empty" in svg
    assert set(TOKEN.findall(svg)) == {"R5", "W3", "G7", "B1"}
    svg = grid_svg(RULEBOOK_AREA, face_down={"a1", 8})
    assert "B0" not in svg and "B4" not in svg and "a1: face-down card" in svg


@pytest.mark.parametrize("area, words", [
    ("R5 R5 . . . . . . .", "R5 appears 2 times"),
    ("W7 . . . . . . . .", "'W7' is not a Meow Oracle card"),
    ("R5 B3", "you gave 2 tokens"),
])
def test_grid_picture_bad_input_is_named_by_the_engine(area, words):
    with pytest.raises(InvalidInput, match=re.escape(words)):
        cells_of(area)


def test_winner_points_picture_mo4():
    # Rulebook: 12 between 8 (left) and 15 (right) earns 1; 8 earns 0; 15 earns 2.
    svg = winner_points_svg([12, 8, 15])
    assert "Aiko 12 gets 1; Bruno 8 gets 0; Chidi 15 gets 2" in svg
    assert "Aiko beats Bruno, so Aiko gets" in svg and "Chidi beats Aiko" in svg
    # 4 players: Aiko and Chidi sit opposite and are not compared, so 4 comparisons, not 6.
    four = winner_points_svg([12, 8, 12, 15])
    assert four.count(" = ") + four.count(" &lt; ") + four.count(" &gt; ") == 4
    assert "Aiko ties Chidi" not in four and "Chidi ties Aiko" not in four
    with pytest.raises(InvalidInput):
        winner_points_svg([12, -1])


# ----- calculator ----------------------------------------------------------------------------
def test_calculator_rulebook_example_gives_12_and_one_winner_point():
    calc = GridCalculator()
    calc.rulebook_button.click()
    assert calc.area_text() == RULEBOOK_AREA
    assert (calc.run, calc.points, calc.total) == (6, (6, 6), 12)
    assert calc.n == 3 and [f.value for f in calc.total_fields[:3]] == ["12", "8", "15"]
    assert calc.winner_points == [1, 0, 2]
    assert "Total: 6 + 6 = <span class=\"mo-total-value\">12</span>" in calc.breakdown.value
    assert "W5 as joker" in calc.breakdown.value
    assert "beats Bruno (8): +1" in calc.table_words.value
    assert "loses to Chidi (15): 0" in calc.table_words.value
    assert calc.banner.kind == "success"


def test_calculator_by_clicking_matches_typing():
    calc = GridCalculator()
    calc.clear_button.click()
    for token in RULEBOOK_AREA.split():  # each card goes to the next empty square
        calc.card_buttons[token].click()
    assert calc.area_text() == RULEBOOK_AREA and calc.total == 12
    assert calc.card_buttons["R1"].disabled  # a used card cannot be picked again
    calc.square_buttons[4].click()  # choose b2, then replace W5 with R5
    calc.card_buttons["R5"].click()
    # Without the joker in the centre only the red column b (R1 R5 R8) scores, and
    # 0 1 3 5 5 9 6 is still a run of 6: 6 + 2 = 8.
    assert calc.area_text() == "B0 R1 G3 G5 R5 R9 G6 R8 B4"
    assert calc.points == (6, 2) and calc.total == 8
    calc.empty_button.click()
    assert calc.cells[4] is None and calc.run == 4  # 0 1 3 5 then the empty b2


def test_calculator_reading_path_variant_mo1():
    calc = GridCalculator()
    calc.type_area("R0 R1 B2 G5 W4 B3 G6 R7 B9")
    # Rows: 0 1 2 5 then 4: a run of 4. Lines: column b R1 W4 R7 and column c B2 B3 B9: 4.
    assert (calc.run, calc.points) == (4, (4, 4))
    calc.path.value = "snake"
    # Snake: 0 1 2 3 4 5 6 7 9, all nine: 15 (MO-2 bonus).
    assert (calc.run, calc.points, calc.total) == (9, (15, 4), 19)
    assert "9 + 6 bonus = <b>15 marks</b>" in calc.breakdown.value


@pytest.mark.parametrize("index", range(len(EXAMPLES)))
def test_every_example_loads_and_scores(index):
    calc = GridCalculator()
    calc.load_example(index)
    assert calc.total is not None and calc.banner.kind == "success"
    assert (calc.winner_points is not None) == bool(EXAMPLES[index].others)


def test_calculator_eight_card_bonus():
    calc = GridCalculator("B0 R1 G2 B3 W4 G5 B6 R7 R2")
    # 0..7 then 2: 8 cards = 10 (MO-2); column a B0 B3 B6 and column b R1 W4 R7 (MO-3).
    assert (calc.run, calc.points, calc.total) == (8, (10, 4), 14)
    assert "8 + 2 bonus = <b>10 marks</b>" in calc.breakdown.value


@pytest.mark.parametrize("text, words", [
    ("B0 R1 G3 G5 W5 R9 G6 R8 R1", "R1 appears 2 times"),
    ("B0 R1 G3 G5 W7 R9 G6 R8 B4", "'W7' is not a Meow Oracle card"),
    ("B0 R1 G3", "you gave 3 tokens"),
    ("B0 R1 G3 G5 W5 R9 G6 R8 B4 R2", "you gave 10 tokens"),
    ("B0 R1 G3 G5 5W R9 G6 R8 B4", "'5W' is not a Meow Oracle card"),
])
def test_calculator_names_impossible_input_without_raising(text, words):
    calc = GridCalculator()
    calc.load_example(0)
    before = list(calc.cells)
    calc.type_area(text)
    assert calc.total is None and words in calc.message and words in calc.banner.text
    assert calc.banner.kind == "warning"
    assert "mo-total" not in calc.breakdown.value and calc.picture.value == ""
    assert calc.cells == before  # the last real Area is kept, nothing silently changed


def test_calculator_card_used_twice_by_clicking():
    calc = GridCalculator(RULEBOOK_AREA)
    calc.click_square("a1")
    calc.click_card("R8")  # R8 already lies on b3
    assert calc.banner.kind == "warning" and "R8 is already on b3" in calc.banner.text
    assert calc.area_text() == RULEBOOK_AREA


def test_calculator_winner_points_table_mo4():
    calc = GridCalculator(RULEBOOK_AREA)
    calc.set_totals([10, 10])  # 2 players tie: a tie counts as a win for both
    assert calc.winner_points == [1, 1] and not calc.follow.value
    calc.set_totals([12, 8, 20, 15])  # 4 players: Chidi (opposite) is not compared with Aiko
    assert calc.winner_points == [1, 0, 2, 1]
    calc.set_totals([12, "abc", 15])
    assert calc.winner_points is None and "'abc' is not a round total" in calc.table_message
    assert calc.table_banner.kind == "warning"
    calc.set_totals([12, -3, 15])
    assert calc.winner_points is None and "-3 is not a round total" in calc.table_message
    calc.set_totals([12, "", 15])
    assert calc.table_banner.kind == "info" and "Bruno" in calc.table_message


def test_calculator_follows_the_area_total():
    calc = GridCalculator()
    calc.load_example(0)
    calc.square_buttons[4].click()
    calc.empty_button.click()  # an incomplete Area has no final total yet
    assert calc.total_fields[0].value == "" and calc.winner_points is None
    calc.card_buttons["W5"].click()
    assert calc.total_fields[0].value == "12" and calc.winner_points == [1, 0, 2]


# ----- play table ------------------------------------------------------------------------------
def _legal_square(table: PlayTable) -> int:
    """A square the learner may click now (face down to turn up; not face up to place on)."""
    obs = table.obs
    wanted = ("?",) if obs["phase"] == "turn" else ("?", "")
    return next(i for i, t in enumerate(obs["areas"][LEARNER]) if t in wanted)


def _play_learner_step(table: PlayTable) -> None:
    """One learner move through the widget's buttons."""
    obs = table.obs
    if obs["phase"] == "choose":
        table.confirm_button.click()
    elif obs["phase"] == "turn" and "?" not in obs["areas"][LEARNER]:
        table.aside_button.click()
    else:
        table.square_buttons[_legal_square(table)].click()


@pytest.mark.parametrize("opponents, level", [(1, "Standard"), (2, "Beginner"), (3, "Standard")])
def test_play_table_plays_a_full_game_through_its_buttons(opponents, level):
    table = PlayTable(opponents=opponents, level=level, seed=3)
    for _ in range(200):
        if table.state.is_over():
            break
        before = len(table.state.events)
        _play_learner_step(table)
        assert len(table.state.events) > before, table.banner.text
        assert table.banner.kind not in ("warning", "error"), table.banner.text
    assert table.state.is_over()
    assert "The game is over" in table.banner.text
    for rnd in (1, 2):
        assert f'class="mo-round-{rnd}"' in table.results.value
    scores = table.obs["round_scores"][0]
    for s, sc in enumerate(scores):
        assert f'class="mo-round-total-1-{s}"><b>{sc["total"]}</b>' in table.results.value


def test_play_table_learner_places_a_received_card_and_aside_moves():
    table = PlayTable(opponents=2, level="Standard", seed=5)
    seen_received = seen_aside = False
    for _ in range(200):
        obs = table.obs
        if len(obs["round_scores"]) or table.state.is_over():
            break
        if obs["phase"] == "place" and obs["active"] != LEARNER:
            seen_received = True
            assert "gave you" in table.status.value
        down_before = obs["areas"][LEARNER].count("?")
        placing_on_back = obs["phase"] == "place" and "?" in obs["areas"][LEARNER]
        if placing_on_back:  # place on a face-down card on purpose
            table.square_buttons[obs["areas"][LEARNER].index("?")].click()
        else:
            _play_learner_step(table)
        if placing_on_back:  # MO-5: the face-down card moves beside the Area, still face down
            seen_aside = True
            assert table.obs["aside"][LEARNER] >= 1 and table.obs["areas"][LEARNER].count("?") == down_before - 1
    assert seen_received and seen_aside


def test_play_table_two_player_first_turn_keeps_two():
    table = PlayTable(opponents=1, level="Beginner", seed=2)
    for _ in range(3):
        table.square_buttons[_legal_square(table)].click()
    assert table.obs["phase"] == "choose" and table.obs["keep_count"] == 2
    assert [t.value for t in table.role_toggles] == ["keep", "keep", 1]
    kept = table.choice_cards[:2]
    table.confirm_button.click()
    assert table.obs["to_place"][0][0] == LEARNER and sorted(table.obs["to_place"][0][1]) == sorted(kept)
    table.choose_place_card(kept[1])  # place the second kept card first
    table.square_buttons[_legal_square(table)].click()
    assert kept[1] in table.obs["areas"][LEARNER]


def test_play_table_explains_illegal_clicks_and_changes_nothing():
    table = PlayTable(opponents=2, level="Beginner", seed=4)
    table.square_buttons[0].click()  # turn a1 up
    saved = table.state.to_json()
    table.square_buttons[0].click()  # a1 is no longer face down
    assert table.banner.kind == "warning" and table.banner.rule == "MO-5"
    assert "a1 is empty" in table.banner.text
    assert table.state.to_json() == saved
    table.square_buttons[1].click()
    table.square_buttons[2].click()
    table.set_role(0, "keep")
    table.set_role(1, "keep")  # two kept in a 3-player game
    saved = table.state.to_json()
    table.confirm_button.click()
    assert table.banner.kind == "warning" and "keep exactly 1 (you marked 2)" in table.banner.text
    assert table.banner.rule == "MO-5"
    assert table.state.to_json() == saved
    table.square_buttons[3].click()  # a square click while keeping and giving
    assert table.banner.kind == "warning" and "keep 1, give 1 to Bruno" in table.banner.text
    assert table.state.to_json() == saved


def test_play_table_hint_sets_up_the_greedy_choice():
    table = PlayTable(opponents=2, level="Standard", seed=6)
    table.hint_button.click()
    assert table.banner.text.startswith("Hint: Turn up any of your face-down cards")
    for _ in range(3):
        table.square_buttons[_legal_square(table)].click()
    saved = table.state.to_json()
    table.hint_button.click()
    assert table.state.to_json() == saved  # a hint does not play
    action, _ = table.adviser.choose_with_reason(table.obs, table.state.legal_actions(LEARNER))
    assert isinstance(action, Choose) and "the cards below are set that way" in table.banner.text
    assert [t.value for t in table.role_toggles].count("keep") == 1
    table.confirm_button.click()  # follow the hint
    assert table.state.events[-1 - len(action.give)].kind == "keep" or any(
        e.kind == "keep" and e[2] == " ".join(map(str, action.keep)) for e in table.state.events)
    assert table.obs["phase"] in ("place", "turn")
    if table.obs["phase"] == "place" and LEARNER in table.obs["to_act"]:
        table.hint_button.click()
        assert re.search(r"Hint: Place [RBGW]\d+ on [abc][123]", table.banner.text)


def public_tokens(table: PlayTable) -> set[str]:
    """The card tokens anyone at ``table`` may know: face-up cards in the areas, the turned-up cards, the log's."""
    obs = table.obs
    public = {t for area in obs["areas"] for t in area if t not in ("", "?")}
    public.update(obs["turned_up"])
    public.update(TOKEN.findall(" ".join(table.state.log())))
    return public


def test_play_table_sends_only_what_seat_0_may_see_mo6(sent_text):
    table = PlayTable(opponents=2, level="Beginner", seed=11)
    for _ in range(15):
        obs, public = table.obs, public_tokens(table)
        sent = set(TOKEN.findall(sent_text(table.widget)))
        assert sent <= public, sent - public
        # face-down cards are drawn as backs, one per '?' (and per card beside an Area)
        downs = sum(a.count("?") for a in obs["areas"])
        assert table.areas.value.count(": face-down card</title>") == downs
        _play_learner_step(table)
    unseen = {c.token for c in CARDS} - public
    assert unseen  # cards nobody has seen exist, and none of them was ever drawn


def test_play_table_new_game_is_repeatable():
    a = PlayTable(opponents=2, level="Standard", seed=21)
    b = PlayTable(opponents=2, level="Standard", seed=21)
    for _ in range(10):
        _play_learner_step(a)
        _play_learner_step(b)
    assert a.state.log() == b.state.log()
    b.opponents.value = 3
    b.seed.value = 22
    b.new_button.click()
    assert b.obs["players"] == 4 and b.obs["round"] == 1 and "seed 22" in b.banner.text


# ----- replay --------------------------------------------------------------------------------
def test_replay_says_the_deal_a_turn_up_and_the_end():
    """(Stepping itself, for every game: tests/test_replay_steps.py.)"""
    viewer = ReplayViewer(players=3, seed=7, bot="Greedy")
    assert "dealt face down" in viewer.text
    viewer.go(1)
    assert re.match(r"^Aiko turns up [RBGW]\d+ from a1 \(1 of 3 this turn\)\.$", viewer.text)
    viewer.last_button.click()
    assert "the game ends" in viewer.text and "(MO-8)" in viewer.text
    assert 'class="mo-round-2"' in viewer.results.value
    viewer.go(0)
    assert "No round has been scored yet" in viewer.results.value


def test_replay_areas_follow_the_snapshot():
    viewer = ReplayViewer(players=2, seed=3, bot="Random")
    for index in (0, 5, 20):
        viewer.go(index)
        obs = viewer.steps[index].state.observation(0)
        downs = sum(a.count("?") for a in obs["areas"])
        assert viewer.areas.value.count(": face-down card</title>") == downs
        for area in obs["areas"]:
            for t in area:
                if t not in ("", "?"):
                    assert f"{t}, " in viewer.areas.value


@pytest.mark.parametrize("players, bot", [(2, "Random"), (3, "Greedy"), (4, "Greedy")])
def test_replay_commentary_is_one_sentence_per_step(players, bot):
    steps = play_bot_game(players, seed=2, bot=bot)
    assert steps[-1].state.is_over()
    texts = [commentary(s) for s in steps]
    for text in texts:
        assert text.endswith(".") and "\n" not in text and text.count(". ") == 0, text
    rounds = [t for t in texts if "is scored with totals" in t]
    assert len(rounds) == 2 and "starts round 2, with the lowest round-1 total (MO-7)" in rounds[0]
    assert any("completes a colour line" in t for t in texts)
    assert any("beside the Area" in t for t in texts)


def test_an_apps_area_picture_names_each_square_and_its_card():
    """An app's Area (titled "Aiko's Area") is named square by square, so a reader without the drawing, or a screen
    reader, knows which card lies where (Meow Oracle fresh reader: blocking, the review's Areas read as flat lists)."""
    import re

    from widgets.meow_oracle.pictures import grid_svg

    svg = str(grid_svg(["R2", "", "?", "G5", "B3", "", "", "W3", "R9"], True, True, title="Aiko's Area", cell=26))
    name = re.search(r'aria-label="([^"]*)"', svg).group(1).replace("&#x27;", "'")
    assert name.startswith("Aiko's Area, row by row: a1 R2, b1 empty, c1 face down, a2 G5, b2 B3, c2 empty, "
                           "a3 empty, b3 W3, c3 R9")
    assert "a1: R2" not in svg  # each card is named once, in the picture's name
