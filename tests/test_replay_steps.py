"""Every game's replay page, over the registry: stepping forwards, backwards and to a chosen step.

What each game's replay says at a step (its sentences, its table, its pictures) is tested in
``tests/<game>/test_<game>_widgets.py``.
"""

from __future__ import annotations

import pytest

from widgets.games import KEYS
from widgets.testing import replay_viewer


@pytest.mark.parametrize("key", KEYS)
def test_the_replay_steps_forwards_and_backwards_and_stops_at_both_ends(key):
    viewer = replay_viewer(key, seed=7)
    assert viewer.index == 0 and viewer.prev_button.disabled and not viewer.next_button.disabled
    start = viewer.text
    viewer.next_button.click()
    first = viewer.text
    assert viewer.index == 1 and first and first != start
    viewer.next_button.click()
    viewer.prev_button.click()
    assert viewer.index == 1 and viewer.text == first
    viewer.last_button.click()
    last = viewer.index
    assert last > 1 and viewer.next_button.disabled
    viewer.next_button.click()  # clamped at the end
    assert viewer.index == last
    viewer.go(-5)
    assert viewer.index == 0
    viewer.step_box.value = last // 2
    assert viewer.index == last // 2 and f"Step {last // 2} of {last}" in viewer.comment.value
    viewer.step_box.value = 0
    assert viewer.index == 0 and viewer.prev_button.disabled
