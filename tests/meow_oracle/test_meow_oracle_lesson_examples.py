"""Every position the Meow Oracle lessons show is one a real game can reach.

The lessons build their examples with ``widgets.meow_oracle.lessons.examples``; this test
builds them the same way and checks each one:

* a seeded game played by bots is a game record that reloads with ``from_json``;
* a game whose turned-up cards were prepared (``set_next_cards``) is a what-if position whose
  record reloads with ``position_from_json``, which checks the position against the rules;
* every Area a lesson draws comes from such a game (``reached`` or ``play_round``), never
  from a bare ``parse_grid`` of a written Area;
* each seeded example still shows what the lesson says it shows (a tie, a tie at the top, ...),
  so a change to the engine cannot quietly turn an example into a different one.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engines import InvalidInput
from engines.meow_oracle import Rules, next_start_player, parse_grid, round_points
from widgets.meow_oracle.lessons.examples import (NEXT_START_GAMES, ROUNDS_SHOWN, RULEBOOK_TABLE,
                                                 TWO_PLAYER_OPENING, WINNER_GAMES, WORKED_TURN, bot_game,
                                                 bruno_tries, play_round, random_game, reached, round_shown,
                                                 two_player_opening, worked_turn)

from lesson_source import lesson_source
from record_checks import reloads_as_game, reloads_as_position

LESSONS = sorted((Path(__file__).resolve().parents[2] / "notebooks" / "meow_oracle").glob("0*.ipynb"))


def code_of(path: Path) -> str:
    """The code of a lesson: its cells and its section of ``widgets/meow_oracle/lessons.py``, joined."""
    return lesson_source(path)


# ----- lesson 2: the prepared turns ----------------------------------------------------------

@pytest.mark.parametrize("moves", range(len(WORKED_TURN) + 1))
def test_every_step_of_the_worked_turn_is_a_checked_position(moves):
    reloads_as_position(worked_turn(moves))


def test_the_worked_turn_turns_up_the_cards_the_lesson_names():
    state = worked_turn(3)
    assert [card.token for card in state.revealed] == ["R2", "G6", "B9"]
    assert worked_turn(len(WORKED_TURN)).observation(0)["areas"][0] == ["R2", "?", "?", "?", "", "?", "?", "?", ""]


def test_bruno_tries_is_a_checked_position_waiting_for_his_blue_4():
    state = bruno_tries()
    reloads_as_position(state)
    assert [card.token for card in state.cards_to_place(1)] == ["B4"]


@pytest.mark.parametrize("moves", range(len(TWO_PLAYER_OPENING) + 1))
def test_every_step_of_the_two_player_opening_is_a_checked_position(moves):
    reloads_as_position(two_player_opening(moves))


def test_the_two_player_opening_is_the_one_lesson_2_tells():
    """Lesson 2's prose: Aiko turns up her top row (R1 R4 G8), keeps both reds on a1 and b1 and gives
    G8 to Bruno, who covers c3; Bruno takes one card from beside his Area and gives Aiko the third,
    who covers her c3; then Aiko turns up two more cards and keeps one."""
    opening = two_player_opening(3)
    assert [card.token for card in opening.revealed] == ["R1", "R4", "G8"]
    assert [line.split(" from ")[1] for line in opening.log()[-3:]] == ["a1.", "b1.", "c1."]
    after = two_player_opening(7).observation(0)
    assert after["areas"][0][:3] == ["R1", "R4", ""] and after["areas"][1][8] == "G8" and after["aside"][1] == 1
    bruno = two_player_opening(14)
    assert "Bruno turns up R9 from beside their Area." in bruno.log()
    assert bruno.observation(0)["areas"][0][8] == "R9" and bruno.observation(0)["aside"][0] == 1
    second = two_player_opening(len(TWO_PLAYER_OPENING)).observation(0)
    assert (second["turn_up_count"], second["keep_count"]) == (2, 1)


def test_the_two_player_placings_are_choices_the_lesson_explains():
    """Lesson 2 says why each card goes where it goes: Bruno's squares are all face down when he
    places the green 8 (any square covers one); Aiko could put the red 9 on her empty c1, but she
    covers c3, the bottom-right corner, where a high card suits the end of the run."""
    bruno_places = two_player_opening(6)
    assert bruno_places.observation(1)["areas"][1] == ["?"] * 9
    assert {action.square for action in bruno_places.legal_actions(1)} == set(range(9))
    aiko_places = two_player_opening(13)
    area = aiko_places.observation(0)["areas"][0]
    assert area[:3] == ["R1", "R4", ""] and area[8] == "?"
    assert {2, 8} <= {action.square for action in aiko_places.legal_actions(0)}
    assert int(area[1][1:]) < 9


# ----- Areas: every Area a lesson draws comes from a round played by the rules ---------------

AREA_CALL = re.compile(r"""reached\(\s*["']([^"']+)["']\s*(?:,\s*(SNAKE|ROWS))?\s*\)""")


def lesson_areas() -> list[tuple[str, str, str]]:
    """(lesson, Area, reading path) for every Area a lesson writes out for ``reached``."""
    found = []
    for path in LESSONS:
        for area, rules in AREA_CALL.findall(code_of(path)):
            found.append((path.stem, area, "snake" if rules == "SNAKE" else "rows"))
    return found


def test_the_lessons_build_their_areas_from_real_rounds():
    assert len(lesson_areas()) >= 12   # the lessons write out 14 Areas
    for path in LESSONS:
        written = re.findall(r"""parse_grid\(\s*["']""", code_of(path))
        assert not written, f"{path.stem}: draw Areas with reached(...), from a real round, not parse_grid"


@pytest.mark.parametrize("lesson, area, path", lesson_areas(), ids=lambda x: str(x))
def test_each_lesson_area_is_reached_by_a_round_that_reloads(lesson, area, path):
    rules = Rules(path=path)
    state = play_round([area], rules=rules)
    reloads_as_position(state)
    assert str(state.final_grid(1, 0)) == str(parse_grid(area))
    assert str(reached(area, rules)) == str(parse_grid(area))


def test_the_run_table_of_lesson_3_uses_runs_of_every_length():
    from engines.meow_oracle import ascending_run
    for k in range(1, 10):
        area = [f"R{i}" for i in range(1, k + 1)] + ["B0"] * (k < 9) + [f"G{i}" for i in range(1, 9 - k)]
        assert ascending_run(reached(area)) == k


def test_an_area_no_round_can_reach_is_refused():
    with pytest.raises(InvalidInput):
        reached("R1 R1 G3 G5 W5 R9 G6 R8 B4")        # R1 twice: every card is unique
    with pytest.raises(InvalidInput):
        reached("B0 R1 G3 G5 . R9 G6 R8 B4")         # a round ends with every square face up
    with pytest.raises(InvalidInput):
        play_round(["B0 R1 G3 G5 W5 R9 G6 R8 B4", "B0 B1 B2 B3 B4 B5 B6 B7 B8"])  # B0 in two Areas


def test_the_rulebook_table_of_lesson_5_has_the_rulebooks_totals():
    state = play_round(RULEBOOK_TABLE)
    reloads_as_position(state)
    assert state.round_totals(1) == [15, 12, 8]
    assert [round_points(state.final_grid(1, s)) for s in range(3)] == [15, 12, 8]


# ----- seeded games: records that reload, showing what the lessons say they show ------------

def test_the_whole_game_of_lesson_6_is_a_game_record():
    reloads_as_game(bot_game())


@pytest.mark.parametrize("name", sorted(ROUNDS_SHOWN))
def test_each_round_of_lesson_5_comes_from_a_seeded_game(name):
    players, seed, first, _ = ROUNDS_SHOWN[name]
    reloads_as_game(random_game(players, seed, first))
    totals = round_shown(name)
    assert len(totals) == players
    shows = {
        "everyone ties": lambda t: len(set(t)) == 1,
        "two tie at the top": lambda t: t.count(max(t)) == 2 and min(t) < max(t),
        "two players tie": lambda t: t[0] == t[1],
        "four players": lambda t: t[0] == t[2] and t[1] != t[0] != t[3],   # opposite seats tie
        "two players": lambda t: t[0] != t[1],
    }
    assert shows[name](totals), (name, totals)


def test_the_games_of_lesson_6_show_every_case_of_mo7():
    games = [random_game(*spec) for spec in NEXT_START_GAMES]
    for game in games:
        reloads_as_game(game)
        assert game.start == next_start_player(game.round_totals(1), game.first_player)
    lowest = [[s for s, t in enumerate(g.round_totals(1)) if t == min(g.round_totals(1))] for g in games]
    assert len(lowest[0]) == 1                                          # a single lowest total
    assert len(lowest[1]) == 2 and games[1].first_player in lowest[1]   # a tie with round 1's start player
    assert len(lowest[2]) == 2 and games[2].first_player not in lowest[2]
    assert len(lowest[3]) == 3                                          # all three tied


def test_the_games_of_lesson_6_show_every_case_of_mo8():
    games = [random_game(*spec) for spec in WINNER_GAMES]
    for game in games:
        reloads_as_game(game)
    most = [[s for s, p in enumerate(g.scores()) if p == max(g.scores())] for g in games]
    first, tie_broken, shared = games
    (winner,) = first.winners()                                          # most winner points wins,
    assert most[0] == [winner] and first.round_totals(2)[winner] < max(first.round_totals(2))  # lower total or not
    assert len(most[1]) > 1 and len(tie_broken.winners()) == 1           # the round-2 total breaks the tie
    assert len(most[2]) > 1 and shared.winners() == most[2]              # tied again: a shared win


# ----- pictures: what a reader of the text (or a screen reader) meets -------------------------

def test_pictures_read_line_by_line_with_the_owner_first():
    """Picture labels never run together (as in "c3: face-down cardAiko"): every title ends
    its line, the cards inside a picture are named once (by their titles), and a captioned Area's
    name starts with its caption, so the text says whose Area it is before its cards."""
    from widgets.meow_oracle.pictures import cards_svg, grid_svg, winner_points_svg

    area = grid_svg(bot_game().final_grid(2, 0), highlight_run=True, lines=True, caption="Aiko, round total 7")
    assert re.search(r'aria-label="Aiko, round total 7 - Area, row by row: R4 ', area)
    table = winner_points_svg([7, 6, 6], signs=False)
    for picture in (area, cards_svg("R0 W4 G7"), table):
        assert picture.count("aria-label=") == 1                          # the picture's own name only
        # each title ends its line, or runs on into the short label drawn after it
        assert picture.count("</title>") == picture.count("</title>\n") + picture.count("</title> ")


def test_short_drawn_labels_read_as_part_of_a_sentence():
    """The text export showed the grid's labels, a line's letter and the +1 badges
    as stray pieces ("a b c", "1", "ending in the letter", "G"). Each now continues its title."""
    from html import unescape

    from widgets.meow_oracle.pictures import grid_svg, winner_points_svg

    def to_text(svg: str) -> str:  # the drawn text and titles, line by line, as a text export shows them
        return "\n".join(line.strip() for line in unescape(re.sub(r"<[^>]*>", "", svg)).splitlines())

    area = to_text(grid_svg("B0 R1 G3 G5 W5 R9 G6 R8 B4", highlight_run=True, lines=True))
    for words in ("columns, left to right: a b c", "rows, top to bottom: 1 2 3",
                  "green line a3-b2-c1 (W5 as joker): 2 marks, labelled G",
                  "the run's cards, numbered in path order: 1 2 3 4 5 6"):
        assert words in area
    table = to_text(winner_points_svg([7, 6, 6], signs=False))
    assert "Bruno against Aiko: 6 vs 7" in table and "Chidi ties Bruno, so Chidi gets +1" in table
    assert not re.search(r"^(?:[a-c1-3RBGW]|\+1)$", area + "\n" + table, re.M)   # no label on a line alone



# ----- The rulings page says where each ruling is taught, and the lessons agree ---------------

def markdown_of(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def boxes_by_lesson() -> dict[int, set[str]]:
    """Lesson number -> the ruling ids its "Our reading (MO-x)" boxes teach."""
    return {int(path.stem[:2]): set(re.findall(r"\*\*Our reading \((MO-T?\d+)\)", markdown_of(path)))
            for path in LESSONS}


def test_taught_in_and_where_next_match_the_lessons_boxes():
    page = markdown_of(LESSONS[0].parent / "rulings.ipynb")
    boxes = boxes_by_lesson()
    sections = re.split(r'<a id="(MO-T?\d+)"></a>', page)[1:]
    assert sections
    for ruling, text in zip(sections[::2], sections[1::2]):
        taught = re.search(r"Taught in lessons? ([\d, and]+?)[;.]", text)
        assert taught, f"{ruling}: no 'Taught in'"
        said = {int(n) for n in re.findall(r"\d+", taught.group(1))}
        assert said == {n for n, ids in boxes.items() if ruling in ids}, ruling
    where_next = re.findall(r"\]\((0\d)_[^)]+\) \(([^)]*)\)", page.split("## Where next")[1])
    assert {int(n): set(ids.split(", ")) for n, ids in where_next} == boxes
