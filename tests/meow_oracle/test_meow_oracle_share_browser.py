"""A shared link to a Meow Oracle game in the browser: the page opens the sharer's view (what a view's link holds:
tests/meow_oracle/test_meow_oracle_share_views.py)."""

from __future__ import annotations

import re

from engines import meow_oracle

#: An app's Area picture names its squares in its own name: "Aiko's Area, row by row: a1 R8, b1 empty, ...".
AREA_NAME = re.compile(r'aria-label="[^"]*?, row by row: ([^";]*)')


def _meow_mid_round() -> meow_oracle.State:
    """Three players, fourteen actions in: Chidi's turn, face-down cards left in every Area."""
    state = meow_oracle.new_game(3, seed=8)
    for _ in range(14):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.to_act() == [2] and not state.is_over()
    return state


def test_a_shared_meow_oracle_view_opens_mid_round_as_the_sharer_sees_it(page, open_app, ui):
    obs = ui.open_view(open_app, "meow_oracle", _meow_mid_round(), 2)
    assert "Round 1 of 2" in ui.text(".mo-status-box")
    areas = ui.wait(".mo-all-areas")
    page.wait_for_function("() => document.querySelectorAll('.mo-all-areas .mo-area-box').length === 3",
                           timeout=ui.timeout)
    html = areas.inner_html()
    face_up = {(f"{'abc'[i % 3]}{i // 3 + 1}", owner, t) for owner, area in enumerate(obs["areas"])
               for i, t in enumerate(area) if t not in ("", "?")}
    boxes = [page.locator(f".mo-all-areas .mo-area-{owner}").inner_html() for owner in range(3)]
    shown = {(square, owner, token) for owner, box in enumerate(boxes) for named in AREA_NAME.findall(box)
             for square, token in (part.split(" ", 1) for part in named.split(", "))
             if token not in ("empty", "face down")}
    assert shown == face_up  # every face-up card where the sharer saw it, and no other
    assert len(re.findall(r"<title>[a-c][1-3]: face-down card", html)) == sum(area.count("?") for area in obs["areas"])
    assert "Your turn" in ui.text(".mo-status-box")
    ui.shot("mo_play_from_a_view.png")
