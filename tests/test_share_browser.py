"""A shared link in the browser: the page opens the sharer's view, and the link holds no other seat's hidden cards."""

from __future__ import annotations

import json
import re

from engines import kirin, meow_oracle
from engines.kirin.bots import RandomBot
from widgets import share
from widgets.kirin.tricks import record_trick, trick_caption

TITLE = re.compile(r"<title>([a-c][1-3]): ([RBGW]\d+),")


def _kirin_mid_round() -> kirin.State:
    """Round 1, two tricks played and a card led: Chidi's turn to play."""
    state = kirin.new_game(4, seed=5)
    bots = [RandomBot(50 + s) for s in range(4)]
    while not (state.observation(0)["phase"] == "play" and state.to_act() == [2]
               and len(state.observation(0)["tricks"]) >= 2 and state.observation(0)["trick"]):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_actions(seat)))
    assert state.observation(2)["round"] == 1
    return state


def test_a_shared_kirin_view_opens_mid_round_as_the_sharer_sees_it(page, open_app, ui):
    state = _kirin_mid_round()
    obs = state.observation(2)
    text = share.link_for(state, 2)
    decoded = json.dumps(share.decode(text))
    hidden = {str(c) for other in (0, 1, 3) for c in state.hand(other)}
    hidden |= {str(kirin.CARDS[c]) for other, c in enumerate(state.declared) if other != 2}
    assert hidden and not any(f'"{token}"' in decoded for token in hidden)

    open_app(page, f"kirin/play.ipynb#game={text}")
    ui.wait(".ki-banner", "This link shares Chidi")
    assert "dealt again" in ui.text(".ki-banner")
    ui.wait(".ki-hand-title", "Your hand (Chidi)")
    page.wait_for_function(f"() => document.querySelectorAll('.ki-hand .ki-card').length === {len(obs['hand'])}",
                           timeout=ui.timeout)
    shown = set(re.findall(r"[QSBX](?:[1-6]|T|K[+-])", ui.text(".ki-hand")))
    assert shown == set(obs["hand"])
    assert f"trick {len(obs['tricks']) + 1} of 8" in ui.text(".ki-status")
    last = obs["tricks"][-1]  # the public last trick is shown, with the engine's caption
    caption = trick_caption(record_trick(1, len(obs["tricks"]), last["leader"], last["cards"], last["order"]))
    ui.wait(".ki-last-trick", caption)
    current = page.locator(".ki-current-trick").inner_html()
    assert "the current trick: " + " ".join(card for _, card in obs["trick"]) in current
    # Share again from the opened page: the same view, so the same link
    page.locator(".ki-share").click()
    link = ui.wait(".ki-share-link textarea")
    assert link.input_value().endswith("#game=" + text)
    ui.shot("ki_play_from_a_view.png")


def _meow_mid_round() -> meow_oracle.State:
    """Three players, fourteen actions in: Chidi's turn, face-down cards left in every Area."""
    state = meow_oracle.new_game(3, seed=8)
    for _ in range(14):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.to_act() == [2] and not state.is_over()
    return state


def test_a_shared_meow_oracle_view_opens_mid_round_as_the_sharer_sees_it(page, open_app, ui):
    state = _meow_mid_round()
    obs = state.observation(2)
    text = share.link_for(state, 2)
    decoded = json.dumps(share.decode(text))
    pool = state.position_json()["pool"]  # the face-down cards, in the order they would turn up
    assert pool and not any(f'"{token}"' in decoded for token in pool)

    open_app(page, f"meow_oracle/play.ipynb#game={text}")
    ui.wait(".mo-banner", "This link shares Chidi")
    assert "dealt again" in ui.text(".mo-banner") and "Round 1 of 2" in ui.text(".mo-status-box")
    areas = ui.wait(".mo-all-areas")
    page.wait_for_function("() => document.querySelectorAll('.mo-all-areas .mo-area-box').length === 3",
                           timeout=ui.timeout)
    html = areas.inner_html()
    face_up = {(f"{'abc'[i % 3]}{i // 3 + 1}", owner, t) for owner, area in enumerate(obs["areas"])
               for i, t in enumerate(area) if t not in ("", "?")}
    boxes = [page.locator(f".mo-all-areas .mo-area-{owner}").inner_html() for owner in range(3)]
    shown = {(square, owner, token) for owner, box in enumerate(boxes) for square, token in TITLE.findall(box)}
    assert shown == face_up  # every face-up card where the sharer saw it, and no other
    assert len(re.findall(r"<title>[a-c][1-3]: face-down card", html)) == sum(area.count("?") for area in obs["areas"])
    assert "Your turn" in ui.text(".mo-status-box")
    ui.shot("mo_play_from_a_view.png")
