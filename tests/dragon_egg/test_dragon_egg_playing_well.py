"""The Dragon Egg's "Playing well" page: real moments, the coach's choice against the habit, a coach-marked exercise."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from engines import coach as shared
from engines.dragon_egg import position_from_json
from widgets.dragon_egg import playing_well as pw
from widgets.gallery import navigation

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "notebooks" / "dragon_egg" / "playing_well.ipynb"
sys.path.insert(0, str(ROOT / "tests"))
from test_lesson_text import reader_blocks, stumbles  # noqa: E402  (the lessons' own checks)



def clear(label: str) -> bool:
    """Clearly worse than "good": even the mildest band the label names is an inaccuracy or worse."""
    return shared.flagged(label)


def fresh_label(moment) -> str:
    """The review's label of the habit on fresh sampled games (games and ZOO at the moment's table size)."""
    return shared.label(pw.fresh_difference(moment), pw.scale(moment.players))


def ids(moments):
    return [f"game{m.number}x{m.players}-{m.idea}" for m in moments]


@pytest.mark.parametrize("moment", pw.EXAMPLES + pw.EXERCISES, ids=ids(pw.EXAMPLES + pw.EXERCISES))
def test_each_moment_is_a_real_game_the_engine_accepts(moment):
    state = moment.state()  # every stored move is legal, replayed from the numbered deal
    assert state.to_act()[0] == moment.seat
    assert position_from_json(state.to_position_json()) == state  # the engine's checks accept it
    assert moment.coach_choice in [str(a) for a in state.legal_actions(moment.seat)]


def longest_records():
    """Each game the moments come from, once, with the most moves any of its moments has."""
    games: dict[tuple[int, int], str] = {}
    for m in pw.EXAMPLES + pw.EXERCISES:
        key = (m.players, m.number)
        if len(m.moves) > len(games.get(key, "")):
            games[key] = m.moves
    return sorted(games.items())


@pytest.mark.parametrize("game,moves", longest_records(), ids=[f"game{n}x{p}" for (p, n), _ in longest_records()])
def test_the_moves_are_those_the_careful_players_make(game, moves):
    players, number = game
    assert pw.careful_moves(players, number, len(moves.split("; "))) == moves
    for m in pw.EXAMPLES + pw.EXERCISES:  # every moment of this game is a moment of the same record
        if (m.players, m.number) == game:
            assert moves.startswith(m.moves)


@pytest.mark.parametrize("moment", pw.EXAMPLES, ids=ids(pw.EXAMPLES))
def test_the_coach_prefers_its_choice_to_the_habit_clearly(moment):
    state = moment.state()
    assert not moment.other  # the page sets the coach against the beginner's habit
    habit = pw.beginner_choice(state, moment.seat)
    assert str(habit) != moment.coach_choice
    weighed = pw.weigh(moment)
    assert weighed.coach.key > weighed.other.key
    assert clear(weighed.label) and clear(fresh_label(moment))


@pytest.mark.parametrize("moment", pw.EXAMPLES, ids=ids(pw.EXAMPLES))
def test_the_coach_choice_is_the_best_of_every_action_with_the_page_figures(moment):
    full = pw.full_evaluation(moment)
    assert str(full[0].action) == moment.coach_choice
    assert len(full) == len(moment.state().legal_actions(moment.seat))
    weighed = pw.weigh(moment)  # two actions weighed alone give exactly the full evaluation's figures
    by_text = {str(e.action): e for e in full}
    for value in (weighed.coach, weighed.other):
        assert value.outcomes == by_text[str(value.action)].outcomes


@pytest.mark.parametrize("moment", pw.EXERCISES, ids=ids(pw.EXERCISES))
def test_each_exercise_answer_is_the_coach_choice_with_a_clear_difference(moment):
    weighed = pw.weigh(moment)
    question = pw.question(moment)
    assert str(weighed.coach.action) == moment.coach_choice
    assert clear(weighed.label) and clear(fresh_label(moment))
    assert question.answer == pw.describe_action(weighed.coach.action) and question.answer in question.choices
    assert len(set(question.choices)) == 2
    assert question.judge(question.answer)[0]
    wrong = next(c for c in question.choices if c != question.answer)
    right, why = question.judge(wrong)
    assert not right and weighed.label in why


def test_the_exercises_ask_about_more_than_one_kind_of_choice():
    answers = {m.coach_choice for m in pw.EXERCISES}
    assert "bracelet" in answers and any("|" in a for a in answers)
    assert any(not m.other for m in pw.EXERCISES) and any(m.other for m in pw.EXERCISES)


def test_the_exercise_deals_every_moment_before_repeating_one():
    widget = pw.check_yourself(seed=1)
    seen = {widget.question.prompt}
    for _ in range(len(pw.EXERCISES) - 1):
        widget.next()
        seen.add(widget.question.prompt)
    assert len(seen) == len(pw.EXERCISES)


# ----- the page ----------------------------------------------------------------------------------
def test_the_page_passes_the_lessons_reader_checks():
    assert PAGE.exists()
    found = stumbles("dragon_egg", PAGE)
    assert not found, "\n".join(found)


def test_the_page_has_the_navigation_line_at_top_and_bottom():
    markdown = [text for kind, text in reader_blocks(PAGE) if kind == "markdown"]
    line = navigation("dragon_egg", "playing_well.ipynb")
    assert markdown[0].startswith(line) and markdown[-1].rstrip().endswith(line)
    assert "(play.ipynb)" in markdown[-1] and "(analysis.ipynb)" in markdown[-1]


def test_the_page_figures_come_from_code():
    """The figures are printed by code on the page: no percentage or interval is typed in its markdown."""
    notebook = json.loads(PAGE.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            assert not re.search(r"\d+\s*%|\binterval \d", "".join(cell["source"]))
    outputs = "\n".join(text for kind, text in reader_blocks(PAGE) if kind == "output")
    for moment in pw.EXAMPLES:
        assert f"Game {moment.number} for" in outputs


# ----- the words agree with the figures ------------------------------------------------------------
def page_text():
    """What a reader of the page reads, markdown and outputs, each run of spaces and line breaks as one space."""
    return re.sub(r"\s+", " ", "\n".join(text for _, text in reader_blocks(PAGE)))


@pytest.mark.parametrize("moment", pw.EXAMPLES, ids=ids(pw.EXAMPLES))
def test_the_difference_sentence_is_the_tables_figures_subtracted(moment):
    weighed = pw.weigh(moment)
    table = str(pw.figures_html(weighed))
    games = [int(x) for x in re.findall(r"<td><b>(\d+)</b> \(range", table)]
    zoo = [float(x.replace("\u2212", "-")) for x in re.findall(r"</td><td><b>([+\u2212]\d+\.\d)</b>", table)]
    assert len(games) == len(zoo) == 2  # the habit's row, then the coach's
    sentence = pw.difference_words(weighed)
    gained = int(re.search(r"\*\*(\d+) more games in 100\*\*", sentence).group(1))
    better = float(re.search(r"\*\*(\S+) ZOO\*\* better off", sentence).group(1).replace("\u2212", "-"))
    assert gained == games[1] - games[0] and f"({games[1]} against {games[0]})" in sentence
    assert better == round(zoo[1] - zoo[0], 1)
    # the coach's own sentence quotes no share of its own: the table's are the only ones
    assert not re.search(r"\d+%", pw.reason_words(weighed))


def test_any_comparison_of_interval_widths_agrees_with_the_figures():
    """The page may say one interval is narrower or wider than another only where its figures show it.

    Each moment's widths (games of 100): the habit's, the coach's, and the paired difference's. A
    sentence saying the difference's interval is narrower than either figure's must be true of
    every moment; the page states none, and this test keeps a stated one honest."""
    text = page_text()
    claims = re.findall(r"[^.]*\b(?:narrower|wider|as wide|as narrow)\b[^.]*\.", text)
    widths = []
    for moment in pw.EXAMPLES:
        w = pw.weigh(moment)
        widths.append((w.other.win_high - w.other.win_low, w.coach.win_high - w.coach.win_low,
                       w.difference.win_high - w.difference.win_low))
    for claim in claims:
        if "difference" in claim and "narrower" in claim:
            assert all(d < min(a, b) for a, b, d in widths), f"The figures contradict: {claim!r} ({widths})"
        else:
            pytest.fail(f"A comparison of widths the test cannot check against the figures: {claim!r}")


@pytest.mark.parametrize("moment", pw.EXAMPLES + pw.EXERCISES, ids=ids(pw.EXAMPLES + pw.EXERCISES))
def test_the_coach_never_quotes_one_figure_as_a_difference(moment):
    weighed = pw.weigh(moment)
    for sentence in (pw.reason_words(weighed), pw.question(moment).why):
        for clause in sentence.split("; "):
            quoted = re.findall(r"beats or ties ([^,;(]+)", clause)
            assert len(quoted) == len(set(quoted)), f"The same figure quoted twice as a difference: {clause!r}"


@pytest.mark.parametrize("moment", pw.EXERCISES, ids=ids(pw.EXERCISES))
def test_the_exercise_explanation_is_built_for_the_other_choice(moment):
    weighed = pw.weigh(moment)
    why = pw.question(moment).why
    assert not re.search(r"\byours?\b", why, re.IGNORECASE) and "the other choice" in why
    assert pw.describe_action(weighed.coach.action) in pw.question(moment).choices
    games, _ = pw.shown_difference(weighed)
    assert f"loses {games} games in 100" in why
    assert f"won {pw.shown_games(weighed.coach)}%" in why and f"won {pw.shown_games(weighed.other)}%" in why


def test_the_page_defines_its_players_and_names_no_lesson_for_them():
    text = page_text()
    assert not re.search(r"(player|habit)s? of lessons? \d", text)
    assert "**Standard bots**" in text and "the **Sage**, the computer player of the play app's *Standard*" in text
    first = min(m.start() for m in re.finditer(r"\bSage\b(?!'s Bracelet)", text))
    assert text[first - 6:first] == "the **"  # the Sage is introduced before any sentence uses the name
    assert "habit of a **strongest-Far player**, a natural way to start: place the strongest Far" in text


def test_the_page_says_hand_back_a_bracelet_as_lesson_4_does():
    text = page_text()
    assert "hand back a bracelet" in text.lower() and "a bracelet handed back" in text.lower()
    assert not re.search(r"\breturn(s|ing)? a bracelet", text, re.IGNORECASE)


@pytest.mark.parametrize("moment", pw.EXAMPLES + pw.EXERCISES, ids=ids(pw.EXAMPLES + pw.EXERCISES))
def test_the_table_says_where_the_egg_is(moment):
    obs = moment.observation()
    html = pw.table_html(obs)
    if obs["egg_holder"] is None:
        assert "Nobody holds the Luminous Dragon Egg" in html and "it is in the centre of the table" in html
    else:
        assert pw.seat_name(obs["egg_holder"]) + " holds the Luminous Dragon Egg" in html


def test_the_page_says_its_figures_are_computed_when_it_is_built():
    text = page_text()
    assert "worked out on this page" not in text
    assert "computed by the coach's own imagined games when the page is built" in text


@pytest.mark.parametrize("moment", pw.EXAMPLES + pw.EXERCISES, ids=ids(pw.EXAMPLES + pw.EXERCISES))
def test_each_label_is_the_range_its_intervals_reach(moment):
    """The label the page prints is the review's for the paired figures it prints: padded interval of games, ZOO
    against the table's round spread; a range names every band those intervals reach, never one they contradict."""
    weighed = pw.weigh(moment)
    d, scale = weighed.difference, pw.scale(moment.players)
    assert d == shared.compare(weighed.coach, weighed.other, padded=True)
    assert weighed.label == shared.label(d, scale)
    games = [b for _, b in shared.LABELS[1:-1]]

    def band(x, bounds):
        return next((i for i, b in enumerate(bounds) if x < b), len(bounds))
    low = max(band(d.win_low, games), band(d.margin_low, scale.bounds))
    high = max(band(d.win_high, games), band(d.margin_high, scale.bounds))
    assert shared.bands(weighed.label) == (shared.BANDS[low], shared.BANDS[high])
    if moment in pw.EXAMPLES:
        text = page_text()
        assert f"**The habit: “{weighed.label}”.**" in text


def test_the_label_scale_says_the_bands_with_the_table_sizes():
    text = page_text()
    assert "*good* under 3; *inaccuracy* 3 to under 8; *mistake* 8 to under 16; *blunder* 16 or more" in text
    for players in (3, 4):
        scale = pw.scale(players)
        assert f"At {players} players that spread is {scale.spread:.2f} ZOO" in text
    assert "names every band that range reaches" in text
