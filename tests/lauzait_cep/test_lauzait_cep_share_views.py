"""Lauzait Cep!: what a link to one seat's view holds (every game's views: tests/test_share_views.py)."""

from __future__ import annotations

import pytest

from engines import InvalidInput
from widgets import share

from test_share_views import _view


def test_a_view_that_no_game_could_show_is_refused_after_three_deals():
    view, State = _view("lauzait_cep")
    view["observation"]["hand"] = view["observation"]["hand"] + ["J", "J", "J", "J", "J"]
    with pytest.raises(InvalidInput, match="not one a Lauzait Cep! game can show"):
        share.load_game(share.encode(view), State)
