"""benchmarks/tournament_coach.py: Coach settings from the command line, and extending a stored table."""

from __future__ import annotations

import argparse
import copy

import pytest

from benchmarks import tournament_coach as tc
from widgets.games import KEYS, game


def test_a_setting_is_a_capitalised_name_and_a_number_none_or_a_word():
    assert tc.setting("GATE=1.5") == ("GATE", 1.5)
    assert tc.setting("CONFIRM=2") == ("CONFIRM", 2) and type(tc.setting("CONFIRM=2")[1]) is int
    assert tc.setting("GATE=none") == ("GATE", None)
    assert tc.setting("MEASURE=margin") == ("MEASURE", "margin")
    for bad in ("gate=1", "GATE", "GATE="):
        with pytest.raises(argparse.ArgumentTypeError, match="NAME=VALUE"):
            tc.setting(bad)


def _games(row: dict) -> list:
    return [{k: v for k, v in r.items() if k != "seconds"} for r in row["records"]]


def test_an_extended_table_is_the_table_played_from_the_start_and_a_changed_one_is_refused():
    key = KEYS[0]  # any game serves: the registry's first, at its smallest table
    players = min(game(key).State.PLAYER_COUNTS)
    short = tc.table(key, players, 2, 11, 1, 1, {"GATE": 1.0})
    whole = tc.table(key, players, 3, 11, 1, 1, {"GATE": 1.0})
    longer = tc.extended(key, players, 3, short, 1, check=1)
    assert _games(longer) == _games(whole) and longer["settings"] == {"GATE": 1.0}
    assert (longer["games"], longer["win_share"], longer["win_low"]) == (3, whole["win_share"], whole["win_low"])
    changed = copy.deepcopy(short)
    changed["records"][0]["scores"] = [s + 1 for s in changed["records"][0]["scores"]]
    with pytest.raises(SystemExit, match="have changed"):
        tc.extended(key, players, 3, changed, 1, check=1)


@pytest.mark.parametrize("key", KEYS)
def test_a_table_records_the_second_look_its_coach_played_with(key):
    coach_bot = game(key).bot_class("Coach")
    assert tc.as_played(key, {}, "CONFIRM") == coach_bot.CONFIRM  # the bot's own default
    assert tc.as_played(key, {"CONFIRM": 0}, "CONFIRM") == 0  # a --set wins
    players = min(game(key).State.PLAYER_COUNTS)
    row = tc.summary(key, players, 11, 1, {"CONFIRM": 2, "GATE": 1.5}, [{"win": 1.0, "margin": 1.0, "seconds": 0}])
    assert (row["confirm"], row["gate"]) == (2, 1.5)


def test_the_page_names_a_second_look_only_where_a_table_was_played_with_one(monkeypatch):
    from widgets.results import coach_tournament

    said: list[str] = []
    monkeypatch.setattr(coach_tournament, "say", said.append)
    for key in KEYS:
        coach_tournament.summary(key)
        looks = {t["confirm"] * t["budget"] for t in coach_tournament.tables(key) if t["confirm"]}
        if looks:
            assert all(f"played those two again on {n} fresh endings" in said[-1] for n in looks), key
        else:
            assert "again" not in said[-1], key
