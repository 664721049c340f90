"""Every worked example of the Lauzait Cep! lessons is one a real game can reach.

The lessons build their game situations with ``widgets/lauzait_cep/lessons.py``; these tests
build the very same examples (:data:`EXAMPLES`) and check each one:

* a game dealt from a deal number (``new_game(players, seed=...)``) and played on is a game
  record that reloads: ``from_json(state.to_json()) == state``, its moves replayed from the deal;
* a position set up by hand passes the engine's static checks as a what-if record
  (``position_from_json``), both as the position itself and as its setup with the moves the
  lesson plays on it replayed;
* a position shown on a season's first day has the Mountain empty, as every deal does, so
  that no mid-season board is passed off as a fresh deal;
* the luminous piece's examples are whole governments (nine pieces, three departments) that
  the box can supply beside the luminous piece, which is out of play.

A test keeps the lessons honest: their game situations come from the shared builders,
not from positions set up inside a notebook (only the "Try it" tools build their own).

Another test checks the rulings page's lists: each ruling ends with "Lessons:", exactly the
lessons whose text cites its id.

Another test reads the pages as the fresh readers get them (``shared/tools/lesson_text.py``
copies markdown and markdown outputs as they are): no raw HTML tag or entity such as
``&nbsp;`` may show there. Two exceptions, both asked for by shared tests: the gallery's
navigation line (``widgets.gallery.navigation``, checked by ``tests/test_lesson_pages.py``)
and, on the rulings page, the anchors ``<a id="LC-5"></a>`` that ``tests/test_lesson_text.py``
finds the ids by.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from collections import Counter

from engines import InvalidInput
from engines.lauzait_cep import (BONUS_BY_NUMBER, MOUNTAIN, SQUARE_NAMES, State, department_bonus, department_kind,
                                 from_json, parse_cards, position_from_json, refund)
from engines.lauzait_cep.pieces import JOKER, copies_in_box
from widgets.gallery import navigation
from widgets.lauzait_cep.lessons.examples import (
    DECLARATIONS, EXAMPLES, HIRING_BOARD, LUMINOUS_CASES, MOUNTAIN_BOARD, RULEBOOK_REFUND,
    THIRD_BOARD, real_first_season,
)
from widgets.lauzait_cep.lessons.words import board_changes

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks" / "lauzait_cep"
LESSONS = sorted(NOTEBOOKS.glob("0*.ipynb"))


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_the_example_is_a_state_the_rules_reach(name):
    state = EXAMPLES[name]()
    record = state.to_json()
    if record["record"] == "game":
        assert from_json(record) == state, "the game record replays to the same state"
    else:
        assert position_from_json(record) == state, "the setup with the lesson's moves replays"
        assert position_from_json(state.to_position_json()) == state, "the position passes the static checks"


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_a_first_day_shows_the_deal_s_empty_mountain(name):
    record = EXAMPLES[name]().to_json()
    setup = State.opening(record).position_json()
    if setup["day"] == 1:
        assert setup["empty"] == MOUNTAIN, "a season's first day starts from the deal, around the empty Mountain"


@pytest.mark.parametrize("government, luminous", LUMINOUS_CASES, ids=lambda x: str(x))
def test_a_luminous_example_is_a_government_the_box_supplies(government, luminous):
    pieces = [p for department in government for p in parse_cards(department)]
    assert len(government) == 3 and len(pieces) == 9, "a declarer holds nine pieces in three departments"
    assert all(department_kind(department) for department in government)
    used = Counter(JOKER if p.is_joker else p.code for p in pieces)
    used[JOKER if luminous == "J" else parse_cards(luminous)[0].code] += 1    # the luminous piece, out of play
    assert all(n <= copies_in_box(code) for code, n in used.items()), "more copies than the box holds"


def test_the_real_game_of_lesson_6_reads_clearly():
    """Season 1 ends with a revealed declaration, and no hire takes a piece just like the moving one."""
    game = real_first_season()
    end = next(i for i, e in enumerate(game.events) if e.kind in DECLARATIONS)
    assert game.events[end].kind == "lauzait_cep"
    assert not any(e.kind in ("hire", "water_taken") and e.data[3] == e.data[6] for e in game.events[:end])


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_lessons_build_their_situations_with_the_shared_builders(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "code" and not source.startswith("# Try it"):
            assert "position(" not in source.replace("_position(", ""), \
                f"{path.stem}: build positions in widgets/lauzait_cep/lessons.py, where the tests check them"


RAW_HTML = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?/?>|&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z]+);")
ANCHOR = re.compile(r'<a id="LC-T?\d+"></a>')


@pytest.mark.parametrize("path", LESSONS + [NOTEBOOKS / "rulings.ipynb"], ids=lambda p: p.stem)
def test_a_reader_of_the_exported_text_meets_no_raw_html(path):
    """Markdown is exported as written: a tag or an entity would show as such."""
    nav = navigation("lauzait_cep", path.name)
    found = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        texts = ["".join(cell["source"])] if cell["cell_type"] == "markdown" else [
            "".join(output.get("data", {}).get("text/markdown", "")) for output in cell.get("outputs", [])]
        for text in texts:
            text = ANCHOR.sub("", text.replace(nav, "")) if path.stem == "rulings" else text.replace(nav, "")
            found += RAW_HTML.findall(text)
    assert not found, f"{path.stem}: raw HTML a reader of the exported text would see: {found}"


RULING = re.compile(r"\bLC-T?\d+\b")
#: Lesson 1's paragraph that introduces the ids names them all as a list, and one as an example:
#: it cites none of them.
ID_LIST = "LC-1 to LC-11 and LC-T1 to LC-T3"


def _reader_texts(path: Path) -> list[str]:
    """The markdown and the stored outputs of a page, the text a reader of it gets."""
    texts = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown":
            texts.append("".join(cell["source"]))
        for output in cell.get("outputs", []):
            texts.append("".join(output.get("text", "")))
            data = output.get("data", {})
            for kind in ("text/markdown", "text/html", "image/svg+xml", "text/plain"):
                if kind in data and "application/vnd.jupyter.widget-view+json" not in data:
                    texts.append(re.sub(r"<[^>]*>", " ", "".join(data[kind])))
                    break
    return texts


def test_each_ruling_names_exactly_the_lessons_that_cite_it():
    """The rulings page ends each ruling with "Lessons:", the lessons that cite it."""
    cited: dict[str, set[str]] = {}
    for path in LESSONS:
        for text in _reader_texts(path):
            for paragraph in text.split("\n\n"):
                if ID_LIST not in paragraph:
                    for ruling in RULING.findall(paragraph):
                        cited.setdefault(ruling, set()).add(path.stem)
    listed: dict[str, set[str]] = {}
    for cell in json.loads((NOTEBOOKS / "rulings.ipynb").read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        anchor = re.match(r'<a id="(LC-T?\d+)"></a>', source)
        if anchor:
            tail = source.rsplit("Lessons:", 1)[1]
            listed[anchor.group(1)] = set(re.findall(r"\]\((0\d_\w+)\.ipynb\)", tail))
    assert set(cited) <= set(listed), f"cited but not on the rulings page: {set(cited) - set(listed)}"
    wrong = {ruling: (sorted(listed[ruling]), sorted(cited.get(ruling, ())))
             for ruling in listed if listed[ruling] != cited.get(ruling, set())}
    assert not wrong, f"ruling: (its Lessons: list, the lessons that cite it): {wrong}"


def test_the_rulebook_s_refund_numbers_are_printed_in_lesson_5_and_on_the_rulings_page():
    """The refund example's 2 and 1 (the band's bonus without the joker's 1 off) are printed once in
    the lessons, in lesson 5 where refunds are taught, and in LC-5's "The rulebook" part, each time
    beside what the bonus rule gives: the engine's bonus and refund, 1 less."""
    top, bottom = "G2 G3 J=G4", "J=G1 G2 G3"
    for d, points in RULEBOOK_REFUND.items():
        assert points == BONUS_BY_NUMBER[max(p.number for p in parse_cards(d))]
        assert department_bonus(d) == refund(d) == points - 1
    printed = f"prints {RULEBOOK_REFUND[top]} points for forming it and {RULEBOOK_REFUND[bottom]} for the wrong refund"
    ours = (f"1 off per joker, they should be {department_bonus(top)} and {department_bonus(bottom)}: "
            f"the department earned {department_bonus(top)}, and the cheaper statement would pay back only {refund(bottom)}")
    ruling = next("".join(c["source"]) for c in json.loads((NOTEBOOKS / "rulings.ipynb").read_text(encoding="utf-8"))["cells"]
                  if "".join(c["source"]).startswith('<a id="LC-5">'))
    rulebook_part = " ".join(ruling.split("*Our reading.*")[0].split())
    assert printed in rulebook_part and ours in rulebook_part
    found = {path.stem: " ".join(" ".join(_reader_texts(path)).split()).count(printed) for path in LESSONS}
    assert {stem: n for stem, n in found.items() if n} == {"05_dissolving_and_refunds": 1}, found
    lesson_5 = " ".join(" ".join(_reader_texts(NOTEBOOKS / "05_dissolving_and_refunds.ipynb")).split())
    assert ours in lesson_5


