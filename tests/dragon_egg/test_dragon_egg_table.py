"""The Luminous Dragon Egg's play table for a newcomer: the number of players (not of 'others'), every set shown
once the game is over, a hint whose arithmetic is plain, and who earned most in a round."""

from __future__ import annotations

import pytest

from engines.dragon_egg import Build
from engines.dragon_egg.actions import parse_action
from engines.dragon_egg.bots import Estimate
from widgets.dragon_egg.reason_words import hint_words
from widgets.dragon_egg.table import PlayTable, table_html


def test_the_table_size_is_chosen_as_the_number_of_players():
    table = PlayTable(opponents=2, level="Beginner", seed=1)
    assert [label for label, _ in table.opponents.options] == ["2", "3", "4", "5"]
    assert table.opponents.value == 2 and table.players == 3 and table.state.players == 3
    label = table.settings.children[0].children[0].children[0]
    assert "Players" in label.value and "Others" not in label.value
    table.opponents.value = 4
    table.new_game()
    assert table.state.players == 5


def _finish(table: PlayTable) -> None:
    """Play the learner's seat with the Standard bot's advice until the game is over."""
    for _ in range(400):
        if table.state.is_over():
            return
        action, _ = table.adviser.choose_with_reason(table.state.observation(0), table.state.legal_actions(0))
        table.act(str(action))
    raise AssertionError("the game did not end")


def test_at_the_end_every_players_sets_show_face_up():
    table = PlayTable(opponents=2, level="Beginner", seed=3)
    _finish(table)
    obs = table.state.observation(0)
    assert obs["over"] and all(obs["placed"])
    html = table.players_panel.value
    assert "face down" not in html
    for s in range(3):
        far, near = obs["last_round"]["far"][s], obs["last_round"]["near"][s]
        assert f"Far {far}, Near {near} (revealed)" in html
    during = table_html({**obs, "over": False, "winners": []}, ["You", "B", "C"])
    assert during.count("placed two sets face down") == 2  # before the end the others' sets are face down


@pytest.mark.parametrize("ev, far, near, words", [
    ("0.6", "0.6", "0.7", "not 0.6 x 0.7 = 0.42: both sets tend to win in the same deals"),
    ("0.3", "0.6", "0.7", "not 0.6 x 0.7 = 0.42: when one set wins, the other tends to lose"),
    ("0.4", "0.6", "0.7", "about 0.6 x 0.7 = 0.42"),
])
def test_a_build_hint_spells_out_that_the_pay_is_averaged_over_deals(ev, far, near, words):
    reason = Estimate(parse_action("R20 B20 | R2 R5"), float(ev), float(far), float(near), 2)
    plain = hint_words(reason)
    assert plain.startswith("Far R20 B20 and Near R2 R5 should earn about") and words in plain
    assert "each imagined deal pays Far sticks x Near sticks" in plain
    assert hint_words("returning a bracelet draws one more card") == "returning a bracelet draws one more card"


def test_the_hint_in_the_banner_fits_it():
    table = PlayTable(opponents=2, level="Standard", seed=1)
    text = table.hint()
    assert "x" in text and table.banner.text == text and len(text) <= 300


def test_a_scored_round_says_who_earned_the_most():
    table = PlayTable(opponents=1, level="Standard", seed=5)
    action = next(a for a in table.state.legal_actions(0) if isinstance(a, Build))
    table.act(str(action))
    assert "Round 1 is scored" in table.banner.text
    result = table.last_result
    if max(result.earnings):
        assert "earned the most" in table.banner.text
