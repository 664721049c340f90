"""The coach in the Meow Oracle apps, driven in Python (no browser): levels, hot seat, Review.

Games are played through the apps' own buttons. Reviews use a tiny budget
(``TUTOR_REVIEW_BUDGET``) so each stays within a few seconds: these tests check the
app's wiring and honesty, not the coach's figures (``test_meow_oracle_coach.py`` does).
"""

from __future__ import annotations

import re

import pytest

from engines import coach as shared
from engines.meow_oracle import CARDS
from engines.meow_oracle.bots import GreedyBot, RandomBot
from engines.meow_oracle.coach import CoachBot
from widgets.meow_oracle.replay import ReplayViewer
from widgets.meow_oracle.review import HOOKS, describer, is_turn_up, picture
from widgets.meow_oracle.table import PlayTable

TOKEN = re.compile(r"\b(?:[RBG](?:10|[0-9])|W[345])\b")
TEXT_TRAITS = ("value", "description", "tooltip", "placeholder", "_options_labels", "tooltips", "options")


def _strings(value) -> list[str]:
    """Every string in a widget trait value (strings, and lists or tuples of them)."""
    if isinstance(value, str):
        return [] if value.startswith("<style>") else [value]  # style sheets name every card face
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return []


def page_text(root, visible_only: bool = False) -> str:
    """Every text the app sends to the page: each widget's value, description, tooltip, options...

    ``visible_only`` skips widgets (and what they hold) hidden with ``display: none``.
    """
    stack, texts = [root], []
    while stack:
        widget = stack.pop()
        layout = getattr(widget, "layout", None)
        if visible_only and layout is not None and layout.display == "none":
            continue
        stack.extend(getattr(widget, "children", ()))
        state = widget.get_state()
        for name in TEXT_TRAITS:
            texts += _strings(state.get(name))
    return " ".join(texts)


def public_tokens(table: PlayTable) -> set[str]:
    """The cards a seat may see now: face up on an Area, turned up, waiting to be placed, scored, in the log."""
    obs = table.obs
    seen = {t for area in obs["areas"] for t in area if t not in ("", "?")}
    seen |= set(obs["turned_up"]) | {t for _, cards in obs["to_place"] for t in cards}
    seen |= {t for areas in obs["final_areas"] for area in areas for t in area.split()}
    seen |= set(TOKEN.findall(" ".join(table.state.log())))
    return seen


def hidden_from(state, seat: int) -> set[str]:
    """The cards ``seat`` has not seen: every card its observation does not show face up (MO-6)."""
    obs = state.observation(seat)
    shown = {t for area in obs["areas"] for t in area if t not in ("", "?")}
    shown |= set(obs["turned_up"]) | {t for _, cards in obs["to_place"] for t in cards}
    shown |= {t for areas in obs["final_areas"] for area in areas for t in area.split()}
    return {c.token for c in CARDS} - shown


def step(table: PlayTable) -> None:
    """One move of the person at the screen through the app's buttons (or take the screen when passed)."""
    if table.waiting is not None:
        table.pass_button.click()
        return
    obs = table.obs
    area = obs["areas"][table.viewer]
    if obs["phase"] == "choose":
        table.confirm_button.click()
    elif obs["phase"] == "turn" and "?" not in area:
        table.aside_button.click()
    else:
        wanted = ("?",) if obs["phase"] == "turn" else ("?", "")
        table.square_buttons[next(i for i, t in enumerate(area) if t in wanted)].click()


def play_to_end(table: PlayTable, limit: int = 400) -> None:
    for _ in range(limit):
        if table.state.is_over():
            return
        step(table)
        assert table.banner.kind not in ("warning", "error"), table.banner.text
    raise AssertionError("the game did not end")


@pytest.fixture
def tiny_review(monkeypatch):
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", "1")


# ----- levels -----------------------------------------------------------------------------------
@pytest.mark.parametrize("level, kind", [("Beginner", RandomBot), ("Standard", GreedyBot), ("Coach", CoachBot)])
def test_level_makes_its_bots_and_is_shown_on_the_table(level, kind):
    table = PlayTable(opponents=2, level=level, seed=3)
    assert sorted(table.bots) == [1, 2] and all(type(b) is kind for b in table.bots.values())
    if level == "Coach":
        assert all(b.budget == HOOKS.coach_budget for b in table.bots.values())
    assert f"bots' level: <b>{level}</b>" in table.status.value
    assert f"Bruno (your left): {level} bot" in table.players_box.value
    assert "You (Aiko): person" in table.players_box.value
    assert f"{level} bot" in table.areas.value
    assert f"2 {level} bots" in table.banner.text