def test_set_up_boards_are_described_by_what_differs_from_lesson_2():
    """Lessons 3 and 6 say how their boards differ from lesson 2's; the words are read off the boards,
    and a board that is not such a variant is refused with a message."""
    assert board_changes(MOUNTAIN_BOARD).endswith(" swapped")
    for board in (MOUNTAIN_BOARD, THIRD_BOARD):
        words = board_changes(board)
        changed = [s for s, (a, b) in enumerate(zip(HIRING_BOARD.split(), board.split())) if a != b]
        assert changed and all(SQUARE_NAMES[s] in words for s in changed)
    for bad in (HIRING_BOARD, "G1 G2"):
        with pytest.raises(InvalidInput):
            board_changes(bad)


def test_choices_say_every_legal_action_in_player_words():
    """The lessons' 'what Aiko may do' lines (lessons 5, 7 and 8) come from the engine's legal actions:
    every discard it allows is named, each kind of action once, in player words, not notation."""
    from engines.lauzait_cep import Discard, Dissolve, Form, ProposeEnd
    from engines.lauzait_cep.pieces import code_token
    from widgets.lauzait_cep.lessons.examples import dissolving_day
    from widgets.lauzait_cep.lessons.words import choices, choices_sentence

    state = dissolving_day()
    legal = state.legal_actions(state.turn)
    said = choices(state)
    kinds = [Dissolve, Form, Discard, ProposeEnd]
    assert len(said) == sum(any(isinstance(a, kind) for a in legal) for kind in kinds) == 4
    hire = next(choice for choice in said if choice.startswith("start her hire by discarding any of "))
    assert all(code_token(a.code) in hire for a in legal if isinstance(a, Discard))
    assert not any(choice.startswith(("discard ", "form G", "dissolve G")) for choice in said)
    assert choices_sentence(state) == "Aiko has four choices: " + ", ".join(said[:-1]) + ", or " + said[-1] + "."