def test_coach_level_plays_a_game_to_its_end():
    table = PlayTable(opponents=1, level="Coach", seed=4)
    for _ in range(6):  # Aiko turns up 3, keeps 2 and places them; then the Coach bot places and plays its turn
        step(table)
    assert any(line.startswith("Bruno places") for line in table.state.log())


# ----- hot seat -----------------------------------------------------------------------------------
def test_hot_seat_passes_the_screen_and_shows_only_what_the_person_may_see():
    table = PlayTable(opponents=2, level="Beginner", seed=8, people=(0, 1))
    assert table.people == (0, 1) and sorted(table.bots) == [2]
    passes = checked = 0
    for _ in range(120):
        if table.state.is_over():
            break
        if table.waiting is not None:
            passes += 1
            name = ("Aiko", "Bruno")[table.waiting]
            # the pass screen: the turn's controls and the person's Area are gone from view
            assert table.pass_box.layout.display == "" and table.play_row.layout.display == "none"
            assert table.pass_button.description == f"I am {name}: show my cards"
            assert table.turn_box.children == () and table.recent.value == ""
            shown = page_text(table.widget, visible_only=True)
            assert f"Pass the screen to {name}" in shown and "Your Area" not in shown
            assert "Keep and give" not in shown and "click to place" not in shown
            saved = table.state.to_json()
            table.square_buttons[0].click()  # a click meant for the last person changes nothing
            assert table.banner.kind == "warning" and f"Pass the screen to {name}" in table.banner.text
            assert table.state.to_json() == saved
        else:
            me = table.viewer
            other = 1 - me
            assert table.state.to_act() == [me] and table.pass_box.layout.display == "none"
            sent = set(TOKEN.findall(page_text(table.widget)))
            # nothing the shown person may not see, so nothing hidden from the other person either
            assert sent <= public_tokens(table), sent - public_tokens(table)
            assert not sent & hidden_from(table.state, other) - public_tokens(table)
            assert not sent & hidden_from(table.state, me)
            checked += 1
        step(table)
    assert passes >= 5 and checked >= 20


# ----- review -----------------------------------------------------------------------------------
def test_review_after_a_game_lists_the_choices_that_matter(tiny_review):
    table = PlayTable(opponents=1, level="Beginner", seed=3)
    assert table.review.button.disabled
    play_to_end(table)
    assert "Press Review" in table.banner.text
    assert not table.review.button.disabled and table.review_seat.layout.display == "none"
    table.review.button.click()  # no event loop here: the review runs at once
    panel = table.review
    decisions = list(shared.decisions(table.state, 0))
    turn_ups = sum(is_turn_up(text) for _, _, text in decisions)
    # every turn-up is left out of the list and counted; every other real choice has its row
    assert turn_ups > 0 and panel.hidden == turn_ups
    assert len(panel.rows) == len(decisions) - turn_ups
    assert not any(is_turn_up(row.played) for row in panel.rows)
    assert f"{turn_ups} turn-ups not listed" in panel.hidden_note.value and "MO-6" in panel.hidden_note.value
    assert f"Reviewed {len(panel.rows)} of your choices" in panel.banner.text
    scores = ", ".join(f"{name} {score}" for name, score in zip(("You", "Bruno"), table.state.scores()))
    assert f"Final scores (winner points): {scores}." in panel.summary.value  # not marks: MO-4 (a reader's stumble)
    first = panel.row_buttons[0].description
    assert first.split(" \u00b7 ", 1)[1].startswith("#1")
    panel.show(0)
    assert panel.when(panel.rows[0]) in panel.detail.value  # its moment, in the details
    assert "keep " in panel.detail.value or "place " in panel.detail.value
    assert "Your choice" in panel.detail.value and "the coach&#x27;s choice" in panel.detail.value.lower()
    assert "(range " in panel.detail.value


def test_review_picture_shows_both_choices_from_the_observation_only(tiny_review):
    table = PlayTable(opponents=2, level="Beginner", seed=5)
    play_to_end(table)
    rows = list(table.review._listed(table.review.review_fn(table.state, 0)))  # the listed rows: no turn-up
    differing = next(r for r in rows if r.played != r.best)
    for row in (rows[0], differing):
        html = picture(row)
        obs = row.observation
        seen = {t for area in obs["areas"] for t in area if t not in ("", "?")}
        seen |= set(obs["turned_up"]) | {t for _, cards in obs["to_place"] for t in cards}
        seen |= {t for areas in obs["final_areas"] for area in areas for t in area.split()}
        seen |= set(TOKEN.findall(row.played + " " + row.best))
        assert set(TOKEN.findall(html)) <= seen
        describe = describer(0, 3)
        assert "Your choice" in html and describe(row.played) in html
        assert "the coach&#x27;s choice" in html.lower()
    assert f"The coach&#x27;s choice: {describer(0, 3)(differing.best)}" in picture(differing)


def test_describer_words_moves_as_the_app_does():
    describe = describer(0, 3)
    assert describe("keep R5 give B3 G7") == "keep R5, give B3 to Bruno and G7 to Chidi"
    assert describe("place R5 at b2") == "place R5 on b2"
    assert describe("turn aside") == "turn up a card from beside your Area"
    assert describer(1, 3, watched=True)("turn aside") == "turn up a card from beside Bruno's Area"
    assert describe("turn c3") == "turn up the card on c3"
    assert describe("nonsense") == "nonsense"


def test_replay_reviews_any_seat_and_stop_ends_it(monkeypatch):
    monkeypatch.setenv("TUTOR_REVIEW_BUDGET", "2")
    viewer = ReplayViewer(players=3, seed=7, bot="Greedy")
    assert [v for _, v in viewer.review_whose.options] == [0, 1, 2]
    assert not viewer.review.button.disabled
    viewer.review_whose.value = 2
    panel = viewer.review
    assert panel.seat == 2 and panel.state is viewer.steps[-1].state
    panel._progress = lambda done, total: panel.stop() if done >= 8 else None
    panel.button.click()
    assert 1 <= len(panel.rows) <= 8 and all(row.seat == 2 for row in panel.rows)
    panel.show(0)
    assert "Chidi&#x27;s choice" in panel.detail.value or "Chidi's choice" in panel.detail.value
    viewer.seed.value = 8
    viewer.play_button.click()  # a new game forgets the review
    assert panel.rows == [] and panel.seat == 0 and not panel.button.disabled


def test_a_placement_on_another_players_turn_says_whose_turn_it_is_and_what_a_turn_counts():
    """A Meow Oracle reader (seed 910031) met 'Chidi ▶ to play' over a choice that was Aiko's, and 'turn 6' with no
    word of what turns count: the picture says the turn counts every player's turns and, for a card placed on
    another player's turn, whose turn it is and that you place the card they gave; the Areas mark 'their turn'."""
    from engines import meow_oracle as mo

    state = mo.new_game(3, seed=4)
    bots = [RandomBot(40 + s) for s in range(3)]
    found = None
    while not state.is_over() and found is None:
        seat = state.to_act()[0]
        observation = state.observation(seat)
        action = bots[seat].choose(observation, state.legal_actions(seat))
        if seat == 0 and observation["phase"] == "place" and observation["active"] != 0:
            found = observation, action
        state.apply(seat, action)
    assert found is not None
    observation, action = found
    row = shared.ReviewRow(7, 0, str(action), str(action), "best", 0.0, 0.0, 0.0, 0.0, "r", observation)
    drawn = picture(row)
    giver = ("Bruno", "Chidi")[observation["active"] - 1]
    assert f"{giver}&#x27;s turn: you place the card {giver} gave." in drawn
    assert "of the round" not in drawn  # the moment heads the row: not said twice (readers of seed 993014)
    assert "their turn</i>" in drawn and "to play</i>" not in drawn


def test_the_points_column_says_against_whom_where_the_game_names_it():
    """A Meow Oracle reader (seed 993013) met "Round points | 1.9 behind" and took it for behind the coach: the
    column names the seat's neighbours where the game's review hooks say the points are counted against them."""
    from engines.coach import PointScale, ReviewRow, evaluation_of
    from widgets.meow_oracle.review import HOOKS
    from widgets.verdicts import row_detail

    scale = PointScale(4.0, "round points", 3, note="Round points: your round total less your neighbours' average.")
    best = evaluation_of("a", [(1.0, 1.0)] * 50 + [(-1.0, 0.0)] * 50)
    mine = evaluation_of("b", [(0.0, 1.0)] * 40 + [(-2.0, 0.0)] * 60)
    row = ReviewRow(1, 0, "b", "a", "mistake", 0.1, 0.05, 0.15, 1.0, "", {}, fresh=(best, mine), scale=scale)
    assert HOOKS.points_against == "neighbours"
    assert "<th>Round points against your neighbours</th>" in row_detail(row, against=HOOKS.points_against)
    assert "<th>Round points against Bruno&#x27;s neighbours</th>" in row_detail(row, str, "Bruno", "neighbours")
    assert "<th>Round points</th>" in row_detail(row)  # no hook: the scale's note says it
